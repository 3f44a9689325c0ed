// Package graph holds the corpus after name resolution — people,
// publications, relations and affiliations with dense integer ids — and the
// graphs built from it.
//
// Graphs are compact: node ids are 0..n-1 and adjacency lives in flat
// slices (compressed sparse rows), about 12 bytes per edge end, so that a
// DBLP-sized co-authorship network fits on one machine. Undirected
// implements gonum's graph.Undirected and graph.Weighted interfaces, so
// gonum's algorithms run on it unchanged; the analysis package uses the flat
// slices directly for speed. The name index lives in the Corpus, apart from
// the graph.
package graph

import (
	"cmp"
	"slices"

	gonumgraph "gonum.org/v1/gonum/graph"
)

// Undirected is an immutable weighted undirected graph with nodes 0..n-1
// stored in compressed sparse row form. Neighbour lists are sorted by id.
// Self-loops are not stored.
type Undirected struct {
	offsets []int     // len n+1; neighbours of u are targets[offsets[u]:offsets[u+1]]
	targets []int32   // neighbour ids
	weights []float64 // weight of each stored edge end
}

// WeightedPair is one undirected edge given to NewUndirected.
type WeightedPair struct {
	U, V   int32
	Weight float64
}

// NewUndirected builds a graph with n nodes from pairs. Pairs listed more
// than once (in either direction) are merged and their weights added;
// self-loops are dropped. It panics if a pair names a node outside 0..n-1.
//
// It places each edge end by counting (O(n + m)) and then sorts each
// neighbour list on its own, so it needs no 2m-element scratch array and
// no global sort: O(m log d) time for maximum degree d.
func NewUndirected(n int, pairs []WeightedPair) *Undirected {
	g := &Undirected{offsets: make([]int, n+1)}
	for _, p := range pairs {
		if p.U < 0 || p.V < 0 || int(p.U) >= n || int(p.V) >= n {
			panic("graph: edge names a node outside the graph")
		}
		if p.U != p.V {
			g.offsets[p.U+1]++
			g.offsets[p.V+1]++
		}
	}
	for u := 0; u < n; u++ {
		g.offsets[u+1] += g.offsets[u]
	}
	targets := make([]int32, g.offsets[n])
	weights := make([]float64, g.offsets[n])
	next := slices.Clone(g.offsets[:n])
	for _, p := range pairs {
		if p.U == p.V {
			continue
		}
		targets[next[p.U]], weights[next[p.U]] = p.V, p.Weight
		next[p.U]++
		targets[next[p.V]], weights[next[p.V]] = p.U, p.Weight
		next[p.V]++
	}
	// Sort each list, merge repeated neighbours and close the gaps.
	out := 0
	for u := 0; u < n; u++ {
		lo, hi := g.offsets[u], g.offsets[u+1]
		g.offsets[u] = out
		sortNeighbors(targets[lo:hi], weights[lo:hi])
		for i := lo; i < hi; i++ {
			if out > g.offsets[u] && targets[out-1] == targets[i] {
				weights[out-1] += weights[i]
				continue
			}
			targets[out], weights[out] = targets[i], weights[i]
			out++
		}
	}
	g.offsets[n] = out
	g.targets = slices.Clip(targets[:out])
	g.weights = slices.Clip(weights[:out])
	return g
}

// sortNeighbors sorts a neighbour list by id, keeping weights beside their
// ids and the input order of equal ids (so merged weights add up in a
// fixed order). Lists that are already sorted, as lists built from sorted
// pairs are, cost one pass.
func sortNeighbors(ids []int32, ws []float64) {
	if slices.IsSorted(ids) {
		return
	}
	type end struct {
		id int32
		w  float64
	}
	ends := make([]end, len(ids))
	for i := range ids {
		ends[i] = end{ids[i], ws[i]}
	}
	slices.SortStableFunc(ends, func(a, b end) int { return cmp.Compare(a.id, b.id) })
	for i, e := range ends {
		ids[i], ws[i] = e.id, e.w
	}
}

// Order returns the number of nodes.
func (g *Undirected) Order() int { return len(g.offsets) - 1 }

// Size returns the number of undirected edges.
func (g *Undirected) Size() int { return len(g.targets) / 2 }

// Neighbors returns u's neighbours in increasing order and the weights of
// the edges to them. The slices belong to g and must not be modified.
func (g *Undirected) Neighbors(u int) ([]int32, []float64) {
	lo, hi := g.offsets[u], g.offsets[u+1]
	return g.targets[lo:hi], g.weights[lo:hi]
}

// Degree returns the number of u's neighbours.
func (g *Undirected) Degree(u int) int { return g.offsets[u+1] - g.offsets[u] }

// EdgeWeight returns the weight of the edge u–v and whether it exists.
func (g *Undirected) EdgeWeight(u, v int) (float64, bool) {
	if u < 0 || v < 0 || u >= g.Order() || v >= g.Order() {
		return 0, false
	}
	nbrs, ws := g.Neighbors(u)
	i, ok := slices.BinarySearch(nbrs, int32(v))
	if !ok {
		return 0, false
	}
	return ws[i], true
}

// Reweight returns a graph with g's structure whose edge u–v weighs
// weight(u, v, w), where w is its weight in g. It shares g's structure.
func (g *Undirected) Reweight(weight func(u, v int, w float64) float64) *Undirected {
	h := &Undirected{offsets: g.offsets, targets: g.targets, weights: make([]float64, len(g.weights))}
	for u := 0; u < g.Order(); u++ {
		for i := g.offsets[u]; i < g.offsets[u+1]; i++ {
			h.weights[i] = weight(u, int(g.targets[i]), g.weights[i])
		}
	}
	return h
}

// Subgraph returns the graph induced by keep (ids of g, in any order)
// with nodes renumbered 0..len(keep)-1 in the order given, and the map
// from new ids to old.
func (g *Undirected) Subgraph(keep []int) (*Undirected, []int) {
	newID := make(map[int]int32, len(keep))
	for i, u := range keep {
		newID[u] = int32(i)
	}
	var pairs []WeightedPair
	for i, u := range keep {
		nbrs, ws := g.Neighbors(u)
		for k, v := range nbrs {
			if j, ok := newID[int(v)]; ok && int32(i) < j {
				pairs = append(pairs, WeightedPair{U: int32(i), V: j, Weight: ws[k]})
			}
		}
	}
	return NewUndirected(len(keep), pairs), slices.Clone(keep)
}

// Compile-time checks that Undirected serves gonum's algorithms.
var (
	_ gonumgraph.Undirected         = (*Undirected)(nil)
	_ gonumgraph.WeightedUndirected = (*Undirected)(nil)
)
