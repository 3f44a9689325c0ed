package cv

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVNameNotTitle reads Vancouver bylines that open with a
// surname the rules do not read as one ("An L*, Do K*, …"): the rules
// then guess that name for the title, but the labeller reads it as an
// author, so its title is taken instead.
func TestReadCVNameNotTitle(t *testing.T) {
	const src = "# Jane Q. Doe\n\n## Publications\n\n" +
		"- An L*, Do K*, Roe JP, Lee K, Doe JQ, Moe M. A sample atlas of invented widget development. Journal of Examples. 2024;12:1-9.\n" +
		"- Doe JQ, Roe JP. Another invented study of things. Journal of Tests. 2023;3:4-5.\n"
	type row struct {
		Title string
		Year  int
	}
	want := []row{{"A sample atlas of invented widget development", 2024}, {"Another invented study of things", 2023}}
	for _, mode := range []struct {
		name string
		ms   Models
	}{{"rules", Models{NoLineModel: true}}, {"line model", Models{Lines: lines.Default()}}} {
		t.Run(mode.name, func(t *testing.T) {
			var got []row
			err := Read(strings.NewReader(src), "cv.md", Options{Models: mode.ms}, func(r pub.Record) error {
				if p := r.Publication; p != nil {
					got = append(got, row{p.Title, p.Year})
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
