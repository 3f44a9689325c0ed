package analysis

import (
	"context"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/pubgraph/pubgraph/graph"
)

// Clustering returns the local clustering coefficient of every node,
// ignoring edge weights (Watts and Strogatz, Collective dynamics of
// 'small-world' networks, Nature 393:440, 1998):
//
//	C(u) = 2 T(u) / (k(u) (k(u)-1))
//
// where T(u) is the number of triangles through u and k(u) its degree;
// nodes of degree below 2 score 0. This is networkx's clustering on an
// unweighted graph.
//
// Triangles are counted once each by orienting every edge from the lower
// to the higher (degree, id) rank and intersecting forward neighbour
// lists (Schank and Wagner's forward algorithm), O(m^1.5) time, in
// parallel with per-worker integer counts so the result is exact. Workers
// check ctx every 256 nodes; Clustering returns ctx's error if it is done.
func Clustering(ctx context.Context, g *graph.Undirected) ([]float64, error) {
	n := g.Order()
	tri, byRank, err := countTriangles(ctx, g)
	if err != nil {
		return nil, err
	}
	c := make([]float64, n)
	for r, t := range tri {
		u := int(byRank[r])
		if k := g.Degree(u); k >= 2 {
			c[u] = 2 * float64(t) / (float64(k) * float64(k-1))
		}
	}
	return c, nil
}

// countTriangles returns the number of triangles through each node,
// indexed by rank, and the nodes in order of rank (see below).
//
// The nodes are renumbered by rank, degree then id, and each keeps the
// neighbours of higher rank (fwd), so every triangle is found once, from
// its lowest-ranked corner, and high-degree nodes have short lists. In
// rank order the high-degree nodes, which most lists name, sit together
// at the end of the arrays, so the marks and counts of the inner loop
// mostly hit the cache; the marks are one bit per node. A corner v's list
// is scanned only up to r's highest neighbour, and when it is more than
// lookupRatio times longer than r's neighbours after v, those are looked
// up in it instead (on a 1M-record DBLP-like graph this cuts the 1.39
// billion steps of the scans to 0.87 billion, plus 0.14 billion of binary
// search). Workers claim chunks of nodes as they go and count in their own
// integer arrays, so the sums do not depend on who counted what.
func countTriangles(ctx context.Context, g *graph.Undirected) (tri []int64, byRank []int32, err error) {
	n := g.Order()
	if n == 0 {
		return []int64{}, []int32{}, ctx.Err()
	}
	byRank, rank := rankByDegree(g)
	fwd, off := forwardLists(g, byRank, rank)
	workers := workerCount(0, n/1024+1)
	partial := make([][]int64, workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for k := range workers {
		wg.Go(func() { partial[k] = countTrianglesFrom(ctx, &next, fwd, off) })
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	tri = partial[0]
	for _, t := range partial[1:] {
		for r, x := range t {
			tri[r] += x
		}
	}
	return tri, byRank, nil
}

// rankByDegree numbers the nodes of g by degree, then id (a counting
// sort; ties stay in id order), and returns the node of each rank and
// the rank of each node.
func rankByDegree(g *graph.Undirected) (byRank, rank []int32) {
	n := g.Order()
	maxDeg := 0
	for u := range n {
		maxDeg = max(maxDeg, g.Degree(u))
	}
	start := make([]int32, maxDeg+2)
	for u := range n {
		start[g.Degree(u)+1]++
	}
	for d := range maxDeg + 1 {
		start[d+1] += start[d]
	}
	byRank = make([]int32, n)
	rank = make([]int32, n)
	for u := range n {
		d := g.Degree(u)
		rank[u] = start[d]
		byRank[start[d]] = int32(u)
		start[d]++
	}
	return byRank, rank
}

// forwardLists returns, for each rank r, the ranks of the node's
// neighbours of higher rank, sorted, as fwd[off[r]:off[r+1]].
func forwardLists(g *graph.Undirected, byRank, rank []int32) (fwd []int32, off []int) {
	n := len(byRank)
	off = make([]int, n+1)
	for r, u := range byRank {
		nbrs, _ := g.Neighbors(int(u))
		k := 0
		for _, v := range nbrs {
			if rank[v] > int32(r) {
				k++
			}
		}
		off[r+1] = off[r] + k
	}
	fwd = make([]int32, off[n])
	for r, u := range byRank {
		nbrs, _ := g.Neighbors(int(u))
		i := off[r]
		for _, v := range nbrs {
			if rv := rank[v]; rv > int32(r) {
				fwd[i] = rv
				i++
			}
		}
		slices.Sort(fwd[off[r]:i])
	}
	return fwd, off
}

// countTrianglesFrom is one worker of countTriangles: it claims chunks
// of ranks from next until none are left or ctx is done, and returns the
// triangles it found through each rank.
func countTrianglesFrom(ctx context.Context, next *atomic.Int64, fwd []int32, off []int) []int64 {
	n := len(off) - 1
	t := make([]int64, n)
	// One bit per rank: n/8 bytes, which stays in the cache
	// where an array of stamps would not.
	mark := make([]uint64, n/64+1)
	const chunk = 256
	for {
		lo := int(next.Add(chunk)) - chunk
		if lo >= n || ctx.Err() != nil {
			return t
		}
		for r := lo; r < min(lo+chunk, n); r++ {
			trianglesAt(r, fwd, off, mark, t)
		}
	}
}

// trianglesAt counts in t the triangles whose lowest-ranked corner is
// r, at each of their corners. mark is all zeros on entry and on
// return.
func trianglesAt(r int, fwd []int32, off []int, mark []uint64, t []int64) {
	fr := fwd[off[r]:off[r+1]]
	if len(fr) < 2 {
		return
	}
	for _, v := range fr {
		mark[v>>6] |= 1 << (v & 63)
	}
	// A third corner w is in fr, so no higher than its
	// last; v's list is sorted, so its scan stops there.
	top := fr[len(fr)-1]
	var tr int64
	for i, v := range fr[:len(fr)-1] {
		var tv int64
		fv := fwd[off[v]:off[v+1]]
		if rest := fr[i+1:]; len(rest)*lookupRatio < len(fv) {
			// Few candidates beside a long list (a
			// low-degree r beside a hub): look each up.
			tv = lookupCorners(rest, fv, t)
		} else {
			tv = scanCorners(fv, top, mark, t)
		}
		t[v] += tv
		tr += tv
	}
	t[r] += tr
	for _, v := range fr {
		mark[v>>6] = 0
	}
}

// lookupCorners looks each candidate third corner (rest, sorted) up in
// fv, the sorted forward list of the second corner, counts each found
// in t and returns how many were found.
func lookupCorners(rest, fv []int32, t []int64) int64 {
	var tv int64
	for _, w := range rest {
		k, ok := slices.BinarySearch(fv, w)
		if ok {
			tv++
			t[w]++
		}
		if fv = fv[k:]; len(fv) == 0 {
			break
		}
	}
	return tv
}

// scanCorners scans fv, the sorted forward list of the second corner,
// up to top for marked third corners, counts each in t and returns how
// many it found.
func scanCorners(fv []int32, top int32, mark []uint64, t []int64) int64 {
	var tv int64
	for _, w := range fv {
		if w > top {
			break
		}
		if mark[w>>6]&(1<<(w&63)) != 0 {
			tv++
			t[w]++
		}
	}
	return tv
}

// lookupRatio: a forward list this many times longer than the candidates
// left is searched for each candidate rather than scanned. A variable so
// that tests can send every list down either path.
var lookupRatio = 16
