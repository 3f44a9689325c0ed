package lines

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"os"

	"github.com/pubgraph/pubgraph/ingest/internal/modelfile"
)

// Seq is one labelled section: its non-blank lines and their labels. Doc
// names the document it came from, for folds by document.
type Seq struct {
	Doc    string  `json:"doc"`
	Lines  []Line  `json:"lines"`
	Labels []Label `json:"labels"`
}

// TrainParams are the hyper-parameters of Train.
type TrainParams struct {
	Epochs int   `json:"epochs"`
	Seed   int64 `json:"seed"`
}

// DefaultTrainParams are the parameters of the embedded model.
func DefaultTrainParams() TrainParams { return TrainParams{Epochs: 10, Seed: 1} }

// DataFile is the training data, relative to the package folder.
const DataFile = "data/train.jsonl.gz"

// ErrBadData is returned (wrapped) for training data that cannot be read.
var ErrBadData = errors.New("lines: bad training data")

// Train trains a model on seqs by the averaged structured perceptron: p's
// Epochs passes over seqs in an order shuffled with p's Seed.
func Train(ctx context.Context, seqs []Seq, p TrainParams) (*Model, error) {
	m := &Model{emit: make([]float32, (1<<featBits)*int(numLabels))}
	// Averaging: sum holds the updates weighted by the step they were
	// made at; the average is w - sum/steps.
	sumEmit := make([]float64, len(m.emit))
	var sumTrans [numLabels + 1][numLabels]float64
	feats := make([][][]uint32, len(seqs))
	for i, s := range seqs {
		if len(s.Lines) != len(s.Labels) {
			return nil, fmt.Errorf("%w: %s has %d lines and %d labels", ErrBadData, s.Doc, len(s.Lines), len(s.Labels))
		}
		feats[i] = features(s.Lines)
	}
	order := make([]int, len(seqs))
	for i := range order {
		order[i] = i
	}
	rng := rand.New(rand.NewSource(p.Seed))
	step := 1.0
	update := func(fs []uint32, l Label, d float32) {
		for _, f := range fs {
			k := int(f)*int(numLabels) + int(l)
			m.emit[k] += d
			sumEmit[k] += step * float64(d)
		}
	}
	for range p.Epochs {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		rng.Shuffle(len(order), func(a, b int) { order[a], order[b] = order[b], order[a] })
		for _, k := range order {
			gold := seqs[k].Labels
			if len(gold) == 0 {
				continue
			}
			got := m.viterbi(m.emissions(feats[k]))
			prevG, prevP := numLabels, numLabels
			for i := range gold {
				g, q := gold[i], got[i]
				if g != q {
					update(feats[k][i], g, 1)
					update(feats[k][i], q, -1)
				}
				if g != q || prevG != prevP {
					m.trans[prevG][g]++
					sumTrans[prevG][g] += step
					m.trans[prevP][q]--
					sumTrans[prevP][q] -= step
				}
				prevG, prevP = g, q
			}
			step++
		}
	}
	for k := range m.emit {
		m.emit[k] -= float32(sumEmit[k] / step)
	}
	for a := range m.trans {
		for b := range m.trans[a] {
			m.trans[a][b] -= float32(sumTrans[a][b] / step)
		}
	}
	return m, nil
}

// Accuracy returns the share of lines of seqs that m labels as their
// labels say, and the share the rules' decision gets right (Start where
// Rule is set, Cont where RuleIn, else Other).
func Accuracy(m *Model, seqs []Seq) (model, rule float64) {
	var right, ruleRight, n int
	for _, s := range seqs {
		got, _ := m.Label(s.Lines)
		for i, g := range s.Labels {
			n++
			if got[i] == g {
				right++
			}
			if RuleLabel(s.Lines[i]) == g {
				ruleRight++
			}
		}
	}
	if n == 0 {
		return 0, 0
	}
	return float64(right) / float64(n), float64(ruleRight) / float64(n)
}

// RuleLabel is the label the hand rules gave l.
func RuleLabel(l Line) Label {
	switch {
	case l.Rule:
		return Start
	case l.RuleIn:
		return Cont
	}
	return Other
}

// WriteData writes seqs as gzipped JSON lines.
func WriteData(w io.Writer, seqs []Seq) error {
	zw := gzip.NewWriter(w)
	enc := json.NewEncoder(zw)
	for i := range seqs {
		if err := enc.Encode(&seqs[i]); err != nil {
			return err
		}
	}
	return zw.Close()
}

// ReadData reads what WriteData wrote.
func ReadData(r io.Reader) ([]Seq, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadData, err)
	}
	var seqs []Seq
	dec := json.NewDecoder(bufio.NewReader(zr))
	for {
		var s Seq
		err := dec.Decode(&s)
		if err == io.EOF {
			return seqs, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%w: sequence %d: %v", ErrBadData, len(seqs)+1, err)
		}
		if len(s.Lines) != len(s.Labels) {
			return nil, fmt.Errorf("%w: sequence %d has %d lines and %d labels", ErrBadData, len(seqs)+1, len(s.Lines), len(s.Labels))
		}
		seqs = append(seqs, s)
	}
}

// ReadDataFile reads the training data at path.
func ReadDataFile(path string) ([]Seq, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	seqs, err := ReadData(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return seqs, nil
}

// SourceHash is the SHA-256 of the training data, the package's non-test
// source in dir and the parameters: what the model file records.
func SourceHash(dir string, p TrainParams) (string, error) {
	return modelfile.SourceHash(dir, []string{DataFile}, p)
}
