package report

import (
	"fmt"
	"math"
	"strconv"
)

// Layout places people on a map for the exports that carry drawing
// attributes, so that Gephi, Cytoscape and yEd open a finished map: GEXF
// gets viz:position, viz:color and viz:size, GraphML and graph.json get
// x, y, color and size node attributes. Positions come from a layout
// such as report.html's map; colours follow the community (Palette[c]
// for community c, Other beyond it, as in report.html, whose
// communities are numbered largest first); size grows with the square
// root of PageRank.
type Layout struct {
	// People are the people placed, X and Y their positions (same
	// order). People not listed get a colour and a size but no position.
	People []int
	X, Y   []float64
	// Palette and Other are "#RRGGBB" colours.
	Palette []string
	Other   string
}

// drawing is a Layout spread over all people.
type drawing struct {
	placed []bool
	x, y   []float64
	colour []string
	size   []float64
}

// drawingOf returns d.Layout per person, or nil if there is none.
func drawingOf(d Data) *drawing {
	l := d.Layout
	if l == nil {
		return nil
	}
	n := len(d.Corpus.People)
	dr := &drawing{placed: make([]bool, n), x: make([]float64, n), y: make([]float64, n),
		colour: make([]string, n), size: make([]float64, n)}
	for i, id := range l.People {
		if id >= 0 && id < n && i < len(l.X) && i < len(l.Y) && finite(l.X[i]) && finite(l.Y[i]) {
			dr.placed[id] = true
			// Two decimals: positions are for the eye, and rounding
			// keeps the file small.
			dr.x[id] = math.Round(l.X[i]*100) / 100
			dr.y[id] = math.Round(l.Y[i]*100) / 100
		}
	}
	m := d.Metrics
	maxPR := 0.0
	for _, v := range m.PageRank {
		if finite(v) {
			maxPR = max(maxPR, v)
		}
	}
	for i := range n {
		dr.colour[i] = l.Other
		if c := m.Communities.Community[i]; c >= 0 && c < len(l.Palette) {
			dr.colour[i] = l.Palette[c]
		}
		s := 0.0
		if i < len(m.PageRank) && maxPR > 0 && finite(m.PageRank[i]) {
			s = max(m.PageRank[i], 0) / maxPR
		}
		dr.size[i] = math.Round((4+26*math.Sqrt(s))*1000) / 1000
	}
	return dr
}

func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }

// drawingAttributes are the GraphML and JSON node attributes of d.Layout:
// x and y (for placed people), color and size; none without a layout.
func drawingAttributes(d Data) []attribute {
	dr := drawingOf(d)
	if dr == nil {
		return nil
	}
	return []attribute{
		{"x", attrDouble, func(i int) (string, bool) { return ftoa(dr.x[i]), dr.placed[i] }},
		{"y", attrDouble, func(i int) (string, bool) { return ftoa(dr.y[i]), dr.placed[i] }},
		{"color", attrString, func(i int) (string, bool) { return dr.colour[i], dr.colour[i] != "" }},
		{"size", attrDouble, func(i int) (string, bool) { return ftoa(dr.size[i]), true }},
	}
}

// appendViz appends person i's GEXF viz elements (position, colour,
// size) to b.
func (dr *drawing) appendViz(b []byte, i int) []byte {
	if r, g, bl, ok := rgb(dr.colour[i]); ok {
		b = fmt.Appendf(b, "        <viz:color r=\"%d\" g=\"%d\" b=\"%d\"/>\n", r, g, bl)
	}
	if dr.placed[i] {
		b = append(b, `        <viz:position x="`...)
		b = appendFtoa(b, dr.x[i])
		b = append(b, `" y="`...)
		b = appendFtoa(b, dr.y[i])
		b = append(b, "\" z=\"0\"/>\n"...)
	}
	b = append(b, `        <viz:size value="`...)
	b = appendFtoa(b, dr.size[i])
	return append(b, "\"/>\n"...)
}

// rgb parses "#RRGGBB".
func rgb(hex string) (r, g, b uint8, ok bool) {
	if len(hex) != 7 || hex[0] != '#' {
		return 0, 0, 0, false
	}
	v, err := strconv.ParseUint(hex[1:], 16, 32)
	if err != nil {
		return 0, 0, 0, false
	}
	return uint8(v >> 16), uint8(v >> 8), uint8(v), true
}
