package ingest

import (
	"encoding/xml"
	"errors"
	"io"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/pub"
)

// FormatODT is an OpenDocument text file (.odt), as LibreOffice and
// Google Docs write it.
const FormatODT Format = "odt"

// ErrNotODT marks a file that is not a readable OpenDocument text.
var ErrNotODT = errors.New("not a readable OpenDocument text (.odt)")

// odtMime is the mimetype an OpenDocument text stores first in its zip.
const odtMime = "application/vnd.oasis.opendocument.text"

// ODTText returns the marked text of the OpenDocument text in r, as
// DOCXText does for a Word document: paragraphs apart by blank lines,
// headings, **bold** and *italic* runs, list items with the markers
// the reader takes (see DOCXText), table rows, text boxes where they
// stand, links with their addresses; notes, comments, tracked deletions
// and the pages' headers and footers are left out. name is used in
// errors.
func ODTText(r io.Reader, name string) (string, error) {
	return odtText(r, name, Budget{})
}

// odtText is ODTText within budget (see officeText).
func odtText(r io.Reader, name string, budget Budget) (string, error) {
	o := &odtDoc{d: &docxDoc{}, styles: map[string]*odtStyle{}, lists: map[string]*odtList{}, counters: map[string]*[odtLevels]int{}}
	styles := func(r io.Reader) error { return xmlWalk(r, o.styleStart, o.styleEnd) }
	return officeText(r, name, budget, officeFormat{noun: "OpenDocument text", not: ErrNotODT, body: "content.xml"},
		[]officePart{{"styles.xml", styles}}, o.marked)
}

// ReadODT reads a CV saved as an OpenDocument text through its marked
// text (see ODTText) and ReadCV.
func ReadODT(r io.Reader, name string, opt Options, emit pub.Emit) error {
	text, err := odtText(r, name, opt.Budget)
	if err != nil {
		return err
	}
	return ReadCV(strings.NewReader(text), name, opt, emit)
}

// odtLevels is the number of list levels OpenDocument allows.
const odtLevels = 10

// odtStyle is what a style says of its text: weight and slant (0 unset,
// 1 on, 2 off), the style it inherits from, and, for a paragraph style,
// a heading level.
type odtStyle struct {
	parent       string
	bold, italic int8
	heading      int
}

// odtLevel is a list level's numbering: its format ("1", "a", "I", ""
// for none, "bullet"), what goes before and after the number, how many
// levels' numbers it shows and where it starts.
type odtLevel struct {
	format, prefix, suffix string
	display, start         int
}

// odtList is a list style's levels.
type odtList struct {
	levels [odtLevels]odtLevel
}

// odtListCtx is a list being read: its style and its level.
type odtListCtx struct {
	style string
	level int
}

// odtDoc is the state of the conversion of an OpenDocument text; the
// paragraphs and tables it finds are written by a docxDoc.
type odtDoc struct {
	d        *docxDoc
	styles   map[string]*odtStyle
	lists    map[string]*odtList
	counters map[string]*[odtLevels]int // by list style

	// While reading styles:
	style     *odtStyle
	list      *odtList
	listLevel int

	// While reading the body:
	open    []odtListCtx
	pending *odtListCtx   // a list item whose first paragraph is still to come
	header  bool          // the item is a list header, without a number
	spans   []*odtStyle   // the spans open in the paragraph, its style first
	outer   [][]*odtStyle // those of the paragraphs around a text box's
	skip    int
	body    bool
}

// odtSkipped are the body's elements whose text is not shown in the
// page: notes (their text is at the foot of the page), comments, tracked
// changes, and an image's title and description.
var odtSkipped = map[string]bool{"note": true, "annotation": true, "tracked-changes": true, "sequence-decls": true, "desc": true, "title": true}

// styleStart reads an opening tag of a style definition, in styles.xml
// or in content.xml's automatic styles.
func (o *odtDoc) styleStart(t xml.StartElement) {
	switch t.Name.Local {
	case "style":
		o.style = &odtStyle{parent: attr(t, "parent-style-name")}
		name, display := attr(t, "name"), strings.ToLower(attr(t, "display-name"))
		switch lower := strings.ToLower(name); {
		case lower == "title" || display == "title":
			o.style.heading = 1
		case strings.HasPrefix(lower, "heading") || strings.HasPrefix(display, "heading") || lower == "subtitle":
			o.style.heading = 2
		}
		if attr(t, "default-outline-level") != "" {
			o.style.heading = 2
		}
		o.styles[name] = o.style
	case "text-properties":
		if o.style != nil {
			o.style.setText(t)
		}
	case "list-style":
		o.list = &odtList{}
		o.lists[attr(t, "name")] = o.list
	case "list-level-style-number", "list-level-style-bullet", "list-level-style-image":
		if o.list != nil {
			o.setLevel(t)
		}
	}
}

// setText reads a style's text properties.
func (s *odtStyle) setText(t xml.StartElement) {
	if w := attr(t, "font-weight"); w != "" {
		s.bold = 2
		if n, err := strconv.Atoi(w); w == "bold" || err == nil && n >= 600 {
			s.bold = 1
		}
	}
	if st := attr(t, "font-style"); st != "" {
		s.italic = 2
		if st == "italic" || st == "oblique" {
			s.italic = 1
		}
	}
}

// setLevel reads one level of a list style.
func (o *odtDoc) setLevel(t xml.StartElement) {
	k, err := strconv.Atoi(attr(t, "level"))
	if err != nil || k < 1 || k > odtLevels {
		return
	}
	lv := odtLevel{format: "bullet", display: 1, start: 1}
	if t.Name.Local == "list-level-style-number" {
		lv.format = attr(t, "num-format")
		lv.prefix, lv.suffix = attr(t, "num-prefix"), attr(t, "num-suffix")
		if n, err := strconv.Atoi(attr(t, "display-levels")); err == nil {
			lv.display = max(1, min(n, k))
		}
		if n, err := strconv.Atoi(attr(t, "start-value")); err == nil {
			lv.start = max(0, min(n, docxMaxCount))
		}
	}
	o.list.levels[k-1] = lv
}

// styleEnd reads a closing tag of a style definition.
func (o *odtDoc) styleEnd(local string) {
	switch local {
	case "style":
		o.style = nil
	case "list-style":
		o.list = nil
	}
}

// resolve returns style name's emphasis and heading level, with those
// of the styles it inherits from.
func (o *odtDoc) resolve(name string) odtStyle {
	var out odtStyle
	for range 10 {
		st := o.styles[name]
		if st == nil {
			break
		}
		if out.bold == 0 {
			out.bold = st.bold
		}
		if out.italic == 0 {
			out.italic = st.italic
		}
		if out.heading == 0 {
			out.heading = st.heading
		}
		name = st.parent
	}
	return out
}

// marked converts content.xml to marked text.
func (o *odtDoc) marked(r io.Reader) (string, error) {
	dec := xml.NewDecoder(r)
	dec.Strict = false
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return "", err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch {
			case o.skip > 0 || o.body && odtSkipped[t.Name.Local]:
				o.skip++
			case !o.body:
				o.styleStart(t)
				o.body = t.Name.Local == "body"
			default:
				o.start(t)
			}
		case xml.EndElement:
			switch {
			case o.skip > 0:
				o.skip--
			case !o.body:
				o.styleEnd(t.Name.Local)
			default:
				o.end(t.Name.Local)
			}
		case xml.CharData:
			if o.skip == 0 && o.body {
				o.chars(string(t))
			}
		}
	}
	for len(o.d.paras) > 0 {
		o.d.endParagraph()
	}
	for len(o.d.tables) > 0 {
		o.d.endTable()
	}
	return o.d.out.String(), nil
}

// chars adds the text of a paragraph, its white space collapsed as
// OpenDocument does.
func (o *odtDoc) chars(s string) {
	p := o.d.para()
	if p == nil {
		return
	}
	s = collapseWhite(s)
	if s == "" {
		return
	}
	p.bold, p.italic = o.emphasis()
	o.d.add(s, false)
}

// collapseWhite replaces each run of white space in s by one space.
func collapseWhite(s string) string {
	var b strings.Builder
	white := false
	for _, r := range s {
		if r == ' ' || r == '\t' || r == '\r' || r == '\n' {
			if !white {
				b.WriteByte(' ')
			}
			white = true
			continue
		}
		white = false
		b.WriteRune(r)
	}
	return b.String()
}

// emphasis returns whether the text being read is bold and italic: the
// innermost span that says so wins, then the paragraph's style.
func (o *odtDoc) emphasis() (bold, italic bool) {
	var b, i int8
	for k := len(o.spans) - 1; k >= 0 && (b == 0 || i == 0); k-- {
		st := o.spans[k]
		if b == 0 {
			b = st.bold
		}
		if i == 0 {
			i = st.italic
		}
	}
	return b == 1, i == 1
}

// start reads an opening tag of the body.
func (o *odtDoc) start(t xml.StartElement) {
	d := o.d
	switch t.Name.Local {
	case "p", "h":
		o.startParagraph(t)
	case "span":
		st := o.resolve(attr(t, "style-name"))
		o.spans = append(o.spans, &st)
	case "s":
		n, err := strconv.Atoi(attr(t, "c"))
		if err != nil || n < 1 {
			n = 1
		}
		o.textAdd(strings.Repeat(" ", min(n, 8)))
	case "tab":
		o.textAdd(" ")
	case "line-break":
		o.textAdd("\n")
	case "a":
		if u := attr(t, "href"); strings.HasPrefix(u, "http://") || strings.HasPrefix(u, "https://") {
			d.add(string(markup.LinkOpen), true)
			d.fields = append(d.fields, "\x00"+u)
		} else {
			d.fields = append(d.fields, "")
		}
	case "list":
		o.startList(t)
	case "list-item", "list-header":
		o.startItem(t)
	case "table":
		d.tables = append(d.tables, &docxTable{})
	case "table-row":
		if n := len(d.tables); n > 0 {
			d.tables[n-1].cells = nil
		}
	case "table-cell":
		if n := len(d.tables); n > 0 {
			d.tables[n-1].cells = append(d.tables[n-1].cells, nil)
		}
	}
}

// textAdd adds text written by an element (a space, a tab, a break) in
// the emphasis of the text around it.
func (o *odtDoc) textAdd(s string) {
	if p := o.d.para(); p != nil {
		p.bold, p.italic = o.emphasis()
		o.d.add(s, false)
	}
}

// startParagraph opens a paragraph or heading: its style's emphasis is
// the outermost span, its list item's marker its own when it is the
// item's first paragraph.
func (o *odtDoc) startParagraph(t xml.StartElement) {
	st := o.resolve(attr(t, "style-name"))
	p := &docxPara{fixed: true, heading: st.heading}
	if t.Name.Local == "h" {
		p.heading = max(p.heading, 2)
		if st.heading == 1 {
			p.heading = 1
		}
	}
	if c := o.pending; c != nil {
		p.indent = 4 * c.level
		if !o.header {
			m, format := o.marker(*c)
			p.marker, p.item = shownMarker(m, format)
		}
		o.pending = nil
	} else if n := len(o.open); n > 0 {
		p.indent = 4 * o.open[n-1].level // a further paragraph of an item
	}
	o.d.paras = append(o.d.paras, p)
	o.outer = append(o.outer, o.spans)
	o.spans = []*odtStyle{&st}
}

// startList opens a list: its style is its own or its parent list's;
// an outermost list restarts its style's numbers unless it continues
// an earlier list.
func (o *odtDoc) startList(t xml.StartElement) {
	ctx := odtListCtx{style: attr(t, "style-name")}
	if n := len(o.open); n > 0 {
		ctx.level = min(o.open[n-1].level+1, odtLevels-1)
		if ctx.style == "" {
			ctx.style = o.open[n-1].style
		}
	} else if attr(t, "continue-numbering") != "true" && attr(t, "continue-list") == "" {
		delete(o.counters, ctx.style)
	}
	o.open = append(o.open, ctx)
}

// startItem counts a list item; its first paragraph will show its
// marker.
func (o *odtDoc) startItem(t xml.StartElement) {
	n := len(o.open)
	if n == 0 {
		return
	}
	ctx := o.open[n-1]
	o.pending, o.header = &ctx, t.Name.Local == "list-header"
	if o.header {
		return
	}
	c := o.counters[ctx.style]
	if c == nil {
		c = new([odtLevels]int)
		o.counters[ctx.style] = c
		for i := range c {
			c[i] = o.level(ctx.style, i).start - 1
		}
	}
	if v, err := strconv.Atoi(attr(t, "start-value")); err == nil {
		c[ctx.level] = max(0, min(v, docxMaxCount)) - 1
	}
	c[ctx.level] = min(c[ctx.level]+1, docxMaxCount)
	for i := ctx.level + 1; i < odtLevels; i++ {
		c[i] = o.level(ctx.style, i).start - 1
	}
}

// level returns level i of list style name, a bullet when undefined.
func (o *odtDoc) level(name string, i int) odtLevel {
	if l := o.lists[name]; l != nil && l.levels[i].display > 0 {
		return l.levels[i]
	}
	return odtLevel{format: "bullet", display: 1, start: 1}
}

// odtFormats maps OpenDocument's number formats to Word's names.
var odtFormats = map[string]string{"1": "decimal", "a": "lowerLetter", "A": "upperLetter", "i": "lowerRoman", "I": "upperRoman", "bullet": "bullet", "": "none"}

// marker returns the marker of the list item of ctx just counted, and
// its format by Word's name.
func (o *odtDoc) marker(ctx odtListCtx) (string, string) {
	lv := o.level(ctx.style, ctx.level)
	format, ok := odtFormats[lv.format]
	if !ok {
		format = "decimal"
	}
	if format == "bullet" || format == "none" {
		return "", format
	}
	c := o.counters[ctx.style]
	var nums []string
	for i := ctx.level - lv.display + 1; i <= ctx.level; i++ {
		f := odtFormats[o.level(ctx.style, i).format]
		if i < ctx.level && (f == "bullet" || f == "none" || f == "") {
			continue
		}
		if i == ctx.level {
			f = format
		}
		nums = append(nums, docxFormat(max(c[i], 0), f))
	}
	m := lv.prefix + strings.Join(nums, ".") + lv.suffix
	if len(m) > docxMaxMarker {
		m = strings.ToValidUTF8(m[:docxMaxMarker], "")
	}
	return m, format
}

// end reads a closing tag of the body.
func (o *odtDoc) end(local string) {
	d := o.d
	switch local {
	case "p", "h":
		d.endParagraph()
		o.spans = nil
		if n := len(o.outer); n > 0 {
			o.spans, o.outer = o.outer[n-1], o.outer[:n-1]
		}
	case "span":
		if n := len(o.spans); n > 1 {
			o.spans = o.spans[:n-1]
		}
	case "a":
		d.endField()
	case "list":
		if n := len(o.open); n > 0 {
			o.open = o.open[:n-1]
		}
	case "list-item", "list-header":
		o.pending = nil
	case "table-row":
		d.endRow()
	case "table":
		d.endTable()
	}
}
