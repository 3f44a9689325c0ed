package ingest

import (
	"encoding/xml"
	"errors"
	"io"
	"strings"
)

// ErrNotDOCX marks a file that is not a readable Word document.
var ErrNotDOCX = errors.New("not a readable Word document (.docx)")

// DOCXText returns the marked text of the Word document in r, what Word
// shows of its body: one paragraph per line with a blank line between
// paragraphs, "# " and "## " before headings (by paragraph style),
// **bold** and *italic* runs, and each table row as one paragraph whose
// cells are separated by " | " (a row whose cells hold lists or several
// paragraphs gives its paragraphs one by one). A list item of Word's
// automatic numbering shows the marker Word draws when the reader takes
// it for one: "3. " for a decimal item, "- " for a bullet or a lowercase
// letter or roman numeral, which the reader would take for a word; an
// uppercase letter or roman numeral ("B. ", "III. ") is written as the
// plain text it is. Nested levels are indented. Text boxes are read where
// they stand; footnotes, endnotes, headers, footers, comments, deleted
// and hidden text are left out; a field shows its result, a hyperlink
// its text with its address. name is used in errors.
func DOCXText(r io.Reader, name string) (string, error) {
	return docxText(r, name, Budget{})
}

// docxText is DOCXText within budget (see officeText).
func docxText(r io.Reader, name string, budget Budget) (string, error) {
	d := &docxDoc{}
	return officeText(r, name, budget, officeFormat{noun: "Word document", not: ErrNotDOCX, body: "word/document.xml"},
		[]officePart{
			{"word/numbering.xml", d.numbering.read},
			{"word/styles.xml", d.styles.read},
			{"word/_rels/document.xml.rels", d.readRels},
		}, d.marked)
}

// readRels reads the document's relationships: the addresses of its
// external hyperlinks by id.
func (d *docxDoc) readRels(r io.Reader) error {
	d.links = map[string]string{}
	return xmlWalk(r, func(t xml.StartElement) {
		if t.Name.Local == "Relationship" && attr(t, "TargetMode") == "External" && strings.HasSuffix(attr(t, "Type"), "/hyperlink") {
			d.links[attr(t, "Id")] = attr(t, "Target")
		}
	}, nil)
}

// xmlWalk calls start for each opening tag of the XML in r and end, if
// not nil, for each closing one.
func xmlWalk(r io.Reader, start func(xml.StartElement), end func(string)) error {
	dec := xml.NewDecoder(r)
	dec.Strict = false
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			start(t)
		case xml.EndElement:
			if end != nil {
				end(t.Name.Local)
			}
		}
	}
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
