package graph

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// syntheticIdentities makes n DBLP-like identities: given names and
// surnames drawn from small pools so that blocks are large, 5% written
// with an initial, 2% in capitals, 10% with an ORCID.
func syntheticIdentities(n int) []Identity {
	rng := rand.New(rand.NewPCG(7, 11))
	syll := []string{"an", "bo", "chen", "da", "el", "fei", "gu", "hao", "in", "jun", "ka", "li", "min", "na", "ou", "pei", "qi", "ran", "si", "tao", "wei", "xin", "yu", "zhi"}
	word := func(parts int) string {
		s := ""
		for range parts {
			s += syll[rng.IntN(len(syll))]
		}
		return string(s[0]-'a'+'A') + s[1:]
	}
	surnames := make([]string, 20000)
	for i := range surnames {
		surnames[i] = word(1 + rng.IntN(3))
	}
	ids := make([]Identity, n)
	for i := range ids {
		given, surname := word(1+rng.IntN(3)), surnames[int(float64(len(surnames))*rng.Float64()*rng.Float64())]
		name := given + " " + surname
		switch r := rng.IntN(100); {
		case r < 5:
			name = given[:1] + ". " + surname
		case r < 7:
			name = fmt.Sprintf("%s %s", given, surname)
			name = string([]rune(name)) // keep
		}
		id := Identity{Name: name}
		if rng.IntN(10) == 0 {
			id.ORCID = fmt.Sprintf("0000-0000-%04d-%04d", rng.IntN(10000), rng.IntN(10000))
		}
		ids[i] = id
	}
	return ids
}

// BenchmarkResolveIdentities measures resolution of 1M identities; DBLP's
// 3.5M scale linearly (blocks are bounded by the name pools here, not by n).
func BenchmarkResolveIdentities(b *testing.B) {
	ids := syntheticIdentities(1_000_000)
	counts := make([]int, len(ids))
	b.ReportAllocs()
	for b.Loop() {
		res, err := resolveIdentities(ids, counts, nil, nil, nil)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(res.people), "people")
		b.ReportMetric(float64(len(res.merges)), "merges")
	}
}

// BenchmarkDedupePublications measures merging 1M publications of which
// a tenth are listed twice.
func BenchmarkDedupePublications(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 5))
	var pubs []Publication
	for i := range 900_000 {
		p := Publication{Title: fmt.Sprintf("Title number %d", i), Year: int32(1990 + rng.IntN(35)),
			Authors: []Authorship{{Person: int32(rng.IntN(300_000))}, {Person: int32(rng.IntN(300_000))}}, Sources: sources(fmt.Sprintf("a:%d", i))}
		pubs = append(pubs, p)
		if i%9 == 0 {
			q := p
			q.Title = fmt.Sprintf("TITLE NUMBER %d.", i)
			q.Sources = sources(fmt.Sprintf("b:%d", i))
			pubs = append(pubs, q)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		out, _, _ := dedupePublications(pubs, testInputs)
		b.ReportMetric(float64(len(out)), "pubs")
	}
}

// BenchmarkFindCandidates measures the candidate search over 1M people
// with DBLP-like names and no co-authorships.
func BenchmarkFindCandidates(b *testing.B) {
	ids := syntheticIdentities(1_000_000)
	c := &Corpus{People: make([]Person, len(ids))}
	for i, id := range ids {
		c.People[i] = Person{ID: int32(i), Name: id.Name}
	}
	b.ReportAllocs()
	for b.Loop() {
		b.ReportMetric(float64(len(findCandidates(c))), "candidates")
	}
}
