package ingest

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// ReadScopus reads a Scopus CSV export and emits one Publication per row
// and one Affiliation per author and organisation:
//
//	Authors,Author full names,Author(s) ID,Title,Year,Source title,...,DOI,...,Authors with affiliations,...,Document Type,...,EID
//	"Doe J.; Roe A.B.","Doe, Jane (111); Roe, Ann B. (222)","111;222","Tide pools",2021,"Coastal Ecology Letters",...
//
// Columns are found by their names, so any selection and order of
// columns reads. Authors come from "Author full names" where the export
// has it, else "Authors" (names separated by ";", or by "," in exports
// before 2023); "[No author name available]" is no author. "Authors with
// affiliations" gives each author's organisations, dated by the year of
// the row. The kind comes from "Document Type".
func ReadScopus(r io.Reader, name string, opt Options, emit pub.Emit) error {
	src, err := readWhole(r, name)
	if err != nil {
		return err
	}
	cr := csv.NewReader(bytes.NewReader(src))
	cr.LazyQuotes = true
	cr.FieldsPerRecord = -1
	col, err := scopusColumns(cr, name)
	if err != nil {
		return err
	}
	emitted := 0
	for {
		row, err := cr.Read()
		if err == io.EOF {
			break
		}
		line, _ := cr.FieldPos(0)
		pos := pub.Position{File: name, Line: line, Column: 1}
		if err != nil {
			if err := scopusBadRow(err, pos, opt); err != nil {
				return err
			}
			continue
		}
		ok, err := scopusRow{col, row}.read(pos, opt, emit)
		if err != nil {
			return err
		}
		if ok {
			emitted++
		}
	}
	if emitted == 0 {
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "no Scopus rows found")
	}
	return nil
}

// scopusColumns reads the header of a Scopus export and returns the
// place of each column by its name in lower case (the first of two
// alike); a table without a Title column is not one.
func scopusColumns(cr *csv.Reader, name string) (map[string]int, error) {
	header, err := cr.Read()
	if err != nil {
		return nil, pub.Errorf(pub.Position{File: name, Line: 1}, pub.ErrSyntax, "not a CSV table: %v", err)
	}
	col := map[string]int{}
	for i, h := range header {
		h = strings.ToLower(strings.TrimSpace(strings.TrimPrefix(h, "\uFEFF")))
		if _, dup := col[h]; !dup {
			col[h] = i
		}
	}
	if _, ok := col["title"]; !ok {
		return nil, pub.Errorf(pub.Position{File: name, Line: 1}, pub.ErrUnknownFormat, "not a Scopus export: no Title column")
	}
	return col, nil
}

// scopusBadRow warns of a row at pos that the CSV reader could not
// read, and fails when the error is not a CSV syntax error (the rest
// cannot be read).
func scopusBadRow(err error, pos pub.Position, opt Options) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		pos.Line = pe.Line
	}
	if werr := opt.warn(pub.Errorf(pos, pub.ErrSyntax, "bad CSV row skipped: %v", err)); werr != nil {
		return werr
	}
	if pe == nil {
		return fmt.Errorf("reading %s: %w", pos.File, err)
	}
	return nil
}

// scopusRow is one row of a Scopus export and the places of its
// columns.
type scopusRow struct {
	col map[string]int
	row []string
}

// get returns the first non-blank value of the columns named, or "".
func (s scopusRow) get(names ...string) string {
	for _, n := range names {
		if i, ok := s.col[n]; ok && i < len(s.row) {
			if v := strings.TrimSpace(s.row[i]); v != "" {
				return v
			}
		}
	}
	return ""
}

// read emits the row at pos as a publication and its authors'
// affiliations, and reports whether it did: a row with neither title
// nor authors is a warning.
func (s scopusRow) read(pos pub.Position, opt Options, emit pub.Emit) (bool, error) {
	pb := &pub.Publication{Pos: pos, Owner: opt.Owner, Title: cleanTitleText(s.get("title"))}
	written := scopusNames(s.get("authors"))
	full := scopusFullNames(s.get("author full names"))
	names := written
	if len(full) == len(written) || len(written) == 0 {
		names = full
	}
	addScopusAuthors(pb, names)
	if pb.Title == "" && len(pb.Authors) == 0 {
		return false, opt.warn(pub.Errorf(pos, pub.ErrSyntax, "Scopus row with neither title nor authors skipped"))
	}
	if len(pb.Authors) == 0 {
		pb.Doubts = append(pb.Doubts, "row has no author")
	}
	if y := yearPattern.FindString(s.get("year")); y != "" {
		pb.Year, _ = strconv.Atoi(y)
	}
	pb.DOI = cleanDOI(s.get("doi"))
	pb.ArXiv = arxivFromDOI(pb.DOI)
	pb.URL = s.get("link")
	venue := s.get("source title", "conference name")
	setVenue(pb, venue)
	pb.Volume, pb.Issue = collapseSpace(s.get("volume")), collapseSpace(s.get("issue"))
	pb.Pages = collapseSpace(pub.JoinPages(s.get("page start"), s.get("page end")))
	if pb.Pages == "" {
		pb.Pages = collapseSpace(s.get("art. no."))
	}
	pb.Publisher = collapseSpace(s.get("publisher"))
	pb.Kind = scopusKind(s.get("document type"), venue)
	if msg := setBiblio(&pb.Biblio, s.get("cited by"), []string{s.get("author keywords"), s.get("index keywords")}, s.get("abstract"), splitTrim(s.get("references"), ";")); msg != "" {
		if err := opt.warn(pub.Errorf(pos, pub.ErrSyntax, "%s", msg)); err != nil {
			return false, err
		}
	}
	if err := emit(pub.Record{Publication: pb}); err != nil {
		return false, err
	}
	for _, aff := range scopusAffiliations(s.get("authors with affiliations"), written, pb.Authors) {
		aff.Start, aff.End, aff.Pos = pb.Year, pb.Year, pos
		if err := emit(pub.Record{Affiliation: aff}); err != nil {
			return true, err
		}
	}
	return true, nil
}

// addScopusAuthors adds the authors names to pb: "Doe, Jane" or "Jane
// Doe"; "[No author name available]" is no one, and an "et al." marks
// pb Incomplete.
func addScopusAuthors(pb *pub.Publication, names []string) {
	for _, n := range names {
		if strings.Contains(strings.ToLower(n), "no author name available") {
			continue
		}
		a, others := risAuthor(n)
		if others {
			pb.Incomplete = true
			continue
		}
		if !strings.Contains(n, ",") {
			a, _ = markedAuthor(collapseSpace(n))
		}
		if a.Name != "" {
			pb.Authors = append(pb.Authors, a)
		}
	}
}

func init() {
	Readers[FormatScopus] = ReadScopus
	Readers[formatUnknownExport] = ReadUnknownExport
}

// formatUnknownExport is what Detect calls a bibliographic export that
// pubgraph cannot read, so that it fails clearly instead of being read
// as a CV.
const formatUnknownExport Format = "unknown-export"

// scopusIDRe matches the author id after a full name: "Doe, Jane (111)".
var scopusIDRe = regexp.MustCompile(`\s*\(\d+\)\s*$`)

// scopusNames splits the Authors cell: "Doe J.; Roe A.B." or, in older
// exports, "Doe J., Roe A.B.".
func scopusNames(s string) []string {
	if strings.Contains(s, ";") {
		return splitTrim(s, ";")
	}
	return splitTrim(s, ",")
}

// scopusFullNames splits the "Author full names" cell, without the ids.
func scopusFullNames(s string) []string {
	var out []string
	for _, n := range splitTrim(s, ";") {
		out = append(out, scopusIDRe.ReplaceAllString(n, ""))
	}
	return out
}

// scopusAffiliations reads "Doe J., Univ Eastport, Eastport, USA; Roe
// A.B., Univ Northbay, ..." into affiliations: each part starts with an
// author as the Authors cell writes them.
func scopusAffiliations(cell string, written []string, authors []pub.Author) []*pub.Affiliation {
	if cell == "" || len(written) != len(authors) {
		return nil
	}
	var out []*pub.Affiliation
	seen := map[string]bool{}
	for _, part := range splitTrim(cell, ";") {
		for i, w := range written {
			rest, ok := strings.CutPrefix(part, w)
			if !ok {
				continue
			}
			org := wosOrganization(strings.TrimLeft(rest, " ,"))
			if org == "" || seen[authors[i].Name+"\x00"+org] {
				break
			}
			seen[authors[i].Name+"\x00"+org] = true
			out = append(out, &pub.Affiliation{Person: authors[i].Name, Organization: org, Kind: pub.Employment})
			break
		}
	}
	return out
}

// scopusKind reads Scopus's document type.
func scopusKind(dt, venue string) pub.Kind {
	switch strings.ToLower(strings.TrimSpace(dt)) {
	case "article", "review", "letter", "note", "short survey", "data paper":
		return pub.KindJournal
	case "conference paper", "conference review":
		return pub.KindConference
	case "book chapter":
		return pub.KindChapter
	case "book":
		return pub.KindBook
	case "editorial", "erratum", "retracted":
		return pub.KindOther
	}
	if k := VenueKind(venue); k != pub.KindOther {
		return k
	}
	return pub.KindOther
}

// looksScopus reports whether the first line of a file is a Scopus CSV
// header: a Title column beside Scopus's own columns.
func looksScopus(head []byte) bool {
	line := strings.ToLower(strings.TrimPrefix(headLine(bytes.TrimPrefix(head, []byte("\uFEFF"))), "\uFEFF"))
	if !strings.Contains(line, "title") || !strings.Contains(line, ",") {
		return false
	}
	hits := 0
	for _, c := range []string{"source title", "author(s) id", "eid", "document type", "authors with affiliations", "author full names", "cited by"} {
		if strings.Contains(line, c) {
			hits++
		}
	}
	return hits >= 2
}

// unknownExport names the bibliographic export the head of a file is,
// when pubgraph cannot read it: a table of columns, or a tagged format
// (MEDLINE, EndNote, Web of Science-like tags) that is none of the ones
// pubgraph reads. It returns "" for anything else.
func unknownExport(head []byte) string {
	head = bytes.TrimPrefix(head, []byte("\uFEFF"))
	lines := strings.Split(string(head[:min(len(head), 4096)]), "\n")
	if len(lines) > 1 && !bytes.HasSuffix(head, []byte("\n")) {
		lines = lines[:len(lines)-1] // cut off by the end of head
	}
	var nonEmpty []string
	for _, l := range lines {
		if l = strings.TrimRight(l, "\r"); strings.TrimSpace(l) != "" {
			nonEmpty = append(nonEmpty, l)
		}
	}
	if len(nonEmpty) < 3 {
		return ""
	}
	if medlineTagRe.MatchString(nonEmpty[0]) || endnoteTagRe.MatchString(nonEmpty[0]) {
		tags, tagged := 0, 0
		for _, l := range nonEmpty {
			switch {
			case medlineTagRe.MatchString(l) || endnoteTagRe.MatchString(l):
				tags++
				tagged++
			case continuationRe.MatchString(l):
				tagged++
			}
		}
		if tags >= 3 && tagged*10 >= len(nonEmpty)*8 {
			return "tagged"
		}
	}
	for _, sep := range []string{",", "\t", ";"} {
		n := strings.Count(nonEmpty[0], sep)
		if n < 4 || !strings.Contains(strings.ToLower(nonEmpty[0]), "title") {
			continue
		}
		return "table"
	}
	return ""
}

var (
	// medlineTagRe matches a MEDLINE/PubMed line: "PMID- 123", "AU  - Doe J".
	medlineTagRe = regexp.MustCompile(`^[A-Z][A-Z0-9]{1,3}\s*- `)
	// continuationRe matches a continued value of a tagged line.
	continuationRe = regexp.MustCompile(`^\s{2,6}\S`)
	// endnoteTagRe matches an EndNote/Refer line: "%A Doe, Jane".
	endnoteTagRe = regexp.MustCompile(`^%[A-Z0-9@!#$&()*+,\-./:;<=>?\[\]^_{|}~] `)
)

// ReadUnknownExport fails with a message saying what the input looks
// like (a table of columns, a tagged export such as MEDLINE or EndNote)
// and what to export instead, rather than reading it as a CV.
func ReadUnknownExport(r io.Reader, name string, opt Options, emit pub.Emit) error {
	head := make([]byte, 8192)
	n, _ := io.ReadFull(r, head)
	what := "a table of columns"
	if unknownExport(head[:n]) == "tagged" {
		what = "a tagged bibliographic export (EndNote or similar)"
	}
	return pub.Errorf(pub.Position{File: name, Line: 1}, pub.ErrUnknownFormat,
		"%s that pubgraph cannot read: export the records as BibTeX, RIS, CSL-JSON, Web of Science plain text or Scopus CSV, or choose a reader with --format", what)
}

// readableTable reports whether the file at path starts with the header
// of a Scopus export or of a table of publications.
func readableTable(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 4096)
	n, _ := io.ReadFull(f, head)
	return looksScopus(head[:n]) || looksPubTable(head[:n]) || looksRecordTable(head[:n])
}
