package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/report"
)

const personAbout = `Print a person's profile: papers by year with new collaborators, co-authors
ranked by shared papers, advisors and mentors, institutions, venues, every
centrality with its rank among all people, and their community.`

const personExamples = `  pubgraph person "Gyeong-In Yu" testdata/seeds
  pubgraph person --json "Tianqi Chen" group.bib dblp.xml`

// personOptions are the flags of "pubgraph person".
type personOptions struct {
	inputOptions
	asJSON bool
	seed   uint64
}

// AddFlags declares the flags.
func (o *personOptions) AddFlags(fs *pflag.FlagSet) {
	fs.BoolVar(&o.asJSON, "json", false, "print JSON")
	fs.Uint64Var(&o.seed, "seed", 1, "random `SEED` for community detection")
	o.inputOptions.AddFlags(fs)
}

func runPerson(ctx context.Context, args []string, e *env) error {
	var o personOptions
	fs := newFlagSet("person", "[flags] NAME INPUT...", personAbout, personExamples, e)
	o.AddFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() < 2 {
		return usageError{"person: need a NAME and at least one INPUT"}
	}
	l, err := load(ctx, fs.Args()[1:], o.inputOptions, e)
	if err != nil {
		return err
	}
	c := l.corpus
	id, err := graph.NewPersonIndex(c).FindOne(fs.Arg(0))
	if err != nil {
		return err
	}
	m, err := analysis.Compute(ctx, c.CoauthorGraph(graph.ByPapers), analysis.MetricsOptions{Seed: o.seed, ExactLimit: defaultExactLimit})
	if err != nil {
		return err
	}
	pr := analysis.NewProfile(c, m, id)
	pr.CommunityLabel = report.CommunityLabels(c, m)[pr.Community]
	if o.asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(pr)
	}
	printProfile(e, pr, len(c.People))
	return nil
}

func printProfile(e *env, pr analysis.Profile, people int) {
	w := e.stdout
	fmt.Fprintf(w, "%s (#%d)\n", pr.Name, pr.ID)
	if len(pr.Aliases) > 0 {
		fmt.Fprintf(w, "also written: %s\n", strings.Join(pr.Aliases, "; "))
	}
	fmt.Fprintf(w, "papers: %d · co-authors: %d · community %d %s\n", pr.Papers, len(pr.Coauthors), pr.Community, pr.CommunityLabel)
	if len(pr.Advisors) > 0 {
		fmt.Fprintf(w, "advisors and mentors: %s\n", strings.Join(pr.Advisors, "; "))
	}
	if len(pr.Advisees) > 0 {
		fmt.Fprintf(w, "advised or mentored: %s\n", strings.Join(pr.Advisees, "; "))
	}
	if len(pr.Institutions) > 0 {
		fmt.Fprintln(w, "\ninstitutions:")
		for _, s := range pr.Institutions {
			fmt.Fprintf(w, "  %s\n", s)
		}
	}
	fmt.Fprintln(w, "\nyear  papers  new collaborators")
	for _, y := range pr.Years {
		fmt.Fprintf(w, "%-5s %6d  %d\n", analysis.YearOr(y.Year), y.Papers, y.NewCollaborators)
	}
	fmt.Fprintln(w, "\nco-authors by shared papers:")
	for i, co := range pr.Coauthors {
		if i == 15 {
			fmt.Fprintf(w, "  … and %d more\n", len(pr.Coauthors)-15)
			break
		}
		fmt.Fprintf(w, "  %-30s %g\n", co.Name, co.Papers)
	}
	if len(pr.Venues) > 0 {
		var vs []string
		for _, v := range pr.Venues {
			vs = append(vs, fmt.Sprintf("%s (%d)", v.Label, v.N))
		}
		fmt.Fprintf(w, "\nvenues: %s\n", strings.Join(vs, ", "))
	}
	fmt.Fprintf(w, "\ncentrality (rank among %d people):\n", people)
	for _, k := range analysis.ProfileMeasures {
		if v, ok := pr.Centrality[k]; ok {
			fmt.Fprintf(w, "  %-12s %-12.6g #%d\n", k, v.Value, v.Rank)
		}
	}
	fmt.Fprintln(w, "\npublications:")
	for _, p := range pr.Publications {
		fmt.Fprintf(w, "  %s\n", p)
	}
}
