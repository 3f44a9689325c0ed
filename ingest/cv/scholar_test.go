package cv

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVScholarPaste reads a citation index's profile page copied
// from a browser as text: each record on three lines (the title, the
// authors with initials first, the venue), the table's cells of
// citations and year at the end of a line, parted by tabs or, where the
// tabs were lost, by spaces, with no blank line between records; the
// page's profile, header, controls and side bar around them. Each
// record is one entry; the page's chrome is none. The line model cuts
// the records (the rules read the whole table as one entry).
func TestReadCVScholarPaste(t *testing.T) {
	type rec struct{ title, authors, venue, cites, year string }
	recs := []rec{
		{"Counting invented beetles in small ponds", "J Doe, A Lee, B Roe", "Journal of Stuff 12 (3), 45-67", "123", "2019"},
		{"Sorting invented pebbles by colour and by weight", "JQ Doe, C Moe", "Letters of Things 9, 5-9", "87", "2018"},
		{"A survey of made-up methods for the study of tiny things", "K Smith, JQ Doe, L Brown, M Green", "Proceedings of the Invented Conference on Small Things, 101-110", "45", "2017"},
		{"On the colour of pebbles", "JQ Doe, A Lee", "Journal of Stuff 10 (1), 1-20", "", "2016"},
	}
	type row struct {
		Title   string
		Authors []string
		Year    int
	}
	want := []row{
		{"Counting invented beetles in small ponds", []string{"J Doe", "A Lee", "B Roe"}, 2019},
		{"Sorting invented pebbles by colour and by weight", []string{"JQ Doe", "C Moe"}, 2018},
		{"A survey of made-up methods for the study of tiny things", []string{"K Smith", "JQ Doe", "L Brown", "M Green"}, 2017},
		{"On the colour of pebbles", []string{"JQ Doe", "A Lee"}, 2016},
	}
	// page writes the profile with the cells after the venue (or after
	// the title), parted by sep; the header of the table's columns
	// only with tabs.
	page := func(sep string, afterTitle bool) string {
		var b strings.Builder
		b.WriteString("Jane Q. Doe\nProfessor of Invented Studies, Example University\nVerified email at example.edu - Homepage\n\n")
		if sep == "\t" {
			b.WriteString("Title" + sep + "Cited by" + sep + "Year\n")
		}
		for _, r := range recs {
			cells := sep + r.cites + sep + r.year
			if sep == " " {
				cells = strings.TrimRight(" "+r.cites, " ") + " " + r.year
			}
			if afterTitle {
				b.WriteString(r.title + cells + "\n" + r.authors + "\n" + r.venue + ", " + r.year + "\n")
			} else {
				b.WriteString(r.title + "\n" + r.authors + "\n" + r.venue + cells + "\n")
			}
		}
		b.WriteString("Show more\n")
		return b.String()
	}
	tests := []struct {
		name, src string
	}{
		{"tabs after the venue", page("\t", false)},
		{"spaces after the venue", page(" ", false)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []row
			err := Read(strings.NewReader(tt.src), "profile.txt", Options{Models: Models{Lines: lines.Default()}}, func(r pub.Record) error {
				if p := r.Publication; p != nil {
					got = append(got, row{p.Title, authorNames(p.Authors), p.Year})
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("publications (-want +got):\n%s\n%s", diff, tt.src)
			}
		})
	}
}
