package label

import (
	"strings"

	"github.com/pubgraph/pubgraph/internal/lexicon"
)

// venuesTSV is the CV reader's venue table (internal/lexicon); its
// acronyms and aliases feed the venue feature.
var venuesTSV = lexicon.VenuesTSV

// Lexicon classes, a bit each; a token may be in several.
const (
	lexMonth = 1 << iota
	lexParticle
	lexStatus
	lexEditor
	lexVenueWord
	lexVenue
	lexPublisher
	lexLocator
	lexIdent
	lexEtAl
	lexAnd
	lexSuffix
	lexIn
	lexGroup
	lexKind
	lexAward
	lexRole
	lexLinkWord
	lexCount = iota
)

var lexNames = [...]string{"month", "particle", "status", "editor", "venueword", "venue", "publisher", "locator", "ident", "etal", "and", "suffix", "in", "group", "kind", "award", "role", "linkword"}

// wordLex maps a lower-case word to its lexicon classes.
var wordLex = map[string]uint32{}

// phraseLex lists multi-word entries: the lower-case words and the class.
var phraseLex []struct {
	words []string
	class uint32
}

// phraseStarts maps the first word of each phrase in phraseLex to the
// indices of the phrases it starts, ascending.
var phraseStarts = map[string][]int{}

// venueAcronyms holds the venue table's acronyms and aliases, case kept.
var venueAcronyms = map[string]bool{}

func addWords(class uint32, words string) {
	for _, w := range strings.Fields(words) {
		if strings.Contains(w, "_") {
			phraseLex = append(phraseLex, struct {
				words []string
				class uint32
			}{strings.Split(w, "_"), class})
			continue
		}
		wordLex[w] |= class
	}
}

func init() {
	addWords(lexMonth, `january february march april may june july august september october november december
		jan feb mar apr jun jul aug sep sept oct nov dec spring summer autumn fall winter
		januar februar märz mai juni juli oktober dezember janvier février mars avril juin juillet août septembre octobre novembre décembre
		enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre
		gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre`)
	addWords(lexParticle, `von van de der den du di da del della dei des la le ten ter zu zur dos das do bin ibn al el st mc mac dalla degli vander vom t`)
	addWords(lexStatus, `forthcoming submitted accepted preprint unpublished manuscript draft press review revision preparation appear resubmit r_&_r
		in_press under_review to_appear in_preparation under_revision revise_and_resubmit revise_&_resubmit working_paper conditionally_accepted
		im_druck sous_presse en_prensa in_stampa`)
	addWords(lexEditor, `ed eds editor editors edited hrsg hg hgg éd éds dir dirs coord trans translated translator übers tr herausgegeben edited_by translated_by`)
	addWords(lexVenueWord, `proceedings proc journal j conference conf symposium symp workshop transactions review letters lett annals ann bulletin bull quarterly magazine
		international int intl acta archives arch research res studies advances adv reports rep science sciences physics phys chemistry chem
		biology biol medicine med society soc annual meeting congress colloquium zeitschrift revue rivista jahrbuch cahiers
		ieee acm usenix siam aaai sig lecture notes lncs series`)
	addWords(lexPublisher, `press verlag publishing publishers publisher books university univ universität université inc ltd co gmbh company
		springer elsevier wiley routledge cambridge oxford princeton harvard mit sage palgrave macmillan blackwell brill gruyter
		academic taylor francis penguin norton random house institute department dept school laboratory`)
	addWords(lexLocator, `vol vols volume volumes no nos nr number issue pp p pages page s bd jg heft art article chapter chap ch part pt suppl supplement e n° tome fasc`)
	addWords(lexIdent, `doi arxiv isbn issn pmid pmcid url urn hdl handle available retrieved accessed online http https www`)
	addWords(lexEtAl, `et_al and_others u_a et_coll et_alii etal`)
	addWords(lexAnd, `and & und et y e i and/or`)
	addWords(lexSuffix, `jr sr ii iii iv jnr snr`)
	addWords(lexIn, `in dans im en`)
	addWords(lexGroup, `consortium group collaboration committee association society team network project organization organisation council initiative investigators working study alliance federation`)
	addWords(lexKind, `thesis dissertation phd report technical tech paper poster talk abstract chapter book patent software dataset`)
	addWords(lexAward, `award awards prize prizes winner finalist nominee nominated honorable honourable mention distinguished outstanding spotlight oral best
		best_paper best_student_paper cover_article editor's_choice featured_article`)
	addWords(lexRole, `contribution contributions contributed equally corresponding senior co-first co-senior co-last student mentee supervised
		equal_contribution corresponding_author senior_author first_author co-first_author joint_first contributed_equally student_author
		last_author lead_author shared_first first_authors`)
	addWords(lexLinkWord, `pdf code slides video poster bibtex bib preprint supplement supplementary html link project data website github talk abstract
		project_page preprint_pdf`)
	for k, p := range phraseLex {
		phraseStarts[p.words[0]] = append(phraseStarts[p.words[0]], k)
	}
	for _, line := range strings.Split(venuesTSV, "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) < 4 {
			continue
		}
		venueAcronyms[cols[0]] = true
		if cols[3] != "-" {
			for _, a := range strings.Split(cols[3], "|") {
				venueAcronyms[strings.TrimPrefix(a, "~")] = true
			}
		}
	}
}

// lexClasses returns the lexicon classes of every token, matching phrases
// over consecutive word tokens ("in press", "edited by", "et al.").
func lexClasses(toks []Token, lows []string) []uint32 {
	out := make([]uint32, len(toks))
	for i, t := range toks {
		out[i] = wordLex[lows[i]]
		if venueAcronyms[t.Text] {
			out[i] |= lexVenue
		}
	}
	for i := range toks {
		for _, pi := range phraseStarts[lows[i]] {
			p := phraseLex[pi]
			j, k := i, 0
			for k < len(p.words) && j < len(toks) {
				if lows[j] == "." && p.words[k] != "." {
					j++
					continue
				}
				if lows[j] != p.words[k] {
					break
				}
				j++
				k++
			}
			if k == len(p.words) {
				for m := i; m < j; m++ {
					out[m] |= p.class
				}
			}
		}
	}
	return out
}
