package cv

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestReadCVEditorForms reads invented entries whose editors follow the
// book's title ("in Book, ed. B. Editor", "in Book, B. Editor and C.
// Redact, eds.") or carry a mark ("(Hrsg.)", "(Org.)", "(Orgs.)"):
// the editors are the publication's editors, never its authors, and
// where no byline precedes the title the owner is the author.
func TestReadCVEditorForms(t *testing.T) {
	for _, tt := range []struct {
		name, entry    string
		title          string
		authors, edits []string
	}{
		{"chicago note, eds. after the book",
			"“Wells and Pumps of the Valley,” in *Water in the Old Town*, Olga Pettersen and Rui Camargo, eds. (Shelbyville: Sample House, 2011), 45–60.",
			"Wells and Pumps of the Valley", []string{"Ann Owner"}, []string{"Olga Pettersen", "Rui Camargo"}},
		{"chicago note, ed. before the editor",
			"“Clocks of the Lower Valley,” in Water in the Old Town, ed. Olga Pettersen (Shelbyville: Sample House, 2012), 33–50.",
			"Clocks of the Lower Valley", []string{"Ann Owner"}, []string{"Olga Pettersen"}},
		{"german In: (Hrsg.)",
			"Owner, Ann: Brunnen im Tal. In: Rui Camargo (Hrsg.), Wasser in der Altstadt. Leipzig 2011, S. 45–60.",
			"Brunnen im Tal", []string{"Ann Owner"}, []string{"Rui Camargo"}},
		{"abnt edited book (Org.)",
			"OWNER, A. (Org.). Águas da cidade velha. Recife: Editora Amostra, 2015.",
			"Águas da cidade velha", []string{"Ann Owner"}, []string{"A. OWNER"}},
		{"abnt chapter In: (Orgs.)",
			"OWNER, A. Poços do vale. In: CAMARGO, R.; PETTERSEN, O. (Orgs.). Águas da cidade velha. Recife: Editora Amostra, 2016. p. 10-30.",
			"Poços do vale", []string{"A. OWNER"}, []string{"R. CAMARGO", "O. PETTERSEN"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			page := "# Ann Owner\n\n## Publications\n\n" + tt.entry + "\n"
			recs, _ := readWith(t, Read, "page.md", []byte(page), Options{})
			for _, r := range recs {
				p := r.Publication
				if p == nil || p.Title != tt.title {
					continue
				}
				if diff := cmp.Diff(tt.authors, authorNames(p.Authors)); diff != "" {
					t.Errorf("authors (-want +got):\n%s", diff)
				}
				if diff := cmp.Diff(tt.edits, authorNames(p.Editors)); diff != "" {
					t.Errorf("editors (-want +got):\n%s", diff)
				}
				return
			}
			t.Errorf("no publication %q in %d records", tt.title, len(recs))
		})
	}
}
