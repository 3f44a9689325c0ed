package names

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

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
