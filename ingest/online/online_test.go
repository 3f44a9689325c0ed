package online

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/pub"
)

// recorded returns a recorded response body from testdata/online.
func recorded(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "online", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// page1Cursor is the next_cursor of openalex-works-page1.json.
const page1Cursor = "IlsxNjA5MzcyODAwMDAwLCAnaHR0cHM6Ly9vcGVuYWxleC5vcmcvVzI0ODg0OTk3NjQnXSI="

// fakeServices serves the recorded responses under /openalex, /orcid,
// /dblp and /crossref, and records the requests.
type fakeServices struct {
	*httptest.Server
	mu       sync.Mutex
	requests []*http.Request
}

func newFakeServices(t *testing.T) *fakeServices {
	t.Helper()
	f := &fakeServices{}
	page1, page2 := recorded(t, "openalex-works-page1.json"), recorded(t, "openalex-works-page2.json")
	var p1 struct {
		Results []json.RawMessage `json:"results"`
	}
	if err := json.Unmarshal(page1, &p1); err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{
		"/orcid/v3.0/0000-0002-6293-3231/person":                  recorded(t, "orcid-person.json"),
		"/orcid/v3.0/0000-0002-6293-3231/works":                   recorded(t, "orcid-works.json"),
		"/orcid/v3.0/0000-0002-6293-3231/works/18728376,18728373": recorded(t, "orcid-works-bulk.json"),
		"/crossref/works/10.1371/journal.pone.0033693":            recorded(t, "crossref-work.json"),
		"/dblp/pid/d/MarkSDrew.xml":                               recorded(t, "dblp-person.xml"),
		"/openalex/works/W2741809807":                             p1.Results[0],
	}
	f.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		f.requests = append(f.requests, r)
		f.mu.Unlock()
		if r.URL.Path == "/openalex/works" {
			switch r.URL.Query().Get("cursor") {
			case "*":
				w.Write(page1)
			case page1Cursor:
				w.Write(page2)
			default:
				http.Error(w, `{"error":"bad cursor"}`, http.StatusBadRequest)
			}
			return
		}
		body, ok := files[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("ETag", `"v1"`)
		w.Write(body)
	}))
	t.Cleanup(f.Close)
	return f
}

func (f *fakeServices) source(t *testing.T) *Source {
	return &Source{
		Client:      testClient(t),
		OpenAlexURL: f.URL + "/openalex", ORCIDURL: f.URL + "/orcid",
		DBLPURL: f.URL + "/dblp", CrossrefURL: f.URL + "/crossref",
	}
}

// testClient caches in a temporary folder and never waits.
func testClient(t *testing.T) *Client {
	return &Client{Dir: t.TempDir(), Interval: func(string) time.Duration { return 0 },
		Sleep: func(ctx context.Context, d time.Duration) error { return ctx.Err() }}
}

// readAll reads id and returns its records.
func readAll(t *testing.T, s *Source, id string) ([]pub.Record, error) {
	t.Helper()
	parsed, ok, err := ParseID(id)
	if !ok || err != nil {
		t.Fatalf("ParseID(%q) = %v, %v", id, ok, err)
	}
	var recs []pub.Record
	_, err = s.Read(context.Background(), parsed, func(r pub.Record) error {
		recs = append(recs, r)
		return nil
	})
	return recs, err
}

func TestParseID(t *testing.T) {
	for _, tc := range []struct {
		in     string
		want   ID
		ok     bool
		bad    bool
		String string
	}{
		{in: "orcid:0000-0002-1825-0097", want: ID{ORCID, "0000-0002-1825-0097"}, ok: true},
		{in: "https://orcid.org/0000-0002-6293-3231", want: ID{ORCID, "0000-0002-6293-3231"}, ok: true},
		{in: "orcid:0000000218250097", want: ID{ORCID, "0000-0002-1825-0097"}, ok: true},
		{in: "orcid:0000-0002-1825-0098", ok: true, bad: true}, // check digit
		{in: "orcid:1234", ok: true, bad: true},
		{in: "openalex:A5023888391", want: ID{OpenAlexAuthor, "A5023888391"}, ok: true},
		{in: "openalex:i27837315", want: ID{OpenAlexInstitution, "I27837315"}, ok: true},
		{in: "https://openalex.org/W2741809807", want: ID{OpenAlexWork, "W2741809807"}, ok: true},
		{in: "openalex:X12", ok: true, bad: true},
		{in: "dblp:pid/s/ManishSingh1", want: ID{DBLP, "s/ManishSingh1"}, ok: true, String: "dblp:pid/s/ManishSingh1"},
		{in: "dblp:123/4567", want: ID{DBLP, "123/4567"}, ok: true},
		{in: "https://dblp.org/pid/d/MarkSDrew.html", want: ID{DBLP, "d/MarkSDrew"}, ok: true},
		{in: "dblp:nobody", ok: true, bad: true},
		{in: "doi:10.1371/journal.pone.0033693", want: ID{DOI, "10.1371/journal.pone.0033693"}, ok: true},
		{in: "https://doi.org/10.1371/JOURNAL.PONE.0033693", want: ID{DOI, "10.1371/journal.pone.0033693"}, ok: true},
		{in: "doi:11.1/x", ok: true, bad: true},
		{in: "cv.pdf"},
		{in: "C:/papers/cv.pdf"},
		{in: "https://example.org/cv.html"},
	} {
		t.Run(tc.in, func(t *testing.T) {
			got, ok, err := ParseID(tc.in)
			if ok != tc.ok || (err != nil) != tc.bad {
				t.Fatalf("ParseID(%q) = %v, %v, %v; want ok %v, error %v", tc.in, got, ok, err, tc.ok, tc.bad)
			}
			if tc.bad {
				if !errors.Is(err, ErrBadID) || !strings.Contains(err.Error(), tc.in) {
					t.Errorf("error %q does not name the input or unwrap to ErrBadID", err)
				}
				return
			}
			if got != tc.want {
				t.Errorf("ParseID(%q) = %v, want %v", tc.in, got, tc.want)
			}
			if tc.String != "" && got.String() != tc.String {
				t.Errorf("String() = %q, want %q", got.String(), tc.String)
			}
			if tc.ok {
				again, _, err := ParseID(got.String())
				if err != nil || again != got {
					t.Errorf("ParseID(%q) = %v, %v; String does not round-trip", got.String(), again, err)
				}
			}
		})
	}
}

func TestReadIDs(t *testing.T) {
	in := "\ufeff# the lab\norcid:0000-0002-1825-0097\n\n  openalex:A5023888391   # a postdoc\norcd:0000-0002-1825-0097\ndoi:10.1371/journal.pone.0033693\r\norcid:0000-0002-1825-0098\nopenalex:I27837315"
	var warnings []string
	ids, err := ReadIDs(strings.NewReader(in), "lab.txt", func(pe *pub.ParseError) error {
		warnings = append(warnings, pe.Error())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []ID{{ORCID, "0000-0002-1825-0097"}, {OpenAlexAuthor, "A5023888391"}, {DOI, "10.1371/journal.pone.0033693"}, {OpenAlexInstitution, "I27837315"}}
	if diff := cmp.Diff(want, ids); diff != "" {
		t.Errorf("ids (-want +got):\n%s", diff)
	}
	if len(warnings) != 2 || !strings.HasPrefix(warnings[0], "lab.txt:5: ") || !strings.HasPrefix(warnings[1], "lab.txt:7: ") {
		t.Errorf("warnings = %q, want lines 5 (orcd:) and 7 (check digit)", warnings)
	}
	// --strict: the first bad line stops the reading with its error.
	stop := errors.New("strict")
	if _, err := ReadIDs(strings.NewReader(in), "lab.txt", func(*pub.ParseError) error { return stop }); err != stop {
		t.Errorf("ReadIDs with a failing warn = %v, want %v", err, stop)
	}
}

func TestLooksLikeIDs(t *testing.T) {
	for _, tc := range []struct {
		head string
		want bool
	}{
		{"# ids\norcid:0000-0002-1825-0097\ndoi:10.1/x\n", true},
		{"orcid:0000-0002-1825-0098\n", true}, // malformed, still an ids file: its error is reported
		{"Jane Doe\nPublications\n1. A paper. 2020.\n", false},
		{"orcid:0000-0002-1825-0097\nA paper title\n", false},
		{"# only a comment\n", false},
		{"", false},
	} {
		if got := LooksLikeIDs([]byte(tc.head), true); got != tc.want {
			t.Errorf("LooksLikeIDs(%q) = %v, want %v", tc.head, got, tc.want)
		}
	}
}

func TestReadOpenAlexPage(t *testing.T) {
	p, err := ReadOpenAlex(recorded(t, "openalex-works-page1.json"), "openalex:A1969205032", nil)
	if err != nil {
		t.Fatal(err)
	}
	if p.NextCursor != page1Cursor || p.Count != 2 || len(p.Works) != 1 {
		t.Fatalf("page = %d works, cursor %q, count %d", len(p.Works), p.NextCursor, p.Count)
	}
	w := p.Works[0]
	got := *w.Publication
	got.Authors = got.Authors[:2]
	want := pub.Publication{
		Title: "The state of OA: a large-scale analysis of the prevalence and impact of Open Access articles",
		Authors: []pub.Author{
			{Name: "Heather A. Piwowar", ORCID: "0000-0003-1613-5981", OpenAlex: "A1969205032"},
			{Name: "Jason Priem", ORCID: "0000-0001-6187-6610", OpenAlex: "A2208157607"},
		},
		Venue: "PeerJ", VenueText: "PeerJ", Year: 2018, Kind: pub.KindJournal,
		DOI: "10.7717/peerj.4375", URL: "https://openalex.org/W2741809807", Locator: pub.Locator{Volume: "6"},
		Biblio: pub.Biblio{TimesCited: 394, HasTimesCited: true,
			Keywords: []string{"Citation", "Bibliometrics"}}, // concepts, with scores as strings
		Pos: pub.Position{File: "openalex:A1969205032", Line: 10},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("publication (-want +got):\n%s", diff)
	}
	if n := len(w.Publication.Authors); n != 9 {
		t.Errorf("%d authors, want 9", n)
	}
	if a := w.Publication.Authors[6]; a.Name != "Ashley Farley" || a.ORCID != "" {
		t.Errorf("author 7 = %+v, want Ashley Farley without ORCID", a)
	}
	if diff := cmp.Diff([]string{"University of Montreal", "University of Quebec at Montreal"}, w.Institutions[2]); diff != "" {
		t.Errorf("institutions of author 3 (-want +got):\n%s", diff)
	}

	p2, err := ReadOpenAlex(recorded(t, "openalex-works-page2.json"), "p2", nil)
	if err != nil {
		t.Fatal(err)
	}
	if p2.NextCursor != "" || len(p2.Works) != 1 {
		t.Fatalf("last page: cursor %q, %d works", p2.NextCursor, len(p2.Works))
	}
	pb := p2.Works[0].Publication
	if pb.Venue != "PRL" || pb.VenueText != "Physical Review Letters" || pb.Kind != pub.KindJournal || pb.Year != 2017 || pb.TimesCited != 850 {
		t.Errorf("page 2 work = %+v", pb)
	}
	if diff := cmp.Diff([]string{"Gravitational Waves", "Black Holes", "LIGO"}, pb.Keywords); diff != "" {
		t.Errorf("keywords (-want +got):\n%s", diff)
	}
}

func TestReadOpenAlexBad(t *testing.T) {
	for _, tc := range []struct {
		name, body, want string
	}{
		{"html", "<html><body>502 Bad Gateway</body></html>", "x:1: an HTML or XML page where JSON was expected"},
		{"truncated", "{\"meta\": {\"count\": 2},\n\"results\": [{\"id\": \"W1\",", "x:2: not JSON"},
		{"error", `{"error": "Invalid query parameters error.", "message": "filter is not a valid field"}`, "x:1: OpenAlex says: Invalid query parameters error.: filter is not a valid field"},
		{"other", `{"hello": 1}`, "x:1: not an OpenAlex works response"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadOpenAlex([]byte(tc.body), "x", nil)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("error = %v, want it to start %q", err, tc.want)
			}
		})
	}
	// A work without a title is a warning; the others count.
	var warned []string
	p, err := ReadOpenAlex([]byte(`{"results": [{"id": "https://openalex.org/W1"}, {"id": "W2", "title": "Fine", "authorships": []}]}`), "x",
		func(pe *pub.ParseError) error { warned = append(warned, pe.Error()); return nil })
	if err != nil || len(p.Works) != 1 || len(warned) != 1 || !strings.Contains(warned[0], "W1 skipped: no title") {
		t.Errorf("works %v, warnings %q, err %v", p, warned, err)
	}
}

func TestSourceOpenAlexAuthor(t *testing.T) {
	f := newFakeServices(t)
	s := f.source(t)
	s.Client.Mailto = "someone@example.org"
	s.Since = 2015
	recs, err := readAll(t, s, "openalex:A1969205032")
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, r := range recs {
		switch {
		case r.Owner != nil:
			kinds = append(kinds, "owner "+r.Owner.Name+" "+r.Owner.ORCID+" "+r.Owner.OpenAlex)
		case r.Publication != nil:
			kinds = append(kinds, "publication "+r.Publication.Title[:20]+" owner "+r.Publication.Owner)
		case r.Affiliation != nil:
			a := r.Affiliation
			kinds = append(kinds, "affiliation "+a.Person+" @ "+a.Organization)
		}
	}
	want := []string{
		"owner Heather A. Piwowar 0000-0003-1613-5981 A1969205032",
		"publication The state of OA: a l owner Heather A. Piwowar",
		"publication GW170104: Observatio owner Heather A. Piwowar",
	}
	if diff := cmp.Diff(want, kinds[:3]); diff != "" {
		t.Errorf("records (-want +got):\n%s", diff)
	}
	// 12 authorship-institution pairs on page 1 (Simon Fraser twice for two
	// people, counted apart) and one on page 2.
	if n := len(kinds) - 3; n != 13 {
		t.Errorf("%d affiliations, want 13: %q", n, kinds[3:])
	}
	last := recs[len(recs)-1].Affiliation
	if last == nil || *last != (pub.Affiliation{Person: "B. P. Abbott", Organization: "California Institute of Technology", Kind: pub.Employment, Start: 2017, End: 2017, Pos: last.Pos}) {
		t.Errorf("last affiliation = %+v", last)
	}
	if len(f.requests) != 2 {
		t.Fatalf("%d requests, want 2 pages", len(f.requests))
	}
	q := f.requests[0].URL.Query()
	if q.Get("filter") != "author.id:A1969205032,from_publication_date:2015-01-01" || q.Get("mailto") != "someone@example.org" || q.Get("per-page") != "200" {
		t.Errorf("first request query = %v", q)
	}
	if ua := f.requests[0].Header.Get("User-Agent"); !strings.Contains(ua, "(mailto:someone@example.org)") {
		t.Errorf("User-Agent = %q", ua)
	}
	if c := f.requests[1].URL.Query().Get("cursor"); c != page1Cursor {
		t.Errorf("second request cursor = %q, want the first page's next_cursor", c)
	}

	// The same again comes from the cache, whatever the contact address.
	s.Client.Mailto = "other@example.org"
	again, err := readAll(t, s, "openalex:A1969205032")
	if err != nil || len(f.requests) != 2 {
		t.Fatalf("second read: %d requests (want none new), err %v", len(f.requests), err)
	}
	if diff := cmp.Diff(recs, again); diff != "" {
		t.Errorf("cached read differs (-first +second):\n%s", diff)
	}
}

func TestSourceOpenAlexInstitutionAndWork(t *testing.T) {
	f := newFakeServices(t)
	s := f.source(t)
	recs, err := readAll(t, s, "openalex:I4200000001")
	if err != nil {
		t.Fatal(err)
	}
	if recs[0].Owner != nil || recs[0].Publication == nil || recs[0].Publication.Owner != "" {
		t.Errorf("an institution's works have no owner; first record %+v", recs[0])
	}
	if q := f.requests[0].URL.Query().Get("filter"); q != "authorships.institutions.id:I4200000001" {
		t.Errorf("filter = %q", q)
	}
	recs, err = readAll(t, s, "openalex:W2741809807")
	if err != nil || recs[0].Publication == nil || recs[0].Publication.DOI != "10.7717/peerj.4375" {
		t.Errorf("single work: %v, %+v", err, recs)
	}
}

func TestSourceORCID(t *testing.T) {
	f := newFakeServices(t)
	recs, err := readAll(t, f.source(t), "orcid:0000-0002-6293-3231")
	if err != nil {
		t.Fatal(err)
	}
	if o := recs[0].Owner; o == nil || o.Name != "Pablo Rauzy" || o.ORCID != "0000-0002-6293-3231" {
		t.Fatalf("first record = %+v, want the owner Pablo Rauzy with the ORCID iD", recs[0])
	}
	var titles []string
	for _, r := range recs[1:] {
		p := r.Publication
		titles = append(titles, p.Title)
		if p.Owner != "Pablo Rauzy" || !slices.ContainsFunc(p.Authors, func(a pub.Author) bool { return a.Name == "Pablo Rauzy" }) {
			t.Errorf("%q: owner %q, authors %+v", p.Title, p.Owner, p.Authors)
		}
	}
	want := []string{"Countermeasures against High-Order Fault-Injection Attacks on CRT-RSA",
		"High precision fault injections on the instruction cache of ARMv7-M architectures"}
	if diff := cmp.Diff(want, titles); diff != "" {
		t.Errorf("titles (-want +got):\n%s", diff)
	}
	if n := len(recs[2].Publication.Authors); n != 6 {
		t.Errorf("second work has %d authors, want 6", n)
	}
	if got := f.requests[2].URL.Path; got != "/orcid/v3.0/0000-0002-6293-3231/works/18728376,18728373" {
		t.Errorf("bulk request %q", got)
	}
	if acc := f.requests[0].Header.Get("Accept"); !strings.Contains(acc, "json") {
		t.Errorf("Accept = %q", acc)
	}
}

func TestSourceDOIAndDBLP(t *testing.T) {
	f := newFakeServices(t)
	s := f.source(t)
	recs, err := readAll(t, s, "doi:10.1371/journal.pone.0033693")
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 1 || recs[0].Publication == nil {
		t.Fatalf("records = %+v", recs)
	}
	p := recs[0].Publication
	if p.Year != 2012 || len(p.Authors) != 6 || p.Authors[0].Name != "Shankar Sadasivan" || p.DOI != "10.1371/journal.pone.0033693" || p.Pos.File != "doi:10.1371/journal.pone.0033693" {
		t.Errorf("Crossref work = %+v", p)
	}

	recs, err = readAll(t, s, "dblp:pid/d/MarkSDrew")
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 4 || recs[0].Owner == nil || recs[0].Owner.Name != "Mark S. Drew" {
		t.Fatalf("dblp records = %+v", recs)
	}
	if a := recs[1].Publication.Authors; len(a) != 2 || a[0].Name != "Rajeev Ramanath" || recs[1].Publication.Kind != pub.KindChapter {
		t.Errorf("dblp publication = %+v", recs[1].Publication)
	}
}

func TestSourceErrorsNameTheID(t *testing.T) {
	f := newFakeServices(t)
	s := f.source(t)
	_, err := readAll(t, s, "orcid:0000-0002-1825-0097")
	if err == nil || !strings.HasPrefix(err.Error(), "orcid:0000-0002-1825-0097: person: not found") {
		t.Errorf("missing ORCID record: %v", err)
	}
	var he *HTTPError
	if !errors.As(err, &he) || he.Status != 404 {
		t.Errorf("error does not unwrap to a 404: %v", err)
	}
	// Offline, a miss names the id and says what to do.
	s.Client.Offline = true
	_, err = readAll(t, s, "doi:10.1371/journal.pone.0033693")
	if err == nil || !strings.HasPrefix(err.Error(), "doi:10.1371/journal.pone.0033693: Crossref work not in the cache (--offline)") {
		t.Errorf("offline miss: %v", err)
	}
	if n := len(f.requests); n != 1 {
		t.Errorf("%d requests, want only the one before --offline", n)
	}
}

func TestClientCache(t *testing.T) {
	var hits, conditional int
	etag := `"v1"`
	body := "first"
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits++
		if r.Header.Get("If-None-Match") != "" {
			conditional++
			if r.Header.Get("If-None-Match") == etag {
				w.WriteHeader(http.StatusNotModified)
				return
			}
		}
		w.Header().Set("ETag", etag)
		w.Header().Set("Last-Modified", "Wed, 21 Oct 2015 07:28:00 GMT")
		w.Write([]byte(body))
	}))
	defer srv.Close()
	c := testClient(t)
	ctx := context.Background()
	get := func() (string, Result) {
		t.Helper()
		b, how, err := c.Get(ctx, srv.URL+"/x", "")
		if err != nil {
			t.Fatal(err)
		}
		return string(b), how
	}
	type step struct {
		Body              string
		How               Result
		Hits, Conditional int
	}
	var steps []step
	record := func(b string, how Result) { steps = append(steps, step{b, how, hits, conditional}) }
	record(get()) // miss: fetched
	record(get()) // hit: no request
	c.Refresh = true
	record(get()) // revalidated: 304
	etag, body = `"v2"`, "second"
	record(get()) // changed: 200 with the new body
	c.Refresh = false
	record(get()) // the new body is cached
	c.Offline = true
	record(get()) // offline hit
	want := []step{
		{"first", Fetched, 1, 0},
		{"first", Cached, 1, 0},
		{"first", Revalidated, 2, 1},
		{"second", Fetched, 3, 2},
		{"second", Cached, 3, 2},
		{"second", Cached, 3, 2},
	}
	if diff := cmp.Diff(want, steps); diff != "" {
		t.Errorf("steps (-want +got):\n%s", diff)
	}
	if _, _, err := c.Get(ctx, srv.URL+"/y", ""); !errors.Is(err, ErrOffline) || !strings.Contains(err.Error(), "/y") {
		t.Errorf("offline miss: %v", err)
	}
}

func TestClientRetries(t *testing.T) {
	responses := []func(w http.ResponseWriter){
		func(w http.ResponseWriter) {
			w.Header().Set("Retry-After", "3")
			w.WriteHeader(http.StatusTooManyRequests)
		},
		func(w http.ResponseWriter) {
			w.Header().Set("Retry-After", "1")
			w.WriteHeader(http.StatusServiceUnavailable)
		},
		func(w http.ResponseWriter) { w.WriteHeader(http.StatusBadGateway) },
		func(w http.ResponseWriter) { w.Write([]byte("ok")) },
	}
	n := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		responses[min(n, len(responses)-1)](w)
		n++
	}))
	defer srv.Close()
	var waits []time.Duration
	c := &Client{Backoff: 100 * time.Millisecond, Interval: func(string) time.Duration { return 0 },
		Sleep: func(_ context.Context, d time.Duration) error { waits = append(waits, d); return nil }}
	b, _, err := c.Get(context.Background(), srv.URL, "")
	if err != nil || string(b) != "ok" {
		t.Fatalf("Get = %q, %v", b, err)
	}
	if len(waits) != 3 || waits[0] != 3*time.Second || waits[1] != time.Second {
		t.Fatalf("waits = %v, want 3s and 1s from Retry-After, then a backoff", waits)
	}
	// The third wait is the backoff for the third try, 400ms, with up to half again of jitter.
	if waits[2] < 400*time.Millisecond || waits[2] > 600*time.Millisecond {
		t.Errorf("backoff = %v, want 400ms-600ms", waits[2])
	}

	// A service that keeps failing gives up after Retries and says how often it tried.
	n, waits = 0, nil
	responses = responses[2:3]
	c.Retries = 2
	_, _, err = c.Get(context.Background(), srv.URL+"/down", "")
	var he *HTTPError
	if !errors.As(err, &he) || he.Status != 502 || !strings.Contains(err.Error(), "after 3 tries") || n != 3 {
		t.Errorf("err = %v after %d requests", err, n)
	}
	// A 404 is not retried.
	n = 0
	responses = []func(w http.ResponseWriter){func(w http.ResponseWriter) { w.WriteHeader(http.StatusNotFound) }}
	if _, _, err = c.Get(context.Background(), srv.URL, ""); n != 1 || !errors.As(err, &he) || he.Status != 404 {
		t.Errorf("404: %v after %d requests", err, n)
	}
	// Cancelling stops the waiting.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	c.Sleep = nil
	responses = []func(w http.ResponseWriter){func(w http.ResponseWriter) { w.WriteHeader(http.StatusServiceUnavailable) }}
	if _, _, err = c.Get(ctx, srv.URL, ""); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

func TestClientBudgetAndRate(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(strings.Repeat("x", 100)))
	}))
	defer srv.Close()
	c := &Client{MaxBytes: 50, Interval: func(string) time.Duration { return 0 }}
	if _, _, err := c.Get(context.Background(), srv.URL, ""); !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), srv.URL) {
		t.Errorf("over budget: %v", err)
	}
	// Requests to one host are spaced by Interval.
	var waits []time.Duration
	c = &Client{Interval: func(string) time.Duration { return time.Hour },
		Sleep: func(_ context.Context, d time.Duration) error { waits = append(waits, d); return nil }}
	for range 2 {
		if _, _, err := c.Get(context.Background(), srv.URL, ""); err != nil {
			t.Fatal(err)
		}
	}
	if len(waits) != 1 || waits[0] < 59*time.Minute {
		t.Errorf("waits = %v, want one of about an hour before the second request", waits)
	}
}

func TestSortIDs(t *testing.T) {
	ids := []ID{{DOI, "10.1/b"}, {ORCID, "0000-0002-1825-0097"}, {DOI, "10.1/a"}, {DOI, "10.1/b"}}
	want := []ID{{DOI, "10.1/a"}, {DOI, "10.1/b"}, {ORCID, "0000-0002-1825-0097"}}
	if diff := cmp.Diff(want, SortIDs(ids)); diff != "" {
		t.Errorf("SortIDs (-want +got):\n%s", diff)
	}
}

// The readers Source hands bodies to are the file readers, so an ORCID or
// dblp body that is wrong is reported by them, naming the id.
func TestSourceMalformedBody(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`{"group": [{"work-summary": [{"put-code": 1`))
	}))
	defer srv.Close()
	s := &Source{Client: testClient(t), ORCIDURL: srv.URL, Options: ingest.Options{}}
	_, err := readAll(t, s, "orcid:0000-0002-1825-0097")
	if err == nil || !strings.HasPrefix(err.Error(), "orcid:0000-0002-1825-0097 works:1: not JSON") {
		t.Errorf("err = %v", err)
	}
}

// TestReadOpenAlexLocator checks that a work's biblio gives its volume,
// issue and pages, and its source's host organisation its publisher.
func TestReadOpenAlexLocator(t *testing.T) {
	src := `{"meta": {"count": 1}, "results": [{"id": "https://openalex.org/W1", "title": "T", "type": "article",
		"authorships": [{"author": {"id": "https://openalex.org/A1", "display_name": "A. Author"}}],
		"primary_location": {"source": {"display_name": "J. Ex.", "type": "journal", "host_organization_name": "Example Press"}},
		"biblio": {"volume": "12", "issue": "3", "first_page": "45", "last_page": "67"}}]}`
	p, err := ReadOpenAlex([]byte(src), "x.json", nil)
	if err != nil {
		t.Fatal(err)
	}
	got := p.Works[0].Publication
	if want := (pub.Locator{Volume: "12", Issue: "3", Pages: "45-67"}); got.Locator != want || got.Publisher != "Example Press" {
		t.Errorf("locator %+v, publisher %q; want %+v, Example Press", got.Locator, got.Publisher, want)
	}
}
