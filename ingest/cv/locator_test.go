package cv

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVLocator checks that the volume, issue and pages of an entry
// (and a book's publisher and place) leave its venue for their own
// fields, in the citation styles' general forms.
func TestReadCVLocator(t *testing.T) {
	type want struct {
		Venue            string
		Locator          pub.Locator
		Publisher, Place string
	}
	tests := []struct {
		name, entry string
		want        want
	}{
		{"ABNT", "DOE, J. Q.; ROE, A. B. Um estudo sobre lagos inventados. Revista de Exemplos, v. 12, n. 3, p. 45-67, 2019.",
			want{Venue: "Revista de Exemplos", Locator: pub.Locator{Volume: "12", Issue: "3", Pages: "45-67"}}},
		{"ABNT without issue", "SILVA, C. D.; DOE, J. Q. Outro estudo inventado. Cadernos de Exemplo, v. 8, p. 101-120, 2018.",
			want{Venue: "Cadernos de Exemplo", Locator: pub.Locator{Volume: "8", Pages: "101-120"}}},
		{"APA", "Doe, J. Q., & Roe, A. B. (2020). A study of invented lakes. Journal of Invented Examples, 12(3), 45–67.",
			want{Venue: "Journal of Invented Examples", Locator: pub.Locator{Volume: "12", Issue: "3", Pages: "45–67"}}},
		{"APA article number", "Doe, J. Q., & Roe, A. B. (2021). A study of invented ponds. Invented Ecology, 191, 106568.",
			want{Venue: "Invented Ecology", Locator: pub.Locator{Volume: "191", Pages: "106568"}}},
		{"Vancouver", "Doe JQ, Roe AB. A trial of invented things. J Invent Med. 2019;12(3):45-67.",
			want{Venue: "J Invent Med", Locator: pub.Locator{Volume: "12", Issue: "3", Pages: "45-67"}}},
		{"Chicago journal", `Doe, Jane Q., and Al B. Roe. 2016. "Graphs of Invented Things." Journal of Examples 54 (2): 1–12.`,
			want{Venue: "Journal of Examples", Locator: pub.Locator{Volume: "54", Issue: "2", Pages: "1–12"}}},
		{"Chicago chapter", `Doe, Jane Q. 2015. "Another Chapter." In Essays on Examples, ed. Bea Editor, 101–19. Springfield: Example Press.`,
			want{Venue: "Essays on Examples", Locator: pub.Locator{Pages: "101–19"}, Publisher: "Example Press", Place: "Springfield"}},
		{"Chicago chapter, imprint in brackets", `Doe, Jane Q. "Another Chapter," in Essays on Examples, ed. Bea Editor (Springfield: Example Press, 2015), 101–19.`,
			want{Venue: "Essays on Examples", Locator: pub.Locator{Pages: "101–19"}, Publisher: "Example Press", Place: "Springfield"}},
		{"IEEE", `J. Q. Doe and A. B. Roe, "A method for invented signals," IEEE Trans. Invented Signal Process., vol. 5, no. 3, pp. 45–67, 2020.`,
			want{Venue: "IEEE Trans. Invented Signal Process", Locator: pub.Locator{Volume: "5", Issue: "3", Pages: "45–67"}}},
		{"AMS", "J. Q. Doe, A study of invented rings, J. Invent. Algebra 12 (2003), no. 3, 45–67.",
			want{Venue: "J. Invent. Algebra", Locator: pub.Locator{Volume: "12", Issue: "3", Pages: "45–67"}}},
		{"Bluebook, a co-author before the volume", "Jane Q. Doe, The Quiet Clause, with Al B. Roe, 135 Example Law Journal 829 (2024).",
			want{Venue: "Example Law Journal", Locator: pub.Locator{Volume: "135", Pages: "829"}}},
		{"a journal ending in Ed.", "J. Q. Doe, A. B. Roe. Invented catalysts. Angew. Chem. Int. Ed. 60, 25224-25229 (2021).",
			// The labeller reads the volume as no locator here.
			want{Venue: "Angew. Chem. Int. Ed.", Locator: pub.Locator{Pages: "25224-25229"}}},
		{"a preprint has none", "J. Q. Doe, A. B. Roe. A preprint of things. arXiv:2101.00001, 2021.",
			want{Venue: "arXiv:2101.00001"}},
		{"a patent's number is none", "J. Q. Doe. An invented widget. US Patent 11,514,370, 2022.",
			want{Venue: "US Patent 11,514,370"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pubs := cvPubs(parseCVString(t, "# Jane Q. Doe\n\n## Publications\n\n1. "+tt.entry+"\n"))
			if len(pubs) != 1 {
				t.Fatalf("%d publications, want 1", len(pubs))
			}
			p := pubs[0]
			got := want{Venue: p.VenueText, Locator: p.Locator, Publisher: p.Publisher, Place: p.Place}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
