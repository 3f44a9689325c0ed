package render

import (
	"bytes"
	"errors"
	"flag"
	stdhtml "html"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"gonum.org/v1/gonum/graph/formats/dot"
	"gonum.org/v1/gonum/graph/formats/dot/ast"
)

var update = flag.Bool("update", false, "rewrite golden files")

// golden compares got with testdata/name, or rewrites the file with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
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
		t.Errorf("%s mismatch (-want +got):\n%s", path, diff)
	}
}

// trickyGraph is a small hand-made graph whose labels need escaping in DOT,
// in HTML-like labels and in SVG.
func trickyGraph() Graph {
	return Graph{
		Title:    `Co-authorship <network> & "friends"`,
		Subtitle: `top 6 people by PageRank; back\slash`,
		Nodes: []Node{
			{ID: 1, Label: `Ada "Countess" Lovelace`, Size: 1, Group: 0, GroupName: "Community 1: OSDI, SOSP (3 people)", Owner: true},
			{ID: 2, Label: `C:\Users\n\N`, Size: 0.5, Group: 0},
			{ID: 3, Label: "이서연", Size: 0.25, Group: 1, GroupName: "Community 2: <CHI> & UIST"},
			{ID: 4, Label: "José Álvarez-Żółć", Size: 0.1, Group: 1},
			{ID: 5, Label: "line\nbreak\tand\x00nul", Size: math.NaN(), Group: -1},
			{ID: 6, Label: "bad \xff utf8 trailing\\", Size: 2, Group: 7, Owner: true},
		},
		Edges: []Edge{
			{U: 2, V: 1, Weight: 3},
			{U: 1, V: 3, Weight: 1, Label: "2019 & 2021"},
			{U: 3, V: 4, Weight: 40},
			{U: 4, V: 5, Weight: math.NaN()},
			{U: 5, V: 5, Weight: 2},  // self-loop: not drawn
			{U: 6, V: 99, Weight: 1}, // unknown node: not drawn
			{U: 6, V: 1, Weight: 1.5},
		},
	}
}

func TestDOTGolden(t *testing.T) {
	tests := []struct {
		name string
		g    Graph
		opt  Options
	}{
		{"tricky.dot.golden", trickyGraph(), Options{}},
		{"tricky-sfdp-top3.dot.golden", trickyGraph(), Options{Layout: "sfdp", Top: 3}},
		{"empty.dot.golden", Graph{}, Options{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := DOT(&b, tt.g, tt.opt); err != nil {
				t.Fatal(err)
			}
			golden(t, tt.name, b.Bytes())
		})
	}
}

// TestDOTDeterministic checks that the order of nodes and edges in the
// input, and the direction of edges, do not change the output.
func TestDOTDeterministic(t *testing.T) {
	g := trickyGraph()
	var want bytes.Buffer
	if err := DOT(&want, g, Options{}); err != nil {
		t.Fatal(err)
	}
	r := trickyGraph()
	slices.Reverse(r.Nodes)
	slices.Reverse(r.Edges)
	for i := range r.Edges {
		r.Edges[i].U, r.Edges[i].V = r.Edges[i].V, r.Edges[i].U
	}
	var got bytes.Buffer
	if err := DOT(&got, r, Options{}); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want.String(), got.String()); diff != "" {
		t.Errorf("reordered input changed the DOT (-want +got):\n%s", diff)
	}
}

// TestDOTParses checks the golden graph against an independent DOT parser:
// every label must come back as its cleaned text.
func TestDOTParses(t *testing.T) {
	var b bytes.Buffer
	if err := DOT(&b, trickyGraph(), Options{}); err != nil {
		t.Fatal(err)
	}
	got := parsedLabels(t, b.String())
	want := map[string]string{
		"n1": `Ada "Countess" Lovelace`,
		"n2": `C:\Users\n\N`,
		"n3": "이서연",
		"n4": "José Álvarez-Żółć",
		"n5": "line break and nul",
		"n6": "bad ? utf8 trailing\\",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("labels after parsing (-want +got):\n%s", diff)
	}
}

// parsedLabels parses doc with gonum's DOT parser and returns each node's
// xlabel with DOT quoting undone.
func parsedLabels(t *testing.T, doc string) map[string]string {
	t.Helper()
	f, err := dot.ParseString(doc)
	if err != nil {
		t.Fatalf("gonum cannot parse the DOT: %v\n%s", err, doc)
	}
	if len(f.Graphs) != 1 {
		t.Fatalf("got %d graphs, want 1", len(f.Graphs))
	}
	labels := map[string]string{}
	for _, s := range f.Graphs[0].Stmts {
		n, ok := s.(*ast.NodeStmt)
		if !ok {
			continue
		}
		for _, a := range n.Attrs {
			if a.Key == "xlabel" {
				labels[unquote(n.Node.ID)] = unquote(a.Val)
			}
		}
	}
	return labels
}

// unquote undoes quote, or the bold HTML-like label of owners.
func unquote(s string) string {
	if h, ok := strings.CutPrefix(s, "<<B>"); ok {
		if h, ok := strings.CutSuffix(h, "</B>>"); ok {
			return stdhtml.UnescapeString(h)
		}
	}
	if len(s) < 2 || s[0] != '"' || s[len(s)-1] != '"' {
		return s
	}
	var b strings.Builder
	s = s[1 : len(s)-1]
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && (s[i+1] == '\\' || s[i+1] == '"') {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func TestDOTErrors(t *testing.T) {
	tests := []struct {
		name string
		g    Graph
		opt  Options
		want error
	}{
		{"unknown layout", trickyGraph(), Options{Layout: "osage"}, ErrLayout},
		{"duplicate ID", Graph{Nodes: []Node{{ID: 3}, {ID: 1}, {ID: 3}}}, Options{}, ErrDuplicateID},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			err := DOT(&b, tt.g, tt.opt)
			if !errors.Is(err, tt.want) {
				t.Errorf("DOT error = %v, want %v", err, tt.want)
			}
			if b.Len() != 0 {
				t.Errorf("DOT wrote %d bytes on error", b.Len())
			}
		})
	}
}

func TestFilter(t *testing.T) {
	g := Graph{
		Title: "t",
		Nodes: []Node{
			{ID: 5, Size: 0.5}, {ID: 2, Size: 0.9}, {ID: 9, Size: 0.5},
			{ID: 1, Size: math.NaN()}, {ID: 7, Size: 0.5}, {ID: 3, Size: -1},
		},
		Edges: []Edge{{U: 5, V: 2}, {U: 2, V: 9}, {U: 9, V: 7}, {U: 7, V: 5}, {U: 1, V: 3}, {U: 2, V: 2}},
	}
	ids := func(g Graph) []int {
		var out []int
		for _, n := range g.Nodes {
			out = append(out, n.ID)
		}
		return out
	}
	tests := []struct {
		top       int
		wantNodes []int
		wantEdges []Edge
	}{
		{0, []int{5, 2, 9, 1, 7, 3}, g.Edges},
		{-1, []int{5, 2, 9, 1, 7, 3}, g.Edges},
		{6, []int{5, 2, 9, 1, 7, 3}, g.Edges},
		{1, []int{2}, []Edge{{U: 2, V: 2}}},
		// Ties at 0.5 go to the smaller IDs 5 and 7; order is kept.
		{3, []int{5, 2, 7}, []Edge{{U: 5, V: 2}, {U: 7, V: 5}, {U: 2, V: 2}}},
		{4, []int{5, 2, 9, 7}, []Edge{{U: 5, V: 2}, {U: 2, V: 9}, {U: 9, V: 7}, {U: 7, V: 5}, {U: 2, V: 2}}},
		// NaN and negative sizes both count as 0; the tie goes to ID 1.
		{5, []int{5, 2, 9, 1, 7}, []Edge{{U: 5, V: 2}, {U: 2, V: 9}, {U: 9, V: 7}, {U: 7, V: 5}, {U: 2, V: 2}}},
	}
	for _, tt := range tests {
		t.Run(strings.Repeat("top", 1)+string(rune('0'+tt.top+1)), func(t *testing.T) {
			got := Filter(g, tt.top)
			if diff := cmp.Diff(tt.wantNodes, ids(got)); diff != "" {
				t.Errorf("nodes (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.wantEdges, got.Edges); diff != "" {
				t.Errorf("edges (-want +got):\n%s", diff)
			}
			if got.Title != g.Title {
				t.Errorf("title = %q, want %q", got.Title, g.Title)
			}
		})
	}
}

func TestChooseLayout(t *testing.T) {
	tests := []struct {
		nodes, edges int
		want         string
	}{
		{0, 0, "neato"},
		{40, 130, "neato"},
		{neatoMaxNodes, 5 * neatoMaxNodes, "neato"},
		{neatoMaxNodes + 1, 0, "sfdp"},
		{1000, 12500, "sfdp"},
		{300000, 2000000, "sfdp"},
	}
	for _, tt := range tests {
		if got := ChooseLayout(tt.nodes, tt.edges); got != tt.want {
			t.Errorf("ChooseLayout(%d, %d) = %q, want %q", tt.nodes, tt.edges, got, tt.want)
		}
	}
}

func TestPenWidth(t *testing.T) {
	tests := []struct {
		papers, want float64
	}{
		{math.NaN(), minPen}, {-3, minPen}, {0, minPen}, {1, minPen},
		{math.E, minPen + penLog}, {1e9, maxPen}, {math.Inf(1), maxPen},
	}
	for _, tt := range tests {
		if got := penWidth(tt.papers); math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("penWidth(%v) = %v, want %v", tt.papers, got, tt.want)
		}
	}
}

func TestLabelThinning(t *testing.T) {
	g := coauthorGraph(labelAllMax+1, 12, 3, 0, 1)
	want := map[string]bool{}
	for _, n := range byImportance(g.Nodes)[:labelTop] {
		want[n.Label] = true
	}
	var b bytes.Buffer
	if err := DOT(&b, g, Options{}); err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, l := range parsedLabels(t, b.String()) {
		got[l] = true
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("labelled nodes (-want +got):\n%s", diff)
	}
}

// FuzzDOT feeds arbitrary labels and checks that the DOT parses with
// gonum's parser and that each label comes back as clean(label).
func FuzzDOT(f *testing.F) {
	for _, n := range trickyGraph().Nodes {
		f.Add(n.Label, n.GroupName, trickyGraph().Title)
	}
	f.Add(`\`, `"`, `<<>>`)
	f.Add("\"\\\"", "]]>", "&#0;")
	f.Fuzz(func(t *testing.T, label, group, title string) {
		g := Graph{
			Title:    title,
			Subtitle: group,
			Nodes: []Node{
				{ID: 1, Label: label, Size: 1, Group: 0, GroupName: group, Owner: true},
				{ID: 2, Label: group, Size: 0.5, Group: 1, GroupName: label},
			},
			Edges: []Edge{{U: 1, V: 2, Weight: 2, Label: label}},
		}
		var b bytes.Buffer
		if err := DOT(&b, g, Options{}); err != nil {
			t.Fatal(err)
		}
		got := parsedLabels(t, b.String())
		want := map[string]string{}
		if l := clean(label); l != "" {
			want["n1"] = l
		}
		if l := clean(group); l != "" {
			want["n2"] = l
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("labels after parsing (-want +got):\n%s", diff)
		}
	})
}
