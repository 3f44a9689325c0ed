package entries

import "testing"

// TestLetteredHead tells lettered sub-headings from lines that open with
// an initial.
func TestLetteredHead(t *testing.T) {
	tests := []struct {
		in     string
		letter byte // 0: no sub-heading
		text   string
	}{
		{"B. Conference abstracts", 'B', "Conference abstracts"},
		{"  C) Supervision  ", 'C', "Supervision"},
		{"A. Articles in refereed journals of the field", 'A', "Articles in refereed journals of the field"},
		{"C. Person, D. Writer. A title. Journal 3 (2019)", 0, ""}, // a byline
		{"J. Doe", 'J', "Doe"},                                     // shaped as one; letteredGroups asks for more
		{"J. Doe.", 0, ""},                                         // a full stop ends it
		{"A. Author 2019", 0, ""},                                  // a year
		{"a. lower-case letters", 0, ""},                           // lower case
		{"AB. Two letters", 0, ""},                                 // two letters
		{"B. \"Quoted words\"", 0, ""},                             // a quote
		{"B. one two three four five six seven eight nine", 0, ""}, // nine words
	}
	for _, tt := range tests {
		c, text, ok := letteredHead(tt.in)
		if ok != (tt.letter != 0) || c != tt.letter || text != tt.text {
			t.Errorf("letteredHead(%q) = %q, %q, %v; want %q, %q", tt.in, c, text, ok, tt.letter, tt.text)
		}
	}
}

// TestLetteredGroups makes group headings of lettered sub-headings that
// follow each other or name a section, and marks the parts that hold no
// publications; a lone line of an initial and a surname stays.
func TestLetteredGroups(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want string // per block: p paragraph, i item, g group, s group of a part left out
	}{
		{"letters that follow each other", "A. First things\n\n1. Doe, J. A title. J. Ex. 1 (2019).\n\nB. Second things\n\n2. Doe, J. A title. J. Ex. 2 (2020).\n", "gigi"},
		{"a part that holds no publications", "1. Doe, J. A title. J. Ex. 1 (2019).\n\nC. Supervision\n\nMSc: A. Student (2020)\n", "isp"},
		{"a lone name", "1. Doe, J. A title. J. Ex. 1 (2019).\n\nJ. Doe\n\n2. Doe, J. A title. J. Ex. 2 (2020).\n", "ipi"},
		{"letters that do not follow", "A. First things\n\n1. Doe, J. A title. J. Ex. 1 (2019).\n\nC. Other things\n", "pip"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ""
			for _, b := range letteredGroups(sectionBlocks(docLines(t, tt.src))) {
				switch {
				case b.start == startGroup && b.skip:
					got += "s"
				case b.start == startGroup:
					got += "g"
				case b.start == startItem:
					got += "i"
				default:
					got += "p"
				}
			}
			if got != tt.want {
				t.Errorf("blocks %q, want %q", got, tt.want)
			}
		})
	}
}
