package profile

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestNameRuns(t *testing.T) {
	got := nameRuns("Ana P. Ferreira, PhD — Curriculum Vitae (2024)")
	want := [][]string{{"Ana", "P.", "Ferreira"}, {"PhD"}, {"Curriculum", "Vitae"}}
	if len(got) != len(want) {
		t.Fatalf("nameRuns = %q, want %q", got, want)
	}
	for i := range want {
		if len(got[i]) != len(want[i]) {
			t.Fatalf("nameRuns = %q, want %q", got, want)
		}
		for j := range want[i] {
			if got[i][j] != want[i][j] {
				t.Errorf("nameRuns = %q, want %q", got, want)
			}
		}
	}
}

// TestSameName checks which ways of writing a name may be one person.
func TestSameName(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"Alexander M. Richardson", "Richardson, A.M.", true},
		{"Alexander M. Richardson", "A. Richardson", true},
		{"Alexander M. Richardson", "Richardson, B.M.", false},
		{"Alexander M. Richardson", "Alexandra Richardson", false},
		{"MARIA GARCIA", "M. Garcia", true},
		{"Jane Doe", "Jane Roe", false},
	} {
		if got := sameName(tt.a, tt.b); got != tt.want {
			t.Errorf("sameName(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

// TestClip checks that clip keeps whole characters.
func TestClip(t *testing.T) {
	for n := range 12 {
		got := clip("Universität Zürich", n)
		if !utf8.ValidString(got) || !strings.HasPrefix("Universität Zürich", got) {
			t.Errorf("clip(_, %d) = %q", n, got)
		}
	}
}
