package ingest

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// TestExportsGolden reads the synthetic Web of Science and Scopus
// exports (written from the vendors' published field lists) and compares
// every record with its golden file.
func TestExportsGolden(t *testing.T) {
	tests := []struct {
		file   string
		format Format
	}{
		{"wos-savedrecs.txt", FormatWoS},
		{"wos-tab.txt", FormatWoS},
		{"scopus.csv", FormatScopus},
		{"scopus-2019.csv", FormatScopus},
		{"wos-biblio.txt", FormatWoS},             // times cited, keywords, abstract, cited references
		{"scopus-biblio.csv", FormatScopus},       // the same from Scopus's columns
		{"scopus-edge.csv", FormatScopus},         // et al., rows without title or authors, a bad count
		{"publications-table.csv", FormatPubData}, // any table with title and authors columns
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			path := filepath.Join("..", "testdata", "exports", tt.file)
			recs := []any{}
			var warnings []string
			opt := Options{Warn: func(e *pub.ParseError) error { warnings = append(warnings, e.Error()); return nil }}
			format, _, err := ReadInput(Input{Path: path}, nil, opt, func(r pub.Record) error {
				switch {
				case r.Publication != nil:
					recs = append(recs, map[string]any{"publication": r.Publication})
				case r.Affiliation != nil:
					recs = append(recs, map[string]any{"affiliation": r.Affiliation})
				case r.Owner != nil:
					recs = append(recs, map[string]any{"owner": r.Owner})
				default:
					t.Errorf("unexpected record %+v", r)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if format != tt.format {
				t.Errorf("read as %s, want %s", format, tt.format)
			}
			got, err := json.MarshalIndent(map[string]any{"records": recs, "warnings": warnings}, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("..", "testdata", "exports", "golden", strings.TrimSuffix(tt.file, filepath.Ext(tt.file))+".json"), append(got, '\n'))
		})
	}
}

// TestUnknownExport checks that an export pubgraph cannot read fails
// with a clear error naming the file, instead of being read as a CV.
func TestUnknownExport(t *testing.T) {
	for _, file := range []string{"endnote-refer.txt", "other-table.csv"} {
		t.Run(file, func(t *testing.T) {
			path := filepath.Join("..", "testdata", "exports", file)
			n := 0
			_, _, err := ReadInput(Input{Path: path}, nil, Options{}, func(pub.Record) error { n++; return nil })
			if !errors.Is(err, pub.ErrUnknownFormat) || n != 0 {
				t.Fatalf("err = %v after %d records, want ErrUnknownFormat and none", err, n)
			}
			if !strings.HasPrefix(err.Error(), path+":1: ") || !strings.Contains(err.Error(), "BibTeX") {
				t.Errorf("error %q does not name the file or say what to export", err)
			}
		})
	}
}

func TestDetectExports(t *testing.T) {
	tests := []struct {
		name, head string
		want       Format
	}{
		{"savedrecs.txt", "FN Clarivate Analytics Web of Science\nVR 1.0\nPT J\n", FormatWoS},
		{"x.txt", "PT J\nAU Doe, J\nTI T\nER\n", FormatWoS},
		{"savedrecs.txt", "PT\tAU\tAF\tTI\tSO\tPY\nJ\tDoe, J\tDoe, Jane\tT\tS\t2020\n", FormatWoS},
		{"scopus.csv", "\uFEFFAuthors,Author(s) ID,Title,Year,Source title,DOI,Document Type,EID\n", FormatScopus},
		{"refs.ris", "TY  - JOUR\nAU  - Doe, J\nTI  - T\nER  -\n", FormatRIS},
		{"x.txt", "TY  - JOUR\nAU  - Doe, J\nTI  - T\nER  -\n", FormatRIS},
		{"m.txt", "PMID- 1\nOWN - NLM\nTI  - T.\nAU  - Doe J\n", FormatMEDLINE},
		{"e.txt", "%0 Journal Article\n%A Doe, Jane\n%T A title\n%D 2020\n", formatUnknownExport},
		{"t.csv", "Item,Title,Subject,Shelf,Code\n1,T,D,A1,P\n2,U,E,B2,P\n", formatUnknownExport},
		// A table of titles with years and no byline is one person's
		// works, which leave the owner out.
		{"works.csv", "Title,Journal,Year\nA title,A Journal,2020\nAnother,B Letters,2021\n", FormatPubData},
		{"works.tsv", "title\tvenue\tyear\nA title\tA Journal\t2020\nAnother title\tB Letters\t2021\n", FormatPubData},
		{"p.csv", "Title\tAuthor\tYear\nT\tDoe, J.\t2020\n", FormatPubData},
		// A CV is still a CV: indented lines and a comma-rich first line
		// without a Title column are no export.
		{"cv.txt", "Jane Doe, PhD, Eastport, ME, USA\n\n    Publications\n    1. Doe, J. A title. 2020.\n    2. Doe, J. Another. 2021.\n", FormatCV},
		{"cv.md", "# Jane Doe\n\n## Publications\n- Doe, J. A title. 2020.\n", FormatCV},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Detect(tt.name, []byte(tt.head)); got != tt.want {
				t.Errorf("Detect = %s, want %s", got, tt.want)
			}
		})
	}
}

func TestScopusMissingTitleColumn(t *testing.T) {
	err := ReadScopus(strings.NewReader("Authors,Year\nDoe J.,2020\n"), "s.csv", Options{}, func(pub.Record) error { return nil })
	if !errors.Is(err, pub.ErrUnknownFormat) || !strings.HasPrefix(err.Error(), "s.csv:1: ") {
		t.Errorf("err = %v, want ErrUnknownFormat at s.csv:1", err)
	}
}

// fuzzExport reads arbitrary input with read: no panics, and every
// position inside the input.
func fuzzExport(f *testing.F, read ReadFunc, seeds ...string) {
	for _, s := range seeds {
		src, err := os.ReadFile(filepath.Join("..", "testdata", "exports", s))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(src))
	}
	f.Fuzz(func(t *testing.T, src string) {
		lines := strings.Count(src, "\n") + 1
		check := func(p pub.Position) {
			if p.Line > lines || p.Line < 0 {
				t.Fatalf("position %v outside %d lines", p, lines)
			}
		}
		opt := Options{Warn: func(e *pub.ParseError) error { check(e.Pos); return nil }}
		err := read(strings.NewReader(src), "x", opt, func(r pub.Record) error {
			if r.Publication != nil {
				check(r.Publication.Pos)
			}
			return nil
		})
		var pe *pub.ParseError
		if errors.As(err, &pe) {
			check(pe.Pos)
		}
	})
}

func FuzzWoS(f *testing.F) {
	fuzzExport(f, ReadWoS, "wos-savedrecs.txt", "wos-tab.txt", "wos-biblio.txt")
}

func FuzzScopus(f *testing.F) {
	fuzzExport(f, ReadScopus, "scopus.csv", "scopus-2019.csv", "scopus-biblio.csv")
}
