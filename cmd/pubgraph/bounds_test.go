package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReportHTMLBounded runs analyze on a network of isolated people, a
// community each: report.html describes at most a thousand communities
// and counts the rest, so its size does not grow with a community per
// person.
func TestReportHTMLBounded(t *testing.T) {
	const people = 3000
	var b strings.Builder
	fmt.Fprintf(&b, "*Vertices %d\n", people)
	for i := 1; i <= people; i++ {
		fmt.Fprintf(&b, "%d \"Person %d\"\n", i, i)
	}
	b.WriteString("*Edges\n")
	in := filepath.Join(t.TempDir(), "isolated.net")
	os.WriteFile(in, []byte(b.String()), 0o644)
	out := filepath.Join(t.TempDir(), "out")
	if code, _, stderr := pubgraph(t, "", "analyze", "-q", "--no-svg", "--out", out, in); code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	page, err := os.ReadFile(filepath.Join(out, "report.html"))
	if err != nil {
		t.Fatal(err)
	}
	const open = `<script type="application/json" id="pubgraph-data">`
	start := strings.Index(string(page), open)
	if start < 0 {
		t.Fatal("no page data")
	}
	raw := string(page[start+len(open):])
	raw = raw[:strings.Index(raw, "</script>")]
	var data struct {
		Communities    []json.RawMessage `json:"communities"`
		CommunityCount int               `json:"communityCount"`
	}
	if err := json.Unmarshal([]byte(raw), &data); err != nil {
		t.Fatal(err)
	}
	if len(data.Communities) != 1000 || data.CommunityCount != people {
		t.Errorf("%d communities described, %d counted; want 1000 and %d", len(data.Communities), data.CommunityCount, people)
	}
}
