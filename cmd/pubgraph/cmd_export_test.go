package main

import (
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/report"
)

// TestAnalyzeExport asks for every export format and checks that each file
// holds the whole network: as many nodes as people.csv has rows and as
// many edges as edges.csv, not just the drawn top.
func TestAnalyzeExport(t *testing.T) {
	out := t.TempDir()
	code, _, stderr := pubgraph(t, "", "analyze", "-q", "--no-svg", "--top", "5", "--export", "all", "--out", out, seeds)
	if code != 0 {
		t.Fatalf("analyze exited %d: %s", code, stderr)
	}
	peopleRows := readCSV(t, filepath.Join(out, "people.csv"))
	people := len(peopleRows) - 1
	linked := 0 // VOSviewer's map holds the people with a co-author
	for _, row := range peopleRows[1:] {
		if row[4] != "0" {
			linked++
		}
	}
	edges := len(readCSV(t, filepath.Join(out, "edges.csv"))) - 1
	read := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	var gml struct {
		Nodes []struct{} `xml:"graph>node"`
		Edges []struct{} `xml:"graph>edge"`
	}
	if err := xml.Unmarshal(read("graph.graphml"), &gml); err != nil {
		t.Fatalf("graph.graphml: %v", err)
	}
	var gexf struct {
		Nodes []struct{} `xml:"graph>nodes>node"`
		Edges []struct {
			Start string `xml:"start,attr"`
		} `xml:"graph>edges>edge"`
	}
	if err := xml.Unmarshal(read("graph.gexf"), &gexf); err != nil {
		t.Fatalf("graph.gexf: %v", err)
	}
	var nl struct {
		Nodes []map[string]any `json:"nodes"`
		Edges []map[string]any `json:"edges"`
	}
	if err := json.Unmarshal(read("graph.json"), &nl); err != nil {
		t.Fatalf("graph.json: %v", err)
	}
	vosMap := strings.Count(string(read("vosviewer-map.txt")), "\n") - 1
	vosNet := strings.Count(string(read("vosviewer-network.txt")), "\n")
	pajek := string(read("graph.net"))
	pajekEdges := strings.Count(pajek[strings.Index(pajek, "*Edges"):], "\n") - 1
	for _, c := range []struct {
		what        string
		nodes, want int
	}{
		{"graphml nodes", len(gml.Nodes), people}, {"graphml edges", len(gml.Edges), edges},
		{"gexf nodes", len(gexf.Nodes), people}, {"gexf edges", len(gexf.Edges), edges},
		{"json nodes", len(nl.Nodes), people}, {"json edges", len(nl.Edges), edges},
		{"vosviewer map lines", vosMap, linked}, {"vosviewer network lines", vosNet, edges},
		{"pajek edges", pajekEdges, edges},
	} {
		if c.nodes != c.want {
			t.Errorf("%s = %d, want %d", c.what, c.nodes, c.want)
		}
	}
	if !strings.HasPrefix(pajek, "*Vertices ") {
		t.Errorf("graph.net does not start with *Vertices")
	}
	if len(gexf.Edges) > 0 && gexf.Edges[0].Start == "" {
		t.Errorf("gexf edges carry no start year for Gephi's timeline")
	}
	for _, attr := range []string{"label", "pagerank", "community", "component", "owner", "first_year", "last_year", "papers"} {
		if _, ok := nl.Nodes[0][attr]; !ok {
			t.Errorf("graph.json node lacks %q: %v", attr, nl.Nodes[0])
		}
	}
}

// TestAnalyzeExportUnknown rejects an unknown format before reading
// anything: exit 2 and no output folder.
func TestAnalyzeExportUnknown(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	code, _, stderr := pubgraph(t, "", "analyze", "--export", "graphml,dot", "--out", out, seeds)
	if code != exitUsage || !strings.Contains(stderr, `"dot"`) {
		t.Errorf("exit %d, stderr %q; want 2 naming \"dot\"", code, stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a rejected command line created %s", out)
	}
}

// TestAnalyzeDataPackage checks that analyze describes its tables in a
// datapackage.json that validates, and writes arXiv ids as text.
func TestAnalyzeDataPackage(t *testing.T) {
	out := t.TempDir()
	if code, _, stderr := pubgraph(t, "", "analyze", "-q", "--no-svg", "--out", out, seeds); code != 0 {
		t.Fatalf("analyze exited %d: %s", code, stderr)
	}
	if err := report.ValidateDataPackage(out); err != nil {
		t.Fatal(err)
	}
	for _, row := range readCSV(t, filepath.Join(out, "publications.csv"))[1:] {
		if id := row[9]; id != "" && !strings.HasPrefix(id, "arXiv:") {
			t.Errorf("arxiv id %q is not written arXiv:ID", id)
		}
	}
}

// TestExportDeterministic: the same input gives the same exports and
// report.html, byte for byte.
func TestExportDeterministic(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	for _, out := range []string{a, b} {
		if code, _, stderr := pubgraph(t, "", "analyze", "-q", "--no-svg", "--export", "all", "--out", out, seeds); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
	}
	names := []string{"report.html", "datapackage.json"}
	for _, f := range report.ExportFormats {
		names = append(names, report.ExportFiles(f)...)
	}
	for _, name := range names {
		x, err1 := os.ReadFile(filepath.Join(a, name))
		y, err2 := os.ReadFile(filepath.Join(b, name))
		if err1 != nil || err2 != nil || string(x) != string(y) {
			t.Errorf("%s differs between two runs (%v, %v)", name, err1, err2)
		}
	}
}
