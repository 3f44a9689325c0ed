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
