package label

import (
	"bytes"
	"io"
	"slices"
	"testing"

	"github.com/pubgraph/pubgraph/ingest/internal/modelfile/modeltest"
)

// TestModelFile checks model.bin as every embedded model is checked
// (modeltest.Check): it is fresh (else run `make model`), it writes back
// byte for byte, and a damaged copy fails to read.
func TestModelFile(t *testing.T) {
	hash, err := SourceHash(".", DefaultTrainParams())
	if err != nil {
		t.Fatal(err)
	}
	modeltest.Check(t, modeltest.Model{
		Embedded: embeddedModel, Magic: modelMagic, Target: "model",
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

// TestParseLabels: ParseLabels gives Parse's labels without confidences,
// and its fields are the same.
func TestParseLabels(t *testing.T) {
	for _, text := range []string{
		"Doe, J., and A. Roe. 2020. A study of tides. Journal of Tides 12: 1-9.",
		"J. Doe, A. Roe, *A study of tides*, Coastal Letters, 2019.",
		"Tidal pools at dawn",
	} {
		spans := []Span{{Start: 0, End: 3, Marks: Bold}}
		want, got := Parse(text, spans), ParseLabels(text, spans)
		if !slices.Equal(want.Labels, got.Labels) || got.Confidence != nil {
			t.Errorf("%q: ParseLabels labels %v (confidence %v), want %v and none", text, got.Labels, got.Confidence, want.Labels)
		}
		wf, gf := want.Fields(), got.Fields()
		if len(wf) != len(gf) {
			t.Fatalf("%q: %d fields, want %d", text, len(gf), len(wf))
		}
		for i := range wf {
			if wf[i].Label != gf[i].Label || wf[i].Text != gf[i].Text || gf[i].Confidence != 1 {
				t.Errorf("%q: field %d = %+v, want %+v with confidence 1", text, i, gf[i], wf[i])
			}
		}
	}
}
