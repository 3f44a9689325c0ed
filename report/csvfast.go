package report

import (
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// rowWriter writes CSV rows byte for byte as encoding/csv.Writer does
// (comma-separated, LF line ends, RFC 4180 quoting), without a []string
// per row: the big tables (edges, authorships) have tens of millions of
// rows on DBLP-sized inputs.
type rowWriter struct {
	w     io.Writer
	buf   []byte
	first bool
	err   error
}

func newRowWriter(w io.Writer) *rowWriter {
	return &rowWriter{w: w, buf: make([]byte, 0, 64<<10), first: true}
}

func (r *rowWriter) sep() {
	if !r.first {
		r.buf = append(r.buf, ',')
	}
	r.first = false
}

// quoted returns s as one CSV field, quoted where encoding/csv would.
func quoted(s string) string {
	if !needsQuotes(s) {
		return s
	}
	return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
}

// needsQuotes is encoding/csv's rule for comma-separated output.
func needsQuotes(s string) bool {
	if s == "" {
		return false
	}
	if s == `\.` || strings.ContainsAny(s, ",\"\r\n") {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsSpace(r)
}

// raw appends a field already made by quoted.
func (r *rowWriter) raw(field string) { r.sep(); r.buf = append(r.buf, field...) }

func (r *rowWriter) str(s string) { r.raw(quoted(s)) }

func (r *rowWriter) int(i int) { r.sep(); r.buf = strconv.AppendInt(r.buf, int64(i), 10) }

// float formats as ftoa does.
func (r *rowWriter) float(v float64) { r.sep(); r.buf = strconv.AppendFloat(r.buf, v, 'g', 10, 64) }

// year writes a year, or nothing when it is unknown (0).
func (r *rowWriter) year(y int) {
	if y == 0 {
		r.sep()
		return
	}
	r.int(y)
}

func (r *rowWriter) bool(b bool) { r.sep(); r.buf = strconv.AppendBool(r.buf, b) }

// end finishes a row, flushing when the buffer is full.
func (r *rowWriter) end() {
	r.buf = append(r.buf, '\n')
	r.first = true
	if len(r.buf) > 60<<10 {
		r.flush()
	}
}

func (r *rowWriter) flush() error {
	if r.err == nil && len(r.buf) > 0 {
		_, r.err = r.w.Write(r.buf)
	}
	r.buf = r.buf[:0]
	return r.err
}
