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
}

// labels returns d.Labels, making them if the caller did not.
func (d Data) labels() []string {
	if d.Labels != nil {
		return d.Labels
	}
	return CommunityLabels(d.Corpus, d.Metrics)
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
	// The two tables that grow with author pairs and bylines skip
	// encoding/csv's per-row []string; the output is the same.
	switch name {
	case "authorships.csv":
		return writeAuthorships(w, d)
	case "edges.csv":
		return writeEdges(w, d)
	}
	cw := newCSVWriter(w)
	var err error
	switch name {
	case "people.csv":
		err = writePeople(cw, d)
	case "publications.csv":
		err = writePublications(cw, d)
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

func writePeople(cw *csvWriter, d Data) error {
	c, m := d.Corpus, d.Metrics
	withSource := false
	for _, p := range c.People {
		if len(p.SourceIDs) > 0 {
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
			itoa(p.ID), p.Name, strings.Join(p.Aliases, "; "), itoa(p.Papers),
			itoa(m.Degree[i]), ftoa(m.Strength[i]), floatAt(m.Betweenness, i), floatAt(m.Closeness, i),
			floatAt(m.Harmonic, i), floatAt(m.Eigenvector, i), floatAt(m.PageRank, i), itoa(m.Core[i]),
			itoa(m.Component[i]), itoa(m.Communities.Community[i]), floatAt(m.Clustering, i),
			strconv.FormatBool(p.Owner), p.ORCID, p.DBLP, yearString(first[i]), yearString(last[i]),
		}
		if withSource {
			row = append(row, strings.Join(p.SourceIDs, "; "))
		}
		if m.Multiplex != nil {
			row = append(row, itoa(m.Multiplex.Community[i]))
		}
		if m.Estimated != nil {
			row = append(row, estimateErrors(m, i)...)
		}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	return nil
}

// AuthorNames returns a publication's authors' display names in byline
// order.
func AuthorNames(c *graph.Corpus, p graph.Publication) []string {
	names := make([]string, len(p.Authors))
	for i, a := range p.Authors {
		names[i] = c.People[a.Person].Name
	}
	return names
}

func writePublications(cw *csvWriter, d Data) error {
	c := d.Corpus
	if err := cw.Write([]string{"pub_id", "title", "year", "venue", "kind", "authors", "sources", "incomplete", "doi", "arxiv", "dblp_key", "versions"}); err != nil {
		return err
	}
	for _, p := range c.Publications {
		if err := cw.Write([]string{
			itoa(p.ID), p.Title, yearString(p.Year), p.Venue, string(p.Kind),
			strings.Join(AuthorNames(c, p), "; "), strings.Join(p.Sources, "; "),
			strconv.FormatBool(p.Incomplete), p.DOI, ArXivID(p.ArXiv), p.DBLPKey, strings.Join(p.Versions, "; "),
		}); err != nil {
			return err
		}
	}
	return nil
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

func writeAuthorships(w io.Writer, d Data) error {
	rw := newRowWriter(w)
	rw.raw("pub_id,person_id,position,equal_contribution")
	rw.end()
	for _, p := range d.Corpus.Publications {
		for i, a := range p.Authors {
			rw.int(p.ID)
			rw.int(a.Person)
			rw.int(i + 1)
			rw.bool(a.Equal)
			rw.end()
		}
	}
	return rw.flush()
}

func writeEdges(w io.Writer, d Data) error {
	c := d.Corpus
	names := make([]string, len(c.People))
	for i, p := range c.People {
		names[i] = quoted(SafeCell(p.Name))
	}
	rw := newRowWriter(w)
	rw.raw("source_id,target_id,source,target,papers,weight,first_year,last_year")
	rw.end()
	for _, e := range c.Edges {
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
	for i, top := range TopMembers(m, 10) {
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

func estimateErrors(m *analysis.Metrics, i int) []string {
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
