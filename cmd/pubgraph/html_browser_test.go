package main

import (
	"context"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// findBrowser returns a Chromium or Chrome on PATH, or "".
func findBrowser() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	return ""
}

// TestReportHTMLBrowser opens the report.html of the sample CVs in a real
// headless browser: the page must load without network access and without
// console errors, show measures on hover, find a person typed into the
// search box (in lower case, which must not matter) and show their papers,
// thin the view with the year slider and the minimum-weight filter, and
// sort the people table.
// It saves a screenshot; PUBGRAPH_SCREENSHOT=FILE keeps it (make
// test-browser writes it into a temporary folder). Skipped without a
// browser.
func TestReportHTMLBrowser(t *testing.T) {
	browser := findBrowser()
	if browser == "" {
		t.Skip("no chromium or chrome on PATH (apt-get install chromium); skipping the browser test")
	}
	if testing.Short() {
		t.Skip("-short: skipping the browser test")
	}
	out := t.TempDir()
	if code, _, stderr := pubgraph(t, "", "analyze", "-q", "--no-svg", "--out", out, seeds); code != 0 {
		t.Fatalf("analyze exited %d: %s", code, stderr)
	}
	page := (&url.URL{Scheme: "file", Path: filepath.Join(out, "report.html")}).String()
	b := openBrowser(t, browser)
	b.watch()
	b.open(page)
	shot := b.hover()
	b.search()
	b.filters()
	b.sortPeople()
	b.mu.Lock()
	for _, p := range b.problems {
		t.Error(p)
	}
	b.mu.Unlock()
	path := filepath.Join(t.TempDir(), "report.png")
	if keep := os.Getenv("PUBGRAPH_SCREENSHOT"); keep != "" {
		path = keep
	}
	if err := os.WriteFile(path, shot, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s (%d bytes)", path, len(shot))
}

// browserTab is a headless browser's tab and the problems seen in it.
type browserTab struct {
	t        *testing.T
	ctx      context.Context
	mu       sync.Mutex
	problems []string
}

// openBrowser starts the browser and a tab, stopped when the test ends.
func openBrowser(t *testing.T, browser string) *browserTab {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(browser), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-component-update", true), chromedp.WindowSize(1280, 800),
	)
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(cancel)
	ctx, cancel = context.WithTimeout(ctx, 60*time.Second)
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil { // starts the browser and the tab
		t.Fatalf("starting %s: %v", browser, err)
	}
	return &browserTab{t: t, ctx: ctx}
}

func (b *browserTab) note(s string) { b.mu.Lock(); b.problems = append(b.problems, s); b.mu.Unlock() }

// watch collects console errors, exceptions and any request that leaves
// the file, from before the page opens.
func (b *browserTab) watch() {
	console := chromedp.Console(b.ctx)
	requests := chromedp.Events(b.ctx, network.RequestWillBeSent)
	go func() {
		for m, err := range console {
			if err != nil {
				return
			}
			// Warnings are not failures: software WebGL in a headless
			// browser warns about its own speed ("GPU stall").
			if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException {
				b.note("console " + m.String())
			}
		}
	}()
	go func() {
		for ev, err := range requests {
			if err != nil {
				return
			}
			if u := ev.Request.URL; !strings.HasPrefix(u, "file:") && !strings.HasPrefix(u, "data:") && !strings.HasPrefix(u, "blob:") {
				b.note("network request: " + u)
			}
		}
	}()
}

func (b *browserTab) text(sel string) string {
	b.t.Helper()
	s, err := chromedp.Run(b.ctx, chromedp.Text(chromedp.CSS(sel)))
	if err != nil {
		b.t.Fatalf("reading %s: %v", sel, err)
	}
	return s
}

func (b *browserTab) open(page string) {
	if err := chromedp.Do(b.ctx,
		chromedp.Navigate(page),
		chromedp.Poll[chromedp.Void](`window.pubgraphReady === true`, chromedp.WithPollingTimeout(20*time.Second)),
		chromedp.WaitVisible(chromedp.CSS(`#graph canvas`)),
	); err != nil {
		b.t.Fatalf("browser: %v", err)
	}
}

// hover moves over the most central person: the tooltip shows their
// measures. It returns a screenshot with the tooltip.
func (b *browserTab) hover() []byte {
	t := b.t
	at, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]float64](`(() => {
		const d = JSON.parse(document.getElementById("pubgraph-data").textContent);
		const n = d.nodes.slice().sort((a, b) => b.size - a.size)[0];
		const r = document.getElementById("graph").getBoundingClientRect();
		const p = pubgraph.renderer.graphToViewport({x: n.x, y: n.y});
		return [r.left + p.x, r.top + p.y]; })()`))
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(b.ctx,
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, at[0], at[1]),
		chromedp.WaitVisible(chromedp.CSS(`#tooltip`)),
	); err != nil {
		t.Fatalf("hover: %v", err)
	}
	if tip := b.text(`#tooltip`); !strings.Contains(tip, "pagerank") {
		t.Errorf("the tooltip shows no measures: %q", tip)
	}
	shot, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	return shot
}

// search types a name in lower case: the person and their papers show.
func (b *browserTab) search() {
	if err := chromedp.Do(b.ctx,
		chromedp.SendKeys(chromedp.CSS(`#search`), "jinsun yoo"+kb.Enter),
		chromedp.WaitVisible(chromedp.CSS(`#info h3`)),
	); err != nil {
		b.t.Fatalf("search: %v", err)
	}
	if name := b.text(`#info h3`); name != "Jinsun Yoo" {
		b.t.Errorf("searching %q selected %q", "jinsun yoo", name)
	}
	if papers := b.text(`#info ul`); strings.TrimSpace(papers) == "" {
		b.t.Errorf("the selected person's papers are not listed")
	}
	// A surname alone ranks the person who has it as a whole word first.
	first, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`(() => { const k = window.pubgraph.search("yoo")[0];
		return k ? window.pubgraph.renderer.getGraph().getNodeAttribute(k, "label") : ""; })()`))
	if err != nil {
		b.t.Fatalf("search: %v", err)
	}
	if first != "Jinsun Yoo" {
		b.t.Errorf(`search("yoo") ranks %q first, want the whole-word match Jinsun Yoo`, first)
	}
}

// filters sets the year slider at the first year and the weight filter
// at its top: each leaves fewer people or links in view. Colouring by
// first year shows its legend.
func (b *browserTab) filters() {
	t := b.t
	type counts struct{ Nodes, Edges int }
	shown := func(js string) counts {
		t.Helper()
		c, err := chromedp.Run(b.ctx, chromedp.Evaluate[counts](js+`; pubgraph.renderer.refresh(); pubgraph.shown()`))
		if err != nil {
			t.Fatalf("%s: %v", js, err)
		}
		return c
	}
	all := shown(`0`)
	early := shown(`(() => { const y = document.getElementById("year"); y.value = y.min; y.dispatchEvent(new Event("input")); })()`)
	if all.Nodes == 0 || early.Nodes >= all.Nodes || early.Edges >= all.Edges {
		t.Errorf("year slider at the first year: %+v of %+v in view, want fewer", early, all)
	}
	heavy := shown(`(() => { const y = document.getElementById("year"); y.value = y.max; y.dispatchEvent(new Event("input"));
		const w = document.getElementById("weight"); w.value = w.max; w.dispatchEvent(new Event("input")); })()`)
	if heavy.Edges >= all.Edges || heavy.Nodes != all.Nodes {
		t.Errorf("minimum weight at its top: %+v of %+v in view, want fewer links and every person", heavy, all)
	}
	legend, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`(() => { const c = document.getElementById("colour");
		c.value = "year"; c.dispatchEvent(new Event("change")); return document.getElementById("legend").textContent; })()`))
	if err != nil || !strings.Contains(legend, "First year") {
		t.Errorf("colour by first year: legend %q, %v", legend, err)
	}
}

// sortPeople sorts the people table by papers, most first.
func (b *browserTab) sortPeople() {
	t := b.t
	if err := chromedp.Do(b.ctx,
		chromedp.Click(chromedp.CSS(`#tabs button[data-tab="people"]`)),
		chromedp.Click(chromedp.CSS(`#people-table th:nth-child(2)`)), // papers, most first
	); err != nil {
		t.Fatal(err)
	}
	top, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`(() => { const d = JSON.parse(document.getElementById("pubgraph-data").textContent);
		return d.nodes.slice().sort((a, b) => b.papers - a.papers || a.id - b.id)[0].label; })()`))
	if err != nil {
		t.Fatal(err)
	}
	if first := b.text(`#people-table tbody tr:first-child td:first-child`); first != top {
		t.Errorf("people sorted by papers start with %q, want %q", first, top)
	}
}
