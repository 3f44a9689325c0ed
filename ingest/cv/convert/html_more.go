package convert

import (
	"strings"
	"unicode"

	"golang.org/x/net/html"
)

// Bylines cut short on the page. Site generators elide a long byline as
// "A, B, C, and 3 more authors", the count in an element that shows the
// rest when clicked, the names kept in one of its attributes (al-folio
// keeps them in the onclick script, others in a data- attribute):
//
//	<span class="more-authors" title="2 more"
//	  onclick="... t == '2 more authors' ? 'D. Doe, E. Roe' : ...">2 more authors</span>
//
// The names are the byline's, so they are read in the element's place.

// moreAuthors returns the names an element that stands for elided
// authors keeps in its attributes, or "" when tok is no such element.
func moreAuthors(tok html.Token) string {
	marked := false
	for _, a := range tok.Attr {
		v := strings.ToLower(a.Val)
		if (a.Key == "class" || a.Key == "title" || strings.HasPrefix(a.Key, "aria-")) &&
			(strings.Contains(v, "more-author") || strings.Contains(v, "more author") || strings.Contains(v, "more_author")) {
			marked = true
		}
	}
	if !marked {
		return ""
	}
	best := ""
	for _, a := range tok.Attr {
		var cands []string
		switch {
		case strings.HasPrefix(a.Key, "on"):
			cands = quotedStrings(a.Val)
		case strings.HasPrefix(a.Key, "data-"):
			cands = []string{a.Val}
		}
		for _, s := range cands {
			if looksNameList(s) && len(s) > len(best) {
				best = s
			}
		}
	}
	return strings.Join(strings.Fields(best), " ")
}

// quotedStrings returns the strings in single or double quotes in a
// script, as written (escapes kept).
func quotedStrings(s string) []string {
	var out []string
	for i := 0; i < len(s); i++ {
		q := s[i]
		if q != '\'' && q != '"' {
			continue
		}
		j := i + 1
		for j < len(s) && s[j] != q {
			if s[j] == '\\' {
				j++
			}
			j++
		}
		if j >= len(s) {
			break
		}
		out = append(out, s[i+1:j])
		i = j
	}
	return out
}

// looksNameList reports whether s reads as a list of two or more names:
// items parted by commas or "and", none saying "more", each of one to
// five words that start with a letter.
func looksNameList(s string) bool {
	s = strings.NewReplacer(" and ", ", ", "&", ",").Replace(s)
	items := strings.Split(s, ",")
	n := 0
	for _, it := range items {
		f := strings.Fields(it)
		if len(f) == 0 {
			continue
		}
		if len(f) > 5 {
			return false
		}
		for _, w := range f {
			r := []rune(w)[0]
			if !unicode.IsLetter(r) || strings.EqualFold(w, "more") {
				return false
			}
		}
		n++
	}
	return n >= 2 || n == 1 && len(strings.Fields(s)) >= 2 && len(items) == 1
}
