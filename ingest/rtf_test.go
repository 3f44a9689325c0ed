package ingest

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// rtfHead is the start of a document as Word writes it: code page,
// fonts, colours, a style sheet with a heading and a character style,
// and the document's information.
const rtfHead = `{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0\froman Times New Roman;}{\f3\fnil\fcharset2 Symbol;}}` +
	`{\colortbl;\red0\green0\blue0;}` +
	`{\stylesheet{\ql \f0 Normal;}{\s1\ql\outlinelevel0 \b\f0 heading 1;}{\*\cs10 \additive Heading 1 Char;}{\s15 List Paragraph;}}` +
	`{\info{\title A hidden title}{\author Someone}}` + "\n"

func TestRTFText(t *testing.T) {
	tests := []struct {
		name, body, want string
	}{
		{"heading, emphasis and paragraphs",
			`\pard\s1 Publications\par\pard\plain {\b Jane Doe}, Max Moe. Fast paths. {\i Proc. Things}, 2021.\par` + "\n" + `\pard Plain \b bold\b0  again\par`,
			"## Publications\n\n**Jane Doe**, Max Moe. Fast paths. *Proc. Things*, 2021.\n\nPlain **bold** again\n\n"},
		{"code page, unicode and special characters",
			`\pard M\'fcller, J. \u8220\'93Quoted\u8221\'94 \endash\~1\u-10179\u-8694?\emdash x\line next\tab y\par`,
			"Müller, J. “Quoted” – 1\U0001f60a—x\nnext y\n\n"},
		{"list text as Word writes it",
			`{\listtext\pard\plain\f0 1.\tab}\pard\s15\ls1 First contribution.\par` +
				`{\listtext\pard\plain\f0 a.\tab}\pard\s15\ls1\ilvl1 Doe J. A paper. 2010.\par` +
				`{\listtext\pard\plain\f3 \'b7\tab}\pard\s15\ls2 A bullet.\par` +
				`{\listtext\pard\plain\f0 III.\tab}\pard\s15\ls3 Talks\par` +
				`{\pntext\f0 2.\tab}\pard Second.\par`,
			"1. First contribution.\n\n- Doe J. A paper. 2010.\n\n- A bullet.\n\nIII. Talks\n\n2. Second.\n\n"},
		{"fields show their results, hyperlinks their address",
			`\pard See {\field{\*\fldinst{HYPERLINK "https://doi.org/10.1/x"}}{\fldrslt{the paper}}}, page {\field{\*\fldinst PAGE}{\fldrslt 3}}.\par`,
			"See \ue005the paper\ue006\ue007https://doi.org/10.1/x\ue008, page 3.\n\n"},
		{"headers, footers, notes, comments, pictures and bookmarks left out",
			`{\header\pard Running header\par}{\footer\pard Page\par}\pard Doe J.{\super\chftn{\footnote\pard A note.\par}} A title.{\*\atnid X}{\annotation A comment}{\*\bkmkstart b1}{\pict\pngblip 89504e47}{\*\shppict{\pict 0a0b}} 2020.\par`,
			"Doe J. A title. 2020.\n\n"},
		{"table rows",
			`\trowd\cellx2000\cellx6000\pard\intbl 2019\cell\pard\intbl PhD\par Advisor: M. Moe\cell\row` +
				`\trowd\cellx2000\cellx6000\pard\intbl\cell\pard\intbl Postdoc\cell\row\pard After the table.\par`,
			"2019 | PhD Advisor: M. Moe\n\nPostdoc\n\nAfter the table.\n\n"},
		{"escapes, binary and groups",
			`\pard a \{b\} c\\d {\*\unknown hidden} {\bin3 xyz}e\par}`,
			"a {b} c\\d  e\n\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := RTFText(strings.NewReader(rtfHead+tt.body+"}"), "cv.rtf")
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("RTFText (-want +got):\n%s", diff)
			}
		})
	}
}

func TestRTFTextErrors(t *testing.T) {
	tests := []struct {
		name, data string
		want       error
	}{
		{"not RTF", "Jane Doe, CV", ErrNotRTF},
		{"no text", rtfHead + `\pard\par}`, pub.ErrEmpty},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := RTFText(strings.NewReader(tt.data), "cv.rtf")
			var pe *pub.ParseError
			if !errors.Is(err, tt.want) || !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), "cv.rtf") {
				t.Errorf("RTFText = %v, want %v as a ParseError naming the file", err, tt.want)
			}
		})
	}
	_, err := rtfText(strings.NewReader(rtfHead+strings.Repeat(`\pard Some words of text.\par`, 200)+"}"), "cv.rtf", Budget{TextBytes: 1000})
	if !errors.Is(err, ErrOverBudget) {
		t.Errorf("rtfText over budget = %v, want ErrOverBudget", err)
	}
	deep := rtfHead + strings.Repeat("{", 100000) + `\pard deep\par` + strings.Repeat("}", 100000) + "}"
	if got, err := RTFText(strings.NewReader(deep), "cv.rtf"); err != nil || got != "deep\n\n" {
		t.Errorf("RTFText of deep groups = %q, %v", got, err)
	}
}

// rtfCV is an invented CV as Word saves it in RTF.
func rtfCV() string {
	return rtfHead + `\pard\qc{\b\fs32 Jane Q. Doe}\par\pard Professor of Invented Studies, Example University\par` +
		`\pard\s1 Publications\par` +
		`{\listtext\pard\plain\f0 1.\tab}\pard\s15\ls1 {\b Doe, J. Q.}, Roe, R. (2019). Fast paths in slow networks. {\i Journal of Invented Results}, 12(3), 45\endash 67.\par` +
		`{\listtext\pard\plain\f0 2.\tab}\pard\s15\ls1 Moe, M., {\b Doe, J. Q.} (2021). Slow paths in fast networks. {\i Invented Letters}, 4, 1\endash 9.\par}`
}

// TestRTFGolden converts the invented CV, compares its text with
// testdata/docx/cv.golden.rtf.md (go test -update rewrites it), and
// reads it whole through ReadInput.
func TestRTFGolden(t *testing.T) {
	got, err := RTFText(strings.NewReader(rtfCV()), "cv.rtf")
	if err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "docx", "cv.golden.rtf.md")
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("RTFText (-want +got):\n%s", diff)
	}
	p := filepath.Join(t.TempDir(), "cv.txt")
	if err := os.WriteFile(p, []byte(rtfCV()), 0o644); err != nil {
		t.Fatal(err)
	}
	format, titles := inputTitles(t, p)
	if format != FormatRTF {
		t.Errorf("format = %s, want rtf by content", format)
	}
	if diff := cmp.Diff([]string{"Fast paths in slow networks", "Slow paths in fast networks"}, titles); diff != "" {
		t.Errorf("titles (-want +got):\n%s", diff)
	}
}

// FuzzRTFText checks that no document makes RTFText panic or return
// invalid UTF-8.
func FuzzRTFText(f *testing.F) {
	f.Add(rtfCV())
	f.Add(rtfHead + `{\listtext 1.}\pard\intbl a\cell\row\u-3\'zz\bin99`)
	f.Add(`{\rtf1{\stylesheet{\s2 heading 2;}}\s2 x\par{\field{\*\fldinst HYPERLINK "http://a"}{\fldrslt y`)
	f.Fuzz(func(t *testing.T, doc string) {
		text, err := RTFText(bytes.NewReader([]byte(doc)), "cv.rtf")
		if err == nil && !utf8.ValidString(text) {
			t.Errorf("RTFText returned invalid UTF-8: %q", text)
		}
	})
}
