package ingest

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/pubgraph/pubgraph/pub"
)

// roundTrip writes pubs with WriteBibTeX and reads them back.
func roundTrip(t testing.TB, pubs []pub.Publication) ([]pub.Publication, string) {
	t.Helper()
	return writeRead(t, pubs, "BibTeX", "out.bib", WriteBibTeX, ReadBibTeX)
}

// writeRead writes pubs with write and reads the output, named name,
// back with read, failing t on any error or warning; it returns what was
// read and the written text. kind names the format in messages.
func writeRead(t testing.TB, pubs []pub.Publication, kind, name string,
	write func(io.Writer, []pub.Publication) error,
	read func(io.Reader, string, Options, pub.Emit) error) ([]pub.Publication, string) {
	t.Helper()
	var buf bytes.Buffer
	if err := write(&buf, pubs); err != nil {
		t.Fatalf("writing %s: %v", kind, err)
	}
	var back []pub.Publication
	var warns []string
	err := read(bytes.NewReader(buf.Bytes()), name, Options{Warn: func(e *pub.ParseError) error {
		warns = append(warns, e.Error())
		return nil
	}}, func(r pub.Record) error {
		back = append(back, *r.Publication)
		return nil
	})
	if err != nil && len(pubs) > 0 {
		t.Fatalf("reading the written %s: %v\n%s", kind, err, buf.String())
	}
	if len(warns) > 0 {
		t.Fatalf("reading the written %s: warnings %q\n%s", kind, warns, buf.String())
	}
	return back, buf.String()
}

// sameExceptPlace compares publications but not their positions or doubts,
// which a writer does not carry.
var sameExceptPlace = cmp.Options{
	cmpopts.IgnoreFields(pub.Publication{}, "Pos", "Doubts"),
	cmpopts.EquateEmpty(),
}

func TestWriteBibTeXRoundTripSamples(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "bibtex", "*.bib"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no samples: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			pubs, _, err := readAllBibTeX(t, string(src), file)
			if err != nil {
				t.Fatal(err)
			}
			back, out := roundTrip(t, pubs)
			if diff := cmp.Diff(pubs, back, sameExceptPlace); diff != "" {
				t.Errorf("parse, write, parse (-first +second):\n%s\nwritten:\n%s", diff, out)
			}
		})
	}
}

func TestWriteBibTeX(t *testing.T) {
	pubs := []pub.Publication{{
		Title:      `Costs of $x$ -- 100% {braced} and \ ~tilde ''quoted'' a---b`,
		Authors:    []pub.Author{{Name: "Ann Lee", Equal: true}, {Name: "Barnes and Noble"}, {Name: "Acme, Inc."}, {Name: "José Ñúñez"}},
		Incomplete: true, VenueText: "Workshop on Odd Titles", Year: 2020, Kind: pub.KindWorkshop,
		DOI: "10.1000/x_y", ArXiv: "2001.00001", URL: "https://example.org/a_b?c=d&e=%20",
	}, {
		Title: "A Preprint", Authors: []pub.Author{{Name: "Bo Li"}}, Kind: pub.KindPreprint, ArXiv: "2101.00002", VenueText: "arXiv", Year: 2021,
	}, {
		Title: "A Blog Post", Authors: []pub.Author{{Name: "Bo Li"}}, Kind: pub.KindOther, VenueText: "Blog", Year: 2021,
	}, {
		Title: "A Report with an arXiv id", Authors: []pub.Author{{Name: "Bo Li"}}, Kind: pub.KindOther, ArXiv: "2101.00003", Year: 2021,
	}}
	for _, k := range []pub.Kind{pub.KindConference, pub.KindJournal, pub.KindThesis, pub.KindPatent, pub.KindBook, pub.KindChapter} {
		pubs = append(pubs, pub.Publication{Title: "Kind " + string(k), Authors: []pub.Author{{Name: "C. D. Eff"}}, Kind: k, VenueText: "Some Venue Name", Year: 1999})
	}
	for i := range pubs {
		pubs[i].Venue = pubs[i].VenueText
		if v, ok := venueLookup(pubs[i].VenueText); ok {
			pubs[i].Venue = v.Acronym
		}
	}
	back, out := roundTrip(t, pubs)
	if diff := cmp.Diff(pubs, back, sameExceptPlace); diff != "" {
		t.Errorf("write then read (-want +got):\n%s\nwritten:\n%s", diff, out)
	}
	for _, want := range []string{"@inproceedings{lee2020,", "@misc{li2021,", "@misc{li2021-2,", "@techreport{li2021-3,", "@phdthesis{eff1999-3,"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// FuzzBibTeXRoundTrip checks that whatever ReadBibTeX makes of an input,
// WriteBibTeX writes it so that ReadBibTeX reads the same back.
func FuzzBibTeXRoundTrip(f *testing.F) {
	addFuzzSeeds(f, "bibtex")
	f.Add([]byte(`@article{a, title = {a--b {\'e} $x$}, author = {{A, B} and C* and others}, journal = {J}, year = 2000}`))
	f.Add([]byte(`@incollection{a, title = {T}, author = {A}, editor = {{A, B} and von D, E, Jr and C* and others}, booktitle = {B}}`))
	f.Fuzz(func(t *testing.T, src []byte) {
		var pubs []pub.Publication
		_ = ReadBibTeX(bytes.NewReader(src), "f.bib", Options{}, func(r pub.Record) error {
			pubs = append(pubs, *r.Publication)
			return nil
		})
		back, out := roundTrip(t, pubs)
		if diff := cmp.Diff(pubs, back, sameExceptPlace, cmpopts.IgnoreFields(pub.Publication{}, "URL")); diff != "" {
			t.Errorf("parse, write, parse (-first +second):\n%s\nwritten:\n%s", diff, out)
		}
	})
}

// TestBibTeXYearLeadingZero is the regression case for a year written
// with a leading zero: it was read as an octal number ("0010" as 8) and
// written back in fewer digits than a year needs.
func TestBibTeXYearLeadingZero(t *testing.T) {
	for _, tt := range []struct {
		year string
		want int
	}{{"0010", 10}, {"0999", 999}, {"2019", 2019}, {"09 May 2020", 2020}} {
		pubs, _, err := readAllBibTeX(t, `@misc{a, title = {T}, author = {A. Author}, year = {`+tt.year+`}}`, "y.bib")
		if err != nil || len(pubs) != 1 {
			t.Fatalf("read %q: %v, %+v", tt.year, err, pubs)
		}
		if pubs[0].Year != tt.want {
			t.Errorf("year %q read as %d, want %d", tt.year, pubs[0].Year, tt.want)
		}
		back, out := roundTrip(t, pubs)
		if back[0].Year != tt.want {
			t.Errorf("year %q written and read back as %d, want %d:\n%s", tt.year, back[0].Year, tt.want, out)
		}
	}
}
