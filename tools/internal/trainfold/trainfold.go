// Package trainfold is the training glue the section stage's trainers
// (tools/sectiontrain, tools/headingtrain) share: training a model on a
// package's data and writing its model file with the hash of what it
// was trained from, and the k-fold cross-validation by file that
// scores it, each file's items scored by a model that never saw that
// file.
//
// A [Trainer] binds one model package: how to read its training data
// (leaving out the files of a fold), train, and write a model. Its
// methods do the rest:
//
//	t := trainfold.Trainer[model.Labelled, *model.Model]{...}
//	t.WriteModel(ctx, dir, stderr)                    // make sectionmodel
//	t.CrossValidate(ctx, dir, 5, inSample, heldOut)   // make sectioneval
package trainfold

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/pubgraph/pubgraph/tools/internal/devsplit"
)

// Trainer binds the trainer of one model package: L is a labelled item
// of its data, M a trained model.
type Trainer[L, M any] struct {
	// Name is the command's name, which opens its messages; Unit names
	// the items in them ("sections", "lines").
	Name, Unit string
	// Data returns the training data of the package folder dir but the
	// items of the files skip names (nil: all of them).
	Data func(dir string, skip map[string]bool) ([]L, error)
	// File returns the development file an item came from, "" for a
	// synthetic one.
	File func(L) string
	// Train trains a model on data.
	Train func(ctx context.Context, data []L) (M, error)
	// Hash returns the hash of what a model of dir is trained from.
	Hash func(dir string) (string, error)
	// Write writes m, with hash in its header, to w.
	Write func(m M, hash string, w io.Writer) error
}

// WriteModel trains a model on all the data of the package folder dir
// and writes it to dir's model.bin, reporting to stderr.
func (t *Trainer[L, M]) WriteModel(ctx context.Context, dir string, stderr io.Writer) error {
	hash, err := t.Hash(dir)
	if err != nil {
		return err
	}
	data, err := t.Data(dir, nil)
	if err != nil {
		return err
	}
	m, err := t.Train(ctx, data)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := t.Write(m, hash, &buf); err != nil {
		return err
	}
	out := filepath.Join(dir, "model.bin")
	fmt.Fprintf(stderr, "%s: %d %s, wrote %s, %d bytes\n", t.Name, len(data), t.Unit, out, buf.Len())
	return os.WriteFile(out, buf.Bytes(), 0o644)
}

// Tally is what CrossValidate reports of the development items.
type Tally struct {
	Items, Files int // development items and the files they came from
}

// CrossValidate trains a model on all the data of dir and hands it the
// development items (inSample), then, for each of k folds of the
// development files (devsplit.Folds), trains one without that fold's
// files and hands it the fold's items (heldOut), in fold order.
func (t *Trainer[L, M]) CrossValidate(ctx context.Context, dir string, k int, inSample, heldOut func(m M, items []L)) (Tally, error) {
	all, err := t.Data(dir, nil)
	if err != nil {
		return Tally{}, err
	}
	var dev []L
	var files []string
	for _, l := range all {
		if f := t.File(l); f != "" {
			dev = append(dev, l)
			files = append(files, f)
		}
	}
	folds := devsplit.Folds(files, k)
	tally := Tally{Items: len(dev)}
	for _, skip := range folds {
		tally.Files += len(skip)
	}
	m, err := t.Train(ctx, all)
	if err != nil {
		return tally, err
	}
	inSample(m, dev)
	for _, skip := range folds {
		data, err := t.Data(dir, skip)
		if err != nil {
			return tally, err
		}
		mk, err := t.Train(ctx, data)
		if err != nil {
			return tally, err
		}
		var held []L
		for _, l := range dev {
			if skip[t.File(l)] {
				held = append(held, l)
			}
		}
		heldOut(mk, held)
	}
	return tally, nil
}
