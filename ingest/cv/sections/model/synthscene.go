package model

import (
	"math/rand/v2"
	"strings"
)

// A scene is a kind of section whose class hangs on where it stands or
// on words few headings use: posters are papers under "Publications"
// and talks under "Presentations", patents under "Honors" are no list
// of works, unpublished manuscripts are preprints whatever their entries
// lack. Synthesize makes some of its sections from scenes, so that the
// model learns such sections from what generalises (the concepts of the
// heading and its parent, and the entries) rather than from the words of
// the one development file that has them.
type scene struct {
	class     Class
	headings  string // |-separated
	parents   string // |-separated; an empty choice is no parent
	templates []string
}

// The entries of the scenes, by what they list.
var (
	posterEntries = []string{
		"{authors} ({year}). {title}. Poster presented at the {conf}, {city}.",
		"{authors}. {title} [Abstract]. *{journal}* {vol}(Suppl. {issue}):{pages}, {year}.",
		"{authors} ({year}, {month}). *{title}* [Poster]. {conf}, {city}, {country}.",
		"{authors}. {title}. Abstract {CODE}{num3}, {conf}, {city}, {year}.",
		"{authors}. “{title}.” {conf}, {city}, {month} {year}. (poster)",
		"{authors} ({year}). {title}. {conf}, {city}, {country}.",
	}
	patentEntries = []string{
		"{authors}. {title}. US Patent {num},{num3}, {year}.",
		"{name}, {name}. {title}. Patent No. CN{num}, granted {month} {year}.",
		"{title}. European Patent Application EP{num}, filed {year}.",
		"{authors} ({year}). {title}. U.S. Patent Application {num}/{num3}.",
		"{name} and {name}: {title}, patent {CODE}{num}, {year}",
	}
	writingEntries = []string{
		"{name}. Review of *{title}*, by {name}. *{journal}* {vol} ({year}): {pages}.",
		"{name}. “{title}.” *The {city} Times*, {month} {issue}, {year}.",
		"“{title}.” *{org} Blog*, {month} {year}. https://blog.example.org/{pkg}",
		"{authors} ({year}). *{title}*. Technical Report {CODE}-{num}, {org}.",
		"{authors}. “{title}.” In *Encyclopedia of {field}*, edited by {name}. {publisher}, {year}.",
		"{authors} ({year}). {title}. Policy brief, {org}, {city}.",
		"{name}. “{title}.” *{field} Magazine*, {year}, {pages}.",
		"{authors}. {title}. White paper, {org}, {month} {year}.",
	}
	manuscriptEntries = []string{
		"“{title}” (with {name})",
		"{title}, with {name} and {name}",
		"{title} (draft available on request)",
		"{authors}. {title}. Manuscript in preparation.",
		"“{title}.” Unpublished manuscript, {year}.",
		"{title}. Under review at *{journal}*.",
		"{authors}. “{title}.” Working paper, {year}.",
	}
	mediaEntries = []string{
		"“{title}.” Interview with {name}, *{org} Podcast*, {month} {year}.",
		"*{title}*. Exhibition, {city} Gallery, {month} {year}.",
		"Guest on *{title}*, {org} radio, {month} {year}.",
		"Brief of {name} et al. as amici curiae, *{name} v. {name}*, No. {num} ({year}).",
		"{title}. Installation, {city}, {year}.",
		"Quoted in “{title},” *The {city} Times*, {month} {issue}, {year}.",
		"*{title}* ({year}), performance, {city}",
		"{title}, {org} working group, {year}–present. With {name} and {name}.",
	}
	reviewEntries = []string{
		"*{journal}*",
		"*{journal}*, *{journal}*, *{journal}*",
		"{CONF} {year}, {CONF} {year}, {CONF} {year}",
		"Reviewer, *{journal}* ({year}–present)",
		"{journal} ({num1})",
		"Program committee, {conf} {year}",
		"{conf} ({year}, {year})",
	}
	organisedEntries = []string{
		"Co-organizer, {conf} Workshop on {field}, {city}, {year}",
		"{title}. Workshop organised at the {conf}, {city}, {month} {year}.",
		"Session chair, “{title},” {conf}, {year}",
		"{year}: {title}, {num1}-day workshop, {university}",
	}
	supervisionEntries = []string{
		"{name}. {title}. Master's thesis, {university}, {year}.",
		"{name} (PhD, {year}): {title}",
		"Co-supervisor of {name}, “{title},” Bachelor's thesis, {year}",
		"{year}: {name}, {title} (MSc)",
		"{name}, PhD student, {year}–present",
	}
	datasetEntries = []string{
		"{authors} ({year}). {title} [Data set]. Zenodo. https://doi.org/10.5281/zenodo.{num}",
		"{title}. Dataset, {org} repository, {year}. doi:10.{doi}",
		"{authors}. {title} (version {num1}). Dryad, {year}.",
		"[{pkg}](https://example.org/{pkg}): {title}, an interactive web application",
	}
	presentationEntries = []string{
		"{authors} ({year}). {title}. {conf}, {city}, {country}.",
		"{authors}. “{title}.” Paper presented at the {conf}, {city}, {month} {year}.",
		"{authors} ({year}, {month}). *{title}*. {conf}, {city}.",
		"{authors}. {title}. {CONF} {year}, {city}. (oral)",
	}
)

// Where the scenes' sections stand.
const (
	pubParents   = `Publications|Research Output|Scholarly Works|Peer-Reviewed Publications|Veröffentlichungen|Publicaciones|Publications scientifiques|Bibliography|Scholarship|Research`
	talkParents  = `|Presentations|Talks|Conference Participation|Conference Presentations|Activities|Scientific Communications|Vorträge|Communications|Dissemination`
	honorParents = `Awards|Honors and Awards|Recognition|Achievements|Distinctions|Auszeichnungen|Prix et distinctions|Premios|受賞`
	svcParents   = `Service|Professional Service|Reviewing|Peer Review|Editorial Work|Gutachtertätigkeit|Professional Activities`
)

// scenes are the sections Synthesize makes beside those of each class.
var scenes = []scene{
	{Pubs, `Posters|Poster Abstracts|Abstracts|Conference Abstracts|Meeting Abstracts|Posters and Abstracts|Published Abstracts|
 Conference Posters|Abstracts and Posters|Refereed Abstracts|Tagungsposter|Résumés de conférences|Resúmenes|Resumos|Abstracts in Proceedings`,
		pubParents, posterEntries},
	{Talks, `Posters|Poster Presentations|Contributed Posters|Presentations and Posters|
 Conference Posters|Posters and Talks|Poster Sessions|Abstracts and Presentations|Abstracts and Poster Presentations|
 Poster Presentations and Abstracts|Presentations and Abstracts at Meetings|Meeting Presentations and Abstracts|Posterbeiträge|Présentations par affiche|Pósteres|Pôsteres|ポスター発表`,
		talkParents, append(posterEntries[:len(posterEntries):len(posterEntries)], presentationEntries...)},
	{Talks, `Conference Presentations|Selected Conference Presentations|Peer-Reviewed Conference Presentations|Contributed Presentations|
 Oral Presentations|Presentations at Scientific Meetings|Papers Presented|Conference Talks|Ponencias en congresos|Communications orales`,
		talkParents, presentationEntries},
	// Talks under one heading over all the work are still talks.
	{Talks, `Talks|Invited Talks|Presentations|Conference Presentations|Seminars|Lectures|Vorträge|Ponencias|Palestras|講演`,
		pubParents, append(entryTemplates[Talks][:len(entryTemplates[Talks]):len(entryTemplates[Talks])], presentationEntries...)},
	{Pubs, `Patents|Patents and Inventions|Granted Patents|Patent Applications|Patente|Brevets|Patentes|专利|特許`,
		`|Publications|Research Output|Intellectual Property|Scholarly Works`, patentEntries},
	{Other, `Patents|Patents and Inventions|Granted Patents|Patente|Brevets|专利`, honorParents, patentEntries},
	{Pubs, `Other Writing|Other Writings|Other Publications|Non-Refereed Publications|Non-Peer-Reviewed Publications|Book Reviews|
 Reviews|Essays|Op-Eds|Op-Eds and Essays|Blog Posts|Popular Writing|Public Writing|Short Pieces|Policy Reports|Reports|
 Technical Reports|White Papers|Encyclopedia Entries|Invited Articles|Magazine Articles|
 Sonstige Veröffentlichungen|Rezensionen|Autres publications|Comptes rendus|Otras publicaciones|Reseñas|Recensioni|Outras publicações`,
		`|Publications|Writing|Scholarship|Other Publications|Research Output`, writingEntries},
	{Preprints, `Unpublished Manuscripts|Manuscripts in Preparation|Papers in Progress|Work in Progress|
 Works in Progress|Manuscripts Under Review|Papers Under Review|Draft Papers|Unpublished Papers|Manuskripte in Vorbereitung|
 Travaux en cours|Manuscritos en preparación|Trabalhos em andamento|Lavori in corso|未発表論文`,
		`|Publications|Research|Work in Progress|Research in Progress|Papers|Current Research`, manuscriptEntries},
	{Other, `Podcasts|Podcast Interviews|Media Appearances|Interviews|Creative Work|Exhibitions|Performances|Art|Artworks|
 Films|Radio and Television|Press Coverage|In the Media|Amicus Briefs|Comment Letters|Legal Filings|Testimony|
 Working Groups|Collaborations|Ausstellungen|Expositions|Entrevistas`,
		`|Outreach|Media|Other Activities|Activities`, mediaEntries},
	{Other, `Journal Reviewer|Ad hoc Reviewer|Reviewer|Reviewing Activities|Ad hoc Reviewing|
 Editorial Boards|Program Committees|Journal Peer Reviewer|Gutachter|Relecteur|Revisor|Revisore`,
		`|` + svcParents, reviewEntries},
	{Other, `Journals|Conferences|Journal Reviewing|Conference Reviewing|Proceedings|Zeitschriften|Revues|Revistas`, svcParents, reviewEntries},
	{Other, `Workshops Organized|Organized Sessions|Sessions Organized|Workshops|Organisation|Events Organized`,
		`|Service|Activities|Presentations|Professional Activities`, organisedEntries},
	{Other, `Theses Supervised|Student Theses|Supervision of Theses|Theses Advised|Doctoral Students Supervised|
 Betreute Abschlussarbeiten|Thèses encadrées|Tesis dirigidas|Orientações concluídas|Tesi seguite`,
		`|Teaching|Supervision|Mentoring|Students|Teaching and Supervision`, supervisionEntries},
	// A heading that names papers says what its section lists whatever
	// the heading before it: the parent a reader finds is often only the
	// last empty section.
	{Journals, `Journal Papers|Journal Articles|Refereed Journal Articles|Articles in Journals|Peer-Reviewed Articles|Zeitschriftenartikel`,
		honorParents + "|" + svcParents + "|Activities|Teaching", entryTemplates[Journals]},
	{Conferences, `Conference Papers|Conference Proceedings|Refereed Conference Papers|Proceedings|Tagungsbeiträge`,
		honorParents + "|Activities|Skills|Teaching", entryTemplates[Conferences]},
	{Software, `Datasets|Data|Data Sets|Research Data|Data Publications|Apps|Datensätze|Données|Datos`,
		`|Research Output|Other Outputs|Software|Products`, datasetEntries},
}

// sceneShare is the share, in tenths, of synthetic sections made from
// scenes.
const sceneShare = 3

// sceneSection returns one synthetic section of scene s.
func sceneSection(r *rand.Rand, s *scene) Labelled {
	heading := pick(r, s.headings)
	switch r.IntN(6) {
	case 0:
		heading = strings.ToUpper(heading)
	case 1:
		heading = strings.ToLower(heading)
	}
	x := Example{Heading: heading, Parent: pick(r, s.parents), Marked: r.IntN(4) > 0, Level: r.IntN(4)}
	x.Rule = ruleOf(heading, x.Marked)
	n := 1 + r.IntN(10)
	if r.IntN(4) == 0 {
		n += r.IntN(20)
	}
	x.Sum = summarizeEntries(r, n, func() string { return fill(r, s.templates[r.IntN(len(s.templates))]) })
	return Labelled{Class: s.class.String(), X: x}
}
