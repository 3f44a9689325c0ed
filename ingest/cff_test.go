package ingest

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCFFGolden reads a synthetic CITATION.cff: the software with a
// name particle, a suffix, an entity and a name of the wrong shape among
// its authors; a preferred citation with a DOI among its identifiers;
// references of several types, one unknown and one with neither title
// nor author.
func TestReadCFFGolden(t *testing.T) {
	goldenRecords(t, filepath.Join("..", "testdata", "cff", "CITATION.cff"), FormatCFF)
}

func TestReadCFF(t *testing.T) {
	tests := []struct {
		name  string
		src   string
		want  []pub.Publication
		warns []string
	}{{
		name: "software alone",
		src:  "cff-version: 1.2.0\ntitle: A tool\nauthors:\n  - family-names: Doe\n    given-names: Jane\ndate-released: \"2020-01-02\"\nurl: https://example.org/t\n",
		want: []pub.Publication{{
			Title: "A tool", Authors: []pub.Author{{Name: "Jane Doe"}}, Year: 2020, Kind: pub.KindOther,
			URL: "https://example.org/t", Pos: pub.Position{File: "c.cff", Line: 1, Column: 1},
		}},
	}, {
		name: "preferred citation in a book",
		src: "cff-version: 1.2.0\ntitle: A tool\nauthors: [{name: A Team}]\npreferred-citation:\n  type: chapter\n  title: A chapter\n" +
			"  authors: [{family-names: Roe, given-names: Ann}]\n  editors: [{family-names: Doe, given-names: Jane}]\n" +
			"  collection-title: A Book\n  publisher: {name: A Press, city: Eastport}\n  start: 5\n  end: 9\n  year: 2019\n",
		want: []pub.Publication{{
			Title: "A tool", Kind: pub.KindOther, Pos: pub.Position{File: "c.cff", Line: 1, Column: 1},
			Doubts: []string{`the group "A Team" among the authors is no person: left out`, "record has no author"},
		}, {
			Title: "A chapter", Authors: []pub.Author{{Name: "Ann Roe"}}, Editors: []pub.Author{{Name: "Jane Doe"}},
			VenueText: "A Book", Year: 2019, Kind: pub.KindChapter, Locator: pub.Locator{Pages: "5-9"},
			Publisher: "A Press", Place: "Eastport", Pos: pub.Position{File: "c.cff", Line: 5, Column: 3},
		}},
	}, {
		name: "references not a list of mappings",
		src:  "cff-version: 1.2.0\ntitle: A tool\nauthors: [{family-names: Doe}]\nreferences:\n  - just a string\n",
		want: []pub.Publication{{
			Title: "A tool", Authors: []pub.Author{{Name: "Doe"}}, Kind: pub.KindOther, Pos: pub.Position{File: "c.cff", Line: 1, Column: 1},
		}},
		warns: []string{"c.cff:5:5: reference is not a mapping of keys; skipped"},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs, warns, err := collectRecords(t, ReadCFF, []byte(tt.src), "c.cff")
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, pubsOf(recs), ignoreVenue); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
			checkWarningPrefixes(t, warns, tt.warns)
		})
	}
}

func TestDetectCFF(t *testing.T) {
	tests := []struct {
		name, head string
		want       Format
	}{
		{"CITATION.cff", "title: T\n", FormatCFF},
		{"repo/CITATION.cff", "# comment\ncff-version: 1.2.0\n", FormatCFF},
		{"citation.yaml", "\uFEFFcff-version: 1.2.0\ntitle: T\n", FormatCFF},
		{"pubs.yaml", "- title: T\n  authors: [A. Author]\n  year: 2020\n", FormatPubData},
		{"cv.md", "# Jane Doe\n\nThe cff-version: key is explained here.\n", FormatCV},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Detect(tt.name, []byte(tt.head)); got != tt.want {
				t.Errorf("Detect = %s, want %s", got, tt.want)
			}
		})
	}
}

func TestReadCFFErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		err  error
		pos  string
	}{
		{"empty", "", pub.ErrEmpty, "e.cff"},
		{"not a mapping", "- a\n- b\n", pub.ErrSyntax, "e.cff:1:1"},
		{"no work", "cff-version: 1.2.0\nmessage: hello\n", pub.ErrNoRecords, "e.cff"},
		{"bad yaml", "cff-version: 1.2.0\ntitle: [unclosed\n", pub.ErrSyntax, "e.cff:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := collectRecords(t, ReadCFF, []byte(tt.src), "e.cff")
			if !errors.Is(err, tt.err) || !strings.HasPrefix(err.Error(), tt.pos) {
				t.Errorf("err = %v, want %v at %s", err, tt.err, tt.pos)
			}
		})
	}
	src := "cff-version: 1.2.0\ntitle: T\nauthors:\n  - 3\n"
	if w := checkStops(t, ReadCFF, "s.cff", src, src); w != nil && w.Pos.Line != 4 {
		t.Errorf("the stopping warning is at %v, want line 4", w.Pos)
	}
}

func FuzzReadCFF(f *testing.F) {
	seedHostile(f)
	addFuzzSeeds(f, "cff")
	f.Add([]byte("title: T\nauthors: [{given-names: A}, [x], {name: B}]\nreferences: {a: b}\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		_ = ReadCFF(bytes.NewReader(src), "f.cff", Options{Warn: func(e *pub.ParseError) error {
			checkInputPos(t, src, "f.cff", e.Pos)
			return nil
		}}, func(r pub.Record) error {
			checkInputPos(t, src, "f.cff", r.Publication.Pos)
			return nil
		})
	})
}
