package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/pub"
)

// TestExportBibliography reads a chapter from a BibTeX file and a CV that
// list it with some of its book's editors each, and checks that
// "analyze --export bibtex,csl,ris" writes it once, with the union of
// the editors, its pages and publisher, in files the BibTeX, CSL-JSON
// and RIS readers read back; and that the editors are nobody in
// people.csv.
func TestExportBibliography(t *testing.T) {
	in := t.TempDir()
	files := map[string]string{
		"refs.bib": `@incollection{a, title = {A title of things}, author = {Author, Ann and Coauthor, Dan},
  editor = {Editor, Bea and Redact, Carl}, booktitle = {The handbook of things}, year = 2019,
  pages = {1--20}, publisher = {Example Press}}
`,
		"cv.md": "# Ann Author\n\n## Publications\n\n" +
			"- Author, A., & Coauthor, D. (2019). A title of things. In B. Editor & D. Sammler (Eds.), The handbook of things (pp. 1–20). Example Press.\n" +
			"- Author, A., & Coauthor, D. (2020). Another paper. Journal of Things, 3, 1–9.\n",
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(in, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := filepath.Join(t.TempDir(), "out")
	if code, _, stderr := pubgraph(t, "", "analyze", "-q", "--no-svg", "--export", "bibtex,csl,ris", "--out", out,
		filepath.Join(in, "refs.bib"), filepath.Join(in, "cv.md")); code != 0 {
		t.Fatalf("analyze exited %d: %s", code, stderr)
	}
	// Two lists of two: the first in byte order leads (see graph.mergeEditors).
	wantEditors := []string{"Bea Editor", "D. Sammler", "Carl Redact"}
	for name, read := range map[string]ingest.ReadFunc{"publications.bib": ingest.ReadBibTeX, "publications.csl.json": ingest.ReadCSL,
		"publications.ris": ingest.ReadRIS} {
		src, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		var pubs []*pub.Publication
		if err := read(bytes.NewReader(src), name, ingest.Options{}, func(r pub.Record) error {
			pubs = append(pubs, r.Publication)
			return nil
		}); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(pubs) != 2 {
			t.Fatalf("%s: %d publications, want 2:\n%s", name, len(pubs), src)
		}
		var editors []string
		for _, e := range pubs[0].Editors {
			editors = append(editors, e.Name)
		}
		if diff := cmp.Diff(wantEditors, editors); diff != "" {
			t.Errorf("%s: editors of %q (-want +got):\n%s", name, pubs[0].Title, diff)
		}
		if p := pubs[0]; p.FirstPage() != "1" || p.LastPage() != "20" || p.Publisher != "Example Press" {
			t.Errorf("%s: %q has pages %q, publisher %q; want 1 to 20, Example Press", name, p.Title, p.Pages, p.Publisher)
		}
		if len(pubs[1].Editors) != 0 {
			t.Errorf("%s: %q has editors %v", name, pubs[1].Title, pubs[1].Editors)
		}
	}
	for _, row := range readCSV(t, filepath.Join(out, "people.csv"))[1:] {
		if row[1] != "Ann Author" && row[1] != "Dan Coauthor" {
			t.Errorf("people.csv has %q: editors are no people", row[1])
		}
	}
}

// TestParsePrintsEditors checks that parse prints a chapter's editors on
// a line of their own, apart from its byline, and no such line for a
// paper without editors.
func TestParsePrintsEditors(t *testing.T) {
	bib := filepath.Join(t.TempDir(), "refs.bib")
	src := `@incollection{a, title = {A title of things}, author = {Author, Ann and Coauthor, Dan},
  editor = {Editor, Bea and Redact, Carl}, booktitle = {The handbook of things}, year = 2019}
@article{b, title = {Another paper}, author = {Author, Ann}, journal = {Journal of Things}, year = 2020}
`
	if err := os.WriteFile(bib, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := pubgraph(t, "", "parse", bib)
	if code != 0 {
		t.Fatalf("parse exited %d: %s", code, stderr)
	}
	want := "    A title of things\n    Ann Author, Dan Coauthor\n    eds. Bea Editor, Carl Redact\n"
	if !strings.Contains(stdout, want) {
		t.Errorf("parse output lacks %q:\n%s", want, stdout)
	}
	if n := strings.Count(stdout, "eds."); n != 1 {
		t.Errorf("%d editors lines, want 1:\n%s", n, stdout)
	}
}

// TestParsePrintsLocator checks that parse prints a publication's
// volume, issue, pages and publisher after its venue, and nothing more
// for a record that gives none.
func TestParsePrintsLocator(t *testing.T) {
	bib := filepath.Join(t.TempDir(), "refs.bib")
	src := `@article{a, title = {A paper on things}, author = {Author, Ann}, journal = {Journal of Things},
  volume = 12, number = 3, pages = {45--67}, year = 2019}
@book{b, title = {A book of things}, author = {Author, Ann}, publisher = {Invented Press}, address = {Springfield}, year = 2020}
@misc{c, title = {A note on nothing}, author = {Author, Ann}, year = 2021}
`
	if err := os.WriteFile(bib, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := pubgraph(t, "", "parse", bib)
	if code != 0 {
		t.Fatalf("parse exited %d: %s", code, stderr)
	}
	for _, want := range []string{"Journal of Things 12(3):45–67\n", "(Springfield: Invented Press)\n"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("parse output lacks %q:\n%s", want, stdout)
		}
	}
	if strings.Contains(stdout, "pp. ") || strings.Contains(stdout, "()") {
		t.Errorf("parse printed a locator for a record without one:\n%s", stdout)
	}
}
