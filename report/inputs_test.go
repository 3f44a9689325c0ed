package report

import (
	"fmt"
	"strings"
	"testing"
)

// TestInputsRead checks the report's list of inputs: the poorly read
// first whatever the order given, flagged for checking, with a sentence
// that counts them; nothing when no input is known.
func TestInputsRead(t *testing.T) {
	tests := []struct {
		name   string
		inputs []InputRead
		want   []string // lines, in order
		absent []string
	}{
		{name: "none", absent: []string{"## Inputs read"}},
		{
			name: "all read well",
			inputs: []InputRead{
				{Path: "b.bib", Format: "bibtex", Publications: 10, Confident: 10, Estimate: 1},
				{Path: "a.md", Format: "cv", Publications: 5, Confident: 4, Estimate: 0.804},
			},
			want: []string{
				"Every input was read with confidence",
				"| a.md | cv | 5 | 80% | 80% |  |",
				"| b.bib | bibtex | 10 | 100% | 100% |  |",
			},
			absent: []string{"**check**"},
		},
		{
			name: "one poor, listed first",
			inputs: []InputRead{
				{Path: "a.md", Format: "cv", Publications: 20, Confident: 20, Estimate: 1},
				{Path: "z.pdf", Format: "pdf", Publications: 10, Confident: 3, Estimate: 0.3, Poor: true, Reason: "7 entries without a byline of names"},
			},
			want: []string{
				"1 input was read poorly",
				"| z.pdf | pdf | 10 | 30% | 30% | **check**: 7 entries without a byline of names |",
				"| a.md | cv | 20 | 100% | 100% |  |",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b strings.Builder
			writeInputsRead(func(f string, args ...any) { b.WriteString(fmt.Sprintf(f, args...)) }, tt.inputs)
			got := b.String()
			at := 0
			for _, w := range tt.want {
				i := strings.Index(got[at:], w)
				if i < 0 {
					t.Fatalf("missing or out of order: %q\n%s", w, got)
				}
				at += i + len(w)
			}
			for _, a := range tt.absent {
				if strings.Contains(got, a) {
					t.Errorf("has %q:\n%s", a, got)
				}
			}
		})
	}
}
