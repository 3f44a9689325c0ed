package ingest

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// CleanText returns s made safe to carry into every output: invalid UTF-8
// becomes U+FFFD; NUL and the other C0 and C1 control characters (tabs
// and line breaks included: a field is one line) and the Unicode line and
// paragraph separators become spaces; the bidirectional formatting
// characters (embeddings, overrides and isolates U+202A–U+202E,
// U+2066–U+2069, the marks U+200E, U+200F, U+061C) and byte-order marks
// are removed, so a name cannot reorder the text shown after it ("Trojan
// Source", CVE-2021-42574). When a control character became a space, runs
// of spaces are collapsed and the ends trimmed. Text without any of these
// characters is returned as it is, without allocating.
func CleanText(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == 0x7f {
			ascii = false
			break
		} else if c >= 0x80 {
			ascii = false
		}
	}
	if ascii || !needsCleaning(s) {
		return s
	}
	spaced := false
	s = strings.Map(func(r rune) rune {
		switch {
		case isBidiControl(r) || r == '\uFEFF':
			return -1
		case unicode.IsControl(r) || r == '\u2028' || r == '\u2029':
			spaced = true
			return ' '
		}
		return r
	}, strings.ToValidUTF8(s, "\uFFFD"))
	if spaced {
		s = strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == ' ' }), " ")
	}
	return s
}

// needsCleaning reports whether s holds anything CleanText changes.
func needsCleaning(s string) bool {
	if !utf8.ValidString(s) {
		return true
	}
	for _, r := range s {
		if isBidiControl(r) || r == '\uFEFF' || unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			return true
		}
	}
	return false
}

// isBidiControl reports whether r is a bidirectional formatting character.
func isBidiControl(r rune) bool {
	return r >= '\u202A' && r <= '\u202E' || r >= '\u2066' && r <= '\u2069' ||
		r == '\u200E' || r == '\u200F' || r == '\u061C'
}

// CleanRecord applies CleanText to every text field of rec in place: the
// one place where control and bidi characters leave the input, so no
// table, report or picture sees them. ReadInput calls it for every record.
func CleanRecord(rec *Record) {
	switch {
	case rec.Owner != nil:
		p := rec.Owner
		p.Name, p.ORCID, p.DBLP = CleanText(p.Name), CleanText(p.ORCID), CleanText(p.DBLP)
	case rec.Publication != nil:
		p := rec.Publication
		p.Title, p.Venue, p.VenueText = CleanText(p.Title), CleanText(p.Venue), CleanText(p.VenueText)
		p.DOI, p.ArXiv, p.DBLPKey, p.URL, p.Owner = CleanText(p.DOI), CleanText(p.ArXiv), CleanText(p.DBLPKey), CleanText(p.URL), CleanText(p.Owner)
		for i := range p.Authors {
			a := &p.Authors[i]
			a.Name, a.ORCID, a.DBLP = CleanText(a.Name), CleanText(a.ORCID), CleanText(a.DBLP)
		}
		for i, d := range p.Doubts {
			p.Doubts[i] = CleanText(d)
		}
	case rec.Relation != nil:
		r := rec.Relation
		r.Person, r.Other, r.Organization = CleanText(r.Person), CleanText(r.Other), CleanText(r.Organization)
	case rec.Affiliation != nil:
		a := rec.Affiliation
		a.Person, a.Organization, a.Role = CleanText(a.Person), CleanText(a.Organization), CleanText(a.Role)
	case rec.Node != nil:
		n := rec.Node
		n.ID, n.Name = CleanText(n.ID), CleanText(n.Name)
	case rec.Link != nil:
		l := rec.Link
		l.Source, l.Target = CleanText(l.Source), CleanText(l.Target)
	}
}

// QuoteName returns a file name as messages show it: as it is when it is
// plain, Go-quoted when it holds anything that could split a line of
// warnings.txt or reorder the text around it (control, bidi or space
// characters at its ends, quotes, invalid UTF-8).
func QuoteName(name string) string {
	for _, r := range name {
		if r == utf8.RuneError || r == '"' || r == '\\' || unicode.IsControl(r) || isBidiControl(r) ||
			r == '\u2028' || r == '\u2029' || r == '\uFEFF' || (unicode.IsSpace(r) && r != ' ') {
			return strconv.Quote(name)
		}
	}
	if strings.TrimSpace(name) != name {
		return strconv.Quote(name)
	}
	return name
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
		if err := opt.warn(Errorf(Position{File: name, Line: n}, ErrSyntax, "line longer than %d MB: not a CV or publication entry; skipped", MaxTextLine>>20)); err != nil {
			return "", err
		}
	}
	return src, nil
}

// collapseSpace trims s and collapses its runs of white space to one space.
func collapseSpace(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
