package analysis

import (
	"context"
	"iter"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/pubgraph/pubgraph/graph"
)

// DistanceEstimateOptions control EstimateClosenessHarmonic.
type DistanceEstimateOptions struct {
	// Samples is the number of breadth-first searches run in each
	// component larger than it (default 64); smaller components are
	// computed exactly.
	Samples int
	// Delta is the probability that some node's error exceeds the stated
	// bounds (default 0.1).
	Delta float64
	// Seed fixes the sampled sources.
	Seed uint64
	// Workers is the number of goroutines; 0 means GOMAXPROCS. The result
	// does not depend on it.
	Workers int

	// vertexDiameter, if positive, is g's vertexDiameterBound, and labels
	// and sizes, if set, its Components, worked out already by the caller.
	vertexDiameter int
	labels, sizes  []int
}

// DistanceEstimate is the result of EstimateClosenessHarmonic.
type DistanceEstimate struct {
	// Closeness and Harmonic are defined as by Closeness and Harmonic.
	Closeness, Harmonic []float64
	// Sources is the number of sampled sources per large component; 0
	// when every component was small enough to compute exactly.
	Sources int
	// HarmonicError bounds, with probability at least 1−Delta, the
	// absolute error of every harmonic centrality, relative to the size
	// of the node's component minus one (so harmonic/(size−1), a number in
	// [0, 1], is within HarmonicError). MeanDistanceError bounds likewise
	// the error of every node's mean distance to the rest of its
	// component, in hops; closeness is r²/((n−1)·r·mean), so its relative
	// error is about MeanDistanceError/mean. Both are 0 when exact.
	HarmonicError, MeanDistanceError float64
	Delta                            float64
}

// EstimateClosenessHarmonic estimates closeness and harmonic centrality
// from breadth-first searches of sampled sources (Eppstein and Wang, Fast
// approximation of centrality, J. Graph Algorithms Appl. 8:39, 2004). In
// each connected component with more than Samples nodes, k = Samples
// sources are drawn uniformly without replacement and for every node v
//
//	H(v) ≈ (N−1)/k' Σ_s 1/d(s,v),   mean(v) ≈ 1/k' Σ_s d(s,v)
//
// over the k' sampled sources other than v, N being the component's size;
// closeness is then (r/(n−1))/mean(v) with r = N−1 the nodes v reaches.
// Each term of the harmonic sum lies in [0, 1] and each distance in
// [1, D], D the component's diameter (bounded by twice an eccentricity),
// so by Hoeffding's inequality and a union bound over the n nodes, with
// probability at least 1−δ every estimate is within
//
//	√(ln(2n/δ)/(2k))   (harmonic/(N−1))   and   (D−1)·√(ln(2n/δ)/(2k))   (mean distance).
//
// Smaller components are computed exactly, one search per node. Costs
// k(n+m) for the large components. Sums are kept in integers (inverse
// distances in fixed point, 2⁻³² per term), so the result is the same for
// any number of workers.
func EstimateClosenessHarmonic(ctx context.Context, g *graph.Undirected, opt DistanceEstimateOptions) (DistanceEstimate, error) {
	if opt.Samples <= 0 {
		opt.Samples = 64
	}
	if opt.Delta <= 0 || opt.Delta >= 1 {
		opt.Delta = 0.1
	}
	n := g.Order()
	est := DistanceEstimate{Closeness: make([]float64, n), Harmonic: make([]float64, n), Delta: opt.Delta}
	if n == 0 {
		return est, nil
	}
	labels, sizes := opt.labels, opt.sizes
	if labels == nil {
		labels, sizes = Components(g)
	}
	var exact, sampled []int // nodes searched from
	members := make([][]int, len(sizes))
	for v, c := range labels {
		if sizes[c] > opt.Samples {
			members[c] = append(members[c], v)
		} else {
			exact = append(exact, v)
		}
	}
	rng := rand.New(rand.NewPCG(opt.Seed, 0x636c6f73))
	for _, ms := range members {
		if len(ms) > 0 {
			for _, i := range rng.Perm(len(ms))[:opt.Samples] {
				sampled = append(sampled, ms[i])
			}
		}
	}
	slices.Sort(sampled)
	inSample := make([]bool, n)
	for _, s := range sampled {
		inSample[s] = true
	}

	// Exact part: each node's own search, written to its own entries.
	if err := eachBFSCtx(ctx, g, exact, opt.Workers, func(u, reached int, total int64, harmonic float64) {
		if total > 0 && n > 1 {
			r := float64(reached)
			est.Closeness[u] = r / float64(total) * r / float64(n-1)
		}
		est.Harmonic[u] = harmonic
	}, nil); err != nil {
		return est, err
	}
	if len(sampled) == 0 {
		return est, nil
	}

	// Sampled part: sums over sources, per worker, in integers.
	workers := workerCount(opt.Workers, len(sampled))
	distSum := make([][]int64, workers)
	invSum := make([][]uint64, workers)
	for k := range workers {
		distSum[k] = make([]int64, n)
		invSum[k] = make([]uint64, n)
	}
	if err := eachBFSCtx(ctx, g, sampled, workers, nil, func(k int, level []int32, d int32) {
		ds, is := distSum[k], invSum[k]
		inv := fixedInverse[min(int(d), len(fixedInverse)-1)]
		for _, v := range level {
			ds[v] += int64(d)
			is[v] += inv
		}
	}); err != nil {
		return est, err
	}
	k := float64(opt.Samples)
	for v := range n {
		c := labels[v]
		if len(members[c]) == 0 {
			continue
		}
		var ds int64
		var inv uint64
		for w := range workers {
			ds += distSum[w][v]
			inv += invSum[w][v]
		}
		kv := k
		if inSample[v] {
			kv--
		}
		if kv <= 0 || ds == 0 {
			continue
		}
		r := float64(sizes[c] - 1)
		est.Harmonic[v] = r * float64(inv) / (1 << 32) / kv
		mean := float64(ds) / kv
		est.Closeness[v] = r / float64(n-1) / mean
	}
	dev := math.Sqrt(math.Log(2*float64(n)/opt.Delta) / (2 * k))
	est.Sources = opt.Samples
	est.HarmonicError = dev
	// Distances lie in [1, D], D at most the vertex diameter minus one.
	vd := opt.vertexDiameter
	if vd <= 0 {
		vd = vertexDiameterBound(g, labels, sizes)
	}
	est.MeanDistanceError = float64(max(vd-2, 0)) * dev
	return est, nil
}

// fixedInverse[d] is 1/d in 32.32 fixed point; distances past its end use
// the last entry (an error below 2⁻¹⁶ per term).
var fixedInverse = func() []uint64 {
	t := make([]uint64, 1<<16)
	for d := 1; d < len(t); d++ {
		t[d] = uint64(math.Round(float64(1<<32) / float64(d)))
	}
	return t
}()

// eachBFSCtx runs a breadth-first search from each of sources on workers
// goroutines. For each source it calls report (if set) with the nodes
// reached, their total and inverse distance; for each distance d ≥ 1 it
// calls visit (if set) with the worker's number and the nodes at that
// distance. It
// checks ctx between chunks of sources.
func eachBFSCtx(ctx context.Context, g *graph.Undirected, sources []int, workers int,
	report func(u, reached int, total int64, harmonic float64), visit func(worker int, level []int32, d int32)) error {
	if len(sources) == 0 {
		return ctx.Err()
	}
	workers = workerCount(workers, len(sources))
	parallelSources(len(sources), workers, func(k int, idx iter.Seq[int]) {
		var d dobfs
		d.init(g)
		for i := range idx {
			if ctx.Err() != nil {
				return
			}
			s := sources[i]
			var total int64
			var harmonic float64
			d.run(g, s, func(level []int32, dist int32) {
				total += int64(dist) * int64(len(level))
				harmonic += float64(len(level)) / float64(dist)
				if visit != nil {
					visit(k, level, dist)
				}
			})
			if report != nil {
				report(s, len(d.queue)-1, total, harmonic)
			}
			d.reset()
		}
	})
	return ctx.Err()
}

// dobfs is a direction-optimizing breadth-first search (Beamer, Asanović
// and Patterson, Direction-optimizing breadth-first search, SC 2012): a
// level grows top-down, each frontier node claiming its unvisited
// neighbours, while the frontier is small, and bottom-up, each unvisited
// node looking for one neighbour in the frontier and stopping there,
// once the frontier's edges outnumber a fourteenth of the unvisited
// nodes' edges; on a small-world graph the middle levels then look at a
// fraction of the edges. The distances are those of a plain search.
type dobfs struct {
	hops      []int32
	queue     []int32 // visited nodes, level after level
	unvisited []int32
	edges     int // 2m: the degrees of all nodes
}

func (d *dobfs) init(g *graph.Undirected) {
	n := g.Order()
	d.hops = make([]int32, n)
	for i := range d.hops {
		d.hops[i] = -1
	}
	d.queue = make([]int32, 0, 1024)
	d.edges = 2 * g.Size()
}

// run searches from s and calls level with the nodes at each distance
// 1, 2, ... in turn; d.queue lists every node reached.
func (d *dobfs) run(g *graph.Undirected, s int, level func(nodes []int32, dist int32)) {
	const alpha, beta = 14, 24
	n := g.Order()
	hops := d.hops
	d.queue = append(d.queue[:0], int32(s))
	hops[s] = 0
	start, end := 0, 1 // the frontier is queue[start:end]
	frontierEdges := g.Degree(s)
	unvisitedEdges := d.edges - frontierEdges
	bottomUp := false
	haveList := false
	for dist := int32(1); start < end; dist++ {
		if !bottomUp && frontierEdges > unvisitedEdges/alpha {
			bottomUp = true
		} else if bottomUp && end-start < n/beta {
			bottomUp = false
		}
		if bottomUp {
			if !haveList {
				d.unvisited = d.unvisited[:0]
				for v := range n {
					if hops[v] < 0 && g.Degree(v) > 0 {
						d.unvisited = append(d.unvisited, int32(v))
					}
				}
				haveList = true
			}
			keep := d.unvisited[:0]
			for _, v := range d.unvisited {
				if hops[v] >= 0 {
					continue // reached by a top-down level since
				}
				nbrs, _ := g.Neighbors(int(v))
				found := false
				for _, w := range nbrs {
					if hops[w] == dist-1 {
						found = true
						break
					}
				}
				if found {
					d.queue = append(d.queue, v)
				} else {
					keep = append(keep, v)
				}
			}
			d.unvisited = keep
			// Mark after the sweep, so that a node found at this level
			// is not taken for a frontier node by another.
			for _, v := range d.queue[end:] {
				hops[v] = dist
			}
		} else {
			for _, u := range d.queue[start:end] {
				nbrs, _ := g.Neighbors(int(u))
				for _, w := range nbrs {
					if hops[w] < 0 {
						hops[w] = dist
						d.queue = append(d.queue, w)
					}
				}
			}
		}
		start, end = end, len(d.queue)
		if start == end {
			break
		}
		frontierEdges = 0
		for _, v := range d.queue[start:end] {
			frontierEdges += g.Degree(int(v))
		}
		unvisitedEdges -= frontierEdges
		level(d.queue[start:end], dist)
	}
}

// reset clears the distances the last run set.
func (d *dobfs) reset() {
	for _, v := range d.queue {
		d.hops[v] = -1
	}
}
