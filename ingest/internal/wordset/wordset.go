// Package wordset builds the sets of words the readers look words up in:
// name particles, section words, LaTeX environments.
//
//	particles := wordset.Of(`van von de der`)
//	particles["von"] // true
package wordset

import "strings"

// Of returns the set of the space-separated words.
func Of(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}
