package model

import (
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
)

// Summary describes what a section's entries look like, whatever its
// heading says: counts over its non-blank lines (a unit is a line; a
// list item or a paragraph after a blank line starts an entry).
type Summary struct {
	Lines   int `json:"lines"`   // non-blank lines
	Entries int `json:"entries"` // list items and paragraphs
	Words   int `json:"words"`   // words of all lines
	// Counts of lines holding each cue; see the cue constants.
	Cues [NumCues]int `json:"cues"`
}

// The cues a line is checked for.
const (
	CueYear     = iota // a year, 1900–2099, standing alone
	CueQuote           // a quoted span
	CueItalic          // an italic span
	CueBold            // a bold span
	CueLink            // a link, URL or DOI
	CueDOI             // a DOI
	CueInitials        // an initial: "J." or "J.-P." next to a capitalised word
	CueNameList        // three or more commas or "and"/"&" with initials: a byline
	CueVenue           // a venue word: journal, proceedings, vol., pp.
	CuePages           // a page range or volume(issue)
	CueEtAl            // "et al."
	CueTalk            // invited, talk, seminar, keynote, colloquium
	CueTeach           // course, instructor, semester, a course code
	CueMoney           // a currency sign or amount, grant, funded
	CueDegree          // a degree: PhD, B.Sc., Master
	CueJob             // a position: professor, postdoc, present
	CueSoftware        // package, github, library, version
	CueService         // reviewer, committee, editor, chair
	CueStatus          // submitted, under review, in press, preprint
	CueMonth           // a month name
	CueLong            // twelve words or more
	NumCues
)

// Summarize returns the summary of lines, a section's lines after its
// heading.
func Summarize(lines []markup.Line) Summary {
	var s Summary
	prevBlank := true
	for i := range lines {
		l := &lines[i]
		if l.Blank() {
			prevBlank = true
			continue
		}
		s.Lines++
		if l.Item || prevBlank {
			s.Entries++
		}
		prevBlank = false
		for c, on := range lineCues(l) {
			if on {
				s.Cues[c]++
			}
		}
		s.Words += len(strings.Fields(l.Text))
	}
	return s
}

// Add adds the counts of o to s.
func (s *Summary) Add(o Summary) {
	s.Lines += o.Lines
	s.Entries += o.Entries
	s.Words += o.Words
	for i := range s.Cues {
		s.Cues[i] += o.Cues[i]
	}
}

// lineCues returns the cues l holds.
func lineCues(l *markup.Line) [NumCues]bool {
	var c [NumCues]bool
	for _, sp := range l.Spans {
		c[CueItalic] = c[CueItalic] || sp.Style&markup.Italic != 0
		c[CueBold] = c[CueBold] || sp.Style&markup.Bold != 0
		c[CueLink] = c[CueLink] || sp.Style&markup.Link != 0
	}
	c[CueLink] = c[CueLink] || len(l.URLs) > 0
	text := l.Text
	c[CueQuote] = strings.ContainsAny(text, "“”«»„") || strings.Count(text, "\"") >= 2
	lower := strings.ToLower(text)
	c[CueLink] = c[CueLink] || strings.Contains(lower, "http") || strings.Contains(lower, "www.")
	c[CueDOI] = strings.Contains(lower, "doi") || strings.Contains(lower, "10.1") && strings.Contains(lower, "/")
	c[CueEtAl] = strings.Contains(lower, "et al")
	words := tokens(text)
	c[CueLong] = len(words) >= 12
	commas := strings.Count(text, ",") + strings.Count(text, "，")
	initials := 0
	for i, w := range words {
		switch {
		case isYear(w):
			c[CueYear] = true
		case isInitial(w):
			initials++
		case isPages(w):
			c[CuePages] = true
		case isCourseCode(words, i):
			c[CueTeach] = true
		}
		lw := strings.ToLower(strings.Trim(w, ".,;:()[]"))
		for _, cue := range cueWords[lw] {
			c[cue] = true
		}
		if strings.ContainsAny(w, "$€£¥") {
			c[CueMoney] = true
		}
	}
	c[CueInitials] = initials > 0
	c[CueNameList] = initials >= 2 && commas >= 2 || commas >= 4 && c[CueYear] || nameRun(text)
	for _, p := range cuePhrases {
		if strings.Contains(lower, p.text) {
			c[p.cue] = true
		}
	}
	return c
}

// tokens splits text at spaces, keeping punctuation on the words.
func tokens(text string) []string { return strings.Fields(text) }

// isYear reports whether w, trimmed of punctuation, is a year 1900–2099
// (or one with a letter after it, "2019a").
func isYear(w string) bool {
	w = strings.Trim(w, ".,;:()[]–-")
	w = strings.TrimRight(w, "abcdef")
	if len(w) != 4 || !(strings.HasPrefix(w, "19") || strings.HasPrefix(w, "20")) {
		return false
	}
	return allDigits(w)
}

// isInitial reports whether w is an initial: "J.", "J.-P.", "A.B.", "J,".
func isInitial(w string) bool {
	w = strings.TrimRight(w, ",;")
	if len(w) < 2 || len(w) > 6 || !strings.HasSuffix(w, ".") {
		return false
	}
	letters := 0
	for _, r := range w {
		switch {
		case unicode.IsUpper(r):
			letters++
		case r == '.' || r == '-':
		default:
			return false
		}
	}
	return letters >= 1 && letters <= 3
}

// isPages reports whether w is a page range "123-145" or a volume and
// issue "12(3)".
func isPages(w string) bool {
	w = strings.Trim(w, ".,;:")
	if i := strings.IndexAny(w, "-–"); i > 0 && i < len(w)-1 {
		a, b := strings.TrimLeft(w[:i], "p."), strings.TrimLeft(w[i:], "-–")
		return allDigits(a) && allDigits(b) && !(len(a) == 4 && len(b) == 4)
	}
	if i := strings.IndexByte(w, '('); i > 0 && strings.HasSuffix(w, ")") {
		return allDigits(w[:i]) && allDigits(w[i+1:len(w)-1])
	}
	return false
}

// isCourseCode reports whether words[i] and the word after it are a
// course code: "CS 101", "STAT 3010", or "MATH2001" alone.
func isCourseCode(words []string, i int) bool {
	w := strings.Trim(words[i], ".,;:()")
	upper, digits := 0, 0
	for _, r := range w {
		switch {
		case r >= 'A' && r <= 'Z':
			if digits > 0 {
				return false
			}
			upper++
		case r >= '0' && r <= '9':
			digits++
		default:
			return false
		}
	}
	if upper >= 2 && upper <= 5 && digits >= 3 && digits <= 4 {
		return true
	}
	if upper >= 2 && upper <= 5 && digits == 0 && i+1 < len(words) {
		n := strings.Trim(words[i+1], ".,;:()")
		return len(n) >= 3 && len(n) <= 4 && allDigits(n) && !isYear(n)
	}
	return false
}

// allDigits reports whether s is a non-empty run of ASCII digits.
func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// nameRun reports whether text is a run of three or more names written
// out, split by commas or "and": "Jane Doe, ANN LEE, Bo Roe and Al Poe".
func nameRun(text string) bool {
	parts := strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ';' || r == '，' })
	if len(parts) < 3 {
		return false
	}
	names := 0
	for _, p := range parts {
		ws := strings.Fields(strings.TrimPrefix(strings.TrimSpace(p), "and "))
		if len(ws) < 2 || len(ws) > 4 {
			continue
		}
		capital := 0
		for _, w := range ws {
			if r := []rune(strings.Trim(w, "*")); len(r) > 0 && unicode.IsUpper(r[0]) {
				capital++
			}
		}
		if capital == len(ws) {
			names++
		}
	}
	return 5*names >= 3*len(parts)
}
