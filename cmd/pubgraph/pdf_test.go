package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-pdf/fpdf"
)

// writePDF writes a one-page PDF CV with a publication list to path.
func writePDF(t *testing.T, path string) {
	t.Helper()
	pdf := fpdf.New("P", "pt", "Letter", "")
	pdf.AddPage()
	pdf.SetFont("Helvetica", "", 14)
	pdf.Text(72, 72, "Publications")
	pdf.SetFont("Helvetica", "B", 10)
	pdf.Text(72, 100, "Jane Doe")
	x := 72 + pdf.GetStringWidth("Jane Doe")
	pdf.SetFont("Helvetica", "", 10)
	pdf.Text(x+pdf.GetStringWidth(" "), 100, "and Max Moe. Fast paths for slow networks. In Proc. Things, 2021.")
	pdf.Text(72, 100+3*12, "Ann Lee and Max Moe. Slow paths for fast networks. J. Stuff, 2019.")
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestParsePDF shows the marked text of a PDF with --text, and reads a
// folder where a PDF, a broken PDF and a markdown CV sit side by side:
// the broken one is a warning and the others count.
func TestParsePDF(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "cv.pdf")
	writePDF(t, good)
	code, stdout, stderr := pubgraph(t, "", "parse", "--text", good)
	if code != 0 {
		t.Fatalf("parse --text exited %d: %s", code, stderr)
	}
	if want := "## Publications\n\n**Jane Doe** and Max Moe. Fast paths"; !strings.Contains(stdout, want) {
		t.Errorf("parse --text printed %q, want it to hold %q", stdout, want)
	}

	os.WriteFile(filepath.Join(dir, "broken.pdf"), []byte("%PDF-1.4\nnothing\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "other.md"), []byte("## Publications\n\n- Bob Roe, Max Moe. Quiet queues. In Proc. Stuff, 2020.\n"), 0o644)
	code, stdout, stderr = pubgraph(t, "", "analyze", "--no-svg", "--out", filepath.Join(t.TempDir(), "out"), dir)
	if code != 0 {
		t.Fatalf("analyze of a folder with a broken PDF exited %d: %s", code, stderr)
	}
	if !strings.Contains(stderr, "broken.pdf") {
		t.Errorf("no warning names broken.pdf; stderr: %s", stderr)
	}
	code, _, stderr = pubgraph(t, "", "parse", filepath.Join(dir, "broken.pdf"))
	if code != 1 || !strings.Contains(stderr, "broken.pdf") || !strings.Contains(stderr, "PDF") {
		t.Errorf("parse broken.pdf exited %d, stderr %q; want 1 and a message naming the file", code, stderr)
	}
}
