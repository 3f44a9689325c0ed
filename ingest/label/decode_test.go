package label

import (
	"math"
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
