package render_test

import (
	"bufio"
	"cmp"
	"context"
	"math/rand/v2"
	"os"
	"slices"
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
// edges (unit weight, each pair once), Louvain communities (seed 1, as
// analyze finds them by default) and the graph.
func grQc(t testing.TB) (n int, edges []render.LayoutEdge, groups []int, g *graph.Undirected) {
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
	g = graph.NewUndirected(n, pairs)
	p, err := analysis.Louvain(context.Background(), g, analysis.CommunityOptions{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return n, edges, p.Community, g
}

// TestMapSeparatesGrQc lays out ca-GrQc (5,242 people) as report.html
// and graph.svg do, and checks that of each person's 10 nearest on the
// map at least 0.7 are of their community: the whole network (what
// report.html shows with --html-top 0), the 1,000 people report.html
// shows by default and the 150 graph.svg shows (chosen by
// render.Subset from PageRank, and placed by render.Place).
func TestMapSeparatesGrQc(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	n, edges, groups, g := grQc(t)
	ctx := context.Background()
	pr, err := analysis.PageRank(ctx, g, analysis.PageRankOptions{})
	if err != nil {
		t.Fatal(err)
	}
	rank := make([]int, n)
	degree := make([]int, n)
	for i := range rank {
		rank[i] = i
		degree[i] = g.Degree(i)
	}
	slices.SortStableFunc(rank, func(a, b int) int { return cmp.Compare(pr[b], pr[a]) })
	for _, tt := range []struct {
		name  string
		top   int
		place bool
	}{
		{"whole", 0, false},
		{"report.html", 1000, false},
		{"graph.svg", 150, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			shown := render.Subset(n, rank, groups, degree, tt.top)
			if tt.top == 0 {
				shown = shown[:0]
				for i := range n {
					shown = append(shown, i)
				}
			}
			index := map[int]int{}
			sub := make([]int, len(shown))
			for i, id := range shown {
				index[id] = i
				sub[i] = groups[id]
			}
			var es []render.LayoutEdge
			pic := render.Graph{}
			for _, id := range shown {
				pic.Nodes = append(pic.Nodes, render.Node{ID: id, Group: groups[id], Size: pr[id] / pr[rank[0]]})
			}
			for _, e := range edges {
				u, okU := index[e.U]
				v, okV := index[e.V]
				if okU && okV {
					es = append(es, render.LayoutEdge{U: u, V: v, Weight: e.Weight})
					pic.Edges = append(pic.Edges, render.Edge{U: e.U, V: e.V, Weight: e.Weight})
				}
			}
			start := time.Now()
			var xs, ys []float64
			if tt.place {
				placed, err := render.Place(ctx, pic, rand.NewPCG(1, 0x9e3779b97f4a7c15))
				if err != nil {
					t.Fatal(err)
				}
				for _, nd := range placed.Nodes {
					xs, ys = append(xs, nd.X), append(ys, nd.Y)
				}
			} else {
				xs, ys, err = render.MapLayout(ctx, len(shown), es, sub, rand.NewPCG(1, 0x9e3779b97f4a7c15), render.MapOptions{})
				if err != nil {
					t.Fatal(err)
				}
			}
			took := time.Since(start)
			share, att := render.Separation(xs, ys, sub, 10)
			t.Logf("ca-GrQc %s: %d people, %d edges: nearest-10 same-community share %.3f (of the attainable %.3f), layout %v",
				tt.name, len(shown), len(es), share, att, took)
			if share < 0.7 {
				t.Errorf("share %.3f < 0.7", share)
			}
		})
	}
}
