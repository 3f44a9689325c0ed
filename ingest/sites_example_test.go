package ingest_test

import (
	"fmt"
	"strings"

	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/pub"
)

// A Hugo Academic publication page: TOML front matter describing one paper.
func ExampleReadFrontMatter() {
	page := `+++
title = "Sediment budgets of small river deltas."
authors = ["Quintero, M.L.", "T. Saar", "12 additional coauthors"]
date = "2019-05-02"
publication_types = ["2"]
publication = "In press at *Journal of Delta Studies*"
+++
An abstract.
`
	err := ingest.ReadFrontMatter(strings.NewReader(page), "index.md", ingest.Options{}, func(r pub.Record) error {
		p := r.Publication
		fmt.Printf("%s (%d, %s, %s)\n", p.Title, p.Year, p.Venue, p.Kind)
		for _, a := range p.Authors {
			fmt.Println(" ", a.Name)
		}
		fmt.Println("  complete:", !p.Incomplete)
		return nil
	})
	if err != nil {
		fmt.Println(err)
	}
	// Output:
	// Sediment budgets of small river deltas (2019, Journal of Delta Studies, journal)
	//   M.L. Quintero
	//   T. Saar
	//   complete: false
}

// A Jekyll _data file: a list of records whose keys are named freely.
func ExampleReadPubData() {
	data := `- title: Gut bacteria shape sleep
  authors: 'Moreau C, Tanaka H, Wolff P'
  journal: <i>Journal of Sleep Biology</i>
  year: 2023
  image: /img/sleep.png
`
	opt := ingest.Options{Warn: func(e *pub.ParseError) error { fmt.Println("warning:", e); return nil }}
	err := ingest.ReadPubData(strings.NewReader(data), "pubs.yml", opt, func(r pub.Record) error {
		p := r.Publication
		var names []string
		for _, a := range p.Authors {
			names = append(names, a.Name)
		}
		fmt.Printf("%s | %s | %s | %d\n", p.Title, strings.Join(names, "; "), p.Venue, p.Year)
		return nil
	})
	if err != nil {
		fmt.Println(err)
	}
	// Output:
	// Gut bacteria shape sleep | C Moreau; H Tanaka; P Wolff | Journal of Sleep Biology | 2023
	// warning: pubs.yml:5:3: keys not read: image
}
