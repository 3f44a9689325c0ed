package graph

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// Person is one real person after name resolution. Its fields are
// ordered and sized so a person takes 56 bytes: a DBLP-sized corpus
// holds millions.
type Person struct {
	// Name is the display name: the best-cased, most frequent spelling.
	Name string `json:"name"`
	DBLP string `json:"dblp,omitempty"`
	// Rare holds what few people have, out of line; nil when a person
	// has none of it. Aliases, ORCID and SourceIDs read it.
	Rare *PersonRare `json:"rare,omitempty"`
	ID   int32       `json:"id"`
	// Papers counts the publications in the corpus this person authored.
	Papers int32 `json:"papers"`
	// Owner is set when an input is this person's CV or profile.
	Owner bool `json:"owner,omitempty"`
	// Unnamed is set for the owner of a list that names its owner
	// nowhere (see pub.Author.Implied): a person of one input, named
	// after it, whom publications.csv leaves out of printed bylines.
	Unnamed bool `json:"unnamed,omitempty"`
}

// PersonRare are the fields of a Person that few people have (most of
// DBLP's authors are spelled one way and have no ORCID in the corpus),
// kept out of line so that the others do not pay for them.
type PersonRare struct {
	// Aliases are the other spellings seen, sorted.
	Aliases []string `json:"aliases,omitempty"`
	ORCID   string   `json:"orcid,omitempty"`
	// SourceIDs are the node ids this person has in network inputs.
	SourceIDs []string `json:"source_ids,omitempty"`
}

// Aliases returns the other spellings of the person's name, sorted.
func (p *Person) Aliases() []string {
	if p.Rare == nil {
		return nil
	}
	return p.Rare.Aliases
}

// ORCID returns the person's ORCID, "" when unknown.
func (p *Person) ORCID() string {
	if p.Rare == nil {
		return ""
	}
	return p.Rare.ORCID
}

// SourceIDs returns the node ids the person has in network inputs.
func (p *Person) SourceIDs() []string {
	if p.Rare == nil {
		return nil
	}
	return p.Rare.SourceIDs
}

// rare returns p.Rare, making it if p has none.
func (p *Person) rare() *PersonRare {
	if p.Rare == nil {
		p.Rare = &PersonRare{}
	}
	return p.Rare
}

// Authorship places a person in a byline: 8 bytes, as a corpus holds one
// per author of every publication.
type Authorship struct {
	Person int32 `json:"person"`
	Equal  bool  `json:"equal,omitempty"`
}

// Publication is one publication after merging the inputs that list it.
// Its fields are ordered and sized so that it takes 152 bytes, its
// authors 8 bytes each and its sources 12: a DBLP-sized corpus holds
// millions.
type Publication struct {
	Title   string       `json:"title"`
	Venue   string       `json:"venue,omitempty"`
	Kind    pub.Kind     `json:"kind"`
	DOI     string       `json:"doi,omitempty"`
	DBLPKey string       `json:"dblp_key,omitempty"`
	Authors []Authorship `json:"authors"`
	// Sources are the places that list this publication, in the order
	// of their "file:line" forms (see Corpus.SourceString).
	Sources []Source `json:"sources"`
	// Rare holds what few publications have, out of line; nil when a
	// publication has none of it. ArXiv and Versions read it.
	Rare *PublicationRare `json:"rare,omitempty"`
	// Loc is the volume, issue and pages packed in one string, so that a
	// DBLP-sized corpus, where nearly every publication has pages, pays
	// 16 bytes a publication: read it with Locator, set it with
	// SetLocator.
	Loc        string `json:"locator,omitempty"`
	ID         int32  `json:"id"`
	Year       int32  `json:"year,omitempty"`
	Incomplete bool   `json:"incomplete,omitempty"`
}

// PublicationRare are the fields of a Publication that few publications
// have (none, in most of DBLP), kept out of line so that the others do
// not pay for them.
type PublicationRare struct {
	ArXiv string `json:"arxiv,omitempty"`
	// Versions are other versions merged into this one (a preprint of a
	// published paper), described for merges.csv.
	Versions []string `json:"versions,omitempty"`
	// Biblio is what citation indexes tell of the publication (times
	// cited, keywords, abstract, cited references), nil when none did.
	Biblio *pub.Biblio `json:"biblio,omitempty"`
	// Written are the authors' names as the byline spells them, by
	// position, where the person has more than one spelling in the
	// corpus ("" where the person has one, which is their display name
	// up to casing): the owner of a CV is one person, printed as each
	// entry printed them. Nil when no author needs it, which is most
	// publications of a DBLP-sized corpus.
	Written []string `json:"written,omitempty"`
	// Editors are the names of the editors of an edited volume, or of
	// the book a chapter is in, as the inputs spell them: the union of
	// every version's editors (see mergeEditors). They are names, not
	// people: editing a book is not writing it, so they make no person,
	// authorship or co-author edge.
	Editors []string `json:"editors,omitempty"`
	// Publisher and Place are the publisher and its place, as the
	// version that gives the longest writes them (see pub.MergeText).
	Publisher string `json:"publisher,omitempty"`
	Place     string `json:"place,omitempty"`
}

// Locator returns the publication's volume, issue and pages, the zero
// Locator when no source gave them.
func (p *Publication) Locator() pub.Locator {
	return unpackLocator(p.Loc)
}

// SetLocator sets the publication's volume, issue and pages.
func (p *Publication) SetLocator(l pub.Locator) {
	p.Loc = packLocator(l)
}

// Publisher returns the publication's publisher and its place, "" when
// no source gave them.
func (p *Publication) Publisher() (publisher, place string) {
	if p.Rare == nil {
		return "", ""
	}
	return p.Rare.Publisher, p.Rare.Place
}

// locatorSep parts the fields of a packed locator.
const locatorSep = "\x1f"

// packLocator packs l as its pages, volume and issue parted by
// locatorSep, with empty fields at the end left out: the pages alone
// (most of DBLP) are packed as they are, without allocating.
func packLocator(l pub.Locator) string {
	clean := func(s string) string {
		if strings.Contains(s, locatorSep) {
			return strings.ReplaceAll(s, locatorSep, " ")
		}
		return s
	}
	switch {
	case l.Volume == "" && l.Issue == "":
		return clean(l.Pages)
	case l.Issue == "":
		return clean(l.Pages) + locatorSep + clean(l.Volume)
	}
	return clean(l.Pages) + locatorSep + clean(l.Volume) + locatorSep + clean(l.Issue)
}

// unpackLocator is the inverse of packLocator.
func unpackLocator(s string) pub.Locator {
	var l pub.Locator
	l.Pages, s, _ = strings.Cut(s, locatorSep)
	l.Volume, l.Issue, _ = strings.Cut(s, locatorSep)
	return l
}

// ArXiv returns the publication's arXiv id, "" when it has none.
func (p *Publication) ArXiv() string {
	if p.Rare == nil {
		return ""
	}
	return p.Rare.ArXiv
}

// Versions returns the other versions merged into the publication (see
// PublicationRare.Versions).
func (p *Publication) Versions() []string {
	if p.Rare == nil {
		return nil
	}
	return p.Rare.Versions
}

// Biblio returns what citation indexes tell of the publication, nil
// when none did.
func (p *Publication) Biblio() *pub.Biblio {
	if p.Rare == nil {
		return nil
	}
	return p.Rare.Biblio
}

// Editors returns the names of the publication's editors (see
// PublicationRare.Editors), nil when it has none.
func (p *Publication) Editors() []string {
	if p.Rare == nil {
		return nil
	}
	return p.Rare.Editors
}

// setRare sets the rare fields, leaving Rare nil when they are empty. It
// never changes a PublicationRare that p shares with another publication.
func (p *Publication) setRare(r PublicationRare) {
	p.Rare = nil
	if r.ArXiv != "" || len(r.Versions) > 0 || r.Biblio != nil || r.Written != nil || len(r.Editors) > 0 ||
		r.Publisher != "" || r.Place != "" {
		p.Rare = &r
	}
}

// written returns p.Rare.Written, nil when p has none.
func (p *Publication) written() []string {
	if p.Rare == nil {
		return nil
	}
	return p.Rare.Written
}

// AuthorName returns the name of p's k-th author as p's byline spells
// it: the spelling the source wrote where the person goes by several
// (see PublicationRare.Written), else the person's display name.
func (c *Corpus) AuthorName(p *Publication, k int) string {
	if w := p.written(); k < len(w) && w[k] != "" {
		return w[k]
	}
	return c.People[p.Authors[k].Person].Name
}

// mergeBiblio returns what the citation indexes of a publication's
// versions tell together, in an order that does not depend on the order
// of the versions: the largest times-cited count (indexes count
// different citing sets; the largest is the least incomplete), keywords
// and cited references once each (ignoring case) and sorted, and the
// longest abstract (the first in byte order among equally long ones).
func mergeBiblio(bs []*pub.Biblio) *pub.Biblio {
	var out pub.Biblio
	kw, refs := map[string]string{}, map[string]string{}
	for _, b := range bs {
		if b == nil {
			continue
		}
		if b.HasTimesCited && (!out.HasTimesCited || b.TimesCited > out.TimesCited) {
			out.TimesCited, out.HasTimesCited = b.TimesCited, true
		}
		for _, k := range b.Keywords {
			addFolded(kw, k)
		}
		for _, r := range b.References {
			addFolded(refs, r)
		}
		if a := b.Abstract; len(a) > len(out.Abstract) || len(a) == len(out.Abstract) && a < out.Abstract {
			out.Abstract = a
		}
	}
	out.Keywords, out.References = sortedValues(kw), sortedValues(refs)
	if out.Empty() {
		return nil
	}
	return &out
}

// addFolded adds s to m under its lower-case form, keeping the spelling
// that sorts first so the choice does not depend on the order of calls.
func addFolded(m map[string]string, s string) {
	k := strings.ToLower(s)
	if old, ok := m[k]; !ok || s < old {
		m[k] = s
	}
}

// sortedValues returns m's values sorted by their keys, nil when m is empty.
func sortedValues(m map[string]string) []string {
	if len(m) == 0 {
		return nil
	}
	keys := slices.Sorted(maps.Keys(m))
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = m[k]
	}
	return out
}

// Source is a place in the inputs that lists a publication: 12 bytes
// and no pointer, where its "file:line:column" text took about 40 and
// one for the collector to follow.
type Source struct {
	// Input is the file's index in Corpus.Inputs.
	Input int32
	// Line and Column start at 1; 0 is unknown, and a Column is only
	// known with a Line.
	Line, Column int32
}

// Append appends s to buf as pub.Position.String writes it
// ("file:line:column", leaving out what is unknown). names are the
// corpus's inputs as messages name them (Corpus.SourceNames).
func (s Source) Append(buf []byte, names []string) []byte {
	buf = append(buf, names[s.Input]...)
	if s.Line > 0 {
		buf = strconv.AppendInt(append(buf, ':'), int64(s.Line), 10)
		if s.Column > 0 {
			buf = strconv.AppendInt(append(buf, ':'), int64(s.Column), 10)
		}
	}
	return buf
}

// SourceNames returns the inputs as sources name them: quoted as
// pub.QuoteName quotes them, indexed as Source.Input indexes
// c.Inputs.
func (c *Corpus) SourceNames() []string {
	names := make([]string, len(c.Inputs))
	for i, in := range c.Inputs {
		names[i] = pub.QuoteName(in)
	}
	return names
}

// SourceString returns s as pub.Position.String writes it:
// "file:line:column", leaving out what is unknown.
func (c *Corpus) SourceString(s Source) string {
	return pub.Position{File: c.Inputs[s.Input], Line: int(s.Line), Column: int(s.Column)}.String()
}

// Relation says that Other is Person's advisor or mentor.
type Relation struct {
	Person       int              `json:"person"`
	Kind         pub.RelationKind `json:"relation"`
	Other        int              `json:"other"`
	Organization string           `json:"organization,omitempty"`
	Source       string           `json:"source"`
}

// Affiliation is a person's education or employment entry.
type Affiliation struct {
	Person       int                 `json:"person"`
	Organization string              `json:"organization"`
	Kind         pub.AffiliationKind `json:"kind"`
	Role         string              `json:"role,omitempty"`
	Start        int                 `json:"start,omitempty"`
	End          int                 `json:"end,omitempty"`
	Current      bool                `json:"current,omitempty"`
	Source       string              `json:"source"`
}

// Edge is a co-authorship between people U < V, as Coauthorships hand it
// out.
type Edge struct {
	U, V int32
	// Papers counts shared publications; for a link read from a network
	// input it is that link's weight.
	Papers float64
	// Fractional is Newman's weight: the sum over shared papers of
	// 1/(n−1), n being the paper's number of authors.
	Fractional float64
	// FirstYear and LastYear bound the years of the shared papers (0 when
	// unknown).
	FirstYear, LastYear int16
}

// Merge records one decision that joined two names or two publications.
type Merge struct {
	// Kind is "person" or "publication".
	Kind string `json:"kind"`
	// Into is the id of the surviving person or publication.
	Into int `json:"into"`
	// Name is the name or title that was merged into it.
	Name string `json:"name"`
	// Reason says why, e.g. "same ORCID", "same name ignoring case and
	// hyphens", "same DOI".
	Reason string `json:"reason"`
}

// Candidate is a pair of people that might be one, left for a person to
// decide (see --aliases).
type Candidate struct {
	A, B   int
	Score  float64
	Reason string
}

// Corpus is every input resolved into people and publications.
type Corpus struct {
	People       []Person
	Publications []Publication
	Relations    []Relation
	Affiliations []Affiliation
	// Edges are the co-authorships, sorted by (U, V).
	Edges      Coauthorships
	Merges     []Merge
	Candidates []Candidate
	// OwnerNotes say, one line per document, whose list it was taken
	// to be when no owner record named one (read from its bylines), or
	// that none was found; sorted.
	OwnerNotes []string
	// Inputs are the input files read, sorted.
	Inputs []string
	// Hyperauthored counts the publications with more authors than
	// BuildOptions.MaxAuthors, which add no co-author edges; MaxAuthors
	// is that limit (0: none).
	Hyperauthored, MaxAuthors int
}

// Weighting chooses an edge weight for CoauthorGraph.
type Weighting int

// Weightings of the co-authorship graph.
const (
	// ByPapers weights an edge by shared papers.
	ByPapers Weighting = iota
	// ByFractional weights an edge by Newman's fractional count.
	ByFractional
	// Unweighted gives every edge weight 1.
	Unweighted
)

// CoauthorGraph returns the co-authorship graph over all people (node id =
// person id) with the chosen edge weights. The graph weighted ByPapers is
// the one c.Edges hold, shared rather than copied; the others share its
// structure and have weights of their own.
func (c *Corpus) CoauthorGraph(w Weighting) *Undirected {
	g := c.Edges.graph
	if g.offsets == nil {
		g.offsets = make([]int, len(c.People)+1)
	}
	if g.Order() != len(c.People) {
		panic(fmt.Sprintf("graph: corpus of %d people has edges over %d", len(c.People), g.Order()))
	}
	switch w {
	case ByPapers:
	case ByFractional:
		g.weights = c.Edges.fractionalWeights()
	default:
		g.weights = make([]float64, len(g.targets))
		for i := range g.weights {
			g.weights[i] = 1
		}
	}
	return &g
}
