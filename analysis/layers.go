package analysis

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

// Layer names, in the order BuildLayers returns them.
const (
	LayerCoauthor    = "coauthor"
	LayerAdvisor     = "advisor"
	LayerVenue       = "venue"
	LayerInstitution = "institution"
	LayerEmployer    = "employer"
	LayerTopic       = "topic"
)

// LayerNames lists the relationship layers.
var LayerNames = []string{LayerCoauthor, LayerAdvisor, LayerVenue, LayerInstitution, LayerEmployer, LayerTopic}

// LayerEdge is one tie of a relationship layer, with what shows it.
type LayerEdge struct {
	U, V     int
	Weight   float64
	Evidence string
}

// Layer is one kind of relationship between the same people as the
// co-authorship graph.
type Layer struct {
	Name string
	// Edges are the layer's ties, sorted by (U, V); nil for the
	// co-authorship layer, whose ties are the corpus's Edges.
	Edges []LayerEdge
	Graph *graph.Undirected
}

// LayerOptions bound the cost of the layers on large corpora.
type LayerOptions struct {
	// MaxGroup is the largest group (people at one venue or organisation)
	// whose members are all joined; bigger groups add no pairs, since a
	// venue with thousands of authors says little about any two of them.
	// 0 means 500.
	MaxGroup int
	// Coauthor, if set, is the co-authorship graph to use as the first
	// layer (built from the corpus, weighted by shared papers, if nil).
	Coauthor *graph.Undirected
	// Terms, if set, are the corpus's topic terms (IndexTerms(c) if nil).
	Terms *TermIndex
	// MaxTermGroup is the largest number of people a topic term may have
	// and still link them; 0 means 100.
	MaxTermGroup int
	// TopicTies is how many ties each person proposes in the topic layer;
	// 0 means 5.
	TopicTies int
	// MaxTitlePeople is the most people a corpus without any keywords may
	// have for the topic layer to be made from titles alone; 0 means
	// 50000. On DBLP-scale corpora title words tie hundreds of thousands of
	// pairs weakly and took longer than the rest of analyze (see
	// docs/benchmarks.md), so there the layer is empty.
	MaxTitlePeople int
}

// BuildLayers builds the relationship layers over the corpus's people:
//
//   - coauthor: shared papers;
//   - advisor: advisor–advisee pairs (weight 1) and academic siblings who
//     share an advisor (weight = shared advisors);
//   - venue: people who publish at the same venues, weighted by the
//     Jaccard similarity of their venue sets;
//   - institution: people educated at the same institution, and employer:
//     people employed by the same organisation, in overlapping years where
//     both give years (weight = shared organisations);
//   - topic: people who write on the same topics but not together, by
//     the Jaccard similarity of their term sets, each person's top ties
//     (see topicLayer).
//
// Each layer's graph has one node per person, so layers can be combined in
// MultiplexLouvain. ctx is checked between layers; BuildLayers returns
// ctx's error when it is done.
func BuildLayers(ctx context.Context, c *graph.Corpus, opt LayerOptions) ([]Layer, error) {
	if opt.MaxGroup == 0 {
		opt.MaxGroup = 500
	}
	if opt.MaxTermGroup == 0 {
		opt.MaxTermGroup = 100
	}
	if opt.TopicTies == 0 {
		opt.TopicTies = 5
	}
	if opt.MaxTitlePeople == 0 {
		opt.MaxTitlePeople = 50000
	}
	n := len(c.People)
	layers := make([]Layer, 0, len(LayerNames))

	// The co-authorship layer is the corpus's graph as it is; its ties are
	// the corpus's Edges, so they are not copied here.
	co := opt.Coauthor
	if co == nil {
		co = c.CoauthorGraph(graph.ByPapers)
	}
	layers = append(layers, Layer{Name: LayerCoauthor, Graph: co})
	steps := []func() Layer{
		func() Layer { return advisorLayer(c) },
		func() Layer { return venueLayer(c, opt.MaxGroup) },
		func() Layer { return orgLayer(c, LayerInstitution, pub.Education, opt.MaxGroup) },
		func() Layer { return orgLayer(c, LayerEmployer, pub.Employment, opt.MaxGroup) },
		func() Layer {
			if n > opt.MaxTitlePeople && !hasKeywords(c) {
				return Layer{Name: LayerTopic}
			}
			if opt.Terms == nil {
				opt.Terms = IndexTerms(c)
			}
			return topicLayer(c, co, opt.Terms, opt.MaxTermGroup, opt.TopicTies)
		},
	}
	for _, step := range steps {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		layers = append(layers, step())
	}
	for i := range layers[1:] {
		i++
		pairs := make([]graph.WeightedPair, len(layers[i].Edges))
		for k, e := range layers[i].Edges {
			pairs[k] = graph.WeightedPair{U: int32(e.U), V: int32(e.V), Weight: e.Weight}
		}
		layers[i].Graph = graph.NewUndirected(n, pairs)
	}
	return layers, nil
}

// pairEvidence accumulates weights and evidence per unordered pair.
type pairEvidence map[[2]int]*LayerEdge

func (pe pairEvidence) add(u, v int, w float64, evidence string) {
	if u == v {
		return
	}
	if u > v {
		u, v = v, u
	}
	e := pe[[2]int{u, v}]
	if e == nil {
		e = &LayerEdge{U: u, V: v}
		pe[[2]int{u, v}] = e
	}
	e.Weight += w
	if !strings.Contains(e.Evidence, evidence) {
		if e.Evidence != "" {
			e.Evidence += "; "
		}
		e.Evidence += evidence
	}
}

func (pe pairEvidence) sorted() []LayerEdge {
	out := make([]LayerEdge, 0, len(pe))
	for _, e := range pe {
		out = append(out, *e)
	}
	slices.SortFunc(out, func(a, b LayerEdge) int { return cmp.Or(cmp.Compare(a.U, b.U), cmp.Compare(a.V, b.V)) })
	return out
}

func advisorLayer(c *graph.Corpus) Layer {
	pe := make(pairEvidence)
	advisees := make(map[int][]int)
	for _, r := range c.Relations {
		pe.add(r.Person, r.Other, 1, fmt.Sprintf("%s is %s's %s", c.People[r.Other].Name, c.People[r.Person].Name, r.Kind))
		if r.Kind == pub.Advisor {
			advisees[r.Other] = append(advisees[r.Other], r.Person)
		}
	}
	advisors := make([]int, 0, len(advisees))
	for a := range advisees {
		advisors = append(advisors, a)
	}
	slices.Sort(advisors)
	for _, a := range advisors {
		students := advisees[a]
		for i, x := range students {
			for _, y := range students[i+1:] {
				pe.add(x, y, 1, "both advised by "+c.People[a].Name)
			}
		}
	}
	return Layer{Name: LayerAdvisor, Edges: pe.sorted()}
}

// venueLayer joins the people of each venue with at most maxGroup of
// them. The venues' sizes and everyone's number of venues (the Jaccard
// union needs both) are counted first, so member lists are made only for
// the venues kept: on DBLP every venue is too large, and listing everyone's
// venues, as PersonVenues does, would cost a few hundred bytes a person
// for nothing.
func venueLayer(c *graph.Corpus, maxGroup int) Layer {
	// Dense venue ids, and the publications of each venue by counting sort.
	venueID := make(map[string]int32)
	var names []string
	pubVenue := make([]int32, len(c.Publications))
	var start []int32 // start[v]..start[v+1]: venue v's publications in byVenue
	for i, p := range c.Publications {
		pubVenue[i] = -1
		if p.Venue == "" {
			continue
		}
		v, ok := venueID[p.Venue]
		if !ok {
			v = int32(len(names))
			venueID[p.Venue] = v
			names = append(names, p.Venue)
			start = append(start, 0)
		}
		pubVenue[i] = v
		start[v]++
	}
	venueID = nil
	start = append(start, 0)
	at := int32(0)
	for v, k := range start {
		start[v] = at
		at += k
	}
	byVenue := make([]int32, at)
	for i, v := range pubVenue {
		if v >= 0 {
			byVenue[start[v]] = int32(i)
			start[v]++
		}
	}
	pubVenue = nil
	for v := len(names); v > 0; v-- {
		start[v] = start[v-1]
	}
	start[0] = 0
	// Each venue's people, counted once each by stamping them with the
	// venue's id; the venues at most maxGroup large keep their lists.
	n := len(c.People)
	stamp := make([]int32, n)
	for i := range stamp {
		stamp[i] = -1
	}
	venueCount := make([]int32, n) // distinct venues per person
	members := make([][]int, len(names))
	for v := range names {
		var ms []int
		for _, i := range byVenue[start[v]:start[v+1]] {
			for _, a := range c.Publications[i].Authors {
				if stamp[a.Person] == int32(v) {
					continue
				}
				stamp[a.Person] = int32(v)
				venueCount[a.Person]++
				if len(ms) <= maxGroup {
					ms = append(ms, int(a.Person))
				}
			}
		}
		if len(ms) <= maxGroup {
			slices.Sort(ms)
			members[v] = ms
		}
	}
	stamp, byVenue = nil, nil
	order := make([]int32, len(names))
	for v := range order {
		order[v] = int32(v)
	}
	slices.SortFunc(order, func(a, b int32) int { return strings.Compare(names[a], names[b]) })
	shared := make(map[[2]int][]string)
	for _, v := range order {
		ms := members[v]
		for i, x := range ms {
			for _, y := range ms[i+1:] {
				shared[[2]int{x, y}] = append(shared[[2]int{x, y}], names[v])
			}
		}
	}
	out := make([]LayerEdge, 0, len(shared))
	for k, vs := range shared {
		union := int(venueCount[k[0]]) + int(venueCount[k[1]]) - len(vs)
		out = append(out, LayerEdge{U: k[0], V: k[1], Weight: float64(len(vs)) / float64(union), Evidence: "both publish at " + strings.Join(vs, ", ")})
	}
	slices.SortFunc(out, func(a, b LayerEdge) int { return cmp.Or(cmp.Compare(a.U, b.U), cmp.Compare(a.V, b.V)) })
	return Layer{Name: LayerVenue, Edges: out}
}

func orgLayer(c *graph.Corpus, name string, kind pub.AffiliationKind, maxGroup int) Layer {
	byOrg := make(map[string][]graph.Affiliation)
	for _, a := range c.Affiliations {
		if a.Kind != kind {
			continue
		}
		if key := OrgKey(a.Organization); key != "" {
			byOrg[key] = append(byOrg[key], a)
		}
	}
	keys := make([]string, 0, len(byOrg))
	for k := range byOrg {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	pe := make(pairEvidence)
	for _, k := range keys {
		as := byOrg[k]
		if len(as) > maxGroup {
			continue
		}
		for i, x := range as {
			for _, y := range as[i+1:] {
				if x.Person == y.Person || !overlap(x, y) {
					continue
				}
				pe.add(x.Person, y.Person, 1, fmt.Sprintf("both at %s (%s, %s)", x.Organization, yearsOf(x), yearsOf(y)))
			}
		}
	}
	return Layer{Name: name, Edges: pe.sorted()}
}

// overlap reports whether two stays may overlap in time: they do unless
// both give years and the years are disjoint.
func overlap(a, b graph.Affiliation) bool {
	end := func(x graph.Affiliation) int {
		if x.Current || x.End == 0 {
			return 1 << 30
		}
		return x.End
	}
	if a.Start == 0 && a.End == 0 || b.Start == 0 && b.End == 0 {
		return true
	}
	return a.Start <= end(b) && b.Start <= end(a)
}

func yearsOf(a graph.Affiliation) string {
	start, end := "?", "?"
	if a.Start > 0 {
		start = fmt.Sprint(a.Start)
	}
	if a.Current {
		end = "present"
	} else if a.End > 0 {
		end = fmt.Sprint(a.End)
	}
	return start + "–" + end
}

// Similarity is a pair's ties across all layers.
type Similarity struct {
	U, V int
	// Weights holds the pair's weight in each layer, in LayerNames order.
	Weights []float64
	// Score is the sum of the layer weights, each scaled by its largest
	// value in the layer so that no layer dominates by its units.
	Score float64
}

// TopSimilar returns the k pairs with the highest Score, ties by ids.
// Only pairs with a tie besides co-authorship are scored (co-authors
// alone are edges.csv's business), so the cost follows the size of the
// other layers, not of the co-authorship graph; a scored pair's
// co-authorship weight is looked up in the first layer's graph. The topic
// layer does not count in the Score (it was added later, and similarity.csv
// keeps its meaning); its weight is looked up for the pairs scored.
func TopSimilar(layers []Layer, k int) []Similarity {
	maxW := make([]float64, len(layers))
	for l, layer := range layers {
		for _, e := range layer.Edges {
			maxW[l] = max(maxW[l], e.Weight)
		}
		if layer.Edges == nil && layer.Graph != nil {
			for u := range layer.Graph.Order() {
				_, ws := layer.Graph.Neighbors(u)
				for _, w := range ws {
					maxW[l] = max(maxW[l], w)
				}
			}
		}
	}
	pairs := make(map[[2]int]*Similarity)
	for l, layer := range layers {
		if l == 0 || layer.Name == LayerTopic {
			continue
		}
		for _, e := range layer.Edges {
			key := [2]int{e.U, e.V}
			s := pairs[key]
			if s == nil {
				s = &Similarity{U: e.U, V: e.V, Weights: make([]float64, len(layers))}
				pairs[key] = s
				if w, ok := layers[0].Graph.EdgeWeight(e.U, e.V); ok {
					s.Weights[0] = w
					s.Score += w / maxW[0]
				}
			}
			s.Weights[l] = e.Weight
			s.Score += e.Weight / maxW[l]
		}
	}
	out := make([]Similarity, 0, len(pairs))
	for _, s := range pairs {
		for l, layer := range layers {
			if layer.Name == LayerTopic && layer.Graph != nil {
				s.Weights[l], _ = layer.Graph.EdgeWeight(s.U, s.V)
			}
		}
		out = append(out, *s)
	}
	slices.SortFunc(out, func(a, b Similarity) int {
		return cmp.Or(-cmp.Compare(a.Score, b.Score), cmp.Compare(a.U, b.U), cmp.Compare(a.V, b.V))
	})
	if len(out) > k {
		out = out[:k]
	}
	return out
}
