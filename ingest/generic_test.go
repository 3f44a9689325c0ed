package ingest

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/pub"
	"go.yaml.in/yaml/v3"
)

// genericRecord is what the generic form tests compare of a record.
type genericRecord struct {
	Line    int      `json:"line"`
	Title   string   `json:"title"`
	Authors []string `json:"authors"`
	Venue   string   `json:"venue,omitempty"`
	Year    int      `json:"year,omitempty"`
	DOI     string   `json:"doi,omitempty"`
	Kind    pub.Kind `json:"kind"`
	// Incomplete is set when the byline is not all there.
	Incomplete bool `json:"incomplete,omitempty"`
}

// TestGenericForms reads one synthetic file in each general form of
// data kept in markup or code (template-call attributes, records under
// an unusual key, a TOML array of tables, TypeScript, Typst and R data
// literals, R tables by columns and by rows in a script or a Quarto
// page's code chunk, a CSV with unusual column names, a markdown table) and
// compares what was read with its golden file.
func TestGenericForms(t *testing.T) {
	tests := []struct {
		file   string
		format Format
		owner  string
	}{
		{"shortcodes.md", FormatCV, ""},
		{"liquid-includes.md", FormatCV, ""},
		{"records-under-key.json", FormatPubData, ""},
		{"array-of-tables.toml", FormatPubData, ""},
		{"papers.ts", FormatCode, ""},
		{"papers.typ", FormatCode, ""},
		{"page.typ", FormatCode, ""},
		{"papers.R", FormatCode, ""},
		{"columns.R", FormatCode, ""},
		{"tribble.qmd", FormatCV, ""},
		{"combined.typ", FormatCode, ""},
		{"repeated.typ", FormatCode, ""},
		{"combined.qmd", FormatCV, ""},
		{"combined.ts", FormatCode, ""},
		{"nested-venue.json", FormatPubData, ""},
		{"nested-journal.yml", FormatPubData, ""},
		{"book-and-status.md", FormatCV, ""},
		{"thesis-no-authors.yml", FormatCVData, ""},
		{"unusual-columns.csv", FormatPubData, ""},
		{"table.md", FormatCV, "Paola Ferri"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			path := filepath.Join("..", "testdata", "generic", tt.file)
			var recs []genericRecord
			var warnings []string
			opt := Options{Owner: tt.owner, Warn: func(e *pub.ParseError) error { warnings = append(warnings, e.Error()); return nil }}
			format, _, err := ReadInput(Input{Path: path}, nil, opt, func(r pub.Record) error {
				if p := r.Publication; p != nil {
					g := genericRecord{Line: p.Pos.Line, Title: p.Title, Venue: p.Venue, Year: p.Year, DOI: p.DOI, Kind: p.Kind, Incomplete: p.Incomplete, Authors: []string{}}
					for _, a := range p.Authors {
						g.Authors = append(g.Authors, a.Name)
					}
					recs = append(recs, g)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if format != tt.format {
				t.Errorf("read as %s, want %s", format, tt.format)
			}
			got, err := json.MarshalIndent(map[string]any{"publications": recs, "warnings": warnings}, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("..", "testdata", "generic", "golden", tt.file+".json"), append(got, '\n'))
		})
	}
}

// TestChooseRoles checks that keys get their roles from what their
// values hold, whatever the keys are called.
func TestChooseRoles(t *testing.T) {
	tests := []struct {
		name string
		yaml string
		want map[string]fieldRole
	}{
		{
			name: "unusual names",
			yaml: `
- {what: "Vowel space in children who stutter", with: "Hart, B., Moreno, C., & Kiel, D.", where: "Journal of Fluency Studies", when: "2021"}
- {what: "Rhythm and the inner voice in reading aloud", with: "Moreno, C., Hart, B.", where: "Proceedings of Speech Prosody", when: "2019"}
- {what: "Tongue placement in whispered speech", with: "Kiel, D. and Hart, B.", where: "Journal of Phonetic Science", when: "2022"}`,
			want: map[string]fieldRole{"what": roleTitle, "with": roleAuthors, "where": roleVenue, "when": roleYear},
		},
		{
			// Two keys no record holds both of share the venue; a venue
			// kept in an object reads as its main text.
			name: "keys apart share a role, a venue in an object",
			yaml: `
- {what: "Salt wedges in small estuaries", who: "Ana Brito, Kofi Mensah", outlet: {name: "Estuarine Physics", url: "https://example.org/ep"}, when: "2021"}
- {what: "Tidal pumping of river sediment", who: "Kofi Mensah, Ana Brito", outlet: {name: "Journal of Coastal Flows", short: "JCF"}, when: "2020"}
- {what: "Mixing in estuaries, a primer", who: "Ana Brito", booktitle: "Handbook of Coastal Waters", when: "2019"}
- {what: "Measuring salinity from small boats", who: "Ana Brito, Kofi Mensah", booktitle: "Field Methods in Oceanography", when: "2018"}
- {what: "Fronts at river plumes", who: "Ana Brito, Lea Horn", progress: "under review", when: "2024"}`,
			want: map[string]fieldRole{"what": roleTitle, "who": roleAuthors, "outlet": roleVenue, "booktitle": roleVenue, "progress": roleVenue, "when": roleYear},
		},
		{
			name: "names as a list, a DOI, a link",
			yaml: `
- {heading: "Silent rooms and the ear", crew: [Petra Lund, Omar Haddad], ref: "10.5555/al.2020.7", page: "https://example.org/a"}
- {heading: "Low-frequency masking in open offices", crew: [Omar Haddad], ref: "10.5555/baq.2018.22", page: "https://example.org/b"}`,
			want: map[string]fieldRole{"heading": roleTitle, "crew": roleAuthors, "ref": roleDOI, "page": roleURL},
		},
		{
			name: "whole references only",
			yaml: `
- {year: "2022", text: "Lund, A., Berg, T. and Ferri, P. Search for a rare decay of the heavy meson. Phys. Lett. X 812 (2022) 13."}
- {year: "2020", text: "Berg, T. and Ferri, P. Calibration of a silicon tracker with cosmic rays. Instr. Methods 44 (2020) 201."}`,
			want: map[string]fieldRole{"year": roleYear, "text": roleCitation},
		},
		{
			// "Publication" names the venue in some exports; values that
			// read as whole references overrule the name.
			name: "whole references under a venue's key",
			yaml: `
- {Year: "2022", Publication: "Lund, A., Berg, T. and Ferri, P. Search for a rare decay of the heavy meson. Phys. Lett. X 812 (2022) 13."}
- {Year: "2020", Publication: "Berg, T. and Ferri, P. Calibration of a silicon tracker with cosmic rays. Instr. Methods 44 (2020) 201."}
- {Year: "2019", Publication: "North Collaboration: Lund, A. and others. The upgrade of the north detector, technical design report. CERN-NORTH-2019-01."}`,
			want: map[string]fieldRole{"Year": roleYear, "Publication": roleCitation},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var doc yaml.Node
			if err := yaml.Unmarshal([]byte(tt.yaml), &doc); err != nil {
				t.Fatal(err)
			}
			got := chooseRoles(label.Default(), doc.Content[0].Content)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("roles (-want +got):\n%s", diff)
			}
		})
	}
}

// TestReadBestKeepsGoodReading checks that a list the CV reader reads
// well keeps that reading though a table in it holds records too, and
// that a page the CV reader cannot read gets the generic reading.
func TestReadBestKeepsGoodReading(t *testing.T) {
	cv := `# Publications

1. Jane Doe and Al Roe. A study of lakes. Freshwater Biology 3, 2021.
2. Jane Doe. Ponds in winter. Limnology Letters 7, 2019.
3. Al Roe and Jane Doe. Reeds and their shade. Aquatic Botany 12, 2018.

# Grants

| Title | Funder | Year |
|---|---|---|
| Lakes of the north, a survey | Water Council | 2020 |
`
	var titles []string
	err := readCVOrRecords(strings.NewReader(cv), "cv.md", Options{}, func(r pub.Record) error {
		if r.Publication != nil {
			titles = append(titles, r.Publication.Title)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"A study of lakes", "Ponds in winter", "Reeds and their shade"}
	if diff := cmp.Diff(want, titles); diff != "" {
		t.Errorf("titles (-want +got):\n%s", diff)
	}

	page := "Some papers.\n\n{{< pub title=\"A study of lakes\" authors=\"Jane Doe and Al Roe\" venue=\"Freshwater Biology 3, 2021\" >}}\n" +
		"{{< pub title=\"Ponds in winter\" authors=\"Jane Doe\" venue=\"Limnology Letters 7, 2019\" >}}\n"
	titles = nil
	err = readCVOrRecords(strings.NewReader(page), "page.md", Options{}, func(r pub.Record) error {
		if r.Publication != nil {
			titles = append(titles, r.Publication.Title)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want[:2], titles); diff != "" {
		t.Errorf("titles (-want +got):\n%s", diff)
	}
}

func TestQualityOf(t *testing.T) {
	recs := []pub.Record{
		{Publication: &pub.Publication{Title: "A study of lakes", Authors: []pub.Author{{Name: "Jane Doe"}}}},
		{Publication: &pub.Publication{Title: "Lakes"}},
		{Publication: &pub.Publication{Title: "https://example.org/x", Authors: []pub.Author{{Name: "Jane Doe"}}}},
		{Owner: &pub.Person{Name: "Jane Doe"}},
	}
	got := QualityOf(recs)
	if want := (Quality{Publications: 3, Confident: 1, NoByline: 1, BadTitle: 1, NoYear: 3}); got != want {
		t.Errorf("QualityOf = %+v, want %+v", got, want)
	}
	if s := got.Share(); s < 0.33 || s > 0.34 {
		t.Errorf("Share = %v, want 1/3", s)
	}
	for _, tt := range []struct {
		q    Quality
		poor bool
	}{
		{Quality{}, false}, // nothing read: a warning says so, not this
		{Quality{Publications: 10, Confident: 8}, false},
		{Quality{Publications: 10, Confident: 7}, true},
		{Quality{Publications: 10, Confident: 10, UnnamedOwner: 10}, true},
		{Quality{TextReferences: 4}, false},
		{Quality{TextReferences: 5}, true}, // a text of references, none read
		{got, true},
	} {
		if p := tt.q.Poor(); p != tt.poor {
			t.Errorf("%+v.Poor() = %v, want %v", tt.q, p, tt.poor)
		}
	}
}

// TestLoadInputsRead checks that Load tells how well each input was
// read, in the order read, leaving out inputs with no publications.
func TestLoadInputsRead(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "a.bib")
	poor := filepath.Join(dir, "b.bib")
	people := filepath.Join(dir, "c.csv")
	write := func(path, text string) {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(good, "@article{a, title={A study of lakes}, author={Doe, Jane and Roe, Rich}, year=2020}\n")
	write(poor, "@article{b, title={Lakes}, year=2020}\n@article{c, title={Rivers}, year=2021}\n")
	write(people, "source,target\nAnn,Bo\n")
	l, err := Load(context.Background(), []string{good, poor, people}, LoadOptions{}, func(pub.Record) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	want := []InputRead{
		{Path: good, Format: FormatBibTeX, Quality: Quality{Publications: 1, Confident: 1}},
		{Path: poor, Format: FormatBibTeX, Quality: Quality{Publications: 2, NoByline: 2}},
	}
	if diff := cmp.Diff(want, l.Inputs); diff != "" {
		t.Errorf("Inputs (-want +got):\n%s", diff)
	}
}

func TestSplitCJKByline(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"山田太郎・鈴木花子", []string{"山田太郎", "鈴木花子"}},
		{"山田太郎・キム・ミンス・鈴木花子", []string{"山田太郎", "キム・ミンス", "鈴木花子"}},
		{"山田太郎、鈴木花子、田中一", []string{"山田太郎", "鈴木花子", "田中一"}},
		{"Jane Doe, Al Roe", nil},
		{"山田太郎", nil},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, splitCJKByline(tt.in)); diff != "" {
			t.Errorf("splitCJKByline(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestTypstMarkdown(t *testing.T) {
	// A link whose text starts on the next line starts there.
	in := "#set page(width: 10cm)\n= Papers\n- Doe 2020. #link(\"https://x.org/a\")[A study\n  of lakes]#footnote[a\nnote]\n+ *Bold* and _it_ \\#1\n- Roe et al 2021. #link(\"https://x.org/b\")[\nA study of rivers]\n"
	want := "\n# Papers\n- Doe 2020. [A study\n  of lakes](https://x.org/a)\n\n1. *Bold* and _it_ #1\n- Roe et al 2021. \n[A study of rivers](https://x.org/b)\n"
	if got := typstMarkdown(in); got != want {
		t.Errorf("typstMarkdown (-want +got):\n%s", cmp.Diff(want, got))
	}
}

// FuzzLiterals checks that the data-literal parser and the Typst
// converter never panic and give every node a line inside the input.
func FuzzLiterals(f *testing.F) {
	for _, name := range []string{"papers.ts", "papers.typ", "page.typ", "papers.R", "columns.R", "tribble.qmd", "combined.typ", "repeated.typ", "combined.qmd", "combined.ts"} {
		if b, err := os.ReadFile(filepath.Join("..", "testdata", "generic", name)); err == nil {
			f.Add(string(b), uint8(0))
		}
	}
	f.Add(`{a: [1, {b: "x\u{1F600}"}], c: (d: [e]), 'k': list(x = c("y"))`, uint8(1))
	f.Add("((((((((", uint8(2))
	f.Add("t <- tribble(~a, ~`b`, ~, x + 1, NA, \"c\")\nd <- data.frame(a = c(1, 2), b = 3)", uint8(2))
	f.Fuzz(func(t *testing.T, src string, lang uint8) {
		root, spans := parseLiteralSpans(src, literalLang(lang%4))
		lines := strings.Count(src, "\n") + 1
		checkLines(t, root, lines, 0)
		checkSpans(t, spans, lines, true)
		chunks, chunkSpans := codeChunkLiterals(src)
		checkLines(t, chunks, lines, 0)
		checkSpans(t, chunkSpans, lines, true)
		if got := strings.Count(blankSpans(src, append(spans, chunkSpans...)), "\n") + 1; got != lines {
			t.Errorf("blankSpans kept %d lines of %d", got, lines)
		}
		_ = typstMarkdown(src)
	})
}

// checkSpans fails t unless every span lies inside lines and, when
// ordered is set, the spans follow one another.
func checkSpans(t *testing.T, spans []lineSpan, lines int, ordered bool) {
	t.Helper()
	for i, s := range spans {
		if s.from < 1 || s.to < s.from || s.to > lines {
			t.Errorf("span %d: lines %d-%d outside 1-%d", i, s.from, s.to, lines)
		}
		if ordered && i > 0 && s.from < spans[i-1].to {
			t.Errorf("span %d: lines %d-%d start before span %d ends (%d)", i, s.from, s.to, i-1, spans[i-1].to)
		}
	}
}

// FuzzMarkupRecords checks that the attribute and table readers never
// panic and give every node a line inside the input.
func FuzzMarkupRecords(f *testing.F) {
	for _, name := range []string{"shortcodes.md", "liquid-includes.md", "table.md", "unusual-columns.csv", "class-names.html"} {
		if b, err := os.ReadFile(filepath.Join("..", "testdata", "generic", name)); err == nil {
			f.Add(string(b))
		}
	}
	f.Add(`<div data-title="x" data-authors='y'>|a|b|` + "\n|--|--|\n|1|")
	f.Fuzz(func(t *testing.T, src string) {
		lines := strings.Count(src, "\n") + 1
		if root := markupRecords(src); root != nil {
			checkLines(t, root, lines, 0)
		}
		if root, err := tableRecords([]byte(src), "t.csv", Options{}); err == nil {
			checkLines(t, root, lines, 0)
		}
		_ = looksRecordTable([]byte(src))
		if root := htmlClassRecords([]byte(src)); root != nil {
			checkLines(t, root, lines, 0)
		}
	})
}

func checkLines(t *testing.T, n *yaml.Node, lines, depth int) {
	if n == nil || depth > 300 {
		return
	}
	if n.Line < 0 || n.Line > lines {
		t.Fatalf("node %q at line %d of %d", n.Value, n.Line, lines)
	}
	for _, c := range n.Content {
		checkLines(t, c, lines, depth+1)
	}
}

// TestStringBylineForms checks byline strings in forms data files hold:
// inverted names between semicolons, a group author before the names.
func TestStringBylineForms(t *testing.T) {
	tests := []struct {
		in         string
		want       []string
		incomplete bool
	}{
		{"Quill, Mara; Renn, Tobias K; Okafor, D; ", []string{"Mara Quill", "Tobias K Renn", "D Okafor"}, false},
		{"Quill, Mara; Renn, Tobias; others", []string{"Mara Quill", "Tobias Renn"}, true},
		{"Harbour Collaboration: Lund, A. and others", []string{"Harbour Collaboration", "A. Lund"}, true},
		{"The Harbour Core Consortium.", []string{"The Harbour Core Consortium"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			as, inc := stringByline(cv.Models{}, tt.in, "A study of lakes")
			var got []string
			for _, a := range as {
				got = append(got, a.Name)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" || inc != tt.incomplete {
				t.Errorf("stringByline (-want +got):\n%s incomplete %v, want %v", diff, inc, tt.incomplete)
			}
		})
	}
}

func TestBylineInRest(t *testing.T) {
	tests := []struct {
		in            string
		partOf        bool
		byline, edits string
	}{
		{in: "山田太郎・鈴木花子編，架空書房", byline: "山田太郎・鈴木花子"},
		{in: "山田太郎(2018)，架空出版，東京", byline: "山田太郎"},
		{in: "山田太郎著，架空書房", byline: "山田太郎"},
		{in: "Plain prose with no names at all in it.", byline: ""},
		// Editors of the book a chapter is in, before the book's title
		// or in a record typed as a chapter, are not the chapter's byline.
		{in: "山田太郎・鈴木花子・佐藤次郎編『架空の論集』架空書房（予定）", edits: "山田太郎・鈴木花子・佐藤次郎"},
		{in: "山田太郎・鈴木花子編著『架空の論集』架空書房", edits: "山田太郎・鈴木花子"},
		{in: "张三、李四主编《虚构之书》，北京：虚构出版社，2020", edits: "张三、李四"},
		{in: "王五编《虚构之书》，虚构出版社", edits: "王五"},
		{in: "山田太郎・鈴木花子編，架空書房", partOf: true, edits: "山田太郎・鈴木花子"},
		{in: "Doe (ed.), Handbook of Imaginary Studies, 87-113. Springfield: Example Press", partOf: true, edits: "Doe"},
		{in: "Roe (ed.), A Handbook of Invented Things, 1-24. Example Press", partOf: true, edits: "Roe"},
		// A book's editors, whatever the field model reads in their
		// names, are its byline; a chapter's are its book's.
		{in: "Quill, Mara, Tobias Renn and Orla Vant, eds", byline: "Quill, Mara, Tobias Renn and Orla Vant"},
		{in: "Quill, Mara, Tobias Renn and Orla Vant, eds", partOf: true, edits: "Quill, Mara, Tobias Renn and Orla Vant"},
		{in: "Quill, Mara and Tobias Renn (eds.), Example Press", byline: "Quill, Mara and Tobias Renn"},
		// The chapter's own author before the editors stays its byline.
		{in: "山田太郎(2019)「架空の章」，鈴木花子・佐藤次郎編，架空書房", partOf: true, byline: "山田太郎"},
		{in: "Doe, Jane. In Roe, Richard, ed., Handbook of Imaginary Studies, 1-20, Example Press", partOf: true, byline: "Doe, Jane"},
	}
	for _, tt := range tests {
		if by, eds := bylineInRest(label.Default(), tt.in, tt.partOf); by != tt.byline || eds != tt.edits {
			t.Errorf("bylineInRest(%q, %v) = %q, %q; want %q, %q", tt.in, tt.partOf, by, eds, tt.byline, tt.edits)
		}
	}
}

func TestTitleEditorCredit(t *testing.T) {
	rec := &yaml.Node{Kind: yaml.MappingNode, Line: 1, Content: []*yaml.Node{
		scalarNode("title"), scalarNode("Vowels of the northern dialects, in Berg, Anna and Tom Lind, eds."),
		scalarNode("authors"), scalarNode("Jane Doe"),
	}}
	pb, err := newPubReader("x.yml", 1, Options{}).record(rec, nil)
	if err != nil || pb == nil {
		t.Fatalf("record: %v, %v", pb, err)
	}
	if want := "Vowels of the northern dialects"; pb.Title != want {
		t.Errorf("title %q, want %q", pb.Title, want)
	}
}

// TestHTMLClassRecords checks that fields marked by class names become
// records: cards of one class with named children, not the navigation
// links or the script.
func TestHTMLClassRecords(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "testdata", "generic", "class-names.html"))
	if err != nil {
		t.Fatal(err)
	}
	root := htmlClassRecords(src)
	if root == nil {
		t.Fatal("no records")
	}
	var got []genericRecord
	err = readGenericTree(root, "class-names.html", strings.Count(string(src), "\n")+1, Options{}, func(r pub.Record) error {
		if p := r.Publication; p != nil {
			got = append(got, genericOf(p))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []genericRecord{
		{Line: 6, Title: "Wind loads on slender towers", Authors: []string{"Hana Kovac", "Luis Ortega"}, Venue: "Structural Wind Engineering", Year: 2022, Kind: pub.KindJournal},
		{Line: 11, Title: "Vortex shedding behind tapered cylinders", Authors: []string{"Luis Ortega", "Hana Kovac", "Mei Chen"}, Venue: "Journal of Fluids and Structures", Year: 2020, Kind: pub.KindJournal},
		{Line: 16, Title: "Damping devices for tall chimneys", Authors: []string{"Hana Kovac"}, Venue: "Engineering Structures", Year: 2018, Kind: pub.KindJournal},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("records (-want +got):\n%s", diff)
	}
}

func TestHasWords(t *testing.T) {
	for _, s := range []string{"", " ", "a", " a ", "a b", "a\tb\nc", "  lakes  and rivers ", "一 二", "a b c d e f g"} {
		for n := 0; n <= 8; n++ {
			if got, want := hasWords(s, n), len(strings.Fields(s)) >= n; got != want {
				t.Errorf("hasWords(%q, %d) = %v, want %v", s, n, got, want)
			}
		}
	}
}

func TestWithoutPublisherTail(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Handbook of Invented Languages, Example Press, Springfield and Shelbyville.", "Handbook of Invented Languages"},
		{"A Study of Lakes, Rivers and Ponds", "A Study of Lakes, Rivers and Ponds"},
		{"Lakes, Rivers, and Ponds: A New Synthesis", "Lakes, Rivers, and Ponds: A New Synthesis"},
		{"Invented bridges", "Invented bridges"},
		// A publisher the model doubts one word of, read as a
		// publisher on the whole; a head read as a book's name.
		{"Grammar of an Invented Language, Walter de Example, Berlin and New York.", "Grammar of an Invented Language"},
		// A known loss of the labeller retrained in the eighth session
		// (docs/accuracy.md, label8): the head's last word is read as
		// the publisher's at 0.43, so the tail is kept.
		{"Companion to Imagined Harbours, Sample University Press, Oxford.", "Companion to Imagined Harbours, Sample University Press, Oxford."},
	}
	for _, tt := range tests {
		if got := withoutPublisherTail(label.Default(), tt.in); got != tt.want {
			t.Errorf("withoutPublisherTail(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// genericOf is what the record tests compare of a publication: where it
// starts and its title, venue, year, kind and authors' names.
func genericOf(p *pub.Publication) genericRecord {
	g := genericRecord{Line: p.Pos.Line, Title: p.Title, Venue: p.Venue, Year: p.Year, Kind: p.Kind, Authors: []string{}}
	for _, a := range p.Authors {
		g.Authors = append(g.Authors, a.Name)
	}
	return g
}
