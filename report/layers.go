package report

import (
	"io"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
)

// WriteLayers writes layers.csv: every tie of every relationship layer
// but co-authorship, which edges.csv holds, with its evidence.
func WriteLayers(w io.Writer, c *graph.Corpus, layers []analysis.Layer) error {
	cw := newCSVWriter(w)
	if err := cw.Write([]string{"layer", "source_id", "target_id", "source", "target", "weight", "evidence"}); err != nil {
		return err
	}
	for _, l := range layers {
		if l.Name == analysis.LayerCoauthor {
			continue
		}
		for _, e := range l.Edges {
			if err := cw.Write([]string{l.Name, itoa(e.U), itoa(e.V), c.People[e.U].Name, c.People[e.V].Name, ftoa(e.Weight), e.Evidence}); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}

// WriteSimilarity writes similarity.csv: the most similar pairs across
// layers, one column per layer.
func WriteSimilarity(w io.Writer, c *graph.Corpus, layers []analysis.Layer, sims []analysis.Similarity) error {
	cw := newCSVWriter(w)
	header := []string{"source_id", "target_id", "source", "target", "score"}
	for _, l := range layers {
		header = append(header, l.Name)
	}
	if err := cw.Write(header); err != nil {
		return err
	}
	for _, s := range sims {
		row := []string{itoa(s.U), itoa(s.V), c.People[s.U].Name, c.People[s.V].Name, ftoa(s.Score)}
		for _, wt := range s.Weights {
			row = append(row, ftoa(wt))
		}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}
