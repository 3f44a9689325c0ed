package ingest

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// ReadPajek reads a network in Pajek's .net format:
//
//	% a comment
//	*Vertices 1589
//	1 "Kuperman, M"
//	2 "Acebron, J" 0.1 0.2 0.5
//	*Edges
//	1 1589 2.5
//	3 2
//	*Edgeslist
//	4 2 3
//
// Each line of *Vertices becomes a Node whose ID is the vertex number and
// whose Name is opt.Names[id] when given, else its label (quoted or one
// word); coordinates and attributes after it are ignored. Vertices that
// *Vertices n counts but does not list also become Nodes, without a name,
// when the section ends. Each line of *Edges or *Arcs becomes a Link,
// weighted by its third column when that is a number and by 1 otherwise;
// each line "a b c ..." of *Edgeslist or *Arcslist gives Links a–b, a–c,
// ... of weight 1; each non-zero entry of a *Matrix gives a Link weighted by
// the entry. Arcs are reported once through opt.Warn and read as undirected
// links, as co-authorship is. Sections are found case-insensitively,
// *Network lines are skipped, other sections (*Partition, *Vector) are
// reported and skipped, and lines starting with '%' are comments.
func ReadPajek(r io.Reader, name string, opt Options, emit pub.Emit) error {
	br := bufio.NewReaderSize(r, 1<<16)
	if err := netSniff(br, name); err != nil {
		return err
	}
	p := pajekParser{name: name, opt: opt, emit: emit, ids: make(map[string]string)}
	in := netLines{br: br}
	for {
		line, ok, err := in.next()
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		if !ok {
			break
		}
		if err := p.line(line, in.line); err != nil {
			return err
		}
	}
	if err := p.endVertices(); err != nil {
		return err
	}
	if !p.found {
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "no *Vertices or *Edges found")
	}
	return nil
}

// Pajek sections.
const (
	pajekNone = iota
	pajekVertices
	pajekEdges     // also *Arcs
	pajekEdgesList // also *Arcslist
	pajekMatrix
	pajekSkip // a section ReadPajek does not read
)

// pajekMaxImplicit bounds the vertices ReadPajek makes up for a *Vertices
// count that the section does not list, so that a corrupt count does not
// produce billions of nodes.
const pajekMaxImplicit = 1 << 22

// pajekParser holds the state of ReadPajek between lines.
type pajekParser struct {
	name    string
	opt     Options
	emit    pub.Emit
	section int
	ids     map[string]string // interned vertex ids
	found   bool              // some section was read
	arcs    bool              // already warned about arcs

	// Of the current *Vertices section:
	count    int    // vertices declared
	listed   []bool // listed[i] for vertex i in 1..count
	countPos pub.Position

	row    int // rows of the current *Matrix read
	fields []pajekField

	// vertices is the last *Vertices count, against which vertex numbers
	// are checked (0: none given).
	vertices int
}

// checkVertex warns about a vertex id that is not a number from 1 to the
// *Vertices count, as Pajek numbers vertices; the line is still read.
func (p *pajekParser) checkVertex(line []byte, f pajekField, pos pub.Position) error {
	id := line[f.start:f.end]
	n, err := strconv.Atoi(string(id))
	switch {
	case err != nil || n < 1:
		return p.opt.warn(netWarning(pos, line, f.start, "vertex %q is not a number from 1", id))
	case p.vertices > 0 && n > p.vertices:
		return p.opt.warn(netWarning(pos, line, f.start, "vertex %d is past *Vertices %d", n, p.vertices))
	}
	return nil
}

// pajekField is the bounds of one field of a line, quotes excluded.
type pajekField struct {
	start, end int
	quoted     bool
}

func (p *pajekParser) intern(b []byte) string {
	if s, ok := p.ids[string(b)]; ok {
		return s
	}
	s := string(b)
	p.ids[s] = s
	return s
}

// line reads line number n.
func (p *pajekParser) line(line []byte, n int) error {
	pos := pub.Position{File: p.name, Line: n}
	p.fields = pajekSplit(line, p.fields[:0])
	f := p.fields
	if len(f) == 0 || (!f[0].quoted && line[f[0].start] == '%') {
		return nil
	}
	if !f[0].quoted && line[f[0].start] == '*' {
		return p.header(line, pos)
	}
	switch p.section {
	case pajekNone:
		return p.opt.warn(netWarning(pos, line, f[0].start, "line outside any *Vertices or *Edges section"))
	case pajekVertices:
		return p.vertex(line, pos)
	case pajekEdges:
		return p.edge(line, pos)
	case pajekEdgesList:
		return p.edgesList(line, pos)
	case pajekMatrix:
		return p.matrixRow(line, pos)
	}
	return nil // pajekSkip
}

// text returns field i of line.
func (p *pajekParser) text(line []byte, i int) []byte {
	return line[p.fields[i].start:p.fields[i].end]
}

// vertex reads a line of a *Vertices section: an id and maybe a name
// (opt.Names has the last word).
func (p *pajekParser) vertex(line []byte, pos pub.Position) error {
	f := p.fields
	if err := p.checkVertex(line, f[0], pos); err != nil {
		return err
	}
	id := p.intern(p.text(line, 0))
	node := &pub.Node{ID: id, Pos: pos}
	if len(f) > 1 {
		node.Name = netText(p.text(line, 1))
	}
	if name, ok := p.opt.Names[id]; ok {
		node.Name = name
	}
	if i, err := strconv.Atoi(id); err == nil && i >= 1 && i < len(p.listed) {
		p.listed[i] = true
	}
	return p.emit(pub.Record{Node: node})
}

// edge reads a line of an *Edges or *Arcs section: two vertices and
// maybe a weight.
func (p *pajekParser) edge(line []byte, pos pub.Position) error {
	f := p.fields
	if len(f) < 2 {
		return p.opt.warn(netWarning(pos, line, len(line), "edge line has one vertex, want two"))
	}
	for _, end := range f[:2] {
		if err := p.checkVertex(line, end, pos); err != nil {
			return err
		}
	}
	weight := 1.0
	// A word after the vertices starts Pajek's drawing attributes
	// ("c Blue") and means no weight; anything else must be one.
	if len(f) > 2 && !f[2].quoted && !pajekAttribute(p.text(line, 2)) {
		w, err := strconv.ParseFloat(string(p.text(line, 2)), 64)
		if err != nil {
			if err := p.opt.warn(netWarning(pos, line, f[2].start, "edge weight %q is not a number; read as 1", p.text(line, 2))); err != nil {
				return err
			}
			w = 1
		}
		if math.IsNaN(w) || math.IsInf(w, 0) || w < 0 {
			return p.opt.warn(netWarning(pos, line, f[2].start, "edge weight %q is not a finite number ≥ 0", p.text(line, 2)))
		}
		weight = w
	}
	return p.link(p.text(line, 0), p.text(line, 1), weight, pos)
}

// edgesList reads a line of an *Edgeslist or *Arcslist section: a
// vertex and the vertices it links to.
func (p *pajekParser) edgesList(line []byte, pos pub.Position) error {
	f := p.fields
	for _, end := range f {
		if err := p.checkVertex(line, end, pos); err != nil {
			return err
		}
	}
	for i := 1; i < len(f); i++ {
		if err := p.link(p.text(line, 0), p.text(line, i), 1, pos); err != nil {
			return err
		}
	}
	return nil
}

// matrixRow reads the next row of a *Matrix section: a weight for each
// vertex, 0 for no edge.
func (p *pajekParser) matrixRow(line []byte, pos pub.Position) error {
	f := p.fields
	p.row++
	for j := range f {
		w, err := strconv.ParseFloat(string(p.text(line, j)), 64)
		if err != nil || math.IsNaN(w) || math.IsInf(w, 0) || w < 0 {
			if err := p.opt.warn(netWarning(pos, line, f[j].start, "matrix entry %q is not a finite number ≥ 0", p.text(line, j))); err != nil {
				return err
			}
			continue
		}
		if w != 0 {
			a, b := strconv.Itoa(p.row), strconv.Itoa(j+1)
			if err := p.link([]byte(a), []byte(b), w, pos); err != nil {
				return err
			}
		}
	}
	return nil
}

func (p *pajekParser) link(a, b []byte, weight float64, pos pub.Position) error {
	return p.emit(pub.Record{Link: &pub.Link{Source: p.intern(a), Target: p.intern(b), Weight: weight, Pos: pos}})
}

// header starts the section that line, a '*' line, names.
func (p *pajekParser) header(line []byte, pos pub.Position) error {
	if err := p.endVertices(); err != nil {
		return err
	}
	f := p.fields
	word := bytes.ToLower(line[f[0].start:f[0].end])
	switch string(word) {
	case "*network":
		p.section = pajekNone
		return nil
	case "*vertices":
		p.section = pajekVertices
		p.count, p.listed, p.countPos = 0, nil, pos
		p.found = true
		if len(f) < 2 {
			return nil
		}
		n, err := strconv.Atoi(string(line[f[1].start:f[1].end]))
		switch {
		case err != nil || n < 0:
			return p.opt.warn(netWarning(pos, line, f[1].start, "vertex count %q is not a number", line[f[1].start:f[1].end]))
		case n > pajekMaxImplicit:
			return p.opt.warn(netWarning(pos, line, f[1].start, "vertex count %d too large: unlisted vertices are left out", n))
		}
		p.count, p.listed, p.vertices = n, make([]bool, n+1), n
	case "*edges", "*arcs":
		p.section = pajekEdges
	case "*edgeslist", "*arcslist":
		p.section = pajekEdgesList
	case "*matrix":
		p.section, p.row = pajekMatrix, 0
	default:
		p.section = pajekSkip
		return p.opt.warn(netWarning(pos, line, f[0].start, "section %s is not a network part; skipped", line[f[0].start:f[0].end]))
	}
	p.found = true
	if word[1] == 'a' && !p.arcs {
		p.arcs = true
		return p.opt.warn(&pub.ParseError{Pos: pos, Msg: "arcs are read as undirected co-authorship links"})
	}
	return nil
}

// endVertices emits the vertices that the *Vertices count declared and
// the section did not list.
func (p *pajekParser) endVertices() error {
	for i := 1; i <= p.count; i++ {
		if !p.listed[i] {
			id := strconv.Itoa(i)
			if err := p.emit(pub.Record{Node: &pub.Node{ID: id, Name: p.opt.Names[id], Pos: p.countPos}}); err != nil {
				return err
			}
		}
	}
	p.count, p.listed = 0, nil
	return nil
}

// pajekSplit appends the fields of line to dst: runs of non-space bytes,
// or text between double quotes (to the end of the line when unclosed).
func pajekSplit(line []byte, dst []pajekField) []pajekField {
	for i := 0; i < len(line); {
		if netSpace(line[i]) {
			i++
			continue
		}
		if line[i] == '"' {
			end := bytes.IndexByte(line[i+1:], '"')
			if end < 0 {
				dst = append(dst, pajekField{i + 1, len(line), true})
				break
			}
			dst = append(dst, pajekField{i + 1, i + 1 + end, true})
			i += end + 2
			continue
		}
		start := i
		for i < len(line) && !netSpace(line[i]) {
			i++
		}
		dst = append(dst, pajekField{start, i, false})
	}
	return dst
}

// pajekAttribute reports whether field is one of Pajek's drawing
// attribute keywords for lines (c Blue, w 2, lc Red, fos 12, ...), which
// follow the vertices when a line has no weight. Any other word there is
// a weight that is not a number.
func pajekAttribute(field []byte) bool {
	return pajekLineKeywords[strings.ToLower(string(field))]
}

// pajekLineKeywords are the attribute keywords of Pajek's *Edges and
// *Arcs lines (Pajek manual, "Drawing: Arcs and Edges").
var pajekLineKeywords = map[string]bool{
	"w": true, "c": true, "p": true, "s": true, "a": true, "ap": true, "l": true,
	"lp": true, "lr": true, "lphi": true, "lc": true, "la": true, "fos": true,
	"font": true, "h1": true, "h2": true, "a1": true, "a2": true, "k1": true, "k2": true,
}
