// Package synth generates synthetic co-authorship networks for benchmarks.
//
// The model is a simple preferential-attachment process over papers. Each
// paper has between 1 and 12 authors (uniformly); every author slot is
// filled by a new author with probability 0.3 and otherwise by an existing
// author chosen with probability proportional to the number of papers they
// already have. Two authors are joined by an edge whose weight is the
// number of papers they share. The resulting graphs have the heavy-tailed
// degree distribution, high clustering and giant component of real
// co-authorship networks.
//
// Sizes with seed 1 (nodes / edges): Papers5k → 4,944 / 52,483;
// Papers50k → 49,440 / 565,219; Papers300k → 296,433 / 3,495,566. The node
// counts match the graphs in /work/shared/BASELINES.md; the edge counts are
// about 1.55 times theirs, so the unknown generator behind those figures
// must draw smaller author lists than the uniform 1–12 used here.
package synth

import (
	"math/rand/v2"

	"github.com/pubgraph/pubgraph/graph"
)

// Paper counts that give graphs of about 5k, 50k and 300k authors.
const (
	Papers5k   = 2540
	Papers50k  = 25350
	Papers300k = 152100
)

// Generate simulates papers papers with a random stream seeded by seed and
// returns the number of authors n and the co-authorship pairs, one per
// pair of authors per shared paper, each of weight 1 (graph.NewUndirected
// adds them up into shared-paper counts). The same arguments always give
// the same graph.
func Generate(papers int, seed uint64) (n int, pairs []graph.WeightedPair) {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	// slots holds one entry per (author, paper) authorship, so a uniform
	// pick from it chooses an author in proportion to their paper count.
	var slots []int32
	authors := make([]int32, 0, 12)
	for range papers {
		k := 1 + rng.IntN(12)
		authors = authors[:0]
		for range k {
			var a int32
			if len(slots) == 0 || rng.Float64() < 0.3 {
				a = int32(n)
				n++
			} else {
				a = slots[rng.IntN(len(slots))]
				if contains(authors, a) {
					continue // the same person cannot sign a paper twice
				}
			}
			authors = append(authors, a)
		}
		for i, a := range authors {
			for _, b := range authors[i+1:] {
				pairs = append(pairs, graph.WeightedPair{U: a, V: b, Weight: 1})
			}
		}
		slots = append(slots, authors...)
	}
	return n, pairs
}

func contains(s []int32, x int32) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}
