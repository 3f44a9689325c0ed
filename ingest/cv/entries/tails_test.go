package entries

import "testing"

func TestSplitPublisherPlace(t *testing.T) {
	tests := []struct{ in, publisher, place string }{
		{"Springfield: Example Press", "Example Press", "Springfield"},
		{"Berlin u. a.: Example Verlag", "Example Verlag", "Berlin u. a."},
		{"Example Verlag, Frankfurt am Main", "Example Verlag", "Frankfurt am Main"},
		{"Example Press, New York, NY", "Example Press", "New York, NY"},
		{"Example Press, New York, NY, USA", "Example Press", "New York, NY, USA"},
		{"Example University Press, Eastport, UK", "Example University Press", "Eastport, UK"},
		{"Springer, Berlin/Heidelberg", "Springer", "Berlin/Heidelberg"},
		{"Berlin, Heidelberg", "Berlin, Heidelberg", ""},         // two places, no publisher
		{"Exampleworks, Eastport", "Exampleworks, Eastport", ""}, // a one-word firm may be a place
		{"Example Press", "Example Press", ""},
		{"Example Press, Inc.", "Example Press, Inc.", ""},
		{"Example Press, 2nd edition", "Example Press, 2nd edition", ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			publisher, place := splitPublisherPlace(tt.in)
			if publisher != tt.publisher || place != tt.place {
				t.Errorf("splitPublisherPlace(%q) = %q, %q; want %q, %q", tt.in, publisher, place, tt.publisher, tt.place)
			}
		})
	}
}
