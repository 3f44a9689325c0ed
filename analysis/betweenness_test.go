package analysis

import (
	"math"
	"math/rand/v2"
	"testing"

	gonumgraph "gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/network"
	"gonum.org/v1/gonum/graph/path"

	"github.com/pubgraph/pubgraph/graph"
)

// randomGraph returns a G(n, p) graph with weights drawn from 1..3, or
// from (0.5, 3) when fractional is set; seeds give reproducible graphs.
func randomGraph(n int, p float64, fractional bool, seed uint64) *graph.Undirected {
	rng := rand.New(rand.NewPCG(seed, 42))
	var pairs []graph.WeightedPair
	for u := range n {
		for v := u + 1; v < n; v++ {
			if rng.Float64() < p {
				w := float64(1 + rng.IntN(3))
				if fractional {
					w = 0.5 + 2.5*rng.Float64()
				}
				pairs = append(pairs, graph.WeightedPair{U: int32(u), V: int32(v), Weight: w})
			}
		}
	}
	return graph.NewUndirected(n, pairs)
}

// gonumCases are small random graphs, some disconnected, some weighted
// with ties between paths of equal length (integer weights).
var gonumCases = []struct {
	name string
	g    *graph.Undirected
}{
	{"sparse30", randomGraph(30, 0.08, false, 1)},
	{"dense25", randomGraph(25, 0.3, false, 2)},
	{"medium60", randomGraph(60, 0.06, false, 3)},
	{"fractional40", randomGraph(40, 0.12, true, 4)},
	{"empty5", randomGraph(5, 0, false, 5)},
}

func sameValues(t *testing.T, what string, want map[int64]float64, got []float64) {
	t.Helper()
	bad := 0
	for u, g := range got {
		if w := want[int64(u)]; !centClose(w, g) {
			if bad < 5 {
				t.Errorf("%s[%d] = %.17g, gonum says %.17g", what, u, g, w)
			}
			bad++
		}
	}
}

func TestBetweennessAgainstGonum(t *testing.T) {
	for _, c := range gonumCases {
		t.Run(c.name, func(t *testing.T) {
			// gonum sums over ordered pairs; ours counts each pair once.
			want := network.Betweenness(c.g)
			for id := range want {
				want[id] /= 2
			}
			sameValues(t, "unweighted", want, must(Betweenness(bg, c.g, BetweennessOptions{Workers: 3})))

			wantW := network.BetweennessWeighted(c.g, path.DijkstraAllPaths(c.g))
			for id := range wantW {
				wantW[id] /= 2
			}
			sameValues(t, "weighted", wantW, must(Betweenness(bg, c.g, BetweennessOptions{Weighted: true, Workers: 2})))
		})
	}
}

func TestClosenessHarmonicAgainstGonum(t *testing.T) {
	for _, c := range gonumCases {
		t.Run(c.name, func(t *testing.T) {
			n := c.g.Order()
			unit := c.g.Reweight(func(int, int, float64) float64 { return 1 })
			paths := path.DijkstraAllPaths(unit)
			sameValues(t, "harmonic", network.Harmonic(unit, paths), must(Harmonic(bg, c.g)))

			// gonum's closeness is 1/Σd over reachable nodes; scale it
			// by r²/(n-1) as Wasserman and Faust do.
			labels, sizes := Components(c.g)
			far := network.Closeness(unit, paths)
			want := make(map[int64]float64)
			for u := range n {
				r := float64(sizes[labels[u]] - 1)
				if r > 0 {
					want[int64(u)] = far[int64(u)] * r * r / float64(n-1)
				}
			}
			sameValues(t, "closeness", want, must(Closeness(bg, c.g)))
		})
	}
}

// directed presents an undirected graph as a directed one with both arcs
// of every edge, which is what gonum's PageRank wants.
type directed struct{ *graph.Undirected }

func (d directed) HasEdgeFromTo(u, v int64) bool { return d.HasEdgeBetween(u, v) }
func (d directed) To(id int64) gonumgraph.Nodes  { return d.From(id) }

func TestPageRankAgainstGonum(t *testing.T) {
	for _, c := range gonumCases {
		t.Run(c.name, func(t *testing.T) {
			unit := c.g.Reweight(func(int, int, float64) float64 { return 1 })
			sameValues(t, "weighted", network.PageRankSparse(directed{c.g}, 0.85, 1e-14),
				must(PageRank(bg, c.g, PageRankOptions{Weighted: true, Tolerance: 1e-14})))
			sameValues(t, "unweighted", network.PageRankSparse(directed{unit}, 0.85, 1e-14),
				must(PageRank(bg, c.g, PageRankOptions{Tolerance: 1e-14})))
		})
	}
}

// TestBetweennessDeterministic checks that the parallel sum does not
// depend on scheduling: the same Workers value gives the same bits, and
// other values agree to rounding.
func TestBetweennessDeterministic(t *testing.T) {
	g := randomGraph(300, 0.03, true, 9)
	for _, weighted := range []bool{false, true} {
		first := must(Betweenness(bg, g, BetweennessOptions{Weighted: weighted, Workers: 4}))
		for range 5 {
			again := must(Betweenness(bg, g, BetweennessOptions{Weighted: weighted, Workers: 4}))
			for u := range first {
				if math.Float64bits(first[u]) != math.Float64bits(again[u]) {
					t.Fatalf("weighted=%v: node %d: %v then %v", weighted, u, first[u], again[u])
				}
			}
		}
		one := must(Betweenness(bg, g, BetweennessOptions{Weighted: weighted, Workers: 1}))
		for u := range one {
			if !centClose(one[u], first[u]) {
				t.Errorf("weighted=%v: node %d: 1 worker %v, 4 workers %v", weighted, u, one[u], first[u])
			}
		}
	}
}

func TestBetweennessNormalization(t *testing.T) {
	// Star with 4 leaves: the centre lies on all C(4,2) = 6 leaf pairs.
	star := graph.NewUndirected(5, []graph.WeightedPair{{U: 0, V: 1, Weight: 1}, {U: 0, V: 2, Weight: 1}, {U: 0, V: 3, Weight: 1}, {U: 0, V: 4, Weight: 1}})
	if got := must(Betweenness(bg, star, BetweennessOptions{}))[0]; got != 6 {
		t.Errorf("raw centre betweenness = %v, want 6", got)
	}
	if got := must(Betweenness(bg, star, BetweennessOptions{Normalized: true}))[0]; got != 1 {
		t.Errorf("normalized centre betweenness = %v, want 1", got)
	}
	if got := must(Betweenness(bg, graph.NewUndirected(0, nil), BetweennessOptions{})); len(got) != 0 {
		t.Errorf("empty graph: got %v", got)
	}
}
