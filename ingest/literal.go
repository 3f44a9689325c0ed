package ingest

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// Data literals. Sites and documents keep publication lists as data
// written in code: a TypeScript or JavaScript module exporting an array
// of objects, a Typst dictionary, an R list() or a Python list of dicts.
//
//	export const papers = [
//	  { title: "A Study of Lakes", authors: ["Jane Doe", "Al Roe"], year: 2021 },
//	]
//	#let papers = ((title: "A Study of Lakes", venue: [_Limnology_]),)
//	papers <- list(list(title = "A Study of Lakes", year = 2021))
//	papers <- tribble(~title, ~year, "A Study of Lakes", 2021)
//	papers <- data.frame(title = c("A Study of Lakes"), year = c(2021))
//
// Tables written by rows under one-sided formula headers (R's tribble)
// or by columns (data.frame, tibble, pandas' DataFrame) become a
// sequence of one mapping per row, as a list of records would be.
// parseLiterals reads every bracketed collection of such a source into a
// tree of yaml nodes (objects and named arguments become mappings, arrays
// and vectors sequences, strings and numbers scalars) with the line and
// column of each value, so that the record finder of generic.go reads
// them as it reads YAML. Anything that is not a literal (expressions,
// types, function bodies) is passed over; the parser never fails.

// literalLang tells the few ways the languages differ.
type literalLang int

const (
	langJS     literalLang = iota // JavaScript, TypeScript, JSON5: // and /* */ comments, [ ] arrays
	langTypst                     // Typst: // comments, ( ) arrays and dictionaries, [ ] content
	langR                         // R: # comments, key = value, list( ) and c( )
	langPython                    // Python: # comments, dict(key=value)
)

// literalLangOf returns the language of a file by its extension, and
// whether it is one that keeps data literals.
func literalLangOf(name string) (literalLang, bool) {
	ext := strings.ToLower(name)
	if i := strings.LastIndexByte(ext, '.'); i >= 0 {
		ext = ext[i:]
	} else {
		return 0, false
	}
	switch ext {
	case ".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".tsx", ".json5", ".vue", ".svelte":
		return langJS, true
	case ".typ":
		return langTypst, true
	case ".r", ".rmd", ".qmd":
		return langR, true
	case ".py":
		return langPython, true
	}
	return 0, false
}

// litParser is the state of one parseLiterals call.
type litParser struct {
	src  string
	lang literalLang
	i    int
	// line and lineStart track the position of i.
	line, lineStart int
	depth           int
}

// maxLiteralDepth bounds nesting, so hostile input cannot exhaust the
// stack.
const maxLiteralDepth = 200

// parseLiterals returns a sequence node holding every top-level
// collection of src that has at least one element.
func parseLiterals(src string, lang literalLang) *yaml.Node {
	root, _ := parseLiteralSpans(src, lang)
	return root
}

// lineSpan is a range of lines, from and to included (from 1).
type lineSpan struct{ from, to int }

// parseLiteralSpans is parseLiterals that also returns the lines each
// top-level collection spans, from its opening bracket to its closing
// one, in order.
func parseLiteralSpans(src string, lang literalLang) (*yaml.Node, []lineSpan) {
	p := &litParser{src: src, lang: lang, line: 1}
	root := &yaml.Node{Kind: yaml.SequenceNode, Line: 1, Column: 1}
	var spans []lineSpan
	for p.i < len(p.src) {
		if p.skipSpaceComments() {
			continue
		}
		c := p.src[p.i]
		switch {
		case c == '{' || c == '[' || c == '(':
			from := p.line
			if n := p.collection(); n != nil && len(n.Content) > 0 {
				root.Content = append(root.Content, n)
				spans = append(spans, lineSpan{from, p.line})
			}
		case c == '"' || c == '\'' || c == '`':
			p.str()
		default:
			p.advance(1)
		}
	}
	return root, spans
}

// advance moves i on by n bytes, counting lines.
func (p *litParser) advance(n int) {
	for k := 0; k < n && p.i < len(p.src); k++ {
		if p.src[p.i] == '\n' {
			p.line++
			p.lineStart = p.i + 1
		}
		p.i++
	}
}

func (p *litParser) col() int { return p.i - p.lineStart + 1 }

// skipSpaceComments passes white space and comments at i and reports
// whether it passed anything.
func (p *litParser) skipSpaceComments() bool {
	start := p.i
	for p.i < len(p.src) {
		c := p.src[p.i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			p.advance(1)
		case (p.lang == langJS || p.lang == langTypst) && strings.HasPrefix(p.src[p.i:], "//"):
			p.skipLine()
		case (p.lang == langJS || p.lang == langTypst) && strings.HasPrefix(p.src[p.i:], "/*"):
			end := strings.Index(p.src[p.i+2:], "*/")
			if end < 0 {
				p.advance(len(p.src) - p.i)
			} else {
				p.advance(end + 4)
			}
		case (p.lang == langR || p.lang == langPython) && c == '#':
			p.skipLine()
		default:
			return p.i > start
		}
	}
	return p.i > start
}

func (p *litParser) skipLine() {
	if j := strings.IndexByte(p.src[p.i:], '\n'); j >= 0 {
		p.advance(j)
	} else {
		p.advance(len(p.src) - p.i)
	}
}

// closer returns the bracket that closes open.
func closer(open byte) byte {
	switch open {
	case '{':
		return '}'
	case '[':
		return ']'
	}
	return ')'
}

// collection parses the collection opening at i: its elements separated
// by commas (or semicolons), each a value or "key: value" / "key =
// value". It returns a mapping when any element has a key, else a
// sequence. A Typst "[...]" is content, returned as a scalar.
func (p *litParser) collection() *yaml.Node {
	open := p.src[p.i]
	if p.lang == langTypst && open == '[' {
		return p.content()
	}
	node := &yaml.Node{Line: p.line, Column: p.col()}
	frame := open == '(' && isFrameCall(p.callName())
	p.advance(1)
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > maxLiteralDepth {
		p.skipBalanced(open)
		return nil
	}
	end := closer(open)
	var keys, vals []*yaml.Node
	keyed := false
	for p.i < len(p.src) {
		p.skipSpaceComments()
		if p.i >= len(p.src) {
			break
		}
		c := p.src[p.i]
		if c == end {
			p.advance(1)
			break
		}
		if c == ',' || c == ';' {
			p.advance(1)
			continue
		}
		if c == '}' || c == ']' || c == ')' {
			// A bracket that does not close this collection: unbalanced
			// input; stop here and let the caller go on.
			break
		}
		k, v := p.element(end)
		if k != nil {
			keyed = true
		}
		if v == nil && (p.lang != langR || k != nil) {
			continue
		}
		// An R value read as nothing keeps its place (nil), so that a
		// tribble's cells stay under their headers; dropped below
		// otherwise.
		keys = append(keys, k)
		vals = append(vals, v)
	}
	return shapeCollection(node, keys, vals, keyed, frame)
}

// shapeCollection makes the node of a parsed collection: a mapping of
// its keyed elements when any has a key, else a sequence; a table
// written by rows (tribble) or, when frame is set (the bracket opens a
// data frame call), by columns becomes a sequence of rows.
func shapeCollection(node *yaml.Node, keys, vals []*yaml.Node, keyed, frame bool) *yaml.Node {
	if keyed {
		node.Kind = yaml.MappingNode
		for i, v := range vals {
			if keys[i] == nil || v == nil {
				continue
			}
			node.Content = append(node.Content, keys[i], v)
		}
		if frame {
			if rows := columnRows(node); rows != nil {
				return rows
			}
		}
		return node
	}
	if rows := tribbleRows(vals, node.Line, node.Column); rows != nil {
		return rows
	}
	vals = slices.DeleteFunc(vals, func(v *yaml.Node) bool { return v == nil || v.Tag == formulaTag })
	if frame && len(vals) == 1 && vals[0].Kind == yaml.MappingNode {
		// pandas: DataFrame({"title": [...], "year": [...]}).
		if rows := columnRows(vals[0]); rows != nil {
			return rows
		}
	}
	node.Kind = yaml.SequenceNode
	node.Content = vals
	return node
}

// element parses one element of a collection up to the next separator
// or end: "key: value", "key = value" or a value.
func (p *litParser) element(end byte) (key, val *yaml.Node) {
	line, col := p.line, p.col()
	if k, ok := p.key(); ok {
		key = &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: k, Line: line, Column: col}
	}
	val = p.value(end)
	return key, val
}

// key reads "name:" or "name =" (or a quoted name) at i, leaving i after
// the separator; when there is no key it leaves i where it was.
func (p *litParser) key() (string, bool) {
	save, saveLine, saveStart := p.i, p.line, p.lineStart
	restore := func() (string, bool) {
		p.i, p.line, p.lineStart = save, saveLine, saveStart
		return "", false
	}
	var k string
	switch c := p.src[p.i]; {
	case c == '"' || c == '\'':
		s, ok := p.str()
		if !ok {
			return restore()
		}
		k = s
	case c == '~' && p.lang == langR:
		return restore()
	default:
		j := p.i
		for j < len(p.src) {
			r, size := utf8.DecodeRuneInString(p.src[j:])
			if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '$' || r == '-' && p.lang == langTypst || r == '.' && p.lang == langR) {
				break
			}
			j += size
		}
		if j == p.i {
			return restore()
		}
		k = p.src[p.i:j]
		p.advance(j - p.i)
	}
	// TypeScript's optional key "venue?:".
	if p.i < len(p.src) && p.src[p.i] == '?' {
		p.advance(1)
	}
	for p.i < len(p.src) && (p.src[p.i] == ' ' || p.src[p.i] == '\t') {
		p.advance(1)
	}
	if p.i >= len(p.src) {
		return restore()
	}
	switch c := p.src[p.i]; {
	case c == ':' && !strings.HasPrefix(p.src[p.i:], "::"):
		p.advance(1)
		return k, true
	case c == '=' && (p.lang == langR || p.lang == langPython) && !strings.HasPrefix(p.src[p.i:], "=="):
		p.advance(1)
		return k, true
	}
	return restore()
}

// value parses a value: a string, a number, a collection, a call whose
// arguments are a collection (list(...), c(...), dict(...)), or an
// expression, which is skipped to the next separator and read as nil.
func (p *litParser) value(end byte) *yaml.Node {
	p.skipSpaceComments()
	if p.i >= len(p.src) {
		return nil
	}
	line, col := p.line, p.col()
	var node *yaml.Node
	c := p.src[p.i]
	switch {
	case isQuote(c):
		s, ok := p.concatenated()
		if !ok {
			return nil
		}
		node = &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s, Line: line, Column: col}
	case c == '{' || c == '[' || c == '(':
		node = p.collection()
	case c == '~' && p.lang == langR:
		node = p.formula(line, col)
	case c == '-' || c == '.' || c >= '0' && c <= '9':
		node = p.number(line, col)
	default:
		node = p.word(line, col)
	}
	// Whatever follows up to the separator is an expression's rest
	// ("as const", a type annotation, "+ 1"): skipped.
	p.skipExpression(end)
	return node
}

// isQuote reports whether c opens a string literal.
func isQuote(c byte) bool { return c == '"' || c == '\'' || c == '`' }

// concatenated reads the string literal at i and any joined to it by "+"
// ("a" + "b"), and returns their text.
func (p *litParser) concatenated() (string, bool) {
	s, ok := p.str()
	if !ok {
		return "", false
	}
	for {
		save, saveLine, saveStart := p.i, p.line, p.lineStart
		p.skipSpaceComments()
		if p.i < len(p.src) && p.src[p.i] == '+' {
			p.advance(1)
			p.skipSpaceComments()
			if p.i < len(p.src) && isQuote(p.src[p.i]) {
				if more, ok := p.str(); ok {
					s += more
					continue
				}
			}
		}
		p.i, p.line, p.lineStart = save, saveLine, saveStart
		return s, true
	}
}

// number reads the number at i, which starts at line and col; it returns
// nil for a run of number characters that is no number.
func (p *litParser) number(line, col int) *yaml.Node {
	j := p.i
	for j < len(p.src) && strings.IndexByte("0123456789.-+eE_xXabcdefABCDEFL", p.src[j]) >= 0 {
		j++
	}
	text := p.src[p.i:j]
	p.advance(j - p.i)
	if _, err := strconv.ParseFloat(strings.TrimSuffix(strings.ReplaceAll(text, "_", ""), "L"), 64); err != nil {
		return nil
	}
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strings.TrimSuffix(text, "L"), Line: line, Column: col}
}

// word reads the identifier at i, which starts at line and col: a
// boolean or null constant, a call with literal arguments, or the start
// of an expression (nil).
func (p *litParser) word(line, col int) *yaml.Node {
	j := p.i
	for j < len(p.src) {
		r, size := utf8.DecodeRuneInString(p.src[j:])
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '$' || r == '.' || r == '#' && j == p.i ||
			r == ':' && p.lang == langR && strings.HasPrefix(p.src[j:], "::")) {
			break
		}
		if r == ':' {
			size = 2 // R's "pkg::fn"
		}
		j += size
	}
	word := p.src[p.i:j]
	p.advance(max(j-p.i, 1))
	switch strings.TrimPrefix(word, "#") {
	case "true", "TRUE", "True", "false", "FALSE", "False":
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: strings.ToLower(word), Line: line, Column: col}
	case "null", "NULL", "None", "undefined", "NA", "none":
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Line: line, Column: col}
	}
	if word != "" && p.i < len(p.src) && (p.src[p.i] == '(' || p.src[p.i] == '{' && p.lang == langJS) {
		return p.collection()
	}
	return nil
}

// formulaTag marks an R one-sided formula, "~title": a tribble's column
// header. It never leaves the parser.
const formulaTag = "!formula"

// formula reads the one-sided formula at i ("~title", "~`First author`")
// as a scalar of its name.
func (p *litParser) formula(line, col int) *yaml.Node {
	p.advance(1)
	for p.i < len(p.src) && (p.src[p.i] == ' ' || p.src[p.i] == '\t') {
		p.advance(1)
	}
	if p.i < len(p.src) && p.src[p.i] == '`' {
		if s, ok := p.str(); ok {
			return &yaml.Node{Kind: yaml.ScalarNode, Tag: formulaTag, Value: s, Line: line, Column: col}
		}
		return nil
	}
	j := p.i
	for j < len(p.src) {
		r, size := utf8.DecodeRuneInString(p.src[j:])
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '.') {
			break
		}
		j += size
	}
	name := p.src[p.i:j]
	p.advance(j - p.i)
	if name == "" {
		return nil
	}
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: formulaTag, Value: name, Line: line, Column: col}
}

// callName returns the name of the function called by the bracket at
// i, "data.frame" in "data.frame(", or "".
func (p *litParser) callName() string {
	j := p.i
	for j > 0 {
		r, size := utf8.DecodeLastRuneInString(p.src[:j])
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '.' || r == ':') {
			break
		}
		j -= size
	}
	return p.src[j:p.i]
}

// isFrameCall reports whether name builds a table from columns: R's
// data.frame and tibble (of any package), pandas' DataFrame.
func isFrameCall(name string) bool {
	if i := strings.LastIndexAny(name, ":."); i >= 0 && name != "data.frame" {
		name = name[i+1:]
	}
	switch name {
	case "data.frame", "data_frame", "tibble", "data.table", "DataFrame":
		return true
	}
	return false
}

// columnRows turns a table written by columns, a mapping of column name
// to a sequence of cells, into a sequence of one mapping per row. A lone
// scalar is recycled to every row, as R does ("stringsAsFactors =
// FALSE"). It returns nil unless there are two columns or more, one of
// them a sequence, every column holds scalars only and the sequences
// have one length.
func columnRows(m *yaml.Node) *yaml.Node {
	if m.Kind != yaml.MappingNode || len(m.Content) < 4 {
		return nil
	}
	n := 0
	for i := 1; i < len(m.Content); i += 2 {
		v := m.Content[i]
		switch v.Kind {
		case yaml.ScalarNode:
			continue
		case yaml.SequenceNode:
		default:
			return nil
		}
		for _, c := range v.Content {
			if c.Kind != yaml.ScalarNode {
				return nil
			}
		}
		if n > 0 && len(v.Content) != n || len(v.Content) == 0 {
			return nil
		}
		n = len(v.Content)
	}
	if n == 0 {
		return nil
	}
	seq := &yaml.Node{Kind: yaml.SequenceNode, Line: m.Line, Column: m.Column}
	for r := 0; r < n; r++ {
		row := &yaml.Node{Kind: yaml.MappingNode}
		for i := 1; i < len(m.Content); i += 2 {
			cell := m.Content[i]
			if cell.Kind == yaml.SequenceNode {
				cell = cell.Content[r]
				if row.Line == 0 {
					row.Line, row.Column = cell.Line, cell.Column
				}
			}
			row.Content = append(row.Content, m.Content[i-1], cell)
		}
		seq.Content = append(seq.Content, row)
	}
	return seq
}

// tribbleRows reads the elements of an R call written by rows, as
// tribble() writes a table: one-sided formulas name the columns, then
// the cells follow row by row. It returns a sequence of one mapping per
// whole row (a cell read as nothing is null), or nil when vals does not
// open with formulas or holds less than one row.
func tribbleRows(vals []*yaml.Node, line, col int) *yaml.Node {
	cols := 0
	for cols < len(vals) && vals[cols] != nil && vals[cols].Tag == formulaTag {
		cols++
	}
	if cols == 0 || len(vals)-cols < cols {
		return nil
	}
	seq := &yaml.Node{Kind: yaml.SequenceNode, Line: line, Column: col}
	cells := vals[cols:]
	for r := 0; r+cols <= len(cells); r += cols {
		row := &yaml.Node{Kind: yaml.MappingNode}
		for c := 0; c < cols; c++ {
			v := cells[r+c]
			if v == nil || v.Tag == formulaTag {
				// A cell read as nothing (an expression, NA_character_)
				// is null, placed after the cell before it.
				v = &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Line: row.Line, Column: row.Column}
				if r+c > 0 && cells[r+c-1] != nil {
					v.Line, v.Column = cells[r+c-1].Line, cells[r+c-1].Column
				}
			}
			if row.Line == 0 && v.Line > 0 {
				row.Line, row.Column = v.Line, v.Column
			}
			h := vals[c]
			row.Content = append(row.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: h.Value, Line: h.Line, Column: h.Column}, v)
		}
		seq.Content = append(seq.Content, row)
	}
	return seq
}

// skipExpression moves i to the next ',' ';' or closing bracket at this
// level, passing strings and nested brackets.
func (p *litParser) skipExpression(end byte) {
	for p.i < len(p.src) {
		if p.skipSpaceComments() {
			continue
		}
		c := p.src[p.i]
		switch {
		case c == ',' || c == ';' || c == end || c == '}' || c == ']' || c == ')':
			return
		case c == '"' || c == '\'' || c == '`':
			if _, ok := p.str(); !ok {
				p.advance(1)
			}
		case c == '{' || c == '[' || c == '(':
			p.skipBalanced(c)
		default:
			p.advance(1)
		}
	}
}

// skipBalanced passes the bracketed text opening at i.
func (p *litParser) skipBalanced(open byte) {
	stack := []byte{closer(open)}
	p.advance(1)
	for p.i < len(p.src) && len(stack) > 0 {
		if p.skipSpaceComments() {
			continue
		}
		c := p.src[p.i]
		switch {
		case c == '"' || c == '\'' || c == '`':
			if _, ok := p.str(); !ok {
				p.advance(1)
			}
			continue
		case c == '{' || c == '[' || c == '(':
			stack = append(stack, closer(c))
		case c == stack[len(stack)-1]:
			stack = stack[:len(stack)-1]
		}
		p.advance(1)
	}
}

// content reads Typst content in square brackets, "[_A Journal_]", as a
// scalar of its text with markup kept (the record reader renders it).
func (p *litParser) content() *yaml.Node {
	line, col := p.line, p.col()
	start := p.i + 1
	depth := 0
	for p.i < len(p.src) {
		c := p.src[p.i]
		switch {
		case c == '\\':
			p.advance(2)
			continue
		case c == '[':
			depth++
		case c == ']':
			depth--
			if depth == 0 {
				text := p.src[start:p.i]
				p.advance(1)
				return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: typstText(text), Line: line, Column: col}
			}
		}
		p.advance(1)
	}
	return nil
}

// str reads the string literal opening at i and returns its value. A
// string left open reads to the end of its line (or of the input for a
// template literal) and reports false.
func (p *litParser) str() (string, bool) {
	q := p.src[p.i]
	p.advance(1)
	var b strings.Builder
	for p.i < len(p.src) {
		c := p.src[p.i]
		switch {
		case c == q:
			p.advance(1)
			return b.String(), true
		case c == '\n' && q != '`' && p.lang != langR && p.lang != langPython:
			return b.String(), false
		case c == '\\' && p.i+1 < len(p.src):
			n := p.src[p.i+1]
			switch n {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case 'u':
				if r, size := unicodeEscape(p.src[p.i+2:]); size > 0 {
					b.WriteRune(r)
					p.advance(2 + size)
					continue
				}
				b.WriteByte('u')
			case '\n':
			default:
				b.WriteByte(n)
			}
			p.advance(2)
		default:
			b.WriteByte(c)
			p.advance(1)
		}
	}
	return b.String(), false
}

// unicodeEscape reads the hex digits of "\uXXXX" or "\u{X...}" after the
// "\u", returning the rune and how many bytes it read.
func unicodeEscape(s string) (rune, int) {
	if strings.HasPrefix(s, "{") {
		end := strings.IndexByte(s, '}')
		if end < 2 || end > 9 {
			return 0, 0
		}
		v, err := strconv.ParseUint(s[1:end], 16, 32)
		if err != nil || !utf8.ValidRune(rune(v)) {
			return 0, 0
		}
		return rune(v), end + 1
	}
	if len(s) < 4 {
		return 0, 0
	}
	v, err := strconv.ParseUint(s[:4], 16, 32)
	if err != nil || !utf8.ValidRune(rune(v)) {
		return 0, 0
	}
	return rune(v), 4
}

// typstText renders Typst markup of a content block or line as the
// markdown the record and CV readers know: #link("u")[text] becomes
// [text](u), emphasis stays, #footnote[...] and other function calls
// are dropped, "\#" becomes "#".
func typstText(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s):
			b.WriteByte(s[i+1])
			i += 2
		case c == '#':
			j := i + 1
			for j < len(s) && (s[j] == '.' || s[j] == '_' || s[j] == '-' || s[j] < utf8.RuneSelf && (unicode.IsLetter(rune(s[j])) || unicode.IsDigit(rune(s[j])))) {
				j++
			}
			fn := s[i+1 : j]
			var arg string
			if j < len(s) && s[j] == '(' {
				end := matchBracket(s, j)
				arg = s[j+1 : end]
				j = min(end+1, len(s))
			}
			var body string
			hasBody := false
			if j < len(s) && s[j] == '[' {
				end := matchBracket(s, j)
				body, hasBody = s[j+1:end], true
				j = min(end+1, len(s))
			}
			switch {
			case fn == "link":
				u := strings.Trim(strings.TrimSpace(strings.SplitN(arg, ",", 2)[0]), `"`)
				if !hasBody {
					body = u
				}
				// Space that opens the text, a line break after
				// "[", goes before the link: markdown's link text
				// starts on the line of its bracket.
				text := strings.TrimLeft(body, " \t\r\n")
				b.WriteString(body[:len(body)-len(text)] + "[" + typstText(text) + "](" + u + ")")
			case fn == "strong":
				b.WriteString("**" + typstText(body) + "**")
			case fn == "emph":
				b.WriteString("*" + typstText(body) + "*")
			case fn == "footnote" || fn == "" || strings.HasPrefix(fn, "set") || strings.HasPrefix(fn, "show") || fn == "import" || fn == "let" || fn == "metadata":
				// Dropped, but its line breaks kept, so that lines
				// still count as in the source.
				b.WriteString(strings.Repeat("\n", strings.Count(s[i:j], "\n")))
			default:
				if hasBody {
					b.WriteString(typstText(body))
				}
			}
			i = j
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String()
}

// matchBracket returns the index of the bracket closing the one at
// s[open], passing strings, or len(s) when it is not closed.
func matchBracket(s string, open int) int {
	want := closer(s[open])
	depth := 0
	for i := open; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\':
			i++
		case c == '"' && want == ')':
			if j := strings.IndexByte(s[i+1:], '"'); j >= 0 {
				i += j + 1
			}
		case c == s[open]:
			depth++
		case c == want:
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return len(s)
}
