package names

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestElisions reads what stands for names left out, and the words
// after editors' names.
func TestElisions(t *testing.T) {
	for in, want := range map[string]string{
		"...": "...", ". . . B": ". . . ", "…  x": "…  ", ".. .": ".. .", ". .": "", ".  ..": "", "x...": "",
	} {
		if got := ellipsis(in); got != want {
			t.Errorf("ellipsis(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{
		"et al.": "et al.", "Et  Al, 2020": "Et  Al", "et.al": "et.al", "u. a.": "u. a.", "u.a": "",
		"and many others": "and many others", "and others.": "and others", "and many": "",
		"others": "others", "[12 more authors]": "[12 more authors]", "[3 other co-authors": "",
		"60 additional coauthors": "60 additional coauthors", "3 more writers": "", "etc.": "",
	} {
		if got := etAl(in); got != want {
			t.Errorf("etAl(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]bool{
		" (eds.)": true, ", Ed.": true, "(Hrsg.)": true, "editors": true, "Translator": true, "(ed)": false, "trans": false, "Doe": false,
	} {
		if got := EditorsAfter(in); got != want {
			t.Errorf("EditorsAfter(%q) = %v, want %v", in, got, want)
		}
	}
}

// TestInitials reads bare initials of the PubMed style.
func TestInitials(t *testing.T) {
	for in, want := range map[string][2]bool{
		"C": {true, true}, "JQA": {true, true}, "JQAB": {false, false}, "S-J": {false, true}, "S-J.": {false, true},
		"JK.": {false, true}, "Jk": {false, false}, "ÉL": {true, true}, "": {false, false}, "S-": {false, false}, "A..": {false, false},
	} {
		if got := capitals(in); got != want[0] {
			t.Errorf("capitals(%q) = %v, want %v", in, got, want[0])
		}
		if got := bareInitials(in); got != want[1] {
			t.Errorf("bareInitials(%q) = %v, want %v", in, got, want[1])
		}
	}
}

// FuzzElisions runs the byline's scanners on any text: none panics and
// what they return opens the input.
func FuzzElisions(f *testing.F) {
	for _, s := range []string{"et al.", ". . .", "[12 more authors]", "(eds.)", "S-J."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if e := ellipsis(s); !strings.HasPrefix(s, e) {
			t.Errorf("ellipsis(%q) = %q", s, e)
		}
		if e := etAl(s); !strings.HasPrefix(s, e) || isEtAl(s) != (e != "") {
			t.Errorf("etAl(%q) = %q", s, e)
		}
		if capitals(s) && !bareInitials(s) {
			t.Errorf("capitals(%q) but not bareInitials", s)
		}
		EditorsAfter(s)
	})
}

// TestNameNote reads the notes in parentheses after a name.
func TestNameNote(t *testing.T) {
	for in, want := range map[string]int{
		"corresponding author": correspondingNote, " Corresponding ": correspondingNote,
		"equal contribution": equalNote, "co-first author": equalNote, "Joint  First Authors": equalNote, "equally contributed": equalNote,
		"PhD student": otherNote, "undergraduate mentee author": otherNote, "alphabetical order": otherNote, "presenter": otherNote,
		"equal contributions": noNote, "student of X": noNote, "": noNote, "2019": noNote,
	} {
		if got := nameNote(in); got != want {
			t.Errorf("nameNote(%q) = %d, want %d", in, got, want)
		}
	}
}

// TestWithLeads finds where a byline that leaves out the owner may
// start.
func TestWithLeads(t *testing.T) {
	tests := []struct {
		in   string
		want [][]int
	}{
		{"With A and B", [][]int{{0, 5}}},
		{"Title. With A", [][]int{{5, 12}}},
		{"Title (- with A)", [][]int{{5, 14}}},
		{"joint work with A", [][]int{{0, 16}}},
		{"Co-authored  with A; in collaboration avec B", [][]int{{0, 18}, {21, 43}}},
		{"without A", nil},
		{"Bandwith A", nil},
		{"x\nmit A", [][]int{{2, 6}}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, withLeads(tt.in)); diff != "" {
			t.Errorf("withLeads(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}

// FuzzWithLeads reads any text: the leads are in order, apart, and each
// ends after a "with" word.
func FuzzWithLeads(f *testing.F) {
	for _, s := range []string{"With A and B", "x (- with A), joint work with B"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		last := 0
		for _, m := range withLeads(s) {
			if m[0] < last || m[1] <= m[0] || m[1] > len(s) {
				t.Fatalf("withLeads(%q): %v after %d", s, m, last)
			}
			last = m[1]
		}
	})
}
