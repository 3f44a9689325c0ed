// Package pub is the record model at the ground of pubgraph: publications
// with their authors in byline order, the owner of a list, advisor and
// mentor relations, education and employment, the nodes and links of an
// input network, and where each came from in its input (Position).
//
// Readers (package ingest) produce these records; the graph, analysis,
// render and report packages consume them. The package imports only the
// standard library, so everything above it can depend on it without
// depending on any reader.
//
// A CV entry such as
//
//	A. Author, B. Author. A Title. In Proc. Some Conference, 2022.
//
// is one Publication with Title "A Title", two Authors in byline order,
// Year 2022 and Kind KindConference.
package pub

// Kind is the kind of a publication.
type Kind string

// The kinds of publication a reader may report.
const (
	KindConference  Kind = "conference"
	KindJournal     Kind = "journal"
	KindWorkshop    Kind = "workshop"
	KindPreprint    Kind = "preprint"
	KindPoster      Kind = "poster"
	KindDemo        Kind = "demo"
	KindPatent      Kind = "patent"
	KindThesis      Kind = "thesis"
	KindUnderReview Kind = "under review"
	KindBook        Kind = "book"
	KindChapter     Kind = "chapter"
	KindOther       Kind = "other"
)

// Author is one name in a byline, as written, with the marks around it.
type Author struct {
	// Name is the name as written, stripped of markup and marks
	// (bold, *, †, superscript digits) but otherwise untouched.
	Name string `json:"name"`
	// Equal is set when the byline marks this author as an equal contributor.
	Equal bool `json:"equal,omitempty"`
	// Corresponding is set when the byline marks the corresponding author.
	Corresponding bool `json:"corresponding,omitempty"`
	// ORCID and DBLP identify the person when the source says who it is.
	ORCID string `json:"orcid,omitempty"`
	DBLP  string `json:"dblp,omitempty"`
	// OpenAlex is the person's OpenAlex author id ("A5023888391") when the
	// source is OpenAlex.
	OpenAlex string `json:"openalex,omitempty"`
	// Implied is set for the owner of a list of one's own papers that an
	// entry leaves out ("with A and B", or no byline) and that the list
	// names nowhere: Name is empty, and the author is the list's one
	// unnamed owner.
	Implied bool `json:"implied,omitempty"`
}

// Publication is one paper, patent, thesis or preprint as one input lists it.
type Publication struct {
	Title   string   `json:"title"`
	Authors []Author `json:"authors"`
	// Incomplete is set when the byline elides authors ("...", "et al.",
	// "and others"), so Authors is a subset of the real list.
	Incomplete bool `json:"incomplete,omitempty"`
	// Editors are the editors of an edited volume, or of the book a
	// chapter is in, in the order the input gives them. They are never
	// authors: no reader puts them in Authors and the co-authorship
	// graph does not count them.
	Editors []Author `json:"editors,omitempty"`
	// Venue is the venue's usual acronym when it is known (see LookupVenue),
	// otherwise the venue text as written.
	Venue string `json:"venue,omitempty"`
	// VenueText is the venue as written in the input.
	VenueText string `json:"venue_text,omitempty"`
	Year      int    `json:"year,omitempty"`
	Kind      Kind   `json:"kind"`
	// Locator is the volume, issue and pages, when the input gives them.
	Locator
	// Publisher is the publisher of a book, a chapter's book, proceedings
	// or a journal, as written ("Springer", "ACM Press"); Place is where
	// it published ("Cham", "New York, NY"), when the input says.
	Publisher string `json:"publisher,omitempty"`
	Place     string `json:"place,omitempty"`
	// Identifiers, when the input gives them.
	DOI     string `json:"doi,omitempty"`
	ArXiv   string `json:"arxiv,omitempty"`
	DBLPKey string `json:"dblp_key,omitempty"`
	URL     string `json:"url,omitempty"`
	// Owner is the person whose list this is (a CV's owner), if known.
	Owner string `json:"owner,omitempty"`
	// Pos is where the record starts in its input.
	Pos Position `json:"pos"`
	// Doubts lists what the reader was unsure of, in words a user can act on.
	Doubts []string `json:"doubts,omitempty"`
	// Confidence gives, for each field the reader was unsure of ("title",
	// "authors"), how sure it was, from 0 to 1; fields it was sure of are
	// left out. The CV reader sets it where its rules and its labeller
	// disagree.
	Confidence map[string]float64 `json:"confidence,omitempty"`
	// Biblio is what a citation index (Web of Science, Scopus, OpenAlex)
	// tells of the publication beyond its byline: times cited, keywords
	// (OpenAlex keywords or concepts, in the source's order), abstract and
	// cited references. Readers of CVs leave it empty.
	Biblio
}

// Biblio holds the bibliometric fields of a publication.
type Biblio struct {
	// TimesCited is how often the publication was cited, as the source
	// counts; HasTimesCited says whether the source gave a count at all
	// (0 cited and not counted are different things).
	TimesCited    int  `json:"times_cited,omitempty"`
	HasTimesCited bool `json:"has_times_cited,omitempty"`
	// Keywords are the author's and the index's keywords, as written.
	Keywords []string `json:"keywords,omitempty"`
	Abstract string   `json:"abstract,omitempty"`
	// References are the cited references, one per reference as the
	// source writes them.
	References []string `json:"references,omitempty"`
}

// Empty reports whether b holds nothing.
func (b *Biblio) Empty() bool {
	return !b.HasTimesCited && len(b.Keywords) == 0 && b.Abstract == "" && len(b.References) == 0
}

// RelationKind is the kind of a typed relation between two people.
type RelationKind string

// Relation kinds.
const (
	Advisor RelationKind = "advisor"
	Mentor  RelationKind = "mentor"
)

// Relation records that Other is Person's advisor or mentor.
type Relation struct {
	Person string       `json:"person"`
	Kind   RelationKind `json:"relation"`
	Other  string       `json:"other"`
	// Organization is where the relation held, when the input says.
	Organization string   `json:"organization,omitempty"`
	Pos          Position `json:"pos"`
}

// AffiliationKind tells education from employment.
type AffiliationKind string

// Affiliation kinds.
const (
	Education  AffiliationKind = "education"
	Employment AffiliationKind = "employment"
)

// Affiliation is one education or employment entry of a person.
type Affiliation struct {
	Person       string          `json:"person"`
	Organization string          `json:"organization"`
	Kind         AffiliationKind `json:"kind"`
	Role         string          `json:"role,omitempty"`
	// Start and End are years; End is 0 for "present" or unknown, and
	// Current says which.
	Start   int      `json:"start,omitempty"`
	End     int      `json:"end,omitempty"`
	Current bool     `json:"current,omitempty"`
	Pos     Position `json:"pos"`
}

// Node is a vertex of an input co-authorship network.
type Node struct {
	// ID is the node's id in the input, kept so results join back to it.
	ID   string   `json:"id"`
	Name string   `json:"name,omitempty"`
	Pos  Position `json:"pos"`
}

// Link is an edge of an input co-authorship network, between node ids.
type Link struct {
	Source string `json:"source"`
	Target string `json:"target"`
	// Weight is the edge weight in the input, 1 where it gives none.
	Weight float64  `json:"weight"`
	Pos    Position `json:"pos"`
}

// Person is the owner of a CV or profile, with the name they go by.
type Person struct {
	Name     string `json:"name"`
	ORCID    string `json:"orcid,omitempty"`
	DBLP     string `json:"dblp,omitempty"`
	OpenAlex string `json:"openalex,omitempty"`
	// OtherScript is the name the document itself gives its owner in
	// another script: "李明" where a header reads "李明 (Ming Li)". The
	// document's bylines that write it name the owner.
	OtherScript string `json:"other_script,omitempty"`
	// Former is a former name the document gives its owner beside
	// Name: "Jane Roe" where a header reads "Jane Doe (née Roe)". The
	// document's bylines that write it name the owner.
	Former string   `json:"former,omitempty"`
	Pos    Position `json:"pos"`
}

// Record is one item read from an input. Exactly one field is set.
type Record struct {
	Owner       *Person
	Publication *Publication
	Relation    *Relation
	Affiliation *Affiliation
	Node        *Node
	Link        *Link
}

// Emit receives records in input order. Returning an error stops the reader,
// which returns that error.
type Emit func(Record) error
