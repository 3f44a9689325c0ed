package convert

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/internal/tex"
)

// Org converts org-mode text to markdown.
func Org(src string) *Doc {
	m := &Doc{}
	lines := strings.Split(strings.ReplaceAll(src, "\r", ""), "\n")
	for i := 0; i < len(lines); i++ {
		l, num := lines[i], i+1
		t := strings.TrimSpace(l)
		if kind := strings.ToLower(orgBlock(l)); kind != "" {
			if kind == "quote" || kind == "verse" || kind == "center" {
				continue
			}
			for i+1 < len(lines) && !strings.HasPrefix(strings.ToLower(strings.TrimSpace(lines[i+1])), "#+end_") {
				i++
			}
			i++
			continue
		}
		if key, value, ok := orgKeyword(l); ok {
			if strings.EqualFold(key, "author") && strings.TrimSpace(value) != "" {
				m.add("# "+orgInline(strings.TrimSpace(value)), num)
				m.add("", num)
			}
			continue
		}
		if t == "#" || strings.HasPrefix(t, "# ") || strings.HasPrefix(t, "#+") {
			continue
		}
		if strings.EqualFold(t, ":PROPERTIES:") || strings.EqualFold(t, ":LOGBOOK:") {
			for i+1 < len(lines) && !strings.EqualFold(strings.TrimSpace(lines[i+1]), ":END:") {
				i++
				// Some files keep their settings in the file's drawer.
				if key, value, ok := orgKeyword(lines[i]); ok && strings.EqualFold(key, "author") && strings.TrimSpace(value) != "" {
					m.add("# "+orgInline(strings.TrimSpace(value)), i+1)
					m.add("", i+1)
				}
			}
			i++
			continue
		}
		if stars, title, ok := orgHeadline(l); ok {
			if end, ok := orgRecord(m, lines, i, stars, title); ok {
				i = end
				continue
			}
			m.add("", num)
			m.add(strings.Repeat("#", min(stars, 6))+" "+orgInline(title), num)
			m.add("", num)
			continue
		}
		l = orgBullet(l)
		// Emphasis and macros may span the lines of an item or
		// paragraph, so its continuation lines are read with it.
		for i+1 < len(lines) && orgContinues(l, lines[i+1]) {
			i++
			l = strings.TrimRight(l, " \t") + " " + strings.TrimSpace(lines[i])
		}
		l = orgMacros(l)
		m.add(orgInline(l), num)
	}
	return m
}

// orgRecord converts the headline at lines[i], of stars and title, when
// it is a record: a headline with no headlines under it whose property
// drawer holds keys of the document's own (":AUTHORS:", ":JOURNAL:",
// ":VESSEL:"), not only org's (see orgOwnKey). Such a headline names a
// thing, a paper or a cruise, rather than a part of the document, so it
// becomes a list item of its section, its title the item's first line
// and each property a line "Key: value" under it, as a CV writes
// labelled fields: the key is a hint, and what each value is is read
// from the value by the later stages, as for any entry; which section
// holds publications is the section model's to say from the headings
// above. It returns the index of the drawer's last line; false when the
// headline is no record.
func orgRecord(m *Doc, lines []string, i, stars int, title string) (int, bool) {
	j := i + 1
	if j < len(lines) && orgPlanning(lines[j]) {
		j++
	}
	if j >= len(lines) || !strings.EqualFold(strings.TrimSpace(lines[j]), ":PROPERTIES:") {
		return i, false
	}
	type pair struct {
		key, value string
		line       int
	}
	var pairs []pair
	own := 0
	end := -1
	for k := j + 1; k < len(lines); k++ {
		if strings.EqualFold(strings.TrimSpace(lines[k]), ":END:") {
			end = k
			break
		}
		key, value, ok := orgProperty(lines[k])
		if !ok {
			if _, _, head := orgHeadline(lines[k]); head {
				break // a drawer never closed
			}
			continue
		}
		if value == "" || orgOwnKey(key) {
			continue
		}
		own++
		pairs = append(pairs, pair{key, value, k + 1})
	}
	if end < 0 || own == 0 {
		return i, false
	}
	for k := end + 1; k < len(lines); k++ {
		if s, _, ok := orgHeadline(lines[k]); ok {
			if s > stars {
				return i, false // a part of the document, with parts of its own
			}
			break
		}
	}
	m.add("", i+1)
	m.add("- "+orgInline(title), i+1)
	for _, p := range pairs {
		m.add("  "+orgKeyLabel(p.key)+": "+orgInline(p.value)+"\\", p.line)
	}
	m.add("", end+1)
	return end, true
}

// orgContinues reports whether next continues the item or paragraph of
// line: it is indented text, not a new item, headline, setting or rule.
func orgContinues(line, next string) bool {
	t := strings.TrimSpace(next)
	if t == "" || strings.TrimSpace(line) == "" || strings.HasPrefix(next, "*") || strings.HasPrefix(t, "#") || strings.HasPrefix(t, ":") || strings.HasPrefix(t, "|") {
		return false
	}
	if markup.Bullet(t) != "" || markup.ListNumber(t) != "" {
		return false
	}
	lineIndent := len(line) - len(strings.TrimLeft(line, " \t"))
	nextIndent := len(next) - len(strings.TrimLeft(next, " \t"))
	item := markup.Bullet(strings.TrimSpace(line)) != "" || markup.ListNumber(strings.TrimSpace(line)) != ""
	return nextIndent > lineIndent || !item && nextIndent == lineIndent
}

// orgInline converts org emphasis and links in s to the reader's markup
// runes, escaping the markdown characters left in the text.
func orgInline(s string) string {
	// Keep a list item's marker and indentation as they are.
	lead := len(s) - len(strings.TrimLeft(s, " \t"))
	body := s[lead:]
	marker := ""
	if m := markup.Bullet(body); m != "" && (body[0] == '-' || body[0] == '+') {
		marker, body = "- ", body[len(m):]
	} else if m := markup.ListNumber(body); m != "" {
		marker, body = m, body[len(m):]
	}
	body = orgLinks(body)
	return s[:lead] + marker + emphasis(body, map[rune][2]rune{
		'*': {markup.BoldOpen, markup.BoldClose},
		'_': {markup.BoldOpen, markup.BoldClose},
		'/': {markup.ItalicOpen, markup.ItalicClose},
		'=': {0, 0},
		'~': {0, 0},
		'+': {0, 0},
	}, " \t-({'\"", " \t-.,:!?;'\")}[")
}

// emphasis replaces spans delimited by one of the runes of marks ("*x*")
// with the markup runes given (none for 0), where the opening delimiter
// follows the start or a rune of pre, the closing one precedes the end or
// a rune of post, and the text inside neither starts nor ends with
// space. Other '*' and '_' are escaped for markdown.
func emphasis(s string, marks map[rune][2]rune, pre, post string) string {
	rs := []rune(s)
	var b strings.Builder
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		pair, isMark := marks[r]
		if isMark && (i == 0 || strings.ContainsRune(pre, rs[i-1])) && i+1 < len(rs) && !unicode.IsSpace(rs[i+1]) {
			for j := i + 1; j < len(rs); j++ {
				if rs[j] == r && !unicode.IsSpace(rs[j-1]) && (j+1 == len(rs) || strings.ContainsRune(post, rs[j+1])) && j > i+1 {
					inner := string(rs[i+1 : j])
					if pair[0] != 0 {
						b.WriteRune(pair[0])
						b.WriteString(tex.EscapeMD(inner))
						b.WriteRune(pair[1])
					} else {
						b.WriteString(tex.EscapeMD(inner))
					}
					i = j
					goto next
				}
			}
		}
		if r == '*' || r == '_' {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	next:
	}
	return b.String()
}

// RST converts reStructuredText to markdown.
func RST(src string) *Doc {
	r := &rstConv{m: &Doc{}, lines: strings.Split(strings.ReplaceAll(src, "\r", ""), "\n"), levels: map[string]int{}}
	for i := 0; i < len(r.lines); i++ {
		i = r.line(i)
	}
	return r.m
}

// rstConv is a reStructuredText document being converted.
type rstConv struct {
	m     *Doc
	lines []string
	// levels holds the heading level of each kind of adornment, in the
	// order the document first uses them.
	levels map[string]int
}

// level returns the heading level of the adornment key.
func (r *rstConv) level(key string) int {
	if l, ok := r.levels[key]; ok {
		return l
	}
	r.levels[key] = len(r.levels) + 1
	return r.levels[key]
}

// line converts line i, and the lines that belong with it, and returns
// the index of the last line it took.
func (r *rstConv) line(i int) int {
	lines, m := r.lines, r.m
	l, num := lines[i], i+1
	t := strings.TrimSpace(l)
	if c := rstCitation(l); c != "" {
		return r.citation(i, c)
	}
	if strings.HasPrefix(l, "..") && (t == ".." || strings.HasPrefix(t, ".. ")) {
		return r.skipBody(i)
	}
	if j, ok := r.title(i); ok {
		return j
	}
	if isRSTAdornment(l) && len(t) >= 4 {
		m.add("", num) // a transition
		return i
	}
	if name, value, ok := rstField(l); ok {
		if strings.EqualFold(name, "author") {
			m.add("# "+rstInline(value), num)
			m.add("", num)
		}
		return i
	}
	if strings.HasPrefix(t, "| ") || t == "|" {
		l = strings.Replace(l, "|", "", 1)
	}
	marker, indent := "", ""
	if in, n := rstItem(l); n > 0 {
		marker, indent, l = "- ", in, l[n:]
	} else {
		indent = l[:len(l)-len(strings.TrimLeft(l, " \t"))]
		l = l[len(indent):]
	}
	m.add(indent+marker+rstInline(l), num)
	return i
}

// citation converts a citation or footnote at line i, ".. [Doe2020] Doe,
// J. ...", whose marker is c: an entry of a reference list, an item with
// its indented body. It returns the index of the body's last line.
func (r *rstConv) citation(i int, c string) int {
	lines := r.lines
	r.m.add("- "+rstInline(strings.TrimSpace(lines[i][len(c):])), i+1)
	for i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "" && (lines[i+1][0] == ' ' || lines[i+1][0] == '\t') {
		i++
		r.m.add("  "+rstInline(strings.TrimSpace(lines[i])), i+1)
	}
	return i
}

// skipBody skips a comment or directive at line i with its indented body,
// and returns the index of the body's last line.
func (r *rstConv) skipBody(i int) int {
	lines := r.lines
	for i+1 < len(lines) && (strings.TrimSpace(lines[i+1]) == "" || lines[i+1][0] == ' ' || lines[i+1][0] == '\t') {
		if strings.TrimSpace(lines[i+1]) == "" && (i+2 >= len(lines) || !strings.HasPrefix(lines[i+2], " ") && !strings.HasPrefix(lines[i+2], "\t")) {
			break
		}
		i++
	}
	return i
}

// title converts a section title at line i, overlined (adornment, text,
// adornment) or underlined, into a heading, and returns the index of its
// last line; false when line i starts none.
func (r *rstConv) title(i int) (int, bool) {
	lines, m := r.lines, r.m
	l, num := lines[i], i+1
	t := strings.TrimSpace(l)
	if isRSTAdornment(l) && i+2 < len(lines) && strings.TrimSpace(lines[i+1]) != "" && isRSTAdornment(lines[i+2]) && lines[i+2][0] == l[0] {
		m.add("", num)
		m.add(strings.Repeat("#", min(r.level("o"+l[:1]), 6))+" "+rstInline(strings.TrimSpace(lines[i+1])), num+1)
		m.add("", num)
		return i + 2, true
	}
	if t != "" && i+1 < len(lines) && isRSTAdornment(lines[i+1]) && !isRSTAdornment(l) &&
		utf8.RuneCountInString(strings.TrimSpace(lines[i+1])) >= min(utf8.RuneCountInString(t), 3) && l[0] != ' ' {
		m.add("", num)
		m.add(strings.Repeat("#", min(r.level("u"+lines[i+1][:1]), 6))+" "+rstInline(t), num)
		m.add("", num)
		return i + 1, true
	}
	return i, false
}

// rstInline converts reStructuredText inline markup to the reader's
// markup runes.
func rstInline(s string) string {
	s = rstLiterals(s)
	s = rstRoles(s)
	s = rstLinks(s)
	s = rstRefs(s)
	s = rstSubstitutions(s)
	s = strings.ReplaceAll(s, "`", "")
	// **strong** and *emphasis* read as markdown does.
	return s
}

// rstRole returns the text of interpreted text with a role: a link
// where it names a target, a DOI or an arXiv id as "doi:…", strong or
// emphasis runes, else the bare text.
func rstRole(role, text string) string {
	if shown, target, ok := rstTarget(text); ok {
		return rstRoleLink(strings.ToLower(role), shown, target)
	}
	switch strings.ToLower(role) {
	case "doi", "arxiv", "pmid", "isbn":
		return strings.ToLower(role) + ":" + text
	case "strong":
		return string(markup.BoldOpen) + text + string(markup.BoldClose)
	case "emphasis", "title-reference", "title":
		return string(markup.ItalicOpen) + text + string(markup.ItalicClose)
	}
	return text
}

// rstTarget splits a role's content that names its target apart,
// "Text shown <target>", into the text and the target.
func rstTarget(s string) (text, target string, ok bool) {
	s = strings.TrimSpace(s)
	open := strings.LastIndex(s, "<")
	if !strings.HasSuffix(s, ">") || open <= 0 || s[open-1] != ' ' {
		return "", "", false
	}
	text, target = strings.TrimSpace(s[:open]), strings.TrimSpace(s[open+1:len(s)-1])
	return text, target, text != "" && target != ""
}

// rstRoleLink writes a role with a text of its own as a link: the text
// (a venue and volume, "Journal **12**, 3 (2022)") is what the list
// shows, and the target, a DOI or an arXiv id for those roles, is where
// it leads.
func rstRoleLink(role, text, target string) string {
	switch role {
	case "doi":
		target = "https://doi.org/" + target
	case "arxiv":
		target = "https://arxiv.org/abs/" + target
	}
	if !strings.Contains(target, "://") {
		return text
	}
	return string(markup.LinkOpen) + text + string(markup.LinkClose) + string(markup.URLOpen) + target + string(markup.URLClose)
}

// isRSTAdornment reports whether l is a section adornment: three or more
// of one ASCII punctuation character.
func isRSTAdornment(l string) bool {
	l = strings.TrimRight(l, " \t")
	if len(l) < 3 || !unicode.IsPunct(rune(l[0])) && !unicode.IsSymbol(rune(l[0])) || l[0] >= 128 {
		return false
	}
	return strings.Count(l, l[:1]) == len(l)
}
