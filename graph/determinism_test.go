package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// tieDocs are documents whose owners are settled by counting bylines:
// lists with two names tied on most bylines (no owner), lists with one
// name on most (an owner read from them) and owner records the bylines
// spell otherwise (a join logged in merges.csv), several of each, so
// that any map iteration on the way to an output shows.
func tieDocs() []doc {
	var docs []doc
	surnames := []string{"Abernethy", "Brackwell", "Castellane", "Dunmore", "Esterhazy", "Fairweather"}
	for x, s := range surnames {
		tie := doc{path: fmt.Sprintf("tie-%d.bib", x)}
		for k := range 8 {
			tie.pubs = append(tie.pubs, []string{fmt.Sprintf("Tied study %d of %s", k, s), "Orla " + s, "Piet " + s + "son"})
		}
		inferred := doc{path: fmt.Sprintf("list-%d.yml", x)}
		for k := range 9 {
			inferred.pubs = append(inferred.pubs, []string{fmt.Sprintf("Listed work %d of %s", k, s), fmt.Sprintf("Co Author%c", 'a'+k), "M. " + s})
		}
		inferred.pubs = append(inferred.pubs, []string{"Full name paper of " + s, "Marta " + s})
		vita := doc{path: fmt.Sprintf("vita-%d.html", x), owner: "Chester " + s}
		for k := range 6 {
			vita.pubs = append(vita.pubs, []string{fmt.Sprintf("Work %d of %s", k, s), "Carl " + s, fmt.Sprintf("Pat Helper%c", 'a'+k)})
		}
		docs = append(docs, tie, inferred, vita)
	}
	return docs
}

// buildOutputs builds docs, their publications in the order given, and
// returns the corpus as JSON: people, publications, merges, owner notes,
// candidates and edges.
func buildOutputs(t *testing.T, docs []doc) []byte {
	t.Helper()
	b := NewBuilder()
	for _, d := range docs {
		b.Input(d.path)
		if d.owner != "" {
			if err := b.Add(pub.Record{Owner: &pub.Person{Name: d.owner, Pos: pub.Position{File: d.path, Line: 1}}}); err != nil {
				t.Fatal(err)
			}
		}
		for _, p := range d.pubs {
			rec := pub.Publication{Title: p[0], Year: 2010, Kind: pub.KindJournal, Authors: names(p[1:]...),
				Pos: pub.Position{File: d.path, Line: 10 + len(p[0])}}
			if err := b.Add(pub.Record{Publication: &rec}); err != nil {
				t.Fatal(err)
			}
		}
	}
	c, err := b.Build(context.Background(), BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(c); err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(&buf, "%q\n", c.OwnerNotes)
	return buf.Bytes()
}

// TestBuildDeterministic builds a corpus with ties several times, and
// with its documents and their records shuffled, and requires the same
// bytes every time: same data, same output.
func TestBuildDeterministic(t *testing.T) {
	docs := tieDocs()
	want := buildOutputs(t, docs)
	for run := range 8 {
		got := buildOutputs(t, docs)
		if run >= 4 {
			shuffled := make([]doc, len(docs))
			for k, d := range docs {
				d.pubs = append([][]string(nil), d.pubs...)
				rng := rand.New(rand.NewPCG(uint64(run), uint64(k)))
				rng.Shuffle(len(d.pubs), func(i, j int) { d.pubs[i], d.pubs[j] = d.pubs[j], d.pubs[i] })
				shuffled[k] = d
			}
			rand.New(rand.NewPCG(uint64(run), 99)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
			got = buildOutputs(t, shuffled)
		}
		if !bytes.Equal(want, got) {
			i := 0
			for i < min(len(want), len(got)) && want[i] == got[i] {
				i++
			}
			t.Fatalf("run %d differs at byte %d:\nwant …%s…\n got …%s…", run, i,
				want[max(0, i-120):min(len(want), i+120)], got[max(0, i-120):min(len(got), i+120)])
		}
	}
	c := buildDocs(t, nil, docs...)
	notes := 0
	for _, n := range c.OwnerNotes {
		if bytes.Contains([]byte(n), []byte("no owner found")) {
			notes++
		}
	}
	if notes != 6 {
		t.Errorf("owner notes %q, want the six tied lists without an owner", c.OwnerNotes)
	}
}
