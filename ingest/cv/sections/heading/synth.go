package heading

import (
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
)

// Synthesize returns the labelled lines of n synthetic documents, the
// same for the same seed.
func Synthesize(seed uint64, n int) []Labelled {
	r := rand.New(rand.NewPCG(seed, 0x6864646f63))
	long := rand.New(rand.NewPCG(seed, 0x6c6f6e67))
	var out []Labelled
	for i := 0; i < n; i++ {
		src, heads := SynthDoc(r)
		out = appendLabelled(out, src, heads)
		if i%4 == 0 {
			// From a source of their own, so that the documents of
			// SynthDoc stay the same.
			src, heads = SynthLongDoc(long)
			out = appendLabelled(out, src, heads)
		}
	}
	return out
}

// appendLabelled appends the labelled lines with text of the markdown
// src, whose source lines heads head a section.
func appendLabelled(out []Labelled, src string, heads map[int]bool) []Labelled {
	lines, _ := markup.Parse(src)
	for k := range lines {
		if !lines[k].Blank() {
			out = append(out, Labelled{Head: heads[lines[k].Num], X: Observe(lines, k)})
		}
	}
	return out
}

// extraHeadings are headings in wordings and languages the section
// model's synthetic headings leave out; the detector must find them by
// their layout.
var extraHeadings = strings.Split(`Scientific Contributions|Things I Have Written|Selected Work|Research Outputs and Impact|
Peer Reviewed|Non-Peer-Reviewed|Refereed|In Journals|At Conferences|Writing|Scholarship|Published|Recent Work|
Wissenschaftliche Arbeiten|Artikel|Aufsätze|Travaux scientifiques|Articles publiés|Producción científica|Artículos|
Produção científica|Produzione scientifica|Pubblicazioni scientifiche|Artikelen|Publikationer|Julkaisut|Publikace|
Publikacje|Yayınlar|Публикации|Статьи|Δημοσιεύσεις|出版物|论文|学术论文|代表性论文|研究成果|業績一覧|発表論文|논문|연구 실적|
Onderzoek|Forskning|Lehrtätigkeit|Gutachten|Premios y distinciones|Formação académica|Ausbildung und Studium`, "|")

// headStyle is how a document sets its headings.
type headStyle int

const (
	styleH1 headStyle = iota
	styleH2
	styleBold
	styleCaps
	stylePlain // alone between blank lines
	styleNumbered
	styleBoldColon
	styleBoldItem // a list item all in bold, as PDF converters give a bulleted subheading
	numStyles
)

// setHeading returns heading as style sets it; n is its number.
func setHeading(style headStyle, heading string, n int) string {
	switch style {
	case styleH1:
		return "# " + heading
	case styleH2:
		return "## " + heading
	case styleBold:
		return "**" + heading + "**"
	case styleCaps:
		return strings.ToUpper(heading)
	case styleNumbered:
		return strconv.Itoa(n) + ". " + strings.ToUpper(heading[:1]) + heading[1:]
	case styleBoldColon:
		return "**" + heading + ":**"
	case styleBoldItem:
		return "- **" + heading + "**"
	}
	return heading
}

// SynthDoc returns the markdown of one synthetic CV and the source
// lines (from 1) that head a section: an owner's name (as a heading,
// in bold, in capitals or plain) and contact lines, then two to seven
// sections under headings of one style, some split by subheadings or
// year headings, with bold titles and bylines among the entries.
func SynthDoc(r *rand.Rand) (string, map[int]bool) {
	d := &synthText{heads: map[int]bool{}}
	add := d.add
	owner := oneName(r)
	switch r.IntN(4) {
	case 0:
		add("# "+owner, false)
	case 1:
		add("**"+owner+"**", false)
	case 2:
		add(strings.ToUpper(owner), false)
	default:
		add(owner, false)
	}
	if r.IntN(2) == 0 {
		add(pick(r, contactLines), false)
	}
	add("", false)
	style := headStyle(r.IntN(int(numStyles)))
	sub := headStyle(r.IntN(int(numStyles)))
	for k, n := 0, 2+r.IntN(6); k < n; k++ {
		c := model.Class(r.IntN(int(model.NumClasses)))
		add(setHeading(style, synthHeading(r, c), k+1), true)
		if style != styleH1 && style != styleH2 || r.IntN(2) == 0 {
			add("", false)
		}
		parts := 1
		if c.Publications() && r.IntN(3) == 0 {
			parts = 2 + r.IntN(3)
		}
		for j := 0; j < parts; j++ {
			if parts > 1 {
				synthSub(r, add, sub, c)
			}
			add(model.SynthLines(r, c), false)
			if r.IntN(4) == 0 {
				add(pick(r, boldLines)+"\n"+model.SynthLines(r, c), false)
			}
			add("", false)
		}
	}
	return d.text(), d.heads
}

// SynthLongDoc returns the markdown of one synthetic CV whose headings
// are long ones ([longHeading]: "Papers in Refereed Journals Indexed in
// International Databases", in several languages) or short ones, and
// the source lines that head a section; among the entries stand long
// lines marked as headings are that head nothing ([longLine]: a title
// on its own line over its byline, an affiliation, a role).
func SynthLongDoc(r *rand.Rand) (string, map[int]bool) {
	d := &synthText{heads: map[int]bool{}}
	add := d.add
	add("**"+oneName(r)+"**", false)
	add("", false)
	style := headStyle(r.IntN(int(numStyles)))
	for k, n := 0, 2+r.IntN(4); k < n; k++ {
		c := model.Class(r.IntN(int(model.Talks) + 1))
		h := longHeading(r)
		if r.IntN(3) == 0 {
			h = synthHeading(r, c)
		}
		add(setHeading(style, h, k+1), true)
		if style != styleH1 && style != styleH2 || r.IntN(2) == 0 {
			add("", false)
		}
		add(model.SynthLines(r, c), false)
		if r.IntN(2) == 0 {
			add("\n"+longLine(r)+"\n", false)
		}
		add("", false)
	}
	return d.text(), d.heads
}

// synthText gathers the lines of a synthetic document and the source
// lines (from 1) that head a section.
type synthText struct {
	lines []string
	heads map[int]bool
}

// add appends the lines of s; when head is set, the first of them heads
// a section.
func (d *synthText) add(s string, head bool) {
	for _, l := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
		d.lines = append(d.lines, l)
		if head {
			d.heads[len(d.lines)] = true
			head = false
		}
	}
}

func (d *synthText) text() string { return strings.Join(d.lines, "\n") + "\n" }

// synthSub adds the heading of a part of a section of class c: a
// subheading in style st (a heading), or a year (none).
func synthSub(r *rand.Rand, add func(string, bool), st headStyle, c model.Class) {
	if r.IntN(3) == 0 {
		year := strconv.Itoa(1995 + r.IntN(30))
		add(setHeading(st, year, 1), false)
	} else {
		add(setHeading(st, synthHeading(r, model.Class(r.IntN(int(model.Theses)+1))), 1), true)
	}
	if r.IntN(2) == 0 {
		add("", false)
	}
}

// synthHeading returns a heading of class c in one of many wordings,
// or one no lexicon knows.
func synthHeading(r *rand.Rand, c model.Class) string {
	var h string
	switch r.IntN(10) {
	case 0, 1:
		h = strings.TrimSpace(extraHeadings[r.IntN(len(extraHeadings))])
	case 2:
		h = model.SynthUnknownHeading(r)
	default:
		h = model.SynthHeading(r, c)
	}
	if r.IntN(6) == 0 {
		h = strings.ToLower(h)
	}
	return h
}

// longParts are the parts of long headings in several languages: what
// a section lists, where or how it appeared, and a qualifier (which may
// be left out). A long heading is one of each, in order: "Articles in
// Refereed Journals Indexed in International Databases", "Vorträge auf
// wissenschaftlichen Konferenzen und Kolloquien".
var longParts = [][3]string{
	{"Articles|Papers|Full Papers|Original Articles|Research Articles",
		"in Peer-Reviewed Journals|in Refereed International Journals|Published in Scientific Journals|in Journals with Impact Factor",
		"Indexed in International Databases|as First or Corresponding Author|of the Last Ten Years|and Other Periodicals|"},
	{"Publications|Papers|Contributions|Full Papers",
		"in Conference Proceedings|in Proceedings of International Conferences|Presented at National and International Meetings",
		"with Full Papers Reviewed|and Workshops with Peer Review|Published in Full|"},
	{"Chapters|Book Chapters|Contributions",
		"in Edited Volumes|in Books and Collected Works|to Books Published by International Publishers",
		"and Encyclopedia Entries|with Peer Review|"},
	{"Talks|Invited Talks|Oral Presentations|Poster Presentations|Abstracts",
		"at National and International Conferences|Given at Scientific Meetings and Workshops|Presented at Professional Meetings",
		"and Seminars at Other Universities|with Published Abstracts|"},
	{"Artigos completos|Artigos", "publicados em periódicos|publicados em revistas científicas",
		"indexados em bases internacionais|com corpo editorial|"},
	{"Trabalhos completos|Resumos expandidos|Resumos", "publicados em anais de congressos|publicados em anais de eventos",
		"nacionais e internacionais|científicos da área|"},
	{"Apresentações de trabalhos|Palestras e conferências", "em congressos e reuniões científicas|em eventos nacionais e internacionais",
		"como convidado|"},
	{"Capítulos de livros", "publicados por editoras", "nacionais e internacionais|com revisão por pares|"},
	{"Artículos|Artículos originales", "publicados en revistas científicas|en revistas indexadas",
		"en bases de datos internacionales|con revisión por pares|"},
	{"Ponencias|Comunicaciones|Presentaciones", "en congresos nacionales e internacionales|presentadas en reuniones científicas",
		"con publicación de resúmenes|"},
	{"Articles|Articles publiés", "dans des revues internationales|dans des revues scientifiques",
		"indexées dans les bases de données internationales|évaluées par les pairs|"},
	{"Communications orales|Communications", "dans des congrès internationaux|lors de colloques nationaux et internationaux",
		"avec actes publiés|"},
	{"Beiträge|Aufsätze|Artikel", "in begutachteten Fachzeitschriften|in referierten Zeitschriften",
		"mit internationaler Herausgeberschaft|der letzten zehn Jahre|"},
	{"Vorträge|Eingeladene Vorträge", "auf nationalen und internationalen Tagungen|auf wissenschaftlichen Konferenzen",
		"und Kolloquien an anderen Universitäten|"},
	{"Articoli|Articoli pubblicati", "su riviste internazionali|su riviste scientifiche",
		"con revisione tra pari|indicizzate nelle banche dati internazionali|"},
}

// longHeading returns a heading of six to thirteen words from longParts.
func longHeading(r *rand.Rand) string {
	p := longParts[r.IntN(len(longParts))]
	return strings.TrimSpace(pick(r, p[0]) + " " + pick(r, p[1]) + " " + pick(r, p[2]))
}

// longTitle returns a paper's or a talk's invented title of six to
// fourteen words, some of them words headings are made of ("Journal
// Peer Review", "Teaching Methods"), as titles hold them.
func longTitle(r *rand.Rand) string {
	return pick(r, `A Study of|Learning|Towards|On the Role of|Modelling|Evidence for|Rethinking|New Methods for|Measuring`) + " " +
		pick(r, `Small Things|Example Networks|Journal Peer Review|Conference Papers|Teaching Methods|Grant Funding|`+
			`Student Learning|Things at Scale|Published Examples|Ordinary Objects`) + " " +
		pick(r, `in|for|across|under|and`) + " " +
		pick(r, `Context|Changing Conditions|Large Example Systems|Rural Springfield|the Long Run|International Databases|`+
			`Scientific Meetings|Three Example Regions`) +
		pick(r, `|: A Review|: Evidence from Ten Countries| and Beyond|: Lessons from a Decade of Practice|`)
}

// longLine returns a long line marked as a heading is (in bold, in
// capitals or as a markup heading) that heads nothing, with the lines
// that follow it: a title on its own line over its byline and venue, a
// talk's title over its place, an affiliation or a role.
func longLine(r *rand.Rand) string {
	mark := func(s string) string {
		switch r.IntN(8) {
		case 0:
			return strings.ToUpper(s)
		case 1, 2:
			return "### " + s
		}
		return "**" + s + "**"
	}
	switch r.IntN(4) {
	case 0:
		return mark(longTitle(r)) + "\n" + pick(r, `A. Author, B. Author and J. Doe|Doe, J., Roe, K., & Lee, A.|J. Doe, K. Roe`) +
			"\n*" + pick(r, `Journal of Stuff|Annals of Examples|Proceedings of the Example Conference`) + "*, " +
			strconv.Itoa(1995+r.IntN(30)) + "."
	case 1:
		return mark(longTitle(r)) + "\n" + pick(r, `Springfield (online)|Example University, Springfield|Invited seminar, Example Institute`) +
			", " + strconv.Itoa(1995+r.IntN(30))
	case 2:
		return mark(pick(r, `Department of Example Studies and Applied Things, Example University|`+
			`School of Examples, Faculty of Applied Things, Example Institute|Example Foundation Grant for Research on Things`)) +
			"\n" + strconv.Itoa(1995+r.IntN(30)) + "–present"
	}
	return mark(pick(r, `Associate Professor of Examples and Applied Things|Visiting Researcher at the Example Institute for Things|`+
		`Member of the Example Society for Research on Small Things`)) + "\n" + pick(r, `Example University|Springfield, USA`)
}

// oneName returns an invented person's name.
func oneName(r *rand.Rand) string {
	return pick(r, `Jane|John|Ana|Wei|Yuki|Olga|Amir|Priya|Lars|Chidi|María|Jean-Luc`) + " " +
		pick(r, `Q. |A. |`) + pick(r, `Doe|Roe|Müller|Nakamura|Silva|Okafor|Lindqvist|Zhang|García|Ivanova|Kowalski`)
}

// contactLines are lines of a CV's front matter.
const contactLines = `Department of Examples, Example University|jane.doe@example.org · +1 555 0100|` +
	`Associate Professor of Things|Curriculum Vitae|Last updated: March 2024|Example Institute, Springfield, USA`

// boldLines are bold lines among entries that head nothing: a title on
// its own line, an owner's name, a project, a status note.
const boldLines = `**A Study of Things in Context**|**Jane Doe**|**Things at Scale**|**Project: Example Network**|` +
	`**Best Paper Award**|**J. Doe**, A. Author and B. Author|**The Theory of Examples**|*Under review*|` +
	`**Example University**|__Selected Examples of Things__`

// pick returns one of the |-separated choices of list.
func pick(r *rand.Rand, list string) string {
	parts := strings.Split(list, "|")
	return strings.TrimSpace(parts[r.IntN(len(parts))])
}
