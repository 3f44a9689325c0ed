package entries

import (
	"testing"

	"github.com/pubgraph/pubgraph/ingest/label"

	"github.com/google/go-cmp/cmp"
)

// TestLineLabellingHandOff: the line model's description of a line that
// is a whole entry takes the entry's labelling when the labeller read the
// line with the same marks, and is then the description labelling the
// line again gives; a line whose quotes the entry stage marked, or an
// entry of two lines, is labelled again.
func TestLineLabellingHandOff(t *testing.T) {
	tests := []struct {
		name, text string
		handed     bool
	}{
		{"plain", "Jane Q. Doe and A. Author. An invented title. Journal of Stuff 12, 2020.", true},
		{"bold and italics", "**Jane Q. Doe**, A. Author. An invented title. *Journal of Stuff* 12, 2020.", true},
		{"quoted title", "Jane Q. Doe and A. Author. “An invented title.” Journal of Stuff 12, 2020.", false},
		{"two lines", "Jane Q. Doe and A. Author. An invented title.\nJournal of Stuff 12, 2020.", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ls := docLines(t, tt.text)
			e := &cvEntry{lines: ls}
			cuts := []cvCut{{e: e, r: readAhead(e, nil, nil, cvMarkKeys{}, label.Default())}}
			l := ls[0]
			handed := false
			for _, c := range cuts {
				handed = handed || c.r.lb.lineLabelling(l.Text, lineSpans(l)) != nil
			}
			if handed != tt.handed {
				t.Errorf("labelling handed over: %v, want %v", handed, tt.handed)
			}
			if diff := cmp.Diff(describe(l, nil, label.Default()), describe(l, cuts, label.Default())); diff != "" {
				t.Errorf("described with the entry's labelling (-alone +handed):\n%s", diff)
			}
		})
	}
}
