package cv

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// FuzzReadCV checks that Read never panics and that every position it
// reports, in records and warnings, lies within the input. The seeds are
// whole CVs of several kilobytes, and minimising each new input eats the
// run; use -fuzzminimizetime 1s:
//
//	go test -run XXX -fuzz FuzzReadCV -fuzzminimizetime 1s ./ingest/cv/
func FuzzReadCV(f *testing.F) {
	for _, in := range hostileInputs() { // the issue 12 cases (helpers_test.go)
		f.Add(in)
	}
	for _, path := range cvInputs(f) {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("# Publications\n\n- A. B, C. D. *x* **y** \"z\" 2020\n"))
	f.Add([]byte("---\ntitle: x\n<!-- {% a %} <b><i>**__*\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		lines := bytes.Count(data, []byte("\n")) + 1
		check := func(what string, p pub.Position) {
			if p.File != "fuzz" || p.Line < 1 || p.Line > lines {
				t.Fatalf("%s at %v, outside 1..%d", what, p, lines)
			}
		}
		opt := Options{Warn: func(e *pub.ParseError) error {
			check("warning "+e.Msg, e.Pos)
			return nil
		}}
		err := Read(bytes.NewReader(data), "fuzz", opt, func(r pub.Record) error {
			switch {
			case r.Owner != nil:
				check("owner", r.Owner.Pos)
			case r.Publication != nil:
				check("publication", r.Publication.Pos)
				if strings.TrimSpace(r.Publication.Title) == "" {
					t.Fatalf("publication without title at %v", r.Publication.Pos)
				}
			case r.Relation != nil:
				check("relation", r.Relation.Pos)
			case r.Affiliation != nil:
				check("affiliation", r.Affiliation.Pos)
			default:
				t.Fatal("empty record")
			}
			return nil
		})
		_ = err
	})
}
