package graph

import (
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// pubRec makes a publication record.
func pubRec(file string, line int, p pub.Publication) pub.Record {
	p.Pos = pub.Position{File: file, Line: line}
	return pub.Record{Publication: &p}
}

func TestDedupePublications(t *testing.T) {
	orca := "Orca: A Distributed Serving System for Transformer-Based Generative Models"
	tests := []struct {
		name       string
		recs       []pub.Record
		wantPubs   []Publication
		wantMerges []Merge
	}{
		{
			name: "CV entry and BibTeX entry",
			recs: []pub.Record{
				pubRec("cv.md", 12, pub.Publication{
					Title: orca, Year: 2022, Venue: "OSDI", Kind: pub.KindConference,
					Authors: names("Gyeong-In Yu", "Joo Seong Jeong", "Byung-Gon Chun"),
				}),
				pubRec("refs.bib", 3, pub.Publication{
					Title: "{ORCA}: a distributed serving system for {Transformer-based} generative models", Year: 2022,
					Venue: "OSDI", Kind: pub.KindConference, DBLPKey: "conf/osdi/YuJKKC22",
					Authors: names("Yu, Gyeong-In", "J. S. Jeong", "Byung-Gon Chun"),
				}),
			},
			wantPubs: []Publication{{
				Title: orca, Year: 2022, Venue: "OSDI", Kind: pub.KindConference, DBLPKey: "conf/osdi/YuJKKC22",
				// People are numbered by spelling: Byung-Gon Chun, Gyeong-In Yu, J. S. Jeong.
				Authors: []Authorship{{Person: 1}, {Person: 2}, {Person: 0}},
				Sources: sources("cv.md:12", "refs.bib:3"),
				// Yu and Jeong are spelled two ways: the byline kept
				// keeps its own spellings.
				Rare: &PublicationRare{Written: []string{"Gyeong-In Yu", "Joo Seong Jeong", ""}},
			}},
			wantMerges: []Merge{{Kind: "publication", Into: 0, Name: "{ORCA}: a distributed serving system for {Transformer-based} generative models", Reason: "same title and year, 3 shared authors"}},
		},
		{
			name: "preprint and published version",
			recs: []pub.Record{
				pubRec("cv.md", 5, pub.Publication{
					Title: "Fast Things", Year: 2021, Venue: "arXiv", Kind: pub.KindPreprint, ArXiv: "arXiv:2101.00001v2",
					Authors: names("Ann Lee", "Bo Kim"), Incomplete: true,
				}),
				pubRec("cv.md", 9, pub.Publication{
					Title: "Fast things.", Year: 2023, Venue: "NSDI", Kind: pub.KindConference, DOI: "10.5555/fast",
					Authors: []pub.Author{{Name: "Ann Lee", Equal: true}, {Name: "Bo Kim"}, {Name: "Cy Park"}},
				}),
				pubRec("dblp.xml", 100, pub.Publication{
					Title: "Fast Things.", Year: 2021, Venue: "CoRR", Kind: pub.KindJournal, DBLPKey: "journals/corr/abs-2101-00001",
					ArXiv: "2101.00001", Authors: []pub.Author{{Name: "Ann Lee"}, {Name: "Bo Kim", Equal: true}},
				}),
			},
			wantPubs: []Publication{{
				Title: "Fast things.", Year: 2023, Venue: "NSDI", Kind: pub.KindConference,
				DOI: "10.5555/fast", DBLPKey: "journals/corr/abs-2101-00001",
				Authors: []Authorship{{Person: 0, Equal: true}, {Person: 1, Equal: true}, {Person: 2}},
				Sources: sources("cv.md:5", "cv.md:9", "dblp.xml:100"),
				Rare:    &PublicationRare{ArXiv: "arXiv:2101.00001v2", Versions: []string{"preprint arXiv:2101.00001 (2021)"}},
			}},
			wantMerges: []Merge{
				{Kind: "publication", Into: 0, Name: "Fast Things.", Reason: "same arXiv id 2101.00001"},
				{Kind: "publication", Into: 0, Name: "Fast Things", Reason: "preprint of the published version, 2 shared authors"},
			},
		},
		{
			name: "same title, years far apart",
			recs: []pub.Record{
				pubRec("a.bib", 1, pub.Publication{Title: "Introduction", Year: 2005, Kind: pub.KindJournal, Authors: names("Ann Lee")}),
				pubRec("b.bib", 1, pub.Publication{Title: "INTRODUCTION", Year: 2015, Kind: pub.KindJournal, Authors: names("Ann Lee")}),
			},
			wantPubs: []Publication{
				{Title: "Introduction", Year: 2005, Kind: pub.KindJournal, Authors: []Authorship{{Person: 0}}, Sources: sources("a.bib:1")},
				// A common name alone joins no two documents.
				{Title: "INTRODUCTION", Year: 2015, Kind: pub.KindJournal, Authors: []Authorship{{Person: 1}}, Sources: sources("b.bib:1")},
			},
		},
		{
			name: "same title, no shared author",
			recs: []pub.Record{
				pubRec("a.bib", 1, pub.Publication{Title: "Deep Learning", Year: 2015, Kind: pub.KindJournal, Authors: names("Ann Lee")}),
				pubRec("b.bib", 1, pub.Publication{Title: "Deep learning", Year: 2015, Kind: pub.KindBook, Authors: names("Bo Kim")}),
			},
			wantPubs: []Publication{
				{Title: "Deep Learning", Year: 2015, Kind: pub.KindJournal, Authors: []Authorship{{Person: 0}}, Sources: sources("a.bib:1")},
				{Title: "Deep learning", Year: 2015, Kind: pub.KindBook, Authors: []Authorship{{Person: 1}}, Sources: sources("b.bib:1")},
			},
		},
		{
			name: "same DOI, incomplete lists, adjacent years",
			recs: []pub.Record{
				pubRec("a.bib", 7, pub.Publication{Title: "X", Year: 2019, Kind: pub.KindJournal, DOI: "10.1000/ABC", Authors: names("Ann Lee", "Bo Kim"), Incomplete: true}),
				pubRec("b.ris", 2, pub.Publication{Title: "Y", Year: 2020, Kind: pub.KindJournal, DOI: "https://doi.org/10.1000/abc", Authors: names("Ann Lee", "Bo Kim", "Cy Park"), Incomplete: true}),
				pubRec("a.bib", 10, pub.Publication{Title: "Unrelated", Year: 2020, Kind: pub.KindJournal, Authors: names("Ann Lee")}),
			},
			wantPubs: []Publication{
				{
					Title: "X", Year: 2019, Kind: pub.KindJournal, DOI: "10.1000/ABC", Incomplete: true,
					Authors: []Authorship{{Person: 0}, {Person: 1}, {Person: 2}}, Sources: sources("a.bib:7", "b.ris:2"),
				},
				{Title: "Unrelated", Year: 2020, Kind: pub.KindJournal, Authors: []Authorship{{Person: 0}}, Sources: sources("a.bib:10")},
			},
			wantMerges: []Merge{{Kind: "publication", Into: 0, Name: "Y", Reason: "same DOI 10.1000/abc"}},
		},
		{
			// A CV that prints one DOI under two papers (a typo or a
			// paste): the DOI names one title, and the other paper
			// keeps its own byline.
			name: "same DOI, titles of two papers",
			recs: []pub.Record{
				pubRec("cv.md", 3, pub.Publication{Title: "Sediment transport in braided rivers", Year: 2018, Kind: pub.KindJournal, DOI: "10.1000/xyz", Authors: names("Ann Lee", "Bo Kim")}),
				pubRec("cv.md", 5, pub.Publication{Title: "Glacier mass balance from satellite gravimetry", Year: 2019, Kind: pub.KindJournal, DOI: "10.1000/XYZ", Authors: names("Ann Lee", "Cy Park")}),
				pubRec("refs.bib", 1, pub.Publication{Title: "Sediment Transport in Braided Rivers: A Review", Year: 2018, Kind: pub.KindJournal, DOI: "10.1000/xyz", Authors: names("Ann Lee", "Bo Kim")}),
			},
			wantPubs: []Publication{
				{Title: "Sediment Transport in Braided Rivers: A Review", Year: 2018, Kind: pub.KindJournal, DOI: "10.1000/xyz", Authors: []Authorship{{Person: 0}, {Person: 1}}, Sources: sources("cv.md:3", "refs.bib:1")},
				{Title: "Glacier mass balance from satellite gravimetry", Year: 2019, Kind: pub.KindJournal, DOI: "10.1000/XYZ", Authors: []Authorship{{Person: 0}, {Person: 2}}, Sources: sources("cv.md:5")},
			},
			wantMerges: []Merge{{Kind: "publication", Into: 0, Name: "Sediment transport in braided rivers", Reason: "same DOI 10.1000/xyz"}},
		},
		{
			name: "a complete list beats a longer incomplete one",
			recs: []pub.Record{
				pubRec("a.bib", 1, pub.Publication{Title: "Z paper", Year: 2020, Authors: names("Ann Lee", "Bo Kim", "Cy Park"), Incomplete: true}),
				pubRec("b.bib", 1, pub.Publication{Title: "Z Paper", Authors: names("Ann Lee", "Bo Kim")}),
			},
			wantPubs: []Publication{{
				Title: "Z Paper", Year: 2020, Authors: []Authorship{{Person: 0}, {Person: 1}},
				Sources: sources("a.bib:1", "b.bib:1"),
			}},
			wantMerges: []Merge{{Kind: "publication", Into: 0, Name: "Z paper", Reason: "same title, year unknown, 2 shared authors"}},
		},
		{
			name: "authorless prefaces of different venues",
			recs: []pub.Record{
				pubRec("dblp.xml", 1, pub.Publication{Title: "Preface", Year: 2020, Venue: "SOSP", Kind: pub.KindConference}),
				pubRec("dblp.xml", 2, pub.Publication{Title: "Preface", Year: 2020, Venue: "OSDI", Kind: pub.KindConference}),
				pubRec("cv.md", 1, pub.Publication{Title: "Preface.", Year: 2020, Venue: "OSDI", Kind: pub.KindConference}),
			},
			wantPubs: []Publication{
				{Title: "Preface", Year: 2020, Venue: "OSDI", Kind: pub.KindConference, Authors: []Authorship{}, Sources: sources("cv.md:1", "dblp.xml:2")},
				{Title: "Preface", Year: 2020, Venue: "SOSP", Kind: pub.KindConference, Authors: []Authorship{}, Sources: sources("dblp.xml:1")},
			},
			wantMerges: []Merge{{Kind: "publication", Into: 0, Name: "Preface.", Reason: "same title and year, no authors to compare"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := build(t, nil, tt.recs...)
			for i := range tt.wantPubs {
				tt.wantPubs[i].ID = int32(i)
			}
			// The want lists' sources index testInputs.
			for i := range c.Publications {
				p := &c.Publications[i]
				p.Sources = sources(textsOf(c, p.Sources)...)
			}
			if diff := cmp.Diff(tt.wantPubs, c.Publications); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
			var got []Merge
			for _, m := range c.Merges {
				if m.Kind == "publication" {
					got = append(got, m)
				}
			}
			if diff := cmp.Diff(tt.wantMerges, got); diff != "" {
				t.Errorf("merges (-want +got):\n%s", diff)
			}
		})
	}
}

func TestDedupeCountsPapersOnce(t *testing.T) {
	c := build(t, nil,
		pubRec("cv.md", 1, pub.Publication{Title: "A b c", Year: 2020, Kind: pub.KindPreprint, Authors: names("Ann Lee", "Bo Kim")}),
		pubRec("cv.md", 2, pub.Publication{Title: "A, B, C", Year: 2021, Venue: "SOSP", Kind: pub.KindConference, Authors: names("Ann Lee", "B. Kim")}),
	)
	if len(c.Publications) != 1 || c.People[0].Papers != 1 || c.People[1].Papers != 1 {
		t.Fatalf("got %d publications, papers %d and %d; want 1, 1, 1", len(c.Publications), c.People[0].Papers, c.People[1].Papers)
	}
	if diff := cmp.Diff([]Edge{{U: 0, V: 1, Papers: 1, Fractional: 1, FirstYear: 2021, LastYear: 2021}}, edgeSlice(&c.Edges)); diff != "" {
		t.Errorf("edges (-want +got):\n%s", diff)
	}
}

func TestNaturalCompare(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"cv.md:9", "cv.md:10", -1},
		{"cv.md:10", "cv.md:9", 1},
		{"a.bib:3", "b.bib:1", -1},
		{"x:007", "x:7", 0},
		{"x", "x:1", -1},
		{"x:1:5", "x:1:12", -1},
	}
	for _, tt := range tests {
		if got := naturalCompare(tt.a, tt.b); got != tt.want {
			t.Errorf("naturalCompare(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestNormalizeIdentifiers(t *testing.T) {
	for in, want := range map[string]string{
		"arXiv:2101.00001v2":               "2101.00001",
		"https://arxiv.org/abs/2101.00001": "2101.00001",
		"cs/0112017v1":                     "cs/0112017",
		"2101.00001":                       "2101.00001",
	} {
		if got := normalizeArXiv(in); got != want {
			t.Errorf("normalizeArXiv(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{
		"https://doi.org/10.1000/ABC": "10.1000/abc",
		"doi:10.1000/x":               "10.1000/x",
		" 10.1000/Y ":                 "10.1000/y",
	} {
		if got := normalizeDOI(in); got != want {
			t.Errorf("normalizeDOI(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestDedupeGenericTitle checks a title shared by more publications than
// smallTitleBlock: a copy still finds its original through its authors.
func TestDedupeGenericTitle(t *testing.T) {
	var recs []pub.Record
	for i := range smallTitleBlock + 10 {
		recs = append(recs, pubRec("dblp.xml", i+1, pub.Publication{
			Title: "Introduction", Year: 2020, Kind: pub.KindJournal, Venue: fmt.Sprintf("J%d", i),
			Authors: names(fmt.Sprintf("Editor %c%c Person", 'A'+i/26, 'a'+i%26)),
		}))
	}
	recs = append(recs,
		pubRec("cv.md", 1, pub.Publication{Title: "Introduction.", Year: 2021, Kind: pub.KindJournal, Authors: names("Editor Bh Person", "Co Author")}),
		pubRec("cv.md", 2, pub.Publication{Title: "INTRODUCTION", Year: 2020, Kind: pub.KindJournal, Venue: "J3"}),
	)
	c := build(t, nil, recs...)
	if got, want := len(c.Publications), smallTitleBlock+10; got != want {
		t.Fatalf("got %d publications, want %d", got, want)
	}
	listing := func(source string) []string {
		for _, p := range c.Publications {
			var texts []string
			for _, s := range p.Sources {
				texts = append(texts, c.SourceString(s))
			}
			if slices.Contains(texts, source) {
				return texts
			}
		}
		return nil
	}
	// "Editor Bh Person" is editor 26+7 = 33.
	if diff := cmp.Diff([]string{"cv.md:1", "dblp.xml:34"}, listing("dblp.xml:34")); diff != "" {
		t.Errorf("sources of the copied introduction (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"cv.md:2", "dblp.xml:4"}, listing("dblp.xml:4")); diff != "" {
		t.Errorf("sources of the authorless copy (-want +got):\n%s", diff)
	}
}
