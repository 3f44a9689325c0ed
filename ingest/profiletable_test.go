package ingest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestProfileTable checks the advisors and mentors read from tables of
// a CV's education and jobs, as CV builders keep them beside the CV.
func TestProfileTable(t *testing.T) {
	tests := []struct {
		name, file, src string
		owner           string
		want            []string
	}{
		{"education", "data/education.csv",
			"degree,uni,loc,start_date,end_date,details\n" +
				"PhD in Acoustics,Example University,\"Someplace, Canada\",2013,2018,Thesis: On echoes\n" +
				"PhD in Acoustics,Example University,\"Someplace, Canada\",2013,2018,\"Committee: Drs. Orla Quint (Advisor), Ivo de Brandt, and Lena Stroud\"\n" +
				"BSc in Physics,Example College,\"Elsewhere, Ireland\",2007,2011,Advisor: Dr. Kay Moor\n",
			"", []string{
				" advisor Orla Quint at Example University @3", " mentor Ivo de Brandt at Example University @3",
				" mentor Lena Stroud at Example University @3", " advisor Kay Moor at Example College @4"}},
		{"jobs, each detail on a row of its own", "jobs.csv",
			"role,company,where,start_date,end_date,details\n" +
				"Postdoctoral Research Fellow,Example Laboratory,Someplace,2022,2024,Projects: river acoustics\n" +
				"Postdoctoral Research Fellow,Example Laboratory,Someplace,2022,2024,Advisors: Drs. Orla Quint and Ivo L. Brandt\n" +
				"Research Assistant,Example Institute,Someplace,2013,2017,Advisor: Dr. Kay Moor\n" +
				"Research Assistant,Example Institute,Someplace,2013,2017,Advisor: Dr. Kay Moor\n",
			"Wren Alder", []string{
				"Wren Alder mentor Orla Quint at Example Laboratory @3", "Wren Alder mentor Ivo L. Brandt at Example Laboratory @3",
				"Wren Alder mentor Kay Moor at Example Institute @4"}},
		{"TSV", "positions.tsv",
			"position\tinstitution\tnotes\nGraduate Research Assistant (PhD student)\tExample University\tSupervisor: Prof. Orla Quint\n",
			"", []string{" advisor Orla Quint at Example University @2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			err := ReadPubData(strings.NewReader(tt.src), tt.file, Options{Owner: tt.owner}, func(r pub.Record) error {
				if r.Relation == nil {
					t.Errorf("record %+v, want relations only", r)
					return nil
				}
				rel := r.Relation
				got = append(got, fmt.Sprintf("%s %s %s at %s @%d", rel.Person, rel.Kind, rel.Other, rel.Organization, rel.Pos.Line))
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("relations (-want +got):\n%s", diff)
			}
		})
	}
}

// TestProfileTableHeader checks which headers make a table of education
// or jobs.
func TestProfileTableHeader(t *testing.T) {
	tests := []struct {
		header string
		want   bool
	}{
		{"degree,uni,loc,start_date,end_date,details", true},
		{"role,company,where,start_date,end_date,details", true},
		{"Position\tInstitution\tNotes", true},
		{"title,authors,year,venue", false},
		{"what,when,with,where,why", false},
		{"degree,year", false},
		{"uni: Example University, degree: PhD", false},
	}
	for _, tt := range tests {
		if got := looksProfileTable([]byte(tt.header + "\n")); got != tt.want {
			t.Errorf("looksProfileTable(%q) = %v, want %v", tt.header, got, tt.want)
		}
	}
}

// FuzzProfileTable reads arbitrary tables of education: no panics, and
// every position inside the input.
func FuzzProfileTable(f *testing.F) {
	f.Add("degree,uni,details\nPhD,Example University,\"Advisor: Dr. Orla Quint\"\n")
	f.Add("role,company,details\nPostdoc,Example Lab,\"Advisors: A. B. Cee and\nDee Eff\"\n")
	f.Add("degree,uni,details\n\"PhD,Example University,Advisor: Orla Quint\n")
	f.Fuzz(func(t *testing.T, src string) {
		lines := strings.Count(src, "\n") + 1
		check := func(p pub.Position) {
			if p.Line > lines || p.Line < 0 {
				t.Fatalf("position %v outside %d lines", p, lines)
			}
		}
		opt := Options{Warn: func(e *pub.ParseError) error { check(e.Pos); return nil }}
		_ = readProfileTable([]byte(src), "t.csv", opt, func(r pub.Record) error {
			if r.Relation != nil {
				check(r.Relation.Pos)
			}
			return nil
		})
	})
}
