package render

import (
	"math"
	"testing"
)

// TestLayout checks the layout of two triangles joined by one edge, plus
// an isolated node: positions are finite and the same on every run,
// people who wrote together sit closer than people who did not, and the
// isolated node stays in view (not farther than a few diameters).
func TestLayout(t *testing.T) {
	edges := []LayoutEdge{{0, 1, 1}, {1, 2, 1}, {0, 2, 1}, {3, 4, 1}, {4, 5, 1}, {3, 5, 1}, {2, 3, 1}}
	groups := []int{0, 0, 0, 1, 1, 1, 2}
	xs, ys := Layout(7, edges, groups, 1, 300)
	xs2, ys2 := Layout(7, edges, groups, 1, 300)
	dist := func(a, b int) float64 { return math.Hypot(xs[a]-xs[b], ys[a]-ys[b]) }
	for i := range xs {
		if math.IsNaN(xs[i]) || math.IsInf(xs[i], 0) || math.IsNaN(ys[i]) || math.IsInf(ys[i], 0) {
			t.Fatalf("node %d at (%v, %v)", i, xs[i], ys[i])
		}
		if xs[i] != xs2[i] || ys[i] != ys2[i] {
			t.Errorf("node %d moved between two runs with the same seed", i)
		}
	}
	within := (dist(0, 1) + dist(1, 2) + dist(0, 2) + dist(3, 4) + dist(4, 5) + dist(3, 5)) / 6
	across := (dist(0, 4) + dist(0, 5) + dist(1, 4) + dist(1, 5)) / 4
	if within >= across {
		t.Errorf("co-authors are %.2f apart on average, others %.2f: want co-authors closer", within, across)
	}
	if d := math.Hypot(xs[6], ys[6]); d > 10*across {
		t.Errorf("the isolated node drifted %.1f from the centre (diameter about %.1f)", d, across)
	}
	if xs, _ := Layout(0, nil, nil, 1, 10); len(xs) != 0 {
		t.Errorf("Layout of nothing gave %d positions", len(xs))
	}
}

// TestSubset checks that a drawn subset keeps every large community and
// drops people without co-authors, even when ranking alone would fill
// every seat from the biggest community.
func TestSubset(t *testing.T) {
	// 0..59 in community 0 ranked first, 60..79 in community 1, 80..89 in
	// community 2, 90..99 isolated people ranked above everyone.
	var rank []int
	community := make([]int, 100)
	degree := make([]int, 100)
	for id := 90; id < 100; id++ {
		rank = append(rank, id)
		community[id] = 3 + id - 90
	}
	for id := range 90 {
		rank = append(rank, id)
		degree[id] = 2
		switch {
		case id >= 80:
			community[id] = 2
		case id >= 60:
			community[id] = 1
		}
	}
	got := Subset(100, rank, community, degree, 20)
	if len(got) != 20 {
		t.Fatalf("Subset kept %d people, want 20", len(got))
	}
	seen := map[int]int{}
	for _, id := range got {
		if degree[id] == 0 {
			t.Errorf("isolated person %d drawn", id)
		}
		seen[community[id]]++
	}
	for c := range 3 {
		if seen[c] < minSeats {
			t.Errorf("community %d has %d people drawn, want at least %d (drawn: %v)", c, seen[c], minSeats, got)
		}
	}
	if all := Subset(100, rank, community, degree, 0); len(all) != 90 {
		t.Errorf("top 0 kept %d, want the 90 with co-authors", len(all))
	}
	if lone := Subset(3, []int{2, 0, 1}, []int{0, 1, 2}, []int{0, 0, 0}, 2); len(lone) != 2 {
		t.Errorf("nobody has a co-author: kept %v, want the top 2", lone)
	}
}

// BenchmarkLayout lays out 1000 people in 100 groups of 10 with a ring of
// links between groups: report.html's default size, at the iterations
// analyze gives it (300³/1000² = 27, at least 30).
func BenchmarkLayout(b *testing.B) {
	const n = 1000
	var edges []LayoutEdge
	groups := make([]int, n)
	for i := range n {
		groups[i] = i / 10
		for j := i + 1; j < (i/10+1)*10; j++ {
			edges = append(edges, LayoutEdge{i, j, 1})
		}
		if i%10 == 0 {
			edges = append(edges, LayoutEdge{i, (i + 10) % n, 2})
		}
	}
	for b.Loop() {
		Layout(n, edges, groups, 1, 30)
	}
}
