package graph

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

func TestPackLocator(t *testing.T) {
	for _, l := range []pub.Locator{
		{}, {Pages: "45-67"}, {Volume: "12"}, {Issue: "3"}, {Volume: "12", Pages: "45-67"},
		{Volume: "12", Issue: "3", Pages: "45-67"}, {Issue: "Suppl. 2", Pages: "e1234"},
	} {
		if got := unpackLocator(packLocator(l)); got != l {
			t.Errorf("packLocator %+v read back as %+v", l, got)
		}
	}
	if got := packLocator(pub.Locator{Pages: "45-67"}); got != "45-67" {
		t.Errorf("pages alone packed as %q, want them as they are", got)
	}
	if got := unpackLocator(packLocator(pub.Locator{Volume: "1\x1f2", Pages: "3"})); got != (pub.Locator{Volume: "1 2", Pages: "3"}) {
		t.Errorf("a separator inside a field: %+v", got)
	}
}

// TestMergedLocator checks that the versions of one paper merge to the
// fullest locator and the longest publisher, whatever their order, and
// that a preprint's locator does not count against the published one.
func TestMergedLocator(t *testing.T) {
	byline := names("Ann Lee", "Bo Chen")
	recs := []pub.Record{
		pubRec("a.bib", 1, pub.Publication{Title: "A Paper on Examples", Year: 2020, Kind: pub.KindJournal, DOI: "10.1000/x",
			Authors: byline, Locator: pub.Locator{Pages: "45-67"}, Publisher: "Ex. Press"}),
		pubRec("b.ris", 5, pub.Publication{Title: "A Paper on Examples", Year: 2020, Kind: pub.KindJournal, DOI: "10.1000/x",
			Authors: byline, Locator: pub.Locator{Volume: "12", Issue: "3", Pages: "45–67"}, Publisher: "Example Press", Place: "Springfield"}),
		pubRec("c.bib", 9, pub.Publication{Title: "A Paper on Examples", Year: 2019, Kind: pub.KindPreprint, ArXiv: "1901.00001",
			Authors: byline, Locator: pub.Locator{Volume: "99", Issue: "9", Pages: "1-30"}, Publisher: "arXiv, a very long name"}),
	}
	var first []byte
	for _, order := range [][]int{{0, 1, 2}, {2, 1, 0}, {1, 2, 0}} {
		var in []pub.Record
		for _, k := range order {
			in = append(in, recs[k])
		}
		c := build(t, nil, in...)
		if len(c.Publications) != 1 {
			t.Fatalf("order %v: %d publications, want 1", order, len(c.Publications))
		}
		p := &c.Publications[0]
		if diff := cmp.Diff(pub.Locator{Volume: "12", Issue: "3", Pages: "45–67"}, p.Locator()); diff != "" {
			t.Errorf("order %v: locator (-want +got):\n%s", order, diff)
		}
		if publisher, place := p.Publisher(); publisher != "Example Press" || place != "Springfield" {
			t.Errorf("order %v: publisher %q, place %q", order, publisher, place)
		}
		got, err := json.Marshal(c.Publications)
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = got
		} else if string(got) != string(first) {
			t.Errorf("order %v: publications\n%s\nwant the first order's\n%s", order, got, first)
		}
	}
	// A publication listed once keeps its own.
	c := build(t, nil, recs[0])
	if got := c.Publications[0].Locator(); got != (pub.Locator{Pages: "45-67"}) {
		t.Errorf("single: locator %+v", got)
	}
	if publisher, _ := c.Publications[0].Publisher(); publisher != "Ex. Press" {
		t.Errorf("single: publisher %q", publisher)
	}
}
