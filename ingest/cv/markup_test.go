package cv

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv/convert"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/internal/tex"
	"github.com/pubgraph/pubgraph/pub"
)

// markupInputs lists the LaTeX, org-mode, reStructuredText and notebook samples in
// testdata/markup.
func markupInputs(t testing.TB) []string {
	t.Helper()
	var out []string
	for _, ext := range []string{"tex", "org", "rst", "ipynb"} {
		files, err := filepath.Glob(filepath.Join("..", "..", "testdata", "markup", "*."+ext))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, files...)
	}
	if len(out) == 0 {
		t.Fatal("no samples in testdata/markup")
	}
	return out
}

// convertMarkup converts a sample to markdown lines by its extension.
func convertMarkup(path string, data []byte) *convert.Doc {
	src := DecodeText(data)
	switch filepath.Ext(path) {
	case ".org":
		return convert.Org(src)
	case ".rst":
		return convert.RST(src)
	case ".ipynb":
		m, err := convert.Notebook(data)
		if err != nil {
			panic(path + ": " + err.Error())
		}
		return m
	}
	return &convert.LaTeX(src).Doc
}

// urlMarkRe matches a link's target between markup.URLOpen and URLClose.
var urlMarkRe = regexp.MustCompile(string(markup.URLOpen) + "([^" + string(markup.URLClose) + "]*)" + string(markup.URLClose))

// showMarks writes the markup runes of s as markdown, for golden files.
func showMarks(s string) string {
	s = urlMarkRe.ReplaceAllString(s, "(<$1>)")
	return strings.NewReplacer(string(markup.BoldOpen), "**", string(markup.BoldClose), "**",
		string(markup.ItalicOpen), "_", string(markup.ItalicClose), "_",
		string(markup.LinkOpen), "[", string(markup.LinkClose), "]").Replace(s)
}

// TestMarkupToMarkdownGolden converts each sample in testdata/markup to
// the markdown the CV reader reads; the golden file shows each line after
// the source line it came from. go test -update rewrites them.
func TestMarkupToMarkdownGolden(t *testing.T) {
	for _, path := range markupInputs(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			m := convertMarkup(path, data)
			nlines := bytes.Count(data, []byte("\n")) + 1
			var b strings.Builder
			prev := 0
			for _, l := range m.Lines {
				if l.Source < 1 || l.Source > nlines {
					t.Errorf("line %d outside the input (1..%d): %q", l.Source, nlines, l.Text)
				}
				if l.Source < prev-20 {
					t.Errorf("line %d far before line %d: %q", l.Source, prev, l.Text)
				}
				prev = l.Source
				if strings.TrimSpace(l.Text) == "" {
					continue
				}
				fmt.Fprintf(&b, "%3d| %s\n", l.Source, showMarks(l.Text))
			}
			golden(t, path+".golden.md", []byte(b.String()))
		})
	}
}

// readWith reads data with read and returns its records and warnings.
func readWith(t *testing.T, read readFunc, name string, data []byte, opt Options) ([]pub.Record, []string) {
	t.Helper()
	var recs []pub.Record
	var warns []string
	opt.Warn = func(e *pub.ParseError) error {
		warns = append(warns, e.Error())
		return nil
	}
	if err := read(bytes.NewReader(data), name, opt, func(r pub.Record) error {
		recs = append(recs, r)
		return nil
	}); err != nil {
		t.Fatalf("read %s: %v", name, err)
	}
	return recs, warns
}

// markupPub is what the document layer decides about an entry: that it
// is one, its title and its year.
type markupPub struct {
	Title string
	Year  int
}

// TestReadMarkupLayouts reads each sample in testdata/markup: its owner,
// which entries are publications (not talks, software or commented-out
// items), their titles (LaTeX math and accents decoded) and years.
func TestReadMarkupLayouts(t *testing.T) {
	tests := []struct {
		file     string
		owner    string
		pubs     []markupPub
		warnings []string // substrings of the expected warnings
	}{
		{
			file:  "moderncv.tex",
			owner: "Jane Q. Doe",
			pubs: []markupPub{
				{"Slow queues in fast networks", 2021},
				{"Thermal noise of H₂O films at 10⁻³ K", 2019},
			},
			warnings: []string{`moderncv.tex:5: \addbibresource{pubs.bib} not followed: pass the .bib file`},
		},
		{
			file:  "friggeri.tex",
			owner: "Jane Q. Doe",
			pubs: []markupPub{
				{"Slow queues in fast networks", 2021},
				{"Thermal noise of τ films at 10 mK", 2019},
			},
		},
		{
			file: "enumerate.tex",
			pubs: []markupPub{
				{"Growth of [Fe(H₂O)₆]³⁺ films in water", 2022},
				{"Queues of Escherichia coli: 50% faster", 2020},
			},
			warnings: []string{`enumerate.tex:10: \input{header} not followed`},
		},
		{
			file: "curve.tex",
			pubs: []markupPub{
				{"Slow queues in fast networks", 0},
				{"Thermal noise of thin films", 2018},
				{"Queues of cold atoms", 2017},
				{"Queues on ice", 2016},
				{"Queues in the sun", 2015},
			},
		},
		{
			file:  "tabular.tex",
			owner: "Jane Q. Doe",
			pubs: []markupPub{
				{"Slow queues in fast networks", 2021},
				{"Thermal noise of thin films", 2019},
			},
		},
		{
			file:  "publications.org",
			owner: "Jane Q. Doe",
			pubs: []markupPub{
				{"Slow queues in fast networks", 0},
				{"Thermal noise of thin films", 2020},
				{"Queues of E. coli cells", 2018},
			},
		},
		{
			// Headlines with property drawers of their own keys are
			// records; the fieldwork record stays out by its section.
			file:  "drawers.org",
			owner: "Jane Q. Doe",
			pubs: []markupPub{
				{"Slow queues in fast networks", 2021},
				{"Thermal noise of thin films", 2020},
				{"Queues in the wild", 2018},
			},
		},
		{
			// Markdown cells and the markdown and HTML a code cell
			// displays are read; code, raw cells and printed data
			// frames are not.
			file:  "publications.ipynb",
			owner: "Jane Q. Doe",
			pubs: []markupPub{
				{"Slow queues in fast networks", 2021},
				{"Thermal noise of thin films", 2019},
				{"Queues in the wild", 2023},
				{"Queues of cold atoms", 2017},
			},
		},
		{
			// Titles in LaTeX single quotes with markup inside: a
			// language switch keeps its text only, italics and
			// abbreviation periods ("Anon.\ fr.") stay in the title.
			file:  "etaremune.tex",
			owner: "Jane Q. Doe",
			pubs: []markupPub{
				{"The Meaning of λόγος in Early Prose", 2021},
				{"Reading The Long Poem 2.3 and the Grammar of Loss", 2019},
				{"Notes on Anon. fr. 12 and the Vat. gr. Fragments", 2017},
				{"Smith & Jones on τὸ πρέπον: A Reply", 2016},
			},
		},
		{
			file:  "publications.rst",
			owner: "Jane Q. Doe",
			pubs: []markupPub{
				{"Slow queues in fast networks", 2021},
				{"Thermal noise of thin films", 2019},
				{"Queues of E. coli cells", 2018},
				{"Queues in the wild", 2017},
			},
		},
	}
	readers := map[string]readFunc{".tex": ReadLaTeX, ".org": ReadOrg, ".rst": ReadRST, ".ipynb": ReadNotebook}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "markup", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			recs, warns := readWith(t, readers[filepath.Ext(tt.file)], tt.file, data, Options{})
			owner := ""
			var got []markupPub
			for _, r := range recs {
				if r.Owner != nil {
					owner = r.Owner.Name
				}
				if p := r.Publication; p != nil {
					got = append(got, markupPub{p.Title, p.Year})
				}
			}
			if tt.owner != "" && owner != tt.owner {
				t.Errorf("owner = %q, want %q", owner, tt.owner)
			}
			if diff := cmp.Diff(tt.pubs, got); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
			for _, w := range tt.warnings {
				found := false
				for _, g := range warns {
					found = found || strings.Contains(g, w)
				}
				if !found {
					t.Errorf("no warning %q in %q", w, warns)
				}
			}
		})
	}
}

// TestReadLaTeXEducation checks that education entry macros (friggeri
// with a nested list, moderncv with a description) yield the school, the
// years and the supervisor as advisor, and that a section the reader does
// not know by name ends the education section (the section model may read
// a visiting stay as a position, never as a degree).
func TestReadLaTeXEducation(t *testing.T) {
	tests := []struct {
		file     string
		advisors []string
		edu      []string
	}{
		{"friggeri.tex", []string{"Alan Smith"}, []string{"Example University 2014-2019"}},
		{"moderncv.tex", []string{"Alan Smith"}, []string{"Example University 2014-2019", "Other College 2010-2014"}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "markup", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			recs, _ := readWith(t, ReadLaTeX, tt.file, data, Options{})
			var advisors, edu []string
			for _, r := range recs {
				if r.Relation != nil && r.Relation.Kind == pub.Advisor {
					advisors = append(advisors, r.Relation.Other)
				}
				if a := r.Affiliation; a != nil && a.Kind == pub.Education {
					edu = append(edu, fmt.Sprintf("%s %d-%d", a.Organization, a.Start, a.End))
				}
			}
			if diff := cmp.Diff(tt.advisors, advisors); diff != "" {
				t.Errorf("advisors (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.edu, edu); diff != "" {
				t.Errorf("affiliations (-want +got):\n%s", diff)
			}
		})
	}
}

func TestDecodeLaTeXMarked(t *testing.T) {
	tests := []struct{ in, want string }{
		{`\textbf{Doe, J.} and \emph{Things}`, "**Doe, J.** and _Things_"},
		{`{\bf Doe} {\em x}`, "**Doe** _x_"},
		{`\underline{Roe}~R.\,and Lee`, "**Roe** R. and Lee"},
		{`\href{https://x.org/a_b}{the paper}`, "[the paper](<https://x.org/a_b>)"},
		{`50\% of H$_2$O \& CO$_2$`, "50% of H₂O & CO₂"},
		{`a_b*c`, `a\_b\*c`},
		{`\vspace*{-8mm}\hspace{2em}text`, "text"},
		{`\hangindent=0.5in Text`, "Text"},
		{`\textsuperscript{*}Doe`, `\*Doe`},
	}
	for _, tt := range tests {
		if got := showMarks(tex.DecodeMarked(tt.in)); got != tt.want {
			t.Errorf("tex.DecodeMarked(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// fuzzMarkup checks that read never panics and that every position it
// reports lies within the input.
func fuzzMarkup(f *testing.F, read readFunc, ext string, extra ...string) {
	for _, path := range markupInputs(f) {
		if filepath.Ext(path) != ext {
			continue
		}
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range extra {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		lines := bytes.Count(data, []byte("\n")) + 1
		check := func(what string, p pub.Position) {
			if p.File != "fuzz" || p.Line < 1 || p.Line > lines {
				t.Fatalf("%s at %v, outside 1..%d", what, p, lines)
			}
		}
		opt := Options{Warn: func(e *pub.ParseError) error {
			if e.Pos.Line != 0 {
				check("warning "+e.Msg, e.Pos)
			}
			return nil
		}}
		_ = read(bytes.NewReader(data), "fuzz", opt, func(r pub.Record) error {
			switch {
			case r.Owner != nil:
				check("owner", r.Owner.Pos)
			case r.Publication != nil:
				check("publication", r.Publication.Pos)
			case r.Relation != nil:
				check("relation", r.Relation.Pos)
			case r.Affiliation != nil:
				check("affiliation", r.Affiliation.Pos)
			}
			return nil
		})
	})
}

// FuzzReadLaTeX fuzzes the LaTeX reader, seeded from testdata/markup.
func FuzzReadLaTeX(f *testing.F) {
	fuzzMarkup(f, ReadLaTeX, ".tex", `\entry{`, `\begin{itemize}\item \textbf{`, "$^{", `\cventry{2019}{A}{B}{`, "%\\\\\\")
}

// FuzzReadOrg fuzzes the org-mode reader, seeded from testdata/markup.
func FuzzReadOrg(f *testing.F) {
	fuzzMarkup(f, ReadOrg, ".org", "* H\n1. *a /b* c/ =d=\n   e", ":PROPERTIES:\n", "#+BEGIN_SRC\n")
}

// FuzzReadRST fuzzes the reStructuredText reader, seeded from
// testdata/markup.
func FuzzReadRST(f *testing.F) {
	fuzzMarkup(f, ReadRST, ".rst", "===\nA\n===\n", "A\n-\n", ".. x::\n\n  y\n", ":doi:`x")
}

// TestReadLaTeXUnclosedBrace checks that a brace never closed is warned
// about with its line, and the entries before it are still read.
func TestReadLaTeXUnclosedBrace(t *testing.T) {
	src := "\\section{Publications}\n\\begin{itemize}\n\\item Doe, J. and Roe, R. ``Slow queues.'' Things 1 (2020).\n" +
		"\\item \\textbf{Doe, J. and Roe, R. ``Broken.'' Things 2 (2021).\n\\end{itemize}\n"
	recs, warns := readWith(t, ReadLaTeX, "bad.tex", []byte(src), Options{})
	var titles []string
	for _, r := range recs {
		if r.Publication != nil {
			titles = append(titles, r.Publication.Title)
		}
	}
	if len(titles) == 0 || titles[0] != "Slow queues" {
		t.Errorf("titles = %q, want the first entry read", titles)
	}
	want := `bad.tex:4: a "{" here is never closed`
	if len(warns) == 0 || !strings.Contains(warns[0], want) {
		t.Errorf("warnings = %q, want %q", warns, want)
	}
}
