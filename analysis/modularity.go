package analysis

import (
	"fmt"

	"github.com/pubgraph/pubgraph/graph"
)

// Modularity returns the Newman–Girvan modularity of the partition
// community (node → community id) of g at resolution γ:
//
//	Q = Σ_c [ L_c/m − γ (d_c/2m)² ]
//
// where m is the total edge weight, L_c the weight of edges inside c and
// d_c the summed weighted degree of c's members. It matches networkx's
// community.modularity(G, communities, weight, resolution) and gonum's
// community.Q. A graph without edges has modularity 0. It panics if
// community does not have one entry per node. O(n + m).
func Modularity(g *graph.Undirected, community []int, resolution float64) float64 {
	n := g.Order()
	if len(community) != n {
		panic(fmt.Sprintf("analysis: partition has %d entries for a graph of %d nodes", len(community), n))
	}
	// Dense indices in order of first appearance keep the float sums in a
	// fixed order.
	index := make(map[int]int)
	var degree []float64
	var inside, total float64 // both counted over edge ends, so 2L_c and 2m
	for u := range n {
		c := community[u]
		nbrs, ws := g.Neighbors(u)
		var k float64
		for i, v := range nbrs {
			k += ws[i]
			if community[v] == c {
				inside += ws[i]
			}
		}
		i, ok := index[c]
		if !ok {
			i = len(degree)
			index[c] = i
			degree = append(degree, 0)
		}
		degree[i] += k
		total += k
	}
	if total == 0 {
		return 0
	}
	var null float64
	for _, d := range degree {
		null += d * d
	}
	return inside/total - resolution*null/(total*total)
}
