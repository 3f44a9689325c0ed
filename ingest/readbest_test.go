package ingest

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestBetterKeepsProfile keeps a reading of no publications that read
// the owner over a generic reading that finds one stray entry and loses
// the owner, and takes the generic reading that reads papers as well.
func TestBetterKeepsProfile(t *testing.T) {
	paper := func(title string) pub.Record {
		return pub.Record{Publication: &pub.Publication{Title: title, Authors: []pub.Author{{Name: "Jane Doe"}}}}
	}
	owner := pub.Record{Owner: &pub.Person{Name: "Jane Doe"}}
	profile := &reading{recs: []pub.Record{owner}}
	tests := []struct {
		name    string
		generic *reading
		want    *reading
	}{
		{"one stray entry", &reading{recs: []pub.Record{owner, paper("Born in some town")}}, profile},
		{"entries but no owner", &reading{recs: []pub.Record{paper("Slow paths in networks"), paper("Fast trees in forests")}}, profile},
		{"the owner and papers", &reading{recs: []pub.Record{owner, paper("Slow paths in networks"), paper("Fast trees in forests")}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := tt.want
			if want == nil {
				want = tt.generic
			}
			if got := better(profile, tt.generic); got != want {
				t.Errorf("better chose %v, want %v", got.recs, want.recs)
			}
		})
	}
}

// TestReadLaTeXLinesOfEntries reads a LaTeX list whose entries sit one a
// line in a macro the converter does not know: the converter runs them
// into one paragraph, the text of the lines reads each.
func TestReadLaTeXLinesOfEntries(t *testing.T) {
	src := `\section*{Publications}
\begin{mylist}
\paperitem{Doe, J., Roe, R. (2020). Slow paths in fast networks. \textit{Journal of Things}, 12, 1--9.}
\paperitem{Doe, J., Moe, M. (2019). Trees that grow on graphs. \textit{Journal of Stuff}, 3, 4--5.}
\paperitem{Roe, R., Doe, J. (2018). A survey of slow things. \textit{Annals of Things}, 7, 11--19.}
\end{mylist}
`
	var titles []string
	var lines []int
	err := ReadLaTeX(strings.NewReader(src), "cv.tex", Options{}, func(r pub.Record) error {
		if r.Publication != nil {
			titles = append(titles, r.Publication.Title)
			lines = append(lines, r.Publication.Pos.Line)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"Slow paths in fast networks", "Trees that grow on graphs", "A survey of slow things"}, titles); diff != "" {
		t.Errorf("titles (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int{3, 4, 5}, lines); diff != "" {
		t.Errorf("lines (-want +got):\n%s", diff)
	}
}

// TestTexLines decodes LaTeX line for line: sectioning commands as
// headings, items, comments, escapes.
func TestTexLines(t *testing.T) {
	in := "\\section{Papers} % mine\n\\begin{itemize}\n\\item \\textbf{Doe, J.} 50\\% of \\emph{it}\n\\itemsep2pt\nplain_text\n" +
		"\\cvsection*{Teaching and Supervision}\n\\textbf{Bold} line\n\\section"
	want := "# Papers\n\n- Doe, J. 50% of it\n\nplain\\_text\n# Teaching and Supervision\nBold line\n"
	if got := texLines(in); got != want {
		t.Errorf("texLines =\n%q\nwant\n%q", got, want)
	}
}

// TestYearOfVenue finds the year that ends a venue written with its
// volume, and none in a venue without one.
func TestYearOfVenue(t *testing.T) {
	tests := []struct{ in, want string }{
		{"_Journal of Things_ 17(2–3), 2020", "2020"},
		{"Proceedings of the Workshop on Stuff (2019), pp. 1-9", "2019"},
		{"Journal of Things 12:3", ""},
		{"Annals of 1999 Things, vol. 12, 3000", ""},
	}
	for _, tt := range tests {
		if got := yearOfVenue(tt.in); got != tt.want {
			t.Errorf("yearOfVenue(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
