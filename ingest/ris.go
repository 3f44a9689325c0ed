package ingest

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// ReadRIS reads an RIS file (Zotero, EndNote, Scopus, Web of Science) and
// emits one Publication per record. A record runs from its TY line to its
// ER line:
//
//	TY  - CPAPER
//	AU  - Zügner, Daniel
//	AU  - Günnemann, Stephan
//	TI  - Adversarial Attacks on Neural Networks
//	  for Graph Data
//	T2  - Proceedings of KDD
//	PY  - 2018///
//	DO  - 10.1145/3219819.3220078
//	ER  -
//
// A line without a tag continues the value of the line before. A record
// that a new TY line interrupts, or the end of the file, is read all the
// same, with a doubt. Authors are written "Last, First" or "Last, First,
// Suffix" and come out "First Last Suffix".
func ReadRIS(r io.Reader, name string, opt Options, emit pub.Emit) error {
	rr := &risReader{name: name, opt: opt, emit: emit}
	if e := eachLine(r, name, rr.line); e != nil {
		return e
	}
	if e := rr.finish(false); e != nil {
		return e
	}
	if !rr.sawText {
		return pub.Errorf(pub.Position{File: name}, pub.ErrEmpty, "empty input")
	}
	if rr.emitted == 0 {
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "no RIS records found")
	}
	return nil
}

// risReader is the state of ReadRIS between lines.
type risReader struct {
	name     string
	opt      Options
	emit     pub.Emit
	rec      *risRecord // the record being read
	lineNo   int
	emitted  int
	sawText  bool
	lastTag  string
	orphaned bool // warned about tags outside a record since the last ER
}

// line reads line number no of the input, without its line ending.
func (rr *risReader) line(no int, line string) error {
	rr.lineNo = no
	if strings.TrimSpace(line) != "" {
		rr.sawText = true
	}
	tag, value, ok := risTag(line)
	if !ok {
		return rr.untagged(line)
	}
	switch {
	case tag == "TY":
		if e := rr.finish(false); e != nil {
			return e
		}
		rr.rec = &risRecord{typ: strings.ToUpper(value), pos: rr.pos(), fields: map[string][]string{}}
		rr.orphaned = false
	case tag == "ER":
		if rr.rec == nil {
			if e := rr.opt.warn(pub.Errorf(rr.pos(), pub.ErrSyntax, "ER without a TY before it")); e != nil {
				return e
			}
		}
		if e := rr.finish(true); e != nil {
			return e
		}
		rr.orphaned = false
	case rr.rec == nil:
		if !rr.orphaned {
			rr.orphaned = true
			pe := pub.Errorf(rr.pos(), pub.ErrSyntax, "%s line outside a record (no TY before it); lines skipped up to the next TY", tag)
			pe.Text = line
			return rr.opt.warn(pe)
		}
	default:
		rr.rec.add(tag, value, false)
		rr.lastTag = tag
	}
	return nil
}

// pos is the position of the current line.
func (rr *risReader) pos() pub.Position {
	return pub.Position{File: rr.name, Line: rr.lineNo, Column: 1}
}

// untagged reads a line without a tag. An indented line continues a
// multi-line value, as does any line inside an abstract or note; any
// other line without a tag is noise, warned and skipped rather than
// folded into the title.
func (rr *risReader) untagged(line string) error {
	if rr.rec == nil || rr.lastTag == "" || strings.TrimSpace(line) == "" {
		return nil
	}
	if line[0] == ' ' || line[0] == '\t' || risFreeText[rr.lastTag] {
		rr.rec.add(rr.lastTag, strings.TrimSpace(line), true)
		return nil
	}
	pe := pub.Errorf(rr.pos(), pub.ErrSyntax, "line without a RIS tag (not indented as a continuation of %s); skipped", rr.lastTag)
	pe.Text = line
	return rr.opt.warn(pe)
}

// finish emits the record being read, if any; closed says whether its
// ER line was read.
func (rr *risReader) finish(closed bool) error {
	if rr.rec == nil {
		return nil
	}
	cur := rr.rec
	rr.rec, rr.lastTag = nil, ""
	if !closed {
		cur.doubts = append(cur.doubts, "record has no ER line; read up to the next record")
	}
	pb, perr := cur.publication()
	if perr != nil {
		return rr.opt.warn(perr)
	}
	rr.emitted++
	return rr.emit(pub.Record{Publication: pb})
}

// risFreeText are the tags whose values are prose that exporters wrap
// without indenting: abstracts and notes.
var risFreeText = map[string]bool{"AB": true, "N1": true, "N2": true}

// risTagPattern matches "TI  - value". Some exporters write one space
// before the hyphen or none after it; the tag is two characters, a capital
// letter then a capital or digit.
var risTagPattern = regexp.MustCompile(`^([A-Z][A-Z0-9]) {1,2}-(?: |$)(.*)$`)

// risTag splits a tagged line.
func risTag(line string) (tag, value string, ok bool) {
	m := risTagPattern.FindStringSubmatch(line)
	if m == nil {
		return "", "", false
	}
	return m[1], strings.TrimSpace(m[2]), true
}

// risRecord is one record's tags, in order, before interpretation.
type risRecord struct {
	typ    string
	pos    pub.Position
	fields map[string][]string
	doubts []string
}

// add appends a value for tag, or continues its last value.
func (r *risRecord) add(tag, value string, continued bool) {
	vs := r.fields[tag]
	if continued && len(vs) > 0 {
		vs[len(vs)-1] = strings.TrimSpace(vs[len(vs)-1] + " " + value)
		return
	}
	r.fields[tag] = append(vs, value)
}

// first returns the first non-empty value of the first tag present.
func (r *risRecord) first(tags ...string) string {
	for _, t := range tags {
		for _, v := range r.fields[t] {
			if v = strings.TrimSpace(v); v != "" {
				return v
			}
		}
	}
	return ""
}

// publication interprets the record.
func (r *risRecord) publication() (*pub.Publication, *pub.ParseError) {
	pb := &pub.Publication{Pos: r.pos, Doubts: r.doubts}
	pb.Title = collapseSpace(r.first("TI", "T1", "CT"))
	r.addAuthors(pb)
	r.addEditors(pb)
	if pb.Title == "" && len(pb.Authors) == 0 {
		return nil, pub.Errorf(r.pos, pub.ErrSyntax, "RIS record of type %s has neither title nor author; skipped", r.typ)
	}
	if pb.Title == "" {
		pb.Doubts = append(pb.Doubts, "record has no title")
	}
	if len(pb.Authors) == 0 {
		pb.Doubts = append(pb.Doubts, "record has no author")
	}
	if m := yearPattern.FindString(r.first("PY", "Y1", "DA", "Y2")); m != "" {
		pb.Year, _ = strconv.Atoi(m) // decimal: "0010" is no octal 8
	}
	pb.DOI = normalizeDOI(r.first("DO", "DI", "M3"))
	if !strings.HasPrefix(pb.DOI, "10.") {
		pb.DOI = ""
	}
	pb.URL = r.first("UR", "L2")
	pb.ArXiv = arxivFromDOI(pb.DOI)
	if pb.ArXiv == "" {
		pb.ArXiv = r.urlArXiv()
	}
	venueText := r.first("JF", "T2", "JO", "BT", "JA", "J2", "T3")
	setVenue(pb, venueText)
	// SP holds the whole range in some exports ("SP  - 45-67", no EP).
	pb.Volume, pb.Issue = collapseSpace(r.first("VL")), collapseSpace(r.first("IS", "CP"))
	pb.Pages = collapseSpace(pub.JoinPages(r.first("SP"), r.first("EP")))
	pb.Publisher, pb.Place = collapseSpace(r.first("PB")), collapseSpace(r.first("CY", "PP"))
	arxiv := pb.ArXiv != "" || isArXivText(venueText) || isArXivText(r.first("PB"))
	var known bool
	if pb.Kind, known = risKind(r.typ, arxiv); !known {
		pb.Doubts = append(pb.Doubts, fmt.Sprintf("unknown RIS type %q read as other", r.typ))
	}
	if strings.Contains(strings.ToLower(venueText), "workshop") && (pb.Kind == pub.KindConference || pb.Kind == pub.KindOther) {
		pb.Kind = pub.KindWorkshop
	}
	return pb, nil
}

// addAuthors adds the record's authors to pb, from AU or else A1 (which
// repeats AU in some exports); an "et al." marks pb Incomplete.
func (r *risRecord) addAuthors(pb *pub.Publication) {
	for _, tag := range []string{"AU", "A1"} {
		for _, v := range r.fields[tag] {
			a, others := risAuthor(v)
			switch {
			case others:
				pb.Incomplete = true
			case a.Name != "":
				pb.Authors = append(pb.Authors, a)
			}
		}
		if len(pb.Authors) > 0 {
			return
		}
	}
}

// addEditors adds the record's editors to pb, read as its authors are:
// from ED, or else, in a book section, A2 (the book's editors, as the RIS
// specification has it), or else A3 (the series editors).
func (r *risRecord) addEditors(pb *pub.Publication) {
	tags := []string{"ED", "A3"}
	if r.typ == "CHAP" {
		tags = []string{"ED", "A2", "A3"}
	}
	for _, tag := range tags {
		for _, v := range r.fields[tag] {
			if a, others := risAuthor(v); !others && a.Name != "" {
				pb.Editors = append(pb.Editors, a)
			}
		}
		if len(pb.Editors) > 0 {
			return
		}
	}
}

// urlArXiv returns the arXiv id of the first arXiv link among the
// record's URLs, or "".
func (r *risRecord) urlArXiv() string {
	for _, u := range r.fields["UR"] {
		if m := arxivURLPattern.FindStringSubmatch(u); m != nil {
			if id := arxivIDPattern.FindStringSubmatch(m[1]); id != nil {
				return id[1]
			}
		}
	}
	return ""
}

// risKind maps an RIS type to a kind, arxiv saying whether the record
// names arXiv; known is false for a type it does not know (read as
// other).
func risKind(typ string, arxiv bool) (kind pub.Kind, known bool) {
	switch typ {
	case "JOUR", "JFULL", "EJOUR", "MGZN":
		if arxiv {
			return pub.KindPreprint, true
		}
		return pub.KindJournal, true
	case "CONF", "CPAPER", "CPROCEEDINGS":
		return pub.KindConference, true
	case "THES":
		return pub.KindThesis, true
	case "PAT":
		return pub.KindPatent, true
	case "BOOK", "EBOOK", "EDBOOK":
		return pub.KindBook, true
	case "CHAP", "ECHAP":
		return pub.KindChapter, true
	case "GEN", "ELEC", "UNPB", "INPR", "MANSCPT", "RPRT", "STAND", "COMP", "DATA", "BLOG", "WEB":
		if arxiv || typ == "INPR" {
			return pub.KindPreprint, true
		}
		return pub.KindOther, true
	}
	return pub.KindOther, false
}

// risAuthor reads an RIS name: "Last, First", "Last, First, Suffix" or, from
// careless exporters, "First Last".
func risAuthor(v string) (a pub.Author, others bool) {
	v = collapseSpace(v)
	switch strings.ToLower(strings.TrimSuffix(v, ".")) {
	case "", "others", "et al", "et. al", "etal", "...", "…":
		return pub.Author{}, v != ""
	}
	parts := strings.Split(v, ",")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	switch {
	case len(parts) == 2:
		v = parts[1] + " " + parts[0]
	case len(parts) >= 3:
		v = parts[1] + " " + parts[0] + " " + strings.Join(parts[2:], " ")
	}
	a, _ = markedAuthor(v)
	return a, false
}

// setVenue records the venue text and its acronym when LookupVenue knows it.
func setVenue(pb *pub.Publication, text string) {
	pb.VenueText = collapseSpace(text)
	if pb.VenueText == "" {
		return
	}
	if v, ok := venueLookup(pb.VenueText); ok {
		pb.Venue = v.Acronym
	} else {
		pb.Venue = pb.VenueText
	}
}

// arxivDOIPattern matches arXiv's own DOIs, 10.48550/arXiv.<id>.
var arxivDOIPattern = regexp.MustCompile(`(?i)^10\.48550/arxiv\.(.+)$`)

// arxivFromDOI returns the arXiv identifier in an arXiv DOI, or "".
func arxivFromDOI(doi string) string {
	if m := arxivDOIPattern.FindStringSubmatch(doi); m != nil {
		return m[1]
	}
	return ""
}
