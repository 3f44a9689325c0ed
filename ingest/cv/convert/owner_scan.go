package convert

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
)

// A page's title or description names its owner in one of two shapes:
// "Publications of Jane Doe" and "Jane Doe – Publications". Both are
// read by a scanner over the words: a name is a capitalised word and one
// to three more, each a capitalised word or an initial.

// ownerLeads are the words before "of" or "by" and a name.
var ownerLeads = []string{"publications", "papers", "publication list", "curriculum vitae", "cv", "homepage", "home page", "website", "works"}

// ownerTails are the words after a name and a dash, bar or colon.
var ownerTails = []string{"publications", "papers", "cv", "curriculum vitae", "research"}

// nameRune reports whether r may stand inside a word of a name after its
// capital: a letter, an apostrophe or a hyphen.
func nameRune(r rune) bool { return unicode.IsLetter(r) || r == '\'' || r == '’' || r == '-' }

// nameRunEnd returns the end of the run of name runes at i of s.
func nameRunEnd(s string, i int) int {
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !nameRune(r) {
			break
		}
		i += n
	}
	return i
}

// upperAt returns the size of the capital at i of s, 0 for none.
func upperAt(s string, i int) int {
	if i >= len(s) {
		return 0
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	if !unicode.IsUpper(r) {
		return 0
	}
	return n
}

// ownerName reads a name at i of s and calls done with each place it may
// end, longest first (more words, then longer words), until done accepts
// one; it reports whether one was.
func ownerName(s string, i int, done func(end int) bool) bool {
	n := upperAt(s, i)
	if n == 0 {
		return false
	}
	for e := nameRunEnd(s, i+n); e >= i+n; e-- {
		if e == len(s) || utf8.RuneStart(s[e]) {
			if ownerNameWords(s, e, 1, done) {
				return true
			}
		}
	}
	return false
}

// ownerNameWords reads the word number k (from 1) after the first of a
// name, from e: white space and an initial ("J.") or a capitalised word.
func ownerNameWords(s string, e, k int, done func(end int) bool) bool {
	if k <= 3 {
		w := scan.SkipSpace(s, e)
		if n := upperAt(s, w); w > e && n > 0 {
			if w+n < len(s) && s[w+n] == '.' && ownerNameWords(s, w+n+1, k+1, done) {
				return true
			}
			for x := nameRunEnd(s, w+n); x > w+n; x-- {
				if (x == len(s) || utf8.RuneStart(s[x])) && ownerNameWords(s, x, k+1, done) {
					return true
				}
			}
		}
	}
	return k > 1 && done(e)
}

// ownerOf reads "Publications of Jane Doe", "CV of Dr. Jane Doe" in t
// and returns the name, or "".
func ownerOf(t string) string {
	for p := 0; p < len(t); p++ {
		for _, lead := range ownerLeads {
			e, ok := scan.PrefixFold(t, p, lead)
			if !ok || e == len(t) || !scan.Space(t[e]) {
				continue
			}
			e = scan.SkipSpace(t, e)
			e, ok = scan.PrefixAnyFold(t, e, []string{"of", "by"})
			if !ok || e == len(t) || !scan.Space(t[e]) {
				continue
			}
			e = scan.SkipSpace(t, e)
			if name := ownerNameAfterTitle(t, e); name != "" {
				return name
			}
		}
	}
	return ""
}

// ownerNameAfterTitle reads a name at i of t, after a title ("Dr.",
// "Prof") if one opens it, and returns it, or "".
func ownerNameAfterTitle(t string, i int) string {
	end := -1
	longest := func(e int) bool { end = e; return true }
	if e, ok := scan.PrefixAnyFold(t, i, []string{"dr", "prof"}); ok {
		if e < len(t) && t[e] == '.' {
			e++
		}
		if w := scan.SkipSpace(t, e); w > e && ownerName(t, w, longest) {
			return t[w:end]
		}
	}
	if ownerName(t, i, longest) {
		return t[i:end]
	}
	return ""
}

// nameTitle reads a page title "Jane Doe - Publications" and returns the
// name, or "".
func nameTitle(t string) string {
	start := scan.SkipSpace(t, 0)
	end := -1
	ok := ownerName(t, start, func(e int) bool {
		w := scan.SkipSpace(t, e)
		r, n := utf8.DecodeRuneInString(t[w:])
		if n == 0 || !strings.ContainsRune("-–—|:·", r) {
			return false
		}
		k, found := scan.PrefixAnyFold(t, scan.SkipSpace(t, w+n), ownerTails)
		if !found || !scan.Boundary(t, k) {
			return false
		}
		end = e
		return true
	})
	if !ok {
		return ""
	}
	return t[start:end]
}
