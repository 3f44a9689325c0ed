package profile

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The words of education and employment entries. What the profile stage
// knows of organisations, roles and units is word lists, and a word list
// is data, not a pattern: a lexicon holds one, and matches it the way
// the regular expression it replaced did (word boundaries in the ASCII
// sense of Go's \b, case folded as (?i) folds), which the tests check
// against that expression.

// lexMode is where in a text a lexicon's word must stand.
type lexMode uint8

const (
	// lexWord: anywhere, between word boundaries (`\b(a|b)\b`).
	lexWord lexMode = iota
	// lexSubstring: anywhere, even inside a word (`a|b`).
	lexSubstring
	// lexWhole: the whole text (`^(a|b)$`).
	lexWhole
	// lexSuffix: at the end, after a word boundary (`\b(a|b)$`).
	lexSuffix
)

// lexicon is a list of words or phrases and where a text must hold one.
type lexicon struct {
	words []string
	mode  lexMode
	// fold ignores case, by Unicode simple folding.
	fold bool
}

// MatchString reports whether s holds one of x's words where x's mode
// says.
func (x *lexicon) MatchString(s string) bool {
	switch x.mode {
	case lexWhole:
		for _, w := range x.words {
			if end := x.prefix(s, w); end == len(s) {
				return true
			}
		}
		return false
	case lexSuffix:
		for _, w := range x.words {
			for p := 0; p < len(s); p++ {
				if asciiBoundary(s, p) && x.prefix(s[p:], w) == len(s)-p {
					return true
				}
			}
		}
		return false
	}
	for p := 0; p < len(s); p++ {
		if x.mode == lexWord && !asciiBoundary(s, p) {
			continue
		}
		for _, w := range x.words {
			end := x.prefix(s[p:], w)
			if end >= 0 && (x.mode == lexSubstring || asciiBoundary(s, p+end)) {
				return true
			}
		}
	}
	return false
}

// opens reports whether s opens with one of x's words, followed by a
// word boundary (`^\b(a|b)\b`), whatever x's mode.
func (x *lexicon) opens(s string) bool {
	if !asciiBoundary(s, 0) {
		return false
	}
	for _, w := range x.words {
		if end := x.prefix(s, w); end >= 0 && asciiBoundary(s, end) {
			return true
		}
	}
	return false
}

// prefix returns the length in bytes of the prefix of s that spells w
// (folding case when x.fold), -1 when s does not begin with w.
func (x *lexicon) prefix(s, w string) int {
	if !x.fold {
		if strings.HasPrefix(s, w) {
			return len(w)
		}
		return -1
	}
	i := 0
	for _, wr := range w {
		if i >= len(s) {
			return -1
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if !sameFold(r, wr) {
			return -1
		}
		i += n
	}
	return i
}

// sameFold reports whether a and b are one letter up to case, as (?i)
// compares them.
func sameFold(a, b rune) bool {
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

// asciiWord reports whether the byte is a word character as Go's \b sees
// it: an ASCII letter, digit or underscore.
func asciiWord(b byte) bool {
	return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

// asciiBoundary reports whether position i of s is a word boundary (\b).
func asciiBoundary(s string, i int) bool {
	before := i > 0 && asciiWord(s[i-1])
	after := i < len(s) && asciiWord(s[i])
	return before != after
}

// reSpace reports whether b is a space as \s sees it.
func reSpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\f' || b == '\r'
}

// universities are the word for a university in the languages CVs are
// written in, with the spellings an ASCII or Latin-1 keyboard gives.
var universities = []string{
	"University", "Universitét", "Université", "Universität", "Universitä", "Universitàt", "Università",
	"Universitet", "Universiteit", "Universidad", "Universidade",
}

var (
	// orgWords are words that make a line an organisation's name.
	orgWords = &lexicon{words: append(universities[:len(universities):len(universities)],
		"Hochschule", "Gymnasium", "Lycée", "Lycee", "Polytechnic", "Institute", "Institut", "College",
		"Academy", "Laboratory", "Laboratories", "Lab", "Labs", "Inc", "Inc.", "Corp", "Corp.", "Corporation",
		"Ltd", "Ltd.", "LLC", "Company", "Co.", "Research", "Center", "Centre", "Foundation", "Hospital",
		"School", "Group", "Technologies", "Technology")}
	// strongOrgWords are the words that name an organisation whatever
	// else the text says.
	strongOrgWords = &lexicon{words: append(universities[:len(universities):len(universities)],
		"Institute", "Institut", "College", "Academy", "Inc", "Inc.", "Corp", "Corp.", "Corporation", "Ltd",
		"Ltd.", "LLC", "Company", "Co.")}
	// roleWords are the nouns of a job or study role.
	roleWords = &lexicon{fold: true, words: []string{
		"intern", "engineer", "student", "assistant", "researcher", "scientist", "professor", "postdoc",
		"fellow", "lecturer", "member", "founder", "phd", "ph.d", "developer", "manager", "analyst",
		"consultant", "director", "architect"}}
	// roleNouns are the words a role may consist of, one at a time.
	roleNouns = &lexicon{mode: lexWhole, fold: true, words: []string{
		"intern", "engineer", "student", "assistant", "researcher", "scientist", "professor", "postdoc",
		"fellow", "lecturer", "member", "founder", "co-founder", "developer", "manager", "director",
		"consultant", "associate", "analyst", "architect", "lead"}}
	// academicWords are the stems of an academic organisation's name.
	academicWords = &lexicon{mode: lexSubstring, fold: true, words: []string{
		"universit", "college", "institut", "school", "academy", "polytechni", "national lab"}}
	// internWords name an internship.
	internWords = &lexicon{fold: true, words: []string{"intern", "internship"}}
	// companyWords are a company's legal forms.
	companyWords = &lexicon{words: []string{"Inc", "Corp", "Corporation", "Ltd", "LLC", "GmbH", "Co"}}
	// companyEnd are the abbreviations that end a company's name and
	// keep their full stop.
	companyEnd = &lexicon{mode: lexSuffix, words: []string{"Inc", "Corp", "Ltd", "Co"}}
	// labWords name a research organisation that is not a university.
	labWords = &lexicon{words: []string{"Lab", "Labs", "Laboratory", "Laboratories", "Institute", "Research"}}
	// unitWords name a part of an organisation.
	unitWords = &lexicon{words: []string{
		"Group", "Lab", "Labs", "Laboratory", "Department", "Dept", "Dept.", "Center", "Centre", "Division", "Team"}}
)

// honorifics are the titles a name may open with.
var honorifics = []string{"prof.", "prof", "professor", "dr.", "dr", "mr.", "mr", "ms.", "ms", "mrs.", "mrs"}

// trimHonorific removes a title and the spaces after it from the start
// of t: "Prof. Jane Doe" is "Jane Doe".
func trimHonorific(t string) string {
	x := lexicon{fold: true}
	for _, h := range honorifics {
		end := x.prefix(t, h)
		if end < 0 || end >= len(t) || !reSpace(t[end]) {
			continue
		}
		for end < len(t) && reSpace(t[end]) {
			end++
		}
		return t[end:]
	}
	return t
}

// columnGap returns where the first gap between the columns of a line
// laid out in two stands: a tab, or a run of three or more spaces. It
// returns -1, -1 when there is none.
func columnGap(s string) (start, end int) {
	for p := 0; p < len(s); p++ {
		if s[p] == '\t' {
			return p, p + 1
		}
		run := 0
		for p+run < len(s) && reSpace(s[p+run]) {
			run++
		}
		if run >= 3 {
			return p, p + run
		}
	}
	return -1, -1
}

// leadDash returns the end of the dash and the spaces around it that
// open s ("  — Acme Corp"), 0 when s does not open with a dash followed
// by a space.
func leadDash(s string) int {
	i := 0
	for i < len(s) && reSpace(s[i]) {
		i++
	}
	for _, d := range []string{"—", "–", "--", "-", "|"} {
		if !strings.HasPrefix(s[i:], d) {
			continue
		}
		end := i + len(d)
		if end >= len(s) || !reSpace(s[end]) {
			continue
		}
		for end < len(s) && reSpace(s[end]) {
			end++
		}
		return end
	}
	return 0
}

// years returns the four-digit years from 1900 to 2099 that s holds as
// words of their own.
func years(s string) []string {
	var ys []string
	for p := 0; p+4 <= len(s); p++ {
		if (s[p] == '1' && s[p+1] == '9' || s[p] == '2' && s[p+1] == '0') && isDigit(s[p+2]) && isDigit(s[p+3]) &&
			asciiBoundary(s, p) && asciiBoundary(s, p+4) {
			ys = append(ys, s[p:p+4])
			p += 3
		}
	}
	return ys
}

func isDigit(b byte) bool { return '0' <= b && b <= '9' }

// footer reports whether a line is a page's running footer: "Last
// updated …", "Page 2 of 5".
func footer(s string) bool {
	x := lexicon{fold: true, words: []string{"updated"}}
	if x.MatchString(s) {
		return true
	}
	page := lexicon{fold: true}
	for p := 0; p < len(s); p++ {
		if !asciiBoundary(s, p) || page.prefix(s[p:], "page ") < 0 {
			continue
		}
		q := p + len("page ")
		q += digits(s[q:])
		if q == p+len("page ") || page.prefix(s[q:], " of ") < 0 {
			continue
		}
		if q += len(" of "); digits(s[q:]) > 0 {
			return true
		}
	}
	return false
}

// digits returns how many ASCII digits open s.
func digits(s string) int {
	n := 0
	for n < len(s) && isDigit(s[n]) {
		n++
	}
	return n
}
