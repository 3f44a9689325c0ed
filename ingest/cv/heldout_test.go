package cv

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv/convert"
	"github.com/pubgraph/pubgraph/ingest/cv/entries"
	"github.com/pubgraph/pubgraph/ingest/cv/names"
	"github.com/pubgraph/pubgraph/pub"
)

// heldOutPub is what TestReadCVHeldOutShapes compares of a publication;
// an author set as an equal contributor reads "Name (=)".
type heldOutPub struct {
	Title     string
	Authors   []string
	Year      int
	VenueText string
	Kind      pub.Kind
}

// asHeldOut is what the held-out tests compare of pub.
func asHeldOut(pb *pub.Publication) heldOutPub {
	h := heldOutPub{Title: pb.Title, Year: pb.Year, VenueText: pb.VenueText, Kind: pb.Kind}
	for _, a := range pb.Authors {
		if a.Equal {
			a.Name += " (=)"
		}
		h.Authors = append(h.Authors, a.Name)
	}
	return h
}

// checkFirstPub reads src as a CV, wants n publications from it and the
// first of them to read as want.
func checkFirstPub(t *testing.T, src string, n int, want heldOutPub) {
	t.Helper()
	p := parseCVString(t, src)
	pubs := cvPubs(p)
	if len(pubs) != n {
		t.Fatalf("got %d publications, want %d; warnings %q", len(pubs), n, p.Warnings)
	}
	if diff := cmp.Diff(want, asHeldOut(pubs[0])); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// asHeldOuts is asHeldOut of each of pubs.
func asHeldOuts(pubs []*pub.Publication) []heldOutPub {
	var out []heldOutPub
	for _, pb := range pubs {
		out = append(out, asHeldOut(pb))
	}
	return out
}

// TestReadCVHeldOutShapes reads small invented pages in the shapes of
// publication pages the reader had never seen: academicpages lists with
// bylines before linked titles, and APA lists with LaTeX markup.
func TestReadCVHeldOutShapes(t *testing.T) {
	tests := []struct {
		name     string
		src      string
		want     []heldOutPub
		warnings int
	}{
		{
			name: "prose before the publications heading",
			src: "---\ntitle: \"Publications\"\n---\n\nI list a few papers here. For all of them, see <u><a href=\"https://example.org/lab\">our lab page</a></u> and <u><a href=\"https://example.org/s\">my scholar profile</a>.</u>\n\n### Selected Publications\n" +
				"- Ann Lee, **Jane Doe**. [Fast Paths for Slow Networks](https://example.org/1), *Systems Letters, 2021*\n",
			want: []heldOutPub{{"Fast Paths for Slow Networks", []string{"Ann Lee", "Jane Doe"}, 2021, "Systems Letters", pub.KindJournal}},
		},
		{
			name: "a linked sentence without byline, year or venue",
			src: "## Publications\n\nMore of my papers are on <u>[my scholar profile](https://example.org/s)</u> and <u>[the lab page](https://example.org/l)</u>.\n\n" +
				"- Ann Lee, **Jane Doe**. [Fast Paths for Slow Networks](https://example.org/1), *Systems Letters, 2021*\n",
			want:     []heldOutPub{{"Fast Paths for Slow Networks", []string{"Ann Lee", "Jane Doe"}, 2021, "Systems Letters", pub.KindJournal}},
			warnings: 1,
		},
		{
			name: "link text wrapped onto the next line",
			src:  "## Publications\n- Ann Lee, Max Moe, **Jane Doe** [Fast Paths for Slow Networks via\nCalibrated Tiny Queues](https://example.org/1), *submitted, 2025* [[slides]](https://example.org/s.pdf)\n",
			want: []heldOutPub{{"Fast Paths for Slow Networks via Calibrated Tiny Queues", []string{"Ann Lee", "Max Moe", "Jane Doe"}, 2025, "", pub.KindUnderReview}},
		},
		{
			name: "byline running into a linked title",
			src:  "## Publications\n- Ann Lee, **Jane Doe**, Max Moe, Bob Roe [Minimal Queues for Kernel Things](https://example.org/2) Eleventh International Conference on Things (ICT) 2023\n",
			want: []heldOutPub{{"Minimal Queues for Kernel Things", []string{"Ann Lee", "Jane Doe", "Max Moe", "Bob Roe"}, 2023, "Eleventh International Conference on Things (ICT) 2023", pub.KindConference}},
		},
		{
			name: "equal-contribution note between title and venue",
			src:  "## Publications\n- Ann Lee\\*, **Jane Doe** \\*, Max Moe. \"[Painless Queues Using One Rule](https://example.org/3)\" (*equal contribution) 33rd Annual Conference on Things (ThingsConf) 2019.\n",
			want: []heldOutPub{{"Painless Queues Using One Rule", []string{"Ann Lee (=)", "Jane Doe (=)", "Max Moe"}, 2019, "33rd Annual Conference on Things (ThingsConf) 2019", pub.KindConference}},
		},
		{
			name: "lower-case surname and a star after a space",
			src:  "## Publications\n- Zhao long\\*, **Jane Doe** \\*, Max Moe\\*, Bob Roe. \"[Queue-Net: Learning Queues From Data](https://example.org/4)\", Thirty-fifth International Conference on Things (ICT), 2018(*equal contribution)\n",
			want: []heldOutPub{{"Queue-Net: Learning Queues From Data", []string{"Zhao long (=)", "Jane Doe (=)", "Max Moe (=)", "Bob Roe"}, 2018, "Thirty-fifth International Conference on Things (ICT)", pub.KindConference}},
		},
		{
			name: "LaTeX emphasis in a text CV",
			src:  "Papers\n===\n\n0. \\textbf{Doe, J.}, Roe, M., and Lee, A. (2025). Simulating queues with agents. \\textit{International Journal of Queue Things}. [https://doi.org/10.1000/x.1](https://doi.org/10.1000/x.1).\n",
			want: []heldOutPub{{"Simulating queues with agents", []string{"J. Doe", "M. Roe", "A. Lee"}, 2025, "International Journal of Queue Things", pub.KindJournal}},
		},
		{
			name: "APA with a surname in particles and volume and pages",
			src:  "Peer Review\n===\n\n0. Kim, S., Roe, D. T., & van der Berg, J. W. (2019). Probabilistic queues for community things: Incorporating many hazards in a Bayesian network. Reliability Things & Queue Safety, 191, 106568.\n",
			want: []heldOutPub{{"Probabilistic queues for community things: Incorporating many hazards in a Bayesian network", []string{"S. Kim", "D. T. Roe", "J. W. van der Berg"}, 2019, "Reliability Things & Queue Safety", pub.KindJournal}},
		},
		{
			name: "linked note after the venue and a note on a name",
			src: "## Publications\n\nFast Paths for Slow Networks. [pdf]\nAnn Lee\\*, Jane Doe\\* (corresponding author), Max Moe, Bob Roe (student), K. V. Poe.\n" +
				"*The 9th Symposium on Things* (**ThingsConf**), 2024\nIt receives [the community (best paper) award](https://example.org/award)\nFeatured on [a newsletter](https://example.org/n).\n",
			want: []heldOutPub{{"Fast Paths for Slow Networks", []string{"Ann Lee (=)", "Jane Doe (=)", "Max Moe", "Bob Roe", "K. V. Poe"}, 2024, "The 9th Symposium on Things", pub.KindConference}},
		},
		{
			name: "one author before and after a quoted title",
			src: "PUBLICATIONS\n\n[C1] Q. Ostrava, \"A short note on queues,\" in Proc. 9th Symp. Queue Things, 2015.\n\n" +
				"[C2] \"Queues---A Perspective\", Olaf Brandvik, Queue Users' Conference, 1979.\n",
			want: []heldOutPub{
				{"A short note on queues", []string{"Q. Ostrava"}, 2015, "Proc. 9th Symp. Queue Things", pub.KindConference},
				{"Queues---A Perspective", []string{"Olaf Brandvik"}, 1979, "Queue Users' Conference", pub.KindConference},
			},
		},
		{
			name: "ISO-4 abbreviated journal with volume, number and pages",
			src: "Journal Articles\n[J1] Q. Ostrava, L. Brandvik, and T. Moen, \"Queues revisited,\" IEEE Trans. Parallel Distrib. Syst., vol. 33, no. 4, pp. 812-825, Apr. 2022.\n" +
				"[J2] Q. Ostrava and T. Moen, \"Slow queues,\" Int. J. Queue Things Appl., vol. 5, no. 2, pp. 1-9, 2019.\n" +
				"[C1] T. Moen and Q. Ostrava, \"Fast queues,\" in Proc. ACM SIGQUEUE, Aug. 2021, pp. 44-57.\n",
			want: []heldOutPub{
				{"Queues revisited", []string{"Q. Ostrava", "L. Brandvik", "T. Moen"}, 2022, "IEEE Trans. Parallel Distrib. Syst.", pub.KindJournal},
				{"Slow queues", []string{"Q. Ostrava", "T. Moen"}, 2019, "Int. J. Queue Things Appl.", pub.KindJournal},
				// "in Proc." names proceedings, whatever the section says.
				{"Fast queues", []string{"T. Moen", "Q. Ostrava"}, 2021, "Proc. ACM SIGQUEUE", pub.KindConference},
			},
		},
		{
			name: "old-style references, title first",
			src: "## References\n\n* Queue Machine Manual, Q.R. Ostrava and L.M. Brandvik, Queue Laboratory, QIT (Oslo), July, 1981.\n\n" +
				"* Performance of Queue Programs, Olaf T. Brandvik, Queue Press (Oslo), 1985.\n\n" +
				"* \"Branch Cuts in Queue APL\", Per Moen Jr., APL 81 Conference Proceedings (Oslo, September 1981), 248-256.\n\n" +
				"* \"Q-1 Queue Implementation\", R.A. Ostrava, T.P. Moen, and G.L. Brandvik, Conference Record of the 1982 Symposium on Queues, 108-113, 1982.\n",
			want: []heldOutPub{
				{"Queue Machine Manual", []string{"Q.R. Ostrava", "L.M. Brandvik"}, 1981, "Queue Laboratory, QIT (Oslo)", pub.KindConference},
				{"Performance of Queue Programs", []string{"Olaf T. Brandvik"}, 1985, "Queue Press (Oslo)", pub.KindConference},
				{"Branch Cuts in Queue APL", []string{"Per Moen Jr."}, 1981, "APL 81 Conference Proceedings (Oslo, September 1981)", pub.KindConference},
				{"Q-1 Queue Implementation", []string{"R.A. Ostrava", "T.P. Moen", "G.L. Brandvik"}, 1982, "Conference Record of the 1982 Symposium on Queues", pub.KindConference},
			},
		},
		{
			name: "a references section of referees is not read",
			src: "## Publications\n\n- Ann Lee and Jane Doe. Fast queues. *Queue Letters*, 2020.\n\n## References\n\n" +
				"- Prof. Olaf Brandvik, Queue University, olaf@example.org\n- Dr. Per Moen, Queue Laboratory, Oslo\n\nAvailable upon request.\n",
			want: []heldOutPub{{"Fast queues", []string{"Ann Lee", "Jane Doe"}, 2020, "Queue Letters", pub.KindJournal}},
		},
		{
			name: "bibliography and research output headings",
			src:  "## Bibliography\n\n- Ann Lee and Jane Doe. Fast queues. *Queue Letters*, 2020.\n\n## Research Output\n\n- Jane Doe. Slow queues. *Queue Letters*, 2021.\n",
			want: []heldOutPub{
				{"Fast queues", []string{"Ann Lee", "Jane Doe"}, 2020, "Queue Letters", pub.KindJournal},
				{"Slow queues", []string{"Jane Doe"}, 2021, "Queue Letters", pub.KindJournal},
			},
		},
		{
			name: "publications under another heading when nothing else is found",
			src:  "## Projects\n\n- QueueKit, a toolkit for queues.\n- \"Queues---A Perspective\", Olaf Brandvik, Queue Users' Conference, 1979.\n",
			want: []heldOutPub{{"Queues---A Perspective", []string{"Olaf Brandvik"}, 1979, "Queue Users' Conference", pub.KindConference}},
		},
		{
			name: "equal contribution in parentheses",
			src:  "## Publications\n- Ann Lee (equal contribution), Jane Doe (co-first author), Max Moe (alphabetical order), Bob Roe. Tiny Queues. *ThingsConf 2021*.\n",
			want: []heldOutPub{{"Tiny Queues", []string{"Ann Lee (=)", "Jane Doe (=)", "Max Moe", "Bob Roe"}, 2021, "ThingsConf 2021", pub.KindConference}},
		},
		{
			name: "a short bold title and a plain byline of one name",
			src: "## Publications\n\n2022. **Lazy Queues for Busy Things**. Ann Lee, Olaf Brandvik. *Proceedings of ThingsConf*\n\n" +
				"2021. **Queue Games**. Olaf Brandvik. *Master's thesis, Oslo Institute of Things*\n\n" +
				"**Queue Walks**. Olaf Brandvik. *Queue Letters*, 2020\n\n" +
				"2019. **Olaf Brandvik**, Ann Lee. Bold Owners in Bylines. *ThingsConf*\n",
			want: []heldOutPub{
				{"Lazy Queues for Busy Things", []string{"Ann Lee", "Olaf Brandvik"}, 2022, "Proceedings of ThingsConf", pub.KindConference},
				{"Queue Games", []string{"Olaf Brandvik"}, 2021, "Oslo Institute of Things", pub.KindThesis},
				{"Queue Walks", []string{"Olaf Brandvik"}, 2020, "Queue Letters", pub.KindJournal},
				{"Bold Owners in Bylines", []string{"Olaf Brandvik", "Ann Lee"}, 2019, "ThingsConf", pub.KindConference},
			},
		},
		{
			name: "a byline wrapped after a name's first initial",
			src: "Publications\n\n12. J. B. Roe, S. A. Moe, C. Lee, S. Luo, S. Wu, G. P. Kim, L. Park, J. A. Dunn, A. \nP. Arkwright (2011). Multiplexed queues with selective sequencing. Journal of Things, 108, \n11063-11068.\n\n" +
				"11. J. B. Roe, C. Lee (2010). Slow queues. Journal of Things, 3, 1-9.\n",
			want: []heldOutPub{
				{"Multiplexed queues with selective sequencing", []string{"J. B. Roe", "S. A. Moe", "C. Lee", "S. Luo", "S. Wu", "G. P. Kim", "L. Park", "J. A. Dunn", "A. P. Arkwright"}, 2011, "Journal of Things", pub.KindJournal},
				{"Slow queues", []string{"J. B. Roe", "C. Lee"}, 2010, "Journal of Things", pub.KindJournal},
			},
		},
		{
			name: "an italic title on the line under its byline, no blank line between",
			src: "## Publications\n\n1. Lee, A. B., J. Roe, and M. Moe. 2021.\n_Slow queues in cold towns and\ntheir harbours: a pilot study._ Queue Letters. 186.\n\n" +
				"1. Moe, M., A. Lee, and J. Roe. 2019.\n_Fast queues in warm towns._ Queue Letters. 12.\n",
			want: []heldOutPub{
				{"Slow queues in cold towns and their harbours: a pilot study", []string{"A. B. Lee", "J. Roe", "M. Moe"}, 2021, "Queue Letters", pub.KindJournal},
				{"Fast queues in warm towns", []string{"M. Moe", "A. Lee", "J. Roe"}, 2019, "Queue Letters", pub.KindJournal},
			},
		},
		{
			name: "a byline of one name before a bold title, after an elided one",
			src: "## Publications\n\nA. Lee et al., **Fast queues in cold traps**, *Queue Lett.* 12 (2009) 32, arXiv:0901.00001\n\n" +
				"O. Brandvik, **Measuring slow queues at a large collider**, PhD thesis, Oslo U., 2005\n\n" +
				"O. Brandvik, **A trigger for the queue detector**, *Queue Lett.* 3 (2001) 7\n",
			want: []heldOutPub{
				{"Fast queues in cold traps", []string{"A. Lee"}, 2009, "Queue Lett", pub.KindPreprint},
				{"Measuring slow queues at a large collider", []string{"O. Brandvik"}, 2005, "Oslo U", pub.KindThesis},
				{"A trigger for the queue detector", []string{"O. Brandvik"}, 2001, "Queue Lett", pub.KindJournal},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := parseCVString(t, tt.src)
			got := asHeldOuts(cvPubs(p))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
			if len(p.Warnings) != tt.warnings {
				t.Errorf("got %d warnings %q, want %d", len(p.Warnings), p.Warnings, tt.warnings)
			}
		})
	}
}

// TestCVOwnerDisplayOrder checks that an owner found surname first is shown
// given name first.
func TestCVOwnerDisplayOrder(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"APA bylines", "Papers\n===\n\n0. Doe, J., Roe, M., and Lee, A. (2025). First queue title. *Journal of Things*.\n0. Doe, J., Kim, S. (2023). Second queue title. *Journal of Things*, 29(2), 04023012.\n", "J. Doe"},
		{"given name first already", "## Publications\n- Max Moe, **Jane Doe**. First Title. SOSP 2020.\n- **Jane Doe**, Ann Lee. Second Title. OSDI 2021.\n", "Jane Doe"},
		{"front matter surname first", "---\nauthor: Doe, Jane Q.\n---\nJohn Roe, Jane Doe. \"Some Title.\" SOSP 2020.\n", "Jane Q. Doe"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			owner := ownerName(parseCVString(t, tt.src).Records)
			if owner != tt.want {
				t.Errorf("owner = %q, want %q", owner, tt.want)
			}
		})
	}
	for in, want := range map[string]string{
		"Doe, J. Q.": "J. Q. Doe", "Doe, Jr.": "Doe, Jr.", "Jane Doe": "Jane Doe", "Doe, Jane, Jr.": "Doe, Jane, Jr.",
		// East Slavic surname, given name, patronymic: given name
		// first; a name in that order already, or whose surname only
		// looks like a patronymic, is left alone.
		"Петров Иван Сергеевич":        "Иван Сергеевич Петров",
		"Смирнова Анна Олеговна":       "Анна Олеговна Смирнова",
		"Иван Сергеевич Петров":        "Иван Сергеевич Петров",
		"Дмитрий Дмитриевич Абрамович": "Дмитрий Дмитриевич Абрамович",
		"Петров И. Сергеевич":          "Петров И. Сергеевич",
		"Jane Roe Abramovich":          "Jane Roe Abramovich",
	} {
		if got := names.DisplayOrder(in); got != want {
			t.Errorf("names.DisplayOrder(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestReadHTMLHeldOutShapes reads small invented pages in the shapes of
// HTML publication pages the reader had never seen: a page header with a
// profile link, thumbnail labels over title headings, a patent with Han
// names parted by bold text, and a line of prose under the heading.
func TestReadHTMLHeldOutShapes(t *testing.T) {
	tests := []struct {
		name     string
		page     string
		want     []heldOutPub
		warnings int
	}{
		{
			name: "heading with a profile link",
			page: `<div class="hdr"><div><h1>Selected Publications</h1></div><small><a href="https://scholar.example.org/u">My Index</a></small></div>
<div class="paper-li"><p><a class="paper-name" href="publication/q.pdf">Quick Queues for Slow Things.</a><br>Ann Lee, Jane Doe. <br>
<em>The 9th Symposium on Things</em> (<strong>ThingsConf</strong>), 2024</p></div>`,
			want: []heldOutPub{{"Quick Queues for Slow Things", []string{"Ann Lee", "Jane Doe"}, 2024, "The 9th Symposium on Things", pub.KindConference}},
		},
		{
			name: "thumbnail labels, a Han patent and prose under the heading",
			page: `<section><h2>Publications</h2><p class="venue">Complete list from My Index · sorted by date</p>
<article class="pub"><div class="thumb">QUEUE<br>THEORY</div><div>
<h3>Tiny Queues at Scale</h3><p class="authors"><strong>Jane Doe</strong>, Ann Lee, Max Moe</p>
<p class="venue"><em>2025 3rd IEEE Conference on Things (CoT), 1-3</em> (2025)</p></div></article>
<article class="pub"><div class="thumb">PATENT</div><div>
<h3>排队装置及其方法</h3><p class="authors"><strong>李明</strong>王芳</p>
<p class="venue"><em>CN Patent ZL 2020 1 0123456.7</em> (2023)</p></div></article>
<article class="pub"><div class="thumb">QUEUE–NET<br>SYSTEM</div><div>
<h3>Queue Crystals for Things</h3><p class="authors">Ann Lee, <strong>Jane Doe</strong>, Max Moe</p>
<p class="venue"><em>Things Letters 2 (1), 47</em> (2024)</p></div></article></section>`,
			want: []heldOutPub{
				{"Tiny Queues at Scale", []string{"Jane Doe", "Ann Lee", "Max Moe"}, 2025, "2025 3rd IEEE Conference on Things (CoT)", pub.KindConference},
				{"排队装置及其方法", []string{"李明", "王芳"}, 2023, "CN Patent ZL 2020 1 0123456.7", pub.KindPatent},
				{"Queue Crystals for Things", []string{"Ann Lee", "Jane Doe", "Max Moe"}, 2024, "Things Letters", pub.KindJournal},
			},
		},
		{
			name: "a note on co-first authors under the byline",
			page: `<h2>Publications</h2>
<article class="pub"><div class="thumb">QUEUE<br>THEORY</div><div>
<h3>Strong Queues in Weak Networks</h3><p class="authors"><strong>Jane Doe</strong>, Ann Lee, Max Moe, Bob Roe</p><p class="authors-note"><sup>*</sup> Jane Doe, Ann Lee, and Max Moe are co-first authors.</p>
<p class="venue"><em>Physical Things Applied 22 (3), 034017</em> (2024)</p></div></article>`,
			want: []heldOutPub{{"Strong Queues in Weak Networks", []string{"Jane Doe (=)", "Ann Lee (=)", "Max Moe (=)", "Bob Roe"}, 2024, "Physical Things Applied", pub.KindJournal}},
		},
		{
			name: "surname-first name with et al. before a quoted title",
			page: `<h1>Olaf Q. Brandvik</h1><h2>Publications</h2>
<ol><li>Brandvik, O.Q. et al. "Adaptive Queues in Far Things," ACM SIGCOMM, 2023</li><li>Brandvik, O.Q. "Cheap Queues for Cloud Things," IEEE Cloud Computing, 2022</li><li>Brandvik, O.Q. et al. "Queue Sourcing at Scale: Lessons from Things," VLDB, 2021</li></ol>`,
			want: []heldOutPub{
				{"Adaptive Queues in Far Things", []string{"O.Q. Brandvik"}, 2023, "ACM SIGCOMM", pub.KindConference},
				{"Cheap Queues for Cloud Things", []string{"O.Q. Brandvik"}, 2022, "IEEE Cloud Computing", pub.KindConference},
				{"Queue Sourcing at Scale: Lessons from Things", []string{"O.Q. Brandvik"}, 2021, "VLDB", pub.KindConference},
			},
		},
		{
			name: "table rows of year, bold title, byline and venue",
			page: `<h2>Publications</h2><table>
<tr><td>2022</td><td><b>Lazy Queues for Busy Things</b><br>Ann Lee, Olaf Brandvik<br><i>Proceedings of ThingsConf</i></td></tr>
<tr><td>2021</td><td><b>Queue Games</b><br>Olaf Brandvik<br><i>Master's thesis, Oslo Institute of Things</i></td></tr>
</table>`,
			want: []heldOutPub{
				{"Lazy Queues for Busy Things", []string{"Ann Lee", "Olaf Brandvik"}, 2022, "Proceedings of ThingsConf", pub.KindConference},
				{"Queue Games", []string{"Olaf Brandvik"}, 2021, "Oslo Institute of Things", pub.KindThesis},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			md, _, err := convert.HTML(strings.NewReader(tt.page))
			if err != nil {
				t.Fatal(err)
			}
			p := parseCVString(t, md)
			got := asHeldOuts(cvPubs(p))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
			if len(p.Warnings) != tt.warnings {
				t.Errorf("got %d warnings %q, want %d", len(p.Warnings), p.Warnings, tt.warnings)
			}
		})
	}
}

// TestReadCVNoteLinks checks that a link in a note below the venue and
// year is not taken as the paper's URL, while one on the title is.
func TestReadCVNoteLinks(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"award link below the year", "## Publications\n\nFast Paths for Slow Networks. [pdf]\nAnn Lee, Jane Doe, Max Moe.\n*The 9th Symposium on Things* (**ThingsConf**), 2024\nIt receives [the community award](https://example.org/award)\n", ""},
		{"link on the title", "## Publications\n\n[Fast Paths for Slow Networks.](https://example.org/paper)\nAnn Lee, Jane Doe, Max Moe.\n*The 9th Symposium on Things* (**ThingsConf**), 2024\nIt receives [the community award](https://example.org/award)\n", "https://example.org/paper"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pubs := cvPubs(parseCVString(t, tt.src))
			if len(pubs) != 1 {
				t.Fatalf("got %d publications, want 1", len(pubs))
			}
			if pubs[0].URL != tt.want {
				t.Errorf("URL = %q, want %q", pubs[0].URL, tt.want)
			}
		})
	}
}

// TestReadCVSingleAuthorDoubt checks that a byline of one name elided by
// "et al." is incomplete rather than single, and that a lone author is a
// doubt only when it is not the CV's owner.
func TestReadCVSingleAuthorDoubt(t *testing.T) {
	type pubInfo struct {
		Authors    []string
		Incomplete bool
		Single     bool
	}
	tests := []struct {
		name string
		src  string
		want []pubInfo
	}{
		{
			name: "owner alone and owner with et al.",
			src: "# Olaf Q. Brandvik\n\n## Publications\n\n" +
				"1. Brandvik, O.Q. et al. \"Adaptive Queues in Far Things,\" ACM SIGCOMM, 2023\n" +
				"2. Brandvik, O.Q. \"Cheap Queues for Cloud Things,\" IEEE Cloud Computing, 2022\n",
			want: []pubInfo{{[]string{"O.Q. Brandvik"}, true, false}, {[]string{"O.Q. Brandvik"}, false, false}},
		},
		{
			name: "someone else alone",
			src:  "# Olaf Q. Brandvik\n\n## Publications\n\n1. Moen, P.T. \"Cheap Queues for Cloud Things,\" IEEE Cloud Computing, 2022\n",
			want: []pubInfo{{[]string{"P.T. Moen"}, false, true}},
		},
		{
			// A CV whose entries print no byline lists its owner's own
			// papers: the owner is the author, and no doubt is raised.
			name: "a quoted title and a known venue, no byline",
			src:  "# Olaf Q. Brandvik\n\n## Publications\n\n1. \"Cheap Queues for Cloud Things,\" ACM SIGCOMM, 2022\n",
			want: []pubInfo{{[]string{"Olaf Q. Brandvik"}, false, false}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []pubInfo
			for _, p := range cvPubs(parseCVString(t, tt.src)) {
				var names []string
				for _, a := range p.Authors {
					names = append(names, a.Name)
				}
				got = append(got, pubInfo{names, p.Incomplete, slices.Contains(p.Doubts, entries.SingleAuthorDoubt)})
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestReadHTMLHeldOutProfile reads an invented page whose education and
// experience rows are written "<strong>Role</strong> — Organization,
// years", and whose References section lists referees, not papers.
func TestReadHTMLHeldOutProfile(t *testing.T) {
	tests := []struct {
		name     string
		page     string
		affs     []cvAff
		rels     []cvRel
		pubs     int
		warnings int
	}{
		{
			name: "role, dash, organisation and years; referees",
			page: `<h1>Olaf Q. Brandvik</h1>
<h2>Education</h2>
<p><strong>Ph.D. in Queue Science</strong> — Oslo Institute of Technology, 2012–2016</p>
<p>Advisor: Prof. Per Moen</p>
<h2>Experience</h2>
<p><strong>Principal Engineer</strong> — QueueScale Technologies, 2019–Present</p>
<p><strong>Senior Engineer</strong> - ThingStream Inc., 2016–2019</p>
<h2>References</h2>
<p><strong>Prof. Per Moen</strong> — OIT, Doctoral Advisor — p.moen@example.edu</p>
<p><strong>Ann Lee</strong> — CTO, QueueScale Technologies — ann.lee@example.io</p>`,
			affs: []cvAff{
				{"Oslo Institute of Technology", "Ph.D. in Queue Science", pub.Education, 2012, 2016, false},
				{"QueueScale Technologies", "Principal Engineer", pub.Employment, 2019, 0, true},
				{"ThingStream Inc.", "Senior Engineer", pub.Employment, 2016, 2019, false},
			},
			rels: []cvRel{{pub.Advisor, "Per Moen", "Oslo Institute of Technology"}},
		},
		{
			name: "a bold organisation before a dash stays the organisation",
			page: `<h1>Olaf Q. Brandvik</h1>
<h2>Experience</h2>
<p><strong>Queue University</strong> — Research Assistant, 2016–2019</p>`,
			affs: []cvAff{{"Queue University", "Research Assistant", pub.Employment, 2016, 2019, false}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			md, _, err := convert.HTML(strings.NewReader(tt.page))
			if err != nil {
				t.Fatal(err)
			}
			p := parseCVString(t, md)
			affs, rels := profileOf(p)
			if diff := cmp.Diff(tt.affs, affs); diff != "" {
				t.Errorf("affiliations (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.rels, rels); diff != "" {
				t.Errorf("relations (-want +got):\n%s", diff)
			}
			if n := len(cvPubs(p)); n != tt.pubs {
				t.Errorf("got %d publications, want %d", n, tt.pubs)
			}
			if len(p.Warnings) != tt.warnings {
				t.Errorf("got %d warnings %q, want %d", len(p.Warnings), p.Warnings, tt.warnings)
			}
		})
	}
}
