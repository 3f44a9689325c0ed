package ingest

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// maxTimesCited bounds a times-cited count: the most cited papers have a
// few hundred thousand citations, so a larger number is a broken cell.
const maxTimesCited = 10_000_000

// setBiblio fills b from the cells a citation index exports: a
// times-cited count, keyword lists ("; " between keywords, author's and
// index's), an abstract and the cited references. A count that is not a
// whole number from 0 to maxTimesCited is left unknown, and setBiblio
// returns a message saying so for the caller to warn with; keywords are
// kept once each, ignoring case, in the order first seen.
func setBiblio(b *pub.Biblio, cited string, keywords []string, abstract string, refs []string) (problem string) {
	if cited = strings.TrimSpace(cited); cited != "" {
		if n, err := strconv.Atoi(cited); err == nil && n >= 0 && n <= maxTimesCited {
			b.TimesCited, b.HasTimesCited = n, true
		} else {
			problem = fmt.Sprintf("times cited %q is not a count from 0 to %d; left unknown", cited, maxTimesCited)
		}
	}
	seen := map[string]bool{}
	for _, list := range keywords {
		for _, k := range splitTrim(list, ";") {
			k = collapseSpace(k)
			if key := strings.ToLower(k); k != "" && !seen[key] {
				seen[key] = true
				b.Keywords = append(b.Keywords, k)
			}
		}
	}
	b.Abstract = collapseSpace(abstract)
	for _, r := range refs {
		if r = collapseSpace(r); r != "" {
			b.References = append(b.References, r)
		}
	}
	return problem
}
