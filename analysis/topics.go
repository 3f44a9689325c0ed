package analysis

import (
	"cmp"
	"slices"
	"strings"

	"github.com/pubgraph/pubgraph/graph"
)

// topicLayer links people who share topic terms (see Terms). A person's
// terms are those of all their publications; the weight of a pair is the
// Jaccard similarity |A∩B| / |A∪B| of their term sets, where the
// intersection counts only the terms held by at most maxGroup people
// (a term everyone uses, such as "learning" on DBLP, says nothing about
// any two of them) and the union counts all; people who share fewer than
// minSharedTerms kept terms are not tied, and nor are co-authors (their
// shared papers share terms, and the coauthor layer ties them already: on
// DBLP-like data they were nine tenths of the ties). Each person proposes the top
// people most similar to them (ties by id), and a tie is kept if either
// of its people proposes it, so a person has top ties of their own and
// perhaps some more proposed by others.
//
// The people of each term are found by stamping, as in venueLayer; then
// each person's shared-term counts are accumulated in a dense scratch
// array over the members of their kept terms, so the cost is
// O(Σ_t |t|²) over the kept terms t (each at most maxGroup people) and the
// memory one int32 per (person, kept term) plus the ties.
func topicLayer(c *graph.Corpus, co *graph.Undirected, x *TermIndex, maxGroup, top int) Layer {
	n := len(c.People)
	nt := len(x.Vocabulary)
	// Each term's publications by counting sort.
	start := make([]int32, nt+1)
	for _, t := range x.ids {
		start[t+1]++
	}
	for t := range nt {
		start[t+1] += start[t]
	}
	byTerm := make([]int32, len(x.ids))
	fill := slices.Clone(start[:nt])
	for p := range len(x.start) - 1 {
		for _, t := range x.Of(p) {
			byTerm[fill[t]] = int32(p)
			fill[t]++
		}
	}
	fill = nil
	// Each term's people, counted once by stamping; terms of at most
	// maxGroup people keep their member lists.
	stamp := make([]int32, n)
	for i := range stamp {
		stamp[i] = -1
	}
	termCount := make([]int32, n) // distinct terms per person
	members := make([][]int32, nt)
	personTerms := make([]int32, n+1) // counts, then offsets, of kept terms
	for t := range nt {
		var ms []int32
		for _, p := range byTerm[start[t]:start[t+1]] {
			for _, a := range c.Publications[p].Authors {
				if stamp[a.Person] == int32(t) {
					continue
				}
				stamp[a.Person] = int32(t)
				termCount[a.Person]++
				if len(ms) <= maxGroup {
					ms = append(ms, int32(a.Person))
				}
			}
		}
		if len(ms) >= 2 && len(ms) <= maxGroup {
			slices.Sort(ms)
			members[t] = ms
			for _, u := range ms {
				personTerms[u+1]++
			}
		}
	}
	stamp, byTerm, start = nil, nil, nil
	for u := range n {
		personTerms[u+1] += personTerms[u]
	}
	kept := make([]int32, personTerms[n])
	at := slices.Clone(personTerms[:n])
	for t, ms := range members {
		for _, u := range ms {
			kept[at[u]] = int32(t)
			at[u]++
		}
	}
	at = nil
	// Each person's most similar people.
	shared := make([]int32, n)
	var touched []int32
	type tie struct {
		u, v int32
		w    float64
	}
	var ties []tie
	coauthor := make([]int32, n) // coauthor[v] == u+1: v wrote with u
	for u := range n {
		nb, _ := co.Neighbors(u)
		for _, v := range nb {
			coauthor[v] = int32(u + 1)
		}
		touched = touched[:0]
		for _, t := range kept[personTerms[u]:personTerms[u+1]] {
			for _, v := range members[t] {
				if int(v) == u {
					continue
				}
				if shared[v] == 0 {
					touched = append(touched, v)
				}
				shared[v]++
			}
		}
		cand := make([]tie, 0, len(touched))
		for _, v := range touched {
			if shared[v] < minSharedTerms || coauthor[v] == int32(u+1) {
				shared[v] = 0
				continue
			}
			union := termCount[u] + termCount[v] - shared[v]
			cand = append(cand, tie{int32(min(u, int(v))), int32(max(u, int(v))), float64(shared[v]) / float64(union)})
			shared[v] = 0
		}
		slices.SortFunc(cand, func(a, b tie) int {
			// Every candidate holds u, so u+v orders by the other person.
			return cmp.Or(-cmp.Compare(a.w, b.w), cmp.Compare(a.u+a.v, b.u+b.v))
		})
		ties = append(ties, cand[:min(top, len(cand))]...)
	}
	slices.SortFunc(ties, func(a, b tie) int { return cmp.Or(cmp.Compare(a.u, b.u), cmp.Compare(a.v, b.v)) })
	ties = slices.CompactFunc(ties, func(a, b tie) bool { return a.u == b.u && a.v == b.v })
	out := make([]LayerEdge, len(ties))
	for i, e := range ties {
		out[i] = LayerEdge{U: int(e.u), V: int(e.v), Weight: e.w,
			Evidence: "both write on " + sharedTerms(x, members, kept[personTerms[e.u]:personTerms[e.u+1]], kept[personTerms[e.v]:personTerms[e.v+1]])}
	}
	return Layer{Name: LayerTopic, Edges: out}
}

// evidenceTerms is how many shared terms a topic tie's evidence names.
const evidenceTerms = 3

// minSharedTerms is the fewest kept terms two people must share to be
// tied: one shared word is as often chance as a topic, and on large
// corpora such ties are most of the layer.
const minSharedTerms = 2

// sharedTerms names the first evidenceTerms terms of two sorted lists of
// term ids that both hold, the rarer terms first.
func sharedTerms(x *TermIndex, members [][]int32, a, b []int32) string {
	var both []int32
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] < b[j]:
			i++
		case a[i] > b[j]:
			j++
		default:
			both = append(both, a[i])
			i++
			j++
		}
	}
	slices.SortStableFunc(both, func(s, t int32) int { return cmp.Compare(len(members[s]), len(members[t])) })
	names := make([]string, 0, evidenceTerms)
	for _, t := range both[:min(evidenceTerms, len(both))] {
		names = append(names, x.Vocabulary[t])
	}
	return strings.Join(names, ", ")
}

// hasKeywords reports whether any publication of c has keywords.
func hasKeywords(c *graph.Corpus) bool {
	for i := range c.Publications {
		if b := c.Publications[i].Biblio(); b != nil && len(b.Keywords) > 0 {
			return true
		}
	}
	return false
}
