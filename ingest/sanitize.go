package ingest

import (
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// CleanRecord applies CleanText to every text field of rec in place: the
// one place where control and bidi characters leave the input, so no
// table, report or picture sees them. ReadInput calls it for every record.
func CleanRecord(rec *pub.Record) {
	switch {
	case rec.Owner != nil:
		p := rec.Owner
		p.Name, p.ORCID, p.DBLP = pub.CleanText(p.Name), pub.CleanText(p.ORCID), pub.CleanText(p.DBLP)
	case rec.Publication != nil:
		p := rec.Publication
		p.Title, p.Venue, p.VenueText = pub.CleanText(p.Title), pub.CleanText(p.Venue), pub.CleanText(p.VenueText)
		p.DOI, p.ArXiv, p.DBLPKey, p.URL, p.Owner = pub.CleanText(p.DOI), pub.CleanText(p.ArXiv), pub.CleanText(p.DBLPKey), pub.CleanText(p.URL), pub.CleanText(p.Owner)
		for i := range p.Authors {
			a := &p.Authors[i]
			a.Name, a.ORCID, a.DBLP = pub.CleanText(a.Name), pub.CleanText(a.ORCID), pub.CleanText(a.DBLP)
		}
		for i, d := range p.Doubts {
			p.Doubts[i] = pub.CleanText(d)
		}
	case rec.Relation != nil:
		r := rec.Relation
		r.Person, r.Other, r.Organization = pub.CleanText(r.Person), pub.CleanText(r.Other), pub.CleanText(r.Organization)
	case rec.Affiliation != nil:
		a := rec.Affiliation
		a.Person, a.Organization, a.Role = pub.CleanText(a.Person), pub.CleanText(a.Organization), pub.CleanText(a.Role)
	case rec.Node != nil:
		n := rec.Node
		n.ID, n.Name = pub.CleanText(n.ID), pub.CleanText(n.Name)
	case rec.Link != nil:
		l := rec.Link
		l.Source, l.Target = pub.CleanText(l.Source), pub.CleanText(l.Target)
	}
}

// MaxTextLine is the longest line the text readers (CVs, publication
// pages) read, in bytes. The longest real entry, a byline of a few
// thousand physicists, is a few hundred KB; a longer line is data that is
// not a CV (a dump of names on one line) and would cost memory in
// proportion to its length many times over.
const MaxTextLine = 1 << 20

// dropLongLines blanks each line of src longer than MaxTextLine, keeping
// the line numbering, and returns the numbers of the lines it blanked.
// Text without such a line is returned as it is.
func dropLongLines(src string) (string, []int) {
	if len(src) <= MaxTextLine {
		return src, nil
	}
	var dropped []int
	var b strings.Builder
	line, start := 1, 0
	for start <= len(src) {
		end := strings.IndexByte(src[start:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += start
		}
		if end-start > MaxTextLine {
			if dropped == nil {
				b.Grow(len(src))
				b.WriteString(src[:start])
			}
			dropped = append(dropped, line)
		} else if dropped != nil {
			b.WriteString(src[start:end])
		}
		if end < len(src) && dropped != nil {
			b.WriteByte('\n')
		}
		start, line = end+1, line+1
	}
	if dropped == nil {
		return src, nil
	}
	return b.String(), dropped
}

// warnLongLines drops the overlong lines of src with a warning for each.
func warnLongLines(src, name string, opt Options) (string, error) {
	src, dropped := dropLongLines(src)
	for _, n := range dropped {
		if err := opt.warn(pub.Errorf(pub.Position{File: name, Line: n}, pub.ErrSyntax, "line longer than %d MB: not a CV or publication entry; skipped", MaxTextLine>>20)); err != nil {
			return "", err
		}
	}
	return src, nil
}

// collapseSpace trims s and collapses its runs of white space to one space.
func collapseSpace(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
