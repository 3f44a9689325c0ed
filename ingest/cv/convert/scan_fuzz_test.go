package convert

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzScanners runs the converters' scanners on any text: none panics,
// what each returns lies inside its input, and a rewrite of a text
// without its mark's first byte leaves it as it is.
func FuzzScanners(f *testing.F) {
	for _, s := range []string{
		"** TODO Title :a:b:", "#+AUTHOR: Jane Doe", ":AUTHORS+: Doe, J.",
		"* T\n:PROPERTIES:\n:YEAR: 2020\n:END:\n** U", "* T\nCLOSED: [x]\n:PROPERTIES:\n:A: b", "  #+begin_src", "  * item",
		"[[https://x.org][text]] {{{m(x)}}}", ":Author: Jane", "(iv) item", ".. [1] A. Doe",
		"``lit`` :doi:`a <b>` `t <u>`_ `r`_ |s|_", "Sep. 2018 – 10/19", "A. Doe, B. Roe",
		`<meta name="author" content="Jane"><title>x</title>`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if _, title, ok := orgHeadline(s); ok && !strings.Contains(s, title) {
			t.Errorf("orgHeadline(%q) title %q not in the input", s, title)
		}
		if k, v, ok := orgKeyword(s); ok && (!strings.Contains(s, k) || !strings.HasSuffix(s, v)) {
			t.Errorf("orgKeyword(%q) = %q, %q", s, k, v)
		}
		if k := orgBlock(s); !strings.Contains(s, k) {
			t.Errorf("orgBlock(%q) = %q", s, k)
		}
		if n, v, ok := rstField(s); ok && (!strings.HasPrefix(s, ":"+n+":") || !strings.HasSuffix(s, v)) {
			t.Errorf("rstField(%q) = %q, %q", s, n, v)
		}
		if in, n := rstItem(s); n > len(s) || !strings.HasPrefix(s, in) {
			t.Errorf("rstItem(%q) = %q, %d", s, in, n)
		}
		if c := rstCitation(s); !strings.HasPrefix(s, c) {
			t.Errorf("rstCitation(%q) = %q", s, c)
		}
		for _, rw := range []struct {
			f     func(string) string
			first string
		}{{orgLinks, "["}, {orgMacros, "{"}, {rstLiterals, "`"}, {rstRoles, ":"}, {rstLinks, "`"}, {rstRefs, "`"}, {rstSubstitutions, "|"}, {texShortYears, "/."}} {
			if got := rw.f(s); !strings.ContainsAny(s, rw.first) && got != s {
				t.Errorf("rewrite of %q without %q gives %q", s, rw.first, got)
			}
		}
		if hasTexShortYear(s) != (texShortYears(s) != s) {
			t.Errorf("hasTexShortYear(%q) and texShortYears disagree", s)
		}
		for _, q := range quotedStrings(s) {
			if !strings.Contains(s, q) {
				t.Errorf("quotedStrings(%q) gives %q", s, q)
			}
		}
		looksNameList(s)
		isTexDateArg(s)
		hasTexYear(s)
		hasInitial(s)
		for _, m := range metaTags(s) {
			if !strings.Contains(s, m) {
				t.Errorf("metaTags(%q) gives %q", s, m)
			}
			if c, ok := attrContent(m); ok && !strings.Contains(m, c) {
				t.Errorf("attrContent(%q) = %q", m, c)
			}
		}
		if c, ok := titleText(s); ok && !strings.Contains(s, c) {
			t.Errorf("titleText(%q) = %q", s, c)
		}
	})
}

// FuzzOrg converts any text as org-mode: no panic, every line of the
// result from a line of the input, and the drawer scanners return parts
// of their input.
func FuzzOrg(f *testing.F) {
	for _, s := range []string{
		":AUTHORS+: Doe, J.", ":END:", "* T\n:PROPERTIES:\n:YEAR: 2020\n:END:\n** U",
		"* T\nCLOSED: [x]\n:PROPERTIES:\n:A: b", "** P\n:PROPERTIES:\n:ID: x\n:END:",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if k, v, ok := orgProperty(s); ok && (!strings.Contains(s, k) || !strings.Contains(s, v)) || !ok && (k != "" || v != "") {
			t.Errorf("orgProperty(%q) = %q, %q, %v", s, k, v, ok)
		}
		orgPlanning(s)
		if l := orgKeyLabel(s); utf8.ValidString(s) && len(l) > len(s)+2 {
			t.Errorf("orgKeyLabel(%q) = %q", s, l)
		}
		// A document of any text converts without panic, every line
		// from a line of the input.
		n := strings.Count(s, "\n") + 1
		for _, l := range Org(s).LineMap() {
			if l < 1 || l > n {
				t.Errorf("Org(%q) has a line from %d of %d", s, l, n)
			}
		}
	})
}
