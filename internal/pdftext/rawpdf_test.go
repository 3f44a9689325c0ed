package pdftext

import (
	"bytes"
	"fmt"
)

// rawFonts are the base-14 fonts rawPDF declares, by resource name.
var rawFonts = []struct{ name, base string }{
	{"F1", "Helvetica"}, {"F2", "Helvetica-Bold"}, {"F3", "Times-Roman"},
	{"F4", "Times-Bold"}, {"F5", "Times-Italic"},
}

// rawPDF writes a US Letter PDF by hand, one page per content stream, so
// that a test can use operators fpdf does not (character spacing Tc, word
// spacing Tw, glyphs placed one by one, filled rectangles). The streams
// may name the fonts of rawFonts (/F1 … /F5), all WinAnsi-encoded.
func rawPDF(streams ...string) []byte {
	var b bytes.Buffer
	var offs []int
	obj := func(body string) {
		offs = append(offs, b.Len())
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", len(offs), body)
	}
	b.WriteString("%PDF-1.4\n")
	nf := len(rawFonts)
	// 1 catalog, 2 pages, 3..3+nf-1 fonts, then a page and its stream each.
	first := 3 + nf
	kids := ""
	for i := range streams {
		kids += fmt.Sprintf("%d 0 R ", first+2*i)
	}
	obj("<< /Type /Catalog /Pages 2 0 R >>")
	obj(fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", kids, len(streams)))
	res := ""
	for i, f := range rawFonts {
		obj(fmt.Sprintf("<< /Type /Font /Subtype /Type1 /BaseFont /%s /Encoding /WinAnsiEncoding >>", f.base))
		res += fmt.Sprintf("/%s %d 0 R ", f.name, 3+i)
	}
	for i, s := range streams {
		obj(fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << %s>> >> /Contents %d 0 R >>", res, first+2*i+1))
		obj(fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(s)+1, s))
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(offs)+1)
	for _, o := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(offs)+1, xref)
	return b.Bytes()
}
