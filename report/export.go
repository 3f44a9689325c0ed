package report

import (
	"bufio"
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

// ExportFormats are the export formats, by the name that "analyze
// --export" takes: the network's (WriteExport writes them), then
// BibliographyFormats.
var ExportFormats = append([]string{"graphml", "gexf", "json", "vosviewer", "pajek"}, BibliographyFormats...)

// ExportFiles returns the files a graph export format writes.
func ExportFiles(format string) []string {
	switch format {
	case "graphml":
		return []string{"graph.graphml"}
	case "gexf":
		return []string{"graph.gexf"}
	case "json":
		return []string{"graph.json"}
	case "vosviewer":
		return []string{"vosviewer-map.txt", "vosviewer-network.txt"}
	case "pajek":
		return []string{"graph.net"}
	case "bibtex":
		return []string{"publications.bib"}
	case "csl":
		return []string{"publications.csl.json"}
	case "ris":
		return []string{"publications.ris"}
	}
	return nil
}

// ParseExports reads a comma-separated list of export formats ("graphml,
// gexf" or "all") into the formats in ExportFormats order, or returns an
// error naming the unknown one.
func ParseExports(list string) ([]string, error) {
	want := make(map[string]bool)
	for _, f := range strings.Split(list, ",") {
		f = strings.ToLower(strings.TrimSpace(f))
		switch {
		case f == "":
		case f == "all":
			for _, g := range ExportFormats {
				want[g] = true
			}
		case slices.Contains(ExportFormats, f):
			want[f] = true
		default:
			return nil, fmt.Errorf("unknown export format %q (known: %s, all)", f, strings.Join(ExportFormats, ", "))
		}
	}
	var out []string
	for _, f := range ExportFormats {
		if want[f] {
			out = append(out, f)
		}
	}
	return out, nil
}

// WriteExport writes the export file called name (one of ExportFiles of
// a format not in BibliographyFormats) for the whole network: every person, with every measure, community,
// component, owner flag, first and last year and paper count, and every
// co-authorship with its weights and years.
func WriteExport(w io.Writer, name string, d Data) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	var err error
	switch name {
	case "graph.graphml":
		err = writeGraphML(bw, d)
	case "graph.gexf":
		err = writeGEXF(bw, d)
	case "graph.json":
		err = writeNodeLink(bw, d)
	case "vosviewer-map.txt":
		err = writeVOSMap(bw, d)
	case "vosviewer-network.txt":
		err = writeVOSNetwork(bw, d)
	case "graph.net":
		err = writePajek(bw, d)
	case "publications.bib", "publications.csl.json", "publications.ris":
		return fmt.Errorf("%s is a bibliography: write Bibliography(d.Corpus) with the writer of its format", name)
	default:
		return fmt.Errorf("unknown export file %q", name)
	}
	if err != nil {
		return err
	}
	return bw.Flush()
}

// xmlText escapes s for XML text and attribute values; characters XML
// 1.0 cannot hold become U+FFFD.
func xmlText(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return b.String()
}

var graphMLTypes = map[attrType]string{attrString: "string", attrInt: "int", attrDouble: "double", attrBool: "boolean"}

// writeGraphML writes GraphML (http://graphml.graphdrawing.org/) with one
// typed <key> per attribute, as networkx, igraph, Cytoscape and Gephi
// read it. Node ids are person ids as people.csv has them ("12"), so
// nx.read_graphml(path, node_type=int) joins people.csv as it is.
func writeGraphML(w *bufio.Writer, d Data) error {
	nodes, edges := append(nodeAttributes(d), drawingAttributes(d)...), edgeAttributes(d)
	w.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	w.WriteString(`<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://graphml.graphdrawing.org/xmlns http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd">` + "\n")
	for _, a := range nodes {
		fmt.Fprintf(w, "  <key id=\"n_%s\" for=\"node\" attr.name=\"%s\" attr.type=\"%s\"/>\n", a.name, a.name, graphMLTypes[a.typ])
	}
	for _, a := range edges {
		fmt.Fprintf(w, "  <key id=\"e_%s\" for=\"edge\" attr.name=\"%s\" attr.type=\"%s\"/>\n", a.name, a.name, graphMLTypes[a.typ])
	}
	w.WriteString("  <graph id=\"coauthorship\" edgedefault=\"undirected\">\n")
	if err := writeChunked(w, len(d.Corpus.People), chunkRows/4, func(b []byte, lo, hi int) []byte {
		for i := lo; i < hi; i++ {
			b = append(b, `    <node id="`...)
			b = strconv.AppendInt(b, int64(i), 10)
			b = append(b, "\">\n"...)
			for _, a := range nodes {
				if v, ok := a.value(i); ok {
					b = append(b, `      <data key="n_`...)
					b = append(b, a.name...)
					b = append(b, `">`...)
					b = appendXMLText(b, v)
					b = append(b, "</data>\n"...)
				}
			}
			b = append(b, "    </node>\n"...)
		}
		return b
	}); err != nil {
		return err
	}
	es := &d.Corpus.Edges
	err := writeChunked(w, es.Len(), chunkRows/4, func(b []byte, lo, hi int) []byte {
		for _, e := range es.Range(lo, hi) {
			b = append(b, `    <edge source="`...)
			b = strconv.AppendInt(b, int64(e.U), 10)
			b = append(b, `" target="`...)
			b = strconv.AppendInt(b, int64(e.V), 10)
			b = append(b, "\">\n      <data key=\"e_weight\">"...)
			b = appendFtoa(b, e.Papers)
			b = append(b, "</data>\n      <data key=\"e_fractional\">"...)
			b = appendFtoa(b, e.Fractional)
			b = append(b, "</data>\n"...)
			if e.FirstYear != 0 {
				b = append(b, `      <data key="e_first_year">`...)
				b = strconv.AppendInt(b, int64(e.FirstYear), 10)
				b = append(b, "</data>\n"...)
			}
			if e.LastYear != 0 {
				b = append(b, `      <data key="e_last_year">`...)
				b = strconv.AppendInt(b, int64(e.LastYear), 10)
				b = append(b, "</data>\n"...)
			}
			b = append(b, "    </edge>\n"...)
		}
		return b
	})
	w.WriteString("  </graph>\n</graphml>\n")
	return err
}

var gexfTypes = map[attrType]string{attrString: "string", attrInt: "integer", attrDouble: "double", attrBool: "boolean"}

// writeGEXF writes GEXF 1.2 (https://gexf.net/) for Gephi: 1.2draft, not
// 1.3, because networkx before 3.0 (Debian's is 2.8) reads only the
// drafts, and pubgraph writes nothing 1.3 added. The graph is
// dynamic with integer years: a person appears from their first year, an
// edge lives from the first to the last year of the shared papers, so
// Gephi's timeline replays the network's growth. The edge weight is the
// number of shared papers; "weight" is also not repeated as an attribute.
func writeGEXF(w *bufio.Writer, d Data) error {
	nodes, edges := nodeAttributes(d), edgeAttributes(d)
	first, _ := d.yearSpan()
	dr := drawingOf(d)
	viz := ""
	if dr != nil {
		viz = ` xmlns:viz="http://www.gexf.net/1.2draft/viz"`
	}
	w.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	w.WriteString(`<gexf xmlns="http://www.gexf.net/1.2draft"` + viz + ` xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.gexf.net/1.2draft http://www.gexf.net/1.2draft/gexf.xsd" version="1.2">` + "\n")
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
	people := d.Corpus.People
	if err := writeChunked(w, len(people), chunkRows/4, func(b []byte, lo, hi int) []byte {
		for i := lo; i < hi; i++ {
			b = append(b, `      <node id="`...)
			b = strconv.AppendInt(b, int64(i), 10)
			b = append(b, `" label="`...)
			b = appendXMLText(b, people[i].Name)
			b = append(b, '"')
			if first[i] != 0 {
				b = append(b, ` start="`...)
				b = strconv.AppendInt(b, int64(first[i]), 10)
				b = append(b, '"')
			}
			b = append(b, ">\n        <attvalues>\n"...)
			for _, a := range nodes[1:] {
				if v, ok := a.value(i); ok {
					b = append(b, `          <attvalue for="`...)
					b = append(b, a.name...)
					b = append(b, `" value="`...)
					b = appendXMLText(b, v)
					b = append(b, "\"/>\n"...)
				}
			}
			b = append(b, "        </attvalues>\n"...)
			if dr != nil {
				b = dr.appendViz(b, i)
			}
			b = append(b, "      </node>\n"...)
		}
		return b
	}); err != nil {
		return err
	}
	w.WriteString("    </nodes>\n    <edges>\n")
	es := &d.Corpus.Edges
	err := writeChunked(w, es.Len(), chunkRows/4, func(b []byte, lo, hi int) []byte {
		for i, e := range es.Range(lo, hi) {
			b = append(b, `      <edge id="`...)
			b = strconv.AppendInt(b, int64(i), 10)
			b = append(b, `" source="`...)
			b = strconv.AppendInt(b, int64(e.U), 10)
			b = append(b, `" target="`...)
			b = strconv.AppendInt(b, int64(e.V), 10)
			b = append(b, `" weight="`...)
			b = appendFtoa(b, e.Papers)
			b = append(b, '"')
			if e.FirstYear != 0 {
				b = append(b, ` start="`...)
				b = strconv.AppendInt(b, int64(e.FirstYear), 10)
				b = append(b, '"')
			}
			if e.LastYear != 0 {
				b = append(b, ` end="`...)
				b = strconv.AppendInt(b, int64(e.LastYear), 10)
				b = append(b, '"')
			}
			b = append(b, ">\n        <attvalues>\n          <attvalue for=\"fractional\" value=\""...)
			b = appendFtoa(b, e.Fractional)
			b = append(b, "\"/>\n"...)
			if e.FirstYear != 0 {
				b = append(b, `          <attvalue for="first_year" value="`...)
				b = strconv.AppendInt(b, int64(e.FirstYear), 10)
				b = append(b, "\"/>\n"...)
			}
			if e.LastYear != 0 {
				b = append(b, `          <attvalue for="last_year" value="`...)
				b = strconv.AppendInt(b, int64(e.LastYear), 10)
				b = append(b, "\"/>\n"...)
			}
			b = append(b, "        </attvalues>\n      </edge>\n"...)
		}
		return b
	})
	w.WriteString("    </edges>\n  </graph>\n</gexf>\n")
	return err
}

// appendJSONValue appends an attribute value as a JSON value of its
// type, as json.Marshal writes a string (HTML characters escaped).
func appendJSONValue(b []byte, t attrType, v string) []byte {
	if t == attrString {
		if plainText(v, "\"\\<>&") {
			b = append(b, '"')
			b = append(b, v...)
			return append(b, '"')
		}
		m, _ := json.Marshal(v)
		return append(b, m...)
	}
	b = append(b, v...)
	// A double stays a double when read back: "3" would be an int.
	if t == attrDouble && !strings.ContainsAny(v, ".eEn") {
		b = append(b, ".0"...)
	}
	return b
}

// appendXMLText appends xmlText(s).
func appendXMLText(b []byte, s string) []byte {
	if plainText(s, "\"'&<>") {
		return append(b, s...)
	}
	return append(b, xmlText(s)...)
}

// plainText reports whether s is printable ASCII without any of special,
// which XML and JSON text hold as it is.
func plainText(s, special string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || strings.IndexByte(special, c) >= 0 {
			return false
		}
	}
	return true
}

// writeNodeLink writes the node-link JSON of networkx's
// json_graph.node_link_data (networkx ≥ 3.4 names the edge list "edges"),
// which d3 and sigma.js read as well: node ids are person ids.
func writeNodeLink(w *bufio.Writer, d Data) error {
	nodes := append(nodeAttributes(d), drawingAttributes(d)...) // the edges' are edgeAttributes, written out below
	w.WriteString("{\"directed\": false, \"multigraph\": false, \"graph\": {\"name\": \"coauthorship\"},\n\"nodes\": [")
	if err := writeChunked(w, len(d.Corpus.People), chunkRows/4, func(b []byte, lo, hi int) []byte {
		for i := lo; i < hi; i++ {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, "\n{\"id\": "...)
			b = strconv.AppendInt(b, int64(i), 10)
			for _, a := range nodes {
				if v, ok := a.value(i); ok {
					b = append(b, ", "...)
					b = strconv.AppendQuote(b, a.name)
					b = append(b, ": "...)
					b = appendJSONValue(b, a.typ, v)
				}
			}
			b = append(b, '}')
		}
		return b
	}); err != nil {
		return err
	}
	w.WriteString("],\n\"edges\": [")
	es := &d.Corpus.Edges
	err := writeChunked(w, es.Len(), chunkRows/2, func(b []byte, lo, hi int) []byte {
		for i, e := range es.Range(lo, hi) {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, "\n{\"source\": "...)
			b = strconv.AppendInt(b, int64(e.U), 10)
			b = append(b, `, "target": `...)
			b = strconv.AppendInt(b, int64(e.V), 10)
			b = append(b, `, "weight": `...)
			b = appendJSONDouble(b, e.Papers)
			b = append(b, `, "fractional": `...)
			b = appendJSONDouble(b, e.Fractional)
			if e.FirstYear != 0 {
				b = append(b, `, "first_year": `...)
				b = strconv.AppendInt(b, int64(e.FirstYear), 10)
			}
			if e.LastYear != 0 {
				b = append(b, `, "last_year": `...)
				b = strconv.AppendInt(b, int64(e.LastYear), 10)
			}
			b = append(b, '}')
		}
		return b
	})
	w.WriteString("]}\n")
	return err
}

// appendJSONDouble appends ftoa(v) as jsonValue writes a double.
func appendJSONDouble(b []byte, v float64) []byte {
	start := len(b)
	b = appendFtoa(b, v)
	if !bytes.ContainsAny(b[start:], ".eEn") {
		b = append(b, ".0"...)
	}
	return b
}

// oneLine makes s safe inside a tab-separated or quoted field.
func oneLine(s string, quote bool) string {
	s = strings.Map(func(r rune) rune {
		switch r {
		case '\t', '\n', '\r':
			return ' '
		case '"':
			if quote {
				return '\''
			}
		}
		return r
	}, s)
	return s
}

// writeVOSMap writes a VOSviewer map file (tab-separated, VOSviewer
// manual §4.3) of the people with at least one co-author (VOSviewer draws
// links; a person without any adds nothing to its maps): id = person id +
// 1 and cluster = community + 1, because VOSviewer numbers from 1 (the
// communities past the thousandth share cluster 1000, VOSviewer's last);
// weights are links (co-authors), total link strength and documents;
// scores are the first and the average year of publication for the
// overlay view, written when every person in the file has a year.
// VOSviewer lays the map out itself.
func writeVOSMap(w *bufio.Writer, d Data) error {
	c, m := d.Corpus, d.Metrics
	first, _ := d.yearSpan()
	sum := make([]int, len(c.People))
	count := make([]int, len(c.People))
	for _, p := range c.Publications {
		if p.Year == 0 {
			continue
		}
		for _, a := range p.Authors {
			sum[a.Person] += int(p.Year)
			count[a.Person]++
		}
	}
	scores, any := true, false
	for i := range c.People {
		if m.Degree[i] > 0 {
			any = true
			scores = scores && first[i] != 0
		}
	}
	scores = scores && any
	w.WriteString("id\tlabel\tcluster\tweight<Links>\tweight<Total link strength>\tweight<Documents>")
	if scores {
		w.WriteString("\tscore<First year>\tscore<Avg. pub. year>")
	}
	w.WriteByte('\n')
	for i, p := range c.People {
		if m.Degree[i] == 0 {
			continue
		}
		fmt.Fprintf(w, "%d\t%s\t%d\t%d\t%s\t%d", i+1, vosLabel(p.Name), min(m.Communities.Community[i]+1, vosMaxCluster), m.Degree[i], ftoa(m.Strength[i]), p.Papers)
		if scores {
			avg := float64(first[i])
			if count[i] > 0 {
				avg = float64(sum[i]) / float64(count[i])
			}
			fmt.Fprintf(w, "\t%d\t%.2f", first[i], avg)
		}
		w.WriteByte('\n')
	}
	return nil
}

// vosMaxCluster is the largest cluster number VOSviewer accepts; the
// smallest communities beyond it share it.
const vosMaxCluster = 1000

// vosLabel makes a name one VOSviewer map field: VOSviewer also splits
// columns at commas and semicolons, so a label holding one is quoted (a
// quote inside is doubled).
func vosLabel(name string) string {
	s := oneLine(name, false)
	if strings.ContainsAny(s, ",;\"") {
		return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
	}
	return s
}

// writeVOSNetwork writes a VOSviewer network file: one line per link, the
// two ids and the link strength (shared papers).
func writeVOSNetwork(w *bufio.Writer, d Data) error {
	return writeNumberedLinks(w, &d.Corpus.Edges, '\t')
}

// pajekName makes a name one quoted Pajek vertex label that Pajek,
// networkx (shlex) and igraph read back alike. Pajek has no escape, so a
// double quote becomes a single quote and a backslash, which shlex would
// take for one, a slash; line breaks, tabs and other controls become
// spaces and bidi controls are dropped.
func pajekName(name string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '"':
			return '\''
		case r == '\\':
			return '/'
		case pub.IsBidiControl(r) || r == '\uFEFF':
			return -1
		case unicode.IsControl(r) || r == '\u2028' || r == '\u2029':
			return ' '
		}
		return r
	}, name)
}

// writePajek writes a Pajek .net file: vertices numbered from 1 with
// quoted names (see pajekName), then the edges weighted by shared papers.
func writePajek(w *bufio.Writer, d Data) error {
	c := d.Corpus
	fmt.Fprintf(w, "*Vertices %d\n", len(c.People))
	for i, p := range c.People {
		fmt.Fprintf(w, "%d \"%s\"\n", i+1, pajekName(p.Name))
	}
	w.WriteString("*Edges\n")
	return writeNumberedLinks(w, &c.Edges, ' ')
}

// writeNumberedLinks writes one line per edge, as VOSviewer and Pajek
// read them: the two people numbered from 1 and the shared papers, apart
// by sep.
func writeNumberedLinks(w *bufio.Writer, es *graph.Coauthorships, sep byte) error {
	return writeChunked(w, es.Len(), chunkRows, func(b []byte, lo, hi int) []byte {
		for _, e := range es.Range(lo, hi) {
			b = strconv.AppendInt(b, int64(e.U)+1, 10)
			b = append(b, sep)
			b = strconv.AppendInt(b, int64(e.V)+1, 10)
			b = append(b, sep)
			b = appendFtoa(b, e.Papers)
			b = append(b, '\n')
		}
		return b
	})
}
