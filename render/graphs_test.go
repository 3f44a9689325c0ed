package render

import (
	"fmt"
	"math/rand/v2"
	"slices"
)

// coauthorGraph returns a synthetic co-authorship network of about n
// people, built like the graphs of /work/shared/BASELINES.md: papers have
// 1–maxAuthors authors (12 in the baselines); each author slot is a new person with probability 0.3,
// otherwise an existing person chosen in proportion to their paper count.
// People are split into groups communities by the paper that introduced
// them, the first owners people are CV owners, and Size is weighted degree
// rescaled to [0, 1]. The result depends only on the arguments.
func coauthorGraph(n, maxAuthors, groups, owners int, seed uint64) Graph {
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
	strength := make([]float64, n)
	var out Graph
	for pair, w := range weight {
		out.Edges = append(out.Edges, Edge{U: pair[0], V: pair[1], Weight: w})
		strength[pair[0]] += w
		strength[pair[1]] += w
	}
	slices.SortFunc(out.Edges, func(a, b Edge) int {
		if a.U != b.U {
			return a.U - b.U
		}
		return a.V - b.V
	})
	top := slices.Max(strength)
	counts := make([]int, groups)
	for _, g := range group {
		counts[g]++
	}
	for i := range n {
		out.Nodes = append(out.Nodes, Node{
			ID:        i,
			Label:     names[i%len(names)] + fmt.Sprintf(" %d", i),
			Size:      strength[i] / top,
			Group:     group[i],
			GroupName: fmt.Sprintf("Community %d (%d people)", group[i]+1, counts[group[i]]),
			Owner:     i < owners,
		})
	}
	out.Title = fmt.Sprintf("Co-authorship network: %d CVs, %d people, %d edges", owners, n, len(out.Edges))
	out.Subtitle = "node size = PageRank, colour = community"
	return out
}

var names = []string{
	"Ada Lovelace", "Grace Hopper", "Kim Min-jun", "José Álvarez", "Zoë Ødegård",
	"Barbara Liskov", "Łukasz Żółć", "Frances Allen", "이서연", "Jean-Luc Dubois",
	"Hedy Lamarr", "Müller, K.", "Edsger Dijkstra", "Nguyễn Văn An", "Leslie Lamport",
}
