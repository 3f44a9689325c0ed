package ingest

import (
	"bufio"
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/pub"
)

// ReadEdgeList reads a whitespace-separated edge list in the SNAP style:
//
//	# Nodes: 5242 Edges: 28980
//	# FromNodeId	ToNodeId
//	3466	937
//	3466	5233	2.5
//
// Each row names two node ids and, optionally, a weight (1 when absent);
// further columns, such as KONECT's timestamps, are ignored. Fields are
// separated by spaces or tabs, lines end in LF or CRLF, the last line needs
// no line ending, and '#' or '%' starts a comment line or, after the two
// ids, a comment to the end of the line. Every row becomes one Link, in
// input order: an undirected edge listed both ways gives two Links and a
// self-loop gives a Link from a node to itself, since the graph package
// dedups. A row with a single field, a weight that is not a finite
// number ≥ 0, or (when the first row's ids are numbers) an id that is not
// a number is reported through opt.Warn and skipped.
//
// Edge lists carry no names. For each entry of opt.Names (read with
// ReadNodeNames) ReadEdgeList first emits a Node, in id order (numerically
// when both ids are numbers), so nodes with no edge still count; nodes not
// in opt.Names get no Node record.
//
// ReadEdgeList parses bytes by hand, interns node ids and allocates Links
// in blocks, so it makes about one allocation per distinct node id.
func ReadEdgeList(r io.Reader, name string, opt Options, emit pub.Emit) error {
	br := bufio.NewReaderSize(r, 1<<16)
	if err := netSniff(br, name); err != nil {
		return err
	}
	if err := emitNamedNodes(opt.Names, name, emit); err != nil {
		return err
	}
	found := len(opt.Names) > 0
	in := netLines{br: br}
	er := edgeRows{ids: make(map[string]string)}
	for {
		line, ok, err := in.next()
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		if !ok {
			break
		}
		s0, e0 := netField(line, 0)
		if s0 == e0 || line[s0] == '#' || line[s0] == '%' {
			continue
		}
		link, pe := er.link(line, s0, e0, pub.Position{File: name, Line: in.line})
		if pe != nil {
			if err := opt.warn(pe); err != nil {
				return err
			}
			continue
		}
		if err := emit(pub.Record{Link: link}); err != nil {
			return err
		}
		found = true
	}
	if !found {
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "no edges found")
	}
	return nil
}

// edgeRows turns the rows of an edge list into Links, interning node
// ids and allocating Links in blocks.
type edgeRows struct {
	ids     map[string]string
	last    string     // rows are often grouped by their first id
	slab    []pub.Link // Links are allocated 1024 at a time
	numeric int        // 1 once the first row has numeric ids, -1 if not
}

// intern returns the id b as a string shared by every row that names it.
func (er *edgeRows) intern(b []byte) string {
	if string(b) == er.last {
		return er.last
	}
	s, ok := er.ids[string(b)]
	if !ok {
		s = string(b)
		er.ids[s] = s
	}
	er.last = s
	return s
}

// link returns the Link of the row line at pos, whose first id is
// line[s0:e0], or what is wrong with the row: one id only, a word for
// an id in a list of numbers, or a weight that is not a finite number
// ≥ 0.
func (er *edgeRows) link(line []byte, s0, e0 int, pos pub.Position) (*pub.Link, *pub.ParseError) {
	s1, e1 := netField(line, e0)
	if s1 == e1 {
		return nil, netWarning(pos, line, e0, "edge list row has one node id, want two")
	}
	// In a list of numeric ids (SNAP, KONECT), a row with a word
	// for an id is garbage, not a node called "this".
	rowNumeric := isNumber(line[s0:e0]) && isNumber(line[s1:e1])
	if er.numeric == 0 {
		er.numeric = -1
		if rowNumeric {
			er.numeric = 1
		}
	} else if er.numeric == 1 && !rowNumeric {
		bs, be := s0, e0
		if isNumber(line[s0:e0]) {
			bs, be = s1, e1
		}
		return nil, netWarning(pos, line, bs, "node id %q is not a number, unlike the ids before it; row skipped", line[bs:be])
	}
	weight := 1.0
	if s2, e2 := netField(line, e1); s2 < e2 && line[s2] != '#' && line[s2] != '%' {
		w, err := strconv.ParseFloat(string(line[s2:e2]), 64)
		if err != nil || math.IsNaN(w) || math.IsInf(w, 0) || w < 0 {
			return nil, netWarning(pos, line, s2, "edge weight %q is not a finite number ≥ 0", line[s2:e2])
		}
		weight = w
	}
	if len(er.slab) == 0 {
		er.slab = make([]pub.Link, 1024)
	}
	link := &er.slab[0]
	er.slab = er.slab[1:]
	*link = pub.Link{Source: er.intern(line[s0:e0]), Target: er.intern(line[s1:e1]), Weight: weight, Pos: pos}
	return link, nil
}

// emitNamedNodes emits a Node for each entry of names, in id order.
func emitNamedNodes(names map[string]string, file string, emit pub.Emit) error {
	keys := make([]string, 0, len(names))
	for id := range names {
		keys = append(keys, id)
	}
	slices.SortFunc(keys, compareIDs)
	for _, id := range keys {
		if err := emit(pub.Record{Node: &pub.Node{ID: id, Name: names[id], Pos: pub.Position{File: file}}}); err != nil {
			return err
		}
	}
	return nil
}

// compareIDs orders node ids numerically when both are integers and
// lexically otherwise, numbers first.
func compareIDs(a, b string) int {
	na, errA := strconv.ParseInt(a, 10, 64)
	nb, errB := strconv.ParseInt(b, 10, 64)
	switch {
	case errA == nil && errB == nil:
		return cmp.Compare(na, nb)
	case errA == nil:
		return -1
	case errB == nil:
		return 1
	}
	return cmp.Compare(a, b)
}

// netSniff rejects an empty input and one that is not text.
func netSniff(br *bufio.Reader, name string) error {
	head, err := br.Peek(512)
	if len(head) == 0 {
		if err != nil && !errors.Is(err, io.EOF) {
			return fmt.Errorf("%s: %w", name, err)
		}
		return pub.Errorf(pub.Position{File: name}, pub.ErrEmpty, "empty file")
	}
	if bytes.IndexByte(head, 0) >= 0 {
		return pub.Errorf(pub.Position{File: name}, pub.ErrBinary, "file contains NUL bytes: not text")
	}
	return nil
}

// netWarning returns a syntax warning at pos, column col (0-based), quoting
// the line.
func netWarning(pos pub.Position, line []byte, col int, format string, args ...any) *pub.ParseError {
	pos.Column = col + 1
	pe := pub.Errorf(pos, pub.ErrSyntax, format, args...)
	const maxText = 200
	if len(line) > maxText {
		n := maxText
		for n > 0 && !utf8.RuneStart(line[n]) {
			n--
		}
		line = line[:n]
	}
	pe.Text = string(line)
	return pe
}

// netSpace reports whether c separates fields of a network file.
func netSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'
}

// netField returns the bounds of the first field of line at or after i.
// start == end when there is none.
func netField(line []byte, i int) (start, end int) {
	for i < len(line) && netSpace(line[i]) {
		i++
	}
	start = i
	for i < len(line) && !netSpace(line[i]) {
		i++
	}
	return start, i
}

// netLines reads lines of any length, counting them.
type netLines struct {
	br   *bufio.Reader
	line int    // number of the line last returned, from 1
	long []byte // holds a line longer than br's buffer
}

// next returns the next line without its line ending; the slice is valid
// until the following call. ok is false at the end of the input.
func (l *netLines) next() (line []byte, ok bool, err error) {
	b, err := l.br.ReadSlice('\n')
	if errors.Is(err, bufio.ErrBufferFull) {
		l.long = append(l.long[:0], b...)
		for errors.Is(err, bufio.ErrBufferFull) {
			b, err = l.br.ReadSlice('\n')
			l.long = append(l.long, b...)
		}
		b = l.long
	}
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, false, err
	}
	if len(b) == 0 {
		return nil, false, nil
	}
	l.line++
	if l.line == 1 {
		b = bytes.TrimPrefix(b, []byte("\xEF\xBB\xBF"))
	}
	if n := len(b); n > 0 && b[n-1] == '\n' {
		b = b[:n-1]
	}
	if n := len(b); n > 0 && b[n-1] == '\r' {
		b = b[:n-1]
	}
	return b, true, nil
}

// netText decodes a label: UTF-8 when valid, else ISO-8859-1, the usual
// charset of old network files.
func netText(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	rs := make([]rune, len(b))
	for i, c := range b {
		rs[i] = rune(c)
	}
	return string(rs)
}
