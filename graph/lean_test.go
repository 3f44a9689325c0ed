package graph

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/pubgraph/pubgraph/pub"
)

// randomPubs makes publications that merge in every way dedupe knows:
// repeated titles in other casing, shared DOIs and DBLP keys, preprints of
// published papers, titles one word apart, authorless entries and sources
// out of order.
func randomPubs(n int) []Publication {
	rng := rand.New(rand.NewPCG(5, 9))
	words := []string{"fast", "graph", "learning", "for", "large", "sparse", "systems", "the", "of", "models"}
	var pubs []Publication
	for range n {
		k := rng.IntN(n / 3)
		title := fmt.Sprintf("Title %d", k)
		if k%5 == 0 {
			title = fmt.Sprintf("On the %s %s of %s %s models %d", words[k%10], words[(k/10)%10], words[(k/3)%10], words[rng.IntN(10)], k)
		}
		if rng.IntN(3) == 0 {
			title = "THE " + title
		}
		p := Publication{Title: title, Year: int32(2000 + k%7 + rng.IntN(2)), Venue: fmt.Sprintf("Venue %d", k%4), Kind: pub.KindJournal,
			Sources: sources(fmt.Sprintf("f%d.bib:%d", rng.IntN(3), rng.IntN(1000)))}
		switch rng.IntN(6) {
		case 0:
			p.Kind, p.Venue = pub.KindPreprint, "arXiv"
			p.Rare = &PublicationRare{ArXiv: fmt.Sprintf("arXiv:2101.%05dv1", k)}
		case 1:
			p.DOI = fmt.Sprintf("10.5555/%d", k)
		case 2:
			p.DBLPKey = fmt.Sprintf("journals/x/%d", k)
		case 3:
			p.Sources = append(p.Sources, sources("a.bib:2", "a.bib:1", "a.bib:1")...)
		}
		for a := range rng.IntN(4) {
			p.Authors = append(p.Authors, Authorship{Person: int32((k + a*rng.IntN(2)) % 50), Equal: rng.IntN(5) == 0})
		}
		p.Incomplete = rng.IntN(7) == 0
		pubs = append(pubs, p)
	}
	return pubs
}

// deepClone copies publications and the slices they hold.
func deepClone(pubs []Publication) []Publication {
	out := slices.Clone(pubs)
	for i := range out {
		out[i].Authors = slices.Clone(out[i].Authors)
		out[i].Sources = slices.Clone(out[i].Sources)
		if r := out[i].Rare; r != nil {
			out[i].Rare = &PublicationRare{ArXiv: r.ArXiv, Versions: slices.Clone(r.Versions)}
		}
	}
	return out
}

// TestDedupeInPlace checks that merging over the input gives what merging
// into a new slice gives, and that the latter leaves its input alone.
func TestDedupeInPlace(t *testing.T) {
	pubs := randomPubs(3000)
	orig := deepClone(pubs)
	want, wantMerges, wantGroups := dedupePublications(pubs, testInputs)
	if diff := cmp.Diff(orig, pubs, cmpopts.EquateEmpty()); diff != "" {
		t.Fatalf("dedupePublications changed its input (-before +after):\n%s", diff)
	}
	if len(wantMerges) == 0 || len(want) == len(pubs) {
		t.Fatalf("%d merges of %d publications: the test data merge nothing", len(wantMerges), len(pubs))
	}
	got, gotMerges, gotGroups := dedupeInPlace(deepClone(pubs), testInputs)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("publications (-copy +in place):\n%s", diff)
	}
	if diff := cmp.Diff(wantMerges, gotMerges); diff != "" {
		t.Errorf("merges (-copy +in place):\n%s", diff)
	}
	if diff := cmp.Diff(wantGroups, gotGroups, cmp.AllowUnexported(pubGroups{})); diff != "" {
		t.Errorf("groups (-copy +in place):\n%s", diff)
	}
	for i, p := range got {
		if p.Authors == nil {
			t.Errorf("publication %d has nil Authors, want an empty list", i)
		}
		if texts := sourceTexts(p.Sources); !slices.IsSortedFunc(texts, naturalCompare) || len(slices.Compact(slices.Clone(texts))) != len(texts) {
			t.Errorf("publication %d: sources %q not sorted and distinct", i, texts)
		}
	}
}

// TestSingleIsMerged checks that the shortcut for a publication listed
// once gives what merging a group of one gives.
func TestSingleIsMerged(t *testing.T) {
	pubs := randomPubs(600)
	pubs = append(pubs,
		Publication{Title: "A [pdf]", DOI: "https://doi.org/10.48550/arXiv.2101.00001", Kind: pub.KindJournal},
		Publication{Title: "B", DOI: "10.48550/arxiv.2101.00002", Rare: &PublicationRare{ArXiv: "2101.00003"}, Kind: pub.KindPreprint},
		Publication{Title: "C", Sources: sources("b:1", "a:10", "a:9", "a:9")})
	m := &pubMerger{pubs: pubs, names: (&Corpus{Inputs: testInputs}).SourceNames(), preprint: make([]bool, len(pubs)), doi: make([]string, len(pubs))}
	for i := range pubs {
		m.preprint[i], m.doi[i] = isPreprint(&pubs[i]), normalizeDOI(pubs[i].DOI)
	}
	for i := range pubs {
		want := m.merged([]int32{int32(i)})
		if diff := cmp.Diff(want, m.single(int32(i))); diff != "" {
			t.Errorf("publication %d (-merged +single):\n%s", i, diff)
		}
	}
}

// TestBuildOnce checks that a Builder refuses records and a second Build
// once it has built, rather than building from records it let go.
func TestBuildOnce(t *testing.T) {
	b := NewBuilder()
	rec := pub.Record{Publication: &pub.Publication{Title: "A", Authors: []pub.Author{{Name: "Ann Lee"}, {Name: "Bo Chen"}}}}
	if err := b.Add(rec); err != nil {
		t.Fatal(err)
	}
	c, err := b.Build(context.Background(), BuildOptions{})
	if err != nil || c.Edges.Len() != 1 {
		t.Fatalf("Build: %d edges, err %v; want 1 edge", c.Edges.Len(), err)
	}
	if err := b.Add(rec); !errors.Is(err, ErrBuilt) {
		t.Errorf("Add after Build: err = %v, want ErrBuilt", err)
	}
	if _, err := b.Build(context.Background(), BuildOptions{}); !errors.Is(err, ErrBuilt) {
		t.Errorf("second Build: err = %v, want ErrBuilt", err)
	}
}

// TestSourcesAsPositions checks that the sources Build writes from its
// compact records read as pub.Position writes them.
func TestSourcesAsPositions(t *testing.T) {
	positions := []pub.Position{
		{File: "a.bib", Line: 12, Column: 3},
		{File: "a.bib", Line: 9},
		{File: "b\nc.bib", Line: 1},
		{File: " d.bib"},
		{File: "e.bib", Column: 4},
	}
	b := NewBuilder()
	for i, pos := range positions {
		b.Add(pub.Record{Publication: &pub.Publication{Title: fmt.Sprintf("Paper %d", i), Year: 2000 + i, Pos: pos}})
	}
	c, err := b.Build(context.Background(), BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got, want []string
	for i, p := range c.Publications {
		for _, s := range p.Sources {
			got = append(got, c.SourceString(s))
		}
		want = append(want, positions[i].String())
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("sources (-want +got):\n%s", diff)
	}
}

// TestEdgeWeightsFromPapersAndLinks checks edge weights where papers and
// network links meet: a paper counts one shared paper and 1/(n−1)
// whatever its year (a negative year once made a paper count as a link
// of weight 1/(n−1)), and a link counts its weight for both.
func TestEdgeWeightsFromPapersAndLinks(t *testing.T) {
	pubs := []Publication{
		{Year: -3, Authors: []Authorship{{Person: 0}, {Person: 1}, {Person: 2}}},
		{Year: 2001, Authors: []Authorship{{Person: 0}, {Person: 1}}},
	}
	links := []rawLink{{u: 0, v: 1, weight: 2.5}, {u: 1, v: 0, weight: 0.5}, {u: 2, v: 2, weight: 9}}
	got := buildEdges(3, pubs, links, []int32{0, 1, 2}, 0)
	want := []Edge{
		{U: 0, V: 1, Papers: 2 + 3, Fractional: 0.5 + 1 + 3, FirstYear: 2001, LastYear: 2001},
		{U: 0, V: 2, Papers: 1, Fractional: 0.5},
		{U: 1, V: 2, Papers: 1, Fractional: 0.5},
	}
	if diff := cmp.Diff(want, edgeSlice(&got)); diff != "" {
		t.Errorf("edges (-want +got):\n%s", diff)
	}
}

// TestBuildSameOnAnyCores checks that a corpus big enough for Build to
// split its work across cores comes out the same on one core.
func TestBuildSameOnAnyCores(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 13))
	var recs []pub.Record
	for i := range 6000 {
		var authors []pub.Author
		for range 1 + rng.IntN(4) {
			k := rng.IntN(20000)
			// Names from letters: digits are no part of a name's key.
			word := func(n int) string {
				return string(rune('A'+n%26)) + string(rune('a'+n/26%26)) + string(rune('a'+n/676%26)) + "o"
			}
			given, surname := word(k%97), word(k/97+100)
			name := given + " Lee " + surname
			switch k % 5 {
			case 1:
				name = given[:1] + ". L. " + surname
			case 2:
				name = surname + ", " + given
			}
			authors = append(authors, pub.Author{Name: name})
		}
		recs = append(recs, pub.Record{Publication: &pub.Publication{
			Title: fmt.Sprintf("Paper %d", i%5000), Year: 2000 + i%9, Authors: authors,
			Pos: pub.Position{File: "a.bib", Line: i + 1},
		}})
	}
	build := func(procs int) *Corpus {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		b := NewBuilder()
		for _, r := range recs {
			b.Add(r)
		}
		c, err := b.Build(context.Background(), BuildOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	one, many := build(1), build(4)
	if len(one.People) < 8192 {
		t.Fatalf("%d people: too few for Build to split its work", len(one.People))
	}
	if diff := cmp.Diff(one, many, cmpopts.EquateEmpty()); diff != "" {
		t.Errorf("corpus (-1 core +4 cores):\n%s", diff)
	}
}
