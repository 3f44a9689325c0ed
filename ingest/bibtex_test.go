package ingest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// readAllBibTeX reads src and returns its publications and warnings.
func readAllBibTeX(t testing.TB, src, name string) ([]pub.Publication, []*pub.ParseError, error) {
	t.Helper()
	var pubs []pub.Publication
	var warns []*pub.ParseError
	err := ReadBibTeX(strings.NewReader(src), name, Options{Warn: func(e *pub.ParseError) error {
		warns = append(warns, e)
		return nil
	}}, func(r pub.Record) error {
		if r.Publication == nil {
			t.Fatalf("ReadBibTeX emitted a non-publication record %+v", r)
		}
		pubs = append(pubs, *r.Publication)
		return nil
	})
	return pubs, warns, err
}

func authorNames(as []pub.Author) []string {
	var s []string
	for _, a := range as {
		s = append(s, a.Name)
	}
	return s
}

// TestReadBibTeXSamples reads the real .bib files: every entry, no warning,
// and a golden JSON of all publications.
func TestReadBibTeXSamples(t *testing.T) {
	// The goldens do not follow the venue table, which changes on its own
	// schedule: with no venue known, Venue is the venue as written and no
	// @misc takes its kind from the table.
	defer func(orig func(string) (Venue, bool)) { venueLookup = orig }(venueLookup)
	venueLookup = func(string) (Venue, bool) { return Venue{}, false }
	tests := []struct {
		file    string
		entries int
	}{
		// 22, not the 21 that "grep ^@" finds: line 205 glues
		// "}@inproceedings{shchur2018anomaly," to the previous entry.
		{"abojchevski-papers.bib", 22},
		// Includes "@@inproceedings{paulus2021comboptnet" on line 907.
		{"bamos-all.bib", 79},
		{"cmu-catalyst-pubs.bib", 37},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			path := filepath.Join("..", "testdata", "bibtex", tt.file)
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			pubs, warns, err := readAllBibTeX(t, string(src), tt.file)
			if err != nil {
				t.Fatalf("ReadBibTeX: %v", err)
			}
			for _, w := range warns {
				t.Errorf("unexpected warning: %v", w)
			}
			if len(pubs) != tt.entries {
				t.Errorf("read %d entries, want %d", len(pubs), tt.entries)
			}
			for _, p := range pubs {
				if p.Title == "" || len(p.Authors) == 0 || p.Year == 0 {
					t.Errorf("%v: incomplete publication %+v", p.Pos, p)
				}
			}
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			enc.SetIndent("", "  ")
			if err := enc.Encode(pubs); err != nil {
				t.Fatal(err)
			}
			golden(t, path+".golden.json", buf.Bytes())
		})
	}
}

// TestReadBibTeXHandChecked checks authors and titles of entries across the
// samples against the .bib text, read by hand.
func TestReadBibTeXHandChecked(t *testing.T) {
	type want struct {
		title      string
		authors    []string
		equal      []bool // nil: nobody marked
		incomplete bool
		kind       pub.Kind
		year       int
	}
	tests := []struct {
		file string
		line int
		want want
	}{
		{"abojchevski-papers.bib", 3, want{
			title: "Robustness of Graph Neural Networks at Scale",
			// "Schmidt, Thomas, and {\c{S}}irin, Hakan and Z{\"u}gner, Daniel, and"
			authors: []string{"Simon Geisler", "Thomas Schmidt", "Hakan Şirin", "Daniel Zügner", "Aleksandar Bojchevski", "Stephan Günnemann"},
			kind:    pub.KindConference, year: 2021,
		}},
		{"abojchevski-papers.bib", 58, want{
			title:   "Scaling Graph Neural Networks with Approximate PageRank",
			authors: []string{"Aleksandar Bojchevski", "Johannes Klicpera", "Bryan Perozzi", "Amol Kapoor", "Martin Blais", "Benedek Rózemberczki", "Michal Lukasik", "Stephan Günnemann"},
			equal:   []bool{true, true, false, false, false, false, false, false},
			kind:    pub.KindConference, year: 2020,
		}},
		{"abojchevski-papers.bib", 72, want{
			title:   "Group Centrality Maximization for Large-scale Graphs",
			authors: []string{"Eugenio Angriman", "Alexander van der Grinten", "Aleksandar Bojchevski", "Daniel Zügner", "Stephan Günnemann", "Henning Meyerhenke"},
			kind:    pub.KindConference, year: 2020,
		}},
		{"abojchevski-papers.bib", 205, want{
			title:   "Anomaly Detection in Car-Booking Graphs",
			authors: []string{"Oleksandr Shchur", "Aleksandar Bojchevski", "Mohamed Farghal", "Stephan Günnemann", "Yusuf Saber"},
			kind:    pub.KindWorkshop, year: 2018,
		}},
		{"abojchevski-papers.bib", 219, want{
			title:      "LocText: Relation Extraction of Protein Localizations to Assist Database Curation",
			authors:    []string{"Juan Miguel Cejuela", "Shrikant Vinchurkar", "Tatyana Goldberg", "Madhukar S. Prabhu Shankar", "Ashish Baghudana", "Aleksandar Bojchevski", "Carsten Uhlig", "André Ofner", "Pandu Raharja-Liu", "Lars Juhl Jensen"},
			incomplete: true,
			kind:       pub.KindJournal, year: 2018,
		}},
		{"bamos-all.bib", 62, want{
			title:   "Score Function Gradient Estimation to Widen the Applicability of Decision-Focused Learning",
			authors: []string{"Mattia Silvestri", "Senne Berden", "Jayanta Mandi", "Ali İrfan Mahmutoğulları", "Brandon Amos", "Tias Guns", "Michele Lombardi"},
			// @misc with _venue={JAIR}: the venue table knows JAIR as a journal.
			kind: pub.KindJournal, year: 2026,
		}},
		{"bamos-all.bib", 119, want{
			title:   "AdvPrompter: Fast Adaptive Adversarial Prompting for LLMs",
			authors: []string{"Anselm Paulus", "Arman Zharmagambetov", "Chuan Guo", "Brandon Amos", "Yuandong Tian"},
			equal:   []bool{true, true, false, false, false},
			// @misc with _venue={ICML}.
			kind: pub.KindConference, year: 2025,
		}},
		{"bamos-all.bib", 907, want{
			title:   "CombOptNet: Fit the Right NP-Hard Problem by Learning Integer Programming Constraints",
			authors: []string{"Anselm Paulus", "Michal Rolínek", "Vít Musil", "Brandon Amos", "Georg Martius"},
			kind:    pub.KindConference, year: 2021,
		}},
		{"bamos-all.bib", 1380, want{
			title:   "Learning Awareness Models",
			authors: []string{"Brandon Amos", "Laurent Dinh", "Serkan Cabi", "Thomas Rothörl", "Sergio Gómez Colmenarejo", "Alistair Muldal", "Tom Erez", "Yuval Tassa", "Nando de Freitas", "Misha Denil"},
			kind:    pub.KindConference, year: 2018,
		}},
		{"bamos-all.bib", 1650, want{
			title:   "Bad Parts: Are Our Manufacturing Systems at Risk of Silent Cyberattacks?",
			authors: []string{"Hamilton Turner", "Jules White", "Jaime A. Camelio", "Christopher Williams", "Brandon Amos", "Robert Parker"},
			kind:    pub.KindJournal, year: 2015,
		}},
		{"bamos-all.bib", 1868, want{
			title:   "The Limited Multi-Label Projection Layer",
			authors: []string{"Brandon Amos", "Vladlen Koltun", "J. Zico Kolter"},
			kind:    pub.KindPreprint, year: 2019,
		}},
		{"cmu-catalyst-pubs.bib", 217, want{
			title:   "Automating Generation of Low Precision Deep Learning Operators",
			authors: []string{"Meghan Cowan", "Thierry Moreau", "Tianqi Chen", "Luis Ceze"},
			kind:    pub.KindConference, year: 2020,
		}},
		{"cmu-catalyst-pubs.bib", 226, want{
			title:   "A Hardware-Software Blueprint for Flexible Deep Learning Specialization",
			authors: []string{"Thierry Moreau", "Tianqi Chen", "Luis Vega", "Jared Roesch", "Eddie Yan", "Lianmin Zheng", "Josh Fromm", "Ziheng Jiang", "Luis Ceze", "Carlos Guestrin", "Arvind Krishnamurthy"},
			kind:    pub.KindJournal, year: 2019,
		}},
	}
	cache := map[string][]pub.Publication{}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.file)+":"+strconv.Itoa(tt.line), func(t *testing.T) {
			pubs, ok := cache[tt.file]
			if !ok {
				src, err := os.ReadFile(filepath.Join("..", "testdata", "bibtex", tt.file))
				if err != nil {
					t.Fatal(err)
				}
				pubs, _, err = readAllBibTeX(t, string(src), tt.file)
				if err != nil {
					t.Fatal(err)
				}
				cache[tt.file] = pubs
			}
			var got *pub.Publication
			for i := range pubs {
				if pubs[i].Pos.Line == tt.line {
					got = &pubs[i]
				}
			}
			if got == nil {
				t.Fatalf("no entry starts on line %d", tt.line)
			}
			var equal []bool
			for _, a := range got.Authors {
				equal = append(equal, a.Equal)
			}
			if tt.want.equal == nil {
				tt.want.equal = make([]bool, len(got.Authors))
			}
			gotw := want{got.Title, authorNames(got.Authors), equal, got.Incomplete, got.Kind, got.Year}
			if diff := cmp.Diff(tt.want, gotw, cmp.AllowUnexported(want{})); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestParseBibNames(t *testing.T) {
	tests := []struct {
		in         string
		want       []string
		incomplete bool
		doubt      bool
	}{
		{in: "Last, First", want: []string{"First Last"}},
		{in: "First Last", want: []string{"First Last"}},
		{in: "First Middle Last", want: []string{"First Middle Last"}},
		{in: "von Last, First", want: []string{"First von Last"}},
		{in: "Ludwig van Beethoven", want: []string{"Ludwig van Beethoven"}},
		{in: "van der Grinten, Alexander", want: []string{"Alexander van der Grinten"}},
		{in: "King, Jr, Martin Luther", want: []string{"Martin Luther King Jr"}},
		{in: "von Last, Jr., First", want: []string{"First von Last Jr."}},
		{in: "A. Smith and B. Jones", want: []string{"A. Smith", "B. Jones"}},
		{in: "Smith, A. and Jones, B. and others", want: []string{"A. Smith", "B. Jones"}, incomplete: true},
		{in: "Smith, A. AND Jones, B.", want: []string{"A. Smith", "B. Jones"}},
		{in: "A. Smith and et al.", want: []string{"A. Smith"}, incomplete: true},
		{in: "{Barnes and Noble} and Ann Lee", want: []string{"Barnes and Noble", "Ann Lee"}},
		{in: "{IEEE Computer Society}", want: []string{"IEEE Computer Society"}},
		{in: "Andersen\nand\n  Bo Li", want: []string{"Andersen", "Bo Li"}},
		{in: "Alexander Anderson", want: []string{"Alexander Anderson"}}, // "and" inside a word
		{in: "Geisler, Simon and Schmidt, Thomas, and {\\c{S}}irin, Hakan", want: []string{"Simon Geisler", "Thomas Schmidt", "Hakan Şirin"}, doubt: true},
		{in: "Schmidt, Thomas, Other, Person", want: []string{"Thomas Schmidt", "Person Other"}, doubt: true},
		{in: "Z{\\\"u}gner, Daniel", want: []string{"Daniel Zügner"}},
		{in: "Brandon Amos$^{\\dagger}$ and Yuandong Tian$^\\dagger$", want: []string{"Brandon Amos", "Yuandong Tian"}},
		{in: "Bojchevski*, Aleksandar", want: []string{"Aleksandar Bojchevski"}},
		{in: "Jos{\\'e} Mar{\\'\\i}a Garc{\\'\\i}a", want: []string{"José María García"}},
		{in: "and", want: nil},
		{in: "", want: nil},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, incomplete, doubts := parseBibNames(tt.in)
			if diff := cmp.Diff(tt.want, authorNames(got)); diff != "" {
				t.Errorf("names (-want +got):\n%s", diff)
			}
			if incomplete != tt.incomplete {
				t.Errorf("incomplete = %v, want %v", incomplete, tt.incomplete)
			}
			if (len(doubts) > 0) != tt.doubt {
				t.Errorf("doubts = %q, want doubt: %v", doubts, tt.doubt)
			}
		})
	}
}

func TestBibAuthorEqual(t *testing.T) {
	got, _, _ := parseBibNames("Bojchevski*, Aleksandar and Klicpera, Johannes and Daniel Z{\\\"{u}}gner*")
	want := []pub.Author{{Name: "Aleksandar Bojchevski", Equal: true}, {Name: "Johannes Klicpera"}, {Name: "Daniel Zügner", Equal: true}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestReadBibTeXSyntax covers the syntax the samples do not use.
func TestReadBibTeXSyntax(t *testing.T) {
	type pb struct {
		Line    int
		Title   string
		Authors []string
		Venue   string
		Year    int
		Kind    pub.Kind
		DOI     string
		ArXiv   string
	}
	tests := []struct {
		name  string
		src   string
		want  []pb
		warns []string // "line: substring"
	}{{
		name: "macros and concatenation",
		src: `@string{icml = "Intl. Conference on Macros"}
@STRING(pre = {Proc. })
@inproceedings{a,
  title = "A {Quoted} Title",
  author = "Ann Lee",
  booktitle = pre # icml # ", {ICM}",
  year = 2019, month = jan,
}`,
		want: []pb{{Line: 3, Title: "A Quoted Title", Authors: []string{"Ann Lee"}, Venue: "Proc. Intl. Conference on Macros, ICM", Year: 2019, Kind: pub.KindConference}},
	}, {
		name: "comments preamble and parentheses",
		src: `% a comment line with @article{fake, title={no}}
This text outside entries is ignored, even user@example.com.
@comment{ @article{hidden, title = {Hidden}} }
@preamble{ "\newcommand{\noopsort}[1]{}" # "x" }
@article(b,
  % a comment between fields
  title = {Paren {Entry}},
  author = {Lee, Ann},
  journal = {Journal of Things},
  doi = {https://doi.org/10.1000/XYZ.1},
  year = {2001}
)`,
		want: []pb{{Line: 5, Title: "Paren Entry", Authors: []string{"Ann Lee"}, Venue: "Journal of Things", Year: 2001, Kind: pub.KindJournal, DOI: "10.1000/XYZ.1"}},
	}, {
		name: "crossref to a later entry",
		src: `@inproceedings{paper,
  author = {Bo Li},
  title = {Child},
  crossref = {proc},
}
@proceedings{proc,
  title = {Proceedings of the 1st Workshop on Things},
  year = 2020,
}`,
		want: []pb{{Line: 1, Title: "Child", Authors: []string{"Bo Li"}, Venue: "Proceedings of the 1st Workshop on Things", Year: 2020, Kind: pub.KindWorkshop}},
	}, {
		name: "kinds",
		src: `@article{a1, title={T1}, author={A}, journal={CoRR}, volume={abs/1234.56789}, year=2020}
@article{a2, title={T2}, author={A}, journal={arXiv preprint arXiv:2001.00001}, year=2020}
@misc{m1, title={T3}, author={A}, eprint={2101.00002}, archivePrefix={arXiv}, year=2021}
@unpublished{u1, title={T4}, author={A}, note={draft}, year=2021}
@phdthesis{t1, title={T5}, author={A}, school={MIT}, year=2019}
@mastersthesis{t2, title={T6}, author={A}, school={MIT}, year=2015}
@patent{p1, title={T7}, author={A}, year=2018}
@book{b1, title={T8}, author={A}, year=2017}
@incollection{c1, title={T9}, author={A}, booktitle={Handbook of Stuff}, year=2016}
@inbook{c2, title={T10}, author={A}, year=2016}
@techreport{r1, title={T11}, author={A}, institution={CMU}, year=2015}
@conference{k1, title={T12}, author={A}, booktitle={Some Conference}, year=2014}
@inproceedings{w1, title={T13}, author={A}, booktitle={Workshop on Stuff}, year=2014}
@misc{m2, title={T14}, author={A}, url={https://arxiv.org/abs/2202.00003v2}, year=2022}
@article{a3, title={T15}, author={A}, _venue={arXiv}, year=2021}
@misc{m3, title={T16}, author={A}, howpublished={\url{https://example.org/x}}, year=2022}
@misc{m4, title={T17}, author={A}, howpublished={arXiv:2203.00004}, year=2022}
`,
		want: []pb{
			{Line: 1, Title: "T1", Authors: []string{"A"}, Venue: "arXiv", Year: 2020, Kind: pub.KindPreprint, ArXiv: "1234.56789"},
			{Line: 2, Title: "T2", Authors: []string{"A"}, Venue: "arXiv", Year: 2020, Kind: pub.KindPreprint, ArXiv: "2001.00001"},
			{Line: 3, Title: "T3", Authors: []string{"A"}, Year: 2021, Kind: pub.KindPreprint, ArXiv: "2101.00002"},
			{Line: 4, Title: "T4", Authors: []string{"A"}, Year: 2021, Kind: pub.KindOther},
			{Line: 5, Title: "T5", Authors: []string{"A"}, Year: 2019, Kind: pub.KindThesis},
			{Line: 6, Title: "T6", Authors: []string{"A"}, Year: 2015, Kind: pub.KindThesis},
			{Line: 7, Title: "T7", Authors: []string{"A"}, Year: 2018, Kind: pub.KindPatent},
			{Line: 8, Title: "T8", Authors: []string{"A"}, Year: 2017, Kind: pub.KindBook},
			{Line: 9, Title: "T9", Authors: []string{"A"}, Venue: "Handbook of Stuff", Year: 2016, Kind: pub.KindChapter},
			{Line: 10, Title: "T10", Authors: []string{"A"}, Year: 2016, Kind: pub.KindChapter},
			{Line: 11, Title: "T11", Authors: []string{"A"}, Year: 2015, Kind: pub.KindOther},
			{Line: 12, Title: "T12", Authors: []string{"A"}, Venue: "Some Conference", Year: 2014, Kind: pub.KindConference},
			{Line: 13, Title: "T13", Authors: []string{"A"}, Venue: "Workshop on Stuff", Year: 2014, Kind: pub.KindWorkshop},
			{Line: 14, Title: "T14", Authors: []string{"A"}, Year: 2022, Kind: pub.KindPreprint, ArXiv: "2202.00003"},
			// Regression: an @article whose only venue is arXiv is a preprint.
			{Line: 15, Title: "T15", Authors: []string{"A"}, Venue: "arXiv", Year: 2021, Kind: pub.KindPreprint},
			// A howpublished link is not a venue; arXiv text is.
			{Line: 16, Title: "T16", Authors: []string{"A"}, Year: 2022, Kind: pub.KindOther},
			{Line: 17, Title: "T17", Authors: []string{"A"}, Venue: "arXiv", Year: 2022, Kind: pub.KindPreprint, ArXiv: "2203.00004"},
		},
	}, {
		name: "bad entries are skipped with their line",
		src: `@article{good1, title={One}, author={A}, year=2001}
@article{bad1,
  title = {Never {closed},
  author = {B},
}
@article{good2, title={Two}, author={C}, year=2002}
@article{ title = {No key}, author = {D} }
@article{good3, title={Three}, author={E}, year=2003}
@article{bad3, title = {T} author = {F}}
@article{good4, title={Four}, author={G}, year=2004}
@article{odd4, title = {Four and a half}, author = {G2}, journal = myjournal, year = 2004}
@article{empty}
@article{good5, title={Five}, author={H}, year=2005}
@article{bad6, title = {Open {brace}, author = {I},
  year = 2006}
@article{good6, title={Six}, author={J}, year=2006}
@article{bad7, title = "Open quote, author = {K}}
@article{good7, title={Seven}, author={L}, year=2007}
@article{bad8, title = {T}, author = {M},`,
		want: []pb{
			{Line: 1, Title: "One", Authors: []string{"A"}, Year: 2001, Kind: pub.KindJournal},
			{Line: 6, Title: "Two", Authors: []string{"C"}, Year: 2002, Kind: pub.KindJournal},
			{Line: 8, Title: "Three", Authors: []string{"E"}, Year: 2003, Kind: pub.KindJournal},
			{Line: 10, Title: "Four", Authors: []string{"G"}, Year: 2004, Kind: pub.KindJournal},
			{Line: 11, Title: "Four and a half", Authors: []string{"G2"}, Venue: "myjournal", Year: 2004, Kind: pub.KindJournal},
			{Line: 13, Title: "Five", Authors: []string{"H"}, Year: 2005, Kind: pub.KindJournal},
			{Line: 16, Title: "Six", Authors: []string{"J"}, Year: 2006, Kind: pub.KindJournal},
			{Line: 18, Title: "Seven", Authors: []string{"L"}, Year: 2007, Kind: pub.KindJournal},
		},
		warns: []string{
			"2: missing closing",
			"7: without a key",
			"9: expected ','",
			"11: undefined @string macro \"myjournal\"; read as its name",
			"14: unbalanced braces",
			"17: unbalanced braces in quoted value",
			"19: missing closing",
			"12: neither title nor author",
		},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pubs, warns, err := readAllBibTeX(t, tt.src, "x.bib")
			if err != nil {
				t.Fatalf("ReadBibTeX: %v", err)
			}
			var got []pb
			for _, p := range pubs {
				got = append(got, pb{p.Pos.Line, p.Title, authorNames(p.Authors), p.Venue, p.Year, p.Kind, p.DOI, p.ArXiv})
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
			if len(warns) != len(tt.warns) {
				t.Errorf("got %d warnings, want %d: %v", len(warns), len(tt.warns), warns)
			}
			for i := 0; i < len(warns) && i < len(tt.warns); i++ {
				line, msg, _ := strings.Cut(tt.warns[i], ": ")
				if strconv.Itoa(warns[i].Pos.Line) != line || !strings.Contains(warns[i].Msg, msg) || !errors.Is(warns[i], pub.ErrSyntax) {
					t.Errorf("warning %d = %v, want line %s containing %q", i, warns[i], line, msg)
				}
			}
		})
	}
}

func TestReadBibTeXDoubts(t *testing.T) {
	src := "@misc{a, title={T}, author={A}, year={2020}, year={2021}, crossref={nowhere}}\n@@article{b, title={U}, author={B}, year={circa}}"
	pubs, _, err := readAllBibTeX(t, src, "x.bib")
	if err != nil {
		t.Fatal(err)
	}
	if len(pubs) != 2 {
		t.Fatalf("got %d publications, want 2", len(pubs))
	}
	want := [][]string{
		{`field year given twice ("2020" and "2021"); used the first`, `crossref "nowhere" names no entry in this file`},
		{`entry starts with a doubled '@'; read as one`, `year "circa" is not a year`},
	}
	for i, p := range pubs {
		if diff := cmp.Diff(want[i], p.Doubts); diff != "" {
			t.Errorf("entry %d doubts (-want +got):\n%s", i, diff)
		}
	}
	if pubs[0].Year != 2020 {
		t.Errorf("year = %d, want the first, 2020", pubs[0].Year)
	}
}

func TestReadBibTeXStrictAndErrors(t *testing.T) {
	stop := errors.New("strict")
	err := ReadBibTeX(strings.NewReader("@article{x, title={T}\n@article{y, title={U}, author={A}}"), "s.bib",
		Options{Warn: func(*pub.ParseError) error { return stop }}, func(pub.Record) error { return nil })
	if !errors.Is(err, stop) {
		t.Errorf("with a failing Warn: err = %v, want %v", err, stop)
	}
	emitErr := errors.New("emit")
	err = ReadBibTeX(strings.NewReader("@article{y, title={U}, author={A}}"), "s.bib", Options{}, func(pub.Record) error { return emitErr })
	if !errors.Is(err, emitErr) {
		t.Errorf("with a failing emit: err = %v, want %v", err, emitErr)
	}
	err = ReadBibTeX(strings.NewReader(" \n "), "s.bib", Options{}, func(pub.Record) error { return nil })
	if !errors.Is(err, pub.ErrEmpty) {
		t.Errorf("blank input: err = %v, want ErrEmpty", err)
	}
	err = ReadBibTeX(strings.NewReader("just text"), "s.bib", Options{}, func(pub.Record) error { return nil })
	if !errors.Is(err, pub.ErrNoRecords) {
		t.Errorf("no entries: err = %v, want ErrNoRecords", err)
	}
}

// checkPositions fails when a position lies outside src.
func checkInputPos(t *testing.T, src []byte, name string, pos pub.Position) {
	t.Helper()
	lines := bytes.Count(src, []byte("\n")) + 1
	if pos.File != name || pos.Line < 1 || pos.Line > lines {
		t.Fatalf("position %v outside the input of %d lines", pos, lines)
	}
}

// addSeeds seeds f with the files of testdata/dir, cut into pieces of a
// few kilobytes at blank lines or entry starts: the fuzzer crawls on
// inputs of 100 kB.
func addFuzzSeeds(f *testing.F, dir string) {
	files, _ := filepath.Glob(filepath.Join("..", "testdata", dir, "*"))
	for _, file := range files {
		if strings.HasSuffix(file, ".golden.json") {
			continue
		}
		b, err := os.ReadFile(file)
		if err != nil {
			continue
		}
		for len(b) > 4096 {
			cut := bytes.LastIndex(b[:4096], []byte("\n@"))
			if cut <= 0 {
				cut = bytes.LastIndex(b[:4096], []byte("\n"))
			}
			if cut <= 0 {
				cut = 4096
			}
			f.Add(b[:cut])
			b = b[cut:]
		}
		f.Add(b)
	}
}

func FuzzReadBibTeX(f *testing.F) {
	seedHostile(f) // the issue 12 cases (hostile_test.go)
	addFuzzSeeds(f, "bibtex")
	f.Add([]byte("@article{a, title = {x} # y, author = \"{\\\"u}\" }"))
	f.Add([]byte("@string{a = {b}}@misc{k, crossref = {k}, title = a}"))
	f.Fuzz(func(t *testing.T, src []byte) {
		_ = ReadBibTeX(bytes.NewReader(src), "f.bib", Options{Warn: func(e *pub.ParseError) error {
			checkInputPos(t, src, "f.bib", e.Pos)
			return nil
		}}, func(r pub.Record) error {
			checkInputPos(t, src, "f.bib", r.Publication.Pos)
			return nil
		})
	})
}

func ExampleReadBibTeX() {
	const bib = `@string{kdd = {Knowledge Discovery and Data Mining}}
@inproceedings{zugner2018,
  author    = {Z{\"u}gner, Daniel and Akbarnejad, Amir and G\"{u}nnemann, Stephan and others},
  title     = {Adversarial Attacks on Neural Networks for {Graph} Data},
  booktitle = {Proc. } # kdd,
  year      = 2018,
}`
	err := ReadBibTeX(strings.NewReader(bib), "refs.bib", Options{}, func(r pub.Record) error {
		p := r.Publication
		fmt.Printf("%s: %q (%s, %d)\n", p.Pos, p.Title, p.Kind, p.Year)
		for _, a := range p.Authors {
			fmt.Println(" ", a.Name)
		}
		fmt.Println("  and others:", p.Incomplete)
		return nil
	})
	if err != nil {
		fmt.Println(err)
	}
	// Output:
	// refs.bib:2:1: "Adversarial Attacks on Neural Networks for Graph Data" (conference, 2018)
	//   Daniel Zügner
	//   Amir Akbarnejad
	//   Stephan Günnemann
	//   and others: true
}
