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
	var out strings.Builder
	var (
		runs         []docxRun
		heading      int
		listItem     bool
		bold, italic bool
		inRPr, inT   bool
		tableDepth   int
		cells        []string
	)
	endParagraph := func() string {
		s := markRuns(runs)
		runs = nil
		switch {
		case strings.TrimSpace(s) == "":
			s = ""
		case heading > 0:
			s = strings.Repeat("#", heading) + " " + strings.TrimSpace(strings.ReplaceAll(strings.ReplaceAll(s, "**", ""), "*", ""))
		case listItem:
			s = "- " + strings.TrimSpace(s)
		default:
			s = strings.TrimSpace(s)
		}
		heading, listItem = 0, false
		return s
	}
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
			switch t.Name.Local {
			case "p":
				runs, heading, listItem = nil, 0, false
			case "pStyle":
				heading = docxHeading(attr(t, "val"))
			case "numPr":
				listItem = true
			case "r":
				bold, italic = false, false
			case "rPr":
				inRPr = true
			case "b", "bCs":
				if inRPr && on(t) {
					bold = true
				}
			case "i", "iCs":
				if inRPr && on(t) {
					italic = true
				}
			case "t":
				inT = true
			case "tab":
				if !inRPr {
					runs = append(runs, docxRun{text: " "})
				}
			case "br", "cr":
				runs = append(runs, docxRun{text: "\n"})
			case "tbl":
				tableDepth++
			case "tr":
				cells = nil
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "rPr":
				inRPr = false
			case "t":
				inT = false
			case "p":
				s := endParagraph()
				if tableDepth > 0 {
					if s != "" {
						if n := len(cells); n > 0 && !strings.HasSuffix(cells[n-1], "\x00") {
							cells[n-1] += " " + s
						} else {
							cells = append(cells, s)
						}
					}
					continue
				}
				if s != "" {
					out.WriteString(s)
					out.WriteString("\n\n")
				}
			case "tc":
				if n := len(cells); n > 0 {
					cells[n-1] += "\x00" // the cell is complete
				}
			case "tr":
				var parts []string
				for _, c := range cells {
					if c = strings.TrimSuffix(c, "\x00"); c != "" {
						parts = append(parts, c)
					}
				}
				if len(parts) > 0 {
					out.WriteString(strings.Join(parts, " | "))
					out.WriteString("\n\n")
				}
				cells = nil
			case "tbl":
				tableDepth--
			}
		case xml.CharData:
			if inT {
				runs = append(runs, docxRun{text: string(t), bold: bold, italic: italic})
			}
		}
	}
	return out.String(), nil
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
