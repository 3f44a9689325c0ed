package sections

import (
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
)

// head is a section heading as Split found it.
type head struct {
	line   int    // index of the heading's line
	text   string // its text, number and notes taken off
	marked bool
}

// rank orders headings from the outermost: markdown levels first, then
// ALL-CAPS lines, bold lines and plain ones.
func rank(l *markup.Line, text string) int {
	switch {
	case l.Heading > 0:
		return l.Heading
	case isAllCaps(text):
		return 7
	case l.OnlyStyle(markup.Bold):
		return 8
	}
	return 9
}

// examples returns what the section model reads of each section that
// heads, the headings of lines in order, start but the first (the text
// before the first heading).
func examples(lines []markup.Line, heads []head) []model.Example {
	xs := make([]model.Example, len(heads))
	sums := make([]model.Summary, len(heads))
	for k := 1; k < len(heads); k++ {
		from := heads[k].line + 1
		to := len(lines)
		if k+1 < len(heads) {
			to = heads[k+1].line
		}
		sums[k] = model.Summarize(lines[from:to])
	}
	for k := 1; k < len(heads); k++ {
		h := heads[k]
		l := &lines[h.line]
		rule, pk, _ := model.WordRule(h.text, h.marked)
		if pk != "" {
			rule += ":" + pk
		}
		x := model.Example{Heading: h.text, Marked: h.marked, Level: l.Heading, Rule: rule, Sum: sums[k]}
		// The parent: an empty section just before ("Publications"
		// over "Journal Articles"), or the last heading of a higher
		// rank.
		r := rank(l, h.text)
		for j := k - 1; j >= 1; j-- {
			if j == k-1 && sums[j].Lines == 0 || rank(&lines[heads[j].line], heads[j].text) < r {
				x.Parent = heads[j].text
				break
			}
		}
		if x.Parent == "" && k > 1 {
			x.Prev = heads[k-1].text
		}
		xs[k] = x
	}
	return xs
}

// classify gives each section but the first the class the section
// model reads in its heading and lines.
func (d *Doc) classify(lines []markup.Line, heads []head) {
	if len(d.Sections) < 2 {
		return
	}
	m := d.models.Sections
	xs := examples(lines, heads)
	d.Read = xs
	for k := 1; k < len(d.Sections); k++ {
		c := namedPubs(m.Scores(&xs[k]), d.Sections[k].Kind == Publications)
		d.Sections[k] = sectionOf(c, d.Sections[k], &xs[k])
	}
}

// sectionOf returns s with the kind of class c; x is what the model read.
func sectionOf(c model.Class, s Section, x *model.Example) Section {
	out := Section{Line: s.Line}
	switch {
	case c.Publications():
		out.Kind = Publications
		// The kind of the entries is the heading's own word for it
		// ("Patents", "Posters"), finer than the model's classes; the
		// model's kind is not yet sure enough to stand for it.
		out.PubKind = s.PubKind
	case c == model.Education:
		out.Kind = Education
	case c == model.Employment:
		out.Kind = Employment
	case c == model.Software:
		// A software section lists packages, and sometimes their
		// citable releases (byline, title, year, DOI), which are
		// works of kind other.
		out.Kind, out.PubKind, out.MaybePub, out.Listed = Other, PubOther, true, true
	case c == model.Talks || c == model.Teaching || c == model.Grants:
		out.Kind, out.Listed = Other, true
	default:
		out.Kind = Other
		// A "References" section lists either works or referees.
		out.MaybePub = model.Names(x.Heading, model.ConceptRef)
	}
	return out
}

// namedPubs returns the class of the best of the section model's
// scores s, except that a section whose heading's words name
// publications (named) keeps them unless the best reading beats the
// best among the kinds of publications by pubsMargin. The gap that
// matters is the one between publications and the rest, not between the
// two best classes (talks over teaching says nothing of publications).
func namedPubs(s [model.NumClasses]float64, named bool) model.Class {
	c, bestPub := model.Class(0), model.Class(-1)
	for k := range s {
		if s[k] > s[c] {
			c = model.Class(k)
		}
		if model.Class(k).Publications() && (bestPub < 0 || s[k] > s[bestPub]) {
			bestPub = model.Class(k)
		}
	}
	if named && !c.Publications() && bestPub >= 0 && s[c]-s[bestPub] < pubsMargin {
		return bestPub
	}
	return c
}

// pubsMargin is how far the section model's best reading must beat
// publications under a heading whose words name them. The model's
// scores are not calibrated; on the development documents the gaps of
// such sections the model reads as something else run from about 1.5
// to over 100, and the sections under 3 list works.
const pubsMargin = 3
