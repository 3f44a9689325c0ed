package analysis

import (
	"context"
	"math/rand/v2"
	"slices"

	"github.com/pubgraph/pubgraph/graph"
)

// Leiden's outer iterations each start from the previous result. They stop
// when one changes nothing, raises modularity by less than leidenTol times
// its value, or after maxLeidenIterations. On synthetic co-authorship
// graphs of 50k nodes full convergence takes about 45 iterations, of which
// the tolerance keeps the first 6 and loses 0.0012 of Q ≈ 0.278.
const (
	maxLeidenIterations = 50
	leidenTol           = 1e-3
)

// Leiden partitions g into communities by modularity optimisation with the
// Leiden algorithm (Traag, Waltman & van Eck 2019, "From Louvain to Leiden:
// guaranteeing well-connected communities", Sci. Rep. 9:5233), which
// improves on Louvain by never leaving a community internally
// disconnected. The quality is the weighted modularity at resolution γ, as
// for Louvain; edge weights must be non-negative.
//
// One iteration repeats three phases until every community is a single
// node of the current graph:
//
//   - fast local moving: nodes are visited from a queue, first in an order
//     shuffled by opt.Seed; a node moves to the neighbouring (or an empty)
//     community with the largest modularity gain, and its neighbours
//     outside that community rejoin the queue;
//   - refinement: within each community, starting from singletons and in
//     a shuffled order, a node that is still a singleton and well connected
//     to its community joins the well-connected sub-community that
//     maximises the gain, if the gain is positive. This is the
//     deterministic greedy variant (the limit θ → 0 of the paper's
//     randomised choice, which uses θ = 0.01); randomness enters only
//     through the visiting order;
//   - aggregation: each refined sub-community becomes a node, and the
//     nodes start in the community (of the unrefined partition) that
//     contains them.
//
// Iterations repeat, each starting from the last partition, until one
// changes nothing or raises modularity by less than 0.1% (at most 50).
// Full convergence can take dozens of iterations that add about 0.001 in
// all, each costing about half a Louvain run. If the refinement cannot merge
// anything the iteration ends early; as a safeguard the result's
// communities are then split into their connected parts, which never
// lowers modularity, so DisconnectedCommunities of the result is always
// empty. opt.MaxLevels limits the aggregation levels of each iteration.
// Each level costs O(m) per pass over the queue; nothing runs in parallel.
// ctx is checked at every level and every few thousand moves; Leiden
// returns ctx's error when it is done.
func Leiden(ctx context.Context, g *graph.Undirected, opt CommunityOptions) (Partition, error) {
	g0 := newLevelGraph([]*graph.Undirected{g}, []float64{1}, opt.resolution())
	rng := opt.rng()
	n := g0.order()
	part := singletons(n)
	q := g0.quality(part, n)
	for range maxLeidenIterations {
		next := slices.Clone(part)
		nextQ, err := leidenIteration(ctx, g0, next, opt.MaxLevels, rng)
		if err != nil {
			return Partition{}, err
		}
		if nextQ < q || slices.Equal(next, part) {
			break
		}
		gain := nextQ - q
		part, q = next, nextQ
		if gain < leidenTol*q {
			break
		}
	}
	k := splitDisconnected(g0, part)
	return newPartition(part, g0.quality(part, k)), nil
}

// leidenIteration improves part, a partition of g0's nodes, in place and
// returns its quality.
func leidenIteration(ctx context.Context, g0 *levelGraph, part []int32, maxLevels int, rng *rand.Rand) (float64, error) {
	g := g0
	comm := slices.Clone(part) // community of each node of g
	nodeOf := singletons(g0.order())
	for level := 0; maxLevels <= 0 || level < maxLevels; level++ {
		if err := leidenMove(ctx, g, comm, rng); err != nil {
			return 0, err
		}
		k := renumber(comm)
		if k == g.order() {
			break
		}
		refined := refine(g, comm, k, rng)
		kr := renumber(refined)
		if kr == g.order() {
			break // nothing merged: aggregation would not shrink g
		}
		next := make([]int32, kr)
		for u, r := range refined {
			next[r] = comm[u]
		}
		for u, v := range nodeOf {
			nodeOf[u] = refined[v]
		}
		g = g.aggregate(refined, kr)
		comm = next
	}
	for u, v := range nodeOf {
		part[u] = comm[v]
	}
	return g.quality(comm, renumber(comm)), nil
}

// leidenMove is the fast local moving phase: nodes wait in a FIFO queue,
// and when a node moves, its neighbours outside its new community are
// queued again. The queue is served in batches whose moves are found on
// all cores (see batchMover); the neighbours of a batch's moved nodes are
// queued in the order of the moves, so the result does not depend on the
// number of cores.
func leidenMove(ctx context.Context, g *levelGraph, comm []int32, rng *rand.Rand) error {
	n := g.order()
	b := newBatchMover(newMover(g, comm))
	queue := shuffled(n, rng) // ring buffer holding every queued node once
	queued := make([]bool, n)
	for i := range queued {
		queued[i] = true
	}
	head, count := 0, n
	size := moveBatchSize(n)
	nodes := make([]int32, 0, size)
	var found [][]int32 // per range of movers: their neighbours to queue
	for count > 0 {
		if err := ctx.Err(); err != nil {
			return err
		}
		nodes = nodes[:0]
		for len(nodes) < size && count > 0 {
			u := queue[head]
			head++
			if head == n {
				head = 0
			}
			count--
			queued[u] = false
			nodes = append(nodes, u)
		}
		movers := b.step(nodes, nil)
		if len(movers) == 0 {
			continue
		}
		ranges := (len(movers) + parallelChunk - 1) / parallelChunk
		for len(found) < ranges {
			found = append(found, nil)
		}
		parallelFor(b.workers, len(movers), func(_, lo, hi int) {
			list := found[lo/parallelChunk][:0]
			for _, u := range movers[lo:hi] {
				c := comm[u]
				nbrs, _ := g.edges(int(u))
				for _, v := range nbrs {
					if !queued[v] && comm[v] != c {
						list = append(list, v)
					}
				}
			}
			found[lo/parallelChunk] = list
		})
		for r := range ranges {
			for _, v := range found[r] {
				if queued[v] {
					continue
				}
				queued[v] = true
				tail := head + count
				if tail >= n {
					tail -= n
				}
				queue[tail] = v
				count++
			}
			found[r] = found[r][:0]
		}
	}
	return nil
}

// refine splits each community of comm (ids 0..k-1) into well-connected
// sub-communities and returns them as a partition of g's nodes.
func refine(g *levelGraph, comm []int32, k int, rng *rand.Rand) []int32 {
	n, L := g.order(), g.layers
	// Strength totals of the communities and each node's weight to the
	// rest of its community.
	commTot := make([]float64, k*L)
	ext := make([]float64, n)
	for u := range n {
		c := comm[u]
		for l := range L {
			commTot[int(c)*L+l] += g.strength[u*L+l]
		}
		nbrs, ws := g.edges(u)
		ws = ws[:len(nbrs)]
		for i, v := range nbrs {
			if comm[v] == c {
				ext[u] += ws[i] * g.scale
			}
		}
	}
	// wellConnected reports whether a set with strengths tot[base:base+L]
	// and weight w to the rest of community c is well connected to it:
	// w ≥ Σₗ coefₗ totˡ (Totˡ_c − totˡ).
	wellConnected := func(w float64, tot []float64, base int, c int32) bool {
		need := 0.0
		for l := range L {
			t := tot[base+l]
			need += g.coef[l] * t * (commTot[int(c)*L+l] - t)
		}
		return w >= need
	}
	refined := singletons(n)
	m := newMover(g, refined) // its tot and size track the refined sets
	rExt := slices.Clone(ext) // weight from each refined set to the rest of its community
	for _, u := range shuffled(n, rng) {
		r := refined[u]
		c := comm[u]
		if m.size[r] != 1 || !wellConnected(ext[u], g.strength, int(u)*L, c) {
			continue
		}
		touched := m.gather(int(u), refined, comm, c)
		m.addTot(int(u), r, -1)
		best, bestGain := r, moveEps
		for _, s := range touched {
			if !wellConnected(rExt[s], m.tot, int(s)*L, c) {
				continue
			}
			if gain := m.w[s] - m.null(int(u), s); gain > bestGain {
				best, bestGain = s, gain
			}
		}
		m.addTot(int(u), best, +1)
		if best == r {
			continue
		}
		refined[u] = best
		m.size[r]--
		m.size[best]++
		rExt[best] += ext[u] - 2*m.nw(best)
	}
	return refined
}
