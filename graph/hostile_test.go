package graph_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/pub"
)

// orderCorpus makes records that exercise every order-sensitive step of
// Build: spellings of one person in several forms, duplicate publications
// in two files with other casing, preprints of published papers, papers
// sharing a generic title, advisors, affiliations, CV owners and a network
// file. Positions are part of each record, so a shuffle changes only the
// order of the Add calls.
func orderCorpus() []pub.Record {
	rng := rand.New(rand.NewPCG(7, 11))
	first := []string{"Ann", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lu"}
	last := []string{"Lee", "Kim", "Park", "Chen", "Novak", "Ortiz", "Smith", "Wang", "Ito", "Roy"}
	spell := func(f, l string, k int) string {
		switch k % 4 {
		case 1:
			return f[:1] + ". " + l
		case 2:
			return strings.ToUpper(f + " " + l)
		case 3:
			return l + ", " + f
		}
		return f + " " + l
	}
	var recs []pub.Record
	for i := range 400 {
		n := 1 + rng.IntN(6)
		var authors []pub.Author
		for range n {
			k := rng.IntN(len(first) * len(last))
			authors = append(authors, pub.Author{Name: spell(first[k%len(first)], last[k/len(first)], rng.IntN(8))})
		}
		title := fmt.Sprintf("Paper number %d on graphs", i%300)
		if i%37 == 0 {
			title = "Introduction"
		}
		kind, venue := pub.KindJournal, fmt.Sprintf("Journal %d", i%9)
		if i%11 == 0 {
			kind, venue = pub.KindPreprint, "arXiv"
		}
		file := "a.bib"
		if i%2 == 1 {
			file = "b.xml"
		}
		if i >= 300 {
			title = strings.ToUpper(title)
		}
		recs = append(recs, pub.Record{Publication: &pub.Publication{
			Title: title, Year: 2000 + i%20, Venue: venue, Kind: kind, Authors: authors,
			Pos: pub.Position{File: file, Line: i + 1},
		}})
	}
	recs = append(recs,
		pub.Record{Owner: &pub.Person{Name: "Ann Lee", Pos: pub.Position{File: "cv.md", Line: 1}}},
		pub.Record{Relation: &pub.Relation{Person: "Ann Lee", Other: "Bo Kim", Kind: pub.Advisor, Pos: pub.Position{File: "cv.md", Line: 2}}},
		pub.Record{Relation: &pub.Relation{Person: "Cy Park", Other: "Bo Kim", Kind: pub.Advisor, Pos: pub.Position{File: "cv.md", Line: 3}}},
		pub.Record{Affiliation: &pub.Affiliation{Person: "Ann Lee", Organization: "Uni A", Kind: pub.Employment, Start: 2010, Pos: pub.Position{File: "cv.md", Line: 4}}},
		pub.Record{Affiliation: &pub.Affiliation{Person: "Ann Lee", Organization: "Uni B", Kind: pub.Education, End: 2009, Pos: pub.Position{File: "cv.md", Line: 5}}},
	)
	for i := range 40 {
		pos := pub.Position{File: "net.txt", Line: i + 1}
		recs = append(recs, pub.Record{Link: &pub.Link{Source: fmt.Sprint(i % 13), Target: fmt.Sprint((i*7 + 3) % 17), Weight: 1 + float64(i%3)/2, Pos: pos}})
	}
	return recs
}

// snapshot builds recs in the given order and returns everything
// downstream sees: the corpus and the metrics, communities included, as
// JSON.
func snapshot(t *testing.T, recs []pub.Record) []byte {
	t.Helper()
	b := graph.NewBuilder()
	for _, r := range recs {
		if err := b.Add(r); err != nil {
			t.Fatal(err)
		}
	}
	c, err := b.Build(context.Background(), graph.BuildOptions{MaxAuthors: 5})
	if err != nil {
		t.Fatal(err)
	}
	m, err := analysis.Compute(context.Background(), c.CoauthorGraph(graph.ByPapers), analysis.MetricsOptions{Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(struct {
		Corpus  *graph.Corpus
		Metrics *analysis.Metrics
	}{c, m}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestBuildOrderIndependent shuffles the records (and so the files'
// order) and requires the same corpus, metrics and communities, byte for
// byte.
func TestBuildOrderIndependent(t *testing.T) {
	recs := orderCorpus()
	want := snapshot(t, recs)
	reversed := make([]pub.Record, len(recs))
	for i, r := range recs {
		reversed[len(recs)-1-i] = r
	}
	orders := map[string][]pub.Record{"reversed": reversed}
	for seed := range uint64(4) {
		shuffled := append([]pub.Record(nil), recs...)
		rand.New(rand.NewPCG(seed, 1)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
		orders[fmt.Sprintf("shuffle %d", seed)] = shuffled
	}
	for name, order := range orders {
		if got := snapshot(t, order); !bytes.Equal(want, got) {
			i := 0
			for i < min(len(want), len(got)) && want[i] == got[i] {
				i++
			}
			t.Errorf("%s: output differs from input order at byte %d:\nwant …%s…\n got …%s…", name, i,
				want[max(0, i-80):min(len(want), i+80)], got[max(0, i-80):min(len(got), i+80)])
		}
	}
}

// TestHyperauthoredPaper checks that a paper with 3,000 authors (a
// physics collaboration) stays in the corpus and counts for its authors
// but adds no co-author edges above MaxAuthors, and that without a limit
// a large byline is a clique.
func TestHyperauthoredPaper(t *testing.T) {
	build := func(authors, maxAuthors int) *graph.Corpus {
		t.Helper()
		b := graph.NewBuilder()
		var byline []pub.Author
		for i := range authors {
			byline = append(byline, pub.Author{Name: member(i)})
		}
		b.Add(pub.Record{Publication: &pub.Publication{Title: "Observation of a new particle", Year: 2012,
			Kind: pub.KindJournal, Authors: byline, Pos: pub.Position{File: "big.bib", Line: 1}}})
		b.Add(pub.Record{Publication: &pub.Publication{Title: "A small paper", Year: 2013, Kind: pub.KindJournal,
			Authors: []pub.Author{{Name: member(1)}, {Name: member(2)}, {Name: "Ann Lee"}},
			Pos:     pub.Position{File: "big.bib", Line: 9}}})
		c, err := b.Build(context.Background(), graph.BuildOptions{MaxAuthors: maxAuthors})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	tests := []struct {
		name                 string
		authors, maxAuthors  int
		wantEdges, wantHyper int
	}{
		{"3,000 authors, default limit", 3000, graph.DefaultMaxAuthors, 3, 1},
		{"at the limit is a clique", 100, 100, 100*99/2 + 2, 0},
		{"no limit", 300, 0, 300*299/2 + 2, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := build(tt.authors, tt.maxAuthors)
			if got := c.Edges.Len(); got != tt.wantEdges {
				t.Errorf("%d edges, want %d", got, tt.wantEdges)
			}
			if c.Hyperauthored != tt.wantHyper {
				t.Errorf("Hyperauthored = %d, want %d", c.Hyperauthored, tt.wantHyper)
			}
			if len(c.Publications) != 2 || len(c.People) != tt.authors+1 {
				t.Fatalf("%d publications and %d people, want 2 and %d", len(c.Publications), len(c.People), tt.authors+1)
			}
			for _, p := range c.People {
				want := int32(1)
				if p.Name == member(1) || p.Name == member(2) {
					want = 2
				}
				if p.Papers != want {
					t.Fatalf("%s has %d papers, want %d", p.Name, p.Papers, want)
				}
			}
		})
	}
}

// member names collaborator i with letters only, since names that differ
// in digits alone are one name.
func member(i int) string {
	given := []byte{'A' + byte(i%26), 'a' + byte(i/26%26), 'a' + byte(i/676%26)}
	return string(given) + " Collaborator"
}

// TestDuplicateEntriesLinear reads 140,000 copies of one BibTeX entry (19
// MB, as a broken export or a concatenation gone wrong makes them) and
// requires one publication listing every copy. Publication merging and
// byline alignment used to compare copies pairwise, which never finished.
func TestDuplicateEntriesLinear(t *testing.T) {
	const copies = 140000
	entry := `@inproceedings{key2020,
  title     = {Scalable Analysis of Very Large Co-Authorship Networks with Many Duplicated Entries},
  author    = {Lee, Ann and Kim, Bo and Park, Cy and Novak, Dee and Ortiz, Eli},
  booktitle = {Proceedings of the International Conference on Data Engineering},
  year      = {2020},
  pages     = {1--12},
  doi       = {10.1000/dup.2020},
}
`
	var sb strings.Builder
	sb.Grow(copies * len(entry))
	for range copies {
		sb.WriteString(entry)
	}
	if sb.Len() < 19<<20 {
		t.Fatalf("input is %d bytes, want at least 19 MB", sb.Len())
	}
	b := graph.NewBuilder()
	warnings := 0
	opt := ingest.Options{Warn: func(*pub.ParseError) error { warnings++; return nil }}
	if err := ingest.ReadBibTeX(strings.NewReader(sb.String()), "dup.bib", opt, b.Add); err != nil {
		t.Fatal(err)
	}
	c, err := b.Build(context.Background(), graph.BuildOptions{MaxAuthors: graph.DefaultMaxAuthors})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Publications) != 1 || len(c.People) != 5 || c.Edges.Len() != 10 {
		t.Fatalf("%d publications, %d people, %d edges; want 1, 5, 10", len(c.Publications), len(c.People), c.Edges.Len())
	}
	if got := len(c.Publications[0].Sources); got != copies {
		t.Errorf("the publication lists %d sources, want %d", got, copies)
	}
	if got := len(c.Merges); got != copies-1 {
		t.Errorf("%d merges, want %d", got, copies-1)
	}
	if e := c.Edges.At(0); e.Papers != 1 {
		t.Errorf("edge %+v counts %v papers, want 1", e, e.Papers)
	}
}
