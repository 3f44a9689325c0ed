package analysis

import (
	"testing"

	gocmp "github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

// conflictCorpus: Ann is Gil's student (advisor relation stated at
// Uni A, line 3) and Hal's mentee; Ann and Bo wrote P2018 and P2024; Bo
// and Cy wrote P2010; Bo is Gil's student too; Ann is at Uni A
// 2020–present, Cy at Uni A 2015–2019, Dee at Uni A from 2026.
func conflictCorpus(t *testing.T) *graph.Corpus {
	t.Helper()
	b := graph.NewBuilder()
	pos := func(line int) pub.Position { return pub.Position{File: "cv", Line: line} }
	paper := func(title string, year int, names ...string) {
		p := &pub.Publication{Title: title, Year: year, Pos: pos(1)}
		for _, n := range names {
			p.Authors = append(p.Authors, pub.Author{Name: n})
		}
		b.Add(pub.Record{Publication: p})
	}
	paper("P2018", 2018, "Ann Lee", "Bo Chen")
	paper("P2024", 2024, "Ann Lee", "Bo Chen")
	paper("P2010", 2010, "Bo Chen", "Cy Diaz")
	paper("Solo", 2024, "Dee Evans", "Eve Fox")
	b.Add(pub.Record{Relation: &pub.Relation{Person: "Ann Lee", Kind: pub.Advisor, Other: "Gil Ho", Organization: "Uni A", Pos: pos(3)}})
	b.Add(pub.Record{Relation: &pub.Relation{Person: "Ann Lee", Kind: pub.Mentor, Other: "Hal Ives", Pos: pos(4)}})
	b.Add(pub.Record{Relation: &pub.Relation{Person: "Bo Chen", Kind: pub.Advisor, Other: "Gil Ho", Pos: pos(5)}})
	aff := func(who string, start, end int, current bool) {
		b.Add(pub.Record{Affiliation: &pub.Affiliation{Person: who, Organization: "Uni A", Kind: pub.Employment,
			Start: start, End: end, Current: current, Pos: pos(6)}})
	}
	aff("Ann Lee", 2020, 0, true)
	aff("Cy Diaz", 2015, 2019, false)
	aff("Dee Evans", 2026, 0, true)
	c, err := b.Build(bg, graph.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestFindConflicts(t *testing.T) {
	c := conflictCorpus(t)
	id := func(name string) int { return c.PersonByName(name)[0] }
	ann, bo, cy, dee, gil, hal := id("Ann Lee"), id("Bo Chen"), id("Cy Diaz"), id("Dee Evans"), id("Gil Ho"), id("Hal Ives")
	everyone := []int{ann, bo, cy, dee, gil, hal}
	type pair struct {
		A, B    string
		Reasons []string
	}
	tests := []struct {
		name   string
		as, bs []int
		rules  ConflictRules
		want   []pair
	}{
		{"as of 2025, two years", everyone, everyone, ConflictRules{AsOf: 2025, Years: 2}, []pair{
			{"Ann Lee", "Bo Chen", []string{"coauthor"}},
			{"Ann Lee", "Gil Ho", []string{"advisor", "institution"}}, // Gil is taken to be where Ann is
			{"Ann Lee", "Hal Ives", []string{"advisor"}},              // a mentor counts as an advisor
			{"Bo Chen", "Gil Ho", []string{"advisor"}},                // no institution: Bo's is not known
		}},
		{"as of 2019, one year: P2018 counts, Ann not yet at Uni A", []int{ann, bo, cy}, []int{ann, bo, cy}, ConflictRules{AsOf: 2019, Years: 1}, []pair{
			{"Ann Lee", "Bo Chen", []string{"coauthor"}},
		}},
		{"as of 2026: Dee arrives, Cy long gone", []int{dee, cy}, []int{ann}, ConflictRules{AsOf: 2026, Years: 0}, []pair{
			{"Dee Evans", "Ann Lee", []string{"institution"}},
		}},
		{"shared advisor", []int{ann}, []int{bo}, ConflictRules{AsOf: 2030, Years: 0, SharedAdvisor: true}, []pair{
			{"Ann Lee", "Bo Chen", []string{"shared-advisor"}},
		}},
		{"nobody against themselves, each pair once", []int{ann, bo}, []int{bo, ann}, ConflictRules{AsOf: 2024, Years: 0}, []pair{
			{"Ann Lee", "Bo Chen", []string{"coauthor"}},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []pair
			for _, cf := range FindConflicts(c, tt.as, tt.bs, tt.rules) {
				got = append(got, pair{cf.A, cf.B, cf.Reasons})
			}
			if diff := gocmp.Diff(tt.want, got); diff != "" {
				t.Errorf("conflicts (-want +got):\n%s", diff)
			}
		})
	}
}

// TestFindConflictsEvidence checks what each reason carries.
func TestFindConflictsEvidence(t *testing.T) {
	c := conflictCorpus(t)
	id := func(name string) int { return c.PersonByName(name)[0] }
	found := FindConflicts(c, []int{id("Ann Lee")}, []int{id("Gil Ho"), id("Bo Chen")}, ConflictRules{AsOf: 2024, Years: 6, SharedAdvisor: true})
	var got []Evidence
	for _, cf := range found {
		for _, ev := range cf.Evidence {
			ev.PubID, ev.Other = nil, nil // ids depend on the build; checked below
			got = append(got, ev)
		}
	}
	want := []Evidence{
		{Reason: "advisor", Relation: "advisor", Organization: "Uni A", Source: "cv:3", Detail: "Gil Ho is Ann Lee's advisor (cv:3)"},
		{Reason: "institution", Year: 2024, Organization: "Uni A", Detail: "both at Uni A in 2024"},
		{Reason: "coauthor", Year: 2018, Title: "P2018", Detail: `co-authored "P2018" (2018)`},
		{Reason: "coauthor", Year: 2024, Title: "P2024", Detail: `co-authored "P2024" (2024)`},
		{Reason: "shared-advisor", Relation: "advisor", Detail: "both advised by Gil Ho"},
	}
	if diff := gocmp.Diff(want, got); diff != "" {
		t.Errorf("evidence (-want +got):\n%s", diff)
	}
	for _, cf := range found {
		for _, ev := range cf.Evidence {
			if ev.Reason == "coauthor" && (ev.PubID == nil || c.Publications[*ev.PubID].Title != ev.Title) {
				t.Errorf("coauthor evidence %q: pub_id %v does not name the paper", ev.Title, ev.PubID)
			}
			if ev.Reason == "shared-advisor" && (ev.Other == nil || *ev.Other != id("Gil Ho")) {
				t.Errorf("shared-advisor evidence: other_id %v, want Gil Ho's", ev.Other)
			}
		}
	}
}

func TestLatestYear(t *testing.T) {
	if got := LatestYear(conflictCorpus(t)); got != 2024 {
		t.Errorf("LatestYear = %d, want 2024 (papers; open affiliations have no end)", got)
	}
}
