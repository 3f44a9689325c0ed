// Package modeltest holds the checks every model file embedded in the
// reader shares (the field model, the line model, the section model and
// the heading detector): it is fresh, it writes back byte for byte, and a
// damaged copy fails to read. It is for tests only.
package modeltest

import (
	"bytes"
	"io"
	"testing"
)

// Model is one package's embedded model file, seen through its own
// reader.
type Model struct {
	// Embedded is the model file the package embeds, Magic its first
	// line and Target the make target that retrains it.
	Embedded []byte
	Magic    string
	Target   string
	// Read reads a model file, returning its header's hash and training
	// parameters and a function that writes the model back under that
	// header.
	Read func(data []byte) (hash string, params any, write func(io.Writer) error, err error)
	// Hash is what the package's training sources hash to now, and
	// Params its default training parameters.
	Hash   string
	Params any
}

// Check runs the shared checks on m, each as a subtest.
func Check(t *testing.T, m Model) {
	t.Helper()
	t.Run("fresh", func(t *testing.T) {
		hash, params, _, err := m.Read(m.Embedded)
		if err != nil {
			t.Fatalf("embedded model: %v", err)
		}
		if hash != m.Hash {
			t.Errorf("model.bin is stale (trained from %.12s, sources now hash to %.12s): run `make %s`", hash, m.Hash, m.Target)
		}
		if params != m.Params {
			t.Errorf("model.bin was trained with %+v, the default parameters are %+v", params, m.Params)
		}
	})
	t.Run("round trip", func(t *testing.T) {
		_, _, write, err := m.Read(m.Embedded)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := write(&buf); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(buf.Bytes(), m.Embedded) {
			t.Errorf("writing the model back changed it: %d bytes, want %d", buf.Len(), len(m.Embedded))
		}
	})
	for _, tc := range []struct{ name, data string }{
		{"empty", ""},
		{"magic", "not a model\n{}\n"},
		{"header", m.Magic + "\n{bad json\n"},
		{"no gzip", m.Magic + "\n{}\nplain"},
		{"truncated", string(m.Embedded[:len(m.Embedded)/2])},
	} {
		t.Run("damaged: "+tc.name, func(t *testing.T) {
			if _, _, _, err := m.Read([]byte(tc.data)); err == nil {
				t.Error("read without an error")
			}
		})
	}
}
