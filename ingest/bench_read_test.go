package ingest

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// benchRead reads path with read b.N times, opening the file each time as
// networkx's read_edgelist does (see scripts/bench_read_networkx.py).
func benchRead(b *testing.B, read ReadFunc, path string) {
	info, err := os.Stat(path)
	if err != nil {
		b.Skipf("benchmark input not available: %v", err)
	}
	b.SetBytes(info.Size())
	b.ReportAllocs()
	for b.Loop() {
		f, err := os.Open(path)
		if err != nil {
			b.Fatal(err)
		}
		records := 0
		err = read(f, path, Options{}, func(pub.Record) error {
			records++
			return nil
		})
		f.Close()
		if err != nil {
			b.Fatal(err)
		}
		if records == 0 {
			b.Fatal("nothing read")
		}
	}
}

// BenchmarkReadEdgeList reads SNAP ca-HepPh (3 MB, 237010 rows), the file
// scripts/bench_read_networkx.py times networkx on.
func BenchmarkReadEdgeList(b *testing.B) {
	benchRead(b, ReadEdgeList, filepath.Join(sharedNetworks, "snap-ca-HepPh.txt"))
}

func BenchmarkReadGML(b *testing.B) {
	benchRead(b, ReadGML, filepath.Join(sharedNetworks, "hep-th.gml"))
}

func BenchmarkReadPajek(b *testing.B) {
	benchRead(b, ReadPajek, filepath.Join("..", "testdata", "networks", "netscience.pajek.net"))
}

// BenchmarkReadDBLP reads the 131-record head of the dblp.xml dump.
func BenchmarkReadDBLP(b *testing.B) {
	benchRead(b, ReadDBLP, filepath.Join("..", "testdata", "dblp", "dblp-sample.xml"))
}
