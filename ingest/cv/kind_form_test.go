package cv

import (
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVJournalByForm checks that an entry no word names a kind of is
// a journal article when the labeller reads a container followed by a
// volume and pages, in styles whose tails the rules do not know, and is
// left alone otherwise.
func TestReadCVJournalByForm(t *testing.T) {
	tests := []struct {
		name, entry string
		want        pub.Kind
	}{
		{"ACS", "1. **Roe, J. Q.**; Lee, A. Slow Quenching of Warm Salts. *Chem. Lett. Things* **2019**, *141*, 12345–12352.\n", pub.KindJournal},
		{"AMS", "1. **J. Q. Roe** and A. Lee, *Rigid maps into trees*, Bull. Lond. Things **52** (2020), no.~3, 401--455.\n", pub.KindJournal},
		{"German", "1. **Roe, Jana**/Lee, Anna: Verbstellung im Nebensatz. In: Blätter für Dinge 34 (2015), S. 45–78.\n", pub.KindJournal},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs, _ := readWith(t, Read, "pubs.md", []byte("## Papers\n\n"+tt.entry), Options{})
			var kinds []pub.Kind
			for _, r := range recs {
				if r.Publication != nil {
					kinds = append(kinds, r.Publication.Kind)
				}
			}
			if len(kinds) != 1 || kinds[0] != tt.want {
				t.Errorf("kinds = %v, want [%s]", kinds, tt.want)
			}
		})
	}
}
