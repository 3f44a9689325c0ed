package graph

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

func TestMergeEditors(t *testing.T) {
	tests := []struct {
		name  string
		lists [][]string
		want  []string
	}{
		{"none", [][]string{nil, {}}, nil},
		{"one version", [][]string{nil, {"Bea Editor", "Carl Redact"}}, []string{"Bea Editor", "Carl Redact"}},
		{"same list twice", [][]string{{"Bea Editor", "Carl Redact"}, {"Bea Editor", "Carl Redact"}}, []string{"Bea Editor", "Carl Redact"}},
		{
			"longest list first, in its order",
			[][]string{{"Carl Redact"}, {"Dana Compiler", "Bea Editor", "Carl Redact"}},
			[]string{"Dana Compiler", "Bea Editor", "Carl Redact"},
		},
		{
			"initials join the full name, written in full",
			[][]string{{"B. Editor", "C. Redact"}, {"Bea Editor"}},
			[]string{"Bea Editor", "C. Redact"},
		},
		{
			"reordered and cased spellings are one editor",
			[][]string{{"Editor, Bea", "REDACT, CARL"}, {"Bea Editor", "Carl Redact"}},
			[]string{"Bea Editor", "Carl Redact"},
		},
		{
			"different given names stay apart",
			[][]string{{"Bea Editor"}, {"Bo Editor"}},
			[]string{"Bea Editor", "Bo Editor"},
		},
		{
			"a union of two lists",
			[][]string{{"Bea Editor", "Carl Redact"}, {"B. Editor", "Dana Compiler"}},
			[]string{"Bea Editor", "Dana Compiler", "Carl Redact"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, mergeEditors(tt.lists)); diff != "" {
				t.Errorf("mergeEditors(%q) (-want +got):\n%s", tt.lists, diff)
			}
			rev := slices.Clone(tt.lists)
			slices.Reverse(rev)
			if diff := cmp.Diff(tt.want, mergeEditors(rev)); diff != "" {
				t.Errorf("mergeEditors(%q), lists reversed (-want +got):\n%s", rev, diff)
			}
		})
	}
}

// editedChapter is one chapter of an edited volume as three inputs list
// it, each with some of the book's editors.
func editedChapter() []pub.Record {
	chapter := func(file string, editors ...string) pub.Record {
		return pubRec(file, 4, pub.Publication{Title: "A Chapter on Invented Things", Year: 2019, Kind: pub.KindChapter,
			Venue: "Handbook of Invented Things", Authors: names("Cy Diaz", "Gil Hart"), Editors: names(editors...)})
	}
	return []pub.Record{
		chapter("a.bib", "Bea Editor", "Carl Redact"),
		chapter("b.ris", "B. Editor", "Dana Compiler"),
		chapter("c.md", "Carl Redact"),
	}
}

// TestMergedEditors checks that a publication merged from several inputs
// keeps the union of their editors, and that the corpus is the same
// bytes in every order of the inputs.
func TestMergedEditors(t *testing.T) {
	recs := editedChapter()
	var first []byte
	for _, order := range [][]int{{0, 1, 2}, {2, 1, 0}, {1, 2, 0}, {2, 0, 1}} {
		var in []pub.Record
		for _, k := range order {
			in = append(in, recs[k])
		}
		c := build(t, nil, in...)
		if len(c.Publications) != 1 {
			t.Fatalf("order %v: %d publications, want 1", order, len(c.Publications))
		}
		want := []string{"Bea Editor", "Dana Compiler", "Carl Redact"}
		if diff := cmp.Diff(want, c.Publications[0].Editors()); diff != "" {
			t.Errorf("order %v: editors (-want +got):\n%s", order, diff)
		}
		got, err := json.Marshal(c.Publications)
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = got
		} else if string(got) != string(first) {
			t.Errorf("order %v: publications\n%s\nwant the first order's\n%s", order, got, first)
		}
	}
}

// TestEditedVolumeMakesNoEdge checks that the editors of an edited
// volume are tied to none of its chapters' authors, even an editor who
// is a person of the corpus through a paper of their own.
func TestEditedVolumeMakesNoEdge(t *testing.T) {
	book := "Handbook of Invented Things"
	c := build(t, nil,
		pubRec("eds.bib", 1, pub.Publication{Title: book, Year: 2019, Kind: pub.KindBook,
			Editors: names("Eve Editor", "Fay Compiler")}),
		pubRec("eds.bib", 8, pub.Publication{Title: "A Chapter on Invented Things", Year: 2019, Kind: pub.KindChapter,
			Venue: book, Authors: names("Cy Diaz"), Editors: names("Eve Editor", "Fay Compiler")}),
		pubRec("eds.bib", 16, pub.Publication{Title: "A Paper of the Editor", Year: 2020, Kind: pub.KindJournal,
			Authors: names("Eve Editor", "Hal Ives")}))
	var people []string
	for _, p := range c.People {
		people = append(people, p.Name)
	}
	if diff := cmp.Diff([]string{"Cy Diaz", "Eve Editor", "Hal Ives"}, people); diff != "" {
		t.Fatalf("people (-want +got):\n%s", diff)
	}
	// Only the editor's own paper ties her to anyone.
	want := []Edge{{U: 1, V: 2, Papers: 1, Fractional: 1, FirstYear: 2020, LastYear: 2020}}
	if diff := cmp.Diff(want, edgeSlice(&c.Edges)); diff != "" {
		t.Errorf("edges (-want +got):\n%s", diff)
	}
	for _, p := range c.Publications {
		if p.Kind == pub.KindJournal {
			continue
		}
		if diff := cmp.Diff([]string{"Eve Editor", "Fay Compiler"}, p.Editors()); diff != "" {
			t.Errorf("%s: editors (-want +got):\n%s", p.Title, diff)
		}
	}
	if got := c.People[1].Papers; got != 1 {
		t.Errorf("Eve Editor has %d papers, want 1 (editing is not authoring)", got)
	}
}
