package markup

import (
	"html"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Text styles recorded while stripping markup, the bits of Span.Style.
const (
	Bold = 1 << iota
	Italic
	Link
)

// Span is a styled range of a line's text, in bytes.
type Span struct {
	Start, End int
	// Style holds the Bold, Italic and Link bits of the range.
	Style int
}

// Line is one logical line: a source line, or a part of one split at
// <br> or <li>, with its markup reduced to text.
type Line struct {
	Num     int  // source line, from 1
	Indent  int  // leading white space, a tab as four columns
	Heading int  // markdown heading level, 0 if none
	Item    bool // starts a list item
	Number  int  // the item's number in a numbered list
	// Text is the line's text without markup or list marker; Spans
	// record what was bold, italic or a link.
	Text  string
	Spans []Span
	// Raw is the source line, links' targets taken out.
	Raw string
	// URLs are the targets of the line's links, in order.
	URLs []string
	// MD is the line's markup after its list marker, kept so that lines
	// joined later can be read again as one (emphasis may span them).
	MD string
	// Label is set when the line opened with a field label ("Authors:",
	// "Venue:"), which was removed; such a line is never a continuation.
	Label bool
	// With holds the co-authors of a bracketed owner-implied byline,
	// "Title (with A and B)", which the line's text gives as "Title. A
	// and B." so that it reads as a byline after a title.
	With []string
	// Rule is set for a horizontal rule (---, <hr>).
	Rule bool
	// Hard is set when the line ends in a hard break (two spaces, a
	// backslash, <br>), so the next line is not a wrapped continuation.
	Hard bool
}

// Blank reports whether the line has no text.
func (l *Line) Blank() bool { return strings.TrimSpace(l.Text) == "" }

// SpanEdges returns the offsets where l's styled spans start and end.
func (l *Line) SpanEdges() []int {
	edges := make([]int, 0, 2*len(l.Spans))
	for _, sp := range l.Spans {
		edges = append(edges, sp.Start, sp.End)
	}
	return edges
}

// OnlyStyle reports whether the whole (trimmed) text carries style st.
func (l *Line) OnlyStyle(st int) bool {
	t := strings.TrimSpace(l.Text)
	if t == "" {
		return false
	}
	lead := len(l.Text) - len(strings.TrimLeft(l.Text, " \t"))
	end := lead + len(t)
	covered := 0
	for _, s := range l.Spans {
		if s.Style&st != 0 && s.Start <= lead+covered && s.End > lead+covered {
			covered = s.End - lead
		}
	}
	rest := strings.TrimSpace(strings.Trim(l.Text[min(lead+covered, end):end], " .,:;!*"))
	return covered > 0 && rest == ""
}

// Private-use runes standing for markup that markdown cannot write, or
// that a converter (HTML, LaTeX, Word) wants read for certain: Parse and
// Inline read text between BoldOpen and BoldClose as bold, and so on;
// ItemMark opens a list item.
const (
	BoldOpen    = '\uE000'
	BoldClose   = '\uE001'
	ItalicOpen  = '\uE002'
	ItalicClose = '\uE003'
	ItemMark    = '\uE004'
	LinkOpen    = '\uE005'
	LinkClose   = '\uE006'
	// A link's URL is kept between these after its text.
	URLOpen  = '\uE007'
	URLClose = '\uE008'
)

// Bullet returns the bullet and the white space after it that open s, a
// list item's marker ("- ", "• "), or "".
func Bullet(s string) string { return bullet(s) }

// ListNumber returns the number and the white space after it that open
// s as a numbered list item's marker ("1. ", "[12] ", "(3) "), or "".
func ListNumber(s string) string {
	_, n := listNumber(s, 1, 3)
	return s[:n]
}

// FrontMatter is what a document's YAML front matter says of it.
type FrontMatter struct {
	// Author is the "author:" field (else the "name:" field, with
	// "surname:" after it), and AuthorLine its line.
	Author     string
	AuthorLine int
	// Title is the "title:" field.
	Title string
	// Description is the "description:" field, where a page may name
	// whose it is ("Selected publications of Jane Doe").
	Description string
}

// parseFront reads the YAML front matter that opens raw, the lines of a
// document, and returns what it says and the line after it (0 for
// none).
func parseFront(raw []string) (front FrontMatter, start int) {
	if len(raw) == 0 || strings.TrimSpace(raw[0]) != "---" {
		return front, 0
	}
	surname, named := "", false // the author is from "name:"
	for i := 1; i < len(raw) && i < 200; i++ {
		t := strings.TrimSpace(raw[i])
		if t == "---" || t == "..." {
			return front, i + 1
		}
		k, v, ok := strings.Cut(t, ":")
		k, v = strings.ToLower(strings.TrimSpace(k)), strings.Trim(strings.TrimSpace(v), `"'`)
		switch {
		case !ok || v == "":
		case k == "author":
			front.Author, front.AuthorLine = v, i+1
		case k == "name" && front.Author == "":
			// R Markdown CV templates name the person in "name:",
			// and some add "surname:".
			front.Author, front.AuthorLine = strings.TrimSpace(v+" "+surname), i+1
			named = true
		case k == "surname":
			surname = v
			if named {
				front.Author = strings.TrimSpace(front.Author + " " + v)
			}
		case k == "title":
			front.Title = v
		case k == "description":
			front.Description = v
		}
	}
	return front, 0
}

// Parse splits src into logical lines with markup stripped. It skips
// front matter, HTML comments and Liquid or Hugo tags, and returns what
// the front matter says.
func Parse(src string) ([]Line, FrontMatter) {
	raw := strings.Split(strings.TrimPrefix(src, "\uFEFF"), "\n")
	var out []Line
	front, start := parseFront(raw)
	shown := shownText(raw, start)
	var list listState
	for i := start; i < len(raw); i++ {
		num := i + 1
		s := dropTemplateTags(shown[i])
		for i+1 < len(raw) && openLinkText(s) && strings.Contains(shown[i+1], "](") && strings.TrimSpace(shown[i+1]) != "" {
			// A link whose text an editor wrapped: "[Fast Paths for" /
			// "Slow Networks](url)" is one link, read on its first line.
			i++
			s = strings.TrimRight(s, " \t") + " " + strings.TrimLeft(shown[i], " \t")
		}
		if numberAlone(s) && i+1 < len(raw) && textFollows(shown[i+1]) {
			// "1." alone on its line, the entry on the next: one item,
			// as some exports lay out numbered lists.
			i++
			s = strings.TrimSpace(s) + " " + strings.TrimLeft(dropTemplateTags(shown[i]), " \t")
		}
		if c := setextMark(s); c != 0 && len(out) > 0 {
			prev := &out[len(out)-1]
			if prev.Num == num-1 && !prev.Blank() && !prev.Item && prev.Heading == 0 {
				prev.Heading = 1
				if c == '-' {
					prev.Heading = 2
				}
				continue
			}
		}
		if isRule(s) {
			out = append(out, Line{Num: num, Raw: s, Rule: true})
			continue
		}
		list.open = letterListAt(shown, i)
		out = append(out, splitCVLine(s, num, &list)...)
	}
	return joinRuledGroups(out), front
}

// numberAlone reports whether s holds a list item's number and nothing
// else: "1.", "[12]", "(3)".
func numberAlone(s string) bool {
	t := strings.TrimSpace(s)
	if t == "" || len(t) > 8 {
		return false
	}
	_, n := listNumber(t+" ", 1, 3)
	return n == len(t)+1
}

// textFollows reports whether l, the line after a number alone, is the
// text of its item: not blank, and no item, number or heading of its
// own.
func textFollows(l string) bool {
	t := strings.TrimSpace(l)
	if t == "" || numberAlone(t) || bullet(t) != "" || strings.HasPrefix(t, "#") {
		return false
	}
	_, n := listNumber(t, 1, 3)
	return n == 0
}

// ruleBefore reports whether the last line with text or rule before
// lines[i] is a rule.
func ruleBefore(lines []Line, i int) bool {
	for j := i - 1; j >= 0; j-- {
		if lines[j].Rule {
			return true
		}
		if !lines[j].Blank() {
			return false
		}
	}
	return false
}

// ruleAfter reports whether the next line with text or rule after
// lines[i] is a rule (or the end).
func ruleAfter(lines []Line, i int) bool {
	for j := i + 1; j < len(lines); j++ {
		if lines[j].Rule {
			return true
		}
		if !lines[j].Blank() {
			return false
		}
	}
	return true
}

// nextText reports whether a line with text follows lines[k] before end
// and the blank run at k is its first blank line since text.
func nextText(lines []Line, k, end int) bool {
	if k > 0 && lines[k-1].Blank() {
		return false
	}
	for j := k + 1; j < end; j++ {
		if !lines[j].Blank() {
			return true
		}
	}
	return false
}

// joinRuledGroups keeps together the paragraphs between two rules: on a
// page whose entries are set apart by rules (---, <hr>), an entry may be
// written as several paragraphs (byline, title, reference), each its own
// <p>. A group of up to eight short lines between rules, or between a
// heading and a rule, loses its blank lines and reads as one paragraph.
func joinRuledGroups(lines []Line) []Line {
	rules := 0
	for _, l := range lines {
		if l.Rule {
			rules++
		}
	}
	if rules < 3 {
		return lines
	}
	groups, sizes := ruledGroups(lines)
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
	keep := make([]bool, len(lines))
	for i := range keep {
		keep[i] = true
	}
	for _, g := range groups {
		joinGroup(lines, keep, g, usual)
	}
	if len(groups) >= 3 {
		// A one-paragraph entry between two rules starts an entry too.
		for i := 1; i < len(lines); i++ {
			if !lines[i].Blank() && lines[i].Heading == 0 && ruleBefore(lines, i) && ruleAfter(lines, i) {
				lines[i].Item = true
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

// ruledGroup is a group of lines between two rules, or a heading and a
// rule: from start to end, with text lines of text.
type ruledGroup struct{ start, end, text int }

// ruledGroups returns the groups of two to eight short lines between
// rules, or between a heading and a rule, and how many groups there are
// of each number of text lines.
func ruledGroups(lines []Line) ([]ruledGroup, map[int]int) {
	var groups []ruledGroup
	sizes := map[int]int{}
	start := 0
	for i := 0; i <= len(lines); i++ {
		if i < len(lines) && !lines[i].Rule && lines[i].Heading == 0 {
			continue
		}
		text, ok := 0, true
		for _, l := range lines[start:i] {
			if l.Blank() {
				continue
			}
			text++
			ok = ok && !l.Item && len(l.Text) < 400
		}
		if ok && text >= 2 && text <= 8 && (i < len(lines) && lines[i].Rule || start > 0 && lines[start-1].Rule) {
			groups = append(groups, ruledGroup{start, i, text})
			sizes[text]++
		}
		start = i + 1
	}
	return groups, sizes
}

// joinGroup makes g one entry, or entries of usual paragraphs each: each
// starts as a list item, and the blank lines inside lose their keep.
func joinGroup(lines []Line, keep []bool, g ruledGroup, usual int) {
	split := usual >= 2 && g.text > usual && g.text%usual == 0
	text := 0
	for k := g.start; k < g.end; k++ {
		if !lines[k].Blank() {
			// Each entry starts as a list item would, so that a
			// short one ("Title" in Yearbook, 2004) is not read as
			// the end of the entry before the rule.
			if text == 0 || split && text%usual == 0 {
				lines[k].Item = lines[k].Heading == 0
			}
			text++
			continue
		}
		if !(split && text > 0 && text%usual == 0 && nextText(lines, k, g.end)) {
			keep[k] = false
		}
	}
}

// openLinkText reports whether s ends inside the text of a markdown link:
// its last "[" is not closed.
func openLinkText(s string) bool {
	i := strings.LastIndexByte(s, '[')
	return i >= 0 && !strings.ContainsRune(s[i:], ']') && strings.TrimSpace(s[i+1:]) != ""
}

// shownText returns the lines of raw from start on as a page shows them,
// line for line: without their line ends, HTML comments and collapsed
// asides (see HideDetails).
func shownText(raw []string, start int) []string {
	shown := make([]string, len(raw))
	inComment := false
	// closedLater[i] says whether a line after i closes a comment: a
	// "<!--" that nothing closes is text, not the start of a comment
	// that would swallow the rest of the CV.
	closedLater := make([]bool, len(raw)+1)
	for i := len(raw) - 2; i >= 0; i-- {
		closedLater[i] = closedLater[i+1] || strings.Contains(raw[i+1], "-->")
	}
	for i := start; i < len(raw); i++ {
		shown[i], inComment = stripComments(strings.TrimRight(raw[i], "\r"), inComment, closedLater[i])
	}
	HideDetails(shown)
	return shown
}

// HideDetails blanks, in place, the collapsed <details> elements of
// lines that hold no list: an abstract, a BibTeX record or a note a page
// folds away under its entry ("<details><summary>Abstract</summary>…").
// Their text is no part of the citation above them, and a reader sees
// only the summary's label, which names no field. A <details open>, or
// one that holds list items (a year's entries folded under the year),
// is kept. The lines keep their places, so line numbers hold.
//
// The markdown path and the HTML converter share it: lines are the
// source's lines, markdown or HTML.
func HideDetails(lines []string) {
	for i := 0; i < len(lines); i++ {
		at := detailsOpen(lines[i], 0)
		for at >= 0 {
			j, end, ok := detailsClose(lines, i, at)
			if !ok {
				return // never closed: read it all
			}
			if tagOpen(lines[i][at:]) || holdsList(lines, i, at, j, end) {
				at = detailsOpen(lines[i], at+len("<details"))
				continue
			}
			if j == i {
				lines[i] = lines[i][:at] + lines[i][end:]
			} else {
				for k := i + 1; k < j; k++ {
					lines[k] = ""
				}
				lines[j] = lines[j][end:]
				lines[i] = lines[i][:at]
			}
			at = detailsOpen(lines[i], at)
		}
	}
}

// detailsOpen returns where the first <details> tag at or after from
// opens in s, or -1.
func detailsOpen(s string, from int) int {
	for from < len(s) {
		k := indexFold(s[from:], "<details")
		if k < 0 {
			return -1
		}
		k += from
		if e := k + len("<details"); e == len(s) || s[e] == '>' || s[e] == ' ' || s[e] == '\t' || s[e] == '/' {
			return k
		}
		from = k + 1
	}
	return -1
}

// detailsClose finds the </details> that closes the element opened at
// lines[i][at:], nested ones counted: its line and the offset after it.
func detailsClose(lines []string, i, at int) (line, end int, ok bool) {
	depth := 0
	from := at
	for j := i; j < len(lines); j++ {
		s := lines[j]
		for {
			o := detailsOpen(s, from)
			c := indexFold(s[min(from, len(s)):], "</details>")
			if c >= 0 {
				c += from
			}
			switch {
			case o >= 0 && (c < 0 || o < c):
				depth++
				from = o + 1
				continue
			case c >= 0:
				depth--
				from = c + len("</details>")
				if depth == 0 {
					return j, from, true
				}
				continue
			}
			break
		}
		from = 0
	}
	return 0, 0, false
}

// tagOpen reports whether the start tag that opens s has the attribute
// open, so that the element is shown unfolded.
func tagOpen(s string) bool {
	end := strings.IndexByte(s, '>')
	if end < 0 {
		return false
	}
	for _, f := range strings.FieldsFunc(strings.ToLower(s[:end]), func(r rune) bool { return r == ' ' || r == '\t' || r == '/' }) {
		if f == "open" || strings.HasPrefix(f, "open=") {
			return true
		}
	}
	return false
}

// holdsList reports whether the text from lines[i][at:] to lines[j][:end]
// holds a list item, in markdown or HTML.
func holdsList(lines []string, i, at, j, end int) bool {
	for k := i; k <= j; k++ {
		s := lines[k]
		if k == j {
			s = s[:end]
		}
		if k == i {
			s = s[at:]
		}
		t := strings.TrimSpace(s)
		if Bullet(t) != "" || ListNumber(t) != "" || indexFold(s, "<li") >= 0 {
			return true
		}
	}
	return false
}

// indexFold is strings.Index of pattern in s, ignoring ASCII case;
// pattern opens with a byte that has no case ("<").
func indexFold(s, pattern string) int {
	n := len(pattern)
	for k := 0; k+n <= len(s); {
		c := strings.IndexByte(s[k:], pattern[0])
		if c < 0 || k+c+n > len(s) {
			return -1
		}
		k += c
		if strings.EqualFold(s[k:k+n], pattern) {
			return k
		}
		k++
	}
	return -1
}

// stripComments removes HTML comments from s, which may open or close
// comments spanning lines; closedLater says whether a later line closes
// one. A "<!--" closed neither on its line nor later is kept as text.
func stripComments(s string, in, closedLater bool) (string, bool) {
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
		if i < 0 || !closedLater && !strings.Contains(s[i+4:], "-->") {
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
// list holds the last numbered and lettered list items before the line,
// and is updated by it: a number of four digits or more starts an item
// only as the next number after the last, so a list may run past 999
// while a line that opens with a year ("2019. Title") stays text; a
// letter other than "a" starts an item only as the next letter after the
// last, so a line a sentence wraps onto ("c) the rest") stays text.
func splitCVLine(s string, num int, list *listState) []Line {
	level := 0
	if l, n := headingMark(s); l > 0 {
		level = l
		s = strings.TrimRight(s[n:], " \t")
		s = strings.TrimRight(strings.TrimRight(s, "#"), " \t")
	}
	s = latexStyles(s)
	s = unwrapAutoLinks(s)
	s = tableRow(s)
	s = superscripts(s)
	s = htmlTags(s)
	s = dropImages(s)
	s = markPDFLinks(s)
	s = markLinks(s)
	s = html.UnescapeString(s)
	var out []Line
	pieces := strings.Split(s, "\n")
	for k, piece := range pieces {
		if k > 0 && strings.TrimSpace(piece) == "" {
			continue
		}
		var urls []string
		marks, piece := urlMarks(piece)
		for _, u := range marks {
			if u != "" {
				urls = append(urls, u)
			}
		}
		l := Line{Num: num, Raw: piece, URLs: urls}
		l.Hard = k < len(pieces)-1 || strings.HasSuffix(piece, "  ") || strings.HasSuffix(piece, "\\")
		if k == 0 {
			l.Heading = level
		}
		body := strings.TrimLeft(piece, " \t")
		l.Indent = indentWidth(piece[:len(piece)-len(body)])
		for range 4 {
			if r, size := utf8.DecodeRuneInString(body); r == ItemMark {
				l.Item = true
				body = strings.TrimLeft(body[size:], " \t")
			} else if m := bullet(body); m != "" {
				l.Item = true
				body = body[len(m):]
			} else if d, n := listNumber(body, 1, 3); n > 0 && l.Number == 0 {
				l.Item = true
				l.Number = atoiOr0(d)
				list.number, list.letter = l.Number, 0
				body = body[n:]
			} else if c, n := listLetter(body); n > 0 && !l.Item && (c == 'a' && list.open || c == list.letter+1) {
				// A lettered list, often the citations under a numbered
				// paragraph ("1. Our work on …" / "a. Doe J. Title…").
				l.Item = true
				list.letter = c
				body = body[n:]
			} else if d, n := listNumber(body, 4, 9); n > 0 && l.Number == 0 && list.number > 0 && atoiOr0(d) == list.number+1 {
				// Four digits or more count as a list marker only where
				// they continue a list's numbering: "1000." after item
				// 999, but not "2019. Title".
				l.Item = true
				l.Number = list.number + 1
				list.number = l.Number
				body = body[n:]
			} else {
				break
			}
		}
		if n := lineLabel(body); n > 0 && n < len(body) {
			// "**Authors:** A, B": the label names the field; the line
			// stands on its own and is read without it.
			body = body[n:]
			l.Label = true
		}
		if b, ok := strings.CutSuffix(body, "\\"); ok && !strings.HasSuffix(b, "\\") {
			// A Markdown hard break, "Title.\", is no part of the text.
			body = strings.TrimRight(b, " ")
		}
		l.MD = collapseSpaces(numberCells(body))
		l.MD, l.With = bracketedWith(l.MD)
		l.Text, l.Spans = Inline(l.MD)
		out = append(out, l)
	}
	return out
}

// listState is what splitCVLine keeps of the list items before a line:
// the last item's number and the last lettered item's letter; open is
// set when the line may open a lettered list (letterListAt).
type listState struct {
	number int
	letter byte
	open   bool
}

// letterListAt reports whether raw[i], when it opens with the marker of
// "a", opens a lettered list: it follows a blank line, or a line below
// it opens with "b" in the same form before a numbered item does. A
// line a sentence wraps onto ("a. Title") does neither.
func letterListAt(raw []string, i int) bool {
	t := strings.TrimLeft(raw[i], " \t")
	c, n := listLetter(t)
	if n == 0 || c != 'a' {
		return false
	}
	if i == 0 || strings.TrimSpace(raw[i-1]) == "" {
		return true
	}
	form := strings.Replace(strings.TrimRight(t[:n], " \t"), "a", "b", 1)
	for j := i + 1; j < len(raw) && j <= i+20; j++ {
		u := strings.TrimLeft(raw[j], " \t")
		if strings.HasPrefix(u, form) {
			return true
		}
		if _, k := listNumber(u, 1, 3); k > 0 {
			return false
		}
	}
	return false
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

// htmlTag maps an HTML tag, whose name is name, to markup runes, line
// breaks or nothing.
func htmlTag(tag string, closing bool, name string) string {
	switch strings.ToLower(name) {
	case "b", "strong", "u", "ins":
		// Underlining marks the CV's owner in a byline as bold does.
		if closing {
			return string(BoldClose)
		}
		return string(BoldOpen)
	case "i", "em", "cite":
		if closing {
			return string(ItalicClose)
		}
		return string(ItalicOpen)
	case "li":
		if closing {
			return "\n"
		}
		return "\n" + string(ItemMark)
	case "br", "p", "div", "ul", "ol", "tr", "table", "h1", "h2", "h3", "h4", "h5", "h6", "dt", "dd", "dl":
		return "\n"
	case "td", "th":
		return "\t"
	case "a", "span", "font", "small", "big", "sup", "sub", "code", "tt", "mark", "abbr", "img", "hr", "tbody", "thead", "section", "article", "header", "footer", "nav", "main", "center", "del", "s", "strike", "label", "time", "address", "q", "blockquote", "pre", "figure", "figcaption", "style", "script", "input", "button", "i-", "details", "summary", "body", "html", "head", "title", "meta", "link":
		return ""
	}
	return tag
}

// latexStyle turns one LaTeX emphasis command, cmd with its argument
// text, into the markup runes of the same style, or into its bare text.
func latexStyle(cmd, text string) string {
	switch cmd {
	case "textit", "emph", "textsl":
		return string(ItalicOpen) + text + string(ItalicClose)
	case "textbf", "underline":
		return string(BoldOpen) + text + string(BoldClose)
	}
	return text
}

// inlineLookback bounds how many unmatched openers Inline searches
// for a closer's partner; real emphasis nests a few levels deep.
const inlineLookback = 64

// inlineSpecial reports whether Inline treats r specially (it ends a
// run of plain text).
func inlineSpecial(r rune) bool {
	switch r {
	case '\\', '*', '_', '`', BoldOpen, ItalicOpen, LinkOpen, BoldClose, ItalicClose, LinkClose:
		return true
	}
	return false
}

// Inline strips markdown emphasis, escapes and HTML emphasis runes
// from s, returning the text and its bold and italic ranges.
func Inline(s string) (string, []Span) {
	toks := inlineTokens(s)
	matchDelims(toks)
	return renderInline(toks)
}

// inlineTok is a token of a line's markup: literal text, or a run of
// emphasis delimiters ('*', '_') or a private-use mark.
type inlineTok struct {
	lit       string
	delim     rune // '*', '_' or a pu rune
	n         int
	open      bool
	close     bool
	matchedTo int // index of partner, -1 if unmatched
}

// inlineTokens cuts s into tokens.
func inlineTokens(s string) []inlineTok {
	var toks []inlineTok
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r == '\\' && i+1 < len(rs) && rs[i+1] < 128 && unicode.IsPunct(rs[i+1]) || r == '\\' && i+1 < len(rs) && rs[i+1] < 128 && unicode.IsSymbol(rs[i+1]):
			toks = append(toks, inlineTok{lit: string(rs[i+1]), matchedTo: -1})
			i++
		case r == '*' || r == '_':
			t, j := emphasisRun(rs, i)
			toks = append(toks, t)
			i = j - 1
		case r == BoldOpen || r == ItalicOpen || r == LinkOpen:
			toks = append(toks, inlineTok{delim: r, open: true, matchedTo: -1})
		case r == BoldClose || r == ItalicClose || r == LinkClose:
			toks = append(toks, inlineTok{delim: r, close: true, matchedTo: -1})
		case r == '`':
			// Code spans keep their text.
		default:
			// A run of plain runes is one token, so that a long line
			// costs one token per delimiter, not one per rune.
			j := i + 1
			for j < len(rs) && !inlineSpecial(rs[j]) {
				j++
			}
			toks = append(toks, inlineTok{lit: string(rs[i:j]), matchedTo: -1})
			i = j - 1
		}
	}
	return toks
}

// emphasisRun returns the token of the run of '*' or '_' that starts at
// i in rs, and where the run ends.
func emphasisRun(rs []rune, i int) (inlineTok, int) {
	r := rs[i]
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
	t := inlineTok{delim: r, n: j - i, lit: string(rs[i:j]), matchedTo: -1}
	// CommonMark's flanking rules: "Doe J*, Roe K*" has no emphasis.
	left := !unicode.IsSpace(next) && (!isPunct(next) || unicode.IsSpace(prev) || isPunct(prev))
	right := !unicode.IsSpace(prev) && (!isPunct(prev) || unicode.IsSpace(next) || isPunct(next))
	t.open, t.close = left, right
	if r == '_' {
		t.open = left && (!right || isPunct(prev))
		t.close = right && (!left || isPunct(next))
	}
	return t, j
}

// matchDelims pairs each closing delimiter of toks with its opener.
func matchDelims(toks []inlineTok) {
	var stack []int
	for i := range toks {
		t := &toks[i]
		if t.delim == 0 {
			continue
		}
		if t.close {
			if found := findOpener(toks, stack, t); found >= 0 {
				toks[stack[found]].matchedTo = i
				t.matchedTo = stack[found]
				stack = stack[:found]
				continue
			}
		}
		if t.open && t.delim != BoldClose && t.delim != ItalicClose && t.delim != LinkClose {
			stack = append(stack, i)
		}
	}
}

// findOpener returns the index in stack, the unmatched openers of toks,
// of the opener that t closes, or -1. The search looks back a bounded
// number of unmatched openers, so that a line of thousands of stray '*'
// costs linear time, not quadratic.
func findOpener(toks []inlineTok, stack []int, t *inlineTok) int {
	want := t.delim
	switch t.delim {
	case BoldClose:
		want = BoldOpen
	case ItalicClose:
		want = ItalicOpen
	case LinkClose:
		want = LinkOpen
	}
	for k := len(stack) - 1; k >= max(0, len(stack)-inlineLookback); k-- {
		o := &toks[stack[k]]
		if o.delim == want && (o.n == t.n || want > 127) {
			return k
		}
	}
	return -1
}

// renderInline returns the text of toks and the spans their matched
// delimiters mark.
func renderInline(toks []inlineTok) (string, []Span) {
	var b strings.Builder
	var spans []Span
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
		spans = append(spans, Span{Start: starts[t.matchedTo], End: b.Len(), Style: t.style()})
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i].Start < spans[j].Start })
	return b.String(), spans
}

// style returns the style t, a closing delimiter, ends.
func (t inlineTok) style() int {
	switch {
	case t.delim == LinkClose:
		return Link
	case t.delim == BoldClose || t.n >= 2:
		if t.n >= 3 {
			return Bold | Italic
		}
		return Bold
	default:
		return Italic
	}
}

// isAlnum reports whether r is a letter or a digit.
func isAlnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// isPunct reports whether r counts as punctuation for emphasis; the
// private-use runes standing for HTML tags do too.
func isPunct(r rune) bool {
	return unicode.IsPunct(r) || unicode.IsSymbol(r) || r >= BoldOpen && r <= LinkClose
}

// tableRow turns a markdown table row into its cells joined by ". ", the
// way a reader takes them in, and drops the rule under the heading row.
func tableRow(s string) string {
	t := strings.TrimSpace(s)
	if !strings.HasPrefix(t, "|") || !strings.HasSuffix(t, "|") || len(t) < 2 {
		return s
	}
	if isTableRule(t) {
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

// StripMarks drops the markup runes from s.
func StripMarks(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= BoldOpen && r <= URLClose {
			return -1
		}
		return r
	}, dropURLMarks(s))
}
