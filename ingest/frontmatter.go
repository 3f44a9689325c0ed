package ingest

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/BurntSushi/toml"
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
		pr := newPubReader(name, countLines(src), opt)
		if site != nil {
			pr.owner = site.owner
		}
		for _, it := range pubList(fm.root) {
			if err := pr.readItem(it, nil, emit); err != nil {
				return err
			}
		}
		return pr.finish(emit)
	case pageNotPaper:
		return nil
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
	return fm, nil
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
		authorish := fieldNode(fm.root, []string{"authors"}) != nil || fieldNode(fm.root, coauthorKeys) != nil ||
			fieldScalar(fm.root, citationKeys) != ""
		pubish := fieldScalar(fm.root, []string{"journal", "booktitle", "venue", "publication", "conference", "doi"}) != "" ||
			fieldNode(fm.root, []string{"publicationtypes", "publicationtype"}) != nil
		if authorish || pubish && !bodyList && (fieldNode(fm.root, []string{"author"}) != nil || inPaperDir || inSite) {
			return pagePaper
		}
	}
	if bodyList {
		return pageOther
	}
	if !looksPubRecord(fm.root) && recordsIn(topSequences(fm.root)) >= 2 {
		return pageData
	}
	return pageOther
}

// topSequences returns the items of every list at the top of a mapping.
func topSequences(root *yaml.Node) []*yaml.Node {
	var out []*yaml.Node
	for i := 0; i+1 < len(root.Content); i += 2 {
		if v := resolve(root.Content[i+1]); v.Kind == yaml.SequenceNode {
			out = append(out, v.Content...)
		}
	}
	return out
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
	return k == pagePaper || k == pageData
}

// setLine gives n and every node below it the line l.
func setLine(n *yaml.Node, l int) {
	n.Line = l
	for _, c := range n.Content {
		setLine(c, l)
	}
}
