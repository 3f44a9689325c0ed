package ingest

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestParseBylineInternational reads bylines joined the way French, German,
// Spanish and Italian lists join them, with Gaelic surnames and with
// Japanese and Korean initials in small letters.
func TestParseBylineInternational(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		// "et", "und", "y", "e" join the last two names.
		{"Moreau, Julie et Fabre, Louis-Marie (2014), « Titre »", []string{"Moreau, Julie", "Fabre, Louis-Marie"}},
		{"Moreau, Julie, Petit, Anne et Fabre, Louis (2014)", []string{"Moreau, Julie", "Petit, Anne", "Fabre, Louis"}},
		{"Julie Moreau et Louis Fabre. Un titre", []string{"Julie Moreau", "Louis Fabre"}},
		{"Krause, Jonas und Vogt, Eva: Ein Titel", []string{"Krause, Jonas", "Vogt, Eva"}},
		{"Navarro Gil, R. y Soto, M. (2011). Un título", []string{"Navarro Gil, R.", "Soto, M."}},
		{"R. Navarro y M. Soto, Un título", []string{"R. Navarro", "M. Soto"}},
		{"F. Greco e P. Villa, \\emph{Un titolo}", []string{"F. Greco", "P. Villa"}},
		{"Greco, Fabio e Villa, Paola (2010)", []string{"Greco, Fabio", "Villa, Paola"}},
		// "y" and "e" between two surnames stay part of the name.
		{"Ortega y Gasset, J., Soto, M. (1990)", []string{"Ortega y Gasset, J.", "Soto, M."}},
		{"Luís Silva e Costa, Ana Pires (2001)", []string{"Luís Silva e Costa", "Ana Pires"}},
		// "et al." is an elision, not "et" before a name.
		{"Moreau, J., et al. (2014)", []string{"Moreau, J."}},
		// Gaelic surnames written surname first.
		{"Ó Dálaigh, C., Wren, P., & Ní Chonaill, S. (2019). Title", []string{"Ó Dálaigh, C.", "Wren, P.", "Ní Chonaill, S."}},
		{"Brogan, E. and Ó Dálaigh, C. 2019, ApJ", []string{"Brogan, E.", "Ó Dálaigh, C."}},
		// Hyphenated initials in small letters.
		{"K.-w. Baek, T.-y. Mori, and A. Lind, \"Title,\"", []string{"K.-w. Baek", "T.-y. Mori", "A. Lind"}},
		{"Baek, K.-w.*, Lind, A.* & Mori, T.-y. Title. J. X 3, 1 (2020).", []string{"Baek, K.-w.", "Lind, A.", "Mori, T.-y."}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			var got []string
			for _, a := range parseByline(tt.in, 0, false).authors {
				got = append(got, a.Name)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestReadCVInternationalBylines reads whole entries with those bylines.
func TestReadCVInternationalBylines(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []heldOutPub
	}{
		{
			name: "French, et, bold owner",
			src:  "## Articles\n\n- Roux, Alice et **Moreau, Julie** (2016), « Les halles et le quartier », *Revue urbaine*, vol. 3, n° 2, p. 5-20.\n",
			want: []heldOutPub{{"Les halles et le quartier", []string{"Alice Roux", "Julie Moreau"}, 2016, "Revue urbaine", KindJournal}},
		},
		{
			name: "Spanish, y after initials",
			src:  "## Artículos\n\n1. Navarro Gil, R. y **Soto, M.** (2018). Suelos de montaña. *Revista de Suelos*, 12(2), 40–51.\n",
			want: []heldOutPub{{"Suelos de montaña", []string{"R. Navarro Gil", "M. Soto"}, 2018, "Revista de Suelos", KindJournal}},
		},
		{
			name: "Italian, e in display order",
			src:  "## Pubblicazioni\n\n- F. Greco e **P. Villa**, *Stime per equazioni paraboliche*, Bollettino di Matematica **9** (2016), 1--20.\n",
			want: []heldOutPub{{"Stime per equazioni paraboliche", []string{"F. Greco", "P. Villa"}, 2016, "Bollettino di Matematica", KindJournal}},
		},
		{
			name: "co-first stars with an ampersand and small hyphenated initials",
			src:  "## Papers\n\n- Baek, K.-w.\\*, **Lind, A.\\*** & Mori, T.-y. Reef sponges at night. *Marine Ecology Letters* **12**, 100–110 (2022).\n",
			want: []heldOutPub{{"Reef sponges at night", []string{"K.-w. Baek (=)", "A. Lind (=)", "T.-y. Mori"}, 2022, "Marine Ecology Letters", KindJournal}},
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
		{"no owner to imply", strings.Replace(page, "# Ravi Menon\n\n", "", 1), []string{},
			[]string{`cv.md:7: publication "Ferries and fares": no author list found`}},
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
				got = append(got, a.Name)
			}
			if diff := cmp.Diff(tt.authors, got); diff != "" {
				t.Errorf("authors (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.warnings, p.Warnings); diff != "" {
				t.Errorf("warnings (-want +got):\n%s", diff)
			}
			if hasDoubt := slices.Contains(last.Doubts, noBylineDoubt); hasDoubt != (len(tt.warnings) > 0) {
				t.Errorf("doubts %q", last.Doubts)
			}
		})
	}
}
