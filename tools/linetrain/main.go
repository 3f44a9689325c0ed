// Command linetrain makes the training data of the line model of package
// ingest/label/lines, trains it and scores it.
//
// Usage:
//
//	linetrain -data [-shared ../shared]   write ingest/label/lines/data/train.jsonl.gz
//	linetrain [-dir ingest/label/lines]   train and write model.bin (`make linemodel`)
//	linetrain -eval [-k 5]                per-line accuracy, in-sample and k-fold by document
//
// The data are the sections the CV reader reads, with the hand rules'
// boundaries as a feature (entries.TraceLines), labelled two ways:
// generated sections (references rendered through CSL styles by
// tools/cslgen, set in list, numbered, paragraph, wrapped and
// year-grouped layouts, and as a citation index's profile page pasted as
// text, a title, a byline and a venue line a record, with the table's
// columns of citations and year and the page's controls around them)
// whose labels are known by construction, and the
// publication sections of the development documents (../shared). Those
// take the rules' labels, corrected by the gold: each line is aligned
// with the gold publication whose words (title, authors' surnames,
// venue, year, each weighed by how few publications hold it) it shares
// most, and where the rules split one publication's lines into two
// entries, run two publications into one entry, or leave a publication's
// line out, the label follows the gold. Only descriptions and labels are
// written, no text. Training is seeded (lines.DefaultTrainParams).
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

	"github.com/pubgraph/pubgraph/ingest/label/lines"
	"github.com/pubgraph/pubgraph/tools/internal/trainfold"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("linetrain", flag.ContinueOnError)
	fl.SetOutput(stderr)
	dir := fl.String("dir", "ingest/label/lines", "the lines package's folder")
	shared := fl.String("shared", "../shared", "the shared development data")
	refs := fl.String("refs", "ingest/label/data/csl/refs.txt.gz", "CSL-rendered references for the generated sections")
	data := fl.Bool("data", false, "write the training data instead of training")
	eval := fl.Bool("eval", false, "score per-line accuracy in-sample and cross-validated")
	k := fl.Int("k", 5, "folds of -eval")
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	ctx := context.Background()
	var err error
	switch {
	case *data:
		err = writeData(ctx, *dir, *refs, *shared, stderr)
	case *eval:
		err = evaluate(ctx, *dir, *k, stdout)
	default:
		err = trainfold.Lines.WriteModel(ctx, *dir, stderr)
	}
	if err != nil {
		fmt.Fprintf(stderr, "linetrain: %v\n", err)
		return 1
	}
	return 0
}

func writeData(ctx context.Context, dir, refs, shared string, stderr io.Writer) error {
	gen, err := generated(refs)
	if err != nil {
		return err
	}
	dev, err := development(ctx, shared, stderr)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "linetrain: %d generated sections, %d development sections\n", len(gen), len(dev))
	var buf bytes.Buffer
	if err := lines.WriteData(&buf, append(gen, dev...)); err != nil {
		return err
	}
	path := filepath.Join(dir, filepath.FromSlash(lines.DataFile))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}
