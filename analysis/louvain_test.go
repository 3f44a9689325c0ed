package analysis

import (
	"context"
	"fmt"
	"os"
	"sync"
	"testing"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/tools/synth"
)

// communityBenchSizes are paper counts giving co-authorship graphs of about 5k, 50k
// and 300k authors, as in /work/shared/BASELINES.md.
var communityBenchSizes = []struct {
	name   string
	papers int
	large  bool
}{
	{"5k", synth.Papers5k, false},
	{"50k", synth.Papers50k, false},
	{"300k", synth.Papers300k, true},
}

var communityBenchGraphs sync.Map // paper count → *graph.Undirected

func communityBenchGraph(b *testing.B, papers int, large bool) *graph.Undirected {
	b.Helper()
	if large && os.Getenv("PUBGRAPH_BENCH_LARGE") != "1" {
		b.Skip("set PUBGRAPH_BENCH_LARGE=1 for the 300k graph")
	}
	if g, ok := communityBenchGraphs.Load(papers); ok {
		return g.(*graph.Undirected)
	}
	g := coauthorGraph(papers, 1)
	communityBenchGraphs.Store(papers, g)
	return g
}

// benchmarkCommunities times run on the synthetic graphs and reports the
// modularity reached as the metric Q.
func benchmarkCommunities(b *testing.B, run communityFunc) {
	for _, s := range communityBenchSizes {
		b.Run(s.name, func(b *testing.B) {
			g := communityBenchGraph(b, s.papers, s.large)
			var p Partition
			for i := 0; b.Loop(); i++ {
				p = run(g, CommunityOptions{Seed: uint64(i)})
			}
			b.ReportMetric(float64(g.Order()), "nodes")
			b.ReportMetric(float64(g.Size()), "edges")
			b.ReportMetric(p.Modularity, "Q")
			b.ReportMetric(float64(len(p.Sizes)), "communities")
		})
	}
}

func BenchmarkLouvain(b *testing.B) {
	benchmarkCommunities(b, func(g *graph.Undirected, opt CommunityOptions) Partition { return must(Louvain(bg, g, opt)) })
}

func ExampleLouvain() {
	// Two triangles joined by the edge 2–3.
	g := graph.NewUndirected(6, []graph.WeightedPair{
		{U: 0, V: 1, Weight: 1}, {U: 1, V: 2, Weight: 1}, {U: 0, V: 2, Weight: 1},
		{U: 3, V: 4, Weight: 1}, {U: 4, V: 5, Weight: 1}, {U: 3, V: 5, Weight: 1},
		{U: 2, V: 3, Weight: 1},
	})
	p, err := Louvain(context.Background(), g, CommunityOptions{Seed: 1})
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Community, p.Sizes)
	fmt.Printf("Q = %.4f\n", p.Modularity)
	// Output:
	// [0 0 0 1 1 1] [3 3]
	// Q = 0.3571
}
