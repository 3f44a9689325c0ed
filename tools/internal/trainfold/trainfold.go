// Package trainfold is the training glue of the models that train on
// the development documents beside the field labeller: the section
// classifier (tools/sectiontrain), the heading detector
// (tools/headingtrain) and the line model (tools/linetrain). It trains
// a model on a package's data and writes its model file with the hash
// of what it was trained from, runs the k-fold cross-validation by file
// that scores it, each file's items scored by a model that never saw
// that file, and trains the fold models tools/accuracy reads the
// development documents with.
//
// A [Trainer] binds one model package: how to read its training data
// (leaving out the files of a fold), train, and write and read a model.
// [Sections], [Headings] and [Lines] are the bindings. Their methods do
// the rest:
//
//	trainfold.Sections.WriteModel(ctx, dir, stderr)                  // make sectionmodel
//	trainfold.Sections.CrossValidate(ctx, dir, 5, inSample, heldOut) // make sectioneval
//	trainfold.Sections.TrainFolds(ctx, dir, skips, cache)            // make accuracy
package trainfold

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"

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
	// Read reads back what Write wrote (nil: fold models are not
	// cached).
	Read func(r io.Reader) (M, error)
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

// Fold is a model trained without the development files of one fold.
type Fold[M any] struct {
	Model M
	// Items is the number of items trained on, Left the number of
	// development items left out (0 when the fold's files are not in the
	// package's data: Model is then trained on all of it); both 0 when
	// Cached.
	Items, Left int
	// Cached says Model was read from the cache.
	Cached bool
}

// TrainFolds trains, for each of skips, a model on the data of the
// package folder dir less the items of the files it names (Without).
// With cache not "" and t.Read set, each model is written to cache under
// a name that hashes t's name, the training sources (t.Hash) and the
// files left out (CacheName), and read back from there by a later call
// with the same sources and files, so only the first call trains; the
// data are read only when a model is not in the cache. Training is
// seeded, so a cached model and a fresh one are the same bytes.
func (t *Trainer[L, M]) TrainFolds(ctx context.Context, dir string, skips []map[string]bool, cache string) ([]Fold[M], error) {
	hash, err := t.Hash(dir)
	if err != nil {
		return nil, err
	}
	caching := cache != "" && t.Read != nil
	out := make([]Fold[M], len(skips))
	var all []L
	read := false
	for f, skip := range skips {
		name := filepath.Join(cache, t.CacheName(hash, skip))
		if caching {
			if m, err := readModel(t.Read, name); err == nil {
				out[f] = Fold[M]{Model: m, Cached: true}
				continue
			}
		}
		if !read {
			if all, err = t.Data(dir, nil); err != nil {
				return nil, err
			}
			read = true
		}
		data, left := t.without(all, skip)
		m, err := t.Train(ctx, data)
		if err != nil {
			return nil, err
		}
		out[f] = Fold[M]{Model: m, Items: len(data), Left: left}
		if caching {
			if err := t.writeModel(m, hash, name); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// readModel reads the model file at name with read.
func readModel[M any](read func(io.Reader) (M, error), name string) (M, error) {
	f, err := os.Open(name)
	if err != nil {
		var zero M
		return zero, err
	}
	defer f.Close()
	return read(f)
}

// writeModel writes m with hash to the file name, whole: it is written
// beside and renamed, so that a run reading the cache meanwhile never
// reads half a model.
func (t *Trainer[L, M]) writeModel(m M, hash, name string) error {
	var buf bytes.Buffer
	if err := t.Write(m, hash, &buf); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return err
	}
	tmp := fmt.Sprintf("%s.%d.tmp", name, os.Getpid())
	if err := os.WriteFile(tmp, buf.Bytes(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, name)
}

// Without returns the data of the package folder dir less the items
// whose File skip names, in the order of Data, and how many it left
// out: the data TrainFolds trains a fold's model on.
func (t *Trainer[L, M]) Without(dir string, skip map[string]bool) (kept []L, left int, err error) {
	all, err := t.Data(dir, nil)
	if err != nil {
		return nil, 0, err
	}
	kept, left = t.without(all, skip)
	return kept, left, nil
}

// without returns the items of all whose File skip does not name, and
// how many it left out.
func (t *Trainer[L, M]) without(all []L, skip map[string]bool) (kept []L, left int) {
	kept = make([]L, 0, len(all))
	for _, l := range all {
		if f := t.File(l); f != "" && skip[f] {
			left++
			continue
		}
		kept = append(kept, l)
	}
	return kept, left
}

// CacheName is the name TrainFolds caches the model trained from the
// sources of hash without the files skip names under.
func (t *Trainer[L, M]) CacheName(hash string, skip map[string]bool) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%s\n", t.Name, hash)
	for _, n := range slices.Sorted(maps.Keys(skip)) {
		fmt.Fprintf(h, "%s\n", n)
	}
	return fmt.Sprintf("%s-%s.bin", t.Name, hex.EncodeToString(h.Sum(nil))[:16])
}
