package analysis

import (
	"context"
	"math"

	"gonum.org/v1/gonum/mat"

	"github.com/pubgraph/pubgraph/graph"
)

// lobpcgMin is the smallest component whose eigenvector iteration starts
// from the vector lobpcg finds; smaller ones converge in a few
// milliseconds by power iteration alone. A variable so that tests can
// send small graphs down this path.
var lobpcgMin = 1 << 14

// lobpcgMaxIter bounds lobpcg; it usually ends far sooner, when its
// residual stops shrinking.
const lobpcgMaxIter = 300

// lobpcg improves x, a positive start vector on the component nodes,
// towards the leading eigenvector of B = A + I (A weighted when weighted
// is set) restricted to the component, by the locally optimal block
// preconditioned conjugate gradient method with one vector and no
// preconditioner (Knyazev, Toward the optimal preconditioned eigensolver,
// SIAM J. Sci. Comput. 23:517, 2001): each step takes the best vector of
// span{x, r, p}, with r = Bx − ρ(x)x the residual and p the previous
// step's direction, by Rayleigh–Ritz on that three-dimensional space.
// Its error shrinks by about (1−√g)/(1+√g) a step where power iteration's
// shrinks by 1−g, g the relative gap between B's two leading eigenvalues,
// and each step costs one product with B, like a power step.
//
// It stops once the residual is within a few rounding errors of zero or
// stops shrinking, and leaves x scaled to unit length with a positive
// sum, for the power iteration to finish with its own stopping rule. The
// vector sums run in blocks added in a fixed order, so the result does
// not depend on the number of cores.
func lobpcg(ctx context.Context, g *graph.Undirected, weighted bool, nodes []int32, x []float64) error {
	n := g.Order()
	bx, r, br := make([]float64, n), make([]float64, n), make([]float64, n)
	var p, bp []float64
	dot := func(a, b []float64) float64 {
		return blockSums(len(nodes), func(lo, hi int) float64 {
			var s float64
			for _, u := range nodes[lo:hi] {
				s += a[u] * b[u]
			}
			return s
		})
	}
	// lin sets v ← αv + βw and, unless bv is nil, bv ← α bv + β bw on
	// the component, in one pass.
	lin := func(v, bv []float64, alpha, beta float64, w, bw []float64) {
		blockSums(len(nodes), func(lo, hi int) float64 {
			for _, u := range nodes[lo:hi] {
				v[u] = alpha*v[u] + beta*w[u]
				if bv != nil {
					bv[u] = alpha*bv[u] + beta*bw[u]
				}
			}
			return 0
		})
	}
	// orthonormalize makes v (with bv = Bv, or nil) orthogonal to the
	// vectors of against (each followed by its image) and of unit length,
	// twice over for accuracy, and reports false if nothing of v is left.
	orthonormalize := func(v, bv []float64, against ...[]float64) bool {
		norm0 := math.Sqrt(dot(v, v))
		for range 2 {
			for i := 0; i < len(against); i += 2 {
				lin(v, bv, 1, -dot(against[i], v), against[i], against[i+1])
			}
		}
		norm := math.Sqrt(dot(v, v))
		if norm == 0 || norm <= 1e-14*norm0 {
			return false
		}
		lin(v, bv, 1/norm, 0, v, bv)
		return true
	}
	normalize := func() {
		norm := math.Sqrt(dot(x, x))
		lin(x, bx, 1/norm, 0, x, bx)
	}
	product(g, weighted, nodes, x, bx)
	normalize()
	best := math.Inf(1)
	stalled := 0
	for range lobpcgMaxIter {
		if err := ctx.Err(); err != nil {
			return err
		}
		rho := dot(x, bx)
		// r = bx − ρx; br follows once r is orthonormal to x.
		res := math.Sqrt(blockSums(len(nodes), func(lo, hi int) float64 {
			var s float64
			for _, u := range nodes[lo:hi] {
				r[u] = bx[u] - rho*x[u]
				s += r[u] * r[u]
			}
			return s
		}))
		// Rounding bounds the residual at about ρ·1e-16 per entry.
		if res <= 1e-14*rho {
			break
		}
		if res < best*0.9 {
			best, stalled = res, 0
		} else if stalled++; stalled >= 5 {
			break
		}
		// r is made orthonormal to x before its product is taken, and p
		// to both, so the space has an orthonormal basis.
		if !orthonormalize(r, nil, x, nil) {
			break
		}
		product(g, weighted, nodes, r, br)
		dim := 2
		if p != nil && orthonormalize(p, bp, x, bx, r, br) {
			dim = 3
		}
		basis := [][]float64{x, r, p}
		images := [][]float64{bx, br, bp}
		h := mat.NewSymDense(dim, nil)
		for i := range dim {
			for j := i; j < dim; j++ {
				h.SetSym(i, j, dot(basis[i], images[j]))
			}
		}
		var es mat.EigenSym
		var vecs mat.Dense
		if !es.Factorize(h, true) {
			break
		}
		es.VectorsTo(&vecs)
		var c [3]float64
		for i := range dim {
			c[i] = vecs.At(i, dim-1) // the largest eigenvalue comes last
		}
		if p == nil {
			p, bp = make([]float64, n), make([]float64, n)
		}
		// p ← c₁r + c₂p, then x ← c₀x + p, with images alike.
		blockSums(len(nodes), func(lo, hi int) float64 {
			for _, u := range nodes[lo:hi] {
				pu, bpu := c[1]*r[u], c[1]*br[u]
				if dim == 3 {
					pu += c[2] * p[u]
					bpu += c[2] * bp[u]
				}
				p[u], bp[u] = pu, bpu
				x[u] = c[0]*x[u] + pu
				bx[u] = c[0]*bx[u] + bpu
			}
			return 0
		})
		normalize()
	}
	sum := blockSums(len(nodes), func(lo, hi int) float64 {
		var s float64
		for _, u := range nodes[lo:hi] {
			s += x[u]
		}
		return s
	})
	if sum < 0 {
		lin(x, nil, -1, 0, x, nil)
	}
	return nil
}

// product sets y = (A + I)x on the component nodes.
func product(g *graph.Undirected, weighted bool, nodes []int32, x, y []float64) {
	blockSums(len(nodes), func(lo, hi int) float64 {
		for _, u := range nodes[lo:hi] {
			nbrs, ws := g.Neighbors(int(u))
			s := x[u]
			if weighted {
				for i, v := range nbrs {
					s += x[v] * ws[i]
				}
			} else {
				for _, v := range nbrs {
					s += x[v]
				}
			}
			y[u] = s
		}
		return 0
	})
}
