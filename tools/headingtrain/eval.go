package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/pubgraph/pubgraph/ingest/cv/sections/heading"
)

// evaluate prints the detector's accuracy on the development lines in
// sample (trained on all of them) and by k-fold cross-validation by
// file (each file's lines scored by a model that never saw that file),
// at zero and at the margin the reader uses (heading.SureMargin), beside
// what the word rules alone (a line is a heading when they say so) get.
func evaluate(ctx context.Context, dir string, folds int, w io.Writer) error {
	rules, in0, inSure := &tally{}, &tally{}, &tally{}
	cv0, cvSure, cvAdded := &tally{}, &tally{}, &tally{}
	n, err := trainer.CrossValidate(ctx, dir, folds,
		func(m *heading.Model, dev []heading.Labelled) {
			for _, l := range dev {
				rules.add(l.Head, l.X.Rule != "" && !l.X.Item)
			}
			in0, inSure = score(m, dev, 0), score(m, dev, heading.SureMargin)
		},
		func(m *heading.Model, held []heading.Labelled) {
			cv0.merge(score(m, held, 0))
			cvSure.merge(score(m, held, heading.SureMargin))
			cvAdded.merge(added(m, held))
		})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "development lines: %d of %d files\n", n.Items, n.Files)
	fmt.Fprintf(w, "word rules alone:       %s\n", rules)
	fmt.Fprintf(w, "in sample, score > 0:   %s\n", in0)
	fmt.Fprintf(w, "in sample, sure:        %s\n", inSure)
	fmt.Fprintf(w, "%d-fold by file, > 0:    %s\n", folds, cv0)
	fmt.Fprintf(w, "%d-fold by file, sure:   %s\n", folds, cvSure)
	fmt.Fprintf(w, "lines the rules miss, added where sure, %d-fold: %d right, %d wrong\n", folds, cvAdded.tp, cvAdded.fp)
	return nil
}

// tally counts a detector's answers against the labels.
type tally struct{ tp, fp, fn, tn int }

func (t *tally) add(want, got bool) {
	switch {
	case want && got:
		t.tp++
	case got:
		t.fp++
	case want:
		t.fn++
	default:
		t.tn++
	}
}

func (t *tally) merge(o *tally) { t.tp, t.fp, t.fn, t.tn = t.tp+o.tp, t.fp+o.fp, t.fn+o.fn, t.tn+o.tn }

func (t *tally) String() string {
	n := t.tp + t.fp + t.fn + t.tn
	if n == 0 {
		return "no lines"
	}
	ratio := func(a, b int) float64 {
		if b == 0 {
			return 0
		}
		return float64(a) / float64(b)
	}
	return fmt.Sprintf("accuracy %.4f, precision %.3f, recall %.3f (%d headings, %d false, %d missed)",
		ratio(t.tp+t.tn, n), ratio(t.tp, t.tp+t.fp), ratio(t.tp, t.tp+t.fn), t.tp+t.fn, t.fp, t.fn)
}

// score scores data with m, taking a line for a heading above margin.
func score(m *heading.Model, data []heading.Labelled, margin float64) *tally {
	t := &tally{}
	for i := range data {
		t.add(data[i].Head, m.Score(&data[i].X) > margin)
	}
	return t
}

// added scores the lines the word rules do not take for headings (as
// package sections adds them): a line is added where m is sure.
func added(m *heading.Model, data []heading.Labelled) *tally {
	t := &tally{}
	for i := range data {
		x := &data[i].X
		if x.Rule != "" && !x.Item {
			continue
		}
		got := heading.Addable(x) && m.Score(x) > heading.SureMargin
		t.add(data[i].Head, got)
		if verbose && heading.Addable(x) {
			fmt.Printf("ADD %v %.1f\n", data[i].Head, m.Score(x))
		}
	}
	return t
}

var verbose = os.Getenv("HEADINGTRAIN_VERBOSE") != ""
