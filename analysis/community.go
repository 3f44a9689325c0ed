package analysis

import (
	"cmp"
	"math/rand/v2"
	"slices"

	"github.com/pubgraph/pubgraph/graph"
)

// Partition is a division of nodes into communities.
type Partition struct {
	// Community maps each node to its community. Communities are
	// numbered 0.. by decreasing size, ties broken by smallest member id.
	Community []int
	// Sizes holds the number of members of each community.
	Sizes []int
	// Modularity is the partition's modularity at the resolution used
	// (for MultiplexLouvain, the layer-weighted sum of layer modularities).
	Modularity float64
}

// CommunityOptions tunes Louvain, Leiden and MultiplexLouvain.
type CommunityOptions struct {
	// Resolution is γ in the modularity; 0 means the default 1. Larger
	// values yield more, smaller communities.
	Resolution float64
	// Seed seeds the random node visiting order. The same graph, options
	// and seed give the same partition.
	Seed uint64
	// MaxLevels limits the number of levels, each a local moving phase
	// followed by aggregation (per iteration, for Leiden); 0 means no
	// limit, and 1 stops after the first local moving phase.
	MaxLevels int
}

func (o CommunityOptions) resolution() float64 {
	if o.Resolution == 0 {
		return 1
	}
	return o.Resolution
}

func (o CommunityOptions) rng() *rand.Rand {
	return rand.New(rand.NewPCG(o.Seed, 0x9e3779b97f4a7c15))
}

// The optimisers below work on a levelGraph, which generalises modularity
// to several layers on one node set. With combined adjacency
// A'ᵢⱼ = Σₗ wₗ Aˡᵢⱼ / 2mₗ and per-layer strengths kˡᵢ, the quality
//
//	Q = Σ_c [ Σ_{i,j∈c} A'ᵢⱼ − Σₗ coefₗ (Σ_{i∈c} kˡᵢ)² ],  coefₗ = γ wₗ / (2mₗ)²
//
// is the layer-weighted sum Σₗ wₗ Qₗ of Newman–Girvan modularities. One
// layer of weight 1 is ordinary modularity. Aggregating a community into a
// node sums adjacency (its internal weight becomes a self-loop, counted as
// Σ_{i,j∈c} A'ᵢⱼ over ordered pairs) and strengths, and Q is unchanged.
//
// The level-0 graph of one layer is the input graph itself (base), its
// weights times scale = 1/2m read as they are used, so that the largest
// graph is not held twice; aggregated graphs keep their own adjacency and
// a scale of 1.
type levelGraph struct {
	base     *graph.Undirected // if set, the adjacency; offsets, targets and weights are nil
	scale    float64           // A' = scale × the stored weight
	offsets  []int             // len n+1
	targets  []int32           // neighbour ids, no self-loops
	weights  []float64         // stored weight of each edge end
	self     []float64         // A'ᵢᵢ: internal weight of an aggregated node over ordered pairs
	layers   int               // number of layers L
	strength []float64         // n×L: kˡᵢ at index i*L+l
	coef     []float64         // len L: coefₗ
}

func (g *levelGraph) order() int { return len(g.self) }

// edges returns u's neighbours and the stored weights of the edges to
// them (A' is scale times these).
func (g *levelGraph) edges(u int) ([]int32, []float64) {
	if g.base != nil {
		return g.base.Neighbors(u)
	}
	lo, hi := g.offsets[u], g.offsets[u+1]
	return g.targets[lo:hi], g.weights[lo:hi]
}

// size returns the number of stored edge ends.
func (g *levelGraph) size() int {
	if g.base != nil {
		return 2 * g.base.Size()
	}
	return len(g.targets)
}

// moveEps is the smallest quality gain that justifies a move; it keeps
// rounding noise from making nodes oscillate.
const moveEps = 1e-13

// newLevelGraph builds the level-0 graph from layers on the same n nodes.
func newLevelGraph(layers []*graph.Undirected, layerWeights []float64, resolution float64) *levelGraph {
	n := layers[0].Order()
	L := len(layers)
	g := &levelGraph{
		scale:    1,
		self:     make([]float64, n),
		layers:   L,
		strength: make([]float64, n*L),
		coef:     make([]float64, L),
	}
	scale := make([]float64, L)
	for l, h := range layers {
		var total float64 // 2mₗ
		for u := range n {
			_, ws := h.Neighbors(u)
			var k float64
			for _, w := range ws {
				k += w
			}
			g.strength[u*L+l] = k
			total += k
		}
		if total > 0 {
			scale[l] = layerWeights[l] / total
			g.coef[l] = resolution * layerWeights[l] / (total * total)
		}
	}
	if L == 1 {
		g.base, g.scale = layers[0], scale[0]
		return g
	}
	// Merge the layers' sorted neighbour lists node by node.
	g.offsets = make([]int, n+1)
	acc := make([]float64, n)
	seen := make([]bool, n)
	var touched []int32
	for u := range n {
		touched = touched[:0]
		for l, h := range layers {
			nbrs, ws := h.Neighbors(u)
			for i, v := range nbrs {
				if !seen[v] {
					seen[v] = true
					acc[v] = 0
					touched = append(touched, v)
				}
				acc[v] += ws[i] * scale[l]
			}
		}
		slices.Sort(touched)
		for _, v := range touched {
			g.targets = append(g.targets, v)
			g.weights = append(g.weights, acc[v])
			seen[v] = false
		}
		g.offsets[u+1] = len(g.targets)
	}
	return g
}

// aggregate returns the graph whose nodes are the communities of comm
// (numbered 0..k-1).
func (g *levelGraph) aggregate(comm []int32, k int) *levelGraph {
	n, L := g.order(), g.layers
	h := &levelGraph{
		scale:    1,
		offsets:  make([]int, k+1),
		self:     make([]float64, k),
		layers:   L,
		strength: make([]float64, k*L),
		coef:     g.coef,
	}
	// Members of each community, by counting sort.
	start := make([]int, k+1)
	for _, c := range comm {
		start[c+1]++
	}
	for c := range k {
		start[c+1] += start[c]
	}
	members := make([]int32, n)
	fill := slices.Clone(start[:k])
	for u, c := range comm {
		members[fill[c]] = int32(u)
		fill[c]++
	}
	// The communities are cut into blocks, each block's edges gathered by
	// whichever goroutine claims it into the block's own lists, and the
	// lists laid end to end in block order: the same graph on any number
	// of cores.
	const blocks = 256
	per := (k + blocks - 1) / blocks
	type blockEdges struct {
		targets []int32
		weights []float64
	}
	out := make([]blockEdges, blocks)
	scale := g.scale
	work := func(acc []float64, mark []int32, lo, hi int, b *blockEdges) {
		var touched []int32
		for c := lo; c < hi; c++ {
			touched = touched[:0]
			var self float64
			for _, u := range members[start[c]:start[c+1]] {
				self += g.self[u]
				for l := range L {
					h.strength[c*L+l] += g.strength[int(u)*L+l]
				}
				nbrs, ws := g.edges(int(u))
				ws = ws[:len(nbrs)]
				for i, v := range nbrs {
					d := comm[v]
					if d == int32(c) {
						self += ws[i] * scale
						continue
					}
					if mark[d] != int32(c) {
						mark[d] = int32(c)
						acc[d] = 0
						touched = append(touched, d)
					}
					acc[d] += ws[i] * scale
				}
			}
			h.self[c] = self
			for _, d := range touched {
				b.targets = append(b.targets, d)
				b.weights = append(b.weights, acc[d])
			}
			h.offsets[c+1] = len(touched)
		}
	}
	workers := workerCount(0, blocks)
	if g.size() < 1<<16 {
		workers = 1
	}
	accs, marks := make([][]float64, workers), make([][]int32, workers)
	claimEach(workers, blocks, func(w, b int) {
		if accs[w] == nil {
			accs[w], marks[w] = make([]float64, k), make([]int32, k)
			for i := range marks[w] {
				marks[w][i] = -1
			}
		}
		work(accs[w], marks[w], min(b*per, k), min((b+1)*per, k), &out[b])
	})
	for c := range k {
		h.offsets[c+1] += h.offsets[c]
	}
	h.targets = make([]int32, h.offsets[k])
	h.weights = make([]float64, h.offsets[k])
	for b := range out {
		at := h.offsets[min(b*per, k)]
		copy(h.targets[at:], out[b].targets)
		copy(h.weights[at:], out[b].weights)
	}
	return h
}

// quality returns Q of comm (ids in 0..k-1) on g.
func (g *levelGraph) quality(comm []int32, k int) float64 {
	L := g.layers
	inner := 0.0
	tot := make([]float64, k*L)
	for u, c := range comm {
		inner += g.self[u]
		nbrs, ws := g.edges(u)
		ws = ws[:len(nbrs)]
		for i, v := range nbrs {
			if comm[v] == c {
				inner += ws[i] * g.scale
			}
		}
		for l := range L {
			tot[int(c)*L+l] += g.strength[u*L+l]
		}
	}
	null := 0.0
	for c := range k {
		for l := range L {
			t := tot[c*L+l]
			null += g.coef[l] * t * t
		}
	}
	return inner - null
}

// mover holds the state of local moving on one level and the scratch
// buffers of its sequential steps.
type mover struct {
	g     *levelGraph
	comm  []int32   // node → community
	tot   []float64 // community × layer: summed strengths
	size  []int32   // nodes per community
	empty []int32   // ids of empty communities
	scratch
}

// scratch holds one goroutine's buffers for gathering a node's weights to
// its neighbouring communities.
type scratch struct {
	w       []float64 // weight from the current node to each community
	mark    []int32   // mark[c] == stamp when w[c] is valid
	stamp   int32
	touched []int32
}

func newScratch(n int) scratch {
	return scratch{w: make([]float64, n), mark: make([]int32, n)}
}

// nw returns the weight gathered to community c.
func (s *scratch) nw(c int32) float64 {
	if s.mark[c] != s.stamp {
		return 0
	}
	return s.w[c]
}

// newMover starts local moving on g from the partition comm (ids < n),
// which it takes over.
func newMover(g *levelGraph, comm []int32) *mover {
	n, L := g.order(), g.layers
	m := &mover{
		g:       g,
		comm:    comm,
		tot:     make([]float64, n*L),
		size:    make([]int32, n),
		scratch: newScratch(n),
	}
	for u, c := range comm {
		m.size[c]++
		for l := range L {
			m.tot[int(c)*L+l] += g.strength[u*L+l]
		}
	}
	for c := n - 1; c >= 0; c-- {
		if m.size[c] == 0 {
			m.empty = append(m.empty, int32(c))
		}
	}
	return m
}

// null returns Σₗ coefₗ kˡᵤ totˡ_c, the expected weight from u to c.
func (m *mover) null(u int, c int32) float64 {
	g := m.g
	if g.layers == 1 {
		return g.coef[0] * g.strength[u] * m.tot[c]
	}
	L := g.layers
	s := 0.0
	for l := range L {
		s += g.coef[l] * g.strength[u*L+l] * m.tot[int(c)*L+l]
	}
	return s
}

// nullOwn is null(u, comm[u]) with u itself taken out of its community.
func (m *mover) nullOwn(u int) float64 {
	g, c := m.g, m.comm[u]
	if g.layers == 1 {
		return g.coef[0] * g.strength[u] * (m.tot[c] - g.strength[u])
	}
	L := g.layers
	s := 0.0
	for l := range L {
		k := g.strength[u*L+l]
		s += g.coef[l] * k * (m.tot[int(c)*L+l] - k)
	}
	return s
}

func (m *mover) addTot(u int, c int32, sign float64) {
	L := m.g.layers
	if L == 1 {
		m.tot[c] += sign * m.g.strength[u]
		return
	}
	for l := range L {
		m.tot[int(c)*L+l] += sign * m.g.strength[u*L+l]
	}
}

// gather is s.gather on m's graph with m's own buffers.
func (m *mover) gather(u int, labels, inside []int32, within int32) []int32 {
	return m.scratch.gather(m.g, u, labels, inside, within)
}

// gather fills nw with u's edge weight to each neighbouring community of
// labels (the communities during local moving, the refined sets during
// refinement), lists those communities in s.touched in order of first
// appearance, and returns them. With within ≥ 0 it only counts neighbours
// v with within == inside[v].
func (s *scratch) gather(g *levelGraph, u int, labels, inside []int32, within int32) []int32 {
	s.stamp++
	if s.stamp == 0 { // wrapped: invalidate every slot
		clear(s.mark)
		s.stamp = 1
	}
	stamp, mark, nw, scale := s.stamp, s.mark, s.w, g.scale
	touched := s.touched[:0]
	targets, weights := g.edges(u)
	weights = weights[:len(targets)]
	for i, v := range targets {
		if within >= 0 && inside[v] != within {
			continue
		}
		c := labels[v]
		if mark[c] != stamp {
			mark[c] = stamp
			nw[c] = weights[i] * scale
			touched = append(touched, c)
			continue
		}
		nw[c] += weights[i] * scale
	}
	s.touched = touched
	return touched
}

// Targets of a move besides a community id.
const (
	stay      int32 = -1 // no move gains
	emptyComm int32 = -2 // an empty community gains most
)

// best returns where u gains most by moving: the neighbouring community
// with the largest modularity gain, emptyComm, or stay. It changes
// nothing but s, so goroutines with their own scratch may call it at once.
func (m *mover) best(s *scratch, u int) int32 {
	touched := s.gather(m.g, u, m.comm, nil, -1)
	old := m.comm[u]
	stayGain := s.nw(old) - m.nullOwn(u)
	best, bestGain := old, stayGain
	if m.g.layers == 1 {
		ku := m.g.coef[0] * m.g.strength[u]
		nw, tot := s.w, m.tot
		for _, c := range touched {
			if gain := nw[c] - ku*tot[c]; gain > bestGain && c != old {
				best, bestGain = c, gain
			}
		}
	} else {
		for _, c := range touched {
			if gain := s.w[c] - m.null(u, c); gain > bestGain && c != old {
				best, bestGain = c, gain
			}
		}
	}
	if bestGain <= stayGain+moveEps {
		best, bestGain = old, stayGain
	}
	// An empty community gains 0; leaving for one only helps a node that
	// is not alone.
	if m.size[old] > 1 && bestGain < -moveEps {
		return emptyComm
	}
	if best == old {
		return stay
	}
	return best
}

// commit moves u to the community to (emptyComm: an empty one) and
// returns the community it moved to.
func (m *mover) commit(u int, to int32) int32 {
	old := m.comm[u]
	if to == emptyComm {
		to = m.empty[len(m.empty)-1]
		m.empty = m.empty[:len(m.empty)-1]
	}
	m.addTot(u, old, -1)
	m.addTot(u, to, +1)
	m.comm[u] = to
	m.size[old]--
	if m.size[old] == 0 {
		m.empty = append(m.empty, old)
	}
	m.size[to]++
	return to
}

// move moves u to the neighbouring community (or an empty one) with the
// largest modularity gain, if it gains, and reports whether u moved.
func (m *mover) move(u int) bool {
	to := m.best(&m.scratch, u)
	if to == stay {
		return false
	}
	m.commit(u, to)
	return true
}

// shuffled returns 0..n-1 in an order drawn from rng.
func shuffled(n int, rng *rand.Rand) []int32 {
	p := make([]int32, n)
	for i := range p {
		p[i] = int32(i)
	}
	rng.Shuffle(n, func(i, j int) { p[i], p[j] = p[j], p[i] })
	return p
}

// singletons returns the partition of n nodes into n communities.
func singletons(n int) []int32 {
	c := make([]int32, n)
	for i := range c {
		c[i] = int32(i)
	}
	return c
}

// renumber relabels comm in place to 0..k-1 in order of first appearance
// and returns k.
func renumber(comm []int32) int {
	id := make([]int32, len(comm))
	for i := range id {
		id[i] = -1
	}
	k := int32(0)
	for u, c := range comm {
		if id[c] < 0 {
			id[c] = k
			k++
		}
		comm[u] = id[c]
	}
	return int(k)
}

// newPartition numbers the communities of comm (labels in 0..n-1)
// canonically: by decreasing size, ties by smallest member id.
func newPartition(comm []int32, q float64) Partition {
	n := len(comm)
	size := make([]int, n)
	first := make([]int, n)
	var labels []int32
	for u, c := range comm {
		if size[c] == 0 {
			first[c] = u
			labels = append(labels, c)
		}
		size[c]++
	}
	slices.SortFunc(labels, func(a, b int32) int {
		if c := cmp.Compare(size[b], size[a]); c != 0 {
			return c
		}
		return cmp.Compare(first[a], first[b])
	})
	p := Partition{Community: make([]int, n), Sizes: make([]int, len(labels)), Modularity: q}
	final := first // reuse: label → final id
	for i, c := range labels {
		final[c] = i
		p.Sizes[i] = size[c]
	}
	for u, c := range comm {
		p.Community[u] = final[c]
	}
	return p
}

// DisconnectedCommunities returns, in increasing order, the ids of the
// communities whose members do not induce a connected subgraph of g.
// community maps each node to a non-negative community id.
func DisconnectedCommunities(g *graph.Undirected, community []int) []int {
	n := g.Order()
	if len(community) != n {
		panic("analysis: community length differs from graph order")
	}
	seen := make([]bool, n)
	reached := make(map[int]bool) // communities with a component found
	bad := make(map[int]bool)
	var stack []int
	for s := range n {
		if seen[s] {
			continue
		}
		c := community[s]
		if reached[c] {
			bad[c] = true
		}
		reached[c] = true
		seen[s] = true
		stack = append(stack[:0], s)
		for len(stack) > 0 {
			u := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			nbrs, _ := g.Neighbors(u)
			for _, v := range nbrs {
				if !seen[v] && community[v] == c {
					seen[v] = true
					stack = append(stack, int(v))
				}
			}
		}
	}
	out := make([]int, 0, len(bad))
	for c := range bad {
		out = append(out, c)
	}
	slices.Sort(out)
	return out
}

// splitDisconnected gives each connected part of a community of comm its
// own label and returns the new number of communities. Splitting a
// community into parts with no edges between them never lowers modularity.
func splitDisconnected(g *levelGraph, comm []int32) int {
	n := g.order()
	out := make([]int32, n)
	for i := range out {
		out[i] = -1
	}
	k := int32(0)
	var stack []int32
	for s := range n {
		if out[s] >= 0 {
			continue
		}
		out[s] = k
		stack = append(stack[:0], int32(s))
		for len(stack) > 0 {
			u := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			nbrs, _ := g.edges(int(u))
			for _, v := range nbrs {
				if out[v] < 0 && comm[v] == comm[u] {
					out[v] = k
					stack = append(stack, v)
				}
			}
		}
		k++
	}
	copy(comm, out)
	return int(k)
}
