package sections

import (
	"slices"
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/heading"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
	"github.com/pubgraph/pubgraph/ingest/internal/quickre"
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
	// its items that look like publications are read (of a software
	// section, only citable releases).
	MaybePub bool
	// Listed is set for a section of kind Other that the section model
	// read as a list of something it knows: talks, software, teaching,
	// grants and awards. Such a section's items are never read as
	// papers for want of a publication section, as those of a section
	// of unknown kind may be.
	Listed bool
}

// The kinds of publication a section heading may name, as PubKind gives
// them; they are the values of package pub's Kind.
const (
	PubPatent      = model.PubPatent
	PubUnderReview = model.PubUnderReview
	PubPreprint    = model.PubPreprint
	PubThesis      = model.PubThesis
	PubWorkshop    = model.PubWorkshop
	PubPoster      = model.PubPoster
	PubDemo        = model.PubDemo
	PubJournal     = model.PubJournal
	PubBook        = model.PubBook
	PubChapter     = model.PubChapter
	PubConference  = model.PubConference
	PubOther       = model.PubOther
)

// sectionNumberRe matches the number that opens a numbered heading.
var sectionNumberRe = quickre.MustCompile(`^\d{1,2}(\.\d{1,2})*\.?\s+`)

var headingNoteRe = quickre.MustCompile(`\([^()]*\)|\[[^\[\]]*\]`)

// bareHeading returns a heading's text without its number and notes:
// "2.1. Journal Articles (* equal contribution)" gives "Journal
// Articles".
func bareHeading(text string) string {
	text = strings.TrimSpace(headingNoteRe.ReplaceAllString(text, ""))
	return sectionNumberRe.ReplaceAllString(text, "")
}

// Classify tells what section a heading text starts by the heading-word
// rules (see model.WordRule). marked says the line was marked as a
// heading (markdown #, bold, ALL CAPS); an unmarked line must hold a
// strong section word. Split finds headings with it; the kind of a
// section in a Doc is the model's.
func Classify(text string, marked bool) (kind Kind, pubKind string, ok bool) {
	rule, pk, ok := model.WordRule(bareHeading(text), marked)
	if !ok {
		// "Ausbildung", "Formación académica"
		rule, pk, ok = model.EntryRule(bareHeading(text), marked)
	}
	return ruleKind[rule], pk, ok
}

// ruleKind maps the verdicts of model.WordRule to kinds.
var ruleKind = map[string]Kind{model.RulePub: Publications, model.RuleOther: Other, model.RuleEdu: Education, model.RuleEmp: Employment}

// statusHeadingRe matches a publication status that plain text writes as
// a heading of its own: "In press", "Submitted", "Under review".
var statusHeadingRe = quickre.MustCompile(`(?i)^(in\s+press|submitted|under\s+review|in\s+(preparation|review|submission)|accepted(\s+for\s+publication)?|forthcoming|to\s+appear)$`)

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
	// Read holds what the section model read of each section (the
	// first, the text before the first heading, is left empty).
	Read []model.Example

	// top is the outermost markdown heading level of the section
	// headings so far (0 for none), and body is set once the current
	// section has a line of its own: what outerHeading asks, kept as
	// Split goes rather than found again at each heading.
	top  int
	body bool
	// Ruled holds what the section model read of the sections the
	// word rules found, before Subs headed any: the same as Read when
	// none does. Training data is gathered from it and from the Subs,
	// so that it does not hang on the model's own decisions.
	Ruled []model.Example
	// Subs are the lines in sections that the heading detector takes
	// for headings and the word rules do not, in order; those under
	// which the section model reads another kind head sections.
	Subs []Sub

	// models are the models the split reads with, none nil.
	models Models
}

// Split gives every line its section and marks section headings,
// classifying sections and detecting headings with ms's models.
// explicit is set for markups whose headings are always sections (LaTeX
// \section, org headlines, reStructuredText titles); title is the
// document's title ("Publications"), which may make the text before the
// first heading a list of publications.
func (ms Models) Split(lines []markup.Line, explicit bool, title string) Doc {
	ms = ms.orDefault()
	detect := detectOff
	if useDetector.Load() {
		detect = detectMarked
	}
	d, heads := find(lines, explicit, detect, ms)
	if len(heads) == 1 && plainText(lines) {
		// No heading the word rules know in a text without markup:
		// its headings may be in words the rules do not know, which
		// the detector reads by their layout (see plainSure).
		if pd, ph := find(lines, explicit, detectPlain, ms); len(ph) > 1 {
			d, heads = pd, ph
		}
	}
	ruled := slices.Clone(d.Sections)
	d.classify(lines, heads)
	d.Ruled = d.Read
	d.Subs = d.subheads(lines, heads)
	if more, ok := d.addSubs(lines, heads, ruled); ok {
		d.classify(lines, more)
	}
	d.settleFirst(lines, title)
	observe(lines, d)
	return d
}

// detection says which lines the heading detector adds to the headings
// the word rules find (see find).
type detection int

const (
	detectOff    detection = iota
	detectMarked           // the lines marked as headings it is sure of (UseHeadingDetector)
	detectPlain            // those, and the plain lines it is sure of (plainSure)
)

// find gives every line its section and marks the section headings the
// word rules find, with those of the detector that detect asks for, and
// returns the doc and its headings; ms are the models it reads with.
func find(lines []markup.Line, explicit bool, detect detection, ms Models) (Doc, []head) {
	d := Doc{Sections: []Section{{Kind: None}}, Of: make([]int, len(lines)), Head: make([]bool, len(lines)), models: ms}
	cur := 0
	plainHeads := false // a status heading alone on its line was seen
	heads := []head{{}}
	for i := range lines {
		if !lines[i].Blank() {
			text := HeadingText(lines[i].Text)
			marked := headingMarked(lines, i, text, &plainHeads)
			s, ok := d.heads(lines, i, text, marked, explicit, cur)
			bare := ""
			if ok {
				bare = bareHeading(text)
			} else if detect != detectOff && text != "" && (d.headingSure(lines, i) || detect == detectPlain && d.plainSure(lines, i)) {
				s, bare = detected(lines[i].Num, text)
				ok, marked = true, true
			}
			if ok {
				d.Sections = append(d.Sections, s)
				heads = append(heads, head{line: i, text: bare, marked: marked})
				cur = len(d.Sections) - 1
				d.Head[i] = true
				if h := lines[i].Heading; h > 0 && (d.top == 0 || h < d.top) {
					d.top = h
				}
				d.body = false
			} else {
				d.body = true
			}
		}
		d.Of[i] = cur
	}
	return d, heads
}

// detected returns the section a heading the detector found at source
// line num, of text, starts, and the heading's bare text. The word rules
// read it without its number ("C. Abstracts" as "Abstracts"), to give
// the section the kind of publications the heading names; what the
// section lists is the section model's.
func detected(num int, text string) (Section, string) {
	bare := bareHeading(heading.Bare(text))
	if kind, pk, ok := Classify(bare, true); ok {
		return Section{Kind: kind, PubKind: pk, Line: num}, bare
	}
	return Section{Kind: Other, Line: num}, bare
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
		return Section{Kind: kind, PubKind: pk, Line: l.Num}, true
	case ok && l.Item && l.Heading > 0:
		return Section{Kind: kind, PubKind: pk, Line: l.Num}, true
	case ok && l.Item && l.OnlyStyle(markup.Bold) && text != "" && d.headingLikely(lines, i):
		// A bulleted subheading all in bold ("• Patents"), as PDF
		// converters give it: the detector tells it from a bold
		// title in a list.
		return Section{Kind: kind, PubKind: pk, Line: l.Num}, true
	case explicit && l.Heading > 0 && l.Heading <= d.level(lines, cur) && text != "" && d.Sections[cur].Kind != Publications:
		// In LaTeX, org and reStructuredText a sectioning command
		// always starts a section: one with words the reader does
		// not know ("Softwaredevelopment") ends the education or
		// other section before it. Under publications, such a
		// heading ("Peer-reviewed", "Non peer-reviewed") goes on
		// with them.
		return Section{Kind: Other, Line: l.Num}, true
	case !explicit && !l.Item && text != "" && d.Sections[cur].Kind != Publications && d.outerHeading(lines, i, cur):
		// In markdown, and the markdown a PDF or Word file is
		// rebuilt as, a heading of the outermost level the sections
		// so far were headed at ends the section before it even
		// when its words are unknown: else a bold subheading's
		// section ("Miscellaneous") swallows every top-level section
		// after it whose heading the word rules do not know.
		return Section{Kind: Other, Line: l.Num}, true
	}
	return Section{}, false
}

// outerHeading reports whether lines[i] is a markdown heading of the
// outermost level of the section headings before it, and section cur,
// the one it is in, has a line of its own: a heading right under an
// empty section's ("Research Experience" over a project's name) is the
// first of its entries or subsections.
func (d *Doc) outerHeading(lines []markup.Line, i, cur int) bool {
	h := lines[i].Heading
	return h > 0 && cur > 0 && d.body && d.top > 0 && h <= d.top
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

// KindWord maps a word of a publication section's heading to the kind
// of its entries, one of the Pub constants, or "".
func KindWord(w string) string { return model.KindWord(w) }
