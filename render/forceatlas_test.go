package render

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// cliques returns groups·size nodes in cliques of size, clique c made of
// nodes c·size…, joined in a ring by one edge between neighbouring
// cliques; groups[i] is i's clique.
func cliques(groups, size int) (n int, edges []LayoutEdge, group []int) {
	n = groups * size
	group = make([]int, n)
	for i := range n {
		group[i] = i / size
		for j := i + 1; j < (i/size+1)*size; j++ {
			edges = append(edges, LayoutEdge{i, j, 1})
		}
		if i%size == 0 && groups > 1 {
			edges = append(edges, LayoutEdge{i, (i + size) % n, 2})
		}
	}
	return n, edges, group
}

func mapLayout(t testing.TB, n int, edges []LayoutEdge, groups []int, opt MapOptions) ([]float64, []float64) {
	t.Helper()
	xs, ys, err := MapLayout(context.Background(), n, edges, groups, rand.NewPCG(1, 2), opt)
	if err != nil {
		t.Fatal(err)
	}
	return xs, ys
}

// TestMapLayoutSmall lays out two triangles joined by one edge plus an
// isolated node: positions are finite, co-authors sit closer than
// others, and the isolated node stays in view.
func TestMapLayoutSmall(t *testing.T) {
	edges := []LayoutEdge{{0, 1, 1}, {1, 2, 1}, {0, 2, 1}, {3, 4, 1}, {4, 5, 1}, {3, 5, 1}, {2, 3, 1}}
	groups := []int{0, 0, 0, 1, 1, 1, -1}
	xs, ys := mapLayout(t, 7, edges, groups, MapOptions{})
	dist := func(a, b int) float64 { return math.Hypot(xs[a]-xs[b], ys[a]-ys[b]) }
	for i := range xs {
		if math.IsNaN(xs[i]) || math.IsInf(xs[i], 0) || math.IsNaN(ys[i]) || math.IsInf(ys[i], 0) {
			t.Fatalf("node %d at (%v, %v)", i, xs[i], ys[i])
		}
	}
	within := (dist(0, 1) + dist(1, 2) + dist(0, 2) + dist(3, 4) + dist(4, 5) + dist(3, 5)) / 6
	across := (dist(0, 4) + dist(0, 5) + dist(1, 4) + dist(1, 5)) / 4
	if within >= across {
		t.Errorf("co-authors are %.2f apart on average, others %.2f: want co-authors closer", within, across)
	}
	if d := math.Hypot(xs[6]-xs[0], ys[6]-ys[0]); d > 10*across {
		t.Errorf("the isolated node drifted %.1f away (groups about %.1f apart)", d, across)
	}
	if xs, _ := mapLayout(t, 0, nil, nil, MapOptions{}); len(xs) != 0 {
		t.Errorf("MapLayout of nothing gave %d positions", len(xs))
	}
}

// TestMapLayoutDeterministic: the same graph gives the same positions
// whatever the order and direction of its edges, and the Barnes–Hut
// approximation stays close to the exact forces in what it separates.
func TestMapLayoutDeterministic(t *testing.T) {
	n, edges, groups := cliques(20, 8)
	xs, ys := mapLayout(t, n, edges, groups, MapOptions{})
	r := slices.Clone(edges)
	slices.Reverse(r)
	for i := range r {
		r[i].U, r[i].V = r[i].V, r[i].U
	}
	xs2, ys2 := mapLayout(t, n, r, groups, MapOptions{})
	if diff := cmp.Diff(xs, xs2); diff != "" {
		t.Errorf("reordered edges moved nodes (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(ys, ys2); diff != "" {
		t.Errorf("reordered edges moved nodes (-want +got):\n%s", diff)
	}
	other, _, err := MapLayout(context.Background(), n, edges, groups, rand.NewPCG(3, 4), MapOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if slices.Equal(xs, other) {
		t.Errorf("another seed gave the same layout")
	}
}

// TestMapLayoutSeparates: on cliques joined in a ring, each node's 10
// nearest are nearly all its own clique, with Barnes–Hut and exactly;
// without the community start and pull, too.
func TestMapLayoutSeparates(t *testing.T) {
	n, edges, groups := cliques(20, 12)
	for _, tt := range []struct {
		name string
		opt  MapOptions
	}{
		{"Barnes-Hut", MapOptions{Iterations: 200}},
		{"exact", MapOptions{Theta: -1, Iterations: 200}},
		{"no pull", MapOptions{CommunityPull: 1, Iterations: 200}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			xs, ys := mapLayout(t, n, edges, groups, tt.opt)
			if share, _ := Separation(xs, ys, groups, 10); share < 0.95 {
				t.Errorf("nearest-10 same-clique share %.3f, want ≥ 0.95", share)
			}
		})
	}
}

func TestMapLayoutCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	n, edges, groups := cliques(3, 4)
	if _, _, err := MapLayout(ctx, n, edges, groups, rand.NewPCG(1, 2), MapOptions{}); !errors.Is(err, context.Canceled) {
		t.Errorf("error = %v, want context.Canceled", err)
	}
}

func TestSeparation(t *testing.T) {
	// Two groups of three on a line, far apart, and a node of no group.
	xs := []float64{0, 1, 2, 100, 101, 102, 50}
	ys := make([]float64, len(xs))
	groups := []int{0, 0, 0, 1, 1, 1, -1}
	tests := []struct {
		k             int
		share, attain float64
	}{
		// k=2: everyone in a group has its two group mates nearest.
		{2, 6.0 / 7, 1},
		// k=3: the third nearest is never a mate; the attainable share
		// counts only the two places a mate could fill.
		{3, 6 * (2.0 / 3) / 7, 1},
	}
	for _, tt := range tests {
		share, attain := Separation(xs, ys, groups, tt.k)
		if math.Abs(share-tt.share) > 1e-12 || math.Abs(attain-tt.attain) > 1e-12 {
			t.Errorf("Separation(k=%d) = %v, %v; want %v, %v", tt.k, share, attain, tt.share, tt.attain)
		}
	}
}

// BenchmarkMapLayout lays out 1,000 and 10,000 people in cliques of 10
// joined in a ring.
func BenchmarkMapLayout(b *testing.B) {
	for _, groups := range []int{100, 1000} {
		n, edges, group := cliques(groups, 10)
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			for b.Loop() {
				mapLayout(b, n, edges, group, MapOptions{})
			}
		})
	}
}
