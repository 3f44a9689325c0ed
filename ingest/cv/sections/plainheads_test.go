package sections

import (
	"testing"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
)

// TestPlainHeadings checks that a plain text whose headings are in words
// the word rules do not know is split at the lines alone the heading
// detector is sure of, so that its talks are not read as publications;
// and that a plain list with no heading stays one list.
func TestPlainHeadings(t *testing.T) {
	italian := "Maria Esempio Rossi\n\nRicercatrice, Università di Esempio\n\n" +
		"Articoli su riviste con revisione\n\n" +
		"1.\nROSSI, M. E.; BIANCHI, L. . Uno studio delle cose in contesto. Rivista di Esempi, v. 3, p. 1-10, 2019.\n\n" +
		"2.\nVERDI, G.; ROSSI, M. E. . Another study of small things at scale. Journal of Stuff, v. 12, p. 100-120, 2021.\n\n" +
		"Interventi a convegni e seminari\n\n" +
		"1.\nROSSI, M. E.. Le cose in contesto. 2021. (Relazione invitata/Convegno nazionale).\n\n" +
		"2.\nROSSI, M. E.. Piccole cose e grandi sistemi. 2022. (Seminario/Università di Esempio).\n"
	bare := "1.\nROSSI, M. E.; BIANCHI, L. . Uno studio delle cose in contesto. Rivista di Esempi, v. 3, p. 1-10, 2019.\n\n" +
		"2.\nVERDI, G.; ROSSI, M. E. . Another study of small things at scale. Journal of Stuff, v. 12, p. 100-120, 2021.\n"
	tests := []struct {
		name, src string
		want      []Kind // the kinds of the sections after the first
		lines     []int  // their heading lines
	}{
		{"headings in words the rules do not know", italian, []Kind{Publications, Other}, []int{5, 13}},
		{"a bare list", bare, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines, _ := markup.Parse(tt.src)
			d := Split(lines, false, "")
			var kinds []Kind
			var heads []int
			for _, s := range d.Sections[1:] {
				kinds = append(kinds, s.Kind)
				heads = append(heads, s.Line)
			}
			if len(kinds) != len(tt.want) || len(heads) != len(tt.lines) {
				t.Fatalf("sections %+v, want kinds %v at lines %v", d.Sections, tt.want, tt.lines)
			}
			for k := range kinds {
				if kinds[k] != tt.want[k] || heads[k] != tt.lines[k] {
					t.Errorf("section %d: kind %v at line %d, want %v at line %d", k+1, kinds[k], heads[k], tt.want[k], tt.lines[k])
				}
			}
		})
	}
}
