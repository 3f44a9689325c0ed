// Package venues is the venue table: it finds the venue a string names
// ("Proc. of OSDI '22" is OSDI) and tells from a venue string what kind of
// publication appeared there. The readers of package ingest and the CV
// reader share it.
package venues

import (
	"github.com/pubgraph/pubgraph/internal/lexicon"
	"github.com/pubgraph/pubgraph/pub"

	"fmt"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Venue is an entry of the venue table.
type Venue struct {
	// Acronym is the venue's usual short name: "OSDI", "NeurIPS".
	Acronym string
	// Names are full names and variants that identify the venue: the full
	// names first, then the other short names.
	Names []string
	Kind  pub.Kind
}

// venuesTSV is the curated venue table (internal/lexicon/venues.tsv),
// shared with the token labeller; its header documents the columns.
var venuesTSV = lexicon.VenuesTSV

// Lookup finds the venue that text names, such as "16th USENIX
// Symposium on Operating Systems Design and Implementation (OSDI 2022)",
// "OSDI '22" or "Proc. of OSDI". It reports false for an unknown venue.
//
// Text is matched by whole words against the acronyms, short names and
// full names of the table in venues.tsv. Acronyms match case-sensitively
// or in capitals, so "ATC" is a venue and "atc" is not; acronyms that are
// also ordinary words ("FAST", "SODA", "CHI") count only next to a year,
// after "Proc.", "In", "ACM", "IEEE" or "USENIX", or as the whole text.
// Full names match case-insensitively, ignoring small words, punctuation
// and the usual abbreviations ("Proc.", "Conf.", "Int'l"). When several
// venues match, an acronym in parentheses wins ("Proceedings of the ACM
// on Programming Languages (OOPSLA)" is OOPSLA), and otherwise the longest
// match, a full name beating an acronym, so "ACM SIGCOMM Computer
// Communication Review" is CCR, not SIGCOMM.
//
// A workshop, poster or demo held at a venue reports the host venue; use
// Kind to tell it from the main event.
//
// Lookup costs time linear in the length of text: the table is indexed by
// the rarest word of each name.
func Lookup(text string) (Venue, bool) {
	v, ok, _ := lookupSteps(text)
	return v, ok
}

// lookupSteps is Lookup that also counts its steps: the tokens read
// and every candidate name and token compared, which tests hold linear
// in the length of text without timing anything.
func lookupSteps(text string) (Venue, bool, int) {
	t := venueTable()
	toks := tokenizeVenue(text)
	filler := fillerCounts(toks)
	steps := len(toks)
	best, bestScore, bestStart := -1, 0, 0
	consider := func(venue, score, start int) {
		if score > bestScore || score == bestScore && (start < bestStart || start == bestStart && venue < best) {
			best, bestScore, bestStart = venue, score, start
		}
	}

	// Short names, token by token as written.
	for i, tok := range toks {
		for _, p := range aliasesOf(t.aliases, tok.raw) {
			steps += 1 + len(p.toks)
			if !p.matchAt(toks, i) {
				continue
			}
			v := &t.venues[p.venue]
			end := i + len(p.toks)
			switch {
			case v.whole && !filler.only(i, end):
				continue
			case p.weak && !inVenueContext(toks, filler, i, end):
				continue
			}
			score := len(p.toks)
			if strings.HasSuffix(strings.TrimSpace(tok.sep), "(") {
				// "Proceedings of the ACM on Programming Languages
				// (OOPSLA)": the acronym in parentheses is the author's
				// own label, and beats any name around it.
				score += parenBonus
			}
			consider(p.venue, score, i)
		}
	}

	// Full names, over the words that are not small words.
	var words []int // indexes into toks
	for i, tok := range toks {
		if !venueStopwords[tok.norm] {
			words = append(words, i)
		}
	}
	for j, w := range words {
		for _, p := range t.names[toks[w].norm] {
			steps += 1 + len(p.toks)
			start := j - p.key
			if start < 0 || start+len(p.toks) > len(words) {
				continue
			}
			ok := true
			for k, want := range p.toks {
				if toks[words[start+k]].norm != want {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			first, last := words[start], words[start+len(p.toks)-1]
			// "International Conference on Machine Learning and
			// Applications" is not ICML: a name that runs on is another name.
			if last+1 < len(toks) && continuesName(toks[last+1]) {
				continue
			}
			if t.venues[p.venue].whole && !filler.only(first, last+1) {
				continue
			}
			consider(p.venue, len(p.toks)+1, first)
		}
	}
	if best < 0 {
		return Venue{}, false, steps
	}
	return t.venues[best].Venue, true, steps
}

// Kind tells from the words of a venue string what kind of
// publication appeared there: "Systems for ML Workshop at NeurIPS" is a
// workshop, "Demonstration at VLDB" a demo, "arXiv preprint" a preprint,
// "Under review at ICML" under review. Without such words it is the kind
// of the venue Lookup finds, or else a journal or conference by the
// words "Journal", "Transactions", "Conference", "Symposium" or
// "Proceedings". It returns KindOther when nothing tells.
func Kind(text string) pub.Kind {
	toks := tokenizeVenue(text)
	has := func(words ...string) bool {
		for i, tok := range toks {
			for _, w := range words {
				first, rest, two := strings.Cut(w, " ")
				if tok.norm == first && (!two || i+1 < len(toks) && toks[i+1].norm == rest) {
					return true
				}
			}
		}
		return false
	}
	switch {
	case has("patent", "patents"):
		return pub.KindPatent
	case has("thesis", "dissertation"):
		return pub.KindThesis
	case has("under review", "under submission", "in submission", "submitted", "in preparation"):
		return pub.KindUnderReview
	case has("demo", "demos", "demonstration", "demonstrations"):
		return pub.KindDemo
	case has("poster", "posters"):
		return pub.KindPoster
	case has("workshop", "workshops"):
		return pub.KindWorkshop
	case has("preprint", "arxiv", "corr", "biorxiv", "medrxiv"):
		return pub.KindPreprint
	}
	if v, ok := Lookup(text); ok {
		return v.Kind
	}
	switch {
	case has("journal", "transactions", "letters", "magazine", "bulletin", "review"):
		return pub.KindJournal
	case has("conference", "symposium", "proceedings", "meeting", "congress", "colloquium"):
		return pub.KindConference
	case has("chapter"):
		return pub.KindChapter
	case has("book"):
		return pub.KindBook
	}
	return pub.KindOther
}

// parenBonus is added to the score of a short name in parentheses.
const parenBonus = 100

// venueToken is a run of letters, a run of digits or an ampersand.
type venueToken struct {
	raw  string // as written
	norm string // lower case, abbreviations expanded, "&" as "and"
	sep  string // the text between the previous token and this one
}

// venueAbbrevs expands abbreviations to the words full names use.
var venueAbbrevs = map[string]string{
	"&":     "and",
	"proc":  "proceedings",
	"procs": "proceedings",
	"conf":  "conference",
	"symp":  "symposium",
	"trans": "transactions",
	"intl":  "international",
	"int":   "international",
	"j":     "journal",
	"jour":  "journal",
}

// venueStopwords are left out when matching full names.
var venueStopwords = map[string]bool{
	"of": true, "on": true, "the": true, "and": true, "for": true, "in": true,
}

// apostropheL joins "Int'l" into one word before tokenizing.
var apostropheL = strings.NewReplacer("Int'l", "Intl", "int'l", "intl", "INT'L", "INTL", "Int’l", "Intl", "int’l", "intl")

// aliasesOf returns aliases[strings.ToUpper(raw)], without making the
// upper-case copy of a short ASCII word.
func aliasesOf(aliases map[string][]aliasPattern, raw string) []aliasPattern {
	var buf [32]byte
	if len(raw) > len(buf) {
		return aliases[strings.ToUpper(raw)]
	}
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		if c >= utf8.RuneSelf {
			return aliases[strings.ToUpper(raw)]
		}
		if 'a' <= c && c <= 'z' {
			c -= 'a' - 'A'
		}
		buf[i] = c
	}
	return aliases[string(buf[:len(raw)])]
}

// tokenizeVenue splits text into letter runs, digit runs and ampersands.
func tokenizeVenue(text string) []venueToken {
	if strings.ContainsAny(text, "'’") {
		text = apostropheL.Replace(text)
	}
	toks := make([]venueToken, 0, len(text)/4+1)
	// The lower case of the ASCII tokens with capitals that are no
	// abbreviation, one after another: one string for all of them (set
	// after the loop), not one each.
	var low []byte
	var lowToks []int
	class := func(r rune) int {
		switch {
		case unicode.IsLetter(r):
			return 1
		case unicode.IsDigit(r):
			return 2
		case r == '&':
			return 3
		}
		return 0
	}
	start, sepStart, cur := -1, 0, 0
	flush := func(end int) {
		if start < 0 {
			return
		}
		raw := text[start:end]
		tok := venueToken{raw: raw, sep: text[sepStart:start]}
		if n := len(low); asciiUpper(raw) {
			if low == nil {
				low = make([]byte, 0, len(text))
			}
			low = appendLowerASCII(low, raw)
			if e, ok := venueAbbrevs[string(low[n:])]; ok {
				tok.norm, low = e, low[:n]
			} else {
				lowToks = append(lowToks, len(toks))
			}
		} else {
			tok.norm = strings.ToLower(raw)
			if e, ok := venueAbbrevs[tok.norm]; ok {
				tok.norm = e
			}
		}
		toks = append(toks, tok)
		start, sepStart = -1, end
	}
	for i, r := range text {
		c := class(r)
		if c != cur || c == 3 {
			flush(i)
			if c != 0 {
				start = i
			}
		}
		cur = c
	}
	flush(len(text))
	if len(lowToks) > 0 {
		all, at := string(low), 0
		for _, k := range lowToks {
			n := len(toks[k].raw)
			toks[k].norm, at = all[at:at+n], at+n
		}
	}
	return toks
}

// asciiUpper reports whether s is ASCII and holds a capital: a word whose
// lower case appendLowerASCII writes.
func asciiUpper(s string) bool {
	upper := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return false
		}
		upper = upper || 'A' <= c && c <= 'Z'
	}
	return upper
}

// appendLowerASCII appends the lower case of the ASCII word s to b.
func appendLowerASCII(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return b
}

// matchAt reports whether the short name p is written at toks[i:].
func (p *aliasPattern) matchAt(toks []venueToken, i int) bool {
	if i+len(p.toks) > len(toks) {
		return false
	}
	for k, want := range p.toks {
		got := toks[i+k]
		if got.raw != want && got.raw != strings.ToUpper(want) {
			return false
		}
		if k > 0 && squeezeSep(got.sep) != p.seps[k] {
			return false
		}
	}
	return true
}

// squeezeSep drops spaces and dots from a separator, so that "Proc.
// VLDB" and "Proc VLDB" are written alike but "L@S" and "L. S." are not.
func squeezeSep(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '.' || unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

// inVenueContext reports whether toks[i:end], a short name that is also an
// ordinary word, stands where a venue would: next to a year, after
// "Proc."/"In"/a publisher, before "Conference", or alone.
func inVenueContext(toks []venueToken, filler fillerCount, i, end int) bool {
	if end < len(toks) {
		next := toks[end]
		if isYearToken(next) || venueContextAfter[next.norm] {
			return true
		}
	}
	if i > 0 {
		prev := toks[i-1].norm
		if venueContextBefore[prev] {
			return true
		}
		if prev == "of" && i > 1 && toks[i-2].norm == "proceedings" {
			return true
		}
	}
	return filler.only(i, end)
}

// isYearToken reports whether tok is a year after a venue: "2022", "'22"
// or the "19" of "SC19".
func isYearToken(tok venueToken) bool {
	if !isDigits(tok.raw) {
		return false
	}
	switch len(tok.raw) {
	case 4:
		return strings.HasPrefix(tok.raw, "19") || strings.HasPrefix(tok.raw, "20")
	case 2:
		s := strings.TrimSpace(tok.sep)
		return tok.sep == "" || s == "'" || s == "’" || s == "‘"
	}
	return false
}

var venueContextBefore = map[string]bool{
	"proceedings": true, "in": true, "acm": true, "ieee": true,
	"usenix": true, "siam": true, "ifip": true, "aaai": true,
}

var venueContextAfter = map[string]bool{
	"conference": true, "symposium": true, "workshop": true, "workshops": true,
}

// fillerWords may stand around a venue that must be the whole text:
// "Nature, vol. 521, pp. 436-444, May 2015".
var fillerWords = map[string]bool{
	"vol": true, "volume": true, "no": true, "number": true, "pp": true,
	"p": true, "page": true, "pages": true, "issue": true, "article": true,
	"art": true, "e": true, "to": true, "appear": true, "accepted": true,
	"forthcoming": true, "jan": true, "january": true, "feb": true,
	"february": true, "mar": true, "march": true, "apr": true, "april": true,
	"may": true, "jun": true, "june": true, "jul": true, "july": true,
	"aug": true, "august": true, "sep": true, "sept": true, "september": true,
	"oct": true, "october": true, "nov": true, "november": true, "dec": true,
	"december": true,
}

// fillerCount counts the tokens that are not filler: fillerCount[k] is
// how many of the first k tokens are not numbers, small words or filler
// words. It answers onlyFiller questions in constant time, which keeps
// Lookup linear.
type fillerCount []int

func fillerCounts(toks []venueToken) fillerCount {
	n := make(fillerCount, len(toks)+1)
	for k, tok := range toks {
		n[k+1] = n[k]
		if !isDigits(tok.raw) && !venueStopwords[tok.norm] && !fillerWords[tok.norm] {
			n[k+1]++
		}
	}
	return n
}

// only reports whether every token outside toks[i:end] is filler.
func (n fillerCount) only(i, end int) bool {
	return n[len(n)-1]-(n[end]-n[i]) == 0
}

// continuesName reports whether tok, right after a full name, carries the
// name on into another venue's: "... Machine Learning and Applications",
// "Transactions on Multimedia Computing". Words that qualify the venue
// ("Workshops", "Companion", "Volume") and acronyms do not.
func continuesName(tok venueToken) bool {
	if strings.TrimSpace(tok.sep) != "" {
		return false
	}
	switch tok.norm {
	case "and", "for", "of", "in", "on":
		return true
	}
	r, size := utf8.DecodeRuneInString(tok.raw)
	titleCase := unicode.IsUpper(r) && size < len(tok.raw) &&
		strings.IndexFunc(tok.raw[size:], unicode.IsUpper) < 0
	return titleCase && !venueQualifiers[tok.norm] && !fillerWords[tok.norm]
}

// venueQualifiers may follow a venue's name without making it another's.
var venueQualifiers = map[string]bool{
	"workshop": true, "workshops": true, "companion": true, "track": true,
	"tracks": true, "demo": true, "demos": true, "demonstration": true,
	"demonstrations": true, "poster": true, "posters": true, "special": true,
	"spotlight": true, "oral": true, "main": true, "industry": true,
	"industrial": true, "research": true, "short": true, "long": true,
	"paper": true, "papers": true, "tutorial": true, "tutorials": true,
	"extended": true, "abstracts": true, "doctoral": true, "student": true,
	"late": true, "proceedings": true, "online": true, "virtual": true,
	"part": true, "findings": true, "volume": true, "conference": true,
	"symposium": true, "journal": true, "series": true, "supplement": true,
	"accepted": true, "forthcoming": true, "highlight": true, "best": true,
	"outstanding": true, "award": true, "invited": true, "talk": true,
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// tableVenue is a Venue with the table's flags.
type tableVenue struct {
	Venue
	whole bool
}

// aliasPattern is a short name of a venue, as tokens written.
type aliasPattern struct {
	venue int
	toks  []string
	seps  []string // squeezed separator before each token
	weak  bool
}

// namePattern is a full name of a venue, as normalised words without
// small words, filed under the word at index key.
type namePattern struct {
	venue int
	toks  []string
	key   int
}

// venueIndex is the parsed venue table.
type venueIndex struct {
	venues  []tableVenue
	aliases map[string][]aliasPattern // by the first token in capitals
	names   map[string][]namePattern  // by the rarest word
}

// venueTable parses the table on first use.
var venueTable = sync.OnceValue(func() *venueIndex {
	t, err := parseVenueTable(venuesTSV)
	if err != nil {
		// The table is compiled in; TestVenueTable keeps it valid.
		panic(err)
	}
	return t
})

// parseVenueTable parses and indexes the venue table.
func parseVenueTable(src string) (*venueIndex, error) {
	t := &venueIndex{aliases: map[string][]aliasPattern{}, names: map[string][]namePattern{}}
	var pending []namePattern
	freq := map[string]int{}
	for n, line := range strings.Split(src, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) != 5 {
			return nil, fmt.Errorf("venues.tsv:%d: %d columns, want 5", n+1, len(cols))
		}
		acronym, kind, flags, aliases, names := cols[0], pub.Kind(cols[1]), cols[2], cols[3], cols[4]
		switch kind {
		case pub.KindConference, pub.KindJournal, pub.KindWorkshop, pub.KindPreprint:
		default:
			return nil, fmt.Errorf("venues.tsv:%d: unknown kind %q", n+1, kind)
		}
		v := tableVenue{Venue: Venue{Acronym: acronym, Kind: kind}}
		weak := false
		for _, f := range strings.Split(flags, ",") {
			switch f {
			case "-":
			case "weak":
				weak = true
			case "whole":
				v.whole = true
			default:
				return nil, fmt.Errorf("venues.tsv:%d: unknown flag %q", n+1, f)
			}
		}
		id := len(t.venues)
		shorts := []string{acronym}
		if aliases != "-" {
			shorts = append(shorts, strings.Split(aliases, "|")...)
		}
		if names != "-" {
			for _, name := range strings.Split(names, "|") {
				v.Names = append(v.Names, name)
				var words []string
				for _, tok := range tokenizeVenue(name) {
					if !venueStopwords[tok.norm] {
						words = append(words, tok.norm)
					}
				}
				if len(words) == 0 {
					return nil, fmt.Errorf("venues.tsv:%d: name %q has no words", n+1, name)
				}
				for _, w := range words {
					freq[w]++
				}
				pending = append(pending, namePattern{venue: id, toks: words})
			}
		}
		seen := map[string]bool{}
		for _, s := range shorts {
			aweak := weak
			if rest, ok := strings.CutPrefix(s, "~"); ok {
				s, aweak = rest, true
			}
			if seen[s] {
				continue
			}
			seen[s] = true
			if s != acronym {
				v.Names = append(v.Names, s)
			}
			toks := tokenizeVenue(s)
			if len(toks) == 0 {
				return nil, fmt.Errorf("venues.tsv:%d: short name %q has no words", n+1, s)
			}
			p := aliasPattern{venue: id, weak: aweak || len(toks) == 1 && len(toks[0].raw) <= 2}
			for _, tok := range toks {
				p.toks = append(p.toks, tok.raw)
				p.seps = append(p.seps, squeezeSep(tok.sep))
			}
			key := strings.ToUpper(p.toks[0])
			t.aliases[key] = append(t.aliases[key], p)
		}
		t.venues = append(t.venues, v)
	}
	for _, p := range pending {
		for k, w := range p.toks {
			if freq[w] < freq[p.toks[p.key]] {
				p.key = k
			}
		}
		key := p.toks[p.key]
		t.names[key] = append(t.names[key], p)
	}
	return t, nil
}
