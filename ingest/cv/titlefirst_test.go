package cv

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVTitleFirst reads the title-first lists of law, the
// humanities and politics, which print no byline of the owner's: the
// co-authors follow the title after "with", a chapter's editors follow
// "in" and are no authors, and a group of bare titles takes the year a
// date column prints once for it.
func TestReadCVTitleFirst(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []heldOutPub
	}{
		{
			name: "Bluebook articles and chapters with a date column",
			src: "# Jane Q. Doe\n\n## Publications\n\n**Articles**\n\n" +
				"2024 *The Quiet Clause*, with Alan B. Roe, 98 Example Law Review 123\n\n" +
				"*Markets and Their Keepers*, 45 Sample Journal of Law 77\n\n" +
				"**Book chapters**\n\n" +
				"2021 *Regulating the Unregulated*, with Edgar F. Loe, in The Handbook of Invented Law (Frank Hoe ed., Nowhere University Press 2021)\n",
			want: []heldOutPub{
				{"The Quiet Clause", []string{"Jane Q. Doe", "Alan B. Roe"}, 2024, "Example Law Review", pub.KindJournal},
				{"Markets and Their Keepers", []string{"Jane Q. Doe"}, 2024, "45 Sample Journal of Law", pub.KindJournal},
				{"Regulating the Unregulated", []string{"Jane Q. Doe", "Edgar F. Loe"}, 2021, "The Handbook of Invented Law (Frank Hoe ed., Nowhere University Press 2021)", pub.KindChapter},
			},
		},
		{
			name: "bare titles a line each in plain text, Chicago chapters above",
			src: "Jane Q. Doe\nProfessor of History, Example University\n\nPUBLICATIONS\n\nBook Chapters\n\n" +
				"“Merchants of the Lower Rhine,” in Trade and Faith, ed. Pieter de Wit (Sampleton: Example University Press, 2015), 101–29.\n\n" +
				"Working Papers\n\n" +
				"2019 The Archive as Witness and Judge\n2017 Guilds Without Masters in Early Towns\n",
			want: []heldOutPub{
				{"Merchants of the Lower Rhine", []string{"Jane Q. Doe"}, 2015, "Trade and Faith", pub.KindChapter},
				{"The Archive as Witness and Judge", []string{"Jane Q. Doe"}, 2019, "", pub.KindPreprint},
				{"Guilds Without Masters in Early Towns", []string{"Jane Q. Doe"}, 2017, "", pub.KindPreprint},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := parseCVString(t, tt.src)
			if diff := cmp.Diff(tt.want, asHeldOuts(cvPubs(p))); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
		})
	}
}
