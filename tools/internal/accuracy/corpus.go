package accuracy

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/ingest/cv"
)

// Case is one input with its gold.
type Case struct {
	// Set names the collection the input belongs to ("repo", "cv-dev",
	// "pdf").
	Set string
	// Group is the layout family the issue thresholds speak of: "text"
	// (plain text, markdown, HTML, org), "structured" (front-matter
	// folders, data files, LaTeX) or "pdf".
	Group string
	Input string // file or folder
	Gold  string
}

// Name is the input's base name.
func (c Case) Name() string { return filepath.Base(c.Input) }

// Find lists the gold-annotated inputs under the repo's testdata/cv
// (with inputs in testdata/cv or testdata/seeds), testdata/heldout,
// testdata/heldout2, testdata/heldout3, testdata/heldout4, testdata/heldout5, testdata/heldout6 and testdata/heldout7 (synthetic lists in styles the
// reader was not written against, gold beside each as <input>.gold.json) and, when they exist,
// shared/data/cv-dev and shared/data/pdf; root is the repository and
// shared the shared folder (usually root/../shared). Missing folders
// are skipped, so the result may be only the repo's own cases.
func Find(root, shared string) []Case {
	var out []Case
	golds, _ := filepath.Glob(filepath.Join(root, "testdata", "cv", "*.gold.json"))
	sort.Strings(golds)
	for _, g := range golds {
		base := strings.TrimSuffix(filepath.Base(g), ".gold.json")
		for _, dir := range []string{"cv", "seeds"} {
			in := filepath.Join(root, "testdata", dir, base)
			if exists(in) {
				out = append(out, Case{Set: "repo", Group: "text", Input: in, Gold: g})
				break
			}
		}
	}
	out = append(out, besideGold(filepath.Join(root, "testdata", "heldout"), "heldout", ".gold.json", layoutGroup)...)
	out = append(out, besideGold(filepath.Join(root, "testdata", "heldout2"), "heldout2", ".gold.json", layoutGroup)...)
	out = append(out, besideGold(filepath.Join(root, "testdata", "heldout3"), "heldout3", ".gold.json", layoutGroup)...)
	out = append(out, besideGold(filepath.Join(root, "testdata", "heldout4"), "heldout4", ".gold.json", layoutGroup)...)
	out = append(out, besideGold(filepath.Join(root, "testdata", "heldout5"), "heldout5", ".gold.json", layoutGroup)...)
	out = append(out, besideGold(filepath.Join(root, "testdata", "heldout6"), "heldout6", ".gold.json", layoutGroup)...)
	out = append(out, besideGold(filepath.Join(root, "testdata", "heldout7"), "heldout7", ".gold.json", layoutGroup)...)
	out = append(out, besideGold(filepath.Join(shared, "data", "cv-dev"), "cv-dev", ".gold.json", layoutGroup)...)
	out = append(out, besideGold(filepath.Join(shared, "data", "pdf"), "pdf", ".json",
		func(string) string { return "pdf" })...)
	return out
}

// besideGold lists the inputs in dir that have a gold file beside them,
// named <input><suffix>, in name order.
func besideGold(dir, set, suffix string, group func(string) string) []Case {
	golds, _ := filepath.Glob(filepath.Join(dir, "*"+suffix))
	sort.Strings(golds)
	var out []Case
	for _, g := range golds {
		in := strings.TrimSuffix(g, suffix)
		if exists(in) {
			out = append(out, Case{Set: set, Group: group(in), Input: in, Gold: g})
		}
	}
	return out
}

// layoutGroup tells the structured layouts (folders of front-matter
// files, YAML/JSON data files, LaTeX) from text ones by the input's
// shape alone.
func layoutGroup(path string) string {
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		return "structured"
	}
	switch strings.ToLower(filepath.Ext(path)) {
	case ".yml", ".yaml", ".json", ".tex", ".toml":
		return "structured"
	case ".pdf":
		return "pdf"
	}
	return "text"
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// Result is one scored case.
type Result struct {
	Case
	Score *Score
	Got   *Got
	Err   error
}

// Run scores every case, in order, read with the embedded models.
func Run(ctx context.Context, cases []Case) []Result {
	return RunWith(ctx, cases, cv.Models{})
}

// RunWith scores every case, in order, read with the models ms (a nil
// one: the embedded model). The cases are read side by side, as many at
// once as there are cores; each reading is the same whatever the number
// of cores, and so are the results. Several RunWith with different
// models may run at once.
func RunWith(ctx context.Context, cases []Case, ms cv.Models) []Result {
	out := make([]Result, len(cases))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(cases)) {
		wg.Go(func() {
			for i := range next {
				out[i] = runCase(ctx, cases[i], ms)
			}
		})
	}
	for i := range cases {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}

// runCase scores c read with the models ms.
func runCase(ctx context.Context, c Case, ms cv.Models) Result {
	r := Result{Case: c}
	g, err := LoadGold(c.Gold)
	if err != nil {
		r.Err = err
		return r
	}
	r.Got = Read(ctx, c.Input, ingest.Options{Models: ms})
	r.Err = r.Got.Err
	r.Score = Compare(g, r.Got)
	return r
}
