package label

import (
	"path/filepath"
	"reflect"
	"sync"
	"testing"
)

// TestParseConcurrent labels the same entries from several goroutines and
// expects what one goroutine gets: the model and its scratch pool are
// shared safely.
func TestParseConcurrent(t *testing.T) {
	refs, err := readTaggedFile(filepath.Join("data", "grobid", "heldout.txt.gz"), nil)
	if err != nil {
		t.Fatal(err)
	}
	refs = refs[:60]
	want := make([]Entry, len(refs))
	for i, r := range refs {
		want[i] = Parse(r.Text, nil)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 4*len(refs))
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i, r := range refs {
				if got := Parse(r.Text, nil); !reflect.DeepEqual(got, want[i]) {
					errs <- r.Text
				}
				SplitNames(r.Text, nil)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for s := range errs {
		t.Errorf("concurrent Parse differs on %q", s)
	}
}

// TestObserve checks that an observer sees each entry Parse labels, with
// its spans, until it is removed.
func TestObserve(t *testing.T) {
	var mu sync.Mutex
	var got []string
	restore := Observe(func(text string, spans []Span) {
		mu.Lock()
		defer mu.Unlock()
		got = append(got, text)
		if len(spans) != 1 || spans[0].Marks != Bold {
			t.Errorf("observed spans %v", spans)
		}
	})
	Parse("Doe, J. A study. J. Stuff, 2001.", []Span{{Start: 0, End: 7, Marks: Bold}})
	restore()
	Parse("Roe, K. Another study. 2002.", nil)
	if !reflect.DeepEqual(got, []string{"Doe, J. A study. J. Stuff, 2001."}) {
		t.Errorf("observed %q", got)
	}
}
