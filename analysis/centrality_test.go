package analysis

import (
	"bufio"
	"compress/gzip"
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/tools/synth"
)

// The oracle graphs and their networkx values, written by
// scripts/oracle_centrality.py: hand-made graphs, Zachary's karate club,
// Newman's netscience and SNAP ca-GrQc.
var centOracleNames = []string{"path5", "star6", "bridge", "disconnected", "weighted", "karate", "netscience", "grqc"}

// centOracle is one test graph with the reference value of each measure,
// column name → per-node values.
type centOracle struct {
	name string
	g    *graph.Undirected
	cols map[string][]float64
}

var (
	centOnce  sync.Once
	centCache []*centOracle
	centErr   error
)

// centOracles loads every oracle graph once per test binary.
func centOracles(t testing.TB) []*centOracle {
	t.Helper()
	centOnce.Do(func() {
		for _, name := range centOracleNames {
			o, err := loadCentOracle(name)
			if err != nil {
				centErr = err
				return
			}
			centCache = append(centCache, o)
		}
	})
	if centErr != nil {
		t.Fatal(centErr)
	}
	return centCache
}

func loadCentOracle(name string) (*centOracle, error) {
	g, err := readCentEdges(filepath.Join("testdata", "centrality", name+".edges"))
	if err != nil {
		return nil, err
	}
	cols, err := readCentValues(filepath.Join("testdata", "centrality", name+".csv"))
	if err != nil {
		return nil, err
	}
	for c, v := range cols {
		if len(v) != g.Order() {
			return nil, fmt.Errorf("%s: column %s has %d values for %d nodes", name, c, len(v), g.Order())
		}
	}
	return &centOracle{name: name, g: g, cols: cols}, nil
}

// readCentEdges reads "# nodes N" followed by "u v w" lines.
func readCentEdges(path string) (*graph.Undirected, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := -1
	var pairs []graph.WeightedPair
	for line := 1; sc.Scan(); line++ {
		fields := strings.Fields(sc.Text())
		if n < 0 {
			if len(fields) != 3 || fields[1] != "nodes" {
				return nil, fmt.Errorf("%s:%d: want \"# nodes N\"", path, line)
			}
			if n, err = strconv.Atoi(fields[2]); err != nil {
				return nil, fmt.Errorf("%s:%d: %w", path, line, err)
			}
			continue
		}
		if len(fields) != 3 {
			return nil, fmt.Errorf("%s:%d: want \"u v w\"", path, line)
		}
		u, err1 := strconv.Atoi(fields[0])
		v, err2 := strconv.Atoi(fields[1])
		w, err3 := strconv.ParseFloat(fields[2], 64)
		if err1 != nil || err2 != nil || err3 != nil {
			return nil, fmt.Errorf("%s:%d: bad edge %q", path, line, sc.Text())
		}
		pairs = append(pairs, graph.WeightedPair{U: int32(u), V: int32(v), Weight: w})
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return graph.NewUndirected(n, pairs), nil
}

// readCentValues reads path, or path.gz if path does not exist.
func readCentValues(path string) (map[string][]float64, error) {
	var r io.Reader
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		f, err = os.Open(path + ".gz")
		if err != nil {
			return nil, err
		}
		zr, err := gzip.NewReader(f)
		if err != nil {
			f.Close()
			return nil, fmt.Errorf("%s.gz: %w", path, err)
		}
		r = zr
	} else if err != nil {
		return nil, err
	} else {
		r = f
	}
	defer f.Close()
	recs, err := csv.NewReader(r).ReadAll()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	header := recs[0]
	cols := make(map[string][]float64)
	for i, row := range recs[1:] {
		if row[0] != strconv.Itoa(i) {
			return nil, fmt.Errorf("%s: row %d is node %s", path, i+2, row[0])
		}
		for j, c := range header[1:] {
			x, err := strconv.ParseFloat(row[j+1], 64)
			if err != nil {
				return nil, fmt.Errorf("%s: row %d: %w", path, i+2, err)
			}
			cols[c] = append(cols[c], x)
		}
	}
	return cols, nil
}

// centClose reports whether got matches want to a relative error of 1e-6, or
// an absolute error of 1e-12 when want is near zero.
func centClose(want, got float64) bool {
	d := math.Abs(want - got)
	return d <= 1e-12 || d <= 1e-6*math.Abs(want)
}

// compareCentColumn checks got against the oracle column and reports at most
// a few mismatching nodes.
func compareCentColumn(t *testing.T, o *centOracle, col string, got []float64) {
	t.Helper()
	want, ok := o.cols[col]
	if !ok {
		t.Skipf("%s has no %s column", o.name, col)
	}
	if len(got) != len(want) {
		t.Fatalf("%s: got %d values, want %d", col, len(got), len(want))
	}
	bad := 0
	for u := range want {
		if !centClose(want[u], got[u]) {
			if bad < 5 {
				t.Errorf("%s[%d] = %.17g, want %.17g (networkx)", col, u, got[u], want[u])
			}
			bad++
		}
	}
	if bad > 5 {
		t.Errorf("%s: %d of %d nodes differ", col, bad, len(want))
	}
}

func intsToFloats(x []int) []float64 {
	f := make([]float64, len(x))
	for i, v := range x {
		f[i] = float64(v)
	}
	return f
}

// TestOracle compares every measure with networkx on every oracle graph.
func TestOracle(t *testing.T) {
	measures := []struct {
		col string
		f   func(g *graph.Undirected) []float64
	}{
		{"degree", func(g *graph.Undirected) []float64 { return intsToFloats(Degree(g)) }},
		{"strength", Strength},
		{"pagerank_w", func(g *graph.Undirected) []float64 {
			return must(PageRank(bg, g, PageRankOptions{Tolerance: 1e-13, Weighted: true}))
		}},
		{"pagerank", func(g *graph.Undirected) []float64 {
			return must(PageRank(bg, g, PageRankOptions{Tolerance: 1e-13}))
		}},
		{"betweenness", func(g *graph.Undirected) []float64 {
			return must(Betweenness(bg, g, BetweennessOptions{Normalized: true}))
		}},
		{"betweenness_w", func(g *graph.Undirected) []float64 {
			return must(Betweenness(bg, g, BetweennessOptions{Normalized: true, Weighted: true}))
		}},
		{"closeness", func(g *graph.Undirected) []float64 { return must(Closeness(bg, g)) }},
		{"harmonic", func(g *graph.Undirected) []float64 { return must(Harmonic(bg, g)) }},
		{"eigenvector", func(g *graph.Undirected) []float64 { return must(Eigenvector(bg, g, false)) }},
		{"eigenvector_w", func(g *graph.Undirected) []float64 { return must(Eigenvector(bg, g, true)) }},
		{"clustering", func(g *graph.Undirected) []float64 { return must(Clustering(bg, g)) }},
		{"core", func(g *graph.Undirected) []float64 { return intsToFloats(CoreNumber(g)) }},
		{"component", func(g *graph.Undirected) []float64 {
			labels, _ := Components(g)
			return intsToFloats(labels)
		}},
	}
	for _, o := range centOracles(t) {
		for _, m := range measures {
			if _, ok := o.cols[m.col]; !ok {
				continue // e.g. no weighted betweenness for unweighted GrQc
			}
			t.Run(o.name+"/"+m.col, func(t *testing.T) {
				compareCentColumn(t, o, m.col, m.f(o.g))
			})
		}
	}
}

// TestClosenessHarmonicOnePass checks that the one-pass form gives the
// same values as the two measures apart.
func TestClosenessHarmonicOnePass(t *testing.T) {
	n, pairs := synth.Generate(300, 7)
	g := graph.NewUndirected(n, pairs)
	c, h, err := ClosenessHarmonic(bg, g)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(must(Closeness(bg, g)), c); diff != "" {
		t.Errorf("closeness (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(must(Harmonic(bg, g)), h); diff != "" {
		t.Errorf("harmonic (-want +got):\n%s", diff)
	}
}

// TestMeasuresSameOnAnyCores wants the measures that share their work
// among goroutines in blocks (PageRank, eigenvector, clustering, the
// estimators) to give the same bits with 1, 2 and 3 of them, on a graph
// whose giant component spans several blocks.
func TestMeasuresSameOnAnyCores(t *testing.T) {
	g := coauthorGraph(10000, 7)
	if _, sizes := Components(g); sizes[0] <= 2*rowBlock {
		t.Fatalf("giant component of %d nodes: not several blocks of %d", sizes[0], rowBlock)
	}
	measures := []struct {
		name string
		run  func() []float64
	}{
		{"PageRank", func() []float64 { return must(PageRank(bg, g, PageRankOptions{Weighted: true})) }},
		{"Eigenvector", func() []float64 { return must(Eigenvector(bg, g, false)) }},
		{"Clustering", func() []float64 { return must(Clustering(bg, g)) }},
		{"EstimateBetweenness", func() []float64 {
			return must(EstimateBetweenness(bg, g, EstimateOptions{Epsilon: 0.05, Seed: 2})).Values
		}},
		{"EstimateHarmonic", func() []float64 {
			return must(EstimateClosenessHarmonic(bg, g, DistanceEstimateOptions{Samples: 8, Seed: 2})).Harmonic
		}},
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, m := range measures {
		t.Run(m.name, func(t *testing.T) {
			runtime.GOMAXPROCS(1)
			want := m.run()
			for _, procs := range []int{2, 3} {
				runtime.GOMAXPROCS(procs)
				if got := m.run(); !slices.Equal(got, want) {
					t.Errorf("GOMAXPROCS %d gives other values than 1", procs)
				}
			}
		})
	}
}

// TestEigenvectorLOBPCGOracle sends every component of two nodes or more
// through lobpcg before the power iteration and wants networkx's values
// still, on every oracle graph (bipartite stars and paths among them).
func TestEigenvectorLOBPCGOracle(t *testing.T) {
	defer func(m int) { lobpcgMin = m }(lobpcgMin)
	lobpcgMin = 2
	for _, o := range centOracles(t) {
		for _, weighted := range []bool{false, true} {
			col := "eigenvector"
			if weighted {
				col += "_w"
			}
			if _, ok := o.cols[col]; !ok {
				continue
			}
			t.Run(o.name+"/"+col, func(t *testing.T) {
				compareCentColumn(t, o, col, must(Eigenvector(bg, o.g, weighted)))
			})
			// lobpcg alone, without the power steps after it, on the
			// largest component.
			t.Run(o.name+"/"+col+"/alone", func(t *testing.T) {
				labels, sizes := Components(o.g)
				if sizes[0] < 3 {
					t.Skip("no component of three nodes")
				}
				x := make([]float64, o.g.Order())
				var nodes []int32
				for u, c := range labels {
					if c == 0 {
						nodes = append(nodes, int32(u))
						x[u] = 1
					}
				}
				if err := lobpcg(bg, o.g, weighted, nodes, x); err != nil {
					t.Fatal(err)
				}
				for _, u := range nodes {
					if want := o.cols[col][u]; !centClose(want, x[u]) {
						t.Fatalf("node %d: %.17g, want %.17g (networkx)", u, x[u], want)
					}
				}
			})
		}
	}
}

// TestTrianglesScanOrSearch counts triangles with every forward list
// scanned, with every one searched, and with the default mix, and wants
// the same counts from all three (and networkx's through TestOracle).
func TestTrianglesScanOrSearch(t *testing.T) {
	defer func(r int) { lookupRatio = r }(lookupRatio)
	g := coauthorGraph(3000, 3)
	var want []float64
	for _, ratio := range []int{1 << 30, 0, 16} {
		lookupRatio = ratio
		got := must(Clustering(bg, g))
		if want == nil {
			want = got
			if slices.Max(want) == 0 {
				t.Fatal("no triangles: the graph tests nothing")
			}
			continue
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("lookupRatio %d (-scan +got):\n%s", ratio, diff)
		}
	}
}
