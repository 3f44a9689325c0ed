package convert

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
)

// A Jupyter notebook is JSON whose cells, in order, are the document:
//
//	{"cells": [
//	  {"cell_type": "markdown", "source": ["# Publications\n", "\n", "- A. Doe. A title. 2020.\n"]},
//	  {"cell_type": "code", "source": ["render(bib)"],
//	   "outputs": [{"output_type": "display_data", "data": {"text/markdown": ["- B. Roe. Another. 2021."]}}]}
//	]}
//
// Notebook keeps what a reader of the rendered notebook sees as prose:
// markdown cells, nbformat 3's heading cells, and the text/markdown and
// text/html outputs code cells display (rendered as HTML is); code,
// raw cells and plain-text outputs (printed data frames, logs) are left
// out. Each markdown line keeps the line of the JSON string it came from,
// so a message about an entry points into the .ipynb file.

// maxNotebookDepth bounds the nesting of the JSON a notebook is read
// from; a notebook's own nesting is under ten.
const maxNotebookDepth = 64

// NotebookError is a notebook that cannot be read, with the line of the
// JSON where reading stopped.
type NotebookError struct {
	Line int
	Msg  string
}

func (e *NotebookError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

// jnode is a JSON value with the line its first token ends on.
type jnode struct {
	line  int
	isStr bool
	str   string
	num   float64
	arr   []*jnode
	obj   map[string]*jnode
}

// jsonReader builds jnodes from a decoder's tokens.
type jsonReader struct {
	d      *json.Decoder
	starts []int // byte offsets at which lines begin
}

func (r *jsonReader) line() int {
	off := int(r.d.InputOffset())
	return sort.SearchInts(r.starts, off+1)
}

func (r *jsonReader) value(depth int) (*jnode, error) {
	if depth > maxNotebookDepth {
		return nil, &NotebookError{r.line(), fmt.Sprintf("JSON nested deeper than %d", maxNotebookDepth)}
	}
	tok, err := r.d.Token()
	if err != nil {
		return nil, r.syntax(err)
	}
	n := &jnode{line: r.line()}
	switch t := tok.(type) {
	case string:
		n.isStr, n.str = true, t
	case float64:
		n.num = t
	case json.Delim:
		if t == '[' {
			for r.d.More() {
				v, err := r.value(depth + 1)
				if err != nil {
					return nil, err
				}
				n.arr = append(n.arr, v)
			}
		} else {
			n.obj = map[string]*jnode{}
			for r.d.More() {
				k, err := r.d.Token()
				if err != nil {
					return nil, r.syntax(err)
				}
				v, err := r.value(depth + 1)
				if err != nil {
					return nil, err
				}
				n.obj[fmt.Sprint(k)] = v
			}
		}
		if _, err := r.d.Token(); err != nil {
			return nil, r.syntax(err)
		}
	}
	return n, nil
}

func (r *jsonReader) syntax(err error) error {
	line := r.line()
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line = max(1, sort.SearchInts(r.starts, int(se.Offset)))
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return &NotebookError{line, "the notebook's JSON ends too soon"}
	}
	return &NotebookError{line, "the notebook is not valid JSON: " + err.Error()}
}

// Notebook converts a Jupyter notebook (nbformat 3 or 4) to markdown, a
// blank line between cells. It returns a *NotebookError when data is not
// JSON or holds no cells.
func Notebook(data []byte) (*Doc, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	r := &jsonReader{d: json.NewDecoder(bytes.NewReader(data)), starts: []int{0}}
	for i, c := range data {
		if c == '\n' {
			r.starts = append(r.starts, i+1)
		}
	}
	top, err := r.value(0)
	if err != nil {
		return nil, err
	}
	if _, err := r.d.Token(); err != io.EOF {
		return nil, &NotebookError{r.line(), "text after the notebook's JSON"}
	}
	cells := notebookCells(top)
	if cells == nil {
		return nil, &NotebookError{top.line, `no "cells": not a Jupyter notebook`}
	}
	m := &Doc{}
	notebookFront(m, top)
	for _, c := range cells {
		if c.obj == nil {
			continue
		}
		n := len(m.Lines)
		switch c.obj["cell_type"].text() {
		case "markdown":
			m.addSource(c.obj["source"], "")
		case "heading":
			m.addSource(c.obj["source"], strings.Repeat("#", headingLevel(c.obj["level"]))+" ")
		case "code":
			for _, o := range c.obj["outputs"].items() {
				m.addOutput(o)
			}
		}
		if len(m.Lines) > n {
			m.add("", m.Lines[len(m.Lines)-1].Source)
		}
	}
	return m, nil
}

// notebookCells returns the cells of nbformat 4 (top-level "cells") or 3
// (the cells of each of "worksheets"), nil when there are none.
func notebookCells(top *jnode) []*jnode {
	if top.obj == nil {
		return nil
	}
	if c := top.obj["cells"]; c != nil && c.arr != nil {
		return c.arr
	}
	var out []*jnode
	for _, w := range top.obj["worksheets"].items() {
		if w.obj != nil {
			out = append(out, w.obj["cells"].items()...)
		}
	}
	return out
}

// notebookFront writes the notebook's metadata title and authors (as
// JupyterLab and Quarto keep them) as front matter, which names the
// owner as a page's head does.
func notebookFront(m *Doc, top *jnode) {
	meta := top.obj["metadata"]
	if meta == nil || meta.obj == nil {
		return
	}
	var names []string
	line := meta.line
	for _, a := range meta.obj["authors"].items() {
		name := a.text()
		if a.obj != nil {
			name = a.obj["name"].text()
		}
		if name = oneLine(name); name != "" {
			names = append(names, name)
			line = a.line
		}
	}
	title := oneLine(meta.obj["title"].text())
	if len(names) != 1 && title == "" {
		return
	}
	m.add("---", line)
	if title != "" {
		m.add("title: "+jsonQuote(title), meta.obj["title"].line)
	}
	if len(names) == 1 {
		m.add("author: "+jsonQuote(names[0]), line)
	}
	m.add("---", line)
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// jsonQuote quotes s as a YAML double-quoted scalar (JSON's quoting is
// YAML's).
func jsonQuote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// headingLevel is an nbformat 3 heading cell's level, 1 to 6.
func headingLevel(n *jnode) int {
	if n == nil || n.num < 1 {
		return 1
	}
	return int(min(n.num, 6))
}

// text returns a string node's text, or the text of an array of strings
// joined, as a notebook's multi-line fields are kept.
func (n *jnode) text() string {
	if n == nil {
		return ""
	}
	if n.isStr {
		return n.str
	}
	var b strings.Builder
	for _, e := range n.arr {
		if e.isStr {
			b.WriteString(e.str)
		}
	}
	return b.String()
}

func (n *jnode) items() []*jnode {
	if n == nil {
		return nil
	}
	return n.arr
}

// pieces returns a multi-line field's strings with their lines: one for
// a string, each element for an array.
func (n *jnode) pieces() []*jnode {
	if n == nil {
		return nil
	}
	if n.isStr {
		return []*jnode{n}
	}
	var out []*jnode
	for _, e := range n.arr {
		if e.isStr {
			out = append(out, e)
		}
	}
	return out
}

// addSource adds a multi-line field's lines, each at the line of the
// piece it starts in, the first one after prefix.
func (m *Doc) addSource(src *jnode, prefix string) {
	cur, line, open := prefix, 0, false
	for _, p := range src.pieces() {
		parts := strings.Split(p.str, "\n")
		for i, s := range parts {
			if i == len(parts)-1 && s == "" {
				break // the piece ended its line
			}
			if !open {
				line, open = p.line, true
			}
			cur += strings.TrimSuffix(s, "\r")
			if i < len(parts)-1 {
				m.add(cur, line)
				cur, open = "", false
			}
		}
	}
	if open && cur != "" {
		m.add(cur, line)
	}
}

// addOutput adds what a code cell's output shows as prose: its
// text/markdown, else its text/html rendered as the HTML reader does.
func (m *Doc) addOutput(o *jnode) {
	if o == nil || o.obj == nil || o.obj["data"] == nil || o.obj["data"].obj == nil {
		return
	}
	data := o.obj["data"].obj
	if md := data["text/markdown"]; md != nil {
		m.addSource(md, "")
		return
	}
	h := data["text/html"]
	if h == nil {
		return
	}
	// Each output line of the HTML maps back to the piece its input
	// line is in.
	var lines []int
	for _, p := range h.pieces() {
		for range strings.Count(p.str, "\n") + 1 {
			lines = append(lines, p.line)
		}
		if strings.HasSuffix(p.str, "\n") {
			lines = lines[:len(lines)-1]
		}
	}
	text, pos, err := HTML(strings.NewReader(h.text()))
	if err != nil || len(lines) == 0 {
		return
	}
	for i, l := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		at := lines[len(lines)-1]
		if i < len(pos) && pos[i].Line-1 < len(lines) && pos[i].Line > 0 {
			at = lines[pos[i].Line-1]
		}
		m.add(l, at)
	}
}
