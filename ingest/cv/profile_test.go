package cv

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// cvAff is the part of an Affiliation the profile tests compare.
type cvAff struct {
	Org, Role  string
	Kind       pub.AffiliationKind
	Start, End int
	Current    bool
}

// cvRel is the part of a Relation the profile tests compare.
type cvRel struct {
	Kind       pub.RelationKind
	Other, Org string
}

// profileOf returns the affiliations and relations of a parse.
func profileOf(p cvParse) ([]cvAff, []cvRel) {
	var affs []cvAff
	var rels []cvRel
	for _, r := range p.Records {
		if a := r.Affiliation; a != nil {
			affs = append(affs, cvAff{a.Organization, a.Role, a.Kind, a.Start, a.End, a.Current})
		}
		if x := r.Relation; x != nil {
			rels = append(rels, cvRel{x.Kind, x.Other, x.Organization})
		}
	}
	return affs, rels
}

func TestReadCVAffiliations(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []cvAff
	}{
		{
			name: "dates moved after the entries",
			src: `# Jane Doe

## Education

Example University
Ph.D. in Computer Science
Advisor: Prof. Alan Turing

Other Institute of Technology (OIT)
Master of Science

Third University
Bachelor of Science

Springfield, USA

Aug 2021 - Present

Shelbyville, USA

Mar 2016 - Feb 2018

Capital City, USA Mar 2011 – Feb 2016
`,
			want: []cvAff{
				{"Example University", "Ph.D. in Computer Science", pub.Education, 2021, 0, true},
				{"Other Institute of Technology (OIT)", "Master of Science", pub.Education, 2016, 2018, false},
				{"Third University", "Bachelor of Science", pub.Education, 2011, 2016, false},
			},
		},
		{
			name: "project titles and an organisation followed by its dates",
			src: `# Jane Doe

### RESEARCH EXPERIENCE

### Scheduling for Large Language Models at Scale

Studying efficient scheduling for large models.

Example University Mar 2024 – Present
`,
			want: []cvAff{{"Example University", "", pub.Employment, 2024, 0, true}},
		},
		{
			name: "role and company in one column",
			src: "# Jane Doe\n\n## Work Experience\n\n" +
				"• System Software Engineer Acme Soft Inc.\tFeb 2018 – Jun 2021 Springfield, USA\n" +
				"• Research Intern Electronics Research Institute (ERI)\tJan 2016 – Feb 2016 Shelbyville, USA\n" +
				"<ul> <li>Software Engineer Intern (ML Infra)</li> <li>Rocket Cars Inc.</li> </ul>\tMay 2023 – Aug 2023 Capital City\n",
			want: []cvAff{
				{"Acme Soft Inc", "System Software Engineer", pub.Employment, 2018, 2021, false},
				{"Electronics Research Institute (ERI)", "Research Intern", pub.Employment, 2016, 2016, false},
				{"Rocket Cars Inc", "Software Engineer Intern (ML Infra)", pub.Employment, 2023, 2023, false},
			},
		},
		{
			name: "table rows with open and month-only ranges",
			src: "# Jane Doe\n\n## Professional Experience\n\n" +
				"Sep 2024 -\t<b>Senior Engineer</b> , Inference tech lead\tNVIDIA\n" +
				"Jul - Sep 2024\t<b>Staff Engineer</b> , Batching for inference\tOctoAI (now NVIDIA)\n" +
				"2017 - 2024\t<b>Research Assistant</b> , Thesis: Portable ML Systems\tCMU\n" +
				"Summer 2023\t<b>Research Intern</b> , Benchmarked parallelisms\tGoogle\n",
			want: []cvAff{
				{"NVIDIA", "Senior Engineer", pub.Employment, 2024, 0, true},
				{"OctoAI (now NVIDIA)", "Staff Engineer", pub.Employment, 2024, 2024, false},
				{"CMU", "Research Assistant", pub.Employment, 2017, 2024, false},
				{"Google", "Research Intern", pub.Employment, 2023, 2023, false},
			},
		},
		{
			name: "a group and its university",
			src: `# Jane Doe

## Research Experience

- **Systems Group, Example University** Springfield, USA
09/2019 – Present
Research Assistant
- **AML Group, ByteDance** USA
05/2023 – 11/2023, 03/2024 – 08/2024
Research Intern
`,
			want: []cvAff{
				{"Systems Group, Example University", "Research Assistant", pub.Employment, 2019, 0, true},
				{"AML Group, ByteDance", "Research Intern", pub.Employment, 2023, 2024, false},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _ := profileOf(parseCVString(t, tt.src))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("affiliations (-want +got):\n%s", diff)
			}
		})
	}
}

func TestReadCVRelationKinds(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []cvRel
	}{
		{
			name: "research assistant at a university",
			src:  "# Jane Doe\n\n## Experience\n\n- **Systems Group, Example University** Springfield, USA\n09/2019 – Present\nResearch Assistant\nAdvisor: Prof. Alan Turing & Prof. Grace Hopper\n",
			want: []cvRel{
				{pub.Advisor, "Alan Turing", "Systems Group, Example University"},
				{pub.Advisor, "Grace Hopper", "Systems Group, Example University"},
			},
		},
		{
			name: "intern at a company",
			src:  "# Jane Doe\n\n## Experience\n\n- **AML Group, ByteDance** USA\n06/2021 – 09/2021\nResearch Intern\nAdvisor: Prof. Ada Lovelace\n",
			want: []cvRel{{pub.Mentor, "Ada Lovelace", "AML Group, ByteDance"}},
		},
		{
			name: "intern at a university lab, advisor line before the role",
			src:  "# Jane Doe\n\n## Experience\n\n- **Data Lab, Example University** Springfield\nAdvisor: Prof. Ada Lovelace\nResearch Intern, 2018\n",
			want: []cvRel{{pub.Mentor, "Ada Lovelace", "Data Lab, Example University"}},
		},
		{
			name: "engineer at a company",
			src:  "# Jane Doe\n\n## Experience\n\n- **Acme Corp.**, Software Engineer, 2019 - 2020\nSupervisor: John Smith\n",
			want: []cvRel{{pub.Mentor, "John Smith", "Acme Corp"}},
		},
		{
			name: "education stays advisor",
			src:  "# Jane Doe\n\n## Education\n\n- **Example University**, Ph.D., 2018 - present\nAdvisor: Alan Turing\n",
			want: []cvRel{{pub.Advisor, "Alan Turing", "Example University"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, got := profileOf(parseCVString(t, tt.src))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("relations (-want +got):\n%s", diff)
			}
		})
	}
}

func TestReadCVLinks(t *testing.T) {
	type ids struct{ URL, DOI, ArXiv string }
	tests := []struct {
		name string
		src  string
		want ids
	}{
		{
			name: "title linked to its page",
			src:  "## Publications\n\n- Jane Doe, John Roe. [**Fast Things**](https://example.org/fast). In *SOSP*, 2023.\n",
			want: ids{URL: "https://example.org/fast"},
		},
		{
			name: "doi.org link",
			src:  "## Publications\n\n- Jane Doe, John Roe. \"Fast Things.\" In *SOSP*, 2023. [[doi]](https://doi.org/10.1145/3600006.3613152)\n",
			want: ids{URL: "https://doi.org/10.1145/3600006.3613152", DOI: "10.1145/3600006.3613152"},
		},
		{
			name: "arxiv pdf link on a wrapped line",
			src:  "## Publications\n\n- Jane Doe, John Roe. \"Fast Things.\" In *SOSP*,\n  2023. [pdf](https://arxiv.org/pdf/2504.20854v2)\n",
			want: ids{URL: "https://arxiv.org/pdf/2504.20854v2", ArXiv: "2504.20854"},
		},
		{
			name: "arxiv id in the text",
			src:  "## Publications\n\n- Jane Doe, John Roe. \"Fast Things.\" Preprint, 2025.  \narxiv:2504.20854\n",
			want: ids{ArXiv: "2504.20854"},
		},
		{
			name: "relative link is no URL",
			src:  "## Publications\n\n- Jane Doe, John Roe. \"Fast Things.\" In *SOSP*, 2023. [slides](/files/fast.pdf)\n",
			want: ids{},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pubs := cvPubs(parseCVString(t, tt.src))
			if len(pubs) != 1 {
				t.Fatalf("got %d publications, want 1", len(pubs))
			}
			got := ids{pubs[0].URL, pubs[0].DOI, pubs[0].ArXiv}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("identifiers (-want +got):\n%s", diff)
			}
		})
	}
}
