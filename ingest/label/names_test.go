package label

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func nameStrings(b Byline) []string {
	var out []string
	for _, n := range b.Names {
		s := n.Given + " | " + n.Surname
		if n.Suffix != "" {
			s += " | " + n.Suffix
		}
		if n.Group {
			s = "group: " + n.Surname
		}
		if n.Marks&Bold != 0 {
			s += " (bold)"
		}
		out = append(out, s)
	}
	if b.EtAl {
		out = append(out, "et al.")
	}
	return out
}

// TestSplitNames splits synthetic bylines in the name forms of common
// citation styles.
func TestSplitNames(t *testing.T) {
	for _, tc := range []struct {
		name, byline string
		want         []string
	}{
		{"PubMed", "Smith CC, Doe AB, Okafor N", []string{"CC | Smith", "AB | Doe", "N | Okafor"}},
		{"initials first", "J. R. Smith, K. Doe and L. Moe", []string{"J. R. | Smith", "K. | Doe", "L. | Moe"}},
		{"surname first", "Smith, J. R., Doe, K., & Moe, L.", []string{"J. R. | Smith", "K. | Doe", "L. | Moe"}},
		{"ADS", "Smith, J.~R., Doe, K.~L., Moe, P.", []string{"J.~R. | Smith", "K.~L. | Doe", "P. | Moe"}},
		{"Chicago", "Hill, Spencer A., Jane Smyth, and Rob Lee", []string{"Spencer A. | Hill", "Jane | Smyth", "Rob | Lee"}},
		{"full names", "Jane Doe, Karl Roe and Li Moe", []string{"Jane | Doe", "Karl | Roe", "Li | Moe"}},
		{"capitals", "DOE, J.; ROE, K.", []string{"J. | DOE", "K. | ROE"}},
		{"particles", "Jan van der Berg and Ana de la Fuente", []string{"Jan | van der Berg", "Ana | de la Fuente"}},
		{"particles inverted", "van der Berg, J., de la Fuente, A.", []string{"J. | van der Berg", "A. | de la Fuente"}},
		{"et al", "Doe, J., Roe, K., et al.", []string{"J. | Doe", "K. | Roe", "et al."}},
		{"and others", "J. Doe and others", []string{"J. | Doe", "et al."}},
		{"u.a.", "Weber, Anna u.a.", []string{"Anna | Weber", "et al."}},
		{"suffix", "J. R. Doe, Jr., K. Roe", []string{"J. R. | Doe | Jr.", "K. | Roe"}},
		{"hyphens", "Jean-Pierre Dubois, María García-López", []string{"Jean-Pierre | Dubois", "María | García-López"}},
		{"group", "The Reef Survey Consortium, J. Doe", []string{"group: The Reef Survey Consortium", "J. | Doe"}},
		{"elided article", "G. 't Hooft and M. Veltman", []string{"G. | 't Hooft", "M. | Veltman"}},
		{"PubMed particles", "de Gaulle C, van Gogh V", []string{"C | de Gaulle", "V | van Gogh"}},
		{"marks after names", "Doe J*, Roe K*, Moe L", []string{"J | Doe", "K | Roe", "L | Moe"}},
		{"initials without stops", "J Doe, K Roe, L Moe", []string{"J | Doe", "K | Roe", "L | Moe"}},
		{"Chicago full names", "Doe, Jane, Karl Roe, and Li Moe", []string{"Jane | Doe", "Karl | Roe", "Li | Moe"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := nameStrings(SplitNames(tc.byline, nil))
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("SplitNames(%q) (-want +got):\n%s", tc.byline, diff)
			}
		})
	}
}

func TestSplitNamesMarks(t *testing.T) {
	byline := "Roe, K., Doe, J., and Moe, L."
	got := nameStrings(SplitNames(byline, []Span{{9, 16, Bold}}))
	want := []string{"K. | Roe", "J. | Doe (bold)", "L. | Moe"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	for _, n := range SplitNames(byline, nil).Names {
		if s := byline[n.Start:n.End]; !strings.Contains(s, n.Surname) {
			t.Errorf("name %+v: offsets cover %q", n, s)
		}
	}
}

func ExampleSplitNames() {
	b := SplitNames("Smith CC, Doe AB, et al.", nil)
	for _, n := range b.Names {
		fmt.Printf("%s / %s\n", n.Surname, n.Given)
	}
	fmt.Println("incomplete:", b.EtAl)
	// Output:
	// Smith / CC
	// Doe / AB
	// incomplete: true
}
