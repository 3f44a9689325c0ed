package ingest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestNumberedListPast999 checks which numbers of four digits or more
// start a list item: only the next number of the list, so that a list
// runs past 999 while a line that opens with a year stays text.
func TestNumberedListPast999(t *testing.T) {
	type line struct {
		Item   bool
		Number int
		Text   string
	}
	tests := []struct {
		name string
		src  string
		want []line
	}{
		{"list runs past 999", "998. A\n999. B\n1000. C\n1001. D",
			[]line{{true, 998, "A"}, {true, 999, "B"}, {true, 1000, "C"}, {true, 1001, "D"}}},
		{"blank lines between items", "999. A\n\n1000) B",
			[]line{{true, 999, "A"}, {false, 0, ""}, {true, 1000, "B"}}},
		{"bracketed numbers", "[999] A\n[1000] B",
			[]line{{true, 999, "A"}, {true, 1000, "B"}}},
		{"a year after a short list is text", "1. A\n2019. B",
			[]line{{true, 1, "A"}, {false, 0, "2019. B"}}},
		{"a year alone is text", "2019. Doe, J. A title.",
			[]line{{false, 0, "2019. Doe, J. A title."}}},
		{"years in turn are text", "2018. A\n2019. B",
			[]line{{false, 0, "2018. A"}, {false, 0, "2019. B"}}},
		{"a gap in the numbering is text", "999. A\n1001. B",
			[]line{{true, 999, "A"}, {false, 0, "1001. B"}}},
		{"a year after item 999 is text", "999. A\n2019. B",
			[]line{{true, 999, "A"}, {false, 0, "2019. B"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines, _, _ := parseCVLines(tt.src)
			var got []line
			for _, l := range lines {
				got = append(got, line{l.item, l.number, l.text})
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("lines (-want +got):\n%s", diff)
			}
		})
	}
}

// TestReadCVNumberedListPast999 reads a numbered list of 1,010 entries
// in the styles of cvBenchEntries: entries 1000 and up used to merge
// into the entry above them.
func TestReadCVNumberedListPast999(t *testing.T) {
	var sb strings.Builder
	sb.WriteString("# Publications\n\n")
	for i := range 1010 {
		_, entry, _ := strings.Cut(cvBenchEntries[i%len(cvBenchEntries)], ". ")
		fmt.Fprintf(&sb, "%d. %s\n\n", i+1, entry)
	}
	if got := len(cvPubs(parseCVString(t, sb.String()))); got != 1010 {
		t.Fatalf("read %d publications, want 1010", got)
	}
}
