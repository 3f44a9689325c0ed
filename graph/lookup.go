package graph

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// PersonIndex finds people by what a person types on a command line. Build
// it once with NewPersonIndex and ask it many times (a reviewer list).
//
// A query is, in the order tried:
//
//   - a node id of a network input ("71788": the person's source_id);
//   - a person id written "#12" or "id:12" (as people.csv's person_id), or
//     a bare number when no source_id is that number;
//   - a name or any alias, ignoring case, accents, hyphens, dots and
//     "Last, First" order ("gyeong-in yu", "YU, Gyeong-In");
//   - a name with initials or fewer given names ("T. Krishna", "Tushar
//     Krishna" for "Tushar K. Krishna"): every person whose name or alias
//     is compatible, with the same surname; a surname alone ("Kim") fits
//     everyone who has it.
//
// A query is never matched by prefix or substring: a truncated name that
// fits nobody is an error that suggests the closest names by edit
// distance, so it is never silently taken as someone else.
type PersonIndex struct {
	c         *Corpus
	byKey     map[string][]int
	bySurname map[string][]int
	bySource  map[string][]int
}

// NewPersonIndex indexes the people of c by name key, surname and source
// id.
func NewPersonIndex(c *Corpus) *PersonIndex {
	x := &PersonIndex{c: c, byKey: make(map[string][]int), bySurname: make(map[string][]int), bySource: make(map[string][]int)}
	add := func(m map[string][]int, k string, id int) {
		if k != "" && !slices.Contains(m[k], id) {
			m[k] = append(m[k], id)
		}
	}
	for _, p := range c.People {
		for _, name := range append([]string{p.Name}, p.Aliases()...) {
			pn := parseName(name)
			add(x.byKey, pn.key, int(p.ID))
			add(x.bySurname, pn.surname, int(p.ID))
		}
		for _, s := range p.SourceIDs() {
			add(x.bySource, s, int(p.ID))
		}
	}
	return x
}

// ErrNoPerson is the sentinel of a query that fits nobody; ErrAmbiguous of
// one that fits several people. Both are wrapped in a *LookupError.
var (
	ErrNoPerson  = errors.New("no such person")
	ErrAmbiguous = errors.New("ambiguous name")
)

// LookupError says why a query did not name exactly one person.
type LookupError struct {
	Query string
	// Matches are every person the query fits (ambiguous), or the
	// closest names (no match), as "Name (#id, N papers)".
	Matches []string
	err     error
}

// Error lists the matches or the closest names.
func (e *LookupError) Error() string {
	if e.err == ErrAmbiguous {
		return fmt.Sprintf("%q fits %d people: %s; give the full name or the #id", e.Query, len(e.Matches), strings.Join(e.Matches, ", "))
	}
	if len(e.Matches) == 0 {
		return fmt.Sprintf("no person named %q in the inputs", e.Query)
	}
	return fmt.Sprintf("no person named %q in the inputs; closest: %s", e.Query, strings.Join(e.Matches, ", "))
}

// Unwrap returns ErrNoPerson or ErrAmbiguous.
func (e *LookupError) Unwrap() error { return e.err }

// Find returns every person the query fits, by the first rule of
// PersonIndex that matches anyone, sorted by id.
func (x *PersonIndex) Find(query string) []int {
	q := strings.TrimSpace(query)
	if q == "" {
		return nil
	}
	if ids := x.bySource[q]; len(ids) > 0 {
		return slices.Sorted(slices.Values(ids))
	}
	if id, ok := x.personID(q); ok {
		return []int{id}
	}
	pn := parseName(q)
	if ids := x.byKey[pn.key]; len(ids) > 0 {
		return slices.Sorted(slices.Values(ids))
	}
	if len(pn.given) == 0 { // a surname alone fits everyone who has it
		return slices.Sorted(slices.Values(x.bySurname[pn.surname]))
	}
	var out []int
	for _, id := range x.bySurname[pn.surname] {
		p := x.c.People[id]
		for _, name := range append([]string{p.Name}, p.Aliases()...) {
			other := parseName(name)
			if namesCompatible(&pn, &other) {
				out = append(out, id)
				break
			}
		}
	}
	slices.Sort(out)
	return out
}

// personID reads "#12", "id:12" or a bare "12" as a person id in range.
func (x *PersonIndex) personID(q string) (int, bool) {
	s := q
	switch {
	case strings.HasPrefix(s, "#"):
		s = s[1:]
	case len(s) > 3 && strings.EqualFold(s[:3], "id:"):
		s = strings.TrimSpace(s[3:])
	}
	id, err := strconv.Atoi(s)
	if err != nil || id < 0 || id >= len(x.c.People) {
		return 0, false
	}
	return id, true
}

// FindOne returns the one person the query names, or a *LookupError that
// lists every match when there are several and the closest names when
// there are none.
func (x *PersonIndex) FindOne(query string) (int, error) {
	ids := x.Find(query)
	switch len(ids) {
	case 1:
		return ids[0], nil
	case 0:
		return 0, &LookupError{Query: query, Matches: x.describe(x.Closest(query, 5)), err: ErrNoPerson}
	}
	return 0, &LookupError{Query: query, Matches: x.describe(ids), err: ErrAmbiguous}
}

func (x *PersonIndex) describe(ids []int) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		p := x.c.People[id]
		papers := "1 paper"
		if p.Papers != 1 {
			papers = strconv.Itoa(int(p.Papers)) + " papers"
		}
		out[i] = fmt.Sprintf("%s (#%d, %s)", p.Name, id, papers)
	}
	return out
}

// Closest returns up to k people whose name or alias is nearest the query
// by Levenshtein distance between folded names ("t krishna" and "tushar
// krishna"), within a third of the query's length (at least 2), nearest
// first, ties by more papers, then id. A query of one word also finds the
// people who have it as a whole word of their name, a given name alone
// ("tushar") as well as a surname, as near as an edit of one letter.
func (x *PersonIndex) Closest(query string, k int) []int {
	pq := parseName(query)
	q := pq.display()
	if q == "" {
		return nil
	}
	oneWord := !strings.Contains(q, " ")
	limit := max(2, len(q)/3)
	best := make(map[int]int)
	for _, p := range x.c.People {
		for _, name := range append([]string{p.Name}, p.Aliases()...) {
			pn := parseName(name)
			n := pn.display()
			if oneWord && slices.Contains(strings.Fields(n), q) {
				if old, ok := best[int(p.ID)]; !ok || old > 1 {
					best[int(p.ID)] = 1
				}
				continue
			}
			if d := len(n) - len(q); d > limit || -d > limit {
				continue
			}
			if d := levenshtein(q, n, limit); d <= limit {
				if old, ok := best[int(p.ID)]; !ok || d < old {
					best[int(p.ID)] = d
				}
			}
		}
	}
	ids := make([]int, 0, len(best))
	for id := range best {
		ids = append(ids, id)
	}
	slices.SortFunc(ids, func(a, b int) int {
		return cmp.Or(cmp.Compare(best[a], best[b]), cmp.Compare(x.c.People[b].Papers, x.c.People[a].Papers), cmp.Compare(a, b))
	})
	return ids[:min(k, len(ids))]
}

// levenshtein returns the edit distance between a and b (bytes: the names
// are folded to ASCII), or limit+1 as soon as it must exceed limit.
func levenshtein(a, b string, limit int) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			rowMin = min(rowMin, cur[j])
		}
		if rowMin > limit {
			return limit + 1
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
