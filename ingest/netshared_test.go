package ingest

import (
	"os"
	"path/filepath"
	"testing"
)

// sharedNetworks is the shared data folder, beside the repository.
var sharedNetworks = filepath.Join("..", "..", "shared", "data", "networks")

// TestSharedNetworks reads every network of the shared data and checks its
// size against the figures its README, header or MANIFEST entry gives
// (SNAP's edge counts include self-loops, so they are split here into
// edges without self-loops plus loops). Nodes are the ids of links and of
// Node records; edges are unordered pairs of distinct nodes.
func TestSharedNetworks(t *testing.T) {
	if _, err := os.Stat(sharedNetworks); err != nil {
		t.Skipf("shared data not available: %v", err)
	}
	tests := []struct {
		file, names string
		read        ReadFunc
		rows        int // links emitted
		nodes       int
		edges       int // unique, without self-loops
		loops       int // unique self-loops
	}{
		// README: 16706 nodes (with the names file), 121251 edges.
		{"astro-ph.edges.txt", "astro-ph_names.txt", ReadEdgeList, 121251, 16706, 121251, 0},
		// README: 16726 nodes, 47594 edges.
		{"cond-mat.edges.txt", "cond-mat_names.txt", ReadEdgeList, 47594, 16726, 47594, 0},
		// Header "# ca-AstroPh 17903 197031 50": 197031 rows, 59 of them loops.
		{"snap-ca-AstroPh.lcc.txt", "", ReadEdgeList, 197031, 17903, 196972, 59},
		// SNAP: 23133 nodes, 93497 edges = 93439 + 58 loops; each edge both ways.
		{"snap-ca-CondMat.txt", "", ReadEdgeList, 186936, 23133, 93439, 58},
		// SNAP: 5242 nodes, 14496 edges = 14484 + 12 loops; 28980 rows.
		{"snap-ca-GrQc.txt", "", ReadEdgeList, 28980, 5242, 14484, 12},
		// SNAP: 12008 nodes, 118521 edges = 118489 + 32 loops; 237010 rows.
		{"snap-ca-HepPh.txt", "", ReadEdgeList, 237010, 12008, 118489, 32},
		// SNAP: 9877 nodes, 25998 edges = 25973 + 25 loops; 51971 rows.
		{"snap-ca-HepTh.txt", "", ReadEdgeList, 51971, 9877, 25973, 25},
		// Newman: 1589 scientists, 2742 edges.
		{"netscience.gml", "", ReadGML, 2742, 1589, 2742, 0},
		{"netscience.pajek.net", "", ReadPajek, 2742, 1589, 2742, 0},
		// Newman: 8361 authors; 15751 edges counted with grep -c source.
		{"hep-th.gml", "", ReadGML, 15751, 8361, 15751, 0},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			var opt Options
			if tc.names != "" {
				f, err := os.Open(filepath.Join(sharedNetworks, tc.names))
				if err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				if opt.Names, err = ReadNodeNames(f, tc.names); err != nil {
					t.Fatal(err)
				}
				if len(opt.Names) != tc.nodes {
					t.Errorf("%d names, want %d", len(opt.Names), tc.nodes)
				}
			}
			data, err := os.ReadFile(filepath.Join(sharedNetworks, tc.file))
			if err != nil {
				t.Fatal(err)
			}
			got, err := netRead(tc.read, tc.file, data, opt)
			if err != nil {
				t.Fatal(err)
			}
			if len(got.Warnings) > 0 {
				t.Errorf("%d warnings, first %q", len(got.Warnings), got.Warnings[0])
			}
			nodes := make(map[string]bool)
			for _, n := range got.Nodes {
				nodes[n.ID] = true
			}
			edges := make(map[[2]string]bool)
			loops := make(map[string]bool)
			for _, l := range got.Links {
				nodes[l.Source], nodes[l.Target] = true, true
				switch {
				case l.Source == l.Target:
					loops[l.Source] = true
				case l.Source < l.Target:
					edges[[2]string{l.Source, l.Target}] = true
				default:
					edges[[2]string{l.Target, l.Source}] = true
				}
			}
			if len(got.Links) != tc.rows || len(nodes) != tc.nodes || len(edges) != tc.edges || len(loops) != tc.loops {
				t.Errorf("got %d rows, %d nodes, %d edges, %d loops; want %d, %d, %d, %d",
					len(got.Links), len(nodes), len(edges), len(loops), tc.rows, tc.nodes, tc.edges, tc.loops)
			}
		})
	}
}
