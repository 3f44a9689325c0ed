package cv

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVLawAndPress reads invented entries of a law professor's list:
// the designation a law review sets before a title ("Note,", "Comment,",
// "Book Review,", "Essay,") is neither an author nor the title, and the
// newspaper a piece ran in, named after its title, is the venue and no
// author.
func TestReadCVLawAndPress(t *testing.T) {
	type want struct {
		Title   string
		Authors []string
		Venue   string
		Kind    pub.Kind
	}
	page := "# Jane Q. Doe\n\n## Publications\n\n" +
		"1. Note, *Standing in Trial Courts*, 130 Yale L.J. 1100 (2017).\n" +
		"2. Jane Q. Doe, Comment, *Remedies after Trial*, 88 Yale L.J. 501 (2021).\n" +
		"3. Jane Q. Doe & Mark Roe, Essay, *Courts and Clocks*, 45 Yale L.J. 90 (2022).\n" +
		"4. Why Trial Courts Matter, NEW YORK TIMES (May 3, 2019).\n" +
		"5. A Court for Everyone, The Guardian, 3 May 2019.\n"
	recs, _, err := collectRecords(t, Read, []byte(page), "cv.md")
	if err != nil {
		t.Fatal(err)
	}
	var got []want
	for _, p := range pubsOf(recs) {
		got = append(got, want{p.Title, authorNames(p.Authors), p.VenueText, p.Kind})
	}
	wants := []want{
		{"Standing in Trial Courts", []string{"Jane Q. Doe"}, "", ""},
		{"Remedies after Trial", []string{"Jane Q. Doe"}, "", ""},
		{"Courts and Clocks", []string{"Jane Q. Doe", "Mark Roe"}, "", ""},
		{"Why Trial Courts Matter", []string{"Jane Q. Doe"}, "NEW YORK TIMES", pub.KindOther},
		{"A Court for Everyone", []string{"Jane Q. Doe"}, "The Guardian", pub.KindOther},
	}
	// The law reviews' venues and kinds are not this test's business.
	for i := range got {
		if i < 3 {
			got[i].Venue, got[i].Kind = "", ""
		}
	}
	if diff := cmp.Diff(wants, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
