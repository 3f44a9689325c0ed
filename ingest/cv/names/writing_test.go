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
		// a group that opens a byline with its members after a colon or
		// comma: the group is the first author
		{"Example Collaboration: Doe, J. and others. A title.",
			[]string{"Example Collaboration", "Doe, J."}, []string{"Example Collaboration"}, ". A title.", false}, // as "Doe, J. and others" ends
		{"The XYZ Collaboration, J. Doe et al. A title.",
			[]string{"The XYZ Collaboration", "J. Doe"}, []string{"The XYZ Collaboration"}, " A title.", true},
		// a colon after a group with no name after it opens nothing
		{"Example Collaboration: a review of methods.", nil, nil, "Example Collaboration: a review of methods.", false},
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
		"XYZ Collaboration: Doe, J.":    17,
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

// TestParseSurnameFirstForms reads bylines written "Surname, Given" with
// the forms the reference managers' exports print: a given name after an
// initial, a compound surname before one given name when "&" or ";"
// parts the names, bare initials before "&", a given name that is also a
// common word, and a byline that writes its first names with initials and
// the later ones with given names.
func TestParseSurnameFirstForms(t *testing.T) {
	tests := []parseTest{
		{"Roe, T. Jane & Poe, Ann & Moe, Kim. (2021). A title.", []string{"Roe, T. Jane", "Poe, Ann", "Moe, Kim"}},
		{"Doe, Ann, Roe, T. Jane, Poe, Kim L. “A title.”", []string{"Doe, Ann", "Roe, T. Jane", "Poe, Kim L."}},
		{"Ruiz Gil, Ana & Roe, Mara & Poe, Kim. (2020). A title.", []string{"Ruiz Gil, Ana", "Roe, Mara", "Poe, Kim"}},
		{"Doe, Jane & Roe-Poe, JA & Moe, K. (2019). A title.", []string{"Doe, Jane", "Roe-Poe, JA", "Moe, K."}},
		{"Doe, Summer A., Roe, Mary. “A title.”", []string{"Doe, Summer A.", "Roe, Mary"}},
		{"Doe, J. P., Roe, Mary A., Poe, Kim, and Lee, B. “A title.”", []string{"Doe, J. P.", "Roe, Mary A.", "Poe, Kim", "Lee, B."}},
		// Surnames and given names in capitals.
		{"DOE, Jane; ROE, Mary Ann; POE, Kim. A title.", []string{"DOE, Jane", "ROE, Mary Ann", "POE, Kim"}},
		{"Doe, JANE MARIE, Roe, KIM (2020). A title.", []string{"Doe, JANE MARIE", "Roe, KIM"}},
		{"VAN DER BERG, J., DA SILVA, M., ROE, A. (2019). A title.", []string{"VAN DER BERG, J.", "DA SILVA, M.", "ROE, A."}},
		{"DOE, J.; VON NEUMANN, J.; DE LA CRUZ, M. A title", []string{"DOE, J.", "VON NEUMANN, J.", "DE LA CRUZ, M."}},
		// Whole names in capitals, the first cut by a line break: no
		// "Surname, GIVEN NAMES".
		{"POE, HANA MOE, KAI ROE, MAX LEE", nil},
		// An initial before the title is no given name.
		{"Doe, J. P.; Roe, A. K.; Poe, J. D. Widgets: a title. J. Things 2020", []string{"Doe, J. P.", "Roe, A. K.", "Poe, J. D."}},
		// Chicago: the first name turned, the others not.
		{"Doe, Jane A., Kim Lee, Roe, Mary, and Al Moe. A title.", []string{"Doe, Jane A.", "Kim Lee", "Roe, Mary", "Al Moe"}},
		// A publisher and a series are no names.
		{"Jane Benton, Summer and Winter Series, 2-5", []string{"Jane Benton"}},
		// An initial is no surname.
		{"Doe, J., Anna B. Moe, K., Lee, C. (2021). A title.", []string{"Doe, J.", "Anna B. Moe"}},
	}
	checkParse(t, tests, func(s string) string { return s })
}

// TestParseListedMarks reads the marks a byline lists after a name with
// commas and no space, affiliation numbers or symbols.
func TestParseListedMarks(t *testing.T) {
	tests := []struct {
		in    string
		names []string
		marks []string
	}{
		{"Jane Doe1,2, John Roe2, Ann Poe1,3. A title.", []string{"Jane Doe", "John Roe", "Ann Poe"}, []string{"12", "2", "13"}},
		{"Jane Doe*,†, John Roe, Ann Poe. A title.", []string{"Jane Doe", "John Roe", "Ann Poe"}, []string{"*†", "", ""}},
		{"Doe JQ*,#, Li, L#, Roe A. A title.", []string{"Doe JQ", "Li, L", "Roe A"}, []string{"*#", "#", ""}},
		// A year after a comma is no mark.
		{"Jane Doe1, 2020. A title.", []string{"Jane Doe"}, []string{"1"}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			b := Parse(tt.in, 0, false)
			if diff := cmp.Diff(tt.names, b.Names); diff != "" {
				t.Errorf("names (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.marks, b.Marks); diff != "" {
				t.Errorf("marks (-want +got):\n%s", diff)
			}
		})
	}
}

// TestParseHanList reads Han names parted by commas: each is a whole
// name, never a surname and a given name, and one alone after "&" counts.
func TestParseHanList(t *testing.T) {
	tests := []parseTest{
		{"王芳, 李强, 张伟, & 陈静 (2020). 一个标题.", []string{"王芳", "李强", "张伟", "陈静"}},
		{"王芳, 李强. 一个标题", []string{"王芳", "李强"}},
		// A short word before a year is no byline.
		{"研究 2020. 标题", nil},
	}
	checkParse(t, tests, func(s string) string { return s })
	if got, want := GivenFirst([]string{"王芳", "李强"}), []string{"王芳", "李强"}; !cmp.Equal(got, want) {
		t.Errorf("GivenFirst = %q, want %q", got, want)
	}
}

// TestParseUnicodeHyphen reads a surname hyphenated with U+2010.
func TestParseUnicodeHyphen(t *testing.T) {
	checkParse(t, []parseTest{
		{"Ann Roe‐Poe, Kim Lee. A title.", []string{"Ann Roe‐Poe", "Kim Lee"}},
		{"Roe‐Poe, Ann S., Lee, Kim. “A title.”", []string{"Roe‐Poe, Ann S.", "Lee, Kim"}},
	}, func(s string) string { return s })
}

// TestSurnameRun counts the one-word names that open a byline and end
// before its year, and Parse reads an odd count of them as surnames alone.
func TestSurnameRun(t *testing.T) {
	tests := []struct {
		in    string
		run   int
		names []string
	}{
		{"Doe, Roe, Poe (2020). A title.", 3, []string{"Doe", "Roe", "Poe"}},
		{"Doe, Roe, and van Poe. 2020. A title.", 3, []string{"Doe", "Roe", "van Poe"}},
		{"Doe, Roe, Poe, Lee, Moe. (2019). A title.", 5, []string{"Doe", "Roe", "Poe", "Lee", "Moe"}},
		// An even count reads either way: the list decides (SurnamePairs).
		{"Doe, Jane, Roe, Ann (2020). A title.", 4, []string{"Doe, Jane", "Roe, Ann"}},
		// No year after the names: a place and a publisher, not a byline.
		{"Springfield, Shelbyville, Ogdenville. A title", 0, []string{"Springfield, Shelbyville"}},
		{"Doe, J., Roe, A. (2020). A title.", 0, []string{"Doe, J.", "Roe, A."}},
		{"Jane Doe, Ann Roe, Kim Poe (2020). A title.", 0, []string{"Jane Doe", "Ann Roe", "Kim Poe"}},
		{"王芳, 李强, 张伟 (2020). 标题.", 0, []string{"王芳", "李强", "张伟"}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := SurnameRun(tt.in, 0); got != tt.run {
				t.Errorf("SurnameRun = %d, want %d", got, tt.run)
			}
			b := Parse(tt.in, 0, false)
			if diff := cmp.Diff(tt.names, b.Names); diff != "" {
				t.Errorf("Parse names (-want +got):\n%s", diff)
			}
			if want := tt.run%2 == 1; b.Surnames != want {
				t.Errorf("Surnames = %v, want %v", b.Surnames, want)
			}
		})
	}
}

// TestSurnamePairs reads names taken for "Surname, Given" as two
// surnames alone, where every name allows it.
func TestSurnamePairs(t *testing.T) {
	tests := []struct {
		in   []string
		want [][2]string
	}{
		{[]string{"Doe, Roe", "Poe, Lee*"}, [][2]string{{"Doe", "Roe"}, {"Poe", "Lee"}}},
		{[]string{"Doe, Roe", "van Poe, Lee", "Example Consortium"}, [][2]string{{"Doe", "Roe"}, {"van Poe", "Lee"}, {"Example Consortium", ""}}},
		{[]string{"Doe, J.", "Poe, Lee"}, nil},
		{[]string{"Doe, Jane A.", "Poe, Lee"}, nil},
		{[]string{"Jane Doe", "Ann Roe", "Poe, Lee"}, nil},
		{nil, nil},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, SurnamePairs(tt.in)); diff != "" {
			t.Errorf("SurnamePairs(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}
