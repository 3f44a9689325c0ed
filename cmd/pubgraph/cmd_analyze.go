package main

import (
	"bufio"
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/render"
	"github.com/pubgraph/pubgraph/report"
)

// analyzeOptions are the flags of "pubgraph analyze".
type analyzeOptions struct {
	inputOptions
	out        string
	top        int
	layout     string
	noSVG      bool
	seed       uint64
	resolution float64
	leiden     bool
	fractional bool
	exactLimit int
	samples    int
	multiplex  bool
	layerW     string
}

const analyzeAbout = `Read every INPUT into one corpus, resolve names, build the co-authorship
network and analyse it. Writes into --out:

  report.md            the report: summary, central people, communities, what
                       connects the CV owners, publications by kind/year/venue
  graph.dot, graph.svg the network picture (node size = PageRank, colour =
                       community, double outline = CV owner, edge width =
                       shared papers)
  people.csv publications.csv authorships.csv edges.csv relations.csv
  affiliations.csv communities.csv merges.csv name-candidates.csv
  layers.csv similarity.csv
                       tables for notebooks (columns: docs/tables.md)
  warnings.txt         every record that was skipped or read with doubts

and prints a short summary. An INPUT is a file, a folder (read recursively)
or - for standard input.

The outputs are written into a temporary folder beside --out and replace
its content in one step at the end, so --out always holds one whole run's
outputs: an interrupted, failed or killed run leaves the previous ones as
they were. A second run into the same --out while one is writing fails at
once. --out must be new, empty or a folder pubgraph wrote before.`

const analyzeExamples = `  pubgraph analyze testdata/seeds
  pubgraph analyze --out committee/ --top 80 cvs/ dblp-export.xml
  pubgraph analyze --fractional --leiden --seed 7 group.bib
  cat cv.md | pubgraph analyze -`

func runAnalyze(ctx context.Context, args []string, e *env) error {
	var o analyzeOptions
	fs := newFlagSet("analyze", "[flags] INPUT...", analyzeAbout, analyzeExamples, e)
	fs.StringVarP(&o.out, "out", "o", "pubgraph-out", "write the report, picture and tables into `DIR` (created if missing)")
	fs.IntVar(&o.top, "top", 150, "draw only the `N` most central people (by PageRank) and their edges; 0 draws everyone")
	fs.StringVar(&o.layout, "layout", "", "graph layout engine: dot, neato, fdp, sfdp, circo, twopi (default: chosen by size)")
	fs.BoolVar(&o.noSVG, "no-svg", false, "skip the SVG picture (its layout is the slowest step on big graphs)")
	fs.Uint64Var(&o.seed, "seed", 1, "random `SEED` for community detection; the same seed gives the same communities")
	fs.Float64Var(&o.resolution, "resolution", 1, "modularity resolution `γ`: above 1 gives more, smaller communities")
	fs.BoolVar(&o.leiden, "leiden", false, "use Leiden instead of Louvain (communities are guaranteed connected)")
	fs.BoolVar(&o.fractional, "fractional", false, "weight edges by Newman's fractional count, 1/(n−1) per shared paper of n authors, instead of shared papers")
	fs.IntVar(&o.exactLimit, "exact-limit", defaultExactLimit, "skip betweenness, closeness and harmonic centrality on graphs with more than `N` people, where they take minutes to hours (0: never skip)")
	fs.IntVar(&o.samples, "betweenness-samples", 0, "above --exact-limit, estimate betweenness from `K` sampled sources (Brandes–Pich) instead of skipping it")
	fs.BoolVar(&o.multiplex, "multiplex", false, "also find communities over all relationship layers together (people.csv column multiplex_community)")
	fs.StringVar(&o.layerW, "layer-weights", "coauthor=1,advisor=1,venue=0.3,institution=0.5,employer=0.5", "layer `WEIGHTS` for --multiplex, as name=weight pairs")
	o.inputOptions.addFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if o.top < 0 {
		return usageError{"--top must be 0 or more"}
	}
	weights, err := parseLayerWeights(o.layerW)
	if err != nil {
		return err
	}
	if len(fs.Args()) == 0 {
		return usageError{"no INPUT given: name files, folders or - for standard input"}
	}
	// The lock is taken before the inputs are read, so a second run into
	// the same folder fails at once instead of after its analysis.
	set, err := report.OpenOutputSet(o.out, analyzeOutputs())
	if err != nil {
		return err
	}
	defer set.Abort()
	l, err := load(ctx, fs.Args(), o.inputOptions, e, o.out)
	if err != nil {
		return err
	}
	c := l.corpus
	weighting := graph.ByPapers
	if o.fractional {
		weighting = graph.ByFractional
	}
	g := c.CoauthorGraph(weighting)
	prog := newProgress(e, "analysing", 0)
	m, err := analysis.Compute(ctx, g, analysis.MetricsOptions{
		Seed: o.seed, Resolution: o.resolution, Leiden: o.leiden, ExactLimit: o.exactLimit, BetweennessSamples: o.samples,
		Stage: func(name string) { prog.stage("computing " + name) },
	})
	if err != nil {
		prog.done()
		return err
	}
	if len(m.Skipped) > 0 && !o.quiet {
		fmt.Fprintf(e.stderr, "pubgraph: note: %s not computed: %d people is more than --exact-limit %d\n",
			strings.Join(m.Skipped, ", "), g.Order(), o.exactLimit)
		if m.BetweennessSources == 0 {
			fmt.Fprintln(e.stderr, "pubgraph: note: --betweenness-samples 500 estimates betweenness on graphs this large")
		}
	}
	layers, err := analysis.BuildLayers(ctx, c, analysis.LayerOptions{Coauthor: g})
	if err != nil {
		prog.done()
		return err
	}
	if o.multiplex {
		prog.stage("computing multiplex communities")
		gs := make([]*graph.Undirected, len(layers))
		for i, l := range layers {
			gs[i] = l.Graph
		}
		p, err := analysis.MultiplexLouvain(ctx, gs, weights, analysis.CommunityOptions{Resolution: o.resolution, Seed: o.seed})
		if err != nil {
			prog.done()
			return err
		}
		m.Multiplex = &p
	}
	prog.done()
	// The labels read every publication and affiliation; the report, the
	// tables and the picture all use them, so they are made once.
	d := report.Data{Corpus: c, Metrics: m, Graph: g, Labels: report.CommunityLabels(c, m)}

	var written []string
	write := func(name string, fn func(w *bufio.Writer) error) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := set.WriteFile(name, fn); err != nil {
			return err
		}
		written = append(written, filepath.Join(o.out, name))
		return nil
	}
	if err := write("report.md", func(w *bufio.Writer) error { return report.WriteMarkdown(w, d, len(l.warnings)) }); err != nil {
		return err
	}
	for _, name := range report.Tables {
		if err := write(name, func(w *bufio.Writer) error { return report.WriteTable(w, name, d) }); err != nil {
			return err
		}
	}
	if err := write("layers.csv", func(w *bufio.Writer) error { return report.WriteLayers(w, c, layers) }); err != nil {
		return err
	}
	if err := write("similarity.csv", func(w *bufio.Writer) error {
		return report.WriteSimilarity(w, c, layers, analysis.TopSimilar(layers, 1000))
	}); err != nil {
		return err
	}
	if err := write("warnings.txt", func(w *bufio.Writer) error {
		for _, warning := range l.warnings {
			fmt.Fprintln(w, oneLine(warning.Error()))
		}
		return nil
	}); err != nil {
		return err
	}
	picture := pictureOf(d, o.fractional, o.top)
	ropt := render.Options{Layout: o.layout, Top: o.top}
	if err := write("graph.dot", func(w *bufio.Writer) error { return render.DOT(w, picture, ropt) }); err != nil {
		return err
	}
	if !o.noSVG {
		prog.stage("laying out graph.svg")
		err := write("graph.svg", func(w *bufio.Writer) error { return render.SVG(ctx, w, picture, ropt) })
		prog.done()
		if err != nil {
			return err
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := set.Commit(); err != nil {
		return err
	}
	printSummary(e, d, len(l.warnings), written)
	return nil
}

// analyzeOutputs lists the files analyze writes, so that a folder holding
// only these (from a version that did not mark its folders) may be
// replaced.
func analyzeOutputs() []string {
	return append([]string{"report.md", "graph.dot", "graph.svg", "layers.csv", "similarity.csv", "warnings.txt"}, report.Tables...)
}

// pictureOf describes the network for the renderer: the top people by
// PageRank (everyone when top is 0) and the edges among them. It selects
// before it builds, so a million-author corpus costs no more to draw
// than the few hundred people in the picture.
func pictureOf(d report.Data, fractional bool, top int) render.Graph {
	c, m := d.Corpus, d.Metrics
	maxPR := 0.0
	for _, v := range m.PageRank {
		maxPR = max(maxPR, v)
	}
	keep := make([]bool, len(c.People))
	shown := report.Ranking(m)
	if top > 0 && len(shown) > top {
		shown = shown[:top]
	}
	for _, id := range shown {
		keep[id] = true
	}
	labels := d.Labels
	groupNames := make(map[int]string)
	pg := render.Graph{
		Title:    fmt.Sprintf("Co-authorship network: %d people, %d publications, %d co-author pairs", len(c.People), len(c.Publications), len(c.Edges)),
		Subtitle: "node size = PageRank · colour = community · double outline = CV owner · edge width = shared papers",
	}
	if len(shown) < len(c.People) {
		pg.Subtitle = fmt.Sprintf("the %d most central of %d people · ", len(shown), len(c.People)) + pg.Subtitle
	}
	for id, kept := range keep {
		if !kept {
			continue
		}
		p := c.People[id]
		size := 0.0
		if maxPR > 0 {
			size = m.PageRank[id] / maxPR
		}
		comm := m.Communities.Community[id]
		name, ok := groupNames[comm]
		if !ok {
			name = fmt.Sprintf("%d: %s (%d)", comm, labels[comm], m.Communities.Sizes[comm])
			groupNames[comm] = name
		}
		pg.Nodes = append(pg.Nodes, render.Node{ID: id, Label: p.Name, Size: size, Group: comm, Owner: p.Owner, GroupName: name})
	}
	for _, e := range c.Edges {
		if !keep[e.U] || !keep[e.V] {
			continue
		}
		w := e.Papers
		if fractional {
			w = e.Fractional
		}
		pg.Edges = append(pg.Edges, render.Edge{U: int(e.U), V: int(e.V), Weight: w})
	}
	return pg
}

func printSummary(e *env, d report.Data, warnings int, written []string) {
	s := report.Summarize(d, 5)
	c := d.Corpus
	w := e.stdout
	fmt.Fprintf(w, "people:           %d\n", s.People)
	fmt.Fprintf(w, "publications:     %d\n", s.Publications)
	fmt.Fprintf(w, "co-author edges:  %d\n", s.Edges)
	fmt.Fprintf(w, "components:       %d (largest %s)\n", s.Components, report.People(s.LargestComponent))
	fmt.Fprintf(w, "communities:      %d (modularity %.3f)\n", s.Communities, s.Modularity)
	if warnings > 0 {
		fmt.Fprintf(w, "warnings:         %d (in warnings.txt)\n", warnings)
	}
	fmt.Fprintln(w, "top 5 by PageRank:")
	for i, id := range s.Top {
		fmt.Fprintf(w, "  %d. %-30s %.4f\n", i+1, c.People[id].Name, d.Metrics.PageRank[id])
	}
	fmt.Fprintln(w, "wrote:")
	for _, path := range written {
		fmt.Fprintf(w, "  %s\n", path)
	}
}

// parseLayerWeights reads "coauthor=1,venue=0.3" into one weight per layer
// of analysis.LayerNames; layers not named weigh 0.
func parseLayerWeights(s string) ([]float64, error) {
	weights := make([]float64, len(analysis.LayerNames))
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		name, value, ok := strings.Cut(part, "=")
		i := slices.Index(analysis.LayerNames, strings.TrimSpace(name))
		w, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
		if !ok || i < 0 || err != nil {
			return nil, usageError{fmt.Sprintf("--layer-weights: %q is not name=weight with name one of %s", part, strings.Join(analysis.LayerNames, ", "))}
		}
		weights[i] = w
	}
	return weights, nil
}

// defaultExactLimit is the largest graph on which the all-pairs measures
// run by default: exact betweenness costs about 2.5 minutes at 50k
// authors on two cores (docs/benchmarks.md) and grows with people × edges.
const defaultExactLimit = 50000
