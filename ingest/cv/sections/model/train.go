package model

import (
	"context"
	"io"
	"math"
	"math/rand/v2"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/internal/modelfile"
)

// TrainParams are the parameters of training.
type TrainParams struct {
	Epochs int    `json:"epochs"` // passes over the data
	Seed   uint64 `json:"seed"`   // shuffles the data and drives the synthetic sections
	// Synth is the number of synthetic sections trained on beside the
	// labelled ones (see Synthesize).
	Synth int `json:"synth"`
	// Prune drops averaged weights smaller than this in absolute value.
	Prune float64 `json:"prune"`
	// Orders is the number of shuffled orders of the data trained on,
	// whose models are averaged (0 or 1: one).
	Orders int `json:"orders,omitempty"`
	// WordFiles is the number of different sources (development files,
	// and the synthetic sections as one) whose headings must hold a
	// heading word before the model weighs it as a word rather than only
	// by its concept (0 or 1: every word).
	WordFiles int `json:"wordFiles,omitempty"`
}

// DefaultTrainParams are the parameters `make sectionmodel` uses.
func DefaultTrainParams() TrainParams {
	return TrainParams{Epochs: 12, Seed: 1, Synth: 6000, Prune: 0.01, Orders: 8, WordFiles: 2}
}

// Labelled is a section with its class, and the file it came from (""
// for a synthetic one).
type Labelled struct {
	File  string  `json:"file,omitempty"`
	Class string  `json:"class"`
	X     Example `json:"x"`
}

// Train trains a model on data with an averaged perceptron (Collins
// 2002), p.Orders times over the data shuffled in different orders,
// and averages the weights of the runs: a weight that one order of the
// data makes and another does not is halved away rather than kept, so
// the scores, and the decisions taken on their margins, do not hang on
// the order the seed happens to give (one run alone flips about one
// section in a hundred between publications and the rest from seed to
// seed). The same data and parameters give the same model.
func Train(ctx context.Context, data []Labelled, p TrainParams) (*Model, error) {
	exs := make([]example, 0, len(data))
	for _, d := range data {
		c, err := ParseClass(d.Class)
		if err != nil {
			return nil, err
		}
		exs = append(exs, example{features(&d.X), c})
	}
	if p.WordFiles > 1 {
		dropRareWords(exs, data, p.WordFiles)
	}
	runs := max(p.Orders, 1)
	total := map[string]*[NumClasses]float64{}
	for r := 0; r < runs; r++ {
		rng := rand.New(rand.NewPCG(p.Seed, 0x7365637469+uint64(r)))
		w, err := perceptron(ctx, exs, p.Epochs, rng)
		if err != nil {
			return nil, err
		}
		for f, v := range w {
			t := total[f]
			if t == nil {
				t = new([NumClasses]float64)
				total[f] = t
			}
			for c := range v {
				t[c] += v[c]
			}
		}
	}
	m := &Model{w: map[string]*[NumClasses]float32{}}
	for f, v := range total {
		var out [NumClasses]float32
		keep := false
		for c := range v {
			a := math.Round(v[c]/float64(runs)*1000) / 1000
			if math.Abs(a) >= p.Prune {
				out[c] = float32(a)
				keep = true
			}
		}
		if keep {
			m.w[f] = &out
		}
	}
	return m, nil
}

// dropRareWords removes from exs, the examples of data, the features of
// heading words (isWordFeature) that the headings of fewer than n
// sources hold, counting the synthetic sections as one source: a word
// that only one file uses names that file's sections, not a kind of
// section, and a model that weighs it reads that file well and the
// next one of its kind no better. The word's concepts stay. Only the
// data trained on are counted, so a fold of a cross-validation keeps
// the words of its own files.
func dropRareWords(exs []example, data []Labelled, n int) {
	sources := map[string]map[string]bool{}
	for i := range exs {
		for _, f := range exs[i].feats {
			if !isWordFeature(f) {
				continue
			}
			s := sources[f]
			if s == nil {
				s = map[string]bool{}
				sources[f] = s
			}
			s[data[i].File] = true
		}
	}
	for i := range exs {
		kept := exs[i].feats[:0]
		for _, f := range exs[i].feats {
			if !isWordFeature(f) || len(sources[f]) >= n {
				kept = append(kept, f)
			}
		}
		exs[i].feats = kept
	}
}

// isWordFeature reports whether f is a feature of one heading word (or
// its first letters) rather than of a concept.
func isWordFeature(f string) bool {
	_, rest, ok := strings.Cut(f, ":")
	return ok && (strings.HasPrefix(rest, "w:") || strings.HasPrefix(rest, "p5:"))
}

// example is a labelled section as training reads it.
type example struct {
	feats []string
	class Class
}

// perceptron runs an averaged perceptron over exs for the given epochs,
// shuffling them with rng before each, and returns the averaged
// weights.
func perceptron(ctx context.Context, exs []example, epochs int, rng *rand.Rand) (map[string]*[NumClasses]float64, error) {
	w := map[string]*[NumClasses]float64{}
	sum := map[string]*[NumClasses]float64{} // Σ of t·update, for averaging
	get := func(m map[string]*[NumClasses]float64, f string) *[NumClasses]float64 {
		v := m[f]
		if v == nil {
			v = new([NumClasses]float64)
			m[f] = v
		}
		return v
	}
	t := 1.0
	order := make([]int, len(exs))
	for i := range order {
		order[i] = i
	}
	for epoch := 0; epoch < epochs; epoch++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, i := range order {
			e := &exs[i]
			var s [NumClasses]float64
			for _, f := range e.feats {
				if v := w[f]; v != nil {
					for c := range s {
						s[c] += v[c]
					}
				}
			}
			// The gold class must win by a margin of one.
			s[e.class]--
			got, _ := best(s)
			if got != e.class {
				for _, f := range e.feats {
					get(w, f)[e.class]++
					get(w, f)[got]--
					get(sum, f)[e.class] += t
					get(sum, f)[got] -= t
				}
			}
			t++
		}
	}
	for f, v := range w {
		for c := range v {
			v[c] -= sum[f][c] / t
		}
	}
	return w, nil
}

// DataFiles are the labelled sections of the package's data folder, made
// by `make sectiondata` from the development documents.
var DataFiles = []string{"data/dev.jsonl.gz"}

// ReadLabelled reads labelled sections, one JSON object a line, from a
// gzip stream; a bad line is an error naming it.
func ReadLabelled(r io.Reader) ([]Labelled, error) {
	return modelfile.ReadLines(r, checkClass)
}

// WriteLabelled writes labelled sections as ReadLabelled reads them, byte
// for byte the same for the same sections.
func WriteLabelled(w io.Writer, data []Labelled) error {
	return modelfile.WriteLines(w, data)
}

// TrainingData returns the sections the model is trained on: the labelled
// ones of the package folder dir, but those of the files skip names (for
// cross-validation), and p.Synth synthetic ones.
func TrainingData(dir string, p TrainParams, skip map[string]bool) ([]Labelled, error) {
	out, err := modelfile.ReadFiles(dir, DataFiles, checkClass, func(l *Labelled) bool { return !skip[l.File] })
	if err != nil {
		return nil, err
	}
	return append(out, Synthesize(p.Seed, p.Synth)...), nil
}

// SourceHash hashes what a model is trained from: the data files, the
// package's non-test source in dir and the parameters.
func SourceHash(dir string, p TrainParams) (string, error) {
	return modelfile.SourceHash(dir, DataFiles, p)
}

// checkClass vets a labelled section's class.
func checkClass(l *Labelled) error {
	_, err := ParseClass(l.Class)
	return err
}
