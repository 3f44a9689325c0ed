// Package entries is the stage of the CV reader that reads publications:
// it cuts a publication section's lines (package doc) into one entry per
// reference, by list items, headings per paper, blank-line paragraphs,
// rules and the shape of the text, and reads in each entry the byline,
// title, venue, year and kind, by what each piece of text looks like and
// by the token labeller of package label (label.go).
//
//	entries.go  entry boundaries; the pieces of an entry (byline, title)
//	fields.go   an entry's fields into a publication: authors, venue, year, kind
//	forms.go    books, edited volumes and chapters
//	label.go    the labeller's fields, and which reading to trust
//	lines.go    the line model's boundaries (opt-in) and the trace of the rules' ones
//
// Bylines are read by package names; the CV's owner, which the bylines
// help find, by package profile.
package entries

import (
	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
	"github.com/pubgraph/pubgraph/pub"
)

// Found is what Read finds in a CV's publication sections.
type Found struct {
	// Pubs are the publications, in the order of their entries.
	Pubs []*pub.Publication
	// Bold holds the names each publication's byline sets in bold.
	Bold map[*pub.Publication]map[string]bool
	// NoByline holds the publications read without an author list, to
	// warn of once the owner is known.
	NoByline []Pending
}

// Read reads the publications of d's publication sections. src is the
// text d was made from, which tells the marks of equal contribution and
// the like (see markKeys).
func (ms Models) Read(d *doc.Doc, src string) (*Found, error) {
	r := &cvDoc{Doc: d, boldAuthor: map[*pub.Publication]map[string]bool{}, marks: markKeys(src), labeller: ms.labeller(), lineModel: ms.lineModel()}
	if err := r.readPublications(); err != nil {
		return nil, err
	}
	return &Found{Pubs: r.pubs, Bold: r.boldAuthor, NoByline: r.noByline}, nil
}

// cvDoc is the CV whose entries are being read.
type cvDoc struct {
	*doc.Doc
	marks cvMarkKeys
	pubs  []*pub.Publication
	// boldAuthor records the names each publication's byline sets in bold.
	boldAuthor map[*pub.Publication]map[string]bool
	// kindGuess holds the publications whose kind nothing in the entry
	// named; settleKinds gives them the document's usual kind.
	kindGuess map[*pub.Publication]bool
	// surnameBylines counts the bylines read as surnames alone, and
	// surnamePairs holds the publications whose bylines read as pairs of
	// one-word names (see settleSurnames).
	surnameBylines int
	surnamePairs   map[*pub.Publication][][2]string
	// noByline holds the publications read without an author list.
	noByline []Pending
	// lastByline is the byline of the last entry read, which a
	// bibliography's "———." repeats.
	lastByline string
	// collect, when set, takes each entry's source line numbers and its
	// cuts instead of reading them (readLineSection).
	collect func(raw []int, cuts []cvCut)
	// shutLines holds the source lines of the section being read that
	// no entry may take: lettered sub-headings and the parts under them
	// that hold no publications (letteredGroups).
	shutLines map[int]bool

	// labeller is the field labeller, and lineModel the line model (nil:
	// the hand rules alone), the document is read with.
	labeller  *label.Model
	lineModel *lines.Model
}

// shut records that source line n may be in no entry.
func (d *cvDoc) shut(n int) {
	if d.shutLines == nil {
		d.shutLines = map[int]bool{}
	}
	d.shutLines[n] = true
}
