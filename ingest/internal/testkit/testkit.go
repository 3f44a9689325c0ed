// Package testkit holds what the tests of package ingest and of the CV
// reader's packages share: golden files, the hostile inputs every
// reader's fuzz target is seeded with, and record helpers. It is for tests
// only; no product code imports it.
package testkit

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// Golden compares got with the golden file at path, or rewrites the file
// when update is set (the test's -update flag).
func Golden(t *testing.T, path string, got []byte, update bool) {
	t.Helper()
	if update {
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

// HostileInputs builds the hostile inputs that every reader's fuzz target
// is seeded with, besides its own cases: the issue 12 cases built here
// rather than stored, so the repository holds no large file.
func HostileInputs() [][]byte {
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

// Publications returns the publications of recs.
func Publications(recs []pub.Record) []pub.Publication {
	var pubs []pub.Publication
	for _, r := range recs {
		if r.Publication != nil {
			pubs = append(pubs, *r.Publication)
		}
	}
	return pubs
}
