// Command headingtrain trains the heading detector of package
// ingest/cv/sections/heading and writes the model the package embeds
// (`make headingmodel`); it also gathers the labelled lines of the
// development documents (`make headingdata`) and scores the detector
// (`make headingeval`).
//
// Usage:
//
//	headingtrain [-dir ingest/cv/sections/heading]        train, write model.bin
//	headingtrain -gather ../shared [-dir …]                write data/dev.jsonl.gz
//	headingtrain -eval [-folds 5] [-dir …]                 in-sample and k-fold accuracy
//	headingtrain -show FILE                                the headings the detector adds to one input
//
// Gathering reads every document of ../shared/data/cv-dev and
// ../shared/data/pdf with the reader and labels each line with text: a
// line that holds a gold title or the owner's name is no heading; a
// line the heading-word rules take for a heading is one (a list item
// only when a markup heading or all bold: converters bullet some
// subheadings); a line marked as a heading (a markup heading, all bold,
// ALL CAPS) of a few words without a year, followed within a few lines
// by a gold title, is one; any other line is none. The one-entry lists
// the reader wraps each citation of a data file in ("## Publications"
// over the citation) are skipped: their heading is the reader's, not the
// document's. Only each line's observations (heading.Obs) are written,
// never its text.
//
// Training is seeded (heading.DefaultTrainParams): the same data and
// code give the same model file byte for byte; the file's header
// records heading.SourceHash, which the package's tests recompute.
//
// Exit codes: 0 success, 1 failure, 2 usage error.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/pubgraph/pubgraph/tools/internal/trainfold"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("headingtrain", flag.ContinueOnError)
	fl.SetOutput(stderr)
	dir := fl.String("dir", "ingest/cv/sections/heading", "the detector package's folder")
	gather := fl.String("gather", "", "the shared folder whose development documents to label")
	eval := fl.Bool("eval", false, "score the detector in sample and by k-fold cross-validation by file")
	folds := fl.Int("folds", 5, "folds of -eval")
	show := fl.String("show", "", "print the lines of one input the detector adds as headings")
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	ctx := context.Background()
	var err error
	switch {
	case *show != "":
		err = showHeadings(*show, stdout)
	case *gather != "":
		err = gatherData(*gather, *dir, stderr)
	case *eval:
		err = evaluate(ctx, *dir, *folds, stdout)
	default:
		err = trainer.WriteModel(ctx, *dir, stderr)
	}
	if err != nil {
		fmt.Fprintf(stderr, "headingtrain: %v\n", err)
		return 1
	}
	return 0
}

// trainer binds the heading detector's package to the shared training
// glue.
var trainer = trainfold.Headings
