package analysis

import (
	"testing"

	gocmp "github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/graph"
)

func TestNewProfile(t *testing.T) {
	c := conflictCorpus(t)
	m := must(Compute(bg, c.CoauthorGraph(graph.ByPapers), MetricsOptions{Seed: 1}))
	ann := c.PersonByName("Ann Lee")[0]
	pr := NewProfile(c, m, ann)
	want := Profile{
		ID: ann, Name: "Ann Lee", Papers: 2,
		Years:        []YearCount{{Year: 2018, Papers: 1, NewCollaborators: 1}, {Year: 2024, Papers: 1, NewCollaborators: 0}},
		Coauthors:    []CoauthorCount{{Name: "Bo Chen", Papers: 2, First: 2018, Last: 2024}},
		Advisors:     []string{"Gil Ho (advisor)", "Hal Ives (mentor)"},
		Institutions: []string{"Uni A, 2020–present (employment)"},
		Community:    m.Communities.Community[ann],
		Publications: []string{"2018. P2018.  " + string(c.Publications[0].Kind), "2024. P2024.  " + string(c.Publications[1].Kind)},
	}
	ignore := gocmp.FilterPath(func(p gocmp.Path) bool { return p.Last().String() == ".Centrality" }, gocmp.Ignore())
	if diff := gocmp.Diff(want, pr, ignore); diff != "" {
		t.Errorf("profile (-want +got):\n%s", diff)
	}
	// Ann has one co-author, as have Cy, Dee and Eve; Bo has two.
	if got := pr.Centrality["degree"]; got != (RankedValue{Value: 1, Rank: 2}) {
		t.Errorf("degree = %+v, want value 1, rank 2 (after Bo)", got)
	}
	for _, k := range ProfileMeasures {
		if _, ok := pr.Centrality[k]; !ok {
			t.Errorf("no %s in the profile", k)
		}
	}
	gil := NewProfile(c, m, c.PersonByName("Gil Ho")[0])
	if diff := gocmp.Diff([]string{"Ann Lee (advisor)", "Bo Chen (advisor)"}, gil.Advisees); diff != "" || gil.Papers != 0 || len(gil.Years) != 0 {
		t.Errorf("Gil: advisees (-want +got):\n%s; papers %d, years %v", diff, gil.Papers, gil.Years)
	}
}

func TestEgoNetwork(t *testing.T) {
	// A path 0–1–2–3–4 with a spur 1–5.
	g := graph.NewUndirected(6, []graph.WeightedPair{{U: 0, V: 1}, {U: 1, V: 2}, {U: 2, V: 3}, {U: 3, V: 4}, {U: 1, V: 5}})
	pr := []float64{0.1, 0.3, 0.2, 0.15, 0.1, 0.05}
	tests := []struct {
		ego, depth, top int
		want            []int
	}{
		{2, 1, 0, []int{1, 2, 3}},
		{2, 2, 0, []int{0, 1, 2, 3, 4, 5}},
		{0, 2, 0, []int{0, 1, 2, 5}},
		{0, 2, 3, []int{0, 1, 2}}, // nearest first, then by PageRank: 2 before 5
		{4, 9, 2, []int{3, 4}},
	}
	for _, tt := range tests {
		if got := EgoNetwork(g, pr, tt.ego, tt.depth, tt.top); !gocmp.Equal(tt.want, got) {
			t.Errorf("EgoNetwork(ego %d, depth %d, top %d) = %v, want %v", tt.ego, tt.depth, tt.top, got, tt.want)
		}
	}
}

func TestLinkingPapers(t *testing.T) {
	c := conflictCorpus(t)
	id := func(name string) int { return c.PersonByName(name)[0] }
	got := LinkingPapers(c)
	if p := got[PairKey(id("Bo Chen"), id("Ann Lee"))]; p.Title != "P2024" {
		t.Errorf("Ann–Bo linked by %q, want the latest, P2024", p.Title)
	}
	if _, ok := got[PairKey(id("Ann Lee"), id("Cy Diaz"))]; ok {
		t.Errorf("Ann–Cy linked, but they share no paper")
	}
}
