package ingest

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// ReadORCID reads the works of an ORCID record as the ORCID public API
// (v3.0, and v2's upper-case types) returns them, and emits the record's
// owner followed by one Publication per work. It understands
//
//   - the works summary, GET /v3.0/{orcid}/works: {"group": [{"work-summary":
//     [...]}], "path": "/0000-0002-1825-0097/works"}, also inside a full
//     record's "activities-summary";
//   - the bulk form, GET /v3.0/{orcid}/works/{put-codes}: {"bulk": [{"work":
//     {...}}, {"error": {...}}]};
//   - a single work, GET /v3.0/{orcid}/work/{put-code}.
//
// A work summary lists no contributors, so its publication gets the owner
// as its only known author, is marked Incomplete and carries a doubt. Of
// the summaries in a group (one work claimed from several sources) the
// preferred one, with the highest display index, is read. Contributors
// with roles other than author (editors, chairs) are left out.
func ReadORCID(r io.Reader, name string, opt Options, emit pub.Emit) error {
	src, err := readWhole(r, name)
	if err != nil {
		return err
	}
	var top orcidTop
	elems, shape, err := orcidWorks(src, name, opt, &top)
	if err != nil {
		return err
	}
	items, err := orcidItems(elems, newLineIndex(src), name, shape, opt)
	if err != nil {
		return err
	}

	// Whose works these are.
	owner, ownerName := top.owner(items)
	var ownerDoubt string
	if owner != "" {
		if ownerName == "" {
			ownerName = owner
			ownerDoubt = "the file does not give the owner's name; named by ORCID iD"
		}
		if err := emit(pub.Record{Owner: &pub.Person{Name: ownerName, ORCID: owner, Pos: pub.Position{File: name, Line: 1, Column: 1}}}); err != nil {
			return err
		}
	}

	emitted := 0
	for _, it := range items {
		pb, perr := it.work.publication(it.pos, it.ids, owner, ownerName, shape == orcidSummaries)
		if perr != nil {
			if werr := opt.warn(perr); werr != nil {
				return werr
			}
			continue
		}
		if ownerDoubt != "" && owner != "" {
			pb.Doubts = append(pb.Doubts, ownerDoubt)
		}
		if err := emit(pub.Record{Publication: pb}); err != nil {
			return err
		}
		emitted++
	}
	if emitted == 0 {
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "no ORCID works found")
	}
	return nil
}

// orcidShape is the form of an ORCID works document (see ReadORCID).
type orcidShape int

const (
	orcidSingle    orcidShape = iota // one work
	orcidSummaries                   // groups of work summaries
	orcidBulk                        // a bulk answer: works and errors
)

// orcidWorks decodes the top of an ORCID document into top and returns
// the elements of its works array, or the whole document when it is one
// work, and its shape. A truncated or damaged file keeps the complete
// works before the damage, with a warning, if the works array started
// before it.
func orcidWorks(src []byte, name string, opt Options, top *orcidTop) ([]jsonElem, orcidShape, error) {
	if err := json.Unmarshal(src, top); err != nil {
		for _, try := range []struct {
			path  []string
			shape orcidShape
		}{{[]string{"group"}, orcidSummaries}, {[]string{"activities-summary", "works", "group"}, orcidSummaries}, {[]string{"bulk"}, orcidBulk}} {
			if got, _ := jsonArray(src, try.path...); len(got) > 0 {
				if werr := opt.warn(truncatedJSON(src, name, err, len(got))); werr != nil {
					return nil, 0, werr
				}
				return got, try.shape, nil
			}
		}
		return nil, 0, jsonError(src, name, err)
	}
	var (
		elems []jsonElem
		shape orcidShape
		err   error
	)
	switch {
	case top.Group != nil:
		elems, err = jsonArray(src, "group")
		shape = orcidSummaries
	case top.Activities != nil && top.Activities.Works != nil:
		elems, err = jsonArray(src, "activities-summary", "works", "group")
		shape = orcidSummaries
	case top.Bulk != nil:
		elems, err = jsonArray(src, "bulk")
		shape = orcidBulk
	case top.PutCode != "" || top.Title != nil:
		elems = []jsonElem{{raw: src, off: skipJSONSpace(src, 0)}}
	default:
		return nil, 0, pub.Errorf(pub.Position{File: name, Line: 1}, pub.ErrUnknownFormat, "not an ORCID works document: no group, bulk or work found")
	}
	if err != nil {
		return nil, 0, jsonError(src, name, err)
	}
	return elems, shape, nil
}

// orcidItem is one work of an ORCID document and where it is.
type orcidItem struct {
	work *orcidWork
	pos  pub.Position
	ids  *orcidExternalIDs // the group's identifiers
}

// orcidItems decodes the works of a document of the given shape; a work
// that does not decode, or an error in its place, is a warning.
func orcidItems(elems []jsonElem, lines lineIndex, name string, shape orcidShape, opt Options) ([]orcidItem, error) {
	var items []orcidItem
	for _, el := range elems {
		pos := lines.pos(name, el.off)
		w, ids, problem := decodeORCIDWork(el.raw, shape)
		if problem != "" {
			if werr := opt.warn(pub.Errorf(pos, pub.ErrSyntax, "ORCID work skipped: %s", problem)); werr != nil {
				return nil, werr
			}
			continue
		}
		items = append(items, orcidItem{w, pos, ids})
	}
	return items, nil
}

// decodeORCIDWork decodes one element of a works array of the given
// shape: the work, its group's identifiers, or what is wrong with it.
func decodeORCIDWork(raw []byte, shape orcidShape) (w *orcidWork, ids *orcidExternalIDs, problem string) {
	switch shape {
	case orcidSummaries:
		var g orcidGroup
		if err := json.Unmarshal(raw, &g); err != nil {
			problem = err.Error()
		} else if w = g.preferred(); w == nil {
			problem = "group has no work-summary"
		}
		return w, g.ExternalIDs, problem
	case orcidBulk:
		var b orcidBulkItem
		switch err := json.Unmarshal(raw, &b); {
		case err != nil:
			return nil, nil, err.Error()
		case b.Error != nil:
			return nil, nil, fmt.Sprintf("ORCID returned error %s for this work: %s", b.Error.ResponseCode, firstText(b.Error.DeveloperMessage, b.Error.UserMessage))
		case b.Work == nil:
			return nil, nil, "bulk item has neither work nor error"
		}
		return b.Work, nil, ""
	}
	w = new(orcidWork)
	if err := json.Unmarshal(raw, w); err != nil {
		return w, nil, err.Error()
	}
	return w, nil, ""
}

// owner returns the ORCID iD and name of the works' owner: the
// document's, else the first the works give.
func (t *orcidTop) owner(items []orcidItem) (orcid, name string) {
	orcid = t.ownerORCID()
	for _, it := range items {
		if orcid == "" {
			orcid = normalizeORCID(string(it.work.Path))
		}
	}
	name = t.ownerName()
	for _, it := range items {
		if name == "" && orcid != "" {
			name = it.work.nameOf(orcid)
		}
	}
	return orcid, name
}

// orcidTop is the top level of any of the documents ReadORCID reads.
type orcidTop struct {
	Path       cslText           `json:"path"`
	Group      []json.RawMessage `json:"group"`
	Bulk       []json.RawMessage `json:"bulk"`
	Identifier *orcidID          `json:"orcid-identifier"`
	Person     *struct {
		Name *struct {
			GivenNames *orcidValue `json:"given-names"`
			FamilyName *orcidValue `json:"family-name"`
			CreditName *orcidValue `json:"credit-name"`
		} `json:"name"`
	} `json:"person"`
	Activities *struct {
		Works *struct {
			Group []json.RawMessage `json:"group"`
		} `json:"works"`
	} `json:"activities-summary"`
	// A single work document.
	PutCode cslText          `json:"put-code"`
	Title   *json.RawMessage `json:"title"`
}

// ownerORCID returns the iD the document belongs to, if it says.
func (t *orcidTop) ownerORCID() string {
	if t.Identifier != nil {
		if id := normalizeORCID(t.Identifier.Path.String() + " " + t.Identifier.URI.String()); id != "" {
			return id
		}
	}
	if t.Bulk == nil && t.PutCode == "" {
		return normalizeORCID(string(t.Path))
	}
	return ""
}

// ownerName returns the name of a full record's person, if present.
func (t *orcidTop) ownerName() string {
	if t.Person == nil || t.Person.Name == nil {
		return ""
	}
	n := t.Person.Name
	if s := n.CreditName.text(); s != "" {
		return s
	}
	return strings.Join(nonEmpty(n.GivenNames.text(), n.FamilyName.text()), " ")
}

// orcidValue is ORCID's {"value": ...} wrapper.
type orcidValue struct {
	Value cslText `json:"value"`
}

func (v *orcidValue) text() string {
	if v == nil {
		return ""
	}
	return v.Value.String()
}

// orcidID is an ORCID identifier object.
type orcidID struct {
	URI  cslText `json:"uri"`
	Path cslText `json:"path"`
	Host cslText `json:"host"`
}

func (id *orcidID) orcid() string {
	if id == nil {
		return ""
	}
	return normalizeORCID(string(id.Path) + " " + string(id.URI))
}

type orcidGroup struct {
	ExternalIDs *orcidExternalIDs `json:"external-ids"`
	Summaries   []orcidWork       `json:"work-summary"`
}

// preferred returns the summary ORCID shows for the group: the one with
// the highest display index, the first on a tie.
func (g *orcidGroup) preferred() *orcidWork {
	var best *orcidWork
	bestIndex := -1
	for i := range g.Summaries {
		idx, err := strconv.Atoi(strings.TrimSpace(string(g.Summaries[i].DisplayIndex)))
		if err != nil {
			idx = 0
		}
		if idx > bestIndex {
			best, bestIndex = &g.Summaries[i], idx
		}
	}
	return best
}

type orcidBulkItem struct {
	Work  *orcidWork `json:"work"`
	Error *struct {
		ResponseCode     cslText `json:"response-code"`
		DeveloperMessage cslText `json:"developer-message"`
		UserMessage      cslText `json:"user-message"`
	} `json:"error"`
}

type orcidExternalIDs struct {
	ExternalID []struct {
		Type         cslText     `json:"external-id-type"`
		Value        cslText     `json:"external-id-value"`
		Normalized   *orcidValue `json:"external-id-normalized"`
		URL          *orcidValue `json:"external-id-url"`
		Relationship cslText     `json:"external-id-relationship"`
	} `json:"external-id"`
}

// orcidWork is a work or a work summary.
type orcidWork struct {
	PutCode cslText `json:"put-code"`
	Path    cslText `json:"path"`
	Source  *struct {
		SourceORCID          *orcidID    `json:"source-orcid"`
		SourceName           *orcidValue `json:"source-name"`
		AssertionOriginORCID *orcidID    `json:"assertion-origin-orcid"`
		AssertionOriginName  *orcidValue `json:"assertion-origin-name"`
	} `json:"source"`
	Title *struct {
		Title    *orcidValue `json:"title"`
		Subtitle *orcidValue `json:"subtitle"`
	} `json:"title"`
	JournalTitle *orcidValue `json:"journal-title"`
	// Citation is the work's formatted citation; a BibTeX one gives
	// the volume, issue, pages and publisher, which ORCID has no field
	// for.
	Citation *struct {
		Type  cslText `json:"citation-type"`
		Value cslText `json:"citation-value"`
	} `json:"citation"`
	Type            cslText `json:"type"`
	PublicationDate *struct {
		Year *orcidValue `json:"year"`
	} `json:"publication-date"`
	ExternalIDs  *orcidExternalIDs `json:"external-ids"`
	URL          *orcidValue       `json:"url"`
	DisplayIndex cslText           `json:"display-index"`
	Contributors *struct {
		Contributor []orcidContributor `json:"contributor"`
	} `json:"contributors"`
}

type orcidContributor struct {
	ORCID      *orcidID    `json:"contributor-orcid"`
	CreditName *orcidValue `json:"credit-name"`
	Attributes *struct {
		Sequence cslText `json:"contributor-sequence"`
		Role     cslText `json:"contributor-role"`
	} `json:"contributor-attributes"`
}

// nameOf returns the name the work gives for the person with iD orcid: a
// contributor's credit name, or the name of the source that added the work
// (the person themselves, or a member acting for them).
func (w *orcidWork) nameOf(orcid string) string {
	if w.Contributors != nil {
		for _, c := range w.Contributors.Contributor {
			if c.ORCID.orcid() == orcid && c.CreditName.text() != "" {
				return c.CreditName.text()
			}
		}
	}
	if s := w.Source; s != nil {
		if s.SourceORCID.orcid() == orcid && s.SourceName.text() != "" {
			return s.SourceName.text()
		}
		if s.AssertionOriginORCID.orcid() == orcid && s.AssertionOriginName.text() != "" {
			return s.AssertionOriginName.text()
		}
	}
	return ""
}

// orcidAuthorRoles are the contributor roles that make an author. An
// absent role counts: most sources leave it out.
var orcidAuthorRoles = map[string]bool{"": true, "author": true, "co-inventor": true, "inventor": true, "principal-investigator": true, "co-investigator": true}

// publication interprets the work.
func (w *orcidWork) publication(pos pub.Position, groupIDs *orcidExternalIDs, owner, ownerName string, summary bool) (*pub.Publication, *pub.ParseError) {
	pb := &pub.Publication{Pos: pos, Owner: ownerName}
	if w.Title != nil {
		pb.Title = w.Title.Title.text()
		if sub := w.Title.Subtitle.text(); sub != "" && pb.Title != "" {
			pb.Title += ": " + sub
		}
	}
	if pb.Title == "" {
		return nil, pub.Errorf(pos, pub.ErrSyntax, "ORCID work %s has no title; skipped", w.PutCode)
	}
	ownerListed := w.addAuthors(pb, owner, ownerName)
	switch {
	case len(pb.Authors) == 0 && owner != "":
		pb.Authors = []pub.Author{{Name: ownerName, ORCID: owner}}
		pb.Incomplete = true
		if summary {
			pb.Doubts = append(pb.Doubts, "an ORCID work summary lists no contributors; only the profile owner is known as an author")
		} else {
			pb.Doubts = append(pb.Doubts, "the ORCID work lists no contributors; only the profile owner is known as an author")
		}
	case len(pb.Authors) == 0:
		pb.Doubts = append(pb.Doubts, "the ORCID work lists no contributors and the file does not say whose it is")
	case owner != "" && !ownerListed:
		pb.Doubts = append(pb.Doubts, "the profile owner is not among the work's contributors")
	}

	if w.PublicationDate != nil {
		if m := yearPattern.FindString(w.PublicationDate.Year.text()); m != "" {
			pb.Year, _ = strconv.Atoi(m)
		}
	}
	for _, ids := range []*orcidExternalIDs{w.ExternalIDs, groupIDs} {
		addORCIDIdentifiers(pb, ids)
	}
	if pb.ArXiv == "" {
		pb.ArXiv = arxivFromDOI(pb.DOI)
	}
	pb.URL = w.URL.text()
	venue := w.JournalTitle.text()
	setVenue(pb, venue)
	w.addLocator(pb)
	pb.Kind = orcidKind(normalizeORCIDType(string(w.Type)), pb.ArXiv != "" || isArXivText(venue))
	if strings.Contains(strings.ToLower(venue), "workshop") && (pb.Kind == pub.KindConference || pb.Kind == pub.KindOther) {
		pb.Kind = pub.KindWorkshop
	}
	return pb, nil
}

// addLocator sets pb's volume, issue, pages, publisher and place from
// the work's BibTeX citation, when it has one that parses.
func (w *orcidWork) addLocator(pb *pub.Publication) {
	if w.Citation == nil || !strings.EqualFold(w.Citation.Type.String(), "bibtex") {
		return
	}
	p := newBibParser(string(w.Citation.Value), pb.Pos.File)
	entries, err := p.parse(Options{})
	if err != nil || len(entries) == 0 {
		return
	}
	bibLocator(pb, entries[0].field)
}

// addAuthors adds the work's contributors in an author role to pb's
// authors (see contributorAuthor), the owner's ORCID iD on the owner,
// and reports whether the owner is among them.
func (w *orcidWork) addAuthors(pb *pub.Publication, owner, ownerName string) (ownerListed bool) {
	if w.Contributors == nil {
		return false
	}
	for _, c := range w.Contributors.Contributor {
		a, ok := contributorAuthor(&c, pb, owner, ownerName)
		if !ok {
			continue
		}
		if owner != "" && (a.ORCID == owner || strings.EqualFold(a.Name, ownerName)) {
			ownerListed = true
			if a.ORCID == "" {
				a.ORCID = owner
			}
		}
		pb.Authors = append(pb.Authors, a)
	}
	return ownerListed
}

// contributorAuthor returns contributor c as an author, and false when
// c is not one: a role other than author's, an "et al." (which marks pb
// Incomplete), or no name and no ORCID iD. A contributor without a name
// is named by their ORCID iD (a doubt on pb), or the owner's name when
// the iD is the owner's.
func contributorAuthor(c *orcidContributor, pb *pub.Publication, owner, ownerName string) (pub.Author, bool) {
	role := ""
	if c.Attributes != nil {
		role = normalizeORCIDType(string(c.Attributes.Role))
	}
	if !orcidAuthorRoles[role] {
		return pub.Author{}, false
	}
	a, others := markedAuthor(c.CreditName.text())
	if others {
		pb.Incomplete = true
		return pub.Author{}, false
	}
	a.ORCID = c.ORCID.orcid()
	if a.Name != "" {
		return a, true
	}
	switch {
	case a.ORCID != "" && a.ORCID == owner:
		a.Name = ownerName
	case a.ORCID != "":
		a.Name = a.ORCID
		pb.Doubts = append(pb.Doubts, fmt.Sprintf("contributor %s has no name; named by ORCID iD", a.ORCID))
	default:
		return pub.Author{}, false
	}
	return a, true
}

// addORCIDIdentifiers sets pb's DOI and arXiv id from the work's own
// identifiers (self), the first of each kind, unless set already; ids
// may be nil.
func addORCIDIdentifiers(pb *pub.Publication, ids *orcidExternalIDs) {
	if ids == nil {
		return
	}
	for _, id := range ids.ExternalID {
		rel := strings.ToLower(id.Relationship.String())
		if rel != "" && rel != "self" {
			continue // part-of: the book's or the series' identifier
		}
		value := id.Value.String()
		if n := id.Normalized.text(); n != "" {
			value = n
		}
		switch strings.ToLower(id.Type.String()) {
		case "doi":
			if pb.DOI == "" {
				pb.DOI = normalizeDOI(value)
			}
		case "arxiv":
			if m := arxivIDPattern.FindStringSubmatch(value); m != nil && pb.ArXiv == "" {
				pb.ArXiv = m[1]
			}
		}
	}
}

// orcidKind maps an ORCID work type (normalizeORCIDType) to a kind; an
// article or an untyped work with an arXiv id is a preprint.
func orcidKind(typ string, arxiv bool) pub.Kind {
	switch typ {
	case "journal-article", "magazine-article", "review":
		if arxiv {
			return pub.KindPreprint
		}
		return pub.KindJournal
	case "conference-paper", "conference-output":
		return pub.KindConference
	case "conference-poster":
		return pub.KindPoster
	case "book", "edited-book", "monograph":
		return pub.KindBook
	case "book-chapter", "encyclopedia-entry", "dictionary-entry":
		return pub.KindChapter
	case "dissertation", "dissertation-thesis", "supervised-student-publication":
		return pub.KindThesis
	case "preprint":
		return pub.KindPreprint
	case "patent":
		return pub.KindPatent
	}
	if arxiv {
		return pub.KindPreprint
	}
	return pub.KindOther
}

// normalizeORCIDType folds v2's "JOURNAL_ARTICLE" into v3's
// "journal-article".
func normalizeORCIDType(s string) string {
	return strings.ReplaceAll(strings.ToLower(strings.TrimSpace(s)), "_", "-")
}

func firstText(ts ...cslText) string {
	for _, t := range ts {
		if s := t.String(); s != "" {
			return s
		}
	}
	return ""
}
