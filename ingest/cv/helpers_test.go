package cv

import (
	"bytes"
	"flag"
	"io"
	"testing"

	"github.com/pubgraph/pubgraph/ingest/internal/testkit"
	"github.com/pubgraph/pubgraph/internal/norm"
	"github.com/pubgraph/pubgraph/pub"
)

var update = flag.Bool("update", false, "rewrite golden files")

// readFunc is the signature of Read, ReadLaTeX, ReadOrg and ReadRST.
type readFunc func(r io.Reader, name string, opt Options, emit pub.Emit) error

// golden compares got with the golden file at path, or rewrites it with -update.
func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	testkit.Golden(t, path, got, *update)
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
func pubsOf(recs []pub.Record) []pub.Publication { return testkit.Publications(recs) }

// authorNames returns the names of as.
func authorNames(as []pub.Author) []string {
	var s []string
	for _, a := range as {
		s = append(s, a.Name)
	}
	return s
}

// hostileInputs are the hostile inputs every reader's fuzz target is seeded with.
func hostileInputs() [][]byte { return testkit.HostileInputs() }

// nameKey is a name folded for comparison (norm.Letters).
func nameKey(s string) string { return norm.Letters(s) }

// ownerName is the name of the last owner record among recs, "" when
// there is none.
func ownerName(recs []pub.Record) string {
	owner := ""
	for _, r := range recs {
		if r.Owner != nil {
			owner = r.Owner.Name
		}
	}
	return owner
}
