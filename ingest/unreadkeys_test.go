package ingest

import (
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// TestUnreadKeysPosition reads records whose unknown keys share a line:
// the warning points at the first of them, every time (the keys come
// from a map, whose order changes from run to run).
func TestUnreadKeysPosition(t *testing.T) {
	src := `[{"title": "Lakes in Winter", "authors": ["A. Author"], "zeta_flag": true, "alpha_note": []}]`
	want := "p.json:1:57: keys not read: alpha_note, zeta_flag"
	for range 30 {
		var warnings []string
		opt := Options{Warn: func(e *pub.ParseError) error {
			warnings = append(warnings, e.Error())
			return nil
		}}
		if err := ReadPubData(strings.NewReader(src), "p.json", opt, func(pub.Record) error { return nil }); err != nil {
			t.Fatal(err)
		}
		if len(warnings) != 1 || warnings[0] != want {
			t.Fatalf("warnings = %q, want [%q]", warnings, want)
		}
	}
}
