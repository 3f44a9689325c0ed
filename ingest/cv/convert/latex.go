package convert

import (
	"sort"
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/namelist"
	"github.com/pubgraph/pubgraph/ingest/internal/tex"
	"github.com/pubgraph/pubgraph/ingest/internal/wordset"
)

// Line is one line of markdown converted from another markup, with the
// line of the input it came from.
type Line struct {
	Text   string
	Source int
}

// Doc is a document converted to markdown, line by line.
type Doc struct {
	Lines []Line
}

func (m *Doc) add(text string, line int) {
	m.Lines = append(m.Lines, Line{text, line})
}

// Text returns the markdown, a line of it to each of m.Lines.
func (m *Doc) Text() string {
	var b strings.Builder
	for _, l := range m.Lines {
		b.WriteString(l.Text)
		b.WriteByte('\n')
	}
	return b.String()
}

// LineMap maps each line of Text (from 1, at index line-1) to the line
// of the input it came from; the line after the last maps to the last.
func (m *Doc) LineMap() []int {
	out := make([]int, len(m.Lines)+1)
	for i, l := range m.Lines {
		out[i] = l.Source
	}
	if len(m.Lines) > 0 {
		out[len(m.Lines)] = m.Lines[len(m.Lines)-1].Source
	} else {
		out[0] = 1
	}
	return out
}

// TeXDoc is a LaTeX document converted to markdown, with what the
// conversion left out.
type TeXDoc struct {
	Doc
	// Includes are the \input, \include and \bibliography commands,
	// which the conversion does not follow.
	Includes []Include
	// Unclosed is the line of the first "{" that is never closed, 0 if
	// none: the rest of the file was read as its text.
	Unclosed int
	// Bib are the filecontents blocks, BibTeX a document may carry for
	// biblatex to print; Cites what the document prints of them.
	Bib   []Block
	Cites Cites
}

// Block is the text of a filecontents environment, the file name it
// writes and the line its text starts on.
type Block struct {
	File, Text string
	Line       int
}

// Cites is what a document asks biblatex to print: \fullcite'd entries
// where they stand, cited keys, \nocite{*}, \printbibliography.
type Cites struct {
	// Full are the \fullcite keys in document order, with their lines
	// and the heading above each.
	Full []Cite
	// Keys are the keys of \cite, \nocite and the like, in order.
	Keys []string
	// All is \nocite{*}: every entry is printed.
	All bool
	// Prints are the \printbibliography commands (and a \bibliography
	// of a filecontents file), in order.
	Prints []Print
}

// Print is one \printbibliography: its line, the heading it prints
// under (its title option, else the heading above it) and the entries
// it keeps (its type, keyword and notkeyword options; empty keeps all).
type Print struct {
	Line                      int
	Heading                   string
	Type, Keyword, NotKeyword string
}

// Cite is one \fullcite key, its line and the heading it stands under.
type Cite struct {
	Key, Heading string
	Line         int
}

// Include is an \input or \include the conversion did not follow.
type Include struct {
	Cmd, File string
	Line      int
}

// texConv is the state of one LaTeX-to-markdown conversion.
type texConv struct {
	Doc
	src       string
	pos       int
	lineStart []int
	includes  []Include
	// unclosed is the line of the first "{" that is never closed.
	unclosed int

	// The block being collected: raw LaTeX and its first source line.
	cur     strings.Builder
	curLine int
	prefix  string // "- " with indentation for a list item, "" for a paragraph
	depth   int    // list nesting
	tabular int    // open tabular environments, whose & separates cells
	started bool   // \begin{document} seen, or the file has none

	orig        string // the source before comments were dropped
	bib         []Block
	cites       Cites
	lastHeading string // the last heading's text
}

// texListEnvs are the environments whose \item starts an entry.
var texListEnvs = wordset.Of("itemize enumerate description compactitem compactenum etaremune thebibliography enumerate* itemize* asparaenum inparaenum outerlist innerlist cvlist entrylist")

// texSkipEnvs are environments holding no text worth reading.
var texSkipEnvs = wordset.Of("tikzpicture figure figure* comment verbatim lstlisting minted picture pspicture equation equation* align align*")

// texOwnerCmds name the CV's owner: \name{First}{Last} (moderncv),
// \header{First}{Last}{...} (friggeri), \author{Name}.
var texOwnerCmds = map[string]int{"name": 2, "header": 2, "author": 1, "fullname": 1, "cvname": 1}

// texInlineCmds take brace arguments but stand inside running text.
var texInlineCmds = wordset.Of("href textbf textit emph underline uline textsl textsc textrm textsf texttt text mbox fbox textup textmd textnormal url textsuperscript textsubscript small footnotesize scriptsize large Large normalsize hangindent frac mathrm mathbf mathit")

// LaTeX converts a LaTeX CV or publication list to markdown.
func LaTeX(src string) *TeXDoc {
	// Lines are counted at "\n", as positions are everywhere: a lone
	// carriage return is a space.
	src = strings.ReplaceAll(src, "\r\n", "\n")
	src = strings.ReplaceAll(src, "\r", " ")
	orig := src
	src = stripTeXComments(src)
	c := &texConv{src: src, orig: orig, lineStart: []int{0}}
	for i := 0; i < len(src); i++ {
		if src[i] == '\n' {
			c.lineStart = append(c.lineStart, i+1)
		}
	}
	c.started = !strings.Contains(src, "\\begin{document}")
	c.run()
	c.flush()
	includes := c.bibIncludes()
	return &TeXDoc{Doc: c.Doc, Includes: includes, Unclosed: c.unclosed, Bib: c.bib, Cites: c.cites}
}

// stripTeXComments removes each "%" not escaped by a backslash and the
// rest of its line.
func stripTeXComments(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for _, line := range strings.SplitAfter(s, "\n") {
		nl := strings.HasSuffix(line, "\n")
		for i := 0; i < len(line); i++ {
			if line[i] == '\\' {
				i++
				continue
			}
			if line[i] == '%' {
				line = line[:i]
				if nl {
					line += "\n"
				}
				break
			}
		}
		b.WriteString(line)
	}
	return b.String()
}

// lineAt returns the source line of byte offset p.
func (c *texConv) lineAt(p int) int {
	// The line is the number of lines that start at or before p.
	return max(sort.SearchInts(c.lineStart, p+1), 1)
}

// flush ends the block being collected and emits it as one line.
func (c *texConv) flush() {
	raw := c.cur.String()
	c.cur.Reset()
	if !c.started {
		c.prefix = ""
		return
	}
	text := tex.DecodeMarked(raw)
	if c.tabular > 0 {
		text = strings.ReplaceAll(text, " . ", ". ")
	}
	if strings.TrimSpace(markup.StripMarks(text)) != "" {
		if c.prefix == "" {
			c.add("", c.curLine) // a paragraph stands apart
		}
		c.add(c.prefix+escapeLineStart(text), c.curLine)
	}
	c.prefix = ""
}

// escapeLineStart keeps decoded text that opens with "#" or a table bar
// from reading as markdown structure.
func escapeLineStart(s string) string {
	if strings.HasPrefix(s, "#") || strings.HasPrefix(s, "|") || strings.HasPrefix(s, ">") {
		return "\\" + s
	}
	return s
}

// appendRaw adds source text to the current block.
func (c *texConv) appendRaw(s string, at int) {
	if c.cur.Len() == 0 {
		if strings.TrimSpace(s) == "" {
			return
		}
		c.curLine = c.lineAt(at + len(s) - len(strings.TrimLeft(s, " \t\n")))
	}
	c.cur.WriteString(s)
}

func (c *texConv) itemPrefix() string {
	return strings.Repeat("  ", max(c.depth-1, 0)) + "- "
}

// run converts the whole source.
func (c *texConv) run() {
	for c.pos < len(c.src) {
		ch := c.src[c.pos]
		switch {
		case ch == '\n':
			// A blank line ends a paragraph, but not a list item.
			j := c.pos + 1
			for j < len(c.src) && (c.src[j] == ' ' || c.src[j] == '\t') {
				j++
			}
			if j < len(c.src) && c.src[j] == '\n' && c.prefix == "" {
				c.flush()
			} else {
				c.appendRaw(" ", c.pos)
			}
			c.pos++
		case ch == '\\':
			c.command()
		default:
			j := c.pos
			for j < len(c.src) && c.src[j] != '\\' && c.src[j] != '\n' && !(c.tabular > 0 && c.src[j] == '&') {
				if c.src[j] == '{' {
					j = c.groupEnd(j)
					continue
				}
				j++
			}
			if j == c.pos && c.src[j] == '&' {
				// A table's cells read as sentences of one line.
				c.appendRaw(". ", c.pos)
				c.pos++
				continue
			}
			if j == c.pos {
				j++
			}
			c.appendRaw(c.src[c.pos:j], c.pos)
			c.pos = j
		}
	}
}

// groupEnd returns the offset just after the braced group that opens at p
// (or the end of the source when it never closes).
func (c *texConv) groupEnd(p int) int {
	depth := 0
	for i := p; i < len(c.src); i++ {
		switch c.src[i] {
		case '\\':
			i++
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return i + 1
			}
		}
	}
	if c.unclosed == 0 {
		c.unclosed = c.lineAt(p)
	}
	return len(c.src)
}

// args reads the brace arguments (after optional [..] ones) that follow
// p, returning their raw text and the offset after the last.
func (c *texConv) args(p int, most int) ([]string, int) {
	var out []string
	for len(out) < most {
		j := p
		for j < len(c.src) && (c.src[j] == ' ' || c.src[j] == '\t' || c.src[j] == '\n' || c.src[j] == '\r') {
			j++
		}
		if j < len(c.src) && c.src[j] == '[' && len(out) == 0 {
			if k := strings.IndexByte(c.src[j:], ']'); k >= 0 {
				p = j + k + 1
				continue
			}
		}
		if j >= len(c.src) || c.src[j] != '{' {
			break
		}
		// A blank line ends a macro's arguments.
		if strings.Count(c.src[p:j], "\n") > 1 {
			break
		}
		end := c.groupEnd(j)
		out = append(out, c.src[j+1:max(end-1, j+1)])
		p = end
	}
	return out, p
}

// HeadingCommand reports whether the LaTeX command name (without its
// backslash and star) starts a section: \section, \cvsection, a CV
// class's \sectionTitle.
func HeadingCommand(name string) bool {
	return texHeadingName(name) && !texInlineCmds[name]
}

// command handles the control sequence at c.pos.
func (c *texConv) command() {
	start := c.pos
	p := c.pos + 1
	for p < len(c.src) && tex.IsASCIILetter(c.src[p]) {
		p++
	}
	name := c.src[start+1 : p]
	if name == "" {
		c.symbol(start, p)
		return
	}
	star := strings.HasPrefix(c.src[p:], "*")
	if star {
		p++
	}
	switch {
	case name == "begin" || name == "end":
		c.beginEnd(name == "begin", p)
		return
	case name == "item" || name == "bibitem" || name == "entry" && c.bareEntry(p):
		c.item(name, start, p)
		return
	case texCiteCmds[name]:
		c.cite(name, start, p)
		return
	case name == "printbibliography":
		c.flush()
		c.printBibliography(start, p)
		return
	case name == "input" || name == "include" || name == "subfile" || name == "includeonly" ||
		name == "bibliography" || name == "addbibresource":
		c.include(name, start, p)
		return
	case name == "par" || name == "newpage" || name == "clearpage" || name == "pagebreak":
		if c.prefix == "" {
			c.flush()
		}
		c.pos = p
		return
	}
	if c.ownerCommand(name, start, p) || c.blockCommand(name, start, p) {
		return
	}
	// Anything else stays in the block for the decoder, with its
	// arguments.
	q := p
	if _, skip := tex.SkipArgs[name]; skip || texInlineCmds[name] {
		_, q = c.args(p, 9)
	}
	c.appendRaw(c.src[start:q], start)
	c.pos = q
}

// beginEnd reads \begin{env} (open) or \end{env}, its argument from p.
func (c *texConv) beginEnd(open bool, p int) {
	args, q := c.args(p, 1)
	c.pos = q
	if len(args) == 0 {
		return
	}
	env := strings.TrimSpace(args[0])
	if open && strings.TrimSuffix(env, "*") == "filecontents" {
		c.fileContents(env)
		return
	}
	c.environment(env, open)
}

// include notes \input, \include, \bibliography and the like, name, at
// start with its argument from p: the reader warns that it is not
// followed.
func (c *texConv) include(name string, start, p int) {
	args, q := c.args(p, 1)
	if len(args) > 0 && (c.started || name == "bibliography" || name == "addbibresource") {
		c.includes = append(c.includes, Include{name, strings.TrimSpace(args[0]), c.lineAt(start)})
	}
	c.pos = q
}

// symbol reads a control symbol, \\ \& \% ..., at start, whose name
// would end at p: a line break ends a paragraph outside lists.
func (c *texConv) symbol(start, p int) {
	if !strings.HasPrefix(c.src[p:], "\\") {
		end := min(p+1, len(c.src))
		c.appendRaw(c.src[start:end], start)
		c.pos = end
		return
	}
	q := p + 1
	// \\* and \\[2mm]: the break's star and spacing.
	if strings.HasPrefix(c.src[q:], "*") {
		q++
	}
	if t := strings.TrimLeft(c.src[q:], " \t"); strings.HasPrefix(t, "[") {
		if k := strings.IndexByte(t, ']'); k >= 0 && k < 20 {
			q = len(c.src) - len(t) + k + 1
		}
	}
	if c.prefix == "" && c.depth == 0 {
		c.flush()
	} else {
		c.appendRaw(" ", start)
	}
	c.pos = q
}

// item reads \item, \bibitem or a bare \entry, name, at start, with its
// arguments from p: a list item, with its label.
func (c *texConv) item(name string, start, p int) {
	c.flush()
	label := ""
	q := p
	j := q
	for j < len(c.src) && (c.src[j] == ' ' || c.src[j] == '\t') {
		j++
	}
	if j < len(c.src) && c.src[j] == '[' {
		if k := strings.IndexByte(c.src[j:], ']'); k >= 0 {
			label = c.src[j+1 : j+k]
			q = j + k + 1
		}
	}
	if name == "bibitem" {
		_, q = c.args(q, 1)
	}
	c.prefix = c.itemPrefix()
	if c.depth == 0 {
		c.prefix = "- "
	}
	c.pos = q
	if label != "" {
		c.appendRaw(label+" ", start)
	}
}

// ownerCommand reads name, at start with its arguments from p, when it is
// a command that names the CV's owner (\name, \author), and reports
// whether it was.
func (c *texConv) ownerCommand(name string, start, p int) bool {
	n, ok := texOwnerCmds[name]
	if !ok {
		return false
	}
	args, q := c.args(p, n)
	if len(args) != n && !(name == "name" && len(args) == 1) {
		return false
	}
	var parts []string
	for _, a := range args {
		parts = append(parts, tex.Decode(a))
	}
	if owner := strings.Join(strings.Fields(strings.Join(parts, " ")), " "); owner != "" && len(strings.Fields(owner)) <= 6 {
		c.flush()
		started := c.started
		c.started = true
		c.add("", c.lineAt(start))
		c.add("# "+owner, c.lineAt(start))
		c.started = started
	}
	c.pos = q
	return true
}

// blockCommand reads name, at start with its arguments from p, when it is
// a sectioning command or an entry macro of a CV class, and reports
// whether it was.
func (c *texConv) blockCommand(name string, start, p int) bool {
	if texHeadingName(name) && !texInlineCmds[name] {
		args, q := c.args(p, 1)
		if len(args) == 1 {
			c.heading(name, args[0], start)
			c.pos = q
			return true
		}
	}
	if _, skip := tex.SkipArgs[name]; !skip && !texInlineCmds[name] {
		args, q := c.args(p, 9)
		if len(args) >= 3 || len(args) == 2 && (strings.HasPrefix(name, "cv") || strings.HasSuffix(name, "item") || strings.HasSuffix(name, "entry")) {
			c.entry(args, start)
			c.pos = q
			return true
		}
	}
	return false
}

// bareEntry reports whether the \entry at p is curve's, an item with an
// optional [label] and no brace arguments ("\entry*[2019] Text"), rather
// than a macro with arguments.
func (c *texConv) bareEntry(p int) bool {
	j := p
	for j < len(c.src) && (c.src[j] == ' ' || c.src[j] == '\t') {
		j++
	}
	if j < len(c.src) && c.src[j] == '[' {
		if k := strings.IndexByte(c.src[j:], ']'); k >= 0 {
			j += k + 1
		}
	}
	for j < len(c.src) && (c.src[j] == ' ' || c.src[j] == '\t' || c.src[j] == '\n') {
		j++
	}
	return j >= len(c.src) || c.src[j] != '{'
}

// heading emits a section heading.
func (c *texConv) heading(name, arg string, at int) {
	c.flush()
	text := markup.StripMarks(tex.DecodeMarked(arg))
	if text == "" {
		return
	}
	level := 1
	if strings.HasPrefix(name, "sub") {
		level = 2 + strings.Count(name, "sub") - 1
	}
	c.lastHeading = text
	if c.started {
		c.add("", c.lineAt(at))
		c.add(strings.Repeat("#", min(level, 6))+" "+text, c.lineAt(at))
		c.add("", c.lineAt(at))
	}
}

// environment handles \begin{env} (open) and \end{env}.
func (c *texConv) environment(env string, open bool) {
	base := strings.TrimSuffix(env, "*")
	switch {
	case env == "document":
		c.flush()
		c.started = open
	case texSkipEnvs[env] && open:
		end := strings.Index(c.src[c.pos:], "\\end{"+env+"}")
		if end < 0 {
			c.pos = len(c.src)
			return
		}
		c.pos += end + len("\\end{"+env+"}")
	case texListEnvs[env] || texListEnvs[base]:
		c.flush()
		if open {
			c.depth++
			// enumerate's [label=...] and thebibliography's {99}.
			j := c.pos
			for j < len(c.src) && (c.src[j] == ' ' || c.src[j] == '\t') {
				j++
			}
			if j < len(c.src) && c.src[j] == '[' {
				if k := strings.IndexByte(c.src[j:], ']'); k >= 0 {
					c.pos = j + k + 1
				}
			}
			if env == "thebibliography" {
				_, c.pos = c.args(c.pos, 1)
			}
		} else if c.depth > 0 {
			c.depth--
		}
	case strings.HasSuffix(strings.ToLower(base), "rubric") || strings.HasSuffix(strings.ToLower(base), "section"):
		c.flush()
		if open {
			args, q := c.args(c.pos, 1)
			if len(args) == 1 {
				c.heading("section", args[0], q-1)
				c.pos = q
			}
		}
	default:
		if strings.HasPrefix(base, "tabular") || base == "longtable" || base == "tabularx" {
			c.flush()
			if open {
				c.tabular++
				if base == "tabularx" || base == "tabular" && strings.HasSuffix(env, "*") {
					_, c.pos = c.args(c.pos, 1) // the width
				}
				_, c.pos = c.args(c.pos, 1) // the column spec
				return
			}
			c.tabular = max(c.tabular-1, 0)
			return
		}
		if open {
			// Layout arguments: \begin{minipage}{0.5\textwidth},
			// \begin{tabular}{ll}.
			args, q := c.args(c.pos, 2)
			for _, a := range args {
				if strings.ContainsAny(a, " \t") {
					return
				}
			}
			c.pos = q
		}
	}
}

// Kinds of a macro argument.
const (
	argOther = iota
	argDate
	argByline
	argTitle
	argVenue
	argList
)

// entry emits an entry macro's arguments as one list item, in reading
// order: byline, quoted title, venue and date; arguments holding a list
// become nested items.
func (c *texConv) entry(args []string, at int) {
	c.flush()
	as := entryArgs(args)
	var parts []string
	if byline := orderArgs(as); byline >= 0 {
		parts = citationParts(as)
	} else {
		parts = rowParts(as)
	}
	text := strings.TrimRight(strings.Join(parts, " "), ",")
	prefix := c.itemPrefix()
	if text != "" && c.started {
		c.add(prefix+escapeLineStart(text), c.lineAt(at))
	}
	for _, a := range as {
		if a.kind != argList {
			continue
		}
		sub := LaTeX(a.raw)
		for _, l := range sub.Lines {
			if strings.TrimSpace(l.Text) == "" || !c.started {
				continue
			}
			c.add(strings.Repeat(" ", len(prefix))+l.Text, c.lineAt(at)+l.Source-1)
		}
	}
	c.add("", c.lineAt(at))
}

// entryArg is an argument of an entry macro, as written and decoded, and
// what it looks like (argList, argDate, argByline, ...).
type entryArg struct {
	raw, text string
	kind      int
}

// entryArgs decodes the arguments of an entry macro and tells what each
// looks like, leaving out empty ones.
func entryArgs(args []string) []entryArg {
	var as []entryArg
	for _, a := range args {
		if strings.Contains(a, "\\item") {
			as = append(as, entryArg{raw: a, kind: argList})
			continue
		}
		t := tex.DecodeMarked(a)
		if strings.TrimSpace(markup.StripMarks(t)) == "" {
			continue
		}
		k := argOther
		plain := markup.StripMarks(t)
		switch {
		case isTexDateArg(plain) && (hasTexYear(plain) || hasTexShortYear(plain)):
			k = argDate
		case looksLikeByline(plain):
			k = argByline
		}
		as = append(as, entryArg{raw: a, text: t, kind: k})
	}
	return as
}

// orderArgs returns the index of the first byline of as, -1 for none.
// With a byline, the other argument that reads most as a title is the
// title, and the rest are the venue.
func orderArgs(as []entryArg) int {
	byline, title := -1, -1
	for i, a := range as {
		if a.kind == argByline && byline < 0 {
			byline = i
		}
	}
	if byline < 0 {
		return byline
	}
	best := -1.0
	for i, a := range as {
		if a.kind != argOther {
			continue
		}
		if s := titleScore(markup.StripMarks(a.text)); s > best {
			best, title = s, i
		}
	}
	if title >= 0 {
		as[title].kind = argTitle
	}
	for i := range as {
		if as[i].kind == argOther {
			as[i].kind = argVenue
		}
	}
	return byline
}

// citationParts writes the arguments of a publication entry in the order
// of a citation: byline, “title,” venue, date.
func citationParts(as []entryArg) []string {
	var parts []string
	add := func(kind int, f func(string) string) {
		for _, a := range as {
			if a.kind == kind {
				parts = append(parts, f(strings.TrimSpace(a.text)))
			}
		}
	}
	add(argByline, func(s string) string { return strings.TrimRight(s, ".,; ") + "." })
	add(argTitle, func(s string) string { return "“" + strings.TrimRight(s, ". ") + ".”" })
	add(argVenue, func(s string) string { return strings.TrimRight(s, ". ") + "," })
	add(argDate, func(s string) string { return texDateText(s) + "." })
	return parts
}

// rowParts writes the arguments of a CV row (a degree, a position): its
// texts in order, the date last, as "Degree, School, 2015 – 2018" reads.
func rowParts(as []entryArg) []string {
	var parts []string
	rest := ""
	for _, a := range as {
		if a.kind != argDate && a.kind != argList {
			t := strings.TrimRight(strings.TrimSpace(a.text), ",;")
			rest += " " + markup.StripMarks(t)
			if !strings.HasSuffix(markup.StripMarks(t), ".") {
				t += ","
			}
			parts = append(parts, t)
		}
	}
	for _, a := range as {
		// The date, unless the text gives it already ("\cvitem{2019}{...
		// (2019). Title ...}"), after the third text (moderncv's degree,
		// school and city), before grades and descriptions.
		if d := texDateText(strings.TrimSpace(a.text)); a.kind == argDate && !strings.Contains(rest, d) {
			at := min(len(parts), 3)
			parts = append(parts[:at], append([]string{strings.ReplaceAll(d, "–", " – ") + ","}, parts[at:]...)...)
		}
	}
	return parts
}

// texDateText turns a CV date column into years: "09/18" is 2018,
// "10/15-08/18" is 2015–2018; other dates are kept.
func texDateText(s string) string {
	if hasTexYear(s) {
		return s
	}
	out := texShortYears(s)
	return strings.ReplaceAll(strings.ReplaceAll(out, " - ", "–"), "-", "–")
}

// looksLikeByline reports whether s reads as a list of names: pieces
// split at ";" or ","/"and" that are each a few capitalised words, with
// initials or several names.
func looksLikeByline(s string) bool {
	s = strings.TrimSpace(strings.TrimRight(s, "."))
	if s == "" || strings.ContainsAny(s, ":?!\"“”") {
		return false
	}
	var pieces []string
	if strings.Contains(s, ";") {
		pieces = strings.Split(s, ";")
	} else {
		for _, p := range strings.Split(s, ",") {
			pieces = append(pieces, strings.Split(p, " and ")...)
		}
	}
	people := 0
	for _, p := range pieces {
		p = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(p), "and "))
		if p == "" {
			continue
		}
		words := strings.Fields(p)
		if len(words) > 5 {
			return false
		}
		for _, w := range words {
			r := []rune(strings.TrimLeft(w, "{(\\*"))
			if len(r) > 0 && unicode.IsLower(r[0]) && !namelist.IsParticle(w) && w != "and" && w != "et" && w != "al." {
				return false
			}
			if len(r) > 0 && unicode.IsDigit(r[0]) {
				return false
			}
		}
		people++
	}
	return people >= 3 || people >= 1 && hasInitial(s) || strings.Contains(s, ";") && people >= 2
}

// titleScore rates how much s reads as a title rather than a venue: long
// runs of words, few digits.
func titleScore(s string) float64 {
	words := len(strings.Fields(s))
	digits := 0
	for _, r := range s {
		if unicode.IsDigit(r) {
			digits++
		}
	}
	return float64(words) - 0.5*float64(digits)
}

// texCiteCmds are biblatex's and natbib's citation commands: \fullcite
// prints the whole entry where it stands, the others only mark it cited.
var texCiteCmds = wordset.Of("fullcite footfullcite cite cites citep citet parencite textcite autocite footcite nocite supercite smartcite")

// skipOptional returns the offset after the [options] at p, if any.
func (c *texConv) skipOptional(p int) int {
	j := p
	for j < len(c.src) && (c.src[j] == ' ' || c.src[j] == '\t' || c.src[j] == '*') {
		j++
	}
	for j < len(c.src) && c.src[j] == '[' {
		k := strings.IndexByte(c.src[j:], ']')
		if k < 0 {
			break
		}
		p = j + k + 1
		j = p
		for j < len(c.src) && (c.src[j] == ' ' || c.src[j] == '\t') {
			j++
		}
	}
	return p
}

// cite reads a citation command, name, at start with its arguments from
// p: a \fullcite is an entry of its own where it stands, the others mark
// their keys cited and leave no text.
func (c *texConv) cite(name string, start, p int) {
	args, q := c.args(c.skipOptional(p), 1)
	c.pos = q
	if len(args) == 0 {
		return
	}
	var keys []string
	for k := range strings.SplitSeq(args[0], ",") {
		if k = strings.TrimSpace(k); k != "" {
			keys = append(keys, k)
		}
	}
	switch name {
	case "fullcite", "footfullcite":
		for _, k := range keys {
			c.cites.Full = append(c.cites.Full, Cite{Key: k, Heading: c.lastHeading, Line: c.lineAt(start)})
		}
	default:
		for _, k := range keys {
			if k == "*" {
				c.cites.All = true
			} else {
				c.cites.Keys = append(c.cites.Keys, k)
			}
		}
	}
}

// fileContents keeps the body of a filecontents environment, env, whose
// file name argument follows c.pos, as a Block of the original source
// (a "%" in a BibTeX field is no comment), and moves past its end.
func (c *texConv) fileContents(env string) {
	args, q := c.args(c.skipOptional(c.pos), 1)
	file := ""
	if len(args) == 1 {
		file = strings.TrimSpace(args[0])
	}
	closer := "\\end{" + env + "}"
	end := strings.Index(c.src[q:], closer)
	stop := len(c.src)
	if end >= 0 {
		stop = q + end
	}
	// The body's lines: from the line after the \begin to the line of
	// the \end, as filecontents writes them.
	first, last := c.lineAt(q)+1, c.lineAt(stop)
	lines := strings.Split(c.orig, "\n")
	if last-1 > len(lines) {
		last = len(lines) + 1
	}
	if first <= last-1 {
		c.bib = append(c.bib, Block{File: file, Text: strings.Join(lines[first-1:last-1], "\n") + "\n", Line: first})
	}
	c.pos = min(stop+len(closer), len(c.src))
}

// bibIncludes returns the \bibliography and \addbibresource includes
// less those naming a filecontents file, which the document carries:
// such a \bibliography prints the entries.
func (c *texConv) bibIncludes() []Include {
	if len(c.bib) == 0 {
		return c.includes
	}
	carried := map[string]bool{}
	for _, b := range c.bib {
		carried[strings.TrimSuffix(b.File, ".bib")] = true
	}
	var out []Include
	for _, inc := range c.includes {
		isBib := inc.Cmd == "bibliography" || inc.Cmd == "addbibresource"
		if isBib && carried[strings.TrimSuffix(inc.File, ".bib")] {
			if inc.Cmd == "bibliography" {
				c.cites.Prints = append(c.cites.Prints, Print{Line: inc.Line})
			}
			continue
		}
		out = append(out, inc)
	}
	return out
}

// printBibliography reads \printbibliography at start, its options from
// p: "title={Refereed papers}, type=inproceedings, keyword=own".
func (c *texConv) printBibliography(start, p int) {
	pr := Print{Line: c.lineAt(start), Heading: c.lastHeading}
	q := c.skipOptional(p)
	opts := strings.TrimSpace(c.src[p:q])
	opts = strings.TrimSuffix(strings.TrimPrefix(strings.TrimLeft(opts, "*"), "["), "]")
	for _, kv := range tex.SplitTopLevel(opts, tex.CommaAt) {
		k, v, _ := strings.Cut(kv, "=")
		v = strings.TrimSpace(v)
		v = strings.TrimSuffix(strings.TrimPrefix(v, "{"), "}")
		switch strings.TrimSpace(k) {
		case "title":
			if t := markup.StripMarks(tex.DecodeMarked(v)); t != "" {
				pr.Heading = t
			}
		case "type":
			pr.Type = v
		case "keyword":
			pr.Keyword = v
		case "notkeyword":
			pr.NotKeyword = v
		}
	}
	c.cites.Prints = append(c.cites.Prints, pr)
	c.pos = q
}
