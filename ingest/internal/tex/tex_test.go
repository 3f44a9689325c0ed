package tex

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestDecode checks each kind of LaTeX a BibTeX field holds.
func TestDecode(t *testing.T) {
	tests := []struct{ in, want string }{
		{`G{\"u}nnemann`, "Günnemann"},
		// A language switch keeps its text, not the language's name.
		{`On \foreignlanguage{greek}{λόγος} in Plato`, "On λόγος in Plato"},
		{`\foreignlanguage[variant=ancient]{greek}{λόγος}`, "λόγος"},
		{`\selectlanguage{polish}Tytuł`, "Tytuł"},
		// LaTeX single quotes are typeset ‘…’; an apostrophe or a quote
		// never closed stays as written.
		{"`Reading \\textit{The Odyssey} 4.1 again' in X", "‘Reading The Odyssey 4.1 again’ in X"},
		{"`Doe's queues' and more", "‘Doe's queues’ and more"},
		{"a `lone quote and Doe's", "a `lone quote and Doe's"},
		{"``double'' and `single'", "“double” and ‘single’"},
		{"Doe's cat", "Doe's cat"},
		// Math: capital Greek, arrows and relations set apart, the
		// spaces of the source dropped, display math as inline.
		{`the $\Lambda_b^0 \pi^+ \pi^-$ system`, "the Λb⁰π⁺π⁻ system"},
		{`at $$\sqrt{s} = 13$$ TeV`, "at √s = 13 TeV"},
		{`$B^\pm \to D^{(*)} h^\pm$ decays`, "B± → D(*)h± decays"},
		{`in $O(n \log n)$ time`, "in O(n log n) time"},
		{`G{\"{u}}nnemann`, "Günnemann"},
		{`G\"{u}nnemann`, "Günnemann"},
		{`G\"unnemann`, "Günnemann"},
		{`Andr{\'e}`, "André"},
		{`Andr\'{e}`, "André"},
		{`{\c{S}}irin`, "Şirin"},
		{`{\c S}irin`, "Şirin"},
		{`\c{c}`, "ç"},
		{`Rol{\'\i}nek`, "Rolínek"},
		{`{\'{\i}}`, "í"},
		{`Bj{\o}rn`, "Bjørn"},
		{`{\O}stergaard`, "Østergaard"},
		{`Stra\ss e`, "Straße"},
		{`Stra{\ss}e`, "Straße"},
		{`{\aa}ngstr{\"o}m`, "ångström"},
		{`\L{}ukasz`, "Łukasz"},
		{`Dvo\v{r}\'ak`, "Dvořák"},
		{`Erd\H{o}s`, "Erdős"},
		{`\~{n}`, "ñ"},
		{`\^{o}`, "ô"},
		{`\` + "`" + `{a}`, "à"},
		{`\={a}`, "ā"},
		{`\.{Z}`, "Ż"},
		{`\k{a}`, "ą"},
		{`\r{u}`, "ů"},
		{`\u{g}`, "ğ"},
		{`Security \& Privacy`, "Security & Privacy"},
		{`100\% sure`, "100% sure"},
		{`a\_b`, "a_b"},
		{`Fig.~1`, "Fig. 1"},
		{`pages 40--47`, "pages 40–47"},
		{`yes---no`, "yes—no"},
		{`well-known`, "well-known"},
		{`{\em Deep} learning`, "Deep learning"},
		{`\textit{Deep} \textbf{learning}`, "Deep learning"},
		{`\emph{x}`, "x"},
		{`{\bf Bold} {\it italic}`, "Bold italic"},
		{`Approximate {PageRank}`, "Approximate PageRank"},
		{`{{Bad Parts}}`, "Bad Parts"},
		{"a  \n\t b", "a b"},
		{`$O(n^2)$ time`, "O(n²) time"},
		{`H$_2$O and [Pb(H$_2$O)$_{1-8}$]$^{2+}$`, "H₂O and [Pb(H₂O)₁₋₈]²⁺"},
		{`$x_{(aq)}$ \,and\, \(\tau\)`, "x(aq) and τ"},
		{`Amos$^{\dagger}$`, "Amos†"},
		{"``quoted''", "“quoted”"},
		{`\href{http://x.org}{Link text}`, "Link text"},
		{`\LaTeX{} rocks`, "LaTeX rocks"},
		{`\unknowncommand{kept}`, "kept"},
		{`trailing \`, "trailing"},
		{`\'`, "\u0301"},
		{`{unbalanced`, "unbalanced"},
		{`unbalanced}`, "unbalanced"},
		{`Ren{\'e}e Ren\'ee`, "Renée Renée"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := Decode(tt.in); got != tt.want {
				t.Errorf("Decode(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestDecodeCommands pins how plain and marked decoding treat the kinds
// of command and character the decoder tells apart: font switches,
// escapes, scripts, links, skipped layout, spacing and math.
func TestDecodeCommands(t *testing.T) {
	tests := []struct{ in, plain, marked string }{
		{"{\\bf Bold} and {\\em it} \\textbf{b}", "Bold and it b", "\ue000Bold\ue001 and \ue002it\ue003 \ue000b\ue001"},
		{"a*b_c \\_ \\*", "a*b_c _", "a\\*b\\_c \\_"},
		{"1\\textsuperscript{st} x\\textsubscript{2}", "1st x₂", "1st x₂"},
		{"\\url{http://x.org/a_b} end", "http://x.org/a_b end", "http://x.org/a_b end"},
		{"\\vspace*{1em}x \\hspace{1cm}y", "x y", "x y"},
		{"\\itemsep-1mm z", "z", "z"},
		{"a\\\\b\\;c\\@d\\/e\\-f\\:g\\!h", "a b cdefgh", "a b cdefgh"},
		{"$a,b<c$", "a, b < c", "a, b < c"},
		{"$\\alpha \\to \\beta$ \\to", "α → β", "α → β"},
		{"\\[x\\] \\(y\\)", "x y", "x y"},
		{"\\hangindent=0.5in text", "text", "text"},
		{"\\href{u}{\\emph{t}}", "t", "\ue005\ue002t\ue003\ue006\ue007u\ue008"},
		{"\\# \\$ \\{ \\}", "# $ { }", "# $ { }"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := Decode(tt.in); got != tt.plain {
				t.Errorf("Decode(%q) = %q, want %q", tt.in, got, tt.plain)
			}
			if got := DecodeMarked(tt.in); got != tt.marked {
				t.Errorf("DecodeMarked(%q) = %q, want %q", tt.in, got, tt.marked)
			}
		})
	}
}

// FuzzDecode decodes any text: no panic, valid UTF-8 out, no space at
// either end or twice in a row.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{`Schr{\"o}dinger`, `H$_2$O and [Pb(H$_2$O)$_{1-8}$]$^{2+}$`, `\href{http://x.org}{Link}`, `{unbalanced`, `\vspace*{-8mm}x`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, out := range []string{Decode(s), DecodeMarked(s)} {
			if !utf8.ValidString(out) || out != strings.TrimSpace(out) || strings.Contains(out, "  ") {
				t.Errorf("decoded %q as %q", s, out)
			}
		}
	})
}

func TestSplitTopLevel(t *testing.T) {
	and := func(s string, i int) int {
		if strings.HasPrefix(s[i:], " and ") {
			return 5
		}
		return 0
	}
	tests := []struct {
		in   string
		sep  func(string, int) int
		want []string
	}{
		{"", CommaAt, []string{""}},
		{"a=1,b={x,y},c", CommaAt, []string{"a=1", "b={x,y}", "c"}},
		{"title={A, {B}, C}, x=}", CommaAt, []string{"title={A, {B}, C}", " x=}"}},
		{"}a,b", CommaAt, []string{"}a", "b"}},
		{"Doe, J. and {Roe and Sons} and Poe", and, []string{"Doe, J.", "{Roe and Sons}", "Poe"}},
	}
	for _, tt := range tests {
		got := SplitTopLevel(tt.in, tt.sep)
		if !slices.Equal(got, tt.want) {
			t.Errorf("SplitTopLevel(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// FuzzSplitTopLevel splits any text at commas: the parts joined with
// commas give the text back.
func FuzzSplitTopLevel(f *testing.F) {
	for _, s := range []string{"a=1,b={x,y}", "}{,", "title={A, {B}}, type=article"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got := strings.Join(SplitTopLevel(s, CommaAt), ","); got != s {
			t.Errorf("SplitTopLevel(%q) joined back is %q", s, got)
		}
	})
}

func ExampleDecode() {
	fmt.Println(Decode(`Schr{\"o}dinger's {\em cat} -- a~study`))
	// Output: Schrödinger's cat – a study
}
