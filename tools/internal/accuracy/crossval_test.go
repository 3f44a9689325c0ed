package accuracy

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/tools/internal/trainfold"
)

// TestFolds checks the fold split of the development cases: by file
// (each development file in exactly one fold, nothing else in any),
// dealt round in name order so the folds differ in size by one at most,
// and the same whatever the order of the cases.
func TestFolds(t *testing.T) {
	cases := []Case{
		{Set: "pdf", Input: "/s/pdf/b.pdf"}, {Set: "repo", Input: "/r/x.txt"},
		{Set: "cv-dev", Input: "/s/cv-dev/c.md"}, {Set: "cv-dev", Input: "/s/cv-dev/a.md"},
		{Set: "heldout", Input: "/r/h.md"}, {Set: "pdf", Input: "/s/pdf/d.pdf"},
		{Set: "cv-dev", Input: "/s/cv-dev/e"}, {Set: "heldout2", Input: "/r/a2.md"},
	}
	tests := []struct {
		k    int
		want map[string]int
	}{
		{2, map[string]int{"a.md": 0, "b.pdf": 1, "c.md": 0, "d.pdf": 1, "e": 0}},
		{3, map[string]int{"a.md": 0, "b.pdf": 1, "c.md": 2, "d.pdf": 0, "e": 1}},
		{5, map[string]int{"a.md": 0, "b.pdf": 1, "c.md": 2, "d.pdf": 3, "e": 4}},
		{7, map[string]int{"a.md": 0, "b.pdf": 1, "c.md": 2, "d.pdf": 3, "e": 4}},
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tt := range tests {
		t.Run(fmt.Sprint("k=", tt.k), func(t *testing.T) {
			if diff := cmp.Diff(tt.want, Folds(cases, tt.k)); diff != "" {
				t.Errorf("Folds: -want +got\n%s", diff)
			}
			for range 5 {
				shuffled := slices.Clone(cases)
				rng.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
				if diff := cmp.Diff(tt.want, Folds(shuffled, tt.k)); diff != "" {
					t.Errorf("Folds of the shuffled cases: -want +got\n%s", diff)
				}
			}
			size := make([]int, tt.k)
			for _, f := range tt.want {
				size[f]++
			}
			if slices.Max(size)-slices.Min(size) > 1 {
				t.Errorf("fold sizes %v differ by more than one", size)
			}
		})
	}
}

// TestHeld checks that a fold's held-out files are those Folds put in
// it, and that the line model's names of them cover both development
// sets.
func TestHeld(t *testing.T) {
	folds := map[string]int{"a.md": 0, "b.pdf": 1, "c.md": 0}
	if diff := cmp.Diff(map[string]bool{"a.md": true, "c.md": true}, Held(folds, 0)); diff != "" {
		t.Errorf("Held(0): -want +got\n%s", diff)
	}
	if got := Held(folds, 2); len(got) != 0 {
		t.Errorf("Held(2) = %v, want none", got)
	}
	want := map[string]bool{
		trainfold.LineDoc("cv-dev", "b.pdf"): true,
		trainfold.LineDoc("pdf", "b.pdf"):    true,
	}
	if diff := cmp.Diff(want, LineDocs(Held(folds, 1))); diff != "" {
		t.Errorf("LineDocs: -want +got\n%s", diff)
	}
}

// TestFieldDataHoldNoHeldOutFile checks, on the field labeller's
// training data the repository holds, that a fold's data leave out
// exactly the entries made from its files: those of the data files
// that name their source document (data/csl/dev.txt.gz,
// data/dev/entries.txt.gz).
func TestFieldDataHoldNoHeldOutFile(t *testing.T) {
	labelDir := filepath.Join("..", "..", "..", "ingest", "label")
	bySource := map[string][]label.Tagged{}
	var cases []Case
	for _, f := range []string{"data/csl/dev.txt.gz", "data/dev/entries.txt.gz"} {
		data, err := os.ReadFile(filepath.Join(labelDir, filepath.FromSlash(f)))
		if err != nil {
			t.Fatal(err)
		}
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		text, err := io.ReadAll(zr)
		if err != nil {
			t.Fatal(err)
		}
		tagged, srcs, err := label.ReadTaggedSources(string(text))
		if err != nil {
			t.Fatal(err)
		}
		for i, src := range srcs {
			if src == "" {
				continue
			}
			if bySource[src] == nil {
				cases = append(cases, Case{Set: "cv-dev", Input: src})
			}
			bySource[src] = append(bySource[src], tagged[i])
		}
	}
	if len(bySource) < 5 {
		t.Fatalf("%d source documents in the field labeller's data, want at least 5", len(bySource))
	}
	all, _, err := label.TrainingData(labelDir)
	if err != nil {
		t.Fatal(err)
	}
	count := func(ts []label.Tagged) map[string]int {
		out := map[string]int{}
		for _, x := range ts {
			out[fmt.Sprint(x)]++
		}
		return out
	}
	folds := Folds(cases, 5)
	for f := range 2 { // every fold reads all the data again: two are enough
		skip := Held(folds, f)
		refs, _, left, err := fieldData(labelDir, skip)
		if err != nil {
			t.Fatal(err)
		}
		gone := count(all)
		for k, n := range count(refs) {
			gone[k] -= n
		}
		var want []label.Tagged
		for src := range skip {
			want = append(want, bySource[src]...)
		}
		for k, n := range count(want) {
			gone[k] -= n
		}
		for k, n := range gone {
			if n != 0 {
				t.Errorf("fold %d: entry %.60s left out %+d times more than the fold's files hold it", f+1, k, n)
			}
		}
		if left != len(want) {
			t.Errorf("fold %d: %d entries left out, the fold's files hold %d", f+1, left, len(want))
		}
	}
}

// TestRunWithModelsSideBySide reads the repo's cases with the embedded
// models and with an empty section classifier (every section one of
// publications) at the same time (run it with -race): each reading has
// its own models' answer, and the embedded one is what reading alone
// gives.
func TestRunWithModelsSideBySide(t *testing.T) {
	root := filepath.Join("..", "..", "..")
	var repo []Case
	for _, c := range Find(root, filepath.Join(root, "no-shared")) {
		if c.Set == "repo" && len(repo) < 4 {
			repo = append(repo, c)
		}
	}
	if len(repo) == 0 {
		t.Fatal("no repo cases")
	}
	alone := RunWith(t.Context(), repo, cv.Models{})
	var embedded, empty []Result
	var wg sync.WaitGroup
	wg.Go(func() { embedded = RunWith(t.Context(), repo, cv.Models{}) })
	wg.Go(func() { empty = RunWith(t.Context(), repo, cv.Models{Sections: &model.Model{}}) })
	wg.Wait()
	// read lists what each case's publications were read as.
	read := func(rs []Result) []string {
		var out []string
		for _, r := range rs {
			if r.Got == nil {
				t.Fatalf("%s: %v", r.Name(), r.Err)
			}
			for _, p := range r.Got.Publications {
				out = append(out, fmt.Sprintf("%s: %q %q %d %s", r.Name(), p.Title, p.VenueText, p.Year, p.Kind))
			}
		}
		return out
	}
	if diff := cmp.Diff(read(alone), read(embedded)); diff != "" {
		t.Errorf("embedded models beside an empty classifier (-alone +side by side):\n%s", diff)
	}
	if slices.Equal(read(embedded), read(empty)) {
		t.Errorf("the empty section classifier read as the embedded one")
	}
}

func TestCrossValidateNeedsFolds(t *testing.T) {
	if _, err := CrossValidate(t.Context(), nil, nil, 1, CVOptions{Root: ".", Log: &bytes.Buffer{}}); err == nil {
		t.Error("k = 1: no error")
	}
}

func TestWriteCrossVal(t *testing.T) {
	perfect := &Score{}
	half := &Score{Gold: 2, Found: 1, Matched: 1}
	a := Case{Set: "cv-dev", Group: "text", Input: "a.md"}
	b := Case{Set: "pdf", Group: "pdf", Input: "b.pdf"}
	in := []Result{
		{Case: Case{Set: "repo", Group: "text", Input: "r.txt"}, Score: perfect},
		{Case: a, Score: perfect},
		{Case: b, Score: perfect},
	}
	cv := &CrossVal{
		Fields:    []Result{{Case: a, Score: perfect}, {Case: b, Score: perfect}},
		All:       []Result{{Case: a, Score: half}, {Case: b, Score: perfect}},
		Retrained: []string{"field labeller", "section classifier"},
	}
	tests := []struct {
		name    string
		each    []Reading
		want    []string
		notWant []string
	}{
		{"no each", nil,
			[]string{"5 folds by file", "(field labeller, section classifier)",
				"| cv-dev | 1 | 1.000 | 1.000 | 0.500 |", "| pdf | b.pdf | 1.000 | 1.000 | 1.000 |"},
			[]string{"r.txt", "each model's part"}},
		{"each", []Reading{{"+ section classifier", []Result{{Case: a, Score: half}, {Case: b, Score: perfect}}}},
			[]string{"each model's part", "| cv-dev | in sample | 1.000 |", "| cv-dev | field labeller only | 1.000 |",
				"| cv-dev | + section classifier | 0.500 |", "| cv-dev | all models | 0.500 |", "| pdf | all models | 1.000 |"},
			[]string{"r.txt"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cv.Each = tt.each
			var buf, again bytes.Buffer
			if err := WriteCrossVal(&buf, in, cv, 5, true); err != nil {
				t.Fatal(err)
			}
			got := buf.String()
			for _, want := range tt.want {
				if !strings.Contains(got, want) {
					t.Errorf("table lacks %q:\n%s", want, got)
				}
			}
			for _, no := range tt.notWant {
				if strings.Contains(got, no) {
					t.Errorf("table holds %q:\n%s", no, got)
				}
			}
			if err := WriteCrossVal(&again, in, cv, 5, true); err != nil || again.String() != got {
				t.Errorf("a second writing differs (%v)", err)
			}
		})
	}
}
