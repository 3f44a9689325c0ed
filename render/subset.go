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
// in a network picture) unless nobody has one. Each community with at
// least minCommunityShare of the drawable people, and each of the
// len(Palette) largest (those with a colour of their own), gets seats in
// proportion to its size (at least minSeats) filled by its best-ranked
// members; the remaining seats go by rank. The result is sorted by person id. top ≤ 0 keeps every
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
	seats := make(map[int]int)
	for i, c := range comms {
		large := i < len(Palette) || float64(size[c]) >= minCommunityShare*float64(len(pool))
		if !large {
			break
		}
		seats[c] = min(size[c], max(minSeats, size[c]*top/len(pool)))
	}
	chosen := make(map[int]bool, top)
	var out []int
	take := func(id int) {
		if !chosen[id] && len(out) < top {
			chosen[id] = true
			out = append(out, id)
		}
	}
	// Seats first, in order of community size, so the largest are sure
	// to fit when the seats add up to more than top.
	byComm := make(map[int][]int)
	for _, id := range pool {
		byComm[community[id]] = append(byComm[community[id]], id)
	}
	for _, c := range comms {
		for _, id := range byComm[c][:seats[c]] {
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
	// minSeats is the fewest people a large community is drawn with.
	minSeats = 3
)
