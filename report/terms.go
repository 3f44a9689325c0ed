package report

import (
	"bufio"
	"fmt"
	"io"

	"github.com/pubgraph/pubgraph/analysis"
)

// TermMapFiles are the files WriteTermMap writes, in order: the term map
// as two tables and as a VOSviewer map and network (VOSviewer manual §4.3),
// which VOSviewer lays out and colours by the cluster column.
var TermMapFiles = []string{"terms.csv", "term-links.csv", "terms-vosviewer-map.txt", "terms-vosviewer-network.txt"}

// WriteTermMap writes TermMapFiles[i] of the term map m to w.
func WriteTermMap(w io.Writer, i int, m analysis.TermMap) error {
	switch TermMapFiles[i] {
	case "terms.csv":
		return writeTerms(w, m)
	case "term-links.csv":
		return writeTermLinks(w, m)
	}
	bw := bufio.NewWriter(w)
	if TermMapFiles[i] == "terms-vosviewer-map.txt" {
		bw.WriteString("id\tlabel\tcluster\tweight<Occurrences>\n")
		for t, term := range m.Terms {
			fmt.Fprintf(bw, "%d\t%s\t%d\t%d\n", t+1, vosLabel(term), min(m.Community[t]+1, vosMaxCluster), m.Occurrences[t])
		}
	} else {
		for _, l := range m.Links {
			fmt.Fprintf(bw, "%d\t%d\t%d\n", l.A+1, l.B+1, l.Publications)
		}
	}
	return bw.Flush()
}

// writeTerms writes terms.csv: each term of the map with its number of
// publications and its community.
func writeTerms(w io.Writer, m analysis.TermMap) error {
	cw := newCSVWriter(w)
	if err := cw.Write([]string{"term_id", "term", "occurrences", "community"}); err != nil {
		return err
	}
	for t, term := range m.Terms {
		if err := cw.Write([]string{itoa(t), term, itoa(m.Occurrences[t]), itoa(m.Community[t])}); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// writeTermLinks writes term-links.csv: the pairs of terms of the map that
// occur together, with the number of publications where both do.
func writeTermLinks(w io.Writer, m analysis.TermMap) error {
	cw := newCSVWriter(w)
	if err := cw.Write([]string{"source_id", "target_id", "source", "target", "publications"}); err != nil {
		return err
	}
	for _, l := range m.Links {
		if err := cw.Write([]string{itoa(l.A), itoa(l.B), m.Terms[l.A], m.Terms[l.B], itoa(l.Publications)}); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}
