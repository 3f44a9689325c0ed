package graph

import (
	"math"
	"math/rand/v2"
	"testing"

	gonumgraph "gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/simple"
	"gonum.org/v1/gonum/graph/topo"
)

// TestUndirectedMatchesSimple builds the same random multigraph as an
// Undirected and as gonum's simple.WeightedUndirectedGraph and checks that
// gonum sees the same nodes, neighbours and weights through both.
func TestUndirectedMatchesSimple(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const n = 60
	var pairs []WeightedPair
	want := simple.NewWeightedUndirectedGraph(0, math.Inf(1))
	for i := 0; i < n; i++ {
		want.AddNode(simple.Node(i))
	}
	for i := 0; i < 300; i++ {
		u, v := rng.IntN(n), rng.IntN(n)
		pairs = append(pairs, WeightedPair{U: int32(u), V: int32(v), Weight: 1})
		if u == v {
			continue
		}
		w := 1.0
		if e := want.WeightedEdge(int64(u), int64(v)); e != nil {
			w += e.Weight()
		}
		want.SetWeightedEdge(simple.WeightedEdge{F: simple.Node(u), T: simple.Node(v), W: w})
	}
	got := NewUndirected(n, pairs)
	if got.Order() != n {
		t.Fatalf("Order() = %d, want %d", got.Order(), n)
	}
	if wantSize := want.Edges().Len(); got.Size() != wantSize {
		t.Fatalf("Size() = %d, want %d", got.Size(), wantSize)
	}
	for u := int64(0); u < n; u++ {
		if g, w := got.From(u).Len(), want.From(u).Len(); g != w {
			t.Errorf("From(%d).Len() = %d, want %d", u, g, w)
		}
		for v := int64(0); v < n; v++ {
			gw, gok := got.Weight(u, v)
			ww, wok := want.Weight(u, v)
			if gw != ww || gok != wok {
				t.Errorf("Weight(%d, %d) = %v, %v; want %v, %v", u, v, gw, gok, ww, wok)
			}
		}
	}
	if g, w := len(topo.ConnectedComponents(got)), len(topo.ConnectedComponents(want)); g != w {
		t.Errorf("gonum finds %d components in Undirected, %d in simple", g, w)
	}
	var _ gonumgraph.Weighted = got
}

func TestSubgraph(t *testing.T) {
	g := NewUndirected(4, []WeightedPair{{0, 1, 2}, {1, 2, 1}, {2, 3, 5}, {3, 0, 1}})
	sub, old := g.Subgraph([]int{3, 2, 1})
	if sub.Order() != 3 || sub.Size() != 2 {
		t.Fatalf("Subgraph order %d size %d, want 3 and 2", sub.Order(), sub.Size())
	}
	if w, ok := sub.EdgeWeight(0, 1); !ok || w != 5 {
		t.Errorf("edge 3–2 became weight %v (%v), want 5", w, ok)
	}
	if old[2] != 1 {
		t.Errorf("old id of new node 2 = %d, want 1", old[2])
	}
}
