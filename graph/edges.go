package graph

import (
	"cmp"
	"fmt"
	"iter"
	"slices"
)

// Coauthorships are a corpus's co-authorship edges, sorted by (U, V),
// each stored once: the co-authorship graph weighted by shared papers, in
// the compressed sparse rows that CoauthorGraph(ByPapers) returns without
// a copy, and beside it a column per edge for what only the tables need
// (the fractional weight and the years). An edge takes 36 bytes: 24 for
// its two ends in the graph, 12 for its columns.
//
// Coauthorships are read-only: nothing writes to them once made. The
// edges they hand out are copies; the graph CoauthorGraph(ByPapers)
// returns is their memory, and Undirected never writes to its own (the
// slices its Neighbors returns must not be modified). The zero value
// holds no edges.
type Coauthorships struct {
	graph Undirected // over all people; weights are shared papers
	// first[u] is the index of the first edge with U = u: the edges of u
	// with a higher co-author are first[u]:first[u+1], and they are the
	// last first[u+1]-first[u] ends of u's row in graph, in order.
	first               []int
	fractional          []float64
	firstYear, lastYear []int16
}

// NewCoauthorships stores edges over people 0..people-1, which may come
// in any order and with U and V either way round. It panics if an edge
// names a person outside 0..people-1, joins a person to themselves or
// joins a pair that another edge joins: those are broken invariants of the
// caller, as Build never makes them.
func NewCoauthorships(people int, edges []Edge) Coauthorships {
	sorted := make([]Edge, len(edges))
	for i, e := range edges {
		if e.U < 0 || e.V < 0 || int(e.U) >= people || int(e.V) >= people || e.U == e.V {
			panic(fmt.Sprintf("graph: edge %d–%d is no co-authorship of people 0..%d", e.U, e.V, people-1))
		}
		if e.U > e.V {
			e.U, e.V = e.V, e.U
		}
		sorted[i] = e
	}
	slices.SortFunc(sorted, func(a, b Edge) int { return cmp.Or(cmp.Compare(a.U, b.U), cmp.Compare(a.V, b.V)) })
	for i := 1; i < len(sorted); i++ {
		if sorted[i].U == sorted[i-1].U && sorted[i].V == sorted[i-1].V {
			panic(fmt.Sprintf("graph: edge %d–%d given twice", sorted[i].U, sorted[i].V))
		}
	}
	w := newEdgeWriter(people, func(yield func(u, v int32)) {
		for _, e := range sorted {
			yield(e.U, e.V)
		}
	})
	for _, e := range sorted {
		w.set(e)
	}
	return w.finish()
}

// An edgeWriter makes Coauthorships from their edges in (U, V) order. It
// sets each edge's end in U's row, writing memory in order, and keeps the
// edge's columns in a spare slot of the graph meanwhile: the rows' ends
// below their person, which mirror fills at the end. So the columns are
// allocated last, once the caller has let go of what it counted the
// edges with.
type edgeWriter struct {
	c Coauthorships
	k int
	// The next spare slot is in row u at spare.
	u, spare int
}

// newEdgeWriter makes room for the edges that pairs lists in (U, V) order
// with U < V, each once.
func newEdgeWriter(people int, pairs func(yield func(u, v int32))) *edgeWriter {
	offsets, first := make([]int, people+1), make([]int, people+1)
	pairs(func(u, v int32) {
		offsets[u+1]++
		offsets[v+1]++
		first[u+1]++
	})
	for u := range people {
		offsets[u+1] += offsets[u]
		first[u+1] += first[u]
	}
	m := first[people]
	return &edgeWriter{c: Coauthorships{
		graph: Undirected{offsets: offsets, targets: make([]int32, 2*m), weights: make([]float64, 2*m)},
		first: first,
	}}
}

// nextSpare returns the next spare slot in row order.
func (w *edgeWriter) nextSpare() int {
	g := &w.c.graph
	for w.spare == g.offsets[w.u+1]-(w.c.first[w.u+1]-w.c.first[w.u]) {
		w.u++
		w.spare = g.offsets[w.u]
	}
	w.spare++
	return w.spare - 1
}

// set stores the next edge in (U, V) order.
func (w *edgeWriter) set(e Edge) {
	g := &w.c.graph
	end := g.offsets[e.U+1] - w.c.first[e.U+1] + w.k
	g.targets[end], g.weights[end] = e.V, e.Papers
	spare := w.nextSpare()
	g.weights[spare] = e.Fractional
	g.targets[spare] = int32(uint32(uint16(e.FirstYear))<<16 | uint32(uint16(e.LastYear)))
	w.k++
}

// finish moves the columns out of the spare slots, fills the slots with
// the edges' other ends and returns the Coauthorships.
func (w *edgeWriter) finish() Coauthorships {
	c, g := &w.c, &w.c.graph
	c.fractional, c.firstYear, c.lastYear = make([]float64, w.k), make([]int16, w.k), make([]int16, w.k)
	w.u, w.spare = 0, 0
	for k := range w.k {
		spare := w.nextSpare()
		years := uint32(g.targets[spare])
		c.fractional[k], c.firstYear[k], c.lastYear[k] = g.weights[spare], int16(uint16(years>>16)), int16(uint16(years))
	}
	c.mirror(g, false)
	return w.c
}

// mirror fills the other end of every edge set, in V's row, from the
// end in U's row: its weight, and its co-author unless weightsOnly.
// Going through the edges in (U, V) order leaves each row sorted: a
// person's co-authors below them come from earlier edges. It is a loop of
// its own, with no other work, so that the processor overlaps its cache
// misses.
func (c *Coauthorships) mirror(g *Undirected, weightsOnly bool) {
	next := slices.Clone(g.offsets[:len(g.offsets)-1])
	for u := range g.Order() {
		for end := g.offsets[u+1] - (c.first[u+1] - c.first[u]); end < g.offsets[u+1]; end++ {
			v := g.targets[end]
			if !weightsOnly {
				g.targets[next[v]] = int32(u)
			}
			g.weights[next[v]] = g.weights[end]
			next[v]++
		}
	}
}

// fractionalWeights returns weights for the graph's ends: each edge's
// fractional weight at both its ends.
func (c *Coauthorships) fractionalWeights() []float64 {
	g := c.graph
	g.weights = make([]float64, len(g.targets))
	if c.Len() == 0 {
		return g.weights
	}
	for u := range g.Order() {
		lo, hi := c.first[u], c.first[u+1]
		copy(g.weights[g.offsets[u+1]-(hi-lo):g.offsets[u+1]], c.fractional[lo:hi])
	}
	c.mirror(&g, true)
	return g.weights
}

// Len returns the number of edges.
func (c *Coauthorships) Len() int { return len(c.fractional) }

// At returns edge i in (U, V) order, in O(log people) time; All and Range
// walk the edges in O(1) per edge.
func (c *Coauthorships) At(i int) Edge {
	if i < 0 || i >= c.Len() {
		panic(fmt.Sprintf("graph: edge %d of %d", i, c.Len()))
	}
	return c.edge(c.owner(i), i)
}

// All returns the edges in (U, V) order with their indices.
func (c *Coauthorships) All() iter.Seq2[int, Edge] { return c.Range(0, c.Len()) }

// Range returns edges lo..hi-1 in (U, V) order with their indices, for a
// walk over part of the edges, as the chunked table writers make. It
// panics if the bounds are not 0 ≤ lo ≤ hi ≤ Len(), as slicing would.
func (c *Coauthorships) Range(lo, hi int) iter.Seq2[int, Edge] {
	if lo < 0 || lo > hi || hi > c.Len() {
		panic(fmt.Sprintf("graph: edges %d:%d of %d", lo, hi, c.Len()))
	}
	return func(yield func(int, Edge) bool) {
		if lo == hi {
			return
		}
		for u, i := c.owner(lo), lo; i < hi; u++ {
			for last := min(c.first[u+1], hi); i < last; i++ {
				if !yield(i, c.edge(u, i)) {
					return
				}
			}
		}
	}
}

// Of returns person p's edges in the order of p's co-authors, in time
// proportional to their number times a search, where a walk over All
// would read every edge. Nothing for a person outside the edges.
func (c *Coauthorships) Of(p int) iter.Seq[Edge] {
	return func(yield func(Edge) bool) {
		if p < 0 || p+1 >= len(c.first) {
			return
		}
		g := &c.graph
		// p's row holds its co-authors below p, whose edges stand in their
		// own rows, then those above it, whose edges are p's own.
		lower := g.offsets[p+1] - g.offsets[p] - (c.first[p+1] - c.first[p])
		for _, v := range g.targets[g.offsets[p] : g.offsets[p]+lower] {
			upper := g.offsets[v+1] - (c.first[v+1] - c.first[v])
			k, _ := slices.BinarySearch(g.targets[upper:g.offsets[v+1]], int32(p))
			if !yield(c.edge(int(v), c.first[v]+k)) {
				return
			}
		}
		for i := c.first[p]; i < c.first[p+1]; i++ {
			if !yield(c.edge(p, i)) {
				return
			}
		}
	}
}

// owner returns U of edge i: the person u with first[u] ≤ i < first[u+1].
func (c *Coauthorships) owner(i int) int {
	p, _ := slices.BinarySearch(c.first, i+1)
	return p - 1
}

// edge returns edge i, whose U is u.
func (c *Coauthorships) edge(u, i int) Edge {
	end := c.graph.offsets[u+1] - c.first[u+1] + i
	return Edge{
		U: int32(u), V: c.graph.targets[end],
		Papers: c.graph.weights[end], Fractional: c.fractional[i],
		FirstYear: c.firstYear[i], LastYear: c.lastYear[i],
	}
}

// Equal reports whether c and d hold the same edges, so that go-cmp
// compares corpora by their edges.
func (c Coauthorships) Equal(d Coauthorships) bool {
	if c.Len() != d.Len() {
		return false
	}
	for i, e := range c.All() {
		if d.At(i) != e {
			return false
		}
	}
	return true
}
