// Package shape detects the shapes of identifiers and numbers in
// references by hand-written scanners: years, DOIs, URLs and arXiv
// identifiers. The CV reader's rules and the token labeller's features
// read the same scanners, so that both agree on what a DOI is.
//
//	shape.FindDOI("doi: 10.1234/abc.5.") // 5, 17: "10.1234/abc.5"
//	shape.Year("in 2019", 3)              // true
package shape

// space reports whether c is white space as a regular expression's \s
// means it: ASCII space, tab, newline, carriage return or form feed.
func space(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'
}

// digit reports whether c is an ASCII digit.
func digit(c byte) bool { return '0' <= c && c <= '9' }

// letter reports whether c is an ASCII letter.
func letter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// wordByte reports whether c is a word byte as a regular expression's \w
// means it: an ASCII letter, digit or underscore.
func wordByte(c byte) bool { return letter(c) || digit(c) || c == '_' }

// Year reports whether s holds a year of the 20th or 21st century at i:
// four digits, "19" or "20" first.
func Year(s string, i int) bool {
	return i >= 0 && i+4 <= len(s) && (s[i] == '1' && s[i+1] == '9' || s[i] == '2' && s[i+1] == '0') && digit(s[i+2]) && digit(s[i+3])
}

// Digits returns the end of the run of ASCII digits at i.
func Digits(s string, i int) int {
	for i < len(s) && digit(s[i]) {
		i++
	}
	return i
}

// skipSpace returns the end of the white space (space) at i.
func skipSpace(s string, i int) int {
	for i < len(s) && space(s[i]) {
		i++
	}
	return i
}

// DOIStart reports whether s starts with a bare DOI: "10." then at least
// four digits and a slash.
func DOIStart(s string) bool {
	if len(s) < 3 || s[:3] != "10." {
		return false
	}
	k := Digits(s, 3)
	return k >= 7 && k < len(s) && s[k] == '/'
}

// doiStop reports whether c ends a DOI: white space, a quote or an angle
// bracket.
func doiStop(c byte) bool { return space(c) || c == '"' || c == '<' || c == '>' }

// FindDOI returns where the first DOI in s starts and ends, -1 and -1 for
// none: "10.", four to nine digits, "/", then anything to white space, a
// quote or an angle bracket, less the full stops, commas, semicolons and
// closing parentheses that end it. It starts a word.
func FindDOI(s string) (start, end int) {
	for i := 0; i+3 <= len(s); i++ {
		if s[i] != '1' || s[i+1] != '0' || s[i+2] != '.' || i > 0 && wordByte(s[i-1]) {
			continue
		}
		k := Digits(s, i+3)
		if n := k - i - 3; n < 4 || n > 9 || k >= len(s) || s[k] != '/' {
			continue
		}
		e := k + 1
		for e < len(s) && !doiStop(s[e]) {
			e++
		}
		// At least one byte after the slash, and the last not a stop.
		for e > k+1 {
			if c := s[e-1]; c != '.' && c != ',' && c != ';' && c != ')' {
				break
			}
			e--
		}
		if e-(k+1) >= 2 {
			return i, e
		}
	}
	return -1, -1
}

// FindURL returns where the first web address in s starts and ends, -1
// and -1 for none: "http://" or "https://" and what follows it up to
// white space, an angle bracket or a closing bracket.
func FindURL(s string) (start, end int) {
	for i := 0; i+7 < len(s); i++ {
		if s[i] != 'h' {
			continue
		}
		var p int
		switch {
		case hasPrefix(s[i:], "http://"):
			p = i + 7
		case hasPrefix(s[i:], "https://"):
			p = i + 8
		default:
			continue
		}
		e := p
		for e < len(s) && !space(s[e]) && s[e] != '<' && s[e] != '>' && s[e] != ')' && s[e] != ']' {
			e++
		}
		if e > p {
			return i, e
		}
	}
	return -1, -1
}

func hasPrefix(s, p string) bool { return len(s) >= len(p) && s[:len(p)] == p }

// HasPrefixFold reports whether s starts with p, ASCII letters in either
// case; p is lower case.
func HasPrefixFold(s, p string) bool {
	if len(s) < len(p) {
		return false
	}
	for i := 0; i < len(p); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != p[i] {
			return false
		}
	}
	return true
}

// FindArXiv returns the first new-style arXiv identifier in s named as
// such ("arXiv:2101.01234", "arxiv.org/abs/2101.01234v2"): its year and
// month digits and its number, ok false for none.
func FindArXiv(s string) (yy, mm, num string, ok bool) {
	for i := 0; i+5 <= len(s); i++ {
		if !HasPrefixFold(s[i:], "arxiv") {
			continue
		}
		for _, j := range arxivStarts(s, i+5) {
			k := Digits(s, j)
			if k-j != 4 || k >= len(s) || s[k] != '.' {
				continue
			}
			e := Digits(s, k+1)
			if e-k-1 < 4 {
				continue
			}
			return s[j : j+2], s[j+2 : j+4], s[k+1 : min(e, k+6)], true
		}
	}
	return "", "", "", false
}

// arxivStarts returns the places after "arxiv" at i where the digits of
// an identifier may start: after ".org", separators (":", "/", white
// space) and "abs/" or "pdf/", in every way the words may be read.
func arxivStarts(s string, i int) []int {
	var heads []int
	heads = append(heads, i)
	if HasPrefixFold(s[i:], ".org") {
		heads = append(heads, i+4)
	}
	var out []int
	for _, h := range heads {
		// A run of separators, then perhaps "abs/" or "pdf/"; every
		// prefix of the run may be where the separators end.
		e := h
		for e < len(s) && (s[e] == ':' || s[e] == '/' || space(s[e])) {
			e++
		}
		for p := h; p <= e; p++ {
			out = append(out, p)
			if HasPrefixFold(s[p:], "abs/") || HasPrefixFold(s[p:], "pdf/") {
				out = append(out, p+4)
			}
		}
	}
	return out
}
