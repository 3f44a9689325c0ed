package pdftext

import (
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

// text sets s on one line from x on baseline y (points from the bottom),
// each glyph half the font size wide and spaces a third of it, as a
// PDF producer would place them. A font name ending in "-Bold" or
// "-Italic" gives the style.
func text(x, y, size float64, font, s string) []Char {
	var cs []Char
	for _, r := range s {
		if r == ' ' {
			x += size / 3
			continue
		}
		w := size / 2
		cs = append(cs, Char{Rune: r, X0: x, X1: x + w, Y0: y - 0.25*size, Y1: y + 0.75*size,
			OriginX: x, OriginY: y, Size: size, Font: font, Weight: 400})
		x += w
	}
	return cs
}

// styled sets s on one line from x on baseline y as text does, in
// Helvetica, with the runs between asterisks in Helvetica-Oblique.
func styled(x, y, size float64, s string) []Char {
	var cs []Char
	for i, part := range strings.Split(s, "*") {
		font := "Helvetica"
		if i%2 == 1 {
			font = "Helvetica-Oblique"
		}
		cs = append(cs, text(x, y, size, font, part)...)
		x += width(size, part)
	}
	return cs
}

// width is the width text gives s.
func width(size float64, s string) float64 {
	w := 0.0
	for _, r := range s {
		if r == ' ' {
			w += size / 3
		} else {
			w += size / 2
		}
	}
	return w
}

// spread sets s on one line from x on baseline y as a justified line of
// ideographs is set: each glyph the font size wide, gap apart.
func spread(x, y, size float64, s string, gap float64) []Char {
	var cs []Char
	for _, r := range s {
		cs = append(cs, text(x, y, size, "SimSun", string(r))...)
		cs[len(cs)-1].X1 = x + size
		x += size + gap
	}
	return cs
}

// rotated marks chars as set vertically.
func rotated(cs []Char) []Char {
	for i := range cs {
		cs[i].Rotated = true
	}
	return cs
}

func page(parts ...[]Char) Page {
	p := Page{Width: 612, Height: 792}
	for _, cs := range parts {
		p.Chars = append(p.Chars, cs...)
	}
	return p
}

func TestLayout(t *testing.T) {
	const body = 10.0
	tests := []struct {
		name  string
		pages []Page
		want  string
	}{
		{
			name: "bold name and italic venue",
			pages: []Page{page(
				text(72, 700, body, "Helvetica-Bold", "Jane Doe,"),
				text(72+width(body, "Jane Doe, "), 700, body, "Helvetica", "Max Moe. Fast paths."),
				text(72+width(body, "Jane Doe, Max Moe. Fast paths. "), 700, body, "Helvetica-Oblique", "Proc. Things"),
				text(72+width(body, "Jane Doe, Max Moe. Fast paths. Proc. Things"), 700, body, "Helvetica", ", 2021."),
			)},
			want: "**Jane Doe**, Max Moe. Fast paths. *Proc. Things*, 2021.\n",
		},
		{
			name: "headings by size",
			pages: []Page{page(
				text(200, 750, 2*body, "Helvetica", "Jane Doe"),
				text(72, 700, 1.4*body, "Helvetica", "Publications"),
				text(72, 680, body, "Helvetica", "Fast paths for slow networks."),
				text(72, 650, body, "Helvetica", "Slow paths for fast networks."),
			)},
			want: "# Jane Doe\n\n## Publications\n\nFast paths for slow networks.\n\nSlow paths for fast networks.\n",
		},
		{
			name: "wrapped lines join and line-end hyphens mend",
			pages: []Page{page(
				text(72, 700, body, "Helvetica", "Jane Doe. A study of atten\u0002"),
				text(72, 688, body, "Helvetica", "tion and self\u2011"),
				text(72, 676, body, "Helvetica", "control in a User-"),
				text(72, 664, body, "Helvetica", "Friendly world."),
				text(72, 640, body, "Helvetica", "Self-control is hard to keep for long."),
			)},
			want: "Jane Doe. A study of attention and self-control in a User-Friendly world.\n\nSelf-control is hard to keep for long.\n",
		},
		{
			name: "short lines keep their breaks",
			pages: []Page{page(
				text(72, 700, body, "Helvetica-Bold", "Stanford University"),
				text(72, 688, body, "Helvetica", "PhD in Computer Science, with a long line to set the right edge"),
				text(72, 676, body, "Helvetica", "2019 - 2024"),
				text(72, 640, body, "Helvetica", "A paragraph of prose whose lines run to the right edge of the column."),
			)},
			want: "**Stanford University**\nPhD in Computer Science, with a long line to set the right edge\n2019 - 2024\n\nA paragraph of prose whose lines run to the right edge of the column.\n",
		},
		{
			name: "running header, footer and page numbers dropped",
			pages: []Page{
				page(text(72, 760, 8, "Helvetica", "Jane Doe - CV - June 2025"), text(72, 700, body, "Helvetica", "First page text, long enough to be the body."), text(300, 40, 8, "Helvetica", "1")),
				page(text(72, 760, 8, "Helvetica", "Jane Doe - CV - June 2025"), text(72, 700, body, "Helvetica", "Second page text, long enough to be the body."), text(300, 40, 8, "Helvetica", "2")),
			},
			want: "First page text, long enough to be the body.\n\nSecond page text, long enough to be the body.\n",
		},
		{
			name: "page numbers in a wide bottom margin dropped, an entry running on",
			pages: []Page{
				page(text(72, 700, body, "Helvetica", "Doe, J. (2020). A first title that is long enough to run to the"),
					text(72, 688, body, "Helvetica", "right edge. Journal of Things, 3, 1-9."),
					text(72, 140, body, "Helvetica", "Doe, J. (2021). A second title that is long enough to run to the"),
					text(420, 95, body, "Helvetica-Oblique", "1/2")),
				page(text(72, 700, body, "Helvetica", "right edge. Journal of Stuff, 4, 2-8."),
					text(72, 676, body, "Helvetica", "Doe, J. (2022). A third title."),
					text(420, 95, body, "Helvetica-Oblique", "2/2")),
			},
			want: "Doe, J. (2020). A first title that is long enough to run to the right edge. Journal of Things, 3, 1-9.\n\nDoe, J. (2021). A second title that is long enough to run to the right edge. Journal of Stuff, 4, 2-8.\n\nDoe, J. (2022). A third title.\n",
		},
		{
			name: "a number closing the text in the margin band is kept",
			pages: []Page{page(text(72, 700, body, "Helvetica", "Awards won in the years of my study:"),
				text(72, 112, body, "Helvetica", "A closing line of body text just above it."),
				text(72, 100, body, "Helvetica", "12"))},
			want: "Awards won in the years of my study:\n\nA closing line of body text just above it. 12\n",
		},
		{
			name: "a year in a right column goes to the end of the entry it heads",
			pages: []Page{page(
				text(72, 700, body, "Helvetica", "Doe, J., Roe, M. and Moe, A. A long title about invented things that"),
				text(520, 700, body, "Helvetica", "2023"),
				text(72, 688, body, "Helvetica", "wraps over two lines. Journal of Invented Results, 12(3):45-67."),
				text(72, 670, body, "Helvetica", "Doe, J. and Poe, E. Another title. Invented Letters, 4:1-9."),
				text(515, 670, body, "Helvetica", "2021a"),
				text(72, 652, body, "Helvetica", "Roe, M. and Doe, J. A paper whose title has a year 2019 in it and it"),
				text(72, 640, body, "Helvetica", "runs on. In Proc. of the Invented Conference, pp. 1-10, 2019."),
				text(72, 622, body, "Helvetica", "Invented Prize for Things"),
				text(520, 622, body, "Helvetica", "2018"),
				text(72, 610, body, "Helvetica", "Given for an invented thing."),
			)},
			want: "Doe, J., Roe, M. and Moe, A. A long title about invented things that wraps over two lines. Journal of Invented Results, 12(3):45-67. 2023\n\n" +
				"Doe, J. and Poe, E. Another title. Invented Letters, 4:1-9. 2021a\n\n" +
				"Roe, M. and Doe, J. A paper whose title has a year 2019 in it and it runs on. In Proc. of the Invented Conference, pp. 1-10, 2019.\n\n" +
				"Invented Prize for Things 2018\nGiven for an invented thing.\n",
		},
		{
			name: "entry codes in a left column are bracketed, years in a right one end the entry",
			pages: []Page{page(
				text(72, 700, body, "Helvetica", "J1"),
				text(100, 700, body, "Helvetica", "Doe, J., Roe, M. and Moe, A. A long title about invented things that wraps"),
				text(520, 700, body, "Helvetica", "2023"),
				text(100, 688, body, "Helvetica", "over two lines. Journal of Invented Results, 12(3):45-67."),
				text(72, 672, body, "Helvetica", "C12"),
				text(100, 672, body, "Helvetica", "Doe, J. and Poe, E. Another title. Invented Letters, 4:1-9."),
				text(520, 672, body, "Helvetica", "2021"),
			)},
			want: "[J1] Doe, J., Roe, M. and Moe, A. A long title about invented things that wraps over two lines. Journal of Invented Results, 12(3):45-67. 2023\n\n" +
				"[C12] Doe, J. and Poe, E. Another title. Invented Letters, 4:1-9. 2021\n",
		},
		{
			name: "a lone year at a line's end stays",
			pages: []Page{page(
				text(72, 700, body, "Helvetica", "Invented Prize for the best invented thing"),
				text(520, 700, body, "Helvetica", "2019"),
				text(72, 680, body, "Helvetica", "Another line of text that goes on to the right edge of the page here."),
			)},
			want: "Invented Prize for the best invented thing 2019\n\nAnother line of text that goes on to the right edge of the page here.\n",
		},
		{
			name: "margin headings and a date column",
			pages: []Page{page(
				text(40, 700, 1.3*body, "Helvetica", "Education"),
				text(150, 700, body, "Helvetica", "PhD, Stanford University, in a line that is long enough"),
				text(150, 688, body, "Helvetica", "to wrap."),
				text(40, 660, body, "Helvetica", "2019-"),
				text(150, 660, body, "Helvetica", "Researcher, Lab of Things, University of Nowhere, X-"),
				text(40, 648, body, "Helvetica", "present"),
				text(150, 648, body, "Helvetica", "Ville."),
				text(40, 620, body, "Helvetica", "2015-2019"),
				text(150, 620, body, "Helvetica", "Student, University of Somewhere."),
				text(40, 590, 1.3*body, "Helvetica", "Awards"),
				text(150, 590, body, "Helvetica", "Best paper."),
			)},
			want: "## Education\n\nPhD, Stanford University, in a line that is long enough to wrap.\n\n2019- present Researcher, Lab of Things, University of Nowhere, X-Ville.\n\n2015-2019 Student, University of Somewhere.\n\n## Awards\n\nBest paper.\n",
		},
		{
			name: "two columns read one after the other",
			pages: []Page{page(
				text(50, 700, body, "Helvetica", "Left column first line of text here."),
				text(320, 700, body, "Helvetica", "Right column first line of text here."),
				text(50, 688, body, "Helvetica", "Left column second line of text."),
				text(320, 688, body, "Helvetica", "Right column second line of text."),
				text(50, 676, body, "Helvetica", "Left column third line of the text."),
				text(320, 676, body, "Helvetica", "Right column third line of the text."),
				text(50, 640, body, "Helvetica", "Left column again, a new paragraph."),
				text(320, 640, body, "Helvetica", "Right column again, a new paragraph."),
			)},
			want: "Left column first line of text here. Left column second line of text. Left column third line of the text.\n\nLeft column again, a new paragraph.\n\n" +
				"Right column first line of text here. Right column second line of text. Right column third line of the text.\n\nRight column again, a new paragraph.\n",
		},
		{
			name: "numbered items with a hanging indent",
			pages: []Page{page(
				text(50, 700, body, "Helvetica", "1. Doe, J. (2020). A title that runs on and on to the"),
				text(66, 688, body, "Helvetica", "next line. Journal."),
				text(50, 676, body, "Helvetica", "2. Roe, M. (2019). Another title. Journal."),
			)},
			want: "1. Doe, J. (2020). A title that runs on and on to the next line. Journal.\n\n2. Roe, M. (2019). Another title. Journal.\n",
		},
		{
			name: "small caps, accents and missing spaces",
			pages: []Page{page(
				text(72, 700, body, "Helvetica", "UNiVERSiTY OF MiCHiGAN"),
				text(72, 660, body, "Helvetica", "Sch\u00a8onb\u00a8achler and Mi Li"),
			)},
			want: "UNIVERSITY OF MICHIGAN\n\nSchönbächler and Mi Li\n",
		},
		{
			name: "bullets and icons",
			pages: []Page{page(
				text(72, 700, body, "FontAwesome5Free-Solid", "a"),
				text(90, 700, body, "Helvetica", "jane@example.org"),
				text(72, 670, body, "Helvetica", "• First point."),
				text(72, 658, body, "Helvetica", "• Second point."),
				rotated(text(20, 400, body, "Helvetica", "Last updated in May")),
			)},
			want: "jane@example.org\n\n- First point.\n\n- Second point.\n",
		},
		{
			name: "a line under a bullet item at the bullet's x starts a new paragraph",
			pages: []Page{page(
				text(72, 700, body, "Helvetica", "• Dissertation: on the long and winding ways of minds that wander off."),
				text(72, 688, body, "Helvetica-Bold", "Master of Science, Psychology"),
			)},
			want: "- Dissertation: on the long and winding ways of minds that wander off.\n\n**Master of Science, Psychology**\n",
		},
		{
			name: "an institution above each dated row is set apart by the gaps",
			pages: []Page{page(
				text(108, 700, body, "Helvetica", "LOYOLA UNIVERSITY CHICAGO"),
				text(40, 686, 8, "Helvetica", "2016-present"),
				text(108, 686, body, "Helvetica-Oblique", "Associate Professor"),
				text(108, 667, body, "Helvetica", "YALE UNIVERSITY"),
				text(40, 653, 8, "Helvetica", "2009-2016"),
				text(108, 653, body, "Helvetica-Oblique", "Assistant Professor"),
				text(108, 634, body, "Helvetica", "UNIVERSITY OF PENNSYLVANIA"),
				text(40, 620, 8, "Helvetica", "2003-2009"),
				text(108, 620, body, "Helvetica-Oblique", "PhD, English Literature"),
			)},
			want: "LOYOLA UNIVERSITY CHICAGO\n\n2016-present *Associate Professor*\n\nYALE UNIVERSITY\n\n2009-2016 *Assistant Professor*\n\nUNIVERSITY OF PENNSYLVANIA\n\n2003-2009 *PhD, English Literature*\n",
		},
		{
			name: "bullets hanging in a label column, and a word across the column edge",
			pages: []Page{page(
				text(40, 700, 1.3*body, "Helvetica", "Teaching"),
				text(120, 700, body, "Helvetica", "Lecturer, University of Somewhere, on and off for years"),
				text(40, 680, 1.3*body, "Helvetica", "Service"),
				text(120, 680, body, "Helvetica", "Reviewer for the Journal of Things and a few others"),
				text(90, 660, body, "Helvetica", "Demonstrator"),
				text(110, 640, body, "Helvetica", "•"),
				text(120, 640, body, "Helvetica", "Rocks for beginners."),
				text(40, 620, 1.3*body, "Helvetica", "Talks"),
				text(120, 620, body, "Helvetica", "Many."),
			)},
			want: "## Teaching\n\nLecturer, University of Somewhere, on and off for years\n\n## Service\n\nReviewer for the Journal of Things and a few others\n\nDemonstrator\n\n- Rocks for beginners.\n\n## Talks\n\nMany.\n",
		},
		{
			name: "an item running on to the next page, and raised markers before names",
			pages: []Page{
				page(
					text(50, 700, body, "Helvetica", "7."), text(66, 700, body, "Helvetica", "Roe M, Doe J. Jan 2020. A first title here. J Things."),
					text(50, 670, body, "Helvetica", "6."), text(66, 670, body, "Helvetica", "Lee A, Doe J, Moe M, Poe K, Roe M, Toe T, Woe W. Jan 2022."),
				),
				page(
					text(66, 700, body, "Helvetica", "A second title that ran on. J Stuff."),
					text(66, 674, 7, "Helvetica", "*"), text(120, 674, 7, "Helvetica", "*"),
					text(50, 670, body, "Helvetica", "5."), text(70, 670, body, "Helvetica", "Lee A,"), text(124, 670, body, "Helvetica", "Doe J. Dec 2021. A third title. J Stuff."),
				),
			},
			want: "7. Roe M, Doe J. Jan 2020. A first title here. J Things.\n\n6. Lee A, Doe J, Moe M, Poe K, Roe M, Toe T, Woe W. Jan 2022. A second title that ran on. J Stuff.\n\n5. \\*Lee A, \\*Doe J. Dec 2021. A third title. J Stuff.\n",
		},
		{
			name: "dated rows one under the other are entries of their own",
			pages: []Page{page(
				text(40, 700, body, "Helvetica", "Jan 2020"), text(150, 700, body, "Helvetica", "Building tools workshop, a long row of text that fills the line"),
				text(40, 688, body, "Helvetica", "Dec 2019"), text(150, 688, body, "Helvetica", "Winter school in software engineering, a row that also fills it"),
				text(40, 676, body, "Helvetica", "2018-"), text(150, 676, body, "Helvetica", "Volunteer sound engineer at many places, a row as long as those"),
				text(40, 664, body, "Helvetica", "present"), text(150, 664, body, "Helvetica", "and a second line."),
			)},
			want: "Jan 2020 Building tools workshop, a long row of text that fills the line\n\nDec 2019 Winter school in software engineering, a row that also fills it\n\n2018- present Volunteer sound engineer at many places, a row as long as those and a second line.\n",
		},
		{
			name: "subheadings in capitals and years stand alone; page ranges mend",
			pages: []Page{page(
				text(72, 700, body, "Helvetica", "BOOK CHAPTERS"),
				text(72, 686, body, "Helvetica", "Doe, Jane. 2020. A chapter on things. In Things, edited by Max Moe, 261-"),
				text(88, 672, body, "Helvetica", "76. Somewhere: Some Press."),
				text(72, 658, body, "Helvetica-Oblique", "2019"),
				text(72, 644, body, "Helvetica", "Doe, Jane. 2019. Another chapter. In Stuff, 1-9. Elsewhere: Press."),
			)},
			want: "BOOK CHAPTERS\n\nDoe, Jane. 2020. A chapter on things. In Things, edited by Max Moe, 261-76. Somewhere: Some Press.\n\n*2019*\n\nDoe, Jane. 2019. Another chapter. In Stuff, 1-9. Elsewhere: Press.\n",
		},
		{
			name: "a small skip before an abstract keeps it with its entry",
			pages: []Page{page(
				text(72, 700, body, "Helvetica-Bold", "Fast paths for slow networks"),
				text(72, 686, body, "Helvetica-Oblique", "Journal of Things, 2022"),
				text(72, 668, body, "Helvetica", "Abstract: We study paths and the networks they run through, fast"),
				text(72, 655, body, "Helvetica", "and slow, at length and in some depth, with care."),
				text(72, 630, body, "Helvetica-Bold", "Slow paths for fast networks"),
				text(72, 616, body, "Helvetica-Oblique", "Journal of Stuff, 2021"),
				text(72, 598, body, "Helvetica", "Abstract: We study the other kind of path and network, and the"),
				text(72, 585, body, "Helvetica", "ways in which they differ from the first kind, also with care."),
				text(72, 560, body, "Helvetica-Bold", "Quiet queues"),
				text(72, 546, body, "Helvetica-Oblique", "Journal of Queues, 2020"),
			)},
			want: "**Fast paths for slow networks**\n*Journal of Things, 2022*\nAbstract: We study paths and the networks they run through, fast and slow, at length and in some depth, with care.\n\n" +
				"**Slow paths for fast networks**\n*Journal of Stuff, 2021*\nAbstract: We study the other kind of path and network, and the ways in which they differ from the first kind, also with care.\n\n" +
				"**Quiet queues**\n*Journal of Queues, 2020*\n",
		},
		{
			name: "a DOI broken at a line end",
			pages: []Page{page(
				text(72, 700, body, "Helvetica", "Doe, J. (2020). A title. Journal. https://doi.org/10.1037/"),
				text(72, 688, body, "Helvetica", "xhp0000877"),
			)},
			want: "Doe, J. (2020). A title. Journal. https://doi.org/10.1037/xhp0000877\n",
		},
		{
			// Han letters have no case: a line of them is no subheading
			// in capitals that would part the entry from its next line.
			name: "wrapped line of ideographs",
			pages: []Page{page(
				text(72, 700, body, "FangSong", "作者甲, 作者乙. 标题标题标题"),
				text(72, 688, body, "FangSong", "期刊名称, 12(3)"),
			)},
			want: "作者甲, 作者乙. 标题标题标题 期刊名称, 12(3)\n",
		},
		{
			name: "medium black circle bullets",
			pages: []Page{page(
				text(72, 700, body, "Helvetica", "⚫ First item"),
				text(72, 688, body, "Helvetica", "⚫ Second item"),
			)},
			want: "- First item\n\n- Second item\n",
		},
		{
			// Lines 12 points apart, items 15: a skip a quarter of a
			// line parts the items.
			name: "items set apart by a small skip",
			pages: []Page{page(
				text(72, 700, body, "Helvetica", "Doe, J. (2021). First title of a paper that runs on to a second"),
				text(72, 688, body, "Helvetica", "line. Journal of Things."),
				text(72, 673, body, "Helvetica", "Roe, R. (2020). Second title of a paper that runs on to a second"),
				text(72, 661, body, "Helvetica", "line. Journal of Stuff."),
				text(72, 646, body, "Helvetica", "Moe, M. (2019). Third title of a paper that runs on to a second"),
				text(72, 634, body, "Helvetica", "line. Journal of Both."),
				text(72, 619, body, "Helvetica", "Poe, P. (2018). Fourth title of a paper that runs on to a second"),
				text(72, 607, body, "Helvetica", "line. Journal of None."),
			)},
			want: "Doe, J. (2021). First title of a paper that runs on to a second line. Journal of Things.\n\n" +
				"Roe, R. (2020). Second title of a paper that runs on to a second line. Journal of Stuff.\n\n" +
				"Moe, M. (2019). Third title of a paper that runs on to a second line. Journal of Both.\n\n" +
				"Poe, P. (2018). Fourth title of a paper that runs on to a second line. Journal of None.\n",
		},
		{
			name: "dot leaders after a heading",
			pages: []Page{page(
				text(72, 700, 1.2*body, "Helvetica", "Journal Papers (2)"+strings.Repeat(".", 60)),
				text(72, 686, body, "Helvetica", "Doe, J. ... Roe, R. (2021). A title. Journal."),
				text(72, 674, body, "Helvetica", "Doe, J. (2020). Another title. Journal."),
			)},
			want: "## Journal Papers (2)\n\nDoe, J. ... Roe, R. (2021). A title. Journal. Doe, J. (2020). Another title. Journal.\n",
		},
		{
			// A sans-serif heading only a little larger than the serif
			// body is a heading; a bold line so set is not.
			name: "heading in a typeface of its own",
			pages: []Page{page(
				text(72, 700, 1.1*body, "ABCDEF+SansPro-Regular", "Publications"),
				text(72, 684, body, "ABCDEF+SerifPro-Regular", "Doe, J. (2021). A title. Journal of Things."),
				text(72, 672, body, "ABCDEF+SerifPro-Regular", "Doe, J. (2020). Another title. Journal of Stuff."),
				text(72, 652, 1.1*body, "ABCDEF+SerifPro-Bold", "Example University"),
				text(72, 636, body, "ABCDEF+SerifPro-Regular", "Lecturer in things, from 2019 to the present day"),
			)},
			want: "## Publications\n\nDoe, J. (2021). A title. Journal of Things.\nDoe, J. (2020). Another title. Journal of Stuff.\n\n" +
				"**Example University**\nLecturer in things, from 2019 to the present day\n",
		},
		{
			// The list numbers hang in a column of their own; an item's
			// last line runs to the margin, so the next item's first
			// line would fit as its wrapped continuation.
			name: "numbers in a column over items of three lines",
			pages: []Page{page(
				text(40, 700, body, "Helvetica", "1."), text(70, 700, body, "Helvetica", "Doe, J., Roe, R., and Moe, M. A title of a paper that runs"),
				text(70, 688, body, "Helvetica", "on to the next line. Journal of Things, 12(3), 45-67. https://"),
				text(70, 676, body, "Helvetica", "doi.org/10.1000/example.2021.0001.and.more.of.it.to.the.end"),
				text(40, 664, body, "Helvetica", "2."), text(70, 664, body, "Helvetica", "Roe, R., Doe, J., and Moe, M. A title of a paper that runs"),
				text(70, 652, body, "Helvetica", "on to the next line. Journal of Stuff, 8(1), 1-20. https://"),
				text(70, 640, body, "Helvetica", "doi.org/10.1000/example.2020.0002.and.more.of.it.to.the.end"),
				text(40, 628, body, "Helvetica", "3."), text(70, 628, body, "Helvetica", "Moe, M., Roe, R., and Doe, J. A title of a paper that runs"),
				text(70, 616, body, "Helvetica", "on. Journal of Both, 2019."),
			)},
			want: "1. Doe, J., Roe, R., and Moe, M. A title of a paper that runs\non to the next line. Journal of Things, 12(3), 45-67. https://doi.org/10.1000/example.2021.0001.and.more.of.it.to.the.end\n\n" +
				"2. Roe, R., Doe, J., and Moe, M. A title of a paper that runs\non to the next line. Journal of Stuff, 8(1), 1-20. https://doi.org/10.1000/example.2020.0002.and.more.of.it.to.the.end\n\n" +
				"3. Moe, M., Roe, R., and Doe, J. A title of a paper that runs\non. Journal of Both, 2019.\n",
		},
		{
			name: "a roman word glued to the head of an italic title; a quote before italics stays out",
			pages: []Page{page(
				text(72, 700, body, "Helvetica", "Doe’"), text(72+width(body, "Doe’"), 700, body, "Helvetica-Oblique", "s Rule in Practice"),
				text(72+width(body, "Doe’s Rule in Practice"), 700, body, "Helvetica", ", 12 Example Law Review 345"),
				text(72, 680, body, "Helvetica", "“"), text(72+width(body, "“"), 680, body, "Helvetica-Oblique", "Cursus Words"),
				text(72+width(body, "“Cursus Words"), 680, body, "Helvetica", " and more.” Journal of Things 7."),
			)},
			want: "*Doe’s Rule in Practice*, 12 Example Law Review 345\n\n“*Cursus Words* and more.” Journal of Things 7.\n",
		},
		{
			name: "a line that starts with a number and a period goes on with the sentence broken off above it",
			pages: []Page{page(
				text(72, 700, body, "Helvetica", "Doe J, Roe M. Fast paths for slow networks. J Things. 2010 Nov 16; 4(5):30-6. Epub 2010 Sep"),
				text(72, 688, body, "Helvetica", "20. PMID 12345678."),
				text(72, 664, body, "Helvetica", "Roe M, Doe J. Slow paths for fast networks, a study of the ways in which they meet. J Stuff."),
				text(72, 652, body, "Helvetica", "2010 Aug; 16(4):661-70."),
				text(72, 628, body, "Helvetica", "Our papers in journals of things, the ones that were reviewed by our peers, are these:"),
				text(72, 616, body, "Helvetica", "1. Moe M. A title. J Things."),
				text(72, 604, body, "Helvetica", "2. Moe M. Another title of a paper that runs on to the end of the line. J Things. 2012 Jan"),
				text(72, 592, body, "Helvetica", "3. Moe M. A third title. J Things."),
			)},
			want: "Doe J, Roe M. Fast paths for slow networks. J Things. 2010 Nov 16; 4(5):30-6. Epub 2010 Sep 20. PMID 12345678.\n\n" +
				"Roe M, Doe J. Slow paths for fast networks, a study of the ways in which they meet. J Stuff. 2010 Aug; 16(4):661-70.\n\n" +
				"Our papers in journals of things, the ones that were reviewed by our peers, are these:\n\n1. Moe M. A title. J Things.\n\n" +
				"2. Moe M. Another title of a paper that runs on to the end of the line. J Things. 2012 Jan\n\n3. Moe M. A third title. J Things.\n",
		},
		{
			name: "a name in roman inside an italic title joins the title; a joining word or a comma does not",
			pages: []Page{page(
				styled(72, 700, body, "*How* Doe Roe *Changed the Rules*, Example Blog (2024)"),
				styled(72, 670, body, "*After* Doe v. Roe *and Beyond*, 9 Example Law Review 1"),
				styled(72, 640, body, "*A Chapter* In *A Book of Chapters* (Press, 2020)"),
				styled(72, 610, body, "*A Title*, Jane Doe, *A Book* (Press, 2020)"),
				styled(72, 580, body, "*A Title* Jane Q Doe Roe *A Book* (Press, 2020)"),
			)},
			want: "*How Doe Roe Changed the Rules*, Example Blog (2024)\n\n*After Doe v. Roe and Beyond*, 9 Example Law Review 1\n\n" +
				"*A Chapter* In *A Book of Chapters* (Press, 2020)\n\n*A Title*, Jane Doe, *A Book* (Press, 2020)\n\n" +
				"*A Title* Jane Q Doe Roe *A Book* (Press, 2020)\n",
		},
		{
			name:  "a justified line of ideographs keeps no spaces between them",
			pages: []Page{page(spread(72, 700, body, "研究结构.城市轨道", 0.6*body), text(72+9*1.6*body, 700, body, "Helvetica", ", 25(3), 150–155."))},
			want:  "研究结构. 城市轨道, 25(3), 150–155.\n",
		},
		{
			name: "a table's row numbers and figure column: numbers kept as list numbers, figures left out",
			pages: []Page{page(
				text(72, 700, body, "Helvetica", "1"), text(100, 700, body, "Helvetica", "Doe J, Roe A. Lakes in winter and"), text(400, 700, body, "Helvetica", "3.9"),
				text(100, 688, body, "Helvetica", "summer. J Lakes. 2018;4:1-9."),
				text(72, 670, body, "Helvetica", "2"), text(100, 670, body, "Helvetica", "Roe A, Doe J. Ponds and"), text(400, 670, body, "Helvetica", "12.4"),
				text(100, 658, body, "Helvetica", "streams. Water. 2019;7:3-5."),
				text(72, 640, body, "Helvetica", "3"), text(100, 640, body, "Helvetica", "Doe J. Ice on small ponds of the"), text(400, 640, body, "Helvetica", "41"),
				text(100, 628, body, "Helvetica", "north. Cold. 2020;2:8-9."),
			)},
			want: "1. Doe J, Roe A. Lakes in winter and summer. J Lakes. 2018;4:1-9.\n\n2. Roe A, Doe J. Ponds and\nstreams. Water. 2019;7:3-5.\n\n3. Doe J. Ice on small ponds of the north. Cold. 2020;2:8-9.\n",
		},
		{
			name: "a column of years at the right stays",
			pages: []Page{page(
				text(72, 700, body, "Helvetica", "Best paper award, Lake Society"), text(400, 700, body, "Helvetica", "2019"),
				text(72, 680, body, "Helvetica", "Early career prize, Pond Union"), text(400, 680, body, "Helvetica", "2020"),
				text(72, 660, body, "Helvetica", "Travel grant, Stream Council"), text(400, 660, body, "Helvetica", "2021"),
			)},
			want: "Best paper award, Lake Society 2019\n\nEarly career prize, Pond Union 2020\n\nTravel grant, Stream Council 2021\n",
		},
		{
			name: "phonetic symbols of a TIPA font",
			pages: []Page{page(
				text(72, 700, body, "Helvetica", "The English /æ/-/"), text(72+width(body, "The English /æ/-/"), 700, body, "TeX-tipa10", "A"),
				text(72+width(body, "The English /æ/-/A"), 700, body, "Helvetica", "/ contrast and /"), text(72+width(body, "The English /æ/-/A/ contrast and /"), 700, body, "TeX-tipa10", "Ù@"),
				text(72+width(body, "The English /æ/-/A/ contrast and /Ù@"), 700, body, "Helvetica", "/ in Spanish"),
			)},
			want: "The English /æ/-/ɑ/ contrast and /ʧə/ in Spanish\n",
		},
		{
			name: "a footnote at the foot of the page does not split the entry that runs on",
			pages: []Page{
				page(
					text(72, 700, body, "Helvetica", "Widgets in practice, 74 Example Law Journal 1851 (link, replication"),
					text(72, 80, 5, "Helvetica", "1"), text(72+width(5, "1"), 77, 8, "Helvetica", "Received an award for the best widget article."),
				),
				page(text(72, 700, body, "Helvetica", "data, code)"), text(72, 680, body, "Helvetica", "Grading widgets, 73 Journal of Examples 421")),
			},
			want: "Widgets in practice, 74 Example Law Journal 1851 (link, replication data, code)\n\nGrading widgets, 73 Journal of Examples 421\n",
		},
		{
			name: "one-line items of a hanging-indent list that fill the measure stay apart",
			pages: []Page{page(
				text(72, 700, body, "Helvetica", "Doe, Jane. 2024. A long title about the ethics of quiet"),
				text(90, 688, body, "Helvetica", "rooms. Journal of Things 7 (2): 1-20."),
				text(72, 676, body, "Helvetica", "Doe, Jane, and Max Moe. 2022. Loud rooms. Notes 9: 81-84."),
				text(72, 664, body, "Helvetica", "Roe, Ann, and Jane Doe. 2021. Rooms again. Notes 8: 6-19."),
				text(72, 652, body, "Helvetica", "Doe, Jane. 2019. A last title that runs over onto the next"),
				text(90, 640, body, "Helvetica", "line. Review of Stuff 3: 1-9."),
				text(72, 616, body, "Helvetica", "Prose after the list that wraps at the right edge of the"),
				text(72, 604, body, "Helvetica", "column. It ends here, and its two lines are one paragraph."),
			)},
			want: "Doe, Jane. 2024. A long title about the ethics of quiet rooms. Journal of Things 7 (2): 1-20.\n\n" +
				"Doe, Jane, and Max Moe. 2022. Loud rooms. Notes 9: 81-84.\n\n" +
				"Roe, Ann, and Jane Doe. 2021. Rooms again. Notes 8: 6-19.\n\n" +
				"Doe, Jane. 2019. A last title that runs over onto the next line. Review of Stuff 3: 1-9.\n\n" +
				"Prose after the list that wraps at the right edge of the column. It ends here, and its two lines are one paragraph.\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Layout(tt.pages)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Layout (-want +got):\n%s", diff)
			}
		})
	}
}

// formulaLine sets "Bold words at √s = 13 TeV, Journal" on baseline y
// as TeX does: the title bold, the formula in a math font whose radical
// sign is raised to its bar's height and whose italic s is one character
// outside the Basic Multilingual Plane, given by PDFium as two UTF-16
// halves with a made-up line break after the radical.
func formulaLine(x, y, size float64, title string, unit string) []Char {
	cs := text(x, y, size, "LMRoman10-Bold", title+" at")
	x = cs[len(cs)-1].X1 + size/3
	cs = append(cs, Char{Rune: ' ', Generated: true},
		Char{Rune: '√', X0: x, X1: x + 0.8*size, Y0: y - 0.25*size, Y1: y + 1.5*size, OriginX: x, OriginY: y + 0.7*size, Size: size, Font: "LatinModernMath-Regular"},
		Char{Rune: '\r', Generated: true}, Char{Rune: '\n', Generated: true})
	x += 0.8 * size
	hi, lo := utf16.EncodeRune('\U0001D460')
	for _, r := range []rune{hi, lo} {
		cs = append(cs, Char{Rune: r, X0: x, X1: x + size/2, Y0: y - 0.25*size, Y1: y + 0.75*size, OriginX: x, OriginY: y, Size: size, Font: "LatinModernMath-Regular"})
	}
	x += size/2 + size/3
	for _, r := range "= 13" + unit {
		if r == ' ' {
			x += size / 3
			cs = append(cs, Char{Rune: ' ', Generated: true})
			continue
		}
		cs = append(cs, Char{Rune: r, X0: x, X1: x + size/2, Y0: y - 0.25*size, Y1: y + 0.75*size, OriginX: x, OriginY: y, Size: size, Font: "LatinModernMath-Regular"},
			Char{Rune: ' ', Generated: true})
		x += size/2 + 0.01*size
	}
	return append(cs, text(x, y, size, "LMRoman10-Regular", ", Journal")...)
}

func TestLayoutFormula(t *testing.T) {
	const body = 10.0
	got := Layout([]Page{page(
		text(72, 712, body, "LMRoman10-Regular", "A. Author et al., a line above the formula"),
		formulaLine(72, 700, body, "Bold words", "TeV"),
	)})
	want := "A. Author et al., a line above the formula **Bold words at √s = 13TeV**, Journal\n"
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Layout (-want +got):\n%s", diff)
	}
}

func TestLayoutEmpty(t *testing.T) {
	if got := Layout([]Page{{Width: 612, Height: 792}}); strings.TrimSpace(got) != "" {
		t.Errorf("Layout(no chars) = %q, want blank", got)
	}
	if got := Layout(nil); strings.TrimSpace(got) != "" {
		t.Errorf("Layout(nil) = %q, want blank", got)
	}
}

// FuzzLayout feeds Layout characters made from arbitrary bytes: it must
// not panic and must return valid UTF-8.
func FuzzLayout(f *testing.F) {
	f.Add([]byte("Jane Doe\x00\x10\x20Fast paths"), uint8(10))
	f.Add([]byte("\x02\xe2\x80\x91ab-cd"), uint8(3))
	f.Add([]byte{0xff, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, uint8(200))
	f.Fuzz(func(t *testing.T, data []byte, size uint8) {
		var p Page
		p.Width, p.Height = 612, 792
		x, y := 50.0, 700.0
		fonts := []string{"Helvetica", "Helvetica-Bold", "Times-Italic", "FontAwesome", "CMSY10"}
		for i, b := range data {
			s := float64(size%40) + float64(b%3)
			c := Char{Rune: rune(b) + rune(i%3)*0x2000, X0: x, X1: x + s/2, Y0: y, Y1: y + s, OriginX: x, OriginY: y, Size: s, Font: fonts[int(b)%len(fonts)], Flags: int(b) << 10, Weight: int(b) * 4}
			if b%7 == 0 {
				c.Generated = true
			}
			switch b % 13 {
			case 1:
				c.Rune = 0xd835 // half of a character: alone or with the next
			case 2:
				c.Rune = 0xdc60
			case 3:
				c.Rune = '√'
				c.Y0 -= s
			}
			p.Chars = append(p.Chars, c)
			x += float64(int(b%16)) - 3
			if b%11 == 0 {
				y -= float64(b % 30)
				x = float64(b)
			}
		}
		out := Layout([]Page{p, p})
		if !utf8.ValidString(out) {
			t.Errorf("Layout returned invalid UTF-8: %q", out)
		}
	})
}
