package cv

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVContributions reads the "contributions" form of a grant
// biosketch: numbered paragraphs of prose, each followed by a lettered
// list of the citations it rests on. Each citation is an entry; the
// prose is none. Each case is read by the rules alone and with the line
// model.
func TestReadCVContributions(t *testing.T) {
	prose := []string{
		"Our early work showed how small invented beetles count themselves in ponds of varying depth. Using field studies we found that the counting depends on water temperature, and that this held most in shallow ponds.",
		"In a second line of research my group turned to sorting invented pebbles by colour. We built a method that sorts by weight and hue at once, and applied it to river beds across three regions.",
	}
	cites := [][]string{{
		"Doe JQ, Lee A, Roe B. Counting invented beetles in small ponds. J Stuff. 2012;12(3):45-67. PMID: 1234567.",
		"Doe JQ, Moe C. The temperature of counting beetles. Lett Things. 2013;9:5-9. PMCID: PMC1234567.",
	}, {
		"Doe JQ, Smith K, Brown L. Sorting invented pebbles by colour and weight. Proc Invent Conf. 2016;4:101-110.",
		"Smith K, Doe JQ. A survey of made-up methods for tiny things. Rev Small Things. 2017;22(1):1-20.",
		"Green M, Doe JQ. Hue in river beds. Pond Sci. 2018;5:3-9.",
	}}
	type row struct {
		Title   string
		Authors []string
	}
	want := []row{
		{"Counting invented beetles in small ponds", []string{"JQ Doe", "A Lee", "B Roe"}},
		{"The temperature of counting beetles", []string{"JQ Doe", "C Moe"}},
		{"Sorting invented pebbles by colour and weight", []string{"JQ Doe", "K Smith", "L Brown"}},
		{"A survey of made-up methods for tiny things", []string{"K Smith", "JQ Doe"}},
		{"Hue in river beds", []string{"M Green", "JQ Doe"}},
	}
	// write lays the section out: marker(i, j) opens citation j of
	// paragraph i; gap separates the parts.
	write := func(head string, marker func(i, j int) string, gap string) string {
		var b strings.Builder
		b.WriteString(head)
		for i, p := range prose {
			b.WriteString(string(rune('1'+i)) + ". " + p + "\n" + gap)
			for j, c := range cites[i] {
				b.WriteString(marker(i, j) + c + "\n")
			}
			b.WriteString(gap)
		}
		return b.String()
	}
	letter := func(open, close string) func(int, int) string {
		return func(_, j int) string { return open + string(rune('a'+j)) + close + " " }
	}
	tests := []struct {
		name, src string
	}{
		{"markdown, indented letters", write("# Biographical sketch\n\nJane Q. Doe\n\n## Contributions to Science\n\n", func(i, j int) string { return "   " + letter("", ".")(i, j) }, "\n")},
		{"plain text, bracketed letters, no blank lines", write("Jane Q. Doe\n\nCONTRIBUTIONS TO SCIENCE\n", letter("", ")"), "")},
		{"plain text, letters in brackets", write("Jane Q. Doe\n\nPUBLICATIONS\n\n", letter("(", ")"), "\n")},
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
						got = append(got, row{p.Title, authorNames(p.Authors)})
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
}
