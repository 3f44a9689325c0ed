package ingest

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestValueAuthors reads data files whose bylines sit under keys of the
// file's own: a list of names, co-authors with the owner's place, a
// whole citation. The byline is found by what the value looks like,
// the key a hint; lists of other things that look like names are not
// bylines.
func TestValueAuthors(t *testing.T) {
	const resumeHead = `{"basics": {"name": "Jane Q. Doe"}, "work": [{"name": "Example University", "startDate": "2015"}], "publications": [`
	tests := []struct {
		name, file, owner, src string
		cv                     bool // read with ReadCVData
		want                   []string
	}{{
		name: "JSON Resume, names under a home-made key",
		file: "r.json", cv: true,
		src:  resumeHead + `{"name": "A Study of Imaginary Rocks", "publisher": "Invented Geology", "releaseDate": "2020", "x-authors": ["Alan B. Smith", "Jane Q. Doe", "Carla Roe"]}]}`,
		want: []string{"A Study of Imaginary Rocks: Alan B. Smith; Jane Q. Doe; Carla Roe"},
	}, {
		name: "JSON Resume, co-authors and the owner's place",
		file: "r.json", cv: true,
		src: resumeHead + `{"name": "Sediments in a Basin", "publisher": "Earth Letters", "releaseDate": "2019", "coauthors": ["Mark Poe", "Lena Zed"], "author_position": 2},
			{"name": "Last in Line", "publisher": "Earth Letters", "releaseDate": "2018", "collaborators": ["Mark Poe"], "my_author_order": "last"}]}`,
		want: []string{"Sediments in a Basin: Mark Poe; Jane Q. Doe; Lena Zed", "Last in Line: Mark Poe; Jane Q. Doe"},
	}, {
		name: "JSON Resume, a whole APA citation holds the byline",
		file: "r.json", cv: true,
		src:  resumeHead + `{"name": "Faults of the Made-Up Range", "publisher": "Fictional Tectonics", "releaseDate": "2018", "citation": "Ng, T., Doe, J. Q., & Park, S. (2018). Faults of the made-up range. Fictional Tectonics, 12(3), 45-67."}]}`,
		want: []string{"Faults of the Made-Up Range: T. Ng; J. Q. Doe; S. Park"},
	}, {
		name: "JSON Resume, keywords that look like names are no byline",
		file: "r.json", cv: true,
		src: resumeHead + `{"name": "Ash in Tests", "publisher": "Test Volcanology", "releaseDate": "2017", "keywords": ["Remote Sensing", "Machine Learning"]},
			{"name": "Ash Again", "publisher": "Test Volcanology", "releaseDate": "2016", "extra": ["Remote Sensing", "Machine Learning"]}]}`,
		want: []string{"Ash in Tests: Jane Q. Doe", "Ash Again: Jane Q. Doe"},
	}, {
		name: "YAML list, initials under a key that says nothing",
		file: "p.yml", owner: "Jane Q. Doe",
		src:  "- title: A Paper on Things\n  journal: Journal of Stuff\n  year: 2021\n  people_list: [A. Smith, J. Q. Doe]\n- title: Another Paper\n  journal: Journal of Stuff\n  year: 2020\n  misc: [B. Roe, C. Poe]\n",
		want: []string{"A Paper on Things: A. Smith; J. Q. Doe", "Another Paper: Jane Q. Doe; B. Roe; C. Poe"},
	}, {
		name: "YAML list, a byline string under a people key",
		file: "p.yml", owner: "Jane Q. Doe",
		src:  "- title: A Paper on Things\n  journal: Journal of Stuff\n  year: 2021\n  written_by: \"A. Smith, J. Q. Doe and B. Roe\"\n",
		want: []string{"A Paper on Things: A. Smith; J. Q. Doe; B. Roe"},
	}, {
		name: "TOML tables, co-authors of an owner not given",
		file: "p.toml",
		src:  "[[papers]]\ntitle = \"A Paper on Things\"\nvenue = \"Journal of Stuff\"\nyear = 2021\nco_writers = [\"Alan Smith\", \"Bea Roe\"]\nowner_position = 3\n",
		// The owner, unnamed, is the list's implied author (the empty
		// name first).
		want: []string{"A Paper on Things: ; Alan Smith; Bea Roe"},
	}, {
		name: "TOML tables, the owner given, names with mappings",
		file: "p.toml", owner: "Jane Doe",
		src:  "[[papers]]\ntitle = \"A Paper on Things\"\nvenue = \"Journal of Stuff\"\nyear = 2021\nowner_position = 2\n[[papers.team]]\nname = \"Alan Smith\"\n[[papers.team]]\nname = \"Bea Roe\"\n",
		want: []string{"A Paper on Things: Alan Smith; Jane Doe; Bea Roe"},
	}, {
		name: "a record with a title, a year and names only",
		file: "p.yml", owner: "Jane Q. Doe",
		src:  "- title: A Paper on Things\n  year: 2021\n  crew: [A. Smith, J. Q. Doe]\n- title: Another Paper\n  year: 2020\n  tags: [Deep Learning]\n",
		want: []string{"A Paper on Things: A. Smith; J. Q. Doe", "Another Paper: Jane Q. Doe"},
	}, {
		name: "records nested under mappings",
		file: "p.json", owner: "Jane Q. Doe",
		src:  `{"cv": {"sections": {"research": [{"title": "A Paper on Things", "journal": "Journal of Stuff", "year": 2021, "x-authors": ["A. Smith", "J. Q. Doe"]}]}}}`,
		want: []string{"A Paper on Things: A. Smith; J. Q. Doe"},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			emit := func(r pub.Record) error {
				if p := r.Publication; p != nil {
					var names []string
					for _, a := range p.Authors {
						names = append(names, a.Name)
					}
					got = append(got, p.Title+": "+strings.Join(names, "; "))
				}
				return nil
			}
			opt := Options{Owner: tt.owner, Warn: func(*pub.ParseError) error { return nil }}
			read := ReadPubData
			if tt.cv {
				read = ReadCVData
			}
			if err := read(strings.NewReader(tt.src), tt.file, opt, emit); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
		})
	}
}

// TestValueAuthorsWarnings checks that a byline found by its value is a
// key read, and an owner's place beyond the byline is not.
func TestValueAuthorsWarnings(t *testing.T) {
	src := "- title: A Paper on Things\n  journal: Journal of Stuff\n  year: 2021\n  x_authors: [A. Smith, J. Q. Doe]\n  author_rank: 9\n"
	var warnings []string
	opt := Options{Owner: "Jane Q. Doe", Warn: func(e *pub.ParseError) error {
		warnings = append(warnings, e.Error())
		return nil
	}}
	if err := ReadPubData(strings.NewReader(src), "p.yml", opt, func(pub.Record) error { return nil }); err != nil {
		t.Fatal(err)
	}
	want := []string{"p.yml:5:3: keys not read: author_rank"}
	if diff := cmp.Diff(want, warnings); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
}
