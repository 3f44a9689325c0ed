package main

import (
	"context"
	"fmt"
	"io"

	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
)

// evaluate prints the model's section accuracy on the development
// sections in sample (trained on all of them) and by k-fold
// cross-validation by file (each file's sections classified by a model
// that never saw that file).
func evaluate(ctx context.Context, dir string, folds int, w io.Writer) error {
	in, cv := newTally(), newTally()
	n, err := trainer.CrossValidate(ctx, dir, folds,
		func(m *model.Model, dev []model.Labelled) { in = score(m, dev) },
		func(m *model.Model, held []model.Labelled) { cv.add(score(m, held)) })
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "development sections: %d of %d files\n", n.Items, n.Files)
	fmt.Fprintf(w, "in sample:        %s\n", in)
	fmt.Fprintf(w, "%d-fold by file:  %s\n", folds, cv)
	for _, e := range cv.errors {
		fmt.Fprintf(w, "  %s\n", e)
	}
	return nil
}

// tally counts right answers.
type tally struct {
	n, exact, pub int // sections, class right, publication or not right
	// lines and pubLines weigh the sections by their lines: a long
	// section misread costs more entries.
	lines, pubLines int
	errors          []string
}

func newTally() *tally { return &tally{} }

func (t *tally) add(o *tally) {
	t.n += o.n
	t.exact += o.exact
	t.pub += o.pub
	t.lines += o.lines
	t.pubLines += o.pubLines
	t.errors = append(t.errors, o.errors...)
}

func (t *tally) String() string {
	if t.n == 0 {
		return "no sections"
	}
	return fmt.Sprintf("class %.3f, publications or not %.3f, by lines %.3f (%d sections)", float64(t.exact)/float64(t.n),
		float64(t.pub)/float64(t.n), float64(t.pubLines)/float64(max(t.lines, 1)), t.n)
}

// score classifies data with m.
func score(m *model.Model, data []model.Labelled) *tally {
	t := newTally()
	for _, l := range data {
		want, _ := model.ParseClass(l.Class)
		got, _ := m.Classify(&l.X)
		t.n++
		t.lines += l.X.Sum.Lines
		if got == want {
			t.exact++
		}
		if got.Publications() == want.Publications() {
			t.pub++
			t.pubLines += l.X.Sum.Lines
		} else {
			t.errors = append(t.errors, fmt.Sprintf("%s: %q (up %q) want %s got %s lines %d", l.File, l.X.Heading, l.X.Parent, want, got, l.X.Sum.Lines))
		}
	}
	return t
}
