package render

import (
	"cmp"
	"slices"
)

// Subset chooses at most top of n people to draw so that a big network
// reads as its communities rather than as one hairball of its most central
// people. rank lists people most important first (e.g. by PageRank);
// community and degree are per person.
//
// People with no co-author are left out (a dot with no line says nothing
// in a network picture) unless nobody has one. The communities drawn are
// the largest of those with at least minCommunityShare of the drawable
// people or among the len(Palette) largest (those with a colour of their
// own), at most top/seats of them, so that each can be drawn with
// seats = top/8 members, at least 3 and at most maxSeats: on a big picture
// enough to read as a group on the map, where a person's nearest
// neighbours are mostly of their own community. Each gets its seats
// best-ranked members (all, if fewer); the remaining seats go by
// rank to the other members of the drawn communities, and then by rank
// to anyone. The result is sorted by person id. top ≤ 0 keeps every
// drawable person.
func Subset(n int, rank, community, degree []int, top int) []int {
	drawable := func(id int) bool { return degree[id] > 0 }
	anyEdge := false
	for id := range n {
		if degree[id] > 0 {
			anyEdge = true
			break
		}
	}
	if !anyEdge {
		drawable = func(int) bool { return true }
	}
	var pool []int
	for _, id := range rank {
		if drawable(id) {
			pool = append(pool, id)
		}
	}
	if top <= 0 || len(pool) <= top {
		out := slices.Clone(pool)
		slices.Sort(out)
		return out
	}
	size := make(map[int]int)
	for _, id := range pool {
		size[community[id]]++
	}
	comms := make([]int, 0, len(size))
	for c := range size {
		comms = append(comms, c)
	}
	slices.SortFunc(comms, func(a, b int) int {
		if c := cmp.Compare(size[b], size[a]); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	seats := min(maxSeats, max(3, top/8))
	drawn := make(map[int]bool)
	for i, c := range comms {
		large := i < len(Palette) || float64(size[c]) >= minCommunityShare*float64(len(pool))
		if !large || len(drawn) == max(1, top/seats) {
			break
		}
		drawn[c] = true
	}
	chosen := make(map[int]bool, top)
	var out []int
	take := func(id int) {
		if !chosen[id] && len(out) < top {
			chosen[id] = true
			out = append(out, id)
		}
	}
	byComm := make(map[int][]int)
	for _, id := range pool {
		byComm[community[id]] = append(byComm[community[id]], id)
	}
	for _, c := range comms {
		if drawn[c] {
			for _, id := range byComm[c][:min(seats, size[c])] {
				take(id)
			}
		}
	}
	for _, id := range pool {
		if drawn[community[id]] {
			take(id)
		}
	}
	for _, id := range pool {
		take(id)
	}
	slices.Sort(out)
	return out
}

const (
	// minCommunityShare is the share of drawable people above which a
	// community is sure to be drawn, however many communities there are.
	minCommunityShare = 0.01
	// maxSeats is the fewest people a drawn community is drawn with on
	// a big picture: one more than the 10 nearest neighbours of the
	// separation measure (see Separation), so each member's nearest can
	// all be its own.
	maxSeats = 11
)
