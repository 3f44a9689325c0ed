package ingest

import (
	"bytes"
	"errors"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadEndNoteXMLGolden reads a synthetic EndNote export: records on
// one line and on many, text in style runs, a reference type given by
// number alone, editors, "et al.", an arXiv link, a record with neither
// title nor author, and an unknown type.
func TestReadEndNoteXMLGolden(t *testing.T) {
	goldenRecords(t, filepath.Join("..", "testdata", "endnote", "library.xml"), FormatEndNoteXML)
}

func TestReadEndNoteXML(t *testing.T) {
	const head = `<?xml version="1.0" encoding="UTF-8"?><xml><records>`
	tests := []struct {
		name  string
		src   string
		want  []pub.Publication
		warns []string
	}{{
		name: "style runs joined",
		src: head + `<record><ref-type name="Journal Article">17</ref-type><contributors><authors><author><style>Doe, </style><style>Jane</style></author></authors></contributors>` +
			`<titles><title><style>A </style><style>title</style></title></titles><periodical><full-title>J. Examples</full-title></periodical>` +
			`<volume>3</volume><number>2</number><pages>5-9</pages><dates><year>2020</year></dates></record></records></xml>`,
		want: []pub.Publication{{
			Title: "A title", Authors: []pub.Author{{Name: "Jane Doe"}}, VenueText: "J. Examples", Year: 2020, Kind: pub.KindJournal,
			Locator: pub.Locator{Volume: "3", Issue: "2", Pages: "5-9"}, Pos: pub.Position{File: "e.xml", Line: 1, Column: 53},
		}},
	}, {
		name: "cut short after a record",
		src: head + "\n<record><ref-type>6</ref-type><contributors><authors><author>Roe, Ann</author></authors></contributors>" +
			"<titles><title>A book</title></titles><publisher>A Press</publisher><pub-location>Eastport</pub-location></record>\n<record><titles><title>Lost",
		want: []pub.Publication{{
			Title: "A book", Authors: []pub.Author{{Name: "Ann Roe"}}, Kind: pub.KindBook, Publisher: "A Press", Place: "Eastport",
			Pos: pub.Position{File: "e.xml", Line: 2, Column: 1},
		}},
		warns: []string{"e.xml:3: XML: unexpected EOF"},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs, warns, err := collectRecords(t, ReadEndNoteXML, []byte(tt.src), "e.xml")
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

func TestDetectEndNoteXML(t *testing.T) {
	tests := []struct {
		name, head string
		want       Format
	}{
		{"library.xml", `<?xml version="1.0" encoding="UTF-8" ?><xml><records><record><database name="a.enl">a.enl</database><source-app name="EndNote">EndNote</source-app>`, FormatEndNoteXML},
		{"export", "<xml><records>\n<record><rec-number>1</rec-number><ref-type name=\"Book\">6</ref-type>", FormatEndNoteXML},
		{"dblp.xml", `<?xml version="1.0"?><dblpperson name="Jane Doe"><r><article key="a"><title>T</title></article></r></dblpperson>`, FormatDBLP},
		{"x.xml", `<?xml version="1.0"?><records><record><title>T</title></record></records>`, FormatDBLP},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Detect(tt.name, []byte(tt.head)); got != tt.want {
				t.Errorf("Detect = %s, want %s", got, tt.want)
			}
		})
	}
}

func TestReadEndNoteXMLErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		err  error
	}{
		{"empty", "", pub.ErrNoRecords},
		{"no records", "<xml><records></records></xml>", pub.ErrNoRecords},
		{"only a bad record", "<xml><records><record><rec-number>1</rec-number></record></records></xml>", pub.ErrNoRecords},
		{"broken at once", "<xml><records><record><titles><title>T</titles>", pub.ErrSyntax},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := collectRecords(t, ReadEndNoteXML, []byte(tt.src), "e.xml")
			if !errors.Is(err, tt.err) {
				t.Errorf("err = %v, want %v", err, tt.err)
			}
		})
	}
	src := "<xml><records><record><rec-number>1</rec-number></record><record><titles><title>T</title></titles></record></records></xml>"
	checkStops(t, ReadEndNoteXML, "s.xml", src, src)
}

func FuzzReadEndNoteXML(f *testing.F) {
	seedHostile(f)
	addFuzzSeeds(f, "endnote")
	f.Add([]byte("<xml><records><record><contributors><authors><author><style>,</style></author></authors></contributors></record>"))
	f.Fuzz(func(t *testing.T, src []byte) {
		_ = ReadEndNoteXML(bytes.NewReader(src), "f.xml", Options{Warn: func(e *pub.ParseError) error {
			checkInputPos(t, src, "f.xml", e.Pos)
			return nil
		}}, func(r pub.Record) error {
			checkInputPos(t, src, "f.xml", r.Publication.Pos)
			return nil
		})
	})
}
