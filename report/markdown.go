package report

import (
	"cmp"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

// topBy returns up to k of ids by decreasing score, ties by id.
func topBy(ids []int, score []float64, k int) []int {
	s := make([]scored, len(ids))
	for i, id := range ids {
		s[i] = scored{score[id], id}
	}
	return sortScored(s, k)
}

// scored is an id with its score.
type scored struct {
	score float64
	id    int
}

// sortScored returns the ids of up to k of s by decreasing score, ties by
// id. Sorting the pairs rather than ids that look their scores up keeps
// the sort in the cache: with millions of people every look-up missed it.
func sortScored(s []scored, k int) []int {
	slices.SortFunc(s, func(a, b scored) int { return cmp.Or(-cmp.Compare(a.score, b.score), cmp.Compare(a.id, b.id)) })
	if k > 0 && len(s) > k {
		s = s[:k]
	}
	out := make([]int, len(s))
	for i, x := range s {
		out[i] = x.id
	}
	return out
}

// Ranking returns all people by decreasing PageRank, ties by id.
func Ranking(m *analysis.Metrics) []int {
	s := make([]scored, len(m.PageRank))
	for id, x := range m.PageRank {
		s[id] = scored{x, id}
	}
	return sortScored(s, 0)
}

// CommunityLabels names each community from what its members share: its
// most central member, the venues where most of its members publish, the
// institution most of its members were at, and an advisor shared by
// several members.
func CommunityLabels(c *graph.Corpus, m *analysis.Metrics) []string {
	return communityLabels(c, m, TopMembers(m, 1))
}

// communityLabels is CommunityLabels given each community's most central
// member first in top.
func communityLabels(c *graph.Corpus, m *analysis.Metrics, top [][]int) []string {
	n := len(m.Communities.Sizes)
	comm := m.Communities.Community
	orgs := make([]map[string]int, n)
	advisors := make([]map[string]int, n)
	bump := func(ms []map[string]int, i int, key string) {
		if ms[i] == nil {
			ms[i] = make(map[string]int)
		}
		ms[i][key]++
	}
	venues := topVenues(c, comm, n)
	for person, byKey := range analysis.PersonOrgs(c) {
		for _, name := range byKey {
			bump(orgs, comm[person], name)
		}
	}
	for _, r := range c.Relations {
		if r.Kind == pub.Advisor {
			bump(advisors, comm[r.Person], c.People[r.Other].Name)
		}
	}
	labels := make([]string, n)
	for i := range labels {
		var parts []string
		if len(top[i]) > 0 {
			parts = append(parts, "around "+c.People[top[i][0]].Name)
		}
		if vs := venues[i]; len(vs) > 0 {
			parts = append(parts, strings.Join(vs, ", "))
		}
		if os := sortedCounts(orgs[i]); len(os) > 0 && os[0].N >= 2 {
			parts = append(parts, "at "+os[0].Label)
		}
		if as := sortedCounts(advisors[i]); len(as) > 0 && as[0].N >= 2 {
			parts = append(parts, "advised by "+as[0].Label)
		}
		labels[i] = strings.Join(parts, " · ")
	}
	return labels
}

// labelVenues is how many venues a community's label names at most, and
// maxLabelVenue the longest venue name it names.
const labelVenues, maxLabelVenue = 3, 24

// topVenues returns, for each of n communities (comm gives each
// person's), the venues where most of its members publish, as the label
// names them: up to labelVenues of those no longer than maxLabelVenue,
// by decreasing count of the community's publications there (a
// publication counts once a community), ties by name.
//
// Each publication's venue and the communities of its authors make one
// number each, community in the high bits and the venue's index in the
// low; sorted, they count the venues community by community, where a map
// of venues for each community made millions of map updates on a
// DBLP-sized corpus.
func topVenues(c *graph.Corpus, comm []int, n int) [][]string {
	index := make(map[string]uint32)
	var names []string
	// Most publications have a venue and authors of one community.
	keys := make([]uint64, 0, len(c.Publications))
	// seen holds the communities a publication's venue was counted for
	// already; a byline is short, so a list beats a map per publication.
	var seen []int
	for i := range c.Publications {
		p := &c.Publications[i]
		if p.Venue == "" {
			continue
		}
		v, ok := index[p.Venue]
		if !ok {
			v = uint32(len(names))
			index[p.Venue] = v
			names = append(names, p.Venue)
		}
		seen = seen[:0]
		for _, a := range p.Authors {
			if k := comm[a.Person]; !slices.Contains(seen, k) {
				seen = append(seen, k)
				keys = append(keys, uint64(k)<<32|uint64(v))
			}
		}
	}
	index = nil
	slices.Sort(keys)
	out := make([][]string, n)
	var best []analysis.Count // the community's top venues so far, in order
	for lo := 0; lo < len(keys); {
		k := int(keys[lo] >> 32)
		best = best[:0]
		for lo < len(keys) && int(keys[lo]>>32) == k {
			hi := lo + 1
			for hi < len(keys) && keys[hi] == keys[lo] {
				hi++
			}
			if name := names[uint32(keys[lo])]; len(name) <= maxLabelVenue {
				// Insert in order, keeping the first labelVenues.
				v := analysis.Count{Label: name, N: hi - lo}
				at, _ := slices.BinarySearchFunc(best, v, compareCounts)
				if at < labelVenues {
					best = slices.Insert(best, at, v)
					best = best[:min(len(best), labelVenues)]
				}
			}
			lo = hi
		}
		for _, v := range best {
			out[k] = append(out[k], v.Label)
		}
	}
	return out
}

// compareCounts orders counts as sortedCounts does: by decreasing count,
// ties by label.
func compareCounts(a, b analysis.Count) int {
	return cmp.Or(-cmp.Compare(a.N, b.N), strings.Compare(a.Label, b.Label))
}

// Summary holds the figures that both the report and the command's
// summary print.
type Summary struct {
	People, Publications, Edges  int
	Components, LargestComponent int
	Communities                  int
	Modularity                   float64
	Top                          []int // top people by PageRank
}

// Summarize computes the headline figures.
func Summarize(d Data, top int) Summary {
	s := Summary{
		People: len(d.Corpus.People), Publications: len(d.Corpus.Publications), Edges: d.Corpus.Edges.Len(),
		Components: len(d.Metrics.ComponentSizes), Communities: len(d.Metrics.Communities.Sizes),
		Modularity: d.Metrics.Communities.Modularity,
	}
	if len(d.Metrics.ComponentSizes) > 0 {
		s.LargestComponent = d.Metrics.ComponentSizes[0]
	}
	r := d.ranking()
	s.Top = r[:min(top, len(r)):min(top, len(r))]
	return s
}

// mdEscaper escapes text from the inputs for markdown: HTML's special
// characters become entities, so a name holding "<script>" or an <img>
// tag is shown, never run, by a renderer that passes HTML through; the
// characters markdown gives meaning to inline (emphasis, code, links,
// table cells, escapes) get a backslash; a line break cannot end a table
// row or start a heading.
var mdEscaper = strings.NewReplacer(
	"&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;",
	`\`, `\\`, "|", `\|`, "*", `\*`, "_", `\_`, "`", "\\`", "[", `\[`, "]", `\]`,
	"\r\n", " ", "\n", " ", "\r", " ",
)

// mdEscape makes text from the inputs (names, titles, venues, labels, file
// names) safe inside the markdown report; see mdEscaper.
// Control characters and bidi controls, which could hide or reorder the
// text around them (a file name with U+202E), are dropped first.
func mdEscape(s string) string {
	return mdEscaper.Replace(strings.Map(func(r rune) rune {
		if r == '\n' || r == '\r' || r == '\t' {
			return ' '
		}
		if unicode.IsControl(r) || pub.IsBidiControl(r) || r == '\u2028' || r == '\u2029' || r == '\uFEFF' {
			return -1
		}
		return r
	}, s))
}

// WriteMarkdown writes the report for people: what is in the network, who
// holds it together, which groups exist and what connects the CV owners.
func WriteMarkdown(w io.Writer, d Data, warnings int) error {
	c := d.Corpus
	s := Summarize(d, 15)
	b := &strings.Builder{}
	p := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }

	mdOverview(p, d, s, warnings)
	var owners []int
	for _, person := range c.People {
		if person.Owner {
			owners = append(owners, int(person.ID))
		}
	}
	if len(owners) > 0 {
		mdOwners(p, d, owners)
	}
	mdCentral(p, d, s)
	mdCommunities(p, d)
	if len(owners) > 1 && len(owners) <= 60 {
		mdConnections(p, d, owners)
	}
	mdPublications(p, c)
	mdDataQuality(p, d)
	writeInputsRead(p, d.Inputs)
	_, err := io.WriteString(w, b.String())
	return err
}

// mdOverview writes the report's title and the table of what the
// network holds and how its measures were computed.
func mdOverview(p func(string, ...any), d Data, s Summary, warnings int) {
	c, m := d.Corpus, d.Metrics
	p("# Co-authorship network report\n\n")
	inputs := make([]string, len(c.Inputs))
	for i, in := range c.Inputs {
		inputs[i] = mdEscape(in)
	}
	p("Read %d input(s): %s.\n\n", len(c.Inputs), strings.Join(inputs, ", "))
	p("| | |\n|---|---|\n")
	p("| people | %d |\n| publications | %d |\n| co-author pairs | %d |\n", s.People, s.Publications, s.Edges)
	p("| connected components | %d (largest: %s) |\n", s.Components, People(s.LargestComponent))
	p("| communities | %d (modularity %.3f) |\n", s.Communities, s.Modularity)
	if warnings > 0 {
		p("| warnings | %d (see warnings.txt) |\n", warnings)
	}
	if m.BetweennessSources > 0 {
		p("| betweenness | estimated from %d sampled sources (Brandes–Pich) |\n", m.BetweennessSources)
	}
	if e := m.Estimated; e != nil {
		if e.BetweennessEpsilon > 0 {
			p("| betweenness | estimated: every value within ±%g of the exact one with probability %g (KADABRA, %d sampled shortest paths) |\n",
				e.BetweennessEpsilon, 1-e.BetweennessDelta, e.BetweennessPaths)
		}
		if e.DistanceSources > 0 {
			p("| closeness, harmonic | estimated from %d sampled sources in each component of more than %d people (exact in smaller ones): harmonic within ±%.3g·(size−1), mean distance within ±%.3g hops, with probability %g; bounds per person in people.csv |\n",
				e.DistanceSources, e.DistanceSources, e.HarmonicError, e.MeanDistanceError, 1-e.DistanceDelta)
		}
	}
	if len(m.Skipped) > 0 {
		p("| not computed (more people than --exact-limit) | %s |\n", strings.Join(m.Skipped, ", "))
	}
	p("\n")
}

// mdOwners writes the table of the CV owners: papers, co-authors,
// PageRank rank, community and advisors.
func mdOwners(p func(string, ...any), d Data, owners []int) {
	c, m := d.Corpus, d.Metrics
	rank := make(map[int]int, len(owners))
	for _, o := range owners {
		rank[o] = 0
	}
	for i, id := range d.ranking() {
		if _, ok := rank[id]; ok {
			rank[id] = i + 1
		}
	}
	p("## CV owners\n\n| person | papers | co-authors | PageRank rank | community | advisors and mentors |\n|---|---|---|---|---|---|\n")
	for _, o := range owners {
		var adv []string
		for _, r := range c.Relations {
			if r.Person == o {
				adv = append(adv, fmt.Sprintf("%s (%s)", c.People[r.Other].Name, r.Kind))
			}
		}
		p("| %s | %d | %d | %d of %d | %d | %s |\n", mdEscape(c.People[o].Name), c.People[o].Papers, m.Degree[o], rank[o], len(c.People), m.Communities.Community[o], mdEscape(strings.Join(adv, "; ")))
	}
	p("\n")
}

// mdCentral writes the table of the people most central by PageRank.
func mdCentral(p func(string, ...any), d Data, s Summary) {
	c, m := d.Corpus, d.Metrics
	p("## Most central people\n\nRanked by PageRank (weighted by shared papers).\n\n| # | person | papers | co-authors | PageRank | betweenness | k-core |\n|---|---|---|---|---|---|---|\n")
	for i, id := range s.Top {
		p("| %d | %s | %d | %d | %.4f | %s | %d |\n", i+1, mdEscape(c.People[id].Name), c.People[id].Papers, m.Degree[id], m.PageRank[id], fmtOpt(m.Betweenness, id), m.Core[id])
	}
	p("\n")
}

// mdCommunities writes the table of the first 20 communities: size,
// label and most central members.
func mdCommunities(p func(string, ...any), d Data) {
	c, m := d.Corpus, d.Metrics
	labels := d.labels()
	p("## Communities\n\nLouvain/Leiden communities (seeded, reproducible); the label names the most central member and the venues most members publish at.\n\n| community | size | label | members (top by PageRank) |\n|---|---|---|---|\n")
	for i, top := range d.topMembers(6) {
		if i == 20 {
			p("| … | | %d more communities in communities.csv | |\n", len(labels)-20)
			break
		}
		names := make([]string, len(top))
		for k, v := range top {
			names[k] = mdEscape(c.People[v].Name)
		}
		p("| %d | %d | %s | %s |\n", i, m.Communities.Sizes[i], mdEscape(labels[i]), strings.Join(names, ", "))
	}
	p("\n")
}

// mdConnections writes, for each pair of owners, what connects them.
func mdConnections(p func(string, ...any), d Data, owners []int) {
	c := d.Corpus
	p("## What connects the CV owners\n\nFor each pair of owners: collaboration distance (co-author steps; — when not connected), shared co-authors, and the venues, institutions and advisors they share even without a shared paper.\n\n")
	p("| owners | distance | shared co-authors | shared venues | shared institutions | shared advisors |\n|---|---|---|---|---|---|\n")
	for _, t := range analysis.Connections(c, d.graph(), owners) {
		dist := "—"
		if t.Distance >= 0 {
			dist = fmt.Sprint(t.Distance)
		}
		var co, adv []string
		for _, x := range t.Coauthors {
			co = append(co, c.People[x].Name)
		}
		for _, x := range t.Advisors {
			adv = append(adv, c.People[x].Name)
		}
		p("| %s – %s | %s | %s | %s | %s | %s |\n", mdEscape(c.People[t.A].Name), mdEscape(c.People[t.B].Name), dist,
			mdEscape(limitJoin(co, 5)), mdEscape(limitJoin(t.Venues, 8)), mdEscape(limitJoin(t.Institutions, 5)), mdEscape(limitJoin(adv, 5)))
	}
	p("\n")
}

// mdPublications writes the publications by kind, by year (with the
// co-author pairs new that year) and the 15 venues with most.
func mdPublications(p func(string, ...any), c *graph.Corpus) {
	years := make(map[int]int)
	kinds := make(map[string]int)
	venues := make(map[string]int)
	for _, pb := range c.Publications {
		years[int(pb.Year)]++
		kinds[string(pb.Kind)]++
		if pb.Venue != "" {
			venues[pb.Venue]++
		}
	}
	p("## Publications\n\n| kind | count |\n|---|---|\n")
	for _, k := range sortedCounts(kinds) {
		p("| %s | %d |\n", mdEscape(k.Label), k.N)
	}
	// Counted by year in an array, not a map: there are tens of millions
	// of edges.
	var newPairs [1 << 16]int
	for _, e := range c.Edges.All() {
		newPairs[uint16(e.FirstYear)]++
	}
	p("\n| year | publications | new co-author pairs |\n|---|---|---|\n")
	for _, y := range slices.Sorted(maps.Keys(years)) {
		label := fmt.Sprint(y)
		if y == 0 {
			label = "unknown"
		}
		pairs := 0
		if y == int(int16(y)) {
			pairs = newPairs[uint16(y)]
		}
		p("| %s | %d | %d |\n", label, years[y], pairs)
	}
	p("\n| venue | publications |\n|---|---|\n")
	for i, v := range sortedCounts(venues) {
		if i == 15 {
			break
		}
		p("| %s | %d |\n", mdEscape(v.Label), v.N)
	}
	p("\n")
}

// mdDataQuality writes the notes on merges, name candidates, elided
// bylines, hyperauthorship and disconnected communities.
func mdDataQuality(p func(string, ...any), d Data) {
	c, m := d.Corpus, d.Metrics
	personMerges := 0
	for _, mg := range c.Merges {
		if mg.Kind == "person" {
			personMerges++
		}
	}
	p("## Data quality\n\n- %d spellings merged into existing people and %d duplicate publications merged (merges.csv).\n", personMerges, len(c.Merges)-personMerges)
	p("- %d pairs of names that may be one person, for review (name-candidates.csv; decide with --aliases).\n", len(c.Candidates))
	incomplete := 0
	for _, pb := range c.Publications {
		if pb.Incomplete {
			incomplete++
		}
	}
	p("- %d publications with elided authors (\"...\", \"et al.\"): their co-authorships are incomplete.\n", incomplete)
	if c.Hyperauthored > 0 {
		p("- %d publications with more than %d authors add no co-author edges (hyperauthorship; --max-authors changes the limit).\n", c.Hyperauthored, c.MaxAuthors)
	}
	if bad := analysis.DisconnectedCommunities(d.graph(), m.Communities.Community); len(bad) > 0 {
		p("- %d communities are not connected within themselves (Louvain can do that; --leiden guarantees connected communities).\n", len(bad))
	} else {
		p("- Every community is connected within itself.\n")
	}
}

// maxInputsListed bounds the inputs the report lists one by one; the
// poorly read ones come first, so none of them is cut while there is room.
const maxInputsListed = 50

// writeInputsRead lists how well each input was read, the poorly read
// first, so that a committee with forty CVs knows which ones to check.
func writeInputsRead(p func(string, ...any), inputs []InputRead) {
	if len(inputs) == 0 {
		return
	}
	poor := 0
	for _, in := range inputs {
		if in.Poor {
			poor++
		}
	}
	p("\n## Inputs read\n\n")
	p("The estimate is the reader's guess of the share of each input's author slots read right, from the publications with a title and a byline of names, the signs of a poor reading (entries without a byline or year, an owner left unnamed, entries run together, an unsure field model) and how many of the text's reference-like lines were read.\n\n")
	switch poor {
	case 0:
		p("Every input was read with confidence: its estimate is 80%% or more.\n\n")
	case 1:
		p("1 input was read poorly (its estimate is under 80%%): check it with `pubgraph parse`.\n\n")
	default:
		p("%d inputs were read poorly (their estimate is under 80%%): check them with `pubgraph parse`.\n\n", poor)
	}
	sorted := slices.Clone(inputs)
	// Poorly read first, then by path: the same list whatever the order
	// the inputs were named in.
	slices.SortStableFunc(sorted, func(a, b InputRead) int {
		if a.Poor != b.Poor {
			if a.Poor {
				return -1
			}
			return 1
		}
		return strings.Compare(a.Path, b.Path)
	})
	p("| input | format | publications | read with confidence | estimate | check |\n|---|---|---|---|---|---|\n")
	for i, in := range sorted {
		if i == maxInputsListed {
			p("\n%d more inputs not listed.\n", len(sorted)-i)
			break
		}
		flag := ""
		if in.Poor {
			flag = "**check**: " + mdEscape(in.Reason)
		}
		p("| %s | %s | %d | %d%% | %d%% | %s |\n", mdEscape(in.Path), mdEscape(in.Format), in.Publications,
			in.Confident*100/max(in.Publications, 1), int(in.Estimate*100+0.5), flag)
	}
}

func fmtOpt(s []float64, i int) string {
	if s == nil {
		return "—"
	}
	return fmt.Sprintf("%.4f", s[i])
}

func limitJoin(s []string, k int) string {
	if len(s) <= k {
		return strings.Join(s, ", ")
	}
	return strings.Join(s[:k], ", ") + fmt.Sprintf(" and %d more", len(s)-k)
}

func sortedCounts(m map[string]int) []analysis.Count {
	cs := make([]analysis.Count, 0, len(m))
	for k, n := range m {
		cs = append(cs, analysis.Count{Label: k, N: n})
	}
	slices.SortFunc(cs, compareCounts)
	return cs
}

// People says "1 person" or "n people".
func People(n int) string {
	if n == 1 {
		return "1 person"
	}
	return fmt.Sprintf("%d people", n)
}
