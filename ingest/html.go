package ingest

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv"
	"github.com/pubgraph/pubgraph/ingest/cv/convert"
	"github.com/pubgraph/pubgraph/pub"
)

// ReadHTML reads a personal homepage, lab page or publication page in HTML.
//
// The page is first rendered as markdown-like text, the way a reader sees
// it: headings become "# " lines, list items "- " or "1. " lines, bold and
// italic text **x** and *x*, links their text (links to a paper, such as
// a DOI, arXiv or PDF link, become [text](url), so the URL is kept while
// the text still reads as the title), table rows one paragraph of a line
// with cells (and lines within a cell) separated by ". ", and paragraphs
// are separated by blank lines. Scripts, styles, navigation menus,
// footers, comments, hidden elements and rows of column headings are
// dropped. That text is then read as a CV by ReadCV, and the positions of
// its records and warnings are mapped back to the HTML: the line, and the
// column of the first word of the entry, which matters on minified pages.
// A warning quotes the HTML line, or on a long line the part around the
// column.
func ReadHTML(r io.Reader, name string, opt Options, emit pub.Emit) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("read %s: %w", name, err)
	}
	data = convert.DecodeHTML(data)
	if bytes.IndexByte(data, 0) >= 0 {
		return pub.Errorf(pub.Position{File: name}, pub.ErrBinary, "file contains NUL bytes: not an HTML page")
	}
	text, srcPos, err := convert.HTML(strings.NewReader(string(data)))
	if err != nil {
		return fmt.Errorf("read %s: %w", name, err)
	}
	if limit := opt.Budget.withDefaults().TextBytes; int64(len(text)) > limit {
		return overBudget(name, fmt.Sprintf("more than %s of text (raise it with --max-text-bytes)", FormatBytes(limit)))
	}
	src := strings.Split(string(data), "\n")
	// mapPos moves p from the rendered text to the HTML: the line and
	// column of the first word of p's line.
	mapPos := func(p *pub.Position) {
		switch {
		case p.Line >= 1 && p.Line <= len(srcPos):
			sp := srcPos[p.Line-1]
			p.Line = sp.Line
			p.Column = utf8.RuneCountInString(src[sp.Line-1][:sp.Col]) + 1
		case p.Line > len(srcPos):
			p.Line, p.Column = len(src), 0
		default:
			p.Column = 0
		}
	}
	cvOpt := opt
	cvOpt.Warn = func(e *pub.ParseError) error {
		if opt.Warn == nil {
			return nil
		}
		mapped := *e
		mapPos(&mapped.Pos)
		if mapped.Text != "" && mapped.Pos.Line >= 1 && mapped.Pos.Line <= len(src) {
			mapped.Text, mapped.Pos.Column = sourceExcerpt(src[mapped.Pos.Line-1], mapped.Pos.Column)
		}
		return opt.Warn(&mapped)
	}
	opt.noteText(text)
	err = cv.ReadText(text, name, cvOpt.cvOptions(), convert.HTMLOwner(data), func(rec pub.Record) error {
		switch {
		case rec.Owner != nil:
			mapPos(&rec.Owner.Pos)
		case rec.Publication != nil:
			mapPos(&rec.Publication.Pos)
		case rec.Relation != nil:
			mapPos(&rec.Relation.Pos)
		case rec.Affiliation != nil:
			mapPos(&rec.Affiliation.Pos)
		case rec.Node != nil:
			mapPos(&rec.Node.Pos)
		case rec.Link != nil:
			mapPos(&rec.Link.Pos)
		}
		return emit(rec)
	})
	var pe *pub.ParseError
	if errors.As(err, &pe) {
		mapPos(&pe.Pos)
	}
	return err
}

// sourceExcerpt returns at most about 160 runes of line around column
// (counted in runes from 1), for a warning to quote, and column within it.
// Minified pages put everything on one line.
func sourceExcerpt(line string, column int) (string, int) {
	line = strings.TrimRight(line, "\r")
	rs := []rune(line)
	start := 0 // keep 60 runes before the column
	if column > 61 {
		start = column - 61
	}
	end := min(len(rs), start+160)
	if start >= end {
		return strings.TrimSpace(line), 0
	}
	excerpt := string(rs[start:end])
	trimmed := strings.TrimLeftFunc(excerpt, unicode.IsSpace)
	cut := utf8.RuneCountInString(excerpt) - utf8.RuneCountInString(trimmed)
	return strings.TrimRightFunc(trimmed, unicode.IsSpace), max(column-start-cut, 0)
}
