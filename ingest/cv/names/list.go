package names

import (
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/ingest/internal/quickre"
)

// List splits s, "A, B and C", into names, or returns nil when a piece
// does not read as a name (a few capitalised words).
func List(s string) []string {
	s = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), ".,"))
	if s == "" {
		return nil
	}
	var out []string
	for _, piece := range strings.Split(s, ",") {
		for _, p := range splitAnd(piece) {
			p = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(p), "."))
			if p == "" {
				continue
			}
			if !nameLike(p) {
				// The byline ends at the first piece that is no name
				// ("With A, B. Journal 3, 2019").
				return out
			}
			out = append(out, p)
		}
	}
	return out
}

// nameLike reports whether p reads as one name: a few capitalised words.
func nameLike(p string) bool {
	words := strings.Fields(p)
	if len(words) == 0 || len(words) > 5 {
		return false
	}
	for _, w := range words {
		r := []rune(strings.TrimLeft(w, "*_"))
		if len(r) == 0 || unicode.IsDigit(r[0]) || unicode.IsLower(r[0]) && !IsParticle(w) {
			return false
		}
	}
	return true
}

// andRe splits names joined by a conjunction.
var andRe = quickre.MustCompile(`\s+(?:and|&|und|et|y|e)\s+|^\s*(?:and|&)\s+`)

// splitAnd splits s at the conjunctions andRe matches.
func splitAnd(s string) []string { return andRe.Split(s, -1) }

// withLeadRe finds where a byline that leaves out the owner starts: "With
// A and B" opening a line or a sentence, "(with A, B and C)", "joint with
// A", and the same in French, German, Spanish and Portuguese ("avec",
// "mit", "con", "com"). A lower-case "with" counts only after an opening
// bracket or "joint", since titles use the word too.
var withLeadRe = quickre.MustCompile(`(?m)(?:^|[.;:]\s+|\s*[(\[]\s*|\b[Jj]oint(?:ly)?\s+|\b[Ii]n collaboration\s+)(?:[Ww]ith|[Aa]vec|[Mm]it|[Cc]on|[Cc]om)\s+`)

// Implied returns the co-authors an owner-implied byline in text
// names ("With A, B and C."), or nil when text has none.
func Implied(text string) []string {
	for _, m := range withLeadRe.FindAllStringIndex(text, -1) {
		lead := strings.TrimSpace(text[m[0]:m[1]])
		bracket := strings.ContainsAny(lead, "([")
		low := strings.ToLower(strings.TrimLeft(lead, ".;: "))
		joint := strings.HasPrefix(low, "joint") || strings.HasPrefix(low, "in collaboration")
		word := strings.Fields(strings.TrimLeft(lead, "([.;: "))
		capital := len(word) > 0 && unicode.IsUpper([]rune(word[len(word)-1])[0])
		lineStart := m[0] == 0 || strings.Contains(text[m[0]:m[1]], "\n") || text[m[0]-1] == '\n'
		if !bracket && !joint && !capital && !lineStart {
			continue
		}
		if coauthors := List(withSpan(text[m[1]:], bracket)); len(coauthors) > 0 {
			return coauthors
		}
	}
	return nil
}

// withSpan returns the part of s that a "with" byline takes: up to the
// closing bracket, or to the end of the sentence (a full stop after a
// word that is not an initial).
func withSpan(s string, bracket bool) string {
	for i, r := range s {
		switch r {
		case ')', ']', ';', '\n':
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
