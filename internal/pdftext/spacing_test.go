package pdftext

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/go-pdf/fpdf"
)

// tracked sets s in text object of its own with character spacing tc
// (the Tc operator) and word spacing tw (Tw) at x, y.
func tracked(font string, size, tc, tw, x, y float64, s string) string {
	return fmt.Sprintf("BT /%s %g Tf %g Tc %g Tw %g %g Td (%s) Tj ET\n", font, size, tc, tw, x, y, s)
}

// kerned sets s in Helvetica with a TJ array that moves every glyph
// letter thousandths of an em away from the one before, and a word
// word thousandths, with no space character between words.
func kerned(size float64, letter, word int, x, y float64, s string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "BT /F1 %g Tf %g %g Td [", size, x, y)
	for i, w := range strings.Fields(s) {
		if i > 0 {
			fmt.Fprintf(&b, " %d ", -word)
		}
		for j, r := range w {
			if j > 0 {
				fmt.Fprintf(&b, " %d ", -letter)
			}
			fmt.Fprintf(&b, "(%c)", r)
		}
	}
	b.WriteString("] TJ ET\n")
	return b.String()
}

// placed sets each glyph of s in Helvetica in a text object of its own,
// as some design tools write letter-spaced text: gap points after each
// letter, and a space's width more between words.
func placed(size, gap, x, y float64, s string) string {
	pdf := fpdf.New("P", "pt", "Letter", "")
	pdf.SetFont("Helvetica", "", size)
	var b strings.Builder
	for _, r := range s {
		if r == ' ' {
			x += pdf.GetStringWidth(" ")
			continue
		}
		fmt.Fprintf(&b, "BT /F1 %g Tf %.2f %g Td (%c) Tj ET\n", size, x, y, r)
		x += pdf.GetStringWidth(string(r)) + gap
	}
	return b.String()
}

func TestLetterSpacing(t *testing.T) {
	e := testEngine(t)
	const entry = "Doe, J. and Roe, M. (2021). Quiet rooms for loud machines. Journal of Things, 4(2), 11-19."
	tests := []struct {
		name    string
		content string
		want    []string
	}{
		{
			name: "character spacing on a heading and the entries under it",
			content: tracked("F2", 12, 4, 0, 72, 700, "SELECTED PUBLICATIONS") +
				tracked("F1", 10, 1.5, 0, 72, 680, entry) +
				tracked("F1", 10, 2.5, 0, 72, 650, "Roe, M. (2019). A second paper on tracking. Notes, 2, 1-9."),
			want: []string{"## SELECTED PUBLICATIONS\n", entry + "\n", "Roe, M. (2019). A second paper on tracking. Notes, 2, 1-9.\n"},
		},
		{
			name:    "spaced capitals, one letter apart",
			content: tracked("F2", 10, 0, 0, 72, 720, "P U B L I C A T I O N S") + tracked("F1", 10, 0, 0, 72, 700, entry),
			want:    []string{"P U B L I C A T I O N S", entry + "\n"},
		},
		{
			name:    "character and word spacing together",
			content: tracked("F1", 10, 1, 4, 72, 700, entry),
			want:    []string{entry + "\n"},
		},
		{
			name:    "glyphs moved apart in a TJ array",
			content: kerned(10, 250, 700, 72, 700, "Doe, J. Quiet rooms for loud machines. Things, 2021."),
			want:    []string{"Doe, J. Quiet rooms for loud machines. Things, 2021.\n"},
		},
		{
			name:    "glyphs placed one by one",
			content: placed(10, 2, 72, 700, "Roe, M. A paper placed glyph by glyph. Notes, 2020."),
			want:    []string{"Roe, M. A paper placed glyph by glyph. Notes, 2020.\n"},
		},
		{
			name:    "words kerned apart without letter spacing",
			content: kerned(10, 0, 300, 72, 700, "Doe, J. Quiet rooms for loud machines. Things, 2021."),
			want:    []string{"Doe, J. Quiet rooms for loud machines. Things, 2021.\n"},
		},
		{
			name:    "glyphs kerned away from brackets",
			content: "BT /F3 12 Tf 72 700 Td [(Example Blog \\() -200 (Jan. 7, 2025) -150 (\\) \\(link\\))] TJ ET\n",
			want:    []string{"Example Blog (Jan. 7, 2025) (link)\n"},
		},
		{
			name:    "a space's width after a bracket is a space",
			content: "BT /F3 12 Tf 72 700 Td [(Example Blog \\() -350 (Jan. 7, 2025\\))] TJ ET\n",
			want:    []string{"Example Blog ( Jan. 7, 2025)\n"},
		},
		{
			name:    "plain text",
			content: tracked("F3", 10, 0, 0, 72, 700, entry),
			want:    []string{entry + "\n"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pages, err := e.Extract(context.Background(), rawPDF(tt.content))
			if err != nil {
				t.Fatal(err)
			}
			got := Layout(pages)
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("Layout does not hold %q; it is:\n%s", w, got)
				}
			}
		})
	}
}
