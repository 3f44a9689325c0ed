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
