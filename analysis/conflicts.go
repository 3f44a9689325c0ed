package analysis

import (
	"fmt"
	"slices"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

// Conflict is one pair of people and why they conflict, by the rules
// programme committees use (see FindConflicts).
type Conflict struct {
	AID     int      `json:"a_id"`
	A       string   `json:"a"`
	BID     int      `json:"b_id"`
	B       string   `json:"b"`
	Reasons []string `json:"reasons"`
	// Evidence says, for each reason, what shows it: papers with ids and
	// years, the advisor relation, the institution.
	Evidence []Evidence `json:"evidence"`
}

// Evidence is one fact behind a conflict.
type Evidence struct {
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

// ConflictRules say when two people conflict.
type ConflictRules struct {
	// AsOf is the year conflicts are judged in: papers up to it count,
	// and institutions held in it.
	AsOf int
	// Years is how much older than AsOf a shared paper may be.
	Years int
	// SharedAdvisor also reports people who had the same advisor.
	SharedAdvisor bool
}

// FindConflicts checks every person of as against every person of bs
// (each unordered pair once, nobody against themselves) and returns the
// pairs that conflict, in the order checked:
//
//   - coauthor: they share a paper from AsOf−Years up to AsOf;
//   - advisor: one was the other's advisor or mentor, at any time;
//   - institution: they are at the same institution or employer in AsOf
//     (an advisor is taken to be where their student is in AsOf: CVs
//     name their advisors, but advisors' CVs are rarely in the batch);
//   - shared-advisor (with SharedAdvisor): they had the same advisor.
func FindConflicts(c *graph.Corpus, as, bs []int, r ConflictRules) []Conflict {
	x := newConflictIndex(c, r.AsOf)
	var out []Conflict
	done := make(map[[2]int]bool)
	for _, a := range as {
		for _, b := range bs {
			k := PairKey(a, b)
			if a == b || done[k] {
				continue
			}
			done[k] = true
			cf := Conflict{AID: a, A: c.People[a].Name, BID: b, B: c.People[b].Name}
			cf.add(x.coauthored(k, r))
			cf.add(x.advised(a, b))
			cf.add(x.institutions(a, b, r.AsOf))
			if r.SharedAdvisor {
				cf.add(x.sharedAdvisors(a, b))
			}
			if len(cf.Reasons) > 0 {
				out = append(out, cf)
			}
		}
	}
	return out
}

// add appends evidence and its reasons, each reason once.
func (cf *Conflict) add(evidence []Evidence) {
	for _, ev := range evidence {
		if !slices.Contains(cf.Reasons, ev.Reason) {
			cf.Reasons = append(cf.Reasons, ev.Reason)
		}
		cf.Evidence = append(cf.Evidence, ev)
	}
}

// PairKey is the key of an unordered pair of people: the lower id first.
func PairKey(a, b int) [2]int {
	if a > b {
		a, b = b, a
	}
	return [2]int{a, b}
}

// conflictIndex holds what the rules look up for every pair.
type conflictIndex struct {
	c *graph.Corpus
	// papers are each co-author pair's publications.
	papers map[[2]int][]graph.Publication
	// advisors are each person's advisor and mentor relations.
	advisors map[int][]graph.Relation
	// current maps each person to the organisations they are at in the
	// year judged: organisation key → name.
	current map[int]map[string]string
}

func newConflictIndex(c *graph.Corpus, asOf int) *conflictIndex {
	x := &conflictIndex{c: c, papers: make(map[[2]int][]graph.Publication),
		advisors: make(map[int][]graph.Relation), current: make(map[int]map[string]string)}
	for _, p := range c.Publications {
		for i, a := range p.Authors {
			for _, b := range p.Authors[i+1:] {
				k := PairKey(int(a.Person), int(b.Person))
				x.papers[k] = append(x.papers[k], p)
			}
		}
	}
	for _, r := range c.Relations {
		x.advisors[r.Person] = append(x.advisors[r.Person], r)
	}
	for _, a := range c.Affiliations {
		// Held in asOf: begun by then (when the start is known) and
		// current or ended no earlier.
		if (a.Start > 0 && a.Start > asOf) || (!a.Current && a.End < asOf) {
			continue
		}
		if x.current[a.Person] == nil {
			x.current[a.Person] = make(map[string]string)
		}
		x.current[a.Person][OrgKey(a.Organization)] = a.Organization
	}
	for _, r := range c.Relations {
		key := OrgKey(r.Organization)
		if r.Kind != pub.Advisor || key == "" {
			continue
		}
		if _, ok := x.current[r.Person][key]; !ok {
			continue
		}
		if x.current[r.Other] == nil {
			x.current[r.Other] = make(map[string]string)
		}
		if _, ok := x.current[r.Other][key]; !ok {
			x.current[r.Other][key] = r.Organization + " (advisor of " + c.People[r.Person].Name + ")"
		}
	}
	return x
}

func (x *conflictIndex) coauthored(k [2]int, r ConflictRules) []Evidence {
	var out []Evidence
	for _, p := range x.papers[k] {
		if year := int(p.Year); year > 0 && year >= r.AsOf-r.Years && year <= r.AsOf {
			id := int(p.ID)
			out = append(out, Evidence{Reason: "coauthor", PubID: &id, Year: year, Title: p.Title,
				Detail: fmt.Sprintf("co-authored %q (%d)", p.Title, p.Year)})
		}
	}
	return out
}

func (x *conflictIndex) advised(a, b int) []Evidence {
	var out []Evidence
	for _, pair := range [][2]int{{a, b}, {b, a}} {
		for _, r := range x.advisors[pair[0]] {
			if r.Other == pair[1] {
				out = append(out, Evidence{Reason: "advisor", Relation: string(r.Kind), Organization: r.Organization, Source: r.Source,
					Detail: fmt.Sprintf("%s is %s's %s (%s)", x.c.People[pair[1]].Name, x.c.People[pair[0]].Name, r.Kind, r.Source)})
			}
		}
	}
	return out
}

func (x *conflictIndex) institutions(a, b, asOf int) []Evidence {
	var orgs []string
	for key, name := range x.current[a] {
		if _, ok := x.current[b][key]; ok {
			orgs = append(orgs, name)
		}
	}
	slices.Sort(orgs)
	var out []Evidence
	for _, org := range orgs {
		out = append(out, Evidence{Reason: "institution", Year: asOf, Organization: org,
			Detail: fmt.Sprintf("both at %s in %d", org, asOf)})
	}
	return out
}

func (x *conflictIndex) sharedAdvisors(a, b int) []Evidence {
	var out []Evidence
	for _, ra := range x.advisors[a] {
		for _, rb := range x.advisors[b] {
			if ra.Other == rb.Other && ra.Kind == pub.Advisor && rb.Kind == pub.Advisor {
				other := ra.Other
				out = append(out, Evidence{Reason: "shared-advisor", Relation: string(pub.Advisor), Other: &other,
					Detail: "both advised by " + x.c.People[ra.Other].Name})
			}
		}
	}
	return out
}

// LatestYear is the latest publication or affiliation year in the data:
// the year conflicts are judged in when none is given.
func LatestYear(c *graph.Corpus) int {
	latest := 0
	for _, p := range c.Publications {
		latest = max(latest, int(p.Year))
	}
	for _, a := range c.Affiliations {
		latest = max(latest, a.End)
	}
	return latest
}

// LinkingPapers returns, for each co-author pair (PairKey), its most
// recent shared publication (ties by lowest id): the paper that links
// one step of a collaboration path.
func LinkingPapers(c *graph.Corpus) map[[2]int]graph.Publication {
	out := make(map[[2]int]graph.Publication)
	for _, p := range c.Publications {
		for i, x := range p.Authors {
			for _, y := range p.Authors[i+1:] {
				k := PairKey(int(x.Person), int(y.Person))
				if old, ok := out[k]; !ok || p.Year > old.Year {
					out[k] = p
				}
			}
		}
	}
	return out
}
