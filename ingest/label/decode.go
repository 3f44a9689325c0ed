package label

import "math"

// The decoder used to label: the same arithmetic as emissions, viterbi and
// marginals (which training uses, and which remain the reference), in the
// same order, so labels and confidences agree bit for bit; it differs in
// how it walks memory: a token's scores are summed ten states at a time in
// registers rather than through memory, and the forward and backward sums
// run four states at a time, as four independent chains.

// prepareDecode sets etransT from etrans, and reach and slack from
// trans.
func (t *tagger) prepareDecode() {
	L := t.labels
	t.etransT = make([]float64, L*L)
	for p := 0; p < L; p++ {
		for l := 0; l < L; l++ {
			t.etransT[l*L+p] = t.etrans[(p+1)*L+l]
		}
	}
	t.reach = make([]float64, L*L)
	var most float64
	for _, x := range t.trans[L:] {
		most = max(most, math.Abs(float64(x)))
	}
	for q := 0; q < L; q++ {
		tq := t.trans[(q+1)*L : (q+2)*L]
		for p := 0; p < L; p++ {
			tp := t.trans[(p+1)*L : (p+2)*L]
			d := math.Inf(-1)
			for l := range tp {
				d = max(d, float64(tp[l])-float64(tq[l]))
			}
			t.reach[q*L+p] = d
		}
	}
	t.slack = roundoff * (1 + 2*most)
}

// roundoff bounds, with room to spare (eight times), the rounding of a
// float32 sum relative to its size (2^-23), so that a previous state
// fastViterbi skips scores strictly less than the best, after rounding,
// and can be no tie either.
const roundoff = 1e-6

// decodeInto labels the feature sequence f (f.len() > 0): the best state
// of each token into path and its confidence into conf, both of length
// f.len(). It gives the same results as viterbi and marginals over
// emissions.
func (t *tagger) decodeInto(f *featSeq, path []int, conf []float64) {
	if t.etransT == nil {
		t.prepare()
	}
	n, L := f.len(), t.labels
	sc := getScratch()
	defer scratchPool.Put(sc)
	em := grow(&sc.em, n*L)
	t.fastEmissions(f, em, sc)
	t.fastViterbi(em, n, path, sc)
	if conf != nil {
		t.fastMarginals(em, n, path, conf, sc)
	}
}

// fastEmissions writes the score of every state at every token into out,
// adding each state's weights in the order emissions does.
func (t *tagger) fastEmissions(f *featSeq, out []float32, sc *scratch) {
	n, L := f.len(), t.labels
	mask := uint32(1)<<t.bits - 1
	w := t.w
	for i := 0; i < n; i++ {
		ids := f.ids[f.off[i]:f.off[i+1]]
		ks := sc.ks[:0]
		for _, b := range ids {
			ks = append(ks, int32(b&mask)*int32(L))
		}
		sc.ks = ks
		row := out[i*L : i*L+L : i*L+L]
		// Sum a block of states at a time in registers.
		l := 0
		for ; l+10 <= L; l += 10 {
			var s0, s1, s2, s3, s4, s5, s6, s7, s8, s9 float32
			for _, k := range ks {
				ws := w[int(k)+l : int(k)+l+10 : int(k)+l+10]
				s0 += ws[0]
				s1 += ws[1]
				s2 += ws[2]
				s3 += ws[3]
				s4 += ws[4]
				s5 += ws[5]
				s6 += ws[6]
				s7 += ws[7]
				s8 += ws[8]
				s9 += ws[9]
			}
			r := row[l : l+10 : l+10]
			r[0], r[1], r[2], r[3], r[4] = s0, s1, s2, s3, s4
			r[5], r[6], r[7], r[8], r[9] = s5, s6, s7, s8, s9
		}
		for ; l+3 <= L; l += 3 {
			var s0, s1, s2 float32
			for _, k := range ks {
				ws := w[int(k)+l : int(k)+l+3 : int(k)+l+3]
				s0 += ws[0]
				s1 += ws[1]
				s2 += ws[2]
			}
			row[l], row[l+1], row[l+2] = s0, s1, s2
		}
		for ; l < L; l++ {
			var s float32
			for _, k := range ks {
				s += w[int(k)+l]
			}
			row[l] = s
		}
	}
}

// fastViterbi writes into path what viterbi returns, reusing sc. It
// skips the previous states that cannot be the best way into any state:
// with q the best previous state, a state p whose score trails q's by
// more than reach[q][p] scores less than q into every state, and so wins
// none and ties none (the slack covers float32 rounding). This skips most
// of them, the scores of a trained model's states lying far apart. The
// rest it compares in viterbi's order, so the scores and the ties come
// out the same.
func (t *tagger) fastViterbi(em []float32, n int, path []int, sc *scratch) {
	L := t.labels
	score := grow(&sc.f32, n*L)
	back := grow(&sc.i32, n*L)
	for l := 0; l < L; l++ {
		score[l] = em[l] + t.trans[l]
	}
	inf := float32(math.Inf(-1))
	reach, slack := t.reach[:L*L:L*L], t.slack
	for i := 1; i < n; i++ {
		prev, cur, bk := score[(i-1)*L:i*L:i*L], score[i*L:i*L+L:i*L+L], back[i*L:i*L+L:i*L+L]
		for l := range cur {
			cur[l] = inf
		}
		top, m := 0, prev[0]
		for p, sp := range prev {
			if sp > m {
				top, m = p, sp
			}
		}
		rt := reach[top*L : top*L+L : top*L+L]
		rt = rt[:len(prev)]
		fm := float64(m)
		// As in viterbi: the previous state outermost, so that the
		// states' running maxima are independent of each other.
		for p, sp := range prev {
			fp := float64(sp)
			if fm-fp > rt[p]+slack+roundoff*(math.Abs(fm)+math.Abs(fp)) {
				continue
			}
			tr := t.trans[(p+1)*L : (p+2)*L : (p+2)*L]
			tr, bk := tr[:len(cur)], bk[:len(cur)]
			for l, c := range cur {
				if s := sp + tr[l]; s > c {
					cur[l] = s
					bk[l] = int32(p)
				}
			}
		}
		ei := em[i*L : i*L+L : i*L+L]
		for l := range cur {
			cur[l] += ei[l]
		}
	}
	best, arg := inf, 0
	for l := 0; l < L; l++ {
		if s := score[(n-1)*L+l]; s > best {
			best, arg = s, l
		}
	}
	path[n-1] = arg
	for i := n - 1; i > 0; i-- {
		path[i-1] = int(back[i*L+path[i]])
	}
}

// fastMarginals writes into out what marginals returns.
func (t *tagger) fastMarginals(em []float32, n int, path []int, out []float64, sc *scratch) {
	L := t.labels
	et, etT, group := t.etrans, t.etransT, t.group
	e := grow(&sc.e, n*L)
	for i := 0; i < n; i++ {
		row := em[i*L : i*L+L : i*L+L]
		m := row[0]
		for _, x := range row {
			m = max(m, x)
		}
		er := e[i*L : i*L+L : i*L+L]
		for l, x := range row {
			er[l] = math.Exp(float64(t.temp * (x - m)))
		}
	}
	alpha := grow(&sc.alpha, n*L)
	beta := grow(&sc.beta, n*L)
	for l := 0; l < L; l++ {
		alpha[l] = et[l] * e[l]
	}
	normalise(alpha[:L])
	for i := 1; i < n; i++ {
		prev, cur := alpha[(i-1)*L:i*L:i*L], alpha[i*L:i*L+L:i*L+L]
		er := e[i*L : i*L+L : i*L+L]
		l := 0
		// Four states at a time: four independent chains of sums, each
		// in the order of marginals (previous state ascending).
		for ; l+4 <= L; l += 4 {
			t0 := etT[l*L : l*L+L : l*L+L]
			t1 := etT[(l+1)*L : (l+1)*L+L : (l+1)*L+L]
			t2 := etT[(l+2)*L : (l+2)*L+L : (l+2)*L+L]
			t3 := etT[(l+3)*L : (l+3)*L+L : (l+3)*L+L]
			t0, t1, t2, t3 = t0[:len(prev)], t1[:len(prev)], t2[:len(prev)], t3[:len(prev)]
			var s0, s1, s2, s3 float64
			for p, a := range prev {
				if a == 0 {
					continue
				}
				s0 += a * t0[p]
				s1 += a * t1[p]
				s2 += a * t2[p]
				s3 += a * t3[p]
			}
			cur[l], cur[l+1], cur[l+2], cur[l+3] = s0*er[l], s1*er[l+1], s2*er[l+2], s3*er[l+3]
		}
		for ; l < L; l++ {
			tr := etT[l*L : l*L+L : l*L+L]
			var s float64
			for p, a := range prev {
				if a == 0 {
					continue
				}
				s += a * tr[p]
			}
			cur[l] = s * er[l]
		}
		normalise(cur)
	}
	last := beta[(n-1)*L : n*L]
	for l := range last {
		last[l] = 1
	}
	w := grow(&sc.w, L)
	for i := n - 2; i >= 0; i-- {
		next := beta[(i+1)*L : (i+2)*L : (i+2)*L]
		er := e[(i+1)*L : (i+2)*L : (i+2)*L]
		for l := range w {
			w[l] = next[l] * er[l]
		}
		cur := beta[i*L : i*L+L : i*L+L]
		p := 0
		for ; p+4 <= L; p += 4 {
			t0 := et[(p+1)*L : (p+2)*L : (p+2)*L]
			t1 := et[(p+2)*L : (p+3)*L : (p+3)*L]
			t2 := et[(p+3)*L : (p+4)*L : (p+4)*L]
			t3 := et[(p+4)*L : (p+5)*L : (p+5)*L]
			t0, t1, t2, t3 = t0[:len(w)], t1[:len(w)], t2[:len(w)], t3[:len(w)]
			var s0, s1, s2, s3 float64
			for l, x := range w {
				s0 += t0[l] * x
				s1 += t1[l] * x
				s2 += t2[l] * x
				s3 += t3[l] * x
			}
			cur[p], cur[p+1], cur[p+2], cur[p+3] = s0, s1, s2, s3
		}
		for ; p < L; p++ {
			tr := et[(p+1)*L : (p+2)*L : (p+2)*L]
			var s float64
			for l, x := range w {
				s += tr[l] * x
			}
			cur[p] = s
		}
		normalise(cur)
	}
	for i := 0; i < n; i++ {
		var z, want float64
		g := group[path[i]]
		a, b := alpha[i*L:i*L+L:i*L+L], beta[i*L:i*L+L:i*L+L]
		for s := range a {
			p := a[s] * b[s]
			z += p
			if group[s] == g {
				want += p
			}
		}
		out[i] = 0
		if z > 0 {
			out[i] = want / z
		}
	}
}

// normalise divides v by its sum, when that is positive.
func normalise(v []float64) {
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
