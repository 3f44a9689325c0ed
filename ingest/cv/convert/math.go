package convert

import (
	"strings"

	"github.com/pubgraph/pubgraph/ingest/internal/tex"
)

// Math sets the TeX math of markdown text, "$\pi^+$" or
// "$$\Lambda_b^0$$", in Unicode as tex.Decode does ("π⁺", "Λb⁰"). Only
// a pair of dollars on one line whose formula holds a command, a script
// or a brace is math: "$5 to $10" is prices.
func Math(s string) string {
	if !strings.Contains(s, "$") {
		return s
	}
	var b strings.Builder
	for {
		open := strings.IndexByte(s, '$')
		if open < 0 {
			break
		}
		delim := "$"
		if strings.HasPrefix(s[open:], "$$") {
			delim = "$$"
		}
		body := open + len(delim)
		end := strings.Index(s[body:], delim)
		if end < 0 {
			break
		}
		formula := s[body : body+end]
		if formula == "" || !strings.ContainsAny(formula, "\\^_{") || strings.Contains(formula, "\n") {
			b.WriteString(s[:body])
			s = s[body:]
			continue
		}
		b.WriteString(s[:open])
		b.WriteString(tex.EscapeMD(tex.Decode("$" + formula + "$")))
		s = s[body+end+len(delim):]
	}
	b.WriteString(s)
	return b.String()
}
