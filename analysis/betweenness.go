package analysis

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/pubgraph/pubgraph/graph"
)

// BetweennessOptions controls Betweenness.
type BetweennessOptions struct {
	// Weighted treats edge weights as lengths (networkx weight=): the
	// shortest paths are those of least total weight, found with
	// Dijkstra's algorithm. Weights must be positive. A co-authorship
	// weight counts shared papers, so pass a graph reweighted to 1/w
	// if strong ties should be short.
	Weighted bool
	// Normalized divides by (n-1)(n-2)/2, the number of pairs of nodes
	// other than the one measured, as networkx's normalized=True does
	// for undirected graphs; the result then lies in [0, 1].
	Normalized bool
	// Workers is the number of goroutines; 0 means GOMAXPROCS. Results
	// are the same bits for any value.
	Workers int
	// Sources, if not nil, runs the searches from these nodes only and
	// scales the sums by n/len(Sources): the estimator of Brandes and Pich
	// (Centrality Estimation in Large Networks, Int. J. Bifurcation and
	// Chaos 17:2303, 2007), unbiased for uniformly drawn sources (see
	// SampleSources). It makes betweenness affordable on graphs where the
	// exact O(nm) computation is not.
	Sources []int
}

// SampleSources draws k distinct nodes of 0..n-1 uniformly, from a
// generator seeded with seed, and returns them sorted; all nodes if k >= n.
func SampleSources(n, k int, seed uint64) []int {
	if k >= n {
		all := make([]int, n)
		for i := range all {
			all[i] = i
		}
		return all
	}
	rng := rand.New(rand.NewPCG(seed, 0x62657477))
	perm := rng.Perm(n)[:k]
	slices.Sort(perm)
	return perm
}

// Betweenness returns the shortest-path betweenness centrality of every
// node:
//
//	B(v) = Σ_{s<t, s≠v≠t} σ_st(v) / σ_st
//
// where σ_st is the number of shortest s–t paths and σ_st(v) the number
// of those through v. Each unordered pair counts once, as in networkx for
// undirected graphs.
//
// The algorithm is Brandes's (A Faster Algorithm for Betweenness
// Centrality, J. Math. Sociol. 25:163, 2001): one breadth-first search
// (unweighted) or Dijkstra search with a binary heap (weighted) per
// source, then a sweep in reverse order of distance that accumulates
// dependencies. It takes O(nm) time unweighted and O(nm log n) weighted,
// and O(n+m) memory per worker. The sources are cut into fixed blocks,
// each summed into a vector of its own and added in block order (see
// sumBlocks), so the floating-point result depends neither on scheduling
// nor on the number of workers.
//
// Each worker checks ctx before every source; when ctx is done,
// Betweenness returns ctx's error.
func Betweenness(ctx context.Context, g *graph.Undirected, opt BetweennessOptions) ([]float64, error) {
	n := g.Order()
	bc := make([]float64, n)
	if n == 0 {
		return bc, ctx.Err()
	}
	count := n
	if opt.Sources != nil {
		count = len(opt.Sources)
	}
	workers := workerCount(opt.Workers, max(count, 1))
	err := sumBlocks(ctx, count, workers, bc, func() func(int, []float64) {
		b := newBrandes(n, opt.Weighted)
		return func(i int, acc []float64) {
			s := i
			if opt.Sources != nil {
				s = opt.Sources[i]
			}
			if opt.Weighted {
				b.dijkstra(g, s)
			} else {
				b.bfs(g, s)
			}
			b.bc = acc
			b.accumulate(g, s, opt.Weighted)
		}
	})
	if err != nil {
		return nil, err
	}
	if opt.Sources != nil && len(opt.Sources) > 0 {
		for v := range bc {
			bc[v] *= float64(n) / float64(len(opt.Sources))
		}
	}
	// Every pair was counted from both ends.
	scale := 0.5
	if opt.Normalized && n > 2 {
		scale = 1 / float64((n-1)*(n-2))
	}
	for v := range bc {
		bc[v] *= scale
	}
	return bc, nil
}

// brandes holds one worker's buffers, reused for every source. Only the
// entries of nodes reached from the current source are dirty, and they
// are listed in order, so resetting costs as much as the search did.
type brandes struct {
	bc    []float64 // the running sum of the current block
	sigma []float64 // number of shortest paths from the source
	delta []float64 // dependency of the source on each node
	hops  []int32   // BFS distance, -1 if unreached
	dist  []float64 // Dijkstra distance, +Inf if unreached
	order []int32   // reached nodes in nondecreasing distance
	heap  distHeap
}

func newBrandes(n int, weighted bool) *brandes {
	b := &brandes{
		sigma: make([]float64, n),
		delta: make([]float64, n),
		order: make([]int32, 0, n),
	}
	if weighted {
		b.dist = make([]float64, n)
		for i := range b.dist {
			b.dist[i] = math.Inf(1)
		}
	} else {
		b.hops = make([]int32, n)
		for i := range b.hops {
			b.hops[i] = -1
		}
	}
	return b
}

// bfs counts shortest paths from s by hop count. The buffers are copied
// into locals so the compiler keeps them in registers in the inner loop.
func (b *brandes) bfs(g *graph.Undirected, s int) {
	hops, sigma := b.hops, b.sigma
	order := append(b.order[:0], int32(s))
	hops[s] = 0
	sigma[s] = 1
	for i := 0; i < len(order); i++ {
		v := order[i]
		dv := hops[v] + 1
		sv := sigma[v]
		nbrs, _ := g.Neighbors(int(v))
		for _, w := range nbrs {
			switch hops[w] {
			case -1:
				hops[w] = dv
				sigma[w] = sv
				order = append(order, w)
			case dv:
				sigma[w] += sv
			}
		}
	}
	b.order = order
}

// dijkstra counts shortest paths from s by total weight. A node u is a
// predecessor of w when dist[u] + w(u,w) == dist[w] exactly, the same
// test networkx applies, so ties between paths of equal length are
// recognised identically.
func (b *brandes) dijkstra(g *graph.Undirected, s int) {
	b.order = b.order[:0]
	b.heap = b.heap[:0]
	b.dist[s] = 0
	b.sigma[s] = 1
	b.heap.push(0, int32(s))
	for len(b.heap) > 0 {
		d, v := b.heap.pop()
		if d > b.dist[v] {
			continue // stale entry
		}
		if b.delta[v] < 0 {
			continue // already settled (delta doubles as the settled mark)
		}
		b.delta[v] = -1
		b.order = append(b.order, v)
		sv := b.sigma[v]
		nbrs, ws := g.Neighbors(int(v))
		for i, w := range nbrs {
			if b.delta[w] < 0 {
				continue
			}
			alt := d + ws[i]
			switch {
			case alt < b.dist[w]:
				b.dist[w] = alt
				b.sigma[w] = sv
				b.heap.push(alt, w)
			case alt == b.dist[w]:
				b.sigma[w] += sv
			}
		}
	}
}

// accumulate adds the dependencies of source s to b.bc and resets the
// buffers for the next source. The successors of v on shortest paths
// are found again from the distances rather than stored as lists. Once a
// node's dependency δ(w) is final and added to the sum, its delta entry
// is replaced by (1+δ(w))/σ(w), the factor its predecessors need, so the
// inner loop does no division.
func (b *brandes) accumulate(g *graph.Undirected, s int, weighted bool) {
	order, hops, dist, sigma, delta, bc := b.order, b.hops, b.dist, b.sigma, b.delta, b.bc
	for i := len(order) - 1; i >= 0; i-- {
		v := order[i]
		nbrs, ws := g.Neighbors(int(v))
		var sum float64
		if weighted {
			dv := dist[v]
			for j, w := range nbrs {
				if dw := dist[w]; dw == dv+ws[j] && dw > dv {
					sum += delta[w]
				}
			}
		} else {
			hv := hops[v] + 1
			for _, w := range nbrs {
				if hops[w] == hv {
					sum += delta[w]
				}
			}
		}
		dep := sigma[v] * sum
		if int(v) != s {
			bc[v] += dep
		}
		delta[v] = (1 + dep) / sigma[v]
	}
	for _, v := range order {
		sigma[v] = 0
		delta[v] = 0
		if weighted {
			dist[v] = math.Inf(1)
		} else {
			hops[v] = -1
		}
	}
}

// distHeap is a binary min-heap of (distance, node) entries with lazy
// deletion: a node is pushed again when its distance drops and stale
// entries are skipped when popped.
type distHeap []heapEntry

type heapEntry struct {
	dist float64
	node int32
}

func (h *distHeap) push(d float64, v int32) {
	*h = append(*h, heapEntry{d, v})
	a := *h
	i := len(a) - 1
	for i > 0 {
		p := (i - 1) / 2
		if a[p].dist <= d {
			break
		}
		a[i] = a[p]
		i = p
	}
	a[i] = heapEntry{d, v}
}

func (h *distHeap) pop() (float64, int32) {
	a := *h
	top := a[0]
	last := a[len(a)-1]
	a = a[:len(a)-1]
	*h = a
	n := len(a)
	if n == 0 {
		return top.dist, top.node
	}
	i := 0
	for {
		c := 2*i + 1
		if c >= n {
			break
		}
		if c+1 < n && a[c+1].dist < a[c].dist {
			c++
		}
		if a[c].dist >= last.dist {
			break
		}
		a[i] = a[c]
		i = c
	}
	a[i] = last
	return top.dist, top.node
}
