package svg

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/internal/wasmcache"
	"github.com/pubgraph/pubgraph/render"
	"github.com/pubgraph/pubgraph/render/internal/synthnet"
)

var examplePath = flag.String("example", "", "write the 40-person example drawing to this path")

// trickyGraph is a small hand-made graph whose labels need escaping in
// DOT, in HTML-like labels and in SVG (the same as render's tests use).
func trickyGraph() render.Graph {
	return render.Graph{
		Title:    `Co-authorship <network> & "friends"`,
		Subtitle: `top 6 people by PageRank; back\slash`,
		Nodes: []render.Node{
			{ID: 1, Label: `Ada "Countess" Lovelace`, Size: 1, Group: 0, GroupName: "Community 1: OSDI, SOSP (3 people)", Owner: true},
			{ID: 2, Label: `C:\Users\n\N`, Size: 0.5, Group: 0},
			{ID: 3, Label: "이서연", Size: 0.25, Group: 1, GroupName: "Community 2: <CHI> & UIST"},
			{ID: 4, Label: "José Álvarez-Żółć", Size: 0.1, Group: 1},
			{ID: 5, Label: "line\nbreak\tand\x00nul", Size: math.NaN(), Group: -1},
			{ID: 6, Label: "bad \xff utf8 trailing\\", Size: 2, Group: 7, Owner: true},
		},
		Edges: []render.Edge{
			{U: 2, V: 1, Weight: 3},
			{U: 1, V: 3, Weight: 1, Label: "2019 & 2021"},
			{U: 3, V: 4, Weight: 40},
			{U: 4, V: 5, Weight: math.NaN()},
			{U: 5, V: 5, Weight: 2},
			{U: 6, V: 99, Weight: 1},
			{U: 6, V: 1, Weight: 1.5},
		},
	}
}

// trickyText is the text of trickyGraph as the picture must show it.
var trickyText = []string{
	`Co-authorship <network> & "friends"`, `top 6 people by PageRank; back\slash`,
	`Ada "Countess" Lovelace`, `C:\Users\n\N`, "이서연", "José Álvarez-Żółć",
	"line break and nul", "bad ? utf8 trailing\\",
}

var realNames = []string{
	"Ada Lovelace", "Grace Hopper", "Kim Min-jun", "José Álvarez", "Zoë Ødegård",
	"Barbara Liskov", "Łukasz Żółć", "Frances Allen", "이서연", "Jean-Luc Dubois",
	"Hedy Lamarr", "Karin Müller", "Edsger Dijkstra", "Nguyễn Văn An", "Leslie Lamport",
	"Tony Hoare", "Fran Bilas", "Radia Perlman", "Donald Knuth", "Sophie Wilson",
	"Adele Goldberg", "Shafi Goldwasser", "Niklaus Wirth", "Margaret Hamilton", "Ken Thompson",
	"Dennis Ritchie", "Lynn Conway", "Yukihiro Matsumoto", "Anita Borg", "Jon Postel",
	"Silvio Micali", "Judea Pearl", "Robin Milner", "Carla Schroder", "Manuel Blum",
	"Liu Cixin", "Olga Ladyzhenskaya", "O'Brien \"Bo\" Smith", "Sarah Flannery", "Ivan Sutherland",
}

// coauthorGraph returns a synthetic co-authorship network of n people in
// groups communities: papers of 1–maxAuthors authors, each author slot a
// new person with probability 0.3, else an existing one in proportion to
// their papers. The first owners people are CV owners; names repeat
// realNames. The result depends only on the arguments.
func coauthorGraph(n, maxAuthors, groups, owners int, seed uint64) render.Graph {
	net := synthnet.Coauthor(n, maxAuthors, groups, seed)
	var out render.Graph
	for _, e := range net.Edges {
		out.Edges = append(out.Edges, render.Edge{U: e.U, V: e.V, Weight: e.Weight})
	}
	for i := range n {
		out.Nodes = append(out.Nodes, render.Node{
			ID: i, Label: realNames[i%len(realNames)], Size: net.Size[i],
			Group: net.Group[i], GroupName: fmt.Sprintf("Community %d", net.Group[i]+1), Owner: i < owners,
		})
	}
	out.Title = fmt.Sprintf("Co-authorship network: %d CVs, %d people, %d edges", owners, n, len(out.Edges))
	out.Subtitle = "node size = PageRank, colour = community"
	return out
}

// svgText returns the character data of every <text> element of an SVG
// document, failing the test if the document is not well-formed XML.
func svgText(t *testing.T, doc []byte) []string {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(doc))
	d.Strict = true
	var texts []string
	var in bool
	var cur strings.Builder
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			in = tok.Name.Local == "text"
			cur.Reset()
		case xml.CharData:
			if in {
				cur.Write(tok)
			}
		case xml.EndElement:
			if tok.Name.Local == "text" {
				texts = append(texts, cur.String())
				in = false
			}
		}
	}
	return texts
}

func TestWrite(t *testing.T) {
	example := coauthorGraph(40, 5, 4, 3, 7)
	exampleText := []string{example.Title, example.Subtitle}
	for _, n := range example.Nodes {
		exampleText = append(exampleText, n.Label)
	}
	tests := []struct {
		name string
		g    render.Graph
		opt  render.Options
		want []string
	}{
		{"tricky neato", trickyGraph(), render.Options{}, trickyText},
		{"tricky sfdp", trickyGraph(), render.Options{Layout: "sfdp"}, trickyText},
		{"tricky fdp", trickyGraph(), render.Options{Layout: "fdp"}, trickyText},
		{"tricky dot", trickyGraph(), render.Options{Layout: "dot"}, trickyText},
		{"tricky circo", trickyGraph(), render.Options{Layout: "circo"}, trickyText},
		{"tricky twopi", trickyGraph(), render.Options{Layout: "twopi"}, trickyText},
		{"example", example, render.Options{}, exampleText},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := Write(context.Background(), &b, tt.g, tt.opt); err != nil {
				t.Fatal(err)
			}
			texts := svgText(t, b.Bytes())
			for _, w := range tt.want {
				if !slices.Contains(texts, w) {
					t.Errorf("SVG has no <text> %q; it has %q", w, texts)
				}
			}
			if slices.ContainsFunc(texts, func(s string) bool { return strings.HasPrefix(s, "n") && strings.Trim(s[1:], "0123456789") == "" }) {
				t.Errorf("SVG shows a node's DOT name: %q", texts)
			}
			// Same input, same picture.
			var again bytes.Buffer
			if err := Write(context.Background(), &again, tt.g, tt.opt); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(b.Bytes(), again.Bytes()) {
				t.Errorf("two layouts of the same graph differ")
			}
		})
	}
}

// TestWritePlaced draws placed graphs (render.Place) at their positions
// with Graphviz's nop2: every name of a small graph is drawn, no DOT
// name shows, the same input gives the same bytes, and the picture is
// fitted: a 150-person map is a few thousand points wide, not tens of
// thousands.
func TestWritePlaced(t *testing.T) {
	for _, tt := range []struct {
		name     string
		g        render.Graph
		want     []string
		maxWidth float64
	}{
		{"tricky", trickyGraph(), trickyText, 1500},
		{"150 people", coauthorGraph(150, 8, 6, 3, 2), nil, 4 * render.MapSide(150)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g, err := render.Place(context.Background(), tt.g, rand.NewPCG(1, 2))
			if err != nil {
				t.Fatal(err)
			}
			var b, again bytes.Buffer
			if err := Write(context.Background(), &b, g, render.Options{}); err != nil {
				t.Fatal(err)
			}
			if err := Write(context.Background(), &again, g, render.Options{}); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(b.Bytes(), again.Bytes()) {
				t.Errorf("two drawings of the same placed graph differ")
			}
			texts := svgText(t, b.Bytes())
			for _, w := range tt.want {
				if !slices.Contains(texts, w) {
					t.Errorf("SVG has no <text> %q; it has %q", w, texts)
				}
			}
			if slices.ContainsFunc(texts, func(s string) bool {
				return (strings.HasPrefix(s, "n") || strings.HasPrefix(s, "l")) && strings.Trim(s[1:], "0123456789") == ""
			}) {
				t.Errorf("SVG shows a node's DOT name: %q", texts)
			}
			m := regexp.MustCompile(`<svg width="([\d.]+)pt" height="([\d.]+)pt"`).FindStringSubmatch(b.String())
			if m == nil {
				t.Fatalf("no <svg width=... height=...> in the picture")
			}
			width, _ := strconv.ParseFloat(m[1], 64)
			height, _ := strconv.ParseFloat(m[2], 64)
			if width > tt.maxWidth || height > tt.maxWidth+400 {
				t.Errorf("picture is %.0f x %.0f pt, want at most %.0f wide", width, height, tt.maxWidth)
			}
		})
	}
}

func TestWriteErrors(t *testing.T) {
	tests := []struct {
		name string
		g    render.Graph
		opt  render.Options
		want error
	}{
		{"unknown layout", trickyGraph(), render.Options{Layout: "osage"}, render.ErrLayout},
		{"duplicate ID", render.Graph{Nodes: []render.Node{{ID: 3}, {ID: 1}, {ID: 3}}}, render.Options{}, render.ErrDuplicateID},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := Write(context.Background(), &b, tt.g, tt.opt); !errors.Is(err, tt.want) {
				t.Errorf("Write error = %v, want %v", err, tt.want)
			}
			if b.Len() != 0 {
				t.Errorf("Write wrote %d bytes on error", b.Len())
			}
		})
	}
}

// TestWriteConcurrent checks that concurrent calls, which share one
// Graphviz instance, neither fail nor disturb each other's pictures.
func TestWriteConcurrent(t *testing.T) {
	var want bytes.Buffer
	if err := Write(context.Background(), &want, trickyGraph(), render.Options{}); err != nil {
		t.Fatal(err)
	}
	const workers = 4
	got := make([]bytes.Buffer, workers)
	errs := make(chan error, workers)
	for i := range workers {
		go func() { errs <- Write(context.Background(), &got[i], trickyGraph(), render.Options{}) }()
	}
	for range workers {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	for i := range got {
		if !bytes.Equal(want.Bytes(), got[i].Bytes()) {
			t.Errorf("concurrent call %d drew a different picture", i)
		}
	}
}

func TestWriteCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var b bytes.Buffer
	if err := Write(ctx, &b, trickyGraph(), render.Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("Write error = %v, want context.Canceled", err)
	}
	if b.Len() != 0 {
		t.Errorf("Write wrote %d bytes after cancellation", b.Len())
	}
}

// TestHostileLabels draws names and a title that try to inject markup or
// reorder text: the SVG is well-formed XML whose text shows them
// literally, with no bidi controls.
func TestHostileLabels(t *testing.T) {
	g := render.Graph{
		Title:    `<script>alert("t")</script> & co`,
		Subtitle: "evil\u202Etxt.exe",
		Nodes: []render.Node{
			{ID: 0, Label: `<img src=x onerror=alert(1)>`, Size: 1, Group: 0, Owner: true, GroupName: `</text><script>x</script>`},
			{ID: 1, Label: "Ann \u2066Lee\u2069 \"quoted\" \\N", Size: 0.5, Group: 0},
			{ID: 2, Label: "line\nbreak\x00nul", Size: 0.2, Group: 1},
		},
		Edges: []render.Edge{{U: 0, V: 1, Weight: 1}, {U: 1, V: 2, Weight: 2}},
	}
	placed, err := render.Place(context.Background(), g, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range []render.Graph{g, placed} {
		hostileSVG(t, g)
	}
}

// hostileSVG checks the SVG of TestHostileLabels's graph g.
func hostileSVG(t *testing.T, g render.Graph) {
	t.Helper()
	var svg bytes.Buffer
	if err := Write(context.Background(), &svg, g, render.Options{}); err != nil {
		t.Fatal(err)
	}
	s := svg.String()
	for _, bad := range []string{"<script", "<img", "\u202E", "\u2066"} {
		if strings.Contains(s, bad) {
			t.Errorf("SVG holds %q", bad)
		}
	}
	dec := xml.NewDecoder(strings.NewReader(s))
	dec.Strict = false // Graphviz writes a DOCTYPE with entities
	var text strings.Builder
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed: %v", err)
		}
		if cd, ok := tok.(xml.CharData); ok {
			text.Write(cd)
		}
	}
	for _, want := range []string{"<script>alert", "<img src=x"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("SVG text lacks %q shown literally", want)
		}
	}
}

// TestGraphvizCachePerUser checks that go-graphviz put its compilation
// cache in the user's own folder, not in a folder of the shared temp
// directory, and that TMPDIR is as it was.
func TestGraphvizCachePerUser(t *testing.T) {
	dir := wasmcache.Dir()
	if dir == "" {
		t.Skip("no cache folder could be made")
	}
	if _, err := os.Stat(filepath.Join(dir, "go-graphviz")); err != nil {
		t.Errorf("go-graphviz's cache is not under %s: %v", dir, err)
	}
	if got := os.TempDir(); got == dir {
		t.Errorf("TMPDIR still points at the cache folder %s", dir)
	}
}

func TestWriteExample(t *testing.T) {
	if *examplePath == "" {
		t.Skip("no -example path")
	}
	f, err := os.Create(*examplePath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := Write(context.Background(), f, coauthorGraph(40, 5, 4, 3, 7), render.Options{}); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkWrite times layout and SVG output on synthetic co-authorship
// graphs for the engines render.ChooseLayout picks between. Run one case
// at a time, e.g.
//
//	go test ./render/svg -run '^$' -bench 'Write/sfdp/5000' -benchtime 1x
func BenchmarkWrite(b *testing.B) {
	for _, layout := range []string{"neato", "fdp", "sfdp"} {
		for _, n := range []int{100, 1000, 5000} {
			g := coauthorGraph(n, 12, 8, 5, 1)
			b.Run(fmt.Sprintf("%s/%d", layout, n), func(b *testing.B) {
				for b.Loop() {
					var out bytes.Buffer
					if err := Write(context.Background(), &out, g, render.Options{Layout: layout}); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(len(g.Edges)), "edges")
			})
		}
	}
}
