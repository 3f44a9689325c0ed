package cv

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv/sections"
	"github.com/pubgraph/pubgraph/pub"
)

// parseCVString reads src as a CV and returns its records and warnings.
func parseCVString(t *testing.T, src string) cvParse {
	t.Helper()
	var got cvParse
	opt := Options{Warn: func(e *pub.ParseError) error {
		got.Warnings = append(got.Warnings, e.Error())
		return nil
	}}
	err := Read(strings.NewReader(src), "cv.md", opt, func(r pub.Record) error {
		got.Records = append(got.Records, r)
		return nil
	})
	if err != nil && !errors.Is(err, pub.ErrNoRecords) {
		t.Fatalf("Read: %v", err)
	}
	return got
}

// pubsOf returns the publications of a parse.
func cvPubs(p cvParse) []*pub.Publication {
	var out []*pub.Publication
	for _, r := range p.Records {
		if r.Publication != nil {
			out = append(out, r.Publication)
		}
	}
	return out
}

func TestReadCVAuthorForms(t *testing.T) {
	type want struct {
		Authors    []string
		Equal      []string
		Incomplete bool
		Title      string
	}
	tests := []struct {
		name, entry string
		want        want
	}{
		{"comma and", "Alice Smith, Bob Jones, and Carol White. A Study of Things. In Proceedings of SOSP, 2020.",
			want{Authors: []string{"Alice Smith", "Bob Jones", "Carol White"}, Title: "A Study of Things"}},
		{"ampersand", "Alice Smith, Bob Jones & Carol White. Fast Things at Scale. NSDI 2021.",
			want{Authors: []string{"Alice Smith", "Bob Jones", "Carol White"}, Title: "Fast Things at Scale"}},
		{"two with and", "Alice Smith and Bob Jones. Learning to Count. ICML 2019.",
			want{Authors: []string{"Alice Smith", "Bob Jones"}, Title: "Learning to Count"}},
		{"surname first", "Smith, A., Jones, B. C., and White, C. A Study of Things. Nature, 2018.",
			want{Authors: []string{"A. Smith", "B. C. Jones", "C. White"}, Title: "A Study of Things"}},
		{"initials first", "A. Smith, B. Jones, and C. White. A Study of Things. SOSP 2020.",
			want{Authors: []string{"A. Smith", "B. Jones", "C. White"}, Title: "A Study of Things"}},
		{"joined initials", "F.M. Last, G.-H. Other and J.R.R. Tolkien. On Rings. Middle Journal, 1954.",
			want{Authors: []string{"F.M. Last", "G.-H. Other", "J.R.R. Tolkien"}, Title: "On Rings"}},
		{"particles", "Ludwig van Beethoven, Jean de la Fontaine, and Anna von Trapp. Music and Fables. ISMIR 2010.",
			want{Authors: []string{"Ludwig van Beethoven", "Jean de la Fontaine", "Anna von Trapp"}, Title: "Music and Fables"}},
		{"all caps", "ALICE SMITH, BOB JONES-WHITE. Loud Names. CHI 2015.",
			want{Authors: []string{"ALICE SMITH", "BOB JONES-WHITE"}, Title: "Loud Names"}},
		{"marks", "Alice Smith*, Bob Jones†, Carol White‡, Dan Brown¹². Marked Up. KDD 2017.",
			want{Authors: []string{"Alice Smith", "Bob Jones", "Carol White", "Dan Brown"}, Equal: []string{"Alice Smith"}, Title: "Marked Up"}},
		{"escaped stars", `Alice Smith\*, **Bob Jones\***, Carol White (\*Equal contribution). Shared Work. OSDI 2022.`,
			want{Authors: []string{"Alice Smith", "Bob Jones", "Carol White"}, Equal: []string{"Alice Smith", "Bob Jones"}, Title: "Shared Work"}},
		{"daggers for equal", "Alice Smith†, Bob Jones†, Carol White (†equal contribution). Daggers. ICLR 2023.",
			want{Authors: []string{"Alice Smith", "Bob Jones", "Carol White"}, Equal: []string{"Alice Smith", "Bob Jones"}, Title: "Daggers"}},
		{"corresponding stars", "Alice Smith*, Bob Jones. Star Key. KDD 2017. (* corresponding author)",
			want{Authors: []string{"Alice Smith", "Bob Jones"}, Title: "Star Key"}},
		{"dagger key elsewhere", "Alice Smith†, Bob Jones†. Dagger Key. KDD 2017.\n\n† denotes equal contribution",
			want{Authors: []string{"Alice Smith", "Bob Jones"}, Equal: []string{"Alice Smith", "Bob Jones"}, Title: "Dagger Key"}},
		{"superscript html", "Alice Smith<sup>1</sup>, Bob Jones<sup>2</sup>. Affiliated. WWW 2016.",
			want{Authors: []string{"Alice Smith", "Bob Jones"}, Title: "Affiliated"}},
		{"et al", "Alice Smith, Bob Jones, et al. Many Hands. Science, 2012.",
			want{Authors: []string{"Alice Smith", "Bob Jones"}, Incomplete: true, Title: "Many Hands"}},
		{"ellipsis", "Alice Smith, ..., Bob Jones, …, Carol White. Elided. VLDB 2020.",
			want{Authors: []string{"Alice Smith", "Bob Jones", "Carol White"}, Incomplete: true, Title: "Elided"}},
		{"bold owner", "**Alice Smith**, Bob Jones. Bold Me. SIGMOD 2019.",
			want{Authors: []string{"Alice Smith", "Bob Jones"}, Title: "Bold Me"}},
		{"quoted title", `Alice Smith and Bob Jones, "Quoted Title Here," in Proc. ICSE, 2014.`,
			want{Authors: []string{"Alice Smith", "Bob Jones"}, Title: "Quoted Title Here"}},
		{"single author", "Alice Smith. Alone at Last. PhD Thesis, MIT, 2010.",
			want{Authors: []string{"Alice Smith"}, Title: "Alone at Last"}},
		{"diacritics", "José Núñez, Zoë Ångström and Łukasz Wójcik. Accents. CVPR 2021.",
			want{Authors: []string{"José Núñez", "Zoë Ångström", "Łukasz Wójcik"}, Title: "Accents"}},
		{"title first", "A Study of Things. Alice Smith, Bob Jones. SOSP 2020.",
			want{Authors: []string{"Alice Smith", "Bob Jones"}, Title: "A Study of Things"}},
		{"em dash after title", "Fast Things for Slow Machines — Alice Smith, Bob Jones, and Carol White. *SOSP 2023*",
			want{Authors: []string{"Alice Smith", "Bob Jones", "Carol White"}, Title: "Fast Things for Slow Machines"}},
		{"hyphen after title", "Another Paper About Caches - Alice Smith, Bob Jones, NSDI, 2022",
			want{Authors: []string{"Alice Smith", "Bob Jones"}, Title: "Another Paper About Caches"}},
		{"first name Jan", "Yan Scholten, Jan Schuchardt, *Alice Smith*, and Bob Jones. Smoothing. TMLR 2023.",
			want{Authors: []string{"Yan Scholten", "Jan Schuchardt", "Alice Smith", "Bob Jones"}, Title: "Smoothing"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pubs := cvPubs(parseCVString(t, "# Publications\n\n- "+tt.entry+"\n"))
			if len(pubs) != 1 {
				t.Fatalf("got %d publications, want 1", len(pubs))
			}
			p := pubs[0]
			got := want{Incomplete: p.Incomplete, Title: p.Title}
			for _, a := range p.Authors {
				got.Authors = append(got.Authors, a.Name)
				if a.Equal {
					got.Equal = append(got.Equal, a.Name)
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestReadCVYearForms(t *testing.T) {
	tests := []struct {
		name, entry string
		year        int
		doubt       bool
	}{
		{"plain", "Alice Smith, Bob Jones. Title Words. SOSP 2020.", 2020, false},
		{"suffixed", "Alice Smith, Bob Jones. Title Words. Journal of Things, 2023a.", 2023, false},
		{"month", "Alice Smith, Bob Jones. Title Words. *Conference on Stuff*, December 2019.", 2019, false},
		{"short year", "Alice Smith, Bob Jones. Title Words. NSDI '21.", 2021, false},
		{"arxiv id", "Alice Smith, Bob Jones. Title Words. arXiv:2101.01234.", 2021, false},
		{"arxiv id like a year", "Alice Smith, Bob Jones. Title Words. arXiv preprint arXiv:2012.02732.", 2020, false},
		{"to appear", "Alice Smith, Bob Jones. Title Words. Journal of Things, to appear.", 0, true},
		{"in press", "Alice Smith, Bob Jones. Title Words. Journal of Things, in press.", 0, true},
		{"year in title only", "Alice Smith, Bob Jones. The 2020 Census. Journal of Things.", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pubs := cvPubs(parseCVString(t, "# Publications\n\n1. "+tt.entry+"\n"))
			if len(pubs) != 1 {
				t.Fatalf("got %d publications, want 1", len(pubs))
			}
			if pubs[0].Year != tt.year {
				t.Errorf("year = %d, want %d", pubs[0].Year, tt.year)
			}
			hasDoubt := false
			for _, d := range pubs[0].Doubts {
				hasDoubt = hasDoubt || strings.Contains(d, "year")
			}
			if hasDoubt != tt.doubt {
				t.Errorf("year doubt = %v, want %v (doubts %q)", hasDoubt, tt.doubt, pubs[0].Doubts)
			}
		})
	}
}

// cvEntrySummary is what the splitting tests check of each publication.
type cvEntrySummary struct {
	Title   string
	Authors int
	Year    int
	Kind    pub.Kind
	Line    int
}

func cvSummarize(pubs []*pub.Publication) []cvEntrySummary {
	var out []cvEntrySummary
	for _, p := range pubs {
		out = append(out, cvEntrySummary{p.Title, len(p.Authors), p.Year, p.Kind, p.Pos.Line})
	}
	return out
}

func TestReadCVEntrySplitting(t *testing.T) {
	tests := []struct {
		name, src string
		want      []cvEntrySummary
	}{
		{"numbered ascending", `# Jane Doe

## Publications

1. Jane Doe, John Roe. First Paper Title. SOSP 2020.
2. John Roe, Jane Doe. Second Paper Title. OSDI 2021.
`, []cvEntrySummary{{"First Paper Title", 2, 2020, pub.KindConference, 5}, {"Second Paper Title", 2, 2021, pub.KindConference, 6}}},
		{"numbered descending wrapped", `PUBLICATIONS

[2] Jane Doe, John Roe. Second Paper Title.
    Journal of Things, 2021.
[1] Jane Doe, John Roe. First Paper Title.
    Workshop on Stuff, 2020.
`, []cvEntrySummary{{"Second Paper Title", 2, 2021, pub.KindJournal, 3}, {"First Paper Title", 2, 2020, pub.KindWorkshop, 5}}},
		{"bullets with sub-bullets", `## Selected Publications
* **First Paper Title**
  * Jane Doe, John Roe
  * <i>SOSP 2020</i>
* **Second Paper Title**
  * Jane Doe, John Roe, Max Moe
  * <i>arXiv preprint</i>, 2022
`, []cvEntrySummary{{"First Paper Title", 2, 2020, pub.KindConference, 2}, {"Second Paper Title", 3, 2022, pub.KindPreprint, 5}}},
		{"heading per paper with year headings", `## Publications
### 2021
#### First Paper Title
Jane Doe, John Roe
*Symposium on Stuff*

#### Second Paper Title
Jane Doe and John Roe
*Journal of Things*
### 2020
#### Third Paper Title
Jane Doe, John Roe
*Workshop on Stuff*
`, []cvEntrySummary{{"First Paper Title", 2, 2021, pub.KindConference, 3}, {"Second Paper Title", 2, 2021, pub.KindJournal, 7}, {"Third Paper Title", 2, 2020, pub.KindWorkshop, 11}}},
		{"paragraphs", `Publications
===========

Jane Doe, John Roe. "First Paper Title." SOSP, 2020.

Jane Doe, John Roe. "Second Paper Title." OSDI, 2021.
`, []cvEntrySummary{{"First Paper Title", 2, 2020, pub.KindConference, 4}, {"Second Paper Title", 2, 2021, pub.KindConference, 6}}},
		{"title author venue lines without blanks", `# Publications
**First Paper Title**
Jane Doe, John Roe
*SOSP 2020*
**Second Paper Title**
Jane Doe, John Roe
*OSDI 2021*
`, []cvEntrySummary{{"First Paper Title", 2, 2020, pub.KindConference, 2}, {"Second Paper Title", 2, 2021, pub.KindConference, 5}}},
		{"glued one per line", `PUBLICATIONS
Jane Doe, John Roe. First Paper Title. SOSP 2020.
Jane Doe, John Roe. Second Paper Title. OSDI 2021.
Jane Doe, John Roe. Third Paper Title. NSDI 2022.
`, []cvEntrySummary{{"First Paper Title", 2, 2020, pub.KindConference, 2}, {"Second Paper Title", 2, 2021, pub.KindConference, 3}, {"Third Paper Title", 2, 2022, pub.KindConference, 4}}},
		{"glued long lines without full stops", `## Publications
NSDI '24. Hermes: Fast Congestion Control for Datacenter Networks. **Lena Fischer**, Rahul Mehta, **Omar Haddad**
EuroSys '24. Tiered Memory for Serverless Functions. **Omar Haddad**, Chloé Martin and Ana Souza
`, []cvEntrySummary{{"Hermes: Fast Congestion Control for Datacenter Networks", 3, 2024, pub.KindConference, 2}, {"Tiered Memory for Serverless Functions", 3, 2024, pub.KindConference, 3}}},
		{"markdown table", `## Publications

| Year | Title | Authors | Venue |
|------|-------|---------|-------|
| 2021 | Fast Paths for Slow Networks | Jane Doe, John Roe | NSDI |
| 2020 | Another Paper Title | John Roe and Jane Doe | *Journal of Things* |
`, []cvEntrySummary{{"Fast Paths for Slow Networks", 2, 2021, pub.KindConference, 5}, {"Another Paper Title", 2, 2020, pub.KindJournal, 6}}},
		{"labels and leading years", `## Publications

- 2021 — Jane Doe, John Roe. Fast Paths for Slow Networks. NSDI 2021.
- Title: Another Paper Title
  Authors: John Roe, Jane Doe^1
  Venue: Journal of Things, 2020
`, []cvEntrySummary{{"Fast Paths for Slow Networks", 2, 2021, pub.KindConference, 3}, {"Another Paper Title", 2, 2020, pub.KindJournal, 4}}},
		{"entries as headings", "## Related Publications\n### Refereed Journal Publication\n\n##### •\tF. F. Firouzeh, J. W. Chinneck, S. Rajan, \"Faster Subsystem Solutions for Dense Matrices,” Submitted to Computers and Operations Research Journal.\n\n### Refereed Conference Publications\n\n##### •\tF. F. Firouzeh, J. W. Chinneck, S. Rajan, \"A Faster Algorithm for Binary Classification,\" Accepted in 2021 IEEE International Symposium on Medical Measurements and Applications (MeMeA).\n",
			[]cvEntrySummary{{"Faster Subsystem Solutions for Dense Matrices", 3, 0, pub.KindUnderReview, 4}, {"A Faster Algorithm for Binary Classification", 3, 2021, pub.KindConference, 8}}},
		{"kinds from headings", `## Journal Articles
- Jane Doe, John Roe. Journal Paper Title. Things, 2020.
## Patents
- Jane Doe, John Roe. Patent Title Words. US Patent 1,234,567, 2019.
## Preprints
- Jane Doe, John Roe. Preprint Title Words. 2023.
## Teaching
- Jane Doe, John Roe. Not A Paper. 2023.
`, []cvEntrySummary{{"Journal Paper Title", 2, 2020, pub.KindJournal, 2}, {"Patent Title Words", 2, 2019, pub.KindPatent, 4}, {"Preprint Title Words", 2, 2023, pub.KindPreprint, 6}}},
		{"front matter liquid and comments", `---
title: Publications
author: Jane Doe
---
{% include base_path %}
<!-- Jane Doe, John Roe. Hidden Paper. SOSP 2019. -->
Jane Doe, John Roe. "Visible Paper Title." SOSP, 2020.
`, []cvEntrySummary{{"Visible Paper Title", 2, 2020, pub.KindConference, 7}}},
		{"html list", `<h2>Publications</h2>
<ul><li><b>First Paper Title</b><br>Jane Doe, John Roe<br><i>SOSP 2020</i></li><li><b>Second Paper Title</b><br>Jane Doe, John Roe<br><i>OSDI 2021</i></li></ul>
`, []cvEntrySummary{{"First Paper Title", 2, 2020, pub.KindConference, 2}, {"Second Paper Title", 2, 2021, pub.KindConference, 2}}},
		// A byline closed by a colon, then a bold title of capitalised
		// words and commas that reads like names: one entry.
		{"html items over lines, title like names", "## Papers\n\n<ul>\n\t<li>\n\t\tAnn Doe, Bob Roe, Cyd Moe:\n\t\t<b>Faster Paths, Slower Trees, and Other Graphs, via Sampling </b><br>\n\t\tSymposium on Things (SOT) 2023; <br>\n\t</li>\n\t<li>\n\t\tBob Roe ⓡ Ann Doe:\n\t\t<b>Slow Paths</b><br>\n\t\tWorkshop on Stuff (WOS) 2022; <br>\n\t</li>\n\t<li>\n\t\tAnn Doe:\n\t\t<b>Paths Alone</b><br>\n\t\tJournal of Things; <br>\n\t</li>\n</ul>\n",
			[]cvEntrySummary{{"Faster Paths, Slower Trees, and Other Graphs, via Sampling", 3, 2023, pub.KindConference, 5}, {"Slow Paths", 2, 2022, pub.KindWorkshop, 10}, {"Paths Alone", 1, 0, pub.KindJournal, 15}}},
		// The owner implied: numbered references with no byline, a title
		// sentence, "with" co-authors, a journal in italics and a year,
		// or a link to the paper's arXiv record. Every entry holds the
		// list's unnamed owner, the first one before its three "with"
		// co-authors.
		{"owner implied numbered", "### Papers\n\n1. On slow paths in fast graphs, with A.B. Roe, C.D. Moe, E. Van Berg. *J. Graph Things* 12 (2018), 1–9.\n\n2. On the sum of slow paths. *Int. J. Things* 3 (2020), no. 1, 7–12.\n\n3. Paths of trees and their forests. [arXiv](https://arxiv.org/abs/2001.00001)\n\n4. Notes that are no paper at all\n",
			[]cvEntrySummary{{"On slow paths in fast graphs", 4, 2018, pub.KindJournal, 3}, {"On the sum of slow paths", 1, 2020, pub.KindJournal, 5}, {"Paths of trees and their forests", 1, 0, pub.KindPreprint, 7}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := cvSummarize(cvPubs(parseCVString(t, tt.src)))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestReadCVOwnerImpliedParagraphs parts paragraphs that name no author
// ("“Title,” in *Book*, eds. …"): each opens with its own quoted title and
// has its own year, so none continues the one above.
func TestReadCVOwnerImpliedParagraphs(t *testing.T) {
	src := `# Jane Q. Doe

## Publications

“First Chapter Title,” in *A Book of Things* eds. Ann Editor and Bo Editor (Springfield: Example Press, 2019)

“Second Chapter Title: With a Subtitle,” in *Another Book* eds. Cy Editor (Shelbyville: Other Press, 2013)

“Third Chapter Title,” in *A Third Book* eds. Di Editor, Ed Editor, and Flo Editor (Ogdenville: Example Press, 2010)
`
	type entry struct {
		Title      string
		Year, Line int
	}
	var got []entry
	for _, p := range cvPubs(parseCVString(t, src)) {
		got = append(got, entry{p.Title, p.Year, p.Pos.Line})
	}
	want := []entry{{"First Chapter Title", 2019, 5}, {"Second Chapter Title: With a Subtitle", 2013, 7}, {"Third Chapter Title", 2010, 9}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestReadCVProfile(t *testing.T) {
	src := `# Jane Doe

## Education
- **Example University**, Ph.D. in Computer Science, 2018 - present
  - Advisors: Prof. Alan Turing and Dr. Grace Hopper
- **Other College**, B.S., 2014 - 2018
  - co-advised by John Smith
- M.S., Third University, 2012 - 2014, under the supervision of Prof. Ann Lee.

## Experience
#### Research Intern at Big Company Inc.
MENTOR: DR. ADA LOVELACE
2019 - 2019
`
	p := parseCVString(t, src)
	var rels []pub.Relation
	var affs []pub.Affiliation
	var owner string
	for _, r := range p.Records {
		switch {
		case r.Owner != nil:
			owner = r.Owner.Name
		case r.Relation != nil:
			rels = append(rels, *r.Relation)
		case r.Affiliation != nil:
			affs = append(affs, *r.Affiliation)
		}
	}
	if owner != "Jane Doe" {
		t.Errorf("owner = %q, want Jane Doe", owner)
	}
	pos := func(line int) pub.Position { return pub.Position{File: "cv.md", Line: line} }
	wantRels := []pub.Relation{
		{Person: "Jane Doe", Kind: pub.Advisor, Other: "Alan Turing", Organization: "Example University", Pos: pos(5)},
		{Person: "Jane Doe", Kind: pub.Advisor, Other: "Grace Hopper", Organization: "Example University", Pos: pos(5)},
		{Person: "Jane Doe", Kind: pub.Advisor, Other: "John Smith", Organization: "Other College", Pos: pos(7)},
		{Person: "Jane Doe", Kind: pub.Advisor, Other: "Ann Lee", Organization: "Third University", Pos: pos(8)},
		{Person: "Jane Doe", Kind: pub.Mentor, Other: "ADA LOVELACE", Organization: "Big Company Inc", Pos: pos(12)},
	}
	if diff := cmp.Diff(wantRels, rels); diff != "" {
		t.Errorf("relations (-want +got):\n%s", diff)
	}
	wantAffs := []pub.Affiliation{
		{Person: "Jane Doe", Organization: "Example University", Kind: pub.Education, Role: "Ph.D. in Computer Science", Start: 2018, Current: true, Pos: pos(4)},
		{Person: "Jane Doe", Organization: "Other College", Kind: pub.Education, Role: "B.S.", Start: 2014, End: 2018, Pos: pos(6)},
		{Person: "Jane Doe", Organization: "Third University", Kind: pub.Education, Role: "M.S.", Start: 2012, End: 2014, Pos: pos(8)},
		{Person: "Jane Doe", Organization: "Big Company Inc", Kind: pub.Employment, Role: "Research Intern", Start: 2019, End: 2019, Pos: pos(11)},
	}
	if diff := cmp.Diff(wantAffs, affs); diff != "" {
		t.Errorf("affiliations (-want +got):\n%s", diff)
	}
}

func TestReadCVWarnings(t *testing.T) {
	// The key "(* equal contribution)" is no entry and no warning.
	src := "## Publications\n\n(* equal contribution)\n\n- Jane Doe, John Roe. Good Paper Title. SOSP 2020.\n- just some words without structure\n- **Bold Title Without Authors**. SOSP 2021.\n"
	p := parseCVString(t, src)
	want := []string{
		"cv.md:6: cannot read publication entry: no author list and no marked title",
		`cv.md:7: publication "Bold Title Without Authors": no author list found`,
	}
	if diff := cmp.Diff(want, p.Warnings); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
	if n := len(cvPubs(p)); n != 2 {
		t.Errorf("got %d publications, want 2 (the one without authors has a title)", n)
	}

	stop := errors.New("strict")
	err := Read(strings.NewReader(src), "cv.md", Options{Warn: func(*pub.ParseError) error { return stop }}, func(pub.Record) error { return nil })
	if !errors.Is(err, stop) {
		t.Errorf("strict: err = %v, want %v", err, stop)
	}
	if err := Read(strings.NewReader(" \n"), "cv.md", Options{}, func(pub.Record) error { return nil }); !errors.Is(err, pub.ErrEmpty) {
		t.Errorf("empty: err = %v, want ErrEmpty", err)
	}
}

func TestReadCVOwner(t *testing.T) {
	tests := []struct{ name, src, owner string }{
		{"heading", "# Jane Q. Doe\n\n## Publications\n- John Roe, Jane Doe. Some Title. SOSP 2020.\n", "Jane Q. Doe"},
		{"front matter", "---\nauthor: Jane Doe\n---\nJohn Roe, Jane Doe. \"Some Title.\" SOSP 2020.\n", "Jane Doe"},
		{"bold in bylines", "## Publications\n- John Roe, **Jane Doe**. First Title. SOSP 2020.\n- **Jane Doe**, Max Moe. Second Title. OSDI 2021.\n", "Jane Doe"},
		{"underlined in bylines", "## Publications\n- John Roe, <u>Jane Doe</u>. First Title. SOSP 2020.\n- <u>Jane Doe</u>, Max Moe. Second Title. OSDI 2021.\n", "Jane Doe"},
		{"most frequent", "## Publications\n- John Roe, Jane Doe. First Title. SOSP 2020.\n- Jane Doe, Max Moe. Second Title. OSDI 2021.\n- Ann Lee, Jane Doe. Third Title. NSDI 2022.\n", "Jane Doe"},
		{"nobody", "## Publications\n- John Roe, Jane Doe. First Title. SOSP 2020.\n- Ann Lee, Max Moe. Second Title. OSDI 2021.\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			owner := ""
			pubs := 0
			for _, r := range parseCVString(t, tt.src).Records {
				if r.Owner != nil {
					owner = r.Owner.Name
				}
				if r.Publication != nil {
					pubs++
					if r.Publication.Owner != tt.owner {
						t.Errorf("publication owner = %q, want %q", r.Publication.Owner, tt.owner)
					}
				}
			}
			if owner != tt.owner {
				t.Errorf("owner = %q, want %q", owner, tt.owner)
			}
			if pubs == 0 {
				t.Error("no publications")
			}
		})
	}
}

// TestSectionPubKinds checks that the kinds section headings name are
// kinds of publication.
func TestSectionPubKinds(t *testing.T) {
	for _, tt := range []struct {
		sec  string
		kind pub.Kind
	}{
		{sections.PubPatent, pub.KindPatent}, {sections.PubUnderReview, pub.KindUnderReview}, {sections.PubPreprint, pub.KindPreprint},
		{sections.PubThesis, pub.KindThesis}, {sections.PubWorkshop, pub.KindWorkshop}, {sections.PubPoster, pub.KindPoster},
		{sections.PubDemo, pub.KindDemo}, {sections.PubJournal, pub.KindJournal}, {sections.PubBook, pub.KindBook},
		{sections.PubChapter, pub.KindChapter}, {sections.PubConference, pub.KindConference}, {sections.PubOther, pub.KindOther},
	} {
		if pub.Kind(tt.sec) != tt.kind {
			t.Errorf("section kind %q is not %q", tt.sec, tt.kind)
		}
	}
}
