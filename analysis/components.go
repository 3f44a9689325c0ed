package analysis

import (
	"cmp"
	"slices"

	"github.com/pubgraph/pubgraph/graph"
)

// Components finds the connected components of g by breadth-first search
// in O(n+m) time. labels[u] is the component of node u; sizes[c] is the
// number of nodes in component c. Components are numbered from 0 by
// decreasing size, ties broken by the smallest node id they contain, so
// component 0 is the giant component and the numbering does not depend on
// anything but the graph. An isolated node is a component of size 1.
func Components(g *graph.Undirected) (labels []int, sizes []int) {
	n := g.Order()
	labels = make([]int, n)
	for u := range labels {
		labels[u] = -1
	}
	queue := make([]int32, 0, n)
	var first []int // first[c]: smallest node of provisional component c
	for s := range n {
		if labels[s] >= 0 {
			continue
		}
		c := len(first)
		first = append(first, s)
		labels[s] = c
		queue = append(queue[:0], int32(s))
		for i := 0; i < len(queue); i++ {
			nbrs, _ := g.Neighbors(int(queue[i]))
			for _, v := range nbrs {
				if labels[v] < 0 {
					labels[v] = c
					queue = append(queue, v)
				}
			}
		}
		sizes = append(sizes, len(queue))
	}
	// Provisional numbers already follow the smallest node id, so a stable
	// sort by decreasing size gives the documented order.
	order := make([]int, len(sizes))
	for c := range order {
		order[c] = c
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(sizes[b], sizes[a]) })
	rank := make([]int, len(order))
	sorted := make([]int, len(order))
	for r, c := range order {
		rank[c] = r
		sorted[r] = sizes[c]
	}
	for u, c := range labels {
		labels[u] = rank[c]
	}
	return labels, sorted
}
