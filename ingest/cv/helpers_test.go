package cv

import (
	"bytes"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/internal/norm"
	"github.com/pubgraph/pubgraph/pub"
)

var update = flag.Bool("update", false, "rewrite golden files")

// readFunc is the signature of Read, ReadLaTeX, ReadOrg and ReadRST.
type readFunc func(r io.Reader, name string, opt Options, emit pub.Emit) error

// golden compares got with the golden file at path, or rewrites the file
// when the test runs with -update.
func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(want, got) {
		t.Errorf("%s mismatch (-want +got):\n%s", path, cmp.Diff(string(want), string(got)))
	}
}

// collectRecords returns a reader's records and warnings over src.
func collectRecords(t testing.TB, read readFunc, src []byte, name string) ([]pub.Record, []*pub.ParseError, error) {
	t.Helper()
	var recs []pub.Record
	var warns []*pub.ParseError
	err := read(bytes.NewReader(src), name, Options{Warn: func(e *pub.ParseError) error {
		warns = append(warns, e)
		return nil
	}}, func(r pub.Record) error {
		recs = append(recs, r)
		return nil
	})
	return recs, warns, err
}

// pubsOf returns the publications of recs.
func pubsOf(recs []pub.Record) []pub.Publication {
	var pubs []pub.Publication
	for _, r := range recs {
		if r.Publication != nil {
			pubs = append(pubs, *r.Publication)
		}
	}
	return pubs
}

// authorNames returns the names of as.
func authorNames(as []pub.Author) []string {
	var s []string
	for _, a := range as {
		s = append(s, a.Name)
	}
	return s
}

// hostileInputs are the hostile inputs of issue 12 that package ingest's
// FuzzHostile runs every reader on, to seed FuzzReadCV with.
func hostileInputs() [][]byte {
	names := strings.Repeat("Ann Lee, Bo Chen, ", 2000) // a long line of names
	return [][]byte{
		nil,
		[]byte("\x00\x00\x00"),
		[]byte("\xff\xfeA\x00n\x00n\x00"), // UTF-16 with a BOM
		[]byte("\x1f\x8b\x08\x00"),        // a cut gzip header
		[]byte("<script>alert(1)</script> =cmd|' /C calc'!A0 \u202Eevil\u202C &b; &#0; &#xD800;"),
		[]byte(names),
		[]byte("In ICDE,\n 2021.\n"),
		[]byte(strings.Repeat("[", 500) + strings.Repeat("{", 500)),
		[]byte(strings.Repeat("\"", 301)),
		bytes.Repeat([]byte("@article{a, author={A and B}, title={T}}\n"), 50),
	}
}

// nameKey is a name folded for comparison (norm.Letters).
func nameKey(s string) string { return norm.Letters(s) }
