package pdftext

import (
	"bytes"
	"context"
	"errors"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/go-pdf/fpdf"
)

// The engine takes seconds to start on a cold cache, so the tests share
// one.
var shared struct {
	once sync.Once
	e    *Engine
	err  error
}

func testEngine(t *testing.T) *Engine {
	t.Helper()
	shared.once.Do(func() {
		shared.e, shared.err = New(context.Background(), Config{})
	})
	if shared.err != nil {
		t.Fatalf("New: %v", shared.err)
	}
	return shared.e
}

// span is a piece of text in one style, for justify.
type span struct {
	style, text string
}

// justify sets spans as one justified line from x to x+w at baseline y
// (points from the top), one text object per word, as TeX does.
func justify(pdf *fpdf.Fpdf, x, y, w, size float64, spans ...span) {
	type word struct {
		style, text string
		w           float64
	}
	var words []word
	total := 0.0
	for _, s := range spans {
		pdf.SetFont("Helvetica", s.style, size)
		for _, f := range strings.Fields(s.text) {
			ww := pdf.GetStringWidth(f)
			words = append(words, word{s.style, f, ww})
			total += ww
		}
	}
	gap := size / 3
	if len(words) > 1 && w > 0 {
		gap = (w - total) / float64(len(words)-1)
	}
	for _, wd := range words {
		pdf.SetFont("Helvetica", wd.style, size)
		pdf.Text(x, y, wd.text)
		x += wd.w + gap
	}
}

// samplePDF makes a two-page CV: a running header and page numbers, a
// name in a large font, margin headings beside the body, a publication
// with a bold name, an italic venue and a hyphenated line end, and a page
// in two columns.
func samplePDF(t *testing.T) []byte {
	pdf := fpdf.New("P", "pt", "Letter", "")
	pdf.SetHeaderFunc(func() {
		pdf.SetFont("Helvetica", "", 8)
		pdf.Text(50, 30, "Jane Q. Doe - Curriculum Vitae - May 2025")
	})
	pdf.SetFooterFunc(func() {
		pdf.SetFont("Helvetica", "", 8)
		pdf.Text(300, 770, strings.Repeat(" ", 0)+itoa(pdf.PageNo()))
	})
	pdf.AddPage()
	pdf.SetFont("Helvetica", "B", 20)
	pdf.Text(230, 80, "Jane Q. Doe")
	pdf.SetFont("Helvetica", "", 14)
	pdf.Text(40, 130, "Publications")
	const x, w = 150.0, 400.0
	justify(pdf, x, 130, w, 10, span{"B", "Jane Q. Doe"}, span{"", "and Max Moe. Fast paths for slow networks with very small queues in big sys-"})
	justify(pdf, x, 142, 0, 10, span{"", "tems. In"}, span{"I", "Proceedings of Things,"}, span{"", "2021."})
	justify(pdf, x, 166, w, 10, span{"", "Ann Lee and"}, span{"B", "Jane Q. Doe."}, span{"", "Slow paths for fast networks, and why the queues matter a"})
	justify(pdf, x, 178, 0, 10, span{"", "lot. In"}, span{"I", "Journal of Stuff,"}, span{"", "2019."})
	pdf.AddPage()
	left := "The left column holds the first part of a long paragraph of prose that runs down the page, line after line, until it ends"
	right := "The right column holds the second part of the prose that runs on down the page in the same way, until it ends too"
	pdf.SetFont("Helvetica", "", 10)
	for i, col := range []string{left, right} {
		cx := 50.0 + float64(i)*280
		var lines [][]string
		var cur []string
		for _, w := range strings.Fields(col) {
			if len(cur) > 0 && pdf.GetStringWidth(strings.Join(append(cur, w), " ")) > 230 {
				lines = append(lines, cur)
				cur = nil
			}
			cur = append(cur, w)
		}
		lines = append(lines, cur)
		for n, l := range lines {
			ww := 230.0
			if n == len(lines)-1 {
				ww = 0
			}
			justify(pdf, cx, 100+float64(n)*12, ww, 10, span{"", strings.Join(l, " ")})
		}
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func TestExtract(t *testing.T) {
	e := testEngine(t)
	pages, err := e.Extract(context.Background(), samplePDF(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) != 2 {
		t.Fatalf("Extract: %d pages, want 2", len(pages))
	}
	got := Layout(pages)
	for _, want := range []string{
		"# Jane Q. Doe\n",
		"## Publications\n",
		"**Jane Q. Doe** and Max Moe. Fast paths for slow networks with very small queues in big systems. In *Proceedings of Things*, 2021.\n",
		"Ann Lee and **Jane Q. Doe.** Slow paths for fast networks, and why the queues matter a lot. In *Journal of Stuff*, 2019.\n",
		"The left column holds the first part of a long paragraph of prose that runs down the page, line after line, until it ends\n\nThe right column holds the second part",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("Layout does not hold %q; it is:\n%s", want, got)
		}
	}
	for _, bad := range []string{"Curriculum Vitae", "\n1\n", "\n2\n"} {
		if strings.Contains(got, bad) {
			t.Errorf("Layout holds %q (a running header or page number); it is:\n%s", bad, got)
		}
	}
}

func TestExtractErrors(t *testing.T) {
	e := testEngine(t)
	locked := fpdf.New("P", "pt", "Letter", "")
	locked.SetProtection(0, "secret", "owner")
	locked.AddPage()
	locked.SetFont("Helvetica", "", 10)
	locked.Text(50, 50, "Hidden")
	var enc bytes.Buffer
	if err := locked.Output(&enc); err != nil {
		t.Fatal(err)
	}
	scan := fpdf.New("P", "pt", "Letter", "")
	scan.AddPage()
	scan.Rect(50, 50, 200, 300, "F")
	var img bytes.Buffer
	if err := scan.Output(&img); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		data []byte
		want error
	}{
		{"encrypted", enc.Bytes(), ErrEncrypted},
		{"broken", []byte("%PDF-1.7\nnot really a PDF\n"), ErrBroken},
		{"truncated", samplePDF(t)[:400], ErrBroken},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := e.Extract(context.Background(), tt.data)
			if !errors.Is(err, tt.want) {
				t.Errorf("Extract = %v, want %v", err, tt.want)
			}
		})
	}
	t.Run("no text layer", func(t *testing.T) {
		pages, err := e.Extract(context.Background(), img.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if got := Layout(pages); strings.TrimSpace(got) != "" {
			t.Errorf("Layout(image-only PDF) = %q, want blank", got)
		}
	})
}

func TestPrivateTempDir(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	dir := privateTempDir()
	if dir == "" {
		t.Skip("no private temporary folder on this system")
	}
	info, err := os.Lstat(dir)
	if err != nil || !info.IsDir() || info.Mode().Perm() != 0o700 {
		t.Fatalf("privateTempDir() = %s (%v, %v), want a folder only its owner can use", dir, info, err)
	}
	if again := privateTempDir(); again != dir {
		t.Errorf("second call = %q, want the same folder %q", again, dir)
	}
	// A folder others can write to is not trusted.
	os.Chmod(dir, 0o777)
	if got := privateTempDir(); got != "" {
		t.Errorf("privateTempDir() with mode 0777 = %q, want \"\"", got)
	}
}
