package render

import (
	"cmp"
	"slices"
)

// Separation measures how well a map separates groups: for each node, the
// share of its k nearest nodes on the map (Euclidean distance; ties by
// smaller index) that are in its own group, averaged over all nodes.
// Nodes with a negative group are in no group. It also returns the same
// average with each node's share taken over the min(k, size of its group
// − 1) places its group could fill at best, so that members of groups
// smaller than k+1 (such as small components) can reach 1; nodes alone in
// their group are left out of that second average.
//
// It costs O(n²) time and O(n) memory: a measurement, not part of
// drawing.
func Separation(xs, ys []float64, groups []int, k int) (share, attainable float64) {
	n := len(xs)
	if n < 2 || k <= 0 {
		return 0, 0
	}
	k = min(k, n-1)
	size := map[int]int{}
	for _, g := range groups {
		size[g]++
	}
	type near struct {
		d float64
		j int
	}
	best := make([]near, 0, k+1)
	sumShare, sumAtt, countAtt := 0.0, 0.0, 0
	for i := range n {
		best = best[:0]
		for j := range n {
			if j == i {
				continue
			}
			dx, dy := xs[i]-xs[j], ys[i]-ys[j]
			d := dx*dx + dy*dy
			if len(best) == k && d >= best[k-1].d {
				continue
			}
			at, _ := slices.BinarySearchFunc(best, near{d, j}, func(a, b near) int {
				return cmp.Or(cmp.Compare(a.d, b.d), cmp.Compare(a.j, b.j))
			})
			best = slices.Insert(best, at, near{d, j})
			if len(best) > k {
				best = best[:k]
			}
		}
		same := 0
		for _, b := range best {
			if groups[i] >= 0 && groups[b.j] == groups[i] {
				same++
			}
		}
		sumShare += float64(same) / float64(k)
		if g := groups[i]; g >= 0 && size[g] > 1 {
			sumAtt += float64(same) / float64(min(k, size[g]-1))
			countAtt++
		}
	}
	share = sumShare / float64(n)
	if countAtt > 0 {
		attainable = sumAtt / float64(countAtt)
	}
	return share, attainable
}
