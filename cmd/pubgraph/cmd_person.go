package main

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/report"
)

const personAbout = `Print a person's profile: papers by year with new collaborators, co-authors
ranked by shared papers, advisors and mentors, institutions, venues, every
centrality with its rank among all people, and their community.`

const personExamples = `  pubgraph person "Gyeong-In Yu" testdata/seeds
  pubgraph person --json "Tianqi Chen" group.bib dblp.xml`

type rankedValue struct {
	Value float64 `json:"value"`
	Rank  int     `json:"rank"`
}

type coauthorCount struct {
	Name   string  `json:"name"`
	Papers float64 `json:"papers"`
	First  int     `json:"first_year,omitempty"`
	Last   int     `json:"last_year,omitempty"`
}

type yearCount struct {
	Year             int `json:"year"`
	Papers           int `json:"papers"`
	NewCollaborators int `json:"new_collaborators"`
}

type profile struct {
	ID           int                    `json:"id"`
	Name         string                 `json:"name"`
	Aliases      []string               `json:"aliases,omitempty"`
	Papers       int                    `json:"papers"`
	Years        []yearCount            `json:"years"`
	Coauthors    []coauthorCount        `json:"coauthors"`
	Advisors     []string               `json:"advisors,omitempty"`
	Advisees     []string               `json:"advisees,omitempty"`
	Institutions []string               `json:"institutions,omitempty"`
	Venues       []analysis.Count       `json:"venues,omitempty"`
	Centrality   map[string]rankedValue `json:"centrality"`
	Community    int                    `json:"community"`
	CommunityOf  string                 `json:"community_label"`
	Publications []string               `json:"publications"`
}

func runPerson(ctx context.Context, args []string, e *env) error {
	var o inputOptions
	var asJSON bool
	var seed uint64
	fs := newFlagSet("person", "[flags] NAME INPUT...", personAbout, personExamples, e)
	fs.BoolVar(&asJSON, "json", false, "print JSON")
	fs.Uint64Var(&seed, "seed", 1, "random `SEED` for community detection")
	o.addFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() < 2 {
		return usageError{"person: need a NAME and at least one INPUT"}
	}
	l, err := load(ctx, fs.Args()[1:], o, e)
	if err != nil {
		return err
	}
	c := l.corpus
	id, err := onePerson(c, fs.Arg(0))
	if err != nil {
		return err
	}
	m, err := analysis.Compute(ctx, c.CoauthorGraph(graph.ByPapers), analysis.MetricsOptions{Seed: seed, ExactLimit: defaultExactLimit})
	if err != nil {
		return err
	}
	pr := buildProfile(c, m, id)
	if asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(pr)
	}
	printProfile(e, pr, len(c.People))
	return nil
}

func buildProfile(c *graph.Corpus, m *analysis.Metrics, id int) profile {
	p := c.People[id]
	pr := profile{ID: id, Name: p.Name, Aliases: p.Aliases(), Papers: int(p.Papers), Community: m.Communities.Community[id],
		Centrality: make(map[string]rankedValue)}
	pr.CommunityOf = report.CommunityLabels(c, m)[pr.Community]

	byYear := make(map[int]*yearCount)
	seen := make(map[int]bool)
	var pubs []graph.Publication
	for _, pb := range c.Publications {
		for _, a := range pb.Authors {
			if int(a.Person) == id {
				pubs = append(pubs, pb)
				break
			}
		}
	}
	slices.SortStableFunc(pubs, func(a, b graph.Publication) int { return cmp.Compare(a.Year, b.Year) })
	for _, pb := range pubs {
		yc := byYear[int(pb.Year)]
		if yc == nil {
			yc = &yearCount{Year: int(pb.Year)}
			byYear[int(pb.Year)] = yc
		}
		yc.Papers++
		for _, a := range pb.Authors {
			if int(a.Person) != id && !seen[int(a.Person)] {
				seen[int(a.Person)] = true
				yc.NewCollaborators++
			}
		}
		pr.Publications = append(pr.Publications, fmt.Sprintf("%s. %s. %s %s", yearOr(int(pb.Year)), pb.Title, pb.Venue, pb.Kind))
	}
	for _, yc := range byYear {
		pr.Years = append(pr.Years, *yc)
	}
	slices.SortFunc(pr.Years, func(a, b yearCount) int { return cmp.Compare(a.Year, b.Year) })

	for e := range c.Edges.Of(id) {
		other := int(e.U) + int(e.V) - id
		pr.Coauthors = append(pr.Coauthors, coauthorCount{Name: c.People[other].Name, Papers: e.Papers, First: int(e.FirstYear), Last: int(e.LastYear)})
	}
	slices.SortFunc(pr.Coauthors, func(a, b coauthorCount) int {
		return cmp.Or(-cmp.Compare(a.Papers, b.Papers), strings.Compare(a.Name, b.Name))
	})
	for _, r := range c.Relations {
		if r.Person == id {
			pr.Advisors = append(pr.Advisors, fmt.Sprintf("%s (%s)", c.People[r.Other].Name, r.Kind))
		}
		if r.Other == id {
			pr.Advisees = append(pr.Advisees, fmt.Sprintf("%s (%s)", c.People[r.Person].Name, r.Kind))
		}
	}
	for _, a := range c.Affiliations {
		if int(a.Person) == id {
			parts := []string{a.Organization}
			if a.Role != "" {
				parts = append(parts, a.Role)
			}
			if a.Start > 0 || a.End > 0 || a.Current {
				parts = append(parts, span(a))
			}
			pr.Institutions = append(pr.Institutions, fmt.Sprintf("%s (%s)", strings.Join(parts, ", "), a.Kind))
		}
	}
	pr.Venues = analysis.PersonVenues(c)[id]

	rank := func(name string, s []float64) {
		if s == nil {
			return
		}
		r := 1
		for _, v := range s {
			if v > s[id] {
				r++
			}
		}
		pr.Centrality[name] = rankedValue{Value: s[id], Rank: r}
	}
	ints := func(s []int) []float64 {
		f := make([]float64, len(s))
		for i, v := range s {
			f[i] = float64(v)
		}
		return f
	}
	rank("degree", ints(m.Degree))
	rank("strength", m.Strength)
	rank("betweenness", m.Betweenness)
	rank("closeness", m.Closeness)
	rank("harmonic", m.Harmonic)
	rank("eigenvector", m.Eigenvector)
	rank("pagerank", m.PageRank)
	rank("core", ints(m.Core))
	return pr
}

func yearOr(y int) string {
	if y == 0 {
		return "n.d."
	}
	return fmt.Sprint(y)
}

func span(a graph.Affiliation) string {
	start, end := "?", "?"
	if a.Start > 0 {
		start = fmt.Sprint(a.Start)
	}
	switch {
	case a.Current:
		end = "present"
	case a.End > 0:
		end = fmt.Sprint(a.End)
	}
	return start + "–" + end
}

func printProfile(e *env, pr profile, people int) {
	w := e.stdout
	fmt.Fprintf(w, "%s (#%d)\n", pr.Name, pr.ID)
	if len(pr.Aliases) > 0 {
		fmt.Fprintf(w, "also written: %s\n", strings.Join(pr.Aliases, "; "))
	}
	fmt.Fprintf(w, "papers: %d · co-authors: %d · community %d %s\n", pr.Papers, len(pr.Coauthors), pr.Community, pr.CommunityOf)
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
		fmt.Fprintf(w, "%-5s %6d  %d\n", yearOr(y.Year), y.Papers, y.NewCollaborators)
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
	for _, k := range []string{"degree", "strength", "betweenness", "closeness", "harmonic", "eigenvector", "pagerank", "core"} {
		if v, ok := pr.Centrality[k]; ok {
			fmt.Fprintf(w, "  %-12s %-12.6g #%d\n", k, v.Value, v.Rank)
		}
	}
	fmt.Fprintln(w, "\npublications:")
	for _, p := range pr.Publications {
		fmt.Fprintf(w, "  %s\n", p)
	}
}
