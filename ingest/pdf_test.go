package ingest

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-pdf/fpdf"
	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// makePDF writes lines of text, one per 14 points from the top, into a
// one-page PDF. A line starting with "b:" is set in bold, "h:" as a
// heading.
func makePDF(t *testing.T, lines ...string) []byte {
	t.Helper()
	pdf := fpdf.New("P", "pt", "Letter", "")
	pdf.AddPage()
	y := 72.0
	for _, l := range lines {
		style, size := "", 10.0
		switch {
		case strings.HasPrefix(l, "b:"):
			style, l = "B", l[2:]
		case strings.HasPrefix(l, "h:"):
			size, l = 14, l[2:]
			y += 10
		case l == "":
			y += 14
			continue
		}
		pdf.SetFont("Helvetica", style, size)
		pdf.Text(72, y, l)
		y += 14
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestReadPDF reads PDFs through ReadInput, sharing the process's PDF
// engine: a CV, and files that cannot be read.
func TestReadPDF(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cv := write("cv.pdf", makePDF(t, "h:Jane Doe", "", "h:Publications",
		"Jane Doe and Max Moe. Fast paths for slow networks. In Proc. Things, 2021.", "",
		"Ann Lee and Jane Doe. Slow paths for fast networks. J. Stuff, 2019."))
	var titles []string
	var progress []string
	opt := Options{Progress: func(msg string) { progress = append(progress, msg) }}
	format, _, err := ReadInput(Input{Path: cv}, nil, opt, func(r pub.Record) error {
		if r.Publication != nil {
			titles = append(titles, r.Publication.Title)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if format != FormatPDF {
		t.Errorf("format = %s, want pdf", format)
	}
	if diff := cmp.Diff([]string{"Fast paths for slow networks", "Slow paths for fast networks"}, titles); diff != "" {
		t.Errorf("titles (-want +got):\n%s", diff)
	}
	text, format, err := InputText(Input{Path: cv}, nil, opt)
	if err != nil || format != FormatPDF || !strings.Contains(text, "## Publications\n") {
		t.Errorf("InputText = %q, %s, %v; want the marked text of a PDF", text, format, err)
	}

	locked := fpdf.New("P", "pt", "Letter", "")
	locked.SetProtection(0, "secret", "owner")
	locked.AddPage()
	var enc bytes.Buffer
	locked.Output(&enc)
	scan := fpdf.New("P", "pt", "Letter", "")
	scan.AddPage()
	scan.Rect(50, 50, 200, 300, "F")
	var img bytes.Buffer
	scan.Output(&img)
	for _, tt := range []struct {
		name string
		data []byte
		want error
	}{
		{"locked.pdf", enc.Bytes(), ErrEncryptedPDF},
		{"scan.pdf", img.Bytes(), ErrNoTextLayer},
		{"broken.pdf", []byte("%PDF-1.4\n1 0 obj\n"), ErrBrokenPDF},
	} {
		p := write(tt.name, tt.data)
		_, _, err := ReadInput(Input{Path: p}, nil, Options{}, func(pub.Record) error { return nil })
		var pe *pub.ParseError
		if !errors.Is(err, tt.want) || !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), p) {
			t.Errorf("ReadInput(%s) = %v, want %v as a ParseError naming the file", tt.name, err, tt.want)
		}
	}
}
