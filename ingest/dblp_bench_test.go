package ingest

import (
	"bufio"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// BenchmarkReadDBLPDump reads a whole synthetic dump, parsing alone (the
// records are counted and dropped): make one with
//
//	python3 ../shared/tools/gen_dblp.py 300000 /tmp/dblp300k.xml
//	PUBGRAPH_DBLP_DUMP=/tmp/dblp300k.xml go test ./ingest -run '^$' -bench DBLPDump -benchtime 3x
//
// The /xml variant goes through encoding/xml, the reader before the fast
// one, for comparison.
func BenchmarkReadDBLPDump(b *testing.B) {
	path := os.Getenv("PUBGRAPH_DBLP_DUMP")
	if path == "" {
		b.Skip("PUBGRAPH_DBLP_DUMP not set")
	}
	b.Run("fast", func(b *testing.B) { benchRead(b, ReadDBLP, path) })
	b.Run("xml", func(b *testing.B) {
		benchRead(b, func(r io.Reader, name string, opt Options, emit pub.Emit) error {
			return readDBLPXML(bufio.NewReaderSize(r, 1<<16), name, opt, emit)
		}, path)
	})
}

// TestReadDBLPDumpMatchesXML reads the dump that BenchmarkReadDBLPDump
// reads with the fast reader and with encoding/xml and requires the same
// records and warnings, compared through a hash of each so that the
// dump's records need not be held.
func TestReadDBLPDumpMatchesXML(t *testing.T) {
	path := os.Getenv("PUBGRAPH_DBLP_DUMP")
	if path == "" {
		t.Skip("PUBGRAPH_DBLP_DUMP not set")
	}
	read := func(fast bool) []uint64 {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		var sums []uint64
		sum := func(v any) {
			h := fnv.New64a()
			fmt.Fprintf(h, "%#v", v)
			sums = append(sums, h.Sum64())
		}
		opt := Options{Warn: func(e *pub.ParseError) error { sum(e.Error()); return nil }}
		emit := func(r pub.Record) error {
			switch {
			case r.Publication != nil:
				sum(*r.Publication)
			case r.Owner != nil:
				sum(*r.Owner)
			}
			return nil
		}
		if fast {
			err = ReadDBLP(f, path, opt, emit)
		} else {
			err = readDBLPXML(bufio.NewReaderSize(f, 1<<16), path, opt, emit)
		}
		if err != nil {
			t.Fatal(err)
		}
		return sums
	}
	slow, fast := read(false), read(true)
	if len(slow) != len(fast) {
		t.Fatalf("encoding/xml read %d records and warnings, the fast reader %d", len(slow), len(fast))
	}
	for i := range slow {
		if slow[i] != fast[i] {
			t.Fatalf("record or warning %d differs", i)
		}
	}
}
