package heading

import (
	"bytes"
	"context"
	"io"
	"math/rand/v2"
	"testing"

	"github.com/pubgraph/pubgraph/ingest/internal/modelfile/modeltest"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
)

// TestModelFile checks model.bin as every embedded model is checked
// (modeltest.Check): it is fresh (else run `make headingmodel`), it writes back
// byte for byte, and a damaged copy fails to read.
func TestModelFile(t *testing.T) {
	hash, err := SourceHash(".", DefaultTrainParams())
	if err != nil {
		t.Fatal(err)
	}
	modeltest.Check(t, modeltest.Model{
		Embedded: embeddedModel, Magic: modelMagic, Target: "headingmodel",
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

// TestTrainDeterministic trains twice on the same data: the same bytes.
func TestTrainDeterministic(t *testing.T) {
	p := TrainParams{Epochs: 2, Seed: 7, Synth: 30, Prune: 0.01}
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
		t.Error("two trainings on the same data gave different models")
	}
}

// TestSynthDoc checks that a synthetic document's labelled lines are
// lines that hold text, for both generators.
func TestSynthDoc(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for k := 0; k < 40; k++ {
		src, heads := SynthDoc(r)
		if k%2 == 1 {
			src, heads = SynthLongDoc(r)
		}
		lines, _ := markup.Parse(src)
		found := 0
		for i := range lines {
			if heads[lines[i].Num] {
				found++
				if lines[i].Blank() {
					t.Errorf("heading line %d is blank in\n%s", lines[i].Num, src)
				}
			}
		}
		if found != len(heads) || found < 2 {
			t.Errorf("%d of %d headings found in\n%s", found, len(heads), src)
		}
	}
}

// TestScore checks the detector on lines of each kind: headings in
// other languages and wordings, and the bold or capitalised lines that
// are no heading (an owner's name, a year, a bold title in a list).
func TestScore(t *testing.T) {
	m := Default()
	entries := "\n- Doe, J., & Roe, K. (2019). A study of things. *Journal of Stuff*, 3(2), 1-10.\n" +
		"- Lee, A., Doe, J. (2021). Another study of things. *Annals of Examples*, 12, 100-120.\n"
	tests := []struct {
		name, src string
		line      int // index of the line scored in markup.Parse's lines
		head      bool
	}{
		{"markdown heading in Polish", "# Jane Doe\n\n## Publikacje\n" + entries, 1, true},
		{"markdown heading, unusual wording", "# Jane Doe\n\n## Things I Have Written\n" + entries, 1, true},
		{"year heading", "## Papers\n\n### 2019\n" + entries, 1, false},
		{"owner's name opens the document", "**Jane Q. Doe**\nDepartment of Examples\n\n## Publications\n" + entries, 0, false},
		{"a bulleted bold subheading", "## Publications\n\n- **Conference Papers (in English)**\n" + entries, 1, true},
		{"a long bold title in a list", "## Papers\n\n- **A study of things in context and beyond.**\n  Doe, J. and Roe, K. *Journal of Stuff*, 2019.\n", 1, false},
		// Long headings: the line is marked and its words name what a
		// section lists, so its length does not decide.
		{"long bold heading in English", "# Jane Doe\n\n**Papers in International Refereed Journals with an Impact Factor**\n" + entries, 1, true},
		{"long heading in capitals", "# Jane Doe\n\nPUBLICATIONS IN CONFERENCE PROCEEDINGS WITH FULL PAPERS REVIEWED\n" + entries, 1, true},
		{"long bold heading in Portuguese", "# Jane Doe\n\n**Trabalhos completos publicados em anais de congressos internacionais**\n" + entries, 1, true},
		{"long markdown heading in Spanish", "# Jane Doe\n\n### Artículos originales publicados en revistas científicas con revisión por pares\n" + entries, 1, true},
		{"long bold heading in German", "# Jane Doe\n\n**Aufsätze in Zeitschriften mit Begutachtung und internationaler Herausgeberschaft**\n" + entries, 1, true},
		{"long bold heading in French", "# Jane Doe\n\n**Communications orales et affichées dans des congrès nationaux et internationaux**\n" + entries, 1, true},
		{"long bold heading with a colon over paragraphs", "**Jane Doe**\n\n**Abstracts and Posters Presented at National and International Scientific Meetings:**\n\n" +
			"Doe J, Roe K. A study of things in context. Annual Meeting of the Example Society, Springfield, 2019.\n\n" +
			"Roe K, Doe J. Another study of things at scale. Example Congress, Westbrook, 2021.\n", 1, true},
		// Long lines marked as headings are that head nothing.
		{"bold title on its own line over its byline", "## Publications\n\n**Learning Conference Schedules from Ten Years of Journal Peer Review**\n" +
			"A. Author, B. Author and J. Doe\n*Journal of Stuff*, 12(3), 2019.\n", 1, false},
		{"markdown title on its own line over its byline", "## Papers\n\n### A Study of Small Things in Context and Beyond the Usual Limits\n" +
			"Doe, J. and Roe, K.\n*Annals of Examples*, 2020.\n", 1, false},
		{"affiliation in capitals", "# Jane Doe\n\n## Employment\n\nDEPARTMENT OF EXAMPLE STUDIES, SCHOOL OF APPLIED THINGS, EXAMPLE UNIVERSITY\n" +
			"Associate Professor, 2015–present\n", 2, false},
		{"bold talk title over its place", "## Talks\n\n**Modelling Teaching Methods across Three Example Regions: Lessons Learned**\n" +
			"Springfield (online), 2021\n", 1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines, _ := markup.Parse(tt.src)
			var text []int
			for i := range lines {
				if !lines[i].Blank() {
					text = append(text, i)
				}
			}
			i := text[tt.line]
			o := Observe(lines, i)
			t.Logf("line %q: score %.2f", lines[i].Text, m.Score(&o))
			if got := m.Score(&o) > 0; got != tt.head {
				t.Errorf("line %q: score %.2f, heading %v; want %v (%+v)", lines[i].Text, m.Score(&o), got, tt.head, o)
			}
		})
	}
}

// TestObserve checks the observations of a few lines.
func TestObserve(t *testing.T) {
	lines, _ := markup.Parse("JANE DOE\n\n**2.1 Artículos**\n- Doe, J. A title, 2019.\n")
	tests := []struct {
		i    int
		want Obs
	}{
		{0, Obs{Caps: true, Title: true, Words: 2, Name: true, First: true, BlankBefore: true, BlankAfter: true, NextBold: true}},
		{2, Obs{Bold: true, Title: true, SecNum: true, Words: 2, Digits: true, BlankBefore: true, NextItem: true, NextYear: true, PrevLevel: 0, Class: ""}},
	}
	for _, tt := range tests {
		if got := Observe(lines, tt.i); got != tt.want {
			t.Errorf("Observe(%q) =\n %+v\nwant\n %+v", lines[tt.i].Text, got, tt.want)
		}
	}
}

// FuzzReadLabelled reads any bytes as labelled data: no panic.
func FuzzReadLabelled(f *testing.F) {
	var buf bytes.Buffer
	WriteLabelled(&buf, Synthesize(1, 1))
	f.Add(buf.Bytes())
	f.Add([]byte("not gzip"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ReadLabelled(bytes.NewReader(data))
	})
}

// FuzzObserve observes every line of any text: no panic.
func FuzzObserve(f *testing.F) {
	f.Add("# Jane Doe\n\n**Publikationen**\n- A. Author. A title. 2019.\n")
	f.Fuzz(func(t *testing.T, src string) {
		lines, _ := markup.Parse(src)
		for i := range lines {
			if !lines[i].Blank() {
				o := Observe(lines, i)
				Default().Score(&o)
			}
		}
	})
}

// TestWithoutNotes checks the notes in brackets withoutNotes takes off.
func TestWithoutNotes(t *testing.T) {
	for in, want := range map[string]string{
		"Journal Papers (in English)": "Journal Papers", "Patents [granted] and (pending) applications": "Patents and applications",
		"Papers": "Papers", "Talks (unbalanced": "Talks", "Odd ) close": "Odd ) close",
	} {
		if got := withoutNotes(in); got != want {
			t.Errorf("withoutNotes(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestBare checks the section numbers Bare takes off.
func TestBare(t *testing.T) {
	for in, want := range map[string]string{
		"III. Publications": "Publications", "C. Abstracts and posters": "Abstracts and posters",
		"2.1 Journal Articles": "Journal Articles", "2019 Papers": "2019 Papers", "Publications": "Publications",
		"A Study of Things": "Study of Things",
	} {
		if got := Bare(in); got != want {
			t.Errorf("Bare(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestConcepts checks that every concept listConcepts names is one of
// the section model's lexicon (a renamed concept would silently count
// nothing), and what countConcepts counts of a few long lines.
func TestConcepts(t *testing.T) {
	word := map[string]string{"pub": "Publications", "journal": "journals", "conf": "proceedings", "book": "chapters",
		"preprint": "preprints", "thesis": "dissertations", "patent": "patents", "poster": "posters", "refereed": "refereed",
		"talk": "Vorträge", "teach": "teaching", "grant": "grants", "award": "awards", "student": "supervision"}
	for _, c := range listConcepts {
		if w, ok := word[c]; !ok || !model.Names(w, c) {
			t.Errorf("concept %q: no word of the lexicon names it (tried %q)", c, w)
		}
	}
	for _, tt := range []struct {
		text string
		n    int
		lead bool
	}{
		{"Papers in International Refereed Journals with an Impact Factor", 3, true},
		{"Artigos publicados em revistas científicas indexadas", 2, true},
		{"Eingeladene Vorträge auf internationalen Tagungen", 2, false},
		{"A Study of Small Things in Context and Beyond", 0, false},
	} {
		if n, lead := countConcepts(tt.text); n != tt.n || lead != tt.lead {
			t.Errorf("countConcepts(%q) = %d, %v; want %d, %v", tt.text, n, lead, tt.n, tt.lead)
		}
	}
}

// TestPlain checks which unmarked lines Plain lets head a section of a
// plain text.
func TestPlain(t *testing.T) {
	src := "Jane Doe\n\nVorträge und Kolloquien\n\n- A. Author. A title. 2019.\n\n2019\n\nA sentence that closes with a period.\n\n" +
		"**Bold Heading**\n\nInterventi a convegni\n1.\nA. Author. A talk on things. 2021.\n"
	lines, _ := markup.Parse(src)
	want := map[string]bool{"Jane Doe": false, "Vorträge und Kolloquien": true, "A. Author. A title. 2019.": false, "2019": false,
		"A sentence that closes with a period.": false, "Bold Heading": false, "Interventi a convegni": true}
	for i := range lines {
		w, ok := want[lines[i].Text]
		if !ok || lines[i].Blank() {
			continue
		}
		o := Observe(lines, i)
		if got := Plain(&o); got != w {
			t.Errorf("Plain(%q) = %v, want %v", lines[i].Text, got, w)
		}
	}
}
