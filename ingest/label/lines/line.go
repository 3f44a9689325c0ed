package lines

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/label"
)

// Label is what a line is to the entries of its section.
type Label uint8

// The labels.
const (
	Other Label = iota // no part of an entry
	Start              // the first line of an entry
	Cont               // a later line of the entry above
	numLabels
)

var labelNames = [...]string{"other", "start", "cont"}

// String returns the label's name.
func (l Label) String() string {
	if int(l) < len(labelNames) {
		return labelNames[l]
	}
	return "label?"
}

// Line describes one non-blank line of a section as the model sees it.
// Layout fields come from the markup; [Describe] fills the ones read from
// the text.
type Line struct {
	Indent      int  `json:"in,omitempty"` // leading white space in columns
	Heading     int  `json:"h,omitempty"`  // heading level, 0 if none
	Item        bool `json:"it,omitempty"` // starts a list item
	Number      int  `json:"n,omitempty"`  // the item's number in a numbered list
	BlankBefore bool `json:"bb,omitempty"` // a blank line (or a rule) comes before it
	Hard        bool `json:"hb,omitempty"` // ends in a hard line break
	BoldLead    bool `json:"bl,omitempty"` // opens with bold text
	Italic      bool `json:"i,omitempty"`  // holds italic text
	Link        bool `json:"a,omitempty"`  // holds a link
	// Rule is the hand rules' decision: the line starts an entry.
	Rule bool `json:"r,omitempty"`
	// RuleIn is set when the rules put the line in an entry at all.
	RuleIn bool `json:"ri,omitempty"`

	Runes int    `json:"len,omitempty"` // length in characters
	First string `json:"f,omitempty"`   // class of the first word (see wordClass)
	Last  byte   `json:"l,omitempty"`   // class of the last character (see lastClass)
	Year  bool   `json:"y,omitempty"`   // holds a year 1900–2099
	// Share is the percentage of the line's word tokens the field labeller
	// reads as author, title, container and date.
	Share [4]uint8 `json:"s,omitempty"`
	// FirstField is the field labeller's label of the first word.
	FirstField uint8 `json:"ff,omitempty"`
	// Tab is set when a tab parts the line's text into cells: the
	// columns of a table pasted as text ("A title\t12\t2019").
	Tab bool `json:"tb,omitempty"`
	// Nums counts the numbers (of digits alone, up to 3) that end the
	// line: a table's columns, a count and a year, pasted after its text
	// keep their place there when the tabs are lost ("A title 12 2019").
	Nums uint8 `json:"nt,omitempty"`
}

// Describe returns the description of a line's text with the marks the
// markup found on it: length, first word and last character classes, a
// year, and the field labeller's summary. Layout fields are left zero.
func Describe(text string, spans []label.Span) Line {
	return DescribeLabelled(text, spans, nil)
}

// DescribeLabelled is Describe with the field labeller's labelling of the
// line handed over, when the caller has one: labelled must then be what
// label.Parse or label.ParseLabels gives for text and spans (the CV
// reader labels a one-line entry so before its line is described), and
// the line is not labelled again. With labelled nil the line is labelled
// by label.ParseLabels.
func DescribeLabelled(text string, spans []label.Span, labelled *label.Entry) Line {
	trimmed := strings.TrimSpace(text)
	lead := len(text) - len(strings.TrimLeft(text, " \t"))
	l := Line{Runes: utf8.RuneCountInString(trimmed), First: wordClass(trimmed), Last: lastClass(trimmed), Year: hasYear(trimmed),
		Tab: strings.ContainsRune(trimmed, '\t'), Nums: tailNumbers(trimmed)}
	for _, sp := range spans {
		switch {
		case sp.Marks&label.Bold != 0 && sp.Start <= lead:
			l.BoldLead = true
		case sp.Marks&label.Italic != 0:
			l.Italic = true
		}
		if sp.Marks&label.Link != 0 {
			l.Link = true
		}
	}
	if trimmed == "" {
		return l
	}
	e := labelled
	if e == nil {
		pl := label.ParseLabels(text, spans)
		e = &pl
	}
	var count [4]int
	words := 0
	first, leading := true, true
	for i, t := range e.Tokens {
		if !isWord(t.Text) {
			continue
		}
		words++
		lab := e.Labels[i]
		// Editors that open a line are an edited book's byline ("Roe,
		// K. (Org.). Book"): the line opens an entry as a byline of
		// authors does.
		leading = leading && (lab == label.Editor || lab == label.Author)
		if lab == label.Editor && leading {
			lab = label.Author
		}
		if first {
			l.FirstField, first = uint8(lab), false
		}
		switch lab {
		case label.Author:
			count[0]++
		case label.Title:
			count[1]++
		case label.Container:
			count[2]++
		case label.Date:
			count[3]++
		}
	}
	for k := range count {
		if words > 0 {
			l.Share[k] = uint8(100 * count[k] / words)
		}
	}
	return l
}

func isWord(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// wordClass names the shape of the text's first word: "year", "num",
// "[num]", "num.", "Init." (an initial), "Name," (a capitalised word and
// a comma), "Cap", "low", "quote", "(", "[", "dash" or "sym".
func wordClass(s string) string {
	w, _, _ := strings.Cut(s, " ")
	if w == "" {
		return ""
	}
	r, size := utf8.DecodeRuneInString(w)
	switch {
	case isYearWord(strings.Trim(w, "().,:;[]")):
		return "year"
	case unicode.IsDigit(r):
		if strings.HasSuffix(w, ".") || strings.HasSuffix(w, ")") {
			return "num."
		}
		return "num"
	case r == '[':
		if len(w) > 1 && w[1] >= '0' && w[1] <= '9' {
			return "[num]"
		}
		return "["
	case r == '(':
		return "("
	case strings.ContainsRune("\"“”'‘’«„", r):
		return "quote"
	case strings.ContainsRune("-–—•*·", r):
		return "dash"
	case unicode.IsUpper(r):
		rest := w[size:]
		switch {
		case rest == "." || len(rest) <= 3 && strings.HasSuffix(rest, ".") && strings.Count(rest, ".") >= 1 && !strings.ContainsFunc(rest[:len(rest)-1], unicode.IsLower):
			return "Init."
		case strings.HasSuffix(w, ","):
			return "Name,"
		case strings.HasSuffix(w, ":"):
			return "Cap:"
		case w == strings.ToUpper(w) && len(w) > 1:
			return "CAPS"
		}
		return "Cap"
	case unicode.IsLower(r):
		return "low"
	}
	return "sym"
}

// lastClass is the class of the text's last character: '.', ',', ';',
// ':', ')', '9' (a digit), 'a' (a letter) or '?' (anything else).
func lastClass(s string) byte {
	r, _ := utf8.DecodeLastRuneInString(s)
	switch {
	case r == utf8.RuneError:
		return 0
	case strings.ContainsRune(".,;:)", r):
		return byte(r)
	case unicode.IsDigit(r):
		return '9'
	case unicode.IsLetter(r):
		return 'a'
	}
	return '?'
}

func isYearWord(w string) bool {
	return len(w) == 4 && (strings.HasPrefix(w, "19") || strings.HasPrefix(w, "20")) && w[2] >= '0' && w[2] <= '9' && w[3] >= '0' && w[3] <= '9'
}

// hasYear reports whether s holds a word that is a year.
func hasYear(s string) bool {
	for i := 0; i+4 <= len(s); i++ {
		if (i == 0 || !isDigitByte(s[i-1])) && isYearWord(s[i:i+4]) && (i+4 == len(s) || !isDigitByte(s[i+4])) {
			return true
		}
	}
	return false
}

func isDigitByte(b byte) bool { return b >= '0' && b <= '9' }

// tailNumbers counts the words of digits alone (a count may carry a
// mark, "12*") that end s, up to 3.
func tailNumbers(s string) uint8 {
	ws := strings.Fields(s)
	n := uint8(0)
	for k := len(ws) - 1; k >= 0 && n < 3; k-- {
		w := strings.TrimRight(ws[k], "*")
		if w == "" || strings.TrimFunc(w, unicode.IsDigit) != "" {
			break
		}
		n++
	}
	return n
}
