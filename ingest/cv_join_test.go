package ingest

import (
	"errors"
	"strings"
	"testing"
)

func TestJoinText(t *testing.T) {
	tests := []struct{ a, b, want string }{
		{"Efficient Distributed Train-", "ing with Gradients", "Efficient Distributed Training with Gradients"},
		{"In: Proceedings of the 2022 Confer-", "ence on ML", "In: Proceedings of the 2022 Conference on ML"},
		{"a state-of-the-", "art method", "a state-of-the-art method"},
		{"Data-", "Driven Caching", "Data-Driven Caching"},
		{"Title -", "Alice Smith", "Title - Alice Smith"},
		{"2019 -", "present", "2019 - present"},
		{"pages 12--", "14", "pages 12-- 14"},
		{"plain  ", "  text", "plain text"},
		{"ends-", "", "ends- "},
	}
	for _, tt := range tests {
		if got := joinText(tt.a, tt.b); got != tt.want {
			t.Errorf("joinText(%q, %q) = %q, want %q", tt.a, tt.b, got, tt.want)
		}
	}
}

// TestReadCVDehyphenates reads a biblatex-style list as pdftotext leaves
// it: titles and venues broken inside words at line ends.
func TestReadCVDehyphenates(t *testing.T) {
	const cv = `SELECTED PUBLICATIONS
[1] A. Smith, B. Lee, and C. Chen. “Efficient Distributed Train-
    ing with Gradient Compression”. In: Proceedings of the 2022 Confer-
    ence on Machine Learning and Systems (MLSys). 2022, pp. 1–14.
[2] C. Chen and A. Smith. “Sparse Allreduce for Recommen-
    dation Models”. In: 17th USENIX Symposium on Operating Systems De-
    sign and Implementation (OSDI 23). 2023, pp. 321–336.
`
	var titles []string
	err := ReadCV(strings.NewReader(cv), "cv.txt", Options{}, func(r Record) error {
		if r.Publication != nil {
			titles = append(titles, r.Publication.Title+" | "+r.Publication.Venue)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"Efficient Distributed Training with Gradient Compression | MLSys",
		"Sparse Allreduce for Recommendation Models | OSDI",
	}
	if strings.Join(titles, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(titles, "\n"), strings.Join(want, "\n"))
	}
}

// TestReadCVLeadingDateRange reads education rows that open with their
// years, as two-column CVs converted to text do.
func TestReadCVLeadingDateRange(t *testing.T) {
	const cv = `Jo Park

EDUCATION
2015 – 2020   Ph.D. in Electrical Engineering, University of Somewhere
2011 – 2015   B.S. in Computer Engineering, Other State University
`
	var got []string
	err := ReadCV(strings.NewReader(cv), "cv.txt", Options{}, func(r Record) error {
		if a := r.Affiliation; a != nil {
			got = append(got, a.Organization+" | "+a.Role)
		}
		return nil
	})
	if err != nil && !errors.Is(err, ErrNoRecords) {
		t.Fatal(err)
	}
	want := []string{
		"University of Somewhere | Ph.D. in Electrical Engineering",
		"Other State University | B.S. in Computer Engineering",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestReadCVDocTitleAndTabbedAppointments checks a CV converted from a
// word processor: its first line is the document's title, not the owner,
// whose name follows with an honorific; appointments are year ranges and
// "Role, Organisation" separated by a tab.
func TestReadCVDocTitleAndTabbedAppointments(t *testing.T) {
	const cv = "CURRICULUM VITAE\n\nDr. Mina Koval\nAssociate Professor\n\n" +
		"APPOINTMENTS\n2018–present\tAssociate Professor, Northfield University\n" +
		"2012–2014\tPostdoctoral Researcher, Example Research Labs (mentor: Dr. Ivo Brandt)\n\n" +
		"JOURNAL ARTICLES\nKoval M, Osei K (2023). Private joins at scale. ACM Transactions on Database Systems 48(2): 1–29.\n"
	var owner string
	var affs, rels []string
	err := ReadCV(strings.NewReader(cv), "cv.txt", Options{}, func(r Record) error {
		switch {
		case r.Owner != nil:
			owner = r.Owner.Name
		case r.Affiliation != nil:
			affs = append(affs, r.Affiliation.Organization+" | "+r.Affiliation.Role)
		case r.Relation != nil:
			rels = append(rels, r.Relation.Person+" <- "+string(r.Relation.Kind)+" "+r.Relation.Other)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if owner != "Mina Koval" {
		t.Errorf("owner %q, want Mina Koval", owner)
	}
	wantAffs := "Northfield University | Associate Professor\nExample Research Labs | Postdoctoral Researcher"
	if got := strings.Join(affs, "\n"); got != wantAffs {
		t.Errorf("affiliations\n%s\nwant\n%s", got, wantAffs)
	}
	if got := strings.Join(rels, "\n"); got != "Mina Koval <- mentor Ivo Brandt" {
		t.Errorf("relations %q, want Mina Koval's mentor Ivo Brandt", got)
	}
}

// TestReadCVChicagoJournal reads Chicago-style journal references: the
// "49 (3): 612–645" tail makes an unknown venue a journal and is not part
// of its name, whether or not the venue is italic.
func TestReadCVChicagoJournal(t *testing.T) {
	const cv = `## Articles

- Roe, Mara, and Ilya Petrov. 2020. "Sampling Kinship Networks." *Review of Field Methods* 49 (3): 612–645.
- Petrov, Ilya, Mara Roe, and Tunde Bello. 2018. "Ties Across Villages." Journal of Rural Ties 54: 1–12.
`
	var got []string
	err := ReadCV(strings.NewReader(cv), "cv.md", Options{}, func(r Record) error {
		if p := r.Publication; p != nil {
			var names []string
			for _, a := range p.Authors {
				names = append(names, a.Name)
			}
			got = append(got, strings.Join(names, "; ")+" | "+p.Venue+" | "+string(p.Kind))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"Roe, Mara; Ilya Petrov | Review of Field Methods | journal",
		"Petrov, Ilya; Mara Roe; Tunde Bello | Journal of Rural Ties | journal",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestReadCVTwoColumnHeader finds the owner in the first column of a
// header laid out in two columns by a PDF conversion.
func TestReadCVTwoColumnHeader(t *testing.T) {
	const cv = "Mirela Dobre                                      mdobre@example.org\n" +
		"Lecturer, Dept. of Informatics                    +40-21-000-0000\n\n" +
		"PUBLICATIONS\n[C1] M. Dobre and T. Ionescu, “Lazy snapshots for key-value stores,” in Proc. EuroSys, 2023.\n"
	var owner string
	if err := ReadCV(strings.NewReader(cv), "cv.txt", Options{}, func(r Record) error {
		if r.Owner != nil {
			owner = r.Owner.Name
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if owner != "Mirela Dobre" {
		t.Errorf("owner %q, want Mirela Dobre", owner)
	}
}

// TestReadCVLabelledFields reads entries written as labelled fields, one
// per line; the labels are not part of the title.
func TestReadCVLabelledFields(t *testing.T) {
	const cv = `## Publications

- **Title:** Elastic Sharding for Column Stores
  **Authors:** Ren Zhao, Mila Nowak, Sam Ortega
  **Venue:** VLDB 2024

- Title: Tail Latency in Serverless Search
  Authors: Mila Nowak, Ren Zhao
  Venue: SoCC 2023
`
	var got []string
	if err := ReadCV(strings.NewReader(cv), "cv.md", Options{}, func(r Record) error {
		if p := r.Publication; p != nil {
			var names []string
			for _, a := range p.Authors {
				names = append(names, a.Name)
			}
			got = append(got, p.Title+" | "+strings.Join(names, "; ")+" | "+p.Venue)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"Elastic Sharding for Column Stores | Ren Zhao; Mila Nowak; Sam Ortega | VLDB",
		"Tail Latency in Serverless Search | Mila Nowak; Ren Zhao | SoCC",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestReadCVPipeRows reads résumé rows "**Org** | Role | years".
func TestReadCVPipeRows(t *testing.T) {
	const cv = "# Lena Fisk\n\n## Experience\n- **Example DeepLab** | Research Scientist | 2022–present\n\n" +
		"## Education\n- **Alpine Institute of Technology** | Ph.D. in Computer Science | 2017–2022 | Advisor: Tomas Hoff\n\n" +
		"## Publications\n- Lena Fisk, Iris Wong. **Sparse Mixtures Revisited**. ICML 2023.\n"
	var got []string
	if err := ReadCV(strings.NewReader(cv), "cv.md", Options{}, func(r Record) error {
		if a := r.Affiliation; a != nil {
			got = append(got, a.Organization+" | "+a.Role)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	want := "Example DeepLab | Research Scientist\nAlpine Institute of Technology | Ph.D. in Computer Science"
	if strings.Join(got, "\n") != want {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), want)
	}
}

func TestCleanTitleLeadingYear(t *testing.T) {
	for in, want := range map[string]string{
		"(2021): Streaming joins without tears.": "Streaming joins without tears",
		"(2019) Lazy snapshots":                  "Lazy snapshots",
		"(2020a). Title with a suffix year":      "Title with a suffix year",
		"1984 revisited":                         "1984 revisited",
		"(Almost) free lunches":                  "(Almost) free lunches",
	} {
		if got, _ := cleanTitle(in); got != want {
			t.Errorf("cleanTitle(%q) = %q, want %q", in, got, want)
		}
	}
}
