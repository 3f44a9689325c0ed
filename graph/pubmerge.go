package graph

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/pubgraph/pubgraph/internal/norm"
	"github.com/pubgraph/pubgraph/pub"
)

// TitleKey returns the form of a title that publication merging compares:
// folded to ASCII, lower case, letters and digits only.
func TitleKey(title string) string {
	return norm.Key(stripLinkLabels(title))
}

// normalizeDOI drops a resolver prefix and folds case (DOIs are
// case-insensitive).
func normalizeDOI(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	for _, p := range []string{"https://doi.org/", "http://doi.org/", "https://dx.doi.org/", "http://dx.doi.org/", "doi:"} {
		s = strings.TrimPrefix(s, p)
	}
	return s
}

// normalizeArXiv drops an "arXiv:" prefix, a URL and a version suffix.
func normalizeArXiv(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	if i := strings.Index(s, "arxiv.org/abs/"); i >= 0 {
		s = s[i+len("arxiv.org/abs/"):]
	}
	s = strings.TrimPrefix(s, "arxiv:")
	if i := strings.LastIndexByte(s, 'v'); i > 0 && i < len(s)-1 && strings.Trim(s[i+1:], "0123456789") == "" && s[i-1] >= '0' && s[i-1] <= '9' {
		s = s[:i]
	}
	return s
}

// arXivDOIPrefix starts the DOIs that arXiv gives preprints.
const arXivDOIPrefix = "10.48550/arxiv."

// isPreprint reports whether p is an unpublished version: a preprint, a
// paper under review, or an arXiv or CoRR listing.
func isPreprint(p *Publication) bool {
	return isPreprintDOI(p, normalizeDOI(p.DOI))
}

// isPreprintDOI is isPreprint given p's normalised DOI.
func isPreprintDOI(p *Publication, doi string) bool {
	return isPreprintVenue(p.Venue) || isPreprintOther(p, doi)
}

// isPreprintVenue reports whether a venue lists unpublished versions.
func isPreprintVenue(venue string) bool {
	v := strings.ToLower(venue)
	return strings.Contains(v, "arxiv") || v == "corr"
}

// isPreprintOther is isPreprintDOI but for the venue.
func isPreprintOther(p *Publication, doi string) bool {
	return p.Kind == pub.KindPreprint || p.Kind == pub.KindUnderReview ||
		strings.HasPrefix(p.DBLPKey, "journals/corr/") ||
		strings.HasPrefix(doi, arXivDOIPrefix)
}

// Title blocks with more than smallTitleBlock publications (generic
// titles such as "Introduction") find earlier groups through their
// authors instead of comparing with all; an authorless publication there
// meets only the last maxAuthorless groups.
const (
	smallTitleBlock = 32
	maxAuthorless   = 1000
)

// titleBlock indexes the publications that share a title key.
type titleBlock struct {
	pubs []int32
	size int // publications added
	// byAuthor and authorless index pubs by author once the block is
	// larger than smallTitleBlock.
	byAuthor   map[int32][]int32
	authorless []int32
}

// add registers publication i.
func (tb *titleBlock) add(m *pubMerger, i int32) {
	tb.pubs = append(tb.pubs, i)
	tb.size++
	switch {
	case tb.size == smallTitleBlock+1:
		tb.byAuthor = make(map[int32][]int32)
		for _, j := range tb.pubs {
			tb.index(m, j)
		}
	case tb.size > smallTitleBlock+1:
		tb.index(m, i)
	}
}

func (tb *titleBlock) index(m *pubMerger, i int32) {
	if len(m.pubs[i].Authors) == 0 {
		tb.authorless = append(tb.authorless, i)
	}
	for _, a := range m.pubs[i].Authors {
		tb.byAuthor[int32(a.Person)] = append(tb.byAuthor[int32(a.Person)], i)
	}
}

// candidates returns the earlier publications whose groups publication
// i's group may match, possibly repeated. In a large block the author
// lists are compacted to one entry per group as they are read, so many
// copies of one publication (merged into one group) cost linear time, not
// time quadratic in the copies.
func (tb *titleBlock) candidates(m *pubMerger, i int32) []int32 {
	if tb.byAuthor == nil {
		return tb.pubs
	}
	authors := m.group(m.find(i)).authors
	if len(authors) == 0 {
		tb.pubs = m.compactTail(tb.pubs)
		return tb.pubs[max(0, len(tb.pubs)-maxAuthorless):]
	}
	tb.authorless = m.compactTail(tb.authorless)
	out := slices.Clone(tb.authorless[max(0, len(tb.authorless)-maxAuthorless):])
	for _, a := range authors {
		list := m.compactRoots(tb.byAuthor[a])
		tb.byAuthor[a] = list
		out = append(out, list...)
	}
	return out
}

// compactTail compacts the last maxAuthorless entries of list, the ones
// an authorless publication meets.
func (m *pubMerger) compactTail(list []int32) []int32 {
	start := max(0, len(list)-maxAuthorless)
	return list[:start+len(m.compactRoots(list[start:]))]
}

// compactRoots replaces each publication of list by its group's root and
// drops repeated roots, keeping the order of first appearance, in place.
func (m *pubMerger) compactRoots(list []int32) []int32 {
	if len(list) < 2 {
		return list
	}
	if m.stamp == nil {
		m.stamp = make([]uint32, len(m.pubs))
	}
	m.epoch++
	out := list[:0]
	for _, e := range list {
		r := m.find(e)
		if m.stamp[r] == m.epoch {
			continue
		}
		m.stamp[r] = m.epoch
		out = append(out, r)
	}
	return out
}

// pubGroup is a set of publications found to be one, at its root. Most
// publications are listed once and never compared with another, so a
// group is made from its publication when first needed (see group).
type pubGroup struct {
	authors   []int32 // persons, sorted
	years     []int32 // years of published (non-preprint) members
	published bool
	doi       string
	venue     string // TitleKey of the first published member's venue
}

// pubMerger holds the state of one dedupePublications call.
type pubMerger struct {
	pubs []Publication
	// names are the inputs the sources index, as sources name them.
	names []string
	// preprint holds isPreprint of each publication, doi its
	// normalised DOI.
	preprint []bool
	doi      []string
	parent   []int32
	// groups holds the groups made so far, at their roots.
	groups map[int32]*pubGroup
	// venueKeys holds TitleKey of the venues of the groups made.
	venueKeys map[string]string
	events    []mergeEvent
	// reworded marks the publications nearTitles merged.
	reworded map[int32]bool
	// stamp and epoch mark roots already seen by compactRoots; stamp is
	// made on first use.
	stamp []uint32
	epoch uint32
}

func (m *pubMerger) find(i int32) int32 {
	for m.parent[i] != i {
		m.parent[i] = m.parent[m.parent[i]]
		i = m.parent[i]
	}
	return i
}

// union joins the groups of publications a and b, the later group's first
// publication being logged as merged.
func (m *pubMerger) union(a, b int32, reason string) {
	ra, rb := m.find(a), m.find(b)
	if ra == rb {
		return
	}
	if ra > rb {
		ra, rb = rb, ra
	}
	ga, gb := m.group(ra), m.group(rb)
	m.parent[rb] = ra
	ga.authors = mergeSorted(ga.authors, gb.authors)
	ga.years = append(ga.years, gb.years...)
	ga.published = ga.published || gb.published
	ga.doi = cmp.Or(ga.doi, gb.doi)
	ga.venue = cmp.Or(ga.venue, gb.venue)
	delete(m.groups, rb)
	m.events = append(m.events, mergeEvent{name: rb, into: ra, reason: reason})
}

// group returns the group at root r, making it from publication r if
// r's group has not been made yet: one publication, then, since any
// union makes the groups it joins.
func (m *pubMerger) group(r int32) *pubGroup {
	if g, ok := m.groups[r]; ok {
		return g
	}
	p := &m.pubs[r]
	g := &pubGroup{authors: make([]int32, 0, len(p.Authors))}
	for _, a := range p.Authors {
		g.authors = append(g.authors, int32(a.Person))
	}
	slices.Sort(g.authors)
	g.authors = slices.Compact(g.authors)
	if !m.preprint[r] {
		v, ok := m.venueKeys[p.Venue]
		if !ok {
			v = TitleKey(p.Venue)
			m.venueKeys[p.Venue] = v
		}
		g.venue, g.published, g.doi = v, true, m.doi[r]
		if p.Year > 0 {
			g.years = []int32{int32(p.Year)}
		}
	}
	m.groups[r] = g
	return g
}

// mergeSorted returns the sorted union of two sorted sets.
func mergeSorted(a, b []int32) []int32 {
	out := make([]int32, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || i < len(a) && a[i] < b[j]:
			out = append(out, a[i])
			i++
		case i == len(a) || b[j] < a[i]:
			out = append(out, b[j])
			j++
		default:
			out = append(out, a[i])
			i, j = i+1, j+1
		}
	}
	return out
}

// sharedCount counts the elements two sorted sets share.
func sharedCount(a, b []int32) int {
	n, i, j := 0, 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i] < b[j]:
			i++
		case a[i] > b[j]:
			j++
		default:
			n++
			i, j = i+1, j+1
		}
	}
	return n
}

// titleMatch says whether the groups of publications a and b, which share
// a title key, are one publication, and why. They must share an author
// (unless either lists none) and carry no different DOIs; published
// versions must be at most a year apart (unless a year is unknown); a
// preprint matches a published version of any year. Without authors to
// compare, known venues must agree.
func (m *pubMerger) titleMatch(a, b int32) (string, bool) {
	ga, gb := m.group(a), m.group(b)
	if ga.doi != "" && gb.doi != "" && ga.doi != gb.doi {
		return "", false
	}
	shared := sharedCount(ga.authors, gb.authors)
	if shared == 0 && len(ga.authors) > 0 && len(gb.authors) > 0 {
		return "", false
	}
	if (len(ga.authors) == 0 || len(gb.authors) == 0) && ga.venue != "" && gb.venue != "" && ga.venue != gb.venue && ga.published && gb.published {
		// Without authors, a "Preface" is not another venue's "Preface".
		return "", false
	}
	authors := "no authors to compare"
	switch {
	case shared == 1:
		authors = "1 shared author"
	case shared > 1:
		authors = fmt.Sprintf("%d shared authors", shared)
	}
	if ga.published != gb.published {
		return "preprint of the published version, " + authors, true
	}
	if len(ga.years) == 0 || len(gb.years) == 0 {
		return "same title, year unknown, " + authors, true
	}
	for _, x := range ga.years {
		for _, y := range gb.years {
			switch x, y := int(x), int(y); {
			case x == y:
				return "same title and year, " + authors, true
			case x-y <= 1 && y-x <= 1:
				return fmt.Sprintf("same title, years %d and %d, %s", min(x, y), max(x, y), authors), true
			}
		}
	}
	return "", false
}

// dedupePublications merges publications listed more than once: first
// those sharing a DOI, arXiv id or DBLP key, then those with the same
// TitleKey that titleMatch accepts, then those whose long titles are one
// word apart with the same year and byline (nearTitles). A merged publication keeps the first
// published version's title, venue, kind and year, lists preprints in
// Versions, and lists every source. Output is in order of first
// appearance; merges are logged with Into the output index. Work is
// linear in the input but for publications sharing a title key, which
// are compared with each other group by group.
//
// groups lists, for each output publication, the input indices merged
// into it. pubs is left as it was; a publication listed once may share
// its Authors and Sources with its output. The sources index inputs.
func dedupePublications(pubs []Publication, inputs []string) (out []Publication, merges []Merge, groups pubGroups) {
	return dedupe(pubs, false, inputs)
}

// dedupeInPlace is dedupePublications writing its output over pubs,
// whose records it uses up: a DBLP-sized input is not held twice.
func dedupeInPlace(pubs []Publication, inputs []string) (out []Publication, merges []Merge, groups pubGroups) {
	return dedupe(pubs, true, inputs)
}

// pubGroups lists the input publications of each output publication:
// group k holds members[start[k]:start[k+1]], in input order.
type pubGroups struct {
	start   []int32
	members []int32
}

func (g pubGroups) len() int { return len(g.start) - 1 }

func (g pubGroups) group(k int) []int32 { return g.members[g.start[k]:g.start[k+1]] }

// idKinds are the identifiers that merge publications, as merges name
// them.
var idKinds = [...]string{"DOI", "arXiv id", "DBLP key"}

// dedupe does the work of dedupePublications, writing its output over
// pubs if inPlace is set.
//
// Identifiers and titles are matched without a map of strings: their
// keys are hashed on all cores and sorted (firstOfSameKey), and only the
// publications that share a key with an earlier one are taken in turn.
// A DBLP-sized input lists most publications once, and those cost a
// hash and a place in a sorted array.
func dedupe(pubs []Publication, inPlace bool, inputs []string) ([]Publication, []Merge, pubGroups) {
	n := len(pubs)
	names := (&Corpus{Inputs: inputs}).SourceNames()
	m := &pubMerger{pubs: pubs, names: names, parent: make([]int32, n), preprint: make([]bool, n), doi: make([]string, n),
		groups: make(map[int32]*pubGroup), venueKeys: make(map[string]string)}
	parallelRange(n, func(lo, hi int) {
		// Venues repeat: each worker looks at a venue once.
		preprintVenue := make(map[string]bool)
		for i := lo; i < hi; i++ {
			p := &pubs[i]
			m.parent[i] = int32(i)
			m.doi[i] = normalizeDOI(p.DOI)
			pre, ok := preprintVenue[p.Venue]
			if !ok {
				pre = isPreprintVenue(p.Venue)
				preprintVenue[p.Venue] = pre
			}
			m.preprint[i] = pre || isPreprintOther(p, m.doi[i])
		}
	})

	// Identifiers: a publication joins the first with the same DOI,
	// arXiv id or DBLP key, publications in order and each one's kinds
	// in order.
	var dups []idDup
	for kind := range idKinds {
		for _, d := range firstOfSameKey(n, func(buf []byte, i int) []byte { return append(buf, m.idValue(kind, i)...) }) {
			dups = append(dups, idDup{keyDup: d, kind: int32(kind)})
		}
	}
	slices.SortFunc(dups, func(a, b idDup) int { return cmp.Or(cmp.Compare(a.pub, b.pub), cmp.Compare(a.kind, b.kind)) })
	for _, d := range dups {
		if idKinds[d.kind] == "DOI" && titlesDisagree(pubs[d.first].Title, pubs[d.pub].Title) {
			// A DOI mistyped or pasted twice in a CV would join two
			// papers and their bylines; a DOI names one title.
			continue
		}
		m.union(d.first, d.pub, "same "+idKinds[d.kind]+" "+m.idValue(int(d.kind), int(d.pub)))
	}
	dups = nil

	// Titles: each publication's group meets the earlier groups with its
	// title key, in order. A title block is known by its first
	// publication.
	blocks := make(map[int32]*titleBlock)
	for _, d := range firstOfSameKey(n, func(buf []byte, i int) []byte { return appendTitleKey(buf, pubs[i].Title) }) {
		tb := blocks[d.first]
		if tb == nil {
			tb = &titleBlock{}
			tb.add(m, d.first)
			blocks[d.first] = tb
		}
		for _, e := range tb.candidates(m, d.pub) {
			re, ri := m.find(e), m.find(d.pub)
			if re == ri {
				continue
			}
			if reason, ok := m.titleMatch(re, ri); ok {
				m.union(re, ri, reason)
			}
		}
		tb.add(m, d.pub)
	}
	blocks = nil
	m.nearTitles()

	// Gather members per group, in order: count, then fill.
	index := make([]int32, n) // root → output index
	groupCount := int32(0)
	for i := range pubs {
		if m.find(int32(i)) == int32(i) {
			index[i] = groupCount
			groupCount++
		}
	}
	groups := pubGroups{start: make([]int32, groupCount+1), members: make([]int32, n)}
	for i := range pubs {
		groups.start[index[m.find(int32(i))]+1]++
	}
	for k := range groupCount {
		groups.start[k+1] += groups.start[k]
	}
	fill := slices.Clone(groups.start[:groupCount])
	for i := range pubs {
		k := index[m.find(int32(i))]
		groups.members[fill[k]] = int32(i)
		fill[k]++
	}
	fill = nil
	// A merge names a version other than the one whose title the output
	// keeps (see primary); the names are read before the output may
	// overwrite the inputs.
	merges := make([]Merge, len(m.events))
	for k, e := range m.events {
		into := index[m.find(e.into)]
		name := e.name
		if name == m.primary(groups.group(int(into))) {
			name = e.into
		}
		merges[k] = Merge{Kind: "publication", Into: int(into), Name: pubs[name].Title, Reason: e.reason}
	}
	m.groups, m.parent, m.stamp, index = nil, nil, nil, nil
	return m.combineAll(groups, inPlace), merges, groups
}

// combineAll makes the output publication of each group, on all cores:
// first the groups of several publications, into an array of their
// own, then the others, where they stand when inPlace is set (no other
// output reads them), to be moved down to their places after.
func (m *pubMerger) combineAll(groups pubGroups, inPlace bool) []Publication {
	count := groups.len()
	var multi []int32 // the groups of several publications
	for k := range count {
		if len(groups.group(k)) > 1 {
			multi = append(multi, int32(k))
		}
	}
	merged := make([]Publication, len(multi))
	parallelRange(len(multi), func(lo, hi int) {
		for x := lo; x < hi; x++ {
			merged[x] = m.merged(groups.group(int(multi[x])))
		}
	})
	if !inPlace {
		out := make([]Publication, count)
		parallelRange(count, func(lo, hi int) {
			for k := lo; k < hi; k++ {
				if g := groups.group(k); len(g) == 1 {
					out[k] = m.single(g[0])
				}
			}
		})
		for x, k := range multi {
			out[k] = merged[x]
		}
		return out
	}
	parallelRange(count, func(lo, hi int) {
		for k := lo; k < hi; k++ {
			if g := groups.group(k); len(g) == 1 {
				m.pubs[g[0]] = m.single(g[0])
			}
		}
	})
	// Output k comes from input k or above, and outputs are written in
	// order, so no input is overwritten before it is read.
	x := 0
	for k := range count {
		g := groups.group(k)
		switch {
		case len(g) > 1:
			m.pubs[k] = merged[x]
			x++
		case int(g[0]) != k:
			m.pubs[k] = m.pubs[g[0]]
		}
	}
	clear(m.pubs[count:])
	return m.pubs[:count]
}

// idDup is a keyDup of identifiers of one kind (an index of idKinds).
type idDup struct {
	keyDup
	kind int32
}

// idValue returns publication i's identifier of a kind (an index of
// idKinds), normalised, or "". An arXiv DOI is an arXiv id.
func (m *pubMerger) idValue(kind, i int) string {
	p := &m.pubs[i]
	switch kind {
	case 0:
		if strings.HasPrefix(m.doi[i], arXivDOIPrefix) {
			return ""
		}
		return m.doi[i]
	case 1:
		arxiv := normalizeArXiv(p.ArXiv())
		if rest, ok := strings.CutPrefix(m.doi[i], arXivDOIPrefix); ok {
			return cmp.Or(arxiv, rest)
		}
		return arxiv
	}
	return p.DBLPKey
}

// primary returns the member of a group whose title, venue, kind and year
// the merged publication keeps: the first published version, or else the
// first.
func (m *pubMerger) primary(members []int32) int32 {
	for _, i := range members {
		if !m.preprint[i] {
			return i
		}
	}
	return members[0]
}

// merged makes one publication of the members of a group.
func (m *pubMerger) merged(members []int32) Publication {
	primary := m.primary(members)
	p := m.pubs[primary]
	out := Publication{
		Title: stripLinkLabels(p.Title), Year: p.Year, Venue: p.Venue, Kind: p.Kind,
		DOI: p.DOI, DBLPKey: p.DBLPKey,
	}
	outArXiv, outVersions := p.ArXiv(), []string(nil)
	primaryPreprint := m.preprint[primary]
	var best []Authorship
	var bestWritten []string
	bestComplete := false
	for _, i := range members {
		q := &m.pubs[i]
		out.Sources = append(out.Sources, q.Sources...)
		pre := m.preprint[i]
		if pre == primaryPreprint {
			// Fill what the primary version leaves unknown from its peers.
			out.Year = cmp.Or(out.Year, q.Year)
			out.Venue = cmp.Or(out.Venue, q.Venue)
		}
		if pre == primaryPreprint {
			// A preprint's DOI (arXiv's 10.48550) is not the published
			// paper's; its arXiv id says the same thing.
			out.DOI = cmp.Or(out.DOI, q.DOI)
		}
		arxiv := q.ArXiv()
		if rest, ok := strings.CutPrefix(m.doi[i], arXivDOIPrefix); ok && arxiv == "" {
			arxiv = rest
		}
		outArXiv = cmp.Or(outArXiv, arxiv)
		if q.DBLPKey != "" && (out.DBLPKey == "" || strings.HasPrefix(out.DBLPKey, "journals/corr/")) {
			out.DBLPKey = q.DBLPKey
		}
		if pre && !primaryPreprint {
			outVersions = append(outVersions, describeVersion(q))
		}
		complete := !q.Incomplete
		if best == nil || complete && !bestComplete || complete == bestComplete && len(q.Authors) > len(best) {
			best, bestWritten, bestComplete = q.Authors, q.written(), complete
		}
	}
	if rest, ok := strings.CutPrefix(normalizeDOI(out.DOI), arXivDOIPrefix); ok && !primaryPreprint {
		out.DOI, outArXiv = "", cmp.Or(outArXiv, rest)
	}
	out.Incomplete = !bestComplete
	out.Authors = slices.Clone(best)
	if out.Authors == nil {
		out.Authors = []Authorship{}
	}
	if len(members) > 1 {
		// Equal marks of any version count; bylines are short.
		for k := range out.Authors {
			for _, i := range members {
				for _, a := range m.pubs[i].Authors {
					if a.Person == out.Authors[k].Person && a.Equal {
						out.Authors[k].Equal = true
					}
				}
			}
		}
	}
	out.Sources = sortSources(out.Sources, m.names)
	outVersions = append(outVersions, m.otherWordings(members, out.Title)...)
	slices.Sort(outVersions)
	var biblios []*pub.Biblio
	var editors [][]string
	var locators []pub.Locator
	var publishers, places []string
	for _, i := range members {
		q := &m.pubs[i]
		biblios = append(biblios, q.Biblio())
		editors = append(editors, q.Editors())
		if m.preprint[i] == primaryPreprint {
			// A preprint's pages and publisher are not the paper's.
			locators = append(locators, q.Locator())
			publisher, place := q.Publisher()
			publishers, places = append(publishers, publisher), append(places, place)
		}
	}
	out.SetLocator(pub.MergeLocators(locators...))
	out.setRare(PublicationRare{ArXiv: outArXiv, Versions: slices.Compact(outVersions), Biblio: mergeBiblio(biblios),
		Written: bestWritten, Editors: mergeEditors(editors), Publisher: pub.MergeText(publishers...), Place: pub.MergeText(places...)})
	return out
}

// single is merged for a publication listed once: what merged gives,
// keeping its Authors and, when already in order, its Sources.
func (m *pubMerger) single(i int32) Publication {
	p := &m.pubs[i]
	out := Publication{
		Title: stripLinkLabels(p.Title), Year: p.Year, Venue: p.Venue, Kind: p.Kind,
		DOI: p.DOI, DBLPKey: p.DBLPKey, Incomplete: p.Incomplete,
		Authors: p.Authors, Sources: p.Sources, Loc: p.Loc,
	}
	arxiv := p.ArXiv()
	if rest, ok := strings.CutPrefix(m.doi[i], arXivDOIPrefix); ok {
		arxiv = cmp.Or(arxiv, rest)
		if !m.preprint[i] {
			out.DOI = ""
		}
	}
	// Like merged, only the arXiv id is kept; p's rare fields are shared
	// when they hold nothing else.
	if p.Rare != nil && p.Rare.ArXiv == arxiv && len(p.Rare.Versions) == 0 {
		out.Rare = p.Rare
	} else {
		publisher, place := p.Publisher()
		out.setRare(PublicationRare{ArXiv: arxiv, Biblio: p.Biblio(), Written: p.written(), Editors: p.Editors(),
			Publisher: publisher, Place: place})
	}
	if out.Authors == nil {
		out.Authors = []Authorship{}
	}
	if len(out.Sources) > 1 {
		out.Sources = sortSources(slices.Clone(out.Sources), m.names)
	}
	return out
}

// sortSources sorts sources in the order of their text (names are the
// inputs as sources name them) by naturalCompare, so that "cv.md:9"
// comes before "cv.md:10", and drops repeats.
func sortSources(sources []Source, names []string) []Source {
	type keyed struct {
		text   string
		source Source
	}
	ks := make([]keyed, len(sources))
	for i, s := range sources {
		ks[i] = keyed{string(s.Append(nil, names)), s}
	}
	slices.SortFunc(ks, func(a, b keyed) int { return naturalCompare(a.text, b.text) })
	sources = sources[:0]
	for i, k := range ks {
		if i == 0 || k.text != ks[i-1].text {
			sources = append(sources, k.source)
		}
	}
	return sources
}

// describeVersion describes a preprint for Versions: "preprint
// arXiv:2301.00001 (2023)".
func describeVersion(p *Publication) string {
	var b strings.Builder
	if p.Kind == pub.KindUnderReview {
		b.WriteString(string(p.Kind))
	} else {
		b.WriteString(string(pub.KindPreprint)) // a CoRR "journal" article too
	}
	switch {
	case p.ArXiv() != "":
		b.WriteString(" arXiv:" + normalizeArXiv(p.ArXiv()))
	case p.DOI != "":
		b.WriteString(" doi:" + normalizeDOI(p.DOI))
	case p.Venue != "":
		b.WriteString(" " + p.Venue)
	}
	if p.Year > 0 {
		fmt.Fprintf(&b, " (%d)", p.Year)
	}
	return b.String()
}

// naturalCompare orders strings with runs of digits compared as numbers,
// so "cv.md:9" comes before "cv.md:10".
func naturalCompare(a, b string) int {
	for a != "" && b != "" {
		da, db := digitRun(a), digitRun(b)
		if da > 0 && db > 0 {
			na, nb := strings.TrimLeft(a[:da], "0"), strings.TrimLeft(b[:db], "0")
			if c := cmp.Or(cmp.Compare(len(na), len(nb)), strings.Compare(na, nb)); c != 0 {
				return c
			}
			a, b = a[da:], b[db:]
			continue
		}
		if a[0] != b[0] {
			return cmp.Compare(a[0], b[0])
		}
		a, b = a[1:], b[1:]
	}
	return cmp.Compare(len(a), len(b))
}

func digitRun(s string) int {
	i := 0
	for i < len(s) && '0' <= s[i] && s[i] <= '9' {
		i++
	}
	return i
}

// titlesDisagree reports whether two titles are plainly of different
// papers: each has at least minDisagreeWords words and fewer than half
// of the shorter one's words are in the other. A title cut short, given
// with or without its subtitle, or lightly reworded still agrees; a
// translated title may not, and is then kept apart, which loses less
// than joining two papers' bylines.
func titlesDisagree(a, b string) bool {
	wa, wb := titleWords(a), titleWords(b)
	if len(wa) < minDisagreeWords || len(wb) < minDisagreeWords {
		return false
	}
	if len(wa) > len(wb) {
		wa, wb = wb, wa
	}
	in := make(map[string]bool, len(wb))
	for _, w := range wb {
		in[w] = true
	}
	shared := 0
	for _, w := range wa {
		if in[w] {
			shared++
		}
	}
	return 2*shared < len(wa)
}

// minDisagreeWords is the fewest words a title needs before it can
// disagree with another (see titlesDisagree): "X" and "Y" say too little.
const minDisagreeWords = 3
