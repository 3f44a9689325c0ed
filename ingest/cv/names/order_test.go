package names

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestGivenFirst(t *testing.T) {
	tests := []struct {
		name     string
		in, want []string
	}{
		{"comma initials", []string{"Doe, J. Q.", "van de Lindt, J. W."}, []string{"J. Q. Doe", "J. W. van de Lindt"}},
		{"chicago first inverted", []string{"Roe, Mara B.", "Ilya Petrov"}, []string{"Mara B. Roe", "Ilya Petrov"}},
		{"suffix stays last", []string{"Doe, Jr., John"}, []string{"John Doe Jr."}},
		{"pubmed", []string{"Okafor CN", "Lindqvist E", "Tanaka H."}, []string{"CN Okafor", "E Lindqvist", "H Tanaka"}},
		{"pubmed among initials first", []string{"Okafor CN", "E Lindqvist"}, []string{"CN Okafor", "E Lindqvist"}},
		{"pubmed alone", []string{"Okafor CN."}, []string{"CN Okafor"}},
		{"surname then dotted initials among pubmed names", []string{"Roe M", "Lee K.E.", "Moe A.B.", "Poe H"}, []string{"M Roe", "K.E. Lee", "A.B. Moe", "H Poe"}},
		{"one name with dotted initials last stays", []string{"Jane Doe", "John Q.R."}, []string{"Jane Doe", "John Q.R."}},
		{"pubmed particle surname", []string{"Da XW", "Lindqvist E"}, []string{"XW Da", "E Lindqvist"}},
		{"given names with a final initial are not pubmed", []string{"Jane Doe", "John Q."}, []string{"Jane Doe", "John Q."}},
		{"all capitals stay", []string{"ZHIHAO JIA", "MENGDI WU"}, []string{"ZHIHAO JIA", "MENGDI WU"}},
		{"surname in capitals first", []string{"NAKAMURA Keiko", "OKAFOR Chidi"}, []string{"Keiko NAKAMURA", "Chidi OKAFOR"}},
		{"surname then spaced initials among inverted names", []string{"Lipp, A. G.", "Roberts G. G.", "C. J. Gowing", "Fernandes V. M."}, []string{"A. G. Lipp", "G. G. Roberts", "C. J. Gowing", "V. M. Fernandes"}},
		{"spaced initials last alone stay", []string{"Jane Doe", "Roberts G. G."}, []string{"Jane Doe", "Roberts G. G."}},
		{"initials first stay", []string{"R. Shahout", "M. Mitzenmacher"}, []string{"R. Shahout", "M. Mitzenmacher"}},
		{"surname and one initial among inverted names", []string{"Doe, J. Q.", "Roe, A.", "Moe K."}, []string{"J. Q. Doe", "A. Roe", "K. Moe"}},
		{"surname and one initial beside dotted initials", []string{"Moe K.", "Lee C.J."}, []string{"K. Moe", "C.J. Lee"}},
		// Surnames in capitals with particles, and short ones beside them.
		{"capitals with particles first", []string{"DOE Jane", "VAN DER BERG Jan", "DE LA CRUZ Maria", "ROE Ann"}, []string{"Jane DOE", "Jan VAN DER BERG", "Maria DE LA CRUZ", "Ann ROE"}},
		{"capitals after small particles first", []string{"van der BERG Jan", "ROE Ann", "DOE Kim"}, []string{"Jan van der BERG", "Ann ROE", "Kim DOE"}},
		{"short capitals beside long ones first", []string{"NAKAMURA Keiko", "DOE Jane"}, []string{"Keiko NAKAMURA", "Jane DOE"}},
		{"capitals last stay", []string{"Jane DOE", "Jan VAN DER BERG", "Maria DA SILVA", "Ann ROE"}, []string{"Jane DOE", "Jan VAN DER BERG", "Maria DA SILVA", "Ann ROE"}},
		{"bare initials first stay", []string{"JQ Smith", "AB Jones"}, []string{"JQ Smith", "AB Jones"}},
		{"Han names stay", []string{"王芳", "李强"}, []string{"王芳", "李强"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, GivenFirst(tt.in)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
