package render

import (
	"bytes"
	"context"
	"math"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func place(t *testing.T, g Graph) Graph {
	t.Helper()
	p, err := Place(context.Background(), g, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestPlaceDeterministic: the order of nodes and edges does not change
// the placed DOT, and the map is fitted: its longer side is MapSide.
func TestPlaceDeterministic(t *testing.T) {
	g := coauthorGraph(150, 8, 6, 2, 3)
	var want bytes.Buffer
	if err := DOT(&want, place(t, g), Options{}); err != nil {
		t.Fatal(err)
	}
	r := g
	r.Nodes, r.Edges = slices.Clone(g.Nodes), slices.Clone(g.Edges)
	slices.Reverse(r.Nodes)
	slices.Reverse(r.Edges)
	for i := range r.Edges {
		r.Edges[i].U, r.Edges[i].V = r.Edges[i].V, r.Edges[i].U
	}
	var got bytes.Buffer
	if err := DOT(&got, place(t, r), Options{}); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want.String(), got.String()); diff != "" {
		t.Errorf("reordered input changed the placed DOT (-want +got):\n%s", diff)
	}
	p := place(t, g)
	var xs, ys []float64
	for _, n := range p.Nodes {
		xs, ys = append(xs, n.X), append(ys, n.Y)
	}
	if lo := min(slices.Min(xs), slices.Min(ys)); lo != 0 {
		t.Errorf("lower left corner at %v, want 0", lo)
	}
	// Overlap removal may widen the box a little beyond MapSide.
	side := max(slices.Max(xs), slices.Max(ys))
	if want := MapSide(150); side < want || side > 1.2*want {
		t.Errorf("map is %.0f points wide, want about %.0f", side, want)
	}
	if !strings.Contains(want.String(), `layout="nop2"`) {
		t.Errorf("placed DOT is not drawn with nop2")
	}
	// --layout still names a Graphviz engine, which ignores positions.
	var sfdp bytes.Buffer
	if err := DOT(&sfdp, p, Options{Layout: "sfdp"}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(sfdp.String(), "pos=") {
		t.Errorf("an sfdp DOT carries positions")
	}
}

// TestPlaceSeparatesAndSpaces: on a synthetic network the placed nodes
// do not overlap and communities gather.
func TestPlaceSeparatesAndSpaces(t *testing.T) {
	g := place(t, coauthorGraph(300, 8, 6, 0, 5))
	sc := scaleFor(len(g.Nodes))
	var xs, ys []float64
	var groups []int
	for _, n := range g.Nodes {
		xs, ys, groups = append(xs, n.X), append(ys, n.Y), append(groups, n.Group)
	}
	overlaps := 0
	for i, a := range g.Nodes {
		for _, b := range g.Nodes[i+1:] {
			ra := 36 * (sc.minWidth + (sc.maxWidth-sc.minWidth)*math.Sqrt(clampSize(a.Size)))
			rb := 36 * (sc.minWidth + (sc.maxWidth-sc.minWidth)*math.Sqrt(clampSize(b.Size)))
			if math.Hypot(a.X-b.X, a.Y-b.Y) < ra+rb-0.5 {
				overlaps++
			}
		}
	}
	if overlaps > 0 {
		t.Errorf("%d pairs of nodes overlap", overlaps)
	}
	if share, _ := Separation(xs, ys, groups, 10); share < 0.7 {
		t.Errorf("nearest-10 same-community share %.3f, want ≥ 0.7", share)
	}
}

// TestPlacedLabels: on a placed map, names are text nodes whose
// estimated boxes do not overlap, the most important names are among
// them, and every name kept is the node's cleaned label.
func TestPlacedLabels(t *testing.T) {
	g := place(t, coauthorGraph(300, 8, 6, 2, 5))
	var b bytes.Buffer
	if err := DOT(&b, g, Options{}); err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`\t\t"l(\d+)" \[pos="([-\d.]+),([-\d.]+)", fontsize="([\d.]+)", tooltip="[^"]*", label=(<<B>)?"?([^"\]]*?)"?(</B>>)?\];`)
	var boxes []box
	kept := map[int]bool{}
	for _, m := range re.FindAllStringSubmatch(b.String(), -1) {
		id, _ := strconv.Atoi(m[1])
		x, _ := strconv.ParseFloat(m[2], 64)
		y, _ := strconv.ParseFloat(m[3], 64)
		pt, _ := strconv.ParseFloat(m[4], 64)
		kept[id] = true
		w := textWidth(m[6], pt)
		if m[5] != "" {
			w *= 1.1
		}
		boxes = append(boxes, box{x, y, w / 2, pt * 0.6})
	}
	if len(kept) < 30 {
		t.Fatalf("only %d names drawn:\n%s", len(kept), b.String())
	}
	for i, a := range boxes {
		for _, c := range boxes[i+1:] {
			if a.overlaps(c) {
				t.Errorf("names at (%.0f, %.0f) and (%.0f, %.0f) overlap", a.x, a.y, c.x, c.y)
			}
		}
	}
	// The owners and the most important person are always named.
	for _, n := range byImportance(g.Nodes)[:1] {
		if !kept[n.ID] {
			t.Errorf("the most important person %d is not named", n.ID)
		}
	}
	for _, n := range g.Nodes {
		if n.Owner && !kept[n.ID] {
			t.Errorf("owner %d is not named", n.ID)
		}
	}
	if strings.Contains(b.String(), "xlabel=") {
		t.Errorf("a placed DOT leaves names to Graphviz's xlabels")
	}
}

func TestPlaceCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Place(ctx, coauthorGraph(20, 4, 2, 0, 1), rand.NewPCG(1, 2)); err == nil {
		t.Errorf("Place on a cancelled context gave no error")
	}
}
