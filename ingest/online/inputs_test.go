package online

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/pub"
)

func TestInputs(t *testing.T) {
	f := newFakeServices(t)
	in := &Inputs{Source: f.source(t)}
	dir := t.TempDir()
	ids := filepath.Join(dir, "lab.txt")
	os.WriteFile(ids, []byte("# our lab\norcid:0000-0002-6293-3231\norcid:0000-0002-1825-0097  # not on the server\ndoi:10.1371/journal.pone.0033693\n"), 0o644)
	cv := filepath.Join(dir, "cv.txt")
	os.WriteFile(cv, []byte("Jane Doe\n\nPublications\n1. J. Doe. A paper. 2020.\n"), 0o644)
	named := filepath.Join(dir, "doi:10.1000")
	os.WriteFile(named, []byte("A file whose name looks like an id\n"), 0o644)
	for path, want := range map[string]bool{
		ids: true, cv: false, named: false, dir: false,
		"orcid:0000-0002-6293-3231": true, "orcid:0000-0002-6293-3232": true,
		filepath.Join(dir, "missing.txt"): false,
	} {
		if got := in.Match(path); got != want {
			t.Errorf("Match(%q) = %v, want %v", path, got, want)
		}
	}

	var warnings []string
	var recs []pub.Record
	opt := ingest.Options{Warn: func(pe *pub.ParseError) error { warnings = append(warnings, pe.Error()); return nil }}
	n, err := in.Read(context.Background(), ids, opt, func(r pub.Record) error { recs = append(recs, r); return nil })
	if err != nil {
		t.Fatal(err)
	}
	// The ORCID owner and two works, then the Crossref work.
	if n != 4 || len(recs) != 4 || recs[0].Owner == nil || recs[3].Publication == nil {
		t.Errorf("read %d records: %+v", n, recs)
	}
	if len(warnings) != 1 || !strings.HasPrefix(warnings[0], ids+":3: orcid:0000-0002-1825-0097: person: not found") {
		t.Errorf("warnings = %q, want the missing id at line 3", warnings)
	}

	// --strict: the failing id stops the reading.
	stop := errors.New("strict")
	opt.Warn = func(*pub.ParseError) error { return stop }
	if _, err := in.Read(context.Background(), ids, opt, func(pub.Record) error { return nil }); err != stop {
		t.Errorf("strict read: %v", err)
	}
	// A malformed id alone is an error naming it.
	if _, err := in.Read(context.Background(), "orcid:0000-0002-6293-3232", opt, func(pub.Record) error { return nil }); !errors.Is(err, ErrBadID) {
		t.Errorf("bad id: %v", err)
	}
}
