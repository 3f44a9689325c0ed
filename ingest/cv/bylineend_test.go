package cv

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVBylineRunsOn reads a byline whose last name, two initials
// and a surname, the rules cut off as if an abbreviated journal began
// there ("…, K. E. Writer, M. E. Author.  2019."): the labeller reads the
// whole run as authors, so the byline runs on to it, and the name is not
// taken for the title.
func TestReadCVBylineRunsOn(t *testing.T) {
	const src = "# Jane Q. Doe\n\n## Publications\n\n" +
		"1. Doe, J. Q., A. Roe, S. Ivey, R. R. Rodriguez, M. Payne, K. E. Writer, M. E. Author.  2019.\n" +
		"_Sample widgets for decision-making in a selective\ndry widget therapy program._ The Sample Practitioner. 53:150-159.\n\n" +
		"1. Doe, J. Q., and B. Writer. 2018.\n_Another invented study of things._ Journal of Examples. 12:1-9.\n"
	type row struct {
		Title   string
		Authors []string
		Year    int
	}
	want := []row{
		{"Sample widgets for decision-making in a selective dry widget therapy program",
			[]string{"J. Q. Doe", "A. Roe", "S. Ivey", "R. R. Rodriguez", "M. Payne", "K. E. Writer", "M. E. Author"}, 2019},
		{"Another invented study of things", []string{"J. Q. Doe", "B. Writer"}, 2018},
	}
	for _, mode := range []struct {
		name string
		ms   Models
	}{{"rules", Models{NoLineModel: true}}, {"line model", Models{Lines: lines.Default()}}} {
		t.Run(mode.name, func(t *testing.T) {
			var got []row
			err := Read(strings.NewReader(src), "cv.md", Options{Models: mode.ms}, func(r pub.Record) error {
				if p := r.Publication; p != nil {
					got = append(got, row{p.Title, authorNames(p.Authors), p.Year})
				}
				return nil
			})
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
		})
	}
}
