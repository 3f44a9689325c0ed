package profile

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The cues of the profile stage that were patterns, as scanners over
// the text and word tables.

// folded compares words blind to case, as (?i) does.
var folded = &lexicon{fold: true}

// listConjunctions are "and" in the lexicon's languages, which join
// names in a list of advisors.
var listConjunctions = []string{"and", "und", "et", "y", "e", "en", "och", "og", "i", "и"}

// conjunctionAt returns the offset after the conjunction at i of s that
// is followed by white space (which it leaves), or -1.
func conjunctionAt(s string, i int) int {
	for _, w := range listConjunctions {
		if n := folded.prefix(s[i:], w); n >= 0 && i+n < len(s) && reSpace(s[i+n]) {
			return i + n
		}
	}
	return -1
}

// skipSpace returns the offset after the run of white space at i of s.
func skipSpace(s string, i int) int {
	for i < len(s) && reSpace(s[i]) {
		i++
	}
	return i
}

// itemSep returns the end of the separator of a list of names that
// starts at i of s — a comma, semicolon, slash or ampersand, a
// conjunction, or both, with the white space around them — or -1.
func itemSep(s string, i int) int {
	w := skipSpace(s, i)
	if w < len(s) && strings.IndexByte(",;/&", s[w]) >= 0 {
		e := w + 1
		if c := conjunctionAt(s, skipSpace(s, e)); c >= 0 {
			e = c + 1
		}
		return skipSpace(s, e)
	}
	if w > i {
		if c := conjunctionAt(s, w); c >= 0 {
			return skipSpace(s, c+1)
		}
	}
	return -1
}

// splitTop splits s at the list's separators.
func splitTop(s string) []string {
	var parts []string
	last := 0
	for i := 0; i < len(s); i++ {
		if e := itemSep(s, i); e > i {
			parts = append(parts, s[last:i])
			last, i = e, e-1
		}
	}
	return append(parts, s[last:])
}

// honorificWords are the titles before a name ("Prof. Dr."), in the
// lexicon's languages; "rer. nat." is read apart.
var honorificWords = []string{"prof", "professor", "profa", "profs", "dr", "dra", "drs", "pr", "mr", "mrs", "ms", "mme", "m", "sr", "sra", "hr", "fr", "doz", "assoc", "asst", "assistant", "associate", "emeritus", "med", "ing", "habil"}

// honorificsEnd returns the length of the titles that open s, each
// with an optional dot and the white space after it: "Prof. Dr. ".
func honorificsEnd(s string) int {
	end := 0
	for {
		e := honorificAt(s, end)
		if e < 0 {
			return end
		}
		end = e
	}
}

// honorificAt returns the offset after the title at i of s, its dot
// and its white space, or -1.
func honorificAt(s string, i int) int {
	after := func(e int) int {
		if e < len(s) && s[e] == '.' {
			e++
		}
		if e == len(s) || !reSpace(s[e]) {
			return -1
		}
		return skipSpace(s, e)
	}
	for _, w := range honorificWords {
		if n := folded.prefix(s[i:], w); n >= 0 {
			if e := after(i + n); e >= 0 {
				return e
			}
		}
	}
	// "rer. nat.", "rer.nat", "rer nat"
	if n := folded.prefix(s[i:], "rer"); n >= 0 {
		e := i + n
		if e < len(s) && s[e] == '.' {
			e++
		}
		if e < len(s) && reSpace(s[e]) {
			if m := folded.prefix(s[e+1:], "nat"); m >= 0 {
				if a := after(e + 1 + m); a >= 0 {
					return a
				}
			}
		}
		if m := folded.prefix(s[e:], "nat"); m >= 0 {
			return after(e + m)
		}
	}
	return -1
}

// dropHonorifics returns s without the titles that open it.
func dropHonorifics(s string) string { return s[honorificsEnd(s):] }

// tailOpeners are words that start the text after a name on one line.
var tailOpeners = []string{"Department", "Dept", "Faculty", "Lab", "Group"}

// tailWord reports whether w, a word, starts the text after a name on
// one line: a year, an organisation's word, or an acronym followed by
// lower-case text ("NASA-funded").
func tailWord(w string) bool {
	if len(w) >= 4 && (strings.HasPrefix(w, "19") || strings.HasPrefix(w, "20")) && isDigit(w[2]) && isDigit(w[3]) {
		return true
	}
	for _, o := range tailOpeners {
		if strings.HasPrefix(w, o) {
			return true
		}
	}
	k := 0
	for k < len(w) && w[k] >= 'A' && w[k] <= 'Z' {
		k++
	}
	if k < 2 || k < len(w) && asciiWord(w[k]) {
		return false
	}
	for i := k; i < len(w); i++ {
		if w[i] == '\n' {
			return false
		}
		if w[i] >= 'a' && w[i] <= 'z' {
			return true
		}
	}
	return false
}

// docTitles are the titles a CV gives itself, which are no names; a
// space stands for any white space.
var docTitles = []string{
	"curriculum vitae", "curriculum vitaé", "curriculum vita", "curriculum vitæ",
	"academic cv", "academic vitae", "academic vitaé", "academic vita",
	"resume", "resumé", "résume", "résumé", "vita",
	"list of publications", "publication list", "publications", "selected publications",
}

// nonWord reports whether the rune at i of s is no word character as
// (?i)\W sees it, and its size.
func nonWord(s string, i int) (bool, int) {
	r, n := utf8.DecodeRuneInString(s[i:])
	if r == 'ſ' || r == '\u212A' {
		return false, n
	}
	return r >= utf8.RuneSelf || !asciiWord(byte(r)), n
}

// isDocTitle reports whether t, punctuation aside, is the title a CV
// gives itself ("Curriculum Vitae", "Publications").
func isDocTitle(t string) bool {
	i := 0
	for i < len(t) {
		nw, n := nonWord(t, i)
		if !nw {
			break
		}
		i += n
	}
	for _, title := range docTitles {
		e, ok := phraseAt(t, i, title)
		if !ok {
			continue
		}
		for e < len(t) {
			nw, n := nonWord(t, e)
			if !nw {
				break
			}
			e += n
		}
		if e == len(t) {
			return true
		}
	}
	return false
}

// phraseAt reports whether s holds phrase at i, blind to case, a space
// of phrase standing for one or more white space characters; and the
// offset after it.
func phraseAt(s string, i int, phrase string) (int, bool) {
	for k, word := range strings.Split(phrase, " ") {
		if k > 0 {
			if i == len(s) || !reSpace(s[i]) {
				return 0, false
			}
			i = skipSpace(s, i)
		}
		n := folded.prefix(s[i:], word)
		if n < 0 {
			return 0, false
		}
		i += n
	}
	return i, true
}

// roleOpeners are the words that open a role ("Senior Engineer",
// "Visiting Fellow"); each may run on ("Researcher", "Postdoctoral").
var roleOpeners = []string{"bachelor", "master", "doctor", "postdoc", "post-doc", "mba", "research", "senior", "staff", "principal", "software", "applied", "intern", "teaching", "visiting", "assistant", "associate", "professor", "lecturer", "engineer", "scientist", "student", "member", "co-founder", "founder", "researcher", "fellow"}

// degreeAbbrevs are the degrees' abbreviations that open a role, in
// the notation of dottedAt: "Ph.D.", "M.Sc.", "B. Eng.".
var degreeAbbrevs = []string{"p h._ d", "m._ s. c? |", "b._ s. c? |", "b._ a. |", "b._ e n g", "m._ e n g", "b._ e. |", "m._ a. |"}

// opensRole reports whether text opens with a role's word or a degree's
// abbreviation.
func opensRole(text string) bool {
	for _, d := range degreeAbbrevs {
		if dottedAt(text, 0, strings.Fields(d)) {
			return true
		}
	}
	for _, w := range roleOpeners {
		if folded.prefix(text, w) >= 0 {
			return true
		}
	}
	return false
}

// dottedAt reports whether s holds at i the abbreviation spelled by
// toks: each a letter, compared blind to case, with marks after it —
// "." an optional dot, "_" an optional white space character, "?" the
// letter itself optional — or "|", a word boundary.
func dottedAt(s string, i int, toks []string) bool {
	if len(toks) == 0 {
		return true
	}
	tok := toks[0]
	if tok == "|" {
		return asciiBoundary(s, i) && dottedAt(s, i, toks[1:])
	}
	n := folded.prefix(s[i:], tok[:1])
	if n >= 0 && dottedMarks(s, i+n, tok[1:], toks[1:]) {
		return true
	}
	return strings.Contains(tok, "?") && dottedMarks(s, i, strings.ReplaceAll(tok[1:], "?", ""), toks[1:])
}

// dottedMarks matches the optional marks of a letter at i of s, trying
// each with and without, then the tokens after.
func dottedMarks(s string, i int, marks string, rest []string) bool {
	marks = strings.ReplaceAll(marks, "?", "")
	if marks == "" {
		return dottedAt(s, i, rest)
	}
	if marks[0] == '.' && i < len(s) && s[i] == '.' && dottedMarks(s, i+1, marks[1:], rest) {
		return true
	}
	if marks[0] == '_' && i < len(s) && reSpace(s[i]) && dottedMarks(s, i+1, marks[1:], rest) {
		return true
	}
	return dottedMarks(s, i, marks[1:], rest)
}

// yearWord reports whether s holds a year from 1900 to 2099 as a word
// of its own.
func yearWord(s string) bool {
	for i := 0; i+4 <= len(s); i++ {
		if (s[i] == '1' && s[i+1] == '9' || s[i] == '2' && s[i+1] == '0') && isDigit(s[i+2]) && isDigit(s[i+3]) && asciiBoundary(s, i) && asciiBoundary(s, i+4) {
			return true
		}
	}
	return false
}

// currentWords say a range runs on: "2019 – present".
var currentWords = &lexicon{fold: true, words: []string{"present", "current", "now", "ongoing", "expected"}}

// hasRange reports whether s holds a year or a word of a range that
// runs on.
func hasRange(s string) bool { return yearWord(s) || currentWords.MatchString(s) }

// listEnd returns the first mark at or after from of s that ends a list
// of names: a full stop after a word longer than an initial and before
// a capitalised word ("Lee. The lab"), a tab, a column gap of three or
// more spaces, a bar or dash between spaces. ok is false when there is
// none.
func listEnd(s string, from int) (start, end int, ok bool) {
	for p := from; p < len(s); {
		r, n := utf8.DecodeRuneInString(s[p:])
		switch {
		case unicode.IsLetter(r):
			q, letters := p, 0
			for q < len(s) {
				r, m := utf8.DecodeRuneInString(s[q:])
				if !unicode.IsLetter(r) {
					break
				}
				q += m
				letters++
			}
			if e := sentenceStop(s, q); letters >= 2 && e > 0 {
				return p, e, true
			}
			p = q
			continue
		case s[p] == '\t':
			return p, p + 1, true
		case reSpace(s[p]):
			if w := skipSpace(s, p); w-p >= 3 {
				return p, w, true
			}
			r, m := utf8.DecodeRuneInString(s[p+1:])
			if (r == '|' || r == '–' || r == '—' || r == '-') && p+1+m < len(s) && reSpace(s[p+1+m]) {
				return p, p + 1 + m + 1, true
			}
		}
		p += n
	}
	return 0, 0, false
}

// sentenceStop reads, at i of s just after a word, a full stop, white
// space and a capitalised word's first two letters, and returns the
// offset after them, 0 for none.
func sentenceStop(s string, i int) int {
	if i >= len(s) || s[i] != '.' {
		return 0
	}
	j := skipSpace(s, i+1)
	if j == i+1 || j >= len(s) {
		return 0
	}
	up, n := utf8.DecodeRuneInString(s[j:])
	low, m := utf8.DecodeRuneInString(s[j+n:])
	if !unicode.IsUpper(up) || !unicode.IsLower(low) {
		return 0
	}
	return j + n + m
}
