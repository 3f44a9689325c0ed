package cv

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/pub"
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
		{"reviewed author is no author",
			`1. (2012) **Roe, Mara B.** "Finches explained" (book review of *Island Birds* by Ilya Petrov). *Island Science*, 33, 1.`,
			want{[]string{"Mara B. Roe"}, "Finches explained", "Island Science"}},
		{"editors written before eds.",
			`- Mara Roe and Ilya Petrov, **"Finches of the north"** in Island Birds, Volume 5. Ann Lee, Bo Chen & Dan M. Moe-Kurz eds. (Island Press, Oxford 2012).`,
			want{[]string{"Mara Roe", "Ilya Petrov"}, "Finches of the north", "Island Birds"}},
		{"submitted is no venue",
			"- Mara Roe, Ilya Petrov. Finches of the east. Submitted to *Journal of Island Biology*.",
			want{[]string{"Mara Roe", "Ilya Petrov"}, "Finches of the east", ""}},
		{"under review is no venue",
			"- Mara Roe, Ilya Petrov. Finches of the west. Under review.",
			want{[]string{"Mara Roe", "Ilya Petrov"}, "Finches of the west", ""}},
		{"a marked role note is no title",
			"- Petrov I and Roe M*. Hearing in the tree frog of the north (Hyla borealis). *Journal of Island Biology*. 2017 Mar (12), e5538. ***Senior author.***",
			want{[]string{"I Petrov", "M Roe"}, "Hearing in the tree frog of the north (Hyla borealis)", "Journal of Island Biology"}},
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

// TestReadCVAuthorDateEntries reads a list in an author-date style where
// the journal is set in bold italics and some entries have one author.
func TestReadCVAuthorDateEntries(t *testing.T) {
	src := "# Publications\n\n" +
		"**Roe M**, Petrov I, Bello T. (2018). A coupled model of finches and islands. ***Island Letters*** 13.\n\n" +
		"**Roe M.** (2017). Selection of beaks under food web interactions. ***Island Reports*** 8:8.\n\n" +
		"Lee, A.B., C.D. Moe, **M. Roe**, E.F. Poe (2005) Finches in Crisis. ***Island Science*** 309: 561-562\n"
	type pb struct {
		Title   string
		Authors []string
		Year    int
	}
	var got []pb
	for _, p := range cvPubs(parseCVString(t, src)) {
		x := pb{Title: p.Title, Year: p.Year}
		for _, a := range p.Authors {
			x.Authors = append(x.Authors, a.Name)
		}
		got = append(got, x)
	}
	want := []pb{
		{"A coupled model of finches and islands", []string{"M Roe", "I Petrov", "T Bello"}, 2018},
		{"Selection of beaks under food web interactions", []string{"M Roe"}, 2017},
		{"Finches in Crisis", []string{"A.B. Lee", "C.D. Moe", "M. Roe", "E.F. Poe"}, 2005},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestReadCVAuthorDateStatus reads author-date entries whose year is a
// status in parentheses, with a letter where one author has several, and
// whose title after it is in italics or plain.
func TestReadCVAuthorDateStatus(t *testing.T) {
	src := "# Publications\n\n" +
		"Lee, A. and **Roe, M.** (Under review). *Finches of the north: beaks and seeds*.\n\n" +
		"Lee, A. and **Roe, M.** (in preparation a). A cross-island look at finch song.\n\n" +
		"Lee, A. and **Roe, M.** (in preparation b). The song of finches in the south.\n"
	var got []string
	for _, p := range cvPubs(parseCVString(t, src)) {
		got = append(got, p.Title+" | "+strings.Join(authorNames(p.Authors), "; "))
	}
	want := []string{
		"Finches of the north: beaks and seeds | A. Lee; M. Roe",
		"A cross-island look at finch song | A. Lee; M. Roe",
		"The song of finches in the south | A. Lee; M. Roe",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// cvBenchEntries are entries in the styles the entry stage reads, to time
// it per entry.
var cvBenchEntries = []string{
	"1. Mara Roe, Ilya Petrov, and Tunde Bello. Finches of the north. *Journal of Island Biology* 12, 1-9 (2019).",
	"2. **Roe M**, Petrov I, Bello T. (2018). A coupled model of finches and islands. ***Island Letters*** 13.",
	"3. Kranz, Ulrike/Vogt-Lenz, Peter: Zur Geschichte der Mühlen im Hochstift, in: Blätter für Landeskunde 12 (1999), S. 1–20.",
	"4. (2019) **Roe, Mara B.** \"Finches of the north.\"  *Journal of Island Biology*, **5**, 160-171.",
	"5. Ann Lee, Jane Doe, Max Moe. Fast Paths for Slow Networks. In *Proceedings of ThingsConf*, 2024.",
}

// BenchmarkReadCVEntries reads a list of 500 entries; the time per entry
// is the reported time divided by 500.
func BenchmarkReadCVEntries(b *testing.B) {
	var sb strings.Builder
	sb.WriteString("# Publications\n\n")
	for i := range 500 {
		sb.WriteString(cvBenchEntries[i%len(cvBenchEntries)])
		sb.WriteString("\n\n")
	}
	src := sb.String()
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		err := Read(strings.NewReader(src), "bench.md", Options{}, func(pub.Record) error { return nil })
		if err != nil {
			b.Fatal(err)
		}
	}
}

// TestReadCVChapterAndThesisKinds checks the kinds that editors and
// thesis words name, in English and German.
func TestReadCVChapterAndThesisKinds(t *testing.T) {
	src := "# Publications\n\n" +
		"- Kranz, Ulrike: Mühlen im Hochstift, in: Vogt, Peter/Lenz, Anna (Hrsg.): Handbuch der Landeskunde, Münster 2010, S. 5–20.\n" +
		"- Mara Roe. Finches of the north. In Ilya Petrov and Ann Lee (eds.), *Handbook of Island Birds*, 12–30. Oxford: Island Press, 2019.\n" +
		"- Brandt, Jonas: Handwerk und Zunft im späten Mittelalter (Masterarbeit), 2021.\n"
	var got []pub.Kind
	for _, p := range cvPubs(parseCVString(t, src)) {
		got = append(got, p.Kind)
	}
	if diff := cmp.Diff([]pub.Kind{pub.KindChapter, pub.KindChapter, pub.KindThesis}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
