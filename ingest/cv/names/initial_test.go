package names

import (
	"regexp"
	"testing"
)

// initialPattern is the regular expression IsInitial scans for by hand.
// A small letter after the hyphen takes a full stop ("J.-i.").
var initialPattern = regexp.MustCompile(`^(\p{Lu}\.?){1,3}(-(\p{Lu}\.?|\p{Ll}\.))?$|^-(\p{Lu}|\p{Ll})\.$`)

// initialAlphabet builds the words IsInitial is checked on: every string
// of up to five of these pieces.
var initialAlphabet = []string{"J", ".", "-", "Q", "Ö", "a", "ß", " ", "\xff"}

// TestIsInitialMatchesPattern checks the byte scan against the pattern it
// replaced on every short word over initialAlphabet.
func TestIsInitialMatchesPattern(t *testing.T) {
	words := []string{""}
	level := words
	for range 5 {
		var next []string
		for _, w := range level {
			for _, p := range initialAlphabet {
				next = append(next, w+p)
			}
		}
		words = append(words, next...)
		level = next
	}
	checked := 0
	for _, w := range append(words, "G.-H.", "T.", "-L.", "JQ", "ABC", "ABCD", "A.B.C.-D.", "A-B", "-L", "Ⅻ.", "Dž") {
		if got, want := IsInitial(w), initialPattern.MatchString(w); got != want {
			t.Errorf("IsInitial(%q) = %v, pattern says %v", w, got, want)
		}
		checked++
	}
	if checked < 50000 {
		t.Fatalf("checked only %d words", checked)
	}
}

// FuzzIsInitial checks the byte scan against the pattern on any input.
func FuzzIsInitial(f *testing.F) {
	for _, s := range []string{"J.", "G.-H.", "-L.", "JQ", "ABCD", "a."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, w string) {
		if got, want := IsInitial(w), initialPattern.MatchString(w); got != want {
			t.Errorf("IsInitial(%q) = %v, pattern says %v", w, got, want)
		}
	})
}

// TestDottedInitial checks the initials that are no word in capitals:
// one capital, or capitals with full stops between or after them, the
// word before a full stop that ends no sentence ("In A.B. Moore (Ed.)").
func TestDottedInitial(t *testing.T) {
	tests := []struct {
		w    string
		want bool
	}{
		{"A", true}, {"J.", true}, {"A.B", true}, {"A.B.", true}, {"J.-P", true},
		{"USA", false}, {"DOE", false}, {"JQ", false}, {"a", false}, {"Ed", false}, {"", false},
	}
	for _, tt := range tests {
		if got := DottedInitial(tt.w); got != tt.want {
			t.Errorf("DottedInitial(%q) = %v, want %v", tt.w, got, tt.want)
		}
	}
	// InitialsBefore: the stop after initials run together, not after
	// one initial (an abbreviation's own rules read those) or a word.
	s := "In A.B. Moore, J.-P. Roe, C. Lane (Eds.) in the USA. Next"
	for i, want := range map[int]bool{6: true, 19: true, 27: false, 51: false, 41: false} {
		if got := InitialsBefore(s, i); got != want {
			t.Errorf("InitialsBefore(%q at %d) = %v, want %v", s[:i+1], i, got, want)
		}
	}
}
