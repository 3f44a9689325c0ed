package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/ingest/online"
)

// serveRecorded serves the recorded responses of testdata/online as the
// four services would, under /openalex, /orcid, /dblp and /crossref, and
// points the online sources at it. It counts the requests.
func serveRecorded(t *testing.T) *atomic.Int64 {
	t.Helper()
	dir := "../../testdata/online"
	files := map[string]string{
		"/orcid/v3.0/0000-0002-6293-3231/person":                  "orcid-person.json",
		"/orcid/v3.0/0000-0002-6293-3231/works":                   "orcid-works.json",
		"/orcid/v3.0/0000-0002-6293-3231/works/18728376,18728373": "orcid-works-bulk.json",
		"/crossref/works/10.1371/journal.pone.0033693":            "crossref-work.json",
		"/dblp/pid/d/MarkSDrew.xml":                               "dblp-person.xml",
	}
	var requests atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		requests.Add(1)
		name, ok := files[r.URL.Path]
		if r.URL.Path == "/openalex/works" {
			name, ok = "openalex-works-page1.json", true
			if r.URL.Query().Get("cursor") != "*" {
				name = "openalex-works-page2.json"
			}
		}
		if !ok {
			http.NotFound(w, r)
			return
		}
		http.ServeFile(w, r, filepath.Join(dir, name))
	}))
	t.Cleanup(srv.Close)
	onlineEndpoints = func(s *online.Source) {
		s.OpenAlexURL, s.ORCIDURL = srv.URL+"/openalex", srv.URL+"/orcid"
		s.DBLPURL, s.CrossrefURL = srv.URL+"/dblp", srv.URL+"/crossref"
		s.Client.Interval = func(string) time.Duration { return 0 }
	}
	t.Cleanup(func() { onlineEndpoints = nil })
	// The cache goes to a folder of the test's, not the user's.
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	return &requests
}

// writeIDs writes a file of ids, with comments, that the recorded
// responses answer.
func writeIDs(t *testing.T) string {
	t.Helper()
	ids := filepath.Join(t.TempDir(), "lab.txt")
	err := os.WriteFile(ids, []byte("# the people we ask about\norcid:0000-0002-6293-3231\nopenalex:A1969205032\ndblp:pid/d/MarkSDrew   # from dblp\n"), 0o644)
	if err != nil {
		t.Fatal(err)
	}
	return ids
}

// peopleORCIDs reads people.csv: every name, and the ORCID iD of those
// who have one.
func peopleORCIDs(t *testing.T, path string) (names map[string]bool, orcids map[string]string) {
	t.Helper()
	people := readCSV(t, path)
	nameCol, orcidCol := slices.Index(people[0], "name"), slices.Index(people[0], "orcid")
	if nameCol < 0 || orcidCol < 0 {
		t.Fatalf("people.csv header %q lacks name or orcid", people[0])
	}
	names, orcids = map[string]bool{}, map[string]string{}
	for _, row := range people[1:] {
		names[row[nameCol]] = true
		if row[orcidCol] != "" {
			orcids[row[nameCol]] = row[orcidCol]
		}
	}
	return names, orcids
}

func TestAnalyzeOnlineIDs(t *testing.T) {
	requests := serveRecorded(t)
	ids := writeIDs(t)
	out := t.TempDir()
	code, _, stderr := pubgraph(t, "", "analyze", "--out", out, "--mailto", "someone@example.org", ids, "doi:10.1371/journal.pone.0033693")
	if code != 0 {
		t.Fatalf("analyze exited %d\nstderr:\n%s", code, stderr)
	}
	if !strings.Contains(stderr, "orcid:0000-0002-6293-3231: works summary fetched") {
		t.Errorf("no progress per id on stderr:\n%s", stderr)
	}
	names, orcids := peopleORCIDs(t, filepath.Join(out, "people.csv"))
	want := map[string]string{
		"Pablo Rauzy":        "0000-0002-6293-3231", // the ORCID record's owner
		"Heather A. Piwowar": "0000-0003-1613-5981", // from OpenAlex bylines
		"Jason Priem":        "0000-0001-6187-6610",
		"Vincent Larivière":  "0000-0002-2733-0689",
		"Juan Pablo Alperin": "0000-0002-9344-7439",
		"Lisa Matthias":      "0000-0002-2612-2132",
		"Bree Norlander":     "0000-0002-0431-4221",
		"Jevin D. West":      "0000-0002-4118-0322",
		"Stefanie Haustein":  "0000-0003-0157-1430",
	}
	if diff := cmp.Diff(want, orcids); diff != "" {
		t.Errorf("people with ORCID iDs (-want +got):\n%s", diff)
	}
	for _, n := range []string{"Mark S. Drew", "Rajeev Ramanath", "Shankar Sadasivan", "Sylvain Guilley"} {
		if !names[n] {
			t.Errorf("people.csv lacks %s (dblp, Crossref and ORCID co-authors)", n)
		}
	}

	// Offline, from the cache alone, the ids in another order give the same people.
	before := requests.Load()
	out2 := t.TempDir()
	code, _, stderr = pubgraph(t, "", "analyze", "--offline", "--out", out2, "doi:10.1371/journal.pone.0033693", ids)
	if code != 0 {
		t.Fatalf("offline analyze exited %d\nstderr:\n%s", code, stderr)
	}
	if n := requests.Load() - before; n != 0 {
		t.Errorf("--offline made %d requests", n)
	}
	first, _ := os.ReadFile(filepath.Join(out, "people.csv"))
	second, _ := os.ReadFile(filepath.Join(out2, "people.csv"))
	if string(first) != string(second) {
		t.Errorf("people.csv differs between the online run and the offline run in another order")
	}
}

func TestAnalyzeOnlineFailures(t *testing.T) {
	serveRecorded(t)
	ids := writeIDs(t)
	if code, _, stderr := pubgraph(t, "", "analyze", "--out", t.TempDir(), ids); code != 0 {
		t.Fatalf("analyze exited %d\nstderr:\n%s", code, stderr)
	}
	// Offline, an id not in the cache is a warning naming it; with --strict, a failure.
	code, _, stderr := pubgraph(t, "", "analyze", "--offline", "--out", t.TempDir(), ids, "orcid:0000-0002-1825-0097")
	if code != 0 || !strings.Contains(stderr, "orcid:0000-0002-1825-0097: person not in the cache (--offline)") {
		t.Errorf("offline miss: exit %d\n%s", code, stderr)
	}
	code, _, stderr = pubgraph(t, "", "analyze", "--offline", "--strict", "--out", t.TempDir(), ids, "orcid:0000-0002-1825-0097")
	if code != 1 || !strings.Contains(stderr, "orcid:0000-0002-1825-0097") {
		t.Errorf("offline miss with --strict: exit %d\n%s", code, stderr)
	}
	// A mistyped id is named, with what is wrong with it.
	code, _, stderr = pubgraph(t, "", "analyze", "--out", t.TempDir(), "orcid:0000-0002-6293-3232")
	if code != 1 || !strings.Contains(stderr, "check digit") {
		t.Errorf("bad id: exit %d\n%s", code, stderr)
	}
	if code, _, stderr = pubgraph(t, "", "analyze", "--offline", "--refresh", ids); code != 2 {
		t.Errorf("--offline --refresh: exit %d, want 2\n%s", code, stderr)
	}
	if code, _, stderr = pubgraph(t, "", "analyze", "--mailto", "not an address", ids); code != 2 {
		t.Errorf("--mailto with no address: exit %d, want 2\n%s", code, stderr)
	}
}
