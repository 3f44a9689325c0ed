package trainfold

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// item is a labelled item of a toy model: the file it came from.
type item struct{ file string }

// toy is a trainer whose model is the sorted files it was trained on,
// with two synthetic items beside the development ones.
func toy(dev []item) *Trainer[item, string] {
	return &Trainer[item, string]{
		Name: "toytrain", Unit: "items",
		Data: func(dir string, skip map[string]bool) ([]item, error) {
			out := []item{{}, {}}
			for _, it := range dev {
				if !skip[it.file] {
					out = append(out, it)
				}
			}
			return out, nil
		},
		File: func(it item) string { return it.file },
		Train: func(ctx context.Context, data []item) (string, error) {
			var b strings.Builder
			for _, it := range data {
				b.WriteString(it.file + ";")
			}
			return b.String(), nil
		},
		Hash:  func(dir string) (string, error) { return "h1", nil },
		Write: func(m, hash string, w io.Writer) error { _, err := fmt.Fprintf(w, "%s\n%s\n", hash, m); return err },
		Read: func(r io.Reader) (string, error) {
			data, err := io.ReadAll(r)
			if err != nil {
				return "", err
			}
			_, m, ok := strings.Cut(strings.TrimSuffix(string(data), "\n"), "\n")
			if !ok {
				return "", fmt.Errorf("no model in %q", data)
			}
			return m, nil
		},
	}
}

// TestCrossValidate checks that each fold's model never saw the items
// it is handed, and that every development item is handed once.
func TestCrossValidate(t *testing.T) {
	dev := []item{{"a"}, {"b"}, {"a"}, {"c"}, {"d"}}
	tr := toy(dev)
	var in string
	var nin int
	var held [][]string
	n, err := tr.CrossValidate(context.Background(), "", 2,
		func(m string, items []item) { in, nin = m, len(items) },
		func(m string, items []item) {
			var files []string
			for _, it := range items {
				if strings.Contains(m, it.file+";") {
					t.Errorf("fold model %q saw held-out file %q", m, it.file)
				}
				files = append(files, it.file)
			}
			held = append(held, files)
		})
	if err != nil {
		t.Fatal(err)
	}
	if want := (Tally{Items: 5, Files: 4}); n != want {
		t.Errorf("tally %+v, want %+v", n, want)
	}
	if in != ";;a;b;a;c;d;" || nin != 5 {
		t.Errorf("in-sample model %q on %d items, want all data and 5 items", in, nin)
	}
	if diff := cmp.Diff([][]string{{"a", "a", "c"}, {"b", "d"}}, held); diff != "" {
		t.Errorf("held-out items (-want +got):\n%s", diff)
	}
}

// TestWriteModel checks that the model is written with its hash to the
// folder's model.bin.
func TestWriteModel(t *testing.T) {
	dir := t.TempDir()
	var log bytes.Buffer
	if err := toy([]item{{"a"}}).WriteModel(context.Background(), dir, &log); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(dir, "model.bin"))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != "h1\n;;a;\n" {
		t.Errorf("model.bin = %q", got)
	}
	if !strings.HasPrefix(log.String(), "toytrain: 3 items, wrote ") {
		t.Errorf("log %q", log.String())
	}
}

// TestTrainFolds checks that each fold's model is trained on every item
// but those of its files (synthetic items always kept), and that a
// cached model is read back as trained.
func TestTrainFolds(t *testing.T) {
	dev := []item{{"a"}, {"b"}, {"a"}, {"c"}}
	tests := []struct {
		skip        map[string]bool
		model       string
		items, left int
	}{
		{map[string]bool{"a": true}, ";;b;c;", 4, 2},
		{map[string]bool{"b": true, "c": true}, ";;a;a;", 4, 2},
		{map[string]bool{"z": true}, ";;a;b;a;c;", 6, 0},
		{nil, ";;a;b;a;c;", 6, 0},
		{map[string]bool{"": true}, ";;a;b;a;c;", 6, 0}, // synthetic items belong to no file
	}
	var skips []map[string]bool
	for _, tt := range tests {
		skips = append(skips, tt.skip)
	}
	cache := t.TempDir()
	for _, run := range []struct {
		name, cache string
		cached      bool
	}{{"no cache", "", false}, {"first", cache, false}, {"cached", cache, true}} {
		t.Run(run.name, func(t *testing.T) {
			got, err := toy(dev).TrainFolds(context.Background(), "", skips, run.cache)
			if err != nil {
				t.Fatal(err)
			}
			for i, tt := range tests {
				want := Fold[string]{Model: tt.model, Items: tt.items, Left: tt.left}
				if run.cached {
					want = Fold[string]{Model: tt.model, Cached: true}
				}
				if diff := cmp.Diff(want, got[i]); diff != "" {
					t.Errorf("fold %d, skip %v (-want +got):\n%s", i, tt.skip, diff)
				}
			}
		})
	}
}

// TestCacheName checks that a fold's cache name depends on the model,
// the sources' hash and the set of files left out, not on their order.
func TestCacheName(t *testing.T) {
	tr := toy(nil)
	ab := tr.CacheName("h1", map[string]bool{"a": true, "b": true})
	ba := map[string]bool{}
	ba["b"], ba["a"] = true, true
	if got := tr.CacheName("h1", ba); got != ab {
		t.Errorf("same files, other order: %q, want %q", got, ab)
	}
	other := toy(nil)
	other.Name = "othertrain"
	for name, got := range map[string]string{
		"other files": tr.CacheName("h1", map[string]bool{"a": true}),
		"other hash":  tr.CacheName("h2", map[string]bool{"a": true, "b": true}),
		"other model": other.CacheName("h1", map[string]bool{"a": true, "b": true}),
	} {
		if got == ab {
			t.Errorf("%s: the same name %q", name, got)
		}
	}
}
