package sections

import (
	"math"
	"sort"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/heading"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
)

// Sub is a line inside a section that the heading detector takes for a
// heading although the word rules do not (all bold or in capitals, no
// year: "Encyclopedia Pieces" among teaching), with what the section
// model reads under it.
type Sub struct {
	// Line and End are the indexes of the line and of the line after
	// the last one under it: the next such line or heading.
	Line, End int
	// Read is what the section model read of the lines under it, as
	// of a section of their own.
	Read model.Example
	// Heads is set when the line heads a section of its own (see
	// Split).
	Heads bool
}

// subMargin is the margin by which the section model must read, under a
// Sub, another side of the line between publications and the rest than
// the part of the section before it (the best score of a class of that
// side over the best of the other), for the Sub to head a section. The
// model is an average over shuffled orders of its data (model.Train),
// so the margins under the Subs of the development documents move by
// less than this from one retraining to the next.
const subMargin = 8

// subheads returns the Subs of d's sections but the text before the
// first heading (an owner's name and contacts), in order, each with what
// the section model reads under it; heads are d's headings, in order.
// A Sub heads a section when the model reads publications under it,
// with a margin of subMargin, where the section around lists something
// else, or the reverse, unless the words of the section's heading name
// publications. Neither model alone decides: the detector is
// unsure of short bold lines, which are as often titles, places or
// roles, and the section model reads any few lines.
func (d *Doc) subheads(lines []markup.Line, heads []head) []Sub {
	var subs []Sub
	for k := 1; k < len(heads); k++ {
		if kind := d.Sections[k].Kind; kind == Education || kind == Employment {
			// A bold line there names a place or a role ("UNIVERSITY
			// OF EXAMPLE" over a degree and its thesis), not a kind
			// of entries.
			continue
		}
		end := len(lines)
		if k+1 < len(heads) {
			end = heads[k+1].line
		}
		for i := heads[k].line + 1; i < end; i++ {
			// How many words the line has is one of the detector's
			// features, not a cutoff: a long line alone, in bold, with
			// no year or closing period ("Abstracts, posters and
			// exhibits presented at meetings") may be a heading.
			if strings.TrimSpace(lines[i].Text) != "" && d.headingLikely(lines, i) {
				subs = append(subs, Sub{Line: i})
			}
		}
	}
	if len(subs) == 0 {
		return nil
	}
	// Read every Sub as the heading of a section of its own.
	all := append([]head(nil), heads...)
	for _, s := range subs {
		bare := bareHeading(heading.Bare(HeadingText(lines[s.Line].Text)))
		all = append(all, head{line: s.Line, text: bare, marked: true})
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].line < all[j].line })
	xs := examples(lines, all)
	m := d.models.Sections
	// Walk each section's parts in order: a Sub heads a section when
	// the model reads, under it, the other side of publications than
	// the part open before it, by subMargin.
	// A Sub never takes papers out of a section whose heading's words
	// name publications ("Book Chapters" over "Essays and Blog Posts"):
	// what a CV files under such a heading it counts among its works.
	j, k, pubs, named := 0, 0, false, false
	for t := 1; t < len(all); t++ {
		side := PubSide(m.Scores(&xs[t]))
		if j >= len(subs) || all[t].line != subs[j].Line {
			// A heading of the word rules opens the part; when it
			// is empty ("Publications" over its subheadings), the
			// side is the section's.
			k++
			pubs = d.Sections[k].Kind == Publications
			named = strings.HasPrefix(xs[t].Rule, model.RulePub)
			if xs[t].Sum.Lines > 0 {
				pubs = side > 0
			}
			continue
		}
		s := &subs[j]
		s.End = len(lines)
		if t+1 < len(all) {
			s.End = all[t+1].line
		}
		s.Read = xs[t]
		s.Heads = side >= subMargin && !pubs || side <= -subMargin && pubs && !named
		if s.Heads {
			pubs = side > 0
		}
		j++
	}
	return subs
}

// PubSide returns by how much the best score of a publication class
// beats the best of the others: above zero the model reads
// publications, below zero something else.
func PubSide(s [model.NumClasses]float64) float64 {
	pub, other := math.Inf(-1), math.Inf(-1)
	for c, v := range s {
		if model.Class(c).Publications() {
			pub = max(pub, v)
		} else {
			other = max(other, v)
		}
	}
	return pub - other
}

// addSubs makes the Subs that head a section headings, with heads the
// headings the word rules found and ruled the sections they start,
// before the section model read them; it reports whether there were
// any. The new sections are of kind Other until classified.
func (d *Doc) addSubs(lines []markup.Line, heads []head, ruled []Section) ([]head, bool) {
	out := append([]head(nil), heads...)
	for _, s := range d.Subs {
		if s.Heads {
			out = append(out, head{line: s.Line, text: bareHeading(heading.Bare(HeadingText(lines[s.Line].Text))), marked: true})
		}
	}
	if len(out) == len(heads) {
		return heads, false
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].line < out[j].line })
	secs := []Section{ruled[0]}
	old := 1
	for k := 1; k < len(out); k++ {
		if old < len(heads) && heads[old].line == out[k].line {
			secs = append(secs, ruled[old])
			old++
		} else {
			secs = append(secs, Section{Kind: Other, Line: lines[out[k].line].Num})
		}
	}
	d.Sections = secs
	cur := 0
	for i := range lines {
		if cur+1 < len(out) && out[cur+1].line == i {
			cur++
			d.Head[i] = true
		}
		d.Of[i] = cur
	}
	return out, true
}
