package report

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

// termCorpus has two topics, graph mining and protein folding, 12
// publications each, bridged by one paper on both; one paper has keywords
// in place of its title's terms.
func termCorpus(t *testing.T) *graph.Corpus {
	t.Helper()
	b := graph.NewBuilder()
	add := func(i int, title string, keywords ...string) {
		p := &pub.Publication{Title: title, Year: 2000 + i%10, Pos: pub.Position{File: "x", Line: i + 1}}
		p.Keywords = keywords
		p.Authors = []pub.Author{{Name: fmt.Sprintf("Author %c", 'A'+i%7)}}
		b.Add(pub.Record{Publication: p})
	}
	graphs := []string{"Scalable Graph Mining", "Graph Mining on Streams", "Mining Dense Subgraphs", "Graph Mining with GPUs"}
	proteins := []string{"Protein Folding in Silico", "Fast Protein Folding", "Folding Proteins with Lattices", "Protein Folding Kinetics"}
	for i := range 12 {
		add(i, graphs[i%4]+fmt.Sprint(" ", i))
		add(100+i, proteins[i%4])
	}
	add(200, "Graph Mining for Protein Folding")
	add(201, "An Untitled Note", "protein folding", "Graph Mining", "networks")
	c, err := b.Build(context.Background(), graph.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestTermMapGolden(t *testing.T) {
	m, err := analysis.BuildTermMap(context.Background(), analysis.IndexTerms(termCorpus(t)), analysis.TermMapOptions{Terms: 12})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	for i, name := range TermMapFiles {
		fmt.Fprintf(&buf, "== %s\n", name)
		if err := WriteTermMap(&buf, i, m); err != nil {
			t.Fatal(err)
		}
	}
	golden(t, "termmap.txt", buf.Bytes())
}

func TestTermMapTooFew(t *testing.T) {
	m, err := analysis.BuildTermMap(context.Background(), analysis.IndexTerms(termCorpus(t)), analysis.TermMapOptions{MinPublications: 100})
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Terms) != 0 {
		t.Errorf("a map of %d terms from 26 publications, want none below 100", len(m.Terms))
	}
}
