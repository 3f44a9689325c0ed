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
		{"2019 (- avec A. Lefèvre, eds.) Files lentes. Paris: Presses.", []string{"A. Lefèvre"}},
		{"2009 en collaboration avec M. Roux « Files lentes » Revue 3.", []string{"M. Roux"}},
		{"Slow queues. In collaboration with Ann Lee. Journal of Things.", []string{"Ann Lee"}},
		// A capital "With" inside a title, and a lower-case one after a
		// comma, are no byline where a title may be.
		{"Living With Heavy Tails. Journal of Things (2020).", nil},
		{"Queues, with Heavy Tails. Journal of Things (2020).", nil},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, Implied(tt.text)); diff != "" {
			t.Errorf("Implied(%q) (-want +got):\n%s", tt.text, diff)
		}
	}
}

// TestWithPhrase reads the co-authors of a "with" phrase in a text that
// holds no title: a note, or a citation less its title.
func TestWithPhrase(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"2014 avec A. Lefèvre “", []string{"A. Lefèvre"}},
		{"2016 avec A. Lefèvre. «", []string{"A. Lefèvre"}},
		{"», avec A. Roux, B. Lefèvre et C. L’Hôte in Doe J. et Roe M. (eds) Queues, Paris", []string{"A. Roux", "B. Lefèvre", "C. L’Hôte"}},
		{"Revue 24, Queues et files, en collaboration avec M. Roux. 171-196", []string{"M. Roux"}},
		{"A short defence. (Co-authored with Omar Haddad & Petra Lund)", []string{"Omar Haddad", "Petra Lund"}},
		{"Proceedings of the Workshop on Learning with Noisy Labels, 2019", nil},
		{"Why waiting binds, and what we do with Others", nil},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, WithPhrase(tt.text)); diff != "" {
			t.Errorf("WithPhrase(%q) (-want +got):\n%s", tt.text, diff)
		}
	}
}
