package analysis

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

func TestHIndex(t *testing.T) {
	tests := []struct {
		counts []int32
		want   int
	}{
		{nil, 0},
		{[]int32{0, 0}, 0},
		{[]int32{1}, 1},
		{[]int32{10, 8, 5, 4, 3}, 4}, // Hirsch's example shape: 4 papers with ≥ 4
		{[]int32{25, 8, 5, 3, 3}, 3},
		{[]int32{3, 3, 3}, 3},
		{[]int32{100}, 1},
		{[]int32{0, 1, 2, 3, 4, 5, 6}, 3},
	}
	for _, tt := range tests {
		if got := HIndex(append([]int32(nil), tt.counts...)); got != tt.want {
			t.Errorf("HIndex(%v) = %d, want %d", tt.counts, got, tt.want)
		}
	}
}

func TestPersonCitations(t *testing.T) {
	cited := func(title string, n int, authors ...string) pub.Record {
		p := &pub.Publication{Title: title, Year: 2020, Kind: pub.KindJournal, Pos: pub.Position{File: "x.txt", Line: 1}}
		p.TimesCited, p.HasTimesCited = n, n >= 0
		for _, a := range authors {
			p.Authors = append(p.Authors, pub.Author{Name: a})
		}
		return pub.Record{Publication: p}
	}
	c := mustBuild(t,
		cited("Alpha", 10, "Ada Lovelace", "Bo Chen"),
		cited("Beta", 3, "Ada Lovelace"),
		cited("Gamma", 0, "Ada Lovelace"),
		cited("Delta", -1, "Bo Chen", "Cy Dunn"), // no count given
	)
	got, ok := PersonCitations(c)
	if !ok {
		t.Fatal("PersonCitations says no publication has a count")
	}
	byName := map[string]Citations{}
	for i, p := range c.People {
		byName[p.Name] = got[i]
	}
	want := map[string]Citations{
		"Ada Lovelace": {Counted: 3, Total: 13, H: 2},
		"Bo Chen":      {Counted: 1, Total: 10, H: 1},
		"Cy Dunn":      {},
	}
	if diff := cmp.Diff(want, byName); diff != "" {
		t.Errorf("citations (-want +got):\n%s", diff)
	}

	none := mustBuild(t, cited("Epsilon", -1, "Ada Lovelace"))
	if _, ok := PersonCitations(none); ok {
		t.Error("PersonCitations says a count is known where none is")
	}
}

// mustBuild builds a corpus from records.
func mustBuild(t *testing.T, recs ...pub.Record) *graph.Corpus {
	t.Helper()
	b := graph.NewBuilder()
	for _, r := range recs {
		if err := b.Add(r); err != nil {
			t.Fatal(err)
		}
	}
	c, err := b.Build(context.Background(), graph.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}
