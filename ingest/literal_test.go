package ingest

import (
	"fmt"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// litTree renders a node tree compactly: scalars as tag:value@line:col,
// mappings in braces, sequences in brackets, a nil node as "~".
func litTree(n *yaml.Node) string {
	if n == nil {
		return "~"
	}
	var b strings.Builder
	switch n.Kind {
	case yaml.ScalarNode:
		fmt.Fprintf(&b, "%s:%q@%d:%d", strings.TrimPrefix(n.Tag, "!!"), n.Value, n.Line, n.Column)
	case yaml.MappingNode, yaml.SequenceNode:
		open, close := "[", "]"
		if n.Kind == yaml.MappingNode {
			open, close = "{", "}"
		}
		b.WriteString(open)
		for i, c := range n.Content {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(litTree(c))
		}
		b.WriteString(close)
	default:
		fmt.Fprintf(&b, "kind%d", n.Kind)
	}
	return b.String()
}

// TestParseLiterals pins the value kinds the literal parser reads in each
// language: strings (concatenated or not), numbers, booleans, nulls,
// calls with literal arguments, and expressions passed over.
func TestParseLiterals(t *testing.T) {
	tests := []struct {
		name string
		lang literalLang
		src  string
		want string
	}{
		{"js strings", langJS, "const papers = [{title: \"A \" + 'B' + `C`, note: \"x\" + y, year: 2021}]",
			`[[{str:"title"@1:18 str:"A BC"@1:25 str:"note"@1:43 str:"x"@1:49 str:"year"@1:58 int:"2021"@1:64}]]`},
		{"js numbers", langJS, "x = [1, -2.5, 0x1F, 1_000, 3e4, -, .5, 12L]",
			`[[int:"1"@1:6 int:"-2.5"@1:9 int:"1_000"@1:21 int:"3e4"@1:28 int:".5"@1:36 int:"12"@1:40]]`},
		{"js words", langJS, "x = [true, False, null, undefined, NA, None, #none, other, x.y(1)]",
			`[[bool:"true"@1:6 bool:"false"@1:12 null:""@1:19 null:""@1:25 null:""@1:36 null:""@1:40 null:""@1:46 [int:"1"@1:64]]]`},
		{"js call", langJS, "x = [{a: f({b: 1}), c: new Date(2020), d: 'q' as const, e: obj{z: 1}}]",
			`[[{str:"a"@1:7 [{str:"b"@1:13 int:"1"@1:16}] str:"d"@1:40 str:"q"@1:43 str:"e"@1:57 {str:"z"@1:64 int:"1"@1:67}}]]`},
		{"js expression", langJS, "x = [{a: 1 + 2, b: [3], c: g (4)}]",
			`[[{str:"a"@1:7 int:"1"@1:10 str:"b"@1:17 [int:"3"@1:21]}]]`},
		{"r list", langR, "papers <- list(list(title = \"T\", year = 2021L, ok = TRUE, who = c(\"A\", \"B\"), n = NULL))",
			`[[{str:"title"@1:21 str:"T"@1:29 str:"year"@1:34 int:"2021"@1:41 str:"ok"@1:48 bool:"true"@1:53 str:"who"@1:59 [str:"A"@1:67 str:"B"@1:72] str:"n"@1:78 null:""@1:82}]]`},
		{"python dict", langPython, "papers = [dict(title=\"T\", year=2020, tags=[\"a\"], x=None), {\"k\": True}]",
			`[[{str:"title"@1:16 str:"T"@1:22 str:"year"@1:27 int:"2020"@1:32 str:"tags"@1:38 [str:"a"@1:44] str:"x"@1:50 null:""@1:52} {str:"k"@1:60 bool:"true"@1:65}]]`},
		{"typst", langTypst, "#let papers = ((title: [_A Journal_], year: 2020, ok: true, n: none),)",
			`[[{str:"title"@1:17 str:"_A Journal_"@1:24 str:"year"@1:39 int:"2020"@1:45 str:"ok"@1:51 bool:"true"@1:55 str:"n"@1:61 null:""@1:64}]]`},
		{"r tribble", langR, "p <- tribble(~title, ~year,\n  \"T\", 2020,\n  \"U\", NA_integer_\n)",
			`[[{str:"title"@1:14 str:"T"@2:3 str:"year"@1:22 int:"2020"@2:8} {str:"title"@1:14 str:"U"@3:3 str:"year"@1:22 null:""@3:3}]]`},
		{"r tribble in a list", langR, "x <- list(a = tibble::tribble(~t, ~`n b`, \"A\", 1))",
			`[{str:"a"@1:11 [{str:"t"@1:31 str:"A"@1:43 str:"n b"@1:35 int:"1"@1:48}]}]`},
		{"r tribble without a whole row", langR, "z <- tribble(~a, ~b, \"x\")",
			`[[str:"x"@1:22]]`},
		{"r data.frame", langR, "d <- data.frame(title = c(\"T\", \"U\"), year = c(2020, 2021), stringsAsFactors = FALSE)",
			`[[{str:"title"@1:17 str:"T"@1:27 str:"year"@1:38 int:"2020"@1:47 str:"stringsAsFactors"@1:60 bool:"false"@1:79} {str:"title"@1:17 str:"U"@1:32 str:"year"@1:38 int:"2021"@1:53 str:"stringsAsFactors"@1:60 bool:"false"@1:79}]]`},
		{"r list of columns stays a record", langR, "m <- list(title = c(\"T\", \"U\"), year = c(1, 2))",
			`[{str:"title"@1:11 [str:"T"@1:21 str:"U"@1:26] str:"year"@1:32 [int:"1"@1:41 int:"2"@1:44]}]`},
		{"r columns of unequal length", langR, "d <- tibble(title = c(\"T\", \"U\"), year = c(1))",
			`[{str:"title"@1:13 [str:"T"@1:23 str:"U"@1:28] str:"year"@1:34 [int:"1"@1:43]}]`},
		{"r formula in a call", langR, "f <- lm(y ~ x, data = d)",
			`[]`},
		{"python DataFrame", langPython, "df = pd.DataFrame({\"title\": [\"T\", \"U\"], \"year\": [1, 2]})",
			`[[{str:"title"@1:20 str:"T"@1:30 str:"year"@1:41 int:"1"@1:50} {str:"title"@1:20 str:"U"@1:35 str:"year"@1:41 int:"2"@1:53}]]`},
		{"unterminated", langJS, "x = [{a: \"open",
			`[[{}]]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := litTree(parseLiterals(tt.src, tt.lang)); got != tt.want {
				t.Errorf("parseLiterals(%q) =\n%s\nwant\n%s", tt.src, got, tt.want)
			}
		})
	}
}
