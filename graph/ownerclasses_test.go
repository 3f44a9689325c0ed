package graph

import (
	"context"
	"fmt"
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// TestOwnerFormsByClass checks, for owners whose names are not a plain
// "Given Surname", that every form their own list writes is the owner
// and that a co-author of the same surname with other given names stays
// apart: Irish surnames with their particle capitalised or accented or
// not, Dutch particles, a double surname shortened to one part, marks
// glued to the name. Names are invented.
func TestOwnerFormsByClass(t *testing.T) {
	tests := []struct {
		owner   string
		forms   []string
		sibling string
	}{
		{"Seán Ó Ceallaigh", []string{"S. Ó Ceallaigh", "S. O Ceallaigh", "O Ceallaigh S", "Ó Ceallaigh, S.", "Sean O Ceallaigh"}, "Máire Ó Ceallaigh"},
		{"Siobhán Ní Bhriain", []string{"S. Ní Bhriain", "Ní Bhriain S", "Ni Bhriain, Siobhan"}, "Aoife Ní Bhriain"},
		{"Ciarán O'Connor", []string{"C. O'Connor", "O’Connor C", "O'Connor C", "C. OConnor"}, "Dara O'Connor"},
		{"Jan Willem van den Berg", []string{"J.W. van den Berg", "Van den Berg, J. W.", "van den Berg JW", "J. van den Berg"}, "Pieter van den Berg"},
		{"Åsa Öberg-Lindqvist", []string{"Å. Öberg-Lindqvist", "Oberg-Lindqvist A", "Å. Lindqvist", "Öberg, Å."}, "Lars Lindqvist"},
		{"Jane Q. Doe", []string{"J. Q. Doeᵃ", "J. Q. Doe²", "Doe, J. Q.*", "J. Doe†"}, "Mark Doe"},
		// A Chinese name in both orders; an initial is not swapped.
		{"Xiaoming Zhang", []string{"Zhang Xiaoming", "Zhang Xiao-Ming", "X. Zhang", "ZHANG Xiaoming"}, "Wei Zhang"},
	}
	for _, tt := range tests {
		t.Run(tt.owner, func(t *testing.T) {
			d := doc{path: "cv.md", owner: tt.owner}
			for k, f := range tt.forms {
				d.pubs = append(d.pubs, []string{fmt.Sprintf("Paper %d", k), "Orla Vantreight", f})
			}
			d.pubs = append(d.pubs, []string{"Sibling paper", tt.sibling, "Orla Vantreight"})
			c := buildDocs(t, nil, d)
			o := personOf(t, c, tt.owner)
			if got, want := int(o.Papers), len(tt.forms); !o.Owner || got != want {
				t.Errorf("owner %v with %d papers, want %d; people: %q", o.Owner, got, want, peopleOf(c))
			}
			if personOf(t, c, tt.sibling) == o {
				t.Errorf("%s joined the owner", tt.sibling)
			}
		})
	}
}

// TestOwnerFormerName checks that the bylines of a list that write its
// owner under the former name its header gives ("Jane Doe (née Roe)")
// are the owner, and that the same name in another document is not.
func TestOwnerFormerName(t *testing.T) {
	b := NewBuilder()
	add := func(rec pub.Record) {
		t.Helper()
		if err := b.Add(rec); err != nil {
			t.Fatal(err)
		}
	}
	b.Input("cv.md")
	add(pub.Record{Owner: &pub.Person{Name: "Jane Doe", Former: "Jane Roe", Pos: pub.Position{File: "cv.md", Line: 1}}})
	for k, n := range []string{"J. Roe", "Roe, Jane", "J. Doe"} {
		add(pub.Record{Publication: &pub.Publication{Title: fmt.Sprintf("Paper %d", k), Kind: pub.KindJournal,
			Authors: names(n, "Orla Vantreight"), Pos: pub.Position{File: "cv.md", Line: 10 + k}}})
	}
	b.Input("other.md")
	add(pub.Record{Publication: &pub.Publication{Title: "Another paper", Kind: pub.KindJournal,
		Authors: names("J. Roe", "Tomas Lind"), Pos: pub.Position{File: "other.md", Line: 3}}})
	c, err := b.Build(context.Background(), BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	o := personOf(t, c, "Jane Doe")
	if !o.Owner || o.Papers != 3 {
		t.Errorf("owner %v with %d papers, want 3; people: %q", o.Owner, o.Papers, peopleOf(c))
	}
	if got := countNamed(c, "J. Roe"); got != 2 {
		t.Errorf("%d people named J. Roe, want 2 (the owner and a stranger); people: %q", got, peopleOf(c))
	}
}
