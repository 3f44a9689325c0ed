package entries

import (
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
)

// Entries whose owner is implied and that each open with a marked title
// may run together in one paragraph, a hard-wrapped list without list
// markers or blank lines between its entries:
//
//	“First Title,” in *A Book*, eds. A and B (Place:
//	Press, 2015), 101–29.
//	“Second Title,” in *Another Book*, ed. C (Place: Press,
//	2012), 45–67.
//
// No byline marks where an entry starts, so the rules that split glued
// entries at a byline (splitGlued) never cut such a paragraph. Its
// boundaries are where an entry that opened with a marked title (see
// leadStyle) has closed, dated and ending as an entry does, and the next
// line opens with a title in the same style.

// leadRuns splits each paragraph of blocks where one entry that opens
// with a marked title ends and another in the same style starts
// (runEnd). The paragraphs that hold no such run come back unchanged.
func leadRuns(blocks []cvBlock) []cvBlock {
	var out []cvBlock
	for _, b := range blocks {
		if b.start != startPara || len(b.lines) < 2 {
			out = append(out, b)
			continue
		}
		st := runStyle(b.lines[0])
		if st == 0 {
			out = append(out, b)
			continue
		}
		from := 0
		for k := 1; k < len(b.lines); k++ {
			if runStyle(b.lines[k]) == st && runEnd(b.lines[from:k]) {
				out = append(out, cvBlock{lines: b.lines[from:k], start: startPara})
				from = k
			}
		}
		out = append(out, cvBlock{lines: b.lines[from:], start: startPara})
	}
	return out
}

// runEnd reports whether lines, the lines of an entry that opens with a
// marked title, may end it: they hold a year, and the last closes as an
// entry does (closesEntry), with nothing left open (continuesLine) and
func runEnd(lines []doc.Line) bool {
	last := lines[len(lines)-1].Text
	if !closesEntry(last) || continuesLine(last) {
		return false
	}
	for _, l := range lines {
		if hasYear(l.Text) {
			return true
		}
	}
	return false
}

// runStyle is leadStyle of l, or the style of a title that l opens and
// its end cuts, its details on the lines below: leadQuote for a quote
// left open ("“Title of the" / "Chapter,” in"), markup.Italic for a line
// of two words or more all in italics ("*A Book Title*" / "(Place:
// Press, 2018).").
func runStyle(l doc.Line) int {
	if st := leadStyle(l); st != 0 {
		return st
	}
	t := l.Text[skipLeading(l.Text, 0):]
	switch {
	case len(strings.Fields(t)) < 2:
		return 0
	case strings.HasPrefix(t, "“") && openQuote(t):
		return leadQuote
	case l.OnlyStyle(markup.Italic):
		return markup.Italic
	}
	return 0
}
