package ingest

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sync/atomic"

	"github.com/pubgraph/pubgraph/ingest/cv"
	"github.com/pubgraph/pubgraph/pub"
)

// LoadOptions say how Load reads a command line's inputs.
type LoadOptions struct {
	// Format, if set, is the format of every input (no detection).
	Format Format
	// Strict makes the first bad record or unreadable path an error
	// instead of a warning.
	Strict bool
	// NamesFile is a file of node names for network edge lists ("id
	// name" per line, see ReadNodeNames); "" uses each list's own.
	NamesFile string
	// Owner is the owner of inputs that name none (see Options.Owner).
	Owner string
	// Budget bounds what one input may hold (see Options.Budget).
	Budget Budget
	// Models are the trained models the inputs are read with (see
	// Options.Models).
	Models cv.Models
	// Since and Until, when above 0, keep only publications from Since
	// on and up to Until; publications without a year are left out then.
	Since, Until int
	// Skip lists folders not to read (an earlier run's output folder).
	Skip []string
	// Sources read the command-line paths that are not files pubgraph
	// opens itself (an online id such as "orcid:…", a file of ids): the
	// first whose Match claims a path reads it.
	Sources []Source
	// Stdin is what the path "-" reads.
	Stdin io.Reader
	// Progress, if set, receives the readers' notes on slow work.
	Progress func(msg string)
	// Count, if set, is kept current while Load reads, for a progress
	// display that reads it from another goroutine.
	Count *LoadCount
	// Begin, if set, is called once the inputs are known and before the
	// first is read; an error from it is Load's.
	Begin func(inputs []Input) error
	// Input, if set, is called before each input is read, so that the
	// receiver of the records knows which document they come from (a
	// graph builder resolves names per document).
	Input func(in Input)
	// End, if set, is called when every input has been read (not when
	// reading stops at an error).
	End func()
}

// A Source reads inputs that Load does not open itself.
type Source interface {
	// Match reports whether the source reads path.
	Match(path string) bool
	// Read reads path into emit and returns how many records it emitted;
	// opt carries Load's Warn and Progress.
	Read(ctx context.Context, path string, opt Options, emit pub.Emit) (int, error)
}

// FormatSource is the format Loaded.Formats gives an input a Source read.
const FormatSource Format = "source"

// LoadCount is how far Load has come.
type LoadCount struct {
	Records    atomic.Int64 // records read
	Bytes      atomic.Int64 // bytes read from input files
	Input      atomic.Int64 // index of the input being read
	InputStart atomic.Int64 // Bytes when that input began
}

// Loaded is what Load found besides the records.
type Loaded struct {
	// Formats holds the format of every input that gave records.
	Formats map[string]Format
	// Warnings are the problems met, in the order met: unreadable paths
	// and inputs, skipped records, then what was left out.
	Warnings []error
	// Inputs are the inputs that gave publications, in the order read,
	// each with its read-quality estimate, so that a user knows which
	// file to check.
	Inputs []InputRead
}

// InputRead is how well one input was read.
type InputRead struct {
	Path    string
	Format  Format
	Quality Quality
}

// Load reads every input a command line names into emit: paths are
// files, folders (see Discover) or "-". A path named in paths that cannot
// be opened (ErrUnreadable: missing, not permitted) is an error; a file
// found in a folder that cannot be read, and any input that holds nothing
// usable, is a warning and the rest is read (with o.Strict, an error);
// when nothing at all could be read it is an error, the first one's. A failed input keeps the records read
// before the failure. Links from a node to itself are passed on (a graph
// builder drops them) and counted in a warning; publications outside
// o.Since..o.Until are not passed on and are counted in a warning.
//
// Load checks ctx between inputs and every few thousand records.
func Load(ctx context.Context, paths []string, o LoadOptions, emit pub.Emit) (*Loaded, error) {
	inputs, unreadable, err := discoverAll(paths, o)
	if err != nil {
		return nil, err
	}
	var names map[string]string
	if o.NamesFile != "" {
		if names, err = readNamesFlag(o.NamesFile); err != nil {
			return nil, err
		}
	}
	if o.Begin != nil {
		if err := o.Begin(inputs); err != nil {
			return nil, err
		}
	}
	l := &Loaded{Formats: make(map[string]Format)}
	for _, err := range unreadable {
		l.Warnings = append(l.Warnings, fmt.Errorf("skipped: %w", err))
	}
	r := newLoadReader(ctx, o, l, emit)
	r.opt.Names = names
	for i, in := range inputs {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		r.count.Input.Store(int64(i))
		r.count.InputStart.Store(r.count.Bytes.Load())
		if err := r.read(in); err != nil {
			return nil, err
		}
	}
	unreadable = append(unreadable, r.unreadable...)
	if o.End != nil {
		o.End()
	}
	l.Warnings = append(l.Warnings, r.leftOut()...)
	if len(l.Formats) == 0 {
		switch len(unreadable) {
		case 0:
			return nil, fmt.Errorf("%v: %w", paths, pub.ErrNoRecords)
		case 1:
			return nil, unreadable[0]
		}
		return nil, fmt.Errorf("none of %d inputs could be read; the first: %w", len(unreadable), unreadable[0])
	}
	return l, nil
}

// discoverAll expands each path on its own, so that one unreadable path
// is a warning (unless o.Strict) and the others are read; a file reached
// by two paths is read once (see Discover). A path a Source claims is one
// input, read by that source.
func discoverAll(paths []string, o LoadOptions) (inputs []Input, unreadable []error, err error) {
	d := newDiscovery(o.Skip...)
paths:
	for _, p := range paths {
		for _, s := range o.Sources {
			if s.Match(p) {
				inputs = append(inputs, Input{Path: p, Source: s})
				continue paths
			}
		}
		found, err := d.expand(p)
		if err != nil {
			// A path the user named that is not there fails the load.
			if o.Strict || errors.Is(err, ErrUnreadable) {
				return nil, nil, err
			}
			unreadable = append(unreadable, err)
			continue
		}
		inputs = append(inputs, found...)
	}
	return inputs, unreadable, nil
}

// readNamesFlag reads LoadOptions.NamesFile; an error opening it is the
// one os.Open gives, naming the path.
func readNamesFlag(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadNodeNames(f, path)
}

// loadReader reads Load's inputs one by one and counts what it leaves out.
type loadReader struct {
	ctx   context.Context
	o     LoadOptions
	l     *Loaded
	opt   Options
	count *LoadCount
	emit  pub.Emit
	// unreadable are the inputs that failed.
	unreadable []error
	// selfLoops counts, per file in order met, the links from a node to
	// itself and the line of the first.
	selfLoops map[string]*selfLoops
	files     []string
	// outside counts the publications outside Since..Until.
	outside int
	// quality counts the publications of the input being read.
	quality Quality
}

type selfLoops struct{ count, line int }

func newLoadReader(ctx context.Context, o LoadOptions, l *Loaded, emit pub.Emit) *loadReader {
	r := &loadReader{ctx: ctx, o: o, l: l, count: o.Count, emit: emit, selfLoops: make(map[string]*selfLoops)}
	if r.count == nil {
		r.count = new(LoadCount)
	}
	r.opt = Options{Owner: o.Owner, Budget: o.Budget, Models: o.Models, Progress: o.Progress, ReadBytes: &r.count.Bytes,
		TextReferences: &r.quality.TextReferences, Warn: func(pe *pub.ParseError) error {
			if o.Strict {
				return pe
			}
			l.Warnings = append(l.Warnings, pe)
			return nil
		}}
	return r
}

// read reads one input; a failure is a warning unless the context is done
// or o.Strict, when it is returned.
func (r *loadReader) read(in Input) error {
	if r.o.Format != "" {
		in.Format = r.o.Format
	}
	if r.o.Input != nil {
		r.o.Input(in)
	}
	format, count, err := FormatSource, 0, error(nil)
	r.quality = Quality{}
	if in.Source != nil {
		count, err = in.Source.Read(r.ctx, in.Path, r.opt, r.record)
	} else {
		format, count, err = ReadInput(in, r.o.Stdin, r.opt, r.record)
	}
	if r.quality.Publications > 0 || r.quality.unread() {
		r.l.Inputs = append(r.l.Inputs, InputRead{Path: in.Path, Format: format, Quality: r.quality})
	}
	if err == nil {
		r.l.Formats[in.Path] = format
		return nil
	}
	// A file the user named that cannot be opened fails the load; one
	// found in a folder is skipped with a warning.
	if r.ctx.Err() != nil || r.o.Strict || (!in.FromFolder && in.Source == nil && errors.Is(err, ErrUnreadable)) {
		return err
	}
	r.unreadable = append(r.unreadable, err)
	if count > 0 {
		// The records before the failure are kept.
		r.l.Formats[in.Path] = format
		r.l.Warnings = append(r.l.Warnings, fmt.Errorf("stopped reading after %d records: %w", count, err))
	} else {
		r.l.Warnings = append(r.l.Warnings, fmt.Errorf("skipped: %w", err))
	}
	return nil
}

// record counts rec and passes it on unless it is outside Since..Until.
func (r *loadReader) record(rec pub.Record) error {
	// A reader runs as long as its file is big; checking the context
	// every few thousand records stops it within a fraction of a second.
	if r.count.Records.Add(1)%4096 == 0 {
		if err := r.ctx.Err(); err != nil {
			return err
		}
	}
	if l := rec.Link; l != nil && l.Source == l.Target {
		d := r.selfLoops[l.Pos.File]
		if d == nil {
			d = &selfLoops{line: l.Pos.Line}
			r.selfLoops[l.Pos.File] = d
			r.files = append(r.files, l.Pos.File)
		}
		d.count++ // a graph builder keeps the node and drops the link
	}
	if p := rec.Publication; p != nil {
		r.quality.Add(p)
	}
	if p := rec.Publication; p != nil && (r.o.Since > 0 || r.o.Until > 0) {
		if p.Year == 0 || (r.o.Since > 0 && p.Year < r.o.Since) || (r.o.Until > 0 && p.Year > r.o.Until) {
			r.outside++
			return nil
		}
	}
	return r.emit(rec)
}

// leftOut says what the network cannot hold or the years left out, so
// that the warnings say what is missing.
func (r *loadReader) leftOut() []error {
	var out []error
	for _, f := range r.files {
		d := r.selfLoops[f]
		out = append(out, fmt.Errorf("%s:%d: %s from a node to itself dropped (a co-authorship needs two people; the first is on this line)", f, d.line, plural(d.count, "link")))
	}
	if r.outside > 0 {
		out = append(out, fmt.Errorf("%s left out by --since/--until (or without a year)", plural(r.outside, "publication")))
	}
	return out
}

// plural writes "1 link", "32 links".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
