package ingest

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

func TestDetect(t *testing.T) {
	tests := []struct {
		name, head string
		want       Format
	}{
		{"cv.txt", "Jane Doe\n\nPublications\n1. J. Doe. A paper. OSDI 2020.", FormatCV},
		{"cv.md", "---\ntitle: CV\n---\n## Publications", FormatCV},
		{"page.html", "<p>hi</p>", FormatHTML},
		{"saved.txt", "\n  <!DOCTYPE html><html><body>", FormatHTML},
		{"noext", "<html lang=en>", FormatHTML},
		{"refs.bib", "% comment\n@article{x, title={T}}", FormatBibTeX},
		{"refs.txt", "Some text\n@InProceedings{key,\n author = {A}}", FormatBibTeX},
		{"dblp.xml", `<?xml version="1.0" encoding="ISO-8859-1"?><!DOCTYPE dblp SYSTEM "dblp.dtd"><dblp>`, FormatDBLP},
		{"person", `<dblpperson name="X">`, FormatDBLP},
		{"zotero.json", `[{"type":"paper-conference","title":"T"}]`, FormatCSL},
		{"user.wiki", "{{User page}}\n== Publications ==\n# {{cite journal |title=T}}", FormatWiki},
		{"page", "{{Infobox scientist}}\n'''Jane Doe''' is a limnologist.\n\n== Publications ==\n# Doe J (2020). ''A title''.", FormatWiki},
		{"links.md", "[Jane Doe](https://example.org)\n\n## Publications\n1. J. Doe. A title. 2020.", FormatCV},
		{"cut", `[{"title": "A very long title that the head cuts off`, FormatPubData},
		{"works.json", `{"group":[{"work-summary":[{"put-code":1}]}]}`, FormatORCID},
		{"cv.ipynb", `{"cells": []}`, FormatNotebook},
		{"notebook.json", "{\n \"cells\": [\n  {\n   \"cell_type\": \"markdown\",", FormatNotebook},
		{"saved", `{"metadata": {}, "nbformat": 4, "nbformat_minor": 5, "cells": [{"cell_type": "code"}]}`, FormatNotebook},
		{"old", `{"metadata": {}, "nbformat": 3, "worksheets": [{"cells": []}]}`, FormatNotebook},
		{"records.json", `[{"title": "Cells of the liver", "year": 2020}]`, FormatPubData},
		{"export", "TY  - JOUR\nAU  - Doe, J.\nER  - ", FormatRIS},
		{"net.gml", "graph [ node [ id 0 ] ]", FormatGML},
		{"graph.txt", "Creator \"Mark Newman\"\ngraph\n[", FormatGML},
		{"net.net", "% c\n*Vertices 2\n1 \"a\"\n", FormatPajek},
		{"pajek.txt", "*vertices 3\n", FormatPajek},
		{"ca-GrQc.txt", "# Directed graph\n# FromNodeId\tToNodeId\n3466\t937\n3466\t5233\n", FormatEdgeList},
		{"w.edges", "1 2 0.5\r\n2 3 1\r\n", FormatEdgeList},
		{"numbers-in-prose.txt", "2019 2020\nPublications follow\n", FormatCV},
		{"cv.yaml", "name:\n  first: Brandon\n  last: Amos\n", FormatCVData},
		{"cv.YML", "# my CV\nname: Ada\n", FormatCVData},
		{"resume.json", `{"basics": {"name": "Ada"}, "work": []}`, FormatCVData},
		{"resume", "{\n  \"basics\": {\"name\": \"Ada\"},\n  \"education\": []\n}", FormatCVData},
		{"basics-only.json", `[{"title": "basics", "basics": 1}]`, FormatPubData}, // not CSL-JSON in shape
		{"csl-names.json", `[{"title": "T", "author": [{"family": "Doe", "given": "J"}]}]`, FormatCSL},
		{"records-under-key.json", `{"site": {"papers": [{"title": "T", "writers": "J. Doe"}]}}`, FormatPubData},
		{"cv.txt", "%PDF-1.7\n%\xe2\xe3", FormatPDF},
		{"cv.docx", "PK\x03\x04\x14\x00", FormatDOCX},
		{"noext", "PK\x03\x04\x14\x00[Content_Types].xml word/document.xml", FormatDOCX},
		// One case for each way Detect decides, so that its steps stay
		// in the order they are tried.
		{"page.xml", `<?xml version="1.0"?><html><body>`, FormatHTML},
		{"other.xml", `<?xml version="1.0"?><records/>`, FormatDBLP},
		{"page.htm", "plain words", FormatHTML},
		{"notes.tex", "plain words", FormatLaTeX},
		{"notes.rst", "plain words", FormatRST},
		{"notes.org", "plain words", FormatOrg},
		{"site.toml", "plain words", FormatPubData},
		{"site.ts", "export const papers = []", FormatCode},
		{"list.yaml", "# papers\n- title: T\n  authors: A. Author\n", FormatPubData},
		{"list.csv", "title,authors,year\nT,A. Author,2020\n", FormatPubData},
		{"other.csv", "a,b\n1,2\n", FormatCV},
		{"orcid.json", `{"put-code": 1}`, FormatORCID},
		{"records.json", `[{"title": "T", "authors": "A. Author", "year": 2020}]`, FormatPubData},
		{"csl.json", `[{"title": "T", "author": [{"family": "Author", "given": "A"}]}]`, FormatCSL},
		{"orcid", `{"put-code": 1}`, FormatORCID},
		{"records", `[{"title": "T", "authors": "A. Author", "year": 2020}]`, FormatPubData},
		{"snippet", "text\n<head>\n", FormatHTML},
		{"list.txt", "title,authors,year\nT,A. Author,2020\n", FormatPubData},
	}
	for _, tt := range tests {
		if got := Detect(tt.name, []byte(tt.head)); got != tt.want {
			t.Errorf("Detect(%q, %q) = %s, want %s", tt.name, tt.head, got, tt.want)
		}
	}
}

func TestParseFormat(t *testing.T) {
	for _, s := range []string{"cv", "md", "HTML", "bib", "dblp", "csl", "orcid", "ris", "edgelist", "gml", "pajek", "cvdata", "yaml", "jsonresume", "pdf", "docx"} {
		f, ok := ParseFormat(s)
		if !ok || Readers[f] == nil {
			t.Errorf("ParseFormat(%q) = %q, %v; want a format with a reader", s, f, ok)
		}
	}
	if _, ok := ParseFormat("doc"); ok {
		t.Error("ParseFormat accepted doc")
	}
}

func TestDiscover(t *testing.T) {
	dir := t.TempDir()
	write := func(rel, text string) string {
		p := filepath.Join(dir, rel)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	write("b/cv.md", "x")
	write("a.bib", "x")
	write("astro.edges.txt", "1 2")
	write("astro_names.txt", "1 A")
	write("README.md", "docs")
	write("cv.pdf", "%PDF")
	write(".hidden/cv.md", "x")
	got, err := Discover([]string{dir})
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, in := range got {
		rel, _ := filepath.Rel(dir, in.Path)
		if in.NamesPath != "" {
			names, _ := filepath.Rel(dir, in.NamesPath)
			rel += " + " + names
		}
		if !in.FromFolder {
			t.Errorf("%s not marked as found in a folder", rel)
		}
		paths = append(paths, rel)
	}
	want := []string{"a.bib", "astro.edges.txt + astro_names.txt", "b/cv.md", "cv.pdf"}
	if diff := cmp.Diff(want, paths); diff != "" {
		t.Errorf("Discover (-want +got):\n%s", diff)
	}

	empty := filepath.Join(dir, "empty")
	os.Mkdir(empty, 0o755)
	if _, err := Discover([]string{empty}); !errors.Is(err, ErrNoInputs) || !strings.Contains(err.Error(), "empty") {
		t.Errorf("Discover(empty folder) = %v, want ErrNoInputs naming it", err)
	}
	if _, err := Discover([]string{filepath.Join(dir, "missing.txt")}); err == nil || !strings.Contains(err.Error(), "missing.txt") {
		t.Errorf("Discover(missing) = %v, want an error naming it", err)
	}
}

func TestReadInputRejects(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name, text string
		want       error
	}{
		{"empty.txt", "", pub.ErrEmpty},
		{"blank.md", " \n\t\n", pub.ErrEmpty},
		{"bom.txt", "\ufeff\n", pub.ErrEmpty},
		{"cv.pdf", "%PDF-1.7\n", ErrBrokenPDF},
		{"old.doc", "\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", ErrWordDoc},
		{"cv.docx", "PK\x03\x04 not really", ErrNotDOCX},
		{"photo.png", "\x89PNG\r\n", pub.ErrBinary},
		{"nul.txt", "abc\x00def", pub.ErrBinary},
		{"prose.txt", "Nothing here but a sentence.\n", pub.ErrNoRecords},
	}
	for _, tt := range tests {
		p := filepath.Join(dir, tt.name)
		os.WriteFile(p, []byte(tt.text), 0o644)
		_, _, err := ReadInput(Input{Path: p}, nil, Options{}, func(pub.Record) error { return nil })
		var pe *pub.ParseError
		if !errors.Is(err, tt.want) || !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), p) {
			t.Errorf("ReadInput(%s) = %v, want %v as a ParseError naming the file", tt.name, err, tt.want)
		}
	}
}

func TestDiscoverSkip(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "out"), 0o755)
	os.WriteFile(filepath.Join(dir, "cv.md"), []byte("x"), 0o644)
	os.WriteFile(filepath.Join(dir, "out", "report.md"), []byte("x"), 0o644)
	got, err := Discover([]string{dir}, filepath.Join(dir, "out"))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || filepath.Base(got[0].Path) != "cv.md" {
		t.Errorf("Discover with skip = %+v, want only cv.md", got)
	}
}
