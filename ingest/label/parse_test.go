package label

import (
	"fmt"
	"strings"
	"testing"
)

// fieldsOf returns "label: text" for each field of an entry.
func fieldsOf(e Entry) []string {
	var out []string
	for _, f := range e.Fields() {
		out = append(out, f.Label.String()+": "+f.Text)
	}
	return out
}

// marked turns "*x*" (italic), "**x**" (bold) and "«x»"-free text into a
// text and spans, so the cases read like the CVs they stand for.
func marked(s string) (string, []Span) {
	var b strings.Builder
	var spans []Span
	var open [2]int
	on := [2]bool{}
	for i := 0; i < len(s); i++ {
		if strings.HasPrefix(s[i:], "**") {
			if on[0] {
				spans = append(spans, Span{open[0], b.Len(), Bold})
			} else {
				open[0] = b.Len()
			}
			on[0] = !on[0]
			i++
			continue
		}
		if s[i] == '*' {
			if on[1] {
				spans = append(spans, Span{open[1], b.Len(), Italic})
			} else {
				open[1] = b.Len()
			}
			on[1] = !on[1]
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String(), spans
}

// TestParseStyles labels synthetic entries, written for this test, in
// common citation styles and checks the fields a reader needs most.
func TestParseStyles(t *testing.T) {
	for _, tc := range []struct {
		style, entry string
		want         []string // "label: text" that must be among the fields
	}{
		{"APA", "Doe, J. A., & Roe, K. (2019). Grain size and river bends. Journal of Sediment Studies, 12(3), 45–67. https://doi.org/10.1234/jss.2019.12",
			[]string{"author: Doe, J. A., & Roe, K.", "date: 2019", "title: Grain size and river bends", "container: Journal of Sediment Studies", "locator: 12", "locator: 45–67", "identifier: https://doi.org/10.1234/jss.2019.12"}},
		{"Vancouver", "Smith CC, Doe AB, Lee K. Gene flow in island lizards. Mol Ecol. 2015;24(3):512-20.",
			[]string{"author: Smith CC, Doe AB, Lee K.", "title: Gene flow in island lizards", "container: Mol Ecol", "date: 2015", "locator: 24", "locator: 512-20"}},
		{"Chicago", "Hill, Spencer A., and Jane Smyth. 2008. \"Trade and Memory in Port Towns.\" Economic History Quarterly 61 (2): 233–58.",
			[]string{"author: Hill, Spencer A., and Jane Smyth", "date: 2008", "title: Trade and Memory in Port Towns", "container: Economic History Quarterly"}},
		{"IEEE", "[4] A. Kumar, B. Li, and C. Ortiz, \"Sparse solvers for banded systems,\" in Proc. Int. Conf. Parallel Computing, Lyon, France, 2018, pp. 101–110.",
			[]string{"author: A. Kumar, B. Li, and C. Ortiz", "title: Sparse solvers for banded systems", "date: 2018", "locator: 101–110"}},
		{"humanities book", "Weber, Anna. Die Stadt und ihre Mauern. Berlin: Akademie Verlag, 1998.",
			[]string{"author: Weber, Anna", "title: Die Stadt und ihre Mauern", "date: 1998"}},
		{"book chapter with editors", "Roe, K. (2011). Coastal trade. In M. Brown & L. Green (Eds.), The Sea in History (pp. 10–30). Oxford University Press.",
			[]string{"author: Roe, K.", "date: 2011", "title: Coastal trade", "editor: M. Brown & L. Green", "container: The Sea in History", "locator: 10–30"}},
		{"in press", "Doe, J., & Roe, K. (in press). Learning from shells. *Marine Letters*.",
			[]string{"author: Doe, J., & Roe, K.", "status: in press", "title: Learning from shells", "container: Marine Letters"}},
		{"CV bold own name, italic venue", "**J. Doe**, K. Roe and L. Moe. Fast sparse transforms. *Journal of Numerical Methods*, 31:1–20, 2020.",
			[]string{"author: J. Doe, K. Roe and L. Moe", "title: Fast sparse transforms", "container: Journal of Numerical Methods", "date: 2020"}},
		{"CV year first", `(2017) Doe, Jane, Karl Roe, and *Li Moe*. "Changes in tropical rainfall under warming." *Journal of Climate* 30: 101-120.`,
			[]string{"date: 2017", "author: Doe, Jane, Karl Roe, and Li Moe", "title: Changes in tropical rainfall under warming", "container: Journal of Climate"}},
		{"CV title first", "**Learning sparse graphs from streams**. J. Doe, K. Roe, and L. Moe. *Proceedings of VLDB*, 2019.",
			[]string{"title: Learning sparse graphs from streams", "author: J. Doe, K. Roe, and L. Moe", "container: Proceedings of VLDB", "date: 2019"}},
		{"CV with co-authors", "Learning sparse graphs from streams. (with K. Roe and L. Moe). *Journal of Algebra* 512 (2018), 1-20.",
			[]string{"title: Learning sparse graphs from streams", "author: K. Roe and L. Moe", "container: Journal of Algebra", "date: 2018"}},
		{"CV status before venue", `Doe, J. "Voting in hard times." Revise and resubmit at American Political Science Review.`,
			[]string{"author: Doe, J.", "title: Voting in hard times", "status: Revise and resubmit", "container: American Political Science Review"}},
		{"CV status after venue", `Doe, J., and K. Roe. "Counting ballots by hand." *Journal of Electoral Studies*, forthcoming.`,
			[]string{"author: Doe, J., and K. Roe", "title: Counting ballots by hand", "container: Journal of Electoral Studies", "status: forthcoming"}},
		{"CV link words", "J. Doe and K. Roe. Sparse codes for tiny sensors. In *Proceedings of the Workshop on Small Devices*, 2019. [PDF] [Code] [Slides]",
			[]string{"author: J. Doe and K. Roe", "title: Sparse codes for tiny sensors", "container: Proceedings of the Workshop on Small Devices", "linkword: PDF", "linkword: Code", "linkword: Slides"}},
		{"CV contribution marks", "Doe, J.†, Roe, K.†, & Moe, L. (2022). Shared work on lake ice. Ice Letters, 4, 1–9. (equal contribution)",
			[]string{"author: Doe, J.†, Roe, K.†, & Moe, L.", "title: Shared work on lake ice", "container: Ice Letters", "contrib: equal contribution"}},
		{"CV award note", "J. Doe and K. Roe. Faster sorting of small lists. In *Proceedings of the Symposium on Tiny Algorithms*, 2021. **Best Paper Award**",
			[]string{"title: Faster sorting of small lists", "award: Best Paper Award"}},
		{"PubMed", "Roe K, **Doe J**, Moe L. Tumour suppressor loss in mice. Nature. 2020 Jan;577(7788):100-105. doi: 10.1038/s41586-019-1234-5. PMID: 31234567.",
			[]string{"title: Tumour suppressor loss in mice", "container: Nature", "date: 2020 Jan", "locator: 100-105"}},
	} {
		t.Run(tc.style, func(t *testing.T) {
			text, spans := marked(tc.entry)
			got := fieldsOf(Parse(text, spans))
			have := map[string]bool{}
			for _, f := range got {
				have[f] = true
			}
			for _, w := range tc.want {
				if !have[w] {
					t.Errorf("missing %q\n  in %q\n  got %s", w, text, strings.Join(got, " | "))
				}
			}
		})
	}
}

func TestFields(t *testing.T) {
	text := "Doe, J. (2001). Title?"
	toks := Tokenize(text, []Span{{0, 7, Bold}})
	e := Entry{Text: text, Tokens: toks, Labels: make([]Label, len(toks)), Confidence: make([]float64, len(toks))}
	// Doe , J . ( 2001 ) . Title ?
	set := []Label{Author, Author, Author, Author, Other, Date, Other, Other, Title, Title}
	conf := []float64{0.9, 0.8, 0.7, 0.9, 1, 0.6, 1, 1, 0.5, 0.99}
	copy(e.Labels, set)
	copy(e.Confidence, conf)
	var got []string
	for _, f := range e.Fields() {
		got = append(got, fmt.Sprintf("%s %q %d-%d %s %.1f", f.Label, f.Text, f.Start, f.End, f.Marks, f.Confidence))
	}
	want := []string{`author "Doe, J." 0-7 bold 0.7`, `date "2001" 9-13  0.6`, `title "Title?" 16-22  0.5`}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Fields:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestFieldsMarks checks that a contribution mark is a field of its own
// although it is punctuation, and that other punctuation is none.
func TestFieldsMarks(t *testing.T) {
	text := "Doe, J. Ice* Roe, K. [PDF]"
	toks := Tokenize(text, nil)
	// Doe , J . Ice * Roe , K . [ PDF ]
	set := []Label{Author, Author, Author, Author, Title, Contrib, Author, Author, Author, Author, Other, LinkWord, Other}
	e := Entry{Text: text, Tokens: toks, Labels: set, Confidence: make([]float64, len(toks))}
	if len(toks) != len(set) {
		t.Fatalf("%d tokens, want %d: %v", len(toks), len(set), toks)
	}
	var got []string
	for _, f := range e.Fields() {
		got = append(got, fmt.Sprintf("%s %q", f.Label, f.Text))
	}
	want := []string{`author "Doe, J."`, `title "Ice"`, `contrib "*"`, `author "Roe, K."`, `linkword "PDF"`}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Fields:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	e.Labels[5] = Note
	for _, f := range e.Fields() {
		if f.Label == Note {
			t.Errorf("a comma alone made a note field %q", f.Text)
		}
	}
}
