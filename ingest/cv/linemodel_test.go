package cv

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv/entries"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
	"github.com/pubgraph/pubgraph/pub"
)

// lineModelCases are sections in the common layouts, written in a
// style's general form, that the hand rules cut right: with the line
// model (on by default) they must be cut the same.
var lineModelCases = []struct {
	name, src string
	titles    []string
	starts    []int // source lines the rules start entries on
}{
	{"bullets", "# Publications\n\n" +
		"- A. Author and B. Writer. A study of small things. Journal of Stuff, 12(3):1-10, 2020.\n" +
		"- C. Doe, A. Author. Another study of things. In Proceedings of the Meeting, pages 5-9, 2019.\n",
		[]string{"A study of small things", "Another study of things"}, []int{3, 4}},
	{"hanging indent", "# Publications\n\n" +
		"Author, A., and Writer, B. (2021). On the shape of\n    invented results. Journal of Stuff, 4, 1-20.\n" +
		"Doe, J. Q. (2018). A second invented title for\n    the test. Letters of Things, 9, 33-40.\n",
		[]string{"On the shape of invented results", "A second invented title for the test"}, []int{3, 5}},
	{"year groups", "# Publications\n\n### 2022\n\n" +
		"1. Jane Q. Doe, Ann Lee. Reading lists without rules. Review of Tests 3, 2022.\n\n### 2020\n\n" +
		"2. Ann Lee. Counting the lines of a page. Annals of Layout 1, 2020.\n",
		[]string{"Reading lists without rules", "Counting the lines of a page"}, []int{5, 9}},
	// A section of one citation (as a data file's citation field is
	// read): the model once dropped such a line as no entry.
	{"one citation", "# Publications\n\n" +
		"Doe, J. Q. and A. Author (2020). An invented title of a study. Journal of Stuff, 3, 1-9.\n",
		[]string{"An invented title of a study"}, []int{3}},
}

// titlesOf returns the titles of the publications read in src with ms.
func titlesOf(t *testing.T, src string, ms Models) []string {
	t.Helper()
	var got []string
	err := Read(strings.NewReader(src), "cv.md", Options{Models: ms}, func(r pub.Record) error {
		if r.Publication != nil {
			got = append(got, r.Publication.Title)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	return got
}

// TestLineModelAgreesOnPlainLayouts reads each case by the rules alone
// and with the line model, and checks the rules' boundaries the trace
// reports.
func TestLineModelAgreesOnPlainLayouts(t *testing.T) {
	if lines.Default() == nil {
		t.Fatal("no line model embedded")
	}
	for _, tc := range lineModelCases {
		t.Run(tc.name, func(t *testing.T) {
			rules := Models{NoLineModel: true}
			got := titlesOf(t, tc.src, rules)
			if diff := cmp.Diff(tc.titles, got); diff != "" {
				t.Errorf("rules: titles (-want +got):\n%s", diff)
			}
			var starts []int
			restoreTrace := entries.TraceLines(func(sl entries.SectionLines) {
				for k, s := range sl.Start {
					if s {
						starts = append(starts, sl.Lines[k].Num)
					}
				}
			})
			got = titlesOf(t, tc.src, rules)
			restoreTrace()
			if diff := cmp.Diff(tc.titles, got); diff != "" {
				t.Errorf("traced: titles (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.starts, starts); diff != "" {
				t.Errorf("traced starts (-want +got):\n%s", diff)
			}
			got = titlesOf(t, tc.src, Models{Lines: lines.Default()})
			if diff := cmp.Diff(tc.titles, got); diff != "" {
				t.Errorf("line model: titles (-want +got):\n%s", diff)
			}
		})
	}
}
