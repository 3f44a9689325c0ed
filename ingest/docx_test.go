package ingest

import (
	"archive/zip"
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// makeDOCX wraps WordprocessingML body content in a minimal .docx.
func makeDOCX(t testing.TB, body string) []byte {
	return makeDOCXParts(t, body, nil)
}

// docxNS declares the namespaces of WordprocessingML parts.
const docxNS = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"`

// makeDOCXParts wraps body content in a .docx with more parts, by name:
// "numbering", "styles", "rels" (relationship elements) and any other
// part by its path.
func makeDOCXParts(t testing.TB, body string, parts map[string]string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	files := []struct{ name, text string }{
		{"[Content_Types].xml", `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`},
		{"word/document.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ` + docxNS + `><w:body>` + body + `</w:body></w:document>`},
	}
	names := make([]string, 0, len(parts))
	for name := range parts {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		text := parts[name]
		switch name {
		case "numbering":
			name, text = "word/numbering.xml", `<w:numbering `+docxNS+`>`+text+`</w:numbering>`
		case "styles":
			name, text = "word/styles.xml", `<w:styles `+docxNS+`>`+text+`</w:styles>`
		case "rels":
			name, text = "word/_rels/document.xml.rels", `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`+text+`</Relationships>`
		}
		files = append(files, struct{ name, text string }{name, text})
	}
	for _, f := range files {
		w, err := zw.Create(f.name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(f.text))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// Paragraphs used by the tests below, in WordprocessingML.
const (
	docxHeadingPara = `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Publications</w:t></w:r></w:p>`
	docxEntryPara   = `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Jane Doe</w:t></w:r><w:r><w:t xml:space="preserve">, Max Moe. Fast paths. </w:t></w:r>` +
		`<w:r><w:rPr><w:i/></w:rPr><w:t>Proc. Things</w:t></w:r><w:r><w:t>, 2021.</w:t></w:r></w:p>`
	docxItemPara  = `<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr><w:r><w:t>Ann Lee, Jane Doe. Slow paths. J. Stuff, 2019.</w:t></w:r></w:p>`
	docxTablePara = `<w:tbl><w:tr><w:tc><w:p><w:r><w:t>2019-2024</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:rPr><w:b w:val="true"/></w:rPr><w:t>PhD</w:t></w:r><w:r><w:t>, Stanford University</w:t></w:r></w:p><w:p><w:r><w:t>Advisor: Max Moe</w:t></w:r></w:p></w:tc></w:tr></w:tbl>`
)

func TestDOCXText(t *testing.T) {
	tests := []struct {
		name, body, want string
	}{
		{"heading and marked runs", docxHeadingPara + docxEntryPara,
			"## Publications\n\n**Jane Doe**, Max Moe. Fast paths. *Proc. Things*, 2021.\n\n"},
		{"list item", docxItemPara, "- Ann Lee, Jane Doe. Slow paths. J. Stuff, 2019.\n\n"},
		{"table row", docxTablePara, "2019-2024 | **PhD**, Stanford University Advisor: Max Moe\n\n"},
		{"toggles off, tabs and breaks", `<w:p><w:r><w:rPr><w:b w:val="0"/><w:i w:val="false"/></w:rPr><w:t>Plain</w:t><w:tab/><w:t>text</w:t><w:br/><w:t>next</w:t></w:r></w:p>`,
			"Plain text\nnext\n\n"},
		{"stars escaped", `<w:p><w:r><w:t>Doe*, Roe*</w:t></w:r></w:p>`, "Doe\\*, Roe\\*\n\n"},
		{"rows, empty cells and text after the table", `<w:tbl><w:tr><w:tc><w:p/></w:tc><w:tc><w:p><w:r><w:t>A</w:t></w:r></w:p></w:tc></w:tr>` +
			`<w:tr><w:tc><w:p><w:r><w:t>B</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>C</w:t></w:r></w:p><w:p><w:r><w:t>D</w:t></w:r></w:p></w:tc></w:tr></w:tbl>` +
			`<w:p><w:r><w:rPr><w:i/></w:rPr><w:t>after</w:t></w:r></w:p>`,
			"A\n\nB | C D\n\n*after*\n\n"},
		{"title style", `<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t>Jane Doe</w:t></w:r></w:p>`, "# Jane Doe\n\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := DOCXText(bytes.NewReader(makeDOCX(t, tt.body)), "cv.docx")
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("DOCXText (-want +got):\n%s", diff)
			}
		})
	}
}

func TestDOCXTextErrors(t *testing.T) {
	var noDoc bytes.Buffer
	zw := zip.NewWriter(&noDoc)
	zw.Create("word/styles.xml")
	zw.Close()
	tests := []struct {
		name string
		data []byte
		want error
	}{
		{"not a zip", []byte("PK\x03\x04 broken"), ErrNotDOCX},
		{"no document part", noDoc.Bytes(), ErrNotDOCX},
		{"bad XML", makeDOCX(t, `<w:p><w:r><w:t>x</w:t></w:r></w:p><!--`), ErrNotDOCX},
		{"no text", makeDOCX(t, `<w:p></w:p>`), pub.ErrEmpty},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DOCXText(bytes.NewReader(tt.data), "cv.docx")
			var pe *pub.ParseError
			if !errors.Is(err, tt.want) || !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), "cv.docx") {
				t.Errorf("DOCXText = %v, want %v as a ParseError naming the file", err, tt.want)
			}
		})
	}
}

// TestReadDOCX reads a Word CV through ReadInput, as a folder walk or the
// command line does.
func TestReadDOCX(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "cv.docx")
	if err := os.WriteFile(p, makeDOCX(t, docxHeadingPara+docxEntryPara+docxItemPara), 0o644); err != nil {
		t.Fatal(err)
	}
	var titles []string
	format, n, err := ReadInput(Input{Path: p}, nil, Options{}, func(r pub.Record) error {
		if r.Publication != nil {
			titles = append(titles, r.Publication.Title)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if format != FormatDOCX || n == 0 {
		t.Errorf("ReadInput = %s, %d records; want docx with records", format, n)
	}
	if diff := cmp.Diff([]string{"Fast paths", "Slow paths"}, titles); diff != "" {
		t.Errorf("titles (-want +got):\n%s", diff)
	}
}

// FuzzDOCXText checks that no document.xml makes DOCXText panic or
// return invalid UTF-8.
func FuzzDOCXText(f *testing.F) {
	for _, body := range []string{docxHeadingPara, docxEntryPara, docxItemPara, docxTablePara, `<w:p><w:r><w:t>x</w:r>`} {
		f.Add(body)
	}
	f.Fuzz(func(t *testing.T, body string) {
		text, err := DOCXText(bytes.NewReader(makeDOCX(t, body)), "cv.docx")
		if err == nil && !utf8.ValidString(text) {
			t.Errorf("DOCXText returned invalid UTF-8: %q", text)
		}
	})
}
