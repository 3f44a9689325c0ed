package render

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSubset checks that a drawn subset draws the largest communities
// with at least maxSeats people each, as many as fit, and drops people
// without co-authors, even when ranking alone would fill every seat from
// the biggest community.
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
	tests := []struct {
		top  int
		want []int // people drawn per community 0, 1, 2
	}{
		// A small picture seats top/8 people per community, at least 3;
		// the rest by rank, from community 0.
		{33, []int{25, 4, 4}},
		{40, []int{30, 5, 5}},
		{22, []int{16, 3, 3}},
		// Room for one community only.
		{5, []int{5, 0, 0}},
	}
	for _, tt := range tests {
		got := Subset(100, rank, community, degree, tt.top)
		if len(got) != tt.top {
			t.Fatalf("Subset(top %d) kept %d people", tt.top, len(got))
		}
		seen := make([]int, 3)
		for _, id := range got {
			if degree[id] == 0 {
				t.Errorf("isolated person %d drawn", id)
				continue
			}
			seen[community[id]]++
		}
		if diff := cmp.Diff(tt.want, seen); diff != "" {
			t.Errorf("top %d: people per community (-want +got):\n%s\ndrawn: %v", tt.top, diff, got)
		}
	}
	if all := Subset(100, rank, community, degree, 0); len(all) != 90 {
		t.Errorf("top 0 kept %d, want the 90 with co-authors", len(all))
	}
	if lone := Subset(3, []int{2, 0, 1}, []int{0, 1, 2}, []int{0, 0, 0}, 2); len(lone) != 2 {
		t.Errorf("nobody has a co-author: kept %v, want the top 2", lone)
	}
}

// TestSubsetBigPicture: a big picture draws each community it shows with
// maxSeats people, as many communities as fit, largest first, rather
// than every community as a few scattered dots.
func TestSubsetBigPicture(t *testing.T) {
	// 20 communities of 20 people (community c is c*20…), ranked by id.
	const n = 400
	rank := make([]int, n)
	community := make([]int, n)
	degree := make([]int, n)
	for id := range n {
		rank[id] = id
		community[id] = id / 20
		degree[id] = 3
	}
	got := Subset(n, rank, community, degree, 100)
	seen := make([]int, 20)
	for _, id := range got {
		seen[community[id]]++
	}
	want := []int{12, 11, 11, 11, 11, 11, 11, 11, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}
	if diff := cmp.Diff(want, seen); diff != "" {
		t.Errorf("people per community (-want +got):\n%s", diff)
	}
}
