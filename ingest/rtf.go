package ingest

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/pub"
	"golang.org/x/text/encoding/charmap"
)

// FormatRTF is a Rich Text Format file (.rtf), as Word, WordPad and
// TextEdit save it.
const FormatRTF Format = "rtf"

// ErrNotRTF marks a file that is not a Rich Text Format document.
var ErrNotRTF = errors.New(`not a Rich Text Format document (it does not open with "{\rtf")`)

// RTFText returns the marked text of the Rich Text Format document in
// r, as DOCXText does for a Word file: paragraphs apart by blank lines,
// headings by style or outline level, **bold** and *italic* runs, list
// items with the markers the reader takes (the list text Word writes:
// "3." stays, a bullet or a lowercase letter becomes "- "), table rows,
// field results with a hyperlink's address; headers, footers, notes,
// comments, pictures and the document's tables of fonts, colours and
// styles are left out. name is used in errors.
func RTFText(r io.Reader, name string) (string, error) {
	return rtfText(r, name, Budget{})
}

// rtfText is RTFText within budget: the file may hold 16 times
// TextBytes, its text TextBytes.
func rtfText(r io.Reader, name string, budget Budget) (string, error) {
	budget = budget.withDefaults()
	data, err := io.ReadAll(&limitReader{r: r, name: name, limit: 16 * budget.TextBytes, flag: "--max-text-bytes"})
	if errors.Is(err, ErrOverBudget) {
		return "", err
	}
	if err != nil {
		return "", fmt.Errorf("read %s: %w", name, err)
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if !bytes.HasPrefix(bytes.TrimLeft(data, " \t\r\n"), []byte(`{\rtf`)) {
		return "", &pub.ParseError{Pos: pub.Position{File: name, Line: 1}, Msg: ErrNotRTF.Error(), Err: ErrNotRTF}
	}
	p := &rtfParser{src: data, d: &docxDoc{}, styles: map[int]int{}, dec: charmap.Windows1252, state: rtfState{skipChars: 1}}
	p.run()
	text := p.d.out.String()
	if strings.TrimSpace(text) == "" {
		return "", &pub.ParseError{Pos: pub.Position{File: name}, Msg: "the RTF document has no text", Err: pub.ErrEmpty}
	}
	if int64(len(text)) > budget.TextBytes {
		return "", overBudget(name, fmt.Sprintf("more than %s of text (raise it with --max-text-bytes)", FormatBytes(budget.TextBytes)))
	}
	return text, nil
}

// ReadRTF reads a CV saved as Rich Text Format through its marked text
// (see RTFText) and ReadCV.
func ReadRTF(r io.Reader, name string, opt Options, emit pub.Emit) error {
	text, err := rtfText(r, name, opt.Budget)
	if err != nil {
		return err
	}
	return ReadCV(strings.NewReader(text), name, opt, emit)
}

// rtfMaxDepth bounds the nesting of groups kept; deeper groups are read
// as their parent.
const rtfMaxDepth = 256

// rtfDest is what a group's text is for.
type rtfDest int

const (
	destText    rtfDest = iota // the body
	destSkip                   // not shown: fonts, headers, notes, pictures...
	destStyle                  // a style sheet entry's name
	destList                   // a list item's marker, as Word writes it
	destInstr                  // a field's instruction
	destResult                 // a field's result
	destUnknown                // an ignorable destination (\*)
)

// rtfState is what a group sets and its end restores.
type rtfState struct {
	dest         rtfDest
	bold, italic bool
	skipChars    int // \ucN: the characters after \uN standing in for it
}

// rtfParser reads an RTF document into a docxDoc's writer.
type rtfParser struct {
	src   []byte
	pos   int
	d     *docxDoc
	dec   *charmap.Charmap
	state rtfState
	stack []rtfState
	depth int // groups open beyond those kept

	styles  map[int]int // heading level by style number
	styleNo int
	styleTx strings.Builder

	// The paragraph being read.
	intbl    bool
	heading  int
	listText strings.Builder
	marker   string // the list text read for the next paragraph
	haveMark bool

	instr   strings.Builder
	links   []string // the open field results' addresses
	pending int      // characters still to skip after \uN
	high    rune     // a high surrogate waiting for its pair
}

// run reads the whole document.
func (p *rtfParser) run() {
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch c {
		case '{':
			p.pos++
			p.open()
		case '}':
			p.pos++
			p.close()
		case '\\':
			p.control()
		case '\r', '\n':
			p.pos++
		default:
			p.pos++
			p.char(rune(c), c >= 0x80)
		}
	}
	p.endPara()
	for len(p.d.tables) > 0 {
		p.d.endTable()
	}
}

// open starts a group.
func (p *rtfParser) open() {
	if len(p.stack) >= rtfMaxDepth {
		p.depth++
		return
	}
	p.stack = append(p.stack, p.state)
}

// close ends a group, finishing what its destination held.
func (p *rtfParser) close() {
	if p.depth > 0 {
		p.depth--
		return
	}
	n := len(p.stack)
	if n == 0 {
		return
	}
	inner := p.state.dest
	p.state = p.stack[n-1]
	p.stack = p.stack[:n-1]
	switch {
	case inner == destStyle:
		// A style's entry ends: its name is the text before ";".
		name := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(p.styleTx.String()), ";"))
		if h := docxHeading("", name, ""); h > 0 && name != "" && p.styleNo >= 0 {
			p.styles[p.styleNo] = h
		}
		p.styleTx.Reset()
		p.styleNo = 0
	case inner == destList && p.state.dest != destList:
		p.marker, p.haveMark = strings.TrimSpace(p.listText.String()), true
		p.listText.Reset()
	case inner == destInstr && p.state.dest != destInstr:
		p.links = append(p.links, hyperlinkTarget(p.instr.String()))
		p.instr.Reset()
	case inner == destResult && p.state.dest != destResult:
		if n := len(p.links); n > 0 {
			if u := p.links[n-1]; u != "" {
				p.add(string(markup.LinkClose)+string(markup.URLOpen)+u+string(markup.URLClose), true)
			}
			p.links = p.links[:n-1]
		}
	}
}

// control reads a control word or symbol at p.pos.
func (p *rtfParser) control() {
	p.pos++ // the backslash
	if p.pos >= len(p.src) {
		return
	}
	c := p.src[p.pos]
	if !isASCIILetter(c) {
		p.pos++
		p.symbol(c)
		return
	}
	start := p.pos
	for p.pos < len(p.src) && isASCIILetter(p.src[p.pos]) && p.pos-start < 32 {
		p.pos++
	}
	word := string(p.src[start:p.pos])
	num, hasNum := 0, false
	numStart := p.pos
	if p.pos < len(p.src) && p.src[p.pos] == '-' {
		p.pos++
	}
	for p.pos < len(p.src) && p.src[p.pos] >= '0' && p.src[p.pos] <= '9' && p.pos-numStart < 10 {
		p.pos++
		hasNum = true
	}
	if hasNum {
		num, _ = strconv.Atoi(string(p.src[numStart:p.pos]))
	} else {
		p.pos = numStart
	}
	if p.pos < len(p.src) && p.src[p.pos] == ' ' {
		p.pos++
	}
	p.word(word, num, hasNum)
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// symbol reads a control symbol, \x.
func (p *rtfParser) symbol(c byte) {
	switch c {
	case '\'':
		if p.pos+2 <= len(p.src) {
			if b, err := strconv.ParseUint(string(p.src[p.pos:p.pos+2]), 16, 8); err == nil {
				p.pos += 2
				p.char(rune(b), true)
			}
		}
	case '*':
		if p.state.dest == destText || p.state.dest == destResult {
			p.state.dest = destUnknown
		}
	case '~':
		p.char(' ', false)
	case '_':
		p.char('-', false)
	case '-':
	case '\\', '{', '}':
		p.char(rune(c), false)
	case '\n', '\r':
		p.word("par", 0, false)
	case '\t':
		p.char(' ', false)
	}
}

// rtfSkipped are the destinations whose text is not shown in the body.
var rtfSkipped = map[string]bool{
	"fonttbl": true, "colortbl": true, "info": true, "pict": true, "header": true, "headerl": true, "headerr": true, "headerf": true,
	"footer": true, "footerl": true, "footerr": true, "footerf": true, "footnote": true, "annotation": true, "object": true,
	"listtable": true, "listoverridetable": true, "revtbl": true, "rsidtbl": true, "xmlnstbl": true, "generator": true,
	"themedata": true, "colorschememapping": true, "latentstyles": true, "datastore": true, "bkmkstart": true, "bkmkend": true,
	"atnid": true, "atnauthor": true, "pnseclvl": true, "pn": true, "txe": true, "xe": true, "tc": true, "nonshppict": true,
}

// rtfChars are the control words that stand for a character.
var rtfChars = map[string]string{
	"tab": " ", "emdash": "—", "endash": "–", "lquote": "‘", "rquote": "’", "ldblquote": "“", "rdblquote": "”",
	"bullet": "•", "emspace": " ", "enspace": " ", "qmspace": " ", "line": "\n", "nestcell": " ",
}

// word reads a control word with its parameter.
func (p *rtfParser) word(w string, num int, hasNum bool) {
	if p.depth > 0 {
		return
	}
	on := !hasNum || num != 0
	switch {
	case rtfSkipped[w]:
		p.state.dest = destSkip
	case p.state.dest == destSkip:
	case w == "stylesheet":
		p.state.dest = destStyle
	case p.state.dest == destStyle:
		switch w {
		case "s":
			p.styleNo = num
		case "cs", "ts", "ds":
			p.styleNo = -1 // a character, table or section style
		}
	case w == "listtext" || w == "pntext":
		p.state.dest = destList
	case w == "fldinst":
		p.state.dest = destInstr
	case w == "fldrslt":
		p.state.dest = destResult
		if n := len(p.links); n > 0 && p.links[n-1] != "" {
			p.add(string(markup.LinkOpen), true)
		}
	case w == "bin":
		p.pos = min(len(p.src), p.pos+max(num, 0))
	case w == "u":
		p.unicode(num)
	case w == "uc":
		p.state.skipChars = max(0, min(num, 4))
	case w == "ansicpg":
		p.codepage(num)
	case rtfChars[w] != "":
		p.char0(rtfChars[w])
	default:
		p.format(w, num, on)
	}
}

// format reads a control word of paragraph, character or table
// formatting.
func (p *rtfParser) format(w string, num int, on bool) {
	switch w {
	case "par", "sect", "page":
		p.endPara()
	case "pard":
		// The paragraph's properties reset; a list text read before
		// (Word writes it ahead of the \pard) stays for it.
		p.intbl, p.heading = false, 0
	case "s":
		p.heading = p.styles[num]
	case "outlinelevel":
		if num >= 0 && num < 9 {
			p.heading = 2
		}
	case "intbl":
		p.intbl = true
	case "cell":
		p.endPara()
		if n := len(p.d.tables); n > 0 {
			t := p.d.tables[n-1]
			t.cells = append(t.cells, nil)
		}
	case "row":
		p.endPara()
		if n := len(p.d.tables); n > 0 {
			t := p.d.tables[n-1]
			if k := len(t.cells); k > 0 && len(t.cells[k-1]) == 0 {
				t.cells = t.cells[:k-1]
			}
			p.d.endRow()
		}
	case "b":
		p.state.bold = on
	case "i":
		p.state.italic = on
	case "plain":
		p.state.bold, p.state.italic = false, false
	}
}

// codepage sets the code page \'hh bytes are read in.
func (p *rtfParser) codepage(n int) {
	pages := map[int]*charmap.Charmap{1250: charmap.Windows1250, 1251: charmap.Windows1251, 1252: charmap.Windows1252,
		1253: charmap.Windows1253, 1254: charmap.Windows1254, 1255: charmap.Windows1255, 1256: charmap.Windows1256,
		1257: charmap.Windows1257, 1258: charmap.Windows1258, 874: charmap.Windows874, 437: charmap.CodePage437, 850: charmap.CodePage850, 10000: charmap.Macintosh}
	if cm := pages[n]; cm != nil {
		p.dec = cm
	}
}

// unicode reads \uN: a UTF-16 unit, with the characters after it that
// stand in for it skipped.
func (p *rtfParser) unicode(n int) {
	if n < 0 {
		n += 65536
	}
	r := rune(n)
	switch {
	case utf16.IsSurrogate(r) && r < 0xDC00:
		p.high = r
	case utf16.IsSurrogate(r):
		if p.high != 0 {
			p.char0(string(utf16.DecodeRune(p.high, r)))
		}
		p.high = 0
	default:
		p.char0(string(r))
	}
	p.pending = p.state.skipChars
}

// char reads one character of text; a byte of 0x80 or more is read in
// the document's code page.
func (p *rtfParser) char(r rune, codepage bool) {
	if p.pending > 0 {
		p.pending--
		return
	}
	if codepage {
		r = p.dec.DecodeByte(byte(r))
	}
	p.char0(string(r))
}

// char0 adds text to the destination being read.
func (p *rtfParser) char0(s string) {
	switch p.state.dest {
	case destText, destResult:
		p.add(s, false)
	case destStyle:
		p.styleTx.WriteString(s)
	case destList:
		p.listText.WriteString(s)
	case destInstr:
		p.instr.WriteString(s)
	}
}

// add adds text to the paragraph, opening it (and the table it stands
// in) if need be.
func (p *rtfParser) add(s string, raw bool) {
	d := p.d
	para := d.para()
	if para == nil {
		if !raw && strings.TrimSpace(s) == "" && s != "\n" {
			return
		}
		if p.intbl && len(d.tables) == 0 {
			d.tables = append(d.tables, &docxTable{})
		}
		if !p.intbl {
			for len(d.tables) > 0 {
				d.endTable()
			}
		}
		if n := len(d.tables); n > 0 && len(d.tables[n-1].cells) == 0 {
			d.tables[n-1].cells = append(d.tables[n-1].cells, nil)
		}
		para = &docxPara{fixed: true, heading: p.heading}
		if p.haveMark {
			para.marker, para.item = rtfMarker(p.marker)
			p.haveMark = false
		}
		d.paras = append(d.paras, para)
	}
	para.bold, para.italic = p.state.bold, p.state.italic
	d.add(s, raw)
}

// endPara writes the paragraph being read.
func (p *rtfParser) endPara() {
	for len(p.d.paras) > 0 {
		p.d.endParagraph()
	}
}

// rtfMarker returns how a list item's marker, as Word writes its text
// ("1.", "a)", "\u00b7"), shows to the reader (see shownMarker).
func rtfMarker(m string) (string, bool) {
	m = strings.TrimSpace(m)
	core := strings.Trim(m, ".)(][ ")
	format := "decimal"
	switch {
	case core == "":
		format = "bullet"
	case strings.Trim(core, "0123456789.") == "":
	case strings.Trim(core, "ivxlcdm") == "" || strings.Trim(core, "abcdefghijklmnopqrstuvwxyz") == "":
		format = "lowerLetter"
	case strings.Trim(core, "IVXLCDM") == "" || strings.Trim(core, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == "":
		format = "upperLetter"
	default:
		format = "bullet"
	}
	return shownMarker(m, format)
}
