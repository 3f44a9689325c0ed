package markup

import (
	"strings"
	"testing"
)

// link writes a link as markLinks does.
func link(text, url string) string {
	return string(LinkOpen) + text + string(LinkClose) + string(URLOpen) + url + string(URLClose)
}

// TestRewrites checks each scanner that rewrites a line's marks.
func TestRewrites(t *testing.T) {
	tests := []struct {
		name     string
		f        func(string) string
		in, want string
	}{
		{"dropTemplateTags", dropTemplateTags, "A {% include x %}B{{ site.y }} {{open", "A B {{open"},
		{"dropTemplateTags", dropTemplateTags, "{{%}}", ""},
		{"unwrapAutoLinks", unwrapAutoLinks, "see <https://x.org/a> or <mailto:a@example.org>", "see https://x.org/a or mailto:a@example.org"},
		{"unwrapAutoLinks", unwrapAutoLinks, "<https://x.org a>", "<https://x.org a>"},
		{"dropImages", dropImages, "![logo](img.png)Title ![x] (y)", "Title ![x] (y)"},
		{"markLinks", markLinks, `[A title](https://x.org/a "t") and [w](https://w.org/A_(b)) end`, link("A title", "https://x.org/a") + " and " + link("w", "https://w.org/A_(b)") + " end"},
		{"markLinks", markLinks, "[a](x (b))", "[a](x (b))"},
		{"markLinks", markLinks, "[a]( )", link("a", "")},
		{"markPDFLinks", markPDFLinks, "[[Paper]](https://x.org) x", "[Paper]" + string(URLOpen) + "https://x.org" + string(URLClose) + " x"},
		{"superscripts", superscripts, "Doe<SUP class=a>1,2</sup>", "Doe¹,²"},
		{"superscripts", superscripts, "<sup><b>1</b></sup>", "<sup><b>1</b></sup>"},
		{"htmlTags", htmlTags, "<b>Doe</b><br/><x-y>a<i_>", string(BoldOpen) + "Doe" + string(BoldClose) + "\n<x-y>a<i_>"},
		{"htmlTags", htmlTags, "a < b > c <p", "a < b > c <p"},
		{"latexStyles", latexStyles, `\textit{A} \textbf{B} \textsc{C} \emph{{x}}`, string(ItalicOpen) + "A" + string(ItalicClose) + " " + string(BoldOpen) + "B" + string(BoldClose) + ` C \emph{{x}}`},
		{"collapseSpaces", collapseSpaces, "a  b   c d", "a b c d"},
		{"dropURLMarks", dropURLMarks, "a" + string(URLOpen) + "u" + string(URLClose) + "b" + string(URLOpen), "ab" + string(URLOpen)},
	}
	for _, tt := range tests {
		if got := tt.f(tt.in); got != tt.want {
			t.Errorf("%s(%q) = %q, want %q", tt.name, tt.in, got, tt.want)
		}
	}
}

// TestMarkers checks the scanners of a line's opening marks.
func TestMarkers(t *testing.T) {
	heads := []struct {
		in       string
		level, n int
	}{
		{"# A", 1, 2}, {"   ### A", 3, 7}, {"####### A", 0, 0}, {"#A", 0, 0}, {"    # A", 0, 0}, {"##", 2, 2}, {"#\tA", 1, 2},
	}
	for _, tt := range heads {
		if l, n := headingMark(tt.in); l != tt.level || n != tt.n {
			t.Errorf("headingMark(%q) = %d, %d, want %d, %d", tt.in, l, n, tt.level, tt.n)
		}
	}
	nums := []struct {
		in       string
		min, max int
		digits   string
		n        int
	}{
		{"12. A", 1, 3, "12", 4},
		{"[J5]  A", 1, 3, "5", 6},
		{"(AB3) A", 1, 3, "3", 6},
		{"(ABC3) A", 1, 3, "", 0},
		{"[abcd1] A", 1, 3, "", 0},
		{"1234. A", 1, 3, "", 0},
		{"1234. A", 4, 9, "1234", 6},
		{"12.A", 1, 3, "", 0},
		{"12]", 1, 3, "", 0},
	}
	for _, tt := range nums {
		if d, n := listNumber(tt.in, tt.min, tt.max); d != tt.digits || n != tt.n {
			t.Errorf("listNumber(%q, %d, %d) = %q, %d, want %q, %d", tt.in, tt.min, tt.max, d, n, tt.digits, tt.n)
		}
	}
	for in, want := range map[string]string{"- a": "- ", "•\t a": "•\t ", "-a": "", "-": "", "► x": "► ", "a - b": ""} {
		if got := bullet(in); got != want {
			t.Errorf("bullet(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]byte{"===": '=', "  --- ": '-', "=-": 0, "    ==": 0, "": 0} {
		if got := setextMark(in); got != want {
			t.Errorf("setextMark(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]bool{"***": true, " - - -": true, "__ _": true, "**-": false, "--": false, "    ---": false, " <HR />": true, "<hr>x": false, "<hr": false} {
		if got := isRule(in); got != want {
			t.Errorf("isRule(%q) = %v, want %v", in, got, want)
		}
	}
	for in, want := range map[string]int{"**Title:** A": 11, "Authors : A": 10, "Published  in: V": 15, "year:": 5, "Titles: A": 0, "**x: A": 0, "author": 0} {
		if got := lineLabel(in); got != want {
			t.Errorf("lineLabel(%q) = %d, want %d", in, got, want)
		}
	}
	for in, want := range map[string]bool{"|---|:---:|": true, "| --- | ---- |": true, "|--|": false, "|---||": false, "|": false} {
		if got := isTableRule(in); got != want {
			t.Errorf("isTableRule(%q) = %v, want %v", in, got, want)
		}
	}
	for in, want := range map[string]string{"**A Title**, J": "**A Title**", " *T*": " *T*", `"Q" x`: `"Q"`, "“Q” x": "“Q”", "**A*": "", "**": "", "_a": ""} {
		if got := leadTitle(in); got != want {
			t.Errorf("leadTitle(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzScanners runs the line scanners on any text: none panics, what
// they return lies in the input, and a rewrite of a text without its
// mark's first byte leaves it as it is.
func FuzzScanners(f *testing.F) {
	for _, s := range []string{"## A [b](c (d)) ![x](y)", "12. <b>A</b> <sup>1</sup>", "{% x %} {{ y }}", "**Title:** A", "|---|---|", `\textit{A}`, "[[P]](u)", "- - -"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, rw := range []struct {
			f     func(string) string
			first string
		}{{dropTemplateTags, "{"}, {unwrapAutoLinks, "<"}, {dropImages, "!"}, {markLinks, "["}, {markPDFLinks, "["}, {superscripts, "<"}, {htmlTags, "<"}, {latexStyles, "\\"}, {collapseSpaces, " "}, {dropURLMarks, string(URLOpen)}} {
			if got := rw.f(s); !strings.Contains(s, rw.first) && got != s {
				t.Errorf("rewrite of %q without %q gives %q", s, rw.first, got)
			}
		}
		if _, n := headingMark(s); n > len(s) {
			t.Errorf("headingMark(%q) = %d", s, n)
		}
		if d, n := listNumber(s, 1, 3); n > len(s) || !strings.Contains(s[:n], d) {
			t.Errorf("listNumber(%q) = %q, %d", s, d, n)
		}
		if b := bullet(s); !strings.HasPrefix(s, b) {
			t.Errorf("bullet(%q) = %q", s, b)
		}
		if n := lineLabel(s); n > len(s) {
			t.Errorf("lineLabel(%q) = %d", s, n)
		}
		if l := leadTitle(s); !strings.HasPrefix(s, l) {
			t.Errorf("leadTitle(%q) = %q", s, l)
		}
		setextMark(s)
		isRule(s)
		isTableRule(s)
		urls, rest := urlMarks(s)
		if len(rest) > len(s) || len(urls) > strings.Count(s, string(URLOpen)) {
			t.Errorf("urlMarks(%q) = %q, %q", s, urls, rest)
		}
	})
}

// TestBracketWith finds a bracketed owner-implied byline.
func TestBracketWith(t *testing.T) {
	tests := []struct {
		in                          string
		start, end, names, namesEnd int
		ok                          bool
	}{
		{"Title (with A and B).", 5, 21, 12, 19, true},
		{"Title [joint with A]", 5, 20, 18, 19, true},
		{"T (job market paper, jointly with A, B)", 1, 39, 34, 38, true},
		{"T (avec A et B)", 1, 15, 8, 14, true},
		{"T (withA)", 0, 0, 0, 0, false},
		{"T (see also (with A))", 11, 20, 18, 19, true},
		{"T (a note longer than forty characters, really, with A)", 0, 0, 0, 0, false},
		{"T (with A", 0, 0, 0, 0, false},
	}
	for _, tt := range tests {
		start, end, names, namesEnd, ok := bracketWith(tt.in)
		if ok != tt.ok || ok && (start != tt.start || end != tt.end || names != tt.names || namesEnd != tt.namesEnd) {
			t.Errorf("bracketWith(%q) = %d, %d, %d, %d, %v, want %d, %d, %d, %d, %v", tt.in, start, end, names, namesEnd, ok, tt.start, tt.end, tt.names, tt.namesEnd, tt.ok)
		}
	}
}

// FuzzBracketWith reads any line: the names lie inside the match.
func FuzzBracketWith(f *testing.F) {
	for _, s := range []string{"Title (with A and B).", "T [ , con A]", "T (x, jointly with A)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		start, end, names, namesEnd, ok := bracketWith(s)
		if ok && !(start <= names && names < namesEnd && namesEnd < end && end <= len(s)) {
			t.Errorf("bracketWith(%q) = %d, %d, %d, %d", s, start, end, names, namesEnd)
		}
	})
}
