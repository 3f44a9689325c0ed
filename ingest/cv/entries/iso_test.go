package entries

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSentencesISOAbbrev parts lines at sentence ends but not inside
// ISO 4 journal abbreviations ("J. Funct. Anal.", "Am. J. Physiol. Heart
// Circ. Physiol."), while a title that ends in a full word before an
// abbreviated journal stays a sentence of its own. (A stop before a
// number ends a sentence here as before; the fields join those.)
func TestSentencesISOAbbrev(t *testing.T) {
	tests := []struct {
		name, line string
		want       []string
	}{
		{"AMS journal", "On bounded operators, J. Funct. Anal. 12 (2003) 1–20.",
			[]string{"On bounded operators, J. Funct. Anal. 12 (2003) 1–20."}},
		{"AMS journal after italics", "*Quasimodes*, Comm. Math. Phys. 301 (2011), 1–30.",
			[]string{"*Quasimodes*, Comm. Math. Phys. 301 (2011), 1–30."}},
		{"German journal", "Spectra, J. Reine Angew. Math. 601 (2006), 1–20.",
			[]string{"Spectra, J. Reine Angew. Math. 601 (2006), 1–20."}},
		{"Vancouver, full word inside", "Heart rate in mice. Am. J. Physiol. Heart Circ. Physiol. 2015;309:H1–H10.",
			[]string{"Heart rate in mice.", "Am. J. Physiol. Heart Circ. Physiol.", "2015;309:H1–H10."}},
		{"title case title before a journal", "Quantum Hall Effect. Phys. Rev. B 12 (2010).",
			[]string{"Quantum Hall Effect.", "Phys. Rev. B 12 (2010)."}},
		{"short title word before a journal", "Graph Mining at Scale. Ann. Appl. Probab. 14 (2004).",
			[]string{"Graph Mining at Scale.", "Ann. Appl. Probab.", "14 (2004)."}},
		{"a name ends a byline", "J.R.R. Tolkien. On Rings. Middle Journal, 1954.",
			[]string{"J.R.R.", "Tolkien.", "On Rings.", "Middle Journal, 1954."}},
		{"full word that journals also use", "Design of biological circuits. Current Things in Biology, 11, 5-7.",
			[]string{"Design of biological circuits.", "Current Things in Biology, 11, 5-7."}},
		{"whole words after a sentence", "Berg A, Lind C. Cells in Motion. Nature. 2015;1:1–2.",
			[]string{"Berg A, Lind C. Cells in Motion.", "Nature.", "2015;1:1–2."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, sg := range sentences(tt.line) {
				got = append(got, tt.line[sg[0]:sg[1]])
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestISOJournalCommas finds the comma before an abbreviated journal and
// its volume, and no comma before other capitalised words.
func TestISOJournalCommas(t *testing.T) {
	tests := []struct {
		s    string
		want []int
	}{
		{"On operators, J. Funct. Anal. 12 (2003)", []int{12}},
		{"Cohomology, Israel J. Math. 45", []int{10}},
		{"Notes on groups, Vol. 2", nil},
		{"Groups, Rings and Fields, 2nd ed.", nil},
		{"Berg, A., Lind, C. 2019", nil},
		// Initials alone before a year are a name's.
		{"Moe, B. R., & Roe, C. F. 2020, ApJ, 898, 50", nil},
		{"Spectra, Duke Math. J.", nil},
	}
	for _, tt := range tests {
		if got := isoJournalCommas(tt.s); !cmp.Equal(tt.want, got) {
			t.Errorf("isoJournalCommas(%q) = %v, want %v", tt.s, got, tt.want)
		}
	}
}

// TestNumberedVenue tells a link's text that is a venue with its numbers
// from a title.
func TestNumberedVenue(t *testing.T) {
	tests := []struct {
		s    string
		want bool
	}{
		{"ApJ, 898, 50", true},
		{"J. Netw. Lett. 13, 7514-7520", true},
		{"Journal of Things, (2022)", true},
		{"Journal of Things 109, 114 (2019)", true},
		{"Slow paths in fast networks", false},
		{"Slow paths in 2020", false},
		{"Planck 2018 results. VI. Parameters", false},
		{"Ten years of 3D paths (2019)", false},
	}
	for _, tt := range tests {
		if got := numberedVenue(tt.s); got != tt.want {
			t.Errorf("numberedVenue(%q) = %v, want %v", tt.s, got, tt.want)
		}
	}
}
