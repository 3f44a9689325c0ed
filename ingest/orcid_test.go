package ingest

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadORCID checks the hand-written samples record by record.
func TestReadORCID(t *testing.T) {
	const (
		carberry   = "0000-0002-1825-0097"
		summaryDbt = "an ORCID work summary lists no contributors; only the profile owner is known as an author"
	)
	pos := func(file string, line, col int) pub.Position {
		return pub.Position{File: file, Line: line, Column: col}
	}
	tests := []struct {
		file  string
		want  []pub.Record
		warns []string
	}{{
		file: "works-summary.json",
		want: []pub.Record{
			{Owner: &pub.Person{Name: "Josiah Carberry", ORCID: carberry, Pos: pos("works-summary.json", 1, 1)}},
			{Publication: &pub.Publication{
				// The user's own summary (display index 1) wins over Crossref's.
				Title:   "Toward a Theory of Psychoceramics: Cracked Pots and Their Owners",
				Authors: []pub.Author{{Name: "Josiah Carberry", ORCID: carberry}}, Incomplete: true,
				VenueText: "Journal of Psychoceramics", Year: 2008, Kind: pub.KindJournal, DOI: "10.5555/12345678",
				Owner: "Josiah Carberry", Pos: pos("works-summary.json", 4, 5), Doubts: []string{summaryDbt},
			}},
			{Publication: &pub.Publication{
				Title:   "Cracked Pots at Scale",
				Authors: []pub.Author{{Name: "Josiah Carberry", ORCID: carberry}}, Incomplete: true,
				VenueText: "Proceedings of the International Workshop on Ceramic Cognition", Year: 2012, Kind: pub.KindWorkshop,
				URL: "https://example.org/cracked-pots", Owner: "Josiah Carberry", Pos: pos("works-summary.json", 65, 5), Doubts: []string{summaryDbt},
			}},
			{Publication: &pub.Publication{
				Title:   "Large Pot Models Are Few-Shot Crackers",
				Authors: []pub.Author{{Name: "Josiah Carberry", ORCID: carberry}}, Incomplete: true,
				Year: 2021, Kind: pub.KindPreprint, DOI: "10.48550/arXiv.2101.00001", ArXiv: "2101.00001",
				Owner: "Josiah Carberry", Pos: pos("works-summary.json", 84, 5), Doubts: []string{summaryDbt},
			}},
			{Publication: &pub.Publication{
				Title:   "On the Brittleness of Ceramic Beliefs",
				Authors: []pub.Author{{Name: "Josiah Carberry", ORCID: carberry}}, Incomplete: true,
				Year: 1975, Kind: pub.KindThesis, Owner: "Josiah Carberry", Pos: pos("works-summary.json", 104, 5), Doubts: []string{summaryDbt},
			}},
		},
		warns: []string{"works-summary.json:116:5: ORCID work 1006 has no title; skipped"},
	}, {
		file: "works-bulk.json",
		want: []pub.Record{
			{Owner: &pub.Person{Name: "Josiah S. Carberry", ORCID: carberry, Pos: pos("works-bulk.json", 1, 1)}},
			{Publication: &pub.Publication{
				Title:     "Toward a Theory of Psychoceramics",
				Authors:   []pub.Author{{Name: "Josiah S. Carberry", ORCID: carberry}, {Name: "Jane Müller-Doe"}}, // the editor is left out
				VenueText: "Journal of Psychoceramics", Year: 2008, Kind: pub.KindJournal, DOI: "10.5555/12345678",
				URL: "https://doi.org/10.5555/12345678", Owner: "Josiah S. Carberry", Pos: pos("works-bulk.json", 3, 5),
			}},
			{Publication: &pub.Publication{
				Title:      "Cracked Pots at Scale",
				Authors:    []pub.Author{{Name: "0000-0001-5109-3700", ORCID: "0000-0001-5109-3700"}, {Name: "Josiah S. Carberry", ORCID: carberry}},
				Incomplete: true,
				VenueText:  "Proceedings of the 3rd Conference on Ceramic Cognition", Year: 2012, Kind: pub.KindConference,
				Owner: "Josiah S. Carberry", Pos: pos("works-bulk.json", 52, 5),
				Doubts: []string{"contributor 0000-0001-5109-3700 has no name; named by ORCID iD"},
			}},
			{Publication: &pub.Publication{
				Title:   "Self-Repairing Teapot",
				Authors: []pub.Author{{Name: "Josiah S. Carberry", ORCID: carberry}}, Incomplete: true,
				Year: 2015, Kind: pub.KindPatent, URL: "https://patents.example.org/US0000001",
				Owner: "Josiah S. Carberry", Pos: pos("works-bulk.json", 70, 5),
				Doubts: []string{"the ORCID work lists no contributors; only the profile owner is known as an author"},
			}},
		},
		warns: []string{"works-bulk.json:43:5: ORCID work skipped: ORCID returned error 404 for this work: 404 Not Found"},
	}, {
		file: "work-single.json",
		want: []pub.Record{
			{Owner: &pub.Person{Name: "0000-0001-5109-3700", ORCID: "0000-0001-5109-3700", Pos: pos("work-single.json", 1, 1)}},
			{Publication: &pub.Publication{
				Title:     "Notes on Kiln Topology",
				Authors:   []pub.Author{{Name: "Alex Kiln"}, {Name: "Sam Glaze"}},
				VenueText: "CoRR", Year: 2019, Kind: pub.KindPreprint, ArXiv: "1901.01234", // the part-of DOI is the book's
				Owner: "0000-0001-5109-3700", Pos: pos("work-single.json", 1, 1),
				Doubts: []string{
					"the profile owner is not among the work's contributors",
					"the file does not give the owner's name; named by ORCID iD",
				},
			}},
		},
	}}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("..", "testdata", "orcid", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			recs, warns, err := collectRecords(t, ReadORCID, src, tt.file)
			if err != nil {
				t.Fatalf("ReadORCID: %v", err)
			}
			if diff := cmp.Diff(tt.want, recs, ignoreVenue); diff != "" {
				t.Errorf("records (-want +got):\n%s", diff)
			}
			checkWarningPrefixes(t, warns, tt.warns)
		})
	}
}

func TestReadORCIDFullRecord(t *testing.T) {
	src := `{
  "orcid-identifier": {"uri": "https://orcid.org/0000-0002-1825-0097", "path": "0000-0002-1825-0097", "host": "orcid.org"},
  "person": {"name": {"given-names": {"value": "Josiah"}, "family-name": {"value": "Carberry"}, "credit-name": null}},
  "activities-summary": {"works": {"group": [
    {"work-summary": [{"put-code": 1, "title": {"title": {"value": "A Work"}}, "type": "book", "publication-date": {"year": {"value": "2001"}}}]}
  ]}},
  "path": "/0000-0002-1825-0097"
}`
	recs, warns, err := collectRecords(t, ReadORCID, []byte(src), "record.json")
	if err != nil || len(warns) > 0 {
		t.Fatalf("err = %v, warnings = %v", err, warns)
	}
	if len(recs) != 2 || recs[0].Owner == nil || recs[1].Publication == nil {
		t.Fatalf("got %d records %+v, want the owner and one publication", len(recs), recs)
	}
	if got, want := *recs[0].Owner, (pub.Person{Name: "Josiah Carberry", ORCID: "0000-0002-1825-0097", Pos: pub.Position{File: "record.json", Line: 1, Column: 1}}); got != want {
		t.Errorf("owner = %+v, want %+v", got, want)
	}
	p := recs[1].Publication
	if p.Title != "A Work" || p.Kind != pub.KindBook || p.Year != 2001 || p.Pos.Line != 5 {
		t.Errorf("publication = %+v", p)
	}
}

func TestReadORCIDErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		err  error
	}{
		{"empty", "", pub.ErrEmpty},
		{"not JSON", "@article{x}", pub.ErrSyntax},
		{"not ORCID", `{"hello": "world"}`, pub.ErrUnknownFormat},
		{"no works", `{"group": [], "path": "/0000-0002-1825-0097/works"}`, pub.ErrNoRecords},
		{"array", `[1, 2]`, pub.ErrSyntax},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := collectRecords(t, ReadORCID, []byte(tt.src), "e.json")
			if !errors.Is(err, tt.err) {
				t.Errorf("err = %v, want %v", err, tt.err)
			}
		})
	}
}

func FuzzReadORCID(f *testing.F) {
	seedHostile(f) // the issue 12 cases (hostile_test.go)
	addFuzzSeeds(f, "orcid")
	f.Add([]byte(`{"bulk": [{"work": {"title": {"title": {"value": 1}}, "contributors": {"contributor": [{}]}}}, {}]}`))
	f.Fuzz(func(t *testing.T, src []byte) {
		err := ReadORCID(bytes.NewReader(src), "f.json", Options{Warn: func(e *pub.ParseError) error {
			checkInputPos(t, src, "f.json", e.Pos)
			return nil
		}}, func(r pub.Record) error {
			switch {
			case r.Publication != nil:
				checkInputPos(t, src, "f.json", r.Publication.Pos)
			case r.Owner != nil:
				checkInputPos(t, src, "f.json", r.Owner.Pos)
			default:
				t.Fatalf("unexpected record %+v", r)
			}
			return nil
		})
		var pe *pub.ParseError
		if errors.As(err, &pe) && pe.Pos.Line != 0 {
			checkInputPos(t, src, "f.json", pe.Pos)
		}
	})
}
