package accuracy

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestFolds(t *testing.T) {
	cases := []Case{
		{Set: "pdf", Input: "/s/pdf/b.pdf"}, {Set: "repo", Input: "/r/x.txt"},
		{Set: "cv-dev", Input: "/s/cv-dev/c.md"}, {Set: "cv-dev", Input: "/s/cv-dev/a.md"},
		{Set: "heldout", Input: "/r/h.md"}, {Set: "pdf", Input: "/s/pdf/d.pdf"},
	}
	want := map[string]int{"a.md": 0, "b.pdf": 1, "c.md": 0, "d.pdf": 1}
	if diff := cmp.Diff(want, Folds(cases, 2)); diff != "" {
		t.Errorf("Folds: -want +got\n%s", diff)
	}
	// The input order does not change the folds.
	rev := append([]Case(nil), cases...)
	for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
		rev[i], rev[j] = rev[j], rev[i]
	}
	if diff := cmp.Diff(want, Folds(rev, 2)); diff != "" {
		t.Errorf("Folds of the reversed cases: -want +got\n%s", diff)
	}
}

func TestCrossValidateNeedsFolds(t *testing.T) {
	if _, err := CrossValidate(t.Context(), nil, nil, 1, ".", "", &bytes.Buffer{}); err == nil {
		t.Error("k = 1: no error")
	}
}

func TestWriteCrossVal(t *testing.T) {
	perfect := &Score{}
	half := &Score{Gold: 2, Found: 1, Matched: 1}
	in := []Result{
		{Case: Case{Set: "repo", Group: "text", Input: "r.txt"}, Score: perfect},
		{Case: Case{Set: "cv-dev", Group: "text", Input: "a.md"}, Score: perfect},
		{Case: Case{Set: "pdf", Group: "pdf", Input: "b.pdf"}, Score: perfect},
	}
	cv := []Result{
		{Case: Case{Set: "cv-dev", Group: "text", Input: "a.md"}, Score: half},
		{Case: Case{Set: "pdf", Group: "pdf", Input: "b.pdf"}, Score: perfect},
	}
	var buf bytes.Buffer
	if err := WriteCrossVal(&buf, in, cv, 5, true); err != nil {
		t.Fatal(err)
	}
	got := buf.String()
	for _, want := range []string{"5 folds by file", "| cv-dev | 1 | 1.000 | 0.500 |", "| pdf | b.pdf | 1.000 | 1.000 |"} {
		if !strings.Contains(got, want) {
			t.Errorf("table lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "r.txt") {
		t.Errorf("table holds a repo file:\n%s", got)
	}
}
