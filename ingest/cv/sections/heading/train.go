package heading

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"math"
	"math/rand/v2"

	"github.com/pubgraph/pubgraph/ingest/internal/modelfile"
)

// TrainParams are the parameters of training.
type TrainParams struct {
	Epochs int    `json:"epochs"` // passes over the data
	Seed   uint64 `json:"seed"`   // shuffles the data and drives the synthetic documents
	// Synth is the number of synthetic documents trained on beside the
	// labelled lines (see Synthesize).
	Synth int `json:"synth"`
	// Prune drops averaged weights smaller than this in absolute value.
	Prune float64 `json:"prune"`
	// Orders is the number of shuffled orders of the data trained on,
	// whose models are averaged (0 or 1: one).
	Orders int `json:"orders,omitempty"`
}

// DefaultTrainParams are the parameters `make headingmodel` uses.
func DefaultTrainParams() TrainParams {
	return TrainParams{Epochs: 10, Seed: 1, Synth: 1500, Prune: 0.01, Orders: 8}
}

// Labelled is a line with its label, and the file it came from (""
// for a synthetic one).
type Labelled struct {
	File string `json:"file,omitempty"`
	Head bool   `json:"head,omitempty"`
	X    Obs    `json:"x"`
}

// Train trains a model on data with an averaged perceptron (Collins
// 2002): a line's score must have its label's sign by a margin of one.
// It trains p.Orders times over the data shuffled in different orders
// and averages the weights of the runs, so that the scores of the lines
// at the margin (a short bold line in unknown words, which package
// sections takes for a Sub above zero) do not hang on the order one
// seed gives. The same data and parameters give the same model.
func Train(ctx context.Context, data []Labelled, p TrainParams) (*Model, error) {
	exs := make([]example, len(data))
	for i := range data {
		y := -1.0
		if data[i].Head {
			y = 1
		}
		exs[i] = example{features(&data[i].X), y}
	}
	runs := max(p.Orders, 1)
	total := map[string]float64{}
	for r := 0; r < runs; r++ {
		rng := rand.New(rand.NewPCG(p.Seed, 0x68656164+uint64(r)))
		w, err := perceptron(ctx, exs, p.Epochs, rng)
		if err != nil {
			return nil, err
		}
		for f, v := range w {
			total[f] += v
		}
	}
	m := &Model{w: map[string]float32{}}
	for f, v := range total {
		a := math.Round(v/float64(runs)*1000) / 1000
		if math.Abs(a) >= p.Prune {
			m.w[f] = float32(a)
		}
	}
	return m, nil
}

// example is a labelled line as training reads it: its features and
// its label, +1 for a heading and -1 for none.
type example struct {
	feats []string
	y     float64
}

// perceptron runs an averaged perceptron over exs for the given epochs,
// shuffling them with rng before each, and returns the averaged
// weights.
func perceptron(ctx context.Context, exs []example, epochs int, rng *rand.Rand) (map[string]float64, error) {
	w := map[string]float64{}
	sum := map[string]float64{} // Σ of t·update, for averaging
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
			s := 0.0
			for _, f := range e.feats {
				s += w[f]
			}
			if s*e.y < 1 {
				for _, f := range e.feats {
					w[f] += e.y
					sum[f] += t * e.y
				}
			}
			t++
		}
	}
	out := make(map[string]float64, len(w))
	for f, v := range w {
		out[f] = v - sum[f]/t
	}
	return out, nil
}

// DataFiles are the labelled lines of the package's data folder, made
// by `make headingdata` from the development documents.
var DataFiles = []string{"data/dev.jsonl.gz"}

// ReadLabelled reads labelled lines, one JSON object a line, from a
// gzip stream; a bad line is an error naming it.
func ReadLabelled(r io.Reader) ([]Labelled, error) {
	return modelfile.ReadLines[Labelled](r, nil)
}

// WriteLabelled writes labelled lines as ReadLabelled reads them, byte
// for byte the same for the same lines.
func WriteLabelled(w io.Writer, data []Labelled) error {
	return modelfile.WriteLines(w, data)
}

// TrainingData returns the lines the model is trained on: the labelled
// ones of the package folder dir, but those of the files skip names (for
// cross-validation), and p.Synth synthetic ones.
func TrainingData(dir string, p TrainParams, skip map[string]bool) ([]Labelled, error) {
	out, err := modelfile.ReadFiles[Labelled](dir, DataFiles, nil, func(l *Labelled) bool { return !skip[l.File] })
	if err != nil {
		return nil, err
	}
	return append(out, Synthesize(p.Seed, p.Synth)...), nil
}

// SourceHash hashes what a model is trained from: the data files, the
// package's non-test source in dir, the parameters, and the synthetic
// lines the parameters ask for. Those are what Observe reads of
// markup.Parse's lines with the word rules of package model
// (model.WordRule, model.HeadingClass), so a change there that changes
// what the detector trains on stales the model as a change here does.
// (The development lines in the data files were observed when `make
// headingdata` made them; a change of the word rules calls for
// remaking them too.)
func SourceHash(dir string, p TrainParams) (string, error) {
	h := sha256.New()
	enc := json.NewEncoder(h)
	for _, l := range Synthesize(p.Seed, p.Synth) {
		if err := enc.Encode(&l); err != nil {
			return "", err
		}
	}
	synth := hex.EncodeToString(h.Sum(nil))
	return modelfile.SourceHash(dir, DataFiles, struct {
		Params TrainParams `json:"params"`
		Synth  string      `json:"synth"`
	}{p, synth})
}
