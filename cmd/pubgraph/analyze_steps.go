package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/pub"
	"github.com/pubgraph/pubgraph/render"
	"github.com/pubgraph/pubgraph/render/svg"
	"github.com/pubgraph/pubgraph/report"
)

// bibliographyWriters write the files of report.BibliographyFormats:
// the writers live beside their readers in ingest, which report does not
// import.
var bibliographyWriters = map[string]func(io.Writer, []pub.Publication) error{
	"publications.bib":      ingest.WriteBibTeX,
	"publications.csl.json": ingest.WriteCSL,
	"publications.ris":      ingest.WriteRIS,
}

// analyzeRun is one "pubgraph analyze" after its inputs are read: the
// steps analyse and write fill it in turn.
type analyzeRun struct {
	o        *analyzeOptions
	e        *env
	c        *graph.Corpus
	warnings []error
	inputs   []report.InputRead
	out      *outputWriter

	ego    int // the --ego person, -1 for none
	g      *graph.Undirected
	m      *analysis.Metrics
	layers chan *layered
	d      report.Data
}

// layered are the relationship layers' tables, made on their own
// goroutine.
type layered struct {
	layersCSV, similarityCSV bytes.Buffer
	terms                    analysis.TermMap
	err                      error
}

// analyse finds --ego, computes the measures, starts the layers and
// prepares what every output shows.
func (a *analyzeRun) analyse(ctx context.Context) error {
	a.ego = -1
	if a.o.ego != "" {
		var err error
		if a.ego, err = graph.NewPersonIndex(a.c).FindOne(a.o.ego); err != nil {
			return usageError{"--ego: " + err.Error()}
		}
	}
	weighting := graph.ByPapers
	if a.o.fractional {
		weighting = graph.ByFractional
	}
	a.g = a.c.CoauthorGraph(weighting)
	if err := a.computeMetrics(ctx); err != nil {
		return err
	}
	a.layers = a.startLayers(ctx)
	a.e.meter.enter("ranking people and labelling communities", nil)
	// The labels, the ranking by PageRank and everyone's years read every
	// person, publication or edge; the report, the tables and the picture
	// all use them, so they are made once.
	a.d = report.Prepare(report.Data{Corpus: a.c, Metrics: a.m, Graph: a.g, Inputs: a.inputs})
	return nil
}

// computeMetrics computes every measure, showing how far the sampling
// stages are.
func (a *analyzeRun) computeMetrics(ctx context.Context) error {
	o, prog := a.o, a.e.meter
	// A stage that samples paths counts them; the meter's ticker reads
	// the counts.
	var paths, pathsTotal atomic.Int64
	pathsDetail := func(_ time.Time, took time.Duration) string {
		return countDetail(paths.Load(), pathsTotal.Load(), "paths", took)
	}
	m, err := analysis.Compute(ctx, a.g, analysis.MetricsOptions{
		Seed: o.seed, Resolution: o.resolution, Leiden: o.leiden, ExactLimit: o.exactLimit, BetweennessSamples: o.samples,
		Epsilon: o.epsilon, Delta: o.delta, DistanceSamples: o.distSample,
		Stage: func(name string) { prog.enter("computing "+name, nil) },
		Progress: func(_ string, done, total int) {
			paths.Store(int64(done))
			pathsTotal.Store(int64(total))
			prog.setDetail(pathsDetail)
		},
	})
	if err != nil {
		prog.done()
		return err
	}
	a.m = m
	if len(m.Skipped) > 0 && !o.quiet {
		fmt.Fprintf(a.e.stderr, "pubgraph: note: %s not computed: %d people is more than --exact-limit %d\n",
			strings.Join(m.Skipped, ", "), a.g.Order(), o.exactLimit)
		if m.BetweennessSources == 0 {
			fmt.Fprintln(a.e.stderr, "pubgraph: note: --betweenness-samples 500 estimates betweenness on graphs this large")
		}
	}
	return nil
}

// startLayers makes the relationship layers, the multiplex communities
// and the two small tables made from them (layers.csv and
// similarity.csv, a few hundred rows at most) on their own goroutine
// while the report is prepared and written: neither reads what the other
// makes (the report and report.html do not show the multiplex
// communities), and the files are written in the same order as ever.
func (a *analyzeRun) startLayers(ctx context.Context) chan *layered {
	done := make(chan *layered, 1)
	c, g, m, o := a.c, a.g, a.m, a.o
	go func() {
		out := &layered{}
		defer func() { done <- out }()
		layers, err := analysis.BuildLayers(ctx, c, analysis.LayerOptions{Coauthor: g})
		if err != nil {
			out.err = err
			return
		}
		if o.multiplex {
			gs := make([]*graph.Undirected, len(layers))
			for i, l := range layers {
				gs[i] = l.Graph
			}
			p, err := analysis.MultiplexLouvain(ctx, gs, o.weights, analysis.CommunityOptions{Resolution: o.resolution, Seed: o.seed})
			if err != nil {
				out.err = err
				return
			}
			m.Multiplex = &p
		}
		if out.terms, out.err = analysis.TermMapOf(ctx, c, analysis.TermMapOptions{Community: analysis.CommunityOptions{Seed: o.seed}}); out.err != nil {
			return
		}
		if out.err = report.WriteLayers(&out.layersCSV, c, layers); out.err == nil {
			out.err = report.WriteSimilarity(&out.similarityCSV, c, layers, analysis.TopSimilar(layers, 1000))
		}
	}()
	return done
}

// waitLayers waits for startLayers, saying so when it is still at work.
func (a *analyzeRun) waitLayers() (*layered, error) {
	var lay *layered
	select {
	case lay = <-a.layers:
	default: // still at work: say so while waiting
		if a.o.multiplex {
			a.e.meter.enter("computing multiplex communities", nil)
		} else {
			a.e.meter.enter("comparing relationship layers", nil)
		}
		lay = <-a.layers
		a.e.meter.done()
	}
	return lay, lay.err
}

// write writes every output, in the order they have always been written.
func (a *analyzeRun) write(ctx context.Context) error {
	a.e.meter.enter("writing the report and tables", nil)
	md, err := a.writeReport()
	if err != nil {
		return err
	}
	// The picture is chosen now: an --ego picture walks the co-author
	// graph, which is not needed after this.
	picture := pictureOf(a.d, pictureOptions{fractional: a.o.fractional, top: a.o.top, colour: a.o.colour, ego: a.ego, depth: a.o.depth})
	if a.o.layout == "" { // the map layout; --layout names a Graphviz engine instead
		if picture, err = render.Place(ctx, picture, rand.NewPCG(a.o.seed, mapStream)); err != nil {
			return err
		}
	}
	a.d.Graph = nil
	if err := a.writeHTML(ctx, md); err != nil {
		return err
	}
	lay, err := a.waitLayers()
	if err != nil {
		return err
	}
	if err := a.writeTables(ctx, lay); err != nil {
		return err
	}
	for _, format := range a.o.exports {
		for _, name := range report.ExportFiles(format) {
			write := func(w *bufio.Writer) error { return report.WriteExport(ctxWriter{ctx, w}, name, a.d) }
			if bib, ok := bibliographyWriters[name]; ok {
				write = func(w *bufio.Writer) error { return bib(ctxWriter{ctx, w}, report.Bibliography(a.c)) }
			}
			if err := a.out.write(name, write); err != nil {
				return err
			}
		}
	}
	return a.writePicture(ctx, picture)
}

// writeReport writes report.md and returns it for report.html.
func (a *analyzeRun) writeReport() ([]byte, error) {
	var md bytes.Buffer
	if err := report.WriteMarkdown(&md, a.d, len(a.warnings)); err != nil {
		return nil, err
	}
	err := a.out.write("report.md", func(w *bufio.Writer) error { _, err := w.Write(md.Bytes()); return err })
	return md.Bytes(), err
}

// writeHTML lays out report.html's network and writes the page; the
// exports carry its map.
func (a *analyzeRun) writeHTML(ctx context.Context, md []byte) error {
	a.e.meter.enter("laying out report.html", nil)
	htmlTop := a.o.htmlTop
	if htmlTop == 0 || htmlTop > maxHTMLPeople {
		htmlTop = maxHTMLPeople
		if len(a.c.People) > maxHTMLPeople && !a.o.quiet {
			fmt.Fprintf(a.e.stderr, "pubgraph: note: report.html shows %d of %d people (a browser pans more slowly beyond)\n", maxHTMLPeople, len(a.c.People))
		}
	}
	view, err := htmlView(ctx, a.d, htmlTop, a.o.seed, md)
	a.e.meter.done()
	if err != nil {
		return err
	}
	// The exports carry report.html's map (positions, colours, sizes).
	a.d.Layout = &report.Layout{People: view.People, X: view.X, Y: view.Y, Palette: render.Palette, Other: render.OtherColour}
	return a.out.write("report.html", func(w *bufio.Writer) error { return report.WriteHTML(w, a.d, view) })
}

// writeTables writes the CSV tables, datapackage.json with their
// columns, and warnings.txt.
func (a *analyzeRun) writeTables(ctx context.Context, lay *layered) error {
	// Each table's header is kept as it is written, for datapackage.json.
	var headers []report.TableColumns
	table := func(name string, fn func(w io.Writer) error) error {
		return a.out.write(name, func(w *bufio.Writer) error {
			h := &report.HeaderRecorder{W: ctxWriter{ctx, w}}
			err := fn(h)
			headers = append(headers, report.TableColumns{Name: name, Columns: h.Header()})
			return err
		})
	}
	for _, name := range report.Tables {
		if err := table(name, func(w io.Writer) error { return report.WriteTable(w, name, a.d) }); err != nil {
			return err
		}
	}
	if err := table("layers.csv", func(w io.Writer) error { _, err := w.Write(lay.layersCSV.Bytes()); return err }); err != nil {
		return err
	}
	if err := table("similarity.csv", func(w io.Writer) error { _, err := w.Write(lay.similarityCSV.Bytes()); return err }); err != nil {
		return err
	}
	for i, name := range report.TermMapFiles {
		fn := func(w io.Writer) error { return report.WriteTermMap(w, i, lay.terms) }
		var err error
		switch {
		case len(lay.terms.Terms) == 0: // too few or too many publications
		case strings.HasSuffix(name, ".csv"): // typed in datapackage.json
			err = table(name, fn)
		default:
			err = a.out.write(name, func(w *bufio.Writer) error { return fn(w) })
		}
		if err != nil {
			return err
		}
	}
	if err := a.out.write("datapackage.json", func(w *bufio.Writer) error { return report.WriteDataPackage(w, headers) }); err != nil {
		return err
	}
	return a.out.write("warnings.txt", func(w *bufio.Writer) error {
		for _, warning := range a.warnings {
			fmt.Fprintln(w, oneLine(warning.Error()))
		}
		return nil
	})
}

// writePicture writes graph.dot and, unless --no-svg, graph.svg.
func (a *analyzeRun) writePicture(ctx context.Context, picture render.Graph) error {
	ropt := render.Options{Layout: a.o.layout} // pictureOf has chosen the people
	if err := a.out.write("graph.dot", func(w *bufio.Writer) error { return render.DOT(w, picture, ropt) }); err != nil {
		return err
	}
	if a.o.noSVG {
		return nil
	}
	a.e.meter.enter("laying out graph.svg", nil)
	err := a.out.write("graph.svg", func(w *bufio.Writer) error { return svg.Write(ctx, w, picture, ropt) })
	a.e.meter.done()
	return err
}

// outputWriter writes analyze's files into the output set, showing each
// one's progress, and lists them for the summary.
type outputWriter struct {
	ctx     context.Context
	set     *report.OutputSet
	dir     string
	prog    *meter
	written []string
}

func (o *outputWriter) write(name string, fn func(w *bufio.Writer) error) error {
	before := o.set.Written()
	o.prog.enter("writing "+name, func(_ time.Time, took time.Duration) string {
		return byteDetail(o.set.Written()-before, 0, took)
	})
	defer o.prog.done()
	if err := o.ctx.Err(); err != nil {
		return err
	}
	if err := o.set.WriteFile(name, fn); err != nil {
		return err
	}
	o.written = append(o.written, filepath.Join(o.dir, name))
	return nil
}

// ctxWriter fails its writes once ctx is done, so that an interrupt stops
// a table of millions of rows at its next chunk rather than at its end.
type ctxWriter struct {
	ctx context.Context
	w   io.Writer
}

func (c ctxWriter) Write(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.w.Write(p)
}
