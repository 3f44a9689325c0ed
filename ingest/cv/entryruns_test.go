package cv

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// runPub is what the entry-boundary tests compare of a publication: its
// title, authors and year.
type runPub struct {
	Title   string
	Authors []string
	Year    int
}

func asRunPubs(p cvParse) []runPub {
	var out []runPub
	for _, pb := range cvPubs(p) {
		out = append(out, runPub{pb.Title, authorNames(pb.Authors), pb.Year})
	}
	return out
}

// TestReadCVImpliedOwnerRuns reads lists whose owner is implied and whose
// entries run together without list markers or blank lines between them,
// each opening with its title in quotes or italics and hard-wrapped over
// one to three lines: an entry ends, dated, as an entry does, and the
// next line opens a title in the same style.
func TestReadCVImpliedOwnerRuns(t *testing.T) {
	const head = "# Jane Q. Doe\n\nProfessor of Art History, Example University\n\n"
	tests := []struct {
		name string
		src  string
		want []runPub
	}{
		{
			name: "Chicago chapters wrapped over two and three lines",
			src: head + "## Book Chapters\n\n" +
				"“Painted Saints in the Northern\n" +
				"Valleys,” in *Images of Devotion*, eds. Anna Bee and Carl Dee (Sampleton:\n" +
				"Example University Press, 2015), 101–29.\n" +
				"“The Workshop and Its Patrons,” in *Makers\n" +
				"and Markets*, ed. Frank Hoe (Nowhere: Invented Press, 2012), 45–67.\n" +
				"“Color, Light, and the Altar,” in *A Companion to Imaginary Art*, eds. Gail Poe\n" +
				"and Hank Yoe (Elsewhere: Fictive Books, 2018), 200–231.\n",
			want: []runPub{
				{"Painted Saints in the Northern Valleys", []string{"Jane Q. Doe"}, 2015},
				{"The Workshop and Its Patrons", []string{"Jane Q. Doe"}, 2012},
				{"Color, Light, and the Altar", []string{"Jane Q. Doe"}, 2018},
			},
		},
		{
			name: "Chicago chapters a line each with hard breaks",
			src: head + "## Chapters\n\n" +
				"“Lanterns of the River Guilds,” in *Crafts of the Delta*, ed. Ivo Kay (Sampleton: Example Press, 2016), 45–71.  \n" +
				"“The Dyer as Patron,” in *Colour Across Empires*, eds. Lena Ash and Omar Bay (Nowhere: Invented Books, 2019), 113–40.  \n" +
				"“Maps Without Roads,” in *Space in Imagined Prints*, ed. Ruth Cole (Elsewhere: Fictive Press, 2020), 301–22.  \n",
			want: []runPub{
				{"Lanterns of the River Guilds", []string{"Jane Q. Doe"}, 2016},
				{"The Dyer as Patron", []string{"Jane Q. Doe"}, 2019},
				{"Maps Without Roads", []string{"Jane Q. Doe"}, 2020},
			},
		},
		{
			name: "books with italic titles, the place and publisher wrapped",
			src: head + "## Books\n\n" +
				"*Painted Harbours: Views of Invented Ports, 1780–1880*\n" +
				"(Sampleton: Example University Press, 2018).\n" +
				"*Objects Adrift: Trade and Art on an Imaginary Sea* (Nowhere:\n" +
				"Invented Press, 2021).\n" +
				"*A Third Book of Sample Essays* (Elsewhere: Fictive Books, 2023).\n",
			want: []runPub{
				{"Painted Harbours: Views of Invented Ports, 1780–1880", []string{"Jane Q. Doe"}, 2018},
				{"Objects Adrift: Trade and Art on an Imaginary Sea", []string{"Jane Q. Doe"}, 2021},
				{"A Third Book of Sample Essays", []string{"Jane Q. Doe"}, 2023},
			},
		},
		{
			// Most paragraphs open with a quoted title; one opens
			// with its co-author, and holds a quoted title and a
			// year of its own.
			name: "paragraphs, one opening with its co-author",
			src: head + "## Articles\n\n" +
				"“Lanterns of the River Guilds,” *Journal of Invented Crafts* 12, no. 3 (2016): 45–71.\n\n" +
				"with Omar Bay, “The Dyer as Patron,” *Sample Art Quarterly* 40 (2019): 113–40.\n\n" +
				"“Maps Without Roads,” *Fictive Print Studies* 7 (2020): 301–22.\n\n" +
				"“Salt and Saints,” *Example Review of Art* 3 (2022): 1–19.\n",
			want: []runPub{
				{"Lanterns of the River Guilds", []string{"Jane Q. Doe"}, 2016},
				{"The Dyer as Patron", []string{"Jane Q. Doe", "Omar Bay"}, 2019},
				{"Maps Without Roads", []string{"Jane Q. Doe"}, 2020},
				{"Salt and Saints", []string{"Jane Q. Doe"}, 2022},
			},
		},
		{
			// A quoted title after a dated byline line is that
			// entry's: no marked title opened the entry above.
			name: "author-date bylines over quoted titles stay whole",
			src: head + "## Articles\n\n" +
				"Doe, Jane Q., and Ann B. Roe. 2019. “A Title About Invented Rivers.”\n" +
				"*Journal of Examples* 3: 1–9.\n",
			want: []runPub{
				{"A Title About Invented Rivers", []string{"Jane Q. Doe", "Ann B. Roe"}, 2019},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, asRunPubs(parseCVString(t, tt.src))); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
		})
	}
}

// TestReadCVBareReferences reads lists of references with no byline,
// the owner implied: the title first, the venue after it, written as
// list items, paragraphs or lines of one paragraph. The owner is each
// one's sole author.
func TestReadCVBareReferences(t *testing.T) {
	owner := []string{"Jane Q. Doe"}
	three := []runPub{
		{"A Study of Invented Things", owner, 2019},
		{"Patterns in Imaginary Markets", owner, 2017},
		{"Title of the invented paper on towns", owner, 2020},
	}
	tests := []struct {
		name string
		src  string
		want []runPub
	}{
		{
			name: "plain text, a line each",
			src: "Jane Q. Doe\nProfessor of Sociology, Example University\n\nPUBLICATIONS\n\n" +
				"A Study of Invented Things. Journal of Examples 12(3), 2019.\n" +
				"Patterns in Imaginary Markets. Sample Review of Economics 8(1), 2017.\n" +
				"Title of the invented paper on towns. Some Example Journal, 2020.\n",
			want: three,
		},
		{
			name: "plain text, wrapped lines",
			src: "Jane Q. Doe\nProfessor of Sociology, Example University\n\nPUBLICATIONS\n\n" +
				"A Study of Invented Things in Small Towns and Their Long Shadows.\nJournal of Examples 12(3), 2019.\n" +
				"Patterns in Imaginary Markets. Sample Review of Economics 8(1),\n2017.\n" +
				"Title of the invented paper on towns. Some Example Journal, 2020.\n",
			want: []runPub{
				{"A Study of Invented Things in Small Towns and Their Long Shadows", owner, 2019},
				three[1], three[2],
			},
		},
		{
			name: "markdown paragraphs",
			src: "# Jane Q. Doe\n\n## Publications\n\n" +
				"A Study of Invented Things. Journal of Examples 12(3), 2019.\n\n" +
				"Patterns in Imaginary Markets. Sample Review of Economics 8(1), 2017.\n\n" +
				"Title of the invented paper on towns. Some Example Journal, 2020.\n",
			want: three,
		},
		{
			name: "list items, the title set off by a comma",
			src: "# Jane Q. Doe\n\n## Publications\n\n" +
				"- A Study of Invented Things, Journal of Examples 12(3), 2019.\n" +
				"- Patterns in Imaginary Markets, Sample Review of Economics 8(1), 2017.\n" +
				"- Title of the invented paper on towns, Some Example Journal, 2020.\n",
			want: three,
		},
		{
			name: "list items with no year, italic and plain titles",
			src: "# Jane Q. Doe\n\n## Publications\n\n" +
				"- *A Study of Invented Things*, Journal of Examples 12(3).\n" +
				"- *Patterns in Imaginary Markets*, Sample Review of Economics.\n" +
				"- Title of the invented paper on towns. Some Example Journal.\n",
			want: []runPub{
				{"A Study of Invented Things", owner, 0},
				{"Patterns in Imaginary Markets", owner, 0},
				{"Title of the invented paper on towns", owner, 0},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, asRunPubs(parseCVString(t, tt.src))); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
		})
	}
}

// TestReadCVSemicolonEntries reads lists that join several entries on
// one line with semicolons, as some lists of mathematics and physics
// and some exports do, and keeps whole the bylines whose names a
// semicolon parts.
func TestReadCVSemicolonEntries(t *testing.T) {
	const head = "# Jane Q. Doe\n\n## Publications\n\n"
	tests := []struct {
		name string
		src  string
		want []runPub
	}{
		{
			name: "two entries on one numbered line",
			src: head + "1. J. Q. Doe, On invented operators of bounded type, Ann. Sample Math. 12 (2004) 33–58; B. Author and J. Q. Doe, Spectra of made-up graphs, Proc. Example Soc. 7 (2006) 101–119.\n" +
				"2. J. Q. Doe, C. Writer, A third invented result on groups, Invent. Math. Lett. 12 (2008) 100–120.\n",
			want: []runPub{
				{"On invented operators of bounded type", []string{"J. Q. Doe"}, 2004},
				{"Spectra of made-up graphs", []string{"B. Author", "J. Q. Doe"}, 2006},
				{"A third invented result on groups", []string{"J. Q. Doe", "C. Writer"}, 2008},
			},
		},
		{
			name: "three entries in one paragraph",
			src:  head + "J. Q. Doe, On invented operators, Ann. Sample Math. 12 (2004) 33–58; J. Q. Doe and D. Writer, Spectra of made-up graphs, Proc. Example Soc. 7 (2006) 101–119; E. Roe, J. Q. Doe, Notes on fictive lattices, Arch. Invent. 2 (2008) 5–17.\n",
			want: []runPub{
				{"On invented operators", []string{"J. Q. Doe"}, 2004},
				{"Spectra of made-up graphs", []string{"J. Q. Doe", "D. Writer"}, 2006},
				{"Notes on fictive lattices", []string{"E. Roe", "J. Q. Doe"}, 2008},
			},
		},
		{
			name: "ACS bylines parted by semicolons, two entries joined",
			src: head + "- Roe, A. B.; Doe, J. Q. Invented catalysts at rest. J. Sample Chem. 2015, 8, 12–19; Doe, J. Q.; Poe, G. H. Made-up surfaces in motion. J. Sample Chem. 2016, 9, 20–29.\n" +
				"- Doe, J. Q.; Roe, A. B.; Loe, E. F. A fourth invented paper on lattices. J. Example Phys. 2010, 44, 201–210.\n",
			want: []runPub{
				{"Invented catalysts at rest", []string{"A. B. Roe", "J. Q. Doe"}, 2015},
				{"Made-up surfaces in motion", []string{"J. Q. Doe", "G. H. Poe"}, 2016},
				{"A fourth invented paper on lattices", []string{"J. Q. Doe", "A. B. Roe", "E. F. Loe"}, 2010},
			},
		},
		{
			name: "a note after a semicolon stays with its entry",
			src: head + "- J. Q. Doe, A study of sample flows in pipes, J. Foo 9 (2012) 1–20; erratum, ibid. 10 (2013) 5.\n" +
				"- Doe JQ, Roe AB. Waves on invented shores. J Bar. 2014; 3: 7–19.\n",
			want: []runPub{
				{"A study of sample flows in pipes", []string{"J. Q. Doe"}, 2012},
				{"Waves on invented shores", []string{"JQ Doe", "AB Roe"}, 2014},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, asRunPubs(parseCVString(t, tt.src))); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
		})
	}
}
