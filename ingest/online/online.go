// Package online reads publication lists from the public scholarly APIs,
// for ids given beside files:
//
//	orcid:0000-0002-1825-0097      a person's public works (ORCID API v3.0)
//	openalex:A5023888391           an author's works (OpenAlex)
//	openalex:I27837315             an institution's works (OpenAlex, from Source.Since on)
//	openalex:W2741809807           one work (OpenAlex)
//	dblp:pid/s/ManishSingh1        a person's dblp export (dblp.org/pid/….xml)
//	doi:10.1371/journal.pone.0033693   one work (Crossref)
//
// or a file of such ids, one per line (ReadIDs). The records are the
// package pub's, as a file reader makes them; the services' ids travel
// with them (Author.ORCID, Author.OpenAlex, Author.DBLP, Publication.DOI),
// so that name resolution is certain where they agree. OpenAlex works also
// give each author's institutions, which become Employment affiliations
// spanning the years of the works that list them, and their times cited
// and keywords.
//
// Responses go through a Client: an on-disk cache (revalidated with ETag
// and Last-Modified on Refresh, read alone when Offline), polite
// identification, a rate limit per host, retries with backoff on 429 and
// 5xx, and a size budget per response. The base URL of each service is a
// field of Source, so tests serve recorded responses with net/http/httptest.
package online

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/pub"
)

// The services' public endpoints.
const (
	OpenAlexURL = "https://api.openalex.org"
	ORCIDURL    = "https://pub.orcid.org"
	DBLPURL     = "https://dblp.org"
	CrossrefURL = "https://api.crossref.org"
)

// Source reads ids into records.
type Source struct {
	Client *Client
	// Base URLs of the services; "" means the public endpoint.
	OpenAlexURL, ORCIDURL, DBLPURL, CrossrefURL string
	// Since, if positive, asks OpenAlex only for works from that year on.
	Since int
	// MaxWorks bounds the works read for one OpenAlex author or
	// institution; 0 means 20,000. A list cut short is a warning.
	MaxWorks int
	// Options are passed to the file readers used for the services'
	// formats (ORCID JSON, dblp XML, Crossref JSON); Warn receives the
	// problems with single works, and Progress a note per request.
	Options ingest.Options
}

func (s *Source) base(field, def string) string {
	if field == "" {
		field = def
	}
	return strings.TrimRight(field, "/")
}

// Read fetches id and emits its records: the person first (for ORCID,
// OpenAlex authors and dblp), then the publications, then the
// affiliations. It returns the number of records emitted. Every error
// names the id; ctx cancels the requests.
func (s *Source) Read(ctx context.Context, id ID, emit pub.Emit) (int, error) {
	count := 0
	counted := func(r pub.Record) error {
		count++
		ingest.CleanRecord(&r)
		return emit(r)
	}
	var err error
	switch id.Scheme {
	case ORCID:
		err = s.readORCID(ctx, id, counted)
	case OpenAlexAuthor, OpenAlexInstitution:
		err = s.readOpenAlexList(ctx, id, counted)
	case OpenAlexWork:
		err = s.readOpenAlexWork(ctx, id, counted)
	case DBLP:
		err = s.readDBLP(ctx, id, counted)
	case DOI:
		err = s.readDOI(ctx, id, counted)
	default:
		err = fmt.Errorf("unknown scheme %q", id.Scheme)
	}
	if err != nil {
		var pe *pub.ParseError
		if errors.As(err, &pe) && strings.HasPrefix(pe.Pos.File, id.String()) {
			return count, err // already names the id
		}
		return count, fmt.Errorf("%s: %w", id, err)
	}
	if count == 0 {
		return 0, fmt.Errorf("%s: %w", id, pub.ErrNoRecords)
	}
	return count, nil
}

func (s *Source) client() *Client {
	if s.Client == nil {
		s.Client = &Client{}
	}
	return s.Client
}

func (s *Source) progress(format string, args ...any) {
	if s.Options.Progress != nil {
		s.Options.Progress(fmt.Sprintf(format, args...))
	}
}

// get fetches u and notes it for progress.
func (s *Source) get(ctx context.Context, id ID, what, u, accept string) ([]byte, error) {
	body, how, err := s.client().Get(ctx, u, accept)
	if err != nil {
		if errors.Is(err, ErrOffline) {
			return nil, fmt.Errorf("%s not in the cache (--offline): run once without --offline to fetch it", what)
		}
		var he *HTTPError
		if errors.As(err, &he) && he.Status == 404 {
			return nil, fmt.Errorf("%s: not found (%w)", what, err)
		}
		return nil, err
	}
	note := map[Result]string{Fetched: "fetched", Cached: "from cache", Revalidated: "unchanged"}[how]
	s.progress("%s: %s %s (%s)", id, what, note, sizeOf(len(body)))
	return body, nil
}

func sizeOf(n int) string {
	if n < 1<<20 {
		return fmt.Sprintf("%d kB", (n+1023)/1024)
	}
	return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
}

// withMailto adds OpenAlex's polite-pool parameter; the client leaves it
// out of the cache key.
func (s *Source) withMailto(q url.Values) {
	if m := s.client().Mailto; m != "" {
		q.Set("mailto", m)
	}
}

// openalexSelect asks only for the fields ReadOpenAlex reads.
const openalexSelect = "id,doi,title,display_name,publication_year,type,type_crossref,cited_by_count,is_authors_truncated,authorships,primary_location,keywords,concepts,biblio"

// readOpenAlexList pages through an author's or an institution's works
// with OpenAlex's cursor.
func (s *Source) readOpenAlexList(ctx context.Context, id ID, emit pub.Emit) error {
	filter := "author.id:" + id.Value
	if id.Scheme == OpenAlexInstitution {
		filter = "authorships.institutions.id:" + id.Value
	}
	if s.Since > 0 {
		filter += ",from_publication_date:" + strconv.Itoa(s.Since) + "-01-01"
	}
	maxWorks := cmp.Or(s.MaxWorks, 20000)
	var works []Work
	cursor := "*"
	for page := 1; cursor != ""; page++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		q := url.Values{"filter": {filter}, "per-page": {"200"}, "select": {openalexSelect}, "cursor": {cursor}}
		s.withMailto(q)
		u := s.base(s.OpenAlexURL, OpenAlexURL) + "/works?" + q.Encode()
		body, err := s.get(ctx, id, fmt.Sprintf("works page %d", page), u, "application/json")
		if err != nil {
			return err
		}
		name := id.String()
		if page > 1 {
			name = fmt.Sprintf("%s (page %d)", id, page)
		}
		p, err := ReadOpenAlex(body, name, s.Options.Warn)
		if err != nil {
			return err
		}
		works = append(works, p.Works...)
		if len(p.Works) == 0 || p.NextCursor == cursor {
			break
		}
		cursor = p.NextCursor
		if len(works) >= maxWorks && cursor != "" {
			if err := warnOf(s.Options.Warn, pub.Errorf(pub.Position{File: id.String()}, nil,
				"read the first %d of %d works and stopped; narrow the list with --since", len(works), p.Count)); err != nil {
				return err
			}
			break
		}
	}
	var owner *pub.Person
	if id.Scheme == OpenAlexAuthor {
		owner = openalexOwner(works, id)
	}
	return emitOpenAlex(works, owner, id, emit)
}

func (s *Source) readOpenAlexWork(ctx context.Context, id ID, emit pub.Emit) error {
	q := url.Values{}
	s.withMailto(q)
	u := s.base(s.OpenAlexURL, OpenAlexURL) + "/works/" + id.Value
	if len(q) > 0 {
		u += "?" + q.Encode()
	}
	body, err := s.get(ctx, id, "work", u, "application/json")
	if err != nil {
		return err
	}
	p, err := ReadOpenAlex(body, id.String(), s.Options.Warn)
	if err != nil {
		return err
	}
	return emitOpenAlex(p.Works, nil, id, emit)
}

// openalexOwner finds the author's name and ORCID iD in their works' bylines.
func openalexOwner(works []Work, id ID) *pub.Person {
	for _, w := range works {
		for _, a := range w.Publication.Authors {
			if a.OpenAlex == id.Value {
				return &pub.Person{Name: a.Name, ORCID: a.ORCID, OpenAlex: a.OpenAlex, Pos: pub.Position{File: id.String()}}
			}
		}
	}
	return nil
}

// emitOpenAlex emits the owner, the works and, for each author and
// institution, one Employment affiliation spanning the years of the works
// that list it, in the order of the people's first works.
func emitOpenAlex(works []Work, owner *pub.Person, id ID, emit pub.Emit) error {
	if owner != nil {
		if err := emit(pub.Record{Owner: owner}); err != nil {
			return err
		}
	}
	type key struct{ person, org string }
	spans := make(map[key]*pub.Affiliation)
	var order []key
	for _, w := range works {
		p := w.Publication
		if owner != nil {
			p.Owner = owner.Name
		}
		for i, a := range p.Authors {
			for _, org := range w.Institutions[i] {
				k := key{a.Name, org}
				if a.OpenAlex != "" {
					k.person = a.OpenAlex
				}
				sp := spans[k]
				if sp == nil {
					sp = &pub.Affiliation{Person: a.Name, Organization: org, Kind: pub.Employment, Pos: p.Pos}
					spans[k] = sp
					order = append(order, k)
				}
				if p.Year > 0 {
					if sp.Start == 0 || p.Year < sp.Start {
						sp.Start = p.Year
					}
					sp.End = max(sp.End, p.Year)
				}
			}
		}
		if err := emit(pub.Record{Publication: p}); err != nil {
			return err
		}
	}
	for _, k := range order {
		if err := emit(pub.Record{Affiliation: spans[k]}); err != nil {
			return err
		}
	}
	return nil
}

// readDBLP reads a person's dblp export with the file reader.
func (s *Source) readDBLP(ctx context.Context, id ID, emit pub.Emit) error {
	u := s.base(s.DBLPURL, DBLPURL) + "/pid/" + id.Value + ".xml"
	body, err := s.get(ctx, id, "person export", u, "application/xml")
	if err != nil {
		return err
	}
	return ingest.ReadDBLP(bytes.NewReader(body), id.String(), s.Options, emit)
}

// readDOI reads one work from Crossref with the CSL reader, which knows
// Crossref's {"message": {...}} envelope.
func (s *Source) readDOI(ctx context.Context, id ID, emit pub.Emit) error {
	segs := strings.Split(id.Value, "/")
	for i, seg := range segs {
		segs[i] = url.PathEscape(seg)
	}
	u := s.base(s.CrossrefURL, CrossrefURL) + "/works/" + strings.Join(segs, "/")
	body, err := s.get(ctx, id, "Crossref work", u, "application/json")
	if err != nil {
		return err
	}
	return ingest.ReadCSL(bytes.NewReader(body), id.String(), s.Options, emit)
}

// orcidBulkSize is how many works ORCID returns in one bulk request.
const orcidBulkSize = 100

// readORCID reads a person's name (/person), their works summary (/works)
// and then the full works, with their contributors, in bulk
// (/works/{put-codes}), and hands them to the ORCID file reader as one
// document.
func (s *Source) readORCID(ctx context.Context, id ID, emit pub.Emit) error {
	base := s.base(s.ORCIDURL, ORCIDURL) + "/v3.0/" + id.Value
	const accept = "application/vnd.orcid+json, application/json"
	person, err := s.get(ctx, id, "person", base+"/person", accept)
	if err != nil {
		return err
	}
	summary, err := s.get(ctx, id, "works summary", base+"/works", accept)
	if err != nil {
		return err
	}
	codes, err := ORCIDPutCodes(summary, id.String()+" works")
	if err != nil {
		return err
	}
	if len(codes) == 0 {
		return fmt.Errorf("the ORCID record lists no public works")
	}
	var bulk []json.RawMessage
	for start := 0; start < len(codes); start += orcidBulkSize {
		chunk := codes[start:min(start+orcidBulkSize, len(codes))]
		body, err := s.get(ctx, id, fmt.Sprintf("works %d-%d of %d", start+1, start+len(chunk), len(codes)),
			base+"/works/"+strings.Join(chunk, ","), accept)
		if err != nil {
			return err
		}
		var b struct {
			Bulk []json.RawMessage `json:"bulk"`
		}
		if err := json.Unmarshal(body, &b); err != nil {
			return jsonErr(body, id.String()+" works", err)
		}
		bulk = append(bulk, b.Bulk...)
	}
	var p struct {
		Name json.RawMessage `json:"name"`
	}
	if err := json.Unmarshal(person, &p); err != nil {
		return jsonErr(person, id.String()+" person", err)
	}
	if len(p.Name) == 0 {
		p.Name = json.RawMessage("null")
	}
	doc, err := json.MarshalIndent(map[string]any{
		"orcid-identifier": map[string]string{"path": id.Value},
		"person":           map[string]json.RawMessage{"name": p.Name},
		"bulk":             bulk,
	}, "", " ")
	if err != nil {
		return err
	}
	return ingest.ReadORCID(bytes.NewReader(doc), id.String(), s.Options, emit)
}

// ORCIDPutCodes returns the put-codes of the works an ORCID works summary
// lists, one per group (the preferred one, with the highest display
// index), in the summary's order. A body that is not a works summary is an
// error naming name.
func ORCIDPutCodes(src []byte, name string) ([]string, error) {
	var top struct {
		Group *[]struct {
			Summaries []struct {
				PutCode      json.RawMessage `json:"put-code"`
				DisplayIndex json.RawMessage `json:"display-index"`
			} `json:"work-summary"`
		} `json:"group"`
	}
	if err := json.Unmarshal(src, &top); err != nil {
		return nil, jsonErr(src, name, err)
	}
	if top.Group == nil {
		return nil, pub.Errorf(pub.Position{File: name, Line: 1}, pub.ErrUnknownFormat, "not an ORCID works summary: no group")
	}
	var codes []string
	seen := make(map[string]bool)
	for _, g := range *top.Group {
		best, bestIndex := "", -1
		for _, ws := range g.Summaries {
			code := strings.Trim(string(ws.PutCode), `" `)
			if _, err := strconv.ParseUint(code, 10, 63); err != nil {
				continue
			}
			idx, err := strconv.Atoi(strings.Trim(string(ws.DisplayIndex), `" `))
			if err != nil {
				idx = 0
			}
			if idx > bestIndex {
				best, bestIndex = code, idx
			}
		}
		if best != "" && !seen[best] {
			seen[best] = true
			codes = append(codes, best)
		}
	}
	return codes, nil
}

// SortIDs sorts ids and drops repeats, so that the order in which they
// were given does not change the result.
func SortIDs(ids []ID) []ID {
	slices.SortFunc(ids, func(a, b ID) int {
		return cmp.Or(cmp.Compare(a.Scheme, b.Scheme), cmp.Compare(a.Value, b.Value))
	})
	return slices.Compact(ids)
}
