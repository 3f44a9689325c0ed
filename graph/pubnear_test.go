package graph

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestNearTitles checks that one paper worded slightly differently on
// two pages is one publication with both wordings kept, and that titles
// one word apart stay two papers where the word numbers a part, the title
// is short, the years differ or the bylines do not match.
func TestNearTitles(t *testing.T) {
	lab := names("Ann Lee", "Bo Kim", "Cy Park")
	rec := func(file, title string, year int, authors []pub.Author) pub.Record {
		return pubRec(file, 1, pub.Publication{Title: title, Year: year, Kind: pub.KindConference, Authors: authors})
	}
	tests := []struct {
		name     string
		a, b     pub.Record
		merged   bool
		versions []string
	}{
		{
			name:     "one word changed",
			a:        rec("cv.md", "Nimble: Lightweight and Efficient GPU Task Scheduling for Deep Learning", 2020, lab),
			b:        rec("lab.html", "Nimble: Lightweight and Parallel GPU Task Scheduling for Deep Learning", 2020, lab),
			merged:   true,
			versions: []string{"also titled “Nimble: Lightweight and Parallel GPU Task Scheduling for Deep Learning”"},
		},
		{
			name:     "one word dropped",
			a:        rec("cv.md", "Improving the Performance and Scalability of Graph Stores", 2019, lab),
			b:        rec("lab.html", "Improving Performance and Scalability of Graph Stores", 2019, lab),
			merged:   true,
			versions: []string{"also titled “Improving Performance and Scalability of Graph Stores”"},
		},
		{
			name:   "a shorter byline that is most of the other",
			a:      rec("cv.md", "Improving the Performance and Scalability of Graph Stores", 2019, lab),
			b:      rec("lab.html", "Improving Performance and Scalability of Graph Stores", 2019, names("Ann Lee", "Bo Kim", "Cy Park", "Di Wu")),
			merged: true, versions: []string{"also titled “Improving Performance and Scalability of Graph Stores”"},
		},
		{
			name: "one list, two works",
			a:    rec("cv.md", "Dynamic batching for inference of transformer-based generation tasks", 2022, lab),
			b:    rec("cv.md", "Selective batching for inference of transformer-based generation tasks", 2022, lab),
		},
		{
			name: "numbered parts",
			a:    rec("a.md", "Scheduling GPU Tasks for Deep Learning, Part I", 2020, lab),
			b:    rec("cv.md", "Scheduling GPU Tasks for Deep Learning, Part II", 2020, lab),
		},
		{
			name: "short titles",
			a:    rec("a.md", "Fast Graph Stores", 2020, lab),
			b:    rec("cv.md", "Fast Graph Queries", 2020, lab),
		},
		{
			name: "another year",
			a:    rec("a.md", "Improving the Performance and Scalability of Graph Stores", 2019, lab),
			b:    rec("cv.md", "Improving Performance and Scalability of Graph Stores", 2021, lab),
		},
		{
			name: "another byline",
			a:    rec("a.md", "Improving the Performance and Scalability of Graph Stores", 2019, lab),
			b:    rec("cv.md", "Improving Performance and Scalability of Graph Stores", 2019, names("Ann Lee", "Dan Wu", "Eve Ross")),
		},
		{
			name: "two words apart",
			a:    rec("a.md", "Improving the Performance and Scalability of Graph Stores", 2019, lab),
			b:    rec("cv.md", "Improving Performance and Reliability of Graph Stores", 2019, lab),
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := build(t, nil, tt.a, tt.b)
			if merged := len(c.Publications) == 1; merged != tt.merged {
				t.Fatalf("%d publications, merged %v, want %v", len(c.Publications), merged, tt.merged)
			}
			if !tt.merged {
				return
			}
			// One wording is the title, the other a version.
			p := c.Publications[0]
			want := tt.versions
			if p.Title != tt.a.Publication.Title {
				want = []string{"also titled “" + tt.a.Publication.Title + "”"}
				if p.Title != tt.b.Publication.Title {
					t.Errorf("title %q is neither wording", p.Title)
				}
			}
			if diff := cmp.Diff(want, p.Versions()); diff != "" {
				t.Errorf("versions (-want +got):\n%s", diff)
			}
		})
	}
}

func TestLinkLabelsLeaveTitles(t *testing.T) {
	c := build(t, nil,
		pubRec("cv.md", 1, pub.Publication{Title: "Graph Stores at Scale [pdf] [code] [slides]", Year: 2020, Authors: names("Ann Lee")}),
		pubRec("refs.bib", 1, pub.Publication{Title: "Graph stores at scale", Year: 2020, Authors: names("Lee, Ann")}),
	)
	if len(c.Publications) != 1 || c.Publications[0].Title != "Graph Stores at Scale" {
		t.Errorf("publications %+v, want one titled \"Graph Stores at Scale\"", c.Publications)
	}
	for _, tt := range []struct{ in, want string }{
		{"A Title (PDF)", "A Title"},
		{"A Title [ Slides ]", "A Title"},
		{"Arrays [1, 2] of things", "Arrays [1, 2] of things"},
		{"Demo (with Video)", "Demo (with Video)"},
	} {
		if got := stripLinkLabels(tt.in); got != tt.want {
			t.Errorf("stripLinkLabels(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestOneWordApart(t *testing.T) {
	w := func(s string) []string { return titleWords(s) }
	tests := []struct {
		a, b   string
		wa, wb string
		ok     bool
	}{
		{"a b c d", "a x c d", "b", "x", true},
		{"a b c d", "a c d", "b", "", true},
		{"a c d", "a b c d", "", "b", true},
		{"a b c d", "a b c d e", "", "e", true},
		{"a b c d", "a b c d", "", "", false},
		{"a b c d", "x b c y", "", "", false},
		{"a b c d", "a b", "", "", false},
	}
	for _, tt := range tests {
		wa, wb, ok := oneWordApart(w(tt.a), w(tt.b))
		if wa != tt.wa || wb != tt.wb || ok != tt.ok {
			t.Errorf("oneWordApart(%q, %q) = %q, %q, %v", tt.a, tt.b, wa, wb, ok)
		}
	}
}

// TestNearTitlesManyInBlock checks that many papers by one author in one
// year are still compared by key, each pair one word apart merged once.
func TestNearTitlesManyInBlock(t *testing.T) {
	var recs []pub.Record
	for i := range 200 {
		// Titles of different studies differ in two words.
		title := fmt.Sprintf("Study %s of coastal %s lakes and their plankton", spell(i), spell(i))
		recs = append(recs, pubRec("cv.md", i+1, pub.Publication{Title: title, Year: 2020, Authors: names("Ann Lee", "Bo Kim")}))
		recs = append(recs, pubRec(filepath.Join("lab", "page.md"), i+1, pub.Publication{Title: "A " + title, Year: 2020, Authors: names("Ann Lee", "Bo Kim")}))
	}
	c := build(t, nil, recs...)
	if len(c.Publications) != 200 {
		t.Errorf("%d publications, want 200", len(c.Publications))
	}
}

// spell writes i in letters (base 26, then "q"), so titles differ by a
// word, not a digit.
func spell(i int) string {
	const letters = "abcdefghijklmnopqrstuvwxyz"
	b := []byte{letters[i%26]}
	for i /= 26; i > 0; i /= 26 {
		b = append(b, letters[i%26])
	}
	return string(append(b, 'q'))
}

// BenchmarkDedupeLongTitles measures merging 300k publications with
// eleven-word titles by 30k prolific authors (ten papers a year each), a
// tenth listed again by a second input with one word dropped.
func BenchmarkDedupeLongTitles(b *testing.B) {
	var pubs []Publication
	for i := range 300_000 {
		title := fmt.Sprintf("The %s of %s on the %s of %s in %s lakes", spell(i%97), spell(i), spell(i*7%1009), spell(i/7), spell(i*13%499))
		p := Publication{Title: title, Year: int32(2000 + i%20), Authors: []Authorship{{Person: int32(i % 30_000)}, {Person: int32((i * 7) % 30_000)}},
			Sources: sources(fmt.Sprintf("a:%d", i))}
		pubs = append(pubs, p)
		if i%10 == 0 {
			q := p
			q.Title = strings.Replace(title, "The ", "", 1)
			q.Sources = sources(fmt.Sprintf("b:%d", i))
			pubs = append(pubs, q)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		out, _, _ := dedupePublications(pubs, testInputs)
		b.ReportMetric(float64(len(out)), "pubs")
	}
}
