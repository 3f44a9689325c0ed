package render_test

import (
	"bufio"
	"context"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/render"
)

// grQc reads the SNAP ca-GrQc collaboration network from the shared data
// folder (skipping the test when it is absent) and returns its people,
// edges (unit weight, each pair once) and Leiden communities.
func grQc(t testing.TB) (n int, edges []render.LayoutEdge, groups []int) {
	t.Helper()
	f, err := os.Open("../../shared/data/networks/snap-ca-GrQc.txt")
	if err != nil {
		t.Skipf("no shared network data: %v", err)
	}
	defer f.Close()
	index := map[string]int{}
	id := func(s string) int {
		if i, ok := index[s]; ok {
			return i
		}
		index[s] = len(index)
		return len(index) - 1
	}
	seen := map[[2]int]bool{}
	var pairs []graph.WeightedPair
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		a, b, ok := strings.Cut(line, "\t")
		if !ok {
			continue
		}
		if _, err := strconv.Atoi(b); err != nil {
			continue
		}
		u, v := id(a), id(b)
		if u == v || seen[[2]int{min(u, v), max(u, v)}] {
			continue
		}
		seen[[2]int{min(u, v), max(u, v)}] = true
		edges = append(edges, render.LayoutEdge{U: u, V: v, Weight: 1})
		pairs = append(pairs, graph.WeightedPair{U: int32(u), V: int32(v), Weight: 1})
	}
	n = len(index)
	p, err := analysis.Leiden(context.Background(), graph.NewUndirected(n, pairs), analysis.CommunityOptions{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return n, edges, p.Community
}

// TestMapSeparatesGrQc lays out the whole ca-GrQc network (5,242 people)
// and checks that the nearest-10 same-community share reaches 0.7.
func TestMapSeparatesGrQc(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	n, edges, groups := grQc(t)
	start := time.Now()
	xs, ys, err := render.MapLayout(context.Background(), n, edges, groups, rand.NewPCG(1, 2), render.MapOptions{})
	if err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	share, att := render.Separation(xs, ys, groups, 10)
	t.Logf("ca-GrQc: %d people, %d edges: nearest-10 same-community share %.3f (attainable-normalised %.3f), layout %v", n, len(edges), share, att, took)
	if share < 0.7 {
		t.Errorf("share %.3f < 0.7", share)
	}
}
