package analysis

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	gonumgraph "gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/community"

	"github.com/pubgraph/pubgraph/graph"
)

// relabel returns g with node i renamed perm[i].
func relabel(g *graph.Undirected, perm []int32) *graph.Undirected {
	var pairs []graph.WeightedPair
	for u := range g.Order() {
		nbrs, ws := g.Neighbors(u)
		for i, v := range nbrs {
			if int(v) > u {
				pairs = append(pairs, graph.WeightedPair{U: perm[u], V: perm[v], Weight: ws[i]})
			}
		}
	}
	return graph.NewUndirected(g.Order(), pairs)
}

// totalEdgeWeight returns 2m, the summed weight of all edge ends.
func totalEdgeWeight(g *graph.Undirected) float64 {
	var total float64
	for u := range g.Order() {
		_, ws := g.Neighbors(u)
		for _, w := range ws {
			total += w
		}
	}
	return total
}

// multiplexQ is Σₗ wₗ Qₗ computed layer by layer with Modularity.
func multiplexQ(layers []*graph.Undirected, weights []float64, community []int, γ float64) float64 {
	var q float64
	for l, g := range layers {
		q += weights[l] * Modularity(g, community, γ)
	}
	return q
}

func TestMultiplexLouvainWeights(t *testing.T) {
	// Layer "groups" splits the 12 nodes into {0..5} and {6..11}; layer
	// "pairs" joins them across as {0,1,2,6,7,8} and {3,4,5,9,10,11}.
	groups := cliques([]int{6, 6}, [2]int32{0, 6})
	pairs := relabel(cliques([]int{6, 6}, [2]int32{0, 6}), []int32{0, 1, 2, 6, 7, 8, 3, 4, 5, 9, 10, 11})
	byGroups := blocks(6, 6)
	byPairs := []int{0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1}
	tests := []struct {
		weights []float64
		want    []int
	}{
		{[]float64{1, 0}, byGroups},
		{[]float64{0, 1}, byPairs},
		{[]float64{1, 0.3}, byGroups},
		{[]float64{0.3, 1}, byPairs},
		{[]float64{5, 2}, byGroups},
	}
	layers := []*graph.Undirected{groups, pairs}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.weights), func(t *testing.T) {
			for seed := range uint64(5) {
				p := must(MultiplexLouvain(bg, layers, tt.weights, CommunityOptions{Seed: seed}))
				if diff := cmp.Diff(tt.want, p.Community); diff != "" {
					t.Fatalf("seed %d: Community (-want +got):\n%s", seed, diff)
				}
				if q := multiplexQ(layers, tt.weights, p.Community, 1); !close(q, p.Modularity, 1e-12) {
					t.Errorf("seed %d: Modularity %.15g, Σ wₗ Qₗ = %.15g", seed, p.Modularity, q)
				}
			}
		})
	}
	// With equal weights the two splits tie (the layers are symmetric), and
	// both beat the four triples on which the layers agree; seeds pick
	// either split.
	seen := map[string]bool{}
	for seed := range uint64(10) {
		p := must(MultiplexLouvain(bg, layers, []float64{1, 1}, CommunityOptions{Seed: seed}))
		switch {
		case cmp.Equal(p.Community, byGroups):
			seen["groups"] = true
		case cmp.Equal(p.Community, byPairs):
			seen["pairs"] = true
		default:
			t.Errorf("equal weights, seed %d: Community = %v, want either split", seed, p.Community)
		}
	}
	if len(seen) != 2 {
		t.Errorf("equal weights: seeds 0..9 found only %v", seen)
	}
}

func TestMultiplexLouvainAgainstGonum(t *testing.T) {
	// Three layers over the same people: co-authorship from two synthetic
	// corpora with different seeds and a ring of cliques.
	a := coauthorGraph(150, 1)
	n := a.Order()
	b := relabel(coauthorGraph(150, 1), reversed(n))
	c := ringOfCliques(n/4, 4)
	c = graph.NewUndirected(n, edgesOf(c))
	layers := []*graph.Undirected{a, b, c}
	weights := []float64{1, 0.5, 0.25}
	gl, err := community.NewUndirectedLayers(a, b, c)
	if err != nil {
		t.Fatal(err)
	}
	// gonum's multiplex modularity is not normalised per layer; weights
	// divided by 2mₗ make it Σ wₗ Qₗ.
	scaled := make([]float64, len(layers))
	for l, g := range layers {
		scaled[l] = weights[l] / totalEdgeWeight(g)
	}
	sum := func(qs []float64) float64 {
		var s float64
		for _, q := range qs {
			s += q
		}
		return s
	}
	var ours, theirs float64
	for seed := range uint64(5) {
		p := must(MultiplexLouvain(bg, layers, weights, CommunityOptions{Seed: seed}))
		q := sum(community.QMultiplex(gl, groups(p.Community), scaled, nil))
		if !close(q, p.Modularity, 1e-9) {
			t.Errorf("seed %d: Modularity %.15g, gonum QMultiplex %.15g", seed, p.Modularity, q)
		}
		ours += p.Modularity
		r := community.ModularizeMultiplex(gl, scaled, nil, true, randSource(seed))
		theirs += sum(community.QMultiplex(gl, r.Communities(), scaled, nil))
	}
	t.Logf("mean Σ wₗ Qₗ: ours %.4f, gonum ModularizeMultiplex %.4f", ours/5, theirs/5)
	if ours < theirs-0.05 {
		t.Errorf("mean Σ wₗ Qₗ %.4f, gonum ModularizeMultiplex %.4f", ours/5, theirs/5)
	}
}

func TestMultiplexLouvainPanics(t *testing.T) {
	g := cliques([]int{3})
	tests := []struct {
		name    string
		layers  []*graph.Undirected
		weights []float64
	}{
		{"no layers", nil, nil},
		{"weights missing", []*graph.Undirected{g, g}, []float64{1}},
		{"orders differ", []*graph.Undirected{g, cliques([]int{4})}, []float64{1, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Error("no panic")
				}
			}()
			must(MultiplexLouvain(bg, tt.layers, tt.weights, CommunityOptions{}))
		})
	}
}

func reversed(n int) []int32 {
	p := make([]int32, n)
	for i := range p {
		p[i] = int32(n - 1 - i)
	}
	return p
}

// edgesOf lists g's edges once each.
func edgesOf(g *graph.Undirected) []graph.WeightedPair {
	var pairs []graph.WeightedPair
	for u := range g.Order() {
		nbrs, ws := g.Neighbors(u)
		for i, v := range nbrs {
			if int(v) > u {
				pairs = append(pairs, graph.WeightedPair{U: int32(u), V: v, Weight: ws[i]})
			}
		}
	}
	return pairs
}

var _ gonumgraph.Undirected = (*graph.Undirected)(nil)
