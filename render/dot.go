package render

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ErrLayout is returned for an [Options.Layout] that is not one of [Layouts].
var ErrLayout = errors.New("unknown layout")

// ErrDuplicateID is returned when two nodes share an ID.
var ErrDuplicateID = errors.New("duplicate node ID")

// Label thinning: on graphs with more than labelAllMax nodes only the
// labelTop most important nodes carry a visible name (the others keep it as
// a tooltip), because hundreds of overlapping names are unreadable.
const (
	labelAllMax = 150
	labelTop    = 50
)

// Edge pen width in points: minPen for one shared paper, growing with the
// natural logarithm of Weight, capped at maxPen so that a pair with a
// hundred papers does not hide its neighbourhood.
const (
	minPen = 0.7
	penLog = 1.1
	maxPen = 5.0
)

// Colours and fonts that are not part of the community Palette.
const (
	edgeColour  = "#6E6E6E70" // grey, alpha 0x70: many crossing edges stay light
	textColour  = "#222222"
	mutedColour = "#555555"
	fontName    = "Helvetica" // one of the few fonts Graphviz has metrics for
)

// DOT writes g as an undirected Graphviz graph with all styling attributes
// and the chosen layout engine set, so that `dot -Tsvg` (or any engine named
// with -K) draws the same picture as package render/svg. The output depends only on g and
// opt, not on the order of g.Nodes and g.Edges: nodes are written by ID and
// edges by their ends.
func DOT(w io.Writer, g Graph, opt Options) error {
	doc, _, err := build(g, opt)
	if err != nil {
		return err
	}
	if _, err := w.Write(doc); err != nil {
		return fmt.Errorf("render: writing DOT: %w", err)
	}
	return nil
}

// Document returns the DOT document [DOT] writes for g and opt and the
// Graphviz layout engine it names, for a renderer that lays it out (such
// as package render/svg).
func Document(g Graph, opt Options) (doc []byte, layout string, err error) {
	return build(g, opt)
}

// scale holds the size-dependent drawing parameters.
type scale struct {
	minWidth, maxWidth float64 // node diameter in inches
	minFont, maxFont   float64 // label size in points
}

// scaleFor returns drawing parameters for a graph of n nodes: the more
// nodes, the smaller each one, so that the picture stays a sane size.
func scaleFor(n int) scale {
	switch {
	case n <= 60:
		return scale{0.2, 0.75, 9, 16}
	case n <= 300:
		return scale{0.1, 0.5, 8, 16}
	case n <= 2000:
		return scale{0.05, 0.35, 8, 14}
	default:
		return scale{0.03, 0.25, 8, 14}
	}
}

// build returns the DOT document for g and opt and the layout engine it
// names.
func build(g Graph, opt Options) ([]byte, string, error) {
	g = Filter(g, opt.Top)
	nodes := slices.Clone(g.Nodes)
	slices.SortStableFunc(nodes, func(a, b Node) int { return cmp.Compare(a.ID, b.ID) })
	for i := 1; i < len(nodes); i++ {
		if nodes[i].ID == nodes[i-1].ID {
			return nil, "", fmt.Errorf("render: node %d: %w", nodes[i].ID, ErrDuplicateID)
		}
	}
	edges := drawnEdges(nodes, g.Edges)

	layout := opt.Layout
	placed := g.Placed && layout == ""
	switch {
	case placed:
		layout = placedLayout
	case layout == "":
		layout = ChooseLayout(len(nodes), len(edges))
	}
	if !placed && !slices.Contains(Layouts, layout) {
		return nil, "", fmt.Errorf("render: layout %q: %w", layout, ErrLayout)
	}

	colours := groupColours(nodes)
	labelled := labelledNodes(nodes)
	sc := scaleFor(len(nodes))
	width := func(n Node) float64 { return sc.minWidth + (sc.maxWidth-sc.minWidth)*math.Sqrt(clampSize(n.Size)) }
	font := func(n Node) float64 { return sc.minFont + (sc.maxFont-sc.minFont)*math.Sqrt(clampSize(n.Size)) }
	var labels []placedLabel
	if placed {
		labelled = nil
		labels = placeLabels(nodes, func(n Node) float64 { return 72 * width(n) }, font)
	}

	var b bytes.Buffer
	if placed {
		b.WriteString("// Drawn by pubgraph at the positions given; draw with: neato -n2 -Tsvg\n")
	} else {
		fmt.Fprintf(&b, "// Drawn by pubgraph; lay out with: %s -Tsvg\n", layout)
	}
	b.WriteString("graph \"pubgraph\" {\n")
	writeAttrs(&b, "graph", graphAttrs(layout, len(nodes)))
	if label := heading(g, nodes, edges, colours); label != "" {
		fmt.Fprintf(&b, "\tgraph [label=<%s>];\n", label)
	}
	writeAttrs(&b, "node", []attr{
		{"shape", "circle"}, {"style", "filled"}, {"fixedsize", "true"},
		{"label", ""}, {"fontname", fontName}, {"fontcolor", textColour},
		{"penwidth", "1.2"}, {"fillcolor", OtherColour}, {"color", darker(OtherColour)},
	})
	writeAttrs(&b, "edge", []attr{
		{"color", edgeColour}, {"penwidth", num(minPen)},
		{"fontname", fontName}, {"fontsize", "8"}, {"fontcolor", mutedColour},
	})

	for _, n := range nodes {
		fill := OtherColour
		if c, ok := colours[n.Group]; ok && n.Group >= 0 {
			fill = c
		}
		if n.Colour != "" {
			fill = n.Colour
		}
		// Diameter grows with √Size so that area above the minimum is
		// proportional to Size.
		a := []attr{{"width", num(width(n))}}
		if placed {
			a = append(a, attr{"pos", num(n.X) + "," + num(n.Y)})
		}
		if fill != OtherColour {
			a = append(a, attr{"fillcolor", fill}, attr{"color", darker(fill)})
		}
		name := clean(n.Label)
		var xlabel string
		if labelled[n.ID] && name != "" {
			a = append(a, attr{"fontsize", num(font(n))})
			// Graphviz has text metrics for Helvetica but not for
			// Helvetica-Bold, so owners' names are bold by markup.
			if n.Owner {
				xlabel = "<<B>" + html(name) + "</B>>"
			} else {
				xlabel = quote(name)
			}
		}
		if tip := clean(n.Tooltip); tip != "" {
			a = append(a, attr{"tooltip", tip})
		} else if name != "" {
			a = append(a, attr{"tooltip", name})
		}
		if n.Owner {
			a = append(a, attr{"shape", "doublecircle"}, attr{"penwidth", "1.6"})
		}
		b.WriteByte('\t')
		b.WriteString(quote(nodeName(n.ID)))
		if xlabel != "" {
			a = append(a, attr{"xlabel", xlabel})
		}
		writeList(&b, a)
		b.WriteString(";\n")
	}
	for _, e := range edges {
		b.WriteByte('\t')
		fmt.Fprintf(&b, "%s -- %s", quote(nodeName(e.U)), quote(nodeName(e.V)))
		var a []attr
		if p := penWidth(e.Weight); p != minPen {
			a = append(a, attr{"penwidth", num(p)})
		}
		if l := clean(e.Label); l != "" {
			a = append(a, attr{"label", l})
		}
		writeList(&b, a)
		b.WriteString(";\n")
	}
	if len(labels) > 0 {
		writeLabels(&b, labels)
	}
	b.WriteString("}\n")
	return b.Bytes(), layout, nil
}

// placedLayout is the Graphviz engine of placed graphs: nop2 keeps the
// nodes' positions and draws straight edges between them (neato -n2).
const placedLayout = "nop2"

// writeLabels writes the names placeLabels kept as text-only nodes
// "l<ID>" at their places, on a translucent white ground so that they
// read over edges.
func writeLabels(b *bytes.Buffer, labels []placedLabel) {
	b.WriteString("\tsubgraph \"names\" {\n\t")
	writeAttrs(b, "node", []attr{
		{"shape", "plaintext"}, {"style", "filled"}, {"fixedsize", "false"},
		{"fillcolor", labelGround}, {"color", "none"}, {"penwidth", "0"},
		{"width", "0"}, {"height", "0"}, {"margin", "0.01"},
	})
	for _, l := range labels {
		a := []attr{{"pos", num(l.x) + "," + num(l.y)}, {"fontsize", num(l.pt)}, {"tooltip", l.text}}
		if l.owner {
			a = append(a, attr{htmlLabel, "<<B>" + html(l.text) + "</B>>"})
		} else {
			a = append(a, attr{"label", l.text})
		}
		b.WriteString("\t\t")
		b.WriteString(quote("l" + strconv.Itoa(l.id)))
		writeList(b, a)
		b.WriteString(";\n")
	}
	b.WriteString("\t}\n")
}

// labelGround is the fill behind placed names: white, alpha 0xB0.
const labelGround = "#FFFFFFB0"

// drawnEdges returns the edges of g between distinct known nodes, each with
// U < V, sorted by (U, V, Weight, Label).
func drawnEdges(nodes []Node, edges []Edge) []Edge {
	known := make(map[int]bool, len(nodes))
	for _, n := range nodes {
		known[n.ID] = true
	}
	var out []Edge
	for _, e := range edges {
		if e.U == e.V || !known[e.U] || !known[e.V] {
			continue
		}
		if e.U > e.V {
			e.U, e.V = e.V, e.U
		}
		out = append(out, e)
	}
	slices.SortStableFunc(out, func(a, b Edge) int {
		return cmp.Or(cmp.Compare(a.U, b.U), cmp.Compare(a.V, b.V),
			cmp.Compare(a.Weight, b.Weight), strings.Compare(a.Label, b.Label))
	})
	return out
}

// groupColours assigns Palette colours to groups, largest group first (by
// GroupSize when given, else by drawn members; ties by smaller id), so
// that when there are more groups than colours the biggest communities
// are the coloured ones. Nodes with Group < 0 get none.
func groupColours(nodes []Node) map[int]string {
	count := map[int]int{}
	for _, n := range nodes {
		if n.Group >= 0 {
			if n.GroupSize > 0 {
				count[n.Group] = n.GroupSize
			} else {
				count[n.Group]++
			}
		}
	}
	groups := make([]int, 0, len(count))
	for id := range count {
		groups = append(groups, id)
	}
	slices.SortFunc(groups, func(a, b int) int {
		return cmp.Or(cmp.Compare(count[b], count[a]), cmp.Compare(a, b))
	})
	colours := make(map[int]string, len(Palette))
	for i, id := range groups {
		if i == len(Palette) {
			break
		}
		colours[id] = Palette[i]
	}
	return colours
}

// labelledNodes returns the IDs whose names are drawn: all of them on
// small graphs, the labelTop most important ones on big graphs.
func labelledNodes(nodes []Node) map[int]bool {
	top := nodes
	if len(nodes) > labelAllMax {
		top = byImportance(nodes)[:labelTop]
	}
	out := make(map[int]bool, len(top))
	for _, n := range top {
		out[n.ID] = true
	}
	return out
}

// graphAttrs returns the graph attributes for a layout engine and size.
func graphAttrs(layout string, nodes int) []attr {
	a := []attr{
		{"layout", layout},
		{"outputorder", "edgesfirst"},
		{"bgcolor", "white"},
		{"pad", "0.3"},
		{"fontname", fontName},
		{"fontcolor", textColour},
		{"labelloc", "t"},
		{"labeljust", "c"},
		{"forcelabels", "true"},
	}
	switch layout {
	case "dot":
		a = append(a, attr{"splines", "true"}, attr{"nodesep", "0.3"}, attr{"ranksep", "0.6"})
	case "neato", "fdp", "sfdp":
		// start=1 fixes the random seed, so the same DOT gives the same
		// picture; pack lays out components apart and packs them.
		// overlap=scale spreads the layout uniformly until nodes no
		// longer overlap, which keeps its shape; the WebAssembly Graphviz
		// lacks GTS, so prism (sfdp's default) is unavailable, and
		// voronoi flings the periphery of a dense core far out.
		// Straight edges: curved or routed splines cost a minute for
		// 40 nodes and 130 edges in the WebAssembly Graphviz. sep leaves
		// room for names around the nodes on small graphs, where every
		// node is named; scaling a hairball that far makes it huge.
		//
		// sfdp (big graphs) keeps overlaps instead: removing them from a
		// dense core of thousands scales the canvas so far that nodes and
		// heading vanish when the picture is seen whole. K=1 (inches
		// between neighbours, default 0.3) spreads it to a readable size
		// without flinging small components too far apart.
		a = append(a, attr{"start", "1"}, attr{"pack", "true"}, attr{"splines", "false"})
		switch {
		case layout == "sfdp":
			a = append(a, attr{"overlap", "true"}, attr{"K", "1"})
		case nodes <= 60:
			a = append(a, attr{"overlap", "scale"}, attr{"sep", "+10"})
		default:
			a = append(a, attr{"overlap", "scale"}, attr{"sep", "+2"})
		}
	case "circo", "twopi":
		a = append(a, attr{"overlap", "scale"}, attr{"splines", "false"})
	case placedLayout:
		// Positions are final: straight edges, and nothing moved.
		a = append(a, attr{"splines", "false"})
	}
	return a
}

// heading returns the HTML-like graph label: title, subtitle and legend.
func heading(g Graph, nodes []Node, edges []Edge, colours map[int]string) string {
	var rows []string
	if t := clean(g.Title); t != "" {
		// Graphviz measures the bold title with regular metrics; a
		// minimum width of 0.62 em per character leaves room for bold.
		width := int(math.Ceil(float64(utf8.RuneCountInString(t)) * 22 * 0.62))
		rows = append(rows, fmt.Sprintf(`<TR><TD WIDTH="%d"><FONT POINT-SIZE="22"><B>%s</B></FONT></TD></TR>`, width, html(t)))
	}
	if s := clean(g.Subtitle); s != "" {
		rows = append(rows, fmt.Sprintf(`<TR><TD><FONT POINT-SIZE="13" COLOR="%s">%s</FONT></TD></TR>`, mutedColour, html(s)))
	}
	if l := legend(g.Legend, nodes, edges, colours); l != "" {
		rows = append(rows, "<TR><TD>"+l+"</TD></TR>")
	}
	if len(rows) == 0 {
		return ""
	}
	return `<TABLE BORDER="0" CELLSPACING="4" CELLPADDING="0">` + strings.Join(rows, "") + "</TABLE>"
}

// legendEntry is one item of the legend: a symbol and its explanation.
type legendEntry struct {
	symbol, colour, text string
}

// legend returns an HTML-like table listing community colours and the
// meaning of owners' rings and edge widths, or "" if there is nothing to
// explain.
func legend(given []LegendItem, nodes []Node, edges []Edge, colours map[int]string) string {
	names := map[int]string{}
	owners, other := false, false
	for _, n := range nodes {
		if _, ok := names[n.Group]; !ok || names[n.Group] == "" {
			names[n.Group] = clean(n.GroupName)
		}
		owners = owners || n.Owner
		if _, ok := colours[n.Group]; !ok {
			other = true
		}
	}
	groups := make([]int, 0, len(colours))
	for id := range colours {
		groups = append(groups, id)
	}
	slices.SortFunc(groups, func(a, b int) int {
		return cmp.Compare(slices.Index(Palette, colours[a]), slices.Index(Palette, colours[b]))
	})
	var entries []legendEntry
	for _, id := range groups {
		text := names[id]
		if text == "" {
			text = "Community " + strconv.Itoa(id)
		}
		entries = append(entries, legendEntry{"●", colours[id], text})
	}
	if other && len(groups) > 0 {
		entries = append(entries, legendEntry{"●", OtherColour, "other or no community"})
	}
	if given != nil {
		entries = entries[:0]
		for _, it := range given {
			entries = append(entries, legendEntry{"●", it.Colour, clean(it.Text)})
		}
	}
	if owners {
		entries = append(entries, legendEntry{"◎", textColour, "CV owner"})
	}
	if len(edges) > 0 {
		entries = append(entries, legendEntry{"━", edgeColour[:7], "edge width = shared papers"})
	}
	if len(entries) == 0 {
		return ""
	}
	rows := (len(entries) + 2) / 3
	cols := (len(entries) + rows - 1) / rows
	var b strings.Builder
	b.WriteString(`<TABLE BORDER="0" CELLSPACING="0" CELLPADDING="2">`)
	for i, e := range entries {
		if i%cols == 0 {
			b.WriteString("<TR>")
		}
		if i%cols != 0 {
			// Graphviz estimates text widths without the viewer's font;
			// a spacer keeps columns apart when the estimate is short.
			b.WriteString(`<TD WIDTH="24"></TD>`)
		}
		fmt.Fprintf(&b, `<TD ALIGN="RIGHT"><FONT POINT-SIZE="16" COLOR="%s">%s</FONT></TD><TD ALIGN="LEFT"><FONT POINT-SIZE="11">%s</FONT></TD>`,
			e.colour, e.symbol, html(e.text))
		if i%cols == cols-1 || i == len(entries)-1 {
			b.WriteString("</TR>")
		}
	}
	b.WriteString("</TABLE>")
	return b.String()
}

// penWidth maps a number of shared papers to an edge width in points.
func penWidth(papers float64) float64 {
	if !(papers > 1) { // also NaN
		return minPen
	}
	return min(minPen+penLog*math.Log(papers), maxPen)
}

// attr is one Graphviz attribute; values are always written quoted.
type attr struct{ key, value string }

func writeAttrs(b *bytes.Buffer, kind string, a []attr) {
	b.WriteByte('\t')
	b.WriteString(kind)
	writeList(b, a)
	b.WriteString(";\n")
}

func writeList(b *bytes.Buffer, a []attr) {
	if len(a) == 0 {
		return
	}
	b.WriteString(" [")
	for i, kv := range a {
		if i > 0 {
			b.WriteString(", ")
		}
		if kv.key == htmlLabel {
			b.WriteString("label=")
			b.WriteString(kv.value)
			continue
		}
		b.WriteString(kv.key)
		b.WriteByte('=')
		if kv.key == "xlabel" { // already quoted or an HTML-like label
			b.WriteString(kv.value)
		} else {
			b.WriteString(quote(kv.value))
		}
	}
	b.WriteByte(']')
}

// htmlLabel is the attr key of a label written as it is (an HTML-like
// label already escaped), as the "label" attribute.
const htmlLabel = "\x00label"

// nodeName is the DOT identifier of node id.
func nodeName(id int) string { return "n" + strconv.Itoa(id) }

// num formats x with at most three decimals and no trailing zeros.
func num(x float64) string {
	s := strconv.FormatFloat(x, 'f', 3, 64)
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// clean makes s safe for any Graphviz text: invalid UTF-8 and U+FFFD
// become "?" (strict DOT parsers such as gonum's reject U+FFFD), control
// characters and line breaks become spaces, and runs of space are
// collapsed, so that a label is always one line of valid UTF-8; the
// bidirectional formatting characters (U+202A–U+202E, U+2066–U+2069,
// U+200E, U+200F, U+061C) are removed, so a label cannot reorder the text
// drawn after it.
func clean(s string) string {
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "?")
	}
	s = strings.Map(func(r rune) rune {
		if r == utf8.RuneError {
			return '?'
		}
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			return ' '
		}
		if r == '\uFEFF' || r == '\uFFFE' || r == '\uFFFF' {
			return -1
		}
		if r >= '\u202A' && r <= '\u202E' || r >= '\u2066' && r <= '\u2069' || r == '\u200E' || r == '\u200F' || r == '\u061C' {
			return -1
		}
		return r
	}, s)
	return strings.Join(strings.Fields(s), " ")
}

// quote returns s as a DOT double-quoted string whose Graphviz escString
// meaning is s itself: backslashes are doubled (so "\n", "\N" and the like
// stay literal) and double quotes are escaped.
func quote(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// html escapes s for an HTML-like Graphviz label.
func html(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '"':
			b.WriteString("&quot;")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
