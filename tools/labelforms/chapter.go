package main

import (
	"fmt"
	"strings"
)

// chapterTrio: chapters in the three places a list sets the editors of
// the book, drawn from one stream so that the labeller learns them
// against each other rather than one at a time:
//
//   - before the book, their mark after them: "in A. Editor, B. Redact
//     and C. Compiler (eds.), *Book*", "In: Editor, A. and Redact, B.
//     (eds) Book", "in A. Editor & B. Redact (Eds.), *Book* (pp. 1–20)";
//   - after the book: "in *Book*, ed. A. Editor", "edited by A. Editor
//     and B. Redact", "A. Editor and B. Redact, eds.";
//   - after the head words of a reference work, in either place: "Guild;
//     Tithe, in *Dictionary*, ed. A. Editor", "Guild, in A. Editor
//     (ed.), *Dictionary*".
//
// The byline is the owner's, a co-author's or none (the owner implied);
// names before the mark are editors, never authors.
func (g *gen) chapterTrio() string {
	place := g.r.IntN(3)
	by, date := g.chapterByline()
	title := g.chapterTitle(place == 2)
	if by == "" && place != 2 && g.chance(0.3) {
		title += ", with <author>" + g.enNames(1+g.r.IntN(2)) + "</author>"
	}
	k := 1 + g.r.IntN(4)
	var book string
	if place == 1 || place == 2 && g.chance(0.5) {
		bk := booksEN
		if place == 2 {
			bk = refWorks
		}
		book = g.book(bk) + g.edsAfter(k)
	} else {
		bk := booksEN
		if place == 2 {
			bk = refWorks
		}
		book = g.edsBefore(k) + g.book(bk)
	}
	open := g.pick([]string{", in ", ", in ", ". In ", " in ", ", in: ", ". In: "})
	return by + title + open + book + g.chapterTail(date)
}

// chapterByline returns a byline with its separator, "" at times, and
// whether the date is still to come.
func (g *gen) chapterByline() (string, bool) {
	if g.chance(0.35) {
		return "", true
	}
	k := 1 + g.r.IntN(2)
	var names []string
	style := g.r.IntN(3)
	for range k {
		given, sur := g.name("en")
		switch style {
		case 0:
			names = append(names, sur+", "+initials(given))
		case 1:
			names = append(names, initials(given)+" "+sur)
		default:
			names = append(names, given+" "+sur)
		}
	}
	by := strings.Join(names, g.pick([]string{" and ", " &amp; "}))
	if g.chance(0.3) {
		by = "<b>" + by + "</b>"
	}
	by = "<author>" + by + "</author>"
	switch g.r.IntN(3) {
	case 0:
		return by + fmt.Sprintf(" (<date>%d</date>) ", g.year()), false
	case 1:
		return ends(by) + fmt.Sprintf("<date>%d</date>. ", g.year()), false
	}
	return by + ", ", true
}

// chapterTitle returns a chapter's title, quoted, italic or plain, or
// the head words of a reference work.
func (g *gen) chapterTitle(head bool) string {
	t := g.title("en")
	if head {
		t = g.headWord()
		if g.chance(0.4) {
			t += "; " + g.headWord()
		}
	}
	switch g.r.IntN(4) {
	case 0:
		return "<q>‘<title>" + t + "</title>’</q>"
	case 1:
		return "<q>“<title>" + t + "</title>”</q>"
	case 2:
		if !head {
			return "<i><title>" + t + "</title></i>"
		}
	}
	return "<title>" + t + "</title>"
}

// edNames renders k editors' names in one of the forms lists give them:
// "A. Editor", "Editor, A.", "Ann Editor", joined by commas and "and".
func (g *gen) edNames(k int) string {
	style := g.r.IntN(4)
	var parts []string
	for range k {
		given, sur := g.name("en")
		switch style {
		case 0, 1:
			parts = append(parts, initials(given)+" "+sur)
		case 2:
			parts = append(parts, sur+", "+initials(given))
		default:
			parts = append(parts, given+" "+sur)
		}
	}
	if k == 1 {
		return parts[0]
	}
	last := g.pick([]string{" and ", " and ", " &amp; ", ", and "})
	if style == 2 {
		return strings.Join(parts[:k-1], ", ") + g.pick([]string{" and ", " &amp; "}) + parts[k-1]
	}
	return strings.Join(parts[:k-1], ", ") + last + parts[k-1]
}

// edsBefore: "A. Editor and B. Redact (eds.), " before the book.
func (g *gen) edsBefore(k int) string {
	mark := g.pick([]string{"(ed.)", "(ed.)", "(Ed.)", "(ed)"})
	if k > 1 {
		mark = g.pick([]string{"(eds.)", "(eds.)", "(Eds.)", "(eds)"})
	}
	return "<editor>" + g.edNames(k) + "</editor> " + mark + g.pick([]string{", ", ", ", " ", ": "})
}

// edsAfter: ", ed. A. Editor", ", edited by A. Editor and B. Redact",
// ", A. Editor, ed." after the book.
func (g *gen) edsAfter(k int) string {
	eds := "<editor>" + g.enNames(k) + "</editor>"
	switch g.r.IntN(4) {
	case 0, 1:
		return ", " + g.pick([]string{"ed.", "ed.", "edited by"}) + " " + eds
	case 2:
		return " " + g.pick([]string{"ed.", "edited by"}) + " " + eds
	}
	return ", " + eds + ", " + map[bool]string{true: "eds.", false: "ed."}[k > 1]
}

// chapterTail: the publisher, the date when the byline held none, and
// the pages, in the orders of the styles.
func (g *gen) chapterTail(date bool) string {
	d := ""
	if date {
		d = fmt.Sprintf(", <date>%d</date>", g.year())
	}
	pub := g.pick(placesEN)
	pages := g.pages()
	switch g.r.IntN(4) {
	case 0:
		return fmt.Sprintf(", <publisher>%s</publisher>%s, pp. <locator>%s</locator>.", pub, d, pages)
	case 1:
		return fmt.Sprintf(" (<publisher>%s</publisher>%s), <locator>%s</locator>.", pub, d, pages)
	case 2:
		return fmt.Sprintf(" (pp. <locator>%s</locator>). <publisher>%s</publisher>%s.", pages, strings.SplitN(pub, ": ", 2)[1], d)
	}
	return fmt.Sprintf(". <publisher>%s</publisher>%s, <locator>%s</locator>.", pub, d, pages)
}
