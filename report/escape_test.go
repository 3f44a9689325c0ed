package report

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"golang.org/x/net/html"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

// hostileNames are names and titles as an attacker or an unlucky input
// writes them: markup, quotes, backslashes, bidi controls, line breaks,
// NUL, formula starts and table syntax.
var hostileNames = []string{
	`Ann <img src=x onerror=alert(1)> Lee`,
	`Bo "Quote" O'Hara`,
	`Cy Back\slash\`,
	"Dee \u202Eevil\u202C Name",
	"Eve\nNew\rLine\tTab",
	"Fay\x00Nul\x01",
	`=HYPERLINK("http://x")`,
	"| pipe | *star* _under_ [link](javascript:x) `code`",
	`</script><script>alert(1)</script>`,
	"&amp; &#60; ]]> <!-- -->",
	"\xff\xfe bad UTF-8",
}

// visible is what a name should read as wherever it is written: line
// breaks and tabs a space, other controls, bidi controls and invalid
// UTF-8 gone, and runs of spaces one.
func visible(s string) string {
	s = strings.Map(func(r rune) rune {
		switch {
		case r == '\n' || r == '\r' || r == '\t':
			return ' '
		case unicode.IsControl(r) || pub.IsBidiControl(r) || r == '\uFEFF' || r == '\u2028' || r == '\u2029':
			return -1
		}
		return r
	}, s)
	return strings.Join(strings.Fields(s), " ")
}

// FuzzMarkdownEscape puts mdEscape(s) in a table cell of a markdown
// document, renders it with goldmark as report.html does, and parses the
// HTML: the cell holds text only (no element, so no onerror attribute
// can reach a page), the table keeps its two columns, and the text reads
// as s does.
func FuzzMarkdownEscape(f *testing.F) {
	for _, s := range hostileNames {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		md := "| a | b |\n|---|---|\n| x | " + mdEscape(s) + " |\n"
		if strings.ContainsAny(mdEscape(s), "\n\r<>") {
			t.Fatalf("mdEscape(%q) = %q holds a line break or an angle bracket", s, mdEscape(s))
		}
		for _, r := range mdEscape(s) {
			if pub.IsBidiControl(r) || unicode.IsControl(r) {
				t.Fatalf("mdEscape(%q) holds %U", s, r)
			}
		}
		var out bytes.Buffer
		if err := goldmark.New(goldmark.WithExtensions(extension.Table)).Convert([]byte(md), &out); err != nil {
			t.Fatal(err)
		}
		doc, err := html.Parse(&out)
		if err != nil {
			t.Fatal(err)
		}
		var cells []*html.Node
		var walk func(n *html.Node)
		walk = func(n *html.Node) {
			if n.Type == html.ElementNode && n.Data == "td" {
				cells = append(cells, n)
			}
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				walk(c)
			}
		}
		walk(doc)
		if len(cells) != 2 {
			t.Fatalf("%d cells, want 2:\n%s", len(cells), out.String())
		}
		var text strings.Builder
		for c := cells[1].FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.TextNode {
				t.Fatalf("the cell of %q holds a %s element:\n%s", s, c.Data, out.String())
			}
			text.WriteString(c.Data)
		}
		if got, want := strings.Join(strings.Fields(text.String()), " "), visible(s); got != want {
			t.Errorf("the cell of %q reads %q, want %q", s, got, want)
		}
	})
}

// FuzzPajekName reads a vertex line written with pajekName back as Pajek
// and igraph do (the text between the quotes) and as networkx does
// (shlex, POSIX rules): both give the same label, with no quote or
// backslash to end it early.
func FuzzPajekName(f *testing.F) {
	for _, s := range hostileNames {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		name := pajekName(s)
		if strings.ContainsAny(name, "\"\\\n\r") {
			t.Fatalf("pajekName(%q) = %q", s, name)
		}
		for _, r := range name {
			if pub.IsBidiControl(r) || unicode.IsControl(r) {
				t.Fatalf("pajekName(%q) holds %U", s, r)
			}
		}
		line := `7 "` + name + `"`
		end := strings.LastIndexByte(line, '"')
		if pajek := line[3:end]; pajek != name {
			t.Errorf("Pajek reads %q, wrote %q", pajek, name)
		}
		if got := shlexSecond(line); got != name {
			t.Errorf("shlex reads %q, wrote %q", got, name)
		}
	})
}

// shlexSecond returns the second word of line split by POSIX shell rules
// as Python's shlex.split does, for lines without backslashes.
func shlexSecond(line string) string {
	var words []string
	var cur strings.Builder
	inQuote, inWord := false, false
	for _, r := range line {
		switch {
		case r == '"':
			inQuote, inWord = !inQuote, true
		case !inQuote && (r == ' ' || r == '\t'):
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	if len(words) != 2 {
		return "<" + strings.Join(words, "|") + ">"
	}
	return words[1]
}

// FuzzXMLText writes s with xmlText as an attribute and as text and reads
// the document back with encoding/xml: both read as s, with the
// characters XML cannot hold as U+FFFD.
func FuzzXMLText(f *testing.F) {
	for _, s := range hostileNames {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		doc := `<a v="` + xmlText(s) + `">` + xmlText(s) + `</a>`
		var got struct {
			V    string `xml:"v,attr"`
			Text string `xml:",chardata"`
		}
		if err := xml.Unmarshal([]byte(doc), &got); err != nil {
			t.Fatalf("%q: %v", doc, err)
		}
		want := strings.Map(func(r rune) rune {
			if r == utf8.RuneError || !(r == 0x09 || r == 0x0A || r == 0x0D || r >= 0x20 && r <= 0xD7FF || r >= 0xE000 && r <= 0xFFFD || r >= 0x10000 && r <= 0x10FFFF) {
				return '\uFFFD'
			}
			return r
		}, s)
		if got.V != want || got.Text != want {
			t.Errorf("read back %q and %q, want %q", got.V, got.Text, want)
		}
	})
}

// hostileNamesData is a corpus whose people carry hostileNames, as the
// readers leave them (CleanText first), in one paper with a hostile title.
func hostileNamesData(t *testing.T) Data {
	t.Helper()
	b := graph.NewBuilder()
	p := &pub.Publication{Title: pub.CleanText(`A <img src=x onerror=alert(1)> study`), Year: 2020, Venue: "J. <b>X</b>", Kind: pub.KindJournal, Pos: pub.Position{File: "x.bib", Line: 1}}
	for _, n := range hostileNames {
		p.Authors = append(p.Authors, pub.Author{Name: pub.CleanText(n)})
	}
	b.Add(pub.Record{Publication: p})
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

// TestHostileHTML writes report.html for hostile names and titles and
// parses it as a browser does: four scripts, no element with an event
// attribute, and the page data gives every name back.
func TestHostileHTML(t *testing.T) {
	d := hostileNamesData(t)
	people := make([]int, len(d.Corpus.People))
	xs := make([]float64, len(people))
	for i := range people {
		people[i] = i
	}
	md := "# R\n\n| person |\n|---|\n"
	for _, p := range d.Corpus.People {
		md += "| " + mdEscape(p.Name) + " |\n"
	}
	var buf bytes.Buffer
	if err := WriteHTML(&buf, d, HTMLView{Title: hostileNames[0], People: people, X: xs, Y: xs, Palette: []string{"#000"}, Other: "#999", Markdown: []byte(md)}); err != nil {
		t.Fatal(err)
	}
	doc, err := html.Parse(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	scripts := 0
	var data string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			for _, a := range n.Attr {
				if strings.HasPrefix(strings.ToLower(a.Key), "on") {
					t.Errorf("<%s> has an attribute %s=%q", n.Data, a.Key, a.Val)
				}
			}
			if n.Data == "img" {
				t.Errorf("an <img> element reached the page")
			}
			if n.Data == "script" {
				scripts++
				for _, a := range n.Attr {
					if a.Key == "id" && a.Val == "pubgraph-data" && n.FirstChild != nil {
						data = n.FirstChild.Data
					}
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	if scripts != 4 {
		t.Errorf("%d scripts, want 4", scripts)
	}
	var page htmlData
	if err := json.Unmarshal([]byte(data), &page); err != nil {
		t.Fatalf("page data: %v", err)
	}
	var got, want []string
	for _, n := range page.Nodes {
		got = append(got, n.Label)
	}
	for _, p := range d.Corpus.People {
		want = append(want, p.Name)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("names in the page data (-want +got):\n%s", diff)
	}
}

// TestExportsReadBack writes the Pajek, GraphML and GEXF exports of
// hostile names and reads them with networkx and igraph (Debian's
// python3-networkx and python3-igraph): every reader gets every name
// back, as visible() writes it for Pajek and exactly for XML.
func TestExportsReadBack(t *testing.T) {
	// Debian's python3 has the apt modules; the one on PATH may be
	// another (pyenv) with modules of its own: ask both.
	var pythons []string
	for _, p := range []string{"python3", "/usr/bin/python3"} {
		if path, err := exec.LookPath(p); err == nil && !slices.Contains(pythons, path) {
			pythons = append(pythons, path)
		}
	}
	if len(pythons) == 0 {
		t.Skip("no python3")
	}
	d := hostileNamesData(t)
	dir := t.TempDir()
	for _, name := range []string{"graph.net", "graph.graphml", "graph.gexf"} {
		var b bytes.Buffer
		if err := WriteExport(&b, name, d); err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, name), b.Bytes(), 0o644)
	}
	script := `
import json, sys
d = sys.argv[1]
out = {}
try:
    import networkx as nx
    out["networkx pajek"] = sorted(str(n) for n in nx.read_pajek(d + "/graph.net").nodes())
    g = nx.read_graphml(d + "/graph.graphml")
    out["networkx graphml"] = sorted(str(a.get("label", a.get("name"))) for _, a in g.nodes(data=True))
    g = nx.read_gexf(d + "/graph.gexf")
    out["networkx gexf"] = sorted(str(a.get("label")) for _, a in g.nodes(data=True))
except ImportError:
    pass
try:
    import igraph
    out["igraph pajek"] = sorted(igraph.Graph.Read_Pajek(d + "/graph.net").vs["id"])
    g = igraph.Graph.Read_GraphML(d + "/graph.graphml")
    attr = "label" if "label" in g.vs.attributes() else "name"
    out["igraph graphml"] = sorted(g.vs[attr])
except ImportError:
    pass
print(json.dumps(out))
`
	got := map[string][]string{}
	for _, py := range pythons {
		cmd := exec.Command(py, "-c", script, dir)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		stdout, err := cmd.Output()
		if err != nil {
			t.Fatalf("%s: %v\n%s", py, err, stderr.String())
		}
		if err := json.Unmarshal(stdout, &got); err != nil {
			t.Fatalf("%v: %s", err, stdout)
		}
	}
	if len(got) == 0 {
		t.Skip("neither networkx nor igraph in python3 (apt-get install python3-networkx python3-igraph)")
	}
	var exact, pajek []string
	for _, p := range d.Corpus.People {
		exact = append(exact, p.Name)
		pajek = append(pajek, pajekName(p.Name))
	}
	slices.Sort(exact)
	slices.Sort(pajek)
	for reader, names := range got {
		want := exact
		if strings.HasSuffix(reader, "pajek") {
			want = pajek
		}
		if diff := cmp.Diff(want, names); diff != "" {
			t.Errorf("%s read (-want +got):\n%s", reader, diff)
		}
	}
}

// FuzzHTMLNames writes report.html for two people, one named s, and
// parses it as a browser does: four scripts, no element with an event
// attribute, and the page data gives the name back as it was.
func FuzzHTMLNames(f *testing.F) {
	for _, s := range hostileNames {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d := exportCorpus(t)
		d.Corpus.People[0].Name = s
		var buf bytes.Buffer
		v := HTMLView{Title: s, Subtitle: s, People: []int{0, 1}, X: []float64{0, 1}, Y: []float64{1, 0},
			Palette: []string{"#000"}, Other: "#999", Markdown: []byte("| " + mdEscape(s) + " |\n|---|\n")}
		if err := WriteHTML(&buf, d, v); err != nil {
			t.Fatal(err)
		}
		doc, err := html.Parse(&buf)
		if err != nil {
			t.Fatal(err)
		}
		scripts := 0
		var data string
		var walk func(n *html.Node)
		walk = func(n *html.Node) {
			if n.Type == html.ElementNode {
				for _, a := range n.Attr {
					if strings.HasPrefix(strings.ToLower(a.Key), "on") {
						t.Errorf("<%s> has an attribute %s", n.Data, a.Key)
					}
				}
				if n.Data == "script" {
					scripts++
					for _, a := range n.Attr {
						if a.Key == "id" && a.Val == "pubgraph-data" && n.FirstChild != nil {
							data = n.FirstChild.Data
						}
					}
				}
			}
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				walk(c)
			}
		}
		walk(doc)
		if scripts != 4 {
			t.Fatalf("%d scripts for %q, want 4", scripts, s)
		}
		var page htmlData
		if err := json.Unmarshal([]byte(data), &page); err != nil {
			t.Fatalf("page data for %q: %v", s, err)
		}
		if want := strings.ToValidUTF8(s, "\uFFFD"); len(page.Nodes) == 0 || page.Nodes[0].Label != want && page.Nodes[0].Label != strings.Map(func(r rune) rune { return r }, s) {
			t.Errorf("label %q, want %q", page.Nodes[0].Label, s)
		}
	})
}
