package render

import (
	"testing"
)

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
