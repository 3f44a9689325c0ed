package report

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

// exportCorpus is two groups joined by one person, an owner, an advisor
// with no papers (so no years), a name with an accent, quotes, an
// ampersand and angle brackets, and an ORCID.
func exportCorpus(t *testing.T) Data {
	t.Helper()
	b := graph.NewBuilder()
	pos := func(line int) pub.Position { return pub.Position{File: "cv.md", Line: line} }
	pb := func(line int, title string, year int, names ...string) {
		p := &pub.Publication{Title: title, Year: year, Venue: "OSDI", Kind: pub.KindConference, Pos: pos(line)}
		for _, n := range names {
			p.Authors = append(p.Authors, pub.Author{Name: n})
		}
		b.Add(pub.Record{Publication: p})
	}
	b.Add(pub.Record{Owner: &pub.Person{Name: "Ann Lee", ORCID: "0000-0002-1825-0097", Pos: pos(1)}})
	pb(10, "One", 2020, "Ann Lee", "Bo Chen", "Cy Díaz")
	pb(11, "Two", 2021, "Ann Lee", "Bo Chen")
	pb(12, "Three", 2022, "Cy Díaz", "Zoë \"Z\" <Ortiz> & Co", "Eli Fox")
	pb(13, "Four", 2023, "Zoë \"Z\" <Ortiz> & Co", "Eli Fox")
	b.Add(pub.Record{Relation: &pub.Relation{Person: "Ann Lee", Kind: pub.Advisor, Other: "Gil Ho", Pos: pos(3)}})
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

// exportFiles are every file of every network export format.
func exportFiles() []string {
	var files []string
	for _, f := range ExportFormats {
		if !slices.Contains(BibliographyFormats, f) {
			files = append(files, ExportFiles(f)...)
		}
	}
	return files
}

// TestExportGolden writes every export of exportCorpus and compares it with
// testdata/export, the files scripts/oracle_exports.py read with networkx
// and igraph to make oracle.json.
func TestExportGolden(t *testing.T) {
	d := exportCorpus(t)
	for _, name := range exportFiles() {
		t.Run(name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := WriteExport(&buf, name, d); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("testdata", "export", name)
			if *update {
				if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it, then scripts/oracle_exports.py)", err)
			}
			if diff := cmp.Diff(string(want), buf.String()); diff != "" {
				t.Errorf("%s changed (-want +got); rerun scripts/oracle_exports.py after -update:\n%s", name, diff)
			}
		})
	}
}

// oracleGraph is what networkx (or igraph) read from one export file.
type oracleGraph struct {
	Nodes map[string]map[string]any `json:"nodes"`
	Edges []struct {
		U, V  string
		Attrs map[string]any
	} `json:"edges"`
	// Types maps each attribute to the Python type names it was read as.
	Types map[string][]string `json:"types"`
}

// TestExportOracle checks that networkx and igraph read the exports back
// as the same network: every person with every attribute and its type,
// and every edge with its weights and years. testdata/export/oracle.json
// was made by scripts/oracle_exports.py (networkx 3.6.1, python-igraph
// 0.11) from the golden files that TestExportGolden keeps current.
func TestExportOracle(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("testdata", "export", "oracle.json"))
	if err != nil {
		t.Fatal(err)
	}
	var oracle map[string]oracleGraph
	if err := json.Unmarshal(raw, &oracle); err != nil {
		t.Fatal(err)
	}
	d := exportCorpus(t)
	nodes, edges := nodeAttributes(d), edgeAttributes(d)
	pyType := map[attrType]string{attrString: "str", attrInt: "int", attrDouble: "float", attrBool: "bool"}
	typed := func(a attribute, v string) any {
		switch a.typ {
		case attrInt, attrDouble:
			f, _ := strconv.ParseFloat(v, 64)
			return f
		case attrBool:
			return v == "true"
		}
		return v
	}
	approx := cmpopts.EquateApprox(0, 1e-9)
	for _, reader := range []string{"networkx graphml", "networkx json", "networkx gexf", "igraph graphml"} {
		t.Run(reader, func(t *testing.T) {
			got, ok := oracle[reader]
			if !ok {
				t.Fatalf("oracle.json has no %q", reader)
			}
			// Node ids are person ids in every format, so each joins
			// people.csv as it is.
			id := strconv.Itoa
			types := pyType
			if reader == "igraph graphml" {
				// igraph keeps every number as a float.
				types = map[attrType]string{attrString: "str", attrInt: "float", attrDouble: "float", attrBool: "bool"}
			}
			wantNodes := make(map[string]map[string]any)
			wantTypes := make(map[string][]string)
			for i := range d.Corpus.People {
				attrs := make(map[string]any)
				for _, a := range nodes {
					if reader == "networkx gexf" && a.name == "label" {
						continue // GEXF holds it in the node's label
					}
					if v, ok := a.value(i); ok {
						attrs[a.name] = typed(a, v)
						wantTypes[a.name] = []string{types[a.typ]}
					}
				}
				wantNodes[id(i)] = attrs
			}
			for _, a := range edges {
				if !(reader == "networkx gexf" && a.name == "weight") {
					wantTypes[a.name] = []string{types[a.typ]}
				}
			}
			if reader == "networkx gexf" {
				wantTypes["weight"] = []string{"float"}
			}
			if diff := cmp.Diff(wantNodes, got.Nodes, approx); diff != "" {
				t.Errorf("nodes (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(wantTypes, got.Types); diff != "" {
				t.Errorf("attribute types (-want +got):\n%s", diff)
			}
			if len(got.Edges) != d.Corpus.Edges.Len() {
				t.Fatalf("%d edges read back, want %d", len(got.Edges), d.Corpus.Edges.Len())
			}
			for i, e := range d.Corpus.Edges.All() {
				want := make(map[string]any)
				for _, a := range edges {
					if v, ok := a.value(i); ok {
						want[a.name] = typed(a, v)
					}
				}
				g := got.Edges[i]
				if g.U != id(int(e.U)) || g.V != id(int(e.V)) {
					t.Errorf("edge %d is %s–%s, want %s–%s", i, g.U, g.V, id(int(e.U)), id(int(e.V)))
				}
				if diff := cmp.Diff(want, g.Attrs, approx); diff != "" {
					t.Errorf("edge %d attributes (-want +got):\n%s", i, diff)
				}
			}
		})
	}
	// Pajek carries names (a double quote becomes a single one) and
	// weights only.
	got := oracle["networkx pajek"]
	for i, p := range d.Corpus.People {
		if want := strings.ReplaceAll(p.Name, `"`, "'"); got.Nodes[strconv.Itoa(i)]["label"] != want {
			t.Errorf("pajek node %d label = %v, want %q", i, got.Nodes[strconv.Itoa(i)]["label"], want)
		}
	}
	if len(got.Edges) != d.Corpus.Edges.Len() {
		t.Errorf("pajek: %d edges, want %d", len(got.Edges), d.Corpus.Edges.Len())
	}
	for i, e := range d.Corpus.Edges.All() {
		if i < len(got.Edges) && math.Abs(got.Edges[i].Attrs["weight"].(float64)-e.Papers) > 1e-9 {
			t.Errorf("pajek edge %d weight %v, want %v", i, got.Edges[i].Attrs["weight"], e.Papers)
		}
	}
}

func TestParseExports(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
		err  bool
	}{
		{"graphml", []string{"graphml"}, false},
		{"pajek, GEXF", []string{"gexf", "pajek"}, false},
		{"all", ExportFormats, false},
		{"", nil, false},
		{"graphml,dot", nil, true},
	} {
		got, err := ParseExports(tc.in)
		if (err != nil) != tc.err {
			t.Errorf("ParseExports(%q) error = %v", tc.in, err)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("ParseExports(%q) (-want +got):\n%s", tc.in, diff)
		}
	}
}

func TestVOSLabel(t *testing.T) {
	for in, want := range map[string]string{
		"Ann Lee":            "Ann Lee",
		"Lee, Ann":           `"Lee, Ann"`,
		"A; B":               `"A; B"`,
		`Zoë "Z" Ortiz`:      `"Zoë ""Z"" Ortiz"`,
		"tab\there\nnewline": "tab here newline",
	} {
		if got := vosLabel(in); got != want {
			t.Errorf("vosLabel(%q) = %q, want %q", in, got, want)
		}
	}
}
