package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"golang.org/x/term"
)

// isTerminal reports whether w is a terminal, so that progress is shown to
// people and kept out of logs and pipes.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// stageAfter is how long a run goes before it reports its stages on a
// stderr that is no terminal (a log, a pipe): short runs stay silent.
var stageAfter = 3 * time.Second

// progress prints one self-overwriting status line on a terminal. On
// anything else, once the run has taken stageAfter, it prints each stage
// as a line "pubgraph: STAGE (12.3s)", and where a stage steps through
// inputs a line every 10 seconds; -q silences them. It rate-limits itself
// so it never slows the work.
type progress struct {
	w     io.Writer
	on    bool
	lines bool // stage lines for a stderr that is no terminal
	start time.Time
	what  string
	total int
	last  time.Time
	shown bool
}

func newProgress(e *env, what string, total int) *progress {
	start := e.start
	if start.IsZero() {
		start = time.Now()
	}
	return &progress{w: e.stderr, on: e.progress, lines: !e.progress && !e.quiet, start: start, what: what, total: total, last: time.Now()}
}

// line prints a stage line when the run has gone on long enough.
func (p *progress) line(text string) bool {
	elapsed := time.Since(p.start)
	if !p.lines || elapsed < stageAfter {
		return false
	}
	fmt.Fprintf(p.w, "pubgraph: %s (%.1fs)\n", text, elapsed.Seconds())
	return true
}

func (p *progress) step(i int, item string) {
	if !p.on {
		if p.lines && (i == 0 || time.Since(p.last) >= 10*time.Second) && p.line(fmt.Sprintf("%s %d/%d %s", p.what, i+1, p.total, item)) {
			p.last = time.Now()
		}
		return
	}
	if time.Since(p.last) < 100*time.Millisecond {
		return
	}
	p.last = time.Now()
	p.shown = true
	if len(item) > 50 {
		item = "…" + item[len(item)-49:]
	}
	fmt.Fprintf(p.w, "\r\033[K%s %d/%d %s", p.what, i+1, p.total, item)
}

// stage shows a named stage of a long job.
func (p *progress) stage(name string) {
	if !p.on {
		p.line(name)
		return
	}
	p.shown = true
	fmt.Fprintf(p.w, "\r\033[K%s", name)
}

func (p *progress) done() {
	if p.on && p.shown {
		fmt.Fprint(p.w, "\r\033[K")
		p.shown = false
	}
}
