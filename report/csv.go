// Package report writes what pubgraph found: CSV tables for notebooks, a
// markdown report for people, and JSON for programs. Every writer is
// deterministic: the same corpus and metrics give the same bytes.
package report

import (
	"io"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

// Tables are the CSV files WriteTables knows, by file name.
var Tables = []string{
	"people.csv", "publications.csv", "authorships.csv", "edges.csv", "relations.csv",
	"affiliations.csv", "communities.csv", "merges.csv", "name-candidates.csv",
}

// Data is what the tables are made of.
type Data struct {
	Corpus  *graph.Corpus
	Metrics *analysis.Metrics
	// Graph is the corpus's co-authorship graph, if the caller has built
	// it already (weights do not matter here); nil builds it when needed.
	Graph *graph.Undirected
	// Labels are the communities' labels (see CommunityLabels), if the
	// caller has made them already; nil makes them when needed.
	Labels []string
	// Layout, when set, places and colours people in the exports (see
	// Layout); nil writes no drawing attributes.
	Layout *Layout
	// Inputs are the inputs read and how well (see InputRead), for the
	// report's list of files to check; nil leaves the list out.
	Inputs []InputRead
	// cache holds what Prepare made once; nil makes each when needed.
	cache *derived
}

// InputRead is how well one input was read: the publications read from
// it, how many of them have a confident title and byline, and the
// reader's estimate of the share read right (0 to 1). Poor marks an
// input read poorly enough that a person should check it, and Reason
// says why in a line.
type InputRead struct {
	Path, Format            string
	Publications, Confident int
	Estimate                float64
	Poor                    bool
	Reason                  string
}

// labels returns d.Labels, making them if the caller did not.
func (d Data) labels() []string {
	if d.Labels != nil {
		return d.Labels
	}
	return communityLabels(d.Corpus, d.Metrics, d.topMembers(1))
}

// graph returns d.Graph, building it if the caller did not.
func (d Data) graph() *graph.Undirected {
	if d.Graph != nil {
		return d.Graph
	}
	return d.Corpus.CoauthorGraph(graph.Unweighted)
}

// WriteTable writes the table called name ("people.csv", ...) to w.
func WriteTable(w io.Writer, name string, d Data) error {
	// The four tables that grow with people, publications, bylines and
	// author pairs are formatted a chunk at a time on every core, without
	// encoding/csv's []string per row; the output is the same.
	switch name {
	case "authorships.csv":
		return writeAuthorships(w, d)
	case "edges.csv":
		return writeEdges(w, d)
	case "people.csv":
		return writePeople(w, d)
	case "publications.csv":
		return writePublications(w, d)
	}
	cw := newCSVWriter(w)
	var err error
	switch name {
	case "relations.csv":
		err = writeRelations(cw, d)
	case "affiliations.csv":
		err = writeAffiliations(cw, d)
	case "communities.csv":
		err = writeCommunities(cw, d)
	case "merges.csv":
		err = writeMerges(cw, d)
	case "name-candidates.csv":
		err = writeCandidates(cw, d)
	}
	if err != nil {
		return err
	}
	cw.Flush()
	return cw.Error()
}

func itoa(i int) string { return strconv.Itoa(i) }

// ftoa formats a measure with ten significant digits: enough for any
// comparison that matters, and short enough to read.
func ftoa(v float64) string { return strconv.FormatFloat(v, 'g', 10, 64) }

func floatAt(s []float64, i int) string {
	if s == nil {
		return ""
	}
	return ftoa(s[i])
}

func yearString(y int) string {
	if y == 0 {
		return ""
	}
	return itoa(y)
}

// peopleHeader is people.csv's header for d.
func peopleHeader(d Data, withCitations bool) (header []string, withSource bool) {
	c, m := d.Corpus, d.Metrics
	for _, p := range c.People {
		if len(p.SourceIDs()) > 0 {
			withSource = true
			break
		}
	}
	header = []string{"person_id", "name", "aliases", "papers", "degree", "strength", "betweenness", "closeness",
		"harmonic", "eigenvector", "pagerank", "core", "component", "community", "clustering", "owner", "orcid", "dblp", "first_year", "last_year"}
	if withSource {
		header = append(header, "source_id")
	}
	if withCitations {
		header = append(header, "citations", "h_index")
	}
	if m.Multiplex != nil {
		header = append(header, "multiplex_community")
	}
	if m.Estimated != nil {
		header = append(header, estimateColumns...)
	}
	return header, withSource
}

// writePeople writes people.csv a chunk of people at a time on every core.
func writePeople(w io.Writer, d Data) error {
	c, m := d.Corpus, d.Metrics
	cit, withCitations := analysis.PersonCitations(c)
	header, withSource := peopleHeader(d, withCitations)
	if err := writeHeader(w, header); err != nil {
		return err
	}
	first, last := d.yearSpan()
	return writeChunked(w, len(c.People), chunkRows/2, func(b []byte, lo, hi int) []byte {
		var scratch []byte
		for i := lo; i < hi; i++ {
			p := &c.People[i]
			b = appendInt(b, p.ID)
			b = append(b, ',')
			b = appendCell(b, p.Name)
			b = append(b, ',')
			b, scratch = appendJoined(b, scratch, p.Aliases())
			b = append(b, ',')
			b = appendInt(b, p.Papers)
			b = append(b, ',')
			b = appendInt(b, m.Degree[i])
			b = append(b, ',')
			b = appendFloat(b, m.Strength[i])
			for _, vs := range [...][]float64{m.Betweenness, m.Closeness, m.Harmonic, m.Eigenvector, m.PageRank} {
				b = append(b, ',')
				b = appendFloatAt(b, vs, i)
			}
			b = append(b, ',')
			b = appendInt(b, m.Core[i])
			b = append(b, ',')
			b = appendInt(b, m.Component[i])
			b = append(b, ',')
			b = appendInt(b, m.Communities.Community[i])
			b = append(b, ',')
			b = appendFloatAt(b, m.Clustering, i)
			b = append(b, ',')
			b = strconv.AppendBool(b, p.Owner)
			b = append(b, ',')
			b = appendCell(b, p.ORCID())
			b = append(b, ',')
			b = appendCell(b, p.DBLP)
			b = append(b, ',')
			b = appendYear(b, first[i])
			b = append(b, ',')
			b = appendYear(b, last[i])
			if withSource {
				b = append(b, ',')
				b, scratch = appendJoined(b, scratch, p.SourceIDs())
			}
			if withCitations {
				// Empty where none of the person's papers has a count.
				b = append(b, ',')
				if cit[i].Counted > 0 {
					b = strconv.AppendInt(b, cit[i].Total, 10)
				}
				b = append(b, ',')
				if cit[i].Counted > 0 {
					b = appendInt(b, cit[i].H)
				}
			}
			if m.Multiplex != nil {
				b = append(b, ',')
				b = appendInt(b, m.Multiplex.Community[i])
			}
			if m.Estimated != nil {
				b = appendEstimateErrors(b, m, i)
			}
			b = append(b, '\n')
		}
		return b
	})
}

// writeHeader writes a header row as a csvWriter would.
func writeHeader(w io.Writer, header []string) error {
	var b []byte
	for i, h := range header {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendCell(b, h)
	}
	_, err := w.Write(append(b, '\n'))
	return err
}

// AuthorNames returns a publication's authors' names in byline order,
// each as the byline spells it (see graph.Corpus.AuthorName).
func AuthorNames(c *graph.Corpus, p graph.Publication) []string {
	names := make([]string, len(p.Authors))
	for i := range p.Authors {
		names[i] = c.AuthorName(&p, i)
	}
	return names
}

// writePublications writes publications.csv a chunk of publications at
// a time on every core.
// biblioColumns says which bibliometric columns publications.csv has:
// each only when some publication of c has a value for it, so that
// tables read from CVs or DBLP keep their usual columns.
func biblioColumns(c *graph.Corpus) (cited, keywords, abstract bool) {
	for i := range c.Publications {
		if b := c.Publications[i].Biblio(); b != nil {
			cited = cited || b.HasTimesCited
			keywords = keywords || len(b.Keywords) > 0
			abstract = abstract || b.Abstract != ""
		}
	}
	return cited, keywords, abstract
}

func writePublications(w io.Writer, d Data) error {
	c := d.Corpus
	header := []string{"pub_id", "title", "year", "venue", "kind", "authors", "sources", "incomplete", "doi", "arxiv", "dblp_key", "versions", "editors",
		"volume", "issue", "pages", "publisher", "place"}
	withCited, withKeywords, withAbstract := biblioColumns(c)
	if withCited {
		header = append(header, "times_cited")
	}
	if withKeywords {
		header = append(header, "keywords")
	}
	if withAbstract {
		header = append(header, "abstract")
	}
	if err := writeHeader(w, header); err != nil {
		return err
	}
	names := c.SourceNames()
	return writeChunked(w, len(c.Publications), chunkRows/2, func(b []byte, lo, hi int) []byte {
		var scratch []byte
		for i := lo; i < hi; i++ {
			p := &c.Publications[i]
			b = appendInt(b, p.ID)
			b = append(b, ',')
			b = appendCell(b, p.Title)
			b = append(b, ',')
			b = appendYear(b, p.Year)
			b = append(b, ',')
			b = appendCell(b, p.Venue)
			b = append(b, ',')
			b = appendCell(b, string(p.Kind))
			b = append(b, ',')
			// The byline's names joined, as AuthorNames and strings.Join
			// would make them.
			scratch = scratch[:0]
			// An unnamed owner is in the graph but was never printed.
			first := true
			for k, a := range p.Authors {
				if c.People[a.Person].Unnamed {
					continue
				}
				if !first {
					scratch = append(scratch, "; "...)
				}
				first = false
				scratch = append(scratch, c.AuthorName(p, k)...)
			}
			b = appendCell(b, bytesString(scratch))
			b = append(b, ',')
			scratch = scratch[:0]
			for k, s := range p.Sources {
				if k > 0 {
					scratch = append(scratch, "; "...)
				}
				scratch = s.Append(scratch, names)
			}
			b = appendCell(b, bytesString(scratch))
			b = append(b, ',')
			b = strconv.AppendBool(b, p.Incomplete)
			b = append(b, ',')
			b = appendCell(b, p.DOI)
			b = append(b, ',')
			b = appendArXiv(b, p.ArXiv())
			b = append(b, ',')
			b = appendCell(b, p.DBLPKey)
			b = append(b, ',')
			b, scratch = appendJoined(b, scratch, p.Versions())
			b = append(b, ',')
			b, scratch = appendJoined(b, scratch, p.Editors())
			b = appendLocator(b, p)
			if withCited || withKeywords || withAbstract {
				b, scratch = appendBiblio(b, scratch, p.Biblio(), withCited, withKeywords, withAbstract)
			}
			b = append(b, '\n')
		}
		return b
	})
}

// appendLocator appends the volume, issue, pages, publisher and place
// cells of a publications.csv row, each after a comma.
func appendLocator(b []byte, p *graph.Publication) []byte {
	l := p.Locator()
	publisher, place := p.Publisher()
	for _, s := range [...]string{l.Volume, l.Issue, l.Pages, publisher, place} {
		b = append(b, ',')
		b = appendCell(b, s)
	}
	return b
}

// ArXivID writes an arXiv identifier as arXiv itself does,
// "arXiv:2604.17550", so that pandas and spreadsheets keep it as text
// rather than reading the number 2604.1755; "" stays "".
func ArXivID(id string) string {
	id = strings.TrimSpace(id)
	if id == "" {
		return ""
	}
	if len(id) >= 6 && strings.EqualFold(id[:6], "arxiv:") {
		id = id[6:]
	}
	return "arXiv:" + id
}

// writeAuthorships writes authorships.csv a chunk of publications at a
// time on every core.
func writeAuthorships(w io.Writer, d Data) error {
	pubs := d.Corpus.Publications
	if _, err := io.WriteString(w, "pub_id,person_id,position,equal_contribution\n"); err != nil {
		return err
	}
	return writeChunked(w, len(pubs), chunkRows/2, func(b []byte, lo, hi int) []byte {
		for _, p := range pubs[lo:hi] {
			for i, a := range p.Authors {
				b = appendInt(b, p.ID)
				b = append(b, ',')
				b = appendInt(b, a.Person)
				b = append(b, ',')
				b = appendInt(b, i+1)
				b = append(b, ',')
				b = strconv.AppendBool(b, a.Equal)
				b = append(b, '\n')
			}
		}
		return b
	})
}

// writeEdges writes edges.csv a chunk of edges at a time on every core,
// the names from one packed array.
func writeEdges(w io.Writer, d Data) error {
	c := d.Corpus
	names := packNames(func(i int) string { return c.People[i].Name }, len(c.People))
	if _, err := io.WriteString(w, "source_id,target_id,source,target,papers,weight,first_year,last_year\n"); err != nil {
		return err
	}
	return writeChunked(w, c.Edges.Len(), chunkRows, func(b []byte, lo, hi int) []byte {
		for _, e := range c.Edges.Range(lo, hi) {
			b = strconv.AppendInt(b, int64(e.U), 10)
			b = append(b, ',')
			b = strconv.AppendInt(b, int64(e.V), 10)
			b = append(b, ',')
			b = names.append(b, e.U)
			b = append(b, ',')
			b = names.append(b, e.V)
			b = append(b, ',')
			b = appendFloat(b, e.Papers)
			b = append(b, ',')
			b = appendFloat(b, e.Fractional)
			b = append(b, ',')
			b = appendYear(b, int(e.FirstYear))
			b = append(b, ',')
			b = appendYear(b, int(e.LastYear))
			b = append(b, '\n')
		}
		return b
	})
}

func writeRelations(cw *csvWriter, d Data) error {
	c := d.Corpus
	if err := cw.Write([]string{"person_id", "person", "relation", "other_id", "other", "organization", "source"}); err != nil {
		return err
	}
	for _, r := range c.Relations {
		if err := cw.Write([]string{
			itoa(r.Person), c.People[r.Person].Name, string(r.Kind), itoa(r.Other), c.People[r.Other].Name, r.Organization, r.Source,
		}); err != nil {
			return err
		}
	}
	return nil
}

func writeAffiliations(cw *csvWriter, d Data) error {
	c := d.Corpus
	if err := cw.Write([]string{"person_id", "person", "organization", "kind", "role", "start", "end", "current", "source"}); err != nil {
		return err
	}
	for _, a := range c.Affiliations {
		if err := cw.Write([]string{
			itoa(a.Person), c.People[a.Person].Name, a.Organization, string(a.Kind), a.Role,
			yearString(a.Start), yearString(a.End), strconv.FormatBool(a.Current), a.Source,
		}); err != nil {
			return err
		}
	}
	return nil
}

// TopMembers returns up to k members of each community, by decreasing
// PageRank, ties by id.
func TopMembers(m *analysis.Metrics, k int) [][]int {
	members := make([][]int, len(m.Communities.Sizes))
	for v, comm := range m.Communities.Community {
		members[comm] = append(members[comm], v)
	}
	for i := range members {
		members[i] = topBy(members[i], m.PageRank, k)
	}
	return members
}

func writeCommunities(cw *csvWriter, d Data) error {
	c, m := d.Corpus, d.Metrics
	if err := cw.Write([]string{"community", "size", "modularity", "label", "members"}); err != nil {
		return err
	}
	labels := d.labels()
	for i, top := range d.topMembers(10) {
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

func writeMerges(cw *csvWriter, d Data) error {
	c := d.Corpus
	if err := cw.Write([]string{"kind", "into_id", "into", "merged", "reason"}); err != nil {
		return err
	}
	for _, mg := range c.Merges {
		into := ""
		switch mg.Kind {
		case "person":
			into = c.People[mg.Into].Name
		case "publication":
			if mg.Into < len(c.Publications) {
				into = c.Publications[mg.Into].Title
			}
		}
		if err := cw.Write([]string{mg.Kind, itoa(mg.Into), into, mg.Name, mg.Reason}); err != nil {
			return err
		}
	}
	return nil
}

func writeCandidates(cw *csvWriter, d Data) error {
	c := d.Corpus
	if err := cw.Write([]string{"a_id", "a", "b_id", "b", "score", "reason"}); err != nil {
		return err
	}
	for _, k := range c.Candidates {
		if err := cw.Write([]string{itoa(k.A), c.People[k.A].Name, itoa(k.B), c.People[k.B].Name, ftoa(k.Score), k.Reason}); err != nil {
			return err
		}
	}
	return nil
}

// estimateColumns are the columns people.csv adds when betweenness,
// closeness and harmonic centrality were estimated (above --exact-limit):
// for each person, the bound on the absolute error of that estimate,
// which holds for everyone at once with the probability the report
// states; 0 where the value is exact, empty where there is no bound.
var estimateColumns = []string{"betweenness_error", "closeness_error", "harmonic_error"}

// appendEstimateErrors appends the estimateColumns of person i, each after
// a comma.
func appendEstimateErrors(b []byte, m *analysis.Metrics, i int) []byte {
	e := m.Estimated
	b = append(b, ',')
	switch {
	case e.BetweennessEpsilon > 0:
		b = appendFloat(b, e.BetweennessEpsilon)
	case m.BetweennessSources > 0:
		// Brandes–Pich sampling: unbiased, no stated bound.
	default:
		b = append(b, '0')
	}
	size := m.ComponentSizes[m.Component[i]]
	if e.DistanceSources == 0 || size <= e.DistanceSources {
		return append(b, ",0,0"...)
	}
	r := float64(size - 1)
	b = append(b, ',')
	// closeness = (r/(n−1))/mean, the mean distance known within ±Δ.
	if m.Closeness[i] > 0 {
		scale := r / float64(len(m.Component)-1)
		mean := scale / m.Closeness[i]
		if d := e.MeanDistanceError; mean > d {
			b = appendFloat(b, scale/(mean-d)-m.Closeness[i])
		}
	}
	b = append(b, ',')
	return appendFloat(b, e.HarmonicError*r)
}

// appendBiblio appends the bibliometric cells of a publications.csv row:
// times cited (empty when no index counted), keywords joined by "; ",
// abstract.
func appendBiblio(b, scratch []byte, bib *pub.Biblio, cited, keywords, abstract bool) ([]byte, []byte) {
	if bib == nil {
		bib = &pub.Biblio{}
	}
	if cited {
		b = append(b, ',')
		if bib.HasTimesCited {
			b = strconv.AppendInt(b, int64(bib.TimesCited), 10)
		}
	}
	if keywords {
		b = append(b, ',')
		b, scratch = appendJoined(b, scratch, bib.Keywords)
	}
	if abstract {
		b = append(b, ',')
		b = appendCell(b, bib.Abstract)
	}
	return b, scratch
}
