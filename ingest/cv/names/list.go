package names

import (
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/ingest/cv/namelist"
	"github.com/pubgraph/pubgraph/ingest/internal/quickre"
)

// List splits s, "A, B and C", into names, or returns nil when a piece
// does not read as a name (see namelist.List).
func List(s string) []string { return namelist.List(s) }

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
		if coauthors := namelist.List(withSpan(text[m[1]:], bracket)); len(coauthors) > 0 {
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
