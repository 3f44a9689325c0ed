package cv

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// cvWant is the hand-checked truth for one CV under testdata/cv, read
// from its .gold.json (the gold schema of tools/internal/accuracy and
// testdata/README.md): every publication as the CV lists it, and the
// owner's advisors and mentors.
type cvWant struct {
	Owner        string
	Advisors     []cvWantRel
	Publications []cvWantEntry
}

type cvWantRel struct {
	Kind  string
	Other string
}

type cvWantEntry struct {
	Title      string
	Authors    []string
	Equal      []string
	Incomplete bool
	Venue      string
	Year       int
	Kind       string
}

// cvGold is the part of the gold schema the CV tests compare.
type cvGold struct {
	Owner        string   `json:"owner"`
	Advisors     []string `json:"advisors"`
	Mentors      []string `json:"mentors"`
	Publications []struct {
		Title           string   `json:"title"`
		Authors         []string `json:"authors"`
		AuthorsComplete bool     `json:"authors_complete"`
		Equal           []string `json:"equal_contribution"`
		Venue           *string  `json:"venue"`
		Year            *int     `json:"year"`
		Kind            string   `json:"kind"`
	} `json:"publications"`
}

// want turns a gold file into a cvWant: advisors first, then mentors,
// each in the file's order, as the reader reports them.
func (g cvGold) want() cvWant {
	w := cvWant{Owner: g.Owner, Advisors: []cvWantRel{}}
	for _, a := range g.Advisors {
		w.Advisors = append(w.Advisors, cvWantRel{Kind: "advisor", Other: a})
	}
	for _, a := range g.Mentors {
		w.Advisors = append(w.Advisors, cvWantRel{Kind: "mentor", Other: a})
	}
	for _, p := range g.Publications {
		e := cvWantEntry{Title: p.Title, Authors: p.Authors, Incomplete: !p.AuthorsComplete, Kind: p.Kind}
		if len(p.Equal) > 0 {
			e.Equal = p.Equal
		}
		if p.Venue != nil {
			e.Venue = *p.Venue
		}
		if p.Year != nil {
			e.Year = *p.Year
		}
		w.Publications = append(w.Publications, e)
	}
	return w
}

// wantFromParse puts a parse in the shape of a cvWant.
func wantFromParse(p cvParse) cvWant {
	got := cvWant{Advisors: []cvWantRel{}, Publications: []cvWantEntry{}}
	for _, r := range p.Records {
		switch {
		case r.Owner != nil:
			got.Owner = r.Owner.Name
		case r.Relation != nil:
			got.Advisors = append(got.Advisors, cvWantRel{Kind: string(r.Relation.Kind), Other: r.Relation.Other})
		case r.Publication != nil:
			pb := r.Publication
			e := cvWantEntry{Title: pb.Title, Authors: []string{}, Incomplete: pb.Incomplete, Venue: pb.Venue, Year: pb.Year, Kind: string(pb.Kind)}
			for _, a := range pb.Authors {
				e.Authors = append(e.Authors, a.Name)
				if a.Equal {
					e.Equal = append(e.Equal, a.Name)
				}
			}
			got.Publications = append(got.Publications, e)
		}
	}
	// The gold schema lists advisors and mentors apart: advisors first,
	// then mentors, any other kind last (where no gold file can match it).
	rank := map[string]int{"advisor": 0, "mentor": 1}
	sort.SliceStable(got.Advisors, func(i, j int) bool {
		ri, ok := rank[got.Advisors[i].Kind]
		if !ok {
			ri = 2
		}
		rj, ok := rank[got.Advisors[j].Kind]
		if !ok {
			rj = 2
		}
		return ri < rj
	})
	return got
}

func loadWant(t testing.TB, path string) (cvWant, bool) {
	t.Helper()
	gold := cvSidecar(path, ".gold.json")
	data, err := os.ReadFile(gold)
	if os.IsNotExist(err) {
		return cvWant{}, false
	}
	if err != nil {
		t.Fatal(err)
	}
	var g cvGold
	if err := json.Unmarshal(data, &g); err != nil {
		t.Fatalf("%s: %v", gold, err)
	}
	return g.want(), true
}

// TestReadCVWant compares each CV's parse with the publications, owner and
// advisors written by hand in its .gold.json. Venues are compared in
// TestAccuracy only, as they depend on the venue table.
func TestReadCVWant(t *testing.T) {
	for _, path := range cvInputs(t) {
		want, ok := loadWant(t, path)
		if !ok {
			continue
		}
		t.Run(filepath.Base(path), func(t *testing.T) {
			got := wantFromParse(readCVFile(t, path))
			if got.Owner != want.Owner {
				t.Errorf("owner = %q, want %q", got.Owner, want.Owner)
			}
			if diff := cmp.Diff(want.Advisors, got.Advisors); diff != "" {
				t.Errorf("advisors (-want +got):\n%s", diff)
			}
			ignoreVenue := cmp.FilterPath(func(p cmp.Path) bool {
				return p.Last().String() == ".Venue"
			}, cmp.Ignore())
			if diff := cmp.Diff(want.Publications, got.Publications, ignoreVenue); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
		})
	}
}

// cvScore is the accuracy of one parse against its expectation.
type cvScore struct {
	want, got, exactTitle    int
	tp, fp, fn               int
	venue, year, kind, equal int
}

func (s cvScore) precision() float64 { return cvRatio(s.tp, s.tp+s.fp) }
func (s cvScore) recall() float64    { return cvRatio(s.tp, s.tp+s.fn) }
func (s cvScore) f1() float64 {
	p, r := s.precision(), s.recall()
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}

func cvRatio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

// scoreCV matches publications by exact title and compares their authors
// as multisets of folded names (case, diacritics, hyphens and spaces
// ignored). Authors of unmatched publications count as misses or false
// finds.
func scoreCV(want, got cvWant) cvScore {
	s := cvScore{want: len(want.Publications), got: len(got.Publications)}
	used := make([]bool, len(got.Publications))
	for _, w := range want.Publications {
		match := -1
		for i, g := range got.Publications {
			if !used[i] && g.Title == w.Title {
				match = i
				break
			}
		}
		if match < 0 {
			s.fn += len(w.Authors)
			continue
		}
		used[match] = true
		g := got.Publications[match]
		s.exactTitle++
		names := map[string]int{}
		for _, a := range g.Authors {
			names[nameKey(a)]++
		}
		tp := 0
		for _, a := range w.Authors {
			if names[nameKey(a)] > 0 {
				names[nameKey(a)]--
				tp++
			}
		}
		s.tp += tp
		s.fn += len(w.Authors) - tp
		s.fp += len(g.Authors) - tp
		if strings.EqualFold(g.Venue, w.Venue) {
			s.venue++
		}
		if g.Year == w.Year {
			s.year++
		}
		if g.Kind == w.Kind {
			s.kind++
		}
		if cmp.Equal(g.Equal, w.Equal) {
			s.equal++
		}
	}
	for i, g := range got.Publications {
		if !used[i] {
			s.fp += len(g.Authors)
		}
	}
	return s
}

// TestAccuracy prints, for every CV with a .gold.json, how many
// publications were found with their exact title and the author-level
// precision, recall and F1; it fails below 97% of titles or F1 0.97.
// Run it with: go test -run TestAccuracy -v ./ingest/
func TestAccuracy(t *testing.T) {
	var b strings.Builder
	fmt.Fprintf(&b, "| file | pubs | found | exact title | author P | author R | author F1 | venue | year | kind | equal marks |\n")
	fmt.Fprintf(&b, "|---|---|---|---|---|---|---|---|---|---|---|\n")
	var total cvScore
	for _, path := range cvInputs(t) {
		want, ok := loadWant(t, path)
		if !ok {
			continue
		}
		s := scoreCV(want, wantFromParse(readCVFile(t, path)))
		name := filepath.Base(path)
		fmt.Fprintf(&b, "| %s | %d | %d | %d (%.1f%%) | %.3f | %.3f | %.3f | %d/%d | %d/%d | %d/%d | %d/%d |\n",
			name, s.want, s.got, s.exactTitle, 100*cvRatio(s.exactTitle, s.want), s.precision(), s.recall(), s.f1(),
			s.venue, s.exactTitle, s.year, s.exactTitle, s.kind, s.exactTitle, s.equal, s.exactTitle)
		if cvRatio(s.exactTitle, s.want) < 0.97 {
			t.Errorf("%s: %d of %d publications found with exact title, want at least 97%%", name, s.exactTitle, s.want)
		}
		if s.f1() < 0.97 {
			t.Errorf("%s: author F1 %.3f, want at least 0.97", name, s.f1())
		}
		total.want += s.want
		total.got += s.got
		total.exactTitle += s.exactTitle
		total.tp += s.tp
		total.fp += s.fp
		total.fn += s.fn
		total.venue += s.venue
		total.year += s.year
		total.kind += s.kind
		total.equal += s.equal
	}
	s := total
	fmt.Fprintf(&b, "| all | %d | %d | %d (%.1f%%) | %.3f | %.3f | %.3f | %d/%d | %d/%d | %d/%d | %d/%d |\n",
		s.want, s.got, s.exactTitle, 100*cvRatio(s.exactTitle, s.want), s.precision(), s.recall(), s.f1(),
		s.venue, s.exactTitle, s.year, s.exactTitle, s.kind, s.exactTitle, s.equal, s.exactTitle)
	t.Log("\n" + b.String())
}
