package report

import (
	"bytes"
	"encoding/csv"
	"testing"
)

// FuzzRowWriter checks that rowWriter writes what encoding/csv writes.
func FuzzRowWriter(f *testing.F) {
	for _, s := range []string{"", "plain", "a,b", `say "hi"`, " lead", "\tx", "line\nbreak", "cr\r", `\.`, "Dejan Kostić", "\u00a0nbsp"} {
		f.Add(s, 3, 1.5)
	}
	f.Fuzz(func(t *testing.T, s string, i int, v float64) {
		var want bytes.Buffer
		cw := csv.NewWriter(&want)
		cw.Write([]string{s, itoa(i), ftoa(v), s})
		cw.Flush()
		var got bytes.Buffer
		rw := newRowWriter(&got)
		rw.str(s)
		rw.int(i)
		rw.float(v)
		rw.raw(quoted(s))
		rw.end()
		if err := rw.flush(); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Errorf("rowWriter wrote %q, encoding/csv %q", got.String(), want.String())
		}
	})
}
