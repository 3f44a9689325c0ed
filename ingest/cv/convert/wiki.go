package convert

import (
	"strconv"
	"strings"
	"unicode"
)

// Wiki converts MediaWiki wikitext to markdown:
//
//	== Publications ==                 ## Publications
//	# '''Doe J''', Roe R (2020). ''A title''. Lakes 3: 1–9.
//	                                   1. **Doe J**, Roe R (2020). *A title*. Lakes 3: 1–9.
//	# {{cite journal |last1=Doe |first1=Jane |title=A title |journal=Lakes |year=2020}}
//	                                   1. Jane Doe (2020). A title. *Lakes*.
//
// Headings, "#" and "*" lists (":" continues an item), bold and italic
// quote marks (see wikiQuotes), internal links as their text and external
// links as markdown links are written as a reader of the rendered page
// sees them. Citation
// templates ({{cite journal}}, {{cite book}}, {{citation}}, …) are
// rendered from their fields in one order the reader reads: byline in
// natural order, year, title, container, volume and pages, DOI; editors
// are left out, since they are not the work's authors. Other templates,
// <ref> notes, comments, categories, files and magic words are dropped;
// a table's rows become paragraphs of their cells, its heading rows
// dropped. A template or comment over several lines is read as one line,
// at the line it opens on.
func Wiki(src string) *Doc {
	m := &Doc{}
	lines := strings.Split(strings.ReplaceAll(src, "\r", ""), "\n")
	inTable := false
	var row []string
	rowLine := 0
	flush := func() {
		if len(row) > 0 {
			m.add(strings.Join(row, ". "), rowLine)
			m.add("", rowLine)
		}
		row = nil
	}
	for i := 0; i < len(lines); i++ {
		num := i + 1
		l := lines[i]
		// A template, link or comment left open continues on the next lines.
		for k := 0; k < 60 && i+1 < len(lines) && wikiOpen(l); k++ {
			i++
			l += " " + strings.TrimSpace(lines[i])
		}
		t := strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(t, "{|"):
			inTable, row = true, nil
			continue
		case inTable && strings.HasPrefix(t, "|}"):
			flush()
			inTable = false
			continue
		case inTable:
			switch {
			case strings.HasPrefix(t, "|-"):
				flush()
			case strings.HasPrefix(t, "|+"), strings.HasPrefix(t, "!"):
				// a caption or heading cells
			case strings.HasPrefix(t, "|"):
				rowLine = num
				for _, c := range strings.Split(t[1:], "||") {
					if c = wikiCell(c); c != "" {
						row = append(row, c)
					}
				}
			}
			continue
		}
		if level, title, ok := wikiHeading(t); ok {
			m.add("", num)
			m.add(strings.Repeat("#", level)+" "+wikiInline(title), num)
			m.add("", num)
			continue
		}
		if t == "----" || wikiMagic(t) {
			m.add("", num)
			continue
		}
		m.add(wikiListLine(l), num)
	}
	flush()
	return m
}

// wikiOpen reports whether l leaves a template, link or comment open.
func wikiOpen(l string) bool {
	if strings.Count(l, "{{") > strings.Count(l, "}}") || strings.Count(l, "[[") > strings.Count(l, "]]") {
		return true
	}
	return strings.LastIndex(l, "<!--") > strings.LastIndex(l, "-->")
}

// wikiHeading reads "== Title ==": the level is the number of "=" on
// each side.
func wikiHeading(t string) (int, string, bool) {
	n := 0
	for n < len(t) && n < 6 && t[n] == '=' {
		n++
	}
	if n == 0 || len(t) < 2*n+1 {
		return 0, "", false
	}
	if t[len(t)-n:] != strings.Repeat("=", n) {
		return 0, "", false
	}
	title := strings.TrimSpace(t[n : len(t)-n])
	if title == "" || strings.HasPrefix(title, "=") || strings.HasSuffix(title, "=") {
		return 0, "", false
	}
	return n, title, true
}

// wikiMagic reports whether t is only magic words and templates that
// render nothing (__TOC__, {{Reflist}}, <references />).
func wikiMagic(t string) bool {
	s := strings.TrimSpace(wikiInline(t))
	return s == "" && t != ""
}

// wikiListLine converts a line's list marks ("#", "*", "#:", ";") and
// inline markup.
func wikiListLine(l string) string {
	if l == "" || !strings.ContainsRune("#*:;", rune(l[0])) {
		return wikiInline(l)
	}
	marks := l[:len(l)-len(strings.TrimLeft(l, "#*:;"))]
	body := wikiInline(strings.TrimSpace(l[len(marks):]))
	indent := strings.Repeat("   ", len(marks)-1)
	switch marks[len(marks)-1] {
	case '#':
		return indent + "1. " + body
	case '*':
		return indent + "- " + body
	case ';':
		return indent + "**" + body + "**"
	}
	// ":" indents the text of the item above or of a definition.
	return strings.Repeat("   ", max(len(marks)-1, 1)) + body
}

// wikiCell is a table cell's text without its attributes
// ("style=… | text").
func wikiCell(c string) string {
	if i := strings.IndexByte(c, '|'); i >= 0 && !strings.Contains(c[:i], "[[") && !strings.Contains(c[:i], "{{") {
		c = c[i+1:]
	}
	return strings.TrimSpace(wikiInline(c))
}

// wikiInline converts templates, links, comments, notes and quote marks
// in one line.
func wikiInline(s string) string { return wikiInlineAt(s, 0) }

// wikiMaxNesting bounds how deep templates and links inside templates
// and links are rendered; deeper ones render as nothing. Each level
// reads the text inside it again, so without a bound a line of many
// opened templates costs the square of its length. Citations nest two or
// three deep ({{cite}} over {{lang}} over {{nowrap}}).
const wikiMaxNesting = 8

// wikiInlineAt is wikiInline for text depth templates or links deep.
func wikiInlineAt(s string, depth int) string {
	var b strings.Builder
	// A <ref> after the last </ref>, or a "[" after the last "]", is
	// never closed; knowing it spares looking for the close at each.
	lastBracket := strings.LastIndexByte(s, ']')
	lastRefClose := -1
	for k := 0; ; {
		c := indexFold(s[k:], "</ref>")
		if c < 0 {
			break
		}
		lastRefClose = k + c
		k += c + 1
	}
	for i := 0; i < len(s); {
		switch {
		case strings.HasPrefix(s[i:], "<!--"):
			end := strings.Index(s[i+4:], "-->")
			if end < 0 {
				return b.String()
			}
			i += 4 + end + 3
		case strings.HasPrefix(s[i:], "{{"):
			end := wikiClose(s, i, "{{", "}}")
			if depth < wikiMaxNesting {
				b.WriteString(wikiTemplate(s[i+2:end], depth+1))
			}
			i = min(end+2, len(s))
		case strings.HasPrefix(s[i:], "[["):
			end := wikiClose(s, i, "[[", "]]")
			if depth < wikiMaxNesting {
				b.WriteString(wikiLink(s[i+2:end], depth+1))
			}
			i = min(end+2, len(s))
		case s[i] == '[' && wikiURLAt(s, i+1):
			end := -1
			if lastBracket > i {
				end = strings.IndexByte(s[i:], ']')
			}
			if end < 0 {
				b.WriteByte(s[i])
				i++
				continue
			}
			url, text, _ := strings.Cut(s[i+1:i+end], " ")
			if text = strings.TrimSpace(text); text == "" {
				b.WriteString(url)
			} else {
				b.WriteString("[" + wikiQuotes(text) + "](" + url + ")")
			}
			i += end + 1
		case s[i] == '<':
			i += wikiTag(s[i:], &b, lastRefClose > i)
		case s[i] == '_' && strings.HasPrefix(s[i:], "__"):
			end := strings.Index(s[i+2:], "__")
			word := ""
			if end > 0 {
				word = s[i+2 : i+2+end]
			}
			if word != "" && strings.ToUpper(word) == word && !strings.ContainsAny(word, " _") {
				i += 2 + end + 2 // __TOC__
				continue
			}
			b.WriteByte(s[i])
			i++
		default:
			b.WriteByte(s[i])
			i++
		}
	}
	return wikiQuotes(b.String())
}

// wikiURLAt reports whether an external link's URL starts at s[i:].
func wikiURLAt(s string, i int) bool {
	for _, p := range []string{"http://", "https://", "ftp://", "//", "mailto:"} {
		if strings.HasPrefix(s[i:], p) {
			return true
		}
	}
	return false
}

// wikiTag handles the HTML-like tag at s: a <ref> note and its body and
// <references/> are dropped, <br> is a space, <nowiki> and other tags
// are dropped and their text kept. refClose tells whether a </ref>
// follows in s. It returns the bytes consumed.
func wikiTag(s string, b *strings.Builder, refClose bool) int {
	end := strings.IndexByte(s, '>')
	if end < 0 {
		b.WriteByte('<')
		return 1
	}
	tag := strings.ToLower(strings.Trim(s[1:end], "/ "))
	name, _, _ := strings.Cut(tag, " ")
	switch name {
	case "ref":
		if strings.HasSuffix(strings.TrimSpace(s[:end]), "/") {
			return end + 1
		}
		if refClose {
			if c := indexFold(s, "</ref>"); c >= 0 {
				return c + len("</ref>")
			}
		}
		return end + 1
	case "br":
		b.WriteByte(' ')
		return end + 1
	case "references", "nowiki", "small", "span", "sup", "sub", "code", "u", "s", "b", "i", "em", "strong", "div", "center", "p":
		return end + 1
	}
	b.WriteByte('<')
	return 1
}

// wikiClose returns the index of the close that matches the open at i,
// counting nested pairs, or len(s) when it is never closed.
func wikiClose(s string, i int, open, close string) int {
	depth := 0
	for j := i; j < len(s); {
		switch {
		case strings.HasPrefix(s[j:], open):
			depth++
			j += len(open)
		case strings.HasPrefix(s[j:], close):
			depth--
			if depth == 0 {
				return j
			}
			j += len(close)
		default:
			j++
		}
	}
	return len(s)
}

// wikiLink is the text an internal link shows: its label, else its
// target; categories, files and interwiki prefixes show nothing.
func wikiLink(in string, depth int) string {
	target, label, hasLabel := strings.Cut(in, "|")
	if p, _, ok := strings.Cut(target, ":"); ok {
		switch strings.ToLower(strings.TrimSpace(p)) {
		case "category", "file", "image", "media":
			return ""
		}
	}
	if hasLabel {
		if i := strings.LastIndexByte(label, '|'); i >= 0 {
			label = label[i+1:]
		}
		return wikiInlineAt(label, depth)
	}
	return strings.TrimSpace(target)
}

// wikiQuotes turns runs of two or more apostrophes into markdown
// emphasis; four are an apostrophe and bold:
//
//	''x''        *x*
//	'''x'''      **x**
//	'''''x'''''  ***x***
func wikiQuotes(s string) string {
	if !strings.Contains(s, "''") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		if s[i] != '\'' {
			b.WriteByte(s[i])
			i++
			continue
		}
		n := 0
		for i+n < len(s) && s[i+n] == '\'' {
			n++
		}
		switch {
		case n == 1:
			b.WriteByte('\'')
		case n == 2:
			b.WriteString("*")
		case n == 3:
			b.WriteString("**")
		case n == 4:
			b.WriteString("'**")
		default:
			b.WriteString(strings.Repeat("'", n-5) + "***")
		}
		i += n
	}
	return b.String()
}

// wikiParams splits a template's inside at its top-level "|": the name
// and the parameters, named (key=value, keys lower-cased) and positional.
func wikiParams(in string) (name string, named map[string]string, pos []string) {
	var parts []string
	depth, start := 0, 0
	for i := 0; i < len(in); i++ {
		switch {
		case strings.HasPrefix(in[i:], "{{") || strings.HasPrefix(in[i:], "[["):
			depth++
			i++
		case (strings.HasPrefix(in[i:], "}}") || strings.HasPrefix(in[i:], "]]")) && depth > 0:
			depth--
			i++
		case in[i] == '|' && depth == 0:
			parts = append(parts, in[start:i])
			start = i + 1
		}
	}
	parts = append(parts, in[start:])
	named = map[string]string{}
	for _, p := range parts[1:] {
		k, v, ok := strings.Cut(p, "=")
		if ok && !strings.ContainsAny(k, "[{") {
			named[strings.ToLower(strings.TrimSpace(k))] = strings.TrimSpace(v)
		} else {
			pos = append(pos, strings.TrimSpace(p))
		}
	}
	return strings.ToLower(strings.TrimSpace(parts[0])), named, pos
}

// wikiTemplate renders a template: a citation from its fields, a
// language or formatting template as its last positional parameter, and
// anything else as nothing.
func wikiTemplate(in string, depth int) string {
	name, named, pos := wikiParams(in)
	name = strings.ReplaceAll(name, "_", " ")
	switch {
	case strings.HasPrefix(name, "cite ") || name == "citation" || strings.HasPrefix(name, "vcite "):
		return wikiCitation(strings.TrimPrefix(strings.TrimPrefix(name, "v"), "cite "), named, depth)
	case name == "lang" || name == "nowrap" || name == "small" || name == "sc" || name == "smallcaps" || name == "em" || name == "i" || name == "!":
		if len(pos) > 0 {
			return wikiInlineAt(pos[len(pos)-1], depth)
		}
	case name == "ndash" || name == "snd":
		return " – "
	case name == "mdash":
		return "—"
	}
	return ""
}

// wikiCitation renders a citation template's fields as a reference:
// "Given Surname, Given Surname and Given Surname (Year). Title. In
// *Container*, vol(issue): pages. Publisher. doi:…".
func wikiCitation(kind string, f map[string]string, depth int) string {
	get := func(keys ...string) string {
		for _, k := range keys {
			if v := wikiInlineAt(f[k], depth); strings.TrimSpace(v) != "" {
				return strings.TrimSpace(v)
			}
		}
		return ""
	}
	var parts []string
	authors := wikiAuthors(f, get)
	year := get("year")
	if year == "" {
		year = wikiYear(get("date", "publication-date"))
	}
	head := authors
	if year != "" {
		head = strings.TrimSpace(head + " (" + year + ")")
	}
	title := get("title", "script-title", "trans-title")
	container := get("journal", "periodical", "magazine", "newspaper", "work", "website", "conference", "book-title", "encyclopedia")
	if chapter := get("chapter", "contribution", "entry", "section"); chapter != "" {
		title, container = chapter, title
	}
	if head != "" {
		parts = append(parts, head+".")
	}
	if title != "" {
		parts = append(parts, strings.TrimRight(title, ".")+".")
	}
	if container != "" {
		c := "*" + container + "*"
		if kind == "book" || kind == "conference" || f["chapter"] != "" || f["contribution"] != "" {
			c = "In " + c
		}
		if v := get("volume"); v != "" {
			c += " " + v
			if n := get("issue", "number"); n != "" {
				c += "(" + n + ")"
			}
		}
		if p := get("pages", "page", "at"); p != "" {
			c += ": " + p
		}
		parts = append(parts, c+".")
	}
	if kind == "thesis" {
		if d := get("degree", "type"); d != "" {
			parts = append(parts, d+" thesis.")
		}
	}
	if p := get("publisher", "institution", "school"); p != "" {
		parts = append(parts, p+".")
	}
	if a := get("arxiv", "eprint"); a != "" {
		parts = append(parts, "arXiv:"+a+".")
	}
	if d := get("doi"); d != "" {
		parts = append(parts, "doi:"+d)
	}
	return strings.Join(parts, " ")
}

// wikiAuthors is a citation's byline in natural order: lastN/firstN
// (or surnameN/givenN) pairs, authorN names, or a vauthors/authors
// string as it is.
func wikiAuthors(f map[string]string, get func(...string) string) string {
	if s := get("vauthors", "authors", "people"); s != "" {
		return s
	}
	var names []string
	for n := 0; n <= 99; n++ {
		suffix := ""
		if n > 0 {
			suffix = strconv.Itoa(n)
		}
		last := get("last"+suffix, "surname"+suffix, "author"+suffix+"-last")
		first := get("first"+suffix, "given"+suffix, "author"+suffix+"-first")
		author := get("author" + suffix)
		switch {
		case last != "":
			names = append(names, strings.TrimSpace(first+" "+last))
		case author != "":
			names = append(names, author)
		case n > 1:
			n = 100 // the numbers end
		}
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// wikiYear is the first four-digit year in a date.
func wikiYear(d string) string {
	run := 0
	for i, r := range d {
		if unicode.IsDigit(r) && r < 0x80 {
			run++
			if run == 4 && (i+1 == len(d) || d[i+1] < '0' || d[i+1] > '9') {
				return d[i-3 : i+1]
			}
			continue
		}
		run = 0
	}
	return ""
}
