package tex

import (
	"strings"
	"testing"
)

// TestExpandMacros checks each way a document defines and uses a macro
// of its own, and what is left as written.
func TestExpandMacros(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"owner macro with newcommand",
			"\\newcommand{\\me}{\\textbf{A. Author}}\nB. Coauthor and \\me.\n",
			"\nB. Coauthor and \\textbf{A. Author}.\n"},
		{"entry macro with four arguments",
			"\\newcommand{\\pub}[4]{#2. \\emph{#3}. #4, #1.}\n\\pub{2020}{B. Coauthor}{A Title}{A Journal}\n",
			"\nB. Coauthor. \\emph{A Title}. A Journal, 2020.\n"},
		{"macro inside an argument",
			"\\newcommand\\me{A. Author}\n\\newcommand*{\\pub}[2]{#1: #2}\n\\pub{B. Coauthor and \\me}{Title}\n",
			"\n\nB. Coauthor and A. Author: Title\n"},
		{"def with parameters",
			"\\def\\me{A. Author}\\def\\entry#1#2{#2 (#1)}\n\\entry{2019}{\\me}\n",
			"\nA. Author (2019)\n"},
		{"optional first argument with its default",
			"\\newcommand{\\venue}[2][Journal]{#2 in #1}\n\\venue{T1}; \\venue[Proc.]{T2}\n",
			"\nT1 in Journal; T2 in Proc.\n"},
		{"an invocation over three lines keeps the line count",
			"\\newcommand{\\pub}[3]{#1, #2, #3}\n\\pub{A. Author}\n  {Title}\n  {Venue}\nnext\n",
			"\nA. Author, Title, Venue\n\n\nnext\n"},
		{"a definition over lines leaves its line breaks",
			"\\newcommand{\\x}{%\n  X%\n}\nthen \\x\n",
			"\n\n\nthen X\n"},
		{"comment inside a body and a comment kept as written",
			"\\newcommand{\\x}[1]{a% note\n  #1}\n% \\x{no}\n\\x{b}\n",
			"\n\n% \\x{no}\nab\n"},
		{"renewcommand of a command the document never defined",
			"\\renewcommand{\\labelitemi}{--}\n\\labelitemi\n",
			"\n\\labelitemi\n"},
		{"renewcommand of the document's own macro",
			"\\newcommand{\\me}{A}\\renewcommand{\\me}{B}\\me\n",
			"B\n"},
		{"providecommand does not replace",
			"\\newcommand{\\me}{A}\\providecommand{\\me}{B}\\me\n",
			"A\n"},
		{"structural commands are kept",
			"\\renewcommand{\\section}[1]{\\large #1}\\def\\item{x}\n\\section{Publications}\n",
			"\n\\section{Publications}\n"},
		{"delimited def left as written",
			"\\def\\x#1.{#1}\\x a.\n",
			"\\def\\x#1.{#1}\\x a.\n"},
		{"double hash and an undelimited single-token argument",
			"\\newcommand{\\h}[1]{##(#1)}\\h x\n",
			"#(x)\n"},
		{"unclosed argument leaves the invocation",
			"\\newcommand{\\p}[2]{#1-#2}\n\\p{a}{b\n",
			"\n\\p{a}{b\n"},
		{"unclosed definition leaves the text",
			"\\newcommand{\\p}[2]{#1\n\\p{a}{b}\n",
			"\\newcommand{\\p}[2]{#1\n\\p{a}{b}\n"},
		{"escaped braces and percent",
			"\\newcommand{\\p}[1]{\\{#1\\}\\%}\\p{x}\n",
			"\\{x\\}\\%\n"},
		{"no definitions", "plain \\textbf{text}", "plain \\textbf{text}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ExpandMacros(tt.in); got != tt.want {
				t.Errorf("ExpandMacros(%q)\n got %q\nwant %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestExpandMacrosBudget checks that self-calling and explosive macros
// stop: recursion at the depth, growth at the budget.
func TestExpandMacrosBudget(t *testing.T) {
	tests := []struct {
		name, in string
		most     int // the longest acceptable output
	}{
		{"a macro that calls itself", "\\def\\a{x\\a}\\a\n", maxMacroDepth + 20},
		{"doubling", "\\def\\a{\\a\\a}\\a\n", 1 << 16},
		{"tenfold chain", "\\def\\b{\\a\\a\\a\\a\\a\\a\\a\\a\\a\\a}\\def\\a{\\b\\b\\b\\b\\b\\b\\b\\b\\b\\b}\\a\n", 4 * minMacroOutputBytes},
		{"many invocations", "\\def\\a{xxxxxxxxxx}" + strings.Repeat("\\a", maxMacroExpansions+10), 11 * (maxMacroExpansions + 10)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ExpandMacros(tt.in)
			if len(got) > tt.most {
				t.Errorf("ExpandMacros(%q) is %d bytes, want at most %d", tt.in, len(got), tt.most)
			}
		})
	}
	// Past the count of expansions the rest is left as written.
	in := "\\def\\a{y}" + strings.Repeat("\\a", maxMacroExpansions+3)
	got := ExpandMacros(in)
	if !strings.HasPrefix(got, "yyy") || !strings.HasSuffix(got, "\\a\\a\\a") {
		t.Errorf("ExpandMacros past its count: got %q…%q", got[:10], got[len(got)-10:])
	}
}

// FuzzExpandMacros checks that expansion never panics, keeps the number
// of lines of text without definitions spanning them, and stays within
// its budget.
func FuzzExpandMacros(f *testing.F) {
	for _, s := range []string{
		"\\newcommand{\\me}{\\textbf{A. Author}}\n\\pub{2020}{B. Coauthor and \\me}{T}{V}\n",
		"\\newcommand{\\pub}[4]{#2. \\emph{#3}. #4, #1.}\n\\pub{2020}{B}{T}{V}\n",
		"\\def\\a#1#2{#2#1}\\a{x}{y}\\def\\b{\\b}\\b",
		"\\newcommand{\\v}[2][d]{#1#2}\\v[{]}]{a}\\v{",
		"\\providecommand*\\x[1]{%\n#1}\\x}{",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := ExpandMacros(s)
		if len(got) > max(len(s)*maxMacroGrowth, minMacroOutputBytes)+len(s)*(maxMacroDepth+1) {
			t.Fatalf("ExpandMacros(%q): %d bytes", s, len(got))
		}
		if strings.Count(got, "\n") != strings.Count(s, "\n") && !strings.Contains(s, "#") {
			// Without parameters every expansion keeps its line breaks.
			t.Errorf("ExpandMacros(%q) = %q: %d lines, want %d", s, got, strings.Count(got, "\n"), strings.Count(s, "\n"))
		}
	})
}
