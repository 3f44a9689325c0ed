package pdftext

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/go-pdf/fpdf"
)

// marksPDF makes a page of bylines whose names carry raised marks: a
// letter for a student or an affiliation after an initial or a surname,
// a star after a surname, and a line of raised ordinals and a formula.
func marksPDF(t *testing.T) []byte {
	pdf := fpdf.New("P", "pt", "Letter", "")
	pdf.AddPage()
	put := func(x, y float64, spans ...span) {
		for _, s := range spans {
			size, style, dy := 11.0, s.style, 0.0
			if style == "S" {
				size, style, dy = 7, "", -4
			}
			pdf.SetFont("Times", style, size)
			pdf.Text(x, y+dy, s.text)
			x += pdf.GetStringWidth(s.text)
		}
	}
	put(72, 100, span{"", "Doe, J."}, span{"S", "s"}, span{"", ", Roe, M. A."}, span{"S", "a"}, span{"", ", and Moe, A. (2021). A title. "}, span{"I", "Journal"}, span{"", ", 2021."})
	put(72, 130, span{"", "A. Doe"}, span{"S", "s"}, span{"", ", M. Roe"}, span{"S", "*"}, span{"", " and A. Moe. A title. Journal, 2021."})
	put(72, 160, span{"", "Ranked 1"}, span{"S", "st"}, span{"", " of 40; the 2"}, span{"S", "nd"}, span{"", " prize; a power x"}, span{"S", "n"}, span{"", " ends."})
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestRaisedMarks(t *testing.T) {
	e := testEngine(t)
	pages, err := e.Extract(context.Background(), marksPDF(t))
	if err != nil {
		t.Fatal(err)
	}
	got := Layout(pages)
	for _, want := range []string{
		"Doe, J., Roe, M. A., and Moe, A. (2021). A title. *Journal*, 2021.\n",
		"A. Doe, M. Roe\\* and A. Moe. A title. Journal, 2021.\n",
		"Ranked 1st of 40; the 2nd prize; a power xn ends.\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("Layout does not hold %q; it is:\n%s", want, got)
		}
	}
}
