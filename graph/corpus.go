package graph

import (
	"fmt"

	"github.com/pubgraph/pubgraph/ingest"
)

// Person is one real person after name resolution.
type Person struct {
	ID int `json:"id"`
	// Name is the display name: the best-cased, most frequent spelling.
	Name string `json:"name"`
	// Aliases are the other spellings seen, sorted.
	Aliases []string `json:"aliases,omitempty"`
	ORCID   string   `json:"orcid,omitempty"`
	DBLP    string   `json:"dblp,omitempty"`
	// SourceIDs are the node ids this person has in network inputs.
	SourceIDs []string `json:"source_ids,omitempty"`
	// Owner is set when an input is this person's CV or profile.
	Owner bool `json:"owner,omitempty"`
	// Papers counts the publications in the corpus this person authored.
	Papers int `json:"papers"`
}

// Authorship places a person in a byline.
type Authorship struct {
	Person int  `json:"person"`
	Equal  bool `json:"equal,omitempty"`
}

// Publication is one publication after merging the inputs that list it.
type Publication struct {
	ID         int          `json:"id"`
	Title      string       `json:"title"`
	Year       int          `json:"year,omitempty"`
	Venue      string       `json:"venue,omitempty"`
	Kind       ingest.Kind  `json:"kind"`
	Authors    []Authorship `json:"authors"`
	Incomplete bool         `json:"incomplete,omitempty"`
	DOI        string       `json:"doi,omitempty"`
	ArXiv      string       `json:"arxiv,omitempty"`
	DBLPKey    string       `json:"dblp_key,omitempty"`
	// Sources are the places (file:line) that list this publication.
	Sources []string `json:"sources"`
	// Versions are other versions merged into this one (a preprint of a
	// published paper), described for merges.csv.
	Versions []string `json:"versions,omitempty"`
}

// Relation says that Other is Person's advisor or mentor.
type Relation struct {
	Person       int                 `json:"person"`
	Kind         ingest.RelationKind `json:"relation"`
	Other        int                 `json:"other"`
	Organization string              `json:"organization,omitempty"`
	Source       string              `json:"source"`
}

// Affiliation is a person's education or employment entry.
type Affiliation struct {
	Person       int                    `json:"person"`
	Organization string                 `json:"organization"`
	Kind         ingest.AffiliationKind `json:"kind"`
	Role         string                 `json:"role,omitempty"`
	Start        int                    `json:"start,omitempty"`
	End          int                    `json:"end,omitempty"`
	Current      bool                   `json:"current,omitempty"`
	Source       string                 `json:"source"`
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
