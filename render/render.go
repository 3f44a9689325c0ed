// Package render draws a co-authorship network as Graphviz DOT text or as an
// SVG picture.
//
// The input is a plain description of what to draw, independent of how the
// network was built:
//
//	g := render.Graph{
//		Title:    "Co-authorship network: 2 CVs, 3 people, 2 edges",
//		Subtitle: "node size = PageRank, colour = community",
//		Nodes: []render.Node{
//			{ID: 1, Label: "Ada Lovelace", Size: 1, Group: 0, GroupName: "Community 1", Owner: true},
//			{ID: 2, Label: "Charles Babbage", Size: 0.6, Group: 0, GroupName: "Community 1"},
//			{ID: 3, Label: "Mary Somerville", Size: 0.2, Group: 1, GroupName: "Community 2"},
//		},
//		Edges: []render.Edge{{U: 1, V: 2, Weight: 3}, {U: 1, V: 3, Weight: 1}},
//	}
//	err := render.DOT(os.Stdout, g, render.Options{})
//
// [DOT] writes the description itself and needs no layout; its output is a
// deterministic function of the input and can be fed to any Graphviz.
// Package render/svg lays the same description out with Graphviz (compiled
// to WebAssembly, see github.com/goccy/go-graphviz) and writes the picture;
// this package imports no WebAssembly runtime.
//
// Big networks read as maps of their communities: [MapLayout] places
// people with ForceAtlas2 (LinLog, Barnes–Hut, communities started apart
// and gathered), [Place] fits such a layout to a picture and sets the
// nodes' positions, and a placed graph is drawn at them (Graphviz's nop2)
// with names put where they overlap no other (a collision pass, most
// important first). [Subset] chooses which people a picture of a big
// network shows, and [Separation] measures how well a map keeps
// communities apart.
//
// The style aims at a picture people want to look at: communities get colours
// from the colour-blind-safe Okabe–Ito Palette (grey beyond it), node area
// follows importance, labels that would overlap (placed graphs) or of
// unimportant people (graphs Graphviz lays out, beyond 150 nodes) are not drawn,
// edges are thin translucent grey lines whose width grows with the logarithm
// of the number of shared papers, CV owners are drawn with a double border and
// a bold name, and a title with a legend sits on top.
package render

import (
	"cmp"
	"math"
	"slices"
)

// Graph is what to draw.
type Graph struct {
	// Title is the first line of the heading, e.g.
	// "Co-authorship network: 5 CVs, 312 people, 1,024 edges".
	Title string
	// Subtitle is the second, smaller line of the heading, e.g.
	// "top 100 people by PageRank; node size = PageRank, colour = community".
	Subtitle string
	// Nodes are the people; their IDs must be unique.
	Nodes []Node
	// Edges join nodes by ID; an edge naming an unknown node, or a node
	// to itself, is not drawn.
	Edges []Edge
	// Legend, when set, replaces the community entries of the legend,
	// for nodes coloured by something else (Node.Colour), such as
	// their first year.
	Legend []LegendItem
	// Placed says that every node's X and Y hold its position (as
	// [Place] sets them): with Options.Layout empty the picture is drawn
	// there, names placed by a collision pass, instead of being laid
	// out by Graphviz.
	Placed bool
}

// LegendItem is one colour of a legend given by the caller.
type LegendItem struct {
	Colour string // "#RRGGBB"
	Text   string
}

// Node is one person.
type Node struct {
	// ID identifies the node within its Graph.
	ID int
	// Label is the person's display name.
	Label string
	// Size is the relative importance in [0, 1] (PageRank rescaled); it
	// drives the node's area and label size. Values outside [0, 1] are
	// clamped and NaN counts as 0.
	Size float64
	// Group is the community id, which drives the colour; -1 means none.
	Group int
	// GroupName is the legend text for the group, e.g.
	// "Community 1: OSDI, SOSP (23 people)". The first non-empty name met
	// for a group (in ID order) is used.
	GroupName string
	// GroupSize is the size of the whole community (the drawn part may be
	// smaller): communities take palette colours and legend places
	// largest first. 0 counts the drawn members instead.
	GroupSize int
	// Colour, when set ("#RRGGBB"), fills the node instead of its
	// group's colour.
	Colour string
	// Tooltip is shown when the pointer rests on the node in an SVG
	// viewer (the person's measures); the label when empty.
	Tooltip string
	// Owner marks a CV owner, drawn with a double border and a bold label.
	Owner bool
	// X and Y are the node's centre in points (y upward), used when
	// Graph.Placed is set.
	X, Y float64
}

// Edge is a co-authorship between nodes U and V.
type Edge struct {
	// U and V are node IDs.
	U, V int
	// Weight is the number of shared papers; it drives the pen width.
	Weight float64
	// Label is optional text drawn along the edge.
	Label string
}

// Options says how to draw.
type Options struct {
	// Layout is the Graphviz engine: "dot", "neato", "fdp", "sfdp",
	// "circo" or "twopi". The empty string draws a placed graph (see
	// Graph.Placed) at its positions, with Graphviz's nop2 engine, and
	// lets [ChooseLayout] decide for others from the size of the
	// (filtered) graph.
	Layout string
	// Top keeps only the Top nodes by Size and the edges among them, as
	// [Filter] does; 0 keeps everything.
	Top int
}

// Layouts lists the engines accepted in [Options.Layout].
var Layouts = []string{"dot", "neato", "fdp", "sfdp", "circo", "twopi"}

// neatoMaxNodes is the largest graph [ChooseLayout] gives to neato.
const neatoMaxNodes = 300

// ChooseLayout returns the Graphviz engine for a graph of the given size:
// "neato" up to 300 nodes, "sfdp" above.
//
// neato (stress majorisation) draws small graphs best, but its cost grows
// faster than quadratically; sfdp (multilevel force-directed) stays within
// seconds for thousands of nodes. CPU seconds for render/svg on synthetic
// co-authorship graphs (BASELINES.md generator; Graphviz 12.1.2 in
// WebAssembly, one core):
//
//	nodes/edges   neato   fdp    sfdp
//	  100/738      0.26   0.10   0.10
//	  300/2585     1.8    0.42   0.26
//	 1000/9849    27.8    2.0    0.97
//
// fdp is never chosen: it is slower than sfdp and no prettier. "dot" is
// never chosen either: its hierarchy suits directed graphs, and on dense
// graphs of a thousand nodes it does not finish in minutes. edges is
// accepted for future rules; the measured cost follows nodes.
func ChooseLayout(nodes, edges int) string {
	_ = edges
	if nodes <= neatoMaxNodes {
		return "neato"
	}
	return "sfdp"
}

// Filter returns g restricted to its top nodes by Size (larger first, ties
// broken by smaller ID) and the edges whose ends are both kept. Nodes and
// edges keep their order in g. If top ≤ 0 or g has no more than top nodes,
// g is returned unchanged.
func Filter(g Graph, top int) Graph {
	if top <= 0 || len(g.Nodes) <= top {
		return g
	}
	kept := make(map[int]bool, top)
	for _, n := range byImportance(g.Nodes)[:top] {
		kept[n.ID] = true
	}
	out := Graph{Title: g.Title, Subtitle: g.Subtitle}
	for _, n := range g.Nodes {
		if kept[n.ID] {
			out.Nodes = append(out.Nodes, n)
		}
	}
	for _, e := range g.Edges {
		if kept[e.U] && kept[e.V] {
			out.Edges = append(out.Edges, e)
		}
	}
	return out
}

// byImportance returns a copy of nodes sorted by Size, larger first, ties
// by smaller ID.
func byImportance(nodes []Node) []Node {
	s := slices.Clone(nodes)
	slices.SortStableFunc(s, func(a, b Node) int {
		if c := cmp.Compare(clampSize(b.Size), clampSize(a.Size)); c != 0 {
			return c
		}
		return cmp.Compare(a.ID, b.ID)
	})
	return s
}

// clampSize maps Size into [0, 1], NaN to 0.
func clampSize(x float64) float64 {
	if math.IsNaN(x) || x < 0 {
		return 0
	}
	return min(x, 1)
}
