package ingest

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestJSONLDWorks reads a page that shows bare titles and keeps its
// records in schema.org JSON-LD: the works, their authors with "@id"
// references resolved, containers as venues, and the one person the
// page describes as its owner.
func TestJSONLDWorks(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "testdata", "generic", "jsonld.html"))
	if err != nil {
		t.Fatal(err)
	}
	var got []genericRecord
	owner := ""
	err = Readers[FormatHTML](bytes.NewReader(src), "jsonld.html", Options{}, func(r pub.Record) error {
		if r.Owner != nil {
			owner = r.Owner.Name
		}
		if p := r.Publication; p != nil {
			got = append(got, genericOf(p))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []genericRecord{
		{Line: 11, Title: "A study of lakes in winter", Authors: []string{"Jane Q. Doe", "Alex Roe"}, Venue: "Journal of Lakes", Year: 2021, Kind: pub.KindJournal},
		{Line: 16, Title: "Ice on small ponds", Authors: []string{"Sam Poe", "Jane Q. Doe"}, Venue: "Handbook of Cold Water", Year: 2019, Kind: pub.KindChapter},
		{Line: 20, Title: "Frozen water: a primer", Authors: []string{"Jane Q. Doe"}, Venue: "Example Press", Year: 2023, Kind: pub.KindBook},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("records (-want +got):\n%s", diff)
	}
	if owner != "Jane Q. Doe" {
		t.Errorf("owner %q, want Jane Q. Doe", owner)
	}
}

// TestJSONLDNone: blocks that describe no works, or are not JSON, give
// no records.
func TestJSONLDNone(t *testing.T) {
	for _, src := range []string{
		`<script type="application/ld+json">{"@type": "WebSite", "name": "Home"}</script>`,
		`<script type="application/ld+json">{"@type": "ScholarlyArticle", "headline": </script>`,
		`<script type="text/javascript">{"@type": "ScholarlyArticle", "headline": "A"}</script>`,
		`<p>{"@type": "ScholarlyArticle", "headline": "A"}</p>`,
	} {
		if root, _ := jsonLDRecords([]byte(src)); root != nil {
			t.Errorf("%s: records %v, want none", src, root.Content)
		}
	}
}

// TestJSONLDSameID: when two nodes define one "@id", the one first in
// key order is the one a reference names, on every run.
func TestJSONLDSameID(t *testing.T) {
	src := []byte(`<script type="application/ld+json">{"@type": "Book", "name": "A", "author": {"@id": "#a"},
		"a": {"@id": "#a", "name": "Ann Poe"}, "b": {"@id": "#a", "name": "Bo Roe"}, "c": {"@id": "#a", "name": "Cy Doe"},
		"d": {"@id": "#a", "name": "Di Loe"}, "e": {"@id": "#a", "name": "Ed Moe"}}</script>`)
	for range 20 {
		root, _ := jsonLDRecords(src)
		if root == nil {
			t.Fatal("no records")
		}
		var rec struct {
			Authors []string `yaml:"authors"`
		}
		if err := root.Content[1].Content[0].Decode(&rec); err != nil {
			t.Fatal(err)
		}
		if want := []string{"Ann Poe"}; !slices.Equal(rec.Authors, want) {
			t.Fatalf("authors %v, want %v", rec.Authors, want)
		}
	}
}

// TestJSONLDCost reads a block of many works in time that grows with
// its length, not its square (forty thousand works took a quarter of a
// minute), and puts each work at the line of its title, not at an
// earlier text that holds the title's words.
func TestJSONLDCost(t *testing.T) {
	var b strings.Builder
	b.WriteString("<script type=\"application/ld+json\">[\n{\"@type\": \"Book\", \"name\": \"Notes on T1 and more\"}")
	for i := range 40_000 {
		fmt.Fprintf(&b, ",\n{\"@type\": \"Book\", \"name\": \"T%d\"}", i)
	}
	b.WriteString("]</script>")
	start := time.Now()
	root, _ := jsonLDRecords([]byte(b.String()))
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("%d works took %v", 40_000, d)
	}
	if root == nil || len(root.Content[1].Content) != 40_001 {
		t.Fatal("works missing")
	}
	if got := root.Content[1].Content[2].Line; got != 4 {
		t.Errorf("work T1 at line %d, want 4", got)
	}
}

func FuzzJSONLDRecords(f *testing.F) {
	if src, err := os.ReadFile(filepath.Join("..", "testdata", "generic", "jsonld.html")); err == nil {
		f.Add(src)
	}
	f.Add([]byte(`<script type="application/ld+json">[{"@type": "Book", "name": "A", "author": {"@list": [{"@id": "x"}]}}, {"@id": "x", "name": 3}]</script>`))
	f.Add([]byte(`<script type="application/ld+json">{"@type": "Chapter", "name": "B", "isPartOf": {"@id": "b"}}</script><script type="application/ld+json">{"@id": "b", "isPartOf": {"@id": "b"}, "name": "C"}</script>`))
	f.Fuzz(func(t *testing.T, src []byte) {
		lines := strings.Count(string(src), "\n") + 1
		if root, _ := jsonLDRecords(src); root != nil {
			checkLines(t, root, lines, 0)
		}
	})
}

// TestJSONLDLocator reads the volume, issue and pages schema.org gives a
// work, on the work itself or along its isPartOf chain, and a publisher
// beside a venue.
func TestJSONLDLocator(t *testing.T) {
	page := func(work string) string {
		return `<html><head><script type="application/ld+json">` + work + `</script></head><body><p>Papers</p></body></html>`
	}
	tests := []struct {
		name, src string
		want      pub.Locator
		venue     string
		publisher string
	}{{
		name: "issue in volume in periodical",
		src: page(`{"@type": "ScholarlyArticle", "headline": "A study of lakes in winter", "author": "Jane Q. Doe", "datePublished": "2021",
			"pageStart": "201", "pageEnd": "209", "publisher": {"@type": "Organization", "name": "Lake Press"},
			"isPartOf": {"@type": "PublicationIssue", "issueNumber": "3",
			  "isPartOf": {"@type": "PublicationVolume", "volumeNumber": "12",
			    "isPartOf": {"@type": "Periodical", "name": "Journal of Lakes"}}}}`),
		want: pub.Locator{Volume: "12", Issue: "3", Pages: "201-209"}, venue: "Journal of Lakes", publisher: "Lake Press",
	}, {
		name: "on the work, pagination",
		src: page(`{"@type": "ScholarlyArticle", "headline": "Ice on small ponds", "author": "Jane Q. Doe", "datePublished": "2020",
			"volumeNumber": 7, "issueNumber": "2", "pagination": "e1234",
			"isPartOf": {"@type": "Periodical", "name": "Pond Letters"}}`),
		want: pub.Locator{Volume: "7", Issue: "2", Pages: "e1234"}, venue: "Pond Letters",
	}, {
		name: "a referenced volume",
		src: page(`{"@graph": [{"@id": "#v9", "@type": "PublicationVolume", "volumeNumber": "9", "isPartOf": {"@type": "Periodical", "name": "Cold Water"}},
			{"@type": "ScholarlyArticle", "headline": "Frozen water in spring", "author": "Jane Q. Doe", "datePublished": "2019",
			 "pageStart": "45", "isPartOf": {"@id": "#v9"}}]}`),
		want: pub.Locator{Volume: "9", Pages: "45"}, venue: "Cold Water",
	}, {
		name: "a book's publisher is its venue, not repeated",
		src: page(`{"@type": "Book", "name": "Frozen water: a primer", "author": "Jane Q. Doe", "datePublished": "2023",
			"publisher": {"@type": "Organization", "name": "Example Press"}}`),
		venue: "Example Press",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []pub.Publication
			err := Readers[FormatHTML](strings.NewReader(tt.src), "p.html", Options{}, func(r pub.Record) error {
				if r.Publication != nil {
					got = append(got, *r.Publication)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 1 {
				t.Fatalf("%d publications, want 1", len(got))
			}
			p := got[0]
			if diff := cmp.Diff(tt.want, p.Locator); diff != "" || p.VenueText != tt.venue || p.Publisher != tt.publisher {
				t.Errorf("locator (-want +got):\n%s; venue %q, publisher %q; want %q, %q", diff, p.VenueText, p.Publisher, tt.venue, tt.publisher)
			}
		})
	}
}
