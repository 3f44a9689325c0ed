// Package namelist reads a plain list of names, "A, B and C", and knows
// the particles of names ("van", "de", "bin"). It lies below the stages of
// the CV reader: package markup reads the co-authors of a bracketed
// "(with A and B)" with it, package convert tells a particle from a word
// of a title, and package names builds its bylines on it.
package namelist

import (
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
	"github.com/pubgraph/pubgraph/ingest/internal/wordset"
)

// Particles may start or sit inside a name in lower case.
var Particles = wordset.Of(`van von de der den del della di da dos das du le la los las ten ter bin binti al el y e zu vom af av st ó ní nic uí`)

// IsParticle reports whether w, in any case, is a name particle, a word
// that may start or sit inside a name in lower case: "van", "de", "bin".
func IsParticle(w string) bool { return Particles[strings.ToLower(w)] }

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

// conjunctions join the last two names of a list, in the languages CVs
// are written in; a list may open with the first two ("and B").
var (
	conjunctions = []string{"and", "&", "und", "et", "y", "e"}
	openers      = []string{"and", "&"}
)

// conjunctionEnd returns the offset after the conjunction of words at i
// of s and the white space after it, which there must be; -1 for none.
func conjunctionEnd(s string, i int, words []string) int {
	for _, w := range words {
		if e := i + len(w); strings.HasPrefix(s[i:], w) && e < len(s) && scan.Space(s[e]) {
			return scan.SkipSpace(s, e)
		}
	}
	return -1
}

// splitAnd splits s at its conjunctions, each between white space, and
// at "and" or "&" that opens it.
func splitAnd(s string) []string {
	var parts []string
	last := 0
	for p := 0; p < len(s); p++ {
		end := -1
		if w := scan.SkipSpace(s, p); w > p {
			end = conjunctionEnd(s, w, conjunctions)
		}
		if end < 0 && p == 0 {
			end = conjunctionEnd(s, scan.SkipSpace(s, 0), openers)
		}
		if end > p {
			parts = append(parts, s[last:p])
			last, p = end, end-1
		}
	}
	return append(parts, s[last:])
}
