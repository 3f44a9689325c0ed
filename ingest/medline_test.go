package ingest

import (
	"bytes"
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// goldenRecords reads the file path with ReadInput and compares its
// publications and warnings with the golden file beside it
// (NAME.golden.json), checking that it is detected as want.
func goldenRecords(t *testing.T, path string, want Format) {
	t.Helper()
	var pubs []*pub.Publication
	warnings := []string{}
	opt := Options{Warn: func(e *pub.ParseError) error { warnings = append(warnings, e.Error()); return nil }}
	format, _, err := ReadInput(Input{Path: path}, nil, opt, func(r pub.Record) error {
		if r.Publication != nil {
			pubs = append(pubs, r.Publication)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if format != want {
		t.Errorf("read as %s, want %s", format, want)
	}
	got, err := json.MarshalIndent(map[string]any{"publications": pubs, "warnings": warnings}, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	golden(t, strings.TrimSuffix(path, filepath.Ext(path))+".golden.json", append(got, '\n'))
}

// TestReadMEDLINEGolden reads a synthetic PubMed export: full and short
// names, a continued title, an abbreviated page range, a translated
// title, a preprint, a book chapter with editors and publisher, a record
// with neither title nor author, a line without a tag and a collective
// author.
func TestReadMEDLINEGolden(t *testing.T) {
	goldenRecords(t, filepath.Join("..", "testdata", "medline", "pubmed.nbib"), FormatMEDLINE)
}

func TestReadMEDLINE(t *testing.T) {
	src := "PMID- 1\r\nTI  - A title\r\n      continued.\r\nFAU - Doe, Jane Q\r\nAU  - Doe JQ\r\nDP  - 2020 May\r\n" +
		"PG  - 1234-45\r\nJT  - Journal of examples\r\nVI  - 3\r\nIP  - 2\r\nLID - 10.1000/x.1 [doi]\r\nPT  - Journal Article\r\n" +
		"PMID- 2\nTI  - Second, with no blank line before it.\nAU  - Roe A\n"
	recs, warns, err := collectRecords(t, ReadMEDLINE, []byte(src), "m.nbib")
	if err != nil {
		t.Fatal(err)
	}
	want := []pub.Publication{{
		Title: "A title continued", Authors: []pub.Author{{Name: "Jane Q. Doe"}}, Year: 2020, Kind: pub.KindJournal,
		VenueText: "Journal of examples", Locator: pub.Locator{Volume: "3", Issue: "2", Pages: "1234-1245"},
		DOI: "10.1000/x.1", URL: "https://pubmed.ncbi.nlm.nih.gov/1/", Pos: pub.Position{File: "m.nbib", Line: 1, Column: 1},
	}, {
		Title: "Second, with no blank line before it", Authors: []pub.Author{{Name: "A. Roe"}}, Kind: pub.KindOther,
		URL: "https://pubmed.ncbi.nlm.nih.gov/2/", Pos: pub.Position{File: "m.nbib", Line: 13, Column: 1},
	}}
	if diff := cmp.Diff(want, pubsOf(recs), ignoreVenue); diff != "" {
		t.Errorf("publications (-want +got):\n%s", diff)
	}
	checkWarningPrefixes(t, warns, nil)
}

func TestMEDLINEParts(t *testing.T) {
	names := []struct{ in, want string }{
		{"Doe J", "J. Doe"},
		{"Doe JA", "J. A. Doe"},
		{"van der Berg P Jr", "P. van der Berg Jr"},
		{"Doe", "Doe"},
		{"Núñez-Ortiz MÁ", "M. Á. Núñez-Ortiz"},
	}
	for _, tt := range names {
		if got := medlineShortName(tt.in).Name; got != tt.want {
			t.Errorf("medlineShortName(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	pages := []struct{ in, want string }{
		{"201-9", "201-209"},
		{"1234-45", "1234-1245"},
		{"45-67", "45-67"},
		{"45-67; discussion 68", "45-67"},
		{"e1234", "e1234"},
		{"S12-4", "S12-4"},
		{"", ""},
	}
	for _, tt := range pages {
		if got := medlinePages(tt.in); got != tt.want {
			t.Errorf("medlinePages(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	titles := []struct{ in, want string }{
		{"A title.", "A title"},
		{"[A translated title].", "A translated title"},
		{"Is it so?", "Is it so?"},
		{"Wait for it...", "Wait for it..."},
		{"[Brackets] in a [title].", "[Brackets] in a [title]"},
	}
	for _, tt := range titles {
		if got := medlineTitle(tt.in); got != tt.want {
			t.Errorf("medlineTitle(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	tags := []struct {
		in, tag, value string
		ok             bool
	}{
		{"PMID- 123", "PMID", "123", true},
		{"TI  - A title", "TI", "A title", true},
		{"PB - A Press", "PB", "A Press", true},
		{"AU  -", "AU", "", true},
		{"ti  - lower", "", "", false},
		{"A-B testing", "", "", false},
		{"TITLE-", "", "", false},
		{"TI  -x", "", "", false},
	}
	for _, tt := range tags {
		tag, value, ok := medlineTag(tt.in)
		if tag != tt.tag || value != tt.value || ok != tt.ok {
			t.Errorf("medlineTag(%q) = %q, %q, %v; want %q, %q, %v", tt.in, tag, value, ok, tt.tag, tt.value, tt.ok)
		}
	}
}

func TestDetectMEDLINE(t *testing.T) {
	tests := []struct {
		name, head string
		want       Format
	}{
		{"pubmed.txt", "PMID- 1\nOWN - NLM\nTI  - T.\nAU  - Doe J\n", FormatMEDLINE},
		{"citations.nbib", "\nPMID- 1\nTI  - T.\n", FormatMEDLINE},
		{"x", "TI  - T.\nFAU - Doe, Jane\nAU  - Doe J\n", FormatMEDLINE},
		{"x.txt", "TY  - JOUR\nTA  - Doe, J\nDP  - 2020\nER  -\n", FormatRIS},
		{"cv.txt", "Jane Doe\n\nPMID- 1 is cited below.\n", FormatCV},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Detect(tt.name, []byte(tt.head)); got != tt.want {
				t.Errorf("Detect = %s, want %s", got, tt.want)
			}
		})
	}
}

func TestReadMEDLINEErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		err  error
	}{
		{"empty", "", pub.ErrEmpty},
		{"blank", "\n \n", pub.ErrEmpty},
		{"no tags", "some text\nmore text\n", pub.ErrNoRecords},
		{"only a bad record", "PMID- 1\nOWN - NLM\n", pub.ErrNoRecords},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := collectRecords(t, ReadMEDLINE, []byte(tt.src), "e.nbib")
			if !errors.Is(err, tt.err) {
				t.Errorf("err = %v, want %v", err, tt.err)
			}
		})
	}
	// --strict: the first warning stops the reader, with its file and line.
	if w := checkStops(t, ReadMEDLINE, "s.nbib", "PMID- 1\nTI  - T\nAU  - Doe J\nno tag here\n", "PMID- 1\nTI  - T\n"); w != nil && w.Pos.Line != 4 {
		t.Errorf("the stopping warning is at %v, want line 4", w.Pos)
	}
}

func FuzzReadMEDLINE(f *testing.F) {
	seedHostile(f)
	addFuzzSeeds(f, "medline")
	f.Add([]byte("PMID- 1\n      x\nAU  - \nFAU - ,\nPG  - 9-\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		_ = ReadMEDLINE(bytes.NewReader(src), "f.nbib", Options{Warn: func(e *pub.ParseError) error {
			checkInputPos(t, src, "f.nbib", e.Pos)
			return nil
		}}, func(r pub.Record) error {
			checkInputPos(t, src, "f.nbib", r.Publication.Pos)
			return nil
		})
	})
}
