package lines

import (
	"bytes"
	"context"
	"io"
	"testing"

	"github.com/pubgraph/pubgraph/ingest/internal/modelfile/modeltest"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/label"
)

// TestModelFile checks model.bin as every embedded model is checked
// (modeltest.Check): it is fresh (else run `make linemodel`), it writes back
// byte for byte, and a damaged copy fails to read.
func TestModelFile(t *testing.T) {
	hash, err := SourceHash(".", DefaultTrainParams())
	if err != nil {
		t.Fatal(err)
	}
	modeltest.Check(t, modeltest.Model{
		Embedded: embeddedModel, Magic: modelMagic, Target: "linemodel",
		Read: func(data []byte) (string, any, func(io.Writer) error, error) {
			m, h, err := ReadModel(data)
			if err != nil {
				return "", nil, nil, err
			}
			return h.Hash, h.Params, func(w io.Writer) error { return m.Write(w, h) }, nil
		},
		Hash: hash, Params: DefaultTrainParams(),
	})
}

func TestDescribe(t *testing.T) {
	tests := []struct {
		text  string
		spans []label.Span
		want  Line
	}{
		{"2019", nil, Line{Runes: 4, First: "year", Last: '9', Year: true, Nums: 1}},
		{"Doe, J. and Roe, K. A study of things.", nil, Line{Runes: 38, First: "Name,", Last: '.'}},
		{"J. Doe, A study,", []label.Span{{Start: 0, End: 6, Marks: label.Bold}}, Line{Runes: 16, First: "Init.", Last: ',', BoldLead: true}},
		{"[12] In Proc. of Things", []label.Span{{Start: 8, End: 23, Marks: label.Italic | label.Link}}, Line{Runes: 23, First: "[num]", Last: 'a', Italic: true, Link: true}},
		{"  lower case words 12020", nil, Line{Runes: 22, First: "low", Last: '9', Nums: 1}},
		{"A title\t12*\t2019", nil, Line{Runes: 16, First: "Cap", Last: '9', Year: true, Tab: true, Nums: 2}},
		{"Journal 12 (3), 45-67, 2019 17 2019", nil, Line{Runes: 35, First: "Cap", Last: '9', Year: true, Nums: 3}},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			got := Describe(tt.text, tt.spans)
			got.Share, got.FirstField = [4]uint8{}, 0 // the field labeller's, tested in package label
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Describe (-want +got):\n%s", diff)
			}
		})
	}
}

// synthetic is a section of wrapped entries: each starts on a line with a
// capitalised name after a full stop and is continued on one or two
// indented lines; a year heading opens the section.
func synthetic(n int) Seq {
	s := Seq{Doc: "synthetic"}
	s.Lines = append(s.Lines, Line{Runes: 4, First: "year", Year: true, Last: '9', BlankBefore: true})
	s.Labels = append(s.Labels, Other)
	for i := range n {
		s.Lines = append(s.Lines, Line{Runes: 70, First: "Name,", Last: ','})
		s.Labels = append(s.Labels, Start)
		for range 1 + i%2 {
			s.Lines = append(s.Lines, Line{Indent: 4, Runes: 60, First: "low", Last: '.'})
			s.Labels = append(s.Labels, Cont)
		}
	}
	return s
}

func TestTrainLearnsLayout(t *testing.T) {
	var seqs []Seq
	for i := range 40 {
		seqs = append(seqs, synthetic(2+i%9))
	}
	m, err := Train(context.Background(), seqs, DefaultTrainParams())
	if err != nil {
		t.Fatal(err)
	}
	test := synthetic(6)
	got, conf := m.Label(test.Lines)
	// The perceptron leaves no margin on the heading line, which the
	// transitions alone tell: the entries' lines are what is asserted.
	if diff := cmp.Diff(test.Labels[1:], got[1:]); diff != "" {
		t.Errorf("labels (-want +got):\n%s", diff)
	}
	for i, c := range conf {
		if c <= 0.5 || c > 1 {
			t.Errorf("confidence of line %d = %v, want in (0.5, 1]", i, c)
		}
	}
	if acc, rule := Accuracy(m, []Seq{test}); acc < 0.9 || rule >= 0.1 {
		t.Errorf("Accuracy = %v (rules %v), want at least 0.9 (rules below 0.1: none set)", acc, rule)
	}
}

func TestTrainDeterministic(t *testing.T) {
	seqs := []Seq{synthetic(8), synthetic(3)}
	var out [2]bytes.Buffer
	for i := range out {
		m, err := Train(context.Background(), seqs, DefaultTrainParams())
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Write(&out[i], Header{}); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(out[0].Bytes(), out[1].Bytes()) {
		t.Error("two trainings on the same data differ")
	}
}

func TestTrainBadData(t *testing.T) {
	_, err := Train(context.Background(), []Seq{{Lines: make([]Line, 2), Labels: []Label{Start}}}, DefaultTrainParams())
	if err == nil {
		t.Error("no error for a sequence with fewer labels than lines")
	}
}

func TestDataRoundTrip(t *testing.T) {
	seqs := []Seq{synthetic(2), {Doc: "empty"}}
	seqs[1].Lines, seqs[1].Labels = []Line{}, []Label{}
	var buf bytes.Buffer
	if err := WriteData(&buf, seqs); err != nil {
		t.Fatal(err)
	}
	got, err := ReadData(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(seqs, got); diff != "" {
		t.Errorf("data (-want +got):\n%s", diff)
	}
	if _, err := ReadData(bytes.NewReader([]byte("not gzip"))); err == nil {
		t.Error("no error for data that is not gzip")
	}
}

func TestLabelEmpty(t *testing.T) {
	if got, conf := Default().Label(nil); got != nil || conf != nil {
		t.Errorf("Label(nil) = %v, %v", got, conf)
	}
}

func TestCombine(t *testing.T) {
	seq := []Line{{Rule: true, RuleIn: true}, {RuleIn: true}, {}, {Rule: true, RuleIn: true}}
	labels := []Label{Start, Start, Start, Cont}
	conf := []float64{0.95, 0.5, Confidence, 0.2}
	want := []Label{Start, Cont, Start, Start}
	if diff := cmp.Diff(want, Combine(seq, labels, conf)); diff != "" {
		t.Errorf("Combine (-want +got):\n%s", diff)
	}
}

// TestDescribeLabelled: a line described with the labelling label.Parse
// made of it is described as Describe describes it, and the summary is
// read from the labelling handed over, not from labelling again.
func TestDescribeLabelled(t *testing.T) {
	for _, tt := range []struct {
		text  string
		spans []label.Span
	}{
		{"Doe, J. and Roe, K. A study of things. Journal of Stuff 3, 2020.", nil},
		{"A. Author, B. Writer: *Invented title*, Some Press, 2019", []label.Span{{Start: 0, End: 9, Marks: label.Bold}}},
		{"", nil},
	} {
		t.Run(tt.text, func(t *testing.T) {
			e := label.Parse(tt.text, tt.spans)
			if diff := cmp.Diff(Describe(tt.text, tt.spans), DescribeLabelled(tt.text, tt.spans, &e)); diff != "" {
				t.Errorf("DescribeLabelled with Parse's labelling (-Describe +got):\n%s", diff)
			}
		})
	}
	text := "Doe, J. and Roe, K. A study of things."
	e := label.Parse(text, nil)
	for i := range e.Labels {
		e.Labels[i] = label.Title
	}
	if got := DescribeLabelled(text, nil, &e); got.Share != [4]uint8{0, 100, 0, 0} || got.FirstField != uint8(label.Title) {
		t.Errorf("all-title labelling summarised as %v, first %d; want the title's whole share", got.Share, got.FirstField)
	}
}

// TestDescribeLeadingEditors checks that editors opening a line, an
// edited book's byline ("ROE, K. (Org.). Book"), are summarised as the
// byline that opens an entry, and that editors after another field
// ("In: ROE, K. (Org.). Book") are not.
func TestDescribeLeadingEditors(t *testing.T) {
	for _, tt := range []struct {
		name      string
		labels    []label.Label // the labels of the words, in order
		wantFirst label.Label
		wantShare [4]uint8
	}{
		{"leading editors", []label.Label{label.Editor, label.Editor, label.Title, label.Title}, label.Author, [4]uint8{50, 50, 0, 0}},
		{"editors after a title", []label.Label{label.Title, label.Title, label.Editor, label.Editor}, label.Title, [4]uint8{0, 50, 0, 0}},
		{"authors then editors", []label.Label{label.Author, label.Title, label.Editor, label.Container}, label.Author, [4]uint8{25, 25, 25, 0}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			text := "Aaa Bbb Ccc Ddd"
			e := label.Parse(text, nil)
			if len(e.Labels) != len(tt.labels) {
				t.Fatalf("%d tokens, want %d", len(e.Labels), len(tt.labels))
			}
			copy(e.Labels, tt.labels)
			got := DescribeLabelled(text, nil, &e)
			if got.FirstField != uint8(tt.wantFirst) || got.Share != tt.wantShare {
				t.Errorf("first %d, share %v; want first %d, share %v", got.FirstField, got.Share, tt.wantFirst, tt.wantShare)
			}
		})
	}
}
