package convert

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
)

// TestOrgScanners reads org headlines, keywords, blocks, items, links
// and macros.
func TestOrgScanners(t *testing.T) {
	type headline struct {
		Stars int
		Title string
		OK    bool
	}
	heads := []struct {
		in   string
		want headline
	}{
		{"* Papers", headline{1, "Papers", true}},
		{"** TODO Talks  :work:cv:  ", headline{2, "Talks", true}},
		{"* DONE", headline{1, "DONE", true}},
		{"* Title :a: :b:", headline{1, "Title :a:", true}},
		{"* :tag:", headline{1, ":tag:", true}},
		{"*bold* text", headline{}},
		{"**", headline{}},
		{"  * item", headline{}},
	}
	for _, tt := range heads {
		var got headline
		got.Stars, got.Title, got.OK = orgHeadline(tt.in)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("orgHeadline(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
	keys := []struct{ in, key, value string }{
		{"#+AUTHOR: Jane Q. Doe", "AUTHOR", "Jane Q. Doe"},
		{"  #+title:   A CV ", "title", "A CV "},
		{"#+options:", "options", ""},
		{"#+: x", "", ""},
		{"# +author: x", "", ""},
	}
	for _, tt := range keys {
		if k, v, _ := orgKeyword(tt.in); k != tt.key || v != tt.value {
			t.Errorf("orgKeyword(%q) = %q, %q, want %q, %q", tt.in, k, v, tt.key, tt.value)
		}
	}
	props := []struct {
		in, key, value string
		ok             bool
	}{
		{":AUTHORS: Doe, J.; Roe, R.", "AUTHORS", "Doe, J.; Roe, R.", true},
		{"  :published_in:   Journal of Things  ", "published_in", "Journal of Things", true},
		{":AUTHORS+: Lee, A.", "AUTHORS", "Lee, A.", true},
		{":YEAR:", "YEAR", "", true},
		{":END:", "", "", false},
		{":PROPERTIES:", "PROPERTIES", "", true},
		{":a:b: x", "", "", false},
		{"::", "", "", false},
		{"Note: x", "", "", false},
		{":tag:word", "", "", false},
	}
	for _, tt := range props {
		if k, v, ok := orgProperty(tt.in); k != tt.key || v != tt.value || ok != tt.ok {
			t.Errorf("orgProperty(%q) = %q, %q, %v, want %q, %q, %v", tt.in, k, v, ok, tt.key, tt.value, tt.ok)
		}
	}
	for key, want := range map[string]string{"PUBLISHED_IN": "Published in", "doi": "Doi", "custom-field": "Custom field", "_": ""} {
		if got := orgKeyLabel(key); got != want {
			t.Errorf("orgKeyLabel(%q) = %q, want %q", key, got, want)
		}
	}
	for key, want := range map[string]bool{"CUSTOM_ID": true, "EXPORT_FILE_NAME": true, "ROAM_REFS": true, "AUTHORS": false, "VESSEL": false} {
		if got := orgOwnKey(key); got != want {
			t.Errorf("orgOwnKey(%q) = %v, want %v", key, got, want)
		}
	}
	blocks := []struct{ in, want string }{
		{"#+BEGIN_SRC emacs-lisp", "SRC"},
		{"  #+begin_quote", "quote"},
		{"#+begin_", ""},
		{"#+end_src", ""},
	}
	for _, tt := range blocks {
		if got := orgBlock(tt.in); got != tt.want {
			t.Errorf("orgBlock(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	rewrites := []struct {
		name     string
		f        func(string) string
		in, want string
	}{
		{"orgBullet", orgBullet, "  * An item", "  - An item"},
		{"orgBullet", orgBullet, "* A headline", "* A headline"},
		{"orgBullet", orgBullet, "  *bold*", "  *bold*"},
		{"orgLinks", orgLinks, "see [[https://x.org/a][the paper]] now", "see " + markLink("the paper", "https://x.org/a") + " now"},
		{"orgLinks", orgLinks, "[[https://x.org/a]]", markLink("https://x.org/a", "https://x.org/a")},
		{"orgLinks", orgLinks, "[[[a]]", "[" + markLink("a", "a")},
		{"orgLinks", orgLinks, "[[a][b]c]", "[[a][b]c]"},
		{"orgMacros", orgMacros, "A {{{bold(x)}}} and {{{y}}}.", "A  and ."},
		{"orgMacros", orgMacros, "open {{{ only", "open {{{ only"},
	}
	for _, tt := range rewrites {
		if got := tt.f(tt.in); got != tt.want {
			t.Errorf("%s(%q) = %q, want %q", tt.name, tt.in, got, tt.want)
		}
	}
}

// TestRSTScanners reads reStructuredText fields, list markers,
// citations and inline markup.
func TestRSTScanners(t *testing.T) {
	fields := []struct{ in, name, value string }{
		{":Author: Jane Doe", "Author", "Jane Doe"},
		{":date of birth:  1970", "date of birth", "1970"},
		{":Author:Jane", "", ""},
		{"::x: y", "", ""},
	}
	for _, tt := range fields {
		if n, v, _ := rstField(tt.in); n != tt.name || v != tt.value {
			t.Errorf("rstField(%q) = %q, %q, want %q, %q", tt.in, n, v, tt.name, tt.value)
		}
	}
	items := []struct {
		in     string
		indent string
		n      int
	}{
		{"- item", "", 2},
		{"  • item", "  ", 6},
		{"#. item", "", 3},
		{"12. item", "", 4},
		{"(3) item", "", 4},
		{"a) item", "", 3},
		{"(iv)  item", "", 6},
		{"(1. item", "", 4},
		{"(1.) item", "", 0},
		{"1.5 item", "", 0},
		{"-item", "", 0},
	}
	for _, tt := range items {
		if in, n := rstItem(tt.in); in != tt.indent || n != tt.n {
			t.Errorf("rstItem(%q) = %q, %d, want %q, %d", tt.in, in, n, tt.indent, tt.n)
		}
	}
	cites := []struct{ in, want string }{
		{".. [Doe2020] A. Doe.", ".. [Doe2020] "},
		{"..  [1]\tText", "..  [1]\t"},
		{".. [a b] x", ""},
		{".. [] x", ""},
		{"..[1] x", ""},
	}
	for _, tt := range cites {
		if got := rstCitation(tt.in); got != tt.want {
			t.Errorf("rstCitation(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	rewrites := []struct {
		name     string
		f        func(string) string
		in, want string
	}{
		{"rstLiterals", rstLiterals, "a ``code`` b ``open", "a code b ``open"},
		{"rstLinks", rstLinks, "`A paper <https://x.org>`_ and `<https://y.org>`__", markLink("A paper", "https://x.org") + " and " + markLink("https://y.org", "https://y.org")},
		{"rstLinks", rstLinks, "`no target`_", "`no target`_"},
		{"rstRefs", rstRefs, "`Doe 2020`_, `x`__ and `y`", "Doe 2020, x and `y`"},
		{"rstSubstitutions", rstSubstitutions, "|name|_ and | x| and |a|", "name and | x| and a"},
		{"rstRoles", rstRoles, "a :emphasis:`b` :x:", "a " + string(markup.ItalicOpen) + "b" + string(markup.ItalicClose) + " :x:"},
	}
	for _, tt := range rewrites {
		if got := tt.f(tt.in); got != tt.want {
			t.Errorf("%s(%q) = %q, want %q", tt.name, tt.in, got, tt.want)
		}
	}
}

// TestTeXScanners reads section commands, date columns, years and
// initials.
func TestTeXScanners(t *testing.T) {
	for name, want := range map[string]bool{
		"section": true, "subsubsection": true, "cvsection": true, "mysection": true,
		"subrubric": true, "rubric": true, "chapter": true, "sectionTitle": true, "NewPart": true,
		"sections": false, "my2section": false, "xrubric": false, "textbf": false,
	} {
		if got := texHeadingName(name); got != want {
			t.Errorf("texHeadingName(%q) = %v, want %v", name, got, want)
		}
	}
	dates := []struct {
		in              string
		date, year, yy  bool
		years, initials string
	}{
		{"Sep. 2018 – present", true, true, false, "Sep. 2018 – present", ""},
		{"since 2019", true, true, false, "since 2019", ""},
		{"10/15-08/18", true, false, true, "2015–2018", ""},
		{"SEPT.2001", true, true, false, "SEPT.2001", ""},
		{"2019, Boston", false, true, false, "2019, Boston", ""},
		{"x.jan 2001", false, true, false, "x.jan 2001", ""},
		{"13/20 and 2100", false, false, false, "13/20 and 2100", ""},
		{"13/20", true, false, false, "13/20", ""},
	}
	for _, tt := range dates {
		if got := isTexDateArg(tt.in); got != tt.date {
			t.Errorf("isTexDateArg(%q) = %v, want %v", tt.in, got, tt.date)
		}
		if got := hasTexYear(tt.in); got != tt.year {
			t.Errorf("hasTexYear(%q) = %v, want %v", tt.in, got, tt.year)
		}
		if got := hasTexShortYear(tt.in); got != tt.yy {
			t.Errorf("hasTexShortYear(%q) = %v, want %v", tt.in, got, tt.yy)
		}
		if got := texDateText(tt.in); got != tt.years {
			t.Errorf("texDateText(%q) = %q, want %q", tt.in, got, tt.years)
		}
	}
	for in, want := range map[string]bool{"A. Doe": true, "Doe, J.": true, "Doe,J.": true, "Jane Doe": false, "Doe J.": true, "AB.": false, "É. Roe": true} {
		if got := hasInitial(in); got != want {
			t.Errorf("hasInitial(%q) = %v, want %v", in, got, want)
		}
	}
}

// TestHTMLHead reads the owner fields of a page's head.
func TestHTMLHead(t *testing.T) {
	head := `<head><META name="author" content="Jane Doe"><meta property='og:title' content='Publications of Jane Doe'>` +
		`<meta name="viewport" content="x"><meta name=author content="y"><TITLE>Jane Doe - CV</title></head>`
	want := []string{`<META name="author" content="Jane Doe">`, `<meta property='og:title' content='Publications of Jane Doe'>`}
	if diff := cmp.Diff(want, metaTags(head)); diff != "" {
		t.Errorf("metaTags (-want +got):\n%s", diff)
	}
	if c, ok := attrContent(`<meta datacontent="a" content = "b">`); c != "b" || !ok {
		t.Errorf("attrContent = %q, %v, want b", c, ok)
	}
	if c, ok := titleText(head); c != "Jane Doe - CV" || !ok {
		t.Errorf("titleText = %q, %v", c, ok)
	}
	if got := HTMLOwner([]byte(head)); got != "Jane Doe" {
		t.Errorf("HTMLOwner = %q, want Jane Doe", got)
	}
}

// TestHTMLCollapsedDetails hides a collapsed <details> under an entry,
// as the markdown path does, and keeps an open one and one holding a
// list.
func TestHTMLCollapsedDetails(t *testing.T) {
	src := "<ul>\n<li>A. Author. A made-up title. Journal of Things, 2020.\n" +
		"<details><summary>Abstract</summary>\nWe study an invented problem.\n</details>\n</li>\n" +
		"<li>B. Writer. Another title. 2021.<details open><summary>Note</summary>Shown note.</details></li>\n" +
		"</ul>\n<details><summary>2019</summary><ul><li>C. Person. Folded entry. 2019.</li></ul></details>\n"
	text, pos, err := HTML(strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, gone := range []string{"invented problem", "Abstract"} {
		if strings.Contains(text, gone) {
			t.Errorf("HTML kept %q of a collapsed <details>:\n%s", gone, text)
		}
	}
	for _, kept := range []string{"A made-up title", "Shown note", "Folded entry"} {
		if !strings.Contains(text, kept) {
			t.Errorf("HTML lost %q:\n%s", kept, text)
		}
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	for i, l := range lines {
		if strings.Contains(l, "Folded entry") && pos[i].Line != 9 {
			t.Errorf("the folded entry is at line %d, want 9", pos[i].Line)
		}
	}
}

// TestOwnerIn reads the owner a page's title or description names.
func TestOwnerIn(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Publications of Jane Doe", "Jane Doe"},
		{"CV of Dr. Jane Q. Doe", "Jane Q. Doe"},
		{"selected papers by Prof Ann Lee-Moe Roe Poe Zed", "Ann Lee-Moe Roe Poe"},
		{"Papers by Drew Smith", "Drew Smith"},
		{"Works of art", ""},
		{"Jane Doe - Publications", "Jane Doe"},
		{"  Jane O’Neil | CV", "Jane O’Neil"},
		{"Jane Doe-Research Group", "Jane Doe"},
		{"Jane Doe – Researchers", ""},
		{"Jane - CV", ""},
		{"Publications", ""},
	}
	for _, tt := range tests {
		if got := OwnerIn(tt.in); got != tt.want {
			t.Errorf("OwnerIn(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// FuzzOwnerIn reads any title: no panic, and the owner is a part of it.
func FuzzOwnerIn(f *testing.F) {
	for _, s := range []string{"Publications of Prof. Jane Q. Doe", "Jane Doe-Publications", "CV by Dr Drew A. B. C. D."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if o := ownerOf(s); !strings.Contains(s, o) {
			t.Errorf("ownerOf(%q) = %q", s, o)
		}
		if o := nameTitle(s); !strings.Contains(s, o) {
			t.Errorf("nameTitle(%q) = %q", s, o)
		}
	})
}
