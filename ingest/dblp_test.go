package ingest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// dblpRead runs ReadDBLP over input and collects records and warnings.
func dblpRead(name string, input []byte) ([]pub.Record, []string, error) {
	var recs []pub.Record
	var warnings []string
	opt := Options{Warn: func(e *pub.ParseError) error {
		warnings = append(warnings, e.Error())
		return nil
	}}
	err := ReadDBLP(bytes.NewReader(input), name, opt, func(r pub.Record) error {
		recs = append(recs, r)
		return nil
	})
	return recs, warnings, err
}

func dblpFile(t *testing.T, file string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", "dblp", file))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestReadDBLPMixed reads a hand-made ISO-8859-1 dump with one record of
// each type; every value below was read off testdata/dblp/mixed.xml.
func TestReadDBLPMixed(t *testing.T) {
	const file = "mixed.xml"
	pos := func(line int) pub.Position { return pub.Position{File: file, Line: line} }
	want := []pub.Record{
		{Publication: &pub.Publication{
			Title: "MapReduce: simplified data processing on large clusters",
			Authors: []pub.Author{
				{Name: "Jeffrey Dean", DBLP: "Jeffrey Dean", ORCID: "0000-0001-2345-6789"},
				{Name: "Sanjay Ghemawat", DBLP: "Sanjay Ghemawat"},
			},
			Venue: "CACM", VenueText: "Commun. ACM", Year: 2008, Kind: pub.KindJournal,
			DOI: "10.1145/1327452.1327492", DBLPKey: "journals/cacm/DeanG08",
			URL: "https://dblp.org/db/journals/cacm/cacm51.html#DeanG08", Pos: pos(4),
			Locator: pub.Locator{Volume: "51", Pages: "107-113"},
		}},
		// Glued to the previous record; the title has <i> and a line break.
		{Publication: &pub.Publication{
			Title: "Orca: A Distributed Serving System for Transformer-Based Generative Models",
			Authors: []pub.Author{
				{Name: "Gyeong-In Yu", DBLP: "Gyeong-In Yu"},
				{Name: "Joo Seong Jeong", DBLP: "Joo Seong Jeong"},
				{Name: "Byung-Gon Chun", DBLP: "Byung-Gon Chun 0001"},
			},
			Venue: "OSDI", VenueText: "OSDI", Year: 2022, Kind: pub.KindConference,
			DBLPKey: "conf/osdi/YuJKKC22", URL: "https://dblp.org/db/conf/osdi/osdi2022.html#YuJKKC22", Pos: pos(11),
		}},
		// The proceedings at line 21 is skipped. Entities, raw Latin-1
		// bytes, <sub>, &amp; and no final period.
		{Publication: &pub.Publication{
			Title: "CO2 Emissions of Training & Inference",
			Authors: []pub.Author{
				{Name: "Renée Müller", DBLP: "Renée Müller"},
				{Name: "José García", DBLP: "José García"},
			},
			Venue: "arXiv", VenueText: "CoRR", Year: 2021, Kind: pub.KindPreprint, ArXiv: "2101.00001",
			DBLPKey: "journals/corr/abs-2101-00001", URL: "https://arxiv.org/abs/2101.00001", Pos: pos(26),
		}},
		// www at line 33 skipped; an edited book has no authors.
		{Publication: &pub.Publication{
			Title: "An Edited Volume?", Authors: []pub.Author{}, Kind: pub.KindBook,
			DBLPKey: "books/sp/Editor19", Pos: pos(34), Publisher: "Springer",
			Doubts: []string{"no authors", `year "20x9" is not a number`},
		}},
		{Publication: &pub.Publication{
			Title: "A Thesis on Graphs", Authors: []pub.Author{{Name: "Jane Doe", DBLP: "Jane Doe 0002"}},
			Venue: "MIT", VenueText: "MIT", Year: 2019, Kind: pub.KindThesis,
			DBLPKey: "phd/us/Doe19", URL: "https://hdl.handle.net/1721.1/12345", Pos: pos(38),
		}},
		{Publication: &pub.Publication{
			Title: "Notes", Authors: []pub.Author{{Name: "Richard Roe", DBLP: "Richard Roe"}},
			Venue: "ETH Zürich", VenueText: "ETH Zürich", Year: 2010, Kind: pub.KindThesis,
			DBLPKey: "ms/Roe10", Pos: pos(39),
		}},
		{Publication: &pub.Publication{
			Title: "Entry...", Authors: []pub.Author{{Name: "A. Person", DBLP: "A. Person"}},
			Venue: "Some Encyclopedia", VenueText: "Some Encyclopedia", Year: 2014, Kind: pub.KindChapter,
			DBLPKey: "reference/x/Person14", Pos: pos(40), Doubts: []string{"withdrawn"},
		}},
		{Publication: &pub.Publication{
			Title: "A Workshop Paper", Authors: []pub.Author{{Name: "W. Shop", DBLP: "W. Shop"}},
			Venue: "SIGCOMM", VenueText: "SIGCOMM Workshops", Year: 2023, Kind: pub.KindWorkshop,
			DBLPKey: "conf/sigcomm/Shop23", Pos: pos(41),
		}},
		// The person record at line 43 is skipped.
		{Publication: &pub.Publication{
			Title: "A Data Set", Authors: []pub.Author{{Name: "D. Ata", DBLP: "D. Ata"}},
			Year: 2023, Kind: pub.KindOther, DOI: "10.5281/zenodo.1", DBLPKey: "data/10/Ata23", Pos: pos(42),
		}},
	}
	got, warnings, err := dblpRead(file, dblpFile(t, file))
	if err != nil {
		t.Fatal(err)
	}
	if len(warnings) > 0 {
		t.Errorf("warnings: %q", warnings)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("records (-want +got):\n%s", diff)
	}
}

// TestReadDBLPPerson reads a hand-made person export (the format of
// dblp.org/pid/....xml): the owner, then the records under <r>, skipping
// <person>, <homonyms>, the proceedings the owner edited and <coauthors>.
func TestReadDBLPPerson(t *testing.T) {
	const file = "person.xml"
	pos := func(line int) pub.Position { return pub.Position{File: file, Line: line} }
	singh := pub.Author{Name: "Manish Singh", DBLP: "Manish Singh 0001"}
	want := []pub.Record{
		{Owner: &pub.Person{Name: "Manish Singh", DBLP: "Manish Singh 0001", Pos: pos(2)}},
		{Publication: &pub.Publication{
			Title: "Transparency and Translucency", Authors: []pub.Author{singh},
			Venue: "Computer Vision, A Reference Guide", VenueText: "Computer Vision, A Reference Guide",
			Year: 2014, Kind: pub.KindChapter, DOI: "10.1007/978-0-387-31439-6_559", DBLPKey: "reference/vision/Singh14",
			URL: "https://dblp.org/db/reference/vision/vision2014.html#Singh14", Owner: "Manish Singh", Pos: pos(8),
			Locator: pub.Locator{Pages: "815-819"},
		}},
		{Publication: &pub.Publication{
			Title:   "A Made-Up Paper on Völker’s Scenes",
			Authors: []pub.Author{singh, {Name: "Erika Müstermann", DBLP: "Erika Müstermann", ORCID: "0000-0002-1825-0097"}},
			Venue:   "J. Example", VenueText: "J. Example", Year: 2020, Kind: pub.KindJournal,
			DBLPKey: "journals/example/SinghM20", Owner: "Manish Singh", Pos: pos(16),
		}},
	}
	got, warnings, err := dblpRead(file, dblpFile(t, file))
	if err != nil {
		t.Fatal(err)
	}
	if len(warnings) > 0 {
		t.Errorf("warnings: %q", warnings)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("records (-want +got):\n%s", diff)
	}
}

// TestReadDBLPSample reads the head of the real dump. The counts were made
// with grep and a regular expression over the file (131 <incollection
// elements, 76 of them without <author>, 73 <author> elements, 4 with an
// orcid, 5 names with a homonym number); the five records were read off
// the file by hand. The whole output is also kept as a golden file.
func TestReadDBLPSample(t *testing.T) {
	const file = "dblp-sample.xml"
	data := dblpFile(t, file)
	got, warnings, err := dblpRead(file, data)
	if err != nil {
		t.Fatal(err)
	}
	if len(warnings) > 0 {
		t.Errorf("warnings: %q", warnings)
	}
	kinds := make(map[pub.Kind]int)
	var noAuthors, authors, orcids, homonyms int
	byKey := make(map[string]*pub.Publication)
	for _, r := range got {
		p := r.Publication
		if p == nil {
			t.Fatalf("unexpected record %+v", r)
		}
		kinds[p.Kind]++
		if len(p.Authors) == 0 {
			noAuthors++
			if !cmp.Equal(p.Doubts, []string{"no authors"}) {
				t.Errorf("%s: doubts %q, want [no authors]", p.DBLPKey, p.Doubts)
			}
		}
		for _, a := range p.Authors {
			authors++
			if a.ORCID != "" {
				orcids++
			}
			if a.Name != a.DBLP {
				homonyms++
			}
		}
		byKey[p.DBLPKey] = p
	}
	counts := map[string]int{"chapter": kinds[pub.KindChapter], "records": len(got), "no authors": noAuthors, "authors": authors, "orcids": orcids, "homonyms": homonyms}
	wantCounts := map[string]int{"chapter": 131, "records": 131, "no authors": 76, "authors": 73, "orcids": 4, "homonyms": 5}
	if diff := cmp.Diff(wantCounts, counts); diff != "" {
		t.Errorf("counts (-want +got):\n%s", diff)
	}

	type brief struct {
		Line    int
		Title   string
		Authors []pub.Author
		DOI     string
	}
	wantRecords := map[string]brief{
		"reference/vision/X14bd":   {4, "Curvedness", []pub.Author{}, "10.1007/978-0-387-31439-6_100117"},
		"reference/vision/Singh14": {11, "Transparency and Translucency", []pub.Author{{Name: "Manish Singh", DBLP: "Manish Singh 0001"}}, "10.1007/978-0-387-31439-6_559"},
		"reference/vision/Pont14b": {48, "Surface Roughness", []pub.Author{{Name: "Sylvia C. Pont", DBLP: "Sylvia C. Pont", ORCID: "0000-0002-9834-9600"}}, "10.1007/978-0-387-31439-6_539"},
		"reference/vision/SrivastavaPKTA14": {87, "Multi-camera Human Action Recognition", []pub.Author{
			{Name: "Gaurav Srivastava", DBLP: "Gaurav Srivastava 0004"}, {Name: "Johnny Park", DBLP: "Johnny Park"},
			{Name: "Avinash C. Kak", DBLP: "Avinash C. Kak"}, {Name: "Birgi Tamersoy", DBLP: "Birgi Tamersoy"},
			{Name: "J. K. Aggarwal", DBLP: "J. K. Aggarwal"},
		}, "10.1007/978-0-387-31439-6_776"},
		"reference/vision/Beyerer14":   {232, "Mirrors", []pub.Author{{Name: "Jürgen Beyerer", DBLP: "Jürgen Beyerer"}}, "10.1007/978-0-387-31439-6_100"},
		"reference/vision/Chaumette14": {906, "Visual Servoing", []pub.Author{{Name: "François Chaumette", DBLP: "François Chaumette"}}, "10.1007/978-0-387-31439-6_281"},
	}
	for key, want := range wantRecords {
		p := byKey[key]
		if p == nil {
			t.Errorf("record %s not read", key)
			continue
		}
		if diff := cmp.Diff(want, brief{p.Pos.Line, p.Title, p.Authors, p.DOI}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", key, diff)
		}
	}
	if last := got[len(got)-1].Publication; last.DBLPKey != "reference/vision/Vernon14" || last.Pos.Line != 991 || last.Year != 2014 ||
		last.VenueText != "Computer Vision, A Reference Guide" || last.Kind != pub.KindChapter {
		t.Errorf("last record %+v, want Vernon14 at line 991", last)
	}

	pubs := make([]*pub.Publication, len(got))
	for i, r := range got {
		pubs[i] = r.Publication
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetIndent("", "  ")
	if err := enc.Encode(pubs); err != nil {
		t.Fatal(err)
	}
	golden(t, filepath.Join("..", "testdata", "dblp", "dblp-sample.golden.json"), out.Bytes())
}

// TestReadDBLPSampleCountsIndependent counts record start tags per type
// with a regular expression and checks that ReadDBLP emits as many
// publications of the matching kind.
func TestReadDBLPSampleCountsIndependent(t *testing.T) {
	data := dblpFile(t, "dblp-sample.xml")
	kindOf := map[string]pub.Kind{"article": pub.KindJournal, "inproceedings": pub.KindConference, "incollection": pub.KindChapter,
		"book": pub.KindBook, "phdthesis": pub.KindThesis, "mastersthesis": pub.KindThesis}
	re := regexp.MustCompile(`<(article|inproceedings|proceedings|book|incollection|phdthesis|mastersthesis|www|data)[ >]`)
	want := make(map[pub.Kind]int)
	for _, m := range re.FindAllSubmatch(data, -1) {
		if k, ok := kindOf[string(m[1])]; ok {
			want[k]++
		}
	}
	recs, _, err := dblpRead("in", data)
	if err != nil {
		t.Fatal(err)
	}
	got := make(map[pub.Kind]int)
	for _, r := range recs {
		got[r.Publication.Kind]++
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("records per kind (-grep +ReadDBLP):\n%s", diff)
	}
}

func TestReadDBLPCases(t *testing.T) {
	pb := func(title string, line int, authors ...string) pub.Record {
		p := &pub.Publication{Title: title, Kind: pub.KindJournal, Authors: []pub.Author{}, Pos: pub.Position{File: "in", Line: line}}
		for _, a := range authors {
			p.Authors = append(p.Authors, pub.Author{Name: a, DBLP: a})
		}
		return pub.Record{Publication: p}
	}
	tests := []struct {
		name     string
		input    string
		want     []pub.Record
		warnings []string
	}{
		{
			name:  "glued records, no declaration, UTF-8",
			input: "<dblp><article><author>Zoë Ng</author><title>A.</title></article><article><title>B</title><author>Bo 0012</author></article></dblp>",
			want:  []pub.Record{pb("A", 1, "Zoë Ng"), {Publication: &pub.Publication{Title: "B", Kind: pub.KindJournal, Authors: []pub.Author{{Name: "Bo", DBLP: "Bo 0012"}}, Pos: pub.Position{File: "in", Line: 1}}}},
		},
		{
			name:     "unknown entity left as written with a warning, numeric references decoded",
			input:    "<dblp>\n<article><author>A&nbsp;B</author><title>x&#233;&#x2014;y</title></article></dblp>",
			want:     []pub.Record{pb("xé—y", 2, "A&nbsp;B")},
			warnings: []string{"in:2:19: unknown XML entity &nbsp; left as written"},
		},
		{
			name:  "name that only looks like a homonym number",
			input: "<dblp><article><author>Agent 007</author><author>R2 D2 12345</author><author>0001</author></article></dblp>",
			want: []pub.Record{{Publication: &pub.Publication{Kind: pub.KindJournal, Pos: pub.Position{File: "in", Line: 1}, Doubts: []string{"no title"},
				Authors: []pub.Author{{Name: "Agent 007", DBLP: "Agent 007"}, {Name: "R2 D2 12345", DBLP: "R2 D2 12345"}, {Name: "0001", DBLP: "0001"}}}}},
		},
		{
			name:     "truncated dump keeps the records before the cut",
			input:    "<dblp>\n<article><author>A</author><title>T</title></article>\n<article><author>B</auth",
			want:     []pub.Record{pb("T", 2, "A")},
			warnings: []string{"in:3: XML: unexpected EOF; the rest of the file is not read"},
		},
		{
			// Strict is off, so the decoder closes the open <title>.
			name:  "mismatched end tag closes the open element",
			input: "<dblp>\n<article><title>T</title></article>\n<article><title>U</article>\n<article><title>V</title></article></dblp>",
			want:  []pub.Record{pb("T", 2), pb("U", 3), pb("V", 4)},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, r := range tc.want {
				if p := r.Publication; p != nil && len(p.Authors) == 0 {
					p.Doubts = append([]string{"no authors"}, p.Doubts...)
				}
			}
			got, warnings, err := dblpRead("in", []byte(tc.input))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("records (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.warnings, warnings); diff != "" {
				t.Errorf("warnings (-want +got):\n%s", diff)
			}
		})
	}
}

func TestReadDBLPErrors(t *testing.T) {
	strict := errors.New("strict")
	tests := []struct {
		name, input string
		opt         Options
		want        error
	}{
		{"empty", "", Options{}, pub.ErrEmpty},
		{"binary", "<dblp>\x00</dblp>", Options{}, pub.ErrBinary},
		{"not dblp", "<html><body>hi</body></html>", Options{}, pub.ErrNoRecords},
		{"broken before any dblp element", "<?xml version=\"1.0\"?>\n<dblp", Options{}, pub.ErrSyntax},
		{"strict stops on a syntax error", "<dblp><article><title>T</title></article><article>", Options{Warn: func(*pub.ParseError) error { return strict }}, strict},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := ReadDBLP(strings.NewReader(tc.input), "in", tc.opt, func(pub.Record) error { return nil })
			if !errors.Is(err, tc.want) {
				t.Errorf("error = %v, want %v", err, tc.want)
			}
		})
	}
	stop := errors.New("stop")
	err := ReadDBLP(strings.NewReader("<dblp><article/><article/></dblp>"), "in", Options{}, func(pub.Record) error { return stop })
	if !errors.Is(err, stop) {
		t.Errorf("emit error not returned: %v", err)
	}
	err = ReadDBLP(strings.NewReader(`<?xml version="1.0" encoding="x-no-such"?><dblp/>`), "in", Options{}, func(pub.Record) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "x-no-such") {
		t.Errorf("unknown charset: error = %v", err)
	}
}

// TestDBLPEntities checks the embedded entity table, and that it matches
// dblp.dtd in the shared data when that is at hand.
func TestDBLPEntities(t *testing.T) {
	for name, want := range map[string]string{"eacute": "é", "uuml": "ü", "szlig": "ß", "Oslash": "Ø", "times": "×", "reg": "®"} {
		if got := dblpEntities[name]; got != want {
			t.Errorf("&%s; = %q, want %q", name, got, want)
		}
	}
	dtd, err := os.ReadFile(filepath.Join("..", "..", "shared", "data", "dblp", "dblp.dtd"))
	if err != nil {
		t.Skipf("dblp.dtd not available: %v", err)
	}
	want := make(map[string]string)
	for _, m := range regexp.MustCompile(`<!ENTITY\s+(\w+)\s+"&#(\d+);"`).FindAllSubmatch(dtd, -1) {
		code, _ := strconv.Atoi(string(m[2]))
		want[string(m[1])] = string(rune(code))
	}
	if diff := cmp.Diff(want, dblpEntities); diff != "" {
		t.Errorf("entities (-dtd +table):\n%s", diff)
	}
}

func FuzzReadDBLP(f *testing.F) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "dblp", "*.xml"))
	if err != nil {
		f.Fatal(err)
	}
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		// Large seeds make minimizing slow; the head has every feature.
		if len(data) > 4096 {
			data = data[:4096]
		}
		f.Add(data)
	}
	f.Add([]byte("<dblp><article><author>A 0001</author><title>T<i>x</i>.</title><year>x</year></article></dblp>"))
	// Hostile: an unknown entity, a truncated record, a bare '&', a
	// mismatched end tag, an unterminated comment and CDATA.
	f.Add([]byte("<dblp>\n<article><author>A&b;</author></article>\n<article><author>B</auth"))
	f.Add([]byte("<dblp><article><title>a & b <i>c</article><!-- x"))
	f.Add([]byte("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><dblp><article><title><![CDATA[x\xe9]]></title></article></dblp>"))
	f.Fuzz(func(t *testing.T, input []byte) {
		lines := bytes.Count(input, []byte("\n")) + 1
		check := func(what string, p pub.Position) {
			if p.File != "in" || p.Line < 0 || p.Line > lines {
				t.Errorf("%s at %+v outside an input of %d lines", what, p, lines)
			}
		}
		opt := Options{Warn: func(e *pub.ParseError) error {
			check("warning", e.Pos)
			return nil
		}}
		_ = ReadDBLP(bytes.NewReader(input), "in", opt, func(r pub.Record) error {
			switch {
			case r.Publication != nil:
				check("publication", r.Publication.Pos)
			case r.Owner != nil:
				check("owner", r.Owner.Pos)
			}
			return nil
		})
	})
}

// dblpStream generates a dblp dump of n records without holding it.
type dblpStream struct {
	n, done int
	buf     []byte
}

func (s *dblpStream) Read(p []byte) (int, error) {
	for len(s.buf) < len(p) && s.done <= s.n {
		switch {
		case s.done == 0:
			s.buf = append(s.buf, "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<dblp>\n"...)
		case s.done == s.n:
			s.buf = append(s.buf, "</dblp>\n"...)
		default:
			s.buf = fmt.Appendf(s.buf, "<article key=\"journals/x/%d\"><author>Ren&eacute;e M\xfcller %04d</author>"+
				"<author>B. Author</author><title>Paper number %d about <i>things</i>.</title><year>2020</year>"+
				"<journal>J. Things</journal><ee>https://doi.org/10.1/%d</ee></article>\n", s.done, s.done%10000, s.done, s.done)
		}
		s.done++
	}
	if len(s.buf) == 0 {
		return 0, io.EOF
	}
	n := copy(p, s.buf)
	s.buf = s.buf[:copy(s.buf, s.buf[n:])]
	return n, nil
}

// TestReadDBLPConstantMemory streams a 30 MB dump and checks that the live
// heap stays far below the input's size (it stays under 1 MB).
func TestReadDBLPConstantMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("streams 30 MB")
	}
	const records = 120_000
	var maxHeap uint64
	var ms runtime.MemStats
	// What other tests left live (the labeller's model) is no part of it.
	runtime.GC()
	runtime.ReadMemStats(&ms)
	base := ms.HeapAlloc
	seen := 0
	err := ReadDBLP(&dblpStream{n: records}, "big.xml", Options{}, func(r pub.Record) error {
		seen++
		if seen%20_000 == 0 {
			runtime.GC()
			runtime.ReadMemStats(&ms)
			maxHeap = max(maxHeap, ms.HeapAlloc-min(base, ms.HeapAlloc))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen != records-1 {
		t.Errorf("read %d records, want %d", seen, records-1)
	}
	if maxHeap > 8<<20 {
		t.Errorf("live heap reached %d MB reading a 30 MB input", maxHeap>>20)
	}
}

// TestReadDBLPAllocations counts the allocations of a many-chunk read: a
// record of the stream (two authors, a title, a DOI) should cost its
// Publication, its Authors, one string for key, title and DOI, and one
// per author, and nothing per field beyond that.
func TestReadDBLPAllocations(t *testing.T) {
	const records = 20_000
	read := func() {
		n := 0
		err := ReadDBLP(&dblpStream{n: records}, "big.xml", Options{}, func(pub.Record) error { n++; return nil })
		if err != nil || n != records-1 {
			t.Fatalf("%d records, error %v", n, err)
		}
	}
	// Less what making the input costs.
	stream := testing.AllocsPerRun(1, func() { io.Copy(io.Discard, &dblpStream{n: records}) })
	perRecord := (testing.AllocsPerRun(1, read) - stream) / records
	if perRecord > 5.5 {
		t.Errorf("%.2f allocations a record, want at most 5.5", perRecord)
	}
}

// TestReadDBLPFastMatchesXML reads dumps of many chunks with the fast
// reader and with encoding/xml and requires the same records: records cut
// by chunk boundaries, Latin-1 bytes, entities, markup in titles, and a
// person's export longer than a chunk (every record keeps its owner).
func TestReadDBLPFastMatchesXML(t *testing.T) {
	var person bytes.Buffer
	person.WriteString("<?xml version=\"1.0\" encoding=\"US-ASCII\"?>\n<dblpperson name=\"Ren&#233;e M&#252;ller 0001\" pid=\"1/1\">\n<person><author>Ren&#233;e</author></person>\n")
	for i := range 3000 {
		fmt.Fprintf(&person, "<r><inproceedings key=\"conf/x/%d\" mdate=\"2020-01-01\">\n<author>Ren&#233;e M&#252;ller 0001</author>\n<author>Co %c. Author</author><title>On <i>things</i> &amp; stuff %d.</title>\n<year>20%02d</year><booktitle>ICDE</booktitle><ee>https://doi.org/10.1/%d</ee></inproceedings></r>\n", i, 'A'+i%26, i, i%30, i)
	}
	person.WriteString("<coauthors n=\"1\"><co><na>Co A. Author</na></co></coauthors></dblpperson>\n")
	dump, err := io.ReadAll(&dblpStream{n: 12000})
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"dump": dump, "person": person.Bytes()} {
		t.Run(name, func(t *testing.T) {
			if len(data) < 2*dblpChunkSize {
				t.Fatalf("input of %d bytes is not several chunks", len(data))
			}
			read := func(fast bool) ([]pub.Record, []string) {
				var recs []pub.Record
				var warnings []string
				opt := Options{Warn: func(e *pub.ParseError) error { warnings = append(warnings, e.Error()); return nil }}
				emit := func(r pub.Record) error { recs = append(recs, r); return nil }
				br := bufio.NewReader(bytes.NewReader(data))
				if fast {
					head, _ := br.Peek(1024)
					_, latin1 := dblpFastCharset(dblpEncoding(head))
					err = readDBLPFast(br, "in", latin1, opt, emit)
				} else {
					err = readDBLPXML(br, "in", opt, emit)
				}
				if err != nil {
					t.Fatal(err)
				}
				return recs, warnings
			}
			fast, fastWarn := read(true)
			slow, slowWarn := read(false)
			if len(fast) < 3000 {
				t.Fatalf("%d records", len(fast))
			}
			if diff := cmp.Diff(slow, fast); diff != "" {
				t.Errorf("records (-encoding/xml +fast):\n%s", diff)
			}
			if diff := cmp.Diff(slowWarn, fastWarn); diff != "" {
				t.Errorf("warnings (-encoding/xml +fast):\n%s", diff)
			}
		})
	}
}

// TestReadDBLPStopsMidStream checks that an error from emit or from a
// strict Warn stops a many-chunk read and is returned.
func TestReadDBLPStopsMidStream(t *testing.T) {
	stop := errors.New("stop")
	seen := 0
	err := ReadDBLP(&dblpStream{n: 20000}, "big.xml", Options{}, func(pub.Record) error {
		if seen++; seen == 5000 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || seen != 5000 {
		t.Errorf("error %v after %d records, want stop after 5000", err, seen)
	}
	input := strings.Repeat("<article><author>A</author><title>T</title></article>\n", 20000) + "<article><author>A&bogus;</author></article>"
	err = ReadDBLP(strings.NewReader("<dblp>"+input+"</dblp>"), "in", Options{Warn: func(e *pub.ParseError) error { return e }}, func(pub.Record) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "in:20001:") || !strings.Contains(err.Error(), "&bogus;") {
		t.Errorf("strict unknown entity: error %v, want one at line 20001", err)
	}
}

// TestReadDBLPFastMatchesXMLCases compares the fast reader with
// encoding/xml on records written to exercise each rule: white space to
// collapse, markup and CDATA inside fields, repeated fields, years that
// are not numbers, CoRR and publtype, every kind of ee and url, theses,
// workshops, empty elements, attributes with entities and both quotes,
// comments, end tags with space and mismatched ones.
func TestReadDBLPFastMatchesXMLCases(t *testing.T) {
	records := []string{
		"<article key=\"a/1\"><author>  Jo \n\t Ng  </author><title>  A\n\tB   C. </title><year> 2020 </year><journal> J.  X </journal></article>",
		"<article key='a/2'><author>Ren\xe9 M&uuml;ller 0001</author><author>&Aring;sa&#160;Berg</author><title>On <i>x</i><sub>2</sub> &amp; y.</title></article>",
		"<article key=\"a&amp;3\"><title><![CDATA[a <b> c]]>.</title><title>Second title..</title><year>19x9</year><year>+2020</year></article>",
		"<article key=\"a/4\" publtype=\"informal withdrawn\"><author orcid=\"0000-0001-2345-678X\">A&#x0301;B</author><journal>CoRR</journal><volume>abs/1234.5678</volume><volume>abs/2345.6789</volume></article>",
		"<article key=\"a/5\"><journal></journal><booktitle>ICML</booktitle><journal>Other</journal><ee type=\"oa\">https://arxiv.org/abs/1.2</ee><ee>http://dx.doi.org/10.1/x</ee><ee>https://doi.org/11.2/y</ee><ee>https://doi.org/10.3/z</ee></article>",
		"<inproceedings key=\"c/1\"><author>A</author><booktitle>ICML Workshop on Things</booktitle><url>db/conf/icml/icml2020.html#A</url><url>https://example.org/u</url><ee>https://example.org/e</ee></inproceedings>",
		"<inproceedings key=\"c/2\"><author>B</author><booktitle>NeurIPS</booktitle><ee>https://doi.org/10.5/q</ee><ee>https://example.org/e2</ee><ee>https://arxiv.org/abs/</ee></inproceedings>",
		"<phdthesis key=\"p/1\"><author>C</author><title>Thesis.</title><school>Univ. &Ouml;sterreich</school><year>1999</year></phdthesis>",
		"<mastersthesis key=\"m/1\"><school>First</school><journal>J</journal><school>Second</school></mastersthesis>",
		"<book key=\"b/1\"><author/><author></author><author> </author><title/><school>S</school><publisher>P &amp; Q</publisher></book>",
		"<incollection key=\"i/1\"><!-- a comment --><author>D</author ><title>T</title ><?pi x?><pages>1-2</pages><note type=\"x\">n <i>m</i></note></incollection>",
		"<data key=\"d/1\"><author>E 1234</author><author>F G 12345</author><title>Wow...</title><cdrom>x</cdrom><crossref>conf/x</crossref></data>",
		"<proceedings key=\"conf/x\"><editor>Ed</editor><title>Proc.</title></proceedings><www key=\"homepages/1\"><author>H</author></www>",
		"<article key=\"a/6\"><title>Open <i>unclosed</title><author>After</author></article>",
		"<article key=\"a/7\"><title>Tab\there\rand\r\nCRLF</title><author>x&lt;y&gt;z&quot;w&apos;v</author></article>",
		"<article key=\"a/8\"/><article key=\"a/9\"><author>Z</author></article>",
	}
	for i, rec := range records {
		for _, decl := range []string{"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>", ""} {
			input := decl + "\n<dblp>\n" + rec + "\n</dblp>\n"
			if decl == "" {
				// UTF-8 input: Latin-1 bytes are not valid there.
				input = strings.ReplaceAll(input, "\xe9", "é")
			}
			t.Run(fmt.Sprintf("%d/%t", i, decl != ""), func(t *testing.T) {
				read := func(fast bool) []pub.Record {
					var recs []pub.Record
					emit := func(r pub.Record) error { recs = append(recs, r); return nil }
					br := bufio.NewReader(strings.NewReader(input))
					var err error
					if fast {
						head, _ := br.Peek(1024)
						_, latin1 := dblpFastCharset(dblpEncoding(head))
						err = readDBLPFast(br, "in", latin1, Options{}, emit)
					} else {
						err = readDBLPXML(br, "in", Options{}, emit)
					}
					if err != nil {
						t.Fatal(err)
					}
					return recs
				}
				slow, fast := read(false), read(true)
				if len(slow) == 0 && !strings.Contains(rec, "proceedings key") {
					t.Fatalf("no records from %q", rec)
				}
				if diff := cmp.Diff(slow, fast); diff != "" {
					t.Errorf("records (-encoding/xml +fast):\n%s", diff)
				}
			})
		}
	}
}

// FuzzDBLPPlainText checks the fast path for a field's text against the
// general one: whenever plainText accepts raw text, it must give what
// decoding and collapsing give, with no warning.
func FuzzDBLPPlainText(f *testing.F) {
	for _, s := range []string{"Jos&eacute; Senpagr&auml;", "On the Analysis of Graphs 1.", "a  b", " a", "x&amp;y&lt;", "&#233;", "&bogus;", "A&nbsp;B", "R&D;", "a\tb", "caf\xe9", "&eacute", "&;", "&&amp;",
		"Eight by  eight by eight  ", "abcdefg  hijklmno", "abcdefgh ijklmnop  q", "abcdefgh\x7fijklmnop", "abcdefgh~ }!ijklmnop", "Ren&eacute;e M&uuml;ller 0001 and more"} {
		f.Add([]byte(s), false)
		f.Add([]byte(s), true)
	}
	f.Fuzz(func(t *testing.T, raw []byte, latin1 bool) {
		if bytes.IndexByte(raw, '<') >= 0 {
			return // text ends at markup
		}
		d := &dblpDecoder{name: "in", latin1: latin1, data: raw}
		got, ok := d.plainText(raw)
		if !ok {
			return
		}
		got = bytes.Clone(got)
		slow := &dblpDecoder{name: "in", latin1: latin1, data: raw}
		want := dblpCollapse(slow.decode(nil, raw))
		if !bytes.Equal(got, want) {
			t.Errorf("plainText(%q) = %q, decode and collapse give %q", raw, got, want)
		}
		if len(d.items) > 0 || len(slow.items) > 0 {
			t.Errorf("plainText(%q) accepted text with warnings %v", raw, slow.items)
		}
	})
}

// TestDBLPPlainTextEveryByte puts every byte value, and two spaces, at
// every offset of a text longer than two words of eight bytes, and
// checks plainText against decoding and collapsing: it must refuse what
// it cannot do and agree on what it accepts.
func TestDBLPPlainTextEveryByte(t *testing.T) {
	const base = "abcdefgh ijklmnop qr"
	var inputs [][]byte
	for k := range len(base) {
		for b := range 256 {
			raw := []byte(base)
			raw[k] = byte(b)
			inputs = append(inputs, raw)
		}
		inputs = append(inputs, []byte(base[:k]+"  "+base[k:]), []byte(base[:k]+"&amp;"+base[k:]))
	}
	accepted := 0
	for _, raw := range inputs {
		if bytes.IndexByte(raw, '<') >= 0 {
			continue
		}
		d := &dblpDecoder{name: "in", data: raw}
		got, ok := d.plainText(raw)
		slow := &dblpDecoder{name: "in", data: raw}
		want := dblpCollapse(slow.decode(nil, raw))
		if !ok {
			continue
		}
		accepted++
		if !bytes.Equal(got, want) {
			t.Errorf("plainText(%q) = %q, want %q", raw, got, want)
		}
	}
	// Printable ASCII but '&' and '<' at every offset, and a single space
	// where it doesn't make two: most of the inputs.
	if accepted < len(base)*90 {
		t.Errorf("plainText accepted %d of %d inputs", accepted, len(inputs))
	}
}
