package analysis

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/tools/synth"
)

// coauthorGraph returns a synthetic co-authorship graph of the model in
// /work/shared/BASELINES.md (tools/synth).
func coauthorGraph(papers int, seed uint64) *graph.Undirected {
	return graph.NewUndirected(synth.Generate(papers, seed))
}

// cliques returns disjoint cliques of the given sizes, numbered
// consecutively, plus the extra unit-weight edges joins.
func cliques(sizes []int, joins ...[2]int32) *graph.Undirected {
	var pairs []graph.WeightedPair
	base := int32(0)
	for _, s := range sizes {
		for i := base; i < base+int32(s); i++ {
			for j := i + 1; j < base+int32(s); j++ {
				pairs = append(pairs, graph.WeightedPair{U: i, V: j, Weight: 1})
			}
		}
		base += int32(s)
	}
	for _, j := range joins {
		pairs = append(pairs, graph.WeightedPair{U: j[0], V: j[1], Weight: 1})
	}
	return graph.NewUndirected(int(base), pairs)
}

// ringOfCliques returns k cliques of size s, each joined to the next by
// one edge (Fortunato & Barthélemy 2007, the resolution-limit example).
func ringOfCliques(k, s int) *graph.Undirected {
	sizes := make([]int, k)
	var joins [][2]int32
	for i := range k {
		sizes[i] = s
		joins = append(joins, [2]int32{int32(i * s), int32(((i+1)%k)*s + 1)})
	}
	return cliques(sizes, joins...)
}

// blocks returns the canonical partition of n nodes into consecutive
// blocks of the given sizes.
func blocks(sizes ...int) []int {
	var c []int
	for i, s := range sizes {
		for range s {
			c = append(c, i)
		}
	}
	return c
}

type oracleGraph struct {
	Name       string
	N          int
	Edges      [][3]float64
	Partitions []struct {
		Name       string
		Resolution float64
		Community  []int
		Modularity float64
	}
	Louvain []struct {
		Seed        uint64
		Communities int
		Modularity  float64
	}
}

type oracle struct {
	Graphs     []oracleGraph
	Netscience oracleGraph
}

// readOracle loads the networkx values written by
// scripts/oracle_community.py.
func readOracle(t *testing.T) oracle {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "community", "oracle.json"))
	if err != nil {
		t.Fatal(err)
	}
	var o oracle
	if err := json.Unmarshal(data, &o); err != nil {
		t.Fatal(err)
	}
	return o
}

func (o oracleGraph) graph() *graph.Undirected {
	pairs := make([]graph.WeightedPair, len(o.Edges))
	for i, e := range o.Edges {
		pairs[i] = graph.WeightedPair{U: int32(e[0]), V: int32(e[1]), Weight: e[2]}
	}
	return graph.NewUndirected(o.N, pairs)
}

// netscience reads testdata/community/netscience.edges ("u v weight"
// lines after a "# nodes n" header).
func netscience(t testing.TB) *graph.Undirected {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "community", "netscience.edges"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n := 0
	var pairs []graph.WeightedPair
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if rest, ok := strings.CutPrefix(line, "# nodes "); ok {
			n, _ = strconv.Atoi(rest)
			continue
		}
		if strings.HasPrefix(line, "#") {
			continue
		}
		var u, v int32
		var w float64
		if _, err := fmt.Sscan(line, &u, &v, &w); err != nil {
			t.Fatalf("netscience.edges: %q: %v", line, err)
		}
		pairs = append(pairs, graph.WeightedPair{U: u, V: v, Weight: w})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return graph.NewUndirected(n, pairs)
}

// checkPartition verifies the invariants every Partition must satisfy:
// canonical numbering, sizes, and a Modularity field that agrees with
// Modularity.
func checkPartition(t *testing.T, g *graph.Undirected, p Partition, resolution float64) {
	t.Helper()
	if len(p.Community) != g.Order() {
		t.Fatalf("len(Community) = %d, want %d", len(p.Community), g.Order())
	}
	sizes := make([]int, len(p.Sizes))
	first := make([]int, len(p.Sizes))
	for u, c := range p.Community {
		if c < 0 || c >= len(p.Sizes) {
			t.Fatalf("node %d in community %d of %d", u, c, len(p.Sizes))
		}
		if sizes[c] == 0 {
			first[c] = u
		}
		sizes[c]++
	}
	if diff := cmp.Diff(p.Sizes, sizes); diff != "" {
		t.Errorf("Sizes disagree with Community (-Sizes +counted):\n%s", diff)
	}
	for c := 1; c < len(sizes); c++ {
		if sizes[c] > sizes[c-1] || sizes[c] == sizes[c-1] && first[c] < first[c-1] {
			t.Errorf("communities %d and %d not in canonical order (sizes %d, %d; first %d, %d)",
				c-1, c, sizes[c-1], sizes[c], first[c-1], first[c])
		}
	}
	if q := Modularity(g, p.Community, resolution); !close(q, p.Modularity, 1e-9) {
		t.Errorf("Partition.Modularity = %.15g, Modularity() = %.15g", p.Modularity, q)
	}
}

func close(a, b, tol float64) bool { return a-b <= tol && b-a <= tol }

type communityFunc func(*graph.Undirected, CommunityOptions) Partition

var algorithms = []struct {
	name string
	run  communityFunc
}{
	{"Louvain", func(g *graph.Undirected, opt CommunityOptions) Partition { return must(Louvain(bg, g, opt)) }},
	{"Leiden", func(g *graph.Undirected, opt CommunityOptions) Partition { return must(Leiden(bg, g, opt)) }},
	{"Multiplex1", func(g *graph.Undirected, opt CommunityOptions) Partition {
		return must(MultiplexLouvain(bg, []*graph.Undirected{g}, []float64{1}, opt))
	}},
}

func TestCommunitiesKnownStructure(t *testing.T) {
	tests := []struct {
		name string
		g    *graph.Undirected
		want []int
	}{
		{"two cliques joined by an edge", cliques([]int{5, 5}, [2]int32{4, 5}), blocks(5, 5)},
		{"unequal cliques joined by an edge", cliques([]int{4, 7}, [2]int32{0, 10}), []int{1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0}},
		{"ring of eight 5-cliques", ringOfCliques(8, 5), blocks(5, 5, 5, 5, 5, 5, 5, 5)},
		{"two components", cliques([]int{3, 3}), blocks(3, 3)},
		{"no edges", graph.NewUndirected(3, nil), []int{0, 1, 2}},
		{"no nodes", graph.NewUndirected(0, nil), []int{}},
	}
	for _, alg := range algorithms {
		for _, tt := range tests {
			t.Run(alg.name+"/"+tt.name, func(t *testing.T) {
				for seed := range uint64(5) {
					p := alg.run(tt.g, CommunityOptions{Seed: seed})
					if diff := cmp.Diff(tt.want, p.Community); diff != "" {
						t.Fatalf("seed %d: Community (-want +got):\n%s", seed, diff)
					}
					checkPartition(t, tt.g, p, 1)
				}
			})
		}
	}
}

func TestCommunitiesQualityAgainstNetworkx(t *testing.T) {
	o := readOracle(t)
	graphs := append(slices.Clone(o.Graphs), o.Netscience)
	for _, alg := range algorithms {
		for _, og := range graphs {
			t.Run(alg.name+"/"+og.Name, func(t *testing.T) {
				g := og.graph()
				if og.Name == "netscience" {
					g = netscience(t)
				}
				if og.Name == "karate-unweighted" {
					g = g.Reweight(func(int, int, float64) float64 { return 1 })
				}
				// Louvain's result depends on the visiting order (on the
				// unweighted karate club, 0.392 to 0.420), so compare means.
				var ref, ours float64
				for _, r := range og.Louvain {
					ref += r.Modularity / float64(len(og.Louvain))
				}
				const seeds = 10
				for seed := range uint64(seeds) {
					p := alg.run(g, CommunityOptions{Seed: seed})
					checkPartition(t, g, p, 1)
					ours += p.Modularity / seeds
				}
				if ours < ref-0.01 {
					t.Errorf("mean Q = %.4f, networkx Louvain's mean is %.4f", ours, ref)
				}
				t.Logf("mean Q = %.4f, networkx Louvain's mean %.4f", ours, ref)
			})
		}
	}
}

func TestCommunitiesDeterministic(t *testing.T) {
	g := coauthorGraph(3000, 1)
	for _, alg := range algorithms {
		t.Run(alg.name, func(t *testing.T) {
			opt := CommunityOptions{Seed: 42}
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
			first := alg.run(g, opt)
			runtime.GOMAXPROCS(2)
			second := alg.run(g, opt)
			if diff := cmp.Diff(first, second); diff != "" {
				t.Errorf("second run differs (-first +second):\n%s", diff)
			}
			other := alg.run(g, CommunityOptions{Seed: 43})
			if cmp.Equal(first.Community, other.Community) {
				t.Logf("seeds 42 and 43 gave the same partition")
			}
			checkPartition(t, g, first, 1)
		})
	}
}

// TestCommunitiesSameOnAnyCores runs the algorithms on a graph large
// enough for local moving to share its batches among goroutines, with 1, 2
// and 3 of them, and wants the same partition bit for bit.
func TestCommunitiesSameOnAnyCores(t *testing.T) {
	g := coauthorGraph(10000, 7)
	if size := moveBatchSize(g.Order()); size < parallelMinBatch {
		t.Fatalf("%d nodes give batches of %d, too few to run in parallel", g.Order(), size)
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, alg := range algorithms {
		t.Run(alg.name, func(t *testing.T) {
			opt := CommunityOptions{Seed: 3}
			runtime.GOMAXPROCS(1)
			want := alg.run(g, opt)
			for _, procs := range []int{2, 3} {
				runtime.GOMAXPROCS(procs)
				if diff := cmp.Diff(want, alg.run(g, opt)); diff != "" {
					t.Errorf("GOMAXPROCS %d differs from 1 (-1 +%d):\n%s", procs, procs, diff)
				}
			}
		})
	}
}

func TestCommunitiesResolution(t *testing.T) {
	g := coauthorGraph(1500, 2)
	for _, alg := range algorithms {
		t.Run(alg.name, func(t *testing.T) {
			prev := 0
			for _, r := range []float64{0.25, 1, 4, 16} {
				p := alg.run(g, CommunityOptions{Resolution: r, Seed: 1})
				checkPartition(t, g, p, r)
				if len(p.Sizes) <= prev {
					t.Errorf("γ = %g: %d communities, not more than %d at the lower γ", r, len(p.Sizes), prev)
				}
				prev = len(p.Sizes)
			}
		})
	}
}

// TestCommunitiesResolutionLimit checks the example of Fortunato &
// Barthélemy (2007): on a ring of 30 4-cliques, modularity at γ = 1 prefers
// merging neighbouring cliques, and a higher γ separates all of them.
func TestCommunitiesResolutionLimit(t *testing.T) {
	g := ringOfCliques(30, 4)
	for _, alg := range algorithms {
		t.Run(alg.name, func(t *testing.T) {
			p := alg.run(g, CommunityOptions{Seed: 1})
			checkPartition(t, g, p, 1)
			if len(p.Sizes) >= 30 {
				t.Errorf("γ = 1: %d communities, want fewer than 30 cliques", len(p.Sizes))
			}
			p = alg.run(g, CommunityOptions{Seed: 1, Resolution: 4})
			checkPartition(t, g, p, 4)
			if diff := cmp.Diff(blocks(slices.Repeat([]int{4}, 30)...), p.Community); diff != "" {
				t.Errorf("γ = 4: Community (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCommunitiesMaxLevels(t *testing.T) {
	g := coauthorGraph(1500, 3)
	for _, alg := range algorithms[:2] {
		t.Run(alg.name, func(t *testing.T) {
			one := alg.run(g, CommunityOptions{Seed: 1, MaxLevels: 1})
			all := alg.run(g, CommunityOptions{Seed: 1})
			checkPartition(t, g, one, 1)
			if len(one.Sizes) <= len(all.Sizes) || one.Modularity >= all.Modularity {
				t.Errorf("one level: %d communities, Q %.4f; unlimited: %d communities, Q %.4f",
					len(one.Sizes), one.Modularity, len(all.Sizes), all.Modularity)
			}
		})
	}
}

func TestDisconnectedCommunities(t *testing.T) {
	g := cliques([]int{3, 3, 2}, [2]int32{2, 3})
	tests := []struct {
		name      string
		community []int
		want      []int
	}{
		{"connected", []int{0, 0, 0, 1, 1, 1, 2, 2}, []int{}},
		{"two triangles as one", []int{5, 5, 5, 5, 5, 5, 7, 7}, []int{}},
		{"split by a cut", []int{0, 0, 1, 1, 1, 0, 2, 2}, []int{0}},
		{"isolated pair merged", []int{0, 0, 0, 1, 1, 1, 0, 1}, []int{0, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, DisconnectedCommunities(g, tt.community)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
