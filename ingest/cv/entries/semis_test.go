package entries

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/label"
)

func TestSplitSemicolons(t *testing.T) {
	tests := []struct {
		line string
		want []string
	}{
		{
			"J. Q. Doe, On invented operators, Ann. Sample Math. 12 (2004) 33–58; B. Author and J. Q. Doe, Spectra of made-up graphs, Proc. Example Soc. 7 (2006) 101–119.",
			[]string{"J. Q. Doe, On invented operators, Ann. Sample Math. 12 (2004) 33–58", "B. Author and J. Q. Doe, Spectra of made-up graphs, Proc. Example Soc. 7 (2006) 101–119."},
		},
		{
			"*J. Q. Doe*, On invented operators, Ann. Sample Math. 12 (2004) 33–58; E. Roe, *J. Q. Doe*, Notes on fictive lattices, Arch. Invent. 2 (2008) 5–17.",
			[]string{"J. Q. Doe, On invented operators, Ann. Sample Math. 12 (2004) 33–58", "E. Roe, J. Q. Doe, Notes on fictive lattices, Arch. Invent. 2 (2008) 5–17."},
		},
		// A byline whose names semicolons part stays whole.
		{"Doe, J. Q.; Roe, A. B.; Loe, E. F. A fourth invented paper on lattices. J. Example Phys. 2010, 44, 201–210.", nil},
		// So does a note after the entry.
		{"J. Q. Doe, A study of sample flows in pipes, J. Foo 9 (2012) 1–20; erratum, ibid. 10 (2013) 5.", nil},
	}
	for _, tt := range tests {
		ls, starts := splitSemicolons(docLines(t, tt.line), false, label.Default())
		var got []string
		if starts != nil {
			for _, l := range ls {
				got = append(got, l.Text)
			}
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("splitSemicolons(%q) (-want +got):\n%s", tt.line, diff)
		}
	}
}

// FuzzSplitSemicolons checks that cutting a line at semicolons never
// panics and keeps each part's text within the line's.
func FuzzSplitSemicolons(f *testing.F) {
	f.Add("A. Author, A title of things, J. Foo 3 (2001) 1–5; B. Author, Another title, J. Bar 4 (2003) 6–9.")
	f.Add("Doe, J.; Roe, A. *Title*; [link](http://example.org/a;b) 2020; C. Author")
	f.Add(";;; ; ;")
	f.Fuzz(func(t *testing.T, s string) {
		ls := docLines(t, s)
		out, _ := splitSemicolons(ls, false, label.Default())
		for _, l := range out {
			if strings.TrimSpace(l.Text) == "" {
				continue
			}
			found := false
			for _, o := range ls {
				found = found || strings.Contains(o.Text, strings.TrimSpace(l.Text))
			}
			if !found {
				t.Errorf("part %q is no part of %q", l.Text, s)
			}
		}
	})
}
