package graph

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// edgeSlice returns the edges of c in order, as the tests compare them.
func edgeSlice(c *Coauthorships) []Edge {
	var es []Edge
	for _, e := range c.All() {
		es = append(es, e)
	}
	return es
}

// wantGraph is the co-authorship graph of edges over people weighted by
// w, as NewUndirected builds it from pairs.
func wantGraph(people int, edges []Edge, w Weighting) *Undirected {
	pairs := make([]WeightedPair, 0, len(edges))
	for _, e := range edges {
		wt := map[Weighting]float64{ByPapers: e.Papers, ByFractional: e.Fractional, Unweighted: 1}[w]
		pairs = append(pairs, WeightedPair{U: e.U, V: e.V, Weight: wt})
	}
	return NewUndirected(people, pairs)
}

// checkCoauthorships checks that every way to read c gives want, and that
// the graphs of each weighting are those NewUndirected builds.
func checkCoauthorships(t *testing.T, people int, c Coauthorships, want []Edge) {
	t.Helper()
	if got := c.Len(); got != len(want) {
		t.Fatalf("Len() = %d, want %d", got, len(want))
	}
	if diff := gocmp.Diff(want, edgeSlice(&c)); diff != "" {
		t.Errorf("All (-want +got):\n%s", diff)
	}
	for i, w := range want {
		if got := c.At(i); got != w {
			t.Errorf("At(%d) = %+v, want %+v", i, got, w)
		}
	}
	for lo := 0; lo <= len(want); lo++ {
		for hi := lo; hi <= len(want); hi++ {
			var got []Edge
			next := lo
			for i, e := range c.Range(lo, hi) {
				if i != next {
					t.Fatalf("Range(%d, %d) gives index %d, want %d", lo, hi, i, next)
				}
				next++
				got = append(got, e)
			}
			if diff := gocmp.Diff(want[lo:hi], got, gocmp.Comparer(func(a, b []Edge) bool { return slices.Equal(a, b) })); diff != "" {
				t.Errorf("Range(%d, %d) (-want +got):\n%s", lo, hi, diff)
			}
		}
	}
	corpus := &Corpus{People: make([]Person, people), Edges: c}
	for _, w := range []Weighting{ByPapers, ByFractional, Unweighted} {
		got := corpus.CoauthorGraph(w)
		if diff := gocmp.Diff(wantGraph(people, want, w), got, gocmp.AllowUnexported(Undirected{}), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("CoauthorGraph(%d) (-NewUndirected +got):\n%s", w, diff)
		}
	}
}

// TestCoauthorships checks the edges buildEdges stores from papers and
// network links, read through Len, At, All, Range and CoauthorGraph, and
// that NewCoauthorships stores the same edges the same way.
func TestCoauthorships(t *testing.T) {
	tests := []struct {
		name   string
		people int
		pubs   []Publication
		links  []rawLink
		want   []Edge
	}{
		{name: "no people"},
		{name: "no edges", people: 3, pubs: []Publication{{Year: 2001, Authors: []Authorship{{Person: 1}}}}},
		{
			name: "one edge", people: 3,
			pubs: []Publication{{Year: 2001, Authors: []Authorship{{Person: 2}, {Person: 0}}}},
			want: []Edge{{U: 0, V: 2, Papers: 1, Fractional: 1, FirstYear: 2001, LastYear: 2001}},
		},
		{
			// A link's weight is both its papers and its fractional
			// weight; it has no years.
			name: "links only", people: 4,
			links: []rawLink{{u: 3, v: 1, weight: 2.5}, {u: 0, v: 1, weight: 1}, {u: 1, v: 3, weight: 0.5}, {u: 2, v: 2, weight: 9}},
			want: []Edge{
				{U: 0, V: 1, Papers: 1, Fractional: 1},
				{U: 1, V: 3, Papers: 3, Fractional: 3},
			},
		},
		{
			name: "papers and links", people: 5,
			pubs: []Publication{
				{Year: 1999, Authors: []Authorship{{Person: 4}, {Person: 1}, {Person: 2}}},
				{Year: 2003, Authors: []Authorship{{Person: 1}, {Person: 4}}},
				{Authors: []Authorship{{Person: 0}, {Person: 3}}},
			},
			links: []rawLink{{u: 4, v: 1, weight: 2}, {u: 0, v: 2, weight: 0.25}},
			want: []Edge{
				{U: 0, V: 2, Papers: 0.25, Fractional: 0.25},
				{U: 0, V: 3, Papers: 1, Fractional: 1},
				{U: 1, V: 2, Papers: 1, Fractional: 0.5, FirstYear: 1999, LastYear: 1999},
				{U: 1, V: 4, Papers: 4, Fractional: 3.5, FirstYear: 1999, LastYear: 2003},
				{U: 2, V: 4, Papers: 1, Fractional: 0.5, FirstYear: 1999, LastYear: 1999},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			person := make([]int32, tt.people)
			for i := range person {
				person[i] = int32(i)
			}
			built := buildEdges(tt.people, tt.pubs, tt.links, person, 0)
			checkCoauthorships(t, tt.people, built, tt.want)
			made := NewCoauthorships(tt.people, tt.want)
			checkCoauthorships(t, tt.people, made, tt.want)
			if diff := gocmp.Diff(built, made, gocmp.AllowUnexported(Coauthorships{}, Undirected{})); diff != "" {
				t.Errorf("NewCoauthorships (-buildEdges +NewCoauthorships):\n%s", diff)
			}
		})
	}
}

// TestCoauthorshipsZero checks that a corpus without edges, as a corpus
// made by hand has, gives a graph over all its people.
func TestCoauthorshipsZero(t *testing.T) {
	var c Coauthorships
	checkCoauthorships(t, 4, c, nil)
	if g := (&Corpus{People: make([]Person, 4)}).CoauthorGraph(ByPapers); g.Order() != 4 || g.Size() != 0 {
		t.Errorf("graph of 4 people without edges has order %d, size %d", g.Order(), g.Size())
	}
}

// TestNewCoauthorshipsAnyOrder checks that edges given in any order and
// either way round are stored sorted by (U, V), with years of any sign.
func TestNewCoauthorshipsAnyOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	const people = 40
	seen := make(map[[2]int32]bool)
	var want []Edge
	for range 300 {
		u, v := int32(rng.IntN(people)), int32(rng.IntN(people))
		if u >= v || seen[[2]int32{u, v}] {
			continue
		}
		seen[[2]int32{u, v}] = true
		want = append(want, Edge{U: u, V: v, Papers: float64(1 + rng.IntN(4)), Fractional: rng.Float64(),
			FirstYear: int16(rng.IntN(1 << 16)), LastYear: int16(rng.IntN(1 << 16))})
	}
	slices.SortFunc(want, func(a, b Edge) int { return cmp.Or(cmp.Compare(a.U, b.U), cmp.Compare(a.V, b.V)) })
	shuffled := slices.Clone(want)
	rng.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	for i := range shuffled {
		if rng.IntN(2) == 0 {
			shuffled[i].U, shuffled[i].V = shuffled[i].V, shuffled[i].U
		}
	}
	c := NewCoauthorships(people, shuffled)
	if diff := gocmp.Diff(want, edgeSlice(&c)); diff != "" {
		t.Errorf("edges (-want +got):\n%s", diff)
	}
	corpus := &Corpus{People: make([]Person, people), Edges: c}
	for _, w := range []Weighting{ByPapers, ByFractional, Unweighted} {
		if diff := gocmp.Diff(wantGraph(people, want, w), corpus.CoauthorGraph(w), gocmp.AllowUnexported(Undirected{}), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("CoauthorGraph(%d) (-NewUndirected +got):\n%s", w, diff)
		}
	}
}

// TestCoauthorshipsOf checks each person's edges against a filter of all
// edges, on random edges where people have co-authors on both sides, and
// that a person with none or outside the corpus gets nothing.
func TestCoauthorshipsOf(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	const people = 30
	seen := make(map[[2]int32]bool)
	var edges []Edge
	for range 200 {
		u, v := int32(rng.IntN(people-1)), int32(rng.IntN(people-1)) // person people-1 has none
		if u >= v || seen[[2]int32{u, v}] {
			continue
		}
		seen[[2]int32{u, v}] = true
		edges = append(edges, Edge{U: u, V: v, Papers: float64(1 + rng.IntN(4)), Fractional: rng.Float64(),
			FirstYear: int16(1990 + rng.IntN(30)), LastYear: int16(2020 + rng.IntN(5))})
	}
	c := NewCoauthorships(people, edges)
	for p := -1; p <= people; p++ {
		var want []Edge
		for _, e := range c.All() {
			if int(e.U) == p || int(e.V) == p {
				want = append(want, e)
			}
		}
		slices.SortFunc(want, func(a, b Edge) int {
			other := func(e Edge) int32 { return e.U + e.V - int32(p) }
			return cmp.Compare(other(a), other(b))
		})
		got := slices.Collect(c.Of(p))
		if diff := gocmp.Diff(want, got, cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("Of(%d) (-filter of All +got):\n%s", p, diff)
		}
	}
	for range c.Of(0) {
		break // stopping early must not panic
	}
	var zero Coauthorships
	if got := slices.Collect(zero.Of(0)); len(got) != 0 {
		t.Errorf("zero Coauthorships: Of(0) = %v", got)
	}
}

// TestCoauthorGraphSharesEdges checks that the graph weighted by papers
// is the corpus's own memory, not a copy, and that the other weightings
// share its structure but not its weights, which they must not overwrite.
func TestCoauthorGraphSharesEdges(t *testing.T) {
	c := &Corpus{People: make([]Person, 3), Edges: NewCoauthorships(3, []Edge{
		{U: 0, V: 1, Papers: 2, Fractional: 0.5}, {U: 1, V: 2, Papers: 3, Fractional: 1},
	})}
	byPapers := c.CoauthorGraph(ByPapers)
	if &byPapers.offsets[0] != &c.Edges.graph.offsets[0] || &byPapers.targets[0] != &c.Edges.graph.targets[0] ||
		&byPapers.weights[0] != &c.Edges.graph.weights[0] {
		t.Error("CoauthorGraph(ByPapers) copies the corpus's edges")
	}
	for _, w := range []Weighting{ByFractional, Unweighted} {
		g := c.CoauthorGraph(w)
		if &g.targets[0] != &c.Edges.graph.targets[0] {
			t.Errorf("CoauthorGraph(%d) copies the corpus's neighbour lists", w)
		}
		if &g.weights[0] == &c.Edges.graph.weights[0] {
			t.Errorf("CoauthorGraph(%d) writes its weights over the corpus's", w)
		}
	}
	if got := c.Edges.At(0).Papers; got != 2 {
		t.Errorf("after the other weightings, edge 0 has %v papers, want 2", got)
	}
}

// TestCoauthorshipsPanics checks that broken invariants panic rather than
// store a wrong graph or read past the edges.
func TestCoauthorshipsPanics(t *testing.T) {
	c := NewCoauthorships(3, []Edge{{U: 0, V: 1}, {U: 1, V: 2}})
	tests := []struct {
		name string
		fn   func()
	}{
		{"self-loop", func() { NewCoauthorships(3, []Edge{{U: 1, V: 1}}) }},
		{"person outside", func() { NewCoauthorships(3, []Edge{{U: 1, V: 3}}) }},
		{"negative person", func() { NewCoauthorships(3, []Edge{{U: -1, V: 2}}) }},
		{"pair twice", func() { NewCoauthorships(3, []Edge{{U: 1, V: 2}, {U: 2, V: 1}}) }},
		{"At past the end", func() { c.At(2) }},
		{"At before the start", func() { c.At(-1) }},
		{"Range past the end", func() { c.Range(1, 3) }},
		{"Range backwards", func() { c.Range(2, 1) }},
		{"graph over other people", func() { (&Corpus{People: make([]Person, 4), Edges: c}).CoauthorGraph(ByPapers) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Error("no panic")
				}
			}()
			tt.fn()
		})
	}
}

// TestRangeStops checks that a walk over the edges stops when its loop
// breaks.
func TestRangeStops(t *testing.T) {
	c := NewCoauthorships(4, []Edge{{U: 0, V: 1}, {U: 0, V: 2}, {U: 2, V: 3}})
	var seen []string
	for i, e := range c.All() {
		seen = append(seen, fmt.Sprintf("%d:%d-%d", i, e.U, e.V))
		if i == 1 {
			break
		}
	}
	if diff := gocmp.Diff([]string{"0:0-1", "1:0-2"}, seen); diff != "" {
		t.Errorf("walk (-want +got):\n%s", diff)
	}
}

// TestCoauthorshipsEqual checks that Equal, which go-cmp uses on corpora,
// tells edges apart by any field.
func TestCoauthorshipsEqual(t *testing.T) {
	base := []Edge{{U: 0, V: 1, Papers: 2, Fractional: 0.5, FirstYear: 2001, LastYear: 2003}, {U: 1, V: 2, Papers: 1, Fractional: 1}}
	changed := func(fn func(*Edge)) []Edge {
		es := slices.Clone(base)
		fn(&es[0])
		return es
	}
	tests := []struct {
		name  string
		other []Edge
		want  bool
	}{
		{"same", slices.Clone(base), true},
		{"fewer", base[:1], false},
		{"other co-author", changed(func(e *Edge) { e.V = 2; e.U = 3 }), false},
		{"other papers", changed(func(e *Edge) { e.Papers = 3 }), false},
		{"other fractional", changed(func(e *Edge) { e.Fractional = 0.25 }), false},
		{"other first year", changed(func(e *Edge) { e.FirstYear = 2000 }), false},
		{"other last year", changed(func(e *Edge) { e.LastYear = 2004 }), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := NewCoauthorships(4, base), NewCoauthorships(4, tt.other)
			if got := a.Equal(b); got != tt.want {
				t.Errorf("Equal = %v, want %v", got, tt.want)
			}
			if got := b.Equal(a); got != tt.want {
				t.Errorf("Equal the other way = %v, want %v", got, tt.want)
			}
		})
	}
	var zero Coauthorships
	if !zero.Equal(NewCoauthorships(3, nil)) {
		t.Error("no edges differ from no edges")
	}
}

// TestEdgeWeightsAddInOneOrder checks that an edge's weights add up in
// one order whatever the order of the input: links by weight, lightest
// first, then papers by year and by byline length, longest first. Float
// addition is not associative, so another order would change the bits.
func TestEdgeWeightsAddInOneOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	const people = 40
	var pubs []Publication
	for range 60 {
		// People 0 and 1 and n−2 of people 4.., so that each paper adds
		// 1/(n−1) to 0–1 and nothing to 2–3, which links join.
		n := 2 + rng.IntN(people-4)
		p := Publication{Year: int32(1990 + rng.IntN(4)), Authors: []Authorship{{Person: 0}, {Person: 1}}}
		for _, a := range rng.Perm(people - 4)[:n-2] {
			p.Authors = append(p.Authors, Authorship{Person: int32(4 + a)})
		}
		pubs = append(pubs, p)
	}
	// Added lightest first, 1 + 1 + 1e16 is 1e16+2; heaviest first it
	// would round to 1e16.
	links := []rawLink{{u: 2, v: 3, weight: 1e16}, {u: 3, v: 2, weight: 1}, {u: 2, v: 3, weight: 1}}
	person := make([]int32, people)
	for i := range person {
		person[i] = int32(i)
	}
	sorted := slices.Clone(pubs)
	slices.SortStableFunc(sorted, func(a, b Publication) int {
		return cmp.Or(cmp.Compare(a.Year, b.Year), cmp.Compare(len(b.Authors), len(a.Authors)))
	})
	wantFractional := 0.0
	for _, p := range sorted {
		wantFractional += 1 / float64(len(p.Authors)-1)
	}
	for try := range 5 {
		rng.Shuffle(len(pubs), func(i, j int) { pubs[i], pubs[j] = pubs[j], pubs[i] })
		rng.Shuffle(len(links), func(i, j int) { links[i], links[j] = links[j], links[i] })
		c := buildEdges(people, pubs, links, person, 0)
		var pair, linked Edge
		for _, e := range c.All() {
			switch {
			case e.U == 0 && e.V == 1:
				pair = e
			case e.U == 2 && e.V == 3:
				linked = e
			}
		}
		if pair.Fractional != wantFractional {
			t.Errorf("order %d: papers' fractional weight %v, want %v", try, pair.Fractional, wantFractional)
		}
		if linked.Papers != 1e16+2 || linked.Fractional != 1e16+2 {
			t.Errorf("order %d: links' weight %v and %v, want 1e16+2", try, linked.Papers, linked.Fractional)
		}
	}
}
