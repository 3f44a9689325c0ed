package render

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// manyCommunities has 14 communities of sizes 14, 13, ..., 1 (by
// GroupSize), one drawn node each, listed smallest first.
func manyCommunities() Graph {
	var g Graph
	for c := 13; c >= 0; c-- {
		g.Nodes = append(g.Nodes, Node{ID: c, Label: fmt.Sprintf("P%d", c), Size: 0.5, Group: c,
			GroupSize: 14 - c, GroupName: fmt.Sprintf("community %d", c)})
	}
	return g
}

// TestTwelveColours: the 12 largest communities get 12 different
// colours, the rest are grey, and the legend lists them largest first,
// then "other".
func TestTwelveColours(t *testing.T) {
	if len(Palette) < 12 {
		t.Fatalf("palette has %d colours, want at least 12", len(Palette))
	}
	var buf bytes.Buffer
	if err := DOT(&buf, manyCommunities(), Options{Layout: "neato"}); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	fill := map[int]string{}
	for _, m := range regexp.MustCompile(`"n(\d+)" \[[^\]]*?fillcolor="(#[0-9A-F]{6})"`).FindAllStringSubmatch(out, -1) {
		var id int
		fmt.Sscan(m[1], &id)
		fill[id] = m[2]
	}
	seen := map[string]int{}
	for c := 0; c < 12; c++ {
		if fill[c] != Palette[c] {
			t.Errorf("community %d (size %d) is %q, want palette colour %d %s", c, 14-c, fill[c], c, Palette[c])
		}
		if prev, ok := seen[fill[c]]; ok {
			t.Errorf("communities %d and %d share colour %s", prev, c, fill[c])
		}
		seen[fill[c]] = c
	}
	for _, c := range []int{12, 13} {
		if _, ok := fill[c]; ok {
			t.Errorf("community %d beyond the palette is %s, want the default grey", c, fill[c])
		}
	}
	last := -1
	for c := 0; c < 12; c++ {
		i := strings.Index(out, fmt.Sprintf(">community %d<", c))
		if i < last {
			t.Errorf("legend lists community %d before a larger one", c)
		}
		last = i
	}
	if i := strings.Index(out, ">other or no community<"); i < last {
		t.Errorf("legend lacks a grey \"other\" entry after the communities")
	}
}

// TestColourOverrideLegendTooltip: a node's own colour beats its
// group's, a given legend replaces the communities, and the tooltip
// carries the measures.
func TestColourOverrideLegendTooltip(t *testing.T) {
	g := Graph{
		Nodes: []Node{
			{ID: 1, Label: "Ann", Size: 1, Group: 0, Colour: "#440154", Tooltip: "Ann · 3 papers · PageRank 0.5"},
			{ID: 2, Label: "Bo", Size: 1, Group: 0, Colour: "#FDE725"},
		},
		Edges:  []Edge{{U: 1, V: 2, Weight: 1}},
		Legend: []LegendItem{{"#440154", "first paper 2010"}, {"#FDE725", "first paper 2020"}},
	}
	var buf bytes.Buffer
	if err := DOT(&buf, g, Options{Layout: "neato"}); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, want := range []string{`fillcolor="#440154"`, `fillcolor="#FDE725"`, `tooltip="Ann · 3 papers · PageRank 0.5"`, `tooltip="Bo"`, ">first paper 2020<"} {
		if !strings.Contains(out, want) {
			t.Errorf("DOT lacks %s:\n%s", want, out)
		}
	}
	if strings.Contains(out, "Community 0") {
		t.Errorf("a given legend still lists communities")
	}
}
