package analysis

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/tools/synth"
)

// estimateCase is a graph with its exact measures, for the estimators.
type estimateCase struct {
	name string
	g    *graph.Undirected
}

func estimateCases(t *testing.T) []estimateCase {
	t.Helper()
	var cases []estimateCase
	for _, name := range []string{"karate", "netscience", "disconnected", "grqc"} {
		g, err := readCentEdges(filepath.Join("testdata", "centrality", name+".edges"))
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, estimateCase{name, g})
	}
	n, pairs := synth.Generate(400, 5)
	cases = append(cases, estimateCase{"synth", graph.NewUndirected(n, pairs)})
	cases = append(cases, estimateCase{"hub", hubGraph(20, 200)})
	return cases
}

// hubGraph returns a hub (node 0) with leaves leaves and two brokers
// (1, 2), each joined to the hub and to every one of fans fan nodes: the
// paths from a fan to a leaf run through either broker, so the search
// walking back from the hub must pick between them as exactly as when it
// scans the hub's own neighbours.
func hubGraph(fans, leaves int) *graph.Undirected {
	pairs := []graph.WeightedPair{{U: 0, V: 1, Weight: 1}, {U: 0, V: 2, Weight: 1}}
	id := int32(3)
	for range fans {
		pairs = append(pairs, graph.WeightedPair{U: 1, V: id, Weight: 1}, graph.WeightedPair{U: 2, V: id, Weight: 1})
		id++
	}
	for range leaves {
		pairs = append(pairs, graph.WeightedPair{U: 0, V: id, Weight: 1})
		id++
	}
	return graph.NewUndirected(int(id), pairs)
}

// topK returns the k nodes of largest value, ties by id.
func topK(values []float64, k int) []int {
	ids := make([]int, len(values))
	for i := range ids {
		ids[i] = i
	}
	slices.SortStableFunc(ids, func(a, b int) int {
		switch {
		case values[a] > values[b]:
			return -1
		case values[a] < values[b]:
			return 1
		}
		return 0
	})
	return ids[:min(k, len(ids))]
}

func commonIDs(a, b []int) int {
	n := 0
	for _, x := range a {
		if slices.Contains(b, x) {
			n++
		}
	}
	return n
}

// TestEstimateBetweennessWithinEpsilon compares KADABRA's estimates with
// exact betweenness: every node within ε (δ = 0.01, so a failure is a
// bug, not bad luck, with probability 0.99 per graph), and the exact top
// nodes, whose values stand further apart than 2ε, found on top.
func TestEstimateBetweennessWithinEpsilon(t *testing.T) {
	const eps = 0.01
	for _, tc := range estimateCases(t) {
		t.Run(tc.name, func(t *testing.T) {
			exact := must(Betweenness(bg, tc.g, BetweennessOptions{Normalized: true}))
			est, err := EstimateBetweenness(context.Background(), tc.g, EstimateOptions{Epsilon: eps, Delta: 0.01, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			worst, at := 0.0, -1
			for v := range exact {
				if d := math.Abs(est.Values[v] - exact[v]); d > worst {
					worst, at = d, v
				}
			}
			if worst > eps {
				t.Errorf("node %d: estimate %.5f, exact %.5f: error %.5f > ε = %v", at, est.Values[at], exact[at], worst, eps)
			}
			if est.Samples <= 0 || est.Samples > est.MaxSamples {
				t.Errorf("%d samples of at most %d", est.Samples, est.MaxSamples)
			}
			// The exact top nodes clear of the (k+1)th by 2ε must be in the
			// estimated top k.
			top := topK(exact, 10)
			for k := len(top) - 1; k >= 0; k-- {
				cut := topK(exact, k+2)
				if k+1 < len(cut) && exact[cut[k]]-exact[cut[k+1]] > 2*eps {
					if got := commonIDs(top[:k+1], topK(est.Values, k+1)); got != k+1 {
						t.Errorf("top %d: %d of the exact top found, want all", k+1, got)
					}
					break
				}
			}
			t.Logf("n=%d: %d of at most %d paths, vertex diameter ≤ %d, max error %.5f", tc.g.Order(), est.Samples, est.MaxSamples, est.VertexDiameter, worst)
		})
	}
}

// TestEstimateBetweennessDeterministic checks that the seed alone fixes
// the estimate: the same for any number of workers, different for
// another seed.
func TestEstimateBetweennessDeterministic(t *testing.T) {
	n, pairs := synth.Generate(300, 9)
	g := graph.NewUndirected(n, pairs)
	run := func(seed uint64, workers int) []float64 {
		est, err := EstimateBetweenness(context.Background(), g, EstimateOptions{Epsilon: 0.03, Seed: seed, Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		return est.Values
	}
	a := run(5, 1)
	for _, workers := range []int{1, 2, 3} {
		if diff := cmp.Diff(a, run(5, workers)); diff != "" {
			t.Errorf("workers=%d differs (-1 worker +%d):\n%s", workers, workers, diff)
		}
	}
	if slices.Equal(a, run(6, 2)) {
		t.Error("seeds 5 and 6 gave the same estimate")
	}
}

// TestEstimateBetweennessPath checks a case known by hand: on a path of
// 5 nodes the middle lies on 4 of the 6 pairs' paths (normalised 4/6 ·
// 2/... = 0.667) and the ends on none, whatever is sampled.
func TestEstimateBetweennessPath(t *testing.T) {
	g := graph.NewUndirected(5, []graph.WeightedPair{{U: 0, V: 1, Weight: 1}, {U: 1, V: 2, Weight: 1}, {U: 2, V: 3, Weight: 1}, {U: 3, V: 4, Weight: 1}})
	est, err := EstimateBetweenness(context.Background(), g, EstimateOptions{Epsilon: 0.02, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	exact := must(Betweenness(bg, g, BetweennessOptions{Normalized: true}))
	if est.Values[0] != 0 || est.Values[4] != 0 {
		t.Errorf("ends estimated %v and %v, want 0", est.Values[0], est.Values[4])
	}
	for v := range exact {
		if d := math.Abs(est.Values[v] - exact[v]); d > 0.02 {
			t.Errorf("node %d: %v, exact %v", v, est.Values[v], exact[v])
		}
	}
}

// TestEstimateBetweennessCancel checks that a cancelled context stops the
// sampling with its error.
func TestEstimateBetweennessCancel(t *testing.T) {
	n, pairs := synth.Generate(300, 9)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := EstimateBetweenness(ctx, graph.NewUndirected(n, pairs), EstimateOptions{Epsilon: 0.001}); err != context.Canceled {
		t.Errorf("error %v, want context.Canceled", err)
	}
	if _, err := EstimateClosenessHarmonic(ctx, graph.NewUndirected(n, pairs), DistanceEstimateOptions{Samples: 10}); err != context.Canceled {
		t.Errorf("closeness: error %v, want context.Canceled", err)
	}
}

// TestEstimateClosenessHarmonic compares the sampled estimates with the
// exact values: harmonic/(N−1) within the stated bound, mean distance
// within its bound, small components exact, and the same result for any
// number of workers.
func TestEstimateClosenessHarmonic(t *testing.T) {
	for _, tc := range estimateCases(t) {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.g
			exactC, exactH, err := ClosenessHarmonic(bg, g)
			if err != nil {
				t.Fatal(err)
			}
			opt := DistanceEstimateOptions{Samples: 100, Delta: 0.01, Seed: 2, Workers: 1}
			est, err := EstimateClosenessHarmonic(context.Background(), g, opt)
			if err != nil {
				t.Fatal(err)
			}
			opt.Workers = 3
			again, err := EstimateClosenessHarmonic(context.Background(), g, opt)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(est.Closeness, again.Closeness) || !slices.Equal(est.Harmonic, again.Harmonic) {
				t.Error("1 and 3 workers differ")
			}
			labels, sizes := Components(g)
			n := g.Order()
			worstH, worstD := 0.0, 0.0
			for v := range n {
				size := sizes[labels[v]]
				if size <= opt.Samples {
					if est.Closeness[v] != exactC[v] || est.Harmonic[v] != exactH[v] {
						t.Fatalf("node %d of a small component: %v %v, exact %v %v", v, est.Closeness[v], est.Harmonic[v], exactC[v], exactH[v])
					}
					continue
				}
				r := float64(size - 1)
				worstH = max(worstH, math.Abs(est.Harmonic[v]-exactH[v])/r)
				// closeness = (r/(n−1))/mean
				mean := r / float64(n-1) / exactC[v]
				meanEst := r / float64(n-1) / est.Closeness[v]
				worstD = max(worstD, math.Abs(meanEst-mean))
			}
			if est.Sources == 0 {
				if worstH != 0 {
					t.Errorf("exact run has errors")
				}
				return
			}
			if worstH > est.HarmonicError {
				t.Errorf("harmonic/(N−1) off by %.4f, bound %.4f", worstH, est.HarmonicError)
			}
			if worstD > est.MeanDistanceError {
				t.Errorf("mean distance off by %.4f hops, bound %.4f", worstD, est.MeanDistanceError)
			}
			t.Logf("n=%d, %d sources: harmonic error %.4f (bound %.4f), mean distance %.4f (bound %.4f)", n, est.Sources, worstH, est.HarmonicError, worstD, est.MeanDistanceError)
		})
	}
}

// TestEstimateSNAP compares the estimators with exact values on SNAP's
// ca-HepPh when ../shared holds it (ca-GrQc is in testdata and runs in
// TestEstimateBetweennessWithinEpsilon).
func TestEstimateSNAP(t *testing.T) {
	path := filepath.Join("..", "..", "shared", "data", "networks", "snap-ca-HepPh.txt")
	if _, err := os.Stat(path); err != nil {
		t.Skip("../shared/data not present")
	}
	if testing.Short() {
		t.Skip("exact betweenness on ca-HepPh takes seconds")
	}
	g, err := readAnyEdges(path)
	if err != nil {
		t.Fatal(err)
	}
	const eps = 0.01
	exact := must(Betweenness(bg, g, BetweennessOptions{Normalized: true}))
	est, err := EstimateBetweenness(context.Background(), g, EstimateOptions{Epsilon: eps, Delta: 0.1, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	worst := 0.0
	for v := range exact {
		worst = max(worst, math.Abs(est.Values[v]-exact[v]))
	}
	if worst > eps {
		t.Errorf("max error %.5f > ε = %v", worst, eps)
	}
	if got := commonIDs(topK(exact, 10), topK(est.Values, 10)); got < 7 {
		t.Errorf("top 10: %d of the exact top found, want at least 7", got)
	}
	t.Logf("ca-HepPh: %d of at most %d paths, max error %.5f, top-10 overlap %d", est.Samples, est.MaxSamples, worst, commonIDs(topK(exact, 10), topK(est.Values, 10)))
}

// TestDirectionOptimizingBFS checks the searches behind the estimates
// against ClosenessHarmonic's plain ones, from every node of graphs where
// the search turns bottom-up (a dense synthetic graph) and where it does
// not (a sparse one).
func TestDirectionOptimizingBFS(t *testing.T) {
	n, pairs := synth.Generate(300, 4)
	dense := graph.NewUndirected(n, pairs)
	sparse, err := readCentEdges(filepath.Join("testdata", "centrality", "netscience.edges"))
	if err != nil {
		t.Fatal(err)
	}
	for name, g := range map[string]*graph.Undirected{"synth": dense, "netscience": sparse} {
		wantC, wantH, err := ClosenessHarmonic(bg, g)
		if err != nil {
			t.Fatal(err)
		}
		nn := g.Order()
		all := make([]int, nn)
		for i := range all {
			all[i] = i
		}
		gotC, gotH := make([]float64, nn), make([]float64, nn)
		if err := eachBFSCtx(bg, g, all, 2, func(u, reached int, total int64, harmonic float64) {
			if total > 0 {
				r := float64(reached)
				gotC[u] = r / float64(total) * r / float64(nn-1)
			}
			gotH[u] = harmonic
		}, nil); err != nil {
			t.Fatal(err)
		}
		for v := range nn {
			if math.Abs(gotC[v]-wantC[v]) > 1e-12 || math.Abs(gotH[v]-wantH[v]) > 1e-9 {
				t.Fatalf("%s node %d: closeness %v harmonic %v, want %v %v", name, v, gotC[v], gotH[v], wantC[v], wantH[v])
			}
		}
	}
}
