package quickre

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

// TestLits checks the literals found in expressions of each form,
// which the quick test keeps sorted.
func TestLits(t *testing.T) {
	tests := []struct {
		expr string
		want []string // nil: no quick test
		fold bool
	}{
		{`(?i)\b(transactions|journal)\b`, []string{"transactions", "journal"}, true},
		{`(?i)\bposters?\b`, []string{"poster"}, true},
		{`(?:[Ww]ith|[Cc]on|[Cc]om)\s+`, []string{"with", "com", "con"}, true},
		{`[A-Za-z]\s?['’](\d\d)\b`, []string{"'", "’"}, false},
		{`(?i)mémoire`, []string{"moire"}, true},
		{`(?i)é`, nil, false},
		{`ÉTUDE`, []string{"Étude"}, false}, // only ASCII is lowered
		{`(?i)[k]ey`, []string{"key", "\u212aey"}, true},
		{"[Kk\u212a]ey", []string{"key", "\u212aey"}, false},
		{`((?:19|20)\d\d)`, []string{"19", "20"}, false},
		{`x?`, nil, false},
		{`\d+`, nil, false},
		{`(?i)(a|b)`, nil, false}, // one class
		{`(?i)x(a|b)`, []string{"x"}, true},
		{`ab|\d`, nil, false},
		{`-{3,}`, []string{"--"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.expr, func(t *testing.T) {
			q := MustCompile(tt.expr)
			all = all[:len(all)-1]
			var got []string
			for _, l := range q.lits {
				got = append(got, string(l))
			}
			want := slices.Clone(tt.want)
			slices.Sort(want)
			if diff := cmp.Diff(want, got); diff != "" || q.fold != tt.fold {
				t.Errorf("fold %v, want %v; literals (-want +got):\n%s", q.fold, tt.fold, diff)
			}
		})
	}
}

// TestAnchored checks which expressions under ^ get a test of
// their first byte, and what it lets through.
func TestAnchored(t *testing.T) {
	tests := []struct {
		expr     string
		anchored bool
		pass     string // first bytes let through
		stop     string // first bytes stopped
	}{
		{`^(\.\s?\.\s?\.|…)\s*`, true, ".\xe2", "a \xc5"},
		{`(?i)^(et\.?\s*al\.?|others|\d+\s+more)`, true, "eEoO09", "aAxX. \xc5"},
		{`(?i)^ks`, true, "kK\xe2", "sS"},
		{`(?i)^s`, true, "sS\xc5", "kK"},
		{`^\s*[A-Z]`, true, " \tAZ", "az0"},
		{`^[a-zé]x`, true, "az\xc3\xff", "AZ0"},
		{`^\s*`, false, "", ""},
		{`(?m)^a`, false, "", ""},
		{`^a|b`, false, "", ""},
		{`^.x`, false, "", ""},
		{`(?i)^é`, false, "", ""},
	}
	for _, tt := range tests {
		q := MustCompile(tt.expr)
		all = all[:len(all)-1]
		if q.anchored != tt.anchored {
			t.Errorf("%s: anchored %v, want %v", tt.expr, q.anchored, tt.anchored)
			continue
		}
		for i := 0; i < len(tt.pass); i++ {
			if !q.May(tt.pass[i:i+1] + "...") {
				t.Errorf("%s: stops %q", tt.expr, tt.pass[i])
			}
		}
		for i := 0; i < len(tt.stop); i++ {
			if q.May(tt.stop[i:i+1] + "...") {
				t.Errorf("%s: lets %q through", tt.expr, tt.stop[i])
			}
		}
	}
}

// TestFoldsOnlySAndK checks the claim that the quick test leans on:
// besides "ſ" and the Kelvin sign, no character beyond ASCII matches an
// ASCII character case-blind.
func TestFoldsOnlySAndK(t *testing.T) {
	for r := rune(utf8.RuneSelf); r <= unicode.MaxRune; r++ {
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			if f < utf8.RuneSelf && r != '\u017f' && r != '\u212a' {
				t.Errorf("%U folds to %q", r, f)
			}
		}
	}
}

// fuzzExprs are expressions of the forms the CV reader writes: literal
// alternatives under (?i), classes of both cases, anchored ones.
var fuzzExprs = []string{
	`(?i)\b(transactions|journal)\b`,
	`(?:[Ww]ith|[Cc]on|[Cc]om)\s+`,
	`[A-Za-z]\s?['’](\d\d)\b`,
	`(?i)mémoire`,
	`(?i)[k]ey`,
	`((?:19|20)\d\d)`,
	`-{3,}`,
	`(?i)^(et\.?\s*al\.?|others|\d+\s+more)`,
	`^\s*[A-Z]`,
	`(?i)\b(journal|letters)\s+(\w+)`,
}

// TestMethods checks that each method answers as regexp's does.
func TestMethods(t *testing.T) {
	texts := []string{"", "Journal of X", "JOURNAL LETTERS a", "ſubmitted to the Wor\u212ashop", "with Jane and John", "in 1999, 2004", "--- x", "et al. 2020", " A", "mémoire MÉMOIRE", "it's '99"}
	for _, expr := range fuzzExprs {
		q := MustCompile(expr)
		all = all[:len(all)-1]
		re := regexp.MustCompile(expr)
		for _, s := range texts {
			same := q.MatchString(s) == re.MatchString(s) && q.FindString(s) == re.FindString(s) &&
				cmp.Equal(q.FindStringIndex(s), re.FindStringIndex(s)) &&
				cmp.Equal(q.FindStringSubmatch(s), re.FindStringSubmatch(s)) &&
				cmp.Equal(q.FindStringSubmatchIndex(s), re.FindStringSubmatchIndex(s)) &&
				cmp.Equal(q.FindAllStringIndex(s, -1), re.FindAllStringIndex(s, -1)) &&
				cmp.Equal(q.FindAllStringSubmatch(s, -1), re.FindAllStringSubmatch(s, -1)) &&
				cmp.Equal(q.FindAllStringSubmatchIndex(s, -1), re.FindAllStringSubmatchIndex(s, -1)) &&
				q.ReplaceAllString(s, "<$1>") == re.ReplaceAllString(s, "<$1>") &&
				q.ReplaceAllStringFunc(s, strings.ToUpper) == re.ReplaceAllStringFunc(s, strings.ToUpper)
			if !same {
				t.Errorf("%s: Regexp and regexp differ on %q", expr, s)
			}
		}
	}
}

// FuzzMay checks on any text that the quick test never says no where
// the expression matches.
func FuzzMay(f *testing.F) {
	for _, s := range []string{"Journal of X", "ſubmitted to a Wor\u212ashop", "MÉMOIRE de thèse", "with A and B", "et al.", "'99"} {
		f.Add(s)
	}
	qs := make([]*Regexp, len(fuzzExprs))
	for i, expr := range fuzzExprs {
		qs[i] = MustCompile(expr)
	}
	all = all[:len(all)-len(qs)]
	f.Fuzz(func(t *testing.T, s string) {
		for _, q := range qs {
			if !q.May(s) && q.Regexp.MatchString(s) {
				t.Errorf("%s: quick test says no match in %q", q.Regexp, s)
			}
		}
	})
}
