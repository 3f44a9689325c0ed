package ingest

import (
	"fmt"
	"html"
	"io"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/internal/quickre"
	"golang.org/x/text/encoding/charmap"
)

// ReadCV reads a CV or publication list in plain text or markdown.
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
func ReadCV(r io.Reader, name string, opt Options, emit Emit) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("read %s: %w", name, err)
	}
	return readCVSource(decodeText(data), name, opt, nil, emit)
}

// readCVSourceHint is readCVSource with ownerHint, a name the page gives
// its owner outside the text (an HTML page's description, "Publications
// of Jane Doe"): it names the owner when it is one of the bylines' names.
func readCVSourceHint(src, name string, opt Options, ownerHint string, emit Emit) error {
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
func readCVSource(src, name string, opt Options, lineMap []int, emit Emit) error {
	return readCV(src, name, opt, lineMap, "", emit)
}

func readCV(src, name string, opt Options, lineMap []int, ownerHint string, emit Emit) error {
	if strings.TrimSpace(src) == "" {
		return &ParseError{Pos: Position{File: name}, Msg: "empty input", Err: ErrEmpty}
	}
	src, err := warnLongLines(src, name, opt)
	if err != nil {
		return err
	}
	d := &cvDoc{name: name, opt: opt, boldAuthor: map[*Publication]map[string]bool{}, lineMap: lineMap, explicitSections: lineMap != nil}
	d.lines, d.frontAuthor, d.frontTitle = parseCVLines(src)
	d.nlines = strings.Count(src, "\n") + 1
	d.marks = markKeys(src)
	d.assignSections()
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

	sections []cvSection
	pubs     []*Publication
	// boldAuthor records the names each publication's byline sets in bold.
	boldAuthor map[*Publication]map[string]bool
	// kindGuess holds the publications whose kind nothing in the entry
	// named; settleKinds gives them the document's usual kind.
	kindGuess map[*Publication]bool
	// noByline holds the publications read without an author list, to
	// warn of once the owner is known.
	noByline []cvPending
	// lastByline is the byline of the last entry read, which a
	// bibliography's "———." repeats.
	lastByline string
	owner      cvOwner
	rels       []*Relation
	affs       []*Affiliation
}

// cvOwner is a candidate for the CV's owner.
type cvOwner struct {
	name string
	line int
}

// pos returns the position of line, kept within the input.
func (d *cvDoc) pos(line int) Position {
	if len(d.lineMap) > 0 {
		return Position{File: d.name, Line: d.lineMap[min(max(line, 1), len(d.lineMap))-1]}
	}
	if line < 1 {
		line = 1
	}
	if line > d.nlines {
		line = d.nlines
	}
	return Position{File: d.name, Line: line}
}

// warn reports a problem at line.
func (d *cvDoc) warn(line int, text, format string, args ...any) error {
	e := Errorf(d.pos(line), ErrSyntax, format, args...)
	e.Text = text
	return d.opt.warn(e)
}

// emitAll sends the owner first and then every other record by line.
func (d *cvDoc) emitAll(emit Emit) error {
	type item struct {
		line int
		rec  Record
	}
	var items []item
	for _, p := range d.pubs {
		p.Owner = d.owner.name
		items = append(items, item{p.Pos.Line, Record{Publication: p}})
	}
	for _, r := range d.rels {
		items = append(items, item{r.Pos.Line, Record{Relation: r}})
	}
	for _, a := range d.affs {
		items = append(items, item{a.Pos.Line, Record{Affiliation: a}})
	}
	sort.SliceStable(items, func(i, j int) bool { return items[i].line < items[j].line })
	if d.owner.name != "" {
		if err := emit(Record{Owner: &Person{Name: d.owner.name, Pos: d.pos(d.owner.line)}}); err != nil {
			return err
		}
	} else if len(items) == 0 {
		return &ParseError{Pos: Position{File: d.name}, Msg: "no publications or CV entries found", Err: ErrNoRecords}
	}
	for _, it := range items {
		if err := emit(it.rec); err != nil {
			return err
		}
	}
	return nil
}

// Text styles recorded while stripping markup.
const (
	styleBold = 1 << iota
	styleItalic
	styleLink
)

// cvSpan is a styled range of a line's text, in bytes.
type cvSpan struct {
	start, end int
	style      int
}

// cvLine is one logical line: a source line, or a part of one split at
// <br> or <li>, with its markup reduced to text.
type cvLine struct {
	num     int // source line, from 1
	indent  int
	heading int  // markdown heading level, 0 if none
	item    bool // starts a list item
	number  int  // the item's number in a numbered list
	text    string
	spans   []cvSpan
	raw     string
	// urls are the targets of the line's links, in order.
	urls []string
	// md is the line's markup after its list marker, kept so that lines
	// joined later can be read again as one (emphasis may span them).
	md string
	// label is set when the line opened with a field label ("Authors:",
	// "Venue:"), which was removed; such a line is never a continuation.
	label bool
	// with holds the co-authors of a bracketed owner-implied byline,
	// "Title (with A and B)", which the line's text gives as "Title. A
	// and B." so that it reads as a byline after a title.
	with []string
	// rule is set for a horizontal rule (---, <hr>).
	rule bool
	// hard is set when the line ends in a hard break (two spaces, a
	// backslash, <br>), so the next line is not a wrapped continuation.
	hard bool

	// Set by assignSections.
	sec     int // index into cvDoc.sections
	secHead bool
}

// blank reports whether the line has no text.
func (l *cvLine) blank() bool { return strings.TrimSpace(l.text) == "" }

// spanEdges returns the offsets where l's styled spans start and end.
func (l *cvLine) spanEdges() []int {
	edges := make([]int, 0, 2*len(l.spans))
	for _, sp := range l.spans {
		edges = append(edges, sp.start, sp.end)
	}
	return edges
}

// onlyStyle reports whether the whole (trimmed) text carries style st.
func (l *cvLine) onlyStyle(st int) bool {
	t := strings.TrimSpace(l.text)
	if t == "" {
		return false
	}
	lead := len(l.text) - len(strings.TrimLeft(l.text, " \t"))
	end := lead + len(t)
	covered := 0
	for _, s := range l.spans {
		if s.style&st != 0 && s.start <= lead+covered && s.end > lead+covered {
			covered = s.end - lead
		}
	}
	rest := strings.TrimSpace(strings.Trim(l.text[min(lead+covered, end):end], " .,:;!*"))
	return covered > 0 && rest == ""
}

// Private-use runes standing for HTML markup while a line is converted.
const (
	puBoldOpen    = '\uE000'
	puBoldClose   = '\uE001'
	puItalicOpen  = '\uE002'
	puItalicClose = '\uE003'
	puItem        = '\uE004'
	puLinkOpen    = '\uE005'
	puLinkClose   = '\uE006'
	// A link's URL is kept between these after its text.
	puURLOpen  = '\uE007'
	puURLClose = '\uE008'
)

var (
	liquidRe   = quickre.MustCompile(`\{%.*?%\}|\{\{.*?\}\}`)
	autoLinkRe = quickre.MustCompile(`<((?:https?|mailto):[^>\s]*)>`)
	imageRe    = quickre.MustCompile(`!\[[^\]]*\]\([^)]*\)`)
	linkRe     = quickre.MustCompile(`\[([^\[\]]*)\]\(\s*([^()\s]*(?:\([^()]*\)[^()\s]*)?)[^()]*\)`)
	urlMarkRe  = quickre.MustCompile("\uE007([^\uE008]*)\uE008")
	supRe      = quickre.MustCompile(`(?i)<sup[^>]*>([^<]*)</sup>`)
	tagRe      = quickre.MustCompile(`<(/?)([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*?(/?)>`)
	headingRe  = quickre.MustCompile(`^ {0,3}(#{1,6})(?:[ \t]+|$)`)
	bulletRe   = quickre.MustCompile(`^[-*+•▪◦●‣∙·■□►]\s+`)
	numberRe   = quickre.MustCompile(`^(?:\[[A-Za-z]{0,3}(\d{1,3})\]|\(?[A-Z]{0,2}(\d{1,3})[.)\]])\s+`)
	spaceRunRe = quickre.MustCompile(`  +`)
	pdfLinkRe  = quickre.MustCompile(`\[\[([^\[\]]*)\]\]\(\s*([^()\s]*)[^()]*\)`)
	setextRe   = quickre.MustCompile(`^ {0,3}(=+|-+)\s*$`)
	hrRe       = quickre.MustCompile(`^ {0,3}((\*\s*){3,}|(-\s*){3,}|(_\s*){3,})$`)
	// latexStyleRe matches LaTeX emphasis some text CVs keep: \textit{X}.
	latexStyleRe = quickre.MustCompile(`\\(textit|emph|textsl|textbf|textsc|textrm|underline)\{([^{}]*)\}`)
)

// longNumberRe is numberRe with four digits or more, which counts as a
// list marker only where it continues a list's numbering (see
// splitCVLine): "1000." after item 999, but not "2019. Title".
var longNumberRe = quickre.MustCompile(`^(?:\[[A-Za-z]{0,3}(\d{4,9})\]|\(?[A-Z]{0,2}(\d{4,9})[.)\]])\s+`)

// parseCVLines splits src into logical lines with markup stripped. It skips
// front matter, HTML comments and Liquid or Hugo tags, and returns the
// front matter's author, if it names one.
func parseCVLines(src string) ([]cvLine, cvOwner, string) {
	raw := strings.Split(strings.TrimPrefix(src, "\uFEFF"), "\n")
	var out []cvLine
	var author cvOwner
	var title string
	start := 0
	if len(raw) > 0 && strings.TrimSpace(raw[0]) == "---" {
		for i := 1; i < len(raw) && i < 200; i++ {
			t := strings.TrimSpace(raw[i])
			if t == "---" || t == "..." {
				start = i + 1
				break
			}
			k, v, ok := strings.Cut(t, ":")
			k, v = strings.ToLower(strings.TrimSpace(k)), strings.Trim(strings.TrimSpace(v), `"'`)
			switch {
			case !ok || v == "":
			case k == "author":
				author = cvOwner{name: v, line: i + 1}
			case k == "title":
				title = v
			}
		}
	}
	inComment := false
	lastNumber := 0 // the number of the last numbered list item
	for i := start; i < len(raw); i++ {
		num := i + 1
		s := strings.TrimRight(raw[i], "\r")
		s, inComment = stripComments(s, inComment)
		s = liquidRe.ReplaceAllString(s, "")
		for i+1 < len(raw) && openLinkText(s) && strings.Contains(raw[i+1], "](") && strings.TrimSpace(raw[i+1]) != "" {
			// A link whose text an editor wrapped: "[Fast Paths for" /
			// "Slow Networks](url)" is one link, read on its first line.
			i++
			s = strings.TrimRight(s, " \t") + " " + strings.TrimLeft(strings.TrimRight(raw[i], "\r"), " \t")
		}
		if m := setextRe.FindStringSubmatch(s); m != nil && len(out) > 0 {
			prev := &out[len(out)-1]
			if prev.num == num-1 && !prev.blank() && !prev.item && prev.heading == 0 {
				prev.heading = 1
				if m[1][0] == '-' {
					prev.heading = 2
				}
				continue
			}
		}
		if hrRe.MatchString(s) || htmlRuleRe.MatchString(s) {
			out = append(out, cvLine{num: num, raw: s, rule: true})
			continue
		}
		lines := splitCVLine(s, num, lastNumber)
		for _, l := range lines {
			if l.number > 0 {
				lastNumber = l.number
			}
		}
		out = append(out, lines...)
	}
	return joinRuledGroups(out), author, title
}

// ruleBefore reports whether the last line with text or rule before
// lines[i] is a rule.
func ruleBefore(lines []cvLine, i int) bool {
	for j := i - 1; j >= 0; j-- {
		if lines[j].rule {
			return true
		}
		if !lines[j].blank() {
			return false
		}
	}
	return false
}

// ruleAfter reports whether the next line with text or rule after
// lines[i] is a rule (or the end).
func ruleAfter(lines []cvLine, i int) bool {
	for j := i + 1; j < len(lines); j++ {
		if lines[j].rule {
			return true
		}
		if !lines[j].blank() {
			return false
		}
	}
	return true
}

// nextText reports whether a line with text follows lines[k] before end
// and the blank run at k is its first blank line since text.
func nextText(lines []cvLine, k, end int) bool {
	if k > 0 && lines[k-1].blank() {
		return false
	}
	for j := k + 1; j < end; j++ {
		if !lines[j].blank() {
			return true
		}
	}
	return false
}

// htmlRuleRe matches a line that is only an HTML rule, <hr>.
var htmlRuleRe = quickre.MustCompile(`(?i)^\s*<hr\s*/?>\s*$`)

// joinRuledGroups keeps together the paragraphs between two rules: on a
// page whose entries are set apart by rules (---, <hr>), an entry may be
// written as several paragraphs (byline, title, reference), each its own
// <p>. A group of up to eight short lines between rules, or between a
// heading and a rule, loses its blank lines and reads as one paragraph.
func joinRuledGroups(lines []cvLine) []cvLine {
	rules := 0
	for _, l := range lines {
		if l.rule {
			rules++
		}
	}
	if rules < 3 {
		return lines
	}
	keep := make([]bool, len(lines))
	for i := range keep {
		keep[i] = true
	}
	type group struct{ start, end, text int }
	var groups []group
	sizes := map[int]int{}
	start := 0
	for i := 0; i <= len(lines); i++ {
		if i < len(lines) && !lines[i].rule && lines[i].heading == 0 {
			continue
		}
		text, ok := 0, true
		for _, l := range lines[start:i] {
			if l.blank() {
				continue
			}
			text++
			ok = ok && !l.item && len(l.text) < 400
		}
		if ok && text >= 2 && text <= 8 && (i < len(lines) && lines[i].rule || start > 0 && lines[start-1].rule) {
			groups = append(groups, group{start, i, text})
			sizes[text]++
		}
		start = i + 1
	}
	// The usual number of paragraphs per entry: a group of twice as many
	// is two entries whose rule is missing.
	usual := 0
	for n, c := range sizes {
		if c > sizes[usual] || c == sizes[usual] && n < usual {
			usual = n
		}
	}
	if sizes[usual] < 2 || 2*sizes[usual] <= len(groups) {
		// Groups of all sizes: rules between sections, not entries.
		return lines
	}
	for _, g := range groups {
		split := usual >= 2 && g.text > usual && g.text%usual == 0
		text := 0
		for k := g.start; k < g.end; k++ {
			if !lines[k].blank() {
				// Each entry starts as a list item would, so that a
				// short one ("Title" in Yearbook, 2004) is not read as
				// the end of the entry before the rule.
				if text == 0 || split && text%usual == 0 {
					lines[k].item = lines[k].heading == 0
				}
				text++
				continue
			}
			if !(split && text > 0 && text%usual == 0 && nextText(lines, k, g.end)) {
				keep[k] = false
			}
		}
	}
	if len(groups) >= 3 {
		// A one-paragraph entry between two rules starts an entry too.
		for i := 1; i < len(lines); i++ {
			if !lines[i].blank() && lines[i].heading == 0 && ruleBefore(lines, i) && ruleAfter(lines, i) {
				lines[i].item = true
			}
		}
	}
	out := lines[:0]
	for i, l := range lines {
		if keep[i] {
			out = append(out, l)
		}
	}
	return out
}

// openLinkText reports whether s ends inside the text of a markdown link:
// its last "[" is not closed.
func openLinkText(s string) bool {
	i := strings.LastIndexByte(s, '[')
	return i >= 0 && !strings.ContainsRune(s[i:], ']') && strings.TrimSpace(s[i+1:]) != ""
}

// stripComments removes HTML comments from s, which may open or close
// comments spanning lines.
func stripComments(s string, in bool) (string, bool) {
	var b strings.Builder
	for s != "" {
		if in {
			i := strings.Index(s, "-->")
			if i < 0 {
				return b.String(), true
			}
			s = s[i+3:]
			in = false
			continue
		}
		i := strings.Index(s, "<!--")
		if i < 0 {
			b.WriteString(s)
			break
		}
		b.WriteString(s[:i])
		s = s[i+4:]
		in = true
	}
	return b.String(), in
}

// splitCVLine converts one source line to logical lines.
//
// lastNumber is the number of the last numbered list item before the
// line, 0 if none: a number of four digits or more starts an item only as
// the next number after it, so a list may run past 999 while a line that
// opens with a year ("2019. Title") stays text.
func splitCVLine(s string, num, lastNumber int) []cvLine {
	level := 0
	if m := headingRe.FindStringSubmatch(s); m != nil {
		level = len(m[1])
		s = strings.TrimRight(s[len(m[0]):], " \t")
		s = strings.TrimRight(strings.TrimRight(s, "#"), " \t")
	}
	s = latexStyleRe.ReplaceAllStringFunc(s, latexStyle)
	s = autoLinkRe.ReplaceAllString(s, "$1")
	s = tableRow(s)
	s = supRe.ReplaceAllStringFunc(s, func(m string) string {
		return superscript(supRe.FindStringSubmatch(m)[1])
	})
	s = tagRe.ReplaceAllStringFunc(s, htmlTag)
	s = imageRe.ReplaceAllString(s, "")
	s = pdfLinkRe.ReplaceAllString(s, "[$1]"+string(puURLOpen)+"$2"+string(puURLClose))
	s = linkRe.ReplaceAllString(s, string(puLinkOpen)+"$1"+string(puLinkClose)+string(puURLOpen)+"$2"+string(puURLClose))
	s = html.UnescapeString(s)
	var out []cvLine
	pieces := strings.Split(s, "\n")
	for k, piece := range pieces {
		if k > 0 && strings.TrimSpace(piece) == "" {
			continue
		}
		var urls []string
		for _, m := range urlMarkRe.FindAllStringSubmatch(piece, -1) {
			if m[1] != "" {
				urls = append(urls, m[1])
			}
		}
		piece = urlMarkRe.ReplaceAllString(piece, "")
		l := cvLine{num: num, raw: piece, urls: urls}
		l.hard = k < len(pieces)-1 || strings.HasSuffix(piece, "  ") || strings.HasSuffix(piece, "\\")
		if k == 0 {
			l.heading = level
		}
		body := strings.TrimLeft(piece, " \t")
		l.indent = indentWidth(piece[:len(piece)-len(body)])
		for range 4 {
			if r, size := utf8.DecodeRuneInString(body); r == puItem {
				l.item = true
				body = strings.TrimLeft(body[size:], " \t")
			} else if m := bulletRe.FindString(body); m != "" {
				l.item = true
				body = body[len(m):]
			} else if m := numberRe.FindStringSubmatch(body); m != nil && l.number == 0 {
				l.item = true
				l.number, _ = strconv.Atoi(m[1] + m[2])
				lastNumber = l.number
				body = body[len(m[0]):]
			} else if m := longNumberRe.FindStringSubmatch(body); m != nil && l.number == 0 && lastNumber > 0 && atoiOr0(m[1]+m[2]) == lastNumber+1 {
				l.item = true
				l.number = lastNumber + 1
				lastNumber = l.number
				body = body[len(m[0]):]
			} else {
				break
			}
		}
		if m := lineLabelRe.FindStringIndex(body); m != nil && m[1] < len(body) {
			// "**Authors:** A, B": the label names the field; the line
			// stands on its own and is read without it.
			body = body[m[1]:]
			l.label = true
		}
		if b, ok := strings.CutSuffix(body, "\\"); ok && !strings.HasSuffix(b, "\\") {
			// A Markdown hard break, "Title.\", is no part of the text.
			body = strings.TrimRight(b, " ")
		}
		l.md = spaceRunRe.ReplaceAllString(body, " ")
		l.md, l.with = bracketedWith(l.md)
		l.text, l.spans = inlineMarkup(l.md)
		out = append(out, l)
	}
	return out
}

// lineLabelRe matches a field label that opens a line of an entry written
// as labelled fields: "**Title:** ...", "Authors: ...", "Venue: ...".
var lineLabelRe = quickre.MustCompile(`(?i)^(?:\*\*|__)?\s*(?:title|authors?|venue|conference|journal|published\s+in|publication|booktitle|year)\s*:\s*(?:\*\*|__)?\s*`)

// atoiOr0 is strconv.Atoi's number, or 0 when s is none.
func atoiOr0(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// indentWidth measures leading white space, a tab as four columns.
func indentWidth(s string) int {
	n := 0
	for _, r := range s {
		if r == '\t' {
			n += 4
		} else {
			n++
		}
	}
	return n
}

// htmlTag maps an HTML tag to markup runes, line breaks or nothing.
func htmlTag(tag string) string {
	m := tagRe.FindStringSubmatch(tag)
	closing := m[1] == "/"
	switch strings.ToLower(m[2]) {
	case "b", "strong", "u", "ins":
		// Underlining marks the CV's owner in a byline as bold does.
		if closing {
			return string(puBoldClose)
		}
		return string(puBoldOpen)
	case "i", "em", "cite":
		if closing {
			return string(puItalicClose)
		}
		return string(puItalicOpen)
	case "li":
		if closing {
			return "\n"
		}
		return "\n" + string(puItem)
	case "br", "p", "div", "ul", "ol", "tr", "table", "h1", "h2", "h3", "h4", "h5", "h6", "dt", "dd", "dl":
		return "\n"
	case "td", "th":
		return "\t"
	case "a", "span", "font", "small", "big", "sup", "sub", "code", "tt", "mark", "abbr", "img", "hr", "tbody", "thead", "section", "article", "header", "footer", "nav", "main", "center", "del", "s", "strike", "label", "time", "address", "q", "blockquote", "pre", "figure", "figcaption", "style", "script", "input", "button", "i-", "details", "summary", "body", "html", "head", "title", "meta", "link":
		return ""
	}
	return tag
}

// latexStyle turns one LaTeX emphasis command into the markup runes of
// the same style, or into its bare text.
func latexStyle(m string) string {
	sm := latexStyleRe.FindStringSubmatch(m)
	switch sm[1] {
	case "textit", "emph", "textsl":
		return string(puItalicOpen) + sm[2] + string(puItalicClose)
	case "textbf", "underline":
		return string(puBoldOpen) + sm[2] + string(puBoldClose)
	}
	return sm[2]
}

// superscript returns s with digits as superscript digits, so that a name's
// affiliation numbers read as marks.
func superscript(s string) string {
	const sup = "⁰¹²³⁴⁵⁶⁷⁸⁹"
	digits := []rune(sup)
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(digits[r-'0'])
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// inlineLookback bounds how many unmatched openers inlineMarkup searches
// for a closer's partner; real emphasis nests a few levels deep.
const inlineLookback = 64

// inlineSpecial reports whether inlineMarkup treats r specially (it ends a
// run of plain text).
func inlineSpecial(r rune) bool {
	switch r {
	case '\\', '*', '_', '`', puBoldOpen, puItalicOpen, puLinkOpen, puBoldClose, puItalicClose, puLinkClose:
		return true
	}
	return false
}

// inlineMarkup strips markdown emphasis, escapes and HTML emphasis runes
// from s, returning the text and its bold and italic ranges.
func inlineMarkup(s string) (string, []cvSpan) {
	type tok struct {
		lit       string
		delim     rune // '*', '_' or a pu rune
		n         int
		open      bool
		close     bool
		matchedTo int // index of partner, -1 if unmatched
	}
	var toks []tok
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r == '\\' && i+1 < len(rs) && rs[i+1] < 128 && unicode.IsPunct(rs[i+1]) || r == '\\' && i+1 < len(rs) && rs[i+1] < 128 && unicode.IsSymbol(rs[i+1]):
			toks = append(toks, tok{lit: string(rs[i+1]), matchedTo: -1})
			i++
		case r == '*' || r == '_':
			j := i
			for j < len(rs) && rs[j] == r {
				j++
			}
			var prev, next rune = ' ', ' '
			if i > 0 {
				prev = rs[i-1]
			}
			if j < len(rs) {
				next = rs[j]
			}
			t := tok{delim: r, n: j - i, lit: string(rs[i:j]), matchedTo: -1}
			// CommonMark's flanking rules: "Doe J*, Roe K*" has no emphasis.
			left := !unicode.IsSpace(next) && (!isPunct(next) || unicode.IsSpace(prev) || isPunct(prev))
			right := !unicode.IsSpace(prev) && (!isPunct(prev) || unicode.IsSpace(next) || isPunct(next))
			t.open, t.close = left, right
			if r == '_' {
				t.open = left && (!right || isPunct(prev))
				t.close = right && (!left || isPunct(next))
			}
			toks = append(toks, t)
			i = j - 1
		case r == puBoldOpen || r == puItalicOpen || r == puLinkOpen:
			toks = append(toks, tok{delim: r, open: true, matchedTo: -1})
		case r == puBoldClose || r == puItalicClose || r == puLinkClose:
			toks = append(toks, tok{delim: r, close: true, matchedTo: -1})
		case r == '`':
			// Code spans keep their text.
		default:
			// A run of plain runes is one token, so that a long line
			// costs one token per delimiter, not one per rune.
			j := i + 1
			for j < len(rs) && !inlineSpecial(rs[j]) {
				j++
			}
			toks = append(toks, tok{lit: string(rs[i:j]), matchedTo: -1})
			i = j - 1
		}
	}
	var stack []int
	for i := range toks {
		t := &toks[i]
		if t.delim == 0 {
			continue
		}
		if t.close {
			want := t.delim
			switch t.delim {
			case puBoldClose:
				want = puBoldOpen
			case puItalicClose:
				want = puItalicOpen
			case puLinkClose:
				want = puLinkOpen
			}
			found := -1
			// The search for an opener looks back a bounded number of
			// unmatched openers, so that a line of thousands of stray
			// '*' costs linear time, not quadratic.
			for k := len(stack) - 1; k >= max(0, len(stack)-inlineLookback); k-- {
				o := &toks[stack[k]]
				if o.delim == want && (o.n == t.n || want > 127) {
					found = k
					break
				}
			}
			if found >= 0 {
				toks[stack[found]].matchedTo = i
				t.matchedTo = stack[found]
				stack = stack[:found]
				continue
			}
		}
		if t.open && t.delim != puBoldClose && t.delim != puItalicClose && t.delim != puLinkClose {
			stack = append(stack, i)
		}
	}
	var b strings.Builder
	var spans []cvSpan
	starts := map[int]int{}
	for i, t := range toks {
		if t.delim == 0 {
			b.WriteString(t.lit)
			continue
		}
		if t.matchedTo < 0 {
			if t.delim == '*' || t.delim == '_' {
				b.WriteString(t.lit)
			}
			continue
		}
		if t.matchedTo > i {
			starts[i] = b.Len()
			continue
		}
		st := 0
		switch {
		case t.delim == puLinkClose:
			st = styleLink
		case t.delim == puBoldClose || t.n >= 2:
			st = styleBold
			if t.n >= 3 {
				st |= styleItalic
			}
		default:
			st = styleItalic
		}
		spans = append(spans, cvSpan{start: starts[t.matchedTo], end: b.Len(), style: st})
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i].start < spans[j].start })
	return b.String(), spans
}

// isAlnum reports whether r is a letter or a digit.
func isAlnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// isPunct reports whether r counts as punctuation for emphasis; the
// private-use runes standing for HTML tags do too.
func isPunct(r rune) bool {
	return unicode.IsPunct(r) || unicode.IsSymbol(r) || r >= puBoldOpen && r <= puLinkClose
}

var tableRuleRe = quickre.MustCompile(`^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$`)

// tableRow turns a markdown table row into its cells joined by ". ", the
// way a reader takes them in, and drops the rule under the heading row.
func tableRow(s string) string {
	t := strings.TrimSpace(s)
	if !strings.HasPrefix(t, "|") || !strings.HasSuffix(t, "|") || len(t) < 2 {
		return s
	}
	if tableRuleRe.MatchString(t) {
		return ""
	}
	var cells []string
	for _, c := range strings.Split(t[1:len(t)-1], "|") {
		if c = strings.TrimSpace(c); c != "" {
			cells = append(cells, strings.TrimRight(c, "."))
		}
	}
	return strings.Join(cells, ". ")
}
