package heading

import (
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
)

// Obs is what the detector reads of one line and its neighbours. It
// holds no text, so that the lines of development documents can be
// kept as training data.
type Obs struct {
	Level  int  `json:"lv,omitempty"` // markup heading level, 0 for none
	Bold   bool `json:"b,omitempty"`  // the whole line is bold
	Italic bool `json:"i,omitempty"`  // the whole line is italic
	Caps   bool `json:"c,omitempty"`  // ALL CAPS
	Title  bool `json:"t,omitempty"`  // every long word capitalised
	Lower  bool `json:"lo,omitempty"` // opens with a lower-case letter
	Item   bool `json:"it,omitempty"` // a list item
	Num    bool `json:"n,omitempty"`  // a numbered list item
	SecNum bool `json:"sn,omitempty"` // opens with a section number: "2.1", "IV."
	Words  int  `json:"w"`            // words
	Period bool `json:"p,omitempty"`  // ends in a period
	Colon  bool `json:"co,omitempty"` // ends in a colon
	Year   bool `json:"y,omitempty"`  // holds a year
	Digits bool `json:"d,omitempty"`  // holds another number
	Commas int  `json:"cm,omitempty"` // commas and semicolons
	Quote  bool `json:"q,omitempty"`  // holds a quotation mark
	Link   bool `json:"l,omitempty"`  // holds a link
	Name   bool `json:"nm,omitempty"` // reads as a person's name: two to four capitalised words
	Indent bool `json:"in,omitempty"` // indented
	// Rule is what the heading-word rules make of the text, marked as
	// the line is (model.WordRule): "" when they see no heading.
	Rule string `json:"r,omitempty"`
	// RulePlain is their verdict on the text as an unmarked line.
	RulePlain string `json:"rp,omitempty"`
	// Class is the section class the heading's words name
	// (model.HeadingClass), "" for none.
	Class string `json:"cl,omitempty"`
	// Concepts is how many of the line's words, at most 3, name what a
	// section lists in the section model's lexicon of heading concepts
	// (conceptWord: "articles", "journals", "Vorträge", "revistas"),
	// for a marked line (a markup heading, all bold, ALL CAPS) of 6 to
	// 13 words, too long for the word rules; Lead is set when its first
	// word does. A long heading ("Articles in Refereed Journals Indexed in
	// International Databases") opens with and holds such words; a
	// paper's title on its own line seldom does.
	Concepts int  `json:"k,omitempty"`
	Lead     bool `json:"ld,omitempty"`
	// The neighbours.
	First       bool `json:"f,omitempty"`   // the document's first line with text
	BlankBefore bool `json:"bb,omitempty"`  // a blank line (or none) before
	BlankAfter  bool `json:"ba,omitempty"`  // a blank line (or none) after
	NextItem    bool `json:"ni,omitempty"`  // the next line with text is a list item
	NextYear    bool `json:"ny,omitempty"`  // … holds a year
	NextLong    bool `json:"nl,omitempty"`  // … has ten words or more
	NextLevel   int  `json:"nlv,omitempty"` // … its heading level
	NextBold    bool `json:"nb,omitempty"`  // … is all bold
	NextName    bool `json:"nn,omitempty"`  // … reads as a person's name
	PrevLevel   int  `json:"plv,omitempty"` // the heading level of the line before with text
	PrevLong    bool `json:"pl,omitempty"`  // … has ten words or more
	PrevPeriod  bool `json:"pp,omitempty"`  // … ends in a period
	Last        bool `json:"la,omitempty"`  // the last line with text
}

// Observe returns what the detector reads of lines[i], which must hold
// text.
func Observe(lines []markup.Line, i int) Obs {
	l := &lines[i]
	text := headingText(l.Text)
	words := strings.Fields(text)
	o := Obs{
		Level: min(l.Heading, 4), Bold: l.OnlyStyle(markup.Bold), Italic: l.OnlyStyle(markup.Italic),
		Item: l.Item, Num: l.Item && l.Number > 0, Words: len(words), Link: len(l.URLs) > 0, Indent: l.Indent > 0,
	}
	trimmed := strings.TrimRight(strings.TrimSpace(l.Text), " *_")
	o.Period = strings.HasSuffix(trimmed, ".")
	o.Colon = strings.HasSuffix(trimmed, ":") || strings.HasSuffix(trimmed, "：")
	o.Caps, o.Title, o.Lower = letterCase(words)
	o.SecNum = len(words) > 1 && sectionNumber(words[0])
	o.Year, o.Digits = numbers(words)
	o.Commas = min(strings.Count(text, ",")+strings.Count(text, ";"), 3)
	o.Quote = strings.ContainsAny(text, "\"“”«»")
	o.Name = isName(words)
	bare := text
	if o.SecNum {
		bare = strings.Join(words[1:], " ")
	}
	bare = withoutNotes(bare)
	marked := o.Level > 0 || o.Bold || o.Caps && len(words) >= 2
	if len(words) <= 8 {
		o.Rule, _, _ = model.WordRule(bare, marked)
		o.RulePlain, _, _ = model.WordRule(bare, false)
		if c := model.HeadingClass(bare); c != model.Other {
			o.Class = c.String()
		}
	}
	if (o.Level > 0 || o.Bold || o.Caps) && len(words) >= 6 && len(words) <= 13 {
		// The word rules read a shorter line (Rule, Class); only a
		// marked line may be added as a heading (Addable), and looking
		// every line's words up would cost the reader more than the
		// feature is worth.
		o.Concepts, o.Lead = countConcepts(bare)
	}
	observeNeighbours(&o, lines, i)
	return o
}

// listConcepts are the concepts of package model's heading lexicon
// (model.Names) that name what a section lists: publications and their
// kinds, talks, teaching, grants and awards, students. The lexicon's
// other concepts (service, skills, media, software, employment) hold
// words as common in titles and affiliations ("data", "public",
// "management", "history") as in headings. TestConcepts checks the
// names against the lexicon.
var listConcepts = []string{"pub", "journal", "conf", "book", "preprint", "thesis", "patent", "poster",
	"refereed", "talk", "teach", "grant", "award", "student"}

// conceptWord reports whether the word w names one of listConcepts.
func conceptWord(w string) bool {
	for _, c := range listConcepts {
		if model.Names(w, c) {
			return true
		}
	}
	return false
}

// countConcepts returns how many of text's words name a concept of
// listConcepts, at most 3, and whether the first does.
func countConcepts(text string) (n int, lead bool) {
	for k, w := range strings.Fields(text) {
		if len(w) > 2 && conceptWord(w) {
			n++
			lead = lead || k == 0
		}
	}
	return min(n, 3), lead
}

// observeNeighbours sets what o says of the lines around lines[i].
func observeNeighbours(o *Obs, lines []markup.Line, i int) {
	o.BlankBefore = i == 0 || lines[i-1].Blank()
	o.BlankAfter = i+1 == len(lines) || lines[i+1].Blank()
	p := i - 1
	for p >= 0 && lines[p].Blank() {
		p--
	}
	o.First = p < 0
	if p >= 0 {
		pt := strings.TrimSpace(lines[p].Text)
		o.PrevLevel = min(lines[p].Heading, 4)
		o.PrevLong = len(strings.Fields(pt)) >= 10
		o.PrevPeriod = strings.HasSuffix(pt, ".")
	}
	n := i + 1
	for n < len(lines) && lines[n].Blank() {
		n++
	}
	o.Last = n == len(lines)
	if n < len(lines) {
		nl := &lines[n]
		words := strings.Fields(headingText(nl.Text))
		o.NextItem = nl.Item
		o.NextYear, _ = numbers(words)
		o.NextLong = len(words) >= 10
		o.NextLevel = min(nl.Heading, 4)
		o.NextBold = nl.OnlyStyle(markup.Bold)
		o.NextName = isName(words)
	}
}

// withoutNotes returns s without its notes in brackets, as the word
// rules read a heading: "Journal Papers (in English)" gives "Journal
// Papers".
func withoutNotes(s string) string {
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '(' || r == '[':
			depth++
		case (r == ')' || r == ']') && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// headingText trims the decorations around a heading.
func headingText(s string) string {
	return strings.TrimFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune("_—–-:|*#=•·.", r)
	})
}

// letterCase reports whether words are in capitals, in title case, or
// open with a lower-case letter.
func letterCase(words []string) (caps, title, lower bool) {
	upper, low, long, capLong := 0, 0, 0, 0
	for k, w := range words {
		rs := []rune(w)
		for _, r := range rs {
			if unicode.IsUpper(r) {
				upper++
			} else if unicode.IsLower(r) {
				low++
			}
		}
		if len(rs) > 3 {
			long++
			if unicode.IsUpper(rs[0]) {
				capLong++
			}
		}
		if k == 0 && len(rs) > 0 {
			lower = unicode.IsLower(rs[0])
		}
	}
	return upper >= 3 && low == 0, long > 0 && capLong == long, lower
}

// sectionNumber reports whether w numbers a section: "2", "2.1.",
// "IV.", "A.".
func sectionNumber(w string) bool {
	w = strings.TrimRight(w, ".)")
	if w == "" || len(w) > 6 {
		return false
	}
	digits := strings.Trim(w, "0123456789.") == ""
	roman := strings.Trim(w, "IVX") == ""
	return digits && !isYear(w) || roman || len(w) == 1 && w[0] >= 'A' && w[0] <= 'H'
}

// numbers reports whether words hold a year, and another number.
func numbers(words []string) (year, other bool) {
	for _, w := range words {
		w = strings.TrimFunc(w, func(r rune) bool { return !unicode.IsDigit(r) && !unicode.IsLetter(r) })
		switch {
		case len(w) >= 4 && isYear(w[:4]) && (len(w) == 4 || !unicode.IsDigit(rune(w[4]))):
			year = true
		case strings.IndexFunc(w, unicode.IsDigit) >= 0:
			other = true
		}
	}
	return year, other
}

// isYear reports whether w is a year from 1900 to 2099.
func isYear(w string) bool {
	return len(w) == 4 && (w[:2] == "19" || w[:2] == "20") && strings.Trim(w, "0123456789") == ""
}

// isName reports whether words read as a person's name: two to four
// words, each capitalised or an initial, without digits.
func isName(words []string) bool {
	if len(words) < 2 || len(words) > 4 {
		return false
	}
	for _, w := range words {
		w = strings.Trim(w, "*_,")
		rs := []rune(w)
		if len(rs) == 0 || !unicode.IsUpper(rs[0]) || strings.IndexFunc(w, unicode.IsDigit) >= 0 {
			return false
		}
	}
	return true
}

// Bare returns a heading's text without the section number that opens
// it: "III. Publications" gives "Publications", "C. Abstracts" gives
// "Abstracts"; a text that opens with no number is returned as is.
func Bare(text string) string {
	words := strings.Fields(text)
	if len(words) > 1 && sectionNumber(words[0]) {
		return strings.Join(words[1:], " ")
	}
	return text
}
