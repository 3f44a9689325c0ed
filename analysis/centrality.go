package analysis

import (
	"context"
	"iter"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/pubgraph/pubgraph/graph"
)

// Degree returns the number of neighbours of every node (degree
// centrality before networkx's division by n-1). Self-loops are never
// stored, so they do not count. It runs in O(n).
func Degree(g *graph.Undirected) []int {
	deg := make([]int, g.Order())
	for u := range deg {
		deg[u] = g.Degree(u)
	}
	return deg
}

// Strength returns the weighted degree of every node: the sum of the
// weights of its edges (Barrat et al., PNAS 101:3747, 2004). In a
// co-authorship graph weighted by shared papers this is the number of
// (co-author, paper) pairs. It runs in O(n+m).
func Strength(g *graph.Undirected) []float64 {
	s := make([]float64, g.Order())
	for u := range s {
		_, ws := g.Neighbors(u)
		var sum float64
		for _, w := range ws {
			sum += w
		}
		s[u] = sum
	}
	return s
}

// workerCount returns the number of goroutines to use for n work items
// when the caller asked for workers (0 means GOMAXPROCS).
func workerCount(workers, n int) int {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if workers > n {
		workers = n
	}
	if workers < 1 {
		workers = 1
	}
	return workers
}

// parallelSources runs fn(worker, sources) in workers goroutines. The
// items 0..n-1 are cut into about 16 chunks per worker, dealt round-robin,
// so that a run of expensive items (a giant component numbered first)
// is shared out; sources yields one worker's items in increasing order.
// The assignment depends only on (n, workers), which is what makes
// order-dependent reductions reproducible.
func parallelSources(n, workers int, fn func(worker int, sources iter.Seq[int])) {
	chunk := max(1, n/(16*workers))
	seq := func(k int) iter.Seq[int] {
		return func(yield func(int) bool) {
			for lo := k * chunk; lo < n; lo += workers * chunk {
				for s := lo; s < min(lo+chunk, n); s++ {
					if !yield(s) {
						return
					}
				}
			}
		}
	}
	if workers == 1 {
		fn(0, seq(0))
		return
	}
	var wg sync.WaitGroup
	for k := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			fn(k, seq(k))
		}()
	}
	wg.Wait()
}

// sumBlockCount is the number of blocks sumBlocks cuts its items into, at
// most: enough to keep a few dozen cores busy, few enough that adding the
// blocks' vectors costs little beside the work.
const sumBlockCount = 64

// sumBlocks adds to total, for each item i of 0..count-1, what add(i, acc)
// adds to acc, on workers goroutines, in an order that does not depend on
// workers: the items are cut into at most sumBlockCount fixed blocks of
// consecutive items, each block is summed item after item into a zeroed
// vector of its own, and the vectors are added to total in block order.
// So a floating-point total is the same bits for 1 worker or 64. Each
// worker gets its add from newWorker, to hold its buffers. A worker that
// finishes a block before the ones ahead of it are added waits its turn,
// so at most workers vectors are held. ctx is checked before every item.
func sumBlocks(ctx context.Context, count, workers int, total []float64, newWorker func() func(i int, acc []float64)) error {
	if count == 0 {
		return ctx.Err()
	}
	blocks := min(count, sumBlockCount)
	size := (count + blocks - 1) / blocks
	blocks = (count + size - 1) / size
	workers = min(max(workers, 1), blocks)
	var next atomic.Int64
	var mu sync.Mutex
	turnDone := sync.NewCond(&mu)
	turn := 0
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			add := newWorker()
			acc := make([]float64, len(total))
			for {
				// Blocks are claimed in order, so every block before k
				// is claimed and will take its turn: no worker waits
				// for ever, even when ctx is done.
				k := int(next.Add(1)) - 1
				if k >= blocks {
					return
				}
				for i := k * size; i < min(count, (k+1)*size) && ctx.Err() == nil; i++ {
					add(i, acc)
				}
				mu.Lock()
				for turn != k {
					turnDone.Wait()
				}
				for v, x := range acc {
					total[v] += x
				}
				turn++
				turnDone.Broadcast()
				mu.Unlock()
				clear(acc)
			}
		}()
	}
	wg.Wait()
	return ctx.Err()
}
