package model

import (
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/ingest/internal/wordset"
)

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

// The rules' verdicts, as WordRule gives them.
const (
	RulePub   = "pub"
	RuleOther = "other"
	RuleEdu   = "edu"
	RuleEmp   = "emp"
)

// WordRule tells what section a heading text (its number and notes
// taken off) starts by the words it is made of: one of the Rule
// constants, and the kind of publication the heading names. marked
// says the line was marked as a heading (markdown #, bold, ALL CAPS); an
// unmarked line must hold a strong section word. It is how the reader
// finds section headings; what the section lists, the model says, with
// the rule's verdict one of its features.
func WordRule(text string, marked bool) (rule, pubKind string, ok bool) {
	if len(strings.Fields(text)) > 7 {
		return "", "", false
	}
	letters, ok := headingLetters(text)
	if !ok {
		return "", "", false
	}
	words, ok := breakSectionWords(letters)
	if !ok {
		// A marked heading of a few words that ends or opens with a
		// publication word is a publication section whatever the
		// other words ("Fist-Author Refereed Publications", "Lab
		// Papers", "Publications using our code").
		fields := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) })
		if marked && len(fields) > 1 && len(fields) <= 5 && (strongPubWord(fields[len(fields)-1]) || strongPubWord(fields[0])) {
			return RulePub, "", true
		}
		return "", "", false
	}
	w := kindsOfWords(words)
	if !marked && !w.strong {
		return "", "", false
	}
	switch {
	case w.pub:
		return RulePub, headingPubKind(text, words), true
	case w.other:
		return RuleOther, "", true
	case w.edu:
		return RuleEdu, "", true
	case w.emp:
		return RuleEmp, "", true
	}
	return RuleOther, "", w.strong || marked && len(words) > 0 && !allFiller(words)
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

// wordKinds says what kinds of section a heading's words name.
type wordKinds struct {
	pub, other, edu, emp, strong bool
}

// kindsOfWords returns what kinds of section words, a heading's, name.
func kindsOfWords(words []string) wordKinds {
	var w wordKinds
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

// entryQualifiers are the words that may stand beside an education or
// employment word in a heading of another language: "Formación
// académica", "Expérience professionnelle", "Beruflicher Werdegang".
var entryQualifiers = map[string]bool{
	"académica": true, "académico": true, "académique": true, "academic": true, "akademische": true, "akademischer": true,
	"professionnelle": true, "professionnel": true, "profesional": true, "profissional": true, "professionale": true,
	"beruflicher": true, "berufliche": true, "universitaire": true, "universitaria": true, "universitária": true,
	"laboral": true, "wissenschaftlicher": true, "scientifique": true, "investigación": true, "recherche": true,
	"de": true, "et": true, "y": true, "e": true, "und": true, "la": true, "clinical": true,
}

// EntryRule finds a marked heading whose words the heading-word rules
// do not split: one of education or employment in another language
// ("Ausbildung", "Formación académica"), a word of the concept lexicon
// that names education or employment with qualifiers only beside it;
// or one of words the concept lexicon knows for what is no publication
// (talks, teaching, students, grants, service, media, skills, software,
// referees: "Media Interviews", "Teaching and Supervision"), with
// qualifiers and connecting words beside them. A heading of other words ("Star
// Formation", "Public Health") is no such heading. Split finds headings
// with it where WordRule finds none; it is no feature of the model,
// whose concept words say what such a section lists.
func EntryRule(text string, marked bool) (rule, pubKind string, ok bool) {
	words := headingWords(text)
	if !marked || len(words) == 0 || len(words) > 3 {
		return "", "", false
	}
	named, other := "", false
	for _, w := range words {
		switch cs := conceptWords[w]; {
		case entryQualifiers[w] || allFiller([]string{w}):
		case len(cs) == 1 && cs[0] == cEdu && named == "":
			named = RuleEdu
		case len(cs) == 1 && cs[0] == cEmploy && named == "":
			named = RuleEmp
		case len(cs) > 0 && namesNoPubs(cs):
			other = true
		default:
			return "", "", false
		}
	}
	if other {
		return RuleOther, "", true
	}
	return named, "", named != ""
}

// namesNoPubs reports whether concepts, a word's, all name what a list
// of publications is not.
func namesNoPubs(concepts []string) bool {
	for _, c := range concepts {
		switch c {
		case cTalk, cSoftware, cTeach, cGrant, cAward, cService, cSkill, cMedia, cStudent, cRef:
		default:
			return false
		}
	}
	return true
}
