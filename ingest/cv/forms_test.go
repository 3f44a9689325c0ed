package cv

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVBookForms reads books, edited volumes and chapters in a list
// of one section, where the section names no kind: an imprint is no
// venue and makes a book, editors are not authors, and "(dir.)", "(éd.)",
// ", Eds.," mark chapters as "(eds.)" does.
func TestReadCVBookForms(t *testing.T) {
	tests := []struct {
		name  string
		entry string
		want  heldOutPub
	}{
		{"APA book", "Wierzbicki, T. (2015). *Rivers and Empires: Water in Early Modern Poland*. Oxford: Oxford University Press.",
			heldOutPub{"Rivers and Empires: Water in Early Modern Poland", []string{"T. Wierzbicki"}, 2015, "", pub.KindBook}},
		{"Chicago book", "Wierzbicki, Tomasz. 2019. *The Salt Road*. New York: Routledge.",
			heldOutPub{"The Salt Road", []string{"Tomasz Wierzbicki"}, 2019, "", pub.KindBook}},
		{"German book, imprint and year", "Lund, Karin: Holz und Wasser. Eine Geschichte. Stuttgart: Steiner 2019.",
			heldOutPub{"Holz und Wasser. Eine Geschichte", []string{"Karin Lund"}, 2019, "", pub.KindBook}},
		{"Harvard edited volume", "Wierzbicki, T. and Lund, K. (eds) (2020) *Handbook of River History*. London: Bloomsbury.",
			heldOutPub{"Handbook of River History", nil, 2020, "", pub.KindBook}},
		{"French edited volume", "Wierzbicki, Tomasz et Lund, Karin (dir.) (2021), *Fleuves d'Europe*, Paris, Armand Colin.",
			heldOutPub{"Fleuves d'Europe", nil, 2021, "", pub.KindBook}},
		{"German edited volume", "Lund, Karin/Wierzbicki, Tomasz (Hrsg.): Flüsse und Grenzen im Wandel. Berlin: Akademie 2018.",
			heldOutPub{"Flüsse und Grenzen im Wandel", nil, 2018, "", pub.KindBook}},
		{"italic title with a subtitle", "Moreau, J. (2020). *Rivers. A short history*. London: Reaktion Books.",
			heldOutPub{"Rivers. A short history", []string{"J. Moreau"}, 2020, "", pub.KindBook}},
		{"French book, comma imprint", "**Moreau, Julie** (2019), *Les halles. Une histoire sociale*, Paris, Presses de Sciences Po.",
			heldOutPub{"Les halles. Une histoire sociale", []string{"Julie Moreau"}, 2019, "", pub.KindBook}},
		{"French thesis", "Moreau, Julie (2015), *Habiter la gare. Ethnographie d'un quartier*, thèse de doctorat, Université de Lille.",
			heldOutPub{"Habiter la gare. Ethnographie d'un quartier", []string{"Julie Moreau"}, 2015, "thèse de doctorat, Université de Lille", pub.KindThesis}},
		{"German book in a series", "Lund, Karin: Treidelpfade am Rhein. Berlin/Boston: De Gruyter 2016 (Studien zur Flussgeschichte 12).",
			heldOutPub{"Treidelpfade am Rhein", []string{"Karin Lund"}, 2016, "Studien zur Flussgeschichte", pub.KindBook}},
		{"German book in a series with =", "Lund, Karin: Mühlen und Macht. Tübingen: Niemeyer 2012 (= Beihefte zur Technikgeschichte, 45).",
			heldOutPub{"Mühlen und Macht", []string{"Karin Lund"}, 2012, "Beihefte zur Technikgeschichte", pub.KindBook}},
		{"APA book in a series", "Lund, K. (2018). *River law in the Baltic* (Studies in Legal History, Vol. 7). Leiden: Brill.",
			heldOutPub{"River law in the Baltic", []string{"K. Lund"}, 2018, "Studies in Legal History", pub.KindBook}},
		{"German edited volume, one editor", "Lund, Karin (Hrsg.): Holz und Wasser im Mittelalter. Stuttgart: Steiner 2019.",
			heldOutPub{"Holz und Wasser im Mittelalter", nil, 2019, "", pub.KindBook}},
		{"APA chapter", "Wierzbicki, T. (2016). Mills on the Vistula. In K. Lund & P. Amos (Eds.), *Rivers in History* (pp. 33–51). Cambridge: Cambridge University Press.",
			heldOutPub{"Mills on the Vistula", []string{"T. Wierzbicki"}, 2016, "Rivers in History", pub.KindChapter}},
		{"French chapter", "Wierzbicki, Tomasz (2022), « Les moulins de Cracovie », dans Lund, Karin (dir.), *Moulins et rivières*, Lyon, ENS Éditions, p. 101-120.",
			heldOutPub{"Les moulins de Cracovie", []string{"Tomasz Wierzbicki"}, 2022, "Moulins et rivières", pub.KindChapter}},
		{"Chicago chapter", "Wierzbicki, Tomasz. 2023. \"Timber Rafts.\" In *The River Reader*, edited by Karin Lund, 77–95. Chicago: University of Chicago Press.",
			heldOutPub{"Timber Rafts", []string{"Tomasz Wierzbicki"}, 2023, "The River Reader", pub.KindChapter}},
		// A journal whose name holds a colon is no imprint.
		{"journal with a colon", "Wierzbicki, T. (2018). Weirs and wages. *Journal of Economic History: Supplement*, 12(3), 40–61.",
			heldOutPub{"Weirs and wages", []string{"T. Wierzbicki"}, 2018, "Journal of Economic History: Supplement", pub.KindJournal}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Two plain journal articles beside it, so that a guessed
			// kind would be journal.
			src := "## Publications\n\n- " + tt.entry + "\n" +
				"- Lund, K. (2014). Canals at dusk. *Water History*, 6(2), 1–20.\n" +
				"- Amos, P. (2013). Locks and keys. *Water History*, 5(1), 21–40.\n"
			checkFirstPub(t, src, 3, tt.want)
		})
	}
}

// TestReadCVChapterVenues reads the volume of a chapter as its venue in
// the styles that name the editors after "in", after the title ("edited
// by") or with an IEEE "Eds.", and a one-word quoted title.
func TestReadCVChapterVenues(t *testing.T) {
	tests := []struct {
		name, src string
		want      heldOutPub
	}{
		{"Harvard, one-word quoted title", "Lund, K. (2021) 'Weirs', in Berg, O. (ed.) River Histories. London: Routledge, pp. 1–20.",
			heldOutPub{"Weirs", []string{"K. Lund"}, 2021, "River Histories", pub.KindChapter}},
		{"Harvard, wrapped after in", "Lund, K. and Amos, P. (2022) 'Mills after the flood', in\n      Berg, O. and Sato, M. (eds) The Handbook of River Crafts and Hydraulic\n      Engineering Heritage. Abingdon: Routledge, pp. 33–51.",
			heldOutPub{"Mills after the flood", []string{"K. Lund", "P. Amos"}, 2022, "The Handbook of River Crafts and Hydraulic Engineering Heritage", pub.KindChapter}},
		{"APA, pages in brackets", "Lund, K. (2020). Canal towns. In O. Berg & M. Sato (Eds.), River crafts and trades (pp. 33–51). Abingdon: Routledge.",
			heldOutPub{"Canal towns", []string{"K. Lund"}, 2020, "River crafts and trades", pub.KindChapter}},
		{"Chicago, edited by", "Lund, K. 2018. \"Floods and faith.\" In River Worlds, edited by Olga Berg, 12–30. Chicago: University of Chicago Press.",
			heldOutPub{"Floods and faith", []string{"K. Lund"}, 2018, "River Worlds", pub.KindChapter}},
		{"IEEE, Eds.", "K. Lund, \"Mill races,\" in River Engineering, O. Berg and M. Sato, Eds., Cham: Springer, 2019, pp. 45–67.",
			heldOutPub{"Mill races", []string{"K. Lund"}, 2019, "River Engineering", pub.KindChapter}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkFirstPub(t, "PUBLICATIONS\n\n"+tt.src+"\n", 1, tt.want)
		})
	}
}

// TestReadCVProceedingsKinds tells proceedings from journals whose names
// start the same way, and reads the ACS and IEEE marks of a chapter's
// editors.
func TestReadCVProceedingsKinds(t *testing.T) {
	tests := []struct {
		entry string
		want  pub.Kind
	}{
		{"O. Berg and K. Lund, \"Tidal sensors,\" in *Proc. IEEE Int. Conf. Sensing (ICS)*, 2021, pp. 12–15.", pub.KindConference},
		{"O. Berg, \"Buoy arrays,\" in *Proc. Int. Symp. Ocean Eng.*, 2020, pp. 1–4.", pub.KindConference},
		{"O. Berg, Tidal operators, *Proc. Amer. Math. Soc.* **149** (2021), 101–115.", pub.KindJournal},
		{"Berg, O.; Lund, K. Weir Chemistry. In *Modern Hydraulics*; Sato, M., Ed.; Wiley: Weinheim, 2021; pp 45–78.", pub.KindChapter},
		{"O. Berg, \"Sluice control,\" in *Hydraulic Systems*, M. Sato and K. Lund, Eds. Cham, Switzerland: Springer, 2022, pp. 20–41.", pub.KindChapter},
	}
	for _, tt := range tests {
		t.Run(tt.entry, func(t *testing.T) {
			src := "## Publications\n\n- " + tt.entry + "\n- O. Berg, \"Canal locks,\" *J. Hydraul. Res.*, vol. 3, no. 2, pp. 1–9, 2019.\n"
			pubs := cvPubs(parseCVString(t, src))
			if len(pubs) != 2 {
				t.Fatalf("got %d publications, want 2", len(pubs))
			}
			if pubs[0].Kind != tt.want {
				t.Errorf("kind %q, want %q", pubs[0].Kind, tt.want)
			}
		})
	}
}

// TestReadCVAASVenue reads the AAS/ADS form, year before the journal and
// the title last: the venue is the journal without the year.
func TestReadCVAASVenue(t *testing.T) {
	src := "## Refereed\n\n- Lund, K., Berg, O., & Sato, M. 2019, ApJ, 880, 12, *Dust lanes in barred spirals*\n" +
		"- Berg, O., & **Lund, K.** 2021, MNRAS, 501, 3350, *Tidal tails of dwarf galaxies*\n"
	got := asHeldOuts(cvPubs(parseCVString(t, src)))
	want := []heldOutPub{
		{"Dust lanes in barred spirals", []string{"K. Lund", "O. Berg", "M. Sato"}, 2019, "ApJ", pub.KindJournal},
		{"Tidal tails of dwarf galaxies", []string{"O. Berg", "K. Lund"}, 2021, "MNRAS", pub.KindJournal},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestReadCVItalicTitleThenKind reads the AMS form "*Title*, lecture
// notes, Place, Year": the italics end the title, and course notes are
// of kind other, unlike the series "Lecture Notes in Computer Science".
func TestReadCVItalicTitleThenKind(t *testing.T) {
	src := "## Publications\n\n" +
		"1. K. Lund, *Fluvial archives: an introduction*, lecture notes, Uppsala, 2022.\n" +
		"2. K. Lund and O. Berg, *Tidal operators on weighted spaces*, Journal of Functional Analysis **280** (2021), 1--30.\n" +
		"3. K. Lund, *Verified weir controllers*, in Proc. CAV 2020, Lecture Notes in Computer Science, vol. 12224, Springer, 2020, pp. 1–20.\n"
	type pb struct {
		Title string
		Venue string
		Kind  pub.Kind
	}
	want := []pb{
		{"Fluvial archives: an introduction", "", pub.KindOther},
		{"Tidal operators on weighted spaces", "Journal of Functional Analysis", pub.KindJournal},
		{"Verified weir controllers", "Proc. CAV 2020, Lecture Notes in Computer Science, Springer", pub.KindConference},
	}
	var got []pb
	for _, p := range cvPubs(parseCVString(t, src)) {
		got = append(got, pb{p.Title, p.VenueText, p.Kind})
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestReadCVPubMedHyphenated reads PubMed names whose initials hold a
// hyphen ("Park H-J") in given-first order, and cuts a DOI off a
// preprint server's venue.
func TestReadCVPubMedHyphenated(t *testing.T) {
	src := "PREPRINTS\n\nPark H-J*, Lund K*, Berg O. Grid cells remap in darkness. bioRxiv 2022.03.14.484301; doi: https://doi.org/10.1101/2022.03.14.484301 (2022).\n\n" +
		"Lund K, Park H-J, Berg O. Theta sequences in the subiculum. bioRxiv 2021.02.01.429001 (2021).\n"
	got := asHeldOuts(cvPubs(parseCVString(t, src)))
	want := []heldOutPub{
		{"Grid cells remap in darkness", []string{"H-J Park (=)", "K Lund (=)", "O Berg"}, 2022, "bioRxiv 2022.03.14.484301", pub.KindPreprint},
		{"Theta sequences in the subiculum", []string{"K Lund", "H-J Park", "O Berg"}, 2021, "bioRxiv 2021.02.01.429001", pub.KindPreprint},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestReadCVBracketNotes reads notes in square brackets: one pointing to
// another version of a paper is neither its venue nor its kind, while
// APA's "[Preprint]" and "[Doctoral dissertation]" name the kind and are
// no venue.
func TestReadCVBracketNotes(t *testing.T) {
	tests := []struct {
		entry string
		want  heldOutPub
	}{
		{"Sato M, Lund K. Head direction drift. Curr Biol 31, 101–110 (2021). [preprint: bioRxiv 2020.05.01.072900]",
			heldOutPub{"Head direction drift", []string{"M Sato", "K Lund"}, 2021, "Curr Biol", pub.KindJournal}},
		{"Lund, K., & Berg, O. (2023). *Weir counts across Sweden* [Preprint]. SocArXiv. https://doi.org/10.9999/osf.io/abcde",
			heldOutPub{"Weir counts across Sweden", []string{"K. Lund", "O. Berg"}, 2023, "SocArXiv", pub.KindPreprint}},
		{"Lund, K. (2015). *Mills and millers in Småland* [Doctoral dissertation]. Uppsala University.",
			heldOutPub{"Mills and millers in Småland", []string{"K. Lund"}, 2015, "Uppsala University", pub.KindThesis}},
	}
	for _, tt := range tests {
		t.Run(tt.entry, func(t *testing.T) {
			checkFirstPub(t, "## Publications\n\n- "+tt.entry+"\n", 1, tt.want)
		})
	}
}

// TestReadCVItalicTitleNoByline reads lists of one's own works that print
// no byline and set each title in italics at the head of the entry, as
// the law reviews' style does ("*Title*, 12 Law Review 345"): each entry
// is a publication of the owner. The labeller reads the italic text as
// the title, which makes it a marked title.
func TestReadCVItalicTitleNoByline(t *testing.T) {
	src := "# Jane Q. Doe\n\n## Publications\n\n**Articles**\n\n" +
		"2024 *Widgets in the Shadow of Regulation*, 98 Example Law Review 874 (link)\n\n" +
		"*Grade Widgets*, 73 Journal of Legal Examples 421 (Spring)\n\n" +
		"*Overseeing Private Widgets: Evidence from agency review*, 27 University of Somewhere Journal of Business Law 589\n"
	type entry struct {
		Title   string
		Authors []string
	}
	var got []entry
	for _, p := range cvPubs(parseCVString(t, src)) {
		got = append(got, entry{p.Title, authorNames(p.Authors)})
	}
	owner := []string{"Jane Q. Doe"}
	want := []entry{
		{"Widgets in the Shadow of Regulation", owner},
		{"Grade Widgets", owner},
		{"Overseeing Private Widgets: Evidence from agency review", owner},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestReadCVDateColumnYears reads a list whose date column prints a year
// (or a status) once, beside the first of the entries of that year, with
// bold subheadings between groups of entries that open with italic
// titles: each entry takes the year beside or above it, and a subheading
// starts afresh.
func TestReadCVDateColumnYears(t *testing.T) {
	src := "# Jane Q. Doe\n\n## Publications\n\n**Articles**\n\n" +
		"forthcoming *Fair Widgets for Small Traders*, Western Example Law Review\n\n" +
		"2025 *Doe’s Rule in Practice*, 74 Example Law Journal 1851\n\n" +
		"*Grade Widgets and Their Uses*, 73 Journal of Legal Examples 421\n\n" +
		"**Book chapters**\n\n" +
		"*Widget Compliance in Firms*, in Ann Editor, ed., Encyclopedia of Widgets (Example Press)\n\n" +
		"2011 *Moral Widgets in Law*, in The Role of Widgets (Bo Editor, ed., Example Press)\n"
	type entry struct {
		Title string
		Year  int
	}
	var got []entry
	for _, p := range cvPubs(parseCVString(t, src)) {
		got = append(got, entry{p.Title, p.Year})
	}
	want := []entry{
		{"Fair Widgets for Small Traders", 0},
		{"Doe’s Rule in Practice", 2025},
		{"Grade Widgets and Their Uses", 2025},
		{"Widget Compliance in Firms", 0},
		{"Moral Widgets in Law", 2011},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
