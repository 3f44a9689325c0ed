package analysis

import "github.com/pubgraph/pubgraph/graph"

// CoreNumber returns the core number of every node: the largest k such
// that the node belongs to the k-core, the maximal subgraph in which every
// node has degree at least k. Edge weights are ignored; an isolated node
// has core number 0. The values equal networkx's core_number.
//
// The algorithm is Batagelj and Zaversnik's bucket-sort peeling (An O(m)
// Algorithm for Cores Decomposition of Networks, arXiv cs/0310049, 2003),
// which runs in O(n+m) time and O(n) extra memory.
func CoreNumber(g *graph.Undirected) []int {
	n := g.Order()
	deg := make([]int, n)
	maxDeg := 0
	for u := range n {
		deg[u] = g.Degree(u)
		maxDeg = max(maxDeg, deg[u])
	}
	// bin[d] is where the nodes of current degree d start in vert. The
	// positions are int32, as node ids are, to keep the arrays small.
	bin := make([]int32, maxDeg+1)
	for _, d := range deg {
		bin[d]++
	}
	start := int32(0)
	for d, count := range bin {
		bin[d] = start
		start += count
	}
	vert := make([]int32, n) // nodes sorted by current degree
	pos := make([]int32, n)  // pos[u]: index of u in vert
	for u, d := range deg {
		pos[u] = bin[d]
		vert[pos[u]] = int32(u)
		bin[d]++
	}
	for d := maxDeg; d > 0; d-- {
		bin[d] = bin[d-1]
	}
	if maxDeg >= 0 && len(bin) > 0 {
		bin[0] = 0
	}
	for i := range n {
		v := int(vert[i])
		nbrs, _ := g.Neighbors(v)
		for _, u32 := range nbrs {
			u := int(u32)
			if deg[u] <= deg[v] {
				continue
			}
			// Move u to the front of its bucket, then shrink the bucket
			// so that u falls into the one below.
			du := deg[u]
			pu, pw := pos[u], bin[du]
			w := vert[pw]
			if int32(u) != w {
				vert[pu], vert[pw] = w, int32(u)
				pos[u], pos[w] = pw, pu
			}
			bin[du]++
			deg[u]--
		}
	}
	return deg
}
