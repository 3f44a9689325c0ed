package entries

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
)

// TestSettle checks which of the line model's changes to the rules'
// labels stand: a split into two readable entries, not a split inside a
// wrapped byline, a join the model makes, an entry the rules left out, and
// lines dropped only at an entry's edges of a table pasted as text and
// never a whole reference.
func TestSettle(t *testing.T) {
	S, C, O := lines.Start, lines.Cont, lines.Other
	whole1 := "A. Author and B. Writer. A study of small things. Journal of Stuff, 12(3):1-10, 2020."
	whole2 := "C. Doe and A. Author. Another study of invented things. Letters of Things, 9:5-9, 2019."
	tests := []struct {
		name  string
		text  []string
		rule  []lines.Label
		model []lines.Label
		want  []lines.Label
	}{
		{"split two whole entries", []string{whole1, whole2}, []lines.Label{S, C}, []lines.Label{S, S}, []lines.Label{S, S}},
		{"no split in a byline", []string{"A. Author, B. Writer, C. Doe and", "Roe* (2011). A study of small things. Journal of Stuff, 12, 1-10."},
			[]lines.Label{S, C}, []lines.Label{S, S}, []lines.Label{S, C}},
		{"the model's join", []string{whole1, "Letters of Things, 9:5-9, 2019."}, []lines.Label{S, S}, []lines.Label{S, C}, []lines.Label{S, C}},
		{"the model's join of two whole entries", []string{whole1, whole2}, []lines.Label{S, S}, []lines.Label{S, C}, []lines.Label{S, C}},
		{"no whole entry dropped", []string{whole1, whole2}, []lines.Label{S, S}, []lines.Label{S, O}, []lines.Label{S, S}},
		{"a page's controls dropped", []string{"Jane Q. Doe", "Professor of Invented Studies", "Title\tCited by\tYear", whole1, whole2, "Show more"},
			[]lines.Label{S, C, C, C, C, C}, []lines.Label{O, O, O, S, S, O}, []lines.Label{O, O, O, S, S, O}},
		{"a table's header dropped", []string{"Title\tCited by\tYear", whole1, whole2}, []lines.Label{S, C, S}, []lines.Label{O, S, S}, []lines.Label{O, S, S}},
		{"no line dropped outside a pasted table", []string{"Title Cited by Year", whole1, whole2}, []lines.Label{S, C, S}, []lines.Label{O, S, S}, []lines.Label{S, S, S}},
		{"no line inside an entry dropped", []string{"A. Author and B. Writer.", "A study of small things.", "Journal of Stuff, 12(3):1-10, 2020.", whole2}, []lines.Label{S, C, C, S}, []lines.Label{S, O, C, S}, []lines.Label{S, C, C, S}},
		{"a note after a whole entry dropped", []string{whole1 + "\t12\t2020", "Show more", whole2}, []lines.Label{S, C, S}, []lines.Label{S, O, S}, []lines.Label{S, O, S}},
		{"a note kept outside a pasted table", []string{whole1, "Show more", whole2}, []lines.Label{S, C, S}, []lines.Label{S, O, S}, []lines.Label{S, C, S}},
		{"a whole record, then one whose byline does not read", []string{"A study of small things", "A Author, B Writer", "Journal of Stuff 12 (3), 1-10, 2020\t4\t2020", "Notes on invented things", "C Doe", "Letters of Things 9, 5-9, 2019"},
			[]lines.Label{S, C, C, C, C, C}, []lines.Label{S, C, C, S, C, C}, []lines.Label{S, C, C, S, C, C}},
		{"no cut after a whole record outside a pasted table", []string{"A study of small things", "A Author, B Writer", "Journal of Stuff 12 (3), 1-10, 2020", "Notes on invented things", "C Doe", "Letters of Things 9, 5-9, 2019"},
			[]lines.Label{S, C, C, C, C, C}, []lines.Label{S, C, C, S, C, C}, []lines.Label{S, C, C, C, C, C}},
		{"no entry inside one of the rules'", []string{"A. Author and B. Writer. A study of small things.", "C. Doe and A. Author. Another study of invented things, 2020.", "Journal of Stuff, 12(3):1-10, 2020."},
			[]lines.Label{S, O, C}, []lines.Label{S, S, C}, []lines.Label{S, O, C}},
		{"an entry the rules left out", []string{"2020", whole2}, []lines.Label{O, O}, []lines.Label{O, S}, []lines.Label{O, S}},
		{"an untitled entry the rules left out", []string{"2020", "A. Author and B. Writer."}, []lines.Label{O, O}, []lines.Label{O, S}, []lines.Label{O, S}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var sl SectionLines
			for i, text := range tt.text {
				l := doc.Line{Line: markup.Line{Text: text, MD: text, Num: i + 1}}
				d := describe(l, nil, label.Default())
				d.Rule, d.RuleIn = tt.rule[i] == S, tt.rule[i] != O
				sl.Lines = append(sl.Lines, l)
				sl.Desc = append(sl.Desc, d)
				sl.Index = append(sl.Index, i)
			}
			if diff := cmp.Diff(tt.want, settle(sl, tt.model)); diff != "" {
				t.Errorf("settle (-want +got):\n%s", diff)
			}
		})
	}
}

// TestSettleHeading checks that the model starts no entry on a heading
// the rules left out when the entry would be the heading alone: a
// subject's heading over entries of the rules.
func TestSettleHeading(t *testing.T) {
	S, C, O := lines.Start, lines.Cont, lines.Other
	text := []string{"SMALL THINGS AND THEIR STUDY", "A study of small things", "A. Author, B. Writer", "Journal of Stuff 2020"}
	var sl SectionLines
	for i, s := range text {
		l := doc.Line{Line: markup.Line{Text: s, MD: s, Num: i + 1, Heading: 2 * b2i(i == 0)}}
		d := describe(l, nil, label.Default())
		d.Rule, d.RuleIn = i == 1, i > 0
		sl.Lines = append(sl.Lines, l)
		sl.Desc = append(sl.Desc, d)
		sl.Index = append(sl.Index, i)
	}
	want := []lines.Label{O, S, C, C}
	if diff := cmp.Diff(want, settle(sl, []lines.Label{S, S, C, C})); diff != "" {
		t.Errorf("settle (-want +got):\n%s", diff)
	}
}

// TestSettleInItem checks that the model splits no list item of the
// rules' at a line that opens no item: a database's summary record, its
// title on the item's line and its authors, journal and ids below.
func TestSettleInItem(t *testing.T) {
	S, C := lines.Start, lines.Cont
	text := []string{"A study of small things.", "Doe J, Roe K.", "J Stuff. 2024 Jan;12(3):45-67.", "PMID: 12345678 Free PMC article."}
	var sl SectionLines
	for i, s := range text {
		l := doc.Line{Line: markup.Line{Text: s, MD: s, Num: i + 1, Item: i == 0, Number: b2i(i == 0)}}
		d := describe(l, nil, label.Default())
		d.Rule, d.RuleIn = i == 0, true
		sl.Lines = append(sl.Lines, l)
		sl.Desc = append(sl.Desc, d)
		sl.Index = append(sl.Index, i)
	}
	want := []lines.Label{S, C, C, C}
	if diff := cmp.Diff(want, settle(sl, []lines.Label{S, C, S, C})); diff != "" {
		t.Errorf("settle (-want +got):\n%s", diff)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
