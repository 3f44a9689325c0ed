package ingest

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestReadCVRoles checks that editors, translators and reviewed authors
// never become co-authors, and that a status is no venue.
func TestReadCVRoles(t *testing.T) {
	type want struct {
		Authors []string
		Title   string
		Venue   string
	}
	tests := []struct {
		name, entry string
		want        want
	}{
		{"editors after in: with (Hrsg.)",
			"- Kranz, Ulrike: Mühlen im Hochstift, in: Vogt, Peter/Lenz, Anna/Roth, Jonas (Hrsg.): Handbuch der Landeskunde, Münster 2010, S. 5–20.",
			want{[]string{"Ulrike Kranz"}, "Mühlen im Hochstift", "Handbuch der Landeskunde"}},
		{"editors with (eds.)",
			"- Mara Roe. Finches of the north. In Ilya Petrov, Tunde Bello and Ann Lee (eds.), *Handbook of Island Birds*, 12–30. Oxford: Island Press, 2019.",
			want{[]string{"Mara Roe"}, "Finches of the north", "Handbook of Island Birds"}},
		{"submitted is no venue",
			"- Mara Roe, Ilya Petrov. Finches of the east. Submitted to *Journal of Island Biology*.",
			want{[]string{"Mara Roe", "Ilya Petrov"}, "Finches of the east", ""}},
		{"under review is no venue",
			"- Mara Roe, Ilya Petrov. Finches of the west. Under review.",
			want{[]string{"Mara Roe", "Ilya Petrov"}, "Finches of the west", ""}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pubs := cvPubs(parseCVString(t, "# Publications\n\n"+tt.entry+"\n"))
			if len(pubs) != 1 {
				t.Fatalf("got %d publications, want 1", len(pubs))
			}
			got := want{Title: pubs[0].Title, Venue: pubs[0].VenueText}
			for _, a := range pubs[0].Authors {
				got.Authors = append(got.Authors, a.Name)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestEditorCue(t *testing.T) {
	tests := []struct {
		s          string
		start, end int
		want       bool
	}{
		{"Title, in: Roe, Mara (Hrsg.): Book", 11, 21, true},
		{"Title. Edited by Mara Roe. Press", 17, 25, true},
		{"Mara Roe, Ilya Petrov. Title", 0, 21, false},
		{"Title. In Mara Roe (ed.), Book", 10, 18, true},
	}
	for _, tt := range tests {
		if got := editorCue(tt.s, tt.start, tt.end); got != tt.want {
			t.Errorf("editorCue(%q, %d, %d) = %v, want %v", tt.s, tt.start, tt.end, got, tt.want)
		}
	}
}

// TestReadCVAuthorDateEntries reads a list in an author-date style where
// the journal is set in bold italics and some entries have one author.
func TestReadCVAuthorDateEntries(t *testing.T) {
	src := "# Publications\n\n" +
		"**Roe M**, Petrov I, Bello T. (2018). A coupled model of finches and islands. ***Island Letters*** 13.\n\n" +
		"**Roe M.** (2017). Selection of beaks under food web interactions. ***Island Reports*** 8:8.\n\n" +
		"Lee, A.B., C.D. Moe, **M. Roe**, E.F. Poe (2005) Finches in Crisis. ***Island Science*** 309: 561-562\n"
	type pub struct {
		Title   string
		Authors []string
		Year    int
	}
	var got []pub
	for _, p := range cvPubs(parseCVString(t, src)) {
		x := pub{Title: p.Title, Year: p.Year}
		for _, a := range p.Authors {
			x.Authors = append(x.Authors, a.Name)
		}
		got = append(got, x)
	}
	want := []pub{
		{"A coupled model of finches and islands", []string{"M Roe", "I Petrov", "T Bello"}, 2018},
		{"Selection of beaks under food web interactions", []string{"M Roe"}, 2017},
		{"Finches in Crisis", []string{"A.B. Lee", "C.D. Moe", "M. Roe", "E.F. Poe"}, 2005},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
