package sections

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
)

// TestCreativeAndOneLineSections checks sections that read as papers
// though they list none (issue 18): creative work (compositions,
// performances, recordings) under headings of their own, also at the
// level of a publication heading before them, workshops given under a
// heading that names workshop papers, and a section of one talk under
// a heading of publications. Every entry is invented.
func TestCreativeAndOneLineSections(t *testing.T) {
	chapter := "Doe, J. (2019). “A chapter on things.” In A. Roe (Ed.), *The Book of Stuff* (pp. 1-20). Example Press.\n\n"
	papers := "- Doe, J., & Roe, K. (2019). A study of things. *Journal of Stuff*, 3(2), 1-10.\n" +
		"- Lee, A., & Doe, J. (2021). Another study of things. *Annals of Examples*, 12, 100-120.\n\n"
	tests := []struct {
		name string
		src  string
		want []Section
	}{
		{"performances after chapters, at the same level",
			"# Jane Doe\n\n## Book Chapters\n\n" + chapter + "## Selected Performances\n\n2023\n“Songs of Things”, lecture-recital with the Example Ensemble, Concert Hall, Springfield.\n\n" +
				"2019\nVariations on Stuff (first version), Lakeside Music Festival.\n",
			[]Section{{Kind: None}, {Kind: Publications, Line: 3}, {Kind: Other, Line: 7}}},
		{"compositions and recordings before the articles",
			"# Jane Doe\n\n## Compositions\n\n2024\n*Small Things*, for string quartet (12′). Premiered by the Example Quartet, Springfield.\n\n" +
				"2020\nThree Songs, for soprano and guitar (9′). Text by A. Poet.\n\n## Recordings\n\n" +
				"2021\n*Things in Sound*. Example Ensemble, dir. J. Doe. Example Records, CD.\n\n## Articles\n\n" + papers,
			[]Section{{Kind: None}, {Kind: Other, Line: 3}, {Kind: Other, Line: 11}, {Kind: Publications, Line: 16}}},
		{"workshops given under a heading that names a kind of papers",
			"# Jane Doe\n\n## Articles\n\n" + papers + "## Workshops\n\n" +
				"- Doe, J. (2023). Data visualization for examples. Summer School in Methods (workshop). Springfield.\n" +
				"- Doe, J. (2021). Statistics for things. Three-day workshop series. University of Lakeside.\n" +
				"- Doe, J., & Roe, K. (2020). Open tools for stuff. Annual Meeting of Examples (invited workshop). Riverton.\n",
			[]Section{{Kind: None}, {Kind: Publications, Line: 3}, {Kind: Other, Line: 8, Listed: true}}},
		{"one talk under publications",
			"# Jane Doe\n\n## Publications\n\n### Journal Articles\n\n" + papers +
				"### Communications\n\n- Doe, J. Des choses et des études. Colloque annuel de la Société des Exemples, Lakeside, 2019.\n",
			[]Section{{Kind: None}, {Kind: Publications, Line: 3}, {Kind: Publications, PubKind: PubJournal, Line: 5}, {Kind: Other, Line: 10, Listed: true}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines, _ := markup.Parse(tt.src)
			d := Split(lines, false, "")
			if diff := cmp.Diff(tt.want, d.Sections); diff != "" {
				t.Errorf("sections (-want +got):\n%s", diff)
			}
		})
	}
}
