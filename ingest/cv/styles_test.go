package cv

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVCitationStyles reads one entry in each common citation style.
func TestReadCVCitationStyles(t *testing.T) {
	type want struct {
		Title     string
		Authors   []string
		Year      int
		Venue     string
		VenueText string
		Kind      pub.Kind
	}
	tests := []struct {
		name, entry string
		want        want
	}{
		{"ieee", `[1] J. Doe, A. Smith, and B. Lee, “Fast paths for slow networks,” in Proc. IEEE INFOCOM, 2020, pp. 1–10.`,
			want{"Fast paths for slow networks", []string{"J. Doe", "A. Smith", "B. Lee"}, 2020, "INFOCOM", "Proc. IEEE INFOCOM", pub.KindConference}},
		{"acm", `Jane Doe, Alan Smith, and Bob Lee. 2020. Fast Paths for Slow Networks. In Proceedings of the ACM SIGCOMM Conference. ACM, 1–12.`,
			want{"Fast Paths for Slow Networks", []string{"Jane Doe", "Alan Smith", "Bob Lee"}, 2020, "SIGCOMM", "Proceedings of the ACM SIGCOMM Conference", pub.KindConference}},
		{"apa", `Doe, J., Smith, A., & Lee, B. (2020). Fast paths for slow networks. Journal of Network Things, 12(3), 45–67.`,
			want{"Fast paths for slow networks", []string{"J. Doe", "A. Smith", "B. Lee"}, 2020, "Journal of Network Things", "Journal of Network Things", pub.KindJournal}},
		{"italic title", `Jane Doe, John Roe. *Fast Paths for Slow Networks*. Proceedings of the Workshop on Things, 2019.`,
			want{"Fast Paths for Slow Networks", []string{"Jane Doe", "John Roe"}, 2019, "Proceedings of the Workshop on Things", "Proceedings of the Workshop on Things", pub.KindWorkshop}},
		{"venue first", `**NeurIPS 2021** Fast Paths for Slow Networks. Jane Doe, John Roe.`,
			want{"Fast Paths for Slow Networks", []string{"Jane Doe", "John Roe"}, 2021, "NeurIPS", "NeurIPS 2021", pub.KindConference}},
		{"year first", `2021. Jane Doe and John Roe. "Fast Paths for Slow Networks." Journal of Things 3: 1-9.`,
			want{"Fast Paths for Slow Networks", []string{"Jane Doe", "John Roe"}, 2021, "Journal of Things", "Journal of Things", pub.KindJournal}},
		{"link title by byline", `- [Fast Paths for Slow Networks](https://example.org/p.pdf) by Jane Doe, John Roe. *International Workshop on
  Things (Things @ WWW)*, Lyon (France), 2012<br>**Best Paper Award**<br>**Code:** [github](https://example.org)`,
			want{"Fast Paths for Slow Networks", []string{"Jane Doe", "John Roe"}, 2012, "WWW", "International Workshop on Things (Things @ WWW)", pub.KindWorkshop}},
		{"link title br lines", "1. [Fast Paths for Slow Networks](https://example.org/p.pdf) <br>\n**Jane Doe** *, John  Roe *, Ting-Hao 'Max' Moe <br>\nData Explorations Letters, June 2023 [[arXiv version](https://arxiv.org/abs/2210.10488)]",
			want{"Fast Paths for Slow Networks", []string{"Jane Doe", "John Roe", "Ting-Hao 'Max' Moe"}, 2023, "Data Explorations Letters", "Data Explorations Letters", pub.KindJournal}},
		{"chicago", `Doe, Jane, John Smith, and Max Moe. "Fast Paths for Slow Networks." In *Handbook of Things*, edited by Ann Lee. Chapter 3. Springer, 2019.`,
			want{"Fast Paths for Slow Networks", []string{"Jane Doe", "John Smith", "Max Moe"}, 2019, "Handbook of Things", "Handbook of Things", pub.KindChapter}},
		{"labelled apa", `J1. **Doe, J.**, Smith, A. (2020). Fast paths for slow networks. *Journal of Network Things*, 1(2), 3–4.`,
			want{"Fast paths for slow networks", []string{"J. Doe", "A. Smith"}, 2020, "Journal of Network Things", "Journal of Network Things", pub.KindJournal}},
		{"dashes", `Jane Doe, John Roe — Fast Paths for Slow Networks — NSDI 2021 | pdf | slides`,
			want{"Fast Paths for Slow Networks", []string{"Jane Doe", "John Roe"}, 2021, "NSDI", "NSDI 2021", pub.KindConference}},
		{"bold title then byline", `**Fast Paths for Slow Networks**, Jane Doe, John Roe. *Journal of Things*, 2019.`,
			want{"Fast Paths for Slow Networks", []string{"Jane Doe", "John Roe"}, 2019, "Journal of Things", "Journal of Things", pub.KindJournal}},
		{"byline wrapped after a comma", "- [Fast Paths for Slow Networks](#) by Jane Doe, John Roe,\nMax Moe, Ann Lee. *Atelier sur les Choses (ASC @ EGC)*, Nantes (France), 2026",
			want{"Fast Paths for Slow Networks", []string{"Jane Doe", "John Roe", "Max Moe", "Ann Lee"}, 2026, "ASC @ EGC", "Atelier sur les Choses (ASC @ EGC)", pub.KindConference}},
		{"vancouver", `1. Abara N, Veldkamp RT, Soto-Ruiz M. Fast paths for slow networks: a review. Netw Things Lett. 2021;70:101987.`,
			want{"Fast paths for slow networks: a review", []string{"N Abara", "RT Veldkamp", "M Soto-Ruiz"}, 2021, "Netw Things Lett", "Netw Things Lett", pub.KindJournal}},
		{"vancouver month issue pages", `Veldkamp RT, Abara N. Slow paths. Nat. Netw. Lett. 2022 Mar;4(3):210-9.`,
			want{"Slow paths", []string{"RT Veldkamp", "N Abara"}, 2022, "Nat. Netw. Lett.", "Nat. Netw. Lett.", pub.KindJournal}},
		{"vancouver conference", `Abara N, Veldkamp RT, et al. Uncertain paths. NSDI 2020. p. 112-21.`,
			want{"Uncertain paths", []string{"N Abara", "RT Veldkamp"}, 2020, "NSDI", "NSDI 2020", pub.KindConference}},
		{"harvard", `* Abara, N., O'Brien, T. and Soto-Ruiz, M. (2019) 'Fast paths that don't stall', *Journal of Network Things*, 18(7), pp. 1520–1533.`,
			want{"Fast paths that don't stall", []string{"N. Abara", "T. O'Brien", "M. Soto-Ruiz"}, 2019, "Journal of Network Things", "Journal of Network Things", pub.KindJournal}},
		{"harvard proceedings", `* Soto-Ruiz, M. and Abara, N. (2021) 'Slow paths', in *Proceedings of the 9th Symposium on Networked Things (NetThings '21)*. New York: ACM, pp. 1–14.`,
			want{"Slow paths", []string{"M. Soto-Ruiz", "N. Abara"}, 2021, "NetThings", "Proceedings of the 9th Symposium on Networked Things (NetThings '21)", pub.KindConference}},
		{"harvard typographic quotes", `Abara, N. (2020) ‘Don’t stall the paths’, *Journal of Network Things*, 3(1), pp. 1–9.`,
			want{"Don’t stall the paths", []string{"N. Abara"}, 2020, "Journal of Network Things", "Journal of Network Things", pub.KindJournal}},
		{"underlined owner", `<u>Jane Doe</u>, John Roe, Max Moe. Fast Paths for Slow Networks. *OSDI 2018*.`,
			want{"Fast Paths for Slow Networks", []string{"Jane Doe", "John Roe", "Max Moe"}, 2018, "OSDI", "OSDI 2018", pub.KindConference}},
		// Springer LNCS: the byline ends at the colon after the last
		// initials; the "LNCS, vol. N, pp. a–b. Publisher (Year)" tail is
		// not the venue.
		{"lncs", `[1] Lindqvar, E., Okonjo, R., Brasko, M.: Incremental checking of timed paths. In: Computer Aided Verification (CAV 2022). LNCS, vol. 13371, pp. 45–67. Springer (2022)`,
			want{"Incremental checking of timed paths", []string{"E. Lindqvar", "R. Okonjo", "M. Brasko"}, 2022, "CAV", "Computer Aided Verification (CAV 2022)", pub.KindConference}},
		{"lncs two authors", `[2] Okonjo, R., Lindqvar, E.: Bounded paths revisited. In: TACAS 2021. LNCS, vol. 12651, pp. 3–20. Springer, Cham (2021)`,
			want{"Bounded paths revisited", []string{"R. Okonjo", "E. Lindqvar"}, 2021, "TACAS", "TACAS 2021", pub.KindConference}},
		{"lncs single author", `[3] Brasko, M.: Slow paths. In: TACAS 2020. LNCS, vol. 12078, pp. 1–9. Springer (2020)`,
			want{"Slow paths", []string{"M. Brasko"}, 2020, "TACAS", "TACAS 2020", pub.KindConference}},
		{"lncs thesis", `[4] Lindqvar, E.: Symbolic controllers for slow paths. Ph.D. thesis, TU Somewhere (2019)`,
			want{"Symbolic controllers for slow paths", []string{"E. Lindqvar"}, 2019, "TU Somewhere", "TU Somewhere", pub.KindThesis}},
		// A colon after a byline written given name first belongs to the
		// title.
		{"colon in title", `J. Doe, M. Roe. Orca: A Distributed Path Server. OSDI 2022.`,
			want{"Orca: A Distributed Path Server", []string{"J. Doe", "M. Roe"}, 2022, "OSDI", "OSDI 2022", pub.KindConference}},
		{"colon in title after full names", `Jane Doe and Max Roe. Orca: A Distributed Path Server. OSDI 2022.`,
			want{"Orca: A Distributed Path Server", []string{"Jane Doe", "Max Roe"}, 2022, "OSDI", "OSDI 2022", pub.KindConference}},
		// Vancouver/ICMJE with the date after the byline, before the title.
		{"vancouver date first", `3. Abara N, **Veldkamp RT**, Soto-Ruiz M. Mar 2021. Fast Paths for Slow Networks. *Journal of Network Things*. 10.1234/jnt.5678`,
			want{"Fast Paths for Slow Networks", []string{"N Abara", "RT Veldkamp", "M Soto-Ruiz"}, 2021, "Journal of Network Things", "Journal of Network Things", pub.KindJournal}},
		{"vancouver date first starred", `6. \*Abara N, **\*Veldkamp RT**, Soto-Ruiz M. Jan 2022. Fast Paths for Slow Networks. *Journal of Things*. 10.1234/jt.2`,
			want{"Fast Paths for Slow Networks", []string{"N Abara", "RT Veldkamp", "M Soto-Ruiz"}, 2022, "Journal of Things", "Journal of Things", pub.KindJournal}},
		// Chicago author-date reviews: the reviewed book's authors are not
		// the review's.
		{"chicago short review", `Roe, Ann. 2019. Review of *Slow Paths: Essays in Honor of T. Q. Moe*, by Nia Abara and John K. Smith. *Journal of Things* 3 (1): 5–6.`,
			want{"Review of Slow Paths: Essays in Honor of T. Q. Moe", []string{"Ann Roe"}, 2019, "Journal of Things", "Journal of Things", pub.KindOther}},
		{"chicago review article", `Roe, Ann. 2018. “Paths Reconsidered [Review of *Slow Paths*, by Nia Abara and John Smith].” *Journal of Things* 2: 7–9.`,
			want{"Paths Reconsidered", []string{"Ann Roe"}, 2018, "Journal of Things", "Journal of Things", pub.KindJournal}},
		{"curly quotes with an apostrophe", `Abara, N., **Roe, A.** & Moe, M. ‘Long-term paths of Earth’s networks’ Under Review at *Journal of Things*`,
			want{"Long-term paths of Earth’s networks", []string{"N. Abara", "A. Roe", "M. Moe"}, 0, "", "", pub.KindUnderReview}},
		{"apa question in title", `Doe, J., & Lee, B. (2021). A path factor? Understanding slow networks. *Journal of Network Things*, *3*(1), e12.`,
			want{"A path factor? Understanding slow networks", []string{"J. Doe", "B. Lee"}, 2021, "Journal of Network Things", "Journal of Network Things", pub.KindJournal}},
		{"apa question is the title", `Doe, J. (2021). Slow paths? *Journal of Network Things*, *3*(1), e12.`,
			want{"Slow paths?", []string{"J. Doe"}, 2021, "Journal of Network Things", "Journal of Network Things", pub.KindJournal}},
		{"presented at", `Jane Doe, **John Roe**, and Max Moe. Compiling slow paths into fast ones. Presented at the Symposium on Networked Things (SNT), 2019`,
			want{"Compiling slow paths into fast ones", []string{"Jane Doe", "John Roe", "Max Moe"}, 2019, "SNT", "Presented at the Symposium on Networked Things (SNT)", pub.KindConference}},
		{"presented at four authors", `Ann Lee, Tom Roe, **Jane Doe**, and Max Moe. Compiling slow networks into tractable path circuits. Presented at the Spring Symposium on Slow Things (SST), 2019`,
			want{"Compiling slow networks into tractable path circuits", []string{"Ann Lee", "Tom Roe", "Jane Doe", "Max Moe"}, 2019, "SST", "Presented at the Spring Symposium on Slow Things (SST)", pub.KindConference}},
		{"elided byline", `[5] Abara, N., ... **Roe, A. B.** ... Moe, M. K., Lee, B. & Soto, R. ‘Slow paths of the world’. *Journal of Things* DOI: 10.1234/jt.9`,
			want{"Slow paths of the world", []string{"N. Abara", "A. B. Roe", "M. K. Moe", "B. Lee", "R. Soto"}, 0, "Journal of Things", "Journal of Things", pub.KindJournal}},
		{"vancouver date first one author", `Veldkamp RT. Sep 2019. Slow Paths Revisited. *Journal of Things*. 10.1234/jt.1`,
			want{"Slow Paths Revisited", []string{"RT Veldkamp"}, 2019, "Journal of Things", "Journal of Things", pub.KindJournal}},
		// APA with compound surnames before the comma: the byline runs to
		// the "(Year)." date, not to the first space in a surname.
		{"apa compound bold owner", `**Ortega Vidal, M. T.**, Brandt, K. L., Osei, P., & Lindqvar, E. (2019). Slow paths in sentence case. *Journal of Network Things*, *12*(3), 45–67.`,
			want{"Slow paths in sentence case", []string{"M. T. Ortega Vidal", "K. L. Brandt", "P. Osei", "E. Lindqvar"}, 2019, "Journal of Network Things", "Journal of Network Things", pub.KindJournal}},
		{"apa compound plain middle", `Brandt, K. L., Van der Berg, A., & de la Cruz, M. (2021). Slow paths revisited. Journal of Network Things, 4(1), 1–9.`,
			want{"Slow paths revisited", []string{"K. L. Brandt", "A. Van der Berg", "M. de la Cruz"}, 2021, "Journal of Network Things", "Journal of Network Things", pub.KindJournal}},
		{"apa compound two authors", `**Ben Ali, S.**, & Osei, P. (2020). Fast paths. *Journal of Network Things*, *3*, 7.`,
			want{"Fast paths", []string{"S. Ben Ali", "P. Osei"}, 2020, "Journal of Network Things", "Journal of Network Things", pub.KindJournal}},
		{"apa compound et al", `Osei, P., **Ortega Vidal, M. T.**, et al. (2022). Paths at scale. *Journal of Network Things*, *5*(2), 10–20.`,
			want{"Paths at scale", []string{"P. Osei", "M. T. Ortega Vidal"}, 2022, "Journal of Network Things", "Journal of Network Things", pub.KindJournal}},
		// The AAS list form: byline and year, the journal with volume and
		// page as a link, then the title in italics; "et al. incl." names
		// the owner among the authors left out.
		{"aas linked venue then italic title", `- Abara, N., Roe, G. T., & Moe, C. F. 2020, [ApJ, 898, 50](https://example.org/a) *Slow Paths in Fast Networks*`,
			want{"Slow Paths in Fast Networks", []string{"N. Abara", "G. T. Roe", "C. F. Moe"}, 2020, "ApJ", "ApJ", pub.KindJournal}},
		{"aas et al incl", `- Abara, N., Roe, G. T., Lee, B., et al. incl. **Moe, C.** 2021, [ApJL, 995, L48](https://example.org/b) *Slow Paths in Fast Networks*`,
			want{"Slow Paths in Fast Networks", []string{"N. Abara", "G. T. Roe", "B. Lee", "C. Moe"}, 2021, "ApJL", "ApJL", pub.KindJournal}},
		// A linked journal with volume, pages and year after an italic
		// title, as a DOI role writes it.
		{"italic title then linked venue", "- A. Abara, B. Roe,\n  *Slow paths in fast networks*,\n  [Journal of Network Things, **13**, 7514 (2021)](https://doi.org/10.1234/x)",
			want{"Slow paths in fast networks", []string{"A. Abara", "B. Roe"}, 2021, "Journal of Network Things", "Journal of Network Things", pub.KindJournal}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pubs := cvPubs(parseCVString(t, "## Publications\n\n"+tt.entry+"\n"))
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

// TestReadCVAPADates reads APA entries dated "(Year, Month)", as talks and
// posters are, after bylines with compound surnames: the date closes the
// byline and the title follows it. The venue of a poster ("Poster
// presented at ...") is not checked here.
func TestReadCVAPADates(t *testing.T) {
	type want struct {
		Title   string
		Authors []string
		Year    int
		Kind    pub.Kind
	}
	tests := []struct {
		name, entry string
		want        want
	}{
		{"bold owner month", `**Ortega Vidal, M. T.**, & Brandt, K. L. (2018, May). Slow paths in the field. Poster presented at the 12th Meeting of the Network Things Society, Lyon, France.`,
			want{"Slow paths in the field", []string{"M. T. Ortega Vidal", "K. L. Brandt"}, 2018, pub.KindPoster}},
		{"plain month days", `Osei, P., Van der Berg, A., & Brandt, K. L. (2016, October 3–5). Fast paths for slow networks: A field study. Poster presented at the Annual Meeting of Things, Lyon, France.`,
			want{"Fast paths for slow networks: A field study", []string{"P. Osei", "A. Van der Berg", "K. L. Brandt"}, 2016, pub.KindPoster}},
		{"bold owner in the middle", `Brandt, K. L., **de la Cruz, M.**, Osei, P., & Lindqvar, E. (2015, June). Paths under load. Poster presented at the Annual Meeting of Things, Lyon, France.`,
			want{"Paths under load", []string{"K. L. Brandt", "M. de la Cruz", "P. Osei", "E. Lindqvar"}, 2015, pub.KindPoster}},
		{"in press", "### Journal Articles\n\n" + `**Ortega Vidal, M. T.**, Brandt, K. L., & Osei, P. (*in press*). Paths that wait for the press.`,
			want{"Paths that wait for the press", []string{"M. T. Ortega Vidal", "K. L. Brandt", "P. Osei"}, 0, pub.KindJournal}},
		{"in prep", "### Preprints\n\n" + `Brandt, K. L., **Ben Ali, S.**, & Osei, P. (in prep.). Paths still being written.`,
			want{"Paths still being written", []string{"K. L. Brandt", "S. Ben Ali", "P. Osei"}, 0, pub.KindPreprint}},
		{"journal year only", `**Ben Ali, S.**, Brandt, K. L., & Osei, P. (2017). Paths in the wild. *Journal of Network Things*, *8*, 1268.`,
			want{"Paths in the wild", []string{"S. Ben Ali", "K. L. Brandt", "P. Osei"}, 2017, pub.KindJournal}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pubs := cvPubs(parseCVString(t, "## Publications\n\n"+tt.entry+"\n"))
			if len(pubs) != 1 {
				t.Fatalf("got %d publications, want 1", len(pubs))
			}
			p := pubs[0]
			got := want{Title: p.Title, Year: p.Year, Kind: p.Kind}
			for _, a := range p.Authors {
				got.Authors = append(got.Authors, a.Name)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestReadCVPlainText reads a CV as pdftotext writes it: ALL-CAPS
// headings, bracketed labels, lines wrapped mid-sentence, several citation
// styles and headings that are plain lines.
func TestReadCVPlainText(t *testing.T) {
	src := `JOHN Q. PUBLIC
Department of Computer Science, Some University

EDUCATION
Ph.D., Computer Science, Some University, 2015–2020
Advisor: Jane Smith

PUBLICATIONS
Refereed Conference Papers
[C3] John Q. Public, Alice Wong, and Bob Lee. Scaling the Unscalable. In Proceedings of the 15th USENIX
     Symposium on Operating Systems Design and Implementation (OSDI ’21), July 2021.
[C2] Alice Wong, John Q. Public. Another Title That Wraps Across the Line
     and Continues Here. In SOSP ’19.
Journal Articles
[J1] John Q. Public and Jane Smith. A Journal Paper. ACM Transactions on Computer Systems (TOCS), 38(2), 2020.

Selected Publications (* denotes equal contribution)
  • Doe J*, Public JQ*, Lee B. Vancouver style title. J Things. 2018;12:45-67.
  • Public, J. Q., & Wong, A. (2017). APA style title here. Journal of Stuff, 3(1), 1–9.

Under Review
Public JQ, Wong A. A submitted paper. 2024.

TEACHING
TA, Operating Systems, 2016
`
	type pb struct {
		Line    int
		Title   string
		Authors []string
		Equal   int
		Year    int
		Kind    pub.Kind
	}
	want := []pb{
		{10, "Scaling the Unscalable", []string{"John Q. Public", "Alice Wong", "Bob Lee"}, 0, 2021, pub.KindConference},
		{12, "Another Title That Wraps Across the Line and Continues Here", []string{"Alice Wong", "John Q. Public"}, 0, 2019, pub.KindConference},
		{15, "A Journal Paper", []string{"John Q. Public", "Jane Smith"}, 0, 2020, pub.KindJournal},
		{18, "Vancouver style title", []string{"J Doe", "JQ Public", "B Lee"}, 2, 2018, pub.KindJournal},
		{19, "APA style title here", []string{"J. Q. Public", "A. Wong"}, 0, 2017, pub.KindJournal},
		{21, "A submitted paper", []string{"JQ Public", "A Wong"}, 0, 2024, pub.KindUnderReview},
	}
	p := parseCVString(t, src)
	var got []pb
	var owner string
	var rels []pub.Relation
	for _, r := range p.Records {
		switch {
		case r.Owner != nil:
			owner = r.Owner.Name
		case r.Relation != nil:
			rels = append(rels, *r.Relation)
		case r.Publication != nil:
			x := pb{Line: r.Publication.Pos.Line, Title: r.Publication.Title, Year: r.Publication.Year, Kind: r.Publication.Kind}
			for _, a := range r.Publication.Authors {
				x.Authors = append(x.Authors, a.Name)
				if a.Equal {
					x.Equal++
				}
			}
			got = append(got, x)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("publications (-want +got):\n%s", diff)
	}
	if owner != "JOHN Q. PUBLIC" {
		t.Errorf("owner = %q", owner)
	}
	wantRels := []pub.Relation{{Person: "JOHN Q. PUBLIC", Kind: pub.Advisor, Other: "Jane Smith", Organization: "Some University", Pos: pub.Position{File: "cv.md", Line: 6}}}
	if diff := cmp.Diff(wantRels, rels); diff != "" {
		t.Errorf("relations (-want +got):\n%s", diff)
	}
}

// TestReadCVSameAuthorDash reads a Chicago bibliography where a dash
// stands for the byline of the entry above.
func TestReadCVSameAuthorDash(t *testing.T) {
	src := "## Publications\n\n" +
		"Abara, Nia. 2019. *Slow Paths: A History*. Springfield: Things Press.\n\n" +
		"———. 2021. “Fast Paths.” *Journal of Things* 4 (2): 1–9.\n\n" +
		"———. 2022. “Paths Again.” In *Handbook of Things*, edited by Ann Lee and Max Moe, 10–20. Springfield: Things Press.\n\n" +
		"Abara, Nia, and Tom Roe. 2023. “Joint Paths.” *Journal of Things* 6 (1): 3–4.\n\n" +
		"---. 2024. “More Joint Paths.” *Journal of Things* 7 (1): 5–6.\n"
	type pb struct {
		Title   string
		Authors []string
		Year    int
	}
	want := []pb{
		{"Slow Paths: A History", []string{"Nia Abara"}, 2019},
		{"Fast Paths", []string{"Nia Abara"}, 2021},
		{"Paths Again", []string{"Nia Abara"}, 2022},
		{"Joint Paths", []string{"Nia Abara", "Tom Roe"}, 2023},
		{"More Joint Paths", []string{"Nia Abara", "Tom Roe"}, 2024},
	}
	var got []pb
	for _, p := range cvPubs(parseCVString(t, src)) {
		x := pb{Title: p.Title, Year: p.Year}
		for _, a := range p.Authors {
			x.Authors = append(x.Authors, a.Name)
		}
		got = append(got, x)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
