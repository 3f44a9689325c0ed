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

	"github.com/pubgraph/pubgraph/ingest/cv"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/tools/internal/trainfold"
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

// CVOptions say where CrossValidate finds the models' training data and
// keeps the fold models.
type CVOptions struct {
	// Root is the repository: the models' package folders are under it
	// (ingest/label, ingest/cv/sections/model, …).
	Root string
	// Cache is the folder the fold models are kept in between runs, ""
	// for none.
	Cache string
	// Lines says whether the folds retrain the line model: false when
	// the reader runs without it (PUBGRAPH_LINE_MODEL=0), so that a fold
	// reads as the in-sample pass does.
	Lines bool
	// Each says whether to read the cases also with the fold's field
	// labeller and one other fold model at a time (CrossVal.Each).
	Each bool
	// Log receives progress.
	Log io.Writer
}

// CrossVal holds the development cases read by cross-validation, in the
// order of the cases given, development cases only.
type CrossVal struct {
	// Fields: each case read by the field labeller of its fold, every
	// other model as embedded (trained on all the development files).
	Fields []Result
	// All: each case read by every model of its fold (Retrained).
	All []Result
	// Retrained names the models the folds of All retrain.
	Retrained []string
	// Each holds, with CVOptions.Each, the cases read by the fold's field
	// labeller and one other model of the fold, the rest as embedded: each
	// model's part in the difference between Fields and All.
	Each []Reading
}

// Reading is the development cases read one way.
type Reading struct {
	Name    string // what read them
	Results []Result
}

// CrossValidate scores the development cases by k-fold cross-validation
// by file, with the folds of Folds (computed over every development case,
// so that scoring a subset uses the same models). For each fold it
// trains every model that trains on the development documents on its
// training data less the items made from that fold's files: the field
// labeller (with the parameters of `make model`, on its data less the
// entries of those files), the section classifier, the heading detector
// and the line model (with the parameters of `make sectionmodel`,
// `make headingmodel`, `make linemodel`, on their data less the
// sections and lines of those files). It reads the fold's files twice:
// with the fold's field labeller alone, the other models as embedded,
// and with all the fold's models. Fold models are cached in opt.Cache
// (when not "") under names that hash the training sources and the
// fold, so a second run with the same data reads them back.
func CrossValidate(ctx context.Context, cases []Case, folds map[string]int, k int, opt CVOptions) (*CrossVal, error) {
	if k < 2 {
		return nil, fmt.Errorf("cross-validation needs k ≥ 2, got %d", k)
	}
	if opt.Log == nil {
		opt.Log = io.Discard
	}
	byFold := make([][]Case, k)
	for _, c := range cases {
		if f, ok := folds[c.Name()]; ok && devSets[c.Set] && f >= 0 && f < k {
			byFold[f] = append(byFold[f], c)
		}
	}
	fields, err := fieldModels(ctx, byFold, folds, k, filepath.Join(opt.Root, "ingest", "label"), opt.Cache, opt.Log)
	if err != nil {
		return nil, err
	}
	out := &CrossVal{Retrained: []string{"field labeller", "section classifier", "heading detector"}}
	if opt.Lines {
		out.Retrained = append(out.Retrained, "line model")
	}
	others, err := foldModels(ctx, byFold, folds, opt)
	if err != nil {
		return nil, err
	}
	gotFields, gotAll := make(map[string]Result), make(map[string]Result)
	var each []map[string]Result
	var names []string
	for f, fc := range byFold {
		if len(fc) == 0 {
			continue
		}
		for _, r := range RunWith(ctx, fc, cv.Models{Fields: fields[f]}) {
			gotFields[r.Input] = r
		}
		ms := others[f]
		ms.Fields = fields[f]
		for _, r := range RunWith(ctx, fc, ms) {
			gotAll[r.Input] = r
		}
		if !opt.Each {
			continue
		}
		for i, one := range oneEach(ms) {
			if len(each) <= i {
				each = append(each, map[string]Result{})
				names = append(names, one.name)
			}
			for _, r := range RunWith(ctx, fc, one.ms) {
				each[i][r.Input] = r
			}
		}
	}
	for i, got := range each {
		rd := Reading{Name: names[i]}
		for _, c := range cases {
			if r, ok := got[c.Input]; ok {
				rd.Results = append(rd.Results, r)
			}
		}
		out.Each = append(out.Each, rd)
	}
	for _, c := range cases {
		if r, ok := gotFields[c.Input]; ok {
			out.Fields = append(out.Fields, r)
			out.All = append(out.All, gotAll[c.Input])
		}
	}
	return out, nil
}

// oneEach returns, for each model of ms beside the field labeller, ms's
// field labeller with that model alone.
func oneEach(ms cv.Models) []struct {
	name string
	ms   cv.Models
} {
	type one = struct {
		name string
		ms   cv.Models
	}
	out := []one{
		{"+ section classifier", cv.Models{Fields: ms.Fields, Sections: ms.Sections}},
		{"+ heading detector", cv.Models{Fields: ms.Fields, Headings: ms.Headings}},
	}
	if ms.Lines != nil {
		out = append(out, one{"+ line model", cv.Models{Fields: ms.Fields, Lines: ms.Lines}})
	}
	return out
}

// Held returns the names of the files of fold f.
func Held(folds map[string]int, f int) map[string]bool {
	skip := make(map[string]bool)
	for n, g := range folds {
		if g == f {
			skip[n] = true
		}
	}
	return skip
}

// Model folders under the repository.
var (
	sectionsDir = filepath.Join("ingest", "cv", "sections", "model")
	headingsDir = filepath.Join("ingest", "cv", "sections", "heading")
	linesDir    = filepath.Join("ingest", "label", "lines")
)

// foldModels trains (or reads from the cache) the section classifier,
// the heading detector and, with opt.Lines, the line model of every
// fold that holds cases, each without the fold's files.
func foldModels(ctx context.Context, byFold [][]Case, folds map[string]int, opt CVOptions) ([]cv.Models, error) {
	var fs []int
	var skips, lineSkips []map[string]bool
	for f, fc := range byFold {
		if len(fc) > 0 {
			fs = append(fs, f)
			skips = append(skips, Held(folds, f))
			lineSkips = append(lineSkips, LineDocs(skips[len(skips)-1]))
		}
	}
	out := make([]cv.Models, len(byFold))
	sec, err := trainfold.Sections.TrainFolds(ctx, filepath.Join(opt.Root, sectionsDir), skips, opt.Cache)
	if err != nil {
		return nil, fmt.Errorf("section classifier: %w", err)
	}
	head, err := trainfold.Headings.TrainFolds(ctx, filepath.Join(opt.Root, headingsDir), skips, opt.Cache)
	if err != nil {
		return nil, fmt.Errorf("heading detector: %w", err)
	}
	for i, f := range fs {
		out[f].Sections, out[f].Headings = sec[i].Model, head[i].Model
		logFold(opt.Log, f, len(byFold), "section classifier", sec[i].Items, sec[i].Left, sec[i].Cached)
		logFold(opt.Log, f, len(byFold), "heading detector", head[i].Items, head[i].Left, head[i].Cached)
	}
	if opt.Lines {
		lf, err := trainfold.Lines.TrainFolds(ctx, filepath.Join(opt.Root, linesDir), lineSkips, opt.Cache)
		if err != nil {
			return nil, fmt.Errorf("line model: %w", err)
		}
		for i, f := range fs {
			out[f].Lines = lf[i].Model
			logFold(opt.Log, f, len(byFold), "line model", lf[i].Items, lf[i].Left, lf[i].Cached)
		}
	}
	return out, nil
}

// LineDocs returns the names the line model's data give the files skip
// names (trainfold.LineDoc): under each development set, since a fold
// names its files by base name alone.
func LineDocs(skip map[string]bool) map[string]bool {
	out := make(map[string]bool, len(skip)*len(devSets))
	for n := range skip {
		for set := range devSets {
			out[trainfold.LineDoc(set, n)] = true
		}
	}
	return out
}

// logFold reports a fold model of the other models.
func logFold(w io.Writer, f, k int, model string, items, left int, cached bool) {
	if cached {
		fmt.Fprintf(w, "accuracy: fold %d/%d: %s read from the cache\n", f+1, k, model)
		return
	}
	fmt.Fprintf(w, "accuracy: fold %d/%d: %s trained on %d items (%d items of the fold's files left out)\n", f+1, k, model, items, left)
}

// fieldModels trains (or reads from the cache) the field labeller of
// every fold that holds cases. Training one takes minutes on one core:
// the folds train side by side, as many at once as there are cores.
func fieldModels(ctx context.Context, byFold [][]Case, folds map[string]int, k int, labelDir, cache string, log io.Writer) ([]*label.Model, error) {
	p := label.DefaultTrainParams()
	hash, err := label.SourceHash(labelDir, p)
	if err != nil {
		return nil, fmt.Errorf("hashing the training sources: %w", err)
	}
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
	for f := range errs {
		if errs[f] != nil {
			return nil, fmt.Errorf("fold %d: %w", f+1, errs[f])
		}
	}
	return models, nil
}

// foldModel trains (or reads from the cache) the model of one fold.
func foldModel(ctx context.Context, labelDir, hash string, p label.TrainParams, folds map[string]int, f, k int, cache string, log io.Writer) (*label.Model, error) {
	skip := Held(folds, f)
	h := sha256.New()
	io.WriteString(h, hash)
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
	refs, names, left, err := fieldData(labelDir, skip)
	if err != nil {
		return nil, err
	}
	if left == 0 {
		// None of the fold's files is in the training data: its model is
		// the embedded one (TestModelFresh keeps that trained from the
		// same data and parameters), and training it again would only
		// cost minutes.
		fmt.Fprintf(log, "accuracy: fold %d/%d: no training data of its %d files; the embedded model\n", f+1, k, len(skip))
		return label.Default(), nil
	}
	start := time.Now()
	fmt.Fprintf(log, "accuracy: fold %d/%d: training the field labeller on %d of %d references (%d files left out)…\n", f+1, k, len(refs), len(refs)+left, len(skip))
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

// fieldData returns the field labeller's training data in the package
// folder labelDir less the entries made from the files skip names, and
// how many references it left out.
func fieldData(labelDir string, skip map[string]bool) (refs, names []label.Tagged, left int, err error) {
	refs, names, err = label.TrainingDataExcept(labelDir, func(src string) bool { return skip[src] })
	if err != nil {
		return nil, nil, 0, err
	}
	all, _, err := label.TrainingData(labelDir)
	if err != nil {
		return nil, nil, 0, err
	}
	return refs, names, len(all) - len(refs), nil
}

// WriteCrossVal writes the in-sample and cross-validated means of the
// development sets side by side, then, per file, the readings: in
// sample, with the fold's field labeller alone (cv.Fields) and with all
// the fold's models (cv.All).
func WriteCrossVal(w io.Writer, in []Result, cv *CrossVal, k int, md bool) error {
	inBy := make(map[string]Result, len(in))
	var inDev []Result
	for _, r := range in {
		if devSets[r.Set] {
			inBy[r.Input] = r
			inDev = append(inDev, r)
		}
	}
	fieldMeans, allMeans := make(map[string]Mean), make(map[string]Mean)
	for _, m := range Means(cv.Fields) {
		fieldMeans[m.Label] = m
	}
	for _, m := range Means(cv.All) {
		allMeans[m.Label] = m
	}
	var rows [][]string
	head := []string{"set", "files",
		"recall", "(field cv)", "(cv)",
		"prec", "(field cv)", "(cv)",
		"auth F1", "(field cv)", "(cv)"}
	for _, m := range Means(inDev) {
		f, ok := fieldMeans[m.Label]
		a, ok2 := allMeans[m.Label]
		if !ok || !ok2 {
			continue
		}
		rows = append(rows, []string{m.Label, fmt.Sprint(m.Files),
			f3(m.Recall), f3(f.Recall), f3(a.Recall),
			f3(m.Precision), f3(f.Precision), f3(a.Precision),
			f3(m.F1), f3(f.F1), f3(a.F1)})
	}
	for n, r := range cv.All {
		i, ok := inBy[r.Input]
		f := cv.Fields[n]
		if !ok || i.Score == nil || f.Score == nil || r.Score == nil {
			continue
		}
		rows = append(rows, []string{r.Set, r.Name(),
			f3(i.Score.Recall()), f3(f.Score.Recall()), f3(r.Score.Recall()),
			f3(i.Score.Precision()), f3(f.Score.Precision()), f3(r.Score.Precision()),
			f3(i.Score.AuthorF1()), f3(f.Score.AuthorF1()), f3(r.Score.AuthorF1())})
	}
	title := fmt.Sprintf("cross-validated: %d folds by file; (field cv): each file read by a field labeller that never trained on its gold, "+
		"the other models as embedded; (cv): each file read by models none of which trained on it (%s)", k, strings.Join(cv.Retrained, ", "))
	if md {
		writeMarkdown(w, title, head, rows)
		return writeEach(w, inDev, cv, md)
	}
	fmt.Fprintf(w, "\n%s\n", title)
	if err := writeAligned(w, head, rows); err != nil {
		return err
	}
	return writeEach(w, inDev, cv, md)
}

// writeMarkdown writes a titled markdown table.
func writeMarkdown(w io.Writer, title string, head []string, rows [][]string) {
	fmt.Fprintf(w, "\n%s\n\n| %s |\n|%s\n", title, strings.Join(head, " | "), strings.Repeat(" --- |", len(head)))
	for _, r := range rows {
		fmt.Fprintf(w, "| %s |\n", strings.Join(r, " | "))
	}
}

// writeEach writes, when cv.Each holds readings, the means of each
// development set in sample, with the fold's field labeller alone, with
// it and one other fold model, and with all the fold models.
func writeEach(w io.Writer, inDev []Result, cv *CrossVal, md bool) error {
	if len(cv.Each) == 0 {
		return nil
	}
	readings := append([]Reading{{"in sample", inDev}, {"field labeller only", cv.Fields}}, cv.Each...)
	readings = append(readings, Reading{"all models", cv.All})
	means := make([]map[string]Mean, len(readings))
	for i, rd := range readings {
		means[i] = make(map[string]Mean)
		for _, m := range Means(rd.Results) {
			means[i][m.Label] = m
		}
	}
	head := []string{"set", "read by the fold's", "recall", "prec", "auth F1"}
	var rows [][]string
	for _, m := range Means(inDev) {
		for i, rd := range readings {
			if x, ok := means[i][m.Label]; ok {
				rows = append(rows, []string{m.Label, rd.Name, f3(x.Recall), f3(x.Precision), f3(x.F1)})
			}
		}
	}
	title := "each model's part: the means read in sample, by the fold's field labeller alone, by it and one other fold model, and by all of them"
	if md {
		writeMarkdown(w, title, head, rows)
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
