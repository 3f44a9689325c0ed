package ingest

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/names"
	"github.com/pubgraph/pubgraph/internal/norm"
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
		p.Volume, p.Issue, p.Pages = pub.CleanText(p.Volume), pub.CleanText(p.Issue), pub.CleanText(p.Pages)
		p.Publisher, p.Place = pub.CleanText(p.Publisher), pub.CleanText(p.Place)
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

// collapseSpace trims s and collapses its runs of white space to one space.
func collapseSpace(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// nameKey is a name folded for comparison: ASCII lower-case letters
// only, without accents, spaces or punctuation.
func nameKey(s string) string { return norm.Letters(s) }

// displayOrder writes a name found surname first ("Doe, J. Q.") given
// name first ("J. Q. Doe"), as names.DisplayOrder does.
func displayOrder(name string) string { return names.DisplayOrder(name) }

// hasLetter reports whether s holds a letter.
func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// clip cuts s to at most n bytes, at a character boundary.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return strings.TrimSpace(s[:n])
}

// checkNumbers applies the bounds every reader shares to rec's numbers
// (see pub.CheckYear and pub.CheckWeight): a year outside them is
// dropped and a weight over pub.MaxWeight is lowered to it, each with a
// warning at the record's position. It returns Warn's error (--strict).
func checkNumbers(rec *pub.Record, opt Options) error {
	warn := func(pos pub.Position, reason string) error {
		if reason == "" {
			return nil
		}
		return opt.warn(&pub.ParseError{Pos: pos, Msg: reason})
	}
	var reason string
	switch {
	case rec.Publication != nil:
		p := rec.Publication
		p.Year, reason = pub.CheckYear(p.Year)
		return warn(p.Pos, reason)
	case rec.Affiliation != nil:
		a := rec.Affiliation
		a.Start, reason = pub.CheckYear(a.Start)
		if err := warn(a.Pos, reason); err != nil {
			return err
		}
		a.End, reason = pub.CheckYear(a.End)
		return warn(a.Pos, reason)
	case rec.Link != nil:
		l := rec.Link
		l.Weight, reason = pub.CheckWeight(l.Weight)
		return warn(l.Pos, reason)
	}
	return nil
}
