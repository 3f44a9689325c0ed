package ingest

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// TestReadBytes: Options.ReadBytes counts every byte read from an input
// file, before decompression, across inputs.
func TestReadBytes(t *testing.T) {
	dir := t.TempDir()
	bib := []byte("@article{a,\n  author = {Ann Lee and Bo Chen},\n  title = {One},\n  year = {2020},\n}\n")
	plain := filepath.Join(dir, "a.bib")
	os.WriteFile(plain, bib, 0o644)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(bytes.Repeat(bib, 50))
	zw.Close()
	packed := filepath.Join(dir, "b.bib.gz")
	os.WriteFile(packed, gz.Bytes(), 0o644)

	var n atomic.Int64
	opt := Options{ReadBytes: &n}
	emit := func(pub.Record) error { return nil }
	if _, _, err := ReadInput(Input{Path: plain}, nil, opt, emit); err != nil {
		t.Fatal(err)
	}
	if got := n.Load(); got != int64(len(bib)) {
		t.Errorf("after %s: %d bytes counted, want %d", plain, got, len(bib))
	}
	if _, _, err := ReadInput(Input{Path: packed}, nil, opt, emit); err != nil {
		t.Fatal(err)
	}
	if got, want := n.Load(), int64(len(bib)+gz.Len()); got != want {
		t.Errorf("after %s: %d bytes counted, want %d (the compressed size added)", packed, got, want)
	}
}
