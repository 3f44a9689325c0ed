package analysis

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// Local moving on all cores with a result that does not depend on their
// number. The nodes to visit are taken in batches of a size fixed by the
// graph's order. For a batch, every node's best move is found at once
// from the state before the batch, on as many goroutines as there are
// cores; the moves are then made one by one in the batch's order. A move
// whose source or target community was already changed by an earlier
// move of the same batch is worked out again from the current state, as
// the sequential algorithm would, so every move made raises the quality
// by the gain it was chosen for. (A neighbour's move changes the weights
// to its old and new community only, both then marked changed.) What the
// batch cannot see is a better target that appeared during it; the node
// is revisited when a neighbour's move reactivates it. The batches are
// small beside the graph, so this is close to the sequential order.

// parallelMinBatch is the smallest batch worth sharing among goroutines.
const parallelMinBatch = 256

// moveBatchSize returns the number of nodes whose moves are proposed
// together on a graph of n nodes: about a 64th of the graph, between 64
// and 2048, so a batch seldom meets its own changes.
func moveBatchSize(n int) int {
	return min(2048, max(64, n/64))
}

// batchMover makes the moves of batches of nodes for a mover.
type batchMover struct {
	m       *mover
	workers int
	scratch []scratch // one per goroutine besides the mover's own
	props   []int32   // proposed target of each node of the batch
	changed []int32   // changed[c] == batch while c was changed in this batch
	batch   int32
	movers  []int32
}

func newBatchMover(m *mover) *batchMover {
	n := m.g.order()
	workers := runtime.GOMAXPROCS(0)
	if n < 4*parallelMinBatch {
		workers = 1
	}
	b := &batchMover{
		m:       m,
		workers: workers,
		scratch: make([]scratch, workers),
		props:   make([]int32, moveBatchSize(n)),
		changed: make([]int32, n),
	}
	for w := range b.scratch {
		if w == 0 {
			continue // worker 0 uses the mover's own scratch
		}
		b.scratch[w] = newScratch(n)
	}
	return b
}

// step proposes a move for each node of nodes that take accepts (nil:
// every node), makes the moves in order and returns the nodes that
// moved, in order; the slice is reused by the next step. take is called
// once per node, on several goroutines, but never twice at once for the
// same node.
func (b *batchMover) step(nodes []int32, take func(u int32) bool) []int32 {
	m := b.m
	props := b.props[:len(nodes)]
	parallelFor(b.workers, len(nodes), func(w, lo, hi int) {
		s := &m.scratch
		if w > 0 {
			s = &b.scratch[w]
		}
		for i := lo; i < hi; i++ {
			u := nodes[i]
			if take != nil && !take(u) {
				props[i] = stay
				continue
			}
			props[i] = m.best(s, int(u))
		}
	})
	b.batch++
	if b.batch == 0 { // wrapped
		clear(b.changed)
		b.batch = 1
	}
	changed, batch := b.changed, b.batch
	movers := b.movers[:0]
	for i, u := range nodes {
		to := props[i]
		if to == stay {
			continue
		}
		old := m.comm[u]
		if changed[old] == batch || (to >= 0 && changed[to] == batch) {
			if to = m.best(&m.scratch, int(u)); to == stay {
				continue
			}
		}
		to = m.commit(int(u), to)
		changed[old], changed[to] = batch, batch
		movers = append(movers, u)
	}
	b.movers = movers
	return movers
}

// parallelChunk is the length of the ranges parallelFor hands out.
const parallelChunk = 64

// parallelFor calls fn(worker, lo, hi) for consecutive ranges [lo, hi)
// covering 0..n-1, on up to workers goroutines that claim ranges as they
// finish. The ranges are [k·parallelChunk, (k+1)·parallelChunk) when run
// in parallel and the single range [0, n) otherwise; which worker gets
// which varies from run to run, so fn must not let its results depend on
// that.
func parallelFor(workers, n int, fn func(worker, lo, hi int)) {
	if workers <= 1 || n < parallelMinBatch {
		fn(0, 0, n)
		return
	}
	const chunk = parallelChunk
	claimEach(workers, (n+chunk-1)/chunk, func(w, k int) {
		fn(w, k*chunk, min((k+1)*chunk, n))
	})
}

// claimEach calls fn(worker, i) once for every i in 0..n-1 on workers
// goroutines, each claiming the next i as it finishes the last, and
// returns when all are done. A worker number is used by one goroutine
// only, so fn may keep scratch space per worker; which worker gets which
// i varies from run to run.
func claimEach(workers, n int, fn func(worker, i int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				fn(w, i)
			}
		}()
	}
	wg.Wait()
}

// rowBlock is the number of rows blockSums gives one goroutine at a time.
const rowBlock = 8192

// blockSums calls fn on the consecutive blocks [lo, hi) of rowBlock rows
// covering 0..n-1, on all cores, and returns the sum of its results added
// in block order, so the total does not depend on the number of cores.
// fn must write only to its own rows.
func blockSums(n int, fn func(lo, hi int) float64) float64 {
	if n <= rowBlock {
		return fn(0, n)
	}
	blocks := (n + rowBlock - 1) / rowBlock
	part := make([]float64, blocks)
	workers := workerCount(0, blocks)
	claimEach(workers, blocks, func(_, b int) {
		part[b] = fn(b*rowBlock, min((b+1)*rowBlock, n))
	})
	sum := 0.0
	for _, x := range part {
		sum += x
	}
	return sum
}
