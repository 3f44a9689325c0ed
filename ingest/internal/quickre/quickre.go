// Package quickre compiles regular expressions with a quick test in
// front of them: a few literals, one of which every match must hold,
// read from the expression's syntax. A text that holds none of them is
// answered "no match" without running the expression, with the same
// result as regexp would give.
//
//	re := quickre.MustCompile(`(?i)\b(transactions|journal)\b`)
//	re.MatchString("A Study of Moles") // false, without running re
//
// The CV reader runs dozens of expressions on every piece of every
// entry, most of which match nothing.
package quickre

import (
	"bytes"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode/utf8"
)

// Regexp is a regular expression with a quick test in front of it: a
// few literals, one of which every match holds, found in the
// expression's syntax when it is compiled. The CV reader runs dozens of
// expressions on every piece of every entry, most of which match
// nothing; a piece that holds none of an expression's literals is
// answered without running it, with the same result.
//
// The literals are compared blind to ASCII case. Under (?i) the only
// characters beyond ASCII that match an ASCII letter are "ſ" (U+017F, s) and
// U+212A (the Kelvin sign, k): a text holding either always goes to the
// expression.
type Regexp struct {
	*regexp.Regexp
	lits [][]byte // lower-case, by first byte; nil means no quick test
	fold bool     // some literal was case-blind in the expression
	// from[c] and to[c] bound the literals that start with byte c, as
	// lowered; ſ and K start with 0xC5 and 0xE2, which start no other
	// literal when fold is set.
	from, to [256]uint8
	start    [256]bool // the bytes that start a literal, in either case
	// anchored is set when every match starts the text with a byte of
	// first: an expression under ^ tried at many places of a line.
	anchored bool
	first    [256]bool
}

// all lists every Regexp compiled, for All.
var all []*Regexp

// All returns every Regexp compiled so far by the program, in the order
// they were compiled: a package's tests try each of its expressions
// against the quick test.
func All() []*Regexp { return all }

// MustCompile compiles expr as regexp.MustCompile does, with its literals.
func MustCompile(expr string) *Regexp {
	q := &Regexp{Regexp: regexp.MustCompile(expr)}
	if re, err := syntax.Parse(expr, syntax.Perl); err == nil {
		if lits, fold, ok := requiredLits(re.Simplify()); ok {
			q.fold = fold
			for _, l := range lits {
				q.lits = append(q.lits, []byte(asciiLower(l)))
			}
			slices.SortFunc(q.lits, bytes.Compare)
			q.lits = slices.CompactFunc(q.lits, bytes.Equal)
			if len(q.lits) > 255 {
				q.lits = nil
			}
			q.start[0xC5], q.start[0xE2] = q.fold, q.fold
			for i, l := range q.lits {
				q.start[l[0]] = true
				if 'a' <= l[0] && l[0] <= 'z' {
					q.start[l[0]-'a'+'A'] = true
				}
				if q.to[l[0]] == 0 {
					q.from[l[0]] = uint8(i)
				}
				q.to[l[0]] = uint8(i + 1)
			}
		}
	}
	if re, err := syntax.Parse(expr, syntax.Perl); err == nil {
		re = re.Simplify()
		if re.Op == syntax.OpConcat && len(re.Sub) > 1 && re.Sub[0].Op == syntax.OpBeginText {
			rest := &syntax.Regexp{Op: syntax.OpConcat, Sub: re.Sub[1:]}
			if nullable, ok := firstBytes(rest, &q.first); ok && !nullable {
				q.anchored = true
			}
		}
	}
	all = append(all, q)
	return q
}

// firstBytes adds to set the bytes that a match of re may start with, and
// reports whether re may match the empty text; false when it cannot tell.
// Bytes beyond ASCII all go in the set when any character beyond ASCII
// may start a match.
func firstBytes(re *syntax.Regexp, set *[256]bool) (nullable, ok bool) {
	switch re.Op {
	case syntax.OpLiteral:
		r := re.Rune[0]
		if r >= utf8.RuneSelf {
			if re.Flags&syntax.FoldCase != 0 || r == utf8.RuneError {
				return false, false // U+FFFD also matches any bad byte
			}
			set[string(r)[0]] = true
			return false, true
		}
		set[r] = true
		if re.Flags&syntax.FoldCase != 0 {
			if 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' {
				set[r|0x20], set[r&^0x20] = true, true
			}
			if r|0x20 == 's' || r|0x20 == 'k' {
				set[0xC5], set[0xE2] = true, true // ſ, K
			}
		}
		return false, true
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				if r >= utf8.RuneSelf {
					for b := utf8.RuneSelf; b < 256; b++ {
						set[b] = true
					}
					break
				}
				set[r] = true
			}
		}
		return false, true
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return true, true
	case syntax.OpCapture, syntax.OpPlus:
		return firstBytes(re.Sub[0], set)
	case syntax.OpStar, syntax.OpQuest:
		_, ok := firstBytes(re.Sub[0], set)
		return true, ok
	case syntax.OpRepeat:
		n, ok := firstBytes(re.Sub[0], set)
		return n || re.Min == 0, ok
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			n, ok := firstBytes(sub, set)
			if !ok {
				return false, false
			}
			if !n {
				return false, true
			}
		}
		return true, true
	case syntax.OpAlternate:
		nullable := false
		for _, sub := range re.Sub {
			n, ok := firstBytes(sub, set)
			if !ok {
				return false, false
			}
			nullable = nullable || n
		}
		return nullable, true
	}
	return false, false
}

// requiredLits returns literals of which every match of re holds one (as
// ASCII case-blind text), whether any was case-blind in re, and false
// when there are none: when re can match without any literal, even the
// empty text.
func requiredLits(re *syntax.Regexp) (lits []string, fold, ok bool) {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase == 0 {
			return []string{string(re.Rune)}, false, true
		}
		if best := longestASCII(re.Rune); best != "" {
			return []string{best}, true, true
		}
	case syntax.OpCapture:
		return requiredLits(re.Sub[0])
	case syntax.OpPlus:
		return requiredLits(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return requiredLits(re.Sub[0])
		}
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			l, f, ok := requiredLits(sub)
			if !ok {
				return nil, false, false
			}
			lits, fold = append(lits, l...), fold || f
		}
		return lits, fold, true
	case syntax.OpConcat:
		return concatLits(re)
	}
	return nil, false, false
}

// longestASCII returns the longest run of ASCII in a case-blind literal,
// whose folding a lower-case comparison follows.
func longestASCII(rs []rune) string {
	best, run := "", []rune(nil)
	for _, r := range append(rs, utf8.RuneSelf) {
		if r < utf8.RuneSelf {
			run = append(run, r)
			continue
		}
		if len(run) > len(best) {
			best = string(run)
		}
		run = run[:0]
	}
	return best
}

// concatLits returns requiredLits of a concatenation: those of the part
// whose shortest literal is longest, and of those the one with fewest
// literals. Runs of literals and small classes, "[Cc]o[mn]", join into
// the literals they spell.
func concatLits(re *syntax.Regexp) (lits []string, fold, ok bool) {
	bestLen := 0
	try := func(l []string, f bool) {
		short := len(l[0])
		for _, s := range l {
			short = min(short, len(s))
		}
		if short > bestLen || short == bestLen && len(l) < len(lits) {
			lits, fold, bestLen = l, f, short
		}
	}
	run, runFold := []string{""}, false
	flush := func() {
		if run[0] != "" {
			try(run, runFold)
		}
		run, runFold = []string{""}, false
	}
	for _, sub := range flatConcat(re) {
		alts, f, ok := litAlts(sub)
		if !ok {
			flush()
			if l, f, ok := requiredLits(sub); ok {
				try(l, f)
			}
			continue
		}
		if len(run)*len(alts) > 16 {
			flush()
		}
		var next []string
		for _, r := range run {
			for _, a := range alts {
				next = append(next, r+a)
			}
		}
		run, runFold = next, runFold || f
		if f && len(alts) == 1 && alts[0] == "" {
			flush() // a case-blind character beyond ASCII
		}
	}
	flush()
	return lits, fold, lits != nil
}

// flatConcat returns the parts of a concatenation, those of concatenations
// inside it included.
func flatConcat(re *syntax.Regexp) []*syntax.Regexp {
	var out []*syntax.Regexp
	for _, sub := range re.Sub {
		if sub.Op == syntax.OpConcat {
			out = append(out, flatConcat(sub)...)
		} else {
			out = append(out, sub)
		}
	}
	return out
}

// litAlts returns the texts re matches when it is a literal of one
// character or a class of at most four, with whether it is case-blind.
// A case-blind character beyond ASCII gives the one text "".
func litAlts(re *syntax.Regexp) ([]string, bool, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		if len(re.Rune) != 1 {
			// Longer literals join runs too, but only as one piece.
			if re.Flags&syntax.FoldCase == 0 {
				return []string{string(re.Rune)}, false, true
			}
			for _, r := range re.Rune {
				if r >= utf8.RuneSelf {
					return nil, false, false
				}
			}
			return []string{asciiLower(string(re.Rune))}, true, true
		}
		r := re.Rune[0]
		if re.Flags&syntax.FoldCase == 0 {
			return []string{string(r)}, false, true
		}
		if r >= utf8.RuneSelf {
			return []string{""}, true, true
		}
		return []string{asciiLower(string(r))}, true, true
	case syntax.OpCharClass:
		var alts []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				a := asciiLower(string(r))
				if !slices.Contains(alts, a) {
					alts = append(alts, a)
				}
				if len(alts) > 4 {
					return nil, false, false
				}
			}
		}
		if len(alts) > 0 {
			return alts, false, true
		}
	}
	return nil, false, false
}

// asciiLower lowers the ASCII letters of s, as May does the text: only
// they, since "K" (U+212A) lowers to an ASCII "k".
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// May reports whether s holds one of q's literals, so that q may match
// it; false means q matches nothing in s. It looks at each byte once,
// and at the literals that start with it.
func (q *Regexp) May(s string) bool {
	if q.anchored {
		return len(s) > 0 && q.first[s[0]]
	}
	if q.lits == nil {
		return true
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !q.start[c] {
			continue
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if q.fold && (c == 0xC5 && strings.HasPrefix(s[i:], "\u017f") || c == 0xE2 && strings.HasPrefix(s[i:], "\u212a")) {
			return true
		}
		for _, l := range q.lits[q.from[c]:q.to[c]] {
			if hasLowerPrefix(s[i:], l) {
				return true
			}
		}
	}
	return false
}

// hasLowerPrefix reports whether s starts with lower, its ASCII letters
// taken in either case.
func hasLowerPrefix(s string, lower []byte) bool {
	if len(s) < len(lower) {
		return false
	}
	for j, b := range lower {
		c := s[j]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != b {
			return false
		}
	}
	return true
}

// MatchString is regexp's, answered quickly when s holds no literal.
func (q *Regexp) MatchString(s string) bool { return q.May(s) && q.Regexp.MatchString(s) }

// FindString is regexp's, answered quickly when s holds no literal.
func (q *Regexp) FindString(s string) string {
	if !q.May(s) {
		return ""
	}
	return q.Regexp.FindString(s)
}

// FindStringIndex is regexp's, answered quickly when s holds no literal.
func (q *Regexp) FindStringIndex(s string) []int {
	if !q.May(s) {
		return nil
	}
	return q.Regexp.FindStringIndex(s)
}

// FindStringSubmatch is regexp's, answered quickly when s holds no literal.
func (q *Regexp) FindStringSubmatch(s string) []string {
	if !q.May(s) {
		return nil
	}
	return q.Regexp.FindStringSubmatch(s)
}

// FindStringSubmatchIndex is regexp's, answered quickly when s holds no
// literal.
func (q *Regexp) FindStringSubmatchIndex(s string) []int {
	if !q.May(s) {
		return nil
	}
	return q.Regexp.FindStringSubmatchIndex(s)
}

// FindAllStringIndex is regexp's, answered quickly when s holds no literal.
func (q *Regexp) FindAllStringIndex(s string, n int) [][]int {
	if !q.May(s) {
		return nil
	}
	return q.Regexp.FindAllStringIndex(s, n)
}

// FindAllStringSubmatch is regexp's, answered quickly when s holds no
// literal.
func (q *Regexp) FindAllStringSubmatch(s string, n int) [][]string {
	if !q.May(s) {
		return nil
	}
	return q.Regexp.FindAllStringSubmatch(s, n)
}

// FindAllStringSubmatchIndex is regexp's, answered quickly when s holds
// no literal.
func (q *Regexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	if !q.May(s) {
		return nil
	}
	return q.Regexp.FindAllStringSubmatchIndex(s, n)
}

// ReplaceAllString is regexp's, answered quickly when src holds no literal.
func (q *Regexp) ReplaceAllString(src, repl string) string {
	if !q.May(src) {
		return src
	}
	return q.Regexp.ReplaceAllString(src, repl)
}

// ReplaceAllStringFunc is regexp's, answered quickly when src holds no
// literal.
func (q *Regexp) ReplaceAllStringFunc(src string, repl func(string) string) string {
	if !q.May(src) {
		return src
	}
	return q.Regexp.ReplaceAllStringFunc(src, repl)
}
