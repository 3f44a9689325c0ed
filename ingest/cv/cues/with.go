package cues

import (
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
)

// withWords are the one-word phrases of the with class, as cues.txt
// writes them (in lower case).
var withWords = words(With)

// words returns the one-word phrases of t, in the order of cues.txt.
func words(t *Table) []string {
	var out []string
	for _, l := range t.lines {
		if f := strings.Fields(l); len(f) == 1 {
			out = append(out, f[0])
		}
	}
	return out
}

// WithWordAt returns the end of a with word (the with class) at byte i of
// s, written as cues.txt writes it or with its first letter a capital,
// and followed by white space, which it leaves; -1 for none. It reads
// bytes, not tokens, for the scanners that look for a co-author phrase
// at every position of a line.
func WithWordAt(s string, i int) int {
	if i >= len(s) {
		return -1
	}
	for _, w := range withWords {
		if (s[i] == w[0] || s[i] == w[0]-'a'+'A') && strings.HasPrefix(s[i+1:], w[1:]) {
			if e := i + len(w); e < len(s) && scan.Space(s[e]) {
				return e
			}
		}
	}
	return -1
}

// WithForms returns the with words as WithWordAt finds them, each in
// lower case and with a capital: a text that holds none of them holds no
// with word.
func WithForms() []string {
	var out []string
	for _, w := range withWords {
		out = append(out, w, string(w[0]-'a'+'A')+w[1:])
	}
	return out
}

// IsWith reports whether s, less spaces and the marks " .,:;" around it,
// is a with word in any case: "With", "avec:".
func IsWith(s string) bool {
	w := strings.ToLower(strings.Trim(s, " .,:;"))
	for _, x := range withWords {
		if w == x {
			return true
		}
	}
	return false
}
