package report

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

// editorsCorpus is a chapter two inputs list with some of its book's
// editors each, and a paper of a list's unnamed owner.
func editorsCorpus(t *testing.T) *graph.Corpus {
	t.Helper()
	b := graph.NewBuilder()
	add := func(p pub.Publication) {
		if err := b.Add(pub.Record{Publication: &p}); err != nil {
			t.Fatal(err)
		}
	}
	chapter := pub.Publication{Title: "A Chapter on Invented Things", Year: 2019, Kind: pub.KindChapter,
		Venue: "Handbook of Invented Things", VenueText: "Handbook of Invented Things",
		Authors: []pub.Author{{Name: "Cy Diaz", Equal: true}, {Name: "Gil Hart"}}}
	chapter.Pos = pub.Position{File: "a.bib", Line: 3}
	chapter.Editors = []pub.Author{{Name: "B. Editor"}, {Name: "Carl Redact"}}
	add(chapter)
	chapter.Pos = pub.Position{File: "b.json", Line: 7}
	chapter.Editors = []pub.Author{{Name: "Bea Editor"}}
	add(chapter)
	add(pub.Publication{Title: "A Paper of the Owner", Year: 2020, Kind: pub.KindJournal, Venue: "Journal of Things",
		Authors: []pub.Author{{Name: "Cy Diaz"}, {Implied: true}}, DOI: "10.1000/x", Pos: pub.Position{File: "list.md", Line: 9}})
	c, err := b.Build(context.Background(), graph.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestBibliography checks the records the bibliography exports write:
// one per merged publication, with its byline as publications.csv
// prints it and the union of its versions' editors.
func TestBibliography(t *testing.T) {
	c := editorsCorpus(t)
	want := []pub.Publication{{
		Title: "A Chapter on Invented Things", Year: 2019, Kind: pub.KindChapter,
		Venue: "Handbook of Invented Things", VenueText: "Handbook of Invented Things",
		Authors: []pub.Author{{Name: "Cy Diaz", Equal: true}, {Name: "Gil Hart"}},
		Editors: []pub.Author{{Name: "Bea Editor"}, {Name: "Carl Redact"}},
		Pos:     pub.Position{File: "a.bib", Line: 3},
	}, {
		Title: "A Paper of the Owner", Year: 2020, Kind: pub.KindJournal, Venue: "Journal of Things", VenueText: "Journal of Things",
		Authors: []pub.Author{{Name: "Cy Diaz"}}, DOI: "10.1000/x", Pos: pub.Position{File: "list.md", Line: 9},
	}}
	if diff := cmp.Diff(want, Bibliography(c)); diff != "" {
		t.Errorf("Bibliography (-want +got):\n%s", diff)
	}
}

// TestPublicationsEditors checks publications.csv's editors column.
func TestPublicationsEditors(t *testing.T) {
	var b strings.Builder
	if err := WriteTable(&b, "publications.csv", Data{Corpus: editorsCorpus(t)}); err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(strings.TrimSpace(b.String()), "\n")
	if !strings.HasSuffix(rows[0], ",versions,editors,volume,issue,pages,publisher,place") {
		t.Errorf("header %q does not end with editors and the locator", rows[0])
	}
	var chapter string
	for _, r := range rows[1:] {
		if strings.Contains(r, "A Chapter") {
			chapter = r
		}
	}
	if !strings.HasSuffix(chapter, ",Bea Editor; Carl Redact,,,,,") {
		t.Errorf("chapter row %q does not end with its editors", chapter)
	}
}

// TestExportFormatsBibliography checks that the bibliography formats are
// export formats with one file each, and that WriteExport leaves them to
// their writers.
func TestExportFormatsBibliography(t *testing.T) {
	got, err := ParseExports("bibtex, csl")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"bibtex", "csl"}, got); diff != "" {
		t.Errorf("ParseExports (-want +got):\n%s", diff)
	}
	for _, f := range BibliographyFormats {
		files := ExportFiles(f)
		if len(files) != 1 {
			t.Fatalf("%s: files %q", f, files)
		}
		var b strings.Builder
		if err := WriteExport(&b, files[0], Data{Corpus: editorsCorpus(t)}); err == nil {
			t.Errorf("WriteExport(%s) wrote %q; want an error naming the bibliography writers", files[0], b.String())
		}
	}
}
