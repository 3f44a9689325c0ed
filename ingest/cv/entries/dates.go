package entries

// Scanners for the dates, places and patent numbers around the fields
// of an entry, written by hand where regular expressions stood (issue
// 18).

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
	"github.com/pubgraph/pubgraph/internal/shape"
)

// monthStems open the English months' names and abbreviations, lower
// case: "Sep", "Sept.", "September".
var monthStems = []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}

// monthEnd returns the end of a month's name at i of s, any letters after
// its stem, an optional full stop and white space: "Sept. ", "MAY"; ok
// false for none. Where caseful is set the stem must be capitalised as
// a name is: "Mar".
func monthEnd(s string, i int, caseful bool) (int, bool) {
	for _, m := range monthStems {
		if caseful && (!strings.HasPrefix(s[i:], strings.ToUpper(m[:1])+m[1:])) || !caseful && !shape.HasPrefixFold(s[i:], m) {
			continue
		}
		j := i + 3
		for j < len(s) && (caseful && isLowerASCII(s[j]) || !caseful && scan.Letter(s[j])) {
			j++
		}
		if j < len(s) && s[j] == '.' {
			j++
		}
		return j, true
	}
	return 0, false
}

// monthYearTail is a date that ends a venue after a comma or full stop:
// ", May 2019", ". 2019", ", May 3, 2019", ", 3 May 2019", or the mark
// alone; or a full date in brackets, as the press is cited: " (May 3,
// 2019)".
type monthYearTail struct {
	start       int    // the comma, full stop or bracket
	month, year string // as written, with the day, "" for none
}

// findMonthYear returns the leftmost date that ends s (monthYearTail).
func findMonthYear(s string) (monthYearTail, bool) {
	for p := 0; p < len(s); p++ {
		if s[p] != ',' && s[p] != '.' && s[p] != '(' {
			continue
		}
		q := scan.SkipSpace(s, p+1)
		t := monthYearTail{start: p}
		if e, ok := dayMonthEnd(s, q); ok {
			t.month, q = s[q:e], e
		}
		if shape.Year(s, q) {
			e := q + 4
			if e < len(s) && scan.Letter(s[e]) {
				e++
			}
			t.year, q = s[q:e], e
		}
		if s[p] == '(' {
			if t.month == "" || t.year == "" || q >= len(s) || s[q] != ')' {
				continue
			}
			q++
		}
		if scan.SkipSpace(s, q) == len(s) {
			if p > 0 && s[p] == '(' && s[p-1] == ' ' {
				t.start = p - 1
			}
			return t, true
		}
	}
	return monthYearTail{}, false
}

// dayMonthEnd returns the end of a month's name at i of s, with a day
// before it ("3 May ") or after it ("May 3, "), and the white space
// after; ok false for none.
func dayMonthEnd(s string, i int) (int, bool) {
	m := i
	if d := shape.Digits(s, i); d-i >= 1 && d-i <= 2 && scan.SkipSpace(s, d) > d {
		if _, ok := monthEnd(s, scan.SkipSpace(s, d), false); ok {
			m = scan.SkipSpace(s, d) // "3 May 2019"
		}
	}
	e, ok := monthEnd(s, m, false)
	if !ok {
		return 0, false
	}
	e = scan.SkipSpace(s, e)
	if d := shape.Digits(s, e); m == i && d-e >= 1 && d-e <= 2 {
		// "May 3, 2019"
		e = d
		if e < len(s) && s[e] == ',' {
			e++
		}
		e = scan.SkipSpace(s, e)
	}
	return e, true
}

// dropMonthYear returns s without the date that ends it (findMonthYear).
func dropMonthYear(s string) string {
	if t, ok := findMonthYear(s); ok {
		return s[:t.start]
	}
	return s
}

// bareDateEnd returns the end of a date sentence that opens s, the text
// after a byline in the ACM, Chicago author-date and Vancouver-with-date
// styles: " Mar 2021. ", ". 2017. "; ok false for none.
func bareDateEnd(s string) (int, bool) {
	i := scan.SkipSpace(s, 0)
	if i < len(s) && (s[i] == ',' || s[i] == '.') {
		i++
	}
	i = scan.SkipSpace(s, i)
	if e, ok := bareDateYear(s, i); ok {
		return e, true
	}
	e, ok := monthEnd(s, i, true)
	if !ok {
		return 0, false
	}
	if k := scan.SkipSpace(s, e); k > e {
		e = k
	} else {
		return 0, false
	}
	if d := shape.Digits(s, e); d > e && d-e <= 2 {
		k := d
		if k < len(s) && s[k] == ',' {
			k++
		}
		if m := scan.SkipSpace(s, k); m > k {
			if end, ok := bareDateYear(s, m); ok {
				return end, true
			}
		}
	}
	return bareDateYear(s, e)
}

// bareDateYear returns the end of a year at i of s and the full stop
// after it, with one white-space byte after that if there is one.
func bareDateYear(s string, i int) (int, bool) {
	if !shape.Year(s, i) {
		return 0, false
	}
	e := i + 4
	if e < len(s) && isLowerASCII(s[e]) {
		e++
	}
	if e >= len(s) || s[e] != '.' {
		return 0, false
	}
	e++
	if e == len(s) {
		return e, true
	}
	if scan.Space(s[e]) {
		return e + 1, true
	}
	return 0, false
}

// placeYearStart returns where the place and year, or the year alone,
// that end a book start, at the comma before them: ", Leiden/Boston
// 2003", ", New York 1999 (2nd ed.)", ", 2022"; -1 for none.
func placeYearStart(s string) int {
	for p := 0; p < len(s); p++ {
		if s[p] != ',' {
			continue
		}
		q := scan.SkipSpace(s, p+1)
		if q == p+1 {
			continue
		}
		if placeYearFrom(s, q) {
			return p
		}
	}
	return -1
}

// placeYearFrom reports whether a place (perhaps) and a year from 1500
// to 2099 follow at q of s, with no comma after the year.
func placeYearFrom(s string, q int) bool {
	if yearTail(s, q) {
		return true
	}
	w1, ok := placeWord(s, q)
	if !ok {
		return false
	}
	if w1 < len(s) && (s[w1] == '/' || s[w1] == ' ') {
		if w2, ok := placeWord(s, w1+1); ok {
			if k := scan.SkipSpace(s, w2); k > w2 && yearTail(s, k) {
				return true
			}
		}
	}
	k := scan.SkipSpace(s, w1)
	return k > w1 && yearTail(s, k)
}

// placeWord returns the end of a capitalised word of a place at i:
// letters, full stops and hyphens after a capital.
func placeWord(s string, i int) (int, bool) {
	r, w := utf8.DecodeRuneInString(s[i:])
	if i >= len(s) || !unicode.IsUpper(r) {
		return 0, false
	}
	j := i + w
	for j < len(s) {
		r, w := utf8.DecodeRuneInString(s[j:])
		if !unicode.IsLetter(r) && r != '.' && r != '-' {
			break
		}
		j += w
	}
	return j, true
}

// yearTail reports whether a year from 1500 to 2099 stands at i of s as
// a word, with no comma after it.
func yearTail(s string, i int) bool {
	if i+4 > len(s) || !(s[i] == '1' && s[i+1] >= '5' && s[i+1] <= '9' || s[i] == '2' && s[i+1] == '0') || !scan.Digit(s[i+2]) || !scan.Digit(s[i+3]) {
		return false
	}
	return (i+4 == len(s) || !scan.Word(s[i+4])) && !strings.Contains(s[i+4:], ",")
}

// patentNumberAt returns the end of a patent's office and number at i
// of s: "U.S. Patent No. 9,876,543" up to the number's first digit,
// "EP Pat. 1", "Patent Number 12" where number is set; ok false for
// none.
func patentNumberAt(s string, i int, number bool) (int, bool) {
	for _, j := range patentOffices(s, i) {
		if !strings.HasPrefix(s[j:], "Pat") {
			continue
		}
		k := j + 3
		switch {
		case strings.HasPrefix(s[k:], "ent"):
			k += 3
		case strings.HasPrefix(s[k:], "."):
			k++
		default:
			continue
		}
		m := scan.SkipSpace(s, k)
		if m == k {
			continue
		}
		starts := []int{m}
		if strings.HasPrefix(s[m:], "No.") {
			starts = append([]int{scan.SkipSpace(s, m+3)}, starts...)
		} else if number && strings.HasPrefix(s[m:], "Number") {
			if n := scan.SkipSpace(s, m+6); n > m+6 {
				starts = append([]int{n}, starts...)
			}
		}
		for _, n := range starts {
			if e, ok := officeDigit(s, n); ok {
				return e, true
			}
		}
	}
	return 0, false
}

// patentOffices returns where "Pat" may start after the office at i:
// after "U.S." (and space), after two capitals and space, or at i.
func patentOffices(s string, i int) []int {
	var out []int
	if strings.HasPrefix(s[i:], "U.") {
		j := i + 2
		if j < len(s) && scan.Space(s[j]) {
			j++
		}
		if strings.HasPrefix(s[j:], "S.") {
			out = append(out, scan.SkipSpace(s, j+2))
		}
	}
	if i+2 < len(s) && isUpperASCII(s[i]) && isUpperASCII(s[i+1]) {
		if j := scan.SkipSpace(s, i+2); j > i+2 {
			out = append(out, j)
		}
	}
	return append(out, i)
}

// officeDigit returns the end of the first digit of a number at n, after
// up to two capitals and a space: "9", "US 9", "ZL2"; ok false for none.
func officeDigit(s string, n int) (int, bool) {
	for caps := 2; caps >= 0; caps-- {
		j := n
		for c := 0; c < caps; c++ {
			if j >= len(s) || !isUpperASCII(s[j]) {
				j = -1
				break
			}
			j++
		}
		if j < 0 {
			continue
		}
		if j < len(s) && scan.Space(s[j]) && j+1 < len(s) && scan.Digit(s[j+1]) {
			return j + 2, true
		}
		if j < len(s) && scan.Digit(s[j]) {
			return j + 1, true
		}
	}
	return 0, false
}

// isUpperASCII reports whether c is an ASCII capital.
func isUpperASCII(c byte) bool { return 'A' <= c && c <= 'Z' }

// patentLeads returns where each comma or opening bracket before a
// patent's office and number stands: "Title, U.S. Patent 9,876,543".
func patentLeads(s string) []int {
	var out []int
	for i := 0; i < len(s); i++ {
		if s[i] != ',' && s[i] != '(' {
			continue
		}
		if e, ok := patentNumberAt(s, scan.SkipSpace(s, i+1), true); ok {
			out = append(out, i)
			i = e - 1
		}
	}
	return out
}

// patentParenStart returns where a patent's office and number in
// brackets that end s start, with the space before them: "Title (U.S.
// Patent No. 9,876,543)"; -1 for none.
func patentParenStart(s string) int {
	if !strings.HasSuffix(s, ")") {
		return -1
	}
	for i := 0; i < len(s); i++ {
		if s[i] != '(' {
			continue
		}
		e, ok := patentNumberAt(s, i+1, false)
		if !ok || strings.Trim(s[e:len(s)-1], "0123456789,./ ") != "" {
			continue
		}
		for i > 0 && scan.Space(s[i-1]) {
			i--
		}
		return i
	}
	return -1
}
