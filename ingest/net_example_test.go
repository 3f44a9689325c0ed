package ingest_test

import (
	"fmt"
	"strings"

	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/pub"
)

func ExampleReadEdgeList() {
	names, err := ingest.ReadNodeNames(strings.NewReader("1 \"DOE, J\"\n2 \"ROE, R\"\n3 \"POE, E\"\n"), "names.txt")
	if err != nil {
		fmt.Println(err)
		return
	}
	input := "# FromNodeId\tToNodeId\r\n1\t2\r\n2\t1\r\n2\t2 0.5"
	err = ingest.ReadEdgeList(strings.NewReader(input), "edges.txt", ingest.Options{Names: names}, func(r pub.Record) error {
		switch {
		case r.Node != nil:
			fmt.Printf("node %s %q\n", r.Node.ID, r.Node.Name)
		case r.Link != nil:
			fmt.Printf("%s: %s-%s weight %g\n", r.Link.Pos, r.Link.Source, r.Link.Target, r.Link.Weight)
		}
		return nil
	})
	if err != nil {
		fmt.Println(err)
	}
	// Output:
	// node 1 "DOE, J"
	// node 2 "ROE, R"
	// node 3 "POE, E"
	// edges.txt:2: 1-2 weight 1
	// edges.txt:3: 2-1 weight 1
	// edges.txt:4: 2-2 weight 0.5
}

func ExampleReadDBLP() {
	input := `<?xml version="1.0" encoding="ISO-8859-1"?>
<dblp>
<inproceedings key="conf/osdi/YuJKKC22"><author>Gyeong-In Yu</author><author>Byung-Gon Chun 0001</author>
<title>Orca: A Distributed Serving System for <i>Transformer-Based</i> Generative Models.</title>
<year>2022</year><booktitle>OSDI</booktitle></inproceedings>
</dblp>`
	err := ingest.ReadDBLP(strings.NewReader(input), "dblp.xml", ingest.Options{}, func(r pub.Record) error {
		p := r.Publication
		fmt.Printf("%s: %s (%s %d, %s)\n", p.Pos, p.Title, p.Venue, p.Year, p.Kind)
		for _, a := range p.Authors {
			fmt.Printf("  %s [dblp %q]\n", a.Name, a.DBLP)
		}
		return nil
	})
	if err != nil {
		fmt.Println(err)
	}
	// Output:
	// dblp.xml:3: Orca: A Distributed Serving System for Transformer-Based Generative Models (OSDI 2022, conference)
	//   Gyeong-In Yu [dblp "Gyeong-In Yu"]
	//   Byung-Gon Chun [dblp "Byung-Gon Chun 0001"]
}
