package namelist

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestList checks where a list of names after "with" ends.
func TestList(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"Ann Lee, Bo Chen and Dan Moe.", []string{"Ann Lee", "Bo Chen", "Dan Moe"}},
		{"Ann Lee & van der Berg", []string{"Ann Lee", "van der Berg"}},
		{"Marie Dupont et Paul Martin", []string{"Marie Dupont", "Paul Martin"}},
		// The list ends at the first piece that is no name.
		{"Ann Lee, Bo Chen. Journal of Finches 3, 2019", []string{"Ann Lee"}},
		{"Ann Lee, 2019", []string{"Ann Lee"}},
		{"the finches of the north", nil},
		{" . ", nil},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, List(tt.in)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestSplitAnd splits at conjunctions between white space, and at "and"
// or "&" opening the text.
func TestSplitAnd(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"A and B", []string{"A", "B"}},
		{"A  &\tB und C", []string{"A", "B", "C"}},
		{"and B", []string{"", "B"}},
		{" & B", []string{"", "B"}},
		{"y B", []string{"y B"}},
		{"A and and B", []string{"A", "and B"}},
		{"Andes and", []string{"Andes and"}},
		{"A etc B", []string{"A etc B"}},
		{"", []string{""}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, splitAnd(tt.in)); diff != "" {
			t.Errorf("splitAnd(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}

// FuzzSplitAnd splits any text into pieces that appear in it in order.
func FuzzSplitAnd(f *testing.F) {
	for _, s := range []string{"A and B", "and B", "A & B y C"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		at := 0
		for _, p := range splitAnd(s) {
			k := strings.Index(s[at:], p)
			if k < 0 {
				t.Fatalf("splitAnd(%q): piece %q out of order", s, p)
			}
			at += k + len(p)
		}
	})
}
