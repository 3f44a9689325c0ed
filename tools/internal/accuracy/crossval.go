package accuracy

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/pubgraph/pubgraph/ingest/label"
)

// devSets are the sets whose gold the field labeller trains on (through
// ingest/label/data/csl/dev.txt.gz and ingest/label/data/dev) and so the
// sets cross-validated.
var devSets = map[string]bool{"cv-dev": true, "pdf": true}

// Folds assigns each case of the development sets to one of k folds by
// file: the names in order, dealt round. The map is keyed by Case.Name,
// the source name the generated training data records.
func Folds(cases []Case, k int) map[string]int {
	var names []string
	for _, c := range cases {
		if devSets[c.Set] {
			names = append(names, c.Name())
		}
	}
	sort.Strings(names)
	out := make(map[string]int, len(names))
	for i, n := range names {
		out[n] = i % k
	}
	return out
}

// CrossValidate scores the development cases by k-fold cross-validation
// by file, with the folds of Folds (computed over every development case,
// so that scoring a subset uses the same models): for each fold it trains the field labeller (with the
// parameters of `make model`) on its training data less the entries made
// from that fold's files, and reads the fold's files with that model.
// labelDir is the ingest/label folder; fold models are cached in cache
// (when not "") under a name that hashes the training sources and the
// fold, so a second run with the same data reads them back. Progress goes
// to log. The results come in the order of cases, development cases
// only.
func CrossValidate(ctx context.Context, cases []Case, folds map[string]int, k int, labelDir, cache string, log io.Writer) ([]Result, error) {
	if k < 2 {
		return nil, fmt.Errorf("cross-validation needs k ≥ 2, got %d", k)
	}
	byFold := make([][]Case, k)
	for _, c := range cases {
		if f, ok := folds[c.Name()]; ok && devSets[c.Set] && f >= 0 && f < k {
			byFold[f] = append(byFold[f], c)
		}
	}
	p := label.DefaultTrainParams()
	hash, err := label.SourceHash(labelDir, p)
	if err != nil {
		return nil, fmt.Errorf("hashing the training sources: %w", err)
	}
	// Training a fold's model takes minutes on one core: the folds train
	// side by side, as many at once as there are cores; scoring then
	// goes fold by fold, since the model in use is the package's.
	log = &lockedWriter{w: log}
	models := make([]*label.Model, k)
	errs := make([]error, k)
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for f, fc := range byFold {
		if len(fc) == 0 {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			models[f], errs[f] = foldModel(ctx, labelDir, hash, p, folds, f, k, cache, log)
		}()
	}
	wg.Wait()
	got := make(map[string]Result)
	for f, fc := range byFold {
		if len(fc) == 0 {
			continue
		}
		if errs[f] != nil {
			return nil, fmt.Errorf("fold %d: %w", f+1, errs[f])
		}
		restore := label.UseModel(models[f])
		rs := Run(ctx, fc)
		restore()
		for _, r := range rs {
			got[r.Input] = r
		}
	}
	var out []Result
	for _, c := range cases {
		if r, ok := got[c.Input]; ok {
			out = append(out, r)
		}
	}
	return out, nil
}

// foldModel trains (or reads from the cache) the model of one fold.
func foldModel(ctx context.Context, labelDir, hash string, p label.TrainParams, folds map[string]int, f, k int, cache string, log io.Writer) (*label.Model, error) {
	skip := make(map[string]bool)
	h := sha256.New()
	io.WriteString(h, hash)
	for n, g := range folds {
		if g == f {
			skip[n] = true
		}
	}
	for _, n := range slices.Sorted(maps.Keys(skip)) {
		io.WriteString(h, "\n"+n)
	}
	name := fmt.Sprintf("fold-%s-k%d-%d.bin", hex.EncodeToString(h.Sum(nil))[:16], k, f+1)
	if cache != "" {
		if data, err := os.ReadFile(filepath.Join(cache, name)); err == nil {
			if m, _, err := label.ReadModel(bytes.NewReader(data)); err == nil {
				fmt.Fprintf(log, "accuracy: fold %d/%d: model read from %s\n", f+1, k, filepath.Join(cache, name))
				return m, nil
			}
		}
	}
	refs, names, err := label.TrainingDataExcept(labelDir, func(src string) bool { return skip[src] })
	if err != nil {
		return nil, err
	}
	all, _, err := label.TrainingData(labelDir)
	if err != nil {
		return nil, err
	}
	if len(refs) == len(all) {
		// None of the fold's files is in the training data: its model is
		// the embedded one (TestModelFresh keeps that trained from the
		// same data and parameters), and training it again would only
		// cost minutes.
		fmt.Fprintf(log, "accuracy: fold %d/%d: no training data of its %d files; the embedded model\n", f+1, k, len(skip))
		return label.Default(), nil
	}
	start := time.Now()
	fmt.Fprintf(log, "accuracy: fold %d/%d: training on %d of %d references (%d files left out)…\n", f+1, k, len(refs), len(all), len(skip))
	m, err := label.Train(ctx, refs, names, p)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(log, "accuracy: fold %d/%d: trained in %s\n", f+1, k, time.Since(start).Round(time.Second))
	if cache != "" {
		var buf bytes.Buffer
		if err := m.Write(&buf, label.Header{Hash: hash, Params: p}); err != nil {
			return nil, err
		}
		if err := os.MkdirAll(cache, 0o755); err == nil {
			if err := os.WriteFile(filepath.Join(cache, name), buf.Bytes(), 0o644); err != nil {
				fmt.Fprintf(log, "accuracy: caching fold model: %v\n", err)
			}
		}
	}
	return m, nil
}

// WriteCrossVal writes the in-sample and cross-validated means of the
// development sets side by side, then, per file, the two readings.
func WriteCrossVal(w io.Writer, in, cv []Result, k int, md bool) error {
	inBy := make(map[string]Result, len(in))
	var inDev []Result
	for _, r := range in {
		if devSets[r.Set] {
			inBy[r.Input] = r
			inDev = append(inDev, r)
		}
	}
	cvMeans := make(map[string]Mean)
	for _, m := range Means(cv) {
		cvMeans[m.Label] = m
	}
	var rows [][]string
	head := []string{"set", "files", "recall", "recall (cv)", "prec", "prec (cv)", "auth F1", "auth F1 (cv)"}
	for _, m := range Means(inDev) {
		c, ok := cvMeans[m.Label]
		if !ok {
			continue
		}
		rows = append(rows, []string{m.Label, fmt.Sprint(m.Files), f3(m.Recall), f3(c.Recall), f3(m.Precision), f3(c.Precision), f3(m.F1), f3(c.F1)})
	}
	for _, r := range cv {
		i, ok := inBy[r.Input]
		if !ok || i.Score == nil || r.Score == nil {
			continue
		}
		rows = append(rows, []string{r.Set, r.Name(), f3(i.Score.Recall()), f3(r.Score.Recall()), f3(i.Score.Precision()), f3(r.Score.Precision()),
			f3(i.Score.AuthorF1()), f3(r.Score.AuthorF1())})
	}
	title := fmt.Sprintf("cross-validated: %d folds by file, each file read by a field model that never trained on its gold", k)
	if md {
		fmt.Fprintf(w, "\n%s\n\n| %s |\n|%s\n", title, strings.Join(head, " | "), strings.Repeat(" --- |", len(head)))
		for _, r := range rows {
			fmt.Fprintf(w, "| %s |\n", strings.Join(r, " | "))
		}
		return nil
	}
	fmt.Fprintf(w, "\n%s\n", title)
	return writeAligned(w, head, rows)
}

func writeAligned(w io.Writer, head []string, rows [][]string) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, strings.Join(head, "\t")+"\t")
	for _, r := range rows {
		fmt.Fprintln(tw, strings.Join(r, "\t")+"\t")
	}
	return tw.Flush()
}

// lockedWriter lets the folds training side by side report progress to
// one writer.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}
