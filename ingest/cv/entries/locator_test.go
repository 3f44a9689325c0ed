package entries

import (
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

func TestLocatorOfText(t *testing.T) {
	tests := []struct {
		text, before string
		want         pub.Locator
	}{
		{"v. 12, n. 3, p. 45-67", "", pub.Locator{Volume: "12", Issue: "3", Pages: "45-67"}},
		{"12(3):45–67", "", pub.Locator{Volume: "12", Issue: "3", Pages: "45–67"}},
		{"12 (3): 45–67", "", pub.Locator{Volume: "12", Issue: "3", Pages: "45–67"}},
		{"191, 106568", "", pub.Locator{Volume: "191", Pages: "106568"}},
		{"15(3):e0228000", "", pub.Locator{Volume: "15", Issue: "3", Pages: "e0228000"}},
		{"vol. 5, no. 3, pp. 45–67", "", pub.Locator{Volume: "5", Issue: "3", Pages: "45–67"}},
		{"12 (2003), no. 3, 45–67", "", pub.Locator{Volume: "12", Issue: "3", Pages: "45–67"}},
		{"Bd. 4, Heft 2, S. 45-67", "", pub.Locator{Volume: "4", Issue: "2", Pages: "45-67"}},
		{"3", "Revista, v. 12, n. ", pub.Locator{Issue: "3"}},
		{"3", "Journal, 12(", pub.Locator{Issue: "3"}},
		{"Т. 88, № 4. – С. 7–15", "", pub.Locator{Volume: "88", Issue: "4", Pages: "7–15"}},
		{"4", "Журнал. – 2020. – Т. 88, № ", pub.Locator{Issue: "4"}},
		{"7–15", "Т. 88, № 4. – С. ", pub.Locator{Pages: "7–15"}},
		{"12", "Revue, t. ", pub.Locator{Volume: "12"}},
		{"45–67", "", pub.Locator{Pages: "45–67"}},
		{"ch. 3", "", pub.Locator{}},
		{"2021", "", pub.Locator{}},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			if got := locatorOf(locatorItems(tt.text, tt.before)); got != tt.want {
				t.Errorf("locatorOf(%q after %q) = %+v, want %+v", tt.text, tt.before, got, tt.want)
			}
		})
	}
}

func TestVenueMarks(t *testing.T) {
	for _, tt := range []struct {
		in, cutMark, trimmed string
		editors              bool
	}{
		{"Revista de Exemplos, v", "Revista de Exemplos", "Revista de Exemplos", false},
		{"Revista de Exemplos, n.", "Revista de Exemplos", "Revista de Exemplos", false},
		{"Essays on Examples, ed.", "Essays on Examples, ed.", "Essays on Examples", true},
		{"Handbook, edited by", "Handbook, edited by", "Handbook", true},
		{"Journal of Examples", "Journal of Examples", "Journal of Examples", false},
		{"MICRO Spec. Iss.", "MICRO Spec. Iss.", "MICRO Spec.", false},
		{"Angew. Chem. Int. Ed.", "Angew. Chem. Int. Ed.", "Angew. Chem. Int. Ed.", false},
		{"Vol", "Vol", "Vol", false},
	} {
		if got := cutLocatorMark(tt.in); got != tt.cutMark {
			t.Errorf("cutLocatorMark(%q) = %q, want %q", tt.in, got, tt.cutMark)
		}
		if got := trimVenueMarks(tt.in, tt.editors); got != tt.trimmed {
			t.Errorf("trimVenueMarks(%q, %v) = %q, want %q", tt.in, tt.editors, got, tt.trimmed)
		}
	}
}

// FuzzLocatorItems reads any text as a locator: no panic, each number
// read is a piece of the text, and the volume, issue and pages placed
// are numbers it read.
func FuzzLocatorItems(f *testing.F) {
	for _, s := range [][2]string{
		{"v. 12, n. 3, p. 45-67", "Revista"},
		{"12(3):45–67", "Journal"},
		{"191, 106568", "("},
		{"S. 1–20", "Bd. 4"},
		{"e1234 (2003)", "no."},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, s, before string) {
		items := locatorItems(s, before)
		read := map[string]bool{}
		for _, it := range items {
			if it.text == "" || !strings.Contains(s, it.text) {
				t.Fatalf("locatorItems(%q, %q) read %q, not a piece of it", s, before, it.text)
			}
			read[it.text] = true
		}
		l := locatorOf(items)
		for _, v := range []string{l.Volume, l.Issue, l.Pages} {
			if v != "" && !read[v] {
				t.Fatalf("locatorOf placed %q, not a number read from %q (%+v)", v, s, l)
			}
		}
	})
}
