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

// TestCombineReadings reads a file that holds a data literal and text:
// the text's entries outside the literal's lines join the literal's
// records unless a record has their title; where both read the same
// lines, the better reading still wins.
func TestCombineReadings(t *testing.T) {
	paper := func(line int, title string, authors ...string) pub.Record {
		p := &pub.Publication{Title: title, Pos: pub.Position{Line: line}}
		for _, a := range authors {
			p.Authors = append(p.Authors, pub.Author{Name: a})
		}
		return pub.Record{Publication: p}
	}
	owner := func(name string) pub.Record { return pub.Record{Owner: &pub.Person{Name: name}} }
	spans := []lineSpan{{3, 6}}
	lit := &reading{recs: []pub.Record{
		paper(4, "Tides in narrow bays", "Ada Moss", "Bo Lind"),
		paper(5, "Waves over reefs", "Ada Moss"),
	}}
	// A literal read poorly: titles of one word, no bylines.
	poorLit := &reading{recs: []pub.Record{paper(4, "Tides"), paper(5, "Waves")}}
	titles := func(rd *reading) []string {
		if rd == nil {
			return nil
		}
		var out []string
		for _, r := range rd.recs {
			switch {
			case r.Publication != nil:
				out = append(out, r.Publication.Title)
			case r.Owner != nil:
				out = append(out, "owner "+r.Owner.Name)
			}
		}
		return out
	}
	tests := []struct {
		name     string
		lit      *reading
		rest     []pub.Record
		whole    []pub.Record
		litFirst bool
		want     []string
	}{
		{
			name: "a hand list after the literal",
			lit:  lit, litFirst: true,
			rest: []pub.Record{paper(9, "Salt marsh carbon stores", "A. Moss"), paper(10, "Dunes and their plants", "A. Moss", "C. Ruiz")},
			want: []string{"Tides in narrow bays", "Waves over reefs", "Salt marsh carbon stores", "Dunes and their plants"},
		},
		{
			name: "the list repeats a record, written otherwise",
			lit:  lit, litFirst: true,
			rest: []pub.Record{paper(9, "Tídes in Narrow Bays.", "A. Moss"), paper(10, "Dunes and their plants", "A. Moss")},
			want: []string{"Tides in narrow bays", "Waves over reefs", "Dunes and their plants"},
		},
		{
			name: "nothing outside the literal",
			lit:  lit, litFirst: true,
			rest: []pub.Record{paper(9, "Waves over reefs", "A. Moss")},
			want: nil,
		},
		{
			name: "the text's owner when the literal names none",
			lit:  lit, litFirst: false,
			rest:  []pub.Record{owner("Ada Moss"), paper(9, "Dunes and their plants", "A. Moss")},
			whole: []pub.Record{owner("Ada Moss"), paper(4, "code", "x"), paper(9, "Dunes and their plants", "A. Moss")},
			want:  []string{"Tides in narrow bays", "Waves over reefs", "owner Ada Moss", "Dunes and their plants"},
		},
		{
			name: "the literal's owner over the text's",
			lit:  &reading{recs: append([]pub.Record{owner("Ada Moss")}, lit.recs...)}, litFirst: true,
			rest: []pub.Record{owner("Someone Else"), paper(9, "Dunes and their plants", "A. Moss")},
			want: []string{"owner Ada Moss", "Tides in narrow bays", "Waves over reefs", "Dunes and their plants"},
		},
		{
			name: "the text names the literal's owner in full",
			lit:  &reading{recs: append([]pub.Record{owner("A Moss")}, lit.recs...)}, litFirst: true,
			rest: []pub.Record{owner("Ada Moss"), paper(9, "Dunes and their plants", "A. Moss")},
			want: []string{"owner Ada Moss", "Tides in narrow bays", "Waves over reefs", "Dunes and their plants"},
		},
		{
			name: "the text reads the literal's lines better",
			lit:  poorLit, litFirst: true,
			rest: []pub.Record{paper(9, "Dunes and their plants", "A. Moss")},
			whole: []pub.Record{
				paper(3, "Tides in narrow bays", "A. Moss", "B. Lind"), paper(4, "Waves over reefs", "A. Moss"),
				paper(5, "Currents at river mouths", "B. Lind"), paper(9, "Dunes and their plants", "A. Moss"),
			},
			want: []string{"Tides in narrow bays", "Waves over reefs", "Currents at river mouths", "Dunes and their plants"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			whole := func() *reading { return &reading{recs: tt.whole} }
			got := combineReadings(tt.lit, spans, &reading{recs: tt.rest}, whole, tt.litFirst)
			if diff := cmp.Diff(tt.want, titles(got)); diff != "" {
				t.Errorf("combined titles (-want +got):\n%s", diff)
			}
		})
	}
}

// TestQualityLabellerAgreement counts a publication confident only when
// the field labeller agrees with its title and byline: a confidence the
// CV reader recorded below the sure bound, or a title that still holds a
// reference's " // " seam, makes it not confident.
func TestQualityLabellerAgreement(t *testing.T) {
	doe := []pub.Author{{Name: "Jane Doe"}, {Name: "Ann Roe"}}
	tests := []struct {
		name string
		p    pub.Publication
		want bool
	}{
		{"title and byline", pub.Publication{Title: "A study of lakes", Authors: doe}, true},
		{"labeller sure enough", pub.Publication{Title: "A study of lakes", Authors: doe, Confidence: map[string]float64{"title": 0.5}}, true},
		{"title in doubt", pub.Publication{Title: "A study of lakes", Authors: doe, Confidence: map[string]float64{"title": 0.3}}, false},
		{"byline read as a title", pub.Publication{Title: "A study of lakes", Authors: doe, Confidence: map[string]float64{"authors": 0.2}}, false},
		{"venue left in the title", pub.Publication{Title: "A study of lakes // Journal of Lakes", Authors: doe}, false},
		{"a slash is no seam", pub.Publication{Title: "Lakes and/or ponds: a study", Authors: doe}, true},
		{"no byline", pub.Publication{Title: "A study of lakes"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var q Quality
			q.Add(&tt.p)
			if got := q.Confident == 1; got != tt.want {
				t.Errorf("confident = %v, want %v", got, tt.want)
			}
		})
	}
}

// TestBetterWeighsLabeller takes the generic reading of the same works
// when the specific reading's titles and bylines are ones its labeller
// doubts, and keeps the specific reading when the labeller agrees.
func TestBetterWeighsLabeller(t *testing.T) {
	titles := []string{"Slow paths in networks", "Fast trees in forests", "Deep roots of lakes", "Wide rivers in plains"}
	readingOf := func(conf map[string]float64, withByline bool) *reading {
		rd := &reading{}
		for _, title := range titles {
			p := &pub.Publication{Title: title, Confidence: conf}
			if withByline {
				p.Authors = []pub.Author{{Name: "Jane Doe"}}
			}
			rd.recs = append(rd.recs, pub.Record{Publication: p})
		}
		return rd
	}
	generic := readingOf(nil, true)
	doubted := readingOf(map[string]float64{"authors": 0.2}, true)
	if got := better(doubted, generic); got != generic {
		t.Errorf("a reading the labeller doubts kept over a confident one of the same works")
	}
	sure := readingOf(nil, true)
	if got := better(sure, generic); got != sure {
		t.Errorf("a confident reading replaced by an equal one")
	}
	if !doubted.poorly() || sure.poorly() {
		t.Errorf("poorly: doubted %v, sure %v; want true, false", doubted.poorly(), sure.poorly())
	}
}
