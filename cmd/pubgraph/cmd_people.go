package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

const peopleAbout = `List the pairs of people that name resolution left apart but that may be
one person (name-candidates.csv), with the evidence for and against, and
record your decisions in an aliases file that analyze, person, path and
conflicts read with --aliases.

Without --same or --apart, people prints the candidates, numbered. With
them, it writes the decisions for the candidates of those numbers to the
aliases file (--write, or the --aliases file), keeping the decisions
already there: a new decision on a pair replaces the old one. Numbers
refer to the list the same inputs and aliases give, which does not
change from run to run.

Names are resolved per document: within one input one spelling is one
person and a name compatible with the list's owner is the owner; across
inputs names join only with evidence (a shared co-author or paper, an
identifier, or your same_as). See docs/people.md.`

const peopleExamples = `  pubgraph people group.bib site/ cv.pdf
  pubgraph people --aliases names.csv --same 1,4 --apart 2 group.bib site/ cv.pdf
  pubgraph analyze --aliases names.csv --out out group.bib site/ cv.pdf`

// peopleOptions are the flags of the people command.
type peopleOptions struct {
	inputOptions
	asJSON      bool
	same, apart string
	write       string
	limit       int
}

// peopleCandidate is one candidate pair as the command prints it.
type peopleCandidate struct {
	Number  int     `json:"number"`
	A       string  `json:"a"`
	B       string  `json:"b"`
	PapersA int     `json:"papers_a"`
	PapersB int     `json:"papers_b"`
	Score   float64 `json:"score"`
	Reason  string  `json:"reason"`
}

// AddFlags declares the flags.
func (o *peopleOptions) AddFlags(fs *pflag.FlagSet) {
	fs.BoolVar(&o.asJSON, "json", false, "print JSON")
	fs.StringVar(&o.same, "same", "", "record candidates `N,M,...` as one person (same_as)")
	fs.StringVar(&o.apart, "apart", "", "record candidates `N,M,...` as two people (not_same_as)")
	fs.StringVar(&o.write, "write", "", "the aliases `CSV` to write decisions to (default: the --aliases file)")
	fs.IntVar(&o.limit, "max", 50, "print at most `N` candidates (0: all)")
	o.inputOptions.AddFlags(fs)
}

// decisions checks the flags and returns the candidates to decide and
// the aliases file that records them.
func (o *peopleOptions) decisions(nargs int) (same, apart []int, target string, err error) {
	if nargs < 1 {
		return nil, nil, "", usageError{"people: need at least one INPUT"}
	}
	if o.limit < 0 {
		return nil, nil, "", usageError{"people: --max must be 0 or more"}
	}
	if same, err = candidateNumbers(o.same, "--same"); err != nil {
		return nil, nil, "", err
	}
	if apart, err = candidateNumbers(o.apart, "--apart"); err != nil {
		return nil, nil, "", err
	}
	for _, n := range same {
		if containsInt(apart, n) {
			return nil, nil, "", usageError{fmt.Sprintf("people: candidate %d is both --same and --apart", n)}
		}
	}
	target = o.write
	if target == "" {
		target = o.aliases
	}
	if len(same)+len(apart) > 0 && target == "" {
		return nil, nil, "", usageError{"people: --same and --apart need --write or --aliases to name the aliases file"}
	}
	return same, apart, target, nil
}

func runPeople(ctx context.Context, args []string, e *env) error {
	var o peopleOptions
	fs := newFlagSet("people", "[flags] INPUT...", peopleAbout, peopleExamples, e)
	o.AddFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	same, apart, target, err := o.decisions(fs.NArg())
	if err != nil {
		return err
	}
	l, err := load(ctx, fs.Args(), o.inputOptions, e)
	if err != nil {
		return err
	}
	c := l.corpus
	if len(same)+len(apart) > 0 {
		return decidePeople(c, same, apart, target, e)
	}
	return printCandidates(e.stdout, c, o)
}

// printCandidates prints the first --max candidates, as JSON or text.
func printCandidates(w io.Writer, c *graph.Corpus, o peopleOptions) error {
	var list []peopleCandidate
	for k, cand := range c.Candidates {
		if o.limit > 0 && k >= o.limit {
			break
		}
		a, b := &c.People[cand.A], &c.People[cand.B]
		list = append(list, peopleCandidate{Number: k + 1, A: a.Name, B: b.Name, PapersA: int(a.Papers), PapersB: int(b.Papers),
			Score: cand.Score, Reason: cand.Reason})
	}
	if o.asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		if list == nil {
			list = []peopleCandidate{}
		}
		return enc.Encode(list)
	}
	if len(list) == 0 {
		fmt.Fprintln(w, "No candidates: every close call is decided.")
		return nil
	}
	for _, p := range list {
		fmt.Fprintf(w, "%4d  %.2f  %s (%s)  ~  %s (%s)\n      %s\n", p.Number, p.Score, p.A, papers(p.PapersA), p.B, papers(p.PapersB), p.Reason)
	}
	if n := len(c.Candidates); n > len(list) {
		fmt.Fprintf(w, "… and %d more (--max 0 lists all)\n", n-len(list))
	}
	return nil
}

// decidePeople writes the decisions on candidates same and apart
// (numbered from 1) to the aliases file target, keeping its rules.
func decidePeople(c *graph.Corpus, same, apart []int, target string, e *env) error {
	var old []graph.AliasRule
	switch f, err := os.Open(target); {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return err
	default:
		old, err = graph.ReadAliases(f, target)
		f.Close()
		if err != nil && !errors.Is(err, pub.ErrEmpty) {
			return err
		}
	}
	var added []graph.AliasRule
	for _, d := range []struct {
		numbers []int
		same    bool
	}{{same, true}, {apart, false}} {
		for _, n := range d.numbers {
			if n > len(c.Candidates) {
				return usageError{fmt.Sprintf("people: there is no candidate %d (%d listed)", n, len(c.Candidates))}
			}
			rule, ok := graph.CandidateRule(c, c.Candidates[n-1], d.same)
			if !ok {
				fmt.Fprintf(e.stderr, "pubgraph: candidate %d: both are spelled alike; only an identifier (ORCID, DBLP id) can tell them apart\n", n)
				continue
			}
			added = append(added, rule)
		}
	}
	rules := graph.UpdateAliases(old, added)
	tmp, err := os.CreateTemp(dirOf(target), ".aliases-*.csv")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := graph.WriteAliases(tmp, rules); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), target); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "wrote %d decisions to %s (%d in all)\n", len(added), target, len(rules))
	return nil
}

// papers says how many papers.
func papers(n int) string {
	if n == 1 {
		return "1 paper"
	}
	return fmt.Sprintf("%d papers", n)
}

// candidateNumbers parses a comma-separated list of candidate numbers.
func candidateNumbers(s, flag string) ([]int, error) {
	var out []int
	for f := range strings.SplitSeq(s, ",") {
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 {
			return nil, usageError{fmt.Sprintf("people: %s %q: want candidate numbers from 1, separated by commas", flag, s)}
		}
		out = append(out, n)
	}
	return out, nil
}

func containsInt(list []int, n int) bool {
	for _, x := range list {
		if x == n {
			return true
		}
	}
	return false
}

// dirOf returns the folder of path, "." for a bare file name.
func dirOf(path string) string {
	if i := strings.LastIndexAny(path, `/\`); i >= 0 {
		return path[:i+1]
	}
	return "."
}
