package ingest

import (
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// TestBetterRecords checks which reading of a page with works in
// JSON-LD is kept: the records, when they are the works the page lists
// read as confidently (the page showing titles only, its owner implied,
// reads as confidently as records with their bylines: a tie that the
// page won); the page, when the records list other works or fewer
// confidently.
func TestBetterRecords(t *testing.T) {
	rec := func(title string, names ...string) pub.Record {
		p := &pub.Publication{Title: title}
		for _, n := range names {
			p.Authors = append(p.Authors, pub.Author{Name: n})
		}
		if len(names) == 0 {
			p.Authors = []pub.Author{{Name: "Jane Q. Doe", Implied: true}}
		}
		return pub.Record{Publication: p}
	}
	titles := []string{"A study of lakes in winter", "Ice on small ponds in spring", "Frozen water and the long thaw"}
	page := &reading{}
	records := &reading{}
	other := &reading{}
	fewer := &reading{}
	for i, title := range titles {
		page.recs = append(page.recs, rec(title))
		records.recs = append(records.recs, rec(title, "Jane Q. Doe", "Alex Roe"))
		other.recs = append(other.recs, rec("Another work on things number "+string(rune('A'+i)), "Jane Q. Doe", "Alex Roe"))
		if i == 0 {
			fewer.recs = append(fewer.recs, rec(title, "Jane Q. Doe", "Alex Roe"))
		} else {
			fewer.recs = append(fewer.recs, rec(title, "x"))
		}
	}
	for _, tt := range []struct {
		name     string
		page, ld *reading
		want     *reading
	}{
		{"the same works, titles only on the page", page, records, records},
		{"other works", page, other, page},
		{"the same works, fewer read confidently", page, fewer, page},
	} {
		if got := betterRecords(tt.page, tt.ld); got != tt.want {
			t.Errorf("%s: kept the %v reading", tt.name, map[bool]string{true: "page's", false: "records'"}[got == tt.page])
		}
	}
}
