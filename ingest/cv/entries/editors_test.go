package entries

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pubgraph/pubgraph/ingest/label"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/pub"
)

func editorList(as []pub.Author) []string {
	var out []string
	for _, a := range as {
		out = append(out, a.Name)
	}
	return out
}

func TestEditorNames(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"B. Editor and C. Redact", []string{"B. Editor", "C. Redact"}},
		{"B. Editor & C. Redact", []string{"B. Editor", "C. Redact"}},
		{"Editor, Bea/Redact, Carl", []string{"Bea Editor", "Carl Redact"}},
		{"B. Éditeur et C. Rédacteur", []string{"B. Éditeur", "C. Rédacteur"}},
		{"B. Editor, C. Redact, and D. Sammler, Jr.", []string{"B. Editor", "C. Redact", "D. Sammler Jr."}},
		{"Bea Editor", []string{"Bea Editor"}},
		// Not a list of names as a whole: nothing.
		{"Book of Things, B. Editor", nil},
		{"B. Editor, Example Press", nil},
		{"", nil},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, editorList(editorNames(tt.in))); diff != "" {
				t.Errorf("editorNames(%q) (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}

func TestTrailingEditors(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"Book of Things, B. Editor and C. Redact", []string{"B. Editor", "C. Redact"}},
		{"Book of Things, Volume Two, B. Editor, C. Redact, and D. Sammler", []string{"B. Editor", "C. Redact", "D. Sammler"}},
		{"Book of Things", nil},
		{", B. Editor", nil}, // no title before the names
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, editorList(trailingEditors(tt.in))); diff != "" {
				t.Errorf("trailingEditors(%q) (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}

// entryOf makes an entry of text, read as markup.
func entryOf(text string) *cvEntry {
	mdLines, _ := markup.Parse(text)
	lines := make([]doc.Line, len(mdLines))
	for i, l := range mdLines {
		lines[i].Line = l
	}
	return &cvEntry{lines: lines}
}

// TestNotEditors keeps translators and the authors of a reviewed or
// highlighted work, which the labeller reads as editors, out of a
// publication's editors.
func TestNotEditors(t *testing.T) {
	tests := []struct {
		text, names string
		want        bool
	}{
		{"A. Author. A novel. Translated by Tom Translator. Example Press, 2018.", "Tom Translator", true},
		{"A. Author. A novel. Trans. Tom Translator. Example Press, 2018.", "Tom Translator", true},
		{"A. Author. A review. Journal of Things, 2018. Review of a book by Rex Writer.", "Rex Writer", true},
		{"A. Author. A title. In Book, edited by Bea Editor, 1–20. Example Press, 2019.", "Bea Editor", false},
		{"A. Author. A title. In B. Editor (Ed.), Book, 1–20. Example Press, 2019.", "B. Editor", false},
		{"Bea Editor (Ed.), Book. Example Press, 2019.", "Bea Editor", false},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			lb := labelEntry(label.Default(), analyzeEntry(entryOf(tt.text)), false)
			at := strings.Index(lb.text, tt.names)
			if at < 0 {
				t.Fatalf("%q not in %q", tt.names, lb.text)
			}
			if got := notEditors(lb, at); got != tt.want {
				t.Errorf("notEditors(%q) = %v, want %v", tt.names, got, tt.want)
			}
		})
	}
}

// FuzzEntryEditors reads any text as an entry: no panic, and every
// editor's name is made of words of the text.
func FuzzEntryEditors(f *testing.F) {
	for _, s := range []string{
		"A. Author. 2019. A Title. In B. Editor and C. Redact (Eds.), Book (pp. 1–20). Example Press.",
		"Author, Anna: Ein Titel. In: Editor, Bea/Redact, Carl (Hrsg.): Handbuch. Berlin 2019, S. 1–20.",
		"A. Author, \"A title\", in Book, B. Editor, C. Redact, and D. Sammler, Jr. eds. (Press, 2008).",
		"Anne Auteur, « Un titre », dans B. Éditeur (dir.), Manuel, Paris, 2019.",
		"(Eds.) , , and ,",
		"",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if !utf8.ValidString(text) || strings.ContainsAny(text, "\n\r") {
			return
		}
		e := entryOf(text)
		if len(e.lines) == 0 {
			return
		}
		fl := analyzeEntry(e)
		lb := labelEntry(label.Default(), fl, false)
		for _, a := range entryEditors(fl, lb) {
			for _, w := range strings.Fields(a.Name) {
				if !strings.Contains(text, strings.Trim(w, ".,")) {
					t.Errorf("editor %q: %q is not in %q", a.Name, w, text)
				}
			}
		}
	})
}
