package report

import (
	"bytes"
	"testing"

	"github.com/pubgraph/pubgraph/graph"
)

// BenchmarkPrepare makes what the outputs share (the ranking, everyone's
// years, the communities' members and labels) and the markdown report
// for the corpus of BenchmarkWriteTable, its people in communities of
// about 50, given the co-authorship graph as the command gives it.
func BenchmarkPrepare(b *testing.B) {
	d := benchData(100_000, 150_000)
	m := *d.Metrics
	m.Communities.Community = make([]int, len(m.PageRank))
	m.Communities.Sizes = make([]int, (len(m.PageRank)+49)/50)
	for i := range m.Communities.Community {
		m.Communities.Community[i] = i / 50
		m.Communities.Sizes[i/50]++
	}
	d = Data{Corpus: d.Corpus, Metrics: &m, Graph: d.Corpus.CoauthorGraph(graph.Unweighted)}
	b.Run("prepare", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			Prepare(d)
		}
	})
	p := Prepare(d)
	b.Run("markdown", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := WriteMarkdown(&bytes.Buffer{}, p, 0); err != nil {
				b.Fatal(err)
			}
		}
	})
}
