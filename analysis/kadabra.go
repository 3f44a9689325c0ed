package analysis

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/pubgraph/pubgraph/graph"
)

// EstimateOptions control EstimateBetweenness.
type EstimateOptions struct {
	// Epsilon is the largest absolute error allowed on any node's
	// normalised betweenness (default 0.01).
	Epsilon float64
	// Delta is the probability that some node's error exceeds Epsilon
	// (default 0.1).
	Delta float64
	// Seed fixes the sampled pairs and paths: the same seed gives the same
	// estimate, whatever Workers is.
	Seed uint64
	// Workers is the number of goroutines; 0 means GOMAXPROCS.
	Workers int
	// Progress, if set, is called after each batch of samples with the
	// samples taken and the most that may be needed.
	Progress func(samples, maxSamples int)

	// vertexDiameter, if positive, is g's vertexDiameterBound, worked out
	// already by the caller.
	vertexDiameter int
}

// BetweennessEstimate is the result of EstimateBetweenness.
type BetweennessEstimate struct {
	// Values are the estimated betweenness centralities, normalised as
	// Betweenness with Normalized set.
	Values []float64
	// Epsilon and Delta are the guarantee: with probability at least
	// 1−Delta every value is within Epsilon of the exact one.
	Epsilon, Delta float64
	// Samples is the number of shortest paths sampled; MaxSamples the
	// number the Riondato–Kornaropoulos bound would need without the
	// adaptive stopping rule.
	Samples, MaxSamples int
	// VertexDiameter is the upper bound on the number of nodes of a
	// shortest path that MaxSamples was computed from.
	VertexDiameter int
}

// EstimateBetweenness estimates the normalised betweenness of every node
// of g (edge weights ignored) with an (ε, δ) guarantee: with probability
// at least 1−δ, every estimate is within ε of Betweenness(g, {Normalized:
// true}).
//
// It is KADABRA (Borassi and Natale, KADABRA is an ADaptive Algorithm for
// Betweenness via Random Approximation, ESA 2016): each sample draws an
// ordered pair s ≠ t uniformly and one of the shortest s–t paths
// uniformly, found by a balanced bidirectional breadth-first search (the
// side whose frontier has the smaller total degree grows by one level),
// and every inner node of the path scores one. The fraction of samples
// through v estimates
//
//	b(v) = 1/(n(n−1)) Σ_{s≠t} σ_st(v)/σ_st,
//
// which is n/(n−2) times smaller than the normalised value; ε is scaled
// to match. The sample count is at most
//
//	ω = (c/ε²)(⌊log₂(VD−2)⌋ + 1 + ln(2/δ)),  c = 0.5,
//
// the bound of Riondato and Kornaropoulos (Fast approximation of
// betweenness centrality through sampling, Data Min. Knowl. Disc. 30:438,
// 2016) with VD an upper bound on the vertex diameter (twice the
// eccentricity of a node in each component, plus one). KADABRA's
// stopping rule ends sampling earlier, once for every node
//
//	f(b̃, δ_L, ω, τ) = (1/τ) ln(1/δ_L) (1/3 − ω/τ + √((1/3 − ω/τ)² + 2b̃ω/ln(1/δ_L))) < ε
//	g(b̃, δ_U, ω, τ) = (1/τ) ln(1/δ_U) (1/3 + ω/τ + √((1/3 + ω/τ)² + 2b̃ω/ln(1/δ_U))) < ε
//
// with δ_L = δ_U = δ/(4n) for every node (the paper's Theorem 3 with a
// uniform split of δ/2); both are increasing in b̃, so the node with the
// most samples decides. The rule is checked after each batch of samples,
// and sample i is drawn from a generator seeded with (Seed, i), so the
// result depends only on Seed; the batches run on all cores. Each sample
// costs a bidirectional search, typically far fewer than the n+m steps of
// one Brandes source on a small-world graph.
//
// It returns ctx.Err() if ctx is cancelled.
func EstimateBetweenness(ctx context.Context, g *graph.Undirected, opt EstimateOptions) (BetweennessEstimate, error) {
	if opt.Epsilon <= 0 {
		opt.Epsilon = 0.01
	}
	if opt.Delta <= 0 || opt.Delta >= 1 {
		opt.Delta = 0.1
	}
	n := g.Order()
	est := BetweennessEstimate{Values: make([]float64, n), Epsilon: opt.Epsilon, Delta: opt.Delta}
	if n < 3 || g.Size() == 0 {
		return est, ctx.Err()
	}
	// The guarantee is on b(v); normalised values are n/(n−2) times larger.
	eps := opt.Epsilon * float64(n-2) / float64(n)
	vd := opt.vertexDiameter
	if vd <= 0 {
		labels, sizes := Components(g)
		vd = vertexDiameterBound(g, labels, sizes)
	}
	est.VertexDiameter = vd
	const c = 0.5
	logTerm := 0.0
	if vd > 2 {
		logTerm = math.Floor(math.Log2(float64(vd - 2)))
	}
	omega := int(math.Ceil(c / (eps * eps) * (logTerm + 1 + math.Log(2/opt.Delta))))
	est.MaxSamples = omega
	logInv := math.Log(4 * float64(n) / opt.Delta) // ln(1/δ_L) = ln(1/δ_U)

	counts := make([]uint32, n)
	workers := workerCount(opt.Workers, omega)
	searchers := make([]*bidirectional, workers)
	for k := range searchers {
		searchers[k] = newBidirectional(n)
	}
	batch := max(256, omega/64)
	tau := 0
	for tau < omega {
		if err := ctx.Err(); err != nil {
			return est, err
		}
		end := min(omega, tau+batch)
		// Workers claim samples as they finish, since some cost far
		// more than others; the counts are integers, so the sums do not
		// depend on who drew what.
		var next atomic.Int64
		next.Store(int64(tau))
		var wg sync.WaitGroup
		for k := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				b := searchers[k]
				for {
					i := int(next.Add(1)) - 1
					if i >= end {
						return
					}
					b.pcg.Seed(opt.Seed, splitmix64(uint64(i)))
					for _, v := range b.samplePath(g) {
						atomic.AddUint32(&counts[v], 1)
					}
				}
			}()
		}
		wg.Wait()
		tau = end
		if opt.Progress != nil {
			opt.Progress(tau, omega)
		}
		if tau >= omega {
			break
		}
		var most uint32
		for _, x := range counts {
			most = max(most, x)
		}
		if kadabraStop(float64(most)/float64(tau), logInv, float64(omega), float64(tau), eps) {
			break
		}
	}
	est.Samples = tau
	scale := float64(n) / float64(n-2) / float64(tau)
	for v, x := range counts {
		est.Values[v] = float64(x) * scale
	}
	return est, nil
}

// kadabraStop reports whether the deviation bounds f and g of KADABRA are
// below eps for an estimate b after tau of at most omega samples.
func kadabraStop(b, logInv, omega, tau, eps float64) bool {
	r := omega / tau
	lo := 1.0/3 - r
	f := logInv / tau * (lo + math.Sqrt(lo*lo+2*b*omega/logInv))
	hi := 1.0/3 + r
	g := logInv / tau * (hi + math.Sqrt(hi*hi+2*b*omega/logInv))
	return f < eps && g < eps
}

// vertexDiameterBound returns an upper bound on the number of nodes of
// any shortest path of g: in each component, twice the eccentricity of
// its highest-degree node, plus one.
// labels and sizes are g's components (see Components).
func vertexDiameterBound(g *graph.Undirected, labels, sizes []int) int {
	n := g.Order()
	start := make([]int, len(sizes))
	for i := range start {
		start[i] = -1
	}
	for v := range n {
		c := labels[v]
		if start[c] < 0 || g.Degree(v) > g.Degree(start[c]) {
			start[c] = v
		}
	}
	hops := make([]int32, n)
	for i := range hops {
		hops[i] = -1
	}
	best := 1
	queue := make([]int32, 0, n)
	for c, s := range start {
		if sizes[c] < 2 {
			continue
		}
		queue = append(queue[:0], int32(s))
		hops[s] = 0
		ecc := int32(0)
		for i := 0; i < len(queue); i++ {
			v := queue[i]
			ecc = hops[v]
			nbrs, _ := g.Neighbors(int(v))
			for _, w := range nbrs {
				if hops[w] < 0 {
					hops[w] = hops[v] + 1
					queue = append(queue, w)
				}
			}
		}
		best = max(best, int(2*ecc+1))
	}
	return best
}

// bidirectional holds one worker's buffers for sampling shortest paths.
// A node's distances and path counts from both ends share one entry, so a
// visit touches one cache line. Only the entries of visited nodes are
// dirty and they are listed by level, so a reset costs as much as the
// search did.
type bidirectional struct {
	rng    *rand.Rand
	pcg    *rand.PCG
	node   []biNode
	hist   [2][]int32 // nodes reached from each end, level by level
	level  [2][]int   // hist[side][level[side][d]:level[side][d+1]] is level d
	meet   []int32
	weight []float64
	path   []int32
}

// biNode is a node's state in a bidirectional search: hops from s (0) and
// from t (1), -1 if unreached, and the number of shortest paths.
type biNode struct {
	dist  [2]int32
	sigma [2]float64
}

func newBidirectional(n int) *bidirectional {
	pcg := rand.NewPCG(0, 0)
	b := &bidirectional{rng: rand.New(pcg), pcg: pcg, node: make([]biNode, n)}
	for i := range b.node {
		b.node[i].dist = [2]int32{-1, -1}
	}
	return b
}

// samplePath draws a pair s ≠ t uniformly and returns the inner nodes of
// one of the shortest s–t paths, drawn uniformly; nil if t is not
// reachable from s or adjacent to it. The slice is reused by the next
// call. The side whose frontier has the smaller total degree, the edges
// its next level scans, grows by a level, as in KADABRA.
func (b *bidirectional) samplePath(g *graph.Undirected) []int32 {
	n := g.Order()
	s := int32(b.rng.IntN(n))
	t := int32(b.rng.IntN(n - 1))
	if t >= s {
		t++
	}
	defer b.reset()
	b.path = b.path[:0]
	if g.Degree(int(s)) == 0 || g.Degree(int(t)) == 0 {
		return nil
	}
	ends := [2]int32{s, t}
	var depth [2]int32
	var work [2]int // edges the next level of each side will scan
	node := b.node
	for side, v := range ends {
		node[v].dist[side] = 0
		node[v].sigma[side] = 1
		b.hist[side] = append(b.hist[side], v)
		b.level[side] = append(b.level[side], 0, 1)
		work[side] = g.Degree(int(v))
	}
	b.meet = b.meet[:0]
	for {
		side := 0
		if work[1] < work[0] {
			side = 1
		}
		other := 1 - side
		d := depth[side] + 1
		next := 0
		hist, level := b.hist[side], b.level[side]
		for i := level[d-1]; i < level[d]; i++ {
			u := hist[i]
			su := node[u].sigma[side]
			nbrs, _ := g.Neighbors(int(u))
			for _, w := range nbrs {
				nw := &node[w]
				switch nw.dist[side] {
				case -1:
					nw.dist[side] = d
					nw.sigma[side] = su
					hist = append(hist, w)
					next += g.Degree(int(w))
					if nw.dist[other] >= 0 {
						b.meet = append(b.meet, w)
					}
				case d:
					nw.sigma[side] += su
				}
			}
		}
		b.hist[side] = hist
		b.level[side] = append(level, len(hist))
		depth[side] = d
		work[side] = next
		if len(b.meet) > 0 {
			return b.pick(g, ends)
		}
		if len(hist) == level[d] {
			return nil // t is not reachable from s
		}
	}
}

// pick draws one of the shortest paths through the nodes where the two
// searches met, each with probability σ_s(w)σ_t(w)/σ_st, then walks back
// to s and to t choosing each predecessor x of y with probability
// σ(x)/σ(y). The predecessors are found among y's neighbours or, when
// the level before y's is the shorter list (near an end, beside a hub),
// among that level's nodes by binary search in y's sorted neighbours.
func (b *bidirectional) pick(g *graph.Undirected, ends [2]int32) []int32 {
	node := b.node
	b.weight = b.weight[:0]
	total := 0.0
	for _, w := range b.meet {
		total += node[w].sigma[0] * node[w].sigma[1]
		b.weight = append(b.weight, total)
	}
	r := b.rng.Float64() * total
	k := 0
	for k < len(b.meet)-1 && b.weight[k] <= r {
		k++
	}
	mid := b.meet[k]
	if mid != ends[0] && mid != ends[1] {
		b.path = append(b.path, mid)
	}
	for side := range 2 {
		y := mid
		for node[y].dist[side] > 1 {
			nbrs, _ := g.Neighbors(int(y))
			r := b.rng.Float64() * node[y].sigma[side]
			want := node[y].dist[side] - 1
			prev := b.hist[side][b.level[side][want]:b.level[side][want+1]]
			x := int32(-1)
			if len(prev) < len(nbrs)/8 {
				for _, c := range prev {
					if _, ok := slices.BinarySearch(nbrs, c); ok {
						x = c
						if r -= node[c].sigma[side]; r < 0 {
							break
						}
					}
				}
			} else {
				for _, c := range nbrs {
					if node[c].dist[side] == want {
						x = c
						if r -= node[c].sigma[side]; r < 0 {
							break
						}
					}
				}
			}
			y = x
			b.path = append(b.path, y)
		}
	}
	return b.path
}

// reset clears the entries the last search set.
func (b *bidirectional) reset() {
	for side := range 2 {
		for _, v := range b.hist[side] {
			b.node[v] = biNode{dist: [2]int32{-1, -1}}
		}
		b.hist[side] = b.hist[side][:0]
		b.level[side] = b.level[side][:0]
	}
}

// splitmix64 scrambles x (Steele, Lea and Flood, Fast splittable
// pseudorandom number generators, OOPSLA 2014), so that generators seeded
// with consecutive sample numbers do not start in related states.
func splitmix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
