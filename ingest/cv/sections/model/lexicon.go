package model

import (
	"sort"
	"strings"
)

// cueWords are the words whose presence on a line is a cue of what the
// section lists (matched lower-cased, punctuation trimmed).
var cueWords = map[string][]int{}

// cuePhrases are cues of more than one word, or parts of words, matched
// in the lower-cased line.
var cuePhrases []struct {
	text string
	cue  int
}

func init() {
	for cue, words := range map[int]string{
		CueVenue: `journal journals proceedings proc proc. conference conf. symposium transactions trans. letters review
 press vol vol. volume pp pp. pages zeitschrift revue revista rivista tijdschrift actas anais atti workshop
 magazine bulletin annals quarterly edited eds ed. editors in: arxiv biorxiv ssrn`,
		CueTalk: `invited talk talks seminar seminars colloquium keynote plenary presented presentation lecture webinar
 panel panelist speaker vortrag exposé ponencia charla palestra conferencia`,
		CueTeach: `course courses instructor teaching ta lecturer semester fall spring autumn winter undergraduate
 graduate syllabus students tutor tutorial lab module curso docente cours lehrveranstaltung vorlesung`,
		CueMoney: `grant grants funded funding award awarded fellowship scholarship foundation pi co-pi co-i prize
 amount budget usd eur nsf nih erc dfg`,
		CueDegree: `phd ph.d ph.d. bsc b.sc. b.s. ba b.a. msc m.sc. m.s. ma m.a. mphil bachelor master masters doctor
 doctorate diploma degree licenciatura magister`,
		CueJob: `professor postdoc postdoctoral researcher assistant associate lecturer scientist engineer intern
 internship director manager present visiting research fellow head`,
		CueSoftware: `package packages github gitlab cran pypi library toolbox software version release repository
 code api npm python plugin`,
		CueService: `reviewer referee reviewing committee chair co-chair editor editorial board organizer organiser
 member membership secretary treasurer ad-hoc judge`,
		CueStatus: `submitted preprint forthcoming review preparation accepted revision revise resubmit progress`,
		CueMonth: `january february march april may june july august september october november december jan feb mar
 apr jun jul aug sep sept oct nov dec`,
	} {
		for _, w := range strings.Fields(words) {
			cueWords[w] = append(cueWords[w], cue)
		}
	}
	for _, cs := range cueWords {
		sort.Ints(cs)
	}
	for _, p := range []struct {
		text string
		cue  int
	}{
		{"teaching assistant", CueTeach}, {"under review", CueStatus}, {"in press", CueStatus},
		{"to appear", CueStatus}, {"github.com", CueSoftware}, {"invited", CueTalk},
		{"university", CueJob}, {"universit", CueDegree},
	} {
		cuePhrases = append(cuePhrases, p)
	}
}

// Concepts of heading words: what a word of a section heading names, in
// the languages CVs are written in.
const (
	cPub      = "pub"
	cJournal  = "journal"
	cConf     = "conf"
	cBook     = "book"
	cPreprint = "preprint"
	cThesis   = "thesis"
	cPatent   = "patent"
	cPoster   = "poster"
	cTalk     = "talk"
	cSoftware = "software"
	cTeach    = "teach"
	cGrant    = "grant"
	cAward    = "award"
	cEdu      = "edu"
	cEmploy   = "employ"
	cService  = "service"
	cSkill    = "skill"
	cRef      = "ref"
	cMedia    = "media"
	cStudent  = "student"
	cWork     = "work"
	cSelected = "selected"
	cRefereed = "refereed"
	cOther    = "otherword"
)

// conceptWords maps heading words to their concept. Words are matched
// lower-cased; scripts written without spaces (Chinese, Japanese) are
// matched as substrings (see conceptRunes).
var conceptWords = map[string][]string{}

// conceptRunes are the concept words of scripts without spaces.
var conceptRunes []struct{ text, concept string }

func init() {
	for concept, words := range map[string]string{
		cPub: `publications publication papers paper articles article bibliography output outputs writings essays
 veröffentlichungen veröffentlichung publikationen publikation schriften schriftenverzeichnis aufsätze
 publicaciones publicación artículos artigos publicações publicação pubblicazioni pubblicazione articoli
 publicaties publicatie artikelen articles publikacje publikasjoner publikationer julkaisut 論文 论文 発表論文
 業績 研究業績 著作 发表 出版物 論著 学術論文 发表论文`,
		cJournal: `journal journals zeitschrift zeitschriften zeitschriftenartikel revue revues revista revistas rivista
 riviste tijdschrift tijdschriften periodicals 期刊 学術誌 雑誌 査読付き 查读 原著論文 原著`,
		cConf: `conference conferences proceedings konferenz konferenzen tagung tagungen tagungsbände tagungsbeiträge
 congrès conférence actes congresos congreso actas anais congressos congresso convegni convegno atti conferenties
 conferentie symposium symposia 会议 国際会議 国内会議 学会 会議録 プロシーディングス`,
		cBook: `book books chapter chapters monograph monographs volumes edited bücher buch buchkapitel buchbeiträge
 monographien sammelbände livres livre chapitres chapitre ouvrages ouvrage libros libro capítulos capítulo livros
 livro libri libro capitoli capitolo boeken boek hoofdstukken encyclopedia encyclopedias encyclopaedia dictionary
 dictionaries lexikon lexikonartikel encyclopédie dictionnaire enciclopedia diccionario dicionário dizionario
 专著 著書 书籍 章节 分担執筆 単著 共著 編著`,
		cPreprint: `preprints preprint submitted submission submissions manuscripts manuscript working progress
 preparation review forthcoming accepted press unpublished eingereicht arbeitspapiere soumis soumises prépublications
 prépublication enviados enviado revisión prensa submetidos submetido preparação corso ingediend 预印本 投稿中
 印刷中 未発表`,
		cThesis: `thesis theses dissertation dissertations doktorarbeit habilitation thèse thèses tesis tese teses tesi
 proefschrift 学位论文 博士論文 修士論文 学位論文`,
		cPatent: `patents patent patente patenten brevets brevet patentes brevetti octrooien 专利 特許`,
		cPoster: `posters poster abstracts abstract`,
		cTalk: `talks talk presentations presentation lectures lecture seminars seminar colloquia colloquium keynotes
 keynote speaking engagements vorträge vortrag exposés interventions communications ponencias ponencia charlas
 presentaciones conferencias palestras apresentações comunicações interventi relazioni seminari presentaties
 lezingen voordrachten 报告 讲座 講演 口頭発表 招待講演 発表 学会発表 ポスター発表`,
		cSoftware: `software code packages package tools datasets data logiciels logiciel programas programmi 软件 ソフトウェア`,
		cTeach: `teaching courses course taught lehre lehrveranstaltungen lehrtätigkeit enseignement enseignements
 docencia enseñanza ensino docência didattica insegnamento onderwijs 教学 授業 講義 担当授業`,
		cGrant: `grants grant funding funded fellowships fellowship scholarships drittmittel förderung
 forschungsförderung financements financement subventions financiación becas beca financiamento bolsas
 finanziamenti borse subsidies beurzen 基金 科研費 研究費 競争的資金 外部資金 资助 项目`,
		cAward: `awards award honors honours honor prizes prize distinctions recognition achievements auszeichnungen
 preise prix récompenses premios premio reconocimientos distinciones prêmios prémios premi riconoscimenti
 onderscheidingen prijzen 获奖 奖励 受賞 賞`,
		cEdu: `education degrees qualifications ausbildung studium bildungsweg formation éducation études formación
 educación estudios formação educação istruzione formazione opleiding opleidingen 教育背景 学历 学歴 教育经历`,
		cEmploy: `experience experiences employment positions position appointments appointment career history
 berufserfahrung werdegang beruflicher anstellungen expérience expériences postes parcours experiencia cargos
 experiência esperienza esperienze posizioni incarichi werkervaring loopbaan aanstellingen 工作经历 职位 職歴 経歴 略歴`,
		cService: `service services committees committee reviewing reviewer referee memberships membership affiliations
 activities outreach engagement leadership editorial organizing organization professional management administration
 administrative responsibilities duties gutachtertätigkeit mitgliedschaften
 gremien comités servicio actividades serviço atividades servizio attività dienstverlening activiteiten 服务
 学会活動 社会活動 委員`,
		cSkill: `skills languages interests interest summary profile objective contact information about bio biography
 metrics bibliometrics citation citations
 kenntnisse sprachen fähigkeiten compétences langues habilidades idiomas competências competenze lingue
 vaardigheden talen 技能 語学 研究興味 研究分野 研究内容`,
		cRef:   `references reference referees referenzen références referencias referências referenze`,
		cMedia: `media press news coverage interviews appearances podcast podcasts blog blogs highlights public popular medien presse 报道 メディア`,
		cStudent: `students student supervision supervised mentoring mentees advising advisees betreuung encadrement
 dirección orientação orientações orientaciones supervisione begeleiding 指導 指导`,
		cWork:     `works work`,
		cSelected: `selected select recent ausgewählte choisies seleccionadas selecionadas selezionate geselecteerde 主要`,
		cRefereed: `refereed peer-reviewed reviewed peer begutachtete referierte arbitrés arbitrados revisados
 referati 査読 查読`,
		cOther: `other miscellaneous misc additional weitere autres otras outras altre overige その他 其他`,
	} {
		for _, w := range strings.Fields(words) {
			if isSpaceless(w) {
				conceptRunes = append(conceptRunes, struct{ text, concept string }{w, concept})
				continue
			}
			conceptWords[w] = append(conceptWords[w], concept)
		}
	}
	// A word may name two concepts ("press": in press, the press); the
	// maps were filled in random order.
	for _, cs := range conceptWords {
		sort.Strings(cs)
	}
	sort.Slice(conceptRunes, func(i, j int) bool {
		a, b := conceptRunes[i], conceptRunes[j]
		return a.text < b.text || a.text == b.text && a.concept < b.concept
	})
}

// isSpaceless reports whether s is written in a script without spaces
// between words (Han, Hiragana, Katakana).
func isSpaceless(s string) bool {
	for _, r := range s {
		if r >= 0x3040 && r <= 0x30ff || r >= 0x3400 && r <= 0x9fff {
			return true
		}
	}
	return false
}

// ConceptRef is the concept of "References": a section of referees, or
// of works.
const ConceptRef = cRef

// Names reports whether heading holds a word of concept.
func Names(heading, concept string) bool {
	for _, c := range concepts(heading) {
		if c == concept {
			return true
		}
	}
	return false
}

// concepts returns the concepts of heading's words, in order.
func concepts(heading string) []string {
	var out []string
	for _, w := range headingWords(heading) {
		out = append(out, conceptWords[w]...)
	}
	lower := strings.ToLower(heading)
	for _, cr := range conceptRunes {
		if strings.Contains(lower, cr.text) {
			out = append(out, cr.concept)
		}
	}
	return out
}

// conceptClass is the class of section a heading concept names, for
// labelling sections that hold no publication.
var conceptClass = map[string]Class{cTalk: Talks, cSoftware: Software, cTeach: Teaching, cGrant: Grants,
	cAward: Grants, cEdu: Education, cEmploy: Employment}

// HeadingClass returns the class a heading's words name when it lists no
// publications: the class of its last concept that names one, or Other;
// "Experience" or "Education" only when no other one does ("Teaching
// Experience" is teaching).
func HeadingClass(heading string) Class {
	c, weak := Other, Other
	for _, k := range concepts(heading) {
		switch cl, ok := conceptClass[k]; {
		case !ok:
		case cl == Education || cl == Employment:
			weak = cl
		default:
			c = cl
		}
	}
	if c == Other {
		return weak
	}
	return c
}
