package ingest

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/pub"
)

func TestCleanText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Ann Lee", "Ann Lee"},
		{"Dejan Kostić", "Dejan Kostić"},
		{"Ann\x00Lee", "Ann Lee"},
		{"Ann \x00 Lee", "Ann Lee"},
		{"\x00Ann Lee\x1b[31m", "Ann Lee [31m"},
		{"Ann\tLee\r\nBo", "Ann Lee Bo"},
		{"evil\u202Egnp.exe", "evilgnp.exe"},
		{"\u2066Ann\u2069 Lee\u200F", "Ann Lee"},
		{"\uFEFFAnn", "Ann"},
		{"bad \xff byte", "bad \uFFFD byte"},
		{"C1\u0085control", "C1 control"},
		{"line\u2028sep", "line sep"},
		{"  two  spaces kept  ", "  two  spaces kept  "},
		{"<script>alert(1)</script>", "<script>alert(1)</script>"}, // escaped on output, not here
	}
	for _, tt := range tests {
		if got := pub.CleanText(tt.in); got != tt.want {
			t.Errorf("CleanText(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func FuzzCleanText(f *testing.F) {
	for _, s := range []string{"Ann Lee", "a\x00b", "\u202Eabc", "\xff\xfe", "x\r\ny", "\u2066\u2069"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := pub.CleanText(s)
		if !utf8.ValidString(got) {
			t.Fatalf("CleanText(%q) = %q: invalid UTF-8", s, got)
		}
		for _, r := range got {
			if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || pub.IsBidiControl(r) || r == '\uFEFF' {
				t.Fatalf("CleanText(%q) = %q keeps %U", s, got, r)
			}
		}
		if again := pub.CleanText(got); again != got {
			t.Fatalf("CleanText is not idempotent: %q → %q → %q", s, got, again)
		}
	})
}

func TestCleanRecord(t *testing.T) {
	rec := pub.Record{Publication: &pub.Publication{
		Title: "A\x00B", Venue: "\u202EV", Authors: []pub.Author{{Name: "Ann\nLee"}}, Doubts: []string{"x\ty"},
	}}
	CleanRecord(&rec)
	p := rec.Publication
	if p.Title != "A B" || p.Venue != "V" || p.Authors[0].Name != "Ann Lee" || p.Doubts[0] != "x y" {
		t.Errorf("CleanRecord left %+v", p)
	}
}

func TestQuoteName(t *testing.T) {
	tests := []struct{ in, want string }{
		{"cvs/ann.md", "cvs/ann.md"},
		{"my cv.md", "my cv.md"},
		{"evil\nname.md", `"evil\nname.md"`},
		{"evil\u202Edm.txt", `"evil\u202edm.txt"`},
		{" lead.md", `" lead.md"`},
		{`q"uote.md`, `"q\"uote.md"`},
	}
	for _, tt := range tests {
		if got := pub.QuoteName(tt.in); got != tt.want {
			t.Errorf("QuoteName(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
	pe := pub.Errorf(pub.Position{File: "a\nb.md", Line: 3}, pub.ErrSyntax, "bad")
	if strings.Contains(pe.Error(), "\n") {
		t.Errorf("message splits a line: %q", pe.Error())
	}
}
