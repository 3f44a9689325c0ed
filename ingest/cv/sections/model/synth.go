package model

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
)

// Synthesize returns n synthetic labelled sections, the same for the
// same seed: a heading in one of many languages and wordings (or one
// the lexicon does not know, so that the content must decide), maybe a
// parent heading, and invented entries of the class in one of several
// layouts (markdown list, numbered, paragraphs, bare wrapped lines as a
// PDF gives them), summarised as the reader summarises a real section.
func Synthesize(seed uint64, n int) []Labelled {
	r := rand.New(rand.NewPCG(seed, 0x73796e7468))
	out := make([]Labelled, 0, n)
	for i := 0; i < n; i++ {
		if r.IntN(10) < sceneShare {
			out = append(out, sceneSection(r, &scenes[r.IntN(len(scenes))]))
			continue
		}
		c := Class(r.IntN(int(NumClasses)))
		out = append(out, synthSection(r, c))
	}
	return out
}

// synthHeadings are headings of each class, in several languages.
var synthHeadings = [NumClasses]string{
	Pubs: `Publications|Selected Publications|Peer-Reviewed Publications|Papers|Research Papers|Articles|Bibliography|
 Publications and Preprints|Refereed Publications|Scholarly Works|Research Output|Veröffentlichungen|Publikationen|
 Schriftenverzeichnis|Publications scientifiques|Publicaciones|Publicações|Pubblicazioni|Publicaties|論文|研究業績|
 发表论文|Selected Works|Recent Papers|Full List of Publications|Other Publications|Writings|Peer-reviewed|Published Work|
 Patents|Patents and Inventions|Patente|Brevets|专利|特許|Posters|Abstracts|Conference Abstracts|Posters and Abstracts|
 Technical Reports|Reports|Reviews|Editorials|Commentaries|Book Reviews`,
	Journals: `Journal Articles|Journal Papers|Refereed Journal Articles|Peer-Reviewed Journal Articles|Articles in Journals|
 Zeitschriftenartikel|Articles de revues|Artículos en revistas|Artigos em periódicos|Articoli su rivista|
 Tijdschriftartikelen|期刊论文|査読付き論文|原著論文|Journal Publications|Articles|International Journals`,
	Conferences: `Conference Papers|Conference Proceedings|Refereed Conference Papers|Peer-Reviewed Conference Proceedings|
 Workshop Papers|Proceedings|Tagungsbeiträge|Actes de conférences|Actas de congresos|Anais de congressos|Atti di convegni|
 会议论文|国際会議|Conference and Workshop Papers|International Conferences (refereed)`,
	Books: `Books|Book Chapters|Books and Chapters|Monographs|Edited Volumes|Chapters in Edited Books|Buchkapitel|Bücher|
 Livres|Chapitres d'ouvrages|Libros|Capítulos de libro|Livros|Libri|Boeken|专著|著書|Books and Book Chapters`,
	Preprints: `Preprints|Working Papers|Manuscripts Under Review|Submitted|Under Review|In Preparation|Work in Progress|
 Submitted Manuscripts|Papers Under Review|In Press|Forthcoming|Eingereicht|Arbeitspapiere|Prépublications|
 Documentos de trabajo|Artigos submetidos|预印本|投稿中|Manuscripts in Preparation`,
	Theses: `Thesis|Theses|Dissertation|PhD Thesis|Doctoral Dissertation|Master's Thesis|Dissertation und Abschlussarbeiten|
 Thèse|Tesis doctoral|Tese de doutorado|Tesi di dottorato|Proefschrift|博士論文|学位论文`,
	Talks: `Talks|Invited Talks|Presentations|Conference Presentations|Selected Presentations|Seminars|Invited Seminars|
 Lectures|Keynotes|Colloquia|Talks and Presentations|Oral Presentations|Poster Presentations|Contributed Talks|
 Speaking Engagements|Vorträge|Eingeladene Vorträge|Exposés|Communications orales|Ponencias|Charlas invitadas|
 Palestras|Apresentações|Interventi a convegni|Seminari|Lezingen|学术报告|講演|招待講演|口頭発表|Workshops Given|
 Invited Workshops|Presentations at Meetings|Conference Talks`,
	Software: `Software|Open Source Software|Software Packages|Code|Research Software|Software and Data|Datasets|Tools|
 R Packages|Logiciels|Programas|软件|ソフトウェア|Software Development|Data and Code`,
	Teaching: `Teaching|Teaching Experience|Courses Taught|Teaching Assistantships|Instruction|Guest Lectures|Lehre|
 Lehrveranstaltungen|Enseignement|Docencia|Ensino|Didattica|Onderwijs|教学|担当授業|講義|Teaching and Mentoring|Workshops Taught`,
	Grants: `Grants|Funding|Grants and Fellowships|Awards|Honors and Awards|Awards and Honours|Fellowships|Scholarships|
 Research Funding|Prizes|Distinctions|Drittmittel|Auszeichnungen|Financements|Prix|Becas|Premios|Financiamento|Prêmios|
 Finanziamenti|Premi|Beurzen|获奖|受賞|科研費|Grants, Fellowships, and Awards|Honors`,
	Education: `Education|Academic Background|Degrees|Education and Training|Ausbildung|Studium|Formation|Formación|
 Educación|Formação|Istruzione|Opleiding|教育背景|学歴|Academic Qualifications`,
	Employment: `Employment|Experience|Professional Experience|Academic Appointments|Positions|Research Experience|
 Work Experience|Employment History|Academic Positions|Berufserfahrung|Beruflicher Werdegang|Expérience professionnelle|
 Experiencia|Experiência profissional|Esperienza|Werkervaring|工作经历|職歴|経歴|Appointments|Career`,
	Other: `Service|Professional Service|Academic Service|Reviewing|Editorial Service|Professional Activities|
 Memberships|Professional Memberships|Skills|Languages|Research Interests|Interests|References|Referees|Outreach|
 Media|Media Coverage|In the News|Press|Mentoring|Students Supervised|Supervision|Committees|Activities|
 Service and Outreach|Gutachtertätigkeit|Mitgliedschaften|Kenntnisse|Sprachen|Compétences|Langues|Servicio|Idiomas|
 Atividades|Attività|Vaardigheden|学会活動|社会活動|技能|Contact|Profile|Summary|Other Activities|Leadership`,
}

// parents are the headings a section of each class may sit under.
var parents = [NumClasses]string{
	Pubs: `Research|Scholarship|Publications`, Journals: `Publications|Peer-Reviewed Publications|Research Output|Veröffentlichungen`,
	Conferences: `Publications|Peer-Reviewed Publications|Publicaciones`, Books: `Publications|Other Publications`,
	Preprints: `Publications|Research|Papers`, Theses: `Publications|Education`,
	Talks:    `Presentations|Talks|Activities|Conferences|Scientific Activities|Research Activities|Vorträge`,
	Software: `Research|Other Outputs|Products`, Teaching: `Teaching|Teaching Experience|Mentoring and Teaching`,
	Grants: `Funding|Awards and Grants|Recognition`, Education: `Background`, Employment: `Experience|Career`,
	Other: `Service|Professional Activities|Other|Activities`,
}

// unknownHeadings are headings no lexicon knows; the content decides.
var unknownHeadings = strings.Split(`Miscellany|Selected|Recent|Highlights|Output|Varia|Zorblat|Kettering|Work|Items|
 Things I Did|More|Archive|Notes|List|Other|Misc|Products|Contributions|Dissemination|Beiträge|Travaux|Trabajos|Lavori|実績|成果`, "|")

// synthSection returns one synthetic section of class c.
func synthSection(r *rand.Rand, c Class) Labelled {
	heading := pick(r, synthHeadings[c])
	known := true
	switch r.IntN(10) {
	case 0, 1:
		heading, known = strings.TrimSpace(unknownHeadings[r.IntN(len(unknownHeadings))]), false
	case 2:
		heading = strings.ToUpper(heading)
	case 3:
		heading = strings.ToLower(heading)
	}
	x := Example{Heading: heading, Marked: r.IntN(4) > 0, Level: r.IntN(4)}
	if r.IntN(3) == 0 {
		x.Parent = pick(r, parents[c])
	} else if r.IntN(3) == 0 {
		x.Prev = pick(r, synthHeadings[(int(c)+r.IntN(3)+int(NumClasses)-1)%int(NumClasses)])
	}
	x.Rule = ruleOf(heading, x.Marked)
	if known && r.IntN(4) == 0 {
		// Entries of another class among the section's, as under a
		// sub-heading the reader did not take for one: the heading
		// says what the section lists.
		mix := Class(r.IntN(int(NumClasses)))
		x.Sum = summarizeEntries(r, 2+r.IntN(10), func() string {
			if r.IntN(5) < 2 {
				return entry(r, mix)
			}
			return entry(r, c)
		})
		return Labelled{Class: c.String(), X: x}
	}
	lines, _ := markup.Parse(synthLines(r, c))
	x.Sum = Summarize(lines)
	return Labelled{Class: c.String(), X: x}
}

// ruleOf returns what the heading-word rules make of heading, as an
// Example's Rule holds it.
func ruleOf(heading string, marked bool) string {
	rule, pk, _ := WordRule(heading, marked)
	if pk != "" {
		rule += ":" + pk
	}
	return rule
}

// summarizeEntries returns the Summary of n entries that entry makes,
// laid out as synthLines lays them out.
func summarizeEntries(r *rand.Rand, n int, entry func() string) Summary {
	lines, _ := markup.Parse(layoutLines(r, n, entry))
	return Summarize(lines)
}

// pick returns one of the |-separated choices of list.
func pick(r *rand.Rand, list string) string {
	parts := strings.Split(list, "|")
	return strings.TrimSpace(parts[r.IntN(len(parts))])
}

// synthLines returns the markdown of 1–25 invented entries of class c in
// one layout.
func synthLines(r *rand.Rand, c Class) string {
	n := 1 + r.IntN(12)
	if r.IntN(4) == 0 {
		n += r.IntN(15)
	}
	return layoutLines(r, n, func() string { return entry(r, c) })
}

// layoutLines returns the markdown of n entries that entry makes, in one
// layout (markdown list, numbered, paragraphs, bare wrapped lines,
// bracketed numbers).
func layoutLines(r *rand.Rand, n int, entry func() string) string {
	layout := r.IntN(5)
	var b strings.Builder
	for i := 0; i < n; i++ {
		e := entry()
		switch layout {
		case 0:
			fmt.Fprintf(&b, "- %s\n", e)
		case 1:
			fmt.Fprintf(&b, "%d. %s\n", i+1, e)
		case 2:
			fmt.Fprintf(&b, "%s\n\n", e)
		case 3:
			b.WriteString(wrap(e, 60+r.IntN(40)))
		default:
			fmt.Fprintf(&b, "[%d] %s\n", i+1, e)
		}
	}
	return b.String()
}

// wrap breaks s into lines of about width bytes, as a PDF's text does.
func wrap(s string, width int) string {
	var b strings.Builder
	line := 0
	for _, w := range strings.Fields(s) {
		if line > 0 && line+len(w) > width {
			b.WriteString("\n")
			line = 0
		} else if line > 0 {
			b.WriteString(" ")
			line++
		}
		b.WriteString(w)
		line += len(w)
	}
	b.WriteString("\n")
	return b.String()
}

// entry returns one invented entry of class c.
func entry(r *rand.Rand, c Class) string {
	t := entryTemplates[c]
	return fill(r, t[r.IntN(len(t))])
}

// entryTemplates are the entries of each class; fill replaces the
// {slots}.
var entryTemplates = [NumClasses][]string{
	Pubs: {
		"{authors} ({year}). {title}. *{journal}*, {vol}({issue}), {pages}. https://doi.org/10.{doi}",
		"{authors}. {title}. {jabbr}. {year};{vol}({issue}):{pages}.",
		"{authors}, “{title},” *{journal}*, vol. {vol}, no. {issue}, pp. {pages}, {year}.",
		"**{title}**  \n{authors}  \n*{journal}*, {year}",
		"{authors}. {title}. In *Proceedings of the {conf}*, pages {pages}, {year}.",
		"{authors} ({year}). *{title}*. {city}: {publisher}.",
		"{title}. *{journal}* {vol}, {pages} ({year}). (with {name} and {name})",
		"{authors}. {title}. US Patent {num},{num3}, {year}.",
		"{authors} ({year}). {title} [Abstract]. *{journal}*, {vol}(Suppl. {issue}).",
		"{authors}. {title}. Technical Report {CODE}-{num}, {university}, {year}.",
	},
	Journals: {
		"{authors} ({year}). {title}. *{journal}*, {vol}({issue}), {pages}. doi:10.{doi}",
		"{authors}. {title}. {jabbr}. {year};{vol}({issue}):{pages}. PMID: {num}",
		"{authors}, “{title},” *{journal}*, vol. {vol}, pp. {pages}, {month} {year}.",
		"{authors} {year}. {title}. {journal} {vol}: {pages}.",
		"{title}. {authors}. *{journal}*, {year}. [PDF] [Code]",
	},
	Conferences: {
		"{authors}. {title}. In *Proceedings of the {conf}* ({CONF} {year}), pages {pages}.",
		"{authors}, “{title},” in Proc. {CONF}, {city}, {year}, pp. {pages}.",
		"{authors} ({year}). {title}. *{CONF} {year}*. Acceptance rate {num}%.",
		"{title}. {authors}. {CONF} {year}. [paper] [slides]",
		"{authors}. {title}. {conf} Workshop, {city}, {year}.",
	},
	Books: {
		"{authors} ({year}). *{title}*. {city}: {publisher}.",
		"{authors}. {title}. In {name} and {name} (Eds.), *{title}* (pp. {pages}). {publisher}, {year}.",
		"{authors}. “{title}.” In *{title}*, edited by {name}, {pages}. {city}: {publisher}, {year}.",
		"*{title}*. {publisher}, {year}. ISBN 978-{num}.",
	},
	Preprints: {
		"{authors}. {title}. arXiv:{year2}.{num}, {year}.",
		"{authors}. {title}. Submitted to *{journal}*.",
		"{authors}. “{title}.” Under review.",
		"{title} (with {name}). In preparation.",
		"{authors} ({year}). {title}. *bioRxiv*. doi:10.1101/{num}",
		"{authors}. {title}. Revise and resubmit, *{journal}*.",
	},
	Theses: {
		"{name}. {title}. PhD thesis, {university}, {year}.",
		"*{title}*. Doctoral dissertation, {university}, {year}. Advisor: {name}.",
		"{name} ({year}). {title}. Master's thesis, {university}.",
	},
	Talks: {
		"“{title}.” Invited talk, {university}, {city}, {month} {year}.",
		"{title}. {conf}, {city}, {country}, {year}. (Invited)",
		"{month} {year}: Seminar, Department of {field}, {university}",
		"{authors}. {title}. Oral presentation at the {conf}, {city}, {country}, {month} {year}.",
		"{authors} ({year}, {month}). *{title}*. Poster presented at the {conf}, {city}.",
		"{year} – {title}, {conf}, {city} (keynote)",
		"{title}. Colloquium, {university}, {year}.",
		"{title}. Workshop at {university}, {city}, {month} {year}.",
	},
	Software: {
		"**{pkg}**: {title}. https://github.com/{user}/{pkg}",
		"{pkg} (R package, v{vol}.{issue}.{num1}). CRAN.",
		"{authors} ({year}). {pkg}: {title}. Zenodo. doi:10.5281/zenodo.{num}",
		"{pkg} — a Python library for {field}. Maintainer since {year}.",
		"[{pkg}](https://github.com/{user}/{pkg}) {title}",
	},
	Teaching: {
		"{CODE} {num3}: {course}, {university}, Fall {year}",
		"Teaching Assistant, {course}, {university}, {year}–{year}",
		"Instructor, {course} (undergraduate), Spring {year}",
		"{course} ({CODE} {num3}), Lecturer, {year}, {num} students",
		"Guest lecture: {title}, {course}, {university}, {year}",
		"{year}–{year}: {course}, graduate seminar",
	},
	Grants: {
		"{funder}, “{title},” ${amount}, {year}–{year}. Role: PI.",
		"{award}, {org}, {year}",
		"Best Paper Award, {CONF} {year}",
		"{funder} Fellowship, {year}–{year}",
		"{year} {award}, {university}",
		"Co-PI, {funder} grant {CODE}-{num}, “{title}”, €{amount}",
	},
	Education: {
		"Ph.D. in {field}, {university}, {year}",
		"{year}–{year}: B.Sc. {field}, {university}, {city}",
		"M.Sc. in {field}, {university}, {year}. Thesis: {title}. Advisor: {name}",
		"**{university}**, {city}  \nPhD, {field}, {year}",
	},
	Employment: {
		"{year}–present: Assistant Professor, Department of {field}, {university}",
		"Postdoctoral Researcher, {org}, {university}, {year}–{year}",
		"**{university}**, Associate Professor of {field}, {year}–",
		"Research Scientist, {org}, {city}, {month} {year} – {month} {year}",
		"{year}–{year} Lecturer, School of {field}, {university}",
	},
	Other: {
		"Reviewer for *{journal}*, *{journal}*, *{journal}*",
		"Member, {org}, {year}–present",
		"Organizer, {conf} Workshop, {year}",
		"Languages: English (native), Spanish (fluent), German (basic)",
		"Programming: Python, R, C++, MATLAB",
		"{name}, Professor, {university}, {user}@example.org",
		"Associate Editor, *{journal}*, {year}–{year}",
		"Interview on {title}, {org} radio, {month} {year}",
		"Supervised {name} (MSc, {year}): {title}",
		"{field}, {field}, {field}",
	},
}

// SynthHeading returns a synthetic heading of class c, in one of the
// languages and wordings the section model is trained on; other
// synthetic data (the heading detector's documents) use it.
func SynthHeading(r *rand.Rand, c Class) string { return pick(r, synthHeadings[c]) }

// SynthUnknownHeading returns a synthetic heading that no lexicon knows.
func SynthUnknownHeading(r *rand.Rand) string {
	return strings.TrimSpace(unknownHeadings[r.IntN(len(unknownHeadings))])
}

// SynthLines returns the markdown of 1–25 invented entries of class c
// in one layout, as the synthetic sections hold them.
func SynthLines(r *rand.Rand, c Class) string { return synthLines(r, c) }
