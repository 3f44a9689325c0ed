package entries

import (
	"testing"

	"github.com/pubgraph/pubgraph/ingest/label"
)

// TestBareBlocks finds a bare list of titles with a date column, cuts
// it into one block per title, and leaves lists with bylines or marks,
// and titles with no date column, as they are.
func TestBareBlocks(t *testing.T) {
	tests := []struct {
		name   string
		src    string
		blocks int // the blocks of a bare list; 0: not a bare list
	}{
		{"paragraphs with a date column", "2012 A Theory of Tidy Contracts (link)\n\nPrivate Ordering at the Edge of Law (link)\n\n2010 Sovereign Wishes and Public Costs\n", 3},
		{"two titles on one paragraph, the first closed by a note", "2012 A Theory of Tidy Contracts (link)\n\nThresholds and Their Discontents (link)\nInstitutional Design and Public Distrust (email for draft)\n", 3},
		{"a line per year, no blank lines", "2019 The Archive as Witness and Judge\n2017 Guilds Without Masters in Early Towns\n", 2},
		{"a wrapped title stays whole", "2019 The Archive as Witness and Judge in the Courts\nof the Northern Towns\n\n2017 Guilds Without Masters in Early Towns\n", 2},
		{"no date column", "A Theory of Tidy Contracts (link)\n\nPrivate Ordering at the Edge of Law (link)\n", 0},
		{"italic titles", "2012 *A Theory of Tidy Contracts*, 12 Example Law Review 3\n\n*Private Ordering at the Edge of Law*, 4 Sample Law Journal 5\n", 0},
		{"bylines", "2012 Jane Doe and Ann Lee. A theory of tidy contracts. Example Law Review 3.\n\nJane Doe. Private ordering. Sample Law Journal 5.\n", 0},
		{"years inside the entries", "2012 A Theory of Tidy Contracts, Example Law Review 2012\n\nPrivate Ordering at the Edge of Law, 2011\n", 0},
		{"list items", "- 2012 A Theory of Tidy Contracts (link)\n- Private Ordering at the Edge of Law (link)\n", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			blocks, lead := bareBlocks(sectionBlocks(docLines(t, tt.src)), label.Default())
			got := 0
			if lead == leadBare {
				got = len(blocks)
			}
			if got != tt.blocks {
				t.Errorf("bare list of %d blocks (lead %d), want %d", got, lead, tt.blocks)
			}
		})
	}
}

// TestBracketNotesStart finds the notes in brackets that end a bare
// title.
func TestBracketNotesStart(t *testing.T) {
	tests := []struct{ in, want string }{
		{"A Theory of Tidy Contracts (link)", "A Theory of Tidy Contracts"},
		{"Sovereign Wishes (link) (revised MA thesis) ", "Sovereign Wishes"},
		{"Private Ordering [draft]", "Private Ordering"},
		{"Private Ordering", "Private Ordering"},
		{"Odd (bracket", "Odd (bracket"},
	}
	for _, tt := range tests {
		if got := tt.in[:bracketNotesStart(tt.in)]; got != tt.want {
			t.Errorf("bracketNotesStart(%q) cuts %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestWithAfter finds the co-authors after a title-first entry's "with",
// and nothing where "with" is a word of the title or no punctuation
// parts them.
func TestWithAfter(t *testing.T) {
	tests := []struct {
		s    string
		end  int // where the title ends
		want string
	}{
		{"Title Words, with Alan B. Roe, 12 Law Review 3", 11, "Alan B. Roe, 12 Law Review 3"},
		{"“Title Words,” with Hanna Vogel, in Book", len("“Title Words,”"), "Hanna Vogel, in Book"},
		{"Title Words (with Ann Lee)", 11, "Ann Lee)"},
		{"Title Words, With Ann Lee", 11, "Ann Lee"},
		{"Title Words, 12 Law Review, with comments", 11, ""},
		{"Learning with Kernels", 8, ""},
		{"Title Words, within reach", 11, ""},
		// The with words of every language cues.txt lists.
		{"Titre des mots, avec Anne Roe, in Livre", 14, "Anne Roe, in Livre"},
		{"Titel der Worte, mit Anna Roe", 15, "Anna Roe"},
		{"Titre des mots, avecAnne", 14, ""},
	}
	for _, tt := range tests {
		got := ""
		if st, ok := withAfter(tt.s, tt.end); ok {
			got = tt.s[st:]
		}
		if got != tt.want {
			t.Errorf("withAfter(%q, %d) = %q, want %q", tt.s, tt.end, got, tt.want)
		}
	}
	for _, tt := range []struct {
		s      string
		st     int
		want   int
		wantOK bool
	}{
		{"Title, with Ann Lee", 12, 7, true},
		{"Titre, avec Anne Roe", 12, 7, true},
		{"Title, WITH Ann Lee", 12, 7, true},
		{"Title, herewith Ann Lee", 16, 0, false},
		{"Title, Ann Lee", 7, 0, false},
	} {
		if w, ok := withBefore(tt.s, tt.st); ok != tt.wantOK || w != tt.want {
			t.Errorf("withBefore(%q, %d) = %d, %v, want %d, %v", tt.s, tt.st, w, ok, tt.want, tt.wantOK)
		}
	}
	if _, ok := withBefore("Title, forthwith Ann Lee", 17); ok {
		t.Errorf("withBefore found the end of a word")
	}
}
