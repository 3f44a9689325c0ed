// Package profile is the stage of the CV reader that reads the person: it
// finds the CV's owner (the front matter's author, a name in the header,
// the name most bylines share or set in bold, a name the page gives),
// puts the owner in the bylines that leave the owner out, and reads the
// owner's advisors and mentors, education and employment from the other
// sections.
//
//	owner.go    the owner in the bylines; warnings of entries without one
//	profile.go  finding the owner; relations and affiliations
package profile

import (
	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/entries"
	"github.com/pubgraph/pubgraph/pub"
)

// Hints are the names that may name a CV's owner from outside its
// bylines and headers.
type Hints struct {
	// FrontAuthor is the front matter's author, on FrontAuthorLine.
	FrontAuthor     string
	FrontAuthorLine int
	// Page is a name the page gives its owner outside the text (an HTML
	// page's description, "Publications of Jane Doe"): it names the owner
	// when it is one of the bylines' names.
	Page string
	// Given is the owner the caller names (--owner), for a CV that names
	// none.
	Given string
}

// Profile is what Read finds of a CV's owner.
type Profile struct {
	// Owner is the CV's owner, "" when it cannot tell, named on
	// OwnerLine.
	Owner     string
	OwnerLine int
	// OwnerOtherScript is the owner's name in another script, as the CV
	// itself writes it beside Owner (see pub.Person.OtherScript).
	OwnerOtherScript string
	// OwnerFormer is the owner's former name, as the CV's header gives
	// it beside Owner (see pub.Person.Former).
	OwnerFormer string
	// Relations are the owner's advisors and mentors.
	Relations []*pub.Relation
	// Affiliations are the owner's education and employment.
	Affiliations []*pub.Affiliation
}

// Read finds the owner of d, whose publications found are, and reads the
// owner's relations and affiliations. It puts the owner first in the
// bylines that leave the owner out, and warns of the publications that
// still have no author list.
func Read(d *doc.Doc, found *entries.Found, h Hints) (*Profile, error) {
	r := &cvDoc{Doc: d, pubs: found.Pubs, boldAuthor: found.Bold, noByline: found.NoByline, given: h.Given,
		frontAuthor: cvOwner{name: h.FrontAuthor, line: h.FrontAuthorLine}}
	r.findOwner()
	r.applyOwnerHint(h.Page)
	if r.owner.name == "" && h.Given != "" {
		r.owner = cvOwner{name: h.Given, line: 1}
	}
	r.nameUnnamedOwner()
	printed := ownerPrinted(r.pubs, r.owner.name) || r.owner.former != "" && ownerPrinted(r.pubs, r.owner.former)
	r.addImpliedOwner()
	r.addOwnerWhereLeftOut(printed)
	if err := r.warnNoByline(); err != nil {
		return nil, err
	}
	r.settleSingleAuthors()
	r.readProfile()
	return &Profile{Owner: r.owner.name, OwnerLine: r.owner.line, OwnerOtherScript: r.owner.otherScript, OwnerFormer: r.owner.former, Relations: r.rels, Affiliations: r.affs}, nil
}

// cvDoc is the CV whose owner is being found.
type cvDoc struct {
	*doc.Doc
	pubs []*pub.Publication
	// boldAuthor holds the names each publication's byline sets in bold.
	boldAuthor map[*pub.Publication]map[string]bool
	// noByline holds the publications read without an author list.
	noByline []entries.Pending
	// given is the owner the caller names.
	given       string
	frontAuthor cvOwner
	owner       cvOwner
	// unnamedOwner is the line of the first entry of a list of one's
	// own papers that names its owner nowhere, or 0.
	unnamedOwner int
	rels         []*pub.Relation
	affs         []*pub.Affiliation
}

// cvOwner is a candidate for the CV's owner.
type cvOwner struct {
	name string
	line int
	// otherScript is the name the CV gives its owner in another script
	// ("李明" of a header "李明 (Ming Li)").
	otherScript string
	// former is the owner's former name ("Jane Roe" of a header "Jane
	// Doe (née Roe)").
	former string
}
