package analysis

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/graph"
)

func edges(n int, es ...[2]int32) *graph.Undirected {
	pairs := make([]graph.WeightedPair, len(es))
	for i, e := range es {
		pairs[i] = graph.WeightedPair{U: e[0], V: e[1], Weight: 1}
	}
	return graph.NewUndirected(n, pairs)
}

// diamondChain is two diamonds in a row, 0→{1,2}→3→{4,5}→6, so there are
// four shortest paths from 0 to 6, plus a longer detour 0-7-8-9-10-6 and
// an isolated node 11.
var diamondChain = edges(12,
	[2]int32{0, 1}, [2]int32{0, 2}, [2]int32{1, 3}, [2]int32{2, 3},
	[2]int32{3, 4}, [2]int32{3, 5}, [2]int32{4, 6}, [2]int32{5, 6},
	[2]int32{0, 7}, [2]int32{7, 8}, [2]int32{8, 9}, [2]int32{9, 10}, [2]int32{10, 6})

func TestShortestPaths(t *testing.T) {
	tests := []struct {
		name          string
		src, dst, lim int
		want          [][]int
	}{
		{"four paths in order", 0, 6, 0, [][]int{{0, 1, 3, 4, 6}, {0, 1, 3, 5, 6}, {0, 2, 3, 4, 6}, {0, 2, 3, 5, 6}}},
		{"limit", 0, 6, 3, [][]int{{0, 1, 3, 4, 6}, {0, 1, 3, 5, 6}, {0, 2, 3, 4, 6}}},
		{"reverse", 6, 0, 1, [][]int{{6, 4, 3, 1, 0}}},
		{"neighbours", 7, 8, 0, [][]int{{7, 8}}},
		{"via detour", 7, 9, 0, [][]int{{7, 8, 9}}},
		{"same node", 3, 3, 0, [][]int{{3}}},
		{"detour is shorter", 7, 6, 0, [][]int{{7, 8, 9, 10, 6}}},
		{"two ways round", 8, 4, 0, [][]int{{8, 9, 10, 6, 4}}},
		{"ring tie", 1, 10, 0, [][]int{{1, 3, 4, 6, 10}, {1, 3, 5, 6, 10}}},
		{"unreachable", 0, 11, 0, nil},
		{"out of range", 0, 12, 0, nil},
		{"negative", -1, 0, 0, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ShortestPaths(diamondChain, tt.src, tt.dst, tt.lim)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ShortestPaths(%d, %d, %d) (-want +got):\n%s", tt.src, tt.dst, tt.lim, diff)
			}
		})
	}
}

func TestDistance(t *testing.T) {
	tests := []struct {
		src, dst, want int
	}{
		{0, 6, 4}, {6, 0, 4}, {0, 3, 2}, {7, 6, 4}, {8, 4, 4}, {5, 5, 0}, {9, 1, 4},
		{0, 11, -1}, {11, 11, 0}, {0, 12, -1}, {-1, 2, -1},
	}
	for _, tt := range tests {
		if got := Distance(diamondChain, tt.src, tt.dst); got != tt.want {
			t.Errorf("Distance(%d, %d) = %d, want %d", tt.src, tt.dst, got, tt.want)
		}
	}
}

// TestDistanceMatchesBFS checks the two-ended search against a plain
// breadth-first search, and ShortestPaths against it, on random graphs.
func TestDistanceMatchesBFS(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		g := randomGraph(80, 0.03, false, seed)
		for src := range g.Order() {
			hops := bfsHops(g, src, src) // stop == src: full search
			full := make([]int32, g.Order())
			copy(full, hops)
			for i := range full {
				full[i] = -1
			}
			full[src] = 0
			queue := []int{src}
			for i := 0; i < len(queue); i++ {
				nbrs, _ := g.Neighbors(queue[i])
				for _, w := range nbrs {
					if full[w] < 0 {
						full[w] = full[queue[i]] + 1
						queue = append(queue, int(w))
					}
				}
			}
			for dst := range g.Order() {
				if got := Distance(g, src, dst); got != int(full[dst]) {
					t.Fatalf("seed %d: Distance(%d, %d) = %d, want %d", seed, src, dst, got, full[dst])
				}
				for _, p := range ShortestPaths(g, src, dst, 5) {
					if len(p)-1 != int(full[dst]) || p[0] != src || p[len(p)-1] != dst {
						t.Fatalf("seed %d: path %v from %d to %d, distance %d", seed, p, src, dst, full[dst])
					}
					for i := 1; i < len(p); i++ {
						if _, ok := g.EdgeWeight(p[i-1], p[i]); !ok {
							t.Fatalf("seed %d: path %v uses a missing edge", seed, p)
						}
					}
				}
			}
		}
	}
}
