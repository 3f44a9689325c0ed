package cv

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestReadCVSameOnAnyCores checks that entries cut on several cores come
// out, with their warnings, exactly as when read on one: a long list in
// several styles, with glued lines, a title heading, a wrapped entry, an
// author note, entries whose dash stands for the authors above, and
// lines that are no entries.
func TestReadCVSameOnAnyCores(t *testing.T) {
	var sb strings.Builder
	sb.WriteString("# Publications\n\n## 2021\n\n### A Title Heading Paper\nJane Doe, Ann Lee · Venue 12 (2020)\n\n")
	for i := range 400 {
		fmt.Fprintf(&sb, "%d. %s\n", i+1, cvBenchEntries[i%len(cvBenchEntries)])
		switch i % 50 {
		case 7:
			sb.WriteString("Max Moe, Jane Doe. A glued second entry. Journal of Glue 3, 2020.\n")
		case 19:
			sb.WriteString("* Jane Doe and Ann Lee are co-first authors.\n")
		case 25:
			sb.WriteString("\n———. A paper by the same authors. *Journal of Glue* 4, 1-2 (2020).\n")
		case 31:
			sb.WriteString("\nNothing here reads as a paper\n")
		case 43:
			sb.WriteString("\n- Max Moe and Jane Doe,\n  A wrapped title over lines. In ICDE,\n  2021.\n")
		}
		sb.WriteString("\n")
	}
	src := sb.String()
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	one := parseCVString(t, src)
	runtime.GOMAXPROCS(4)
	many := parseCVString(t, src)
	if len(cvPubs(one)) < 400 {
		t.Fatalf("read %d publications, want at least 400", len(cvPubs(one)))
	}
	if diff := cmp.Diff(one, many); diff != "" {
		t.Errorf("one core (-) and four (+) differ:\n%s", diff)
	}
}
