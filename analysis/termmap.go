package analysis

import (
	"cmp"
	"context"
	"slices"

	"github.com/pubgraph/pubgraph/graph"
)

// TermMapOptions tune BuildTermMap.
type TermMapOptions struct {
	// Terms is how many terms the map keeps, the most frequent; 0 means 300.
	Terms int
	// MinPublications is the fewest publications with terms for which a
	// map is made at all; 0 means 20.
	MinPublications int
	// MaxPublications is the most publications of a corpus for which
	// TermMapOf makes a map; 0 means 100000. A DBLP-scale corpus has
	// millions of distinct title phrases, and counting them all would cost
	// more memory than the rest of analyze.
	MaxPublications int
	// Community tunes the Louvain communities of the map.
	Community CommunityOptions
}

// TermMap is a term co-occurrence network, the topic map of VOSviewer
// (van Eck and Waltman, Scientometrics 84(2), 2010): which topics go
// together in the corpus.
type TermMap struct {
	// Terms are the map's terms by decreasing Occurrences, ties by term;
	// a term's index is its id in Links.
	Terms []string
	// Occurrences holds each term's number of publications.
	Occurrences []int
	// Community holds each term's Louvain community on the map.
	Community []int
	// Links are the pairs of terms that occur together, sorted by (A, B),
	// A < B, with the number of publications where both occur.
	Links []TermLink
}

// TermLink is a tie of a TermMap.
type TermLink struct {
	A, B         int
	Publications int
}

// BuildTermMap builds the co-occurrence network of the opt.Terms most
// frequent terms of x: nodes are terms, weighted by the number of
// publications where they occur; a link's weight is the number of
// publications where both occur (full counting, as VOSviewer's default).
// Communities are found by Louvain on the link weights. It returns an
// empty map when x has fewer than opt.MinPublications publications with
// terms. It costs one pass over x plus O(Σ_p k_p²) for the k_p kept terms
// of each publication p, at most opt.Terms² per publication.
func BuildTermMap(ctx context.Context, x *TermIndex, opt TermMapOptions) (TermMap, error) {
	if opt.Terms == 0 {
		opt.Terms = 300
	}
	if opt.MinPublications == 0 {
		opt.MinPublications = 20
	}
	if x.Publications() < opt.MinPublications {
		return TermMap{}, nil
	}
	occ := make([]int, len(x.Vocabulary))
	for _, t := range x.ids {
		occ[t]++
	}
	order := make([]int32, len(occ))
	for t := range order {
		order[t] = int32(t)
	}
	// Term ids are in sorted order, so ties go by term.
	slices.SortFunc(order, func(a, b int32) int { return cmp.Or(-cmp.Compare(occ[a], occ[b]), cmp.Compare(a, b)) })
	order = order[:min(opt.Terms, len(order))]
	rank := make(map[int32]int32, len(order))
	m := TermMap{Terms: make([]string, len(order)), Occurrences: make([]int, len(order))}
	for r, t := range order {
		rank[t] = int32(r)
		m.Terms[r] = x.Vocabulary[t]
		m.Occurrences[r] = occ[t]
	}
	counts := make(map[[2]int32]int)
	var kept []int32
	for p := range len(x.start) - 1 {
		kept = kept[:0]
		for _, t := range x.Of(p) {
			if r, ok := rank[t]; ok {
				kept = append(kept, r)
			}
		}
		slices.Sort(kept)
		for i, a := range kept {
			for _, b := range kept[i+1:] {
				counts[[2]int32{a, b}]++
			}
		}
	}
	pairs := make([]graph.WeightedPair, 0, len(counts))
	for k, n := range counts {
		m.Links = append(m.Links, TermLink{A: int(k[0]), B: int(k[1]), Publications: n})
	}
	slices.SortFunc(m.Links, func(a, b TermLink) int { return cmp.Or(cmp.Compare(a.A, b.A), cmp.Compare(a.B, b.B)) })
	for _, l := range m.Links {
		pairs = append(pairs, graph.WeightedPair{U: int32(l.A), V: int32(l.B), Weight: float64(l.Publications)})
	}
	part, err := Louvain(ctx, graph.NewUndirected(len(m.Terms), pairs), opt.Community)
	if err != nil {
		return TermMap{}, err
	}
	m.Community = part.Community
	return m, nil
}

// TermMapOf builds the term map of c's publications (see IndexTerms and
// BuildTermMap); it returns an empty map, without reading a title, when
// c has fewer than opt.MinPublications or more than opt.MaxPublications
// publications.
func TermMapOf(ctx context.Context, c *graph.Corpus, opt TermMapOptions) (TermMap, error) {
	if opt.MaxPublications == 0 {
		opt.MaxPublications = 100000
	}
	if len(c.Publications) > opt.MaxPublications || len(c.Publications) < opt.MinPublications {
		return TermMap{}, nil
	}
	return BuildTermMap(ctx, IndexTerms(c), opt)
}
