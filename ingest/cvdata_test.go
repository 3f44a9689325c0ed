package ingest

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// cvDataGolden is a record as the golden files show it: the one field set.
type cvDataGolden struct {
	Owner       *pub.Person      `json:"owner,omitempty"`
	Publication *pub.Publication `json:"publication,omitempty"`
	Relation    *pub.Relation    `json:"relation,omitempty"`
	Affiliation *pub.Affiliation `json:"affiliation,omitempty"`
	Warning     string           `json:"warning,omitempty"`
}

// TestReadCVDataGolden compares whole parses of the samples with their
// golden files (go test -update rewrites them); the hand-checked tests
// below pin what the golden files must hold.
func TestReadCVDataGolden(t *testing.T) {
	for _, file := range []string{"bamos-cv.yaml", "jsonresume-mlin.json"} {
		t.Run(file, func(t *testing.T) {
			path := filepath.Join("..", "testdata", "cvdata", file)
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			recs, warns, err := collectRecords(t, ReadCVData, src, file)
			if err != nil {
				t.Fatalf("ReadCVData: %v", err)
			}
			var out []cvDataGolden
			for _, r := range recs {
				out = append(out, cvDataGolden{Owner: r.Owner, Publication: r.Publication, Relation: r.Relation, Affiliation: r.Affiliation})
			}
			for _, w := range warns {
				out = append(out, cvDataGolden{Warning: w.Error()})
			}
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			enc.SetIndent("", "  ")
			if err := enc.Encode(out); err != nil {
				t.Fatal(err)
			}
			golden(t, path+".golden.json", buf.Bytes())
		})
	}
}

// readCVDataFile reads a sample of testdata/cvdata and sorts its records.
func readCVDataFile(t *testing.T, file string) (owners []pub.Person, affs []pub.Affiliation, rels []pub.Relation, pubs []pub.Publication, warns []string) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "testdata", "cvdata", file))
	if err != nil {
		t.Fatal(err)
	}
	recs, ws, err := collectRecords(t, ReadCVData, src, file)
	if err != nil {
		t.Fatalf("ReadCVData: %v", err)
	}
	for _, r := range recs {
		switch {
		case r.Owner != nil:
			owners = append(owners, *r.Owner)
		case r.Affiliation != nil:
			affs = append(affs, *r.Affiliation)
		case r.Relation != nil:
			rels = append(rels, *r.Relation)
		case r.Publication != nil:
			pubs = append(pubs, *r.Publication)
		default:
			t.Errorf("unexpected record %+v", r)
		}
	}
	for _, w := range ws {
		warns = append(warns, w.Error())
	}
	return
}

// TestReadCVDataBamos checks the bamos/cv sample against what its YAML
// says, read by hand: 2 schools, 15 "- place:" items under positions,
// one advisor, 11 mentors named in inline_detail of research and intern
// positions (J. Zico Kolter, his advisor, is not also a mentor), and 18
// "- year:" items under advising, none a PhD advisee.
func TestReadCVDataBamos(t *testing.T) {
	const file = "bamos-cv.yaml"
	owners, affs, rels, pubs, warns := readCVDataFile(t, file)
	const owner = "Brandon Amos"
	if diff := cmp.Diff([]pub.Person{{Name: owner, Pos: pub.Position{File: file, Line: 1, Column: 1}}}, owners); diff != "" {
		t.Errorf("owner (-want +got):\n%s", diff)
	}
	at := func(line, col int) pub.Position { return pub.Position{File: file, Line: line, Column: col} }
	aff := func(kind pub.AffiliationKind, org, role string, start, end int, line int) pub.Affiliation {
		return pub.Affiliation{Person: owner, Organization: org, Kind: kind, Role: role, Start: start, End: end, Pos: at(line, 5)}
	}
	current := aff(pub.Employment, "Reflection AI", "Member of Technical Staff", 2025, 0, 154)
	current.Current = true
	wantAffs := []pub.Affiliation{
		aff(pub.Education, "Carnegie Mellon University", "Ph.D. in Computer Science", 2014, 2019, 135),
		aff(pub.Education, "Virginia Tech", "B.S. in Computer Science", 2011, 2014, 143),
		current,
		aff(pub.Employment, "Meta Superintelligence Labs", "Research Scientist in FAIR", 2019, 2025, 158),
		aff(pub.Employment, "Cornell Tech", "Visiting Lecturer of Computer Science", 2024, 2024, 162),
		aff(pub.Employment, "Carnegie Mellon University", "Research Assistant", 2016, 2019, 166),
		aff(pub.Employment, "Intel Labs", "Research Intern", 2018, 2018, 170),
		aff(pub.Employment, "Google DeepMind", "Research Intern", 2017, 2017, 175),
		aff(pub.Employment, "Carnegie Mellon University", "Research Assistant", 2014, 2016, 180),
		aff(pub.Employment, "Adobe Research", "Research Intern", 2014, 2014, 184),
		aff(pub.Employment, "Virginia Tech", "Research Assistant", 2013, 2014, 192),
		aff(pub.Employment, "Virginia Tech", "Research Assistant", 2012, 2014, 203),
		aff(pub.Employment, "Virginia Tech", "Research Assistant", 2012, 2014, 220),
		aff(pub.Employment, "Snowplow", "Software Intern", 2013, 2014, 232),
		aff(pub.Employment, "Qualcomm", "Software Intern", 2013, 2013, 245),
		aff(pub.Employment, "Phoenix Integration", "Software Intern", 2012, 2012, 261),
		aff(pub.Employment, "Sunapsys", "Network Administrator Intern", 2011, 2011, 276),
	}
	if diff := cmp.Diff(wantAffs, affs); diff != "" {
		t.Errorf("affiliations (-want +got):\n%s", diff)
	}

	var wantRels []pub.Relation
	wantRels = append(wantRels, pub.Relation{Person: owner, Kind: pub.Advisor, Other: "J. Zico Kolter", Organization: "Carnegie Mellon University", Pos: at(142, 9)})
	for _, m := range []struct {
		name, org string
		line      int
	}{
		{"Vladlen Koltun", "Intel Labs", 174},
		{"Nando de Freitas", "Google DeepMind", 179},
		{"Misha Denil", "Google DeepMind", 179},
		{"Mahadev Satyanarayanan", "Carnegie Mellon University", 182},
		{"David Tompkins", "Adobe Research", 188},
		{"Layne Watson", "Virginia Tech", 194},
		{"David Easterling", "Virginia Tech", 194},
		{"Jules White", "Virginia Tech", 205},
		{"Hamilton Turner", "Virginia Tech", 205},
		{"Binoy Ravindran", "Virginia Tech", 222},
		{"Alastair Murray", "Virginia Tech", 222},
	} {
		wantRels = append(wantRels, pub.Relation{Person: owner, Kind: pub.Mentor, Other: m.name, Organization: m.org, Pos: at(m.line, 20)})
	}
	for i, student := range []string{
		"Kathy Zhou", "Ulyana Piterbarg", "Ollie Liu", "Doron Haviv", "Aaron Havens",
		"Aram-Alexandre Pooladian", "Carles Domingo-Enrich", "Anselm Paulus", "Matthew Retchin",
		"Sanae Lotfi", "Dishank Bansal", "Arnaud Fickinger", "Aaron Lou", "Eugene Vinitsky",
		"Samuel Cohen", "Ricky Chen", "Paul Liang", "Phillip Wang",
	} {
		// The advising items are four lines each from line 978.
		wantRels = append(wantRels, pub.Relation{Person: student, Kind: pub.Mentor, Other: owner, Pos: at(978+4*i, 5)})
	}
	if diff := cmp.Diff(wantRels, rels); diff != "" {
		t.Errorf("relations (-want +got):\n%s", diff)
	}
	if len(pubs) != 0 {
		t.Errorf("read %d publications, want none (they are in all.bib)", len(pubs))
	}
	if diff := cmp.Diff([]string{file + ":325:9: publications are in all.bib; pass it as an input too"}, warns); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
}

// TestReadCVDataJSONResume checks everything the hand-written JSON Resume
// sample holds; volunteer work, awards, skills and references are not
// read.
func TestReadCVDataJSONResume(t *testing.T) {
	const file = "jsonresume-mlin.json"
	const owner = "Mei-Ling Lin"
	owners, affs, rels, pubs, warns := readCVDataFile(t, file)
	at := func(line, col int) pub.Position { return pub.Position{File: file, Line: line, Column: col} }
	if diff := cmp.Diff([]pub.Person{{Name: owner, Pos: at(4, 5)}}, owners); diff != "" {
		t.Errorf("owner (-want +got):\n%s", diff)
	}
	wantAffs := []pub.Affiliation{
		{Person: owner, Organization: "Allen Institute for AI", Kind: pub.Employment, Role: "Research Scientist", Start: 2021, Current: true, Pos: at(22, 5)},
		{Person: owner, Organization: "Microsoft Research", Kind: pub.Employment, Role: "Research Intern", Start: 2019, End: 2019, Pos: at(30, 5)},
		{Person: owner, Organization: "Tableau Software", Kind: pub.Employment, Role: "Software Engineer", Start: 2013, End: 2015, Pos: at(36, 5)},
		{Person: owner, Organization: "University of Washington", Kind: pub.Education, Role: "PhD in Computer Science", Start: 2015, End: 2021, Pos: at(51, 5)},
		{Person: owner, Organization: "National Taiwan University", Kind: pub.Education, Role: "Bachelor in Electrical Engineering", Start: 2009, End: 2013, Pos: at(60, 5)},
	}
	if diff := cmp.Diff(wantAffs, affs); diff != "" {
		t.Errorf("affiliations (-want +got):\n%s", diff)
	}
	if len(rels) != 0 {
		t.Errorf("relations = %+v, want none", rels)
	}
	doubt := []string{"the CV lists no authors: only its owner is known; add the paper's BibTeX or DBLP entry for the co-authors"}
	wantPubs := []pub.Publication{{
		Title:   "Certifiable Robustness of Graph Convolutional Networks under Structure Perturbations",
		Authors: []pub.Author{{Name: owner}}, Incomplete: true,
		Venue: "KDD", VenueText: "KDD 2020", Year: 2020, Kind: pub.KindConference,
		URL: "https://doi.org/10.1145/3394486.3403217", DOI: "10.1145/3394486.3403217", Owner: owner, Pos: at(72, 5), Doubts: doubt,
	}, {
		Title:   "Citation Graphs at Scale",
		Authors: []pub.Author{{Name: owner}}, Incomplete: true,
		Venue: "ICML", VenueText: "Proceedings of the 38th International Conference on Machine Learning", Year: 2021, Kind: pub.KindConference,
		Owner: owner, Pos: at(79, 5), Doubts: doubt,
	}}
	if diff := cmp.Diff(wantPubs, pubs); diff != "" {
		t.Errorf("publications (-want +got):\n%s", diff)
	}
	if len(warns) != 0 {
		t.Errorf("warnings = %q, want none", warns)
	}
}

// TestReadCVDataCases checks small documents, one behaviour each.
func TestReadCVDataCases(t *testing.T) {
	const bamosHead = "name: {first: Ada, last: Byron}\n"
	tests := []struct {
		name  string
		src   string
		want  []string // records, summarised by cvDataSummary
		warns []string
		err   error
		errAt string
	}{{
		name: "PhD advisee is advised, visitor mentored",
		src: bamosHead + "advising:\n" +
			"  - {year: 2020, name: Cy Dee, details: \"PhD student at CMU\"}\n" +
			"  - {year: 2021, name: Ed Fay, details: \"Ph.D. advisee, now at MIT\"}\n" +
			"  - {year: 2022, name: Gus Ho, details: \"visiting from NYU\"}\n",
		want: []string{"owner Ada Byron @1", "Cy Dee advisor Ada Byron @3", "Ed Fay advisor Ada Byron @4", "Gus Ho mentor Ada Byron @5"},
	}, {
		name: "two advisors, name as one string",
		src: "name: Ada Byron\neducation:\n  - school: \"Universit\\u00e9 de Paris\"\n    dates: 2001 - 2005\n" +
			"    details: [\"Advisors: \\\\textit{Ann Lee} and Bo Ma.\", \"Thesis: On things\"]\n",
		want: []string{"owner Ada Byron @1", "education Université de Paris 2001-2005 @3",
			"Ada Byron advisor Ann Lee at Université de Paris @5", "Ada Byron advisor Bo Ma at Université de Paris @5"},
	}, {
		name: "an advisor in French, a committee with its chair",
		src: "name: Ada Byron\neducation:\n  - school: \"Universit\\u00e9 de Paris\"\n    degree: Doctorat\n    dates: 2001 - 2005\n" +
			"    details: [\"Directeur de th\\u00e8se : Prof. Ann Lee\", \"Committee: Bo Ma (chair), Cy Dee\"]\n",
		want: []string{"owner Ada Byron @1", "education Université de Paris 2001-2005 @3",
			"Ada Byron advisor Ann Lee at Université de Paris @6", "Ada Byron advisor Bo Ma at Université de Paris @6",
			"Ada Byron mentor Cy Dee at Université de Paris @6"},
	}, {
		name: "no mentor from a non-research job or a phrase that is no name",
		src: bamosHead + "positions:\n" +
			"  - {place: Acme, title: Engineer, dates: 2019--2020, inline_detail: \"with Jo Kim on billing\"}\n" +
			"  - {place: Lab, title: Research Intern, dates: 2018, inline_detail: \"with the RL team\"}\n",
		want: []string{"owner Ada Byron @1", "employment Acme 2019-2020 @3", "employment Lab 2018-2018 @4"},
	}, {
		name: "current position and ISO dates",
		src:  bamosHead + "positions:\n  - place: Lab\n    dates: 2021-09-01 -- present\n  - place: Shop\n    dates: 2019-09\n",
		want: []string{"owner Ada Byron @1", "employment Lab 2021-current @3", "employment Shop 2019-2019 @5"},
	}, {
		name:  "entries of the wrong shape are warnings",
		src:   bamosHead + "education:\n  - just text\n  - location: nowhere\n  - school: Tech\npositions: none\n",
		want:  []string{"owner Ada Byron @1", "education Tech 0-0 @5"},
		warns: []string{"x:3:5: education entry skipped", "x:4:5: education entry without a school", "x:6:12: positions skipped"},
	}, {
		name: "publications with authors in YAML",
		src: bamosHead + "publications:\n  - title: \"On {T}hings\"\n    authors: [Ada Byron, Cy Dee]\n    venue: ICML\n    year: 2020\n" +
			"  - {title: Other, author: \"Ada Byron and Ed Fay\", year: 2021}\n",
		want: []string{"owner Ada Byron @1", "pub On Things [Ada Byron Cy Dee] 2020 @3", "pub Other [Ada Byron Ed Fay] 2021 @7"},
	}, {
		name: "JSON Resume indented with tabs, current without endDate",
		src:  "{\n\t\"basics\": {\"name\": \"Ada Byron\"},\n\t\"work\": [\n\t\t{\"name\": \"Lab\", \"startDate\": \"2020-01-01\"},\n\t\t{\"company\": \"Shop\", \"startDate\": \"2018\", \"endDate\": \"Present\"}\n\t]\n}\n",
		want: []string{"owner Ada Byron @2", "employment Lab 2020-current @4", "employment Shop 2018-current @5"},
	}, {
		name:  "broken YAML",
		src:   "name: Ada\neducation:\n  - school: [unclosed\n  - school: X\n",
		err:   pub.ErrSyntax,
		errAt: "x:3: ", // yaml.v3 counts this parser error's line from 0
	}, {
		name:  "error on the first line",
		src:   "name: \"\\ud83d\"\n",
		err:   pub.ErrSyntax,
		errAt: "x:1: ",
	}, {
		name:  "control character",
		src:   "name: Ada\neducation: \x01\n",
		err:   pub.ErrSyntax,
		errAt: "x:2: ",
	}, {
		name:  "mapping values in the wrong place",
		src:   "name: Ada\neducation: x: y\n",
		err:   pub.ErrSyntax,
		errAt: "x:2: ",
	}, {
		name:  "a list is not a CV",
		src:   "- a\n- b\n",
		err:   pub.ErrSyntax,
		errAt: "x:1:1: ",
	}, {
		name: "empty",
		src:  "\n# nothing\n",
		err:  pub.ErrEmpty,
	}, {
		name: "some other YAML with a name",
		src:  "name: myenv\ndependencies:\n  - python=3.12\n",
		err:  pub.ErrNoRecords,
	}, {
		name: "no name",
		src:  "education:\n  - school: Tech\n",
		err:  pub.ErrNoRecords,
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs, warns, err := collectRecords(t, ReadCVData, []byte(tt.src), "x")
			if !errors.Is(err, tt.err) {
				t.Fatalf("err = %v, want %v", err, tt.err)
			}
			if err != nil {
				var pe *pub.ParseError
				if !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), tt.errAt) {
					t.Errorf("err = %v, want a ParseError at %q", err, tt.errAt)
				}
				return
			}
			var got []string
			for _, r := range recs {
				got = append(got, cvDataSummary(r))
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("records (-want +got):\n%s", diff)
			}
			checkWarningPrefixes(t, warns, tt.warns)
		})
	}
}

// cvDataSummary writes a record in a few words for TestReadCVDataCases.
func cvDataSummary(r pub.Record) string {
	switch {
	case r.Owner != nil:
		return "owner " + r.Owner.Name + " @" + strconv.Itoa(r.Owner.Pos.Line)
	case r.Affiliation != nil:
		a := r.Affiliation
		end := strconv.Itoa(a.End)
		if a.Current {
			end = "current"
		}
		return string(a.Kind) + " " + a.Organization + " " + strconv.Itoa(a.Start) + "-" + end + " @" + strconv.Itoa(a.Pos.Line)
	case r.Relation != nil:
		s := r.Relation.Person + " " + string(r.Relation.Kind) + " " + r.Relation.Other
		if r.Relation.Organization != "" {
			s += " at " + r.Relation.Organization
		}
		return s + " @" + strconv.Itoa(r.Relation.Pos.Line)
	case r.Publication != nil:
		var names []string
		for _, a := range r.Publication.Authors {
			names = append(names, a.Name)
		}
		return "pub " + r.Publication.Title + " [" + strings.Join(names, " ") + "] " + strconv.Itoa(r.Publication.Year) + " @" + strconv.Itoa(r.Publication.Pos.Line)
	}
	return "?"
}

// TestReadCVDataStops checks that --strict (a Warn that fails) and a
// failing Emit stop the reader with their error.
func TestReadCVDataStops(t *testing.T) {
	src := []byte("name: Ada Byron\neducation:\n  - 3\n  - school: Tech\n")
	stop := errors.New("stop")
	err := ReadCVData(bytes.NewReader(src), "x", Options{Warn: func(*pub.ParseError) error { return stop }}, func(pub.Record) error { return nil })
	if !errors.Is(err, stop) {
		t.Errorf("strict: err = %v, want the Warn error", err)
	}
	calls := 0
	err = ReadCVData(bytes.NewReader(src), "x", Options{}, func(pub.Record) error { calls++; return stop })
	if !errors.Is(err, stop) || calls != 1 {
		t.Errorf("emit error: err = %v after %d calls, want the Emit error after 1", err, calls)
	}
}

func TestParseDateSpan(t *testing.T) {
	tests := []struct {
		in         string
		start, end int
		current    bool
	}{
		{"2014--2019", 2014, 2019, false},
		{"2025--", 2025, 0, true},
		{"2024", 2024, 2024, false},
		{"2019-09-01", 2019, 2019, false},
		{"2019-09", 2019, 2019, false},
		{"2014-2019", 2014, 2019, false},
		{"2014 - 2019", 2014, 2019, false},
		{"2014–2019", 2014, 2019, false},
		{"May 2012--May 2014", 2012, 2014, false},
		{"Sep 2021 -- Present", 2021, 0, true},
		{"2021 to now", 2021, 0, true},
		{"2016-", 2016, 0, true},
		{"--2019", 2019, 2019, false},
		{"", 0, 0, false},
		{"--", 0, 0, false},
		{"sometime", 0, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			start, end, current := parseDateSpan(tt.in)
			if start != tt.start || end != tt.end || current != tt.current {
				t.Errorf("parseDateSpan(%q) = %d, %d, %v; want %d, %d, %v", tt.in, start, end, current, tt.start, tt.end, tt.current)
			}
		})
	}
}

func TestSplitNames(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"J. Zico Kolter", []string{"J. Zico Kolter"}},
		{"Nando de Freitas and Misha Denil", []string{"Nando de Freitas", "Misha Denil"}},
		{"A. B, C. D, and E. F.", []string{"A. B", "C. D", "E. F"}},
		{"Ann Lee & Bo Ma", []string{"Ann Lee", "Bo Ma"}},
		{"the RL team", nil},
		{"Room 42", nil},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, splitNames(tt.in)); diff != "" {
			t.Errorf("splitNames(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}

// TestDiscoverYAML checks that a folder walk now finds YAML CVs.
func TestDiscoverYAML(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"cv.yaml", "cv.yml", "notes.toml"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("name: A"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := Discover([]string{dir})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, in := range got {
		names = append(names, filepath.Base(in.Path))
	}
	if diff := cmp.Diff([]string{"cv.yaml", "cv.yml"}, names); diff != "" {
		t.Errorf("Discover (-want +got):\n%s", diff)
	}
}

func FuzzReadCVData(f *testing.F) {
	seedHostile(f) // the issue 12 cases (hostile_test.go)
	addFuzzSeeds(f, "cvdata")
	if src, err := os.ReadFile(filepath.Join("..", "testdata", "generic", "thesis-no-authors.yml")); err == nil {
		f.Add(src)
	}
	f.Add([]byte("name: &a {first: *a}\neducation: [*a, {school: *a, details: *a}]\n"))
	f.Add([]byte("{\"basics\": {\"name\": \"A\"}, \"publications\": [{\"name\": \"T\", \"releaseDate\": 2020}]}"))
	f.Add([]byte("{\"basics\": {\"name\": \"A B\"}, \"publications\": [{\"name\": \"T\", \"x-authors\": [\"C. D\", \"A B\"]}, {\"name\": \"U\", \"coauthors\": [\"E F\"], \"author_position\": 2}, {\"name\": \"V\", \"citation\": \"D, C., & B, A. (2020). V. J, 1.\"}]}"))
	f.Fuzz(func(t *testing.T, src []byte) {
		check := func(pos pub.Position) {
			if pos.Line != 0 {
				checkInputPos(t, src, "f.yaml", pos)
			}
		}
		err := ReadCVData(bytes.NewReader(src), "f.yaml", Options{Warn: func(e *pub.ParseError) error {
			check(e.Pos)
			return nil
		}}, func(r pub.Record) error {
			switch {
			case r.Owner != nil:
				checkInputPos(t, src, "f.yaml", r.Owner.Pos)
			case r.Affiliation != nil:
				checkInputPos(t, src, "f.yaml", r.Affiliation.Pos)
			case r.Relation != nil:
				checkInputPos(t, src, "f.yaml", r.Relation.Pos)
			case r.Publication != nil:
				checkInputPos(t, src, "f.yaml", r.Publication.Pos)
			default:
				t.Fatalf("record with nothing set: %+v", r)
			}
			return nil
		})
		var pe *pub.ParseError
		if errors.As(err, &pe) {
			check(pe.Pos)
		}
	})
}
