package entries

import (
	"maps"
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/ingest/cv/names"
	"github.com/pubgraph/pubgraph/ingest/internal/wordset"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/pub"
)

// The editors of the book a chapter is in. The labeller reads them as
// Editor fields, "In B. Editor and C. Redact (Eds.), Book", "in Book,
// ed. B. Editor", "In: Editor, B./Redact, C. (Hg.): Book", "dans B.
// Éditeur (dir.), Livre", without the words that mark them; the names
// stage splits each field into names. They are the publication's
// Editors, never its authors: the byline stays what the rules and the
// labeller found.

// minEditorConfidence is the least confidence of the labeller in an
// editor field whose names are taken: below it the labeller is as likely
// to have read a title's or a publisher's words as names.
const minEditorConfidence = 0.5

// translatorWords are the words that mark the names after them as a
// translation's translators, which the labeller reads as Editor too.
var translatorWords = map[string]bool{
	"trans": true, "translated": true, "translator": true, "translators": true, "tr": true,
	"übers": true, "übersetzt": true, "übersetzung": true, "trad": true, "traduit": true, "traduction": true,
}

// editedWords are the words before "by" ("von", "par") that make the
// names after it editors: "edited by", "herausgegeben von", "édité par".
var editedWords = map[string]bool{
	"edited": true, "ed": true, "eds": true, "herausgegeben": true, "hrsg": true, "hg": true,
	"édité": true, "édités": true, "dirigé": true, "coordinated": true, "coordonné": true,
}

// entryEditors returns the editors of the publication of an entry read
// as f and labelled lb: the names of the labeller's editor fields that
// lie outside the byline, in order, nil when there are none.
func entryEditors(f *cvFields, lb *cvLabelled) []pub.Author {
	if lb == nil {
		return nil
	}
	bylineStart, bylineEnd := -1, -1
	if f != nil && f.byline != nil && f.bylineLine >= 0 && f.bylineLine < len(lb.lineStart) {
		bylineStart, bylineEnd = lb.at(f.bylineLine, f.byline.Start), lb.at(f.bylineLine, f.byline.End)
	}
	var out []pub.Author
	for _, fld := range lb.fields {
		if fld.Label != label.Editor || fld.Confidence < minEditorConfidence ||
			fld.Start < bylineEnd && fld.End > bylineStart || notEditors(lb, fld.Start) ||
			!hasLower(fld.Text) && !editorMarked(lb) {
			continue
		}
		eds := editorNames(fld.Text)
		if eds == nil && names.EditorsAfter(lb.text[fld.End:]) {
			// "in Book, B. Editor and C. Redact, eds.": the labeller
			// reads the book's title as names too; the names are
			// those that run to the mark.
			eds = trailingEditors(fld.Text)
		}
		out = append(out, eds...)
	}
	return out
}

// editorNames splits an editor field into names, given names first, or
// returns nil when the names stage does not read the whole field as a
// list of names.
func editorNames(text string) []pub.Author {
	b := names.Parse(text, names.SkipSpaces(text, 0), false)
	if len(b.Names) == 0 {
		return nil
	}
	rest := strings.Trim(text[b.End:], " ,;:")
	suffix := names.IsSuffix(strings.TrimSuffix(rest, "."))
	if rest != "" && !suffix {
		return nil
	}
	var written []string
	for _, n := range b.Names {
		if name := names.Clean(n); name != "" {
			written = append(written, name)
		}
	}
	if suffix && len(written) > 0 {
		// "D. Sammler, Jr.": the suffix is the last name's.
		written[len(written)-1] += " " + rest
	}
	var out []pub.Author
	for _, n := range names.GivenFirst(written) {
		out = append(out, pub.Author{Name: n})
	}
	return out
}

// trailingEditors returns the names that end text after a comma,
// "Book of Things, B. Editor and C. Redact", the most that the names
// stage reads as a whole list, or nil.
func trailingEditors(text string) []pub.Author {
	for c := strings.Index(text, ", "); c >= 0; {
		if hasLetter(text[:c]) {
			if eds := editorNames(text[c+2:]); eds != nil {
				return eds
			}
		}
		next := strings.Index(text[c+2:], ", ")
		if next < 0 {
			break
		}
		c += 2 + next
	}
	return nil
}

// notEditors reports whether the words before offset at of the
// labelled text mark the names there as no editors, which the labeller
// reads as Editor too: translators ("trans.", "translated by"), or the
// authors of a work a review or highlight is of ("reviewed by", "by").
func notEditors(lb *cvLabelled, at int) bool {
	var words []string
	for i := len(lb.entry.Tokens) - 1; i >= 0 && len(words) < 2; i-- {
		t := lb.entry.Tokens[i]
		if t.End <= at && hasLetterOrDigit(t.Text) {
			words = append(words, strings.ToLower(t.Text))
		}
	}
	if len(words) == 0 {
		return false
	}
	switch words[0] {
	case "by", "von", "par":
		return len(words) < 2 || !editedWords[words[1]]
	}
	return translatorWords[words[0]]
}

// editorMarks are the words that mark editors in the styles of the
// world ("(Eds.)", "edited by", "Hg.", "dir.", "a cura di", "(Org.)",
// "coord."): every style marks a book's editors, as none marks a byline.
// They are the words of editedWords and the marks that stand after the
// names or alone.
var editorMarks = func() map[string]bool {
	m := wordset.Of(`editor editors herausgeber dir dirs éd éds coord coords org orgs organizador organizadores cura red redactie`)
	maps.Copy(m, editedWords)
	return m
}()

// editorMarked reports whether the labelled entry holds a word that
// marks editors. The labeller reads a congress's or a series' name in
// capitals after "In:" as editors too, where ABNT-like styles put
// editors in capitals with a mark ("In: EDITOR, B. (Org.)"); without a
// mark in the entry an editor field in capitals alone is not taken.
// Names written in mixed case after "in" and before a book's title are
// editors in some styles that mark them no further, so those stay.
func editorMarked(lb *cvLabelled) bool {
	for _, t := range lb.entry.Tokens {
		if wordset.HasLower(editorMarks, strings.Trim(t.Text, "().,:;[]")) {
			return true
		}
	}
	return false
}

// hasLower reports whether s holds a lower-case letter.
func hasLower(s string) bool {
	for _, r := range s {
		if unicode.IsLower(r) {
			return true
		}
	}
	return false
}
