// Package cues holds the phrase tables the CV reader consults: the words
// that give a paper's status ("in press", "under review"), name its kind
// ("poster", "Masterarbeit", "(Hrsg.)"), label a link ("[PDF]") or stop
// a publisher's name, each a class of cues.txt, and one matcher that
// finds them among a text's tokens.
//
//	toks := cues.Tokens("A. Author. Title. In Proc. of X, to appear.")
//	cues.Status.Has(toks) // true: "to appear"
//	cues.Workshop.Has(toks) // false
//
// A text is cut into tokens: words (runs of letters, digits and marks)
// folded to ASCII lower case (internal/norm), and single marks of
// punctuation. A phrase matches a run of tokens word for word: what the
// phrase writes close up ("(eds.)", "r&r") the text must write close up,
// and where the phrase has a space the text may space as it likes
// ("eds. (" matches "Eds.("). The rules that once were regular
// expressions are rows of the tables: a new language's word for a thesis
// is a line of cues.txt, not code.
package cues

import (
	_ "embed"
	"fmt"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/internal/norm"
)

// Token is a word or a mark of punctuation of a text.
type Token struct {
	Start, End int    // its bytes in the text
	Key        string // a word folded to ASCII lower case; a mark as written
	Low        string // a word in lower case, diacritics kept; a mark as written
	Word       bool   // a run of letters, digits and marks, not punctuation
	Space      bool   // white space stands before it
}

// Text returns the token as written in s, the text it was cut from.
func (t Token) Text(s string) string { return s[t.Start:t.End] }

// Digits reports whether the token is a run of ASCII digits.
func (t Token) Digits() bool {
	if !t.Word || t.Key == "" {
		return false
	}
	for i := 0; i < len(t.Key); i++ {
		if t.Key[i] < '0' || t.Key[i] > '9' {
			return false
		}
	}
	return true
}

// isWordRune reports whether r continues a word: a letter, digit, mark or
// underscore (as in a regular expression's \w, so that "_poster_" in
// Markdown is no poster).
func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		// ASCII, asked of nearly every character: no table search.
		return r == '_' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

// Tokens cuts s into its tokens, in order.
func Tokens(s string) []Token {
	toks, _ := tokens(nil, s, -1, -1)
	return toks
}

// Head returns the first n tokens of s, all of them when s has fewer:
// what a caller that looks only at how s opens needs to cut.
func Head(s string, n int) []Token {
	if n <= 0 {
		return nil
	}
	toks, _ := tokens(nil, s, n-1, -1)
	return toks
}

// tokens cuts s into its tokens, as Tokens does, but stops with false
// once it has cut more than maxToks tokens or more than maxWords words
// (a negative bound is none): a caller that needs no more than a
// phrase's length of them need not cut a long text whole. It appends
// them to buf[:0], or to a new slice when buf is nil.
func tokens(buf []Token, s string, maxToks, maxWords int) ([]Token, bool) {
	out := buf[:0]
	if buf == nil {
		out = make([]Token, 0, len(s)/4+2)
	}
	// The ASCII words with capitals, lower-cased one after another: one
	// string for all of them (see lowered), not one each.
	var low strings.Builder
	space, words := false, 0
	for i := 0; i < len(s); {
		if maxToks >= 0 && len(out) > maxToks || maxWords >= 0 && words > maxWords {
			return lowered(out, low.String()), false
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case unicode.IsSpace(r):
			space = true
			i += n
			continue
		case isWordRune(r):
			j := i + n
			for j < len(s) {
				r, m := utf8.DecodeRuneInString(s[j:])
				if !isWordRune(r) {
					break
				}
				j += m
			}
			out = append(out, word(s, i, j, space, &low))
			words++
			i = j
		default:
			out = append(out, Token{Start: i, End: i + n, Key: s[i : i+n], Low: s[i : i+n], Space: space})
			i += n
		}
		space = false
	}
	return lowered(out, low.String()), !(maxToks >= 0 && len(out) > maxToks || maxWords >= 0 && words > maxWords)
}

// word returns the word token s[i:j]. An ASCII word with capitals gets
// its lower case written to low, and its Key and Low left empty for
// lowered to set.
func word(s string, i, j int, space bool, low *strings.Builder) Token {
	w := s[i:j]
	t := Token{Start: i, End: j, Word: true, Space: space}
	ascii, lower := true, true
	for k := 0; k < len(w); k++ {
		c := w[k]
		ascii = ascii && c < utf8.RuneSelf
		lower = lower && !('A' <= c && c <= 'Z')
	}
	switch {
	case ascii && lower:
		t.Key, t.Low = w, w
	case ascii:
		if low.Cap() == 0 {
			low.Grow(len(s) - i)
		}
		for k := 0; k < len(w); k++ {
			c := w[k]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			low.WriteByte(c)
		}
	default:
		t.Low = strings.ToLower(w)
		if t.Key = norm.Key(w); t.Key == "" {
			t.Key = t.Low
		}
	}
	return t
}

// lowered sets the Key and Low of the ASCII words with capitals of toks
// (those word left empty) to their lower case, which all holds one after
// another in order, and returns toks.
func lowered(toks []Token, all string) []Token {
	if all == "" {
		return toks
	}
	at := 0
	for k := range toks {
		t := &toks[k]
		if t.Key != "" || !t.Word {
			continue
		}
		n := t.End - t.Start
		t.Key = all[at : at+n]
		t.Low = t.Key
		at += n
	}
	return toks
}

// ptok is one token of a phrase: a key, a word written with diacritics
// (matched as written, so "thèse" is not "these"), or any number.
type ptok struct {
	key    string
	exact  bool // compare with Token.Low
	digits bool // any run of digits ("<num>")
	tight  bool // no space may stand before it: it was written close up
}

func (p ptok) matches(t Token) bool {
	switch {
	case p.tight && t.Space:
		return false
	case p.digits:
		return t.Digits()
	case p.exact:
		return t.Low == p.key
	}
	return t.Key == p.key
}

// Table is one class of cues: phrases indexed by their first token.
type Table struct {
	Name    string
	lines   []string // the phrases as cues.txt writes them
	first   map[string][][]ptok
	digits  [][]ptok // phrases that open with a number
	longest int
}

// Phrase syntax in cues.txt: slots separated by spaces, each a run of
// tokens written close up, which the text must hold close up too, while
// it may space the slots as it likes; a slot followed by "?" is
// optional; "a/b" is a or b; "<num>" is any number.
func expand(line string) ([][]ptok, error) {
	out := [][]ptok{nil}
	for _, slot := range strings.Fields(line) {
		optional := len(slot) > 1 && strings.HasSuffix(slot, "?")
		if optional {
			slot = slot[:len(slot)-1]
		}
		var alts [][]ptok
		for _, alt := range strings.Split(slot, "/") {
			if alt == "" {
				return nil, fmt.Errorf("empty alternative in %q", line)
			}
			alts = append(alts, compile(alt))
		}
		if optional {
			alts = append(alts, nil)
		}
		var next [][]ptok
		for _, head := range out {
			for _, a := range alts {
				next = append(next, append(append([]ptok(nil), head...), a...))
			}
		}
		out = next
	}
	return out, nil
}

// compile cuts one alternative of a slot into phrase tokens.
func compile(alt string) []ptok {
	if alt == "<num>" {
		return []ptok{{digits: true}}
	}
	var out []ptok
	for k, t := range Tokens(alt) {
		p := ptok{key: t.Key}
		if t.Word && t.Low != t.Key {
			p = ptok{key: t.Low, exact: true}
		}
		p.tight = k > 0
		out = append(out, p)
	}
	return out
}

// newTable builds a table of phrases written in the syntax of cues.txt.
func newTable(name string, lines []string) (*Table, error) {
	t := &Table{Name: name, lines: lines, first: map[string][][]ptok{}}
	for _, l := range lines {
		ps, err := expand(l)
		if err != nil {
			return nil, fmt.Errorf("cues: class %s: %w", name, err)
		}
		for _, p := range ps {
			if len(p) == 0 {
				return nil, fmt.Errorf("cues: class %s: phrase %q may be empty", name, l)
			}
			t.longest = max(t.longest, len(p))
			if p[0].digits {
				t.digits = append(t.digits, p)
				continue
			}
			t.first[p[0].key] = append(t.first[p[0].key], p)
		}
	}
	return t, nil
}

// MatchAt returns how many tokens from toks[i] on the longest phrase of t
// covers, 0 when none starts there.
func (t *Table) MatchAt(toks []Token, i int) int {
	if i >= len(toks) {
		return 0
	}
	best := 0
	try := func(ps [][]ptok) {
		for _, p := range ps {
			if len(p) <= best || i+len(p) > len(toks) {
				continue
			}
			ok := true
			for k, pt := range p {
				if !pt.matches(toks[i+k]) {
					ok = false
					break
				}
			}
			if ok {
				best = len(p)
			}
		}
	}
	tk := toks[i]
	try(t.first[tk.Key])
	if tk.Low != tk.Key {
		try(t.first[tk.Low])
	}
	if tk.Digits() {
		try(t.digits)
	}
	return best
}

// Longest returns the number of tokens of t's longest phrase.
func (t *Table) Longest() int { return t.longest }

// Index returns the first token and the token count of the leftmost
// phrase of t in toks, the longest there; -1 and 0 for none.
func (t *Table) Index(toks []Token) (at, n int) {
	for i := range toks {
		if n := t.MatchAt(toks, i); n > 0 {
			return i, n
		}
	}
	return -1, 0
}

// Has reports whether a phrase of t occurs in toks.
func (t *Table) Has(toks []Token) bool {
	at, _ := t.Index(toks)
	return at >= 0
}

// tokenBufs holds token slices for the methods that cut a text and keep
// none of its tokens.
var tokenBufs = sync.Pool{New: func() any { return new([]Token) }}

// cut cuts s as tokens does, into a slice of tokenBufs that the caller
// hands back with done.
func cut(s string, maxToks, maxWords int) (*[]Token, []Token, bool) {
	buf := tokenBufs.Get().(*[]Token)
	toks, ok := tokens((*buf)[:0:cap(*buf)], s, maxToks, maxWords)
	return buf, toks, ok
}

// done hands toks, cut into buf, back to tokenBufs.
func done(buf *[]Token, toks []Token) {
	clear(toks) // hold no text
	*buf = toks[:0]
	tokenBufs.Put(buf)
}

// In reports whether a phrase of t occurs in s.
func (t *Table) In(s string) bool {
	buf, toks, _ := cut(s, -1, -1)
	defer done(buf, toks)
	return t.Has(toks)
}

// Find returns the bytes of the leftmost, longest phrase of t in s.
func (t *Table) Find(s string) (start, end int, ok bool) {
	buf, toks, _ := cut(s, -1, -1)
	defer done(buf, toks)
	at, n := t.Index(toks)
	if at < 0 {
		return 0, 0, false
	}
	return toks[at].Start, toks[at+n-1].End, true
}

// Prefix returns the end of the longest phrase of t that opens s, its
// first byte included, with ok set; 0 and false when s opens with none.
func (t *Table) Prefix(s string) (end int, ok bool) {
	// No phrase is longer than t.longest tokens: cut no more.
	buf, toks, _ := cut(s, t.longest, -1)
	defer done(buf, toks)
	if len(toks) == 0 || toks[0].Start != 0 {
		return 0, false
	}
	if n := t.MatchAt(toks, 0); n > 0 {
		return toks[n-1].End, true
	}
	return 0, false
}

// Is reports whether toks, all of them, are one phrase of t.
func (t *Table) Is(toks []Token) bool {
	return len(toks) > 0 && t.MatchAt(toks, 0) == len(toks)
}

// IsWords reports whether the words of s are one phrase of t, with any
// punctuation before and after them: "[PDF]", "(Code)".
func (t *Table) IsWords(s string) bool {
	// A text of more words than t's longest phrase has tokens is none.
	buf, toks, ok := cut(s, -1, t.longest)
	defer done(buf, toks)
	if !ok {
		return false
	}
	i, j := 0, len(toks)
	for i < j && !toks[i].Word {
		i++
	}
	for j > i && !toks[j-1].Word {
		j--
	}
	return t.Is(toks[i:j])
}

//go:embed cues.txt
var cuesTxt string

// tables holds the classes of cues.txt by name.
var tables = parse(cuesTxt)

// parse reads cues.txt: "[class]" lines open a class, then one phrase a
// line; "#" opens a comment line.
func parse(text string) map[string]*Table {
	lines := map[string][]string{}
	var order []string
	class := ""
	for n, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		switch {
		case l == "" || strings.HasPrefix(l, "# "):
		case strings.HasPrefix(l, "[") && strings.HasSuffix(l, "]") && !strings.ContainsAny(l[1:len(l)-1], " []"):
			class = l[1 : len(l)-1]
			order = append(order, class)
		case class == "":
			panic(fmt.Sprintf("cues.txt:%d: a phrase before any class", n+1))
		default:
			lines[class] = append(lines[class], l)
		}
	}
	out := map[string]*Table{}
	for _, c := range order {
		t, err := newTable(c, lines[c])
		if err != nil {
			panic(err)
		}
		out[c] = t
	}
	return out
}

// class returns the table of cues.txt named name; a name missing from
// the file is a broken invariant.
func class(name string) *Table {
	t, ok := tables[name]
	if !ok {
		panic("cues: no class " + name + " in cues.txt")
	}
	return t
}
