// Command accuracy scores pubgraph's readers against every gold
// annotation it finds: the repo's testdata/{cv,heldout,heldout2,heldout3}/*.gold.json
// and, when the shared folder is there, ../shared/data/cv-dev/*.gold.json and
// ../shared/data/pdf/*.pdf.json. It prints one row per input and the
// mean of each layout group.
//
//	go run ./tools/accuracy                 # the table (what `make accuracy` runs)
//	go run ./tools/accuracy -md             # the same as a markdown table
//	go run ./tools/accuracy -v hulet        # what went wrong in inputs whose name holds "hulet"
//	go run ./tools/accuracy -only pdf       # only inputs whose set or name holds "pdf"
//	go run ./tools/accuracy -cv 0           # without the cross-validated table
//
// It also analyses every cv-dev and pdf input together, as a hiring
// committee analyses unrelated CVs, and lists the people joined across
// documents with no co-author shared in all of them (-committee=false:
// not).
//
// Beside the in-sample figures it reports cross-validated ones for
// ../shared/data/cv-dev and ../shared/data/pdf (-cv K folds by file, 5 by
// default), each file read twice by models of its fold:
//
//   - "(field cv)": the field labeller trained with the parameters of
//     `make model` on the training data less every entry made from that
//     fold's files (those tools/cslgen rendered from their gold,
//     ingest/label/data/csl/dev.txt.gz, and those tools/devlabel aligned
//     with it, ingest/label/data/dev/entries.txt.gz); the other models
//     as embedded, trained on every development file;
//   - "(cv)": that field labeller and, trained the same way without the
//     fold's files, the section classifier (ingest/cv/sections/model,
//     `make sectionmodel`), the heading detector
//     (ingest/cv/sections/heading, `make headingmodel`) and the line
//     model (ingest/label/lines, `make linemodel`; not with
//     PUBGRAPH_LINE_MODEL=0, which turns it off in the reader): no
//     model that read the file trained on it.
//
// The fold models are cached in -cv-cache (a temporary folder by
// default), keyed by a hash of the training sources and the fold, so
// only the first run after a data or code change trains them (minutes
// each for the field labeller, seconds for the others).
//
// Exit status is 0 unless a flag is wrong (2) or a gold file cannot be
// read (1); scores never fail the command (thresholds live in the tests).
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/pubgraph/pubgraph/tools/internal/accuracy"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("accuracy", flag.ContinueOnError)
	fs.SetOutput(stderr)
	root := fs.String("root", ".", "the repository `DIR`")
	shared := fs.String("shared", "", "the shared data `DIR` (default ROOT/../shared)")
	md := fs.Bool("md", false, "write a markdown table")
	verbose := fs.String("v", "", "print what went wrong in inputs whose name holds `TEXT` (\"all\" for every input)")
	only := fs.String("only", "", "score only inputs whose set or name holds `TEXT`")
	committee := fs.Bool("committee", true, "analyse every cv-dev and pdf input together and count people joined across documents with no shared co-author")
	folds := fs.Int("cv", 5, "cross-validate the models over cv-dev and pdf in `K` folds by file (0: no)")
	cvEach := fs.Bool("cv-each", true, "also read each file with its fold's field labeller and one other fold model at a time (each model's part)")
	cvCache := fs.String("cv-cache", filepath.Join(os.TempDir(), "pubgraph-crossval"), "folder for the fold models (\"\": no cache)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *shared == "" {
		*shared = filepath.Join(*root, "..", "shared")
	}
	if *folds == 1 || *folds < 0 {
		fmt.Fprintln(stderr, "accuracy: -cv wants 0 or at least 2 folds")
		return 2
	}
	var cases []accuracy.Case
	all := accuracy.Find(*root, *shared)
	for _, c := range all {
		if *only == "" || c.Set == *only || strings.Contains(c.Name(), *only) {
			cases = append(cases, c)
		}
	}
	if len(cases) == 0 {
		fmt.Fprintln(stderr, "accuracy: no gold-annotated inputs found")
		return 1
	}
	if _, err := os.Stat(filepath.Join(*shared, "data")); err != nil {
		fmt.Fprintf(stderr, "accuracy: %s not present: scoring the repo's own testdata only\n", *shared)
	}
	results := accuracy.Run(context.Background(), cases)
	write := accuracy.WriteText
	if *md {
		write = accuracy.WriteMarkdown
	}
	if err := write(stdout, results); err != nil {
		fmt.Fprintln(stderr, "accuracy:", err)
		return 1
	}
	status := 0
	if *committee {
		if err := writeCommittee(stdout, cases); err != nil {
			fmt.Fprintln(stderr, "accuracy:", err)
			status = 1
		}
	}
	if *folds > 1 {
		if err := crossValidate(stdout, stderr, all, cases, results, *folds, *root, *cvCache, *cvEach, *md); err != nil {
			fmt.Fprintln(stderr, "accuracy:", err)
			status = 1
		}
	}
	for _, r := range results {
		if r.Score == nil {
			status = 1
		}
		if *verbose != "" && (*verbose == "all" || strings.Contains(r.Name(), *verbose)) {
			fmt.Fprintln(stdout)
			accuracy.WriteDetails(stdout, r)
		}
	}
	return status
}

// writeCommittee analyses the development inputs among cases together,
// as a hiring committee would, and writes the people joined across them
// without evidence.
func writeCommittee(stdout io.Writer, cases []accuracy.Case) error {
	var inputs []string
	for _, c := range cases {
		if c.Set == "cv-dev" || c.Set == "pdf" {
			inputs = append(inputs, c.Input)
		}
	}
	if len(inputs) < 2 {
		return nil
	}
	r, err := accuracy.Committee(context.Background(), inputs)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "\n%d development documents analysed together:\n", len(inputs))
	return accuracy.WriteCommittee(stdout, r)
}

// crossValidate writes the cross-validated table of the development
// cases among cases, or says why there is none.
func crossValidate(stdout, stderr io.Writer, all, cases []accuracy.Case, results []accuracy.Result, k int, root, cache string, each, md bool) error {
	folds := accuracy.Folds(all, k)
	var dev []accuracy.Case
	for _, c := range cases {
		if _, ok := folds[c.Name()]; ok {
			dev = append(dev, c)
		}
	}
	if len(dev) == 0 {
		fmt.Fprintln(stderr, "accuracy: no cv-dev or pdf inputs (../shared absent?): no cross-validated figures")
		return nil
	}
	cv, err := accuracy.CrossValidate(context.Background(), dev, folds, k, accuracy.CVOptions{
		Root: root, Cache: cache, Each: each, Log: stderr,
		// The reader's switch for the line model: with it off, the
		// folds leave it off too.
		Lines: os.Getenv("PUBGRAPH_LINE_MODEL") != "0",
	})
	if err != nil {
		return err
	}
	return accuracy.WriteCrossVal(stdout, results, cv, k, md)
}
