package entries

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/label"
)

// The bare lists of law, the humanities and the social sciences: a group
// of titles with no byline and no marks, whose year a date column prints
// once for the entries beside and below it:
//
//	2012 A Theory of Tidy Contracts (link)
//
//	Private Ordering at the Edge of Law (link)
//	Thresholds and Their Discontents (email for draft)
//
//	2010 Sovereign Wishes and Public Costs
//
// The owner is implied; each title is an entry of its own and takes the
// column's year. The field labeller decides what is a title: a group is
// bare only where it reads every line as one.

// leadBare stands for a bare title in lineLead's answer.
const leadBare = 1 << 11

// bareBlocks returns the blocks of a publication section, each line of
// a bare paragraph that closes as a whole entry ("… (link)"), or before
// a line that opens with a year, made a block of its own, and leadBare when the section is a bare list (see
// bareSection), else blocks unchanged and 0.
func bareBlocks(blocks []cvBlock, labeller *label.Model) ([]cvBlock, int) {
	if !bareSection(blocks, labeller) {
		return refBlocks(blocks, labeller)
	}
	var out []cvBlock
	for _, b := range blocks {
		if b.start != startPara || len(b.lines) < 2 {
			out = append(out, b)
			continue
		}
		from := 0
		for k := 1; k < len(b.lines); k++ {
			if _, dated := leadYearEnd(b.lines[k].Text); dated || closesEntry(b.lines[k-1].Text) {
				out = append(out, cvBlock{lines: b.lines[from:k], start: startPara})
				from = k
			}
		}
		out = append(out, cvBlock{lines: b.lines[from:], start: startPara})
	}
	return out, leadBare
}

// closesEntry reports whether a bare title line ends as a whole entry
// does, with a bracketed note or a full stop, rather than wrapping.
func closesEntry(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasSuffix(s, ")") || strings.HasSuffix(s, "]") || strings.HasSuffix(s, ".")
}

// bareSection reports whether the paragraphs of blocks are a bare list:
// two lines at least, no list items or title headings among them, every line a
// bare title line (bareLine) that the labeller reads as a title, and one
// paragraph at least opening with a year, the date column.
func bareSection(blocks []cvBlock, labeller *label.Model) bool {
	paras, dated := 0, 0
	for _, b := range blocks {
		switch {
		case b.start == startGroup || boldHead(b):
			continue
		case b.start != startPara:
			return false
		}
		paras += len(b.lines)
		for k, l := range b.lines {
			if !bareLine(l, k > 0 && !closesEntry(b.lines[k-1].Text)) {
				return false
			}
		}
		if _, ok := leadYearEnd(b.lines[0].Text); ok {
			dated++
		}
	}
	if paras < 2 || dated == 0 {
		return false
	}
	titles, lines := 0, 0
	for _, b := range blocks {
		if b.start != startPara || boldHead(b) {
			continue
		}
		for _, l := range b.lines {
			lines++
			switch readAsTitle(labeller, bareText(l.Text)) {
			case bareAuthor:
				return false
			case bareTitled:
				titles++
			}
		}
	}
	return 2*titles >= lines
}

// boldHead reports whether b is one short line all in bold, a
// subheading in a list.
func boldHead(b cvBlock) bool {
	if b.start != startPara || len(b.lines) != 1 {
		return false
	}
	l := b.lines[0]
	n := len(strings.Fields(l.Text))
	return n > 0 && n <= 8 && l.OnlyStyle(markup.Bold)
}

// bareLine reports whether l may be a bare title: a plain line, neither
// a list item nor a heading, with no bold, italics or quotes, that opens
// with a capital (after a year it may start with) and holds no other
// year, of three to forty words; where wrap is set, l may go on with a
// title wrapped from the line above, of one word or more in any case.
func bareLine(l doc.Line, wrap bool) bool {
	if l.Item || l.Heading > 0 || l.SecHead {
		return false
	}
	for _, sp := range l.Spans {
		if sp.Style&(markup.Bold|markup.Italic) != 0 {
			return false
		}
	}
	rest := bareText(l.Text)
	if len(findQuotes(rest)) > 0 || hasYear(rest) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(rest)
	n := len(strings.Fields(rest))
	if wrap {
		return n >= 1 && n <= 40
	}
	return unicode.IsUpper(r) && n >= 3 && n <= 40
}

// bareText returns s without the year that opens it.
func bareText(s string) string {
	start := skipLeading(s, 0)
	if e, ok := leadYearEnd(s[start:]); ok {
		start = skipLeading(s, start+e)
	}
	return s[start:]
}

// How the labeller reads a line of a bare list (readAsTitle).
const (
	bareOther  = iota
	bareTitled // most words, and the first, are the title
	bareAuthor // the first word is an author's: a byline opens the line
)

// readAsTitle tells how labeller reads s, a line of a bare list.
func readAsTitle(labeller *label.Model, s string) int {
	e := labeller.Parse(s, nil)
	n, hit := 0, 0
	first := label.Other
	for i, t := range e.Tokens {
		if !hasLetterOrDigit(t.Text) {
			continue
		}
		if n == 0 {
			first = e.Labels[i]
		}
		n++
		if e.Labels[i] == label.Title {
			hit++
		}
	}
	switch {
	case first == label.Author:
		return bareAuthor
	case first == label.Title && 2*hit >= n:
		return bareTitled
	}
	return bareOther
}

// lineLead returns the style of the title l opens with (leadStyle), or
// leadBare for a bare title line in a section whose lead is leadBare, or
// leadRef for a line that opens with a title in a section whose lead is
// leadRef.
func lineLead(l doc.Line, lead int, labeller *label.Model) int {
	if lead == leadBare && bareLine(l, false) {
		return leadBare
	}
	if lead == leadRef && !l.Item && refStart(labeller, l.Text) {
		return leadRef
	}
	return runStyle(l)
}

// bareTitle takes for f, the fields of an entry of a bare list, the
// title the labeller reads in it, or else the line's text, without the
// year of the date column and the notes in brackets after it; it
// reports whether there is one, of three words at least.
func bareTitle(f *cvFields, lb *cvLabelled) bool {
	if len(f.lines) == 0 {
		return false
	}
	if b := f.byline; b != nil {
		// "Sovereign Wishes, Public Costs": words of a title that read
		// as names, where the labeller reads no names.
		if share, _ := lb.share(lb.at(f.bylineLine, b.Start), lb.at(f.bylineLine, b.End), label.Author); share >= 0.5 {
			return false
		}
		f.byline, f.bylineLine = nil, -1
	}
	text := f.lines[0].Text
	start := len(text) - len(bareText(text))
	end := bracketNotesStart(text)
	if fld, k, ok := lb.first(label.Title); ok && k == 0 && len(strings.Fields(fld.Text)) >= 3 {
		start, end = fld.Start-lb.lineStart[0], min(end, fld.End-lb.lineStart[0])
	}
	if end <= start {
		return false
	}
	title, kind := cleanTitle(text[start:end])
	if len(strings.Fields(title)) < 3 {
		return false
	}
	f.title, f.titleLine, f.titleRange, f.tagKind = title, 0, [2]int{start, end}, kind
	// The notes in brackets after the title ("(link)", "(email for
	// draft)") name no venue.
	notes := bracketNotesStart(text)
	f.pieces = slices.DeleteFunc(f.freePieces(0), func(p cvPiece) bool { return p.line == 0 && p.start >= notes })
	return true
}

// bracketNotesStart returns where the notes in brackets that end s
// start, with the space before them: "Title (link) (draft)"; len(s) for
// none.
func bracketNotesStart(s string) int {
	end := len(strings.TrimRight(s, " "))
	for end > 0 && (s[end-1] == ')' || s[end-1] == ']') {
		open := strings.LastIndexAny(s[:end], "([")
		if open < 0 {
			break
		}
		end = len(strings.TrimRight(s[:open], " "))
	}
	return end
}
