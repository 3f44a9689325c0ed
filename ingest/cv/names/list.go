package names

import (
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/ingest/cv/namelist"
)

// List splits s, "A, B and C", into names, or returns nil when a piece
// does not read as a name (see namelist.List).
func List(s string) []string { return namelist.List(s) }

// Implied returns the co-authors an owner-implied byline in text
// names ("With A, B and C."), or nil when text has none. A lower-case
// "with" counts only after an opening bracket or "joint", since titles
// use the word too.
func Implied(text string) []string { return implied(text, false) }

// WithPhrase is Implied for a text that holds no title: a note, or the
// part of a citation before or after its title. There a lower-case
// "with" counts too where no word leads up to it: after a comma, a full
// stop or a year ("2014 with A. Doe", ", with A. Doe in B. Roe (ed.)").
func WithPhrase(text string) []string { return implied(text, true) }

func implied(text string, loose bool) []string {
	for _, m := range withLeads(text) {
		if !withLead(text, m, loose) {
			continue
		}
		lead := text[m[0]:m[1]]
		if coauthors := namelist.List(withSpan(text[m[1]:], strings.ContainsAny(lead, "(["))); len(coauthors) > 0 {
			return coauthors
		}
	}
	return nil
}

// withLead reports whether the "with" text[m[0]:m[1]] opens a byline:
// after a bracket, "joint", "co-authored" or "in collaboration", at the start of a
// line, or in capitals after a full stop; when loose, also after a comma
// or a full stop in lower case, or where no word leads up to it.
func withLead(text string, m []int, loose bool) bool {
	lead := strings.TrimSpace(text[m[0]:m[1]])
	low := strings.ToLower(lead)
	if strings.ContainsAny(lead, "([") || strings.HasPrefix(low, "joint") || strings.Contains(low, "collaboration") ||
		strings.Contains(low, "authored") || strings.Contains(low, "written") {
		return true
	}
	if m[0] == 0 || strings.Contains(text[m[0]:m[1]], "\n") || text[m[0]-1] == '\n' {
		return true
	}
	sentence := strings.ContainsAny(lead[:1], ".;:")
	word := strings.Fields(strings.TrimLeft(lead, ".;:, "))
	if sentence && len(word) > 0 && unicode.IsUpper([]rune(word[0])[0]) {
		return true
	}
	if !loose {
		return false
	}
	if sentence || lead[0] == ',' {
		return true
	}
	before := []rune(strings.TrimRight(text[:m[0]], " \t"))
	return len(before) == 0 || !unicode.IsLetter(before[len(before)-1])
}

// withSpan returns the part of s that a "with" byline takes: up to the
// closing bracket, an opening quote (the title that follows), the word
// "in" (the book a chapter is in), or the end of the sentence (a full
// stop after a word that is not an initial).
func withSpan(s string, bracket bool) string {
	for _, in := range []string{" in ", " In "} {
		if i := strings.Index(s, in); i >= 0 {
			s = s[:i]
		}
	}
	for i, r := range s {
		switch r {
		case ')', ']', ';', '\n', '«', '“', '‘', '"', '„':
			return s[:i]
		case '.':
			if bracket {
				continue
			}
			word := s[strings.LastIndexAny(s[:i], " \t,")+1 : i]
			if len([]rune(word)) > 1 && !strings.Contains(word, ".") {
				return s[:i]
			}
		}
	}
	return s
}
