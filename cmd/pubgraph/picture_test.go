package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// cliques writes an edge list of three cliques (30, 12 and 6 people, ids
// from 1) joined in a chain by one link each, and a names file that also
// names two people with no link at all.
func cliques(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	var edges, names strings.Builder
	start := 1
	var firsts []int
	for _, size := range []int{30, 12, 6} {
		firsts = append(firsts, start)
		for i := start; i < start+size; i++ {
			fmt.Fprintf(&names, "%d Person %d\n", i, i)
			for j := i + 1; j < start+size; j++ {
				fmt.Fprintf(&edges, "%d %d\n", i, j)
			}
		}
		start += size
	}
	fmt.Fprintf(&edges, "%d %d\n%d %d\n", firsts[0], firsts[1], firsts[1], firsts[2])
	fmt.Fprintf(&names, "100 Lone One\n101 Lone Two\n")
	os.WriteFile(filepath.Join(dir, "net.txt"), []byte(edges.String()), 0o644)
	os.WriteFile(filepath.Join(dir, "net_names.txt"), []byte(names.String()), 0o644)
	return filepath.Join(dir, "net.txt")
}

// drawn returns the person ids graph.dot draws.
func drawn(t *testing.T, out string) map[string]bool {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(out, "graph.dot"))
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^\t"n(\d+)" \[`).FindAllStringSubmatch(string(b), -1) {
		ids[m[1]] = true
	}
	return ids
}

// TestPictureSubset: with room for 12 people, the picture of three
// communities draws all three and neither isolated person, and its
// heading speaks of links (a network file), not publications or owners.
func TestPictureSubset(t *testing.T) {
	out := t.TempDir()
	if code, _, stderr := pubgraph(t, "", "analyze", "-q", "--no-svg", "--top", "12", "--out", out, cliques(t)); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	ids := drawn(t, out)
	if len(ids) != 12 {
		t.Errorf("%d people drawn, want 12", len(ids))
	}
	people := readCSV(t, filepath.Join(out, "people.csv"))
	communities := map[string]bool{}
	for _, row := range people[1:] {
		if !ids[row[0]] {
			continue
		}
		if row[4] == "0" { // degree
			t.Errorf("isolated %s drawn", row[1])
		}
		communities[row[13]] = true
	}
	if len(communities) < 3 {
		t.Errorf("communities drawn: %v, want all three cliques", communities)
	}
	dot, _ := os.ReadFile(filepath.Join(out, "graph.dot"))
	heading := string(dot[:strings.Index(string(dot), "node [")])
	if !strings.Contains(heading, "links") || strings.Contains(heading, "publications") || strings.Contains(heading, "CV owner") {
		t.Errorf("a network file's heading speaks of publications or owners:\n%s", heading)
	}
	if !strings.Contains(string(dot), `tooltip="Person 1 · community`) {
		t.Errorf("no tooltip with measures in graph.dot")
	}
}

// TestPictureEgo draws one person's co-authors (depth 1) and then two
// steps out, and colours by first year on a corpus with years.
func TestPictureEgo(t *testing.T) {
	in := cliques(t)
	for _, tc := range []struct {
		depth string
		want  int
	}{{"1", 31}, {"2", 43}} {
		out := t.TempDir()
		// Person 1 is in the 30-clique and linked to the 12-clique.
		if code, _, stderr := pubgraph(t, "", "analyze", "-q", "--no-svg", "--top", "0", "--ego", "1", "--depth", tc.depth, "--out", out, in); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		if ids := drawn(t, out); len(ids) != tc.want {
			t.Errorf("--depth %s drew %d people, want %d", tc.depth, len(ids), tc.want)
		}
		dot, _ := os.ReadFile(filepath.Join(out, "graph.dot"))
		if !strings.Contains(string(dot), "around Person 1") {
			t.Errorf("--depth %s: the title does not name the ego", tc.depth)
		}
	}
	out := t.TempDir()
	if code, _, stderr := pubgraph(t, "", "analyze", "-q", "--no-svg", "--colour", "year", "--out", out, seeds); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	dot, _ := os.ReadFile(filepath.Join(out, "graph.dot"))
	if !strings.Contains(string(dot), "first paper 20") || !strings.Contains(string(dot), "colour = first year") {
		t.Errorf("--colour year: no year legend")
	}
	if code, _, _ := pubgraph(t, "", "analyze", "--colour", "rainbow", seeds); code != exitUsage {
		t.Errorf("--colour rainbow exited %d, want 2", code)
	}
	if code, _, _ := pubgraph(t, "", "analyze", "--depth", "2", seeds); code != exitUsage {
		t.Errorf("--depth without --ego exited %d, want 2", code)
	}
}
