package ingest

import (
	"bytes"
	"encoding/json"
	"maps"
	"slices"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
	"go.yaml.in/yaml/v3"
	"golang.org/x/net/html"
)

// Records in schema.org JSON-LD. A page may show its papers as bare
// linked titles and keep the full records for search engines in a
// script block:
//
//	<script type="application/ld+json">
//	{"@context": "https://schema.org", "@graph": [
//	  {"@type": "Person", "@id": "#me", "name": "Jane Q. Doe"},
//	  {"@type": "ScholarlyArticle", "headline": "A Study of Lakes",
//	   "author": [{"@id": "#me"}, {"@type": "Person", "givenName": "A.", "familyName": "Roe"}],
//	   "datePublished": "2021-04-01",
//	   "isPartOf": {"@type": "Periodical", "name": "Limnology"}}]}
//	</script>
//
// jsonLDRecords turns the creative works of such blocks into records
// with the generic reader's keys (title, authors, venue, year, doi,
// type), resolving "@id" references to the nodes that define them.

// jsonLDWorks are the schema.org types read as publications.
var jsonLDWorks = map[string]string{
	"scholarlyarticle": "article", "medicalscholarlyarticle": "article", "article": "article", "techarticle": "article",
	"book": "book", "chapter": "chapter", "thesis": "thesis", "report": "report",
	"presentationdigitaldocument": "", "creativework": "",
}

// jsonLDDescend are the keys under which a work may sit: a graph, a
// list's elements, a profile page's main entity, a collection's parts.
var jsonLDDescend = []string{"@graph", "itemListElement", "item", "mainEntity", "hasPart", "workExample"}

// jsonLDPage is what the JSON-LD blocks of one page hold.
type jsonLDPage struct {
	ids     map[string]map[string]any
	works   []jsonLDWork
	persons []string // names of the people described at the top level
}

type jsonLDWork struct {
	node map[string]any
	line int
}

// jsonLDRecords returns the works of the page's JSON-LD blocks as a
// mapping with one list of records, and the name of the one person the
// blocks describe at the top level (the page's owner), or nil when the
// page has no such works.
func jsonLDRecords(src []byte) (*yaml.Node, string) {
	pg := &jsonLDPage{ids: map[string]map[string]any{}}
	li := newLineIndex(src)
	z := html.NewTokenizer(bytes.NewReader(src))
	off := 0
	inLD := false
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			break
		}
		raw := len(z.Raw())
		switch tt {
		case html.StartTagToken:
			name, hasAttr := z.TagName()
			inLD = false
			for string(name) == "script" && hasAttr {
				var k, v []byte
				k, v, hasAttr = z.TagAttr()
				if string(k) == "type" && strings.EqualFold(strings.TrimSpace(string(v)), "application/ld+json") {
					inLD = true
				}
			}
		case html.TextToken:
			if inLD {
				text := z.Text()
				at := jsonStringOffsets(text)
				pg.read(text, func(title string) int {
					// the line of the work's title in the block, else the block's
					return li.pos("", off+at[title]).Line
				})
			}
		default:
			inLD = false
		}
		off += raw
	}
	if len(pg.works) == 0 {
		return nil, ""
	}
	seq := &yaml.Node{Kind: yaml.SequenceNode, Line: pg.works[0].line, Column: 1}
	for _, w := range pg.works {
		if rec := pg.record(w); rec != nil {
			seq.Content = append(seq.Content, rec)
		}
	}
	if len(seq.Content) == 0 {
		return nil, ""
	}
	owner := ""
	if len(pg.persons) == 1 {
		owner = pg.persons[0]
	}
	root := &yaml.Node{Kind: yaml.MappingNode, Line: seq.Line, Column: 1}
	root.Content = append(root.Content, scalarNode("publications"), seq)
	return root, owner
}

// read adds the nodes of one script block, lineOf giving the line of a
// work by its title; a block that is not JSON is skipped, as a browser
// skips it.
func (pg *jsonLDPage) read(text []byte, lineOf func(title string) int) {
	var v any
	d := json.NewDecoder(bytes.NewReader(text))
	d.UseNumber()
	if d.Decode(&v) != nil {
		return
	}
	pg.index(v, 0)
	pg.collect(v, lineOf, 0)
}

// jsonStringOffsets maps each string of a JSON text, its space
// collapsed, to the offset of the first quote of its first occurrence.
// Looking each title up in the text instead would cost the text's
// length for each work of a block: hours for a block of many.
func jsonStringOffsets(text []byte) map[string]int {
	at := map[string]int{}
	d := json.NewDecoder(bytes.NewReader(text))
	for {
		off := int(d.InputOffset())
		tok, err := d.Token()
		if err != nil {
			return at
		}
		s, ok := tok.(string)
		if !ok {
			continue
		}
		// The token starts after the colon, comma and space that
		// follow the previous one.
		for off < len(text) && text[off] != '"' {
			off++
		}
		if k := collapseSpace(s); at[k] == 0 {
			at[k] = off
		}
	}
}

// index records every node that defines an "@id" with more than the id.
func (pg *jsonLDPage) index(v any, depth int) {
	if depth > 20 {
		return
	}
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			pg.index(e, depth+1)
		}
	case map[string]any:
		if id, ok := x["@id"].(string); ok && len(x) > 1 {
			if _, seen := pg.ids[id]; !seen {
				pg.ids[id] = x
			}
		}
		// In key order: the first node to define an id is the one
		// kept, and a map's order changes from run to run.
		for _, k := range slices.Sorted(maps.Keys(x)) {
			pg.index(x[k], depth+1)
		}
	}
}

// collect finds the works and the people at the top of the blocks,
// descending only where works are listed (jsonLDDescend), not into a
// work's authors, publisher or container.
func (pg *jsonLDPage) collect(v any, lineOf func(string) int, depth int) {
	if depth > 8 {
		return
	}
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			pg.collect(e, lineOf, depth+1)
		}
	case map[string]any:
		switch {
		case jsonLDType(x, "person"):
			if n := jsonLDName(x); n != "" {
				pg.persons = append(pg.persons, n)
			}
		case jsonLDWorkType(x) && jsonLDTitle(x) != "":
			pg.works = append(pg.works, jsonLDWork{x, lineOf(jsonLDTitle(x))})
		}
		for _, k := range jsonLDDescend {
			if e, ok := x[k]; ok {
				pg.collect(e, lineOf, depth+1)
			}
		}
	}
}

// record is a work as a record of the generic reader's keys, or nil.
func (pg *jsonLDPage) record(w jsonLDWork) *yaml.Node {
	rec := &yaml.Node{Kind: yaml.MappingNode, Line: w.line, Column: 1}
	add := func(k string, v *yaml.Node) {
		v.Line, v.Column = w.line, 1
		rec.Content = append(rec.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: k, Line: w.line, Column: 1}, v)
	}
	add("title", scalarNode(jsonLDTitle(w.node)))
	authors := &yaml.Node{Kind: yaml.SequenceNode}
	for _, a := range jsonLDList(w.node["author"], w.node["creator"]) {
		if n := jsonLDName(pg.deref(a)); n != "" {
			authors.Content = append(authors.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: n, Line: w.line, Column: 1})
		}
	}
	if len(authors.Content) > 0 {
		add("authors", authors)
	}
	v := pg.venue(w.node)
	if v != "" {
		add("venue", scalarNode(v))
	}
	vol, iss := pg.volumeIssue(w.node)
	if vol != "" {
		add("volume", scalarNode(vol))
	}
	if iss != "" {
		add("issue", scalarNode(iss))
	}
	if pages := jsonLDPages(w.node); pages != "" {
		add("pages", scalarNode(pages))
	}
	// A publisher beside a venue; alone it would be read as the venue,
	// which venue already chose it as for a book.
	if p := jsonLDName(pg.deref(w.node["publisher"])); p != "" && v != "" && p != v {
		add("publisher", scalarNode(p))
	}
	for _, k := range []string{"datePublished", "dateCreated", "copyrightYear"} {
		if y := jsonLDYear(w.node[k]); y != "" {
			add("year", scalarNode(y))
			break
		}
	}
	if d := jsonLDDOI(w.node); d != "" {
		add("doi", scalarNode(d))
	}
	if t := jsonLDKind(w.node); t != "" {
		add("type", scalarNode(t))
	}
	return rec
}

// deref returns the node an {"@id": …} reference names, or v.
func (pg *jsonLDPage) deref(v any) any {
	if m, ok := v.(map[string]any); ok {
		if id, ok := m["@id"].(string); ok && len(m) == 1 {
			if d, ok := pg.ids[id]; ok {
				return d
			}
		}
	}
	return v
}

// venue is the name of the outermost container of a work (a volume's
// periodical, a chapter's book), else for a book or thesis its publisher.
func (pg *jsonLDPage) venue(work map[string]any) string {
	name := ""
	cur := work
	for range 5 {
		next, ok := pg.deref(cur["isPartOf"]).(map[string]any)
		if !ok {
			break
		}
		if n := jsonLDName(next); n != "" {
			name = n
		}
		cur = next
	}
	if name == "" && (jsonLDType(work, "book") || jsonLDType(work, "thesis") || jsonLDType(work, "report")) {
		for _, k := range []string{"publisher", "sourceOrganization"} {
			if n := jsonLDName(pg.deref(work[k])); n != "" {
				return n
			}
		}
	}
	return name
}

// volumeIssue returns the volume and issue of a work: its own
// volumeNumber and issueNumber, else those of the containers it is part
// of (a PublicationIssue in a PublicationVolume in a Periodical).
func (pg *jsonLDPage) volumeIssue(work map[string]any) (vol, iss string) {
	cur := work
	for range 5 {
		if vol == "" {
			vol = jsonLDText(cur["volumeNumber"])
		}
		if iss == "" {
			iss = jsonLDText(cur["issueNumber"])
		}
		next, ok := pg.deref(cur["isPartOf"]).(map[string]any)
		if !ok {
			break
		}
		cur = next
	}
	return vol, iss
}

// jsonLDPages returns a work's pages: its pagination ("201-209"), else
// pageStart and pageEnd joined.
func jsonLDPages(m map[string]any) string {
	if p := jsonLDText(m["pagination"]); p != "" {
		return p
	}
	return pub.JoinPages(jsonLDText(m["pageStart"]), jsonLDText(m["pageEnd"]))
}

// jsonLDTypes returns a node's types, lower-cased, without a vocabulary
// prefix ("schema:Book").
func jsonLDTypes(m map[string]any) []string {
	var out []string
	for _, t := range jsonLDList(m["@type"]) {
		if s, ok := t.(string); ok {
			s = strings.ToLower(s[strings.LastIndexAny(s, ":/")+1:])
			out = append(out, s)
		}
	}
	return out
}

func jsonLDType(m map[string]any, want string) bool {
	for _, t := range jsonLDTypes(m) {
		if t == want {
			return true
		}
	}
	return false
}

func jsonLDWorkType(m map[string]any) bool {
	for _, t := range jsonLDTypes(m) {
		if _, ok := jsonLDWorks[t]; ok {
			return true
		}
	}
	return false
}

// jsonLDKind is a work's type in words the generic reader knows; an
// article is a journal article only inside a periodical.
func jsonLDKind(m map[string]any) string {
	for _, t := range jsonLDTypes(m) {
		k := jsonLDWorks[t]
		if k == "article" {
			if _, in := m["isPartOf"]; !in {
				continue
			}
			return "journal article"
		}
		if k != "" {
			return k
		}
	}
	return ""
}

func jsonLDTitle(m map[string]any) string {
	for _, k := range []string{"headline", "name", "alternativeHeadline"} {
		if s := jsonLDText(m[k]); s != "" {
			return s
		}
	}
	return ""
}

// jsonLDName is the name of a person or organisation node, or a name
// given as a string.
func jsonLDName(v any) string {
	switch x := v.(type) {
	case string:
		return collapseSpace(x)
	case map[string]any:
		if n := jsonLDText(x["name"]); n != "" {
			return n
		}
		return collapseSpace(jsonLDText(x["givenName"]) + " " + jsonLDText(x["familyName"]))
	}
	return ""
}

// jsonLDText is a string value, or the first of a list or the @value of
// a value object.
func jsonLDText(v any) string {
	switch x := v.(type) {
	case string:
		return collapseSpace(x)
	case []any:
		if len(x) > 0 {
			return jsonLDText(x[0])
		}
	case map[string]any:
		return jsonLDText(x["@value"])
	case json.Number:
		return x.String()
	}
	return ""
}

// jsonLDList flattens values that may each be one item or a list.
func jsonLDList(vs ...any) []any {
	var out []any
	for _, v := range vs {
		switch x := v.(type) {
		case nil:
		case []any:
			out = append(out, x...)
		case map[string]any:
			if l, ok := x["@list"].([]any); ok {
				out = append(out, l...)
			} else {
				out = append(out, x)
			}
		default:
			out = append(out, x)
		}
	}
	return out
}

// jsonLDYear is the year of an ISO date or a bare year.
func jsonLDYear(v any) string {
	s := jsonLDText(v)
	if len(s) < 4 {
		return ""
	}
	for _, c := range s[:4] {
		if c < '0' || c > '9' {
			return ""
		}
	}
	if len(s) > 4 && s[4] != '-' && s[4] != '/' && s[4] != 'T' {
		return ""
	}
	return s[:4]
}

// jsonLDDOI is the DOI among a work's id, url, sameAs and identifier.
func jsonLDDOI(m map[string]any) string {
	for _, v := range jsonLDList(m["@id"], m["url"], m["sameAs"], m["identifier"]) {
		s := jsonLDText(v)
		if o, ok := v.(map[string]any); ok && strings.EqualFold(jsonLDText(o["propertyID"]), "doi") {
			s = jsonLDText(o["value"])
		}
		if i := strings.Index(strings.ToLower(s), "10."); i >= 0 && (i == 0 || strings.Contains(strings.ToLower(s[:i]), "doi")) {
			return s[i:]
		}
	}
	return ""
}
