package profile

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/entries"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/names"
	"github.com/pubgraph/pubgraph/ingest/cv/sections"
	"github.com/pubgraph/pubgraph/ingest/internal/wordset"
	"github.com/pubgraph/pubgraph/internal/norm"
	"github.com/pubgraph/pubgraph/pub"
)

// findOwner decides whose CV this is: the front matter's author, else a
// name heading or short name line at the top, else the name most often
// bold in bylines, else the name in most bylines.
func (d *cvDoc) findOwner() {
	d.findOwnerAsWritten()
	d.owner.name = names.DisplayOrder(d.owner.name)
}

// findOwnerAsWritten is findOwner before the name is put in display order.
func (d *cvDoc) findOwnerAsWritten() {
	if d.frontAuthor.name != "" {
		d.owner = d.frontAuthor
		d.owner.name = withoutDegrees(d.owner.name)
		return
	}
	if o, ok := d.headerOwner(); ok {
		if c, n, ok := d.bylineOwnerSeen(); ok && n >= 2 && !d.recurs(o) && !d.leavesOwnerOut() {
			// A header line that no byline writes, over bylines
			// that name one person most or in bold, is a lab's,
			// a site's or a document's title read as a name. One
			// byline is too little to say so: a name marked in a
			// single byline may be a venue set in italics.
			d.owner = c
			return
		}
		d.owner = o
		return
	}
	if c, ok := d.bylineOwner(); ok {
		d.owner = c
	}
}

// bylineOwner returns the owner the bylines name: the name most often
// bold in them, else the name in most of them.
func (d *cvDoc) bylineOwner() (cvOwner, bool) {
	c, _, ok := d.bylineOwnerSeen()
	return c, ok
}

// bylineOwnerSeen is bylineOwner with the number of bylines that name
// the owner so (in bold, or at all).
func (d *cvDoc) bylineOwnerSeen() (cvOwner, int, bool) {
	all, _ := d.tally(false)
	if c, distinct := d.tally(true); (c.n >= 2 && distinct <= 3 || c.n >= 1 && distinct == 1 && !(d.boldAlone(c) && all.n >= 2 && 2*all.n >= len(d.pubs))) && ownerName(c.name) {
		return cvOwner{name: d.headerForm(d.fullestForm(c.name)), line: c.line}, c.n, true
	}
	if c := all; c.n >= 2 && 2*c.n >= len(d.pubs) && ownerName(c.name) {
		return cvOwner{name: d.headerForm(d.fullestForm(c.name)), line: c.line}, c.n, true
	}
	return cvOwner{}, 0, false
}

// recurs reports whether a byline holds o, a name read from the header,
// in any of its forms: the same letters, the same surname with the same
// initials ("J. Q. Doe" of "Jana Quinn Doe"), o's name in another script,
// or a surname that is one of o's words ("J. Doe" of "Jana Doe-Smith" or
// of "Ana García López").
func (d *cvDoc) recurs(o cvOwner) bool {
	words := map[string]bool{}
	for _, w := range strings.FieldsFunc(o.name, func(r rune) bool { return unicode.IsSpace(r) || r == '-' }) {
		if k := foldName(w); len(k) >= 2 {
			words[k] = true
		}
	}
	for _, p := range d.pubs {
		for _, a := range p.Authors {
			if sameName(o.name, a.Name) || foldName(a.Name) == foldName(o.name) || o.otherScript != "" && foldName(a.Name) == foldName(o.otherScript) {
				return true
			}
			if parts := nameParts(a.Name); len(parts) >= 2 && words[parts[len(parts)-1]] {
				return true
			}
		}
	}
	return false
}

// leavesOwnerOut reports whether an entry's byline leaves the owner out
// by saying so ("with A and B"): the bylines then name co-authors only,
// and the name most of them hold is no owner.
func (d *cvDoc) leavesOwnerOut() bool {
	_, implied, _ := d.withBylines()
	return implied > 0
}

// boldAlone reports whether c, a bold name, is bold in one byline only
// and is all of that byline. Bold then sets no name apart from its
// co-authors: it may be a bold venue or heading read as a byline, and a
// name most bylines hold outweighs it.
func (d *cvDoc) boldAlone(c nameCount) bool {
	if c.n != 1 {
		return false
	}
	for _, p := range d.pubs {
		if d.boldAuthor[p][c.name] {
			return len(p.Authors) == 1
		}
	}
	return false
}

// ownerName reports whether name may be a person's: none of its words
// is one that headings, organisations and awards are made of ("Field
// Experience", "Northfield Trust", "Travel Fellowship"), and it holds no
// full stop after a whole word, the mark of two fields cut together
// ("UK. Harbourton"). The owner is never a heading or a cut name.
func ownerName(name string) bool {
	words := strings.Fields(name)
	for i, w := range words {
		word := strings.TrimSuffix(w, ".")
		if notNameWords[strings.ToLower(strings.Trim(word, ",;:'’()"))] {
			return false
		}
		// "UK. Harbourton", but "Mary St. Claire" and "J.K. Doe".
		if word != w && i < len(words)-1 && utf8.RuneCountInString(word) >= 2 && !strings.Contains(word, ".") && !nameAbbrevs[strings.ToLower(word)] {
			return false
		}
	}
	return true
}

// nameAbbrevs are the abbreviations a name may hold before its last word.
var nameAbbrevs = wordset.Of(`st ste jr sr mc`)

// notNameWords are the words of headings, organisations, awards and
// posts that bylines misread from a CV's other sections put where a
// name goes.
var notNameWords = wordset.Of(`curriculum vitae resume publications publication papers experience education
 employment appointments positions awards award honors honours grants grant fellowship fellowships scholarship
 prize teaching talks presentations service skills projects references interests activities information contact
 general personal summary profile research clinical professional academic selected
 university institute college school hospital foundation trust council society department office centre center
 laboratory lab labs agency ministry association committee board programme program network consortium collaboration
 group team project journal press`)

// headerOwner returns the name alone on a line among the first lines of
// the CV, before its first section.
func (d *cvDoc) headerOwner() (cvOwner, bool) {
	seen := 0
	for i, l := range d.Lines {
		if l.Sec != 0 || seen >= 8 {
			break
		}
		if l.Blank() {
			continue
		}
		seen++
		t := withoutDegrees(withoutNameLabel(strings.TrimSpace(sections.HeadingText(l.Text))))
		if rest, ok := d.brokenName(t, i); ok {
			t = rest
		} else if cutName(t) {
			continue // "Jana Q." is the start of a name, never the owner
		}
		// A two-column header ("Jane Doe      jane@example.org") names
		// its owner in the first column; the gap survives only in raw.
		raw := strings.TrimSpace(l.Raw)
		if gap, _ := columnGap(raw); gap >= 0 {
			if first := strings.TrimSpace(sections.HeadingText(strings.Trim(raw[:gap], "#*_ "))); first != "" && strings.HasPrefix(t, first) {
				t = first
			}
		}
		t = withoutAsides(withoutDocTitle(withoutReading(strings.TrimSpace(trimHonorific(t)))))
		t, former := withoutFormerName(t)
		latin, han := scriptForms(t)
		if han != "" {
			t = latin
		} else if cjkName(t) && !cjkDocTitle(t) && d.inByline(t) {
			// "王小明", "山田 太郎": a name in Han characters or kana
			// alone, which spaces do not part into words. Short runs
			// of such characters are as often a heading or a place, so
			// only one the bylines write is taken for a name.
			return cvOwner{name: t, line: l.Num}, true
		}
		if n := len(strings.Fields(t)); n < 2 || n > 5 || isDocTitle(t) || strings.ContainsFunc(t, norm.CJK) {
			continue
		}
		if b := names.Parse(t, 0, false); len(b.Names) == 1 && covers(t, b.End) && !b.Sentence && ownerName(t) {
			// "DOE Jane", "ИВАНОВА Анна Петровна": a surname in
			// capitals first is put last.
			name := names.GivenFirst([]string{names.Clean(t)})[0]
			return cvOwner{name: name, line: l.Num, otherScript: han, former: formerName(name, former)}, true
		}
	}
	return cvOwner{}, false
}

// withoutAsides returns t, a header line that may name the owner,
// without what it says beside the name: the title the CV gives itself
// ("Jane Doe — Curriculum Vitae", "Curriculum Vitae of Jane Doe",
// "CV: Jane Doe"), titles before the name ("Prof. Dr."), degrees after a
// comma, pronouns ("Jane Doe (she/her)") and a nickname in brackets or
// quotes ("Robert (Bob) Smith", "Robert “Bob” Smith").
func withoutAsides(t string) string {
	for _, sep := range []string{" — ", " – ", " - ", " | ", ": ", " of ", " for "} {
		head, tail, ok := strings.Cut(t, sep)
		switch {
		case !ok:
		case isDocTitle(tail) || strings.EqualFold(strings.TrimSpace(tail), "cv"):
			t = strings.TrimSpace(head)
		case isDocTitle(head) || strings.EqualFold(strings.TrimSpace(head), "cv"):
			t = strings.TrimSpace(tail)
		}
	}
	for h := trimHonorific(t); h != t; h = trimHonorific(t) {
		t = h
	}
	var words []string
	for _, w := range strings.Fields(withoutDegrees(t)) {
		if aside(w) {
			continue
		}
		words = append(words, w)
	}
	if len(words) < 2 {
		return t
	}
	return strings.Join(words, " ")
}

// aside reports whether w, a word of a header line, is said beside the
// name: pronouns in brackets ("(she/her)") or a nickname in brackets or
// quotes ("(Bob)", "“Bob”").
func aside(w string) bool {
	for _, q := range [][2]string{{"(", ")"}, {"\"", "\""}, {"“", "”"}, {"'", "'"}, {"‘", "’"}} {
		inner, ok := strings.CutPrefix(w, q[0])
		if !ok {
			continue
		}
		if inner, ok = strings.CutSuffix(inner, q[1]); !ok || inner == "" {
			continue
		}
		if pronouns := strings.Contains(inner, "/") && strings.ToLower(inner) == inner; pronouns || q[0] != "(" || unicode.IsUpper(firstRune(inner)) {
			return pronouns || !strings.ContainsFunc(inner, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' })
		}
	}
	return false
}

// formerMarks open a former name written after a person's name: "Jane
// Doe (née Roe)", "Jane Doe, geb. Roe", "Jane Doe (formerly Jane Roe)".
var formerMarks = []string{"née", "nee", "né", "born", "geb.", "geborene", "formerly", "previously", "z d.", "roz."}

// withoutFormerName returns t, a header line, without the former name it
// gives after the name, and that former name ("Roe" of "Jane Doe (née
// Roe)", in brackets or after a comma); former is "" when t gives none.
func withoutFormerName(t string) (rest, former string) {
	x := lexicon{fold: true}
	for i := 0; i < len(t); i++ {
		if i > 0 && t[i-1] != ' ' && t[i-1] != '(' {
			continue
		}
		for _, m := range formerMarks {
			end := x.prefix(t[i:], m)
			if end < 0 || i+end < len(t) && t[i+end] != ' ' {
				continue
			}
			head := strings.TrimRight(t[:i], " (,")
			name := strings.TrimSpace(strings.TrimRight(t[i+end:], ") "))
			if head == "" || !unicode.IsUpper(firstRune(name)) || strings.ContainsAny(name, "(),;:") || len(strings.Fields(name)) > 3 {
				continue
			}
			return head, name
		}
	}
	return t, ""
}

// formerName returns the owner's former name: the given names of name,
// the owner's name now, before former when it is a surname alone ("Jane
// Roe" of "Jane Doe" and "Roe"), else former as written.
func formerName(name, former string) string {
	if former == "" || len(strings.Fields(former)) > 1 {
		return former
	}
	words := strings.Fields(name)
	if len(words) < 2 {
		return ""
	}
	return strings.Join(words[:len(words)-1], " ") + " " + former
}

// scriptForms parts a header line that names one person in two scripts,
// "李明 (Ming Li)", "Ming Li 李明", "Ming Li（李明）", "김민준 (Min-jun
// Kim)", into the name in Latin letters and the name in Han characters,
// kana or Hangul (two to eight of them, with a middle dot or a space at
// most between); han is "" for a line that is not so made.
func scriptForms(t string) (latin, han string) {
	var lat, cjk strings.Builder
	runs := 0 // runs of Han or kana
	inCJK := false
	for _, r := range t {
		switch {
		case unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) || r == '・' && inCJK:
			if !inCJK {
				runs++
			}
			inCJK = true
			cjk.WriteRune(r)
		case r == '(' || r == ')' || r == '（' || r == '）' || r == '/' || r == '|':
			inCJK = false
			lat.WriteByte(' ')
		case unicode.IsSpace(r):
			if inCJK {
				continue // "李 明": one name
			}
			lat.WriteRune(r)
		default:
			inCJK = false
			lat.WriteRune(r)
		}
	}
	han = cjk.String()
	if n := utf8.RuneCountInString(han); runs != 1 || n < 2 || n > 8 {
		return t, ""
	}
	latin = strings.Join(strings.Fields(lat.String()), " ")
	if !strings.ContainsFunc(latin, unicode.IsLetter) {
		return t, ""
	}
	return latin, han
}

// cjkName reports whether t is a person's name in Han characters or
// kana alone: two to six of them, in one word or two ("王小明", "山田
// 太郎"). A longer run, or three words, is an affiliation or a post.
func cjkName(t string) bool {
	words := strings.Fields(t)
	if len(words) == 0 || len(words) > 2 {
		return false
	}
	n := 0
	for _, r := range t {
		switch {
		case norm.CJK(r):
			n++
		case !unicode.IsSpace(r) && r != '・':
			return false
		}
	}
	return n >= 2 && n <= 6
}

// inByline reports whether a byline of the document holds name.
func (d *cvDoc) inByline(name string) bool {
	for _, p := range d.pubs {
		if hasAuthor(p, name) {
			return true
		}
	}
	return false
}

// withoutReading returns t without the reading of a name in kana that a
// Japanese header writes after it in brackets: "山田 太郎（やまだ たろう）
// Taro Yamada" is "山田 太郎 Taro Yamada".
func withoutReading(t string) string {
	for _, br := range [][2]string{{"（", "）"}, {"(", ")"}} {
		i := strings.Index(t, br[0])
		if i < 0 {
			continue
		}
		j := strings.Index(t[i:], br[1])
		if j < 0 {
			continue
		}
		inner := strings.TrimSpace(t[i+len(br[0]) : i+j])
		if inner != "" && !strings.ContainsFunc(inner, func(r rune) bool {
			return !unicode.IsSpace(r) && !unicode.In(r, unicode.Hiragana, unicode.Katakana) && r != 'ー' && r != '・'
		}) {
			return strings.Join(strings.Fields(t[:i]+" "+t[i+j+len(br[1]):]), " ")
		}
	}
	return t
}

// cjkDocTitles are the titles Chinese and Japanese CVs give themselves
// after the owner's name: "王小明 个人简历", "山田太郎 業績一覧".
var cjkDocTitles = []string{"个人简历", "個人簡歷", "简历", "簡歷", "履历", "履歴書", "業績一覧", "研究業績", "业绩", "成果一览"}

// cjkDocTitle reports whether t is one of cjkDocTitles.
func cjkDocTitle(t string) bool { return slices.Contains(cjkDocTitles, strings.TrimSpace(t)) }

// withoutDocTitle returns t without a document title that follows the
// name after a space.
func withoutDocTitle(t string) string {
	for _, title := range cjkDocTitles {
		if rest, ok := strings.CutSuffix(t, title); ok && rest != strings.TrimRight(rest, " \t") {
			return strings.TrimSpace(rest)
		}
	}
	return t
}

// nameLabels are the labels of a form's name field, in the languages CVs
// are written in: "Name: Jane Doe".
var nameLabels = []string{"name", "full name", "nombre", "nom", "nome", "naam", "姓名", "氏名", "名前"}

// withoutNameLabel returns t without a name field's label.
func withoutNameLabel(t string) string {
	x := lexicon{fold: true}
	for _, l := range nameLabels {
		if end := x.prefix(t, l); end >= 0 {
			rest := strings.TrimLeft(t[end:], " ")
			if r, ok := strings.CutPrefix(rest, ":"); ok {
				return strings.TrimSpace(r)
			}
			if r, ok := strings.CutPrefix(rest, "："); ok {
				return strings.TrimSpace(r)
			}
		}
	}
	return t
}

// degrees are the degrees and post-nominal letters written after a
// name ("Jane Doe, Ph.D.").
var degrees = wordset.Of(`phd ph.d ph.d. dphil d.phil md m.d m.d. mph msc m.sc ms m.s ma m.a mba bsc b.sc ba b.a
 jd j.d edd ed.d psyd rn frs facs`)

// withoutDegrees returns t without the degrees after a comma at its end:
// "Jane Doe, Ph.D." is "Jane Doe", "Jane Doe, PhD, MPH" too.
func withoutDegrees(t string) string {
	for {
		i := strings.LastIndexByte(t, ',')
		if i < 0 || !degrees[strings.ToLower(strings.TrimSpace(t[i+1:]))] {
			return t
		}
		t = strings.TrimSpace(t[:i])
	}
}

// brokenName joins a name that a header sets over two lines: a first
// line of given names ending in an initial ("Jane Q.") and a next line
// that holds the surname alone, perhaps with degrees ("Doe, Ph.D."). It
// reports false when line i is not so.
func (d *cvDoc) brokenName(t string, i int) (string, bool) {
	words := strings.Fields(t)
	if len(words) == 0 || len(words) > 3 || !isInitial(words[len(words)-1]) || strings.Contains(t, ",") {
		// "Doe, Jane Q." is whole.
		return "", false
	}
	for _, l := range d.Lines[i+1:] {
		if l.Blank() {
			continue
		}
		next := withoutDegrees(strings.TrimSpace(sections.HeadingText(l.Text)))
		if len(strings.Fields(next)) != 1 || !unicode.IsUpper(firstRune(next)) || l.Sec != 0 || isDocTitle(next) || !ownerName(next) {
			// The next line is no surname: a section's heading
			// ("Publications") is none.
			return "", false
		}
		return t + " " + next, true
	}
	return "", false
}

// cutName reports whether t reads as a name cut after an initial: given
// names first, the last word an initial ("Jana Q."). A name written
// surname first ("Roe, J. Q.") ends in initials and is whole.
func cutName(t string) bool {
	words := strings.Fields(t)
	return len(words) >= 2 && !strings.Contains(t, ",") && isInitial(words[len(words)-1])
}

// isInitial reports whether w is an initial: one capital letter, with
// or without its full stop ("Q.", "Q").
func isInitial(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) && (w[n:] == "." || w[n:] == "")
}

func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// nameCount is how many bylines name a person, as first written on line.
type nameCount struct {
	n    int
	name string
	line int
}

// tally returns the name most bylines hold (only those set in bold, if
// bold) and the number of distinct names; a tie for the most frequent
// returns no name, since the owner could be either (a co-author on every
// paper ties with the owner).
func (d *cvDoc) tally(bold bool) (nameCount, int) {
	return countNames(d.pubs, func(p *pub.Publication, a pub.Author) bool { return !bold || d.boldAuthor[p][a.Name] })
}

// countNames returns the name that most bylines of pubs hold, counting
// only the authors keep accepts, and the number of distinct names; a tie
// for the most frequent returns no name.
func countNames(pubs []*pub.Publication, keep func(*pub.Publication, pub.Author) bool) (nameCount, int) {
	counts := map[string]*nameCount{}
	var best nameCount
	for _, p := range pubs {
		seen := map[string]bool{}
		for _, a := range p.Authors {
			k := foldName(a.Name)
			if seen[k] || !keep(p, a) {
				continue
			}
			seen[k] = true
			c := counts[k]
			if c == nil {
				c = &nameCount{name: a.Name, line: p.Pos.Line}
				counts[k] = c
			}
			c.n++
			if c.n > best.n {
				best = *c
			}
		}
	}
	for k, c := range counts {
		if c.n == best.n && k != foldName(best.name) {
			return nameCount{}, len(counts)
		}
	}
	return best, len(counts)
}

// applyOwnerHint names the owner as hint does where hint is the owner
// found, written another way ("Hyungkook Choi" for "Hyung Kook Choi"), or,
// when no owner was found, where hint is in a byline.
func (d *cvDoc) applyOwnerHint(hint string) {
	hint = strings.TrimSpace(hint)
	if hint == "" {
		return
	}
	if d.owner.name != "" {
		if sameOwner(d.owner.name, hint) {
			d.owner.name = hint
		}
		return
	}
	for _, p := range d.pubs {
		for _, a := range p.Authors {
			if sameOwner(a.Name, hint) {
				d.owner = cvOwner{name: hint, line: p.Pos.Line}
				return
			}
		}
	}
}

// sameOwner reports whether a and b name one person: the same letters, or
// the same surname and initials.
func sameOwner(a, b string) bool {
	if foldName(a) == foldName(b) {
		return true
	}
	sa, ia, ok1 := nameShape(a)
	sb, ib, ok2 := nameShape(b)
	return ok1 && ok2 && sa == sb && ia == ib
}

// fullestForm returns the form of name, among the bylines' names of the
// same person (same surname, same initials: "R. G. Hulet", "Randall G.
// Hulet"), that writes the most of the given names, the way the owner
// is named on a page that abbreviates in older entries.
func (d *cvDoc) fullestForm(name string) string {
	surname, initials, ok := nameShape(name)
	if !ok {
		return name
	}
	best, bestLetters := name, letterCount(name)
	for _, p := range d.pubs {
		for _, a := range p.Authors {
			s, i, ok := nameShape(a.Name)
			if ok && s == surname && i == initials && letterCount(a.Name) > bestLetters {
				best, bestLetters = a.Name, letterCount(a.Name)
			}
		}
	}
	return best
}

// headerForm returns the owner's name as the page's header writes it, when
// the header (the lines above the first publication) names the person the
// bylines abbreviate: "Ana P. Ferreira — Curriculum Vitae" or "Publications
// of Jiří Novotný" above bylines that read "Ferreira, A.P." or "J.
// Novotný". The header's form must have the same surname and initials as
// name, and more letters; otherwise name is returned.
func (d *cvDoc) headerForm(name string) string {
	surname, initials, ok := nameShape(name)
	if !ok {
		return name
	}
	first := 0
	for _, p := range d.pubs {
		if first == 0 || p.Pos.Line > 0 && p.Pos.Line < first {
			first = p.Pos.Line
		}
	}
	best, bestLetters := name, letterCount(name)
	seen := 0
	for _, l := range d.Lines {
		if first > 0 && l.Num >= first || seen >= maxHeaderLines {
			break
		}
		if l.Blank() {
			continue
		}
		seen++
		for _, run := range nameRuns(sections.HeadingText(l.Text)) {
			for i := range run {
				for j := i + 2; j <= len(run) && j-i <= 5; j++ {
					cand := strings.Join(run[i:j], " ")
					if s, in, ok := nameShape(cand); ok && s == surname && in == initials && letterCount(cand) > bestLetters {
						best, bestLetters = cand, letterCount(cand)
					}
				}
			}
		}
	}
	return best
}

// maxHeaderLines is how many non-blank lines at the top of a page
// headerForm reads as its header.
const maxHeaderLines = 12

// nameRuns cuts s into runs of words that could be parts of a name
// (letters, with hyphens, apostrophes and periods); any other word, or a
// comma or semicolon after a word, ends a run: "Ana P. Ferreira, PhD —
// CV" gives [Ana P. Ferreira] [PhD] [CV].
func nameRuns(s string) [][]string {
	var runs [][]string
	var cur []string
	flush := func() {
		if len(cur) > 0 {
			runs = append(runs, cur)
			cur = nil
		}
	}
	for _, w := range strings.Fields(s) {
		if t := strings.TrimLeft(w, "(（["); t != w {
			// "김민준 (Min-jun Kim)": a bracket opens a run.
			flush()
			w = t
		}
		end := strings.HasSuffix(w, ",") || strings.HasSuffix(w, ";") || strings.ContainsAny(w, ")）]")
		w = strings.TrimRight(w, ",;:)）]")
		if !nameWord(w) {
			flush()
			continue
		}
		cur = append(cur, w)
		if end {
			flush()
		}
	}
	flush()
	return runs
}

// nameWord reports whether w could be a word of a name: it starts with a
// letter and has only letters, hyphens, apostrophes and periods.
func nameWord(w string) bool {
	for i, r := range w {
		if i == 0 && !unicode.IsLetter(r) {
			return false
		}
		if !unicode.IsLetter(r) && !strings.ContainsRune(".-'’", r) {
			return false
		}
	}
	return w != ""
}

// nameShape returns a given-name-first name's folded surname and the
// initials of its given names ("Randall G. Hulet": "hulet", "rg").
func nameShape(name string) (surname, initials string, ok bool) {
	if strings.Contains(name, ",") {
		return "", "", false
	}
	words := strings.FieldsFunc(name, func(r rune) bool { return r == ' ' || r == '.' })
	if len(words) < 2 {
		return "", "", false
	}
	for _, w := range words[:len(words)-1] {
		for i, part := range strings.Split(w, "-") {
			r := []rune(part)
			if len(r) == 0 {
				continue
			}
			// "Min-jun": the part after a hyphen may be in lower
			// case, as Korean given names are written.
			if !unicode.IsUpper(r[0]) && (i == 0 || !unicode.IsLower(r[0])) {
				return "", "", false
			}
			initials += strings.ToLower(string(r[0]))
		}
	}
	last := words[len(words)-1]
	if strings.HasPrefix(last, "-") {
		return "", "", false
	}
	return foldName(last), initials, true
}

func letterCount(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n
}

// cvRange is the span of years one line of an education or employment
// entry gives.
type cvRange struct {
	start, end int
	current    bool
	// dateOnly says the line holds little besides the dates: a place at
	// most, as in a column of dates that a PDF conversion moved away from
	// its entries.
	dateOnly bool
	words    int // words of the line besides the dates
}

// affDraft is an education or employment entry being read.
type affDraft struct {
	aff    *pub.Affiliation
	ranges []cvRange
	// weak says the organisation was read from a heading that names no
	// organisation word and may be a project's title; a later line that
	// names an organisation replaces it.
	weak bool
}

// relDraft is a relation whose kind and organisation wait for the end of
// its entry.
type relDraft struct {
	rel   *pub.Relation
	draft *affDraft
	// sure is set when the phrase or the entry decided the kind.
	sure bool
}

// readProfile reads relations and affiliations outside the publication
// sections.
func (d *cvDoc) readProfile() {
	ar := &affReader{d: d}
	others := false // the section lists the people the owner supervised
	for i, l := range d.Lines {
		sec := d.Sections[l.Sec]
		if l.SecHead || l.Heading > 0 {
			// A heading the sections do not know ("Supervision") still
			// says whose the supervisors under it are.
			others = namesOthers(l.Text)
		}
		if l.SecHead {
			ar.endSection()
			continue
		}
		if sec.Kind == sections.Publications || l.Blank() {
			continue
		}
		full := l
		edu := sec.Kind == sections.Education || sec.Kind == sections.Employment
		c, found := findCue(l.Text)
		if found && (others || !edu && !c.plain && !degreeCue(d.entryContext(i, nil))) {
			// Outside the sections of entries, only the plain labels
			// and the phrases under a degree count, and none in a
			// list of the owner's students: "Supervisor: X" there is
			// a student's.
			found = false
		}
		if found {
			// "M.S., Some University, under the supervision of X": the
			// entry before the relation comes first.
			l.Text = strings.TrimRight(l.Text[:c.start], " ,;(")
		}
		if (sec.Kind == sections.Education || sec.Kind == sections.Employment) && !l.Blank() {
			ar.affiliationLine(&l, sec)
		}
		if found {
			ar.relationLine(i, &full, c, sec)
		}
	}
	ar.endSection()
	for _, r := range ar.rels {
		if r.draft != nil {
			r.rel.Organization = r.draft.aff.Organization
		}
		if !r.sure && r.draft != nil && mentorEntry(r.draft.aff) {
			r.rel.Kind = pub.Mentor
		}
	}
	if d.owner.name == "" {
		for _, r := range d.rels {
			_ = d.Warn(r.Pos.Line, "", "%s %q found, but not whose: the CV's owner is unknown", r.Kind, r.Other)
		}
	}
}

// affReader reads the affiliations and relations of a CV, a line at a
// time.
type affReader struct {
	d           *cvDoc
	cur         *affDraft
	drafts      []*affDraft // entries of the current section
	rels        []relDraft
	pendingRole string
}

// flush ends the entry being read.
func (ar *affReader) flush() {
	if ar.cur != nil && ar.cur.aff.Organization != "" {
		ar.drafts = append(ar.drafts, ar.cur)
	}
	ar.cur = nil
}

// endSection ends the section being read.
func (ar *affReader) endSection() {
	ar.flush()
	ar.d.settleDates(ar.drafts)
	ar.drafts, ar.pendingRole = nil, ""
}

// affiliationLine reads l, a line of sec, an education or employment
// section.
func (ar *affReader) affiliationLine(l *doc.Line, sec sections.Section) {
	kind := pub.Education
	if sec.Kind == sections.Employment {
		kind = pub.Employment
	}
	text := strings.TrimSpace(l.Text)
	orgLine := false
	if cur := ar.cur; cur != nil && cur.aff.Organization != "" && cur.aff.Role == "" && !l.Item && l.Heading == 0 && opensRole(text) {
		// "Ph.D Student, School of Computer Science" under its university.
		cur.aff.Role = clip(strings.Join(strings.Fields(text), " "), 120)
	} else if org, role := orgOf(l); org != "" {
		orgLine = true
		ar.organization(l, kind, org, role)
	} else if ar.cur == nil || ar.cur.aff.Organization != "" {
		if l.Item && roleWords.MatchString(text) && len(strings.Fields(text)) <= 8 && !hasRange(text) {
			// "Software Engineer Intern" listed above "Tesla Inc.".
			ar.pendingRole = clip(strings.Join(strings.Fields(text), " "), 120)
		}
	}
	if ar.cur == nil {
		ar.cur = &affDraft{aff: &pub.Affiliation{Kind: kind, Pos: ar.d.Pos(l.Num)}}
	}
	if r, ok := lineRange(text); ok && (orgLine || r.words <= 8) {
		ar.cur.ranges = append(ar.cur.ranges, r)
	}
}

// organization reads org and role, named on l, as an entry of kind: a
// new entry, or the organisation of one whose first line named none.
func (ar *affReader) organization(l *doc.Line, kind pub.AffiliationKind, org, role string) {
	cur := ar.cur
	switch {
	case cur != nil && cur.weak && len(cur.ranges) == 0 && !weakOrg(org):
		// A project's title, then "University of Michigan Mar 2024 – Present".
		cur.aff.Pos = ar.d.Pos(l.Num)
	case cur != nil && cur.aff.Organization != "":
		ar.flush()
	}
	if ar.cur == nil {
		ar.cur = &affDraft{aff: &pub.Affiliation{Kind: kind, Pos: ar.d.Pos(l.Num)}}
	}
	if role == "" {
		role = ar.pendingRole
	}
	ar.cur.aff.Organization, ar.cur.aff.Role = org, role
	ar.cur.weak = weakOrg(org) && (l.Heading > 0 || l.OnlyStyle(markup.Bold))
	ar.pendingRole = ""
}

// relationLine reads the advisors or mentors that full, line i of
// sec, names after the phrase c.
func (ar *affReader) relationLine(i int, full *doc.Line, c cue, sec sections.Section) {
	context := ar.d.entryContext(i, ar.cur)
	if c.head && !staged(append([]string{full.Text[:c.start]}, context[1:]...)) {
		return // the degrees after the names are the head's own
	}
	found := readNames(&full.Line, c.names)
	if p, ok := ar.d.wrappedName(i, full.Text, c, len(found)); ok {
		found = append(found, p)
	}
	for _, p := range found {
		kind, sure := relationKind(c, p.note, context, sec.Kind == sections.Education)
		r := &pub.Relation{Person: ar.d.owner.name, Kind: kind, Other: p.name, Pos: ar.d.Pos(full.Num)}
		ar.d.rels = append(ar.d.rels, r)
		ar.rels = append(ar.rels, relDraft{rel: r, draft: ar.cur, sure: sure})
	}
}

var ()

// mentorEntry reports whether an "Advisor:" under the entry a names a
// mentor: the entry is an internship, or a job at a company rather than
// at a university or an institute.
func mentorEntry(a *pub.Affiliation) bool {
	if a.Kind != pub.Employment {
		return false
	}
	if internWords.MatchString(a.Role) || companyWords.MatchString(a.Organization) {
		return true
	}
	acronym := len(strings.Fields(a.Organization)) == 1 && entries.IsAcronym(a.Organization)
	return !academicWords.MatchString(a.Organization) && !acronym
}

// weakOrg reports whether org might be a project's title rather than an
// organisation: several words and no organisation word.
func weakOrg(org string) bool {
	return !orgWords.MatchString(org) && len(strings.Fields(org)) >= 4
}

// settleDates sets the years of a section's entries and adds them to the
// CV's affiliations. When every entry but the last lacks dates and the
// last one is followed by exactly one line of dates per entry, the lines
// are the entries' dates in order: a PDF conversion put the column of
// dates after the entries.
func (d *cvDoc) settleDates(drafts []*affDraft) {
	n := len(drafts)
	if n >= 2 && len(drafts[n-1].ranges) == n {
		scattered := true
		for _, dr := range drafts[:n-1] {
			scattered = scattered && len(dr.ranges) == 0
		}
		for _, r := range drafts[n-1].ranges {
			scattered = scattered && r.dateOnly
		}
		if scattered {
			rs := drafts[n-1].ranges
			for i, dr := range drafts {
				dr.ranges = []cvRange{rs[i]}
			}
		}
	}
	for _, dr := range drafts {
		a := dr.aff
		for i, r := range dr.ranges {
			if i == 0 || r.start != 0 && (a.Start == 0 || r.start < a.Start) {
				a.Start = r.start
			}
			a.End = max(a.End, r.end)
			a.Current = a.Current || r.current
		}
		if a.Start == 0 {
			a.Start = a.End
		}
		if a.Current {
			a.End = 0
		}
		a.Person = d.owner.name
		d.affs = append(d.affs, a)
	}
}

// lineRange reads the years of a line: the first and last year written
// ("05/2023 – 11/2023, 03/2024 – 08/2024" is 2023–2024, "Jul - Sep 2024"
// is 2024–2024) and whether the range runs to the present.
func lineRange(text string) (cvRange, bool) {
	var r cvRange
	if footer(text) {
		return r, false
	}
	for _, y := range years(text) {
		n, _ := strconv.Atoi(y)
		if r.start == 0 {
			r.start = n
		}
		r.start, r.end = min(r.start, n), max(r.end, n)
	}
	r.current = runsOn(strings.TrimSpace(text))
	if r.start == 0 && !r.current {
		return r, false
	}
	rest := dropDateTokens(text)
	for _, w := range strings.Fields(rest) {
		if hasLetterOrDigit(w) {
			r.words++
		}
	}
	r.dateOnly = r.words <= 5 && !orgWords.MatchString(rest) && !strings.Contains(strings.TrimSpace(text), "\t")
	return r, true
}

// clip cuts s to at most n bytes, at a character boundary.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return strings.TrimSpace(s[:n])
}

// orgOf returns the organization a line of an education or employment
// section names, and the role it gives, without the dates written after
// the organisation ("University of Michigan Mar 2024 – Present").
func orgOf(l *doc.Line) (org, role string) {
	org, role = orgOfLine(l)
	if start, _, ok := dateStart(org); ok && start > 0 {
		org = strings.TrimRight(org[:start], " ,;:(-–—")
	}
	return org, role
}

// roleNouns finds where a role ends and an organisation begins in
// "System Software Engineer TmaxSoft Inc.": after the role's nouns.

// splitRoleOrg splits a column that runs a role into an organisation
// without a separator, when the organisation is recognisable by a word
// such as Inc., Labs, Institute or University.
func splitRoleOrg(s string) (org, role string, ok bool) {
	words := strings.Fields(s)
	for i, w := range words {
		if i > 5 {
			break
		}
		if !roleNouns.MatchString(strings.Trim(w, ",;")) {
			continue
		}
		j := i + 1
		for j < len(words) && roleNouns.MatchString(strings.Trim(words[j], ",;")) {
			j++
		}
		rest := strings.Join(words[j:], " ")
		if rest == "" || !unicode.IsUpper([]rune(rest)[0]) || strings.HasSuffix(words[j-1], ",") {
			return "", "", false
		}
		if !strongOrgWords.MatchString(rest) && !labWords.MatchString(rest) {
			return "", "", false
		}
		return rest, strings.Join(words[:j], " "), true
	}
	return "", "", false
}

// orgOfLine is orgOf before the dates are cut.
func orgOfLine(l *doc.Line) (org, role string) {
	text := strings.TrimSpace(l.Text)
	if end, ok := leadRange(text); ok && end < len(text) && !strings.Contains(text[:end], "\t") {
		text = text[end:]
	}
	if fields := strings.Split(text, "\t"); len(fields) == 2 && isLeadRange(strings.TrimSpace(fields[0])) && !hasRange(fields[1]) {
		// "2018–present<TAB>Associate Professor, Some University"
		return splitOrg(fields[1])
	}
	if fields := strings.Split(text, "\t"); len(fields) >= 3 && hasRange(fields[0]) {
		org = strings.TrimSpace(fields[len(fields)-1])
		if org == "" {
			org = strings.TrimSpace(fields[len(fields)-2])
		}
		role = strings.TrimSpace(strings.Split(fields[1], ",")[0])
		return org, role
	}
	if l.Heading > 0 || l.OnlyStyle(markup.Bold) {
		return splitOrg(sections.HeadingText(text))
	}
	for _, s := range l.Spans {
		if s.Style&markup.Bold != 0 && (l.Item || s.Start == 0) {
			if org, role, ok := roleDashOrg(l.Text[s.Start:s.End], l.Text[s.End:]); ok {
				return org, role
			}
			org, role = splitOrg(l.Text[s.Start:s.End])
			if role == "" {
				for _, p := range strings.FieldsFunc(l.Text[s.End:], func(r rune) bool { return r == ',' || r == '|' }) {
					if p = strings.Trim(p, " \t;—–-|"); opensRole(p) {
						role = p
						break
					}
				}
			}
			return org, role
		}
	}
	if orgWords.MatchString(text) && (l.Item || !opensRole(text) || strings.Contains(text, ", ")) {
		col := strings.Split(text, "\t")[0]
		if !strings.Contains(col, ", ") && !strings.Contains(col, " at ") {
			if org, role, ok := splitRoleOrg(col); ok {
				return strings.Trim(org, " ,.:;"), role
			}
		}
		return splitOrg(col)
	}
	return "", ""
}

// roleDashOrg reads a row written "**Role** — Organization, 2012–2016":
// the bold text is a role, and the organisation follows a dash. It fails
// when the bold text names an organisation or no dash follows it.
func roleDashOrg(bold, after string) (org, role string, ok bool) {
	role = strings.Trim(strings.Join(strings.Fields(bold), " "), " ,.:;")
	dash := leadDash(after)
	if dash == 0 || !(opensRole(role) || roleWords.MatchString(role)) || strongOrgWords.MatchString(role) {
		return "", "", false
	}
	rest := after[dash:]
	if start, _, ok := dateStart(rest); ok {
		rest = rest[:start]
	}
	if i := strings.Index(rest, " — "); i >= 0 {
		rest = rest[:i]
	}
	rest = strings.TrimRight(rest, " ,;:(-–—")
	org, _ = splitOrg(rest)
	if org == "" {
		return "", "", false
	}
	if i := strings.Index(rest, org); i >= 0 && strings.HasPrefix(rest[i+len(org):], ".") && companyEnd.MatchString(org) {
		// "DataStream Inc." keeps the full stop of its abbreviation.
		org += "."
	}
	return org, clip(role, 120), true
}

// splitOrg splits "Role at Org" and "Org, Role, Place" forms.
func splitOrg(s string) (org, role string) {
	s = strings.Trim(strings.Join(strings.Fields(s), " "), " ,.:;")
	if i := strings.Index(s, " at "); i > 0 && (roleWords.MatchString(s[:i]) || opensRole(s[:i])) {
		return strings.TrimSpace(s[i+4:]), strings.TrimSpace(s[:i])
	}
	parts := strings.Split(s, ", ")
	if len(parts) == 2 && unitWords.MatchString(parts[0]) && !roleWords.MatchString(s) && !opensRole(s) {
		// "NYU Systems Group, New York University": a group and the
		// organisation it belongs to name one place.
		return s, ""
	}
	org = parts[0]
	// A university or company rather than its lab or group.
	found := false
	for _, re := range []*lexicon{strongOrgWords, orgWords} {
		for _, p := range parts {
			if !found && re.MatchString(p) && !roleWords.MatchString(p) {
				org, found = p, true
			}
		}
	}
	for _, isRole := range []func(string) bool{roleWords.MatchString, opensRole} {
		for _, p := range parts {
			if role == "" && p != org && isRole(p) {
				role = p
			}
		}
	}
	if org == parts[0] && opensRole(org) && len(parts) > 1 {
		for _, p := range parts[1:] {
			if orgWords.MatchString(p) {
				role, org = parts[0], p
				break
			}
		}
	}
	return org, role
}

// covers reports whether an author list ending at end takes all of s.
func covers(s string, end int) bool {
	return strings.Trim(s[min(end, len(s)):], " \t,.;") == ""
}

// hasLetterOrDigit reports whether s holds a letter or a digit.
func hasLetterOrDigit(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return true
		}
	}
	return false
}
