package render

import (
	"bytes"
	"context"
	"fmt"
	"testing"
)

// BenchmarkSVG times layout and SVG output on synthetic co-authorship
// graphs (see coauthorGraph) for the engines ChooseLayout picks between.
// Run one case at a time, e.g.
//
//	go test ./render -run '^$' -bench 'SVG/sfdp/5000' -benchtime 1x
func BenchmarkSVG(b *testing.B) {
	for _, layout := range []string{"neato", "fdp", "sfdp"} {
		for _, n := range []int{100, 1000, 5000} {
			g := coauthorGraph(n, 12, 8, 5, 1)
			b.Run(fmt.Sprintf("%s/%d", layout, n), func(b *testing.B) {
				for b.Loop() {
					var out bytes.Buffer
					if err := SVG(context.Background(), &out, g, Options{Layout: layout}); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(len(g.Edges)), "edges")
			})
		}
	}
}

// BenchmarkDOT times writing DOT for a 5,000-person graph.
func BenchmarkDOT(b *testing.B) {
	g := coauthorGraph(5000, 12, 8, 5, 1)
	for b.Loop() {
		var out bytes.Buffer
		if err := DOT(&out, g, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
