package ingest

import (
	"os"
	"path/filepath"
	"testing"
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
		links := 0
		err = read(f, path, Options{}, func(r Record) error {
			if r.Link != nil {
				links++
			}
			return nil
		})
		f.Close()
		if err != nil {
			b.Fatal(err)
		}
		if links == 0 {
			b.Fatal("no links read")
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
