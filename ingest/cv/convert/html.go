package convert

import (
	"bytes"
	"io"
	"net/url"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/internal/norm"
	"golang.org/x/net/html"
	"golang.org/x/net/html/charset"
)

// DecodeHTML converts a page in another encoding than UTF-8 (declared in
// a <meta> tag or by a byte order mark, or else taken as Windows-1252, as
// browsers do) to UTF-8. Old homepages are often in Latin-1.
func DecodeHTML(data []byte) []byte {
	utf16 := bytes.HasPrefix(data, []byte{0xFF, 0xFE}) || bytes.HasPrefix(data, []byte{0xFE, 0xFF})
	if utf8.Valid(data) && !utf16 {
		return data
	}
	e, _, _ := charset.DetermineEncoding(data, "")
	out, err := e.NewDecoder().Bytes(data)
	if err != nil {
		return data
	}
	return out
}

// Pos is a place in the HTML input: a line from 1 and a byte offset
// in it from 0.
type Pos struct{ Line, Col int }

// HTML renders an HTML page as markdown-like text. pos[i] is
// where in the input output line i+1 came from: where its first word is.
func HTML(r io.Reader) (text string, pos []Pos, err error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return "", nil, err
	}
	data = hideCollapsed(data)
	c := &htmlConv{at: Pos{Line: 1}, cards: cardArticles(data)}
	z := html.NewTokenizer(bytes.NewReader(data))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			if err := z.Err(); err != io.EOF {
				return "", nil, err
			}
			break
		}
		raw := string(z.Raw())
		start := c.at
		c.tokenAt = start
		if n := strings.Count(raw, "\n"); n > 0 {
			c.at = Pos{start.Line + n, len(raw) - strings.LastIndexByte(raw, '\n') - 1}
		} else {
			c.at.Col += len(raw)
		}
		switch tt {
		case html.TextToken:
			if c.skip == "" {
				c.text(raw, start)
			}
		case html.StartTagToken, html.SelfClosingTagToken:
			tok := z.Token()
			c.startTag(tok, tt == html.SelfClosingTagToken)
		case html.EndTagToken:
			c.endTag(z.Token().Data)
		}
	}
	c.endLine()
	for len(c.out) > 0 && c.out[len(c.out)-1] == "" {
		c.out = c.out[:len(c.out)-1]
		c.pos = c.pos[:len(c.pos)-1]
	}
	if len(c.out) == 0 {
		return "", nil, nil
	}
	return strings.Join(c.out, "\n") + "\n", c.pos, nil
}

// hideCollapsed returns data without its collapsed <details> elements
// (those without the open attribute, holding no list): an abstract or a
// BibTeX record folded under an entry is no part of its citation. They
// are hidden as the markdown path hides them (markup.HideDetails), line
// for line, so positions hold.
func hideCollapsed(data []byte) []byte {
	if indexFold(string(data), "<details") < 0 {
		return data
	}
	lines := strings.Split(string(data), "\n")
	markup.HideDetails(lines)
	return []byte(strings.Join(lines, "\n"))
}

// htmlSkipped are elements whose content is never shown as text.
var htmlSkipped = map[string]bool{
	"script": true, "style": true, "nav": true, "footer": true, "noscript": true,
	"template": true, "title": true, "svg": true, "math": true, "button": true,
	"select": true, "textarea": true, "iframe": true, "object": true,
	"canvas": true, "audio": true, "video": true, "menu": true,
}

// htmlSkipParents are, for elements whose end tag may be left out, the
// elements that hold them: a skipped <li> without </li> ends at the next
// <li> or at the end of its list, unless that is in a list nested in it.
var htmlSkipParents = map[string]map[string]bool{
	"li": {"ul": true, "ol": true, "menu": true},
	"dt": {"dl": true},
	"dd": {"dl": true},
	"tr": {"table": true, "tbody": true, "thead": true, "tfoot": true},
	"td": {"tr": true, "table": true},
	"th": {"tr": true, "table": true},
	"p":  {"div": true, "li": true, "td": true, "th": true, "section": true, "article": true, "body": true},
}

// skipStart handles a start tag inside a skipped element. It reports
// whether the tag ends the skipped element, and is to be handled.
func (c *htmlConv) skipStart(tag string, void bool) bool {
	parents := htmlSkipParents[c.skip]
	switch {
	case parents == nil:
		if tag == c.skip && !void {
			c.skipDepth++
		}
	case c.skipNest == 0 && impliedEnd(c.skip, tag):
		// A hidden <li> without </li> ends at the next item.
		c.skip = ""
		return true
	case parents[tag] && !void:
		c.skipNest++
	}
	return false
}

// skipEnd handles an end tag inside a skipped element. It reports whether
// the tag ended the skipped element and is still to be handled.
func (c *htmlConv) skipEnd(tag string) bool {
	parents := htmlSkipParents[c.skip]
	switch {
	case parents == nil:
		if tag == c.skip {
			c.skipDepth--
			if c.skipDepth == 0 {
				c.skip = ""
			}
		}
	case c.skipNest == 0 && tag == c.skip:
		c.skip = ""
	case c.skipNest == 0 && parents[tag]:
		// The list holding a hidden <li> without </li> ends.
		c.skip = ""
		return true
	case parents[tag]:
		c.skipNest--
	}
	return false
}

// impliedEnd reports whether a start tag ends an open elem whose end tag
// may be left out: <li> another <li>, any block a <p>.
func impliedEnd(elem, tag string) bool {
	switch elem {
	case "p":
		return isBlock(tag)
	case "dt", "dd":
		return tag == "dt" || tag == "dd"
	case "td", "th":
		return tag == "td" || tag == "th" || tag == "tr"
	}
	return tag == elem
}

// maxHTMLDepth bounds the open elements tracked.
const maxHTMLDepth = 200

// htmlVoid elements have no end tag.
var htmlVoid = map[string]bool{
	"area": true, "base": true, "br": true, "col": true, "embed": true,
	"hr": true, "img": true, "input": true, "link": true, "meta": true,
	"param": true, "source": true, "track": true, "wbr": true,
}

// htmlParagraphs start and end a paragraph, shown with space around it.
var htmlParagraphs = map[string]bool{
	"p": true, "blockquote": true, "address": true, "dl": true,
}

// htmlContainers start a new line, and end a paragraph when what they
// hold took more than a line: a <div> per paper, holding one <div> per
// title, byline and venue, or lines broken with <br>, is one entry, and
// browsers show such divs without space between them.
var htmlContainers = map[string]bool{
	"div": true, "section": true, "article": true, "main": true,
	"aside": true, "center": true, "figure": true, "figcaption": true,
	"form": true, "fieldset": true, "details": true, "summary": true,
	"header": true, "hgroup": true, "body": true,
}

// isBlock reports whether tag is an element that breaks lines.
func isBlock(tag string) bool {
	switch tag {
	case "ul", "ol", "table", "pre", "hr":
		return true
	}
	return htmlParagraphs[tag] || htmlContainers[tag] || isHeading(tag)
}

// htmlHiddenClasses are CSS classes of elements not worth reading: those
// that hide an element (Bootstrap, al-folio's collapsed abstracts and
// BibTeX), buttons ("PDF", "Cite"), and al-folio's venue badge column
// ("abbr"), which repeats the venue line and would otherwise read as the
// first line of each entry.
var htmlHiddenClasses = map[string]bool{
	"hidden": true, "d-none": true, "sr-only": true, "visually-hidden": true,
	"invisible": true, "collapse": true, "modal": true, "abbr": true,
	"btn": true,
}

// htmlElem is an open element that matters to the rendering.
type htmlElem struct {
	tag    string
	marker string // "**" or "*" for emphasis (empty if nested in the same), `"` for <q>
	href   string // a paper link's URL: the element is written [text](href)
	shown  bool   // the emphasis or link has been opened on this line
	lines  bool   // a container holds blocks or line breaks
	next   int    // next item number of an ordered list
	indent int    // a list item's continuation indent
	card   bool   // an <article> that is one entry (cardArticles)
}

// htmlRow is an open table row.
type htmlRow struct {
	data     bool // the row has a <td>, not only <th> headings
	firstOut int  // index in out of the row's line, -1 before its text
}

// htmlConv renders HTML tokens as lines of text.
type htmlConv struct {
	at Pos // where the next token starts

	out    []string
	pos    []Pos // where each line of out came from
	cur    strings.Builder
	curPos Pos // where cur's first word came from, zero while cur is empty

	stack     []htmlElem
	rows      []htmlRow // open table rows
	skip      string    // tag of the skipped element we are inside
	skipDepth int
	skipNest  int // lists (or tables) opened inside the skipped element
	headers   int // open <header> elements
	pre       int // open <pre> elements

	brk     int    // pending break: 1 new line, 2 blank line
	space   bool   // pending space between words
	cellSep bool   // pending ". " before the next cell's text
	item    string // pending list item marker, with its indent
	// tokenAt is where the token being handled starts.
	tokenAt Pos
	// cards are the indexes of the <article> elements that are one
	// entry each; articles counts the <article> start tags seen.
	cards    map[int]bool
	articles int
	// brs counts the <br> tags since the last word: two in a row end a
	// paragraph, even inside a table cell ("entry<br><br>entry").
	brs int
}

// startTag handles a start tag; selfClosing is set for "<x/>".
func (c *htmlConv) startTag(tok html.Token, selfClosing bool) {
	tag := tok.Data
	if c.skip != "" && !c.skipStart(tag, selfClosing || htmlVoid[tag]) {
		return
	}
	void := selfClosing || htmlVoid[tag]
	if names := moreAuthors(tok); names != "" && !void {
		// "and 3 more authors": the names the element keeps, in its
		// place.
		c.words(" "+html.EscapeString(names)+" ", c.tokenAt, false)
		c.skip, c.skipDepth, c.skipNest = tag, 1, 0
		return
	}
	if !void && (htmlSkipped[tag] || hiddenElement(tok) ||
		c.headers > 0 && (tag == "ul" || tag == "ol")) {
		c.skip, c.skipDepth, c.skipNest = tag, 1, 0
		return
	}
	if tag == "br" || isBlock(tag) {
		c.markLines()
	}
	if c.voidTag(tag) || void {
		return
	}
	c.impliedEnds(tag)
	e := htmlElem{tag: tag}
	if titleElement(tok) && !isHeading(tag) && !c.inEmphasis("**") && c.heading() == 0 {
		// <div class="title">: the page says this is a paper's title, so
		// it is marked as one, the way CVs mark titles.
		e.marker = "**"
	}
	if !c.openBlock(tok, tag, &e) && !c.openInline(tok, tag, &e) {
		return
	}
	if len(c.stack) >= maxHTMLDepth {
		// Past this depth elements are not tracked, which keeps every
		// step bounded on pathological nesting.
		if tag == "tr" {
			c.rows = c.rows[:len(c.rows)-1]
		}
		return
	}
	c.stack = append(c.stack, e)
	if tag == "pre" {
		c.pre++
	}
}

// voidTag reads tag, an element that holds nothing (a break, a rule, an
// image), and reports whether it was one.
func (c *htmlConv) voidTag(tag string) bool {
	switch tag {
	case "br":
		c.brs++
		if c.brs >= 2 && c.cur.Len() > 0 || c.brs >= 2 && c.brk > 0 {
			c.structBreak(2)
			return true
		}
		c.lineBreak(1)
		return true
	case "hr":
		// A rule is kept as a markdown rule: on pages whose entries
		// rules set apart, the CV reader keeps the paragraphs between two
		// rules together.
		c.endLine()
		if len(c.out) > 0 && c.heading() == 0 && !c.inTag("td") && !c.inTag("li") {
			if c.out[len(c.out)-1] != "" {
				c.out = append(c.out, "")
				c.pos = append(c.pos, c.pos[len(c.pos)-1])
			}
			c.out = append(c.out, "---")
			c.pos = append(c.pos, c.tokenAt)
		}
		c.lineBreak(2)
		return true
	case "img", "input", "wbr":
		return true
	}
	return false
}

// impliedEnds closes the elements that tag, opening, ends.
func (c *htmlConv) impliedEnds(tag string) {
	// Implied end tags: an item ends the previous item, a block ends an
	// open paragraph, a row or cell the previous one.
	switch tag {
	case "li":
		c.closeUntil("li", "ul", "ol")
	case "dt", "dd":
		c.closeUntil("dd", "dl")
		c.closeUntil("dt", "dl")
	case "tr":
		c.closeUntil("tr", "table")
	case "td", "th":
		c.closeUntil("td", "tr", "table")
		c.closeUntil("th", "tr", "table")
	}
	if isBlock(tag) {
		c.closeUntil("p", "li", "td", "th", "div")
	}
}

// openBlock sets e up for tag, a list, list item, heading, table part or
// another block the reader keeps, opened by tok, and reports whether tag
// was one.
func (c *htmlConv) openBlock(tok html.Token, tag string, e *htmlElem) bool {
	switch {
	case tag == "b" || tag == "strong" || tag == "u" || tag == "ins":
		// Markdown has no underline; an underlined name in a byline marks
		// the page's owner as a bold one does.
		if !c.inEmphasis("**") && c.heading() == 0 {
			e.marker = "**"
		}
	case tag == "i" || tag == "em" || tag == "cite":
		if !c.inEmphasis("*") && c.heading() == 0 {
			e.marker = "*"
		}
	case tag == "ol":
		e.next = listStart(tok)
		c.structBreak(c.listBreak())
	case tag == "ul" || tag == "menu":
		c.structBreak(c.listBreak())
	case tag == "li":
		c.structBreak(1)
		e.indent = c.listItem()
	case isHeading(tag) && c.inCard():
		// A card, <article><h3>Title</h3><div>byline · venue</div>, is
		// one entry whose title the heading holds: a marked line of the
		// entry's paragraph, not a section heading.
		if !c.inEmphasis("**") {
			e.marker = "**"
		}
		c.lineBreak(1)
	case isHeading(tag):
		c.structBreak(2)
	case tag == "article":
		e.card = c.cards[c.articles]
		c.articles++
		c.lineBreak(2)
	case tag == "tr":
		// A blank line between rows, or a CV reader would take the rows
		// for one paragraph wrapped over lines.
		c.lineBreak(2)
		c.rows = append(c.rows, htmlRow{firstOut: -1})
	case tag == "td" || tag == "th":
		c.cell(tag)
	case tag == "table" || tag == "pre":
		c.lineBreak(2)
	case tag == "dt":
		// <dt>Title</dt><dd>Authors</dd><dd>Venue</dd> is one entry.
		c.lineBreak(2)
	case tag == "dd":
		c.lineBreak(1)
	case tag == "header":
		c.headers++
		c.lineBreak(1)
	default:
		return false
	}
	return true
}

// openInline sets e up for tag, a container, paragraph, link or inline
// element opened by tok, and reports whether it is tracked.
func (c *htmlConv) openInline(tok html.Token, tag string, e *htmlElem) bool {
	switch {
	case htmlContainers[tag]:
		c.lineBreak(1)
	case htmlParagraphs[tag]:
		c.lineBreak(2)
	case tag == "a":
		e.href = paperLink(tok)
		// A link marked as a title (<a class="title">) keeps its mark
		// whatever it points to.
		if e.href == "" && e.marker == "" || c.inTag("a") {
			return false
		}
	case tag == "q":
		// Browsers show <q> in quotes, and CVs quote titles.
		e.marker = `"`
	case tag == "span" || tag == "font":
		if e.marker == "" {
			e.marker = styleMarker(tok)
			if c.inEmphasis(e.marker) || c.heading() > 0 {
				e.marker = ""
			}
		}
		if e.marker == "" {
			return false
		}
	case tag == "sup" || tag == "sub":
	default:
		// Other inline elements are not tracked.
		return false
	}
	return true
}

// listStart returns the number the first item of an <ol> has.
func listStart(tok html.Token) int {
	next := 1
	for _, a := range tok.Attr {
		if a.Key == "start" {
			if n, err := strconv.Atoi(strings.TrimSpace(a.Val)); err == nil && n >= 0 && n < 1e6 {
				next = n
			}
		}
	}
	return next
}

// listItem starts a list item's line with its marker, indented by the
// depth of its list, and returns the width of both.
func (c *htmlConv) listItem() int {
	marker, depth := "- ", 0
	for i := len(c.stack) - 1; i >= 0; i-- {
		s := &c.stack[i]
		if s.tag != "ul" && s.tag != "ol" {
			continue
		}
		if depth == 0 && s.tag == "ol" {
			marker = strconv.Itoa(s.next) + ". "
			s.next++
		}
		depth++
	}
	indent := strings.Repeat("  ", max(depth-1, 0))
	c.item = indent + marker
	return len(indent) + len(marker)
}

// cell starts a table cell, tag (td or th).
func (c *htmlConv) cell(tag string) {
	if c.cur.Len() > 0 && c.brk == 0 {
		c.cellSep = true
	}
	if tag == "td" && len(c.rows) > 0 {
		c.rows[len(c.rows)-1].data = true
	}
}

// endTag handles an end tag.
func (c *htmlConv) endTag(tag string) {
	if c.skip != "" && !c.skipEnd(tag) {
		return
	}
	if tag == "br" {
		// "</br>" is read as "<br>" by browsers.
		c.lineBreak(1)
		return
	}
	for i := len(c.stack) - 1; i >= 0; i-- {
		if c.stack[i].tag == tag {
			for len(c.stack) > i {
				c.pop()
			}
			return
		}
	}
}

// closeUntil closes the innermost open tag element unless one of the
// stop elements is open inside it.
func (c *htmlConv) closeUntil(tag string, stops ...string) {
	for i := len(c.stack) - 1; i >= 0; i-- {
		t := c.stack[i].tag
		if t == tag {
			for len(c.stack) > i {
				c.pop()
			}
			return
		}
		for _, s := range stops {
			if t == s {
				return
			}
		}
	}
}

// pop closes the innermost open element.
func (c *htmlConv) pop() {
	e := c.stack[len(c.stack)-1]
	c.stack = c.stack[:len(c.stack)-1]
	if e.shown {
		c.cur.WriteString(e.closer())
	}
	switch {
	case e.tag == "li":
		c.item = ""
		c.structBreak(1)
	case e.tag == "ul" || e.tag == "ol":
		c.structBreak(c.listBreak())
	case isHeading(e.tag):
		c.structBreak(2)
	case e.tag == "table":
		c.lineBreak(2)
	case e.tag == "pre":
		c.pre--
		c.lineBreak(2)
	case e.tag == "dt" || e.tag == "dd":
		c.lineBreak(1)
	case e.tag == "tr":
		row := c.rows[len(c.rows)-1]
		c.rows = c.rows[:len(c.rows)-1]
		if !row.data && row.firstOut == len(c.out) && c.cur.Len() > 0 {
			// A row of column headings ("Year | Title") is not content.
			c.cur.Reset()
			c.curPos = Pos{}
			c.space, c.cellSep = false, false
			for i := range c.stack {
				c.stack[i].shown = false
			}
		}
		c.lineBreak(2)
	case htmlContainers[e.tag]:
		if e.tag == "header" {
			c.headers--
		}
		if e.lines {
			c.lineBreak(2)
		} else {
			c.lineBreak(1)
		}
	case htmlParagraphs[e.tag]:
		c.lineBreak(2)
	}
}

// markLines records in the innermost open container that it holds more
// than one line.
func (c *htmlConv) markLines() {
	for i := len(c.stack) - 1; i >= 0; i-- {
		if htmlContainers[c.stack[i].tag] {
			c.stack[i].lines = true
			return
		}
	}
}

// listBreak is the break around a list: a blank line, or a new line for a
// list nested in an item.
func (c *htmlConv) listBreak() int {
	if c.inItem() {
		return 1
	}
	return 2
}

// lineBreak asks for a new line (1) or a blank line (2) before the next
// text. Inside a heading or a table cell, which must stay on one line, it
// becomes a space; inside a list item, a new line.
func (c *htmlConv) lineBreak(n int) { c.breakLine(n, false) }

// structBreak is a break for a heading or a list, which end a table
// row's line: a table holding headings or lists is a layout table.
func (c *htmlConv) structBreak(n int) { c.breakLine(n, true) }

func (c *htmlConv) breakLine(n int, structural bool) {
	for i := len(c.stack) - 1; i >= 0; i-- {
		t := c.stack[i].tag
		if isHeading(t) {
			if c.cur.Len() > 0 {
				c.space = true
			}
			return
		}
		if !structural && (t == "td" || t == "th") {
			// "Title<br>Authors" in a cell reads as "Title. Authors".
			if c.cur.Len() > 0 && c.brk == 0 {
				c.cellSep = true
			}
			return
		}
		if t == "li" || c.stack[i].card {
			n = 1
			break
		}
	}
	c.brk = max(c.brk, n)
	c.space = false
}

// text handles a run of text that starts at at.
func (c *htmlConv) text(raw string, at Pos) {
	if c.pre > 0 {
		for k, l := range strings.Split(raw, "\n") {
			if k > 0 {
				c.lineBreak(1)
				at = Pos{at.Line + 1, 0}
			}
			c.words(strings.TrimRight(l, "\r"), at, true)
		}
		return
	}
	c.words(raw, at, false)
}

// words writes the words of raw (entities not yet decoded), which starts
// at at. keepSpaces keeps runs of spaces (in <pre>).
func (c *htmlConv) words(raw string, at Pos, keepSpaces bool) {
	sup := c.inTag("sup")
	for raw != "" {
		r, size := utf8.DecodeRuneInString(raw)
		if unicode.IsSpace(r) {
			if r == '\n' {
				at = Pos{at.Line + 1, 0}
			} else {
				at.Col += size
			}
			if keepSpaces && c.cur.Len() > 0 {
				c.cur.WriteRune(' ')
			} else if c.cur.Len() > 0 {
				c.space = true
			}
			raw = raw[size:]
			continue
		}
		end := strings.IndexFunc(raw, unicode.IsSpace)
		if end < 0 {
			end = len(raw)
		}
		word := html.UnescapeString(raw[:end])
		raw = raw[end:]
		wordAt := at
		at.Col += end
		// An entity may decode to a space (&nbsp;).
		for k, w := range strings.FieldsFunc(word, unicode.IsSpace) {
			if k > 0 {
				c.space = true
			}
			w = strings.Map(func(r rune) rune {
				if r == '\u200b' || r == '\u00ad' || r == '\ufeff' || r == 0 {
					return -1
				}
				return r
			}, w)
			if w == "" {
				continue
			}
			if sup {
				w = norm.Superscript(w)
			}
			c.word(w, wordAt)
		}
		if strings.TrimRightFunc(word, unicode.IsSpace) != word {
			c.space = true
		}
	}
}

// word writes one word.
func (c *htmlConv) word(w string, at Pos) {
	if c.brk > 0 {
		c.endLine()
		if c.brk == 2 && len(c.out) > 0 && c.out[len(c.out)-1] != "" {
			c.out = append(c.out, "")
			c.pos = append(c.pos, c.pos[len(c.pos)-1])
		}
		c.brk = 0
	}
	atStart := c.cur.Len() == 0
	if atStart {
		if len(c.rows) > 0 && c.rows[len(c.rows)-1].firstOut < 0 {
			c.rows[len(c.rows)-1].firstOut = len(c.out)
		}
		c.curPos = at
		c.space, c.cellSep = false, false
		switch {
		case c.item != "":
			c.cur.WriteString(c.item)
			c.item = ""
		case c.heading() > 0:
			c.cur.WriteString(strings.Repeat("#", c.heading()) + " ")
		default:
			if n := c.itemIndent(); n > 0 {
				c.cur.WriteString(strings.Repeat(" ", n))
			}
		}
	}
	switch {
	case c.cellSep && !atStart:
		if strings.ContainsAny(lastRune(strings.TrimRight(c.cur.String(), "*")), ".,;:!?|") {
			c.cur.WriteByte(' ')
		} else {
			c.cur.WriteString(". ")
		}
	case c.space && !atStart:
		c.cur.WriteByte(' ')
	}
	c.cellSep, c.space = false, false
	c.brs = 0
	bare := c.cur.Len() == 0
	for i := range c.stack {
		if e := &c.stack[i]; e.opener() != "" && !e.shown {
			c.cur.WriteString(e.opener())
			e.shown = true
			bare = false
		}
	}
	c.cur.WriteString(escapeMarkdown(w, bare))
}

// endLine finishes the current output line, closing emphasis that is open
// on it so that every line stands alone.
func (c *htmlConv) endLine() {
	if c.cur.Len() == 0 {
		return
	}
	for i := len(c.stack) - 1; i >= 0; i-- {
		if e := &c.stack[i]; e.shown {
			c.cur.WriteString(e.closer())
			e.shown = false
		}
	}
	c.out = append(c.out, strings.TrimRight(c.cur.String(), " "))
	c.pos = append(c.pos, c.curPos)
	c.cur.Reset()
	c.curPos = Pos{}
	c.space, c.cellSep = false, false
}

// heading returns the level of the open heading, 0 outside headings.
func (c *htmlConv) heading() int {
	if c.inCard() {
		return 0
	}
	for i := len(c.stack) - 1; i >= 0; i-- {
		if isHeading(c.stack[i].tag) {
			return int(c.stack[i].tag[1] - '0')
		}
	}
	return 0
}

// itemIndent is the indent of a continuation line of the open list item.
func (c *htmlConv) itemIndent() int {
	for i := len(c.stack) - 1; i >= 0; i-- {
		if c.stack[i].tag == "li" {
			return c.stack[i].indent
		}
	}
	return 0
}

func (c *htmlConv) inItem() bool { return c.inTag("li") }

func (c *htmlConv) inTag(tag string) bool {
	for i := range c.stack {
		if c.stack[i].tag == tag {
			return true
		}
	}
	return false
}

// opener is what opens the element's markup, closer what closes it.
func (e *htmlElem) opener() string {
	if e.href != "" {
		return "["
	}
	return e.marker
}

func (e *htmlElem) closer() string {
	if e.href != "" {
		return "](" + e.href + ")"
	}
	return e.marker
}

// paperHosts serve papers, so a link to them is worth keeping.
var paperHosts = map[string]bool{
	"doi.org": true, "dx.doi.org": true, "arxiv.org": true,
	"openreview.net": true, "aclanthology.org": true, "www.aclweb.org": true,
	"proceedings.mlr.press": true, "papers.nips.cc": true,
	"proceedings.neurips.cc": true, "ieeexplore.ieee.org": true,
	"dl.acm.org": true, "www.usenix.org": true, "link.springer.com": true,
	"www.vldb.org": true, "openaccess.thecvf.com": true,
	"www.biorxiv.org": true, "www.medrxiv.org": true, "www.nature.com": true,
	"www.science.org": true, "www.pnas.org": true, "journals.aps.org": true,
	"www.jmlr.org": true, "jmlr.org": true, "ojs.aaai.org": true,
	"www.ijcai.org": true, "www.ndss-symposium.org": true,
}

// paperLink returns the href of a link to a paper (a DOI, arXiv or
// publisher page, or a PDF) with the characters that would end a
// markdown link escaped, or "" for any other link: links to co-authors'
// homepages and site pages would give a paper a wrong URL.
func paperLink(tok html.Token) string {
	href := ""
	for _, a := range tok.Attr {
		if a.Key == "href" {
			href = strings.TrimSpace(a.Val)
		}
	}
	u, err := url.Parse(href)
	if err != nil || u.Scheme != "http" && u.Scheme != "https" {
		return ""
	}
	if !paperHosts[strings.ToLower(u.Host)] && !strings.HasSuffix(strings.ToLower(u.Path), ".pdf") {
		return ""
	}
	return strings.NewReplacer(" ", "%20", "(", "%28", ")", "%29", "[", "%5B", "]", "%5D", "<", "%3C", ">", "%3E").Replace(href)
}

// inEmphasis reports whether an element with marker is open.
func (c *htmlConv) inEmphasis(marker string) bool {
	for i := range c.stack {
		if c.stack[i].marker == marker {
			return true
		}
	}
	return false
}

func isHeading(tag string) bool {
	return len(tag) == 2 && tag[0] == 'h' && tag[1] >= '1' && tag[1] <= '6'
}

// hiddenElement reports whether tok opens an element that is not shown:
// hidden, aria-hidden, display:none, a hiding CSS class, or a button.
func hiddenElement(tok html.Token) bool {
	for _, a := range tok.Attr {
		switch a.Key {
		case "hidden":
			return true
		case "aria-hidden":
			if strings.EqualFold(strings.TrimSpace(a.Val), "true") {
				return true
			}
		case "role":
			if strings.EqualFold(strings.TrimSpace(a.Val), "button") {
				return true
			}
		case "style":
			s := strings.ToLower(strings.ReplaceAll(a.Val, " ", ""))
			if strings.Contains(s, "display:none") || strings.Contains(s, "visibility:hidden") {
				return true
			}
		case "class":
			for _, cl := range strings.Fields(a.Val) {
				if htmlHiddenClasses[cl] {
					return true
				}
			}
		}
	}
	return false
}

// styleMarker returns the emphasis that an inline style gives an element
// (Google Sites and word processors write <span style="font-weight:700">),
// or "".
func styleMarker(tok html.Token) string {
	for _, a := range tok.Attr {
		if a.Key != "style" {
			continue
		}
		st := strings.ToLower(strings.ReplaceAll(a.Val, " ", ""))
		for _, w := range []string{"font-weight:bold", "font-weight:bolder", "font-weight:600", "font-weight:700", "font-weight:800", "font-weight:900"} {
			if strings.Contains(st, w) {
				return "**"
			}
		}
		if strings.Contains(st, "text-decoration:underline") || strings.Contains(st, "text-decoration-line:underline") {
			return "**"
		}
		if strings.Contains(st, "font-style:italic") {
			return "*"
		}
	}
	return ""
}

// htmlTitleClasses are CSS classes of a paper's title in publication
// lists (al-folio, academicpages, hand-written pages).
var htmlTitleClasses = map[string]bool{
	"title": true, "pub-title": true, "paper-title": true, "pubtitle": true,
	"papertitle": true, "publication-title": true,
	// HAL and other French, German, Spanish, Italian portals.
	"titre": true, "titel": true, "titulo": true, "titolo": true,
}

// htmlOwnNameClasses mark the page owner's name in bylines (Hugo Blox,
// formerly Wowchemy, and academicpages).
var htmlOwnNameClasses = map[string]bool{
	"author-highlighted": true, "highlight-author": true,
}

// titleElement reports whether tok opens a paper's title or the owner's
// name in a byline, which CVs mark in bold.
func titleElement(tok html.Token) bool {
	for _, a := range tok.Attr {
		if a.Key == "class" {
			for _, cl := range strings.Fields(a.Val) {
				cl = strings.ToLower(cl)
				if htmlTitleClasses[cl] || htmlOwnNameClasses[cl] {
					return true
				}
			}
		}
	}
	return false
}

// escapeMarkdown escapes what the CV reader would read as markup in a word of
// text: emphasis characters, and HTML that was written as entities. At
// the start of a line it also escapes what would make a heading.
func escapeMarkdown(w string, lineStart bool) string {
	var b strings.Builder
	for i, r := range w {
		switch r {
		case '*', '_', '`', '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case '#':
			if lineStart && i == 0 {
				b.WriteByte('\\')
			}
			b.WriteRune(r)
		case '<':
			// "<b>" written as "&lt;b&gt;" is text, not a tag.
			if next, _ := utf8.DecodeRuneInString(w[i+1:]); next == '/' || next == '!' || unicode.IsLetter(next) {
				b.WriteString("&lt;")
			} else {
				b.WriteRune(r)
			}
		case '&':
			// The CV reader decodes entities, so "&amp;lt;" must stay literal.
			seg := w[i:]
			if k := strings.IndexByte(seg[1:], '&'); k >= 0 {
				seg = seg[:k+1]
			}
			if html.UnescapeString(seg) != seg {
				b.WriteString("&amp;")
			} else {
				b.WriteRune(r)
			}
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// lastRune returns the last rune of s as a string, "" if s is empty.
func lastRune(s string) string {
	r, size := utf8.DecodeLastRuneInString(s)
	if size == 0 {
		return ""
	}
	return string(r)
}

// inCard reports whether an <article> that is one entry is open.
func (c *htmlConv) inCard() bool {
	for i := range c.stack {
		if c.stack[i].card {
			return true
		}
	}
	return false
}

// cardArticles finds the <article> elements of a page that are one entry
// each, a card: they hold one heading (the title), followed by a meta line
// whose fields a middle dot separates ("byline · venue"), and no list,
// table or other article. It returns their indexes among the page's <article>
// start tags. A whole page kept in one <article>, as blog themes do, is
// no card.
func cardArticles(data []byte) map[int]bool {
	lower := bytes.ToLower(data)
	cards := map[int]bool{}
	open, end := []byte("<article"), []byte("</article")
	for i, at := 0, 0; ; i++ {
		k := bytes.Index(lower[at:], open)
		if k < 0 {
			return cards
		}
		start := at + k + len(open)
		at = start
		stop := bytes.Index(lower[start:], end)
		if stop < 0 {
			return cards
		}
		body := lower[start : start+stop]
		if bytes.Contains(body, open) || bytes.Contains(body, []byte("<li")) || bytes.Contains(body, []byte("<table")) {
			continue
		}
		headings, last := 0, -1
		for h := byte('1'); h <= '6'; h++ {
			headings += bytes.Count(body, []byte{'<', 'h', h})
			last = max(last, bytes.LastIndex(body, []byte{'<', '/', 'h', h}))
		}
		if headings != 1 || last < 0 {
			continue
		}
		meta := body[last:]
		cards[i] = bytes.Contains(meta, []byte("·")) || bytes.Contains(meta, []byte("&middot;")) || bytes.Contains(meta, []byte("&#183;"))
	}
}

// HTMLOwner returns the name a page's head gives its owner, in its
// description, Open Graph tags or title ("Publications of Jane Doe",
// "Jane Doe – Publications"), or "".
func HTMLOwner(data []byte) string {
	head := string(data[:min(len(data), 16384)])
	var texts []string
	for _, m := range metaTags(head) {
		if c, ok := attrContent(m); ok {
			texts = append(texts, html.UnescapeString(c))
		}
	}
	if t, ok := titleText(head); ok {
		texts = append(texts, html.UnescapeString(t))
	}
	for _, t := range texts {
		if o := OwnerIn(t); o != "" {
			return o
		}
	}
	return ""
}

// OwnerIn returns the owner a page's title or description names
// ("Publications of Jane Doe", "Jane Doe - CV"), or "".
func OwnerIn(t string) string {
	t = strings.Join(strings.Fields(t), " ")
	if o := ownerOf(t); o != "" {
		return o
	}
	return nameTitle(t)
}
