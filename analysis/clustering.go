package analysis

import (
	"cmp"
	"context"
	"iter"
	"slices"

	"github.com/pubgraph/pubgraph/graph"
)

// Clustering returns the local clustering coefficient of every node,
// ignoring edge weights (Watts and Strogatz, Collective dynamics of
// 'small-world' networks, Nature 393:440, 1998):
//
//	C(u) = 2 T(u) / (k(u) (k(u)-1))
//
// where T(u) is the number of triangles through u and k(u) its degree;
// nodes of degree below 2 score 0. This is networkx's clustering on an
// unweighted graph.
//
// Triangles are counted once each by orienting every edge from the lower
// to the higher (degree, id) rank and intersecting forward neighbour
// lists (Schank and Wagner's forward algorithm), O(m^1.5) time, in
// parallel with per-worker integer counts so the result is exact. Workers
// check ctx every 256 nodes; Clustering returns ctx's error if it is done.
func Clustering(ctx context.Context, g *graph.Undirected) ([]float64, error) {
	n := g.Order()
	tri, err := countTriangles(ctx, g)
	if err != nil {
		return nil, err
	}
	c := make([]float64, n)
	for u := range c {
		k := g.Degree(u)
		if k >= 2 {
			c[u] = 2 * float64(tri[u]) / (float64(k) * float64(k-1))
		}
	}
	return c, nil
}

// countTriangles returns the number of triangles through each node.
func countTriangles(ctx context.Context, g *graph.Undirected) ([]int64, error) {
	n := g.Order()
	tri := make([]int64, n)
	if n == 0 {
		return tri, ctx.Err()
	}
	// rank orders nodes by degree then id; fwd[u] lists the neighbours
	// of higher rank, so every triangle is found once, from its
	// lowest-ranked corner, and high-degree nodes have short lists.
	byRank := make([]int32, n)
	for u := range byRank {
		byRank[u] = int32(u)
	}
	slices.SortFunc(byRank, func(a, b int32) int {
		if c := cmp.Compare(g.Degree(int(a)), g.Degree(int(b))); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	rank := make([]int32, n)
	for r, u := range byRank {
		rank[u] = int32(r)
	}
	off := make([]int, n+1)
	for u := range n {
		nbrs, _ := g.Neighbors(u)
		for _, v := range nbrs {
			if rank[v] > rank[u] {
				off[u+1]++
			}
		}
	}
	for u := range n {
		off[u+1] += off[u]
	}
	fwd := make([]int32, off[n])
	for u := range n {
		nbrs, _ := g.Neighbors(u)
		i := off[u]
		for _, v := range nbrs {
			if rank[v] > rank[u] {
				fwd[i] = v
				i++
			}
		}
	}
	workers := workerCount(0, n)
	partial := make([][]int64, workers)
	parallelSources(n, workers, func(k int, sources iter.Seq[int]) {
		t := tri
		if k > 0 {
			t = make([]int64, n)
		}
		mark := make([]int32, n)
		for i := range mark {
			mark[i] = -1
		}
		for u := range sources {
			if u%256 == 0 && ctx.Err() != nil {
				return
			}
			fu := fwd[off[u]:off[u+1]]
			if len(fu) < 2 {
				continue
			}
			for _, v := range fu {
				mark[v] = int32(u)
			}
			for _, v := range fu {
				for _, w := range fwd[off[v]:off[v+1]] {
					if mark[w] == int32(u) {
						t[u]++
						t[v]++
						t[w]++
					}
				}
			}
		}
		partial[k] = t
	})
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, t := range partial[1:] {
		for u, x := range t {
			tri[u] += x
		}
	}
	return tri, nil
}
