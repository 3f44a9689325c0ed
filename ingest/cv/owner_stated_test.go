package cv

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestReadCVOwnerStated checks a list of one's own papers whose entries
// leave the owner out ("(with A & B)" after a Bluebook citation, or no
// byline at all) and which names its owner in no header: the owner is
// named from what the page says of them otherwise, and put first in
// those entries; a page that says nothing keeps one unnamed owner.
// Regression: the owner stayed unnamed, and the entries' bylines lacked
// the owner, when a sentence at the top or a copyright line named them.
func TestReadCVOwnerStated(t *testing.T) {
	const bluebook = "### Articles\n\n" +
		"*A Sample Theory of Notice*, 98 Ex. L.J. 1021 (2023).\n\n" +
		"*Private Standards in Public Law*, 75 Ex. L. Rev. 1187 (2023) (with Alan Author & Bea Author).\n\n" +
		"*Consent and Its Limits*, 2020 Ex. L. Rev. 233.\n\n" +
		"*Liability in Comparative Perspective*, 52 Ex. J. Int'l L. 611 (2019) (with Dan Poe).\n"
	tests := []struct {
		name  string
		src   string
		owner string
		first []string // the first author of each entry, in input order
	}{
		{
			name:  "bio sentence in bold at the top",
			src:   "**Jane Q. Doe** is Professor of Law at Example University, where she teaches Torts.\n\n" + bluebook,
			owner: "Jane Q. Doe",
			first: []string{"Jane Q. Doe", "Jane Q. Doe", "Jane Q. Doe", "Jane Q. Doe"},
		},
		{
			name:  "bio sentence with an honorific, the owner in one byline",
			src:   "Prof. Jane Doe holds the Example Chair in Public Law.\n\n" + bluebook + "\nJane Doe & Carl Roe, *Trusts as Fiduciaries*, 101 Ex. U. L. Rev. 455 (2021).\n",
			owner: "Jane Doe",
			first: []string{"Jane Doe", "Jane Doe", "Jane Doe", "Jane Doe", "Jane Doe"},
		},
		{
			name:  "copyright line at the foot",
			src:   bluebook + "\n---\n\n© 2019–2024 Jane Q. Doe. Built with an example theme.\n",
			owner: "Jane Q. Doe",
			first: []string{"Jane Q. Doe", "Jane Q. Doe", "Jane Q. Doe", "Jane Q. Doe"},
		},
		{
			name: "the one name of the bylines that print the owner",
			src: bluebook + "\nJane Doe & Carl Roe, *Trusts as Fiduciaries*, 101 Ex. U. L. Rev. 455 (2021).\n\n" +
				"Jane Doe & Ella Moe, *Courts and Code*, 12 Ex. Tech. L.J. 45 (2018).\n",
			owner: "Jane Doe",
			first: []string{"Jane Doe", "Jane Doe", "Jane Doe", "Jane Doe", "Jane Doe", "Jane Doe"},
		},
		{
			name: "the editor of the volumes the chapters are in",
			src: "## Chapters\n\n" +
				"1. 2018 « A first chapter » in Roe A., J. Doe & L. Moe (eds.) *Handbook of Things*. City: Press, 1-20.\n" +
				"2. 2019 « A second chapter » in Jane Doe & K. Poe (eds) *Another Volume*. City: Press, 5-9.\n" +
				"3. 2020 (avec L. Moe) « A third chapter » in Doe J. et Moe L. (eds) *Things*. City: Press, 3-4.\n" +
				"4. 2021 (avec L. Moe) « A paper of two ». *Journal of Things* 4, 1-9.\n",
			owner: "Jane Doe",
			first: []string{"Jane Doe", "Jane Doe", "Jane Doe", "Jane Doe"},
		},
		{
			name:  "a co-author in the sentence is no owner",
			src:   "Dan Poe is a frequent collaborator.\n\n" + bluebook,
			owner: "",
			first: []string{"", "", "", ""},
		},
		{
			name:  "nothing names the owner",
			src:   "Papers and working papers, newest first.\n\n" + bluebook,
			owner: "",
			first: []string{"", "", "", ""},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := parseCVString(t, tt.src)
			var owner string
			for _, r := range p.Records {
				if r.Owner != nil {
					owner = r.Owner.Name
				}
			}
			if owner != tt.owner {
				t.Errorf("owner %q, want %q", owner, tt.owner)
			}
			var first []string
			for _, pb := range cvPubs(p) {
				if len(pb.Authors) == 0 {
					first = append(first, "(none)")
					continue
				}
				first = append(first, pb.Authors[0].Name)
			}
			if diff := cmp.Diff(tt.first, first); diff != "" {
				t.Errorf("first authors (-want +got):\n%s", diff)
			}
		})
	}
}
