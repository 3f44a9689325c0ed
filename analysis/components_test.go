package analysis

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/graph"
)

func TestComponents(t *testing.T) {
	tests := []struct {
		name       string
		g          *graph.Undirected
		wantLabels []int
		wantSizes  []int
	}{
		{"empty", edges(0), []int{}, []int{}},
		{"isolated", edges(3), []int{0, 1, 2}, []int{1, 1, 1}},
		// Sizes 2 ({0,5}), 3 ({1,2,4}), 1 ({3}): the largest comes first.
		{"by size", edges(6, [2]int32{0, 5}, [2]int32{1, 2}, [2]int32{2, 4}), []int{1, 0, 0, 2, 0, 1}, []int{3, 2, 1}},
		// Two components of size 2: the one holding node 1 comes first.
		{"tie by smallest id", edges(5, [2]int32{3, 4}, [2]int32{1, 2}), []int{2, 0, 0, 1, 1}, []int{2, 2, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			labels, sizes := Components(tt.g)
			if diff := cmp.Diff(tt.wantLabels, labels); diff != "" {
				t.Errorf("labels (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.wantSizes, sizes); diff != "" {
				t.Errorf("sizes (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCoreNumberAndClustering(t *testing.T) {
	// A 4-clique 0-1-2-3 with a pendant path 3-4-5 and isolated 6.
	g := edges(7, [2]int32{0, 1}, [2]int32{0, 2}, [2]int32{0, 3}, [2]int32{1, 2}, [2]int32{1, 3}, [2]int32{2, 3},
		[2]int32{3, 4}, [2]int32{4, 5})
	if diff := cmp.Diff([]int{3, 3, 3, 3, 1, 1, 0}, CoreNumber(g)); diff != "" {
		t.Errorf("CoreNumber (-want +got):\n%s", diff)
	}
	// Node 3 has degree 4 and 3 triangles: 3/6.
	if diff := cmp.Diff([]float64{1, 1, 1, 0.5, 0, 0, 0}, must(Clustering(bg, g))); diff != "" {
		t.Errorf("Clustering (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int{3, 3, 3, 4, 2, 1, 0}, Degree(g)); diff != "" {
		t.Errorf("Degree (-want +got):\n%s", diff)
	}
}
