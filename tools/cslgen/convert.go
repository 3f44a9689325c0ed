package main

import (
	"errors"
	"fmt"
	"html"
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/ingest/label"
)

// The markers render.js puts around each rendered variable.
const (
	varOpen  = '\x01' // followed by the variable names joined by "+"
	varText  = '\x02' // then the variable's text
	varClose = '\x03'
)

// errRendered is returned (wrapped) for citeproc output that cannot be
// read back into a labelled entry.
var errRendered = errors.New("unreadable rendered entry")

// varLabels maps CSL variables onto package label's field names; a
// variable absent here (citation-number, citation-label) is no field.
var varLabels = map[string]string{}

func init() {
	for label, vars := range map[string]string{
		"author":     "author composer director interviewer illustrator performer chair compiler contributor curator host narrator organizer original-author producer script-writer series-creator inventor",
		"editor":     "editor translator container-author collection-editor editorial-director editor-translator reviewed-author recipient",
		"title":      "title title-short original-title reviewed-title",
		"container":  "container-title container-title-short collection-title event event-title journalAbbreviation volume-title",
		"date":       "issued event-date original-date submitted year-suffix available-date",
		"locator":    "volume issue page page-first number number-of-pages number-of-volumes chapter-number collection-number locator supplement-number part-number",
		"publisher":  "publisher publisher-place event-place authority archive archive-place jurisdiction original-publisher original-publisher-place",
		"identifier": "DOI URL ISBN ISSN PMID PMCID call-number",
		"note":       "note genre medium status edition version annote dimensions scale section source references language accessed",
	} {
		for _, v := range strings.Fields(vars) {
			varLabels[v] = label
		}
	}
}

// labelOf names the field of a wrapper's variables: the first one that
// maps to a field, author before editor.
func labelOf(vars string) string {
	best := ""
	for _, v := range strings.Split(vars, "+") {
		switch l := varLabels[v]; {
		case l == "author":
			return l
		case best == "":
			best = l
		}
	}
	return best
}

// convert turns one rendered entry (citeproc's HTML with variable
// markers) into a labelled entry: HTML marks become mark tags, variables
// field tags, entities characters, runs of white space one space.
func convert(src string) (label.Tagged, error) {
	cv := converter{src: src}
	for i := 0; i < len(src); {
		var err error
		switch c := src[i]; {
		case c == varOpen:
			i, err = cv.openVar(i)
		case c == varClose:
			i, err = cv.closeVar(i)
		case c == '<':
			i, err = cv.element(i)
		case c == '&':
			i = cv.entity(i)
		default:
			i = cv.text(i)
		}
		if err != nil {
			return label.Tagged{}, err
		}
	}
	if len(cv.fieldStack) > 0 || len(cv.markStack) > 0 {
		return label.Tagged{}, fmt.Errorf("%w: %d variables and %d marks left open", errRendered, len(cv.fieldStack), len(cv.markStack))
	}
	t := label.Tagged{Text: cv.b.String(), Tags: orderTags(cv.tags)}
	trimFields(&t)
	return t, nil
}

// openTag is a mark or field tag whose end is still to come.
type openTag struct {
	name  string // tag name, "" for a span or wrapper that is none
	start int
	field bool
}

// converter is the state of one convert call.
type converter struct {
	src                   string
	b                     strings.Builder // the entry's text
	tags                  []label.Tag     // closed, in the order they closed
	markStack, fieldStack []openTag
	space                 bool // white space is pending
}

// write adds text, a run of white space as one pending space.
func (cv *converter) write(s string) {
	for _, r := range s {
		if unicode.IsSpace(r) || r == '\u00a0' {
			cv.space = true
			continue
		}
		if cv.space && cv.b.Len() > 0 {
			cv.b.WriteByte(' ')
		}
		cv.space = false
		cv.b.WriteRune(r)
	}
}

// flushSpace writes a pending space, unless at the start.
func (cv *converter) flushSpace() {
	if cv.space && cv.b.Len() > 0 {
		cv.b.WriteByte(' ')
		cv.space = false
	}
}

// closeTag ends tag o at the current position, if it is a tag and holds
// text.
func (cv *converter) closeTag(o openTag) {
	if o.name == "" {
		return
	}
	if cv.b.Len() > o.start {
		cv.tags = append(cv.tags, label.Tag{Name: o.name, Start: o.start, End: cv.b.Len()})
	}
}

// openVar reads the variable marker at byte i and returns the byte after
// it.
func (cv *converter) openVar(i int) (int, error) {
	j := strings.IndexByte(cv.src[i:], varText)
	if j < 0 {
		return i, fmt.Errorf("byte %d: %w: variable names not closed", i, errRendered)
	}
	name := labelOf(cv.src[i+1 : i+j])
	if len(cv.fieldStack) > 0 {
		// Inside a field the outer one wins: "container-author"
		// around "editor", a group around its parts.
		name = ""
	}
	if name != "" {
		cv.flushSpace()
	}
	cv.fieldStack = append(cv.fieldStack, openTag{name: name, start: cv.b.Len(), field: true})
	return i + j + 1, nil
}

// closeVar reads the variable's end marker at byte i.
func (cv *converter) closeVar(i int) (int, error) {
	if len(cv.fieldStack) == 0 {
		return i, fmt.Errorf("byte %d: %w: variable closes nothing", i, errRendered)
	}
	cv.closeTag(cv.fieldStack[len(cv.fieldStack)-1])
	cv.fieldStack = cv.fieldStack[:len(cv.fieldStack)-1]
	return i + 1, nil
}

// element reads the HTML tag at byte i: a mark opens or closes, a div or
// line break is white space.
func (cv *converter) element(i int) (int, error) {
	j := strings.IndexByte(cv.src[i:], '>')
	if j < 0 {
		return i, fmt.Errorf("byte %d: %w: unclosed '<'", i, errRendered)
	}
	tag := cv.src[i+1 : i+j]
	i += j + 1
	if name, ok := strings.CutPrefix(tag, "/"); ok {
		if name == "div" {
			cv.space = true
			return i, nil
		}
		if len(cv.markStack) == 0 {
			return i, fmt.Errorf("byte %d: %w: </%s> closes nothing", i, errRendered, name)
		}
		cv.closeTag(cv.markStack[len(cv.markStack)-1])
		cv.markStack = cv.markStack[:len(cv.markStack)-1]
		return i, nil
	}
	el, attrs, _ := strings.Cut(tag, " ")
	if el == "div" || el == "br" || el == "br/" {
		cv.space = true
		return i, nil
	}
	cv.flushSpace()
	cv.markStack = append(cv.markStack, openTag{name: markOf(el, attrs), start: cv.b.Len()})
	return i, nil
}

// entity reads the HTML entity at byte i; an ampersand that starts none
// is itself.
func (cv *converter) entity(i int) int {
	j := strings.IndexByte(cv.src[i:], ';')
	if j < 0 || j > 10 {
		cv.write("&")
		return i + 1
	}
	cv.write(html.UnescapeString(cv.src[i : i+j+1]))
	return i + j + 1
}

// text reads plain text from byte i up to the next tag, entity or
// marker.
func (cv *converter) text(i int) int {
	j := i + 1
	for j < len(cv.src) && cv.src[j] != '<' && cv.src[j] != '&' && cv.src[j] != varOpen && cv.src[j] != varClose {
		j++
	}
	cv.write(cv.src[i:j])
	return j
}

// orderTags returns the tags in the order an entry writes them. Fields
// never cross (an inner variable is no field); a mark that crosses a
// field's edge goes. Marks come first, so that a mark and a field over
// the same bytes write as <i><container>…</container></i>.
func orderTags(tags []label.Tag) []label.Tag {
	var fields, out []label.Tag
	for _, tg := range tags {
		if !isMark(tg.Name) {
			fields = append(fields, tg)
		}
	}
	for _, tg := range tags {
		if !isMark(tg.Name) {
			continue
		}
		ok := true
		for _, u := range append(fields, out...) {
			if crosses(tg, u) {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, tg)
		}
	}
	return append(out, fields...)
}

func isMark(name string) bool {
	switch name {
	case "i", "b", "u", "a", "sup":
		return true
	}
	return false
}

// crosses reports whether two tags overlap without one holding the other.
func crosses(a, b label.Tag) bool {
	return a.Start < b.End && b.Start < a.End &&
		!(a.Start <= b.Start && b.End <= a.End) && !(b.Start <= a.Start && a.End <= b.End)
}

// trimFields moves field edges off white space (tags must not start or end
// in it, so that written lines read back the same).
func trimFields(t *label.Tagged) {
	for i := range t.Tags {
		tg := &t.Tags[i]
		for tg.Start < tg.End && t.Text[tg.Start] == ' ' {
			tg.Start++
		}
		for tg.End > tg.Start && t.Text[tg.End-1] == ' ' {
			tg.End--
		}
	}
	kept := t.Tags[:0]
	for _, tg := range t.Tags {
		if tg.End > tg.Start {
			kept = append(kept, tg)
		}
	}
	t.Tags = kept
}

// markOf names the mark tag of an HTML element citeproc writes, "" for
// one that carries no mark.
func markOf(el, attrs string) string {
	switch el {
	case "i", "em":
		return "i"
	case "b", "strong":
		return "b"
	case "sup":
		return "sup"
	case "a":
		return "a"
	case "span":
		a := strings.ReplaceAll(attrs, " ", "")
		switch {
		case strings.Contains(a, "font-style:italic"), strings.Contains(a, "font-style:oblique"):
			return "i"
		case strings.Contains(a, "font-weight:bold"):
			return "b"
		case strings.Contains(a, "text-decoration:underline"):
			return "u"
		case strings.Contains(a, "vertical-align:sup"):
			return "sup"
		}
	}
	return ""
}
