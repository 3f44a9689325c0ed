// Command pubgraph turns researchers' publication lists into a
// co-authorship network and tells people what is in it. Run
// "pubgraph --help" for the commands.
package main

import "os"

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
