package entries

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/label"
)

func TestRefBlocks(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []int // lines of each block; nil when the section is no list of bare references
	}{
		{"lines of one paragraph", "A Study of Invented Things. Journal of Examples 12(3), 2019.\nPatterns in Imaginary Markets, Sample Review of Economics 8(1), 2017.\n", []int{1, 1}},
		{"paragraphs", "A Study of Invented Things. Journal of Examples 12(3), 2019.\n\nPatterns in Imaginary Markets, Sample Review of Economics 8(1), 2017.\n", []int{1, 1}},
		{"bylines", "A. Author, A Study of Invented Things. Journal of Examples 12(3), 2019.\nB. Author, Patterns in Imaginary Markets, Sample Review of Economics 8(1), 2017.\n", nil},
		{"one reference", "A Study of Invented Things. Journal of Examples 12(3), 2019.\n", nil},
		{"quoted titles are commonLead's", "“A Study of Invented Things,” Journal of Examples 12(3), 2019.\n\n“Patterns in Imaginary Markets,” Sample Review of Economics 8(1), 2017.\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			blocks, lead := refBlocks(sectionBlocks(docLines(t, tt.src)), label.Default())
			var got []int
			if lead == leadRef {
				got = []int{}
				for _, b := range blocks {
					got = append(got, len(b.lines))
				}
			}
			if tt.want == nil && got != nil || tt.want != nil && !cmp.Equal(tt.want, got) {
				t.Errorf("blocks = %v, want %v", got, tt.want)
			}
		})
	}
}
