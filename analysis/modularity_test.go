package analysis

import (
	"fmt"
	"math/rand/v2"
	"testing"

	gonumgraph "gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/community"
	"gonum.org/v1/gonum/graph/simple"

	"github.com/pubgraph/pubgraph/graph"
)

// groups converts a membership slice to gonum's [][]graph.Node form.
func groups(membership []int) [][]gonumgraph.Node {
	index := map[int]int{}
	var out [][]gonumgraph.Node
	for u, c := range membership {
		i, ok := index[c]
		if !ok {
			i = len(out)
			index[c] = i
			out = append(out, nil)
		}
		out[i] = append(out[i], simple.Node(u))
	}
	return out
}

// TestModularityOracle compares Modularity with networkx's
// community.modularity (values from scripts/oracle_community.py) and with
// gonum's community.Q on fixed partitions of small graphs.
func TestModularityOracle(t *testing.T) {
	o := readOracle(t)
	cases := 0
	for _, og := range o.Graphs {
		g := og.graph()
		for _, p := range og.Partitions {
			t.Run(fmt.Sprintf("%s/%s/γ=%g", og.Name, p.Name, p.Resolution), func(t *testing.T) {
				got := Modularity(g, p.Community, p.Resolution)
				if !close(got, p.Modularity, 1e-12) {
					t.Errorf("Modularity = %.15g, networkx %.15g", got, p.Modularity)
				}
				if q := community.Q(g, groups(p.Community), p.Resolution); !close(got, q, 1e-12) {
					t.Errorf("Modularity = %.15g, gonum community.Q %.15g", got, q)
				}
			})
			cases++
		}
	}
	if cases < 50 {
		t.Errorf("only %d oracle cases; is oracle.json complete?", cases)
	}
}

func TestModularityEdgeCases(t *testing.T) {
	tests := []struct {
		name      string
		g         *graph.Undirected
		community []int
		γ         float64
		want      float64
	}{
		{"no edges", graph.NewUndirected(2, nil), []int{0, 1}, 1, 0},
		{"no nodes", graph.NewUndirected(0, nil), nil, 1, 0},
		// One edge, both ends together: 1 − (2/2)² = 0.
		{"single edge together", graph.NewUndirected(2, []graph.WeightedPair{{U: 0, V: 1, Weight: 3}}), []int{4, 4}, 1, 0},
		// Apart: 0 − 2·(1/2)² = −0.5.
		{"single edge apart", graph.NewUndirected(2, []graph.WeightedPair{{U: 0, V: 1, Weight: 3}}), []int{9, 2}, 1, -0.5},
		// Two triangles joined by an edge, split: L_c/m = 3/7 each, d_c = 7 of 14.
		{"two triangles", cliques([]int{3, 3}, [2]int32{2, 3}), []int{0, 0, 0, 1, 1, 1}, 1, 6.0/7 - 0.5},
		{"two triangles γ=0", cliques([]int{3, 3}, [2]int32{2, 3}), []int{0, 0, 0, 1, 1, 1}, 0, 6.0 / 7},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Modularity(tt.g, tt.community, tt.γ); !close(got, tt.want, 1e-15) {
				t.Errorf("Modularity = %.17g, want %.17g", got, tt.want)
			}
		})
	}
}

// TestCommunitiesAgainstGonum checks that Partition.Modularity agrees with
// gonum's community.Q, and that Louvain and Leiden do at least about as
// well as gonum's own Louvain (community.Modularize) on small graphs.
func TestCommunitiesAgainstGonum(t *testing.T) {
	o := readOracle(t)
	for _, og := range o.Graphs {
		g := og.graph()
		for _, alg := range algorithms[:2] {
			t.Run(og.Name+"/"+alg.name, func(t *testing.T) {
				var ours, theirs float64
				for seed := range uint64(10) {
					p := alg.run(g, CommunityOptions{Seed: seed})
					if q := community.Q(g, groups(p.Community), 1); !close(q, p.Modularity, 1e-12) {
						t.Errorf("seed %d: Modularity %.15g, gonum community.Q %.15g", seed, p.Modularity, q)
					}
					ours += p.Modularity
					r := community.Modularize(g, 1, randSource(seed))
					theirs += community.Q(g, r.Communities(), 1)
				}
				if ours < theirs-0.1 { // sums over 10 seeds: mean within 0.01
					t.Errorf("mean Q %.4f, gonum Modularize %.4f", ours/10, theirs/10)
				}
			})
		}
	}
}

func randSource(seed uint64) rand.Source { return rand.NewPCG(seed, 1) }

func ExampleModularity() {
	// Two triangles joined by the edge 2–3, split into the triangles.
	g := graph.NewUndirected(6, []graph.WeightedPair{
		{U: 0, V: 1, Weight: 1}, {U: 1, V: 2, Weight: 1}, {U: 0, V: 2, Weight: 1},
		{U: 3, V: 4, Weight: 1}, {U: 4, V: 5, Weight: 1}, {U: 3, V: 5, Weight: 1},
		{U: 2, V: 3, Weight: 1},
	})
	split := []int{0, 0, 0, 1, 1, 1}
	fmt.Printf("γ=1: %.4f\n", Modularity(g, split, 1))
	fmt.Printf("γ=2: %.4f\n", Modularity(g, split, 2))
	// Output:
	// γ=1: 0.3571
	// γ=2: -0.1429
}
