package main

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/report"
)

const conflictsAbout = `List conflict-of-interest pairs with their reasons, by the rules programme
committees use:

  coauthor       they share a paper from the --years before --as-of up to it
  advisor        one was the other's advisor or mentor, at any time
  institution    they are at the same institution or employer in --as-of
  shared-advisor they had the same advisor (only with --shared-advisor)

--people names a CSV whose column "name" (or first column) lists people;
without --against every pair among them is checked, with --against every
person of one file against every person of the other (reviewers × authors).
Each pair is printed once, with every reason and its evidence. --as-of
defaults to the latest year in the data; a committee sets it to the year
of the conference. --json and --csv give person ids, relations, years and
publication ids (as in people.csv and publications.csv) for each piece of
evidence; the CSV has one row per piece of evidence.`

const conflictsExamples = `  pubgraph conflicts --people pc.csv --against authors.csv cvs/ dblp.xml
  pubgraph conflicts --people committee.csv --years 3 --json testdata/seeds
  pubgraph conflicts --people pc.csv --against authors.csv --as-of 2026 --csv cvs/ > conflicts.csv`

// conflictsOptions are the flags of "pubgraph conflicts".
type conflictsOptions struct {
	inputOptions
	people, against string
	years, asOf     int
	sharedAdvisor   bool
	asJSON, asCSV   bool
}

// AddFlags declares the flags.
func (o *conflictsOptions) AddFlags(fs *pflag.FlagSet) {
	fs.StringVar(&o.people, "people", "", "CSV `FILE` of people to check (column \"name\" or the first column)")
	fs.StringVar(&o.against, "against", "", "CSV `FILE` of people to check the first list against")
	fs.IntVar(&o.years, "years", 2, "co-authorship counts when the shared paper is at most `N` years older than --as-of")
	fs.IntVar(&o.asOf, "as-of", 0, "judge conflicts as of `YEAR`: papers up to it, institutions held in it (default: the latest year in the data)")
	fs.BoolVar(&o.sharedAdvisor, "shared-advisor", false, "also report people who had the same advisor")
	fs.BoolVar(&o.asJSON, "json", false, "print JSON")
	fs.BoolVar(&o.asCSV, "csv", false, "print CSV, one row per piece of evidence")
	o.inputOptions.AddFlags(fs)
}

// check validates the flags before any input is read.
func (o *conflictsOptions) check(nargs int) error {
	if o.asJSON && o.asCSV {
		return usageError{"conflicts: --json and --csv exclude each other"}
	}
	if o.years < 0 {
		return usageError{"conflicts: --years must be 0 or more"}
	}
	if o.asOf < 0 || o.asOf > 9999 {
		return usageError{fmt.Sprintf("conflicts: --as-of %d is not a year", o.asOf)}
	}
	if o.people == "" {
		return usageError{"conflicts: --people is required"}
	}
	if nargs == 0 {
		return usageError{"conflicts: no INPUT given"}
	}
	return nil
}

func runConflicts(ctx context.Context, args []string, e *env) error {
	var o conflictsOptions
	fs := newFlagSet("conflicts", "--people A.csv [--against B.csv] [flags] INPUT...", conflictsAbout, conflictsExamples, e)
	o.AddFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := o.check(fs.NArg()); err != nil {
		return err
	}
	l, err := load(ctx, fs.Args(), o.inputOptions, e)
	if err != nil {
		return err
	}
	c := l.corpus
	listA, err := readPeopleList(o.people, c, e)
	if err != nil {
		return err
	}
	listB := listA
	if o.against != "" {
		if listB, err = readPeopleList(o.against, c, e); err != nil {
			return err
		}
	}
	if o.asOf == 0 {
		o.asOf = analysis.LatestYear(c)
		if !o.quiet {
			fmt.Fprintf(e.stderr, "pubgraph: note: judging as of %d, the latest year in the data (--as-of sets it)\n", o.asOf)
		}
	}
	found := analysis.FindConflicts(c, listA, listB, analysis.ConflictRules{AsOf: o.asOf, Years: o.years, SharedAdvisor: o.sharedAdvisor})
	return printConflicts(e.stdout, found, o)
}

// printConflicts prints the pairs as --csv, --json or text.
func printConflicts(w io.Writer, found []analysis.Conflict, o conflictsOptions) error {
	switch {
	case o.asCSV:
		return writeConflictsCSV(w, found)
	case o.asJSON:
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		if found == nil {
			found = []analysis.Conflict{}
		}
		return enc.Encode(found)
	case len(found) == 0:
		fmt.Fprintln(w, "no conflicts found")
		return nil
	}
	for _, cf := range found {
		fmt.Fprintf(w, "%s — %s: %s\n", cf.A, cf.B, strings.Join(cf.Reasons, ", "))
		for _, ev := range cf.Evidence {
			fmt.Fprintf(w, "    %s\n", ev.Detail)
		}
	}
	return nil
}

// readPeopleList reads a CSV of names and finds each in the corpus; names
// that are not in the corpus are reported on stderr and left out.
func readPeopleList(path string, c *graph.Corpus, e *env) ([]int, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.FieldsPerRecord = -1
	col, line := 0, 0
	var ids []int
	people := graph.NewPersonIndex(c)
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		line++
		if line == 1 {
			if i := slices.IndexFunc(rec, func(s string) bool { return strings.EqualFold(strings.TrimSpace(s), "name") }); i >= 0 {
				col = i
				continue
			}
		}
		if col >= len(rec) || strings.TrimSpace(rec[col]) == "" {
			continue
		}
		name := strings.TrimSpace(rec[col])
		id, err := people.FindOne(name)
		if err != nil {
			fmt.Fprintf(e.stderr, "pubgraph: warning: %s:%d: %v\n", path, line, err)
			continue
		}
		if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return nil, fmt.Errorf("%s: none of its names is in the inputs", path)
	}
	return ids, nil
}

// writeConflictsCSV writes one row per piece of evidence.
func writeConflictsCSV(w io.Writer, found []analysis.Conflict) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"a_id", "a", "b_id", "b", "reason", "relation", "year", "pub_id", "title", "organization", "other_id", "source", "detail"})
	opt := func(p *int) string {
		if p == nil {
			return ""
		}
		return strconv.Itoa(*p)
	}
	for _, cf := range found {
		for _, ev := range cf.Evidence {
			year := ""
			if ev.Year != 0 {
				year = strconv.Itoa(ev.Year)
			}
			row := []string{strconv.Itoa(cf.AID), cf.A, strconv.Itoa(cf.BID), cf.B, ev.Reason, ev.Relation, year,
				opt(ev.PubID), ev.Title, ev.Organization, opt(ev.Other), ev.Source, ev.Detail}
			for i, cell := range row {
				row[i] = report.SafeCell(cell) // no spreadsheet formulas (README)
			}
			cw.Write(row)
		}
	}
	cw.Flush()
	return cw.Error()
}
