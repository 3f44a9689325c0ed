package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"golang.org/x/term"
)

// isTerminal reports whether w is a terminal, so that progress is shown to
// people and kept out of logs and pipes.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// terminalWidth is w's width in columns, 80 when it cannot be told.
func terminalWidth(w io.Writer) int {
	if f, ok := w.(*os.File); ok {
		if width, _, err := term.GetSize(int(f.Fd())); err == nil && width > 20 {
			return width
		}
	}
	return 80
}

// stageAfter is how long a run goes before it reports its stages: short
// runs stay silent.
var stageAfter = 3 * time.Second

const (
	// plainEvery is the least time between two progress lines within one
	// stage on a stderr that is no terminal.
	plainEvery = 10 * time.Second
	// liveEvery is how often the line on a terminal is redrawn.
	liveEvery = 200 * time.Millisecond
)

// meter shows how far a run is on stderr. On a terminal it keeps one line
// that it rewrites in place: the stage, its counts and rates, and how long
// the stage has run. On anything else (a log, a pipe) it prints plain
// lines: one when a stage begins, "pubgraph: STAGE (12.3s)" with the
// time since the run began, and while a stage lasts at most one more
// every plainEvery with its counts and its own time so far. Nothing at all
// is printed before the run has taken stageAfter, nor with -q.
//
// The work tells the meter which stage it is in (enter) and keeps its
// counts in atomics that a detail function reads; a ticker goroutine does
// the printing, so the work never waits on the terminal and a stage that
// reports nothing (a step of Build) still shows that it is alive. Every
// other write to stderr goes through the meter too (see Write), under its
// lock, so that a warning never lands in the middle of the live line.
type meter struct {
	mu    sync.Mutex
	w     io.Writer
	live  bool // a terminal
	width int  // the terminal's columns
	quiet bool
	now   func() time.Time
	start time.Time

	stage      string
	stageStart time.Time
	// detail, if set, describes the stage's counts; it is called under
	// the lock with the time now and the time the stage has taken.
	detail    func(now time.Time, took time.Duration) string
	printed   bool      // the plain line of this stage is out
	lastPlain time.Time // when the last plain progress line was printed
	lastLive  time.Time
	liveShown bool // the live line is on the screen
	closed    bool
	stop      chan struct{}
}

// newMeter returns a meter writing to w; live for a terminal. now is the
// clock (time.Now but in tests).
func newMeter(w io.Writer, live bool, now func() time.Time) *meter {
	m := &meter{w: w, live: live, now: now, start: now(), width: 80}
	if live {
		m.width = terminalWidth(w)
	}
	return m
}

// run starts the ticker that prints progress; close stops it.
func (m *meter) run() {
	every := time.Second
	if m.live {
		every = liveEvery
	}
	m.stop = make(chan struct{})
	go func() {
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-m.stop:
				return
			case <-t.C:
				m.tick()
			}
		}
	}()
}

// close stops the ticker and clears the live line; nothing is printed
// after it.
func (m *meter) close() {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return
	}
	m.closed = true
	if m.stop != nil {
		close(m.stop)
	}
	m.clearLive()
}

// setQuiet silences the meter (-q).
func (m *meter) setQuiet(quiet bool) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.quiet = quiet
	if quiet {
		m.clearLive()
	}
}

// Write writes p to stderr under the meter's lock, first clearing the
// live line, which the next tick draws again below what p printed.
func (m *meter) Write(p []byte) (int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.clearLive()
	return m.w.Write(p)
}

// enter begins a stage; detail, if not nil, describes its counts.
func (m *meter) enter(stage string, detail func(now time.Time, took time.Duration) string) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.now()
	m.stage, m.stageStart, m.detail, m.printed = stage, now, detail, false
	m.show(now, true)
}

// setDetail describes the current stage's counts from now on.
func (m *meter) setDetail(detail func(now time.Time, took time.Duration) string) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.detail = detail
}

// done ends the current stage: the live line is cleared until the next.
func (m *meter) done() {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.stage, m.detail = "", nil
	m.clearLive()
}

// note prints a line that stays, such as what was read, once the run
// has taken stageAfter.
func (m *meter) note(text string) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.now()
	if m.quiet || m.closed || now.Sub(m.start) < stageAfter {
		return
	}
	m.clearLive()
	fmt.Fprintf(m.w, "pubgraph: %s (%s)\n", text, seconds(now.Sub(m.start)))
	m.lastPlain = now
}

// tick prints what is due: the live line, or a plain line for a stage that
// began before stageAfter and still runs, or one every plainEvery.
func (m *meter) tick() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.show(m.now(), false)
}

// show prints what is due at now; entered is set when the stage has just
// begun. The lock is held.
func (m *meter) show(now time.Time, entered bool) {
	if m.quiet || m.closed || m.stage == "" || now.Sub(m.start) < stageAfter {
		return
	}
	took := now.Sub(m.stageStart)
	detail := ""
	if m.detail != nil && !(entered && !m.live) {
		// A stage's first plain line, printed as it begins, has no
		// counts yet to show.
		detail = m.detail(now, took)
	}
	if m.live {
		if !entered && now.Sub(m.lastLive) < liveEvery {
			return
		}
		m.lastLive = now
		fmt.Fprintf(m.w, "\r\033[K%s", liveLine(m.stage, detail, took, m.width-1))
		m.liveShown = true
		return
	}
	switch {
	case !m.printed:
		m.printed = true
	case now.Sub(m.lastPlain) >= plainEvery && took >= plainEvery:
	default:
		return
	}
	m.lastPlain = now
	fmt.Fprintf(m.w, "pubgraph: %s\n", plainLine(m.stage, detail, took, now.Sub(m.start)))
}

// clearLive erases the live line; the lock is held.
func (m *meter) clearLive() {
	if m.liveShown {
		fmt.Fprint(m.w, "\r\033[K")
		m.liveShown = false
	}
}
