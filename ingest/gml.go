package ingest

import (
	"bufio"
	"errors"
	"fmt"
	"html"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// ReadGML reads a network in GML, the format of Mark Newman's network data
// (netscience.gml, hep-th.gml):
//
//	Creator "Mark Newman on Sat Jul 22 06:24:59 2006"
//	graph
//	[
//	  directed 0
//	  node
//	  [
//	    id 0
//	    label "ABRAMSON, G"
//	  ]
//	  edge
//	  [
//	    source 1
//	    target 0
//	    value 2.5
//	  ]
//	]
//
// Each node [ ] of a graph [ ] becomes a Node whose ID is its id and whose
// Name is opt.Names[id] when given, else its label. Each edge [ ] becomes a
// Link weighted by its value (or weight) key, 1 when it has none. Other
// keys and nested lists (graphics [ ]) are skipped, '#' starts a comment
// line, and strings may hold spaces, line breaks and HTML entities such as
// &amp;. A directed graph (directed 1) is reported once through opt.Warn and
// read as undirected, as co-authorship is. A node without an id, an edge
// without a source or target, a bad weight and unbalanced brackets are
// reported through opt.Warn; reading goes on with the next node or edge.
func ReadGML(r io.Reader, name string, opt Options, emit pub.Emit) error {
	br := bufio.NewReaderSize(r, 1<<16)
	if err := netSniff(br, name); err != nil {
		return err
	}
	p := &gmlParser{lx: gmlLexer{br: br, line: 1}, name: name, opt: opt, emit: emit}
	err := p.body(nil, nil, func(key, open gmlToken) error {
		if key.text != "graph" {
			return p.skip(open)
		}
		p.graphs++
		return p.body(&open, p.graphPair, p.graphList)
	})
	if err != nil {
		return err
	}
	if p.lx.err != nil {
		return fmt.Errorf("%s: %w", name, p.lx.err)
	}
	// Edges are checked against the nodes at the end, since a file may
	// list an edge before the nodes it joins.
	if len(p.declared) > 0 {
		for _, e := range p.endpoints {
			if !p.declared[e.text] {
				if err := p.warn(e, "edge to node %s, which no node [ ] declares", e.text); err != nil {
					return err
				}
			}
		}
	}
	if p.graphs == 0 {
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "no graph [ ] found")
	}
	return nil
}

// GML token kinds.
const (
	gmlEOF    = 0
	gmlWord   = 'w' // a key or a number
	gmlString = 's'
	gmlOpen   = '['
	gmlClose  = ']'
)

// gmlToken is one lexical token of a GML file.
type gmlToken struct {
	kind      byte
	text      string
	line, col int
}

// gmlLexer splits a GML file into tokens, tracking lines and columns.
type gmlLexer struct {
	br        *bufio.Reader
	line, col int // of the byte last read; col 0 before the first
	buf       []byte
	err       error // a read error other than io.EOF
}

func (lx *gmlLexer) readByte() (byte, bool) {
	c, err := lx.br.ReadByte()
	if err != nil {
		if !errors.Is(err, io.EOF) {
			lx.err = err
		}
		return 0, false
	}
	if c == '\n' {
		lx.line++
		lx.col = 0
	} else {
		lx.col++
	}
	return c, true
}

// unread puts back the last byte read, which is not a line break.
func (lx *gmlLexer) unread() {
	if lx.br.UnreadByte() == nil {
		lx.col--
	}
}

// next returns the next token; unterminated reports a string cut off by
// the end of the input.
func (lx *gmlLexer) next() (t gmlToken, unterminated bool) {
	var c byte
	for {
		var ok bool
		if c, ok = lx.readByte(); !ok {
			return gmlToken{kind: gmlEOF, line: lx.line, col: lx.col + 1}, false
		}
		if c == '#' && lx.col == 1 {
			for c != '\n' && ok {
				c, ok = lx.readByte()
			}
			continue
		}
		if c > ' ' {
			break
		}
	}
	t = gmlToken{line: lx.line, col: lx.col}
	switch c {
	case '[', ']':
		t.kind = c
		return t, false
	case '"':
		t.kind = gmlString
		lx.buf = lx.buf[:0]
		for {
			c, ok := lx.readByte()
			if !ok {
				unterminated = true
				break
			}
			if c == '"' {
				break
			}
			lx.buf = append(lx.buf, c)
		}
		t.text = gmlText(lx.buf)
		return t, unterminated
	}
	t.kind = gmlWord
	lx.buf = append(lx.buf[:0], c)
	for {
		c, ok := lx.readByte()
		if !ok {
			break
		}
		if c <= ' ' {
			break
		}
		if c == '[' || c == ']' || c == '"' {
			lx.unread()
			break
		}
		lx.buf = append(lx.buf, c)
	}
	t.text = gmlText(lx.buf)
	return t, false
}

// gmlText decodes a GML string: ISO-8859-1 bytes (the format's charset)
// unless the text is valid UTF-8, and HTML character entities.
func gmlText(b []byte) string {
	s := netText(b)
	if strings.IndexByte(s, '&') >= 0 {
		s = html.UnescapeString(s)
	}
	return s
}

// gmlParser turns GML tokens into records.
type gmlParser struct {
	lx       gmlLexer
	back     *gmlToken // a token pushed back
	name     string
	opt      Options
	emit     pub.Emit
	graphs   int
	directed bool // already warned about a directed graph
	// declared holds the node ids read; endpoints the edges' source and
	// target tokens, checked against declared at the end.
	declared  map[string]bool
	endpoints []gmlToken
}

// checkID warns about a node id that is not an integer, as GML wants.
func (p *gmlParser) checkID(t gmlToken, what string) error {
	if _, err := strconv.ParseInt(t.text, 10, 64); err != nil || t.kind != gmlWord {
		return p.warn(t, "%s %q is not an integer id", what, t.text)
	}
	return nil
}

func (p *gmlParser) pos(t gmlToken) pub.Position {
	return pub.Position{File: p.name, Line: t.line, Column: t.col}
}

func (p *gmlParser) warn(t gmlToken, format string, args ...any) error {
	return p.opt.warn(pub.Errorf(p.pos(t), pub.ErrSyntax, format, args...))
}

// next returns the next token, reporting an unterminated string.
func (p *gmlParser) next() (gmlToken, error) {
	if p.back != nil {
		t := *p.back
		p.back = nil
		return t, nil
	}
	t, unterminated := p.lx.next()
	if unterminated {
		if err := p.warn(t, "string is not closed by \""); err != nil {
			return t, err
		}
	}
	return t, nil
}

// body reads the key-value pairs of a list up to its ']', or up to the end
// of the input when open is nil (the top level). It calls pair for a key
// with a number or string value and list for a key with a list value; a
// nil pair ignores such keys.
func (p *gmlParser) body(open *gmlToken, pair func(key, val gmlToken) error, list func(key, open gmlToken) error) error {
	for {
		key, err := p.next()
		if err != nil {
			return err
		}
		switch key.kind {
		case gmlEOF:
			if open != nil {
				return p.warn(*open, "[ is not closed by ]")
			}
			return nil
		case gmlClose:
			if open != nil {
				return nil
			}
			if err := p.warn(key, "] closes no ["); err != nil {
				return err
			}
			continue
		case gmlOpen:
			if err := p.warn(key, "list where a key was expected"); err != nil {
				return err
			}
			if err := p.skip(key); err != nil {
				return err
			}
			continue
		case gmlString:
			if err := p.warn(key, "string %q where a key was expected", key.text); err != nil {
				return err
			}
			continue
		}
		val, err := p.next()
		if err != nil {
			return err
		}
		switch val.kind {
		case gmlOpen:
			err = list(key, val)
		case gmlWord, gmlString:
			if pair != nil {
				err = pair(key, val)
			}
		default:
			p.back = &val
			err = p.warn(key, "key %s has no value", key.text)
		}
		if err != nil {
			return err
		}
	}
}

// skip skips the rest of the list that open opened.
func (p *gmlParser) skip(open gmlToken) error {
	for depth := 1; depth > 0; {
		t, err := p.next()
		if err != nil {
			return err
		}
		switch t.kind {
		case gmlEOF:
			return p.warn(open, "[ is not closed by ]")
		case gmlOpen:
			depth++
		case gmlClose:
			depth--
		}
	}
	return nil
}

func (p *gmlParser) skipList(_, open gmlToken) error { return p.skip(open) }

func (p *gmlParser) graphPair(key, val gmlToken) error {
	if key.text == "directed" && val.text != "0" && !p.directed {
		p.directed = true
		return p.opt.warn(pub.Errorf(p.pos(key), nil, "directed graph: edges are read as undirected co-authorship links"))
	}
	return nil
}

// graphList reads a node or an edge of a graph and emits it.
func (p *gmlParser) graphList(key, open gmlToken) error {
	if key.text != "node" && key.text != "edge" {
		return p.skip(open)
	}
	fields := make(map[string]gmlToken, 4)
	err := p.body(&open, func(k, v gmlToken) error {
		if _, dup := fields[k.text]; !dup {
			fields[k.text] = v
		}
		return nil
	}, p.skipList)
	if err != nil {
		return err
	}
	pos := p.pos(key)
	if key.text == "node" {
		id, ok := fields["id"]
		if !ok {
			return p.warn(key, "node has no id")
		}
		if err := p.checkID(id, "node id"); err != nil {
			return err
		}
		if p.declared == nil {
			p.declared = make(map[string]bool)
		}
		if p.declared[id.text] {
			if err := p.warn(id, "node id %s is declared twice", id.text); err != nil {
				return err
			}
		}
		p.declared[id.text] = true
		node := &pub.Node{ID: id.text, Name: fields["label"].text, Pos: pos}
		if name, ok := p.opt.Names[id.text]; ok {
			node.Name = name
		}
		return p.emit(pub.Record{Node: node})
	}
	source, okS := fields["source"]
	target, okT := fields["target"]
	if !okS || !okT {
		return p.warn(key, "edge has no source or target")
	}
	for _, end := range []gmlToken{source, target} {
		if err := p.checkID(end, "edge end"); err != nil {
			return err
		}
	}
	link := &pub.Link{Source: source.text, Target: target.text, Weight: 1, Pos: pos}
	w, ok := fields["value"]
	if !ok {
		w, ok = fields["weight"]
	}
	if ok {
		f, err := strconv.ParseFloat(w.text, 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) || f < 0 {
			return p.warn(w, "edge weight %q is not a finite number ≥ 0", w.text)
		}
		link.Weight = f
	}
	p.endpoints = append(p.endpoints, source, target)
	return p.emit(pub.Record{Link: link})
}
