// Package accuracy scores what pubgraph's readers find in a publication
// list against a hand-checked gold annotation of the same list.
//
// A gold file sits beside its input: ../shared/data/cv-dev/<input>.gold.json
// and ../shared/data/pdf/<input>.json use the schema of
// ../shared/data/cv-dev/MANIFEST.md, and so do the repo's own
// testdata/{cv,heldout,heldout2,heldout3,heldout4,heldout5,heldout6,heldout7}/<input>.gold.json (see testdata/README.md):
//
//	{"owner": "Ann Lee", "advisors": ["Bo Chen"], "mentors": [],
//	 "publications": [{"title": "…", "authors": ["Ann Lee", "Bo Chen"],
//	   "authors_complete": true, "equal_contribution": [], "venue": "JKPS",
//	   "year": 2021, "kind": "journal"}]}
//
// Titles are matched loosely (norm.Words, similarity ≥ 0.85, each title
// counted once); authors are compared as norm.Key multisets, so "J. K.
// Zhu" and "JK Zhu" agree; authors of missed publications count as
// missed and those of invented ones as false.
package accuracy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
)

// Gold is the hand-checked content of one input.
type Gold struct {
	Owner        string
	Advisors     []string
	Publications []GoldPub
}

// GoldPub is one publication of a gold file, in source order.
type GoldPub struct {
	Title      string
	Authors    []string
	Incomplete bool
	Equal      []string
	Venue      string
	Year       int
	Kind       string
}

// goldJSON is the gold schema; fields it does not score are left out.
type goldJSON struct {
	Owner        *string  `json:"owner"`
	Advisors     []string `json:"advisors"`
	Publications []struct {
		Title           string   `json:"title"`
		Authors         []string `json:"authors"`
		AuthorsComplete *bool    `json:"authors_complete"`
		EqualContrib    []string `json:"equal_contribution"`
		Venue           *string  `json:"venue"`
		Year            *int     `json:"year"`
		Kind            string   `json:"kind"`
	} `json:"publications"`
}

// LoadGold reads a gold file.
func LoadGold(path string) (*Gold, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var raw goldJSON
	dec := json.NewDecoder(bytes.NewReader(src))
	if err := dec.Decode(&raw); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	g := &Gold{}
	if raw.Owner != nil {
		g.Owner = *raw.Owner
	}
	g.Advisors = raw.Advisors
	for _, p := range raw.Publications {
		gp := GoldPub{Title: p.Title, Authors: p.Authors, Kind: p.Kind, Equal: p.EqualContrib}
		if p.AuthorsComplete != nil {
			gp.Incomplete = !*p.AuthorsComplete
		}
		if p.Venue != nil {
			gp.Venue = *p.Venue
		}
		if p.Year != nil {
			gp.Year = *p.Year
		}
		g.Publications = append(g.Publications, gp)
	}
	return g, nil
}
