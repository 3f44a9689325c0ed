package main

import (
	"fmt"
	"io"
	"os"
	"sync"
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
	log   *stageLog
	// stageName and stageStart time the stage count reports on.
	stageName  string
	stageStart time.Time
}

func newProgress(e *env, what string, total int) *progress {
	start := e.start
	if start.IsZero() {
		start = time.Now()
	}
	return &progress{w: e.stderr, on: e.progress, lines: !e.progress && !e.quiet, start: start, what: what, total: total, last: time.Now(), log: e.stages}
}

// line prints a stage line when the run has gone on long enough, and
// otherwise leaves it for the stage log's timer to print should the
// stage outlast stageAfter.
func (p *progress) line(text string) bool {
	if !p.lines {
		return false
	}
	if p.log != nil {
		return p.log.enter(text)
	}
	elapsed := time.Since(p.start)
	if elapsed < stageAfter {
		return false
	}
	fmt.Fprintf(p.w, "pubgraph: %s (%.1fs)\n", text, elapsed.Seconds())
	return true
}

// stageLog holds the stage a run is in, so that a stage that began before
// stageAfter and is still running when stageAfter comes is printed then,
// not only when the next stage begins. It writes stderr under its lock,
// and so must every other writer of stderr while it lives (see
// lockedWriter).
type stageLog struct {
	mu      *sync.Mutex
	w       io.Writer
	start   time.Time
	current string
	shown   bool
	closed  bool
	timer   *time.Timer
}

// newStageLog starts the timer; close stops it.
func newStageLog(mu *sync.Mutex, w io.Writer, start time.Time) *stageLog {
	l := &stageLog{mu: mu, w: w, start: start}
	l.timer = time.AfterFunc(stageAfter, l.due)
	return l
}

// enter records the current stage and prints it if the run is long
// already.
func (l *stageLog) enter(text string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.current, l.shown = text, false
	if time.Since(l.start) >= stageAfter {
		l.print()
	}
	return l.shown
}

func (l *stageLog) due() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.shown && l.current != "" {
		l.print()
	}
}

// print writes the current stage; the lock is held.
func (l *stageLog) print() {
	if l.closed {
		return
	}
	fmt.Fprintf(l.w, "pubgraph: %s (%.1fs)\n", l.current, time.Since(l.start).Seconds())
	l.shown = true
}

func (l *stageLog) close() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.closed = true
	l.timer.Stop()
}

// lockedWriter serialises writes to stderr between a command and the
// stage log's timer.
type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
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
