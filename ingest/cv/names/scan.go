package names

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
)

// The words a byline uses for names left out or for its editors, read
// by small scanners over the text; the words are tables, compared blind
// to case.

// ellipsis returns the ellipsis that opens s, "...", ". . ." or "…",
// with the white space after it, or "".
func ellipsis(s string) string {
	i := 0
	switch {
	case strings.HasPrefix(s, "…"):
		i = len("…")
	case strings.HasPrefix(s, "."):
		i = 1
		for dots := 1; dots < 3; dots++ {
			if i < len(s) && scan.Space(s[i]) {
				i++
			}
			if i == len(s) || s[i] != '.' {
				return ""
			}
			i++
		}
	default:
		return ""
	}
	return s[:scan.SkipSpace(s, i)]
}

// etAlMore are the words that count the names left out, "[12 more
// authors]", "3 other co-authors".
var etAlMore = []string{"additional", "more", "other"}

// etAl returns what opens s and stands for names left out: "et al.",
// the German "u. a.", "and (many) others", "others", "12 more authors"
// (bracketed or not), or "".
func etAl(s string) string {
	if e, ok := scan.PrefixFold(s, 0, "et"); ok {
		if e < len(s) && s[e] == '.' {
			e++
		}
		e = scan.SkipSpace(s, e)
		if e, ok = scan.PrefixFold(s, e, "al"); ok {
			if e < len(s) && s[e] == '.' {
				e++
			}
			return s[:e]
		}
	}
	if e, ok := scan.PrefixFold(s, 0, "u."); ok {
		if e < len(s) && scan.Space(s[e]) {
			e++
		}
		if e, ok = scan.PrefixFold(s, e, "a."); ok {
			return s[:e]
		}
	}
	if e, ok := scan.PrefixFold(s, 0, "and"); ok && e < len(s) && scan.Space(s[e]) {
		e = scan.SkipSpace(s, e)
		if m, ok := scan.PrefixFold(s, e, "many"); ok && m < len(s) && scan.Space(s[m]) {
			if o, ok := scan.PrefixFold(s, scan.SkipSpace(s, m), "others"); ok {
				return s[:o]
			}
		}
		if o, ok := scan.PrefixFold(s, e, "others"); ok {
			return s[:o]
		}
	}
	if e, ok := scan.PrefixFold(s, 0, "others"); ok {
		return s[:e]
	}
	if strings.HasPrefix(s, "[") {
		if e := moreAuthors(s, 1); e > 0 && e < len(s) && s[e] == ']' {
			return s[:e+1]
		}
	}
	if e := moreAuthors(s, 0); e > 0 {
		return s[:e]
	}
	return ""
}

// moreAuthors reads "12 more authors", "3 other co-authors" at i of s
// and returns the offset after it, 0 for none.
func moreAuthors(s string, i int) int {
	d := i
	for d < len(s) && scan.Digit(s[d]) {
		d++
	}
	if d == i || d == len(s) || !scan.Space(s[d]) {
		return 0
	}
	e, ok := scan.PrefixAnyFold(s, scan.SkipSpace(s, d), etAlMore)
	if !ok || e == len(s) || !scan.Space(s[e]) {
		return 0
	}
	e = scan.SkipSpace(s, e)
	if c, ok := scan.PrefixFold(s, e, "co"); ok {
		if c < len(s) && s[c] == '-' {
			c++
		}
		if a, ok := scan.PrefixFold(s, c, "authors"); ok {
			return a
		}
	}
	if a, ok := scan.PrefixFold(s, e, "authors"); ok {
		return a
	}
	return 0
}

// editorWords are the words after editors' names, "(eds.)", "Hrsg.",
// "translator": each opens the word it stands for.
var editorWords = []string{"ed.", "eds.", "editor", "hrsg.", "hg.", "trans.", "translator"}

// capitals reports whether s is one to three capital letters, the
// initials of a name written in the PubMed style.
func capitals(s string) bool {
	n := 0
	for _, r := range s {
		if !unicode.IsUpper(r) {
			return false
		}
		n++
	}
	return n >= 1 && n <= 3
}

// bareInitials reports whether s is initials of the PubMed style: one
// to three capitals, or two joined by a hyphen, and an optional dot.
func bareInitials(s string) bool {
	s = strings.TrimSuffix(s, ".")
	if capitals(s) {
		return true
	}
	a, n := utf8.DecodeRuneInString(s)
	if !unicode.IsUpper(a) || n >= len(s) || s[n] != '-' {
		return false
	}
	b, m := utf8.DecodeRuneInString(s[n+1:])
	return unicode.IsUpper(b) && n+1+m == len(s)
}

// EditorsAfter reports whether s opens with what follows editors' names:
// "(eds.)", "ed.", "(Hrsg.)", "(Hg.)", "(Ed.)".
func EditorsAfter(s string) bool {
	i := scan.SkipSpace(s, 0)
	if i < len(s) && (s[i] == ',' || s[i] == '(') {
		i = scan.SkipSpace(s, i+1)
	}
	_, ok := scan.PrefixAnyFold(s, i, editorWords)
	return ok
}

// isEtAl reports whether s opens with what stands for names left out.
func isEtAl(s string) bool { return etAl(s) != "" }
