package label

// The feature functions as they were before they were made faster, kept
// as the reference the fast ones must match hash for hash.

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// shape writes a token's shape: X upper, x lower, d digit, the rune itself
// for anything else, runs of the same class collapsed to two.
func shapeRef(s string) string {
	var b strings.Builder
	var last rune
	run := 0
	n := 0
	for _, r := range s {
		c := r
		switch {
		case unicode.IsUpper(r):
			c = 'X'
		case unicode.IsLetter(r):
			c = 'x'
		case unicode.IsDigit(r):
			c = 'd'
		}
		if c == last {
			run++
			if run >= 2 {
				continue
			}
		} else {
			run = 0
		}
		last = c
		b.WriteRune(c)
		n++
		if n >= 8 {
			break
		}
	}
	return b.String()
}

func infosRef(toks []Token) []tokenInfo {
	lows := make([]string, len(toks))
	for i, t := range toks {
		lows[i] = lowerTrunc(t.Text)
	}
	lex := lexClassesRef(toks, lows)
	out := make([]tokenInfo, len(toks))
	for i, t := range toks {
		out[i] = tokenInfo{low: lows[i], shape: shapeRef(t.Text), lex: lex[i]}
	}
	return out
}

func isRomanRef(s string) bool {
	if s == "" || len(s) > 7 {
		return false
	}
	for _, r := range strings.ToLower(s) {
		if !strings.ContainsRune("ivxlcdm", r) {
			return false
		}
	}
	return true
}

// refFeatures computes the features of an entry's tokens.
func refFeaturesRef(toks []Token) *featSeq {
	n := len(toks)
	inf := infosRef(toks)
	fs := &featSeq{ids: make([]uint32, 0, n*56), off: make([]int32, 1, n+1)}
	// Running context: inside quotes, brackets, seen a year, counts.
	inQuote, paren, bracket := false, 0, 0
	yearSeen, periods, commas := 0, 0, 0
	lastPunct, lastPunctAt := "<s>", -1
	get := func(i int) (tokenInfo, bool) {
		if i < 0 || i >= n {
			return tokenInfo{low: "<s>", shape: "<s>"}, false
		}
		return inf[i], true
	}
	segCase, sentIdx, sentCase := segmentsRef(toks, inf)
	for i, t := range toks {
		add := func(h uint32) { fs.ids = append(fs.ids, h) }
		ti := inf[i]
		punct := isPunctToken(t.Text)
		add(feat(0, ""))
		add(feat(38, segCase[i]))
		add(feat(39, sentCase[i]))
		add(feat(40, bucket(sentIdx[i], 0, 1, 2, 3, 4, 6)))
		add(feat2(41, segCase[i], sentCase[i]))
		add(feat(1, ti.low))
		add(feat(2, ti.shape))
		if !punct && len(ti.low) > 3 {
			add(feat(3, ti.low[len(ti.low)-3:]))
			add(feat(4, ti.low[:3]))
		}
		r, _ := utf8.DecodeRuneInString(t.Text)
		switch {
		case punct:
		case isYear(t.Text):
			add(feat(5, "year"))
		case isDigits(t.Text):
			add(feat(5, "num"+bucket(len(t.Text), 1, 2, 3, 5)))
		case isRomanRef(t.Text) && strings.ToUpper(t.Text) == t.Text:
			add(feat(5, "roman"))
		case utf8.RuneCountInString(t.Text) == 1 && unicode.IsUpper(r):
			add(feat(5, "initial"))
		case strings.ToUpper(t.Text) == t.Text && unicode.IsLetter(r):
			add(feat(5, "allcaps"))
		case unicode.IsUpper(r):
			add(feat(5, "cap"))
		default:
			add(feat(5, "low"))
		}
		if len(t.Text) > 20 && !punct && strings.ContainsAny(t.Text, "/@") {
			add(feat(5, "url"))
		}
		next, _ := get(i + 1)
		prev, _ := get(i - 1)
		if i+1 < n && toks[i+1].Text == "." && !toks[i+1].SpaceBefore {
			add(feat(6, "dot"))
		}
		if t.SpaceBefore {
			add(feat(7, "sp"))
		}
		if i+1 < n && !toks[i+1].SpaceBefore {
			add(feat(7, "glued"))
		}
		// Position.
		add(feat(8, strconv.Itoa(10*i/n)))
		if i < 3 {
			add(feat(9, strconv.Itoa(i)))
		}
		if n-1-i < 3 {
			add(feat(10, strconv.Itoa(n-1-i)))
		}
		// Marks, and where a run of marks starts or ends.
		var prevMarks, nextMarks Mark
		if i > 0 {
			prevMarks = toks[i-1].Marks
		}
		if i+1 < n {
			nextMarks = toks[i+1].Marks
		}
		for b := 0; b < len(markNames); b++ {
			m := Mark(1 << b)
			if t.Marks&m != 0 {
				add(feat(11, markNames[b]))
				if prevMarks&m == 0 {
					add(feat(12, markNames[b]))
				}
				if nextMarks&m == 0 {
					add(feat(13, markNames[b]))
				}
			}
		}
		if t.Marks == 0 {
			add(feat(11, "none"))
		}
		// Brackets and quotes around the token.
		if isQuote(t.Text) {
			add(feat(14, boolStr(inQuote)))
		}
		if inQuote {
			add(feat(15, "q"))
		}
		if paren > 0 {
			add(feat(15, "("))
		}
		if bracket > 0 {
			add(feat(15, "["))
		}
		add(feat(16, bucket(yearSeen, 0, 1)))
		add(feat(17, bucket(periods, 0, 1, 2, 3, 5)))
		add(feat(18, bucket(commas, 0, 1, 2, 4, 8)))
		add(feat2(19, ti.shape, strconv.Itoa(10*i/n)))
		// Lexicons, own and neighbours'.
		for c := 0; c < lexCount; c++ {
			if ti.lex&(1<<c) != 0 {
				add(feat(20, lexNames[c]))
			}
			if prev.lex&(1<<c) != 0 {
				add(feat(21, lexNames[c]))
			}
			if next.lex&(1<<c) != 0 {
				add(feat(22, lexNames[c]))
			}
		}
		// Neighbouring words and shapes, bigrams.
		p2, _ := get(i - 2)
		n2, _ := get(i + 2)
		for c := 0; c < lexCount; c++ {
			if p2.lex&(1<<c) != 0 {
				add(feat(42, lexNames[c]))
			}
			if n2.lex&(1<<c) != 0 {
				add(feat(43, lexNames[c]))
			}
		}
		add(feat(23, p2.low))
		add(feat(24, prev.low))
		add(feat(25, next.low))
		add(feat(26, n2.low))
		add(feat(27, prev.shape))
		add(feat(28, next.shape))
		add(feat2(29, prev.low, ti.low))
		add(feat2(30, ti.low, next.low))
		add(feat2(31, prev.shape, ti.shape))
		add(feat2(32, ti.shape, next.shape))
		add(feat2(33, p2.shape, prev.shape))
		add(feat2(34, next.shape, n2.shape))
		// The nearest punctuation on either side, and how far.
		add(feat2(35, lastPunct, bucket(i-lastPunctAt, 1, 2, 3, 5)))
		np, npAt := "</s>", n
		for k := i + 1; k < n && k <= i+6; k++ {
			if isPunctToken(toks[k].Text) {
				np, npAt = toks[k].Text, k
				break
			}
		}
		add(feat2(36, np, bucket(npAt-i, 1, 2, 3, 5)))
		add(feat2(37, lastPunct, ti.shape))
		add(feat2(44, ti.low, bucket(10*i/n, 2, 6)))
		add(feat2(45, prev.shape+ti.shape, next.shape))
		if inQuote {
			add(feat(46, ti.shape))
		}
		fs.off = append(fs.off, int32(len(fs.ids)))
		if punct {
			lastPunct, lastPunctAt = t.Text, i
		}

		// Update the running context after the token.
		switch {
		case isQuote(t.Text):
			if t.Text == "“" || t.Text == "«" || t.Text == "„" {
				inQuote = true
			} else if t.Text == "”" || t.Text == "»" {
				inQuote = false
			} else {
				inQuote = !inQuote
			}
		case t.Text == "(":
			paren++
		case t.Text == ")":
			paren = max(0, paren-1)
		case t.Text == "[":
			bracket++
		case t.Text == "]":
			bracket = max(0, bracket-1)
		case t.Text == ".":
			periods++
		case t.Text == ",":
			commas++
		}
		if isYear(t.Text) {
			yearSeen++
		}
	}
	return fs
}

// segments describes the stretch of text around each token. A segment runs
// between punctuation marks, a sentence between full stops that follow a
// word of two or more letters or a number (not an initial). The case of a
// stretch tells titles ("A study of things") from venues ("Journal of
// Stuff") and names ("Doe, J.").
func segmentsRef(toks []Token, inf []tokenInfo) (segCase []string, sentIdx []int, sentCase []string) {
	n := len(toks)
	segCase = make([]string, n)
	sentIdx = make([]int, n)
	sentCase = make([]string, n)
	describe := func(a, b int) string {
		words, caps, lows, inits := 0, 0, 0, 0
		for k := a; k < b; k++ {
			t := toks[k].Text
			if isPunctToken(t) {
				continue
			}
			words++
			r, _ := utf8.DecodeRuneInString(t)
			switch {
			case utf8.RuneCountInString(t) == 1 && unicode.IsUpper(r):
				inits++
			case unicode.IsUpper(r):
				caps++
			case unicode.IsLower(r) && len(t) > 3:
				lows++
			}
		}
		c := "e"
		switch {
		case words == 0:
			c = "p"
		case inits*2 >= words:
			c = "i"
		case lows == 0 && caps >= 2:
			c = "T"
		case lows > 0 && caps <= 1:
			c = "s"
		case lows > 0:
			c = "m"
		case caps == 1:
			c = "C"
		}
		return c + bucket(words, 1, 2, 4, 8)
	}
	// Segments.
	a := 0
	for b := 0; b <= n; b++ {
		if b < n && !isPunctToken(toks[b].Text) {
			continue
		}
		if b < n && (toks[b].Text == "-" || toks[b].Text == "'" || toks[b].Text == "’") {
			continue
		}
		d := describe(a, b)
		for k := a; k < b; k++ {
			segCase[k] = d
		}
		if b < n {
			segCase[b] = "punct"
		}
		a = b + 1
	}
	// Sentences.
	a, idx := 0, 0
	for b := 0; b <= n; b++ {
		end := b == n
		if !end && toks[b].Text == "." && b > 0 {
			p := toks[b-1].Text
			end = utf8.RuneCountInString(p) >= 2 && !isPunctToken(p)
		}
		if !end {
			continue
		}
		last := min(b, n-1)
		d := describe(a, b)
		for k := a; k <= last; k++ {
			sentCase[k] = d
			sentIdx[k] = idx
		}
		idx++
		a = b + 1
	}
	return segCase, sentIdx, sentCase
}

// lexClasses returns the lexicon classes of every token, matching phrases
// over consecutive word tokens ("in press", "edited by", "et al.").
func lexClassesRef(toks []Token, lows []string) []uint32 {
	out := make([]uint32, len(toks))
	for i, t := range toks {
		out[i] = wordLex[lows[i]]
		if venueAcronyms[t.Text] {
			out[i] |= lexVenue
		}
	}
	for i := range toks {
		for _, p := range phraseLex {
			if lows[i] != p.words[0] {
				continue
			}
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
