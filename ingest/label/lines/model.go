package lines

import (
	_ "embed"
	"math"
	"sync"
)

// Model holds the weights of the line labeller. It is safe for concurrent
// use.
type Model struct {
	// trans[a][b] scores label b after label a; row numLabels is the start.
	trans [numLabels + 1][numLabels]float32
	// emit[f*numLabels+l] scores label l for feature f.
	emit []float32
}

//go:embed model.bin
var embeddedModel []byte

var (
	defaultOnce  sync.Once
	defaultModel *Model
)

// Default returns the model embedded in the binary, loaded on first use,
// or nil when none is embedded.
func Default() *Model {
	defaultOnce.Do(func() {
		if m, _, err := ReadModel(embeddedModel); err == nil {
			defaultModel = m
		}
	})
	return defaultModel
}

// Label labels each line of seq, one section's non-blank lines in order,
// and gives the confidence of each label (its marginal probability under
// the model's scores).
func (m *Model) Label(seq []Line) ([]Label, []float64) {
	n := len(seq)
	if n == 0 {
		return nil, nil
	}
	em := m.emissions(features(seq))
	path := m.viterbi(em)
	return path, m.marginals(em, path)
}

func (m *Model) emissions(feats [][]uint32) [][numLabels]float32 {
	em := make([][numLabels]float32, len(feats))
	for i, fs := range feats {
		for _, f := range fs {
			w := m.emit[int(f)*int(numLabels):]
			for l := range numLabels {
				em[i][l] += w[l]
			}
		}
	}
	return em
}

func (m *Model) viterbi(em [][numLabels]float32) []Label {
	n := len(em)
	score := make([][numLabels]float32, n)
	back := make([][numLabels]Label, n)
	for l := range numLabels {
		score[0][l] = m.trans[numLabels][l] + em[0][l]
	}
	for i := 1; i < n; i++ {
		for l := range numLabels {
			best, arg := float32(math.Inf(-1)), Label(0)
			for p := range numLabels {
				if s := score[i-1][p] + m.trans[p][l]; s > best {
					best, arg = s, p
				}
			}
			score[i][l], back[i][l] = best+em[i][l], arg
		}
	}
	path := make([]Label, n)
	for l := range numLabels {
		if score[n-1][l] > score[n-1][path[n-1]] {
			path[n-1] = l
		}
	}
	for i := n - 1; i > 0; i-- {
		path[i-1] = back[i][path[i]]
	}
	return path
}

// marginals returns the forward–backward marginal of path's label at each
// line.
func (m *Model) marginals(em [][numLabels]float32, path []Label) []float64 {
	n := len(em)
	trans := &m.trans
	alpha := make([][numLabels]float64, n)
	beta := make([][numLabels]float64, n)
	for l := range numLabels {
		alpha[0][l] = float64(trans[numLabels][l] + em[0][l])
	}
	var xs [numLabels]float64
	for i := 1; i < n; i++ {
		for l := range numLabels {
			for p := range numLabels {
				xs[p] = alpha[i-1][p] + float64(trans[p][l])
			}
			alpha[i][l] = logSumExp(xs[:]) + float64(em[i][l])
		}
	}
	for i := n - 2; i >= 0; i-- {
		for l := range numLabels {
			for q := range numLabels {
				xs[q] = float64(trans[l][q]+em[i+1][q]) + beta[i+1][q]
			}
			beta[i][l] = logSumExp(xs[:])
		}
	}
	z := logSumExp(alpha[n-1][:])
	out := make([]float64, n)
	for i, l := range path {
		out[i] = min(1, math.Exp(alpha[i][l]+beta[i][l]-z))
	}
	return out
}

func logSumExp(xs []float64) float64 {
	mx := math.Inf(-1)
	for _, x := range xs {
		mx = max(mx, x)
	}
	if math.IsInf(mx, -1) {
		return mx
	}
	s := 0.0
	for _, x := range xs {
		s += math.Exp(x - mx)
	}
	return mx + math.Log(s)
}

// Confidence is how sure the model must be of a line's label to overrule
// the hand rules' (see Combine).
const Confidence = 0.9

// Combine returns the labels the reader cuts seq's entries by: the
// model's labels where their confidence is at least Confidence, the hand
// rules' (RuleLabel) elsewhere.
func Combine(seq []Line, labels []Label, conf []float64) []Label {
	out := make([]Label, len(seq))
	for i := range seq {
		out[i] = labels[i]
		if conf[i] < Confidence {
			out[i] = RuleLabel(seq[i])
		}
	}
	return out
}
