package analysis

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/tools/synth"
)

// Benchmarks run on synthetic co-authorship graphs (tools/synth, seed 1)
// and on SNAP ca-GrQc. The 50k and 300k graphs are built only when
// PUBGRAPH_BENCH_LARGE is set, and the all-sources measures (betweenness,
// closeness, harmonic) are never run on 300k, where they take hours in
// every library:
//
//	PUBGRAPH_BENCH_LARGE=1 go test ./analysis -run '^$' -bench . -benchtime 3x
//
// PUBGRAPH_BENCH_FILE names one more edge list to benchmark ("u v [w]"
// lines, '#' comments, any ids, both directions allowed), e.g. SNAP
// ca-HepPh. Besides ns/op each benchmark reports cpu-s/op, the process
// CPU time per operation, which is the fairer figure on a loaded machine.

type benchGraph struct {
	name     string
	papers   int // 0 for the GrQc file
	large    bool
	allPairs bool // small enough for O(nm) measures
}

var benchGraphs = []benchGraph{
	{name: "synth5k", papers: synth.Papers5k, allPairs: true},
	{name: "grqc", allPairs: true},
	{name: "synth50k", papers: synth.Papers50k, large: true, allPairs: true},
	{name: "synth300k", papers: synth.Papers300k, large: true},
	{name: "file", allPairs: true},
}

var (
	benchMu    sync.Mutex
	benchCache = map[string]*graph.Undirected{}
)

func loadBenchGraph(b *testing.B, bg benchGraph) *graph.Undirected {
	b.Helper()
	benchMu.Lock()
	defer benchMu.Unlock()
	if g, ok := benchCache[bg.name]; ok {
		return g
	}
	var g *graph.Undirected
	if bg.papers > 0 {
		n, pairs := synth.Generate(bg.papers, 1)
		g = graph.NewUndirected(n, pairs)
	} else if bg.name == "file" {
		var err error
		g, err = readAnyEdges(os.Getenv("PUBGRAPH_BENCH_FILE"))
		if err != nil {
			b.Fatal(err)
		}
	} else {
		var err error
		g, err = readCentEdges(filepath.Join("testdata", "centrality", "grqc.edges"))
		if err != nil {
			b.Fatal(err)
		}
	}
	benchCache[bg.name] = g
	return g
}

func runBench(b *testing.B, allPairs bool, f func(g *graph.Undirected)) {
	large := os.Getenv("PUBGRAPH_BENCH_LARGE") != ""
	for _, bg := range benchGraphs {
		if (bg.large && !large) || (allPairs && !bg.allPairs) {
			continue
		}
		if bg.name == "file" && os.Getenv("PUBGRAPH_BENCH_FILE") == "" {
			continue
		}
		b.Run(bg.name, func(b *testing.B) {
			g := loadBenchGraph(b, bg)
			b.ReportMetric(float64(g.Order()), "nodes")
			b.ResetTimer()
			cpu0 := cpuTime()
			for b.Loop() {
				f(g)
			}
			b.ReportMetric((cpuTime()-cpu0).Seconds()/float64(b.N), "cpu-s/op")
		})
	}
}

func BenchmarkDegree(b *testing.B) {
	runBench(b, false, func(g *graph.Undirected) { Degree(g); Strength(g) })
}

func BenchmarkComponents(b *testing.B) {
	runBench(b, false, func(g *graph.Undirected) { Components(g) })
}

func BenchmarkPageRank(b *testing.B) {
	runBench(b, false, func(g *graph.Undirected) {
		must(PageRank(bg, g, PageRankOptions{Weighted: true}))
	})
}

func BenchmarkCoreNumber(b *testing.B) {
	runBench(b, false, func(g *graph.Undirected) { CoreNumber(g) })
}

func BenchmarkClustering(b *testing.B) {
	runBench(b, false, func(g *graph.Undirected) { must(Clustering(bg, g)) })
}

func BenchmarkEigenvector(b *testing.B) {
	runBench(b, false, func(g *graph.Undirected) { must(Eigenvector(bg, g, false)) })
}

func BenchmarkBetweenness(b *testing.B) {
	runBench(b, true, func(g *graph.Undirected) { must(Betweenness(bg, g, BetweennessOptions{})) })
}

func BenchmarkBetweennessWeighted(b *testing.B) {
	runBench(b, true, func(g *graph.Undirected) {
		must(Betweenness(bg, g, BetweennessOptions{Weighted: true}))
	})
}

func BenchmarkCloseness(b *testing.B) {
	runBench(b, true, func(g *graph.Undirected) { must(Closeness(bg, g)) })
}

func BenchmarkHarmonic(b *testing.B) {
	runBench(b, true, func(g *graph.Undirected) { must(Harmonic(bg, g)) })
}

func BenchmarkEstimateBetweenness(b *testing.B) {
	runBench(b, false, func(g *graph.Undirected) {
		must(EstimateBetweenness(bg, g, EstimateOptions{Seed: 1}))
	})
}

func BenchmarkEstimateClosenessHarmonic(b *testing.B) {
	runBench(b, false, func(g *graph.Undirected) {
		must(EstimateClosenessHarmonic(bg, g, DistanceEstimateOptions{Seed: 1}))
	})
}

// BenchmarkCommunities times Louvain and Leiden on the same graphs as the
// other measures (BenchmarkLouvain and BenchmarkLeiden use their own
// sizes) and reports the modularity reached as Q.
func BenchmarkCommunities(b *testing.B) {
	for _, algo := range []struct {
		name string
		run  func(context.Context, *graph.Undirected, CommunityOptions) (Partition, error)
	}{{"louvain", Louvain}, {"leiden", Leiden}} {
		b.Run(algo.name, func(b *testing.B) {
			var q float64
			runBench(b, false, func(g *graph.Undirected) {
				q = must(algo.run(bg, g, CommunityOptions{Seed: 1})).Modularity
			})
			b.ReportMetric(q, "Q")
		})
	}
}

func BenchmarkDistance(b *testing.B) {
	runBench(b, false, func(g *graph.Undirected) { Distance(g, 0, g.Order()/2) })
}

// cpuTime returns the user and system CPU time of the process so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// readAnyEdges reads a whitespace-separated edge list with arbitrary
// ids, renumbered in order of appearance; a file that starts with
// "# nodes N", as tools/synthgraph writes, keeps its ids 0..N-1 instead. An edge listed in both
// directions (as in SNAP files) gets the sum of the weights, which changes
// no unweighted measure and no weighted PageRank when all weights are 1.
func readAnyEdges(path string) (*graph.Undirected, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	ids := map[string]int32{}
	id := func(s string) int32 {
		if v, ok := ids[s]; ok {
			return v
		}
		ids[s] = int32(len(ids))
		return ids[s]
	}
	var pairs []graph.WeightedPair
	sc := bufio.NewScanner(f)
	numbered := -1 // node count from a "# nodes N" first line
	for sc.Scan() {
		line := sc.Text()
		if numbered < 0 {
			numbered = 0
			if rest, ok := strings.CutPrefix(line, "# nodes "); ok {
				if numbered, err = strconv.Atoi(strings.TrimSpace(rest)); err != nil {
					return nil, err
				}
				continue
			}
		}
		if numbered > 0 {
			p, err := numberedPair(line)
			if err != nil {
				return nil, err
			}
			pairs = append(pairs, p)
			continue
		}
		if strings.HasPrefix(line, "#") || strings.HasPrefix(line, "%") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) < 2 {
			continue
		}
		w := 1.0
		if len(fields) > 2 {
			if w, err = strconv.ParseFloat(fields[2], 64); err != nil {
				return nil, err
			}
		}
		pairs = append(pairs, graph.WeightedPair{U: id(fields[0]), V: id(fields[1]), Weight: w})
	}
	if numbered > 0 {
		return graph.NewUndirected(numbered, pairs), sc.Err()
	}
	return graph.NewUndirected(len(ids), pairs), sc.Err()
}

// numberedPair parses a "u v [w]" line of numeric ids.
func numberedPair(line string) (graph.WeightedPair, error) {
	fields := strings.Fields(line)
	if len(fields) < 2 {
		return graph.WeightedPair{}, fmt.Errorf("edge line %q: want u v [w]", line)
	}
	u, err := strconv.ParseInt(fields[0], 10, 32)
	if err != nil {
		return graph.WeightedPair{}, err
	}
	v, err := strconv.ParseInt(fields[1], 10, 32)
	if err != nil {
		return graph.WeightedPair{}, err
	}
	w := 1.0
	if len(fields) > 2 {
		if w, err = strconv.ParseFloat(fields[2], 64); err != nil {
			return graph.WeightedPair{}, err
		}
	}
	return graph.WeightedPair{U: int32(u), V: int32(v), Weight: w}, nil
}
