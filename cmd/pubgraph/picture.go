package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/render"
	"github.com/pubgraph/pubgraph/report"
)

// pictureOptions say which part of the network graph.svg shows and how.
type pictureOptions struct {
	fractional bool
	top        int
	// colour is "community" or "year" (the person's first year).
	colour string
	// ego, when ≥ 0, draws only the people within depth steps of them.
	ego, depth int
}

// colourModes are the values of analyze --colour.
var colourModes = []string{"community", "year"}

// yearRamp is viridis at six stops: dark is early, yellow is recent.
var yearRamp = []string{"#440154", "#414487", "#2A788E", "#22A884", "#7AD151", "#FDE725"}

// pictureOf describes the network for the renderer. It selects before it
// builds, so a million-author corpus costs no more to draw than the few
// hundred people in the picture: everyone within --depth of --ego, or the
// subset render.Subset chooses (the most central people, every large
// community among them, nobody without a co-author).
func pictureOf(d report.Data, o pictureOptions) render.Graph {
	shown := pictureSubset(d, o)
	sc := newPictureScale(d, shown)
	pg := render.Graph{Nodes: pictureNodes(d, shown, sc, o.colour), Edges: pictureEdges(d.Corpus, shown, o.fractional)}
	pg.Title, pg.Subtitle = pictureTitles(d, len(shown), sc.owners, o)
	if o.colour == "year" {
		pg.Legend = sc.yearLegend(shown)
	}
	return pg
}

// pictureSubset chooses the people of the picture.
func pictureSubset(d report.Data, o pictureOptions) []int {
	c, m := d.Corpus, d.Metrics
	if o.ego < 0 {
		return render.Subset(len(c.People), d.Ranked(), m.Communities.Community, m.Degree, o.top)
	}
	g := d.Graph
	if g == nil {
		g = c.CoauthorGraph(graph.Unweighted)
	}
	return analysis.EgoNetwork(g, m.PageRank, o.ego, o.depth, o.top)
}

// pictureScale is what the picture's sizes and colours are scaled by.
type pictureScale struct {
	first, last      []int // each person's first and last year
	maxPR            float64
	owners           bool // a CV owner is shown
	minYear, maxYear int  // the range of the shown people's first years
}

func newPictureScale(d report.Data, shown []int) pictureScale {
	c, m := d.Corpus, d.Metrics
	sc := pictureScale{}
	sc.first, sc.last = d.Years()
	for _, id := range shown {
		sc.maxPR = max(sc.maxPR, m.PageRank[id])
		sc.owners = sc.owners || c.People[id].Owner
		if y := sc.first[id]; y != 0 {
			if sc.minYear == 0 || y < sc.minYear {
				sc.minYear = y
			}
			sc.maxYear = max(sc.maxYear, y)
		}
	}
	return sc
}

// yearColour is the colour of a first year on the ramp.
func (sc pictureScale) yearColour(y int) string {
	if y == 0 {
		return render.OtherColour
	}
	if sc.maxYear == sc.minYear {
		return yearRamp[len(yearRamp)-1]
	}
	return yearRamp[(y-sc.minYear)*(len(yearRamp)-1)/(sc.maxYear-sc.minYear)]
}

func pictureNodes(d report.Data, shown []int, sc pictureScale, colour string) []render.Node {
	c, m, labels := d.Corpus, d.Metrics, d.Labels
	var nodes []render.Node
	for _, id := range shown {
		p := c.People[id]
		size := 0.0
		if sc.maxPR > 0 {
			size = m.PageRank[id] / sc.maxPR
		}
		comm := m.Communities.Community[id]
		n := render.Node{ID: id, Label: p.Name, Size: size, Group: comm, Owner: p.Owner,
			GroupSize: m.Communities.Sizes[comm], Tooltip: tooltip(d, id, sc.first[id], sc.last[id]),
			GroupName: fmt.Sprintf("%d: %s (%s)", comm, labels[comm], report.People(m.Communities.Sizes[comm]))}
		if colour == "year" {
			n.Colour = sc.yearColour(sc.first[id])
		}
		nodes = append(nodes, n)
	}
	return nodes
}

func pictureEdges(c *graph.Corpus, shown []int, fractional bool) []render.Edge {
	keep := make([]bool, len(c.People))
	for _, id := range shown {
		keep[id] = true
	}
	var edges []render.Edge
	for _, e := range c.Edges.All() {
		if !keep[e.U] || !keep[e.V] {
			continue
		}
		w := e.Papers
		if fractional {
			w = e.Fractional
		}
		edges = append(edges, render.Edge{U: int(e.U), V: int(e.V), Weight: w})
	}
	return edges
}

// pictureTitles says what the picture shows. The heading speaks of what
// the input holds: a network file has links, not publications, and no CV
// owners.
func pictureTitles(d report.Data, shown int, owners bool, o pictureOptions) (title, subtitle string) {
	c := d.Corpus
	whole := describeCorpus(d)
	title = "Co-authorship network: " + whole
	if o.ego >= 0 {
		title = fmt.Sprintf("Co-authorship network around %s (%s)", c.People[o.ego].Name, steps(o.depth))
	}
	var sub []string
	switch {
	case o.ego >= 0:
		sub = append(sub, fmt.Sprintf("%s of %s", report.People(shown), whole))
	case shown < len(c.People):
		sub = append(sub, fmt.Sprintf("the %d most central of %s, the largest communities shown", shown, report.People(len(c.People))))
	}
	sub = append(sub, "node size = PageRank")
	if o.colour == "year" {
		sub = append(sub, "colour = first year")
	} else {
		sub = append(sub, "colour = community")
	}
	if owners {
		sub = append(sub, "double outline = CV owner")
	}
	switch {
	case len(c.Publications) == 0:
		sub = append(sub, "edge width = link weight")
	case o.fractional:
		sub = append(sub, "edge width = Newman's weight")
	default:
		sub = append(sub, "edge width = shared papers")
	}
	return title, strings.Join(sub, " · ")
}

// yearLegend names the years of each colour on the ramp that a shown
// person has.
func (sc pictureScale) yearLegend(shown []int) []render.LegendItem {
	seen := make(map[string]bool)
	for _, id := range shown {
		seen[sc.yearColour(sc.first[id])] = true
	}
	var legend []render.LegendItem
	for i, colour := range yearRamp {
		if !seen[colour] {
			continue
		}
		lo, hi := sc.minYear, sc.maxYear
		if sc.maxYear > sc.minYear {
			// The years whose colour this is.
			lo = sc.minYear + (i*(sc.maxYear-sc.minYear)+len(yearRamp)-2)/(len(yearRamp)-1)
			hi = sc.minYear + ((i+1)*(sc.maxYear-sc.minYear)-1)/(len(yearRamp)-1)
			if i == len(yearRamp)-1 {
				hi = sc.maxYear
			}
		}
		text := fmt.Sprintf("first paper %d", lo)
		if hi > lo {
			text = fmt.Sprintf("first paper %d–%d", lo, hi)
		}
		legend = append(legend, render.LegendItem{Colour: colour, Text: text})
	}
	if seen[render.OtherColour] {
		legend = append(legend, render.LegendItem{Colour: render.OtherColour, Text: "year unknown"})
	}
	return legend
}

// describeCorpus says what the input holds: people, publications and
// co-author pairs, or for a network input (no publications) people and
// links.
func describeCorpus(d report.Data) string {
	c := d.Corpus
	if len(c.Publications) == 0 {
		return fmt.Sprintf("%s, %d links", report.People(len(c.People)), c.Edges.Len())
	}
	return fmt.Sprintf("%s, %d publications, %d co-author pairs", report.People(len(c.People)), len(c.Publications), c.Edges.Len())
}

func steps(depth int) string {
	if depth == 1 {
		return "co-authors"
	}
	return fmt.Sprintf("within %d steps", depth)
}

// tooltip is a person's measures in one line, for the SVG.
func tooltip(d report.Data, id, first, last int) string {
	c, m := d.Corpus, d.Metrics
	p := c.People[id]
	parts := []string{p.Name, fmt.Sprintf("community %d", m.Communities.Community[id])}
	if len(c.Publications) > 0 {
		parts = append(parts, fmt.Sprintf("%d papers", p.Papers))
	}
	parts = append(parts, fmt.Sprintf("%d co-authors", m.Degree[id]), fmt.Sprintf("PageRank %.4g", m.PageRank[id]))
	if m.Betweenness != nil {
		parts = append(parts, fmt.Sprintf("betweenness %.4g", m.Betweenness[id]))
	}
	if first != 0 {
		parts = append(parts, fmt.Sprintf("%d–%d", first, last))
	}
	if p.Owner {
		parts = append(parts, "CV owner")
	}
	return strings.Join(parts, " · ")
}

// htmlView chooses the people of report.html's network and lays them out.
func htmlView(ctx context.Context, d report.Data, top int, seed uint64, markdown []byte) (report.HTMLView, error) {
	c, m := d.Corpus, d.Metrics
	shown := render.Subset(len(c.People), d.Ranked(), m.Communities.Community, m.Degree, top)
	index := make(map[int]int, len(shown))
	groups := make([]int, len(shown))
	for i, id := range shown {
		index[id] = i
		groups[i] = m.Communities.Community[id]
	}
	var edges []render.LayoutEdge
	for _, e := range c.Edges.All() {
		u, okU := index[int(e.U)]
		v, okV := index[int(e.V)]
		if okU && okV {
			edges = append(edges, render.LayoutEdge{U: u, V: v, Weight: e.Papers})
		}
	}
	xs, ys, err := render.MapLayout(ctx, len(shown), edges, groups, rand.NewPCG(seed, mapStream), render.MapOptions{})
	if err != nil {
		return report.HTMLView{}, err
	}
	v := report.HTMLView{
		Title:  "Co-authorship network",
		People: shown, X: xs, Y: ys, Palette: render.Palette, Other: render.OtherColour, Markdown: markdown,
	}
	v.Subtitle = describeCorpus(d)
	if len(shown) < len(c.People) {
		v.Subtitle += fmt.Sprintf(" · the network shows %d of them", len(shown))
	}
	return v, nil
}

// maxHTMLPeople bounds report.html's network, for the browser's sake.
const maxHTMLPeople = 20000

// mapStream is the second word of the random source of report.html's
// layout (the first is --seed).
const mapStream = 0x9e3779b97f4a7c15
