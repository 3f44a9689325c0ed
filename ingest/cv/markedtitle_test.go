package cv

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVMarkedTitleFirst reads the pages that list the owner's papers
// by a marked title on a line of its own (bold, a link, or both), with
// the co-authors on a "with" line under it, or in brackets after it, and
// the venue or status below, or nothing more: the owner's name is in no
// byline. A title's capitals must not read as a byline of two names, the
// "with" line is the byline even with one name in it, a title alone is
// the owner's paper, and the bold ends the title.
func TestReadCVMarkedTitleFirst(t *testing.T) {
	const head = "# Jane Q. Doe\n\nPh.D. Candidate in Economics, Example University\n\n"
	type row struct {
		Title   string
		Authors []string
		Year    int
	}
	tests := []struct {
		name string
		src  string
		want []row
	}{
		{
			name: "a with line under each title",
			src: head + "## Working Papers\n\n" +
				"**Automated Widgets and Early Things**\n\nwith Eve Jones\n\n" +
				"**[Invented Subsidies and Firm Widget Investment](papers/b.pdf)**\n\nwith [Alan Author](https://example.org/a)\n\n" +
				"*Journal of Examples*, 2023, 41(2): 301–338.\n\n" +
				"**Commuting Widgets and Sample Supply: Evidence from an Invented Rollout**\n\nwith Bea Writer and Carl Roe\n\n" +
				"*Journal of Sample Studies*, 2022, 128: 103412.\n\n" +
				"**Invented Enforcement and Widget Mobility in Services**\n\nDraft, March 2023\n\n" +
				"**Union Widgets and Local Samples**\n\n" +
				"**Remote Widgets and the Premium of Large Samples**\n\nwith Dan Smith\n\nDraft, November 2024\n",
			want: []row{
				{"Automated Widgets and Early Things", []string{"Jane Q. Doe", "Eve Jones"}, 0},
				{"Invented Subsidies and Firm Widget Investment", []string{"Jane Q. Doe", "Alan Author"}, 2023},
				{"Commuting Widgets and Sample Supply: Evidence from an Invented Rollout", []string{"Jane Q. Doe", "Bea Writer", "Carl Roe"}, 2022},
				{"Invented Enforcement and Widget Mobility in Services", []string{"Jane Q. Doe"}, 2023},
				{"Union Widgets and Local Samples", []string{"Jane Q. Doe"}, 0},
				{"Remote Widgets and the Premium of Large Samples", []string{"Jane Q. Doe", "Dan Smith"}, 2024},
			},
		},
		{
			name: "co-authors in brackets after a bold or italic title",
			src: head + "## Working Papers\n\n" +
				"- **Sample Widget Closures and Small Thing Lending** (with Ann Cho and Ivo Kral). Example Discussion Paper 17745, 2022.\n" +
				"- **Carbon Widgets and Regional Things: A Quantitative Sample Model**. Job market paper.\n" +
				"- *Remote Widgets and the Sample Market* (with Bea Mendes)\n",
			want: []row{
				{"Sample Widget Closures and Small Thing Lending", []string{"Jane Q. Doe", "Ann Cho", "Ivo Kral"}, 2022},
				{"Carbon Widgets and Regional Things: A Quantitative Sample Model", []string{"Jane Q. Doe"}, 0},
				{"Remote Widgets and the Sample Market", []string{"Jane Q. Doe", "Bea Mendes"}, 0},
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
				err := Read(strings.NewReader(tt.src), "page.md", Options{Models: mode.ms}, func(r pub.Record) error {
					if p := r.Publication; p != nil {
						got = append(got, row{p.Title, authorNames(p.Authors), p.Year})
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
