package ingest

import (
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/names"
	"github.com/pubgraph/pubgraph/ingest/cv/profile"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/pub"
	"go.yaml.in/yaml/v3"
)

// The generic record reader. Data files, data literals, shortcode and
// include attributes, and tables all come down to the same thing: lists
// of key/value records. Which list holds the publications, and which key
// of a record holds the title, the byline or the venue, differ from one
// site generator to the next, so they are found by what the values look
// like rather than by a list of known layouts:
//
//   - a list of records is any sequence of mappings, at any depth and
//     under any key, whose records have a value shaped like a title and
//     another shaped like a byline, a year, a venue, a DOI or a citation;
//   - each key of the list gets the role (title, authors, venue, year,
//     DOI, URL, citation, type) its values fit best over all records:
//     the value's shape (a year, a DOI, a list of names) and the field
//     model's labels over it (the share of its tokens read as author,
//     title, container, date), with the key's name as one feature among
//     them;
//   - the records are then read by the publication data reader under
//     those roles: a citation string through the CV entry parser, a
//     byline string through the byline stage, and a record with no
//     author field gets the owner implied (or none, with a doubt).

// fieldRole is what a key of a record holds.
type fieldRole int

const (
	roleNone fieldRole = iota
	roleTitle
	roleAuthors
	roleCoauthors
	roleVenue
	roleYear
	roleDOI
	roleURL
	roleCitation
	roleType
	// roleRest is the rest of a reference beside a title field: a byline
	// with the venue or publisher ("Doe, Jane. City: Press").
	roleRest
	numRoles
)

// roleKeys are the canonical keys the publication data reader knows, one
// per role.
var roleKeys = [numRoles]string{"", "title", "authors", "coauthors", "venue", "year", "doi", "url", "citation", "type", "x-rest"}

// roleHints are the key names that hint at each role (folded by foldKey).
var roleHints = [numRoles][]string{
	roleTitle:     titleKeys,
	roleAuthors:   authorKeys,
	roleCoauthors: coauthorKeys,
	roleVenue:     venueKeys,
	roleYear:      yearKeys,
	roleDOI:       doiKeys,
	roleURL:       urlKeys,
	roleCitation:  citationKeys,
	roleType:      typeKeys,
}

type roleScores [numRoles]float64

var (
	yearValueRe  = regexp.MustCompile(`^\(?(?:1[89]|20)\d\d[a-z]?\)?\.?$|^(?:1[89]|20)\d\d[-/.]\d\d?(?:[-/.]\d\d?)?(?:[T ][\d:.+Z-]*)?$|^(?i:[a-z]{3,9}\.?,?\s+(?:\d\d?,?\s+)?(?:1[89]|20)\d\d)$|^\d\d?[-/.]\d\d?[-/.](?:1[89]|20)\d\d$`)
	doiValueRe   = regexp.MustCompile(`(?i)^(?:doi:\s*|https?://(?:dx\.)?doi\.org/)?10\.\d{4,9}/\S+$`)
	urlValueRe   = regexp.MustCompile(`(?i)^(?:https?://|www\.|/|\./|\.\./|mailto:)\S*$|^\S+\.(?:pdf|html?|php|aspx?)$`)
	typeValueRe  = regexp.MustCompile(`^[\p{L}][\p{L}\d _-]{0,30}$`)
	talkValueRe  = regexp.MustCompile(`(?i)^(?:invited[ _-]?)?(?:talks?|presentations?|lectures?|seminars?|keynotes?|colloqui(?:um|a)|speech(?:es)?|oral(?:[ _-]presentations?)?)$`)
	nameSplitRe  = regexp.MustCompile(`\s*(?:;|,\s*(?:and|&)\s+|\s+and\s+|\s+&\s+|[・、，；]|,)\s*`)
	descriptive  = append(slices.Clone(descriptiveKeys), "note", "notes", "tags", "keywords", "comment", "comments", "image", "img", "thumbnail", "teaser", "preview", "id", "key", "slug", "layout", "permalink", "file")
	monthWordsRe = regexp.MustCompile(`(?i)^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)`)
)

// valueShape scores what a scalar value of a record may hold, from its
// text alone.
func valueShape(labeller *label.Model, v string) roleScores {
	var s roleScores
	t := strings.TrimSpace(markupText(v))
	if t == "" || t == "-" || strings.EqualFold(t, "nan") {
		return s
	}
	words := strings.Fields(t)
	if s, ok := formShape(t, words); ok {
		return s
	}
	if !hasLetter(t) {
		return s
	}
	share := fieldShares(labeller, t)
	s[roleTitle] = share[label.Title]
	s[roleAuthors] = share[label.Author]
	s[roleVenue] = share[label.Container] + 0.5*share[label.Publisher] + 0.3*share[label.Locator]
	if len(words) <= 8 && capitalised(words) {
		// A short name in title case: a title read alone, or a venue
		// (the field model, seeing no reference around it, cannot
		// tell); the venue when another key holds the title.
		s[roleVenue] += 0.4 * share[label.Title]
	}
	nameList := isNameList(t)
	if nameList {
		s[roleAuthors] += 0.6
		s[roleTitle] -= 0.3
	}
	// The rest of a reference: names beside a publisher or container.
	if byline := share[label.Author] + share[label.Editor]; nameList {
		// Names only: a byline, not the rest of a reference.
	} else if byline >= 0.15 && len(words) <= 40 {
		s[roleRest] = 0.3 + byline + 0.3*(share[label.Publisher]+share[label.Container])
	} else if by, _, _ := cjkByline(t); by != "" {
		s[roleRest] = 0.8
	}
	// A whole reference: a byline, a title and a date or container.
	if len(words) >= 8 && share[label.Author] >= 0.1 && share[label.Title] >= 0.15 &&
		share[label.Date]+share[label.Container]+share[label.Locator] > 0 {
		s[roleCitation] = 0.4 + share[label.Author] + share[label.Title]
	}
	if len(words) > 60 {
		// An abstract or a description, not a field of a reference.
		s = roleScores{}
		s[roleCitation] = 0.1
	}
	return s
}

// formShape scores a value whose form alone tells what it holds: a year
// or date, a DOI, a URL or file name, a publication type. It reports
// false for any other value.
func formShape(t string, words []string) (roleScores, bool) {
	var s roleScores
	switch {
	case yearValueRe.MatchString(t):
		s[roleYear] = 1.2
	case doiValueRe.MatchString(t):
		s[roleDOI] = 1.2
		s[roleURL] = 0.3
	case urlValueRe.MatchString(t) && len(words) == 1:
		s[roleURL] = 1
		if doiInURL(t) != "" {
			s[roleDOI] = 0.8
		}
	case len(words) <= 3 && statusOnlyRe.MatchString(t):
		// "under review", "submitted": where a venue would be, the
		// paper has none yet (see venueStatus); or a type of its own.
		s[roleVenue] = 0.7
		s[roleType] = 0.5
	case len(words) == 1 && typeValueRe.MatchString(t) && (typeToKind(scalarNode(t)) != "" || talkValueRe.MatchString(t) || t == strings.ToLower(t)):
		s[roleType] = 0.8
	default:
		return s, false
	}
	return s, true
}

// fieldShares returns the field labeller's reading of a value on its
// own: the share of its words (tokens starting with a letter or digit)
// given each label.
func fieldShares(labeller *label.Model, t string) [label.NumLabels]float64 {
	e := labeller.Parse(t, nil)
	var share [label.NumLabels]float64
	n := 0
	for i, tok := range e.Tokens {
		if r, _ := utf8.DecodeRuneInString(tok.Text); !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			continue
		}
		share[e.Labels[i]]++
		n++
	}
	if n > 0 {
		for i := range share {
			share[i] /= float64(n)
		}
	}
	return share
}

// isNameList reports whether a value is a list of names: at least two
// pieces between separators, four in five of them a person's name.
func isNameList(t string) bool {
	parts := nameSplitRe.Split(t, -1)
	if len(parts) < 2 {
		return false
	}
	ok := 0
	for _, p := range parts {
		if personish(p) {
			ok++
		}
	}
	return ok*10 >= len(parts)*8
}

// personish reports whether p reads as one person's name as bylines write
// it: a few words, capitalised or initials, no digits; CJK names of two
// to five characters count.
func personish(p string) bool {
	p = strings.TrimSpace(strings.Trim(strings.TrimSpace(p), "*†‡#.,"))
	if p == "" || strings.ContainsAny(p, "0123456789@/:()") {
		return false
	}
	if n := utf8.RuneCountInString(p); n >= 2 && n <= 6 && allHan(p) {
		return true
	}
	w := strings.Fields(p)
	if len(w) > 5 {
		return false
	}
	for _, x := range w {
		r, _ := utf8.DecodeRuneInString(x)
		if !unicode.IsUpper(r) && !names.IsParticle(x) {
			return false
		}
	}
	return true
}

func allHan(s string) bool {
	for _, r := range s {
		if !unicode.Is(unicode.Han, r) && !unicode.In(r, unicode.Hiragana, unicode.Katakana) {
			return false
		}
	}
	return s != ""
}

// scalarNode returns a string scalar node holding s.
func scalarNode(s string) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s}
}

// nodeShape scores a value of any kind: a scalar by valueShape, a list
// of names or of name records as authors.
func nodeShape(labeller *label.Model, n *yaml.Node) roleScores {
	n = resolve(n)
	var s roleScores
	if n == nil {
		return s
	}
	switch n.Kind {
	case yaml.ScalarNode:
		if n.Tag == "!!null" || n.Tag == "!!bool" {
			return s
		}
		if n.Tag == "!!int" || n.Tag == "!!float" {
			if yearValueRe.MatchString(n.Value) {
				s[roleYear] = 1.2
			}
			return s
		}
		return valueShape(labeller, n.Value)
	case yaml.SequenceNode:
		if len(n.Content) == 0 {
			return s
		}
		ok := 0
		for _, it := range n.Content {
			it = resolve(it)
			switch {
			case it.Kind == yaml.ScalarNode && personish(markupText(it.Value)):
				ok++
			case it.Kind == yaml.MappingNode && (fieldScalar(it, []string{"family", "last", "lastname", "surname", "name", "literal", "fullname"}) != ""):
				ok++
			}
		}
		if ok*10 >= len(n.Content)*7 {
			s[roleAuthors] = 1.5
		}
		if len(n.Content) == 1 {
			if it := resolve(n.Content[0]); it.Kind == yaml.ScalarNode {
				v := valueShape(labeller, it.Value)
				s[roleType] = v[roleType]
			}
		}
	case yaml.MappingNode:
		// A value kept in an object of its own, "outlet: {name: …,
		// url: …}": what its main text is.
		if m := mainScalar(n); m != nil {
			return valueShape(labeller, m.Value)
		}
	}
	return s
}

// nameRecordKeys are the keys of a person's name kept as a record.
var nameRecordKeys = []string{"family", "last", "lastname", "surname", "given", "first", "firstname", "literal", "fullname"}

// mainScalar returns the text an object that stands for one value
// holds, "{name: Journal of Lakes, short: JL, url: …}": of its string
// values that are no year, DOI, URL or type word, the one of most words
// (the first of those), or nil. A person's name kept as a record (given
// and family) is no one text.
func mainScalar(n *yaml.Node) *yaml.Node {
	n = resolve(n)
	if n == nil || n.Kind != yaml.MappingNode || fieldScalar(n, nameRecordKeys) != "" {
		return nil
	}
	var best *yaml.Node
	words := 0
	for i := 1; i < len(n.Content); i += 2 {
		v := resolve(n.Content[i])
		if v.Kind != yaml.ScalarNode || v.Tag != "!!str" {
			continue
		}
		t := strings.TrimSpace(markupText(v.Value))
		w := strings.Fields(t)
		if len(w) <= words || !hasLetter(t) {
			continue
		}
		if _, form := formShape(t, w); form {
			continue
		}
		best, words = v, len(w)
	}
	return best
}

// keyHint scores a key's name: its role when it is one of the names the
// role is known by, and nothing for keys that describe rather than cite.
func keyHint(key string) (roleScores, bool) {
	var s roleScores
	fk := foldKey(key)
	if slices.Contains(descriptive, fk) {
		return s, true
	}
	for r := roleTitle; r < numRoles; r++ {
		if slices.Contains(roleHints[r], fk) {
			s[r] = 0.8
		}
	}
	return s, false
}

// chooseRoles gives each key of a list of records its role, from the
// shapes of its values over all records and its name. Each role goes to
// at most one key; a list without a title key gets nil. labeller reads
// the values.
func chooseRoles(labeller *label.Model, items []*yaml.Node) map[string]fieldRole {
	type column struct {
		key     string
		order   int
		sum     roleScores
		present int
		desc    bool
	}
	cols := map[string]*column{}
	var order []string
	together := map[[2]string]bool{} // keys some record holds both of
	for _, it := range items {
		it = resolve(it)
		for i := 0; i+1 < len(it.Content); i += 2 {
			for j := 0; j+1 < len(it.Content); j += 2 {
				together[[2]string{it.Content[i].Value, it.Content[j].Value}] = true
			}
		}
		for i := 0; i+1 < len(it.Content); i += 2 {
			k := it.Content[i].Value
			c := cols[k]
			if c == nil {
				c = &column{key: k, order: len(order)}
				cols[k] = c
				order = append(order, k)
			}
			v := resolve(it.Content[i+1])
			if v.Kind == yaml.ScalarNode && strings.TrimSpace(v.Value) == "" {
				continue
			}
			c.present++
			sh := nodeShape(labeller, v)
			for r := range sh {
				c.sum[r] += sh[r]
			}
		}
	}
	var cands []roleCand
	for _, k := range order {
		c := cols[k]
		if c.present == 0 {
			continue
		}
		hint, desc := keyHint(k)
		coverage := float64(c.present) / float64(len(items))
		// A key's name breaks ties between what its values may be; it
		// does not overrule values that clearly read as something else
		// ("Publication" is a venue in some exports and holds whole
		// references in others).
		own := 0.0
		for r := roleTitle; r < numRoles; r++ {
			own = max(own, c.sum[r]/float64(c.present))
		}
		for r := roleTitle; r < numRoles; r++ {
			mean := c.sum[r] / float64(c.present)
			h := hint[r]
			if mean < 0.15 && own >= 0.6 {
				h = 0
			}
			score := (mean + h) * (0.5 + 0.5*coverage)
			if desc {
				score -= 1
			}
			if score >= 0.35 {
				cands = append(cands, roleCand{k, r, score, c.order})
			}
		}
	}
	sort.SliceStable(cands, func(i, j int) bool {
		if cands[i].score != cands[j].score {
			return cands[i].score > cands[j].score
		}
		return cands[i].order < cands[j].order
	})
	roles, taken := assignRoles(cands, together)
	if !taken[roleTitle] && !taken[roleCitation] {
		return nil
	}
	return roles
}

// roleCand is a key's claim to a role, with its score and the key's
// order in the records.
type roleCand struct {
	key   string
	role  fieldRole
	score float64
	order int
}

// assignRoles gives the roles to keys, the best claims (cands, sorted)
// first; together holds the pairs of keys some record holds both of.
func assignRoles(cands []roleCand, together map[[2]string]bool) (map[string]fieldRole, map[fieldRole]bool) {
	roles := map[string]fieldRole{}
	taken := map[fieldRole]bool{}
	holders := map[fieldRole][]string{}
	// A role goes to one key, or to keys no record holds two of: the
	// venue of a journal paper under one key and the book of a chapter
	// under another.
	apart := func(c roleCand) bool {
		for _, k := range holders[c.role] {
			if together[[2]string{k, c.key}] {
				return false
			}
		}
		return true
	}
	for _, c := range cands {
		if _, done := roles[c.key]; done || taken[c.role] && !apart(c) {
			continue
		}
		if c.role == roleCoauthors && taken[roleAuthors] || c.role == roleRest && (taken[roleAuthors] || taken[roleCitation]) {
			continue
		}
		roles[c.key] = c.role
		taken[c.role] = true
		holders[c.role] = append(holders[c.role], c.key)
	}
	return roles, taken
}

// canonicalRecord rewrites a record under the canonical keys of its
// keys' roles; keys with no role are kept under names no role knows, so
// that a citation or a "with" phrase in them can still be found.
func canonicalRecord(it *yaml.Node, roles map[string]fieldRole) *yaml.Node {
	it = resolve(it)
	out := &yaml.Node{Kind: yaml.MappingNode, Line: it.Line, Column: it.Column}
	for i := 0; i+1 < len(it.Content); i += 2 {
		k, v := it.Content[i], it.Content[i+1]
		name := "x-" + k.Value
		if r := roles[k.Value]; r != roleNone && !locatorKey(k.Value) {
			name = roleKeys[r]
			if m := mainScalar(v); m != nil && r != roleAuthors && r != roleCoauthors {
				v = m
			}
		} else if _, desc := keyHint(k.Value); desc {
			name = "abstract"
		} else if locatorKey(k.Value) || foldKey(k.Value) == "publisher" {
			name = k.Value // read by recordRead.locator
		}
		kn := *k
		kn.Value = name
		out.Content = append(out.Content, &kn, v)
	}
	return out
}

// locatorKey reports whether key names a locator field or a place: no
// role of its own (an article number may look like a type), but read
// as pubdata reads it. A publisher may be a list's venue and keeps its
// role.
func locatorKey(key string) bool {
	k := foldKey(key)
	for _, keys := range [][]string{volumeKeys, issueKeys, pagesKeys, placeKeys} {
		if slices.Contains(keys, k) {
			return true
		}
	}
	return false
}

// notPublicationRe matches the names of lists, files and sections that
// hold something other than publications: talks, teaching, grants,
// software, people, news.
var notPublicationRe = regexp.MustCompile(`(?i)^(?:invited[ _-]?)?(?:talks?|presentations?|lectures?|seminars?|keynotes?|colloqui(?:um|a)|courses?|teaching|classes|grants?|fundings?|awards?|honou?rs|prizes?|software|packages?|tools|code|repos(?:itories)?|students?|members?|people|team|alumni|mentees?|mentoring|news|events?|posts?|blog|services?|reviewing|projects?|affiliations?|jobs|employment|positions?|education|skills?|biography|contacts?|links|menu|nav(?:igation)?|outreach|media|press|interviews?)$`)

// pubWordRe matches a word that names publications.
var pubWordRe = regexp.MustCompile(`(?i)publi|papers?\b|articles?\b|books?\b|chapters?\b|preprints?|journals?|proceedings|theses|thesis|monographs?|reports?\b|bibliograph|works\b|writings?|research`)

// notPublications reports whether a name (a key, a file's base name, a
// heading) says its list is not one of publications: one of its words
// names talks, teaching and the like, and none names publications.
func notPublications(name string) bool {
	name = strings.TrimSuffix(name, filepath.Ext(name))
	if pubWordRe.MatchString(name) {
		return false
	}
	for _, w := range strings.FieldsFunc(name, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if notPublicationRe.MatchString(w) {
			return true
		}
	}
	return false
}

// pathNotPublications reports whether a file's name or its folder's says
// it holds something other than publications (_data/talks/2020.yml,
// presentations.csv).
func pathNotPublications(path string) bool {
	return notPublications(filepath.Base(path)) || notPublications(filepath.Base(filepath.Dir(path)))
}

// recordList is a list of records found in a tree, with the scalar
// fields of the groups it sits in, which are defaults for its records.
type recordList struct {
	items []*yaml.Node
	group []*yaml.Node
}

// findRecordLists walks n and returns every list of publication records
// in it, in input order, passing over lists under keys that name
// something else (talks, teaching). labeller reads the values.
func findRecordLists(labeller *label.Model, n *yaml.Node, group []*yaml.Node, depth int) []recordList {
	n = resolve(n)
	if n == nil || depth > 50 {
		return nil
	}
	switch n.Kind {
	case yaml.MappingNode:
		if namesOtherSection(n) {
			return nil
		}
		var out []recordList
		g := group
		if hasScalarField(n) {
			g = append(slices.Clone(group), n)
		}
		for i := 0; i+1 < len(n.Content); i += 2 {
			if notPublications(n.Content[i].Value) {
				continue
			}
			out = append(out, findRecordLists(labeller, n.Content[i+1], g, depth+1)...)
		}
		return out
	case yaml.SequenceNode:
		var maps []*yaml.Node
		for _, it := range n.Content {
			if it = resolve(it); it.Kind == yaml.MappingNode {
				maps = append(maps, it)
			}
		}
		if len(maps) > 0 {
			if roles := chooseRoles(labeller, maps); roles != nil && listLooksLikePubs(maps, roles) {
				return []recordList{{items: maps, group: group}}
			}
		}
		var out []recordList
		for _, it := range n.Content {
			out = append(out, findRecordLists(labeller, it, group, depth+1)...)
		}
		return out
	}
	return nil
}

func hasScalarField(n *yaml.Node) bool {
	for i := 1; i < len(n.Content); i += 2 {
		if v := resolve(n.Content[i]); v.Kind == yaml.ScalarNode && v.Value != "" {
			return true
		}
	}
	return false
}

// listLooksLikePubs reports whether records with these roles are
// publications: a title and at least one other field of a reference,
// present in most records.
func listLooksLikePubs(items []*yaml.Node, roles map[string]fieldRole) bool {
	has := map[fieldRole]bool{}
	for _, r := range roles {
		has[r] = true
	}
	lead := roleTitle
	if !has[roleTitle] {
		// A list of whole references: the titles are in them.
		lead = roleCitation
	}
	if !has[lead] || !(has[roleAuthors] || has[roleCoauthors] || has[roleCitation] || has[roleVenue] || has[roleDOI] || has[roleYear]) {
		return false
	}
	// Most records have a title.
	titled := 0
	for _, it := range items {
		for i := 0; i+1 < len(it.Content); i += 2 {
			if roles[it.Content[i].Value] == lead && strings.TrimSpace(scalar(it.Content[i+1])) != "" {
				titled++
				break
			}
		}
	}
	return titled*2 >= len(items)
}

// readGenericTree reads every list of publication records in root,
// with fields chosen by shape. It reports how many records it read.
func readGenericTree(root *yaml.Node, name string, lines int, opt Options, emit pub.Emit) error {
	return readGenericTreeOf(root, name, lines, opt, "", emit)
}

// readGenericTreeOf is readGenericTree of a page whose title or front
// matter names its owner page ("Publications of Jane Doe"): page is the
// list's owner when the bylines write the name.
func readGenericTreeOf(root *yaml.Node, name string, lines int, opt Options, page string, emit pub.Emit) error {
	var lists []recordList
	if !pathNotPublications(name) {
		lists = findRecordLists(opt.labeller(), root, nil, 0)
	}
	if len(lists) == 0 {
		return pub.Errorf(pub.Position{File: name, Line: max(root.Line, 1)}, pub.ErrNoRecords,
			"no list of publication records found")
	}
	pr := newPubReader(name, lines, opt)
	pr.keepUnauthored = true
	pr.coOnly = map[*pub.Publication]bool{}
	pr.page = page
	for _, l := range lists {
		if err := pr.readGenericList(l); err != nil {
			return err
		}
	}
	// Lists were read one after another (all shortcodes of one name,
	// then a table); emit in input order.
	slices.SortStableFunc(pr.pubs, func(a, b *pub.Publication) int {
		if a.Pos.Line != b.Pos.Line {
			return a.Pos.Line - b.Pos.Line
		}
		return a.Pos.Column - b.Pos.Column
	})
	if err := pr.settleImpliedOwner(emit); err != nil {
		return err
	}
	return pr.emitPubs(emit)
}

// settleImpliedOwner finds the owner of a list that leaves its owner out
// of some records (no author field, or co-authors only: "with A and
// B"), the way one person lists their own works: the name that most of
// the other records' bylines hold, far more often than any other. The
// owner becomes the sole author of each record without a byline and the
// first author of each that names co-authors only, and is emitted as the
// list's owner. A list whose records all have bylines is left to
// emitPubs: a lab's list names its head on most papers but leaves no one
// out. Where the list writes names in two scripts ("Jane Doe" and a name
// in Han characters), a record titled in Han or kana without a byline
// gets the owner as the list's Han bylines write the owner.
func (pr *pubReader) settleImpliedOwner(emit pub.Emit) error {
	if pr.owner != "" {
		return nil
	}
	var implied, bylined []*pub.Publication
	for _, p := range pr.pubs {
		if _, co := pr.coOnly[p]; co || len(p.Authors) == 0 {
			implied = append(implied, p)
		} else {
			bylined = append(bylined, p)
		}
	}
	owner, hanOwner := pr.pageInBylines(), ""
	if owner == "" && len(implied) == 0 {
		return nil
	}
	if owner == "" {
		owner, hanOwner = dominantAuthor(bylined, false), dominantAuthor(bylined, true)
	}
	if owner == "" {
		owner = hanOwner
	}
	if owner == "" {
		if !ownListShare(len(implied)-pr.bare(implied), pr.bare(implied), len(pr.pubs)) {
			return nil
		}
		// One person's list that names its owner nowhere: said, not
		// guessed, and the owner is still the author of every record
		// that leaves the owner out, as one unnamed person.
		for _, p := range implied {
			pr.giveOwner(p, pub.Author{Implied: true})
		}
		return pr.opt.warn(pub.Errorf(implied[0].Pos, nil, "%s", profile.UnnamedOwnerWarning))
	}
	pr.owner = owner
	// The owner is read from the list's bylines: it is where the list
	// starts.
	o := &pub.Person{Name: owner, Pos: pub.Position{File: pr.name}}
	if len(pr.pubs) > 0 {
		o.Pos.Line = pr.pubs[0].Pos.Line
	}
	if hanOwner != "" && hanOwner != owner {
		// The list is one person's and writes its bylines in two
		// scripts: the name most of its Han bylines hold is the owner's
		// too, by the list's own word.
		o.OtherScript = hanOwner
	}
	if err := emit(pub.Record{Owner: o}); err != nil {
		return err
	}
	for _, p := range pr.pubs {
		p.Owner = owner
	}
	for _, p := range implied {
		name := owner
		if _, co := pr.coOnly[p]; !co && hanOwner != "" && strings.ContainsFunc(p.Title, isHanOrKana) {
			name = hanOwner
		}
		pr.giveOwner(p, pub.Author{Name: name})
	}
	profile.AddOwnerWhereLeftOut(pr.pubs, owner)
	return nil
}

// giveOwner makes owner (a name, or the unnamed owner) the first author
// of p, a record that names its co-authors only, or its only author when
// p names no one.
func (pr *pubReader) giveOwner(p *pub.Publication, owner pub.Author) {
	if inc, co := pr.coOnly[p]; co {
		p.Authors = append([]pub.Author{owner}, p.Authors...)
		p.Incomplete = inc
		p.Doubts = slices.DeleteFunc(p.Doubts, func(d string) bool { return d == coauthorsOnlyDoubt })
		return
	}
	p.Authors = []pub.Author{owner}
	p.Doubts = slices.DeleteFunc(p.Doubts, func(d string) bool { return d == noBylineDoubt })
	p.Doubts = append(p.Doubts, onlyOwnerDoubt)
}

// onlyOwnerDoubt is the doubt of a record without a byline that was
// given the list's owner as its author.
const onlyOwnerDoubt = "the record lists no authors: only the list's owner is known"

// bare counts the records of pubs that name no one.
func (pr *pubReader) bare(pubs []*pub.Publication) int {
	n := 0
	for _, p := range pubs {
		if _, co := pr.coOnly[p]; !co && len(p.Authors) == 0 {
			n++
		}
	}
	return n
}

// ownListShare reports whether a list of total entries, of which with
// name co-authors only ("with A and B") and bare name no one, leaves its
// owner out as one person's list of their own works does: half of them
// leave the owner out and some say "with", or two thirds (and at least
// two) print no byline at all. A list where fewer do is someone else's
// (a lab's, a project's) with a few records that lack a byline.
func ownListShare(with, bare, total int) bool {
	return with > 0 && 2*(with+bare) >= total || bare >= 2 && 3*bare >= 2*total
}

// pageInBylines returns the owner the page names (pr.page) when a byline
// writes that name, in full or with its initials ("J. Doe" for "Jane
// Doe"), or "".
func (pr *pubReader) pageInBylines() string {
	if pr.page == "" {
		return ""
	}
	for _, p := range pr.pubs {
		for _, a := range p.Authors {
			if n := displayOrder(a.Name); nameKey(n) == nameKey(pr.page) || sameInitialAndSurname(n, pr.page) {
				return pr.page
			}
		}
	}
	return ""
}

// dominantAuthor returns the name (written in Han or kana when han, in
// other letters otherwise) that at least three of pubs and most of those
// naming anyone in that script hold, twice as many as any other name, in
// the longest form the list writes it; or "". Names in Latin letters
// count as one person when their surnames and first initials agree.
func dominantAuthor(pubs []*pub.Publication, han bool) string {
	count := map[string]int{}
	forms := map[string]string{}
	counted := 0
	for _, p := range pubs {
		seen := map[string]bool{}
		for _, a := range p.Authors {
			k := authorKey(a.Name, han)
			if k == "" || seen[k] {
				continue
			}
			seen[k] = true
			count[k]++
			if f := forms[k]; len(a.Name) > len(f) || len(a.Name) == len(f) && a.Name < f {
				forms[k] = a.Name
			}
		}
		if len(seen) > 0 {
			counted++
		}
	}
	best, second := "", 0
	for k, n := range count {
		switch {
		case best == "" || n > count[best] || n == count[best] && k < best:
			second = max(second, count[best])
			best = k
		default:
			second = max(second, n)
		}
	}
	if n := count[best]; best == "" || n < 3 || 2*n <= counted || n < 2*second {
		return ""
	}
	return forms[best]
}

// authorKey is the key under which dominantAuthor counts name: a name in
// Han or kana whole, when han; otherwise the folded surname and first
// initial of a name of two words or more.
func authorKey(name string, han bool) string {
	if strings.ContainsFunc(name, isHanOrKana) {
		if !han {
			return ""
		}
		return strings.Join(strings.Fields(name), "")
	}
	w := strings.Fields(displayOrder(name))
	if han || len(w) < 2 {
		return ""
	}
	first := []rune(nameKey(w[0]) + "?")[0]
	return nameKey(w[len(w)-1]) + " " + string(first)
}

// isHanOrKana reports whether r is a Han character or kana.
func isHanOrKana(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana)
}

// readGenericList reads one list of records under the roles its values
// give its keys.
func (pr *pubReader) readGenericList(l recordList) error {
	labeller := pr.opt.labeller()
	roles := chooseRoles(labeller, l.items)
	var group []*yaml.Node
	for _, g := range l.group {
		group = append(group, canonicalRecord(g, chooseRoles(labeller, []*yaml.Node{g})))
	}
	talks := listHasTalks(l.items, roles)
	for _, it := range l.items {
		rec := canonicalRecord(it, roles)
		if t := strings.TrimSpace(scalar(mapGet(rec, "type"))); talkValueRe.MatchString(t) || talks && eventTypeRe.MatchString(t) {
			continue
		}
		if rest := scalar(mapGet(rec, "x-rest")); rest != "" && mapGet(rec, "authors") == nil {
			by, eds := bylineInRest(labeller, rest, typeToKind(mapGet(rec, "type")) == pub.KindChapter)
			if by != "" {
				rec.Content = append(rec.Content, scalarNode("authors"), scalarNode(by))
			}
			if eds != "" {
				rec.Content = append(rec.Content, scalarNode("editors"), scalarNode(eds))
			}
		}
		if mapGet(rec, "title") == nil {
			// A whole reference: its title is what the CV entry parser
			// reads in it.
			cite := citeEntry(pr.opt.Models, markupKeep(scalar(mapGet(rec, "citation"))))
			if cite == nil || cite.Title == "" {
				if err := pr.warn(it, "record skipped: no title found in its reference"); err != nil {
					return err
				}
				continue
			}
			rec.Content = append(rec.Content, scalarNode("title"), scalarNode(cite.Title))
		}
		if mapGet(rec, "year") == nil {
			// "pub": "Journal 17(2), 2020": the year is in the venue.
			if y := yearOfVenue(scalar(mapGet(rec, "venue"))); y != "" {
				rec.Content = append(rec.Content, scalarNode("year"), scalarNode(y))
			}
		}
		if mapGet(rec, "authors") == nil && mapGet(rec, "coauthors") == nil {
			if co := impliedCoauthors(rec); len(co) > 0 {
				seq := &yaml.Node{Kind: yaml.SequenceNode, Line: rec.Line}
				for _, c := range co {
					seq.Content = append(seq.Content, scalarNode(c))
				}
				rec.Content = append(rec.Content, scalarNode("coauthors"), seq)
			}
		}
		pb, err := pr.record(rec, group)
		if err != nil {
			return err
		}
		if pb != nil {
			pr.pubs = append(pr.pubs, pb)
		}
	}
	return nil
}

// yearOfVenue returns the year that ends a venue written with its
// volume and date, "Journal 12(3), 2020", "Proc. of X (2019), pp. 1-9":
// a year among its last three words, or "".
func yearOfVenue(v string) string {
	w := strings.Fields(v)
	for i := len(w) - 1; i >= 0 && i >= len(w)-3; i-- {
		t := strings.Trim(w[i], "(),.;:[]")
		if len(t) == 4 && (strings.HasPrefix(t, "19") || strings.HasPrefix(t, "20")) && strings.Trim(t, "0123456789") == "" {
			return t
		}
	}
	return ""
}

// coAuthoredRe matches the phrases that name co-authors in a note:
// "(Co-authored with A & B)", "joint work with A".
var coAuthoredRe = regexp.MustCompile(`(?i)\b(?:co-?authored|co-?written|joint(?:\s+work)?|written)\s+with\s+`)

// impliedCoauthors returns the co-authors a record's other values name
// ("with A and B"), for a record with no author field.
func impliedCoauthors(rec *yaml.Node) []string {
	for i := 0; i+1 < len(rec.Content); i += 2 {
		if !strings.HasPrefix(rec.Content[i].Value, "x-") && rec.Content[i].Value != "abstract" {
			continue
		}
		text := markupText(scalar(rec.Content[i+1]))
		if text == "" {
			continue
		}
		if loc := coAuthoredRe.FindStringIndex(text); loc != nil {
			rest := text[loc[1]:]
			if end := strings.IndexAny(rest, ")];"); end >= 0 {
				rest = rest[:end]
			}
			if co := names.List(strings.TrimRight(rest, ". ")); len(co) > 0 {
				return co
			}
		}
		if co := names.Implied(text); len(co) > 0 {
			return co
		}
	}
	return nil
}

// eventTypeRe matches types that name a talk when the same list types
// other records as talks: a "workshop" beside "presentation" and
// "lecture" is one given at a workshop, not a workshop paper.
var eventTypeRe = regexp.MustCompile(`(?i)^(?:workshops?|conferences?|meetings?|symposi(?:um|a)|invited)$`)

// listHasTalks reports whether any record of a list is typed as a talk.
func listHasTalks(items []*yaml.Node, roles map[string]fieldRole) bool {
	for _, it := range items {
		for i := 0; i+1 < len(it.Content); i += 2 {
			if roles[it.Content[i].Value] == roleType && talkValueRe.MatchString(strings.TrimSpace(scalar(it.Content[i+1]))) {
				return true
			}
		}
	}
	return false
}

// cjkBylineRe matches names in Han or kana joined by middle dots or
// ideographic commas at the start of a text, up to an editor mark, a
// bracket, a comma or the opening bracket of a book's title:
// "山田太郎・鈴木花子編，", "山田太郎編『書名』".
var cjkBylineRe = regexp.MustCompile(`^\s*((?:[\p{Han}\p{Hiragana}\p{Katakana}ー]{2,12}[・、･])*[\p{Han}\p{Hiragana}\p{Katakana}ー]{2,12})\s*(?:[（(，,、。.『《]|$)`)

// cjkMarks are the marks that follow names in Han or kana to say what
// they did, longest first; editor is set for the marks of editors
// (Japanese 編, 編著, 監修; Chinese 编, 主编, 编著).
var cjkMarks = []struct {
	mark   string
	editor bool
}{
	{"主編", true}, {"主编", true}, {"編著", true}, {"编著", true}, {"監修", true},
	{"共著", false}, {"編", true}, {"编", true}, {"著", false}, {"訳", false},
}

// cjkByline returns the names that open a text written in Han or kana,
// or ""; edited is set when an editor mark follows them, and book when
// the bracketed title of a book follows (『書名』, 《书名》).
func cjkByline(t string) (by string, edited, book bool) {
	m := cjkBylineRe.FindStringSubmatch(t)
	if m == nil || !strings.ContainsFunc(m[1], func(r rune) bool { return unicode.Is(unicode.Han, r) }) {
		return "", false, false
	}
	// The editor or author mark after the last name ("…編") is no part
	// of it.
	by = m[1]
	for _, mk := range cjkMarks {
		if rest := strings.TrimSuffix(by, mk.mark); rest != by && utf8.RuneCountInString(rest[strings.LastIndexAny(rest, "・、･")+1:]) >= 2 {
			by, edited = rest, mk.editor
			break
		}
	}
	book = strings.HasSuffix(m[0], "『") || strings.HasSuffix(m[0], "《")
	if book && !edited {
		// Names before a book's title with no mark: not a byline this
		// reader knows.
		return "", false, false
	}
	return by, edited, book
}

// bylineInRest returns the byline in the rest of a reference: the names
// that open a text in Han or kana, or the first author or editor field
// the field model finds. Names marked as editors ("…編『書名』",
// "Doe (ed.), Handbook of …") that the title of the book they edited
// follows, or that open the rest of a record typed as part of a book
// (partOf, a chapter), edited the book the record is in: they are
// returned as editors, not as the byline. Editors of a book recorded on
// its own are its byline.
func bylineInRest(labeller *label.Model, rest string, partOf bool) (byline, editors string) {
	t := markupText(rest)
	if by, edited, book := cjkByline(t); by != "" {
		if edited && (book || partOf) {
			return "", by
		}
		return by, ""
	}
	e := labeller.Parse(t, nil)
	if b := names.Parse(t, 0, false); len(b.Names) > 1 && editorWord(t[b.End:]) {
		// "Doe, Jane, Max Roe and Ann Lee, eds": the names before an
		// editor mark, whatever the field model reads in them.
		by := strings.TrimSpace(t[:b.End])
		next := slices.IndexFunc(e.Tokens, func(tok label.Token) bool { return tok.Start >= b.End })
		if partOf || next >= 0 && containerNext(e, next) {
			return "", by
		}
		return by, ""
	}
	// The run of author (or editor) tokens the field model finds first,
	// with the punctuation between them.
	start, end, next := -1, -1, len(e.Tokens)
	authors := false
	for i, tok := range e.Tokens {
		l := e.Labels[i]
		if l == label.Author || l == label.Editor {
			if start < 0 {
				start = tok.Start
			}
			end = tok.End
			authors = authors || l == label.Author
			continue
		}
		if start >= 0 && (l != label.Other || hasLetter(tok.Text)) {
			next = i
			break
		}
	}
	if start < 0 {
		return "", ""
	}
	by := strings.TrimSpace(t[start:end])
	edited := !authors || names.EditorsAfter(t[end:])
	if edited && (partOf || containerNext(e, next)) {
		return "", by
	}
	return by, ""
}

// withoutPublisherTail returns a title field without the publisher and
// place a list wrote after it ("Handbook of X, Example Press, City and
// City."): the words after a comma that the field model reads as a
// publisher's, all of them to the end and surely on the whole, after a
// title of two words or more. A title the model reads otherwise is returned as it is. The
// head may read as a title or as a container: a book's name alone, with
// no chapter before it, is either to the model, and both are one work's
// name, as a byline or a date would not be.
func withoutPublisherTail(labeller *label.Model, title string) string {
	if !strings.Contains(title, ",") {
		return title
	}
	e := labeller.Parse(title, nil)
	cut := -1
	for i := len(e.Tokens) - 1; i >= 0; i-- {
		tok, l := e.Tokens[i], e.Labels[i]
		switch {
		case tok.Text == "," && l != label.Publisher && i+1 < len(e.Tokens) && e.Labels[i+1] == label.Publisher:
			cut = i
			continue
		case l == label.Publisher || l == label.Other && !hasLetter(tok.Text) && tok.Text != ",":
			continue
		}
		break
	}
	if cut < 0 || tailConfidence(e, cut) < 0.6 {
		return title
	}
	head := strings.TrimSpace(title[:e.Tokens[cut].Start])
	words := 0
	for i := range cut {
		if hasLetter(e.Tokens[i].Text) {
			if e.Labels[i] != label.Title && e.Labels[i] != label.Container {
				return title
			}
			words++
		}
	}
	if words < 2 {
		return title
	}
	return head
}

// tailConfidence is the mean confidence of the field model in the
// publisher's words after token cut: the tail is the publisher's when
// the model is sure of it as a whole, though it may doubt one word of
// it ("De Gruyter").
func tailConfidence(e label.Entry, cut int) float64 {
	n, sum := 0, 0.0
	for i := cut + 1; i < len(e.Tokens); i++ {
		if e.Labels[i] == label.Publisher && hasLetter(e.Tokens[i].Text) {
			n++
			sum += e.Confidence[i]
		}
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// editorWord reports whether s opens with the word that follows editors'
// names: ", eds", "(ed.)", "(Hrsg.)".
func editorWord(s string) bool {
	if names.EditorsAfter(s) {
		return true
	}
	w := strings.Fields(strings.TrimLeft(s, " ,;("))
	return len(w) > 0 && editorWords[strings.ToLower(strings.TrimRight(w[0], ".);,:"))]
}

// editorWords are the words that mark names as editors'.
var editorWords = map[string]bool{"ed": true, "eds": true, "editor": true, "editors": true, "hrsg": true, "hg": true}

// containerNext reports whether the first token from i on that the field
// model gives a field other than Other or Editor is a container's.
func containerNext(e label.Entry, i int) bool {
	for ; i < len(e.Tokens); i++ {
		if l := e.Labels[i]; l != label.Other && l != label.Editor {
			return l == label.Container
		}
	}
	return false
}

// capitalised reports whether most words longer than three letters
// start with a capital.
func capitalised(words []string) bool {
	long, upper := 0, 0
	for _, w := range words {
		if utf8.RuneCountInString(w) <= 3 {
			continue
		}
		long++
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) {
			upper++
		}
	}
	return long > 0 && upper*10 >= long*7
}

// namesOtherSection reports whether a group of lists (a mapping holding
// a list) is headed by a short value that names talks, teaching and the
// like: {heading: "Talks", entries: [...]}.
func namesOtherSection(n *yaml.Node) bool {
	hasList := false
	for i := 1; i < len(n.Content); i += 2 {
		if resolve(n.Content[i]).Kind == yaml.SequenceNode {
			hasList = true
		}
	}
	if !hasList {
		return false
	}
	for i := 1; i < len(n.Content); i += 2 {
		v := resolve(n.Content[i])
		if v.Kind == yaml.ScalarNode && len(strings.Fields(v.Value)) <= 4 && notPublications(v.Value) {
			return true
		}
	}
	return false
}
