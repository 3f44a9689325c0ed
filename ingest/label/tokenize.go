package label

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Token is a word, a number, a URL or a single punctuation character of an
// entry, with its byte offsets in the entry's text and the marks on it.
type Token struct {
	Text       string
	Start, End int  // byte offsets: Text == entry[Start:End]
	Marks      Mark // the union of the marks of the spans it overlaps
	// SpaceBefore is set when white space (or the start of the text)
	// precedes the token.
	SpaceBefore bool
}

// Tokenize cuts text into tokens. Words are runs of letters, digits and
// combining marks, with an apostrophe inside a word kept ("O'Brien");
// URLs, DOIs and e-mail addresses are one token each; every other
// non-space character is a token of its own. Each token carries the marks
// of the spans it overlaps. Offsets are byte offsets into text; invalid
// UTF-8 bytes become one-byte tokens.
func Tokenize(text string, spans []Span) []Token {
	toks := make([]Token, 0, len(text)/4+1)
	space := true
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		if unicode.IsSpace(r) {
			space = true
			i += n
			continue
		}
		end := i + n
		switch {
		case r != utf8.RuneError && isWordRune(r):
			if u := urlEnd(text, i); u > i {
				end = u
				break
			}
			for end < len(text) {
				r2, n2 := utf8.DecodeRuneInString(text[end:])
				if r2 != utf8.RuneError && isWordRune(r2) {
					end += n2
					continue
				}
				if (r2 == '\'' || r2 == '’') && end+n2 < len(text) {
					r3, _ := utf8.DecodeRuneInString(text[end+n2:])
					if unicode.IsLetter(r3) {
						end += n2
						continue
					}
				}
				break
			}
		}
		toks = append(toks, Token{Text: text[i:end], Start: i, End: end, SpaceBefore: space})
		space = false
		i = end
	}
	if len(spans) > 0 {
		for k := range toks {
			t := &toks[k]
			for _, s := range spans {
				if s.Start < t.End && t.Start < s.End {
					t.Marks |= s.Marks
				}
			}
		}
	}
	return toks
}

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

// urlEnd returns the end of a URL, DOI or e-mail address starting at i, or
// i when none starts there. Trailing sentence punctuation is left out.
func urlEnd(text string, i int) int {
	rest := text[i:]
	isURL := urlStart(rest) || isDOIStart(rest)
	end := i
	for end < len(text) {
		r, n := utf8.DecodeRuneInString(text[end:])
		if unicode.IsSpace(r) || r == utf8.RuneError || r == '<' || r == '>' || r == '"' || r == '“' || r == '”' {
			break
		}
		end += n
	}
	word := text[i:end]
	if !isURL {
		at := strings.IndexByte(word, '@')
		if at <= 0 || !strings.Contains(word[at:], ".") {
			return i
		}
		for _, r := range word[:at] {
			if !isWordRune(r) && !strings.ContainsRune(".-_+", r) {
				return i
			}
		}
	}
	for end > i {
		c := text[end-1]
		if strings.IndexByte(".,;:)]}'", c) < 0 {
			break
		}
		if (c == ')' && strings.Count(text[i:end], "(") >= strings.Count(text[i:end], ")")) ||
			(c == ']' && strings.Count(text[i:end], "[") >= strings.Count(text[i:end], "]")) {
			break
		}
		end--
	}
	if end-i < 4 {
		return i
	}
	return end
}

// urlStart reports whether s opens, in any case, with "http://",
// "https://", "www.", "doi:10." or "ftp://": whether the lower case of
// its first 12 bytes does.
func urlStart(s string) bool {
	head := s[:min(len(s), 12)]
	for k := 0; k < len(head); k++ {
		if head[k] >= utf8.RuneSelf {
			// Beyond ASCII, strings.ToLower decides ("İ" is an "i").
			lower := strings.ToLower(head)
			return strings.HasPrefix(lower, "http://") || strings.HasPrefix(lower, "https://") ||
				strings.HasPrefix(lower, "www.") || strings.HasPrefix(lower, "doi:10.") ||
				strings.HasPrefix(lower, "ftp://")
		}
	}
	for _, p := range urlPrefixes {
		if len(head) >= len(p) && strings.EqualFold(head[:len(p)], p) {
			return true
		}
	}
	return false
}

// urlPrefixes are the openings urlStart looks for.
var urlPrefixes = [...]string{"http://", "https://", "www.", "doi:10.", "ftp://"}

// isDOIStart reports whether s starts with a bare DOI: "10." then at least
// four digits and a slash.
func isDOIStart(s string) bool {
	if !strings.HasPrefix(s, "10.") {
		return false
	}
	k := 3
	for k < len(s) && s[k] >= '0' && s[k] <= '9' {
		k++
	}
	return k >= 7 && k < len(s) && s[k] == '/'
}

// isPunctToken reports whether a token has no letter or digit.
func isPunctToken(s string) bool {
	for _, r := range s {
		if isWordRune(r) {
			return false
		}
	}
	return true
}
