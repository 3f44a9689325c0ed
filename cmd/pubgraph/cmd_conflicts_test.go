package main

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestConflicts checks conflicts over the five sample CVs against pairs
// written by hand from reading the CVs: each owner's advisors (advisor),
// their recent co-authors (papers from 2024 on, the latest year in the
// data being 2026), and advisors who are where their student is now
// (institution). "Nobody Known" is not in the data and is skipped.
func TestConflicts(t *testing.T) {
	code, stdout, stderr := pubgraph(t, "", "conflicts", "--json", "-q",
		"--people", "../../testdata/conflicts/reviewers.csv",
		"--against", "../../testdata/conflicts/authors.csv", seeds)
	if code != 0 {
		t.Fatalf("conflicts exited %d: %s", code, stderr)
	}
	var got []conflict
	if err := json.Unmarshal([]byte(stdout), &got); err != nil {
		t.Fatalf("bad JSON: %v\n%s", err, stdout)
	}
	type pair struct {
		A, B    string
		Reasons []string
	}
	var gotPairs []pair
	for _, c := range got {
		gotPairs = append(gotPairs, pair{c.A, c.B, c.Reasons})
	}
	want := []pair{
		{"Tushar Krishna", "Jinsun Yoo", []string{"coauthor", "advisor", "institution"}},
		{"Byung-Gon Chun", "Gyeong-In Yu", []string{"advisor", "institution"}},
		{"Mosharaf Chowdhury", "Insu Jang", []string{"advisor", "institution"}},
		{"Jinyang Li", "Jinkun Lin", []string{"coauthor", "advisor", "institution"}},
		{"Tianqi Chen", "Byungsoo Jeon", []string{"coauthor"}},
		{"Umakishore Ramachandran", "Jinsun Yoo", []string{"coauthor", "advisor", "institution"}},
	}
	if diff := cmp.Diff(want, gotPairs); diff != "" {
		t.Errorf("conflicts (-want +got):\n%s", diff)
	}
}

// TestConflictsWithin checks one list against itself: the two advisors of
// Jinsun Yoo are both at Georgia Tech now.
func TestConflictsWithin(t *testing.T) {
	code, stdout, stderr := pubgraph(t, "", "conflicts", "-q", "--people", "../../testdata/conflicts/reviewers.csv", seeds)
	if code != 0 {
		t.Fatalf("conflicts exited %d: %s", code, stderr)
	}
	want := "Tushar Krishna — Umakishore Ramachandran: institution\n" +
		"    both at Georgia Institute of Technology (advisor of Jinsun Yoo) now\n"
	if stdout != want {
		t.Errorf("got:\n%s\nwant:\n%s", stdout, want)
	}
}
