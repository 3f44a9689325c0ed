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

// docxText is DOCXText within budget: each XML part read may hold 16
// times TextBytes (markup is most of it), the text TextBytes.
func docxText(r io.Reader, name string, budget Budget) (string, error) {
	budget = budget.withDefaults()
	data, err := io.ReadAll(r)
	if err != nil {
		return "", fmt.Errorf("read %s: %w", name, err)
	}
	notDOCX := func(msg string) error {
		return &pub.ParseError{Pos: pub.Position{File: name}, Msg: ErrNotDOCX.Error() + ": " + msg, Err: ErrNotDOCX}
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return "", notDOCX(err.Error())
	}
	parts := map[string]*zip.File{}
	for _, f := range zr.File {
		parts[f.Name] = f
	}
	doc := parts["word/document.xml"]
	if doc == nil {
		return "", notDOCX("no word/document.xml in it")
	}
	limit := 16 * budget.TextBytes
	open := func(f *zip.File) (io.ReadCloser, io.Reader, error) {
		rc, err := f.Open()
		if err != nil {
			return nil, nil, err
		}
		return rc, &limitReader{r: rc, name: name, limit: limit, flag: "--max-text-bytes"}, nil
	}
	d := &docxDoc{}
	// The numbering, styles and links are helpers: a broken one costs its
	// markers or addresses, never the text.
	helpers := []struct {
		part string
		read func(io.Reader) error
	}{
		{"word/numbering.xml", d.numbering.read},
		{"word/styles.xml", d.styles.read},
		{"word/_rels/document.xml.rels", d.readRels},
	}
	for _, h := range helpers {
		if f := parts[h.part]; f != nil {
			if rc, lr, err := open(f); err == nil {
				err = h.read(lr)
				rc.Close()
				if errors.Is(err, ErrOverBudget) {
					return "", err
				}
			}
		}
	}
	rc, lr, err := open(doc)
	if err != nil {
		return "", notDOCX(err.Error())
	}
	defer rc.Close()
	text, err := d.marked(lr)
	if errors.Is(err, ErrOverBudget) {
		return "", err
	}
	var se *xml.SyntaxError
	if errors.As(err, &se) {
		return "", notDOCX(fmt.Sprintf("word/document.xml:%d: %s", se.Line, se.Msg))
	}
	if err != nil {
		return "", notDOCX("word/document.xml: " + err.Error())
	}
	if strings.TrimSpace(text) == "" {
		return "", &pub.ParseError{Pos: pub.Position{File: name}, Msg: "the Word document has no text", Err: pub.ErrEmpty}
	}
	if int64(len(text)) > budget.TextBytes {
		return "", overBudget(name, fmt.Sprintf("more than %s of text (raise it with --max-text-bytes)", FormatBytes(budget.TextBytes)))
	}
	return text, nil
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
