// Command accuracy scores pubgraph's readers against every gold
// annotation it finds: the repo's testdata/{cv,heldout,heldout2}/*.gold.json
// and, when the shared folder is there, ../shared/data/cv-dev/*.gold.json and
// ../shared/data/pdf/*.pdf.json. It prints one row per input and the
// mean of each layout group.
//
//	go run ./tools/accuracy                 # the table (what `make accuracy` runs)
//	go run ./tools/accuracy -md             # the same as a markdown table
//	go run ./tools/accuracy -v hulet        # what went wrong in inputs whose name holds "hulet"
//	go run ./tools/accuracy -only pdf       # only inputs whose set or name holds "pdf"
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
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *shared == "" {
		*shared = filepath.Join(*root, "..", "shared")
	}
	var cases []accuracy.Case
	for _, c := range accuracy.Find(*root, *shared) {
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
