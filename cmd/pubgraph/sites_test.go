package main

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAnalyzeSiteBesideBib reads a folder holding a site's _publications
// and a .bib of the same papers, one of them worded differently and
// carrying a "[pdf]" label on the site: each paper comes out once, both
// wordings kept, no link label in a title.
func TestAnalyzeSiteBesideBib(t *testing.T) {
	out := t.TempDir()
	code, _, stderr := pubgraph(t, "", "analyze", "--no-svg", "--out", out, "../../testdata/sites/mixed")
	if code != 0 {
		t.Fatalf("analyze exited %d: %s", code, stderr)
	}
	f, err := os.Open(filepath.Join(out, "publications.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i
	}
	if got := len(rows) - 1; got != 2 {
		t.Fatalf("%d publications, want 2:\n%v", got, rows)
	}
	reworded := 0
	for _, r := range rows[1:] {
		title := r[col["title"]]
		if strings.Contains(title, "[") {
			t.Errorf("title %q keeps a link label", title)
		}
		if n := strings.Count(r[col["sources"]], ";") + 1; n != 2 {
			t.Errorf("%q has %d sources, want the page and the .bib", title, n)
		}
		if strings.Contains(r[col["versions"]], "also titled") {
			reworded++
		}
	}
	if reworded != 1 {
		t.Errorf("%d publications keep another wording, want 1", reworded)
	}
}

// TestUnknownExportFails checks that an export pubgraph cannot read
// (EndNote's tagged text, a table of titles without authors, venues or years) exits 1 with a message naming the
// file, instead of being read as a CV with exit 0.
func TestUnknownExportFails(t *testing.T) {
	for _, f := range []string{"endnote-refer.txt", "other-table.csv"} {
		path := "../../testdata/exports/" + f
		for _, cmd := range []string{"parse", "analyze"} {
			args := []string{cmd, path}
			if cmd == "analyze" {
				args = []string{cmd, "--no-svg", "--out", t.TempDir(), path}
			}
			code, _, stderr := pubgraph(t, "", args...)
			if code != 1 || !strings.Contains(stderr, path) || !strings.Contains(stderr, "cannot read") {
				t.Errorf("%s %s: exit %d, stderr %q; want 1 and a message naming the file", cmd, f, code, stderr)
			}
		}
	}
}
