package ingest

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// ReadWoS reads a Web of Science export, plain text or tab-delimited, and
// emits one Publication per record and, from the addresses, one
// Affiliation per author and organisation.
//
// The plain-text export ("Other file formats" → Plain text) has one
// field per two-letter tag and continues a field on lines indented by
// three spaces; each record ends with ER:
//
//	FN Clarivate Analytics Web of Science
//	VR 1.0
//	PT J
//	AU Doe, J
//	   Roe, AB
//	AF Doe, Jane
//	   Roe, Ann B.
//	TI Tide pools under
//	   warming seas
//	SO COASTAL ECOLOGY LETTERS
//	DT Article
//	C1 [Doe, Jane; Roe, Ann B.] Univ Eastport, Dept Biol, Eastport, ME USA.
//	PY 2021
//	DI 10.1000/cel.2021.7
//	ER
//
//	EF
//
// The tab-delimited export has the same tags as the columns of a header
// line, with the names of a field separated by "; ". Authors are read from
// AF (full names) where the record has it, else AU, and come out "First
// Last". C1 addresses become affiliations of the authors in their
// brackets, dated by the year of the record; an address without brackets
// belongs to every author. The kind comes from DT (document type) and PT
// (publication type).
func ReadWoS(r io.Reader, name string, opt Options, emit pub.Emit) error {
	src, err := readWhole(r, name)
	if err != nil {
		return err
	}
	src = bytes.ReplaceAll(src, []byte("\r\n"), []byte("\n"))
	if isWoSTabHeader(headLine(src)) {
		return readWoSTab(src, name, opt, emit)
	}
	return readWoSPlain(src, name, opt, emit)
}

func init() {
	Readers[FormatWoS] = ReadWoS
}

// headLine returns the first line of src.
func headLine(src []byte) string {
	if i := bytes.IndexByte(src, '\n'); i >= 0 {
		src = src[:i]
	}
	return strings.TrimRight(string(src), "\r")
}

// wosTagRe matches a tagged line of the plain-text export.
var wosTagRe = regexp.MustCompile(`^([A-Z][A-Z0-9])(?: (.*))?$`)

// wosRecord is one record's fields by tag, each a list of lines.
type wosRecord struct {
	line   int
	fields map[string][]string
}

func (w *wosRecord) get(tag string) string {
	return collapseSpace(strings.Join(w.fields[tag], " "))
}

// readWoSPlain reads the plain-text export.
func readWoSPlain(src []byte, name string, opt Options, emit pub.Emit) error {
	sc := bufio.NewScanner(bytes.NewReader(src))
	sc.Buffer(make([]byte, 0, 64*1024), len(src)+1)
	var rec *wosRecord
	lastTag := ""
	lineNo, emitted := 0, 0
	finish := func() error {
		if rec == nil {
			return nil
		}
		cur := rec
		rec = nil
		ok, err := emitWoS(cur, name, opt, emit)
		if ok {
			emitted++
		}
		return err
	}
	for sc.Scan() {
		lineNo++
		line := sc.Text()
		if lineNo == 1 {
			line = strings.TrimPrefix(line, "\uFEFF")
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		if strings.HasPrefix(line, "   ") || strings.HasPrefix(line, "\t") {
			if rec != nil && lastTag != "" {
				rec.fields[lastTag] = append(rec.fields[lastTag], strings.TrimSpace(line))
			}
			continue
		}
		m := wosTagRe.FindStringSubmatch(line)
		if m == nil {
			pe := pub.Errorf(pub.Position{File: name, Line: lineNo, Column: 1}, pub.ErrSyntax, "not a Web of Science field (two-letter tag and a space); line skipped")
			pe.Text = line
			if err := opt.warn(pe); err != nil {
				return err
			}
			continue
		}
		tag, value := m[1], strings.TrimSpace(m[2])
		switch tag {
		case "FN", "VR", "EF":
			continue
		case "PT":
			if err := finish(); err != nil {
				return err
			}
			rec = &wosRecord{line: lineNo, fields: map[string][]string{}}
		case "ER":
			if err := finish(); err != nil {
				return err
			}
			lastTag = ""
			continue
		}
		if rec == nil {
			rec = &wosRecord{line: lineNo, fields: map[string][]string{}}
		}
		rec.fields[tag] = append(rec.fields[tag], value)
		lastTag = tag
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("reading %s: %w", name, err)
	}
	if err := finish(); err != nil {
		return err
	}
	if emitted == 0 {
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "no Web of Science records found")
	}
	return nil
}

// wosMultiTags hold one item per line in the plain-text export and "; "
// between items in the tab-delimited one.
var wosMultiTags = map[string]bool{"AU": true, "AF": true, "C1": true, "BE": true, "CA": true}

// isWoSTabHeader reports whether line is the header of a tab-delimited
// Web of Science export: tags as column names, starting with PT.
func isWoSTabHeader(line string) bool {
	line = strings.TrimPrefix(line, "\uFEFF")
	cols := strings.Split(line, "\t")
	if len(cols) < 5 || strings.TrimSpace(cols[0]) != "PT" {
		return false
	}
	has := map[string]bool{}
	for _, c := range cols {
		has[strings.TrimSpace(c)] = true
	}
	return has["TI"] && (has["AU"] || has["AF"])
}

// readWoSTab reads the tab-delimited export.
func readWoSTab(src []byte, name string, opt Options, emit pub.Emit) error {
	lines := strings.Split(string(src), "\n")
	header := strings.Split(strings.TrimPrefix(lines[0], "\uFEFF"), "\t")
	for i := range header {
		header[i] = strings.TrimSpace(header[i])
	}
	emitted := 0
	for i := 1; i < len(lines); i++ {
		if strings.TrimSpace(lines[i]) == "" {
			continue
		}
		cells := strings.Split(lines[i], "\t")
		rec := &wosRecord{line: i + 1, fields: map[string][]string{}}
		for j, c := range cells {
			if j >= len(header) || header[j] == "" {
				break
			}
			c = strings.TrimSpace(c)
			if c == "" {
				continue
			}
			if wosMultiTags[header[j]] {
				rec.fields[header[j]] = splitTrim(c, ";")
				if header[j] == "C1" {
					rec.fields["C1"] = splitAddresses(c)
				}
			} else {
				rec.fields[header[j]] = []string{c}
			}
		}
		ok, err := emitWoS(rec, name, opt, emit)
		if err != nil {
			return err
		}
		if ok {
			emitted++
		}
	}
	if emitted == 0 {
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "no Web of Science records found")
	}
	return nil
}

// splitTrim splits s at sep and trims the parts, dropping empty ones.
func splitTrim(s, sep string) []string {
	var out []string
	for _, p := range strings.Split(s, sep) {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// splitAddresses splits the C1 cell of a tab-delimited export, where
// addresses are separated by "; " outside the brackets that list names
// ("[Doe, J; Roe, A] Univ X; [Poe, B] Univ Y").
func splitAddresses(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '[':
			depth++
		case ']':
			depth = max(depth-1, 0)
		case ';':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	out = append(out, strings.TrimSpace(s[start:]))
	return splitTrim(strings.Join(out, "\x00"), "\x00")
}

// emitWoS turns a record into a publication and its authors'
// affiliations. A record with neither title nor author is a warning.
func emitWoS(rec *wosRecord, name string, opt Options, emit pub.Emit) (bool, error) {
	pos := pub.Position{File: name, Line: rec.line, Column: 1}
	pb := &pub.Publication{Pos: pos, Title: cleanTitleText(rec.get("TI")), Owner: opt.Owner}
	names := rec.fields["AF"]
	if len(names) == 0 {
		names = rec.fields["AU"]
	}
	var written []string // names as the export writes them, for C1
	for _, n := range names {
		a, others := risAuthor(n)
		switch {
		case others:
			pb.Incomplete = true
		case a.Name != "":
			pb.Authors = append(pb.Authors, a)
			written = append(written, collapseSpace(n))
		}
	}
	if pb.Title == "" && len(pb.Authors) == 0 {
		return false, opt.warn(pub.Errorf(pos, pub.ErrSyntax, "Web of Science record with neither TI nor AU skipped"))
	}
	if pb.Title == "" {
		pb.Doubts = append(pb.Doubts, "record has no title (TI)")
	}
	if len(pb.Authors) == 0 {
		pb.Doubts = append(pb.Doubts, "record has no author (AU/AF)")
	}
	if y := yearPattern.FindString(rec.get("PY")); y != "" {
		pb.Year, _ = strconv.Atoi(y)
	} else if y := yearPattern.FindString(rec.get("EA")); y != "" {
		pb.Year, _ = strconv.Atoi(y)
	}
	pb.DOI = cleanDOI(rec.get("DI"))
	pb.ArXiv = arxivFromDOI(pb.DOI)
	venue := rec.get("SO")
	if venue == "" {
		venue = rec.get("SE")
	}
	setVenue(pb, venue)
	pb.Volume, pb.Issue = collapseSpace(rec.get("VL")), collapseSpace(rec.get("IS"))
	pb.Pages = collapseSpace(pub.JoinPages(rec.get("BP"), rec.get("EP")))
	if pb.Pages == "" {
		pb.Pages = collapseSpace(rec.get("AR")) // the article number
	}
	pb.Publisher, pb.Place = collapseSpace(rec.get("PU")), collapseSpace(rec.get("PI"))
	pb.Kind = wosKind(rec.get("PT"), rec.get("DT"), venue)
	refs := rec.fields["CR"]
	if len(refs) == 1 {
		refs = splitTrim(refs[0], ";") // the tab-delimited export's one cell
	}
	if msg := setBiblio(&pb.Biblio, rec.get("TC"), []string{strings.Join(rec.fields["DE"], " "), strings.Join(rec.fields["ID"], " ")},
		strings.Join(rec.fields["AB"], " "), refs); msg != "" {
		if err := opt.warn(pub.Errorf(pos, pub.ErrSyntax, "%s", msg)); err != nil {
			return false, err
		}
	}
	if err := emit(pub.Record{Publication: pb}); err != nil {
		return true, err
	}
	for _, aff := range wosAffiliations(rec.fields["C1"], written, pb.Authors) {
		aff.Start, aff.End, aff.Pos = pb.Year, pb.Year, pos
		if err := emit(pub.Record{Affiliation: aff}); err != nil {
			return true, err
		}
	}
	return true, nil
}

// wosKind reads the publication type (PT: J journal, B book, S series, P
// patent, C conference) and the document type (DT: Article, Proceedings
// Paper, Book Chapter, Review, Meeting Abstract ...).
func wosKind(pt, dt, venue string) pub.Kind {
	dt = strings.ToLower(dt)
	switch {
	case strings.Contains(dt, "proceedings paper"):
		return pub.KindConference
	case strings.Contains(dt, "book chapter"):
		return pub.KindChapter
	case strings.Contains(dt, "meeting abstract"), strings.Contains(dt, "editorial"), strings.Contains(dt, "correction"),
		strings.Contains(dt, "book review"), strings.Contains(dt, "news item"), strings.Contains(dt, "letter"):
		return pub.KindOther
	case strings.Contains(dt, "preprint"):
		return pub.KindPreprint
	case dt == "book":
		return pub.KindBook
	}
	switch strings.ToUpper(strings.TrimSpace(pt)) {
	case "J":
		return pub.KindJournal
	case "B":
		return pub.KindBook
	case "P":
		return pub.KindPatent
	case "C", "S":
		if k := VenueKind(venue); k != pub.KindOther {
			return k
		}
		return pub.KindConference
	}
	if strings.Contains(dt, "article") || strings.Contains(dt, "review") {
		return pub.KindJournal
	}
	return pub.KindOther
}

// wosAddressRe splits "[Doe, Jane; Roe, Ann] Univ X, Dept Y, City." into
// its names and its address.
var wosAddressRe = regexp.MustCompile(`^\[([^\]]*)\]\s*(.*)$`)

// wosAffiliations reads C1 addresses into affiliations of the authors.
// written are the authors' names as the export writes them (matching the
// names in the brackets) and authors the same names as read.
func wosAffiliations(addresses, written []string, authors []pub.Author) []*pub.Affiliation {
	index := map[string]int{}
	for i, w := range written {
		index[nameKey(w)] = i
	}
	var out []*pub.Affiliation
	seen := map[string]bool{}
	add := func(i int, org string) {
		if i < 0 || i >= len(authors) || org == "" {
			return
		}
		key := authors[i].Name + "\x00" + org
		if seen[key] {
			return
		}
		seen[key] = true
		out = append(out, &pub.Affiliation{Person: authors[i].Name, Organization: org, Kind: pub.Employment})
	}
	for _, a := range addresses {
		a = collapseSpace(a)
		m := wosAddressRe.FindStringSubmatch(a)
		if m == nil {
			org := wosOrganization(a)
			for i := range authors {
				add(i, org)
			}
			continue
		}
		org := wosOrganization(m[2])
		for _, n := range strings.Split(m[1], ";") {
			if i, ok := index[nameKey(n)]; ok {
				add(i, org)
			}
		}
	}
	return out
}

// wosOrganization is the organisation of an address: its first part
// ("Univ Eastport" of "Univ Eastport, Dept Biol, Eastport, ME USA.").
func wosOrganization(address string) string {
	org, _, _ := strings.Cut(strings.TrimSuffix(strings.TrimSpace(address), "."), ",")
	return strings.TrimSpace(org)
}

// looksWoS reports whether the head of a file is a Web of Science export:
// the plain-text export's FN line, or PT and AU/TI tags at line starts, or
// the tab-delimited header.
func looksWoS(head []byte) bool {
	head = bytes.TrimPrefix(head, []byte("\uFEFF"))
	if bytes.HasPrefix(head, []byte("FN ")) {
		return true
	}
	if isWoSTabHeader(headLine(head)) {
		return true
	}
	return bytes.HasPrefix(head, []byte("PT ")) && bytes.Contains(head, []byte("\nTI ")) &&
		(bytes.Contains(head, []byte("\nAU ")) || bytes.Contains(head, []byte("\nAF ")))
}

// errUnknownExport marks a bibliographic export pubgraph cannot read.
var errUnknownExport = errors.New("a bibliographic export pubgraph cannot read")
