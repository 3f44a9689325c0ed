package main

import (
	"context"
	"fmt"
	"os"
	"runtime/debug"
	"time"

	"github.com/spf13/pflag"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/pub"
	"github.com/pubgraph/pubgraph/report"
)

// inputOptions are the flags every command that reads inputs shares.
type inputOptions struct {
	format  string
	strict  bool
	aliases string
	names   string
	since   int
	until   int
	quiet   bool
	maxAuth int
	owner   string
	// The budget of one input (ingest.Budget), as given: sizes with units.
	maxInput, maxText string
	maxPDF            int
	// Online sources (orcid:…, openalex:…, files of ids): see online.go.
	online onlineOptions
}

func (o *inputOptions) AddFlags(fs *pflag.FlagSet) {
	fs.StringVar(&o.format, "format", "", "read every input as `FORMAT`: cv, html, bibtex, dblp, csl, orcid, ris, medline, endnotexml, cff, edgelist, gml, pajek (default: detect from content and extension)")
	fs.BoolVar(&o.strict, "strict", false, "fail on the first bad record instead of skipping it with a warning")
	fs.StringVar(&o.aliases, "aliases", "", "apply name decisions from `CSV` (columns name,other,decision with decision same_as or not_same_as)")
	fs.StringVar(&o.names, "names", "", "node names for network edge lists, from `FILE` (\"id name\" per line; default: X_names.txt beside X.txt)")
	fs.IntVar(&o.since, "since", 0, "keep only publications from `YEAR` on")
	fs.IntVar(&o.until, "until", 0, "keep only publications up to `YEAR`")
	fs.BoolVarP(&o.quiet, "quiet", "q", false, "do not print warnings about skipped records")
	fs.StringVar(&o.owner, "owner", "", "the owner of inputs that name none (a .bib file, a data file, a site's papers): `NAME`")
	o.addBudgetFlags(fs)
	o.online.AddFlags(fs)
	fs.IntVar(&o.maxAuth, "max-authors", graph.DefaultMaxAuthors, "papers with more than `N` authors (large collaborations) stay in the tables but add no co-author edges; 0 joins every byline")
}

// check returns a usage error for the first bad value of the input flags.
// A command calls it before it creates anything (the lock beside --out),
// so a typo leaves no trace; load calls it again.
func (o *inputOptions) check() error {
	if o.since > 0 && o.until > 0 && o.since > o.until {
		return usageError{fmt.Sprintf("--since %d is after --until %d", o.since, o.until)}
	}
	if o.maxAuth < 0 {
		return usageError{"--max-authors must be 0 or more"}
	}
	if err := o.online.check(); err != nil {
		return err
	}
	if _, err := o.budget(); err != nil {
		return err
	}
	if o.format != "" {
		if _, ok := ingest.ParseFormat(o.format); !ok {
			return usageError{fmt.Sprintf("unknown --format %q", o.format)}
		}
	}
	for _, f := range []struct{ flag, path string }{{"--names", o.names}, {"--aliases", o.aliases}} {
		if f.path == "" {
			continue
		}
		if info, err := os.Stat(f.path); err != nil || info.IsDir() {
			return usageError{fmt.Sprintf("%s %s: not a file that can be read", f.flag, pub.QuoteName(f.path))}
		}
	}
	return nil
}

// addBudgetFlags adds the flags of the budget of one input.
func (o *inputOptions) addBudgetFlags(fs *pflag.FlagSet) {
	fs.StringVar(&o.maxInput, "max-input-bytes", ingest.FormatBytes(ingest.DefaultInputBytes), "skip, with a warning, an input read whole (BibTeX, JSON, PDF, ...) that holds more than `SIZE` once decompressed; streamed formats (DBLP XML, RIS, networks) may hold 16 times as much")
	fs.StringVar(&o.maxText, "max-text-bytes", ingest.FormatBytes(ingest.DefaultTextBytes), "skip, with a warning, a text, markdown or Word CV with more than `SIZE` of text (an HTML page: 4 times as much)")
	fs.IntVar(&o.maxPDF, "max-pdf-chars", ingest.DefaultPDFChars, "skip, with a warning, a PDF with more than `N` characters, or a page with more than a fifth of that")
}

// budget checks the budget flags and returns the budget they set.
func (o *inputOptions) budget() (ingest.Budget, error) {
	var b ingest.Budget
	for _, f := range []struct {
		flag, value string
		to          *int64
	}{{"--max-input-bytes", o.maxInput, &b.InputBytes}, {"--max-text-bytes", o.maxText, &b.TextBytes}} {
		if f.value == "" {
			continue
		}
		n, err := ingest.ParseBytes(f.value)
		if err != nil {
			return b, usageError{fmt.Sprintf("%s: %v", f.flag, err)}
		}
		*f.to = n
	}
	if o.maxPDF < 1 {
		return b, usageError{"--max-pdf-chars must be 1 or more"}
	}
	b.PDFChars = o.maxPDF
	b.PageChars = o.maxPDF / 5
	return b, nil
}

// loaded is the result of reading every input.
type loaded struct {
	corpus   *graph.Corpus
	warnings []error
	// inputs are how well each input was read, for the report.
	inputs []report.InputRead
}

// maxShownWarnings bounds the warnings printed to stderr; all of them go to
// the output folder's warnings.txt where a command writes one.
const maxShownWarnings = 10

// load reads inputs (ingest.Load) into one corpus (graph.Builder). A file
// named on the command line that cannot be read (missing, not permitted,
// a FIFO without a writer) is an error; a file found in a folder that
// cannot be read, and any file that holds nothing usable (binary, empty,
// over budget), is a warning, so one stray file does not stop a
// department's batch.
//
// Folders in skip (the output folder of analyze) are not read, so that a
// second run over "." does not read the first run's report.
func load(ctx context.Context, paths []string, o inputOptions, e *env, skip ...string) (*loaded, error) {
	if len(paths) == 0 {
		return nil, usageError{"no INPUT given: name files, folders or - for standard input"}
	}
	e.quiet = o.quiet
	e.meter.setQuiet(o.quiet)
	if err := o.check(); err != nil {
		return nil, err
	}
	budget, _ := o.budget()
	force, _ := ingest.ParseFormat(o.format)
	var rules []graph.AliasRule
	b := graph.NewBuilder()
	count := new(ingest.LoadCount)
	readStart := time.Now()
	lo := ingest.LoadOptions{Format: force, Strict: o.strict, NamesFile: o.names, Owner: o.owner, Budget: budget,
		Since: o.since, Until: o.until, Skip: skip, Stdin: e.stdin, Count: count,
		Sources: []ingest.Source{o.online.inputs(o.since)},
		Begin: func(inputs []ingest.Input) error {
			r, err := readAliases(o.aliases)
			if err != nil {
				return err
			}
			rules = r
			e.meter.enter(readingStage(inputs), readDetail(inputs, count))
			return nil
		},
		Input: func(in ingest.Input) { b.InputIn(in.Path, in.Folder) },
		End: func() {
			e.meter.done()
			e.meter.note(fmt.Sprintf("read %s records (%s) in %s", counted(count.Records.Load()), megabytes(count.Bytes.Load()), roundDuration(time.Since(readStart))))
		},
	}
	if !o.quiet {
		lo.Progress = func(msg string) { fmt.Fprintf(e.stderr, "pubgraph: %s\n", msg) }
	}
	in, err := ingest.Load(ctx, paths, lo, b.Add)
	e.meter.done()
	if err != nil {
		return nil, err
	}
	c, err := build(ctx, b, rules, o.maxAuth, e)
	if err != nil {
		return nil, err
	}
	l := &loaded{corpus: c, warnings: in.Warnings}
	for _, n := range c.OwnerNotes {
		l.warnings = append(l.warnings, fmt.Errorf("%s", n))
	}
	for _, r := range in.Inputs {
		q := r.Quality
		l.inputs = append(l.inputs, report.InputRead{Path: r.Path, Format: string(r.Format),
			Publications: q.Publications, Confident: q.Confident, Estimate: q.Estimate(), Poor: q.Poor(), Reason: q.Reason()})
		if q.Poor() {
			l.warnings = append(l.warnings, fmt.Errorf("%s: read poorly (estimate %s): %s; check it with \"pubgraph parse\"", r.Path, percent(q.Estimate()), q.Reason()))
		}
	}
	if !o.quiet {
		printWarnings(e, l.warnings)
	}
	return l, nil
}

// readAliases reads the name decisions of --aliases ("" for none).
func readAliases(path string) ([]graph.AliasRule, error) {
	if path == "" {
		return nil, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return graph.ReadAliases(f, path)
}

// build resolves names and builds the corpus.
func build(ctx context.Context, b *graph.Builder, rules []graph.AliasRule, maxAuthors int, e *env) (*graph.Corpus, error) {
	e.meter.enter("resolving names and building the network", nil)
	c, err := b.Build(ctx, graph.BuildOptions{Aliases: rules, MaxAuthors: maxAuthors,
		Stage: func(name string) { e.meter.enter(name, nil) }})
	e.meter.done()
	if err != nil {
		return nil, err
	}
	e.meter.note(fmt.Sprintf("%s people, %s publications, %s co-author pairs",
		counted(int64(len(c.People))), counted(int64(len(c.Publications))), counted(int64(c.Edges.Len()))))
	// What Build worked with is garbage now, and the corpus is most of
	// what the rest of the run holds: collect once and give the scratch
	// back to the system, so that the collector paces the analysis from
	// the corpus's own size, not from Build's high-water mark (at 7.5M
	// DBLP records it held 0.6 GB more then).
	debug.FreeOSMemory()
	return c, nil
}

// printWarnings prints the first maxShownWarnings warnings.
func printWarnings(e *env, warnings []error) {
	for i, w := range warnings {
		if i == maxShownWarnings {
			fmt.Fprintf(e.stderr, "pubgraph: ... and %d more warnings\n", len(warnings)-maxShownWarnings)
			break
		}
		fmt.Fprintf(e.stderr, "pubgraph: warning: %s\n", oneLine(w.Error()))
	}
}

// readingStage names the reading stage for the meter.
func readingStage(inputs []ingest.Input) string {
	if len(inputs) == 1 {
		return "reading " + tail(oneLine(inputs[0].Path), 60)
	}
	return fmt.Sprintf("reading %d inputs", len(inputs))
}

// readDetail describes how far reading is: the input, the records and
// the bytes read, with the rate and the time left when the sizes are
// known.
func readDetail(inputs []ingest.Input, count *ingest.LoadCount) func(time.Time, time.Duration) string {
	before, totalBytes := inputSizes(inputs)
	return func(_ time.Time, took time.Duration) string {
		i := int(count.Input.Load())
		var s string
		if len(inputs) > 1 {
			s = fmt.Sprintf("%d/%d %s, ", i+1, len(inputs), tail(oneLine(inputs[i].Path), 40))
		}
		done := count.Bytes.Load()
		if totalBytes == 0 {
			return s + countDetail(count.Records.Load(), 0, "records", took) + ", " + byteDetail(done, 0, took)
		}
		// The share of bytes read tells the rate and the time left. A
		// reader that reads a file by other means (a PDF) counts as
		// having read it whole once done.
		done = before[i] + min(done-count.InputStart.Load(), before[i+1]-before[i])
		return s + counted(count.Records.Load()) + " records, " + byteDetail(done, totalBytes, took)
	}
}

// inputSizes returns, for progress, the sum of the sizes of the inputs
// before each one (before[i], and before[len(inputs)] for all), and that
// total when every input is a file of known size, else 0.
func inputSizes(inputs []ingest.Input) (before []int64, total int64) {
	before = make([]int64, len(inputs)+1)
	known := true
	for i, in := range inputs {
		var size int64
		if info, err := os.Stat(in.Path); in.Path != "-" && err == nil && info.Mode().IsRegular() {
			size = info.Size()
		} else {
			known = false
		}
		before[i+1] = before[i] + size
	}
	if !known {
		return before, 0
	}
	return before, before[len(inputs)]
}

// percent prints a share from 0 to 1 as a whole percentage, "62%".
func percent(share float64) string {
	return fmt.Sprintf("%d%%", int(share*100+0.5))
}
