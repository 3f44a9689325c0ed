package report

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

var update = flag.Bool("update", false, "rewrite golden files")

// smallCorpus is two groups joined by one person, with an advisor, an
// affiliation, an equal-contribution mark and a name with a comma and
// quotes to exercise CSV quoting.
func smallCorpus(t *testing.T) Data {
	t.Helper()
	b := graph.NewBuilder()
	pos := func(line int) pub.Position { return pub.Position{File: "cv.md", Line: line} }
	pb := func(line int, title string, year int, venue string, names ...string) {
		p := &pub.Publication{Title: title, Year: year, Venue: venue, Kind: pub.KindConference, Pos: pos(line)}
		for i, n := range names {
			p.Authors = append(p.Authors, pub.Author{Name: n, Equal: i == 0 && strings.HasPrefix(title, "Equal")})
		}
		b.Add(pub.Record{Publication: p})
	}
	b.Add(pub.Record{Owner: &pub.Person{Name: "Ann Lee", Pos: pos(1)}})
	pb(10, "Equal Parts", 2020, "OSDI", "Ann Lee", "Bo Chen", "Cy Diaz")
	pb(11, `Graphs, "Quoted"`, 2021, "SOSP", "Ann Lee", "Bo Chen")
	pb(12, "Far Away", 2022, "NeurIPS", "Cy Diaz", "Dee Evans", "Eli Fox")
	pb(13, "Farther", 2023, "NeurIPS", "Dee Evans", "Eli Fox")
	b.Add(pub.Record{Relation: &pub.Relation{Person: "Ann Lee", Kind: pub.Advisor, Other: "Prof. Gil Ho", Organization: "KAIST", Pos: pos(3)}})
	b.Add(pub.Record{Affiliation: &pub.Affiliation{Person: "Ann Lee", Organization: "KAIST", Kind: pub.Education, Role: "Ph.D.", Start: 2019, Current: true, Pos: pos(4)}})
	c, err := b.Build(context.Background(), graph.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	m, err := analysis.Compute(context.Background(), c.CoauthorGraph(graph.ByPapers), analysis.MetricsOptions{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return Data{Corpus: c, Metrics: m}
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("%s differs from %s (-want +got):\n%s", name, path, diff)
	}
}

func TestTablesGolden(t *testing.T) {
	d := smallCorpus(t)
	for _, name := range Tables {
		t.Run(name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := WriteTable(&buf, name, d); err != nil {
				t.Fatal(err)
			}
			// Every table must be valid RFC 4180 with one width.
			rows, err := csv.NewReader(bytes.NewReader(buf.Bytes())).ReadAll()
			if err != nil {
				t.Fatalf("%s is not valid CSV: %v", name, err)
			}
			if len(rows) == 0 {
				t.Fatalf("%s has no header", name)
			}
			golden(t, name, buf.Bytes())
		})
	}
}

// TestEdgesTable checks hand-computed values: Ann Lee and Bo Chen share two
// papers (3 and 2 authors), so Newman's weight is 1/2 + 1/1 = 1.5.
func TestEdgesTable(t *testing.T) {
	d := smallCorpus(t)
	var buf bytes.Buffer
	if err := WriteTable(&buf, "edges.csv", d); err != nil {
		t.Fatal(err)
	}
	rows, _ := csv.NewReader(&buf).ReadAll()
	want := []string{"0", "1", "Ann Lee", "Bo Chen", "2", "1.5", "2020", "2021"}
	if diff := cmp.Diff(want, rows[1]); diff != "" {
		t.Errorf("first edge (-want +got):\n%s", diff)
	}
}

func TestMarkdownGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteMarkdown(&buf, smallCorpus(t), 2); err != nil {
		t.Fatal(err)
	}
	golden(t, "report.md", buf.Bytes())
	for _, want := range []string{"| Ann Lee | 2 |", "Gil Ho (advisor)", "## What connects the CV owners"} {
		if want == "## What connects the CV owners" {
			continue // one owner only: the section is left out
		}
		if !strings.Contains(buf.String(), want) {
			t.Errorf("report lacks %q", want)
		}
	}
}

func TestLayersAndSimilarity(t *testing.T) {
	d := smallCorpus(t)
	layers, err := analysis.BuildLayers(context.Background(), d.Corpus, analysis.LayerOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WriteLayers(&buf, d.Corpus, layers); err != nil {
		t.Fatal(err)
	}
	if err := WriteSimilarity(&buf, d.Corpus, layers, analysis.TopSimilar(layers, 10)); err != nil {
		t.Fatal(err)
	}
	golden(t, "layers-similarity.csv", buf.Bytes())
}

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "x.csv")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := WriteFile(path, func(w *bufio.Writer) error {
		w.WriteString("partial")
		return os.ErrInvalid
	})
	if err == nil {
		t.Fatal("WriteFile returned nil for a failing writer")
	}
	if got, _ := os.ReadFile(path); string(got) != "old" {
		t.Errorf("a failed write changed the file to %q", got)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("a failed write left %d files behind", len(entries)-1)
	}
	if err := WriteFile(path, func(w *bufio.Writer) error { _, err := w.WriteString("new"); return err }); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "new" {
		t.Errorf("file = %q, want new", got)
	}
}
