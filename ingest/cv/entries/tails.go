package entries

// The numbers that end a journal reference, read by one scanner in the
// forms the citation styles give them: "12(3), 45–67" (APA), "49 (3):
// 612–645" (Chicago), "2021;70(3):101987" (Vancouver), "12 (2003) 1–20"
// (AMS). Each form is a sequence of the same few parts (a volume, an
// issue in brackets, pages, a year) that must reach the end of the text;
// the scanner tries each start from the left and keeps the first that
// does, as the regular expressions it replaces did.

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
	"github.com/pubgraph/pubgraph/internal/shape"
)

// tailForm is one citation style's order of the parts of a numeric tail.
type tailForm int

const (
	tailAPA       tailForm = iota // ", 12(3), 45–67", " 22 (3), 034017"
	tailChicago                   // " 49 (3): 612–645", " 54: 1–12"
	tailVancouver                 // ". 2022 Mar;4(3):210-9"
	tailAMS                       // " 12 (2003) 1–20", " 301 (2011), no. 2, 1–30"
)

// numTail is a numeric tail found in a text.
type numTail struct {
	start    int    // where the tail starts, with the space or mark before it
	vol      [2]int // the volume's digits (APA, Chicago)
	comma    bool   // the tail opens with a comma (APA)
	issue    bool   // an issue in brackets follows the volume
	pages    bool   // pages follow
	firstDig int    // the year's first digit (Vancouver)
}

// findTail returns the leftmost numeric tail of form f that runs to the
// end of s.
func findTail(s string, f tailForm) (numTail, bool) {
	for p := 0; p < len(s); p++ {
		var t numTail
		ok := false
		switch f {
		case tailAPA:
			t, ok = apaTail(s, p)
		case tailChicago:
			t, ok = chicagoTail(s, p)
		case tailVancouver:
			t, ok = vancouverTail(s, p)
		case tailAMS:
			t, ok = amsTail(s, p)
		}
		if ok {
			return t, true
		}
	}
	return numTail{}, false
}

// digitRun returns the end of the run of digits at i when it is lo to hi
// digits long, -1 otherwise.
func digitRun(s string, i, lo, hi int) int {
	e := shape.Digits(s, i)
	if n := e - i; n < lo || n > hi {
		return -1
	}
	return e
}

// issueParen returns the end of an issue in brackets at i, after white
// space: "(3)", "( 3–4 )", up to most letters, digits, underscores and
// dashes inside; inner allows white space inside the brackets. -1 for
// none.
func issueParen(s string, i, most int, inner bool) int {
	i = scan.SkipSpace(s, i)
	if i >= len(s) || s[i] != '(' {
		return -1
	}
	j := i + 1
	if inner {
		j = scan.SkipSpace(s, j)
	}
	n := 0
	for j < len(s) {
		r, w := utf8.DecodeRuneInString(s[j:])
		if !(r < utf8.RuneSelf && scan.Word(byte(r)) || r == '–' || r == '-') {
			break
		}
		j += w
		n++
	}
	if n < 1 || n > most {
		return -1
	}
	if inner {
		j = scan.SkipSpace(s, j)
	}
	if j < len(s) && s[j] == ')' {
		return j + 1
	}
	return -1
}

// pageNum returns the end of a page number at i, "123" or "e45", -1 for
// none.
func pageNum(s string, i int) int {
	if i < len(s) && scan.Letter(s[i]) {
		i++
	}
	if e := shape.Digits(s, i); e > i {
		return e
	}
	return -1
}

// pageRange returns the end of pages at i: a number, then perhaps a dash
// (several where many is set, "—" among them) and another number.
func pageRange(s string, i int, many bool) int {
	e := pageNum(s, i)
	if e < 0 {
		return -1
	}
	j := scan.SkipSpace(s, e)
	k := j
	for k < len(s) {
		if strings.HasPrefix(s[k:], "-") {
			k++
		} else if strings.HasPrefix(s[k:], "–") || many && strings.HasPrefix(s[k:], "—") {
			k += len("–")
		} else {
			break
		}
		if !many {
			break
		}
	}
	if k == j {
		return e
	}
	if f := pageNum(s, scan.SkipSpace(s, k)); f >= 0 {
		return f
	}
	return e
}

// endsAt reports whether only a full stop and white space follow i in s,
// in that order, or the other where spaceFirst is set.
func endsAt(s string, i int, spaceFirst bool) bool {
	if spaceFirst {
		i = scan.SkipSpace(s, i)
	}
	if i < len(s) && s[i] == '.' {
		i++
	}
	if !spaceFirst {
		i = scan.SkipSpace(s, i)
	}
	return i == len(s)
}

// apaTail reads at p a volume after a comma and space or a space, an
// issue, and pages after a comma: ", 12(3), 45–67".
func apaTail(s string, p int) (numTail, bool) {
	t := numTail{start: p}
	q := p + 1
	switch {
	case s[p] == ',':
		if q = scan.SkipSpace(s, p+1); q == p+1 {
			return t, false
		}
		t.comma = true
	case !scan.Space(s[p]):
		return t, false
	}
	e := digitRun(s, q, 1, 4)
	if e < 0 {
		return t, false
	}
	t.vol = [2]int{q, e}
	rest := func(i int) bool {
		k := scan.SkipSpace(s, i)
		if k < len(s) && s[k] == ',' {
			if pe := pageRange(s, scan.SkipSpace(s, k+1), true); pe >= 0 && endsAt(s, pe, true) {
				t.pages = true
				return true
			}
		}
		return endsAt(s, i, true)
	}
	if j := issueParen(s, e, 12, true); j >= 0 && rest(j) {
		t.issue = true
		return t, true
	}
	return t, rest(e)
}

// chicagoTail reads at p a volume after a space, an issue and pages
// after a colon: " 49 (3): 612–645".
func chicagoTail(s string, p int) (numTail, bool) {
	t := numTail{start: p}
	if !scan.Space(s[p]) {
		return t, false
	}
	e := digitRun(s, p+1, 1, 4)
	if e < 0 {
		return t, false
	}
	t.vol = [2]int{p + 1, e}
	rest := func(i int) bool {
		k := scan.SkipSpace(s, i)
		if k >= len(s) || s[k] != ':' {
			return false
		}
		pe := pageRange(s, scan.SkipSpace(s, k+1), false)
		return pe >= 0 && endsAt(s, pe, false)
	}
	if j := issueParen(s, e, 8, true); j >= 0 && rest(j) {
		t.issue = true
		return t, true
	}
	return t, rest(e)
}

// vancouverTail reads at p a year, perhaps a month and day, then a
// semicolon, a volume, an issue and pages after a colon: ". 2022
// Mar;4(3):210-9".
func vancouverTail(s string, p int) (numTail, bool) {
	t := numTail{start: p}
	y := -1
	if p == 0 && shape.Year(s, 0) {
		y = 0
		if vancouverAfterYear(s, 4) {
			t.firstDig = 0
			return t, true
		}
	}
	if scan.Space(s[p]) || s[p] == '.' {
		y = p + 1
	}
	if y <= 0 || !shape.Year(s, y) {
		return t, false
	}
	t.firstDig = y
	return t, vancouverAfterYear(s, y+4)
}

// vancouverAfterYear reports whether what follows the year at i of s
// reads as the rest of a Vancouver tail.
func vancouverAfterYear(s string, i int) bool {
	if j := monthDay(s, i); j >= 0 && vancouverVolume(s, j) {
		return true
	}
	return vancouverVolume(s, i)
}

// monthDay returns the end of a month's name after white space, "Mar",
// "June", perhaps with a day, -1 for none.
func monthDay(s string, i int) int {
	j := scan.SkipSpace(s, i)
	if j == i {
		return -1
	}
	r, w := utf8.DecodeRuneInString(s[j:])
	if !unicode.IsUpper(r) {
		return -1
	}
	j += w
	n := 0
	for j < len(s) {
		r, w := utf8.DecodeRuneInString(s[j:])
		if !unicode.IsLower(r) {
			break
		}
		j += w
		n++
	}
	if n < 2 || n > 8 {
		return -1
	}
	if k := scan.SkipSpace(s, j); k > j {
		if e := digitRun(s, k, 1, 2); e >= 0 && vancouverVolume(s, e) {
			return e
		}
	}
	return j
}

// vancouverVolume reports whether a semicolon, a volume, an issue and
// pages after a colon end s from i.
func vancouverVolume(s string, i int) bool {
	k := scan.SkipSpace(s, i)
	if k >= len(s) || s[k] != ';' {
		return false
	}
	k = scan.SkipSpace(s, k+1)
	e := shape.Digits(s, k)
	if e == k {
		return false
	}
	if e < len(s) && scan.Letter(s[e]) {
		e++
	}
	rest := func(i int) bool {
		k := scan.SkipSpace(s, i)
		if k < len(s) && s[k] == ':' {
			if pe := pageRange(s, scan.SkipSpace(s, k+1), false); pe >= 0 && endsAt(s, pe, false) {
				return true
			}
		}
		return endsAt(s, i, false)
	}
	if j := issueParen(s, e, 12, false); j >= 0 && rest(j) {
		return true
	}
	return rest(e)
}

// amsTail reads at p a volume after a space, a year in brackets, and
// perhaps an issue ("no. 2") and pages: " 301 (2011), no. 2, 1–30".
func amsTail(s string, p int) (numTail, bool) {
	t := numTail{start: p}
	if !scan.Space(s[p]) {
		return t, false
	}
	e := digitRun(s, p+1, 1, 4)
	if e < 0 {
		return t, false
	}
	k := scan.SkipSpace(s, e)
	if k+6 > len(s) || s[k] != '(' || !shape.Year(s, k+1) || s[k+5] != ')' {
		return t, false
	}
	k += 6
	if j := amsPages(s, k); j >= 0 && endsAt(s, j, false) {
		return t, true
	}
	return t, endsAt(s, k, false)
}

// amsPages returns the end of the pages after an AMS year at i, with
// commas and spaces, an issue and "pp." before them; -1 for none.
func amsPages(s string, i int) int {
	sep := func(i int) int {
		j := i
		for j < len(s) && (s[j] == ',' || scan.Space(s[j])) {
			j++
		}
		return j
	}
	j := sep(i)
	if j == i {
		return -1
	}
	if strings.HasPrefix(s[j:], "no.") {
		if k := shape.Digits(s, scan.SkipSpace(s, j+3)); k > scan.SkipSpace(s, j+3) {
			if m := sep(k); m > k {
				if e := amsPagesAfter(s, m); e >= 0 {
					return e
				}
			}
		}
	}
	return amsPagesAfter(s, j)
}

// amsPagesAfter returns the end of "pp." and pages at j, -1 for none.
func amsPagesAfter(s string, j int) int {
	if strings.HasPrefix(s[j:], "pp.") {
		if e := pageRange(s, scan.SkipSpace(s, j+3), true); e >= 0 {
			return e
		}
	}
	return pageRange(s, j, true)
}

// volumeIssueWords are the words that open a volume or issue number in a
// venue, lower case.
var volumeIssueWords = []string{"vol.", "volume", "no.", "iss.", "issue"}

// pageWords are the words that open pages in a venue, lower case.
var pageWords = []string{"pp.", "p.", "pages", "s."}

// markedNumbers returns where each volume or issue (pages, where pages
// is set) named by its word starts and ends in s: ", vol. 33", "no.
// 4(2)", "pp. 33–51".
func markedNumbers(s string, pages bool) [][2]int {
	var out [][2]int
	for p := 0; p < len(s); p++ {
		if e := markedNumberAt(s, p, pages); e >= 0 {
			out = append(out, [2]int{p, e})
			p = e - 1
		}
	}
	return out
}

// markedNumberAt returns the end of a marked number (markedNumbers) that
// starts at p, with a comma or full stop and space before its word; -1
// for none.
func markedNumberAt(s string, p int, pages bool) int {
	q := p
	if s[q] == ',' || s[q] == '.' {
		q++
	}
	q = scan.SkipSpace(s, q)
	if q >= len(s) || q > 0 && scan.Word(s[q-1]) || !scan.Word(s[q]) {
		return -1
	}
	words := volumeIssueWords
	if pages {
		words = pageWords
	}
	for _, w := range words {
		if !shape.HasPrefixFold(s[q:], w) {
			continue
		}
		k := scan.SkipSpace(s, q+len(w))
		if pages {
			e := pageNum(s, k)
			if e < 0 {
				continue
			}
			j := scan.SkipSpace(s, e)
			if f := pageRangeRest(s, j); f >= 0 {
				return f
			}
			return j
		}
		e := shape.Digits(s, k)
		if e == k {
			continue
		}
		for e < len(s) {
			r, w := utf8.DecodeRuneInString(s[e:])
			if !(r < utf8.RuneSelf && scan.Word(byte(r)) || r == '–' || r == '-') {
				break
			}
			e += w
		}
		if j := issueParen(s, e, 12, false); j >= 0 {
			return j
		}
		return e
	}
	return -1
}

// pageRangeRest returns the end of dashes and a second page number at j,
// -1 for none.
func pageRangeRest(s string, j int) int {
	k := j
	for k < len(s) {
		switch {
		case s[k] == '-':
			k++
		case strings.HasPrefix(s[k:], "–") || strings.HasPrefix(s[k:], "—"):
			k += len("–")
		default:
			goto done
		}
	}
done:
	if k == j {
		return -1
	}
	return pageNum(s, scan.SkipSpace(s, k))
}

// dropMarkedNumbers returns s without its marked numbers (markedNumbers).
func dropMarkedNumbers(s string, pages bool) string {
	ms := markedNumbers(s, pages)
	return cutSpans(s, len(ms), func(k int) (int, int) { return ms[k][0], ms[k][1] })
}
