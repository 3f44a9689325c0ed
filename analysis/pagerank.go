package analysis

import (
	"context"
	"math"

	"github.com/pubgraph/pubgraph/graph"
)

// PageRankOptions controls PageRank. The zero value means the defaults
// given on each field.
type PageRankOptions struct {
	// Damping is the probability of following an edge rather than
	// jumping to a random node (networkx alpha); 0 means 0.85.
	Damping float64
	// Tolerance stops the iteration once the L1 change of the score
	// vector falls below n*Tolerance; 0 means 1e-10.
	Tolerance float64
	// MaxIter caps the number of iterations; 0 means 1000. PageRank
	// returns the last iterate if the cap is reached.
	MaxIter int
	// Weighted makes a walker leave a node along an edge with probability
	// proportional to the edge weight instead of uniformly.
	Weighted bool
}

// PageRank returns the PageRank of every node (Page, Brin, Motwani and
// Winograd, The PageRank Citation Ranking: Bringing Order to the Web,
// Stanford InfoLab, 1999). Each undirected edge is followed in both
// directions. With damping α, the score vector is the fixed point of
//
//	x'(v) = α Σ_{u~v} x(u) w(u,v)/s(u) + α D/n + (1-α)/n
//
// where s(u) is u's strength (its degree when unweighted) and D is the
// total score held by dangling nodes (isolated ones, with s(u)=0), whose
// walkers jump to a uniformly random node. Scores sum to 1.
//
// This is networkx's pagerank with personalization and dangling left at
// their defaults; the iteration, start vector (1/n) and stopping rule
// (L1 change < n·tol) are the same, so results agree to about tol.
// Each iteration costs O(n+m), shared among the cores in blocks of rows
// whose sums are added in a fixed order; the number of iterations grows like
// log(tol)/log(α). ctx is checked before every iteration; PageRank
// returns ctx's error when it is done.
func PageRank(ctx context.Context, g *graph.Undirected, opt PageRankOptions) ([]float64, error) {
	n := g.Order()
	if n == 0 {
		return nil, ctx.Err()
	}
	alpha := opt.Damping
	if alpha == 0 {
		alpha = 0.85
	}
	tol := opt.Tolerance
	if tol == 0 {
		tol = 1e-10
	}
	maxIter := opt.MaxIter
	if maxIter == 0 {
		maxIter = 1000
	}
	// inv[u] = 1/s(u), or 0 for a dangling node.
	inv := make([]float64, n)
	var dangling []int32
	for u := range n {
		nbrs, ws := g.Neighbors(u)
		var s float64
		if opt.Weighted {
			for _, w := range ws {
				s += w
			}
		} else {
			s = float64(len(nbrs))
		}
		if s == 0 {
			dangling = append(dangling, int32(u))
			continue
		}
		inv[u] = 1 / s
	}
	x := make([]float64, n)
	next := make([]float64, n)
	out := make([]float64, n) // out[u] = x(u)/s(u), what u sends per unit weight
	for u := range x {
		x[u] = 1 / float64(n)
	}
	for range maxIter {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		var dsum float64
		for _, u := range dangling {
			dsum += x[u]
		}
		base := (alpha*dsum + 1 - alpha) / float64(n)
		for u, xu := range x {
			out[u] = alpha * xu * inv[u]
		}
		// Pull form: each node sums what its neighbours send, so the
		// loop writes only next[v] and reads the CSR rows in order.
		diff := blockSums(n, func(lo, hi int) float64 {
			var diff float64
			for v := lo; v < hi; v++ {
				nbrs, ws := g.Neighbors(v)
				var sum float64
				if opt.Weighted {
					for i, u := range nbrs {
						sum += out[u] * ws[i]
					}
				} else {
					for _, u := range nbrs {
						sum += out[u]
					}
				}
				next[v] = sum + base
				diff += math.Abs(next[v] - x[v])
			}
			return diff
		})
		x, next = next, x
		if diff < float64(n)*tol {
			break
		}
	}
	return x, nil
}
