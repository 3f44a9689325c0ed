package pub

import (
	"fmt"
	"strings"
	"testing"
)

func TestSplitPages(t *testing.T) {
	tests := []struct{ in, first, last string }{
		{"45–67", "45", "67"},
		{"45--67", "45", "67"},
		{"45 - 67", "45", "67"},
		{"e1234", "e1234", ""},
		{"102345", "102345", ""},
		{"", "", ""},
		{"-12", "-12", ""},
		{"12-", "12-", ""},
		{"A12—A19", "A12", "A19"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			first, last := SplitPages(tt.in)
			if first != tt.first || last != tt.last {
				t.Errorf("SplitPages(%q) = %q, %q; want %q, %q", tt.in, first, last, tt.first, tt.last)
			}
			l := Locator{Pages: tt.in}
			if l.FirstPage() != tt.first || l.LastPage() != tt.last {
				t.Errorf("FirstPage, LastPage of %q = %q, %q", tt.in, l.FirstPage(), l.LastPage())
			}
		})
	}
}

func TestJoinPages(t *testing.T) {
	tests := []struct{ first, last, want string }{
		{"45", "67", "45-67"},
		{"45", "", "45"},
		{"45", "45", "45"},
		{"", "67", "67"},
		{" 45 ", " 67", "45-67"},
	}
	for _, tt := range tests {
		if got := JoinPages(tt.first, tt.last); got != tt.want {
			t.Errorf("JoinPages(%q, %q) = %q, want %q", tt.first, tt.last, got, tt.want)
		}
	}
}

func TestMergeLocators(t *testing.T) {
	full := Locator{Volume: "12", Issue: "3", Pages: "45-67"}
	tests := []struct {
		name string
		in   []Locator
		want Locator
	}{
		{"none", nil, Locator{}},
		{"empty ones", []Locator{{}, {}}, Locator{}},
		{"filled beats empty", []Locator{{}, full}, full},
		{"fullest wins", []Locator{{Pages: "1-2"}, full}, full},
		{"gaps filled", []Locator{{Volume: "12"}, {Pages: "45-67"}}, Locator{Volume: "12", Pages: "45-67"}},
		{"ties by bytes", []Locator{{Volume: "13", Pages: "1"}, {Volume: "12", Pages: "9"}}, Locator{Volume: "12", Pages: "9"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := MergeLocators(tt.in...); got != tt.want {
				t.Errorf("MergeLocators = %+v, want %+v", got, tt.want)
			}
			// The same whatever the order.
			rev := make([]Locator, len(tt.in))
			for i := range tt.in {
				rev[len(tt.in)-1-i] = tt.in[i]
			}
			if got := MergeLocators(rev...); got != tt.want {
				t.Errorf("MergeLocators reversed = %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestMergeText(t *testing.T) {
	if got := MergeText("", "ACM", "ACM Press"); got != "ACM Press" {
		t.Errorf("longest: got %q", got)
	}
	if a, b := MergeText("Beta", "Alfa"), MergeText("Alfa", "Beta"); a != "Alfa" || b != "Alfa" {
		t.Errorf("ties: got %q and %q, want Alfa", a, b)
	}
}

func TestLocatorText(t *testing.T) {
	tests := []struct {
		l    Locator
		want string
	}{
		{Locator{}, ""},
		{Locator{Volume: "12", Issue: "3", Pages: "45–67"}, "12(3):45–67"},
		{Locator{Volume: "12", Pages: "45–67"}, "12:45–67"},
		{Locator{Volume: "12", Issue: "Suppl. 2"}, "12(Suppl. 2)"},
		{Locator{Issue: "3", Pages: "e1234"}, "(3):e1234"},
		{Locator{Pages: "45-67"}, "pp. 45-67"},
		{Locator{Volume: "7"}, "7"},
	}
	for _, tt := range tests {
		if got := tt.l.LocatorText(); got != tt.want {
			t.Errorf("%+v.LocatorText() = %q, want %q", tt.l, got, tt.want)
		}
	}
}

// TestPublicationPrintsAsStruct guards that no method of the embedded
// Locator makes a Publication print as something other than its fields.
func TestPublicationPrintsAsStruct(t *testing.T) {
	p := Publication{Title: "A Title", Locator: Locator{Volume: "9"}}
	if got := fmt.Sprint(p); !strings.Contains(got, "A Title") {
		t.Errorf("fmt.Sprint(Publication) = %q, want its fields", got)
	}
}
