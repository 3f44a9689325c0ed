package trainfold

import (
	"bytes"
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/tools/internal/devsplit"
)

// repo is the repository root, from this package's folder.
var repo = filepath.Join("..", "..", "..")

// checkFolds checks, on the training data of the package folder dir
// that the repository holds, that for each fold by file of its
// development files the data a fold's model trains on (without) hold
// no item of a held-out file and every other item, and that the
// package's own leaving out (Data with skip) leaves out the same.
func checkFolds[L, M any](t *testing.T, tr *Trainer[L, M], dir string) {
	all, err := tr.Data(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, l := range all {
		if f := tr.File(l); f != "" {
			files = append(files, f)
		}
	}
	if len(files) == 0 {
		t.Fatalf("no development items in %s", dir)
	}
	folds := devsplit.Folds(files, 5)
	for f, skip := range folds {
		if len(skip) == 0 {
			t.Fatalf("fold %d holds no file", f+1)
		}
		kept, left := tr.without(all, skip)
		held := 0
		for _, file := range files {
			if skip[file] {
				held++
			}
		}
		if left != held || len(kept) != len(all)-held {
			t.Errorf("fold %d: kept %d and left %d of %d items, want %d left", f+1, len(kept), left, len(all), held)
		}
		for _, l := range kept {
			if skip[tr.File(l)] {
				t.Fatalf("fold %d trains on an item of held-out file %q", f+1, tr.File(l))
			}
		}
		if f > 0 {
			continue // the package's own reading is slow for the heading detector: one fold
		}
		own, err := tr.Data(dir, skip)
		if err != nil {
			t.Fatal(err)
		}
		if len(own) != len(kept) {
			t.Errorf("fold %d: the package's data without the fold hold %d items, the fold's %d", f+1, len(own), len(kept))
		}
		for _, l := range own {
			if skip[tr.File(l)] {
				t.Fatalf("fold %d: the package's data hold an item of held-out file %q", f+1, tr.File(l))
			}
		}
	}
}

// TestFoldsHoldNoHeldOutFile checks the folds of each model that trains
// on the development documents beside the field labeller, on the data
// the repository holds.
func TestFoldsHoldNoHeldOutFile(t *testing.T) {
	t.Run("sections", func(t *testing.T) {
		checkFolds(t, Sections, filepath.Join(repo, "ingest", "cv", "sections", "model"))
	})
	t.Run("headings", func(t *testing.T) {
		if testing.Short() {
			t.Skip("the heading detector's data are 130k lines, most synthesised")
		}
		checkFolds(t, Headings, filepath.Join(repo, "ingest", "cv", "sections", "heading"))
	})
	t.Run("lines", func(t *testing.T) {
		checkFolds(t, Lines, filepath.Join(repo, "ingest", "label", "lines"))
	})
}

// TestTrainFoldsSameBytes checks that a fold's model is the same bytes
// whether trained twice or read back from the cache.
func TestTrainFoldsSameBytes(t *testing.T) {
	t.Run("sections", func(t *testing.T) {
		sameBytes(t, Sections, filepath.Join(repo, "ingest", "cv", "sections", "model"))
	})
	t.Run("lines", func(t *testing.T) {
		sameBytes(t, Lines, filepath.Join(repo, "ingest", "label", "lines"))
	})
}

func sameBytes[L, M any](t *testing.T, tr *Trainer[L, M], dir string) {
	all, err := tr.Data(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, l := range all {
		if f := tr.File(l); f != "" {
			files = append(files, f)
		}
	}
	skips := devsplit.Folds(files, 5)[:1]
	cache := t.TempDir()
	var outs [][]byte
	for _, c := range []string{"", cache, cache} {
		got, err := tr.TrainFolds(context.Background(), dir, skips, c)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := tr.Write(got[0].Model, "h", &buf); err != nil {
			t.Fatal(err)
		}
		outs = append(outs, buf.Bytes())
	}
	for i := 1; i < len(outs); i++ {
		if !bytes.Equal(outs[0], outs[i]) {
			t.Errorf("run %d: model of %d bytes, first run %d bytes, not the same", i+1, len(outs[i]), len(outs[0]))
		}
	}
}

// TestLineDoc checks LineDoc's names against the line model's data: each
// of the repository's own documents the data hold is named as LineDoc
// names a testdata/cv input; and a few names by value.
func TestLineDoc(t *testing.T) {
	tests := []struct{ set, name, want string }{
		// FNV-1a of the name, modulo 2³²−1, as eight hex digits.
		{"cv-dev", "a.md", "cv-dev:8664b82f"},
		{"pdf", "a.md", "pdf:8664b82f"},
		{"repo", "jane-doe-cv.txt", "repo:c0f36050"},
	}
	for _, tt := range tests {
		if got := LineDoc(tt.set, tt.name); got != tt.want {
			t.Errorf("LineDoc(%q, %q) = %q, want %q", tt.set, tt.name, got, tt.want)
		}
	}
	golds, err := filepath.Glob(filepath.Join(repo, "testdata", "cv", "*.gold.json"))
	if err != nil || len(golds) == 0 {
		t.Fatalf("no testdata/cv gold files (%v)", err)
	}
	named := map[string]bool{}
	for _, g := range golds {
		named[LineDoc("repo", strings.TrimSuffix(filepath.Base(g), ".gold.json"))] = true
	}
	data, err := Lines.Data(filepath.Join(repo, "ingest", "label", "lines"), nil)
	if err != nil {
		t.Fatal(err)
	}
	var repoDocs []string
	for _, s := range data {
		if strings.HasPrefix(s.Doc, "repo:") && !slices.Contains(repoDocs, s.Doc) {
			repoDocs = append(repoDocs, s.Doc)
		}
	}
	if len(repoDocs) == 0 {
		t.Fatal("the line model's data hold none of the repository's documents")
	}
	for _, d := range repoDocs {
		if !named[d] {
			t.Errorf("data document %q is no LineDoc of a testdata/cv input", d)
		}
	}
}
