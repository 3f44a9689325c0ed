package ingest

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// FuzzReadNodeNames feeds arbitrary names files to ReadNodeNames: no
// panic, and every name it returns is non-empty for a non-empty id.
func FuzzReadNodeNames(f *testing.F) {
	for _, name := range []string{"astro-ph_names-head.txt", "cond-mat_names-head.txt"} {
		if data, err := os.ReadFile(filepath.Join("..", "testdata", "networks", name)); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("1 \"Doe, J\"\n2 Smith, A\r\n# comment\n3\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		names, err := ReadNodeNames(bytes.NewReader(data), "names.txt")
		if err != nil {
			return
		}
		for id := range names {
			if id == "" {
				t.Fatalf("empty id in %q", data)
			}
		}
	})
}

// FuzzDetect feeds arbitrary heads and names to Detect: it must not panic
// and must always choose a format that has a reader.
func FuzzDetect(f *testing.F) {
	for _, seed := range []string{"@article{x,}", "<html>", "<?xml version=\"1.0\"?><dblp>", "TY  - JOUR", "graph [", "*Vertices 3", "1 2 0.5", "[{\"type\":\"book\"}]", "name:\n  first: A"} {
		f.Add("input.txt", []byte(seed))
	}
	f.Fuzz(func(t *testing.T, name string, head []byte) {
		if format := Detect(name, head); Readers[format] == nil {
			t.Fatalf("Detect(%q, %q) = %q, which has no reader", name, head, format)
		}
	})
}
