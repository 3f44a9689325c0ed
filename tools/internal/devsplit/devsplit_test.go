package devsplit

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestFold(t *testing.T) {
	if got, want := Fold("An Invented, Title: 2nd Édition!"), "aninventedtitle2ndédition"; got != want {
		t.Errorf("Fold = %q, want %q", got, want)
	}
}

func TestFolds(t *testing.T) {
	got := Folds([]string{"c", "a", "b", "a", "d"}, 2)
	want := []map[string]bool{{"a": true, "c": true}, {"b": true, "d": true}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Folds (-want +got):\n%s", diff)
	}
}

func TestDocs(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"data/cv-dev/b.md", "data/cv-dev/b.md.gold.json", "data/cv-dev/a.tex.gold.json", "data/pdf/c.pdf.json", "data/other/x.gold.json"} {
		p := filepath.Join(dir, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := Docs(dir)
	if err != nil {
		t.Fatal(err)
	}
	j := func(f string) string { return filepath.Join(dir, filepath.FromSlash(f)) }
	want := []Doc{
		{j("data/cv-dev/a.tex"), j("data/cv-dev/a.tex.gold.json")},
		{j("data/cv-dev/b.md"), j("data/cv-dev/b.md.gold.json")},
		{j("data/pdf/c.pdf"), j("data/pdf/c.pdf.json")},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Docs (-want +got):\n%s", diff)
	}
	if _, err := Docs(t.TempDir()); err == nil {
		t.Error("no error for a folder without development documents")
	}
}

// TestRead reads an invented CV and checks the split the reader makes.
func TestRead(t *testing.T) {
	p := filepath.Join(t.TempDir(), "cv.md")
	src := "# Jane Q. Doe\n\n## Publications\n\n- A. Author and J. Q. Doe. An invented title. Journal of Stuff, 2020.\n\n## Teaching\n\n- A course, 2019\n"
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	splits, err := Read(p)
	if err != nil {
		t.Fatal(err)
	}
	if len(splits) == 0 {
		t.Fatal("no split")
	}
	heads := 0
	for _, h := range splits[0].Doc.Head {
		if h {
			heads++
		}
	}
	if heads < 2 {
		t.Errorf("%d headings found, want at least 2 (publications, teaching)", heads)
	}
}
