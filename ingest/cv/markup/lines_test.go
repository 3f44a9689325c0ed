package markup

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// TestNumberedListPast999 checks which numbers of four digits or more
// start a list item: only the next number of the list, so that a list
// runs past 999 while a line that opens with a year stays text.
func TestNumberedListPast999(t *testing.T) {
	type line struct {
		Item   bool
		Number int
		Text   string
	}
	tests := []struct {
		name string
		src  string
		want []line
	}{
		{"list runs past 999", "998. A\n999. B\n1000. C\n1001. D",
			[]line{{true, 998, "A"}, {true, 999, "B"}, {true, 1000, "C"}, {true, 1001, "D"}}},
		{"blank lines between items", "999. A\n\n1000) B",
			[]line{{true, 999, "A"}, {false, 0, ""}, {true, 1000, "B"}}},
		{"bracketed numbers", "[999] A\n[1000] B",
			[]line{{true, 999, "A"}, {true, 1000, "B"}}},
		{"a year after a short list is text", "1. A\n2019. B",
			[]line{{true, 1, "A"}, {false, 0, "2019. B"}}},
		{"a year alone is text", "2019. Doe, J. A title.",
			[]line{{false, 0, "2019. Doe, J. A title."}}},
		{"years in turn are text", "2018. A\n2019. B",
			[]line{{false, 0, "2018. A"}, {false, 0, "2019. B"}}},
		{"a gap in the numbering is text", "999. A\n1001. B",
			[]line{{true, 999, "A"}, {false, 0, "1001. B"}}},
		{"a year after item 999 is text", "999. A\n2019. B",
			[]line{{true, 999, "A"}, {false, 0, "2019. B"}}},
		// A number alone on its line numbers the text on the next.
		{"numbers alone on their lines", "Papers\n1.\nDOE, J. . A title.\n2.\nROE, M. . Another.",
			[]line{{false, 0, "Papers"}, {true, 1, "DOE, J. . A title."}, {true, 2, "ROE, M. . Another."}}},
		{"a number alone before a blank line stays", "1.\n\nA title",
			[]line{{false, 0, "1."}, {false, 0, ""}, {false, 0, "A title"}}},
		{"a number alone before an item stays", "[3]\n- A title",
			[]line{{false, 0, "[3]"}, {true, 0, "A title"}}},
		{"a year alone is no number", "2019.\nA title",
			[]line{{false, 0, "2019."}, {false, 0, "A title"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines, _ := Parse(tt.src)
			var got []line
			for _, l := range lines {
				got = append(got, line{l.Item, l.Number, l.Text})
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("lines (-want +got):\n%s", diff)
			}
		})
	}
}

// TestLetteredList checks which lettered markers start a list item: "a"
// always, another letter only as the next after the last lettered item,
// and a capital never (it is an initial).
func TestLetteredList(t *testing.T) {
	type line struct {
		Item bool
		Text string
	}
	tests := []struct {
		name string
		src  string
		want []line
	}{
		{"citations under a numbered paragraph", "1. Our work on things.\n   a. Doe J, Roe K. A title. J Stuff. 2019;1:2-3.\n   b. Roe K. Another. J Stuff. 2020;2:4-5.",
			[]line{{true, "Our work on things."}, {true, "Doe J, Roe K. A title. J Stuff. 2019;1:2-3."}, {true, "Roe K. Another. J Stuff. 2020;2:4-5."}}},
		{"brackets", "(a) One title.\n(b) Two title.\nc) Three title.",
			[]line{{true, "One title."}, {true, "Two title."}, {true, "Three title."}}},
		{"a letter out of turn is text", "a. One title.\nc. the rest of it",
			[]line{{true, "One title."}, {false, "c. the rest of it"}}},
		{"a capital is an initial", "A. Author and B. Writer. A title.",
			[]line{{false, "A. Author and B. Writer. A title."}}},
		{"a wrapped line opening with a letter", "Doe J. A study of type\na. Things. 2019.\nRoe K. Another.",
			[]line{{false, "Doe J. A study of type"}, {false, "a. Things. 2019."}, {false, "Roe K. Another."}}},
		{"one citation after a blank line", "1. Our work on things.\n\n   a. Doe J. A title. 2019.\n2. More work.",
			[]line{{true, "Our work on things."}, {false, ""}, {true, "Doe J. A title. 2019."}, {true, "More work."}}},
		{"a list under a wrapped paragraph", "1. Our work on\nthings.\na) Doe J. One. 2019.\nb) Roe K. Two. 2020.",
			[]line{{true, "Our work on"}, {false, "things."}, {true, "Doe J. One. 2019."}, {true, "Roe K. Two. 2020."}}},
		{"a letter opening a sentence", "b. the rest",
			[]line{{false, "b. the rest"}}},
		{"no full stop in brackets", "(a. One",
			[]line{{false, "(a. One"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines, _ := Parse(tt.src)
			var got []line
			for _, l := range lines {
				got = append(got, line{l.Item, l.Text})
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Parse(%q) (-want +got):\n%s", tt.src, diff)
			}
		})
	}
}

// TestParse checks the layout hints Parse reads from each kind of
// markdown line.
func TestParse(t *testing.T) {
	type line struct {
		Num, Indent, Heading int
		Item                 bool
		Number               int
		Text                 string
		Spans                []Span
		URLs                 []string
		Label, Rule, Hard    bool
		With                 []string
	}
	tests := []struct {
		name  string
		src   string
		want  []line
		front FrontMatter
	}{
		{"heading, numbered item, link", "## Papers\n1. **Doe, J.** and Roe, M.\n   [A title](https://x.org).", []line{
			{Num: 1, Heading: 2, Text: "Papers"},
			{Num: 2, Item: true, Number: 1, Text: "Doe, J. and Roe, M.", Spans: []Span{{0, 7, Bold}}},
			{Num: 3, Indent: 3, Text: "A title.", Spans: []Span{{0, 7, Link}}, URLs: []string{"https://x.org"}},
		}, FrontMatter{}},
		{"front matter, setext heading, rule, comment, hard break", "---\nauthor: Jane Doe\ntitle: CV\n---\nPapers\n======\n\n---\n<!-- hidden -->text {% raw %}here  \nnext", []line{
			{Num: 5, Heading: 1, Text: "Papers"},
			{Num: 7},
			{Num: 8, Rule: true},
			{Num: 9, Text: "text here ", Hard: true},
			{Num: 10, Text: "next"},
		}, FrontMatter{Author: "Jane Doe", AuthorLine: 2, Title: "CV"}},
		{"R Markdown CV's name and surname", "---\nname: Jane Q.\nsurname: Doe\nposition: Fellow\n---\nText", []line{
			{Num: 6, Text: "Text"},
		}, FrontMatter{Author: "Jane Q. Doe", AuthorLine: 2}},
		{"author before name", "---\nauthor: Jane Doe\nname: cv\n---\nText", []line{
			{Num: 5, Text: "Text"},
		}, FrontMatter{Author: "Jane Doe", AuthorLine: 2}},
		{"field label, nested bullet, bracketed number", "**Authors:** Jane Doe, Max Moe\n\t* nested\n[3] Third", []line{
			{Num: 1, Text: "Jane Doe, Max Moe", Label: true},
			{Num: 2, Indent: 4, Item: true, Text: "nested"},
			{Num: 3, Item: true, Number: 3, Text: "Third"},
		}, FrontMatter{}},
		{"bracketed with-byline", "- A Study of Finches (with Ann Lee and Bo Chen).", []line{
			{Num: 1, Item: true, Text: "A Study of Finches. Ann Lee and Bo Chen. ", With: []string{"Ann Lee", "Bo Chen"}},
		}, FrontMatter{}},
		{"HTML line breaks and items", "<ul><li>First</li><li><b>Second</b></li></ul>", []line{
			{Num: 1, Hard: true},
			{Num: 1, Item: true, Text: "First", Hard: true},
			{Num: 1, Item: true, Text: "Second", Spans: []Span{{0, 6, Bold}}, Hard: true},
		}, FrontMatter{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines, front := Parse(tt.src)
			var got []line
			for _, l := range lines {
				got = append(got, line{l.Num, l.Indent, l.Heading, l.Item, l.Number, l.Text, l.Spans, l.URLs, l.Label, l.Rule, l.Hard, l.With})
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("lines (-want +got):\n%s", diff)
			}
			if front != tt.front {
				t.Errorf("front matter %+v, want %+v", front, tt.front)
			}
		})
	}
}

// TestInline checks the text and styled ranges of inline markup.
func TestInline(t *testing.T) {
	tests := []struct {
		in, text string
		spans    []Span
	}{
		{"**bold** and _it_ and `code` \\*x", "bold and it and code *x", []Span{{0, 4, Bold}, {9, 11, Italic}}},
		{string(BoldOpen) + "B" + string(BoldClose) + " " + string(ItalicOpen) + "I" + string(ItalicClose) + " " + string(LinkOpen) + "L" + string(LinkClose), "B I L", []Span{{0, 1, Bold}, {2, 3, Italic}, {4, 5, Link}}},
		{"a * b ** c", "a * b ** c", nil},
		{"***both***", "both", []Span{{0, 4, Bold | Italic}}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			text, spans := Inline(tt.in)
			if text != tt.text {
				t.Errorf("text %q, want %q", text, tt.text)
			}
			if diff := cmp.Diff(tt.spans, spans, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("spans (-want +got):\n%s", diff)
			}
		})
	}
}

// FuzzParse reads any text: no panic, every line's number inside the
// source and in order, every styled range inside its line's text.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("../../../testdata/seeds/*")
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(string(data))
		}
	}
	f.Add("---\nauthor: A\n---\n# H\n1. **x** [y](z) (with Ann Lee)\n<li>a<br>b</li>\n***\n")
	f.Add("1.\nDOE, J. . A title.\n[2]\n\n(3)\n# H")
	f.Fuzz(func(t *testing.T, src string) {
		lines, _ := Parse(src)
		n, last := strings.Count(src, "\n")+1, 0
		for _, l := range lines {
			if l.Num < 1 || l.Num > n || l.Num < last {
				t.Fatalf("line number %d after %d, source of %d lines", l.Num, last, n)
			}
			last = l.Num
			for _, s := range l.Spans {
				if s.Start < 0 || s.Start > s.End || s.End > len(l.Text) {
					t.Fatalf("span %v outside %q", s, l.Text)
				}
			}
		}
	})
}

// TestHideDetails checks which collapsed <details> blocks Parse drops:
// an abstract or BibTeX record folded under an entry goes, with the
// summary's label; an open block, a folded list of entries and a block
// never closed stay. Lines keep their numbers.
func TestHideDetails(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string // the text of each line with text, "N: text"
	}{
		{"abstract under an entry",
			"**A Study of Finches.** (with Ann Lee).\n<details>\n  <summary>Abstract</summary>\nWe show that finches sing, in the journal of songs.\n</details>\n\n**Next Title.**",
			[]string{"1: A Study of Finches. Ann Lee.", "7: Next Title."}},
		{"on one line, text around it",
			"Doe, J. (2020). A title. <details><summary>BibTeX</summary>@article{doe20, journal={J}}</details> [PDF]",
			[]string{"1: Doe, J. (2020). A title. [PDF]"}},
		{"nested, upper case",
			"Entry one.\n<DETAILS><summary>More</summary>\n<details><summary>Inner</summary>text</details>\nouter text\n</DETAILS>\nEntry two.",
			[]string{"1: Entry one.", "6: Entry two."}},
		{"open is shown",
			"<details open><summary>Abstract</summary>\nShown text.\n</details>",
			[]string{"1: Abstract", "2: Shown text."}},
		{"a folded list of entries is kept",
			"<details>\n<summary>2019</summary>\n\n- Doe, J. A title. 2019.\n</details>",
			[]string{"2: 2019", "4: Doe, J. A title. 2019."}},
		{"never closed",
			"<details><summary>Abstract</summary>\nText.",
			[]string{"1: Abstract", "2: Text."}},
		{"inside a comment",
			"<!-- <details>\n--> Visible.\n</details>\nAfter.",
			[]string{"2: Visible.", "4: After."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines, _ := Parse(tt.src)
			var got []string
			for _, l := range lines {
				if !l.Blank() {
					got = append(got, fmt.Sprintf("%d: %s", l.Num, strings.TrimSpace(l.Text)))
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("lines (-want +got):\n%s", diff)
			}
		})
	}
}

// FuzzHideDetails checks that hiding <details> blocks never panics,
// keeps every line in its place and only ever removes text.
func FuzzHideDetails(f *testing.F) {
	for _, s := range []string{"a<details>b\nc</details>d", "<details><details></details>", "<DETAILS open>x</details>", "<details\n</details>", "<detailsx>y</details>"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		lines := strings.Split(src, "\n")
		before := strings.Join(lines, "\n")
		HideDetails(lines)
		if got := len(lines); got != strings.Count(before, "\n")+1 {
			t.Fatalf("%d lines, want %d", got, strings.Count(before, "\n")+1)
		}
		if after := strings.Join(lines, "\n"); len(after) > len(before) {
			t.Fatalf("hiding added text: %q from %q", after, before)
		}
	})
}
