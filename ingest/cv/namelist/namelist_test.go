package namelist

import (
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
