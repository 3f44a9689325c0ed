package profile

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
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

// The words of an entry's stage, each with its spellings in the order
// tried: stagePosts name a post held before or after a degree, whose
// supervisor is a mentor ("postdoctoral", "research fellow",
// "pre-doctoral"); stageDegrees a degree or a student's post, whose
// supervisor is an advisor, and stand as words of their own.
var (
	stagePosts = slices.Concat(
		scan.Spell("post", "?-", "?_", "doc", "?toral"),
		scan.Spell("pre", "?-", "?_", "doc", "?toral"),
		[]string{"pdra"},
		scan.Spell("post", "?-", "graduate fellow"),
		[]string{"research fellow", "research associate", "research scientist", "lecturer", "professor"},
	)
	stageDegrees = slices.Concat(
		scan.Spell("ph", "?.", "?_", "d"),
		scan.Spell("d", "?.", "?_", "phil"),
		scan.Spell("doctor", "?al|ate"),
		scan.Spell("doktor", "?and|arbeit"),
		[]string{"promotion", "doctorat", "doctorado", "doutorado", "dottorato", "dissertation", "thesis"},
		scan.Spell("th", "è|e", "se"),
		[]string{"tesis", "tese", "tesi"},
		scan.Spell("master", "?'", "?s"),
		scan.Spell("m", "?.", "?_", "sc"),
		scan.Spell("m", "?.", "?_", "s."),
		scan.Spell("m", "?.", "?_", "a."),
		[]string{"mphil"},
		scan.Spell("bachelor", "?'", "?s"),
		scan.Spell("b", "?.", "?_", "sc"),
		scan.Spell("hono", "?u", "rs"),
		[]string{"undergraduate", "diplom", "licenciatura"},
		scan.Spell("maestr", "í|i", "a"),
		[]string{"mestrado", "magister", "student", "graduate research"},
	)
)

// stageAt reads the word of a stage that starts at i of s, a word's
// start: its end and whether it names a post (else a degree); ok is
// false when none starts there.
func stageAt(s string, i int) (end int, post, ok bool) {
	for _, sp := range stagePosts {
		if e, ok := scan.SpellingAt(s, i, sp); ok {
			return e, true, true
		}
	}
	for _, sp := range stageDegrees {
		if e, ok := scan.SpellingAt(s, i, sp); ok && asciiBoundary(s, e) {
			return e, false, true
		}
	}
	return 0, false, false
}

// stage reads t: post says it names a post, degree a degree; a post
// wins, as in "postdoctoral fellow after the Ph.D.". Words are read
// left to right, each from where the last ended.
func stage(t string) (post, degree bool) {
	for i := 0; i < len(t); {
		if asciiBoundary(t, i) {
			if e, p, ok := stageAt(t, i); ok {
				post, degree = post || p, degree || !p
				i = e
				continue
			}
		}
		i++
	}
	return post, degree
}

// The words of dates, each with its spellings in the order tried.
var (
	monthSpellings = slices.Concat(
		scan.Spell("jan", "?uary"), scan.Spell("feb", "?ruary"), scan.Spell("mar", "?ch"), scan.Spell("apr", "?il"),
		[]string{"may"}, scan.Spell("jun", "?e"), scan.Spell("jul", "?y"), scan.Spell("aug", "?ust"),
		[]string{"september", "sept", "sep"}, scan.Spell("oct", "?ober"), scan.Spell("nov", "?ember"), scan.Spell("dec", "?ember"),
	)
	seasons      = []string{"spring", "summer", "fall", "autumn", "winter"}
	runningWords = []string{"present", "current", "now", "ongoing", "today"}
	// dateWords are the other words a line of dates holds.
	dateWords = []string{"present", "current", "now", "ongoing", "today", "to", "until", "since", "expected"}
)

// wordAt returns the end of the first of words that s holds at i as a
// word of its own (word boundaries either side), blind to case; -1 for
// none.
func wordAt(s string, i int, words []string) int {
	if !asciiBoundary(s, i) {
		return -1
	}
	for _, w := range words {
		if e, ok := scan.SpellingAt(s, i, w); ok && asciiBoundary(s, e) {
			return e
		}
	}
	return -1
}

// yearAt returns the end of a year from 1900 to 2099 at i of s, -1 for
// none; the year need not stand alone.
func yearAt(s string, i int) int {
	if i+4 <= len(s) && (s[i] == '1' && s[i+1] == '9' || s[i] == '2' && s[i+1] == '0') && isDigit(s[i+2]) && isDigit(s[i+3]) {
		return i + 4
	}
	return -1
}

// yearWordAt is yearAt for a year followed by a word boundary.
func yearWordAt(s string, i int) int {
	if e := yearAt(s, i); e >= 0 && asciiBoundary(s, e) {
		return e
	}
	return -1
}

// monthDayAt returns the end of a month or day and a slash at i of s,
// "09/", -1 for none.
func monthDayAt(s string, i int) int {
	switch {
	case i+1 < len(s) && isDigit(s[i]) && s[i+1] == '/':
		return i + 2
	case i+2 < len(s) && isDigit(s[i]) && isDigit(s[i+1]) && s[i+2] == '/':
		return i + 3
	}
	return -1
}

// runsOn reports whether text gives a range running to the present:
// "2021 – Present", "Sep 2024 -" with nothing after the dash, "since
// 2020", "(expected)".
func runsOn(text string) bool {
	for p := 0; p < len(text); p++ {
		if toPresentAt(text, p) || sinceAt(text, p) || wordAt(text, p, []string{"expected"}) >= 0 || openRangeAt(text, p) {
			return true
		}
	}
	return false
}

// toPresentAt reads "– present", "to now", "until today" at i of s.
func toPresentAt(s string, i int) bool {
	e := -1
	for _, d := range []string{"-", "–", "—", "~"} {
		if strings.HasPrefix(s[i:], d) {
			e = i + len(d)
		}
	}
	if e < 0 && asciiBoundary(s, i) {
		for _, w := range []string{"to", "until", "till"} {
			if k, ok := scan.SpellingAt(s, i, w); ok {
				e = k
				break
			}
		}
	}
	if e < 0 {
		return false
	}
	e = skipSpace(s, e)
	for _, w := range runningWords {
		if k, ok := scan.SpellingAt(s, e, w); ok && asciiBoundary(s, k) {
			return true
		}
	}
	return false
}

// sinceAt reads "since 2020", "from May 2019" at i of s.
func sinceAt(s string, i int) bool {
	e := wordStart(s, i, []string{"since", "from"})
	if e < 0 || e == len(s) || !reSpace(s[e]) {
		return false
	}
	e = skipSpace(s, e)
	// A month's word may stand before the year.
	w := e
	for w < len(s) {
		letter, n := scan.LetterFold(s, w)
		if !letter {
			break
		}
		w += n
	}
	if w > e {
		if w < len(s) && s[w] == '.' {
			w++
		}
		if w < len(s) && reSpace(s[w]) && yearWordAt(s, skipSpace(s, w)) >= 0 {
			return true
		}
	}
	return yearWordAt(s, e) >= 0
}

// wordStart returns the end of the first of words that opens a word at
// i of s (a boundary before it only), -1 for none.
func wordStart(s string, i int, words []string) int {
	if !asciiBoundary(s, i) {
		return -1
	}
	for _, w := range words {
		if e, ok := scan.SpellingAt(s, i, w); ok {
			return e
		}
	}
	return -1
}

// openRangeAt reads a year and a dash with nothing after it at i of s:
// "2024 –" at the end, or before a tab, a bar or a semicolon.
func openRangeAt(s string, i int) bool {
	e := yearAt(s, i)
	if e < 0 {
		return false
	}
	e = skipSpace(s, e)
	d := e
	for d < len(s) {
		r, n := utf8.DecodeRuneInString(s[d:])
		if r != '-' && r != '–' && r != '—' {
			break
		}
		d += n
	}
	if d == e {
		return false
	}
	w := skipSpace(s, d)
	return strings.IndexByte(s[d:w], '\t') >= 0 || w == len(s) || s[w] == '|' || s[w] == ';'
}

// dateTokenAt returns the end of a word of a date at i of s: a month
// (with its dot), a season, a day or month and a slash, a year, a word of
// a range ("present", "since"), a dash, tilde or parenthesis; -1 for
// none.
func dateTokenAt(s string, i int) int {
	if e := wordAt(s, i, monthSpellings); e >= 0 {
		if e < len(s) && s[e] == '.' {
			e++
		}
		return e
	}
	if e := wordAt(s, i, seasons); e >= 0 {
		return e
	}
	if asciiBoundary(s, i) {
		if e := monthDayAt(s, i); e >= 0 {
			return e
		}
		if e := yearWordAt(s, i); e >= 0 {
			return e
		}
	}
	if e := wordAt(s, i, dateWords); e >= 0 {
		return e
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	if strings.ContainsRune("-–—~()", r) {
		return i + n
	}
	return -1
}

// dropDateTokens writes each word of a date in s as a space, so that
// what is left tells a line of dates from an entry's text.
func dropDateTokens(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		if e := dateTokenAt(s, i); e > i {
			b.WriteByte(' ')
			i = e
			continue
		}
		_, n := utf8.DecodeRuneInString(s[i:])
		b.WriteString(s[i : i+n])
		i += n
	}
	return b.String()
}

// dateStart returns where the dates written after an organisation start
// in s: white space, then a month, a season or a day and a slash if
// any, and a year ("University of X Mar 2024 – Present"); ok is false
// when s has none.
func dateStart(s string) (start, end int, ok bool) {
	for p := 0; p < len(s); p++ {
		if !reSpace(s[p]) {
			continue
		}
		w := skipSpace(s, p)
		if e := datedAt(s, w); e >= 0 {
			return p, e, true
		}
		p = w - 1
	}
	return 0, 0, false
}

// datedAt reads a year at i of s, after a month, a season or a day and
// a slash if one stands there, and returns its end, -1 for none.
func datedAt(s string, i int) int {
	if e := wordAt(s, i, monthSpellings); e >= 0 {
		if e < len(s) && s[e] == '.' {
			e++
		}
		if y := yearWordAt(s, skipSpace(s, e)); y >= 0 {
			return y
		}
	}
	for _, season := range seasons {
		if e, ok := scan.SpellingAt(s, i, season); ok && e < len(s) && reSpace(s[e]) {
			if y := yearWordAt(s, skipSpace(s, e)); y >= 0 {
				return y
			}
		}
	}
	if e := monthDayAt(s, i); e >= 0 {
		if y := yearWordAt(s, e); y >= 0 {
			return y
		}
	}
	return yearWordAt(s, i)
}

// prosePhrases are the phrases of supervision that run into the names
// ("under the supervision of", "sous la direction de", "betreut von"),
// each with its spellings in the order tried.
var prosePhrases = slices.Concat(
	scan.Spell("under|with", " the ", "?co-|co", "supervision|direction|guidance|mentorship|advice", " of"),
	scan.Spell("?co-|co", "advised|supervised|directed|guided", " by"),
	scan.Spell("mentored|hosted|sponsored", " by"),
	scan.Spell("sous la ", "?co-|co", "direction|supervision|codirection", " ", "de|d'"),
	scan.Spell("bajo la ", "?co-|co", "dirección|direccion|supervisión|supervision|tutela", " de", "?l"),
	scan.Spell("sob ", "?a ", "?co-|co", "orienta", "ç|c", "ã|a", "o d", "e|o|a"),
	scan.Spell("unter ", "?der ", "betreuung|anleitung|leitung", " von"),
	[]string{"betreut von"},
	scan.Spell("sotto la ", "supervisione|guida|direzione", " d", "i|el"),
	scan.Spell("in the ", "laboratory|lab|group|research group|team", " of"),
	scan.Spell("with ", "prof|professor|dr", "?."),
)

// proseStarts are the runes that may open a phrase of supervision.
var proseStarts = scan.Starts(prosePhrases)

// prosePhrase finds the first phrase of supervision in s that opens s or
// follows a character that is no letter, and white space after it: the
// phrase's start and end, and the end of the white space.
func prosePhrase(s string) (start, phraseEnd, end int, ok bool) {
	for p := 0; p < len(s); {
		r, n := utf8.DecodeRuneInString(s[p:])
		at := -1
		if p == 0 {
			if e, pe, ok := prosePhraseAt(s, 0); ok {
				return 0, pe, e, true
			}
		}
		if !unicode.IsLetter(r) {
			at = p + n
		}
		if at >= 0 {
			if e, pe, ok := prosePhraseAt(s, at); ok {
				return at, pe, e, true
			}
		}
		p += n
	}
	return 0, 0, 0, false
}

// prosePhraseAt reads a phrase of supervision and the white space after
// it at i of s: the end of both, and of the phrase.
func prosePhraseAt(s string, i int) (end, phraseEnd int, ok bool) {
	if r, _ := utf8.DecodeRuneInString(s[i:]); i >= len(s) || !proseStarts[r] {
		return 0, 0, false
	}
	for _, sp := range prosePhrases {
		if e, ok := scan.SpellingAt(s, i, sp); ok && e < len(s) && reSpace(s[e]) {
			return skipSpace(s, e), e, true
		}
	}
	return 0, 0, false
}

// The classes of role nouns in a label, in the order tried.
const (
	committeeNoun = iota
	hostNoun
	advisorNoun
	headNoun
	supervisorNoun
)

// labelStarts are the runes that may open a label.
var labelStarts = scan.Starts(cueQualifiers, committeeNouns, hostNouns, advisorNouns, headNouns, supervisorNouns)

// labelMatch is a label found in a text: where it starts, its noun's
// class, where its names start (after the separator) and where the
// title that opens them starts (-1 for none).
type labelMatch struct {
	start, end, noun, title int
}

// findLabel finds the first label of an advisor in s that opens s or
// follows a character that is no letter: "Advisor:", "Thesis
// supervisor –", "Directeur de thèse :", "Betreuer Prof. Doe".
func findLabel(s string) (labelMatch, bool) {
	failed := map[int]bool{} // the offsets where no label goes on
	for p := 0; p < len(s); {
		r, n := utf8.DecodeRuneInString(s[p:])
		if p == 0 {
			if m, ok := labelFrom(s, 0, failed); ok {
				m.start = 0
				return m, true
			}
		}
		if !unicode.IsLetter(r) {
			if m, ok := labelFrom(s, p+n, failed); ok {
				m.start = p + n
				return m, true
			}
		}
		p += n
	}
	return labelMatch{}, false
}

// labelFrom reads a label's qualifiers from i of s, as many as lead to
// a label, then its noun and what follows.
func labelFrom(s string, i int, failed map[int]bool) (labelMatch, bool) {
	if i >= len(s) || failed[i] {
		return labelMatch{}, false
	}
	if r, _ := utf8.DecodeRuneInString(s[i:]); !labelStarts[r] {
		return labelMatch{}, false
	}
	for _, q := range cueQualifiers {
		e, ok := scan.SpellingAt(s, i, q)
		if !ok {
			continue
		}
		for e < len(s) && (reSpace(s[e]) || s[e] == '-') {
			e++
		}
		if m, ok := labelFrom(s, e, failed); ok {
			return m, true
		}
	}
	if m, ok := labelNoun(s, i); ok {
		return m, true
	}
	failed[i] = true
	return labelMatch{}, false
}

// labelNoun reads a label's noun at i of s, an optional "of the
// thesis", and its separator.
func labelNoun(s string, i int) (labelMatch, bool) {
	for class, nouns := range [][]string{committeeNouns, hostNouns, advisorNouns, headNouns, supervisorNouns} {
		for _, noun := range nouns {
			e, ok := scan.SpellingAt(s, i, noun)
			if !ok {
				continue
			}
			for _, of := range labelOf {
				if o, ok := scan.SpellingAt(s, e, of); ok {
					if end, title, ok := labelSeparator(s, o); ok {
						return labelMatch{end: end, noun: class, title: title}, true
					}
				}
			}
			if end, title, ok := labelSeparator(s, e); ok {
				return labelMatch{end: end, noun: class, title: title}, true
			}
		}
	}
	return labelMatch{}, false
}

// labelSeparator reads what parts a label from its names at i of s: a
// colon, a dash between white space, or white space and a title ("Prof.
// ") that opens the names. It returns where the names start, and the
// title's start (-1 for none).
func labelSeparator(s string, i int) (end, title int, ok bool) {
	w := skipSpace(s, i)
	for _, colon := range []string{":", "："} {
		if strings.HasPrefix(s[w:], colon) {
			return skipSpace(s, w+len(colon)), -1, true
		}
	}
	if w == i {
		return 0, 0, false
	}
	for _, dash := range []string{"-", "–", "—"} {
		if e := w + len(dash); strings.HasPrefix(s[w:], dash) && e < len(s) && reSpace(s[e]) {
			return skipSpace(s, e), -1, true
		}
	}
	for _, t := range labelTitles {
		if e, ok := scan.SpellingAt(s, w, t); ok && e < len(s) && reSpace(s[e]) {
			return e + 1, w, true
		}
	}
	return 0, 0, false
}

// leadRange reads a date range that opens s, as in a CV laid out "2015 –
// 2020   Ph.D. in Physics, Some University": a year (after a month, or
// a month or day and a slash), a dash, "to" or "until", and the end (a
// year, likewise, or "present") if one is written, with the white space,
// commas, colons, semicolons and bars after it. It returns where the
// range and what follows it end; ok is false when s opens with none.
func leadRange(s string) (end int, ok bool) {
	if p := datePrefix(s, 0); p >= 0 {
		if y := yearAt(s, p); y >= 0 {
			if end, ok := rangeRest(s, y); ok {
				return end, true
			}
		}
	}
	if y := yearAt(s, 0); y >= 0 {
		return rangeRest(s, y)
	}
	return 0, false
}

// datePrefix reads what may stand before a year at i of s: a word of
// three to nine letters (a month, with its dot) or a month or day and a
// slash, and the white space after it. It returns where the year would
// start, -1 for none.
func datePrefix(s string, i int) int {
	e, letters := i, 0
	for e < len(s) {
		letter, n := scan.LetterFold(s, e)
		if !letter {
			break
		}
		e += n
		letters++
	}
	if letters >= 3 && letters <= 9 {
		if e < len(s) && s[e] == '.' {
			e++
		}
		return skipSpace(s, e)
	}
	if e := monthDayAt(s, i); e >= 0 {
		return skipSpace(s, e)
	}
	return -1
}

// rangeRest reads a range on from the end y of its first year: the dash
// or word between the years, and the end.
func rangeRest(s string, y int) (int, bool) {
	e := skipSpace(s, y)
	d := e
	for d < len(s) {
		r, n := utf8.DecodeRuneInString(s[d:])
		if r != '-' && r != '–' && r != '—' {
			break
		}
		d += n
	}
	var ends []int
	if d > e {
		ends = append(ends, d)
	}
	for _, w := range []string{"to", "until"} {
		if k, ok := scan.SpellingAt(s, e, w); ok {
			ends = append(ends, k)
		}
	}
	for _, d := range ends {
		if end, ok := rangeEnd(s, d); ok {
			return end, true
		}
	}
	return 0, false
}

// rangeEnd reads a range's end after its dash, at d of s: a year (after
// a month, or a month or day and a slash), or "present", followed by a
// word boundary; or, when none is, the word boundary nearest after the
// dash's white space. It returns where what follows the range ends.
func rangeEnd(s string, d int) (int, bool) {
	e := skipSpace(s, d)
	tail := func(k int) int {
		for k < len(s) && (reSpace(s[k]) || strings.IndexByte(",:;|", s[k]) >= 0) {
			k++
		}
		return k
	}
	if p := datePrefix(s, e); p >= 0 {
		if y := yearAt(s, p); y >= 0 && asciiBoundary(s, y) {
			return tail(y), true
		}
	}
	if y := yearAt(s, e); y >= 0 && asciiBoundary(s, y) {
		return tail(y), true
	}
	for _, w := range []string{"present", "current", "now", "ongoing"} {
		if k, ok := scan.SpellingAt(s, e, w); ok && asciiBoundary(s, k) {
			return tail(k), true
		}
	}
	for k := e; k >= d; k-- {
		if asciiBoundary(s, k) {
			return tail(k), true
		}
	}
	return 0, false
}

// isLeadRange reports whether s opens with a date range (see leadRange).
func isLeadRange(s string) bool {
	_, ok := leadRange(s)
	return ok
}
