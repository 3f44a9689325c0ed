package main

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// fakeClock is a clock the test moves by hand.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time { return c.t }

// at moves the clock to d after the run began.
func (c *fakeClock) at(start time.Time, d time.Duration) { c.t = start.Add(d) }

func newTestMeter(live bool) (*meter, *fakeClock, *strings.Builder, time.Time) {
	start := time.Date(2026, 11, 26, 9, 0, 0, 0, time.UTC)
	clock := &fakeClock{start}
	var buf strings.Builder
	m := newMeter(&buf, live, clock.now)
	m.width = 80
	return m, clock, &buf, start
}

// took returns what the meter printed since the last call.
func took(buf *strings.Builder, seen *int) string {
	s := buf.String()[*seen:]
	*seen = buf.Len()
	return s
}

// TestMeterPlain: on a log, nothing before stageAfter; a stage that began
// earlier is printed when stageAfter comes, with its counts; then one line
// per stage as it begins and at most one more every plainEvery, with the
// stage's own time; notes stay; nothing after close.
func TestMeterPlain(t *testing.T) {
	old := stageAfter
	defer func() { stageAfter = old }()
	stageAfter = 3 * time.Second
	m, clock, buf, start := newTestMeter(false)
	var records atomic.Int64
	seen := 0
	steps := []struct {
		at   time.Duration
		do   func()
		want string
	}{
		{0, func() {
			m.enter("reading dblp.xml", func(_ time.Time, d time.Duration) string {
				return byteDetail(records.Load()*1000, 416e6, d)
			})
		}, ""},
		{time.Second, func() { records.Store(20000); m.tick() }, ""},
		{3 * time.Second, func() { records.Store(60000); m.tick() },
			"pubgraph: reading dblp.xml: 60/416 MB (14%), 20 MB/s, about 18s left; 3s in this stage (3.0s)\n"},
		{5 * time.Second, func() { m.tick() }, ""},
		{13 * time.Second, func() { records.Store(260000); m.tick() },
			"pubgraph: reading dblp.xml: 260/416 MB (62%), 20 MB/s, about 8s left; 13s in this stage (13.0s)\n"},
		{14 * time.Second, func() { m.done(); m.note("read 416,000 records (416 MB) in 14s") },
			"pubgraph: read 416,000 records (416 MB) in 14s (14.0s)\n"},
		{14 * time.Second, func() { m.enter("resolving names", nil) }, "pubgraph: resolving names (14.0s)\n"},
		{20 * time.Second, func() { m.tick() }, ""},
		{24*time.Second + 500*time.Millisecond, func() { m.tick() }, "pubgraph: resolving names; 11s in this stage (24.5s)\n"},
		{30 * time.Second, func() { m.tick() }, ""},
		{31 * time.Second, func() { m.enter("merging publications", nil) }, "pubgraph: merging publications (31.0s)\n"},
		{32 * time.Second, func() { m.close(); m.enter("after close", nil); m.note("after close") }, ""},
	}
	for _, s := range steps {
		clock.at(start, s.at)
		s.do()
		if diff := cmp.Diff(s.want, took(buf, &seen)); diff != "" {
			t.Errorf("at %v (-want +got):\n%s", s.at, diff)
		}
	}
}

// TestMeterShortRun: a run that ends before stageAfter prints nothing, on
// a log or a terminal.
func TestMeterShortRun(t *testing.T) {
	for _, live := range []bool{false, true} {
		m, clock, buf, start := newTestMeter(live)
		m.enter("reading cv.md", nil)
		clock.at(start, time.Second)
		m.tick()
		m.note("read 3 records")
		m.enter("computing PageRank", nil)
		m.done()
		m.close()
		if buf.Len() != 0 {
			t.Errorf("live %v: a short run printed %q", live, buf.String())
		}
	}
}

// TestMeterQuiet: -q silences every progress line; other writes pass.
func TestMeterQuiet(t *testing.T) {
	for _, live := range []bool{false, true} {
		m, clock, buf, start := newTestMeter(live)
		m.setQuiet(true)
		clock.at(start, time.Minute)
		m.enter("computing betweenness", nil)
		m.tick()
		m.note("661,065 people")
		m.Write([]byte("pubgraph: warning: x\n"))
		m.close()
		if got := buf.String(); got != "pubgraph: warning: x\n" {
			t.Errorf("live %v: -q printed %q", live, got)
		}
	}
}

// TestMeterLive: on a terminal one line is rewritten in place, at most
// every liveEvery; another write clears it first; done and close clear it.
func TestMeterLive(t *testing.T) {
	m, clock, buf, start := newTestMeter(true)
	var done atomic.Int64
	seen := 0
	clock.at(start, 5*time.Second)
	m.enter("computing betweenness (estimated)", nil)
	if got, want := took(buf, &seen), "\r\033[Kcomputing betweenness (estimated)"; got != want {
		t.Errorf("enter printed %q, want %q", got, want)
	}
	done.Store(1000)
	m.setDetail(func(_ time.Time, d time.Duration) string { return countDetail(done.Load(), 4000, "paths", d) })
	clock.at(start, 5*time.Second+100*time.Millisecond)
	m.tick()
	if got := took(buf, &seen); got != "" {
		t.Errorf("redrawn within liveEvery: %q", got)
	}
	clock.at(start, 7*time.Second)
	m.tick()
	if got, want := took(buf, &seen), "\r\033[Kcomputing betweenness (estimated): 1,000/4,000 paths, 500/s, about 6s left · 2s"; got != want {
		t.Errorf("tick printed %q, want %q", got, want)
	}
	m.Write([]byte("pubgraph: note: x\n"))
	if got, want := took(buf, &seen), "\r\033[Kpubgraph: note: x\n"; got != want {
		t.Errorf("a write printed %q, want %q", got, want)
	}
	m.Write([]byte("more\n"))
	if got, want := took(buf, &seen), "more\n"; got != want {
		t.Errorf("a second write printed %q, want %q (the line is cleared already)", got, want)
	}
	clock.at(start, 8*time.Second)
	m.tick()
	took(buf, &seen)
	m.done()
	if got, want := took(buf, &seen), "\r\033[K"; got != want {
		t.Errorf("done printed %q, want %q", got, want)
	}
	m.close()
	if got := took(buf, &seen); got != "" {
		t.Errorf("close after done printed %q", got)
	}
}

// TestMeterLiveWidth: the live line keeps to the terminal's width,
// keeping the end where the counts change.
func TestMeterLiveWidth(t *testing.T) {
	m, clock, buf, start := newTestMeter(true)
	m.width = 30
	clock.at(start, 5*time.Second)
	m.enter("reading /a/very/long/folder/name/of/inputs/dblp.xml", nil)
	line := strings.TrimPrefix(buf.String(), "\r\033[K")
	if n := len([]rune(line)); n != 29 || !strings.HasSuffix(line, "dblp.xml") || !strings.HasPrefix(line, "…") {
		t.Errorf("line %q (%d characters), want 29 ending in the file name", line, n)
	}
}

func TestProgressFormats(t *testing.T) {
	tests := []struct{ got, want string }{
		{counted(0), "0"},
		{counted(999), "999"},
		{counted(1000), "1,000"},
		{counted(7500000), "7,500,000"},
		{counted(-1234), "-1,234"},
		{megabytes(0), "0.0 MB"},
		{megabytes(5_250_000), "5.2 MB"},
		{megabytes(415_531_113), "416 MB"},
		{countDetail(0, 0, "records", 0), "0 records"},
		{countDetail(500, 0, "records", 400*time.Millisecond), "500 records"}, // too early for a rate
		{countDetail(1_500_000, 0, "records", 10*time.Second), "1,500,000 records, 150,000/s"},
		{countDetail(250, 1000, "paths", 5*time.Second), "250/1,000 paths, 50/s, about 15s left"},
		{countDetail(1000, 1000, "paths", 5*time.Second), "1,000/1,000 paths, 200/s"},
		{byteDetail(100e6, 0, 4*time.Second), "100 MB, 25 MB/s"},
		{byteDetail(3_146_044_462/2, 3_146_044_462, 20*time.Second), "1573/3146 MB (50%), 79 MB/s, about 20s left"},
		{byteDetail(10, 416e6, 2*time.Second), "0.0/416 MB (0%), 0 MB/s"}, // no guess of days
		{byteDetail(500, 400, time.Second), "0.0/0.0 MB (100%), 0 MB/s"},  // a file that grew while read
		{left(0.2), ", about 1s left"},
		{left(75), ", about 1m15s left"},
		{left(2 * 24 * 3600), ""},
		{plainLine("resolving names", "", 0, 14*time.Second), "resolving names (14.0s)"},
		{plainLine("resolving names", "", 800*time.Millisecond, 14*time.Second), "resolving names (14.0s)"},
		{plainLine("merging", "", 12*time.Second+400*time.Millisecond, 40*time.Second), "merging; 12s in this stage (40.0s)"},
		{plainLine("reading x", "5 records", 2500*time.Millisecond, 3*time.Second), "reading x: 5 records; 2.5s in this stage (3.0s)"},
		{liveLine("writing edges.csv", "120 MB, 60 MB/s", 2*time.Second, 79), "writing edges.csv: 120 MB, 60 MB/s · 2s"},
		{liveLine("computing PageRank", "", 300*time.Millisecond, 79), "computing PageRank"},
		// Too long: the stage's name gives way first, keeping the file name…
		{liveLine("reading /data/dumps/2026/dblp.xml", "1,000 records, 73/124 MB (58%)", 3*time.Second, 57),
			"…dumps/2026/dblp.xml: 1,000 records, 73/124 MB (58%) · 3s"},
		// … then, when the counts alone nearly fill the line, its end.
		{liveLine("reading /data/dumps/2026/dblp.xml", "1,000 records, 73/124 MB (58%)", 3*time.Second, 40),
			"reading /data/dumps/2026/dblp.xml: 1,00…"},
		// A stage without a path keeps its name whole.
		{liveLine("computing betweenness (estimated)", "3,276/34,980 paths, 2,561/s, about 12s left", time.Second, 60),
			"computing betweenness (estimated): 3,276/34,980 paths, 2,56…"},
		{fitWidth("short", 10), "short"},
		{fitWidth("Dejan Kostić wrote this", 10), "…rote this"},
		{tail("/tmp/a/b/c.xml", 8), "…c.xml"}, // n bytes with the ellipsis
	}
	for i, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%d: got %q, want %q", i, tt.got, tt.want)
		}
	}
}

// TestCtxWriter: writes pass until the context is done, then fail with
// its error.
func TestCtxWriter(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var buf strings.Builder
	w := ctxWriter{ctx, &buf}
	if _, err := w.Write([]byte("a,b\n")); err != nil {
		t.Fatal(err)
	}
	cancel()
	if n, err := w.Write([]byte("c,d\n")); n != 0 || !errors.Is(err, context.Canceled) {
		t.Errorf("after cancel: wrote %d, error %v", n, err)
	}
	if buf.String() != "a,b\n" {
		t.Errorf("wrote %q", buf.String())
	}
}
