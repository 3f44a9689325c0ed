package analysis

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/pubgraph/pubgraph/graph"
)

// Profile is one person as "pubgraph person" shows them: papers by year
// with new collaborators, co-authors ranked by shared papers, advisors,
// advisees, institutions, venues and every centrality with its rank.
type Profile struct {
	ID           int                    `json:"id"`
	Name         string                 `json:"name"`
	Aliases      []string               `json:"aliases,omitempty"`
	Papers       int                    `json:"papers"`
	Years        []YearCount            `json:"years"`
	Coauthors    []CoauthorCount        `json:"coauthors"`
	Advisors     []string               `json:"advisors,omitempty"`
	Advisees     []string               `json:"advisees,omitempty"`
	Institutions []string               `json:"institutions,omitempty"`
	Venues       []Count                `json:"venues,omitempty"`
	Centrality   map[string]RankedValue `json:"centrality"`
	Community    int                    `json:"community"`
	// CommunityLabel is left for the caller (report.CommunityLabels).
	CommunityLabel string   `json:"community_label"`
	Publications   []string `json:"publications"`
}

// RankedValue is a measure and its rank among all people (1 is highest;
// people with the same value share a rank).
type RankedValue struct {
	Value float64 `json:"value"`
	Rank  int     `json:"rank"`
}

// CoauthorCount is a co-author, the papers shared and their years.
type CoauthorCount struct {
	Name   string  `json:"name"`
	Papers float64 `json:"papers"`
	First  int     `json:"first_year,omitempty"`
	Last   int     `json:"last_year,omitempty"`
}

// YearCount is one year of a person's papers and the co-authors met in it
// for the first time.
type YearCount struct {
	Year             int `json:"year"`
	Papers           int `json:"papers"`
	NewCollaborators int `json:"new_collaborators"`
}

// ProfileMeasures are the centralities a profile ranks, in the order
// shown.
var ProfileMeasures = []string{"degree", "strength", "betweenness", "closeness", "harmonic", "eigenvector", "pagerank", "core"}

// NewProfile describes person id of c with the measures of m.
func NewProfile(c *graph.Corpus, m *Metrics, id int) Profile {
	p := c.People[id]
	pr := Profile{ID: id, Name: p.Name, Aliases: p.Aliases(), Papers: int(p.Papers), Community: m.Communities.Community[id],
		Centrality: make(map[string]RankedValue)}
	pr.addPublications(c, id)
	for e := range c.Edges.Of(id) {
		other := int(e.U) + int(e.V) - id
		pr.Coauthors = append(pr.Coauthors, CoauthorCount{Name: c.People[other].Name, Papers: e.Papers, First: int(e.FirstYear), Last: int(e.LastYear)})
	}
	slices.SortFunc(pr.Coauthors, func(a, b CoauthorCount) int {
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
			pr.Institutions = append(pr.Institutions, institution(a))
		}
	}
	pr.Venues = PersonVenues(c)[id]
	pr.rank(m, id)
	return pr
}

// addPublications lists the person's papers by year (stable within a
// year) and counts, per year, the papers and the co-authors met first.
func (pr *Profile) addPublications(c *graph.Corpus, id int) {
	var pubs []graph.Publication
	for _, pb := range c.Publications {
		if slices.ContainsFunc(pb.Authors, func(a graph.Authorship) bool { return int(a.Person) == id }) {
			pubs = append(pubs, pb)
		}
	}
	slices.SortStableFunc(pubs, func(a, b graph.Publication) int { return cmp.Compare(a.Year, b.Year) })
	byYear := make(map[int]*YearCount)
	seen := make(map[int]bool)
	for _, pb := range pubs {
		yc := byYear[int(pb.Year)]
		if yc == nil {
			yc = &YearCount{Year: int(pb.Year)}
			byYear[int(pb.Year)] = yc
		}
		yc.Papers++
		for _, a := range pb.Authors {
			if int(a.Person) != id && !seen[int(a.Person)] {
				seen[int(a.Person)] = true
				yc.NewCollaborators++
			}
		}
		pr.Publications = append(pr.Publications, fmt.Sprintf("%s. %s. %s %s", YearOr(int(pb.Year)), pb.Title, pb.Venue, pb.Kind))
	}
	for _, yc := range byYear {
		pr.Years = append(pr.Years, *yc)
	}
	slices.SortFunc(pr.Years, func(a, b YearCount) int { return cmp.Compare(a.Year, b.Year) })
}

// rank adds every measure of m that was computed, with id's rank.
func (pr *Profile) rank(m *Metrics, id int) {
	ints := func(s []int) []float64 {
		f := make([]float64, len(s))
		for i, v := range s {
			f[i] = float64(v)
		}
		return f
	}
	values := [][]float64{ints(m.Degree), m.Strength, m.Betweenness, m.Closeness, m.Harmonic, m.Eigenvector, m.PageRank, ints(m.Core)}
	for i, s := range values {
		if s == nil {
			continue
		}
		r := 1
		for _, v := range s {
			if v > s[id] {
				r++
			}
		}
		pr.Centrality[ProfileMeasures[i]] = RankedValue{Value: s[id], Rank: r}
	}
}

// institution is "Organization, Role, 2019–present (kind)".
func institution(a graph.Affiliation) string {
	parts := []string{a.Organization}
	if a.Role != "" {
		parts = append(parts, a.Role)
	}
	if a.Start > 0 || a.End > 0 || a.Current {
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
		parts = append(parts, start+"–"+end)
	}
	return fmt.Sprintf("%s (%s)", strings.Join(parts, ", "), a.Kind)
}

// YearOr is the year, or "n.d." for none.
func YearOr(y int) string {
	if y == 0 {
		return "n.d."
	}
	return fmt.Sprint(y)
}
