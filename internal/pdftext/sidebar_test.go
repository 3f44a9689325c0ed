package pdftext

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/go-pdf/fpdf"
)

// sidebarPDF makes a one-page résumé with a shaded side panel of
// contact details, skills and languages beside the main column, its
// lines level with the main column's on one grid of pitch points. The
// panel is on the left, or on the right when right is set.
func sidebarPDF(t *testing.T, right bool, pitch float64) []byte {
	side := []string{"CONTACT", "jane.doe@example.org", "+1 555 0100", "Springfield", "", "SKILLS",
		"Python, R, SQL", "Bayesian models", "Data pipelines", "", "LANGUAGES", "English (native)", "Spanish (fluent)", "", "AWARDS", "Best Poster Prize",
		"Teaching award"}
	main := []string{"B:PROFILE", "Data scientist who builds forecasting tools for clinics and", "writes about their methods in journals.", "",
		"B:EXPERIENCE", "Senior Analyst, Example Health, Springfield", "Analyst, Example Retail, Shelbyville", "",
		"B:PUBLICATIONS",
		"Doe, J., & Roe, M. (2023). Forecasting clinic demand with shrinkage",
		"models. Journal of Imaginary Health, 12(3), 45-67.",
		"Moe, A., & Doe, J. (2021). Ranking under noise in small samples.",
		"Proceedings of the Invented Conference, 101-110.",
	}
	pdf := fpdf.New("P", "pt", "Letter", "")
	pdf.AddPage()
	sideX, mainX := 30.0, 200.0
	if right {
		sideX, mainX = 440, 40
	}
	pdf.SetFillColor(230, 230, 235)
	pdf.Rect(sideX-15, 0, 172, 792, "F")
	pdf.SetFont("Helvetica", "B", 20)
	pdf.Text(mainX, 60, "Jane Q. Doe")
	y0 := 100.0
	for i, s := range side {
		style := ""
		if s == strings.ToUpper(s) && s != "" && s[0] != '+' {
			style = "B"
		}
		pdf.SetFont("Helvetica", style, 9)
		pdf.Text(sideX, y0+float64(i)*pitch, s)
	}
	for i, s := range main {
		style := ""
		if t, ok := strings.CutPrefix(s, "B:"); ok {
			s, style = t, "B"
		}
		pdf.SetFont("Helvetica", style, 9)
		pdf.Text(mainX, y0+float64(i)*pitch, s)
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestSidebar(t *testing.T) {
	e := testEngine(t)
	for _, tt := range []struct {
		name  string
		right bool
		pitch float64
	}{
		{"left panel", false, 13},
		{"right panel", true, 13},
		{"left panel, loose lines", false, 16},
	} {
		t.Run(tt.name, func(t *testing.T) {
			pages, err := e.Extract(context.Background(), sidebarPDF(t, tt.right, tt.pitch))
			if err != nil {
				t.Fatal(err)
			}
			got := Layout(pages)
			for _, want := range []string{
				"\n**PUBLICATIONS**\n",
				"Doe, J., & Roe, M. (2023). Forecasting clinic demand with shrinkage models. Journal of Imaginary Health, 12(3), 45-67.\n",
				"Moe, A., & Doe, J. (2021). Ranking under noise in small samples. Proceedings of the Invented Conference, 101-110.\n",
				"\n**SKILLS**\n",
				"Python, R, SQL",
				"\nSenior Analyst, Example Health, Springfield\n",
			} {
				if !strings.Contains(got, want) {
					t.Errorf("Layout does not hold %q; it is:\n%s", want, got)
				}
			}
		})
	}
}
