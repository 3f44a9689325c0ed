package main

import (
	"fmt"
	"io"
	"os"
	"time"
	"unicode/utf8"

	"golang.org/x/term"
)

// isTerminal reports whether w is a terminal, so that progress is shown to
// people and kept out of logs and pipes.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// progress prints one self-overwriting status line on a terminal and
// nothing otherwise. It rate-limits itself so it never slows the work.
type progress struct {
	w     io.Writer
	on    bool
	what  string
	total int
	last  time.Time
	shown bool
	// stageName and stageStart time the stage count reports on.
	stageName  string
	stageStart time.Time
}

func newProgress(e *env, what string, total int) *progress {
	return &progress{w: e.stderr, on: e.progress, what: what, total: total}
}

func (p *progress) step(i int, item string) {
	if !p.on || time.Since(p.last) < 100*time.Millisecond {
		return
	}
	p.last = time.Now()
	p.shown = true
	item = tail(oneLine(item), 50)
	fmt.Fprintf(p.w, "\r\033[K%s %d/%d %s", p.what, i+1, p.total, item)
}

// count shows how far a stage is: done of total items (total 0 when
// unknown), with the rate since the stage began and, when the total is
// known, the time left at that rate. Rate-limited like step.
func (p *progress) count(stage string, done, total int, unit string) {
	if !p.on {
		return
	}
	now := time.Now()
	if p.stageName != stage {
		p.stageName, p.stageStart = stage, now
	}
	if now.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last = now
	p.shown = true
	line := fmt.Sprintf("%s: %d", stage, done)
	if total > 0 {
		line += fmt.Sprintf("/%d", total)
	}
	line += " " + unit
	if secs := now.Sub(p.stageStart).Seconds(); secs > 0.5 && done > 0 {
		rate := float64(done) / secs
		line += fmt.Sprintf(", %.0f/s", rate)
		if total > done {
			line += fmt.Sprintf(", about %s left", (time.Duration(float64(total-done)/rate) * time.Second).Round(time.Second))
		}
	}
	fmt.Fprintf(p.w, "\r\033[K%s", line)
}

// stage shows a named stage of a long job.
func (p *progress) stage(name string) {
	if !p.on {
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

// tail returns the last n bytes of s at a character boundary, after an
// ellipsis when s was longer.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := len(s) - (n - len("…"))
	for i < len(s) && !utf8.RuneStart(s[i]) {
		i++
	}
	return "…" + s[i:]
}
