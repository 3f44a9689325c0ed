package main

import (
	"fmt"
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
	c, m := d.Corpus, d.Metrics
	var shown []int
	if o.ego >= 0 {
		g := d.Graph
		if g == nil {
			g = c.CoauthorGraph(graph.Unweighted)
		}
		shown = analysis.EgoNetwork(g, m.PageRank, o.ego, o.depth, o.top)
	} else {
		shown = render.Subset(len(c.People), d.Ranked(), m.Communities.Community, m.Degree, o.top)
	}
	keep := make([]bool, len(c.People))
	for _, id := range shown {
		keep[id] = true
	}
	first, last := d.Years()
	maxPR := 0.0
	owners := false
	minYear, maxYear := 0, 0
	for _, id := range shown {
		maxPR = max(maxPR, m.PageRank[id])
		owners = owners || c.People[id].Owner
		if y := first[id]; y != 0 {
			if minYear == 0 || y < minYear {
				minYear = y
			}
			maxYear = max(maxYear, y)
		}
	}
	yearColour := func(y int) string {
		if y == 0 {
			return render.OtherColour
		}
		if maxYear == minYear {
			return yearRamp[len(yearRamp)-1]
		}
		return yearRamp[(y-minYear)*(len(yearRamp)-1)/(maxYear-minYear)]
	}
	labels := d.Labels
	pg := render.Graph{}
	for _, id := range shown {
		p := c.People[id]
		size := 0.0
		if maxPR > 0 {
			size = m.PageRank[id] / maxPR
		}
		comm := m.Communities.Community[id]
		n := render.Node{ID: id, Label: p.Name, Size: size, Group: comm, Owner: p.Owner,
			GroupSize: m.Communities.Sizes[comm], Tooltip: tooltip(d, id, first[id], last[id]),
			GroupName: fmt.Sprintf("%d: %s (%s)", comm, labels[comm], report.People(m.Communities.Sizes[comm]))}
		if o.colour == "year" {
			n.Colour = yearColour(first[id])
		}
		pg.Nodes = append(pg.Nodes, n)
	}
	for _, e := range c.Edges.All() {
		if !keep[e.U] || !keep[e.V] {
			continue
		}
		w := e.Papers
		if o.fractional {
			w = e.Fractional
		}
		pg.Edges = append(pg.Edges, render.Edge{U: int(e.U), V: int(e.V), Weight: w})
	}

	// The heading speaks of what the input holds: a network file has
	// links, not publications, and no CV owners.
	network := len(c.Publications) == 0
	whole := describeCorpus(d)
	pg.Title = "Co-authorship network: " + whole
	if o.ego >= 0 {
		pg.Title = fmt.Sprintf("Co-authorship network around %s (%s)", c.People[o.ego].Name, steps(o.depth))
	}
	var sub []string
	switch {
	case o.ego >= 0:
		sub = append(sub, fmt.Sprintf("%s of %s", report.People(len(shown)), whole))
	case len(shown) < len(c.People):
		sub = append(sub, fmt.Sprintf("the %d most central of %s, the largest communities shown", len(shown), report.People(len(c.People))))
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
	case network:
		sub = append(sub, "edge width = link weight")
	case o.fractional:
		sub = append(sub, "edge width = Newman's weight")
	default:
		sub = append(sub, "edge width = shared papers")
	}
	pg.Subtitle = strings.Join(sub, " · ")

	if o.colour == "year" {
		seen := make(map[string]bool)
		for _, id := range shown {
			seen[yearColour(first[id])] = true
		}
		for i, colour := range yearRamp {
			if !seen[colour] {
				continue
			}
			lo, hi := minYear, maxYear
			if maxYear > minYear {
				// The years whose colour this is.
				lo = minYear + (i*(maxYear-minYear)+len(yearRamp)-2)/(len(yearRamp)-1)
				hi = minYear + ((i+1)*(maxYear-minYear)-1)/(len(yearRamp)-1)
				if i == len(yearRamp)-1 {
					hi = maxYear
				}
			}
			text := fmt.Sprintf("first paper %d", lo)
			if hi > lo {
				text = fmt.Sprintf("first paper %d–%d", lo, hi)
			}
			pg.Legend = append(pg.Legend, render.LegendItem{Colour: colour, Text: text})
		}
		if seen[render.OtherColour] {
			pg.Legend = append(pg.Legend, render.LegendItem{Colour: render.OtherColour, Text: "year unknown"})
		}
	}
	return pg
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
