package accuracy

import (
	"cmp"
	"slices"
	"strings"

	"github.com/pubgraph/pubgraph/internal/norm"
	"github.com/pubgraph/pubgraph/pub"
)

// TitleThreshold is the similarity of folded titles (norm.Similarity of
// norm.Words) at which a found title is taken for a gold one.
const TitleThreshold = 0.85

// Score is the comparison of one input's gold with what was found.
type Score struct {
	Gold, Found, Matched int // distinct titles

	// Author slots: TP found right, FN missed, FP invented.
	AuthorTP, AuthorFN, AuthorFP int

	// Of the matched publications, how many agree on each field.
	Order, Year, Venue, Kind, Equal int

	OwnerGold, OwnerOK bool // OwnerOK: gold owner (or its absence) found
	AdvisorsGold       int
	AdvisorsFound      int // gold advisors found
	AdvisorsExtra      int // advisors found that the gold does not list

	// Owner linking: of the matched publications whose gold byline
	// holds the owner, how many are linked to the person the graph
	// marks as owner (OwnerEligible of them, OwnerLinked linked).
	OwnerEligible, OwnerLinked int

	// Details, for a reader who wants to know what went wrong.
	Missed   []GoldPub
	Invented []pub.Publication
	Pairs    []Pair
}

// Pair is a gold publication and the one found for it.
type Pair struct {
	Gold GoldPub
	Got  pub.Publication
	// AuthorsOK is set when both bylines hold the same names in order.
	AuthorsOK bool
}

// Recall is the share of gold titles found.
func (s *Score) Recall() float64 { return ratio(s.Matched, s.Gold) }

// Precision is the share of found titles that are in the gold; finding
// nothing where there was something to find scores 0, not 0/0.
func (s *Score) Precision() float64 { return precision(s.Matched, s.Found, s.Gold) }

// AuthorP is slot-level author precision, 0 when no author was found
// but some were to be found.
func (s *Score) AuthorP() float64 {
	return precision(s.AuthorTP, s.AuthorTP+s.AuthorFP, s.AuthorTP+s.AuthorFN)
}

func precision(right, found, gold int) float64 {
	if found == 0 && gold > 0 {
		return 0
	}
	return ratio(right, found)
}

// AuthorR is slot-level author recall.
func (s *Score) AuthorR() float64 { return ratio(s.AuthorTP, s.AuthorTP+s.AuthorFN) }

// AuthorF1 is the harmonic mean of AuthorP and AuthorR.
func (s *Score) AuthorF1() float64 {
	p, r := s.AuthorP(), s.AuthorR()
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}

// ratio is a/b, and 1 for 0/0 (nothing to find, nothing found).
func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

// distinct keeps the first of each title, by norm.Words.
func distinct[T any](items []T, title func(T) string) ([]T, []string) {
	seen := make(map[string]bool)
	var out []T
	var keys []string
	for _, it := range items {
		k := norm.Words(title(it))
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, it)
		keys = append(keys, k)
	}
	return out, keys
}

// Compare scores got against g.
func Compare(g *Gold, got *Got) *Score {
	s := &Score{}
	gold, gkeys := distinct(g.Publications, func(p GoldPub) string { return p.Title })
	found, fkeys := distinct(got.Publications, func(p pub.Publication) string { return p.Title })
	s.Gold, s.Found = len(gold), len(found)

	// Match one to one, most similar pairs first.
	type cand struct {
		gi, fi int
		sim    float64
	}
	var cands []cand
	for gi, gk := range gkeys {
		for fi, fk := range fkeys {
			if sim := norm.Similarity(gk, fk, TitleThreshold); sim >= TitleThreshold {
				cands = append(cands, cand{gi, fi, sim})
			}
		}
	}
	slices.SortStableFunc(cands, func(a, b cand) int {
		return cmp.Or(cmp.Compare(b.sim, a.sim), cmp.Compare(a.gi, b.gi), cmp.Compare(a.fi, b.fi))
	})
	gm := make([]int, len(gold))
	fm := make([]bool, len(found))
	for i := range gm {
		gm[i] = -1
	}
	for _, c := range cands {
		if gm[c.gi] >= 0 || fm[c.fi] {
			continue
		}
		gm[c.gi], fm[c.fi] = c.fi, true
	}

	for gi, gp := range gold {
		fi := gm[gi]
		if fi < 0 {
			s.Missed = append(s.Missed, gp)
			s.AuthorFN += len(gp.Authors)
			continue
		}
		fp := found[fi]
		s.Matched++
		tp := multisetOverlap(keys(gp.Authors), authorKeys(fp.Authors))
		s.AuthorTP += tp
		s.AuthorFN += len(gp.Authors) - tp
		s.AuthorFP += len(fp.Authors) - tp
		ok := slices.Equal(keys(gp.Authors), authorKeys(fp.Authors))
		if ok {
			s.Order++
		}
		s.Pairs = append(s.Pairs, Pair{Gold: gp, Got: fp, AuthorsOK: ok})
		if gp.Year == fp.Year {
			s.Year++
		}
		if venueAgrees(gp.Venue, fp) {
			s.Venue++
		}
		if kindAgrees(gp.Kind, fp.Kind) {
			s.Kind++
		}
		if equalAgrees(gp.Equal, fp.Authors) {
			s.Equal++
		}
		if g.Owner != "" && slices.ContainsFunc(gp.Authors, func(a string) bool { return sameOwner(g.Owner, a) }) {
			s.OwnerEligible++
			if got.OwnerLinked[norm.Words(fp.Title)] {
				s.OwnerLinked++
			}
		}
	}
	for fi, fp := range found {
		if !fm[fi] {
			s.Invented = append(s.Invented, fp)
			s.AuthorFP += len(fp.Authors)
		}
	}

	s.OwnerGold = g.Owner != ""
	s.OwnerOK = ownerAgrees(g.Owner, got.Owner)
	// Advisors are people, not mentions: an advisor named under two
	// degrees is found once, as the scorer of the blind sets counts.
	wantAdv, gotAdv := make(map[string]bool), make(map[string]bool)
	for _, a := range g.Advisors {
		wantAdv[norm.Key(a)] = true
	}
	for i, a := range got.Advisors {
		// As the blind sets' scorer: only the advisors attached to the
		// owner the gold names count, found or extra.
		if i < len(got.AdvisorOf) && norm.Key(got.AdvisorOf[i]) != norm.Key(g.Owner) {
			continue
		}
		gotAdv[norm.Key(a)] = true
	}
	s.AdvisorsGold = len(wantAdv)
	for k := range gotAdv {
		if wantAdv[k] {
			s.AdvisorsFound++
		} else {
			s.AdvisorsExtra++
		}
	}
	return s
}

func keys(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = norm.Key(n)
	}
	return out
}

func authorKeys(as []pub.Author) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = norm.Key(a.Name)
	}
	return out
}

func multisetOverlap(a, b []string) int {
	count := make(map[string]int, len(a))
	for _, k := range a {
		count[k]++
	}
	n := 0
	for _, k := range b {
		if count[k] > 0 {
			count[k]--
			n++
		}
	}
	return n
}

// venueAgrees: no venue on either side, or one folded venue inside the
// other (a found "Proc. IEEE INFOCOM" holds the gold "INFOCOM").
func venueAgrees(gold string, p pub.Publication) bool {
	g := norm.Key(gold)
	if g == "" {
		return norm.Key(p.Venue) == "" && norm.Key(p.VenueText) == ""
	}
	for _, v := range []string{p.Venue, p.VenueText} {
		k := norm.Key(v)
		if k == "" {
			continue
		}
		if k == g || (len(g) >= 3 && strings.Contains(k, g)) || (len(k) >= 3 && strings.Contains(g, k)) {
			return true
		}
	}
	return false
}

// kindAgrees compares kinds; a status the reader keeps apart ("under
// review") is what the gold calls a preprint.
func kindAgrees(gold string, got pub.Kind) bool {
	if got == pub.KindUnderReview {
		got = pub.KindPreprint
	}
	return gold == string(got) || (gold == "" && got == "")
}

func equalAgrees(gold []string, got []pub.Author) bool {
	var g, f []string
	for _, n := range gold {
		g = append(g, norm.Key(n))
	}
	for _, a := range got {
		if a.Equal {
			f = append(f, norm.Key(a.Name))
		}
	}
	slices.Sort(g)
	slices.Sort(f)
	return slices.Equal(g, f)
}

// OwnerLink is the share of the eligible publications linked to the
// owner, 1 when none is eligible.
func (s *Score) OwnerLink() float64 {
	if s.OwnerEligible == 0 {
		return 1
	}
	return float64(s.OwnerLinked) / float64(s.OwnerEligible)
}

// sameOwner says whether a gold byline name is the owner's, as the
// blind sets' scorer decides it: the same surname and the same first
// initial.
func sameOwner(owner, name string) bool {
	o, n := strings.Fields(norm.Words(owner)), strings.Fields(norm.Words(name))
	if len(o) == 0 || len(n) == 0 {
		return false
	}
	return norm.Key(o[len(o)-1]) == norm.Key(n[len(n)-1]) && o[0][0] == n[0][0]
}

func ownerAgrees(gold, got string) bool {
	return norm.Key(gold) == norm.Key(got)
}
