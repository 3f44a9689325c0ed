//go:build unix

package ingest

import (
	"bytes"
	"compress/gzip"
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/pubgraph/pubgraph/pub"
)

// TestReadInputFIFOWithSilentWriter opens a FIFO whose writer never
// writes: ReadInput gives up after NoDataTimeout instead of hanging.
func TestReadInputFIFOWithSilentWriter(t *testing.T) {
	path := filepath.Join(t.TempDir(), "silent.bib")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	// Opening read-write never blocks and keeps a writer present.
	w, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	defer func(d time.Duration) { NoDataTimeout = d }(NoDataTimeout)
	NoDataTimeout = 200 * time.Millisecond
	done := make(chan error, 1)
	go func() {
		_, _, err := ReadInput(Input{Path: path}, nil, Options{}, func(pub.Record) error { return nil })
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, ErrNoData) {
			t.Errorf("err = %v, want ErrNoData", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("ReadInput hangs on a silent FIFO")
	}
}

// TestReadInputFIFOWithData reads a FIFO a writer fills, as `<(zcat x)`.
func TestReadInputFIFOWithData(t *testing.T) {
	path := filepath.Join(t.TempDir(), "data.bib")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	go func() {
		w, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return
		}
		time.Sleep(50 * time.Millisecond)
		w.WriteString("@article{a, title={T}, author={Ann Lee and Bo Chen}, year={2020}}\n")
		w.Close()
	}()
	time.Sleep(20 * time.Millisecond) // let the writer block in open
	n := 0
	_, _, err := ReadInput(Input{Path: path}, nil, Options{}, func(pub.Record) error { n++; return nil })
	if err != nil && n == 0 {
		// The writer may not have opened yet: the FIFO then reads as empty.
		if !errors.Is(err, pub.ErrEmpty) {
			t.Fatalf("err = %v", err)
		}
		t.Skip("writer was late; FIFO read as empty")
	}
	if n != 1 {
		t.Errorf("%d records, want 1 (err %v)", n, err)
	}
}

func TestReadInputDecodes(t *testing.T) {
	bib := "@article{a, title={T}, author={Ann Lee and Bo Chen}, year={2020}}\n"
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(bib))
	zw.Close()
	utf16be := []byte{0xfe, 0xff}
	for _, r := range bib {
		utf16be = append(utf16be, byte(r>>8), byte(r))
	}
	dir := t.TempDir()
	tests := []struct {
		name string
		data []byte
		want error
	}{
		{"x.bib.gz", gz.Bytes(), nil},
		{"x.gz", gz.Bytes(), nil}, // detected from content
		{"be.bib", utf16be, nil},
		{"cut.bib.gz", gz.Bytes()[:len(gz.Bytes())/2], nil}, // a truncated gzip: error or partial, never a hang
	}
	for _, tt := range tests {
		p := filepath.Join(dir, tt.name)
		os.WriteFile(p, tt.data, 0o644)
		n := 0
		_, _, err := ReadInput(Input{Path: p}, nil, Options{}, func(pub.Record) error { n++; return nil })
		if tt.name == "cut.bib.gz" {
			if err == nil && n == 0 {
				t.Errorf("%s: no error and no record", tt.name)
			}
			continue
		}
		if err != nil || n != 1 {
			t.Errorf("%s: %d records, err %v; want 1", tt.name, n, err)
		}
	}
}
