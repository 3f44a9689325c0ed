package graph

import (
	"strings"
	"unicode"

	"github.com/mozillazg/go-unidecode"

	"github.com/pubgraph/pubgraph/internal/norm"
)

// Words that are not part of a name. Honorifics are dropped from the
// front, degrees from the end; generational suffixes (Jr., III) are kept in
// the key because a father and a son are two people.
var (
	honorifics  = map[string]bool{"prof": true, "professor": true, "dr": true, "mr": true, "mrs": true, "ms": true, "sir": true}
	degrees     = map[string]bool{"phd": true, "md": true, "msc": true}
	generations = map[string]bool{"jr": true, "sr": true, "ii": true, "iii": true, "iv": true}
)

// nameToken is one part of a given name, folded to lower-case ASCII
// letters.
type nameToken struct {
	text string
	// abbr is set for an initial ("T.", "T") or an abbreviation ("Th."),
	// which stands for any word it is a prefix of.
	abbr bool
}

// parsedName is a name taken apart for comparison.
type parsedName struct {
	// given are the given names and middle names in order, split at
	// spaces, hyphens, dots and camel case ("Byung-Gon" and "ByungGon"
	// give byung, gon).
	given []nameToken
	// surname is the folded last word.
	surname string
	// generation is a folded generational suffix ("jr"), if any.
	generation string
	// key is NameKey of the name.
	key string
	// reordered is set when the name was written "Last, First".
	reordered bool
	// decorated is set when the name carries honorifics, degrees or marks.
	decorated bool
}

// abbreviated reports whether a given name is written as an initial.
func (p *parsedName) abbreviated() bool {
	for _, t := range p.given {
		if t.abbr {
			return true
		}
	}
	return false
}

// display returns the folded name in display order, words separated by
// single spaces: "t chen", "tianqi chen".
func (p *parsedName) display() string {
	var b strings.Builder
	for _, t := range p.given {
		b.WriteString(t.text)
		b.WriteByte(' ')
	}
	b.WriteString(p.surname)
	if p.generation != "" {
		b.WriteByte(' ')
		b.WriteString(p.generation)
	}
	return b.String()
}

// NameKey returns the form of a name that resolution compares: letters
// only, folded to ASCII lower case, in display order, so that case,
// diacritics, hyphens, spacing, dots and marks never split a person
// ("Gyeong-In Yu", "Gyeongin Yu" and "GYEONG-IN YU" share the key
// "gyeonginyu"). Honorifics (Prof., Dr.) and degrees are dropped, digits
// (footnote marks, DBLP homonym numbers) are ignored, and "Chen, Tianqi" is
// read as "Tianqi Chen". A name with no letters has the empty key.
func NameKey(name string) string {
	p := parseName(name)
	return p.key
}

// nameWords cleans a name into words in display order, folding letters to
// ASCII unless keepAccents is set. Each word keeps its dots and hyphens;
// other marks become spaces and apostrophes vanish ("O'Brien" is one
// word). reordered reports a "Last, First" name; decorated reports that
// something but letters, spaces, dots, hyphens and apostrophes was
// dropped (marks, digits, honorifics, degrees).
func nameWords(name string, keepAccents bool) (words []string, reordered, decorated bool) {
	s := norm.DropSuperscripts(name)
	decorated = s != name
	if !keepAccents {
		s = unidecode.Unidecode(s)
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch {
		case (keepAccents || r < unicode.MaxASCII) && unicode.IsLetter(r), r == '.', r == '-', r == ',':
			b.WriteRune(r)
		case r == '\'' || r == '`':
		case unicode.IsSpace(r):
			b.WriteByte(' ')
		default:
			decorated = true
			b.WriteByte(' ')
		}
	}
	var parts [][]string
	for part := range strings.SplitSeq(b.String(), ",") {
		if f := strings.Fields(part); len(f) > 0 {
			parts = append(parts, f)
		}
	}
	switch {
	case len(parts) == 0:
		return nil, false, decorated
	case len(parts) == 1:
		words = parts[0]
		if initials, ok := pubmedInitials(words); ok {
			// "Tanaka HK" is "H. K. Tanaka".
			words = append(initials, words[:len(words)-1]...)
			reordered = true
		}
	case allSuffixes(parts[1]) && len(parts) == 2:
		// "Martin Luther King, Jr."
		words = append(parts[0], parts[1]...)
	case len(parts) == 2 && len(parts[0]) <= 3 && len(parts[1]) <= 4:
		// "Chen, Tianqi"
		words = append(parts[1], parts[0]...)
		reordered = true
	case len(parts) == 3 && allSuffixes(parts[1]) && len(parts[0]) <= 3:
		// BibTeX's "King, Jr., Martin Luther"
		words = append(append(parts[2], parts[0]...), parts[1]...)
		reordered = true
	default:
		for _, p := range parts {
			words = append(words, p...)
		}
	}
	for len(words) > 1 && honorifics[fold(words[0])] {
		words = words[1:]
		decorated = true
	}
	for len(words) > 1 && degrees[fold(words[len(words)-1])] {
		words = words[:len(words)-1]
		decorated = true
	}
	return words, reordered, decorated
}

// shortSurnames are East Asian surnames of two or three letters that a
// name may write in capitals after the given name, "Da JU", "Wei LI":
// there the capitals are the surname, not initials.
var shortSurnames = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`li wu xu ma he yu hu lu su qi gu ju ye du fu yi ng oh an ko ho ha
 xie liu niu yao hou guo luo cai cao pan jin ren shi sun tan tao wan wei yan yin zhu lin kim lee lim son yoo cho bae han kang`) {
		shortSurnames[w] = true
	}
}

// pubmedInitials reads a name written surname first with bare initials
// and no comma, as PubMed and the Vancouver style write it: "Okafor C",
// "Tanaka HK", "Brown-Smith J", "van der Berg J". The last word must be
// one to three capitals without stops, and the words before it one
// capitalised surname (a capital and then a lower-case letter, hyphens
// allowed) after any lower-case particles. It returns the initials as
// words "H." "K." in order.
//
// So "U Kang" stays given name first (a lone capital first, the surname
// after), while "Kang U", PubMed's spelling of the same person, is read as
// surname Kang, initial U. Names in capitals ("BO LI") are never read this
// way, and neither are two or three capitals that are a short East Asian
// surname ("Da JU", "Wei LI"): there the capitals are the surname. A name
// with two capitalised words before the initials ("Garcia Lopez J") is
// left as written.
func pubmedInitials(words []string) ([]string, bool) {
	n := len(words)
	if n < 2 {
		return nil, false
	}
	last := words[n-1]
	runes := []rune(last)
	if len(runes) > 3 || len(runes) > 1 && shortSurnames[strings.ToLower(last)] {
		return nil, false
	}
	for _, r := range runes {
		if !unicode.IsUpper(r) {
			return nil, false
		}
	}
	capitalised := 0
	for i, w := range words[:n-1] {
		switch {
		case strings.ContainsAny(w, ".,"):
			return nil, false
		case strings.ToLower(w) == w && w != "" && !strings.Contains(w, "-"):
			// A particle: "van", "de", "der".
		case i < n-2 && gaelicParticles[fold(w)]:
			// "Ní Bhriain S", "O Ceallaigh S", "Mac Giolla S":
			// the capitalised particle of an Irish or Scottish
			// surname.
		case surnameWord(w):
			capitalised++
		default:
			return nil, false
		}
	}
	if capitalised != 1 || !surnameWord(words[n-2]) {
		return nil, false
	}
	out := make([]string, 0, len(runes))
	for _, r := range runes {
		out = append(out, string(r)+".")
	}
	return out, true
}

// gaelicParticles open Irish and Scottish surnames capitalised, before
// the surname's other word: "Ó Ceallaigh", "Ní Bhriain", "Mac Giolla".
var gaelicParticles = map[string]bool{"o": true, "ni": true, "nic": true, "mac": true, "mc": true, "ui": true, "ua": true}

// surnameWord reports whether w is written like a surname: each part
// between hyphens a capital followed by lower-case letters ("Okafor",
// "Brown-Smith", "McDonald"), or an O, D or L whose apostrophe nameWords
// dropped before one ("OConnor" of "O'Connor", "DAngelo").
func surnameWord(w string) bool {
	for part := range strings.SplitSeq(w, "-") {
		r := []rune(part)
		if len(r) > 2 && strings.ContainsRune("ODL", r[0]) && unicode.IsUpper(r[1]) {
			r = r[1:]
		}
		if len(r) < 2 || !unicode.IsUpper(r[0]) || !unicode.IsLower(r[1]) {
			return false
		}
	}
	return true
}

// allSuffixes reports whether every word is a generational suffix or a
// degree.
func allSuffixes(words []string) bool {
	for _, w := range words {
		f := fold(w)
		if !generations[f] && !degrees[f] {
			return false
		}
	}
	return true
}

// fold keeps the ASCII letters of s, in lower case.
func fold(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z':
			b.WriteByte(c)
		case 'A' <= c && c <= 'Z':
			b.WriteByte(c + 'a' - 'A')
		}
	}
	return b.String()
}

// parseName takes a name apart; see parsedName.
func parseName(name string) parsedName {
	if strings.ContainsFunc(name, norm.CJK) {
		// A name in Han characters, kana or Hangul ("王小明", "山田 太郎")
		// is keyed by its characters, not by their sound: "汪小明" is
		// someone else, and "Xiaoming Wang" joins it only where the
		// owner's own document writes both (joinOwnerForms).
		k := norm.Letters(name)
		return parsedName{surname: k, key: k}
	}
	words, reordered, decorated := nameWords(name, false)
	p := parsedName{reordered: reordered, decorated: decorated}
	if len(words) > 2 && generations[fold(words[len(words)-1])] {
		p.generation = fold(words[len(words)-1])
		words = words[:len(words)-1]
	}
	// Drop words that fold to nothing ("-", ".").
	kept := words[:0]
	for _, w := range words {
		if fold(w) != "" {
			kept = append(kept, w)
		}
	}
	words = kept
	if len(words) == 0 {
		return p
	}
	p.surname = fold(words[len(words)-1])
	var key strings.Builder
	capsOnly := strings.ToUpper(name) == name
	for _, w := range words[:len(words)-1] {
		if !capsOnly && capitalInitials(w) {
			// "KL Sovacool": initials without stops.
			for k := 0; k < len(w); k++ {
				p.given = append(p.given, nameToken{text: string(w[k] + 'a' - 'A'), abbr: true})
			}
			continue
		}
		p.given = appendTokens(p.given, w)
	}
	for _, t := range p.given {
		key.WriteString(t.text)
	}
	key.WriteString(p.surname)
	key.WriteString(p.generation)
	p.key = key.String()
	return p
}

// capitalInitials reports whether a given-name word is two or three
// capitals without stops, which in a name that is not all capitals are
// initials ("KL Sovacool", "JRR Tolkien").
func capitalInitials(w string) bool {
	if len(w) < 2 || len(w) > 3 {
		return false
	}
	for k := 0; k < len(w); k++ {
		if w[k] < 'A' || w[k] > 'Z' {
			return false
		}
	}
	return true
}

// appendTokens splits one given-name word at hyphens, dots and camel case
// ("ByungSoo", but not "BYUNGSOO") and appends its tokens.
func appendTokens(dst []nameToken, word string) []nameToken {
	mixed := strings.ToUpper(word) != word && strings.ToLower(word) != word
	start := 0
	emit := func(end int, dot bool) {
		if t := fold(word[start:end]); t != "" {
			dst = append(dst, nameToken{text: t, abbr: dot || len(t) == 1})
		}
		start = end
	}
	for i := 0; i < len(word); i++ {
		c := word[i]
		switch {
		case c == '.':
			emit(i, true)
			start = i + 1
		case c == '-':
			emit(i, false)
			start = i + 1
		case mixed && i > start && 'A' <= c && c <= 'Z' && 'a' <= word[i-1] && word[i-1] <= 'z':
			emit(i, false)
		}
	}
	emit(len(word), false)
	return dst
}

// tokenCompatible reports whether two given-name tokens may name the same
// word: equal words, or an abbreviation and a word it begins.
func tokenCompatible(a, b nameToken) bool {
	switch {
	case !a.abbr && !b.abbr:
		return a.text == b.text
	case a.abbr && b.abbr:
		return strings.HasPrefix(a.text, b.text) || strings.HasPrefix(b.text, a.text)
	case a.abbr:
		return strings.HasPrefix(b.text, a.text)
	default:
		return strings.HasPrefix(a.text, b.text)
	}
}

// givenCompatible reports whether two lists of given names may belong to
// one person: the first names agree, and the shorter list matches, token
// for token and in order, a subsequence of the longer ("J. S." and "Joo
// Seong"; "Gregory R." and "Gregory"; but not "Joo S." and "Joo K.").
func givenCompatible(a, b []nameToken) bool {
	if len(a) == 0 || len(b) == 0 || !tokenCompatible(a[0], b[0]) {
		return false
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	return embeds(a[1:], b[1:])
}

// embeds reports whether a matches a subsequence of b. Matching each
// token of a to the earliest compatible token of b is optimal: any later
// choice leaves fewer tokens for the rest.
func embeds(a, b []nameToken) bool {
	j := 0
	for _, t := range a {
		for j < len(b) && !tokenCompatible(t, b[j]) {
			j++
		}
		if j == len(b) {
			return false
		}
		j++
	}
	return true
}

// namesCompatible reports whether two parsed names may be one person's:
// same surname, compatible given names, and no different generations
// ("J. Smith" may be John Smith or John Smith Jr.).
func namesCompatible(a, b *parsedName) bool {
	return a.surname != "" && a.surname == b.surname &&
		(a.generation == b.generation || a.generation == "" || b.generation == "") &&
		givenCompatible(a.given, b.given)
}

// casingScore ranks spellings for display: a spelling without initials
// beats one with them, a clean one (no honorifics, marks, "Last, First" or
// stray spaces) beats a decorated one, mixed case beats all caps or all lower case, and
// diacritics beat their ASCII folding.
func casingScore(name string) int {
	var upper, lower, nonASCII int
	for _, r := range name {
		switch {
		case unicode.IsUpper(r):
			upper++
		case unicode.IsLower(r):
			lower++
		}
		if r > unicode.MaxASCII && unicode.IsLetter(r) {
			nonASCII++
		}
	}
	p := parseName(name)
	score := 0
	if norm.MixedScript(name) {
		// Look-alike letters: never the name shown.
		score -= 32
	}
	if !p.abbreviated() && len(p.surname) > 1 {
		// A one-letter surname is a name cut after an initial
		// ("Joseph V"), no better than initials.
		score += 8
	}
	if !p.reordered && !p.decorated && name == strings.Join(strings.Fields(name), " ") {
		score += 4
	}
	if upper > 0 && lower > 0 {
		score += 2
	}
	if nonASCII > 0 {
		score++
	}
	return score
}

// Ways in which two spellings of one name can differ, in the order
// describeNameMatch lists them.
const (
	foldCase = 1 << iota
	foldAccents
	foldPunct
	foldSpace
	foldOrder
	foldAll = foldCase | foldAccents | foldPunct | foldSpace | foldOrder
)

var foldWords = []string{"case", "accents", "punctuation", "spacing", "word order and titles"}

// foldName applies the foldings in mask to name.
func foldName(name string, mask int) string {
	s := name
	if mask&foldAccents != 0 {
		s = unidecode.Unidecode(s)
	}
	if mask&foldOrder != 0 {
		words, _, _ := nameWords(s, mask&foldAccents == 0)
		s = strings.Join(words, " ")
	}
	if mask&foldCase != 0 {
		s = strings.ToLower(s)
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case unicode.IsSpace(r):
			if mask&foldSpace == 0 {
				b.WriteByte(' ')
			}
		case unicode.IsLetter(r):
			b.WriteRune(r)
		case mask&foldPunct == 0:
			b.WriteRune(r)
		case r == '-' || r == '.':
			// "Gyeong-In" is "Gyeong In" ignoring punctuation.
			if mask&foldSpace == 0 {
				b.WriteByte(' ')
			}
		}
	}
	if mask&foldSpace == 0 {
		return strings.Join(strings.Fields(b.String()), " ")
	}
	return b.String()
}

// describeNameMatch explains why two spellings with the same NameKey are
// one name: "same name", or "same name ignoring case and spacing".
//
// A spelling that mixes scripts ("Mаria" with a Cyrillic а) is said so,
// never hidden under "ignoring accents": see norm.MixedScript.
func describeNameMatch(a, b string) string {
	if a == b {
		return "same name"
	}
	if norm.MixedScript(a) || norm.MixedScript(b) {
		return "same name but for look-alike letters of another script (mixed-script spelling)"
	}
	var needed []string
	for i, w := range foldWords {
		m := foldAll &^ (1 << i)
		if foldName(a, m) != foldName(b, m) {
			needed = append(needed, w)
		}
	}
	switch len(needed) {
	case 0:
		return "same name ignoring marks"
	case 1:
		return "same name ignoring " + needed[0]
	default:
		return "same name ignoring " + strings.Join(needed[:len(needed)-1], ", ") + " and " + needed[len(needed)-1]
	}
}

// jaroWinkler returns the Jaro–Winkler similarity of a and b, in [0, 1]:
// the Jaro similarity (m/|a| + m/|b| + (m−t)/m)/3, where m counts the
// characters that match within a window of max(|a|,|b|)/2−1 and t is half
// the number of matches out of order, raised by ℓ·0.1·(1−jaro) for a
// common prefix of ℓ ≤ 4 characters (Winkler 1990). It runs in
// O(|a|·|b|) time and compares runes; ASCII strings, the usual case for
// folded names, are compared without allocating.
func jaroWinkler(a, b string) float64 {
	if isASCII(a) && isASCII(b) {
		return jaroWinklerOf([]byte(a), []byte(b))
	}
	return jaroWinklerOf([]rune(a), []rune(b))
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func jaroWinklerOf[T byte | rune](a, b []T) float64 {
	if len(a) == 0 && len(b) == 0 {
		return 1
	}
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	window := max(max(len(a), len(b))/2-1, 0)
	var bufA, bufB [64]bool
	matchedA, matchedB := bufA[:0], bufB[:0]
	if len(a) > len(bufA) || len(b) > len(bufB) {
		matchedA, matchedB = make([]bool, len(a)), make([]bool, len(b))
	} else {
		matchedA, matchedB = bufA[:len(a)], bufB[:len(b)]
	}
	matches := 0
	for i, r := range a {
		lo, hi := max(0, i-window), min(len(b), i+window+1)
		for j := lo; j < hi; j++ {
			if !matchedB[j] && b[j] == r {
				matchedA[i], matchedB[j] = true, true
				matches++
				break
			}
		}
	}
	if matches == 0 {
		return 0
	}
	transposed, j := 0, 0
	for i, r := range a {
		if !matchedA[i] {
			continue
		}
		for !matchedB[j] {
			j++
		}
		if r != b[j] {
			transposed++
		}
		j++
	}
	m := float64(matches)
	jaro := (m/float64(len(a)) + m/float64(len(b)) + (m-float64(transposed)/2)/m) / 3
	prefix := 0
	for prefix < min(4, len(a), len(b)) && a[prefix] == b[prefix] {
		prefix++
	}
	return jaro + float64(prefix)*0.1*(1-jaro)
}
