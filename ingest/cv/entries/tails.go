package entries

// The numbers that end a journal reference, read by one scanner in the
// forms the citation styles give them: "12(3), 45–67" (APA), "49 (3):
// 612–645" (Chicago), "2021;70(3):101987" (Vancouver), "12 (2003) 1–20"
// (AMS). Each form is a sequence of the same few parts (a volume, an
// issue in brackets, pages, a year) that must reach the end of the text;
// the scanner tries each start from the left and keeps the first that
// does, as the regular expressions it replaces did.

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/cues"
	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/internal/shape"
	"github.com/pubgraph/pubgraph/pub"
)

// tailForm is one citation style's order of the parts of a numeric tail.
type tailForm int

const (
	tailAPA       tailForm = iota // ", 12(3), 45–67", " 22 (3), 034017"
	tailChicago                   // " 49 (3): 612–645", " 54: 1–12"
	tailVancouver                 // ". 2022 Mar;4(3):210-9"
	tailAMS                       // " 12 (2003) 1–20", " 301 (2011), no. 2, 1–30"
)

// numTail is a numeric tail found in a text.
type numTail struct {
	start    int    // where the tail starts, with the space or mark before it
	vol      [2]int // the volume's digits (APA, Chicago)
	comma    bool   // the tail opens with a comma (APA)
	issue    bool   // an issue in brackets follows the volume
	pages    bool   // pages follow
	firstDig int    // the year's first digit (Vancouver)
}

// findTail returns the leftmost numeric tail of form f that runs to the
// end of s.
func findTail(s string, f tailForm) (numTail, bool) {
	for p := 0; p < len(s); p++ {
		var t numTail
		ok := false
		switch f {
		case tailAPA:
			t, ok = apaTail(s, p)
		case tailChicago:
			t, ok = chicagoTail(s, p)
		case tailVancouver:
			t, ok = vancouverTail(s, p)
		case tailAMS:
			t, ok = amsTail(s, p)
		}
		if ok {
			return t, true
		}
	}
	return numTail{}, false
}

// digitRun returns the end of the run of digits at i when it is lo to hi
// digits long, -1 otherwise.
func digitRun(s string, i, lo, hi int) int {
	e := shape.Digits(s, i)
	if n := e - i; n < lo || n > hi {
		return -1
	}
	return e
}

// issueParen returns the end of an issue in brackets at i, after white
// space: "(3)", "( 3–4 )", up to most letters, digits, underscores and
// dashes inside; inner allows white space inside the brackets. -1 for
// none.
func issueParen(s string, i, most int, inner bool) int {
	i = scan.SkipSpace(s, i)
	if i >= len(s) || s[i] != '(' {
		return -1
	}
	j := i + 1
	if inner {
		j = scan.SkipSpace(s, j)
	}
	n := 0
	for j < len(s) {
		r, w := utf8.DecodeRuneInString(s[j:])
		if !(r < utf8.RuneSelf && scan.Word(byte(r)) || r == '–' || r == '-') {
			break
		}
		j += w
		n++
	}
	if n < 1 || n > most {
		return -1
	}
	if inner {
		j = scan.SkipSpace(s, j)
	}
	if j < len(s) && s[j] == ')' {
		return j + 1
	}
	return -1
}

// pageNum returns the end of a page number at i, "123" or "e45", -1 for
// none.
func pageNum(s string, i int) int {
	if i < len(s) && scan.Letter(s[i]) {
		i++
	}
	if e := shape.Digits(s, i); e > i {
		return e
	}
	return -1
}

// pageRange returns the end of pages at i: a number, then perhaps a dash
// (several where many is set, "—" among them) and another number.
func pageRange(s string, i int, many bool) int {
	e := pageNum(s, i)
	if e < 0 {
		return -1
	}
	j := scan.SkipSpace(s, e)
	k := j
	for k < len(s) {
		if strings.HasPrefix(s[k:], "-") {
			k++
		} else if strings.HasPrefix(s[k:], "–") || many && strings.HasPrefix(s[k:], "—") {
			k += len("–")
		} else {
			break
		}
		if !many {
			break
		}
	}
	if k == j {
		return e
	}
	if f := pageNum(s, scan.SkipSpace(s, k)); f >= 0 {
		return f
	}
	return e
}

// endsAt reports whether only a full stop and white space follow i in s,
// in that order, or the other where spaceFirst is set.
func endsAt(s string, i int, spaceFirst bool) bool {
	if spaceFirst {
		i = scan.SkipSpace(s, i)
	}
	if i < len(s) && s[i] == '.' {
		i++
	}
	if !spaceFirst {
		i = scan.SkipSpace(s, i)
	}
	return i == len(s)
}

// apaTail reads at p a volume after a comma and space or a space, an
// issue, and pages after a comma: ", 12(3), 45–67".
func apaTail(s string, p int) (numTail, bool) {
	t := numTail{start: p}
	q := p + 1
	switch {
	case s[p] == ',':
		if q = scan.SkipSpace(s, p+1); q == p+1 {
			return t, false
		}
		t.comma = true
	case !scan.Space(s[p]):
		return t, false
	}
	e := digitRun(s, q, 1, 4)
	if e < 0 {
		return t, false
	}
	t.vol = [2]int{q, e}
	rest := func(i int) bool {
		k := scan.SkipSpace(s, i)
		if k < len(s) && s[k] == ',' {
			if pe := pageRange(s, scan.SkipSpace(s, k+1), true); pe >= 0 && endsAt(s, pe, true) {
				t.pages = true
				return true
			}
		}
		return endsAt(s, i, true)
	}
	if j := issueParen(s, e, 12, true); j >= 0 && rest(j) {
		t.issue = true
		return t, true
	}
	return t, rest(e)
}

// chicagoTail reads at p a volume after a space, an issue and pages
// after a colon: " 49 (3): 612–645".
func chicagoTail(s string, p int) (numTail, bool) {
	t := numTail{start: p}
	if !scan.Space(s[p]) {
		return t, false
	}
	e := digitRun(s, p+1, 1, 4)
	if e < 0 {
		return t, false
	}
	t.vol = [2]int{p + 1, e}
	rest := func(i int) bool {
		k := scan.SkipSpace(s, i)
		if k >= len(s) || s[k] != ':' {
			return false
		}
		pe := pageRange(s, scan.SkipSpace(s, k+1), false)
		return pe >= 0 && endsAt(s, pe, false)
	}
	if j := issueParen(s, e, 8, true); j >= 0 && rest(j) {
		t.issue = true
		return t, true
	}
	return t, rest(e)
}

// vancouverTail reads at p a year, perhaps a month and day, then a
// semicolon, a volume, an issue and pages after a colon: ". 2022
// Mar;4(3):210-9".
func vancouverTail(s string, p int) (numTail, bool) {
	t := numTail{start: p}
	y := -1
	if p == 0 && shape.Year(s, 0) {
		y = 0
		if vancouverAfterYear(s, 4) {
			t.firstDig = 0
			return t, true
		}
	}
	if scan.Space(s[p]) || s[p] == '.' {
		y = p + 1
	}
	if y <= 0 || !shape.Year(s, y) {
		return t, false
	}
	t.firstDig = y
	return t, vancouverAfterYear(s, y+4)
}

// vancouverAfterYear reports whether what follows the year at i of s
// reads as the rest of a Vancouver tail.
func vancouverAfterYear(s string, i int) bool {
	if j := monthDay(s, i); j >= 0 && vancouverVolume(s, j) {
		return true
	}
	return vancouverVolume(s, i)
}

// monthDay returns the end of a month's name after white space, "Mar",
// "June", perhaps with a day, -1 for none.
func monthDay(s string, i int) int {
	j := scan.SkipSpace(s, i)
	if j == i {
		return -1
	}
	r, w := utf8.DecodeRuneInString(s[j:])
	if !unicode.IsUpper(r) {
		return -1
	}
	j += w
	n := 0
	for j < len(s) {
		r, w := utf8.DecodeRuneInString(s[j:])
		if !unicode.IsLower(r) {
			break
		}
		j += w
		n++
	}
	if n < 2 || n > 8 {
		return -1
	}
	if k := scan.SkipSpace(s, j); k > j {
		if e := digitRun(s, k, 1, 2); e >= 0 && vancouverVolume(s, e) {
			return e
		}
	}
	return j
}

// vancouverVolume reports whether a semicolon, a volume, an issue and
// pages after a colon end s from i.
func vancouverVolume(s string, i int) bool {
	k := scan.SkipSpace(s, i)
	if k >= len(s) || s[k] != ';' {
		return false
	}
	k = scan.SkipSpace(s, k+1)
	e := shape.Digits(s, k)
	if e == k {
		return false
	}
	if e < len(s) && scan.Letter(s[e]) {
		e++
	}
	rest := func(i int) bool {
		k := scan.SkipSpace(s, i)
		if k < len(s) && s[k] == ':' {
			if pe := pageRange(s, scan.SkipSpace(s, k+1), false); pe >= 0 && endsAt(s, pe, false) {
				return true
			}
		}
		return endsAt(s, i, false)
	}
	if j := issueParen(s, e, 12, false); j >= 0 && rest(j) {
		return true
	}
	return rest(e)
}

// amsTail reads at p a volume after a space, a year in brackets, and
// perhaps an issue ("no. 2") and pages: " 301 (2011), no. 2, 1–30".
func amsTail(s string, p int) (numTail, bool) {
	t := numTail{start: p}
	if !scan.Space(s[p]) {
		return t, false
	}
	e := digitRun(s, p+1, 1, 4)
	if e < 0 {
		return t, false
	}
	k := scan.SkipSpace(s, e)
	if k+6 > len(s) || s[k] != '(' || !shape.Year(s, k+1) || s[k+5] != ')' {
		return t, false
	}
	k += 6
	if j := amsPages(s, k); j >= 0 && endsAt(s, j, false) {
		return t, true
	}
	return t, endsAt(s, k, false)
}

// amsPages returns the end of the pages after an AMS year at i, with
// commas and spaces, an issue and "pp." before them; -1 for none.
func amsPages(s string, i int) int {
	sep := func(i int) int {
		j := i
		for j < len(s) && (s[j] == ',' || scan.Space(s[j])) {
			j++
		}
		return j
	}
	j := sep(i)
	if j == i {
		return -1
	}
	if strings.HasPrefix(s[j:], "no.") {
		if k := shape.Digits(s, scan.SkipSpace(s, j+3)); k > scan.SkipSpace(s, j+3) {
			if m := sep(k); m > k {
				if e := amsPagesAfter(s, m); e >= 0 {
					return e
				}
			}
		}
	}
	return amsPagesAfter(s, j)
}

// amsPagesAfter returns the end of "pp." and pages at j, -1 for none.
func amsPagesAfter(s string, j int) int {
	if strings.HasPrefix(s[j:], "pp.") {
		if e := pageRange(s, scan.SkipSpace(s, j+3), true); e >= 0 {
			return e
		}
	}
	return pageRange(s, j, true)
}

// volumeIssueWords are the words that open a volume or issue number in a
// venue, lower case.
var volumeIssueWords = []string{"vol.", "volume", "no.", "iss.", "issue"}

// pageWords are the words that open pages in a venue, lower case.
var pageWords = []string{"pp.", "p.", "pages", "s."}

// markedNumbers returns where each volume or issue (pages, where pages
// is set) named by its word starts and ends in s: ", vol. 33", "no.
// 4(2)", "pp. 33–51".
func markedNumbers(s string, pages bool) [][2]int {
	var out [][2]int
	for p := 0; p < len(s); p++ {
		if e := markedNumberAt(s, p, pages); e >= 0 {
			out = append(out, [2]int{p, e})
			p = e - 1
		}
	}
	return out
}

// markedNumberAt returns the end of a marked number (markedNumbers) that
// starts at p, with a comma or full stop and space before its word; -1
// for none.
func markedNumberAt(s string, p int, pages bool) int {
	q := p
	if s[q] == ',' || s[q] == '.' {
		q++
	}
	q = scan.SkipSpace(s, q)
	if q >= len(s) || q > 0 && scan.Word(s[q-1]) || !scan.Word(s[q]) {
		return -1
	}
	words := volumeIssueWords
	if pages {
		words = pageWords
	}
	for _, w := range words {
		if !shape.HasPrefixFold(s[q:], w) {
			continue
		}
		k := scan.SkipSpace(s, q+len(w))
		if pages {
			e := pageNum(s, k)
			if e < 0 {
				continue
			}
			j := scan.SkipSpace(s, e)
			if f := pageRangeRest(s, j); f >= 0 {
				return f
			}
			return j
		}
		e := shape.Digits(s, k)
		if e == k {
			continue
		}
		for e < len(s) {
			r, w := utf8.DecodeRuneInString(s[e:])
			if !(r < utf8.RuneSelf && scan.Word(byte(r)) || r == '–' || r == '-') {
				break
			}
			e += w
		}
		if j := issueParen(s, e, 12, false); j >= 0 {
			return j
		}
		return e
	}
	return -1
}

// pageRangeRest returns the end of dashes and a second page number at j,
// -1 for none.
func pageRangeRest(s string, j int) int {
	k := j
	for k < len(s) {
		switch {
		case s[k] == '-':
			k++
		case strings.HasPrefix(s[k:], "–") || strings.HasPrefix(s[k:], "—"):
			k += len("–")
		default:
			goto done
		}
	}
done:
	if k == j {
		return -1
	}
	return pageNum(s, scan.SkipSpace(s, k))
}

// dropMarkedNumbers returns s without its marked numbers (markedNumbers).
func dropMarkedNumbers(s string, pages bool) string {
	ms := markedNumbers(s, pages)
	return cutSpans(s, len(ms), func(k int) (int, int) { return ms[k][0], ms[k][1] })
}

// The locator of a CV entry: its volume, issue and pages, taken from
// the numbers the field labeller reads as locators (or, where it reads
// none, from a numeric tail of the venue), each placed by the word that
// opens it ("v. 12", "no. 3", "pp. 45–67"), its brackets ("(3)") or its
// order ("12, 45–67").

// locatorRole is what a number of a locator is.
type locatorRole int

const (
	roleNone   locatorRole = iota // no word names it
	roleVolume                    // "v. 12", "vol. 12", "Bd. 12"
	roleIssue                     // "n. 3", "no. 3", "issue 3", "Heft 3"
	rolePages                     // "p. 45", "pp. 45–67", "S. 45", "art. e1234"
	roleOther                     // "ch. 3", "part 2", "ed. 2": not a locator
)

// locatorWords are the words that open a number of a locator, lower
// case without their full stop.
var locatorWords = map[string]locatorRole{
	"v": roleVolume, "vol": roleVolume, "vols": roleVolume, "volume": roleVolume, "bd": roleVolume, "jg": roleVolume, "tome": roleVolume,
	"t": roleVolume, "т": roleVolume, "том": roleVolume, "вып": roleIssue, "вип": roleIssue, "№": roleIssue, "с": rolePages, "стр": rolePages,
	"n": roleIssue, "no": roleIssue, "nos": roleIssue, "nr": roleIssue, "num": roleIssue, "number": roleIssue, "issue": roleIssue,
	"iss": roleIssue, "heft": roleIssue, "fasc": roleIssue, "suppl": roleIssue, "n°": roleIssue,
	"p": rolePages, "pp": rolePages, "page": rolePages, "pages": rolePages, "s": rolePages, "art": rolePages, "article": rolePages,
	"e":  rolePages,
	"ch": roleOther, "chap": roleOther, "chapter": roleOther, "part": roleOther, "pt": roleOther, "ed": roleOther,
	"edn": roleOther, "edition": roleOther, "sec": roleOther, "section": roleOther,
}

// editorWords are the words that open the editors after a book's title,
// lower case without their full stop: "ed. A. Editor", "edited by".
var editorWords = map[string]bool{"ed": true, "eds": true, "edited": true, "by": true, "hrsg": true, "org": true, "orgs": true, "coord": true}

// locatorItem is one number of a locator as an entry writes it.
type locatorItem struct {
	text  string      // "12", "45–67", "e1234"
	role  locatorRole // what the word before it names
	paren bool        // in brackets: "(3)"
}

// locatorItems reads the numbers of s, a locator as written ("v. 12,
// n. 3, p. 45-67", "12(3):45–67"); before is the text before s in its
// entry, whose last word may open its first number ("n. " before "3").
func locatorItems(s, before string) []locatorItem {
	var out []locatorItem
	role, paren := roleNone, false
	if w, open := lastWord(before); open {
		paren = true
	} else if r, ok := locatorWords[w]; ok {
		role = r
	}
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '(' || c == '[':
			paren = true
			i++
		case scan.Digit(c) || scan.Letter(c) && i+1 < len(s) && scan.Digit(s[i+1]) && locatorWords[strings.ToLower(s[i:i+1])] == rolePages:
			e := pageRange(s, i, true)
			if e < 0 {
				e = shape.Digits(s, i+1)
			}
			out = append(out, locatorItem{text: s[i:e], role: role, paren: paren})
			role, paren = roleNone, false
			i = e
		case scan.Letter(c) || c >= utf8.RuneSelf:
			e := i
			for e < len(s) && (scan.Letter(s[e]) || s[e] >= utf8.RuneSelf) {
				e++
			}
			role = locatorWords[strings.ToLower(s[i:e])]
			if role == roleNone {
				role = roleOther // a word that names no part of a locator
			}
			i = e
		default:
			if c == ')' || c == ']' {
				paren = false
			}
			i++
		}
	}
	return out
}

// lastWord returns the last word of s, lower case without its full
// stop, or reports that s ends in an opening bracket.
func lastWord(s string) (string, bool) {
	s = strings.TrimRight(s, " ")
	if strings.HasSuffix(s, "(") || strings.HasSuffix(s, "[") {
		return "", true
	}
	s = strings.TrimSuffix(s, ".")
	i := strings.LastIndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && r != '°' && r != '№' })
	return strings.ToLower(s[i+1:]), false
}

// locatorOf places items as the volume, issue and pages of a locator:
// each where its word puts it; without a word, one in brackets is the
// issue, a range or a number after a letter ("e1234") the pages, the
// first other the volume and the next the pages (APA's article number:
// "191, 106568"). The first of each stands; a year without a word (the
// AMS style's "12 (2003)", a preprint's ", 2021") is no part of it.
func locatorOf(items []locatorItem) pub.Locator {
	var l pub.Locator
	set := func(field *string, s string) {
		if *field == "" {
			*field = s
		}
	}
	for _, it := range items {
		role := it.role
		if role == roleNone {
			_, last := pub.SplitPages(it.text)
			switch {
			case len(it.text) == 4 && hasYear(it.text):
				continue
			case it.paren:
				role = roleIssue
			case last != "" || scan.Letter(it.text[0]):
				role = rolePages
			case l.Volume == "":
				role = roleVolume
			default:
				role = rolePages
			}
		}
		switch role {
		case roleVolume:
			set(&l.Volume, it.text)
		case roleIssue:
			set(&l.Issue, it.text)
		case rolePages:
			set(&l.Pages, it.text)
		}
	}
	return l
}

// entryLocator returns the locator of an entry: from the numbers the
// labeller reads as locators, else from the numeric tail of its venue
// piece (see findTail).
func entryLocator(f *cvFields, lb *cvLabelled) pub.Locator {
	var items []locatorItem
	if lb != nil {
		for _, fl := range lb.fields {
			if fl.Label == label.Locator && lb.fieldConf(fl) >= sureField {
				items = append(items, locatorItems(fl.Text, lb.text[:fl.Start])...)
			}
		}
	}
	if len(items) > 0 {
		return locatorOf(items)
	}
	for _, pc := range fieldPieces(f.pieces) {
		s := strings.Join(strings.Fields(pc.text), " ")
		for _, form := range []tailForm{tailVancouver, tailChicago, tailAMS, tailAPA} {
			if t, ok := findTail(s, form); ok && hasLetter(s[:t.start]) {
				tail := s[t.start:]
				if form == tailVancouver {
					// "2019;12(3):45-67": the date before the volume.
					_, tail, _ = strings.Cut(tail, ";")
				}
				if l := locatorOf(locatorItems(tail, "")); !l.Empty() {
					return l
				}
			}
		}
	}
	return pub.Locator{}
}

// setLocator sets the locator, publisher and place of p, the
// publication of an entry with fields f, whose venue is set.
func setLocator(p *pub.Publication, f *cvFields, lb *cvLabelled) {
	if cues.Patent.In(p.VenueText) {
		return // "US Patent 11,514,370": a patent's number is no locator
	}
	p.Locator = entryLocator(f, lb)
	p.Publisher, p.Place = entryPublisher(f, lb, p.VenueText)
}

// entryPublisher returns the publisher and place the labeller reads in
// an entry with fields f after its title or venue, in a piece the rules
// left for the venue and such ("Springfield: Example Press" gives both;
// a byline is in none), none when they are the venue (a thesis's
// school, a book's publisher as its venue).
func entryPublisher(f *cvFields, lb *cvLabelled, venue string) (publisher, place string) {
	if lb == nil {
		return "", ""
	}
	named := false
	for _, fl := range lb.fields {
		if fl.Label == label.Title || fl.Label == label.Container {
			named = true
		}
		if fl.Label != label.Publisher || !named || lb.fieldConf(fl) < sureField {
			continue
		}
		text := strings.Trim(fl.Text, " .,;()")
		if text == "" || strings.Contains(venue, text) || !slices.ContainsFunc(fieldPieces(f.pieces), func(pc cvPiece) bool {
			return strings.Contains(pc.text, text)
		}) {
			return "", ""
		}
		return splitPublisherPlace(text)
	}
	return "", ""
}

// splitPublisherPlace parts a publisher's field into publisher and
// place: "Place: Publisher" ("Berlin u. a.: Example Verlag"), and
// "Publisher, Place" as German and other lists write it ("Example
// Verlag, Frankfurt am Main", "Example Press, New York, NY, USA"), each
// part of the place one to four capitalised words that name no firm
// (or a state's code). Anything else, and a publisher that could as
// well be a place ("Berlin, Heidelberg"), is the publisher alone.
func splitPublisherPlace(text string) (publisher, place string) {
	if before, after, ok := strings.Cut(text, ": "); ok && hasLetter(before) && hasLetter(after) {
		return strings.TrimSpace(after), strings.TrimSpace(before)
	}
	parts := strings.Split(text, ", ")
	if len(parts) < 2 {
		return text, ""
	}
	k := len(parts)
	for k > 1 && (placeLike(parts[k-1]) || isStateCode(parts[k-1])) {
		k-- // "New York, NY, USA"
	}
	if k == len(parts) {
		return text, ""
	}
	publisher = strings.Join(parts[:k], ", ")
	if !hasLetter(publisher) || placeLike(publisher) && !firmLike(publisher) {
		// "Berlin, Heidelberg": two places and no publisher named.
		return text, ""
	}
	return publisher, strings.Join(parts[k:], ", ")
}

// placeLike reports whether s reads as a place: one to four words,
// capitalised but for the small words of place names ("am", "upon"),
// no digits, and no word that names a firm.
func placeLike(s string) bool {
	w := strings.Fields(strings.NewReplacer("/", " ", "u. a.", "", "u.a.", "").Replace(s))
	if len(w) == 0 || len(w) > 4 || firmLike(s) {
		return false
	}
	for _, x := range w {
		r := []rune(x)
		switch {
		case placeSmallWords[strings.ToLower(x)]:
		case strings.ContainsAny(x, "0123456789&"):
			return false
		case !unicode.IsUpper(r[0]):
			return false
		}
	}
	return true
}

// placeSmallWords are the lower-case words inside place names.
var placeSmallWords = map[string]bool{"am": true, "an": true, "der": true, "upon": true, "on": true, "sur": true, "de": true, "del": true, "a.": true, "d.": true}

// isStateCode reports whether s is a two-letter state or province
// code ("NY", "MA").
func isStateCode(s string) bool {
	return len(s) == 2 && s[0] >= 'A' && s[0] <= 'Z' && s[1] >= 'A' && s[1] <= 'Z'
}

// firmLike reports whether s holds a word that names a publishing firm
// or institution rather than a place.
func firmLike(s string) bool {
	for _, x := range strings.Fields(strings.ToLower(s)) {
		if firmWords[strings.Trim(x, ".,()")] {
			return true
		}
	}
	return false
}

// firmWords name publishers and their legal forms.
var firmWords = map[string]bool{
	"press": true, "verlag": true, "verlagsgesellschaft": true, "publishing": true, "publishers": true, "publisher": true,
	"books": true, "university": true, "universität": true, "université": true, "inc": true, "ltd": true, "co": true,
	"gmbh": true, "ag": true, "kg": true, "llc": true, "company": true, "corp": true, "sons": true, "editions": true,
	"éditions": true, "edizioni": true, "editorial": true, "institute": true, "society": true, "association": true,
	"springer": true, "elsevier": true, "wiley": true, "routledge": true, "gruyter": true, "brill": true, "suhrkamp": true,
	"beck": true, "kohlhammer": true, "vs": true, "ieee": true, "acm": true,
}

// cutVenueFields cuts from venue, a venue the rules found in lb's entry,
// what the labeller reads there after the venue's name as a locator or
// as the editors of a book ("Revista, v. 12", "Essays, ed. A. Editor
// (Place: Press"), with the words that open them ("v.", "ed."); the
// venue is kept whole when the labeller reads no container before them,
// and a number inside brackets stays. A locator before the name
// (Bluebook's volume) is cut too.
func (lb *cvLabelled) cutVenueFields(venue string) string {
	if lb == nil || venue == "" || cues.Patent.In(venue) {
		return venue
	}
	at := strings.Index(lb.text, venue)
	if at < 0 {
		return venue
	}
	var in []int // the word tokens of venue
	for i, t := range lb.entry.Tokens {
		if t.Start >= at && t.End <= at+len(venue) && hasLetterOrDigit(t.Text) {
			in = append(in, i)
		}
	}
	// containerAfter reports whether the labeller reads a container
	// word after the k-th token of in: "with A. Roe, 135 Law Journal
	// 829" names its journal after the number.
	containerAfter := func(k int) bool {
		return slices.ContainsFunc(in[k+1:], func(i int) bool {
			return lb.entry.Labels[i] == label.Container && hasLetter(lb.entry.Tokens[i].Text)
		})
	}
	named, lead := false, 0
	for k, i := range in {
		t, l := lb.entry.Tokens[i], lb.entry.Labels[i]
		sure := lb.entry.Confidence[i] >= sureField
		switch {
		case l == label.Container:
			named = true
		case !named && l == label.Locator && sure:
			// "98 Example Law Review 123": Bluebook's volume first.
			lead = t.End - at
		case named && (l == label.Locator || l == label.Editor) && sure && !containerAfter(k):
			head := venue[:t.Start-at]
			if strings.Count(head, "(") > strings.Count(head, ")") {
				// A number in brackets is a book series' ("(Series
				// 12)"), which settleBook reads whole.
				continue
			}
			return trimVenueMarks(venue[lead:len(head)], l == label.Editor)
		}
	}
	if named && lead > 0 {
		return strings.TrimLeft(venue[lead:], " ,.;:")
	}
	return venue
}

// cutLocatorMark cuts from the end of a venue the word after a comma
// that opens a locator whose number a full stop split off: ABNT's
// "Revista, v" of "Revista, v. 12, n. 3".
func cutLocatorMark(s string) string {
	t := strings.TrimRight(s, " .")
	c := strings.LastIndexByte(t, ',')
	if c <= 0 || !hasLetter(t[:c]) {
		return s
	}
	switch locatorWords[strings.ToLower(strings.TrimSpace(t[c+1:]))] {
	case roleVolume, roleIssue, rolePages:
		return t[:c]
	}
	return s
}

// trimVenueMarks trims from the end of a venue the words that open a
// locator (or, where editors is set, the editors) that the venue was
// cut before: "Revista, v", "Essays, ed.", "Handbook, edited by". A
// journal's own last word stays ("Angew. Chem. Int. Ed.").
func trimVenueMarks(s string, editors bool) string {
	for {
		s = strings.TrimRight(trimVenue(s), " ,;:(")
		w, open := lastWord(s)
		if open || w == "" || len(w) == len(strings.TrimSuffix(s, ".")) {
			return s
		}
		if role := locatorWords[w]; editors && !editorWords[w] || !editors && (role == roleNone || role == roleOther) {
			return s
		}
		s = strings.TrimSuffix(s, ".")
		s = s[:len(s)-len(w)]
	}
}
