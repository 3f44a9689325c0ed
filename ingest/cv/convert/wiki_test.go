package convert

import (
	"strings"
	"testing"
	"time"
)

// TestWiki converts the parts of wikitext a publication list uses:
// headings, numbered and bulleted items, bold and italic quotes, links,
// citation templates over one line or several, notes, categories,
// magic words and tables.
func TestWiki(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"heading", "== Publications ==", "\n## Publications\n\n"},
		{"level three", "=== Articles ===", "\n### Articles\n\n"},
		{"numbered with quotes", "# Roe R, '''Doe J''' (2020). ''A title''. Lakes 3: 1–9.", "1. Roe R, **Doe J** (2020). *A title*. Lakes 3: 1–9.\n"},
		{"nested bullet", "** a sub-item", "   - a sub-item\n"},
		{"continuation", "#: a note under the item", "   a note under the item\n"},
		{"links", "See [[Main Page|the main page]], [[Lakes]] and [https://example.org the site].[[Category:People]]",
			"See the main page, Lakes and [the site](https://example.org).\n"},
		{"journal template", "# {{cite journal |last1=Doe |first1=Jane |last2=Roe |first2=Alex |title=A study of ponds |journal=Lakes |volume=3 |issue=2 |pages=1–9 |year=2020 |doi=10.1234/x.1}}",
			"1. Jane Doe and Alex Roe (2020). A study of ponds. *Lakes* 3(2): 1–9. doi:10.1234/x.1\n"},
		{"chapter template, editors left out", "* {{Cite book |author=Jane Doe |date=May 2019 |chapter=Ice |title=Handbook of Cold |editor-last=Poe |editor-first=Sam |publisher=Example Press |pages=5–9}}",
			"- Jane Doe (2019). Ice. In *Handbook of Cold*: 5–9. Example Press.\n"},
		{"vauthors", "{{cite journal |vauthors=Doe J, Roe A |title=Fish |journal=Water |year=2018}}", "Doe J, Roe A (2018). Fish. *Water*.\n"},
		{"template over lines", "# {{cite journal\n | last1 = Doe | first1 = Jane\n | title = Long form\n | journal = Lakes\n | year = 2021\n}}",
			"1. Jane Doe (2021). Long form. *Lakes*.\n"},
		{"notes and magic dropped", "{{User page}}\n__TOC__\nText.<ref>A note</ref> More.<ref name=\"a\" />\n<references />",
			"\n\nText. More.\n\n"},
		{"comment over lines", "<!-- hidden\nstill hidden -->Shown", "Shown\n"},
		{"table rows", "{| class=\"wikitable\"\n! Name !! Degree\n|-\n| Ann Poe || PhD\n|-\n| style=\"x\" | Bo Roe || MSc\n|}",
			"Ann Poe. PhD\n\nBo Roe. MSc\n\n"},
		{"language template", "''{{lang|fr|Les lacs}}''", "*Les lacs*\n"},
		{"note closed in capitals, note never closed", "A.<ref>x</REF> B.<ref>y", "A. B.y\n"},
		{"templates nested past the bound render nothing", strings.Repeat("{{lang|x|", 9) + "Deep" + strings.Repeat("}}", 9) + " " + strings.Repeat("{{lang|x|", 8) + "Kept" + strings.Repeat("}}", 8), " Kept\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Wiki(tt.in).Text(); got != tt.want {
				t.Errorf("Wiki(%q) =\n%q\nwant\n%q", tt.in, got, tt.want)
			}
		})
	}
}

// TestWikiCost reads lines of many opened templates and notes, as a
// broken or hostile file has them, in time that grows with their length,
// not its square: a megabyte of them took hours.
func TestWikiCost(t *testing.T) {
	for _, s := range []string{
		strings.Repeat("{{lang|", 100_000), strings.Repeat("{{cite journal|author1=", 50_000),
		strings.Repeat("<ref>a", 200_000), strings.Repeat("[[a|", 200_000), strings.Repeat("[http://x a", 100_000),
	} {
		start := time.Now()
		Wiki(s)
		if d := time.Since(start); d > 10*time.Second {
			t.Errorf("Wiki(%q…) took %v", s[:20], d)
		}
	}
}

// TestWikiLines keeps each converted line's source line: a template
// over several lines is at the line it opens on.
func TestWikiLines(t *testing.T) {
	src := "== Papers ==\n# {{cite journal\n |title=A\n |journal=B}}\n# Second"
	m := Wiki(src)
	var got []int
	for _, l := range m.Lines {
		if strings.TrimSpace(l.Text) != "" {
			got = append(got, l.Source)
		}
	}
	want := []int{1, 2, 5}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("source lines %v, want %v", got, want)
	}
}

func FuzzWiki(f *testing.F) {
	for _, s := range []string{
		"== A ==\n# {{cite journal |last1=Doe |first1=J |title=T |journal=J |year=2020}}",
		"{{cite book\n|chapter=C\n|title={{lang|x|B}}\n", "[[a|b|c]] [http://x y] ''' '' '''''", "{|\n|-\n| a || b\n|}",
		"<ref>x", "<!-- a", "__TOC__ __x", "{{{{}}", "[[[[]]", "=\n==\n=a=", ";term\n:def",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n := strings.Count(strings.ReplaceAll(s, "\r", ""), "\n") + 1
		for _, l := range Wiki(s).Lines {
			if l.Source < 1 || l.Source > n {
				t.Fatalf("Wiki(%q): line from source line %d of %d", s, l.Source, n)
			}
		}
	})
}
