package render

import (
	"math"
	"math/rand/v2"
)

// LayoutEdge is an edge for Layout between node indexes U and V.
type LayoutEdge struct {
	U, V   int
	Weight float64
}

// Layout places n nodes in the plane for an interactive view (the HTML
// report), where the browser has no time for a layout of its own. It uses
// the forces of ForceAtlas2 (Jacomy, Venturini, Heymann & Bastian, PLoS
// ONE 9(6), 2014): every pair repels with (deg₁+1)(deg₂+1)/d, every edge
// attracts with d·log(1+weight), and a strong gravity of (deg+1)·d toward
// the centre keeps components and isolated nodes in view; each step moves a
// node at most a cooling temperature. Nodes start around one point per
// group (community), so communities start apart and the layout needs few
// iterations. It costs O(iterations × n²): meant for the few thousand
// people an interactive view shows. The same arguments give the same
// positions.
func Layout(n int, edges []LayoutEdge, groups []int, seed uint64, iterations int) (xs, ys []float64) {
	xs, ys = make([]float64, n), make([]float64, n)
	if n == 0 {
		return xs, ys
	}
	rng := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	numGroups := 0
	for _, g := range groups {
		numGroups = max(numGroups, g+1)
	}
	mass := make([]float64, n)
	for i := range mass {
		mass[i] = 1
	}
	for _, e := range edges {
		if e.U != e.V && e.U >= 0 && e.V >= 0 && e.U < n && e.V < n {
			mass[e.U]++
			mass[e.V]++
		}
	}
	side := 10 * math.Sqrt(float64(n))
	for i := range n {
		cx, cy := 0.0, 0.0
		if i < len(groups) && groups[i] >= 0 && numGroups > 1 {
			angle := 2 * math.Pi * float64(groups[i]) / float64(numGroups)
			cx, cy = side*math.Cos(angle), side*math.Sin(angle)
		}
		xs[i] = cx + (rng.Float64()-0.5)*side/2
		ys[i] = cy + (rng.Float64()-0.5)*side/2
	}
	const (
		repulsion = 2.0
		gravity   = 0.1
	)
	temp := side / 4
	dx, dy := make([]float64, n), make([]float64, n)
	for it := 0; it < iterations; it++ {
		clear(dx)
		clear(dy)
		for i := range n {
			for j := i + 1; j < n; j++ {
				ddx, ddy := xs[i]-xs[j], ys[i]-ys[j]
				d2 := ddx*ddx + ddy*ddy
				if d2 < 1e-6 {
					ddx, ddy, d2 = 0.01*float64(i-j), 0.01, 1e-4
				}
				f := repulsion * mass[i] * mass[j] / d2 // (m₁m₂/d) / d: the unit vector folded in
				dx[i] += ddx * f
				dy[i] += ddy * f
				dx[j] -= ddx * f
				dy[j] -= ddy * f
			}
		}
		for _, e := range edges {
			if e.U == e.V || e.U < 0 || e.V < 0 || e.U >= n || e.V >= n {
				continue
			}
			ddx, ddy := xs[e.U]-xs[e.V], ys[e.U]-ys[e.V]
			f := math.Log1p(max(e.Weight, 0)) // (d·w) / d
			dx[e.U] -= ddx * f
			dy[e.U] -= ddy * f
			dx[e.V] += ddx * f
			dy[e.V] += ddy * f
		}
		for i := range n {
			// Strong gravity (ForceAtlas2's option): it grows with the
			// distance, so components of a disconnected network, which
			// repel each other with their whole mass, stay near.
			dx[i] -= gravity * mass[i] * xs[i]
			dy[i] -= gravity * mass[i] * ys[i]
			d := math.Hypot(dx[i], dy[i])
			if d > 0 {
				step := min(d/mass[i], temp)
				xs[i] += dx[i] / d * step
				ys[i] += dy[i] / d * step
			}
		}
		temp = max(temp*0.97, 0.05)
	}
	return xs, ys
}
