package model

import (
	"bytes"
	"context"
	"io"
	"math"
	"testing"

	"github.com/pubgraph/pubgraph/ingest/internal/modelfile/modeltest"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
)

// TestModelFile checks model.bin as every embedded model is checked
// (modeltest.Check): it is fresh (else run `make sectionmodel`), it writes back
// byte for byte, and a damaged copy fails to read.
func TestModelFile(t *testing.T) {
	hash, err := SourceHash(".", DefaultTrainParams())
	if err != nil {
		t.Fatal(err)
	}
	modeltest.Check(t, modeltest.Model{
		Embedded: embeddedModel, Magic: modelMagic, Target: "sectionmodel",
		Read: func(data []byte) (string, any, func(io.Writer) error, error) {
			m, h, err := ReadModel(bytes.NewReader(data))
			if err != nil {
				return "", nil, nil, err
			}
			return h.Hash, h.Params, func(w io.Writer) error { return m.Write(w, h) }, nil
		},
		Hash: hash, Params: DefaultTrainParams(),
	})
}

// TestTrainDeterministic trains twice on the same data: the same bytes,
// with one order of the data and with several averaged.
func TestTrainDeterministic(t *testing.T) {
	for _, orders := range []int{1, 3} {
		p := TrainParams{Epochs: 2, Seed: 7, Synth: 300, Prune: 0.01, Orders: orders}
		trainTwice(t, p)
	}
}

// trainTwice trains two models with p on the same data and checks they
// are written the same.
func trainTwice(t *testing.T, p TrainParams) {
	t.Helper()
	var out [2][]byte
	for i := range out {
		m, err := Train(context.Background(), Synthesize(p.Seed, p.Synth), p)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := m.Write(&buf, Header{Params: p}); err != nil {
			t.Fatal(err)
		}
		out[i] = buf.Bytes()
	}
	if !bytes.Equal(out[0], out[1]) {
		t.Errorf("orders %d: two trainings on the same data gave different models", p.Orders)
	}
}

// TestTrainOrdersSteadier trains on the same sections shuffled by
// different seeds, once with one order of the data and once with
// several averaged, and checks that the averaged models disagree on
// fewer unseen sections, and by smaller margins, than the single ones:
// a retraining that only reorders the data should not flip decisions.
func TestTrainOrdersSteadier(t *testing.T) {
	data := Synthesize(11, 600)
	unseen := Synthesize(12, 400)
	disagree := func(orders int) (n int, gap float64) {
		var ms [2]*Model
		for i := range ms {
			m, err := Train(context.Background(), data, TrainParams{Epochs: 4, Seed: uint64(i + 1), Prune: 0.01, Orders: orders})
			if err != nil {
				t.Fatal(err)
			}
			ms[i] = m
		}
		for k := range unseen {
			a, b := ms[0].Scores(&unseen[k].X), ms[1].Scores(&unseen[k].X)
			ca, _ := best(a)
			cb, _ := best(b)
			if ca != cb {
				n++
			}
			for c := range a {
				gap += math.Abs(a[c] - b[c])
			}
		}
		return n, gap / float64(len(unseen))
	}
	n1, gap1 := disagree(1)
	n8, gap8 := disagree(8)
	t.Logf("one order: %d disagreements, mean score gap %.2f; eight: %d, %.2f", n1, gap1, n8, gap8)
	if n8 > n1 || gap8 >= gap1 {
		t.Errorf("averaging eight orders left %d disagreements (gap %.2f), one order %d (gap %.2f)", n8, gap8, n1, gap1)
	}
}

// section makes the example of a section of markdown src under heading.
func section(heading, parent, src string) Example {
	lines, _ := markup.Parse(src)
	rule, pk, _ := WordRule(heading, true)
	if pk != "" {
		rule += ":" + pk
	}
	return Example{Heading: heading, Parent: parent, Marked: true, Level: 2, Rule: rule, Sum: Summarize(lines)}
}

const (
	papers = "- Doe, J., & Roe, K. (2019). A study of things. *Journal of Stuff*, 3(2), 1-10. https://doi.org/10.1000/x1\n" +
		"- Lee, A., Doe, J. (2021). Another study of things. *Annals of Examples*, 12, 100-120.\n" +
		"- Doe, J. (2022). Things revisited. *Letters of Things*, 7(1), 5-9.\n"
	talks = "- “Things and their study.” Invited talk, University of Somewhere, Springfield, March 2019.\n" +
		"- Why things matter. Seminar, Department of Stuff, Example University, October 2021.\n" +
		"- Things at scale. Keynote, International Conference on Things, Lakeside, 2022.\n"
	courses = "- STAT 1010: Introduction to Things, Fall 2019\n- Teaching Assistant, Methods of Stuff, Spring 2020\n- Instructor, Advanced Things (undergraduate), 2021\n"
	posters = "- Doe, J., & Roe, K. (2019). A poster on things. Poster presented at the Annual Meeting of Stuff, Lakeside.\n" +
		"- Lee, A., & Doe, J. (2021). Things in pictures. Poster presented at the Congress of Examples, Riverton.\n" +
		"- Doe, J. (2022). Small things. Annual Meeting of Stuff, Westport.\n"
	patents     = "- Doe, J., Roe, K. A method for things. US Patent 1,234,567, 2019.\n- Doe, J. A device for stuff. US Patent 7,654,321, 2021.\n"
	manuscripts = "- “Things reconsidered” (with A. Roe)\n- Stuff and its limits, with K. Lee and B. Moe\n"
	jobs        = "- 2019–present: Assistant Professor, Department of Stuff, Example University\n- 2016–2019: Postdoctoral Researcher, Lab of Things, Other University\n"
)

// TestClassify checks the class of sections whose heading or content
// says what they list, in several languages and with headings the
// lexicon does not know.
func TestClassify(t *testing.T) {
	m := Default()
	tests := []struct {
		name string
		x    Example
		pub  bool
		want Class
	}{
		{"publications", section("Publications", "", papers), true, -1},
		{"German", section("Veröffentlichungen", "", papers), true, -1},
		{"Japanese", section("研究業績", "", papers), true, -1},
		{"unknown heading, papers", section("Zibbles", "", papers), true, -1},
		{"invited talks", section("Invited Talks", "", talks), false, Talks},
		{"Spanish talks", section("Ponencias", "", talks), false, Talks},
		{"unknown heading, talks", section("Zibbles", "", talks), false, -1},
		{"teaching", section("Teaching", "", courses), false, Teaching},
		{"workshops under teaching", section("Workshops", "Teaching", courses), false, -1},
		{"employment", section("Academic Appointments", "", jobs), false, Employment},
		{"working experience is a job", section("Working Experience", "", jobs), false, Employment},
		{"software", section("Software", "", "- **thingr**: an R package for things. https://github.com/jdoe/thingr\n"), false, Software},
		// Where a section stands says what it lists (contextFeatures).
		{"posters under publications", section("Posters", "Publications", posters), true, -1},
		{"posters under presentations", section("Posters", "Presentations", posters), false, Talks},
		{"patents", section("Patents", "", patents), true, -1},
		{"patents under honors", section("Patents", "Awards", patents), false, -1},
		{"journal papers after an award heading", section("Journal Papers", "Awards", papers), true, -1},
		{"unpublished manuscripts", section("Unpublished Manuscripts", "", manuscripts), true, Preprints},
		{"a reviewer's journals", section("Journals", "Reviewing", "- *Journal of Stuff*\n- *Annals of Examples*\n- *Letters of Things*\n"), false, Other},
		{"supervised theses", section("Supervised Theses", "", "- A. Student (MSc, 2020): A thesis on things\n- B. Student (PhD, 2022): Things at scale\n"), false, Other},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _ := m.Classify(&tt.x)
			if got.Publications() != tt.pub || tt.want >= 0 && got != tt.want {
				t.Errorf("Classify = %s; want publications %v, class %v", got, tt.pub, tt.want)
			}
		})
	}
}

// TestDropRareWords checks that training keeps the feature of a
// heading word only when the headings of two sources hold it, counting
// the synthetic sections as one, and keeps the word's concepts always.
func TestDropRareWords(t *testing.T) {
	data := []Labelled{
		{File: "a", Class: "pub", X: Example{Heading: "Zibble Publications"}},
		{File: "a", Class: "pub", X: Example{Heading: "Zibble Papers"}},
		{File: "b", Class: "pub", X: Example{Heading: "Wobble Publications"}},
		{File: "", Class: "pub", X: Example{Heading: "Wobble Articles"}},
	}
	exs := make([]example, len(data))
	for i := range data {
		exs[i] = example{features(&data[i].X), Pubs}
	}
	dropRareWords(exs, data, 2)
	has := func(i int, f string) bool {
		for _, g := range exs[i].feats {
			if g == f {
				return true
			}
		}
		return false
	}
	for _, tt := range []struct {
		i    int
		f    string
		want bool
	}{
		{0, "h:w:zibble", false}, // two headings, one file
		{0, "h:p5:zibbl", false},
		{2, "h:w:wobble", true}, // a file and the synthetic sections
		{0, "h:w:publications", true},
		{1, "h:w:papers", false},
		{1, "h:c:pub", true}, // concepts stay
		{1, "h×up:pub|none", true},
	} {
		if got := has(tt.i, tt.f); got != tt.want {
			t.Errorf("section %d (%q) has %s: %v, want %v", tt.i, data[tt.i].X.Heading, tt.f, got, tt.want)
		}
	}
}

// TestContextFeatures checks the features that join what a heading
// names with where it stands.
func TestContextFeatures(t *testing.T) {
	for _, tt := range []struct {
		x    Example
		want []string
	}{
		{Example{Heading: "Posters", Parent: "Publications", Rule: "pub:poster"}, []string{"h×up:poster|pub", "h×rule:poster|pub"}},
		{Example{Heading: "Invited Talks"}, []string{"h×up:talk|none"}},
		{Example{Heading: "Zibbles", Parent: "Wobbles"}, []string{"h×up:none|unknown"}},
		{Example{Heading: "特許", Parent: "研究業績"}, []string{"h×up:patent|pub"}},
	} {
		if diff := cmp.Diff(tt.want, contextFeatures(nil, &tt.x)); diff != "" {
			t.Errorf("%q under %q (-want +got):\n%s", tt.x.Heading, tt.x.Parent, diff)
		}
	}
}

// TestSummarize checks the counts of a small section.
func TestSummarize(t *testing.T) {
	lines, _ := markup.Parse("- Doe, J. A. and Roe, K. (2019). “A title.” *Journal of Stuff*, 3(2), 1-10.\n\n" +
		"- Invited talk, Example University, March 2020\n- CS 101: Intro, Fall 2021\n")
	s := Summarize(lines)
	want := Summary{Lines: 3, Entries: 3, Words: 25}
	// "University" is a cue of a job and of a degree; "Fall" of a course.
	for _, c := range []int{CueYear, CueYear, CueYear, CueQuote, CueItalic, CueInitials, CueNameList, CueVenue, CuePages,
		CueLong, CueTalk, CueMonth, CueJob, CueDegree, CueTeach} {
		want.Cues[c]++
	}
	if diff := cmp.Diff(want, s); diff != "" {
		t.Errorf("Summarize (-want +got):\n%s", diff)
	}
}

// TestHeadingClass checks the class a heading's words name.
func TestHeadingClass(t *testing.T) {
	for _, tt := range []struct {
		heading string
		want    Class
	}{
		{"Teaching Experience", Teaching},
		{"Research Experience", Employment},
		{"Vorträge", Talks},
		{"Grants and Fellowships", Grants},
		{"Education", Education},
		{"Service", Other},
		{"学歴", Education},
	} {
		if got := HeadingClass(tt.heading); got != tt.want {
			t.Errorf("HeadingClass(%q) = %s, want %s", tt.heading, got, tt.want)
		}
	}
}

// FuzzReadLabelled reads any bytes as labelled data: no panic.
func FuzzReadLabelled(f *testing.F) {
	var buf bytes.Buffer
	WriteLabelled(&buf, Synthesize(1, 3))
	f.Add(buf.Bytes())
	f.Add([]byte("not gzip"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ReadLabelled(bytes.NewReader(data))
	})
}
