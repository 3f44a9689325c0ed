package norm

import (
	"strings"
	"unicode"
)

// Look-alike letters (Unicode Technical Standard #39, "Unicode Security
// Mechanisms", §4 confusable detection): a name may be written with a
// Cyrillic or Greek letter that looks like a Latin one ("Mаria" with a
// Cyrillic а). Folded to ASCII, it compares equal to the Latin spelling,
// so a resolver must know that the spelling mixes scripts before it
// merges it silently.

// MixedScript reports whether the letters of one word of s come from
// more than one of the Latin, Cyrillic and Greek scripts ("Mаria" with a
// Cyrillic а), the mark of a look-alike spelling (UTS #39 §5.1, single
// script). Words in one script each ("Мария Smith") are not mixed, and
// letters of other scripts (Han, Arabic) are not counted.
func MixedScript(s string) bool {
	for word := range strings.FieldsSeq(s) {
		var latin, cyrillic, greek bool
		for _, r := range word {
			switch {
			case r < 0x80:
				latin = latin || unicode.IsLetter(r)
			case unicode.Is(unicode.Latin, r):
				latin = true
			case unicode.Is(unicode.Cyrillic, r):
				cyrillic = true
			case unicode.Is(unicode.Greek, r):
				greek = true
			}
		}
		n := 0
		for _, b := range []bool{latin, cyrillic, greek} {
			if b {
				n++
			}
		}
		if n > 1 {
			return true
		}
	}
	return false
}

// confusables maps Cyrillic and Greek letters to the Latin letters they
// look like, after the prototypes of UTS #39's confusables.txt.
var confusables = map[rune]rune{
	// Cyrillic
	'а': 'a', 'в': 'B', 'е': 'e', 'ё': 'ë', 'з': '3', 'і': 'i', 'ї': 'ï', 'ј': 'j', 'к': 'k', 'м': 'M', 'н': 'H',
	'о': 'o', 'р': 'p', 'с': 'c', 'т': 'T', 'у': 'y', 'х': 'x', 'ѕ': 's', 'ԁ': 'd', 'һ': 'h', 'ԛ': 'q', 'ԝ': 'w',
	'А': 'A', 'В': 'B', 'Е': 'E', 'Ё': 'Ë', 'З': '3', 'І': 'I', 'Ї': 'Ï', 'Ј': 'J', 'К': 'K', 'М': 'M', 'Н': 'H',
	'О': 'O', 'Р': 'P', 'С': 'C', 'Т': 'T', 'У': 'Y', 'Х': 'X', 'Ѕ': 'S', 'Ԁ': 'D', 'Һ': 'h', 'Ԛ': 'Q', 'Ԝ': 'W',
	// Greek
	'α': 'a', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ο': 'o', 'ρ': 'p', 'τ': 't', 'υ': 'u', 'χ': 'x', 'γ': 'y',
	'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M', 'Ν': 'N', 'Ο': 'O',
	'Ρ': 'P', 'Τ': 'T', 'Υ': 'Y', 'Χ': 'X',
}

// Skeleton returns s with the look-alike letters of a mixed-script word
// replaced by the Latin letters they imitate ("Mаria" with a Cyrillic а
// becomes "Maria"), the single-script spelling a person should see.
// Words in one script are left as they are: "Мария" stays Cyrillic.
func Skeleton(s string) string {
	if !MixedScript(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i, word := range strings.SplitAfter(s, " ") {
		_ = i
		if !MixedScript(word) {
			b.WriteString(word)
			continue
		}
		for _, r := range word {
			if l, ok := confusables[r]; ok {
				r = l
			}
			b.WriteRune(r)
		}
	}
	return b.String()
}
