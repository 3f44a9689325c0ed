package profile

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/cv/doc"
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
