package ingest

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"html"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv"
	"github.com/pubgraph/pubgraph/ingest/cv/names"
	"github.com/pubgraph/pubgraph/ingest/internal/tex"
	"github.com/pubgraph/pubgraph/pub"
	"go.yaml.in/yaml/v3"
)

// ReadPubData reads a publication data file: a YAML or JSON document that
// is a list of records, at the top level or under one key, such as a
// Jekyll site's _data/publications.yml, or a CSV or TSV table whose
// header names a title and an authors column:
//
//   - title: A Study of Lakes
//     authors: Doe J, Roe A*, Poe B
//     journal: <i>Freshwater Biology</i>
//     year: 2021
//     doi: 10.1000/xyz
//
// Fields are recognised whatever they are called: the title from title or
// name; the authors from a list or a byline string under authors, author,
// people or creators, or from a citation string (citation, reference)
// read as a CV entry; the venue from journal, booktitle, venue,
// publication or publisher; the year from year or date; and doi, url and
// type. Records grouped under a heading record ("- year: 2020\n  papers:
// [...]") are read with the group's fields as defaults. A warning lists
// the keys no record used, so a user can see what was left out.
//
// opt.Owner becomes each publication's Owner; a coauthors field ("joint
// with") puts the owner first in the byline.
func ReadPubData(r io.Reader, name string, opt Options, emit pub.Emit) error {
	src, err := readWhole(r, name)
	if err != nil {
		return err
	}
	if looksProfileTable(src) {
		// A table of education or jobs: its advisors and mentors.
		return readProfileTable(src, name, opt, emit)
	}
	if pathNotPublications(name) {
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords,
			"not read: the file's name says it lists talks, teaching or the like, not publications")
	}
	generic := func(o Options, e pub.Emit) error { return readGenericData(src, name, o, e) }
	if looksPubTable(src) {
		return readBest(opt, emit, func(o Options, e pub.Emit) error { return readPubTable(src, name, o, e) }, generic)
	}
	if isTableName(name) {
		return generic(opt, emit)
	}
	// The generic reading runs whatever the known keys read: they may
	// read one list of a file and leave another, keyed otherwise (a
	// thesis with a school and no venue), unread.
	return readBestIf(opt, emit, true, func(o Options, e pub.Emit) error { return readPubDataTree(src, name, o, e) }, generic)
}

// readPubDataTree reads a YAML or JSON publication data file by its
// known keys.
func readPubDataTree(src []byte, name string, opt Options, emit pub.Emit) error {
	root, err := decodeData(src, name)
	if err != nil {
		return err
	}
	return readPubRoot(root, name, countLines(src), opt, emit)
}

// readPubRoot reads the records of a decoded publication data file.
func readPubRoot(root *yaml.Node, name string, lines int, opt Options, emit pub.Emit) error {
	return readPubRootOf(root, name, lines, opt, "", emit)
}

// readPubRootOf is readPubRoot of a page that names its owner outside
// its records (page): the list's owner when its bylines write that name.
func readPubRootOf(root *yaml.Node, name string, lines int, opt Options, page string, emit pub.Emit) error {
	list := pubList(root)
	if list == nil {
		return pub.Errorf(pub.Position{File: name, Line: max(root.Line, 1)}, pub.ErrNoRecords,
			"not a publication data file: no list of records with titles")
	}
	pr := newPubReader(name, lines, opt)
	// Records without a byline wait until the list's owner is known: a
	// list of one's own works that names its owner nowhere still has
	// one (see settleImpliedOwner).
	pr.keepUnauthored, pr.coOnly, pr.page = true, map[*pub.Publication]bool{}, page
	for _, it := range list {
		if err := pr.readItem(it, nil, emit); err != nil {
			return err
		}
	}
	if err := pr.settleImpliedOwner(emit); err != nil {
		return err
	}
	if err := pr.dropUnauthored(); err != nil {
		return err
	}
	return pr.finish(emit)
}

// dropUnauthored skips, with a warning, the records still without any
// author once the list's owner was settled: a list that is not one's own
// (a lab's, a project's) says nothing of who wrote them.
func (pr *pubReader) dropUnauthored() error {
	kept := pr.pubs[:0]
	for _, p := range pr.pubs {
		if len(p.Authors) > 0 {
			kept = append(kept, p)
			continue
		}
		if err := pr.opt.warn(pub.Errorf(p.Pos, nil, "%q skipped: no authors, and the list names no owner (use --owner)", clip(p.Title, 60))); err != nil {
			return err
		}
	}
	pr.pubs = kept
	return nil
}

func countLines(src []byte) int {
	return strings.Count(string(src), "\n") + 1
}

// pubList returns the records of a publication data document: the
// top-level list, or the list under the one key whose items look like
// publication records, or nil.
func pubList(root *yaml.Node) []*yaml.Node {
	root = resolve(root)
	if root == nil {
		return nil
	}
	if root.Kind == yaml.SequenceNode {
		if recordsIn(root.Content) > 0 {
			return root.Content
		}
		return nil
	}
	return nestedPubList(root, maxRecordNesting)
}

// maxRecordNesting is how deep in mappings pubList looks for the list
// of records: {"cv": {"sections": {"publications": [...]}}}.
const maxRecordNesting = 4

// nestedPubList returns the records of the lists under the keys of
// mapping m whose items look like records; when none does, those of the
// mappings under its keys, down to depth levels.
func nestedPubList(m *yaml.Node, depth int) []*yaml.Node {
	if m.Kind != yaml.MappingNode {
		return nil
	}
	var out []*yaml.Node
	for i := 0; i+1 < len(m.Content); i += 2 {
		v := resolve(m.Content[i+1])
		if v.Kind == yaml.SequenceNode && recordsIn(v.Content) > 0 {
			out = append(out, v.Content...)
		}
	}
	if len(out) > 0 || depth <= 1 {
		return out
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if v := resolve(m.Content[i+1]); v.Kind == yaml.MappingNode {
			out = append(out, nestedPubList(v, depth-1)...)
		}
	}
	return out
}

// recordsIn counts the items that are publication records or groups of them.
func recordsIn(items []*yaml.Node) int {
	n := 0
	for _, it := range items {
		it = resolve(it)
		if it.Kind != yaml.MappingNode {
			continue
		}
		if looksPubRecord(it) {
			n++
			continue
		}
		for i := 0; i+1 < len(it.Content); i += 2 {
			if v := resolve(it.Content[i+1]); v.Kind == yaml.SequenceNode {
				n += recordsIn(v.Content)
			}
		}
	}
	return n
}

// looksPubRecord reports whether a mapping has a title and something
// only a publication has: authors, a citation, a venue or a DOI.
func looksPubRecord(n *yaml.Node) bool {
	if fieldScalar(n, titleKeys) == "" {
		return false
	}
	if fieldNode(n, authorKeys) != nil || fieldNode(n, coauthorKeys) != nil ||
		fieldScalar(n, citationKeys) != "" || fieldScalar(n, venueKeys) != "" || fieldScalar(n, doiKeys) != "" {
		return true
	}
	if hasValueByline(n) {
		return true
	}
	_, c := citationLike(n, fieldScalar(n, titleKeys))
	return c != nil && pubYearRe.MatchString(c.Value)
}

// hasValueByline reports whether a mapping holds a list of person names
// under a key no key list names, as valueAuthors reads one without an
// owner known: "x-authors: [A. Doe, B. Roe]".
func hasValueByline(n *yaml.Node) bool {
	pr := &pubReader{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		v := resolve(n.Content[i+1])
		hint := peopleKeyHint(n.Content[i].Value)
		if hint < 0 || v.Kind != yaml.SequenceNode || len(v.Content) == 0 || len(v.Content) > 500 {
			continue
		}
		var found []pub.Author
		for _, it := range v.Content {
			name := scalar(it)
			if it = resolve(it); it.Kind == yaml.MappingNode {
				name = personOf(it)
			}
			found = append(found, pub.Author{Name: strings.TrimSpace(name)})
		}
		if pr.peopleValue(found, hint) {
			return true
		}
	}
	return false
}

// pubYearRe matches a year of publication.
var pubYearRe = regexp.MustCompile(`\b(?:19|20)\d\d\b`)

// Field names, compared after folding case and dropping '-' and '_'.
var (
	titleKeys    = []string{"title", "name", "papertitle"}
	authorKeys   = []string{"authors", "author", "people", "creators", "creator", "byline", "authorlist", "names"}
	coauthorKeys = []string{"coauthors", "coauthor", "jointwith", "with"}
	// editorKeys name the editors of the book a record is in; they are
	// read as no one's byline.
	editorKeys   = []string{"editors", "editor", "eds"}
	citationKeys = []string{"citation", "cite", "reference", "ref", "fullcitation", "formatted", "apa", "bibliography"}
	venueKeys    = []string{"journal", "booktitle", "venue", "publication", "conference", "containertitle", "journaltitle", "journalname", "series", "publisher", "source"}
	yearKeys     = []string{"year", "date", "published", "pubdate", "publicationdate", "issued", "releasedate"}
	doiKeys      = []string{"doi"}
	// volumeKeys, issueKeys and pagesKeys name the locator; placeKeys
	// where the publisher is.
	volumeKeys = []string{"volume", "vol"}
	issueKeys  = []string{"issue", "number"}
	pagesKeys  = []string{"pages", "page", "pagerange", "articlenumber"}
	placeKeys  = []string{"address", "location", "place", "publisherplace"}
	urlKeys    = []string{"url", "link", "paperurl", "urlpdf", "pdf", "href", "journallink", "urlsource", "website", "html"}
	typeKeys   = []string{"publicationtypes", "publicationtype", "type", "kind", "pubtype", "entrytype", "category"}
	// descriptiveKeys are long strings that describe a paper rather than
	// cite it; they are never read as a citation.
	descriptiveKeys = []string{"abstract", "description", "summary", "abstractshort", "content", "body", "tldr"}
	// noteKeys are short remarks on a paper, where a list that leaves
	// its owner out may name the co-authors ("Co-authored with A").
	noteKeys = []string{"note", "notes", "comment", "comments", "remark", "remarks", "annotation"}
)

// foldKey folds a field name for comparison.
func foldKey(k string) string {
	k = strings.ToLower(k)
	return strings.NewReplacer("-", "", "_", "", " ", "").Replace(k)
}

// fieldEntry returns the key and value of the first of keys present in n.
func fieldEntry(n *yaml.Node, keys []string) (string, *yaml.Node) {
	n = resolve(n)
	if n == nil || n.Kind != yaml.MappingNode {
		return "", nil
	}
	for _, want := range keys {
		for i := 0; i+1 < len(n.Content); i += 2 {
			if foldKey(n.Content[i].Value) == want {
				v := resolve(n.Content[i+1])
				if v.Kind == yaml.ScalarNode && (v.Tag == "!!null" || strings.TrimSpace(v.Value) == "") {
					continue
				}
				return n.Content[i].Value, v
			}
		}
	}
	return "", nil
}

func fieldNode(n *yaml.Node, keys []string) *yaml.Node {
	_, v := fieldEntry(n, keys)
	return v
}

func fieldScalar(n *yaml.Node, keys []string) string {
	for _, k := range keys {
		if s := strings.TrimSpace(scalar(fieldNode(n, []string{k}))); s != "" {
			return s
		}
	}
	return ""
}

// pubReader turns records into publications and keeps track of the keys
// it used.
type pubReader struct {
	name  string
	lines int
	opt   Options
	// owner is the owner of the list, from opt.Owner or the site.
	owner string
	// keyNames resolves site author keys ("admin") to display names.
	keyNames map[string]string
	// kind, if set, is the kind of every record (a working-paper folder).
	kind pub.Kind
	// ownerNames is set on a site, whose pages' citations (which the site
	// does not show) write the owner's name in their own style ("D.
	// Doe"): such a name becomes the owner's, as the site shows it.
	ownerNames bool
	// keepUnauthored keeps a record with no author field when the owner
	// is unknown, with no authors and a doubt, rather than skipping it
	// (the generic reader: a list of titles is still a list of works).
	keepUnauthored bool
	used           map[string]bool
	seen           map[string]*yaml.Node
	// pubs wait for finish, which may find the list's owner in them.
	pubs []*pub.Publication
	// coOnly, when set, holds the records read with their co-authors
	// only while the owner was unknown, with whether their own byline
	// was incomplete.
	coOnly map[*pub.Publication]bool
	// afterTitle, when set, holds the records whose byline was read
	// from the names after the title of a citation that starts with it
	// (see titleLeads).
	afterTitle map[*pub.Publication]bool
	// page is the owner the page names outside its records, if any.
	page string
	// bold counts, by commonKey, the author fields that set a name in
	// bold: a list's owner is marked so on a page of the owner's.
	bold map[string]int
}

// countBold counts the names an author field sets in bold (<b>, <strong>,
// **) in pr.bold.
func (pr *pubReader) countBold(n *yaml.Node) {
	n = resolve(n)
	if n == nil {
		return
	}
	values := []*yaml.Node{n}
	if n.Kind == yaml.SequenceNode {
		values = n.Content
	}
	seen := map[string]bool{}
	for _, v := range values {
		for _, name := range boldSpans(scalar(resolve(v))) {
			if k := commonKey(markupText(name)); k != "" && !seen[k] {
				seen[k] = true
				if pr.bold == nil {
					pr.bold = map[string]int{}
				}
				pr.bold[k]++
			}
		}
	}
}

// boldSpans returns the texts s sets in bold.
func boldSpans(s string) []string {
	var out []string
	for _, m := range [][2]string{{"<b>", "</b>"}, {"<strong>", "</strong>"}, {"**", "**"}} {
		rest := s
		for {
			i := strings.Index(strings.ToLower(rest), m[0])
			if i < 0 {
				break
			}
			rest = rest[i+len(m[0]):]
			j := strings.Index(strings.ToLower(rest), m[1])
			if j < 0 {
				break
			}
			out = append(out, rest[:j])
			rest = rest[j+len(m[1]):]
		}
	}
	return out
}

// coauthorsOnlyDoubt is the doubt of a record that names its co-authors
// only, on a list whose owner is unknown.
const coauthorsOnlyDoubt = "the record names its co-authors only: give the list's owner with --owner"

func newPubReader(name string, lines int, opt Options) *pubReader {
	return &pubReader{name: name, lines: lines, opt: opt, owner: opt.Owner, used: map[string]bool{}, seen: map[string]*yaml.Node{}}
}

func (pr *pubReader) pos(n *yaml.Node) pub.Position {
	if n == nil || n.Line < 1 {
		return pub.Position{File: pr.name}
	}
	return pub.Position{File: pr.name, Line: min(n.Line, max(pr.lines, 1)), Column: max(n.Column, 0)}
}

func (pr *pubReader) warn(n *yaml.Node, format string, args ...any) error {
	return pr.opt.warn(pub.Errorf(pr.pos(n), nil, format, args...))
}

// finish warns about the keys no record used.
func (pr *pubReader) finish(emit pub.Emit) error {
	if err := pr.emitPubs(emit); err != nil {
		return err
	}
	var unused []string
	var first *yaml.Node
	for k, n := range pr.seen {
		if !pr.used[foldKey(k)] {
			unused = append(unused, k)
			if first == nil || n.Line < first.Line || n.Line == first.Line && n.Column < first.Column {
				first = n
			}
		}
	}
	if len(unused) == 0 {
		return nil
	}
	slices.Sort(unused)
	return pr.warn(first, "keys not read: %s", strings.Join(unused, ", "))
}

// readItem reads one list item: a record, or a group of records whose
// scalar fields are defaults for its records.
func (pr *pubReader) readItem(it *yaml.Node, group []*yaml.Node, emit pub.Emit) error {
	it = resolve(it)
	if it.Kind != yaml.MappingNode {
		return pr.warn(it, "list item skipped: it is not a mapping of fields")
	}
	if !looksPubRecord(it) {
		var subs []*yaml.Node
		for i := 0; i+1 < len(it.Content); i += 2 {
			if v := resolve(it.Content[i+1]); v.Kind == yaml.SequenceNode && recordsIn(v.Content) > 0 {
				pr.used[foldKey(it.Content[i].Value)] = true
				subs = append(subs, v.Content...)
			}
		}
		if len(subs) > 0 {
			g := append(slices.Clone(group), it)
			for _, s := range subs {
				if err := pr.readItem(s, g, emit); err != nil {
					return err
				}
			}
			return nil
		}
		if fieldScalar(it, titleKeys) == "" {
			return pr.warn(it, "record without a title skipped")
		}
	}
	pb, err := pr.record(it, group)
	if err != nil || pb == nil {
		return err
	}
	pr.pubs = append(pr.pubs, pb)
	return nil
}

// record reads one mapping of fields into a publication.
func (pr *pubReader) record(n *yaml.Node, group []*yaml.Node) (*pub.Publication, error) {
	pr.noteKeys(n)
	r := &recordRead{pr: pr, n: n, group: group}
	title := r.title()
	if title == "" {
		return nil, pr.warn(n, "record without a title skipped")
	}
	r.pb = &pub.Publication{Title: title, Owner: pr.owner, Pos: pr.pos(n)}

	// The venue, year and kind first: a citation string fills in what
	// the fields leave out.
	r.fields()

	// Authors: a list or byline string, else coauthors with the owner
	// first, else the byline of a citation string.
	r.fieldAuthors()
	cite, citeText, authorsFromCite := r.citation(title)
	if len(r.authors) == 0 {
		r.notedAuthors()
	}
	fromCitation := len(r.authors) > 0 && authorsFromCite
	r.fillFromCitation(cite, citeText)
	if skip, err := r.settleAuthors(title, fromCitation); skip {
		return nil, err
	}
	r.setKind()
	return r.pb, nil
}

// noteKeys records the first node of each key of mapping n, for the
// warnings about keys left unread.
func (pr *pubReader) noteKeys(n *yaml.Node) {
	for i := 0; i+1 < len(n.Content); i += 2 {
		if k := n.Content[i].Value; pr.seen[k] == nil {
			pr.seen[k] = n.Content[i]
		}
	}
}

// recordRead is the state of reading one record into a publication.
type recordRead struct {
	pr    *pubReader
	n     *yaml.Node   // the record's mapping
	group []*yaml.Node // the mappings it is nested in, outermost first
	pb    *pub.Publication

	venue      string
	venueKey   string   // the folded key the venue was read from
	typeKind   pub.Kind // the kind its type field names
	authors    []pub.Author
	incomplete bool // the authors are known to be incomplete
}

// get returns the key and value of the first of keys the record has, or
// else the nearest enclosing mapping has as a scalar, and marks the key
// used.
func (r *recordRead) get(keys []string) (string, *yaml.Node) {
	if k, v := fieldEntry(r.n, keys); v != nil {
		r.pr.used[foldKey(k)] = true
		return k, v
	}
	for i := len(r.group) - 1; i >= 0; i-- {
		if k, v := fieldEntry(r.group[i], keys); v != nil && v.Kind == yaml.ScalarNode {
			r.pr.used[foldKey(k)] = true
			return k, v
		}
	}
	return "", nil
}

// title returns the record's title, without a book's editor credit.
func (r *recordRead) title() string {
	_, tn := r.get(titleKeys)
	title := cleanTitleText(scalar(tn))
	if loc := titleEditorCreditRe.FindStringIndex(title); loc != nil && loc[0] > 0 {
		// "Chapter title, in Doe, Jane, ed.": the book's credit is no
		// part of the title.
		title = strings.TrimSpace(title[:loc[0]])
	}
	return withoutPublisherTail(r.pr.opt.labeller(), title)
}

// locator reads the volume, issue, pages, publisher (when it is not
// the venue) and place fields.
func (r *recordRead) locator() {
	text := func(keys []string) string {
		_, n := r.get(keys)
		return collapseSpace(markupText(scalar(n)))
	}
	r.pb.Volume, r.pb.Issue, r.pb.Pages = text(volumeKeys), text(issueKeys), text(pagesKeys)
	r.pb.Place = text(placeKeys)
	if p := text([]string{"publisher"}); p != r.venue {
		r.pb.Publisher = p
	}
}

// fields reads the venue, year, DOI, URL, type, locator and editors fields.
func (r *recordRead) fields() {
	pb := r.pb
	if k, v := r.get(venueKeys); v != nil {
		if m := mainScalar(v); m != nil {
			// "journal: {title: …, volume: …}".
			v = m
		}
		r.venue, r.venueKey = markupText(scalar(v)), foldKey(k)
		if foldKey(k) == "publisher" && fieldScalar(r.n, []string{"journal", "booktitle"}) != "" {
			r.venue = ""
		}
	}
	if r.venue == "" {
		r.venue = r.shapedVenue()
	}
	_, yn := r.get(yearKeys)
	if y, _, _ := parseDateSpan(scalar(yn)); y > 0 {
		pb.Year = y
	}
	r.locator()
	_, dn := r.get(doiKeys)
	pb.DOI = cleanDOI(scalar(dn))
	_, un := r.get(urlKeys)
	pb.URL = strings.TrimSpace(scalar(un))
	if pb.DOI == "" {
		pb.DOI = doiInURL(pb.URL)
	}
	_, kn := r.get(typeKeys)
	r.typeKind = typeToKind(kn)
	if k, cn := fieldEntry(r.n, tagKeys); r.typeKind == "" && cn != nil {
		// Quarto listings: "categories: [journal, hydrology]".
		for _, it := range items(cn) {
			if kind := typeToKind(it); kind != "" {
				r.typeKind = kind
				r.pr.used[foldKey(k)] = true
				break
			}
		}
	}
	// The editors of the book the record is in are read as its byline
	// would be, but kept apart from it: they are no one's co-authors.
	if _, en := r.get(editorKeys); en != nil {
		if en.Kind == yaml.ScalarNode {
			en = scalarNode(withoutEditorMark(scalar(en)))
		}
		pb.Editors, _ = r.pr.authorsFrom(en, pb)
	}
}

// venueShapedKeys name fields where a listing may put the venue when
// it has no field of its own for it: Quarto's "subtitle" and
// "description" (which the generic reader calls "abstract").
var venueShapedKeys = []string{"subtitle", "description", "details", "outlet", "in", "summary", "event", "eventname", "abstract"}

// tagKeys name a record's tags, one of which may be its type.
var tagKeys = []string{"categories", "tags"}

// shapedVenue returns the value of a venueShapedKeys field that reads as
// a venue by its shape ("Freshwater Biology", "Proceedings of the Ice
// Meeting"), not as prose, or "".
func (r *recordRead) shapedVenue() string {
	for _, want := range venueShapedKeys {
		k, v := fieldEntry(r.n, []string{want})
		if v == nil || v.Kind != yaml.ScalarNode {
			continue
		}
		text := collapseSpace(markupText(v.Value))
		if len(strings.Fields(text)) > 15 || len(text) > 150 {
			continue
		}
		if nodeShape(r.pr.opt.labeller(), scalarNode(text))[roleVenue] >= 0.8 {
			r.pr.used[foldKey(k)] = true
			r.venueKey = foldKey(k)
			return text
		}
	}
	return ""
}

// withoutEditorMark returns a list of editors' names without the word
// after them that says they are editors ("Doe, J. and Roe, R. (eds.)").
// A bare "Ed" is left: it may be a given name.
func withoutEditorMark(s string) string {
	s = strings.TrimRight(s, " ,;:")
	i := strings.LastIndexAny(s, " ,;(")
	word := s[i+1:]
	bare := strings.ToLower(strings.TrimRight(word, ".)"))
	marked := i >= 0 && s[i] == '(' || word != strings.TrimRight(word, ".") || bare != "ed"
	if i < 0 || !editorWords[bare] || !marked {
		return s
	}
	return strings.TrimRight(s[:i], " ,;(")
}

// fieldAuthors reads the authors field, or else the coauthors field with
// the owner first.
func (r *recordRead) fieldAuthors() {
	_, an := r.get(authorKeys)
	r.authors, r.incomplete = r.pr.authorsFrom(an, r.pb)
	r.pr.countBold(an)
	if _, con := r.get(coauthorKeys); len(r.authors) == 0 && con != nil {
		co, inc := r.pr.authorsFrom(con, r.pb)
		r.authors, r.incomplete = r.pr.withOwnerAt(r.pb, co, r.incomplete || inc, r.ownerPlace(len(co)))
	}
	if len(r.authors) == 0 {
		r.valueAuthors()
	}
}

// valueAuthors reads the byline from a field no key list names, by what
// its value looks like: a list of person names ("x-authors",
// "contributors_list"), or a byline string under a key that says it
// holds people. A list that leaves out the owner it knows, or one a key
// or an owner's place ("author_position: 2") says holds co-authors, is
// read with the owner at that place.
func (r *recordRead) valueAuthors() {
	for i := 0; i+1 < len(r.n.Content); i += 2 {
		k, v := r.n.Content[i].Value, resolve(r.n.Content[i+1])
		hint := peopleKeyHint(k)
		if hint < 0 {
			continue
		}
		var found []pub.Author
		incomplete := false
		switch v.Kind {
		case yaml.SequenceNode:
			found, incomplete = r.pr.authorsFrom(v, r.pb)
			if len(found) == 0 || len(found) != len(v.Content) && !incomplete {
				continue
			}
		case yaml.ScalarNode:
			if hint == 0 {
				continue
			}
			for _, name := range names.List(markupText(v.Value)) {
				found = append(found, pub.Author{Name: name})
			}
		default:
			continue
		}
		if !r.pr.peopleValue(found, hint) {
			continue
		}
		r.pr.used[foldKey(k)] = true
		place := r.ownerPlace(len(found))
		switch {
		case r.pr.ownerIn(found):
			r.authors, r.incomplete = found, incomplete
		case r.pr.owner != "" || place > 0 || coauthorKeyHint(k):
			r.authors, r.incomplete = r.pr.withOwnerAt(r.pb, found, incomplete, place)
		default:
			r.authors, r.incomplete = found, incomplete
		}
		return
	}
}

// peopleKeyHint reads what a field's name says of its value: 1 for a
// name that speaks of people ("x-authors", "contributors", "with"), -1
// for one whose value is something else that may look like names
// (keywords, topics, editors, funders) or that a key list reads
// already, and 0 for a name that says nothing.
func peopleKeyHint(key string) int {
	fk := foldKey(key)
	for _, list := range [][]string{titleKeys, editorKeys, citationKeys, venueKeys, yearKeys, doiKeys, urlKeys, typeKeys, descriptiveKeys, noteKeys, placeKeys} {
		if slices.Contains(list, fk) {
			return -1
		}
	}
	for _, w := range []string{"editor", "keyword", "tag", "topic", "subject", "categor", "field", "area", "fund", "grant", "award", "project", "language", "skill", "series", "affil", "institut", "organi", "school", "universit", "venue", "journal", "conference", "publisher", "sponsor", "translat", "review"} {
		if strings.Contains(fk, w) {
			return -1
		}
	}
	for _, w := range []string{"author", "people", "person", "name", "byline", "contrib", "collab", "member", "creator", "writer", "with", "coauth", "joint", "team"} {
		if strings.Contains(fk, w) {
			return 1
		}
	}
	if strings.HasSuffix(fk, "by") {
		// "written_by", "by".
		return 1
	}
	return 0
}

// coauthorKeyHint reports whether a field's name says it lists
// co-authors, the owner left out: "co_authors", "joint_with", "others".
func coauthorKeyHint(key string) bool {
	fk := foldKey(key)
	return strings.HasPrefix(fk, "coauth") || strings.HasPrefix(fk, "collab") || strings.Contains(fk, "with") || strings.Contains(fk, "joint") || strings.Contains(fk, "other")
}

// peopleValue reports whether found, the names a field holds, are
// people's: every one shaped as a person's name, and either the field's
// name says so (hint 1), or the list's owner is among them, or most of
// them are written with initials ("A. Doe", "Doe, A.").
func (pr *pubReader) peopleValue(found []pub.Author, hint int) bool {
	initials := 0
	for _, a := range found {
		w := strings.Fields(a.Name)
		if len(w) < 2 || !looksLikePersonName(a.Name) {
			return false
		}
		for _, x := range w {
			if r, _ := utf8.DecodeRuneInString(x); !unicode.IsUpper(r) && !names.IsParticle(x) {
				return false
			}
		}
		if slices.ContainsFunc(w, func(x string) bool { return names.IsInitial(strings.Trim(x, ".,")) }) {
			initials++
		}
	}
	return hint > 0 || pr.ownerIn(found) || initials*2 > len(found)
}

// ownerIn reports whether the list's owner, when known, is among
// authors, written in full or with initials.
func (pr *pubReader) ownerIn(authors []pub.Author) bool {
	if pr.owner == "" {
		return false
	}
	ok := commonKey(pr.owner)
	return slices.ContainsFunc(authors, func(a pub.Author) bool {
		return a.Name == pr.owner || ok != "" && commonKey(a.Name) == ok || sameInitialAndSurname(a.Name, pr.owner)
	})
}

// ownerPlace returns the owner's place in a byline of co others plus the
// owner, from 1, that a number field gives ("author_position: 2",
// "my_author_order": 3), or 0 when none does.
func (r *recordRead) ownerPlace(co int) int {
	for i := 0; i+1 < len(r.n.Content); i += 2 {
		fk := foldKey(r.n.Content[i].Value)
		if !strings.Contains(fk, "position") && !strings.Contains(fk, "order") && !strings.Contains(fk, "rank") && !strings.Contains(fk, "index") {
			continue
		}
		v := strings.ToLower(strings.TrimSpace(scalar(r.n.Content[i+1])))
		place, err := strconv.Atoi(strings.TrimRight(v, "stndrh."))
		switch {
		case v == "first":
			place, err = 1, nil
		case v == "last":
			place, err = co+1, nil
		}
		if err == nil && place >= 1 && place <= co+1 {
			r.pr.used[fk] = true
			return place
		}
	}
	return 0
}

// citation finds the record's citation string, a field so named or one
// that reads as a citation, and parses it when the fields leave the
// authors, venue or year out; the authors come from its byline when no
// field gives them (fromCite).
func (r *recordRead) citation(title string) (cite *pub.Publication, citeText string, fromCite bool) {
	citeKey, cn := r.get(citationKeys)
	if cn == nil {
		citeKey, cn = citationLike(r.n, title)
	}
	citeText = markupKeep(scalar(cn))
	if citeText != "" && (len(r.authors) == 0 || r.venue == "" || r.pb.Year == 0) {
		r.pr.used[foldKey(citeKey)] = true
		cite = citeEntry(r.pr.opt.Models, citeText)
		if len(r.authors) == 0 {
			r.authors, r.incomplete, fromCite = r.pr.citeByline(r.pb, cite, citeText)
		}
	}
	return cite, citeText, fromCite
}

// notedAuthors takes the authors from a note "(Co-authored with A & B)":
// the owner's paper.
func (r *recordRead) notedAuthors() {
	if k, co := notedCoauthors(r.n); len(co) > 0 {
		r.pr.used[foldKey(k)] = true
		r.authors, r.incomplete = r.pr.withOwner(r.pb, co, false)
	}
}

// fillFromCitation fills in the year, venue and DOI the fields left out
// from the citation string.
func (r *recordRead) fillFromCitation(cite *pub.Publication, citeText string) {
	pb := r.pb
	if pb.Year == 0 && citeText != "" {
		// The last year a citation prints is its year of publication.
		if ys := pubYearRe.FindAllString(citeText, -1); len(ys) > 0 {
			pb.Year, _ = strconv.Atoi(ys[len(ys)-1])
		}
	}
	if cite == nil {
		return
	}
	if r.venue == "" {
		r.venue = cite.VenueText
	}
	if pb.Year == 0 {
		pb.Year = cite.Year
	}
	if pb.DOI == "" {
		pb.DOI = cite.DOI
	}
}

// settleAuthors sets the publication's authors: the owner alone (or
// none, where the reader keeps unauthored records) when nothing gave
// them. With no owner either, the record is skipped (skip) with a
// warning, which err is in strict mode. Authors read from a citation
// that abbreviate the owner's name take it in full.
func (r *recordRead) settleAuthors(title string, fromCitation bool) (skip bool, err error) {
	pr, pb := r.pr, r.pb
	if len(r.authors) == 0 && pr.owner == "" && pr.keepUnauthored {
		r.incomplete = true
		pb.Doubts = append(pb.Doubts, noBylineDoubt)
	} else if len(r.authors) == 0 {
		if pr.owner == "" {
			return true, pr.warn(r.n, "%q skipped: no authors, and the list names no owner (use --owner)", clip(title, 60))
		}
		r.authors = []pub.Author{{Name: pr.owner}}
		r.incomplete = true
		pb.Doubts = append(pb.Doubts, onlyOwnerDoubt)
	}
	if pr.ownerNames && fromCitation {
		for i := range r.authors {
			if sameInitialAndSurname(r.authors[i].Name, pr.owner) {
				r.authors[i].Name = pr.owner
			}
		}
	}
	pb.Authors, pb.Incomplete = r.authors, r.incomplete
	return false, nil
}

// setKind sets the venue and the kind: a status in the venue ("to
// appear") first, then the list's kind, the type field, the venue.
func (r *recordRead) setKind() {
	pb := r.pb
	venue, statusKind := venueStatus(r.venue)
	setVenue(pb, venue)
	switch {
	case statusKind != "":
		pb.Kind = statusKind
		pb.Venue = ""
	case r.pr.kind != "":
		pb.Kind = r.pr.kind
	case r.typeKind != "":
		pb.Kind = r.typeKind
	case venue != "":
		pb.Kind = VenueKind(venue)
		if pb.Kind == pub.KindOther {
			pb.Kind = venueKeyKind(r.venueKey)
		}
	default:
		pb.Kind = pub.KindOther
	}
	if strings.HasPrefix(pb.DOI, "10.48550/") || pb.Venue == "arXiv" {
		pb.ArXiv = arxivFromDOI(pb.DOI)
	}
}

// venueKeyKind is the kind the name of a venue's field gives a paper
// whose venue's own words say nothing: a book's title or an event's
// name is no journal.
func venueKeyKind(key string) pub.Kind {
	switch key {
	case "booktitle":
		return pub.KindChapter
	case "publisher":
		return pub.KindBook
	case "event", "eventname", "conference":
		return pub.KindConference
	}
	return pub.KindJournal
}

// citeByline returns the byline of a record without an author field
// from its citation cite (read as a CV entry from text): the co-authors
// of a "with" phrase after the owner, else the names before the title,
// else the names the CV reader found. fromCite is set for the last two.
func (pr *pubReader) citeByline(pb *pub.Publication, cite *pub.Publication, text string) (authors []pub.Author, incomplete, fromCite bool) {
	if co := citeCoauthors(text, pb.Title); len(co) > 0 {
		// "(with A and B)" before or after the title: the owner's
		// paper with co-authors A and B.
		var with []pub.Author
		for _, c := range co {
			with = append(with, pub.Author{Name: c})
		}
		authors, incomplete = pr.withOwner(pb, with, false)
		return authors, incomplete, false
	}
	if by := bylineBefore(text, pb.Title); by != "" {
		// The title is known: the byline is what precedes it.
		if a, inc := stringByline(pr.opt.Models, by, pb.Title); len(a) > 0 {
			return a, inc, true
		}
	}
	if cite == nil || len(cite.Authors) == 0 {
		return nil, false, true
	}
	if pr.afterTitle != nil && titleLeads(text, pb.Title) {
		pr.afterTitle[pb] = true
	}
	return cite.Authors, cite.Incomplete, true
}

// notedCoauthors returns the co-authors that a record's note or
// description names in a byline that leaves the owner out ("(with A and
// B)", "Co-authored with A"), and the key of that field.
func notedCoauthors(n *yaml.Node) (string, []pub.Author) {
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := foldKey(n.Content[i].Value)
		if !slices.Contains(noteKeys, k) && !slices.Contains(descriptiveKeys, k) {
			continue
		}
		var out []pub.Author
		for _, name := range names.Implied(markupText(scalar(resolve(n.Content[i+1])))) {
			out = append(out, pub.Author{Name: name})
		}
		if len(out) > 0 {
			return n.Content[i].Value, out
		}
	}
	return "", nil
}

// withOwner returns the byline of a record that names its co-authors
// only (a "coauthors" field, "with A and B" in its citation): the list's
// owner first when known; else the co-authors alone, marked incomplete
// and noted in pr.coOnly so that the list's owner, found later, can lead
// them.
func (pr *pubReader) withOwner(pb *pub.Publication, co []pub.Author, incomplete bool) ([]pub.Author, bool) {
	return pr.withOwnerAt(pb, co, incomplete, 0)
}

// withOwnerAt is withOwner with the owner at place (from 1) when the
// owner is known; 0 puts the owner first.
func (pr *pubReader) withOwnerAt(pb *pub.Publication, co []pub.Author, incomplete bool, place int) ([]pub.Author, bool) {
	if pr.owner != "" {
		at := min(max(place-1, 0), len(co))
		out := append(slices.Clone(co[:at]), pub.Author{Name: pr.owner})
		return append(out, co[at:]...), incomplete
	}
	if pr.coOnly != nil {
		pr.coOnly[pb] = incomplete
	}
	pb.Doubts = append(pb.Doubts, coauthorsOnlyDoubt)
	return co, true
}

// citeCoauthors returns the co-authors a citation names in a "with"
// phrase that leaves the owner out, before or after the title ("2019
// (with A. Doe) Title. Journal", "Title, with A. Doe and B. Roe, in C.
// Poe (ed.) Book"), or nil. Where the title is not found, only a phrase
// that cannot be the title's words counts.
func citeCoauthors(cite, title string) []string {
	text := markupText(cite)
	i, j := titleSpan(text, title)
	if i < 0 {
		// The citation writes another title ("Introduction" for "Book
		// introduction"): before the first opening quote is no title.
		if q := strings.IndexAny(text, "«“‘\"„"); q > 0 {
			if co := names.WithPhrase(text[:q]); len(co) > 0 {
				return co
			}
		}
		return names.Implied(text)
	}
	if co := names.WithPhrase(text[:i]); len(co) > 0 {
		return co
	}
	return names.WithPhrase(text[j:])
}

// titleSpan returns where title starts and ends in text, a citation
// without markup, ignoring case; (-1, -1) when it is not there. A title
// written a little differently in the citation is found by its start.
func titleSpan(text, title string) (int, int) {
	lt, lc := strings.ToLower(title), strings.ToLower(text)
	if lt == "" || len(lc) != len(text) {
		return -1, -1
	}
	if i := strings.Index(lc, lt); i >= 0 {
		return i, i + len(lt)
	}
	probe := lt
	if len(probe) > 24 {
		probe = probe[:24]
	}
	i := strings.Index(lc, probe)
	if i < 0 && len(lt) > 40 {
		// Punctuation written otherwise after the first words ("Why?
		// - Because" for "Why?/ Because").
		probe = lt[:12]
		i = strings.Index(lc, probe)
	}
	if i < 0 {
		return -1, -1
	}
	return i, min(len(text), i+len(lt))
}

// titleLeads reports whether a citation starts with its title: nothing
// but a year, a number or punctuation before it. The names after such a
// title, in a list that leaves its owner out, are a book's editors or a
// reviewed book's authors, not a byline.
func titleLeads(cite, title string) bool {
	text := markupText(cite)
	i, _ := titleSpan(text, title)
	return i >= 0 && !hasLetter(text[:i])
}

// citationLike returns a string field that cites the record: one that is
// not a description, holds most of the title's words and more besides.
// Data lists often keep the rendered reference under a key of their own
// ("excerpt", "text").
func citationLike(n *yaml.Node, title string) (string, *yaml.Node) {
	tw := strings.Fields(strings.ToLower(title))
	if len(tw) == 0 {
		return "", nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i].Value, resolve(n.Content[i+1])
		fk := foldKey(k)
		if v.Kind != yaml.ScalarNode || slices.Contains(descriptiveKeys, fk) || slices.Contains(titleKeys, fk) {
			continue
		}
		text := strings.ToLower(markupText(v.Value))
		if len(text) < len(title)+10 {
			continue
		}
		hits := 0
		for _, w := range tw {
			if strings.Contains(text, w) {
				hits++
			}
		}
		if hits*10 >= len(tw)*8 {
			return k, v
		}
	}
	return "", nil
}

// authorsFrom reads a list of names or a byline string.
func (pr *pubReader) authorsFrom(n *yaml.Node, pb *pub.Publication) ([]pub.Author, bool) {
	n = resolve(n)
	if n == nil {
		return nil, false
	}
	var out []pub.Author
	incomplete := false
	if n.Kind == yaml.SequenceNode {
		for _, it := range n.Content {
			it = resolve(it)
			name := scalar(it)
			if it.Kind == yaml.MappingNode {
				name = personOf(it)
			}
			names, elided := listedAuthor(name)
			incomplete = incomplete || elided
			for _, a := range names {
				if full, ok := pr.keyNames[strings.ToLower(a.Name)]; ok {
					a.Name = full
				}
				// One name per item: only "Surname, Given" is turned
				// around ("German Vargas G" stays as written).
				a.Name = displayOrder(a.Name)
				out = append(out, a)
			}
		}
		return out, incomplete
	}
	s := markupKeep(scalar(n))
	if s == "" {
		return nil, false
	}
	return stringByline(pr.opt.Models, s, pb.Title)
}

var (
	// elisionRe matches a list element that stands for authors left out:
	// "others", "et al.", "60 additional coauthors", "and many others".
	elisionRe = regexp.MustCompile(`(?i)^\s*(?:and\s+|&\s*)?(?:many\s+|\d+\s+)?(?:others|more|et\.?\s*al\.?|additional\s+(?:co-?)?authors|(?:additional\s+)?co-?authors)\b[\s.,;+&]*`)
	// numberedElisionRe matches "60 additional coauthors".
	numberedElisionRe = regexp.MustCompile(`(?i)^\s*\[?\d+\s+(?:additional|more|other)\s+(?:co-?)?authors\]?\s*$`)
)

// listedAuthor reads one element of an author list: a name with marks,
// or an elision, possibly followed by a name ("and many others + Jane
// Doe").
func listedAuthor(s string) ([]pub.Author, bool) {
	s = collapseSpace(markupKeep(s))
	if s == "" {
		return nil, false
	}
	if numberedElisionRe.MatchString(s) {
		return nil, true
	}
	elided := false
	if m := elisionRe.FindString(s); m != "" {
		elided = true
		s = strings.TrimSpace(s[len(m):])
	}
	s = strings.TrimSpace(strings.TrimLeft(s, "+&,;"))
	if s == "" {
		return nil, elided
	}
	name, equal := cutEqualMark(s)
	if name == "" {
		return nil, elided
	}
	return []pub.Author{{Name: name, Equal: equal}}, elided
}

// cutEqualMark strips the marks after a name and reports a star.
func cutEqualMark(s string) (string, bool) {
	s = strings.ReplaceAll(s, `\*`, "*")
	name := names.Clean(s)
	equal := strings.ContainsAny(s[len(strings.TrimRight(s, names.Marks+` \`)):], "*∗⋆")
	return name, equal
}

// stringByline reads a byline string ("Doe J, Roe A*, Poe B") through the
// CV reader: the byline is set before the title as one list entry, so
// the names are read as they would be in a CV, with ms.
func stringByline(ms cv.Models, s, title string) ([]pub.Author, bool) {
	s = collapseSpace(s)
	// A note after the names ("*shared first authorship.") is no name.
	if loc := bylineNoteRe.FindStringIndex(s); loc != nil {
		s = s[:loc[0]]
	}
	s = joinersAsAnd(s)
	if names, incomplete, ok := semicolonInverted(strings.TrimRight(s, " ;,")); ok {
		return names, incomplete
	}
	s = strings.TrimRight(s, " .;,")
	if m := groupLeadRe.FindStringSubmatch(s); m != nil {
		// "Detector Collaboration: Doe, J. and others": the group is an
		// author, the names after it are read as a byline.
		group := pub.Author{Name: m[1]}
		rest := strings.TrimSpace(s[len(m[0]):])
		if rest == "" {
			return []pub.Author{group}, false
		}
		authors, incomplete := stringByline(ms, rest, title)
		return append([]pub.Author{group}, authors...), incomplete
	}
	if title == "" {
		title = "Untitled"
	}
	// The title goes in quotes, so that a name that ends in an initial
	// ("Doe J.") does not run on into it.
	entry := s + ". “" + strings.TrimRight(title, ".") + ".”"
	var authors []pub.Author
	incomplete := false
	if p := citeEntry(ms, entry); p != nil {
		authors, incomplete = p.Authors, p.Incomplete
	}
	// The field holds nothing but names: when the CV reader stopped early
	// at a name it could not read ("Machado f", "LiC"), the list split at
	// its separators is the better reading.
	if parts := splitByline(s); len(parts) > len(authors)+len(authors)/4 && len(parts) >= 3 {
		authors = authors[:0]
		for _, name := range parts {
			n, eq := cutEqualMark(name)
			authors = append(authors, pub.Author{Name: n, Equal: eq})
		}
		written := make([]string, len(authors))
		for i := range authors {
			written[i] = authors[i].Name
		}
		for i, n := range names.GivenFirst(written) {
			if w := strings.Fields(n); n == written[i] && len(w) == 2 && lowerInitialsRe.MatchString(w[1]) {
				// "Machado f": initials typed in lower case.
				n = w[1] + " " + w[0]
			}
			authors[i].Name = n
		}
	}
	if len(authors) == 0 && allHan(s) && utf8.RuneCountInString(s) >= 2 && utf8.RuneCountInString(s) <= 8 {
		// One name in Han or kana script.
		return []pub.Author{{Name: s}}, incomplete
	}
	if len(authors) == 0 {
		for _, name := range splitCJKByline(s) {
			n, eq := cutEqualMark(name)
			authors = append(authors, pub.Author{Name: n, Equal: eq})
		}
	}
	if len(authors) == 0 {
		for _, name := range splitNames(s) {
			n, eq := cutEqualMark(name)
			authors = append(authors, pub.Author{Name: n, Equal: eq})
		}
	}
	return authors, incomplete
}

var (
	// titleEditorCreditRe matches the credit of the book a chapter is in,
	// appended to the chapter's title: ", in Doe, Jane and Al Roe, eds".
	titleEditorCreditRe = regexp.MustCompile(`,\s+in\s+\p{Lu}[^,]*,[^()]*\beds?\.?\)?\s*$`)
	// groupLeadRe matches a group author that opens a byline, with the
	// colon or comma after it: "The Detector Collaboration:".
	groupLeadRe = regexp.MustCompile(`^((?:[Tt]he\s+)?(?:[\p{L}\d&.'-]+\s+){0,5}(?i:collaboration|proto-collaboration|consortium|study group|working group|investigators|network))\s*(?:[:,;.]\s*|$)`)
	// bylineNoteRe matches a note after a byline: "*shared first authorship".
	bylineNoteRe = regexp.MustCompile(`\s\\?[*†]\s?\p{Ll}+\s`)
	// lowerInitialsRe matches PubMed initials typed in lower case.
	lowerInitialsRe = regexp.MustCompile(`^\p{Ll}{1,2}$`)
	// gluedInitialsRe matches a surname with its PubMed initials glued on.
	gluedInitialsRe = regexp.MustCompile(`^(\p{Lu}\p{Ll}+)(\p{Lu}{1,2})$`)
	// bylineSepRe separates the names of a PubMed-style byline.
	bylineSepRe = regexp.MustCompile(`\s*(?:,\s*and\s+|,|;|\s+and\s+|\s+&\s+)\s*`)
)

// bylineJoiners are the words other languages join the last two names
// of a byline with, in place of "and".
var bylineJoiners = map[string]bool{
	"y": true, "e": true, "u.": true, "u": true, "und": true, "et": true, "és": true,
	"i": true, "och": true, "og": true, "en": true, "a": true, "ve": true, "и": true,
}

// joinersAsAnd writes "and" for the joiner words of a byline that holds
// nothing but names ("Jane Doe y Juan Pérez", "Doe, J. u. Weber, H."),
// so that the names are read apart. A joiner inside one name is left:
// "Ortega y Gasset", where fewer than two words follow it before the
// next separator and no initial precedes it.
func joinersAsAnd(s string) string {
	w := strings.Split(s, " ")
	changed := false
	for i := 1; i+1 < len(w); i++ {
		if !bylineJoiners[w[i]] || !startsUpper(w[i+1]) || strings.HasSuffix(w[i-1], ",") || strings.HasSuffix(w[i-1], ";") {
			continue
		}
		after := 0
		for j := i + 1; j < len(w); j++ {
			after++
			if strings.ContainsAny(w[j], ",;") || !startsUpper(w[j]) && !names.IsParticle(w[j]) {
				break
			}
		}
		if w[i] == "u." || after >= 2 || names.IsInitial(strings.Trim(w[i-1], ".")) {
			w[i], changed = "and", true
		}
	}
	if !changed {
		return s
	}
	return strings.Join(w, " ")
}

// startsUpper reports whether a word opens with an upper-case letter.
func startsUpper(word string) bool {
	r, _ := utf8.DecodeRuneInString(word)
	return unicode.IsUpper(r)
}

// splitByline splits a byline in which every name is written without a
// comma ("Doe J, Roe AB and Poe C") at its separators; it returns nil
// when a part does not look like a name.
func splitByline(s string) []string {
	var out []string
	for _, part := range bylineSepRe.Split(s, -1) {
		part = collapseSpace(part)
		if m := gluedInitialsRe.FindStringSubmatch(part); m != nil {
			// "LiC": a PubMed name that lost its space.
			part = m[1] + " " + m[2]
		}
		w := strings.Fields(part)
		if len(w) < 2 || len(w) > 5 || strings.ContainsAny(part, "0123456789@/()") || !hasLetter(part) {
			return nil
		}
		out = append(out, part)
	}
	return out
}

// citeYearTailRe matches the year and punctuation between a byline and
// the title: " (2020). ", ", 2016: ".
var citeYearTailRe = regexp.MustCompile(`[\s,.]*\(?(?:19|20)\d\d[a-z]?\)?[\s.:,]*$`)

// citeLeadRe matches what may lead a rendered citation before its
// byline: a number, brackets, emphasis marks.
var citeLeadRe = regexp.MustCompile(`^[\s\[(*_]*(?:\d+[.)]?[\s\]*_]*)?[\s\[(*_]*`)

// bylineBefore returns the text of a citation before its title, less the
// year and quotes between them, or "" when the title is not found.
func bylineBefore(cite, title string) string {
	lc, lt := strings.ToLower(cite), strings.ToLower(title)
	probe := lt
	if len(probe) > 24 {
		probe = probe[:24]
	}
	i := strings.Index(lc, probe)
	if i <= 0 {
		return ""
	}
	by := markupText(strings.TrimRight(cite[:i], " \"'“‘«(*_"))
	by = citeLeadRe.ReplaceAllString(by, "")
	by = citeYearTailRe.ReplaceAllString(by, "")
	by = strings.TrimRight(by, " .,:;\"'“")
	if !hasLetter(by) {
		return ""
	}
	return by
}

// CiteHeading is the heading of the one-entry list citeEntry wraps a
// whole reference in to read it: tools that gather the reader's
// sections know such a section for the reader's own, not a document's.
const CiteHeading = "Publications"

// citeEntry reads text, a whole reference, as a one-entry publication
// list through ReadCV with ms, and returns the publication or nil.
func citeEntry(ms cv.Models, text string) *pub.Publication {
	text = collapseSpace(text)
	if text == "" {
		return nil
	}
	var pb *pub.Publication
	src := "## " + CiteHeading + "\n\n1. " + text + "\n"
	_ = ReadCV(strings.NewReader(src), "citation", Options{Models: ms}, func(r pub.Record) error {
		if r.Publication != nil && pb == nil {
			pb = r.Publication
		}
		return nil
	})
	return pb
}

var (
	htmlTagRe  = regexp.MustCompile(`<(/?)([a-zA-Z][a-zA-Z0-9:]*)[^<>]*>`)
	mdEmRe     = regexp.MustCompile(`(\*\*|__|\*|\b_)([^*_]+?)(\*\*|__|\*|_\b)`)
	mdLinkRe   = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`)
	doiLinkRe  = regexp.MustCompile(`(?i)(?:doi\.org/|doi:\s*)(10\.\d{4,9}/[^\s"'<>]+)`)
	linkWordRe = regexp.MustCompile(`(?i)\s*\[(?:pdf|code|slides|video|poster|bib|bibtex|html|preprint|arxiv|link|data|abstract|doi|paper|supplement|supplementary|website|project)\]\s*`)
)

// markupKeep renders HTML tags and entities of a field to text, with
// sub- and superscripts as Unicode, but keeps markdown emphasis, which
// the CV reader reads as marks.
func markupKeep(s string) string {
	s = htmlTagRe.ReplaceAllStringFunc(s, func(tag string) string { return tagSpace(tag) })
	s = renderScripts(s)
	s = htmlTagRe.ReplaceAllString(s, "")
	return collapseSpace(html.UnescapeString(s))
}

// markupText is markupKeep without markdown emphasis and links.
func markupText(s string) string {
	s = markupKeep(s)
	s = mdLinkRe.ReplaceAllString(s, "$1")
	for range 2 {
		s = mdEmRe.ReplaceAllString(s, "$2")
	}
	return collapseSpace(strings.ReplaceAll(s, `\*`, "*"))
}

// tagSpace keeps a tag but puts a space for a line break.
func tagSpace(tag string) string {
	if m := htmlTagRe.FindStringSubmatch(tag); m != nil && strings.EqualFold(m[2], "br") {
		return " "
	}
	return tag
}

// scriptRe matches a sub- or superscript element with plain content.
var scriptRe = regexp.MustCompile(`(?i)<(sub|sup)>([^<>]*)</(?:sub|sup)>`)

// renderScripts writes <sub>2</sub> as ₂ and <sup>+</sup> as ⁺ where
// Unicode has the characters, and drops a footnote star.
func renderScripts(s string) string {
	return scriptRe.ReplaceAllStringFunc(s, func(m string) string {
		p := scriptRe.FindStringSubmatch(m)
		if strings.Trim(p[2], "*† ") == "" {
			return ""
		}
		return tex.ToScript(p[2], !strings.EqualFold(p[1], "sub"))
	})
}

// cleanTitleText renders a title field: markup removed, link labels
// ("[pdf]") dropped, outer quotes and a final full stop removed.
func cleanTitleText(s string) string {
	s = decodeLaTeXIfTeX(markupText(s))
	s = collapseSpace(linkWordRe.ReplaceAllString(s, " "))
	s = strings.Trim(s, `"“”`)
	if strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "..") && !strings.HasSuffix(s, " al.") {
		s = strings.TrimSuffix(s, ".")
	}
	return strings.TrimSpace(s)
}

// decodeLaTeXIfTeX decodes LaTeX in s when s has a command or braces;
// plain text keeps its characters (a "~" or "--" in a title is text).
func decodeLaTeXIfTeX(s string) string {
	if strings.ContainsAny(s, `\{`) || strings.Contains(s, "$") {
		return tex.Decode(s)
	}
	return s
}

// cleanDOI returns the DOI in s ("https://doi.org/10.1/x", "doi:10.1/x").
func cleanDOI(s string) string {
	s = strings.TrimSpace(s)
	if m := doiLinkRe.FindStringSubmatch(s); m != nil {
		return strings.TrimRight(m[1], ".,;")
	}
	if strings.HasPrefix(s, "10.") {
		return strings.TrimRight(s, ".,;")
	}
	return ""
}

// doiInURL returns the DOI of a doi.org link, or "".
func doiInURL(u string) string {
	if m := doiLinkRe.FindStringSubmatch(u); m != nil {
		return strings.TrimRight(m[1], ".,;")
	}
	return ""
}

var (
	// statusOnlyRe matches a venue field that says where a paper stands
	// rather than where it appeared: "In review at X", "Revision
	// requested: X", "Job market paper".
	statusOnlyRe = regexp.MustCompile(`(?i)^\s*(?:(?:in|under)\s+(?:review|revision|preparation|submission)|revis(?:e|ed|ion)\s*(?:and|&)\s*resubmit(?:ted)?|revision\s+requested|reject\s*(?:and|&)\s*resubmit|r\s*&\s*r|submitted|resubmitted|job\s+market\s+paper|work(?:ing)?\s+in\s+progress|in\s+prep\.?|draft|manuscript)\b`)
	// acceptedRe matches a venue field of a paper accepted for a venue:
	// "In press at X", "Forthcoming in X", "To appear in X".
	acceptedRe = regexp.MustCompile(`(?i)^\s*(?:in\s+press|forthcoming|accepted|to\s+appear|conditionally\s+accepted)\b(?:\s+(?:at|in|for|for\s+publication\s+in|with|by))?\s*:?\s*`)
)

// venueStatus reads the status words that lead a venue field: a paper in
// review has no venue yet (and is a preprint); "In press at X" is X.
func venueStatus(venue string) (string, pub.Kind) {
	venue = collapseSpace(strings.TrimRight(markupText(venue), " ."))
	if statusOnlyRe.MatchString(venue) {
		return "", pub.KindPreprint
	}
	if m := acceptedRe.FindString(venue); m != "" && len(m) < len(venue) {
		return strings.TrimSpace(venue[len(m):]), ""
	}
	if strings.EqualFold(venue, "nan") || strings.EqualFold(venue, "none") || venue == "-" {
		return "", ""
	}
	return venue, ""
}

// typeToKind reads a publication type: Hugo Academic's numbered types
// ("2"), CSL types ("article-journal"), BibTeX types ("inproceedings") or
// words ("Journal article").
func typeToKind(n *yaml.Node) pub.Kind {
	var s string
	if n = resolve(n); n != nil && n.Kind == yaml.SequenceNode && len(n.Content) > 0 {
		s = scalar(n.Content[0])
	} else {
		s = scalar(n)
	}
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" {
		return ""
	}
	if num, err := strconv.Atoi(s); err == nil {
		// Hugo Academic / Wowchemy: 0 uncategorised, 1 conference paper,
		// 2 journal article, 3 preprint, 4 report, 5 book, 6 book section,
		// 7 thesis, 8 patent.
		kinds := []pub.Kind{pub.KindOther, pub.KindConference, pub.KindJournal, pub.KindPreprint, pub.KindOther, pub.KindBook, pub.KindChapter, pub.KindThesis, pub.KindPatent}
		if num >= 0 && num < len(kinds) {
			return kinds[num]
		}
		return ""
	}
	switch fk := foldKey(s); {
	case strings.Contains(fk, "journal") || fk == "article":
		return pub.KindJournal
	case strings.Contains(fk, "conference") || strings.Contains(fk, "proceedings") || fk == "inproceedings":
		return pub.KindConference
	case strings.Contains(fk, "chapter") || fk == "incollection" || fk == "inbook" || strings.Contains(fk, "booksection"):
		return pub.KindChapter
	case fk == "book" || fk == "monograph":
		return pub.KindBook
	case strings.Contains(fk, "thesis") || strings.Contains(fk, "dissertation"):
		return pub.KindThesis
	case strings.Contains(fk, "preprint") || strings.Contains(fk, "workingpaper") || fk == "manuscript" || fk == "unpublished" || statusOnlyRe.MatchString(s):
		return pub.KindPreprint
	case strings.Contains(fk, "patent"):
		return pub.KindPatent
	case strings.Contains(fk, "poster"):
		return pub.KindPoster
	case strings.Contains(fk, "workshop"):
		return pub.KindWorkshop
	}
	return ""
}

func init() {
	Readers[FormatPubData] = ReadPubData
	Readers[FormatFrontMatter] = ReadFrontMatter
}

// looksPubDataYAML reports whether a YAML file is a top-level list of
// mappings (after comments), which bamos/cv CVs never are.
func looksPubDataYAML(trimmed []byte) bool {
	for _, line := range strings.Split(string(trimmed[:min(len(trimmed), 4096)]), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "#") || t == "---" {
			continue
		}
		return strings.HasPrefix(line, "- ") && strings.Contains(t, ":")
	}
	return false
}

// looksCVData reports whether a mapping is a CV kept as data: JSON
// Resume's basics, or a name beside one of bamos/cv's sections.
func looksCVData(root *yaml.Node) bool {
	if mapGet(root, "basics") != nil {
		return true
	}
	return mapGet(root, "name") != nil && slices.ContainsFunc(bamosSections, func(s string) bool { return mapGet(root, s) != nil })
}

// looksPubDataJSON reports whether a JSON head is a list of records with
// titles that is not CSL-JSON: no "family" names, "issued" dates or
// "container-title", and a key CSL-JSON lacks ("authors", "year",
// "journal").
func looksPubDataJSON(lower []byte) bool {
	if !bytes.HasPrefix(lower, []byte("[")) || !bytes.Contains(lower, []byte(`"title"`)) {
		return false
	}
	for _, csl := range []string{`"family"`, `"issued"`, `"container-title"`, `"date-parts"`, `"literal"`, `"citation-key"`} {
		if bytes.Contains(lower, []byte(csl)) {
			return false
		}
	}
	// Keys CSL-JSON does not have.
	for _, k := range []string{`"authors"`, `"year"`, `"venue"`, `"journal"`, `"citation"`, `"people"`, `"booktitle"`, `"coauthors"`} {
		if bytes.Contains(lower, []byte(k)) {
			return true
		}
	}
	return false
}

// sameInitialAndSurname reports whether two names share their surname
// and the initial of their first given name: "D. Van Dijcke" and "David
// Van Dijcke".
func sameInitialAndSurname(a, b string) bool {
	fa, fb := strings.Fields(a), strings.Fields(b)
	if len(fa) < 2 || len(fb) < 2 || a == b {
		return false
	}
	ia, ib := nameKey(fa[0]), nameKey(fb[0])
	if ia == "" || ib == "" || ia[0] != ib[0] {
		return false
	}
	return nameKey(surnameOf(fa)) == nameKey(surnameOf(fb))
}

// surnameOf returns the words of a name after its given names and
// initials: "Van Dijcke" of "D. Van Dijcke".
func surnameOf(words []string) string {
	i := 1
	for i < len(words)-1 && (names.IsInitial(strings.TrimSuffix(words[i], ".")) || strings.HasSuffix(words[i], ".")) {
		i++
	}
	if i < len(words)-1 && !names.IsParticle(words[i]) {
		// A middle name: "Jane Ann Doe".
		i = len(words) - 1
	}
	return strings.Join(words[i:], " ")
}

// emitPubs emits the publications read, after the owner when the list
// names none but one person is an author of nearly all its records (a
// lab's list of its head's works, an export of one person's ORCID works).
func (pr *pubReader) emitPubs(emit pub.Emit) error {
	pubs := pr.pubs
	pr.pubs = nil
	if pr.owner == "" {
		if owner := commonAuthor(pubs, pr.bold); owner != "" {
			if err := emit(pub.Record{Owner: &pub.Person{Name: owner, Pos: pub.Position{File: pr.name}}}); err != nil {
				return err
			}
			for _, p := range pubs {
				p.Owner = owner
			}
		}
	}
	for _, p := range pubs {
		if err := emit(pub.Record{Publication: p}); err != nil {
			return err
		}
	}
	return nil
}

// commonAuthor returns the person who is an author of at least 95% of
// five or more publications, in the longest form the list writes the
// name, or "". When several are (a student's list of papers all written
// with the same supervisor), the one bold counts set in bold most often
// is.
func commonAuthor(pubs []*pub.Publication, bold map[string]int) string {
	if len(pubs) < 5 {
		return ""
	}
	count := map[string]int{}
	forms := map[string]map[string]int{}
	for _, p := range pubs {
		seen := map[string]bool{}
		for _, a := range p.Authors {
			k := commonKey(a.Name)
			if k == "" || seen[k] {
				continue
			}
			seen[k] = true
			count[k]++
			if forms[k] == nil {
				forms[k] = map[string]int{}
			}
			forms[k][a.Name]++
		}
	}
	best := ""
	for k, n := range count {
		if n*100 < len(pubs)*95 {
			continue
		}
		if best == "" || bold[k] > bold[best] || bold[k] == bold[best] && (n > count[best] || n == count[best] && k < best) {
			best = k
		}
	}
	if best == "" {
		return ""
	}
	name := ""
	for f, n := range forms[best] {
		if len(f) > len(name) || len(f) == len(name) && (n > forms[best][name] || n == forms[best][name] && f < name) {
			name = f
		}
	}
	return name
}

// commonKey is the key under which commonAuthor counts a name: its last
// word and first initial, folded; "" for a name of one word.
func commonKey(name string) string {
	w := strings.Fields(name)
	if len(w) < 2 {
		return ""
	}
	return nameKey(w[len(w)-1]) + " " + string([]rune(nameKey(w[0]) + "?")[0])
}

// tableSeparators are the separators a publication table may use.
var tableSeparators = []rune{',', '\t', ';'}

// tableSeparator returns the separator of a table's header line: the one
// of tableSeparators it holds most of, if at least two.
func tableSeparator(header string) (rune, bool) {
	best, n := rune(0), 1
	for _, sep := range tableSeparators {
		if c := strings.Count(header, string(sep)); c > n {
			best, n = sep, c
		}
	}
	return best, best != 0
}

// looksPubTable reports whether the head of a file is a table of
// publications: a header line naming a title column and an authors
// column, whatever their exact names.
func looksPubTable(head []byte) bool {
	header := strings.TrimPrefix(headLine(bytes.TrimPrefix(head, []byte("\uFEFF"))), "\uFEFF")
	sep, ok := tableSeparator(header)
	if !ok || strings.Contains(header, ": ") {
		return false
	}
	title, authors := false, false
	for _, col := range strings.Split(header, string(sep)) {
		k := foldKey(strings.Trim(strings.TrimSpace(col), `"`))
		title = title || slices.Contains(titleKeys, k) && k != "name"
		authors = authors || slices.Contains(authorKeys, k) || slices.Contains(coauthorKeys, k)
	}
	return title && authors
}

// readPubTable reads a CSV or TSV table of publications, one row per
// record, its columns recognised as the keys of a data file are.
func readPubTable(src []byte, name string, opt Options, emit pub.Emit) error {
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
	pr := newPubReader(name, countLines(src), opt)
	for {
		row, err := cr.Read()
		if err == io.EOF {
			break
		}
		line, _ := cr.FieldPos(0)
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
		rec := &yaml.Node{Kind: yaml.MappingNode, Line: line, Column: 1}
		for i, cell := range row {
			if i >= len(header) || strings.TrimSpace(cell) == "" {
				continue
			}
			col, _ := cr.FieldPos(i)
			rec.Content = append(rec.Content,
				&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: strings.TrimSpace(header[i]), Line: 1, Column: 1},
				&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: cell, Line: col, Column: 1})
		}
		if len(rec.Content) == 0 {
			continue
		}
		if err := pr.readItem(rec, nil, emit); err != nil {
			return err
		}
	}
	return pr.finish(emit)
}

// splitCJKByline splits a byline of names in Han characters at the
// middle dots, ideographic commas and full-width separators between
// them: "山田太郎・鈴木花子". A middle dot between two katakana is part
// of one name ("キム・クァンス") and does not split. It returns nil for
// a byline with no Han names.
func splitCJKByline(s string) []string {
	rs := []rune(strings.TrimSpace(s))
	han := false
	var out []string
	start := 0
	cut := func(i int) {
		if p := strings.TrimSpace(string(rs[start:i])); p != "" {
			out = append(out, p)
		}
		start = i + 1
	}
	for i, r := range rs {
		switch {
		case unicode.Is(unicode.Han, r):
			han = true
		case r == '、' || r == '，' || r == '；' || r == ',' || r == ';':
			cut(i)
		case r == '・' || r == '･':
			prevKana := i > 0 && unicode.Is(unicode.Katakana, rs[i-1])
			nextKana := i+1 < len(rs) && unicode.Is(unicode.Katakana, rs[i+1])
			if !(prevKana && nextKana) {
				cut(i)
			}
		}
	}
	cut(len(rs))
	if !han || len(out) < 2 {
		return nil
	}
	for _, p := range out {
		if utf8.RuneCountInString(p) > 12 || strings.ContainsAny(p, "0123456789()（）") {
			return nil
		}
	}
	return out
}

// semicolonInverted reads a byline of inverted names separated by
// semicolons, as exports write them: "Doe, Jane A; Roe, Al; ...". Each
// name is turned around ("Jane A Doe"). It reports false unless nearly
// every part is one "Surname, Given" pair.
func semicolonInverted(s string) ([]pub.Author, bool, bool) {
	if !strings.Contains(s, ";") {
		return nil, false, false
	}
	var out []pub.Author
	incomplete, pairs, parts := false, 0, 0
	for _, part := range strings.Split(s, ";") {
		part = collapseSpace(part)
		if part == "" {
			continue
		}
		parts++
		if m := elisionRe.FindString(part); m != "" && strings.TrimSpace(part[len(m):]) == "" {
			incomplete = true
			continue
		}
		surname, given, ok := strings.Cut(part, ",")
		surname, given = strings.TrimSpace(surname), strings.TrimSpace(given)
		if !ok || strings.Contains(given, ",") || surname == "" || given == "" || len(strings.Fields(surname)) > 4 || len(strings.Fields(given)) > 4 {
			out = append(out, pub.Author{Name: names.Clean(part)})
			continue
		}
		pairs++
		name, equal := cutEqualMark(given + " " + surname)
		out = append(out, pub.Author{Name: name, Equal: equal})
	}
	if parts < 2 || pairs*10 < parts*8 {
		return nil, false, false
	}
	return out, incomplete, true
}
