// Package doc is a CV as the stages after sections share it: its lines,
// each with the section sections.Split puts it in, the sections, and the
// positions and warnings of the file it came from.
//
// Package entries reads the publications of its publication sections,
// package profile its owner, advisors, education and employment; package
// cv makes the Doc and gathers what they read into records.
package doc

import (
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections"
	"github.com/pubgraph/pubgraph/pub"
)

// Doc is a CV being read.
type Doc struct {
	// Name is the input's name, the file of every position.
	Name string
	// Lines are the CV's lines, each with its section.
	Lines []Line
	// NLines is the number of lines of the text read.
	NLines int
	// LineMap, when set, maps each line of the text read (from 1, at
	// index line-1) to the line of the original input it came from.
	LineMap  []int
	Sections []sections.Section
	warn     func(*pub.ParseError) error
}

// Line is a line of the CV as markup.Parse gives it, with its section.
type Line struct {
	markup.Line
	Sec     int // index into Doc.Sections
	SecHead bool
}

// New splits lines, the markup of a text of nlines lines named name, into
// sections (ms.Split, with explicit and title as it takes them) and
// returns the document. lineMap is Doc.LineMap; warn, if not nil,
// receives the warnings of Doc.Warn.
func New(name string, lines []markup.Line, nlines int, lineMap []int, explicit bool, title string, warn func(*pub.ParseError) error, ms sections.Models) *Doc {
	d := &Doc{Name: name, NLines: nlines, LineMap: lineMap, warn: warn}
	split := ms.Split(lines, explicit, title)
	d.Sections = split.Sections
	d.Lines = make([]Line, len(lines))
	for i, l := range lines {
		d.Lines[i] = Line{Line: l, Sec: split.Of[i], SecHead: split.Head[i]}
	}
	return d
}

// Pos returns the position of line, kept within the input.
func (d *Doc) Pos(line int) pub.Position {
	if len(d.LineMap) > 0 {
		return pub.Position{File: d.Name, Line: d.LineMap[min(max(line, 1), len(d.LineMap))-1]}
	}
	if line < 1 {
		line = 1
	}
	if line > d.NLines {
		line = d.NLines
	}
	return pub.Position{File: d.Name, Line: line}
}

// Warn reports a problem at line, quoting text.
func (d *Doc) Warn(line int, text, format string, args ...any) error {
	e := pub.Errorf(d.Pos(line), pub.ErrSyntax, format, args...)
	e.Text = text
	if d.warn == nil {
		return nil
	}
	return d.warn(e)
}
