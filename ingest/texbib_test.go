package ingest

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// texBibDoc is a LaTeX CV that carries its entries as BibTeX in a
// filecontents block; body is the document's body.
func texBibDoc(preamble, body string) string {
	return `\begin{filecontents*}[overwrite]{\jobname.bib}
@article{doe21,
  author = {Doe, Jane Q. and Roe, Richard},
  title = {Slow queues in fast networks},
  journaltitle = {Journal of Things},
  date = {2021},
  keywords = {mine}
}
@inproceedings{doe20,
  author = {Author, Ann and Doe, Jane Q.},
  title = {Thermal noise of thin films},
  booktitle = {Proceedings of the Example Conference},
  year = {2020}
}
@software{doe19,
  author = {Doe, Jane Q.},
  title = {queuekit: waiting in Python},
  year = {2019},
  keywords = {software}
}
@phdthesis{doe18,
  author = {Doe, Jane Q.},
  title = {Essays on waiting},
  school = {Example University},
  year = {2018}
}
\end{filecontents*}
\documentclass{article}
\usepackage{biblatex}
\addbibresource{\jobname.bib}
` + preamble + `
\begin{document}
` + body + `
\end{document}
`
}

func TestReadLaTeXCarriedBibTeX(t *testing.T) {
	type got struct {
		Title string
		Line  int
		Owner string
	}
	tests := []struct {
		name, preamble, body string
		owner                string
		want                 []got
		warn                 string
	}{
		{
			name:  "fullcite in sections, a talks section left out",
			body:  "\\name{Jane}{Doe}\n\\section{Journal Articles}\n\\begin{itemize}\n\\item \\fullcite{doe21}\n\\end{itemize}\n\\section{Invited Talks}\n\\begin{itemize}\n\\item \\fullcite{doe20}\n\\end{itemize}",
			owner: "Jane Doe",
			want:  []got{{"Slow queues in fast networks", 36, "Jane Doe"}},
		},
		{
			name: "nocite{*} and filtered bibliographies, software under its heading left out",
			body: "{\\LARGE Jane Q. Doe}\\hfill Example University\n\\section{Publications}\n\\nocite{*}\n" +
				"\\printbibliography[heading=subbibliography,title={Journal articles},type=article]\n" +
				"\\printbibliography[heading=subbibliography,title={Theses},type=thesis]\n" +
				"\\section{Software}\n\\printbibliography[heading=none,keyword=software]",
			owner: "Jane Q. Doe",
			want: []got{
				{"Slow queues in fast networks", 2, "Jane Q. Doe"},
				{"Essays on waiting", 21, "Jane Q. Doe"},
			},
		},
		{
			name:  "a fullcite'd entry is printed once, where it is cited",
			body:  "\\author{Jane Q. Doe}\n\\section{Selected}\n\\fullcite{doe20}\n\\section{Publications}\n\\nocite{*}\n\\printbibliography[notkeyword=software]",
			owner: "Jane Q. Doe",
			want: []got{
				{"Slow queues in fast networks", 2, "Jane Q. Doe"},
				{"Essays on waiting", 21, "Jane Q. Doe"},
				{"Thermal noise of thin films", 35, "Jane Q. Doe"},
			},
		},
		{
			name:  "only cited entries without nocite{*}",
			body:  "\\author{Jane Q. Doe}\nMy thesis \\cite{doe18} and a paper \\parencite[p.~2]{doe21}.\n\\printbibliography",
			owner: "Jane Q. Doe",
			want: []got{
				{"Slow queues in fast networks", 2, "Jane Q. Doe"},
				{"Essays on waiting", 21, "Jane Q. Doe"},
			},
		},
		{
			name:  "a fullcite of a key the block lacks is a warning with its line",
			body:  "\\author{Jane Q. Doe}\n\\section{Papers}\n\\fullcite{nokey}\n\\fullcite{doe21}",
			owner: "Jane Q. Doe",
			want:  []got{{"Slow queues in fast networks", 36, "Jane Q. Doe"}},
			warn:  `x.tex:35: \fullcite{nokey}: no entry "nokey"`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := texBibDoc(tt.preamble, tt.body)
			recs, warns, err := collectRecords(t, ReadLaTeX, []byte(src), "x.tex")
			if err != nil {
				t.Fatal(err)
			}
			owner := ""
			var pubs []got
			for _, r := range recs {
				if r.Owner != nil {
					owner = r.Owner.Name
				}
				if p := r.Publication; p != nil {
					pubs = append(pubs, got{p.Title, p.Pos.Line, p.Owner})
				}
			}
			if owner != tt.owner {
				t.Errorf("owner %q, want %q", owner, tt.owner)
			}
			if diff := cmp.Diff(tt.want, pubs); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
			found := tt.warn == ""
			for _, w := range warns {
				if strings.Contains(w.Error(), "not followed") {
					t.Errorf("warning for a carried .bib file: %v", w)
				}
				found = found || strings.Contains(w.Error(), tt.warn)
			}
			if !found {
				t.Errorf("no warning %q in %v", tt.warn, warns)
			}
		})
	}
}

// TestReadLaTeXCarriedBibTeXPrintsAll: a document that carries BibTeX but
// prints it in no way read here lists all of it, with the owner the
// author of most entries.
func TestReadLaTeXCarriedBibTeXPrintsAll(t *testing.T) {
	recs, _, err := collectRecords(t, ReadLaTeX, []byte(texBibDoc("", "\\section{Publications}\n")), "x.tex")
	if err != nil {
		t.Fatal(err)
	}
	var titles []string
	for _, r := range recs {
		if r.Publication != nil {
			titles = append(titles, r.Publication.Title)
		}
	}
	if len(titles) != 4 {
		t.Errorf("titles %q, want the four entries", titles)
	}
	if o := ownerOf(recs); o != "Jane Q. Doe" {
		t.Errorf("owner %q", o)
	}
}

func ownerOf(recs []pub.Record) string {
	for _, r := range recs {
		if r.Owner != nil {
			return r.Owner.Name
		}
	}
	return ""
}
