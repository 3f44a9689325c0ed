package report

import (
	"bytes"
	"encoding/csv"
	"math"
	"testing"
)

// FuzzAppendCell checks that the append functions of the fast tables
// write what encoding/csv writes after SafeCell, and that a CSV reader
// gets the neutralised cell back.
func FuzzAppendCell(f *testing.F) {
	for _, s := range []string{"", "plain", "a,b", `say "hi"`, " lead", "\tx", "line\nbreak", "cr\r", `\.`, "Dejan Kostić", "\u00a0nbsp",
		"=HYPERLINK(\"http://x\")", "+1+2", "-2+3", "@SUM(A1)", "\r=1", "-0.5", "+3"} {
		f.Add(s, 3, 1.5)
	}
	for _, v := range []float64{0, math.Copysign(0, -1), 3, -7, 1e9, 9999999999, 1e10, -1e10, 12345678901, 0.1, 2.5e-7, math.Inf(1), math.Inf(-1), math.NaN(), math.MaxFloat64} {
		f.Add("x", -1, v)
	}
	f.Fuzz(func(t *testing.T, s string, i int, v float64) {
		var want bytes.Buffer
		cw := newCSVWriter(&want)
		cw.Write([]string{s, itoa(i), ftoa(v), s + "; " + s, ArXivID(s)})
		cw.Flush()
		b := appendCell(nil, s)
		b = appendInt(append(b, ','), i)
		b = appendFloat(append(b, ','), v)
		b, _ = appendJoined(append(b, ','), nil, []string{s, s})
		b = appendArXiv(append(b, ','), s)
		got := bytes.NewBuffer(append(b, '\n'))
		if got.String() != want.String() {
			t.Errorf("the append functions wrote %q, encoding/csv %q", got.String(), want.String())
		}
		row, err := csv.NewReader(got).Read()
		if err != nil || len(row) != 5 {
			return // encoding/csv itself cannot round-trip some cells ("\r" alone)
		}
		if c := row[0]; c != "" && (c[0] == '=' || c[0] == '@') {
			t.Errorf("cell %q starts a formula", c)
		}
	})
}

func TestSafeCell(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"Ann Lee", "Ann Lee"},
		{"=HYPERLINK(\"http://evil\",\"x\")", "'=HYPERLINK(\"http://evil\",\"x\")"},
		{"+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"},
		{"-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"},
		{"@SUM(1+1)*cmd|' /C calc'!A0", "'@SUM(1+1)*cmd|' /C calc'!A0"},
		{"\t=1", "'\t=1"},
		{"\r=1", "'\r=1"},
		{"-0.25", "-0.25"},
		{"+3", "+3"},
		{"-1e-5", "-1e-5"},
		{"a=b", "a=b"},
		{"'=already", "'=already"},
		{"-inf", "'-inf"},
		{"+0x1p-2", "'+0x1p-2"},
	}
	for _, tt := range tests {
		if got := SafeCell(tt.in); got != tt.want {
			t.Errorf("SafeCell(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
