package graph

import (
	"math"

	gonumgraph "gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/iterator"
	"gonum.org/v1/gonum/graph/simple"
)

// This file adapts Undirected to gonum's graph interfaces. The adapters
// allocate per call; hot loops should use Neighbors instead.

// Node returns the node with the given id, or nil if there is none.
func (g *Undirected) Node(id int64) gonumgraph.Node {
	if id < 0 || id >= int64(g.Order()) {
		return nil
	}
	return simple.Node(id)
}

// Nodes returns all nodes in id order.
func (g *Undirected) Nodes() gonumgraph.Nodes {
	if g.Order() == 0 {
		return gonumgraph.Empty
	}
	return iterator.NewImplicitNodes(0, g.Order(), func(id int) gonumgraph.Node { return simple.Node(id) })
}

// From returns the neighbours of the node with the given id.
func (g *Undirected) From(id int64) gonumgraph.Nodes {
	if id < 0 || id >= int64(g.Order()) {
		return gonumgraph.Empty
	}
	nbrs, _ := g.Neighbors(int(id))
	if len(nbrs) == 0 {
		return gonumgraph.Empty
	}
	return &neighborNodes{ids: nbrs, pos: -1}
}

// HasEdgeBetween reports whether an edge joins the nodes xid and yid.
func (g *Undirected) HasEdgeBetween(xid, yid int64) bool {
	_, ok := g.EdgeWeight(int(xid), int(yid))
	return ok
}

// Edge returns the edge from uid to vid, or nil if there is none.
func (g *Undirected) Edge(uid, vid int64) gonumgraph.Edge {
	return g.WeightedEdge(uid, vid)
}

// EdgeBetween returns the edge between xid and yid, or nil if there is none.
func (g *Undirected) EdgeBetween(xid, yid int64) gonumgraph.Edge {
	return g.WeightedEdge(xid, yid)
}

// WeightedEdge returns the weighted edge from uid to vid, or nil.
func (g *Undirected) WeightedEdge(uid, vid int64) gonumgraph.WeightedEdge {
	w, ok := g.EdgeWeight(int(uid), int(vid))
	if !ok {
		return nil
	}
	return simple.WeightedEdge{F: simple.Node(uid), T: simple.Node(vid), W: w}
}

// WeightedEdgeBetween returns the weighted edge between xid and yid, or nil.
func (g *Undirected) WeightedEdgeBetween(xid, yid int64) gonumgraph.WeightedEdge {
	return g.WeightedEdge(xid, yid)
}

// Weight returns the weight of the edge xid–yid; a node is joined to itself
// with weight 0 and unjoined nodes with +Inf, as gonum's path functions
// expect.
func (g *Undirected) Weight(xid, yid int64) (w float64, ok bool) {
	if xid == yid {
		return 0, true
	}
	if w, ok := g.EdgeWeight(int(xid), int(yid)); ok {
		return w, true
	}
	return math.Inf(1), false
}

// neighborNodes iterates over a neighbour list without copying it.
type neighborNodes struct {
	ids []int32
	pos int
}

func (it *neighborNodes) Next() bool {
	if it.pos+1 >= len(it.ids) {
		it.pos = len(it.ids)
		return false
	}
	it.pos++
	return true
}
func (it *neighborNodes) Len() int {
	if n := len(it.ids) - it.pos - 1; n > 0 {
		return n
	}
	return 0
}
func (it *neighborNodes) Reset() { it.pos = -1 }
func (it *neighborNodes) Node() gonumgraph.Node {
	if it.pos < 0 || it.pos >= len(it.ids) {
		return nil
	}
	return simple.Node(it.ids[it.pos])
}
