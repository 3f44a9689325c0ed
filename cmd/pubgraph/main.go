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
// to about twice them before it collects. At 50 a run peaks at about 1.5
// times what it holds: on a 300k-record DBLP dump 0.59 GB instead of
// 0.77 GB, for the same wall time and 5% more CPU (docs/benchmarks.md,
// "Whole program at DBLP scale").
const defaultGCPercent = 50

// setGCPercent sets the collector's target to defaultGCPercent when the
// GOGC environment variable does not set one.
func setGCPercent() {
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(defaultGCPercent)
	}
}
