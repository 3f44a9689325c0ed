package entries

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/cues"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/pub"
)

// kindWords returns the kind that words in s name, if any: that of the
// first of kindTests whose cues s holds.
func kindWords(s string) pub.Kind {
	toks := cues.Tokens(s)
	for _, kt := range kindTests {
		if kt.has(s, toks) {
			return kt.kind
		}
	}
	return ""
}

// kindCue is a test of kindTests: a class of cues, or a function for
// what a class alone cannot say.
type kindCue struct {
	has  func(s string, toks []cues.Token) bool
	kind pub.Kind
}

// inClass returns the test that t holds a phrase somewhere in the text.
func inClass(t ...*cues.Table) func(string, []cues.Token) bool {
	return func(_ string, toks []cues.Token) bool {
		for _, c := range t {
			if c.Has(toks) {
				return true
			}
		}
		return false
	}
}

// kindTests are the tests kindWords tries, in order: a patent or a
// thesis names itself plainly, a blog or a newspaper is writing for the
// public (kind other) whatever journal-like words its name holds, and a
// journal's or a conference's words come last since a workshop's or a
// poster's venue holds them too.
var kindTests = []kindCue{
	{inClass(cues.Patent), pub.KindPatent},
	{lectureNotes, pub.KindOther},
	{inClass(cues.Thesis), pub.KindThesis},
	{chapterCue, pub.KindChapter},
	{inClass(cues.UnderReview), pub.KindUnderReview},
	{inClass(cues.Poster), pub.KindPoster},
	{inClass(cues.Demo), pub.KindDemo},
	{inClass(cues.Workshop), pub.KindWorkshop},
	{inClass(cues.Preprint), pub.KindPreprint},
	{inClass(cues.Press), pub.KindOther},
	{func(_ string, toks []cues.Token) bool {
		return cues.Journal.Has(toks) || cues.JournalProc.Has(toks) || cues.JournalProcWhole.Is(toks)
	}, pub.KindJournal},
	{inClass(cues.Conference), pub.KindConference},
}

// lectureNotes reports whether s names notes for a course ("lecture
// notes," or "course notes" at the end), a work of kind other;
// "Lecture Notes in Computer Science" is a series of proceedings.
func lectureNotes(_ string, toks []cues.Token) bool {
	_, ok := lectureNotesAt(toks)
	return ok
}

// lectureNotesAt returns the first token of the first mention of course
// notes in toks, followed by a comma, full stop, semicolon or nothing.
func lectureNotesAt(toks []cues.Token) (int, bool) {
	for i := range toks {
		n := cues.LectureNotes.MatchAt(toks, i)
		if n == 0 {
			continue
		}
		if j := i + n; j == len(toks) || toks[j].Key == "," || toks[j].Key == "." || toks[j].Key == ";" {
			return i, true
		}
	}
	return 0, false
}

// chapterCue reports whether s names a chapter: "book chapter", an
// editors' mark ("(eds.)", "(Hrsg.)"), "edited by", or the IEEE style's
// ", Eds." after the editors, capitalised, before a comma or a word; in
// lower case after "in", as Chicago and Bluebook print it: "in *Book*,
// ed. A. Editor", "in A. Editor, ed., *Book*".
func chapterCue(s string, toks []cues.Token) bool {
	if cues.Chapter.Has(toks) {
		return true
	}
	in := false
	for i := 0; i+2 < len(toks); i++ {
		in = in || toks[i].Key == "in"
		if k := toks[i].Key; k != "," && k != ";" {
			continue
		}
		if w := toks[i+1].Text(s); w != "Ed" && w != "Eds" && !(in && (w == "ed" || w == "eds")) || toks[i+2].Key != "." || toks[i+2].Space {
			continue
		}
		if i+3 == len(toks) {
			continue
		}
		next := toks[i+3]
		if (next.Key == "," || next.Key == ";") && !next.Space {
			return true
		}
		if r := []rune(next.Text(s))[0]; next.Space && (unicode.IsUpper(r) || unicode.IsLower(r)) {
			return true
		}
	}
	return false
}

// opensWithLectureNotes reports whether s opens with notes for a course:
// "lecture notes, Charles University".
func opensWithLectureNotes(s string) bool {
	// The phrase and the mark after it.
	toks := cues.Head(s, cues.LectureNotes.Longest()+1)
	at, ok := lectureNotesAt(toks)
	return ok && at == 0 && toks[0].Start == 0
}

// unpublished reports whether s gives the status of work not yet
// accepted: "Under review", "Submitted to *Journal*", or "Working paper"
// alone.
func unpublished(s string) bool {
	return cues.Unpublished.In(s) || cues.UnpublishedAlone.IsWords(s)
}

// noteVerbAt returns where the space before the first verb of a note on
// some authors starts ("* A and B are co-first authors"), -1 for none:
// the verb in lower case between spaces.
func noteVerbAt(s string) int {
	toks := cues.Tokens(s)
	for i, t := range toks {
		if !t.Space || t.Text(s) != t.Key || cues.NoteVerb.MatchAt(toks, i) != 1 {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(s[t.End:]); !unicode.IsSpace(r) {
			continue
		}
		if i == 0 {
			return 0
		}
		return toks[i-1].End
	}
	return -1
}

// genreMarks are the genre marks of GB/T 7714 ("Title[J]", "Title[C]//
// Proceedings") and the kinds they name: a journal article, a paper in
// proceedings, a part of a collection, a book, a patent, a thesis; a
// report, a newspaper, a standard and online works are of kind other.
var genreMarks = map[string]pub.Kind{
	"J": pub.KindJournal, "J/OL": pub.KindJournal,
	"C": pub.KindConference, "C/OL": pub.KindConference,
	"A": pub.KindChapter,
	"M": pub.KindBook, "M/OL": pub.KindBook, "G": pub.KindBook,
	"P": pub.KindPatent, "P/OL": pub.KindPatent,
	"D": pub.KindThesis, "D/OL": pub.KindThesis,
	"R": pub.KindOther, "N": pub.KindOther, "S": pub.KindOther, "Z": pub.KindOther,
	"EB/OL": pub.KindOther, "DB/OL": pub.KindOther, "CP/OL": pub.KindOther,
}

// kindOr returns the kind of an entry whose words and section name
// kind k ("" for none), from the labeller's reading lb of it: the genre
// mark lb reads as a note in brackets ("[J]", "[M]") names the kind
// whatever the words say; else k; else a chapter where editors and a
// container both follow the title (a part of an edited book: "Title.
// In: EDITOR, B. (Org.). Book", "Title, in Book, ed. B. Editor").
func (lb *cvLabelled) kindOr(k pub.Kind) pub.Kind {
	if lb == nil {
		return k
	}
	title, editor, container := false, false, false
	for _, f := range lb.fields {
		if lb.fieldConf(f) < sureField {
			continue
		}
		switch f.Label {
		case label.Note:
			if mk, ok := genreMarks[strings.ToUpper(f.Text)]; ok && bracketed(lb.text, f.Start, f.End) {
				return mk
			}
		case label.Title:
			title = true
		case label.Editor:
			editor = editor || title
		case label.Container:
			container = container || title
		}
	}
	if k == "" && editor && container {
		return pub.KindChapter
	}
	return k
}

// bracketed reports whether s[start:end] stands alone in square
// brackets: "[J]".
func bracketed(s string, start, end int) bool {
	return start > 0 && end < len(s) && s[start-1] == '[' && s[end] == ']'
}

// titleCut returns t, the title the rules found in the entry lb reads,
// cut before a tail that the labeller reads, every word of it and
// surely, as other fields of the record after a title it reads as one:
// a genre mark ("Title[J]", "Title[C]//Proceedings"), the container
// after GOST's "//" ("Title // Journal"), a venue and its locators after
// a comma. The mark names the kind (kindOr); it is no part of the title.
//
// A title its markup delimits (the whole of a bold, italic or quoted
// span, or the whole text, a title field of its own) is not cut, nor
// one where neither punctuation nor the start of bold or italics parts
// the title the labeller reads from the tail: there the labeller, not
// the title, is likely wrong ("**Title Words Venue Words**", "*Title of
// the “Nickname” Kind*").
func (lb *cvLabelled) titleCut(t string) string {
	at := -1
	if lb != nil && t != "" {
		at = strings.Index(lb.text, t)
	}
	if at < 0 {
		return t
	}
	delimited := lb.delimits(at, at+len(t))
	cut, titleWords, lastEnd := -1, 0, at
	for i, tok := range lb.entry.Tokens {
		if tok.Start < at || tok.End > at+len(t) || !hasLetterOrDigit(tok.Text) {
			continue
		}
		l := lb.entry.Labels[i]
		sure := lb.entry.Confidence[i] >= sureField
		tail := sure && slices.Contains(titleTailLabels, l)
		if _, mark := genreMarks[strings.ToUpper(tok.Text)]; mark && sure && l == label.Note && titleWords > 0 && bracketed(lb.text, tok.Start, tok.End) {
			// "Title[C]//Proceedings": the mark ends the title, whatever
			// the labeller makes of the rest.
			return strings.TrimRight(t[:tok.Start-1-at], " .,;:/[(–—-")
		}
		gap := lb.text[lastEnd:tok.Start]
		lastEnd = tok.End
		switch {
		case cut < 0 && l == label.Title:
			titleWords++
		case cut < 0 && titleWords > 0 && tail && (delimited || !lb.parts(gap, tok.Start)):
			return t
		case cut < 0 && titleWords > 0 && tail:
			cut = tok.Start - at
		case cut >= 0 && l == label.Other && sure:
			// "Journal, Vol. 5, pp. 1-9": the words that lead into
			// the locators.
		case !tail:
			// A word the labeller reads as no other field, or not
			// surely: the title stands as the rules found it.
			return t
		}
	}
	if cut < 0 {
		return t
	}
	return strings.TrimRight(t[:cut], " .,;:/[(–—-")
}

// fieldSeparators are the marks one of which parts a title from the
// field after it in every form titleCut cuts ("Title, Journal", "Title.
// In:", "Title // Journal", "Title (Journal)", "Title – Journal").
const fieldSeparators = ",.;:/[(–—"

// parts reports whether a field may start at offset start of lb's text
// after the gap before it: a separator in the gap, or bold or italics
// that start there ("Title <i>Journal</i>").
func (lb *cvLabelled) parts(gap string, start int) bool {
	if strings.ContainsAny(gap, fieldSeparators) {
		return true
	}
	for _, sp := range lb.spans {
		if sp.Marks&(label.Bold|label.Italic) != 0 && sp.Start == start {
			return true
		}
	}
	return false
}

// delimits reports whether [start, end) of lb's text is the whole text
// or the whole of one of the spans the labeller was given.
func (lb *cvLabelled) delimits(start, end int) bool {
	if start == 0 && end == len(lb.text) {
		return true
	}
	for _, sp := range lb.spans {
		if sp.Marks&(label.Bold|label.Italic|label.Quoted) != 0 && sp.Start == start && sp.End == end {
			return true
		}
	}
	return false
}

// titleTailLabels are the fields titleCut cuts from a title's end.
var titleTailLabels = []label.Label{label.Container, label.Note, label.Publisher, label.Locator, label.Date, label.Identifier}
