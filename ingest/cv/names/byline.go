package names

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
	"github.com/pubgraph/pubgraph/ingest/cv/namelist"
	"github.com/pubgraph/pubgraph/ingest/internal/wordset"
	"github.com/pubgraph/pubgraph/internal/norm"
)

// Byline is an author list found at some place of a line.
type Byline struct {
	// Names holds the names as written, marks left off.
	Names []string
	// Ranges holds each name's byte range in the text.
	Ranges [][2]int
	// Marks holds the marks written after each name (*, †, digits, and
	// EqualMark or ✉ for a note in parentheses).
	Marks []string
	// Start and End bound the byline in the text.
	Start, End int
	// Incomplete is set when the list leaves names out ("et al.").
	Incomplete bool
	// Single counts one-word names, accepted only in lenient mode.
	Single int
	// Sentence is set when the list ended with a full stop.
	Sentence bool
	// Groups holds the groups named among the authors, "the Doe Lab
	// Consortium": they author the work but are no person, so they are
	// not in Names.
	Groups []string
	// Han is set for Han names parted by separators or bold edges alone.
	Han bool
	// Surnames is set for a byline that prints surnames alone, "Doe,
	// Roe, Poe (2020)": an odd count of one-word names before the year
	// leaves no reading as surnames and given names.
	Surnames bool
	// inverted is set once a name written "Surname, Given Names" was read:
	// the next names may be written so too.
	inverted bool
}

// quoteFollows reports whether a name whose last word ends in a full stop
// is followed by a quote that opens the title.
func quoteFollows(words []string, rest string) bool {
	rest = strings.TrimLeft(rest, " *_")
	r, _ := utf8.DecodeRuneInString(rest)
	return len(words) > 0 && strings.HasSuffix(words[len(words)-1], ".") && strings.ContainsRune("\"“‘", r)
}

// stopBeforeYear reports whether a name whose last word ends in a full
// stop is followed by the entry's year, as the author-date styles print
// the byline: "Doe, Jana Q. 2019.".
func stopBeforeYear(words []string, rest string) bool {
	return len(words) > 0 && strings.HasSuffix(words[len(words)-1], ".") && yearFollows(rest)
}

// givenNames reports whether words, read after "Surname,", are the given
// names of a name written surname first: a given name, then at most two
// more given names or initials ("Spencer A.", "Karoline Dominika"). Two
// full given names are taken only where a slash, colon, semicolon or the
// end closes the name, as "Doe, Jane Smith, Ann Lee" more likely lists a
// "Doe", or where they are in capitals after a surname, the words before
// the comma, that is not (see capsGiven).
func givenNames(words []string, rest string, surname []string) bool {
	if len(words) == 0 || len(words) > 3 || DottedInitial(words[0]) || wordset.HasLower(nameParticles, words[0]) {
		return false
	}
	full := 0
	for i, w := range words {
		// "Roe, KIM": a given name in capitals may look like initials.
		if !IsInitial(w) || i == 0 {
			full++
		}
	}
	// "Roe, Mary Ann; Doe, Jane": a semicolon parts the names.
	// "SOUSA LIMA, MARIA CLARA . Title": a stop written apart closes
	// a name in capitals.
	closed := detachedStop(rest, 0) > 0 && allUpper(strings.Join(surname, ""))
	rest = strings.TrimLeft(rest, " ")
	closed = closed || rest == "" || rest[0] == '/' || rest[0] == ':' || rest[0] == ';'
	if capsGiven(words) {
		return !allUpper(strings.Join(surname, "")) || closed
	}
	return full == 1 || closed
}

// capsGiven reports whether words, given names after "Surname,", are all
// in capitals, as some exports print them ("Doe, JANE MARIE"): the next
// name of the byline is no given name in capitals. After a surname in
// capitals too ("LIAO, XUPENG MIAO") the byline writes whole names in
// capitals, and the comma parts two of them.
func capsGiven(words []string) bool {
	for _, w := range words {
		if !allUpper(w) || IsInitial(w) && strings.Contains(w, ".") {
			return false
		}
	}
	return len(words) > 1
}

// nameParticles may start or sit inside a name in lower case.
var nameParticles = namelist.Particles

// nameSuffixes may follow a name and keep their full stop.
var nameSuffixes = wordset.Of(`jr jr. sr sr. ii iii iv`)

// IsParticle reports whether w, in any case, is a name particle, a word
// that may start or sit inside a name in lower case: "van", "de", "bin".
func IsParticle(w string) bool { return namelist.IsParticle(w) }

// IsSuffix reports whether w, in any case, is a suffix that may follow
// a name: "Jr.", "III".
func IsSuffix(w string) bool { return wordset.HasLower(nameSuffixes, w) }

// notNameWords are capitalised words that are seldom part of a name; a
// run of capitalised words holding one is a title or a venue, not a name.
var notNameWords = wordset.Of(strings.ToLower(`In On For Of And The An To From With Via Using Towards Toward Proceedings Proc
 Conference Symposium Workshop Journal Transactions International Annual IEEE ACM USENIX Best Paper Award Awards
 Thesis Chapter Poster Demo Preprint Patent University Institute Lab Laboratory College School Department Advisor
 Advisors Mentor Mentors Under Review Submitted Accepted Spotlight Oral Equal Contribution Contributions Vol Volume
 Pages pp Press Springer Elsevier Google Scholar Github GitHub Email Phone Homepage Available Request Inc Corp Ltd
 Research Intern Engineer Student PhD Professor Prof January February March April July August September October
 November December Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec Summer Fall Spring Winter Autumn Present
 Learning Deep Neural Network Networks System Systems Data Efficient Distributed Large Scale Model Models Analysis
 Approach Framework Using Based Design Computing Cloud Graph Machine Language Languages Training Inference Memory
 Performance Scalable Secure Security Privacy Fast Online Optimization Algorithms Algorithm Edge Serving Parallel
 Arxiv Corr Technical Report Magazine Letters Science Engineering Computer Is Are What When How Why Not Our We
 Toward Beyond Via Across Without Into Over Under New Novel Generative Transformer Transformers Benchmark
 Benchmarking Survey Study Evaluation Application Applications Management Network Protocol Protocols Software
 Hardware Tensor Compiler Compilers Program Programs Programming Search Query Queries Database Databases Vision
 Robust Adaptive Dynamic Automatic Automated Interactive Multi Neural Also Collaboration Topic Guest Lecture`))

// Marks are written after a name to flag it: equal contribution,
// corresponding author, affiliation numbers and letters set as
// superscripts ("Doe²", "Doeᵃ").
const Marks = "*∗⋆†‡§¶#✉^⁰¹²³⁴⁵⁶⁷⁸⁹" + norm.SuperscriptLetters

// IsInitial reports whether w is an initial or a run of them: "J.", "JQ",
// "G.-H.", or the second half of a hyphenated initial written apart,
// "T. -L. Yang". It is the byte scan of the pattern
// ^(\p{Lu}\.?){1,3}(-\p{Lu}\.?)?$|^-\p{Lu}\.$, which took a tenth of the
// CV reader's time as a regular expression.
func IsInitial(w string) bool {
	if rest, ok := strings.CutPrefix(w, "-"); ok {
		rest, ok = cutHyphenated(rest)
		return ok && rest == "."
	}
	n := 0
	for {
		rest, ok := cutUpper(w)
		if !ok {
			break
		}
		w = strings.TrimPrefix(rest, ".")
		n++
	}
	if n < 1 || n > 3 {
		return false
	}
	if rest, ok := strings.CutPrefix(w, "-"); ok {
		rest, ok = cutHyphenated(rest)
		if !ok {
			return false
		}
		w = strings.TrimPrefix(rest, ".")
	}
	return w == ""
}

// cutHyphenated returns s after the initial that follows a hyphen in a
// hyphenated given name: a capital, "J.-P.", or a small letter with its
// full stop, as Japanese and Korean names are written ("J.-i.", "H.-j.").
func cutHyphenated(s string) (string, bool) {
	if rest, ok := cutUpper(s); ok {
		return rest, true
	}
	r, size := utf8.DecodeRuneInString(s)
	if size > 0 && unicode.IsLower(r) && strings.HasPrefix(s[size:], ".") {
		return s[size:], true
	}
	return s, false
}

// cutUpper returns s after its first rune when that is an upper-case
// letter (\p{Lu}).
func cutUpper(s string) (string, bool) {
	r, size := utf8.DecodeRuneInString(s)
	if size == 0 || !unicode.Is(unicode.Lu, r) {
		return s, false
	}
	return s[size:], true
}

// isNameWord reports whether w (without marks) can be a word of a name.
func isNameWord(w string) bool {
	if w == "" {
		return false
	}
	if wordset.HasLower(nameParticles, w) || wordset.HasLower(nameSuffixes, w) {
		return true
	}
	if IsInitial(w) {
		return true
	}
	if wordset.HasLower(notNameWords, strings.Trim(w, ".")) {
		return false
	}
	w = withoutElidedParticle(w)
	// A nickname in quotes or parentheses: Ting-Hao 'Kenneth' Huang.
	if t := strings.Trim(w, `'"‘’“”()`); t != w && t != "" && !strings.ContainsAny(t, `'"‘’“”()`) {
		first, _ := utf8.DecodeRuneInString(w)
		last, _ := utf8.DecodeLastRuneInString(w)
		if strings.ContainsRune(`"“`, first) && !strings.ContainsRune(`"”`, last) {
			// `"Theories` opens a quoted title; a nickname is closed.
			return false
		}
		w = t
	}
	r, _ := utf8.DecodeRuneInString(w)
	if unicode.Is(unicode.Mn, r) && len(w) > utf8.RuneLen(r) {
		// "Obs ̆teter": an accent typed apart from its letter.
		r, _ = utf8.DecodeRuneInString(w[utf8.RuneLen(r):])
		if !unicode.IsLetter(r) {
			return false
		}
	} else if !unicode.IsLetter(r) || unicode.IsLower(r) {
		return false
	}
	letters := 0
	for _, r := range w {
		switch {
		case unicode.IsLetter(r), unicode.Is(unicode.Mn, r):
			letters++
		case strings.ContainsRune("-‐‑'’.()", r):
		default:
			return false
		}
	}
	return letters >= 1
}

// elidedParticles are the particles that an apostrophe glues to the
// surname after them: "d'Amore", "dell'Orto", "l'Huillier".
var elidedParticles = wordset.Of(`d l dell dall degl nell`)

// withoutElidedParticle returns w without an elided particle glued to
// it ("Amore" for "d'Amore"), or a particle joined to it by a hyphen
// ("Hassan" for "al-Hassan", "el-Amin"), when what follows the apostrophe
// or hyphen is capitalised; otherwise w.
func withoutElidedParticle(w string) string {
	if i := strings.IndexByte(w, '-'); i > 0 && wordset.HasLower(nameParticles, w[:i]) {
		if rest := w[i+1:]; rest != "" && unicode.IsUpper(firstRuneOf(rest)) {
			return rest
		}
	}
	i := strings.IndexAny(w, "'’")
	if i <= 0 || !wordset.HasLower(elidedParticles, w[:i]) {
		return w
	}
	_, size := utf8.DecodeRuneInString(w[i:])
	if rest := w[i+size:]; rest != "" && unicode.IsUpper(firstRuneOf(rest)) {
		return rest
	}
	return w
}

// firstRuneOf returns the first rune of s.
func firstRuneOf(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// lowerSurname reports whether w, in lower case, can end the name begun by
// words: it follows a given name in capitals and is closed by a mark or a
// comma ("Zichao long*,"), as some bylines write a surname.
func lowerSurname(words []string, w string, closed bool) bool {
	if !closed || len(words) != 1 || IsInitial(words[0]) || wordset.HasLower(nameParticles, words[0]) || !lowerWord(w) {
		return false
	}
	return !notNameWords[w] && !commonLowerWords[w]
}

// shortSurname reports whether w, a short capitalised word that is
// mostly a function word ("An", "On", "In"), ends the name begun by words
// as a surname: it follows a given name and a mark, separator or the end
// closes it ("Sangmin An†,", "Jae On").
func shortSurname(words []string, w string, closed bool) bool {
	if !closed || len(words) == 0 || len(w) > 3 || !wordset.HasLower(notNameWords, w) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) && !IsInitial(words[len(words)-1])
}

// lowerWord reports whether w is a lower-case word of two letters or
// more that is not a name particle.
func lowerWord(w string) bool {
	if len(w) < 2 || nameParticles[w] {
		return false
	}
	for _, r := range w {
		if !unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// commonLowerWords are lower-case words that end phrases rather than names.
var commonLowerWords = wordset.Of(`and or the of in on for to with by from at as is are was were be been a an et al others
 etc via using based data learning networks network systems system models model methods method analysis approach`)

// splitMarks separates the trailing marks of a word.
func splitMarks(w string) (word, marks string) {
	end := len(w)
	for end > 0 {
		r, size := utf8.DecodeLastRuneInString(w[:end])
		if strings.ContainsRune(Marks, r) || (r >= '0' && r <= '9' && strings.ContainsFunc(w[:end-size], unicode.IsLetter)) {
			end -= size
			continue
		}
		break
	}
	return w[:end], w[end:]
}

// readName reads one name at s[p:]: its words, where it ends (after its
// marks), and whether a full stop ended it.
func readName(s string, p int) (words []string, marks string, end int, sentence bool) {
	words, _, marks, end, sentence = readNameEnds(s, p, false)
	return words, marks, end, sentence
}

// readGivenNames reads the given names after "Surname," as readName
// does, but ends them before a "y" or "e", which there is the "and"
// before the next name: "Greco, Fabio e Villa, Paola".
func readGivenNames(s string, p int) (words []string, marks string, end int, sentence bool) {
	words, ends, marks, end, sentence := readNameEnds(s, p, true)
	for i := 1; i < len(words); i++ {
		if words[i] == "y" || words[i] == "e" {
			return words[:i], "", ends[i-1], false
		}
	}
	return words, marks, end, sentence
}

// readNameEnds is readName that also returns where each word ends. When
// given, the words are the given names after "Surname,", where a word
// that seldom starts a name may ("Doe, Summer A.").
func readNameEnds(s string, p int, given bool) (words []string, ends []int, marks string, end int, sentence bool) {
	end = p
	// Marks written before the name: "*Lapp Z, *Doe J" (co-first authors).
	marks, q := leadingMarks(s, p)
	leadMarks := marks
	for q < len(s) {
		// A word runs to a space, tab, comma, semicolon or slash.
		e := wordEnd(s, q)
		tok := s[q:e]
		if tok == "" {
			break
		}
		colon := false
		if t, ok := strings.CutSuffix(tok, ":"); ok && t != "" {
			// "Meyer, Thomas: Title": a colon closes the name.
			tok, e, colon = t, e-1, true
		}
		w, m := splitMarks(tok)
		if endsBefore(s, q, e, words, w, m) {
			break
		}
		dot := false
		if strings.HasSuffix(w, ".") && !IsInitial(w) && !wordset.HasLower(nameSuffixes, w) {
			w = strings.TrimSuffix(w, ".")
			w, m = splitMarks(w)
			dot = true
		}
		closed := m != "" || e >= len(s) || strings.ContainsRune(",;/", rune(s[e])) || FieldSepAt(s, e) || hanSepAt(s, e)
		if !nameWordAt(words, w, closed) && !(given && len(words) == 0 && givenWord(s, w, e, closed)) {
			break
		}
		words = append(words, w)
		ends = append(ends, e)
		marks = m
		end = e
		if dot {
			sentence = true
			break
		}
		if m != "" || colon || e >= len(s) || s[e] != ' ' {
			break
		}
		// Marks written apart from the name ("Smith *").
		q = e + 1
		if q < len(s) && strings.ContainsRune(Marks, rune(s[q])) {
			break
		}
	}
	if !sentence {
		marks, end = spacedMarks(s, marks, end)
		marks, end, sentence = listedMarks(s, marks, end)
	}
	if len(words) == 0 {
		return nil, nil, "", p, false
	}
	if leadMarks != "" && !strings.Contains(marks, leadMarks) {
		marks = leadMarks + marks
	}
	return words, ends, marks, end, sentence
}

// endsBefore reports whether the name of words ends before w, the word
// with marks m at q to e in s: w joins the next name ("and"), or says
// that others follow after a space ("佐藤一郎 他").
func endsBefore(s string, q, e int, words []string, w, m string) bool {
	if m == "" && conjunctionNext(s, e, words, w) {
		return true
	}
	return len(words) > 0 && slices.Contains(hanEtAl, w) && hanNameEndsAt(s, q-1)
}

// givenWord reports whether w, a capitalised word that ends at e in s
// and seldom starts a name ("Summer", "Autumn"), is the first given name
// after "Surname,": the name is closed after it, or an initial follows.
func givenWord(s, w string, e int, closed bool) bool {
	if !isUpperAt(w, 0) || IsInitial(w) || !wordset.HasLower(notNameWords, w) {
		return false
	}
	if closed {
		return true
	}
	k := SkipSpaces(s, e)
	next, _ := splitMarks(s[k:wordEnd(s, k)])
	return IsInitial(next)
}

// leadingMarks returns the marks written before a name that starts at p
// in s ("*Lapp Z"), and where the name starts after them.
func leadingMarks(s string, p int) (string, int) {
	lead := 0
	for p+lead < len(s) && strings.ContainsRune("*†‡", rune(s[p+lead])) {
		lead++
	}
	if lead > 0 && p+lead < len(s) && isUpperAt(s, p+lead) {
		return s[p : p+lead], p + lead
	}
	return "", p
}

// wordEnd returns where the word of a name that starts at q in s ends:
// at a space, tab, comma, semicolon or slash.
func wordEnd(s string, q int) int {
	e := q
	for e < len(s) && !isNameBreak(s[e]) && !hanSepAt(s, e) && !hanEtAlAt(s, e) {
		e++
	}
	return e
}

// hanSeps are the separators between names written in Han characters
// ("山田太郎・佐藤花子", "王小明、李华", "王小明，李华").
var hanSeps = []string{"・", "、", "，"}

// hanSepAt reports whether one of hanSeps is at e in s after a Han
// character, or after the kana of a given name that follows a surname
// in Han characters ("山田はなこ・佐藤一郎", "山田 サクラ・…"). After a
// name all in kana or Latin letters a middle dot may part the words of
// one name ("ジョン・スミス").
func hanSepAt(s string, e int) bool {
	if e == 0 || e >= len(s) || s[e] != 0xE3 && s[e] != 0xEF {
		return false
	}
	return hanNameEndsAt(s, e) && hanSepFirst(s[e:])
}

// hanNameEndsAt reports whether s[:e] ends in a name's last Han
// character, or in kana after Han characters, a space between them at
// most: a Japanese name whose given name is written in kana.
func hanNameEndsAt(s string, e int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:e])
	if unicode.Is(unicode.Han, r) {
		return true
	}
	kana := 0
	for e > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:e])
		if !isKana(r) {
			break
		}
		kana++
		e -= n
	}
	if kana == 0 {
		return false
	}
	if e > 0 && s[e-1] == ' ' {
		e--
	}
	r, _ = utf8.DecodeLastRuneInString(s[:e])
	return unicode.Is(unicode.Han, r)
}

// isKana reports whether r is a letter of hiragana or katakana, or the
// mark that lengthens a kana's sound ("ー").
func isKana(r rune) bool {
	return unicode.In(r, unicode.Hiragana, unicode.Katakana) || r == 'ー'
}

// conjunctionNext reports whether w, a word of a name that ends at e in
// s after words, is followed by a space and a word that joins names
// (see conjunctionWord).
func conjunctionNext(s string, e int, words []string, w string) bool {
	if e >= len(s) || s[e] != ' ' {
		return false
	}
	n := SkipSpaces(s, e)
	return conjunctionWord(words, w, s[n:wordEnd(s, n)])
}

// nameWordAt reports whether w may be the next word of a name after
// words; closed says a mark, separator or the end follows it.
func nameWordAt(words []string, w string, closed bool) bool {
	if strings.HasPrefix(w, "(") || !isNameWord(w) && !lowerSurname(words, w, closed) && !shortSurname(words, w, closed) {
		return false
	}
	return len(words) > 0 || !strings.ContainsAny(w[:1], `'"‘’“”`)
}

// spacedMarks adds to marks those written after a space at end in s
// ("Smith *"), and returns where the name then ends.
func spacedMarks(s, marks string, end int) (string, int) {
	if end >= len(s) || s[end] != ' ' {
		return marks, end
	}
	k := end + 1
	for k < len(s) {
		r, size := utf8.DecodeRuneInString(s[k:])
		if !strings.ContainsRune(Marks, r) || unicode.IsDigit(r) {
			break
		}
		k += size
	}
	if k > end+1 && (k == len(s) || strings.ContainsRune(" ,;", rune(s[k]))) {
		return marks + s[end+1:k], k
	}
	return marks, end
}

// listedMarks adds to marks, those a name carries, the marks listed after
// them with commas and no space, "Doe1,2, Roe3" or "Doe*,†, Roe", and
// returns where the name then ends and whether a full stop ended it.
func listedMarks(s, marks string, end int) (string, int, bool) {
	for marks != "" && end+1 < len(s) && s[end] == ',' {
		k := end + 1
		for k < len(s) && k-end <= 4 {
			r, size := utf8.DecodeRuneInString(s[k:])
			if !strings.ContainsRune(Marks, r) && !unicode.IsDigit(r) {
				break
			}
			k += size
		}
		if k == end+1 || k-end > 4 || k < len(s) && !strings.ContainsRune(" ,;.", rune(s[k])) {
			break
		}
		marks, end = marks+s[end+1:k], k
		if k < len(s) && s[k] == '.' {
			return marks, k + 1, true
		}
	}
	return marks, end, false
}

// isUpperAt reports whether s[p:] opens with an upper-case letter.
func isUpperAt(s string, p int) bool {
	r, _ := utf8.DecodeRuneInString(s[p:])
	return unicode.IsUpper(r)
}

// shortCapsInitial reports whether a name of two or three words is a
// short surname in capitals and one or two initials written apart, "LI
// H", "WU J.", "NIE X L", as GB/T 7714 writes names: the surname has a
// vowel, which runs of initials ("JQ") seldom have.
func shortCapsInitial(w []string) bool {
	return (len(w) == 2 || len(w) == 3) && utf8.RuneCountInString(w[0]) >= 2 && allUpper(w[0]) && strings.ContainsAny(w[0], "AEIOUY") &&
		singleInitials(w[1:])
}

// singleInitials reports whether every word of w is one initial, with
// or without its full stop: "X", "L.".
func singleInitials(w []string) bool {
	for _, x := range w {
		if utf8.RuneCountInString(strings.TrimSuffix(x, ".")) != 1 || !IsInitial(x) {
			return false
		}
	}
	return true
}

// validName reports whether words make a whole name; one word is allowed
// only when lenient.
func validName(words []string, lenient bool) bool {
	if len(words) == 0 || len(words) > 5 {
		return false
	}
	if nameParticles[words[len(words)-1]] && !strings.HasSuffix(words[0], ",") && !pubmedName(particlesFirst(words)) {
		// A particle ends a name only written surname first, "Berg,
		// J. W. van der", "Berg JW van der".
		return false
	}
	long := 0
	for i, w := range words {
		// A capitalised particle last is the surname: "R. Das", "J. Le".
		surname := i == len(words)-1 && i > 0 && isUpperAt(w, 0)
		if !IsInitial(w) && (!wordset.HasLower(nameParticles, w) || surname) {
			long++
		}
	}
	if long == 0 && !(len(words) == 2 && pubmedName(words) || shortCapsInitial(words)) {
		// "Da XW" in a PubMed byline: a capitalised particle is the
		// surname.
		return false
	}
	return len(words) >= 2 || lenient || hanName(words[0])
}

// etAlFirst is etAl's reading of the start of s, when names come before
// it: it is not read before the first name.
func etAlFirst(s string, names int) string {
	if names == 0 {
		return ""
	}
	return etAl(s)
}

// nameBreaks end a word of a name. The slash parts names in the German
// humanities style, "Meyer, Thomas/Prinz, Claudia".
const nameBreaks = " \t,;/"

// isNameBreak reports whether the byte b is one of nameBreaks, without
// the search of strings.ContainsRune: every byte of a name is asked.
func isNameBreak(b byte) bool {
	switch b {
	case ' ', '\t', ',', ';', '/':
		return true
	}
	return false
}

// Parse reads an author list starting at s[p:]. In lenient mode it
// accepts one-word names, which a byline broken across lines may hold.
func Parse(s string, p int, lenient bool) Byline {
	b := Byline{Start: p, End: p}
	if k := len(strings.TrimRight(s[:min(p, len(s))], " \t")) - 1; k > 0 && k < p && InitialsBefore(s, k) {
		// "In A.B. Moore, C.D. Lane (Eds.)": after initials run
		// together a name goes on; no byline starts inside it.
		return b
	}
	if n := SurnameRun(s, p); n >= 3 && n%2 == 1 {
		b.Surnames = true
	}
	for p < len(s) {
		p = SkipSpaces(s, p)
		if m := ellipsis(s[p:]); m != "" {
			b.Incomplete = true
			p += len(m)
			b.End = p
			p = skipSeparator(s, p)
			continue
		}
		if m := etAlFirst(s[p:], len(b.Names)); m != "" {
			next, goOn := b.elided(s, p, m)
			if !goOn {
				break
			}
			p = next
			continue
		}
		if g := groupLen(s[p:]); g > 0 && (len(b.Names) > 0 || groupOpens(s, p+g)) {
			next, goOn := b.group(s, p, g)
			if !goOn {
				break
			}
			p = next
			continue
		}
		n, ok := readListName(s, p, &b, lenient)
		if !ok {
			n, ok = lowerInverted(s, p, &b, lenient)
		}
		if !ok {
			if afterHanSep(s, p) {
				// "山田太郎・佐藤はなこ編": a middle dot promised
				// another name, which is none this reader knows;
				// the byline is left to those that part names at
				// the dot alone.
				return Byline{Start: b.Start, End: b.Start}
			}
			break
		}
		b.add(s, n, p)
		p = n.end
		if n.sentence {
			b.Sentence = true
			break
		}
		next, goOn := b.afterName(s, p)
		if !goOn {
			break
		}
		p = next
	}
	return b
}

// group reads the group of g bytes that starts at p in s into b, and
// returns where the byline goes on after it, if it does.
func (b *Byline) group(s string, p, g int) (int, bool) {
	b.Groups = append(b.Groups, s[p:p+g])
	if len(b.Names) == 0 {
		// A group that opens the byline ("The Example Collaboration:
		// Doe, J. and others") is its first author, as it is printed.
		b.Names = append(b.Names, s[p:p+g])
		b.Ranges = append(b.Ranges, [2]int{p, p + g})
		b.Marks = append(b.Marks, "")
	}
	p += g
	b.End = p
	if len(b.Names) == 1 && p < len(s) && s[p] == ':' {
		return SkipSpaces(s, p+1), true
	}
	if p < len(s) && s[p] == '.' {
		b.End = p + 1
		b.Sentence = true
		return p, false
	}
	return b.afterName(s, p)
}

// groupOpens reports whether a group name that opens a byline and ends
// at e is followed by its members: a colon or comma, then a name, as in
// "The Example Collaboration: Doe, J. and others".
func groupOpens(s string, e int) bool {
	if e >= len(s) || s[e] != ':' && s[e] != ',' {
		return false
	}
	w, _, _, _ := readName(s, SkipSpaces(s, e+1))
	return validName(w, true)
}

// groupWords end the name of a group that authors a work.
var groupWords = wordset.Of(`consortium consortia collaboration collaborators group investigators initiative`)

// groupLen returns the length of the group name that opens s, "the
// Example Consortium", "Sample Study Group": up to six capitalised words
// or acronyms, the last a word for a group, closed by a separator, a
// full stop or the end. It returns 0 when s opens with none.
func groupLen(s string) int {
	q := 0
	if strings.HasPrefix(s, "the ") || strings.HasPrefix(s, "The ") {
		q = 4
	}
	for words := 0; words < 6 && q < len(s); words++ {
		e := q
		for e < len(s) && !strings.ContainsRune(" \t,;.():", rune(s[e])) {
			e++
		}
		w := s[q:e]
		if w == "" || !isUpperAt(w, 0) && !unicode.IsDigit(rune(w[0])) {
			return 0
		}
		if words > 0 && wordset.HasLower(groupWords, w) {
			if e < len(s) && !strings.ContainsRune(",;.(:", rune(s[e])) && !followsName(s[e:]) {
				return 0
			}
			return e
		}
		if e >= len(s) || s[e] != ' ' {
			return 0
		}
		q = e + 1
	}
	return 0
}

// elided reads m, an "et al." that starts at p in s, into b, and returns
// where the byline goes on after it, if it does: "Fionda, V., et al.,
// Adaku Uchendu, ...".
func (b *Byline) elided(s string, p int, m string) (int, bool) {
	b.Incomplete = true
	p += len(m)
	b.End = p
	if next := skipSeparator(s, p); next > p && strings.HasPrefix(strings.TrimLeft(s[p:], " "), ",") {
		if w, _, _, _ := readName(s, next); validName(w, false) {
			return next, true
		}
	}
	if next := including(s, p); next > p {
		// The word says names follow: one word will do, "incl. Doe, J.".
		if w, _, _, _ := readName(s, next); validName(w, true) {
			return next, true
		}
	}
	if strings.HasSuffix(m, ".") {
		b.Sentence = true
	}
	if strings.HasPrefix(s[p:], ":") {
		// "Meyer, Thomas u.a.: Title".
		b.End = p + 1
		b.Sentence = true
	}
	return p, false
}

// including returns where the names go on after an elision that names
// whom it includes, "et al. incl. Doe, J.", "et al., including J. Doe",
// or p when no such word follows.
func including(s string, p int) int {
	q := SkipSpaces(s, p)
	if q < len(s) && s[q] == ',' {
		q = SkipSpaces(s, q+1)
	}
	for _, w := range []string{"incl. ", "including "} {
		if len(s)-q >= len(w) && strings.EqualFold(s[q:q+len(w)], w) {
			return SkipSpaces(s, q+len(w))
		}
	}
	return p
}

// listName is a name of a byline as readListName reads it.
type listName struct {
	words []string
	ends  []int // where each word ends
	marks string
	end   int
	// sentence says the name ends the byline's sentence.
	sentence bool
	// single says the name is one word.
	single bool
}

// wordAfterInitials reports whether words are a surname, two initials
// or more with stops and a word after them: "Doe J. Q. Title: Subtitle"
// (GOST's "Иванов И. И. Заглавие : монография"), where the name ends
// with its initials, since given names never end in two.
func wordAfterInitials(words []string) bool {
	n := len(words)
	return n >= 4 && spacedInitialsLast(words[:n-1]) && !IsInitial(words[n-1])
}

// readListName reads the name that starts at p in s, the next of b's, and
// reports whether it is one that goes on the byline.
func readListName(s string, p int, b *Byline, lenient bool) (listName, bool) {
	var n listName
	n.words, n.ends, n.marks, n.end, n.sentence = readNameEnds(s, p, false)
	if !n.sentence && (!closesName(s, n.end) || wordAfterInitials(n.words)) {
		n.cutAtInitial()
	}
	n.single = len(n.words) == 1
	n.readSurnameFirst(s, b)
	if !n.sentence && len(n.words) > 1 && strings.HasSuffix(n.words[0], ",") && strings.HasPrefix(s[n.end:], ": ") {
		// "Schmidt, A., Weber, T.: Title": a colon right after a name
		// written surname first with initials ends the byline, as in
		// the Springer LNCS style. After any other name the colon may
		// be a title's ("Orca: A Distributed Serving System").
		n.sentence = true
	}
	if !validName(n.words, lenient || b.Surnames) && !surnameEtAl(n, s, b) {
		return n, false
	}
	if last := n.words[len(n.words)-1]; lowerWord(last) && n.marks == "" {
		// "Zichao long, Jane Doe": a lower-case surname without a mark
		// is taken only before a name written the usual way.
		if w2, _, _, _ := readName(s, skipSeparator(s, n.end)); skipSeparator(s, n.end) == n.end || !validName(w2, false) || lowerWord(w2[len(w2)-1]) {
			return n, false
		}
	}
	// What follows a name must be a separator, a note or the end; a
	// capital after a final initial starts the next sentence.
	rest := strings.TrimLeft(s[n.end:], " ")
	if last := n.words[len(n.words)-1]; !n.sentence && strings.HasSuffix(last, ".") && IsInitial(last) && startsSentence(rest) && !isEtAl(rest) {
		n.sentence = true
	}
	if detachedStop(s, n.end) > 0 {
		// "DOE, J. . Title": the byline's full stop written apart.
		n.sentence = true
	}
	return n, n.sentence || followsName(rest)
}

// lowerInverted reads a name written all in lower case and surname
// first, "vegh, dana", that starts at p in s inside b, a byline of names
// so written ("Roe, Ann & Lee, Bo & vegh, dana & Poe, Cy"), as exports
// of databases keep a name typed so. It is taken only between names b
// reads before it and one it reads after it.
func lowerInverted(s string, p int, b *Byline, lenient bool) (listName, bool) {
	if !b.inverted || len(b.Names) == 0 {
		return listName{}, false
	}
	c := p + strings.IndexByte(s[p:], ',')
	if c < p || !lowerNameWord(s[p:c]) {
		return listName{}, false
	}
	g := SkipSpaces(s, c+1)
	e := wordEnd(s, g)
	if e == g || !lowerNameWord(s[g:e]) {
		return listName{}, false
	}
	next := *b
	next.Names, next.Ranges, next.Marks = slices.Clone(b.Names), slices.Clone(b.Ranges), slices.Clone(b.Marks)
	k, goOn := next.afterName(s, e)
	if !goOn {
		return listName{}, false
	}
	if m, ok := readListName(s, k, &next, lenient); !ok || len(m.words) < 2 {
		return listName{}, false
	}
	return listName{words: []string{s[p:c] + ",", s[g:e]}, ends: []int{c, e}, end: e}, true
}

// lowerNameWord reports whether w is one word of two letters or more,
// all in lower case, that is not one of the words phrases are made of.
func lowerNameWord(w string) bool {
	return lowerWord(w) && !notNameWords[w] && !commonLowerWords[w]
}

// surnameEtAl reports whether n, the first name of b, is a surname alone
// before "et al.", as short lists cite a work: "Doe et al 2020. Title".
func surnameEtAl(n listName, s string, b *Byline) bool {
	if len(b.Names) > 0 || !n.single || n.sentence || n.marks != "" {
		return false
	}
	r, _ := utf8.DecodeRuneInString(n.words[0])
	return unicode.IsUpper(r) && !wordset.HasLower(nameParticles, n.words[0]) && isEtAl(strings.TrimLeft(s[n.end:], " "))
}

// cutAtInitial ends n at its last initial with a full stop, but the
// first word: "Wong A. A submitted paper": the name ends at its last
// initial, and a sentence starts after it.
func (n *listName) cutAtInitial() {
	for i := len(n.words) - 2; i >= 1; i-- {
		if strings.HasSuffix(n.words[i], ".") && IsInitial(n.words[i]) {
			n.words, n.end, n.sentence, n.marks = n.words[:i+1], n.ends[i], true, ""
			return
		}
	}
}

// readSurnameFirst reads the initials or given names after n, a surname
// and a comma in s, when the name is written surname first: "van de
// Lindt, J. W.", "García Alanis, J. C.", "Last, F.", "Doe, Jane". It
// marks b inverted when its names are written so throughout.
func (n *listName) readSurnameFirst(s string, b *Byline) {
	if n.sentence || n.end >= len(s) || s[n.end] != ',' || b.Surnames || n.single && (hanName(n.words[0]) || DottedInitial(n.words[0])) {
		// A name in Han characters is whole: "王芳, 李强" lists two;
		// an initial is no surname.
		return
	}
	switch {
	case len(n.words) > 1:
		n.readCompoundFirst(s, b)
	case n.single:
		n.readSingleFirst(s, b)
	}
}

// readCompoundFirst reads the initials or given names after n, a surname
// of several words and a comma in s: "van de Lindt, J. W.", "Ruiz Gil,
// Ana & Roe, Mara".
func (n *listName) readCompoundFirst(s string, b *Byline) {
	if particles := particlesBefore(n.words); particles || compoundSurname(n.words, *b) {
		// "van de Lindt, J. W." written surname first; so is a
		// compound surname in an inverted byline, "García Alanis,
		// J. C.", when a separator or the date closes its initials.
		if w2, m2, q2 := readInitials(s, SkipSpaces(s, n.end+1)); len(w2) > 0 && (particles || closesName(s, q2)) {
			n.words[len(n.words)-1] += ","
			n.words = append(n.words, w2...)
			n.marks, n.end = m2, q2
			b.inverted = true
		} else if w2, m2, q2, sent2 := readGivenNames(s, SkipSpaces(s, n.end+1)); (particles || givenThenInverted(s, n.words, w2, q2)) && (len(b.Names) == 0 || b.inverted) && givenNames(w2, s[q2:], n.words) && (sent2 || closesName(s, q2)) {
			// "von Weizsäcker, Lukas/Roe, Mara:", "Ruiz Gil, Ana &
			// Roe, Mara": a separator other than the comma parts
			// the names.
			n.words[len(n.words)-1] += ","
			n.words = append(n.words, w2...)
			n.marks, n.end, n.sentence = m2, q2, sent2
			b.inverted = true
		}
	}
}

// readSingleFirst reads the initials or given names after n, a surname
// of one word and a comma in s: "Last, F.", "Doe, T. Jane", "Doe, Jane".
func (n *listName) readSingleFirst(s string, b *Byline) {
	k := SkipSpaces(s, n.end+1)
	w2, m2, q2 := readInitials(s, k)
	if len(w2) > 0 && !followsName(s[q2:]) && (len(b.Names) == 0 || b.inverted) {
		// "Doe, T. Jane &": a given name after an initial.
		if w3, m3, q3, sent3 := readGivenNames(s, k); len(w2) == 1 && len(w3) == 2 && !sent3 && !IsInitial(w3[1]) && invertedNext(s, q3) {
			w2, m2, q2 = w3, m3, q3
		}
	}
	if len(w2) > 0 {
		n.words = append([]string{n.words[0] + ","}, w2...)
		n.marks, n.end, n.single = m2, q2, false
		b.inverted = true
	} else if w2, m2, q2, sent2 := readGivenNames(s, k); (len(b.Names) == 0 || b.inverted) && givenNames(w2, s[q2:], n.words) && (sent2 || closesName(s, q2) || quoteFollows(w2, s[q2:]) || stopBeforeYear(w2, s[q2:])) {
		// "Hill, Spencer A. "Title."": the stop of the last
		// initial ends the byline before a quoted title, and
		// "Hill, Spencer A. 2019." before the year of the
		// author-date styles.
		sent2 = sent2 || quoteFollows(w2, s[q2:]) || stopBeforeYear(w2, s[q2:])
		// "Doe, Jane, and John Smith", "Hill, Spencer A., Jane
		// Smyth": the first author surname first, as in the
		// Chicago style; "Meyer, Thomas/Prinz, Claudia": every
		// author so.
		n.words = append([]string{n.words[0] + ","}, w2...)
		n.marks, n.end, n.sentence, n.single = m2, q2, sent2, false
		b.inverted = true
	}
	if !n.single && !n.sentence && n.marks == "" {
		if ps, e := particlesAfter(s, n.end); len(ps) > 0 {
			n.words, n.end = append(n.words, ps...), e
		}
	}
}

// particlesAfter reads the particles that a name written surname first
// puts after its given names or initials, as Dutch and German lists do:
// "Berg, J. W. van der", "Hohenberg, A. von". The particles, in lower
// case and up to three, start at a space at p in s and must close the
// name (a separator, a note or the end follows); it returns them and
// where they end, or nil and p.
func particlesAfter(s string, p int) ([]string, int) {
	var words []string
	q := p
	for len(words) < 3 && q < len(s) && s[q] == ' ' {
		e := wordEnd(s, q+1)
		w := s[q+1 : e]
		if len(w) < 2 || w == "y" || w == "e" || !nameParticles[w] {
			break
		}
		words, q = append(words, w), e
	}
	if len(words) == 0 || !closesName(s, q) {
		return nil, p
	}
	return words, q
}

// invertedNext reports whether the name that ends at p in s is followed
// by a separator and a name written surname first, "& Roe, Mara": the
// byline so writes its names.
func invertedNext(s string, p int) bool {
	q := skipSeparator(s, p)
	if q == p {
		return false
	}
	w, _, e, sentence := readName(s, q)
	if len(w) == 0 || sentence || e >= len(s) || s[e] != ',' {
		return false
	}
	k := SkipSpaces(s, e+1)
	if w2, _, _ := readInitials(s, k); len(w2) > 0 {
		return true
	}
	w2, _, _, _ := readGivenNames(s, k)
	return len(w2) > 0
}

// SurnameRun returns how many names of one word each, parted by commas,
// "and" or "&", open s[p:] and end before a year: 3 in "Doe, Roe, and
// Poe (2020)" or "Doe, Roe, Poe. 2020". It returns 0 when s[p:] opens
// otherwise. A byline that writes surnames and given names has an even
// count; an odd one prints surnames alone.
func SurnameRun(s string, p int) int {
	count := 0
	for q := SkipSpaces(s, p); ; {
		w, _, e, sentence := readName(s, q)
		if !surnameAlone(w) {
			return 0
		}
		count++
		next := skipSeparator(s, e)
		if sentence || next == e {
			if !yearFollows(s[e:]) {
				return 0
			}
			return count
		}
		q = next
	}
}

// surnameAlone reports whether words are a surname printed alone: one
// word, or a word after particles ("van Dijk").
func surnameAlone(words []string) bool {
	return len(words) > 0 && len(words) <= 3 && oneWordSurname(words[len(words)-1]) && particlesBefore(words)
}

// SurnamePairs returns the surnames in names read as "Surname, Given"
// when they are two surnames alone parted by a comma ("Doe, Roe"), as a
// byline that prints surnames alone reads with an even count of them;
// nil when a name holds anything else. A name without a comma, a group
// that ends the byline, stays whole: its pair's second surname is "".
// The list's other bylines decide which reading holds (see
// Byline.Surnames).
func SurnamePairs(names []string) [][2]string {
	out := make([][2]string, 0, len(names))
	pairs := 0
	for _, n := range names {
		a, b, ok := strings.Cut(Clean(n), ",")
		if !ok {
			out = append(out, [2]string{a, ""})
			continue
		}
		if !surnameAlone(strings.Fields(a)) || !surnameAlone(strings.Fields(b)) {
			return nil
		}
		out = append(out, [2]string{strings.TrimSpace(a), strings.TrimSpace(b)})
		pairs++
	}
	if 2*pairs <= len(names) {
		return nil
	}
	return out
}

// oneWordSurname reports whether w can be a surname printed alone: a
// capitalised word that is no initial, particle or Han name.
func oneWordSurname(w string) bool {
	return isUpperAt(w, 0) && !IsInitial(w) && !wordset.HasLower(nameParticles, w) && !hanName(w)
}

// yearFollows reports whether rest, what follows a byline, opens with
// its year: " (2020)", ". 2020", ". (2020)".
func yearFollows(rest string) bool {
	rest = strings.TrimLeft(rest, " .")
	rest = strings.TrimPrefix(rest, "(")
	if len(rest) < 4 {
		return false
	}
	for _, c := range rest[:4] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return rest[:2] == "19" || rest[:2] == "20"
}

// DottedInitial reports whether w is an initial that is no surname in
// capitals: one letter, or initials with full stops ("K.", "J.-P."),
// where "DOE" may be either.
func DottedInitial(w string) bool {
	return IsInitial(w) && (strings.Contains(w, ".") || utf8.RuneCountInString(w) == 1)
}

// InitialsBefore reports whether the full stop at s[i] closes a word of
// initials run together with stops ("A.B.", "J.-P."): a name goes on
// after it, so no byline starts there ("In A.B. Moore, C.D. Lane (Eds.)").
func InitialsBefore(s string, i int) bool {
	if i >= len(s) || s[i] != '.' {
		return false
	}
	j := strings.LastIndexAny(s[:i], " (\t") + 1
	w := s[j:i]
	return strings.Contains(w, ".") && DottedInitial(w)
}

// nameSeparator reports whether rest opens with a separator between
// names other than a comma: "& ", "; ", "and ".
func nameSeparator(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	return strings.HasPrefix(rest, "& ") || strings.HasPrefix(rest, ";") || strings.HasPrefix(rest, "and ")
}

// hanName reports whether w is a name in Han characters: two to four of
// them, which a byline writes with no space between surname and given
// name; or, as Japanese names are written, a surname of one to three
// Han characters and a given name in kana ("山田はなこ", "高橋サクラ"),
// six characters at most.
func hanName(w string) bool {
	if hangulName(w) {
		return true
	}
	han, kana := 0, 0
	for _, r := range w {
		switch {
		case (unicode.Is(unicode.Han, r) || r == '·') && kana == 0:
			han++
		case isKana(r) && han > 0:
			kana++
		default:
			return false
		}
	}
	if kana > 0 {
		return han <= 3 && han+kana <= 6 && kana >= 1 && han+kana >= 2
	}
	return han >= 2 && han <= 4
}

// hangulName reports whether w is a Korean name in Hangul: two to five
// syllables written together, a surname of one or two and the given
// name ("홍길동", "남궁민수"), as a byline prints them with no space.
func hangulName(w string) bool {
	n := 0
	for _, r := range w {
		if !unicode.Is(unicode.Hangul, r) {
			return false
		}
		n++
	}
	return n >= 2 && n <= 5
}

// add appends n, read from p in s, to b.
func (b *Byline) add(s string, n listName, p int) {
	if n.single {
		b.Single++
	}
	if n.sentence {
		n.words = dropFinalStop(n.words)
	}
	b.Names = append(b.Names, joinWords(s, p, n.words))
	b.Ranges = append(b.Ranges, [2]int{p, n.end})
	b.Marks = append(b.Marks, n.marks)
	b.End = n.end
}

// joinWords returns strings.Join(words, " "): the same bytes of s when s
// holds them from where words[0] first occurs after p on, as a name
// written with single spaces does, so as not to copy them.
func joinWords(s string, p int, words []string) string {
	if len(words) == 0 || p > len(s) {
		return strings.Join(words, " ")
	}
	i := strings.Index(s[p:], words[0])
	if i < 0 {
		return strings.Join(words, " ")
	}
	start := p + i
	q := start
	for k, w := range words {
		if k > 0 {
			if q >= len(s) || s[q] != ' ' {
				return strings.Join(words, " ")
			}
			q++
		}
		if !strings.HasPrefix(s[q:], w) {
			return strings.Join(words, " ")
		}
		q += len(w)
	}
	return s[start:q]
}

// afterName reads what follows a name of b that ends at p in s: a note in
// parentheses ("(equal contribution)", "(corresponding author)") and the
// separator before the next name. It returns where the next name starts,
// if the byline goes on.
func (b *Byline) afterName(s string, p int) (int, bool) {
	k := SkipSpaces(s, p)
	if k < len(s) && s[k] == '(' {
		c := strings.IndexByte(s[k:], ')')
		if c < 0 {
			return p, false
		}
		inner := s[k+1 : k+c]
		note := nameNote(inner)
		if note == noNote && !strings.Contains(strings.ToLower(inner), "equal") && strings.Trim(inner, Marks+" ") != "" {
			return p, false
		}
		if strings.ContainsAny(inner, "*∗") && strings.Count(inner, " ") < 1 {
			b.Marks[len(b.Marks)-1] += "*"
		}
		switch note {
		case correspondingNote:
			b.Marks[len(b.Marks)-1] += "✉"
		case equalNote:
			b.Marks[len(b.Marks)-1] += EqualMark
		}
		p = k + c + 1
		b.End = p
		k = SkipSpaces(s, p)
		if k < len(s) && s[k] == '.' {
			b.End = k + 1
			b.Sentence = true
			return p, false
		}
	}
	if k >= len(s) {
		return p, false
	}
	next := skipSeparator(s, k)
	if next == k {
		if etAl(s[k:]) != "" || ellipsis(s[k:]) != "" {
			// "Doe, J.Q. et al.", "Meyer, Thomas u.a.": the elision
			// follows the name without a comma.
			return k, true
		}
		return p, false
	}
	return next, true
}

// The notes in parentheses after a name in a byline, each spelled in
// full (see scan.Spell): "(corresponding author)", "(equal
// contribution)" and "(co-first author)", and others that mark no one
// ("(student)", "(alphabetical order)"). A note that starts with a mark,
// "(*equal contribution)", is a key to the marks of the whole byline
// instead.
var (
	correspondingNotes = scan.Spell("corresponding", "? author")
	equalNotes         = scan.Spell("equal|equally|joint|co-first|cofirst|shared first", "? contribution| contributor| contributed| first", "? author| authors")
	otherNotes         = slices.Concat(
		scan.Spell("?undergraduate |graduate |phd |ph.d. ", "student|advisee|mentee|intern", "? author"),
		scan.Spell("alphabetical", "? order"),
		[]string{"presenter", "presenting author", "senior author", "last author"},
	)
)

// The kinds of a note after a name.
const (
	noNote = iota
	correspondingNote
	equalNote
	otherNote
)

// nameNote returns the kind of the note inner, the text inside the
// parentheses after a name: noNote when it is none of the notes.
func nameNote(inner string) int {
	t := strings.TrimFunc(inner, func(r rune) bool { return r < utf8.RuneSelf && scan.Space(byte(r)) })
	for kind, notes := range [][]string{correspondingNote: correspondingNotes, equalNote: equalNotes, otherNote: otherNotes} {
		if _, ok := scan.WholeSpelling(t, notes); ok {
			return kind
		}
	}
	return noNote
}

// EqualMark is the mark Parse records for a name that a note in
// parentheses calls an equal contributor.
const EqualMark = "="

// ParseHan reads a byline of names written in Han characters, which have
// no spaces to part them: "**刘明**王芳、李强". Names are parted by
// separators and by edges, the offsets in t where bold or underlined
// text starts or ends (a CV marks its owner that way). It returns a
// byline only when the whole of t is names of two to four characters
// each.
func ParseHan(t string, edges []int) (Byline, bool) {
	cuts := map[int]bool{}
	for _, e := range edges {
		cuts[e] = true
	}
	b := Byline{Start: len(t), End: 0, Han: true}
	start := -1
	flush := func(end int) bool {
		if start < 0 {
			return true
		}
		n := utf8.RuneCountInString(t[start:end])
		if n < 2 || n > 4 {
			return false
		}
		b.Names = append(b.Names, t[start:end])
		b.Ranges = append(b.Ranges, [2]int{start, end})
		b.Marks = append(b.Marks, "")
		b.Start, b.End = min(b.Start, start), end
		start = -1
		return true
	}
	for i, r := range t {
		if cuts[i] && !flush(i) {
			return Byline{}, false
		}
		switch {
		case unicode.Is(unicode.Han, r) || r == '·':
			if start < 0 {
				start = i
			}
		case strings.ContainsRune(" ,;、，；和", r):
			if !flush(i) {
				return Byline{}, false
			}
		default:
			return Byline{}, false
		}
	}
	if !flush(len(t)) || len(b.Names) == 0 {
		return Byline{}, false
	}
	return b, true
}

// particlesBefore reports whether every word but the last is a name
// particle, as in the surname "van de Lindt".
func particlesBefore(words []string) bool {
	for _, w := range words[:len(words)-1] {
		if !wordset.HasLower(nameParticles, w) {
			return false
		}
	}
	return true
}

// innerParticle reports whether words[i], inside words and not last, is
// a particle, whatever its case: "DA" in "FERREIRA DA SILVA" is no pair
// of initials.
func innerParticle(words []string, i int) bool {
	return i > 0 && i < len(words)-1 && nameParticles[strings.ToLower(words[i])]
}

// givenThenInverted reports whether given, the given names read after a
// compound surname and a comma that end at p in s, are a whole name's
// and the byline goes on surname first: one given name before the next
// name written so ("Ruiz Gil, Ana & Roe, Mara"), or up to three where a
// semicolon parts the names ("Moura Reis, Ana Clara; Lund, Per"); or
// the byline's full stop, written apart, closes them after one given
// name or a surname in capitals ("MOURA REIS, ANA CLARA . Title").
func givenThenInverted(s string, surname, given []string, p int) bool {
	if len(given) == 0 || len(given) > 3 {
		return false
	}
	if detachedStop(s, p) > 0 && (len(given) == 1 || allUpper(strings.Join(surname, ""))) {
		return true
	}
	q := SkipSpaces(s, p)
	semicolon := q < len(s) && s[q] == ';'
	return (len(given) == 1 || semicolon) && invertedNext(s, p)
}

// detachedStop returns where a full stop written apart after a name
// that ends at p in s ends, " . " as ABNT and Lattes bylines close
// their list of authors ("DOE, J.; ROE, M. . Title"); 0 when none.
func detachedStop(s string, p int) int {
	k := SkipSpaces(s, p)
	if k == p || k >= len(s) || s[k] != '.' || k+1 < len(s) && s[k+1] != ' ' && s[k+1] != '\t' {
		return 0
	}
	return k + 1
}

// closesName reports whether what follows a name that ends at p in s
// closes it: a separator, a note or the end (followsName), or the
// byline's full stop written apart.
func closesName(s string, p int) bool {
	return followsName(s[min(p, len(s)):]) || detachedStop(s, p) > 0
}

// compoundSurname reports whether words, read before a comma, can be a
// surname of two or three words written surname first ("García Alanis",
// "Ben Ali", "Ortega y Gasset"): no initials among them, and the byline b
// so far either empty or written surname first ("Baker, T. E.").
func compoundSurname(words []string, b Byline) bool {
	if len(words) > 3 {
		return false
	}
	surnameFirst := mostlySurnameFirst(b)
	for i, w := range words {
		if strings.HasSuffix(w, ",") || IsInitial(w) && (!surnameFirst || i == 0) && !innerParticle(words, i) {
			// "Jane Q. Doe, J." reads as one surname only where
			// the byline writes its names surname first.
			return false
		}
	}
	if n := len(b.Names); n > 0 && !strings.Contains(b.Names[n-1], ",") {
		return false
	}
	return true
}

// mostlySurnameFirst reports whether b has read three names or more and
// most of them are written "Surname, Initials": the list's dominant order
// then decides how a name written otherwise is read.
func mostlySurnameFirst(b Byline) bool {
	n := 0
	for _, x := range b.Names {
		if strings.Contains(x, ",") {
			n++
		}
	}
	return len(b.Names) >= 3 && 4*n >= 3*len(b.Names)
}

// randomOrderMarks stand between names listed in random order, as some
// fields (theoretical computer science, economics) mark such bylines.
var randomOrderMarks = []string{"ⓡ ", "® ", "(r) "}

// skipSeparator skips ", ", "; ", " and ", ", and ", " & " at s[p:].
func skipSeparator(s string, p int) int {
	q := SkipSpaces(s, p)
	sep := false
	if q < len(s) && (s[q] == ',' || s[q] == ';' || s[q] == '/') {
		q = SkipSpaces(s, q+1)
		sep = true
	} else if hanSepAt(s, q) {
		_, n := utf8.DecodeRuneInString(s[q:])
		q = SkipSpaces(s, q+n)
		sep = true
	}
	for _, w := range randomOrderMarks {
		if strings.HasPrefix(s[q:], w) {
			// "Ann Doe ⓡ Bob Roe": the authors are in random order.
			return SkipSpaces(s, q+len(w))
		}
	}
	for _, w := range []string{"and ", "& ", "＆ "} {
		if strings.HasPrefix(s[q:], w) {
			return SkipSpaces(s, q+len(w))
		}
	}
	if n := conjunctionLen(s[q:]); n > 0 {
		return SkipSpaces(s, q+n)
	}
	if sep {
		return q
	}
	return p
}

// nameConjunctions are the words for "and" that join the last two names
// of a byline in French, German, Spanish, Italian or Portuguese and
// Russian: "Dupont, Marie et Martin, Paul", "Haas, Jonas und Roth, Eva",
// "García, A. y López, M.", "G. Rossi e L. Conti", "Иванов И. И. и
// Петров П. П.".
var nameConjunctions = []string{"et ", "und ", "y ", "e ", "и "}

// conjunctionLen returns the length of the word for "and" that opens s
// when a name follows it: a capital letter, or a mark and a capital
// ("y *López"). "et al." is no conjunction: no capital follows.
func conjunctionLen(s string) int {
	for _, w := range nameConjunctions {
		if !strings.HasPrefix(s, w) {
			continue
		}
		k := SkipSpaces(s, len(w))
		for k < len(s) && strings.ContainsRune("*†‡", rune(s[k])) {
			k++
		}
		if k < len(s) && isUpperAt(s, k) {
			return len(w)
		}
	}
	return 0
}

// conjunctionWord reports whether w, read inside a name, is rather the
// "and" before the next name: "y" or "e" (name particles too, as in
// "Ortega y Gasset") with an initial on either side, "J. García y M.
// López", "G. Rossi e L. Conti".
func conjunctionWord(words []string, w, next string) bool {
	if (w != "y" && w != "e") || len(words) == 0 {
		return false
	}
	next, _ = splitMarks(next)
	return IsInitial(words[len(words)-1]) || IsInitial(next)
}

// SkipSpaces returns the first index from p that is not a space.
func SkipSpaces(s string, p int) int {
	for p < len(s) && (s[p] == ' ' || s[p] == '\u00a0') {
		p++
	}
	return p
}

// dropFinalStop drops the full stop after the last initials of a name
// written surname first without stops, "Tanaka H." at the end of a
// Vancouver byline: the stop ends the byline, not an initial, as the
// other names ("Okafor C, Lindqvist E") show. A name with any other stop
// or a comma, "Smith, J." or "J. Q.", keeps it.
func dropFinalStop(words []string) []string {
	n := len(words)
	if n < 2 || IsInitial(words[0]) {
		return words
	}
	for _, w := range words[:n-1] {
		if strings.ContainsAny(w, ".,") {
			return words
		}
	}
	if last, ok := strings.CutSuffix(words[n-1], "."); ok && capitals(last) {
		words = append(words[:n-1:n-1], last)
	}
	return words
}

// allInitials reports whether every word is an initial.
func allInitials(words []string) bool {
	for _, w := range words {
		if !IsInitial(w) {
			return false
		}
	}
	return true
}

// Clean strips markup debris and marks from a name as written.
func Clean(s string) string {
	s = strings.TrimFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune(Marks+",;_\\", r)
	})
	if singleSpaced(s) {
		return s
	}
	return strings.Join(strings.Fields(s), " ")
}

// singleSpaced reports whether the white space of s is single ASCII
// spaces between other characters, so that strings.Fields and a join by
// spaces would give s back.
func singleSpaced(s string) bool {
	prev := true
	for _, r := range s {
		space := unicode.IsSpace(r)
		if space && (r != ' ' || prev) {
			return false
		}
		prev = space
	}
	return !prev || s == ""
}

// readInitials reads the initials after "Last," in a surname-first name:
// tokens like "A." or "B.-C." up to a separator.
func readInitials(s string, p int) (words []string, marks string, end int) {
	end = p
	q := p
	for q < len(s) {
		e := q
		for e < len(s) && !isNameBreak(s[e]) {
			e++
		}
		w, m := splitMarks(s[q:e])
		if i := strings.Index(w, ".:"); i >= 0 && i+2 == len(w) && m == "" {
			// "Novak, P.: Title": in the Springer LNCS style a colon
			// ends the byline right after the last initials.
			w, e = w[:i+1], q+i+1
		}
		dotted := strings.HasSuffix(w, ".") || e == len(s) || s[e] == ',' || s[e] == ';' || s[e] == '/' || nameSeparator(s[e:])
		if w == "" || !IsInitial(w) && !givenAbbrev(w) || !dotted {
			break
		}
		words = append(words, w)
		marks, end = m, e
		if m != "" || e >= len(s) || s[e] != ' ' {
			break
		}
		q = e + 1
	}
	return words, marks, end
}

// givenAbbrev reports whether w abbreviates a given name by its first
// letters, consonants all, and a full stop, "Th.", "Chr.", "Ph.", as some languages
// write initials; "Jr.", "Dr." and the like stay out.
func givenAbbrev(w string) bool {
	body, ok := strings.CutSuffix(w, ".")
	rest, upper := cutUpper(body)
	if !ok || !upper || len(rest) < 1 || len(rest) > 2 || wordset.HasLower(abbrevNotGiven, body) {
		return false
	}
	// "Ann." is a name cut by a full stop, not an abbreviation.
	for _, r := range strings.ToLower(body) {
		if !strings.ContainsRune("bcdfghjklmnpqrstvwxz", r) {
			return false
		}
	}
	return true
}

// abbrevNotGiven are abbreviations of consonants that are no given name.
var abbrevNotGiven = wordset.Of(`jr sr dr mr mrs ms st pp vs ed eds`)

// startsSentence reports whether s begins like a new sentence: a capital
// letter, a digit or an opening quote.
func startsSentence(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r) || unicode.IsDigit(r) || strings.ContainsRune("\"“‘'[*_", r)
}

// followsName reports whether rest can follow a name in a byline: a
// separator, a note, an elision or the end.
func followsName(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	// "//" is no slash between names but GOST's mark before the venue.
	return rest == "" || strings.ContainsAny(rest[:1], ",;(\t/") && !strings.HasPrefix(rest, "//") || strings.HasPrefix(rest, "and ") ||
		strings.HasPrefix(rest, "— ") || strings.HasPrefix(rest, "– ") || strings.HasPrefix(rest, "| ") ||
		strings.HasPrefix(rest, "-- ") || strings.HasPrefix(rest, ": ") || strings.TrimRight(rest, " \t") == ":" || strings.HasPrefix(rest, "· ") || strings.HasPrefix(rest, "• ") ||
		strings.HasPrefix(rest, "& ") || strings.HasPrefix(rest, "…") || strings.HasPrefix(rest, "...") ||
		strings.HasPrefix(rest, "ⓡ ") || strings.HasPrefix(rest, "® ") || strings.HasPrefix(rest, "(r) ") ||
		isEtAl(rest) || EditorsAfter(rest) || conjunctionLen(rest) > 0 || hanSepFirst(rest)
}

// hanEtAlAt reports whether "等", or the Japanese "他" or "ほか" (et
// al.), closes a Han name at e in s: "王小明, 李华等. 题名", "山田はなこ・
// 佐藤一郎ほか (2019)". What follows is no letter of a name.
func hanEtAlAt(s string, e int) bool {
	if e == 0 || e >= len(s) || s[e] < 0xE0 {
		return false
	}
	rest, ok := "", false
	for _, m := range hanEtAl {
		if rest, ok = strings.CutPrefix(s[e:], m); ok {
			break
		}
	}
	if !ok {
		return false
	}
	next, _ := utf8.DecodeRuneInString(rest)
	return hanNameEndsAt(s, e) && (rest == "" || !unicode.Is(unicode.Han, next) && !isKana(next))
}

// hanEtAl are the words for "and others" that Chinese and Japanese
// bylines write after the last name.
var hanEtAl = []string{"等", "他", "ほか"}

// afterHanSep reports whether s[:p], spaces aside, ends with one of
// hanSeps.
func afterHanSep(s string, p int) bool {
	t := strings.TrimRight(s[:min(p, len(s))], " ")
	for _, sep := range hanSeps {
		if strings.HasSuffix(t, sep) {
			return true
		}
	}
	return false
}

// hanSepFirst reports whether rest, what follows a name, opens with one
// of hanSeps.
func hanSepFirst(rest string) bool {
	for _, sep := range hanSeps {
		if strings.HasPrefix(rest, sep) {
			return true
		}
	}
	return false
}

// FieldSepAt reports whether a separator between fields, a middle dot,
// bullet, dash or bar, follows s[:p]: "Jane Doe, Ann Lee · Venue 12 (2020)".
func FieldSepAt(s string, p int) bool {
	after := s[min(p, len(s)):]
	rest := strings.TrimLeft(after, " \t")
	if len(rest) == len(after) {
		return false
	}
	for _, sep := range fieldSeps {
		if r, ok := strings.CutPrefix(rest, sep); ok && (r == "" || r[0] == ' ' || r[0] == '\t') {
			return r != ""
		}
	}
	return false
}

// fieldSeps are the separators between the fields of an entry that
// FieldSepAt knows.
var fieldSeps = []string{"—", "–", "--", "|", "·", "•"}
