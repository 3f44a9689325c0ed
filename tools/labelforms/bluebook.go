package main

import "fmt"

// bluebookChapter: chapters in the law reviews' form, the editor before
// the book: "*Title*, in B. Editor, ed., *Book* (Publisher 2010)", with
// a co-author ("with A. Roe") at times and the editor's surname alone
// at times; the owner is implied.
func (g *gen) bluebookChapter() string {
	title := "<i><title>" + g.title("en") + "</title></i>"
	if g.chance(0.3) {
		title = "<q>“<title>" + g.title("en") + "</title>”</q>"
	}
	with := ""
	if g.chance(0.5) {
		with = ", with <author>" + g.enNames(1+g.r.IntN(2)) + "</author>"
	}
	k := 1 + g.r.IntN(2)
	eds := g.enNames(k)
	if k == 1 && g.chance(0.4) {
		_, eds = g.name("en")
	}
	mark := map[bool]string{true: "eds.", false: "ed."}[k > 1]
	tail := ""
	switch g.r.IntN(3) {
	case 0:
		tail = fmt.Sprintf(" (<publisher>%s</publisher> <date>%d</date>)", g.pick([]string{"Example Press", "Sample University Press", "Invented Books", "Nowhere Academic"}), g.year())
	case 1:
		tail = fmt.Sprintf(" (<publisher>%s</publisher>)", g.pick([]string{"Example Press", "Sample University Press", "Invented Books"}))
	}
	lead := ""
	if g.chance(0.3) {
		lead = fmt.Sprintf("<date>%d</date> ", g.year())
	}
	if g.chance(0.25) {
		// "in *Book*, ed. B. Editor, 1–20": the mark before the names.
		pages := ""
		if g.chance(0.5) {
			pages = ", <locator>" + g.pages() + "</locator>"
		}
		return fmt.Sprintf("%s%s%s, in %s, %s <editor>%s</editor>%s%s.", lead, title, with, g.book(booksEN), mark, eds, pages, tail)
	}
	return fmt.Sprintf("%s%s%s, in <editor>%s</editor>, %s, %s%s", lead, title, with, eds, mark, g.book(booksEN), tail)
}
