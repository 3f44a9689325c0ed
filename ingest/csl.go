package ingest

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// ReadCSL reads CSL-JSON, as Zotero, Mendeley and Crossref export it, and
// emits one Publication per item. The input is an array of items, a single
// item, or a Crossref API response ({"message": {"items": [...]}}):
//
//	[{"type": "paper-conference",
//	  "title": "Orca: A Distributed Serving System",
//	  "author": [{"family": "Yu", "given": "Gyeong-In"},
//	             {"literal": "Byung-Gon Chun"}],
//	  "container-title": "OSDI 22",
//	  "issued": {"date-parts": [[2022, 7]]},
//	  "DOI": "10.5555/1234"}]
//
// Text fields may be strings or, as Crossref writes them, arrays of
// strings; numbers may be strings. An item that does not fit is a warning
// naming its line.
func ReadCSL(r io.Reader, name string, opt Options, emit pub.Emit) error {
	src, err := readWhole(r, name)
	if err != nil {
		return err
	}
	items, err := cslItems(src)
	if err != nil {
		if len(items) == 0 {
			return jsonError(src, name, err)
		}
		// A truncated or damaged array: the complete items before the
		// damage are read, and the damage is a warning.
		if werr := opt.warn(truncatedJSON(src, name, err, len(items))); werr != nil {
			return werr
		}
	}
	emitted := 0
	lines := newLineIndex(src)
	for _, it := range items {
		pos := lines.pos(name, it.off)
		var item cslItem
		if err := json.Unmarshal(it.raw, &item); err != nil {
			if werr := opt.warn(pub.Errorf(pos, pub.ErrSyntax, "CSL item skipped: %v", err)); werr != nil {
				return werr
			}
			continue
		}
		pb, perr := item.publication(pos)
		if perr != nil {
			if werr := opt.warn(perr); werr != nil {
				return werr
			}
			continue
		}
		if err := emit(pub.Record{Publication: pb}); err != nil {
			return err
		}
		emitted++
	}
	if emitted == 0 {
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "no CSL-JSON items found")
	}
	return nil
}

// cslItems finds the items of a CSL-JSON document.
func cslItems(src []byte) ([]jsonElem, error) {
	start := skipJSONSpace(src, 0)
	if start < len(src) && src[start] == '[' {
		return jsonArray(src)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(src, &top); err != nil {
		// Damaged: keep what a wrapped array holds up to the damage.
		for _, path := range [][]string{{"items"}, {"message", "items"}} {
			if elems, _ := jsonArray(src, path...); len(elems) > 0 {
				return elems, err
			}
		}
		return nil, err
	}
	if _, ok := top["items"]; ok {
		return jsonArray(src, "items")
	}
	if msg, ok := top["message"]; ok {
		var inner map[string]json.RawMessage
		if json.Unmarshal(msg, &inner) == nil {
			if _, ok := inner["items"]; ok {
				return jsonArray(src, "message", "items")
			}
			return jsonValue(src, "message")
		}
	}
	return []jsonElem{{raw: src[start:], off: start}}, nil
}

// cslItem is the part of a CSL-JSON item that pubgraph reads.
type cslItem struct {
	Type           cslText   `json:"type"`
	Title          cslText   `json:"title"`
	Author         []cslName `json:"author"`
	Editor         []cslName `json:"editor"`
	Issued         *cslDate  `json:"issued"`
	Published      *cslDate  `json:"published"`
	PublishedPrint *cslDate  `json:"published-print"`
	PublishedOnl   *cslDate  `json:"published-online"`
	Container      cslText   `json:"container-title"`
	EventTitle     cslText   `json:"event-title"`
	Event          cslText   `json:"event"`
	Collection     cslText   `json:"collection-title"`
	Publisher      cslText   `json:"publisher"`
	PublisherPlace cslText   `json:"publisher-place"`
	PublisherLoc   cslText   `json:"publisher-location"` // Crossref
	Volume         cslText   `json:"volume"`
	Issue          cslText   `json:"issue"`
	Page           cslText   `json:"page"`
	PageFirst      cslText   `json:"page-first"`
	ArticleNumber  cslText   `json:"article-number"` // Crossref
	Archive        cslText   `json:"archive"`
	DOI            cslText   `json:"DOI"`
	URL            cslText   `json:"URL"`
}

// cslName is a CSL name variable.
type cslName struct {
	Family     cslText `json:"family"`
	Given      cslText `json:"given"`
	Literal    cslText `json:"literal"`
	Name       cslText `json:"name"` // Crossref organisations
	Suffix     cslText `json:"suffix"`
	Dropping   cslText `json:"dropping-particle"`
	NonDrop    cslText `json:"non-dropping-particle"`
	ORCID      cslText `json:"ORCID"`
	ORCIDLower cslText `json:"orcid"`
}

// cslDate is a CSL date: date-parts, or raw or literal text.
type cslDate struct {
	DateParts [][]cslText `json:"date-parts"`
	Raw       cslText     `json:"raw"`
	Literal   cslText     `json:"literal"`
}

// year returns the date's year, or 0.
func (d *cslDate) year() int {
	if d == nil {
		return 0
	}
	if len(d.DateParts) > 0 && len(d.DateParts[0]) > 0 {
		if y, err := strconv.Atoi(strings.TrimSpace(string(d.DateParts[0][0]))); err == nil && y > 0 {
			return y
		}
	}
	for _, s := range []cslText{d.Raw, d.Literal} {
		if m := yearPattern.FindString(string(s)); m != "" {
			y, _ := strconv.Atoi(m)
			return y
		}
	}
	return 0
}

// cslText is a text field that accepts a string, a number, null, or an
// array of them (Crossref), whose first non-empty element it keeps.
type cslText string

// UnmarshalJSON implements json.Unmarshaler.
func (t *cslText) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	switch {
	case len(b) == 0 || string(b) == "null":
		*t = ""
	case b[0] == '"':
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*t = cslText(s)
	case b[0] == '[':
		var all []cslText
		if err := json.Unmarshal(b, &all); err != nil {
			return err
		}
		*t = ""
		for _, s := range all {
			if strings.TrimSpace(string(s)) != "" {
				*t = s
				break
			}
		}
	case b[0] == '{':
		return errors.New("text field is an object")
	default: // number or boolean
		*t = cslText(b)
	}
	return nil
}

func (t cslText) String() string { return collapseSpace(string(t)) }

var orcidPattern = regexp.MustCompile(`\d{4}-\d{4}-\d{4}-\d{3}[\dXx]`)

// normalizeORCID returns the bare iD ("0000-0002-1825-0097") in s, which may
// be an orcid.org URL; "" if s holds none.
func normalizeORCID(s string) string {
	return strings.ToUpper(orcidPattern.FindString(s))
}

// author returns the name in display order, and whether it stands for
// names left out ("others", "et al.").
func (n cslName) author() (pub.Author, bool) {
	var name string
	switch {
	case n.Literal.String() != "":
		name = n.Literal.String()
	case n.Family.String() != "" || n.Given.String() != "":
		name = strings.Join(nonEmpty(n.Given.String(), n.Dropping.String(), n.NonDrop.String(), n.Family.String(), n.Suffix.String()), " ")
	default:
		name = n.Name.String()
	}
	a, others := markedAuthor(name)
	a.ORCID = normalizeORCID(string(n.ORCID) + " " + string(n.ORCIDLower))
	return a, others
}

func nonEmpty(ss ...string) []string {
	var out []string
	for _, s := range ss {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// publication interprets the item.
func (it cslItem) publication(pos pub.Position) (*pub.Publication, *pub.ParseError) {
	pb := &pub.Publication{Pos: pos, Title: it.Title.String()}
	for _, n := range it.Author {
		// markedAuthor reads "others" and "et al." as names left out
		// and gives them no name.
		a, others := n.author()
		if others {
			pb.Incomplete = true
		}
		if a.Name != "" {
			pb.Authors = append(pb.Authors, a)
		}
	}
	for _, n := range it.Editor {
		if a, _ := n.author(); a.Name != "" {
			pb.Editors = append(pb.Editors, a)
		}
	}
	typ := strings.ToLower(it.Type.String())
	if pb.Title == "" && len(pb.Authors) == 0 {
		return nil, pub.Errorf(pos, pub.ErrSyntax, "CSL item of type %q has neither title nor author; skipped", typ)
	}
	if pb.Title == "" {
		pb.Doubts = append(pb.Doubts, "item has no title")
	}
	if len(pb.Authors) == 0 {
		pb.Doubts = append(pb.Doubts, "item has no author")
	}
	for _, d := range []*cslDate{it.Issued, it.Published, it.PublishedPrint, it.PublishedOnl} {
		if y := d.year(); y != 0 {
			pb.Year = y
			break
		}
	}
	pb.DOI = normalizeDOI(it.DOI.String())
	pb.URL = it.URL.String()
	pb.ArXiv = arxivFromDOI(pb.DOI)
	if pb.ArXiv == "" {
		pb.ArXiv = urlArXiv(pb.URL)
	}
	venue := it.Container.String()
	for _, alt := range []cslText{it.EventTitle, it.Event, it.Collection} {
		if venue == "" {
			venue = alt.String()
		}
	}
	setVenue(pb, venue)
	pb.Volume, pb.Issue = it.Volume.String(), it.Issue.String()
	pb.Pages = cmp.Or(it.Page.String(), it.PageFirst.String(), it.ArticleNumber.String())
	pb.Publisher, pb.Place = it.Publisher.String(), cmp.Or(it.PublisherPlace.String(), it.PublisherLoc.String())
	arxiv := pb.ArXiv != "" || isArXivText(it.Publisher.String()) || isArXivText(it.Archive.String()) || isArXivText(venue)
	pb.Kind = cslKind(typ, arxiv)
	if typ == "" {
		pb.Doubts = append(pb.Doubts, "item has no type")
	}
	if strings.Contains(strings.ToLower(venue), "workshop") && (pb.Kind == pub.KindConference || pb.Kind == pub.KindOther) {
		pb.Kind = pub.KindWorkshop
	}
	return pb, nil
}

// urlArXiv returns the arXiv id of an arXiv link, or "".
func urlArXiv(url string) string {
	if m := arxivURLPattern.FindStringSubmatch(url); m != nil {
		if id := arxivIDPattern.FindStringSubmatch(m[1]); id != nil {
			return id[1]
		}
	}
	return ""
}

// cslKind maps a CSL item type (in lower case) to a kind, arxiv saying
// whether the item names arXiv; a type it does not know is other.
func cslKind(typ string, arxiv bool) pub.Kind {
	switch typ {
	case "paper-conference", "proceedings-article":
		return pub.KindConference
	case "article-journal", "journal-article":
		if arxiv {
			return pub.KindPreprint
		}
		return pub.KindJournal
	case "article", "manuscript", "report", "posted-content", "preprint", "working-paper":
		if arxiv || typ == "posted-content" || typ == "preprint" {
			return pub.KindPreprint
		}
		return pub.KindOther
	case "thesis", "dissertation":
		return pub.KindThesis
	case "patent":
		return pub.KindPatent
	case "chapter", "book-chapter", "entry-encyclopedia", "entry-dictionary", "entry":
		return pub.KindChapter
	case "book", "monograph", "edited-book", "reference-book", "proceedings":
		return pub.KindBook
	}
	return pub.KindOther
}

// JSON helpers shared by the CSL and ORCID readers.

// jsonElem is a JSON value found in a document, with its byte offset.
type jsonElem struct {
	raw json.RawMessage
	off int
}

// jsonArray returns the elements of the array reached from the top of src
// through the object keys of path.
func jsonArray(src []byte, path ...string) ([]jsonElem, error) {
	dec, err := jsonDescend(src, path)
	if err != nil {
		return nil, err
	}
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '[' {
		if tok == nil {
			return nil, nil // "items": null
		}
		return nil, fmt.Errorf("%s is not an array", pathName(path))
	}
	var elems []jsonElem
	for dec.More() {
		off := skipJSONSpace(src, int(dec.InputOffset()))
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return elems, err
		}
		elems = append(elems, jsonElem{raw: raw, off: off})
	}
	return elems, nil
}

// jsonValue returns the value reached through path as a one-element list.
func jsonValue(src []byte, path ...string) ([]jsonElem, error) {
	dec, err := jsonDescend(src, path)
	if err != nil {
		return nil, err
	}
	off := skipJSONSpace(src, int(dec.InputOffset()))
	var raw json.RawMessage
	if err := dec.Decode(&raw); err != nil {
		return nil, err
	}
	return []jsonElem{{raw: raw, off: off}}, nil
}

// errNoPath reports a JSON document without the wanted key.
var errNoPath = errors.New("key not found")

// jsonDescend returns a decoder positioned before the value at path.
func jsonDescend(src []byte, path []string) (*json.Decoder, error) {
	dec := json.NewDecoder(bytes.NewReader(src))
	for depth, key := range path {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		if d, ok := tok.(json.Delim); !ok || d != '{' {
			return nil, fmt.Errorf("%s is not an object", pathName(path[:depth]))
		}
		for {
			if !dec.More() {
				return nil, fmt.Errorf("%w: %s", errNoPath, pathName(path[:depth+1]))
			}
			tok, err := dec.Token()
			if err != nil {
				return nil, err
			}
			if tok == key {
				break
			}
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return nil, err
			}
		}
	}
	return dec, nil
}

func pathName(path []string) string {
	if len(path) == 0 {
		return "the document"
	}
	return `"` + strings.Join(path, ".") + `"`
}

// skipJSONSpace skips white space and a separating comma from offset i.
func skipJSONSpace(src []byte, i int) int {
	for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r' || src[i] == ',' || src[i] == ':') {
		i++
	}
	return i
}

// truncatedJSON is the warning for a JSON array damaged after kept items.
func truncatedJSON(src []byte, name string, err error, kept int) *pub.ParseError {
	pe := jsonError(src, name, err).(*pub.ParseError)
	pe.Msg = fmt.Sprintf("%s; the %d complete items before it are read", pe.Msg, kept)
	return pe
}

// jsonError turns a JSON decoding error into a *ParseError at its line.
func jsonError(src []byte, name string, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	off := -1
	switch {
	case errors.As(err, &syn):
		off = int(syn.Offset)
	case errors.As(err, &typ):
		off = int(typ.Offset)
	}
	pos := pub.Position{File: name}
	if off >= 0 {
		pos = newLineIndex(src).pos(name, min(off, len(src)))
	}
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		pos = newLineIndex(src).pos(name, len(src))
		return pub.Errorf(pos, pub.ErrSyntax, "JSON ends early: %v", err)
	}
	return pub.Errorf(pos, pub.ErrSyntax, "not valid JSON here: %v", err)
}

// lineIndex turns byte offsets into positions.
type lineIndex struct {
	src    []byte
	starts []int
}

func newLineIndex(src []byte) lineIndex {
	starts := []int{0}
	for i, c := range src {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return lineIndex{src: src, starts: starts}
}

// pos returns the position of byte offset off, counting columns in bytes.
func (li lineIndex) pos(name string, off int) pub.Position {
	lo, hi := 0, len(li.starts)
	for lo+1 < hi {
		mid := (lo + hi) / 2
		if li.starts[mid] <= off {
			lo = mid
		} else {
			hi = mid
		}
	}
	return pub.Position{File: name, Line: lo + 1, Column: off - li.starts[lo] + 1}
}
