package label

import (
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// The feature layer: each token becomes a list of 32-bit feature hashes,
// each a template id mixed with a value. The decoder masks them into its
// weight table. Nothing here knows about labels.

const (
	fnvOffset = 2166136261
	fnvPrime  = 16777619
)

func mixByte(h uint32, b byte) uint32 { return (h ^ uint32(b)) * fnvPrime }

func mixString(h uint32, s string) uint32 {
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * fnvPrime
	}
	return h
}

// feat hashes template t with value v.
func feat(t byte, v string) uint32 { return mixString(mixByte(fnvOffset, t), v) }

// feat2 hashes template t with two values.
func feat2(t byte, a, b string) uint32 {
	return mixString(mixByte(mixString(mixByte(fnvOffset, t), a), 0), b)
}

// tokenInfo is what the templates read of one token.
type tokenInfo struct {
	low   string // lower case, at most 24 bytes
	shape string
	lex   uint32
}

// appendShape appends a token's shape: X upper, x lower, d digit, the
// rune itself for anything else, runs of the same class collapsed to two,
// at most eight runes.
func appendShape(b []byte, s string) []byte {
	var last rune
	run := 0
	n := 0
	for _, r := range s {
		c := r
		switch {
		case r < utf8.RuneSelf:
			switch {
			case 'A' <= r && r <= 'Z':
				c = 'X'
			case 'a' <= r && r <= 'z':
				c = 'x'
			case '0' <= r && r <= '9':
				c = 'd'
			}
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
		b = utf8.AppendRune(b, c)
		n++
		if n >= 8 {
			break
		}
	}
	return b
}

func lowerTrunc(s string) string {
	l := strings.ToLower(s)
	if len(l) > 24 {
		cut := 24
		for cut > 0 && !utf8.RuneStart(l[cut]) {
			cut--
		}
		l = l[:cut]
	}
	return l
}

// appendLowerTrunc appends lowerTrunc(s).
func appendLowerTrunc(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return append(b, lowerTrunc(s)...)
		}
	}
	s = s[:min(len(s), 24)]
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return b
}

// infos returns what the templates read of each token. The lower-case
// forms and shapes of all tokens share one string.
func infos(toks []Token) []tokenInfo {
	size := 0
	for _, t := range toks {
		size += len(t.Text) + 8
	}
	buf := make([]byte, 0, size+size/2)
	ends := make([][2]int32, len(toks))
	for i, t := range toks {
		buf = appendLowerTrunc(buf, t.Text)
		ends[i][0] = int32(len(buf))
		buf = appendShape(buf, t.Text)
		ends[i][1] = int32(len(buf))
	}
	all := string(buf)
	out := make([]tokenInfo, len(toks))
	lows := make([]string, len(toks))
	at := int32(0)
	for i := range toks {
		lows[i] = all[at:ends[i][0]]
		out[i].shape = all[ends[i][0]:ends[i][1]]
		at = ends[i][1]
	}
	lex := lexClasses(toks, lows)
	for i := range out {
		out[i].low, out[i].lex = lows[i], lex[i]
	}
	return out
}

func isYear(s string) bool {
	if len(s) == 5 && s[4] >= 'a' && s[4] <= 'z' {
		s = s[:4]
	}
	if len(s) != 4 || !isDigits(s) {
		return false
	}
	// Four digits: strconv.Atoi would read them so, and a sign or any
	// other byte is no year, so no need to make its error.
	y := int(s[0]-'0')*1000 + int(s[1]-'0')*100 + int(s[2]-'0')*10 + int(s[3]-'0')
	return y >= 1500 && y <= 2039
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func isRoman(s string) bool {
	if s == "" || len(s) > 7 {
		return false
	}
	// strings.ToLower maps invalid UTF-8 to U+FFFD, no numeral either.
	for _, r := range s {
		if !strings.ContainsRune("ivxlcdm", unicode.ToLower(r)) {
			return false
		}
	}
	return true
}

// isUpperString reports whether strings.ToUpper(s) == s.
func isUpperString(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf {
			return strings.ToUpper(s) == s
		} else if 'a' <= c && c <= 'z' {
			return false
		}
	}
	return true
}

func bucket(n int, edges ...int) string {
	for i, e := range edges {
		if n <= e {
			return strconv.Itoa(i)
		}
	}
	return strconv.Itoa(len(edges))
}

func isQuote(s string) bool {
	switch s {
	case `"`, "“", "”", "„", "«", "»", "‘", "’", "'", "`", "``", "''":
		return true
	}
	return false
}

// Hashes of the features whose values come from a small set, computed once.
var (
	hBias                         = feat(0, "")
	hSeg, hSent                   [numCases]uint32
	hSegSent                      [numCases][numCases]uint32
	hSentIdx                      [7]uint32
	hYear, hRoman, hInitial, hCap = feat(5, "year"), feat(5, "roman"), feat(5, "initial"), feat(5, "cap")
	hAllCaps, hLow, hURL          = feat(5, "allcaps"), feat(5, "low"), feat(5, "url")
	hNum                          [5]uint32
	hDot, hSpace, hGlued          = feat(6, "dot"), feat(7, "sp"), feat(7, "glued")
	hPos                          [10]uint32
	hFirst, hLast                 [3]uint32
	hMark, hMarkStart, hMarkEnd   [7]uint32 // one per markNames
	hNoMark                       = feat(11, "none")
	hQuote                        [2]uint32
	hInQuote, hInParen, hInBrack  = feat(15, "q"), feat(15, "("), feat(15, "[")
	hYears                        [3]uint32
	hPeriods, hCommas             [6]uint32
	hLex, hLexPrev, hLexNext      [lexCount]uint32
	hLexPrev2, hLexNext2          [lexCount]uint32
)

func init() {
	for a, x := range caseNames {
		hSeg[a], hSent[a] = feat(38, x), feat(39, x)
		for b, y := range caseNames {
			hSegSent[a][b] = feat2(41, x, y)
		}
	}
	for b := range hSentIdx {
		hSentIdx[b] = feat(40, strconv.Itoa(b))
	}
	for b := range hNum {
		hNum[b] = feat(5, "num"+strconv.Itoa(b))
	}
	for b := range hPos {
		hPos[b] = feat(8, strconv.Itoa(b))
	}
	for b := range hFirst {
		hFirst[b], hLast[b] = feat(9, strconv.Itoa(b)), feat(10, strconv.Itoa(b))
	}
	for b, m := range markNames {
		hMark[b], hMarkStart[b], hMarkEnd[b] = feat(11, m), feat(12, m), feat(13, m)
	}
	hQuote[0], hQuote[1] = feat(14, "0"), feat(14, "1")
	for b := range hYears {
		hYears[b] = feat(16, strconv.Itoa(b))
	}
	for b := range hPeriods {
		hPeriods[b], hCommas[b] = feat(17, strconv.Itoa(b)), feat(18, strconv.Itoa(b))
	}
	for c, x := range lexNames {
		hLex[c], hLexPrev[c], hLexNext[c] = feat(20, x), feat(21, x), feat(22, x)
		hLexPrev2[c], hLexNext2[c] = feat(42, x), feat(43, x)
	}
}

// smallDigits are the strings of 0 to 9.
var smallDigits = [10]string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}

// refFeatures computes the features of an entry's tokens.
func refFeatures(toks []Token) *featSeq {
	fs := &featSeq{ids: make([]uint32, 0, len(toks)*60), off: make([]int32, 0, len(toks)+1)}
	fs.setRefFeatures(toks)
	return fs
}

// featPool holds feature sequences for Parse to reuse.
var featPool = sync.Pool{New: func() any { return new(featSeq) }}

// setRefFeatures sets fs to the features of toks, reusing its slices.
// Each token's features come in a fixed order, step by step as below;
// the order is part of the model (the hashes are summed in it).
func (fs *featSeq) setRefFeatures(toks []Token) {
	r := newRefTokens(toks)
	ids := fs.ids[:0]
	fs.off = append(fs.off[:0], 0)
	c := refContext{lastPunct: "<s>", lastPunctAt: -1}
	for i := range toks {
		ids = r.appendToken(ids, i, &c)
		fs.off = append(fs.off, int32(len(ids)))
		c.after(toks[i], r.punct[i], i)
	}
	fs.ids = ids
}

// refTokens is an entry's tokens as the templates read them.
type refTokens struct {
	toks              []Token
	inf               []tokenInfo
	punct             []bool
	segCase, sentCase []uint8
	sentIdx           []int
}

func newRefTokens(toks []Token) *refTokens {
	r := &refTokens{toks: toks, inf: infos(toks), punct: make([]bool, len(toks))}
	for i, t := range toks {
		r.punct[i] = isPunctToken(t.Text)
	}
	r.segCase, r.sentIdx, r.sentCase = segments(toks, r.punct)
	return r
}

// edgeInfo is what the templates read beyond either end of an entry.
var edgeInfo = tokenInfo{low: "<s>", shape: "<s>"}

// info returns token i's info, or edgeInfo beyond the tokens.
func (r *refTokens) info(i int) tokenInfo {
	if i < 0 || i >= len(r.inf) {
		return edgeInfo
	}
	return r.inf[i]
}

// refContext is what the features read of the tokens before the current
// one: inside quotes or brackets, the years, full stops and commas seen,
// and the last punctuation and where it was.
type refContext struct {
	inQuote                   bool
	paren, bracket            int
	yearSeen, periods, commas int
	lastPunct                 string
	lastPunctAt               int
}

// after updates the context past token i, t.
func (c *refContext) after(t Token, punct bool, i int) {
	if punct {
		c.lastPunct, c.lastPunctAt = t.Text, i
	}
	switch {
	case isQuote(t.Text):
		switch t.Text {
		case "“", "«", "„":
			c.inQuote = true
		case "”", "»":
			c.inQuote = false
		default:
			c.inQuote = !c.inQuote
		}
	case t.Text == "(":
		c.paren++
	case t.Text == ")":
		c.paren = max(0, c.paren-1)
	case t.Text == "[":
		c.bracket++
	case t.Text == "]":
		c.bracket = max(0, c.bracket-1)
	case t.Text == ".":
		c.periods++
	case t.Text == ",":
		c.commas++
	}
	if isYear(t.Text) {
		c.yearSeen++
	}
}

// appendToken appends the features of token i, in the context c of the
// tokens before it.
func (r *refTokens) appendToken(ids []uint32, i int, c *refContext) []uint32 {
	t, ti := r.toks[i], r.inf[i]
	pos := 10 * i / len(r.toks)
	ids = append(ids, hBias, hSeg[r.segCase[i]], hSent[r.sentCase[i]],
		hSentIdx[bucketIndex(r.sentIdx[i], 0, 1, 2, 3, 4, 6)],
		hSegSent[r.segCase[i]][r.sentCase[i]], feat(1, ti.low), feat(2, ti.shape))
	if !r.punct[i] && len(ti.low) > 3 {
		ids = append(ids, feat(3, ti.low[len(ti.low)-3:]), feat(4, ti.low[:3]))
	}
	if !r.punct[i] {
		ids = append(ids, wordClass(t.Text))
		if len(t.Text) > 20 && strings.ContainsAny(t.Text, "/@") {
			ids = append(ids, hURL)
		}
	}
	ids = r.appendLayout(ids, i, pos)
	ids = r.appendMarks(ids, i)
	ids = c.appendEnclosing(ids, t.Text)
	ids = append(ids, feat2(19, ti.shape, smallDigits[pos]))
	ids = r.appendLexicons(ids, i)
	ids = r.appendNeighbours(ids, i)
	return r.appendPunct(ids, i, pos, c)
}

// wordClass is the feature of a word's class: a year, a number (by
// length), a roman numeral, an initial, all capitals, capitalised or
// lower case.
func wordClass(s string) uint32 {
	r, _ := utf8.DecodeRuneInString(s)
	switch {
	case isYear(s):
		return hYear
	case isDigits(s):
		return hNum[bucketIndex(len(s), 1, 2, 3, 5)]
	case isRoman(s) && isUpperString(s):
		return hRoman
	case utf8.RuneCountInString(s) == 1 && unicode.IsUpper(r):
		return hInitial
	case isUpperString(s) && unicode.IsLetter(r):
		return hAllCaps
	case unicode.IsUpper(r):
		return hCap
	}
	return hLow
}

// appendLayout appends the features of token i's place: a full stop
// glued after it, space before it, a token glued after it, its tenth of
// the entry (pos), among the first three or the last three.
func (r *refTokens) appendLayout(ids []uint32, i, pos int) []uint32 {
	toks, n := r.toks, len(r.toks)
	if i+1 < n && toks[i+1].Text == "." && !toks[i+1].SpaceBefore {
		ids = append(ids, hDot)
	}
	if toks[i].SpaceBefore {
		ids = append(ids, hSpace)
	}
	if i+1 < n && !toks[i+1].SpaceBefore {
		ids = append(ids, hGlued)
	}
	ids = append(ids, hPos[pos])
	if i < 3 {
		ids = append(ids, hFirst[i])
	}
	if n-1-i < 3 {
		ids = append(ids, hLast[n-1-i])
	}
	return ids
}

// appendMarks appends token i's marks, and where a run of a mark starts
// or ends.
func (r *refTokens) appendMarks(ids []uint32, i int) []uint32 {
	marks := r.toks[i].Marks
	if marks == 0 {
		return append(ids, hNoMark)
	}
	var prevMarks, nextMarks Mark
	if i > 0 {
		prevMarks = r.toks[i-1].Marks
	}
	if i+1 < len(r.toks) {
		nextMarks = r.toks[i+1].Marks
	}
	for b := range markNames {
		m := Mark(1 << b)
		if marks&m == 0 {
			continue
		}
		ids = append(ids, hMark[b])
		if prevMarks&m == 0 {
			ids = append(ids, hMarkStart[b])
		}
		if nextMarks&m == 0 {
			ids = append(ids, hMarkEnd[b])
		}
	}
	return ids
}

// appendEnclosing appends the features of quotes and brackets around a
// token (text) and of the years, full stops and commas before it.
func (c *refContext) appendEnclosing(ids []uint32, text string) []uint32 {
	if isQuote(text) {
		ids = append(ids, hQuote[b2i(c.inQuote)])
	}
	if c.inQuote {
		ids = append(ids, hInQuote)
	}
	if c.paren > 0 {
		ids = append(ids, hInParen)
	}
	if c.bracket > 0 {
		ids = append(ids, hInBrack)
	}
	return append(ids, hYears[bucketIndex(c.yearSeen, 0, 1)],
		hPeriods[bucketIndex(c.periods, 0, 1, 2, 3, 5)],
		hCommas[bucketIndex(c.commas, 0, 1, 2, 4, 8)])
}

// appendLexicons appends the lexicon classes of token i and of its
// neighbours, one and two away.
func (r *refTokens) appendLexicons(ids []uint32, i int) []uint32 {
	own, prev, next := r.info(i).lex, r.info(i-1).lex, r.info(i+1).lex
	if own|prev|next != 0 {
		for c := 0; c < lexCount; c++ {
			if own&(1<<c) != 0 {
				ids = append(ids, hLex[c])
			}
			if prev&(1<<c) != 0 {
				ids = append(ids, hLexPrev[c])
			}
			if next&(1<<c) != 0 {
				ids = append(ids, hLexNext[c])
			}
		}
	}
	p2, n2 := r.info(i-2).lex, r.info(i+2).lex
	if p2|n2 != 0 {
		for c := 0; c < lexCount; c++ {
			if p2&(1<<c) != 0 {
				ids = append(ids, hLexPrev2[c])
			}
			if n2&(1<<c) != 0 {
				ids = append(ids, hLexNext2[c])
			}
		}
	}
	return ids
}

// appendNeighbours appends the neighbouring words and shapes of token i,
// and the bigrams around it.
func (r *refTokens) appendNeighbours(ids []uint32, i int) []uint32 {
	ti, prev, next, p2, n2 := r.inf[i], r.info(i-1), r.info(i+1), r.info(i-2), r.info(i+2)
	return append(ids, feat(23, p2.low), feat(24, prev.low), feat(25, next.low), feat(26, n2.low),
		feat(27, prev.shape), feat(28, next.shape),
		feat2(29, prev.low, ti.low), feat2(30, ti.low, next.low),
		feat2(31, prev.shape, ti.shape), feat2(32, ti.shape, next.shape),
		feat2(33, p2.shape, prev.shape), feat2(34, next.shape, n2.shape))
}

// appendPunct appends the nearest punctuation on either side of token i
// and how far it is, the shape trigram, and the shape inside quotes.
func (r *refTokens) appendPunct(ids []uint32, i, pos int, c *refContext) []uint32 {
	ti, prev, next := r.inf[i], r.info(i-1), r.info(i+1)
	n := len(r.toks)
	np, npAt := "</s>", n
	for k := i + 1; k < n && k <= i+6; k++ {
		if r.punct[k] {
			np, npAt = r.toks[k].Text, k
			break
		}
	}
	// Feature 45 is feat2(45, prev.shape+ti.shape, next.shape),
	// hashed without building the concatenation.
	h45 := mixString(mixString(mixByte(fnvOffset, 45), prev.shape), ti.shape)
	ids = append(ids, feat2(35, c.lastPunct, smallDigits[bucketIndex(i-c.lastPunctAt, 1, 2, 3, 5)]),
		feat2(36, np, smallDigits[bucketIndex(npAt-i, 1, 2, 3, 5)]),
		feat2(37, c.lastPunct, ti.shape),
		feat2(44, ti.low, smallDigits[bucketIndex(pos, 2, 6)]),
		mixString(mixByte(h45, 0), next.shape))
	if c.inQuote {
		ids = append(ids, feat(46, ti.shape))
	}
	return ids
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func boolStr(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

// segments describes the stretch of text around each token. A segment runs
// between punctuation marks, a sentence between full stops that follow a
// word of two or more letters or a number (not an initial). The case of a
// stretch tells titles ("A study of things") from venues ("Journal of
// Stuff") and names ("Doe, J.").
//
// The cases are returned as indices into caseNames.
func segments(toks []Token, punct []bool) (segCase []uint8, sentIdx []int, sentCase []uint8) {
	n := len(toks)
	segCase = make([]uint8, n)
	sentIdx = make([]int, n)
	sentCase = make([]uint8, n)
	for k := range n {
		segCase[k], sentCase[k] = caseNone, caseNone
	}
	segmentCases(toks, punct, segCase)
	sentenceCases(toks, punct, sentIdx, sentCase)
	return segCase, sentIdx, sentCase
}

// segmentCases sets the case of each segment's tokens, casePunct at the
// punctuation that ends it. A hyphen or apostrophe ends no segment.
func segmentCases(toks []Token, punct []bool, segCase []uint8) {
	n := len(toks)
	a := 0
	for b := 0; b <= n; b++ {
		if b < n && !punct[b] {
			continue
		}
		if b < n && (toks[b].Text == "-" || toks[b].Text == "'" || toks[b].Text == "’") {
			continue
		}
		d := stretchCase(toks[a:b], punct[a:b])
		for k := a; k < b; k++ {
			segCase[k] = d
		}
		if b < n {
			segCase[b] = casePunct
		}
		a = b + 1
	}
}

// sentenceCases sets the case and the index of each sentence's tokens,
// its full stop included.
func sentenceCases(toks []Token, punct []bool, sentIdx []int, sentCase []uint8) {
	n := len(toks)
	a, idx := 0, 0
	for b := 0; b <= n; b++ {
		end := b == n
		if !end && toks[b].Text == "." && b > 0 {
			p := toks[b-1].Text
			end = utf8.RuneCountInString(p) >= 2 && !punct[b-1]
		}
		if !end {
			continue
		}
		last := min(b, n-1)
		d := stretchCase(toks[a:b], punct[a:b])
		for k := a; k <= last; k++ {
			sentCase[k] = d
			sentIdx[k] = idx
		}
		idx++
		a = b + 1
	}
}

// stretchCase is the case of a stretch of tokens: its class of words by
// their capitals and initials, times five, plus a bucket of its number of
// words.
func stretchCase(toks []Token, punct []bool) uint8 {
	words, caps, lows, inits := 0, 0, 0, 0
	for k, t := range toks {
		if punct[k] {
			continue
		}
		words++
		r, _ := utf8.DecodeRuneInString(t.Text)
		switch {
		case utf8.RuneCountInString(t.Text) == 1 && unicode.IsUpper(r):
			inits++
		case unicode.IsUpper(r):
			caps++
		case unicode.IsLower(r) && len(t.Text) > 3:
			lows++
		}
	}
	c := 0 // "e"
	switch {
	case words == 0:
		c = 1 // "p"
	case inits*2 >= words:
		c = 2 // "i"
	case lows == 0 && caps >= 2:
		c = 3 // "T"
	case lows > 0 && caps <= 1:
		c = 4 // "s"
	case lows > 0:
		c = 5 // "m"
	case caps == 1:
		c = 6 // "C"
	}
	return uint8(c*5 + bucketIndex(words, 1, 2, 4, 8))
}

// caseNames are the values of the segment and sentence features: a class
// letter and a word-count bucket, "punct" for punctuation, "" for none.
var caseNames = func() []string {
	var out []string
	for _, c := range "epiTsmC" {
		for b := range 5 {
			out = append(out, string(c)+strconv.Itoa(b))
		}
	}
	return append(out, "punct", "")
}()

const (
	casePunct = 35
	caseNone  = 36
	numCases  = 37
)

// bucketIndex is the index bucket formats.
func bucketIndex(n int, edges ...int) int {
	for i, e := range edges {
		if n <= e {
			return i
		}
	}
	return len(edges)
}
