package markup

import (
	"github.com/pubgraph/pubgraph/ingest/cv/cues"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
	"github.com/pubgraph/pubgraph/internal/norm"
)

// The markdown and HTML marks a line may carry, each read by a small
// scanner: list markers and numbers, heading marks, rules, links, tags.

// dropTemplateTags drops Liquid and Hugo tags, {% … %} and {{ … }}.
func dropTemplateTags(s string) string {
	return scan.ReplaceAll(s, '{', func(s string, i int) (int, string, bool) {
		var closer string
		switch {
		case strings.HasPrefix(s[i:], "{%"):
			closer = "%}"
		case strings.HasPrefix(s[i:], "{{"):
			closer = "}}"
		default:
			return 0, "", false
		}
		k := strings.Index(s[i+2:], closer)
		if k < 0 || strings.IndexByte(s[i+2:i+2+k], '\n') >= 0 {
			return 0, "", false
		}
		return i + 2 + k + 2, "", true
	})
}

// unwrapAutoLinks unwraps markdown autolinks, <https://…> and
// <mailto:…>, into their address.
func unwrapAutoLinks(s string) string {
	return scan.ReplaceAll(s, '<', func(s string, i int) (int, string, bool) {
		j := i + 1
		switch {
		case strings.HasPrefix(s[j:], "https:"):
			j += len("https:")
		case strings.HasPrefix(s[j:], "http:"):
			j += len("http:")
		case strings.HasPrefix(s[j:], "mailto:"):
			j += len("mailto:")
		default:
			return 0, "", false
		}
		for j < len(s) && s[j] != '>' && !scan.Space(s[j]) {
			j++
		}
		if j == len(s) || s[j] != '>' {
			return 0, "", false
		}
		return j + 1, s[i+1 : j], true
	})
}

// dropImages drops markdown images, ![alt](src).
func dropImages(s string) string {
	return scan.ReplaceAll(s, '!', func(s string, i int) (int, string, bool) {
		if !strings.HasPrefix(s[i:], "![") {
			return 0, "", false
		}
		k := strings.IndexByte(s[i+2:], ']')
		if k < 0 || !strings.HasPrefix(s[i+2+k:], "](") {
			return 0, "", false
		}
		e := strings.IndexByte(s[i+2+k+2:], ')')
		if e < 0 {
			return 0, "", false
		}
		return i + 2 + k + 2 + e + 1, "", true
	})
}

// notParen reports whether c is neither '(' nor ')'.
func notParen(c byte) bool { return c != '(' && c != ')' }

// linkTarget reads a markdown link's target from i of s, just after its
// '(': white space, the address (which may hold one pair of
// parentheses, as Wikipedia's do), an optional title, and ')'. It
// returns the address and the offset after ')'.
func linkTarget(s string, i int) (url string, end int, ok bool) {
	j := scan.SkipSpace(s, i)
	k := j
	for k < len(s) && notParen(s[k]) && !scan.Space(s[k]) {
		k++
	}
	if k < len(s) && s[k] == '(' {
		m := k + 1
		for m < len(s) && notParen(s[m]) {
			m++
		}
		if m == len(s) || s[m] != ')' {
			return "", 0, false
		}
		m++
		for m < len(s) && notParen(s[m]) && !scan.Space(s[m]) {
			m++
		}
		k = m
	}
	m := k
	for m < len(s) && notParen(s[m]) {
		m++
	}
	if m == len(s) || s[m] != ')' {
		return "", 0, false
	}
	return s[j:k], m + 1, true
}

// markLinks rewrites markdown links, [text](url "title"), in the
// reader's link runes: the text as a link, then its address.
func markLinks(s string) string {
	return scan.ReplaceAll(s, '[', func(s string, i int) (int, string, bool) {
		j := i + 1
		for j < len(s) && s[j] != '[' && s[j] != ']' {
			j++
		}
		if !strings.HasPrefix(s[j:], "](") {
			return 0, "", false
		}
		url, end, ok := linkTarget(s, j+2)
		if !ok {
			return 0, "", false
		}
		return end, string(LinkOpen) + s[i+1:j] + string(LinkClose) + string(URLOpen) + url + string(URLClose), true
	})
}

// markPDFLinks rewrites the links a PDF's text writes around bracketed
// text, [[text]](url), as the bracketed text and the address.
func markPDFLinks(s string) string {
	return scan.ReplaceAll(s, '[', func(s string, i int) (int, string, bool) {
		if !strings.HasPrefix(s[i:], "[[") {
			return 0, "", false
		}
		j := i + 2
		for j < len(s) && s[j] != '[' && s[j] != ']' {
			j++
		}
		if !strings.HasPrefix(s[j:], "]](") {
			return 0, "", false
		}
		k := scan.SkipSpace(s, j+3)
		u := k
		for u < len(s) && notParen(s[u]) && !scan.Space(s[u]) {
			u++
		}
		m := u
		for m < len(s) && notParen(s[m]) {
			m++
		}
		if m == len(s) || s[m] != ')' {
			return 0, "", false
		}
		return m + 1, "[" + s[i+2:j] + "]" + string(URLOpen) + s[k:u] + string(URLClose), true
	})
}

// urlMarks returns the addresses kept between URLOpen and URLClose in
// s, the empty ones too, and s without them.
func urlMarks(s string) (urls []string, rest string) {
	const open, close = string(URLOpen), string(URLClose)
	if !strings.Contains(s, open) {
		return nil, s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, open)
		if i < 0 {
			break
		}
		k := strings.Index(s[i+len(open):], close)
		if k < 0 {
			break
		}
		urls = append(urls, s[i+len(open):i+len(open)+k])
		b.WriteString(s[:i])
		s = s[i+len(open)+k+len(close):]
	}
	b.WriteString(s)
	return urls, b.String()
}

// superscripts rewrites <sup>…</sup> holding no tag as superscript
// digits.
func superscripts(s string) string {
	return scan.ReplaceAll(s, '<', func(s string, i int) (int, string, bool) {
		j, ok := scan.PrefixFold(s, i+1, "sup")
		if !ok {
			return 0, "", false
		}
		gt := strings.IndexByte(s[j:], '>')
		if gt < 0 {
			return 0, "", false
		}
		start := j + gt + 1
		lt := strings.IndexByte(s[start:], '<')
		if lt < 0 {
			return 0, "", false
		}
		end, ok := scan.PrefixFold(s, start+lt, "</sup>")
		if !ok {
			return 0, "", false
		}
		return end, norm.Superscript(s[start : start+lt]), true
	})
}

// htmlTags rewrites HTML tags by htmlTag: markup runes, line breaks or
// nothing.
func htmlTags(s string) string {
	return scan.ReplaceAll(s, '<', func(s string, i int) (int, string, bool) {
		j := i + 1
		closing := j < len(s) && s[j] == '/'
		if closing {
			j++
		}
		if j == len(s) || !scan.Letter(s[j]) {
			return 0, "", false
		}
		k := j + 1
		for k < len(s) && (scan.Letter(s[k]) || scan.Digit(s[k])) {
			k++
		}
		if !scan.Boundary(s, k) {
			return 0, "", false
		}
		e := k
		for e < len(s) && s[e] != '<' && s[e] != '>' {
			e++
		}
		if e == len(s) || s[e] != '>' {
			return 0, "", false
		}
		return e + 1, htmlTag(s[i:e+1], closing, s[j:k]), true
	})
}

// headingMark reads a markdown heading's mark, up to three spaces and
// one to six '#' followed by white space or the end: the level and the
// length of the mark with its white space; 0 for none.
func headingMark(s string) (level, n int) {
	i := 0
	for i < len(s) && i < 3 && s[i] == ' ' {
		i++
	}
	j := i
	for j < len(s) && s[j] == '#' {
		j++
	}
	if j == i || j-i > 6 || j < len(s) && s[j] != ' ' && s[j] != '\t' {
		return 0, 0
	}
	k := j
	for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
		k++
	}
	return j - i, k
}

// bullets are the runes that open a bulleted list item.
const bullets = "-*+•▪◦●‣∙·■□►"

// bullet returns the bullet and the white space after it that open s,
// or "".
func bullet(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || r == utf8.RuneError || !strings.ContainsRune(bullets, r) || n == len(s) || !scan.Space(s[n]) {
		return ""
	}
	return s[:scan.SkipSpace(s, n)]
}

// numberCells rewrites the cells of numbers that a table pasted as text
// ends a line with, after its text and a tab: a count of citations and a
// year ("A title\t12\t2019", "A title\t\t2019") are no part of the text.
// The year is kept in brackets after the text, where a reference dates
// itself ("A title (2019)"); the other numbers are dropped. A line with
// no such cells comes back as it is.
func numberCells(s string) string {
	cut := strings.IndexByte(s, '\t')
	if cut <= 0 || strings.TrimSpace(s[:cut]) == "" {
		return s
	}
	year := ""
	for _, c := range strings.Split(s[cut+1:], "\t") {
		c = strings.TrimSpace(c)
		switch {
		case c == "":
		case len(c) == 4 && (c[:2] == "19" || c[:2] == "20") && scan.Digit(c[2]) && scan.Digit(c[3]):
			year = c
		case strings.TrimLeft(strings.TrimRight(c, "*"), "0123456789") == "":
			if year != "" {
				return s // a number after the year: no table of counts and a year
			}
		default:
			return s
		}
	}
	text := strings.TrimRight(s[:cut], " ")
	if year != "" {
		return text + " (" + year + ")"
	}
	return text
}

// listLetter reads a lettered list item's marker that opens s, "a. ",
// "b) ", "(c) ": one lowercase letter (a capital and a full stop is an
// initial), and the white space after it. It returns the letter and the
// marker's length with the white space; n is 0 for none.
func listLetter(s string) (letter byte, n int) {
	i := 0
	if strings.HasPrefix(s, "(") {
		i = 1
	}
	if i+2 >= len(s) || s[i] < 'a' || s[i] > 'z' || !scan.Space(s[i+2]) {
		return 0, 0
	}
	if c := s[i+1]; c != ')' && (c != '.' || i == 1) {
		return 0, 0
	}
	return s[i], scan.SkipSpace(s, i+2)
}

// listNumber reads a numbered list item's marker that opens s, "12. ",
// "[3] ", "(4) ", "[J5] ", "A1) ", whose number has from minDigits to
// maxDigits digits: the number's digits and the marker's length with
// the white space after it; n is 0 for none.
func listNumber(s string, minDigits, maxDigits int) (digits string, n int) {
	run := func(i int, in func(byte) bool, most int) (int, bool) {
		j := i
		for j < len(s) && in(s[j]) {
			j++
		}
		return j, j-i <= most
	}
	upper := func(c byte) bool { return c >= 'A' && c <= 'Z' }
	end := func(d0, d1 int, closers string) (string, int) {
		if d1-d0 < minDigits || d1-d0 > maxDigits || d1 >= len(s) || strings.IndexByte(closers, s[d1]) < 0 || d1+1 >= len(s) || !scan.Space(s[d1+1]) {
			return "", 0
		}
		return s[d0:d1], scan.SkipSpace(s, d1+1)
	}
	if strings.HasPrefix(s, "[") {
		// [J12]: up to three letters before the number.
		if l, ok := run(1, scan.Letter, 3); ok {
			d, _ := run(l, scan.Digit, maxDigits)
			return end(l, d, "]")
		}
		return "", 0
	}
	i := 0
	if strings.HasPrefix(s, "(") {
		i = 1
	}
	if l, ok := run(i, upper, 2); ok {
		d, _ := run(l, scan.Digit, maxDigits)
		return end(l, d, ".)]")
	}
	return "", 0
}

// setextMark reads a setext heading's underline, a run of '=' or of
// '-' after up to three spaces: the rune, or 0 for none.
func setextMark(s string) byte {
	i := 0
	for i < len(s) && i < 3 && s[i] == ' ' {
		i++
	}
	if i == len(s) || s[i] != '=' && s[i] != '-' {
		return 0
	}
	c := s[i]
	for i < len(s) && s[i] == c {
		i++
	}
	if scan.SkipSpace(s, i) != len(s) {
		return 0
	}
	return c
}

// isRule reports whether s is a thematic break: three or more '*', '-'
// or '_', one of them, with white space between, after up to three
// spaces; or an HTML rule, <hr>.
func isRule(s string) bool {
	i := 0
	for i < len(s) && i < 3 && s[i] == ' ' {
		i++
	}
	if i < len(s) && (s[i] == '*' || s[i] == '-' || s[i] == '_') {
		c, marks := s[i], 0
		for ; i < len(s) && (s[i] == c || scan.Space(s[i])); i++ {
			if s[i] == c {
				marks++
			}
		}
		if i == len(s) && marks >= 3 {
			return true
		}
	}
	t := strings.TrimFunc(s, isSpaceRune)
	j, ok := scan.PrefixFold(t, 0, "<hr")
	if !ok {
		return false
	}
	j = scan.SkipSpace(t, j)
	if j < len(t) && t[j] == '/' {
		j++
	}
	return j == len(t)-1 && t[j] == '>'
}

// isSpaceRune is scan.Space for runes.
func isSpaceRune(r rune) bool { return r < utf8.RuneSelf && scan.Space(byte(r)) }

// latexStyles rewrites the LaTeX emphasis some text CVs keep, \textit{X},
// in the markup runes of the same style, or as its bare text.
func latexStyles(s string) string {
	return scan.ReplaceAll(s, '\\', func(s string, i int) (int, string, bool) {
		for _, cmd := range []string{"textit", "emph", "textsl", "textbf", "textsc", "textrm", "underline"} {
			if !strings.HasPrefix(s[i+1:], cmd+"{") {
				continue
			}
			start := i + 1 + len(cmd) + 1
			k := strings.IndexAny(s[start:], "{}")
			if k < 0 || s[start+k] != '}' {
				return 0, "", false
			}
			return start + k + 1, latexStyle(cmd, s[start:start+k]), true
		}
		return 0, "", false
	})
}

// lineLabels are the field labels an entry written as labelled fields
// opens its lines with ("Title:", "Authors:"), in lower case.
var lineLabels = []string{"title", "authors", "author", "venue", "conference", "journal", "publication", "booktitle", "year"}

// lineLabel returns the length of the field label that opens s, with
// its colon, the bold marks around it and the white space after it; 0
// for none.
func lineLabel(s string) int {
	i := 0
	if strings.HasPrefix(s, "**") || strings.HasPrefix(s, "__") {
		i = 2
	}
	i = scan.SkipSpace(s, i)
	j, ok := scan.PrefixAnyFold(s, i, lineLabels)
	if !ok {
		// "Published in:"
		if j, ok = scan.PrefixFold(s, i, "published"); ok && j < len(s) && scan.Space(s[j]) {
			j, ok = scan.PrefixFold(s, scan.SkipSpace(s, j), "in")
		} else {
			ok = false
		}
	}
	if !ok {
		return 0
	}
	j = scan.SkipSpace(s, j)
	if j == len(s) || s[j] != ':' {
		return 0
	}
	j = scan.SkipSpace(s, j+1)
	if strings.HasPrefix(s[j:], "**") || strings.HasPrefix(s[j:], "__") {
		j += 2
	}
	return scan.SkipSpace(s, j)
}

// isTableRule reports whether t, a table row, is the rule under a
// markdown table's heading row: cells of three or more '-', each with
// an optional ':' either side.
func isTableRule(t string) bool {
	t = strings.TrimFunc(t, isSpaceRune)
	t = strings.TrimPrefix(t, "|")
	if strings.HasSuffix(t, "|") {
		t = t[:len(t)-1]
	}
	for _, c := range strings.Split(t, "|") {
		c = strings.TrimFunc(c, isSpaceRune)
		c = strings.TrimPrefix(c, ":")
		c = strings.TrimSuffix(c, ":")
		if len(c) < 3 || strings.Trim(c, "-") != "" {
			return false
		}
	}
	return true
}

// collapseSpaces writes each run of two or more spaces as one.
func collapseSpaces(s string) string {
	if !strings.Contains(s, "  ") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' && i > 0 && s[i-1] == ' ' {
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// atoiOr0 is strconv.Atoi's number, or 0 when s is none.
func atoiOr0(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// dropURLMarks returns s without the addresses kept between URLOpen and
// URLClose.
func dropURLMarks(s string) string {
	_, rest := urlMarks(s)
	return rest
}

// bracketWith finds the first bracketed owner-implied byline of md:
// "(with A and B)", "[joint with A]", "(avec A et B)", also after a
// short note, "(job market paper, with A)". It returns where the
// bracket's text starts (with the white space before it) and ends (with
// a full stop after it), and where the names run; ok is false for none.
func bracketWith(md string) (start, end, names, namesEnd int, ok bool) {
	for b := 0; b < len(md); b++ {
		if md[b] != '(' && md[b] != '[' {
			continue
		}
		in := scan.SkipSpace(md, b+1)
		// After a short note and a comma, or straight after the bracket.
		for _, at := range []int{noteEnd(md, in, in > b+1), in} {
			if at < 0 {
				continue
			}
			if e, n, ne, ok := withList(md, at); ok {
				start = b
				for start > 0 && scan.Space(md[start-1]) {
					start--
				}
				return start, e, n, ne, true
			}
		}
	}
	return 0, 0, 0, 0, false
}

// noteEnd reads a short note and a comma at i of md, "job market paper,
// ", and returns the offset after the comma's white space; -1 for none.
// spaced says white space stands before i, which may make the note when
// a comma follows it.
func noteEnd(md string, i int, spaced bool) int {
	k := i
	for k < len(md) && strings.IndexByte("()[],", md[k]) < 0 {
		k++
	}
	if k == i && !spaced || k == len(md) || md[k] != ',' || utf8.RuneCountInString(md[i:k]) > 40 || k+1 == len(md) || !scan.Space(md[k+1]) {
		return -1
	}
	return scan.SkipSpace(md, k+1)
}

// withList reads "joint with A and B)" at i of md: an optional "joint"
// or "jointly", a "with" word, the names and the closing bracket. It
// returns the end (after a full stop that follows) and where the names
// run.
func withList(md string, i int) (end, names, namesEnd int, ok bool) {
	for _, joint := range []string{"Jointly", "jointly", "Joint", "joint"} {
		if strings.HasPrefix(md[i:], joint) && i+len(joint) < len(md) && scan.Space(md[i+len(joint)]) {
			if w := cues.WithWordAt(md, scan.SkipSpace(md, i+len(joint))); w >= 0 {
				if end, names, namesEnd, ok = withNames(md, w); ok {
					return end, names, namesEnd, true
				}
			}
			break
		}
	}
	if w := cues.WithWordAt(md, i); w >= 0 {
		return withNames(md, w)
	}
	return 0, 0, 0, false
}

// withNames reads the names after a "with" word, from the white space
// at i of md to the closing bracket.
func withNames(md string, i int) (end, names, namesEnd int, ok bool) {
	names = scan.SkipSpace(md, i)
	k := names
	for k < len(md) && strings.IndexByte("()[]", md[k]) < 0 {
		k++
	}
	if k == len(md) || md[k] != ')' && md[k] != ']' {
		return 0, 0, 0, false
	}
	if k == names {
		// White space only: the names are its last character.
		if names-i < 2 {
			return 0, 0, 0, false
		}
		names--
	}
	end = k + 1
	if end < len(md) && md[end] == '.' {
		end++
	}
	return end, names, k, true
}
