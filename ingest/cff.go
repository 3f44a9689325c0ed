package ingest

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
	"go.yaml.in/yaml/v3"
)

// ReadCFF reads a CITATION.cff file (the Citation File Format, YAML) and
// emits the software or data set it describes as one Publication, then
// its preferred citation and its references, each one more:
//
//	cff-version: 1.2.0
//	title: tidekit
//	authors:
//	  - family-names: Doe
//	    given-names: Jane
//	  - given-names: Piet
//	    name-particle: van der
//	    family-names: Berg
//	date-released: 2023-05-01
//	doi: 10.5281/zenodo.1000001
//	preferred-citation:
//	  type: article
//	  title: "Tidekit: counting tide pool animals"
//	  authors: [{family-names: Doe, given-names: Jane}]
//	  journal: Coastal Ecology Letters
//	  volume: 12
//	  start: 201
//	  end: 209
//	  year: 2021
//
// A person's name is given-names, name-particle, family-names and
// name-suffix in that order; an entity (name:, a team or a consortium)
// is no person and is left out with a doubt. The software itself is of
// kind other, its year that of date-released; a citation's kind comes
// from its type, its venue from journal, conference, collection-title or
// the software's title, its pages from start and end (or pages), and its
// publisher and place from publisher. Each record is placed at its line
// and column. A citation without title or author is warned of and
// skipped; a document that is no YAML mapping is an error at its line.
func ReadCFF(r io.Reader, name string, opt Options, emit pub.Emit) error {
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
	if root.Kind != yaml.MappingNode {
		return pub.Errorf(nodePos(name, root), pub.ErrSyntax, "not a CITATION.cff file: the document is not a mapping of keys")
	}
	c := &cffReader{name: name, opt: opt, emit: emit}
	if err := c.work(root, "the cited work", pub.KindOther); err != nil {
		return err
	}
	if pc := mapGet(root, "preferred-citation"); pc != nil {
		if err := c.work(pc, "preferred-citation", ""); err != nil {
			return err
		}
	}
	for _, ref := range items(mapGet(root, "references")) {
		if err := c.work(ref, "reference", ""); err != nil {
			return err
		}
	}
	if c.emitted == 0 {
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "no work with a title or author in the CITATION.cff file")
	}
	return nil
}

func init() {
	Readers[FormatCFF] = ReadCFF
}

// cffReader is the state of ReadCFF.
type cffReader struct {
	name    string
	opt     Options
	emit    pub.Emit
	emitted int
}

// nodePos is the position of node n in the file name.
func nodePos(name string, n *yaml.Node) pub.Position {
	return pub.Position{File: name, Line: n.Line, Column: n.Column}
}

// work emits the work n describes, what naming it in a warning; kind is
// its kind, or "" to take it from its type.
func (c *cffReader) work(n *yaml.Node, what string, kind pub.Kind) error {
	pos := nodePos(c.name, n)
	if n.Kind != yaml.MappingNode {
		return c.opt.warn(pub.Errorf(pos, pub.ErrSyntax, "%s is not a mapping of keys; skipped", what))
	}
	pb := &pub.Publication{Pos: pos, Title: collapseSpace(scalar(mapGet(n, "title")))}
	var groups []string
	var err error
	if pb.Authors, groups, err = c.people(mapGet(n, "authors")); err != nil {
		return err
	}
	if pb.Editors, _, err = c.people(mapGet(n, "editors")); err != nil {
		return err
	}
	if pb.Title == "" && len(pb.Authors) == 0 {
		return c.opt.warn(pub.Errorf(pos, pub.ErrSyntax, "%s has neither title nor author; skipped", what))
	}
	if pb.Title == "" {
		pb.Doubts = append(pb.Doubts, "record has no title")
	}
	for _, g := range groups {
		pb.Doubts = append(pb.Doubts, fmt.Sprintf("the group %q among the authors is no person: left out", g))
	}
	if len(pb.Authors) == 0 {
		pb.Doubts = append(pb.Doubts, "record has no author")
	}
	pb.Year = cffYear(n)
	pb.DOI = cffDOI(n)
	pb.ArXiv = arxivFromDOI(pb.DOI)
	pb.URL = firstScalar(n, "url", "repository-code", "repository")
	venue := firstScalar(n, "journal", "collection-title", "secondary-title")
	if venue == "" {
		venue = scalar(mapGet(mapGet(n, "conference"), "name"))
	}
	setVenue(pb, venue)
	pb.Volume, pb.Issue = firstScalar(n, "volume"), firstScalar(n, "issue", "number")
	pb.Pages = pub.JoinPages(firstScalar(n, "start"), firstScalar(n, "end"))
	if pb.Pages == "" && strings.ContainsAny(firstScalar(n, "pages"), "-–") {
		pb.Pages = firstScalar(n, "pages") // a range; a bare number counts pages
	}
	pb.Publisher, pb.Place = cffEntity(n, "publisher")
	if pb.Publisher == "" && (firstScalar(n, "type") == "thesis" || firstScalar(n, "type") == "report") {
		pb.Publisher, pb.Place = cffEntity(n, "institution")
	}
	pb.Abstract = collapseSpace(firstScalar(n, "abstract"))
	for _, k := range items(mapGet(n, "keywords")) {
		if s := strings.TrimSpace(scalar(k)); s != "" {
			pb.Keywords = append(pb.Keywords, s)
		}
	}
	if pb.Kind = kind; kind == "" {
		typ := firstScalar(n, "type")
		var known bool
		if pb.Kind, known = cffKind(typ, pb.ArXiv != "" || isArXivText(venue)); !known {
			pb.Doubts = append(pb.Doubts, fmt.Sprintf("unknown CFF type %q read as other", typ))
		}
		if pb.Kind == pub.KindConference && strings.Contains(strings.ToLower(venue), "workshop") {
			pb.Kind = pub.KindWorkshop
		}
	}
	c.emitted++
	return c.emit(pub.Record{Publication: pb})
}

// people reads a CFF list of persons and entities; it returns the
// persons as authors and the names of the entities apart. A person
// of the wrong shape is warned of and left out; the error is the
// warning's (--strict).
func (c *cffReader) people(n *yaml.Node) (as []pub.Author, groups []string, err error) {
	for _, p := range items(n) {
		if p.Kind != yaml.MappingNode {
			if err := c.opt.warn(pub.Errorf(nodePos(c.name, p), pub.ErrSyntax, "a person is not a mapping (family-names:, given-names:); left out")); err != nil {
				return nil, nil, err
			}
			continue
		}
		parts := []string{firstScalar(p, "given-names"), firstScalar(p, "name-particle"), firstScalar(p, "family-names"), firstScalar(p, "name-suffix")}
		full := collapseSpace(strings.Join(parts, " "))
		if parts[2] == "" && parts[0] == "" {
			if g := firstScalar(p, "name", "alias"); g != "" {
				groups = append(groups, g)
			}
			continue
		}
		if a, others := markedAuthor(full); !others && a.Name != "" {
			as = append(as, a)
		}
	}
	return as, groups, nil
}

// cffEntity returns the name and city of the entity under key (a
// publisher, an institution), or the text of key when it is a string.
func cffEntity(n *yaml.Node, key string) (name, place string) {
	e := mapGet(n, key)
	if s := scalar(e); s != "" {
		return collapseSpace(s), ""
	}
	name = collapseSpace(firstScalar(e, "name"))
	place = collapseSpace(firstScalar(e, "city"))
	if place == "" {
		place = collapseSpace(firstScalar(e, "location"))
	}
	return name, place
}

// cffYear returns the year of a work: year, else the year of
// date-published or date-released.
func cffYear(n *yaml.Node) int {
	for _, k := range []string{"year", "date-published", "date-released"} {
		if y := yearPattern.FindString(scalar(mapGet(n, k))); y != "" {
			v, _ := strconv.Atoi(y)
			return v
		}
	}
	return 0
}

// cffDOI returns a work's DOI: doi, else the first identifier of type
// doi.
func cffDOI(n *yaml.Node) string {
	doi := normalizeDOI(firstScalar(n, "doi"))
	for _, id := range items(mapGet(n, "identifiers")) {
		if doi == "" && firstScalar(id, "type") == "doi" {
			doi = normalizeDOI(firstScalar(id, "value"))
		}
	}
	if !strings.HasPrefix(doi, "10.") {
		return ""
	}
	return doi
}

// cffKind maps a CFF reference type to a kind; known is false for a
// type it does not know (read as other).
func cffKind(typ string, arxiv bool) (pub.Kind, bool) {
	switch typ {
	case "article", "article-journal", "magazine-article", "newspaper-article":
		if arxiv {
			return pub.KindPreprint, true
		}
		return pub.KindJournal, true
	case "conference-paper", "proceedings", "conference":
		return pub.KindConference, true
	case "book", "edited-work":
		return pub.KindBook, true
	case "chapter", "book-chapter":
		return pub.KindChapter, true
	case "thesis":
		return pub.KindThesis, true
	case "patent":
		return pub.KindPatent, true
	case "preprint", "unpublished":
		return pub.KindPreprint, true
	case "", "generic", "software", "software-code", "software-container", "software-executable",
		"software-virtual-machine", "data", "database", "report", "manual", "website", "standard", "pamphlet",
		"source-code", "blog", "poster", "presentation":
		if arxiv {
			return pub.KindPreprint, true
		}
		if typ == "poster" {
			return pub.KindPoster, true
		}
		return pub.KindOther, true
	}
	return pub.KindOther, false
}

// looksCFF reports whether a file is a CITATION.cff file: named .cff,
// or with a cff-version key at the start of a line of its head.
func looksCFF(name string, head []byte) bool {
	if strings.EqualFold(filepath.Ext(name), ".cff") {
		return true
	}
	head = bytes.TrimPrefix(head[:min(len(head), 4096)], []byte("\uFEFF"))
	return bytes.HasPrefix(head, []byte("cff-version:")) || bytes.Contains(head, []byte("\ncff-version:"))
}
