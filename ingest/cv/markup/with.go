package markup

import (
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
	"github.com/pubgraph/pubgraph/ingest/cv/namelist"
	"github.com/pubgraph/pubgraph/ingest/internal/quickre"
)

// bracketWithRe matches a bracketed owner-implied byline: "(with A and
// B)", "[joint with A]", "(avec A et B)", also after a short note, "(job
// market paper, with A)".
var bracketWithRe = quickre.MustCompile(`\s*[(\[]\s*(?:[^()\[\],]{1,40},\s+)?(?:[Jj]oint(?:ly)?\s+)?(?:[Ww]ith|[Aa]vec|[Mm]it|[Cc]on|[Cc]om)\s+([^()\[\]]+)[)\]]\.?`)

// leadTitle returns the title in bold, italics or quotes that opens an
// entry's markup, with the white space before it, or "".
func leadTitle(s string) string {
	i := scan.SkipSpace(s, 0)
	for _, q := range [][2]string{{"**", "**"}, {"*", "*"}, {"_", "_"}, {`"`, `"`}, {"“", "”"}} {
		if !strings.HasPrefix(s[i:], q[0]) {
			continue
		}
		start := i + len(q[0])
		// The text inside holds no rune of the closing mark.
		first := q[1]
		if first == "**" {
			first = "*"
		}
		k := strings.Index(s[start:], first)
		if k > 0 && strings.HasPrefix(s[start+k:], q[1]) {
			return s[:start+k+len(q[1])]
		}
	}
	return ""
}

// bracketedWith rewrites the first bracketed owner-implied byline of md,
// "Title (with A and B).", as a byline after the title, "Title. A and
// B.", and returns the co-authors it names.
func bracketedWith(md string) (string, []string) {
	m := bracketWithRe.FindStringSubmatchIndex(md)
	if m == nil {
		return md, nil
	}
	coauthors := namelist.List(md[m[2]:m[3]])
	if coauthors == nil {
		return md, nil
	}
	before := strings.TrimRight(md[:m[0]], " ")
	if t := leadTitle(before); t != "" && len(t) < len(before) && strings.Trim(md[m[1]:], " .") == "" {
		// "*Title*, Journal 3, 2020 (with A)": the names go after the
		// title, where a byline that follows a title stands.
		rest := strings.TrimLeft(before[len(t):], " ,.;")
		return strings.TrimRight(t, " ,.;") + ". " + strings.TrimSpace(md[m[2]:m[3]]) + ". " + rest + ".", coauthors
	}
	sep := ". "
	if strings.HasSuffix(StripMarks(strings.TrimRight(before, "*_")), ".") {
		sep = " "
	}
	return before + sep + strings.TrimSpace(md[m[2]:m[3]]) + ". " + strings.TrimLeft(md[m[1]:], " ."), coauthors
}
