package analysis

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/pubgraph/pubgraph/graph"
)

// TestBetweennessSameBitsAnyWorkers runs Betweenness, exact and sampled,
// unweighted and weighted, with 1 to 8 workers on a random graph whose
// path counts make the sums' order matter, and requires the same bits.
func TestBetweennessSameBitsAnyWorkers(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	const n = 400
	var pairs []graph.WeightedPair
	for range 1600 {
		u, v := rng.IntN(n), rng.IntN(n)
		if u != v {
			pairs = append(pairs, graph.WeightedPair{U: int32(u), V: int32(v), Weight: 1 + rng.Float64()})
		}
	}
	g := graph.NewUndirected(n, pairs)
	for _, opt := range []BetweennessOptions{
		{}, {Normalized: true, Weighted: true}, {Sources: SampleSources(n, 97, 1)},
	} {
		var want []float64
		for _, workers := range []int{1, 2, 3, 4, 8} {
			opt.Workers = workers
			got, err := Betweenness(context.Background(), g, opt)
			if err != nil {
				t.Fatal(err)
			}
			if want == nil {
				want = got
				continue
			}
			for v := range want {
				if math.Float64bits(got[v]) != math.Float64bits(want[v]) {
					t.Fatalf("%+v: node %d: %v with %d workers, %v with 1", opt, v, got[v], workers, want[v])
				}
			}
		}
	}
}
