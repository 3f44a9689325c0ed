package report

import (
	"math"
	"strconv"
	"strings"
)

// attrType is the type of a node or edge attribute in the graph exports.
type attrType int

const (
	attrString attrType = iota
	attrInt
	attrDouble
	attrBool
)

// attribute is one column of the node (or edge) table written by every
// graph export. value returns the attribute of node (edge) i as text and
// false when it is unknown, so the export leaves it out.
type attribute struct {
	name  string
	typ   attrType
	value func(i int) (string, bool)
}

// YearSpan returns each person's first and last publication year (0 when
// unknown), from the publications and, for network inputs without
// publications, from the years of the person's edges. An edge's years
// are those of papers both its people wrote, so with publications the
// edges (tens of millions of them) are not read.
func YearSpan(d Data) (first, last []int) {
	c := d.Corpus
	first = make([]int, len(c.People))
	last = make([]int, len(c.People))
	see := func(p, y int) {
		if y <= 0 {
			return
		}
		if first[p] == 0 || y < first[p] {
			first[p] = y
		}
		last[p] = max(last[p], y)
	}
	for _, pb := range c.Publications {
		for _, a := range pb.Authors {
			see(int(a.Person), int(pb.Year))
		}
	}
	if len(c.Publications) > 0 {
		return first, last
	}
	for _, e := range c.Edges.All() {
		for _, p := range []int{int(e.U), int(e.V)} {
			see(p, int(e.FirstYear))
			see(p, int(e.LastYear))
		}
	}
	return first, last
}

// nodeAttributes are the per-person attributes of the exports, in order:
// the columns of people.csv plus first and last year and the community's
// label. Measures that were not computed are left out entirely.
func nodeAttributes(d Data) []attribute {
	c, m := d.Corpus, d.Metrics
	labels := d.labels()
	first, last := d.yearSpan()
	str := func(name string, f func(i int) string) attribute {
		return attribute{name, attrString, func(i int) (string, bool) { s := f(i); return s, s != "" }}
	}
	integer := func(name string, f func(i int) int) attribute {
		return attribute{name, attrInt, func(i int) (string, bool) { return itoa(f(i)), true }}
	}
	year := func(name string, ys []int) attribute {
		return attribute{name, attrInt, func(i int) (string, bool) { return itoa(ys[i]), ys[i] != 0 }}
	}
	double := func(name string, vs []float64) attribute {
		return attribute{name, attrDouble, func(i int) (string, bool) {
			v := vs[i]
			return ftoa(v), !math.IsNaN(v) && !math.IsInf(v, 0)
		}}
	}
	attrs := []attribute{
		str("label", func(i int) string { return c.People[i].Name }),
		str("aliases", func(i int) string { return strings.Join(c.People[i].Aliases(), "; ") }),
		integer("papers", func(i int) int { return int(c.People[i].Papers) }),
		year("first_year", first),
		year("last_year", last),
		integer("degree", func(i int) int { return m.Degree[i] }),
		double("strength", m.Strength),
	}
	for _, f := range []struct {
		name string
		vs   []float64
	}{{"betweenness", m.Betweenness}, {"closeness", m.Closeness}, {"harmonic", m.Harmonic}, {"eigenvector", m.Eigenvector}, {"pagerank", m.PageRank}} {
		if f.vs != nil {
			attrs = append(attrs, double(f.name, f.vs))
		}
	}
	attrs = append(attrs,
		integer("core", func(i int) int { return m.Core[i] }),
		integer("component", func(i int) int { return m.Component[i] }),
		integer("community", func(i int) int { return m.Communities.Community[i] }),
		str("community_label", func(i int) string { return labels[m.Communities.Community[i]] }),
	)
	if m.Clustering != nil {
		attrs = append(attrs, double("clustering", m.Clustering))
	}
	attrs = append(attrs,
		attribute{"owner", attrBool, func(i int) (string, bool) { return strconv.FormatBool(c.People[i].Owner), true }},
		str("orcid", func(i int) string { return c.People[i].ORCID() }),
		str("dblp", func(i int) string { return c.People[i].DBLP }),
		str("source_id", func(i int) string { return strings.Join(c.People[i].SourceIDs(), "; ") }),
	)
	if m.Multiplex != nil {
		attrs = append(attrs, integer("multiplex_community", func(i int) int { return m.Multiplex.Community[i] }))
	}
	return attrs
}

// edgeAttributes are the per-edge attributes of the exports: "weight" is
// shared papers (the weight every tool uses by default), "fractional"
// Newman's weight, and the years of the first and last shared paper.
func edgeAttributes(d Data) []attribute {
	es := &d.Corpus.Edges
	return []attribute{
		{"weight", attrDouble, func(i int) (string, bool) { return ftoa(es.At(i).Papers), true }},
		{"fractional", attrDouble, func(i int) (string, bool) { return ftoa(es.At(i).Fractional), true }},
		{"first_year", attrInt, func(i int) (string, bool) { return itoa(int(es.At(i).FirstYear)), es.At(i).FirstYear != 0 }},
		{"last_year", attrInt, func(i int) (string, bool) { return itoa(int(es.At(i).LastYear)), es.At(i).LastYear != 0 }},
	}
}
