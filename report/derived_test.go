package report

import (
	stdcmp "cmp"
	"context"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

// TestRankingOrder checks Ranking against sorting ids that look their
// scores up, on scores with ties, zeros of both signs, NaN and
// infinities: decreasing score, ties by id.
func TestRankingOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	special := []float64{0, math.Copysign(0, -1), math.NaN(), math.Inf(1), math.Inf(-1), 0.5, 0.25}
	for _, n := range []int{0, 1, 2, 17, 5000} {
		scores := make([]float64, n)
		for i := range scores {
			if r.IntN(3) == 0 {
				scores[i] = special[r.IntN(len(special))]
			} else {
				scores[i] = r.Float64()
			}
		}
		ids := make([]int, n)
		for i := range ids {
			ids[i] = i
		}
		want := slices.Clone(ids)
		slices.SortFunc(want, func(a, b int) int {
			return stdcmp.Or(-stdcmp.Compare(scores[a], scores[b]), stdcmp.Compare(a, b))
		})
		got := Ranking(&analysis.Metrics{PageRank: scores})
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%d people (-want +Ranking):\n%s", n, diff)
		}
	}
}

// TestYearSpanFromPublications checks that reading the publications alone
// gives each person the years that reading their edges as well gives, on
// a built corpus with papers over the byline limit (no edges), papers
// without a year and years past the edges' range; and that a network
// without publications takes its years from the edges.
func TestYearSpanFromPublications(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 9))
	b := graph.NewBuilder()
	for i := range 400 {
		p := &pub.Publication{Title: fmt.Sprintf("Paper %d", i), Kind: pub.KindJournal, Pos: pub.Position{File: "a.bib", Line: i + 1}}
		switch r.IntN(6) {
		case 0: // no year
		case 1:
			p.Year = 40000 // past an edge's int16 years
		default:
			p.Year = 1990 + r.IntN(30)
		}
		for range 1 + r.IntN(7) {
			p.Authors = append(p.Authors, pub.Author{Name: fmt.Sprintf("Person %c%c", 'A'+r.IntN(26), 'a'+r.IntN(3))})
		}
		if err := b.Add(pub.Record{Publication: p}); err != nil {
			t.Fatal(err)
		}
	}
	c, err := b.Build(context.Background(), graph.BuildOptions{MaxAuthors: 5})
	if err != nil {
		t.Fatal(err)
	}
	if c.Hyperauthored == 0 || c.Edges.Len() == 0 {
		t.Fatalf("%d hyperauthored papers, %d edges: the test data miss a case", c.Hyperauthored, c.Edges.Len())
	}
	// withEdges is YearSpan reading the edges too.
	withEdges := func(c *graph.Corpus) (first, last []int) {
		first, last = make([]int, len(c.People)), make([]int, len(c.People))
		see := func(p, y int) {
			if y > 0 {
				if first[p] == 0 || y < first[p] {
					first[p] = y
				}
				last[p] = max(last[p], y)
			}
		}
		for _, pb := range c.Publications {
			for _, a := range pb.Authors {
				see(int(a.Person), int(pb.Year))
			}
		}
		for _, e := range c.Edges.All() {
			for _, p := range []int{int(e.U), int(e.V)} {
				see(p, int(e.FirstYear))
				see(p, int(e.LastYear))
			}
		}
		return first, last
	}
	network := &graph.Corpus{People: make([]graph.Person, 3),
		Edges: graph.NewCoauthorships(3, []graph.Edge{{U: 0, V: 1, FirstYear: 2001, LastYear: 2004}, {U: 1, V: 2, FirstYear: 1999, LastYear: 1999}})}
	for name, c := range map[string]*graph.Corpus{"built": c, "network": network} {
		wantFirst, wantLast := withEdges(c)
		first, last := YearSpan(Data{Corpus: c})
		if diff := cmp.Diff(wantFirst, first); diff != "" {
			t.Errorf("%s: first years (-want +got):\n%s", name, diff)
		}
		if diff := cmp.Diff(wantLast, last); diff != "" {
			t.Errorf("%s: last years (-want +got):\n%s", name, diff)
		}
	}
}

// TestTopVenues checks the venues of community labels against counting
// them in a map per community and sorting each (as sortedCounts does),
// on venues with tied counts, names longer than a label takes and
// bylines whose authors share communities.
func TestTopVenues(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	venues := []string{"", "OSDI", "SOSP", "NSDI", "ATC", "EuroSys", "A Venue Name Longer Than 24 Bytes", "Exactly Twenty-Four Byte", "Twenty-Five Bytes Exactly"}
	// Few publications make tied counts; many make long lists.
	for _, pubs := range []int{40, 3000} {
		const people, communities = 300, 9
		c := &graph.Corpus{People: make([]graph.Person, people)}
		for range pubs {
			p := graph.Publication{Venue: venues[r.IntN(len(venues))]}
			for range 1 + r.IntN(5) {
				p.Authors = append(p.Authors, graph.Authorship{Person: int32(r.IntN(people))})
			}
			c.Publications = append(c.Publications, p)
		}
		comm := make([]int, people)
		for i := range comm {
			comm[i] = r.IntN(communities - 1) // the last community has no publications
		}
		want := make([][]string, communities)
		for k := range communities {
			counts := make(map[string]int)
			for _, p := range c.Publications {
				if p.Venue == "" {
					continue
				}
				for _, a := range p.Authors {
					if comm[a.Person] == k {
						counts[p.Venue]++
						break
					}
				}
			}
			names := slices.Collect(maps.Keys(counts))
			slices.SortFunc(names, func(a, b string) int {
				return stdcmp.Or(stdcmp.Compare(counts[b], counts[a]), strings.Compare(a, b))
			})
			for _, name := range names {
				if len(want[k]) < 3 && len(name) <= 24 {
					want[k] = append(want[k], name)
				}
			}
		}
		if diff := cmp.Diff(want, topVenues(c, comm, communities)); diff != "" {
			t.Errorf("%d publications: venues (-want +got):\n%s", pubs, diff)
		}
	}
}
