package scan

import (
	"regexp"
	"strings"
	"testing"
)

// TestClasses checks each byte class against the regular expression
// class it stands for, over every byte.
func TestClasses(t *testing.T) {
	space, word, digit, letter := regexp.MustCompile(`^\s$`), regexp.MustCompile(`^\w$`), regexp.MustCompile(`^\d$`), regexp.MustCompile(`^[a-zA-Z]$`)
	for c := 0; c < 128; c++ {
		s := string(rune(c))
		if Space(byte(c)) != space.MatchString(s) || Word(byte(c)) != word.MatchString(s) || Digit(byte(c)) != digit.MatchString(s) || Letter(byte(c)) != letter.MatchString(s) {
			t.Errorf("byte %q: the classes disagree with the expressions", s)
		}
	}
}

// TestFold compares as (?i) does, "ſ" as s and the Kelvin sign as k.
func TestFold(t *testing.T) {
	tests := []struct {
		s, word string
		end     int
		ok      bool
	}{
		{"Since 2019", "since", 5, true},
		{"ſince", "since", 6, true},
		{"\u212aey", "key", 5, true},
		{"sin", "since", 3, false},
		{"SINCERE", "since", 5, true},
		{"é", "e", 0, false},
	}
	for _, tt := range tests {
		end, ok := PrefixFold(tt.s, 0, tt.word)
		if ok != tt.ok || ok && end != tt.end {
			t.Errorf("PrefixFold(%q, %q) = %d, %v, want %d, %v", tt.s, tt.word, end, ok, tt.end, tt.ok)
		}
	}
	if e, ok := PrefixAnyFold("Present", 0, []string{"now", "present"}); !ok || e != 7 {
		t.Errorf("PrefixAnyFold = %d, %v", e, ok)
	}
	if w, n := WordFold("ſx", 0); !w || n != 2 {
		t.Errorf("WordFold(ſ) = %v, %d", w, n)
	}
	if l, _ := LetterFold("é", 0); l {
		t.Error("LetterFold(é) is a letter")
	}
}

// TestBoundary finds word boundaries as \b does.
func TestBoundary(t *testing.T) {
	s := "a 1_b-é"
	re := regexp.MustCompile(`\b`)
	want := map[int]bool{}
	for _, m := range re.FindAllStringIndex(s, -1) {
		want[m[0]] = true
	}
	for i := 0; i <= len(s); i++ {
		if Boundary(s, i) != want[i] {
			t.Errorf("Boundary(%q, %d) = %v", s, i, !want[i])
		}
	}
}

// TestReplaceAll replaces non-overlapping matches, leftmost first.
func TestReplaceAll(t *testing.T) {
	pair := func(s string, i int) (int, string, bool) {
		if strings.HasPrefix(s[i:], "<<") {
			return i + 2, "[", true
		}
		return 0, "", false
	}
	tests := []struct{ in, want string }{
		{"a<<b<<<c", "a[b[<c"},
		{"<", "<"},
		{"none", "none"},
		{"<<<<", "[["},
	}
	for _, tt := range tests {
		if got := ReplaceAll(tt.in, '<', pair); got != tt.want {
			t.Errorf("ReplaceAll(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if got := TrimSpaceRight("a \t\n"); got != "a" {
		t.Errorf("TrimSpaceRight = %q", got)
	}
	if got := SkipSpace("  \fx", 0); got != 3 {
		t.Errorf("SkipSpace = %d", got)
	}
}

// TestSpell spells phrases and finds them in texts.
func TestSpell(t *testing.T) {
	if got := Spell("doctor", "?al|ate"); strings.Join(got, ",") != "doctoral,doctorate,doctor" {
		t.Errorf("Spell = %q", got)
	}
	if got := Spell("ph", "?.", "?_", "d"); strings.Join(got, ",") != "ph._d,ph.d,ph_d,phd" {
		t.Errorf("Spell = %q", got)
	}
	tests := []struct {
		s, sp string
		end   int
		ok    bool
	}{
		{"Ph. D.", "ph._d", 5, true},
		{"Ph.  D", "ph._d", 0, false},
		{"equal  contribution", "equal contribution", 19, true},
		{"equalcontribution", "equal contribution", 0, false},
		{"THÈSE", "thèse", 6, true},
		{"ſtudent", "student", 8, true},
		{"stud", "student", 0, false},
	}
	for _, tt := range tests {
		end, ok := SpellingAt(tt.s, 0, tt.sp)
		if ok != tt.ok || ok && end != tt.end {
			t.Errorf("SpellingAt(%q, %q) = %d, %v, want %d, %v", tt.s, tt.sp, end, ok, tt.end, tt.ok)
		}
	}
	if sp, ok := WholeSpelling("Co-First  Author", Spell("co-first|joint", "? author")); !ok || sp != "co-first author" {
		t.Errorf("WholeSpelling = %q, %v", sp, ok)
	}
	if _, ok := WholeSpelling("co-first authors", Spell("co-first", "? author")); ok {
		t.Error("WholeSpelling took a longer text")
	}
	if !SameFold('é', 'É') || SameFold('e', 'é') {
		t.Error("SameFold")
	}
}

// TestStarts lists the runes that open spellings, in every case.
func TestStarts(t *testing.T) {
	s := Starts([]string{"since", "élan"}, []string{"ab"})
	for _, r := range []rune{'s', 'S', 'ſ', 'é', 'É', 'a', 'A'} {
		if !s[r] {
			t.Errorf("Starts misses %q", r)
		}
	}
	if s['b'] || s['e'] {
		t.Error("Starts holds a rune that opens nothing")
	}
}
