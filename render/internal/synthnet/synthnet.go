// Package synthnet makes the synthetic co-authorship networks that the
// render packages' tests and benchmarks draw, built like the graphs of the
// project's baselines (../shared/BASELINES.md): papers have 1–maxAuthors
// authors; each author slot is a new person with probability 0.3,
// otherwise an existing person chosen in proportion to their paper count.
package synthnet

import (
	"math/rand/v2"
	"slices"
)

// Edge is a co-authorship: U < V, Weight the papers they share.
type Edge struct {
	U, V   int
	Weight float64
}

// Network is a synthetic co-authorship network of n people.
type Network struct {
	// Edges are sorted by (U, V).
	Edges []Edge
	// Group is each person's community: the group of the paper that
	// introduced them.
	Group []int
	// Size is each person's weighted degree rescaled to [0, 1].
	Size []float64
}

// Coauthor returns a network of n people in groups communities. The
// result depends only on the arguments.
func Coauthor(n, maxAuthors, groups int, seed uint64) Network {
	rng := rand.New(rand.NewPCG(seed, 0))
	var papers []int // person per author slot: drawing from it is proportional to paper count
	group := []int{}
	weight := map[[2]int]float64{}
	for len(group) < n {
		k := 1 + rng.IntN(maxAuthors)
		g := rng.IntN(groups)
		var authors []int
		for range k {
			var p int
			if len(papers) == 0 || rng.Float64() < 0.3 {
				if len(group) == n {
					continue
				}
				p = len(group)
				group = append(group, g)
			} else {
				p = papers[rng.IntN(len(papers))]
			}
			if !slices.Contains(authors, p) {
				authors = append(authors, p)
			}
		}
		papers = append(papers, authors...)
		for i, a := range authors {
			for _, b := range authors[i+1:] {
				weight[[2]int{min(a, b), max(a, b)}]++
			}
		}
	}
	out := Network{Group: group, Size: make([]float64, n)}
	for pair, w := range weight {
		out.Edges = append(out.Edges, Edge{U: pair[0], V: pair[1], Weight: w})
		out.Size[pair[0]] += w
		out.Size[pair[1]] += w
	}
	slices.SortFunc(out.Edges, func(a, b Edge) int {
		if a.U != b.U {
			return a.U - b.U
		}
		return a.V - b.V
	})
	top := slices.Max(out.Size)
	for i := range out.Size {
		out.Size[i] /= top
	}
	return out
}
