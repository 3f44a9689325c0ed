package convert

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestTexDateText(t *testing.T) {
	for in, want := range map[string]string{
		"09/18":       "2018",
		"10/15-08/18": "2015–2018",
		"2019--2021":  "2019--2021",
		"05/99":       "1999",
	} {
		if got := texDateText(in); got != want {
			t.Errorf("texDateText(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLooksLikeByline(t *testing.T) {
	for in, want := range map[string]bool{
		"Doe, J. Q.; Roe, R.; Lee, A.":         true,
		"Doe, J. Q. and Roe, R.":               true,
		"{Samra}, D.; {Helling}, C.":           true,
		"Jane Doe, Richard Roe, Ann Lee":       true,
		"Slow queues in fast networks":         false,
		"A & A, Volume 617, id.L7":             false,
		"Example University":                   false,
		"Dry or water world? How the water is": false,
	} {
		if got := looksLikeByline(in); got != want {
			t.Errorf("looksLikeByline(%q) = %v, want %v", in, got, want)
		}
	}
}

// benchLaTeX is a LaTeX publication list of n items.
func benchLaTeX(n int) []byte {
	var b bytes.Buffer
	b.WriteString("\\documentclass{article}\n\\begin{document}\n\\section{Publications}\n\\begin{enumerate}\n")
	for i := range n {
		fmt.Fprintf(&b, "  \\item \\textbf{Doe, J.}, Roe, R. and M\\\"uller, H. ``Slow queues number %d in H$_2$O.'' \\emph{Journal of Things} %d (2020): 1--9.\n", i, i)
	}
	b.WriteString("\\end{enumerate}\n\\end{document}\n")
	return b.Bytes()
}

// BenchmarkConvertLaTeX measures the LaTeX-to-markdown conversion alone
// (the CV reader's field layer then dominates ReadLaTeX).
func BenchmarkConvertLaTeX(b *testing.B) {
	data := benchLaTeX(2000)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		LaTeX(string(data))
	}
}

// FuzzConvert converts any text as LaTeX, org-mode and reStructuredText:
// no panic, and every line of markdown comes from a line of the input.
func FuzzConvert(f *testing.F) {
	files, _ := filepath.Glob("../../../testdata/markup/*")
	for _, name := range files {
		if strings.HasSuffix(name, ".md") {
			continue
		}
		if data, err := os.ReadFile(name); err == nil {
			f.Add(string(data))
		}
	}
	f.Add("\\section{Papers}\n\\begin{itemize}\n\\item \\textbf{Doe, J.} {x\n")
	f.Add("\\begin{filecontents}{a.bib}\n@misc{k,title={T}}\n\\end{filecontents}\n\\fullcite{k}\\printbibliography[title={X}]")
	f.Add("\\begin{filecontents*}{a.bib}@misc{k}")
	f.Fuzz(func(t *testing.T, src string) {
		n := strings.Count(strings.ReplaceAll(src, "\r", ""), "\n") + 1
		tex := LaTeX(src)
		for name, d := range map[string]*Doc{"latex": &tex.Doc, "org": Org(src), "rst": RST(src)} {
			for _, l := range d.Lines {
				if l.Source < 1 || l.Source > n {
					t.Fatalf("%s: line %q from line %d of %d", name, l.Text, l.Source, n)
				}
			}
			if got := len(d.LineMap()); got != len(d.Lines)+1 {
				t.Fatalf("%s: line map of %d for %d lines", name, got, len(d.Lines))
			}
		}
		for _, b := range tex.Bib {
			if b.Line < 1 || b.Line+strings.Count(b.Text, "\n")-1 > n {
				t.Fatalf("filecontents block at line %d of %d: %q", b.Line, n, b.Text)
			}
		}
		for _, c := range tex.Cites.Full {
			if c.Line < 1 || c.Line > n || !strings.Contains(src, c.Key) {
				t.Fatalf("fullcite %+v in %d lines", c, n)
			}
		}
		if tex.Unclosed < 0 || tex.Unclosed > n {
			t.Fatalf("unclosed brace at line %d of %d", tex.Unclosed, n)
		}
	})
}

// TestLaTeXCarriedBib checks what the conversion keeps of a document
// that carries its BibTeX: the filecontents body as written (a "%" in a
// URL is no comment), the \fullcite keys with their lines and headings,
// the cited keys, the \printbibliography options, and no include for
// the carried file.
func TestLaTeXCarriedBib(t *testing.T) {
	src := "\\begin{filecontents*}[overwrite]{pubs.bib}\n" +
		"@misc{a, title = {T}, url = {https://example.org/a%20b}}\n" +
		"\\end{filecontents*}\n" +
		"\\addbibresource{pubs.bib}\n\\addbibresource{other.bib}\n" +
		"\\begin{document}\n" +
		"\\section{Selected Papers}\n\\begin{itemize}\\item \\fullcite{a, b}\n\\end{itemize}\n" +
		"\\section*{All}\n\\nocite{*}\\cite[p.~3]{c}\n" +
		"\\printbibliography[heading=subbibliography, title={Journal \\& Book}, type=article, keyword={mine}, notkeyword=x]\n" +
		"\\printbibliography\n" +
		"\\end{document}\n"
	d := LaTeX(src)
	wantBib := []Block{{File: "pubs.bib", Text: "@misc{a, title = {T}, url = {https://example.org/a%20b}}\n", Line: 2}}
	if diff := cmp.Diff(wantBib, d.Bib); diff != "" {
		t.Errorf("Bib (-want +got):\n%s", diff)
	}
	want := Cites{
		Full: []Cite{{Key: "a", Heading: "Selected Papers", Line: 8}, {Key: "b", Heading: "Selected Papers", Line: 8}},
		Keys: []string{"c"},
		All:  true,
		Prints: []Print{
			{Line: 12, Heading: "Journal & Book", Type: "article", Keyword: "mine", NotKeyword: "x"},
			{Line: 13, Heading: "All"},
		},
	}
	if diff := cmp.Diff(want, d.Cites); diff != "" {
		t.Errorf("Cites (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]Include{{Cmd: "addbibresource", File: "other.bib", Line: 5}}, d.Includes); diff != "" {
		t.Errorf("Includes (-want +got):\n%s", diff)
	}
	for _, l := range d.Lines {
		if strings.Contains(l.Text, "@misc") || strings.Contains(l.Text, "fullcite") {
			t.Errorf("line %d: %q: the BibTeX or a citation in the text", l.Source, l.Text)
		}
	}
}
