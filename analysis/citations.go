package analysis

import (
	"slices"

	"github.com/pubgraph/pubgraph/graph"
)

// Citations are a person's citation figures over the publications of the
// corpus whose times-cited count a citation index gave.
type Citations struct {
	// Counted is how many of the person's publications have a count.
	Counted int
	// Total is the sum of those counts.
	Total int64
	// H is the h-index over those publications: the largest h such that
	// h of them are cited at least h times each (Hirsch, PNAS 2005).
	H int
}

// PersonCitations returns the citation figures of every person of c,
// indexed by person id, and whether any publication of c has a count at
// all (when none has, every figure is zero and says nothing). It takes
// time linear in the corpus's authorships plus a sort of each person's
// counts.
func PersonCitations(c *graph.Corpus) ([]Citations, bool) {
	counts := make([][]int32, len(c.People))
	any := false
	for i := range c.Publications {
		p := &c.Publications[i]
		b := p.Biblio()
		if b == nil || !b.HasTimesCited {
			continue
		}
		any = true
		for _, a := range p.Authors {
			counts[a.Person] = append(counts[a.Person], int32(b.TimesCited))
		}
	}
	out := make([]Citations, len(c.People))
	if !any {
		return out, false
	}
	for i, cs := range counts {
		out[i] = Citations{Counted: len(cs), H: HIndex(cs)}
		for _, n := range cs {
			out[i].Total += int64(n)
		}
	}
	return out, true
}

// HIndex returns the h-index of the citation counts: the largest h such
// that h of the counts are at least h. It sorts counts in place.
func HIndex(counts []int32) int {
	slices.SortFunc(counts, func(a, b int32) int { return int(b) - int(a) })
	h := 0
	for h < len(counts) && int(counts[h]) > h {
		h++
	}
	return h
}
