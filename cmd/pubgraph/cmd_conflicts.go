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
	"strings"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/ingest"
)

const conflictsAbout = `List conflict-of-interest pairs with their reasons, by the rules programme
committees use:

  coauthor       they share a paper within --years of the latest year in the data
  advisor        one was the other's advisor or mentor, at any time
  institution    they are at the same institution or employer now
  shared-advisor they had the same advisor (only with --shared-advisor)

--people names a CSV whose column "name" (or first column) lists people;
without --against every pair among them is checked, with --against every
person of one file against every person of the other (reviewers × authors).
Each pair is printed once, with every reason and its evidence.`

const conflictsExamples = `  pubgraph conflicts --people pc.csv --against authors.csv cvs/ dblp.xml
  pubgraph conflicts --people committee.csv --years 3 --json testdata/seeds`

// conflict is one pair and why it conflicts.
type conflict struct {
	A       string   `json:"a"`
	B       string   `json:"b"`
	Reasons []string `json:"reasons"`
	// Evidence says, for each reason, what shows it: papers with years,
	// the advisor relation, the institution.
	Evidence []string `json:"evidence"`
}

func runConflicts(ctx context.Context, args []string, e *env) error {
	var o inputOptions
	var asJSON, sharedAdvisor bool
	var peopleFile, againstFile string
	var years int
	fs := newFlagSet("conflicts", "--people A.csv [--against B.csv] [flags] INPUT...", conflictsAbout, conflictsExamples, e)
	fs.StringVar(&peopleFile, "people", "", "CSV `FILE` of people to check (column \"name\" or the first column)")
	fs.StringVar(&againstFile, "against", "", "CSV `FILE` of people to check the first list against")
	fs.IntVar(&years, "years", 2, "co-authorship counts when the shared paper is at most `N` years older than the latest year in the data")
	fs.BoolVar(&sharedAdvisor, "shared-advisor", false, "also report people who had the same advisor")
	fs.BoolVar(&asJSON, "json", false, "print JSON")
	o.addFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if peopleFile == "" {
		return usageError{"conflicts: --people is required"}
	}
	if fs.NArg() == 0 {
		return usageError{"conflicts: no INPUT given"}
	}
	l, err := load(ctx, fs.Args(), o, e)
	if err != nil {
		return err
	}
	c := l.corpus
	listA, err := readPeopleList(peopleFile, c, e)
	if err != nil {
		return err
	}
	listB := listA
	if againstFile != "" {
		if listB, err = readPeopleList(againstFile, c, e); err != nil {
			return err
		}
	}
	found := findConflicts(c, listA, listB, againstFile == "", years, sharedAdvisor)
	if asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		if found == nil {
			found = []conflict{}
		}
		return enc.Encode(found)
	}
	if len(found) == 0 {
		fmt.Fprintln(e.stdout, "no conflicts found")
		return nil
	}
	for _, cf := range found {
		fmt.Fprintf(e.stdout, "%s — %s: %s\n", cf.A, cf.B, strings.Join(cf.Reasons, ", "))
		for _, ev := range cf.Evidence {
			fmt.Fprintf(e.stdout, "    %s\n", ev)
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

// findConflicts applies the rules to every pair; within says both lists
// are one list, so each unordered pair is checked once.
func findConflicts(c *graph.Corpus, as, bs []int, within bool, years int, sharedAdvisor bool) []conflict {
	latest := 0
	for _, p := range c.Publications {
		latest = max(latest, p.Year)
	}
	for _, a := range c.Affiliations {
		latest = max(latest, a.End)
	}
	papers := make(map[[2]int][]graph.Publication)
	for _, p := range c.Publications {
		for i, x := range p.Authors {
			for _, y := range p.Authors[i+1:] {
				k := pairKey(x.Person, y.Person)
				papers[k] = append(papers[k], p)
			}
		}
	}
	advisors := make(map[int][]graph.Relation)
	for _, r := range c.Relations {
		advisors[r.Person] = append(advisors[r.Person], r)
	}
	current := make(map[int]map[string]string) // person → org key → name
	for _, a := range c.Affiliations {
		if !a.Current && !(a.End >= latest && latest > 0) {
			continue
		}
		if current[a.Person] == nil {
			current[a.Person] = make(map[string]string)
		}
		current[a.Person][analysis.OrgKey(a.Organization)] = a.Organization
	}
	// An advisor of someone who is at an organisation now is taken to be
	// there now too: CVs name their advisors but advisors' CVs are rarely
	// in the batch.
	for _, r := range c.Relations {
		key := analysis.OrgKey(r.Organization)
		if r.Kind != ingest.Advisor || key == "" {
			continue
		}
		if _, ok := current[r.Person][key]; !ok {
			continue
		}
		if current[r.Other] == nil {
			current[r.Other] = make(map[string]string)
		}
		if _, ok := current[r.Other][key]; !ok {
			current[r.Other][key] = r.Organization + " (advisor of " + c.People[r.Person].Name + ")"
		}
	}

	var out []conflict
	done := make(map[[2]int]bool)
	for _, a := range as {
		for _, b := range bs {
			k := pairKey(a, b)
			if a == b || done[k] {
				continue
			}
			done[k] = true
			cf := conflict{A: c.People[a].Name, B: c.People[b].Name}
			var recent []string
			for _, p := range papers[k] {
				if p.Year > 0 && p.Year >= latest-years {
					recent = append(recent, fmt.Sprintf("co-authored %q (%d)", p.Title, p.Year))
				}
			}
			if len(recent) > 0 {
				cf.Reasons = append(cf.Reasons, "coauthor")
				cf.Evidence = append(cf.Evidence, recent...)
			}
			for _, pair := range [][2]int{{a, b}, {b, a}} {
				for _, r := range advisors[pair[0]] {
					if r.Other == pair[1] {
						if !slices.Contains(cf.Reasons, "advisor") {
							cf.Reasons = append(cf.Reasons, "advisor")
						}
						cf.Evidence = append(cf.Evidence, fmt.Sprintf("%s is %s's %s (%s)", c.People[pair[1]].Name, c.People[pair[0]].Name, r.Kind, r.Source))
					}
				}
			}
			var orgs []string
			for key, name := range current[a] {
				if _, ok := current[b][key]; ok {
					orgs = append(orgs, name)
				}
			}
			if len(orgs) > 0 {
				slices.Sort(orgs)
				cf.Reasons = append(cf.Reasons, "institution")
				for _, org := range orgs {
					cf.Evidence = append(cf.Evidence, "both at "+org+" now")
				}
			}
			if sharedAdvisor {
				for _, ra := range advisors[a] {
					for _, rb := range advisors[b] {
						if ra.Other == rb.Other && ra.Kind == ingest.Advisor && rb.Kind == ingest.Advisor {
							if !slices.Contains(cf.Reasons, "shared-advisor") {
								cf.Reasons = append(cf.Reasons, "shared-advisor")
							}
							cf.Evidence = append(cf.Evidence, "both advised by "+c.People[ra.Other].Name)
						}
					}
				}
			}
			if len(cf.Reasons) > 0 {
				out = append(out, cf)
			}
		}
	}
	return out
}
