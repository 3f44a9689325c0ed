// Command pubgraph turns researchers' publication lists into a
// co-authorship network and tells people what is in it. Run
// "pubgraph --help" for the commands.
package main

import (
	"os"
	"runtime/debug"
)

func main() {
	setGCPercent()
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// defaultGCPercent is the garbage collector's target unless GOGC says
// otherwise. Most of pubgraph's heap is the corpus and the graph, which
// live to the end of the run, so Go's default of 100 lets the heap grow
// to about twice them before it collects. At 40 a run peaks at about 1.4
// times what it holds: a DBLP-sized dump of 7.5M records in 7.7 GiB
// instead of 8.2 GiB at 50, for 2-5% more CPU (docs/benchmarks.md,
// "Whole program at DBLP scale, second round").
const defaultGCPercent = 40

// setGCPercent sets the collector's target to defaultGCPercent when the
// GOGC environment variable does not set one.
func setGCPercent() {
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(defaultGCPercent)
	}
}
