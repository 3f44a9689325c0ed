package entries

// Scanners for the shapes of years, brackets and marks in entries,
// written by hand where regular expressions once stood (issue 18).

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/cues"
	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
	"github.com/pubgraph/pubgraph/internal/shape"
)

// yearMatch is a year found by findYears: the year's digits at
// [year, year+4), in a match that runs [start, end) with the characters
// that delimit it.
type yearMatch struct{ start, year, end int }

// findYears returns up to n (all for n < 0) years in s that stand apart
// from other numbers: four digits "19.." or "20..", perhaps a letter
// ("2019a"), not after a digit, full stop, comma or slash, nor before a
// digit. Each match holds the characters around the year, so that two
// years with one character between ("2019-2020") count as one.
func findYears(s string, n int) []yearMatch {
	var out []yearMatch
	for p := 0; p < len(s) && (n < 0 || len(out) < n); {
		m, ok := yearAt(s, p)
		if !ok {
			_, w := runeAt(s, p)
			p += w
			continue
		}
		out = append(out, m)
		p = m.end
	}
	return out
}

// yearAt returns the year match that starts at p, if one does.
func yearAt(s string, p int) (yearMatch, bool) {
	if p == 0 && shape.Year(s, 0) {
		if e, ok := yearEnd(s, 4); ok {
			return yearMatch{0, 0, e}, true
		}
	}
	r, w := runeAt(s, p)
	if w == 0 || r < utf8.RuneSelf && (scan.Digit(byte(r)) || r == '.' || r == ',' || r == '/') || !shape.Year(s, p+w) {
		return yearMatch{}, false
	}
	e, ok := yearEnd(s, p+w+4)
	return yearMatch{p, p + w, e}, ok
}

// yearEnd returns the end of a year match whose digits end at i: an
// optional lower-case letter, then the end of s or a character that is
// no digit.
func yearEnd(s string, i int) (int, bool) {
	if i < len(s) && isLowerASCII(s[i]) {
		if i+1 == len(s) {
			return i + 1, true
		}
		if !scan.Digit(s[i+1]) {
			_, w := runeAt(s, i+1)
			return i + 1 + w, true
		}
		return i + 1, true // the letter ends the match
	}
	if i == len(s) {
		return i, true
	}
	if scan.Digit(s[i]) {
		return 0, false
	}
	_, w := runeAt(s, i)
	return i + w, true
}

// hasYear reports whether s holds a year that stands apart (findYears).
func hasYear(s string) bool { return len(findYears(s, 1)) > 0 }

// dropYearDigits returns s without the digits of its years (findYears).
func dropYearDigits(s string) string {
	ms := findYears(s, -1)
	if len(ms) == 0 {
		return s
	}
	var b strings.Builder
	at := 0
	for _, m := range ms {
		b.WriteString(s[at:m.start])
		b.WriteString(strings.Map(keepNonDigit, s[m.start:m.end]))
		at = m.end
	}
	b.WriteString(s[at:])
	return b.String()
}

// isYearText reports whether s is a year and nothing else: "2019".
func isYearText(s string) bool { return len(s) == 4 && shape.Year(s, 0) }

// endsWithYear reports whether s ends in a year after a comma or an
// opening bracket: ", 2024", "(2024)", "(2024a".
func endsWithYear(s string) bool {
	e := len(s)
	if e > 0 && s[e-1] == ')' {
		e--
	}
	if e > 0 && isLowerASCII(s[e-1]) {
		if yearBefore(s, e-1) {
			return true
		}
	}
	return yearBefore(s, e)
}

// yearBefore reports whether a year ends at e of s with a comma or an
// opening bracket and white space before it.
func yearBefore(s string, e int) bool {
	if !shape.Year(s, e-4) {
		return false
	}
	i := e - 4
	for i > 0 && scan.Space(s[i-1]) {
		i--
	}
	return i > 0 && (s[i-1] == ',' || s[i-1] == '(')
}

// parenYear returns the end of "(2019)" or "(2019a)" at i of s, with
// white space inside the brackets where space is set: "( 2019 )".
func parenYear(s string, i int, space bool) (end, year int, ok bool) {
	if i >= len(s) || s[i] != '(' {
		return 0, 0, false
	}
	j := i + 1
	if space {
		j = scan.SkipSpace(s, j)
	}
	if !shape.Year(s, j) {
		return 0, 0, false
	}
	year, _ = strconv.Atoi(s[j : j+4])
	k := j + 4
	if k < len(s) && isLowerASCII(s[k]) {
		k++
	}
	if space {
		k = scan.SkipSpace(s, k)
	}
	if k < len(s) && s[k] == ')' {
		return k + 1, year, true
	}
	return 0, 0, false
}

// parenYears returns where every "(2019)" of s starts and ends, and its
// year, white space inside the brackets allowed where space is set.
func parenYears(s string, space bool) [][3]int {
	var out [][3]int
	for i := 0; i < len(s); i++ {
		if s[i] != '(' {
			continue
		}
		if e, y, ok := parenYear(s, i, space); ok {
			out = append(out, [3]int{i, e, y})
			i = e - 1
		}
	}
	return out
}

// dropParenYears returns s without its "(2019)"s.
func dropParenYears(s string) string {
	ms := parenYears(s, false)
	return cutSpans(s, len(ms), func(k int) (int, int) { return ms[k][0], ms[k][1] })
}

// cutSpans returns s without its n spans, span(k) giving the bytes of
// the k-th, in order and apart.
func cutSpans(s string, n int, span func(k int) (start, end int)) string {
	if n == 0 {
		return s
	}
	var b strings.Builder
	at := 0
	for k := range n {
		start, end := span(k)
		b.WriteString(s[at:start])
		at = end
	}
	b.WriteString(s[at:])
	return b.String()
}

// cutParenYearEnd returns s without a "(2019)" that ends it and the white
// space around it: the LNCS style's year after a venue.
func cutParenYearEnd(s string) string {
	e := len(s)
	for e > 0 && scan.Space(s[e-1]) {
		e--
	}
	if e < 6 || s[e-1] != ')' {
		return s
	}
	i := e - 6
	if isLowerASCII(s[e-2]) {
		i = e - 7
	}
	if i < 0 || s[i] != '(' {
		return s
	}
	if end, _, ok := parenYear(s, i, false); !ok || end != e {
		return s
	}
	for i > 0 && scan.Space(s[i-1]) {
		i--
	}
	return s[:i]
}

// titleYearEnd returns the end of a year in brackets that opens a title,
// with the punctuation and space after it: "(2021): ", "( 2021 ). ".
func titleYearEnd(s string) (int, bool) {
	e, _, ok := parenYear(s, 0, true)
	if !ok {
		return 0, false
	}
	e = scan.SkipSpace(s, e)
	if e < len(s) && (s[e] == ':' || s[e] == '.' || s[e] == ',') {
		e++
	}
	return scan.SkipSpace(s, e), true
}

// leadYearEnd returns the end of a year that opens s with what may
// follow it before a title: "2021 — ", "[2019] ", "(2020): ".
func leadYearEnd(s string) (int, bool) {
	i := scan.SkipSpace(s, 0)
	if i < len(s) && (s[i] == '[' || s[i] == '(') {
		i++
	}
	if !shape.Year(s, i) {
		return 0, false
	}
	i += 4
	if i < len(s) && isLowerASCII(s[i]) {
		i++
	}
	if i < len(s) && (s[i] == ']' || s[i] == ')') {
		i++
	}
	i = scan.SkipSpace(s, i)
	for _, sep := range []string{"-", "–", "—", ":", ".", "|", ","} {
		if strings.HasPrefix(s[i:], sep) {
			i += len(sep)
			break
		}
	}
	return scan.SkipSpace(s, i), true
}

// leadYearComma returns the end of a year and a comma that open s, with
// the space after it: the AAS style's "2019, ApJ".
func leadYearComma(s string) (int, bool) {
	i := scan.SkipSpace(s, 0)
	if !shape.Year(s, i) {
		return 0, false
	}
	i += 4
	if i < len(s) && isLowerASCII(s[i]) {
		i++
	}
	if i+1 >= len(s) || s[i] != ',' || !scan.Space(s[i+1]) {
		return 0, false
	}
	return scan.SkipSpace(s, i+1), true
}

// shortYear returns the two digits of the first short year in s that
// follows a letter and an apostrophe, "NSDI'25", "ICML ’19", with where
// the match starts, ok false for none.
func shortYear(s string) (start int, digits string, ok bool) {
	for i := 0; i < len(s); i++ {
		if !scan.Letter(s[i]) {
			continue
		}
		j := i + 1
		if j < len(s) && scan.Space(s[j]) {
			j++
		}
		switch {
		case strings.HasPrefix(s[j:], "'"):
			j++
		case strings.HasPrefix(s[j:], "’"):
			j += len("’")
		default:
			continue
		}
		if j+2 <= len(s) && scan.Digit(s[j]) && scan.Digit(s[j+1]) && (j+2 == len(s) || !scan.Word(s[j+2])) {
			return i, s[j : j+2], true
		}
	}
	return 0, "", false
}

// dropShortYears returns s with each short year (shortYear) cut to the
// letter before it: "NSDI'25" → "NSDI".
func dropShortYears(s string) string {
	var b strings.Builder
	at := 0
	for {
		i, _, ok := shortYear(s[at:])
		if !ok {
			break
		}
		i += at
		b.WriteString(s[at : i+1])
		// The match runs to the end of the two digits.
		j := i + 1
		if scan.Space(s[j]) {
			j++
		}
		if s[j] == '\'' {
			j++
		} else {
			j += len("’")
		}
		at = j + 2
	}
	if at == 0 {
		return s
	}
	b.WriteString(s[at:])
	return b.String()
}

// quoteShortYear reports whether s opens with a short year in quotes'
// place: "'19 ", "'19," or "'19" alone.
func quoteShortYear(s string) bool {
	if len(s) < 3 || s[0] != '\'' || !scan.Digit(s[1]) || !scan.Digit(s[2]) {
		return false
	}
	return len(s) == 3 || !scan.Word(s[3])
}

// numberGroupAfter reports whether s, after a year, goes on with a space
// and a group of one or two digits and another number: the patent number
// "ZL 2021 1 0694788.0".
func numberGroupAfter(s string) bool {
	if len(s) < 3 || s[0] != ' ' || !scan.Digit(s[1]) {
		return false
	}
	k := 2
	if scan.Digit(s[2]) {
		k = 3
	}
	return k+1 < len(s) && s[k] == ' ' && scan.Digit(s[k+1])
}

// isAcronymShape reports whether w is a letter then letters, digits and
// hyphens.
func isAcronymShape(w string) bool {
	if w == "" || !scan.Letter(w[0]) {
		return false
	}
	for i := 1; i < len(w); i++ {
		if c := w[i]; !scan.Letter(c) && !scan.Digit(c) && c != '-' {
			return false
		}
	}
	return true
}

// dropBrackets returns s without its notes in square brackets, "[PDF]".
func dropBrackets(s string) string {
	if !strings.Contains(s, "[") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '[')
		if i < 0 {
			break
		}
		j := strings.IndexByte(s[i:], ']')
		if j < 0 {
			break
		}
		b.WriteString(s[:i])
		s = s[i+j+1:]
	}
	b.WriteString(s)
	return b.String()
}

// dropEmptyParens returns s without brackets that hold only white space.
func dropEmptyParens(s string) string {
	if !strings.Contains(s, "(") {
		return s
	}
	var b strings.Builder
	at := 0
	for i := 0; i < len(s); i++ {
		if s[i] != '(' {
			continue
		}
		j := scan.SkipSpace(s, i+1)
		if j < len(s) && s[j] == ')' {
			b.WriteString(s[at:i])
			at = j + 1
			i = j
		}
	}
	b.WriteString(s[at:])
	return b.String()
}

// innerParens returns where each innermost pair of brackets in s starts
// and ends, in order: "(ICML)" in "Proc. (ICML)".
func innerParens(s string) [][2]int {
	var out [][2]int
	open := -1
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			open = i
		case ')':
			if open >= 0 {
				out = append(out, [2]int{open, i + 1})
				open = -1
			}
		}
	}
	return out
}

// webURL reports whether u is a web address, "http://" or "https://" in
// any case.
func webURL(u string) bool {
	return shape.HasPrefixFold(u, "http://") || shape.HasPrefixFold(u, "https://")
}

// doiURL reports whether u is a DOI's address: on doi.org, or a
// publisher's "/doi/10.…" page.
func doiURL(u string) bool {
	low := strings.ToLower(u)
	for _, p := range []string{"http://doi.org/", "https://doi.org/", "http://dx.doi.org/", "https://dx.doi.org/"} {
		if strings.HasPrefix(low, p) {
			return true
		}
	}
	for _, p := range []string{"/doi/10.", "/doi/abs/10.", "/doi/pdf/10.", "/doi/full/10."} {
		if strings.Contains(low, p) {
			return true
		}
	}
	return false
}

// sameAuthorDash returns where the punctuation after a dash that opens s
// and stands for the previous entry's authors sits: "———. 2019.", "---,
// Title", "\_\_\_. Title"; ok false for none.
func sameAuthorDash(s string) (int, bool) {
	i := scan.SkipSpace(s, 0)
	j := i
	switch {
	case strings.HasPrefix(s[i:], "—") || strings.HasPrefix(s[i:], "―"):
		n := 0
		for strings.HasPrefix(s[j:], "—") || strings.HasPrefix(s[j:], "―") {
			j += len("—")
			n++
		}
		if n < 2 {
			return 0, false
		}
	case strings.HasPrefix(s[i:], "-"):
		for j < len(s) && s[j] == '-' {
			j++
		}
		if j-i < 3 {
			return 0, false
		}
	default:
		n := 0
		for {
			if strings.HasPrefix(s[j:], "_") {
				j++
			} else if strings.HasPrefix(s[j:], `\_`) {
				j += 2
			} else {
				break
			}
			n++
		}
		if n < 3 {
			return 0, false
		}
	}
	j = scan.SkipSpace(s, j)
	if j < len(s) && (s[j] == '.' || s[j] == ',' || s[j] == ':') {
		return j, true
	}
	return 0, false
}

// fieldLabelEnd returns the end of a field's label that opens s, with
// the colon and space after it: "Title: ", "Published in : ".
func fieldLabelEnd(s string) int {
	end, ok := cues.FieldLabel.Prefix(s)
	if !ok {
		return 0
	}
	j := scan.SkipSpace(s, end)
	if j >= len(s) || s[j] != ':' {
		return 0
	}
	return scan.SkipSpace(s, j+1)
}

// dropFieldLabel returns s without a field's label that opens it.
func dropFieldLabel(s string) string { return s[fieldLabelEnd(s):] }

// isUpperRune reports whether the rune at i of s is an upper-case letter.
func isUpperRune(s string, i int) bool {
	r, w := runeAt(s, i)
	return w > 0 && unicode.IsUpper(r)
}

// fieldDashes are the dashes and bars set between fields, longest first.
var fieldDashes = []string{"—", "–", "--", "|", "·", "•"}

// dashSeps returns up to n (all for n < 0) dashes or bars between fields
// in s, each with the white space around it, which it needs on both
// sides: "Title — Venue | pdf". hyphen admits a lone "-".
func dashSeps(s string, n int, hyphen bool) [][2]int {
	var out [][2]int
	for p := 0; p < len(s) && (n < 0 || len(out) < n); {
		if !scan.Space(s[p]) {
			p++
			continue
		}
		q := scan.SkipSpace(s, p)
		e := dashAt(s, q, hyphen)
		if e < 0 {
			p = q
			continue
		}
		out = append(out, [2]int{p, e})
		p = e
	}
	return out
}

// dashAt returns the end of the white space after a dash at q of s, -1
// when none stands there with space after it.
func dashAt(s string, q int, hyphen bool) int {
	for k, d := range fieldDashes {
		if k == 3 && hyphen && strings.HasPrefix(s[q:], "-") {
			if e := scan.SkipSpace(s, q+1); e > q+1 {
				return e
			}
		}
		if strings.HasPrefix(s[q:], d) {
			if e := scan.SkipSpace(s, q+len(d)); e > q+len(d) {
				return e
			}
		}
	}
	return -1
}

// inContainers returns where each "in" that introduces the container of
// a work starts (at the comma or full stop before it) and ends: "Title,
// in: Journal", "Title. In Book", "Title, in the Proceedings of".
func inContainers(s string) [][2]int {
	var out [][2]int
	for i := 0; i < len(s); i++ {
		if s[i] != ',' && s[i] != '.' {
			continue
		}
		if e := inContainerAt(s, i); e > 0 {
			out = append(out, [2]int{i, e})
			i = e - 1
		}
	}
	return out
}

// inContainerAt returns the end of an "in" of inContainers at i of s, 0
// for none.
func inContainerAt(s string, i int) int {
	j := scan.SkipSpace(s, i+1)
	if j == i+1 {
		return 0
	}
	if s[i] == ',' && strings.HasPrefix(s[j:], "in:") && j+3 < len(s) && scan.Space(s[j+3]) {
		return j + 4
	}
	if strings.HasPrefix(s[j:], "In") {
		if strings.HasPrefix(s[j+2:], ":") && j+3 < len(s) && scan.Space(s[j+3]) {
			return j + 4
		}
		if j+2 < len(s) && scan.Space(s[j+2]) {
			return j + 3
		}
	}
	if s[i] != ',' || !strings.HasPrefix(s[j:], "in") {
		return 0
	}
	k := scan.SkipSpace(s, j+2)
	if k == j+2 {
		return 0
	}
	if strings.HasPrefix(s[k:], "the") {
		if m := scan.SkipSpace(s, k+3); m > k+3 && procWord(s, m) > 0 {
			return procWord(s, m)
		}
	}
	return procWord(s, k)
}

// procWord returns the end of "Proceedings" (a whole word) or "Proc."
// (before a letter or digit) at k of s, 0 for none.
func procWord(s string, k int) int {
	switch {
	case strings.HasPrefix(s[k:], "Proc.") && k+5 < len(s) && scan.Word(s[k+5]):
		return k + 5
	case strings.HasPrefix(s[k:], "Proceedings") && (k+11 == len(s) || !scan.Word(s[k+11])):
		return k + 11
	}
	return 0
}

// seriesParenAt returns where the first bracket after white space in s
// stands, with the space: a series or a note after a title; -1 for none.
func seriesParenAt(s string) int {
	for i := 0; i+1 < len(s); i++ {
		if scan.Space(s[i]) && s[i+1] == '(' {
			return i
		}
	}
	return -1
}

// wholeParen returns what a venue all in brackets holds, without the
// space around it, "(Studies in History)"; ok false when s is not one
// pair of brackets around text with a letter.
func wholeParen(s string) (start, end int, ok bool) {
	i := scan.SkipSpace(s, 0)
	e := len(s)
	for e > i && scan.Space(s[e-1]) {
		e--
	}
	if e-i < 2 || s[i] != '(' || s[e-1] != ')' {
		return 0, 0, false
	}
	start = scan.SkipSpace(s, i+1)
	end = e - 1
	for end > start && scan.Space(s[end-1]) {
		end--
	}
	inner := s[start:end]
	if strings.ContainsAny(inner, "()") || !strings.ContainsFunc(inner, unicode.IsLetter) {
		return 0, 0, false
	}
	return start, end, true
}

// hasDOI reports whether s holds a DOI (shape.FindDOI).
func hasDOI(s string) bool {
	i, _ := shape.FindDOI(s)
	return i >= 0
}

// sameAuthorOpens reports whether s opens with a dash that stands for
// the previous entry's authors (sameAuthorDash).
func sameAuthorOpens(s string) bool {
	_, ok := sameAuthorDash(s)
	return ok
}

// isLowerASCII reports whether c is an ASCII lower-case letter.
func isLowerASCII(c byte) bool { return 'a' <= c && c <= 'z' }

// runeAt returns the rune at i of s and its width, utf8.RuneError and 1
// for a byte that starts no rune, and 0 width at the end.
func runeAt(s string, i int) (rune, int) {
	if i >= len(s) {
		return utf8.RuneError, 0
	}
	return utf8.DecodeRuneInString(s[i:])
}
