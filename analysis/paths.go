package analysis

import (
	"cmp"
	"slices"

	"github.com/pubgraph/pubgraph/graph"
)

// Distance returns the number of edges on a shortest path from src to dst
// (the collaboration distance, as in Erdős numbers), 0 if src == dst and
// -1 if dst cannot be reached or either id is outside the graph. Edge
// weights are ignored. It searches breadth-first from both ends, always
// expanding the smaller frontier, so it usually visits far fewer than the
// O(n+m) nodes and edges of a one-sided search.
func Distance(g *graph.Undirected, src, dst int) int {
	n := g.Order()
	if src < 0 || dst < 0 || src >= n || dst >= n {
		return -1
	}
	if src == dst {
		return 0
	}
	// side[v] is +d+1 when v is d steps from src, -(d+1) from dst.
	side := make(map[int32]int32)
	side[int32(src)] = 1
	side[int32(dst)] = -1
	front := []int32{int32(src)}
	back := []int32{int32(dst)}
	fdist, bdist := int32(0), int32(0)
	for len(front) > 0 && len(back) > 0 {
		sign := int32(1)
		if len(front) > len(back) {
			front, back = back, front
			fdist, bdist = bdist, fdist
			sign = -1
		}
		// Expand front (the smaller one); sign says which end it is.
		var nextFront []int32
		for _, v := range front {
			nbrs, _ := g.Neighbors(int(v))
			for _, w := range nbrs {
				s, seen := side[w]
				if seen && s*sign < 0 {
					if s < 0 {
						s = -s
					}
					return int(fdist+1) + int(s-1)
				}
				if !seen {
					side[w] = sign * (fdist + 2)
					nextFront = append(nextFront, w)
				}
			}
		}
		front = nextFront
		fdist++
		if sign < 0 {
			front, back = back, front
			fdist, bdist = bdist, fdist
		}
	}
	return -1
}

// ShortestPaths returns every shortest path from src to dst, ignoring
// edge weights, each as the list of node ids from src to dst, in
// lexicographic order of those lists. At most limit paths are returned
// (limit ≤ 0 means all; the number of shortest paths can grow
// exponentially with their length). It returns [[src]] if src == dst and
// nil if dst is unreachable or either id is outside the graph. Two
// breadth-first searches, from src and from dst, mark the nodes on some
// shortest path, so the enumeration never enters a dead end: O(n+m) plus
// the size of the output.
func ShortestPaths(g *graph.Undirected, src, dst, limit int) [][]int {
	n := g.Order()
	if src < 0 || dst < 0 || src >= n || dst >= n {
		return nil
	}
	if src == dst {
		return [][]int{{src}}
	}
	fromSrc := bfsHops(g, src, dst)
	d := fromSrc[dst]
	if d < 0 {
		return nil
	}
	fromDst := bfsHops(g, dst, src)
	var paths [][]int
	path := make([]int, d+1)
	path[0] = src
	// Depth-first over neighbours in increasing id, stepping only to
	// nodes one hop further from src and one hop closer to dst.
	var walk func(v int, depth int32) bool
	walk = func(v int, depth int32) bool {
		if v == dst {
			paths = append(paths, append([]int(nil), path...))
			return limit <= 0 || len(paths) < limit
		}
		nbrs, _ := g.Neighbors(v)
		for _, w := range nbrs {
			if fromSrc[w] == depth+1 && fromDst[w] == d-depth-1 {
				path[depth+1] = int(w)
				if !walk(int(w), depth+1) {
					return false
				}
			}
		}
		return true
	}
	walk(src, 0)
	return paths
}

// bfsHops returns hop distances from src (-1 if unreached), stopping
// after the level that contains stop.
func bfsHops(g *graph.Undirected, src, stop int) []int32 {
	hops := make([]int32, g.Order())
	for i := range hops {
		hops[i] = -1
	}
	hops[src] = 0
	queue := []int32{int32(src)}
	for i := 0; i < len(queue); i++ {
		v := queue[i]
		if hops[stop] >= 0 && hops[v] >= hops[stop] {
			break
		}
		nbrs, _ := g.Neighbors(int(v))
		for _, w := range nbrs {
			if hops[w] < 0 {
				hops[w] = hops[v] + 1
				queue = append(queue, w)
			}
		}
	}
	return hops
}

// EgoNetwork returns the people within depth steps of ego in g; when
// there are more than top (> 0), the nearest, then those of highest
// pagerank, then the lowest ids, ego always among them. Sorted by id.
func EgoNetwork(g *graph.Undirected, pagerank []float64, ego, depth, top int) []int {
	dist := map[int]int{ego: 0}
	frontier := []int{ego}
	for step := 1; step <= depth && len(frontier) > 0; step++ {
		var next []int
		for _, u := range frontier {
			vs, _ := g.Neighbors(u)
			for _, v32 := range vs {
				v := int(v32)
				if _, ok := dist[v]; !ok {
					dist[v] = step
					next = append(next, v)
				}
			}
		}
		frontier = next
	}
	out := make([]int, 0, len(dist))
	for id := range dist {
		out = append(out, id)
	}
	slices.SortFunc(out, func(a, b int) int {
		return cmp.Or(cmp.Compare(dist[a], dist[b]), cmp.Compare(pagerank[b], pagerank[a]), cmp.Compare(a, b))
	})
	if top > 0 && len(out) > top {
		out = out[:top]
	}
	slices.Sort(out)
	return out
}
