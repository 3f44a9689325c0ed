package cv

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/ingest/cv/convert"
)

// TestSuperscriptMarks reads bylines whose names carry affiliation
// letters and digits in <sup>, in markdown and in HTML: the marks stay
// off the names, and no byline is lost to them. Names are invented.
func TestSuperscriptMarks(t *testing.T) {
	const md = "# Jane Q. Doe\n\nProfessor of Widgets\n\n## Publications\n\n" +
		"- **J. Q. Doe**<sup>a,b</sup>, B. Writer<sup>a</sup> (2012). A first title. *Journal of Examples*, 12, 1–22.\n" +
		"- B. Writer<sup>1</sup>, **J. Q. Doe**<sup>2</sup> (2013). A second title. *Journal of Examples*, 13, 1–23.\n"
	const page = "<html><body><h1>Jane Q. Doe</h1><h2>Publications</h2><ol>" +
		"<li>B. Writer<sup>a</sup>, <strong>J. Q. Doe</strong><sup>b</sup>. A first title. <i>Journal of Examples</i> 2012;12:1-22.</li>" +
		"<li><b>Doe JQ</b><sup>#</sup>, Author A<sup>#</sup>, Writer B<sup>*</sup>. A second title. <i>Journal of Examples</i> 2013;13:1-23.</li>" +
		"</ol></body></html>"
	text, _, err := convert.HTML(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name, src string
		want      [][]string
	}{
		{"markdown", md, [][]string{{"J. Q. Doe", "B. Writer"}, {"B. Writer", "J. Q. Doe"}}},
		{"html", text, [][]string{{"B. Writer", "J. Q. Doe"}, {"JQ Doe", "A Author", "B Writer"}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var got [][]string
			for _, p := range cvPubs(parseCVString(t, tt.src)) {
				var names []string
				for _, a := range p.Authors {
					names = append(names, a.Name)
				}
				got = append(got, names)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("bylines (-want +got):\n%s", diff)
			}
		})
	}
}
