package main

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/ingest/label"
)

// TestCommittedFresh checks that the committed training file is what the
// generator writes by default (`make labelforms`).
func TestCommittedFresh(t *testing.T) {
	out := filepath.Join(t.TempDir(), "forms.txt")
	if code := run([]string{"-out", out}, os.Stderr); code != 0 {
		t.Fatalf("run exit %d", code)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../ingest/label/data/cv/forms.txt")
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Errorf("ingest/label/data/cv/forms.txt is stale: run make labelforms, then make model")
	}
}

// TestGenerate checks that every entry parses as labelled data, holds a
// title, and that names before an editor mark are never authors.
func TestGenerate(t *testing.T) {
	text := Generate(6)
	if text != Generate(6) {
		t.Fatal("Generate is not deterministic")
	}
	tagged, _, err := label.ReadTaggedSources(text)
	if err != nil {
		t.Fatal(err)
	}
	if len(tagged) != 6*len(forms) {
		t.Fatalf("%d entries, want %d", len(tagged), 6*len(forms))
	}
	form := formOf(text)
	for k, e := range tagged {
		has := map[string]bool{}
		for _, tg := range e.Tags {
			has[tg.Name] = true
			if tg.Name == "author" {
				after := e.Text[tg.End:]
				for _, mark := range []string{" (Org", " (org", " (coord", " (comp", " (Hrsg", " (Hg", " (ed", " (Ed"} {
					if strings.HasPrefix(after, mark) {
						t.Errorf("author before an editor mark in %q", e.Text)
					}
				}
			}
		}
		if !has["title"] && !untitled[form[k]] {
			t.Errorf("no title in %q", e.Text)
		}
	}
}

// TestChapterTrio checks that the chapter form sets the editors in all
// three places, before the book, after it and after head words, so that
// the labeller learns them together.
func TestChapterTrio(t *testing.T) {
	g := &gen{rand.New(rand.NewPCG(1, 2))}
	var before, after int
	for range 60 {
		e := g.chapterTrio()
		ed, bk := strings.Index(e, "<editor>"), strings.Index(e, "<container>")
		if ed < 0 || bk < 0 {
			t.Fatalf("no editor or no book in %q", e)
		}
		if ed < bk {
			before++
		} else {
			after++
		}
	}
	if before < 10 || after < 10 {
		t.Errorf("editors before the book %d times, after it %d times in 60", before, after)
	}
}

// formOf returns the form name of each entry of Generate's text, from
// the comment line before its entries.
func formOf(text string) []string {
	var out []string
	name := ""
	for _, line := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(line, "# "):
			name = strings.TrimPrefix(line, "# ")
		case line != "" && line[0] != '#':
			out = append(out, name)
		}
	}
	return out
}
