package cv

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections"
	"github.com/pubgraph/pubgraph/pub"
	"golang.org/x/text/encoding/charmap"
)

// Options are what the CV reader takes of the caller's options.
type Options struct {
	// Warn receives every recoverable problem: an entry that was skipped
	// or read with doubts. If Warn returns an error the reader stops and
	// returns it. A nil Warn drops warnings.
	Warn func(*pub.ParseError) error
	// Owner is the person whose list the input is, when the input does
	// not say: it becomes each publication's Owner, and the first author
	// of an entry that names only co-authors.
	Owner string
}

// warn reports e through o.Warn.
func (o Options) warn(e *pub.ParseError) error {
	if o.Warn == nil {
		return nil
	}
	return o.Warn(e)
}

// Read reads a CV or publication list in plain text or markdown.
//
// It emits, in input order, the CV's owner (when it can tell who that is),
// one Publication per entry of the publication sections, the owner's
// advisors and mentors as Relations, and education and employment entries
// as Affiliations.
//
// The reader works on the general shape of CVs rather than on one layout:
// markup (markdown emphasis, links, headings, lists and a few HTML tags) is
// reduced to text with a record of what was bold, italic or a heading;
// headings and known section words ("Publications", "EDUCATION",
// "Honors and Awards") split the text into sections; inside a publication
// section, list items, headings per paper and blank-line paragraphs become
// entries; and inside an entry the byline, title, venue and year are found
// by what each piece of text looks like. An entry that cannot be split is
// reported through opt.Warn with its line, and still emitted when it has a
// title.
func Read(r io.Reader, name string, opt Options, emit pub.Emit) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("read %s: %w", name, err)
	}
	return readCVSource(decodeText(data), name, opt, nil, emit)
}

// ReadText is Read of src, a CV already in text, with ownerHint, a name
// the page gives its owner outside the text (an HTML page's description,
// "Publications of Jane Doe"): it names the owner when it is one of the
// bylines' names.
func ReadText(src, name string, opt Options, ownerHint string, emit pub.Emit) error {
	return readCV(src, name, opt, nil, ownerHint, emit)
}

// decodeText returns data as UTF-8 text without a byte-order mark or NUL
// bytes. Text that is not valid UTF-8 is read as Latin-1 (ISO-8859-1),
// the encoding older LaTeX and HTML CVs were saved in (as Windows-1252,
// its superset).
func decodeText(data []byte) string {
	src := string(data)
	if !utf8.ValidString(src) && !hasMultiByteRune(data) {
		// Windows-1252 is Latin-1 with printable characters (curly
		// quotes, dashes) where Latin-1 has control codes.
		if dec, err := charmap.Windows1252.NewDecoder().Bytes(data); err == nil {
			src = string(dec)
		}
	}
	src = strings.ToValidUTF8(src, "\uFFFD")
	return strings.TrimPrefix(strings.ReplaceAll(src, "\x00", ""), "\uFEFF")
}

// hasMultiByteRune reports whether data holds a valid UTF-8 sequence of
// more than one byte, which Latin-1 text almost never does.
func hasMultiByteRune(data []byte) bool {
	for len(data) > 0 {
		r, size := utf8.DecodeRune(data)
		if r != utf8.RuneError && size > 1 {
			return true
		}
		data = data[size:]
	}
	return false
}

// readCVSource reads src, a CV in plain text or markdown, as ReadCV does.
// lineMap, when set, maps each line of src (from 1, at index line-1) to
// the line of the original input it came from, for readers that convert
// another markup (LaTeX, reStructuredText, org) to markdown first.
func readCVSource(src, name string, opt Options, lineMap []int, emit pub.Emit) error {
	return readCV(src, name, opt, lineMap, "", emit)
}

func readCV(src, name string, opt Options, lineMap []int, ownerHint string, emit pub.Emit) error {
	if strings.TrimSpace(src) == "" {
		return &pub.ParseError{Pos: pub.Position{File: name}, Msg: "empty input", Err: pub.ErrEmpty}
	}
	src, err := warnLongLines(src, name, opt)
	if err != nil {
		return err
	}
	d := &cvDoc{name: name, opt: opt, boldAuthor: map[*pub.Publication]map[string]bool{}, lineMap: lineMap, explicitSections: lineMap != nil}
	lines, front := markup.Parse(src)
	d.frontAuthor, d.frontTitle = cvOwner{name: front.Author, line: front.AuthorLine}, front.Title
	d.nlines = strings.Count(src, "\n") + 1
	d.marks = markKeys(src)
	d.assignSections(lines)
	if err := d.readPublications(); err != nil {
		return err
	}
	d.findOwner()
	d.applyOwnerHint(ownerHint)
	if d.owner.name == "" && opt.Owner != "" {
		d.owner = cvOwner{name: opt.Owner, line: 1}
	}
	d.addImpliedOwner()
	if err := d.warnNoByline(); err != nil {
		return err
	}
	d.settleSingleAuthors()
	d.readProfile()
	return d.emitAll(emit)
}

// cvDoc is a CV being read.
type cvDoc struct {
	name    string
	opt     Options
	lines   []cvLine
	nlines  int
	lineMap []int
	// explicitSections is set for markups whose headings are always
	// sections (LaTeX \section, org headlines, reStructuredText titles).
	explicitSections bool
	frontAuthor      cvOwner
	frontTitle       string
	marks            cvMarkKeys

	sections []sections.Section
	pubs     []*pub.Publication
	// boldAuthor records the names each publication's byline sets in bold.
	boldAuthor map[*pub.Publication]map[string]bool
	// kindGuess holds the publications whose kind nothing in the entry
	// named; settleKinds gives them the document's usual kind.
	kindGuess map[*pub.Publication]bool
	// noByline holds the publications read without an author list, to
	// warn of once the owner is known.
	noByline []cvPending
	// lastByline is the byline of the last entry read, which a
	// bibliography's "———." repeats.
	lastByline string
	owner      cvOwner
	rels       []*pub.Relation
	affs       []*pub.Affiliation
}

// cvOwner is a candidate for the CV's owner.
type cvOwner struct {
	name string
	line int
}

// pos returns the position of line, kept within the input.
func (d *cvDoc) pos(line int) pub.Position {
	if len(d.lineMap) > 0 {
		return pub.Position{File: d.name, Line: d.lineMap[min(max(line, 1), len(d.lineMap))-1]}
	}
	if line < 1 {
		line = 1
	}
	if line > d.nlines {
		line = d.nlines
	}
	return pub.Position{File: d.name, Line: line}
}

// warn reports a problem at line.
func (d *cvDoc) warn(line int, text, format string, args ...any) error {
	e := pub.Errorf(d.pos(line), pub.ErrSyntax, format, args...)
	e.Text = text
	return d.opt.warn(e)
}

// emitAll sends the owner first and then every other record by line.
func (d *cvDoc) emitAll(emit pub.Emit) error {
	type item struct {
		line int
		rec  pub.Record
	}
	var items []item
	for _, p := range d.pubs {
		p.Owner = d.owner.name
		items = append(items, item{p.Pos.Line, pub.Record{Publication: p}})
	}
	for _, r := range d.rels {
		items = append(items, item{r.Pos.Line, pub.Record{Relation: r}})
	}
	for _, a := range d.affs {
		items = append(items, item{a.Pos.Line, pub.Record{Affiliation: a}})
	}
	sort.SliceStable(items, func(i, j int) bool { return items[i].line < items[j].line })
	if d.owner.name != "" {
		if err := emit(pub.Record{Owner: &pub.Person{Name: d.owner.name, Pos: d.pos(d.owner.line)}}); err != nil {
			return err
		}
	} else if len(items) == 0 {
		return &pub.ParseError{Pos: pub.Position{File: d.name}, Msg: "no publications or CV entries found", Err: pub.ErrNoRecords}
	}
	for _, it := range items {
		if err := emit(it.rec); err != nil {
			return err
		}
	}
	return nil
}

// cvLine is a line of the CV as markup.Parse gives it, with the section
// assignSections puts it in.
type cvLine struct {
	markup.Line
	sec     int // index into cvDoc.sections
	secHead bool
}

// assignSections splits lines into sections (sections.Split) and makes
// them d's lines, each with its section.
func (d *cvDoc) assignSections(lines []markup.Line) {
	split := sections.Split(lines, d.explicitSections, d.frontTitle)
	d.sections = split.Sections
	d.lines = make([]cvLine, len(lines))
	for i, l := range lines {
		d.lines[i] = cvLine{Line: l, sec: split.Of[i], secHead: split.Head[i]}
	}
}
