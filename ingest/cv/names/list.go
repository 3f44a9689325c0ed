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
