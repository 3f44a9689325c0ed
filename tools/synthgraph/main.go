// Command synthgraph writes a synthetic co-authorship graph as an edge list.
//
// Usage:
//
//	synthgraph [-papers N] [-seed S] [-o file]
//
// The first line is "# nodes N" (so that authors without co-authors are
// not lost); each further line is "u v w": two author ids (0..N-1) and the
// number of papers they share. The model is described in package tools/synth;
// -papers 2540, 25350 and 152100 give about 5k, 50k and 300k authors.
// Exit status is 0 on success, 2 on a usage error and 1 on failure.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/tools/synth"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("synthgraph", flag.ContinueOnError)
	fs.SetOutput(stderr)
	papers := fs.Int("papers", synth.Papers5k, "number of papers to simulate")
	seed := fs.Uint64("seed", 1, "random seed")
	out := fs.String("o", "", "write to this file instead of stdout")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fs.NArg() != 0 || *papers < 0 {
		fmt.Fprintln(stderr, "synthgraph: usage: synthgraph [-papers N] [-seed S] [-o file]")
		return 2
	}
	n, pairs := synth.Generate(*papers, *seed)
	g := graph.NewUndirected(n, pairs)
	w := stdout
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			fmt.Fprintf(stderr, "synthgraph: %v\n", err)
			return 1
		}
		defer f.Close()
		w = f
	}
	if err := write(w, g); err != nil {
		fmt.Fprintf(stderr, "synthgraph: %v\n", err)
		return 1
	}
	return 0
}

// write prints each edge once, smaller id first, in id order.
func write(w io.Writer, g *graph.Undirected) error {
	bw := bufio.NewWriter(w)
	buf := fmt.Appendf(nil, "# nodes %d\n", g.Order())
	if _, err := bw.Write(buf); err != nil {
		return err
	}
	for u := range g.Order() {
		nbrs, ws := g.Neighbors(u)
		for i, v := range nbrs {
			if int(v) <= u {
				continue
			}
			buf = strconv.AppendInt(buf[:0], int64(u), 10)
			buf = append(buf, ' ')
			buf = strconv.AppendInt(buf, int64(v), 10)
			buf = append(buf, ' ')
			buf = strconv.AppendFloat(buf, ws[i], 'g', -1, 64)
			buf = append(buf, '\n')
			if _, err := bw.Write(buf); err != nil {
				return err
			}
		}
	}
	return bw.Flush()
}
