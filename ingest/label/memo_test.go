package label

import (
	"path/filepath"
	"reflect"
	"sync"
	"testing"
)

// freshModel returns a model with m's weights and an empty memo.
func freshModel(t *testing.T) *Model {
	t.Helper()
	m := Default()
	if m.refs == nil {
		t.Skip("no embedded model")
	}
	return &Model{refs: m.refs, names: m.names}
}

// memoSize returns the labellings and tokens the memo holds.
func memoSize(m *memo) (entries, tokens int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, gen := range []map[memoKey]*memoEntry{m.cur, m.old} {
		for _, me := range gen {
			entries++
			tokens += len(me.toks)
		}
	}
	return entries, tokens
}

// TestParseLabelsTakesParse: ParseLabels of what Parse labelled, with the
// same spans, is what labelling it again gives, and takes it from the
// memo as many times as Parse made it; other spans or another text are
// labelled anew.
func TestParseLabelsTakesParse(t *testing.T) {
	m := freshModel(t)
	text := "Doe, J., and A. Roe. 2020. A study of tides. Journal of Tides 12: 1-9."
	bold := []Span{{Start: 0, End: 7, Marks: Bold}, {Start: 45, End: 61, Marks: Italic}}
	want := m.label(text, bold, false)
	parsed := m.Parse(text, bold)
	m.Parse(text, bold)
	if !reflect.DeepEqual(parsed.Labels, want.Labels) || !reflect.DeepEqual(parsed.Tokens, want.Tokens) {
		t.Fatalf("Parse labels %v, labelling gives %v", parsed.Labels, want.Labels)
	}
	if n, _ := memoSize(&m.memo); n != 1 {
		t.Fatalf("memo holds %d labellings after Parse twice, want 1", n)
	}
	// Other marks, or none, are another entry for the labeller.
	if got := m.parse(text, nil, false); !reflect.DeepEqual(got, m.label(text, nil, false)) {
		t.Errorf("ParseLabels without spans = %v, want %v", got.Labels, m.label(text, nil, false).Labels)
	}
	if got := m.parse(text, bold[:1], false); !reflect.DeepEqual(got, m.label(text, bold[:1], false)) {
		t.Errorf("ParseLabels with one span = %v", got.Labels)
	}
	for k := range 3 {
		got := m.parse(text, bold, false)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("ParseLabels %d = %+v, want %+v", k, got, want)
		}
		// The caller owns what it gets.
		got.Labels[0], got.Tokens[0].Text = Title, "changed"
		n, _ := memoSize(&m.memo)
		if wantN := max(0, 1-k); n != wantN {
			t.Errorf("after ParseLabels %d the memo holds %d labellings, want %d", k, n, wantN)
		}
	}
}

// TestMemoBounded labels more tokens than the memo keeps and expects it
// to hold no more than two generations.
func TestMemoBounded(t *testing.T) {
	m := freshModel(t)
	m.memo.limit = 200
	refs, err := readTaggedFile(filepath.Join("data", "anystyle", "heldout.txt.gz"), nil)
	if err != nil {
		t.Fatal(err)
	}
	longest := 0
	for _, r := range refs[:100] {
		e := m.Parse(r.Text, nil)
		longest = max(longest, len(e.Tokens))
	}
	if _, tokens := memoSize(&m.memo); tokens > 2*(m.memo.limit+longest) || tokens < m.memo.limit {
		t.Errorf("memo holds %d tokens, want between %d and %d", tokens, m.memo.limit, 2*(m.memo.limit+longest))
	}
	// The last labellings are still there to take; the first are gone.
	last := refs[99].Text
	if got, want := m.parse(last, nil, false), m.label(last, nil, false); !reflect.DeepEqual(got, want) {
		t.Errorf("ParseLabels of the last entry = %v, want %v", got.Labels, want.Labels)
	}
	if _, ok := m.memo.take(memoKey{text: refs[0].Text}); ok {
		t.Errorf("the memo still holds the first entry after %d more", 99)
	}
}

// TestParseLabelsConcurrent runs Parse and ParseLabels of the same
// entries from several goroutines and expects the labels of one
// goroutine labelling alone.
func TestParseLabelsConcurrent(t *testing.T) {
	m := freshModel(t)
	refs, err := readTaggedFile(filepath.Join("data", "grobid", "heldout.txt.gz"), nil)
	if err != nil {
		t.Fatal(err)
	}
	refs = refs[:40]
	want := make([]Entry, len(refs))
	for i, r := range refs {
		want[i] = m.label(r.Text, nil, false)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 4*len(refs))
	for g := range 4 {
		wg.Go(func() {
			for i, r := range refs {
				if g%2 == 0 {
					m.Parse(r.Text, nil)
				}
				if got := m.parse(r.Text, nil, false); !reflect.DeepEqual(got, want[i]) {
					errs <- r.Text
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for s := range errs {
		t.Errorf("concurrent ParseLabels differs on %q", s)
	}
}

// TestSpanKey: spans that differ in any field make different keys.
func TestSpanKey(t *testing.T) {
	keys := map[string][]Span{}
	for _, spans := range [][]Span{
		nil,
		{{0, 3, Bold}},
		{{0, 3, Italic}},
		{{0, 4, Bold}},
		{{1, 3, Bold}},
		{{-1, 3, Bold}},
		{{0, 3, Bold}, {5, 9, Quoted}},
		{{5, 9, Quoted}, {0, 3, Bold}},
		{{0, 3, Bold | Italic}},
		{{0, 300, Bold}},
	} {
		k := spanKey(spans)
		if prev, ok := keys[k]; ok {
			t.Errorf("spans %v and %v share key %q", prev, spans, k)
		}
		keys[k] = spans
	}
}
