package ingest

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/pub"
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

// dblpItem is one thing a chunk yields, in input order: a publication,
// the owner of a person's export, or a warning.
type dblpItem struct {
	pub   *pub.Publication
	owner *pub.Person
	warn  *pub.ParseError
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
	syntax *pub.ParseError
}

// readDBLPFast is ReadDBLP for UTF-8 and Latin-1 input.
//
// Chunks' buffers go back to the splitter once decoded, so reading
// allocates little beyond the records.
func readDBLPFast(br *bufio.Reader, name string, latin1 bool, opt Options, emit pub.Emit) error {
	workers := max(1, runtime.GOMAXPROCS(0))
	depth := 2 * workers
	queue := make(chan *dblpChunk, depth)
	jobs := make(chan *dblpChunk, depth)
	freeData := make(chan []byte, depth+2)
	stop := make(chan struct{})
	readErr := make(chan error, 1)
	go func() {
		defer close(queue)
		defer close(jobs)
		// A chunk goes to the workers before the queue, so every chunk
		// in the queue is decoded and its done closed.
		readErr <- splitDBLP(br, stop, freeData, func(c *dblpChunk) bool {
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
			d := dblpDecoder{name: name, latin1: latin1}
			for c := range jobs {
				d.run(c.data, c.line)
				c.items, c.root, c.syntax = d.items, d.root, d.syntax
				if c.syntax != nil && !c.last {
					// A chunk ends after a record: only the last can be cut.
					c.syntax = nil
				}
				if cap(c.data) == dblpChunkSize {
					select {
					case freeData <- c.data[:0]:
					default:
					}
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
			rec := pub.Record{Owner: it.owner, Publication: it.pub}
			if it.owner != nil {
				owner = it.owner.Name
			} else {
				it.pub.Owner = owner
			}
			if err := emit(rec); err != nil {
				return finish(err)
			}
		}
		c.items = nil
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
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "no <dblp> or <dblpperson> element found")
	}
	return nil
}

// splitDBLP reads r and hands out chunks that end just after a record's
// end tag, numbering their first lines, until the input ends or send
// returns false. It takes buffers of dblpChunkSize from free when there
// are any.
func splitDBLP(r io.Reader, stop <-chan struct{}, free <-chan []byte, send func(*dblpChunk) bool) error {
	// next returns an empty buffer with room for rest and more.
	next := func(rest int) []byte {
		if rest <= dblpChunkSize/2 {
			select {
			case b := <-free:
				return b
			default:
			}
		}
		return make([]byte, 0, max(dblpChunkSize, 2*rest))
	}
	line := 1
	buf := next(0)
	for {
		eof := false
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
				buf = append(make([]byte, 0, 2*cap(buf)), buf...)
				continue
			}
		}
		c := &dblpChunk{data: buf[:cut], line: line, last: eof, done: make(chan struct{})}
		line += bytes.Count(c.data, []byte{'\n'})
		rest := buf[cut:]
		buf = append(next(len(rest)), rest...)
		if !send(c) || eof {
			return nil
		}
		select {
		case <-stop:
			return nil
		default:
		}
	}
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

// dblpDecoder decodes chunks, one after the other; each worker has one,
// so that its scratch space and its venue table last.
//
// A record's strings are made to be cheap to hold, and none shares memory
// with what a corpus drops: the key, title, DOI and arXiv id, which a
// corpus keeps, are cut from one string per record; each author name (and
// ORCID) is a string of its own, since a corpus keeps one spelling of a
// name and drops its other occurrences; a venue is one string shared by
// the worker's records that name it; and the URLs of a chunk, which a
// corpus does not keep, are cut from one string per chunk. (Interning the
// names as well was tried: a table of a quarter million names misses the
// cache on every lookup, which cost more than the allocations it saved.)
type dblpDecoder struct {
	name   string
	latin1 bool

	// The chunk being decoded.
	data   []byte
	pos    int
	line   int // line number at lineAt
	lineAt int
	items  []dblpItem
	root   bool
	syntax *pub.ParseError

	venues venueCache

	text  []byte   // scratch for text
	stack [][]byte // open elements inside a field
	attrs []dblpAttrValue

	// The record being read.
	kept    []byte // key, title, DOI and arXiv id
	authors []dblpAuthor
	names   []byte // the authors' names and ORCIDs
	title   []byte
	year    []byte
	volume  []byte
	// number, pages, publisher and address: the locator and publisher
	locator [4][]byte
	url     []byte
	ees     []byte // the ee fields, one after the other
	eeEnds  []int  // where each ends in ees

	// The chunk's URLs and the records they belong to.
	urls    []byte
	urlPubs []dblpURL
}

// dblpAuthor is where an author's name and ORCID are in
// dblpDecoder.names.
type dblpAuthor struct{ name, nameEnd, orcid, orcidEnd int }

// dblpURL is where the URL of the publication of an item is in
// dblpDecoder.urls.
type dblpURL struct{ item, start, end int }

// dblpAttrValue is where an attribute's name and value are in the chunk:
// offsets rather than slices, which would cost the garbage collector a
// write barrier each.
type dblpAttrValue struct{ name, nameEnd, value, valueEnd int }

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
		d.syntax = pub.Errorf(pub.Position{File: d.name, Line: d.lineAtPos(len(d.data))}, pub.ErrSyntax,
			"XML: %v; the rest of the file is not read", err)
	}
}

// run decodes a chunk whose first line is line and leaves what it yields
// in d.items: containers are transparent, records become Publications,
// anything else is skipped.
func (d *dblpDecoder) run(data []byte, line int) {
	d.data, d.pos, d.line, d.lineAt = data, 0, line, 0
	// As many items as the last chunk had, and some.
	d.items, d.root, d.syntax = make([]dblpItem, 0, len(d.items)+len(d.items)/8+16), false, nil
	d.urls, d.urlPubs = d.urls[:0], d.urlPubs[:0]
	d.decodeChunk()
	if len(d.urlPubs) > 0 {
		urls := string(d.urls)
		for _, u := range d.urlPubs {
			d.items[u.item].pub.URL = urls[u.start:u.end]
		}
	}
	d.data = nil
}

func (d *dblpDecoder) decodeChunk() {
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
				d.items = append(d.items, dblpItem{owner: &pub.Person{Name: dblpName(full), DBLP: full,
					Pos: pub.Position{File: d.name, Line: d.lineAtPos(d.pos)}}})
			}
		case el == "r":
		case dblpKinds[el] != "":
			if err := d.record(dblpKinds[el], tag.empty); err != nil {
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
	// Most tags are a start tag without attributes.
	data, p := d.data, d.pos+1
	if p < len(data) && data[p] != '!' && data[p] != '?' {
		q := p
		for q < len(data) && !dblpNameEnd[data[q]] {
			q++
		}
		if q > p && q < len(data) && data[q] == '>' {
			d.attrs = d.attrs[:0]
			d.pos = q + 1
			return dblpTag{kind: tagStart, name: data[p:q]}, nil
		}
	}
	return d.otherTag()
}

// otherTag is tag for all but start tags without attributes.
func (d *dblpDecoder) otherTag() (dblpTag, error) {
	data, p := d.data, d.pos+1
	if p >= len(data) {
		return dblpTag{}, errDBLPEOF
	}
	switch data[p] {
	case '?':
		return d.skipPast(p, "?>")
	case '!':
		return d.declaration(p)
	case '/':
		q := bytes.IndexByte(data[p:], '>')
		if q < 0 {
			return dblpTag{}, errDBLPEOF
		}
		d.pos = p + q + 1
		return dblpTag{kind: tagEnd, name: bytes.TrimSpace(data[p+1 : p+q])}, nil
	}
	return d.startTag(p)
}

// declaration moves past the comment, CDATA section or declaration
// ("<!DOCTYPE ...>", with an internal subset in brackets) whose '!' is
// at p.
func (d *dblpDecoder) declaration(p int) (dblpTag, error) {
	data := d.data
	rest := data[p:]
	switch {
	case bytes.HasPrefix(rest, []byte("!--")):
		return d.skipPast(p+3, "-->")
	case bytes.HasPrefix(rest, []byte("![CDATA[")):
		return d.skipPast(p, "]]>")
	}
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
}

// startTag reads the start tag whose name begins at p: name,
// attributes (into d.attrs), '>' or '/>'.
func (d *dblpDecoder) startTag(p int) (dblpTag, error) {
	data := d.data
	q := p
	for q < len(data) && !dblpNameEnd[data[q]] {
		q++
	}
	t := dblpTag{kind: tagStart, name: data[p:q]}
	d.attrs = d.attrs[:0]
	for {
		q = skipXMLSpace(data, q)
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
		var err error
		if q, err = d.attribute(q); err != nil {
			return t, err
		}
	}
}

// attribute reads the attribute (name = "value") that starts at q into
// d.attrs and returns where it ends. An attribute without a value, or
// with one not in quotes, is passed over up to where its value would
// start.
func (d *dblpDecoder) attribute(q int) (int, error) {
	data := d.data
	n := q
	for q < len(data) && data[q] != '=' && data[q] != '>' && !isXMLSpace(data[q]) {
		q++
	}
	nameEnd := q
	q = skipXMLSpace(data, q)
	if q >= len(data) {
		return q, errDBLPEOF
	}
	if data[q] != '=' {
		return q, nil // an attribute without a value
	}
	q = skipXMLSpace(data, q+1)
	if q >= len(data) {
		return q, errDBLPEOF
	}
	quote := data[q]
	if quote != '"' && quote != '\'' {
		return q, nil
	}
	e := bytes.IndexByte(data[q+1:], quote)
	if e < 0 {
		return q, errDBLPEOF
	}
	d.attrs = append(d.attrs, dblpAttrValue{n, nameEnd, q + 1, q + 1 + e})
	return q + e + 2, nil
}

// skipXMLSpace returns the first position at or after q that is not
// XML white space.
func skipXMLSpace(data []byte, q int) int {
	for q < len(data) && isXMLSpace(data[q]) {
		q++
	}
	return q
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

// dblpNameEnd holds the bytes that end an element's name in a start tag.
var dblpNameEnd = [256]bool{' ': true, '\n': true, '\t': true, '\r': true, '>': true, '/': true}

// attrValue returns the raw value of the last tag's attribute name.
func (d *dblpDecoder) attrValue(name string) ([]byte, bool) {
	for _, a := range d.attrs {
		if string(d.data[a.name:a.nameEnd]) == name {
			return d.data[a.value:a.valueEnd], true
		}
	}
	return nil, false
}

// attr returns the decoded value of the last tag's attribute name.
func (d *dblpDecoder) attr(name string) string {
	v, _ := d.attrValue(name)
	d.text = d.decode(d.text[:0], v)
	return string(d.text)
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

// dblpField is a field of a record that ReadDBLP reads.
type dblpField int

const (
	fieldOther dblpField = iota
	fieldAuthor
	fieldTitle
	fieldYear
	fieldVenue // journal or booktitle
	fieldSchool
	fieldVolume
	fieldNumber // the locator fields from here to fieldAddress, in d.locator's order
	fieldPages
	fieldPublisher
	fieldAddress
	fieldEE
	fieldURL
)

func dblpFieldOf(name []byte) dblpField {
	switch string(name) {
	case "author":
		return fieldAuthor
	case "title":
		return fieldTitle
	case "year":
		return fieldYear
	case "journal", "booktitle":
		return fieldVenue
	case "school":
		return fieldSchool
	case "volume":
		return fieldVolume
	case "number":
		return fieldNumber
	case "pages":
		return fieldPages
	case "publisher":
		return fieldPublisher
	case "address":
		return fieldAddress
	case "ee":
		return fieldEE
	case "url":
		return fieldURL
	}
	return fieldOther
}

// record reads one record element of kind, whose start tag was just read,
// and queues its Publication. It does what dblpFields.add and dblpFinish
// do for encoding/xml, on bytes, so that a record costs few allocations.
func (d *dblpDecoder) record(kind pub.Kind, empty bool) error {
	// The record is made on the stack and copied to the heap at the end,
	// which spares a write barrier for each of its strings.
	var pb pub.Publication
	pb.Kind, pb.Pos = kind, pub.Position{File: d.name, Line: d.lineAtPos(d.pos)}
	key, _ := d.attrValue("key")
	d.kept = d.decode(d.kept[:0], key)
	keyEnd := len(d.kept)
	publtype, _ := d.attrValue("publtype")
	var informal, withdrawn bool
	if len(publtype) > 0 {
		d.text = d.decode(d.text[:0], publtype)
		informal = bytes.Contains(d.text, []byte("informal"))
		withdrawn = bytes.Contains(d.text, []byte("withdrawn"))
	}
	d.authors, d.names = d.authors[:0], d.names[:0]
	d.title, d.year, d.volume, d.url = d.title[:0], d.year[:0], d.volume[:0], d.url[:0]
	for i := range d.locator {
		d.locator[i] = d.locator[i][:0]
	}
	d.ees, d.eeEnds = d.ees[:0], d.eeEnds[:0]
	var venue venueEntry
	if !empty {
		if err := d.recordFields(kind, &venue); err != nil {
			return err
		}
	}
	d.keepText(&pb, keyEnd, venue.venue)
	pb.Authors = make([]pub.Author, len(d.authors))
	for i, a := range d.authors {
		name := string(d.names[a.name:a.nameEnd])
		pb.Authors[i] = pub.Author{Name: dblpName(name), DBLP: name}
		if a.orcidEnd > a.orcid {
			pb.Authors[i].ORCID = string(d.names[a.orcid:a.orcidEnd])
		}
	}

	dblpDoubts(&pb)
	if len(d.year) > 0 {
		dblpYear(&pb, d.year)
	}
	if venue.venue == "" {
		venue.venue, venue.info = d.venues.lookup(nil)
	}
	dblpVenue(&pb, venue.venue, venue.info, informal, withdrawn)
	d.recordURL()
	// Field by field into the new object, which needs no write barriers
	// (a copy of the whole would have them); these are all the fields the
	// code above sets.
	p := &pub.Publication{Title: pb.Title, Authors: pb.Authors, Venue: pb.Venue, VenueText: pb.VenueText, Year: pb.Year,
		Kind: pb.Kind, DOI: pb.DOI, ArXiv: pb.ArXiv, DBLPKey: pb.DBLPKey, Pos: pb.Pos, Doubts: pb.Doubts,
		Locator: pb.Locator, Publisher: pb.Publisher, Place: pb.Place}
	d.items = append(d.items, dblpItem{pub: p})
	return nil
}

// recordFields reads the fields of a record of kind up to its end tag
// into the decoder's record buffers, and its venue (the first journal or
// booktitle, or a thesis's school) into venue.
func (d *dblpDecoder) recordFields(kind pub.Kind, venue *venueEntry) error {
	for {
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
			return nil
		}
		if t.kind != tagStart {
			continue
		}
		if err := d.recordField(t, kind, venue); err != nil {
			return err
		}
	}
}

// recordField reads the field whose start tag t was just read into the
// decoder's record buffers (see recordFields).
func (d *dblpDecoder) recordField(t dblpTag, kind pub.Kind, venue *venueEntry) error {
	field := dblpFieldOf(t.name)
	var author dblpAuthor
	if field == fieldAuthor {
		if v, ok := d.attrValue("orcid"); ok {
			author.orcid = len(d.names)
			d.names = d.decode(d.names, v)
			author.orcidEnd = len(d.names)
		}
	}
	var text []byte
	if !t.empty {
		var err error
		if text, err = d.fieldText(t.name, field != fieldOther); err != nil {
			return err
		}
	}
	switch field {
	case fieldAuthor:
		if len(text) > 0 {
			author.name = len(d.names)
			d.names = append(d.names, text...)
			author.nameEnd = len(d.names)
			d.authors = append(d.authors, author)
		}
	case fieldTitle:
		d.title = append(d.title[:0], text...)
	case fieldYear:
		d.year = append(d.year[:0], text...)
	case fieldVenue:
		if venue.venue == "" {
			venue.venue, venue.info = d.venues.lookup(text)
		}
	case fieldSchool:
		if venue.venue == "" && kind == pub.KindThesis {
			venue.venue, venue.info = d.venues.lookup(text)
		}
	case fieldVolume:
		d.volume = append(d.volume[:0], text...)
	case fieldNumber, fieldPages, fieldPublisher, fieldAddress:
		at := field - fieldNumber
		d.locator[at] = append(d.locator[at][:0], text...)
	case fieldEE:
		d.ees = append(d.ees, text...)
		d.eeEnds = append(d.eeEnds, len(d.ees))
	case fieldURL:
		d.url = append(d.url[:0], text...)
	}
	return nil
}

// keepText sets the record's key (d.kept up to keyEnd), title, DOI,
// arXiv id (from its ee fields, or a CoRR volume), volume (not a CoRR
// one), number, pages, publisher and address in pb, all cut from one
// string.
func (d *dblpDecoder) keepText(pb *pub.Publication, keyEnd int, venue string) {
	titleStart := len(d.kept)
	title := d.title
	if bytes.HasSuffix(title, []byte(".")) && !bytes.HasSuffix(title, []byte("..")) {
		title = title[:len(title)-1]
	}
	d.kept = append(d.kept, title...)
	doiStart := len(d.kept)
	var doi, arXiv []byte
	ees := d.eeIter()
	for ee, ok := ees(); ok; ee, ok = ees() {
		switch {
		case doi == nil && len(dblpDOI(ee)) > 0:
			doi = dblpDOI(ee)
		case arXiv == nil && len(dblpArXiv(ee)) > 0:
			arXiv = dblpArXiv(ee)
		}
	}
	d.kept = append(d.kept, doi...)
	arXivStart := len(d.kept)
	if arXiv == nil && venue == "CoRR" {
		arXiv = bytes.TrimPrefix(d.volume, []byte("abs/"))
	}
	d.kept = append(d.kept, arXiv...)
	volumeStart := len(d.kept)
	if !bytes.HasPrefix(d.volume, []byte("abs/")) {
		d.kept = append(d.kept, d.volume...)
	}
	var ends [len(d.locator) + 1]int
	ends[0] = len(d.kept)
	for i, f := range d.locator {
		d.kept = append(d.kept, f...)
		ends[i+1] = len(d.kept)
	}
	if len(d.kept) > 0 {
		kept := string(d.kept)
		pb.DBLPKey = dblpCut(kept, 0, keyEnd)
		pb.Title = dblpCut(kept, titleStart, doiStart)
		pb.DOI = dblpCut(kept, doiStart, arXivStart)
		pb.ArXiv = dblpCut(kept, arXivStart, volumeStart)
		pb.Volume = dblpCut(kept, volumeStart, ends[0])
		pb.Issue = dblpCut(kept, ends[0], ends[1])
		pb.Pages = dblpCut(kept, ends[1], ends[2])
		pb.Publisher = dblpCut(kept, ends[2], ends[3])
		pb.Place = dblpCut(kept, ends[3], ends[4])
	}
}

// recordURL queues the URL of the record about to be queued: its url
// field (under dblp.org when relative), else its first ee that is not a
// DOI.
func (d *dblpDecoder) recordURL() {
	urlStart := len(d.urls)
	switch {
	case bytes.HasPrefix(d.url, []byte("db/")):
		d.urls = append(append(d.urls, dblpSite...), d.url...)
	case len(d.url) > 0:
		d.urls = append(d.urls, d.url...)
	default:
		ees := d.eeIter()
		for ee, ok := ees(); ok; ee, ok = ees() {
			if len(dblpDOI(ee)) == 0 {
				d.urls = append(d.urls, ee...)
				break
			}
		}
	}
	if len(d.urls) > urlStart {
		d.urlPubs = append(d.urlPubs, dblpURL{len(d.items), urlStart, len(d.urls)})
	}
}

// eeIter returns a function that yields the record's ee fields in turn.
func (d *dblpDecoder) eeIter() func() ([]byte, bool) {
	i, start := 0, 0
	return func() ([]byte, bool) {
		if i == len(d.eeEnds) {
			return nil, false
		}
		ee := d.ees[start:d.eeEnds[i]]
		start = d.eeEnds[i]
		i++
		return ee, true
	}
}

// dblpCut returns s[start:end], or "" without holding s when that is
// empty.
func dblpCut(s string, start, end int) string {
	if start == end {
		return ""
	}
	return s[start:end]
}

// fieldText returns the text of the field just started, markup removed,
// entities decoded and white space collapsed, and moves past its end. An
// end tag that closes no open element closes them all and is left for
// the record (as encoding/xml does when not strict). The text is valid
// until the next call; when keep is false it is not made at all, but
// unknown entities are still reported.
func (d *dblpDecoder) fieldText(field []byte, keep bool) ([]byte, error) {
	// Most fields are text and then their end tag.
	data := d.data
	if i := bytes.IndexByte(data[d.pos:], '<'); i >= 0 {
		end := d.pos + i
		after := end + 3 + len(field)
		if after <= len(data) && data[end+1] == '/' && data[after-1] == '>' && string(data[end+2:after-1]) == string(field) {
			raw := data[d.pos:end]
			d.pos = after
			if !keep {
				if bytes.IndexByte(raw, '&') >= 0 {
					d.text = d.decode(d.text[:0], raw)
				}
				return nil, nil
			}
			if text, ok := d.plainText(raw); ok {
				return text, nil
			}
			d.text = dblpCollapse(d.decode(d.text[:0], raw))
			return d.text, nil
		}
	}
	d.text = d.text[:0]
	d.stack = append(d.stack[:0], field)
	for {
		i := bytes.IndexByte(d.data[d.pos:], '<')
		if i < 0 {
			return nil, errDBLPEOF
		}
		d.text = d.decode(d.text, d.data[d.pos:d.pos+i])
		d.pos += i
		start := d.pos
		t, err := d.tag()
		if err != nil {
			return nil, err
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
			break
		}
		d.stack = d.stack[:k]
		if k == 0 {
			break
		}
	}
	clear(d.stack)
	d.text = dblpCollapse(d.text)
	return d.text, nil
}

// plainText returns what fieldText makes of raw text when that is
// simple: printable ASCII with single spaces between words and named
// entities that XML or dblp.dtd declare. The text is raw itself when it
// has no entities, else decoded into d.text. ok is false for anything
// else (character references, other bytes, white space to collapse, an
// unknown entity), which is left to decode and dblpCollapse.
func (d *dblpDecoder) plainText(raw []byte) (text []byte, ok bool) {
	if len(raw) == 0 {
		return raw, true
	}
	if raw[0] == ' ' || raw[len(raw)-1] == ' ' {
		return nil, false
	}
	text = raw
	decoded := false
	from := 0 // raw[from:] is not yet in d.text
	space := false
	for i := 0; i < len(raw); i++ {
		// Eight bytes at a time while they are printable ASCII and
		// spaces, none of them two in a row.
		for i+8 <= len(raw) {
			w := binary.LittleEndian.Uint64(raw[i:])
			// High bits: of bytes below ' ', of bytes above '~', of '&'.
			if ((w-dblpOnes*' ')&^w|(w+dblpOnes)|w|dblpZeroBytes(w^(dblpOnes*'&')))&dblpHighs != 0 {
				break
			}
			sp := dblpZeroBytes(w ^ (dblpOnes * ' '))
			if sp&(sp<<8) != 0 || space && sp&0x80 != 0 {
				return nil, false
			}
			space = sp>>63 != 0
			i += 8
		}
		if i == len(raw) {
			break
		}
		c := raw[i]
		if c == ' ' {
			if space {
				return nil, false
			}
			space = true
			continue
		}
		space = false
		if c == '&' {
			semi := bytes.IndexByte(raw[i+1:min(len(raw), i+9)], ';')
			if semi < 0 {
				return nil, false
			}
			rep, known := dblpNamedEntity(raw[i+1 : i+1+semi])
			if !known {
				return nil, false
			}
			if !decoded {
				d.text, decoded = d.text[:0], true
			}
			d.text = append(append(d.text, raw[from:i]...), rep...)
			i += 1 + semi
			from = i + 1
			continue
		}
		if c < '!' || c > '~' {
			return nil, false
		}
	}
	if decoded {
		d.text = append(d.text, raw[from:]...)
		text = d.text
	}
	return text, true
}

const (
	dblpOnes  = 0x0101010101010101
	dblpHighs = 0x8080808080808080
)

// dblpZeroBytes returns w with the high bit of each zero byte set and
// every other bit clear.
func dblpZeroBytes(w uint64) uint64 {
	return ^((w&^dblpHighs + (dblpHighs - dblpOnes)) | w) & dblpHighs
}

// dblpNamedEntity returns the text of an entity that XML or dblp.dtd
// declares.
func dblpNamedEntity(name []byte) (string, bool) {
	switch string(name) {
	case "amp":
		return "&", true
	case "lt":
		return "<", true
	case "gt":
		return ">", true
	case "quot":
		return "\"", true
	case "apos":
		return "'", true
	}
	s, ok := dblpEntities[string(name)]
	return s, ok
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
			d.items = append(d.items, dblpItem{warn: pub.Errorf(pub.Position{File: d.name, Line: d.lineAtPos(off), Column: col}, pub.ErrSyntax,
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
// trimmed, as strings.Join(strings.Fields(s), " ") does, and valid UTF-8;
// it reuses b's space.
func dblpCollapse(b []byte) []byte {
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
		return append(b[:0], strings.Join(strings.Fields(s), " ")...)
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
	return out
}
