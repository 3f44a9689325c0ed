package entries

import (
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// TestFindQuotesOpeners checks that every kind of quote is still found
// past the quick test for quoteOpeners, and none where there is no opener.
func TestFindQuotesOpeners(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int
	}{
		{`A. Roe. "Finches of the north." Island Letters.`, 1},
		{`A. Roe. “Finches of the north.” Island Letters.`, 1},
		{`A. Roe (2019) 'Finches of the north', Island Letters.`, 1},
		{`A. Roe (2019) ‘Finches of the north’, Island Letters.`, 1},
		{`A. Roe. «Finches of the north». Island Letters.`, 1},
		{`A. Roe. „Finches of the north“. Island Letters.`, 1},
		{`A. Roe. Finches of the north. Island Letters 12, 1-9 (2019).`, 0},
	} {
		if got := findQuotes(tc.in); len(got) != tc.want {
			t.Errorf("findQuotes(%q) = %v, want %d quotes", tc.in, got, tc.want)
		}
	}
}

// TestKindWords checks the kind that the words of a piece name, and
// the order of kindTests where a piece names two.
func TestKindWords(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want pub.Kind
	}{
		{"US Patent 9,876,543", pub.KindPatent},
		{"Pat. No. 12", pub.KindPatent},
		{"lecture notes, Some University", pub.KindOther},
		{"Lecture Notes in Computer Science", ""},
		{"PhD thesis, Some University", pub.KindThesis},
		{"Masterarbeit, Universität X", pub.KindThesis},
		{"Thèse de doctorat", pub.KindThesis},
		{"these results", ""},
		{"tesi di laurea", pub.KindThesis},
		{"Book chapter", pub.KindChapter},
		{"Chapter 3 in Handbook", pub.KindChapter},
		{"J. Doe (eds.), Handbook", pub.KindChapter},
		{"J. Doe (Hrsg.): Handbuch", pub.KindChapter},
		{"M. Rossi (a cura di)", pub.KindChapter},
		{"Handbook, A. Roe, Eds., Place", pub.KindChapter},
		{"Handbook, A. Roe, eds. Place", ""},
		{"Handbook, A. Roe, Ed. by X", pub.KindChapter},
		{"Handbook, edited by A. Roe", pub.KindChapter},
		{"in Trade and Faith, ed. Pieter de Wit (Place: Press, 2015)", pub.KindChapter}, // Chicago
		{"in Gina Koe, ed., Essays on Doctrine (Example Press)", pub.KindChapter},       // Bluebook
		{"in Ann Roe & Bo Poe, eds., Essays", pub.KindChapter},
		{"Essays, 2nd ed. Place: Press", ""},  // an edition
		{"Collected Essays, ed. Ann Roe", ""}, // no "in" before it
		{"Under review", pub.KindUnderReview},
		{"in preparation", pub.KindUnderReview},
		{"Poster session", pub.KindPoster},
		{"Posters at X", pub.KindPoster},
		{"Demo track", pub.KindDemo},
		{"Workshop on Moles", pub.KindWorkshop},
		{"Workshops", pub.KindWorkshop},
		{"arXiv preprint", pub.KindPreprint},
		{"NBER Working Paper", pub.KindPreprint},
		{"Journal of Moles", pub.KindJournal},
		{"Example Law Blog (Jan. 5, 2023)", pub.KindOther},
		{"op-ed, The Example Times", pub.KindOther},
		{"Blogging Studies Quarterly", ""},
		{"Proc. Natl. Acad. Sci.", ""},
		{"Proc. Nat. Acad. Sci. USA", pub.KindJournal},
		{"Proceedings of the Royal Society B", pub.KindJournal},
		{"Proceedings of the IEEE", pub.KindJournal},
		{"Proceedings of the IEEE Conference on X", pub.KindConference},
		{"In Proc. of X", pub.KindConference},
		{"Symp. on Y", pub.KindConference},
		{"Proc. Amer. Math. Soc.", ""},
		{"Workshop at the Conference on X", pub.KindWorkshop},
		{"Journal of the Poster", pub.KindPoster},
		{"_poster_", ""},
		{"Postering", ""},
		{"", ""},
	} {
		if got := kindWords(tc.in); got != tc.want {
			t.Errorf("kindWords(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
