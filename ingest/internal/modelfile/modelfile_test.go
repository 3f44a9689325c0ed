package modelfile

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var errBad = errors.New("bad model")

type header struct {
	Hash string `json:"hash"`
}

func TestModelRoundTrip(t *testing.T) {
	weights := map[string][]float32{"w=b": {0.5, -1}, "w=a": {2, 0}}
	var buf bytes.Buffer
	if err := Write(&buf, "test-model 1", header{"abc"}, weights); err != nil {
		t.Fatal(err)
	}
	var again bytes.Buffer
	if err := Write(&again, "test-model 1", header{"abc"}, weights); err != nil || !bytes.Equal(buf.Bytes(), again.Bytes()) {
		t.Fatalf("the same weights gave other bytes (%v)", err)
	}
	var h header
	got, err := Read[[]float32](bytes.NewReader(buf.Bytes()), "test-model 1", &h, errBad)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(weights, got); diff != "" || h.Hash != "abc" {
		t.Errorf("read back (-want +got):\n%s, header %+v", diff, h)
	}
	for name, in := range map[string]string{
		"other magic":  "other-model 1\n{}\n",
		"no header":    "test-model 1\n",
		"bad header":   "test-model 1\n{x\n",
		"no weights":   "test-model 1\n{}\n",
		"empty":        "",
		"weights text": "test-model 1\n{}\nnot gzip",
	} {
		if _, err := Read[[]float32](strings.NewReader(in), "test-model 1", &h, errBad); !errors.Is(err, errBad) {
			t.Errorf("%s: error %v, want one wrapping errBad", name, err)
		}
	}
}

type item struct {
	File string `json:"file"`
	N    int    `json:"n"`
}

func TestLinesRoundTrip(t *testing.T) {
	data := []item{{"a", 1}, {"b", -2}, {"a", 3}}
	var buf bytes.Buffer
	if err := WriteLines(&buf, data); err != nil {
		t.Fatal(err)
	}
	got, err := ReadLines[item](bytes.NewReader(buf.Bytes()), nil)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(data, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	negative := func(it *item) error {
		if it.N < 0 {
			return errors.New("negative")
		}
		return nil
	}
	if _, err := ReadLines(bytes.NewReader(buf.Bytes()), negative); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("a vetted bad item: error %v, want one naming line 2", err)
	}
}

// FuzzRead checks that no model file, however broken, makes Read panic,
// and that what it reads writes back to a file it reads the same.
func FuzzRead(f *testing.F) {
	var buf bytes.Buffer
	Write(&buf, "m 1", header{"h"}, map[string]float32{"a": 1, "b": -0.5})
	f.Add(buf.Bytes())
	f.Add([]byte("m 1\n{}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var h header
		w, err := Read[float32](bytes.NewReader(data), "m 1", &h, errBad)
		if err != nil {
			if !errors.Is(err, errBad) {
				t.Fatalf("error %v does not wrap errBad", err)
			}
			return
		}
		var out bytes.Buffer
		if err := Write(&out, "m 1", h, w); err != nil {
			t.Fatal(err)
		}
		again, err := Read[float32](bytes.NewReader(out.Bytes()), "m 1", &h, errBad)
		if err != nil || !cmp.Equal(w, again) {
			t.Fatalf("written model reads back as %v, %v; want %v", again, err, w)
		}
	})
}
