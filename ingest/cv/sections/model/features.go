package model

import (
	"strconv"
	"strings"
	"unicode"
)

// Example is what the model reads of one section: its heading, the
// heading it sits under, what the heading-word rules say and what its
// entries look like.
type Example struct {
	// Heading is the heading's text without decorations.
	Heading string `json:"heading"`
	// Parent is the heading of the section this one is a part of: the
	// last heading of a higher level before it, or the heading of an
	// empty section just before it ("Publications" over "Journal
	// Articles"); "" for none.
	Parent string `json:"parent,omitempty"`
	// Prev is the heading of the section just before, when it is not
	// the parent: a section of talks is often followed by more.
	Prev string `json:"prev,omitempty"`
	// Marked says the heading was marked as one (markdown #, bold, ALL
	// CAPS); Level is its markdown level, 0 for none.
	Marked bool `json:"marked,omitempty"`
	Level  int  `json:"level,omitempty"`
	// Rule is what the heading-word rules make of the heading (see
	// Rule): a feature, not the answer.
	Rule string `json:"rule,omitempty"`
	// Sum describes the section's lines.
	Sum Summary `json:"sum"`
}

// features returns the names of x's features.
func features(x *Example) []string {
	f := make([]string, 0, 64)
	f = append(f, "bias")
	f = headingFeatures(f, "h", x.Heading)
	f = headingFeatures(f, "up", x.Parent)
	for _, c := range concepts(x.Prev) {
		f = append(f, "prev:c:"+c)
	}
	f = contextFeatures(f, x)
	if x.Rule != "" {
		f = append(f, "rule:"+x.Rule)
		if i := strings.IndexByte(x.Rule, ':'); i > 0 {
			f = append(f, "rule:"+x.Rule[:i])
		}
	}
	if x.Parent == "" {
		f = append(f, "up:none")
	}
	f = append(f, "marked:"+strconv.FormatBool(x.Marked), "level:"+strconv.Itoa(min(x.Level, 4)))
	return summaryFeatures(f, &x.Sum)
}

// headingFeatures adds the features of a heading's words: the words,
// their first five letters, their concepts, and the concept of the
// last word (what the heading lists: "Invited *Talks*").
func headingFeatures(f []string, p, heading string) []string {
	words := headingWords(heading)
	if heading == "" {
		return f
	}
	if len(words) == 0 {
		return append(f, p+":nowords")
	}
	f = append(f, p+":n"+strconv.Itoa(min(len(words), 6)))
	last := ""
	for i, w := range words {
		f = append(f, p+":w:"+w)
		if r := []rune(w); len(r) > 5 {
			f = append(f, p+":p5:"+string(r[:5]))
		}
		for _, c := range conceptWords[w] {
			f = append(f, p+":c:"+c)
			last = c
			if i == 0 {
				f = append(f, p+":first:"+c)
			}
		}
	}
	lower := strings.ToLower(heading)
	for _, cr := range conceptRunes {
		if strings.Contains(lower, cr.text) {
			f = append(f, p+":c:"+cr.concept)
			last = cr.concept
		}
	}
	if last != "" {
		f = append(f, p+":last:"+last)
	}
	return f
}

// contextFeatures adds what the heading names joined with where it
// stands: the concept of its last word with that of its parent's last
// word (posters under "Publications" are papers, under "Presentations"
// talks; patents under "Honors" are no list of works) or with no parent,
// and with the heading-word rules' verdict. A linear model cannot weigh
// the two apart.
func contextFeatures(f []string, x *Example) []string {
	last := lastConcept(x.Heading)
	if last == "" {
		last = "none"
	}
	up := "none"
	if x.Parent != "" {
		up = lastConcept(x.Parent)
		if up == "" {
			up = "unknown"
		}
	}
	f = append(f, "h×up:"+last+"|"+up)
	if x.Rule != "" {
		rule, _, _ := strings.Cut(x.Rule, ":")
		f = append(f, "h×rule:"+last+"|"+rule)
	}
	return f
}

// lastConcept returns the concept of the last word of heading that has
// one ("Invited *Talks*", "Posters under Review"), the last of a script
// without spaces when no word has one, or "".
func lastConcept(heading string) string {
	last := ""
	for _, w := range headingWords(heading) {
		if cs := conceptWords[w]; len(cs) > 0 {
			last = cs[len(cs)-1]
		}
	}
	if last != "" {
		return last
	}
	lower := strings.ToLower(heading)
	for _, cr := range conceptRunes {
		if strings.Contains(lower, cr.text) {
			last = cr.concept
		}
	}
	return last
}

// headingWords returns the lower-cased words of a heading; a run of a
// script without spaces is one word.
func headingWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && r != '-'
	})
}

// cueNames name the cues in feature names.
var cueNames = [NumCues]string{"year", "quote", "italic", "bold", "link", "doi", "initials", "names", "venue",
	"pages", "etal", "talk", "teach", "money", "degree", "job", "software", "service", "status", "month", "long"}

// summaryFeatures adds the features of what a section's lines look
// like: the share of lines with each cue, in five steps, and the
// section's size.
func summaryFeatures(f []string, s *Summary) []string {
	f = append(f, "lines:"+strconv.Itoa(sizeStep(s.Lines)), "entries:"+strconv.Itoa(sizeStep(s.Entries)))
	if s.Lines == 0 {
		return append(f, "empty")
	}
	f = append(f, "wpl:"+strconv.Itoa(min(s.Words/s.Lines/4, 6)))
	if s.Entries > 0 {
		f = append(f, "lpe:"+strconv.Itoa(min(s.Lines/s.Entries, 4)))
	}
	for c, n := range s.Cues {
		f = append(f, cueNames[c]+":"+strconv.Itoa(shareStep(n, s.Lines)))
	}
	return f
}

// sizeStep buckets a count: 0, 1, 2–3, 4–10, 11–30, more.
func sizeStep(n int) int {
	switch {
	case n <= 1:
		return n
	case n <= 3:
		return 2
	case n <= 10:
		return 3
	case n <= 30:
		return 4
	}
	return 5
}

// shareStep buckets the share n/of: none, under a fifth, under a half,
// under four fifths, more.
func shareStep(n, of int) int {
	switch {
	case n == 0:
		return 0
	case 5*n < of:
		return 1
	case 2*n < of:
		return 2
	case 5*n < 4*of:
		return 3
	}
	return 4
}
