package label

import (
	"slices"
	"testing"
)

// TestParseEditorForms labels invented entries in the forms where the
// names of a book's editors follow its title or carry an editor mark
// ("(Org.)", "(coord.)", "(Hrsg.)", "eds."), ABNT's journal locators,
// and a preprint server as the only venue. Editors are Editor, never
// Author; the book's title after "in" is the container, not a name.
func TestParseEditorForms(t *testing.T) {
	for _, tc := range []struct {
		name, entry string
		want        []string // "label: text" that must be among the fields
		not         []string // "label: text" that must not be
	}{
		{"chicago note, editors after the book, eds.",
			"“Wells and Pumps of the Valley,” in Water in the Old Town, Olga Pettersen and Rui Camargo, eds. (Shelbyville: Sample House, 2011), 45–60.",
			[]string{"title: Wells and Pumps of the Valley", "container: Water in the Old Town", "editor: Olga Pettersen and Rui Camargo", "date: 2011", "locator: 45–60"},
			[]string{"author: Olga Pettersen and Rui Camargo"}},
		{"chicago note, ed. before the editor",
			"“Wells and Pumps of the Valley,” in Water in the Old Town, ed. Olga Pettersen (Shelbyville: Sample House, 2011), 45–60.",
			[]string{"title: Wells and Pumps of the Valley", "container: Water in the Old Town", "editor: Olga Pettersen"},
			[]string{"author: Olga Pettersen"}},
		{"chicago bibliography, edited by",
			"Pettersen, Olga. “Wells and Pumps of the Valley.” In Water in the Old Town, edited by Rui Camargo, 45–60. Shelbyville: Sample House, 2011.",
			[]string{"author: Pettersen, Olga", "title: Wells and Pumps of the Valley", "container: Water in the Old Town", "editor: Rui Camargo"},
			nil},
		{"german In: (Hrsg.)",
			"Pettersen, Olga: Brunnen im Tal. In: R. Camargo (Hrsg.), Wasser in der Altstadt. Bremen 2011, S. 45–60.",
			[]string{"author: Pettersen, Olga", "title: Brunnen im Tal", "editor: R. Camargo", "locator: 45–60"},
			[]string{"author: R. Camargo"}},
		{"abnt edited book (Org.)",
			"CAMARGO, R. (Org.). Águas da cidade velha. Recife: Editora Amostra, 2015.",
			[]string{"editor: CAMARGO, R.", "title: Águas da cidade velha", "date: 2015"},
			[]string{"author: CAMARGO, R."}},
		{"abnt edited book (Orgs.)",
			"CAMARGO, Rui; PETTERSEN, Olga (Orgs.). Águas da cidade velha. Recife: Editora Amostra, 2015.",
			[]string{"editor: CAMARGO, Rui; PETTERSEN, Olga", "title: Águas da cidade velha"},
			[]string{"author: CAMARGO, Rui; PETTERSEN, Olga"}},
		{"spanish edited book (coord.)",
			"CAMARGO, R. (coord.). Aguas de la ciudad vieja. Quito: Editorial Muestra, 2015.",
			[]string{"editor: CAMARGO, R.", "title: Aguas de la ciudad vieja"},
			[]string{"author: CAMARGO, R."}},
		{"abnt chapter In: (Org.)",
			"PETTERSEN, O. Poços do vale. In: CAMARGO, R. (Org.). Águas da cidade velha. Recife: Editora Amostra, 2015. p. 45-60.",
			[]string{"author: PETTERSEN, O.", "title: Poços do vale", "editor: CAMARGO, R.", "container: Águas da cidade velha", "locator: 45-60"},
			nil},
		{"abnt article keeps its volume",
			"PETTERSEN, O.; CAMARGO, R. Poços do vale. Revista Amostra de Hidrologia, v. 12, n. 3, p. 45-67, 2019.",
			[]string{"author: PETTERSEN, O.; CAMARGO, R.", "title: Poços do vale", "container: Revista Amostra de Hidrologia", "locator: 12", "locator: 3", "locator: 45-67", "date: 2019"},
			nil},
		{"chapter, three editors before the book with (eds.), no byline",
			"“Wells and Pumps of the Valley”, in O. Pettersen, R. Camargo and T. Ilves (eds.), Water in the Old Town (Shelbyville: Sample House, 2011), 45–60.",
			[]string{"title: Wells and Pumps of the Valley", "editor: O. Pettersen, R. Camargo and T. Ilves", "container: Water in the Old Town", "date: 2011"},
			[]string{"author: O. Pettersen", "author: O. Pettersen, R. Camargo"}},
		{"chapter, Harvard byline, inverted editors before the book",
			"Ilves, T. (2011) ‘Wells and pumps of the valley’, in: Pettersen, O. and Camargo, R. (eds) Water in the Old Town. Shelbyville: Sample House, pp. 45–60.",
			[]string{"author: Ilves, T.", "title: Wells and pumps of the valley", "editor: Pettersen, O. and Camargo, R.", "container: Water in the Old Town"},
			nil},
		{"head words, the editors before the dictionary",
			"Wells; Pumps, in O. Pettersen and R. Camargo (eds.), Dictionary of the Old Town (Shelbyville: Sample House, 2011), 45–47.",
			[]string{"title: Wells; Pumps", "editor: O. Pettersen and R. Camargo", "container: Dictionary of the Old Town"},
			[]string{"author: Wells"}},
		{"preprint server alone",
			"Wells and pumps of the valley. With Olga Pettersen. (arXiv preprint)",
			[]string{"title: Wells and pumps of the valley", "container: arXiv"},
			nil},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFields(t, tc.entry, tc.want, tc.not) })
	}
}

// checkFields labels entry and checks that every "label: text" of want
// is among its fields and none of not is.
func checkFields(t *testing.T, entry string, want, not []string) {
	t.Helper()
	got := fieldsOf(Parse(entry, nil))
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("missing %q in %q", w, got)
		}
	}
	for _, w := range not {
		if slices.Contains(got, w) {
			t.Errorf("unwanted %q in %q", w, got)
		}
	}
}
