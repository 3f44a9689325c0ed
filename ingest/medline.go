package ingest

import (
	"io"
	"strconv"
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/pub"
)

// ReadMEDLINE reads PubMed's MEDLINE format (PubMed's "Save → PubMed
// format", the .nbib files of "Send to → Citation manager") and emits one
// Publication per record. A field is a tag of up to four letters padded
// to four columns, a hyphen and a space; a line indented by spaces
// continues the field before it; a blank line ends a record:
//
//	PMID- 10000001
//	TI  - Tide pool communities under
//	      warming seas.
//	FAU - Doe, Jane
//	AU  - Doe J
//	FAU - Roe, Ann B
//	AU  - Roe AB
//	JT  - Coastal ecology letters
//	TA  - Coast Ecol Lett
//	DP  - 2021 Mar
//	VI  - 12
//	IP  - 3
//	PG  - 201-9
//	LID - 10.1000/cel.2021.7 [doi]
//	PT  - Journal Article
//
// Authors come from FAU (full names, "Last, First") where the record has
// them and AU ("Last Initials") where not, and come out "First Last".
// The venue is the journal's title (JT, else its abbreviation TA), or the
// book's (BTI) for a chapter; the DOI is the LID or AID value marked
// [doi]; an abbreviated page range ("201-9") is written out ("201-209").
// The kind comes from the publication types (PT). A record without a
// title or author is warned of with its line and skipped; the rest of
// the file is read.
func ReadMEDLINE(r io.Reader, name string, opt Options, emit pub.Emit) error {
	mr := &medlineReader{name: name, opt: opt, emit: emit}
	if e := eachLine(r, name, mr.line); e != nil {
		return e
	}
	if e := mr.finish(); e != nil {
		return e
	}
	if !mr.sawText {
		return pub.Errorf(pub.Position{File: name}, pub.ErrEmpty, "empty input")
	}
	if mr.emitted == 0 {
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "no MEDLINE records found")
	}
	return nil
}

func init() {
	Readers[FormatMEDLINE] = ReadMEDLINE
}

// medlineReader is the state of ReadMEDLINE between lines.
type medlineReader struct {
	name    string
	opt     Options
	emit    pub.Emit
	rec     *medlineRecord // the record being read
	lineNo  int
	emitted int
	sawText bool
}

// medlineField is one field of a record, in the order of the file.
type medlineField struct {
	tag, value string
}

// medlineRecord is one record's fields before interpretation.
type medlineRecord struct {
	pos    pub.Position
	fields []medlineField
}

// line reads line number no of the input, without its line ending.
func (mr *medlineReader) line(no int, line string) error {
	mr.lineNo = no
	if strings.TrimSpace(line) == "" {
		return mr.finish()
	}
	mr.sawText = true
	if line[0] == ' ' || line[0] == '\t' {
		if mr.rec != nil && len(mr.rec.fields) > 0 {
			f := &mr.rec.fields[len(mr.rec.fields)-1]
			f.value = strings.TrimSpace(f.value + " " + strings.TrimSpace(line))
			return nil
		}
		return mr.skip(line, "an indented line outside a record")
	}
	tag, value, ok := medlineTag(line)
	if !ok {
		return mr.skip(line, "a line without a MEDLINE tag (\"TI  - \")")
	}
	if tag == "PMID" || mr.rec == nil {
		if err := mr.finish(); err != nil {
			return err
		}
		mr.rec = &medlineRecord{pos: pub.Position{File: mr.name, Line: mr.lineNo, Column: 1}}
	}
	mr.rec.fields = append(mr.rec.fields, medlineField{tag, value})
	return nil
}

// skip warns of a line it cannot read.
func (mr *medlineReader) skip(line, what string) error {
	pe := pub.Errorf(pub.Position{File: mr.name, Line: mr.lineNo, Column: 1}, pub.ErrSyntax, "%s; skipped", what)
	pe.Text = line
	return mr.opt.warn(pe)
}

// finish emits the record being read, if any.
func (mr *medlineReader) finish() error {
	if mr.rec == nil {
		return nil
	}
	cur := mr.rec
	mr.rec = nil
	pb, perr := cur.publication()
	if perr != nil {
		return mr.opt.warn(perr)
	}
	mr.emitted++
	return mr.emit(pub.Record{Publication: pb})
}

// medlineTag splits a tagged line, "TI  - value" or "PMID- value": a tag
// of two to four capitals or digits, spaces, then "- ".
func medlineTag(line string) (tag, value string, ok bool) {
	i := strings.Index(line, "-")
	if i < 2 || i > 5 || (len(line) > i+1 && line[i+1] != ' ') {
		return "", "", false
	}
	tag = strings.TrimRight(line[:i], " ")
	if len(tag) < 2 || len(tag) > 4 || tag[0] < 'A' || tag[0] > 'Z' {
		return "", "", false
	}
	for _, c := range tag {
		if (c < 'A' || c > 'Z') && (c < '0' || c > '9') {
			return "", "", false
		}
	}
	return tag, strings.TrimSpace(line[i+1:]), true
}

// first returns the first non-empty value of tag.
func (m *medlineRecord) first(tag string) string {
	for _, f := range m.fields {
		if f.tag == tag && f.value != "" {
			return collapseSpace(f.value)
		}
	}
	return ""
}

// all returns the non-empty values of tag, in order.
func (m *medlineRecord) all(tag string) []string {
	var vs []string
	for _, f := range m.fields {
		if f.tag == tag && f.value != "" {
			vs = append(vs, collapseSpace(f.value))
		}
	}
	return vs
}

// publication interprets the record.
func (m *medlineRecord) publication() (*pub.Publication, *pub.ParseError) {
	pb := &pub.Publication{Pos: m.pos}
	types := m.all("PT")
	bookTitle := m.first("BTI")
	pb.Title = medlineTitle(m.first("TI"))
	if pb.Title == "" && !hasType(types, "book chapter") {
		pb.Title, bookTitle = medlineTitle(bookTitle), ""
	}
	pb.Authors = m.people("FAU", "AU")
	pb.Editors = m.people("FED", "ED")
	if pb.Title == "" && len(pb.Authors) == 0 {
		return nil, pub.Errorf(m.pos, pub.ErrSyntax, "MEDLINE record %s has neither title nor author; skipped", m.id())
	}
	if pb.Title == "" {
		pb.Doubts = append(pb.Doubts, "record has no title")
	}
	if len(pb.Authors) == 0 {
		doubt := "record has no author"
		if cn := m.first("CN"); cn != "" {
			doubt += " but a group (" + cn + ")"
		}
		pb.Doubts = append(pb.Doubts, doubt)
	}
	if y := yearPattern.FindString(m.first("DP")); y != "" {
		pb.Year, _ = strconv.Atoi(y)
	}
	pb.DOI = m.doi()
	pb.ArXiv = arxivFromDOI(pb.DOI)
	if id := m.first("PMID"); id != "" && isDigits(id) {
		pb.URL = "https://pubmed.ncbi.nlm.nih.gov/" + id + "/"
	}
	venue := m.first("JT")
	if venue == "" {
		venue = m.first("TA")
	}
	if bookTitle != "" {
		venue = medlineTitle(bookTitle)
	}
	setVenue(pb, venue)
	pb.Volume, pb.Issue = m.first("VI"), m.first("IP")
	pb.Pages = medlinePages(m.first("PG"))
	if pb.Publisher = m.first("PB"); pb.Publisher != "" {
		// PL is the country of a journal, but the place of a book's
		// publisher.
		pb.Place = m.first("PL")
	}
	pb.Kind = medlineKind(types, venue != "", pb.ArXiv != "")
	pb.Abstract = m.first("AB")
	pb.Keywords = m.all("OT")
	return pb, nil
}

// id names the record in a warning: its PMID, or its line.
func (m *medlineRecord) id() string {
	if id := m.first("PMID"); id != "" {
		return id
	}
	return "at line " + strconv.Itoa(m.pos.Line)
}

// doi returns the DOI among the record's LID and AID values, those marked
// "[doi]".
func (m *medlineRecord) doi() string {
	for _, f := range m.fields {
		if (f.tag == "LID" || f.tag == "AID") && strings.HasSuffix(f.value, "[doi]") {
			if d := normalizeDOI(strings.TrimSuffix(f.value, "[doi]")); strings.HasPrefix(d, "10.") {
				return d
			}
		}
	}
	return ""
}

// people reads a list of people given by full names (full, "Last,
// First") and short ones (short, "Last Initials"): a short name after a
// full one repeats it, and one alone stands for a person whose full name
// the record lacks.
func (m *medlineRecord) people(full, short string) []pub.Author {
	var as []pub.Author
	pendingFull := false
	for _, f := range m.fields {
		switch f.tag {
		case full:
			if a, others := risAuthor(f.value); !others && a.Name != "" {
				a.Name = dotInitials(a.Name)
				as = append(as, a)
				pendingFull = true
			}
		case short:
			if pendingFull {
				pendingFull = false
				continue
			}
			if a := medlineShortName(f.value); a.Name != "" {
				as = append(as, a)
			}
		}
	}
	return as
}

// medlineShortName reads an AU name, "Doe JA" or "van der Berg A Jr", as
// "J. A. Doe", "A. van der Berg Jr".
func medlineShortName(v string) pub.Author {
	w := strings.Fields(v)
	var suffix string
	if n := len(w); n > 1 && nameSuffixes[strings.TrimSuffix(w[n-1], ".")] {
		suffix, w = w[n-1], w[:n-1]
	}
	if n := len(w); n > 1 && isInitials(w[n-1]) {
		var b strings.Builder
		for _, r := range w[n-1] {
			b.WriteRune(r)
			b.WriteString(". ")
		}
		w = append([]string{strings.TrimSpace(b.String())}, w[:n-1]...)
	}
	if suffix != "" {
		w = append(w, suffix)
	}
	a, _ := markedAuthor(strings.Join(w, " "))
	return a
}

// nameSuffixes are the generational suffixes MEDLINE writes after the
// initials.
var nameSuffixes = map[string]bool{"Jr": true, "Sr": true, "II": true, "III": true, "IV": true, "2nd": true, "3rd": true}

// isInitials reports whether w is one to four capital letters, the
// initials of an AU name.
func isInitials(w string) bool {
	n := 0
	for _, r := range w {
		if !unicode.IsUpper(r) {
			return false
		}
		n++
	}
	return n >= 1 && n <= 4
}

// dotInitials gives a stop to each lone capital of a name ("Ann B Roe"
// → "Ann B. Roe"), as FAU writes middle initials without one.
func dotInitials(name string) string {
	w := strings.Fields(name)
	for i, x := range w {
		if r := []rune(x); len(r) == 1 && unicode.IsUpper(r[0]) && i < len(w)-1 {
			w[i] = x + "."
		}
	}
	return strings.Join(w, " ")
}

// medlineTitle cleans a MEDLINE title: the full stop MEDLINE ends every
// title with goes, as do the brackets of a title translated into
// English ("[Tide pools of the north]." → "Tide pools of the north").
func medlineTitle(t string) string {
	t = strings.TrimSpace(t)
	if strings.HasSuffix(t, ".") && !strings.HasSuffix(t, "..") {
		t = strings.TrimSpace(strings.TrimSuffix(t, "."))
	}
	if strings.HasPrefix(t, "[") && strings.HasSuffix(t, "]") && strings.Count(t, "[") == 1 {
		t = strings.TrimSpace(t[1 : len(t)-1])
		t = strings.TrimSuffix(t, ".")
	}
	return t
}

// medlinePages reads a PG value: the part before any "; discussion",
// with an abbreviated last page written out ("201-9" → "201-209").
func medlinePages(pg string) string {
	if i := strings.IndexAny(pg, ";,"); i >= 0 {
		pg = strings.TrimSpace(pg[:i])
	}
	first, last, ok := strings.Cut(pg, "-")
	if !ok || !isDigits(first) || !isDigits(last) || len(last) >= len(first) {
		return pg
	}
	return first + "-" + first[:len(first)-len(last)] + last
}

// isDigits reports whether s is one or more ASCII digits.
func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// hasType reports whether types holds t, ignoring case.
func hasType(types []string, t string) bool {
	for _, x := range types {
		if strings.EqualFold(x, t) {
			return true
		}
	}
	return false
}

// medlineKind maps a record's publication types to a kind; inJournal
// says whether it names a journal or book it is in.
func medlineKind(types []string, inJournal, arxiv bool) pub.Kind {
	switch {
	case hasType(types, "preprint") || arxiv:
		return pub.KindPreprint
	case hasType(types, "congress"):
		return pub.KindConference
	case hasType(types, "book chapter"):
		return pub.KindChapter
	case hasType(types, "book"):
		return pub.KindBook
	case hasType(types, "dissertation") || hasType(types, "academic dissertation"):
		return pub.KindThesis
	case hasType(types, "patent"):
		return pub.KindPatent
	case inJournal:
		return pub.KindJournal
	}
	return pub.KindOther
}

// looksMEDLINE reports whether a file's head is MEDLINE: its first
// line a tagged field other than RIS's TY, and among its first lines a
// PMID or the tags only MEDLINE writes (FAU, TA with DP).
func looksMEDLINE(head []byte) bool {
	s := strings.TrimPrefix(string(head[:min(len(head), 4096)]), "\uFEFF")
	s = strings.TrimLeft(s, " \t\r\n")
	tags := map[string]bool{}
	for i, line := range strings.Split(s, "\n") {
		if i == 40 {
			break
		}
		line = strings.TrimRight(line, "\r")
		tag, _, ok := medlineTag(line)
		if i == 0 && (!ok || tag == "TY") {
			return false // RIS starts with TY and shares MEDLINE's form
		}
		if ok {
			tags[tag] = true
		}
	}
	return tags["PMID"] || tags["FAU"] || tags["TA"] && tags["DP"]
}
