package sections

import (
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/internal/quickre"
	"github.com/pubgraph/pubgraph/ingest/internal/wordset"
)

// Kind is the kind of a CV section.
type Kind int

// Kinds of CV section.
const (
	// None is the text before the first heading, when it lists no
	// publications.
	None Kind = iota
	Publications
	Education
	Employment
	Other
)

// Section is a part of a CV under one section heading.
type Section struct {
	Kind Kind
	// PubKind is the default kind of the entries of a publication
	// section, as its heading names it: one of the Pub constants, or ""
	// when the heading names none or several.
	PubKind string
	// Line is the heading's source line; 0 for the text before the
	// first heading.
	Line int
	// MaybePub is set for a "References" or software section, which
	// lists either works or something else (referees, packages): only
	// its items that look like publications are read.
	MaybePub bool
}

// The kinds of publication a section heading may name, as PubKind and
// KindWord give them; they are the values of package pub's Kind.
const (
	PubPatent      = "patent"
	PubUnderReview = "under review"
	PubPreprint    = "preprint"
	PubThesis      = "thesis"
	PubWorkshop    = "workshop"
	PubPoster      = "poster"
	PubDemo        = "demo"
	PubJournal     = "journal"
	PubBook        = "book"
	PubChapter     = "chapter"
	PubConference  = "conference"
	PubOther       = "other"
)

// referencesRe matches a heading that may head a list of publications or
// of referees.
var referencesRe = quickre.MustCompile(`(?i)^(references?|selected references|list of references)$`)

// softwareRe matches the heading of a software section.
var softwareRe = quickre.MustCompile(`(?i)^((selected|open[- ]source|research|scientific)\s+)?software(\s+(packages|releases|development|and\s+code|and\s+data))?$`)

// sectionNumberRe matches the number that opens a numbered heading.
var sectionNumberRe = quickre.MustCompile(`^\d{1,2}(\.\d{1,2})*\.?\s+`)

var headingNoteRe = quickre.MustCompile(`\([^()]*\)|\[[^\[\]]*\]`)

// sectionWords are the words section headings are made of. Headings are
// matched after removing spaces, so words split by a PDF conversion
// ("Rese arch Interests") still match.
var sectionWords = strings.Fields(`publications publication papers paper selected select refereed peer reviewed
 conference conferences journal journals articles article workshop workshops patents patent preprints preprint
 manuscripts manuscript submitted under review other in preparation books book chapters chapter thesis theses
 dissertation dissertations posters poster demos demo technical reports report and of research interests interest
 education experience experiences work professional employment industry industrial internship internships academic
 positions position appointments awards award honors honor honours grants grant fellowships fellowship scholarships
 scholarship teaching talks talk presentations presentation invited service services community activities skills
 skill projects project references reference summary profile objective about contact information languages
 leadership mentoring advising students extracurricular software open source outreach memberships affiliations
 news bio biography courses coursework achievements recent full list the my all year by international main major
 key additional related previous current ongoing proceedings abstracts extended short magazine distinctions
 recognition volunteer organizing committee program reviewer reviewing misc miscellaneous works written scholarly
 creative writing engineering employment history submission submissions tutorials tutorial bibliography
 output outputs working progress reviews media press highlights coverage lectures seminars colloquia
 keynotes speaking engagements public forthcoming accepted editorials editorial commentaries communications`)

// strongSectionWords make a plain, unmarked line a heading on their own.
var strongSectionWords = wordset.Of(`publications papers patents preprints education experience employment awards
 honors honours teaching talks service services skills projects references interests grants fellowships positions
 presentations activities internships articles chapters journals conferences workshops theses dissertations
 manuscripts posters demos submissions bibliography appointments`)

var (
	sectionWordSet = wordset.Of(strings.Join(sectionWords, " "))
	// pubSectionWord makes a publication section. "working" is none
	// alone: "Working Papers" has "papers", "Working Experience" lists jobs.
	pubSectionWord = wordset.Of(`publications publication papers paper articles article patents patent preprints preprint
 manuscripts manuscript posters poster demos demo journals journal conferences conference workshops workshop theses
 thesis dissertation dissertations chapters chapter books book reports proceedings abstracts works submitted
 submission submissions bibliography output outputs progress reviews forthcoming accepted editorials editorial
 commentaries`)
	otherSectionWord = wordset.Of(`teaching talks talk presentations presentation service services awards award honors
 honor honours grants grant fellowships fellowship scholarships scholarship skills skill references reference
 interests interest projects project activities summary profile objective languages news coursework courses
 leadership mentoring advising students outreach memberships contact software committee reviewer reviewing
 achievements distinctions recognition volunteer tutorials tutorial media press highlights coverage lectures
 seminars colloquia keynotes speaking engagements public communications`)
	// talkWord are the words that make a section of talks when they end
	// its heading.
	talkWord       = wordset.Of(`talks talk presentations presentation lectures lecture seminars colloquia keynotes`)
	educationWord  = wordset.Of(`education`)
	employmentWord = wordset.Of(`experience experiences employment positions position appointments internship internships work industry history`)
)

// breakSectionWords splits s (lowercase letters only) into section words,
// or reports false.
func breakSectionWords(s string) ([]string, bool) {
	n := len(s)
	if n == 0 || n > 60 {
		return nil, false
	}
	prev := make([]int, n+1)
	for i := range prev {
		prev[i] = -1
	}
	prev[0] = 0
	for i := 0; i < n; i++ {
		if prev[i] < 0 {
			continue
		}
		for j := i + 1; j <= n && j-i <= 16; j++ {
			if prev[j] < 0 && sectionWordSet[s[i:j]] {
				prev[j] = i
			}
		}
	}
	if prev[n] < 0 {
		return nil, false
	}
	var words []string
	for j := n; j > 0; j = prev[j] {
		words = append([]string{s[prev[j]:j]}, words...)
	}
	return words, true
}

// Classify tells what section a heading text starts. marked says the
// line was marked as a heading (markdown #, bold, ALL CAPS); an unmarked line
// must hold a strong section word.
func Classify(text string, marked bool) (kind Kind, pubKind string, ok bool) {
	// "Selected Publications (* equal contribution)", "Papers [Scholar]"
	text = strings.TrimSpace(headingNoteRe.ReplaceAllString(text, ""))
	// "5 Teaching", "2.1. Journal Articles": the section's number.
	text = sectionNumberRe.ReplaceAllString(text, "")
	if len(strings.Fields(text)) > 7 {
		return 0, "", false
	}
	letters, ok := headingLetters(text)
	if !ok {
		return 0, "", false
	}
	words, ok := breakSectionWords(letters)
	if !ok {
		// A marked heading of a few words that ends or opens with a
		// publication word is a publication section whatever the
		// other words ("Fist-Author Refereed Publications", "Lab
		// Papers", "Publications using our code").
		fields := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) })
		if marked && len(fields) > 1 && len(fields) <= 5 && (strongPubWord(fields[len(fields)-1]) || strongPubWord(fields[0])) {
			return Publications, "", true
		}
		return 0, "", false
	}
	w := kindsOfWords(words)
	if !marked && !w.strong {
		return 0, "", false
	}
	switch {
	case w.pub:
		return Publications, headingPubKind(text, words), true
	case w.other:
		return Other, "", true
	case w.edu:
		return Education, "", true
	case w.emp:
		return Employment, "", true
	}
	return Other, "", w.strong || marked && len(words) > 0 && !allFiller(words)
}

// strongPubWord reports whether w names publications on its own:
// "publications", "papers", "articles".
func strongPubWord(w string) bool { return strongSectionWords[w] && pubSectionWord[w] }

// headingLetters returns the lower-case ASCII letters of text, and false
// when it holds another letter or a digit.
func headingLetters(text string) (string, bool) {
	var b strings.Builder
	for _, r := range strings.ToLower(text) {
		switch {
		case r >= 'a' && r <= 'z':
			b.WriteRune(r)
		case unicode.IsLetter(r), unicode.IsDigit(r):
			return "", false
		}
	}
	return b.String(), true
}

// headingWords says what kinds of section a heading's words name.
type headingWords struct {
	pub, other, edu, emp, strong bool
}

// kindsOfWords returns what kinds of section words, a heading's, name.
func kindsOfWords(words []string) headingWords {
	var w headingWords
	for _, x := range words {
		w.pub = w.pub || pubSectionWord[x]
		w.other = w.other || otherSectionWord[x]
		w.edu = w.edu || educationWord[x]
		w.emp = w.emp || employmentWord[x]
		w.strong = w.strong || strongSectionWords[x]
	}
	if hasWord(words, "under") && hasWord(words, "review") || hasWord(words, "preparation") || hasWord(words, "in") && hasWord(words, "press") {
		w.pub = true
	}
	if w.pub && talkWord[words[len(words)-1]] && !hasWord(words, "publications", "publication", "papers", "paper", "articles", "article", "proceedings", "abstracts", "manuscripts") {
		// "Selected Conference Presentations": talks given at
		// conferences, not papers in their proceedings.
		w.pub, w.other = false, true
	}
	return w
}

// hasWord reports whether words holds one of ws.
func hasWord(words []string, ws ...string) bool {
	for _, w := range words {
		for _, x := range ws {
			if w == x {
				return true
			}
		}
	}
	return false
}

// headingPubKind returns the kind of publication a publication section's
// heading text, of words, names, or "" for none or several.
func headingPubKind(text string, words []string) string {
	kinds := map[string]bool{}
	for _, w := range words {
		if k := KindWord(w); k != "" {
			kinds[k] = true
		}
	}
	mixed := len(kinds) > 1 || (hasWord(words, "and") || strings.Contains(text, "&")) && hasWord(words, "publications", "papers", "articles", "works")
	pubKind := ""
	for k := range kinds {
		if !mixed {
			pubKind = k
		}
	}
	return pubKind
}

// statusHeadingRe matches a publication status that plain text writes as
// a heading of its own: "In press", "Submitted", "Under review".
var statusHeadingRe = quickre.MustCompile(`(?i)^(in\s+press|submitted|under\s+review|in\s+(preparation|review|submission)|accepted(\s+for\s+publication)?|forthcoming|to\s+appear)$`)

// allFiller reports whether words holds only connecting words.
func allFiller(words []string) bool {
	for _, w := range words {
		switch w {
		case "and", "of", "the", "my", "all", "by", "in", "other", "selected", "select", "recent", "full", "list", "year", "about", "open", "key", "main", "major", "current", "previous", "related", "additional", "short", "long", "extended", "program", "source", "international", "research", "professional", "academic", "technical", "peer", "reviewed", "refereed", "invited", "under", "review", "bio", "contact", "information":
		default:
			return false
		}
	}
	return true
}

// HeadingText trims the decorations around a heading: rules, underscores,
// dashes, colons and stray markup.
func HeadingText(s string) string {
	return strings.TrimFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune("_—–-:|*#=•·.", r)
	})
}

// isAllCaps reports whether s looks like an ALL-CAPS heading.
func isAllCaps(s string) bool {
	letters := 0
	for _, r := range s {
		switch {
		case unicode.IsLower(r):
			return false
		case unicode.IsDigit(r), r == ',':
			return false
		case unicode.IsLetter(r):
			letters++
		}
	}
	return letters >= 3 && len(strings.Fields(s)) <= 8
}

// Doc is a CV's lines split into sections.
type Doc struct {
	// Sections holds the sections in order; Sections[0] is the text
	// before the first heading.
	Sections []Section
	// Of holds the index in Sections of each line's section, and Head
	// is set for the lines that head their section.
	Of   []int
	Head []bool
}

// Split gives every line its section and marks section headings.
// explicit is set for markups whose headings are always sections (LaTeX
// \section, org headlines, reStructuredText titles); title is the
// document's title ("Publications"), which may make the text before the
// first heading a list of publications.
func Split(lines []markup.Line, explicit bool, title string) Doc {
	d := Doc{Sections: []Section{{Kind: None}}, Of: make([]int, len(lines)), Head: make([]bool, len(lines))}
	cur := 0
	plainHeads := false // a status heading alone on its line was seen
	for i := range lines {
		if !lines[i].Blank() {
			text := HeadingText(lines[i].Text)
			marked := headingMarked(lines, i, text, &plainHeads)
			if s, ok := d.heads(lines, i, text, marked, explicit, cur); ok {
				d.Sections = append(d.Sections, s)
				cur = len(d.Sections) - 1
				d.Head[i] = true
			}
		}
		d.Of[i] = cur
	}
	d.settleFirst(lines, title)
	return d
}

// headingMarked reports whether lines[i], of text, is marked as a
// heading; plainHeads records that a status heading alone on its line
// was seen.
func headingMarked(lines []markup.Line, i int, text string, plainHeads *bool) bool {
	l := &lines[i]
	marked := l.Heading > 0 || l.OnlyStyle(markup.Bold) || isAllCaps(text) && len(strings.Fields(text)) >= 2
	if !marked && (i == 0 || lines[i-1].Blank()) && (i+1 == len(lines) || lines[i+1].Blank()) && len(strings.Fields(text)) <= 4 {
		// A line alone between blank lines in plain text that
		// names a status or kind of publications heads them: "In
		// press", "Submitted", "Reviews and editorials".
		// Other such lines count only after a status heading: a
		// line "Poster" alone may be a tag of the entry around it.
		if statusHeadingRe.MatchString(text) {
			marked, *plainHeads = true, true
		} else if k, _, ok := Classify(text, true); *plainHeads && ok && k == Publications {
			marked = true
		}
	}
	return marked
}

// heads returns the section that lines[i], of text, heads, if it heads
// one; cur is the section it is in.
func (d *Doc) heads(lines []markup.Line, i int, text string, marked, explicit bool, cur int) (Section, bool) {
	l := &lines[i]
	kind, pk, ok := Classify(text, marked)
	switch {
	case ok && text != "" && !l.Item:
		maybe := kind == Other && referencesRe.MatchString(strings.TrimSpace(headingNoteRe.ReplaceAllString(text, "")))
		if kind == Other && softwareRe.MatchString(strings.TrimSpace(headingNoteRe.ReplaceAllString(text, ""))) {
			// A software section lists packages, and sometimes
			// their citable releases (byline, title, year, DOI),
			// which are works of kind other.
			maybe, pk = true, PubOther
		}
		return Section{Kind: kind, PubKind: pk, Line: l.Num, MaybePub: maybe}, true
	case ok && l.Item && l.Heading > 0:
		return Section{Kind: kind, PubKind: pk, Line: l.Num}, true
	case explicit && l.Heading > 0 && l.Heading <= d.level(lines, cur) && text != "" && d.Sections[cur].Kind != Publications:
		// In LaTeX, org and reStructuredText a sectioning command
		// always starts a section: one with words the reader does
		// not know ("Softwaredevelopment") ends the education or
		// other section before it. Under publications, such a
		// heading ("Peer-reviewed", "Non peer-reviewed") goes on
		// with them.
		return Section{Kind: Other, Line: l.Num}, true
	}
	return Section{}, false
}

// settleFirst gives the text before the first heading its kind. A bare
// list of papers has no publication heading: then the text before the
// first heading is the list.
func (d *Doc) settleFirst(lines []markup.Line, title string) {
	hasPub := false
	for _, s := range d.Sections[1:] {
		hasPub = hasPub || s.Kind == Publications
	}
	// A page titled "Publications" may list papers before its first
	// heading; but when a publication heading follows, only a list there is
	// read, and prose (an introduction with links) is not.
	if kind, pk, ok := Classify(title, true); ok && kind == Publications && (!hasPub || d.listBeforeHeading(lines)) {
		d.Sections[0] = Section{Kind: Publications, PubKind: pk}
	} else if !hasPub {
		d.Sections[0].Kind = Publications
	}
}

// level returns the heading level of section sec's heading, or 0 for
// the text before the first section.
func (d *Doc) level(lines []markup.Line, sec int) int {
	if sec == 0 {
		return 0
	}
	for i, l := range lines {
		if d.Head[i] && l.Num == d.Sections[sec].Line {
			return l.Heading
		}
	}
	return 0
}

// KindWord maps a word of a publication section's heading to the
// kind of its entries.
func KindWord(w string) string {
	switch w {
	case "patents", "patent":
		return PubPatent
	case "submitted", "submission", "submissions", "review", "preparation":
		return PubUnderReview
	case "preprints", "preprint", "manuscripts", "manuscript", "working":
		return PubPreprint
	case "thesis", "theses", "dissertation", "dissertations":
		return PubThesis
	case "workshops", "workshop":
		return PubWorkshop
	case "posters", "poster", "abstracts":
		return PubPoster
	case "demos", "demo":
		return PubDemo
	case "journals", "journal", "magazine":
		return PubJournal
	case "books", "book":
		return PubBook
	case "chapters", "chapter":
		return PubChapter
	case "conferences", "conference", "proceedings":
		return PubConference
	}
	return ""
}

// listBeforeHeading reports whether a list item comes before the first
// section heading.
func (d *Doc) listBeforeHeading(lines []markup.Line) bool {
	for i, l := range lines {
		if d.Of[i] != 0 {
			break
		}
		if l.Item && !l.Blank() {
			return true
		}
	}
	return false
}
