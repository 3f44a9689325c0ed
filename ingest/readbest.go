package ingest

import (
	"bytes"
	"io"
	"regexp"
	"slices"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv"
	"github.com/pubgraph/pubgraph/ingest/cv/convert"
	"github.com/pubgraph/pubgraph/ingest/internal/tex"
	"github.com/pubgraph/pubgraph/internal/norm"
	"github.com/pubgraph/pubgraph/pub"
	"go.yaml.in/yaml/v3"
)

// FormatCode is a source file that keeps data in literals: a TypeScript
// or JavaScript module, a Typst page, an R or Python script.
const FormatCode Format = "code"

func init() {
	Readers[FormatCode] = ReadCode
	Readers[FormatCV] = readCVOrRecords
	Readers[FormatCSL] = readCSLOrRecords
	Readers[FormatHTML] = readHTMLOrRecords
}

// ReadCode reads a source file that keeps a publication list as data
// literals (see parseLiterals): every array of records in it whose
// values look like publications, at any depth. A file without such
// records is read as the text of a page: Typst markup is turned into
// markdown for the CV reader, other code is read by the CV reader as it
// is. The better of the two readings is kept.
func ReadCode(r io.Reader, name string, opt Options, emit pub.Emit) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	src := decodeText(data)
	if strings.TrimSpace(src) == "" {
		return pub.Errorf(pub.Position{File: name}, pub.ErrEmpty, "empty input")
	}
	lang, _ := literalLangOf(name)
	tree, spans := parseLiteralSpans(src, lang)
	literals := func(o Options, e pub.Emit) error {
		return readGenericTree(tree, name, countLines(data), o, e)
	}
	textOf := func(src string) func(Options, pub.Emit) error {
		return func(o Options, e pub.Emit) error {
			if lang == langTypst {
				return readCVSource(typstMarkdown(src), name, o, nil, e)
			}
			return ReadCV(strings.NewReader(src), name, o, e)
		}
	}
	best := readInto(opt, literals)
	if best.err == nil && QualityOf(best.recs).Publications > 0 {
		covered := coveredSpans(spans, best.recs)
		rest := readInto(opt, textOf(blankSpans(src, covered)))
		whole := func() *reading { return readInto(opt, textOf(src)) }
		if c := combineReadings(best, covered, rest, whole, true); c != nil {
			return c.replay(opt, emit)
		}
	}
	if best.poorly() {
		best = better(best, readInto(opt, textOf(src)))
	}
	return best.replay(opt, emit)
}

// typstHeadingRe matches a Typst heading, "= Publications".
var typstHeadingRe = regexp.MustCompile(`(?m)^(=+)\s`)

// typstMarkdown turns a Typst page into markdown, line for line:
// headings, links, emphasis and list items as markdown writes them,
// code lines and footnotes dropped.
func typstMarkdown(src string) string {
	lines := strings.Split(src, "\n")
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "#import") || strings.HasPrefix(t, "#set ") || strings.HasPrefix(t, "#show") || strings.HasPrefix(t, "#let ") || strings.HasPrefix(t, "#metadata") {
			lines[i] = ""
		}
	}
	out := typstText(strings.Join(lines, "\n"))
	out = typstHeadingRe.ReplaceAllStringFunc(out, func(m string) string {
		return strings.Repeat("#", len(strings.TrimSpace(m))) + " "
	})
	// "+ item" is a numbered item.
	return typstEnumRe.ReplaceAllString(out, "${1}1. ")
}

var typstEnumRe = regexp.MustCompile(`(?m)^(\s*)\+\s`)

// readCVOrRecords reads a CV or list in text or markdown with the CV
// reader and, when that reads it poorly, looks for records in its
// template calls' attributes and its tables too (see markupRecords),
// keeping the better reading.
func readCVOrRecords(r io.Reader, name string, opt Options, emit pub.Emit) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	return readCVBest(decodeText(data), name, opt, nil, emit)
}

// readCVBest is readCVOrRecords over decoded text; lineMap is as for
// readCVSource.
func readCVBest(src, name string, opt Options, lineMap []int, emit pub.Emit) error {
	cv := func(o Options, e pub.Emit) error { return readCVSource(src, name, o, lineMap, e) }
	var alts []func(Options, pub.Emit) error
	if mayHoldRecords(src) {
		alts = append(alts, func(o Options, e pub.Emit) error { return readMarkupRecords(src, name, o, e) })
	}
	chunks, chunkSpans := codeChunkLiterals(src)
	if chunks == nil {
		if len(alts) == 0 {
			return cv(opt, emit)
		}
		return readBestIf(opt, emit, true, cv, alts...)
	}
	text := readInto(opt, cv)
	for _, alt := range alts {
		text = better(text, readInto(opt, alt))
	}
	lit := readInto(opt, func(o Options, e pub.Emit) error {
		return readGenericTree(chunks, name, countLines([]byte(src)), o, e)
	})
	if lit.err == nil && QualityOf(lit.recs).Publications > 0 {
		// Code is no prose: the text outside every chunk, whether or
		// not it holds records, is what the page writes by hand.
		rest := readInto(opt, func(o Options, e pub.Emit) error {
			return readCVSource(blankSpans(src, chunkSpans), name, o, lineMap, e)
		})
		if c := combineReadings(lit, chunkSpans, rest, func() *reading { return text }, false); c != nil {
			return c.replay(opt, emit)
		}
	}
	return better(text, lit).replay(opt, emit)
}

// combineReadings reads one file that keeps part of its list as a data
// literal and part as text (a Typst array of articles and a hand-written
// list of chapters below it; a Quarto table in a code chunk and markdown
// items after it). lit is the literal's reading, of the lines in spans;
// rest is the reading of the file's text with those lines blank. When
// rest reads publications whose titles no record of lit has, the file
// is read as both: lit's records, then those publications, with rest's
// owner when lit names none and its other records (positions,
// relations). Where the text reads the literal's lines too (whole, the
// reading of all the file's text) the better reading of those lines
// still wins, as readBest decides it with lit as the specific reading
// when litFirst is set and the text's otherwise: when the text's wins,
// whole is returned. combineReadings returns nil when rest adds no
// publication.
func combineReadings(lit *reading, spans []lineSpan, rest *reading, whole func() *reading, litFirst bool) *reading {
	if rest.err != nil {
		return nil
	}
	keys := map[string]bool{}
	litOwner := ""
	for _, r := range lit.recs {
		if r.Publication != nil {
			keys[norm.Key(r.Publication.Title)] = true
		}
		if r.Owner != nil && litOwner == "" {
			litOwner = r.Owner.Name
		}
	}
	out := &reading{recs: slices.Clone(lit.recs), warns: lit.warns}
	if full := fullerOwner(litOwner, rest.recs); full != nil {
		// The literal's owner is read from its bylines ("J Doe"); the
		// text names the same person in full ("Jane Doe").
		out.recs = fullOwner(out.recs, litOwner, full)
	}
	added := 0
	for i, r := range rest.recs {
		if p := r.Publication; p != nil {
			if k := norm.Key(p.Title); k == "" || keys[k] {
				continue
			} else {
				keys[k] = true
			}
			added++
		} else if r.Owner != nil && litOwner != "" {
			continue
		}
		for _, w := range rest.warns {
			if w.after == i {
				out.warns = append(out.warns, heldWarning{len(out.recs), w.err})
			}
		}
		out.recs = append(out.recs, r)
	}
	if added == 0 || litFirst && !lit.poorly() {
		return nilIf(added == 0, out)
	}
	// The lines both read: the literal's records against the text's
	// entries that start on them.
	text := whole()
	in := func(line int) bool {
		for _, s := range spans {
			if line >= s.from && line <= s.to {
				return true
			}
		}
		return false
	}
	same := &reading{}
	for _, r := range text.recs {
		if r.Publication != nil && in(r.Publication.Pos.Line) {
			same.recs = append(same.recs, r)
		}
	}
	if litFirst && better(lit, same) == same || !litFirst && better(same, lit) == same {
		return text
	}
	return out
}

// fullerOwner returns the owner recs name when it is owner's name
// written in full: the same initial and surname, more letters.
func fullerOwner(owner string, recs []pub.Record) *pub.Person {
	for _, r := range recs {
		if o := r.Owner; o != nil && len(o.Name) > len(owner) && sameInitialAndSurname(o.Name, owner) {
			return o
		}
	}
	return nil
}

// fullOwner returns recs with full as their owner in place of the
// person named owner: the owner's record and each publication's owner.
func fullOwner(recs []pub.Record, owner string, full *pub.Person) []pub.Record {
	for i, r := range recs {
		switch {
		case r.Owner != nil && r.Owner.Name == owner:
			o := *full
			recs[i].Owner = &o
		case r.Publication != nil && r.Publication.Owner == owner:
			p := *r.Publication
			p.Owner = full.Name
			recs[i].Publication = &p
		}
	}
	return recs
}

// nilIf returns nil when cond holds, else r.
func nilIf(cond bool, r *reading) *reading {
	if cond {
		return nil
	}
	return r
}

// blankSpans returns src with the lines of spans blank, so that what
// is left keeps its lines.
func blankSpans(src string, spans []lineSpan) string {
	if len(spans) == 0 {
		return src
	}
	lines := strings.Split(src, "\n")
	for _, s := range spans {
		for l := max(s.from, 1); l <= s.to && l <= len(lines); l++ {
			lines[l-1] = ""
		}
	}
	return strings.Join(lines, "\n")
}

// coveredSpans returns the spans that hold the line of a publication of
// recs: a literal's records, of all the collections the source holds.
func coveredSpans(spans []lineSpan, recs []pub.Record) []lineSpan {
	var out []lineSpan
	for _, s := range spans {
		for _, r := range recs {
			if r.Publication != nil && r.Publication.Pos.Line >= s.from && r.Publication.Pos.Line <= s.to {
				out = append(out, s)
				break
			}
		}
	}
	return out
}

// codeChunkLiterals returns the data literals (see parseLiterals) of the
// R and Python code chunks of an R Markdown or Quarto page, where a
// list's records may be kept as a table in code and only its rendering
// is text:
//
//	```{r}
//	pubs <- tribble(~title, ~year, "A Study of Lakes", 2021)
//	```
//
// It also returns the lines of every code chunk, fence to fence. It
// returns nil when the page has no such chunk or the chunks hold no
// literal.
func codeChunkLiterals(src string) (*yaml.Node, []lineSpan) {
	if !strings.Contains(src, "```{") {
		return nil, nil
	}
	lines := strings.Split(src, "\n")
	code := map[literalLang][]string{langR: make([]string, len(lines)), langPython: make([]string, len(lines))}
	var in []string // the chunk's lines, of code[lang], while in a chunk
	var spans []lineSpan
	found := false
	for i, l := range lines {
		t := strings.TrimSpace(l)
		switch {
		case in != nil && strings.HasPrefix(t, "```"):
			in = nil
			spans[len(spans)-1].to = i + 1
		case in != nil:
			in[i] = l
		case strings.HasPrefix(t, "```{"):
			spans = append(spans, lineSpan{i + 1, len(lines)})
			engine := strings.ToLower(strings.TrimLeft(t[4:], " "))
			switch {
			case engine == "r" || strings.HasPrefix(engine, "r ") || strings.HasPrefix(engine, "r,") || strings.HasPrefix(engine, "r}"):
				in, found = code[langR], true
			case strings.HasPrefix(engine, "python"):
				in, found = code[langPython], true
			default:
				in = make([]string, len(lines)) // another engine: passed over
			}
		}
	}
	if !found {
		return nil, nil
	}
	root := &yaml.Node{Kind: yaml.SequenceNode, Line: 1, Column: 1}
	for _, lang := range []literalLang{langR, langPython} {
		// Lines outside the chunks are blank, so positions stay the page's.
		root.Content = append(root.Content, parseLiterals(strings.Join(code[lang], "\n"), lang).Content...)
	}
	if len(root.Content) == 0 {
		return nil, nil
	}
	return root, spans
}

// mayHoldRecords is a quick look for what markupRecords reads: a
// template call, an attribute or a table row.
func mayHoldRecords(src string) bool {
	return strings.Contains(src, "{{<") || strings.Contains(src, "{{%") || strings.Contains(src, "{%") ||
		strings.Contains(src, "|--") || strings.Contains(src, "| --") || strings.Contains(src, "|:-") ||
		strings.Contains(src, "| :-") || strings.Contains(src, "data-")
}

// readCSLOrRecords reads a CSL-JSON file and, when that reads it poorly
// (a JSON file of another shape), reads its records generically.
func readCSLOrRecords(r io.Reader, name string, opt Options, emit pub.Emit) error {
	src, err := readWhole(r, name)
	if err != nil {
		return err
	}
	csl := func(o Options, e pub.Emit) error { return ReadCSL(bytes.NewReader(src), name, o, e) }
	generic := func(o Options, e pub.Emit) error { return readGenericData(src, name, o, e) }
	return readBest(opt, emit, csl, generic)
}

// readGenericData reads a YAML, JSON or CSV file's records generically.
func readGenericData(src []byte, name string, opt Options, emit pub.Emit) error {
	if isTableName(name) || looksPubTable(src) {
		root, err := tableRecords(src, name, opt)
		if err != nil {
			return err
		}
		return readGenericTree(root, name, countLines(src), opt, emit)
	}
	root, err := decodeData(src, name)
	if err != nil {
		return err
	}
	return readGenericTree(root, name, countLines(src), opt, emit)
}

// decodeData decodes a YAML, JSON or (by its name) TOML document into a
// node tree, or returns a *ParseError.
func decodeData(src []byte, name string) (*yaml.Node, error) {
	var root *yaml.Node
	var err error
	if strings.HasSuffix(strings.ToLower(name), ".toml") {
		if root, err = decodeTOMLNodeAt(string(src), 1); err != nil {
			return nil, tomlError(name, err)
		}
	} else if root, err = decodeYAML(src); err != nil {
		return nil, yamlError(src, name, err)
	}
	if root == nil {
		return nil, pub.Errorf(pub.Position{File: name}, pub.ErrEmpty, "empty input")
	}
	return root, nil
}

// isTableName reports whether a file's name says it is a CSV or TSV table.
func isTableName(name string) bool {
	n := strings.ToLower(strings.TrimSuffix(name, ".gz"))
	return strings.HasSuffix(n, ".csv") || strings.HasSuffix(n, ".tsv")
}

// readMarkupBest reads a CV in a markup of its own (LaTeX, org-mode,
// reStructuredText) with the markup's converter and, when that reads it
// poorly, as the plain text its lines hold, keeping the better reading:
// a layout the converter does not know then still reads as the text a
// reader sees. plain turns the source into that text line for line, or
// is nil when the source reads as text as it is. With always set, the
// text is read whatever the converter's reading: a converter that joins
// the source's lines (LaTeX runs lines into paragraphs) may read several
// entries as one, and read it with confidence.
func readMarkupBest(r io.Reader, name string, opt Options, emit pub.Emit, specific func(io.Reader, string, cv.Options, pub.Emit) error, plain func(string) string, always bool) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	opt.noteText(decodeText(data))
	markup := func(o Options, e pub.Emit) error { return specific(bytes.NewReader(data), name, o.cvOptions(), e) }
	text := func(o Options, e pub.Emit) error {
		src := decodeText(data)
		if plain != nil {
			src = plain(src)
		}
		return readCVSource(src, name, o, nil, e)
	}
	return readBestIf(opt, emit, always, markup, text)
}

// texLines is the text of LaTeX source line for line: each line's
// commands decoded (tex.Decode), comments dropped, an \item a list item,
// and the lines that begin or end an environment blank.
func texLines(src string) string {
	lines := strings.Split(src, "\n")
	for i, l := range lines {
		if c := texComment(l); c >= 0 {
			l = l[:c]
		}
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, `\begin{`) || strings.HasPrefix(t, `\end{`) {
			// An environment's bounds part the entries around them.
			lines[i] = ""
			continue
		}
		item := ""
		if rest, ok := strings.CutPrefix(t, `\item`); ok && (rest == "" || !tex.IsASCIILetter(rest[0])) {
			item, t = "- ", rest
		} else if title, ok := texHeadingLine(t); ok {
			// A sectioning command stays a heading, as typeset.
			item, t = "# ", title
		}
		lines[i] = item + tex.EscapeMD(tex.Decode(t))
	}
	return strings.Join(lines, "\n")
}

// texHeadingLine reports whether t, a trimmed line of LaTeX, opens with
// a sectioning command, "\section*{Teaching}", and returns what follows
// the command: its title in braces and the rest of the line.
func texHeadingLine(t string) (string, bool) {
	if !strings.HasPrefix(t, `\`) {
		return "", false
	}
	n := 1
	for n < len(t) && tex.IsASCIILetter(t[n]) {
		n++
	}
	rest := strings.TrimPrefix(t[n:], "*")
	return rest, n > 1 && strings.HasPrefix(rest, "{") && convert.HeadingCommand(t[1:n])
}

// texComment returns where a LaTeX comment starts on line l, a "%" not
// escaped, or -1.
func texComment(l string) int {
	for i := 0; i < len(l); i++ {
		switch l[i] {
		case '\\':
			i++
		case '%':
			return i
		}
	}
	return -1
}
