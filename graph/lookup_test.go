package graph

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// lookupCorpus has homonyms by initial (T. Chen), an alias, an accented
// name, a "K." middle initial, and two nodes of a network input whose
// source ids are numbers that are also person ids.
func lookupCorpus() *Corpus {
	return &Corpus{People: []Person{
		{ID: 0, Name: "Tianqi Chen", Papers: 12},
		{ID: 1, Name: "Tao Chen", Papers: 3},
		{ID: 2, Name: "Tushar Krishna", Rare: &PersonRare{Aliases: []string{"T. Krishna"}}, Papers: 40},
		{ID: 3, Name: "Zoë Ortiz", Rare: &PersonRare{Aliases: []string{"Zoe Ortiz-Ruiz"}}, Papers: 2},
		{ID: 4, Name: "Byung-Gon Chun", Papers: 20},
		{ID: 5, Name: "Node 71788", Rare: &PersonRare{SourceIDs: []string{"71788"}}, Papers: 1},
		{ID: 6, Name: "Node 2", Rare: &PersonRare{SourceIDs: []string{"2"}}, Papers: 1},
		{ID: 7, Name: "Ann K. Lee", Papers: 5},
		{ID: 8, Name: "Christopher Chen", Papers: 1},
	}}
}

func TestPersonIndexFind(t *testing.T) {
	x := NewPersonIndex(lookupCorpus())
	for _, tc := range []struct {
		query string
		want  []int
	}{
		{"Tianqi Chen", []int{0}},
		{"tianqi chen", []int{0}},
		{"CHEN, Tianqi", []int{0}},
		{"Zoe Ortiz", []int{3}},      // accents do not matter
		{"zoë ortiz-ruiz", []int{3}}, // an alias
		{"byung gon chun", []int{4}}, // hyphens do not matter
		{"B. Chun", []int{4}},        // initial and surname
		{"T. Krishna", []int{2}},     // the alias, and compatible anyway
		{"T. Chen", []int{0, 1}},     // ambiguous: both
		{"Ann Lee", []int{7}},        // a middle initial left out
		{"71788", []int{5}},          // a source id
		{"2", []int{6}},              // a source id wins over person id 2
		{"#2", []int{2}},             // a person id
		{"id:4", []int{4}},           // a person id
		{"3", []int{3}},              // a bare number that is no source id
		{"Tianqi", nil},              // a truncated name is no match
		{"Chen", []int{0, 1, 8}},     // a surname alone: everyone with it
		{"Tianq Chen", nil},          // no prefix match
		{"#99", nil},                 // out of range
		{"", nil},
	} {
		if got := x.Find(tc.query); !cmp.Equal(got, tc.want) {
			t.Errorf("Find(%q) = %v, want %v", tc.query, got, tc.want)
		}
	}
}

func TestPersonIndexFindOne(t *testing.T) {
	x := NewPersonIndex(lookupCorpus())
	for _, tc := range []struct {
		query    string
		sentinel error
		want     []string // in the message
	}{
		{"T. Chen", ErrAmbiguous, []string{`"T. Chen" fits 2 people`, "Tianqi Chen (#0, 12 papers)", "Tao Chen (#1, 3 papers)"}},
		{"Tushar Krisna", ErrNoPerson, []string{"closest: Tushar Krishna (#2, 40 papers)"}},
		{"Tianq Chen", ErrNoPerson, []string{"closest: Tianqi Chen (#0"}},
		// A given name alone suggests the people who have it.
		{"Tushar", ErrNoPerson, []string{"closest: Tushar Krishna (#2, 40 papers)"}},
		{"christopher", ErrNoPerson, []string{"closest: Christopher Chen (#8"}},
		{"Nobody Known At All", ErrNoPerson, []string{`no person named "Nobody Known At All" in the inputs`}},
	} {
		_, err := x.FindOne(tc.query)
		if !errors.Is(err, tc.sentinel) {
			t.Errorf("FindOne(%q) error %v, want %v", tc.query, err, tc.sentinel)
			continue
		}
		var le *LookupError
		if !errors.As(err, &le) {
			t.Errorf("FindOne(%q): %T is not a *LookupError", tc.query, err)
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("FindOne(%q) = %q, want it to contain %q", tc.query, err, w)
			}
		}
	}
	if id, err := x.FindOne("tushar krishna"); err != nil || id != 2 {
		t.Errorf("FindOne(tushar krishna) = %d, %v", id, err)
	}
}

func TestLevenshtein(t *testing.T) {
	for _, tc := range []struct {
		a, b  string
		limit int
		want  int
	}{
		{"kitten", "sitting", 5, 3}, {"", "abc", 5, 3}, {"abc", "abc", 0, 0}, {"abcdef", "uvwxyz", 2, 3},
	} {
		if got := levenshtein(tc.a, tc.b, tc.limit); got != tc.want {
			t.Errorf("levenshtein(%q, %q, %d) = %d, want %d", tc.a, tc.b, tc.limit, got, tc.want)
		}
	}
}

// FuzzPersonIndexFind reads any query without panicking, and whatever it
// finds is a person of the corpus; FindOne agrees with Find.
func FuzzPersonIndexFind(f *testing.F) {
	for _, q := range []string{"Tianqi Chen", "T. Chen", "#2", "id:4", "71788", "Chen, T.", "zoë", "", "Tushar Krisna", "-", "#-1", "id:"} {
		f.Add(q)
	}
	c := lookupCorpus()
	x := NewPersonIndex(c)
	f.Fuzz(func(t *testing.T, q string) {
		ids := x.Find(q)
		for _, id := range ids {
			if id < 0 || id >= len(c.People) {
				t.Fatalf("Find(%q) = %v: no such person", q, ids)
			}
		}
		id, err := x.FindOne(q)
		if (len(ids) == 1) != (err == nil) || (err == nil && id != ids[0]) {
			t.Fatalf("FindOne(%q) = %d, %v but Find = %v", q, id, err, ids)
		}
		x.Closest(q, 3)
	})
}
