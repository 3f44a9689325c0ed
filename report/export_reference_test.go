package report

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The graph export writers as they were before their edges were
// formatted a chunk at a time on every core: the reference the fast
// writers must match byte for byte.

func refExport(w io.Writer, name string, d Data) error {
	bw := bufio.NewWriter(w)
	var err error
	switch name {
	case "graph.graphml":
		err = refGraphML(bw, d)
	case "graph.gexf":
		err = refGEXF(bw, d)
	case "graph.json":
		err = refNodeLink(bw, d)
	case "vosviewer-map.txt":
		err = writeVOSMap(bw, d)
	case "vosviewer-network.txt":
		err = refVOSNetwork(bw, d)
	case "graph.net":
		err = refPajek(bw, d)
	default:
		return fmt.Errorf("unknown export file %q", name)
	}
	if err != nil {
		return err
	}
	return bw.Flush()
}

func refGraphML(w *bufio.Writer, d Data) error {
	nodes, edges := nodeAttributes(d), edgeAttributes(d)
	w.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	w.WriteString(`<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://graphml.graphdrawing.org/xmlns http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd">` + "\n")
	for _, a := range nodes {
		fmt.Fprintf(w, "  <key id=\"n_%s\" for=\"node\" attr.name=\"%s\" attr.type=\"%s\"/>\n", a.name, a.name, graphMLTypes[a.typ])
	}
	for _, a := range edges {
		fmt.Fprintf(w, "  <key id=\"e_%s\" for=\"edge\" attr.name=\"%s\" attr.type=\"%s\"/>\n", a.name, a.name, graphMLTypes[a.typ])
	}
	w.WriteString("  <graph id=\"coauthorship\" edgedefault=\"undirected\">\n")
	for i := range d.Corpus.People {
		fmt.Fprintf(w, "    <node id=\"%d\">\n", i)
		for _, a := range nodes {
			if v, ok := a.value(i); ok {
				fmt.Fprintf(w, "      <data key=\"n_%s\">%s</data>\n", a.name, xmlText(v))
			}
		}
		w.WriteString("    </node>\n")
	}
	for i, e := range d.Corpus.Edges.All() {
		fmt.Fprintf(w, "    <edge source=\"%d\" target=\"%d\">\n", e.U, e.V)
		for _, a := range edges {
			if v, ok := a.value(i); ok {
				fmt.Fprintf(w, "      <data key=\"e_%s\">%s</data>\n", a.name, v)
			}
		}
		w.WriteString("    </edge>\n")
	}
	w.WriteString("  </graph>\n</graphml>\n")
	return nil
}

func refGEXF(w *bufio.Writer, d Data) error {
	nodes, edges := nodeAttributes(d), edgeAttributes(d)
	first, _ := d.yearSpan()
	w.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	w.WriteString(`<gexf xmlns="http://www.gexf.net/1.2draft" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.gexf.net/1.2draft http://www.gexf.net/1.2draft/gexf.xsd" version="1.2">` + "\n")
	w.WriteString("  <meta>\n    <creator>pubgraph</creator>\n    <description>co-authorship network</description>\n  </meta>\n")
	w.WriteString("  <graph defaultedgetype=\"undirected\" mode=\"dynamic\" timeformat=\"integer\">\n")
	w.WriteString("    <attributes class=\"node\" mode=\"static\">\n")
	for _, a := range nodes[1:] { // label is the node's own label
		fmt.Fprintf(w, "      <attribute id=\"%s\" title=\"%s\" type=\"%s\"/>\n", a.name, a.name, gexfTypes[a.typ])
	}
	w.WriteString("    </attributes>\n    <attributes class=\"edge\" mode=\"static\">\n")
	for _, a := range edges[1:] {
		fmt.Fprintf(w, "      <attribute id=\"%s\" title=\"%s\" type=\"%s\"/>\n", a.name, a.name, gexfTypes[a.typ])
	}
	w.WriteString("    </attributes>\n    <nodes>\n")
	for i, p := range d.Corpus.People {
		fmt.Fprintf(w, "      <node id=\"%d\" label=\"%s\"", i, xmlText(p.Name))
		if first[i] != 0 {
			fmt.Fprintf(w, " start=\"%d\"", first[i])
		}
		w.WriteString(">\n        <attvalues>\n")
		for _, a := range nodes[1:] {
			if v, ok := a.value(i); ok {
				fmt.Fprintf(w, "          <attvalue for=\"%s\" value=\"%s\"/>\n", a.name, xmlText(v))
			}
		}
		w.WriteString("        </attvalues>\n      </node>\n")
	}
	w.WriteString("    </nodes>\n    <edges>\n")
	for i, e := range d.Corpus.Edges.All() {
		fmt.Fprintf(w, "      <edge id=\"%d\" source=\"%d\" target=\"%d\" weight=\"%s\"", i, e.U, e.V, ftoa(e.Papers))
		if e.FirstYear != 0 {
			fmt.Fprintf(w, " start=\"%d\"", e.FirstYear)
		}
		if e.LastYear != 0 {
			fmt.Fprintf(w, " end=\"%d\"", e.LastYear)
		}
		w.WriteString(">\n        <attvalues>\n")
		for _, a := range edges[1:] {
			if v, ok := a.value(i); ok {
				fmt.Fprintf(w, "          <attvalue for=\"%s\" value=\"%s\"/>\n", a.name, v)
			}
		}
		w.WriteString("        </attvalues>\n      </edge>\n")
	}
	w.WriteString("    </edges>\n  </graph>\n</gexf>\n")
	return nil
}

func refNodeLink(w *bufio.Writer, d Data) error {
	nodes, edges := nodeAttributes(d), edgeAttributes(d)
	w.WriteString("{\"directed\": false, \"multigraph\": false, \"graph\": {\"name\": \"coauthorship\"},\n\"nodes\": [")
	for i := range d.Corpus.People {
		if i > 0 {
			w.WriteByte(',')
		}
		fmt.Fprintf(w, "\n{\"id\": %d", i)
		for _, a := range nodes {
			if v, ok := a.value(i); ok {
				fmt.Fprintf(w, ", %q: ", a.name)
				refJSONValue(w, a.typ, v)
			}
		}
		w.WriteByte('}')
	}
	w.WriteString("],\n\"edges\": [")
	for i, e := range d.Corpus.Edges.All() {
		if i > 0 {
			w.WriteByte(',')
		}
		fmt.Fprintf(w, "\n{\"source\": %d, \"target\": %d", e.U, e.V)
		for _, a := range edges {
			if v, ok := a.value(i); ok {
				fmt.Fprintf(w, ", %q: ", a.name)
				refJSONValue(w, a.typ, v)
			}
		}
		w.WriteByte('}')
	}
	w.WriteString("]}\n")
	return nil
}

func refVOSNetwork(w *bufio.Writer, d Data) error {
	for _, e := range d.Corpus.Edges.All() {
		fmt.Fprintf(w, "%d\t%d\t%s\n", e.U+1, e.V+1, ftoa(e.Papers))
	}
	return nil
}

func refPajek(w *bufio.Writer, d Data) error {
	c := d.Corpus
	fmt.Fprintf(w, "*Vertices %d\n", len(c.People))
	for i, p := range c.People {
		fmt.Fprintf(w, "%d \"%s\"\n", i+1, pajekName(p.Name))
	}
	w.WriteString("*Edges\n")
	for _, e := range c.Edges.All() {
		fmt.Fprintf(w, "%d %d %s\n", e.U+1, e.V+1, ftoa(e.Papers))
	}
	return nil
}

// TestFastExportsMatchReference: the exports, their edges formatted a
// chunk at a time on several goroutines, are byte for byte what the
// writers before them wrote, on corpora with every awkward value.
func TestFastExportsMatchReference(t *testing.T) {
	old := chunkRows
	defer func() { chunkRows = old }()
	for seed := range uint64(4) {
		d := randomData(seed, 6+int(seed)*10, seed >= 2, seed%2 == 1)
		for _, name := range exportFiles() {
			var want bytes.Buffer
			if err := refExport(&want, name, d); err != nil {
				t.Fatal(err)
			}
			for _, chunk := range []int{4, 8, 64, 1 << 20} {
				chunkRows = chunk
				var got bytes.Buffer
				if err := WriteExport(&got, name, Prepare(d)); err != nil {
					t.Fatal(err)
				}
				if diff := cmp.Diff(want.String(), got.String()); diff != "" {
					t.Errorf("seed %d, %s, chunks of %d (-before +now):\n%s", seed, name, chunk, diff)
				}
			}
		}
	}
}

func refJSONValue(w *bufio.Writer, t attrType, v string) {
	if t == attrString {
		b, _ := json.Marshal(v)
		w.Write(b)
		return
	}
	w.WriteString(v)
	if t == attrDouble && !strings.ContainsAny(v, ".eEn") {
		w.WriteString(".0")
	}
}

// FuzzExportText checks the fast paths of XML and JSON text against
// encoding/xml's and encoding/json's escaping.
func FuzzExportText(f *testing.F) {
	for _, s := range cells {
		f.Add(s)
	}
	f.Add("a\x7fb")
	f.Add("\xff")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := string(appendXMLText(nil, s)), xmlText(s); got != want {
			t.Errorf("appendXMLText(%q) = %q, want %q", s, got, want)
		}
		want, _ := json.Marshal(s)
		if got := string(appendJSONValue(nil, attrString, s)); got != string(want) {
			t.Errorf("appendJSONValue(%q) = %q, want %q", s, got, want)
		}
	})
}
