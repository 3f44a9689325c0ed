package cues

import (
	"slices"
	"testing"
)

// TestWithWordAt finds the with words at a byte of a line: as cues.txt
// writes them or capitalised, with white space after them, and nowhere
// else.
func TestWithWordAt(t *testing.T) {
	tests := []struct {
		s    string
		i    int
		want int
	}{
		{"(with A. Author)", 1, 5},
		{"With A. Author", 0, 4},
		{"avec B. Auteur", 0, 4},
		{"Mit C. Autor", 0, 3},
		{"con D. Autora", 0, 3},
		{"com E. Autora", 0, 3},
		{"WITH A. Author", 0, -1}, // all capitals: not as written
		{"within reach", 0, -1},   // a longer word
		{"with", 0, -1},           // no space after it
		{"with\tA. Author", 0, 4}, // a tab is white space
		{"a with b", 1, -1},       // not at i
		{"text", 10, -1},          // past the end
		{"wİth A. Author", 0, -1}, // not ASCII
	}
	for _, tt := range tests {
		if got := WithWordAt(tt.s, tt.i); got != tt.want {
			t.Errorf("WithWordAt(%q, %d) = %d, want %d", tt.s, tt.i, got, tt.want)
		}
	}
}

// TestIsWith tells a with word standing alone, less the marks around it,
// from other words.
func TestIsWith(t *testing.T) {
	for s, want := range map[string]bool{
		"With": true, " avec: ": true, "MIT.": true, "with A": false, "(with)": false, "": false, "within": false,
	} {
		if got := IsWith(s); got != want {
			t.Errorf("IsWith(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestWithForms lists each with word of cues.txt in lower case and
// capitalised.
func TestWithForms(t *testing.T) {
	got := WithForms()
	for _, w := range []string{"with", "With", "avec", "Avec", "mit", "Mit", "con", "Con", "com", "Com"} {
		if !slices.Contains(got, w) {
			t.Errorf("WithForms() = %q, lacks %q", got, w)
		}
	}
	if len(got) != 2*len(withWords) {
		t.Errorf("WithForms() has %d forms for %d words", len(got), len(withWords))
	}
}
