package label

import (
	"path/filepath"
	"testing"
)

// BenchmarkParse labels the held-out references with the embedded model,
// one per iteration; references per second = 1e9 / ns/op.
func BenchmarkParse(b *testing.B) {
	refs, err := readTaggedFile(filepath.Join("data", "anystyle", "heldout.txt.gz"), nil)
	if err != nil {
		b.Fatal(err)
	}
	m := Default()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.Parse(refs[i%len(refs)].Text, nil)
	}
}

// BenchmarkSplitNames splits the held-out bylines, one per iteration.
func BenchmarkSplitNames(b *testing.B) {
	names, err := readTaggedFile(filepath.Join("data", "grobid", "names-heldout.txt.gz"), nil)
	if err != nil {
		b.Fatal(err)
	}
	m := Default()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.SplitNames(names[i%len(names)].Text, nil)
	}
}
