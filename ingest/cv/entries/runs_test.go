package entries

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
)

func TestRunStyle(t *testing.T) {
	tests := []struct {
		line string
		want int
	}{
		{"“First Chapter Title,” in *A Book* (Springfield: Example Press, 2019)", leadQuote},
		{"“A Chapter Title the Line", leadQuote}, // the quote closes on the next line
		{"*A Book Title of Several Words*", markup.Italic},
		{"*Title*", 0},
		{"Valleys,” in *Images*, ed. A. Bee (Place:", 0},
		{"A. Author, “Title,” Journal 3 (2019).", 0},
	}
	for _, tt := range tests {
		if got := runStyle(docLines(t, tt.line)[0]); got != tt.want {
			t.Errorf("runStyle(%q) = %d, want %d", tt.line, got, tt.want)
		}
	}
}

func TestLeadRuns(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []int // lines of each block
	}{
		{"quoted titles wrapped", "“One Title of a\nChapter,” in *Book*, ed. A. Bee (Place: Press, 2015), 1–9.\n“Two Titles,” in *Book*, ed. A. Bee (Place:\nPress, 2016), 10–19.\n", []int{2, 2}},
		{"no year before the next title", "“One Title,” in *Book*, forthcoming.\n“Two Titles,” in *Book* (Place: Press, 2016), 10–19.\n", []int{2}},
		{"an open line before the next title", "“One Title,” in *Book* (2015), 1–9; reprinted in\n“Two Titles,” in *Book* (Place: Press, 2016), 10–19.\n", []int{2}},
		{"a byline opens the paragraph", "A. Author. 2019.\n“Title of a Paper.” *Journal* 3: 1–9.\n", []int{2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []int
			for _, b := range leadRuns(sectionBlocks(docLines(t, tt.src))) {
				got = append(got, len(b.lines))
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("blocks (-want +got):\n%s", diff)
			}
		})
	}
}

func TestOngoing(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"R package (2018–): https://example.org/pkg", true},
		{"an invented project, 2016 – present", true},
		{"(Sampleton: Example Press, 2018), 1–9.", false},
		{"Journal of Examples 3 (2016–2019)", false},
	}
	for _, tt := range tests {
		if got := ongoing([]cvPiece{{text: tt.text}}); got != tt.want {
			t.Errorf("ongoing(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}
