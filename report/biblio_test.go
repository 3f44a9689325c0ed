package report

import (
	"bytes"
	"context"
	"encoding/csv"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

// TestBiblioColumns checks that times cited, keywords and abstracts from
// a citation index reach publications.csv, that people.csv gains the
// citations and h-index they give, and that the same paper listed twice
// (two exports) keeps the larger count and the keywords of both.
func TestBiblioColumns(t *testing.T) {
	b := graph.NewBuilder()
	add := func(file, title string, cited int, keywords []string, abstract string, names ...string) {
		p := &pub.Publication{Title: title, Year: 2021, Venue: "J. Tests", Kind: pub.KindJournal, Pos: pub.Position{File: file, Line: 1}}
		if cited >= 0 {
			p.TimesCited, p.HasTimesCited = cited, true
		}
		p.Keywords, p.Abstract = keywords, abstract
		for _, n := range names {
			p.Authors = append(p.Authors, pub.Author{Name: n})
		}
		if err := b.Add(pub.Record{Publication: p}); err != nil {
			t.Fatal(err)
		}
	}
	add("wos.txt", "Tides and Sensors", 5, []string{"tides"}, "We measure tides.", "Ann Lee", "Bo Chen")
	add("scopus.csv", "Tides and Sensors", 9, []string{"Sensors", "Tides"}, "", "Ann Lee", "Bo Chen")
	add("wos.txt", "Second Paper", 2, nil, "", "Ann Lee")
	add("cv.md", "Uncounted Paper", -1, nil, "", "Bo Chen", "Cy Diaz")
	c, err := b.Build(context.Background(), graph.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	m, err := analysis.Compute(context.Background(), c.CoauthorGraph(graph.ByPapers), analysis.MetricsOptions{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	d := Data{Corpus: c, Metrics: m}
	rows := func(table string, key string, cols ...string) map[string][]string {
		var buf bytes.Buffer
		if err := WriteTable(&buf, table, d); err != nil {
			t.Fatal(err)
		}
		recs, err := csv.NewReader(&buf).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		idx := map[string]int{}
		for i, h := range recs[0] {
			idx[h] = i
		}
		out := map[string][]string{}
		for _, r := range recs[1:] {
			var vals []string
			for _, c := range cols {
				i, ok := idx[c]
				if !ok {
					t.Fatalf("%s has no column %q: %v", table, c, recs[0])
				}
				vals = append(vals, r[i])
			}
			out[r[idx[key]]] = vals
		}
		return out
	}
	gotPubs := rows("publications.csv", "title", "times_cited", "keywords", "abstract")
	wantPubs := map[string][]string{
		"Tides and Sensors": {"9", "Sensors; Tides", "We measure tides."},
		"Second Paper":      {"2", "", ""},
		"Uncounted Paper":   {"", "", ""},
	}
	if diff := cmp.Diff(wantPubs, gotPubs); diff != "" {
		t.Errorf("publications.csv (-want +got):\n%s", diff)
	}
	gotPeople := rows("people.csv", "name", "citations", "h_index")
	wantPeople := map[string][]string{
		"Ann Lee": {"11", "2"},
		"Bo Chen": {"9", "1"},
		"Cy Diaz": {"", ""}, // no paper with a count: unknown, not zero
	}
	if diff := cmp.Diff(wantPeople, gotPeople); diff != "" {
		t.Errorf("people.csv (-want +got):\n%s", diff)
	}
	// The new columns have types in datapackage.json's schemas.
	dir := t.TempDir()
	for _, table := range []string{"people.csv", "publications.csv"} {
		var buf bytes.Buffer
		if err := WriteTable(&buf, table, d); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, table), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := DataPackage(dir, []string{"people.csv", "publications.csv"}); err != nil {
		t.Fatal(err)
	}
}
