package ingest

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/BurntSushi/toml"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/pub"
	"go.yaml.in/yaml/v3"
)

// ReadFrontMatter reads a markdown page with YAML ("---") or TOML ("+++")
// front matter, as static-site generators keep them:
//
//	---
//	title: "A Study of Lakes"
//	authors: [Jane Doe, admin]
//	date: 2021-03-01
//	publication: "*Freshwater Biology*"
//	publication_types: ["2"]
//	doi: 10.1000/xyz
//	---
//	Abstract ...
//
// A page whose front matter describes one paper (academicpages
// _publications/, Hugo Academic / Wowchemy / Hugo Blox
// content/publication/<slug>/index.md, Astro content collections) is one
// Publication, its fields recognised as ReadPubData recognises them; a
// citation string (academicpages "citation:") is read as a CV entry for
// the byline when the page gives no author list, and a "coauthors" field
// puts opt.Owner first. A page whose front matter holds a list of
// publication records (a Jekyll page rendering them with includes) is read
// as a publication data file. Any other page — a list of references in
// the body, a CV — is read by ReadCV.
//
// Talks, events and posts (by their folder or their type) are not papers:
// such a page yields no publication.
func ReadFrontMatter(r io.Reader, name string, opt Options, emit pub.Emit) error {
	src, err := readWhole(r, name)
	if err != nil {
		return err
	}
	return readFrontMatterSrc(src, name, opt, nil, emit)
}

// readFrontMatterSrc reads one page; site gives the author profiles and
// owner of the site the page belongs to, if known.
func readFrontMatterSrc(src []byte, name string, opt Options, site *siteInfo, emit pub.Emit) error {
	fm, err := splitFrontMatter(src, name)
	if err != nil {
		return err
	}
	if fm == nil {
		return readCVOrRecords(bytes.NewReader(src), name, opt, emit)
	}
	switch classifyPage(fm, name, site != nil) {
	case pagePaper:
		pr := newPubReader(name, countLines(src), opt)
		if site != nil {
			pr.owner, pr.keyNames, pr.ownerNames = site.owner, site.keyNames, true
			if site.coOnly != nil {
				// The site's owner is not known yet: a page without
				// a byline is kept for the site to settle.
				pr.keepUnauthored, pr.coOnly, pr.afterTitle = true, site.coOnly, site.afterTitle
			}
		}
		pr.kind = folderKind(name)
		pb, err := pr.record(fm.root, nil)
		if err != nil || pb == nil {
			return err
		}
		return emit(pub.Record{Publication: pb})
	case pageData:
		if site != nil && opt.Owner == "" {
			opt.Owner = site.owner
		}
		return readFrontMatterData(fm, src, name, opt, emit)
	case pageNotPaper:
		return nil
	}
	if files := listingFiles(fm.root, name); len(files) > 0 {
		// A Quarto listing of records kept in data files beside the page.
		return readListingFiles(files, pageAuthor(fm.root), opt, emit)
	}
	// A page of its own: its body is a CV or a list. ReadCV skips YAML
	// front matter; TOML front matter is blanked, keeping line numbers.
	if fm.toml {
		src = blankLines(src, fm.end)
	}
	return readCVOrRecords(bytes.NewReader(src), name, opt, emit)
}

// frontMatter is the front matter of a page.
type frontMatter struct {
	root *yaml.Node // a mapping
	toml bool
	// end is the line of the closing delimiter; the body follows it.
	end  int
	body string
}

// splitFrontMatter returns the page's front matter, or nil when it has
// none. Front matter that is not valid YAML or TOML is a *ParseError at
// its line.
func splitFrontMatter(src []byte, name string) (*frontMatter, error) {
	src = bytes.TrimPrefix(src, []byte("\uFEFF"))
	text := string(src)
	first, rest, _ := strings.Cut(text, "\n")
	delim := strings.TrimSpace(first)
	if delim != "---" && delim != "+++" {
		return nil, nil
	}
	lines := strings.Split(rest, "\n")
	end := -1
	for i, l := range lines {
		if t := strings.TrimSpace(l); t == delim || delim == "---" && t == "..." {
			end = i
			break
		}
	}
	if end < 0 {
		return nil, nil
	}
	block := strings.Join(lines[:end], "\n")
	fm := &frontMatter{toml: delim == "+++", end: end + 2, body: strings.Join(lines[end+1:], "\n")}
	if fm.toml {
		root, err := decodeTOMLNode(block)
		if err != nil {
			return nil, tomlError(name, err)
		}
		fm.root = root
	} else {
		// One blank line per line before the block, so that node lines
		// count from the top of the page.
		root, err := decodeYAML([]byte("\n" + block))
		if err != nil {
			return nil, yamlError(src, name, err)
		}
		if root == nil || root.Kind != yaml.MappingNode {
			return nil, nil
		}
		fm.root = root
	}
	liftParams(fm.root)
	return fm, nil
}

// paramsKeys name the tables of a page's front matter that hold its
// own fields, as Hugo's "params" and Zola's "extra" do.
var paramsKeys = []string{"params", "extra"}

// liftParams moves the fields of a front matter's params table up to the
// top, where the page's own fields are, unless a field of that name is
// there already: "params: {authors: [...]}" names the paper's authors.
func liftParams(root *yaml.Node) {
	if root == nil || root.Kind != yaml.MappingNode {
		return
	}
	var out []*yaml.Node
	var lifted []*yaml.Node
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], resolve(root.Content[i+1])
		if slices.Contains(paramsKeys, foldKey(k.Value)) && v.Kind == yaml.MappingNode {
			lifted = append(lifted, v.Content...)
			continue
		}
		out = append(out, root.Content[i], root.Content[i+1])
	}
	if lifted == nil {
		return
	}
	for i := 0; i+1 < len(lifted); i += 2 {
		if k := lifted[i].Value; fieldNode(&yaml.Node{Kind: yaml.MappingNode, Content: out}, []string{foldKey(k)}) == nil {
			out = append(out, lifted[i], lifted[i+1])
		}
	}
	root.Content = out
}

// tomlError turns a BurntSushi/toml error into a *ParseError at its line
// of the page (the block starts on line 2).
func tomlError(name string, err error) error {
	pos := pub.Position{File: name}
	var pe toml.ParseError
	if e, ok := err.(toml.ParseError); ok {
		pe = e
		pos.Line = pe.Position.Line + 1
		pos.Column = pe.Position.Col
		return pub.Errorf(pos, pub.ErrSyntax, "front matter is not valid TOML: %s", pe.Message)
	}
	return pub.Errorf(pos, pub.ErrSyntax, "front matter is not valid TOML: %v", err)
}

// decodeTOMLNode decodes a TOML block into a YAML node tree, so that
// both kinds of front matter are read by one code. Keys keep their
// order; each top-level value carries the line its key is on.
func decodeTOMLNode(block string) (root *yaml.Node, err error) {
	return decodeTOMLNodeAt(block, 2)
}

// tomlTableHeaderRe matches the header of a table in an array of tables:
// "[[papers]]".
var tomlTableHeaderRe = regexp.MustCompile(`^\s*\[\[\s*"?([^\]."]+)"?\s*\]\]`)

// decodeTOMLNodeAt is decodeTOMLNode for a block whose first line is
// line first of its file (2 in front matter, 1 in a TOML file). Each
// table of a top-level array of tables carries the line of its header.
func decodeTOMLNodeAt(block string, first int) (root *yaml.Node, err error) {
	defer func() {
		if p := recover(); p != nil {
			root, err = nil, fmt.Errorf("%w: %v", errYAMLPanic, p)
		}
	}()
	var m map[string]any
	md, err := toml.Decode(block, &m)
	if err != nil {
		return nil, err
	}
	keyLines := map[string]int{}
	tableLines := map[string][]int{}
	for i, l := range strings.Split(block, "\n") {
		if m := tomlTableHeaderRe.FindStringSubmatch(l); m != nil {
			k := strings.TrimSpace(m[1])
			tableLines[k] = append(tableLines[k], i+first)
			continue
		}
		k, _, ok := strings.Cut(l, "=")
		if k = strings.Trim(strings.TrimSpace(k), `"'`); ok && k != "" && keyLines[k] == 0 {
			keyLines[k] = i + first
		}
	}
	root = &yaml.Node{Kind: yaml.MappingNode, Line: first, Column: 1}
	done := map[string]bool{}
	for _, key := range md.Keys() {
		k := key[0]
		if done[k] {
			continue
		}
		done[k] = true
		line := max(keyLines[k], first)
		if ls := tableLines[k]; len(ls) > 0 && keyLines[k] == 0 {
			line = ls[0]
		}
		v := tomlValueNode(m[k], line)
		if ls := tableLines[k]; v.Kind == yaml.SequenceNode && len(ls) == len(v.Content) {
			for i, it := range v.Content {
				setLine(it, ls[i])
			}
		}
		root.Content = append(root.Content,
			&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: k, Line: line, Column: 1}, v)
	}
	return root, nil
}

// tomlValueNode converts a decoded TOML value to a YAML node at line.
func tomlValueNode(v any, line int) *yaml.Node {
	switch v := v.(type) {
	case map[string]any:
		n := &yaml.Node{Kind: yaml.MappingNode, Line: line, Column: 1}
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: k, Line: line, Column: 1}, tomlValueNode(v[k], line))
		}
		return n
	case []map[string]any:
		n := &yaml.Node{Kind: yaml.SequenceNode, Line: line, Column: 1}
		for _, it := range v {
			n.Content = append(n.Content, tomlValueNode(it, line))
		}
		return n
	case []any:
		n := &yaml.Node{Kind: yaml.SequenceNode, Line: line, Column: 1}
		for _, it := range v {
			n.Content = append(n.Content, tomlValueNode(it, line))
		}
		return n
	case time.Time:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: v.Format("2006-01-02"), Line: line, Column: 1}
	case nil:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Line: line, Column: 1}
	}
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: fmt.Sprint(v), Line: line, Column: 1}
}

// blankLines replaces the first n lines of src with empty lines.
func blankLines(src []byte, n int) []byte {
	out := make([]byte, 0, len(src))
	rest := src
	for i := 0; i < n; i++ {
		j := bytes.IndexByte(rest, '\n')
		if j < 0 {
			return append(out, '\n')
		}
		out = append(out, '\n')
		rest = rest[j+1:]
	}
	return append(out, rest...)
}

// pageKind is what a page with front matter holds.
type pageKind int

const (
	pageOther    pageKind = iota // a page of its own: read the body
	pagePaper                    // one paper described by the front matter
	pageData                     // a list of publication records in the front matter
	pageNotPaper                 // a talk, event or post: nothing to read
)

var (
	// notPaperDirRe matches folders of a site that hold talks, events,
	// posts and other pages that are not papers.
	notPaperDirRe = regexp.MustCompile(`(?i)^_?(talks?|events?|posts?|blog|news|teaching|courses?|portfolio|projects?|slides|presentations?|media|people|members?|drafts)$`)
	// paperDirRe matches folders of a site that hold papers.
	paperDirRe = regexp.MustCompile(`(?i)^_?(publications?|papers?|articles?|wps?|working[-_]?papers?|preprints?|research|pubs?)$`)
	// wpDirRe matches folders of working papers.
	wpDirRe = regexp.MustCompile(`(?i)^_?(wps?|working[-_]?papers?|preprints?|work[-_]in[-_]progress|drafts?)$`)
	// talkTypeRe matches a type or collection that is not a paper.
	talkTypeRe = regexp.MustCompile(`(?i)^(talks?|presentations?|keynote|invited talk|seminar|lecture|events?|posts?|teaching|news|portfolio|projects?)$`)
	// bodyEntryRe matches a list item long enough to be a reference.
	bodyEntryRe = regexp.MustCompile(`(?m)^\s{0,3}(?:[-*+]|\d+[.)])\s+\S.{30,}`)
)

// classifyPage tells what a page holds. inSite is set when the page was
// found in a site's paper folders, where a title alone makes a paper.
func classifyPage(fm *frontMatter, name string, inSite bool) pageKind {
	inPaperDir := false
	switch folderRole(name) {
	case pageNotPaper:
		return pageNotPaper
	case pagePaper:
		inPaperDir = true
	}
	for _, k := range []string{"collection", "type", "layout"} {
		if talkTypeRe.MatchString(strings.TrimSpace(scalar(mapGet(fm.root, k)))) {
			return pageNotPaper
		}
	}
	// A body that is a list of references makes the page a list, unless
	// the front matter names the paper's authors: then the list is its
	// key points.
	bodyList := len(bodyEntryRe.FindAllStringIndex(fm.body, 3)) >= 2
	if fieldScalar(fm.root, []string{"title"}) != "" {
		authorish := fieldNode(fm.root, []string{"authors", "creators", "contributors", "people"}) != nil ||
			fieldNode(fm.root, coauthorKeys) != nil || fieldScalar(fm.root, citationKeys) != "" || hasValueByline(fm.root)
		pubish := fieldScalar(fm.root, []string{"journal", "booktitle", "venue", "publication", "conference", "doi", "publisher", "event"}) != "" ||
			fieldNode(fm.root, []string{"publicationtypes", "publicationtype"}) != nil
		if authorish || pubish && !bodyList && (fieldNode(fm.root, []string{"author"}) != nil || inPaperDir || inSite) {
			return pagePaper
		}
	}
	if bodyList {
		return pageOther
	}
	if frontMatterRecords(fm.root) >= 2 {
		return pageData
	}
	return pageOther
}

// frontMatterRecords counts the publication records a page's front
// matter holds, at any depth: under its own keys ("papers:"), or under a
// listing's ("listing: contents:"). Records named by their keys count
// first; else those the generic reader finds by what their values look
// like (a title and a year, a venue or a byline).
func frontMatterRecords(root *yaml.Node) int {
	if n := recordsIn(nestedPubList(root, maxRecordNesting)); n > 0 {
		return n
	}
	n := 0
	for _, l := range findRecordLists(label.Default(), root, nil, 0) {
		n += len(l.items)
	}
	return n
}

// folderRole tells from the two folders above a page whether it is among
// papers (pagePaper) or talks, posts and such (pageNotPaper): the nearest
// folder that says decides, so that Hugo's talk/<slug>/index.md and
// academicpages' _talks/x.md are both talks.
func folderRole(name string) pageKind {
	dirs := strings.Split(filepath.ToSlash(filepath.Dir(name)), "/")
	for i := len(dirs) - 1; i >= 0 && i >= len(dirs)-2; i-- {
		switch {
		case paperDirRe.MatchString(dirs[i]):
			return pagePaper
		case notPaperDirRe.MatchString(dirs[i]):
			return pageNotPaper
		}
	}
	return pageOther
}

// folderKind is the kind its folder gives a paper: working papers are
// preprints. It is "" elsewhere.
func folderKind(name string) pub.Kind {
	dirs := strings.Split(filepath.ToSlash(filepath.Dir(name)), "/")
	for i := len(dirs) - 1; i >= 0 && i >= len(dirs)-2; i-- {
		if wpDirRe.MatchString(dirs[i]) {
			return pub.KindPreprint
		}
	}
	return ""
}

// looksFrontMatterPaper reports whether the head of a page has front
// matter describing a paper or holding publication records, so that
// Detect sends it to ReadFrontMatter. A front matter cut off by the end of
// head is read up to its last whole top-level key.
func looksFrontMatterPaper(name string, head []byte) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".md", ".markdown", ".mdx", ".qmd", ".rmd", ".html", ".htm", "":
	default:
		return false
	}
	head = bytes.TrimPrefix(head, []byte("\uFEFF"))
	if !bytes.HasPrefix(head, []byte("---")) && !bytes.HasPrefix(head, []byte("+++")) {
		return false
	}
	fm, err := splitFrontMatter(head, name)
	if fm == nil && err == nil {
		// Cut off: close the block before its last top-level key.
		cut := bytes.LastIndex(head, []byte("\n"))
		for cut > 0 {
			next := head[cut+1:]
			if len(next) > 0 && next[0] != ' ' && next[0] != '\t' && next[0] != '-' && next[0] != '#' {
				break
			}
			cut = bytes.LastIndex(head[:cut], []byte("\n"))
		}
		if cut <= 0 {
			return false
		}
		delim := head[:3]
		closed := append(append(slices.Clone(head[:cut+1]), delim...), '\n')
		fm, err = splitFrontMatter(closed, name)
	}
	if err != nil || fm == nil {
		return false
	}
	k := classifyPage(fm, name, false)
	return k == pagePaper || k == pageData || k == pageOther && len(listingFiles(fm.root, name)) > 0
}

// setLine gives n and every node below it the line l.
func setLine(n *yaml.Node, l int) {
	n.Line = l
	for _, c := range n.Content {
		setLine(c, l)
	}
}

// readFrontMatterData reads the publication records a page's front
// matter holds (see frontMatterRecords) by their keys and by what their
// values look like, keeping the better reading; a page with a body long
// enough to be a list of its own is read as one too, in case the front
// matter's lists are something else. The page's author ("author: Jane
// Doe") is the owner of a list whose records name no one, and a hint to
// the owner of one whose bylines write that name.
func readFrontMatterData(fm *frontMatter, src []byte, name string, opt Options, emit pub.Emit) error {
	lines := countLines(src)
	author := pageAuthor(fm.root)
	ownerLine := fm.root.Line
	if k, _ := fieldEntry(fm.root, pageAuthorKeys); k != "" {
		if kn, _ := mapEntry(fm.root, k); kn != nil {
			ownerLine = kn.Line
		}
	}
	impliedOwner := opt.Owner == "" && author != "" && !holdsBylines(fm.root, 0)
	withPageOwner := func(read func(Options, pub.Emit) error) func(Options, pub.Emit) error {
		if !impliedOwner {
			return read
		}
		return func(o Options, e pub.Emit) error {
			o.Owner = author
			if err := e(pub.Record{Owner: &pub.Person{Name: author, Pos: pub.Position{File: name, Line: ownerLine}}}); err != nil {
				return err
			}
			return read(o, e)
		}
	}
	keyed := withPageOwner(func(o Options, e pub.Emit) error { return readPubRootOf(fm.root, name, lines, o, author, e) })
	generic := withPageOwner(func(o Options, e pub.Emit) error { return readGenericTreeOf(fm.root, name, lines, o, author, e) })
	alts := []func(Options, pub.Emit) error{generic}
	if len(strings.TrimSpace(fm.body)) > 200 {
		body := src
		if fm.toml {
			body = blankLines(src, fm.end)
		}
		alts = append(alts, func(o Options, e pub.Emit) error { return readCVOrRecords(bytes.NewReader(body), name, o, e) })
	}
	return readBestIf(opt, emit, true, keyed, alts...)
}

// pageAuthorKeys name a page's author in its front matter.
var pageAuthorKeys = []string{"author", "authors"}

// pageAuthor returns the one person a page's front matter names as its
// author ("author: Jane Doe", Quarto's "author: [{name: Jane Doe}]"), or
// "" when it names none, several, or something not shaped as a person's
// name.
func pageAuthor(root *yaml.Node) string {
	v := fieldNode(root, pageAuthorKeys)
	if v != nil && v.Kind == yaml.SequenceNode {
		if len(v.Content) != 1 {
			return ""
		}
		v = resolve(v.Content[0])
	}
	if v == nil {
		return ""
	}
	s := scalar(v)
	if v.Kind == yaml.MappingNode {
		s = personOf(v)
	}
	s = collapseSpace(markupText(s))
	if len(strings.Fields(s)) < 2 || !looksLikePersonName(s) {
		return ""
	}
	return s
}

// personOf returns the name a mapping gives a person: "name", "literal"
// or "fullname", whole or itself split ({name: {given, family}}), or
// its given and family names.
func personOf(m *yaml.Node) string {
	if n := fieldNode(m, []string{"name", "literal", "fullname"}); n != nil {
		if n.Kind == yaml.ScalarNode {
			return scalar(n)
		}
		m = n
	}
	given := fieldScalar(m, []string{"given", "first", "firstname", "givenname", "givennames", "forename", "forenames", "initials"})
	family := fieldScalar(m, []string{"family", "last", "lastname", "surname", "familyname"})
	return collapseSpace(given + " " + family)
}

// holdsBylines reports whether a mapping below the top of a data tree
// (depth > 0) has a field that says it holds people or a citation: the
// records of a list that names its authors.
func holdsBylines(n *yaml.Node, depth int) bool {
	n = resolve(n)
	if n == nil || depth > 50 {
		return false
	}
	switch n.Kind {
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i].Value
			if depth > 0 && (peopleKeyHint(k) > 0 || slices.Contains(citationKeys, foldKey(k))) {
				return true
			}
			if holdsBylines(n.Content[i+1], depth+1) {
				return true
			}
		}
	case yaml.SequenceNode:
		for _, it := range n.Content {
			if holdsBylines(it, depth+1) {
				return true
			}
		}
	}
	return false
}

// listingFiles returns the data files (YAML or JSON) a Quarto page's
// listings take their items from ("listing: contents: papers.yml"),
// found beside the page; globs and folders are not followed.
func listingFiles(root *yaml.Node, name string) []string {
	var listings []*yaml.Node
	switch l := mapGet(root, "listing"); {
	case l == nil:
		return nil
	case l.Kind == yaml.SequenceNode:
		listings = l.Content
	default:
		listings = []*yaml.Node{l}
	}
	var out []string
	for _, li := range listings {
		for _, v := range items(mapGet(resolve(li), "contents")) {
			s := strings.TrimSpace(scalar(v))
			switch strings.ToLower(filepath.Ext(s)) {
			case ".yml", ".yaml", ".json":
			default:
				continue
			}
			if filepath.IsAbs(s) || strings.HasPrefix(s, "/") || strings.ContainsAny(s, "*?[{") {
				continue
			}
			p := filepath.Join(filepath.Dir(name), filepath.FromSlash(s))
			if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
	}
	return out
}

// readListingFiles reads the data files of a page's listings as
// publication data files, each under its own name. author is the page's
// author: the owner of a file whose records name no one. A file that
// cannot be read is a warning; the others still count.
func readListingFiles(files []string, author string, opt Options, emit pub.Emit) error {
	for _, p := range files {
		err := readListingFile(p, author, opt, emit)
		var pe *pub.ParseError
		if errors.As(err, &pe) {
			err = opt.warn(pe)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func readListingFile(p, author string, opt Options, emit pub.Emit) error {
	f, err := os.Open(p)
	if err != nil {
		return pub.Errorf(pub.Position{File: p}, nil, "listing file not read: %v", err)
	}
	defer f.Close()
	limit, flag := readLimit(FormatPubData, opt.Budget)
	src, err := readWhole(&limitReader{r: f, name: p, limit: limit, flag: flag}, p)
	if err != nil {
		return err
	}
	if opt.Owner == "" && author != "" {
		if root, err := decodeData(src, p); err == nil && !holdsBylines(root, 0) {
			opt.Owner = author
			if err := emit(pub.Record{Owner: &pub.Person{Name: author, Pos: pub.Position{File: p, Line: 1}}}); err != nil {
				return err
			}
		}
	}
	return ReadPubData(bytes.NewReader(src), p, opt, emit)
}
