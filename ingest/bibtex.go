package ingest

import (
	"fmt"
	"io"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/internal/tex"
	"github.com/pubgraph/pubgraph/pub"
)

// ReadBibTeX reads a BibTeX database and emits one Publication per entry,
// in file order. For example
//
//	@string{nips = {Neural Information Processing Systems}}
//	@inproceedings{geisler2021,
//	  author    = {Geisler, Simon and Z{\"u}gner, Daniel and others},
//	  title     = {Robustness of {Graph Neural Networks} at Scale},
//	  booktitle = nips # {, {NeurIPS}},
//	  year      = 2021,
//	}
//
// becomes a Publication titled "Robustness of Graph Neural Networks at
// Scale" by "Simon Geisler" and "Daniel Zügner", Incomplete because of
// "and others", of KindConference, in 2021.
//
// ReadBibTeX understands @string macros and # concatenation, braced and
// quoted values, @comment, @preamble, text between entries, crossref (the
// referenced entry may come later), LaTeX accents and commands, and the
// three BibTeX name forms. A "*" after a name marks an equal contributor.
// A bad entry (unbalanced braces, a missing key) is a warning naming its
// line, and reading resumes at the next line that starts with "@". A
// @proceedings entry that others crossref is their volume, not a paper,
// and is not emitted.
func ReadBibTeX(r io.Reader, name string, opt Options, emit pub.Emit) error {
	src, err := readWhole(r, name)
	if err != nil {
		return err
	}
	text := string(src)
	p := newBibParser(text, name)
	entries, err := p.parse(opt)
	if err != nil {
		return err
	}
	byKey := make(map[string]*bibEntry, len(entries))
	for _, e := range entries {
		k := strings.ToLower(e.key)
		if _, dup := byKey[k]; !dup {
			byKey[k] = e
		}
	}
	for _, e := range entries {
		if parent, ok := byKey[strings.ToLower(e.field("crossref"))]; ok && parent != e {
			parent.referenced = true
		}
	}
	emitted := 0
	for _, e := range entries {
		if e.typ == "proceedings" && e.referenced {
			// A proceedings entry that exists to be crossref'd is a volume,
			// not a paper of its own.
			continue
		}
		pb, perr := bibPublication(e, byKey, p.pos(e.off))
		if perr != nil {
			if err := opt.warn(perr); err != nil {
				return err
			}
			continue
		}
		if err := emit(pub.Record{Publication: pb}); err != nil {
			return err
		}
		emitted++
	}
	if emitted == 0 {
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "no BibTeX entries found")
	}
	return nil
}

// bibEntry is one entry as the parser read it: macros expanded and values
// concatenated, LaTeX still in place.
type bibEntry struct {
	typ string // lower case: "article", "inproceedings", ...
	key string
	off int // byte offset of the '@'
	// fields holds values by lower-case field name.
	fields map[string]string
	// doubts found while parsing, such as a field given twice.
	doubts []string
	// referenced is set when another entry crossrefs this one.
	referenced bool
}

// field returns the named field, trimmed.
func (e *bibEntry) field(name string) string {
	return strings.TrimSpace(e.fields[name])
}

// bibParser parses the syntax of a BibTeX file. It knows nothing of what
// the fields mean; bibPublication does that.
type bibParser struct {
	src        string
	off        int
	name       string
	lineStarts []int
	macros     map[string]string
	// warnings are problems that do not stop an entry, reported after it.
	warnings []*bibSyntaxError
}

func newBibParser(src, name string) *bibParser {
	p := &bibParser{src: src, name: name, lineStarts: []int{0}, macros: map[string]string{}}
	for i := 0; i < len(src); i++ {
		if src[i] == '\n' {
			p.lineStarts = append(p.lineStarts, i+1)
		}
	}
	for i, m := range []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"} {
		p.macros[m] = fmt.Sprint(i + 1)
	}
	return p
}

// pos returns the position of byte offset off.
func (p *bibParser) pos(off int) pub.Position {
	if off > len(p.src) {
		off = len(p.src)
	}
	// The line is the number of line starts at or before off.
	line := sort.Search(len(p.lineStarts), func(i int) bool { return p.lineStarts[i] > off })
	start := p.lineStarts[line-1]
	return pub.Position{File: p.name, Line: line, Column: utf8.RuneCountInString(p.src[start:off]) + 1}
}

// lineText returns the source line holding byte offset off.
func (p *bibParser) lineText(off int) string {
	pos := p.pos(off)
	start := p.lineStarts[pos.Line-1]
	end := strings.IndexByte(p.src[start:], '\n')
	if end < 0 {
		return strings.TrimRight(p.src[start:], "\r")
	}
	return strings.TrimRight(p.src[start:start+end], "\r")
}

// bibSyntaxError is a problem at a byte offset; parse turns it into a
// *ParseError.
type bibSyntaxError struct {
	off int
	msg string
}

func (p *bibParser) errorf(off int, format string, args ...any) *bibSyntaxError {
	return &bibSyntaxError{off: off, msg: fmt.Sprintf(format, args...)}
}

// parse reads every entry. Problems go to opt.Warn; parse returns an error
// only when Warn does.
func (p *bibParser) parse(opt Options) ([]*bibEntry, error) {
	var entries []*bibEntry
	for {
		at := p.nextEntry()
		if at < 0 {
			return entries, nil
		}
		e, serr := p.entry(at)
		for _, w := range p.warnings {
			pe := pub.Errorf(p.pos(w.off), pub.ErrSyntax, "%s", w.msg)
			pe.Text = p.lineText(w.off)
			if err := opt.warn(pe); err != nil {
				return nil, err
			}
		}
		p.warnings = p.warnings[:0]
		if serr != nil {
			pe := pub.Errorf(p.pos(serr.off), pub.ErrSyntax, "%s", serr.msg)
			pe.Text = p.lineText(serr.off)
			if err := opt.warn(pe); err != nil {
				return nil, err
			}
			p.off = p.resume(at)
			continue
		}
		if e != nil {
			entries = append(entries, e)
		}
	}
}

// nextEntry moves past text outside entries, which BibTeX ignores, to the
// next "@type{" or "@type(", and returns the offset of its '@', or -1 at
// the end. An '@' not followed by a type and an opening delimiter (as in
// an e-mail address) is text.
func (p *bibParser) nextEntry() int {
	for {
		i := strings.IndexByte(p.src[p.off:], '@')
		if i < 0 {
			p.off = len(p.src)
			return -1
		}
		at := p.off + i
		if inPercentComment(p.src, at) {
			p.off = at + 1
			continue
		}
		j := at
		for j < len(p.src) && p.src[j] == '@' {
			j++ // "@@inproceedings": BibTeX skips to the last '@'
		}
		j = skipBlank(p.src, j)
		k := j
		for k < len(p.src) && isIdentByte(p.src[k]) {
			k++
		}
		l := skipBlank(p.src, k)
		if k > j && l < len(p.src) && (p.src[l] == '{' || p.src[l] == '(') {
			return at
		}
		p.off = at + 1
	}
}

// inPercentComment reports whether offset i lies on a line whose first
// non-blank character is '%'.
func inPercentComment(src string, i int) bool {
	start := strings.LastIndexByte(src[:i], '\n') + 1
	rest := strings.TrimLeft(src[start:i], " \t")
	return strings.HasPrefix(rest, "%")
}

// resume returns where to look for entries after a bad entry that starts at
// offset at: the next '@' at the start of a line.
func (p *bibParser) resume(at int) int {
	for i := at + 1; i < len(p.src); i++ {
		if p.src[i] != '\n' {
			continue
		}
		j := i + 1
		for j < len(p.src) && (p.src[j] == ' ' || p.src[j] == '\t') {
			j++
		}
		if j < len(p.src) && p.src[j] == '@' {
			return j
		}
	}
	return len(p.src)
}

// entry parses the entry whose '@' is at offset at. It returns a nil entry
// for @string, @preamble and @comment.
func (p *bibParser) entry(at int) (*bibEntry, *bibSyntaxError) {
	typ, i := p.entryType(at)
	open := p.src[i] // nextEntry made sure it is '{' or '('
	closer := byte('}')
	if open == '(' {
		closer = ')'
	}
	p.off = i + 1
	switch typ {
	case "comment":
		// @comment{...} hides a balanced group; BibTeX itself would just
		// skip the word, but the group is what every writer means.
		if open == '{' {
			if _, err := p.braced(i); err != nil {
				return nil, err
			}
		}
		return nil, nil
	case "preamble":
		p.skipSpace()
		if _, err := p.value(); err != nil {
			return nil, err
		}
		return nil, p.expectClose(closer, at)
	case "string":
		return nil, p.macro(closer, at)
	}

	e := &bibEntry{typ: typ, off: at, fields: map[string]string{}}
	if strings.HasPrefix(p.src[at:], "@@") {
		e.doubts = append(e.doubts, "entry starts with a doubled '@'; read as one")
	}
	p.skipSpace()
	keyStart := p.off
	for p.off < len(p.src) && !isSpaceByte(p.src[p.off]) && strings.IndexByte(",={}\"()", p.src[p.off]) < 0 {
		p.off++
	}
	e.key = p.src[keyStart:p.off]
	p.skipSpace()
	if e.key == "" || p.peek() == '=' {
		// "@article{ title = ...": the first field took the key's place.
		return nil, p.errorf(at, "@%s entry without a key", typ)
	}
	for {
		p.skipSpace()
		if p.off >= len(p.src) {
			return nil, p.errorf(at, "@%s{%s: missing closing %q", typ, e.key, closer)
		}
		switch p.src[p.off] {
		case closer:
			p.off++
			return e, nil
		case ',':
			p.off++
			continue
		}
		if err := p.field(e, closer, at); err != nil {
			return nil, err
		}
	}
}

// entryType returns the type of the entry whose '@' (or '@@') is at
// at, in lower case, and the offset of its opening delimiter.
func (p *bibParser) entryType(at int) (string, int) {
	i := at
	for i < len(p.src) && p.src[i] == '@' {
		i++
	}
	i = skipBlank(p.src, i)
	start := i
	for i < len(p.src) && isIdentByte(p.src[i]) {
		i++
	}
	return strings.ToLower(p.src[start:i]), skipBlank(p.src, i)
}

// macro reads the body of an @string entry, whose opening delimiter was
// just read, up to closer, and defines its macro.
func (p *bibParser) macro(closer byte, at int) *bibSyntaxError {
	p.skipSpace()
	nameOff := p.off
	name := strings.ToLower(p.ident())
	if name == "" {
		return p.errorf(nameOff, "@string without a macro name")
	}
	p.skipSpace()
	if !p.consume('=') {
		return p.errorf(p.off, "@string %s: expected '='", name)
	}
	p.skipSpace()
	v, err := p.value()
	if err != nil {
		return err
	}
	p.macros[name] = v
	return p.expectClose(closer, at)
}

// field reads one field (name = value) of entry e, which starts at at
// and ends with closer, up to the ',' or closer after it. A field given
// twice keeps its first value, with a doubt when the two differ.
func (p *bibParser) field(e *bibEntry, closer byte, at int) *bibSyntaxError {
	c := p.src[p.off]
	fieldOff := p.off
	name := strings.ToLower(p.ident())
	if name == "" {
		if c == '@' {
			return p.errorf(at, "@%s{%s: missing closing %q before the next entry", e.typ, e.key, closer)
		}
		return p.errorf(fieldOff, "@%s{%s: expected a field name, found %q", e.typ, e.key, c)
	}
	p.skipSpace()
	if !p.consume('=') {
		return p.errorf(p.off, "@%s{%s: expected '=' after %s", e.typ, e.key, name)
	}
	p.skipSpace()
	v, err := p.value()
	if err != nil {
		return err
	}
	p.skipSpace()
	if c := p.peek(); c != ',' && c != closer {
		if c == '@' || p.off >= len(p.src) {
			return p.errorf(at, "@%s{%s: missing closing %q (unbalanced braces?)", e.typ, e.key, closer)
		}
		return p.errorf(p.off, "@%s{%s: expected ',' or %q after field %s", e.typ, e.key, closer, name)
	}
	if old, dup := e.fields[name]; dup {
		if strings.TrimSpace(old) != strings.TrimSpace(v) {
			e.doubts = append(e.doubts, fmt.Sprintf("field %s given twice (%q and %q); used the first", name, collapseSpace(old), collapseSpace(v)))
		}
		return nil
	}
	e.fields[name] = v
	return nil
}

// expectClose consumes the closing delimiter of an @string or @preamble.
func (p *bibParser) expectClose(closer byte, at int) *bibSyntaxError {
	p.skipSpace()
	if !p.consume(closer) {
		return p.errorf(at, "expected %q", closer)
	}
	return nil
}

// value reads a field value: pieces (braced, quoted, a number or a macro
// name) joined by '#'.
func (p *bibParser) value() (string, *bibSyntaxError) {
	var b strings.Builder
	for {
		if p.off >= len(p.src) {
			return "", p.errorf(p.off, "value missing at end of input")
		}
		switch c := p.src[p.off]; {
		case c == '{':
			s, err := p.braced(p.off)
			if err != nil {
				return "", err
			}
			b.WriteString(s)
		case c == '"':
			s, err := p.quoted()
			if err != nil {
				return "", err
			}
			b.WriteString(s)
		case c >= '0' && c <= '9':
			start := p.off
			for p.off < len(p.src) && p.src[p.off] >= '0' && p.src[p.off] <= '9' {
				p.off++
			}
			b.WriteString(p.src[start:p.off])
		default:
			start := p.off
			name := strings.ToLower(p.ident())
			if name == "" {
				return "", p.errorf(start, "expected a value, found %q", c)
			}
			v, ok := p.macros[name]
			if !ok {
				// BibTeX reads an undefined macro as empty; its name says
				// more ("jmlr", "sept"), so keep that and warn.
				p.warnings = append(p.warnings, p.errorf(start, "undefined @string macro %q; read as its name", name))
				v = p.src[start:p.off]
			}
			b.WriteString(v)
		}
		p.skipSpace()
		if !p.consume('#') {
			return b.String(), nil
		}
		p.skipSpace()
	}
}

// braced reads the balanced group that opens at offset open and returns
// its content without the outer braces. A group that runs into a line
// starting with "@type{" is taken to be unbalanced.
func (p *bibParser) braced(open int) (string, *bibSyntaxError) {
	depth := 0
	for i := open; i < len(p.src); i++ {
		switch p.src[i] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				p.off = i + 1
				return p.src[open+1 : i], nil
			}
		case '\n':
			if startsEntry(p.src, i+1) {
				return "", p.errorf(open, "unbalanced braces: the value opened here runs into the entry on line %d", p.pos(i+1).Line)
			}
		}
	}
	return "", p.errorf(open, "unbalanced braces: the value opened here is never closed")
}

// quoted reads a "..." value, in which braces must balance and a '"'
// inside braces does not end the value.
func (p *bibParser) quoted() (string, *bibSyntaxError) {
	open := p.off
	depth := 0
	for i := open + 1; i < len(p.src); i++ {
		switch p.src[i] {
		case '{':
			depth++
		case '}':
			depth--
			if depth < 0 {
				return "", p.errorf(i, "unbalanced braces in quoted value")
			}
		case '"':
			if depth == 0 {
				p.off = i + 1
				return p.src[open+1 : i], nil
			}
		case '\n':
			if startsEntry(p.src, i+1) {
				return "", p.errorf(open, "unterminated quoted value runs into the entry on line %d", p.pos(i+1).Line)
			}
		}
	}
	return "", p.errorf(open, "unterminated quoted value")
}

// startsEntry reports whether the line at offset i starts with "@type{".
func startsEntry(src string, i int) bool {
	i = skipBlank(src, i)
	if i >= len(src) || src[i] != '@' {
		return false
	}
	i++
	j := i
	for j < len(src) && tex.IsASCIILetter(src[j]) {
		j++
	}
	j = skipBlank(src, j)
	return j > i && j < len(src) && (src[j] == '{' || src[j] == '(')
}

// ident reads a field or macro name.
func (p *bibParser) ident() string {
	start := p.off
	for p.off < len(p.src) && isIdentByte(p.src[p.off]) {
		p.off++
	}
	return p.src[start:p.off]
}

// skipSpace skips white space and '%' comments between the parts of an
// entry.
func (p *bibParser) skipSpace() {
	for p.off < len(p.src) {
		switch p.src[p.off] {
		case ' ', '\t', '\n', '\r', '\f', '\v':
			p.off++
		case '%':
			for p.off < len(p.src) && p.src[p.off] != '\n' {
				p.off++
			}
		default:
			return
		}
	}
}

func (p *bibParser) peek() byte {
	if p.off < len(p.src) {
		return p.src[p.off]
	}
	return 0
}

func (p *bibParser) consume(c byte) bool {
	if p.peek() == c && p.off < len(p.src) {
		p.off++
		return true
	}
	return false
}

// skipBlank skips spaces, tabs and line ends from offset i.
func skipBlank(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n') {
		i++
	}
	return i
}

// isIdentByte reports whether c may appear in a BibTeX type, field or macro
// name.
func isIdentByte(c byte) bool {
	return tex.IsASCIILetter(c) || c >= '0' && c <= '9' || strings.IndexByte("_-:.+/'!?*&;<>[]|^", c) >= 0
}

// The meaning of entries.

var (
	arxivIDPattern  = regexp.MustCompile(`(?i)(?:arxiv[:/ ]\s*|abs/|pdf/)?(\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?/\d{7})(?:v\d+)?`)
	arxivURLPattern = regexp.MustCompile(`(?i)arxiv\.org/(?:abs|pdf)/([^\s?#]+?)(?:v\d+)?(?:\.pdf)?(?:[?#]|$)`)
	// yearPattern finds a number that is meant as a year; whether it is
	// a plausible one is pub.CheckYear's to say, the same for every
	// reader.
	yearPattern = regexp.MustCompile(`\b\d{4,6}\b`)
	doiPattern  = regexp.MustCompile(`10\.\d{4,9}/\S+`)
)

// venueLookup is LookupVenue for the BibTeX, RIS, CSL and ORCID readers;
// golden tests replace it to stay independent of
// the venue table's contents.
var venueLookup = LookupVenue

// bibPublication gives entry e its meaning. byKey finds crossref'd entries.
func bibPublication(e *bibEntry, byKey map[string]*bibEntry, pos pub.Position) (*pub.Publication, *pub.ParseError) {
	pb := &pub.Publication{Pos: pos}
	pb.Doubts = append(pb.Doubts, e.doubts...)
	get := bibFields(e, byKey, pb)

	pb.Title = tex.Decode(get("title"))
	authors, incomplete, doubts := parseBibNames(get("author"))
	pb.Authors, pb.Incomplete = authors, incomplete
	pb.Doubts = append(pb.Doubts, doubts...)
	// The editor field is read as the author field is; an "and others"
	// or a stray comma among editors casts no doubt on the byline.
	pb.Editors, _, _ = parseBibNames(get("editor"))
	if pb.Title == "" && len(pb.Authors) == 0 {
		return nil, pub.Errorf(pos, pub.ErrSyntax, "@%s{%s} has neither title nor author; skipped", e.typ, e.key)
	}
	if pb.Title == "" {
		pb.Doubts = append(pb.Doubts, "entry has no title")
	}
	if len(pb.Authors) == 0 {
		if get("editor") != "" {
			pb.Doubts = append(pb.Doubts, "entry has no author; editors not counted as authors")
		} else {
			pb.Doubts = append(pb.Doubts, "entry has no author")
		}
	}
	bibYear(pb, get)

	pb.DOI = normalizeDOI(get("doi"))
	pb.URL = decodeURL(get("url"))
	if pb.DOI == "" && strings.Contains(strings.ToLower(pb.URL), "doi.org/") {
		pb.DOI = normalizeDOI(pb.URL)
	}
	pb.ArXiv = bibArXiv(get)
	bibLocator(pb, get)
	journal, venue, known := bibVenue(pb, get)
	pb.Kind = bibKind(e.typ, get, journal, pb.ArXiv != "" || isArXivText(pb.VenueText), venue, known)
	if pb.Kind == pub.KindJournal && isArXivText(pb.VenueText) {
		pb.Kind = pub.KindPreprint // an @article whose only venue is arXiv
	}
	if strings.Contains(strings.ToLower(pb.VenueText), "workshop") && bibWorkshop(pb.Kind, e.typ, journal) {
		pb.Kind = pub.KindWorkshop
	}
	return pb, nil
}

// bibFields returns the field getter of entry e: its own fields, then
// those of the entry it crossrefs (whose title is the paper's
// booktitle). A crossref to no entry of the file is a doubt on pb.
func bibFields(e *bibEntry, byKey map[string]*bibEntry, pb *pub.Publication) func(string) string {
	ref := e.field("crossref")
	if ref == "" {
		return e.field
	}
	parent, ok := byKey[strings.ToLower(ref)]
	if !ok || parent == e {
		pb.Doubts = append(pb.Doubts, fmt.Sprintf("crossref %q names no entry in this file", ref))
		return e.field
	}
	return func(name string) string {
		if v := e.field(name); v != "" {
			return v
		}
		if v := parent.field(name); v != "" {
			return v
		}
		// A crossref'd proceedings gives its title as the paper's
		// booktitle.
		if name == "booktitle" {
			return parent.field("title")
		}
		return ""
	}
}

// bibLocator sets pb's volume (not a CoRR "abs/…" volume, which is an
// arXiv id), issue (number, or biblatex's issue), pages (or, without
// them, the article number: eid, articleno), publisher and place
// (address, or biblatex's location), each collapsed to single spaces.
func bibLocator(pb *pub.Publication, get func(string) string) {
	text := func(names ...string) string {
		for _, name := range names {
			if v := collapseSpace(tex.Decode(get(name))); v != "" {
				return v
			}
		}
		return ""
	}
	if v := text("volume"); !strings.HasPrefix(v, "abs/") {
		pb.Volume = v
	}
	pb.Issue = text("number", "issue")
	pb.Pages = text("pages", "eid", "articleno")
	pb.Publisher = text("publisher")
	pb.Place = text("address", "location")
}

// bibYear sets pb's year from the year field, or else the date field;
// a year field with no year in it is a doubt.
func bibYear(pb *pub.Publication, get func(string) string) {
	if y := get("year"); y != "" {
		if m := yearPattern.FindString(y); m != "" {
			pb.Year, _ = strconv.Atoi(m) // decimal: "0010" is no octal 8
		} else {
			pb.Doubts = append(pb.Doubts, fmt.Sprintf("year %q is not a year", y))
		}
	} else if m := yearPattern.FindString(get("date")); m != "" {
		pb.Year, _ = strconv.Atoi(m)
	}
}

// bibVenue sets pb's venue text from the first venue-like field (a
// howpublished link is not one), its venue (the acronym when the venue
// table knows it) and an arXiv id the venue text gives. It returns the
// journal field (or journaltitle) and what the venue table says.
func bibVenue(pb *pub.Publication, get func(string) string) (journal string, venue Venue, known bool) {
	journal = tex.Decode(get("journal"))
	if journal == "" {
		journal = tex.Decode(get("journaltitle"))
	}
	for _, f := range []string{"booktitle", "journal", "journaltitle", "series", "_venue", "venue", "howpublished"} {
		if v := tex.Decode(get(f)); v != "" {
			if f == "howpublished" && isLink(v) {
				continue // \url{...}: a link, not a venue
			}
			pb.VenueText = v
			break
		}
	}
	if pb.ArXiv == "" && isArXivText(pb.VenueText) {
		if m := arxivIDPattern.FindStringSubmatch(pb.VenueText); m != nil {
			pb.ArXiv = m[1] // _venue = {arXiv:2101.00001}
		}
	}
	if pb.VenueText != "" {
		venue, known = venueLookup(pb.VenueText)
		if known {
			pb.Venue = venue.Acronym
		} else {
			pb.Venue = pb.VenueText
		}
	}
	return journal, venue, known
}

// bibWorkshop reports whether an entry of type typ and kind, whose
// venue names a workshop, is a workshop paper: a workshop named in
// booktitle, an al-folio _venue or a misc entry's venue.
func bibWorkshop(kind pub.Kind, typ, journal string) bool {
	switch {
	case kind == pub.KindConference,
		kind == pub.KindOther && typ != "techreport" && typ != "report",
		kind == pub.KindPreprint && typ != "article",
		kind == pub.KindJournal && journal == "":
		return true
	}
	return false
}

// bibKind maps an entry type and its fields to a Kind.
func bibKind(typ string, get func(string) string, journal string, arxiv bool, venue Venue, known bool) pub.Kind {
	switch typ {
	case "inproceedings", "conference":
		return pub.KindConference
	case "article":
		if isArXivText(journal) || strings.EqualFold(journal, "CoRR") || get("eprint") != "" && journal == "" {
			return pub.KindPreprint
		}
		return pub.KindJournal
	case "misc", "unpublished", "online", "electronic":
		if known && venue.Kind != "" && venue.Kind != pub.KindPreprint {
			// A misc entry naming a known venue (al-folio's _venue) is a
			// paper at that venue.
			return venue.Kind
		}
		if arxiv || get("eprint") != "" {
			return pub.KindPreprint
		}
		return pub.KindOther
	case "phdthesis", "mastersthesis", "thesis":
		return pub.KindThesis
	case "patent":
		return pub.KindPatent
	case "book", "proceedings", "mvbook":
		return pub.KindBook
	case "incollection", "inbook", "bookinbook":
		return pub.KindChapter
	}
	return pub.KindOther
}

// isLink reports whether a decoded field value is a link rather than text.
func isLink(v string) bool {
	l := strings.ToLower(v)
	return strings.HasPrefix(l, "http:") || strings.HasPrefix(l, "https:") || strings.HasPrefix(l, "www.")
}

// isArXivText reports whether a venue text names arXiv or CoRR.
func isArXivText(s string) bool {
	l := strings.ToLower(s)
	return strings.Contains(l, "arxiv") || l == "corr" || strings.HasPrefix(l, "corr ") || strings.HasPrefix(l, "corr,")
}

// bibArXiv finds an arXiv identifier in the eprint, arxiv, journal or url
// fields.
func bibArXiv(get func(string) string) string {
	if ep := get("eprint"); ep != "" {
		prefix := strings.ToLower(get("archiveprefix") + get("eprinttype"))
		if prefix == "" || strings.Contains(prefix, "arxiv") {
			if m := arxivIDPattern.FindStringSubmatch(ep); m != nil {
				return m[1]
			}
		}
	}
	if m := arxivIDPattern.FindStringSubmatch(get("arxiv")); m != nil {
		return m[1]
	}
	if strings.EqualFold(get("journal"), "corr") {
		// DBLP: journal = {CoRR}, volume = {abs/2001.00001}.
		if m := arxivIDPattern.FindStringSubmatch(get("volume")); m != nil {
			return m[1]
		}
	}
	for _, f := range []string{"journal", "volume", "howpublished", "note"} {
		if v := get(f); isArXivText(v) {
			if m := arxivIDPattern.FindStringSubmatch(v); m != nil {
				return m[1]
			}
		}
	}
	if m := arxivURLPattern.FindStringSubmatch(decodeURL(get("url"))); m != nil {
		if id := arxivIDPattern.FindStringSubmatch(m[1]); id != nil {
			return id[1]
		}
	}
	return ""
}

// normalizeDOI returns the bare DOI ("10.1145/3192366.3192404") in s, which
// may be a doi.org URL or carry a "doi:" prefix; "" if s holds none.
func normalizeDOI(s string) string {
	s = strings.TrimSpace(strings.ReplaceAll(s, `\_`, "_"))
	m := doiPattern.FindString(strings.NewReplacer("{", "", "}", "").Replace(s))
	return strings.TrimRight(m, ".,;")
}

// decodeURL undoes the escapes BibTeX files put in URLs.
func decodeURL(s string) string {
	s = strings.TrimSpace(s)
	s = strings.NewReplacer(`\_`, "_", `\%`, "%", `\&`, "&", `\#`, "#", `\~`, "~", "{", "", "}", "").Replace(s)
	if strings.HasPrefix(s, `\url`) {
		s = strings.TrimPrefix(s, `\url`)
	}
	return strings.TrimSpace(s)
}

// Names.

// jrParts are the words that make the middle part of "von Last, Jr, First".
var jrParts = map[string]bool{"jr": true, "jr.": true, "sr": true, "sr.": true, "ii": true, "iii": true, "iv": true, "v": true}

// parseBibNames splits a BibTeX author field into names in "First Last"
// order. It reports whether the list ends in "others" (or "et al.") and
// what it had to guess, such as the meaning of stray commas.
func parseBibNames(field string) (authors []pub.Author, incomplete bool, doubts []string) {
	field = strings.TrimSpace(field)
	if field == "" {
		return nil, false, nil
	}
	stray := false
	for _, raw := range tex.SplitTopLevel(field, isAndAt) {
		raw = strings.TrimSpace(raw)
		if raw == "" {
			continue
		}
		parts := tex.SplitTopLevel(raw, tex.CommaAt)
		var kept []string
		for _, p := range parts {
			if p = strings.TrimSpace(p); p != "" {
				kept = append(kept, p)
			}
		}
		if len(kept) < len(parts) {
			stray = true
		}
		var names []string
		switch {
		case len(kept) == 0:
			continue
		case len(kept) == 1:
			names = []string{kept[0]}
		case len(kept) == 2:
			names = []string{kept[1] + " " + kept[0]}
		case len(kept) == 3 && jrParts[strings.ToLower(strings.TrimSpace(tex.Decode(kept[1])))]:
			names = []string{kept[2] + " " + kept[0] + " " + kept[1]}
		default:
			// "Schmidt, Thomas, Other, Person": an "and" is missing. Read
			// the parts as Last, First pairs.
			doubts = append(doubts, fmt.Sprintf("author %q has %d commas; read as %d names", collapseSpace(tex.Decode(raw)), len(kept)-1, (len(kept)+1)/2))
			for i := 0; i < len(kept); i += 2 {
				if i+1 < len(kept) {
					names = append(names, kept[i+1]+" "+kept[i])
				} else {
					names = append(names, kept[i])
				}
			}
		}
		for _, n := range names {
			a, others := bibAuthor(n)
			if others {
				incomplete = true
				continue
			}
			if a.Name != "" {
				authors = append(authors, a)
			}
		}
	}
	if stray {
		doubts = append(doubts, "stray comma in the author list; names read leniently")
	}
	return authors, incomplete, doubts
}

// bibAuthor decodes one name (already in First Last order) and strips its
// marks. others reports "others" or "et al.".
func bibAuthor(raw string) (a pub.Author, others bool) {
	return markedAuthor(tex.Decode(raw))
}

// markedAuthor makes an Author of a decoded name in display order. A "*"
// marks an equal contributor; daggers and superscript digits are dropped.
// others reports "others" or "et al.".
func markedAuthor(name string) (a pub.Author, others bool) {
	switch strings.ToLower(strings.TrimSuffix(name, ".")) {
	case "others", "et al", "et. al", "etal":
		return pub.Author{}, true
	case "and":
		return pub.Author{}, false // "A and and B"
	}
	name = strings.Map(func(r rune) rune {
		switch r {
		case '*':
			a.Equal = true
			return -1
		case '†', '‡', '§', '¶':
			return -1
		}
		if unicode.Is(unicode.No, r) { // superscript digits
			return -1
		}
		return r
	}, name)
	a.Name = collapseSpace(name)
	return a, false
}

// isAndAt reports the length of the separator " and " at s[i], or 0.
func isAndAt(s string, i int) int {
	if !isSpaceByte(s[i]) {
		return 0
	}
	j := i
	for j < len(s) && isSpaceByte(s[j]) {
		j++
	}
	if j+3 >= len(s) || !strings.EqualFold(s[j:j+3], "and") || !isSpaceByte(s[j+3]) {
		return 0
	}
	k := j + 3
	for k < len(s) && isSpaceByte(s[k]) {
		k++
	}
	return k - i
}

func isSpaceByte(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r'
}
