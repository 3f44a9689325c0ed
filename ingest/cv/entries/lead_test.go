package entries

import (
	"testing"

	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
)

func docLines(t *testing.T, src string) []doc.Line {
	t.Helper()
	ml, _ := markup.Parse(src)
	out := make([]doc.Line, len(ml))
	for i, l := range ml {
		out[i] = doc.Line{Line: l}
	}
	return out
}

func TestLeadStyle(t *testing.T) {
	tests := []struct {
		line string
		want int
	}{
		{"*First Article Title*, 12 Example Law Review 345", markup.Italic},
		{"2024 *First Article Title*, with Ann Author, 12 Example Law Review 345", markup.Italic},
		{"“First Chapter Title,” in *A Book* (Springfield: Example Press, 2019)", leadQuote},
		{"*Ann Author 2022*", 0},                           // nothing after it: a name or a note
		{"*Title*, 12 Example Law Review 345", 0},          // one word
		{"**Bold Title Words**, Example Journal, 2020", 0}, // bold: as often an event
		{"A. Author. *Italic Title Words*, 2020", 0},
		{"forthcoming *First Article Title*, 12 Example Law Review", markup.Italic},   // a status in the date column
		{"2025 Doe’*s Rule in Practice*, 74 Example Law Journal 1851", markup.Italic}, // a roman case name opens it
		{"2025 Doe and *Rule in Practice*, 74 Example Law Journal 1851", 0},
	}
	for _, tt := range tests {
		if got := leadStyle(docLines(t, tt.line)[0]); got != tt.want {
			t.Errorf("leadStyle(%q) = %d, want %d", tt.line, got, tt.want)
		}
	}
}

// TestSectionBlocksLawReview cuts a list whose entries open with an
// italic title and name no author (the owner's articles, the year in a
// column of its own) into one entry per paragraph.
func TestSectionBlocksLawReview(t *testing.T) {
	src := `2024 *First Article Title*, with Ann Author, 12 Example Law Review 345

*Second Article Title*, 98 Other Law Journal 1001

*Third Article Title Here*, 7 Example Law Review 12 (Spring)

2021 *Fourth Article Title*, 3 Journal of Examples 45
`
	blocks := sectionBlocks(docLines(t, src))
	if got := commonLead(blocks); got != markup.Italic {
		t.Fatalf("commonLead = %d, want italic (%d)", got, markup.Italic)
	}
	prose := sectionBlocks(docLines(t, "*Some Words Here*, and more text.\n\nPlain text follows here.\n\nMore plain text.\n\n*Other Words*, again.\n"))
	if got := commonLead(prose); got != 0 {
		t.Errorf("commonLead of a mixed section = %d, want 0", got)
	}
}

// TestOpensMarked checks which lines open with a marked title that
// belongs to the byline above them: an italic or bold span of two words
// or more, but not a bold name that opens a byline of its own.
func TestOpensMarked(t *testing.T) {
	tests := []struct {
		line string
		want bool
	}{
		{"_Slow queues in cold towns._ Queue Letters. 12.", true},
		{"**Slow queues in cold towns**, Queue Letters 12", true},
		{"**Doe, J. Q.** (in preparation). Slow queues.", false},
		{"**Jane Q. Doe**, Ann Lee. Slow queues.", false},
		{"*Queues*. Letters 3", false}, // one word
		{"Slow queues in _cold_ towns.", false},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			ls := docLines(t, tt.line)
			if got := opensMarked(&ls[0]); got != tt.want {
				t.Errorf("opensMarked(%q) = %v, want %v", tt.line, got, tt.want)
			}
		})
	}
}
