package analysis

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/tools/synth"
)

// TestBetweennessAllSourcesIsExact checks that naming every node as a
// source gives the exact values, bit for bit.
func TestBetweennessAllSourcesIsExact(t *testing.T) {
	n, pairs := synth.Generate(200, 3)
	g := graph.NewUndirected(n, pairs)
	for _, weighted := range []bool{false, true} {
		exact := must(Betweenness(bg, g, BetweennessOptions{Normalized: true, Weighted: weighted, Workers: 2}))
		all := must(Betweenness(bg, g, BetweennessOptions{Normalized: true, Weighted: weighted, Workers: 2, Sources: SampleSources(n, n, 1)}))
		if diff := cmp.Diff(exact, all); diff != "" {
			t.Errorf("weighted=%v: all sources differ from exact (-exact +all):\n%s", weighted, diff)
		}
	}
}

// TestBetweennessSampled checks the estimator where its value is known
// exactly. In a star with L leaves (n = L+1 nodes) the centre lies on the
// L(L-1)/2 leaf pairs' paths and no leaf lies on any. Each leaf source
// contributes n-2 to the centre, so k leaf sources estimate
// (n/k)·k(n-2)/2 = n(n-2)/2: the exact value times n/(n-1), the bias of
// never drawing the centre itself. Leaves must stay at 0.
func TestBetweennessSampled(t *testing.T) {
	const leaves = 200
	var pairs []graph.WeightedPair
	for i := 1; i <= leaves; i++ {
		pairs = append(pairs, graph.WeightedPair{U: 0, V: int32(i), Weight: 1})
	}
	g := graph.NewUndirected(leaves+1, pairs)
	n := float64(leaves + 1)
	sources := slices.DeleteFunc(SampleSources(leaves+1, 40, 7), func(s int) bool { return s == 0 })
	est := must(Betweenness(bg, g, BetweennessOptions{Sources: sources}))
	if want := n * (n - 2) / 2; abs(est[0]-want) > 1e-9*want {
		t.Errorf("estimated centre betweenness %v, want %v", est[0], want)
	}
	exact := must(Betweenness(bg, g, BetweennessOptions{}))
	if rel := abs(est[0]-exact[0]) / exact[0]; rel > 1/(n-1)+1e-12 {
		t.Errorf("estimate %v is %.3g off the exact %v", est[0], rel, exact[0])
	}
	for v := 1; v <= leaves; v++ {
		if est[v] != 0 {
			t.Fatalf("leaf %d estimated %v, want 0", v, est[v])
		}
	}
}

func TestSampleSources(t *testing.T) {
	a, b := SampleSources(1000, 50, 9), SampleSources(1000, 50, 9)
	if !slices.Equal(a, b) || len(a) != 50 || !slices.IsSorted(a) || len(slices.Compact(slices.Clone(a))) != 50 {
		t.Errorf("SampleSources not reproducible, sorted and distinct: %v", a)
	}
	if c := SampleSources(1000, 50, 10); slices.Equal(a, c) {
		t.Error("different seeds drew the same sample")
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
