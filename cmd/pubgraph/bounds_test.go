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

// TestBadFlagsTouchNothing runs analyze with each kind of bad flag value
// (numbers out of range, NaN and infinite floats, unknown words, sizes,
// missing files): each exits 2 naming the flag, and nothing exists
// beside or at --out afterwards, not even the lock.
func TestBadFlagsTouchNothing(t *testing.T) {
	in := filepath.Join(t.TempDir(), "in.bib")
	os.WriteFile(in, []byte(bib("a", "Ann Lee", "Bo Chen")), 0o644)
	for _, flags := range [][]string{
		{"--layer-weights", "coauthor=NaN"},
		{"--layer-weights", "venue=-1"},
		{"--layer-weights", "advisor=+Inf"},
		{"--layer-weights", "advisor=1e300"},
		{"--resolution", "NaN"},
		{"--resolution", "-1"},
		{"--resolution", "Inf"},
		{"--epsilon", "NaN"},
		{"--delta", "2"},
		{"--top", "-1"},
		{"--max-authors", "-3"},
		{"--since", "2020", "--until", "2010"},
		{"--format", "nonsense"},
		{"--max-input-bytes", "0"},
		{"--max-text-bytes", "many"},
		{"--max-pdf-chars", "-5"},
		{"--aliases", "/nonexistent/aliases.csv"},
		{"--names", "/nonexistent/names.txt"},
		{"--export", "bogus"},
		{"--colour", "plaid"},
	} {
		t.Run(strings.Join(flags, " "), func(t *testing.T) {
			parent := t.TempDir()
			out := filepath.Join(parent, "out")
			code, _, stderr := pubgraph(t, "", append(append([]string{"analyze", "--out", out}, flags...), in)...)
			if code != 2 {
				t.Fatalf("exit %d, want 2\n%s", code, stderr)
			}
			if !strings.Contains(stderr, strings.TrimLeft(flags[0], "-")) {
				t.Errorf("the message does not name %s:\n%s", flags[0], stderr)
			}
			if entries, _ := os.ReadDir(parent); len(entries) != 0 {
				t.Errorf("a bad flag left %s beside --out", entries[0].Name())
			}
		})
	}
}

// TestRepeatedRecordIsOne runs analyze on one BibTeX entry repeated to 2
// MB: the copies collapse to one publication, not none.
func TestRepeatedRecordIsOne(t *testing.T) {
	dir := t.TempDir()
	entry := bib("a", "Ann Lee", "Bo Chen")
	write(t, dir, "many.bib", strings.Repeat(entry, 2<<20/len(entry)))
	out := filepath.Join(t.TempDir(), "out")
	code, stdout, stderr := pubgraph(t, "", "analyze", "-q", "--no-svg", "--out", out, filepath.Join(dir, "many.bib"))
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	if !strings.Contains(stdout, "publications:     1\n") {
		t.Errorf("want 1 publication:\n%s", stdout)
	}
}
