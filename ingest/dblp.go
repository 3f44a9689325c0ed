package ingest

import (
	"bufio"
	"cmp"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
)

// ReadDBLP reads dblp's XML: the whole dblp.xml dump or a person's export
// (dblp.org/pid/....xml). The dump is a <dblp> element of records, often
// glued on one line and in ISO-8859-1 with the DTD's entities:
//
//	<dblp>
//	<article key="journals/cacm/DeanG08" mdate="2020-03-21">
//	<author orcid="0000-0001-2345-6789">Jeffrey Dean</author>
//	<author>Sanjay Ghemawat</author>
//	<title>MapReduce: simplified data processing on large clusters.</title>
//	<year>2008</year><journal>Commun. ACM</journal>
//	<ee>https://doi.org/10.1145/1327452.1327492</ee>
//	</article><inproceedings key="conf/osdi/...">...</inproceedings>
//	</dblp>
//
// A person's export is a <dblpperson name="..." pid="..."> element whose
// <r> children hold the records; it yields an Owner record first, and each
// Publication's Owner is that person.
//
// Record elements become Publications by kind: article a journal paper (a
// preprint when it is informal or in CoRR), inproceedings a conference
// paper (a workshop, demo or poster paper when VenueKind of its booktitle
// says so), incollection a chapter, book a book, phdthesis and
// mastersthesis a thesis, and data (research data sets) KindOther.
// Proceedings are skipped: their editors are not co-authors and the volume
// is nobody's paper; www records (person pages) and person records are
// skipped too. A record without an author is still emitted, with the doubt
// "no authors", so it counts as a publication of the list's owner.
//
// Author.DBLP keeps dblp's name string, the person's identity in dblp,
// and Author.Name drops its homonym number: "Manish Singh 0001" is named
// "Manish Singh". The title loses markup (<i>, <sub>) and the period dblp
// ends every title with. Venue is the acronym LookupVenue finds for the
// journal or booktitle (a thesis's school), else the text itself. DOI and ArXiv come from the
// ee links, URL from the url field (made absolute) or else the first other
// ee. Pos is the line where the record's start tag ends.
//
// The input is cut into chunks at record ends and decoded on all cores by
// a tokenizer of its own (dblp_fast.go; encoding/xml only for charsets
// other than UTF-8, US-ASCII and ISO-8859-1), in constant memory whatever
// its size; records are emitted in input order. Strings are shared where
// that is cheap to hold: a record's key, title, DOI and arXiv id are cut
// from one string, a venue is one string for all the records that name
// it, and the URLs of the few hundred records read together are cut from
// one string, so that a URL kept alone keeps theirs too. Entities that
// dblp.dtd declares (&eacute;, &uuml;) are known without the DTD; an
// unknown one is left as written and reported through opt.Warn with its
// line and column. dblp.xml is not valid XML past a syntax error, so one
// (a truncated download, say) is reported through opt.Warn and ends the
// reading, keeping the records before it.
func ReadDBLP(r io.Reader, name string, opt Options, emit pub.Emit) error {
	br := bufio.NewReaderSize(r, 1<<16)
	if err := netSniff(br, name); err != nil {
		return err
	}
	head, _ := br.Peek(1024)
	if ok, latin1 := dblpFastCharset(dblpEncoding(head)); ok {
		return readDBLPFast(br, name, latin1, opt, emit)
	}
	return readDBLPXML(br, name, opt, emit)
}

// readDBLPXML is ReadDBLP through encoding/xml, for the charsets the fast
// reader does not decode.
func readDBLPXML(br *bufio.Reader, name string, opt Options, emit pub.Emit) error {
	d := xml.NewDecoder(br)
	d.Strict = false // leave unknown entities alone instead of failing
	d.Entity = dblpEntities
	d.CharsetReader = dblpCharset
	dr := &dblpReader{d: d, name: name, opt: opt, emit: emit}
	err := dr.run()
	var de dblpDecodeError
	if errors.As(err, &de) {
		var se *xml.SyntaxError
		if !errors.As(de.err, &se) {
			return fmt.Errorf("%s: %w", name, de.err)
		}
		pe := pub.Errorf(pub.Position{File: name, Line: se.Line}, pub.ErrSyntax, "XML: %s; the rest of the file is not read", se.Msg)
		if !dr.root {
			return pe
		}
		return opt.warn(pe)
	}
	if err != nil {
		return err
	}
	if !dr.root {
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "no <dblp> or <dblpperson> element found")
	}
	return nil
}

// dblpCharset decodes the charsets dblp's files declare: ISO-8859-1 for
// the dump, US-ASCII (with character references) for person exports.
func dblpCharset(charset string, input io.Reader) (io.Reader, error) {
	switch strings.ToLower(charset) {
	case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1":
		return charmap.ISO8859_1.NewDecoder().Reader(input), nil
	case "us-ascii", "ascii", "utf8":
		return input, nil
	}
	enc, err := htmlindex.Get(charset)
	if err != nil {
		return nil, fmt.Errorf("unsupported charset %q", charset)
	}
	return enc.NewDecoder().Reader(input), nil
}

// dblpDecodeError marks an error of the XML decoder, as opposed to one
// that emit or opt.Warn returned.
type dblpDecodeError struct{ err error }

func (e dblpDecodeError) Error() string { return e.err.Error() }
func (e dblpDecodeError) Unwrap() error { return e.err }

// dblpKinds maps the record elements that ReadDBLP emits to their kind.
var dblpKinds = map[string]pub.Kind{
	"article":       pub.KindJournal,
	"inproceedings": pub.KindConference,
	"incollection":  pub.KindChapter,
	"book":          pub.KindBook,
	"phdthesis":     pub.KindThesis,
	"mastersthesis": pub.KindThesis,
	"data":          pub.KindOther,
}

// dblpReader holds the state of ReadDBLP.
type dblpReader struct {
	d     *xml.Decoder
	name  string
	opt   Options
	emit  pub.Emit
	root  bool   // a <dblp> or <dblpperson> element was seen
	owner string // the name of the person whose export this is
}

// token returns the next token, io.EOF at the end of the input, or a
// dblpDecodeError.
func (dr *dblpReader) token() (xml.Token, error) {
	tok, err := dr.d.Token()
	if err == io.EOF {
		return nil, err
	}
	if err != nil {
		return nil, dblpDecodeError{err}
	}
	return tok, nil
}

func (dr *dblpReader) skip() error {
	if err := dr.d.Skip(); err != nil {
		return dblpDecodeError{err}
	}
	return nil
}

func (dr *dblpReader) line() int {
	line, _ := dr.d.InputPos()
	return line
}

// run reads the input to its end, descending into the containers <dblp>,
// <dblpperson> and <r> and skipping every other element that is not a
// record.
func (dr *dblpReader) run() error {
	for {
		tok, err := dr.token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		start, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		switch el := start.Name.Local; {
		case el == "dblp":
			dr.root = true
		case el == "dblpperson":
			dr.root = true
			if err := dr.person(start); err != nil {
				return err
			}
		case el == "r":
		case dblpKinds[el] != "":
			if err := dr.record(start); err != nil {
				return err
			}
		default:
			if err := dr.skip(); err != nil {
				return err
			}
		}
	}
}

// person emits the Owner of a person's export.
func (dr *dblpReader) person(start xml.StartElement) error {
	full := dblpAttr(start, "name")
	if full == "" {
		return nil
	}
	dr.owner = dblpName(full)
	return dr.emit(pub.Record{Owner: &pub.Person{Name: dr.owner, DBLP: full, Pos: pub.Position{File: dr.name, Line: dr.line()}}})
}

// dblpAttr returns the value of start's attribute name.
func dblpAttr(start xml.StartElement, name string) string {
	for _, a := range start.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// record reads one record element and emits its Publication.
func (dr *dblpReader) record(start xml.StartElement) error {
	pb := &pub.Publication{
		Kind:    dblpKinds[start.Name.Local],
		DBLPKey: dblpAttr(start, "key"),
		Owner:   dr.owner,
		Pos:     pub.Position{File: dr.name, Line: dr.line()},
		Authors: []pub.Author{},
	}
	var f dblpFields
	for {
		tok, err := dr.token()
		if err == io.EOF {
			return dblpDecodeError{&xml.SyntaxError{Msg: "unexpected EOF", Line: dr.line()}}
		}
		if err != nil {
			return err
		}
		if _, end := tok.(xml.EndElement); end {
			break
		}
		field, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		text, err := dr.text()
		if err != nil {
			return err
		}
		f.add(pb, field.Name.Local, text, dblpAttr(field, "orcid"))
	}
	dblpFinish(pb, dblpAttr(start, "publtype"), f.venue, f.volume, f.year, f.url, f.ees, nil)
	return dr.emit(pub.Record{Publication: pb})
}

// dblpFinish fills in what depends on several fields of a record.
// cache, if not nil, remembers what LookupVenue and VenueKind said of a
// venue.
func dblpFinish(pb *pub.Publication, publtype, venue, volume, year, url string, ees []string, cache *venueCache) {
	dblpDoubts(pb)
	if year != "" {
		dblpYear(pb, year)
	}
	dblpVenue(pb, venue, cache.info(venue), strings.Contains(publtype, "informal"), strings.Contains(publtype, "withdrawn"))
	for _, ee := range ees {
		switch {
		case pb.DOI == "" && dblpDOI(ee) != "":
			pb.DOI = dblpDOI(ee)
		case pb.ArXiv == "" && dblpArXiv(ee) != "":
			pb.ArXiv = dblpArXiv(ee)
		}
	}
	if pb.ArXiv == "" && venue == "CoRR" {
		pb.ArXiv = strings.TrimPrefix(volume, "abs/")
	}
	if !strings.HasPrefix(volume, "abs/") {
		pb.Volume = volume // a CoRR volume is an arXiv id, not a volume
	}
	switch {
	case strings.HasPrefix(url, "db/"):
		pb.URL = dblpSite + url
	case url != "":
		pb.URL = url
	default:
		for _, ee := range ees {
			if dblpDOI(ee) == "" {
				pb.URL = ee
				break
			}
		}
	}
}

// dblpSite is what a url field that starts with "db/" is relative to.
const dblpSite = "https://dblp.org/"

// dblpDoubts notes a record without authors or title.
func dblpDoubts(pb *pub.Publication) {
	if len(pb.Authors) == 0 {
		pb.Doubts = append(pb.Doubts, "no authors")
	}
	if pb.Title == "" {
		pb.Doubts = append(pb.Doubts, "no title")
	}
}

// dblpYear sets pub's year from a year field that is not empty.
func dblpYear[T string | []byte](pb *pub.Publication, year T) {
	y, ok := 0, len(year) <= 9
	for i := 0; i < len(year); i++ {
		c := year[i]
		if c < '0' || c > '9' {
			ok = false
			break
		}
		y = 10*y + int(c-'0')
	}
	if !ok {
		// Signs, long numbers and what is not a number, as Atoi sees them.
		var err error
		if y, err = strconv.Atoi(string(year)); err != nil {
			pb.Doubts = append(pb.Doubts, fmt.Sprintf("year %q is not a number", string(year)))
			return
		}
	}
	pb.Year = y
}

// dblpVenue sets pub's venue from the record's first journal or
// booktitle (a thesis's school), and its kind from the venue and the
// record's publtype.
func dblpVenue(pb *pub.Publication, venue string, info venueInfo, informal, withdrawn bool) {
	pb.VenueText = venue
	pb.Venue = cmp.Or(info.acronym, venue)
	switch {
	case pb.Kind == pub.KindJournal && (venue == "CoRR" || informal):
		pb.Kind = pub.KindPreprint
	case pb.Kind == pub.KindConference:
		switch k := info.kind; k {
		case pub.KindWorkshop, pub.KindDemo, pub.KindPoster:
			pb.Kind = k
		}
	}
	if withdrawn {
		pb.Doubts = append(pb.Doubts, "withdrawn")
	}
}

// text returns the text of the element just started, markup removed and
// white space collapsed, and reads past its end.
func (dr *dblpReader) text() (string, error) {
	var b strings.Builder
	for depth := 1; depth > 0; {
		tok, err := dr.token()
		if err == io.EOF {
			return "", dblpDecodeError{&xml.SyntaxError{Msg: "unexpected EOF", Line: dr.line()}}
		}
		if err != nil {
			return "", err
		}
		switch t := tok.(type) {
		case xml.CharData:
			b.Write(t)
		case xml.StartElement:
			depth++
		case xml.EndElement:
			depth--
		}
	}
	return strings.Join(strings.Fields(b.String()), " "), nil
}

// dblpFields gathers the fields of one record that dblpFinish needs
// besides the publication itself; both DBLP readers fill it.
type dblpFields struct {
	venue, volume, year, url string
	ees                      []string
}

// add records one field element of pub's record.
func (f *dblpFields) add(pb *pub.Publication, field, text, orcid string) {
	switch field {
	case "author":
		if text != "" {
			pb.Authors = append(pb.Authors, pub.Author{Name: dblpName(text), DBLP: text, ORCID: orcid})
		}
	case "title":
		pb.Title = dblpTitle(text)
	case "year":
		f.year = text
	case "journal", "booktitle":
		if f.venue == "" {
			f.venue = text
		}
	case "school":
		if f.venue == "" && pb.Kind == pub.KindThesis {
			f.venue = text
		}
	case "volume":
		f.volume = text
	case "number":
		pb.Issue = text
	case "pages":
		pb.Pages = text
	case "publisher":
		pb.Publisher = text
	case "address":
		pb.Place = text
	case "ee":
		f.ees = append(f.ees, text)
	case "url":
		f.url = text
	}
}

// dblpName drops dblp's homonym number from a name: "Manish Singh 0001"
// is "Manish Singh".
func dblpName(s string) string {
	i := strings.LastIndexByte(s, ' ')
	if i <= 0 || len(s)-i-1 != 4 {
		return s
	}
	for _, c := range s[i+1:] {
		if c < '0' || c > '9' {
			return s
		}
	}
	return s[:i]
}

// dblpTitle drops the period dblp ends every title with.
func dblpTitle(s string) string {
	if strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "..") {
		return s[:len(s)-1]
	}
	return s
}

// dblpDOIPrefixes are the links whose rest is a DOI.
var dblpDOIPrefixes = [...]string{"https://doi.org/", "http://doi.org/", "https://dx.doi.org/", "http://dx.doi.org/"}

// dblpDOI returns the DOI of a doi.org link, or "".
func dblpDOI[T string | []byte](ee T) T {
	for _, p := range dblpDOIPrefixes {
		if len(ee) >= len(p)+3 && string(ee[:len(p)]) == p && string(ee[len(p):len(p)+3]) == "10." {
			return ee[len(p):]
		}
	}
	return ee[:0]
}

// dblpArXiv returns the arXiv id of an arxiv.org link, or "".
func dblpArXiv[T string | []byte](ee T) T {
	for _, p := range [...]string{"https://arxiv.org/abs/", "http://arxiv.org/abs/"} {
		if len(ee) >= len(p) && string(ee[:len(p)]) == p {
			return ee[len(p):]
		}
	}
	return ee[:0]
}

// venueInfo is what dblpFinish learns of a venue name.
type venueInfo struct {
	acronym string
	kind    pub.Kind // VenueKind
}

// venueCache remembers, for up to maxVenueCache venue names, the name
// itself and its venueInfo: a dump names a few thousand venues millions
// of times, and its records share one string per venue.
type venueCache struct {
	m map[string]venueEntry
}

type venueEntry struct {
	venue string
	info  venueInfo
}

const maxVenueCache = 1 << 16

// info returns what LookupVenue and VenueKind say of venue; c may be nil.
func (c *venueCache) info(venue string) venueInfo {
	if c != nil {
		if e, ok := c.m[venue]; ok {
			return e.info
		}
	}
	info := venueInfo{kind: VenueKind(venue)}
	if v, found := LookupVenue(venue); found && venue != "" {
		info.acronym = v.Acronym
	}
	if c != nil {
		c.put(venueEntry{venue, info})
	}
	return info
}

// lookup returns venue as a string shared with the other records that
// name it, and its venueInfo.
func (c *venueCache) lookup(venue []byte) (string, venueInfo) {
	if e, ok := c.m[string(venue)]; ok {
		return e.venue, e.info
	}
	s := string(venue)
	return s, c.info(s)
}

func (c *venueCache) put(e venueEntry) {
	if c.m == nil || len(c.m) >= maxVenueCache {
		c.m = make(map[string]venueEntry)
	}
	c.m[e.venue] = e
}
