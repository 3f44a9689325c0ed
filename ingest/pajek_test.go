package ingest

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

func TestReadPajek(t *testing.T) {
	runNetCases(t, ReadPajek, []netCase{
		{
			name: "vertices with quoted names and coordinates, weighted edges",
			input: "% comment\r\n*Network coauthors\r\n*Vertices 3\r\n1 \"Doe, J\" 0.1 0.2 0.5\r\n" +
				"2 Roe\r\n3 \"Erd\xF6s, P\"\r\n*Edges\r\n1 2 2.5\r\n2 3\r\n3 1 1 c Blue\r\n1 3 c Blue",
			want: netResult{
				Nodes: []pub.Node{
					{ID: "1", Name: "Doe, J", Pos: netAt(4)},
					{ID: "2", Name: "Roe", Pos: netAt(5)},
					{ID: "3", Name: "Erdös, P", Pos: netAt(6)},
				},
				Links: []pub.Link{
					{Source: "1", Target: "2", Weight: 2.5, Pos: netAt(8)},
					{Source: "2", Target: "3", Weight: 1, Pos: netAt(9)},
					{Source: "3", Target: "1", Weight: 1, Pos: netAt(10)},
					{Source: "1", Target: "3", Weight: 1, Pos: netAt(11)},
				},
			},
		},
		{
			name:  "unlisted vertices implied by the count, names file applied",
			input: "*vertices 4\n2 \"B\"\n*edgeslist\n1 2 3\n4\n",
			names: map[string]string{"3": "Three", "2": "Two"},
			want: netResult{
				Nodes: []pub.Node{
					{ID: "2", Name: "Two", Pos: netAt(2)},
					{ID: "1", Pos: netAt(1)},
					{ID: "3", Name: "Three", Pos: netAt(1)},
					{ID: "4", Pos: netAt(1)},
				},
				Links: []pub.Link{
					{Source: "1", Target: "2", Weight: 1, Pos: netAt(4)},
					{Source: "1", Target: "3", Weight: 1, Pos: netAt(4)},
				},
			},
		},
		{
			name:  "arcs warned once, matrix",
			input: "*Arcs\n1 2 3\n*Arcs\n2 1\n*Matrix\n0 2\nx 0\n",
			want: netResult{
				Links: []pub.Link{
					{Source: "1", Target: "2", Weight: 3, Pos: netAt(2)},
					{Source: "2", Target: "1", Weight: 1, Pos: netAt(4)},
					{Source: "1", Target: "2", Weight: 2, Pos: netAt(6)},
				},
				Warnings: []string{
					"in:1: arcs are read as undirected co-authorship links",
					`in:7:1: matrix entry "x" is not a finite number ≥ 0`,
				},
			},
		},
		{
			name:  "bad lines and foreign sections",
			input: "1 2\n*Vertices many\n*Edges\n1\n1 2 -1\n1 2 0\n*Partition p\n1\n",
			want: netResult{
				Links: []pub.Link{{Source: "1", Target: "2", Weight: 0, Pos: netAt(6)}},
				Warnings: []string{
					"in:1:1: line outside any *Vertices or *Edges section",
					`in:2:11: vertex count "many" is not a number`,
					"in:4:2: edge line has one vertex, want two",
					`in:5:5: edge weight "-1" is not a finite number ≥ 0`,
					"in:7:1: section *Partition is not a network part; skipped",
				},
			},
		},
	})
}

func TestReadPajekErrors(t *testing.T) {
	tests := []struct {
		name, input string
		want        error
	}{
		{"empty", "", pub.ErrEmpty},
		{"no sections", "% only a comment\n*Network x\n", pub.ErrNoRecords},
		{"binary", "*Vertices\x00", pub.ErrBinary},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := ReadPajek(strings.NewReader(tc.input), "in", Options{}, func(pub.Record) error { return nil })
			if !errors.Is(err, tc.want) {
				t.Errorf("error = %v, want %v", err, tc.want)
			}
		})
	}
}

// TestReadPajekNetscience checks counts and records read off the file.
func TestReadPajekNetscience(t *testing.T) {
	const file = "netscience.pajek.net"
	got := readNetFile(t, ReadPajek, file)
	if len(got.Nodes) != 1589 || len(got.Links) != 2742 {
		t.Fatalf("got %d nodes, %d links; want 1589, 2742", len(got.Nodes), len(got.Links))
	}
	pos := func(line int) pub.Position { return pub.Position{File: file, Line: line} }
	wantNodes := []pub.Node{{ID: "1", Name: "Kuperman, M", Pos: pos(20)}, {ID: "1589", Name: "Abramson, G", Pos: pos(1608)}}
	if diff := cmp.Diff(wantNodes, []pub.Node{got.Nodes[0], got.Nodes[1588]}); diff != "" {
		t.Errorf("first and last nodes (-want +got):\n%s", diff)
	}
	wantLinks := []pub.Link{{Source: "1", Target: "1589", Weight: 2.5, Pos: pos(1610)}, {Source: "1588", Target: "76", Weight: 0.5, Pos: pos(4351)}}
	if diff := cmp.Diff(wantLinks, []pub.Link{got.Links[0], got.Links[2741]}); diff != "" {
		t.Errorf("first and last links (-want +got):\n%s", diff)
	}
}

func FuzzReadPajek(f *testing.F) {
	seedHostile(f) // the issue 12 cases (hostile_test.go)
	netSeeds(f, "*Vertices 3\n1 \"a b\"\n*Arcs\n1 2 3\n*Edgeslist\n1 2 3\n*Matrix\n0 1\n1 0\n", "*vertices 99999999\n")
	f.Fuzz(func(t *testing.T, input []byte) { netFuzz(t, ReadPajek, input) })
}
