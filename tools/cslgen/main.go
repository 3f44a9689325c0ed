// Command cslgen generates labelled training references for the field
// labeller of ingest/label by rendering known metadata through real
// citation styles (`make cslgen`; development time only, never at run time
// or in `make test`).
//
// Metadata comes from the labelled training references the repository
// already holds (ingest/label/data/{grobid,anystyle}/train.txt.gz, never
// the held-out files) and from the gold annotations of
// ../shared/data/cv-dev and ../shared/data/pdf. A seeded sample of the CSL
// styles and locales in ../shared/data/csl renders them with citeproc-js
// (render.js, `npm ci` in this folder); render.js wraps every rendered
// variable in markers, so each token's field is known. CV noise is added
// (the owner in bold, contribution marks, statuses, link labels, award
// notes) and the entries are written in the tagged-line format of
// ingest/label/corpus.go:
//
//	OUT/refs.txt.gz  from the reference corpora, then CV lines that are no
//	                 entry (invented: names, headings, contact lines)
//	OUT/dev.txt.gz   from the gold files, each file's entries after a
//	                 "# source: NAME" line (for cross-validation by file)
//
// Usage:
//
//	cslgen [-shared ../shared] [-dir ingest/label] [-out ingest/label/data/csl] [-seed 1]
//
// The same inputs and seed give the same files byte for byte.
package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/label"
)

func main() { os.Exit(run(os.Args[1:], os.Stderr)) }

type config struct {
	shared, dir, out, node, script string
	seed                           uint64
	styles, perStyle               int
	refShare                       float64
	goldCopies                     int
	negatives                      int
	implied                        float64
}

func run(args []string, stderr io.Writer) int {
	fl := flag.NewFlagSet("cslgen", flag.ContinueOnError)
	fl.SetOutput(stderr)
	var c config
	fl.StringVar(&c.shared, "shared", "../shared", "the shared data folder (holds data/csl, data/cv-dev, data/pdf)")
	fl.StringVar(&c.dir, "dir", "ingest/label", "the label package's folder")
	fl.StringVar(&c.out, "out", "ingest/label/data/csl", "output folder")
	fl.StringVar(&c.node, "node", "node", "the Node.js binary")
	fl.StringVar(&c.script, "script", "tools/cslgen/render.js", "the renderer script")
	fl.Uint64Var(&c.seed, "seed", 1, "seed of every random choice")
	fl.IntVar(&c.styles, "styles", 500, "styles to sample")
	fl.IntVar(&c.perStyle, "per-style", 24, "entries rendered per style")
	fl.Float64Var(&c.refShare, "ref-share", 0.5, "share of the reference corpora's works rendered")
	fl.IntVar(&c.goldCopies, "gold-copies", 3, "renderings of each gold work, in different styles")
	// Headings among the negatives made the model read a bare venue or
	// title ("Alpine Botany Review") as Other, which the data readers'
	// role detection relies on: only page-header lines are drawn (see
	// negatives). Entries without a byline are off by default.
	fl.IntVar(&c.negatives, "negatives", 300, "CV page-header lines that are no entry (the owner's name, \"Curriculum Vitae\", \"Dr\"), all Other")
	fl.Float64Var(&c.implied, "implied", 0, "share of gold entries rendered without their byline (owner implied); a third of it for the others")
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if err := generate(context.Background(), c, stderr); err != nil {
		fmt.Fprintf(stderr, "cslgen: %v\n", err)
		return 1
	}
	return 0
}

// job is one style and locale with the works it renders.
type job struct {
	Style  string           `json:"style"`
	Locale string           `json:"locale"`
	Items  []map[string]any `json:"items"`
	its    []item
}

// generate renders works through a seeded sample of the CSL styles and
// writes the labelled lines to c.out: refs.txt.gz and dev.txt.gz.
func generate(ctx context.Context, c config, stderr io.Writer) error {
	csl := filepath.Join(c.shared, "data", "csl")
	if _, err := os.Stat(filepath.Join(csl, "styles")); err != nil {
		return fmt.Errorf("no CSL styles: %w", err)
	}
	rng := rand.New(rand.NewPCG(c.seed, 0x63736c67656e))
	refs, pool, err := works(c, rng, stderr)
	if err != nil {
		return err
	}
	styles, locales, err := stylesAndLocales(csl)
	if err != nil {
		return err
	}
	rng.Shuffle(len(styles), func(i, j int) { styles[i], styles[j] = styles[j], styles[i] })
	jobs := planJobs(c, pool, styles, locales, rng)
	rendered, err := render(ctx, c, csl, jobs)
	if err != nil {
		return err
	}
	refOut, devBy, failed, styleErrs := entries(c, jobs, rendered, rng)
	var people []cslName
	for _, it := range refs {
		if ns, ok := it.CSL["author"].([]cslName); ok {
			people = append(people, ns...)
		}
	}
	negs := negatives(people, c.negatives, rng)
	for _, t := range negs {
		refOut = append(refOut, t.String())
	}
	devOut, sources := bySource(devBy)
	fmt.Fprintf(stderr, "cslgen: %d styles, %d without a bibliography; %d reference entries, %d gold entries, %d unreadable\n",
		len(jobs), styleErrs, len(refOut), len(devOut)-sources, failed)
	if err := os.MkdirAll(c.out, 0o755); err != nil {
		return err
	}
	head := "# generated by tools/cslgen (seed " + fmt.Sprint(c.seed) + ") with CSL styles and locales, CC BY-SA 3.0, see README.md"
	if err := writeGz(filepath.Join(c.out, "refs.txt.gz"), append([]string{head}, refOut...)); err != nil {
		return err
	}
	return writeGz(filepath.Join(c.out, "dev.txt.gz"), append([]string{head}, devOut...))
}

// works reads the works to render: those of the reference corpora
// (refs), and the pool of them with c.goldCopies copies of the gold
// works, shuffled.
func works(c config, rng *rand.Rand, stderr io.Writer) (refs, pool []item, err error) {
	refs, err = refItems(c.dir, c.refShare, rng)
	if err != nil {
		return nil, nil, err
	}
	var gold []item
	for _, g := range []struct{ dir, suffix string }{{"cv-dev", ".gold.json"}, {"pdf", ".pdf.json"}} {
		its, err := goldItems(filepath.Join(c.shared, "data", g.dir), g.suffix, rng)
		if err != nil {
			return nil, nil, err
		}
		gold = append(gold, its...)
	}
	fmt.Fprintf(stderr, "cslgen: %d reference works, %d gold works\n", len(refs), len(gold))
	pool = append([]item(nil), refs...)
	for k := 0; k < c.goldCopies; k++ {
		pool = append(pool, gold...)
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	return refs, pool, nil
}

// stylesAndLocales lists the CSL styles and the locales of the folder
// csl, sorted, without the locales citeproc renders badly.
func stylesAndLocales(csl string) (styles, locales []string, err error) {
	styles, err = filepath.Glob(filepath.Join(csl, "styles", "*.csl"))
	if err != nil {
		return nil, nil, err
	}
	locales, err = filepath.Glob(filepath.Join(csl, "locales", "locales-*.xml"))
	if err != nil {
		return nil, nil, err
	}
	sort.Strings(styles)
	sort.Strings(locales)
	locales = slices.DeleteFunc(locales, func(l string) bool {
		// Right-to-left scripts and locales whose terms citeproc joins
		// to the names without spaces.
		for _, bad := range []string{"-ar.", "-fa-", "-he-", "-hi-", "-bal-", "-brh-", "-km-", "-th-", "-mn-", "-pa-"} {
			if strings.Contains(l, bad) {
				return true
			}
		}
		return false
	})
	return styles, locales, nil
}

// planJobs deals the pool out to the styles, c.perStyle works each, in
// English or, for some, a locale drawn at random.
func planJobs(c config, pool []item, styles, locales []string, rng *rand.Rand) []job {
	// More styles than needed: some render no bibliography.
	var jobs []job
	for i := 0; len(pool) > 0 && i < len(styles); i++ {
		n := min(c.perStyle, len(pool))
		loc := "en-US"
		if rng.Float64() < 0.35 {
			loc = strings.TrimSuffix(strings.TrimPrefix(filepath.Base(locales[rng.IntN(len(locales))]), "locales-"), ".xml")
		}
		j := job{Style: strings.TrimSuffix(filepath.Base(styles[i]), ".csl"), Locale: loc}
		for k, it := range pool[:n] {
			m := map[string]any{}
			for key, v := range it.CSL {
				m[key] = v
			}
			m["id"] = fmt.Sprint(k)
			j.Items = append(j.Items, m)
			j.its = append(j.its, it)
		}
		pool = pool[n:]
		jobs = append(jobs, j)
		if len(jobs) >= c.styles && len(pool) > 0 {
			// Spread what is left over the styles sampled so far.
			break
		}
	}
	return jobs
}

// entries converts the rendered works into labelled lines with CV noise:
// the reference corpora's in refOut, the gold files' by source. It counts
// the works that could not be read back (failed) and the styles that
// rendered no bibliography.
func entries(c config, jobs []job, rendered []rendering, rng *rand.Rand) (refOut []string, devBy map[string][]string, failed, styleErrs int) {
	devBy = map[string][]string{}
	for n, j := range jobs {
		got := rendered[n]
		if got.err != "" {
			styleErrs++
			continue
		}
		for k, it := range j.its {
			src, ok := got.html[fmt.Sprint(k)]
			if !ok {
				failed++
				continue
			}
			line, ok := entryLine(src, it, c.implied, rng)
			if !ok {
				failed++
				continue
			}
			if it.Source == "" {
				refOut = append(refOut, line)
			} else {
				devBy[it.Source] = append(devBy[it.Source], line)
			}
		}
	}
	return refOut, devBy, failed, styleErrs
}

// entryLine converts one rendered work to a labelled line with CV noise;
// false when it has no text or title or does not read back the same.
func entryLine(src string, it item, implied float64, rng *rand.Rand) (string, bool) {
	t, err := convert(src)
	if err != nil || t.Text == "" {
		return "", false
	}
	if _, ok := fieldOf(&t, "title"); !ok {
		return "", false
	}
	addNoise(&t, it, implied, rng)
	line := t.String()
	if back, err := label.ParseTagged(line); err != nil || back.Text != t.Text {
		return "", false
	}
	return line, true
}

// bySource returns the gold lines of each source after a "# source:
// NAME" line, the sources in order, and the number of sources.
func bySource(devBy map[string][]string) (lines []string, sources int) {
	srcs := make([]string, 0, len(devBy))
	for s := range devBy {
		srcs = append(srcs, s)
	}
	sort.Strings(srcs)
	for _, s := range srcs {
		lines = append(lines, "# source: "+s)
		lines = append(lines, devBy[s]...)
	}
	return lines, len(srcs)
}

// refItems reads the works of the training references, a share of them
// chosen at random, those with an author and a title.
func refItems(dir string, share float64, rng *rand.Rand) ([]item, error) {
	var out []item
	for _, f := range []string{"data/grobid/train.txt.gz", "data/anystyle/train.txt.gz"} {
		data, err := readGz(filepath.Join(dir, f))
		if err != nil {
			return nil, err
		}
		ts, err := label.ReadTagged(string(data))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		for _, t := range ts {
			if rng.Float64() >= share {
				continue
			}
			m, ok := fromTagged(t, rng)
			if !ok || m["author"] == nil || strings.ContainsAny(t.Text, "<>") {
				continue
			}
			out = append(out, item{CSL: m})
		}
	}
	return out, nil
}

func readGz(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return io.ReadAll(zr)
}

// writeGz writes lines gzip-compressed, with no time stamp in the header,
// so that the same lines give the same bytes.
func writeGz(path string, lines []string) error {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return err
	}
	for _, l := range lines {
		io.WriteString(zw, l+"\n")
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// rendering is what render.js returned for one job.
type rendering struct {
	html map[string]string
	err  string
}

// render runs render.js over the jobs.
func render(ctx context.Context, c config, csl string, jobs []job) ([]rendering, error) {
	in, err := json.Marshal(map[string]any{"csl": csl, "jobs": jobs})
	if err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, c.node, c.script)
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s %s (run `npm ci` in tools/cslgen): %w", c.node, c.script, err)
	}
	res := make([]rendering, len(jobs))
	for i := range res {
		res[i].html = map[string]string{}
	}
	sc := bufio.NewScanner(outPipe)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var r struct {
			Job   int    `json:"job"`
			ID    string `json:"id"`
			HTML  string `json:"html"`
			Error string `json:"error"`
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil || r.Job < 0 || r.Job >= len(jobs) {
			return nil, fmt.Errorf("render.js: bad output line %.80q", sc.Text())
		}
		if r.Error != "" {
			res[r.Job].err = r.Error
			continue
		}
		res[r.Job].html[r.ID] = r.HTML
	}
	if err := cmd.Wait(); err != nil {
		return nil, fmt.Errorf("render.js: %w: %s", err, stderr.String())
	}
	return res, sc.Err()
}
