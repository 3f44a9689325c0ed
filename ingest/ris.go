package ingest

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"regexp"
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
	br := bufio.NewReader(r)
	var (
		rec      *risRecord
		lineNo   int
		emitted  int
		sawText  bool
		lastTag  string
		orphaned bool // warned about tags outside a record since the last ER
	)
	finish := func(closed bool) error {
		if rec == nil {
			return nil
		}
		cur := rec
		rec, lastTag = nil, ""
		if !closed {
			cur.doubts = append(cur.doubts, "record has no ER line; read up to the next record")
		}
		pb, perr := cur.publication()
		if perr != nil {
			return opt.warn(perr)
		}
		emitted++
		return emit(pub.Record{Publication: pb})
	}
	for {
		line, err := br.ReadString('\n')
		if line == "" && err != nil {
			if !errors.Is(err, io.EOF) {
				return fmt.Errorf("reading %s: %w", name, err)
			}
			break
		}
		lineNo++
		if lineNo == 1 {
			line = strings.TrimPrefix(line, "\uFEFF")
		}
		line = strings.TrimRight(line, "\r\n")
		if strings.TrimSpace(line) != "" {
			sawText = true
		}
		tag, value, ok := risTag(line)
		if !ok {
			// An indented line continues a multi-line value, as does any
			// line inside an abstract or note; any other line without a
			// tag is noise, warned and skipped rather than folded into
			// the title.
			if rec != nil && lastTag != "" && strings.TrimSpace(line) != "" {
				if line[0] == ' ' || line[0] == '\t' || risFreeText[lastTag] {
					rec.add(lastTag, strings.TrimSpace(line), true)
				} else {
					pe := pub.Errorf(pub.Position{File: name, Line: lineNo, Column: 1}, pub.ErrSyntax, "line without a RIS tag (not indented as a continuation of %s); skipped", lastTag)
					pe.Text = line
					if e := opt.warn(pe); e != nil {
						return e
					}
				}
			}
			if err != nil {
				break
			}
			continue
		}
		switch {
		case tag == "TY":
			if e := finish(false); e != nil {
				return e
			}
			rec = &risRecord{typ: strings.ToUpper(value), pos: pub.Position{File: name, Line: lineNo, Column: 1}, fields: map[string][]string{}}
			orphaned = false
		case tag == "ER":
			if rec == nil {
				if e := opt.warn(pub.Errorf(pub.Position{File: name, Line: lineNo, Column: 1}, pub.ErrSyntax, "ER without a TY before it")); e != nil {
					return e
				}
			}
			if e := finish(true); e != nil {
				return e
			}
			orphaned = false
		case rec == nil:
			if !orphaned {
				orphaned = true
				pe := pub.Errorf(pub.Position{File: name, Line: lineNo, Column: 1}, pub.ErrSyntax, "%s line outside a record (no TY before it); lines skipped up to the next TY", tag)
				pe.Text = line
				if e := opt.warn(pe); e != nil {
					return e
				}
			}
		default:
			rec.add(tag, value, false)
			lastTag = tag
		}
		if err != nil {
			break
		}
	}
	if e := finish(false); e != nil {
		return e
	}
	if !sawText {
		return pub.Errorf(pub.Position{File: name}, pub.ErrEmpty, "empty input")
	}
	if emitted == 0 {
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "no RIS records found")
	}
	return nil
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
			break // A1 repeats AU in some exports
		}
	}
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
		fmt.Sscan(m, &pb.Year)
	}
	pb.DOI = normalizeDOI(r.first("DO", "DI", "M3"))
	if !strings.HasPrefix(pb.DOI, "10.") {
		pb.DOI = ""
	}
	pb.URL = r.first("UR", "L2")
	pb.ArXiv = arxivFromDOI(pb.DOI)
	if pb.ArXiv == "" {
		for _, u := range r.fields["UR"] {
			if m := arxivURLPattern.FindStringSubmatch(u); m != nil {
				if id := arxivIDPattern.FindStringSubmatch(m[1]); id != nil {
					pb.ArXiv = id[1]
					break
				}
			}
		}
	}
	venueText := r.first("JF", "T2", "JO", "BT", "JA", "J2", "T3")
	setVenue(pb, venueText)
	arxiv := pb.ArXiv != "" || isArXivText(venueText) || isArXivText(r.first("PB"))
	switch r.typ {
	case "JOUR", "JFULL", "EJOUR", "MGZN":
		pb.Kind = pub.KindJournal
		if arxiv {
			pb.Kind = pub.KindPreprint
		}
	case "CONF", "CPAPER", "CPROCEEDINGS":
		pb.Kind = pub.KindConference
	case "THES":
		pb.Kind = pub.KindThesis
	case "PAT":
		pb.Kind = pub.KindPatent
	case "BOOK", "EBOOK", "EDBOOK":
		pb.Kind = pub.KindBook
	case "CHAP", "ECHAP":
		pb.Kind = pub.KindChapter
	case "GEN", "ELEC", "UNPB", "INPR", "MANSCPT", "RPRT", "STAND", "COMP", "DATA", "BLOG", "WEB":
		pb.Kind = pub.KindOther
		if arxiv || r.typ == "INPR" {
			pb.Kind = pub.KindPreprint
		}
	default:
		pb.Kind = pub.KindOther
		pb.Doubts = append(pb.Doubts, fmt.Sprintf("unknown RIS type %q read as other", r.typ))
	}
	if strings.Contains(strings.ToLower(venueText), "workshop") && (pb.Kind == pub.KindConference || pb.Kind == pub.KindOther) {
		pb.Kind = pub.KindWorkshop
	}
	return pb, nil
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
