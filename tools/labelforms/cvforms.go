package main

import (
	"fmt"
	"strings"
)

// The forms of CV entries the reference corpora hardly hold: the venue
// line of a CV set in italics whole, locators and year inside;
// co-authors named after the title ("(with A. Roe and B. Moe)", "joint
// with A. Roe"); bylines whose names carry equal-contribution and role
// marks ("*", "†", "‡", "#", "§", superscript digits); the values of a
// data file's cells (an edited book's editors with "ed." and the
// publisher, a title with its publisher tail); and the running headers
// and footers of a page, which are no entry.

var (
	titleHeadCS = []string{"Fast Queries on", "Scaling Up Control for", "Learning to Route in", "Verified Compilation of", "Safe Extensions for", "Sketching Traffic in", "Robust Estimation over", "Adaptive Caching for", "Low-Latency Consensus in", "Measuring Congestion in"}
	titleTailCS = []string{"Invented Graphs", "Example Networks", "Sample Data Centers", "Toy Packet Pipelines", "Model Clusters", "Imagined Overlays", "Synthetic Workloads", "Mock Storage Systems"}
	venuesCS    = [][2]string{
		{"Transactions on Invented Networks", "TIN"},
		{"Journal of Example Systems", "JES"},
		{"Sample Letters on Computing", "SLC"},
		{"Proceedings of the Example Symposium on Networked Things", "ESNT"},
		{"Proceedings of the Invented Conference on Data", "ICD"},
		{"Sample Workshop on Mock Systems", "SWMS"},
		{"Transactions on Imagined Software Engineering", "TISE"},
	}
)

// venue returns an invented computing venue and its abbreviation.
func (g *gen) venue() [2]string { return venuesCS[g.r.IntN(len(venuesCS))] }

// Romanised Japanese names, for the cells of bilingual lists.
var (
	givenJARoman    = []string{"Takeshi", "Haruka", "Kenta", "Yumiko", "Daisuke", "Akane", "Ryota", "Naoko", "Shunsuke", "Mayumi", "Kazuhiro", "Emiko"}
	surnamesJARoman = []string{"Okabe", "Hayashida", "Morikawa", "Tsuchiya", "Uehara", "Kuroda", "Nagase", "Sakaguchi", "Ishizuka", "Fujimura"}
)

// csTitle returns an invented title of a computing paper.
func (g *gen) csTitle() string { return g.pick(titleHeadCS) + " " + g.pick(titleTailCS) }

// csNames renders k names given name first, "Ann Roe, B. Moe, and Kay
// Hale", the owner's in bold at times.
func (g *gen) csNames(k int) string {
	var parts []string
	for i := range k {
		given, sur := g.name("en")
		if g.chance(0.3) {
			given = initials(given)
		}
		n := given + " " + sur
		if i == g.r.IntN(k+1) && g.chance(0.5) {
			n = "<b>" + n + "</b>"
		}
		parts = append(parts, n)
	}
	if k == 1 {
		return parts[0]
	}
	last := g.pick([]string{", and ", " and ", ", "})
	return strings.Join(parts[:k-1], ", ") + last + parts[k-1]
}

// venueLine: a CV entry printed over three lines, joined as the reader
// joins them: the title (bold at times), the byline, and the venue line
// in italics whole, "Transactions on X (**TX**), 14 (4), 978-990,
// 2017", "Proc. of Y (Y), pp. 1–12, 2016", "Y 2021": the numbers in
// the italics are locators and the year, not the journal's name.
func (g *gen) venueLine() string {
	title := "<title>" + g.csTitle() + "</title>"
	switch g.r.IntN(4) {
	case 0, 1:
		title = "<b>" + title + "</b>"
	case 2:
		title = "<q>“" + title + "”</q>"
	}
	by := "<author>" + g.csNames(1+g.r.IntN(5)) + "</author>"
	v := g.venue()
	abbr := v[1]
	if g.chance(0.5) {
		abbr = "<b>" + abbr + "</b>"
	}
	name := "<container>" + v[0] + " (" + abbr + ")</container>"
	switch g.r.IntN(4) {
	case 0:
		name = "<container>" + v[0] + "</container>"
	case 1:
		name = "<container>" + v[1] + "</container>"
	}
	vol, no, y := 1+g.r.IntN(40), 1+g.r.IntN(12), g.year()
	var tail string
	switch g.r.IntN(6) {
	case 0:
		tail = fmt.Sprintf(", <locator>%d</locator> (<locator>%d</locator>), <locator>%s</locator>, <date>%d</date>", vol, no, g.pages(), y)
	case 1:
		tail = fmt.Sprintf(", vol. <locator>%d</locator>, no. <locator>%d</locator>, pp. <locator>%s</locator>, <date>%d</date>", vol, no, g.pages(), y)
	case 2:
		tail = fmt.Sprintf(", <locator>%d</locator>(<locator>%d</locator>):<locator>%s</locator>, <date>%d</date>", vol, no, g.pages(), y)
	case 3:
		tail = fmt.Sprintf(", pp. <locator>%s</locator>, <date>%d</date>", g.pages(), y)
	case 4:
		tail = fmt.Sprintf(" <date>%d</date>", y)
	default:
		tail = fmt.Sprintf(", <date>%d</date>", y)
	}
	venue := "<i>" + name + tail + "</i>"
	if g.chance(0.25) {
		venue = name + tail
	}
	sep := g.pick([]string{" ", " ", ". ", " "})
	if g.chance(0.3) {
		return by + sep + title + sep + venue
	}
	return title + sep + by + sep + venue
}

// coauthorPhrase: the owner implied and the co-authors named after the
// title or the venue: "Title (with A. Roe and B. Moe). Journal, 2020.",
// "Title, joint with A. Roe, Journal 12 (2020), 1–20", "Title. With A.
// Roe. Journal, 2020", on the entry's line or the next; the names are
// the byline.
func (g *gen) coauthorPhrase() string {
	title := "<title>" + g.pick([]string{g.csTitle(), g.title("en")}) + "</title>"
	switch g.r.IntN(3) {
	case 0:
		title = "<i>" + title + "</i>"
	case 1:
		title = "<q>“" + title + "”</q>"
	}
	names := "<author>" + g.enNames(1+g.r.IntN(3)) + "</author>"
	var with string
	switch g.r.IntN(7) {
	case 0, 1:
		with = " (" + g.pick([]string{"with", "with", "joint with", "jointly with", "w/"}) + " " + names + ")"
	case 2:
		with = ", " + g.pick([]string{"joint with", "joint work with", "with"}) + " " + names + g.pick([]string{",", ".", "."})
	case 3:
		with = ". " + g.pick([]string{"With", "Joint with", "Joint work with"}) + " " + names + "."
	case 4:
		with = " " + g.pick([]string{"with", "joint with"}) + " " + names
	default:
		with = ""
	}
	v := g.venue()
	venue := "<container>" + v[0] + "</container>"
	if g.chance(0.4) {
		venue = "<i>" + venue + "</i>"
	}
	var tail string
	switch g.r.IntN(4) {
	case 0:
		tail = fmt.Sprintf("%s <locator>%d</locator> (<date>%d</date>), <locator>%s</locator>.", venue, 1+g.r.IntN(40), g.year(), g.pages())
	case 1:
		tail = fmt.Sprintf("%s, <date>%d</date>.", venue, g.year())
	case 2:
		tail = fmt.Sprintf("<status>%s</status>.", g.pick([]string{"submitted", "in preparation", "under review", "to appear"}))
		if g.chance(0.5) {
			tail = fmt.Sprintf("<status>%s</status> in %s.", g.pick([]string{"to appear", "submitted", "accepted"}), venue)
		}
	default:
		tail = fmt.Sprintf("%s, <locator>%d</locator>:<locator>%s</locator>, <date>%d</date>.", venue, 1+g.r.IntN(40), g.pages(), g.year())
	}
	if with == "" {
		// The phrase after the venue, as a line of its own would
		// read once joined: "Journal, 2020. (with A. Roe)".
		phrase := [][2]string{{"(with ", ")"}, {"(joint with ", ")"}, {"With ", "."}, {"Joint with ", ""}, {"with ", ""}}[g.r.IntN(5)]
		return title + ". " + tail + " " + phrase[0] + names + phrase[1]
	}
	sep := " "
	if strings.HasSuffix(with, ")") {
		sep = ". "
	}
	if strings.HasSuffix(with, ",") || strings.HasSuffix(with, ".") {
		sep = " "
	}
	return title + with + sep + tail
}

// markedByline: bylines whose names carry the marks of equal
// contribution, corresponding authorship and affiliation: "Doe, J.*,
// Roe, A.*, and Moe, B.", "Jane Doe†, Alan Roe‡", "J. Doe¹, A. Roe²,*".
// The marks lie inside the byline in this data; the labeller's training
// labels them Contrib, never part of a name (see label.refGold).
func (g *gen) markedByline() string {
	k := 2 + g.r.IntN(4)
	style := g.r.IntN(3)
	marks := g.pick([]string{"*", "*", "†", "‡", "#", "§", "sup"})
	var parts []string
	for i := range k {
		given, sur := g.name("en")
		var n string
		switch style {
		case 0:
			n = sur + ", " + initials(given)
		case 1:
			n = initials(given) + " " + sur
		default:
			n = given + " " + sur
		}
		if i == 0 && g.chance(0.3) {
			n = "<b>" + n + "</b>"
		}
		if g.chance(0.6) || i < 2 {
			n += g.mark(marks, i)
		}
		parts = append(parts, n)
	}
	last := g.pick([]string{", and ", " and ", ", ", " &amp; "})
	by := "<author>" + strings.Join(parts[:k-1], ", ") + last + parts[k-1] + "</author>"
	title := "<title>" + g.pick([]string{g.csTitle(), g.title("en")}) + "</title>"
	v := g.venue()
	venue := "<container>" + v[0] + "</container>"
	if g.chance(0.5) {
		venue = "<i>" + venue + "</i>"
	}
	note := ""
	if g.chance(0.2) {
		note = " (" + g.pick([]string{"*", "†", "#"}) + "<contrib>" + g.pick([]string{"equal contribution", "co-first authors", "corresponding author", "These authors contributed equally"}) + "</contrib>)"
	}
	switch g.r.IntN(3) {
	case 0:
		return fmt.Sprintf("%s (<date>%d</date>). %s. %s, <locator>%d</locator>(<locator>%d</locator>), <locator>%s</locator>.%s", by, g.year(), title, venue, 1+g.r.IntN(40), 1+g.r.IntN(12), g.pages(), note)
	case 1:
		return fmt.Sprintf("%s. %s. %s, <date>%d</date>.%s", by, title, venue, g.year(), note)
	}
	return fmt.Sprintf("%s. <q>“%s.”</q> %s <locator>%d</locator> (<date>%d</date>): <locator>%s</locator>.%s", by, title, venue, 1+g.r.IntN(40), g.year(), g.pages(), note)
}

// mark returns the mark of the i-th name in a byline marked with kind:
// the symbol itself, or superscript digits of affiliation, a symbol
// after them at times.
func (g *gen) mark(kind string, i int) string {
	if kind != "sup" {
		if g.chance(0.15) {
			return kind + kind
		}
		return kind
	}
	sup := []string{"¹", "²", "³", "⁴"}
	m := sup[g.r.IntN(len(sup))]
	if g.chance(0.3) {
		m += "," + sup[g.r.IntN(len(sup))]
	}
	if i == 0 && g.chance(0.3) {
		m += g.pick([]string{"*", "†"})
	}
	return m
}

// dataCells: the values of a publication table's cells that read as a
// reference's parts: an edited book's editors with the mark after them
// and the publisher ("Roe, Kay. ed.. Example Press", "Roe, Kay, Dana Moe
// and Gwen Hale, eds"), an authored book's byline and publisher, and a
// title with its publisher and place after it ("Book, Example Press,
// Springfield."): the names before the mark are editors, a publisher
// tail no journal.
func (g *gen) dataCells() string {
	k := 1 + g.r.IntN(3)
	var names []string
	lang := g.pick([]string{"en", "de", "es", "pt", "ja"})
	for range k {
		var given, sur string
		if lang == "ja" {
			given, sur = g.pick(givenJARoman), g.pick(surnamesJARoman)
		} else {
			given, sur = g.name(lang)
		}
		names = append(names, sur+", "+given)
	}
	eds := names[0]
	if k > 1 {
		rest := make([]string, 0, k-1)
		for _, n := range names[1:] {
			sur, given, _ := strings.Cut(n, ", ")
			rest = append(rest, given+" "+sur)
		}
		eds += ", " + strings.Join(rest[:len(rest)-1], ", ")
		if len(rest) > 1 {
			eds += " and " + rest[len(rest)-1]
		} else {
			eds = names[0] + " and " + rest[0]
		}
	}
	pub := strings.SplitN(g.pick(placesEN), ": ", 2)
	mark := map[bool]string{true: "eds", false: "ed"}[k > 1]
	switch g.r.IntN(6) {
	case 0, 5:
		return fmt.Sprintf("<editor>%s</editor>. %s.%s <publisher>%s</publisher>", eds, mark, g.pick([]string{".", ".", ""}), pub[1])
	case 1:
		return fmt.Sprintf("<editor>%s</editor>, %s%s", eds, mark, g.pick([]string{"", ".", ". <publisher>" + pub[1] + "</publisher>"}))
	case 2:
		return fmt.Sprintf("<author>%s</author>. <publisher>%s: %s</publisher>", names[0], pub[0], pub[1])
	case 3:
		return fmt.Sprintf("<i><title>%s</title></i>, <publisher>%s, %s</publisher>.", g.title("en"), pub[1], pub[0])
	}
	return fmt.Sprintf("<title>%s</title>, <publisher>%s</publisher>, <publisher>%s</publisher>.", g.pick(booksEN), pub[1], pub[0])
}

// furniture: a page's running header or footer, read into a list of
// works when it stands between two entries or at the end of one: "Jane
// Q. Doe — CV  Page 2", "Curriculum Vitae | J. Doe | 3 of 9". No word
// of it is a field; glued to an entry, the entry's fields end before
// it.
func (g *gen) furniture() string {
	given, sur := g.name("en")
	who := g.pick([]string{given + " " + sur, initials(given) + " " + sur, given + " " + initials(g.pick(givenEN)) + " " + sur, sur + ", " + given, given + " " + sur + ", Ph.D.", strings.ToUpper(given + " " + sur)})
	cv := g.pick([]string{"CV", "CV", "Curriculum Vitae", "Curriculum vitae", "Vita", "Résumé", "Publications"})
	n := 1 + g.r.IntN(14)
	page := g.pick([]string{fmt.Sprintf("Page %d", n), fmt.Sprintf("Page %d of %d", n, n+g.r.IntN(9)), fmt.Sprintf("p. %d", n), fmt.Sprintf("%d", n), fmt.Sprintf("- %d -", n), fmt.Sprintf("%d/%d", n, n+g.r.IntN(9))})
	dash := g.pick([]string{" — ", " – ", " | ", " - ", "  ", ", "})
	var s string
	switch g.r.IntN(4) {
	case 0, 1:
		s = who + dash + cv + g.pick([]string{"  ", " ", dash}) + page
	case 2:
		s = cv + dash + who + dash + page
	default:
		s = page + dash + who + dash + cv
	}
	s = escape(s)
	if g.chance(0.3) {
		// Glued to the end of the entry before it.
		return g.markedPlain() + " " + s
	}
	return s
}

// markedPlain: a plain journal entry, "Roe, K. (2019) ‘Title’, Journal,
// 12(3), pp. 1–20.", for furniture to follow.
func (g *gen) markedPlain() string {
	given, sur := g.name("en")
	return fmt.Sprintf("<author>%s, %s</author> (<date>%d</date>) <q>‘<title>%s</title>’</q>, <container>%s</container>, <locator>%d</locator>(<locator>%d</locator>), pp. <locator>%s</locator>.",
		sur, initials(given), g.year(), g.title("en"), g.venue()[0], 1+g.r.IntN(40), 1+g.r.IntN(12), g.pages())
}

// escape writes the characters the tagged-line format reserves as
// entities.
func escape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}
