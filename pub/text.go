package pub

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// CleanText returns s made safe to carry into every output: invalid UTF-8
// becomes U+FFFD; NUL and the other C0 and C1 control characters (tabs
// and line breaks included: a field is one line) and the Unicode line and
// paragraph separators become spaces; the bidirectional formatting
// characters (embeddings, overrides and isolates U+202A–U+202E,
// U+2066–U+2069, the marks U+200E, U+200F, U+061C) and byte-order marks
// are removed, so a name cannot reorder the text shown after it ("Trojan
// Source", CVE-2021-42574). When a control character became a space, runs
// of spaces are collapsed and the ends trimmed. Text without any of these
// characters is returned as it is, without allocating.
func CleanText(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == 0x7f {
			ascii = false
			break
		} else if c >= 0x80 {
			ascii = false
		}
	}
	if ascii || !needsCleaning(s) {
		return s
	}
	spaced := false
	s = strings.Map(func(r rune) rune {
		switch {
		case IsBidiControl(r) || r == '\uFEFF':
			return -1
		case unicode.IsControl(r) || r == '\u2028' || r == '\u2029':
			spaced = true
			return ' '
		}
		return r
	}, strings.ToValidUTF8(s, "\uFFFD"))
	if spaced {
		s = strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == ' ' }), " ")
	}
	return s
}

// needsCleaning reports whether s holds anything CleanText changes.
func needsCleaning(s string) bool {
	if !utf8.ValidString(s) {
		return true
	}
	for _, r := range s {
		if IsBidiControl(r) || r == '\uFEFF' || unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			return true
		}
	}
	return false
}

// IsBidiControl reports whether r is a bidirectional formatting character:
// an embedding, override or isolate (U+202A–U+202E, U+2066–U+2069) or a
// directional mark (U+200E, U+200F, U+061C).
func IsBidiControl(r rune) bool {
	return r >= '\u202A' && r <= '\u202E' || r >= '\u2066' && r <= '\u2069' ||
		r == '\u200E' || r == '\u200F' || r == '\u061C'
}

// QuoteName returns a file name as messages show it: as it is when it is
// plain, Go-quoted when it holds anything that could split a line of
// warnings.txt or reorder the text around it (control, bidi or space
// characters at its ends, quotes, invalid UTF-8).
func QuoteName(name string) string {
	for _, r := range name {
		if r == utf8.RuneError || r == '"' || r == '\\' || unicode.IsControl(r) || IsBidiControl(r) ||
			r == '\u2028' || r == '\u2029' || r == '\uFEFF' || (unicode.IsSpace(r) && r != ' ') {
			return strconv.Quote(name)
		}
	}
	if strings.TrimSpace(name) != name {
		return strconv.Quote(name)
	}
	return name
}
