package cv

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/convert"
	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/profile"
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
	// Models are the trained models to read with; the zero Models reads
	// with the embedded ones.
	Models Models
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
	return ReadSource(DecodeText(data), name, opt, nil, emit)
}

// ReadText is Read of src, a CV already in text, with ownerHint, a name
// the page gives its owner outside the text (an HTML page's description,
// "Publications of Jane Doe"): it names the owner when it is one of the
// bylines' names.
func ReadText(src, name string, opt Options, ownerHint string, emit pub.Emit) error {
	return readCV(src, name, opt, nil, ownerHint, emit)
}

// DecodeText returns data as UTF-8 text without a byte-order mark or NUL
// bytes. Text that is not valid UTF-8 is read as Latin-1 (ISO-8859-1),
// the encoding older LaTeX and HTML CVs were saved in (as Windows-1252,
// its superset).
func DecodeText(data []byte) string {
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

// ReadSource reads src, a CV in plain text or markdown, as Read does.
// lineMap, when set, maps each line of src (from 1, at index line-1) to
// the line of the original input it came from, for readers that convert
// another markup (LaTeX, reStructuredText, org) to markdown first.
func ReadSource(src, name string, opt Options, lineMap []int, emit pub.Emit) error {
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
	lines, front := markup.Parse(convert.Math(src))
	d := doc.New(name, lines, strings.Count(src, "\n")+1, lineMap, lineMap != nil, front.Title, opt.Warn, opt.Models.split())
	found, err := opt.Models.entries().Read(d, src)
	if err != nil {
		return err
	}
	if ownerHint == "" {
		// A page's front matter may name whose it is in its
		// description or title, as an HTML page's head does.
		if ownerHint = convert.OwnerIn(front.Description); ownerHint == "" {
			ownerHint = convert.OwnerIn(front.Title)
		}
	}
	prof, err := profile.Read(d, found, profile.Hints{FrontAuthor: front.Author, FrontAuthorLine: front.AuthorLine, Page: ownerHint, Given: opt.Owner})
	if err != nil {
		return err
	}
	return emitAll(d, found.Pubs, prof, emit)
}

// emitAll sends the owner first and then every other record by line.
func emitAll(d *doc.Doc, pubs []*pub.Publication, prof *profile.Profile, emit pub.Emit) error {
	type item struct {
		line int
		rec  pub.Record
	}
	var items []item
	for _, p := range pubs {
		p.Owner = prof.Owner
		items = append(items, item{p.Pos.Line, pub.Record{Publication: p}})
	}
	for _, r := range prof.Relations {
		items = append(items, item{r.Pos.Line, pub.Record{Relation: r}})
	}
	for _, a := range prof.Affiliations {
		items = append(items, item{a.Pos.Line, pub.Record{Affiliation: a}})
	}
	sort.SliceStable(items, func(i, j int) bool { return items[i].line < items[j].line })
	if prof.Owner != "" {
		if err := emit(pub.Record{Owner: &pub.Person{Name: prof.Owner, OtherScript: prof.OwnerOtherScript, Former: prof.OwnerFormer, Pos: d.Pos(prof.OwnerLine)}}); err != nil {
			return err
		}
	} else if len(items) == 0 {
		return &pub.ParseError{Pos: pub.Position{File: d.Name}, Msg: "no publications or CV entries found", Err: pub.ErrNoRecords}
	}
	for _, it := range items {
		if err := emit(it.rec); err != nil {
			return err
		}
	}
	return nil
}
