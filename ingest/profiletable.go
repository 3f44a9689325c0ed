package ingest

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv/profile"
	"github.com/pubgraph/pubgraph/pub"
)

// A profile table is a CSV or TSV table of a CV's education or jobs, as
// R vitae and similar CV builders keep them beside the CV's source, one
// row per entry (or per line of an entry's details):
//
//	degree,uni,start_date,end_date,details
//	PhD in Geology,Example University,2013,2018,"Advisor: Dr. Orla Quint"
//
// Its header names an organisation column and a degree or a post
// column. The advisors and mentors its other cells name are the
// owner's; the owner is Options.Owner, else whoever owns the folder the
// table is read with (the graph decides).
var (
	profileOrgKeys    = []string{"uni", "university", "institution", "school", "college", "company", "employer", "organization", "organisation", "institute", "where"}
	profileDegreeKeys = []string{"degree", "qualification", "course", "program", "programme"}
	profilePostKeys   = []string{"role", "position", "job", "post", "jobtitle", "title"}
)

// profileColumns returns the columns of a table's header that give an
// entry's degree or post and its organisation, and whether the table
// lists education; ok is unset when the header is not a profile
// table's.
func profileColumns(header []string) (entry []int, education, ok bool) {
	org, degree, post := -1, -1, -1
	for i, h := range header {
		k := foldKey(strings.Trim(strings.TrimSpace(h), `"`))
		switch {
		case org < 0 && slices.Contains(profileOrgKeys, k):
			org = i
		case degree < 0 && slices.Contains(profileDegreeKeys, k):
			degree = i
		case post < 0 && slices.Contains(profilePostKeys, k):
			post = i
		}
	}
	if org < 0 || degree < 0 && post < 0 {
		return nil, false, false
	}
	for _, c := range []int{degree, post, org} {
		if c >= 0 {
			entry = append(entry, c)
		}
	}
	return entry, degree >= 0, true
}

// looksProfileTable reports whether head, the start of a file, is the
// header of a profile table.
func looksProfileTable(head []byte) bool {
	header := strings.TrimPrefix(headLine(bytes.TrimPrefix(head, []byte("\uFEFF"))), "\uFEFF")
	sep, ok := tableSeparator(header)
	if !ok || strings.Contains(header, ": ") {
		return false
	}
	_, _, ok = profileColumns(strings.Split(header, string(sep)))
	return ok
}

// readProfileTable reads the advisors and mentors of a profile table.
func readProfileTable(src []byte, name string, opt Options, emit pub.Emit) error {
	src = bytes.TrimPrefix(src, []byte("\uFEFF"))
	sep, _ := tableSeparator(headLine(src))
	cr := csv.NewReader(bytes.NewReader(src))
	cr.Comma = sep
	cr.LazyQuotes = true
	cr.FieldsPerRecord = -1
	header, err := cr.Read()
	if err != nil {
		return pub.Errorf(pub.Position{File: name, Line: 1}, pub.ErrSyntax, "not a table: %v", err)
	}
	entryCols, education, ok := profileColumns(header)
	if !ok {
		return pub.Errorf(pub.Position{File: name, Line: 1}, pub.ErrNoRecords, "not a table of education or jobs")
	}
	seen := map[pub.Relation]bool{}
	for {
		row, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if !errors.As(err, &pe) {
				return fmt.Errorf("reading %s: %w", name, err)
			}
			if werr := opt.warn(pub.Errorf(pub.Position{File: name, Line: pe.Line}, pub.ErrSyntax, "bad table row skipped: %v", pe.Err)); werr != nil {
				return werr
			}
			continue
		}
		var entry []string
		for _, c := range entryCols {
			if c < len(row) {
				entry = append(entry, strings.TrimSpace(row[c]))
			}
		}
		for i, cell := range row {
			if slices.Contains(entryCols, i) || strings.TrimSpace(cell) == "" {
				continue
			}
			line, _ := cr.FieldPos(i)
			for _, r := range profile.Relations(cell, entry, education) {
				rel := pub.Relation{Person: opt.Owner, Kind: r.Kind, Other: r.Name}
				if seen[rel] {
					continue // an entry's details repeat it on each row
				}
				seen[rel] = true
				if len(entry) > 0 {
					rel.Organization = entry[len(entry)-1]
				}
				rel.Pos = pub.Position{File: name, Line: line + r.Line - 1}
				if err := emit(pub.Record{Relation: &rel}); err != nil {
					return err
				}
			}
		}
	}
	return nil
}
