package ingest

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/pubgraph/pubgraph/ingest/internal/testkit"
	"github.com/pubgraph/pubgraph/pub"
)

// collect returns a reader's records and warnings over src.
func collectRecords(t testing.TB, read ReadFunc, src []byte, name string) ([]pub.Record, []*pub.ParseError, error) {
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

// checkStops checks that read gives up at once with the error its
// callbacks return: Warn's (--strict) on warnSrc, which must hold a
// warning, and emit's on emitSrc, which must hold a record. It returns the
// warning that stopped it, so that callers can check where it points.
func checkStops(t *testing.T, read ReadFunc, name, warnSrc, emitSrc string) *pub.ParseError {
	t.Helper()
	stop := errors.New("stop")
	var first *pub.ParseError
	err := read(strings.NewReader(warnSrc), name, Options{Warn: func(e *pub.ParseError) error { first = e; return stop }}, func(pub.Record) error { return nil })
	if !errors.Is(err, stop) || first == nil {
		t.Errorf("failing Warn: err = %v, want %v from a warning", err, stop)
	}
	err = read(strings.NewReader(emitSrc), name, Options{}, func(pub.Record) error { return stop })
	if !errors.Is(err, stop) {
		t.Errorf("failing emit: err = %v, want %v", err, stop)
	}
	return first
}

// pubsOf returns the publications of recs.
func pubsOf(recs []pub.Record) []pub.Publication { return testkit.Publications(recs) }

// ignoreVenue leaves Venue, which depends on the venue table, out of
// comparisons; VenueText is compared.
var ignoreVenue = cmpopts.IgnoreFields(pub.Publication{}, "Venue")

// TestReadRIS checks the hand-written samples record by record.
func TestReadRIS(t *testing.T) {
	tests := []struct {
		file  string
		want  []pub.Publication
		warns []string
	}{{
		file: "zotero.ris",
		want: []pub.Publication{{
			Title:     "Graph Neural Networks: A Review of Methods and Applications",
			Authors:   []pub.Author{{Name: "Jie Zhou"}, {Name: "Ganqu Cui"}, {Name: "Shengding Hu"}, {Name: "Zhengyan Zhang"}},
			VenueText: "AI Open", Year: 2020, Kind: pub.KindJournal,
			DOI: "10.1016/j.aiopen.2021.01.001", URL: "https://www.sciencedirect.com/science/article/pii/S2666651021000012",
			Locator: pub.Locator{Volume: "1", Pages: "57-81"},
			Pos:     pub.Position{File: "zotero.ris", Line: 1, Column: 1},
		}, {
			Title:     "Adversarial Attacks on Neural Networks for Graph Data",
			Authors:   []pub.Author{{Name: "Daniel Zügner"}, {Name: "Amir Akbarnejad"}, {Name: "Stephan Günnemann"}},
			VenueText: "Proceedings of the 24th ACM SIGKDD International Conference on Knowledge Discovery & Data Mining",
			Year:      2018, Kind: pub.KindConference, DOI: "10.1145/3219819.3220078",
			Locator: pub.Locator{Pages: "2847-2856"}, Publisher: "Association for Computing Machinery", Place: "New York, NY, USA",
			Pos: pub.Position{File: "zotero.ris", Line: 22, Column: 1},
		}, {
			Title:      "Robustness of Graph Neural Networks at Scale",
			Authors:    []pub.Author{{Name: "Simon Geisler"}, {Name: "Tobias Schmidt"}, {Name: "Hakan Şirin"}},
			Incomplete: true, Year: 2021, Kind: pub.KindPreprint,
			DOI: "10.48550/arXiv.2110.14038", ArXiv: "2110.14038", URL: "http://arxiv.org/abs/2110.14038", Publisher: "arXiv",
			Pos: pub.Position{File: "zotero.ris", Line: 38, Column: 1},
		}, {
			Title:   "Machine Learning on Graphs in the Presence of Noise and Adversaries",
			Authors: []pub.Author{{Name: "Aleksandar Bojchevski"}},
			Year:    2020, Kind: pub.KindThesis, Publisher: "Technische Universität München",
			Pos:    pub.Position{File: "zotero.ris", Line: 51, Column: 1},
			Doubts: []string{"record has no ER line; read up to the next record"},
		}, {
			Title:   "Systems and methods for graph-based fraud detection",
			Authors: []pub.Author{{Name: "Jane Doe"}, {Name: "Martin Luther King Jr."}},
			Year:    2019, Kind: pub.KindPatent, URL: "https://patents.google.com/patent/US10000000B2",
			Pos: pub.Position{File: "zotero.ris", Line: 58, Column: 1},
		}, {
			Title:     "Graph Embedding",
			Authors:   []pub.Author{{Name: "William L. Hamilton"}},
			VenueText: "Graph Representation Learning", Year: 2020, Kind: pub.KindChapter,
			Locator: pub.Locator{Pages: "17-30"}, Publisher: "Morgan & Claypool",
			Pos: pub.Position{File: "zotero.ris", Line: 66, Column: 1},
		}, {
			Title:   "A Manuscript Nobody Finished",
			Authors: []pub.Author{{Name: "Ann Lee", Equal: true}, {Name: "Min-Jun Park", Equal: true}},
			Year:    2023, Kind: pub.KindOther,
			Pos:    pub.Position{File: "zotero.ris", Line: 76, Column: 1},
			Doubts: []string{"record has no ER line; read up to the next record"},
		}},
	}, {
		file: "endnote-crlf.ris",
		want: []pub.Publication{{
			Title:     "The structure of scientific collaboration networks",
			Authors:   []pub.Author{{Name: "M. E. J. Newman"}},
			VenueText: "Proceedings of the National Academy of Sciences", Year: 2001, Kind: pub.KindJournal,
			DOI: "10.1073/pnas.98.2.404", Locator: pub.Locator{Volume: "98", Issue: "2", Pages: "404-409"},
			Pos: pub.Position{File: "endnote-crlf.ris", Line: 4, Column: 1},
		}, {
			Title:     "Workshop paper with one-space tags",
			Authors:   []pub.Author{{Name: "A.-L. Barabasi"}, {Name: "R. Albert"}},
			VenueText: "Proceedings of the Workshop on Network Science", Year: 1999, Kind: pub.KindWorkshop,
			Pos: pub.Position{File: "endnote-crlf.ris", Line: 18, Column: 1},
		}},
		warns: []string{
			"endnote-crlf.ris:17:1: AU line outside a record",
			"endnote-crlf.ris:25:1: RIS record of type JOUR has neither title nor author",
		},
	}}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("..", "testdata", "ris", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			recs, warns, err := collectRecords(t, ReadRIS, src, tt.file)
			if err != nil {
				t.Fatalf("ReadRIS: %v", err)
			}
			if diff := cmp.Diff(tt.want, pubsOf(recs), ignoreVenue); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
			checkWarningPrefixes(t, warns, tt.warns)
		})
	}
}

// checkWarnings compares warnings with wanted prefixes of their one-line
// form.
func checkWarningPrefixes(t *testing.T, got []*pub.ParseError, want []string) {
	t.Helper()
	var gotS []string
	for i, w := range got {
		s := w.Error()
		if i < len(want) && strings.HasPrefix(s, want[i]) {
			s = want[i]
		}
		gotS = append(gotS, s)
	}
	if diff := cmp.Diff(want, gotS, cmpopts.EquateEmpty()); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
}

func TestRISAuthor(t *testing.T) {
	tests := []struct {
		in     string
		want   pub.Author
		others bool
	}{
		{"Smith, John", pub.Author{Name: "John Smith"}, false},
		{"Smith, J. R.", pub.Author{Name: "J. R. Smith"}, false},
		{"King, Martin Luther, Jr.", pub.Author{Name: "Martin Luther King Jr."}, false},
		{"John Smith", pub.Author{Name: "John Smith"}, false},
		{"  Smith ,  John  ", pub.Author{Name: "John Smith"}, false},
		{"Lee, Ann*", pub.Author{Name: "Ann Lee", Equal: true}, false},
		{"Lee†, Ann", pub.Author{Name: "Ann Lee"}, false},
		{"et al.", pub.Author{}, true},
		{"others", pub.Author{}, true},
		{"", pub.Author{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, others := risAuthor(tt.in)
			if diff := cmp.Diff(tt.want, got); diff != "" || others != tt.others {
				t.Errorf("risAuthor(%q) = %+v, %v; want %+v, %v", tt.in, got, others, tt.want, tt.others)
			}
		})
	}
}

func TestReadRISErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		err  error
	}{
		{"empty", "", pub.ErrEmpty},
		{"blank", "\n  \n", pub.ErrEmpty},
		{"no records", "just some text\nmore text\n", pub.ErrNoRecords},
		{"only a bad record", "TY  - JOUR\nER  - \n", pub.ErrNoRecords},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := collectRecords(t, ReadRIS, []byte(tt.src), "e.ris")
			if !errors.Is(err, tt.err) {
				t.Errorf("err = %v, want %v", err, tt.err)
			}
		})
	}
	checkStops(t, ReadRIS, "s.ris", "AU  - Lost, Line\nTY  - JOUR\nTI  - T\nER  - \n", "TY  - JOUR\nTI  - T\nER  - \n")
}

func FuzzReadRIS(f *testing.F) {
	seedHostile(f) // the issue 12 cases (hostile_test.go)
	addFuzzSeeds(f, "ris")
	f.Add([]byte("TY  - JOUR\n  continued\nAU  - ,\nER  -"))
	f.Fuzz(func(t *testing.T, src []byte) {
		_ = ReadRIS(bytes.NewReader(src), "f.ris", Options{Warn: func(e *pub.ParseError) error {
			checkInputPos(t, src, "f.ris", e.Pos)
			return nil
		}}, func(r pub.Record) error {
			checkInputPos(t, src, "f.ris", r.Publication.Pos)
			return nil
		})
	})
}
