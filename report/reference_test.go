package report

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

// The writers below are the tables as encoding/csv wrote them before the
// big tables were formatted a chunk at a time on every core: the
// reference the fast writers must match byte for byte.

func refTable(t testing.TB, name string, d Data) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := refWrite(&buf, name, d); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func refWrite(w io.Writer, name string, d Data) error {
	cw := newCSVWriter(w)
	var err error
	switch name {
	case "people.csv":
		err = refPeople(cw, d)
	case "publications.csv":
		err = refPublications(cw, d)
	case "authorships.csv":
		err = refAuthorships(cw, d)
	case "edges.csv":
		err = refEdges(cw, d)
	case "communities.csv":
		err = refCommunities(cw, d)
	default:
		return fmt.Errorf("no reference for %s", name)
	}
	if err != nil {
		return err
	}
	cw.Flush()
	return cw.Error()
}

func refAuthorships(cw *csvWriter, d Data) error {
	cw.Write([]string{"pub_id", "person_id", "position", "equal_contribution"})
	for _, p := range d.Corpus.Publications {
		for i, a := range p.Authors {
			cw.Write([]string{itoa(int(p.ID)), itoa(int(a.Person)), itoa(i + 1), strconv.FormatBool(a.Equal)})
		}
	}
	return nil
}

func refEdges(cw *csvWriter, d Data) error {
	c := d.Corpus
	cw.Write([]string{"source_id", "target_id", "source", "target", "papers", "weight", "first_year", "last_year"})
	for _, e := range c.Edges.All() {
		cw.Write([]string{itoa(int(e.U)), itoa(int(e.V)), c.People[e.U].Name, c.People[e.V].Name, ftoa(e.Papers), ftoa(e.Fractional),
			yearString(int(e.FirstYear)), yearString(int(e.LastYear))})
	}
	return nil
}

func refPeople(cw *csvWriter, d Data) error {
	c, m := d.Corpus, d.Metrics
	withSource := false
	for _, p := range c.People {
		if len(p.SourceIDs()) > 0 {
			withSource = true
			break
		}
	}
	header := []string{"person_id", "name", "aliases", "papers", "degree", "strength", "betweenness", "closeness",
		"harmonic", "eigenvector", "pagerank", "core", "component", "community", "clustering", "owner", "orcid", "dblp", "first_year", "last_year"}
	if withSource {
		header = append(header, "source_id")
	}
	if m.Multiplex != nil {
		header = append(header, "multiplex_community")
	}
	if m.Estimated != nil {
		header = append(header, estimateColumns...)
	}
	if err := cw.Write(header); err != nil {
		return err
	}
	first, last := YearSpan(d)
	for i, p := range c.People {
		row := []string{
			itoa(int(p.ID)), p.Name, strings.Join(p.Aliases(), "; "), itoa(int(p.Papers)),
			itoa(m.Degree[i]), ftoa(m.Strength[i]), floatAt(m.Betweenness, i), floatAt(m.Closeness, i),
			floatAt(m.Harmonic, i), floatAt(m.Eigenvector, i), floatAt(m.PageRank, i), itoa(m.Core[i]),
			itoa(m.Component[i]), itoa(m.Communities.Community[i]), floatAt(m.Clustering, i),
			strconv.FormatBool(p.Owner), p.ORCID(), p.DBLP, yearString(first[i]), yearString(last[i]),
		}
		if withSource {
			row = append(row, strings.Join(p.SourceIDs(), "; "))
		}
		if m.Multiplex != nil {
			row = append(row, itoa(m.Multiplex.Community[i]))
		}
		if m.Estimated != nil {
			row = append(row, refEstimateErrors(m, i)...)
		}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	return nil
}
func refPublications(cw *csvWriter, d Data) error {
	c := d.Corpus
	if err := cw.Write([]string{"pub_id", "title", "year", "venue", "kind", "authors", "sources", "incomplete", "doi", "arxiv", "dblp_key", "versions", "editors",
		"volume", "issue", "pages", "publisher", "place"}); err != nil {
		return err
	}
	for _, p := range c.Publications {
		l := p.Locator()
		publisher, place := p.Publisher()
		if err := cw.Write([]string{
			itoa(int(p.ID)), p.Title, yearString(int(p.Year)), p.Venue, string(p.Kind),
			strings.Join(AuthorNames(c, p), "; "), strings.Join(sourceTexts(c, p.Sources), "; "),
			strconv.FormatBool(p.Incomplete), p.DOI, ArXivID(p.ArXiv()), p.DBLPKey, strings.Join(p.Versions(), "; "),
			strings.Join(p.Editors(), "; "), l.Volume, l.Issue, l.Pages, publisher, place,
		}); err != nil {
			return err
		}
	}
	return nil
}
func refCommunities(cw *csvWriter, d Data) error {
	c, m := d.Corpus, d.Metrics
	if err := cw.Write([]string{"community", "size", "modularity", "label", "members"}); err != nil {
		return err
	}
	labels := CommunityLabels(c, m)
	for i, top := range TopMembers(m, 10) { // the slow way, unprepared
		names := make([]string, len(top))
		for k, v := range top {
			names[k] = c.People[v].Name
		}
		if err := cw.Write([]string{itoa(i), itoa(m.Communities.Sizes[i]), ftoa(m.Communities.Modularity), labels[i], strings.Join(names, "; ")}); err != nil {
			return err
		}
	}
	return nil
}
func refEstimateErrors(m *analysis.Metrics, i int) []string {
	e := m.Estimated
	out := []string{"0", "0", "0"}
	if e.BetweennessEpsilon > 0 {
		out[0] = ftoa(e.BetweennessEpsilon)
	} else if m.BetweennessSources > 0 {
		out[0] = "" // Brandes–Pich sampling: unbiased, no stated bound
	}
	size := m.ComponentSizes[m.Component[i]]
	if e.DistanceSources == 0 || size <= e.DistanceSources {
		return out
	}
	r := float64(size - 1)
	out[2] = ftoa(e.HarmonicError * r)
	// closeness = (r/(n−1))/mean, the mean distance known within ±Δ.
	out[1] = ""
	if m.Closeness[i] > 0 {
		scale := r / float64(len(m.Component)-1)
		mean := scale / m.Closeness[i]
		if d := e.MeanDistanceError; mean > d {
			out[1] = ftoa(scale/(mean-d) - m.Closeness[i])
		}
	}
	return out
}

// sourceTexts returns the texts of sources, as publications.csv lists
// them.
func sourceTexts(c *graph.Corpus, sources []graph.Source) []string {
	var out []string
	for _, s := range sources {
		out = append(out, c.SourceString(s))
	}
	return out
}

// cells are texts that CSV quoting, SafeCell and the joins treat
// specially, with plain ones among them.
var cells = []string{"", "Ann Lee", "Lee, Ann", `say "hi"`, " lead", "\u00a0nbsp", "=1+2", "+cmd", "-0.5", "-x", "@SUM(A1)",
	"\tx", "\rx", "two\nlines", `\.`, "Dejan Kostić", "O'Neil", "a;b", "10.1145/1,2", "-", "'=kept",
	"Maria Magdalena de los Ángeles García-Fernández", "Name Exactly Thirty Bytes Long", "Name Exactly Thirty-One Bytes L", `A "Quoted" Name Of Thirty`}

// randomData is a corpus and metrics of n people with every kind of cell
// in every text column, and measures that include NaN and infinities.
func randomData(seed uint64, n int, estimated, multiplex bool) Data {
	r := rand.New(rand.NewPCG(seed, 1))
	cell := func() string { return cells[r.IntN(len(cells))] }
	list := func() []string {
		out := make([]string, r.IntN(4))
		for i := range out {
			out[i] = cell()
		}
		return out
	}
	float := func() float64 {
		switch r.IntN(12) {
		case 0:
			return math.NaN()
		case 1:
			return math.Inf(1)
		case 2:
			return math.Inf(-1)
		case 3:
			return -r.Float64()
		case 4:
			return 0
		case 5:
			return r.Float64() * 1e-9
		}
		return r.Float64() * 100
	}
	floats := func() []float64 {
		if r.IntN(5) == 0 {
			return nil // not computed
		}
		out := make([]float64, n)
		for i := range out {
			out[i] = float()
		}
		return out
	}
	// The inputs' names are cells too, and so are the sources'.
	c := &graph.Corpus{Inputs: cells}
	source := func() graph.Source {
		return graph.Source{Input: int32(r.IntN(len(cells))), Line: int32(r.IntN(3) * r.IntN(1000)), Column: int32(r.IntN(3) * r.IntN(80))}
	}
	for i := range n {
		c.People = append(c.People, graph.Person{ID: int32(i), Name: cell() + fmt.Sprint(i%3), DBLP: cell(),
			Owner: r.IntN(7) == 0, Papers: int32(r.IntN(40))})
		if aliases, orcid, ids := list(), cell(), list(); len(aliases) > 0 || orcid != "" || len(ids) > 0 {
			c.People[i].Rare = &graph.PersonRare{Aliases: aliases, ORCID: orcid, SourceIDs: ids}
		}
	}
	arxiv := []string{"", " 2604.17550 ", "arXiv:1234.5678", "ARXIV:hep-th/9901001", "12,34", `x"y`}
	for i := range 3 * n {
		p := graph.Publication{ID: int32(i), Title: cell(), Venue: cell(), Kind: pub.Kind(cell()),
			Incomplete: r.IntN(5) == 0, DOI: cell(), DBLPKey: cell()}
		if a, v := arxiv[r.IntN(len(arxiv))], list(); a != "" || len(v) > 0 {
			p.Rare = &graph.PublicationRare{ArXiv: a, Versions: v}
		}
		if r.IntN(4) > 0 {
			p.Year = int32(1950 + r.IntN(80))
		}
		for range r.IntN(4) {
			p.Sources = append(p.Sources, source())
		}
		for range r.IntN(6) {
			p.Authors = append(p.Authors, graph.Authorship{Person: int32(r.IntN(n)), Equal: r.IntN(9) == 0})
		}
		c.Publications = append(c.Publications, p)
	}
	var edges []graph.Edge
	for u := range n {
		for v := u + 1; v < n; v++ {
			if r.IntN(4) == 0 {
				edges = append(edges, graph.Edge{U: int32(u), V: int32(v), Papers: float(), Fractional: float(),
					FirstYear: int16(r.IntN(3) * 1000), LastYear: int16(r.IntN(2) * 2020)})
			}
		}
	}
	c.Edges = graph.NewCoauthorships(n, edges)
	m := &analysis.Metrics{Betweenness: floats(), Closeness: floats(), Harmonic: floats(), Eigenvector: floats(), Clustering: floats()}
	m.PageRank = make([]float64, n)
	communities := 1 + n/5
	m.Communities = analysis.Partition{Sizes: make([]int, communities), Modularity: 0.25}
	for i := range n {
		m.Degree = append(m.Degree, r.IntN(9))
		m.Strength = append(m.Strength, float())
		m.Core = append(m.Core, r.IntN(4))
		m.Component = append(m.Component, i%2)
		m.PageRank[i] = float64(r.IntN(5)) // ties, broken by id
		k := r.IntN(communities)
		m.Communities.Community = append(m.Communities.Community, k)
		m.Communities.Sizes[k]++
	}
	m.ComponentSizes = []int{(n + 1) / 2, n / 2}
	if multiplex {
		m.Multiplex = &analysis.Partition{Community: slicesRepeat(7, n), Sizes: []int{n}}
	}
	if estimated {
		m.Closeness = make([]float64, n)
		for i := range m.Closeness {
			m.Closeness[i] = r.Float64() / 3
		}
		m.Estimated = &analysis.Estimates{BetweennessEpsilon: 0.01, DistanceSources: 3, HarmonicError: 0.02, MeanDistanceError: 0.5}
		if seed%2 == 0 {
			m.Estimated.BetweennessEpsilon = 0
			m.BetweennessSources = 50
		}
	}
	return Data{Corpus: c, Metrics: m}
}

func slicesRepeat(v, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// TestFastTablesMatchEncodingCSV: the big tables, formatted a chunk at a
// time on several goroutines, are byte for byte what encoding/csv wrote
// row by row, with chunks of one row up to one chunk for everything, and
// from a prepared Data as from an unprepared one.
func TestFastTablesMatchEncodingCSV(t *testing.T) {
	old := chunkRows
	defer func() { chunkRows = old }()
	for seed := range uint64(6) {
		d := randomData(seed, 5+int(seed)*9, seed >= 2, seed%3 == 1)
		prepared := Prepare(d)
		for _, name := range []string{"people.csv", "publications.csv", "authorships.csv", "edges.csv", "communities.csv"} {
			want := refTable(t, name, d)
			for _, chunk := range []int{2, 3, 16, 1 << 20} {
				chunkRows = chunk
				for i, dd := range []Data{d, prepared} {
					var got bytes.Buffer
					if err := WriteTable(&got, name, dd); err != nil {
						t.Fatal(err)
					}
					if diff := cmp.Diff(string(want), got.String()); diff != "" {
						t.Errorf("seed %d, %s, chunks of %d, prepared %v (-encoding/csv +fast):\n%s", seed, name, chunk, i == 1, diff)
					}
				}
			}
		}
	}
}

// TestPrepareSame: what Prepare makes once equals what each output makes
// for itself.
func TestPrepareSame(t *testing.T) {
	d := randomData(3, 40, true, false)
	p := Prepare(d)
	if diff := cmp.Diff(Ranking(d.Metrics), p.Ranked()); diff != "" {
		t.Errorf("ranking (-want +got):\n%s", diff)
	}
	first, last := YearSpan(d)
	gotFirst, gotLast := p.Years()
	if diff := cmp.Diff([][]int{first, last}, [][]int{gotFirst, gotLast}); diff != "" {
		t.Errorf("years (-want +got):\n%s", diff)
	}
	for _, k := range []int{0, 1, 5, 100} {
		if diff := cmp.Diff(TopMembers(d.Metrics, k), p.topMembers(k)); diff != "" {
			t.Errorf("top %d members (-want +got):\n%s", k, diff)
		}
	}
	if diff := cmp.Diff(CommunityLabels(d.Corpus, d.Metrics), p.Labels); diff != "" {
		t.Errorf("labels (-want +got):\n%s", diff)
	}
}

// failingWriter fails its write number failAt.
type failingWriter struct{ writes, failAt int }

func (f *failingWriter) Write(p []byte) (int, error) {
	f.writes++
	if f.writes == f.failAt {
		return 0, fmt.Errorf("disk full")
	}
	return len(p), nil
}

// TestChunkedWriteError: a failed write stops the table with the error,
// whichever chunk it hits, and leaves no goroutine blocked.
func TestChunkedWriteError(t *testing.T) {
	old := chunkRows
	defer func() { chunkRows = old }()
	chunkRows = 2
	d := randomData(1, 30, false, false)
	for failAt := 1; failAt < 8; failAt++ {
		err := WriteTable(&failingWriter{failAt: failAt}, "edges.csv", d)
		if err == nil || !strings.Contains(err.Error(), "disk full") {
			t.Errorf("failing write %d: error %v", failAt, err)
		}
	}
}
