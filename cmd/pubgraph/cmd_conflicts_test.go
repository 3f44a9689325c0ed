package main

import (
	"encoding/csv"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/analysis"
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
	var got []analysis.Conflict
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
		"    both at Georgia Institute of Technology (advisor of Jinsun Yoo) in 2026\n"
	if stdout != want {
		t.Errorf("got:\n%s\nwant:\n%s", stdout, want)
	}
}

// TestConflictsAsOfCSV judges as of 2022: Byung-Gon Chun and Gyeong-In Yu,
// who share no paper from 2024 on, were co-authors within two years of
// 2022. The CSV names both by id and each shared paper by pub_id and year
// within 2020–2022, and ids match the JSON output.
func TestConflictsAsOfCSV(t *testing.T) {
	args := []string{"conflicts", "-q", "--as-of", "2022",
		"--people", "../../testdata/conflicts/reviewers.csv", "--against", "../../testdata/conflicts/authors.csv", seeds}
	code, stdout, stderr := pubgraph(t, "", append(args, "--csv")...)
	if code != 0 {
		t.Fatalf("conflicts --csv exited %d: %s", code, stderr)
	}
	rows, err := csv.NewReader(strings.NewReader(stdout)).ReadAll()
	if err != nil {
		t.Fatalf("not CSV: %v\n%s", err, stdout)
	}
	wantHeader := []string{"a_id", "a", "b_id", "b", "reason", "relation", "year", "pub_id", "title", "organization", "other_id", "source", "detail"}
	if diff := cmp.Diff(wantHeader, rows[0]); diff != "" {
		t.Fatalf("header (-want +got):\n%s", diff)
	}
	checkCoauthorRows(t, rows[1:], "Byung-Gon Chun", "Gyeong-In Yu", 2020, 2022)
	_, stdout, _ = pubgraph(t, "", append(args, "--json")...)
	var got []analysis.Conflict
	if err := json.Unmarshal([]byte(stdout), &got); err != nil {
		t.Fatal(err)
	}
	checkConflictsInCSV(t, got, rows[1:])
}

// checkCoauthorRows requires a coauthor row for a and b, each with a
// pub_id and a year from first to last.
func checkCoauthorRows(t *testing.T, rows [][]string, a, b string, first, last int) {
	t.Helper()
	papers := 0
	for _, r := range rows {
		if r[1] != a || r[3] != b || r[4] != "coauthor" {
			continue
		}
		papers++
		year, err1 := strconv.Atoi(r[6])
		_, err2 := strconv.Atoi(r[7])
		if err1 != nil || err2 != nil || year < first || year > last {
			t.Errorf("coauthor row without a year in %d–%d and a pub_id: %v", first, last, r)
		}
	}
	if papers == 0 {
		t.Errorf("no co-authored paper in %d–%d for %s and %s", first, last, a, b)
	}
}

// checkConflictsInCSV requires every JSON pair among the CSV's rows (by
// person ids) and coauthor evidence with a pub_id and a year.
func checkConflictsInCSV(t *testing.T, got []analysis.Conflict, rows [][]string) {
	t.Helper()
	ids := make(map[string]bool)
	for _, r := range rows {
		ids[r[0]+"-"+r[2]] = true
	}
	for _, c := range got {
		if !ids[strconv.Itoa(c.AID)+"-"+strconv.Itoa(c.BID)] {
			t.Errorf("JSON pair %s (#%d) — %s (#%d) is not in the CSV", c.A, c.AID, c.B, c.BID)
		}
		for _, ev := range c.Evidence {
			if ev.Reason == "coauthor" && (ev.PubID == nil || ev.Year == 0) {
				t.Errorf("%s — %s: coauthor evidence without pub_id or year: %+v", c.A, c.B, ev)
			}
		}
	}
}

func TestConflictsFlagsRejected(t *testing.T) {
	for _, args := range [][]string{
		{"--as-of", "-1"}, {"--json", "--csv"}, {"--years", "-2"},
	} {
		all := append(append([]string{"conflicts", "--people", "../../testdata/conflicts/reviewers.csv"}, args...), seeds)
		if code, _, stderr := pubgraph(t, "", all...); code != exitUsage {
			t.Errorf("%v: exit %d (%s), want 2", args, code, stderr)
		}
	}
}
