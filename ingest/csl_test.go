package ingest

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCSL checks the hand-written samples item by item.
func TestReadCSL(t *testing.T) {
	tests := []struct {
		file  string
		want  []pub.Publication
		warns []string
	}{{
		file: "zotero.json",
		want: []pub.Publication{{
			Title:     "Adversarial Attacks on Neural Networks for Graph Data",
			Authors:   []pub.Author{{Name: "Daniel Zügner"}, {Name: "Amir Akbarnejad"}, {Name: "Stephan Günnemann"}},
			VenueText: "Proceedings of the 24th ACM SIGKDD International Conference on Knowledge Discovery & Data Mining",
			Year:      2018, Kind: pub.KindConference, DOI: "10.1145/3219819.3220078",
			Locator: pub.Locator{Pages: "2847–2856"}, Publisher: "Association for Computing Machinery", Place: "New York, NY, USA",
			Pos: pub.Position{File: "zotero.json", Line: 2, Column: 2},
		}, {
			Title:     "Visualizing Data using t-SNE",
			Authors:   []pub.Author{{Name: "Laurens van der Maaten"}, {Name: "Geoffrey Hinton"}},
			VenueText: "Journal of Machine Learning Research", Year: 2008, Kind: pub.KindJournal,
			Locator: pub.Locator{Volume: "9", Issue: "86", Pages: "2579-2605"},
			Pos:     pub.Position{File: "zotero.json", Line: 37, Column: 2},
		}, {
			Title: "Robustness of Graph Neural Networks at Scale",
			Authors: []pub.Author{{Name: "Simon Geisler"}, {Name: "Tobias Schmidt"}, {Name: "Hakan Şirin"},
				{Name: "Daniel Zügner"}, {Name: "Aleksandar Bojchevski"}, {Name: "Stephan Günnemann"}},
			Year: 2021, Kind: pub.KindPreprint, DOI: "10.48550/arXiv.2110.14038", ArXiv: "2110.14038",
			URL: "http://arxiv.org/abs/2110.14038", Publisher: "arXiv",
			Pos: pub.Position{File: "zotero.json", Line: 64, Column: 2},
		}, {
			Title:   "Machine Learning on Graphs in the Presence of Noise and Adversaries",
			Authors: []pub.Author{{Name: "Aleksandar Bojchevski"}},
			Year:    2020, Kind: pub.KindThesis, Publisher: "Technische Universität München",
			Pos: pub.Position{File: "zotero.json", Line: 120, Column: 2},
		}, {
			Title:   "Systems and methods for graph-based fraud detection",
			Authors: []pub.Author{{Name: "Jane Doe"}, {Name: "Martin Luther King Jr."}},
			Year:    2019, Kind: pub.KindPatent,
			Pos: pub.Position{File: "zotero.json", Line: 135, Column: 2},
		}},
		warns: []string{
			"zotero.json:161:2: CSL item skipped: json: cannot unmarshal string into Go struct field cslItem.author",
			`zotero.json:167:2: CSL item of type "webpage" has neither title nor author`,
		},
	}, {
		file: "crossref-work.json",
		want: []pub.Publication{{
			Title: "The structure of scientific collaboration networks",
			Authors: []pub.Author{{Name: "M. E. J. Newman"}, {Name: "Josiah Carberry", ORCID: "0000-0002-1825-0097"},
				{Name: "The Collaboration Network Consortium"}},
			VenueText: "Proceedings of the National Academy of Sciences", Year: 2001, Kind: pub.KindJournal,
			DOI: "10.1073/pnas.98.2.404", URL: "http://dx.doi.org/10.1073/pnas.98.2.404",
			Locator: pub.Locator{Volume: "98", Issue: "2", Pages: "404-409"}, Publisher: "Proceedings of the National Academy of Sciences",
			Pos: pub.Position{File: "crossref-work.json", Line: 1, Column: 74},
		}},
	}, {
		file: "mendeley-single.json",
		want: []pub.Publication{{
			Title:     "Workshop on Graph Learning: Position Paper",
			Authors:   []pub.Author{{Name: "Ann Lee"}, {Name: "Min-Jun Park", Equal: true}},
			VenueText: "Proceedings of the NeurIPS Workshop on Graph Learning", Year: 2019, Kind: pub.KindWorkshop,
			Locator: pub.Locator{Pages: "1-4"},
			Pos:     pub.Position{File: "mendeley-single.json", Line: 1, Column: 1},
		}},
	}}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("..", "testdata", "csl", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			recs, warns, err := collectRecords(t, ReadCSL, src, tt.file)
			if err != nil {
				t.Fatalf("ReadCSL: %v", err)
			}
			if diff := cmp.Diff(tt.want, pubsOf(recs), ignoreVenue); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
			checkWarningPrefixes(t, warns, tt.warns)
		})
	}
}

func TestReadCSLShapes(t *testing.T) {
	tests := []struct {
		name  string
		src   string
		want  []string // titles
		year  int
		err   error
		errAt string
	}{
		{name: "crossref list", src: `{"message": {"items": [{"title": ["A"], "type": "journal-article"}, {"title": ["B"]}]}}`, want: []string{"A", "B"}},
		{name: "items wrapper", src: `{"items": [{"title": "A"}]}`, want: []string{"A"}},
		{name: "numbers as text", src: `[{"title": 42, "issued": {"date-parts": [[1999]]}}]`, want: []string{"42"}, year: 1999},
		{name: "year from literal", src: `[{"title": "A", "issued": {"literal": "Spring 2004"}}]`, want: []string{"A"}, year: 2004},
		{name: "empty", src: " \n", err: pub.ErrEmpty},
		{name: "empty array", src: "[]", err: pub.ErrNoRecords},
		{name: "broken JSON keeps the items before", src: "[\n{\"title\": \"A\"},\n{\"title\": }\n]", want: []string{"A"}},
		{name: "truncated", src: "[\n{\"title\": \"A\"", err: pub.ErrSyntax, errAt: "x.json:2:"},
		{name: "not CSL", src: `"just a string"`, err: pub.ErrSyntax},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs, _, err := collectRecords(t, ReadCSL, []byte(tt.src), "x.json")
			if !errors.Is(err, tt.err) {
				t.Fatalf("err = %v, want %v", err, tt.err)
			}
			if err != nil && !strings.HasPrefix(err.Error(), tt.errAt) {
				t.Errorf("err = %v, want it at %s", err, tt.errAt)
			}
			var titles []string
			for _, p := range pubsOf(recs) {
				titles = append(titles, p.Title)
				if tt.year != 0 && p.Year != tt.year {
					t.Errorf("year = %d, want %d", p.Year, tt.year)
				}
			}
			if err == nil {
				if diff := cmp.Diff(tt.want, titles); diff != "" {
					t.Errorf("titles (-want +got):\n%s", diff)
				}
			}
		})
	}
}

func TestReadCSLKinds(t *testing.T) {
	tests := []struct {
		item string
		want pub.Kind
	}{
		{`"type": "paper-conference"`, pub.KindConference},
		{`"type": "paper-conference", "container-title": "ICML Workshop on Things"`, pub.KindWorkshop},
		{`"type": "article-journal"`, pub.KindJournal},
		{`"type": "article-journal", "container-title": "arXiv preprint arXiv:2001.00001"`, pub.KindPreprint},
		{`"type": "article", "publisher": "arXiv"`, pub.KindPreprint},
		{`"type": "article", "archive": "arXiv.org"`, pub.KindPreprint},
		{`"type": "article"`, pub.KindOther},
		{`"type": "posted-content"`, pub.KindPreprint},
		{`"type": "thesis"`, pub.KindThesis},
		{`"type": "patent"`, pub.KindPatent},
		{`"type": "chapter"`, pub.KindChapter},
		{`"type": "book"`, pub.KindBook},
		{`"type": "webpage"`, pub.KindOther},
	}
	for _, tt := range tests {
		t.Run(tt.item, func(t *testing.T) {
			recs, _, err := collectRecords(t, ReadCSL, []byte(`[{"title": "T", `+tt.item+`}]`), "k.json")
			if err != nil {
				t.Fatal(err)
			}
			if got := recs[0].Publication.Kind; got != tt.want {
				t.Errorf("kind = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestNormalizeORCID(t *testing.T) {
	for in, want := range map[string]string{
		"http://orcid.org/0000-0002-1825-0097":  "0000-0002-1825-0097",
		"https://orcid.org/0000-0001-5109-371x": "0000-0001-5109-371X",
		"0000-0002-1825-0097":                   "0000-0002-1825-0097",
		"not an orcid":                          "",
	} {
		if got := normalizeORCID(in); got != want {
			t.Errorf("normalizeORCID(%q) = %q, want %q", in, got, want)
		}
	}
}

func FuzzReadCSL(f *testing.F) {
	seedHostile(f) // the issue 12 cases (hostile_test.go)
	addFuzzSeeds(f, "csl")
	f.Add([]byte(`{"message": {"items": [{"title": ["A"]}, 3]}}`))
	f.Add([]byte(`[{"author": [{"literal": null}], "issued": {"date-parts": [[]]}}]`))
	f.Fuzz(func(t *testing.T, src []byte) {
		err := ReadCSL(bytes.NewReader(src), "f.json", Options{Warn: func(e *pub.ParseError) error {
			checkInputPos(t, src, "f.json", e.Pos)
			return nil
		}}, func(r pub.Record) error {
			checkInputPos(t, src, "f.json", r.Publication.Pos)
			return nil
		})
		var pe *pub.ParseError
		if errors.As(err, &pe) && pe.Pos.Line != 0 {
			checkInputPos(t, src, "f.json", pe.Pos)
		}
	})
}
