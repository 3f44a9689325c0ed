// Command labeltrain trains the reference labeller and name splitter of
// package ingest/label from the labelled data in its data/ folder and
// writes the model the package embeds (`make model`).
//
// Usage:
//
//	labeltrain [-dir ingest/label] [-out ingest/label/model.bin]
//
// Training is seeded (label.DefaultTrainParams): the same data and code
// give the same model file byte for byte. The model's header records
// label.SourceHash, which the package's tests recompute to catch a stale
// model.
//
// Exit codes: 0 success, 1 failure, 2 usage error.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/pubgraph/pubgraph/ingest/label"
)

func main() { os.Exit(run(os.Args[1:], os.Stderr)) }

func run(args []string, stderr io.Writer) int {
	fl := flag.NewFlagSet("labeltrain", flag.ContinueOnError)
	fl.SetOutput(stderr)
	dir := fl.String("dir", "ingest/label", "the label package's folder")
	out := fl.String("out", "", "model file to write (default: model.bin in -dir)")
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if *out == "" {
		*out = filepath.Join(*dir, "model.bin")
	}
	if err := train(context.Background(), *dir, *out, stderr); err != nil {
		fmt.Fprintf(stderr, "labeltrain: %v\n", err)
		return 1
	}
	return 0
}

func train(ctx context.Context, dir, out string, stderr io.Writer) error {
	p := label.DefaultTrainParams()
	hash, err := label.SourceHash(dir, p)
	if err != nil {
		return err
	}
	refs, names, err := label.TrainingData(dir)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "labeltrain: %d references, %d bylines\n", len(refs), len(names))
	m, err := label.Train(ctx, refs, names, p)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := m.Write(&buf, label.Header{Hash: hash, Params: p}); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "labeltrain: wrote %s, %d bytes\n", out, buf.Len())
	return os.WriteFile(out, buf.Bytes(), 0o644)
}
