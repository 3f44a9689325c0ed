package cv

import "testing"

// TestReadCVGuillemetTitles checks that titles in French guillemets and
// German low-high quotes are marked titles, read without their quotes.
func TestReadCVGuillemetTitles(t *testing.T) {
	tests := []struct {
		name, list string
		want       []string
	}{
		{"French", "## Articles\n\n" +
			"- Roe, Jana (2016), « Les marchés du dimanche », *Revue des choses*, vol. 4, n° 2, p. 10-31.\n" +
			"- Lee, Anna (2019), « Habiter le port : une enquête », *Études de rien*, vol. 9, p. 77-98.\n",
			[]string{"Les marchés du dimanche", "Habiter le port : une enquête"}},
		{"German", "## Aufsätze\n\n" +
			"1. Roe, Jana: „Die Mühlen am Fluss“, in: Blätter für Dinge 12 (2004), S. 1–20.\n" +
			"2. Lee, Anna: „Zunft und Markt im Norden“, in: Hefte für Sachen 7 (2011), S. 33–51.\n",
			[]string{"Die Mühlen am Fluss", "Zunft und Markt im Norden"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs, _ := readWith(t, Read, "pubs.md", []byte(tt.list), Options{})
			var got []string
			for _, r := range recs {
				if r.Publication != nil {
					got = append(got, r.Publication.Title)
				}
			}
			if len(got) != len(tt.want) {
				t.Fatalf("titles = %q, want %q", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("title %d = %q, want %q", i, got[i], tt.want[i])
				}
			}
		})
	}
}
