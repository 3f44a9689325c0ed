package profile

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/pub"
)

func TestNameRuns(t *testing.T) {
	got := nameRuns("Ana P. Ferreira, PhD — Curriculum Vitae (2024)")
	want := [][]string{{"Ana", "P.", "Ferreira"}, {"PhD"}, {"Curriculum", "Vitae"}}
	if len(got) != len(want) {
		t.Fatalf("nameRuns = %q, want %q", got, want)
	}
	for i := range want {
		if len(got[i]) != len(want[i]) {
			t.Fatalf("nameRuns = %q, want %q", got, want)
		}
		for j := range want[i] {
			if got[i][j] != want[i][j] {
				t.Errorf("nameRuns = %q, want %q", got, want)
			}
		}
	}
}

// TestSameName checks which ways of writing a name may be one person.
func TestSameName(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"Alexander M. Richardson", "Richardson, A.M.", true},
		{"Alexander M. Richardson", "A. Richardson", true},
		{"Alexander M. Richardson", "Richardson, B.M.", false},
		{"Alexander M. Richardson", "Alexandra Richardson", false},
		{"MARIA GARCIA", "M. Garcia", true},
		{"Jane Doe", "Jane Roe", false},
		{"Kelly L. Doe", "KL Doe", true},
		{"Kelly L. Doe", "Doe KL", true},
		{"Kelly L. Doe", "KM Doe", false},
		{"Jane DOE", "J. Doe", true},
	} {
		if got := sameName(tt.a, tt.b); got != tt.want {
			t.Errorf("sameName(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

// TestClip checks that clip keeps whole characters.
func TestClip(t *testing.T) {
	for n := range 12 {
		got := clip("Universität Zürich", n)
		if !utf8.ValidString(got) || !strings.HasPrefix("Universität Zürich", got) {
			t.Errorf("clip(_, %d) = %q", n, got)
		}
	}
}

// TestFindOwnerBoldOnce checks that one bold name that is a whole byline
// of its own (a bold venue or heading the field reader took for a byline)
// does not make the owner when another name is in most bylines, and that
// a bold name among co-authors still does.
func TestFindOwnerBoldOnce(t *testing.T) {
	mk := func(bylines ...[]string) []*pub.Publication {
		var out []*pub.Publication
		for i, b := range bylines {
			p := &pub.Publication{Title: "Work " + string(rune('A'+i)), Pos: pub.Position{Line: 10 + i}}
			for _, n := range b {
				p.Authors = append(p.Authors, pub.Author{Name: n})
			}
			out = append(out, p)
		}
		return out
	}
	for _, tt := range []struct {
		name    string
		bylines [][]string
		bold    map[int]string
		want    string
	}{
		{"owner in most bylines", [][]string{{"QR Author", "JQ Doe"}, {"JQ Doe", "P Roe"}, {"S Moe", "JQ Doe"}, {"Poster Venue"}},
			map[int]string{3: "Poster Venue"}, "JQ Doe"},
		{"one bold name alone", [][]string{{"JQ Doe", "P Roe"}, {"S Moe"}},
			map[int]string{0: "JQ Doe"}, "JQ Doe"},
		{"one bold name among co-authors on every paper", [][]string{{"JQ Doe", "P Roe"}, {"P Roe", "S Moe"}, {"P Roe"}},
			map[int]string{0: "JQ Doe"}, "JQ Doe"},
		{"bold owner twice", [][]string{{"P Roe", "JQ Doe"}, {"P Roe", "JQ Doe"}, {"P Roe", "S Moe"}},
			map[int]string{0: "JQ Doe", 1: "JQ Doe"}, "JQ Doe"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			d := &cvDoc{Doc: &doc.Doc{}, pubs: mk(tt.bylines...), boldAuthor: map[*pub.Publication]map[string]bool{}}
			for i, n := range tt.bold {
				d.boldAuthor[d.pubs[i]] = map[string]bool{n: true}
			}
			d.findOwnerAsWritten()
			if d.owner.name != tt.want {
				t.Errorf("owner %q, want %q", d.owner.name, tt.want)
			}
		})
	}
}

// TestOwnerName checks that a heading, an organisation, an award or two
// fields cut together is never taken for the owner's name, and that
// names with initials and abbreviations are.
func TestOwnerName(t *testing.T) {
	for _, tt := range []struct {
		name string
		want bool
	}{
		{"Jane Q. Doe", true},
		{"J.Q. Doe", true},
		{"Mary St. Claire", true},
		{"Ana María de la Cruz", true},
		{"Doe, Jane", true},
		{"Field Experience", false},
		{"General Information", false},
		{"Curriculum Vitae", false},
		{"Northfield Trust", false},
		{"Travel Fellowship", false},
		{"Royal Harbour Hospital", false},
		{"UK. Harbourton", false},
	} {
		if got := ownerName(tt.name); got != tt.want {
			t.Errorf("ownerName(%q) = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestAddOwnerWhereLeftOut checks which bylines of an owner's own list
// get the owner: elided ones in a list of a group's papers, those of
// groups only, every one of a list that prints its owner in none, and no
// complete byline of people, nor an elided one, in a list of people's
// papers that prints the owner elsewhere.
func TestAddOwnerWhereLeftOut(t *testing.T) {
	type entry struct {
		authors    []string
		incomplete bool
	}
	for _, tt := range []struct {
		name    string
		owner   string
		entries []entry
		want    [][]string
	}{
		{
			name:  "elided and group bylines",
			owner: "Jane Q. Doe",
			entries: []entry{
				{[]string{"The Example Collaboration", "A. Roe"}, true},
				{[]string{"The Example proto-collaboration"}, false},
				{[]string{"J. Q. Doe"}, false},
				{[]string{"Doe, J.", "B. Moe"}, true},
				{[]string{"B. Lee", "C. Wu"}, false},
			},
			want: [][]string{
				{"The Example Collaboration", "A. Roe", "Jane Q. Doe"},
				{"Jane Q. Doe", "The Example proto-collaboration"},
				{"J. Q. Doe"},
				{"Doe, J.", "B. Moe"},
				{"B. Lee", "C. Wu"},
			},
		},
		{
			// A group named in one byline makes the list a
			// group's papers: an elided byline without the group
			// holds the owner too.
			name:  "elided bylines in a list of a group's papers",
			owner: "Jane Q. Doe",
			entries: []entry{
				{[]string{"The Example Collaboration", "A. Roe"}, true},
				{[]string{"B. Moe"}, true},
				{[]string{"J. Q. Doe"}, false},
			},
			want: [][]string{
				{"The Example Collaboration", "A. Roe", "Jane Q. Doe"},
				{"B. Moe", "Jane Q. Doe"},
				{"J. Q. Doe"},
			},
		},
		{
			// Without a group, "A. Roe et al." is left as printed:
			// who is among the names left out, the byline does not
			// say.
			name:  "elided bylines of people only",
			owner: "Jane Q. Doe",
			entries: []entry{
				{[]string{"A. Roe"}, true},
				{[]string{"B. Moe", "C. Wu"}, true},
				{[]string{"J. Q. Doe"}, false},
				{[]string{"J. Q. Doe", "C. Wu"}, false},
			},
			want: [][]string{{"A. Roe"}, {"B. Moe", "C. Wu"}, {"J. Q. Doe"}, {"J. Q. Doe", "C. Wu"}},
		},
		{
			name:  "the owner printed in no byline",
			owner: "Jane Q. Doe",
			entries: []entry{
				{[]string{"Ann Lee", "Bo Roe"}, false},
				{[]string{"Max Moe"}, false},
				{[]string{"Cy Wu"}, false},
				{nil, false},
			},
			want: [][]string{{"Jane Q. Doe", "Ann Lee", "Bo Roe"}, {"Jane Q. Doe", "Max Moe"}, {"Jane Q. Doe", "Cy Wu"}, nil},
		},
		{
			name:    "two papers are no list of one's own",
			owner:   "Jane Q. Doe",
			entries: []entry{{[]string{"Ann Lee", "Bo Roe"}, false}, {[]string{"Max Moe"}, false}},
			want:    [][]string{{"Ann Lee", "Bo Roe"}, {"Max Moe"}},
		},
		{
			name:  "initials run together and written last",
			owner: "Kim L. Doe",
			entries: []entry{
				{[]string{"KL Doe", "A Roe"}, false},
				{[]string{"Doe KL", "B Moe"}, true},
				{[]string{"C Wu", "D Lee"}, false},
			},
			want: [][]string{{"KL Doe", "A Roe"}, {"Doe KL", "B Moe"}, {"C Wu", "D Lee"}},
		},
		{
			name:  "a name in another script may be the owner",
			owner: "Jane Doe",
			entries: []entry{
				{[]string{"Jane Doe", "Ann Lee"}, false},
				{[]string{"山田花子", "田中太郎"}, true},
			},
			want: [][]string{{"Jane Doe", "Ann Lee"}, {"山田花子", "田中太郎"}},
		},
		{
			name:    "no owner known",
			entries: []entry{{[]string{"A. Roe"}, true}, {[]string{"B. Moe"}, true}, {[]string{"C. Wu"}, true}},
			want:    [][]string{{"A. Roe"}, {"B. Moe"}, {"C. Wu"}},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var pubs []*pub.Publication
			for i, e := range tt.entries {
				p := &pub.Publication{Title: "Work " + string(rune('A'+i)), Incomplete: e.incomplete}
				for _, n := range e.authors {
					p.Authors = append(p.Authors, pub.Author{Name: n})
				}
				pubs = append(pubs, p)
			}
			AddOwnerWhereLeftOut(pubs, tt.owner)
			var got [][]string
			for _, p := range pubs {
				var names []string
				for _, a := range p.Authors {
					names = append(names, a.Name)
				}
				got = append(got, names)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("bylines (-want +got):\n%s", diff)
			}
		})
	}
}

// TestFindOwnerHeaderOverOneMark checks that a header's name stands
// against a name marked in a single byline among co-authors (a venue in
// italics read into a co-editor's byline), and still yields to a name
// the bylines mark twice.
func TestFindOwnerHeaderOverOneMark(t *testing.T) {
	mk := func(bylines ...[]string) []*pub.Publication {
		var out []*pub.Publication
		for i, b := range bylines {
			p := &pub.Publication{Title: "Work " + string(rune('A'+i)), Pos: pub.Position{Line: 10 + i}}
			for _, n := range b {
				p.Authors = append(p.Authors, pub.Author{Name: n})
			}
			out = append(out, p)
		}
		return out
	}
	for _, tt := range []struct {
		name    string
		bylines [][]string
		bold    map[int]string
		want    string
	}{
		{"marked once", [][]string{{}, {}, {}, {"Kim Lee", "Harbour Tidings"}},
			map[int]string{3: "Harbour Tidings"}, "Jana Quinn Roe"},
		{"marked twice", [][]string{{"JQ Doe", "P Lee"}, {"S Moe", "JQ Doe"}, {}},
			map[int]string{0: "JQ Doe", 1: "JQ Doe"}, "JQ Doe"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			lines := []doc.Line{{Line: markup.Line{Num: 1, Text: "Jana Quinn Roe", Raw: "Jana Quinn Roe"}}}
			d := &cvDoc{Doc: &doc.Doc{Lines: lines}, pubs: mk(tt.bylines...), boldAuthor: map[*pub.Publication]map[string]bool{}}
			for i, n := range tt.bold {
				d.boldAuthor[d.pubs[i]] = map[string]bool{n: true}
			}
			d.findOwnerAsWritten()
			if d.owner.name != tt.want {
				t.Errorf("owner %q, want %q", d.owner.name, tt.want)
			}
		})
	}
}
