package wordset

import (
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
