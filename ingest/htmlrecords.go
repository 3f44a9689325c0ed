package ingest

import (
	"bytes"
	"io"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
	"go.yaml.in/yaml/v3"
	"golang.org/x/net/html"
)

// Records in HTML class names. Pages built from data mark each field of
// an entry with a class name or a microdata property:
//
//	<li class="pub">
//	  <span class="pub-title">A Study of Lakes</span>
//	  <span class="pub-authors">J. Doe, A. Roe</span>
//	  <em class="pub-venue">Limnology</em> <span class="pub-year">2021</span>
//	</li>
//
// htmlClassRecords turns each run of sibling elements of one tag and
// class whose descendants carry two or more named fields into a list of
// records, the field's class (or itemprop, or data-field) as its key, so
// that the generic record reader finds the publications by shape.

// htmlElem is an element of the light tree htmlClassRecords builds.
type htmlElem struct {
	tag      string
	class    string // the first class name, itemprop or data-field
	line     int
	text     strings.Builder
	children []*htmlElem
}

// htmlVoid are the elements that have no end tag.
var htmlVoid = map[string]bool{"br": true, "img": true, "hr": true, "meta": true, "link": true, "input": true, "wbr": true, "source": true, "col": true, "area": true, "base": true, "embed": true, "param": true, "track": true}

// htmlClassRecords returns a mapping from each record class to its list
// of records, or nil when the page has none.
func htmlClassRecords(src []byte) *yaml.Node {
	li := newLineIndex(src)
	z := html.NewTokenizer(bytes.NewReader(src))
	root := &htmlElem{tag: "#root", line: 1}
	stack := []*htmlElem{root}
	off := 0
	skip := 0 // inside script or style
	for {
		tt := z.Next()
		raw := len(z.Raw())
		if tt == html.ErrorToken {
			break
		}
		switch tt {
		case html.StartTagToken, html.SelfClosingTagToken:
			name, hasAttr := z.TagName()
			tag := string(name)
			if tag == "script" || tag == "style" {
				if tt == html.StartTagToken {
					skip++
				}
				break
			}
			e := &htmlElem{tag: tag, line: li.pos("", off).Line}
			for hasAttr {
				var k, v []byte
				k, v, hasAttr = z.TagAttr()
				switch string(k) {
				case "class":
					if f := strings.Fields(string(v)); len(f) > 0 && e.class == "" {
						e.class = f[0]
					}
				case "itemprop", "data-field":
					e.class = strings.TrimSpace(string(v))
				}
			}
			parent := stack[len(stack)-1]
			parent.children = append(parent.children, e)
			if tt == html.StartTagToken && !htmlVoid[tag] && len(stack) < 500 {
				stack = append(stack, e)
			}
			if tag == "br" {
				for _, s := range stack {
					s.text.WriteByte(' ')
				}
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			tag := string(name)
			if tag == "script" || tag == "style" {
				skip = max(skip-1, 0)
				break
			}
			for i := len(stack) - 1; i > 0; i-- {
				if stack[i].tag == tag {
					stack = stack[:i]
					break
				}
			}
		case html.TextToken:
			if skip > 0 {
				break
			}
			t := html.UnescapeString(string(z.Text()))
			for _, s := range stack {
				s.text.WriteString(t)
			}
		}
		off += raw
	}
	out := &yaml.Node{Kind: yaml.MappingNode, Line: 1, Column: 1}
	collectClassLists(root, out, 0)
	if len(out.Content) == 0 {
		return nil
	}
	return out
}

// collectClassLists adds to out every run of two or more sibling
// elements of one tag and class that hold two or more named fields.
func collectClassLists(e *htmlElem, out *yaml.Node, depth int) {
	if depth > 500 {
		return
	}
	groups := map[string]*yaml.Node{}
	var order []string
	for _, c := range e.children {
		rec := classFields(c)
		if len(rec.Content) < 4 {
			continue
		}
		key := c.tag + "." + c.class
		if groups[key] == nil {
			groups[key] = &yaml.Node{Kind: yaml.SequenceNode, Line: c.line, Column: 1}
			order = append(order, key)
		}
		groups[key].Content = append(groups[key].Content, rec)
	}
	claimed := map[*htmlElem]bool{}
	for _, key := range order {
		if seq := groups[key]; len(seq.Content) >= 2 {
			name := key[strings.IndexByte(key, '.')+1:]
			if name == "" {
				name = key
			}
			out.Content = append(out.Content, scalarNode(name), seq)
			for _, c := range e.children {
				if c.tag+"."+c.class == key {
					claimed[c] = true
				}
			}
		}
	}
	for _, c := range e.children {
		if !claimed[c] {
			collectClassLists(c, out, depth+1)
		}
	}
}

// classFields returns the named fields below e as a record: each
// descendant with a class whose own descendants have none gives its
// class and text (the first of each class).
func classFields(e *htmlElem) *yaml.Node {
	rec := &yaml.Node{Kind: yaml.MappingNode, Line: e.line, Column: 1}
	seen := map[string]bool{}
	var walk func(x *htmlElem, depth int) bool
	walk = func(x *htmlElem, depth int) bool {
		if depth > 50 {
			return false
		}
		inner := false
		for _, c := range x.children {
			if walk(c, depth+1) {
				inner = true
			}
		}
		if x == e || x.class == "" {
			return inner
		}
		if !inner && !seen[x.class] {
			if t := collapseSpace(x.text.String()); t != "" {
				seen[x.class] = true
				rec.Content = append(rec.Content,
					&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: x.class, Line: x.line, Column: 1},
					&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: t, Line: x.line, Column: 1})
			}
		}
		return true
	}
	walk(e, 0)
	return rec
}

// readHTMLOrRecords reads an HTML page with the HTML reader and, when
// that reads it poorly, reads the records its class names mark and the
// works its schema.org JSON-LD describes too, keeping the best reading.
func readHTMLOrRecords(r io.Reader, name string, opt Options, emit pub.Emit) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	page := func(o Options, e pub.Emit) error { return ReadHTML(bytes.NewReader(data), name, o, e) }
	records := func(o Options, e pub.Emit) error {
		root := htmlClassRecords(data)
		if root == nil {
			return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "no records marked by class names")
		}
		return readGenericTree(root, name, countLines(data), o, e)
	}
	best := readInto(opt, page)
	if best.poorly() {
		best = better(best, readInto(opt, records))
	}
	// Works described in JSON-LD are read whatever the page reads: the
	// page may show their titles only, which reads as well as a list of
	// papers of the owner's alone.
	if root, owner := jsonLDRecords(data); root != nil {
		best = betterRecords(best, readInto(opt, func(o Options, e pub.Emit) error {
			return readGenericTreeOf(root, name, countLines(data), o, owner, e)
		}))
	}
	return best.replay(opt, emit)
}

// betterRecords returns the reading to keep of a page's and that of the
// works its JSON-LD describes: the records when they are the works the
// page lists and read as many of them with confidence (their bylines
// are given, where the page may show titles only and imply its owner),
// else the better of the two.
func betterRecords(page, records *reading) *reading {
	if page.err == nil && records.err == nil {
		qp, qr := QualityOf(page.recs), QualityOf(records.recs)
		if qp.Publications > 0 && qr.Confident >= qp.Confident && agree(page.recs, records.recs) {
			return records
		}
	}
	return better(page, records)
}
