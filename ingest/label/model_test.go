package label

import (
	"bytes"
	"slices"
	"testing"
)

// TestModelFresh fails when model.bin was trained from other data, code or
// parameters than the ones in the repository: run `make model`.
func TestModelFresh(t *testing.T) {
	_, h, err := ReadModel(bytes.NewReader(embeddedModel))
	if err != nil {
		t.Fatalf("embedded model: %v", err)
	}
	want, err := SourceHash(".", DefaultTrainParams())
	if err != nil {
		t.Fatal(err)
	}
	if h.Hash != want {
		t.Errorf("model.bin is stale (trained from %s, sources now hash to %s): run `make model`", h.Hash[:12], want[:12])
	}
	if h.Params != DefaultTrainParams() {
		t.Errorf("model.bin was trained with %+v, DefaultTrainParams is %+v", h.Params, DefaultTrainParams())
	}
}

// TestModelRoundTrip writes the embedded model and reads it back.
func TestModelRoundTrip(t *testing.T) {
	m, h, err := ReadModel(bytes.NewReader(embeddedModel))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := m.Write(&buf, h); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf.Bytes(), embeddedModel) {
		t.Errorf("writing the model back changed it: %d bytes, want %d", buf.Len(), len(embeddedModel))
	}
}

func TestReadModelErrors(t *testing.T) {
	for _, tc := range []struct{ name, data string }{
		{"empty", ""},
		{"magic", "not a model\n{}\n"},
		{"header", modelMagic + "\n{bad json\n"},
		{"no gzip", modelMagic + "\n{}\nplain"},
		{"truncated", string(embeddedModel[:len(embeddedModel)/2])},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, _, err := ReadModel(bytes.NewReader([]byte(tc.data))); err == nil {
				t.Error("no error")
			}
		})
	}
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
