package tex

import (
	"strconv"
	"strings"
)

// Limits of ExpandMacros: how deep one macro may call others, how many
// invocations a document may expand, and how much longer than its source
// the expanded text may grow. A macro that calls itself stops at the
// depth; past the other two the rest of the document is left as written.
const (
	maxMacroDepth       = 12
	maxMacroExpansions  = 20000
	maxMacroGrowth      = 4
	minMacroOutputBytes = 1 << 20
)

// keptCommands are never expanded, whatever a document defines: the
// commands the CV reader reads for the document's structure and marks.
// A document that redefines them for their look ("\renewcommand
// {\section}[1]{…}") still means a section.
var keptCommands = map[string]bool{
	"begin": true, "end": true, "item": true, "par": true,
	"part": true, "chapter": true, "section": true, "subsection": true, "subsubsection": true, "paragraph": true,
	"textbf": true, "textit": true, "emph": true, "underline": true, "textsc": true, "href": true, "url": true,
	"cite": true, "input": true, "include": true, "bibliography": true, "addbibresource": true,
	"documentclass": true, "usepackage": true, "bibitem": true,
	"newcommand": true, "renewcommand": true, "providecommand": true, "def": true, "gdef": true, "edef": true, "xdef": true,
}

// macro is a user macro a document defines.
type macro struct {
	args int
	// def is the default of the first argument, which is then optional
	// ("\newcommand{\x}[2][dflt]{…}"); hasDef tells "" from none.
	def    string
	hasDef bool
	body   string
}

// ExpandMacros expands the macros a LaTeX document defines for itself,
// so that what they stand for is read where they are used:
//
//	\newcommand{\me}{\textbf{A. Author}}
//	\newcommand{\pub}[4]{#2. \emph{#3}. #4, #1.}
//	\pub{2020}{B. Coauthor and \me}{A Title}{A Journal}
//
// becomes "B. Coauthor and \textbf{A. Author}. \emph{A Title}. A Journal,
// 2020." in the last line. \newcommand, \renewcommand and
// \providecommand (starred or not, with [n] arguments and an optional
// first argument's default) and \def, \gdef, \edef and \xdef with
// undelimited parameters (#1#2…) define macros. \renewcommand of a
// command the document did not define and a definition of one of
// keptCommands are not applied; a \def with delimited parameters is
// left as written. Definitions read are removed. Each expansion is written on the line of its invocation,
// followed by the line breaks the invocation spanned, so every line keeps
// its number. Comments are kept as written and not expanded. Recursion,
// the number of expansions and the growth of the text are bounded
// (maxMacroDepth, maxMacroExpansions, maxMacroGrowth); unbalanced braces
// leave the text from there as written.
func ExpandMacros(src string) string {
	if !strings.Contains(src, "command") && !strings.Contains(src, "def") {
		return src
	}
	e := &expander{defs: map[string]*macro{}, limit: max(len(src)*maxMacroGrowth, minMacroOutputBytes)}
	var b strings.Builder
	e.run(&b, src, 0, true)
	return b.String()
}

// expander is the state of one ExpandMacros call.
type expander struct {
	defs       map[string]*macro
	expansions int
	// produced counts the bytes of every expansion at every depth, an
	// upper bound of the text they add; past limit expansion stops.
	produced, limit int
	stopped         bool
}

// run writes s with its macros expanded to b. At the top level (top),
// comments are kept and expansions keep the line breaks of their
// invocation; below it, line breaks become spaces.
func (e *expander) run(b *strings.Builder, s string, depth int, top bool) {
	for i := 0; i < len(s); {
		if e.stopped {
			b.WriteString(s[i:])
			return
		}
		c := s[i]
		switch {
		case c == '%' && top:
			j := strings.IndexByte(s[i:], '\n')
			if j < 0 {
				j = len(s) - i
			}
			b.WriteString(s[i : i+j])
			i += j
			continue
		case c != '\\':
			j := i + 1
			for j < len(s) && s[j] != '\\' && !(top && s[j] == '%') {
				j++
			}
			b.WriteString(s[i:j])
			i = j
			continue
		}
		name, end := controlWord(s, i)
		if name == "" {
			// A control symbol ("\%", "\\"): two bytes as written.
			j := min(i+2, len(s))
			b.WriteString(s[i:j])
			i = j
			continue
		}
		if n, ok := e.define(s, name, end); ok {
			if top {
				b.WriteString(strings.Repeat("\n", strings.Count(s[i:n], "\n")))
			}
			i = n
			continue
		}
		m := e.defs[name]
		if m == nil || depth >= maxMacroDepth || e.expansions >= maxMacroExpansions {
			b.WriteString(s[i:end])
			i = end
			continue
		}
		args, n, ok := m.arguments(s, end)
		if !ok {
			b.WriteString(s[i:end])
			i = end
			continue
		}
		e.expansions++
		body := m.substitute(args)
		if e.produced += len(body); e.produced > e.limit {
			// The budget is spent: this invocation and the rest stay
			// as written.
			e.stopped = true
			continue
		}
		var sub strings.Builder
		e.run(&sub, body, depth+1, false)
		text := sub.String()
		if top {
			text = strings.ReplaceAll(text, "\n", " ") + strings.Repeat("\n", strings.Count(s[i:n], "\n"))
		}
		b.WriteString(text)
		i = n
	}
}

// controlWord returns the name of the control word at s[i] (a backslash)
// and where it ends, or "" for a control symbol.
func controlWord(s string, i int) (string, int) {
	if i >= len(s) || s[i] != '\\' {
		return "", i
	}
	j := i + 1
	for j < len(s) && IsASCIILetter(s[j]) {
		j++
	}
	return s[i+1 : j], j
}

// define reads a definition whose command name ends at p, records it and
// returns where it ends; ok is false when name is no defining command
// or its definition cannot be read, which leaves the text as written.
func (e *expander) define(s, name string, p int) (int, bool) {
	switch name {
	case "newcommand", "renewcommand", "providecommand":
		return e.newcommand(s, name, p)
	case "def", "gdef", "edef", "xdef":
		return e.def(s, p)
	}
	return 0, false
}

// newcommand reads "{\name}[n][default]{body}" (the name's braces
// optional, a star allowed) after a \newcommand of its kind.
func (e *expander) newcommand(s, kind string, p int) (int, bool) {
	if p < len(s) && s[p] == '*' {
		p++
	}
	p = skipBlanks(s, p)
	var name string
	if p < len(s) && s[p] == '{' {
		inner, end, ok := braced(s, p)
		if !ok {
			return 0, false
		}
		inner = strings.TrimSpace(inner)
		n, k := controlWord(inner, 0)
		if !strings.HasPrefix(inner, `\`) || n == "" || k != len(inner) {
			return 0, false
		}
		name, p = n, end
	} else if p < len(s) && s[p] == '\\' {
		n, end := controlWord(s, p)
		if n == "" {
			return 0, false
		}
		name, p = n, end
	} else {
		return 0, false
	}
	m := &macro{}
	p = skipBlanks(s, p)
	if p < len(s) && s[p] == '[' {
		text, end, ok := bracketed(s, p)
		n, err := strconv.Atoi(strings.TrimSpace(text))
		if !ok || err != nil || n < 0 || n > 9 {
			return 0, false
		}
		m.args, p = n, skipBlanks(s, end)
		if p < len(s) && s[p] == '[' && m.args > 0 {
			if m.def, p, ok = bracketed(s, p); !ok {
				return 0, false
			}
			m.hasDef = true
			p = skipBlanks(s, p)
		}
	}
	body, end, ok := braced(s, p)
	if !ok {
		return 0, false
	}
	m.body = withoutComments(body)
	_, defined := e.defs[name]
	switch {
	case keptCommands[name]:
	case kind == "renewcommand" && !defined:
		// A command of LaTeX or a package, restyled: not the
		// document's own.
	case kind == "providecommand" && defined:
	default:
		e.defs[name] = m
	}
	return end, true
}

// def reads "\name#1#2{body}" after a \def. Delimited parameter text
// ("\def\x#1.{…}") is not read.
func (e *expander) def(s string, p int) (int, bool) {
	p = skipBlanks(s, p)
	if p >= len(s) || s[p] != '\\' {
		return 0, false
	}
	name, p := controlWord(s, p)
	if name == "" {
		return 0, false
	}
	m := &macro{}
	for p+1 < len(s) && s[p] == '#' && s[p+1] == byte('1'+m.args) && m.args < 9 {
		m.args++
		p += 2
	}
	if p >= len(s) || s[p] != '{' {
		return 0, false
	}
	body, end, ok := braced(s, p)
	if !ok {
		return 0, false
	}
	m.body = withoutComments(body)
	if !keptCommands[name] {
		e.defs[name] = m
	}
	return end, true
}

// arguments reads the arguments of an invocation of m from s[p:]: the
// optional first one in brackets when m has a default, then each
// undelimited one, a braced group or a single token. ok is false when
// the text ends first or a brace is not closed.
func (m *macro) arguments(s string, p int) ([]string, int, bool) {
	var args []string
	want := m.args
	if m.hasDef {
		q := skipBlanks(s, p)
		if q < len(s) && s[q] == '[' {
			a, end, ok := bracketed(s, q)
			if !ok {
				return nil, 0, false
			}
			args, p = append(args, a), end
		} else {
			args = append(args, m.def)
		}
		want--
	}
	for range want {
		p = skipBlanks(s, p)
		if p >= len(s) || s[p] == '}' {
			return nil, 0, false
		}
		switch {
		case s[p] == '{':
			a, end, ok := braced(s, p)
			if !ok {
				return nil, 0, false
			}
			args, p = append(args, withoutComments(a)), end
		case s[p] == '\\':
			_, end := controlWord(s, p)
			if end == p+1 {
				end = min(p+2, len(s))
			}
			args, p = append(args, s[p:end]), end
		default:
			args, p = append(args, s[p:p+1]), p+1
		}
	}
	return args, p, true
}

// substitute returns m's body with #1…#9 replaced by args and ## by #.
func (m *macro) substitute(args []string) string {
	if !strings.Contains(m.body, "#") {
		return m.body
	}
	var b strings.Builder
	body := m.body
	for i := 0; i < len(body); i++ {
		if body[i] != '#' || i+1 >= len(body) {
			b.WriteByte(body[i])
			continue
		}
		next := body[i+1]
		switch {
		case next == '#':
			b.WriteByte('#')
			i++
		case next >= '1' && next <= '9' && int(next-'1') < len(args):
			b.WriteString(args[next-'1'])
			i++
		default:
			b.WriteByte('#')
		}
	}
	return b.String()
}

// skipBlanks skips spaces, tabs and line breaks from p.
func skipBlanks(s string, p int) int {
	for p < len(s) && (s[p] == ' ' || s[p] == '\t' || s[p] == '\n' || s[p] == '\r') {
		p++
	}
	return p
}

// braced returns the text inside the braced group that opens at s[p] and
// where the group ends; ok is false when it is never closed. An escaped
// brace ("\{") does not count, nor one in a comment.
func braced(s string, p int) (string, int, bool) {
	if p >= len(s) || s[p] != '{' {
		return "", 0, false
	}
	depth := 0
	for i := p; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '%':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return s[p+1 : i], i + 1, true
			}
		}
	}
	return "", 0, false
}

// bracketed returns the text inside the brackets that open at s[p], with
// braces inside kept whole ("[{a]b}]"), and where they end.
func bracketed(s string, p int) (string, int, bool) {
	depth := 0
	for i := p + 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '{':
			depth++
		case '}':
			depth--
			if depth < 0 {
				return "", 0, false
			}
		case ']':
			if depth == 0 {
				return s[p+1 : i], i + 1, true
			}
		}
	}
	return "", 0, false
}

// withoutComments removes each unescaped "%", the rest of its line, the
// line break and the next line's leading blanks, as TeX reads them.
func withoutComments(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			b.WriteByte('\\')
			if i+1 < len(s) {
				i++
				b.WriteByte(s[i])
			}
		case '%':
			for i < len(s) && s[i] != '\n' {
				i++
			}
			for i+1 < len(s) && (s[i+1] == ' ' || s[i+1] == '\t') {
				i++
			}
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}
