package ingest

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv"
	"github.com/pubgraph/pubgraph/ingest/cv/names"
	"github.com/pubgraph/pubgraph/ingest/cv/profile"
	"github.com/pubgraph/pubgraph/pub"
	"go.yaml.in/yaml/v3"
)

// A static site keeps its papers one page per paper and its owner in a
// profile page or the site's configuration. pubgraph reads such a folder
// as one input, so that the profile gives the owner of every paper and
// resolves the author keys of the pages:
//
//	site/                         academicpages (Jekyll)
//	  _config.yml                 author: {name: Jane Doe}
//	  _publications/2021-x.md     one paper per page
//	  _wps/2024-y.md              any other collection of papers
//	  _talks/2020-z.md            not papers
//
//	site/content/                 Hugo Academic, Wowchemy, Hugo Blox
//	  authors/admin/_index.md     the owner's profile: name, education,
//	                              organizations
//	  publication/x/index.md      one paper per bundle; authors: [admin, ...]
//	  talk/y/index.md             not papers

// siteInfo is what a site's profiles and configuration say.
type siteInfo struct {
	// owner is the site owner's display name, or "".
	owner string
	// keyNames maps author keys ("admin") to display names.
	keyNames map[string]string
	// coOnly and afterTitle, set while the owner is unknown, note the
	// papers whose pages name co-authors only and those whose byline
	// came from names after the title of a citation (see pubReader), so
	// that settleUnnamed can give them the site's unnamed owner.
	coOnly     map[*pub.Publication]bool
	afterTitle map[*pub.Publication]bool
	// cites are the citations of the site's pages, read while the owner
	// is unknown, for settleUnnamed to find the owner among their
	// editors.
	cites []string
}

// siteSkipDirs are Jekyll folders that hold no content pages.
var siteSkipDirs = map[string]bool{"_pages": true, "_data": true, "_includes": true, "_layouts": true, "_sass": true,
	"_site": true, "_plugins": true, "_bibliography": true, "_scripts": true, "_config": true}

// siteContentDirs are the folders of a Hugo site whose pages a site input
// covers: papers, profiles, and pages that are not papers (so they are
// not read as CVs one by one).
var siteContentDirs = regexp.MustCompile(`(?i)^(publications?|authors|talks?|events?|posts?)$`)

// findSite reports whether dir is the root of a static site with paper
// pages, and returns the pages and profiles a site input covers, sorted.
// dir is a site when it (or its content/ or src/content/ folder) has
// Hugo author profiles or a publication folder of pages, or a Jekyll
// _publications collection.
func findSite(dir string) ([]string, bool) {
	var files []string
	isSite := false
	for _, base := range []string{dir, filepath.Join(dir, "content"), filepath.Join(dir, "src", "content")} {
		entries, err := os.ReadDir(base)
		if err != nil {
			continue
		}
		for _, e := range entries {
			name := e.Name()
			if !e.IsDir() || strings.HasPrefix(name, ".") {
				continue
			}
			sub := filepath.Join(base, name)
			switch {
			case strings.EqualFold(name, "authors") && base != dir || strings.EqualFold(name, "authors") && hasProfile(sub):
				profiles := markdownUnder(sub)
				if hasProfile(sub) {
					isSite = true
				}
				files = append(files, profiles...)
			case siteContentDirs.MatchString(name):
				pages := markdownUnder(sub)
				if paperDirRe.MatchString(name) && len(pages) > 0 && hasFrontMatter(pages[0]) {
					isSite = true
				}
				files = append(files, pages...)
			case base == dir && strings.HasPrefix(name, "_") && !siteSkipDirs[strings.ToLower(name)]:
				pages := markdownUnder(sub)
				if paperDirRe.MatchString(name) && len(pages) > 0 && hasFrontMatter(pages[0]) {
					isSite = true
				}
				files = append(files, pages...)
			}
		}
	}
	if !isSite {
		// A site's paper collection given by itself: a folder whose
		// pages are papers, one page each.
		if pages := paperPagesIn(dir); len(pages) > 0 {
			return pages, true
		}
		return nil, false
	}
	// The site's configuration is read for the owner, not as a CV.
	for _, c := range []string{"_config.yml", "_config.yaml", "config.toml", "config.yaml", "hugo.toml", "hugo.yaml"} {
		if info, err := os.Stat(filepath.Join(dir, c)); err == nil && info.Mode().IsRegular() {
			files = append(files, filepath.Join(dir, c))
		}
	}
	slices.Sort(files)
	return slices.Compact(files), true
}

// paperPagesIn returns the markdown pages directly in dir when dir is a
// collection of papers, one page each (a site's _publications folder
// copied or named by itself): at least three pages, and three in four of
// its markdown files have front matter that describes one paper.
func paperPagesIn(dir string) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var pages []string
	markdown := 0
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() || strings.HasPrefix(name, ".") || !isMarkdownName(name) {
			continue
		}
		markdown++
		path := filepath.Join(dir, name)
		if classifyHead(path, readHead(path, 16<<10)) == pagePaper {
			pages = append(pages, path)
		}
	}
	if len(pages) < 3 || 4*len(pages) < 3*markdown {
		return nil
	}
	return pages
}

// readHead returns the first n bytes of a file, or nil.
func readHead(path string, n int) []byte {
	f, err := os.Open(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	buf := make([]byte, n)
	k, _ := io.ReadFull(f, buf)
	return buf[:k]
}

// classifyHead is classifyPage for the head of a page whose front matter
// is whole in it; pageOther otherwise.
func classifyHead(path string, head []byte) pageKind {
	fm, err := splitFrontMatter(head, path)
	if err != nil || fm == nil {
		return pageOther
	}
	return classifyPage(fm, path, false)
}

// hasProfile reports whether an authors folder holds a Hugo profile,
// authors/<key>/_index.md.
func hasProfile(dir string) bool {
	matches, _ := filepath.Glob(filepath.Join(dir, "*", "_index.md"))
	return len(matches) > 0
}

// markdownUnder returns the markdown files below dir, skipping hidden ones.
func markdownUnder(dir string) []string {
	var out []string
	_ = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if path != dir && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.Type().IsRegular() && isMarkdownName(d.Name()) {
			out = append(out, path)
		}
		return nil
	})
	return out
}

func isMarkdownName(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".md", ".markdown", ".mdx", ".qmd", ".rmd":
		return true
	}
	return false
}

// hasFrontMatter reports whether a file starts with a front matter line.
func hasFrontMatter(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	buf := make([]byte, 8)
	n, _ := f.Read(buf)
	head := strings.TrimPrefix(string(buf[:n]), "\uFEFF")
	return strings.HasPrefix(head, "---") || strings.HasPrefix(head, "+++")
}

// isProfilePage reports whether path is a Hugo author profile.
func isProfilePage(path string) bool {
	dir, base := filepath.Split(path)
	return (base == "_index.md" || base == "index.md") && strings.EqualFold(filepath.Base(filepath.Dir(filepath.Clean(dir))), "authors")
}

// readSite reads a site input: the profiles first (the owner, education,
// employment), then every paper page with the site's owner and author
// keys. Pages that are not papers are passed over; a page that cannot be
// read is a warning and the rest still counts.
func readSite(in Input, opt Options, emit pub.Emit) error {
	site := &siteInfo{keyNames: map[string]string{}}
	var profiles []*siteProfile
	for _, path := range in.Files {
		if !isProfilePage(path) {
			continue
		}
		p, err := readProfile(path)
		if err != nil {
			if err := opt.warn(asParseError(path, err)); err != nil {
				return err
			}
			continue
		}
		if p != nil {
			profiles = append(profiles, p)
			if p.name != "" {
				site.keyNames[strings.ToLower(p.key)] = p.name
			}
		}
	}
	owner := pickOwner(profiles)
	switch {
	case opt.Owner != "":
		site.owner = opt.Owner
	case owner != nil:
		site.owner = owner.name
	default:
		site.owner = configAuthor(in.Path)
	}
	var pages [][]byte
	var names []string
	for _, path := range in.Files {
		if isProfilePage(path) || !isMarkdownName(path) {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			if err := opt.warn(asParseError(path, err)); err != nil {
				return err
			}
			continue
		}
		pages, names = append(pages, src), append(names, path)
	}
	if site.owner == "" {
		site.owner = inferOwner(opt.Models, pages, names)
	}
	if site.owner != "" {
		p := pub.Position{File: in.Path}
		if owner != nil && owner.name == site.owner {
			p = owner.pos
		}
		if err := emit(pub.Record{Owner: &pub.Person{Name: site.owner, Pos: p}}); err != nil {
			return err
		}
		if owner != nil && owner.name == site.owner {
			for _, a := range owner.affs {
				if err := emit(pub.Record{Affiliation: a}); err != nil {
					return err
				}
			}
			for _, r := range owner.rels {
				if err := emit(pub.Record{Relation: r}); err != nil {
					return err
				}
			}
		}
	}
	out := emit
	var held []pub.Record
	if site.owner == "" {
		// Whose the pages are is known only once all are read: hold
		// their records until then.
		site.coOnly, site.afterTitle = map[*pub.Publication]bool{}, map[*pub.Publication]bool{}
		site.cites = pageCitations(pages, names)
		out = func(r pub.Record) error { held = append(held, r); return nil }
	}
	if err := readSitePages(pages, names, opt, site, out); err != nil {
		return err
	}
	if site.owner == "" {
		return site.settleUnnamed(held, opt, emit)
	}
	return nil
}

// readSitePages reads the paper pages of a site.
func readSitePages(pages [][]byte, names []string, opt Options, site *siteInfo, emit pub.Emit) error {
	for i, src := range pages {
		fm, err := splitFrontMatter(src, names[i])
		if err != nil {
			if err := opt.warn(asParseError(names[i], err)); err != nil {
				return err
			}
			continue
		}
		if fm == nil || filepath.Base(names[i]) == "_index.md" {
			continue
		}
		k := classifyPage(fm, names[i], folderRole(names[i]) == pagePaper)
		if k == pageNotPaper || k == pageOther && folderRole(names[i]) != pagePaper {
			continue
		}
		err = readFrontMatterSrc(src, names[i], opt, site, emit)
		var pe *pub.ParseError
		if errors.As(err, &pe) {
			// One bad page does not lose the site's other pages.
			if err := opt.warn(pe); err != nil {
				return err
			}
			continue
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// settleUnnamed emits the records of a site whose owner is not known,
// held until all its pages were read. Where the pages leave their owner
// out as one person's pages of their own works do (see ownListShare:
// "with A and B" in the citation, or no byline at all), every such paper
// is the owner's, one unnamed person: first before the co-authors, alone
// where the page names no one or only the names after a title that leads
// its citation (a book's editors). Otherwise a page without any byline
// is skipped with a warning, as it names no one.
func (site *siteInfo) settleUnnamed(held []pub.Record, opt Options, emit pub.Emit) error {
	pr := &pubReader{coOnly: site.coOnly}
	var pubs []*pub.Publication
	with := 0
	for _, r := range held {
		if p := r.Publication; p != nil {
			pubs = append(pubs, p)
			if _, co := site.coOnly[p]; co {
				with++
			}
		}
	}
	bare := pr.bare(pubs)
	own := ownListShare(with, bare, len(pubs))
	owner := pub.Author{Implied: true}
	if own {
		owner = site.editorOwner(pubs)
	}
	if owner.Name != "" {
		// The owner recurs as the editor of the volumes the pages' papers
		// are in: named, not unnamed.
		if err := emit(pub.Record{Owner: &pub.Person{Name: owner.Name, Pos: pubs[0].Pos}}); err != nil {
			return err
		}
	}
	warned := owner.Name != ""
	for _, r := range held {
		p := r.Publication
		_, co := site.coOnly[p]
		switch {
		case p == nil:
		case own && (len(p.Authors) == 0 || co || site.afterTitle[p]):
			if !co {
				p.Authors = nil
			}
			pr.giveOwner(p, owner)
			if !warned {
				warned = true
				if err := opt.warn(pub.Errorf(p.Pos, nil, "%s", profile.UnnamedOwnerWarning)); err != nil {
					return err
				}
			}
		case len(p.Authors) == 0:
			if err := opt.warn(pub.Errorf(p.Pos, nil, "%q skipped: no authors, and the list names no owner (use --owner)", clip(p.Title, 60))); err != nil {
				return err
			}
			continue
		}
		if err := emit(r); err != nil {
			return err
		}
	}
	return nil
}

// editorOwner returns the owner of a site whose pages leave their owner
// out, when the owner is the one editor its citations name again and
// again (see profile.EditorOwner); the unnamed owner otherwise. pubs are
// the pages' papers, whose co-authors are no owner.
func (site *siteInfo) editorOwner(pubs []*pub.Publication) pub.Author {
	var coauthors []string
	for _, p := range pubs {
		if _, co := site.coOnly[p]; !co {
			continue
		}
		for _, a := range p.Authors {
			coauthors = append(coauthors, a.Name)
		}
	}
	if name := profile.EditorOwner(site.cites, coauthors); name != "" {
		return pub.Author{Name: name}
	}
	return pub.Author{Implied: true}
}

// pageCitations returns the citations of the pages that have one, as
// text.
func pageCitations(pages [][]byte, names []string) []string {
	var cites []string
	for i, src := range pages {
		fm, err := splitFrontMatter(src, names[i])
		if err != nil || fm == nil {
			continue
		}
		if c := fieldScalar(fm.root, citationKeys); c != "" {
			cites = append(cites, markupText(c))
		}
	}
	return cites
}

// asParseError returns err as a *ParseError naming path.
func asParseError(path string, err error) *pub.ParseError {
	if pe, ok := err.(*pub.ParseError); ok {
		return pe
	}
	return pub.Errorf(pub.Position{File: path}, err, "%v", err)
}

// siteProfile is a Hugo author profile.
type siteProfile struct {
	key       string
	name      string
	superuser bool
	pos       pub.Position
	affs      []*pub.Affiliation
	rels      []*pub.Relation
}

// roleNameRe matches a role that starts with the person's name: "Jane
// Doe, Assistant Professor".
var roleNameRe = regexp.MustCompile(`^([^,]+),\s*(.+)$`)

// readProfile reads authors/<key>/_index.md: the display name (name or
// title, else first_name and last_name, else a name leading the role),
// whether it is the site's main user, the organizations with the role as
// employment, education courses, and advisors where listed.
func readProfile(path string) (*siteProfile, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	fm, err := splitFrontMatter(src, path)
	if err != nil || fm == nil {
		return nil, err
	}
	root := fm.root
	p := &siteProfile{key: filepath.Base(filepath.Dir(path)), pos: pub.Position{File: path, Line: 1}}
	k, n := fieldEntry(root, []string{"name", "title"})
	if n != nil {
		p.name = collapseSpace(scalar(n))
		p.pos.Line = max(n.Line, 1)
	}
	_ = k
	if p.name == "" {
		p.name = collapseSpace(fieldScalar(root, []string{"firstname"}) + " " + fieldScalar(root, []string{"lastname"}))
	}
	role := collapseSpace(fieldScalar(root, []string{"role"}))
	if p.name == "" {
		if m := roleNameRe.FindStringSubmatch(role); m != nil && looksLikePersonName(m[1]) {
			p.name, role = strings.TrimSpace(m[1]), ""
		}
	}
	p.superuser = strings.EqualFold(fieldScalar(root, []string{"superuser"}), "true")
	if p.name == "" {
		return p, nil
	}
	for _, org := range items(fieldNode(root, []string{"organizations", "organization", "affiliations"})) {
		name := scalar(org)
		if org.Kind == yaml.MappingNode {
			name = fieldScalar(org, []string{"name"})
		}
		if name = collapseSpace(name); name != "" && role != "" {
			p.affs = append(p.affs, &pub.Affiliation{Person: p.name, Organization: name, Kind: pub.Employment, Role: role, Pos: pub.Position{File: path, Line: max(org.Line, 1)}})
		}
	}
	edu := fieldNode(root, []string{"education"})
	if c := fieldNode(edu, []string{"courses"}); c != nil {
		edu = c
	}
	for _, e := range items(edu) {
		if e.Kind != yaml.MappingNode {
			continue
		}
		inst := collapseSpace(fieldScalar(e, []string{"institution", "school", "university"}))
		if inst == "" {
			continue
		}
		a := &pub.Affiliation{Person: p.name, Organization: inst, Kind: pub.Education, Role: collapseSpace(fieldScalar(e, []string{"course", "degree", "area"})), Pos: pub.Position{File: path, Line: max(e.Line, 1)}}
		if y := fieldScalar(e, []string{"year"}); y != "" {
			_, a.End, _ = parseDateSpan(y)
		} else {
			a.Start, _, _ = parseDateSpan(fieldScalar(e, []string{"datestart", "start", "startdate"}))
			_, a.End, a.Current = parseDateSpan(fieldScalar(e, []string{"dateend", "end", "enddate"}))
		}
		p.affs = append(p.affs, a)
		p.entryRelations(e, []string{a.Role, inst}, true)
	}
	for _, w := range items(fieldNode(root, []string{"work", "experience"})) {
		if w.Kind == yaml.MappingNode {
			p.entryRelations(w, []string{fieldScalar(w, []string{"position", "role", "title"}), fieldScalar(w, []string{"companyname", "company", "institution"})}, false)
		}
	}
	for _, adv := range items(fieldNode(root, []string{"advisors", "advisor", "supervisors", "supervisor"})) {
		for _, name := range splitNames(scalar(adv)) {
			p.rels = append(p.rels, &pub.Relation{Person: p.name, Kind: pub.Advisor, Other: name, Pos: pub.Position{File: path, Line: max(adv.Line, 1)}})
		}
	}
	return p, nil
}

// entryRelations adds the advisors and mentors that the text fields of
// e, an education or work entry of the profile whose other fields are
// entry, name ("- thesis advisor: Prof. X" in its summary).
func (p *siteProfile) entryRelations(e *yaml.Node, entry []string, education bool) {
	for i := 0; i+1 < len(e.Content); i += 2 {
		v := resolve(e.Content[i+1])
		if v.Kind != yaml.ScalarNode || v.Tag == "!!int" || v.Tag == "!!bool" {
			continue
		}
		first := v.Line // a block scalar's text starts on the next line
		if v.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
			first++
		}
		for _, r := range profile.Relations(v.Value, entry, education) {
			p.rels = append(p.rels, &pub.Relation{Person: p.name, Kind: r.Kind, Other: r.Name, Pos: pub.Position{File: p.pos.File, Line: max(first+r.Line-1, 1)}})
		}
	}
}

// pickOwner returns the site's main user: the profile marked superuser,
// else the one under the key "admin", else the only profile.
func pickOwner(profiles []*siteProfile) *siteProfile {
	for _, p := range profiles {
		if p.superuser && p.name != "" {
			return p
		}
	}
	for _, p := range profiles {
		if p.key == "admin" && p.name != "" {
			return p
		}
	}
	if len(profiles) == 1 && profiles[0].name != "" {
		return profiles[0]
	}
	return nil
}

// configAuthor returns the author's name in a Jekyll site's _config.yml
// ("author: {name: X}"), or "".
func configAuthor(dir string) string {
	src, err := os.ReadFile(filepath.Join(dir, "_config.yml"))
	if err != nil {
		return ""
	}
	root, err := decodeYAML(src)
	if err != nil || root == nil {
		return ""
	}
	a := mapGet(root, "author")
	if name := collapseSpace(scalar(mapGet(a, "name"))); looksLikePersonName(name) {
		return name
	}
	return ""
}

// inferOwner finds the owner of a site whose pages name only co-authors
// ("coauthors: A and B"): the one person whose name is in the citation of
// most such pages and never among their co-authors. It returns "" when
// no one is. The citations are read with ms.
func inferOwner(ms cv.Models, pages [][]byte, names []string) string {
	count := map[string]int{}
	shown := map[string]string{}
	var cites []string
	coauthors := map[string]bool{}
	withCo := 0
	for i, src := range pages {
		fm, err := splitFrontMatter(src, names[i])
		if err != nil || fm == nil {
			continue
		}
		co := fieldScalar(fm.root, coauthorKeys)
		cite := fieldScalar(fm.root, citationKeys)
		if fieldNode(fm.root, coauthorKeys) == nil || cite == "" {
			continue
		}
		withCo++
		cites = append(cites, markupText(cite))
		for _, n := range splitNames(co) {
			coauthors[surnameKey(n)] = true
		}
		p := citeEntry(ms, markupKeep(cite))
		if p == nil {
			continue
		}
		seen := map[string]bool{}
		for _, a := range p.Authors {
			full := displayOrder(a.Name)
			k := surnameKey(full)
			if k == "" || seen[k] {
				continue
			}
			seen[k] = true
			count[k]++
			if len(full) > len(shown[k]) {
				shown[k] = full
			}
		}
	}
	// The most cited person, not a co-author, ahead of everyone else.
	best, bestN, second := "", 0, 0
	for k, n := range count {
		if coauthors[surnameKey(shown[k])] {
			continue
		}
		switch {
		case n > bestN || n == bestN && k < best:
			second = max(second, bestN)
			best, bestN = k, n
		case n > second:
			second = n
		}
	}
	if bestN < 2 || bestN == second || bestN*4 < withCo {
		return ""
	}
	return fullerName(cites, shown[best])
}

// fullerName returns name with its given name written out where some
// citation does ("Van Dijcke, David" or "David Van Dijcke" for "D. Van
// Dijcke"), else name.
func fullerName(cites []string, name string) string {
	f := strings.Fields(name)
	if len(f) < 2 {
		return name
	}
	initial, _ := utf8.DecodeRuneInString(f[0])
	surname := strings.Join(f[1:], " ")
	if names.IsInitial(f[len(f)-2]) || len(f) > 2 && strings.HasSuffix(f[len(f)-2], ".") {
		surname = f[len(f)-1]
	}
	re := regexp.MustCompile(`(?:\b` + regexp.QuoteMeta(surname) + `,\s+(\p{Lu}\p{Ll}+)\b|\b(\p{Lu}\p{Ll}+)\s+` + regexp.QuoteMeta(surname) + `\b)`)
	for _, c := range cites {
		for _, m := range re.FindAllStringSubmatch(c, -1) {
			given := m[1] + m[2]
			if r, _ := utf8.DecodeRuneInString(given); r == initial {
				return given + " " + surname
			}
		}
	}
	return name
}

// surnameKey is the folded last word of a name in display order.
func surnameKey(name string) string {
	f := strings.Fields(name)
	if len(f) == 0 {
		return ""
	}
	return nameKey(f[len(f)-1])
}

// discoverSite returns the site input for dir when dir is the root of a
// site, marking its files as claimed so the folder walk does not read them
// again one by one. A site whose files were all claimed by an enclosing
// site is no new input.
func discoverSite(dir string, claimed map[string]bool) (Input, bool) {
	files, ok := findSite(dir)
	if !ok {
		return Input{}, false
	}
	files = slices.DeleteFunc(files, func(f string) bool { return claimed[f] })
	if len(files) == 0 {
		return Input{}, false
	}
	for _, f := range files {
		claimed[f] = true
	}
	return Input{Path: dir, Format: FormatSite, Files: files, FromFolder: true}, true
}

// readSiteInput reads a site input and counts its records; a site with
// no paper is an ErrNoRecords error naming the folder.
func readSiteInput(in Input, opt Options, emit pub.Emit) (Format, int, error) {
	count := 0
	err := readSite(in, opt, func(r pub.Record) error {
		count++
		CleanRecord(&r)
		if err := checkNumbers(&r, opt); err != nil {
			return err
		}
		return emit(r)
	})
	if err == nil && count == 0 {
		err = &pub.ParseError{Pos: pub.Position{File: in.Path}, Msg: "no papers in this site's pages", Err: pub.ErrNoRecords}
	}
	return FormatSite, count, err
}

// withOwner wraps emit for an input read with Options.Owner set: every
// publication without an owner gets it, and done emits the owner as the
// input's owner when the input named none itself.
func withOwner(name, owner string, emit pub.Emit) (wrapped pub.Emit, done func() error) {
	if owner == "" {
		return emit, func() error { return nil }
	}
	named := false
	wrapped = func(r pub.Record) error {
		switch {
		case r.Owner != nil:
			named = true
		case r.Publication != nil && r.Publication.Owner == "":
			r.Publication.Owner = owner
		}
		return emit(r)
	}
	done = func() error {
		if named {
			return nil
		}
		return emit(pub.Record{Owner: &pub.Person{Name: owner, Pos: pub.Position{File: name}}})
	}
	return wrapped, done
}
