package accuracy

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/pubgraph/pubgraph/graph"
)

// TestCommitteeOf checks the evidence rule on a corpus made by hand: a
// person in two documents is supported by a co-author they have in both,
// and a stranger otherwise.
func TestCommitteeOf(t *testing.T) {
	pubOf := func(input int32, people ...int32) graph.Publication {
		p := graph.Publication{Sources: []graph.Source{{Input: input}}}
		for _, x := range people {
			p.Authors = append(p.Authors, graph.Authorship{Person: x})
		}
		return p
	}
	c := &graph.Corpus{
		People: []graph.Person{{Name: "Ann Lee"}, {Name: "Bo Chen"}, {Name: "X. Li"}, {Name: "Cy Dow"}, {Name: "Di Eng"}},
		Inputs: []string{"/cvs/one.txt", "/cvs/two.txt", "/cvs/site/a.md", "/cvs/site/b.md"},
		Publications: []graph.Publication{
			pubOf(0, 0, 1), pubOf(1, 0, 1), // Ann Lee and Bo Chen in both CVs, together: supported
			pubOf(0, 2, 3), pubOf(1, 2, 4), // X. Li with different co-authors: a stranger
			pubOf(2, 3), pubOf(3, 3), // one folder's pages are one document: Cy Dow spans one.txt and site
		},
	}
	// The owner of the pages of one site folder, given as an input, spans
	// them with the evidence of being their owner.
	site := &graph.Corpus{
		People:       []graph.Person{{Name: "Ann Lee", Owner: true}, {Name: "Bo Chen"}},
		Inputs:       []string{"/sites/a.md", "/sites/b.md"},
		Publications: []graph.Publication{pubOf(0, 0), pubOf(1, 0, 1)},
	}
	if r := committeeOf(site, []string{"/sites"}); r.Spanning != 1 || len(r.Strangers) != 0 {
		t.Errorf("a site's owner across its pages: spanning %d, strangers %+v; want 1 and none", r.Spanning, r.Strangers)
	}
	site.People[0].Owner = false
	if r := committeeOf(site, []string{"/sites"}); len(r.Strangers) != 1 {
		t.Errorf("a person not the owner across a site's pages with no shared co-author: strangers %+v, want them", r.Strangers)
	}
	r := committeeOf(c, []string{"/cvs"})
	if r.Spanning != 4 {
		t.Errorf("spanning = %d, want 4 (Ann Lee, Bo Chen, X. Li, Cy Dow)", r.Spanning)
	}
	if len(r.Strangers) != 2 || r.Strangers[0].Name != "Cy Dow" || r.Strangers[1].Name != "X. Li" {
		t.Fatalf("strangers = %+v, want Cy Dow and X. Li", r.Strangers)
	}
	if got := r.Strangers[0].Documents; len(got) != 2 || got[0] != filepath.Join("cvs", "one.txt") || got[1] != filepath.Join("cvs", "site") {
		t.Errorf("Cy Dow's documents = %v, want cvs/one.txt and cvs/site", got)
	}
}

// TestCommitteeInitials reads two unrelated CVs whose bylines share an
// initials-only name with different co-authors: the name must stay two
// people, so nobody spans the two documents.
func TestCommitteeInitials(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("one.txt", "Ann B. Lee\nCurriculum Vitae\n\nPublications\n\n"+
		"1. A. B. Lee and X. Li. Tidal pools at dawn. Journal of Tides, 12:1-9, 2020.\n"+
		"2. A. B. Lee and Q. Roe. Sand bars in winter. Coastal Letters, 3:4-5, 2019.\n")
	write("two.txt", "Bo Chen\nCurriculum Vitae\n\nPublications\n\n"+
		"1. B. Chen and X. Li. Graph colouring by hand. Journal of Graphs, 7:10-19, 2021.\n"+
		"2. B. Chen and R. Poe. Trees and their leaves. Graph Letters, 2:1-3, 2018.\n")
	r, err := Committee(context.Background(), []string{dir})
	if err != nil {
		t.Fatal(err)
	}
	if r.Spanning != 0 || len(r.Strangers) != 0 {
		t.Errorf("spanning %d, strangers %+v; want nobody joined across the two CVs", r.Spanning, r.Strangers)
	}
}

// TestCompareAdvisorOf: an advisor attached to someone other than the
// gold's owner (a second node for the owner, or a co-author) is neither
// found nor extra, as the blind sets' scorer counts.
func TestCompareAdvisorOf(t *testing.T) {
	gold := &Gold{Owner: "Ann Lee", Advisors: []string{"Bo Chen", "Cy Dow"}}
	got := &Got{Advisors: []string{"Bo Chen", "Cy Dow", "Di Eng"}, AdvisorOf: []string{"Ann Lee", "Ann Lee (2)", "ann lee"}}
	s := Compare(gold, got)
	if s.AdvisorsFound != 1 || s.AdvisorsExtra != 1 {
		t.Errorf("advisors found %d extra %d, want 1 and 1", s.AdvisorsFound, s.AdvisorsExtra)
	}
}
