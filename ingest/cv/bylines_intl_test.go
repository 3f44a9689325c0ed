package cv

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv/entries"
	"github.com/pubgraph/pubgraph/ingest/cv/profile"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVInternationalBylines reads whole entries with those bylines.
func TestReadCVInternationalBylines(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []heldOutPub
	}{
		{
			// GOST 7.1: the first author before the title, every
			// author after the slash; the fuller list is the byline.
			name: "GOST, authors stated after the title",
			src:  "## Статьи\n\n1. Петров И. С. Модели примерных систем / И. С. Петров, А. Б. Смирнова, В. Г. Орлов // Вестник примеров. – 2019. – № 3. – С. 12–20.\n",
			want: []heldOutPub{{"Модели примерных систем", []string{"И. С. Петров", "А. Б. Смирнова", "В. Г. Орлов"}, 2019, "Вестник примеров", pub.KindJournal}},
		},
		{
			name: "GOST, authors stated after the title, a series in the container",
			src:  "## Статьи\n\n4. Орлов В. Г. Резонансы в примерных решётках с дефектом / В. Г. Орлов, И. С. Петров, А. Б. Смирнова // Вестник примеров. Серия образцов. – 2020. – Т. 84, № 5. – С. 640–644.\n",
			want: []heldOutPub{{"Резонансы в примерных решётках с дефектом", []string{"В. Г. Орлов", "И. С. Петров", "А. Б. Смирнова"}, 2020, "Вестник примеров", pub.KindJournal}},
		},
		{
			name: "French, et, bold owner",
			src:  "## Articles\n\n- Roux, Alice et **Moreau, Julie** (2016), « Les halles et le quartier », *Revue urbaine*, vol. 3, n° 2, p. 5-20.\n",
			want: []heldOutPub{{"Les halles et le quartier", []string{"Alice Roux", "Julie Moreau"}, 2016, "Revue urbaine", pub.KindJournal}},
		},
		{
			name: "Spanish, y after initials",
			src:  "## Artículos\n\n1. Navarro Gil, R. y **Soto, M.** (2018). Suelos de montaña. *Revista de Suelos*, 12(2), 40–51.\n",
			want: []heldOutPub{{"Suelos de montaña", []string{"R. Navarro Gil", "M. Soto"}, 2018, "Revista de Suelos", pub.KindJournal}},
		},
		{
			name: "Italian, e in display order",
			src:  "## Pubblicazioni\n\n- F. Greco e **P. Villa**, *Stime per equazioni paraboliche*, Bollettino di Matematica **9** (2016), 1--20.\n",
			want: []heldOutPub{{"Stime per equazioni paraboliche", []string{"F. Greco", "P. Villa"}, 2016, "Bollettino di Matematica", pub.KindJournal}},
		},
		{
			name: "co-first stars with an ampersand and small hyphenated initials",
			src:  "## Papers\n\n- Baek, K.-w.\\*, **Lind, A.\\*** & Mori, T.-y. Reef sponges at night. *Marine Ecology Letters* **12**, 100–110 (2022).\n",
			want: []heldOutPub{{"Reef sponges at night", []string{"K.-w. Baek (=)", "A. Lind (=)", "T.-y. Mori"}, 2022, "Marine Ecology Letters", pub.KindJournal}},
		},
		{
			name: "Korean, names in Hangul parted by commas, a bold owner",
			src:  "## 국내 학술지\n\n1. **김하늘**, 오준서, 한지민, \"그래프 분할의 새로운 기법,\" *정보과학회논문지*, 40(2), pp. 11-20, 2021년.\n",
			want: []heldOutPub{{"그래프 분할의 새로운 기법", []string{"김하늘", "오준서", "한지민"}, 2021, "정보과학회논문지", pub.KindJournal}},
		},
		{
			name: "GB/T 7714, two initials written apart",
			src:  "## 论文\n\n1. NIE X L, WANG Y, ZHANG S Q, 等. A sampling method for sparse graphs[J]. Journal of Examples, 2019, 42(3): 1-10.\n",
			want: []heldOutPub{{"A sampling method for sparse graphs", []string{"X L NIE", "Y WANG", "S Q ZHANG"}, 2019, "Journal of Examples", pub.KindJournal}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := parseCVString(t, tt.src)
			got := asHeldOuts(cvPubs(p))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
			if len(p.Warnings) != 0 {
				t.Errorf("warnings %q", p.Warnings)
			}
		})
	}
}

// TestReadCVImpliedOwnerWarnings checks that an entry without a byline
// on a page that leaves the owner out of its bylines is the owner's, with
// no warning or doubt, while one that nobody can be given still warns.
func TestReadCVImpliedOwnerWarnings(t *testing.T) {
	page := "# Ravi Menon\n\n## Working Papers\n\n**Prices of slow trains** (with Ola Berg and Tim Hale)\n\n" +
		"**Tariffs on the coast** (with Ola Berg)\n\n**Ferries and fares**. *Transport Letters*, 2021\n"
	tests := []struct {
		name     string
		src      string
		authors  []string // of the last entry
		warnings []string
	}{
		{"owner implied", page, []string{"Ravi Menon"}, nil},
		// A list that names its owner nowhere says so once, and the
		// entry is its unnamed owner's.
		{"no owner to imply", strings.Replace(page, "# Ravi Menon\n\n", "", 1), []string{"(implied)"},
			[]string{`cv.md:3: ` + profile.UnnamedOwnerWarning}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := parseCVString(t, tt.src)
			pubs := cvPubs(p)
			if len(pubs) != 3 {
				t.Fatalf("got %d publications, want 3", len(pubs))
			}
			last := pubs[2]
			got := []string{}
			for _, a := range last.Authors {
				if a.Implied {
					got = append(got, "(implied)")
					continue
				}
				got = append(got, a.Name)
			}
			if diff := cmp.Diff(tt.authors, got); diff != "" {
				t.Errorf("authors (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.warnings, p.Warnings); diff != "" {
				t.Errorf("warnings (-want +got):\n%s", diff)
			}
			if slices.Contains(last.Doubts, entries.NoBylineDoubt) {
				t.Errorf("doubts %q", last.Doubts)
			}
		})
	}
}

// TestReadCVGOSTStatedAuthors checks the authors of GOST entries whose
// fuller list after the slash the labeller runs on into the container
// ("/ A, B, C // Journal. Series"): the list is cut at "//", and the
// venue keeps no slashes. The kind such entries get is not checked here.
func TestReadCVGOSTStatedAuthors(t *testing.T) {
	const src = "## Статьи\n\n4. Орлов В. Г. Резонансы в примерных решётках с дефектом / В. Г. Орлов, И. С. Петров, А. Б. Смирнова // Известия АН. Серия примерная. – 2020. – Т. 84, № 5. – С. 640–644.\n"
	pubs := cvPubs(parseCVString(t, src))
	if len(pubs) != 1 {
		t.Fatalf("%d publications, want 1", len(pubs))
	}
	var got []string
	for _, a := range pubs[0].Authors {
		got = append(got, a.Name)
	}
	if want := []string{"В. Г. Орлов", "И. С. Петров", "А. Б. Смирнова"}; !slices.Equal(got, want) {
		t.Errorf("authors %q, want %q", got, want)
	}
	if strings.Contains(pubs[0].Venue, "/") {
		t.Errorf("venue %q holds a slash", pubs[0].Venue)
	}
}
