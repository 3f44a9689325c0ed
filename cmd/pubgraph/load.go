package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"sync/atomic"
	"time"

	"github.com/spf13/pflag"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/pub"
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

func (o *inputOptions) addFlags(fs *pflag.FlagSet) {
	fs.StringVar(&o.format, "format", "", "read every input as `FORMAT`: cv, html, bibtex, dblp, csl, orcid, ris, edgelist, gml, pajek (default: detect from content and extension)")
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

// loaded is the result of reading every input.
type loaded struct {
	corpus   *graph.Corpus
	warnings []error
	formats  map[string]ingest.Format
}

// maxShownWarnings bounds the warnings printed to stderr; all of them go to
// the output folder's warnings.txt where a command writes one.
const maxShownWarnings = 10

// load reads inputs into one corpus. A file named on the command line that
// cannot be read (missing, not permitted, a FIFO without a writer) is an
// error; a file found in a folder that cannot be read, and any file that
// holds nothing usable (binary, empty, over budget), is a warning, so one
// stray file does not stop a department's batch.
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
	// A path or file that cannot be read is a warning and the others are
	// read (--strict makes it an error); only when nothing at all could be
	// read is it an error, the first one's.
	var inputs []ingest.Input
	var unreadable []error
	remote := o.online.inputs(o.since)
	for _, p := range paths {
		if remote.Match(p) {
			inputs = append(inputs, ingest.Input{Path: p, Format: formatOnline})
			continue
		}
		found, err := ingest.Discover([]string{p}, skip...)
		if err != nil {
			// A path the user named that is not there fails the run.
			if o.strict || errors.Is(err, ingest.ErrUnreadable) {
				return nil, err
			}
			unreadable = append(unreadable, err)
			continue
		}
		inputs = append(inputs, found...)
	}
	var names map[string]string
	if o.names != "" {
		f, err := os.Open(o.names)
		if err != nil {
			return nil, err
		}
		names, err = ingest.ReadNodeNames(f, o.names)
		f.Close()
		if err != nil {
			return nil, err
		}
	}
	var rules []graph.AliasRule
	if o.aliases != "" {
		f, err := os.Open(o.aliases)
		if err != nil {
			return nil, err
		}
		rules, err = graph.ReadAliases(f, o.aliases)
		f.Close()
		if err != nil {
			return nil, err
		}
	}

	l := &loaded{formats: make(map[string]ingest.Format)}
	for _, err := range unreadable {
		l.warnings = append(l.warnings, fmt.Errorf("skipped: %w", err))
	}
	opt := ingest.Options{Names: names, Owner: o.owner, Budget: budget, Warn: func(pe *pub.ParseError) error {
		if o.strict {
			return pe
		}
		l.warnings = append(l.warnings, pe)
		return nil
	}}
	if !o.quiet {
		opt.Progress = func(msg string) { fmt.Fprintf(e.stderr, "pubgraph: %s\n", msg) }
	}
	b := graph.NewBuilder()
	// Input the network cannot hold is counted, so warnings.txt says what
	// was left out: links from a node to itself (a co-authorship network
	// has no self-loops) and publications outside --since/--until.
	type dropped struct {
		count, line int
	}
	selfLoops := make(map[string]*dropped)
	var files []string
	outside := 0
	// Progress counts records, and the bytes read of inputs whose size
	// is known; the meter's ticker reads the counts.
	var records, fileIndex, fileStart atomic.Int64
	readBytes := new(atomic.Int64)
	opt.ReadBytes = readBytes
	before, totalBytes := inputSizes(inputs)
	readDetail := func(_ time.Time, took time.Duration) string {
		i := int(fileIndex.Load())
		var s string
		if len(inputs) > 1 {
			s = fmt.Sprintf("%d/%d %s, ", i+1, len(inputs), tail(oneLine(inputs[i].Path), 40))
		}
		done := readBytes.Load()
		if totalBytes > 0 {
			// The share of bytes read tells the rate and the time left.
			s += counted(records.Load()) + " records"
		} else {
			s += countDetail(records.Load(), 0, "records", took)
		}
		if totalBytes > 0 {
			// A reader that reads a file by other means (a PDF) counts
			// as having read it whole once done.
			done = before[i] + min(done-fileStart.Load(), before[i+1]-before[i])
		}
		return s + ", " + byteDetail(done, totalBytes, took)
	}
	what := fmt.Sprintf("reading %d inputs", len(inputs))
	if len(inputs) == 1 {
		what = "reading " + tail(oneLine(inputs[0].Path), 60)
	}
	e.meter.enter(what, readDetail)
	emit := func(rec pub.Record) error {
		// A reader runs as long as its file is big; checking the context
		// every few thousand records stops it within a fraction of a second.
		if records.Add(1)%4096 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		if l := rec.Link; l != nil && l.Source == l.Target {
			d := selfLoops[l.Pos.File]
			if d == nil {
				d = &dropped{line: l.Pos.Line}
				selfLoops[l.Pos.File] = d
				files = append(files, l.Pos.File)
			}
			d.count++ // the builder keeps the node and drops the link
		}
		if p := rec.Publication; p != nil && (o.since > 0 || o.until > 0) {
			if p.Year == 0 || (o.since > 0 && p.Year < o.since) || (o.until > 0 && p.Year > o.until) {
				outside++
				return nil
			}
		}
		return b.Add(rec)
	}
	readStart := time.Now()
	for i, in := range inputs {
		if err := ctx.Err(); err != nil {
			e.meter.done()
			return nil, err
		}
		fileIndex.Store(int64(i))
		fileStart.Store(readBytes.Load())
		if force != "" && in.Format != formatOnline {
			in.Format = force
		}
		b.Input(in.Path)
		format, count, err := readInput(ctx, in, remote, e.stdin, opt, emit)
		if err != nil {
			// A file the user named that cannot be opened fails the run;
			// one found in a folder is skipped with a warning.
			if ctx.Err() != nil || o.strict || (!in.FromFolder && errors.Is(err, ingest.ErrUnreadable)) {
				e.meter.done()
				return nil, err
			}
			unreadable = append(unreadable, err)
			if count > 0 {
				// The records before the failure are kept.
				l.formats[in.Path] = format
				l.warnings = append(l.warnings, fmt.Errorf("stopped reading after %d records: %w", count, err))
			} else {
				l.warnings = append(l.warnings, fmt.Errorf("skipped: %w", err))
			}
			continue
		}
		l.formats[in.Path] = format
	}
	e.meter.done()
	e.meter.note(fmt.Sprintf("read %s records (%s) in %s", counted(records.Load()), megabytes(readBytes.Load()), roundDuration(time.Since(readStart))))
	for _, f := range files {
		d := selfLoops[f]
		l.warnings = append(l.warnings, fmt.Errorf("%s:%d: %s from a node to itself dropped (a co-authorship needs two people; the first is on this line)", f, d.line, plural(d.count, "link")))
	}
	if outside > 0 {
		l.warnings = append(l.warnings, fmt.Errorf("%s left out by --since/--until (or without a year)", plural(outside, "publication")))
	}
	if len(l.formats) == 0 {
		switch len(unreadable) {
		case 0:
			return nil, fmt.Errorf("%v: %w", paths, pub.ErrNoRecords)
		case 1:
			return nil, unreadable[0]
		}
		return nil, fmt.Errorf("none of %d inputs could be read; the first: %w", len(unreadable), unreadable[0])
	}
	e.meter.enter("resolving names and building the network", nil)
	c, err := b.Build(ctx, graph.BuildOptions{Aliases: rules, MaxAuthors: o.maxAuth,
		Stage: func(name string) { e.meter.enter(name, nil) }})
	e.meter.done()
	if err != nil {
		return nil, err
	}
	for _, n := range c.OwnerNotes {
		l.warnings = append(l.warnings, fmt.Errorf("%s", n))
	}
	e.meter.note(fmt.Sprintf("%s people, %s publications, %s co-author pairs",
		counted(int64(len(c.People))), counted(int64(len(c.Publications))), counted(int64(c.Edges.Len()))))
	l.corpus = c
	// What Build worked with is garbage now, and the corpus is most of
	// what the rest of the run holds: collect once and give the scratch
	// back to the system, so that the collector paces the analysis from
	// the corpus's own size, not from Build's high-water mark (at 7.5M
	// DBLP records it held 0.6 GB more then).
	debug.FreeOSMemory()
	if !o.quiet {
		for i, w := range l.warnings {
			if i == maxShownWarnings {
				fmt.Fprintf(e.stderr, "pubgraph: ... and %d more warnings\n", len(l.warnings)-maxShownWarnings)
				break
			}
			fmt.Fprintf(e.stderr, "pubgraph: warning: %s\n", oneLine(w.Error()))
		}
	}
	return l, nil
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

// plural writes "1 link", "32 links".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
