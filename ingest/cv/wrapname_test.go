package cv

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVWrapBeforeName reads hard-wrapped lists with no blank lines
// between their entries, where an entry's title wraps before a name, so
// that its second line opens with an initial and a surname and reads,
// alone, as a byline and a title: the entry stays whole, by the rules
// alone and with the line model. Lines that do open new entries with an
// initial are still cut.
func TestReadCVWrapBeforeName(t *testing.T) {
	const head = "Jane Q. Doe\nProfessor, Department of Examples\n\nPublications\n\n"
	type row struct {
		Year    int
		Authors []string
		Opens   string // the title's first words
	}
	tests := []struct {
		name string
		src  string
		want []row
	}{
		{
			name: "author-date entries",
			src: head +
				"Doe, J. Q., Author, A., and Writer, B. (2019). Widgets under load in the valley named after\n" +
				"J. Smith. Journal of Examples, 12, 34-56.\n" +
				"Roe, M., and Doe, J. Q. (2020). A second study on sample things. Sample Letters, 4, 1-9.\n" +
				"Doe, J. Q., and Author, A. (2016). Sixth invented title, with a comment from the editor\n" +
				"K. Brown. Journal of Tests, 3, 1-2.\n" +
				"Doe, J. Q. (2015). Seventh invented title. Journal of Tests, 3, 1-2.\n",
			want: []row{
				{2019, []string{"J. Q. Doe", "A. Author", "B. Writer"}, "Widgets under load"},
				{2020, []string{"M. Roe", "J. Q. Doe"}, "A second study"},
				{2016, []string{"J. Q. Doe", "A. Author"}, "Sixth invented title,"},
				{2015, []string{"J. Q. Doe"}, "Seventh invented title"},
			},
		},
		{
			name: "initials first, a line each, new entries opening with an initial",
			src: head +
				"J. Q. Doe, A. Author. A study of sample engines in honour of\n" +
				"T. Wells. Journal of Tests 4 (2019) 5-9.\n" +
				"A. Author, J. Q. Doe. Another invented title. Journal of Tests 5 (2020) 1-4.\n" +
				"B. Writer, J. Q. Doe. A third invented title. Journal of Tests 6 (2021) 7-8.\n",
			want: []row{
				{2019, []string{"J. Q. Doe", "A. Author"}, "A study of"},
				{2020, []string{"A. Author", "J. Q. Doe"}, "Another invented title"},
				{2021, []string{"B. Writer", "J. Q. Doe"}, "A third invented"},
			},
		},
	}
	for _, tt := range tests {
		for _, mode := range []struct {
			name string
			ms   Models
		}{{"rules", Models{NoLineModel: true}}, {"line model", Models{Lines: lines.Default()}}} {
			t.Run(tt.name+"/"+mode.name, func(t *testing.T) {
				var got []row
				err := Read(strings.NewReader(tt.src), "cv.txt", Options{Models: mode.ms}, func(r pub.Record) error {
					if p := r.Publication; p != nil {
						w := strings.Fields(p.Title)
						got = append(got, row{p.Year, authorNames(p.Authors), strings.Join(w[:min(3, len(w))], " ")})
					}
					return nil
				})
				if err != nil {
					t.Fatalf("Read: %v", err)
				}
				if diff := cmp.Diff(tt.want, got); diff != "" {
					t.Errorf("publications (-want +got):\n%s", diff)
				}
			})
		}
	}
}
