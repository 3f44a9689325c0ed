package markup

import (
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
	"github.com/pubgraph/pubgraph/ingest/cv/namelist"
)

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
	start, end, names, namesEnd, ok := bracketWith(md)
	if !ok {
		return md, nil
	}
	m := []int{start, end, names, namesEnd}
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
