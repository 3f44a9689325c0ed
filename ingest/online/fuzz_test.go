package online

import (
	"bytes"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// FuzzReadOpenAlex checks that any body gives works or an error, never a
// panic, and that positions stay inside the body.
func FuzzReadOpenAlex(f *testing.F) {
	f.Add(recorded(f, "openalex-works-page1.json"))
	f.Add(recorded(f, "openalex-works-page2.json"))
	f.Add([]byte(`{"id": "W1", "title": "t", "authorships": [{"author": null, "institutions": [{"display_name": null}]}], "concepts": [{"score": "x"}]}`))
	f.Add([]byte(`{"meta": {"count": "x", "next_cursor": 3}, "results": [1, null, {}]}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		lines := 1 + bytes.Count(body, []byte("\n"))
		check := func(p pub.Position) {
			if p.Line < 1 || p.Line > lines {
				t.Errorf("position %v outside the body's %d lines", p, lines)
			}
		}
		page, err := ReadOpenAlex(body, "f", func(pe *pub.ParseError) error { check(pe.Pos); return nil })
		if err != nil {
			if page != nil {
				t.Errorf("error %v with a page", err)
			}
			return
		}
		for _, w := range page.Works {
			check(w.Publication.Pos)
			if w.Publication.Title == "" || len(w.Institutions) != len(w.Publication.Authors) {
				t.Errorf("work %+v: no title, or institutions out of step with authors", w)
			}
		}
	})
}

// FuzzORCIDPutCodes checks that the put-codes read from any works summary
// are numbers, each once.
func FuzzORCIDPutCodes(f *testing.F) {
	f.Add(recorded(f, "orcid-works.json"))
	f.Add([]byte(`{"group": [{"work-summary": [{"put-code": "7", "display-index": "x"}, {"put-code": 7}]}, {}]}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		codes, err := ORCIDPutCodes(body, "f")
		if err != nil {
			return
		}
		seen := make(map[string]bool)
		for _, c := range codes {
			if c == "" || strings.Trim(c, "0123456789") != "" || seen[c] {
				t.Errorf("put-codes %q: %q is not a new number", codes, c)
			}
			seen[c] = true
		}
	})
}

// FuzzParseID checks that an id, once parsed, prints as a string that
// parses to the same id, and that ids files never panic.
func FuzzParseID(f *testing.F) {
	for _, s := range []string{"orcid:0000-0002-1825-0097", "openalex:A1", "dblp:pid/s/x", "doi:10.1000/x y",
		"https://doi.org/10.1/%zz", "https://orcid.org", "dblp:", "doi:", "http://", "openalex:W"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		id, ok, err := ParseID(s)
		if !ok || err != nil {
			return
		}
		again, ok, err := ParseID(id.String())
		if !ok || err != nil || again != id {
			t.Errorf("ParseID(%q) = %v; its String %q parses to %v, %v, %v", s, id, id.String(), again, ok, err)
		}
		ids, _ := ReadIDs(strings.NewReader(s+"\n"+s), "f", nil)
		if LooksLikeIDs([]byte(s), true) && len(ids) == 0 {
			t.Errorf("%q looks like ids but none are read", s)
		}
	})
}
