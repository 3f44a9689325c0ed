package names

import (
	"github.com/pubgraph/pubgraph/ingest/cv/cues"
	"slices"
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

// etAlNational are "et al." as Russian (GOST: "[и др.]"), Chinese
// (GB/T 7714: "等") and Japanese ("ほか", "他") bylines write it; the
// stop after "等" is its own, as the stop of "et al." is.
var etAlNational = []string{"[и др.]", "и др.", "и другие", "等.", "等", "ほか", "他"}

// nameGoesOn reports whether rest, after m, a Japanese "他" or "ほか",
// goes on in Han characters or kana: m then opens a name ("他田…"), not
// "and others".
func nameGoesOn(m, rest string) bool {
	if m != "他" && m != "ほか" {
		return false
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana)
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
	for _, m := range etAlNational {
		if rest, ok := strings.CutPrefix(s, m); ok && !nameGoesOn(m, rest) {
			return s[:len(m)]
		}
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

// withWordAt returns the end of a "with" word at i of s
// (cues.WithWordAt) and the white space after it; -1 for none.
func withWordAt(s string, i int) int {
	if e := cues.WithWordAt(s, i); e >= 0 {
		return scan.SkipSpace(s, e)
	}
	return -1
}

// withLeadWords are the words that may lead up to a "with", in the
// order tried: "joint work", "co-authored", "in collaboration". A space
// in them stands for one or more white space characters, but "in
// collaboration" is written with one space.
var withLeadWords = slices.Concat(
	scan.Spell("J|j", "oint", "?ly| work"),
	scan.Spell("C|c", "o", "?-", "authored|written"),
)

// inCollaboration are the leads "in collaboration" in English and French.
var inCollaboration = []string{"In collaboration", "in collaboration", "En collaboration", "en collaboration"}

// holdsWithWord reports whether s holds a "with" word anywhere, its
// first letter in either case: withWordAt can find none in a text that
// holds none, so such a text need not be scanned position by position.
func holdsWithWord(s string) bool {
	for _, w := range withForms {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// withForms are the with words as withWordAt finds them.
var withForms = cues.WithForms()

// withLeadAt returns the ends of the leads up to a "with" that may start
// at p of s, in the order tried: the start of a line; a full stop,
// semicolon, colon or comma; an opening bracket, with a dash if one
// follows; "joint", "co-authored", "in collaboration"; or a word's start.
// It appends them to buf[:0].
func withLeadAt(s string, p int, buf []int) []int {
	ends := buf[:0]
	if p == 0 || s[p-1] == '\n' {
		ends = append(ends, p)
	}
	if strings.IndexByte(".;:,", s[p]) >= 0 {
		ends = append(ends, scan.SkipSpace(s, p+1))
	}
	if w := scan.SkipSpace(s, p); w < len(s) && (s[w] == '(' || s[w] == '[') {
		e := scan.SkipSpace(s, w+1)
		for _, d := range []string{"-", "–", "—"} {
			if strings.HasPrefix(s[e:], d) {
				ends = append(ends, scan.SkipSpace(s, e+len(d)))
			}
		}
		ends = append(ends, e)
	}
	if scan.Boundary(s, p) {
		for _, w := range withLeadWords {
			if e, ok := literalAt(s, p, w); ok && e < len(s) && scan.Space(s[e]) {
				ends = append(ends, scan.SkipSpace(s, e))
			}
		}
		for _, in := range inCollaboration {
			if e := p + len(in); strings.HasPrefix(s[p:], in) && e < len(s) && scan.Space(s[e]) {
				ends = append(ends, scan.SkipSpace(s, e))
			}
		}
		ends = append(ends, p)
	}
	return ends
}

// literalAt reports whether s holds w at i, case kept, a space of w
// standing for one or more white space characters; and the end.
func literalAt(s string, i int, w string) (int, bool) {
	for k := 0; k < len(w); k++ {
		if w[k] == ' ' {
			if i == len(s) || !scan.Space(s[i]) {
				return 0, false
			}
			i = scan.SkipSpace(s, i)
			continue
		}
		if i == len(s) || s[i] != w[k] {
			return 0, false
		}
		i++
	}
	return i, true
}

// withLeads returns the places in text where a byline that leaves out
// the owner may start, each as [start, end) from a lead up to a "with"
// (see withLeadAt) to the white space after the "with", in order and
// not overlapping: "With A and B" opening a line or a sentence, "(with
// A, B and C)" (a dash may follow the bracket: "(- with A)"), "joint
// with A", "in collaboration with A", "co-authored with A", ", with A",
// and the same in French, German, Spanish and Portuguese ("avec", "mit",
// "con", "com"; "en collaboration avec"). It also finds a "with"
// anywhere else; which of these count is decided by their callers (see
// withLead).
func withLeads(text string) [][]int {
	if !holdsWithWord(text) {
		return nil
	}
	var out [][]int
	var buf []int // withLeadAt's, reused from one place to the next
	for p := 0; p < len(text); p++ {
		buf = withLeadAt(text, p, buf)
		for _, e := range buf {
			if w := withWordAt(text, e); w >= 0 {
				out = append(out, []int{p, w})
				p = w - 1
				break
			}
		}
	}
	return out
}
