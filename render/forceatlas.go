package render

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
)

// LayoutEdge is an edge for [MapLayout] between node indexes U and V;
// Weight is the number of shared papers.
type LayoutEdge struct {
	U, V   int
	Weight float64
}

// MapOptions tune [MapLayout]. The zero value asks for the defaults.
type MapOptions struct {
	// Iterations of ForceAtlas2; 0 chooses from the size of the graph
	// (see [MapIterations]).
	Iterations int
	// Theta is the Barnes–Hut accuracy: a cell of side s at distance d
	// acts as one body when s/d < Theta. 0 means 1.2 (Gephi's default);
	// a negative value computes every pair exactly.
	Theta float64
	// CommunityPull multiplies the weight of edges inside a group; 0
	// means 2. 1 treats all edges alike.
	CommunityPull float64
	// GroupGravity is the strength of the pull of each node toward its
	// group's centre of mass, m·GroupGravity·log(1 + d); 0 means 0.4, a
	// negative value turns it off.
	GroupGravity float64
	// StrongGravity is the strength of gravity, m·StrongGravity·d toward
	// the origin (ForceAtlas2's "strong gravity"); 0 means 0.03, a
	// negative value uses ForceAtlas2's default gravity, m, instead.
	StrongGravity float64
}

// MapIterations is the number of ForceAtlas2 iterations [MapLayout] runs
// on n nodes by default: 500 for small graphs, down to 150 above 5,000
// nodes, which keeps a 10,000-node layout within a few seconds.
func MapIterations(n int) int {
	switch {
	case n <= 1000:
		return 500
	case n <= 5000:
		return 300
	default:
		return 150
	}
}

// MapLayout places n nodes in the plane so that communities read as
// separate regions. It is ForceAtlas2 (Jacomy, Venturini, Heymann &
// Bastian, "ForceAtlas2, a continuous graph layout algorithm for handy
// network visualization", PLoS ONE 9(6), 2014) in LinLog mode, with a
// start and an edge weighting that know the communities:
//
//   - every node has mass m = degree + 1; two nodes at distance d repel
//     with force k·m₁m₂/d (k = 2, or 10 below 100 nodes, as in Gephi);
//   - an edge of weight w attracts its ends with w'·log(1 + d) (LinLog,
//     Noack's energy model, whose minima separate clusters: Noack,
//     "Energy models for graph clustering", JGAA 11(2), 2007), where
//     w' = 1 + ln(w) for w ≥ 1, and w' is multiplied by
//     opt.CommunityPull when both ends are in the same group;
//   - gravity m·g·d toward the origin (ForceAtlas2's strong gravity,
//     g = opt.StrongGravity) keeps communities, which LinLog drives far
//     apart when few edges join them, near each other;
//   - each node is pulled toward its group's centre of mass with
//     m·opt.GroupGravity·log(1 + d), so that a group whose members share
//     few edges (as in a subset of a network) still gathers;
//   - each node moves by its force times ForceAtlas2's adaptive speed
//     (global speed from the swinging and traction of all nodes, damped
//     per node by its own swinging), as in Gephi's implementation.
//
// Nodes start in their group's disc: groups are placed largest first
// along a Vogel (sunflower) spiral, each disc of area proportional to its
// size, so communities start apart and the layout only refines them;
// nodes without a group (group < 0) start scattered over the whole
// spiral. Repulsion uses a Barnes–Hut quadtree (Barnes & Hut, Nature
// 324, 1986) with opt.Theta, so an iteration costs O(n log n + m) for n
// nodes and m edges, and the whole layout O(iterations·(n log n + m));
// a 5,000-node network takes about a second on one core.
//
// Last, the connected components are packed next to each other, largest
// in the middle (see packComponents), so that a network of several
// components fills its picture.
//
// The result depends only on the arguments: edges are sorted before use
// (their order does not matter), the random start is drawn from src in
// node order, and the work is sequential. ctx is checked between
// iterations. Edges with an end outside [0, n), loops and non-positive or
// NaN weights are ignored.
func MapLayout(ctx context.Context, n int, edges []LayoutEdge, groups []int, src rand.Source, opt MapOptions) (xs, ys []float64, err error) {
	xs, ys = make([]float64, n), make([]float64, n)
	if n == 0 {
		return xs, ys, nil
	}
	group := func(i int) int {
		if i < len(groups) {
			return groups[i]
		}
		return -1
	}
	opt = opt.withDefaults(n)
	l := &forceLayout{n: n, xs: xs, ys: ys, theta: opt.Theta, strong: opt.StrongGravity, groupGravity: opt.GroupGravity}
	l.es, l.mass = layoutEdges(n, edges, group, opt.CommunityPull)
	startPositions(n, group, l.mass, rand.New(src), xs, ys)
	l.gidx, l.members = denseGroups(n, group)
	l.gx, l.gy, l.gm = make([]float64, len(l.members)), make([]float64, len(l.members)), make([]float64, len(l.members))
	l.k = 2.0
	if n < 100 {
		l.k = 10
	}
	l.dx, l.dy = make([]float64, n), make([]float64, n)
	l.oldDx, l.oldDy = make([]float64, n), make([]float64, n)
	l.speed, l.efficiency = 1.0, 1.0
	for it := 0; it < opt.Iterations; it++ {
		if err := ctx.Err(); err != nil {
			return nil, nil, fmt.Errorf("render: map layout: %w", err)
		}
		l.step(it)
	}
	uv := make([][2]int, len(l.es))
	for i, e := range l.es {
		uv[i] = [2]int{e.u, e.v}
	}
	packComponents(xs, ys, uv)
	return xs, ys, nil
}

// withDefaults returns opt with its zero fields set to their defaults
// for n nodes (see MapOptions); GroupGravity stays negative when turned
// off.
func (opt MapOptions) withDefaults(n int) MapOptions {
	if opt.Iterations <= 0 {
		opt.Iterations = MapIterations(n)
	}
	if opt.Theta == 0 {
		opt.Theta = 1.2
	}
	if opt.StrongGravity == 0 {
		opt.StrongGravity = 0.03
	}
	if opt.CommunityPull <= 0 {
		opt.CommunityPull = 2
	}
	if opt.GroupGravity == 0 {
		opt.GroupGravity = 0.4
	}
	return opt
}

// layoutEdge is an edge of MapLayout, u < v, with its LinLog weight.
type layoutEdge struct {
	u, v int
	w    float64
}

// layoutEdges returns the valid edges (ends in [0, n), no loops,
// positive weight) with u < v, sorted, each weighted 1 + ln(weight)
// (times pull inside a group), and the mass of each node: 1 + its
// degree.
func layoutEdges(n int, edges []LayoutEdge, group func(int) int, pull float64) ([]layoutEdge, []float64) {
	var es []layoutEdge
	mass := make([]float64, n)
	for i := range mass {
		mass[i] = 1
	}
	for _, e := range edges {
		if e.U == e.V || e.U < 0 || e.V < 0 || e.U >= n || e.V >= n || !(e.Weight > 0) {
			continue
		}
		u, v := min(e.U, e.V), max(e.U, e.V)
		w := 1 + math.Log(max(e.Weight, 1))
		if g := group(u); g >= 0 && g == group(v) {
			w *= pull
		}
		es = append(es, layoutEdge{u, v, w})
		mass[u]++
		mass[v]++
	}
	slices.SortFunc(es, func(a, b layoutEdge) int {
		return cmp.Or(cmp.Compare(a.u, b.u), cmp.Compare(a.v, b.v), cmp.Compare(a.w, b.w))
	})
	return es, mass
}

// denseGroups numbers the groups in order of their first node, for
// community gravity: gidx[i] is node i's (-1 for none), members[g] the
// size of group g.
func denseGroups(n int, group func(int) int) (gidx, members []int) {
	gidx = make([]int, n)
	dense := map[int]int{}
	for i := range n {
		gidx[i] = -1
		if g := group(i); g >= 0 {
			d, ok := dense[g]
			if !ok {
				d = len(members)
				dense[g] = d
				members = append(members, 0)
			}
			gidx[i] = d
			members[d]++
		}
	}
	return gidx, members
}

// forceLayout is the state of MapLayout between iterations.
type forceLayout struct {
	n             int
	xs, ys        []float64
	mass          []float64
	es            []layoutEdge
	gidx, members []int     // see denseGroups
	gx, gy, gm    []float64 // each group's centre of mass, times its mass, and its mass
	k             float64   // repulsion
	theta         float64   // see MapOptions.Theta
	strong        float64   // see MapOptions.StrongGravity
	groupGravity  float64   // see MapOptions.GroupGravity
	dx, dy        []float64 // the force on each node
	oldDx, oldDy  []float64 // the force of the previous iteration
	speed         float64
	efficiency    float64
	tree          quadtree
}

// step runs iteration it: it sums the forces on every node and moves
// the nodes.
func (l *forceLayout) step(it int) {
	copy(l.oldDx, l.dx)
	copy(l.oldDy, l.dy)
	clear(l.dx)
	clear(l.dy)
	if l.theta < 0 || l.n < 64 {
		l.repelExactly()
	} else {
		l.repelBarnesHut()
	}
	l.attract()
	if l.groupGravity >= 0 && len(l.members) > 0 {
		l.pullToGroups()
	}
	l.pullToOrigin()
	l.adaptSpeed(it)
	l.move()
}

// repelExactly adds the repulsion of every pair of nodes.
func (l *forceLayout) repelExactly() {
	n, xs, ys, mass, dx, dy, k := l.n, l.xs, l.ys, l.mass, l.dx, l.dy, l.k
	for i := range n {
		for j := i + 1; j < n; j++ {
			ddx, ddy := xs[i]-xs[j], ys[i]-ys[j]
			d2 := ddx*ddx + ddy*ddy
			if d2 < 1e-12 {
				continue
			}
			f := k * mass[i] * mass[j] / d2
			dx[i] += ddx * f
			dy[i] += ddy * f
			dx[j] -= ddx * f
			dy[j] -= ddy * f
		}
	}
}

// repelBarnesHut adds the repulsion of the other nodes, estimated with
// a Barnes–Hut quadtree.
func (l *forceLayout) repelBarnesHut() {
	xs, ys, mass, dx, dy, k := l.xs, l.ys, l.mass, l.dx, l.dy, l.k
	l.tree.build(xs, ys, mass)
	for i := range l.n {
		fx, fy := l.tree.force(i, xs[i], ys[i], l.theta)
		dx[i] += k * mass[i] * fx
		dy[i] += k * mass[i] * fy
	}
}

// attract adds the LinLog attraction of the edges.
func (l *forceLayout) attract() {
	xs, ys, dx, dy := l.xs, l.ys, l.dx, l.dy
	for _, e := range l.es {
		ddx, ddy := xs[e.u]-xs[e.v], ys[e.u]-ys[e.v]
		d := math.Sqrt(ddx*ddx + ddy*ddy)
		if d == 0 {
			continue
		}
		f := e.w * math.Log1p(d) / d
		dx[e.u] -= ddx * f
		dy[e.u] -= ddy * f
		dx[e.v] += ddx * f
		dy[e.v] += ddy * f
	}
}

// pullToGroups adds community gravity: each node toward its group's
// centre of mass, so that a group whose members share few edges (as in
// a subset of a network) still gathers.
func (l *forceLayout) pullToGroups() {
	n, xs, ys, mass, dx, dy := l.n, l.xs, l.ys, l.mass, l.dx, l.dy
	gidx, gx, gy, gm, gg := l.gidx, l.gx, l.gy, l.gm, l.groupGravity
	for gi := range gx {
		gx[gi], gy[gi], gm[gi] = 0, 0, 0
	}
	for i := range n {
		if gi := gidx[i]; gi >= 0 {
			gx[gi] += mass[i] * xs[i]
			gy[gi] += mass[i] * ys[i]
			gm[gi] += mass[i]
		}
	}
	for i := range n {
		gi := gidx[i]
		if gi < 0 || l.members[gi] < 2 {
			continue
		}
		ddx, ddy := xs[i]-gx[gi]/gm[gi], ys[i]-gy[gi]/gm[gi]
		d := math.Sqrt(ddx*ddx + ddy*ddy)
		if d == 0 {
			continue
		}
		f := gg * mass[i] * math.Log1p(d) / d
		dx[i] -= ddx * f
		dy[i] -= ddy * f
	}
}

// pullToOrigin adds gravity toward the origin: strong gravity, or
// ForceAtlas2's default when l.strong is negative.
func (l *forceLayout) pullToOrigin() {
	const gravity = 1.0
	xs, ys, mass, dx, dy, strong := l.xs, l.ys, l.mass, l.dx, l.dy, l.strong
	for i := range l.n {
		d := math.Hypot(xs[i], ys[i])
		if d > 0 {
			f := gravity * mass[i] / d
			if strong > 0 {
				f = strong * mass[i]
			}
			dx[i] -= xs[i] * f
			dy[i] -= ys[i] * f
		}
	}
}

// adaptSpeed sets the global speed from the swinging and traction of
// all nodes (Jacomy et al. 2014, "Adaptive speed"; the constants are
// Gephi's). The first iteration keeps the starting speed.
func (l *forceLayout) adaptSpeed(it int) {
	mass, dx, dy, oldDx, oldDy := l.mass, l.dx, l.dy, l.oldDx, l.oldDy
	swinging, traction := 0.0, 0.0
	for i := range l.n {
		swinging += mass[i] * math.Hypot(oldDx[i]-dx[i], oldDy[i]-dy[i])
		traction += 0.5 * mass[i] * math.Hypot(oldDx[i]+dx[i], oldDy[i]+dy[i])
	}
	if !(it > 0 && traction > 0 && swinging > 0) {
		return
	}
	estimated := 0.05 * math.Sqrt(float64(l.n))
	minJT, maxJT := math.Sqrt(estimated), 10.0
	jt := max(minJT, min(maxJT, estimated*traction/(float64(l.n)*float64(l.n))))
	if swinging/traction > 2 {
		if l.efficiency > 0.05 {
			l.efficiency *= 0.5
		}
		jt = max(jt, 1)
	}
	target := jt * l.efficiency * traction / swinging
	if swinging > jt*traction {
		if l.efficiency > 0.05 {
			l.efficiency *= 0.7
		}
	} else if l.speed < 1000 {
		l.efficiency *= 1.3
	}
	l.speed += min(target-l.speed, 0.5*l.speed)
}

// move moves each node by its force times the global speed, damped by
// its own swinging.
func (l *forceLayout) move() {
	xs, ys, mass, dx, dy, oldDx, oldDy, speed := l.xs, l.ys, l.mass, l.dx, l.dy, l.oldDx, l.oldDy, l.speed
	for i := range l.n {
		sw := mass[i] * math.Hypot(oldDx[i]-dx[i], oldDy[i]-dy[i])
		f := speed / (1 + math.Sqrt(speed*sw))
		// A node never jumps further than 10 units in one step, so
		// the first iterations, before speed has adapted, cannot
		// fling it out.
		if step := math.Hypot(dx[i], dy[i]) * f; step > 10 {
			f *= 10 / step
		}
		xs[i] += dx[i] * f
		ys[i] += dy[i] * f
	}
}

// startPositions places each group's nodes uniformly in a disc of area
// proportional to the group's total mass, the discs centred along a
// Vogel spiral largest first, and nodes without a group anywhere in the
// spiral.
func startPositions(n int, group func(int) int, mass []float64, rng *rand.Rand, xs, ys []float64) {
	size := map[int]float64{}
	total := 0.0
	for i := range n {
		if g := group(i); g >= 0 {
			size[g] += mass[i]
		}
		total += mass[i]
	}
	ids := make([]int, 0, len(size))
	for g := range size {
		ids = append(ids, g)
	}
	slices.SortFunc(ids, func(a, b int) int { return cmp.Or(cmp.Compare(size[b], size[a]), cmp.Compare(a, b)) })
	// Unit: a disc of area total·unit² holds everyone at about the
	// spacing the forces settle at.
	const unit = 3.0
	golden := math.Pi * (3 - math.Sqrt(5))
	type disc struct{ x, y, r float64 }
	discs := make(map[int]disc, len(ids))
	placed := 0.0
	for i, g := range ids {
		// The spiral's radius grows with the square root of the area
		// already placed, so discs of decreasing size pack around the
		// largest.
		r := unit * math.Sqrt((placed+size[g]/2)/math.Pi) * 1.6
		if i == 0 {
			r = 0
		}
		a := float64(i) * golden
		discs[g] = disc{r * math.Cos(a), r * math.Sin(a), unit * math.Sqrt(size[g]/math.Pi)}
		placed += size[g]
	}
	outer := unit * math.Sqrt(total/math.Pi) * 1.6
	for i := range n {
		// Uniform in a disc: radius √u·R.
		rr, a := math.Sqrt(rng.Float64()), 2*math.Pi*rng.Float64()
		d, ok := discs[group(i)]
		if !ok {
			d = disc{0, 0, outer}
		}
		xs[i] = d.x + rr*d.r*math.Cos(a)
		ys[i] = d.y + rr*d.r*math.Sin(a)
	}
}

// quadtree is a Barnes–Hut tree over the nodes' positions, rebuilt each
// iteration into the same slices.
type quadtree struct {
	cells []qcell
	xs    []float64
	ys    []float64
	mass  []float64
}

// qcell is a square of the quadtree: centre (cx, cy), half side h; its
// mass and centre of mass cover every body inside it. A leaf holds one
// body (or, at the depth limit, several at nearly one point).
type qcell struct {
	cx, cy, h  float64
	m, mx, my  float64 // total mass and mass-weighted sum of positions
	comX, comY float64 // centre of mass, once built
	child      [4]int32
	body       int32   // the body of a leaf, -1 if none; -2 for an inner cell
	extra      []int32 // more bodies of a leaf at the depth limit
	depth      int32
}

const maxQuadDepth = 40

func (t *quadtree) build(xs, ys, mass []float64) {
	t.xs, t.ys, t.mass = xs, ys, mass
	t.cells = t.cells[:0]
	minX, maxX, minY, maxY := xs[0], xs[0], ys[0], ys[0]
	for i := range xs {
		minX, maxX = min(minX, xs[i]), max(maxX, xs[i])
		minY, maxY = min(minY, ys[i]), max(maxY, ys[i])
	}
	h := max(maxX-minX, maxY-minY)/2 + 1e-9
	t.cells = append(t.cells, qcell{cx: (minX + maxX) / 2, cy: (minY + maxY) / 2, h: h, body: -1})
	for i := range xs {
		t.insert(0, int32(i))
	}
	for c := range t.cells {
		cell := &t.cells[c]
		if cell.m > 0 {
			cell.comX, cell.comY = cell.mx/cell.m, cell.my/cell.m
		}
	}
}

func (t *quadtree) quadrant(c int32, x, y float64) int {
	q := 0
	if x >= t.cells[c].cx {
		q = 1
	}
	if y >= t.cells[c].cy {
		q += 2
	}
	return q
}

func (t *quadtree) insert(c int32, b int32) {
	x, y, m := t.xs[b], t.ys[b], t.mass[b]
	for {
		cell := &t.cells[c]
		cell.m += m
		cell.mx += m * x
		cell.my += m * y
		switch {
		case cell.body == -1 && len(cell.extra) == 0: // empty leaf
			cell.body = b
			return
		case cell.body >= 0: // leaf with a body: split, unless too deep
			if cell.depth >= maxQuadDepth {
				cell.extra = append(cell.extra, b)
				return
			}
			old := cell.body
			cell.body = -2
			t.split(c)
			oq := t.quadrant(c, t.xs[old], t.ys[old])
			oc := t.cells[c].child[oq]
			oldCell := &t.cells[oc]
			oldCell.body = old
			oldCell.m = t.mass[old]
			oldCell.mx, oldCell.my = t.mass[old]*t.xs[old], t.mass[old]*t.ys[old]
			c = t.cells[c].child[t.quadrant(c, x, y)]
		default: // inner cell
			c = cell.child[t.quadrant(c, x, y)]
		}
	}
}

func (t *quadtree) split(c int32) {
	p := t.cells[c]
	h := p.h / 2
	for q := range 4 {
		cx, cy := p.cx-h, p.cy-h
		if q&1 != 0 {
			cx = p.cx + h
		}
		if q&2 != 0 {
			cy = p.cy + h
		}
		t.cells[c].child[q] = int32(len(t.cells))
		t.cells = append(t.cells, qcell{cx: cx, cy: cy, h: h, body: -1, depth: p.depth + 1})
	}
}

// force returns Σ m_j·(p_i − p_j)/|p_i − p_j|² over every other body j,
// cells far enough (side/distance < theta) taken as one body at their
// centre of mass.
func (t *quadtree) force(i int, x, y, theta float64) (fx, fy float64) {
	var stack [4*maxQuadDepth + 8]int32
	top := 0
	stack[top] = 0
	top++
	for top > 0 {
		top--
		c := &t.cells[stack[top]]
		if c.m == 0 {
			continue
		}
		if c.body >= 0 || c.body == -1 { // leaf
			add := func(j int32) {
				if int(j) == i {
					return
				}
				ddx, ddy := x-t.xs[j], y-t.ys[j]
				d2 := ddx*ddx + ddy*ddy
				if d2 < 1e-12 {
					return
				}
				f := t.mass[j] / d2
				fx += ddx * f
				fy += ddy * f
			}
			if c.body >= 0 {
				add(c.body)
			}
			for _, j := range c.extra {
				add(j)
			}
			continue
		}
		ddx, ddy := x-c.comX, y-c.comY
		d2 := ddx*ddx + ddy*ddy
		if s := 2 * c.h; s*s < theta*theta*d2 {
			f := c.m / d2
			fx += ddx * f
			fy += ddy * f
			continue
		}
		for _, ch := range c.child {
			stack[top] = ch
			top++
		}
	}
	return fx, fy
}

// packComponents moves the connected components of a layout (edges uv)
// next to each other, since repulsion drives unconnected parts far
// apart and leaves a picture mostly empty. Components are placed largest
// first (the first stays where it is), each at the first point of a
// Vogel spiral around the first's centre where none of its nodes comes
// within three median edge lengths of a node already placed; within a
// component nothing moves. Placed nodes are kept in a grid, so a
// component of k nodes tried at s spiral points costs O(s·k).
func packComponents(xs, ys []float64, uv [][2]int) {
	n := len(xs)
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	lengths := make([]float64, len(uv))
	for k, e := range uv {
		a, b := find(e[0]), find(e[1])
		if a != b {
			parent[max(a, b)] = min(a, b)
		}
		lengths[k] = math.Hypot(xs[e[0]]-xs[e[1]], ys[e[0]]-ys[e[1]])
	}
	length := 1.0
	if len(lengths) > 0 {
		slices.Sort(lengths)
		length = max(lengths[len(lengths)/2], 1e-6)
	}
	type comp struct {
		members []int
		cx, cy  float64
	}
	byRoot := map[int]int{}
	var comps []comp
	for i := range n {
		r := find(i)
		k, ok := byRoot[r]
		if !ok {
			k = len(comps)
			byRoot[r] = k
			comps = append(comps, comp{})
		}
		comps[k].members = append(comps[k].members, i)
	}
	if len(comps) < 2 {
		return
	}
	for k := range comps {
		c := &comps[k]
		for _, i := range c.members {
			c.cx += xs[i]
			c.cy += ys[i]
		}
		c.cx /= float64(len(c.members))
		c.cy /= float64(len(c.members))
	}
	// Largest first; ties by smallest node, which is members[0].
	slices.SortStableFunc(comps, func(a, b comp) int {
		return cmp.Or(cmp.Compare(len(b.members), len(a.members)), cmp.Compare(a.members[0], b.members[0]))
	})
	gap := 3 * length
	grid := map[[2]int][]int{}
	key := func(x, y float64) [2]int { return [2]int{int(math.Floor(x / gap)), int(math.Floor(y / gap))} }
	near := func(x, y float64) bool {
		k := key(x, y)
		for gx := k[0] - 1; gx <= k[0]+1; gx++ {
			for gy := k[1] - 1; gy <= k[1]+1; gy++ {
				for _, j := range grid[[2]int{gx, gy}] {
					if math.Hypot(x-xs[j], y-ys[j]) < gap {
						return true
					}
				}
			}
		}
		return false
	}
	ox, oy := comps[0].cx, comps[0].cy
	golden := math.Pi * (3 - math.Sqrt(5))
	for ci, c := range comps {
		dx, dy := 0.0, 0.0
		if ci > 0 {
			for j := 0; ; j++ {
				rr := length * math.Sqrt(float64(j))
				x, y := ox+rr*math.Cos(float64(j)*golden), oy+rr*math.Sin(float64(j)*golden)
				dx, dy = x-c.cx, y-c.cy
				free := true
				for _, i := range c.members {
					if near(xs[i]+dx, ys[i]+dy) {
						free = false
						break
					}
				}
				if free {
					break
				}
			}
		}
		for _, i := range c.members {
			xs[i] += dx
			ys[i] += dy
			k := key(xs[i], ys[i])
			grid[k] = append(grid[k], i)
		}
	}
}
