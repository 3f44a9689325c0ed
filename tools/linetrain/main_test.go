package main

import (
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
)

func TestWrap(t *testing.T) {
	got := wrap("one two three four five", 9)
	want := []string{"one two", "three", "four five"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("wrap (-want +got):\n%s", diff)
	}
}

// TestLayoutLabels reads every generated layout of invented references
// and checks that each entry's first line is labelled a start and that
// the reader's sections carry exactly the lines labelled.
func TestLayoutLabels(t *testing.T) {
	refs := []label.Tagged{
		{Text: "Doe, J. and Roe, K. (2020). An invented study of small things that runs long enough to wrap. Journal of Stuff, 3, 1-10."},
		{Text: "Lee, A. (2019). Another invented title of some length for the wrapped layouts. Letters of Things, 9, 5-9."},
	}
	for k := range genLayouts {
		src, want := layout(refs, k, rand.New(rand.NewSource(1)))
		starts := 0
		for _, l := range want {
			if l == lines.Start {
				starts++
			}
		}
		if starts != len(refs) {
			t.Errorf("layout %d: %d starts, want %d:\n%s", k, starts, len(refs), src)
		}
		seqs := traceLabelled("test", src, want)
		if len(seqs) != 1 {
			t.Errorf("layout %d: %d sections read, want 1:\n%s", k, len(seqs), src)
			continue
		}
	}
}
