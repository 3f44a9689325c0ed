package report

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// placedCorpus is exportCorpus with a layout that places everyone but
// the last person, with a two-colour palette.
func placedCorpus(t *testing.T) (Data, map[string][2]float64, map[string]string) {
	d := exportCorpus(t)
	n := len(d.Corpus.People)
	l := &Layout{Palette: []string{"#0072B2", "#E69F00"}, Other: "#BBBBBB"}
	pos := map[string][2]float64{}
	colour := map[string]string{}
	for i := range n {
		c := d.Metrics.Communities.Community[i]
		colour[itoa(i)] = l.Other
		if c < len(l.Palette) {
			colour[itoa(i)] = l.Palette[c]
		}
		if i == n-1 {
			continue
		}
		x, y := float64(10*i)+0.125, -float64(i)*3.5
		l.People, l.X, l.Y = append(l.People, i), append(l.X, x), append(l.Y, y)
		pos[itoa(i)] = [2]float64{0.01 * float64(int(x*100+0.5)), y}
	}
	d.Layout = l
	return d, pos, colour
}

// TestExportDrawingGEXF: with a layout, every GEXF node carries a viz
// colour of its community and a size, and placed people a position; the
// file stays well-formed XML in the viz namespace.
func TestExportDrawingGEXF(t *testing.T) {
	d, wantPos, wantColour := placedCorpus(t)
	var buf bytes.Buffer
	if err := WriteExport(&buf, "graph.gexf", d); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Nodes []struct {
			ID    string `xml:"id,attr"`
			Color *struct {
				R int `xml:"r,attr"`
				G int `xml:"g,attr"`
				B int `xml:"b,attr"`
			} `xml:"http://www.gexf.net/1.2draft/viz color"`
			Position *struct {
				X float64 `xml:"x,attr"`
				Y float64 `xml:"y,attr"`
			} `xml:"http://www.gexf.net/1.2draft/viz position"`
			Size *struct {
				Value float64 `xml:"value,attr"`
			} `xml:"http://www.gexf.net/1.2draft/viz size"`
		} `xml:"graph>nodes>node"`
	}
	if err := xml.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Nodes) != len(d.Corpus.People) {
		t.Fatalf("%d nodes, want %d", len(doc.Nodes), len(d.Corpus.People))
	}
	gotPos := map[string][2]float64{}
	gotColour := map[string]string{}
	for _, n := range doc.Nodes {
		if n.Position != nil {
			gotPos[n.ID] = [2]float64{n.Position.X, n.Position.Y}
		}
		if n.Color == nil || n.Size == nil || !(n.Size.Value >= 4 && n.Size.Value <= 30) {
			t.Errorf("node %s: colour %v, size %v", n.ID, n.Color, n.Size)
			continue
		}
		gotColour[n.ID] = fmt.Sprintf("#%02X%02X%02X", n.Color.R, n.Color.G, n.Color.B)
	}
	if diff := cmp.Diff(wantPos, gotPos); diff != "" {
		t.Errorf("positions (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(wantColour, gotColour); diff != "" {
		t.Errorf("colours (-want +got):\n%s", diff)
	}
	// Without a layout, no viz at all (the golden files check the rest).
	buf.Reset()
	if err := WriteExport(&buf, "graph.gexf", exportCorpus(t)); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(buf.String(), "viz") {
		t.Errorf("a GEXF without layout speaks of viz")
	}
}

// TestExportDrawingNetworkx reads the GEXF and GraphML with a layout
// back with networkx (skipped when python3 or networkx is absent; the
// GEXF is 1.2draft, which networkx 2.8 reads too): positions and colours
// come back as written.
func TestExportDrawingNetworkx(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3")
	}
	if exec.Command(python, "-c", "import networkx").Run() != nil {
		t.Skip("no networkx")
	}
	d, wantPos, wantColour := placedCorpus(t)
	dir := t.TempDir()
	for _, name := range []string{"graph.gexf", "graph.graphml"} {
		var buf bytes.Buffer
		if err := WriteExport(&buf, name, d); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	script := `
import json, sys, networkx as nx
g = nx.read_gexf(sys.argv[1] + "/graph.gexf")
h = nx.read_graphml(sys.argv[1] + "/graph.graphml")
out = {"gexf": {}, "graphml": {}}
for n, a in g.nodes(data=True):
    v = a.get("viz", {})
    c = v.get("color", {})
    p = v.get("position")
    out["gexf"][n] = {"colour": "#%02X%02X%02X" % (c["r"], c["g"], c["b"]), "pos": [p["x"], p["y"]] if p else None}
for n, a in h.nodes(data=True):
    out["graphml"][n] = {"colour": a["color"], "pos": [a["x"], a["y"]] if "x" in a else None}
json.dump(out, sys.stdout)
`
	raw, err := exec.Command(python, "-c", script, dir).Output()
	if err != nil {
		t.Fatalf("networkx: %v", err)
	}
	var got map[string]map[string]struct {
		Colour string      `json:"colour"`
		Pos    *[2]float64 `json:"pos"`
	}
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatal(err)
	}
	for _, format := range []string{"gexf", "graphml"} {
		gotPos, gotColour := map[string][2]float64{}, map[string]string{}
		for id, n := range got[format] {
			gotColour[id] = n.Colour
			if n.Pos != nil {
				gotPos[id] = *n.Pos
			}
		}
		if diff := cmp.Diff(wantPos, gotPos); diff != "" {
			t.Errorf("%s positions read by networkx (-want +got):\n%s", format, diff)
		}
		if diff := cmp.Diff(wantColour, gotColour); diff != "" {
			t.Errorf("%s colours read by networkx (-want +got):\n%s", format, diff)
		}
	}
}
