package ingest

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// editorsTest is one input and the authors and editors its one
// publication should have.
type editorsTest struct {
	name    string
	src     string
	authors []string
	editors []string
}

// checkEditors reads each case's src with read and compares the names of
// its one publication's authors and editors.
func checkEditors(t *testing.T, read ReadFunc, file string, tests []editorsTest) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs, warns, err := collectRecords(t, read, []byte(tt.src), file)
			if err != nil {
				t.Fatalf("read: %v (warnings %v)", err, warns)
			}
			pubs := pubsOf(recs)
			if len(pubs) != 1 {
				t.Fatalf("%d publications, want 1: %+v", len(pubs), pubs)
			}
			if diff := cmp.Diff(tt.authors, authorNames(pubs[0].Authors)); diff != "" {
				t.Errorf("authors (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.editors, authorNames(pubs[0].Editors)); diff != "" {
				t.Errorf("editors (-want +got):\n%s", diff)
			}
		})
	}
}

func TestBibTeXEditors(t *testing.T) {
	checkEditors(t, ReadBibTeX, "x.bib", []editorsTest{{
		name: "chapter",
		src: `@incollection{a, title = {A Chapter}, author = {Doe, Jane Q.},
			editor = {Roe, Rita and Max Poe and others}, booktitle = {A Handbook}, year = 2020}`,
		authors: []string{"Jane Q. Doe"},
		editors: []string{"Rita Roe", "Max Poe"},
	}, {
		name:    "edited volume without authors",
		src:     `@book{b, title = {An Edited Volume}, editor = {Author, A. and {Group, Inc.}}, year = 2019}`,
		editors: []string{"A. Author", "Group, Inc."},
	}, {
		name: "editors from the crossref'd volume",
		src: `@incollection{c, title = {Another Chapter}, author = {Jane Doe}, crossref = {vol}}
			@proceedings{vol, title = {Proceedings of Something}, editor = {Lee, Ann}, year = 2018}`,
		authors: []string{"Jane Doe"},
		editors: []string{"Ann Lee"},
	}, {
		name:    "no editor",
		src:     `@article{d, title = {A Paper}, author = {Jane Doe}, journal = {A Journal}, year = 2021}`,
		authors: []string{"Jane Doe"},
	}})
}

func TestCSLEditors(t *testing.T) {
	checkEditors(t, ReadCSL, "x.json", []editorsTest{{
		name: "chapter",
		src: `[{"type": "chapter", "title": "A Chapter", "author": [{"family": "Doe", "given": "Jane"}],
			"editor": [{"family": "Roe", "given": "Rita"}, {"literal": "Max Poe"}, {"literal": "others"}],
			"container-title": "A Handbook", "issued": {"date-parts": [[2020]]}}]`,
		authors: []string{"Jane Doe"},
		editors: []string{"Rita Roe", "Max Poe"},
	}, {
		name:    "edited volume",
		src:     `[{"type": "book", "title": "An Edited Volume", "editor": [{"family": "Author", "given": "A."}]}]`,
		editors: []string{"A. Author"},
	}, {
		name:    "no editor",
		src:     `[{"type": "article-journal", "title": "A Paper", "author": [{"family": "Doe", "given": "Jane"}]}]`,
		authors: []string{"Jane Doe"},
	}})
}

func TestRISEditors(t *testing.T) {
	ris := func(lines ...string) string { return strings.Join(lines, "\n") + "\n" }
	checkEditors(t, ReadRIS, "x.ris", []editorsTest{{
		name:    "ED",
		src:     ris("TY  - CHAP", "AU  - Doe, Jane", "TI  - A Chapter", "ED  - Roe, Rita", "ED  - Poe, Max, Jr.", "ED  - et al.", "PY  - 2020", "ER  - "),
		authors: []string{"Jane Doe"},
		editors: []string{"Rita Roe", "Max Poe Jr."},
	}, {
		name:    "A2 of a book section",
		src:     ris("TY  - CHAP", "AU  - Doe, Jane", "TI  - A Chapter", "A2  - Roe, Rita", "A3  - Lee, Ann", "ER  - "),
		authors: []string{"Jane Doe"},
		editors: []string{"Rita Roe"},
	}, {
		name:    "A2 of a journal paper is no editor",
		src:     ris("TY  - JOUR", "AU  - Doe, Jane", "TI  - A Paper", "A2  - Roe, Rita", "ER  - "),
		authors: []string{"Jane Doe"},
	}, {
		name:    "A3 series editors",
		src:     ris("TY  - BOOK", "AU  - Doe, Jane", "TI  - A Book", "A3  - Lee, Ann", "ER  - "),
		authors: []string{"Jane Doe"},
		editors: []string{"Ann Lee"},
	}, {
		name:    "editors only",
		src:     ris("TY  - EDBOOK", "TI  - An Edited Volume", "ED  - Author, A.", "ER  - "),
		editors: []string{"A. Author"},
	}})
}

func TestPubDataEditors(t *testing.T) {
	checkEditors(t, ReadPubData, "x.yml", []editorsTest{{
		name: "editors string with its mark",
		src: `- title: A Chapter
  authors: Jane Doe and Max Poe
  editors: Rita Roe and Ann Lee (eds.)
  booktitle: A Handbook
  year: 2020
`,
		authors: []string{"Jane Doe", "Max Poe"},
		editors: []string{"Rita Roe", "Ann Lee"},
	}, {
		name: "editors list",
		src: `- title: A Chapter
  authors: [Jane Doe]
  editor: ["Roe, Rita", {given: Ann, family: Lee}]
  year: 2020
`,
		authors: []string{"Jane Doe"},
		editors: []string{"Rita Roe", "Ann Lee"},
	}, {
		name: "no editors",
		src: `- title: A Paper
  authors: Jane Doe
  year: 2020
`,
		authors: []string{"Jane Doe"},
	}})
}

func TestWithoutEditorMark(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"Rita Roe and Ann Lee (eds.)", "Rita Roe and Ann Lee"},
		{"Roe, Rita, eds", "Roe, Rita"},
		{"Rita Roe (Ed.)", "Rita Roe"},
		{"Rita Roe, Hrsg.", "Rita Roe"},
		{"Roe, Ed", "Roe, Ed"}, // a given name
		{"Rita Roe", "Rita Roe"},
		{"eds.", "eds."},
		{"", ""},
	} {
		if got := withoutEditorMark(tt.in); got != tt.want {
			t.Errorf("withoutEditorMark(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestBibTeXEditorsRoundTrip checks that editors survive BibTeX read,
// write and read, and that the entry names them in an editor field.
func TestBibTeXEditorsRoundTrip(t *testing.T) {
	src := `@incollection{a, title = {A Chapter}, author = {Doe, Jane},
		editor = {Roe, Rita and {Group, Inc.} and Ann Lee*}, booktitle = {A Handbook}, year = 2020}
@book{b, title = {An Edited Volume}, editor = {Poe, Max}, year = 2019}
`
	pubs, _, err := readAllBibTeX(t, src, "x.bib")
	if err != nil {
		t.Fatal(err)
	}
	if len(pubs) != 2 || len(pubs[0].Editors) != 3 || len(pubs[1].Editors) != 1 {
		t.Fatalf("read %+v", pubs)
	}
	back, out := roundTrip(t, pubs)
	if diff := cmp.Diff(pubs, back, sameExceptPlace); diff != "" {
		t.Errorf("read, write, read (-first +second):\n%s\nwritten:\n%s", diff, out)
	}
	for _, want := range []string{"editor       = {Rita Roe and {Group, Inc.} and Ann Lee*},", "editor       = {Max Poe},"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestGenericEditors checks that the generic data reader keeps the
// editors it finds in the rest of a chapter's record as its editors, not
// its byline, and gives the journal papers beside it none.
func TestGenericEditors(t *testing.T) {
	src := `{"items": [
 {"heading": "Rivers and their banks in spring", "info": "Quill, Mara and Tobias Renn (eds.), Handbook of Examples, Example Press", "when": "2020", "cat": "Book chapter"},
 {"heading": "Lakes in the cold season today", "info": "Orla Vant, Journal of Examples 3, 12-20", "when": "2019", "cat": "Journal article"},
 {"heading": "Ponds and pools of the plains", "info": "Orla Vant and Max Poe, Journal of Examples 4, 1-9", "when": "2021", "cat": "Journal article"}
]}`
	type names struct{ Authors, Editors []string }
	var got []names
	err := readGenericData([]byte(src), "x.json", Options{}, func(r pub.Record) error {
		if p := r.Publication; p != nil {
			got = append(got, names{authorNames(p.Authors), authorNames(p.Editors)})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []names{
		{nil, []string{"Mara Quill", "Tobias Renn"}},
		{[]string{"Orla Vant"}, nil},
		{[]string{"Orla Vant", "Max Poe"}, nil},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("authors and editors (-want +got):\n%s", diff)
	}
}
