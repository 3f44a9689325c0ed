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
