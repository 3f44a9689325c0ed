package cv

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVPlainStatusHeadings reads a plain-text list whose status
// headings ("In press", "Submitted") stand alone between blank lines,
// unmarked: an entry in press keeps its journal and kind, a submitted one
// is under review, and a kind heading after them ends their section.
func TestReadCVPlainStatusHeadings(t *testing.T) {
	src := "PUBLICATIONS\n\nJournal articles\n\n" +
		"1. Lund K, Amos P. Wetland pollen records from the Baltic coast. Quat Sci Rev. 2019;210:1-12.\n\n" +
		"In press\n\n" +
		"2. Lund K, Berg O. Eel weirs in the Bronze Age. Holocene. In press.\n\n" +
		"Submitted\n\n" +
		"3. Berg O, Lund K. Peat fires and climate. Submitted to Holocene, 2024.\n\n" +
		"Reviews and commentaries\n\n" +
		"4. Lund K. Pollen and people: a review. Veg Hist Archaeobot. 2022;31(4):401-15.\n"
	type pb struct {
		Title string
		Year  int
		Venue string
		Kind  pub.Kind
	}
	want := []pb{
		{"Wetland pollen records from the Baltic coast", 2019, "Quat Sci Rev", pub.KindJournal},
		{"Eel weirs in the Bronze Age", 0, "Holocene", pub.KindJournal},
		{"Peat fires and climate", 2024, "", pub.KindUnderReview},
		{"Pollen and people: a review", 2022, "Veg Hist Archaeobot", pub.KindJournal},
	}
	var got []pb
	for _, p := range cvPubs(parseCVString(t, src)) {
		got = append(got, pb{p.Title, p.Year, p.VenueText, p.Kind})
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestReadCVProfileLine checks that a line about the owner opening a page,
// "Name, field.", with or without a key to the marks below it, is no
// publication, while a one-author entry with a year or venue still is.
func TestReadCVProfileLine(t *testing.T) {
	list := "## 2021\n\n- **Wierzbicki, T.** & Lund, K. Eel weirs in the Bronze Age. *Holocene* **31**, 200–209 (2021).\n"
	tests := []struct {
		name, src string
		titles    []string
	}{
		{"profile line and a key", "# Publications\n\nTomasz Wierzbicki, environmental history of rivers.\n\n\\* equal contribution.\n\n" + list,
			[]string{"Eel weirs in the Bronze Age"}},
		{"profile line alone", "# Publications\n\nTomasz Wierzbicki, Department of History.\n\n" + list,
			[]string{"Eel weirs in the Bronze Age"}},
		{"a one-author paper with a venue", "# Publications\n\nTomasz Wierzbicki, Rivers and weirs. *Holocene*, 2019.\n\n\\* equal contribution.\n\n" + list,
			[]string{"Rivers and weirs", "Eel weirs in the Bronze Age"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, p := range cvPubs(parseCVString(t, tt.src)) {
				got = append(got, p.Title)
			}
			if diff := cmp.Diff(tt.titles, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestReadCVHangingIndent reads references set with a hanging indent, as
// pdftotext gives them: a wrapped line that starts with names (the
// editors after "in") or reads like a byline and a title stays in its
// entry.
func TestReadCVHangingIndent(t *testing.T) {
	src := "PUBLICATIONS\n\n" +
		"Lund, K. (2019) 'Eel weirs and river law', Water History, 11(2),\n      pp. 101–120.\n\n" +
		"Lund, K. and Amos, P. (2022) 'Mills after the flood', in\n" +
		"      Berg, O. and Sato, M. (eds) The Handbook of River Crafts and Hydraulic\n" +
		"      Engineering Heritage. Abingdon: Routledge, pp. 33–51.\n\n" +
		"Amos, P. and Lund, K. (2023) 'Peat cutting and drainage', Holocene,\n      33(4), pp. 400–412.\n"
	var got []string
	p := parseCVString(t, src)
	for _, pb := range cvPubs(p) {
		got = append(got, pb.Title)
	}
	want := []string{"Eel weirs and river law", "Mills after the flood", "Peat cutting and drainage"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestReadCVWorkingPapers reads working and discussion papers as
// preprints, by their series or by their section.
func TestReadCVWorkingPapers(t *testing.T) {
	tests := []struct{ name, src string }{
		{"series", "## Research\n\n- Berg, O. and Lund, K. (2021). Tariffs and river trade. NBER Working Paper No. 28934.\n" +
			"- Lund, K. (2020). Canal tolls. CEPR Discussion Paper 15012.\n"},
		{"section", "## Working Papers\n\n- Berg, O. and Lund, K. (2021). Tariffs and river trade. Mimeo, Uppsala University.\n" +
			"- Lund, K. (2020). Canal tolls. Draft, 2020.\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pubs := cvPubs(parseCVString(t, tt.src))
			if len(pubs) != 2 {
				t.Fatalf("got %d publications, want 2", len(pubs))
			}
			for _, p := range pubs {
				if p.Kind != pub.KindPreprint {
					t.Errorf("%q: kind %q, want preprint", p.Title, p.Kind)
				}
			}
		})
	}
}

// TestReadCVWithAtEnd reads an owner-implied byline in brackets at the
// end of an entry, after the venue: "*Title*, Journal 80(2), 2020, 1–30
// (with A)".
func TestReadCVWithAtEnd(t *testing.T) {
	src := "# Karin Lund\n\n## Publications\n\n" +
		"- *Locks and markets*, Journal of Economic History, 80(2), 2020, 1–30 (with Mika Sato).\n" +
		"- *Canal tolls and trade*, Economic History Review, 71(1), 2018, 5–25 (with Olga Berg and Mika Sato).\n"
	p := parseCVString(t, src)
	type pb struct {
		Title   string
		Authors []string
		Year    int
	}
	var got []pb
	for _, x := range cvPubs(p) {
		var as []string
		for _, a := range x.Authors {
			as = append(as, a.Name)
		}
		got = append(got, pb{x.Title, as, x.Year})
	}
	want := []pb{
		{"Locks and markets", []string{"Karin Lund", "Mika Sato"}, 2020},
		{"Canal tolls and trade", []string{"Karin Lund", "Olga Berg", "Mika Sato"}, 2018},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if len(p.Warnings) != 0 {
		t.Errorf("warnings %q", p.Warnings)
	}
}

// TestReadCVCommunicationsSection checks that a "Communications" section,
// the talks of a French CV, holds no publications.
func TestReadCVCommunicationsSection(t *testing.T) {
	src := "Articles\n--------\n\n- Moreau, Julie (2016), « Les halles et le quartier », *Revue urbaine*, vol. 3, n° 2, p. 5-20.\n\n" +
		"## Communications\n\n- « Marchés et quartiers », colloque de l'Association de géographie, Lyon, juin 2019.\n"
	var got []string
	for _, p := range cvPubs(parseCVString(t, src)) {
		got = append(got, p.Title)
	}
	if diff := cmp.Diff([]string{"Les halles et le quartier"}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestReadCVStatusAfterJournal cuts a status that follows the journal off
// the venue, in English, Italian, Spanish, German and French.
func TestReadCVStatusAfterJournal(t *testing.T) {
	tests := []struct{ entry, venue string }{
		{"K. Lund and O. Berg, *Harmonic weirs on graphs*, Math. Ann., to appear.", "Math. Ann."},
		{"K. Lund e O. Berg, *Stime per le chiuse*, Math. Ann., in corso di stampa.", "Math. Ann."},
		{"Lund, K. y Berg, O. Presas del norte. *Ecosistemas*, en prensa.", "Ecosistemas"},
		{"Lund, Karin/Berg, Olga: Wehre im Norden. In: Zeitschrift für Flussgeschichte, im Druck.", "Zeitschrift für Flussgeschichte"},
	}
	for _, tt := range tests {
		t.Run(tt.entry, func(t *testing.T) {
			pubs := cvPubs(parseCVString(t, "## Publications\n\n- "+tt.entry+"\n"))
			if len(pubs) != 1 {
				t.Fatalf("got %d publications, want 1", len(pubs))
			}
			if pubs[0].VenueText != tt.venue || pubs[0].Year != 0 {
				t.Errorf("venue %q, year %d; want %q, no year", pubs[0].VenueText, pubs[0].Year, tt.venue)
			}
		})
	}
}
