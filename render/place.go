package render

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"unicode"
)

// Place lays g out with [MapLayout] (nodes grouped by Group, edges
// weighted by Weight) and returns a copy of g with every node's X and Y
// set in points and Placed true, so that [DOT] and render/svg draw the
// map at these positions (Graphviz's nop2 engine, as `neato -n2`)
// instead of laying it out again.
//
// The map is fitted to its content: its bounding box is scaled so that
// its longer side is [MapSide] points for the number of nodes (or more,
// up to 4 times, when nodes would otherwise sit closer than their
// size), overlapping nodes are pushed apart, and its lower left corner
// is (0, 0). Nodes are laid out in ID order, so the
// result does not depend on the order of g.Nodes or g.Edges. Edges
// naming unknown nodes are ignored. ctx is checked between iterations.
func Place(ctx context.Context, g Graph, src rand.Source) (Graph, error) {
	nodes := slices.Clone(g.Nodes)
	slices.SortStableFunc(nodes, func(a, b Node) int { return cmp.Compare(a.ID, b.ID) })
	index := make(map[int]int, len(nodes))
	groups := make([]int, len(nodes))
	for i, n := range nodes {
		index[n.ID] = i
		groups[i] = n.Group
	}
	var edges []LayoutEdge
	for _, e := range g.Edges {
		u, okU := index[e.U]
		v, okV := index[e.V]
		if okU && okV {
			edges = append(edges, LayoutEdge{U: u, V: v, Weight: max(e.Weight, 1)})
		}
	}
	xs, ys, err := MapLayout(ctx, len(nodes), edges, groups, src, MapOptions{})
	if err != nil {
		return Graph{}, err
	}
	sc := scaleFor(len(nodes))
	radii := make([]float64, len(nodes))
	meanR := 0.0
	for i, n := range nodes {
		radii[i] = 36 * (sc.minWidth + (sc.maxWidth-sc.minWidth)*math.Sqrt(clampSize(n.Size)))
		meanR += radii[i] / float64(len(nodes))
	}
	// The side is MapSide, or more (up to 4 times) if the median
	// distance to the nearest node would be less than a node's mean
	// diameter: pushing a dense community apart afterwards would mix it
	// with its neighbours.
	side := MapSide(len(nodes))
	if nn, span := nearestMedian(xs, ys), max(slices.Max(xs)-slices.Min(xs), slices.Max(ys)-slices.Min(ys)); nn > 0 && span > 0 {
		side = min(max(side, (2*meanR+1)/nn*span), 4*side)
	}
	fit(xs, ys, side)
	if err := separate(ctx, xs, ys, radii); err != nil {
		return Graph{}, err
	}
	out := g
	out.Nodes = slices.Clone(g.Nodes)
	for i := range out.Nodes {
		j := index[out.Nodes[i].ID]
		out.Nodes[i].X, out.Nodes[i].Y = xs[j], ys[j]
	}
	out.Placed = true
	return out, nil
}

// MapSide is the longer side, in points, of a placed map of n nodes:
// 1,300 points (18 inches) for 150 nodes, growing with n^0.35 (2,500 for
// 1,000 nodes, 4,400 for 5,000), at least 300. Nodes and labels are
// sized by [scaleFor], so a big map stays readable when zoomed in while
// its file stays small.
func MapSide(n int) float64 {
	return max(300, 1300*math.Pow(float64(max(n, 1))/150, 0.35))
}

// nearestMedian returns the median distance from a node to its nearest
// other node, over at most 1,000 nodes taken evenly by index.
func nearestMedian(xs, ys []float64) float64 {
	n := len(xs)
	if n < 2 {
		return 0
	}
	step := max(1, n/1000)
	var ds []float64
	for i := 0; i < n; i += step {
		best := math.Inf(1)
		for j := range n {
			if j != i {
				best = min(best, math.Hypot(xs[i]-xs[j], ys[i]-ys[j]))
			}
		}
		ds = append(ds, best)
	}
	slices.Sort(ds)
	return ds[len(ds)/2]
}

// fit scales and translates positions so that their bounding box has its
// lower left corner at the origin and its longer side equal to side.
func fit(xs, ys []float64, side float64) {
	if len(xs) == 0 {
		return
	}
	minX, maxX := slices.Min(xs), slices.Max(xs)
	minY, maxY := slices.Min(ys), slices.Max(ys)
	span := max(maxX-minX, maxY-minY)
	s := 0.0
	if span > 0 {
		s = side / span
	}
	for i := range xs {
		xs[i] = (xs[i] - minX) * s
		ys[i] = (ys[i] - minY) * s
	}
}

// separate pushes overlapping discs (centres xs, ys, radii in points)
// apart, each pair by half the overlap plus a point, for up to 50
// sweeps or until none overlaps, then moves the lower left corner of the
// bounding box back to the origin. A sweep visits pairs in index order
// through a grid of cells as wide as the largest disc, so it costs
// O(n·k) for k discs per neighbourhood, and the result is deterministic.
func separate(ctx context.Context, xs, ys, radii []float64) error {
	n := len(xs)
	if n < 2 {
		return nil
	}
	const gap = 1.0
	cell := 2*slices.Max(radii) + gap
	for sweep := 0; sweep < 50; sweep++ {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("render: map layout: %w", err)
		}
		grid := map[[2]int][]int{}
		key := func(i int) [2]int { return [2]int{int(math.Floor(xs[i] / cell)), int(math.Floor(ys[i] / cell))} }
		for i := range n {
			grid[key(i)] = append(grid[key(i)], i)
		}
		moved := false
		for i := range n {
			k := key(i)
			for gx := k[0] - 1; gx <= k[0]+1; gx++ {
				for gy := k[1] - 1; gy <= k[1]+1; gy++ {
					for _, j := range grid[[2]int{gx, gy}] {
						if j <= i {
							continue
						}
						dx, dy := xs[j]-xs[i], ys[j]-ys[i]
						d := math.Hypot(dx, dy)
						want := radii[i] + radii[j] + gap
						if d >= want {
							continue
						}
						if d < 1e-9 { // one on the other: part them along x
							dx, dy, d = 1, 0, 1
							if i%2 == 1 {
								dx, dy = 0, 1
							}
						}
						push := (want - d) / 2 / d
						xs[i] -= dx * push
						ys[i] -= dy * push
						xs[j] += dx * push
						ys[j] += dy * push
						moved = true
					}
				}
			}
		}
		if !moved {
			break
		}
	}
	minX, minY := slices.Min(xs), slices.Min(ys)
	for i := range n {
		xs[i] -= minX
		ys[i] -= minY
	}
	return nil
}

// box is an axis-aligned rectangle: centre and half sizes, in points.
type box struct{ x, y, hw, hh float64 }

func (a box) overlaps(b box) bool {
	return math.Abs(a.x-b.x) < a.hw+b.hw && math.Abs(a.y-b.y) < a.hh+b.hh
}

// textWidth estimates the width in points of s in Helvetica at size pt:
// 0.55 em for most characters, 0.3 for narrow ones, 1 em for East Asian
// wide ones. Graphviz's own estimate differs a little; labelGap leaves
// room for it.
func textWidth(s string, pt float64) float64 {
	w := 0.0
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hangul, r) ||
			unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r):
			w += 1
		case r == ' ' || r == '.' || r == ',' || r == 'i' || r == 'l' || r == 'j' || r == 'I' || r == '\'' || r == '-':
			w += 0.3
		case unicode.IsUpper(r) || r == 'm' || r == 'w':
			w += 0.72
		default:
			w += 0.55
		}
	}
	return w * pt
}

// labelGap is the space in points kept between a label and its node, and
// around every label.
const labelGap = 2.0

// placedLabel is a label chosen by placeLabels: its node's ID, text,
// font size and centre.
type placedLabel struct {
	id       int
	text     string
	pt, x, y float64
	owner    bool
}

// placeLabels chooses where names go on a placed map: nodes are taken
// owners first, then by Size (larger first, ties by smaller ID); each
// name is tried right of its node, then left, above and below, and is
// kept at the first spot where it overlaps no name already kept and no
// node drawn bigger than its own; names that fit nowhere are not drawn
// (the node keeps its name as a tooltip). nodes must be sorted by ID;
// width gives each node's diameter in points and font its label size.
// It costs O(n·k) for n nodes and k kept names, with a grid for the
// node discs.
func placeLabels(nodes []Node, width, font func(Node) float64) []placedLabel {
	order := slices.Clone(nodes)
	slices.SortStableFunc(order, func(a, b Node) int {
		if a.Owner != b.Owner {
			if a.Owner {
				return -1
			}
			return 1
		}
		return cmp.Or(cmp.Compare(clampSize(b.Size), clampSize(a.Size)), cmp.Compare(a.ID, b.ID))
	})
	// Discs of the nodes, in a grid of cells as big as the largest
	// label is tall, for the overlap test.
	cell := 40.0
	grid := map[[2]int][]int{}
	key := func(x, y float64) [2]int { return [2]int{int(math.Floor(x / cell)), int(math.Floor(y / cell))} }
	for i, n := range nodes {
		k := key(n.X, n.Y)
		grid[k] = append(grid[k], i)
	}
	coversNode := func(b box, self Node) bool {
		lo, hi := key(b.x-b.hw-cell, b.y-b.hh-cell), key(b.x+b.hw+cell, b.y+b.hh+cell)
		for gx := lo[0]; gx <= hi[0]; gx++ {
			for gy := lo[1]; gy <= hi[1]; gy++ {
				for _, i := range grid[[2]int{gx, gy}] {
					n := nodes[i]
					if n.ID == self.ID || width(n) < width(self) && !n.Owner {
						continue
					}
					r := width(n) / 2
					// Distance from the disc's centre to the box.
					dx := max(math.Abs(n.X-b.x)-b.hw, 0)
					dy := max(math.Abs(n.Y-b.y)-b.hh, 0)
					if dx*dx+dy*dy < r*r {
						return true
					}
				}
			}
		}
		return false
	}
	var kept []placedLabel
	var boxes []box
	for _, n := range order {
		name := clean(n.Label)
		if name == "" {
			continue
		}
		pt := font(n)
		w, h := textWidth(name, pt), pt*1.2
		if n.Owner {
			w *= 1.1 // bold
		}
		r := width(n) / 2
		hw, hh := w/2+labelGap, h/2+labelGap/2
		spots := []box{
			{n.X + r + labelGap + hw, n.Y, hw, hh},
			{n.X - r - labelGap - hw, n.Y, hw, hh},
			{n.X, n.Y + r + hh, hw, hh},
			{n.X, n.Y - r - hh, hw, hh},
		}
		for _, s := range spots {
			free := !coversNode(s, n)
			for _, b := range boxes {
				if !free {
					break
				}
				free = !s.overlaps(b)
			}
			if free {
				boxes = append(boxes, s)
				kept = append(kept, placedLabel{id: n.ID, text: name, pt: pt, x: s.x, y: s.y, owner: n.Owner})
				break
			}
		}
	}
	slices.SortFunc(kept, func(a, b placedLabel) int { return cmp.Compare(a.id, b.id) })
	return kept
}
