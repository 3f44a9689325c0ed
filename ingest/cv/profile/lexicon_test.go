package profile

import (
	"regexp"
	"strings"
	"testing"
)

// The regular expressions the lexicons replaced: each lexicon must match
// exactly what its expression matched.
var lexiconOracles = []struct {
	name string
	lex  *lexicon
	re   *regexp.Regexp
}{
	{"orgWords", orgWords, regexp.MustCompile(`\b(University|Universit[éäà]t?|Universitet|Universiteit|Universidad|Universidade|Università|Université|Hochschule|Gymnasium|Lyc[ée]e|Polytechnic|Institute|Institut|College|Academy|Laboratory|Laboratories|Labs?|Inc\.?|Corp\.?|Corporation|Ltd\.?|LLC|Company|Co\.|Research|Center|Centre|Foundation|Hospital|School|Group|Technologies|Technology)\b`)},
	{"strongOrgWords", strongOrgWords, regexp.MustCompile(`\b(University|Universit[éäà]t?|Institute|Institut|College|Academy|Inc\.?|Corp\.?|Corporation|Ltd\.?|LLC|Company|Co\.)\b`)},
	{"roleWords", roleWords, regexp.MustCompile(`(?i)\b(intern|engineer|student|assistant|researcher|scientist|professor|postdoc|fellow|lecturer|member|founder|ph\.?d|developer|manager|analyst|consultant|director|architect)\b`)},
	{"roleNouns", roleNouns, regexp.MustCompile(`(?i)^(intern|engineer|student|assistant|researcher|scientist|professor|postdoc|fellow|lecturer|member|founder|co-founder|developer|manager|director|consultant|associate|analyst|architect|lead)$`)},
	{"academicWords", academicWords, regexp.MustCompile(`(?i)universit|college|institut|school|academy|polytechni|national lab`)},
	{"internWords", internWords, regexp.MustCompile(`(?i)\bintern(ship)?\b`)},
	{"companyWords", companyWords, regexp.MustCompile(`\b(Inc|Corp|Corporation|Ltd|LLC|GmbH|Co)\b\.?`)},
	{"companyEnd", companyEnd, regexp.MustCompile(`\b(Inc|Corp|Ltd|Co)$`)},
	{"labWords", labWords, regexp.MustCompile(`\b(Labs?|Laboratory|Laboratories|Institute|Research)\b`)},
	{"unitWords", unitWords, regexp.MustCompile(`\b(Group|Lab|Labs|Laboratory|Department|Dept\.?|Center|Centre|Division|Team)\b`)},
}

var (
	honorificOracle = regexp.MustCompile(`(?i)^(prof\.?|professor|dr\.?|mr\.?|ms\.?|mrs\.?)\s+`)
	columnGapOracle = regexp.MustCompile(`\t|\s{3,}`)
	leadDashOracle  = regexp.MustCompile(`^\s*(—|–|--|-|\|)\s+`)
	yearsOracle     = regexp.MustCompile(`\b(?:19|20)\d\d\b`)
	footerOracle    = regexp.MustCompile(`(?i)\b(last )?updated\b|\bpage \d+ of \d+`)
)

// lexiconCases are texts of the kinds the profile stage reads, and the
// edges of each matcher: case, boundaries, accents, abbreviations with
// and without their full stop.
var lexiconCases = []string{
	"", "University of Somewhere", "Universität Beispielstadt", "Université de Ville", "UNIVERSITY",
	"Universitäten", "Universitét", "Research Scientist, Example Labs", "Labsworth", "Acme Inc.", "Acme Inc",
	"Acme Co.", "Acme Co.Ltd", "Acme Co", "Foo Corp. and Bar Ltd.", "GmbH", "Beispiel GmbH", "ph.d student",
	"PhD Candidate", "Ph.D.", "intern", "Internship at Acme", "internal", "INTERN", "co-founder", "Lead",
	"lead engineer", "Senior Lecturer", "National Laboratory", "national lab", "Polytechnique", "school",
	"Dept. of Physics", "Department of X", "Team lead", "Lycée Exemple", "Lycee", "K-12 School", "Kelvin ",
	"Prof. Jane Doe", "prof Jane", "Professor  Jane", "Dr.Jane", "Mrs. Jane Doe", "Ms Jane", "mr", "Dr. ",
	"Jane Doe\tjane@example.org", "Jane Doe    example", "a  b", "a \t b", " \t", "x\n\n\ny",
	"  — Acme Corp", "-- Acme", "--Acme", "- ", "| Acme", "–Acme", " – Acme", "-",
	"1999–2003", "2020-2024", "x2020", "2020s", "19999", "1899 2100 2099", "_2020", "2020_",
	"Last updated May 2024", "updated", "outdated", "Page 2 of 5", "page 12 of 130", "Page two of five", "homepage 2 of 3",
}

func TestLexiconsMatchTheirExpressions(t *testing.T) {
	for _, o := range lexiconOracles {
		for _, s := range lexiconCases {
			if got, want := o.lex.MatchString(s), o.re.MatchString(s); got != want {
				t.Errorf("%s.MatchString(%q) = %v, want %v", o.name, s, got, want)
			}
		}
	}
	for _, s := range lexiconCases {
		checkHelpers(t, s)
	}
}

// checkHelpers compares the hand-written scanners with the expressions
// they replaced.
func checkHelpers(t *testing.T, s string) {
	t.Helper()
	if got, want := trimHonorific(s), honorificOracle.ReplaceAllString(s, ""); got != want {
		t.Errorf("trimHonorific(%q) = %q, want %q", s, got, want)
	}
	start, end := columnGap(s)
	if m := columnGapOracle.FindStringIndex(s); m == nil && start != -1 || m != nil && (start != m[0] || end != m[1]) {
		t.Errorf("columnGap(%q) = %d, %d, want %v", s, start, end, m)
	}
	want := 0
	if m := leadDashOracle.FindStringIndex(s); m != nil {
		want = m[1]
	}
	if got := leadDash(s); got != want {
		t.Errorf("leadDash(%q) = %d, want %d", s, got, want)
	}
	if got, want := strings.Join(years(s), ","), strings.Join(yearsOracle.FindAllString(s, -1), ","); got != want {
		t.Errorf("years(%q) = %q, want %q", s, got, want)
	}
	if got, want := footer(s), footerOracle.MatchString(s); got != want {
		t.Errorf("footer(%q) = %v, want %v", s, got, want)
	}
	re := regexp.MustCompile(`^` + `\b(University|Universit[éäà]t?|Universitet|Universiteit|Universidad|Universidade|Università|Université|Hochschule|Gymnasium|Lyc[ée]e|Polytechnic|Institute|Institut|College|Academy|Laboratory|Laboratories|Labs?|Inc\.?|Corp\.?|Corporation|Ltd\.?|LLC|Company|Co\.|Research|Center|Centre|Foundation|Hospital|School|Group|Technologies|Technology)\b`)
	if got, want := orgWords.opens(s), re.MatchString(s); got != want {
		t.Errorf("orgWords.opens(%q) = %v, want %v", s, got, want)
	}
}

// FuzzLexicons checks the lexicons and scanners against the expressions
// they replaced on any text.
func FuzzLexicons(f *testing.F) {
	for _, s := range lexiconCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, o := range lexiconOracles {
			if got, want := o.lex.MatchString(s), o.re.MatchString(s); got != want {
				t.Errorf("%s.MatchString(%q) = %v, want %v", o.name, s, got, want)
			}
		}
		checkHelpers(t, s)
	})
}
