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

func netAtCol(line, col int) pub.Position { return pub.Position{File: "in", Line: line, Column: col} }

func TestReadGML(t *testing.T) {
	runNetCases(t, ReadGML, []netCase{
		{
			name: "nodes, weighted edge, nested lists and comments skipped",
			input: `# written by hand
Creator "someone"
graph [
  directed 0
  node [ id 1 label "Doe, J" graphics [ x 1 y [ 2 ] ] ]
  node [ id 2 label "Roe,
 R &amp; co" ]
  edge [ source 1 target 2 value 2.5 ]
  edge [ source 2 target 2 weight 3 ]
  edge [ source 2 target 1 ]
]`,
			want: netResult{
				Nodes: []pub.Node{
					{ID: "1", Name: "Doe, J", Pos: netAtCol(5, 3)},
					{ID: "2", Name: "Roe,\n R & co", Pos: netAtCol(6, 3)},
				},
				Links: []pub.Link{
					{Source: "1", Target: "2", Weight: 2.5, Pos: netAtCol(8, 3)},
					{Source: "2", Target: "2", Weight: 3, Pos: netAtCol(9, 3)},
					{Source: "2", Target: "1", Weight: 1, Pos: netAtCol(10, 3)},
				},
			},
		},
		{
			name:  "names file overrides labels",
			input: "graph [ node [ id 1 label \"X\" ] node [ id 2 ] ]",
			names: map[string]string{"1": "Doe, J", "2": "Roe, R"},
			want: netResult{Nodes: []pub.Node{
				{ID: "1", Name: "Doe, J", Pos: netAtCol(1, 9)},
				{ID: "2", Name: "Roe, R", Pos: netAtCol(1, 33)},
			}},
		},
		{
			name:  "latin-1 label",
			input: "graph [ node [ id 1 label \"Erd\xF6s, P\" ] ]",
			want:  netResult{Nodes: []pub.Node{{ID: "1", Name: "Erdös, P", Pos: netAtCol(1, 9)}}},
		},
		{
			name:  "directed graph warned once",
			input: "graph [ directed 1 directed 1 edge [ source a target b ] ]",
			want: netResult{
				Links: []pub.Link{{Source: "a", Target: "b", Weight: 1, Pos: netAtCol(1, 31)}},
				Warnings: []string{"in:1:9: directed graph: edges are read as undirected co-authorship links",
					`in:1:45: edge end "a" is not an integer id`, `in:1:54: edge end "b" is not an integer id`},
			},
		},
		{
			name: "bad nodes and edges warned and skipped",
			input: `graph [
  node [ label "no id" ]
  edge [ source 1 ]
  edge [ source 1 target 2 value x ]
  edge [ source 1 target 2 value -2 ]
  "stray"
  [ 1 2 ]
  edge [ source 3 target 4 ]
  label
]
]
graph [ node [ id 9 label "open`,
			want: netResult{
				// The node cut off by the end of the input is still read.
				Nodes: []pub.Node{{ID: "9", Name: "open", Pos: netAtCol(12, 9)}},
				Links: []pub.Link{{Source: "3", Target: "4", Weight: 1, Pos: netAtCol(8, 3)}},
				Warnings: []string{
					"in:2:3: node has no id",
					"in:3:3: edge has no source or target",
					`in:4:34: edge weight "x" is not a finite number ≥ 0`,
					`in:5:34: edge weight "-2" is not a finite number ≥ 0`,
					`in:6:3: string "stray" where a key was expected`,
					"in:7:3: list where a key was expected",
					"in:9:3: key label has no value",
					"in:11:1: ] closes no [",
					`in:12:27: string is not closed by "`,
					"in:12:14: [ is not closed by ]",
					"in:12:7: [ is not closed by ]",
					"in:8:17: edge to node 3, which no node [ ] declares",
					"in:8:26: edge to node 4, which no node [ ] declares",
				},
			},
		},
	})
}

func TestReadGMLErrors(t *testing.T) {
	tests := []struct {
		name, input string
		want        error
	}{
		{"empty", "", pub.ErrEmpty},
		{"no graph", "Creator \"x\"\n", pub.ErrNoRecords},
		{"binary", "graph [\x00", pub.ErrBinary},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := ReadGML(strings.NewReader(tc.input), "in", Options{}, func(pub.Record) error { return nil })
			if !errors.Is(err, tc.want) {
				t.Errorf("error = %v, want %v", err, tc.want)
			}
		})
	}
}

// TestReadGMLFiles checks Newman's files against counts made with grep
// and records read off the files.
func TestReadGMLFiles(t *testing.T) {
	tests := []struct {
		file                string
		nodes, links        int
		firstNode           pub.Node
		firstLink, lastLink pub.Link
		warnings            int // an excerpt has edges to nodes left out
	}{
		{"netscience.gml", 1589, 2742,
			pub.Node{ID: "0", Name: "ABRAMSON, G", Pos: pub.Position{Line: 5, Column: 3}},
			pub.Link{Source: "1", Target: "0", Weight: 2.5, Pos: pub.Position{Line: 7950, Column: 3}},
			pub.Link{Source: "1588", Target: "76", Weight: 0.5, Pos: pub.Position{Line: 24396, Column: 3}}, 0},
		{"hepth-excerpt.gml", 3, 3,
			pub.Node{ID: "0", Name: "SARADZHEV, F", Pos: pub.Position{Line: 5, Column: 3}},
			pub.Link{Source: "2", Target: "1", Weight: 2.45, Pos: pub.Position{Line: 20, Column: 3}},
			pub.Link{Source: "5", Target: "3", Weight: 11, Pos: pub.Position{Line: 32, Column: 3}}, 4},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			got := readNetFileWarned(t, ReadGML, tc.file)
			if len(got.Warnings) != tc.warnings {
				t.Errorf("warnings: %q, want %d", got.Warnings, tc.warnings)
			}
			if len(got.Nodes) != tc.nodes || len(got.Links) != tc.links {
				t.Fatalf("got %d nodes, %d links; want %d, %d", len(got.Nodes), len(got.Links), tc.nodes, tc.links)
			}
			tc.firstNode.Pos.File = tc.file
			tc.firstLink.Pos.File, tc.lastLink.Pos.File = tc.file, tc.file
			if diff := cmp.Diff(tc.firstNode, got.Nodes[0]); diff != "" {
				t.Errorf("first node (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff([]pub.Link{tc.firstLink, tc.lastLink}, []pub.Link{got.Links[0], got.Links[len(got.Links)-1]}); diff != "" {
				t.Errorf("first and last links (-want +got):\n%s", diff)
			}
		})
	}
}

// readNetFile reads testdata/networks/file, failing on any warning.
func readNetFile(t *testing.T, read ReadFunc, file string) netResult {
	t.Helper()
	got := readNetFileWarned(t, read, file)
	if len(got.Warnings) > 0 {
		t.Errorf("warnings: %q", got.Warnings)
	}
	return got
}

// readNetFileWarned reads testdata/networks/file with its warnings.
func readNetFileWarned(t *testing.T, read ReadFunc, file string) netResult {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", "networks", file))
	if err != nil {
		t.Fatal(err)
	}
	got, err := netRead(read, file, data, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// TestNetscienceGMLPajek checks that the GML and Pajek forms of netscience
// give the same weighted edge set. Their ids differ (GML's 0 is Pajek's
// 1589), so edges are compared by the authors' names, which are unique.
func TestNetscienceGMLPajek(t *testing.T) {
	edges := func(res netResult) map[[2]string]float64 {
		name := make(map[string]string)
		seen := make(map[string]bool)
		for _, n := range res.Nodes {
			key := strings.ToUpper(n.Name)
			if seen[key] {
				t.Fatalf("name %q not unique", n.Name)
			}
			seen[key] = true
			name[n.ID] = key
		}
		set := make(map[[2]string]float64)
		for _, l := range res.Links {
			a, b := name[l.Source], name[l.Target]
			if a == "" || b == "" {
				t.Fatalf("link %+v between undeclared nodes", l)
			}
			if a > b {
				a, b = b, a
			}
			if _, dup := set[[2]string{a, b}]; dup {
				t.Fatalf("link %+v listed twice", l)
			}
			set[[2]string{a, b}] = l.Weight
		}
		return set
	}
	gml := edges(readNetFile(t, ReadGML, "netscience.gml"))
	pajek := edges(readNetFile(t, ReadPajek, "netscience.pajek.net"))
	if len(gml) != 2742 {
		t.Errorf("GML has %d edges, want 2742", len(gml))
	}
	if diff := cmp.Diff(gml, pajek); diff != "" {
		t.Errorf("edge sets differ (-gml +pajek):\n%s", diff)
	}
}

func FuzzReadGML(f *testing.F) {
	seedHostile(f) // the issue 12 cases (hostile_test.go)
	netSeeds(f, "graph [ node [ id 1 label \"a\" ] edge [ source 1 target 1 value 2 ] ]", "graph [ [ ] ] ] \"x")
	f.Fuzz(func(t *testing.T, input []byte) { netFuzz(t, ReadGML, input) })
}
