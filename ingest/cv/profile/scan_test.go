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
		noteKind(s)
		stage(s)
		if end, ok := leadRange(s); ok && end > len(s) {
			t.Errorf("leadRange(%q) = %d", s, end)
		}
		if m, ok := findLabel(s); ok && (m.start > m.end || m.end > len(s) || m.title >= m.end) {
			t.Errorf("findLabel(%q) = %+v", s, m)
		}
		if start, phraseEnd, end, ok := prosePhrase(s); ok && !(start < phraseEnd && phraseEnd < end && end <= len(s)) {
			t.Errorf("prosePhrase(%q) = %d, %d, %d", s, start, phraseEnd, end)
		}
		runsOn(s)
		if got := dropDateTokens(s); len(got) > len(s) {
			t.Errorf("dropDateTokens(%q) = %q, longer", s, got)
		}
		if start, end, ok := dateStart(s); ok && (start >= end || end > len(s)) {
			t.Errorf("dateStart(%q) = %d, %d", s, start, end)
		}
	})
}

// TestNoteKind reads a note after a name as an advisor's or a mentor's.
func TestNoteKind(t *testing.T) {
	for in, want := range map[string][2]bool{
		"Chair": {true, false}, "co-advisor": {true, false}, "Présidente du jury": {true, false},
		"Vorsitzender": {true, false}, "member": {false, true}, "external examiner": {false, true},
		"chair, member": {true, true}, "chairs": {false, false}, "membership": {false, false}, "2019": {false, false},
	} {
		if a, m := noteKind(in); a != want[0] || m != want[1] {
			t.Errorf("noteKind(%q) = %v, %v, want %v", in, a, m, want)
		}
	}
}

// TestStage tells a post from a degree, each word read from where the
// last ended.
func TestStage(t *testing.T) {
	for in, want := range map[string][2]bool{
		"Postdoctoral fellow":             {true, false},
		"post- doc":                       {true, false},
		"Ph. D. in Biology":               {false, true},
		"PhD student":                     {false, true},
		"Research Fellow after the Ph.D.": {true, true},
		"graduate research fellow":        {false, true},
		"Thèse de doctorat":               {false, true},
		"Master's thesis":                 {false, true},
		"M.S. thesis":                     {false, true},
		"M.S.":                            {false, false},
		"Professorship":                   {true, false},
		"doctors":                         {false, false},
		"Software engineer":               {false, false},
	} {
		if p, d := stage(in); p != want[0] || d != want[1] {
			t.Errorf("stage(%q) = %v, %v, want %v", in, p, d, want)
		}
	}
}

// TestDates reads the dates of education and employment lines.
func TestDates(t *testing.T) {
	for in, want := range map[string]bool{
		"2021 – Present": true, "Sep 2024 -": true, "2019 -\tBoston": true, "2019 – | x": true, "2019 - 2021": false,
		"since 2020": true, "from May 2019": true, "from Sept. 2019": true, "from 2019x": false, "(expected)": true,
		"topresent": true, "untilnow": true, "xto present": false, "2019": false,
	} {
		if got := runsOn(in); got != want {
			t.Errorf("runsOn(%q) = %v, want %v", in, got, want)
		}
	}
	for in, want := range map[string]string{
		"Jan. 2019 – present, Boston": "         ,  Boston",
		"Spring 2020 (Springfield)":   "     Springfield ",
		"09/2018 to 12/2020 expected": "      ",
		"Mayor 2019x":                 "Mayor 2019x",
	} {
		if got := dropDateTokens(in); strings.Join(strings.Fields(got), " ") != strings.Join(strings.Fields(want), " ") {
			t.Errorf("dropDateTokens(%q) = %q, want %q", in, got, want)
		}
	}
	tests := []struct {
		in         string
		start, end int
		ok         bool
	}{
		{"University of X Mar. 2024 – Present", 15, 25, true},
		{"Lab  Fall  2020", 3, 15, true},
		{"Lab 09/2018", 3, 11, true},
		{"Lab 2018", 3, 8, true},
		{"Lab2018", 0, 0, false},
		{"Lab 20180", 0, 0, false},
		{"Lab Mayor 2019", 9, 14, true},
	}
	for _, tt := range tests {
		start, end, ok := dateStart(tt.in)
		if start != tt.start || end != tt.end || ok != tt.ok {
			t.Errorf("dateStart(%q) = %d, %d, %v, want %d, %d, %v", tt.in, start, end, ok, tt.start, tt.end, tt.ok)
		}
	}
}

// TestFindLabel finds an advisor's label, its class, and where the names
// start.
func TestFindLabel(t *testing.T) {
	tests := []struct {
		in   string
		want labelMatch
		ok   bool
	}{
		{"Thesis advisor: Jane Doe", labelMatch{start: 0, end: 16, noun: advisorNoun, title: -1}, true},
		{"PhD, 2019 (co-supervisor – A. Roe)", labelMatch{start: 11, end: 29, noun: supervisorNoun, title: -1}, true},
		{"Directeur de thèse : J. Doe", labelMatch{start: 0, end: 22, noun: advisorNoun, title: -1}, true},
		{"Advisor of the thesis Prof. Doe", labelMatch{start: 0, end: 28, noun: advisorNoun, title: 22}, true},
		{"Principal investigator: X", labelMatch{start: 0, end: 24, noun: headNoun, title: -1}, true},
		{"Dissertation committee members: A, B", labelMatch{start: 0, end: 32, noun: committeeNoun, title: -1}, true},
		{"Host - B. Lee", labelMatch{start: 0, end: 7, noun: hostNoun, title: -1}, true},
		{"wissenschaftlicher Betreuer: X", labelMatch{start: 0, end: 29, noun: advisorNoun, title: -1}, true},
		{"Advisory board", labelMatch{}, false},
		{"Supervisors meet weekly", labelMatch{}, false},
		{"co-co-co-co-co-co-co-co", labelMatch{}, false},
	}
	for _, tt := range tests {
		got, ok := findLabel(tt.in)
		if ok != tt.ok || got != tt.want {
			t.Errorf("findLabel(%q) = %+v, %v, want %+v, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

// TestProsePhrase finds a phrase of supervision that runs into the
// names.
func TestProsePhrase(t *testing.T) {
	tests := []struct {
		in                    string
		start, phraseEnd, end int
		ok                    bool
	}{
		{"PhD under the co-supervision of J. Doe", 4, 31, 32, true},
		{"Thèse sous la direction d' A", 7, 27, 28, true},
		{"bajo la dirección del  Dr. X", 0, 22, 24, true},
		{"(in the research group of X)", 1, 25, 26, true},
		{"with Prof. X", 0, 10, 11, true},
		{"within the lab of X", 0, 0, 0, false},
	}
	for _, tt := range tests {
		start, phraseEnd, end, ok := prosePhrase(tt.in)
		if ok != tt.ok || ok && (start != tt.start || phraseEnd != tt.phraseEnd || end != tt.end) {
			t.Errorf("prosePhrase(%q) = %d, %d, %d, %v, want %d, %d, %d, %v", tt.in, start, phraseEnd, end, ok, tt.start, tt.phraseEnd, tt.end, tt.ok)
		}
	}
}

// TestLeadRange reads a date range that opens a line.
func TestLeadRange(t *testing.T) {
	for in, want := range map[string]int{
		"2015 – 2020   Ph.D. in Physics": 16,
		"Sep. 2019 to present, X":        22,
		"12/2018 - 03/2020 | Y":          20,
		"2019 - X University":            7,
		"2019 to":                        7,
		"2019 to ,x":                     9,
		"2019 - 20201":                   7,
		"2019 – nowhere":                 9,
		"2019":                           -1,
		"Present 2019 - 2020":            19,
		"University 2019 - 2020":         -1,
		"2019 -":                         -1,
	} {
		got, ok := leadRange(in)
		if !ok {
			got = -1
		}
		if got != want {
			t.Errorf("leadRange(%q) = %d, want %d", in, got, want)
		}
		if isLeadRange(in) != (want >= 0) {
			t.Errorf("isLeadRange(%q) = %v", in, !(want >= 0))
		}
	}
}
