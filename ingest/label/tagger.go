package label

import (
	"math"
	"sync"
)

// tagger is a linear-chain model over hashed features: a weight per
// (feature bucket, label) and per (previous label, label). It decodes with
// Viterbi and scores confidence with forward–backward.
type tagger struct {
	labels int
	bits   uint      // the weight table has 1<<bits buckets
	w      []float32 // w[bucket*labels+label]
	trans  []float32 // trans[(prev+1)*labels+label]; prev -1 is the start
	// temp scales the scores before they are read as log-potentials for
	// confidences (temperature scaling); it does not change the labels.
	temp float32
	// stateLabel, when set, maps states that stand for one label to it,
	// for confidences; nil means each state is its own label.
	stateLabel func(int) Label

	// Set by prepare: exp of the transition weights (less their maximum)
	// and the label of each state.
	etrans []float64
	group  []int
	// Set by prepare for the decoder: etrans transposed,
	// [label*labels+prev] for prev >= 0.
	etransT []float64
	// Set by prepare for fastViterbi: reach[q*labels+p] is the most by
	// which a transition from state p can beat one from q into the same
	// state, max over l of trans[p][l] - trans[q][l], and slack the
	// rounding allowance of the transitions' size.
	reach []float64
	slack float64
}

// prepare computes what marginals needs from the weights. It must run
// before the tagger is shared: readTagger and Train call it.
func (t *tagger) prepare() {
	tmax := float32(math.Inf(-1))
	for _, x := range t.trans {
		tmax = max(tmax, x)
	}
	t.etrans = make([]float64, len(t.trans))
	for i, x := range t.trans {
		t.etrans[i] = math.Exp(float64(t.temp * (x - tmax)))
	}
	t.group = make([]int, t.labels)
	for s := range t.group {
		t.group[s] = s
		if t.stateLabel != nil {
			t.group[s] = int(t.stateLabel(s))
		}
	}
	t.prepareDecode()
}

func newTagger(labels int, bits uint) *tagger {
	return &tagger{
		labels: labels,
		bits:   bits,
		w:      make([]float32, (1<<bits)*labels),
		temp:   1,
		trans:  make([]float32, (labels+1)*labels),
	}
}

// featSeq is the hashed features of a token sequence: token i has the
// buckets ids[off[i]:off[i+1]].
type featSeq struct {
	ids []uint32
	off []int32
	// path is room for the decoded states, when the sequence is reused.
	path []int
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
	sc := getScratch()
	defer scratchPool.Put(sc)
	score := grow(&sc.f32, n*L)
	back := grow(&sc.i32, n*L)
	for l := 0; l < L; l++ {
		score[l] = em[l] + t.trans[l]
	}
	inf := float32(math.Inf(-1))
	for i := 1; i < n; i++ {
		prev, cur, bk := score[(i-1)*L:i*L], score[i*L:i*L+L], back[i*L:i*L+L]
		for l := range cur {
			cur[l] = inf
		}
		// Previous label outermost, so the transition row is read in
		// order; ties go to the lowest previous label.
		for p, sp := range prev {
			tr := t.trans[(p+1)*L : (p+2)*L]
			for l, x := range tr {
				if s := sp + x; s > cur[l] {
					cur[l] = s
					bk[l] = int32(p)
				}
			}
		}
		for l := range cur {
			cur[l] += em[i*L+l]
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
// label chosen for it, reading the scores as log-potentials. It works in
// probability space, each position normalised, so it needs no logarithms:
// exp is taken once per score.
func (t *tagger) marginals(em []float32, n int, path []int) []float64 {
	L := t.labels
	if t.etrans == nil {
		t.prepare()
	}
	et, group := t.etrans, t.group
	sc := getScratch()
	defer scratchPool.Put(sc)
	e := grow(&sc.e, n*L)
	for i := 0; i < n; i++ {
		row := em[i*L : i*L+L]
		m := row[0]
		for _, x := range row {
			m = max(m, x)
		}
		for l, x := range row {
			e[i*L+l] = math.Exp(float64(t.temp * (x - m)))
		}
	}
	alpha := grow(&sc.alpha, n*L)
	beta := grow(&sc.beta, n*L)
	clear(alpha)
	normalise := func(v []float64) {
		var s float64
		for _, x := range v {
			s += x
		}
		if s > 0 {
			for k := range v {
				v[k] /= s
			}
		}
	}
	for l := 0; l < L; l++ {
		alpha[l] = et[l] * e[l]
	}
	normalise(alpha[:L])
	for i := 1; i < n; i++ {
		prev, cur := alpha[(i-1)*L:i*L], alpha[i*L:i*L+L]
		for p, a := range prev {
			if a == 0 {
				continue
			}
			tr := et[(p+1)*L : (p+2)*L]
			for l := range cur {
				cur[l] += a * tr[l]
			}
		}
		for l := range cur {
			cur[l] *= e[i*L+l]
		}
		normalise(cur)
	}
	for l := 0; l < L; l++ {
		beta[(n-1)*L+l] = 1
	}
	w := grow(&sc.w, L)
	for i := n - 2; i >= 0; i-- {
		next := beta[(i+1)*L : (i+2)*L]
		for l := range w {
			w[l] = next[l] * e[(i+1)*L+l]
		}
		cur := beta[i*L : i*L+L]
		for p := range cur {
			tr := et[(p+1)*L : (p+2)*L]
			var s float64
			for l, x := range w {
				s += tr[l] * x
			}
			cur[p] = s
		}
		normalise(cur)
	}
	out := make([]float64, n)
	for i := 0; i < n; i++ {
		var z, want float64
		for s := 0; s < L; s++ {
			p := alpha[i*L+s] * beta[i*L+s]
			z += p
			if group[s] == group[path[i]] {
				want += p
			}
		}
		if z > 0 {
			out[i] = want / z
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
	path, conf := make([]int, n), make([]float64, n)
	t.decodeInto(f, path, conf)
	return path, conf
}

// scratch holds the working slices of one decoding, reused through a pool
// so that labelling many entries allocates little.
type scratch struct {
	em, f32  []float32
	i32, ks  []int32
	e, alpha []float64
	beta, w  []float64
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

func getScratch() *scratch { return scratchPool.Get().(*scratch) }

// grow returns (*s)[:n], reallocating when it is too short.
func grow[T any](s *[]T, n int) []T {
	if cap(*s) < n {
		*s = make([]T, n)
	}
	return (*s)[:n]
}
