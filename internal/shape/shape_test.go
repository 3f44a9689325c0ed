package shape

import (
	"strings"
	"testing"
)

func TestYear(t *testing.T) {
	for _, tc := range []struct {
		s    string
		i    int
		want bool
	}{
		{"1999", 0, true}, {"in 2024", 3, true}, {"1899", 0, false}, {"2100", 0, false}, {"2039", 0, true}, {"201", 0, false}, {"20x9", 0, false}, {"2019", -1, false}, {"2019", 1, false},
	} {
		if got := Year(tc.s, tc.i); got != tc.want {
			t.Errorf("Year(%q, %d) = %v, want %v", tc.s, tc.i, got, tc.want)
		}
	}
}

func TestFindDOI(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"doi: 10.1234/abc.5.", "10.1234/abc.5"},
		{"https://doi.org/10.1000/xyz123), more", "10.1000/xyz123"},
		{"(10.12345/a-b_c;)", "10.12345/a-b_c"},
		{"x10.1234/abc", ""},
		{"10.123/abc", ""},
		{"10.1234567890/abc", ""},
		{"10.1234/a.", ""},
		{`10.1234/ab"cd`, "10.1234/ab"},
		{"no doi here", ""},
	} {
		got := ""
		if i, e := FindDOI(tc.in); i >= 0 {
			got = tc.in[i:e]
		}
		if got != tc.want {
			t.Errorf("FindDOI(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if !DOIStart("10.1234/x") || DOIStart("10.123/x") || DOIStart("11.1234/x") {
		t.Error("DOIStart")
	}
}

func TestFindURL(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"see https://example.org/a_b?c=1 now", "https://example.org/a_b?c=1"},
		{"[pdf](http://example.org/x.pdf)", "http://example.org/x.pdf"},
		{"<https://example.org>", "https://example.org"},
		{"HTTP://example.org", ""},
		{"http://", ""},
		{"ftp://example.org", ""},
	} {
		got := ""
		if i, e := FindURL(tc.in); i >= 0 {
			got = tc.in[i:e]
		}
		if got != tc.want {
			t.Errorf("FindURL(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestFindArXiv(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"arXiv:2101.01234", "2101.01234"},
		{"ArXiv preprint arXiv:1905.123456", "1905.12345"},
		{"https://arxiv.org/abs/2012.02732v2", "2012.02732"},
		{"arxiv.org/pdf/1801.0001", "1801.0001"},
		{"arXiv: 2101.123", ""},
		{"2101.01234", ""},
		{"arXiv 21011.01234", ""},
	} {
		got := ""
		if yy, mm, num, ok := FindArXiv(tc.in); ok {
			got = yy + mm + "." + num
		}
		if got != tc.want {
			t.Errorf("FindArXiv(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestHelpers(t *testing.T) {
	if !HasPrefixFold("HTTPS://x", "https://") || HasPrefixFold("htt", "http") {
		t.Error("HasPrefixFold")
	}
	if skipSpace(" \t\nx", 0) != 3 || Digits("123a", 0) != 3 {
		t.Error("SkipSpace or Digits")
	}
	if !wordByte('_') || wordByte('-') || !letter('Q') || letter('1') || space('\u00a0'&0xff) {
		t.Error("byte classes")
	}
}

// FuzzShapes checks that the scanners stay inside their input and find
// what they claim: a DOI opens with "10.", an address with "http".
func FuzzShapes(f *testing.F) {
	for _, s := range []string{"doi: 10.1234/abc.5.", "https://arxiv.org/abs/2012.02732v2", "arXiv:2101.01234", "\xff10.1234/\xfe", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if i, e := FindDOI(s); i >= 0 && (e > len(s) || i >= e || !strings.HasPrefix(s[i:], "10.") || !DOIStart(s[i:])) {
			t.Fatalf("FindDOI(%q) = %d, %d", s, i, e)
		}
		if i, e := FindURL(s); i >= 0 && (e > len(s) || i >= e || !strings.HasPrefix(s[i:], "http")) {
			t.Fatalf("FindURL(%q) = %d, %d", s, i, e)
		}
		if yy, mm, num, ok := FindArXiv(s); ok && (len(yy) != 2 || len(mm) != 2 || len(num) < 4 || len(num) > 5 || !strings.Contains(s, yy+mm+"."+num)) {
			t.Fatalf("FindArXiv(%q) = %q %q %q", s, yy, mm, num)
		}
		for i := range s {
			if Year(s, i) && !strings.HasPrefix(s[i:], "19") && !strings.HasPrefix(s[i:], "20") {
				t.Fatalf("Year(%q, %d)", s, i)
			}
		}
	})
}
