package accuracy

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/pub"
)

func newPub(title string, authors ...string) pub.Publication {
	p := pub.Publication{Title: title}
	for _, a := range authors {
		p.Authors = append(p.Authors, pub.Author{Name: a})
	}
	return p
}

func TestCompare(t *testing.T) {
	gold := &Gold{
		Owner:    "Ann Lee",
		Advisors: []string{"Bo Chen"},
		Publications: []GoldPub{
			{Title: "Deep Sea Vents and CO₂", Authors: []string{"Ann Lee", "J. K. Zhu"}, Year: 2020, Venue: "JGR", Kind: "journal"},
			{Title: "Deep Sea Vents and CO₂", Authors: []string{"Ann Lee", "J. K. Zhu"}}, // listed twice: counted once
			{Title: "A Second Paper on Something Else", Authors: []string{"Ann Lee", "Cy Dow", "Di Eng"}},
			{Title: "Never Found", Authors: []string{"Ann Lee"}},
		},
	}
	p1 := newPub("Deep sea vents and CO2.", "Ann Lee", "JK Zhu")
	p1.Year, p1.VenueText, p1.Kind = 2020, "J. Geophys. Res. (JGR)", pub.KindJournal
	got := &Got{
		Owner:    "ann lee",
		Advisors: []string{"Bo Chen", "Extra Person", "Bo Chen"}, // named under two degrees: one advisor
		Publications: []pub.Publication{
			p1,
			newPub("A Second Paper on Something Elsewhere", "Cy Dow", "Ann Lee"), // similar enough; order wrong, one author missed
			newPub("Invented Entry", "Zed Zee", "Yo Yu"),
		},
		OwnerLinked: map[string]bool{"deep sea vents and co2": true, "a second paper on something elsewhere": false},
	}
	s := Compare(gold, got)
	checks := []struct {
		name      string
		got, want any
	}{
		{"gold", s.Gold, 3},
		{"found", s.Found, 3},
		{"matched", s.Matched, 2},
		{"author TP", s.AuthorTP, 4},
		{"author FN", s.AuthorFN, 2}, // Di Eng, and Ann Lee of "Never Found"
		{"author FP", s.AuthorFP, 2}, // both authors of the invented entry
		{"order", s.Order, 1},
		{"year", s.Year, 2},   // 2020 = 2020, and no year on either side
		{"venue", s.Venue, 2}, // JGR inside the venue text; none on both sides
		{"kind", s.Kind, 2},
		{"owner", s.OwnerOK, true},
		{"advisors found", s.AdvisorsFound, 1},
		{"advisors extra", s.AdvisorsExtra, 1},
		{"owner eligible", s.OwnerEligible, 2}, // "Never Found" is not matched
		{"owner linked", s.OwnerLinked, 1},
		{"missed", len(s.Missed), 1},
		{"invented", len(s.Invented), 1},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
	if r := s.Recall(); r < 0.666 || r > 0.667 {
		t.Errorf("recall = %v, want 2/3", r)
	}
}

// TestReadOwnerLinked reads a small CV the way analyze does and checks
// that owner linking is taken from the graph's people: the owner's
// abbreviated byline forms are the owner, a co-author is not.
func TestReadOwnerLinked(t *testing.T) {
	dir := t.TempDir()
	cv := filepath.Join(dir, "cv.txt")
	text := "Jana Q. Doe\nCurriculum Vitae\n\nPublications\n\n" +
		"1. J. Q. Doe and R. Roe. A first study of tidal pools. Journal of Tides, 12:1-9, 2020.\n" +
		"2. R. Roe and J. Doe. Waves over sand bars. Coastal Letters, 3:4-5, 2019.\n" +
		"3. R. Roe. A paper of a co-author alone. Coastal Letters, 4:1-2, 2018.\n"
	if err := os.WriteFile(cv, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	got := Read(context.Background(), cv, ingest.Options{})
	if got.Err != nil {
		t.Fatal(got.Err)
	}
	want := map[string]bool{
		"a first study of tidal pools": true,
		"waves over sand bars":         true,
		"a paper of a co author alone": false,
	}
	for title, linked := range want {
		if l, ok := got.OwnerLinked[title]; !ok || l != linked {
			t.Errorf("owner linked of %q = %v (found %v), want %v; have %v", title, l, ok, linked, got.OwnerLinked)
		}
	}
	gold := &Gold{Owner: "Jana Q. Doe", Publications: []GoldPub{
		{Title: "A first study of tidal pools", Authors: []string{"Jana Q. Doe", "R. Roe"}},
		{Title: "Waves over sand bars", Authors: []string{"R. Roe", "Jana Q. Doe"}},
		{Title: "A paper of a co-author alone", Authors: []string{"R. Roe"}},
	}}
	if s := Compare(gold, got); s.OwnerEligible != 2 || s.OwnerLink() != 1 {
		t.Errorf("owner linking %d of %d, want 2 of 2", s.OwnerLinked, s.OwnerEligible)
	}
}

func TestCompareNothingFound(t *testing.T) {
	gold := &Gold{Publications: []GoldPub{{Title: "One", Authors: []string{"A B"}}}}
	s := Compare(gold, &Got{})
	if s.Recall() != 0 || s.Precision() != 0 || s.AuthorP() != 0 || s.AuthorF1() != 0 {
		t.Errorf("nothing found scored recall %v precision %v author P %v F1 %v, want all 0",
			s.Recall(), s.Precision(), s.AuthorP(), s.AuthorF1())
	}
	empty := Compare(&Gold{}, &Got{})
	if empty.Recall() != 1 || empty.Precision() != 1 || empty.AuthorF1() != 1 {
		t.Errorf("empty gold, nothing found: want perfect scores")
	}
}

func TestLoadGold(t *testing.T) {
	dir := t.TempDir()
	gold := filepath.Join(dir, "a.gold.json")
	os.WriteFile(gold, []byte(`{"owner": null, "advisors": ["Bo Chen"], "mentors": ["Cy Dow"], "publications": [
		{"title": "T", "authors": ["A B"], "authors_complete": false, "equal_contribution": ["A B"], "venue": null, "year": null, "kind": "preprint"},
		{"title": "U", "authors": ["A B", "C D"], "authors_complete": true, "equal_contribution": [], "venue": "JGR", "year": 2020, "kind": "journal"}]}`), 0o644)
	g, err := LoadGold(gold)
	if err != nil {
		t.Fatal(err)
	}
	want := &Gold{Advisors: []string{"Bo Chen"}, Publications: []GoldPub{
		{Title: "T", Authors: []string{"A B"}, Incomplete: true, Equal: []string{"A B"}, Kind: "preprint"},
		{Title: "U", Authors: []string{"A B", "C D"}, Equal: []string{}, Venue: "JGR", Year: 2020, Kind: "journal"},
	}}
	if diff := cmp.Diff(want, g); diff != "" {
		t.Errorf("LoadGold (-want +got):\n%s", diff)
	}
	os.WriteFile(gold, []byte(`{"publications": [`), 0o644)
	if _, err := LoadGold(gold); err == nil || !strings.Contains(err.Error(), gold) {
		t.Errorf("LoadGold of a cut file: error %v, want one naming %s", err, gold)
	}
}

// TestOneTruthSuffix keeps the repo to one name for hand-checked truth:
// a file in the retired names would be silently left out of the scores.
func TestOneTruthSuffix(t *testing.T) {
	root := filepath.Join("..", "..", "..", "testdata")
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if strings.HasSuffix(path, ".want.json") {
			t.Errorf("%s: hand-checked truth is named <input>.gold.json (testdata/README.md)", path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestRepoAccuracy is the harness on the repo's own gold: every file must
// keep its publications and authors. It also scores the shared corpus
// when it is there, printing the table with -v.
func TestRepoAccuracy(t *testing.T) {
	root := filepath.Join("..", "..", "..")
	cases := Find(root, filepath.Join(root, "..", "shared"))
	var repo []Case
	for _, c := range cases {
		if c.Set == "repo" {
			repo = append(repo, c)
		}
	}
	if len(repo) < 8 {
		t.Fatalf("found %d repo cases, want at least 8", len(repo))
	}
	results := Run(context.Background(), cases)
	var buf bytes.Buffer
	WriteText(&buf, results)
	t.Logf("\n%s", buf.String())
	for _, r := range results {
		if r.Set != "repo" {
			continue
		}
		if r.Score == nil {
			t.Errorf("%s: %v", r.Name(), r.Err)
			continue
		}
		if r.Score.Recall() < 0.97 || r.Score.Precision() < 0.97 || r.Score.AuthorF1() < 0.97 {
			t.Errorf("%s: recall %.3f precision %.3f author F1 %.3f, want each ≥ 0.97", r.Name(),
				r.Score.Recall(), r.Score.Precision(), r.Score.AuthorF1())
		}
	}
	if !strings.Contains(buf.String(), "repo (") {
		t.Errorf("table has no mean row for the repo:\n%s", buf.String())
	}
	// The development sets, when ../shared is there, keep what the
	// reader reached (docs/accuracy.md): a change that costs a set's
	// mean is caught here, not only by the scripts.
	floors := map[string]Mean{
		"cv-dev": {Recall: 0.97, Precision: 0.97, F1: 0.895, OwnerLink: 0.98},
		"pdf":    {Recall: 0.915, Precision: 0.955, F1: 0.92, OwnerLink: 0.98},
		// The synthetic held-out sets are nobody's training data; their
		// floors guard against a change that costs a layout the
		// development documents do not hold (one did, unseen, on
		// 2026-11-27). Each sits about 0.01 under the set's mean.
		"heldout":  {Recall: 0.945, Precision: 0.945, F1: 0.925, OwnerLink: 0.98},
		"heldout2": {Recall: 0.965, Precision: 0.92, F1: 0.945, OwnerLink: 0.98},
		"heldout3": {Recall: 0.945, Precision: 0.955, F1: 0.955, OwnerLink: 0.98},
		"heldout4": {Recall: 0.91, Precision: 0.89, F1: 0.905, OwnerLink: 0.98},
		// heldout5 at its first sight (main 1720707: 0.591, 0.570,
		// 0.505, 0.979); raise it as its failure classes are fixed.
		"heldout5": {Recall: 0.58, Precision: 0.56, F1: 0.495, OwnerLink: 0.965},
		// heldout6 at its first sight (main 3dccf95: 0.798, 0.848,
		// 0.776, 0.990); raise it as its failure classes are fixed.
		"heldout6": {Recall: 0.785, Precision: 0.835, F1: 0.765, OwnerLink: 0.975},
		// heldout7 at its first sight (main 9afdd4f: 0.613, 0.723,
		// 0.593, 0.914); raise it as its failure classes are fixed.
		"heldout7": {Recall: 0.60, Precision: 0.71, F1: 0.58, OwnerLink: 0.90},
	}
	for _, m := range Means(results) {
		f, ok := floors[m.Label]
		if !ok {
			continue
		}
		if m.Recall < f.Recall || m.Precision < f.Precision || m.F1 < f.F1 || m.OwnerLink < f.OwnerLink {
			t.Errorf("%s: recall %.3f precision %.3f author F1 %.3f owner linking %.3f; want at least %.2f, %.2f, %.2f, %.2f",
				m.Label, m.Recall, m.Precision, m.F1, m.OwnerLink, f.Recall, f.Precision, f.F1, f.OwnerLink)
		}
	}
}

// TestCommitteeShared analyses every development document together, as
// a hiring committee analyses unrelated CVs: nobody may be joined across
// documents without a co-author shared in all of them.
func TestCommitteeShared(t *testing.T) {
	if testing.Short() {
		t.Skip("reads every development document; skipped with -short")
	}
	root := filepath.Join("..", "..", "..")
	var inputs []string
	for _, c := range Find(root, filepath.Join(root, "..", "shared")) {
		if c.Set == "cv-dev" || c.Set == "pdf" {
			inputs = append(inputs, c.Input)
		}
	}
	if len(inputs) == 0 {
		t.Skip("../shared/data/cv-dev and pdf not present")
	}
	r, err := Committee(context.Background(), inputs)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Strangers) > 0 {
		var buf bytes.Buffer
		WriteCommittee(&buf, r)
		t.Errorf("people joined across documents with no shared co-author:\n%s", buf.String())
	}
	if r.Spanning == 0 {
		t.Errorf("nobody spans two of %d documents: the same people in a site's pages should", len(inputs))
	}
}

func TestMeansOrder(t *testing.T) {
	perfect := &Score{}
	half := &Score{Gold: 2, Found: 1, Matched: 1}
	results := []Result{
		{Case: Case{Set: "a", Group: "text"}, Score: perfect},
		{Case: Case{Set: "b", Group: "pdf"}, Score: half},
		{Case: Case{Set: "a", Group: "structured"}, Score: half},
	}
	var got []string
	for _, m := range Means(results) {
		got = append(got, fmt.Sprintf("%s %d %.2f", m.Label, m.Files, m.Recall))
	}
	want := []string{"a 2 0.75", "a text 1 1.00", "a structured 1 0.50", "b 1 0.50"}
	if !slices.Equal(got, want) {
		t.Errorf("Means = %q, want %q", got, want)
	}
}

// TestMeanAdvisors checks that advisors are pooled over a group's files:
// a file whose gold lists none counts only the advisors it invents.
func TestMeanAdvisors(t *testing.T) {
	results := []Result{
		{Case: Case{Set: "s"}, Score: &Score{AdvisorsGold: 3, AdvisorsFound: 2}},
		{Case: Case{Set: "s"}, Score: &Score{AdvisorsGold: 1, AdvisorsFound: 1, AdvisorsExtra: 1}},
		{Case: Case{Set: "s"}, Score: &Score{AdvisorsExtra: 1}},
		{Case: Case{Set: "s"}, Score: &Score{}},
	}
	m := Means(results)[0]
	if r, p := m.AdvisorRecall(), m.AdvisorPrecision(); r != 0.75 || p != 0.6 {
		t.Errorf("advisor recall, precision = %v, %v; want 0.75, 0.6", r, p)
	}
	if r, p := (Mean{}).AdvisorRecall(), (Mean{}).AdvisorPrecision(); r != 1 || p != 1 {
		t.Errorf("no advisors: recall, precision = %v, %v; want 1, 1", r, p)
	}
}
