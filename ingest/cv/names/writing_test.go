package names

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestParseDominantOrder reads bylines whose names are written "Surname,
// Initials" throughout, one of them with a surname of several words or a
// given name abbreviated by its first letters: the list's order decides.
func TestParseDominantOrder(t *testing.T) {
	tests := []parseTest{
		// a surname printed with an initial inside, among names written surname first
		{"Doe, J., Roe, M., Poe, A. B., Anna B. Moe, K., Lee, C. (2021). A title.",
			[]string{"Doe, J.", "Roe, M.", "Poe, A. B.", "Anna B. Moe, K.", "Lee, C."}},
		// a given name abbreviated to two or three letters
		{"Doe, J., Roe, Th., Poe, Chr. A., and Lee, C. (2021). A title.",
			[]string{"Doe, J.", "Roe, Th.", "Poe, Chr. A.", "Lee, C."}},
		// the order is not yet known after one name: the byline stops
		{"Doe, J., Anna B. Moe, K., Lee, C. (2021). A title.", []string{"Doe, J.", "Anna B. Moe"}},
	}
	checkParse(t, tests, func(s string) string { return s })
	for w, want := range map[string]bool{"Th.": true, "Chr.": true, "Ph.": true, "Jr.": false, "Dr.": false,
		"Ed.": false, "Ann.": false, "Al.": false, "Th": false, "Thr.x": false, "Thrz.": false, "th.": false} {
		if got := givenAbbrev(w); got != want {
			t.Errorf("givenAbbrev(%q) = %v, want %v", w, got, want)
		}
	}
}

// TestParseGroup reads bylines that name a group among the authors: the
// group ends or continues the byline but is no person.
func TestParseGroup(t *testing.T) {
	tests := []struct {
		in         string
		names      []string
		groups     []string
		rest       string
		isSentence bool
	}{
		{"Doe, J., Roe, M., & the Example Consortium. (2020). A title.",
			[]string{"Doe, J.", "Roe, M."}, []string{"the Example Consortium"}, " (2020). A title.", true},
		{"Jane Doe, the ABC Study Group, and Ann Roe. A title.",
			[]string{"Jane Doe", "Ann Roe"}, []string{"the ABC Study Group"}, " A title.", true},
		{"Jane Doe, Ann Roe, XYZ Collaboration (2019). A title.",
			[]string{"Jane Doe", "Ann Roe"}, []string{"XYZ Collaboration"}, " (2019). A title.", false},
		// a group alone opens no byline
		{"The Example Consortium. A title.", nil, nil, "The Example Consortium. A title.", false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			b := Parse(tt.in, 0, false)
			if diff := cmp.Diff(tt.names, b.Names); diff != "" {
				t.Errorf("names (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.groups, b.Groups); diff != "" {
				t.Errorf("groups (-want +got):\n%s", diff)
			}
			if got := tt.in[b.End:]; got != tt.rest || b.Sentence != tt.isSentence {
				t.Errorf("rest %q sentence %v, want %q %v", got, b.Sentence, tt.rest, tt.isSentence)
			}
		})
	}
}

// TestGroupLen finds group names by their last word.
func TestGroupLen(t *testing.T) {
	for in, want := range map[string]int{
		"the Example Consortium. Title": 22,
		"ABC Working Group, Jane Doe":   17,
		"XYZ Collaboration":             17,
		"Example Group Seminar Notes.":  0, // the group word ends nothing
		"Consortium. Title":             0, // a group word alone
		"the example consortium.":       0, // not capitalised
		"A B C D E F G Consortium.":     0, // too long for a name
	} {
		if got := groupLen(in); got != want {
			t.Errorf("groupLen(%q) = %d, want %d", in, got, want)
		}
	}
}
