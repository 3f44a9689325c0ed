package main

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/pubgraph/pubgraph/analysis"
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
	epsilon    float64
	delta      float64
	distSample int
	multiplex  bool
	layerW     string
	export     string
	htmlTop    int
	colour     string
	ego        string
	depth      int

	// Made from the flags by check.
	exports []string
	weights []float64
}

const analyzeAbout = `Read every INPUT into one corpus, resolve names, build the co-authorship
network and analyse it. Writes into --out:

  report.md            the report: summary, central people, communities, what
                       connects the CV owners, publications by kind/year/venue
  report.html          the same as one interactive page that works offline
  graph.dot, graph.svg the network picture (node size = PageRank, colour =
                       community or --colour year, double outline = CV owner,
                       edge width = shared papers; hover for measures): the
                       --top most central people of the largest communities,
                       or --ego NAME and the people --depth steps around
  people.csv publications.csv authorships.csv edges.csv relations.csv
  affiliations.csv communities.csv merges.csv name-candidates.csv
  layers.csv similarity.csv
                       tables for notebooks (columns: docs/tables.md)
  terms.csv term-links.csv terms-vosviewer-map.txt terms-vosviewer-network.txt
                       the term map: title words and phrases, or keywords,
                       that occur together (20 to 100,000 publications)
  datapackage.json     the tables' column types (Frictionless data package)
  warnings.txt         every record that was skipped or read with doubts

With --export, the whole network (every person with every measure,
community, component, owner flag, first/last year and paper count; every
edge with its weights and years) also goes to:

  graph.graphml        GraphML: Cytoscape, Gephi, yEd, networkx, igraph
  graph.gexf           GEXF 1.2 with years, for Gephi's timeline
  graph.json           node-link JSON (networkx json_graph, d3, sigma.js)
  vosviewer-map.txt, vosviewer-network.txt
                       VOSviewer map and network files
  graph.net            Pajek

and the publications, each once after merging (with authors, editors,
venue, volume, issue, pages, publisher, year, kind and identifiers), to:

  publications.bib     BibTeX (--export bibtex)
  publications.csl.json
                       CSL-JSON (--export csl): Zotero, pandoc, citeproc
  publications.ris     RIS (--export ris): Zotero, EndNote, Mendeley

and prints a short summary. An INPUT is a file, a folder (read recursively)
or - for standard input.

The outputs are written into a temporary folder beside --out and replace
its content in one step at the end, so --out always holds one whole run's
outputs: an interrupted, failed or killed run leaves the previous ones as
they were. A second run into the same --out while one is writing fails at
once. --out must be new, empty or a folder pubgraph wrote before.`

const analyzeExamples = `  pubgraph analyze testdata/seeds
  pubgraph analyze --out committee/ --top 80 cvs/ dblp-export.xml
  pubgraph analyze --export graphml,gexf cvs/
  pubgraph analyze --export bibtex,csl cv.pdf refs.ris
  pubgraph analyze --ego "T. Krishna" --depth 2 --colour year cvs/
  pubgraph analyze --fractional --leiden --seed 7 group.bib
  cat cv.md | pubgraph analyze -`

// AddFlags declares the flags.
func (o *analyzeOptions) AddFlags(fs *pflag.FlagSet) {
	fs.StringVarP(&o.out, "out", "o", "pubgraph-out", "write the report, picture and tables into `DIR` (created if missing)")
	fs.IntVar(&o.top, "top", 150, "draw only the `N` most central people (by PageRank) and their edges; 0 draws everyone")
	fs.StringVar(&o.layout, "layout", "", "graph layout engine: dot, neato, fdp, sfdp, circo, twopi (default: the map layout of report.html, drawn at its positions)")
	fs.BoolVar(&o.noSVG, "no-svg", false, "skip the SVG picture (its layout is the slowest step on big graphs)")
	fs.Uint64Var(&o.seed, "seed", 1, "random `SEED` for community detection; the same seed gives the same communities")
	fs.Float64Var(&o.resolution, "resolution", 1, "modularity resolution `γ`: above 1 gives more, smaller communities")
	fs.BoolVar(&o.leiden, "leiden", false, "use Leiden instead of Louvain (communities are guaranteed connected)")
	fs.BoolVar(&o.fractional, "fractional", false, "weight edges by Newman's fractional count, 1/(n−1) per shared paper of n authors, instead of shared papers")
	fs.IntVar(&o.exactLimit, "exact-limit", defaultExactLimit, "estimate betweenness, closeness and harmonic centrality instead of computing them exactly on graphs with more than `N` people, where exact values take minutes to hours (0: always exact)")
	fs.IntVar(&o.samples, "betweenness-samples", 0, "above --exact-limit, estimate betweenness from `K` sampled sources (Brandes–Pich, no error bound) instead of with --epsilon")
	fs.Float64Var(&o.epsilon, "epsilon", 0.01, "above --exact-limit, estimated betweenness is within `ε` of the exact normalised value (KADABRA)")
	fs.Float64Var(&o.delta, "delta", 0.1, "probability `δ` that an estimate misses its stated error bound")
	fs.IntVar(&o.distSample, "distance-samples", 64, "above --exact-limit, estimate closeness and harmonic centrality from `K` sampled sources per large component")
	fs.BoolVar(&o.multiplex, "multiplex", false, "also find communities over all relationship layers together (people.csv column multiplex_community)")
	fs.StringVar(&o.layerW, "layer-weights", "coauthor=1,advisor=1,venue=0.3,institution=0.5,employer=0.5", "layer `WEIGHTS` for --multiplex, as name=weight pairs")
	fs.StringVar(&o.export, "export", "", "also write the whole network, or the publications, as `FORMATS`: graphml, gexf, json, vosviewer, pajek, bibtex, csl, comma-separated, or all")
	fs.StringVar(&o.colour, "colour", "community", "colour the picture's people by `WHAT`: community, or year (of their first paper)")
	fs.StringVar(&o.ego, "ego", "", "draw only the people around `NAME` (a name, alias, node id or #id) in graph.svg")
	fs.IntVar(&o.depth, "depth", 1, "with --ego, draw people up to `K` co-authorship steps away")
	fs.IntVar(&o.htmlTop, "html-top", 1000, "show at most `N` people in report.html's network, of the largest communities; 0 shows everyone up to 20000")
	o.inputOptions.AddFlags(fs)
}

// check validates every flag before any input is read, so a typo costs
// nothing and leaves no half-written output. It fills exports and
// weights.
func (o *analyzeOptions) check(fs *pflag.FlagSet) error {
	if err := o.checkDrawing(fs); err != nil {
		return err
	}
	if err := o.checkNumbers(); err != nil {
		return err
	}
	var err error
	if o.exports, err = report.ParseExports(o.export); err != nil {
		return usageError{"--export: " + err.Error()}
	}
	if o.since > 0 && o.until > 0 && o.since > o.until {
		return usageError{fmt.Sprintf("--since %d is after --until %d", o.since, o.until)}
	}
	if !(o.epsilon > 0 && o.epsilon < 1) || !(o.delta > 0 && o.delta < 1) || o.distSample < 1 {
		return usageError{"--epsilon and --delta must lie strictly between 0 and 1, --distance-samples be 1 or more"}
	}
	if o.weights, err = parseLayerWeights(o.layerW); err != nil {
		return err
	}
	if err := o.inputOptions.check(); err != nil {
		return err
	}
	if len(fs.Args()) == 0 {
		return usageError{"no INPUT given: name files, folders or - for standard input"}
	}
	return nil
}

// checkDrawing checks the flags of the picture.
func (o *analyzeOptions) checkDrawing(fs *pflag.FlagSet) error {
	if o.top < 0 {
		return usageError{"--top must be 0 or more"}
	}
	if !(o.resolution > 0) || math.IsInf(o.resolution, 0) {
		return usageError{fmt.Sprintf("--resolution %v: must be a number above 0 (1 is standard modularity)", o.resolution)}
	}
	if o.layout != "" && !slices.Contains(render.Layouts, o.layout) {
		return usageError{fmt.Sprintf("--layout %q: must be one of %s", o.layout, strings.Join(render.Layouts, ", "))}
	}
	if !slices.Contains(colourModes, o.colour) {
		return usageError{fmt.Sprintf("--colour %q: must be one of %s", o.colour, strings.Join(colourModes, ", "))}
	}
	if o.depth < 1 {
		return usageError{"--depth must be 1 or more"}
	}
	if fs.Changed("depth") && o.ego == "" {
		return usageError{"--depth needs --ego NAME"}
	}
	return nil
}

// checkNumbers checks the counts that must not be negative.
func (o *analyzeOptions) checkNumbers() error {
	for _, f := range []struct {
		name  string
		value int
	}{{"--exact-limit", o.exactLimit}, {"--betweenness-samples", o.samples}, {"--html-top", o.htmlTop}} {
		if f.value < 0 {
			return usageError{fmt.Sprintf("%s must be 0 or more", f.name)}
		}
	}
	return nil
}

// runAnalyze reads the inputs, analyses the network and writes every
// output into a temporary folder that replaces --out at the end.
func runAnalyze(ctx context.Context, args []string, e *env) error {
	var o analyzeOptions
	fs := newFlagSet("analyze", "[flags] INPUT...", analyzeAbout, analyzeExamples, e)
	o.AddFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := o.check(fs); err != nil {
		return err
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
	a := &analyzeRun{o: &o, e: e, c: l.corpus, warnings: l.warnings, inputs: l.inputs,
		out: &outputWriter{ctx: ctx, set: set, dir: o.out, prog: e.meter}}
	if err := a.analyse(ctx); err != nil {
		return err
	}
	if err := a.write(ctx); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := set.Commit(); err != nil {
		return err
	}
	printSummary(e, a.d, len(a.warnings), a.out.written)
	return nil
}

// analyzeOutputs lists the files analyze writes, so that a folder holding
// only these (from a version that did not mark its folders) may be
// replaced.
func analyzeOutputs() []string {
	out := append([]string{"report.md", "graph.dot", "graph.svg", "layers.csv", "similarity.csv", "warnings.txt",
		"report.html", "datapackage.json"}, report.Tables...)
	out = append(out, report.TermMapFiles...)
	for _, f := range report.ExportFormats {
		out = append(out, report.ExportFiles(f)...)
	}
	return out
}

// maxLayerWeight bounds a layer's weight: weights are relative, and a
// bound keeps their sums over millions of edges finite.
const maxLayerWeight = 1e6

// parseLayerWeights reads "coauthor=1,venue=0.3" into one weight per layer
// of analysis.LayerNames; layers not named weigh 0. A weight must be a
// number from 0 to maxLayerWeight (NaN, infinities and negative weights
// are usage errors).
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
		if !(w >= 0 && w <= maxLayerWeight) {
			return nil, usageError{fmt.Sprintf("--layer-weights: %s=%v: a weight must be a number from 0 to %g", strings.TrimSpace(name), w, float64(maxLayerWeight))}
		}
		weights[i] = w
	}
	return weights, nil
}

// defaultExactLimit is the largest graph on which the all-pairs measures
// run by default: exact betweenness costs about 2.5 minutes at 50k
// authors on two cores (docs/benchmarks.md) and grows with people × edges.
const defaultExactLimit = 50000

// printSummary prints what analyze found and wrote.
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
	if poor := poorlyRead(d.Inputs); poor > 0 {
		fmt.Fprintf(w, "read poorly:      %d inputs (listed in report.md; check them with pubgraph parse)\n", poor)
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

// poorlyRead counts the inputs read poorly.
func poorlyRead(inputs []report.InputRead) int {
	n := 0
	for _, in := range inputs {
		if in.Poor {
			n++
		}
	}
	return n
}
