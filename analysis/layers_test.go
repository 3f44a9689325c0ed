package analysis

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

// layerCorpus: Ann and Bo are students of Gil (siblings) who never wrote
// together; Ann published at OSDI with Cy, Bo at OSDI and SOSP with Dee;
// Ann and Bo were both at KAIST, Ann 2015–2019, Bo 2018–present; Cy was at
// KAIST 2001–2003.
func layerCorpus(t *testing.T) *graph.Corpus {
	t.Helper()
	b := graph.NewBuilder()
	pos := pub.Position{File: "x", Line: 1}
	pb := func(title, venue string, names ...string) {
		p := &pub.Publication{Title: title, Venue: venue, Year: 2020, Pos: pos}
		for _, n := range names {
			p.Authors = append(p.Authors, pub.Author{Name: n})
		}
		b.Add(pub.Record{Publication: p})
	}
	pb("P1", "OSDI", "Ann Lee", "Cy Diaz")
	pb("P2", "OSDI", "Bo Chen", "Dee Evans")
	pb("P3", "SOSP", "Bo Chen", "Dee Evans")
	for _, s := range []string{"Ann Lee", "Bo Chen"} {
		b.Add(pub.Record{Relation: &pub.Relation{Person: s, Kind: pub.Advisor, Other: "Gil Ho", Pos: pos}})
	}
	aff := func(who, org string, start, end int, current bool) {
		b.Add(pub.Record{Affiliation: &pub.Affiliation{Person: who, Organization: org, Kind: pub.Education, Start: start, End: end, Current: current, Pos: pos}})
	}
	aff("Ann Lee", "KAIST", 2015, 2019, false)
	aff("Bo Chen", "Korea Advanced Institute of Science and Technology (KAIST)", 2018, 0, true)
	aff("Cy Diaz", "KAIST", 2001, 2003, false)
	c, err := b.Build(bg, graph.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestBuildLayers(t *testing.T) {
	c := layerCorpus(t)
	id := func(name string) int { return c.PersonByName(name)[0] }
	ann, bo, cy, dee, gil := id("Ann Lee"), id("Bo Chen"), id("Cy Diaz"), id("Dee Evans"), id("Gil Ho")
	type tie struct {
		U, V   int
		Weight float64
	}
	got := map[string][]tie{}
	layers := must(BuildLayers(bg, c, LayerOptions{}))
	if w, ok := layers[0].Graph.EdgeWeight(bo, dee); layers[0].Name != LayerCoauthor || !ok || w != 2 {
		t.Errorf("co-authorship layer: Bo–Dee weight %v (%v), want 2", w, ok)
	}
	for _, l := range layers {
		if l.Graph.Order() != len(c.People) {
			t.Errorf("layer %s has %d nodes, want %d", l.Name, l.Graph.Order(), len(c.People))
		}
		for _, e := range l.Edges {
			got[l.Name] = append(got[l.Name], tie{e.U, e.V, e.Weight})
		}
	}
	pair := func(a, b int, w float64) tie {
		if a > b {
			a, b = b, a
		}
		return tie{a, b, w}
	}
	want := map[string][]tie{
		// Advisor–advisee ties and the two siblings.
		LayerAdvisor: {pair(ann, bo, 1), pair(ann, gil, 1), pair(bo, gil, 1)},
		// Venue sets: Ann {OSDI}, Bo {OSDI, SOSP}, Cy {OSDI}, Dee {OSDI, SOSP}.
		LayerVenue: {pair(ann, bo, 0.5), pair(ann, cy, 1), pair(ann, dee, 0.5), pair(bo, cy, 0.5), pair(bo, dee, 1), pair(cy, dee, 0.5)},
		// Ann and Bo overlap at KAIST in 2018–2019; Cy's years do not overlap.
		LayerInstitution: {pair(ann, bo, 1)},
	}
	for _, ties := range want {
		slices.SortFunc(ties, func(a, b tie) int { return cmp.Compare(a.U, b.U)*2 + cmp.Compare(a.V, b.V) })
	}
	if diff := gocmp.Diff(want, got); diff != "" {
		t.Errorf("layers (-want +got):\n%s", diff)
	}
}

func TestConnections(t *testing.T) {
	c := layerCorpus(t)
	ann, bo := c.PersonByName("Ann Lee")[0], c.PersonByName("Bo Chen")[0]
	ties := Connections(c, c.CoauthorGraph(graph.Unweighted), []int{ann, bo})
	if len(ties) != 1 {
		t.Fatalf("%d ties, want 1", len(ties))
	}
	got := ties[0]
	if got.Distance != -1 || len(got.Coauthors) != 0 {
		t.Errorf("distance %d with %d shared co-authors, want -1 and none", got.Distance, len(got.Coauthors))
	}
	if diff := gocmp.Diff([]string{"OSDI"}, got.Venues); diff != "" {
		t.Errorf("venues (-want +got):\n%s", diff)
	}
	if len(got.Institutions) != 1 || len(got.Advisors) != 1 || got.Jaccard != 0.5 {
		t.Errorf("institutions %v, advisors %v, Jaccard %v; want one each and 0.5", got.Institutions, got.Advisors, got.Jaccard)
	}
}

func TestTopSimilar(t *testing.T) {
	c := layerCorpus(t)
	sims := TopSimilar(must(BuildLayers(bg, c, LayerOptions{})), 2)
	ann, bo := c.PersonByName("Ann Lee")[0], c.PersonByName("Bo Chen")[0]
	// Ann–Bo: advisor 1/1 + venue 0.5/1 + institution 1/1 = 2.5, the most.
	if len(sims) != 2 || sims[0].U != min(ann, bo) || sims[0].V != max(ann, bo) || sims[0].Score != 2.5 {
		t.Errorf("top pair %+v, want Ann–Bo with score 2.5", sims[0])
	}
}

// TestVenueLayerMaxGroup: a venue with more than MaxGroup people joins
// no one, but still counts in everyone's venue set, so the Jaccard
// weight of a pair joined by a small venue does not change.
func TestVenueLayerMaxGroup(t *testing.T) {
	c := layerCorpus(t)
	id := func(name string) int { return c.PersonByName(name)[0] }
	bo, dee := id("Bo Chen"), id("Dee Evans")
	tests := []struct {
		maxGroup int
		want     []LayerEdge
	}{
		// OSDI (4 people) is dropped; Bo and Dee share SOSP, one of the
		// three venues in the union of their sets.
		{3, []LayerEdge{{U: min(bo, dee), V: max(bo, dee), Weight: 1.0 / 3, Evidence: "both publish at SOSP"}}},
		{2, []LayerEdge{{U: min(bo, dee), V: max(bo, dee), Weight: 1.0 / 3, Evidence: "both publish at SOSP"}}},
		{1, []LayerEdge{}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.maxGroup), func(t *testing.T) {
			got := venueLayer(c, tt.maxGroup).Edges
			if diff := gocmp.Diff(tt.want, got); diff != "" {
				t.Errorf("venue ties (-want +got):\n%s", diff)
			}
		})
	}
	// With OSDI kept, all four are joined.
	all := venueLayer(c, 4).Edges
	if len(all) != 6 {
		t.Errorf("MaxGroup 4: %d ties, want 6", len(all))
	}
}

// TestVenueLayerAgainstPersonVenues compares the venue layer with one
// made the plain way, from everyone's PersonVenues, on a corpus of 400
// papers by 80 people at 30 venues of all sizes.
func TestVenueLayerAgainstPersonVenues(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	b := graph.NewBuilder()
	for i := range 400 {
		p := &pub.Publication{Title: fmt.Sprint("Paper ", i), Year: 2000 + i%20, Pos: pub.Position{File: "x", Line: i + 1}}
		if i%13 != 0 { // some papers have no venue
			p.Venue = fmt.Sprint("Venue ", rng.IntN(1+rng.IntN(30)))
		}
		for range 1 + rng.IntN(4) {
			p.Authors = append(p.Authors, pub.Author{Name: fmt.Sprintf("Person %c%c Lastname", 'A'+rng.IntN(9), 'a'+rng.IntN(9))})
		}
		b.Add(pub.Record{Publication: p})
	}
	c, err := b.Build(bg, graph.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	venues := PersonVenues(c)
	for _, maxGroup := range []int{1, 3, 8, 20, 500} {
		members := make(map[string][]int)
		for p, vs := range venues {
			for _, v := range vs {
				members[v.Label] = append(members[v.Label], p)
			}
		}
		var names []string
		for v := range members {
			names = append(names, v)
		}
		slices.Sort(names)
		shared := make(map[[2]int][]string)
		for _, v := range names {
			if ms := members[v]; len(ms) <= maxGroup {
				for i, x := range ms {
					for _, y := range ms[i+1:] {
						shared[[2]int{x, y}] = append(shared[[2]int{x, y}], v)
					}
				}
			}
		}
		want := []LayerEdge{}
		for k, vs := range shared {
			union := len(venues[k[0]]) + len(venues[k[1]]) - len(vs)
			want = append(want, LayerEdge{U: k[0], V: k[1], Weight: float64(len(vs)) / float64(union), Evidence: "both publish at " + strings.Join(vs, ", ")})
		}
		slices.SortFunc(want, func(a, b LayerEdge) int { return cmp.Or(cmp.Compare(a.U, b.U), cmp.Compare(a.V, b.V)) })
		if maxGroup == 8 && len(want) == 0 {
			t.Fatal("no ties at MaxGroup 8: the corpus tests nothing")
		}
		if diff := gocmp.Diff(want, venueLayer(c, maxGroup).Edges); diff != "" {
			t.Errorf("MaxGroup %d: venue ties (-want +got):\n%s", maxGroup, diff)
		}
	}
}
