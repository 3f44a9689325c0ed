package analysis_test

import (
	"context"
	"fmt"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
)

// Two triangles of co-authors, 0-1-2 and 3-4-5, joined by the
// collaboration 2–3, and a lone author 6. Weights count shared papers.
func exampleGraph() *graph.Undirected {
	return graph.NewUndirected(7, []graph.WeightedPair{
		{U: 0, V: 1, Weight: 3}, {U: 0, V: 2, Weight: 1}, {U: 1, V: 2, Weight: 1},
		{U: 2, V: 3, Weight: 1},
		{U: 3, V: 4, Weight: 2}, {U: 3, V: 5, Weight: 1}, {U: 4, V: 5, Weight: 1},
	})
}

// Author 2 lies on the only shortest path of each of the 2×3 pairs
// {0,1}×{3,4,5}, and author 3 on those of {0,1,2}×{4,5}; networkx's
// betweenness_centrality(normalized=False) gives the same values.
func ExampleBetweenness() {
	g := exampleGraph()
	bc, err := analysis.Betweenness(context.Background(), g, analysis.BetweennessOptions{})
	if err != nil {
		panic(err) // only a cancelled context makes it fail
	}
	for u, b := range bc {
		fmt.Printf("%d: %g\n", u, b)
	}
	// Output:
	// 0: 0
	// 1: 0
	// 2: 6
	// 3: 6
	// 4: 0
	// 5: 0
	// 6: 0
}

func ExampleComponents() {
	labels, sizes := analysis.Components(exampleGraph())
	fmt.Println(labels, sizes)
	// Output:
	// [0 0 0 0 0 0 1] [6 1]
}

func ExamplePageRank() {
	pr, err := analysis.PageRank(context.Background(), exampleGraph(), analysis.PageRankOptions{Weighted: true})
	if err != nil {
		panic(err)
	}
	fmt.Printf("author 0: %.4f, bridge author 2: %.4f, lone author 6: %.4f\n", pr[0], pr[2], pr[6])
	// Output:
	// author 0: 0.1796, bridge author 2: 0.1437, lone author 6: 0.0244
}

func ExampleCoreNumber() {
	fmt.Println(analysis.CoreNumber(exampleGraph()))
	// Output:
	// [2 2 2 2 2 2 0]
}

func ExampleShortestPaths() {
	g := exampleGraph()
	fmt.Println(analysis.Distance(g, 0, 5), analysis.ShortestPaths(g, 0, 5, 10))
	fmt.Println(analysis.Distance(g, 0, 6), analysis.ShortestPaths(g, 0, 6, 10))
	// Output:
	// 3 [[0 2 3 5]]
	// -1 []
}

func ExampleEigenvector() {
	// The lone author 6 forms a component of its own and scores 0.
	x, err := analysis.Eigenvector(context.Background(), exampleGraph(), false)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%.4f %.4f %.4f\n", x[0], x[2], x[6])
	// Output:
	// 0.3536 0.5000 0.0000
}
