package main

import (
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
	"github.com/pubgraph/pubgraph/tools/internal/accuracy"
)

// TestScholarFields checks the fields of a record of a citation index's
// profile made of a tagged reference: initials first in the byline, the
// locators and year after the venue.
func TestScholarFields(t *testing.T) {
	r, err := label.ParseTagged("<author>Doe, J. Q., Roe, K., Lee A</author> (<date>2020</date>). <title>An invented study</title>. <container>Journal of Stuff</container>, <locator>3</locator>(<locator>2</locator>), <locator>1–10</locator>.")
	if err != nil {
		t.Fatal(err)
	}
	title, authors, venue, year := scholarFields(r, rand.New(rand.NewSource(1)))
	want := []string{"An invented study", "JQ Doe, K Roe, A Lee", "Journal of Stuff 3, 2, 1-10, 2020", "2020"}
	if diff := cmp.Diff(want, []string{title, authors, venue, year}); diff != "" {
		t.Errorf("scholarFields (-want +got):\n%s", diff)
	}
}

// TestOwnerImplied checks an owner's reference as an owner's list
// writes it: the authors left out, the year moved after the rest, the
// title quoted with a hard break when asked.
func TestOwnerImplied(t *testing.T) {
	r, err := label.ParseTagged("<author>Doe, J. Q.</author> (<date>2020</date>). <title>An invented study</title>. <container>Journal of Stuff</container>, <locator>3</locator>.")
	if err != nil {
		t.Fatal(err)
	}
	got := []string{ownerImplied(r, false), ownerImplied(r, true)}
	want := []string{"An invented study. Journal of Stuff, 3 (2020).", "“An invented study,” Journal of Stuff, 3 (2020).  "}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ownerImplied (-want +got):\n%s", diff)
	}
}

func TestWrap(t *testing.T) {
	got := wrap("one two three four five", 9)
	want := []string{"one two", "three", "four five"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("wrap (-want +got):\n%s", diff)
	}
}

// TestLayoutLabels reads every generated layout of invented references
// and checks that each entry's first line is labelled a start and that
// the reader's sections carry exactly the lines labelled.
func TestLayoutLabels(t *testing.T) {
	var refs []label.Tagged
	for _, src := range []string{
		"<author>Doe, J. and Roe, K.</author> (<date>2020</date>). <title>An invented study of small things that runs long enough to wrap</title>. <container>Journal of Stuff</container>, <locator>3</locator>, <locator>1-10</locator>.",
		"<author>Lee, A.</author> (<date>2019</date>). <title>Another invented title of some length for the wrapped layouts</title>. <container>Letters of Things</container>, <locator>9</locator>, <locator>5-9</locator>.",
	} {
		r, err := label.ParseTagged(src)
		if err != nil {
			t.Fatal(err)
		}
		refs = append(refs, r)
	}
	for k := range genLayouts {
		src, want := layout(refs, k, rand.New(rand.NewSource(1)))
		starts := 0
		for _, l := range want {
			if l == lines.Start {
				starts++
			}
		}
		if starts != len(refs) {
			t.Errorf("layout %d: %d starts, want %d:\n%s", k, starts, len(refs), src)
		}
		seqs := traceLabelled("test", src, want)
		if len(seqs) != 1 {
			t.Errorf("layout %d: %d sections read, want 1:\n%s", k, len(seqs), src)
			continue
		}
	}
}

// TestCorrect checks each correction of the rules' labels by the gold:
// an entry the rules split is joined, two they ran together are parted
// (the start moving back to the byline above the second title), and a
// line they left out joins its publication's entry.
func TestCorrect(t *testing.T) {
	S, C, O := lines.Start, lines.Cont, lines.Other
	byline := lines.Line{First: "Name,"}
	plain := lines.Line{First: "low"}
	rule := func(l lines.Line, lab lines.Label) lines.Line {
		l.Rule, l.RuleIn = lab == S, lab != O
		return l
	}
	tests := []struct {
		name  string
		desc  []lines.Line
		pubOf []int
		want  []lines.Label
	}{
		{"agree", []lines.Line{rule(plain, S), rule(plain, C), rule(plain, S)}, []int{0, -1, 1}, []lines.Label{S, C, S}},
		{"split", []lines.Line{rule(plain, S), rule(plain, S), rule(plain, S)}, []int{0, 0, 1}, []lines.Label{S, C, S}},
		{"merged", []lines.Line{rule(byline, S), rule(plain, C), rule(byline, C), rule(plain, C)}, []int{0, 0, -1, 1}, []lines.Label{S, C, S, C}},
		{"merged, no byline", []lines.Line{rule(plain, S), rule(plain, C), rule(plain, C), rule(plain, C)}, []int{0, 0, -1, 1}, []lines.Label{S, C, C, S}},
		{"left out", []lines.Line{rule(plain, S), rule(plain, O), rule(plain, O), rule(plain, O)}, []int{0, 0, -1, 1}, []lines.Label{S, C, O, S}},
		{"unknown", []lines.Line{rule(plain, O), rule(plain, S), rule(plain, C)}, []int{-1, -1, -1}, []lines.Label{O, S, C}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, correct(tt.desc, tt.pubOf)); diff != "" {
				t.Errorf("correct (-want +got):\n%s", diff)
			}
		})
	}
}

// TestAssign aligns lines with invented gold publications: a line goes
// to the publication whose rarer words it holds, and to none when two
// publications hold them alike.
func TestAssign(t *testing.T) {
	g := &accuracy.Gold{Publications: []accuracy.GoldPub{
		{Title: "Counting invented beetles in small ponds", Authors: []string{"Jane Q. Doe", "Ann Lee"}, Venue: "Journal of Stuff", Year: 2019},
		{Title: "Sorting invented pebbles by colour", Authors: []string{"Jane Q. Doe", "Bob Roe"}, Venue: "Journal of Stuff", Year: 2020},
	}}
	ix := newGoldIndex(g)
	for _, tc := range []struct {
		text string
		want int
	}{
		{"Doe, J. Q. and Lee, A. (2019). Counting invented beetles", 0},
		{"in small ponds. Journal of Stuff, 3, 1-9.", 0},
		{"Doe, J. Q. and Roe, B. (2020).", 1},
		{"Journal of Stuff, invented", -1},
		{"Teaching assistant, 2018", -1},
	} {
		if got := ix.assign(tc.text); got != tc.want {
			t.Errorf("assign(%q) = %d, want %d", tc.text, got, tc.want)
		}
	}
}
