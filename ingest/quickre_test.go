package ingest

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

// TestQuickReLits checks the literals found in expressions of each form,
// which the quick test keeps sorted.
func TestQuickReLits(t *testing.T) {
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
			q := mustQuick(tt.expr)
			quickRes = quickRes[:len(quickRes)-1]
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

// TestQuickReAnchored checks which expressions under ^ get a test of
// their first byte, and what it lets through.
func TestQuickReAnchored(t *testing.T) {
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
		q := mustQuick(tt.expr)
		quickRes = quickRes[:len(quickRes)-1]
		if q.anchored != tt.anchored {
			t.Errorf("%s: anchored %v, want %v", tt.expr, q.anchored, tt.anchored)
			continue
		}
		for i := 0; i < len(tt.pass); i++ {
			if !q.may(tt.pass[i:i+1] + "...") {
				t.Errorf("%s: stops %q", tt.expr, tt.pass[i])
			}
		}
		for i := 0; i < len(tt.stop); i++ {
			if q.may(tt.stop[i:i+1] + "...") {
				t.Errorf("%s: lets %q through", tt.expr, tt.stop[i])
			}
		}
	}
}

// TestQuickReFoldsOnlySAndK checks the claim that the quick test leans on:
// besides "ſ" and the Kelvin sign, no character beyond ASCII matches an
// ASCII character case-blind.
func TestQuickReFoldsOnlySAndK(t *testing.T) {
	for r := rune(utf8.RuneSelf); r <= unicode.MaxRune; r++ {
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			if f < utf8.RuneSelf && r != '\u017f' && r != '\u212a' {
				t.Errorf("%U folds to %q", r, f)
			}
		}
	}
}

// quickTexts are texts to try every expression on: the lines of the
// repository's CVs and of ../shared/data/cv-dev when present, the
// benchmark's entries, and each of those in upper case and with "ſ" and
// the Kelvin sign in place of "s" and "k".
func quickTexts(t testing.TB) []string {
	texts := append([]string{"", "ſubmitted", "Wor\u212ashop", "Poster", "WITH A", "Mémoire", "MÉMOIRE"}, cvBenchEntries...)
	var files []string
	for _, dir := range []string{"../testdata/cv", "../testdata/heldout", "../testdata/seeds", "../testdata/markup", "../../shared/data/cv-dev"} {
		m, _ := filepath.Glob(filepath.Join(dir, "*"))
		files = append(files, m...)
	}
	seen := map[string]bool{}
	for _, name := range files {
		if strings.HasSuffix(name, ".json") {
			continue
		}
		data, err := os.ReadFile(name)
		if err != nil {
			continue
		}
		for _, l := range strings.Split(string(data), "\n") {
			if len(l) > 400 || seen[l] {
				continue
			}
			seen[l] = true
			texts = append(texts, l)
		}
	}
	if len(texts) < 1000 {
		t.Fatalf("only %d texts", len(texts))
	}
	n := len(texts)
	for _, s := range texts[:n] {
		texts = append(texts, strings.ToUpper(s), strings.NewReplacer("s", "ſ", "k", "\u212a", "K", "\u212a").Replace(s))
	}
	// Expressions under ^ are tried at every word of a line.
	for _, s := range texts[:min(n, 150)] {
		for i := 1; i < len(s); i++ {
			if s[i-1] == ' ' || s[i-1] == ',' {
				texts = append(texts, s[i:])
			}
		}
	}
	return texts
}

// TestQuickReSame checks that every quickRe answers as its expression
// does on every text of quickTexts, and that the quick test spares the
// expression on most of them.
func TestQuickReSame(t *testing.T) {
	texts := quickTexts(t)
	spared, runs := 0, 0
	for _, q := range quickRes {
		re := q.Regexp
		for _, s := range texts {
			if !q.may(s) {
				spared++
				if m := re.FindStringIndex(s); m != nil {
					t.Errorf("%s: quick test says no match in %q, but it matches %q", re, s, s[m[0]:m[1]])
				}
				continue
			}
			runs++
		}
	}
	if spared < runs {
		t.Errorf("the quick test spared %d runs of %d", spared, spared+runs)
	}
	// The methods answer alike.
	q := mustQuick(`(?i)\b(journal|letters)\s+(\w+)`)
	quickRes = quickRes[:len(quickRes)-1]
	re := regexp.MustCompile(q.String())
	for _, s := range texts[:2000] {
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
			t.Errorf("quickRe and regexp differ on %q", s)
		}
	}
}

// FuzzQuickRe checks on any text that no quickRe of the package is
// spared where its expression matches.
func FuzzQuickRe(f *testing.F) {
	for _, s := range append(cvBenchEntries, "ſubmitted to a Wor\u212ashop", "MÉMOIRE de thèse", "with A and B") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, q := range quickRes {
			if !q.may(s) && q.Regexp.MatchString(s) {
				t.Errorf("%s: quick test says no match in %q", q.Regexp, s)
			}
		}
	})
}

// BenchmarkQuickReMay times the quick test of every quickRe on lines of
// the repository's CVs.
func BenchmarkQuickReMay(b *testing.B) {
	texts := quickTexts(b)[:3000]
	for b.Loop() {
		for _, q := range quickRes {
			for _, s := range texts {
				q.may(s)
			}
		}
	}
}

// TestSentenceEnds checks the hand-made sentenceEnds against sentenceRe.
func TestSentenceEnds(t *testing.T) {
	texts := append(quickTexts(t), "A. B", "x.\" y", "x.” y", "x.\"y", "x.”\ty!\n\n?", "...  ", ".\"", "?”")
	for _, s := range texts {
		for _, n := range []int{-1, 1, 8} {
			if got, want := sentenceEnds(s, n), sentenceRe.FindAllStringIndex(s, n); !cmp.Equal(got, want) {
				t.Errorf("sentenceEnds(%q, %d) = %v, want %v", s, n, got, want)
			}
		}
	}
}

// FuzzSentenceEnds checks sentenceEnds against sentenceRe on any text.
func FuzzSentenceEnds(f *testing.F) {
	for _, s := range append(cvBenchEntries, "x.\" y", "x.”\ty!\n\n?") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := sentenceEnds(s, -1), sentenceRe.FindAllStringIndex(s, -1); !cmp.Equal(got, want) {
			t.Errorf("sentenceEnds(%q) = %v, want %v", s, got, want)
		}
	})
}
