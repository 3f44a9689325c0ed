package profile

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSplitTop parts a list of names at commas, semicolons, slashes,
// ampersands and "and" in the lexicon's languages.
func TestSplitTop(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"Ann Lee, Bo Chen and Dan Moe", []string{"Ann Lee", "Bo Chen", "Dan Moe"}},
		{"A Lee, and B Chen", []string{"A Lee", "B Chen"}},
		{"A Lee / B Chen; C Moe", []string{"A Lee", "B Chen", "C Moe"}},
		{"A Lee UND B Chen", []string{"A Lee", "B Chen"}},
		{"A Lee и B Chen", []string{"A Lee", "B Chen"}},
		{"Andes Eng", []string{"Andes Eng"}},
		{"", []string{""}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, splitTop(tt.in)); diff != "" {
			t.Errorf("splitTop(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}

// TestListEnd finds where a list of names ends.
func TestListEnd(t *testing.T) {
	tests := []struct {
		in         string
		start, end int
		ok         bool
	}{
		{"Ann Lee. The lab", 4, 11, true},
		{"A. Lee", 0, 0, false},
		{"Ann Lee\tX", 7, 8, true},
		{"Ann Lee    X", 7, 11, true},
		{"Ann Lee | X", 7, 10, true},
		{"Ann Lee – X", 7, 12, true},
		{"Ann Lee-Moe", 0, 0, false},
		{"Ann Lee. 2019", 0, 0, false},
	}
	for _, tt := range tests {
		start, end, ok := listEnd(tt.in, 0)
		if start != tt.start || end != tt.end || ok != tt.ok {
			t.Errorf("listEnd(%q) = %d, %d, %v, want %d, %d, %v", tt.in, start, end, ok, tt.start, tt.end, tt.ok)
		}
	}
}

// TestHonorifics drops the titles before a name.
func TestHonorifics(t *testing.T) {
	for in, want := range map[string]string{
		"Prof. Dr. Ann Lee": "Ann Lee", "Dr. rer. nat. A Lee": "A Lee", "Dr.rer. nat. A Lee": "Dr.rer. nat. A Lee", "prof.dr. X": "prof.dr. X", "Professor  X": "X",
		"Mme X": "X", "Drew Lee": "Drew Lee", "Dr.": "Dr.", "Dr rernat X": "X",
	} {
		if got := dropHonorifics(in); got != want {
			t.Errorf("dropHonorifics(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestWordCues checks the words that end a name, title a CV, open a
// role or tell a range.
func TestWordCues(t *testing.T) {
	for in, want := range map[string]bool{"2019": true, "1899": false, "Department": true, "Dept.": true, "Laboratory": true, "NASA-funded": true, "NASA": false, "NASAx": false, "Ann": false} {
		if got := tailWord(in); got != want {
			t.Errorf("tailWord(%q) = %v, want %v", in, got, want)
		}
	}
	for in, want := range map[string]bool{"Curriculum Vitae": true, "— RÉSUMÉ —": true, "Academic  CV:": true, "Publications": true, "Vitae": false, "Jane Doe": false, "Selected Publications 2020": false} {
		if got := isDocTitle(in); got != want {
			t.Errorf("isDocTitle(%q) = %v, want %v", in, got, want)
		}
	}
	for in, want := range map[string]bool{"Ph. D. student": true, "PhD": true, "M.Sc.": true, "MS in X": true, "Msc": true, "MSX": false, "B. Eng.": true, "BA, X": true, "Bay Area": false, "Senior Engineer": true, "Researcher": true, "Mayor": false} {
		if got := opensRole(in); got != want {
			t.Errorf("opensRole(%q) = %v, want %v", in, got, want)
		}
	}
	for in, want := range map[string]bool{"2019–2021": true, "since 1999": true, "Present": true, "presently": false, "21019": false, "expected": true} {
		if got := hasRange(in); got != want {
			t.Errorf("hasRange(%q) = %v, want %v", in, got, want)
		}
	}
}

// FuzzCues runs the profile's scanners on any text: none panics, the
// parts of a list keep its order, and marks lie inside the text.
func FuzzCues(f *testing.F) {
	for _, s := range []string{"Prof. Dr. Ann Lee, Bo Chen und C Moe. The lab", "Ph.D. 2019 – present", "Curriculum Vitae"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		at := 0
		for _, p := range splitTop(s) {
			k := strings.Index(s[at:], p)
			if k < 0 {
				t.Fatalf("splitTop(%q): part %q out of order", s, p)
			}
			at += k + len(p)
		}
		for from := 0; ; {
			start, end, ok := listEnd(s, from)
			if !ok {
				break
			}
			if start < from || end <= start || end > len(s) {
				t.Fatalf("listEnd(%q, %d) = %d, %d", s, from, start, end)
			}
			from = end
		}
		if n := honorificsEnd(s); n > len(s) {
			t.Errorf("honorificsEnd(%q) = %d", s, n)
		}
		tailWord(s)
		isDocTitle(s)
		opensRole(s)
		hasRange(s)
	})
}
