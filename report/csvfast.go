package report

import (
	"encoding/csv"
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

func (r *rowWriter) str(s string) { r.raw(quoted(SafeCell(s))) }

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

// SafeCell neutralises a CSV cell that a spreadsheet would run as a
// formula (CSV injection, as OWASP describes it): text that starts with
// =, +, -, @, a tab or a carriage return gets a leading apostrophe, which
// spreadsheets hide and treat as "this is text". Numbers ("-0.5", "+3")
// are left alone, since a spreadsheet reads them as numbers, and so is
// every other cell. Every CSV table pubgraph writes passes its text
// through SafeCell; a notebook user who wants the text exactly as read
// strips one leading apostrophe from cells that start with "'=", "'+",
// "'-", "'@", "'\t" or "'\r".
func SafeCell(s string) string {
	if s == "" {
		return s
	}
	switch s[0] {
	case '=', '+', '-', '@', '\t', '\r':
	default:
		return s
	}
	if s[0] != '\t' && s[0] != '\r' && strings.Trim(s, "0123456789.eE+-") == "" {
		if _, err := strconv.ParseFloat(s, 64); err == nil {
			return s // a decimal number
		}
	}
	return "'" + s
}

// csvWriter is an encoding/csv Writer whose cells pass through SafeCell.
type csvWriter struct{ *csv.Writer }

// newCSVWriter returns a csvWriter writing to w.
func newCSVWriter(w io.Writer) *csvWriter { return &csvWriter{csv.NewWriter(w)} }

// Write writes one row, neutralising its cells.
func (c *csvWriter) Write(row []string) error {
	for i, cell := range row {
		row[i] = SafeCell(cell)
	}
	return c.Writer.Write(row)
}
