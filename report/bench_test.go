package report

import (
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

// benchData is a DBLP-like corpus for the table benchmarks: people with
// plain names, publications of 1–8 authors with a venue, a key and a
// source, and the edges their bylines make.
func benchData(people, pubs int) Data {
	r := rand.New(rand.NewPCG(1, 2))
	c := &graph.Corpus{Inputs: []string{"dblp.xml"}}
	for i := range people {
		c.People = append(c.People, graph.Person{ID: int32(i), Name: fmt.Sprintf("Person%d Surname%d", i, r.IntN(5000)), Papers: int32(1 + r.IntN(30))})
	}
	type pair struct{ u, v int32 }
	weight := make(map[pair]float64)
	for i := range pubs {
		p := graph.Publication{ID: int32(i), Title: fmt.Sprintf("On the structure of problem %d, revisited", i), Year: int32(1970 + r.IntN(55)),
			Venue: fmt.Sprintf("Conf%d", r.IntN(300)), Kind: pub.KindConference, DBLPKey: fmt.Sprintf("conf/x/P%d", i),
			Sources: []graph.Source{{Line: int32(10 * i)}}}
		for range 1 + r.IntN(8) {
			p.Authors = append(p.Authors, graph.Authorship{Person: int32(r.IntN(people))})
		}
		for a := range p.Authors {
			for b := range a {
				u, v := int32(p.Authors[a].Person), int32(p.Authors[b].Person)
				if u != v {
					weight[pair{min(u, v), max(u, v)}]++
				}
			}
		}
		c.Publications = append(c.Publications, p)
	}
	var edges []graph.Edge
	for k, w := range weight {
		edges = append(edges, graph.Edge{U: k.u, V: k.v, Papers: w, Fractional: w / 3, FirstYear: 1990, LastYear: 2020})
	}
	c.Edges = graph.NewCoauthorships(people, edges)
	m := &analysis.Metrics{Communities: analysis.Partition{Sizes: []int{people}}}
	for range people {
		m.Degree = append(m.Degree, r.IntN(50))
		m.Strength = append(m.Strength, r.Float64()*50)
		m.Betweenness = append(m.Betweenness, r.Float64()*1e-4)
		m.Closeness = append(m.Closeness, r.Float64())
		m.Harmonic = append(m.Harmonic, r.Float64())
		m.Eigenvector = append(m.Eigenvector, r.Float64()*1e-3)
		m.PageRank = append(m.PageRank, r.Float64()*1e-5)
		m.Clustering = append(m.Clustering, r.Float64())
		m.Core = append(m.Core, r.IntN(10))
		m.Component = append(m.Component, 0)
		m.Communities.Community = append(m.Communities.Community, 0)
	}
	m.ComponentSizes = []int{people}
	return Prepare(Data{Corpus: c, Metrics: m})
}

// countWriter counts what it is given and drops it.
type countWriter struct{ n int64 }

func (w *countWriter) Write(p []byte) (int, error) { w.n += int64(len(p)); return len(p), nil }

var _ io.Writer = (*countWriter)(nil)

// BenchmarkWriteTable formats the big tables of a corpus of 100,000
// people and 150,000 publications (about 1.1M co-author pairs) into a
// writer that drops them: the formatting alone, in MB/s of CSV.
func BenchmarkWriteTable(b *testing.B) {
	d := benchData(100_000, 150_000)
	for _, name := range []string{"people.csv", "publications.csv", "authorships.csv", "edges.csv"} {
		b.Run(name, func(b *testing.B) {
			var size countWriter
			if err := WriteTable(&size, name, d); err != nil {
				b.Fatal(err)
			}
			b.SetBytes(size.n)
			b.ReportAllocs()
			for b.Loop() {
				if err := WriteTable(&countWriter{}, name, d); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkWriteTableBefore formats the same tables as they were written
// before they were formatted a chunk at a time on every core (people.csv
// and publications.csv with encoding/csv, the other two with a row buffer
// on one goroutine): the baseline for BenchmarkWriteTable.
func BenchmarkWriteTableBefore(b *testing.B) {
	d := benchData(100_000, 150_000)
	for _, name := range []string{"people.csv", "publications.csv", "authorships.csv", "edges.csv"} {
		b.Run(name, func(b *testing.B) {
			before := func(w io.Writer) error { return refWrite(w, name, d) }
			switch name {
			case "authorships.csv":
				before = func(w io.Writer) error { return oldAuthorships(w, d) }
			case "edges.csv":
				before = func(w io.Writer) error { return oldEdges(w, d) }
			}
			var size countWriter
			if err := before(&size); err != nil {
				b.Fatal(err)
			}
			b.SetBytes(size.n)
			b.ReportAllocs()
			for b.Loop() {
				if err := before(&countWriter{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// The writers of authorships.csv and edges.csv before this work (a row
// buffer flushed every 60 KB, one goroutine), for BenchmarkWriteTableBefore.
// oldRowWriter writes CSV rows byte for byte as encoding/csv.Writer does
// (comma-separated, LF line ends, RFC 4180 quoting), without a []string
// per row: the big tables (edges, authorships) have tens of millions of
// rows on DBLP-sized inputs.
type oldRowWriter struct {
	w     io.Writer
	buf   []byte
	first bool
	err   error
}

func newOldRowWriter(w io.Writer) *oldRowWriter {
	return &oldRowWriter{w: w, buf: make([]byte, 0, 64<<10), first: true}
}

func (r *oldRowWriter) sep() {
	if !r.first {
		r.buf = append(r.buf, ',')
	}
	r.first = false
}

// quoted returns s as one CSV field, quoted where encoding/csv would.
func oldQuoted(s string) string {
	if !needsQuotes(s) {
		return s
	}
	return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
}

// raw appends a field already made by quoted.
func (r *oldRowWriter) raw(field string) { r.sep(); r.buf = append(r.buf, field...) }

func (r *oldRowWriter) str(s string) { r.raw(oldQuoted(SafeCell(s))) }

func (r *oldRowWriter) int(i int) { r.sep(); r.buf = strconv.AppendInt(r.buf, int64(i), 10) }

// float formats as ftoa does.
func (r *oldRowWriter) float(v float64) { r.sep(); r.buf = strconv.AppendFloat(r.buf, v, 'g', 10, 64) }

// year writes a year, or nothing when it is unknown (0).
func (r *oldRowWriter) year(y int) {
	if y == 0 {
		r.sep()
		return
	}
	r.int(y)
}

func (r *oldRowWriter) bool(b bool) { r.sep(); r.buf = strconv.AppendBool(r.buf, b) }

// end finishes a row, flushing when the buffer is full.
func (r *oldRowWriter) end() {
	r.buf = append(r.buf, '\n')
	r.first = true
	if len(r.buf) > 60<<10 {
		r.flush()
	}
}

func (r *oldRowWriter) flush() error {
	if r.err == nil && len(r.buf) > 0 {
		_, r.err = r.w.Write(r.buf)
	}
	r.buf = r.buf[:0]
	return r.err
}

func oldAuthorships(w io.Writer, d Data) error {
	rw := newOldRowWriter(w)
	rw.raw("pub_id,person_id,position,equal_contribution")
	rw.end()
	for _, p := range d.Corpus.Publications {
		for i, a := range p.Authors {
			rw.int(int(p.ID))
			rw.int(int(a.Person))
			rw.int(i + 1)
			rw.bool(a.Equal)
			rw.end()
		}
	}
	return rw.flush()
}
func oldEdges(w io.Writer, d Data) error {
	c := d.Corpus
	names := make([]string, len(c.People))
	for i, p := range c.People {
		names[i] = oldQuoted(SafeCell(p.Name))
	}
	rw := newOldRowWriter(w)
	rw.raw("source_id,target_id,source,target,papers,weight,first_year,last_year")
	rw.end()
	for _, e := range c.Edges.All() {
		rw.int(int(e.U))
		rw.int(int(e.V))
		rw.raw(names[e.U])
		rw.raw(names[e.V])
		rw.float(e.Papers)
		rw.float(e.Fractional)
		rw.year(int(e.FirstYear))
		rw.year(int(e.LastYear))
		rw.end()
	}
	return rw.flush()
}
