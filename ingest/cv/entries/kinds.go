package entries

import (
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/cues"
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
