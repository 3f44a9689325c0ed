package graph

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

func TestFindCandidates(t *testing.T) {
	var recs []pub.Record
	add := func(title string, authors ...pub.Author) {
		recs = append(recs, pubRec("in.bib", len(recs)+1, pub.Publication{Title: title, Year: 2020, Kind: pub.KindJournal, Authors: authors}))
	}
	add("p1", names("Tianqi Chen", "Ann Lee", "Bo Kim")...) // people are numbered by spelling
	add("p2", names("Tao Chen")...)                         //
	add("p3", names("T. Chen", "Ann Lee", "Bo Kim")...)     // T. Chen: 2 co-authors shared with Tianqi
	add("p4", names("Tianqu Chen")...)                      // a typo of Tianqi
	add("p5", pub.Author{Name: "Wei Wang", ORCID: "0000-0001-0000-0001"})
	add("p6", pub.Author{Name: "Wei Wang", ORCID: "0000-0001-0000-0002"}) // different ORCIDs, no candidate
	add("p7", pub.Author{Name: "Manish Singh", DBLP: "Manish Singh 0001"})
	add("p8", pub.Author{Name: "Manish Singh", DBLP: "Manish Singh 0002"})
	add("p9", names("Manish Singh")...) // which one?
	add("p10", names("Zhihao Jia")...)  // nobody near
	c := build(t, nil, recs...)
	if got := len(c.People); got != 12 {
		t.Fatalf("got %d people, want 12: %v", got, peopleOf(c))
	}
	var got []string
	for _, cand := range c.Candidates {
		got = append(got, fmt.Sprintf("%s ~ %s %.3f %s", c.People[cand.A].Name, c.People[cand.B].Name, cand.Score, cand.Reason))
	}
	want := []string{
		"Manish Singh ~ Manish Singh 1.000 same name",
		"Manish Singh ~ Manish Singh 1.000 same name",
		"Tianqi Chen ~ Tianqu Chen 0.964 similar names (Jaro–Winkler 0.964)",
		// "tao chen" and "t chen" are close strings as well.
		"T. Chen ~ Tao Chen 0.925 similar names (Jaro–Winkler 0.925); initials consistent with both",
		"T. Chen ~ Tianqi Chen 0.920 initials consistent with both; consistent names, 2 shared co-authors",
		"T. Chen ~ Tianqu Chen 0.800 initials consistent with both",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("candidates (-want +got):\n%s", diff)
	}
	for i, cand := range c.Candidates {
		if cand.A >= cand.B {
			t.Errorf("candidate %d: A %d ≥ B %d", i, cand.A, cand.B)
		}
	}
}

// TestFindCandidatesLargeBlock checks that a block too large for all
// pairs still finds neighbours in name order, and that the list is capped.
func TestFindCandidatesLargeBlock(t *testing.T) {
	var recs []pub.Record
	for i := range fullBlock + 50 {
		// "Wei Aaa Wang", "Wei Aab Wang", ...: every neighbour in name
		// order is similar.
		name := fmt.Sprintf("Wei %c%c%c Wang", 'A'+i/676%26, 'a'+i/26%26, 'a'+i%26)
		recs = append(recs, pubRec("in.bib", i+1, pub.Publication{Title: name, Authors: names(name)}))
	}
	c := build(t, nil, recs...)
	if len(c.Candidates) == 0 {
		t.Fatal("no candidates in a large block")
	}
	if len(c.Candidates) > (fullBlock+50)*window {
		t.Errorf("got %d candidates, more than the window allows", len(c.Candidates))
	}
	for _, cand := range c.Candidates {
		if cand.Score < similarNames {
			t.Errorf("candidate %+v below threshold", cand)
		}
	}
}
