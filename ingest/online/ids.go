package online

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// Scheme names the service an ID is read from.
type Scheme string

// The schemes an ID may have.
const (
	ORCID               Scheme = "orcid"    // a person's ORCID iD: their public works
	OpenAlexAuthor      Scheme = "openalex" // an OpenAlex author (A…): their works
	OpenAlexInstitution Scheme = "openalex-institution"
	OpenAlexWork        Scheme = "openalex-work"
	DBLP                Scheme = "dblp" // a dblp person id (pid): their export
	DOI                 Scheme = "doi"  // one work, from Crossref
)

// ID is one online source: a person, an institution or a work.
type ID struct {
	Scheme Scheme
	// Value is the id without its prefix, in the form the service uses:
	// "0000-0002-1825-0097", "A5023888391", "I27837315", "W2741809807",
	// "s/ManishSingh1", "10.1371/journal.pone.0033693".
	Value string
}

// String returns the id as the user writes it: "orcid:0000-0002-1825-0097",
// "openalex:A5023888391", "dblp:pid/s/ManishSingh1", "doi:10.1000/x".
func (id ID) String() string {
	switch id.Scheme {
	case OpenAlexAuthor, OpenAlexInstitution, OpenAlexWork:
		return "openalex:" + id.Value
	case DBLP:
		return "dblp:pid/" + id.Value
	}
	return string(id.Scheme) + ":" + id.Value
}

// ErrBadID marks a string that names a scheme but whose id is malformed.
var ErrBadID = errors.New("malformed id")

var (
	orcidRe    = regexp.MustCompile(`^(\d{4})-?(\d{4})-?(\d{4})-?(\d{3}[\dX])$`)
	openalexRe = regexp.MustCompile(`^([AIW])(\d{1,12})$`)
	dblpPidRe  = regexp.MustCompile(`^[A-Za-z0-9_\-]+(/[A-Za-z0-9_\-]+)+$`)
	doiRe      = regexp.MustCompile(`^10\.\d{4,9}/\S+$`)
)

// ParseID reads one id: "orcid:0000-0002-1825-0097", "openalex:A5023888391"
// (an author), "openalex:I27837315" (an institution), "openalex:W2741809807"
// (a work), "dblp:pid/s/ManishSingh1" (or "dblp:s/ManishSingh1"),
// "doi:10.1371/journal.pone.0033693". The services' own URLs are accepted
// too (https://orcid.org/…, https://openalex.org/A…, https://dblp.org/pid/…,
// https://doi.org/10.…). It returns ok false for a string that is not an
// id at all (a file name), and ErrBadID for one that names a scheme but
// whose id is malformed (a mistyped ORCID iD, a wrong check digit).
func ParseID(s string) (id ID, ok bool, err error) {
	s = strings.TrimSpace(s)
	scheme, rest, found := strings.Cut(s, ":")
	if !found {
		return ID{}, false, nil
	}
	switch strings.ToLower(scheme) {
	case "http", "https":
		return parseURLID(s)
	case "orcid":
		return parseORCID(s, rest)
	case "openalex":
		return parseOpenAlex(s, rest)
	case "dblp":
		pid := strings.TrimPrefix(strings.TrimSpace(rest), "pid/")
		pid = strings.TrimSuffix(strings.TrimSuffix(pid, ".xml"), ".html")
		if !dblpPidRe.MatchString(pid) {
			return ID{}, true, fmt.Errorf("%q: %w: a dblp person id looks like dblp:pid/s/ManishSingh1 or dblp:pid/123/4567", s, ErrBadID)
		}
		return ID{DBLP, pid}, true, nil
	case "doi":
		return parseDOI(s, rest)
	}
	return ID{}, false, nil
}

func parseURLID(s string) (ID, bool, error) {
	rest := s[strings.Index(s, "://")+3:]
	host, path, _ := strings.Cut(rest, "/")
	switch strings.TrimPrefix(strings.ToLower(host), "www.") {
	case "orcid.org":
		return parseORCID(s, path)
	case "openalex.org", "api.openalex.org":
		return parseOpenAlex(s, strings.TrimPrefix(strings.TrimPrefix(path, "authors/"), "institutions/"))
	case "dblp.org", "dblp.uni-trier.de":
		if p, ok := strings.CutPrefix(path, "pid/"); ok {
			return ParseID("dblp:" + p)
		}
	case "doi.org", "dx.doi.org":
		return parseDOI(s, path)
	}
	return ID{}, false, nil
}

func parseORCID(s, rest string) (ID, bool, error) {
	m := orcidRe.FindStringSubmatch(strings.ToUpper(strings.TrimSpace(rest)))
	if m == nil {
		return ID{}, true, fmt.Errorf("%q: %w: an ORCID iD is four groups of four digits, 0000-0002-1825-0097", s, ErrBadID)
	}
	v := m[1] + "-" + m[2] + "-" + m[3] + "-" + m[4]
	if !orcidChecksum(v) {
		return ID{}, true, fmt.Errorf("%q: %w: the check digit is wrong (a typing error?)", s, ErrBadID)
	}
	return ID{ORCID, v}, true, nil
}

// orcidChecksum checks the last character of an ORCID iD, ISO 7064 MOD 11-2.
func orcidChecksum(v string) bool {
	digits := strings.ReplaceAll(v, "-", "")
	total := 0
	for _, c := range digits[:15] {
		total = (total + int(c-'0')) * 2
	}
	check := (12 - total%11) % 11
	want := byte('0' + check)
	if check == 10 {
		want = 'X'
	}
	return digits[15] == want
}

func parseOpenAlex(s, rest string) (ID, bool, error) {
	m := openalexRe.FindStringSubmatch(strings.ToUpper(strings.TrimSpace(rest)))
	if m == nil {
		return ID{}, true, fmt.Errorf("%q: %w: an OpenAlex id is A (author), I (institution) or W (work) and digits, openalex:A5023888391", s, ErrBadID)
	}
	scheme := map[string]Scheme{"A": OpenAlexAuthor, "I": OpenAlexInstitution, "W": OpenAlexWork}[m[1]]
	return ID{scheme, m[1] + m[2]}, true, nil
}

func parseDOI(s, rest string) (ID, bool, error) {
	v := strings.TrimSpace(rest)
	for _, p := range []string{"https://doi.org/", "http://doi.org/", "https://dx.doi.org/", "doi.org/"} {
		v = strings.TrimPrefix(v, p)
	}
	if !doiRe.MatchString(v) {
		return ID{}, true, fmt.Errorf("%q: %w: a DOI starts with 10. and a registrant, doi:10.1371/journal.pone.0033693", s, ErrBadID)
	}
	return ID{DOI, strings.ToLower(v)}, true, nil
}

// ReadIDs reads a file of ids, one per line; blank lines and text after a
// # (at the start of a line or after a space) are ignored:
//
//	# the lab
//	orcid:0000-0002-1825-0097
//	openalex:A5023888391   # our postdoc
//	doi:10.1371/journal.pone.0033693
//
// A line that is not an id is reported through warn as a *pub.ParseError
// naming the file and line, and the other lines still count; if warn
// returns an error ReadIDs stops with it. A line that is not an id and is
// not like one either is an error all the same, so a misspelled scheme
// ("orcd:") does not pass silently.
func ReadIDs(r io.Reader, name string, warn func(*pub.ParseError) error) ([]ID, error) {
	if warn == nil {
		warn = func(*pub.ParseError) error { return nil }
	}
	lines, err := readIDLines(r, name, warn)
	ids := make([]ID, len(lines))
	for i, l := range lines {
		ids[i] = l.id
	}
	return ids, err
}

// idLine reads one line of an ids file; a blank or comment line gives the
// zero ID and no error.
func idLine(text, name string, line int) (ID, *pub.ParseError) {
	text = strings.TrimPrefix(text, "\ufeff")
	if i := strings.Index(text, "#"); i == 0 || i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		text = text[:i]
	}
	text = strings.TrimSpace(text)
	if text == "" {
		return ID{}, nil
	}
	pos := pub.Position{File: name, Line: line}
	id, ok, err := ParseID(text)
	switch {
	case err != nil:
		return ID{}, &pub.ParseError{Pos: pos, Msg: err.Error(), Err: ErrBadID}
	case !ok:
		return ID{}, pub.Errorf(pos, ErrBadID, "%q is not an id: write orcid:…, openalex:A… or openalex:I…, dblp:pid/…, or doi:10.…", clip(text, 60))
	}
	return id, nil
}

// LooksLikeIDs reports whether head, the start of a file, is a file of ids:
// at least one line is an id and every other line is blank, a comment or
// an id (a malformed one counts, so that its error is reported). The last
// line is left out when head may have cut it.
func LooksLikeIDs(head []byte, complete bool) bool {
	lines := strings.Split(string(head), "\n")
	if !complete && len(lines) > 1 {
		lines = lines[:len(lines)-1]
	}
	found := false
	for i, l := range lines {
		id, perr := idLine(l, "", i+1)
		if perr != nil {
			if _, ok, _ := ParseID(strings.TrimSpace(strings.SplitN(l, " #", 2)[0])); !ok {
				return false
			}
			found = true
			continue
		}
		if id.Scheme != "" {
			found = true
		}
	}
	return found
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}
