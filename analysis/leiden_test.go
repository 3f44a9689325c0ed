package analysis

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pubgraph/pubgraph/graph"
)

// sparseRandom returns a random multigraph-derived graph with n nodes,
// about avgDeg·n/2 edges of weight 1–3, often disconnected and full of
// tree-like parts.
func sparseRandom(n int, avgDeg float64, seed uint64) *graph.Undirected {
	rng := rand.New(rand.NewPCG(seed, 5))
	var pairs []graph.WeightedPair
	for range int(avgDeg * float64(n) / 2) {
		u, v := rng.IntN(n), rng.IntN(n)
		pairs = append(pairs, graph.WeightedPair{U: int32(u), V: int32(v), Weight: float64(1 + rng.IntN(3))})
	}
	return graph.NewUndirected(n, pairs)
}

func asInts(c []int32) []int {
	out := make([]int, len(c))
	for i, x := range c {
		out[i] = int(x)
	}
	return out
}

// TestLeidenConnected runs Leiden on 600 small random graphs and
// resolutions and checks that no community is disconnected, both in the
// result and in the raw iterations before the final safety split (so the
// guarantee comes from the refinement, not from the split). Louvain, on
// the same graphs, leaves some communities disconnected; the test checks
// it still finds such graphs, so that it keeps testing what Leiden fixes.
func TestLeidenConnected(t *testing.T) {
	louvainBad := 0
	for seed := range uint64(200) {
		var g *graph.Undirected
		if seed%2 == 0 {
			g = coauthorGraph(50+int(seed), seed)
		} else {
			g = sparseRandom(100+int(seed), 3, seed)
		}
		for _, γ := range []float64{0.5, 1, 2} {
			opt := CommunityOptions{Seed: seed, Resolution: γ}
			if len(DisconnectedCommunities(g, must(Louvain(bg, g, opt)).Community)) > 0 {
				louvainBad++
			}
			p := must(Leiden(bg, g, opt))
			if d := DisconnectedCommunities(g, p.Community); len(d) > 0 {
				t.Errorf("graph %d, γ = %g: Leiden communities %v are disconnected", seed, γ, d)
			}
			g0 := newLevelGraph([]*graph.Undirected{g}, []float64{1}, γ)
			rng := opt.rng()
			part := singletons(g.Order())
			for i := range 10 {
				prev := slices.Clone(part)
				leidenIteration(bg, g0, part, 0, rng)
				if d := DisconnectedCommunities(g, asInts(part)); len(d) > 0 {
					t.Errorf("graph %d, γ = %g, iteration %d: raw communities %v are disconnected", seed, γ, i, d)
					break
				}
				if slices.Equal(prev, part) {
					break
				}
			}
		}
	}
	t.Logf("Louvain left disconnected communities on %d of 600 runs", louvainBad)
	if louvainBad == 0 {
		t.Error("Louvain never produced a disconnected community; choose graphs where it does")
	}
}

// TestLeidenBeatsLouvain checks that Leiden's extra work pays: on
// synthetic co-authorship graphs its mean modularity is higher.
func TestLeidenBeatsLouvain(t *testing.T) {
	g := coauthorGraph(2000, 9)
	var louvain, leiden float64
	for seed := range uint64(5) {
		louvain += must(Louvain(bg, g, CommunityOptions{Seed: seed})).Modularity / 5
		p := must(Leiden(bg, g, CommunityOptions{Seed: seed}))
		checkPartition(t, g, p, 1)
		leiden += p.Modularity / 5
	}
	t.Logf("mean Q: Louvain %.4f, Leiden %.4f", louvain, leiden)
	if leiden <= louvain {
		t.Errorf("mean Q: Leiden %.4f, not above Louvain %.4f", leiden, louvain)
	}
}

func BenchmarkLeiden(b *testing.B) {
	benchmarkCommunities(b, func(g *graph.Undirected, opt CommunityOptions) Partition { return must(Leiden(bg, g, opt)) })
}

func ExampleLeiden() {
	// A ring of four triangles, each joined to the next by one edge.
	var pairs []graph.WeightedPair
	for c := int32(0); c < 4; c++ {
		a, b, d := 3*c, 3*c+1, 3*c+2
		pairs = append(pairs,
			graph.WeightedPair{U: a, V: b, Weight: 1},
			graph.WeightedPair{U: b, V: d, Weight: 1},
			graph.WeightedPair{U: a, V: d, Weight: 1},
			graph.WeightedPair{U: d, V: (3*c + 3) % 12, Weight: 1})
	}
	g := graph.NewUndirected(12, pairs)
	p, err := Leiden(context.Background(), g, CommunityOptions{Seed: 7})
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Community)
	fmt.Println("disconnected:", DisconnectedCommunities(g, p.Community))
	fmt.Printf("Q = %.4f\n", p.Modularity)
	// Output:
	// [0 0 0 1 1 1 2 2 2 3 3 3]
	// disconnected: []
	// Q = 0.5000
}
