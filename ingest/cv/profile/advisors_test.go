package profile

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/entries"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections"
	"github.com/pubgraph/pubgraph/pub"
)

// readRelations reads the relations of a synthetic CV owned by Wren
// Alder, as "kind Other" strings.
func readRelations(t *testing.T, src, owner string) []string {
	t.Helper()
	lines, front := markup.Parse(src)
	d := doc.New("cv.md", lines, strings.Count(src, "\n")+1, nil, false, front.Title, nil, sections.Models{})
	found, err := entries.Read(d, src)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Read(d, found, Hints{Given: owner})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range p.Relations {
		if r.Person != p.Owner {
			t.Errorf("relation of %q, want the owner %q", r.Person, p.Owner)
		}
		got = append(got, string(r.Kind)+" "+r.Other)
	}
	return got
}

// TestAdvisorPhrases checks each class of phrase that names an advisor
// or a mentor, in the languages of the lexicon, as labels, in prose and
// in committee lists, under a degree and under a job.
func TestAdvisorPhrases(t *testing.T) {
	const head = "# Wren Alder\n\n"
	tests := []struct {
		name, src string
		want      []string
	}{
		{"label under a degree", "## Education\n\nPh.D. in Geology, Example University, 2015\nAdvisor: Orla Quint\n",
			[]string{"advisor Orla Quint"}},
		{"plural label with titles", "## Education\n\nPhD, Example University, 2015\nSupervisors: Prof. Dr. Orla Quint, Dr Ivo Brandt & Dr. Lena M. Stroud\n",
			[]string{"advisor Orla Quint", "advisor Ivo Brandt", "advisor Lena M. Stroud"}},
		{"label with a dash", "## Experience\n\nResearch Assistant (PhD Student), Example University, 2019 - 2024\nRobotics Laboratory: Advisors - Orla Quint, Ivo Brandt\n",
			[]string{"advisor Orla Quint", "advisor Ivo Brandt"}},
		{"label without separator before a title", "## Experience\n\nExample University, Vision Group, Supervisor Prof. Dr. Orla Quint, PhD Student, 2014 - 2019\n",
			[]string{"advisor Orla Quint"}},
		{"co-supervisor", "## Education\n\nMSc Physics, Example University, 2012\nCo-supervisor: Ivo Brandt\n",
			[]string{"advisor Ivo Brandt"}},
		{"prose", "## Education\n\nM.S., Example University, 2010, under the supervision of Prof. Orla Quint\n",
			[]string{"advisor Orla Quint"}},
		{"thesis note", "## Education\n\n2008 MA, Example University\nThesis: \"On rivers\" (adviser: Prof. Orla Quint)\n",
			[]string{"advisor Orla Quint"}},
		{"committee with a chair", "## Education\n\nPh.D. History, Example University, 2015\nDissertation Committee: Orla Quint (Chair), Ivo Brandt, Lena Stroud\n",
			[]string{"advisor Orla Quint", "mentor Ivo Brandt", "mentor Lena Stroud"}},
		{"committee with co-advisors", "## Education\n\nPh.D. Economics, Example University, 2024\nCommittee: Orla Quint (co-advisor), Ivo Brandt (co-advisor), Lena Stroud\n",
			[]string{"advisor Orla Quint", "advisor Ivo Brandt", "mentor Lena Stroud"}},
		{"German", "## Education\n\nDoktorarbeit, Beispiel-Universität, 2016\nBetreuer: Prof. Dr. Orla Quint\n",
			[]string{"advisor Orla Quint"}},
		{"German prose", "## Education\n\nDoktorarbeit in Physik, Beispiel-Universität, 2016, unter der Betreuung von Prof. Orla Quint\n",
			[]string{"advisor Orla Quint"}},
		{"French", "## Education\n\nDoctorat en chimie, Université Exemple, 2014\nDirectrice de thèse : Orla Quint\n",
			[]string{"advisor Orla Quint"}},
		{"French prose", "## Education\n\nThèse de doctorat, Université Exemple, 2014, sous la direction de Ivo Brandt\n",
			[]string{"advisor Ivo Brandt"}},
		{"Spanish", "## Education\n\nDoctorado en Lingüística, Universidad Ejemplo, 2013\nDirector de tesis: Dr. Ivo Brandt\n",
			[]string{"advisor Ivo Brandt"}},
		{"director under a dissertation", "## Education\n\nPh.D., Example University, 2016\nDissertation: On vowels\nDirector: Dr. Ivo Brandt\n",
			[]string{"advisor Ivo Brandt"}},
		{"postdoc supervisor is a mentor", "## Employment\n\nPostdoctoral Researcher, Example University, 2016 - 2019\nSupervisor: Prof. Orla Quint\n",
			[]string{"mentor Orla Quint"}},
		{"PI of a postdoc", "## Employment\n\nPostdoctoral Research Assistant, Example College, 2022\nEmployed as PDRA (PI: Dr Orla Quint) on river models.\n",
			[]string{"mentor Orla Quint"}},
		{"capitals", "## Employment\n\nResearch Fellow SUPERVISOR: PROF ORLA QUINT Example College 2013-2016\n",
			[]string{"mentor ORLA QUINT"}},
		{"mentor under a degree", "## Education\n\n2012 Ph.D Population Biology, Example University.\nMentor: Orla Quint\n",
			[]string{"advisor Orla Quint"}},
		{"lab of", "## Employment\n\nPostdoctoral fellow, Example Institute, 2018 - 2020, in the lab of Ivo Brandt\n",
			[]string{"mentor Ivo Brandt"}},
		{"name before an organisation", "## Education\n\nPhD in Immunology, 2013, Supervisor: Ivo Brandt, Example College Dublin\n",
			[]string{"advisor Ivo Brandt"}},
		{"a student co-advised with someone", "## Education\n\nPh.D., Example University, 2012\nStudents: Pat Moor, Ph.D. Chemistry (2013-Present) (Co-Advised with Prof. Ivo Brandt)\n",
			nil},
		{"not in other sections", "## Service\n\nDean search committee, curriculum committee (chair)\nFaculty advisor: student chapter of a society\n",
			nil},
		{"German label outside the sections of entries", "## Activities\n\nForschungsaufenthalt, Beispiel-Institut, 2016\nBetreuer: Prof. Dr. Orla Quint\n",
			[]string{"advisor Orla Quint"}},
		{"French prose outside the sections of entries", "## Activities\n\nStage de recherche, Institut Exemple, 2014, sous la direction de Ivo Brandt\n",
			[]string{"mentor Ivo Brandt"}},
		{"a film's director is no supervisor", "## Media\n\nA short film on rivers, directed by Orla Quint, 2019\nProgram Director: Ivo Brandt\n",
			nil},
		{"a student's supervisor", "## Experience\n\nLecturer, Example University, 2020 - 2024\n\n## Supervision\n\n- **Pat Moor, Example University, Bachelor thesis, 2023**\n\nSupervisor: Prof. Orla Quint\nCo-supervisor: Wren Alder\n",
			nil},
		{"plural label wrapped onto the next line", "## Education\n\n2005 – 2009 B.S. with Honors Engineering Example State\n*Summa cum* Thesis Advisors: Orla P. Quint University\n*laude* and Ivo J. Brandt\n",
			[]string{"advisor Orla P. Quint", "advisor Ivo J. Brandt"}},
		{"singular label before a line with and", "## Education\n\nPh.D., Example University, 2012\nAdvisor: Orla Quint\nMinor in ecology and Lena Stroud\n",
			[]string{"advisor Orla Quint"}},
		{"a grant's PI", "## Education\n\n2020 – Deep sequencing of river sediments\nInvestigator, PI: Orla Quint, MD, PhD\n",
			nil},
		{"a programme's director", "## Employment\n\nFall 2011 Assistant to the Director, Heritage Language Program\nExample University, Someplace, Director: Dr. Ivo Brandt\n",
			nil},
		{"education headed in German", "## Publications\n\n1. W. Alder and O. Quint. A study of rivers. Journal of Rivers, 3:1-9, 2019.\n\n## Ausbildung\n\n2010 - 2016 Doktorarbeit in Physik, Beispiel-Universität\nBetreuer: Prof. Dr. Orla Quint\n",
			[]string{"advisor Orla Quint"}},
		{"organisation after the names", "## Research Experience\n\nUndergraduate (Intercalated BSc, Anatomy)\n- Supervisors: Prof. Orla Quint, Prof. Ivo Brandt, Example University of Someplace, Someplace, UK, 2011\n",
			[]string{"advisor Orla Quint", "advisor Ivo Brandt"}},
		{"organisation after one name", "## Research Experience\n\n- Supervisor: Prof. Orla Quint, Queen Anne University of Someplace, 2017\n",
			[]string{"mentor Orla Quint"}},
		{"closing quote ends the names", "## Research Experience\n\n- Someplace, UK. “Supervisor: Prof. Ivo Brandt.” Example University, 2016.\n",
			[]string{"mentor Ivo Brandt"}},
		{"pre-doctoral post", "## Research Experience\n\nPre-doctoral (Clinical Research Fellowship)\n- Supervisor: Prof. Orla Quint, Example College, 2017\n",
			[]string{"mentor Orla Quint"}},
		{"committee with a comma before and", "## Education\n\nPh.D., Example University, 2018\nCommittee: Drs. Orla Quint (Advisor), Ivo de Brandt, and Lena Stroud\n",
			[]string{"advisor Orla Quint", "mentor Ivo de Brandt", "mentor Lena Stroud"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := readRelations(t, head+tt.src, "Wren Alder")
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("relations (-want +got):\n%s", diff)
			}
		})
	}
}

// TestRelations checks the advisors and mentors read from a field of a
// data file or a site's front matter, with the entry's other fields.
func TestRelations(t *testing.T) {
	tests := []struct {
		name, text string
		entry      []string
		education  bool
		want       []Named
	}{
		{"markdown list with an HTML link", "Highlights:\n\n- thesis title: On Rivers\n- thesis advisor: Prof. <a href=\"https://example.org/\">Orla Quint</a>\n- a scholarship\n",
			[]string{"PhD (Hydrology)", "Example University"}, true, []Named{{"Orla Quint", pub.Advisor, 4}}},
		{"committee", "Committee: Drs. Orla Quint (Advisor), Ivo de Brandt, and Lena Stroud",
			[]string{"PhD in Phonetics", "Example University"}, true,
			[]Named{{"Orla Quint", pub.Advisor, 1}, {"Ivo de Brandt", pub.Mentor, 1}, {"Lena Stroud", pub.Mentor, 1}}},
		{"a postdoc's advisors", "Advisors: Drs. Orla Quint and Kay L. Stroud",
			[]string{"Postdoctoral Research Fellow", "Example Laboratory, Example University"}, false,
			[]Named{{"Orla Quint", pub.Mentor, 1}, {"Kay L. Stroud", pub.Mentor, 1}}},
		{"a post's advisor", "Advisor: Dr. Ivo Brandt", []string{"Research Assistant", "Example Institute"}, false,
			[]Named{{"Ivo Brandt", pub.Mentor, 1}}},
		{"a student's post", "Advisor: Dr. Ivo Brandt", []string{"Graduate Research Assistant (PhD student)", "Example Institute"}, false,
			[]Named{{"Ivo Brandt", pub.Advisor, 1}}},
		{"a degree's advisor", "Advisor: Dr. Ivo Brandt", []string{"BSc in Acoustics", "Example College"}, true,
			[]Named{{"Ivo Brandt", pub.Advisor, 1}}},
		{"German", "Betreuer: Prof. Dr. Orla Quint", []string{"Diplom Physik", "Beispiel-Universität"}, true,
			[]Named{{"Orla Quint", pub.Advisor, 1}}},
		{"no phrase", "Thesis: On the acoustics of advisors", []string{"PhD", "Example University"}, true, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Relations(tt.text, tt.entry, tt.education)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Relations (-want +got):\n%s", diff)
			}
		})
	}
}
