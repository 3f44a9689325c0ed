package pdftext

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/go-pdf/fpdf"
)

// lawListPDF makes a page of two lists as a word processor sets them,
// ragged right: law-review entries whose italic titles hold a case name
// in roman, and medical entries with no list numbers, one of which wraps
// before a day of the month ("Epub 2010 Sep" / "20. PMID ...").
func lawListPDF(t *testing.T) []byte {
	pdf := fpdf.New("P", "pt", "Letter", "")
	pdf.AddPage()
	put := func(x, y float64, spans ...span) {
		for _, s := range spans {
			pdf.SetFont("Times", s.style, 11)
			pdf.Text(x, y, s.text)
			x += pdf.GetStringWidth(s.text)
		}
	}
	put(72, 80, span{"", "2024 "}, span{"I", "How"}, span{"", " Doe Roe "}, span{"I", "Changed the Rules of the Game"}, span{"", ", Example Blog (Sept. 2024)"})
	put(72, 104, span{"I", "Rulemaking after the Court's"}, span{"", " ABC "}, span{"I", "Decision"}, span{"", ", Example Law Blog (Jan. 2025)"})
	put(72, 128, span{"I", "A Chapter of Things"}, span{"", " In "}, span{"I", "A Book of Chapters"}, span{"", " (Example Press, 2020)"})
	lines := []string{
		"Doe JA, Roe MB, and Moe CD. Increased sensitivity of invented cells grown on small ridges of",
		"glass and plastic. Journal of Invented Mechanics, 2010 Nov 16; 43(15):3058-62. Epub 2010 Sep",
		"20. PMID 12345678. PMCID 1234567.",
		"",
		"Doe JA, Roe MB, and Moe CD. Finite element analysis of flow conditions in invented cell culture.",
		"Invented Engineering Part C: Methods. 2010 Aug; 16(4):661-70. PMID 12345679.",
	}
	for i, l := range lines {
		put(72, 170+float64(i)*13, span{"", l})
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestLawList(t *testing.T) {
	e := testEngine(t)
	pages, err := e.Extract(context.Background(), lawListPDF(t))
	if err != nil {
		t.Fatal(err)
	}
	got := Layout(pages)
	for _, want := range []string{
		"2024 *How Doe Roe Changed the Rules of the Game*, Example Blog (Sept. 2024)\n",
		"*Rulemaking after the Court's ABC Decision*, Example Law Blog (Jan. 2025)\n",
		"*A Chapter of Things* In *A Book of Chapters* (Example Press, 2020)\n",
		"Epub 2010 Sep 20. PMID 12345678. PMCID 1234567.\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("Layout does not hold %q; it is:\n%s", want, got)
		}
	}
}
