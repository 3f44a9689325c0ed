package wordset

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestOf(t *testing.T) {
	tests := []struct {
		words string
		want  map[string]bool
	}{
		{"", map[string]bool{}},
		{"van von", map[string]bool{"van": true, "von": true}},
		{"\n de  de\tder \n", map[string]bool{"de": true, "der": true}},
	}
	for _, tt := range tests {
		t.Run(tt.words, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, Of(tt.words)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestHasLower: HasLower(set, w) is set[strings.ToLower(w)] for ASCII
// words with and without capitals, words with letters beyond ASCII,
// invalid UTF-8 and words longer than the short-word buffer.
func TestHasLower(t *testing.T) {
	long := strings.Repeat("abcdefgh", 5)
	set := Of("van de ß straße été " + long)
	for _, w := range []string{"", "van", "Van", "VAN", "vaN", "vans", "De", "d", "STRASSE", "Straße", "STRAßE", "ÉTÉ", "Été", "ete",
		strings.ToUpper(long), long, long[:32], "\xffvan", "V\xffan"} {
		if got, want := HasLower(set, w), set[strings.ToLower(w)]; got != want {
			t.Errorf("HasLower(%q) = %v, want %v", w, got, want)
		}
	}
	if !HasLower(set, "VAN") || HasLower(set, "VANS") {
		t.Errorf("HasLower misses an upper-case member or takes a non-member")
	}
}
