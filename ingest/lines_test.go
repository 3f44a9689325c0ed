package ingest

import (
	"errors"
	"io"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
)

// TestEachLine checks the line driver of the tagged readers: lines are
// numbered from 1, lose their endings (LF and CRLF) and, on the first
// only, a byte-order mark; a last line without an ending is read; fn's
// error stops it; a read error names the input.
func TestEachLine(t *testing.T) {
	read := func(src string) ([]string, error) {
		var got []string
		err := eachLine(strings.NewReader(src), "x.ris", func(no int, line string) error {
			got = append(got, strings.Repeat("#", no)+line)
			return nil
		})
		return got, err
	}
	got, err := read("\uFEFFTY  - JOUR\r\n\uFEFFTI  - T\n\nER  -")
	if want := []string{"#TY  - JOUR", "##\uFEFFTI  - T", "###", "####ER  -"}; err != nil || !slices.Equal(got, want) {
		t.Errorf("lines %q, %v; want %q", got, err, want)
	}
	if got, err := read(""); err != nil || len(got) != 0 {
		t.Errorf("empty input: %q, %v", got, err)
	}
	stop := errors.New("stop")
	calls := 0
	err = eachLine(strings.NewReader("a\nb\nc\n"), "x.ris", func(int, string) error { calls++; return stop })
	if !errors.Is(err, stop) || calls != 1 {
		t.Errorf("fn's error: %v after %d calls, want %v after 1", err, calls, stop)
	}
	broken := io.MultiReader(strings.NewReader("a\nb"), iotest.ErrReader(errors.New("disk")))
	err = eachLine(broken, "x.ris", func(int, string) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "x.ris") || !strings.Contains(err.Error(), "disk") {
		t.Errorf("read error: %v, want one naming x.ris and the cause", err)
	}
}
