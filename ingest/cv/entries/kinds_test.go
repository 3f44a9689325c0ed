package entries

import (
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/ingest/label"
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

// TestTitleCut checks which tails of the rules' title the labeller's
// reading cuts, whatever the model: a cut needs punctuation or the start
// of bold or italics before the tail, and a title its markup or the
// whole text delimits stands as it is.
func TestTitleCut(t *testing.T) {
	at := func(s, sub string) [2]int {
		i := strings.Index(s, sub)
		return [2]int{i, i + len(sub)}
	}
	for _, tc := range []struct {
		name, text, title string
		title2, tail      string   // what the labeller reads as the title and as a container
		marked            []string // bold spans
		italic            []string // italic spans
		want              string   // the title kept
	}{
		{name: "a comma parts the journal",
			text: "A. Roe. Finches of the Coast, Island Letters, 12, 1-9.", title: "Finches of the Coast, Island Letters",
			title2: "Finches of the Coast", tail: "Island Letters", want: "Finches of the Coast"},
		{name: "GOST slashes part the journal",
			text: "Roe A. B. Finches of the Coast // Island Letters. 2020. Vol. 3.", title: "Finches of the Coast // Island Letters",
			title2: "Finches of the Coast", tail: "Island Letters", want: "Finches of the Coast"},
		{name: "no mark between title and venue: the labeller errs",
			text: "Ann Roe, Bo Poe Finches Meet Distant Island Letters Symposium 2020", title: "Finches Meet Distant Island Letters",
			title2: "Finches Meet Distant", tail: "Island Letters Symposium", marked: []string{"Finches Meet Distant Island Letters"}, want: "Finches Meet Distant Island Letters"},
		{name: "a quoted nickname inside an italic title",
			text: "Roe, A. 2020, Isl. Lett., 12, 3 The “Odd” Songbird of the Coast", title: "The “Odd” Songbird of the Coast",
			title2: "The “Odd”", tail: "Songbird of the Coast", italic: []string{"The “Odd” Songbird of the Coast"}, want: "The “Odd” Songbird of the Coast"},
		{name: "a quoted nickname, no markup",
			text: "Roe, A. 2020, Isl. Lett., 12, 3 The “Odd” Songbird of the Coast", title: "The “Odd” Songbird of the Coast",
			title2: "The “Odd”", tail: "Songbird of the Coast", want: "The “Odd” Songbird of the Coast"},
		{name: "italics start the journal",
			text: "Roe, Poe (2020). A tool to count finches Island Letters. doi:10.1/x", title: "A tool to count finches Island Letters",
			title2: "A tool to count finches", tail: "Island Letters", italic: []string{"Island Letters"}, want: "A tool to count finches"},
		{name: "a title field alone is not cut",
			text: "Finches of Grey Hill, Southern Province", title: "Finches of Grey Hill, Southern Province",
			title2: "Finches of Grey Hill", tail: "Southern Province", want: "Finches of Grey Hill, Southern Province"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lb := &cvLabelled{text: tc.text, lineStart: []int{0}}
			for _, m := range tc.marked {
				r := at(tc.text, m)
				lb.spans = append(lb.spans, label.Span{Start: r[0], End: r[1], Marks: label.Bold})
			}
			for _, m := range tc.italic {
				r := at(tc.text, m)
				lb.spans = append(lb.spans, label.Span{Start: r[0], End: r[1], Marks: label.Italic})
			}
			fakeLabels(lb, map[label.Label][2]int{label.Title: at(tc.text, tc.title2), label.Container: at(tc.text, tc.tail)})
			if got := lb.titleCut(tc.title); got != tc.want {
				t.Errorf("titleCut(%q) = %q, want %q", tc.title, got, tc.want)
			}
		})
	}
}
