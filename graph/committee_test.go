package graph

import (
	"fmt"
	"slices"
	"testing"
)

// committee is a hiring committee's pile of unrelated CVs, invented: each
// has an owner written in several forms, and co-authors whose initials
// and surname collide with other CVs' people (a co-author "A. Kim" in
// four CVs, "J. Doe" where another CV's owner is Jane Doe, the full name
// "Wei Wang" twice). Only one person is truly shared: Kofi Mensah, with
// the same co-author in both of his CVs.
func committee() []doc {
	return []doc{
		{path: "ecology.md", owner: "Jana Kowalczyk", pubs: [][]string{
			{"Seed banks of dry meadows", "J. Kowalczyk", "A. Kim"},
			{"Pollinator visits at dusk", "Kowalczyk, Jana", "M. Chen", "Pat Oduya"},
			{"Grazing and sedge cover", "Jana Kowalczyk", "Wei Wang"},
			{"Soil crusts after fire", "J. Kowalczyk", "Kofi Mensah", "Lena Brandt"},
		}},
		{path: "optics.md", owner: "Omar Haddad", pubs: [][]string{
			{"Thin lenses for cold atoms", "O. Haddad", "A. Kim"},
			{"Pulse shaping in fibres", "Haddad O", "M. Chen"},
			{"Grating couplers revisited", "Omar Haddad", "J. Doe", "Rui Santos"},
		}},
		{path: "history.md", owner: "Jane Doe", pubs: [][]string{
			{"Guild ledgers of a river port", "J. Doe", "Tomas Lind"},
			{"Toll books and their readers", "Doe, Jane", "A. Kim"},
			{"Market days in a small town", "Jane Doe"},
		}},
		{path: "chemistry.md", owner: "Siobhán Ní Bhriain", pubs: [][]string{
			{"Ligand swaps in cold solvents", "S. Ní Bhriain", "M. Chen", "Wei Wang"},
			{"Crystal habits of salts", "Ní Bhriain S", "A. Kim"},
			{"Redox pairs in clay", "Siobhan Ni Bhriain", "J. Doe"},
		}},
		{path: "soils.md", owner: "Jan-Willem van der Berg", pubs: [][]string{
			{"Drainage of peat polders", "J.-W. van der Berg", "Kofi Mensah", "Lena Brandt"},
			{"Nitrate below dairy farms", "van der Berg, J. W.", "Pat Oduya"},
			{"Clay lenses in dunes", "J. W. van der Berg", "S. Ní Bhriain"},
		}},
	}
}

// TestCommitteeStrangersApart reads the committee's CVs together, as a
// committee would, and checks what tools/people's committee check checks
// on the development data: a person whose papers come from two CVs has a
// co-author in common across them (the evidence that joins them), and
// every owner is one person with all of their own papers.
func TestCommitteeStrangersApart(t *testing.T) {
	docs := committee()
	c := buildDocs(t, nil, docs...)
	for _, p := range unsupportedAcross(c) {
		t.Errorf("%s joins CVs %q with no co-author in common (aliases %q)", c.People[p].Name, docsOf(c, p), c.People[p].Aliases())
	}
	for _, d := range docs {
		o := personOf(t, c, d.owner)
		if !o.Owner || int(o.Papers) != len(d.pubs) {
			t.Errorf("owner %s: owner %v, %d papers, want %d", d.owner, o.Owner, o.Papers, len(d.pubs))
		}
	}
	// The colliding names stay one person per CV; "J. Doe" is also
	// how Jane Doe's own CV writes her.
	for name, cvs := range map[string]int{"A. Kim": 4, "M. Chen": 3, "J. Doe": 3, "Wei Wang": 2, "S. Ní Bhriain": 2} {
		if got := countNamed(c, name); got != cvs {
			t.Errorf("%d people named %q, want %d (one a CV); people: %q", got, name, cvs, peopleOf(c))
		}
	}
	// The one shared person, with a co-author in common, is joined.
	if m := personOf(t, c, "Kofi Mensah"); m.Papers != 2 {
		t.Errorf("Kofi Mensah has %d papers, want 2 (one in each of two CVs)", m.Papers)
	}
}

// unsupportedAcross returns the people whose publications come from two
// or more inputs without a co-author common to all of them.
func unsupportedAcross(c *Corpus) []int32 {
	co := make(map[int32]map[int32]map[int32]bool) // person → input → co-authors
	for _, p := range c.Publications {
		for _, a := range p.Authors {
			for _, s := range p.Sources {
				if co[a.Person] == nil {
					co[a.Person] = make(map[int32]map[int32]bool)
				}
				if co[a.Person][s.Input] == nil {
					co[a.Person][s.Input] = make(map[int32]bool)
				}
				for _, b := range p.Authors {
					if b.Person != a.Person {
						co[a.Person][s.Input][b.Person] = true
					}
				}
			}
		}
	}
	var bad []int32
	for person, byInput := range co {
		if len(byInput) < 2 {
			continue
		}
		var shared map[int32]bool
		for _, set := range byInput {
			if shared == nil {
				shared = set
				continue
			}
			next := make(map[int32]bool)
			for k := range set {
				if shared[k] {
					next[k] = true
				}
			}
			shared = next
		}
		if len(shared) == 0 {
			bad = append(bad, person)
		}
	}
	slices.Sort(bad)
	return bad
}

// docsOf names the inputs of person p's publications.
func docsOf(c *Corpus, p int32) []string {
	var out []string
	for _, pb := range c.Publications {
		for _, a := range pb.Authors {
			if a.Person != p {
				continue
			}
			for _, s := range pb.Sources {
				if n := fmt.Sprint(c.Inputs[s.Input]); !slices.Contains(out, n) {
					out = append(out, n)
				}
			}
		}
	}
	slices.Sort(out)
	return out
}
