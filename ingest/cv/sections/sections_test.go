package sections

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
)

// TestClassify checks the kind of section headings of each form.
func TestClassify(t *testing.T) {
	tests := []struct {
		text   string
		marked bool
		kind   Kind
		pub    string
		ok     bool
	}{
		{"Publications", false, Publications, "", true},
		{"CONFERENCE PUBLICATIONS", true, Publications, PubConference, true},
		{"Publications & Preprints", true, Publications, "", true},
		{"Patents", false, Publications, PubPatent, true},
		{"Rese\tarch\tInterests", false, Other, "", true},
		{"Education _____", false, Education, "", true},
		{"Work Experience", true, Employment, "", true},
		{"Teaching Experience", true, Other, "", true},
		{"Preprint", false, 0, "", false},
		{"Demo paper", false, 0, "", false},
		{"Ausbildung", true, Education, "", true},
		{"Formación académica", true, Education, "", true},
		{"Beruflicher Werdegang", true, Employment, "", true},
		{"Ausbildung", false, 0, "", false},
		{"Star Formation", true, 0, "", false},
		{"AUTOMATED AND PORTABLE ML SYSTEM", true, 0, "", false},
		{"Publications using our code", true, Publications, "", true},
		{"Papers citing the survey", true, Publications, "", true},
		{"Publications using our code", false, 0, "", false},
		{"Media Interviews", true, Other, "", true},
		{"Teaching and Supervision", true, Other, "", true},
		{"Student Supervision", true, Other, "", true},
		{"Teaching and Supervision", false, 0, "", false},
		{"Referees", true, Other, "", true},
		{"CITATION METRICS", true, Other, "", true},
		{"Clinical Experience", true, Employment, "", true},
		{"Management, Leadership & Responsibilities", true, Other, "", true},
		{"Public Health", true, 0, "", false},
		{"Research", true, 0, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			kind, pb, ok := Classify(HeadingText(tt.text), tt.marked)
			if ok != tt.ok || ok && (kind != tt.kind || pb != tt.pub) {
				t.Errorf("Classify(%q) = %d, %q, %v; want %d, %q, %v", tt.text, kind, pb, ok, tt.kind, tt.pub, tt.ok)
			}
		})
	}
}

// TestClassifyWords checks headings made of publication and other words.
func TestClassifyWords(t *testing.T) {
	tests := []struct {
		heading string
		kind    Kind
	}{
		{"Working Papers", Publications},
		{"Working Experience", Employment},
		{"Work in Progress", Publications},
		{"Submitted", Publications},
		{"Books", Publications},
		{"Book Chapters", Publications},
		{"5 Teaching", Other},
		{"2.1. Journal Articles", Publications},
		{"Reviews", Publications},
		{"In Press", Publications},
		{"Fist-Author Refereed Publications", Publications},
		{"Talks", Other},
		{"Presentations", Other},
		{"Teaching", Other},
		{"Outreach", Other},
		{"Media", Other},
		{"Research Highlights", Other},
		{"Press Coverage", Other},
		{"SELECTED CONFERENCE PRESENTATIONS", Other},
		{"Invited Workshop Talks", Other},
		{"Conference Papers and Presentations", Publications},
	}
	for _, tt := range tests {
		kind, _, ok := Classify(tt.heading, true)
		if !ok || kind != tt.kind {
			t.Errorf("Classify(%q) = %d, %v; want %d", tt.heading, kind, ok, tt.kind)
		}
	}
}

// TestSplit checks the sections of small CVs of each layout.
func TestSplit(t *testing.T) {
	tests := []struct {
		name     string
		src      string
		explicit bool
		title    string
		want     []Section
		of       []int
	}{
		{"the package example", "Jane Doe\n## EDUCATION\nPhD, Some University, 2020\n**Journal Articles**\n1. Doe, J. A title. 2019.\nTeaching", false, "",
			[]Section{{Kind: None}, {Kind: Education, Line: 2}, {Kind: Publications, PubKind: PubJournal, Line: 4}, {Kind: Other, Line: 6, Listed: true}},
			[]int{0, 1, 1, 2, 2, 3}},
		{"markdown headings", "Jane Doe\n## Education\nPhD, 2020\n## Journal Articles\n1. Doe, J. A title. 2019.", false, "",
			[]Section{{Kind: None}, {Kind: Education, Line: 2}, {Kind: Publications, PubKind: PubJournal, Line: 4}},
			[]int{0, 1, 1, 2, 2}},
		{"no publication heading: the text before the first is the list", "1. Doe, J. A title. 2019.\n\nTEACHING\nA course", false, "",
			[]Section{{Kind: Publications}, {Kind: Other, Line: 3, Listed: true}},
			[]int{0, 0, 1, 1}},
		{"bold heading, references maybe papers", "**Publications**\n- A\n\n**References**\n- Ann Lee", false, "",
			[]Section{{Kind: None}, {Kind: Publications, Line: 1}, {Kind: Other, Line: 4, MaybePub: true}},
			[]int{1, 1, 1, 2, 2}},
		{"software sections hold works of kind other", "# Software\n- pkg", false, "",
			[]Section{{Kind: Publications}, {Kind: Other, PubKind: PubOther, Line: 1, MaybePub: true, Listed: true}},
			[]int{1, 1}},
		{"a status alone between blank lines heads plain text", "Papers\n\nIn press\n\nDoe, J. A title.\n\nPosters\n\nDoe, J., & Roe, K. (2019). A study of things. *Journal of Stuff*, 3(2), 1-10.", false, "",
			[]Section{{Kind: None}, {Kind: Publications, Line: 1}, {Kind: Publications, Line: 3}, {Kind: Publications, PubKind: PubPoster, Line: 7}},
			[]int{1, 1, 2, 2, 2, 2, 3, 3, 3}},
		{"explicit markup: an unknown heading ends education", "# Education\nPhD\n# Softwaredevelopment\nx", true, "",
			[]Section{{Kind: Publications}, {Kind: Education, Line: 1}, {Kind: Other, Line: 3}},
			[]int{1, 1, 2, 2}},
		{"a page titled Publications lists papers before a heading", "- Doe, J. A title.\n## Patents\n- Doe, J., Roe, K. A device for things. US Patent 1,234,567, 2019.", false, "Patents",
			[]Section{{Kind: Publications, PubKind: PubPatent}, {Kind: Publications, PubKind: PubPatent, Line: 2}},
			[]int{0, 1, 1}},
		{"bulleted bold subheadings head sections; a bold title in a list does not",
			"## Publications\n\n- **Journal Articles**\n\n- Doe, J., & Roe, K. (2019). A study of things. *Journal of Stuff*, 3(2), 1-10.\n\n" +
				"- **Presentations**\n\n- A study of things, Example Workshop, Springfield, 2019\n\n" +
				"- **A Study of Things in Context.**\n  Doe, J. and Roe, K. *Journal of Stuff*, 2019.\n", false, "",
			[]Section{{Kind: None}, {Kind: Publications, Line: 1}, {Kind: Publications, PubKind: PubJournal, Line: 3}, {Kind: Other, Line: 7, Listed: true}},
			[]int{1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines, _ := markup.Parse(tt.src)
			d := Split(lines, tt.explicit, tt.title)
			if diff := cmp.Diff(tt.want, d.Sections); diff != "" {
				t.Errorf("sections (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.of, d.Of); diff != "" {
				t.Errorf("section of each line (-want +got):\n%s", diff)
			}
			for i, head := range d.Head {
				if head && (d.Of[i] == 0 || d.Sections[d.Of[i]].Line != lines[i].Num) {
					t.Errorf("line %d heads section %d of line %d", lines[i].Num, d.Of[i], d.Sections[d.Of[i]].Line)
				}
			}
		})
	}
}

// FuzzSplit splits any text: no panic, one section for each line, and
// sections in the order of their headings.
func FuzzSplit(f *testing.F) {
	files, _ := filepath.Glob("../../../testdata/seeds/*")
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(string(data), false)
		}
	}
	f.Add("# Education\nPhD\n# Papers\n- A\nTEACHING\n", true)
	f.Fuzz(func(t *testing.T, src string, explicit bool) {
		lines, _ := markup.Parse(src)
		d := Split(lines, explicit, "")
		if len(d.Of) != len(lines) || len(d.Head) != len(lines) {
			t.Fatalf("%d sections of lines for %d lines", len(d.Of), len(lines))
		}
		last := 0
		for i, sec := range d.Of {
			if sec < last || sec >= len(d.Sections) {
				t.Fatalf("line %d in section %d after %d of %d", i, sec, last, len(d.Sections))
			}
			last = sec
		}
	})
}

// TestUseHeadingDetector checks that a heading the word rules do not
// know, over lines of the same side of publications as the section
// above (so it is no Sub that heads a section), starts a section only
// with the detector on, and that the section model reads its papers as
// publications.
func TestUseHeadingDetector(t *testing.T) {
	src := "# Jane Doe\n\n## Journal Articles\n\n- Doe, J. (2015). An early study of things. *Journal of Stuff*, 1(1), 1-9.\n\n### Publikacje\n\n" +
		"- Doe, J., & Roe, K. (2019). A study of things. *Journal of Stuff*, 3(2), 1-10.\n" +
		"- Lee, A., Doe, J. (2021). Another study of things. *Annals of Examples*, 12, 100-120.\n"
	lines, _ := markup.Parse(src)
	off := Split(lines, false, "")
	if n := len(off.Sections); n != 2 {
		t.Fatalf("detector off: %d sections, want 2", n)
	}
	restore := UseHeadingDetector(true)
	on := Split(lines, false, "")
	restore()
	if n := len(on.Sections); n != 3 || on.Sections[2].Kind != Publications || on.Sections[2].Line != 7 {
		t.Errorf("detector on: sections %+v, want a third, of publications, at line 7", on.Sections)
	}
	if again := Split(lines, false, ""); len(again.Sections) != 2 {
		t.Errorf("restore left the detector on")
	}
}

// TestOuterHeadingEndsSection checks that a markdown heading of the
// outermost level the sections so far were headed at starts a section
// though its words are unknown (a PDF rebuilt as markdown gives its
// section headings one level), so a bold subsection before it does not
// swallow it; a deeper heading does not, nor does one under
// publications, nor one right under an empty section, nor the owner's
// name before any section.
func TestOuterHeadingEndsSection(t *testing.T) {
	tests := []struct {
		name string
		src  string
		head int // the line of the unknown heading
		want bool
	}{
		{"after a bold subsection",
			"# Jane Q. Doe\n\n## Teaching\n\n**Invited Talks**\n\nA talk about things, Example University, 2019\n\n## Selected op-eds and columns\n\n" +
				"*A column about things*, Example Times, Jan. 2, 2008\n", 9, true},
		{"a deeper heading",
			"## Education\n\nPhD, Example University, 2015\n\n### Selected op-eds and columns\n\n*A column about things*, Example Times, 2008\n", 5, false},
		{"under publications",
			"## Journal Articles\n\n1. Doe, J. A title. *Journal of Stuff*, 2019.\n\n## Selected op-eds and columns\n\n*A column about things*, Example Times, 2008\n", 5, false},
		{"right under an empty section",
			"## Education\n\nPhD, Example University, 2015\n\n## Research Experience\n\n## A project on things\n\nExample University, 2019 - 2021\n", 7, false},
		{"no section before",
			"## Jane Q. Doe\n\nProfessor of Law\n\n## Education\n\nJD, Example University, 2011\n", 1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines, _ := markup.Parse(tt.src)
			d := Split(lines, false, "")
			got := false
			for i, l := range lines {
				if l.Num == tt.head {
					got = d.Head[i]
				}
			}
			if got != tt.want {
				t.Errorf("line %d heads a section: %v, want %v (sections %+v)", tt.head, got, tt.want, d.Sections)
			}
		})
	}
}

// TestSubheads checks that a line the word rules do not take for a
// heading heads a section when the heading detector takes it for one
// and the section model reads the other side of publications under it
// than in the section around it; and not when the sides agree, nor
// when it would take papers out of a section whose heading names them.
func TestSubheads(t *testing.T) {
	teaching := "## Teaching\n\nIntroduction to Examples (Spring 2020)\nAdvanced Examples, graduate seminar (Fall 2019)\n" +
		"Methods of Things, lecture course (Spring 2018)\n\n"
	chapters := "Doe, J. (2019). A chapter on things. In A. Roe (Ed.), *The Book of Stuff* (pp. 1-20). Example Press.\n\n" +
		"Doe, J. (2017). Another chapter on things. In K. Lee (Ed.), *More Stuff* (pp. 30-45). Example Press.\n\n"
	others := "**Other Things I Have Done**\n\nGuest lecture on things, Example College, March 2019\n\n" +
		"Panel member, Example Festival of Ideas, June 2018\n\nRadio interview about things, Example Radio, May 2017\n"
	tests := []struct {
		name string
		src  string
		want []Section
		subs int // Subs that head a section
	}{
		{"papers under a bold line among teaching",
			teaching + "**Things I Have Written**\n\n" +
				"Doe, J., & Roe, K. (2019). A study of things. *Journal of Stuff*, 3(2), 1-10.\n\n" +
				"Lee, A., & Doe, J. (2021). Another study of things. *Annals of Examples*, 12, 100-120.\n",
			[]Section{{Kind: None}, {Kind: Other, Line: 1, Listed: true}, {Kind: Publications, Line: 7}}, 1},
		{"more teaching under a bold line among teaching",
			teaching + "**Guest Lectures Elsewhere**\n\nA Course on Things, Example College (Fall 2017)\nThings Seminar, Other University (Spring 2016)\n",
			[]Section{{Kind: Publications}, {Kind: Other, Line: 1, Listed: true}}, 0},
		{"talks under a bold line among papers of a heading that names no kind",
			"## Writing\n\n" + chapters + others,
			[]Section{{Kind: None}, {Kind: Publications, Line: 1}, {Kind: Other, Line: 7}}, 1},
		{"talks under a bold line among papers of a heading that names them: kept",
			"## Book Chapters\n\n" + chapters + others,
			[]Section{{Kind: None}, {Kind: Publications, Line: 1}}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines, _ := markup.Parse(tt.src)
			d := Split(lines, false, "")
			if diff := cmp.Diff(tt.want, d.Sections); diff != "" {
				t.Errorf("sections (-want +got):\n%s", diff)
			}
			n := 0
			for _, s := range d.Subs {
				if s.Heads {
					n++
					if !d.Head[s.Line] {
						t.Errorf("a Sub at line %d heads a section, but the line is no heading", lines[s.Line].Num)
					}
				}
			}
			if n != tt.subs {
				t.Errorf("%d Subs head a section, want %d (%+v)", n, tt.subs, d.Subs)
			}
		})
	}
}

// TestSubsNotInEducation checks that the lines of an education or
// employment section are no Subs: there a line set as a heading names a
// place or a role (a university over a degree and its thesis), not a
// kind of entries; the same lines under a section of other things are.
func TestSubsNotInEducation(t *testing.T) {
	body := "\n\nEXAMPLE COLLEGE\n\nB.A., Examples, 2009\n\nUNIVERSITY OF EXAMPLE\n\nPh.D., Things, 2015\n\n" +
		"Dissertation: \"A Study of Things in Context: Evidence from Examples.\" Committee: A. Roe (chair), B. Lee, C. Poe\n\nM.A., Things, 2011\n"
	for _, tt := range []struct {
		heading string
		subs    int
	}{{"## EDUCATION", 0}, {"## EMPLOYMENT", 0}, {"## SERVICE", 2}} {
		lines, _ := markup.Parse(tt.heading + body)
		if d := Split(lines, false, ""); len(d.Subs) != tt.subs {
			t.Errorf("%s: %d Subs, want %d (%+v)", tt.heading, len(d.Subs), tt.subs, d.Subs)
		}
	}
}
