package ingest

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// wp is a paragraph of plain text with the given paragraph properties.
func wp(ppr, text string) string {
	if ppr != "" {
		ppr = "<w:pPr>" + ppr + "</w:pPr>"
	}
	return `<w:p>` + ppr + `<w:r><w:t xml:space="preserve">` + text + `</w:t></w:r></w:p>`
}

// wnum is the numbering property of list numID at level ilvl.
func wnum(numID, ilvl int) string {
	return fmt.Sprintf(`<w:numPr><w:ilvl w:val="%d"/><w:numId w:val="%d"/></w:numPr>`, ilvl, numID)
}

// wlvl is a level of a numbering definition.
func wlvl(ilvl int, format, text string) string {
	return fmt.Sprintf(`<w:lvl w:ilvl="%d"><w:start w:val="1"/><w:numFmt w:val="%s"/><w:lvlText w:val="%s"/></w:lvl>`, ilvl, format, text)
}

// docxTestNumbering defines the lists the tests use: 1, a decimal list
// with lettered and roman sublevels; 2, a bullet list; 3, upper roman
// numerals; 4, list 1's definition restarted at 5; 5, list 1's
// definition again, continuing its count; 6, outline numbers "1.1.".
var docxTestNumbering = `<w:abstractNum w:abstractNumId="10">` + wlvl(0, "decimal", "%1.") + wlvl(1, "lowerLetter", "%2.") + wlvl(2, "lowerRoman", "(%3)") + `</w:abstractNum>` +
	`<w:abstractNum w:abstractNumId="11">` + wlvl(0, "bullet", "\uF0B7") + wlvl(1, "bullet", "o") + `</w:abstractNum>` +
	`<w:abstractNum w:abstractNumId="12">` + wlvl(0, "upperRoman", "%1.") + wlvl(1, "upperLetter", "%2.") + `</w:abstractNum>` +
	`<w:abstractNum w:abstractNumId="13">` + wlvl(0, "decimal", "%1.") + wlvl(1, "decimal", "%1.%2.") + `</w:abstractNum>` +
	`<w:num w:numId="1"><w:abstractNumId w:val="10"/></w:num>` +
	`<w:num w:numId="2"><w:abstractNumId w:val="11"/></w:num>` +
	`<w:num w:numId="3"><w:abstractNumId w:val="12"/></w:num>` +
	`<w:num w:numId="4"><w:abstractNumId w:val="10"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="5"/></w:lvlOverride></w:num>` +
	`<w:num w:numId="5"><w:abstractNumId w:val="10"/></w:num>` +
	`<w:num w:numId="6"><w:abstractNumId w:val="13"/></w:num>`

// docxTestStyles has a heading style with a German id, a numbered list
// style and one based on it, and a style whose outline level makes a
// heading.
var docxTestStyles = `<w:style w:type="paragraph" w:styleId="berschrift2"><w:name w:val="heading 2"/></w:style>` +
	`<w:style w:type="paragraph" w:styleId="ListNumber"><w:name w:val="List Number"/><w:pPr>` + wnum(1, 0) + `</w:pPr></w:style>` +
	`<w:style w:type="paragraph" w:styleId="RefItem"><w:name w:val="Ref Item"/><w:basedOn w:val="ListNumber"/><w:pPr><w:numPr><w:ilvl w:val="1"/></w:numPr></w:pPr></w:style>` +
	`<w:style w:type="paragraph" w:styleId="Section"><w:name w:val="Section"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style>` +
	`<w:style w:type="character" w:styleId="Strong"><w:name w:val="Strong"/></w:style>`

func TestDOCXNumbering(t *testing.T) {
	tests := []struct {
		name, body, want string
	}{
		{"decimal with lettered and roman sublevels",
			wp(wnum(1, 0), "First.") + wp(wnum(1, 1), "Sub a.") + wp(wnum(1, 1), "Sub b.") + wp(wnum(1, 2), "Deep.") + wp(wnum(1, 0), "Second.") + wp(wnum(1, 1), "Sub a again."),
			"1. First.\n\n    - Sub a.\n\n    - Sub b.\n\n        - Deep.\n\n2. Second.\n\n    - Sub a again.\n\n"},
		{"bullets",
			wp(wnum(2, 0), "One.") + wp(wnum(2, 1), "Under."),
			"- One.\n\n    - Under.\n\n"},
		{"upper roman and letters are text",
			wp(wnum(3, 0), "Publications") + wp(wnum(3, 1), "Journal articles") + wp(wnum(3, 1), "Chapters") + wp(wnum(3, 0), "Talks"),
			"I. Publications\n\n    A. Journal articles\n\n    B. Chapters\n\nII. Talks\n\n"},
		{"restart, continuation and a list left",
			wp(wnum(1, 0), "One.") + wp(wnum(1, 0), "Two.") + wp("", "Between.") + wp(wnum(4, 0), "Five.") + wp(wnum(5, 0), "Three.") + wp(wnum(1, 0)+`<w:numPr><w:numId w:val="0"/></w:numPr>`, "Not numbered."),
			"1. One.\n\n2. Two.\n\nBetween.\n\n5. Five.\n\n3. Three.\n\nNot numbered.\n\n"},
		{"outline numbers are bullets",
			wp(wnum(6, 0), "Top.") + wp(wnum(6, 1), "Inner."),
			"1. Top.\n\n    - Inner.\n\n"},
		{"numbering by style",
			wp(`<w:pStyle w:val="ListNumber"/>`, "Contribution.") + wp(`<w:pStyle w:val="RefItem"/>`, "Doe J. A paper. J Invented. 2010.") + wp(`<w:pStyle w:val="ListNumber"/>`, "Another."),
			"1. Contribution.\n\n    - Doe J. A paper. J Invented. 2010.\n\n2. Another.\n\n"},
		{"headings by style name and outline level",
			wp(`<w:pStyle w:val="berschrift2"/>`, "Publikationen") + wp(`<w:pStyle w:val="Section"/>`, "Talks") + wp(`<w:outlineLvl w:val="1"/>`, "Teaching") + wp(`<w:outlineLvl w:val="9"/>`, "Body"),
			"## Publikationen\n\n## Talks\n\n## Teaching\n\nBody\n\n"},
		{"numbered heading keeps its number",
			wp(`<w:pStyle w:val="berschrift2"/>`+wnum(3, 0), "Publications") + wp(`<w:pStyle w:val="berschrift2"/>`+wnum(2, 0), "Talks"),
			"## I. Publications\n\n## Talks\n\n"},
		{"a tracked change's former numbering is not read",
			wp(wnum(1, 0)+`<w:pPrChange w:id="1"><w:pPr>`+wnum(2, 1)+`<w:pStyle w:val="berschrift2"/></w:pPr></w:pPrChange>`, "Now numbered.") +
				`<w:p><w:r><w:rPr><w:rPrChange w:id="2"><w:rPr><w:b/></w:rPr></w:rPrChange></w:rPr><w:t>Once bold.</w:t></w:r></w:p>`,
			"1. Now numbered.\n\nOnce bold.\n\n"},
		{"a list not defined is bulleted",
			wp(wnum(99, 0), "Somewhere."),
			"- Somewhere.\n\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := makeDOCXParts(t, tt.body, map[string]string{"numbering": docxTestNumbering, "styles": docxTestStyles})
			got, err := DOCXText(bytes.NewReader(data), "cv.docx")
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("DOCXText (-want +got):\n%s", diff)
			}
		})
	}
}

func TestDOCXFormat(t *testing.T) {
	tests := []struct {
		n      int
		format string
		want   string
	}{
		{1, "decimal", "1"}, {3, "lowerLetter", "c"}, {27, "lowerLetter", "aa"}, {2, "upperLetter", "B"},
		{4, "lowerRoman", "iv"}, {1994, "upperRoman", "MCMXCIV"}, {7, "decimalZero", "07"}, {12, "decimalZero", "12"},
		{5, "ordinal", "5"}, {0, "lowerLetter", ""},
	}
	for _, tt := range tests {
		if got := docxFormat(tt.n, tt.format); got != tt.want {
			t.Errorf("docxFormat(%d, %s) = %q, want %q", tt.n, tt.format, got, tt.want)
		}
	}
}

func TestDOCXParts(t *testing.T) {
	rels := `<Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://doi.org/10.1234/abc" TargetMode="External"/>`
	tests := []struct {
		name, body, want string
	}{
		{"hyperlink keeps its text and address",
			`<w:p><w:r><w:t xml:space="preserve">See </w:t></w:r><w:hyperlink r:id="rId7"><w:r><w:t>the paper</w:t></w:r></w:hyperlink><w:r><w:t>.</w:t></w:r></w:p>`,
			"See \ue005the paper\ue006\ue007https://doi.org/10.1234/abc\ue008.\n\n"},
		{"an anchor is only text",
			`<w:p><w:hyperlink w:anchor="top"><w:r><w:t>Back</w:t></w:r></w:hyperlink></w:p>`, "Back\n\n"},
		{"HYPERLINK and REF fields show their results",
			`<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> HYPERLINK "https://x.org/p" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>Paper</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>` +
				`<w:r><w:t xml:space="preserve">, see </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>REF _Ref1 \h</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>Table 2</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>` +
				`<w:fldSimple w:instr=" PAGE "><w:r><w:t xml:space="preserve"> (3)</w:t></w:r></w:fldSimple></w:p>`,
			"\ue005Paper\ue006\ue007https://x.org/p\ue008, see Table 2 (3)\n\n"},
		{"footnote references, deleted, moved and hidden text are left out",
			`<w:p><w:r><w:t>Doe J. A paper</w:t></w:r><w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:footnoteReference w:id="1"/></w:r><w:del><w:r><w:delText>gone</w:delText></w:r></w:del>` +
				`<w:moveFrom><w:r><w:t>moved</w:t></w:r></w:moveFrom><w:r><w:rPr><w:vanish/></w:rPr><w:t>hidden</w:t></w:r><w:ins><w:r><w:t>. 2020.</w:t></w:r></w:ins></w:p>`,
			"Doe J. A paper. 2020.\n\n"},
		{"a text box is read once, where it stands",
			`<w:p><w:r><w:t xml:space="preserve">Before </w:t></w:r><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><w:txbxContent><w:p><w:r><w:t>Boxed</w:t></w:r></w:p></w:txbxContent></w:drawing></mc:Choice>` +
				`<mc:Fallback><w:pict><w:txbxContent><w:p><w:r><w:t>Boxed</w:t></w:r></w:p></w:txbxContent></w:pict></mc:Fallback></mc:AlternateContent></w:r><w:r><w:t>after</w:t></w:r></w:p>`,
			"Boxed\n\nBefore after\n\n"},
		{"soft breaks and special characters",
			`<w:p><w:r><w:t>One</w:t><w:br/><w:t>two</w:t><w:noBreakHyphen/><w:t>three</w:t><w:cr/><w:t>four</w:t></w:r></w:p>`,
			"One\ntwo-three\nfour\n\n"},
		{"a layout table gives its paragraphs",
			`<w:tbl><w:tr><w:tc>` + wp("", "Publications") + wp(wnum(1, 0), "Doe J. One. 2019.") + wp(wnum(1, 0), "Doe J. Two. 2020.") + `</w:tc></w:tr></w:tbl>`,
			"Publications\n\n1. Doe J. One. 2019.\n\n2. Doe J. Two. 2020.\n\n"},
		{"a label column beside a list",
			`<w:tbl><w:tr><w:tc>` + wp("", "Papers") + `</w:tc><w:tc>` + wp("", "Doe J. One. 2019.") + wp("", "Doe J. Two. 2020.") + wp("", "Doe J. Three. 2021.") + `</w:tc></w:tr></w:tbl>`,
			"Papers\n\nDoe J. One. 2019.\n\nDoe J. Two. 2020.\n\nDoe J. Three. 2021.\n\n"},
		{"a table in a table",
			`<w:tbl><w:tr><w:tc>` + wp("", "Outer") + `</w:tc><w:tc><w:tbl><w:tr><w:tc>` + wp("", "2019") + `</w:tc><w:tc>` + wp("", "Inner") + `</w:tc></w:tr></w:tbl></w:tc></w:tr></w:tbl>`,
			"Outer | 2019 | Inner\n\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := makeDOCXParts(t, tt.body, map[string]string{
				"numbering": docxTestNumbering, "rels": rels,
				"word/header1.xml":   `<w:hdr ` + docxNS + `>` + wp("", "Running header") + `</w:hdr>`,
				"word/footnotes.xml": `<w:footnotes ` + docxNS + `><w:footnote w:id="1">` + wp("", "A footnote") + `</w:footnote></w:footnotes>`,
			})
			got, err := DOCXText(bytes.NewReader(data), "cv.docx")
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("DOCXText (-want +got):\n%s", diff)
			}
		})
	}
}

// TestDOCXSyntaxErrorLine checks that a broken document part is named,
// with its line, in the error.
func TestDOCXSyntaxErrorLine(t *testing.T) {
	_, err := DOCXText(bytes.NewReader(makeDOCX(t, "<w:p>\n<w:r><w:t>x</w:t></w:r></w:p>\n<w:p><w:r></w:t>")), "cv.docx")
	var pe *pub.ParseError
	if !errors.As(err, &pe) || !errors.Is(err, ErrNotDOCX) || !strings.Contains(err.Error(), "cv.docx: ") || !strings.Contains(err.Error(), "word/document.xml:4: ") {
		t.Errorf("DOCXText = %v, want an error naming cv.docx and word/document.xml:4", err)
	}
}

// TestDOCXBudget checks that a hostile numbering cannot make long
// markers and that the text budget holds.
func TestDOCXBudget(t *testing.T) {
	numbering := `<w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:start w:val="99999999"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="` + strings.Repeat("%1", 500) + `"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="1"/></w:num>`
	body := strings.Repeat(wp(wnum(1, 0), "x"), 100)
	text, err := DOCXText(bytes.NewReader(makeDOCXParts(t, body, map[string]string{"numbering": numbering})), "cv.docx")
	if err != nil {
		t.Fatal(err)
	}
	if len(text) > 100*(docxMaxMarker+8) {
		t.Errorf("DOCXText gave %d bytes for 100 short items", len(text))
	}
	_, err = docxText(bytes.NewReader(makeDOCX(t, strings.Repeat(wp("", "Some words of text."), 200))), "cv.docx", Budget{TextBytes: 1000})
	if !errors.Is(err, ErrOverBudget) {
		t.Errorf("docxText over budget = %v, want ErrOverBudget", err)
	}
}

// docxBiosketch is an invented biographical sketch in the layout of a
// grant application's: a table of name and position, an education
// table, lettered citations under a personal statement, and numbered
// contributions with lettered citations under each, all by Word's
// numbering.
func docxBiosketch() (body string, parts map[string]string) {
	b := func(text string) string {
		return `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>` + text + `</w:t></w:r></w:p>`
	}
	cell := func(texts ...string) string {
		s := "<w:tr>"
		for _, t := range texts {
			s += "<w:tc>" + wp("", t) + "</w:tc>"
		}
		return s + "</w:tr>"
	}
	numbering := `<w:abstractNum w:abstractNumId="0">` + wlvl(0, "lowerLetter", "%1.") + `</w:abstractNum>` +
		`<w:abstractNum w:abstractNumId="1">` + wlvl(0, "decimal", "%1.") + wlvl(1, "lowerLetter", "%2.") + `</w:abstractNum>` +
		`<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>`
	body = wp(`<w:pStyle w:val="Title"/>`, "Biographical Sketch") +
		`<w:tbl>` + cell("NAME: Doe, Jane Q.") + cell("POSITION TITLE: Professor of Invented Biology") + `</w:tbl>` +
		b("EDUCATION/TRAINING") +
		`<w:tbl>` + cell("INSTITUTION AND LOCATION", "DEGREE", "END DATE", "FIELD OF STUDY") + cell("Example University, Springfield", "PhD", "05/2006", "Invented Biology") + `</w:tbl>` +
		b("A. Personal Statement") +
		wp("", "I have studied invented pathways for many years and am well placed to lead the project.") +
		wp(wnum(1, 0), "Doe JQ, Roe R. A statement paper on invented growth. J Invented Biol. 2018;20(1):1-10.") +
		b("B. Positions, Scientific Appointments, and Honors") +
		wp("", "2015 - present\tProfessor, Example University, Springfield") +
		b("C. Contributions to Science") +
		wp(wnum(2, 0), "Early in my career I studied the invented pathway in model organisms. We showed that it regulates growth. These findings changed how the field sees development.") +
		wp(wnum(2, 1), "Doe JQ, Roe R, Smith A. An invented pathway controls growth. J Invented Biol. 2010;12(3):45-67.") +
		wp(wnum(2, 1), "Roe R, Doe JQ. Loss of the invented pathway slows development. Invented Dev. 2011;4(1):1-9.") +
		wp(wnum(2, 0), "Later I turned to the invented receptor, finding its partners and their roles in signalling.") +
		wp(wnum(2, 1), "Green C, Doe JQ. The invented receptor binds a partner. Nat Invent. 2014;20:200-210.") +
		wp(wnum(2, 1), "Doe JQ, White D. Signalling through the invented receptor. J Invented Biol. 2016;18(2):30-41.")
	return body, map[string]string{"numbering": numbering}
}

// TestDOCXGolden converts the invented biosketch, compares its text with
// testdata/docx/biosketch.golden.md (go test -update rewrites it) and
// reads its papers.
func TestDOCXGolden(t *testing.T) {
	body, parts := docxBiosketch()
	data := makeDOCXParts(t, body, parts)
	got, err := DOCXText(bytes.NewReader(data), "biosketch.docx")
	if err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "docx", "biosketch.golden.md")
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
		t.Errorf("DOCXText (-want +got):\n%s", diff)
	}
	var titles []string
	err = ReadDOCX(bytes.NewReader(data), "biosketch.docx", Options{}, func(r pub.Record) error {
		if r.Publication != nil {
			titles = append(titles, r.Publication.Title)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	wantTitles := []string{"A statement paper on invented growth", "An invented pathway controls growth", "Loss of the invented pathway slows development",
		"The invented receptor binds a partner", "Signalling through the invented receptor"}
	if diff := cmp.Diff(wantTitles, titles); diff != "" {
		t.Errorf("titles (-want +got):\n%s", diff)
	}
}

// FuzzDOCXNumbering checks that no numbering or styles part makes
// DOCXText panic, return invalid UTF-8 or lose the body's text.
func FuzzDOCXNumbering(f *testing.F) {
	f.Add(docxTestNumbering, docxTestStyles)
	body, parts := docxBiosketch()
	f.Add(parts["numbering"], "")
	f.Add(`<w:num w:numId="1"><w:abstractNumId w:val="1"/><w:lvlOverride w:ilvl="9"><w:startOverride w:val="-4"/></w:lvlOverride></w:num>`, `<w:style w:type="paragraph" w:styleId="A"><w:basedOn w:val="A"/></w:style>`)
	f.Fuzz(func(t *testing.T, numbering, styles string) {
		data := makeDOCXParts(t, body+wp(`<w:pStyle w:val="A"/>`+wnum(1, 3), "Tail words"), map[string]string{"numbering": numbering, "styles": styles})
		text, err := DOCXText(bytes.NewReader(data), "cv.docx")
		if err != nil {
			t.Fatal(err)
		}
		if !utf8.ValidString(text) || !strings.Contains(text, "Tail words") {
			t.Errorf("DOCXText lost text or gave invalid UTF-8: %q", text)
		}
	})
}
