package cv

import (
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVISOJournals reads a journal abbreviated in ISO 4 style that
// the venue table does not hold as one venue, not cut at its first full
// stop.
func TestReadCVISOJournals(t *testing.T) {
	tests := []struct {
		name, entry string
		want        heldOutPub
	}{
		{"AMS, italic title", "A. Berg and C. Lind, *Quasimodes on tori*, Comm. Math. Phys. 301 (2011), 1–30.",
			heldOutPub{"Quasimodes on tori", []string{"A. Berg", "C. Lind"}, 2011, "Comm. Math. Phys.", pub.KindJournal}},
		{"AMS, no comma after the year", "A. Berg and C. Lind, On bounded operators, J. Funct. Anal. 12 (2003) 1–20.",
			heldOutPub{"On bounded operators", []string{"A. Berg", "C. Lind"}, 2003, "J. Funct. Anal.", pub.KindJournal}},
		{"AMS, issue number", "A. Berg, Random walks on trees, Ann. Appl. Probab. 14 (2004), no. 2, 33–51.",
			heldOutPub{"Random walks on trees", []string{"A. Berg"}, 2004, "Ann. Appl. Probab.", pub.KindJournal}},
		{"AMS, full word first", "A. Berg and C. Lind, Bounded cohomology of groups, Israel J. Math. 45 (1999).",
			heldOutPub{"Bounded cohomology of groups", []string{"A. Berg", "C. Lind"}, 1999, "Israel J. Math.", pub.KindJournal}},
		{"AMS, two-word title", "A. Berg and C. Lind, Bounded cohomology, Israel J. Math. 45 (1999).",
			heldOutPub{"Bounded cohomology", []string{"A. Berg", "C. Lind"}, 1999, "Israel J. Math.", pub.KindJournal}},
		{"AMS, one-word italic title", "A. Berg, *Spectra*, J. Reine Angew. Math. 601 (2006), 1–20.",
			heldOutPub{"Spectra", []string{"A. Berg"}, 2006, "J. Reine Angew. Math.", pub.KindJournal}},
		{"AMS, one-word plain title", "A. Berg, Spectra, J. Reine Angew. Math. 601 (2006), 1–20.",
			heldOutPub{"Spectra", []string{"A. Berg"}, 2006, "J. Reine Angew. Math.", pub.KindJournal}},
		{"AMS, one-word title, two authors", "A. Berg and C. Lind, *Quasimodes*, Comm. Math. Phys. 301 (2011), 1–30.",
			heldOutPub{"Quasimodes", []string{"A. Berg", "C. Lind"}, 2011, "Comm. Math. Phys.", pub.KindJournal}},
		{"Vancouver, full word inside", "Berg A, Lind C. Heart rate in mice. Am. J. Physiol. Heart Circ. Physiol. 2015;309:H1–H10.",
			heldOutPub{"Heart rate in mice", []string{"A Berg", "C Lind"}, 2015, "Am. J. Physiol. Heart Circ. Physiol.", pub.KindJournal}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "## Publications\n\n- " + tt.entry + "\n- Lund, K. (2014). Canals at dusk. *Water History*, 6(2), 1–20.\n"
			checkFirstPub(t, src, 2, tt.want)
		})
	}
}

// TestReadCVPatents reads a patent's title whole before "U.S. Patent",
// in the styles that write the number after a comma or a full stop, and
// keeps the number whole after "No.".
func TestReadCVPatents(t *testing.T) {
	tests := []struct {
		name, entry string
		want        heldOutPub
	}{
		{"AMS-like, comma", "A. Berg and C. Lind, Valve assembly for fluid lines, U.S. Patent 9,876,543 (2018).",
			heldOutPub{"Valve assembly for fluid lines", []string{"A. Berg", "C. Lind"}, 2018, "U.S. Patent 9,876,543", pub.KindPatent}},
		{"Vancouver", "Berg A, Lind C. Valve assembly for fluid lines. U.S. Patent 9,876,543. 2018 Jan 2.",
			heldOutPub{"Valve assembly for fluid lines", []string{"A Berg", "C Lind"}, 2018, "U.S. Patent 9,876,543", pub.KindPatent}},
		{"IEEE, quoted title", "A. Berg and C. Lind, \"Valve assembly for fluid lines,\" U.S. Patent 9,876,543, 2018.",
			heldOutPub{"Valve assembly for fluid lines", []string{"A. Berg", "C. Lind"}, 2018, "U.S. Patent 9,876,543", pub.KindPatent}},
		{"Harvard, Pat. No.", "Berg, A. and Lind, C. (2018) Valve assembly for fluid lines. U.S. Pat. No. 9,876,543.",
			heldOutPub{"Valve assembly for fluid lines", []string{"A. Berg", "C. Lind"}, 2018, "U.S. Pat. No. 9,876,543", pub.KindPatent}},
		{"APA, number in brackets", "Berg, A., & Lind, C. (2018). Valve assembly for fluid lines (U.S. Patent No. 9,876,543). U.S. Patent and Trademark Office.",
			heldOutPub{"Valve assembly for fluid lines", []string{"A. Berg", "C. Lind"}, 2018, "U.S. Patent and Trademark Office", pub.KindPatent}},
		{"date after the number", "A. Berg, C. Lind. Valve assembly for fluid lines. U.S. Patent 9,876,543, issued January 2, 2018.",
			heldOutPub{"Valve assembly for fluid lines", []string{"A. Berg", "C. Lind"}, 2018, "U.S. Patent 9,876,543", pub.KindPatent}},
		{"number after No.", "Berg A, Lind C. Method of sorting cells. U.S. Patent No. 10,123,456. 2019.",
			heldOutPub{"Method of sorting cells", []string{"A Berg", "C Lind"}, 2019, "U.S. Patent No. 10,123,456", pub.KindPatent}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "## Publications\n\n- " + tt.entry + "\n- Lund, K. (2014). Canals at dusk. *Water History*, 6(2), 1–20.\n"
			checkFirstPub(t, src, 2, tt.want)
		})
	}
}
