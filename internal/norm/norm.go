// Package norm holds the keys under which pubgraph compares names,
// titles and venues: text folded to ASCII, lower case, with markup,
// punctuation and spacing differences removed.
//
//	Key("Gyeong-In Yu")          == "gyeonginyu"
//	Key("J. K. Zhu") == Key("JK Zhu") == "jkzhu"
//	Words("Défi: CO₂ in  Seas!") == "defi co2 in seas"
//
// Every package that compares such text uses these functions, so a
// merge, a lookup and the accuracy harness agree on what "the same" is.
package norm

import (
	"strings"
	"unicode"

	"github.com/mozillazg/go-unidecode"
)

// ascii folds s to ASCII (Ł → L, é → e, ₂ → 2) where it is not already.
func ascii(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return unidecode.Unidecode(s)
		}
	}
	return s
}

// Key returns s folded to ASCII lower-case letters and digits, with
// everything else dropped: the key of a name or a title compared
// exactly. Han characters, kana and Hangul are kept as written.
func Key(s string) string { return keep(s, true) }

// Letters returns s folded to ASCII lower-case letters, with digits,
// spaces and punctuation dropped: the key of a person's name, where a
// footnote digit or a hyphen is no part of the name ("Gyeong-In Yu²" and
// "gyeongin yu" agree).
func Letters(s string) string { return keep(s, false) }

// SuperscriptLetters are the letters Unicode sets as superscripts:
// the affiliation letters a byline copied from a paper keeps ("Doeᵃ").
// They are modifier letters, which unicode.IsLetter and the fold to
// ASCII keep as letters ("ᵃ" → "a"); in a name they are marks.
const SuperscriptLetters = "ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂ"

// superscriptOf maps the digits and the letters that have one to their
// superscript forms.
var superscriptOf = func() map[rune]rune {
	m := make(map[rune]rune)
	for i, r := range []rune("⁰¹²³⁴⁵⁶⁷⁸⁹") {
		m['0'+rune(i)] = r
	}
	for i, r := range []rune("ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ") {
		k := 'a' + rune(i)
		if k >= 'q' {
			k++ // there is no superscript q
		}
		m[k] = r
	}
	for _, p := range [][2]rune{{'A', 'ᴬ'}, {'B', 'ᴮ'}, {'D', 'ᴰ'}, {'E', 'ᴱ'}, {'G', 'ᴳ'}, {'H', 'ᴴ'}, {'I', 'ᴵ'}, {'J', 'ᴶ'},
		{'K', 'ᴷ'}, {'L', 'ᴸ'}, {'M', 'ᴹ'}, {'N', 'ᴺ'}, {'O', 'ᴼ'}, {'P', 'ᴾ'}, {'R', 'ᴿ'}, {'T', 'ᵀ'}, {'U', 'ᵁ'}, {'V', 'ⱽ'}, {'W', 'ᵂ'}} {
		m[p[0]] = p[1]
	}
	return m
}()

// Superscript writes s, the text of a superscript (HTML <sup>,
// LaTeX \textsuperscript), in superscript characters where it holds the
// marks a byline puts after a name: its digits always ("12" → "¹²"), and
// its letters where every piece between commas is one or two letters or
// digits ("a,b" → "ᵃ,ᵇ", "1a" → "¹ᵃ"), affiliation marks. A longer word
// keeps its letters, and a letter without a superscript form keeps its
// piece as written.
func Superscript(s string) string {
	marks := true
	for piece := range strings.SplitSeq(s, ",") {
		n := 0
		for _, r := range strings.TrimSpace(piece) {
			if _, ok := superscriptOf[r]; !ok && unicode.IsLetter(r) {
				marks = false
			}
			n++
		}
		marks = marks && n <= 2
	}
	return strings.Map(func(r rune) rune {
		if t, ok := superscriptOf[r]; ok && (marks || r >= '0' && r <= '9') {
			return t
		}
		return r
	}, s)
}

// DropSuperscripts returns s without its SuperscriptLetters.
func DropSuperscripts(s string) string {
	if !strings.ContainsAny(s, SuperscriptLetters) {
		return s
	}
	return strings.Map(func(r rune) rune {
		if strings.ContainsRune(SuperscriptLetters, r) {
			return -1
		}
		return r
	}, s)
}

// keep folds s to ASCII and keeps its lower-cased letters, and its
// digits when digits is set. Han characters, kana and Hangul are kept as
// written (see CJK). Without digits, the key of a name, superscript
// letters are dropped as the digits are.
func keep(s string, digits bool) string {
	if !digits {
		s = DropSuperscripts(s)
	}
	if strings.ContainsFunc(s, CJK) {
		var b strings.Builder
		for len(s) > 0 {
			i := strings.IndexFunc(s, CJK)
			if i < 0 {
				i = len(s)
			}
			b.WriteString(keepASCII(s[:i], digits))
			j := strings.IndexFunc(s[i:], func(r rune) bool { return !CJK(r) })
			if j < 0 {
				j = len(s) - i
			}
			b.WriteString(s[i : i+j])
			s = s[i+j:]
		}
		return b.String()
	}
	return keepASCII(s, digits)
}

// CJK reports whether r is a Han character, kana or Hangul. A key keeps
// them as written: folded to Latin letters by their sound, two
// different names ("王小明", "汪小明") would read alike, and a name in
// Han characters would equal a romanised name, which only the document
// that writes both may say.
func CJK(r rune) bool {
	return r >= 0x1100 && unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// keepASCII is keep for text without CJK characters.
func keepASCII(s string, digits bool) string {
	s = ascii(s)
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', digits && '0' <= c && c <= '9':
			b.WriteByte(c)
		case 'A' <= c && c <= 'Z':
			b.WriteByte(c + 'a' - 'A')
		}
	}
	return b.String()
}

// Words returns s folded to ASCII lower-case words of letters and
// digits separated by single spaces: the form of a title compared
// loosely, word by word.
func Words(s string) string {
	s = ascii(s)
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case 'a' <= r && r <= 'z', '0' <= r && r <= '9':
		case 'A' <= r && r <= 'Z':
			r = unicode.ToLower(r)
		default:
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Similarity returns 1 − d/max(len a, len b) for the Levenshtein
// distance d between a and b counted in bytes (use it on Words or Key
// output, which is ASCII): 1 for equal strings, 0 for nothing in common.
// It returns early with a value below atLeast when the lengths alone
// rule atLeast out, so callers filtering by a threshold pay little for hopeless
// pairs.
func Similarity(a, b string, atLeast float64) float64 {
	if a == b {
		return 1
	}
	la, lb := len(a), len(b)
	longest := max(la, lb)
	if longest == 0 {
		return 1
	}
	if float64(min(la, lb)) < atLeast*float64(longest) {
		return float64(min(la, lb)) / float64(longest)
	}
	prev := make([]int, lb+1)
	cur := make([]int, lb+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= la; i++ {
		cur[0] = i
		for j := 1; j <= lb; j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return 1 - float64(prev[lb])/float64(longest)
}
