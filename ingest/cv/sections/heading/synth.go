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
	var out []Labelled
	for i := 0; i < n; i++ {
		src, heads := SynthDoc(r)
		lines, _ := markup.Parse(src)
		for k := range lines {
			if !lines[k].Blank() {
				out = append(out, Labelled{Head: heads[lines[k].Num], X: Observe(lines, k)})
			}
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
	var b []string
	heads := map[int]bool{}
	add := func(s string, head bool) {
		for _, l := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
			b = append(b, l)
			if head {
				heads[len(b)] = true
				head = false
			}
		}
	}
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
	return strings.Join(b, "\n") + "\n", heads
}

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
