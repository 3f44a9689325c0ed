package cues

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

func TestTokens(t *testing.T) {
	type tok struct {
		Key   string
		Word  bool
		Space bool
	}
	for _, tc := range []struct {
		in   string
		want []tok
	}{
		{"", nil},
		{"In Proc. of", []tok{{"in", true, false}, {"proc", true, true}, {".", false, false}, {"of", true, true}}},
		{"( Éds. )", []tok{{"(", false, false}, {"eds", true, true}, {".", false, false}, {")", false, true}}},
		{"R&R", []tok{{"r", true, false}, {"&", false, false}, {"r", true, false}}},
		{"_poster_ 12a", []tok{{"_poster_", true, false}, {"12a", true, true}}},
		{"Straße", []tok{{"strasse", true, false}}},
	} {
		var got []tok
		for _, x := range Tokens(tc.in) {
			got = append(got, tok{x.Key, x.Word, x.Space})
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("Tokens(%q) (-want +got):\n%s", tc.in, diff)
		}
	}
}

// TestTokensLowerCase: each word's Key and Low are its own lower case,
// however ASCII words with capitals, words in lower case, words with
// diacritics and marks alternate, and when cutting stops early.
func TestTokensLowerCase(t *testing.T) {
	text := "IEEE Trans. on Widgets, Thèse ÉTÉ vol. 12B (McDonald & O'Brien) x"
	type kl struct{ Key, Low string }
	want := []kl{{"ieee", "ieee"}, {"trans", "trans"}, {".", "."}, {"on", "on"}, {"widgets", "widgets"}, {",", ","},
		{"these", "thèse"}, {"ete", "été"}, {"vol", "vol"}, {".", "."}, {"12b", "12b"}, {"(", "("}, {"mcdonald", "mcdonald"},
		{"&", "&"}, {"o", "o"}, {"'", "'"}, {"brien", "brien"}, {")", ")"}, {"x", "x"}}
	var got []kl
	for _, x := range Tokens(text) {
		got = append(got, kl{x.Key, x.Low})
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Tokens (-want +got):\n%s", diff)
	}
	for n := 1; n <= len(want); n++ {
		got = got[:0]
		for _, x := range Head(text, n) {
			got = append(got, kl{x.Key, x.Low})
		}
		if diff := cmp.Diff(want[:n], got); diff != "" {
			t.Errorf("Head(%d) (-want +got):\n%s", n, diff)
		}
	}
}

func TestClasses(t *testing.T) {
	for _, tc := range []struct {
		class *Table
		in    string
		want  bool
	}{
		{Status, "Forthcoming in X", true},
		{Status, "R&R at Some Journal", true},
		{Status, "R & R", false},
		{Status, "accepted for publication in X", true},
		{Status, "Pressed", false},
		{Press, "Example Law Blog", true},
		{Press, "an op-ed in The Example Times", true},
		{Press, "Letter to the editor, The Daily Example", true},
		{Press, "Blogging the news", false},
		{Thesis, "Thèse de doctorat", true},
		{Thesis, "these are", false},
		{Thesis, "TESI DI  LAUREA", true},
		{Thesis, "Mémoire de master", true},
		{Chapter, "A. Roe (eds.), Book", true},
		{Chapter, "A. Roe ( eds. ), Book", false},
		{Chapter, "A. Roe, Eds.( Book", true},
		{Chapter, "Chapter 12 of", true},
		{Chapter, "Chapter twelve", false},
		{Chapter, "(a cura di)", true},
		{EditorMark, "Org.", true},
		{EditorMark, "Orgs.", true},
		{EditorMark, "coord.", true},
		{EditorMark, "Organ", false},
		{Conference, "In | Proc. of X", true},
		{Conference, "Proc. Amer. Math. Soc.", false},
		{JournalProc, "Proc. Nat. Acad. Sci.", true},
		{JournalProc, "Proceedings of the Royal Society B", true},
		{Series, "Working Paper No. 12", true},
		{Series, "Discussion papers # 3", true},
		{Series, "Working paper", false},
		{AuthorNote, "are co-first authors", true},
		{AuthorNote, "contributed equally", true},
		{AuthorNote, "first authors", false},
		{PublisherWord, "Oxford University Press", true},
		{PublisherWord, "Éditions du Seuil", true},
		{VenueWords, "Annual Meeting", true},
		{VenueWords, "Meetings", false},
		{Poster, "posters", true},
		{Poster, "Postering", false},
		{Preprint, "working   papers", true},
	} {
		if got := tc.class.In(tc.in); got != tc.want {
			t.Errorf("%s.In(%q) = %v, want %v", tc.class.Name, tc.in, got, tc.want)
		}
	}
}

func TestTableMethods(t *testing.T) {
	if end, ok := Status.Prefix("to appear in Journal"); !ok || end != len("to appear in") {
		t.Errorf("Status.Prefix = %d, %v", end, ok)
	}
	if _, ok := Status.Prefix(" to appear"); ok {
		t.Error("Status.Prefix matched after a space")
	}
	if _, ok := Status.Prefix("Journal, to appear"); ok {
		t.Error("Status.Prefix matched inside")
	}
	if start, end, ok := Pending.Find("Journal, In Press."); !ok || start != 9 || end != 17 {
		t.Errorf("Pending.Find = %d, %d, %v", start, end, ok)
	}
	for in, want := range map[string]bool{"[PDF]": true, "(Code)": true, "Supplementary material.": true, "PDF slides": false, "": false, "Data set": false} {
		if got := LinkLabel.IsWords(in); got != want {
			t.Errorf("LinkLabel.IsWords(%q) = %v, want %v", in, got, want)
		}
	}
	if !JournalProcWhole.Is(Tokens("Proceedings of the IEEE")) || JournalProcWhole.Is(Tokens("Proceedings of the IEEE Conference")) {
		t.Error("JournalProcWhole.Is")
	}
}

func TestExpand(t *testing.T) {
	ps, err := expand("a/b c? <num>")
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 4 {
		t.Errorf("expand gave %d phrases, want 4", len(ps))
	}
	if _, err := expand("a//b"); err == nil {
		t.Error("expand accepted an empty alternative")
	}
	if _, err := newTable("x", []string{"a?"}); err == nil {
		t.Error("newTable accepted a phrase that may be empty")
	}
}

func TestParsePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("parse accepted a phrase before any class")
		}
	}()
	parse("poster\n[x]\n")
}

// FuzzTokens checks that tokens lie in order inside the text, cover
// everything but white space, and that matching never panics.
func FuzzTokens(f *testing.F) {
	for _, s := range []string{"In Proc. of the IEEE", "( Éds. )", "r&r", "\xff\xfe", "Chapter 12", "ſubmitted"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		toks := Tokens(s)
		at := 0
		for _, tk := range toks {
			if tk.Start < at || tk.End <= tk.Start || tk.End > len(s) {
				t.Fatalf("token %+v out of order in %q", tk, s)
			}
			if gap := s[at:tk.Start]; strings.TrimSpace(gap) != "" && utf8.ValidString(gap) {
				t.Fatalf("gap %q before %+v is not white space", gap, tk)
			}
			if tk.Space != (tk.Start > at) {
				t.Fatalf("token %+v: Space wrong", tk)
			}
			if tk.Key == "" {
				t.Fatalf("token %+v: empty key", tk)
			}
			at = tk.End
		}
		for _, c := range tables {
			if i, n := c.Index(toks); i >= 0 && (n == 0 || i+n > len(toks)) {
				t.Fatalf("%s.Index = %d, %d of %d tokens", c.Name, i, n, len(toks))
			}
		}
		checkBounded(t, s)
	})
}

// checkBounded checks that what cuts only the head of s, or stops once s
// has more words than a phrase can, answers as cutting s whole would.
func checkBounded(t *testing.T, s string) {
	t.Helper()
	toks := Tokens(s)
	for n := range len(toks) + 2 {
		if got, want := Head(s, n), toks[:min(n, len(toks))]; !slices.Equal(got, want) {
			t.Fatalf("Head(%q, %d) = %v, want %v", s, n, got, want)
		}
	}
	for _, c := range tables {
		if got, want := c.IsWords(s), isWordsWhole(c, toks); got != want {
			t.Fatalf("%s.IsWords(%q) = %v, cutting it whole gives %v", c.Name, s, got, want)
		}
		end, ok := c.Prefix(s)
		wantEnd, wantOK := prefixWhole(c, toks)
		if end != wantEnd || ok != wantOK {
			t.Fatalf("%s.Prefix(%q) = %d, %v, cutting it whole gives %d, %v", c.Name, s, end, ok, wantEnd, wantOK)
		}
	}
}

// isWordsWhole is IsWords over all of a text's tokens.
func isWordsWhole(c *Table, toks []Token) bool {
	i, j := 0, len(toks)
	for i < j && !toks[i].Word {
		i++
	}
	for j > i && !toks[j-1].Word {
		j--
	}
	return c.Is(toks[i:j])
}

// prefixWhole is Prefix over all of a text's tokens.
func prefixWhole(c *Table, toks []Token) (int, bool) {
	if len(toks) == 0 || toks[0].Start != 0 {
		return 0, false
	}
	if n := c.MatchAt(toks, 0); n > 0 {
		return toks[n-1].End, true
	}
	return 0, false
}

// TestBoundedCutting checks Head, IsWords and Prefix, which cut no more
// of a text than a phrase can cover, against cutting texts whole: texts
// that are a phrase, a phrase with one word more, and a phrase at the
// head of a long text.
func TestBoundedCutting(t *testing.T) {
	texts := []string{
		"", " ", "[PDF]", "(Code)", "[PDF] extra", "Under review", "under review at a journal of invented studies",
		"In press.", "to appear in the Invented Journal, 2020", "(eds.)", "(Hrsg.) more words here",
		"Lecture Notes in Invented Science, vol. 12", "Ph.D. thesis, Invented University",
		"Thèse de doctorat", "a b c d e f g h i j k l m n o p",
	}
	for _, s := range texts {
		checkBounded(t, s)
	}
	// A bound that cut too early would make these false.
	if !Status.IsWords("(under review)") {
		t.Error(`Status.IsWords("(under review)") = false`)
	}
	if end, ok := Status.Prefix("to appear in X"); !ok || end != len("to appear in") && end != len("to appear") {
		t.Errorf(`Status.Prefix("to appear in X") = %d, %v`, end, ok)
	}
}

// TestIsWordRune: the ASCII test of isWordRune agrees with Unicode's
// letters, digits and marks, and the underscore.
func TestIsWordRune(t *testing.T) {
	for r := rune(0); r < 0x300; r++ {
		want := r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
		if got := isWordRune(r); got != want {
			t.Errorf("isWordRune(%q) = %v, want %v", r, got, want)
		}
	}
}
