package graph

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/pub"
)

// doc is one input of a people test: its path as the user names it, its
// owner (if any) and its publications, each a title and a byline.
type doc struct {
	path  string
	owner string
	pubs  [][]string // title, then authors
}

// buildDocs builds a corpus from inputs read one by one, as the command
// line reads them (Builder.Input before each).
func buildDocs(t *testing.T, aliases []AliasRule, docs ...doc) *Corpus {
	t.Helper()
	b := NewBuilder()
	for _, d := range docs {
		b.Input(d.path)
		if d.owner != "" {
			if err := b.Add(pub.Record{Owner: &pub.Person{Name: d.owner, Pos: pub.Position{File: d.path, Line: 1}}}); err != nil {
				t.Fatal(err)
			}
		}
		for k, p := range d.pubs {
			rec := pub.Publication{Title: p[0], Year: 2010 + k%10, Kind: pub.KindJournal, Authors: names(p[1:]...),
				Pos: pub.Position{File: d.path, Line: 10 + k}}
			if err := b.Add(pub.Record{Publication: &rec}); err != nil {
				t.Fatal(err)
			}
		}
	}
	c, err := b.Build(context.Background(), BuildOptions{Aliases: aliases})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// personOf returns the person whose name or alias is name; it fails the
// test if there is not exactly one.
func personOf(t *testing.T, c *Corpus, name string) *Person {
	t.Helper()
	var found []*Person
	for k := range c.People {
		p := &c.People[k]
		if p.Name == name || slices.Contains(p.Aliases(), name) {
			found = append(found, p)
		}
	}
	if len(found) != 1 {
		t.Fatalf("%d people named %q, want 1; people: %q", len(found), name, peopleOf(c))
	}
	return found[0]
}

// countNamed counts the people with name among their spellings.
func countNamed(c *Corpus, name string) int {
	n := 0
	for _, p := range c.People {
		if p.Name == name || slices.Contains(p.Aliases(), name) {
			n++
		}
	}
	return n
}

// TestOwnerForms checks that every form of the owner's name in their own
// list is the owner, with all its papers.
func TestOwnerForms(t *testing.T) {
	forms := []string{"B. T. Quillfeather", "B. Quillfeather", "Quillfeather, Benjamin", "BT Quillfeather",
		"Quillfeather BT", "Ben Quillfeather", "benjamin t. quillfeather", "Benjamin Thaddeus Quillfeather", "Benjamín Quillfeather", "Quillfeather",
		"**B. T. Quillfeather**", "B.T. Quillfeather*", "QUILLFEATHER, B.", "B. T. Quill-feather"}
	d := doc{path: "cv.pdf", owner: "Benjamin T. Quillfeather"}
	for k, f := range forms {
		d.pubs = append(d.pubs, []string{fmt.Sprintf("Paper %d", k), "Orla Vantreight", f})
	}
	// A co-author sharing the surname but not the given name stays apart.
	d.pubs = append(d.pubs, []string{"Sibling paper", "Clara Quillfeather", "B. Quillfeather"})
	c := buildDocs(t, nil, d)
	o := personOf(t, c, "Benjamin T. Quillfeather")
	if !o.Owner {
		t.Errorf("%q is not marked owner", o.Name)
	}
	if got, want := int(o.Papers), len(forms)+1; got != want {
		t.Errorf("owner has %d papers, want %d; people: %q", got, want, peopleOf(c))
	}
	if personOf(t, c, "Clara Quillfeather") == o {
		t.Errorf("Clara Quillfeather joined the owner")
	}
	for _, m := range c.Merges {
		if m.Kind == "person" && m.Name == "B. Quillfeather" && !strings.Contains(m.Reason, "owner of cv.pdf") {
			t.Errorf("merge of %q gives reason %q, want the owner", m.Name, m.Reason)
		}
	}
}

// TestOwnerFromBylines checks a list that names no owner: the name on
// most of its bylines is its owner; and a list whose owner record was cut
// ("Ida V") takes the bylines' spelling.
func TestOwnerFromBylines(t *testing.T) {
	var bare, cut doc
	bare.path, cut.path, cut.owner = "papers.bib", "cv.md", "Ida V"
	for k := range 8 {
		bare.pubs = append(bare.pubs, []string{fmt.Sprintf("Paper %d", k), fmt.Sprintf("Co Author%c", 'a'+k), "M. Ferrandino"})
		if k >= 6 {
			continue
		}
		cut.pubs = append(cut.pubs, []string{fmt.Sprintf("Study %d", k), "I. V. Osterhagen", fmt.Sprintf("Co Writer%c", 'a'+k)})
	}
	bare.pubs = append(bare.pubs, []string{"Paper 9", "Marta Ferrandino"})
	c := buildDocs(t, nil, bare, cut)
	if p := personOf(t, c, "M. Ferrandino"); !p.Owner || p.Papers != 9 || p.Name != "Marta Ferrandino" {
		t.Errorf("inferred owner %+v, want Marta Ferrandino, owner, 9 papers", *p)
	}
	if p := personOf(t, c, "I. V. Osterhagen"); !p.Owner || p.Papers != 6 || p.Name == "Ida V" {
		t.Errorf("owner of a cut record: %+v, want owner with 6 papers, not named Ida V", *p)
	}
	// An owner record whose given name the bylines never write.
	other := doc{path: "vita.html", owner: "Chester Abernethy", pubs: [][]string{{"Early note", "Chester Abernethy"}}}
	for k := range 6 {
		other.pubs = append(other.pubs, []string{fmt.Sprintf("Work %d", k), "Carl Abernethy", fmt.Sprintf("Pat Helper%c", 'a'+k)})
	}
	if p := personOf(t, buildDocs(t, nil, other), "Carl Abernethy"); !p.Owner || p.Papers != 7 {
		t.Errorf("the bylines' spelling of a mismatched owner: %+v, want owner with 7 papers", *p)
	}
	if len(c.OwnerNotes) != 1 || !strings.HasPrefix(c.OwnerNotes[0], "papers.bib: owner read from the bylines: ") {
		t.Errorf("owner notes %q, want papers.bib's owner read from its bylines", c.OwnerNotes)
	}
	// Two people of one surname and initial name no owner, nor does a
	// frequent co-author beside another, nor a collaboration.
	near := doc{path: "near.md"}
	for k := range 10 {
		byline := []string{fmt.Sprintf("Near %d", k), "Consortium Delta Collaboration"}
		if k < 7 {
			byline = append(byline, "Piet Ostrander")
		}
		if k < 6 {
			byline = append(byline, "Wanda Liebrecht")
		}
		near.pubs = append(near.pubs, byline)
	}
	for _, p := range buildDocs(t, nil, near).People {
		if p.Owner {
			t.Errorf("%q taken for the owner of a list with no clear owner", p.Name)
		}
	}
	// Two people of one surname and initial name no owner.
	two := doc{path: "lab.yml"}
	for k := range 8 {
		two.pubs = append(two.pubs, []string{fmt.Sprintf("Lab %d", k), "Tao Renwick", "Tianqi Renwick", "T. Renwick"})
	}
	c = buildDocs(t, nil, two)
	for _, p := range c.People {
		if p.Owner {
			t.Errorf("%q taken for the owner of a list with two T. Renwicks", p.Name)
		}
	}
	if len(c.OwnerNotes) != 1 || !strings.HasPrefix(c.OwnerNotes[0], "lab.yml: no owner found") {
		t.Errorf("owner notes %q, want lab.yml without an owner", c.OwnerNotes)
	}
}

// TestStrangersStayApart checks names in unrelated documents with
// nothing in common: they stay apart, and the close calls are listed as
// candidates with their evidence.
func TestStrangersStayApart(t *testing.T) {
	tests := []struct {
		name   string
		docs   []doc
		apart  string // a spelling that must stay two or more people
		people int    // how many people carry it
	}{
		{
			name: "one initial and a common surname in two CVs",
			docs: []doc{
				{path: "immunology.pdf", pubs: [][]string{{"T cells in mice", "X. Li", "Anna Oberlin"}}},
				{path: "linguistics.pdf", pubs: [][]string{{"Tone in Wu dialects", "X. Li", "Bela Tindall"}}},
			},
			apart: "X. Li", people: 2,
		},
		{
			name: "a common initials name in three CVs with one common co-author",
			docs: []doc{
				{path: "a.pdf", pubs: [][]string{{"Graph mining at scale", "Y. Zhang", "W. Wang"}}},
				{path: "b.pdf", pubs: [][]string{{"Soil carbon in wetlands", "Y. Zhang", "W. Wang"}}},
				{path: "c.pdf", pubs: [][]string{{"Bayesian tests of fit", "Y. Zhang"}}},
			},
			apart: "Y. Zhang", people: 3,
		},
		{
			name: "conflicting middle initials with a shared co-author",
			docs: []doc{
				{path: "games.pdf", pubs: [][]string{{"Evolving game agents", "S. M. Lucastre", "Dana Whitcombe"}}},
				{path: "microbes.pdf", pubs: [][]string{{"Biofilms in pipes", "S. K. Lucastre", "Dana Whitcombe"}}},
			},
			apart: "S. M. Lucastre", people: 1,
		},
		{
			name: "a common full name in two inputs",
			docs: []doc{
				{path: "cv1.md", pubs: [][]string{{"Optics of thin films", "Wei Wang", "Ola Brandvik"}}},
				{path: "cv2.md", pubs: [][]string{{"Rural credit markets", "Wei Wang", "Pia Kallstrom"}}},
			},
			apart: "Wei Wang", people: 2,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := buildDocs(t, nil, tt.docs...)
			if got := countNamed(c, tt.apart); got != tt.people {
				t.Errorf("%d people named %q, want %d; people: %q; merges: %v", got, tt.apart, tt.people, peopleOf(c), c.Merges)
			}
			for _, p := range c.People {
				if strings.Contains(p.Name, "Lucastre") && len(p.Aliases()) > 0 {
					t.Errorf("conflicting initials joined: %q %q", p.Name, p.Aliases())
				}
			}
		})
	}
	// The two X. Li are a candidate pair that names what was missing.
	c := buildDocs(t, nil, tests[0].docs...)
	found := false
	for _, k := range c.Candidates {
		if c.People[k.A].Name == "X. Li" && c.People[k.B].Name == "X. Li" {
			found = strings.Contains(k.Reason, "no shared co-author")
		}
	}
	if !found {
		t.Errorf("candidates %+v: want the two X. Li with the evidence missing", c.Candidates)
	}
}

// TestSamePersonAcrossSources checks the true joins of one person across
// a group's BibTeX file, a web page and a CV: shared co-authors and
// shared publications join initials to full names; the CV's owner takes
// their own forms; the merges name their evidence.
func TestSamePersonAcrossSources(t *testing.T) {
	bib := doc{path: "group.bib", pubs: [][]string{
		{"Sparse solvers for lattice flows", "Quentin Marlowe", "Ida Fenwick", "Rhea Solberg"},
		{"Adaptive meshes in porous media", "Quentin Marlowe", "Rhea Solberg"},
	}}
	web := doc{path: filepath.Join("site", "publications.html"), pubs: [][]string{
		{"Sparse Solvers for Lattice Flows", "Q. Marlowe", "I. Fenwick", "R. Solberg"},
		{"Multigrid on graphics processors", "Q. Marlowe", "R. Solberg", "Tomas Ekdahl"},
	}}
	cv := doc{path: "fenwick-cv.pdf", owner: "Ida M. Fenwick", pubs: [][]string{
		{"Sparse solvers for lattice flows", "Quentin Marlowe", "I. M. Fenwick", "Rhea Solberg"},
		{"Wave tanks for classrooms", "Fenwick, Ida", "Uma Castellanos"},
	}}
	// Accents and hyphens across documents, with a shared co-author.
	web.pubs = append(web.pubs, []string{"Flows in fractured rock", "José-Luis Ibarrondo", "R. Solberg"})
	bib.pubs = append(bib.pubs, []string{"Fracture networks and flow", "Jose Luis Ibarrondo", "Rhea Solberg"})
	c := buildDocs(t, nil, bib, web, cv)
	if a, b := personOf(t, c, "José-Luis Ibarrondo"), personOf(t, c, "Jose Luis Ibarrondo"); a != b {
		t.Errorf("an accented, hyphenated name and its plain form are two people: %q", peopleOf(c))
	}
	want := map[string][]string{
		"Quentin Marlowe": {"Q. Marlowe"},
		"Ida M. Fenwick":  {"Fenwick, Ida", "I. Fenwick", "I. M. Fenwick", "Ida Fenwick"},
		"Rhea Solberg":    {"R. Solberg"},
	}
	for name, aliases := range want {
		p := personOf(t, c, name)
		for _, a := range aliases {
			if q := personOf(t, c, a); q != p {
				t.Errorf("%q is not %q; people: %q", a, name, peopleOf(c))
			}
		}
	}
	if !personOf(t, c, "Ida M. Fenwick").Owner {
		t.Errorf("the CV's owner is not marked")
	}
	for _, m := range c.Merges {
		if m.Kind == "person" && m.Reason == "" {
			t.Errorf("merge of %q without a reason", m.Name)
		}
	}
	if n := personOf(t, c, "Quentin Marlowe").Papers; n != 3 {
		t.Errorf("Quentin Marlowe has %d papers, want 3 (one listed three times, two once)", n)
	}
}

// TestConfusableNames checks that a spelling with look-alike letters of
// another script is merged under its own reason and never shown.
func TestConfusableNames(t *testing.T) {
	latin, mixed := "Maria Lopez", "M\u0430ria Lopez" // Cyrillic а
	c := buildDocs(t, nil, doc{path: "a.bib", pubs: [][]string{{"One", latin}, {"Two", mixed}}})
	if diff := cmp.Diff([]string{latin + " | " + mixed}, peopleOf(c)); diff != "" {
		t.Errorf("people (-want +got):\n%s", diff)
	}
	for _, m := range c.Merges {
		if m.Kind == "person" && !strings.Contains(m.Reason, "look-alike") {
			t.Errorf("merge %q: reason %q does not name the look-alike letters", m.Name, m.Reason)
		}
	}
	c = buildDocs(t, nil, doc{path: "b.bib", pubs: [][]string{{"Only", mixed}}})
	if got := c.People[0].Name; got != latin {
		t.Errorf("a mixed-script spelling alone is shown as %q, want %q", got, latin)
	}
}

// TestSamePaperInTwoFiles checks that the same publication listed in two
// documents (a BibTeX file and an RIS file, a BibTeX file and a web
// page) is one publication whose authors are one person each, whatever
// the title's length or the names' frequency, and with one byline in
// initials; and that names sharing only a common surname and initial
// stay apart.
func TestSamePaperInTwoFiles(t *testing.T) {
	tests := []struct {
		name        string
		a, b        doc
		pubs        int
		people      []string
		apart       string // a name two people keep, if any
		mergeReason string // words the joins of people give
	}{
		{
			name:   "bib and ris, short title, common names",
			a:      doc{path: "refs.bib", pubs: [][]string{{"Graph cuts", "Xiaoming Li", "Wei Wang"}}},
			b:      doc{path: "refs.ris", pubs: [][]string{{"Graph Cuts", "Li, Xiaoming", "Wang, Wei"}}},
			pubs:   1,
			people: []string{"Wei Wang | Wang, Wei", "Xiaoming Li | Li, Xiaoming"},
		},
		{
			name:   "bib and ris, one author of rare name, long title",
			a:      doc{path: "refs.bib", pubs: [][]string{{"Notes on the analytical engine", "Ada Lovelace"}}},
			b:      doc{path: "refs.ris", pubs: [][]string{{"Notes on the Analytical Engine", "Lovelace, Ada"}}},
			pubs:   1,
			people: []string{"Ada Lovelace | Lovelace, Ada"},
		},
		{
			name:        "bib and html page, initials on the page",
			a:           doc{path: "group.bib", pubs: [][]string{{"Engines", "Ada Lovelace", "Charles Babbage", "Wei Zhang"}}},
			b:           doc{path: filepath.Join("site", "papers.html"), pubs: [][]string{{"Engines.", "A. Lovelace", "C. Babbage", "W. Zhang"}}},
			pubs:        1,
			people:      []string{"Ada Lovelace | A. Lovelace", "Charles Babbage | C. Babbage", "Wei Zhang | W. Zhang"},
			mergeReason: "1 publication listed alike (title, year and byline)",
		},
		{
			name:   "same common initials, different papers",
			a:      doc{path: "immunology.bib", pubs: [][]string{{"T cell memory in ageing mice", "X. Li", "Rosa Ekberg"}}},
			b:      doc{path: "linguistics.ris", pubs: [][]string{{"Tone sandhi in northern dialects", "X. Li", "Jonas Pettersen"}}},
			pubs:   2,
			people: []string{"Jonas Pettersen", "Rosa Ekberg", "X. Li", "X. Li"},
			apart:  "X. Li",
		},
		{
			name:   "same short title, same year, different bylines",
			a:      doc{path: "a.bib", pubs: [][]string{{"Introduction", "X. Li", "Rosa Ekberg"}}},
			b:      doc{path: "b.ris", pubs: [][]string{{"Introduction", "X. Li", "Jonas Pettersen"}}},
			pubs:   2,
			people: []string{"Jonas Pettersen", "Rosa Ekberg", "X. Li", "X. Li"},
			apart:  "X. Li",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := buildDocs(t, nil, tt.a, tt.b)
			got := peopleOf(c)
			slices.Sort(got)
			if diff := cmp.Diff(tt.people, got); diff != "" {
				t.Errorf("people (-want +got):\n%s", diff)
			}
			if len(c.Publications) != tt.pubs {
				t.Errorf("%d publications, want %d", len(c.Publications), tt.pubs)
			}
			if tt.apart != "" && countNamed(c, tt.apart) != 2 {
				t.Errorf("%q: %d people, want 2 kept apart", tt.apart, countNamed(c, tt.apart))
			}
			for _, m := range c.Merges {
				if m.Kind == "person" && !strings.Contains(m.Reason, tt.mergeReason) {
					t.Errorf("merge of %q: reason %q, want it to name %q", m.Name, m.Reason, tt.mergeReason)
				}
			}
		})
	}
}

// TestAuthorNameAsWritten checks that a byline keeps the spelling its
// source wrote when its person goes by several (the owner of a CV is
// one person whatever each entry printed), and that people spelled one
// way are printed by their display name with nothing kept per byline.
func TestAuthorNameAsWritten(t *testing.T) {
	c := buildDocs(t, nil, doc{path: "cv.md", owner: "Jane Quinn Doe", pubs: [][]string{
		{"First paper on tides", "J. Q. Doe", "Ann Other"},
		{"Second paper on tides", "Ann Other", "Jane Doe"},
		{"Third paper on tides", "Jane Quinn Doe", "Bo Third"},
	}})
	owner := personOf(t, c, "Jane Quinn Doe")
	if owner.Papers != 3 {
		t.Fatalf("owner has %d papers, want 3 (one person for every spelling)", owner.Papers)
	}
	want := map[string][]string{
		"First paper on tides":  {"J. Q. Doe", "Ann Other"},
		"Second paper on tides": {"Ann Other", "Jane Doe"},
		"Third paper on tides":  {"Jane Quinn Doe", "Bo Third"},
	}
	for i := range c.Publications {
		p := &c.Publications[i]
		var got []string
		for k := range p.Authors {
			got = append(got, c.AuthorName(p, k))
		}
		if diff := cmp.Diff(want[p.Title], got); diff != "" {
			t.Errorf("%q: byline (-want +got):\n%s", p.Title, diff)
		}
	}
	// A corpus whose people have one spelling each keeps nothing per
	// byline (DBLP-sized corpora pay nothing for this).
	c = buildDocs(t, nil, doc{path: "a.bib", pubs: [][]string{{"Alone", "Ann Other", "Bo Third"}}})
	if w := c.Publications[0].written(); w != nil {
		t.Errorf("single spellings: written = %q, want nil", w)
	}
}

// TestUnnamedOwner checks that the unnamed owner of a list (an implied
// author with no name) is one owner person per input, joined to no one
// across inputs, and that a byline keeps the names it printed.
func TestUnnamedOwner(t *testing.T) {
	b := NewBuilder()
	add := func(file, title string, authors ...pub.Author) {
		b.Input(file)
		p := pub.Publication{Title: title, Year: 2020, Kind: pub.KindJournal, Authors: authors, Pos: pub.Position{File: file, Line: 1}}
		if err := b.Add(pub.Record{Publication: &p}); err != nil {
			t.Fatal(err)
		}
	}
	owner := pub.Author{Implied: true}
	add("a.md", "Slow queues", owner, pub.Author{Name: "Ann Lee"})
	add("a.md", "Fast queues", owner)
	add("b.md", "Cold atoms", owner, pub.Author{Name: "Bo Roe"})
	c, err := b.Build(context.Background(), BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var unnamed []string
	for _, p := range c.People {
		if p.Unnamed {
			if !p.Owner {
				t.Errorf("%q is unnamed but no owner", p.Name)
			}
			unnamed = append(unnamed, fmt.Sprintf("%s:%d", p.Name, p.Papers))
		}
	}
	slices.Sort(unnamed)
	if diff := cmp.Diff([]string{"unnamed owner of a.md:2", "unnamed owner of b.md:1"}, unnamed); diff != "" {
		t.Errorf("unnamed owners (-want +got):\n%s", diff)
	}
}
