package ingest

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// ErrNotDOCX marks a file that is not a readable Word document.
var ErrNotDOCX = errors.New("not a readable Word document (.docx)")

// DOCXText returns the marked text of the Word document in r: one
// paragraph per line with a blank line between paragraphs, "# " and "## "
// before headings (by paragraph style), "- " before list items, **bold**
// and *italic* runs, and each table row as one paragraph whose cells are
// separated by " | ". name is used in errors.
func DOCXText(r io.Reader, name string) (string, error) {
	return docxText(r, name, Budget{})
}

// docxText is DOCXText within budget: the document's XML may hold 16
// times TextBytes (markup is most of it), its text TextBytes.
func docxText(r io.Reader, name string, budget Budget) (string, error) {
	budget = budget.withDefaults()
	data, err := io.ReadAll(r)
	if err != nil {
		return "", fmt.Errorf("read %s: %w", name, err)
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return "", &pub.ParseError{Pos: pub.Position{File: name}, Msg: ErrNotDOCX.Error() + ": " + err.Error(), Err: ErrNotDOCX}
	}
	var doc *zip.File
	for _, f := range zr.File {
		if f.Name == "word/document.xml" {
			doc = f
			break
		}
	}
	if doc == nil {
		return "", &pub.ParseError{Pos: pub.Position{File: name}, Msg: ErrNotDOCX.Error() + ": no word/document.xml in it", Err: ErrNotDOCX}
	}
	rc, err := doc.Open()
	if err != nil {
		return "", &pub.ParseError{Pos: pub.Position{File: name}, Msg: ErrNotDOCX.Error() + ": " + err.Error(), Err: ErrNotDOCX}
	}
	defer rc.Close()
	text, err := docxMarked(&limitReader{r: rc, name: name, limit: 16 * budget.TextBytes, flag: "--max-text-bytes"})
	if errors.Is(err, ErrOverBudget) {
		return "", err
	}
	if err != nil {
		return "", &pub.ParseError{Pos: pub.Position{File: name}, Msg: ErrNotDOCX.Error() + ": " + err.Error(), Err: ErrNotDOCX}
	}
	if strings.TrimSpace(text) == "" {
		return "", &pub.ParseError{Pos: pub.Position{File: name}, Msg: "the Word document has no text", Err: pub.ErrEmpty}
	}
	if int64(len(text)) > budget.TextBytes {
		return "", overBudget(name, fmt.Sprintf("more than %s of text (raise it with --max-text-bytes)", FormatBytes(budget.TextBytes)))
	}
	return text, nil
}

// docxRun is a piece of text with one style.
type docxRun struct {
	text         string
	bold, italic bool
}

// docxMarked converts WordprocessingML to marked text.
func docxMarked(r io.Reader) (string, error) {
	dec := xml.NewDecoder(r)
	dec.Strict = false
	var d docxDoc
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return "", err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			d.start(t)
		case xml.EndElement:
			d.end(t.Name.Local)
		case xml.CharData:
			if d.inT {
				d.runs = append(d.runs, docxRun{text: string(t), bold: d.bold, italic: d.italic})
			}
		}
	}
	return d.out.String(), nil
}

// docxDoc is the state of docxMarked between the tokens of a document.
type docxDoc struct {
	out          strings.Builder
	runs         []docxRun // of the paragraph being read
	heading      int       // its heading level, or 0
	listItem     bool      // it is an item of a numbered or bulleted list
	bold, italic bool      // the run being read is
	inRPr, inT   bool      // inside a run's properties, its text
	tableDepth   int
	cells        []string // of the table row being read; "\x00" ends a complete one
}

// start reads an opening tag.
func (d *docxDoc) start(t xml.StartElement) {
	switch t.Name.Local {
	case "p":
		d.runs, d.heading, d.listItem = nil, 0, false
	case "pStyle":
		d.heading = docxHeading(attr(t, "val"))
	case "numPr":
		d.listItem = true
	case "r":
		d.bold, d.italic = false, false
	case "rPr":
		d.inRPr = true
	case "b", "bCs":
		if d.inRPr && on(t) {
			d.bold = true
		}
	case "i", "iCs":
		if d.inRPr && on(t) {
			d.italic = true
		}
	case "t":
		d.inT = true
	case "tab":
		if !d.inRPr {
			d.runs = append(d.runs, docxRun{text: " "})
		}
	case "br", "cr":
		d.runs = append(d.runs, docxRun{text: "\n"})
	case "tbl":
		d.tableDepth++
	case "tr":
		d.cells = nil
	}
}

// end reads a closing tag.
func (d *docxDoc) end(local string) {
	switch local {
	case "rPr":
		d.inRPr = false
	case "t":
		d.inT = false
	case "p":
		d.endParagraph()
	case "tc":
		if n := len(d.cells); n > 0 {
			d.cells[n-1] += "\x00" // the cell is complete
		}
	case "tr":
		d.endRow()
	case "tbl":
		d.tableDepth--
	}
}

// endParagraph writes the paragraph just read, or adds it to its table
// cell.
func (d *docxDoc) endParagraph() {
	s := d.paragraph()
	if d.tableDepth > 0 {
		if s != "" {
			if n := len(d.cells); n > 0 && !strings.HasSuffix(d.cells[n-1], "\x00") {
				d.cells[n-1] += " " + s
			} else {
				d.cells = append(d.cells, s)
			}
		}
		return
	}
	if s != "" {
		d.out.WriteString(s)
		d.out.WriteString("\n\n")
	}
}

// paragraph returns the marked text of the paragraph just read: a
// heading without emphasis, "- " before a list item, "" for one without
// text.
func (d *docxDoc) paragraph() string {
	s := markRuns(d.runs)
	d.runs = nil
	switch {
	case strings.TrimSpace(s) == "":
		s = ""
	case d.heading > 0:
		s = strings.Repeat("#", d.heading) + " " + strings.TrimSpace(strings.ReplaceAll(strings.ReplaceAll(s, "**", ""), "*", ""))
	case d.listItem:
		s = "- " + strings.TrimSpace(s)
	default:
		s = strings.TrimSpace(s)
	}
	d.heading, d.listItem = 0, false
	return s
}

// endRow writes a table row as one paragraph, its cells with text apart
// by " | ".
func (d *docxDoc) endRow() {
	var parts []string
	for _, c := range d.cells {
		if c = strings.TrimSuffix(c, "\x00"); c != "" {
			parts = append(parts, c)
		}
	}
	if len(parts) > 0 {
		d.out.WriteString(strings.Join(parts, " | "))
		d.out.WriteString("\n\n")
	}
	d.cells = nil
}

func attr(t xml.StartElement, local string) string {
	for _, a := range t.Attr {
		if a.Name.Local == local {
			return a.Value
		}
	}
	return ""
}

// on reports whether a toggle property such as <w:b/> is on: it is unless
// its val says "0", "false" or "none".
func on(t xml.StartElement) bool {
	switch strings.ToLower(attr(t, "val")) {
	case "0", "false", "none", "off":
		return false
	}
	return true
}

// docxHeading maps a paragraph style to a heading level: "Title" and
// "Heading1" to 1, "Heading2".. and "Subtitle" to 2, others to 0.
func docxHeading(style string) int {
	s := strings.ToLower(strings.ReplaceAll(style, " ", ""))
	switch {
	case s == "title":
		return 1
	case s == "heading1" || s == "berschrift1" || s == "titre1":
		return 2
	case strings.HasPrefix(s, "heading") || s == "subtitle":
		return 2
	}
	return 0
}

// markRuns joins runs, marking bold and italic ones; markers go around the
// words, never around surrounding spaces or punctuation, and neighbouring
// runs of one style are merged first.
func markRuns(runs []docxRun) string {
	var merged []docxRun
	for _, r := range runs {
		if n := len(merged); n > 0 && (merged[n-1].bold == r.bold && merged[n-1].italic == r.italic || strings.TrimSpace(r.text) == "" && r.text != "\n") {
			merged[n-1].text += r.text
			continue
		}
		merged = append(merged, r)
	}
	var b strings.Builder
	for _, r := range merged {
		text := strings.ReplaceAll(r.text, "*", `\*`)
		mark := ""
		switch {
		case r.bold && r.italic:
			mark = "***"
		case r.bold:
			mark = "**"
		case r.italic:
			mark = "*"
		}
		core := strings.TrimSpace(text)
		if mark == "" || core == "" {
			b.WriteString(text)
			continue
		}
		i := strings.Index(text, core)
		b.WriteString(text[:i] + mark + core + mark + text[i+len(core):])
	}
	return b.String()
}
