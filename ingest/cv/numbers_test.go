package cv

import (
	"fmt"
	"strings"
	"testing"
)

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
