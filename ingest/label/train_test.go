package label

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
)

// TestTrainSmall trains a small model twice on a slice of the data: the
// two files must be equal byte for byte, and the model must have learnt
// its training entries.
func TestTrainSmall(t *testing.T) {
	refs, err := readTaggedFile(filepath.Join("data", "anystyle", "train.txt.gz"), nil)
	if err != nil {
		t.Fatal(err)
	}
	names, err := readTaggedFile(filepath.Join("data", "grobid", "names-train.txt.gz"), nil)
	if err != nil {
		t.Fatal(err)
	}
	refs, names = refs[:300], names[:60]
	p := TrainParams{Epochs: 3, NameEpochs: 3, Seed: 7, RefBits: 14, NameBits: 12, Augment: 0.2, Relayout: 0.1, SynthNames: 100, Prune: 0.01}
	var files [2]bytes.Buffer
	var m *Model
	for i := range files {
		if m, err = Train(context.Background(), refs, names, p); err != nil {
			t.Fatal(err)
		}
		if err := m.Write(&files[i], Header{Hash: "test", Params: p}); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(files[0].Bytes(), files[1].Bytes()) {
		t.Fatal("two trainings on the same data differ")
	}
	s := scoreRefs(m, refs)
	if acc := s.tokenAccuracy(); acc < 0.9 {
		t.Errorf("token accuracy on its own training data %.3f < 0.9", acc)
	}
	back, _, err := ReadModel(&files[0])
	if err != nil {
		t.Fatal(err)
	}
	if a, b := scoreRefs(back, refs[:50]).tokOK, scoreRefs(m, refs[:50]).tokOK; a != b {
		t.Errorf("the model read back labels %d tokens right, the trained one %d", a, b)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Train(ctx, refs[:10], names[:5], p); err == nil {
		t.Error("Train ignored a cancelled context")
	}
}

func TestRelayoutRef(t *testing.T) {
	in, err := ParseTagged("<author>Doe, J.</author> (<date>2001</date>). <title>A study</title>. <container>J. Stuff</container>, <locator>3</locator>.")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	rng := rand.New(rand.NewPCG(1, 1))
	for i := 0; i < 60; i++ {
		out, ok := relayoutRef(in, rng)
		if !ok {
			t.Fatal("no relayout")
		}
		seen[out.String()] = true
	}
	want := []string{
		"(<date>2001</date>) <author>Doe, J.</author> “<title>A study</title>.” <container>J. Stuff</container>, <locator>3</locator>.",
		"<date>2001</date>. <author>Doe, J.</author> <title>A study</title>. <container>J. Stuff</container>, <locator>3</locator>.",
		"<title>A study</title>. <author>Doe, J.</author> <container>J. Stuff</container>, <locator>3</locator>. (<date>2001</date>)",
		"<title><b>A study</b></title>. <author>Doe, J.</author> <container>J. Stuff</container>, <locator>3</locator>. (<date>2001</date>)",
		"<title>A study</title> (with <author>Doe, J</author>). <container>J. Stuff</container>, <locator>3</locator>. (<date>2001</date>)",
	}
	for _, w := range want {
		if !seen[w] {
			var got []string
			for s := range seen {
				got = append(got, s)
			}
			t.Errorf("missing layout\n  %s\ngot\n  %s", w, strings.Join(got, "\n  "))
		}
	}
}

// TestFragmentRef checks that a fragment is one field of the entry alone,
// without marks or edge punctuation, labelled as it was, and that every
// field of fragmentLabels is drawn.
func TestFragmentRef(t *testing.T) {
	in, err := ParseTagged("<author><b>Doe, J.</b> and Roe, K.</author> (<date>2001</date>). <q>“<title>A study of things</title>.”</q> <i><container>J. Stuff</container></i>, <locator>3</locator>. <publisher>Northfield: Example Press</publisher>.")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 100; i++ {
		out, ok := fragmentRef(in, rng)
		if !ok {
			t.Fatal("no fragment")
		}
		seen[out.String()] = true
	}
	want := []string{
		"<author>Doe, J. and Roe, K.</author>",
		"<date>2001</date>",
		"<title>A study of things</title>",
		"<container>J. Stuff</container>",
		"<publisher>Northfield: Example Press</publisher>",
	}
	for _, w := range want {
		if !seen[w] {
			t.Errorf("fragment %s never drawn; got %v", w, seen)
		}
	}
	if len(seen) != len(want) {
		t.Errorf("%d kinds of fragment, want %d: %v", len(seen), len(want), seen)
	}
	if _, ok := fragmentRef(Tagged{Text: "3, 4", Tags: []Tag{{Name: "locator", Start: 0, End: 1}}}, rng); ok {
		t.Error("a fragment of an entry without any of fragmentLabels")
	}
}

// TestNoteKind checks how the notes of the corpora are told apart when
// trained on: a status, an award, a contribution role or another note.
func TestNoteKind(t *testing.T) {
	for _, tc := range []struct {
		line string
		want []Label // the labels of the note's word tokens
	}{
		{`<title>Ice</title>. <note>In press</note>.`, []Label{Status, Status}},
		{`<title>Ice</title>. <note>Accepted for publication</note>.`, []Label{Status, Status, Status}},
		{`<title>Ice</title> (<note>Best Paper Award</note>)`, []Label{Award, Award, Award}},
		{`<title>Ice</title> [<note>equal contribution</note>]`, []Label{Contrib, Contrib}},
		{`<title>Ice</title>. <note>Book review</note>.`, []Label{Note, Note}},
		{`<title>Ice</title>. <note>2nd edition</note>.`, []Label{Note, Note}},
		{`<title>Ice</title>. <date>forthcoming</date>.`, []Label{Status}},
	} {
		tg, err := ParseTagged(tc.line)
		if err != nil {
			t.Fatal(err)
		}
		toks, labels := refGold(tg)
		var got []Label
		for i, tk := range toks[1:] {
			if !isPunctToken(tk.Text) {
				got = append(got, labels[i+1])
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%s: labels %v, want %v", tc.line, got, tc.want)
		}
	}
}

// TestMarkGold checks that a contribution mark tagged in the data is
// labelled although it is punctuation.
func TestMarkGold(t *testing.T) {
	tg, err := ParseTagged(`<author>Doe, J.</author>, <title>Ice</title><contrib><sup>*</sup></contrib>`)
	if err != nil {
		t.Fatal(err)
	}
	toks, labels := refGold(tg)
	for i, tk := range toks {
		if tk.Text == "*" && labels[i] != Contrib {
			t.Errorf("the mark is %v, want contrib", labels[i])
		}
	}
}
