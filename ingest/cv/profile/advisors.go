package profile

import (
	"slices"
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/names"
	"github.com/pubgraph/pubgraph/pub"
)

// The phrases that name an advisor or a mentor before the names, in the
// languages CVs are written in. A label ("Advisor:", "Betreuer:",
// "Directeur de thèse :") is a role noun with optional qualifiers and a
// separator; a prose phrase ("under the supervision of", "sous la
// direction de") runs into the names. Each phrase has a class:
//
//	cueRole       a supervisor of the entry: the entry says which
//	              (a degree's is an advisor, a job's a mentor)
//	cueHost       a host or sponsor: always a mentor
//	cueCommittee  a committee: its chair is an advisor, its members
//	              mentors, unless a name's note says otherwise
type cueClass int

const (
	cueRole cueClass = iota
	cueHost
	cueCommittee
)

// The labels of advisors in the languages CVs are written in, as phrase
// tables (see scan.Spell; a space stands for white space). A label is
// role qualifiers, a role noun of a class, an optional "of the thesis",
// and a separator.
var (
	// phdSpellings are "Ph.D." and its kin.
	phdSpellings = scan.Spell("ph", "?.", "?_", "d", "?.")
	// cueQualifiers are the words that may stand before a role noun:
	// "thesis advisor", "primary supervisor", "wissenschaftlicher
	// Betreuer". Hyphens or white space may follow each.
	cueQualifiers = slices.Concat(
		scan.Spell("co", "?-"),
		[]string{"joint", "primary", "principal", "main", "first", "second", "thesis", "dissertation", "doctoral"},
		phdSpellings,
		scan.Spell("master", "?'", "?s"),
		scan.Spell("m", "?.", "sc", "?."),
		[]string{"research"},
		scan.Spell("postdoc", "?toral"),
		[]string{"faculty", "academic", "scientific", "project", "internship", "graduate", "undergraduate"},
		scan.Spell("wissenschaftliche", "?r|n"),
		[]string{"erst", "zweit"},
	)
	// The role nouns by class, in the order tried: a committee's, a
	// host's, an advisor's (a thesis's supervisor), a head's ("Director",
	// "PI", which name a supervisor only inside an entry) and a
	// supervisor's of any post, whom the entry makes an advisor or a
	// mentor.
	committeeNouns = slices.Concat(
		scan.Spell("?"+strings.Join(slices.Concat(
			[]string{"dissertation ", "thesis ", "doctoral "},
			suffixed(phdSpellings, " "),
			[]string{"examining ", "examination ", "advisory ", "supervisory ", "reading ", "defence ", "defense "}), "|"),
			"committee", "? members| member"),
		scan.Spell("jury", "? de th", "è|e", "se"),
		scan.Spell("jury"),
		scan.Spell("tribunal", "? de tesis"),
		[]string{"promotionskommission", "prüfungskommission"},
		scan.Spell("gutachter", "?in|innen"),
		scan.Spell("examiner", "?s"),
		scan.Spell("rapporteur", "?s"),
	)
	hostNouns    = slices.Concat(scan.Spell("host", "?s"), scan.Spell("sponsor", "?s"), scan.Spell("gastgeber", "?in"))
	advisorNouns = slices.Concat(
		scan.Spell("advis", "o|e", "r", "?s"),
		scan.Spell("promot", "o|e", "r", "?s|es"),
		scan.Spell("betreuer", "?in|innen"),
		scan.Spell("doktor", "vater|mutter"),
		scan.Spell("directeur", "?s", " de th", "è|e", "se"),
		scan.Spell("directrice", "?s", " de th", "è|e", "se"),
		scan.Spell("director", "?a|es|as", " de ", "?la ", "tesis|tese|disertación|disertacion|trabajo"),
		scan.Spell("orientador", "?a|es|as"),
		scan.Spell("co", "?-", "orientador", "?a"),
		scan.Spell("relat", "ore|rice"),
		scan.Spell("tutor", "?a|es", " de tesis"),
		[]string{"指導教員", "指導教官", "导师", "指导教师", "指导老师", "지도교수"},
	)
	headNouns = slices.Concat(
		scan.Spell("directeur", "?s"),
		scan.Spell("directrice", "?s"),
		scan.Spell("co", "?-", "directeur", "?s"),
		scan.Spell("co", "?-", "director", "?a|es|as"),
		scan.Spell("director", "?a|es|as"),
		[]string{"pi", "principal investigator", "lab head", "group leader"},
	)
	supervisorNouns = slices.Concat(
		scan.Spell("supervisor", "?s"),
		scan.Spell("mentor", "?s"),
		scan.Spell("encadrant", "?e|s|es"),
		[]string{"handledare", "vejleder", "veileder", "begeleider"},
	)
	// labelOf are the words that may follow the noun: "Advisor of the
	// thesis:".
	labelOf = scan.Spell(" ", "of|for", " ", "?the |my ", "thesis|dissertation|research|project")
	// labelTitles open the names straight after the noun: "Advisor
	// Prof. Doe".
	labelTitles = scan.Spell("prof|professor|dr|pr|profa|dra", "?.")
)

// suffixed returns each of words with suffix after it.
func suffixed(words []string, suffix string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = w + suffix
	}
	return out
}

// The words of a note after a name, "(Chair)", "(co-advisor)",
// "(member)", in the languages of the lexicon: the first make the name
// an advisor, the second a mentor.
var (
	noteAdvisorWords = &lexicon{fold: true, words: []string{
		"chair", "cochair", "co-chair", "chairman", "chairperson",
		"advisor", "adviser", "coadvisor", "coadviser", "co-advisor", "co-adviser",
		"supervisor", "cosupervisor", "co-supervisor", "promotor", "promoter",
		"betreuer", "betreuerin", "doktorvater", "directeur", "directrice", "director", "directora",
		"orientador", "orientadora", "president", "presidente", "président", "présidente",
		"vorsitz", "vorsitzende", "vorsitzender", "vorsitzenden",
	}}
	noteMentorWords = &lexicon{fold: true, words: []string{
		"member", "reader", "external", "examiner", "mentor", "rapporteur", "vocal", "membre", "mitglied", "gutachter",
	}}
)

// noteKind reads note: advisor and mentor say which of the two it
// names.
func noteKind(note string) (advisor, mentor bool) {
	return noteAdvisorWords.MatchString(note), noteMentorWords.MatchString(note)
}

// cue is one phrase found on a line: where its names start and what they
// are.
type cue struct {
	class cueClass
	// start is the offset of the phrase, names of the names in the
	// line's text.
	start, names int
	// advisor is set when the phrase's noun is an advisor's
	// ("Advisor:", "Doktorvater", "directeur de thèse"), not a
	// supervisor's of any post.
	advisor bool
	// plain is set for a phrase that names a supervisor wherever it
	// stands: a label of an advisor, a supervisor, a mentor or a host
	// with its separator ("Betreuer:", "Mentor -"), or a phrase of
	// supervision ("under the supervision of", "advised by"); not a
	// committee, a head ("Director:", "PI:") or "with Prof.", which
	// name a supervisor only inside an entry.
	plain bool
	// head is set for a head's noun ("Director:", "PI:"), which names a
	// supervisor only in an entry that names a degree or a post: a
	// grant's PI or a programme's director is none.
	head bool
}

// findCue returns the first phrase of s that names an advisor or a
// mentor.
func findCue(s string) (cue, bool) {
	var best cue
	at := -1
	if m, ok := findLabel(s); ok {
		c := cue{class: cueRole, names: m.end}
		switch m.noun {
		case committeeNoun:
			c.class = cueCommittee
		case hostNoun:
			c.class = cueHost
		}
		if m.title >= 0 {
			c.names = m.title // the title opens the names
		}
		c.start = m.start
		c.advisor = m.noun == advisorNoun
		c.plain = m.noun != committeeNoun && m.noun != headNoun && m.title < 0
		c.head = m.noun == headNoun
		best, at = c, m.start
	}
	if start, phraseEnd, end, ok := prosePhrase(s); ok && (at < 0 || start < at) && !sharedWith(s, start) {
		m := []int{0, end, start, phraseEnd}
		phrase := strings.ToLower(s[m[2]:m[3]])
		c := cue{class: cueRole, start: m[2], names: m[1]}
		if strings.Contains(phrase, "hosted") || strings.Contains(phrase, "sponsored") {
			c.class = cueHost
		}
		c.advisor = strings.Contains(phrase, "advised")
		// "directed by", "sponsored by", "in the lab of" may name a
		// film's director, a funder, a place: supervision only inside
		// an entry.
		c.plain = plainProse(phrase)
		if strings.HasPrefix(phrase, "with ") {
			c.names = m[2] + len("with ") // keep the title: it opens the names
		}
		best, at = c, m[2]
	}
	return best, at >= 0
}

// othersWords are the words of a heading over the people the owner
// supervised, in the languages of the lexicon.
var othersWords = map[string]bool{
	"supervision": true, "supervisions": true, "supervised": true, "supervising": true, "mentoring": true,
	"mentorship": true, "mentees": true, "advising": true, "advisees": true, "students": true, "trainees": true,
	"betreuung": true, "betreute": true, "encadrement": true, "encadrements": true, "étudiants": true,
	"dirección": true, "direccion": true, "orientações": true, "orientacoes": true, "estudiantes": true,
}

// namesOthers reports whether heading names a section of the people
// the owner supervised ("Student Supervision", "Mentoring").
func namesOthers(heading string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(heading), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if othersWords[w] {
			return true
		}
	}
	return false
}

// plainProse reports whether phrase, a prose phrase of the lexicon in
// lower case, names supervision wherever it stands.
func plainProse(phrase string) bool {
	if strings.HasPrefix(phrase, "with ") || strings.HasPrefix(phrase, "in ") {
		return false
	}
	for _, w := range []string{"supervis", "advis", "mentor", "host", "betreu", "direction", "direcci", "orienta", "guida"} {
		if strings.Contains(phrase, w) {
			return true
		}
	}
	return false
}

// namedPerson is a name read after a phrase, with the note written
// after it.
type namedPerson struct {
	name, note string
}

// readNames reads the names of line l after offset at: each name as the
// byline stage reads one, its title dropped, with its note in
// parentheses. A name followed by other text on the line (an
// organisation, dates) is cut at the text's first style edge or
// organisation word.
func readNames(l *markup.Line, at int) []namedPerson {
	s := l.Text[at:]
	for from := 0; ; {
		start, end, ok := listEnd(s, from)
		if !ok {
			break
		}
		if w := s[start:end]; strings.Contains(w, ".") && honorificsEnd(w[:strings.IndexByte(w, '.')+2]) > 0 {
			from = end
			continue // "Prof. Ann Lee"
		}
		s = s[:start+strings.IndexAny(s[start:], ". \t|–—-")]
		break
	}
	// Notes in parentheses belong to the name before them; other
	// brackets and closing quotes end the list ("(2019)", "X.” Some
	// College").
	var items []namedPerson
	for len(s) > 0 {
		i := strings.IndexAny(s, "();[]\"”»")
		part := s
		if i >= 0 {
			part = s[:i]
		}
		for _, p := range splitTop(part) {
			items = append(items, namedPerson{name: p})
		}
		if i < 0 {
			break
		}
		if s[i] != '(' {
			if s[i] == ';' {
				s = s[i+1:]
				continue
			}
			break
		}
		j := strings.IndexByte(s[i:], ')')
		if j < 0 {
			break
		}
		note := s[i+1 : i+j]
		adv, men := noteKind(note)
		if len(items) > 0 && strings.TrimSpace(items[len(items)-1].name) != "" && (adv || men) {
			items[len(items)-1].note = note
		} else if len(items) > 0 && !adv && !men {
			break // "(2019)", "(University of X)": the list has ended
		}
		s = s[i+j+1:]
	}
	edges := l.SpanEdges()
	var out []namedPerson
	for _, it := range items {
		if strings.TrimSpace(it.name) == "" {
			continue
		}
		if len(out) > 0 && strongOrgWords.MatchString(it.name) {
			break // "X, Some University of Y": the organisation after the names
		}
		name := personName(it.name, l.Text, at, edges)
		if name == "" {
			if len(out) > 0 {
				break // the text after the names
			}
			continue
		}
		out = append(out, namedPerson{name: name, note: it.note})
	}
	return out
}

// personName returns item as one person's name, "" when it is none.
func personName(item, text string, at int, edges []int) string {
	p := strings.TrimSpace(item)
	p = strings.Trim(p, " .,:*\"“”")
	p = strings.TrimSpace(dropHonorifics(p))
	p = names.Clean(strings.TrimRight(p, "."))
	if p == "" || !hasLetterOrDigit(p) {
		return ""
	}
	if ok(p) {
		return p
	}
	// Cut at a style edge inside the item ("Ann Lee *Some College*"),
	// then before an organisation's word or a year.
	if start := strings.Index(text[at:], item); start >= 0 {
		base := at + start
		for _, e := range edges {
			if e > base && e < base+len(item) {
				if q := strings.TrimSpace(dropHonorifics(strings.TrimSpace(text[base:e]))); ok(q) {
					return names.Clean(q)
				}
			}
		}
	}
	words := strings.Fields(p)
	// "ANN LEE Some College": a name in capitals ends where they do.
	for i, w := range words {
		if strings.ToUpper(w) != w {
			if q := strings.Join(words[:i], " "); i >= 2 && ok(q) {
				return q
			}
			break
		}
	}
	for i := 2; i < len(words) && i <= 5; i++ {
		if orgWords.opens(words[i]) || tailWord(words[i]) {
			if q := strings.Join(words[:i], " "); ok(q) {
				return q
			}
			break
		}
	}
	return ""
}

// ok reports whether p is one person's name as the byline stage reads
// one: two words at least, no more than six.
func ok(p string) bool {
	n := len(strings.Fields(p))
	if n < 2 || n > 6 {
		return false
	}
	b := names.Parse(p, 0, false)
	return len(b.Names) == 1 && covers(p, b.End)
}

// relationKind decides what a name read after cue c is to the owner:
// its note ("(chair)", "(member)") first, then the phrase's class, then
// the entry (context): a degree's supervisor is an advisor, a job's a
// mentor; else an advisor's noun or an education section makes an
// advisor. sure is unset when nothing but these decided.
func relationKind(c cue, note string, context []string, education bool) (kind pub.RelationKind, sure bool) {
	adv, men := noteKind(note)
	switch {
	case adv && !men:
		return pub.Advisor, true
	case men:
		return pub.Mentor, true
	case c.class == cueHost:
		return pub.Mentor, true
	case c.class == cueCommittee:
		return pub.Mentor, true
	}
	for _, t := range context {
		switch post, degree := stage(t); {
		case post:
			return pub.Mentor, true
		case degree:
			return pub.Advisor, true
		}
	}
	if education || c.advisor {
		return pub.Advisor, false
	}
	return pub.Mentor, false
}

// entryContext returns the texts that tell the entry of line i a degree
// or a job, nearest first: the line, the role and organisation of the
// entry read so far, and the three lines before it in its section.
func (d *cvDoc) entryContext(i int, cur *affDraft) []string {
	parts := []string{d.Lines[i].Text}
	if cur != nil {
		parts = append(parts, cur.aff.Role+" "+cur.aff.Organization)
	}
	for j, n := i-1, 0; j >= 0 && n < 3; j-- {
		l := &d.Lines[j]
		if l.Sec != d.Lines[i].Sec || l.SecHead {
			break
		}
		if !l.Blank() {
			parts = append(parts, l.Text)
			n++
		}
	}
	return parts
}

// staged reports whether a text of context names a degree or a post.
func staged(context []string) bool {
	for _, t := range context {
		if post, degree := stage(t); post || degree {
			return true
		}
	}
	return false
}

// degreeCue reports whether the nearest of context that names a degree
// or a post names a degree.
func degreeCue(context []string) bool {
	for _, t := range context {
		switch post, degree := stage(t); {
		case post:
			return false
		case degree:
			return true
		}
	}
	return false
}

// wrappedName returns the name that ends a list of names wrapped onto
// the line after line i, whose text is s: a plural label ("Thesis
// Advisors: A. Bee" with "and C. Dee" on the next line, as a column of
// a PDF breaks it) that read one name only promises another, and the
// next line's text ending in "and" and a name gives it.
func (d *cvDoc) wrappedName(i int, s string, c cue, read int) (namedPerson, bool) {
	label := strings.Fields(strings.TrimRight(s[c.start:c.names], " \t:：-–—"))
	if read != 1 || len(label) == 0 || !strings.HasSuffix(strings.ToLower(label[len(label)-1]), "s") {
		return namedPerson{}, false
	}
	for j := i + 1; j < len(d.Lines) && j <= i+2; j++ {
		l := &d.Lines[j]
		if l.SecHead || l.Sec != d.Lines[i].Sec {
			break
		}
		if l.Blank() {
			continue
		}
		if _, cued := findCue(l.Text); cued {
			break
		}
		t := strings.TrimSpace(l.Text)
		k := strings.LastIndex(" "+t, " and ")
		if k < 0 {
			break
		}
		name := strings.TrimSpace(dropHonorifics(strings.TrimSpace(t[k+len("and "):])))
		if ok(name) {
			return namedPerson{name: names.Clean(name)}, true
		}
		break
	}
	return namedPerson{}, false
}

// sharedWith reports whether the phrase at offset at is "with Prof. X"
// after a verb ("co-advised with", "co-taught with"): X shares the
// owner's work, and is no advisor of the owner.
func sharedWith(s string, at int) bool {
	if !strings.HasPrefix(strings.ToLower(s[at:]), "with") {
		return false
	}
	before := strings.Fields(s[:at])
	return len(before) > 0 && strings.HasSuffix(strings.ToLower(strings.Trim(before[len(before)-1], "(,;")), "ed")
}

// Named is a person a text names as its owner's advisor or mentor.
type Named struct {
	Name string
	Kind pub.RelationKind
	// Line is the line of the text that names them, from 1.
	Line int
}

// Relations returns the advisors and mentors that text names after a
// phrase of the lexicon: a label ("Advisor:", "Betreuer:", "Directeur
// de thèse :", "Committee: A (chair), B") or prose ("under the
// supervision of", "sous la direction de"). text is a field of an
// entry in a data file or a site's front matter, of one line or
// several, in markdown or HTML; entry holds the entry's other fields
// (its degree or its post), which decide the kind as in a CV: a
// degree's supervisor is an advisor, a post's a mentor. education says
// the entry is one of education; else it is a post, whose supervisor is
// a mentor unless the entry names a degree ("PhD student").
func Relations(text string, entry []string, education bool) []Named {
	lines, _ := markup.Parse(text)
	var out []Named
	for i := range lines {
		l := &lines[i]
		c, ok := findCue(l.Text)
		if !ok {
			continue
		}
		context := append([]string{l.Text}, entry...)
		if c.head && !staged(append([]string{l.Text[:c.start]}, entry...)) {
			continue // the degrees after the names are the head's own
		}
		for _, p := range readNames(l, c.names) {
			kind, sure := relationKind(c, p.note, context, education)
			if !sure && !education {
				kind = pub.Mentor
			}
			out = append(out, Named{Name: p.name, Kind: kind, Line: l.Num})
		}
	}
	return out
}
