package ingest

import (
	"encoding/xml"
	"io"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
)

// docxRun is a piece of text with one style; raw text (link marks) is
// written as it is.
type docxRun struct {
	text         string
	bold, italic bool
	raw          bool
}

// docxPara is a paragraph being read: its runs and its properties.
type docxPara struct {
	runs         []docxRun
	style        string
	numID, ilvl  string
	hasNum       bool // it has its own numbering properties
	outline      string
	bold, italic bool // of the run being read
	hidden       bool
	// fixed is set for a paragraph whose heading level and list marker
	// its reader has decided (an OpenDocument one): they are not looked
	// up in the Word styles and numbering.
	fixed   bool
	heading int
	marker  string
	indent  int
	item    bool
}

// docxBlock is a written paragraph of a table cell: its text and
// whether it is a list item.
type docxBlock struct {
	text string
	item bool
}

// docxTable is a table being read: the cells of its current row.
type docxTable struct {
	cells [][]docxBlock
}

// docxDoc is the state of the conversion between the tokens of a
// document: the parts it needs, the paragraphs and tables open (a text
// box opens a paragraph in a paragraph, a table may hold tables) and the
// text written.
type docxDoc struct {
	numbering docxNumbering
	styles    docxStyles
	links     map[string]string

	out    strings.Builder
	paras  []*docxPara
	tables []*docxTable
	inRPr  bool
	inT    bool
	skip   int      // depth inside a part that is not shown: a fallback, deleted or moved-away text
	fields []string // the open complex fields' addresses ("" for a field that is no hyperlink)
	instr  bool     // reading a field's instruction
}

// docxSkipped are the elements whose content Word does not show in the
// body: the fallback of alternate content (a copy of the choice), text
// moved away or deleted, and the former properties a tracked change
// keeps (an old numbering or style).
var docxSkipped = map[string]bool{"Fallback": true, "moveFrom": true, "del": true, "delText": true, "footnote": true, "endnote": true,
	"pPrChange": true, "rPrChange": true, "numberingChange": true, "sectPrChange": true, "tblPrChange": true}

// marked converts the WordprocessingML in r to marked text.
func (d *docxDoc) marked(r io.Reader) (string, error) {
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
			if d.skip > 0 || docxSkipped[t.Name.Local] {
				d.skip++
				continue
			}
			d.start(t)
		case xml.EndElement:
			if d.skip > 0 {
				d.skip--
				continue
			}
			d.end(t.Name.Local)
		case xml.CharData:
			d.chars(string(t))
		}
	}
	for len(d.paras) > 0 {
		d.endParagraph()
	}
	for len(d.tables) > 0 {
		d.endTable()
	}
	return d.out.String(), nil
}

// para returns the paragraph being read, nil outside one.
func (d *docxDoc) para() *docxPara {
	if n := len(d.paras); n > 0 {
		return d.paras[n-1]
	}
	return nil
}

// add appends text to the paragraph being read.
func (d *docxDoc) add(text string, raw bool) {
	p := d.para()
	if p == nil || p.hidden && !raw {
		return
	}
	p.runs = append(p.runs, docxRun{text: text, bold: p.bold, italic: p.italic, raw: raw})
}

// chars reads character data.
func (d *docxDoc) chars(s string) {
	switch {
	case d.skip > 0:
	case d.inT:
		d.add(s, false)
	case d.instr:
		if n := len(d.fields); n > 0 {
			d.fields[n-1] += s
		}
	}
}

// start reads an opening tag.
func (d *docxDoc) start(t xml.StartElement) {
	p := d.para()
	switch t.Name.Local {
	case "p":
		d.paras = append(d.paras, &docxPara{})
	case "r":
		if p != nil {
			p.bold, p.italic, p.hidden = false, false, false
		}
	case "rPr":
		d.inRPr = true
	case "t":
		d.inT = true
	case "tab", "ptab":
		if !d.inRPr {
			d.add(" ", false)
		}
	case "br", "cr":
		d.add("\n", false)
	case "noBreakHyphen":
		d.add("-", false)
	case "tbl":
		d.tables = append(d.tables, &docxTable{})
	case "tr":
		if n := len(d.tables); n > 0 {
			d.tables[n-1].cells = nil
		}
	case "tc":
		if n := len(d.tables); n > 0 {
			d.tables[n-1].cells = append(d.tables[n-1].cells, nil)
		}
	case "hyperlink":
		if u := d.links[attr(t, "id")]; u != "" {
			d.add(string(markup.LinkOpen), true)
			d.fields = append(d.fields, "\x00"+u)
		} else {
			d.fields = append(d.fields, "")
		}
	default:
		d.property(t, p)
	}
}

// property reads a paragraph's or a run's property, and the marks of
// complex fields.
func (d *docxDoc) property(t xml.StartElement, p *docxPara) {
	if p == nil {
		return
	}
	switch t.Name.Local {
	case "pStyle":
		p.style = attr(t, "val")
	case "numPr":
		p.hasNum = true
	case "numId":
		p.numID = attr(t, "val")
	case "ilvl":
		p.ilvl = attr(t, "val")
	case "outlineLvl":
		p.outline = attr(t, "val")
	case "b", "bCs":
		if d.inRPr && on(t) {
			p.bold = true
		}
	case "i", "iCs":
		if d.inRPr && on(t) {
			p.italic = true
		}
	case "vanish", "specVanish":
		if d.inRPr && on(t) {
			p.hidden = true
		}
	case "fldChar":
		d.fieldChar(attr(t, "fldCharType"))
	case "instrText":
		d.instr = true
	case "fldSimple":
		d.fields = append(d.fields, attr(t, "instr"))
		d.fieldChar("separate")
	}
}

// fieldChar reads a complex field's mark: its beginning, the end of its
// instruction, where its result starts, and its end. A HYPERLINK
// field's result is a link to its address.
func (d *docxDoc) fieldChar(kind string) {
	n := len(d.fields)
	switch kind {
	case "begin":
		d.fields = append(d.fields, "")
	case "separate":
		if n > 0 {
			if u := hyperlinkTarget(d.fields[n-1]); u != "" {
				d.add(string(markup.LinkOpen), true)
				d.fields[n-1] = "\x00" + u
			} else {
				d.fields[n-1] = ""
			}
		}
	case "end":
		d.endField()
	}
}

// endField closes the innermost field or hyperlink.
func (d *docxDoc) endField() {
	n := len(d.fields)
	if n == 0 {
		return
	}
	if u, ok := strings.CutPrefix(d.fields[n-1], "\x00"); ok {
		d.add(string(markup.LinkClose)+string(markup.URLOpen)+u+string(markup.URLClose), true)
	}
	d.fields = d.fields[:n-1]
}

// hyperlinkTarget returns the web address of a HYPERLINK field's
// instruction, `HYPERLINK "https://x.org" \o "tip"`, or "".
func hyperlinkTarget(instr string) string {
	f := strings.Fields(instr)
	if len(f) < 2 || !strings.EqualFold(f[0], "HYPERLINK") {
		return ""
	}
	u := strings.Trim(f[1], `"`)
	if !strings.HasPrefix(u, "http://") && !strings.HasPrefix(u, "https://") {
		return ""
	}
	return u
}

// end reads a closing tag.
func (d *docxDoc) end(local string) {
	switch local {
	case "rPr":
		d.inRPr = false
	case "t":
		d.inT = false
	case "instrText":
		d.instr = false
	case "hyperlink", "fldSimple":
		d.endField()
	case "p":
		d.endParagraph()
	case "tr":
		d.endRow()
	case "tbl":
		d.endTable()
	}
}

// endParagraph writes the paragraph just read, to the table cell being
// read or to the text.
func (d *docxDoc) endParagraph() {
	n := len(d.paras)
	if n == 0 {
		return
	}
	p := d.paras[n-1]
	d.paras = d.paras[:n-1]
	s, item := d.paragraph(p)
	if s == "" {
		return
	}
	if k := len(d.tables); k > 0 {
		t := d.tables[k-1]
		if len(t.cells) == 0 {
			t.cells = append(t.cells, nil)
		}
		c := len(t.cells) - 1
		t.cells[c] = append(t.cells[c], docxBlock{s, item})
		return
	}
	d.out.WriteString(s)
	d.out.WriteString("\n\n")
}

// paragraph returns the marked text of paragraph p, "" for one without
// text, and whether it is a list item: a heading without emphasis, a
// list item after its marker.
func (d *docxDoc) paragraph(p *docxPara) (string, bool) {
	s := strings.TrimSpace(markRuns(p.runs))
	if strings.TrimSpace(markup.StripMarks(s)) == "" {
		return "", false
	}
	h, marker, indent, item := p.heading, p.marker, p.indent, p.item
	if !p.fixed {
		st := d.styles.resolve(p.style)
		h = docxHeading(p.style, st.name, firstOf(p.outline, st.outline))
		marker, indent, item = d.listMarker(p, st)
	}
	if h > 0 {
		if marker != "-" && marker != "" {
			s = marker + " " + s
		}
		return strings.Repeat("#", h) + " " + strings.TrimSpace(strings.NewReplacer("**", "", "*", "").Replace(s)), false
	}
	if marker == "" {
		return s, false
	}
	return strings.Repeat(" ", indent) + marker + " " + s, item
}

// listMarker returns the marker of paragraph p of style st, if it is an
// item of a list, as the reader should see it (see DOCXText), its
// indentation, and whether it is read as a list item.
func (d *docxDoc) listMarker(p *docxPara, st docxStyle) (marker string, indent int, item bool) {
	numID, ilvl := st.numID, st.ilvl
	if p.hasNum {
		if p.numID != "" {
			numID = p.numID
		}
		if p.ilvl != "" {
			ilvl = p.ilvl
		}
	}
	if numID == "" || numID == "0" {
		return "", 0, false
	}
	level := max(docxIndex(ilvl), 0)
	indent = 4 * level
	m, format, ok := d.numbering.next(numID, level)
	if !ok {
		format = "bullet"
	}
	marker, item = shownMarker(m, format)
	return marker, indent, item
}

// shownMarker returns the list marker m of a level numbered in format
// (Word's numFmt names) as the reader should see it, and whether it
// makes a list item: a number the reader takes for a list's ("3. ",
// "(3)"), "-" for a bullet or a lowercase letter or roman numeral, which
// the reader would take for a word, and an uppercase letter or roman
// numeral as the text it is ("III.", read as a heading's or a part's).
func shownMarker(m, format string) (string, bool) {
	switch {
	case format == "bullet" || format == "none" || strings.TrimSpace(m) == "":
		return "-", true
	case strings.HasPrefix(format, "upper"):
		return m, false
	case markup.ListNumber(m+" ") == m+" ":
		return m, true
	}
	return "-", true
}

func firstOf(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// endRow writes a table row: as one paragraph whose cells with text are
// apart by " | ", or, when a cell holds a list or more than two
// paragraphs (a table used to lay a page out), as its paragraphs one by
// one.
func (d *docxDoc) endRow() {
	k := len(d.tables)
	if k == 0 {
		return
	}
	t := d.tables[k-1]
	blocks := false
	for _, c := range t.cells {
		for _, b := range c {
			blocks = blocks || b.item
		}
		blocks = blocks || len(c) > 2
	}
	var parts []string
	for _, c := range t.cells {
		if blocks {
			for _, b := range c {
				parts = append(parts, b.text)
			}
			continue
		}
		var texts []string
		for _, b := range c {
			texts = append(texts, b.text)
		}
		if s := strings.Join(texts, " "); s != "" {
			parts = append(parts, s)
		}
	}
	t.cells = nil
	if len(parts) == 0 {
		return
	}
	sep := " | "
	if blocks {
		sep = "\n\n"
	}
	row := strings.Join(parts, sep)
	if k > 1 {
		// A table in a table: its rows are paragraphs of the outer cell.
		outer := d.tables[k-2]
		if len(outer.cells) == 0 {
			outer.cells = append(outer.cells, nil)
		}
		c := len(outer.cells) - 1
		outer.cells[c] = append(outer.cells[c], docxBlock{row, blocks})
		return
	}
	d.out.WriteString(row)
	d.out.WriteString("\n\n")
}

// endTable closes the table being read, writing a row left open.
func (d *docxDoc) endTable() {
	if k := len(d.tables); k > 0 {
		if len(d.tables[k-1].cells) > 0 {
			d.endRow()
		}
		d.tables = d.tables[:k-1]
	}
}

// markRuns joins runs, marking bold and italic ones; markers go around the
// words, never around surrounding spaces or punctuation, and neighbouring
// runs of one style are merged first.
func markRuns(runs []docxRun) string {
	var merged []docxRun
	for _, r := range runs {
		if n := len(merged); n > 0 && !r.raw && !merged[n-1].raw && (merged[n-1].bold == r.bold && merged[n-1].italic == r.italic || strings.TrimSpace(r.text) == "" && r.text != "\n") {
			merged[n-1].text += r.text
			continue
		}
		merged = append(merged, r)
	}
	var b strings.Builder
	for _, r := range merged {
		if r.raw {
			b.WriteString(r.text)
			continue
		}
		text := strings.ReplaceAll(r.text, "*", `\*`)
		mark := ""
		switch {
		case r.bold && r.italic:
			mark = "***"
		case r.bold:
			mark = "**"
		case r.italic:
			mark = "*"
		}
		core := strings.TrimSpace(text)
		if mark == "" || core == "" {
			b.WriteString(text)
			continue
		}
		i := strings.Index(text, core)
		b.WriteString(text[:i] + mark + core + mark + text[i+len(core):])
	}
	return b.String()
}
