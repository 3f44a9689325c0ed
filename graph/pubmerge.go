package graph

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/pubgraph/pubgraph/ingest"

	"github.com/pubgraph/pubgraph/internal/norm"
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
	return p.Kind == ingest.KindPreprint || p.Kind == ingest.KindUnderReview ||
		strings.HasPrefix(p.DBLPKey, "journals/corr/") ||
		strings.HasPrefix(doi, arXivDOIPrefix)
}

// venueFacts is what dedupe needs of a venue, worked out once a venue.
type venueFacts struct {
	key      string // TitleKey
	preprint bool   // isPreprintVenue
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
	authors := m.groups[m.find(i)].authors
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

// pubGroup is a set of publications found to be one, at its root.
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
	groups   []pubGroup // valid at roots
	events   []mergeEvent
	// reworded marks the publications nearTitles merged.
	reworded map[int32]bool
	// nearKeyBuf and nearPairBuf are reused from block to block.
	nearKeyBuf  []blockKeyed
	nearPairBuf [][2]int
	// stamp and epoch mark roots already seen by compactRoots.
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
	m.parent[rb] = ra
	ga, gb := &m.groups[ra], &m.groups[rb]
	ga.authors = mergeSorted(ga.authors, gb.authors)
	ga.years = append(ga.years, gb.years...)
	ga.published = ga.published || gb.published
	ga.doi = cmp.Or(ga.doi, gb.doi)
	ga.venue = cmp.Or(ga.venue, gb.venue)
	*gb = pubGroup{}
	m.events = append(m.events, mergeEvent{name: rb, into: ra, reason: reason})
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
	ga, gb := &m.groups[a], &m.groups[b]
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
	return dedupe(pubs, make([]Publication, 0, len(pubs)), inputs)
}

// dedupeInPlace is dedupePublications writing its output over pubs,
// whose records it uses up: a DBLP-sized input is not held twice.
func dedupeInPlace(pubs []Publication, inputs []string) (out []Publication, merges []Merge, groups pubGroups) {
	return dedupe(pubs, pubs[:0], inputs)
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

// dedupe does the work of dedupePublications, writing the output into
// out, which is empty and either new or pubs[:0] (the output of group k
// reads only inputs k and above, so it may overwrite input k).
func dedupe(pubs, out []Publication, inputs []string) ([]Publication, []Merge, pubGroups) {
	n := len(pubs)
	names := (&Corpus{Inputs: inputs}).SourceNames()
	m := &pubMerger{pubs: pubs, names: names, parent: make([]int32, n), groups: make([]pubGroup, n), stamp: make([]uint32, n),
		preprint: make([]bool, n), doi: make([]string, n)}
	authorCount, published := 0, 0
	var idCount [len(idKinds)]int
	venues := make(map[string]venueFacts)
	for i := range pubs {
		p := &pubs[i]
		authorCount += len(p.Authors)
		m.doi[i] = normalizeDOI(p.DOI)
		v, ok := venues[p.Venue]
		if !ok {
			v = venueFacts{key: TitleKey(p.Venue), preprint: isPreprintVenue(p.Venue)}
			venues[p.Venue] = v
		}
		m.preprint[i] = v.preprint || isPreprintOther(p, m.doi[i])
		if !m.preprint[i] && p.Year > 0 {
			published++
		}
		for kind, value := range [...]string{m.doi[i], p.ArXiv(), p.DBLPKey} {
			if value != "" {
				idCount[kind]++
			}
		}
	}
	// A group's sorted authors and years are cut from two arrays, capped
	// so that a union's append copies them.
	authorArena := make([]int32, 0, authorCount)
	yearArena := make([]int32, 0, published)
	for i := range pubs {
		p := &pubs[i]
		m.parent[i] = int32(i)
		g := &m.groups[i]
		start := len(authorArena)
		for _, a := range p.Authors {
			authorArena = append(authorArena, a.Person)
		}
		authors := authorArena[start:]
		slices.Sort(authors)
		authors = slices.Compact(authors)
		authorArena = authorArena[:start+len(authors)]
		g.authors = authorArena[start:len(authorArena):len(authorArena)]
		if !m.preprint[i] {
			g.venue = venues[p.Venue].key
			g.published = true
			if p.Year > 0 {
				yearArena = append(yearArena, p.Year)
				g.years = yearArena[len(yearArena)-1 : len(yearArena) : len(yearArena)]
			}
			g.doi = m.doi[i]
		}
	}
	venues = nil

	// Identifiers, one map a kind: a map keyed by a string alone hashes
	// it faster than one keyed by a struct. An arXiv DOI is an arXiv id.
	var byID [len(idKinds)]map[string]int32
	for kind := range byID {
		byID[kind] = make(map[string]int32, idCount[kind])
	}
	for i := range pubs {
		p := &pubs[i]
		doi, arxiv := m.doi[i], normalizeArXiv(p.ArXiv())
		if rest, ok := strings.CutPrefix(doi, arXivDOIPrefix); ok {
			doi, arxiv = "", cmp.Or(arxiv, rest)
		}
		for kind, value := range [...]string{doi, arxiv, p.DBLPKey} {
			if value == "" {
				continue
			}
			if f, ok := byID[kind][value]; ok {
				m.union(f, int32(i), "same "+idKinds[kind]+" "+value)
			} else {
				byID[kind][value] = int32(i)
			}
		}
	}
	byID = [len(idKinds)]map[string]int32{}

	// Titles: each publication's group meets the earlier groups with its
	// title key. Most titles are listed once, so a key maps to its only
	// publication i as i, and to a block as -1-(its index in blocks).
	titles := make(map[string]int32, n)
	var blocks []*titleBlock
	for i := range pubs {
		key := TitleKey(pubs[i].Title)
		if key == "" {
			continue
		}
		v, ok := titles[key]
		if !ok {
			titles[key] = int32(i)
			continue
		}
		var tb *titleBlock
		if v >= 0 {
			tb = &titleBlock{}
			tb.add(m, v)
			titles[key] = int32(-1 - len(blocks))
			blocks = append(blocks, tb)
		} else {
			tb = blocks[-1-v]
		}
		for _, e := range tb.candidates(m, int32(i)) {
			re, ri := m.find(e), m.find(int32(i))
			if re == ri {
				continue
			}
			if reason, ok := m.titleMatch(re, ri); ok {
				m.union(re, ri, reason)
			}
		}
		tb.add(m, int32(i))
	}
	titles, blocks = nil, nil
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
	// keeps (see combine); the names are read before the output may
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
	for k := range groups.len() {
		out = append(out, m.combine(groups.group(k)))
	}
	return out, merges, groups
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

// combine makes one publication of the members of a group.
func (m *pubMerger) combine(members []int32) Publication {
	if len(members) == 1 {
		return m.single(members[0])
	}
	return m.merged(members)
}

// merged is combine for any group.
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
			best, bestComplete = q.Authors, complete
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
	out.setRare(outArXiv, slices.Compact(outVersions))
	return out
}

// single is combine for a publication listed once: what merged gives,
// keeping its Authors and, when already in order, its Sources.
func (m *pubMerger) single(i int32) Publication {
	p := &m.pubs[i]
	out := Publication{
		Title: stripLinkLabels(p.Title), Year: p.Year, Venue: p.Venue, Kind: p.Kind,
		DOI: p.DOI, DBLPKey: p.DBLPKey, Incomplete: p.Incomplete,
		Authors: p.Authors, Sources: p.Sources,
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
		out.setRare(arxiv, nil)
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
	if p.Kind == ingest.KindUnderReview {
		b.WriteString(string(p.Kind))
	} else {
		b.WriteString(string(ingest.KindPreprint)) // a CoRR "journal" article too
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
