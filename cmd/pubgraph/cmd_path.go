package main

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/spf13/pflag"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
)

const pathAbout = `Print the collaboration distance between two people and every shortest
chain of co-authors that links them, with a paper that links each step.
A and B are names or aliases as they appear in the inputs (case, accents
and hyphens do not matter), "Initial Surname" ("T. Krishna"), a network
input's node id (people.csv's source_id) or a person id ("#12"). A name
that fits several people is an error listing all of them; a name that
fits nobody suggests the closest names. A name is never matched by its
beginning alone.`

const pathExamples = `  pubgraph path "Jinsun Yoo" "Byung-Gon Chun" testdata/seeds
  pubgraph path --json --max 5 "Tianqi Chen" "Zhihao Jia" group.bib`

// pathStep is one link of a chain: two people and a paper they share.
type pathStep struct {
	From  string `json:"from"`
	To    string `json:"to"`
	Paper string `json:"paper"`
	Year  int    `json:"year,omitempty"`
}

type pathResult struct {
	From     string       `json:"from"`
	To       string       `json:"to"`
	Distance int          `json:"distance"`
	Paths    [][]pathStep `json:"paths"`
}

// pathOptions are the flags of "pubgraph path".
type pathOptions struct {
	inputOptions
	asJSON bool
	limit  int
}

// AddFlags declares the flags.
func (o *pathOptions) AddFlags(fs *pflag.FlagSet) {
	fs.BoolVar(&o.asJSON, "json", false, "print JSON")
	fs.IntVar(&o.limit, "max", 20, "print at most `N` shortest paths")
	o.inputOptions.AddFlags(fs)
}

func runPath(ctx context.Context, args []string, e *env) error {
	var o pathOptions
	fs := newFlagSet("path", "[flags] A B INPUT...", pathAbout, pathExamples, e)
	o.AddFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() < 3 {
		return usageError{"path: need two names and at least one INPUT"}
	}
	if o.limit < 1 {
		return usageError{"path: --max must be 1 or more"}
	}
	l, err := load(ctx, fs.Args()[2:], o.inputOptions, e)
	if err != nil {
		return err
	}
	c := l.corpus
	people := graph.NewPersonIndex(c)
	a, err := people.FindOne(fs.Arg(0))
	if err != nil {
		return err
	}
	b, err := people.FindOne(fs.Arg(1))
	if err != nil {
		return err
	}
	g := c.CoauthorGraph(graph.Unweighted)
	res := pathResult{From: c.People[a].Name, To: c.People[b].Name, Distance: analysis.Distance(g, a, b), Paths: [][]pathStep{}}
	if res.Distance > 0 {
		linking := analysis.LinkingPapers(c)
		for _, p := range analysis.ShortestPaths(g, a, b, o.limit) {
			var steps []pathStep
			for i := 0; i+1 < len(p); i++ {
				pb := linking[analysis.PairKey(p[i], p[i+1])]
				steps = append(steps, pathStep{From: c.People[p[i]].Name, To: c.People[p[i+1]].Name, Paper: pb.Title, Year: int(pb.Year)})
			}
			res.Paths = append(res.Paths, steps)
		}
	}
	if o.asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(res)
	}
	switch res.Distance {
	case -1:
		fmt.Fprintf(e.stdout, "%s and %s are not connected by co-authorship.\n", res.From, res.To)
		return nil
	case 0:
		fmt.Fprintf(e.stdout, "%s and %s are the same person.\n", res.From, res.To)
		return nil
	}
	fmt.Fprintf(e.stdout, "collaboration distance %s – %s: %d\n", res.From, res.To, res.Distance)
	for i, steps := range res.Paths {
		fmt.Fprintf(e.stdout, "\npath %d:\n", i+1)
		for _, s := range steps {
			year := ""
			if s.Year > 0 {
				year = fmt.Sprintf(" (%d)", s.Year)
			}
			if s.Paper == "" { // a link of a network input names no paper
				fmt.Fprintf(e.stdout, "  %s — %s\n", s.From, s.To)
				continue
			}
			fmt.Fprintf(e.stdout, "  %s — %s\n      via %q%s\n", s.From, s.To, s.Paper, year)
		}
	}
	return nil
}
