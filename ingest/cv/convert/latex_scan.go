package convert

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
)

// texHeadingName reports whether a command's name is one that starts a
// section: \chapter, \part, \section and every \…section, \rubric and
// \subrubric, the CV classes' \sectionTitle and \NewPart.
func texHeadingName(name string) bool {
	switch name {
	case "chapter", "part", "sectiontitle", "sectionTitle", "NewPart":
		return true
	}
	if rest, ok := strings.CutSuffix(name, "rubric"); ok {
		for rest != "" {
			if rest, ok = strings.CutPrefix(rest, "sub"); !ok {
				return false
			}
		}
		return true
	}
	if !strings.HasSuffix(name, "section") {
		return false
	}
	for i := 0; i < len(name); i++ {
		if !scan.Letter(name[i]) {
			return false
		}
	}
	return true
}

// texDateWords open the words a CV's date column may hold beside digits
// and separators: "since 2019", "Sep. 2018 – present".
var texDateWords = []string{"since", "present", "now", "today", "current", "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}

// texDateSep reports whether r may stand between the parts of a date:
// white space, a digit, a slash, a dot, a comma or a dash.
func texDateSep(r rune) bool {
	return r < utf8.RuneSelf && (scan.Space(byte(r)) || scan.Digit(byte(r))) || strings.ContainsRune("/.,–—-", r)
}

// isTexDateArg reports whether s holds only digits, separators and words
// of dates (a month, "since", "present"), each word of letters and dots
// opening with one of texDateWords, compared blind to case.
func isTexDateArg(s string) bool {
	for i := 0; i < len(s); {
		if letter, _ := scan.LetterFold(s, i); letter {
			e, ok := scan.PrefixAnyFold(s, i, texDateWords)
			if !ok {
				return false
			}
			i = e
			for i < len(s) {
				letter, n := scan.LetterFold(s, i)
				if !letter && s[i] != '.' {
					break
				}
				i += n
			}
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || !texDateSep(r) {
			return false
		}
		i += n
	}
	return true
}

// hasTexYear reports whether s holds a year from 1800 to 2099 as a word
// of its own.
func hasTexYear(s string) bool {
	for i := 0; i+4 <= len(s); i++ {
		if (s[i] == '1' && (s[i+1] == '8' || s[i+1] == '9') || s[i] == '2' && s[i+1] == '0') &&
			scan.Digit(s[i+2]) && scan.Digit(s[i+3]) && scan.Boundary(s, i) && scan.Boundary(s, i+4) {
			return true
		}
	}
	return false
}

// texShortYear reads a month and a two-digit year at i of s, "09/18",
// "3.21", as a word of its own: its end and the year's two digits.
func texShortYear(s string, i int) (end int, yy string, ok bool) {
	if !scan.Digit(s[i]) || !scan.Boundary(s, i) {
		return 0, "", false
	}
	var months []int // the month's lengths, in the order tried
	switch {
	case s[i] == '0':
		if i+1 < len(s) && s[i+1] >= '1' && s[i+1] <= '9' {
			months = append(months, 2)
		}
	default:
		months = append(months, 1)
		if s[i] == '1' && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '2' {
			months = append(months, 2)
		}
	}
	for _, m := range months {
		j := i + m
		if j+3 <= len(s) && (s[j] == '/' || s[j] == '.') && scan.Digit(s[j+1]) && scan.Digit(s[j+2]) && scan.Boundary(s, j+3) {
			return j + 3, s[j+1 : j+3], true
		}
	}
	return 0, "", false
}

// hasTexShortYear reports whether s holds a month and a two-digit year.
func hasTexShortYear(s string) bool {
	for i := 0; i < len(s); i++ {
		if _, _, ok := texShortYear(s, i); ok {
			return true
		}
	}
	return false
}

// texShortYears writes each month and two-digit year of s as the year,
// "09/18" as 2018, "10/75" as 1975.
func texShortYears(s string) string {
	var b strings.Builder
	last := 0
	for i := 0; i < len(s); i++ {
		end, yy, ok := texShortYear(s, i)
		if !ok {
			continue
		}
		n, _ := strconv.Atoi(yy)
		if n <= 60 {
			n += 2000
		} else {
			n += 1900
		}
		b.WriteString(s[last:i])
		b.WriteString(strconv.Itoa(n))
		last = end
		i = end - 1
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// hasInitial reports whether s holds an initial, a capital and a dot,
// at its start or after white space or ",.;".
func hasInitial(s string) bool {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if unicode.IsUpper(r) && i+n < len(s) && s[i+n] == '.' && (i == 0 || scan.Space(s[i-1]) || strings.IndexByte(",.;", s[i-1]) >= 0) {
			return true
		}
		i += n
	}
	return false
}
