package entries

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestMonthOnly tells a date alone, which is never the venue, from text
// that holds more.
func TestMonthOnly(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{", July 2021", true},
		{"(2018, May)", true},
		{"(2018, May).", true},
		{"(2016, October 3–5)", true},
		{"(2019)", true},
		{"(2018, May). Poster presented at the 41. Tagung Netzdinge", false},
		{"Tagung Netzdinge, 2018", false},
		{"(Germany)", false},
	}
	for _, tt := range tests {
		if got := monthOnly(tt.in); got != tt.want {
			t.Errorf("monthOnly(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

// TestVenueTextSkipsDates keeps an italic date or status, which APA sets
// where the year goes, out of the venue.
func TestVenueTextSkipsDates(t *testing.T) {
	tests := []struct {
		name   string
		pieces []cvPiece
		want   string
	}{
		{"in press", []cvPiece{{text: "in press", italic: true}}, ""},
		{"in prep then journal", []cvPiece{{text: "(in prep.)", italic: true}, {text: "Journal of Network Things", italic: true}}, "Journal of Network Things"},
		{"press in a name", []cvPiece{{text: "Network Things Press", italic: true}}, "Network Things Press"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := venueText(tt.pieces); got != tt.want {
				t.Errorf("venueText = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestFindQuotes checks which single quotes open and close a quoted title
// and which are apostrophes.
func TestFindQuotes(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{`(2019) 'Fast paths', in`, []string{`'Fast paths'`}},
		{`'Fast paths'`, []string{`'Fast paths'`}},
		{`T. O'Brien and D'Arcy, J. (2019) 'Why paths don't stall'.`, []string{`'Why paths don't stall'`}},
		{`the students' paths, and O'Brien's`, nil},
		{`(NetThings '21). New York: ACM.`, nil},
		{`‘Don’t stall’, Journal`, []string{`‘Don’t stall’`}},
		{`"A 'quoted' word," in Proc.`, []string{`"A 'quoted' word,"`}},
		{`'unclosed quote and more`, nil},
		{`‘Stability of Earth’s crust’ Under Review at *Journal*`, []string{`‘Stability of Earth’s crust’`}},
		{`‘The students’ paths’, Journal`, []string{`‘The students’ paths’`}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			var got []string
			for _, q := range findQuotes(tt.in) {
				got = append(got, tt.in[q[0]:q[1]])
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestVenueSeriesLetter adds to a journal's italic name the series
// letter printed in roman before the volume, and nothing else.
func TestVenueSeriesLetter(t *testing.T) {
	tests := []struct {
		name   string
		pieces []cvPiece
		want   string
	}{
		{"glued to the volume", []cvPiece{{text: "Eur. Phys. J", italic: true}, {text: "C78 (2018) 140"}}, "Eur. Phys. J. C"},
		{"apart from the volume", []cvPiece{{text: "Phys. Lett.", italic: true}, {text: "B 716 (2012) 30"}}, "Phys. Lett. B"},
		{"a volume alone", []cvPiece{{text: "Phys. Lett.", italic: true}, {text: "716 (2012) 30"}}, "Phys. Lett."},
		{"a full name", []cvPiece{{text: "Journal of Things", italic: true}, {text: "A1 (2012)"}}, "Journal of Things"},
		{"on the next line", []cvPiece{{text: "Phys. Lett.", italic: true}, {line: 1, text: "B 716 (2012) 30"}}, "Phys. Lett."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := venueText(tt.pieces); got != tt.want {
				t.Errorf("venueText = %q, want %q", got, tt.want)
			}
		})
	}
}
