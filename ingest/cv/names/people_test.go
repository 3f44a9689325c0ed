package names

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestParseNameClasses reads bylines whose names carry what a plain
// "Given Surname" list lacks: Irish surnames ("Ó Ceallaigh", "O
// Ceallaigh", "Ní Bhriain", "Mac Giolla"), particles written after the
// given names of a name put surname first ("Berg, J. W. van der"), and
// marks glued to names (superscript digits and letters, stars,
// daggers). Each name comes out whole, given names first, with its
// marks apart. Names and titles are invented.
func TestParseNameClasses(t *testing.T) {
	tests := []struct {
		in    string
		want  []string
		marks []string
	}{
		{"Ó Ceallaigh S, Author A, Writer B. (2010). A title.",
			[]string{"S Ó Ceallaigh", "A Author", "B Writer"}, []string{"", "", ""}},
		// The O written without its accent is the surname's, not an
		// initial: PubMed puts the initials last.
		{"O Ceallaigh S, Writer B. (2012). A title.",
			[]string{"S O Ceallaigh", "B Writer"}, []string{"", ""}},
		{"Writer B, O Ceallaigh S. (2012). A title.",
			[]string{"B Writer", "S O Ceallaigh"}, []string{"", ""}},
		{"S. O Ceallaigh, A. Author and B. Writer (2012). A title.",
			[]string{"S. O Ceallaigh", "A. Author", "B. Writer"}, []string{"", "", ""}},
		{"Ní Bhriain, S., Author, A., & Writer, C. (2010). A title.",
			[]string{"S. Ní Bhriain", "A. Author", "C. Writer"}, []string{"", "", ""}},
		{"Mac Giolla Phádraig, A., & Writer, B. (2010). A title.",
			[]string{"A. Mac Giolla Phádraig", "B. Writer"}, []string{"", ""}},
		{"O'Connor, C., Author, A., & Writer, B. (2010). A title.",
			[]string{"C. O'Connor", "A. Author", "B. Writer"}, []string{"", "", ""}},
		// Particles after the initials or given names of a name
		// written surname first.
		{"Berg, J. W. van der, & Writer, B. (2013). A title.",
			[]string{"J. W. van der Berg", "B. Writer"}, []string{"", ""}},
		{"Author, A., Hohenberg, A. von, & Writer, B. (2011). A title.",
			[]string{"A. Author", "A. von Hohenberg", "B. Writer"}, []string{"", "", ""}},
		{"Silva, M. da, Author, A., & Writer, B. (2011). A title.",
			[]string{"M. da Silva", "A. Author", "B. Writer"}, []string{"", "", ""}},
		// PubMed's order with the particles last.
		{"Berg JW van den, Writer B. (2012). A title.",
			[]string{"JW van den Berg", "B Writer"}, []string{"", ""}},
		{"Writer B, Berg JW van den. (2012). A title.",
			[]string{"B Writer", "JW van den Berg"}, []string{"", ""}},
		// A particle that opens the next name is not taken.
		{"Doe, J., de la Fuente, M. J., & Writer, B. (2011). A title.",
			[]string{"J. Doe", "M. J. de la Fuente", "B. Writer"}, []string{"", "", ""}},
		// Marks: superscript letters and digits, stars and daggers.
		{"A. Authorᵃ, J. Q. Doeᵇ, B. Writerᵃ (2015). A title.",
			[]string{"A. Author", "J. Q. Doe", "B. Writer"}, []string{"ᵃ", "ᵇ", "ᵃ"}},
		{"A. Author¹, J. Q. Doe²,³ and B. Writer¹ (2013). A title.",
			[]string{"A. Author", "J. Q. Doe", "B. Writer"}, []string{"¹", "²³", "¹"}},
		{"J. Q. Doe†, B. Writer‡ and C. Other§ (2012). A title.",
			[]string{"J. Q. Doe", "B. Writer", "C. Other"}, []string{"†", "‡", "§"}},
		{"Author, A.#, Doe, J. Q.#, & Writer, B. (2011). A title.",
			[]string{"A. Author", "J. Q. Doe", "B. Writer"}, []string{"#", "#", ""}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			b := Parse(tt.in, 0, false)
			var names []string
			for _, n := range b.Names {
				names = append(names, Clean(n))
			}
			if diff := cmp.Diff(tt.want, GivenFirst(names)); diff != "" {
				t.Errorf("names (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.marks, b.Marks); diff != "" {
				t.Errorf("marks (-want +got):\n%s", diff)
			}
		})
	}
}
