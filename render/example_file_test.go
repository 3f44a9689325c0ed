package render

import (
	"flag"
	"fmt"
	"os"
	"testing"
)

var examplePath = flag.String("example", "", "write the 40-person example drawing to this path (DOT; render/svg has the SVG)")

var realNames = []string{
	"Ada Lovelace", "Grace Hopper", "Kim Min-jun", "José Álvarez", "Zoë Ødegård",
	"Barbara Liskov", "Łukasz Żółć", "Frances Allen", "이서연", "Jean-Luc Dubois",
	"Hedy Lamarr", "Karin Müller", "Edsger Dijkstra", "Nguyễn Văn An", "Leslie Lamport",
	"Tony Hoare", "Fran Bilas", "Radia Perlman", "Donald Knuth", "Sophie Wilson",
	"Adele Goldberg", "Shafi Goldwasser", "Niklaus Wirth", "Margaret Hamilton", "Ken Thompson",
	"Dennis Ritchie", "Lynn Conway", "Yukihiro Matsumoto", "Anita Borg", "Jon Postel",
	"Silvio Micali", "Judea Pearl", "Robin Milner", "Carla Schroder", "Manuel Blum",
	"Liu Cixin", "Olga Ladyzhenskaya", "O'Brien \"Bo\" Smith", "Sarah Flannery", "Ivan Sutherland",
}

// exampleGraph is a realistic-looking small network: 40 people, 4
// communities, 3 CV owners.
func exampleGraph() Graph {
	g := coauthorGraph(40, 5, 4, 3, 7)
	venues := []string{"OSDI, SOSP", "SIGMOD, VLDB", "STOC, FOCS", "CHI, UIST"}
	counts := map[int]int{}
	for _, n := range g.Nodes {
		counts[n.Group]++
	}
	for i := range g.Nodes {
		n := &g.Nodes[i]
		n.Label = realNames[i]
		n.GroupName = fmt.Sprintf("Community %d: %s (%d people)", n.Group+1, venues[n.Group], counts[n.Group])
	}
	return g
}

func TestWriteExample(t *testing.T) {
	if *examplePath == "" {
		t.Skip("no -example path")
	}
	f, err := os.Create(*examplePath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := DOT(f, exampleGraph(), Options{}); err != nil {
		t.Fatal(err)
	}
}
