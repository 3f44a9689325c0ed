package label

import (
	"math"
	"math/rand/v2"
	"path/filepath"
	"testing"
)

// decodeRef is the decoder as training runs it: emissions, viterbi and
// marginals. The labelling decoder must agree with it bit for bit.
func decodeRef(t *tagger, f *featSeq) ([]int, []float64) {
	n := f.len()
	if n == 0 {
		return nil, nil
	}
	em := t.emissions(f, nil)
	path := t.viterbi(em, n)
	return path, t.marginals(em, n, path)
}

// heldoutTexts returns the texts of a tagged data file.
func heldoutTexts(t testing.TB, name string) []string {
	t.Helper()
	refs, err := readTaggedFile(filepath.Join("data", name), nil)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]string, len(refs))
	for i, r := range refs {
		out[i] = r.Text
	}
	return out
}

// sameDecode fails when decode and decodeRef differ on f.
func sameDecode(t *testing.T, tg *tagger, f *featSeq, text string) {
	t.Helper()
	wantPath, wantConf := decodeRef(tg, f)
	gotPath, gotConf := tg.decode(f)
	for i := range wantPath {
		if gotPath[i] != wantPath[i] {
			t.Fatalf("%q: token %d: state %d, want %d", text, i, gotPath[i], wantPath[i])
		}
		if math.Float64bits(gotConf[i]) != math.Float64bits(wantConf[i]) {
			t.Fatalf("%q: token %d: confidence %v, want %v", text, i, gotConf[i], wantConf[i])
		}
	}
}

// TestDecodeMatchesReference labels the held-out references and bylines
// with both decoders.
func TestDecodeMatchesReference(t *testing.T) {
	m := Default()
	if m.refs == nil {
		t.Skip("no embedded model")
	}
	for _, s := range heldoutTexts(t, filepath.Join("anystyle", "heldout.txt.gz")) {
		sameDecode(t, m.refs, refFeatures(Tokenize(s, nil)), s)
	}
	for _, s := range heldoutTexts(t, filepath.Join("grobid", "names-heldout.txt.gz")) {
		sameDecode(t, m.names, nameFeatures(Tokenize(s, nil)), s)
	}
}

// TestDecodeTiesAndGaps compares the decoders on synthetic taggers: all
// weights zero (every path ties), weights of a few integer levels (ties
// at every step, some of them between a state the fast decoder skips and
// one it keeps) and weights far apart (most states skipped).
func TestDecodeTiesAndGaps(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tc := range []struct {
		name          string
		labels, level int
		scale         float32
	}{
		{"zero", 28, 1, 0},
		{"ties", 28, 3, 1},
		{"ties, few states", 3, 2, 1},
		{"fractions", 28, 7, 0.125},
		{"far apart", 28, 1000, 0.5},
		{"far apart, large", 28, 1000, 1e5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tg := newTagger(tc.labels, 6)
			for i := range tg.w {
				tg.w[i] = float32(rng.IntN(tc.level)-tc.level/2) * tc.scale
			}
			for i := range tg.trans {
				tg.trans[i] = float32(rng.IntN(tc.level)-tc.level/2) * tc.scale
			}
			tg.prepare()
			for range 100 {
				n := 1 + rng.IntN(30)
				f := &featSeq{off: []int32{0}}
				for range n {
					for range 1 + rng.IntN(6) {
						f.ids = append(f.ids, rng.Uint32())
					}
					f.off = append(f.off, int32(len(f.ids)))
				}
				sameDecode(t, tg, f, tc.name)
			}
		})
	}
}
