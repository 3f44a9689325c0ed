package report

import (
	"context"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

// TestUnnamedOwnerNotPrinted checks that publications.csv prints a
// byline as written, without the list's unnamed owner, while
// authorships.csv and people.csv keep that owner.
func TestUnnamedOwnerNotPrinted(t *testing.T) {
	b := graph.NewBuilder()
	b.Input("list.md")
	p := pub.Publication{Title: "Slow queues", Year: 2020, Kind: pub.KindJournal,
		Authors: []pub.Author{{Implied: true}, {Name: "Ann Lee"}}, Pos: pub.Position{File: "list.md", Line: 3}}
	if err := b.Add(pub.Record{Publication: &p}); err != nil {
		t.Fatal(err)
	}
	c, err := b.Build(context.Background(), graph.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	d := Data{Corpus: c}
	var pubs, auths, people strings.Builder
	for name, w := range map[string]*strings.Builder{"publications.csv": &pubs, "authorships.csv": &auths} {
		if err := WriteTable(w, name, d); err != nil {
			t.Fatal(err)
		}
	}
	if !strings.Contains(pubs.String(), ",Ann Lee,") {
		t.Errorf("publications.csv: want the byline as written, %q:\n%s", "Ann Lee", pubs.String())
	}
	if n := strings.Count(strings.TrimSpace(auths.String()), "\n"); n != 2 {
		t.Errorf("authorships.csv has %d rows, want 2 (the unnamed owner and Ann Lee):\n%s", n, auths.String())
	}
	for _, q := range c.People {
		if q.Unnamed {
			people.WriteString(q.Name)
		}
	}
	if people.String() != "unnamed owner of list.md" {
		t.Errorf("unnamed owner named %q", people.String())
	}
}
