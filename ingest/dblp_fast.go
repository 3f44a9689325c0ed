package ingest

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The fast DBLP reader tokenises the dump itself instead of going through
// encoding/xml, which spends most of its time allocating tokens. The
// input is cut into chunks that end just after a record's end tag
// (</article>, </inproceedings>, ...: a record never holds another), the
// chunks are decoded on all cores, and their records are emitted in input
// order, so at most a few chunks are in memory whatever the input's size.
// It reads UTF-8 (and US-ASCII) and ISO-8859-1, which are what dblp
// writes; other declared charsets go through encoding/xml (readDBLPXML).

// dblpChunkSize is the size of the chunks decoded in parallel.
const dblpChunkSize = 256 << 10

// dblpEncoding returns the charset the XML declaration at the start of
// head names ("" when there is none).
func dblpEncoding(head []byte) string {
	head = bytes.TrimLeft(head, "\ufeff \t\r\n")
	if !bytes.HasPrefix(head, []byte("<?xml")) {
		return ""
	}
	end := bytes.Index(head, []byte("?>"))
	if end < 0 {
		return ""
	}
	decl := head[:end]
	i := bytes.Index(decl, []byte("encoding"))
	if i < 0 {
		return ""
	}
	rest := bytes.TrimLeft(decl[i+len("encoding"):], " \t\r\n=")
	if len(rest) == 0 || (rest[0] != '"' && rest[0] != '\'') {
		return ""
	}
	q := rest[0]
	rest = rest[1:]
	if j := bytes.IndexByte(rest, q); j >= 0 {
		return strings.ToLower(string(rest[:j]))
	}
	return ""
}

// dblpFastCharset reports whether the fast reader handles charset, and
// whether it is Latin-1.
func dblpFastCharset(charset string) (ok, latin1 bool) {
	switch charset {
	case "", "utf-8", "utf8", "us-ascii", "ascii":
		return true, false
	case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1":
		return true, true
	}
	return false, false
}

// dblpItem is one thing a chunk yields, in input order: a record or a
// warning.
type dblpItem struct {
	rec  Record
	warn *ParseError
}

// dblpChunk is a piece of the input and, once decoded, what it yields.
type dblpChunk struct {
	data []byte
	line int // line number of data[0]
	last bool
	done chan struct{}

	items []dblpItem
	root  bool
	// syntax is a syntax error that ends the input (a truncated record).
	syntax *ParseError
}

// readDBLPFast is ReadDBLP for UTF-8 and Latin-1 input.
func readDBLPFast(br *bufio.Reader, name string, latin1 bool, opt Options, emit Emit) error {
	workers := max(1, runtime.GOMAXPROCS(0))
	queue := make(chan *dblpChunk, 2*workers)
	jobs := make(chan *dblpChunk, 2*workers)
	stop := make(chan struct{})
	readErr := make(chan error, 1)
	go func() {
		defer close(queue)
		defer close(jobs)
		// A chunk goes to the workers before the queue, so every chunk
		// in the queue is decoded and its done closed.
		readErr <- splitDBLP(br, stop, func(c *dblpChunk) bool {
			select {
			case jobs <- c:
			case <-stop:
				return false
			}
			select {
			case queue <- c:
				return true
			case <-stop:
				return false
			}
		})
	}()
	for range workers {
		go func() {
			venues := &venueCache{}
			for c := range jobs {
				d := dblpDecoder{data: c.data, line: c.line, name: name, latin1: latin1, venues: venues}
				d.run()
				c.items, c.root, c.syntax = d.items, d.root, d.syntax
				if c.syntax != nil && !c.last {
					// A chunk ends after a record: only the last can be cut.
					c.syntax = nil
				}
				c.data = nil
				close(c.done)
			}
		}()
	}
	finish := func(err error) error {
		close(stop)
		for c := range queue { // let the splitter see stop and the workers drain
			<-c.done
		}
		return err
	}
	root := false
	owner := ""
	for c := range queue {
		<-c.done
		root = root || c.root
		for _, it := range c.items {
			if it.warn != nil {
				if err := opt.warn(it.warn); err != nil {
					return finish(err)
				}
				continue
			}
			switch {
			case it.rec.Owner != nil:
				owner = it.rec.Owner.Name
			case it.rec.Publication != nil:
				it.rec.Publication.Owner = owner
			}
			if err := emit(it.rec); err != nil {
				return finish(err)
			}
		}
		if c.syntax != nil {
			if !root {
				return finish(c.syntax)
			}
			return finish(opt.warn(c.syntax))
		}
	}
	if err := <-readErr; err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if !root {
		return Errorf(Position{File: name}, ErrNoRecords, "no <dblp> or <dblpperson> element found")
	}
	return nil
}

// splitDBLP reads r and hands out chunks that end just after a record's
// end tag, numbering their first lines, until the input ends or send
// returns false.
func splitDBLP(r io.Reader, stop <-chan struct{}, send func(*dblpChunk) bool) error {
	var rest []byte
	line := 1
	eof := false
	size := dblpChunkSize
	for !eof {
		buf := make([]byte, len(rest), max(size, 2*len(rest)))
		copy(buf, rest)
		for len(buf) < cap(buf) {
			n, err := r.Read(buf[len(buf):cap(buf)])
			buf = buf[:len(buf)+n]
			if err == io.EOF {
				eof = true
				break
			}
			if err != nil {
				return err
			}
		}
		cut := len(buf)
		if !eof {
			cut = lastRecordEnd(buf)
			if cut < 0 {
				// No record ends in this buffer: read on with a larger one.
				rest = buf
				size = 2 * cap(buf)
				continue
			}
		}
		size = dblpChunkSize
		c := &dblpChunk{data: buf[:cut], line: line, last: eof, done: make(chan struct{})}
		line += bytes.Count(c.data, []byte{'\n'})
		rest = append([]byte(nil), buf[cut:]...)
		if !send(c) {
			return nil
		}
		select {
		case <-stop:
			return nil
		default:
		}
	}
	return nil
}

// lastRecordEnd returns the index just past the last end tag of a record
// element in buf, or -1.
func lastRecordEnd(buf []byte) int {
	end := len(buf)
	for {
		i := bytes.LastIndex(buf[:end], []byte("</"))
		if i < 0 {
			return -1
		}
		name := buf[i+2:]
		j := bytes.IndexByte(name, '>')
		if j > 0 && j < 16 {
			if _, ok := dblpKinds[string(name[:j])]; ok {
				return i + 2 + j + 1
			}
		}
		end = i
	}
}

// dblpDecoder decodes one chunk.
type dblpDecoder struct {
	data   []byte
	pos    int
	name   string
	latin1 bool

	line   int // line number at lineAt
	lineAt int

	items  []dblpItem
	root   bool
	syntax *ParseError

	venues *venueCache

	text  []byte   // scratch for text
	stack [][]byte // open elements inside a field
	ees   []string // scratch for a record's ee fields
	attrs []dblpAttrValue
}

type dblpAttrValue struct{ name, value []byte }

// errDBLPEOF ends decoding at a truncated construct.
var errDBLPEOF = errors.New("unexpected EOF")

// lineAtPos returns the line number of data[p]; p must not decrease
// between calls.
func (d *dblpDecoder) lineAtPos(p int) int {
	if p > d.lineAt {
		d.line += bytes.Count(d.data[d.lineAt:p], []byte{'\n'})
		d.lineAt = p
	}
	return d.line
}

func (d *dblpDecoder) fail(err error) {
	if d.syntax == nil {
		d.syntax = Errorf(Position{File: d.name, Line: d.lineAtPos(len(d.data))}, ErrSyntax,
			"XML: %v; the rest of the file is not read", err)
	}
}

// run decodes the chunk: containers are transparent, records become
// Publications, anything else is skipped.
func (d *dblpDecoder) run() {
	for {
		i := bytes.IndexByte(d.data[d.pos:], '<')
		if i < 0 {
			return
		}
		d.pos += i
		tag, err := d.tag()
		if err != nil {
			d.fail(err)
			return
		}
		if tag.kind != tagStart {
			continue
		}
		switch el := string(tag.name); {
		case el == "dblp":
			d.root = true
		case el == "dblpperson":
			d.root = true
			if full := d.attr("name"); full != "" {
				d.items = append(d.items, dblpItem{rec: Record{Owner: &Person{Name: dblpName(full), DBLP: full,
					Pos: Position{File: d.name, Line: d.lineAtPos(d.pos)}}}})
			}
		case el == "r":
		case dblpKinds[el] != "":
			if err := d.record(el, tag.empty); err != nil {
				d.fail(err)
				return
			}
		default:
			if !tag.empty {
				if err := d.skip(); err != nil {
					d.fail(err)
					return
				}
			}
		}
	}
}

type tagKind int

const (
	tagOther tagKind = iota // comment, declaration, processing instruction
	tagStart
	tagEnd
)

type dblpTag struct {
	kind  tagKind
	name  []byte
	empty bool // <x/>
}

// tag reads the markup at d.pos (a '<') and moves past it. A start tag's
// attributes are left in d.attrs.
func (d *dblpDecoder) tag() (dblpTag, error) {
	data, p := d.data, d.pos+1
	if p >= len(data) {
		return dblpTag{}, errDBLPEOF
	}
	switch data[p] {
	case '?':
		return d.skipPast(p, "?>")
	case '!':
		rest := data[p:]
		switch {
		case bytes.HasPrefix(rest, []byte("!--")):
			return d.skipPast(p+3, "-->")
		case bytes.HasPrefix(rest, []byte("![CDATA[")):
			return d.skipPast(p, "]]>")
		}
		// <!DOCTYPE ...> with an internal subset in brackets.
		depth := 0
		for q := p; q < len(data); q++ {
			switch data[q] {
			case '[':
				depth++
			case ']':
				depth--
			case '>':
				if depth <= 0 {
					d.pos = q + 1
					return dblpTag{}, nil
				}
			}
		}
		return dblpTag{}, errDBLPEOF
	case '/':
		q := bytes.IndexByte(data[p:], '>')
		if q < 0 {
			return dblpTag{}, errDBLPEOF
		}
		d.pos = p + q + 1
		return dblpTag{kind: tagEnd, name: bytes.TrimSpace(data[p+1 : p+q])}, nil
	}
	// Start tag: name, attributes, '>' or '/>'.
	q := p
	for q < len(data) && !isXMLSpace(data[q]) && data[q] != '>' && data[q] != '/' {
		q++
	}
	t := dblpTag{kind: tagStart, name: data[p:q]}
	d.attrs = d.attrs[:0]
	for {
		for q < len(data) && isXMLSpace(data[q]) {
			q++
		}
		if q >= len(data) {
			return t, errDBLPEOF
		}
		switch data[q] {
		case '>':
			d.pos = q + 1
			return t, nil
		case '/':
			if q+1 < len(data) && data[q+1] == '>' {
				d.pos = q + 2
				t.empty = true
				return t, nil
			}
			q++
			continue
		}
		// name = "value"
		n := q
		for q < len(data) && data[q] != '=' && data[q] != '>' && !isXMLSpace(data[q]) {
			q++
		}
		an := data[n:q]
		for q < len(data) && isXMLSpace(data[q]) {
			q++
		}
		if q >= len(data) {
			return t, errDBLPEOF
		}
		if data[q] != '=' {
			continue // an attribute without a value
		}
		q++
		for q < len(data) && isXMLSpace(data[q]) {
			q++
		}
		if q >= len(data) {
			return t, errDBLPEOF
		}
		quote := data[q]
		if quote != '"' && quote != '\'' {
			continue
		}
		e := bytes.IndexByte(data[q+1:], quote)
		if e < 0 {
			return t, errDBLPEOF
		}
		d.attrs = append(d.attrs, dblpAttrValue{an, data[q+1 : q+1+e]})
		q += e + 2
	}
}

// skipPast moves past the next occurrence of end at or after p.
func (d *dblpDecoder) skipPast(p int, end string) (dblpTag, error) {
	i := bytes.Index(d.data[p:], []byte(end))
	if i < 0 {
		return dblpTag{}, errDBLPEOF
	}
	d.pos = p + i + len(end)
	return dblpTag{}, nil
}

func isXMLSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\t' || c == '\r' }

// attr returns the decoded value of the last tag's attribute name.
func (d *dblpDecoder) attr(name string) string {
	for _, a := range d.attrs {
		if string(a.name) == name {
			d.text = d.decode(d.text[:0], a.value)
			return string(d.text)
		}
	}
	return ""
}

// skip moves past the end of the element just started.
func (d *dblpDecoder) skip() error {
	for depth := 1; depth > 0; {
		i := bytes.IndexByte(d.data[d.pos:], '<')
		if i < 0 {
			return errDBLPEOF
		}
		d.pos += i
		t, err := d.tag()
		if err != nil {
			return err
		}
		switch {
		case t.kind == tagStart && !t.empty:
			depth++
		case t.kind == tagEnd:
			depth--
		}
	}
	return nil
}

// record reads one record element, whose start tag was just read, and
// queues its Publication.
func (d *dblpDecoder) record(kind string, empty bool) error {
	pub := &Publication{
		Kind:    dblpKinds[kind],
		DBLPKey: d.attr("key"),
		Pos:     Position{File: d.name, Line: d.lineAtPos(d.pos)},
		Authors: make([]Author, 0, 4),
	}
	publtype := d.attr("publtype")
	f := dblpFields{ees: d.ees[:0]}
	for !empty {
		i := bytes.IndexByte(d.data[d.pos:], '<')
		if i < 0 {
			return errDBLPEOF
		}
		d.pos += i
		t, err := d.tag()
		if err != nil {
			return err
		}
		if t.kind == tagEnd {
			break
		}
		if t.kind != tagStart {
			continue
		}
		field := dblpFieldName(t.name)
		var orcid string
		if field == "author" {
			orcid = d.attr("orcid")
		}
		text := ""
		if !t.empty {
			if text, err = d.fieldText(t.name); err != nil {
				return err
			}
		}
		f.add(pub, field, text, orcid)
	}
	dblpFinish(pub, publtype, f.venue, f.volume, f.year, f.url, f.ees, d.venues)
	d.ees = f.ees[:0]
	d.items = append(d.items, dblpItem{rec: Record{Publication: pub}})
	return nil
}

// fieldText returns the text of the field just started, markup removed,
// entities decoded and white space collapsed, and moves past its end. An
// end tag that closes no open element closes them all and is left for
// the record (as encoding/xml does when not strict).
func (d *dblpDecoder) fieldText(field []byte) (string, error) {
	d.text = d.text[:0]
	d.stack = append(d.stack[:0], field)
	for {
		i := bytes.IndexByte(d.data[d.pos:], '<')
		if i < 0 {
			return "", errDBLPEOF
		}
		d.text = d.decode(d.text, d.data[d.pos:d.pos+i])
		d.pos += i
		start := d.pos
		t, err := d.tag()
		if err != nil {
			return "", err
		}
		switch t.kind {
		case tagStart:
			if !t.empty {
				d.stack = append(d.stack, t.name)
			}
			continue
		case tagOther:
			if bytes.HasPrefix(d.data[start:], []byte("<![CDATA[")) {
				d.text = append(d.text, d.data[start+9:d.pos-3]...)
			}
			continue
		}
		k := len(d.stack) - 1
		for k >= 0 && !bytes.Equal(d.stack[k], t.name) {
			k--
		}
		if k < 0 {
			d.pos = start // closes the field and, for the record, the record
			return dblpCollapse(d.text), nil
		}
		d.stack = d.stack[:k]
		if k == 0 {
			return dblpCollapse(d.text), nil
		}
	}
}

// decode appends raw text to dst, decoding entities and, for Latin-1
// input, bytes above 0x7f. An entity that neither XML nor dblp.dtd
// declares is kept as written, with a warning.
func (d *dblpDecoder) decode(dst, raw []byte) []byte {
	for len(raw) > 0 {
		i := 0
		for i < len(raw) && raw[i] != '&' && raw[i] < 0x80 {
			i++
		}
		dst = append(dst, raw[:i]...)
		raw = raw[i:]
		if len(raw) == 0 {
			break
		}
		if raw[0] >= 0x80 {
			if d.latin1 {
				dst = utf8.AppendRune(dst, rune(raw[0]))
				raw = raw[1:]
			} else {
				j := 1
				for j < len(raw) && raw[j] != '&' && raw[j] >= 0x80 {
					j++
				}
				dst = append(dst, raw[:j]...)
				raw = raw[j:]
			}
			continue
		}
		// An entity.
		semi := bytes.IndexByte(raw[:min(len(raw), 34)], ';')
		if semi < 0 {
			dst = append(dst, '&')
			raw = raw[1:]
			continue
		}
		name := raw[1:semi]
		if r, ok := entityRune(name); ok {
			dst = utf8.AppendRune(dst, r)
		} else if s, ok := dblpEntities[string(name)]; ok {
			dst = append(dst, s...)
		} else {
			dst = append(dst, raw[:semi+1]...)
			// raw is a slice of d.data, which starts its backing array.
			off := cap(d.data) - cap(raw)
			col := off - bytes.LastIndexByte(d.data[:off], '\n')
			d.items = append(d.items, dblpItem{warn: Errorf(Position{File: d.name, Line: d.lineAtPos(off), Column: col}, ErrSyntax,
				"unknown XML entity &%s; left as written", name)})
		}
		raw = raw[semi+1:]
	}
	return dst
}

// entityRune decodes XML's predefined entities and character references.
func entityRune(name []byte) (rune, bool) {
	switch string(name) {
	case "amp":
		return '&', true
	case "lt":
		return '<', true
	case "gt":
		return '>', true
	case "quot":
		return '"', true
	case "apos":
		return '\'', true
	}
	if len(name) < 2 || name[0] != '#' {
		return 0, false
	}
	var n uint64
	var err error
	if name[1] == 'x' || name[1] == 'X' {
		n, err = strconv.ParseUint(string(name[2:]), 16, 32)
	} else {
		n, err = strconv.ParseUint(string(name[1:]), 10, 32)
	}
	if err != nil || n > utf8.MaxRune {
		return 0, false
	}
	return rune(n), true
}

// dblpCollapse returns b with runs of white space made one space and
// trimmed, as strings.Join(strings.Fields(s), " ") does, and valid UTF-8.
func dblpCollapse(b []byte) string {
	// Unicode's spaces beyond ASCII start with these bytes in UTF-8
	// (U+0085, U+00A0, U+1680, U+2000–U+205F, U+3000); Latin letters
	// (0xC3 ...) do not.
	plain := true
	for _, c := range b {
		if c == 0xC2 || c == 0xE1 || c == 0xE2 || c == 0xE3 {
			plain = false
			break
		}
	}
	if plain && !utf8.Valid(b) {
		plain = false
	}
	if !plain {
		s := string(b)
		if !utf8.ValidString(s) {
			s = strings.ToValidUTF8(s, "\uFFFD")
		}
		return strings.Join(strings.Fields(s), " ")
	}
	out := b[:0]
	space := false
	for _, c := range b {
		if c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f' {
			space = len(out) > 0
			continue
		}
		if space {
			out = append(out, ' ')
			space = false
		}
		out = append(out, c)
	}
	return string(out)
}

// dblpFieldName returns the field names records use as constants, so
// that reading them allocates nothing.
func dblpFieldName(b []byte) string {
	switch string(b) {
	case "author":
		return "author"
	case "title":
		return "title"
	case "year":
		return "year"
	case "journal":
		return "journal"
	case "booktitle":
		return "booktitle"
	case "school":
		return "school"
	case "volume":
		return "volume"
	case "ee":
		return "ee"
	case "url":
		return "url"
	}
	return ""
}
