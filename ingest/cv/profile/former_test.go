package profile

import "testing"

// TestWithoutFormerName checks the former names a header gives after
// the owner's name, and lines that give none. Names are invented.
func TestWithoutFormerName(t *testing.T) {
	for _, tt := range []struct {
		in, rest, former, full string
	}{
		{"Jane Doe (née Roe)", "Jane Doe", "Roe", "Jane Roe"},
		{"Jane Doe (nee Roe)", "Jane Doe", "Roe", "Jane Roe"},
		{"Jane Q. Doe, née Roe", "Jane Q. Doe", "Roe", "Jane Q. Roe"},
		{"Anna Schmidt, geb. Weber", "Anna Schmidt", "Weber", "Anna Weber"},
		{"Jane Doe (formerly Jane Roe)", "Jane Doe", "Jane Roe", "Jane Roe"},
		{"Jane Doe (born Roe)", "Jane Doe", "Roe", "Jane Roe"},
		// No former name: a year, a place, a word that only looks so.
		{"Jane Doe, born 1980", "Jane Doe, born 1980", "", ""},
		{"Jane Doe (born in Dublin)", "Jane Doe (born in Dublin)", "", ""},
		{"Renee Doe", "Renee Doe", "", ""},
		{"Jane Doe", "Jane Doe", "", ""},
	} {
		rest, former := withoutFormerName(tt.in)
		if rest != tt.rest || former != tt.former {
			t.Errorf("withoutFormerName(%q) = %q, %q; want %q, %q", tt.in, rest, former, tt.rest, tt.former)
		}
		if got := formerName(rest, former); got != tt.full {
			t.Errorf("formerName(%q, %q) = %q, want %q", rest, former, got, tt.full)
		}
	}
}
