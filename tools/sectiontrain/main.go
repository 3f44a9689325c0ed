// Command sectiontrain trains the section model of package
// ingest/cv/sections/model and writes the model the package embeds
// (`make sectionmodel`); it also gathers the labelled sections of the
// development documents (`make sectiondata`) and scores the model.
//
// Usage:
//
//	sectiontrain [-dir ingest/cv/sections/model]          train, write model.bin
//	sectiontrain -gather ../shared [-dir …]                write data/dev.jsonl.gz
//	sectiontrain -eval [-folds 5] [-dir …]                 in-sample and k-fold accuracy
//	sectiontrain -show FILE [-lines] [-heldout] [-detect]  the sections of one input (and its lines),
//	                                                       classified as a fold without it would,
//	                                                       split with the heading detector on
//
// Gathering reads every document of ../shared/data/cv-dev and
// ../shared/data/pdf with the reader, takes each section it finds and
// labels it from the document's gold: a section most of whose entries
// are gold titles lists publications (of the kind most of them are),
// also under a heading that names talks when nearly all are; another
// one is labelled by its heading's words (talks, teaching, …) or other.
// The sections taken are those the word rules found (sections.Doc.Ruled)
// and the parts under every Sub, read as sections of their own, so the
// data does not hang on which Subs the model itself lets head one. Only
// the heading's text and a summary of the section's lines (counts of
// cues, see model.Summary) are written, never its entries.
//
// Training is seeded (model.DefaultTrainParams): the same data and code
// give the same model file byte for byte; the file's header records
// model.SourceHash, which the package's tests recompute.
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

	"github.com/pubgraph/pubgraph/ingest/cv/sections"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
	"github.com/pubgraph/pubgraph/tools/internal/trainfold"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("sectiontrain", flag.ContinueOnError)
	fl.SetOutput(stderr)
	dir := fl.String("dir", "ingest/cv/sections/model", "the model package's folder")
	gather := fl.String("gather", "", "the shared folder whose development documents to label")
	eval := fl.Bool("eval", false, "score the model in sample and by k-fold cross-validation by file")
	folds := fl.Int("folds", 5, "folds of -eval")
	show := fl.String("show", "", "print the sections of one input and their classes")
	showLines := fl.Bool("lines", false, "with -show, print every line too")
	heldOut := fl.Bool("heldout", false, "with -show, classify by a model trained without the file's sections")
	detect := fl.Bool("detect", false, "with -show, split with the heading detector's sure lines as headings too (sections.UseHeadingDetector)")
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
		var m *model.Model
		held := ""
		if *heldOut {
			held = *show
		}
		if *detect {
			defer sections.UseHeadingDetector(true)()
		}
		if m, err = heldOutModel(ctx, *dir, held); err == nil {
			err = showSections(*show, *showLines, m, stdout)
		}
	case *gather != "":
		err = gatherData(*gather, *dir, stderr)
	case *eval:
		err = evaluate(ctx, *dir, *folds, stdout)
	default:
		err = trainer.WriteModel(ctx, *dir, stderr)
	}
	if err != nil {
		fmt.Fprintf(stderr, "sectiontrain: %v\n", err)
		return 1
	}
	return 0
}

// trainer binds the section model's package to the shared training glue.
var trainer = trainfold.Sections
