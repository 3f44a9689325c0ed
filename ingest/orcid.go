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
	lines := newLineIndex(src)
	var (
		elems   []jsonElem
		summary bool
		bulk    bool
	)
	if err := json.Unmarshal(src, &top); err != nil {
		// A truncated or damaged file: keep the complete works before the
		// damage, if the works array started before it.
		for _, try := range []struct {
			path          []string
			summary, bulk bool
		}{{[]string{"group"}, true, false}, {[]string{"activities-summary", "works", "group"}, true, false}, {[]string{"bulk"}, false, true}} {
			if got, _ := jsonArray(src, try.path...); len(got) > 0 {
				elems, summary, bulk = got, try.summary, try.bulk
				break
			}
		}
		if len(elems) == 0 {
			return jsonError(src, name, err)
		}
		if werr := opt.warn(truncatedJSON(src, name, err, len(elems))); werr != nil {
			return werr
		}
	}

	// Find the works and their places.
	switch {
	case elems != nil:
	case top.Group != nil:
		elems, err = jsonArray(src, "group")
		summary = true
	case top.Activities != nil && top.Activities.Works != nil:
		elems, err = jsonArray(src, "activities-summary", "works", "group")
		summary = true
	case top.Bulk != nil:
		elems, err = jsonArray(src, "bulk")
		bulk = true
	case top.PutCode != "" || top.Title != nil:
		elems = []jsonElem{{raw: src, off: skipJSONSpace(src, 0)}}
	default:
		return pub.Errorf(pub.Position{File: name, Line: 1}, pub.ErrUnknownFormat, "not an ORCID works document: no group, bulk or work found")
	}
	if err != nil {
		return jsonError(src, name, err)
	}

	type item struct {
		work *orcidWork
		pos  pub.Position
		ids  *orcidExternalIDs // the group's identifiers
	}
	var items []item
	for _, el := range elems {
		pos := lines.pos(name, el.off)
		var w *orcidWork
		var ids *orcidExternalIDs
		var problem string
		if summary {
			var g orcidGroup
			if err := json.Unmarshal(el.raw, &g); err != nil {
				problem = err.Error()
			} else if w = g.preferred(); w == nil {
				problem = "group has no work-summary"
			}
			ids = g.ExternalIDs
		} else if bulk {
			var b orcidBulkItem
			switch err := json.Unmarshal(el.raw, &b); {
			case err != nil:
				problem = err.Error()
			case b.Error != nil:
				problem = fmt.Sprintf("ORCID returned error %s for this work: %s", b.Error.ResponseCode, firstText(b.Error.DeveloperMessage, b.Error.UserMessage))
			case b.Work == nil:
				problem = "bulk item has neither work nor error"
			default:
				w = b.Work
			}
		} else {
			w = new(orcidWork)
			if err := json.Unmarshal(el.raw, w); err != nil {
				problem = err.Error()
			}
		}
		if problem != "" {
			if werr := opt.warn(pub.Errorf(pos, pub.ErrSyntax, "ORCID work skipped: %s", problem)); werr != nil {
				return werr
			}
			continue
		}
		items = append(items, item{w, pos, ids})
	}

	// Whose works these are.
	owner := top.ownerORCID()
	for _, it := range items {
		if owner == "" {
			owner = normalizeORCID(string(it.work.Path))
		}
	}
	ownerName := top.ownerName()
	for _, it := range items {
		if ownerName == "" && owner != "" {
			ownerName = it.work.nameOf(owner)
		}
	}
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
		pb, perr := it.work.publication(it.pos, it.ids, owner, ownerName, summary)
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
	JournalTitle    *orcidValue `json:"journal-title"`
	Type            cslText     `json:"type"`
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
	ownerListed := false
	if w.Contributors != nil {
		for _, c := range w.Contributors.Contributor {
			role := ""
			if c.Attributes != nil {
				role = normalizeORCIDType(string(c.Attributes.Role))
			}
			if !orcidAuthorRoles[role] {
				continue
			}
			a, others := markedAuthor(c.CreditName.text())
			if others {
				pb.Incomplete = true
				continue
			}
			a.ORCID = c.ORCID.orcid()
			if a.Name == "" {
				switch {
				case a.ORCID != "" && a.ORCID == owner:
					a.Name = ownerName
				case a.ORCID != "":
					a.Name = a.ORCID
					pb.Doubts = append(pb.Doubts, fmt.Sprintf("contributor %s has no name; named by ORCID iD", a.ORCID))
				default:
					continue
				}
			}
			if owner != "" && (a.ORCID == owner || strings.EqualFold(a.Name, ownerName)) {
				ownerListed = true
				if a.ORCID == "" {
					a.ORCID = owner
				}
			}
			pb.Authors = append(pb.Authors, a)
		}
	}
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
		if ids == nil {
			continue
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
	if pb.ArXiv == "" {
		pb.ArXiv = arxivFromDOI(pb.DOI)
	}
	pb.URL = w.URL.text()
	venue := w.JournalTitle.text()
	setVenue(pb, venue)

	typ := normalizeORCIDType(string(w.Type))
	arxiv := pb.ArXiv != "" || isArXivText(venue)
	switch typ {
	case "journal-article", "magazine-article", "review":
		pb.Kind = pub.KindJournal
		if arxiv {
			pb.Kind = pub.KindPreprint
		}
	case "conference-paper", "conference-output":
		pb.Kind = pub.KindConference
	case "conference-poster":
		pb.Kind = pub.KindPoster
	case "book", "edited-book", "monograph":
		pb.Kind = pub.KindBook
	case "book-chapter", "encyclopedia-entry", "dictionary-entry":
		pb.Kind = pub.KindChapter
	case "dissertation", "dissertation-thesis", "supervised-student-publication":
		pb.Kind = pub.KindThesis
	case "preprint":
		pb.Kind = pub.KindPreprint
	case "patent":
		pb.Kind = pub.KindPatent
	default:
		pb.Kind = pub.KindOther
		if arxiv {
			pb.Kind = pub.KindPreprint
		}
	}
	if strings.Contains(strings.ToLower(venue), "workshop") && (pb.Kind == pub.KindConference || pb.Kind == pub.KindOther) {
		pb.Kind = pub.KindWorkshop
	}
	return pb, nil
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
