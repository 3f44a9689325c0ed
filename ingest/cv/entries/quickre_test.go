package entries

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/internal/quickre"
)

// quickTexts are texts to try every expression on: the lines of the
// repository's CVs and of ../shared/data/cv-dev when present, the
// benchmark's entries, and each of those in upper case and with "ſ" and
// the Kelvin sign in place of "s" and "k".
func quickTexts(t testing.TB) []string {
	texts := append([]string{"", "ſubmitted", "Wor\u212ashop", "Poster", "WITH A", "Mémoire", "MÉMOIRE"}, benchEntries...)
	var files []string
	for _, dir := range []string{"../../../testdata/cv", "../../../testdata/heldout", "../../../testdata/seeds", "../../../testdata/markup", "../../../../shared/data/cv-dev"} {
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

// TestQuickReSame checks that every quickre.Regexp answers as its expression
// does on every text of quickTexts, and that the quick test spares the
// expression on most of them.
func TestQuickReSame(t *testing.T) {
	texts := quickTexts(t)
	spared, runs := 0, 0
	for _, q := range quickre.All() {
		re := q.Regexp
		for _, s := range texts {
			if !q.May(s) {
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
}

// FuzzQuickRe checks on any text that no quickre.Regexp of the package is
// spared where its expression matches.
func FuzzQuickRe(f *testing.F) {
	for _, s := range append(benchEntries, "ſubmitted to a Wor\u212ashop", "MÉMOIRE de thèse", "with A and B") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, q := range quickre.All() {
			if !q.May(s) && q.Regexp.MatchString(s) {
				t.Errorf("%s: quick test says no match in %q", q.Regexp, s)
			}
		}
	})
}

// BenchmarkQuickReMay times the quick test of every quickre.Regexp on lines of
// the repository's CVs.
func BenchmarkQuickReMay(b *testing.B) {
	texts := quickTexts(b)[:3000]
	for b.Loop() {
		for _, q := range quickre.All() {
			for _, s := range texts {
				q.May(s)
			}
		}
	}
}

// sentenceRe is what sentenceEnds finds, as a regular expression: the
// reference its tests check it against.
var sentenceRe = regexp.MustCompile(`[.?!]["”]?\s+`)

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
	for _, s := range append(benchEntries, "x.\" y", "x.”\ty!\n\n?") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := sentenceEnds(s, -1), sentenceRe.FindAllStringIndex(s, -1); !cmp.Equal(got, want) {
			t.Errorf("sentenceEnds(%q) = %v, want %v", s, got, want)
		}
	})
}

// benchEntries are entries in the styles the entry stage reads (package
// cv's cvBenchEntries).
var benchEntries = []string{
	"1. Mara Roe, Ilya Petrov, and Tunde Bello. Finches of the north. *Journal of Island Biology* 12, 1-9 (2019).",
	"2. **Roe M**, Petrov I, Bello T. (2018). A coupled model of finches and islands. ***Island Letters*** 13.",
	"3. Kranz, Ulrike/Vogt-Lenz, Peter: Zur Geschichte der Mühlen im Hochstift, in: Blätter für Landeskunde 12 (1999), S. 1–20.",
	"4. (2019) **Roe, Mara B.** \"Finches of the north.\"  *Journal of Island Biology*, **5**, 160-171.",
	"5. Ann Lee, Jane Doe, Max Moe. Fast Paths for Slow Networks. In *Proceedings of ThingsConf*, 2024.",
}
