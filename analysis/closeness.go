package analysis

import (
	"context"
	"iter"

	"github.com/pubgraph/pubgraph/graph"
)

// Closeness returns the closeness centrality of every node, ignoring edge
// weights. For a node u that reaches r other nodes at total distance D,
//
//	C(u) = (r / D) · (r / (n-1))
//
// The first factor is the inverse mean distance to the nodes u can reach
// (Bavelas 1950, Sabidussi 1966); the second scales it by the fraction of
// the graph u reaches, the improvement for disconnected graphs of
// Wasserman and Faust (Social Network Analysis, Cambridge University
// Press, 1994, §5.3). This is networkx's closeness_centrality with
// wf_improved=True. A node that reaches nothing scores 0.
//
// It runs one breadth-first search per node, in parallel: O(nm) time and
// O(n) memory per worker, never the n×n distance matrix. It returns
// ctx's error if ctx is done before every search has run.
func Closeness(ctx context.Context, g *graph.Undirected) ([]float64, error) {
	n := g.Order()
	c := make([]float64, n)
	err := eachBFS(ctx, g, func(u int, reached int, total int64, _ float64) {
		if total > 0 && n > 1 {
			r := float64(reached)
			c[u] = r / float64(total) * r / float64(n-1)
		}
	})
	if err != nil {
		return nil, err
	}
	return c, nil
}

// Harmonic returns the harmonic centrality of every node, ignoring edge
// weights:
//
//	H(u) = Σ_{v≠u} 1/d(u,v)
//
// with 1/∞ = 0 for unreachable nodes, so it is defined on disconnected
// graphs (Marchiori and Latora, Harmony in the small-world, Physica A
// 285:539, 2000; Boldi and Vigna, Axioms for Centrality, 2014). It is not
// normalised, as networkx's harmonic_centrality. It runs one
// breadth-first search per node, in parallel: O(nm) time and O(n) memory
// per worker. It returns ctx's error if ctx is done first.
func Harmonic(ctx context.Context, g *graph.Undirected) ([]float64, error) {
	h := make([]float64, g.Order())
	err := eachBFS(ctx, g, func(u int, _ int, _ int64, harmonic float64) {
		h[u] = harmonic
	})
	if err != nil {
		return nil, err
	}
	return h, nil
}

// ClosenessHarmonic returns Closeness(g) and Harmonic(g) from one
// breadth-first search per node instead of two.
func ClosenessHarmonic(ctx context.Context, g *graph.Undirected) (closeness, harmonic []float64, err error) {
	n := g.Order()
	closeness, harmonic = make([]float64, n), make([]float64, n)
	err = eachBFS(ctx, g, func(u int, reached int, total int64, h float64) {
		if total > 0 && n > 1 {
			r := float64(reached)
			closeness[u] = r / float64(total) * r / float64(n-1)
		}
		harmonic[u] = h
	})
	if err != nil {
		return nil, nil, err
	}
	return closeness, harmonic, nil
}

// eachBFS runs a breadth-first search from every node and reports, for
// source u, the number of other nodes reached, the sum of their distances
// and the sum of their inverse distances. report is called from several
// goroutines but each u once, so it may write to index u of a shared
// slice. Workers check ctx before every source and stop when it is done;
// eachBFS then returns ctx's error.
func eachBFS(ctx context.Context, g *graph.Undirected, report func(u, reached int, total int64, harmonic float64)) error {
	n := g.Order()
	if n == 0 {
		return ctx.Err()
	}
	workers := workerCount(0, n)
	parallelSources(n, workers, func(_ int, sources iter.Seq[int]) {
		hops := make([]int32, n)
		for i := range hops {
			hops[i] = -1
		}
		queue := make([]int32, 0, n)
		for s := range sources {
			if ctx.Err() != nil {
				return
			}
			queue = append(queue[:0], int32(s))
			hops[s] = 0
			var total int64
			var harmonic float64
			// Nodes are dequeued level by level, so the harmonic sum is
			// accumulated per level: count × 1/d, one division per level.
			level, count := int32(0), 0
			for i := 0; i < len(queue); i++ {
				v := queue[i]
				if hops[v] != level {
					if level > 0 {
						harmonic += float64(count) / float64(level)
					}
					level, count = hops[v], 0
				}
				count++
				total += int64(level)
				d := level + 1
				nbrs, _ := g.Neighbors(int(v))
				for _, w := range nbrs {
					if hops[w] < 0 {
						hops[w] = d
						queue = append(queue, w)
					}
				}
			}
			if level > 0 {
				harmonic += float64(count) / float64(level)
			}
			report(s, len(queue)-1, total, harmonic)
			for _, v := range queue {
				hops[v] = -1
			}
		}
	})
	return ctx.Err()
}
