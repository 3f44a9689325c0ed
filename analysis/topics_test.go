package analysis

import (
	"fmt"
	"math/rand/v2"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

func TestTerms(t *testing.T) {
	tests := []struct {
		name     string
		title    string
		keywords []string
		want     []string
	}{
		{"english", "On the Design of Graph Databases", nil, []string{"databases", "design", "graph", "graph databases"}},
		{"german", "Über die Analyse von Netzwerken und Graphen", nil, []string{"analyse", "graphen", "netzwerken"}},
		{"french", "L'analyse des réseaux sociaux pour la biologie", nil, []string{"analyse", "biologie", "réseaux", "réseaux sociaux", "sociaux"}},
		{"spanish", "Un estudio de las redes complejas", nil, []string{"complejas", "estudio", "redes", "redes complejas"}},
		{"italian", "Analisi delle reti neurali", nil, []string{"analisi", "neurali", "reti", "reti neurali"}},
		{"portuguese", "Uma análise das redes com grafos", nil, []string{"análise", "grafos", "redes"}},
		{"numbers and letters", "A 2nd Look at 3D: x 1999 Graphs", nil, []string{"2nd", "2nd look", "graphs", "look"}},
		{"hyphens", "Co-Authorship Networks -- Revisited", nil, []string{"co-authorship", "co-authorship networks", "networks", "revisited"}},
		{"keywords preferred", "Deep Learning for Graphs", []string{"Graph  Neural Networks", "GNN", "x", "2020"}, []string{"gnn", "graph neural networks"}},
		{"repeats", "Graphs of graphs", nil, []string{"graphs"}},
		{"empty", "", nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := gocmp.Diff(tt.want, Terms(tt.title, tt.keywords)); diff != "" {
				t.Errorf("Terms(%q, %q) (-want +got):\n%s", tt.title, tt.keywords, diff)
			}
		})
	}
}

type topicPub struct {
	title    string
	keywords []string
	authors  []string
}

func topicCorpus(t *testing.T, pubs []topicPub) *graph.Corpus {
	t.Helper()
	b := graph.NewBuilder()
	for i, tp := range pubs {
		p := &pub.Publication{Title: tp.title, Year: 2020, Pos: pub.Position{File: "x", Line: i + 1}}
		p.Keywords = tp.keywords
		for _, n := range tp.authors {
			p.Authors = append(p.Authors, pub.Author{Name: n})
		}
		b.Add(pub.Record{Publication: p})
	}
	c, err := b.Build(bg, graph.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

type namedTie struct {
	U, V     string
	Weight   float64
	Evidence string
}

func topicTies(c *graph.Corpus, opt LayerOptions) []namedTie {
	layers := must(BuildLayers(bg, c, opt))
	l := layers[len(layers)-1]
	if l.Name != LayerTopic {
		panic("last layer is " + l.Name)
	}
	var out []namedTie
	for _, e := range l.Edges {
		out = append(out, namedTie{c.People[e.U].Name, c.People[e.V].Name, e.Weight, e.Evidence})
	}
	return out
}

// topicPubs: Ann and Bo both write on graph mining (by keywords, so their
// titles do not count); Cy writes on graph mining by title, and shares
// "title words" with Dee.
var topicPubs = []topicPub{
	{"Some Title", []string{"graph mining", "graph"}, []string{"Ann Lee"}},
	{"Other Title", []string{"Graph Mining", "Graph", "streams"}, []string{"Bo Chen"}},
	{"Graph Mining Title Words", nil, []string{"Cy Diaz"}},
	{"Cooking Title Words", nil, []string{"Dee Evans"}},
}

func TestTopicLayer(t *testing.T) {
	c := topicCorpus(t, topicPubs)
	tests := []struct {
		name string
		opt  LayerOptions
		want []namedTie
	}{
		{"all", LayerOptions{}, []namedTie{
			// Ann {graph, graph mining}, Bo {graph, graph mining, streams},
			// Cy {graph, graph mining, mining, mining title, title,
			// title words, words}, Dee {cooking, cooking title, title,
			// title words, words}.
			{"Ann Lee", "Bo Chen", 2.0 / 3, "both write on graph, graph mining"},
			{"Ann Lee", "Cy Diaz", 2.0 / 7, "both write on graph, graph mining"},
			{"Bo Chen", "Cy Diaz", 2.0 / 8, "both write on graph, graph mining"},
			{"Cy Diaz", "Dee Evans", 3.0 / 9, "both write on title, title words, words"},
		}},
		{"top 1", LayerOptions{TopicTies: 1}, []namedTie{
			// Ann and Bo propose each other, Cy and Dee too.
			{"Ann Lee", "Bo Chen", 2.0 / 3, "both write on graph, graph mining"},
			{"Cy Diaz", "Dee Evans", 3.0 / 9, "both write on title, title words, words"},
		}},
		{"group of 2", LayerOptions{MaxTermGroup: 2}, []namedTie{
			// "graph" and "graph mining" have three people: skipped.
			{"Cy Diaz", "Dee Evans", 3.0 / 9, "both write on title, title words, words"},
		}},
		{"titles of too many people", LayerOptions{MaxTitlePeople: 1}, []namedTie{
			// Ann and Bo have keywords, so titles still count.
			{"Ann Lee", "Bo Chen", 2.0 / 3, "both write on graph, graph mining"},
			{"Ann Lee", "Cy Diaz", 2.0 / 7, "both write on graph, graph mining"},
			{"Bo Chen", "Cy Diaz", 2.0 / 8, "both write on graph, graph mining"},
			{"Cy Diaz", "Dee Evans", 3.0 / 9, "both write on title, title words, words"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := gocmp.Diff(tt.want, topicTies(c, tt.opt)); diff != "" {
				t.Errorf("topic ties (-want +got):\n%s", diff)
			}
		})
	}
}

func TestTopicLayerOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	words := []string{"graph", "mining", "streams", "cooking", "networks", "learning", "social", "protein"}
	names := []string{"Ann Lee", "Bo Chen", "Cy Diaz", "Dee Evans", "Eli Fox", "Fay Gu", "Gil Ho"}
	var pubs []topicPub
	for i := range 40 {
		title := fmt.Sprintf("%s %s %s", words[rng.IntN(len(words))], words[rng.IntN(len(words))], words[rng.IntN(len(words))])
		pubs = append(pubs, topicPub{title: title, authors: []string{names[i%len(names)], names[rng.IntN(len(names))]}})
	}
	want := topicTies(topicCorpus(t, pubs), LayerOptions{TopicTies: 2})
	rng.Shuffle(len(pubs), func(i, j int) { pubs[i], pubs[j] = pubs[j], pubs[i] })
	if diff := gocmp.Diff(want, topicTies(topicCorpus(t, pubs), LayerOptions{TopicTies: 2})); diff != "" {
		t.Errorf("topic ties depend on the order of the publications (-first +shuffled):\n%s", diff)
	}
}

func TestTopicLayerTitlesOnly(t *testing.T) {
	cy := topicPub{"Graph Mining Title Words", nil, []string{"Cy Diaz"}}
	dee := topicPub{"Cooking Title Words", nil, []string{"Dee Evans"}}
	both := topicPub{"Cooking", nil, []string{"Cy Diaz", "Dee Evans"}}
	tie := []namedTie{{"Cy Diaz", "Dee Evans", 3.0 / 9, "both write on title, title words, words"}}
	tests := []struct {
		name string
		pubs []topicPub
		opt  LayerOptions
		want []namedTie
	}{
		{"titles", []topicPub{cy, dee}, LayerOptions{}, tie},
		{"no keywords and too many people", []topicPub{cy, dee}, LayerOptions{MaxTitlePeople: 1}, nil},
		{"one shared term", []topicPub{cy, {"Cooking Words", nil, []string{"Dee Evans"}}}, LayerOptions{}, nil},
		{"co-authors", []topicPub{cy, dee, both}, LayerOptions{}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := gocmp.Diff(tt.want, topicTies(topicCorpus(t, tt.pubs), tt.opt)); diff != "" {
				t.Errorf("topic ties (-want +got):\n%s", diff)
			}
		})
	}
}
