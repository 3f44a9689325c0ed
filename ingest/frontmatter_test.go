package ingest

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv"
	"github.com/pubgraph/pubgraph/pub"
)

// readAll discovers and reads paths as the CLI does, returning every
// record and warning as JSON lines.
func readAll(t *testing.T, opt Options, paths ...string) (recs []pub.Record, warnings []string) {
	t.Helper()
	inputs, err := Discover(paths)
	if err != nil {
		t.Fatalf("Discover: %v", err)
	}
	opt.Warn = func(e *pub.ParseError) error {
		warnings = append(warnings, e.Error())
		return nil
	}
	for _, in := range inputs {
		_, _, err := ReadInput(in, nil, opt, func(r pub.Record) error {
			recs = append(recs, r)
			return nil
		})
		if err != nil {
			warnings = append(warnings, "error: "+err.Error())
		}
	}
	return recs, warnings
}

// TestSitesGolden reads each synthetic site, page and data file under
// testdata/sites and compares every record with its golden file.
func TestSitesGolden(t *testing.T) {
	tests := []struct {
		name  string
		path  string
		owner string
	}{
		{"hugo", "hugo", ""},                       // Hugo Academic: profile, YAML and TOML bundles, a talk
		{"jekyll", "jekyll", ""},                   // academicpages: _config.yml owner, _wps, _talks
		{"jekyll-owner", "jekyll", "T. Reyes"},     // --owner wins over the site's configuration
		{"data-yaml", "data/publications.yml", ""}, // Jekyll _data list, PubMed byline string
		{"data-yaml-owner", "data/publications.yml", "Hana Tanaka"},
		{"data-grouped", "data/grouped.yaml", ""},       // records grouped under years, under one key
		{"data-json", "data/records.json", ""},          // a JSON list that is not CSL-JSON
		{"frontmatter-data", "frontmatter-data.md", ""}, // records in front matter, rendered by includes
		{"astro-list", "astro", ""},                     // template front matter over a list in the body
		// A collection of one person's paper pages given by itself,
		// co-authors only in "with" phrases, the owner named nowhere.
		{"collection", "collection", ""},
		// A project's pages, bylines in citations, one page without.
		{"project", "project", ""},
		// Quarto listings: items inline, items without bylines under a
		// page whose author owns them, items in a data file beside the
		// page, and records nested under keys of their own.
		{"quarto-inline", "quarto/inline.qmd", ""},
		{"quarto-owner-implied", "quarto/owner-implied.qmd", ""},
		{"quarto-listed", "quarto/listed/publications.qmd", ""},
		{"quarto-nested", "quarto/nested.md", ""},
		// Paper pages with authors under params, people or contributors,
		// dates of every shape and venues under event or publisher.
		{"odd-pages", "odd", ""},
		// Bylines joined by "y", "e", "u.", "und", "et".
		{"data-joiners", "data/joiners.yml", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs, warnings := readAll(t, Options{Owner: tt.owner}, filepath.Join("..", "testdata", "sites", tt.path))
			type rec struct {
				Owner       *pub.Person      `json:"owner,omitempty"`
				Publication *pub.Publication `json:"publication,omitempty"`
				Relation    *pub.Relation    `json:"relation,omitempty"`
				Affiliation *pub.Affiliation `json:"affiliation,omitempty"`
			}
			out := struct {
				Records  []rec    `json:"records"`
				Warnings []string `json:"warnings,omitempty"`
			}{Warnings: warnings}
			for _, r := range recs {
				out.Records = append(out.Records, rec{r.Owner, r.Publication, r.Relation, r.Affiliation})
			}
			got, err := json.MarshalIndent(out, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("..", "testdata", "sites", "golden", tt.name+".json"), append(got, '\n'))
		})
	}
}

// TestSiteDiscovery checks that a site folder is one input covering its
// profile, paper pages and configuration, and that other files beside it
// are still inputs of their own.
func TestSiteDiscovery(t *testing.T) {
	dir := t.TempDir()
	write := func(rel, text string) {
		t.Helper()
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("site/_config.yml", "author:\n  name: Ana Vela\n")
	write("site/_publications/a.md", "---\ntitle: A\ncitation: 'Vela, A. (2020). A. J. X.'\n---\n")
	write("site/_pages/cv.md", "# CV\n")
	write("refs.bib", "@article{a, title={A}, author={Vela, Ana}, year=2020}\n")
	inputs, err := Discover([]string{dir})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, in := range inputs {
		rel, _ := filepath.Rel(dir, in.Path)
		s := filepath.ToSlash(rel) + " " + string(in.Format)
		for _, f := range in.Files {
			r, _ := filepath.Rel(dir, f)
			s += " " + filepath.ToSlash(r)
		}
		got = append(got, s)
	}
	want := []string{
		"refs.bib ",
		"site site site/_config.yml site/_publications/a.md",
		"site/_pages/cv.md ",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("inputs (-want +got):\n%s", diff)
	}
}

// TestCollectionDiscovery checks that a folder of paper pages given by
// itself (a site's collection without the site) is one site input, so
// that its pages share one owner, and that a folder of other pages, or
// of too few paper pages, is read page by page.
func TestCollectionDiscovery(t *testing.T) {
	paper := func(title string) string {
		return "---\ntitle: \"" + title + "\"\ncollection: publications\ncitation: '2020 (with A. Lee) " + title + ". Journal 3.'\n---\n"
	}
	tests := []struct {
		name  string
		files map[string]string
		want  []string
	}{
		{
			name:  "three paper pages",
			files: map[string]string{"a.md": paper("First paper"), "b.md": paper("Second paper"), "c.md": paper("Third paper")},
			want:  []string{"pages site a.md b.md c.md"},
		},
		{
			name:  "two paper pages",
			files: map[string]string{"a.md": paper("First paper"), "b.md": paper("Second paper")},
			want:  []string{"pages/a.md ", "pages/b.md "},
		},
		{
			name: "paper pages among other pages",
			files: map[string]string{"a.md": paper("First paper"), "b.md": paper("Second paper"), "c.md": paper("Third paper"),
				"cv.md": "# CV\n", "about.md": "# About\n"},
			want: []string{"pages/a.md ", "pages/about.md ", "pages/b.md ", "pages/c.md ", "pages/cv.md "},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "pages")
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			for name, text := range tt.files {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			inputs, err := Discover([]string{dir})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, in := range inputs {
				rel, _ := filepath.Rel(filepath.Dir(dir), in.Path)
				s := filepath.ToSlash(rel) + " " + string(in.Format)
				for _, f := range in.Files {
					s += " " + filepath.Base(f)
				}
				got = append(got, s)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("inputs (-want +got):\n%s", diff)
			}
		})
	}
}

func TestClassifyPage(t *testing.T) {
	tests := []struct {
		name, path, src string
		want            pageKind
	}{
		{"paper with authors", "x/paper.md", "---\ntitle: T\nauthors: [A B]\n---\n", pagePaper},
		{"paper with citation", "x/paper.md", "---\ntitle: T\ncitation: 'B, A. 2020. T.'\n---\n", pagePaper},
		{"coauthors", "x/p.md", "---\ntitle: T\ncoauthors: A B\n---\n", pagePaper},
		{"venue in a papers folder", "_publications/p.md", "---\ntitle: T\nvenue: J\n---\n", pagePaper},
		{"venue elsewhere", "notes/p.md", "---\ntitle: T\nvenue: J\n---\n", pageOther},
		{"venue over a list", "_publications/p.md", "---\ntitle: List\nvenue: J\n---\n- Doe, A: A long enough title for an entry, 2020.\n- Roe, B: Another long enough title for an entry, 2021.\n", pageOther},
		{"key points under a paper", "p.md", "---\ntitle: T\nauthors: [A B]\n---\n* A first key point that is long enough.\n* A second key point that is long enough.\n", pagePaper},
		{"talk folder", "content/talk/x/index.md", "---\ntitle: T\nauthors: [admin]\n---\n", pageNotPaper},
		{"talk type", "x/t.md", "---\ntitle: T\ntype: Talk\nvenue: W\n---\n", pageNotPaper},
		{"posts collection", "x/t.md", "---\ntitle: T\ncollection: posts\nauthors: [A]\n---\n", pageNotPaper},
		{"far folder does not count", "projects/site/_publications/p.md", "---\ntitle: T\ncitation: c\n---\n", pagePaper},
		{"CV page", "cv.md", "---\nlayout: archive\ntitle: CV\nauthor_profile: true\n---\n# Education\n", pageOther},
		{"records", "pubs.md", "---\ntitle: P\na:\n  - {title: One, excerpt: 'A. B, One, J. X, 2020'}\nb:\n  - {title: Two, authors: [C D]}\n---\n", pageData},
		{"listing", "pubs.qmd", "---\ntitle: P\nlisting:\n  contents:\n    - {title: One, author: A B, date: 2020}\n    - {title: Two, author: C D, date: 2021}\n---\n", pageData},
		{"page author over records", "pubs.qmd", "---\ntitle: P\nauthor: Jane Doe\npapers:\n  - {title: One Long Title, date: 2020, journal: J}\n  - {title: Two Long Title, date: 2021, journal: K}\n---\n", pageData},
		{"one record is no list", "pubs.qmd", "---\ntitle: P\nlisting:\n  contents:\n    - {title: One, author: A B, date: 2020}\n---\n", pageOther},
		{"authors under params", "x/p.md", "---\ntitle: T\nparams:\n  authors: [A B]\n---\n", pagePaper},
		{"contributors", "x/p.md", "---\ntitle: T\ncontributors: [{name: A B}]\n---\n", pagePaper},
		{"talks listing", "talks.qmd", "---\ntitle: Talks\nlisting:\n  contents:\n    - {title: One, event: A Meeting, date: 2020}\n    - {title: Two, event: B Meeting, date: 2021}\n---\n", pageOther},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fm, err := splitFrontMatter([]byte(tt.src), tt.path)
			if err != nil || fm == nil {
				t.Fatalf("splitFrontMatter = %v, %v", fm, err)
			}
			if got := classifyPage(fm, tt.path, false); got != tt.want {
				t.Errorf("classifyPage = %d, want %d", got, tt.want)
			}
		})
	}
}

func TestFrontMatterErrors(t *testing.T) {
	tests := []struct {
		name, src, at string
	}{
		{"bad YAML", "---\ntitle: T\nauthors: [A\n---\nbody\n", "p.md:"},
		{"bad TOML", "+++\ntitle = \"T\"\nauthors = [\n+++\n", "p.md:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := ReadFrontMatter(strings.NewReader(tt.src), "p.md", Options{}, func(pub.Record) error { return nil })
			var pe *pub.ParseError
			if !errors.As(err, &pe) || !errors.Is(err, pub.ErrSyntax) {
				t.Fatalf("err = %v, want a syntax *ParseError", err)
			}
			if pe.Pos.Line < 1 || pe.Pos.Line > strings.Count(tt.src, "\n")+1 || !strings.HasPrefix(err.Error(), tt.at) {
				t.Errorf("error %q: line %d outside the input or wrong file", err, pe.Pos.Line)
			}
		})
	}
}

func TestTOMLFrontMatterLines(t *testing.T) {
	src := "+++\n# comment\ntitle = \"Lakes\"\nauthors = [\"Doe, J.\", \"Roe, A.\"]\npublication_types = [\"2\"]\npublication = \"*Lake Journal*\"\ndate = 2020-01-02\n+++\n"
	var pubs []*pub.Publication
	err := ReadFrontMatter(strings.NewReader(src), "p.md", Options{}, func(r pub.Record) error {
		pubs = append(pubs, r.Publication)
		return nil
	})
	if err != nil || len(pubs) != 1 {
		t.Fatalf("err %v, %d publications", err, len(pubs))
	}
	p := pubs[0]
	got := []any{p.Title, len(p.Authors), p.Venue, p.Year, p.Kind, p.Pos.Line}
	want := []any{"Lakes", 2, "Lake Journal", 2020, pub.KindJournal, 2}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestDetectSiteFormats(t *testing.T) {
	tests := []struct {
		name, head string
		want       Format
	}{
		{"p.md", "---\ntitle: T\nauthors: [A B]\n---\n", FormatFrontMatter},
		{"index.md", "+++\ntitle = \"T\"\nauthors = [\"A B\"]\n+++\n", FormatFrontMatter},
		{"cv.md", "---\ntitle: CV\n---\n# Publications\n", FormatCV},
		{"pubs.yml", "# data\n- title: T\n  authors: A B\n", FormatPubData},
		{"cv.yml", "name: A B\neducation:\n  - school: S\n", FormatCVData},
		{"pubs.json", `[{"title": "T", "authors": "A B"}]`, FormatPubData},
		{"csl.json", `[{"title": "T", "author": [{"family": "B", "given": "A"}]}]`, FormatCSL},
		// Front matter cut off by the end of the head is still seen.
		{"long.md", "---\nlayout: splash\na:\n  - title: One\n    excerpt: 'A. B, One, J. X, 2020'\nb:\n  - title: Two\n    excerpt: 'C. D, Two, J. Y, 2021'\nc:\n  - title: Thr", FormatFrontMatter},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Detect(tt.name, []byte(tt.head)); got != tt.want {
				t.Errorf("Detect = %s, want %s", got, tt.want)
			}
		})
	}
}

func TestListedAuthor(t *testing.T) {
	tests := []struct {
		in     string
		want   []pub.Author
		elided bool
	}{
		{"Jane Doe", []pub.Author{{Name: "Jane Doe"}}, false},
		{"Jane Doe*", []pub.Author{{Name: "Jane Doe", Equal: true}}, false},
		{`Jane Doe\*`, []pub.Author{{Name: "Jane Doe", Equal: true}}, false},
		{"and many others + Jane Doe", []pub.Author{{Name: "Jane Doe"}}, true},
		{" others", nil, true},
		{"60 additional coauthors", nil, true},
		{"et al.", nil, true},
		{"", nil, false},
	}
	for _, tt := range tests {
		got, elided := listedAuthor(tt.in)
		if diff := cmp.Diff(tt.want, got); diff != "" || elided != tt.elided {
			t.Errorf("listedAuthor(%q) elided %v (-want +got):\n%s", tt.in, elided, diff)
		}
	}
}

func TestVenueStatus(t *testing.T) {
	tests := []struct {
		in, venue string
		kind      pub.Kind
	}{
		{"*Freshwater Biology*", "Freshwater Biology", ""},
		{"In press at *Ecological Studies*", "Ecological Studies", ""},
		{"Forthcoming in Journal of X", "Journal of X", ""},
		{"In review for *Journal of X*", "", pub.KindPreprint},
		{"Revision requested: The Y Journal", "", pub.KindPreprint},
		{"Revise and resubmit, Journal Z", "", pub.KindPreprint},
		{"Job Market Paper", "", pub.KindPreprint},
		{"nan", "", ""},
	}
	for _, tt := range tests {
		venue, kind := venueStatus(tt.in)
		if venue != tt.venue || kind != tt.kind {
			t.Errorf("venueStatus(%q) = %q, %q; want %q, %q", tt.in, venue, kind, tt.venue, tt.kind)
		}
	}
}

func TestCleanTitleText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"A Study of Lakes.", "A Study of Lakes"},
		{"Credit Lines [pdf] [code]", "Credit Lines"},
		{"Capture of CO<sub>2</sub> by [slides] frameworks", "Capture of CO₂ by frameworks"},
		{"Ten years<sup>*</sup>", "Ten years"},
		{"“Quoted title”", "Quoted title"},
		{"<i>In vivo</i> sleep &amp; wake", "In vivo sleep & wake"},
	}
	for _, tt := range tests {
		if got := cleanTitleText(tt.in); got != tt.want {
			t.Errorf("cleanTitleText(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// FuzzFrontMatter reads arbitrary pages: no panics, and every position
// inside the input.
func FuzzFrontMatter(f *testing.F) {
	for _, p := range []string{
		"hugo/content/publication/tide-pools/index.md", "hugo/content/publication/river-deltas/index.md",
		"hugo/content/authors/admin/_index.md", "jekyll/_publications/2020-03-01-prices.md",
		"jekyll/_wps/2024-01-15-credit.md", "frontmatter-data.md", "astro/src/content/publications/articles.md",
		"quarto/inline.qmd", "quarto/owner-implied.qmd", "quarto/nested.md", "odd/content/publication/p5/index.md",
	} {
		src, err := os.ReadFile(filepath.Join("..", "testdata", "sites", p))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(src))
	}
	f.Add("+++\n+++\n")
	f.Add("---\n---\n")
	f.Fuzz(func(t *testing.T, src string) {
		lines := strings.Count(src, "\n") + 1
		check := func(p pub.Position) {
			if p.Line > lines || p.Line < 0 {
				t.Fatalf("position %v outside %d lines", p, lines)
			}
		}
		opt := Options{Owner: "Ann Lee", Warn: func(e *pub.ParseError) error { check(e.Pos); return nil }}
		err := ReadFrontMatter(strings.NewReader(src), "f.md", opt, func(r pub.Record) error {
			if r.Publication != nil {
				check(r.Publication.Pos)
			}
			return nil
		})
		var pe *pub.ParseError
		if errors.As(err, &pe) {
			check(pe.Pos)
		}
	})
}

// FuzzPubData reads arbitrary data files: no panics, and every position
// inside the input.
func FuzzPubData(f *testing.F) {
	for _, p := range []string{"data/publications.yml", "data/grouped.yaml", "data/records.json", "data/joiners.yml"} {
		src, err := os.ReadFile(filepath.Join("..", "testdata", "sites", p))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(src))
	}
	for _, p := range []string{"nested-venue.json", "nested-journal.yml", "thesis-no-authors.yml"} {
		if src, err := os.ReadFile(filepath.Join("..", "testdata", "generic", p)); err == nil {
			f.Add(string(src))
		}
	}
	f.Add("- {title: T, authors: 'A B, C D'}\n")
	f.Add("- {t: A long title here, v: {name: {name: x}, n: 'J of X'}}\n- {t: Another title, b: Book of Y, s: under review}\n")
	f.Add("Title,Authors,Year\n\"T, U\",\"Doe, J.; Roe, A.\",2020\nV,Ann Lee,\n")
	f.Fuzz(func(t *testing.T, src string) {
		lines := strings.Count(src, "\n") + 1
		check := func(p pub.Position) {
			if p.Line > lines || p.Line < 0 {
				t.Fatalf("position %v outside %d lines", p, lines)
			}
		}
		opt := Options{Warn: func(e *pub.ParseError) error { check(e.Pos); return nil }}
		err := ReadPubData(strings.NewReader(src), "d.yml", opt, func(r pub.Record) error {
			if r.Publication != nil {
				check(r.Publication.Pos)
			}
			return nil
		})
		var pe *pub.ParseError
		if errors.As(err, &pe) {
			check(pe.Pos)
		}
	})
}

func TestStringByline(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		// A lower-case initial and a lost space do not end the byline.
		{"Pimenta S, Rodrigues JA, Machado f; Ribeiro JF, Li C", []string{"S Pimenta", "JA Rodrigues", "f Machado", "JF Ribeiro", "C Li"}},
		{"Zeng M, LiC, Lu C, Wells M", []string{"M Zeng", "C Li", "C Lu", "M Wells"}},
		{`Moreau C\*, Tanaka H\*, Wolff P *shared first authorship.`, []string{"C Moreau", "H Tanaka", "P Wolff"}},
		// Joiners of other languages than "and".
		{"Jane Doe y Juan Pérez", []string{"Jane Doe", "Juan Pérez"}},
		{"Jane Doe e Marco Rossi", []string{"Jane Doe", "Marco Rossi"}},
		{"Jane Doe u. Hans Weber", []string{"Jane Doe", "Hans Weber"}},
		{"Doe, J.; Weber, H.; Martin, P.", []string{"J. Doe", "H. Weber", "P. Martin"}},
		{"Jane Doe, Ann Roe y Juan Pérez", []string{"Jane Doe", "Ann Roe", "Juan Pérez"}},
	}
	for _, tt := range tests {
		authors, _ := stringByline(cv.Models{}, tt.in, "A Title of Some Length")
		var got []string
		for _, a := range authors {
			got = append(got, a.Name)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("stringByline(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestJoinersAsAnd(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Jane Doe y Juan Pérez", "Jane Doe and Juan Pérez"},
		{"Doe, J. y Pérez, J.", "Doe, J. and Pérez, J."},
		{"Jane Doe u. Hans Weber", "Jane Doe and Hans Weber"},
		{"Jane Doe et Pierre Martin", "Jane Doe and Pierre Martin"},
		// A joiner inside one name, and words that are no joiners.
		{"José Ortega y Gasset", "José Ortega y Gasset"},
		{"Ana Ferreira e Silva, Jane Doe", "Ana Ferreira e Silva, Jane Doe"},
		{"Jane Doe y", "Jane Doe y"},
		{"y Juan Pérez", "y Juan Pérez"},
		{"Jane Doe, y Juan Pérez", "Jane Doe, y Juan Pérez"},
	}
	for _, tt := range tests {
		if got := joinersAsAnd(tt.in); got != tt.want {
			t.Errorf("joinersAsAnd(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestPageAuthor(t *testing.T) {
	tests := []struct{ src, want string }{
		{"---\nauthor: Jane Doe\n---\n", "Jane Doe"},
		{"---\nauthor:\n  - name: Jane Doe\n---\n", "Jane Doe"},
		{"---\nauthor:\n  - name: {given: Jane, family: Doe}\n---\n", "Jane Doe"},
		{"---\nauthor: [Jane Doe, Ann Roe]\n---\n", ""},
		{"---\nauthor: admin\n---\n", ""},
		{"---\nauthor: 2020 Lab Page\n---\n", ""},
	}
	for _, tt := range tests {
		fm, err := splitFrontMatter([]byte(tt.src), "p.qmd")
		if err != nil || fm == nil {
			t.Fatalf("splitFrontMatter(%q) = %v, %v", tt.src, fm, err)
		}
		if got := pageAuthor(fm.root); got != tt.want {
			t.Errorf("pageAuthor(%q) = %q, want %q", tt.src, got, tt.want)
		}
	}
}

func TestSameInitialAndSurname(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"D. Van Dijcke", "David Van Dijcke", true},
		{"D.K. Gray", "Derek Gray", true},
		{"J. Gray", "Derek Gray", false},
		{"D. Grey", "Derek Gray", false},
		{"Jane Ann Doe", "J. Doe", true},
		{"Doe", "Jane Doe", false},
	}
	for _, tt := range tests {
		if got := sameInitialAndSurname(tt.a, tt.b); got != tt.want {
			t.Errorf("sameInitialAndSurname(%q, %q) = %v", tt.a, tt.b, got)
		}
	}
}

// TestInferOwner checks that a site whose pages name only co-authors
// finds its owner in the citations: the most cited person who is no
// co-author, with the given name written out where a citation does.
func TestInferOwner(t *testing.T) {
	page := func(co, cite string) []byte {
		return []byte("---\ntitle: T\ncoauthors: " + co + "\ncitation: '" + cite + "'\n---\n")
	}
	pages := [][]byte{
		page("Ann Lee", "Lee, A., & Reyes, T. (2020). One title here. J. X."),
		page("Bo Chan", "Chan, Bo and Reyes, Tomas (2021). Two title here. J. Y."),
		page("Ann Lee, Bo Chan", "Lee, A., Chan, B., & Reyes, T. (2022). Three title here. J. Z."),
	}
	names := []string{"a.md", "b.md", "c.md"}
	if got := inferOwner(cv.Models{}, pages, names); got != "Tomas Reyes" {
		t.Errorf("inferOwner = %q, want Tomas Reyes", got)
	}
	// Without a clear first the owner is unknown.
	if got := inferOwner(cv.Models{}, pages[:1], names[:1]); got != "" {
		t.Errorf("inferOwner of one page = %q, want none", got)
	}
}

func TestCommonAuthor(t *testing.T) {
	pubs := func(bylines ...[]string) []*pub.Publication {
		var out []*pub.Publication
		for _, b := range bylines {
			p := &pub.Publication{}
			for _, n := range b {
				p.Authors = append(p.Authors, pub.Author{Name: n})
			}
			out = append(out, p)
		}
		return out
	}
	lab := pubs(
		[]string{"Ann Lee", "Steven R. Vale"}, []string{"S. R. Vale", "Bo Chan"}, []string{"Steven R Vale"},
		[]string{"Bo Chan", "S.R. Vale", "Ann Lee"}, []string{"Steven R. Vale", "Cy Dunn"},
	)
	if got := commonAuthor(lab, nil); got != "Steven R. Vale" {
		t.Errorf("commonAuthor = %q, want Steven R. Vale", got)
	}
	// One paper without the head of the lab among five: no owner.
	lab[2].Authors = []pub.Author{{Name: "Ann Lee"}}
	if got := commonAuthor(lab, nil); got != "" {
		t.Errorf("commonAuthor = %q, want none", got)
	}
	if got := commonAuthor(lab[:4], nil); got != "" {
		t.Errorf("commonAuthor of four = %q, want none", got)
	}
	// A student's papers, all with the supervisor: the name set in
	// bold is the owner, whichever sorts first.
	student := pubs(
		[]string{"Ken Oda", "Mia Odagiri", "Ann Lee"}, []string{"Mia Odagiri", "Ken Oda"}, []string{"Bo Chan", "Mia Odagiri", "Ken Oda"},
		[]string{"Mia Odagiri", "Ken Oda"}, []string{"Mia Odagiri", "Cy Dunn", "Ken Oda"},
	)
	if got := commonAuthor(student, nil); got != "Ken Oda" {
		t.Errorf("commonAuthor without bold = %q, want Ken Oda", got)
	}
	if got := commonAuthor(student, map[string]int{commonKey("Mia Odagiri"): 5}); got != "Mia Odagiri" {
		t.Errorf("commonAuthor with bold = %q, want Mia Odagiri", got)
	}
}

// TestBoldSpans checks which texts an author field sets in bold.
func TestBoldSpans(t *testing.T) {
	got := boldSpans("Ann Lee, <b>Mia Odagiri</b><sup>*</sup>, **Ken Oda**, <STRONG>Bo Chan</STRONG>, <b>open")
	want := []string{"Mia Odagiri", "Bo Chan", "Ken Oda"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("boldSpans (-want +got):\n%s", diff)
	}
}

// TestCiteCoauthors reads the co-authors of a citation that leaves the
// owner out, wherever its "with" phrase sits, and nothing from a
// citation whose "with" belongs to the title or the venue.
func TestCiteCoauthors(t *testing.T) {
	tests := []struct {
		cite, title string
		want        []string
	}{
		{"2019 (with A. Lee) <i>Slow queues</i>. Journal 3.", "Slow queues", []string{"A. Lee"}},
		{"2019 with A. Lee and B. Chen “Slow queues” Journal 3.", "Slow queues", []string{"A. Lee", "B. Chen"}},
		{"2019 « Slow queues », with A. Lee, B. Chen and C. Poe in D. Roe (ed.) <i>Queues</i>, 2-9", "Slow queues", []string{"A. Lee", "B. Chen", "C. Poe"}},
		{"2019 « Slow queues » Journal 3, in collaboration with A. Lee. 1-9", "Slow queues", []string{"A. Lee"}},
		// The citation titles it otherwise: before its quote is no title.
		{"2019 with A. Lee. « Introduction ». Queues, 1-5", "Book introduction", []string{"A. Lee"}},
		{"2019 « Queues with Heavy Tails » Journal 3.", "Queues with Heavy Tails", nil},
		{"2019 « Slow queues » Workshop on Learning with Noisy Labels, 1-9", "Slow queues", nil},
		{"Doe, J. and Lee, A. (2019). Slow queues. Journal 3.", "Slow queues", nil},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, citeCoauthors(tt.cite, tt.title)); diff != "" {
			t.Errorf("citeCoauthors(%q) (-want +got):\n%s", tt.cite, diff)
		}
	}
}

// TestFrontMatterNoAuthors reads a paper page that names no authors: on
// its own it is skipped with a warning (an error in strict mode), and
// with an owner given it is the owner's paper.
func TestFrontMatterNoAuthors(t *testing.T) {
	src := "---\ntitle: \"Lakes in Winter\"\npublication: \"Lake Journal\"\ndate: 2020-01-02\npublication_types: [\"2\"]\n---\n"
	tests := []struct {
		name    string
		strict  bool // the Warn function fails
		owner   string
		authors []string // of the one publication; nil for none
		warn    string
		err     bool
	}{
		{name: "alone", warn: "skipped: no authors"},
		{name: "strict", strict: true, err: true},
		{name: "owner", owner: "Jane Q. Doe", authors: []string{"Jane Q. Doe"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var warnings []string
			opt := Options{Owner: tt.owner, Warn: func(e *pub.ParseError) error {
				warnings = append(warnings, e.Error())
				if tt.strict {
					return e
				}
				return nil
			}}
			var pubs []*pub.Publication
			err := ReadFrontMatter(strings.NewReader(src), "_publications/2020-lakes.md", opt, func(r pub.Record) error {
				if r.Publication != nil {
					pubs = append(pubs, r.Publication)
				}
				return nil
			})
			if (err != nil) != tt.err {
				t.Fatalf("err = %v, want error %v", err, tt.err)
			}
			var got []string
			if len(pubs) > 1 {
				t.Fatalf("%d publications, want at most one", len(pubs))
			}
			for _, p := range pubs {
				got = []string{}
				for _, a := range p.Authors {
					got = append(got, a.Name)
				}
			}
			if diff := cmp.Diff(tt.authors, got); diff != "" {
				t.Errorf("authors (-want +got):\n%s", diff)
			}
			if tt.warn != "" && (len(warnings) != 1 || !strings.Contains(warnings[0], tt.warn)) {
				t.Errorf("warnings = %q, want one with %q", warnings, tt.warn)
			}
		})
	}
}
