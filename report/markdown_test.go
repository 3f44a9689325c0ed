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

// wideCorpus has what smallCorpus lacks for the report: two CV owners
// with a shared co-author and advisor, more communities and venues than
// the report lists, a publication of unknown year, one with an elided
// byline and one over the byline limit, estimated and skipped measures,
// and inputs read poorly.
func wideCorpus(t *testing.T) Data {
	t.Helper()
	b := graph.NewBuilder()
	add := func(file string, line int, title string, year int, venue string, incomplete bool, names ...string) {
		p := &pub.Publication{Title: title, Year: year, Venue: venue, Kind: pub.KindJournal, Incomplete: incomplete,
			Pos: pub.Position{File: file, Line: line}}
		for _, n := range names {
			p.Authors = append(p.Authors, pub.Author{Name: n})
		}
		b.Add(pub.Record{Publication: p})
	}
	for _, cv := range []struct{ file, owner string }{{"a.md", "Ann Lee"}, {"b.md", "Dee Evans"}} {
		pos := pub.Position{File: cv.file, Line: 1}
		b.Add(pub.Record{Owner: &pub.Person{Name: cv.owner, Pos: pos}})
		b.Add(pub.Record{Relation: &pub.Relation{Person: cv.owner, Kind: pub.Advisor, Other: "Gil Ho", Pos: pos}})
		add(cv.file, 2, "Shared Work of "+cv.owner, 2019, "Common Venue", false, cv.owner, "Bo Chen")
	}
	add("a.md", 3, "An Undated Note", 0, "", true, "Ann Lee", "Cy Diaz")
	add("a.md", 4, "A Large Team", 2020, "Common Venue", false, "Ann Lee", "Ed One", "Fay Two", "Guy Three", "Hal Four", "Ida Five")
	for i := range 22 {
		add("c.md", 10+i, fmt.Sprintf("Separate Study %d", i), 2000+i, fmt.Sprintf("Venue %02d", i), false,
			"Pat Mor"+string(rune('a'+i)), "Quin Lak"+string(rune('a'+i)))
	}
	c, err := b.Build(context.Background(), graph.BuildOptions{MaxAuthors: 5})
	if err != nil {
		t.Fatal(err)
	}
	m, err := analysis.Compute(context.Background(), c.CoauthorGraph(graph.ByPapers), analysis.MetricsOptions{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	m.Skipped = []string{"eigenvector"}
	m.BetweennessSources = 7
	m.Estimated = &analysis.Estimates{BetweennessEpsilon: 0.01, BetweennessDelta: 0.1, BetweennessPaths: 900,
		DistanceSources: 64, HarmonicError: 0.02, MeanDistanceError: 0.3, DistanceDelta: 0.05}
	return Data{Corpus: c, Metrics: m, Inputs: []InputRead{
		{Path: "a.md", Format: "markdown", Publications: 3, Confident: 1, Estimate: 0.33, Poor: true, Reason: "2 entries without a byline of names"},
		{Path: "c.md", Format: "markdown", Publications: 22, Confident: 22, Estimate: 1},
	}}
}

// TestMarkdownWideGolden covers the report's optional parts: the owners'
// connections, the cut lists, the estimates and the data-quality notes.
func TestMarkdownWideGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteMarkdown(&buf, wideCorpus(t), 3); err != nil {
		t.Fatal(err)
	}
	golden(t, "report-wide.md", buf.Bytes())
}
