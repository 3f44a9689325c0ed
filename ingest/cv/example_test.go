package cv_test

import (
	"fmt"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv"
	"github.com/pubgraph/pubgraph/pub"
)

func ExampleRead() {
	src := `# Jane Doe

## Education
- **Example University**, Ph.D., 2019 - present
  - Advisor: Prof. Alan Turing

## Publications
1. **Jane Doe**, John Roe\*, Max Moe\* (\*equal contribution). Fast Things at Scale.
   *Symposium on Operating Systems Principles (SOSP 2023)*.
2. "A Quoted Title." Jane Doe, ..., Max Moe. arXiv:2401.01234.
`
	err := cv.Read(strings.NewReader(src), "cv.md", cv.Options{}, func(r pub.Record) error {
		switch {
		case r.Owner != nil:
			fmt.Println("owner:", r.Owner.Name)
		case r.Relation != nil:
			fmt.Println(r.Relation.Kind+":", r.Relation.Other, "at", r.Relation.Organization)
		case r.Affiliation != nil:
			fmt.Println(r.Affiliation.Kind+":", r.Affiliation.Organization, r.Affiliation.Start, r.Affiliation.Current)
		case r.Publication != nil:
			p := r.Publication
			fmt.Printf("%s: %q %s %d %s\n", p.Pos, p.Title, p.Venue, p.Year, p.Kind)
			for _, a := range p.Authors {
				fmt.Printf("  %s equal=%v\n", a.Name, a.Equal)
			}
			if p.Incomplete {
				fmt.Println("  (authors elided)")
			}
		}
		return nil
	})
	if err != nil {
		fmt.Println(err)
	}
	// Output:
	// owner: Jane Doe
	// education: Example University 2019 true
	// advisor: Alan Turing at Example University
	// cv.md:8: "Fast Things at Scale" SOSP 2023 conference
	//   Jane Doe equal=false
	//   John Roe equal=true
	//   Max Moe equal=true
	// cv.md:10: "A Quoted Title" arXiv 2024 preprint
	//   Jane Doe equal=false
	//   Max Moe equal=false
	//   (authors elided)
}
