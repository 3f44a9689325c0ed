package cv

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestOwnerPaperWithLinkWord reads list items that print the owner's
// title and nothing after it but a link to a copy of the paper, labelled
// as such ("[Preprint]", "[PDF]", "[arXiv]"): each is the owner's paper,
// as items that link to a DOI are, while items with a link that is no
// link word, or with none, stay unread.
func TestOwnerPaperWithLinkWord(t *testing.T) {
	src := `# Jane Q. Doe

## Papers

1. A theorem on invented groups, with A. Roe. *J. Invented Math.* 12 (2019), 1–20. [Journal](https://doi.org/10.1000/xyz)

## Preprints

1. Lattices in pretend polytopes, with B. Poe. [arXiv](https://arxiv.org/abs/1810.00003)

2. On the stable part of a made-up formula. [Preprint](stable.pdf)

3. A weighted version of a fictional identity. [PDF](weighted.pdf)

4. Zeros of pretend functions and a trace identity

5. My notes from a seminar on invented numbers are [here](notes.pdf)
`
	p := parseCVString(t, src)
	var got []string
	for _, pb := range cvPubs(p) {
		var names []string
		for _, a := range pb.Authors {
			names = append(names, a.Name)
		}
		got = append(got, pb.Title+" | "+strings.Join(names, "; "))
	}
	want := []string{
		"A theorem on invented groups | Jane Q. Doe; A. Roe",
		"Lattices in pretend polytopes | Jane Q. Doe; B. Poe",
		"On the stable part of a made-up formula | Jane Q. Doe",
		"A weighted version of a fictional identity | Jane Q. Doe",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("publications (-want +got):\n%s", diff)
	}
}
