package label

import (
	"strings"
	"testing"
	"unicode"

	"github.com/google/go-cmp/cmp"
)

func TestTokenize(t *testing.T) {
	for _, tc := range []struct {
		name  string
		text  string
		spans []Span
		want  []string // token texts; a trailing "/b" etc. lists marks
	}{
		{"initials", "Doe, J.R.", nil, []string{"Doe", ",", "J", ".", "R", "."}},
		{"apostrophe", "O'Brien d’Alembert 't Hooft", nil, []string{"O'Brien", "d’Alembert", "'", "t", "Hooft"}},
		{"hyphen and dash", "pp. 12-34 – x", nil, []string{"pp", ".", "12", "-", "34", "–", "x"}},
		{"url", "See https://example.org/a_b?c=1. Next", nil, []string{"See", "https://example.org/a_b?c=1", ".", "Next"}},
		{"url in parens", "(http://x.org/a_(b)) x", nil, []string{"(", "http://x.org/a_(b)", ")", "x"}},
		{"doi", "doi:10.1000/xyz.12, 10.1234/abc.", nil, []string{"doi:10.1000/xyz.12", ",", "10.1234/abc", "."}},
		{"email", "mail jane.doe@example.com.", nil, []string{"mail", "jane.doe@example.com", "."}},
		{"not an email", "a @ b", nil, []string{"a", "@", "b"}},
		{"unicode", "Müller, Ö. 東京", nil, []string{"Müller", ",", "Ö", ".", "東京"}},
		{"marks", "Doe J, Roe K. Title", []Span{{0, 5, Bold}, {15, 20, Italic}}, []string{"Doe/bold", "J/bold", ",", "Roe", "K", ".", "Title/italic"}},
		{"mark overlap", "ab cd", []Span{{1, 4, Quoted}}, []string{"ab/quoted", "cd/quoted"}},
		{"empty", "", nil, nil},
		{"invalid utf8", "a\xffb", nil, []string{"a", "\xff", "b"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, tk := range Tokenize(tc.text, tc.spans) {
				s := tk.Text
				if tk.Marks != 0 {
					s += "/" + tk.Marks.String()
				}
				got = append(got, s)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("Tokenize(%q) (-want +got):\n%s", tc.text, diff)
			}
		})
	}
}

func TestTokenizeOffsets(t *testing.T) {
	text := "  Doe,  J.\t(2001)  "
	toks := Tokenize(text, nil)
	want := []Token{
		{"Doe", 2, 5, 0, true}, {",", 5, 6, 0, false}, {"J", 8, 9, 0, true}, {".", 9, 10, 0, false},
		{"(", 11, 12, 0, true}, {"2001", 12, 16, 0, false}, {")", 16, 17, 0, false},
	}
	if diff := cmp.Diff(want, toks); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// checkTokens asserts the invariants of Tokenize: tokens in order, inside
// the text, their text the bytes they cover, only space between them.
func checkTokens(t *testing.T, text string, toks []Token) {
	t.Helper()
	prev := 0
	for _, tk := range toks {
		if tk.Start < prev || tk.End <= tk.Start || tk.End > len(text) {
			t.Fatalf("token %+v out of order or bounds (prev end %d, len %d)", tk, prev, len(text))
		}
		if text[tk.Start:tk.End] != tk.Text {
			t.Fatalf("token %+v: text %q", tk, text[tk.Start:tk.End])
		}
		if gap := text[prev:tk.Start]; strings.TrimFunc(gap, unicode.IsSpace) != "" {
			t.Fatalf("skipped %q before %+v", gap, tk)
		}
		prev = tk.End
	}
	if rest := text[prev:]; strings.TrimFunc(rest, unicode.IsSpace) != "" {
		t.Fatalf("skipped %q at the end", rest)
	}
}

func FuzzTokenize(f *testing.F) {
	for _, s := range []string{"Doe, J. (2001). Title. J. Stuff 3(2):1-10. doi:10.1/x", "http://a.b/c).", "O'Brien’s", "a\xffb", "x@y.z"} {
		f.Add(s)
	}
	refs, _, _ := TrainingData(".")
	for i := 0; i < len(refs); i += 997 {
		f.Add(refs[i].Text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		toks := Tokenize(text, []Span{{0, len(text) / 2, Bold}})
		checkTokens(t, text, toks)
		e := Parse(text, nil)
		if len(e.Labels) != len(e.Tokens) || len(e.Confidence) != len(e.Tokens) {
			t.Fatalf("Parse: %d tokens, %d labels, %d confidences", len(e.Tokens), len(e.Labels), len(e.Confidence))
		}
		for _, c := range e.Confidence {
			if c < 0 || c > 1.0000001 {
				t.Fatalf("confidence %v", c)
			}
		}
		for _, fl := range e.Fields() {
			if fl.Start < 0 || fl.End > len(text) || text[fl.Start:fl.End] != fl.Text {
				t.Fatalf("field %+v outside the text", fl)
			}
		}
		b := SplitNames(text, nil)
		for _, n := range b.Names {
			if n.Start < 0 || n.End > len(text) || n.Start > n.End {
				t.Fatalf("name %+v outside the text", n)
			}
		}
	})
}

// TestURLStart: urlStart is the test of the lower case of a text's first
// 12 bytes it replaces, in ASCII and beyond, for every cut of a few
// texts; and isYear takes four digits from 1500 to 2039, with a letter
// after them or not, and nothing else.
func TestURLStart(t *testing.T) {
	ref := func(s string) bool {
		lower := strings.ToLower(s[:min(len(s), 12)])
		return strings.HasPrefix(lower, "http://") || strings.HasPrefix(lower, "https://") ||
			strings.HasPrefix(lower, "www.") || strings.HasPrefix(lower, "doi:10.") ||
			strings.HasPrefix(lower, "ftp://")
	}
	for _, text := range []string{"HTTPS://example.org/x", "Www.Example.org", "ftp://x.y", "DOI:10.1000/182", "doİ:10.1000/182",
		"Ḧttp://x.org", "http:/x", "wwwx", "h\xfftp://", "Doe, J. www.example.org", "ẞtraße https://x"} {
		for i := range len(text) + 1 {
			if got, want := urlStart(text[i:]), ref(text[i:]); got != want {
				t.Errorf("urlStart(%q) = %v, want %v", text[i:], got, want)
			}
		}
	}
	for s, want := range map[string]bool{"1500": true, "2039": true, "1499": false, "2040": false, "2020a": true, "2020A": false,
		"+999": false, "-200": false, "20 1": false, "202": false, "20201": false, "١٩٩٠": false, "": false} {
		if got := isYear(s); got != want {
			t.Errorf("isYear(%q) = %v, want %v", s, got, want)
		}
	}
}
