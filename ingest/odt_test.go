package ingest

import (
	"archive/zip"
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// odtNS declares the namespaces of OpenDocument parts.
const odtNS = `xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"`

// odtTestStyles are automatic styles: bold and italic text, a bold
// paragraph, a numbered list with lettered and bulleted sublevels, and an
// outline-numbered list.
const odtTestStyles = `<style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>` +
	`<style:style style:name="T2" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>` +
	`<style:style style:name="T3" style:family="text"><style:text-properties fo:font-weight="normal"/></style:style>` +
	`<style:style style:name="P1" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-weight="700"/></style:style>` +
	`<style:style style:name="P2" style:family="paragraph" style:parent-style-name="Heading_20_2"/>` +
	`<text:list-style style:name="L1"><text:list-level-style-number text:level="1" style:num-suffix="." style:num-format="1"/>` +
	`<text:list-level-style-number text:level="2" style:num-suffix="." style:num-format="a"/><text:list-level-style-bullet text:level="3" text:bullet-char="•"/></text:list-style>` +
	`<text:list-style style:name="L2"><text:list-level-style-number text:level="1" style:num-suffix="." style:num-format="I"/>` +
	`<text:list-level-style-number text:level="2" style:num-suffix="." style:num-format="1" text:display-levels="2"/></text:list-style>`

// odtStylesPart is a styles.xml with named styles the content's inherit.
const odtStylesPart = `<office:document-styles ` + odtNS + `><office:styles>` +
	`<style:style style:name="Standard" style:family="paragraph"/>` +
	`<style:style style:name="Heading_20_2" style:display-name="Heading 2" style:family="paragraph" style:default-outline-level="2"/>` +
	`<style:style style:name="Title" style:family="paragraph"/>` +
	`<style:style style:name="Strong_20_Emphasis" style:display-name="Strong Emphasis" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>` +
	`</office:styles></office:document-styles>`

// makeODT wraps body content of office:text in a minimal .odt, its
// mimetype first as OpenDocument asks.
func makeODT(t testing.TB, body string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range []struct{ name, text string }{
		{"mimetype", odtMime},
		{"content.xml", `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content ` + odtNS + `><office:automatic-styles>` + odtTestStyles + `</office:automatic-styles><office:body><office:text>` + body + `</office:text></office:body></office:document-content>`},
		{"styles.xml", odtStylesPart},
	} {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: f.name, Method: zip.Store})
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

// op is a paragraph of text in a paragraph style.
func op(style, text string) string {
	if style != "" {
		style = ` text:style-name="` + style + `"`
	}
	return `<text:p` + style + `>` + text + `</text:p>`
}

// oitem is a list item holding content.
func oitem(content string) string { return `<text:list-item>` + content + `</text:list-item>` }

func TestODTText(t *testing.T) {
	tests := []struct {
		name, body, want string
	}{
		{"headings, emphasis and white space",
			`<text:h text:outline-level="1">Publications</text:h>` + op("Title", "Jane Doe") + op("P2", "Talks") +
				op("", `<text:span text:style-name="T1">Jane   Doe</text:span>, Max Moe.<text:s text:c="2"/>Fast
 paths. <text:span text:style-name="T2">Proc. Things</text:span>, 2021.`) +
				op("P1", `Bold paragraph <text:span text:style-name="T3">not here</text:span>`) +
				op("", `<text:span text:style-name="Strong_20_Emphasis">Named</text:span> style`),
			"## Publications\n\n# Jane Doe\n\n## Talks\n\n**Jane Doe**, Max Moe.  Fast paths. *Proc. Things*, 2021.\n\n**Bold paragraph** not here\n\n**Named** style\n\n"},
		{"numbered list with lettered and bulleted levels",
			`<text:list text:style-name="L1">` + oitem(op("", "First contribution.")+`<text:list>`+oitem(op("", "Doe J. A paper. 2010."))+oitem(op("", "Roe R. Another. 2011.")+`<text:list>`+oitem(op("", "Deep."))+`</text:list>`)+`</text:list>`) +
				oitem(op("", "Second.")+op("", "More of the second.")) + `</text:list>`,
			"1. First contribution.\n\n    - Doe J. A paper. 2010.\n\n    - Roe R. Another. 2011.\n\n        - Deep.\n\n2. Second.\n\nMore of the second.\n\n"},
		{"restart, continuation, start value and header",
			`<text:list text:style-name="L1">` + oitem(op("", "One.")) + oitem(op("", "Two.")) + `</text:list>` + op("", "Between.") +
				`<text:list text:style-name="L1" text:continue-numbering="true">` + oitem(op("", "Three.")) + `</text:list>` +
				`<text:list text:style-name="L1"><text:list-header>` + op("", "A header.") + `</text:list-header>` + oitem(op("", "One again.")) + `<text:list-item text:start-value="7">` + op("", "Seven.") + `</text:list-item></text:list>`,
			"1. One.\n\n2. Two.\n\nBetween.\n\n3. Three.\n\nA header.\n\n1. One again.\n\n7. Seven.\n\n"},
		{"roman parts with outline numbers",
			`<text:list text:style-name="L2">` + oitem(op("", "Publications")+`<text:list>`+oitem(op("", "Doe J. A paper. 2010."))+`</text:list>`) + oitem(op("", "Talks")) + `</text:list>`,
			"I. Publications\n\n    - Doe J. A paper. 2010.\n\nII. Talks\n\n"},
		{"notes, comments, changes and images left out; links, tabs, breaks and boxes kept",
			op("", `Doe J.<text:note text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body>`+op("", "A note.")+`</text:note-body></text:note> A title.<office:annotation><text:p>A comment</text:p></office:annotation><text:tab/><text:a xlink:href="https://doi.org/10.1/x">doi</text:a><text:line-break/>next`) +
				`<text:tracked-changes><text:changed-region><text:deletion><text:p>Deleted</text:p></text:deletion></text:changed-region></text:tracked-changes>` +
				op("", `Before <draw:frame><svg:title>Photo</svg:title><draw:text-box>`+op("", "Boxed")+`</draw:text-box></draw:frame>after`),
			"Doe J. A title. \ue005doi\ue006\ue007https://doi.org/10.1/x\ue008\nnext\n\nBoxed\n\nBefore after\n\n"},
		{"tables",
			`<table:table><table:table-row><table:table-cell>` + op("", "2019") + `</table:table-cell><table:covered-table-cell/><table:table-cell>` + op("", "PhD") + op("", "Advisor: M. Moe") + `</table:table-cell></table:table-row>` +
				`<table:table-row><table:table-cell>` + op("", "Papers") + `<text:list text:style-name="L1">` + oitem(op("", "Doe J. One. 2019.")) + `</text:list></table:table-cell></table:table-row></table:table>`,
			"2019 | PhD Advisor: M. Moe\n\nPapers\n\n1. Doe J. One. 2019.\n\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ODTText(bytes.NewReader(makeODT(t, tt.body)), "cv.odt")
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ODTText (-want +got):\n%s", diff)
			}
		})
	}
}

func TestODTTextErrors(t *testing.T) {
	var noContent bytes.Buffer
	zw := zip.NewWriter(&noContent)
	zw.Create("styles.xml")
	zw.Close()
	tests := []struct {
		name string
		data []byte
		want error
		line string
	}{
		{"not a zip", []byte("PK\x03\x04 broken"), ErrNotODT, ""},
		{"no content part", noContent.Bytes(), ErrNotODT, ""},
		{"bad XML", makeODT(t, "<text:p>x</text:p>\n<text:p></text:h>"), ErrNotODT, "content.xml:3: "},
		{"no text", makeODT(t, `<text:p/>`), pub.ErrEmpty, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ODTText(bytes.NewReader(tt.data), "cv.odt")
			var pe *pub.ParseError
			if !errors.Is(err, tt.want) || !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), "cv.odt") || !strings.Contains(err.Error(), tt.line) {
				t.Errorf("ODTText = %v, want %v as a ParseError naming the file %s", err, tt.want, tt.line)
			}
		})
	}
	_, err := odtText(bytes.NewReader(makeODT(t, strings.Repeat(op("", "Some words of text."), 200))), "cv.odt", Budget{TextBytes: 1000})
	if !errors.Is(err, ErrOverBudget) {
		t.Errorf("odtText over budget = %v, want ErrOverBudget", err)
	}
}

// odtCV is an invented CV: a title, headed sections, a numbered list of
// papers and a table.
func odtCV() string {
	return op("Title", "Jane Q. Doe") + op("", "Professor of Invented Studies, Example University") +
		`<text:h text:outline-level="1">Education</text:h>` +
		`<table:table><table:table-row><table:table-cell>` + op("", "2006") + `</table:table-cell><table:table-cell>` + op("", "PhD, Example University") + `</table:table-cell></table:table-row></table:table>` +
		`<text:h text:outline-level="1">Publications</text:h>` +
		`<text:list text:style-name="L1">` +
		oitem(op("", `<text:span text:style-name="T1">Doe, J. Q.</text:span>, Roe, R. (2019). Fast paths in slow networks. <text:span text:style-name="T2">Journal of Invented Results</text:span>, 12(3), 45–67.`)) +
		oitem(op("", `Moe, M., <text:span text:style-name="T1">Doe, J. Q.</text:span> (2021). Slow paths in fast networks. <text:span text:style-name="T2">Invented Letters</text:span>, 4, 1–9.`)) +
		`</text:list>`
}

// TestODTGolden converts the invented CV, compares its text with
// testdata/docx/cv.golden.odt.md (go test -update rewrites it), and
// reads it whole through ReadInput.
func TestODTGolden(t *testing.T) {
	data := makeODT(t, odtCV())
	got, err := ODTText(bytes.NewReader(data), "cv.odt")
	if err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "docx", "cv.golden.odt.md")
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("ODTText (-want +got):\n%s", diff)
	}
	p := filepath.Join(t.TempDir(), "cv")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	format, titles := inputTitles(t, p)
	if format != FormatODT {
		t.Errorf("format = %s, want odt by content", format)
	}
	if diff := cmp.Diff([]string{"Fast paths in slow networks", "Slow paths in fast networks"}, titles); diff != "" {
		t.Errorf("titles (-want +got):\n%s", diff)
	}
}

// FuzzODTText checks that no content makes ODTText panic or return
// invalid UTF-8.
func FuzzODTText(f *testing.F) {
	f.Add(odtCV())
	f.Add(`<text:list><text:list-item><text:list><text:list-item><text:p>x</text:p></text:list-item></text:list></text:list-item></text:list>`)
	f.Add(`<text:p><draw:frame><draw:text-box><text:p><text:span>y</text:p></draw:text-box></draw:frame></text:p>`)
	f.Fuzz(func(t *testing.T, body string) {
		text, err := ODTText(bytes.NewReader(makeODT(t, body)), "cv.odt")
		if err == nil && !utf8.ValidString(text) {
			t.Errorf("ODTText returned invalid UTF-8: %q", text)
		}
	})
}
