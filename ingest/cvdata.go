package ingest

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/profile"
	"github.com/pubgraph/pubgraph/ingest/internal/tex"
	"github.com/pubgraph/pubgraph/pub"
	"go.yaml.in/yaml/v3"
)

// ReadCVData reads a CV kept as data — YAML in the bamos/cv layout or JSON
// Resume — and emits the owner, their education and employment, advisors,
// mentees, and any publications listed with authors.
//
// The bamos/cv layout (https://github.com/bamos/cv) looks like
//
//	name: {first: Brandon, last: Amos}
//	education:
//	  - school: Carnegie Mellon University
//	    degree: Ph.D. in Computer Science
//	    dates: 2014--2019
//	    details:
//	      - "Advisor: \\href{https://zicokolter.com}{J. Zico Kolter}"
//	positions:
//	  - place: Intel Labs
//	    title: Research Intern
//	    dates: 2018
//	    inline_detail: "with \\href{http://vladlen.info/}{Vladlen Koltun} on computer vision"
//	advising:
//	  - {year: 2020, name: Ricky Chen, details: "visiting FAIR from Toronto"}
//	all_publications: {file: all.bib}
//
// and becomes the owner "Brandon Amos"; an education at Carnegie Mellon
// University from 2014 to 2019 with J. Zico Kolter as advisor there; an
// employment at Intel Labs in 2018 with Vladlen Koltun as mentor (for
// research and intern positions only); and Ricky Chen mentored by the
// owner (advised, when the details say "PhD student" or "advisee").
// Dates are "2014--2019", "2025--" (current), "2024" or ISO dates; LaTeX
// in names is reduced to its text. Publications kept in a .bib file are
// not read from here: a warning asks for that file as an input.
//
// JSON Resume (https://jsonresume.org/schema) gives basics.name, work
// (name, position, startDate, endDate), education (institution,
// studyType, area, startDate, endDate) and publications (name,
// publisher, releaseDate, url). A work entry without an endDate is
// current. JSON Resume publications carry no authors, so each is
// emitted with the owner as its only author, marked Incomplete.
//
// Other keys are ignored. Records carry the line and column of their
// entry. A document that is not YAML or JSON is a *ParseError at its
// line; an entry of the wrong shape is a warning and the rest still
// counts.
func ReadCVData(r io.Reader, name string, opt Options, emit pub.Emit) error {
	src, err := readWhole(r, name)
	if err != nil {
		return err
	}
	root, err := decodeYAML(src)
	if err != nil {
		return yamlError(src, name, err)
	}
	if root == nil {
		return pub.Errorf(pub.Position{File: name}, pub.ErrEmpty, "empty input")
	}
	d := &cvDataDoc{name: name, opt: opt, lines: bytes.Count(src, []byte("\n")) + 1}
	if (root.Kind == yaml.SequenceNode || root.Kind == yaml.MappingNode && !looksCVData(root)) && pubList(root) != nil {
		// A list of publication records, not a CV: read by its known
		// keys and generically, as ReadPubData reads it.
		known := func(o Options, e pub.Emit) error { return readPubRoot(root, name, d.lines, o, e) }
		generic := func(o Options, e pub.Emit) error { return readGenericTree(root, name, d.lines, o, e) }
		return readBestIf(opt, emit, true, known, generic)
	}
	if root.Kind != yaml.MappingNode {
		return pub.Errorf(d.pos(root), pub.ErrSyntax, "not a CV kept as data: the document is not a mapping of sections")
	}
	if basics := mapGet(root, "basics"); basics != nil {
		err = d.readJSONResume(root, basics)
	} else {
		err = d.readBamos(root)
	}
	if err != nil {
		return err
	}
	if d.owner == "" {
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "not a CV kept as data: no name (name: or basics.name)")
	}
	// Records were gathered section by section; emit them in input order.
	slices.SortStableFunc(d.recs, func(a, b cvDataRecord) int {
		if a.pos.Line != b.pos.Line {
			return a.pos.Line - b.pos.Line
		}
		return a.pos.Column - b.pos.Column
	})
	for _, rec := range d.recs {
		if err := emit(rec.rec); err != nil {
			return err
		}
	}
	return nil
}

// looksJSONResume reports whether the lower-cased head of a JSON file has
// JSON Resume's "basics" beside "work" or "education".
func looksJSONResume(lower []byte) bool {
	return bytes.Contains(lower, []byte(`"basics"`)) &&
		(bytes.Contains(lower, []byte(`"work"`)) || bytes.Contains(lower, []byte(`"education"`)))
}

// decodeYAML parses src into a node tree and returns the document's root,
// or nil for a document with nothing in it. JSON is read as the YAML it
// is, after its tabs (which valid JSON holds only as white space between
// tokens) become spaces, since YAML forbids tabs in indentation.
func decodeYAML(src []byte) (root *yaml.Node, err error) {
	if t := bytes.TrimLeft(src, " \t\r\n"); len(t) > 0 && (t[0] == '{' || t[0] == '[') {
		src = bytes.ReplaceAll(src, []byte("\t"), []byte(" "))
	}
	// yaml.v3 has panicked on hostile input before (CVE-2022-28948); a
	// reader must not, so a panic there is a syntax error here.
	defer func() {
		if p := recover(); p != nil {
			root, err = nil, fmt.Errorf("yaml: %w: %v", errYAMLPanic, p)
		}
	}()
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil {
		return nil, err
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil, nil
	}
	return resolve(doc.Content[0]), nil
}

// yamlLineRe finds the line in yaml.v3's error messages ("yaml: line 3:
// mapping values are not allowed in this context").
var yamlLineRe = regexp.MustCompile(`^yaml: (?:line (\d+): )?`)

// yamlParserProblems begin the messages of yaml.v3's parser, as opposed
// to its scanner: yaml.v3 v3.0.1 counts their lines from 0, and names the
// line where the enclosing block or flow collection starts.
var yamlParserProblems = []string{
	"did not find expected ',' or", "did not find expected '-' indicator", "did not find expected <",
	"did not find expected key", "did not find expected node content", "found duplicate %",
	"found incompatible YAML document", "found undefined tag handle",
}

// yamlReaderProblems begin the messages of yaml.v3's character reader,
// which give no line.
var yamlReaderProblems = []string{
	"control characters", "expected low surrogate", "incomplete UTF-", "input error", "invalid Unicode character",
	"invalid leading UTF-8", "invalid length of a UTF-8", "invalid trailing UTF-8", "unexpected low surrogate",
}

// errYAMLPanic marks a panic inside yaml.v3.
var errYAMLPanic = errors.New("the YAML parser failed")

// yamlError turns a yaml.v3 error into a *ParseError at its line.
func yamlError(src []byte, name string, err error) error {
	lines := bytes.Count(src, []byte("\n")) + 1
	pos := pub.Position{File: name}
	msg := err.Error()
	hasPrefix := func(prefixes []string) bool {
		return slices.ContainsFunc(prefixes, func(p string) bool { return strings.HasPrefix(msg, p) })
	}
	if m := yamlLineRe.FindStringSubmatch(msg); m != nil && !errors.Is(err, errYAMLPanic) {
		msg = msg[len(m[0]):]
		switch line, _ := strconv.Atoi(m[1]); {
		case hasPrefix(yamlReaderProblems):
			pos.Line = badCharLine(src)
		case line == 0:
			// yaml.v3 leaves out the line when it is the first (line 0).
			pos.Line = 1
		case hasPrefix(yamlParserProblems):
			pos.Line = line + 1
		default:
			pos.Line = line
		}
		pos.Line = min(pos.Line, lines)
	}
	e := pub.Errorf(pos, pub.ErrSyntax, "not valid YAML or JSON: %s", msg)
	if pos.Line > 0 {
		e.Text = sourceLine(src, pos.Line)
	}
	return e
}

// badCharLine returns the line of the first character YAML does not
// allow (invalid UTF-8, control characters), or 0.
func badCharLine(src []byte) int {
	line := 1
	for i := 0; i < len(src); {
		r, size := utf8.DecodeRune(src[i:])
		if r == utf8.RuneError && size <= 1 || r < 0x20 && r != '\t' && r != '\n' && r != '\r' ||
			r >= 0x7f && r <= 0x9f && r != 0x85 || r == 0xfffe || r == 0xffff {
			return line
		}
		if r == '\n' {
			line++
		}
		i += size
	}
	return 0
}

// sourceLine returns line n (from 1) of src without its line break.
func sourceLine(src []byte, n int) string {
	for i := 1; i < n; i++ {
		j := bytes.IndexByte(src, '\n')
		if j < 0 {
			return ""
		}
		src = src[j+1:]
	}
	if j := bytes.IndexByte(src, '\n'); j >= 0 {
		src = src[:j]
	}
	return strings.TrimRight(string(src), "\r")
}

// cvDataDoc is the state of one ReadCVData call.
type cvDataDoc struct {
	name  string
	opt   Options
	lines int
	owner string
	// advisors holds the owner's advisors by name, so that a research
	// position with the advisor is not also a mentorship.
	advisors map[string]bool
	recs     []cvDataRecord
}

// cvDataRecord is a record waiting to be emitted, with where it starts.
type cvDataRecord struct {
	pos pub.Position
	rec pub.Record
}

// pos returns the position of n, kept within the input.
func (d *cvDataDoc) pos(n *yaml.Node) pub.Position {
	if n == nil || n.Line < 1 {
		return pub.Position{File: d.name}
	}
	return pub.Position{File: d.name, Line: min(n.Line, d.lines), Column: max(n.Column, 0)}
}

func (d *cvDataDoc) add(pos pub.Position, rec pub.Record) {
	d.recs = append(d.recs, cvDataRecord{pos: pos, rec: rec})
}

func (d *cvDataDoc) warn(n *yaml.Node, format string, args ...any) error {
	return d.opt.warn(pub.Errorf(d.pos(n), nil, format, args...))
}

// setOwner records the owner's name, read from n.
func (d *cvDataDoc) setOwner(name string, n *yaml.Node) {
	d.owner = name
	pos := d.pos(n)
	d.add(pos, pub.Record{Owner: &pub.Person{Name: name, Pos: pos}})
}

// bamosSections are the sections of which a bamos/cv YAML file has at
// least one.
var bamosSections = []string{"education", "positions", "advising", "all_publications", "publications"}

// readBamos reads the bamos/cv layout.
func (d *cvDataDoc) readBamos(root *yaml.Node) error {
	d.bamosOwner(root)
	if d.owner == "" || !slices.ContainsFunc(bamosSections, func(s string) bool { return mapGet(root, s) != nil }) {
		// Some other YAML file with a name in it (a conda environment,
		// a workflow): not a CV.
		d.owner = ""
		d.recs = nil
		return nil
	}
	for _, step := range []func(*yaml.Node) error{d.bamosEducation, d.bamosPositions, d.bamosAdvising, d.bibFiles} {
		if err := step(root); err != nil {
			return err
		}
	}
	return d.publications(root)
}

// bamosOwner reads the owner's name: a string, or a mapping of first,
// middle and last names.
func (d *cvDataDoc) bamosOwner(root *yaml.Node) {
	k, n := mapEntry(root, "name")
	if n == nil {
		return
	}
	full := scalar(n)
	if n.Kind == yaml.MappingNode {
		full = collapseSpace(scalar(mapGet(n, "first")) + " " + scalar(mapGet(n, "middle")) + " " + scalar(mapGet(n, "last")))
	}
	if full = tex.Decode(full); full != "" {
		d.setOwner(full, k)
	}
}

// bamosEducation reads the education section: the schools, and the
// advisors and committees its details name. The advisors are noted
// first, so positions held with them are not counted twice.
func (d *cvDataDoc) bamosEducation(root *yaml.Node) error {
	d.advisors = map[string]bool{}
	education, err := d.entries(root, "education")
	if err != nil {
		return err
	}
	for _, e := range education {
		for _, det := range items(mapGet(e, "details")) {
			for _, r := range educationRelations(e, det) {
				if r.Kind == pub.Advisor {
					d.advisors[r.Name] = true
				}
			}
		}
	}
	for _, e := range education {
		school := tex.Decode(scalar(mapGet(e, "school")))
		if school == "" {
			if err := d.warn(e, "education entry without a school skipped"); err != nil {
				return err
			}
			continue
		}
		d.affiliation(e, pub.Education, school, tex.Decode(scalar(mapGet(e, "degree"))), scalar(mapGet(e, "dates")))
		for _, det := range items(mapGet(e, "details")) {
			for _, r := range educationRelations(e, det) {
				pos := d.pos(det)
				d.add(pos, pub.Record{Relation: &pub.Relation{Person: d.owner, Kind: r.Kind, Other: r.Name, Organization: school, Pos: pos}})
			}
		}
	}
	return nil
}

// bamosPositions reads the positions section: the places, and the
// mentors a position's inline detail names, advisors aside.
func (d *cvDataDoc) bamosPositions(root *yaml.Node) error {
	positions, err := d.entries(root, "positions")
	if err != nil {
		return err
	}
	for _, p := range positions {
		place := tex.Decode(scalar(mapGet(p, "place")))
		if place == "" {
			if err := d.warn(p, "position without a place skipped"); err != nil {
				return err
			}
			continue
		}
		title := tex.Decode(scalar(mapGet(p, "title")))
		d.affiliation(p, pub.Employment, place, title, scalar(mapGet(p, "dates")))
		detail := mapGet(p, "inline_detail")
		if detail == nil || !mentoredTitleRe.MatchString(title) {
			continue
		}
		for _, m := range mentorsIn(scalar(detail)) {
			if d.advisors[m] {
				continue
			}
			pos := d.pos(detail)
			d.add(pos, pub.Record{Relation: &pub.Relation{Person: d.owner, Kind: pub.Mentor, Other: m, Organization: place, Pos: pos}})
		}
	}
	return nil
}

// bamosAdvising reads the advising section: the students the owner
// advised or mentored.
func (d *cvDataDoc) bamosAdvising(root *yaml.Node) error {
	advising, err := d.entries(root, "advising")
	if err != nil {
		return err
	}
	for _, a := range advising {
		student := tex.Decode(scalar(mapGet(a, "name")))
		if !looksLikePersonName(student) {
			if err := d.warn(a, "advising entry without a student's name skipped"); err != nil {
				return err
			}
			continue
		}
		kind := pub.Mentor
		if adviseeRe.MatchString(tex.Decode(scalar(mapGet(a, "details")))) {
			kind = pub.Advisor
		}
		pos := d.pos(a)
		d.add(pos, pub.Record{Relation: &pub.Relation{Person: student, Kind: kind, Other: d.owner, Pos: pos}})
	}
	return nil
}

// bibFiles warns about publications kept in a BibTeX file beside the
// YAML, which is read only when passed as an input too.
func (d *cvDataDoc) bibFiles(root *yaml.Node) error {
	for i := 0; i+1 < len(root.Content); i += 2 {
		sec := resolve(root.Content[i+1])
		file := mapGet(sec, "file")
		if f := scalar(file); f != "" && strings.HasSuffix(strings.ToLower(f), ".bib") {
			if err := d.warn(file, "publications are in %s; pass it as an input too", f); err != nil {
				return err
			}
		}
	}
	return nil
}

// readJSONResume reads JSON Resume.
func (d *cvDataDoc) readJSONResume(root, basics *yaml.Node) error {
	if k, n := mapEntry(basics, "name"); n != nil {
		if full := collapseSpace(scalar(n)); full != "" {
			d.setOwner(full, k)
		}
	}
	if d.owner == "" {
		return nil
	}
	work, err := d.entries(root, "work")
	if err != nil {
		return err
	}
	for _, w := range work {
		org := collapseSpace(firstScalar(w, "name", "company", "organization"))
		if org == "" {
			if err := d.warn(w, "work entry without a name skipped"); err != nil {
				return err
			}
			continue
		}
		d.isoAffiliation(w, pub.Employment, org, collapseSpace(scalar(mapGet(w, "position"))))
	}
	education, err := d.entries(root, "education")
	if err != nil {
		return err
	}
	for _, e := range education {
		inst := collapseSpace(scalar(mapGet(e, "institution")))
		if inst == "" {
			if err := d.warn(e, "education entry without an institution skipped"); err != nil {
				return err
			}
			continue
		}
		role := collapseSpace(scalar(mapGet(e, "studyType")))
		if area := collapseSpace(scalar(mapGet(e, "area"))); area != "" {
			if role != "" {
				role += " in "
			}
			role += area
		}
		d.isoAffiliation(e, pub.Education, inst, role)
	}
	return d.publications(root)
}

// entries returns the mappings of the list under key, warning about items
// that are not mappings and about a section that is not a list.
func (d *cvDataDoc) entries(root *yaml.Node, key string) ([]*yaml.Node, error) {
	sec := mapGet(root, key)
	if sec == nil || sec.Kind == yaml.ScalarNode && sec.Tag == "!!null" {
		return nil, nil
	}
	if sec.Kind != yaml.SequenceNode {
		return nil, d.warn(sec, "%s skipped: it is not a list of entries", key)
	}
	var out []*yaml.Node
	for _, it := range sec.Content {
		it = resolve(it)
		if it.Kind != yaml.MappingNode {
			if err := d.warn(it, "%s entry skipped: it is not a mapping of fields", key); err != nil {
				return nil, err
			}
			continue
		}
		out = append(out, it)
	}
	return out, nil
}

// affiliation adds an education or employment of the owner whose dates
// are written as in bamos/cv: "2014--2019", "2025--", "2024".
func (d *cvDataDoc) affiliation(n *yaml.Node, kind pub.AffiliationKind, org, role, dates string) {
	start, end, current := parseDateSpan(dates)
	pos := d.pos(n)
	d.add(pos, pub.Record{Affiliation: &pub.Affiliation{Person: d.owner, Organization: org, Kind: kind, Role: role,
		Start: start, End: end, Current: current, Pos: pos}})
}

// isoAffiliation adds an education or employment of the owner dated by
// JSON Resume's startDate and endDate; no endDate means it goes on.
func (d *cvDataDoc) isoAffiliation(n *yaml.Node, kind pub.AffiliationKind, org, role string) {
	startText, endText := scalar(mapGet(n, "startDate")), scalar(mapGet(n, "endDate"))
	start, _, _ := parseDateSpan(startText)
	end, _, current := parseDateSpan(endText)
	current = current || presentWordRe.MatchString(endText) || start != 0 && strings.TrimSpace(endText) == ""
	if current {
		end = 0
	}
	if start == 0 && !current {
		start = end
	}
	pos := d.pos(n)
	d.add(pos, pub.Record{Affiliation: &pub.Affiliation{Person: d.owner, Organization: org, Kind: kind, Role: role,
		Start: start, End: end, Current: current, Pos: pos}})
}

// publications reads a list of publications under "publications": JSON
// Resume's (name, publisher, releaseDate, url) or a YAML CV's (title,
// authors, venue, year), each read as ReadPubData reads a record, with
// the CV's owner as the list's: the byline from an authors field, a
// list of names under a key of the file's own, co-authors with the
// owner's place among them, or a whole citation string. Without any the
// owner is the only author known, and the publication is marked
// Incomplete.
func (d *cvDataDoc) publications(root *yaml.Node) error {
	pubs, err := d.entries(root, "publications")
	if err != nil {
		return err
	}
	pr := newPubReader(d.name, d.lines, d.opt)
	pr.owner = d.owner
	for _, p := range pubs {
		pb, err := pr.record(p, nil)
		if err != nil {
			return err
		}
		if pb == nil {
			continue
		}
		if i := slices.Index(pb.Doubts, onlyOwnerDoubt); i >= 0 {
			pb.Doubts[i] = cvOnlyOwnerDoubt
		}
		d.add(pb.Pos, pub.Record{Publication: pb})
	}
	return nil
}

// cvOnlyOwnerDoubt is the doubt of a CV's publication that names no
// authors.
const cvOnlyOwnerDoubt = "the CV lists no authors: only its owner is known; add the paper's BibTeX or DBLP entry for the co-authors"

// authorsOf returns the names in a list of authors or in a byline string
// ("A. Doe, B. Roe and C. Poe").
func authorsOf(nodes ...*yaml.Node) []string {
	var names []string
	for _, n := range nodes {
		if n == nil {
			continue
		}
		if n.Kind == yaml.SequenceNode {
			for _, it := range n.Content {
				if name := tex.Decode(scalar(it)); name != "" {
					names = append(names, name)
				}
			}
			continue
		}
		names = append(names, splitNames(tex.Decode(scalar(n)))...)
	}
	return names
}

var (
	// mentoredTitleRe matches the titles of positions held under a mentor.
	mentoredTitleRe = regexp.MustCompile(`(?i)intern|research|postdoc|visiting|fellow|student`)
	// withRe and withEndRe cut "with X and Y on Z" down to "X and Y".
	withRe    = regexp.MustCompile(`(?i)^\s*(?:working\s+)?with\s+`)
	withEndRe = regexp.MustCompile(`(?i)\s+(?:on|at|in|for|from|to)\s|[;:(]`)
	// adviseeRe matches the details of an advising entry for a student
	// the owner advised, not merely mentored.
	adviseeRe = regexp.MustCompile(`(?i)\bph\.?\s?d\.?\s+(?:student|advisee)|\badvisee\b|\badvised\b`)
	// presentWordRe matches an end date that means "still going".
	presentWordRe = regexp.MustCompile(`(?i)^\s*(?:present|current|now|ongoing|today)\s*$`)
	// spanYearRe matches a year of a date.
	spanYearRe = regexp.MustCompile(`\b(?:19|20)\d\d\b`)
	// yearHyphenRe splits "2014-2019" at its hyphen; isoMonthRe tells the
	// month of an ISO date ("2019-09-01") from the year that ends a range.
	yearHyphenRe = regexp.MustCompile(`^(.*\b(?:19|20)\d\d)\s*-\s*(.*)$`)
	isoMonthRe   = regexp.MustCompile(`^\d\d?(?:-|$)`)
	// nameSepRe separates the names of a list: "A, B, and C", "A & B".
	nameSepRe = regexp.MustCompile(`\s*(?:,\s*and\s+|,|;|\s+and\s+|&)\s*`)
)

// educationRelations returns the advisors and mentors that det, a
// detail of the education entry e, names ("Advisor: X", "Committee: A
// (chair), B"), read by the CV reader's scanner.
func educationRelations(e, det *yaml.Node) []profile.Named {
	entry := []string{tex.Decode(scalar(mapGet(e, "degree"))), tex.Decode(scalar(mapGet(e, "school")))}
	return profile.Relations(tex.Decode(scalar(det)), entry, true)
}

// mentorsIn returns the names in a position's "with X and Y on Z".
func mentorsIn(text string) []string {
	text = tex.Decode(text)
	loc := withRe.FindStringIndex(text)
	if loc == nil {
		return nil
	}
	text = text[loc[1]:]
	if end := withEndRe.FindStringIndex(text); end != nil {
		text = text[:end[0]]
	}
	return splitNames(text)
}

// splitNames splits "A, B, and C" or "A & B" into names, keeping only
// those that look like a person's name.
func splitNames(s string) []string {
	var names []string
	for _, part := range nameSepRe.Split(s, -1) {
		part = strings.TrimSuffix(collapseSpace(part), ".")
		if looksLikePersonName(part) {
			names = append(names, part)
		}
	}
	return names
}

// looksLikePersonName reports whether s could be a person's name: one to
// six words starting with a capital, without digits or an @.
func looksLikePersonName(s string) bool {
	words := strings.Fields(s)
	if len(words) == 0 || len(words) > 6 || len(s) > 100 || strings.ContainsAny(s, "0123456789@/") {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

// parseDateSpan reads "2014--2019", "2025--", "2024", "May 2012--May
// 2014", "2019-09-01" or "2021 - present" into years. A single date
// starts and ends in its year; an open or "present" end is current, with
// end 0.
func parseDateSpan(s string) (start, end int, current bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, 0, false
	}
	from, to, ranged := cutDateRange(s)
	if y := spanYearRe.FindString(from); y != "" {
		start, _ = strconv.Atoi(y)
	}
	if !ranged {
		return start, start, false
	}
	to = strings.TrimSpace(to)
	if to == "" || presentWordRe.MatchString(to) {
		return start, 0, start != 0 || to != ""
	}
	if y := spanYearRe.FindString(to); y != "" {
		end, _ = strconv.Atoi(y)
	}
	if start == 0 {
		start = end
	}
	return start, end, false
}

// cutDateRange splits a range at "--", an en or em dash, " - " or " to ".
// An ISO date's hyphens ("2019-09-01") do not split it.
func cutDateRange(s string) (from, to string, ok bool) {
	for _, sep := range []string{"--", "–", "—", " - ", " to ", " until "} {
		if from, to, ok := strings.Cut(s, sep); ok {
			return from, to, true
		}
	}
	// "2014-2019" and "2014-": a hyphen right after a year, not followed
	// by the month of an ISO date.
	if m := yearHyphenRe.FindStringSubmatch(s); m != nil && !isoMonthRe.MatchString(m[2]) {
		return m[1], m[2], true
	}
	return s, "", false
}

// resolve follows an alias to the node it names.
func resolve(n *yaml.Node) *yaml.Node {
	if n != nil && n.Kind == yaml.AliasNode && n.Alias != nil {
		return n.Alias
	}
	return n
}

// mapGet returns the value of key in the mapping n, or nil.
func mapGet(n *yaml.Node, key string) *yaml.Node {
	_, v := mapEntry(n, key)
	return v
}

// mapEntry returns the key node and the value of key in the mapping n, or
// nils.
func mapEntry(n *yaml.Node, key string) (k, v *yaml.Node) {
	n = resolve(n)
	if n == nil || n.Kind != yaml.MappingNode {
		return nil, nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Kind == yaml.ScalarNode && n.Content[i].Value == key {
			return n.Content[i], resolve(n.Content[i+1])
		}
	}
	return nil, nil
}

// firstScalar returns the first non-empty scalar among the keys of n.
func firstScalar(n *yaml.Node, keys ...string) string {
	for _, k := range keys {
		if s := strings.TrimSpace(scalar(mapGet(n, k))); s != "" {
			return s
		}
	}
	return ""
}

// scalar returns the text of a scalar node, "" for anything else.
func scalar(n *yaml.Node) string {
	n = resolve(n)
	if n == nil || n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		return ""
	}
	return n.Value
}

// items returns the elements of a sequence, or n itself if it is a scalar.
func items(n *yaml.Node) []*yaml.Node {
	switch n = resolve(n); {
	case n == nil:
		return nil
	case n.Kind == yaml.SequenceNode:
		return n.Content
	case n.Kind == yaml.ScalarNode:
		return []*yaml.Node{n}
	}
	return nil
}
