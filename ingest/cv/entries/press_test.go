package entries

import (
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
)

// TestPressName tells the names of newspapers and magazines, which a
// piece's entry names after its title, from people's names.
func TestPressName(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{"NEW YORK TIMES", true},
		{"New York Times (May 3, 2019)", true},
		{"WASHINGTON POST", true},
		{"The Guardian", true},
		{"The Atlantic", true},
		{"Jane Q. Doe", false},
		{"Times of change in small towns", false},
		{"post-processing", false},
		{"A. Roe", false},
	} {
		if got := pressName(tt.in); got != tt.want {
			t.Errorf("pressName(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

// TestFindMonthYearDays finds the dates with a day that end the name of
// a newspaper, and none in a name that only holds a number.
func TestFindMonthYearDays(t *testing.T) {
	for _, tt := range []struct {
		in, want string
	}{
		{"NEW YORK TIMES (May 3, 2019)", "NEW YORK TIMES"},
		{"The Guardian, 3 May 2019", "The Guardian"},
		{"The Atlantic, June 4, 2018", "The Atlantic"},
		{"Journal of Things, May 2019", "Journal of Things"},
		{"Journal of Things (2019)", "Journal of Things (2019)"},
		{"Report (May 3)", "Report (May 3)"},
	} {
		if got := dropMonthYear(tt.in); got != tt.want {
			t.Errorf("dropMonthYear(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestBlankGenreLead blanks a law review's designation before a title,
// and nothing that is a title's or a name's.
func TestBlankGenreLead(t *testing.T) {
	for _, tt := range []struct {
		in, genre, text string
	}{
		{"Note, *Standing in Trial Courts*, 130 L. Rev. 1100 (2017).", "Note", "      Standing in Trial Courts, 130 L. Rev. 1100 (2017)."},
		{"Jane Q. Doe, Comment, Remedies after Trial, 88 L. Rev. 501 (2021).", "Comment", "Jane Q. Doe,          Remedies after Trial, 88 L. Rev. 501 (2021)."},
		{"Book Review, Trial Remedies, 99 L. Rev. 77 (2020).", "Book Review", "             Trial Remedies, 99 L. Rev. 77 (2020)."},
		{"*Note, on Trial Courts*, 12 L. Rev. 3 (2019).", "", "Note, on Trial Courts, 12 L. Rev. 3 (2019)."},
		{"Jane Note, Mark Roe, Title of a Paper. Journal 2019.", "", "Jane Note, Mark Roe, Title of a Paper. Journal 2019."},
		{"Essay", "", "Essay"},
	} {
		ml, _ := markup.Parse(tt.in)
		l := doc.Line{Line: ml[0]}
		if got := blankGenreLead(&l); got != tt.genre || l.Text != tt.text {
			t.Errorf("blankGenreLead(%q) = %q, %q; want %q, %q", tt.in, got, l.Text, tt.genre, tt.text)
		}
	}
}

// TestBetweenNumbers tells a journal set between a law review's volume
// and first page from names between a number and a year.
func TestBetweenNumbers(t *testing.T) {
	for _, tt := range []struct {
		s, in string
		want  bool
	}{
		{"Title, 130 Yale L.J. 1100 (2017).", "Yale L.J.", true},
		{"12 A. Author 2019 Title.", "A. Author", false},
		{"A. Author 12 Title.", "A. Author", false},
	} {
		i := strings.Index(tt.s, tt.in)
		if got := betweenNumbers(tt.s, i, i+len(tt.in)); got != tt.want {
			t.Errorf("betweenNumbers(%q, %q) = %v, want %v", tt.s, tt.in, got, tt.want)
		}
	}
}
