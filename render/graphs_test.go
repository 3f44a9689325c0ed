package render

import (
	"fmt"

	"github.com/pubgraph/pubgraph/render/internal/synthnet"
)

// coauthorGraph returns a synthetic co-authorship network of about n
// people, built like the graphs of /work/shared/BASELINES.md: papers have
// 1–maxAuthors authors (12 in the baselines); each author slot is a new person with probability 0.3,
// otherwise an existing person chosen in proportion to their paper count.
// People are split into groups communities by the paper that introduced
// them, the first owners people are CV owners, and Size is weighted degree
// rescaled to [0, 1]. The result depends only on the arguments.
func coauthorGraph(n, maxAuthors, groups, owners int, seed uint64) Graph {
	net := synthnet.Coauthor(n, maxAuthors, groups, seed)
	var out Graph
	for _, e := range net.Edges {
		out.Edges = append(out.Edges, Edge{U: e.U, V: e.V, Weight: e.Weight})
	}
	counts := make([]int, groups)
	for _, g := range net.Group {
		counts[g]++
	}
	for i := range n {
		out.Nodes = append(out.Nodes, Node{
			ID:        i,
			Label:     names[i%len(names)] + fmt.Sprintf(" %d", i),
			Size:      net.Size[i],
			Group:     net.Group[i],
			GroupName: fmt.Sprintf("Community %d (%d people)", net.Group[i]+1, counts[net.Group[i]]),
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
