package ingest

import (
	"bytes"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/pubgraph/pubgraph/pub"
)

// risSamePub compares what an RIS round trip keeps: not positions,
// doubts, equal-contribution marks, ORCIDs or a link WriteRIS adds to
// carry an arXiv id.
var risSamePub = cmp.Options{
	cmpopts.IgnoreFields(pub.Publication{}, "Pos", "Doubts", "URL"),
	cmpopts.IgnoreFields(pub.Author{}, "Equal", "ORCID"),
	cmpopts.EquateEmpty(),
}

// TestWriteRIS writes publications of every kind and checks that
// ReadRIS reads back what they hold, locators and publishers among it,
// and that the output is the golden file's.
func TestWriteRIS(t *testing.T) {
	pubs := cslSamples()
	// RIS has no literal names: "Group, Inc." would read back as
	// "Inc. Group" (see WriteRIS).
	pubs[0].Editors = slices.DeleteFunc(slices.Clone(pubs[0].Editors), func(a pub.Author) bool { return strings.Contains(a.Name, ",") })
	back, out := writeRead(t, pubs, "RIS", "out.ris", WriteRIS, ReadRIS)
	if diff := cmp.Diff(pubs, back, risSamePub); diff != "" {
		t.Errorf("write then read (-want +got):\n%s\nwritten:\n%s", diff, out)
	}
	golden(t, filepath.Join("..", "testdata", "export", "publications.ris.golden"), []byte(out))
}

// TestRISPages checks how pages are parted into SP and EP and read back.
func TestRISPages(t *testing.T) {
	tests := []struct{ pages, sp, ep, back string }{
		{"45-67", "45", "67", "45-67"},
		{"45–67", "45", "67", "45-67"}, // an en dash is read back as a hyphen
		{"e1234", "e1234", "", "e1234"},
		{"", "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.pages, func(t *testing.T) {
			p := pub.Publication{Title: "T", Authors: []pub.Author{{Name: "A. Author"}}, Kind: pub.KindJournal, Locator: pub.Locator{Pages: tt.pages}}
			back, out := writeRead(t, []pub.Publication{p}, "RIS", "out.ris", WriteRIS, ReadRIS)
			rec := risRecordOf(t, out)
			if rec.first("SP") != tt.sp || rec.first("EP") != tt.ep {
				t.Errorf("SP, EP = %q, %q; want %q, %q\n%s", rec.first("SP"), rec.first("EP"), tt.sp, tt.ep, out)
			}
			if back[0].Pages != tt.back {
				t.Errorf("read back %q, want %q", back[0].Pages, tt.back)
			}
		})
	}
}

// risRecordOf parses the one record of out into its tags.
func risRecordOf(t *testing.T, out string) *risRecord {
	t.Helper()
	rec := &risRecord{fields: map[string][]string{}}
	for _, line := range bytes.Split([]byte(out), []byte("\n")) {
		if tag, value, ok := risTag(string(line)); ok {
			rec.add(tag, value, false)
		}
	}
	return rec
}

// FuzzRISRoundTrip checks that whatever ReadRIS makes of an input,
// WriteRIS writes it so that ReadRIS reads the same back, pages up to
// the dash of a range.
func FuzzRISRoundTrip(f *testing.F) {
	addFuzzSeeds(f, "ris")
	f.Add([]byte("TY  - JOUR\nTI  - T\nAU  - Doe, Jane\nVL  - 12\nIS  - 3\nSP  - 45\nEP  - 67\nPB  - P\nCY  - C\nER  - \n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		var pubs []pub.Publication
		_ = ReadRIS(bytes.NewReader(src), "f.ris", Options{}, func(r pub.Record) error {
			pubs = append(pubs, *r.Publication)
			return nil
		})
		back, out := writeRead(t, pubs, "RIS", "out.ris", WriteRIS, ReadRIS)
		if len(back) != len(pubs) {
			t.Fatalf("read %d records back of %d\n%s", len(back), len(pubs), out)
		}
		for i := range pubs {
			first, last := pub.SplitPages(pubs[i].Pages)
			if got := pub.JoinPages(first, last); got != back[i].Pages {
				t.Errorf("record %d: pages %q read back as %q", i, pubs[i].Pages, back[i].Pages)
			}
			back[i].Pages = pubs[i].Pages
		}
		if diff := cmp.Diff(pubs, back, risSamePub); diff != "" {
			t.Errorf("parse, write, parse (-first +second):\n%s\nwritten:\n%s", diff, out)
		}
	})
}
