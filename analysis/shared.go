package analysis

import (
	"cmp"
	"slices"
	"strings"
	"unicode"

	"github.com/mozillazg/go-unidecode"

	"github.com/pubgraph/pubgraph/graph"
)

// Count is a label with how often it occurs.
type Count struct {
	Label string
	N     int
}

// sortCounts orders counts by decreasing N, ties by label.
func sortCounts(cs []Count) {
	slices.SortFunc(cs, func(a, b Count) int { return cmp.Or(-cmp.Compare(a.N, b.N), strings.Compare(a.Label, b.Label)) })
}

// PersonVenues returns, for each person, the venues they published at with
// their number of papers there, most frequent first. It sorts one entry
// per authorship instead of keeping a map per person, which matters with
// millions of people.
func PersonVenues(c *graph.Corpus) [][]Count {
	venueID := make(map[string]int32)
	var venues []string
	type entry struct{ person, venue int32 }
	var entries []entry
	for _, p := range c.Publications {
		if p.Venue == "" {
			continue
		}
		v, ok := venueID[p.Venue]
		if !ok {
			v = int32(len(venues))
			venueID[p.Venue] = v
			venues = append(venues, p.Venue)
		}
		for _, a := range p.Authors {
			entries = append(entries, entry{int32(a.Person), v})
		}
	}
	slices.SortFunc(entries, func(a, b entry) int {
		return cmp.Or(cmp.Compare(a.person, b.person), cmp.Compare(a.venue, b.venue))
	})
	out := make([][]Count, len(c.People))
	for i := 0; i < len(entries); {
		person := entries[i].person
		j := i
		var counts []Count
		for j < len(entries) && entries[j].person == person {
			k := j
			for k < len(entries) && entries[k] == entries[j] {
				k++
			}
			counts = append(counts, Count{venues[entries[j].venue], k - j})
			j = k
		}
		sortCounts(counts)
		out[person] = counts
		i = j
	}
	return out
}

// OrgKey returns the form of an organisation name that ties compare: an
// acronym given in parentheses or alone stands for the organisation
// ("Korea Advanced Institute of Science and Technology (KAIST)" and
// "KAIST" match); of a name with commas, the part that names an
// institution counts ("NYU Systems Group, New York University" and "New
// York University, New York" match), else the first part; the rest is
// folded to lower-case letters without "the", "of" and "at".
func OrgKey(org string) string {
	org = strings.TrimSpace(unidecode.Unidecode(org))
	if i, j := strings.IndexByte(org, '('), strings.IndexByte(org, ')'); i >= 0 && j > i {
		inner := strings.TrimSpace(org[i+1 : j])
		if isAcronym(inner) {
			return inner
		}
		outer := strings.TrimSpace(org[:i])
		if isAcronym(outer) {
			return outer
		}
		org = outer
	}
	parts := strings.Split(org, ",")
	org = parts[0]
	for _, part := range parts {
		if namesInstitution(part) {
			org = part
			break
		}
	}
	org = strings.TrimSpace(org)
	if isAcronym(org) {
		return org
	}
	var b strings.Builder
	for _, w := range strings.Fields(strings.ToLower(org)) {
		if w == "the" || w == "of" || w == "at" {
			continue
		}
		for _, r := range w {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

// namesInstitution reports whether s has a word that institutions' names
// have.
func namesInstitution(s string) bool {
	for _, w := range strings.Fields(strings.ToLower(s)) {
		switch strings.Trim(w, ".") {
		case "university", "universitat", "universite", "universidad", "universita", "institute", "institut", "college", "polytechnic", "ecole":
			return true
		}
	}
	return false
}

func isAcronym(s string) bool {
	if len(s) < 2 || len(s) > 8 || strings.ContainsRune(s, ' ') {
		return false
	}
	upper := 0
	for _, r := range s {
		switch {
		case unicode.IsUpper(r):
			upper++
		case unicode.IsLower(r) || unicode.IsDigit(r) || r == '-' || r == '&':
		default:
			return false
		}
	}
	return upper >= 2
}

// PersonOrgs returns, for each person, their organisations (education and
// employment) keyed by OrgKey, each with its first-seen spelling.
func PersonOrgs(c *graph.Corpus) []map[string]string {
	out := make([]map[string]string, len(c.People))
	for _, a := range c.Affiliations {
		key := OrgKey(a.Organization)
		if key == "" {
			continue
		}
		if out[a.Person] == nil {
			out[a.Person] = make(map[string]string)
		}
		if _, ok := out[a.Person][key]; !ok {
			out[a.Person][key] = a.Organization
		}
	}
	return out
}

// Ties are what two people share besides co-authorship.
type Ties struct {
	A, B int
	// Distance is their collaboration distance (-1: not connected).
	Distance int
	// Coauthors are people who wrote with both.
	Coauthors []int
	// Venues both published at; Institutions both were at (display
	// spellings); Advisors both had.
	Venues       []string
	Institutions []string
	Advisors     []int
	// Jaccard is the Jaccard similarity of their venue sets.
	Jaccard float64
}

// Connections computes the ties between every pair of the given people.
// It is meant for small sets, such as the owners of a batch of CVs.
func Connections(c *graph.Corpus, g *graph.Undirected, people []int) []Ties {
	venues := PersonVenues(c)
	orgs := PersonOrgs(c)
	advisors := make([][]int, len(c.People))
	for _, r := range c.Relations {
		advisors[r.Person] = append(advisors[r.Person], r.Other)
	}
	var out []Ties
	for i, a := range people {
		for _, b := range people[i+1:] {
			t := Ties{A: a, B: b, Distance: Distance(g, a, b)}
			na, _ := g.Neighbors(a)
			nb, _ := g.Neighbors(b)
			t.Coauthors = intersectSorted(na, nb)
			va := make(map[string]bool)
			for _, v := range venues[a] {
				va[v.Label] = true
			}
			union := len(va)
			for _, v := range venues[b] {
				if va[v.Label] {
					t.Venues = append(t.Venues, v.Label)
				} else {
					union++
				}
			}
			slices.Sort(t.Venues)
			if union > 0 {
				t.Jaccard = float64(len(t.Venues)) / float64(union)
			}
			for key, name := range orgs[a] {
				if _, ok := orgs[b][key]; ok {
					t.Institutions = append(t.Institutions, name)
				}
			}
			slices.Sort(t.Institutions)
			for _, x := range advisors[a] {
				if slices.Contains(advisors[b], x) && !slices.Contains(t.Advisors, x) {
					t.Advisors = append(t.Advisors, x)
				}
			}
			slices.Sort(t.Advisors)
			out = append(out, t)
		}
	}
	return out
}

func intersectSorted(a, b []int32) []int {
	var out []int
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] < b[j]:
			i++
		case a[i] > b[j]:
			j++
		default:
			out = append(out, int(a[i]))
			i++
			j++
		}
	}
	return out
}
