// Package scan holds the byte and rune tests the CV reader's hand-written
// scanners share, each the exact meaning of a regular-expression class:
// Space is `\s`, Word is `\w`, Boundary is `\b`, and the Fold functions
// compare as `(?i)` does, where "ſ" (U+017F) matches s and the Kelvin
// sign (U+212A) matches k.
package scan

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Space reports whether c is white space as `\s` means it: tab, line
// feed, form feed, carriage return or space.
func Space(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// Word reports whether c is a word byte as `\w` means it: an ASCII
// letter or digit, or '_'.
func Word(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// Digit reports whether c is an ASCII digit.
func Digit(c byte) bool { return c >= '0' && c <= '9' }

// Letter reports whether c is an ASCII letter.
func Letter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// Boundary reports whether offset i of s is a word boundary as `\b`
// means it: a word byte on one side and none on the other.
func Boundary(s string, i int) bool {
	before := i > 0 && Word(s[i-1])
	after := i < len(s) && Word(s[i])
	return before != after
}

// SkipSpace returns the offset after the run of Space bytes at i of s.
func SkipSpace(s string, i int) int {
	for i < len(s) && Space(s[i]) {
		i++
	}
	return i
}

// TrimSpaceRight returns s without its trailing Space bytes.
func TrimSpaceRight(s string) string {
	j := len(s)
	for j > 0 && Space(s[j-1]) {
		j--
	}
	return s[:j]
}

// FoldRune returns the rune at i of s folded as `(?i)` compares ASCII
// letters: lower case, with "ſ" as s and the Kelvin sign as k; and its
// size. A rune that folds to no ASCII letter comes back as it is.
func FoldRune(s string, i int) (rune, int) {
	c := s[i]
	if c < utf8.RuneSelf {
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		return rune(c), 1
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	switch r {
	case 'ſ':
		return 's', n
	case '\u212A':
		return 'k', n
	}
	return r, n
}

// WordFold reports whether the rune at i of s is one that `(?i)\w`
// matches, and its size.
func WordFold(s string, i int) (bool, int) {
	r, n := FoldRune(s, i)
	return r < utf8.RuneSelf && Word(byte(r)), n
}

// LetterFold reports whether the rune at i of s is one that `(?i)[a-z]`
// matches, and its size.
func LetterFold(s string, i int) (bool, int) {
	r, n := FoldRune(s, i)
	return r >= 'a' && r <= 'z', n
}

// PrefixFold reports whether s opens, at i, with word, an ASCII text in
// lower case, compared as `(?i)` does; and the offset after it.
func PrefixFold(s string, i int, word string) (int, bool) {
	for k := 0; k < len(word); k++ {
		if i >= len(s) {
			return i, false
		}
		r, n := FoldRune(s, i)
		if r != rune(word[k]) {
			return i, false
		}
		i += n
	}
	return i, true
}

// PrefixAnyFold returns the offset after the first of words that s
// opens with at i (see PrefixFold), and whether one does.
func PrefixAnyFold(s string, i int, words []string) (int, bool) {
	for _, w := range words {
		if e, ok := PrefixFold(s, i, w); ok {
			return e, true
		}
	}
	return i, false
}

// ReplaceAll returns s with each leftmost match of match replaced:
// match(s, i) reports whether a match starts at i, and returns its end
// and what stands for it. Matches do not overlap, as with
// regexp.ReplaceAllString; an empty match is not allowed.
func ReplaceAll(s string, first byte, match func(s string, i int) (end int, repl string, ok bool)) string {
	var b strings.Builder
	last, changed := 0, false
	for i := 0; i < len(s); {
		k := strings.IndexByte(s[i:], first)
		if k < 0 {
			break
		}
		i += k
		end, repl, ok := match(s, i)
		if !ok {
			i++
			continue
		}
		if !changed {
			b.Grow(len(s))
			changed = true
		}
		b.WriteString(s[last:i])
		b.WriteString(repl)
		last, i = end, end
	}
	if !changed {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// SameFold reports whether a and b are one letter up to case, as (?i)
// compares them (Unicode simple folding: "é" is "É", "ſ" is "s").
func SameFold(a, b rune) bool {
	if a == b {
		return true
	}
	for f := unicode.SimpleFold(a); f != a; f = unicode.SimpleFold(f) {
		if f == b {
			return true
		}
	}
	return false
}

// Spell returns the spellings of a word or phrase made of parts, in the
// order a reader tries them: a part "a|b" is one of its alternatives,
// and a part opening with "?" may also be left out, after its
// alternatives are tried. Spell("doctor", "?al|ate") is "doctoral",
// "doctorate", "doctor". In a spelling, a space stands for one or more
// white space characters and "_" for exactly one (see SpellingAt).
func Spell(parts ...string) []string {
	out := []string{""}
	for _, p := range parts {
		alts := strings.Split(strings.TrimPrefix(p, "?"), "|")
		if strings.HasPrefix(p, "?") {
			alts = append(alts, "")
		}
		next := make([]string, 0, len(out)*len(alts))
		for _, o := range out {
			for _, a := range alts {
				next = append(next, o+a)
			}
		}
		out = next
	}
	return out
}

// SpellingAt reports whether s holds the spelling sp (see Spell) at i,
// blind to case, and the offset after it: a space of sp matches one or
// more white space characters, "_" exactly one.
func SpellingAt(s string, i int, sp string) (int, bool) {
	for _, r := range sp {
		switch r {
		case ' ':
			if i == len(s) || !Space(s[i]) {
				return 0, false
			}
			i = SkipSpace(s, i)
			continue
		case '_':
			if i == len(s) || !Space(s[i]) {
				return 0, false
			}
			i++
			continue
		}
		if i == len(s) {
			return 0, false
		}
		c, n := utf8.DecodeRuneInString(s[i:])
		if !SameFold(c, r) {
			return 0, false
		}
		i += n
	}
	return i, true
}

// WholeSpelling returns the first of spellings that is the whole of s,
// and whether one is.
func WholeSpelling(s string, spellings []string) (string, bool) {
	for _, sp := range spellings {
		if e, ok := SpellingAt(s, 0, sp); ok && e == len(s) {
			return sp, true
		}
	}
	return "", false
}

// Starts returns the runes that may open one of the spellings of the
// lists, in every case, so that a scanner passes over the places where
// none can start without trying each.
func Starts(lists ...[]string) map[rune]bool {
	starts := map[rune]bool{}
	for _, l := range lists {
		for _, sp := range l {
			r, _ := utf8.DecodeRuneInString(sp)
			starts[r] = true
			for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
				starts[f] = true
			}
		}
	}
	return starts
}
