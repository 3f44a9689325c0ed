package online

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/pub"
)

// OpenAlexPage is one page of an OpenAlex list of works, or one work.
type OpenAlexPage struct {
	Works []Work
	// NextCursor is meta.next_cursor: "" on the last page.
	NextCursor string
	// Count is meta.count, the number of works in the whole list.
	Count int
}

// Work is one work as ReadOpenAlex interprets it: the publication
// and, for each author, the institutions the work lists for them.
type Work struct {
	Publication  *pub.Publication
	Institutions [][]string // per author, in byline order
}

// openalexPage is the JSON of a list page ({"meta": …, "results": […]}).
type openalexPage struct {
	Meta *struct {
		Count      json.Number `json:"count"`
		NextCursor *string     `json:"next_cursor"`
	} `json:"meta"`
	Results []json.RawMessage `json:"results"`
	// A single work has an id at the top.
	ID    string `json:"id"`
	Error string `json:"error"`
	Msg   string `json:"message"`
}

type openalexWork struct {
	ID              string  `json:"id"`
	DOI             *string `json:"doi"`
	Title           *string `json:"title"`
	DisplayName     *string `json:"display_name"`
	PublicationYear *int    `json:"publication_year"`
	Type            *string `json:"type"`
	TypeCrossref    *string `json:"type_crossref"`
	CitedByCount    *int    `json:"cited_by_count"`
	Truncated       bool    `json:"is_authors_truncated"`
	Authorships     []struct {
		Author *struct {
			ID          string  `json:"id"`
			DisplayName *string `json:"display_name"`
			ORCID       *string `json:"orcid"`
		} `json:"author"`
		RawAuthorName   *string `json:"raw_author_name"`
		IsCorresponding *bool   `json:"is_corresponding"`
		Institutions    []struct {
			ID          *string `json:"id"`
			DisplayName *string `json:"display_name"`
		} `json:"institutions"`
	} `json:"authorships"`
	PrimaryLocation *openalexLocation `json:"primary_location"`
	HostVenue       *struct {
		DisplayName *string `json:"display_name"`
		Type        *string `json:"type"`
	} `json:"host_venue"`
	Keywords []openalexTerm `json:"keywords"`
	Concepts []openalexTerm `json:"concepts"`
	// Biblio is where in its source the work is.
	Biblio *struct {
		Volume    *string `json:"volume"`
		Issue     *string `json:"issue"`
		FirstPage *string `json:"first_page"`
		LastPage  *string `json:"last_page"`
	} `json:"biblio"`
}

type openalexLocation struct {
	LandingPageURL *string `json:"landing_page_url"`
	Source         *struct {
		DisplayName *string `json:"display_name"`
		Type        *string `json:"type"`
		// Publisher is the organisation that hosts the source.
		Publisher *string `json:"host_organization_name"`
	} `json:"source"`
}

type openalexTerm struct {
	DisplayName *string         `json:"display_name"`
	Keyword     *string         `json:"keyword"` // the older form of keywords
	Level       *int            `json:"level"`
	Score       json.RawMessage `json:"score"` // a number, or a string in old responses
}

func (t openalexTerm) score() float64 {
	s := strings.Trim(string(t.Score), `"`)
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0
	}
	return f
}

// minConceptScore is the least score a concept needs to count as a
// keyword of a work: OpenAlex tags every work with dozens of concepts,
// most of them loosely (scores below 0.3).
const minConceptScore = 0.3

// ReadOpenAlex reads one response of the OpenAlex works API: a page of a
// list (GET /works?filter=author.id:A…&cursor=…), which looks like
//
//	{"meta": {"count": 2, "next_cursor": "IlsxNj…", "per_page": 200},
//	 "results": [{"id": "https://openalex.org/W1234",
//	   "doi": "https://doi.org/10.1000/xyz123",
//	   "title": "A Title", "publication_year": 2018,
//	   "type": "article", "cited_by_count": 394,
//	   "authorships": [{"author": {"id": "https://openalex.org/A5678",
//	       "display_name": "Ada Author",
//	       "orcid": "https://orcid.org/0000-0002-1825-0097"},
//	     "institutions": [{"display_name": "Some University"}]}, …],
//	   "primary_location": {"source": {"display_name": "A Journal", "type": "journal"}},
//	   "keywords": [{"display_name": "Open access", "score": 0.6}]}]}
//
// or a single work (GET /works/W…). Each work becomes a Publication whose
// Authors carry their OpenAlex author id and ORCID iD, with TimesCited from
// cited_by_count and Keywords from keywords (else the concepts scored at
// least 0.3). Positions are lines of src in the file name. A work that
// does not fit is reported through warn and skipped; a body that is not
// JSON, or JSON of another shape (an error message), is an error.
func ReadOpenAlex(src []byte, name string, warn func(*pub.ParseError) error) (*OpenAlexPage, error) {
	var top openalexPage
	if err := json.Unmarshal(src, &top); err != nil {
		return nil, jsonErr(src, name, err)
	}
	page := &OpenAlexPage{}
	var raws []json.RawMessage
	switch {
	case top.Meta != nil || top.Results != nil:
		raws = top.Results
		if top.Meta != nil {
			if top.Meta.NextCursor != nil {
				page.NextCursor = *top.Meta.NextCursor
			}
			n, _ := top.Meta.Count.Int64()
			page.Count = int(n)
		}
	case top.ID != "":
		raws = []json.RawMessage{src}
	case top.Error != "":
		return nil, pub.Errorf(pub.Position{File: name, Line: 1}, pub.ErrSyntax, "OpenAlex says: %s: %s", top.Error, top.Msg)
	default:
		return nil, pub.Errorf(pub.Position{File: name, Line: 1}, pub.ErrUnknownFormat, "not an OpenAlex works response: no results and no work id")
	}
	// Results start in src in order; find each one's line for positions.
	off := 0
	for _, raw := range raws {
		pos := pub.Position{File: name, Line: 1}
		if i := bytes.Index(src[off:], raw); i >= 0 {
			pos.Line = 1 + bytes.Count(src[:off+i], []byte("\n"))
			off += i + len(raw)
		}
		var w openalexWork
		if err := json.Unmarshal(raw, &w); err != nil {
			if werr := warnOf(warn, pub.Errorf(pos, pub.ErrSyntax, "OpenAlex work skipped: %v", err)); werr != nil {
				return nil, werr
			}
			continue
		}
		ow, perr := w.work(pos)
		if perr != nil {
			if werr := warnOf(warn, perr); werr != nil {
				return nil, werr
			}
			continue
		}
		page.Works = append(page.Works, ow)
	}
	return page, nil
}

func warnOf(warn func(*pub.ParseError) error, pe *pub.ParseError) error {
	if warn == nil {
		return nil
	}
	return warn(pe)
}

// jsonErr turns a JSON error into a *pub.ParseError at its line.
func jsonErr(src []byte, name string, err error) error {
	pos := pub.Position{File: name, Line: 1}
	var se *json.SyntaxError
	if ok := asSyntax(err, &se); ok {
		o := min(int(se.Offset), len(src))
		pos.Line = 1 + bytes.Count(src[:o], []byte("\n"))
	}
	msg := "not JSON: " + err.Error()
	if t := bytes.TrimSpace(src); len(t) > 0 && t[0] == '<' {
		msg = "an HTML or XML page where JSON was expected (a proxy or an error page?)"
	}
	return pub.Errorf(pos, pub.ErrSyntax, "%s", msg)
}

func asSyntax(err error, se **json.SyntaxError) bool {
	s, ok := err.(*json.SyntaxError)
	if ok {
		*se = s
	}
	return ok
}

func str(p *string) string {
	if p == nil {
		return ""
	}
	return strings.TrimSpace(*p)
}

// shortID cuts "https://openalex.org/A123" to "A123".
func shortID(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '/'); i >= 0 {
		s = s[i+1:]
	}
	return s
}

// work interprets one work.
func (w *openalexWork) work(pos pub.Position) (Work, *pub.ParseError) {
	p := &pub.Publication{Pos: pos}
	p.Title = str(w.Title)
	if p.Title == "" {
		p.Title = str(w.DisplayName)
	}
	if p.Title == "" {
		return Work{}, pub.Errorf(pos, pub.ErrSyntax, "OpenAlex work %s skipped: no title", shortID(w.ID))
	}
	if w.PublicationYear != nil && *w.PublicationYear > 0 && *w.PublicationYear < 10000 {
		p.Year = *w.PublicationYear
	}
	if d := str(w.DOI); d != "" {
		for _, prefix := range []string{"https://doi.org/", "http://doi.org/", "https://dx.doi.org/"} {
			d = strings.TrimPrefix(d, prefix)
		}
		p.DOI = strings.ToLower(d)
	}
	p.URL = strings.TrimSpace(w.ID)
	if w.CitedByCount != nil && *w.CitedByCount >= 0 {
		p.TimesCited, p.HasTimesCited = *w.CitedByCount, true
	}
	venue, sourceType := w.venue()
	p.VenueText = venue
	p.Venue = venue
	if v, ok := ingest.LookupVenue(venue); ok && v.Acronym != "" {
		p.Venue = v.Acronym
	}
	p.Kind = openalexKind(str(w.Type), str(w.TypeCrossref), sourceType, venue)
	if b := w.Biblio; b != nil {
		p.Volume, p.Issue = str(b.Volume), str(b.Issue)
		p.Pages = pub.JoinPages(str(b.FirstPage), str(b.LastPage))
	}
	if l := w.PrimaryLocation; l != nil && l.Source != nil {
		p.Publisher = str(l.Source.Publisher)
	}
	insts := w.addAuthors(p)
	if w.Truncated {
		p.Incomplete = true
		p.Doubts = append(p.Doubts, "OpenAlex lists only the first 100 authors of this work")
	}
	if len(p.Authors) == 0 {
		p.Doubts = append(p.Doubts, "no authors")
	}
	p.Keywords = w.keywords()
	return Work{Publication: p, Institutions: insts}, nil
}

// venue returns the name and type of the work's source: its primary
// location's, else (in older responses) its host venue's.
func (w *openalexWork) venue() (name, typ string) {
	if l := w.PrimaryLocation; l != nil && l.Source != nil {
		return str(l.Source.DisplayName), str(l.Source.Type)
	}
	if h := w.HostVenue; h != nil {
		return str(h.DisplayName), str(h.Type)
	}
	return "", ""
}

// addAuthors adds the work's named authors to p and returns the
// institutions of each.
func (w *openalexWork) addAuthors(p *pub.Publication) [][]string {
	var insts [][]string
	for _, a := range w.Authorships {
		var au pub.Author
		if a.Author != nil {
			au.Name = str(a.Author.DisplayName)
			au.OpenAlex = shortID(a.Author.ID)
			au.ORCID = shortID(str(a.Author.ORCID))
		}
		if au.Name == "" {
			au.Name = str(a.RawAuthorName)
		}
		if au.Name == "" {
			continue
		}
		if a.IsCorresponding != nil && *a.IsCorresponding {
			au.Corresponding = true
		}
		var names []string
		for _, in := range a.Institutions {
			if n := str(in.DisplayName); n != "" {
				names = append(names, n)
			}
		}
		p.Authors = append(p.Authors, au)
		insts = append(insts, names)
	}
	return insts
}

// keywords returns the work's keywords, without repeats whatever their
// case, or else its concepts scored at least minConceptScore below the
// level of whole fields.
func (w *openalexWork) keywords() []string {
	var out []string
	seen := make(map[string]bool)
	add := func(t openalexTerm) {
		k := str(t.DisplayName)
		if k == "" {
			k = str(t.Keyword)
		}
		if k != "" && !seen[strings.ToLower(k)] {
			seen[strings.ToLower(k)] = true
			out = append(out, k)
		}
	}
	for _, t := range w.Keywords {
		add(t)
	}
	if len(out) == 0 {
		for _, t := range w.Concepts {
			// Level 0 concepts are whole fields ("Computer science").
			if t.score() >= minConceptScore && (t.Level == nil || *t.Level > 0) {
				add(t)
			}
		}
	}
	return out
}

// openalexKind maps OpenAlex's work type (and Crossref's, and the kind of
// source it appeared in) to a Kind.
func openalexKind(typ, crossref, source, venue string) pub.Kind {
	switch crossref {
	case "proceedings-article":
		return conferenceOr(venue)
	case "posted-content":
		return pub.KindPreprint
	}
	switch typ {
	case "article", "journal-article", "letter", "review", "editorial", "erratum":
		switch source {
		case "conference":
			return conferenceOr(venue)
		case "repository":
			return pub.KindPreprint
		}
		return pub.KindJournal
	case "proceedings-article":
		return conferenceOr(venue)
	case "preprint", "posted-content":
		return pub.KindPreprint
	case "book", "monograph", "edited-book", "reference-book":
		return pub.KindBook
	case "book-chapter", "book-section", "reference-entry":
		return pub.KindChapter
	case "dissertation":
		return pub.KindThesis
	}
	return pub.KindOther
}

func conferenceOr(venue string) pub.Kind {
	switch k := ingest.VenueKind(venue); k {
	case pub.KindWorkshop, pub.KindDemo, pub.KindPoster:
		return k
	}
	return pub.KindConference
}

// String summarises a page for messages.
func (p *OpenAlexPage) String() string {
	return fmt.Sprintf("%d works of %d", len(p.Works), p.Count)
}
