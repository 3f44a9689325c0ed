// Package wordset builds the sets of words the readers look words up in:
// name particles, section words, LaTeX environments.
//
//	particles := wordset.Of(`van von de der`)
//	particles["von"] // true
package wordset

import (
	"strings"
	"unicode/utf8"
)

// Of returns the set of the space-separated words.
func Of(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// HasLower reports whether set holds w in lower case, set[strings.ToLower(w)],
// without making the lower-case copy of a short ASCII word: the readers
// look up every word of every entry so.
func HasLower(set map[string]bool, w string) bool {
	var buf [32]byte
	if len(w) > len(buf) {
		return set[strings.ToLower(w)]
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= utf8.RuneSelf {
			return set[strings.ToLower(w)]
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return set[string(buf[:len(w)])]
}
