package ingest

import (
	"bufio"
	"io"
	"os"
	"testing"
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
		benchRead(b, func(r io.Reader, name string, opt Options, emit Emit) error {
			return readDBLPXML(bufio.NewReaderSize(r, 1<<16), name, opt, emit)
		}, path)
	})
}
