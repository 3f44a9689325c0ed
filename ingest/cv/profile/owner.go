package profile

import (
	"github.com/pubgraph/pubgraph/ingest/cv/cues"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/entries"
	"github.com/pubgraph/pubgraph/ingest/cv/names"
	"github.com/pubgraph/pubgraph/ingest/internal/wordset"
	"github.com/pubgraph/pubgraph/internal/norm"
	"github.com/pubgraph/pubgraph/pub"
)

// addImpliedOwner puts the owner first in the byline of each entry that
// names only co-authors ("With A and B", "(with A)"), and makes the owner
// the author of entries without any byline on a page where most entries
// leave the owner out that way or print no byline at all: a page of
// one's own papers. Where the field reader took no names or other names
// from the "with" byline, its names replace them.
func (d *cvDoc) addImpliedOwner() {
	if len(d.pubs) == 0 {
		return
	}
	owner := d.owner.name
	withs, implied, bare := d.withBylines()
	if implied+bare == 0 {
		return
	}
	for _, names := range withs {
		for _, n := range names {
			if foldName(n) == foldName(owner) {
				// The owner is never in a byline that leaves the owner
				// out: a name found there is a co-author taken for the
				// owner because it is in the most bylines.
				d.owner = cvOwner{name: d.given, line: 1}
				owner = d.owner.name
			}
		}
	}
	if owner == "" && ownListUnnamed(implied, bare, len(d.pubs)) {
		// One person's list that names its owner nowhere: said in a
		// warning rather than guessed.
		d.unnamedOwner = d.pubs[0].Pos.Line
	}
	for i, p := range d.pubs {
		names := withs[i]
		if names != nil && !sameNames(p.Authors, names) && !(owner != "" && sameNames(p.Authors, append([]string{owner}, names...))) {
			p.Authors = p.Authors[:0]
			for _, n := range names {
				p.Authors = append(p.Authors, pub.Author{Name: n})
			}
		}
		if names != nil && cues.IsWith(p.VenueText) {
			// The "With" that opens the byline's line is no venue.
			p.Venue, p.VenueText = "", ""
		}
		if owner == "" && d.unnamedOwner == 0 || owner != "" && hasAuthor(p, owner) {
			continue
		}
		if names == nil && (len(p.Authors) > 0 || (implied+bare)*2 < len(d.pubs)) {
			// Only an entry without any byline, among entries that
			// leave the owner out, is the owner's alone.
			continue
		}
		// The owner a list names nowhere is still its author: one
		// unnamed person, not a guessed name.
		p.Authors = append([]pub.Author{{Name: owner, Implied: owner == ""}}, p.Authors...)
		p.Doubts = entries.RemoveDoubt(p.Doubts, "single author")
	}
}

// withBylines returns the co-authors of each entry's byline that leaves
// the owner out ("with A and B"), or nil, and counts the entries with
// such a byline (implied) and those with no byline at all (bare).
func (d *cvDoc) withBylines() (withs [][]string, implied, bare int) {
	texts := d.entryTexts()
	withs = make([][]string, len(d.pubs))
	for i, p := range d.pubs {
		withs[i] = names.Implied(texts[i].text)
		if withs[i] == nil {
			withs[i] = texts[i].with
		}
		if co := names.WithPhrase(texts[i].text); withs[i] == nil && len(co) > 0 && sameNames(p.Authors, co) {
			// "Title, with A and B. Journal": a lower-case "with"
			// after a comma may be a title's word, but not where the
			// field reader read the names after it as the byline.
			withs[i] = co
		}
		switch {
		case withs[i] != nil:
			implied++
		case len(p.Authors) == 0:
			bare++
		}
	}
	return withs, implied, bare
}

// addOwnerWhereLeftOut puts the owner in the bylines that leave the
// owner out without saying so (see AddOwnerWhereLeftOut); printed says
// whether the bylines as read, before addImpliedOwner, print the owner.
func (d *cvDoc) addOwnerWhereLeftOut(printed bool) {
	addOwnerLeftOut(d.pubs, d.owner.name, d.owner.former, printed)
}

// ownerPrinted reports whether a byline of pubs holds owner, or pubs are
// too few to be a list of one's own (minOwnList).
func ownerPrinted(pubs []*pub.Publication, owner string) bool {
	printed := false
	for _, p := range pubs {
		printed = printed || holdsOwner(p, owner)
	}
	// A page of one or two papers is no list of one's own: its bylines
	// are as printed.
	return printed || len(pubs) < minOwnList
}

// AddOwnerWhereLeftOut puts owner, the person whose own list pubs are,
// in the bylines that leave the owner out without a "with": in a list of
// a group's papers (a byline names a collaboration or a consortium), a
// byline that elides names ("A, B and others", "A et al."), since the
// owner is among those left out; a byline of groups only ("The Example
// Collaboration"), since a group is no person; and every byline of a
// list of three entries or more that prints its owner in none
// ("*Title*, with A, Venue"). Elsewhere an elided byline is left as
// printed: the list's author cut it short, and only the group's name
// says who is among the names left out. A complete byline of people
// without the owner, in a list that prints the owner elsewhere, is left
// as printed too: it may be a paper the owner edited or is thanked in.
// The owner goes after the printed names of an elided byline, among the
// names left out, and first otherwise, where the "with" bylines put the
// owner.
func AddOwnerWhereLeftOut(pubs []*pub.Publication, owner string) {
	addOwnerLeftOut(pubs, owner, "", ownerPrinted(pubs, owner))
}

// addOwnerLeftOut is AddOwnerWhereLeftOut where printed says whether the
// list prints its owner in a byline; former, when not "", is the owner's
// former name, whose bylines hold the owner too.
func addOwnerLeftOut(pubs []*pub.Publication, owner, former string, printed bool) {
	if owner == "" {
		return
	}
	group := slices.ContainsFunc(pubs, func(p *pub.Publication) bool {
		return slices.ContainsFunc(p.Authors, func(a pub.Author) bool { return groupName(a.Name) })
	})
	for _, p := range pubs {
		if len(p.Authors) == 0 || holdsOwner(p, owner) || former != "" && holdsOwner(p, former) {
			continue
		}
		switch {
		case !printed || groupsOnly(p.Authors):
			p.Authors = append([]pub.Author{{Name: owner}}, p.Authors...)
		case p.Incomplete && group:
			p.Authors = append(p.Authors, pub.Author{Name: owner})
		default:
			continue
		}
		p.Doubts = entries.RemoveDoubt(p.Doubts, entries.SingleAuthorDoubt)
	}
}

// minOwnList is how many entries a list must hold to be read as the
// owner's own list that leaves its owner out of every byline.
const minOwnList = 3

// holdsOwner reports whether p's byline holds a form of the owner's
// name ("J. Q. Doe", "Doe, Jane").
func holdsOwner(p *pub.Publication, owner string) bool {
	for _, a := range p.Authors {
		if sameName(owner, a.Name) || foldName(a.Name) == foldName(owner) || latinLetters(owner) != latinLetters(a.Name) {
			// A name in another script than the owner's ("Jane Doe"
			// and a name in Han characters) may be the owner's: it is
			// not taken for a byline without the owner.
			return true
		}
	}
	return false
}

// latinLetters reports whether every letter of s is a Latin one.
func latinLetters(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r) {
			return false
		}
	}
	return true
}

// groupsOnly reports whether every author is a group, "The Example
// Collaboration" or "Sample Study Group": words of organisations, not
// of a person's name.
func groupsOnly(authors []pub.Author) bool {
	for _, a := range authors {
		if !groupName(a.Name) {
			return false
		}
	}
	return len(authors) > 0
}

// groupName reports whether name holds a word that organisations and
// groups are named with ("Collaboration", "proto-collaboration",
// "Consortium", "Clinic").
func groupName(name string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == ' ' || r == '-' || r == '.' || r == ',' }) {
		if groupWords[w] {
			return true
		}
	}
	return false
}

// groupWords are the words group authors are named with.
var groupWords = wordset.Of(`collaboration consortium consortia collaborators group groups investigators initiative
 network team committee society association council foundation institute university hospital clinic laboratory
 project alliance federation organisation organization`)

// warnNoByline warns of the publications read without an author list
// that still have none after addImpliedOwner; those it gave the owner (or
// a "with" byline) lose the doubt instead. A list of one's own papers
// that names its owner nowhere gets one warning that says so.
func (d *cvDoc) warnNoByline() error {
	if d.unnamedOwner > 0 {
		if err := d.Warn(d.unnamedOwner, "", "%s", UnnamedOwnerWarning); err != nil {
			return err
		}
	}
	for _, n := range d.noByline {
		if len(n.Pub.Authors) > 0 {
			n.Pub.Doubts = entries.RemoveDoubt(n.Pub.Doubts, entries.NoBylineDoubt)
			continue
		}
		if err := d.Warn(n.Line, n.Text, "publication %q: no author list found", n.Pub.Title); err != nil {
			return err
		}
	}
	return nil
}

// UnnamedOwnerWarning is the warning of a list whose entries leave their
// owner out ("with A and B", or no byline at all) and that names its
// owner nowhere: the owner is not guessed; the entries that leave the
// owner out hold one unnamed author (pub.Author.Implied) for them.
const UnnamedOwnerWarning = "the entries leave the list's owner out (\"with A and B\", or no byline), and the list names its owner nowhere: the owner is one unnamed person; give the name with --owner NAME"

// hasAuthor reports whether p's byline holds name.
func hasAuthor(p *pub.Publication, name string) bool {
	k := foldName(name)
	for _, a := range p.Authors {
		if foldName(a.Name) == k {
			return true
		}
	}
	return false
}

// sameNames reports whether authors are names, folded.
func sameNames(authors []pub.Author, names []string) bool {
	if len(authors) != len(names) {
		return false
	}
	for i := range names {
		if foldName(authors[i].Name) != foldName(names[i]) {
			return false
		}
	}
	return true
}

// foldName folds a name for comparison: letters only, lower case,
// diacritics removed.
func foldName(s string) string { return norm.Letters(s) }

// entryText is the text of an entry and the co-authors of its bracketed
// owner-implied byline, if it has one.
type entryText struct {
	text string
	with []string
}

// entryTexts returns the text of each publication's entry: its lines from
// the entry's first up to the next entry or heading.
func (d *cvDoc) entryTexts() []entryText {
	out := make([]entryText, len(d.pubs))
	k := 0
	for i, p := range d.pubs {
		for k < len(d.Lines) && d.Pos(d.Lines[k].Num).Line < p.Pos.Line {
			k++
		}
		var b strings.Builder
		for j := k; j < len(d.Lines); j++ {
			l := d.Lines[j]
			if j > k && (l.Heading > 0 || l.SecHead || i+1 < len(d.pubs) && d.Pos(l.Num).Line >= d.pubs[i+1].Pos.Line) {
				break
			}
			b.WriteString(l.Text)
			b.WriteByte('\n')
			if out[i].with == nil {
				out[i].with = l.With
			}
		}
		out[i].text = b.String()
	}
	return out
}

// settleSingleAuthors drops the single-author doubt from publications
// whose lone author is the CV's owner: a paper of one's own is normal in a
// CV, and only a lone name that is someone else's suggests a misread.
func (d *cvDoc) settleSingleAuthors() {
	if d.owner.name == "" {
		return
	}
	for _, p := range d.pubs {
		if len(p.Authors) == 1 && sameName(d.owner.name, p.Authors[0].Name) {
			p.Doubts = slices.DeleteFunc(p.Doubts, func(s string) bool { return s == entries.SingleAuthorDoubt })
		}
	}
}

// sameName reports whether two ways of writing a name may be the same
// person: the surnames agree and the given names or initials of one match
// those of the other as far as both go, so that "Richardson, A.M." is
// "Alexander M. Richardson" and "A. Richardson" is too.
func sameName(a, b string) bool {
	wa, wb := nameParts(a), nameParts(b)
	if len(wa) == 0 || len(wb) == 0 || wa[len(wa)-1] != wb[len(wb)-1] {
		return false
	}
	ga, gb := wa[:len(wa)-1], wb[:len(wb)-1]
	for i := 0; i < min(len(ga), len(gb)); i++ {
		x, y := ga[i], gb[i]
		if x != y && (len(x) > 1 && len(y) > 1 || x[0] != y[0]) {
			return false
		}
	}
	return true
}

// nameParts splits a name, put given names first, into folded words;
// initials run together ("A.M.") become one word each.
func nameParts(s string) []string {
	var out []string
	words := strings.Fields(strings.ReplaceAll(names.DisplayOrder(names.Clean(s)), ".", ". "))
	if n := len(words); n >= 2 && pubmedInitials(words[n-1]) {
		// "Smith CC": PubMed writes the initials last.
		words = append([]string{words[n-1]}, words[:n-1]...)
	}
	for i, w := range words {
		if i < len(words)-1 && runInitials(w) {
			// "KL Sovacool", "CCR Smith": initials run together.
			for _, r := range w {
				out = append(out, foldName(string(r)))
			}
			continue
		}
		if k := foldName(w); k != "" {
			out = append(out, k)
		}
	}
	return out
}

// pubmedInitials reports whether w, the last word of a name, is its
// initials as PubMed writes them after the surname: one capital, or two
// or three run together without a vowel ("J", "CC", "KLM"), which an
// upper-case surname has ("DOE").
func pubmedInitials(w string) bool {
	if utf8.RuneCountInString(w) == 1 {
		return unicode.IsUpper(firstRune(w))
	}
	return runInitials(w) && !strings.ContainsAny(w, "AEIOUY")
}

// runInitials reports whether w is two or three initials run together
// without stops, as PubMed writes given names ("KL", "CCR").
func runInitials(w string) bool {
	n := 0
	for _, r := range w {
		if !unicode.IsUpper(r) {
			return false
		}
		n++
	}
	return n >= 2 && n <= 3
}
