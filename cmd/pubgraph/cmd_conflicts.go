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

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
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

// conflict is one pair and why it conflicts.
type conflict struct {
	AID     int      `json:"a_id"`
	A       string   `json:"a"`
	BID     int      `json:"b_id"`
	B       string   `json:"b"`
	Reasons []string `json:"reasons"`
	// Evidence says, for each reason, what shows it: papers with ids and
	// years, the advisor relation, the institution.
	Evidence []evidence `json:"evidence"`
}

// evidence is one fact behind a conflict.
type evidence struct {
	// Reason is coauthor, advisor, institution or shared-advisor.
	Reason string `json:"reason"`
	// Relation is, for advisor and shared-advisor, "advisor" or
	// "mentor".
	Relation string `json:"relation,omitempty"`
	// PubID, Year and Title are the shared paper's (coauthor).
	PubID *int   `json:"pub_id,omitempty"`
	Year  int    `json:"year,omitempty"`
	Title string `json:"title,omitempty"`
	// Organization is the shared institution (institution) or where the
	// advising happened.
	Organization string `json:"organization,omitempty"`
	// Other is the shared advisor's person id (shared-advisor).
	Other *int `json:"other_id,omitempty"`
	// Source is the input place (file:line) that states a relation.
	Source string `json:"source,omitempty"`
	// Detail says it in words.
	Detail string `json:"detail"`
}

func runConflicts(ctx context.Context, args []string, e *env) error {
	var o inputOptions
	var asJSON, asCSV, sharedAdvisor bool
	var peopleFile, againstFile string
	var years, asOf int
	fs := newFlagSet("conflicts", "--people A.csv [--against B.csv] [flags] INPUT...", conflictsAbout, conflictsExamples, e)
	fs.StringVar(&peopleFile, "people", "", "CSV `FILE` of people to check (column \"name\" or the first column)")
	fs.StringVar(&againstFile, "against", "", "CSV `FILE` of people to check the first list against")
	fs.IntVar(&years, "years", 2, "co-authorship counts when the shared paper is at most `N` years older than --as-of")
	fs.IntVar(&asOf, "as-of", 0, "judge conflicts as of `YEAR`: papers up to it, institutions held in it (default: the latest year in the data)")
	fs.BoolVar(&sharedAdvisor, "shared-advisor", false, "also report people who had the same advisor")
	fs.BoolVar(&asJSON, "json", false, "print JSON")
	fs.BoolVar(&asCSV, "csv", false, "print CSV, one row per piece of evidence")
	o.addFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if asJSON && asCSV {
		return usageError{"conflicts: --json and --csv exclude each other"}
	}
	if years < 0 {
		return usageError{"conflicts: --years must be 0 or more"}
	}
	if asOf < 0 || asOf > 9999 {
		return usageError{fmt.Sprintf("conflicts: --as-of %d is not a year", asOf)}
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
	if asOf == 0 {
		asOf = latestYear(c)
		if !o.quiet {
			fmt.Fprintf(e.stderr, "pubgraph: note: judging as of %d, the latest year in the data (--as-of sets it)\n", asOf)
		}
	}
	found := findConflicts(c, listA, listB, againstFile == "", years, asOf, sharedAdvisor)
	if asCSV {
		return writeConflictsCSV(e.stdout, found)
	}
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
			fmt.Fprintf(e.stdout, "    %s\n", ev.Detail)
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
func findConflicts(c *graph.Corpus, as, bs []int, within bool, years, asOf int, sharedAdvisor bool) []conflict {
	papers := make(map[[2]int][]graph.Publication)
	for _, p := range c.Publications {
		for i, x := range p.Authors {
			for _, y := range p.Authors[i+1:] {
				k := pairKey(int(x.Person), int(y.Person))
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
		// Held in asOf: begun by then (when the start is known) and
		// current or ended no earlier.
		if (a.Start > 0 && a.Start > asOf) || (!a.Current && a.End < asOf) {
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
		if r.Kind != pub.Advisor || key == "" {
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
			cf := conflict{AID: a, A: c.People[a].Name, BID: b, B: c.People[b].Name}
			for _, p := range papers[k] {
				if year := int(p.Year); year > 0 && year >= asOf-years && year <= asOf {
					if !slices.Contains(cf.Reasons, "coauthor") {
						cf.Reasons = append(cf.Reasons, "coauthor")
					}
					id := int(p.ID)
					cf.Evidence = append(cf.Evidence, evidence{Reason: "coauthor", PubID: &id, Year: int(p.Year), Title: p.Title,
						Detail: fmt.Sprintf("co-authored %q (%d)", p.Title, p.Year)})
				}
			}
			for _, pair := range [][2]int{{a, b}, {b, a}} {
				for _, r := range advisors[pair[0]] {
					if r.Other == pair[1] {
						if !slices.Contains(cf.Reasons, "advisor") {
							cf.Reasons = append(cf.Reasons, "advisor")
						}
						cf.Evidence = append(cf.Evidence, evidence{Reason: "advisor", Relation: string(r.Kind), Organization: r.Organization, Source: r.Source,
							Detail: fmt.Sprintf("%s is %s's %s (%s)", c.People[pair[1]].Name, c.People[pair[0]].Name, r.Kind, r.Source)})
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
					cf.Evidence = append(cf.Evidence, evidence{Reason: "institution", Year: asOf, Organization: org,
						Detail: fmt.Sprintf("both at %s in %d", org, asOf)})
				}
			}
			if sharedAdvisor {
				for _, ra := range advisors[a] {
					for _, rb := range advisors[b] {
						if ra.Other == rb.Other && ra.Kind == pub.Advisor && rb.Kind == pub.Advisor {
							if !slices.Contains(cf.Reasons, "shared-advisor") {
								cf.Reasons = append(cf.Reasons, "shared-advisor")
							}
							other := ra.Other
							cf.Evidence = append(cf.Evidence, evidence{Reason: "shared-advisor", Relation: string(pub.Advisor), Other: &other,
								Detail: "both advised by " + c.People[ra.Other].Name})
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

// latestYear is the latest publication or affiliation year in the data.
func latestYear(c *graph.Corpus) int {
	latest := 0
	for _, p := range c.Publications {
		latest = max(latest, int(p.Year))
	}
	for _, a := range c.Affiliations {
		latest = max(latest, a.End)
	}
	return latest
}

// writeConflictsCSV writes one row per piece of evidence.
func writeConflictsCSV(w io.Writer, found []conflict) error {
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
