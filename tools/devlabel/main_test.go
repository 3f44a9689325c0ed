package main

import (
	"testing"

	"github.com/pubgraph/pubgraph/ingest/label"
)

func ptr[T any](v T) *T { return &v }

// TestAlign aligns invented entries with their gold: title, byline,
// venue and year; what the gold does not cover is left to the model's
// locator, publisher, identifier, note and editor labels (an untrained
// model here, so Other).
func TestAlign(t *testing.T) {
	untrained := &label.Model{}
	gold := []goldPub{
		{Title: "A study of small lakes", Authors: []string{"Jane Q. Doe", "Karl Roe"}, Venue: ptr("Freshwater Letters"), Year: ptr(2021)},
		{Title: "Reeds and their shade", Authors: []string{"Mara Moe", "Jane Doe"}, VenueFull: ptr("Aquatic Botany Review, 12, 3-9"), Year: ptr(2018)},
		{Title: "Ponds in winter time", Authors: []string{"Jane Doe"}, Year: ptr(2019)},
		{Title: "Notes on the ice of ponds", Authors: []string{"Jane Doe", "Karl Roe", "Li Poe"}},
		{Title: "Frogs of the lake shore", Authors: []string{"Jane Doe"}, Venue: ptr("Lake Volume"), Year: ptr(2017)},
	}
	tests := []struct {
		name string
		e    observed
		want string
		ok   bool
	}{
		{"names first", observed{text: "Jane Q. Doe and Karl Roe. A study of small lakes. Freshwater Letters 3, 2021.",
			spans: []label.Span{{Start: 0, End: 11, Marks: label.Bold}}},
			"<author><b>Jane Q. Doe</b> and Karl Roe</author>. <title>A study of small lakes</title>. <container>Freshwater Letters</container> 3, <date>2021</date>.", true},
		{"inverted names and a full venue", observed{text: "Moe, M., & Doe, J. (2018). Reeds and their shade. Aquatic Botany Review, 12, 3-9."},
			"<author>Moe, M., &amp; Doe, J.</author> (<date>2018</date>). <title>Reeds and their shade</title>. <container>Aquatic Botany Review</container>, 12, 3-9.", true},
		{"owner implied", observed{text: "Ponds in winter time. In press, 2019."},
			"<title>Ponds in winter time</title>. <status>In press</status>, <date>2019</date>.", true},
		{"marks, a status and link labels", observed{text: "Doe, J.*, Roe, K.*. A study of small lakes. Freshwater Letters, to appear. [PDF] Slides",
			spans: []label.Span{{Start: 81, End: 87, Marks: label.Link}}},
			"<author>Doe, J.*, Roe, K.*.</author> <title>A study of small lakes</title>. <container>Freshwater Letters</container>, <status>to appear</status>. [<linkword>PDF</linkword>] <a><linkword>Slides</linkword></a>", true},
		{"the editors after the volume", observed{text: "2017 “Frogs of the lake shore” in Lake Volume, Moe, M. & Poe, L. (eds.), Northfield: Press, 1-9."},
			"<date>2017</date> “<title>Frogs of the lake shore</title>” in <container>Lake Volume</container>, <editor>Moe, M. &amp; Poe, L.</editor> (eds.), Northfield: Press, 1-9.", true},
		{"the editors before the volume", observed{text: "Ponds in winter time. In M. Moe and L. Poe (eds.), Lake Book, 1-9."},
			"<title>Ponds in winter time</title>. In <editor>M. Moe and L. Poe</editor> (eds.), Lake Book, 1-9.", true},
		{"no editors without a volume or an In", observed{text: "Ponds in winter time, Lake Book, M. Moe (ed.), 1-9."},
			"<title>Ponds in winter time</title>, Lake Book, M. Moe (ed.), 1-9.", true},
		{"a title alone", observed{text: "Ponds in winter time"}, "<title>Ponds in winter time</title>", true},
		{"a byline missing most names", observed{text: "Notes on the ice of ponds, with Li Poe."}, "", false},
		{"no gold title", observed{text: "Invited talk, Northfield University, 2020."}, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := align(untrained, tt.e, gold)
			if ok != tt.ok {
				t.Fatalf("aligned %v, want %v (%s)", ok, tt.ok, got.String())
			}
			if ok && got.String() != tt.want {
				t.Errorf("got\n  %s\nwant\n  %s", got.String(), tt.want)
			}
		})
	}
}

// TestWidenByline widens the surnames found to whole names.
func TestWidenByline(t *testing.T) {
	tests := []struct {
		text     string
		s, e     int
		inverted bool
		want     string
	}{
		{"Jane Q. Doe and Karl Roe. Title.", 8, 24, false, "Jane Q. Doe and Karl Roe"},
		{"Doe, J. Q., Roe, K. Title.", 0, 15, true, "Doe, J. Q., Roe, K."},
		{"Doe, Jane, and Karl Roe et al. Title.", 0, 23, true, "Doe, Jane, and Karl Roe et al."},
		{"Roe, Karl & Doe, Jane. Title.", 0, 15, true, "Roe, Karl & Doe, Jane."},
		{"Doe JQ*, Roe K. Title.", 0, 13, false, "Doe JQ*, Roe K."},
	}
	for _, tt := range tests {
		s, e := widenByline(tt.text, tt.s, tt.e, nil, tt.inverted)
		if got := tt.text[s:e]; got != tt.want {
			t.Errorf("widenByline(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestWithoutStatus takes the status out of full venues.
func TestWithoutStatus(t *testing.T) {
	for _, tt := range []struct {
		in, want string
		ok       bool
	}{
		{"Journal of Small Lakes", "Journal of Small Lakes", true},
		{"Under review at Journal of Small Lakes", "Journal of Small Lakes", true},
		{"In revision for Pond Studies", "Pond Studies", true},
		{"Accepted in principle for publication in Pond Studies", "Pond Studies", true},
		{"Pond Studies, Just Accepted", "Pond Studies", true},
		{"Lake Bank Discussion Paper (Forthcoming)", "Lake Bank Discussion Paper", true},
		{"(revise and resubmit).", "", false},
	} {
		got, ok := withoutStatus(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("withoutStatus(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}
