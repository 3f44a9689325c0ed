package report

import (
	"encoding/csv"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

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
