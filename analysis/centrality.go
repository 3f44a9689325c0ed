package analysis

import (
	"runtime"
	"sync"

	"pubgraph/graph"
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

// parallelBlocks splits 0..n-1 into workers contiguous blocks and runs
// fn(worker, lo, hi) for each block in its own goroutine. Block k always
// covers the same items for a given (n, workers), which is what makes
// order-dependent reductions reproducible.
func parallelBlocks(n, workers int, fn func(worker, lo, hi int)) {
	if workers == 1 {
		fn(0, 0, n)
		return
	}
	var wg sync.WaitGroup
	for k := range workers {
		lo, hi := k*n/workers, (k+1)*n/workers
		wg.Add(1)
		go func() {
			defer wg.Done()
			fn(k, lo, hi)
		}()
	}
	wg.Wait()
}
