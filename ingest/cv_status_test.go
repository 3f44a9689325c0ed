package ingest

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestReadCVPlainStatusHeadings reads a plain-text list whose status
// headings ("In press", "Submitted") stand alone between blank lines,
// unmarked: an entry in press keeps its journal and kind, a submitted one
// is under review, and a kind heading after them ends their section.
func TestReadCVPlainStatusHeadings(t *testing.T) {
	src := "PUBLICATIONS\n\nJournal articles\n\n" +
		"1. Lund K, Amos P. Wetland pollen records from the Baltic coast. Quat Sci Rev. 2019;210:1-12.\n\n" +
		"In press\n\n" +
		"2. Lund K, Berg O. Eel weirs in the Bronze Age. Holocene. In press.\n\n" +
		"Submitted\n\n" +
		"3. Berg O, Lund K. Peat fires and climate. Submitted to Holocene, 2024.\n\n" +
		"Reviews and commentaries\n\n" +
		"4. Lund K. Pollen and people: a review. Veg Hist Archaeobot. 2022;31(4):401-15.\n"
	type pub struct {
		Title string
		Year  int
		Venue string
		Kind  Kind
	}
	want := []pub{
		{"Wetland pollen records from the Baltic coast", 2019, "Quat Sci Rev", KindJournal},
		{"Eel weirs in the Bronze Age", 0, "Holocene", KindJournal},
		{"Peat fires and climate", 2024, "", KindUnderReview},
		{"Pollen and people: a review", 2022, "Veg Hist Archaeobot", KindJournal},
	}
	var got []pub
	for _, p := range cvPubs(parseCVString(t, src)) {
		got = append(got, pub{p.Title, p.Year, p.VenueText, p.Kind})
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
