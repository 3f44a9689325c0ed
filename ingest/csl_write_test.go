package ingest

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/pubgraph/pubgraph/pub"
)

// cslRoundTrip writes pubs with WriteCSL and reads them back; the
// output must be valid JSON.
func cslRoundTrip(t testing.TB, pubs []pub.Publication) ([]pub.Publication, string) {
	t.Helper()
	back, out := writeRead(t, pubs, "CSL-JSON", "out.json", WriteCSL, ReadCSL)
	if !json.Valid([]byte(out)) {
		t.Fatalf("WriteCSL wrote invalid JSON:\n%s", out)
	}
	return back, out
}

// cslSamePub compares what a CSL-JSON round trip keeps: not positions,
// doubts, equal-contribution marks, or a link WriteCSL adds to carry an
// arXiv id.
var cslSamePub = cmp.Options{
	cmpopts.IgnoreFields(pub.Publication{}, "Pos", "Doubts", "URL"),
	cmpopts.IgnoreFields(pub.Author{}, "Equal"),
	cmpopts.EquateEmpty(),
}

// cslSamples are publications of every kind, with editors, ORCIDs, an
// elided byline and names CSL parts in several ways.
func cslSamples() []pub.Publication {
	pubs := []pub.Publication{{
		Title: "A Chapter on Invented Things", Kind: pub.KindChapter, Year: 2019, VenueText: "Handbook of Invented Things",
		Authors: []pub.Author{{Name: "Jane Q. Doe", ORCID: "0000-0002-1825-0097"}, {Name: "Max Poe Jr."}},
		Editors: []pub.Author{{Name: "Bea Editor"}, {Name: "Carl van Redact"}, {Name: "Group, Inc."}},
		DOI:     "10.1000/chapter.1",
		Locator: pub.Locator{Pages: "45-67"}, Publisher: "Example Press", Place: "Springfield, ST",
	}, {
		Title: "An Edited Volume", Kind: pub.KindBook, Year: 2018, VenueText: "Series of Examples",
		Editors: []pub.Author{{Name: "Bea Editor"}}, Locator: pub.Locator{Volume: "7"}, Publisher: "Example Press",
	}, {
		Title: "A Paper <with> & marks", Kind: pub.KindJournal, Year: 2020, VenueText: "Journal of Examples",
		Authors: []pub.Author{{Name: "Ann Lee"}, {Name: "Plato"}}, Incomplete: true,
		Locator: pub.Locator{Volume: "12", Issue: "3", Pages: "e1234"},
	}, {
		Title: "A Preprint", Kind: pub.KindPreprint, Year: 2021, ArXiv: "2101.00002",
		Authors: []pub.Author{{Name: "Bo Li"}},
	}}
	for _, k := range []pub.Kind{pub.KindConference, pub.KindWorkshop, pub.KindThesis, pub.KindPatent, pub.KindOther} {
		venue := "Some Venue Name"
		if k == pub.KindWorkshop {
			venue = "Workshop on Examples"
		}
		pubs = append(pubs, pub.Publication{Title: "Kind " + string(k), Authors: []pub.Author{{Name: "C. D. Eff"}}, Kind: k, VenueText: venue, Year: 1999,
			Locator: pub.Locator{Volume: "2", Pages: "101-109"}})
	}
	for i := range pubs {
		pubs[i].Venue = pubs[i].VenueText
		if v, ok := venueLookup(pubs[i].VenueText); ok {
			pubs[i].Venue = v.Acronym
		}
	}
	return pubs
}

// TestWriteCSL writes publications of every kind and checks that
// ReadCSL reads back what they hold, editors among it, and that the
// output is the golden file's.
func TestWriteCSL(t *testing.T) {
	pubs := cslSamples()
	back, out := cslRoundTrip(t, pubs)
	if diff := cmp.Diff(pubs, back, cslSamePub); diff != "" {
		t.Errorf("write then read (-want +got):\n%s\nwritten:\n%s", diff, out)
	}
	golden(t, filepath.Join("..", "testdata", "export", "publications.csl.json.golden"), []byte(out))
}

// TestWriteBibTeXGolden writes the same publications as BibTeX, as
// "analyze --export bibtex" does, and compares them with the golden file.
func TestWriteBibTeXGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteBibTeX(&buf, cslSamples()); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "editor       = {Bea Editor and Carl van Redact and {Group, Inc.}},") {
		t.Errorf("no editor field:\n%s", buf.String())
	}
	golden(t, filepath.Join("..", "testdata", "export", "publications.bib.golden"), buf.Bytes())
}

// TestCSLEditorsRoundTrip reads CSL-JSON with editors, writes it and
// reads it again: the editors are the same, and the items name them in
// an editor array.
func TestCSLEditorsRoundTrip(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "testdata", "csl", "zotero.json"))
	if err != nil {
		t.Fatal(err)
	}
	src = append([]byte(`[{"type": "chapter", "title": "A Chapter", "author": [{"family": "Doe", "given": "Jane"}],
	"editor": [{"family": "Roe", "given": "Rita"}, {"literal": "Max Poe"}, {"literal": "Group, Inc."}],
	"container-title": "A Handbook", "issued": {"date-parts": [[2020]]}},`), bytes.TrimLeft(src, " \n[")...)
	recs, _, err := collectRecords(t, ReadCSL, src, "x.json")
	if err != nil {
		t.Fatal(err)
	}
	pubs := pubsOf(recs)
	if diff := cmp.Diff([]string{"Rita Roe", "Max Poe", "Group, Inc."}, authorNames(pubs[0].Editors)); diff != "" {
		t.Fatalf("editors read (-want +got):\n%s", diff)
	}
	back, out := cslRoundTrip(t, pubs)
	if diff := cmp.Diff(pubs, back, cslSamePub); diff != "" {
		t.Errorf("read, write, read (-first +second):\n%s\nwritten:\n%s", diff, out)
	}
	if !strings.Contains(out, `"editor": [`) {
		t.Errorf("no editor array:\n%s", out)
	}
}

// FuzzCSLRoundTrip checks that whatever ReadCSL makes of an input,
// WriteCSL writes it so that ReadCSL reads the same back.
func FuzzCSLRoundTrip(f *testing.F) {
	addFuzzSeeds(f, "csl")
	f.Add([]byte(`[{"type": "chapter", "title": "T", "author": [{"literal": "A, B"}, {"family": "C", "given": "D E", "suffix": "Jr."}, {"literal": "others"}], "editor": [{"literal": "Solo"}, {"family": "van F", "given": "G"}], "container-title": "B", "issued": {"date-parts": [["2001"]]}}]`))
	f.Add([]byte(`[{"type": "article", "title": "P", "author": [{"literal": "A B"}], "URL": "https://arxiv.org/abs/2101.00001"}]`))
	f.Fuzz(func(t *testing.T, src []byte) {
		var pubs []pub.Publication
		_ = ReadCSL(bytes.NewReader(src), "f.json", Options{}, func(r pub.Record) error {
			pubs = append(pubs, *r.Publication)
			return nil
		})
		back, out := cslRoundTrip(t, pubs)
		if diff := cmp.Diff(pubs, back, cslSamePub); diff != "" {
			t.Errorf("parse, write, parse (-first +second):\n%s\nwritten:\n%s", diff, out)
		}
	})
}

// TestCSLOthers is the regression case for an author "others" (or "et
// al."), which CSL-JSON writes for names left out: ReadCSL dropped it
// without marking the byline incomplete.
func TestCSLOthers(t *testing.T) {
	for _, others := range []string{`{"literal": "others"}`, `{"literal": "et al."}`, `{"family": "others"}`} {
		src := `[{"type": "article-journal", "title": "A Paper", "author": [{"literal": "Ann Lee"}, ` + others + `]}]`
		recs, _, err := collectRecords(t, ReadCSL, []byte(src), "x.json")
		if err != nil {
			t.Fatal(err)
		}
		p := pubsOf(recs)[0]
		if !p.Incomplete || len(p.Authors) != 1 {
			t.Errorf("%s: incomplete %v, authors %q; want incomplete, one author", others, p.Incomplete, authorNames(p.Authors))
		}
	}
}
