package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// coresCorpus makes records big enough for every step of Builder that
// splits its work across cores to split it (more than 32,768 identities,
// titles and identifiers), with what merges in every way: one person's
// name in several spellings, DOIs, DBLP keys and arXiv ids listed twice,
// titles in other casing, preprints of published papers, titles one
// word apart in two files, owners and advisors.
func coresCorpus() []pub.Record {
	rng := rand.New(rand.NewPCG(3, 17))
	syll := []string{"an", "bo", "chen", "da", "el", "fei", "gu", "hao", "ik", "jun", "ka", "li", "mo", "nu", "ou", "pei"}
	word := func(k, parts int) string {
		s := ""
		for range parts {
			s += syll[k%len(syll)]
			k /= len(syll)
		}
		return strings.ToUpper(s[:1]) + s[1:]
	}
	name := func(k int) string {
		// One given name a surname and initial, so that an initial
		// stands for it.
		given, surname := word(k%12+16*(k/12%16), 2), word(k/12+7, 3)
		switch rng.IntN(20) {
		case 0:
			return given[:1] + ". " + surname
		case 1:
			return strings.ToUpper(given + " " + surname)
		case 2:
			return surname + ", " + given
		}
		return given + " " + surname
	}
	topics := []string{"sparse", "dense", "graph", "stream", "cache", "query", "model", "proof"}
	var recs []pub.Record
	for i := range 36000 {
		k := rng.IntN(30000)
		title := fmt.Sprintf("On the %s %s of large %s systems %d", topics[k%8], topics[k/8%8], topics[k/64%8], k)
		if rng.IntN(4) == 0 {
			title = strings.ToUpper(title)
		}
		if rng.IntN(30) == 0 {
			title = strings.Replace(title, "large", "huge", 1) // one word apart
		}
		p := &pub.Publication{Title: title, Year: 1990 + k%30, Venue: fmt.Sprintf("Venue %d", k%40), Kind: pub.KindJournal,
			DBLPKey: fmt.Sprintf("journals/v/%d", i), Pos: pub.Position{File: fmt.Sprintf("f%d.xml", rng.IntN(3)), Line: i + 1}}
		switch rng.IntN(8) {
		case 0:
			p.Kind, p.Venue, p.DBLPKey = pub.KindPreprint, "CoRR", fmt.Sprintf("journals/corr/%d", k)
			p.ArXiv = fmt.Sprintf("arXiv:2101.%05d", k)
		case 1:
			p.DOI = fmt.Sprintf("10.5555/X%d", k)
		case 2:
			p.DBLPKey = fmt.Sprintf("conf/c/%d", k)
		}
		for a := range 1 + rng.IntN(4) {
			p.Authors = append(p.Authors, pub.Author{Name: name((k*7 + a*rng.IntN(3)*13) % 60000), Equal: rng.IntN(9) == 0})
		}
		recs = append(recs, pub.Record{Publication: p})
	}
	for i := range 20 {
		pos := pub.Position{File: "cv.md", Line: i + 1}
		recs = append(recs,
			pub.Record{Owner: &pub.Person{Name: name(i * 977), Pos: pos}},
			pub.Record{Relation: &pub.Relation{Person: name(i * 977), Other: name(i*977 + 1), Kind: pub.Advisor, Pos: pos}})
	}
	return recs
}

// TestBuildSameOnAnyCoresAndOrder builds one corpus on one, two and three
// cores from its records in three orders and requires the same corpus,
// byte for byte.
func TestBuildSameOnAnyCoresAndOrder(t *testing.T) {
	recs := coresCorpus()
	build := func(procs int, recs []pub.Record) []byte {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		b := NewBuilder()
		for _, r := range recs {
			if err := b.Add(r); err != nil {
				t.Fatal(err)
			}
		}
		c, err := b.Build(context.Background(), BuildOptions{MaxAuthors: DefaultMaxAuthors})
		if err != nil {
			t.Fatal(err)
		}
		if len(c.People) < 1<<15 {
			t.Fatalf("%d people: too few for Build to split its work", len(c.People))
		}
		for _, reason := range []string{"same DOI", "same arXiv id", "same DBLP key", "same title", "preprint of",
			"title one word apart", "same name ignoring", "initials consistent"} {
			if !slices.ContainsFunc(c.Merges, func(m Merge) bool { return strings.HasPrefix(m.Reason, reason) }) {
				t.Fatalf("no merge for %q: the test data miss a case", reason)
			}
		}
		var buf bytes.Buffer
		if err := json.NewEncoder(&buf).Encode(c); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	want := build(1, recs)
	reversed := make([]pub.Record, len(recs))
	for i, r := range recs {
		reversed[len(recs)-1-i] = r
	}
	shuffled := append([]pub.Record(nil), recs...)
	rand.New(rand.NewPCG(1, 2)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	for _, tc := range []struct {
		name  string
		procs int
		recs  []pub.Record
	}{
		{"2 cores", 2, recs},
		{"3 cores, reversed", 3, reversed},
		{"2 cores, shuffled", 2, shuffled},
	} {
		if got := build(tc.procs, tc.recs); !bytes.Equal(want, got) {
			i := 0
			for i < min(len(want), len(got)) && want[i] == got[i] {
				i++
			}
			t.Errorf("%s: corpus differs from 1 core's at byte %d:\nwant …%s…\n got …%s…", tc.name, i,
				want[max(0, i-80):min(len(want), i+80)], got[max(0, i-80):min(len(got), i+80)])
		}
	}
}

// TestBuildAfterCancelledBuild checks that a Build cancelled midway uses
// up the records: a second Build says so instead of building from
// records renumbered once already.
func TestBuildAfterCancelledBuild(t *testing.T) {
	b := NewBuilder()
	b.Add(pub.Record{Publication: &pub.Publication{Title: "A", Authors: []pub.Author{{Name: "Ann Lee"}, {Name: "Bo Chen"}}}})
	ctx, cancel := context.WithCancel(context.Background())
	var c *Corpus
	_, err := b.Build(ctx, BuildOptions{Stage: func(name string) {
		if name == "resolving names" {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Build: err = %v, want context.Canceled", err)
	}
	if c, err = b.Build(context.Background(), BuildOptions{}); !errors.Is(err, ErrBuilt) {
		t.Errorf("Build after a cancelled Build: %v, err = %v, want ErrBuilt", c, err)
	}
}
