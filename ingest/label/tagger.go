package label

import (
	"math"
)

// tagger is a linear-chain model over hashed features: a weight per
// (feature bucket, label) and per (previous label, label). It decodes with
// Viterbi and scores confidence with forward–backward.
type tagger struct {
	labels int
	bits   uint      // the weight table has 1<<bits buckets
	w      []float32 // w[bucket*labels+label]
	trans  []float32 // trans[(prev+1)*labels+label]; prev -1 is the start
	// stateLabel, when set, maps states that stand for one label to it,
	// for confidences; nil means each state is its own label.
	stateLabel func(int) Label
}

func newTagger(labels int, bits uint) *tagger {
	return &tagger{
		labels: labels,
		bits:   bits,
		w:      make([]float32, (1<<bits)*labels),
		trans:  make([]float32, (labels+1)*labels),
	}
}

// featSeq is the hashed features of a token sequence: token i has the
// buckets ids[off[i]:off[i+1]].
type featSeq struct {
	ids []uint32
	off []int32
}

func (f *featSeq) len() int { return len(f.off) - 1 }

func (f *featSeq) token(i int) []uint32 { return f.ids[f.off[i]:f.off[i+1]] }

// emissions returns the score of every label at every token.
func (t *tagger) emissions(f *featSeq, out []float32) []float32 {
	n, L := f.len(), t.labels
	mask := uint32(1)<<t.bits - 1
	out = out[:0]
	for i := 0; i < n; i++ {
		base := len(out)
		for l := 0; l < L; l++ {
			out = append(out, 0)
		}
		row := out[base : base+L]
		for _, b := range f.token(i) {
			k := int(b&mask) * L
			ws := t.w[k : k+L]
			for l, w := range ws {
				row[l] += w
			}
		}
	}
	return out
}

// viterbi returns the best label sequence for the emission scores em.
func (t *tagger) viterbi(em []float32, n int) []int {
	L := t.labels
	if n == 0 {
		return nil
	}
	score := make([]float32, n*L)
	back := make([]int32, n*L)
	for l := 0; l < L; l++ {
		score[l] = em[l] + t.trans[l]
	}
	for i := 1; i < n; i++ {
		for l := 0; l < L; l++ {
			best, arg := float32(math.Inf(-1)), 0
			for p := 0; p < L; p++ {
				s := score[(i-1)*L+p] + t.trans[(p+1)*L+l]
				if s > best {
					best, arg = s, p
				}
			}
			score[i*L+l] = best + em[i*L+l]
			back[i*L+l] = int32(arg)
		}
	}
	out := make([]int, n)
	best, arg := float32(math.Inf(-1)), 0
	for l := 0; l < L; l++ {
		if s := score[(n-1)*L+l]; s > best {
			best, arg = s, l
		}
	}
	out[n-1] = arg
	for i := n - 1; i > 0; i-- {
		out[i-1] = int(back[i*L+out[i]])
	}
	return out
}

// marginals returns, for each token, the forward–backward marginal of the
// label chosen for it, reading the scores as log-potentials.
func (t *tagger) marginals(em []float32, n int, path []int) []float64 {
	L := t.labels
	alpha := make([]float64, n*L)
	beta := make([]float64, n*L)
	for l := 0; l < L; l++ {
		alpha[l] = float64(em[l] + t.trans[l])
	}
	tmp := make([]float64, L)
	for i := 1; i < n; i++ {
		for l := 0; l < L; l++ {
			for p := 0; p < L; p++ {
				tmp[p] = alpha[(i-1)*L+p] + float64(t.trans[(p+1)*L+l])
			}
			alpha[i*L+l] = logSumExp(tmp) + float64(em[i*L+l])
		}
	}
	for i := n - 2; i >= 0; i-- {
		for p := 0; p < L; p++ {
			for l := 0; l < L; l++ {
				tmp[l] = beta[(i+1)*L+l] + float64(t.trans[(p+1)*L+l]) + float64(em[(i+1)*L+l])
			}
			beta[i*L+p] = logSumExp(tmp)
		}
	}
	z := logSumExp(alpha[(n-1)*L : n*L])
	out := make([]float64, n)
	for i := 0; i < n; i++ {
		l := path[i]
		if t.stateLabel == nil {
			out[i] = math.Exp(alpha[i*L+l] + beta[i*L+l] - z)
			continue
		}
		// Sum over the states that share the chosen state's label.
		for s := 0; s < L; s++ {
			if t.stateLabel(s) == t.stateLabel(l) {
				out[i] += math.Exp(alpha[i*L+s] + beta[i*L+s] - z)
			}
		}
	}
	return out
}

func logSumExp(xs []float64) float64 {
	m := math.Inf(-1)
	for _, x := range xs {
		m = max(m, x)
	}
	if math.IsInf(m, -1) {
		return m
	}
	var s float64
	for _, x := range xs {
		s += math.Exp(x - m)
	}
	return m + math.Log(s)
}

// decode returns the best labels and their confidences.
func (t *tagger) decode(f *featSeq) ([]int, []float64) {
	n := f.len()
	if n == 0 {
		return nil, nil
	}
	em := t.emissions(f, make([]float32, 0, n*t.labels))
	path := t.viterbi(em, n)
	return path, t.marginals(em, n, path)
}
