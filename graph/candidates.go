package graph

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Limits of findCandidates.
const (
	// maxCandidates caps the list left for review.
	maxCandidates = 10000
	// fullBlock is the largest block whose pairs are all compared; larger
	// blocks compare each person with the next window people in name
	// order (the sorted-neighbourhood method).
	fullBlock = 100
	window    = 20
	// maxForms caps the spellings compared per person.
	maxForms = 8
	// similarNames is the Jaro–Winkler similarity from which two names
	// are worth a look.
	similarNames = 0.9
)

// candidatePerson is what findCandidates knows of one person.
type candidatePerson struct {
	forms   []parsedName
	display []string // forms[k].display()
}

// findCandidates lists pairs of people that were not merged but may be
// one person: people whose folded names are similar (Jaro–Winkler ≥ 0.9),
// and people whose names are consistent (one may be the other's initials)
// when one is written with initials or they share at least two
// co-authors. People are compared within blocks of the same surname and
// first initial, over all their spellings. Pairs carrying different ORCIDs
// or DBLP ids are known to be two people and are left out, as are nodes of
// network inputs. The list is sorted by score, then ids, and capped at
// maxCandidates.
//
// Score is the Jaro–Winkler similarity for similar names, 0.8 for
// consistent initials, and 0.9 plus 0.01 per shared co-author (up to 10)
// for consistent names with shared co-authors; a pair gets its best score
// and every reason.
//
// A block of b people costs min(b², window·b) comparisons, so the work is
// linear in the number of people for bounded blocks; memory holds at most
// 4·maxCandidates pairs at a time.
func findCandidates(c *Corpus) []Candidate {
	people := make([]candidatePerson, len(c.People))
	// Parse on all cores, then number the blocks in person order.
	parallelRange(len(c.People), func(lo, hi int) {
		for id := lo; id < hi; id++ {
			p := &c.People[id]
			if len(p.SourceIDs()) > 0 {
				continue
			}
			cp := &people[id]
			for k := -1; k < len(p.Aliases()) && len(cp.forms) < maxForms; k++ {
				name := p.Name
				if k >= 0 {
					name = p.Aliases()[k]
				}
				pn := parseName(name)
				d := pn.display()
				if pn.surname == "" || len(pn.given) == 0 || slices.Contains(cp.display, d) {
					continue
				}
				cp.forms = append(cp.forms, pn)
				cp.display = append(cp.display, d)
			}
		}
	})
	blockIdx := make(map[string]int32)
	var blockMembers [][]int32
	for id := range people {
		cp := &people[id]
		for f := range cp.forms {
			k := blockNumber(blockIdx, initialBlock(&cp.forms[f]))
			if int(k) == len(blockMembers) {
				blockMembers = append(blockMembers, nil)
			}
			if m := blockMembers[k]; len(m) == 0 || m[len(m)-1] != int32(id) {
				blockMembers[k] = append(m, int32(id))
			}
		}
	}
	// The co-authors, for names that are consistent: the corpus's own
	// graph, no copy.
	coauthors := c.CoauthorGraph(ByPapers)

	var found []pairScore
	byScore := func(x, y pairScore) int {
		return cmp.Or(-cmp.Compare(x.score, y.score), cmp.Compare(x.a, y.a), cmp.Compare(x.b, y.b))
	}
	// trim keeps the best maxCandidates pairs, dropping pairs met twice
	// (through aliases, in two blocks).
	trim := func() {
		slices.SortFunc(found, byScore)
		found = slices.Compact(found)
		found = found[:min(len(found), maxCandidates)]
	}
	consider := func(a, b int32) {
		if a > b {
			a, b = b, a
		}
		if a == b {
			return
		}
		if ps, ok := comparePeople(c, people, coauthors, a, b); ok {
			found = append(found, ps)
			if len(found) >= 4*maxCandidates {
				trim()
			}
		}
	}
	for _, members := range blockMembers {
		if len(members) <= fullBlock {
			for i, a := range members {
				for _, b := range members[i+1:] {
					consider(a, b)
				}
			}
			continue
		}
		sorted := slices.Clone(members)
		slices.SortFunc(sorted, func(a, b int32) int {
			return cmp.Or(strings.Compare(people[a].display[0], people[b].display[0]), cmp.Compare(a, b))
		})
		for i, a := range sorted {
			for _, b := range sorted[i+1 : min(len(sorted), i+1+window)] {
				consider(a, b)
			}
		}
	}
	trim()
	out := make([]Candidate, len(found))
	for k, ps := range found {
		out[k] = ps.candidate()
	}
	return out
}

// pairScore is a candidate pair before its reason is written.
type pairScore struct {
	a, b     int32
	score    float64
	jw       float64 // best Jaro–Winkler similarity of their spellings
	shared   int32   // shared co-authors, counted for consistent names
	initials bool    // consistent names, one written with initials
}

// candidate writes the pair's reason.
func (ps pairScore) candidate() Candidate {
	var reasons []string
	switch {
	case ps.jw == 1:
		reasons = append(reasons, "same name")
	case ps.jw >= similarNames:
		reasons = append(reasons, fmt.Sprintf("similar names (Jaro–Winkler %.3f)", ps.jw))
	}
	if ps.initials {
		reasons = append(reasons, "initials consistent with both")
	}
	if ps.shared >= 2 {
		reasons = append(reasons, fmt.Sprintf("consistent names, %d shared co-authors", ps.shared))
	}
	return Candidate{A: int(ps.a), B: int(ps.b), Score: ps.score, Reason: strings.Join(reasons, "; ")}
}

// comparePeople decides whether people a < b make a candidate pair.
func comparePeople(c *Corpus, people []candidatePerson, coauthors *Undirected, a, b int32) (pairScore, bool) {
	pa, pb := &c.People[a], &c.People[b]
	if pa.ORCID() != "" && pb.ORCID() != "" && normalizeORCID(pa.ORCID()) != normalizeORCID(pb.ORCID()) ||
		pa.DBLP != "" && pb.DBLP != "" && pa.DBLP != pb.DBLP {
		return pairScore{}, false
	}
	ca, cb := &people[a], &people[b]
	ps := pairScore{a: a, b: b}
	compatible := false
	for i := range ca.forms {
		for j := range cb.forms {
			ps.jw = max(ps.jw, jaroWinkler(ca.display[i], cb.display[j]))
			if namesCompatible(&ca.forms[i], &cb.forms[j]) {
				compatible = true
				ps.initials = ps.initials || ca.forms[i].abbreviated() || cb.forms[j].abbreviated()
			}
		}
	}
	if compatible {
		na, _ := coauthors.Neighbors(int(a))
		nb, _ := coauthors.Neighbors(int(b))
		ps.shared = int32(sharedNeighbours(na, nb, a, b))
	}
	if ps.jw >= similarNames {
		ps.score = ps.jw
	}
	if ps.initials {
		ps.score = max(ps.score, 0.8)
	}
	if ps.shared >= 2 {
		ps.score = max(ps.score, 0.9+0.01*float64(min(ps.shared, 10)))
	} else {
		ps.shared = 0
	}
	return ps, ps.score > 0
}

// sharedNeighbours counts the common elements of two sorted lists,
// leaving out a and b themselves.
func sharedNeighbours(x, y []int32, a, b int32) int {
	n, i, j := 0, 0, 0
	for i < len(x) && j < len(y) {
		switch {
		case x[i] < y[j]:
			i++
		case x[i] > y[j]:
			j++
		default:
			if x[i] != a && x[i] != b {
				n++
			}
			i, j = i+1, j+1
		}
	}
	return n
}

// nearScore is the score of a close call of resolution that
// findCandidates did not list itself.
const nearScore = 0.85

// withNearMisses adds to the candidates the close calls resolution left
// apart (nearMiss, identities numbered as person numbers them), each
// with the evidence it weighed: a pair already listed gets the words
// added to its reason, another is listed with nearScore. Pairs that
// became one person after all are left out. The result is sorted as
// findCandidates sorts and capped alike.
func withNearMisses(cands []Candidate, near []nearMiss, person []int32) []Candidate {
	if len(near) == 0 {
		return cands
	}
	at := make(map[[2]int]int, len(cands))
	for k, c := range cands {
		at[[2]int{c.A, c.B}] = k
	}
	for _, m := range near {
		a, b := int(person[m.a]), int(person[m.b])
		if a == b {
			continue
		}
		if a > b {
			a, b = b, a
		}
		if k, ok := at[[2]int{a, b}]; ok {
			if !strings.Contains(cands[k].Reason, m.reason) {
				cands[k].Reason += "; " + m.reason
			}
			continue
		}
		at[[2]int{a, b}] = len(cands)
		cands = append(cands, Candidate{A: a, B: b, Score: nearScore, Reason: m.reason})
	}
	slices.SortFunc(cands, func(x, y Candidate) int {
		return cmp.Or(-cmp.Compare(x.Score, y.Score), cmp.Compare(x.A, y.A), cmp.Compare(x.B, y.B))
	})
	return cands[:min(len(cands), maxCandidates)]
}
