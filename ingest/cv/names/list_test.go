package names

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

// TestImplied reads the co-authors of bylines that leave the owner out.
func TestImplied(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"Slow queues. (with Ann B. Lee and Max Moe) (revise and resubmit).", []string{"Ann B. Lee", "Max Moe"}},
		{"Slow queues (with Ann Lee, Max Moe, & Bo Roe).", []string{"Ann Lee", "Max Moe", "Bo Roe"}},
		{"Slow queues.\nWith Ann Lee, Max Moe. Journal of Things 3 (2020).", []string{"Ann Lee", "Max Moe"}},
		{"Slow queues.\nwith Ann Lee. SIAM J. Things 55 (2017).", []string{"Ann Lee"}},
		{"Slow queues, joint with Ann Lee and Max Moe, 2019.", []string{"Ann Lee", "Max Moe"}},
		{"Files d'attente lentes (avec Anne Lefèvre et Marc Roux).", []string{"Anne Lefèvre", "Marc Roux"}},
		{"Langsame Warteschlangen (mit Hans Müller und Eva Braun).", []string{"Hans Müller", "Eva Braun"}},
		// "with" inside a title is the title's word.
		{"Queues with Heavy Tails. Journal of Things (2020).", nil},
		{"Growth of films with water. Journal of Things (2020).", nil},
		{"Slow queues (with an appendix on fast ones).", nil},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, Implied(tt.text)); diff != "" {
			t.Errorf("Implied(%q) (-want +got):\n%s", tt.text, diff)
		}
	}
}
