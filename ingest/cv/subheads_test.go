package cv

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVLetteredSubheadings reads plain-text lists divided into parts
// by lettered sub-headings ("B. Abstracts") that the heading stage leaves
// inside the publication section: a sub-heading is neither an entry, nor
// the venue of the entry above it, nor a byline ("C. Supervision" reads
// like an initial and a surname), and a part the heading words name as
// no publication list holds no publications. Each case is read by the
// rules alone and with the line model.
func TestReadCVLetteredSubheadings(t *testing.T) {
	const head = "JANE Q. DOE\nReader, School of Imaginary Studies\n\n\nLIST OF PUBLICATIONS\n\n\n"
	entry := func(n int, title, byline, venue string) string {
		return " " + string(rune('0'+n)) + ".  " + title + "\n     " + byline + "\n     " + venue + "\n\n"
	}
	arts := "A. Articles in journals\n\n" +
		entry(1, "Widget growth under invented loads", "J. Doe, A. Author, B. Writer", "Journal of Examples 12: 3456 (2019)") +
		entry(2, "A second title about sample things", "B. Writer, J. Doe", "Sample Letters 4: 120 (2020)") + "\n"
	abstracts := "B. Meeting abstracts\n\n" +
		entry(3, "Third invented title on widgets", "J. Doe, C. Person", "Example Annual Meeting, Springfield, 2018 (abstract)") + "\n"
	type row struct {
		Title   string
		Authors []string
		Venue   string
	}
	want := []row{
		{"Widget growth under invented loads", []string{"J. Doe", "A. Author", "B. Writer"}, "Journal of Examples"},
		{"A second title about sample things", []string{"B. Writer", "J. Doe"}, "Sample Letters"},
		{"Third invented title on widgets", []string{"J. Doe", "C. Person"}, "Example Annual Meeting, Springfield"},
	}
	tests := []struct {
		name string
		src  string
	}{
		{"a supervision part after the lists", head + arts + abstracts + "C. Supervision\n\n  MSc: A. Student (2020), \"An invented thesis on widgets\"; B. Pupil (2022).\n"},
		{"a teaching part with a bracket after its letter", head + arts + abstracts + "C) Teaching\n\n  Graduate course: \"Advanced widgets\" (2020); \"Sample methods\" (2021).\n"},
		{"the parts' names unknown to the heading words", head + arts + abstracts},
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
						got = append(got, row{p.Title, authorNames(p.Authors), p.Venue})
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
}
