package ingest

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestReadCVCitationStyles reads one entry in each common citation style.
func TestReadCVCitationStyles(t *testing.T) {
	type want struct {
		Title     string
		Authors   []string
		Year      int
		Venue     string
		VenueText string
		Kind      Kind
	}
	tests := []struct {
		name, entry string
		want        want
	}{
		{"ieee", `[1] J. Doe, A. Smith, and B. Lee, “Fast paths for slow networks,” in Proc. IEEE INFOCOM, 2020, pp. 1–10.`,
			want{"Fast paths for slow networks", []string{"J. Doe", "A. Smith", "B. Lee"}, 2020, "INFOCOM", "Proc. IEEE INFOCOM", KindConference}},
		{"acm", `Jane Doe, Alan Smith, and Bob Lee. 2020. Fast Paths for Slow Networks. In Proceedings of the ACM SIGCOMM Conference. ACM, 1–12.`,
			want{"Fast Paths for Slow Networks", []string{"Jane Doe", "Alan Smith", "Bob Lee"}, 2020, "SIGCOMM", "Proceedings of the ACM SIGCOMM Conference", KindConference}},
		{"apa", `Doe, J., Smith, A., & Lee, B. (2020). Fast paths for slow networks. Journal of Network Things, 12(3), 45–67.`,
			want{"Fast paths for slow networks", []string{"Doe, J.", "Smith, A.", "Lee, B."}, 2020, "Journal of Network Things, 12(3), 45–67", "Journal of Network Things, 12(3), 45–67", KindJournal}},
		{"italic title", `Jane Doe, John Roe. *Fast Paths for Slow Networks*. Proceedings of the Workshop on Things, 2019.`,
			want{"Fast Paths for Slow Networks", []string{"Jane Doe", "John Roe"}, 2019, "Proceedings of the Workshop on Things", "Proceedings of the Workshop on Things", KindWorkshop}},
		{"venue first", `**NeurIPS 2021** Fast Paths for Slow Networks. Jane Doe, John Roe.`,
			want{"Fast Paths for Slow Networks", []string{"Jane Doe", "John Roe"}, 2021, "NeurIPS", "NeurIPS 2021", KindConference}},
		{"year first", `2021. Jane Doe and John Roe. "Fast Paths for Slow Networks." Journal of Things 3: 1-9.`,
			want{"Fast Paths for Slow Networks", []string{"Jane Doe", "John Roe"}, 2021, "Journal of Things 3: 1-9", "Journal of Things 3: 1-9", KindJournal}},
		{"underlined owner", `<u>Jane Doe</u>, John Roe, Max Moe. Fast Paths for Slow Networks. *OSDI 2018*.`,
			want{"Fast Paths for Slow Networks", []string{"Jane Doe", "John Roe", "Max Moe"}, 2018, "OSDI", "OSDI 2018", KindConference}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pubs := pubsOf(parseCVString(t, "## Publications\n\n"+tt.entry+"\n"))
			if len(pubs) != 1 {
				t.Fatalf("got %d publications, want 1", len(pubs))
			}
			p := pubs[0]
			got := want{Title: p.Title, Year: p.Year, Venue: p.Venue, VenueText: p.VenueText, Kind: p.Kind}
			for _, a := range p.Authors {
				got.Authors = append(got.Authors, a.Name)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
