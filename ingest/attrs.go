package ingest

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"regexp"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv/convert"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/pub"
	"go.yaml.in/yaml/v3"
)

// Records in markup. Pages keep publication data in the attributes of
// template calls and in tables:
//
//	{{< paper title="A Study of Lakes" authors="J. Doe, A. Roe" venue="_Limnology_ 3, 2021" >}}
//	{% include pub.html title="A Study of Lakes" year=2021 %}
//	<div class="pub" data-title="A Study of Lakes" data-authors="J. Doe and A. Roe"></div>
//
//	| Year | Publication |
//	|------|-------------|
//	| 2021 | J. Doe and A. Roe. **A Study of Lakes.** Limnology 3. |
//
// markupRecords turns each call or tag with key="value" attributes into
// a record (a mapping of its attributes, grouped by the call's name) and
// each markdown table into a list of records keyed by its header, so the
// generic record reader finds the publications among them by shape.

var (
	// callRe matches a Hugo shortcode or a Liquid include or tag:
	// "{{< name attrs >}}", "{{% name attrs %}}", "{% include f attrs %}".
	callRe = regexp.MustCompile(`(?s)\{\{[<%]-?\s*([\w./-]+)\s+(.*?)-?[%>]\}\}|\{%-?\s*(?:include|include_relative|render)\s+([\w./-]+)\s+(.*?)-?%\}`)
	// htmlOpenTagRe matches an HTML start tag with attributes.
	htmlOpenTagRe = regexp.MustCompile(`(?s)<([a-zA-Z][\w-]*)\s+((?:[^<>"']|"[^"]*"|'[^']*')+?)/?>`)
	// attrRe matches one key="value", key='value', key=value or key:
	// "value" attribute.
	attrRe = regexp.MustCompile(`([\w:.-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|“([^”]*)”|([^\s"'>]+))`)
)

// markupRecords returns a mapping from each call or tag name to the
// sequence of its attribute records, and a list per markdown table, or
// nil when src has none.
func markupRecords(src string) *yaml.Node {
	root := &yaml.Node{Kind: yaml.MappingNode, Line: 1, Column: 1}
	groups := map[string]*yaml.Node{}
	add := func(group string, rec *yaml.Node) {
		seq := groups[group]
		if seq == nil {
			seq = &yaml.Node{Kind: yaml.SequenceNode, Line: rec.Line, Column: 1}
			groups[group] = seq
			root.Content = append(root.Content, scalarNode(group), seq)
		}
		seq.Content = append(seq.Content, rec)
	}
	li := newLineIndex([]byte(src))
	lineAt := func(off int) (int, int) { p := li.pos("", off); return p.Line, p.Column }
	if strings.Contains(src, "{{") || strings.Contains(src, "{%") {
		for _, m := range callRe.FindAllStringSubmatchIndex(src, -1) {
			nameStart, nameEnd, attrStart, attrEnd := m[2], m[3], m[4], m[5]
			if nameStart < 0 {
				nameStart, nameEnd, attrStart, attrEnd = m[6], m[7], m[8], m[9]
			}
			if rec := attrRecord(src, attrStart, attrEnd, lineAt); rec != nil {
				add(src[nameStart:nameEnd], rec)
			}
		}
	}
	if strings.Contains(src, "=\"") && strings.Contains(src, "<") {
		for _, m := range htmlOpenTagRe.FindAllStringSubmatchIndex(src, -1) {
			if rec := attrRecord(src, m[4], m[5], lineAt); rec != nil && len(rec.Content) >= 4 {
				add("<"+strings.ToLower(src[m[2]:m[3]])+">", rec)
			}
		}
	}
	for _, t := range markdownTables(src, lineAt) {
		root.Content = append(root.Content, scalarNode(t.heading), t.rows)
	}
	if len(root.Content) == 0 {
		return nil
	}
	return root
}

// attrRecord reads the attributes in src[start:end] into a mapping, or
// nil when there are none with a value.
func attrRecord(src string, start, end int, lineAt func(int) (int, int)) *yaml.Node {
	line, col := lineAt(start)
	rec := &yaml.Node{Kind: yaml.MappingNode, Line: line, Column: col}
	for _, a := range attrRe.FindAllStringSubmatchIndex(src[start:end], -1) {
		key := src[start+a[2] : start+a[3]]
		var val string
		for g := 4; g+1 < len(a); g += 2 {
			if a[g] >= 0 {
				val = src[start+a[g] : start+a[g+1]]
				break
			}
		}
		val = strings.ReplaceAll(strings.ReplaceAll(val, `\"`, `"`), `\'`, `'`)
		key = strings.TrimPrefix(key, "data-")
		if strings.TrimSpace(val) == "" {
			continue
		}
		l, c := lineAt(start + a[0])
		rec.Content = append(rec.Content,
			&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: key, Line: l, Column: c},
			&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: val, Line: l, Column: c})
	}
	if len(rec.Content) == 0 {
		return nil
	}
	return rec
}

// tableSepRowRe matches the row under a markdown table's header.
var tableSepRowRe = regexp.MustCompile(`^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$`)

// mdTable is a markdown table: its rows as records, and the heading
// it sits under ("table" when none).
type mdTable struct {
	heading string
	rows    *yaml.Node
}

// mdHeadingRe matches a markdown heading line.
var mdHeadingRe = regexp.MustCompile(`^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$`)

// markdownTables returns each markdown table of src (a header row, a
// separator row, rows) as a sequence of records keyed by the header.
func markdownTables(src string, lineAt func(int) (int, int)) []mdTable {
	if !strings.Contains(src, "|") {
		return nil
	}
	lines := strings.Split(src, "\n")
	var out []mdTable
	heading := "table"
	for i := 1; i < len(lines); i++ {
		if m := mdHeadingRe.FindStringSubmatch(lines[i-1]); m != nil {
			heading = m[1]
		}
		if !tableSepRowRe.MatchString(lines[i]) || !strings.Contains(lines[i-1], "|") {
			continue
		}
		header := tableCells(lines[i-1])
		seq := &yaml.Node{Kind: yaml.SequenceNode, Line: i, Column: 1}
		j := i + 1
		for ; j < len(lines) && strings.Contains(lines[j], "|"); j++ {
			cells := tableCells(lines[j])
			rec := &yaml.Node{Kind: yaml.MappingNode, Line: j + 1, Column: 1}
			for k, c := range cells {
				if k >= len(header) || strings.TrimSpace(c) == "" {
					continue
				}
				key := header[k]
				if key == "" {
					key = "column" + string(rune('1'+k%9))
				}
				rec.Content = append(rec.Content,
					&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: key, Line: i, Column: 1},
					&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: c, Line: j + 1, Column: 1})
			}
			if len(rec.Content) > 0 {
				seq.Content = append(seq.Content, rec)
			}
		}
		if len(seq.Content) > 0 {
			out = append(out, mdTable{heading, seq})
		}
		i = j
	}
	return out
}

// tableCells splits a markdown table row at its unescaped bars.
func tableCells(row string) []string {
	row = strings.TrimSpace(row)
	row = strings.TrimPrefix(row, "|")
	if strings.HasSuffix(row, "|") && !strings.HasSuffix(row, `\|`) {
		row = row[:len(row)-1]
	}
	var cells []string
	var b strings.Builder
	for i := 0; i < len(row); i++ {
		switch {
		case row[i] == '\\' && i+1 < len(row) && row[i+1] == '|':
			b.WriteByte('|')
			i++
		case row[i] == '|':
			cells = append(cells, strings.TrimSpace(b.String()))
			b.Reset()
		default:
			b.WriteByte(row[i])
		}
	}
	return append(cells, strings.TrimSpace(b.String()))
}

// readMarkupRecords reads the publication records in the attributes and
// tables of a page: the generic alternative to the CV reader.
func readMarkupRecords(src, name string, opt Options, emit pub.Emit) error {
	root := markupRecords(src)
	if root == nil {
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "no records in attributes or tables")
	}
	_, front := markup.Parse(frontMatterOf(src))
	page := convert.OwnerIn(front.Description)
	if page == "" {
		page = convert.OwnerIn(front.Title)
	}
	return readGenericTreeOf(root, name, countLines([]byte(src)), opt, page, emit)
}

// frontMatterOf returns the YAML front matter that opens src, with its
// fences, or "".
func frontMatterOf(src string) string {
	if !strings.HasPrefix(src, "---") {
		return ""
	}
	end := strings.Index(src[3:], "\n---")
	if end < 0 {
		return ""
	}
	return src[:3+end+4]
}

// tableRecords reads a CSV or TSV table, its separator found from the
// header line, into a sequence of records keyed by the header. Rows that
// are not valid CSV are warned about and skipped.
func tableRecords(src []byte, name string, opt Options) (*yaml.Node, error) {
	src = bytes.TrimPrefix(src, []byte("\uFEFF"))
	sep, ok := tableSeparator(headLine(src))
	if !ok {
		sep = ','
	}
	cr := csv.NewReader(bytes.NewReader(src))
	cr.Comma = sep
	cr.LazyQuotes = true
	cr.FieldsPerRecord = -1
	header, err := cr.Read()
	if err != nil {
		return nil, pub.Errorf(pub.Position{File: name, Line: 1}, pub.ErrSyntax, "not a table: %v", err)
	}
	for i := range header {
		header[i] = strings.TrimSpace(strings.TrimPrefix(header[i], "\uFEFF"))
	}
	seq := &yaml.Node{Kind: yaml.SequenceNode, Line: 1, Column: 1}
	for {
		row, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if !errors.As(err, &pe) {
				return nil, err
			}
			if werr := opt.warn(pub.Errorf(pub.Position{File: name, Line: pe.Line}, pub.ErrSyntax, "bad table row skipped: %v", pe.Err)); werr != nil {
				return nil, werr
			}
			continue
		}
		line, _ := cr.FieldPos(0)
		rec := &yaml.Node{Kind: yaml.MappingNode, Line: line, Column: 1}
		for i, cell := range row {
			if i >= len(header) || header[i] == "" || strings.TrimSpace(cell) == "" {
				continue
			}
			l, c := cr.FieldPos(i)
			rec.Content = append(rec.Content,
				&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: header[i], Line: 1, Column: 1},
				&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: cell, Line: l, Column: c})
		}
		if len(rec.Content) > 0 {
			seq.Content = append(seq.Content, rec)
		}
	}
	return seq, nil
}

// looksRecordTable reports whether the head of a CSV or TSV file is a
// table of publication records by what its cells hold, whatever its
// columns are called: a title or a whole reference in each row, and a
// byline (in a column of its own, in a reference or beside a publisher),
// or no byline at all but a year beside each title (one person's table
// of works, which leaves its owner out).
func looksRecordTable(head []byte) bool {
	head = bytes.TrimPrefix(head, []byte("\uFEFF"))
	if i := bytes.LastIndexByte(head, '\n'); i > 0 {
		head = head[:i+1] // the last line may be cut off
	}
	root, err := tableRecords(head, "head", Options{})
	if err != nil || len(root.Content) == 0 {
		return false
	}
	roles := chooseRoles(label.Default(), root.Content)
	has := map[fieldRole]bool{}
	for _, r := range roles {
		has[r] = true
	}
	byline := has[roleAuthors] || has[roleCoauthors] || has[roleCitation] || has[roleRest]
	return has[roleCitation] || has[roleTitle] && (byline || has[roleYear])
}
