package graph

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

func TestDisplayCase(t *testing.T) {
	tests := []struct{ in, want string }{
		{"CAROLYN P. ROSE", "Carolyn P. Rose"},
		{"JORDAN BELL-MASTERTON", "Jordan Bell-Masterton"},
		{"U KANG", "U Kang"},
		{"Tianqi Chen", "Tianqi Chen"},
		{"danah boyd", "danah boyd"},
		{"D'ARCY O'NEIL", "D'arcy O'neil"},
	}
	for _, tt := range []struct{ in, want string }{
		{"Prof. Byung-Gon Chun", "Byung-Gon Chun"},
		{"DR. MATTEO INTERLANDI", "MATTEO INTERLANDI"},
		{"Prof. Dr. Ann Lee", "Ann Lee"},
		{"Drew Barrymore", "Drew Barrymore"},
		{"Dr", "Dr"},
	} {
		if got := stripHonorific(tt.in); got != tt.want {
			t.Errorf("stripHonorific(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	for _, tt := range tests {
		if got := displayCase(tt.in); got != tt.want {
			t.Errorf("displayCase(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestDisplayNameFromBylines checks that the display name is the most
// frequent byline spelling, not the owner's heading repeated by every
// affiliation, and that capitals-only spellings lose to mixed case.
func TestDisplayNameFromBylines(t *testing.T) {
	b := NewBuilder()
	pos := pub.Position{File: "cv.md", Line: 1}
	add := func(r pub.Record) {
		if err := b.Add(r); err != nil {
			t.Fatal(err)
		}
	}
	add(pub.Record{Owner: &pub.Person{Name: "Byung Soo Jeon", Pos: pos}})
	for i := 0; i < 5; i++ {
		add(pub.Record{Affiliation: &pub.Affiliation{Person: "Byung Soo Jeon", Organization: "CMU", Kind: pub.Employment, Pos: pos}})
	}
	add(pub.Record{Publication: &pub.Publication{Title: "A", Pos: pos, Authors: []pub.Author{{Name: "Byungsoo Jeon"}, {Name: "TIANQI CHEN"}}}})
	add(pub.Record{Publication: &pub.Publication{Title: "B", Pos: pos, Authors: []pub.Author{{Name: "Byungsoo Jeon"}, {Name: "ZHIHAO JIA"}}}})
	c, err := b.Build(context.Background(), BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range c.People {
		got = append(got, p.Name)
	}
	want := []string{"Byungsoo Jeon", "Tianqi Chen", "Zhihao Jia"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("display names (-want +got):\n%s", diff)
	}
	if !c.People[0].Owner {
		t.Errorf("owner not marked")
	}
	if diff := cmp.Diff([]string{"Byung Soo Jeon"}, c.People[0].Aliases()); diff != "" {
		t.Errorf("aliases (-want +got):\n%s", diff)
	}
}

// TestEdges checks shared-paper counts, Newman's fractional weights and
// years on a hand-computed example: papers {A,B,C} (2019) and {A,B} (2021)
// give A–B 2 papers with weight 1/2 + 1 = 1.5, A–C and B–C 1 paper with
// weight 1/2; a network link adds its own weight.
func TestEdges(t *testing.T) {
	b := NewBuilder()
	pos := pub.Position{File: "x.bib", Line: 1}
	authors := func(names ...string) []pub.Author {
		var as []pub.Author
		for _, n := range names {
			as = append(as, pub.Author{Name: n})
		}
		return as
	}
	b.Add(pub.Record{Publication: &pub.Publication{Title: "P1", Year: 2019, Pos: pos, Authors: authors("Ann Lee", "Bo Chen", "Cy Diaz")}})
	b.Add(pub.Record{Publication: &pub.Publication{Title: "P2", Year: 2021, Pos: pos, Authors: authors("Ann Lee", "BO CHEN")}})
	c, err := b.Build(context.Background(), BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := []Edge{
		{U: 0, V: 1, Papers: 2, Fractional: 1.5, FirstYear: 2019, LastYear: 2021},
		{U: 0, V: 2, Papers: 1, Fractional: 0.5, FirstYear: 2019, LastYear: 2019},
		{U: 1, V: 2, Papers: 1, Fractional: 0.5, FirstYear: 2019, LastYear: 2019},
	}
	if diff := cmp.Diff(want, edgeSlice(&c.Edges)); diff != "" {
		t.Errorf("edges (-want +got):\n%s", diff)
	}
	if got := c.People[1].Papers; got != 2 {
		t.Errorf("Bo Chen has %d papers, want 2", got)
	}
	g := c.CoauthorGraph(ByFractional)
	if w, _ := g.EdgeWeight(0, 1); w != 1.5 {
		t.Errorf("fractional weight A–B = %v, want 1.5", w)
	}
}

// TestEditorsAreNotPeople checks that the editors of a chapter's book and
// of an edited volume become no person, no author and no edge: only the
// byline makes the co-authorship graph.
func TestEditorsAreNotPeople(t *testing.T) {
	pos := pub.Position{File: "x.bib", Line: 1}
	c := build(t, nil,
		pub.Record{Publication: &pub.Publication{Title: "A Chapter", Year: 2020, Pos: pos, Kind: pub.KindChapter,
			Authors: names("Ann Lee", "Bo Chen"), Editors: names("Eve Editor", "Ann Lee")}},
		pub.Record{Publication: &pub.Publication{Title: "An Edited Volume", Year: 2021, Pos: pos, Kind: pub.KindBook,
			Authors: names("Cy Diaz"), Editors: names("Eve Editor", "Cy Diaz")}})
	var people []string
	for _, p := range c.People {
		people = append(people, p.Name)
	}
	if diff := cmp.Diff([]string{"Ann Lee", "Bo Chen", "Cy Diaz"}, people); diff != "" {
		t.Errorf("people (-want +got):\n%s", diff)
	}
	want := []Edge{{U: 0, V: 1, Papers: 1, Fractional: 1, FirstYear: 2020, LastYear: 2020}}
	if diff := cmp.Diff(want, edgeSlice(&c.Edges)); diff != "" {
		t.Errorf("edges (-want +got):\n%s", diff)
	}
	if got := c.People[0].Papers; got != 1 {
		t.Errorf("Ann Lee has %d papers, want 1 (editing is not authoring)", got)
	}
}

// TestNetworkNodesStayApart checks that nodes of a network input keep
// their ids and are not merged by name, even with equal names.
func TestNetworkNodesStayApart(t *testing.T) {
	b := NewBuilder()
	pos := pub.Position{File: "net.gml", Line: 1}
	b.Add(pub.Record{Node: &pub.Node{ID: "7", Name: "SMITH, J", Pos: pos}})
	b.Add(pub.Record{Node: &pub.Node{ID: "9", Name: "SMITH, J", Pos: pos}})
	b.Add(pub.Record{Link: &pub.Link{Source: "7", Target: "9", Weight: 2.5, Pos: pos}})
	b.Add(pub.Record{Link: &pub.Link{Source: "9", Target: "11", Weight: 1, Pos: pos}})
	c, err := b.Build(context.Background(), BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.People) != 3 {
		t.Fatalf("%d people, want 3", len(c.People))
	}
	var ids []string
	for _, p := range c.People {
		ids = append(ids, p.SourceIDs()...)
	}
	if diff := cmp.Diff([]string{"7", "9", "11"}, ids); diff != "" {
		t.Errorf("source ids (-want +got):\n%s", diff)
	}
	if c.Edges.At(0).Papers != 2.5 {
		t.Errorf("link weight = %v, want 2.5", c.Edges.At(0).Papers)
	}
}

// TestDecidedCandidatesNotAskedAgain checks that a not_same_as decision
// removes the pair from the candidates for review.
func TestDecidedCandidatesNotAskedAgain(t *testing.T) {
	build := func(rules []AliasRule) *Corpus {
		b := NewBuilder()
		pos := pub.Position{File: "a.bib", Line: 1}
		b.Add(pub.Record{Publication: &pub.Publication{Title: "X", Pos: pos, Authors: []pub.Author{{Name: "Jon Smith"}, {Name: "Ann Lee"}}}})
		b.Add(pub.Record{Publication: &pub.Publication{Title: "Y", Pos: pos, Authors: []pub.Author{{Name: "John Smith"}, {Name: "Bo Chen"}}}})
		c, err := b.Build(context.Background(), BuildOptions{Aliases: rules})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	if got := len(build(nil).Candidates); got != 1 {
		t.Fatalf("%d candidates without rules, want 1 (Jon Smith ~ John Smith)", got)
	}
	c := build([]AliasRule{{Name: "Jon Smith", Other: "John Smith", Line: 2}})
	if len(c.Candidates) != 0 {
		t.Errorf("candidates after not_same_as: %+v, want none", c.Candidates)
	}
}

// TestBylineAlignment checks that two versions of one paper that spell an
// author differently at the same place join that author, while an
// incompatible name at that place stays apart, and that the published
// version does not take its preprint's arXiv DOI.
func TestBylineAlignment(t *testing.T) {
	b := NewBuilder()
	pos := pub.Position{File: "a.bib", Line: 1}
	b.Add(pub.Record{Publication: &pub.Publication{Title: "Lux: Fast Graphs", Year: 2017, Venue: "VLDB", Kind: pub.KindConference, Pos: pos,
		Authors: []pub.Author{{Name: "Zhihao Jia"}, {Name: "Pat McCormick"}, {Name: "Alex Aiken"}}}})
	pos.File = "b.xml"
	b.Add(pub.Record{Publication: &pub.Publication{Title: "Lux: fast graphs.", Year: 2017, Kind: pub.KindPreprint, Venue: "arXiv", DOI: "10.48550/arXiv.1700.00001", Pos: pos,
		Authors: []pub.Author{{Name: "Zhihao Jia"}, {Name: "Patrick S. McCormick"}, {Name: "Alexander Bloggs"}}}})
	c, err := b.Build(context.Background(), BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range c.People {
		names = append(names, p.Name)
	}
	want := []string{"Alex Aiken", "Alexander Bloggs", "Pat McCormick", "Zhihao Jia"}
	if diff := cmp.Diff(want, names); diff != "" {
		t.Errorf("people (-want +got):\n%s", diff)
	}
	if len(c.Publications) != 1 {
		t.Fatalf("%d publications, want 1", len(c.Publications))
	}
	if p := c.Publications[0]; p.DOI != "" || p.ArXiv() != "1700.00001" {
		t.Errorf("published version has DOI %q and arXiv %q, want none and 1700.00001", p.DOI, p.ArXiv())
	}
}

func TestBuildCancelled(t *testing.T) {
	b := NewBuilder()
	b.Add(pub.Record{Publication: &pub.Publication{Title: "A", Authors: []pub.Author{{Name: "Ann Lee"}, {Name: "Bo Chen"}}}})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := b.Build(ctx, BuildOptions{}); !errors.Is(err, context.Canceled) {
		t.Errorf("Build: err = %v, want context.Canceled", err)
	}
}

// TestOwnerlessRelation checks that a relation read without its owner's
// name goes to the owner of its document (named by a record or read from
// its bylines), and to nobody when the document has no owner: never to a
// person without a name.
func TestOwnerlessRelation(t *testing.T) {
	rel := pub.Record{Relation: &pub.Relation{Other: "Orla Quint", Kind: pub.Advisor, Pos: pub.Position{File: "cv.md", Line: 9}}}
	byline := func(title, coauthor string) pub.Record {
		return pub.Record{Publication: &pub.Publication{Title: title, Pos: pub.Position{File: "cv.md", Line: 2},
			Authors: []pub.Author{{Name: "Wren Alder"}, {Name: coauthor}}}}
	}
	bylines := func(n int) []pub.Record {
		var recs []pub.Record
		for i := range n {
			recs = append(recs, byline(fmt.Sprintf("Paper %d", i), []string{"Pim Hart", "Ida Voss", "Kai Brun"}[i%3]))
		}
		return recs
	}
	tests := []struct {
		name string
		recs []pub.Record
		want []string
	}{
		{"owner record", []pub.Record{{Owner: &pub.Person{Name: "Wren Alder", Pos: pub.Position{File: "cv.md", Line: 1}}}, byline("A", "Pim Hart"), rel},
			[]string{"Wren Alder advisor Orla Quint"}},
		{"owner from bylines", append(bylines(minInferPubs), rel),
			[]string{"Wren Alder advisor Orla Quint"}},
		{"no owner", []pub.Record{rel}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := NewBuilder()
			for _, r := range tt.recs {
				if err := b.Add(r); err != nil {
					t.Fatal(err)
				}
			}
			c, err := b.Build(context.Background(), BuildOptions{})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, r := range c.Relations {
				got = append(got, c.People[r.Person].Name+" "+string(r.Kind)+" "+c.People[r.Other].Name)
			}
			for _, p := range c.People {
				if p.Name == "" {
					t.Errorf("a person without a name")
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("relations (-want +got):\n%s", diff)
			}
		})
	}
}

// TestFolderOwnerRelation checks that a relation read in a file that
// names no owner, found by walking a folder the user named, goes to the
// owner of the nearest documents beside it in that folder, and to nobody
// when the nearest ones have two owners or the owner is outside it.
func TestFolderOwnerRelation(t *testing.T) {
	type input struct{ file, folder, owner string }
	rel := func(file string) pub.Record {
		return pub.Record{Relation: &pub.Relation{Other: "Orla Quint", Kind: pub.Advisor, Pos: pub.Position{File: file, Line: 2}}}
	}
	tests := []struct {
		name   string
		owners []input
		rel    input
		want   []string
	}{
		{"owner above", []input{{"cv/cv.md", "cv", "Wren Alder"}}, input{"cv/data/education.csv", "cv", ""},
			[]string{"Wren Alder advisor Orla Quint"}},
		{"owner beside", []input{{"cv/data/pubs.csv", "cv", "Wren Alder"}, {"cv/notes.md", "cv", "Pim Hart"}}, input{"cv/data/education.csv", "cv", ""},
			[]string{"Wren Alder advisor Orla Quint"}},
		{"two owners beside", []input{{"cvs/a.md", "cvs", "Wren Alder"}, {"cvs/b.md", "cvs", "Pim Hart"}}, input{"cvs/education.csv", "cvs", ""},
			nil},
		{"owner in another folder", []input{{"b/cv.md", "b", "Wren Alder"}}, input{"a/education.csv", "a", ""},
			nil},
		{"file named alone", []input{{"cv.md", "", "Wren Alder"}}, input{"education.csv", "", ""},
			nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := NewBuilder()
			for _, o := range tt.owners {
				b.InputIn(o.file, o.folder)
				if err := b.Add(pub.Record{Owner: &pub.Person{Name: o.owner, Pos: pub.Position{File: o.file, Line: 1}}}); err != nil {
					t.Fatal(err)
				}
			}
			b.InputIn(tt.rel.file, tt.rel.folder)
			if err := b.Add(rel(tt.rel.file)); err != nil {
				t.Fatal(err)
			}
			c, err := b.Build(context.Background(), BuildOptions{})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, r := range c.Relations {
				got = append(got, c.People[r.Person].Name+" "+string(r.Kind)+" "+c.People[r.Other].Name)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("relations (-want +got):\n%s", diff)
			}
		})
	}
}

// TestOwnerlessRelationOrder checks that an ownerless relation goes to
// its own document's owner when documents are read out of name order.
func TestOwnerlessRelationOrder(t *testing.T) {
	b := NewBuilder()
	for _, r := range []pub.Record{
		{Owner: &pub.Person{Name: "Wren Alder", Pos: pub.Position{File: "z.md", Line: 1}}},
		{Relation: &pub.Relation{Other: "Orla Quint", Kind: pub.Advisor, Pos: pub.Position{File: "z.md", Line: 5}}},
		{Owner: &pub.Person{Name: "Pim Hart", Pos: pub.Position{File: "a.md", Line: 1}}},
	} {
		if err := b.Add(r); err != nil {
			t.Fatal(err)
		}
	}
	c, err := b.Build(context.Background(), BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Relations) != 1 || c.People[c.Relations[0].Person].Name != "Wren Alder" {
		t.Errorf("relations %+v, want Wren Alder's", c.Relations)
	}
}

// TestOwnerFullName checks that an owner whose bylines give initials
// only keeps the owner record's full name, and that one whose bylines
// spell the given names keeps theirs.
func TestOwnerFullName(t *testing.T) {
	tests := []struct{ owner, byline, want string }{
		{"Wren K. Alder", "W. K. Alder", "Wren K. Alder"},
		{"Wren Alder", "WK Alder", "Wren Alder"},
		{"Wren Kay Alder", "Wrenkay Alder", "Wrenkay Alder"},
		{"W. Alder", "W. Alder", "W. Alder"},
	}
	for _, tt := range tests {
		t.Run(tt.owner, func(t *testing.T) {
			b := NewBuilder()
			pos := pub.Position{File: "cv.md", Line: 1}
			recs := []pub.Record{{Owner: &pub.Person{Name: tt.owner, Pos: pos}}}
			for i, co := range []string{"Pim Hart", "Ida Voss", "Kai Brun"} {
				recs = append(recs, pub.Record{Publication: &pub.Publication{Title: fmt.Sprintf("Paper %d", i), Pos: pos,
					Authors: []pub.Author{{Name: tt.byline}, {Name: co}}}})
			}
			for _, r := range recs {
				if err := b.Add(r); err != nil {
					t.Fatal(err)
				}
			}
			c, err := b.Build(context.Background(), BuildOptions{})
			if err != nil {
				t.Fatal(err)
			}
			var got string
			for _, p := range c.People {
				if p.Owner {
					got = p.Name
				}
			}
			if got != tt.want {
				t.Errorf("owner's name = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestFolderOwnerForms checks that the owner records of the files of one
// CV, found in a folder the user named, are one person when they name
// one person in different forms, and take the fullest form; that a
// folder of sub-folders joins the owners of each sub-folder alone; and
// that a folder of different people's files, or files named alone, join
// no owners by name.
func TestFolderOwnerForms(t *testing.T) {
	type input struct{ file, folder, owner string }
	tests := []struct {
		name   string
		owners []input
		want   []string // the owners, as people.csv names them
	}{
		{"one CV in two files", []input{{"cv/main.tex", "cv", "Wren Q. Alder"}, {"cv/data/pubs.csv", "cv", "W. Alder"}},
			[]string{"Wren Q. Alder"}},
		{"initials against a surname alone", []input{{"cv/cv.Rmd", "cv", "Wren Alder"}, {"cv/data/pubs.csv", "cv", "W Alder"}},
			[]string{"Wren Alder"}},
		{"two people in one folder", []input{{"cvs/a.md", "cvs", "Wren Alder"}, {"cvs/b.md", "cvs", "W. Alder"}, {"cvs/c.md", "cvs", "Pim Hart"}},
			[]string{"Pim Hart", "W. Alder", "Wren Alder"}},
		{"a CV per sub-folder", []input{{"cvs/a/cv.md", "cvs", "Wren Alder"}, {"cvs/a/pubs.csv", "cvs", "W. Alder"}, {"cvs/b/cv.md", "cvs", "Pim Hart"}, {"cvs/b/pubs.bib", "cvs", "P. Hart"}},
			[]string{"Pim Hart", "Wren Alder"}},
		{"conflicting initials", []input{{"cv/a.md", "cv", "Wren Q. Alder"}, {"cv/b.md", "cv", "W. R. Alder"}},
			[]string{"W. R. Alder", "Wren Q. Alder"}},
		{"files named alone", []input{{"a.md", "", "Wren Alder"}, {"b.md", "", "W. Alder"}},
			[]string{"W. Alder", "Wren Alder"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := NewBuilder()
			for _, o := range tt.owners {
				b.InputIn(o.file, o.folder)
				if err := b.Add(pub.Record{Owner: &pub.Person{Name: o.owner, Pos: pub.Position{File: o.file, Line: 1}}}); err != nil {
					t.Fatal(err)
				}
			}
			c, err := b.Build(context.Background(), BuildOptions{})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range c.People {
				if p.Owner {
					got = append(got, p.Name)
				}
			}
			slices.Sort(got)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("owners (-want +got):\n%s", diff)
			}
		})
	}
}

// TestCVFullNameAcrossFiles checks that one full name in two files of
// one CV (a folder whose owner records name one person) is one person,
// that initials alone join no one so, and that the same full name in two
// people's CVs in one folder stays two people without evidence.
func TestCVFullNameAcrossFiles(t *testing.T) {
	type input struct{ file, folder, owner, advisor string }
	tests := []struct {
		name   string
		inputs []input
		want   map[string]int // people per name
	}{
		{"one CV in three files", []input{{"cv/cv.md", "cv", "Wren Alder", ""}, {"cv/edu.md", "cv", "", "Orla Quint"}, {"cv/research.md", "cv", "", "Orla Quint"}},
			map[string]int{"Orla Quint": 1}},
		{"initials alone", []input{{"cv/cv.md", "cv", "Wren Alder", ""}, {"cv/edu.md", "cv", "", "O. Quint"}, {"cv/research.md", "cv", "", "O. Quint"}},
			map[string]int{"O. Quint": 2}},
		{"two people's CVs", []input{{"cvs/a.md", "cvs", "Wren Alder", "Orla Quint"}, {"cvs/b.md", "cvs", "Pim Hart", "Orla Quint"}},
			map[string]int{"Orla Quint": 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := NewBuilder()
			for _, in := range tt.inputs {
				b.InputIn(in.file, in.folder)
				if in.owner != "" {
					if err := b.Add(pub.Record{Owner: &pub.Person{Name: in.owner, Pos: pub.Position{File: in.file, Line: 1}}}); err != nil {
						t.Fatal(err)
					}
				}
				if in.advisor != "" {
					if err := b.Add(pub.Record{Relation: &pub.Relation{Other: in.advisor, Kind: pub.Advisor, Pos: pub.Position{File: in.file, Line: 2}}}); err != nil {
						t.Fatal(err)
					}
				}
			}
			c, err := b.Build(context.Background(), BuildOptions{})
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]int{}
			for _, p := range c.People {
				if _, ok := tt.want[p.Name]; ok {
					got[p.Name]++
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("people per name (-want +got):\n%s", diff)
			}
		})
	}
}
