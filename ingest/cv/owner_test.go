package cv

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv/convert"
)

// TestReadCVImpliedOwner reads pages of one's own papers that leave the
// owner out of the bylines: the samples in testdata/owner, with the owner
// from Options.Owner (--owner), and a page whose most frequent byline
// name is a co-author.
func TestReadCVImpliedOwner(t *testing.T) {
	tests := []struct {
		name  string
		file  string // in testdata/owner, or
		page  string
		owner string // Options.Owner
		want  [][]string
	}{
		{
			name:  "With X under each title, and an entry with no byline",
			file:  "with-list.md",
			owner: "Jane Doe",
			want:  [][]string{{"Jane Doe", "Ann Lee"}, {"Jane Doe", "Max Moe", "Bo Roe"}, {"Jane Doe"}, {"Jane Doe", "Ann Lee", "Max Moe", "Bo Roe", "Cy Wu"}},
		},
		{
			// The list names its owner nowhere: "" is its one unnamed
			// owner (pub.Author.Implied), first in every byline.
			name: "With X, no owner known",
			file: "with-list.md",
			want: [][]string{{"", "Ann Lee"}, {"", "Max Moe", "Bo Roe"}, {""}, {"", "Ann Lee", "Max Moe", "Bo Roe", "Cy Wu"}},
		},
		{
			name:  "(with A, B and C) after bold titles",
			file:  "with-brackets.md",
			owner: "Jane Doe",
			want:  [][]string{{"Jane Doe", "Ann B. Lee", "Max Moe"}, {"Jane Doe", "Bo Roe", "Max Moe", "Cy Wu"}},
		},
		{
			name: "the owner named on the page",
			page: "# Jane Doe\n\n## Papers\n\n1. [Slow queues in fast networks](https://arxiv.org/abs/2101.00001). <br>\nWith Ann Lee. (arXiv preprint)\n" +
				"2. [Thermal noise of thin films](https://arxiv.org/abs/1901.00002) <br>\nwith Max Moe and Bo Roe. Journal of Things 3 (2019), 1-9.\n",
			want: [][]string{{"Jane Doe", "Ann Lee"}, {"Jane Doe", "Max Moe", "Bo Roe"}},
		},
		{
			name: "a co-author in the most bylines is not the owner",
			page: "## Working Papers\n\n**Slow queues in fast networks** (with Ann B. Lee and Max Moe).\n\n**Thermal noise of thin films** (with Ann B. Lee).\n\n**Queues of cold atoms** (with Ann B. Lee and Bo Roe).\n",
			want: [][]string{{"", "Ann B. Lee", "Max Moe"}, {"", "Ann B. Lee"}, {"", "Ann B. Lee", "Bo Roe"}},
		},
		{
			name:  "a note before with in the bracket",
			page:  "## Working Papers\n\n**Slow queues in fast networks** (job market paper, with Ann B. Lee)\n\n**Thermal noise of thin films** (with Max Moe and Bo Roe)\n",
			owner: "Jane Doe",
			want:  [][]string{{"Jane Doe", "Ann B. Lee"}, {"Jane Doe", "Max Moe", "Bo Roe"}},
		},
		{
			name: "solo papers after bold titles are entries of their own",
			page: "## Publications\n\n**Slow queues in fast networks** (with Ann B. Lee)\n*Journal of Things*, 2021\n\n" +
				"**Thermal noise of thin films**\n*Letters on Things*, 2020\n*Abstract*: We measure the noise.\n\n" +
				"**Queues of cold atoms** (with Bo Roe)\n*Letters on Things*, 2019\n",
			owner: "Jane Doe",
			want:  [][]string{{"Jane Doe", "Ann B. Lee"}, {"Jane Doe"}, {"Jane Doe", "Bo Roe"}},
		},
		{
			name: "papers without bylines in a CV whose header names the owner",
			page: "# Jane Q. Doe\n\nCurriculum Vitae\n\n## Publications\n\n" +
				"- \u201cSlow Queues in the Old Harbour,\u201d in *Harbours and Their Towns* eds. Ann Lee and Bo Roe (City: Press, 2019)\n" +
				"- \u201cThe Merchants of the Quay,\u201d in *Trade and Towns* eds. Max Moe (City: Press, 2013)\n" +
				"- \u201cRopes and Sails in Port,\u201d *Journal of Old Things* 12 (2015), 1-20.\n",
			want: [][]string{{"Jane Q. Doe"}, {"Jane Q. Doe"}, {"Jane Q. Doe"}},
		},
		{
			// "Title, with A. B and C. D. *Journal*": the lower-case
			// "with" after a comma, where the field reader read the
			// names after it as the byline, leaves the owner out; the
			// list prints its owner nowhere.
			name: "Title, with A. B. Journal, the owner never printed",
			page: "### Papers\n\n" +
				"1. Slow queues in fast networks, with A.B. Lee, M. Moe and B. Van Roe. *J. Things* 12 (2018), 407-427.\n\n" +
				"2. Thermal noise of thin films. *Lett. Things* 3 (2019), 1-9.\n\n" +
				"3. Queues of cold atoms, with C. Wu. *Integers* 20 (2020), Paper No. A4.\n\n" +
				"4. Bounds for queue lengths. *Acta Things* 195 (2020), 149-175.\n",
			want: [][]string{{"", "A.B. Lee", "M. Moe", "B. Van Roe"}, {""}, {"", "C. Wu"}, {""}},
		},
		{
			// The owner is printed in no byline, so also not in one
			// whose "with" the field reader took for the whole byline.
			name: "a list that prints its owner in no byline",
			page: "# Jane Q. Doe\n\n## Articles\n\n" +
				"2020 *Slow queues in harbour towns*, with Ann Lee and Bo Roe, 12 Journal of Harbours 101 (2020)\n\n" +
				"2019 *The law of quiet ports*, 9 Review of Ports 33 (2019)\n\n" +
				"2017 *Tides and contracts*, 4 Review of Ports 1 (2017)\n",
			want: [][]string{{"Jane Q. Doe", "Ann Lee", "Bo Roe"}, {"Jane Q. Doe"}, {"Jane Q. Doe"}},
		},
		{
			name: "one paper without a byline among many with one is not taken",
			page: "# Jane Q. Doe\n\n## Publications\n\n" +
				"1. Jane Q. Doe, Ann Lee. Slow queues in fast networks. Journal of Things 3 (2021) 1-9.\n" +
				"2. Bo Roe, Jane Q. Doe. Thermal noise of thin films. Journal of Things 2 (2020) 4-8.\n" +
				"3. Jane Q. Doe. Queues of cold atoms. Letters on Things 1 (2019) 2-3.\n" +
				"4. \u201cA report on harbour queues,\u201d City Bulletin 4 (2018).\n",
			want: [][]string{{"Jane Q. Doe", "Ann Lee"}, {"Bo Roe", "Jane Q. Doe"}, {"Jane Q. Doe"}, nil},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := []byte(tt.page)
			if tt.file != "" {
				var err error
				if data, err = os.ReadFile(filepath.Join("..", "..", "testdata", "owner", tt.file)); err != nil {
					t.Fatal(err)
				}
			}
			recs, _ := readWith(t, Read, "page.md", data, Options{Owner: tt.owner})
			var got [][]string
			for _, r := range recs {
				if r.Owner != nil && tt.owner == "" && strings.Contains(tt.name, "not the owner") {
					t.Errorf("owner %q found on a page that never prints its owner", r.Owner.Name)
				}
				if p := r.Publication; p != nil {
					got = append(got, authorNames(p.Authors))
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("bylines (-want +got):\n%s", diff)
			}
		})
	}
}

// TestReadCVRuledGroups reads a page whose papers are each three <p>
// paragraphs (byline, title, reference) between <hr> rules, with a rule
// missing between two papers and a one-paragraph chapter.
func TestReadCVRuledGroups(t *testing.T) {
	var b strings.Builder
	b.WriteString("---\nlayout: page\ntitle: Publications\n---\n")
	paper := func(p [3]string) {
		b.WriteString(`<p style="font-size: 12px;"><span style="color: #222;">` + p[0] + "</span></p>\n")
		b.WriteString(`<p style="font-size: 12px;"><strong>"` + p[1] + `"</strong></p>` + "\n")
		b.WriteString(`<p style="font-size: 12px;"><a href="https://doi.org/10.1000/x">` + p[2] + "</a>. <a href=\"/x.pdf\">PDF</a></p>\n")
	}
	rule := func() { b.WriteString("<hr>\n<p> </p>\n") }
	paper([3]string{"Ann Lee, Max Moe, and Jane Doe", "Slow queues in fast networks", "Journal of Things 12, 45 (2021)"})
	rule()
	paper([3]string{"J. Doe and A. Lee", "Thermal noise of thin films", "Phys. Things Lett. 99, 120401 (2019)"})
	// A rule is missing: two papers in one group.
	paper([3]string{"Bo Roe, Jane Doe", "Queues of cold atoms", "Journal of Things 10, 1 (2018)"})
	rule()
	// A chapter with no byline, one paragraph between rules.
	b.WriteString(`<p style="font-size: 12px;"><strong>"Cold queues" </strong>in Yearbook of Things (Things Press, 2017), pp. 19-21.</p>` + "\n")
	rule()
	paper([3]string{"Max Moe and Jane Doe", "Queue crystals", "Journal of Things 9, 7 (2016)"})
	rule()
	recs, _ := readWith(t, Read, "pubs.md", []byte(b.String()), Options{})
	var got []string
	for _, r := range recs {
		if p := r.Publication; p != nil {
			got = append(got, p.Title+" / "+strings.Join(authorNames(p.Authors), ", "))
		}
	}
	want := []string{
		"Slow queues in fast networks / Ann Lee, Max Moe, Jane Doe",
		"Thermal noise of thin films / J. Doe, A. Lee",
		"Queues of cold atoms / Bo Roe, Jane Doe",
		"Cold queues / ",
		"Queue crystals / Max Moe, Jane Doe",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("entries (-want +got):\n%s", diff)
	}
}

func TestDecodeTextLatin1(t *testing.T) {
	for in, want := range map[string]string{
		"Universit\xe4t":           "Universität",
		"\x93Queues\x94 \x96 2019": "“Queues” – 2019",
		"\xef\xbb\xbfUniversität":  "Universität",
		"Universität \xff":         "Universität \uFFFD",
	} {
		if got := DecodeText([]byte(in)); got != want {
			t.Errorf("decodeText(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestReadCVSoftwareSection reads software and other sections that are
// not publications: a citable release (byline, quoted title, year, DOI)
// is a work of kind other; a package listed with its language and
// purpose, or with its authors, year and repository link, is not; and
// the items of a talks, teaching or grants section are never read as
// papers for want of a publication section, though those of a section
// of unknown kind are.
func TestReadCVSoftwareSection(t *testing.T) {
	tests := []struct {
		name, page string
		want       []string
	}{
		{"release with a DOI, package by name",
			"# Jane Doe\n\n## Publications\n\n1. (2020) Doe, Jane and Max Moe. \"Slow queues in fast networks.\" *Journal of Things*, 12, 1-9.\n\n" +
				"## Software\n\n1. (2018) Doe, Jane and Max Moe. \"queuekit: automated queue analysis.\" Version 0.3.1. doi: 10.5281/zenodo.1234567.\n" +
				"2. fastq (Python): a toolkit for queues, used in 11 papers.\n",
			[]string{"Slow queues in fast networks (journal)", "queuekit: automated queue analysis (other)"}},
		{"packages with bylines and repository links",
			"# Jane Doe\n\n## Publications\n\n1. Doe, Jane and Max Moe (2020). Slow queues in fast networks. *Journal of Things* 12, 1-9.\n\n" +
				"## Software\n\n- [`queuekit`](https://github.com/jdoe/queuekit): Automated Queue Analysis. Jane Doe, Max Moe (2018).\n" +
				"- [`fastq`](https://github.com/jdoe/fastq): A Toolkit for Queues. Jane Doe and Ann Lee (2019).\n",
			[]string{"Slow queues in fast networks (journal)"}},
		{"no publication heading: talks stay talks",
			"# Jane Doe\n\n## Invited Talks\n\n- Doe, Jane (2019). \"Slow queues in fast networks.\" Seminar, Some University.\n" +
				"- Doe, Jane and Max Moe (2018). \"Queues at scale.\" Keynote, Workshop on Things.\n\n" +
				"## Teaching\n\n- Doe, Jane (2017). \"Queueing theory.\" Course, Some University.\n",
			nil},
		{"no publication heading: a section of unknown kind may hold papers",
			"# Jane Doe\n\n## Things I Wrote\n\n- Doe, Jane and Max Moe (2019). \"Slow queues in fast networks.\" *Journal of Things* 12, 1-9.\n" +
				"- Doe, Jane and Ann Lee (2018). \"Queues at scale.\" *Journal of Stuff* 3, 10-19.\n",
			[]string{"Slow queues in fast networks (journal)", "Queues at scale (journal)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs, _ := readWith(t, Read, "cv.md", []byte(tt.page), Options{})
			var got []string
			for _, r := range recs {
				if p := r.Publication; p != nil {
					got = append(got, fmt.Sprintf("%s (%s)", p.Title, p.Kind))
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
		})
	}
}

// TestReadCVOwnerFullestForm checks that the owner found as the name in
// most bylines is given in its fullest form on a page that abbreviates it
// in older entries.
func TestReadCVOwnerFullestForm(t *testing.T) {
	page := "## Publications\n\n" +
		"1. Ann Lee and Randall Q. Roe. \"Slow queues in fast networks.\" *Journal of Things* 12, 45 (2021).\n" +
		"2. A. Lee, M. Moe and R. Q. Roe. \"Thermal noise of thin films.\" *Journal of Things* 9, 1 (2009).\n" +
		"3. B. Bo and R. Q. Roe. \"Queues of cold atoms.\" *Journal of Things* 7, 3 (2007).\n" +
		"4. R. Q. Roe and C. Cu. \"Queue crystals.\" *Journal of Things* 5, 2 (2005).\n"
	recs, _ := readWith(t, Read, "pubs.md", []byte(page), Options{})
	owner := ownerName(recs)
	if owner != "Randall Q. Roe" {
		t.Errorf("owner = %q, want %q", owner, "Randall Q. Roe")
	}
}

func TestHTMLOwnerHint(t *testing.T) {
	tests := []struct{ page, want string }{
		{`<head><meta name="description" content="Publications of Mariann Lee and the Things Lab."></head>`, "Mariann Lee"},
		{`<head><title>Mariann Q. Lee – Publications</title></head>`, "Mariann Q. Lee"},
		{`<head><meta property="og:title" content="CV of Dr. Mariann Lee"></head>`, "Mariann Lee"},
		{`<head><title>Publications</title><meta name="description" content="Our lab's papers."></head>`, ""},
	}
	for _, tt := range tests {
		if got := convert.HTMLOwner([]byte(tt.page)); got != tt.want {
			t.Errorf("convert.HTMLOwner(%q) = %q, want %q", tt.page, got, tt.want)
		}
	}
}

// TestReadCVRulesBetweenSections checks that rules between sections of
// different lengths leave the entries of a section apart.
func TestReadCVRulesBetweenSections(t *testing.T) {
	page := "## Publications\n\nDoe J, Roe R. Slow queues in fast networks. Journal of Things 12 (2020).\n\n" +
		"Doe J, Moe M. Thermal noise of thin films. Journal of Things 9 (2019).\n\n---\n\n" +
		"## Talks\n\nWhy queues matter. Example Institute, 2019.\n\n---\n\n" +
		"## Service\n\nReviewer for Journal of Things.\n\nReviewer for Things Letters.\n\nReviewer for Queue Review.\n\n---\n"
	recs, _ := readWith(t, Read, "cv.md", []byte(page), Options{})
	var got []string
	for _, r := range recs {
		if p := r.Publication; p != nil {
			got = append(got, p.Title)
		}
	}
	want := []string{"Slow queues in fast networks", "Thermal noise of thin films"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("titles (-want +got):\n%s", diff)
	}
}

// TestReadCVOwnerNeverAHeading reads pages whose first line is a section
// title the section reader does not know, and a page whose misread
// entries (awards) repeat a funder where a byline goes: neither the
// heading nor the funder is the owner, and no owner is reported.
func TestReadCVOwnerNeverAHeading(t *testing.T) {
	for _, page := range []string{
		"# Field Experience\n\n## Publications\n\n1. Ann Lee, Bo Roe. Queues in wards. Journal of Wards 3 (2020) 1-9.\n" +
			"2. Max Moe, Eve Poe. Beds and queues. Journal of Wards 2 (2019) 4-8.\n",
		"# General Information\n\n## Publications\n\n1. Ann Lee, Bo Roe. Queues in wards. Journal of Wards 3 (2020) 1-9.\n" +
			"2. Max Moe, Eve Poe. Beds and queues. Journal of Wards 2 (2019) 4-8.\n",
		"## Publications\n\n1. Northfield Trust. Harbour Queues Fellowship. Journal of Grants, 2020.\n" +
			"2. Northfield Trust. Small Project Award. Journal of Grants, 2019.\n" +
			"3. Ann Lee. Queues in wards. Journal of Wards 3 (2018) 1-9.\n",
	} {
		recs, _ := readWith(t, Read, "page.md", []byte(page), Options{})
		for _, r := range recs {
			if r.Owner != nil {
				t.Errorf("owner %q found in\n%s", r.Owner.Name, page)
			}
		}
	}
}

// TestReadCVUnnamedOwner checks that a list of one's own papers that
// names its owner nowhere says so in a warning, names no owner and puts
// no one in the owner's place, and that a list naming its owner, or one
// whose entries print their bylines, gets no such warning.
func TestReadCVUnnamedOwner(t *testing.T) {
	withList := "## Papers\n\n1. [Slow queues in fast networks](https://arxiv.org/abs/2101.00001). <br>\nWith Ann Lee. (arXiv preprint)\n" +
		"2. [Thermal noise of thin films](https://arxiv.org/abs/1901.00002) <br>\nWith Max Moe and Bo Roe. Journal of Things 3 (2019), 1-9.\n"
	tests := []struct {
		name, page string
		warned     bool
	}{
		{"with list, no owner anywhere", withList, true},
		{"with list under the owner's name", "# Jane Q. Doe\n\n" + withList, false},
		{"bylines printed", "## Papers\n\n1. Ann Lee, Bo Roe. Queues in wards. Journal of Wards 3 (2020) 1-9.\n" +
			"2. Max Moe, Eve Poe. Beds and queues. Journal of Wards 2 (2019) 4-8.\n", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs, warns := readWith(t, Read, "page.md", []byte(tt.page), Options{})
			warned := slices.ContainsFunc(warns, func(w string) bool { return strings.Contains(w, "names its owner nowhere") })
			if warned != tt.warned {
				t.Errorf("warned %v, want %v: %q", warned, tt.warned, warns)
			}
			for _, r := range recs {
				if r.Owner != nil && tt.warned {
					t.Errorf("owner %q on a list that names none", r.Owner.Name)
				}
			}
		})
	}
}

// TestReadCVWithLineVenue checks that the "With" opening the line of a
// byline that leaves the owner out is not taken for the venue.
func TestReadCVWithLineVenue(t *testing.T) {
	page := "## Papers\n\n0. Slow queues, long lines and short waits. <br>\nWith Jane Roe. In progress.\n" +
		"0. [Fast queues](https://example.org/x). <br>\nWith Max Moe. (arXiv preprint)\n"
	recs, _ := readWith(t, Read, "page.md", []byte(page), Options{})
	var got [][]string
	for _, r := range recs {
		if p := r.Publication; p != nil {
			got = append(got, append(authorNames(p.Authors), "venue "+p.VenueText))
		}
	}
	want := [][]string{{"", "Jane Roe", "venue "}, {"", "Max Moe", "venue arXiv"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("bylines and venues (-want +got):\n%s", diff)
	}
}
