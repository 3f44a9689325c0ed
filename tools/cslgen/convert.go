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
	var b strings.Builder
	var tags []label.Tag
	type open struct {
		name  string // tag name, "" for a span or wrapper that is none
		start int
		field bool
	}
	var markStack, fieldStack []open
	space := false
	write := func(s string) {
		for _, r := range s {
			if unicode.IsSpace(r) || r == '\u00a0' {
				space = true
				continue
			}
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(r)
		}
	}
	pos := func() int { return b.Len() }
	closeTag := func(o open) {
		if o.name == "" {
			return
		}
		if pos() > o.start {
			tags = append(tags, label.Tag{Name: o.name, Start: o.start, End: pos()})
		}
	}
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == varOpen:
			j := strings.IndexByte(src[i:], varText)
			if j < 0 {
				return label.Tagged{}, fmt.Errorf("byte %d: %w: variable names not closed", i, errRendered)
			}
			name := labelOf(src[i+1 : i+j])
			if len(fieldStack) > 0 {
				// Inside a field the outer one wins: "container-author"
				// around "editor", a group around its parts.
				name = ""
			}
			if space && b.Len() > 0 && name != "" {
				b.WriteByte(' ')
				space = false
			}
			fieldStack = append(fieldStack, open{name: name, start: pos(), field: true})
			i += j + 1
		case c == varClose:
			if len(fieldStack) == 0 {
				return label.Tagged{}, fmt.Errorf("byte %d: %w: variable closes nothing", i, errRendered)
			}
			closeTag(fieldStack[len(fieldStack)-1])
			fieldStack = fieldStack[:len(fieldStack)-1]
			i++
		case c == '<':
			j := strings.IndexByte(src[i:], '>')
			if j < 0 {
				return label.Tagged{}, fmt.Errorf("byte %d: %w: unclosed '<'", i, errRendered)
			}
			tag := src[i+1 : i+j]
			i += j + 1
			if strings.HasPrefix(tag, "/") {
				name := strings.TrimPrefix(tag, "/")
				if name == "div" {
					space = true
					continue
				}
				if len(markStack) == 0 {
					return label.Tagged{}, fmt.Errorf("byte %d: %w: </%s> closes nothing", i, errRendered, name)
				}
				closeTag(markStack[len(markStack)-1])
				markStack = markStack[:len(markStack)-1]
				continue
			}
			el, attrs, _ := strings.Cut(tag, " ")
			if el == "div" || el == "br" || el == "br/" {
				space = true
				continue
			}
			if space && b.Len() > 0 {
				b.WriteByte(' ')
				space = false
			}
			markStack = append(markStack, open{name: markOf(el, attrs), start: pos()})
		case c == '&':
			j := strings.IndexByte(src[i:], ';')
			if j < 0 || j > 10 {
				write("&")
				i++
				continue
			}
			write(html.UnescapeString(src[i : i+j+1]))
			i += j + 1
		default:
			j := i + 1
			for j < len(src) && src[j] != '<' && src[j] != '&' && src[j] != varOpen && src[j] != varClose {
				j++
			}
			write(src[i:j])
			i = j
		}
	}
	if len(fieldStack) > 0 || len(markStack) > 0 {
		return label.Tagged{}, fmt.Errorf("%w: %d variables and %d marks left open", errRendered, len(fieldStack), len(markStack))
	}
	t := label.Tagged{Text: b.String()}
	// Fields never cross (an inner variable is no field); a mark that
	// crosses a field's edge goes. Marks come first, so that a mark and a
	// field over the same bytes write as <i><container>…</container></i>.
	var fields []label.Tag
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
		for _, u := range append(fields, t.Tags...) {
			if crosses(tg, u) {
				ok = false
				break
			}
		}
		if ok {
			t.Tags = append(t.Tags, tg)
		}
	}
	t.Tags = append(t.Tags, fields...)
	trimFields(&t)
	return t, nil
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
