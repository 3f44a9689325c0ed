package entries

// This file reads forms of entries that are not plain articles: books,
// edited volumes and a line about the owner that opens a page.

import (
	"slices"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv/cues"
	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/names"
	"github.com/pubgraph/pubgraph/ingest/internal/quickre"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/pub"
)

var (
	// placePublisherRe matches an imprint, "Place: Publisher" with an
	// optional year: "Oxford: Oxford University Press", "Berlin/Boston:
	// De Gruyter 2014", "New York: Routledge".
	// placeCommaPublisherRe matches the French and Spanish imprint
	// "Paris, Presses de Sciences Po", which a publisher's word
	// (cues.PublisherWord) must confirm.
	placeCommaPublisherRe = quickre.MustCompile(`^\p{Lu}[\p{L}'’-]*(?:[ -]\p{Lu}[\p{L}'’-]*)?,\s*\p{Lu}[^,:]*$`)
	placePublisherRe      = quickre.MustCompile(`^\p{Lu}[\p{L}.'’-]*(?:[ /-]\p{Lu}[\p{L}.'’-]*){0,2}\s*:\s*\p{Lu}[^:]*?(?:,?\s*(?:19|20)\d\d)?$`)
)

// settleBook reads the form of a book in a publication read as an
// article. Names marked as editors, "Roe, A. and Lee, B. (eds) Title.
// Place: Publisher", make an edited volume: its kind is book and the
// editors are not its authors (the gold convention: editors are never
// authors). A venue that is only an imprint, "Oxford: Oxford University
// Press", is no venue, and an entry with nothing else there is a book,
// unless its section or words name another kind.
func settleBook(p *pub.Publication, e *cvEntry, f *cvFields, lb *cvLabelled) {
	if f.byline != nil && p.Kind != pub.KindThesis && p.Kind != pub.KindPatent {
		l := f.lines[f.bylineLine].Text
		if editedAfter(l[min(f.byline.End, len(l)):]) && bylineLeads(f) {
			p.Editors = slices.Clone(p.Authors)
			p.Authors = p.Authors[:0]
			p.Incomplete = false
			p.Doubts = append(RemoveDoubt(p.Doubts, SingleAuthorDoubt), "the names are the volume's editors, not authors")
			p.Kind = pub.KindBook
			if e, ok := editedAfterEnd(p.Title); ok && e > 0 {
				// "(Hrsg.): Title": the title begins after the mark.
				p.Title = strings.TrimLeft(p.Title[e:], " :.,")
			}
			if editedVenue(strings.TrimSpace(p.VenueText)) {
				p.VenueText, p.Venue = "", ""
			}
		}
	}
	if editedVenue(strings.TrimSpace(p.VenueText)) {
		p.VenueText, p.Venue = "", ""
	}
	if opensWithLectureNotes(p.VenueText) {
		// "lecture notes, Charles University": notes for a course
		// appear in no venue; the place is where they were taught.
		p.VenueText, p.Venue = "", ""
	}
	series := ""
	m := seriesTailRe.FindStringSubmatchIndex(p.VenueText)
	if m == nil {
		// "(Studies in History)": the series alone, its number cut.
		if a, b, ok := wholeParen(p.VenueText); ok {
			m = []int{0, len(p.VenueText), a, b}
		}
	}
	if m != nil {
		// "Place: Publisher 2016 (Series 12)", "(Series, Vol. 7)".
		series = strings.TrimSpace(p.VenueText[m[2]:m[3]])
		if rest := strings.TrimSpace(p.VenueText[:m[0]]); rest != "" && !imprint(rest, lb) || rest == "" && !hasImprint(f, lb) {
			return
		}
	} else if p.VenueText == "" || !imprint(p.VenueText, lb) {
		return
	}
	// A book's venue is its series, if it is in one.
	p.VenueText, p.Venue = series, shortVenue(series)
	if (e.kind == "" || e.kind == pub.KindBook) && (p.Kind == pub.KindConference || p.Kind == pub.KindJournal) && kindWords(p.Title) == "" {
		p.Kind = pub.KindBook
	}
}

// seriesTailRe matches the series that ends a book's reference, in
// brackets with its number: "(Studien zur Geschichte 12)", "(= Beihefte,
// 45)", "(Studies in History, Vol. 7)".
var seriesTailRe = quickre.MustCompile(`\s*\(\s*(?:=\s*)?([^()]*?\p{L}[^()]*?)(?:,?\s*(?:[Vv]ol\.|Bd\.|[Nn]o\.|Band|Heft)?\s*\d+)\s*\)\s*\.?$`)

// hasImprint reports whether a piece of f outside its title is an imprint.
func hasImprint(f *cvFields, lb *cvLabelled) bool {
	for _, pc := range f.pieces {
		if imprint(pc.text, lb) {
			return true
		}
	}
	return false
}

// bylineLeads reports whether the byline of f opens the entry: the names
// before the title, not those after an "In" that name a volume's editors.
func bylineLeads(f *cvFields) bool {
	if f.titleLine < 0 {
		return true
	}
	if f.bylineLine != f.titleLine {
		return f.bylineLine < f.titleLine
	}
	return f.byline.Start < f.titleRange[0]
}

// imprint reports whether venue is a publisher's imprint, "Place:
// Publisher", that the labeller or a publisher's word confirms.
func imprint(venue string, lb *cvLabelled) bool {
	v := strings.TrimSpace(strings.TrimRight(venue, " ."))
	if placeCommaPublisherRe.MatchString(v) {
		return cues.PublisherWord.In(v[strings.Index(v, ","):])
	}
	if !placePublisherRe.MatchString(v) {
		return false
	}
	return cues.PublisherWord.In(v) || lb != nil && lb.readsAs(v, label.Publisher)
}

// profileLine reports whether the paragraph e, read as fields f, is
// rather a line about a person: one name, then a few unmarked words, with
// no year, venue or identifier ("Jane Doe, marine ecology.", "Jane Doe,
// Department of Physics"), and below it at most a key to the marks ("*
// equal contribution"), which may have been joined to it.
func profileLine(f *cvFields, e *cvEntry) bool {
	if f.byline == nil || len(f.byline.Names) != 1 || f.bylineLine != 0 || f.titleLine != 0 || f.titleMarked || e.year != 0 || e.lines[0].Item {
		return false
	}
	for _, l := range e.lines[1:] {
		if t := strings.TrimLeft(l.Text, " \\"); !isNote(t) && (t == "" || !strings.ContainsAny(t[:1], "*†‡")) {
			return false
		}
	}
	text := e.lines[0].Text
	if hasYear(text) || cues.VenueWords.In(text) || strings.ContainsAny(text, "\"“«:[") || len(e.lines[0].URLs) > 0 {
		return false
	}
	return len(strings.Fields(f.title)) <= 6
}

// cutEditorsAfter cuts the editors, and all after them, off a book's
// title in a chapter's venue: "River Worlds, edited by Olga Berg",
// "River Engineering, O. Berg and M. Sato, Eds., Cham: Springer".
func cutEditorsAfter(s string) string {
	s = dropEmptyParens(s)
	if at, ok := editedByStart(s); ok && hasLetter(s[:at]) {
		return s[:at]
	}
	at, ok := edsAfterAt(s)
	if !ok {
		return s
	}
	for c := strings.Index(s, ", "); c >= 0 && c < at; {
		if b := names.Parse(s[:at], c+2, false); len(b.Names) > 0 && b.End == at && hasLetter(s[:c]) {
			return s[:c]
		}
		next := strings.Index(s[c+2:], ", ")
		if next < 0 {
			break
		}
		c += 2 + next
	}
	return s
}

// italicTitleEnd returns where the italic span that opens the title range
// r of l ends, when the title runs on after it past a comma, as in the
// AMS style's "*Title*, lecture notes, Place, 2022": 0 otherwise.
func italicTitleEnd(l *doc.Line, r [2]int) int {
	for _, sp := range l.Spans {
		if sp.Style&markup.Italic == 0 || sp.Start != r[0] || sp.End >= r[1] || sp.End > len(l.Text) {
			continue
		}
		if strings.HasPrefix(strings.TrimLeft(l.Text[sp.End:r[1]], " "), ",") && len(strings.Fields(l.Text[sp.Start:sp.End])) >= 2 {
			return sp.End
		}
	}
	return 0
}

// outsideBracketNotes drops from pieces those in square brackets, notes
// such as "[preprint: bioRxiv 2020.05.01.072900]" after a published
// paper's journal, when another piece is left to be the venue.
func outsideBracketNotes(f *cvFields, pieces []cvPiece) []cvPiece {
	var out []cvPiece
	for _, pc := range pieces {
		if !inBrackets(f.lines[pc.line].Text, pc.start, pc.end) {
			out = append(out, pc)
		}
	}
	if len(out) == 0 {
		return pieces
	}
	return out
}

// inBrackets reports whether s[start:end] is a note in square brackets,
// but for spaces and punctuation around it.
func inBrackets(s string, start, end int) bool {
	raw := strings.Trim(s[min(start, len(s)):min(end, len(s))], " \t.,;")
	return strings.HasPrefix(raw, "[") && strings.HasSuffix(raw, "]") && strings.Count(raw, "[") == 1
}
