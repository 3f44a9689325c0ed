package report

import (
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

// BibliographyFormats are the export formats that hold the corpus's
// publications rather than its network: BibTeX (publications.bib),
// CSL-JSON (publications.csl.json) and RIS (publications.ris). Their
// writers live beside their readers in package ingest (WriteBibTeX,
// WriteCSL, WriteRIS), which report does
// not import: the command hands them Bibliography's records, and
// WriteExport writes none of their files.
var BibliographyFormats = []string{"bibtex", "csl", "ris"}

// Bibliography returns the corpus's publications as records, in the
// corpus's order, for the bibliography exports: each merged publication
// once, with its title, its byline as publications.csv prints it (the
// unnamed owner of a list left out) with equal-contribution marks and
// ORCIDs, "others" when the byline is incomplete, its editors, venue,
// volume, issue, pages, publisher and place, year, kind and identifiers. Pos is its first source.
func Bibliography(c *graph.Corpus) []pub.Publication {
	out := make([]pub.Publication, len(c.Publications))
	for i := range c.Publications {
		p := &c.Publications[i]
		b := pub.Publication{
			Title: p.Title, Year: int(p.Year), Kind: p.Kind, Venue: p.Venue, VenueText: p.Venue,
			DOI: p.DOI, ArXiv: p.ArXiv(), DBLPKey: p.DBLPKey, Incomplete: p.Incomplete,
			Locator: p.Locator(),
		}
		b.Publisher, b.Place = p.Publisher()
		if len(p.Sources) > 0 {
			s := p.Sources[0]
			b.Pos = pub.Position{File: c.Inputs[s.Input], Line: int(s.Line), Column: int(s.Column)}
		}
		for k, a := range p.Authors {
			person := &c.People[a.Person]
			if person.Unnamed {
				continue
			}
			b.Authors = append(b.Authors, pub.Author{Name: c.AuthorName(p, k), Equal: a.Equal, ORCID: person.ORCID()})
		}
		for _, name := range p.Editors() {
			b.Editors = append(b.Editors, pub.Author{Name: name})
		}
		out[i] = b
	}
	return out
}
