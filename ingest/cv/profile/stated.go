package profile

import (
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/ingest/cv/names"
	"github.com/pubgraph/pubgraph/ingest/cv/sections"
	"github.com/pubgraph/pubgraph/pub"
)

// nameUnnamedOwner names the owner of a list of one's own papers (most
// entries leave the owner out: "with A and B", or no byline at all) that
// names its owner in no header and in too few bylines for findOwner, when
// the page says who it is another way: a sentence about the person at its
// top ("Jane Q. Doe is Professor of Law at …"), a copyright line ("©
// 2024 Jane Doe"), the one name every byline that prints the owner
// holds, or the one editor of the volumes the entries are in. A name
// among the co-authors of a "with" byline is never the owner, not even
// one findOwner took from the most bylines. Without such a name the owner
// stays unnamed (see UnnamedOwnerWarning), never guessed.
func (d *cvDoc) nameUnnamedOwner() {
	if len(d.pubs) == 0 || d.given != "" {
		return
	}
	withs, implied, bare := d.withBylines()
	if !ownListUnnamed(implied, bare, len(d.pubs)) {
		return
	}
	co := map[string]bool{}
	var coauthors []string
	for _, ns := range withs {
		for _, n := range ns {
			co[foldName(n)] = true
			coauthors = append(coauthors, n)
		}
	}
	if d.owner.name != "" && !co[foldName(d.owner.name)] {
		return
	}
	// The owner found is a co-author of a "with" byline, which the
	// owner never is (see addImpliedOwner): no owner was found.
	d.owner = cvOwner{}
	for _, find := range []func() (cvOwner, bool){d.bioOwner, d.copyrightOwner, func() (cvOwner, bool) { return d.printedOwner(withs, co) }, func() (cvOwner, bool) { return d.editorOwner(coauthors) }} {
		if o, ok := find(); ok && !co[foldName(o.name)] {
			o.name = d.fullestForm(o.name)
			d.owner = o
			return
		}
	}
}

// ownListUnnamed reports whether a list of count entries, implied of
// which name co-authors only ("with A") and bare of which print no
// byline, is one person's list of their own papers: the owner is then
// the author of those entries, named or not.
func ownListUnnamed(implied, bare, count int) bool {
	return implied > 0 && (implied+bare)*2 >= count || bare >= 2 && bare*3 >= 2*count
}

// bioVerbs are the verbs that follow a person's name at the start of a
// sentence about them, in the languages CVs are written in: "Jane Doe
// is Professor of …", "Jana Novak est maîtresse de conférences …".
var bioVerbs = []string{"is", "was", "has", "holds", "joined", "received", "works", "teaches", "leads", "serves",
	"est", "ist", "es", "è", "é", "jest"}

// bioOwner returns the person a sentence above the first entry is
// about: a name of two to five words that opens the line, before one of
// bioVerbs.
func (d *cvDoc) bioOwner() (cvOwner, bool) {
	first := d.firstEntryLine()
	for _, l := range d.Lines {
		if first > 0 && l.Num >= first {
			break
		}
		if l.Blank() || l.Heading > 0 {
			continue
		}
		words := strings.Fields(trimHonorific(strings.TrimSpace(sections.HeadingText(l.Text))))
		for k := 2; k <= 5 && k < len(words); k++ {
			if !wordIn(words[k], bioVerbs) {
				continue
			}
			if name := strings.Join(words[:k], " "); statedName(name) {
				return cvOwner{name: name, line: l.Num}, true
			}
			break
		}
	}
	return cvOwner{}, false
}

// copyrightMarks open the line of a page's footer that names whose the
// page is: "© 2024 Jane Doe", "Copyright 2019–2024 Jane Doe".
var copyrightMarks = []string{"©", "(c)", "copyright"}

// copyrightOwner returns the person a copyright line names: the name
// after the mark and the years.
func (d *cvDoc) copyrightOwner() (cvOwner, bool) {
	for _, l := range d.Lines {
		t := strings.TrimSpace(sections.HeadingText(l.Text))
		words := strings.Fields(t)
		i := 0
		for i < len(words) && (wordIn(words[i], copyrightMarks) || yearsWord(words[i])) {
			i++
		}
		if i == 0 || i == len(words) || !wordIn(words[0], copyrightMarks) {
			continue
		}
		runs := nameRuns(strings.Join(words[i:], " "))
		if len(runs) == 0 {
			continue
		}
		if name := sentenceHead(runs[0]); statedName(name) {
			return cvOwner{name: name, line: l.Num}, true
		}
	}
	return cvOwner{}, false
}

// sentenceHead returns the words of run up to the first that ends a
// sentence, a full stop after a word that is no initial: "Jane Q. Doe"
// of "Jane Q. Doe. Built with".
func sentenceHead(run []string) string {
	for i, w := range run {
		if t, ok := strings.CutSuffix(w, "."); ok && !names.IsInitial(w) {
			return strings.Join(append(run[:i:i], t), " ")
		}
	}
	return strings.Join(run, " ")
}

// printedOwner returns the name that the bylines printing the owner hold,
// on a page whose other entries leave the owner out (withs holds their
// co-authors, folded in co): the one name, not a co-author, in two of
// them or more and in at least half of them.
func (d *cvDoc) printedOwner(withs [][]string, co map[string]bool) (cvOwner, bool) {
	var printing []*pub.Publication
	for i, p := range d.pubs {
		if withs[i] == nil && len(p.Authors) > 0 {
			printing = append(printing, p)
		}
	}
	best, _ := countNames(printing, func(_ *pub.Publication, a pub.Author) bool { return !co[foldName(a.Name)] && !a.Implied })
	if best.n < 2 || 2*best.n < len(printing) || !statedName(best.name) {
		return cvOwner{}, false
	}
	return cvOwner{name: names.DisplayOrder(best.name), line: best.line}, true
}

// editorOwner returns the editor the entries name again and again as
// the owner (see EditorOwner); coauthors are the names of the "with"
// bylines.
func (d *cvDoc) editorOwner(coauthors []string) (cvOwner, bool) {
	var cites []string
	for _, t := range d.entryTexts() {
		cites = append(cites, t.text)
	}
	if name := EditorOwner(cites, coauthors); name != "" {
		return cvOwner{name: name, line: d.firstEntryLine()}, true
	}
	return cvOwner{}, false
}

// firstEntryLine returns the line of the first publication, or 0.
func (d *cvDoc) firstEntryLine() int {
	first := 0
	for _, p := range d.pubs {
		if p.Pos.Line > 0 && (first == 0 || p.Pos.Line < first) {
			first = p.Pos.Line
		}
	}
	return first
}

// statedName reports whether s reads as one person's name written given
// names first: capitalised words, initials and particles, two to five of
// them, that the byline reader reads as one name, with none of the words
// of headings and organisations.
func statedName(s string) bool {
	words := strings.Fields(s)
	if len(words) < 2 || len(words) > 5 || !ownerName(s) {
		return false
	}
	for _, w := range words {
		r := firstRune(w)
		if !nameWord(w) || !unicode.IsUpper(r) && !names.IsParticle(w) {
			return false
		}
	}
	_, _, ok := nameShape(s)
	b := names.Parse(s, 0, false)
	return ok && len(b.Names) == 1 && covers(s, b.End)
}

// wordIn reports whether w, in any case and without the punctuation
// around it, is one of words.
func wordIn(w string, words []string) bool {
	w = strings.ToLower(strings.Trim(w, ",;:"))
	for _, x := range words {
		if w == x {
			return true
		}
	}
	return false
}

// yearsWord reports whether w is a year or a range of years ("2024",
// "2019–2024", "2019-"), perhaps with a comma after it.
func yearsWord(w string) bool {
	w = strings.TrimRight(w, ",.")
	digits := 0
	for _, r := range w {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == '-' || r == '–' || r == '—':
		default:
			return false
		}
	}
	return digits >= 4
}
