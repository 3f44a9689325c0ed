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
