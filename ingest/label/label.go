package label

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Mark is a set of typographic marks the caller saw on part of an entry.
type Mark uint16

// The marks a caller may set on a byte range of an entry.
const (
	Bold Mark = 1 << iota
	Italic
	Underline
	Quoted
	Link
	Heading
	Superscript
)

var markNames = []string{"bold", "italic", "underline", "quoted", "link", "heading", "superscript"}

// String returns the marks as names joined by "|", or "" for none.
func (m Mark) String() string {
	var parts []string
	for i, n := range markNames {
		if m&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, "|")
}

// Span gives marks to the bytes [Start, End) of an entry's text.
type Span struct {
	Start, End int
	Marks      Mark
}

// Label is the field a token belongs to.
type Label uint8

// The labels. Other covers punctuation between fields, citation numbers and
// anything that is no field. Status, LinkWord, Contrib and Award are what
// CV entries carry beyond references: a reader takes a status as the
// work's state, never its venue, and leaves link words and contribution
// marks out of every field.
const (
	Other      Label = iota
	Author           // the byline
	Title            // the work's own title
	Container        // journal, proceedings, book or series the work is in
	Editor           // editors, translators and other non-author contributors
	Date             // year, month, day
	Locator          // volume, issue, pages, article number
	Publisher        // publisher, place, institution
	Identifier       // DOI, URL, arXiv id, ISBN, PMID
	Note             // edition, genre and other notes on the work
	Status           // publication status: "in press", "under review", "R&R", "to appear"
	LinkWord         // a link's or badge's label in a CV: "[PDF]", "Code", "Slides", "arXiv"
	Contrib          // contribution marks and roles: "*", "†", "equal contribution", "corresponding author"
	Award            // an award or distinction: "Best Paper Award", "Oral presentation"
	numLabels
)

// NumLabels is the number of labels.
const NumLabels = int(numLabels)

var labelNames = [...]string{"other", "author", "title", "container", "editor", "date", "locator", "publisher", "identifier", "note", "status", "linkword", "contrib", "award"}

// String returns the label's lower-case name, as used in the data files.
func (l Label) String() string {
	if int(l) < len(labelNames) {
		return labelNames[l]
	}
	return "label(" + string(rune('0'+l)) + ")"
}

// ParseLabel returns the label named s, as written by String.
func ParseLabel(s string) (Label, bool) {
	for i, n := range labelNames {
		if n == s {
			return Label(i), true
		}
	}
	return Other, false
}

// Entry is one labelled entry: its tokens, a label per token and the
// confidence of each label.
type Entry struct {
	Text       string
	Tokens     []Token
	Labels     []Label
	Confidence []float64
}

// Field is a run of tokens with one label, without punctuation at its edges.
type Field struct {
	Label      Label
	Start, End int // byte offsets in the entry's text
	Text       string
	Marks      Mark    // the marks every token of the field carries
	Confidence float64 // the least token confidence in the field
}

// Fields returns the entry's fields in order: maximal runs of tokens with the
// same label other than Other, trimmed of punctuation tokens at their edges.
func (e *Entry) Fields() []Field {
	var out []Field
	for i := 0; i < len(e.Tokens); {
		l := e.Labels[i]
		j := i + 1
		for j < len(e.Tokens) && e.Labels[j] == l {
			j++
		}
		if l == Author {
			j = e.bylineEnd(j)
		}
		if l != Other {
			a, b := i, j
			for a < b && isPunctToken(e.Tokens[a].Text) {
				a++
			}
			for b > a && isPunctToken(e.Tokens[b-1].Text) && !keepTrailing(e.Tokens, a, b-1, l) {
				b--
			}
			if a == b && l == Contrib {
				// "*", "†": a contribution mark is punctuation alone.
				a, b = i, j
			}
			// The model leaves the punctuation at a field's edge Other;
			// take back what belongs to the field.
			if a < b && b < len(e.Tokens) && b == j && isPunctToken(e.Tokens[b].Text) && keepTrailing(e.Tokens, a, b, l) {
				b++
			}
			if a < b {
				f := Field{Label: l, Start: e.Tokens[a].Start, End: e.Tokens[b-1].End, Confidence: 1, Marks: ^Mark(0)}
				f.Text = e.Text[f.Start:f.End]
				for k := a; k < b; k++ {
					if e.Confidence != nil { // nil from ParseLabels: unknown, 1
						f.Confidence = min(f.Confidence, e.Confidence[k])
					}
					f.Marks &= e.Tokens[k].Marks
				}
				out = append(out, f)
			}
		}
		i = j
	}
	return out
}

// bylineEnd returns the end of the author run that ends before token j,
// continued over the contribution marks inside a byline: "Doe, J.*, Roe,
// A.†, and Moe, B." is one author field, its marks Contrib tokens
// inside it, as commas are.
func (e *Entry) bylineEnd(j int) int {
	for {
		k, marks := j, 0
		for ; k < len(e.Tokens); k++ {
			if e.Labels[k] == Contrib && isNameMark(e.Tokens[k].Text) {
				marks++
			} else if marks == 0 || e.Labels[k] != Other || !isPunctToken(e.Tokens[k].Text) {
				break
			}
		}
		if marks == 0 || k >= len(e.Tokens) || e.Labels[k] != Author {
			return j
		}
		for j = k; j < len(e.Tokens) && e.Labels[j] == Author; j++ {
		}
	}
}

// keepTrailing reports whether the punctuation token i belongs at the end
// of a field that starts at token a: a title's question or exclamation
// mark, a bracket that closes one opened in the field, the full stop of a
// name's initial or suffix ("Roe, K.", "Jr."), not of a word of one
// letter that has no case ("等.").
func keepTrailing(toks []Token, a, i int, l Label) bool {
	s := toks[i].Text
	switch s {
	case "?", "!":
		return true
	case ")", "]":
		open := "("
		if s == "]" {
			open = "["
		}
		depth := 0
		for k := a; k < i; k++ {
			switch toks[k].Text {
			case open:
				depth++
			case s:
				depth--
			}
		}
		return depth > 0
	case ".":
		if (l != Author && l != Editor) || i == a || toks[i].SpaceBefore {
			return false
		}
		p := toks[i-1].Text
		if r, n := utf8.DecodeRuneInString(p); n == len(p) {
			// An initial has a case: "等." and "他." end a byline.
			return !unicode.IsLetter(r) || unicode.IsUpper(r) || unicode.IsLower(r)
		}
		return wordLex[strings.ToLower(p)]&lexSuffix != 0
	}
	return false
}
