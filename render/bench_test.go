package render

import (
	"bytes"
	"testing"
)

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
