package entries

import (
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/label"
)

func TestEditorCue(t *testing.T) {
	tests := []struct {
		s          string
		start, end int
		want       bool
	}{
		{"Title, in: Roe, Mara (Hrsg.): Book", 11, 21, true},
		{"Title. Edited by Mara Roe. Press", 17, 25, true},
		{"Mara Roe, Ilya Petrov. Title", 0, 21, false},
		{"Title. In Mara Roe (ed.), Book", 10, 18, true},
	}
	for _, tt := range tests {
		if got := editorCue(tt.s, tt.start, tt.end); got != tt.want {
			t.Errorf("editorCue(%q, %d, %d) = %v, want %v", tt.s, tt.start, tt.end, got, tt.want)
		}
	}
}

// fakeLabels labels the tokens of lb's text by the byte ranges given, as a
// labeller would, with confidence 1; the rest is Other.
func fakeLabels(lb *cvLabelled, ranges map[label.Label][2]int) {
	e := label.Entry{Text: lb.text, Tokens: label.Tokenize(lb.text, nil)}
	for _, t := range e.Tokens {
		l := label.Other
		for lab, r := range ranges {
			if t.Start >= r[0] && t.End <= r[1] {
				l = lab
			}
		}
		e.Labels = append(e.Labels, l)
		e.Confidence = append(e.Confidence, 1)
	}
	lb.entry = e
	lb.fields = e.Fields()
}

// TestChooseFields checks how the entry stage settles the title and the
// byline from its rules and a labeller's reading, whatever the model.
func TestChooseFields(t *testing.T) {
	span := func(s, sub string) [2]int {
		i := strings.Index(s, sub)
		return [2]int{i, i + len(sub)}
	}
	tests := []struct {
		name, text  string
		labels      map[label.Label]string
		wantTitle   string
		wantAuthors int
		sureTitle   bool
		sureByline  bool
	}{
		{"agree", "Mara Roe, Ilya Petrov. Finches of the north. Island Letters, 2019.",
			map[label.Label]string{label.Author: "Mara Roe, Ilya Petrov", label.Title: "Finches of the north", label.Container: "Island Letters"},
			"Finches of the north", 2, true, true},
		{"labeller corrects a guessed title", "Mara Roe, Ilya Petrov (2019) Finches of the north; a study. Island Letters 12.",
			map[label.Label]string{label.Author: "Mara Roe, Ilya Petrov", label.Title: "Finches of the north; a study", label.Container: "Island Letters"},
			"Finches of the north; a study", 2, true, true},
		{"a marked title the labeller calls the journal", "Mara Roe, Ilya Petrov. (2019). Finches of the north. **Island Letters** 12.",
			map[label.Label]string{label.Author: "Mara Roe, Ilya Petrov", label.Title: "Finches of the north", label.Container: "Island Letters"},
			"Finches of the north", 2, true, true},
		{"byline the labeller reads elsewhere stays, in doubt", "Mara Roe, Ilya Petrov. Finches of the north. Island Letters, 2019.",
			map[label.Label]string{label.Author: "Island Letters", label.Title: "Finches of the north"},
			"Finches of the north", 2, true, false},
		{"editors are no byline", "Mara Roe: Finches of the north, in: Ilya Petrov, Ann Lee, Bo Chen (eds.): Island Birds, 2019.",
			map[label.Label]string{label.Author: "Mara Roe", label.Title: "Finches of the north", label.Editor: "Ilya Petrov, Ann Lee, Bo Chen", label.Container: "Island Birds"},
			"Finches of the north", 1, true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mdLines, _ := markup.Parse(tt.text)
			lines := make([]doc.Line, len(mdLines))
			for i, l := range mdLines {
				lines[i].Line = l
			}
			f := analyzeEntry(&cvEntry{lines: lines})
			lb := labelEntry(label.Default(), f, false)
			ranges := map[label.Label][2]int{}
			for l, sub := range tt.labels {
				ranges[l] = span(lb.text, sub)
			}
			fakeLabels(lb, ranges)
			c := chooseFields(f, lb, false)
			authors := 0
			if f.byline != nil {
				authors = len(f.byline.Names)
			}
			if f.title != tt.wantTitle || authors != tt.wantAuthors {
				t.Errorf("title %q with %d authors, want %q with %d", f.title, authors, tt.wantTitle, tt.wantAuthors)
			}
			if (c.title >= sureField) != tt.sureTitle || (c.byline >= sureField) != tt.sureByline {
				t.Errorf("confidence %+v, want sure title %v, sure byline %v", c, tt.sureTitle, tt.sureByline)
			}
		})
	}
}

// TestItalicTitleMarked checks that italics at the head of an entry with
// no byline mark its title when the labeller reads them as the title,
// and not when it reads them as the container.
func TestItalicTitleMarked(t *testing.T) {
	tests := []struct {
		name, text string
		labels     map[label.Label]string
		want       bool
	}{
		{"the labeller's title", "*Widgets in Law*, 98 Example Law Review 874",
			map[label.Label]string{label.Title: "Widgets in Law", label.Container: "Example Law Review"}, true},
		{"the labeller's journal", "*Widgets in Law*, 98 Example Law Review 874",
			map[label.Label]string{label.Container: "Widgets in Law"}, false},
		{"roman title", "Widgets in Law, 98 *Example Law Review* 874",
			map[label.Label]string{label.Title: "Widgets in Law", label.Container: "Example Law Review"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines := docLines(t, tt.text)
			f := analyzeEntry(&cvEntry{lines: lines})
			lb := labelEntry(label.Default(), f, false)
			ranges := map[label.Label][2]int{}
			for l, sub := range tt.labels {
				i := strings.Index(lb.text, sub)
				ranges[l] = [2]int{i, i + len(sub)}
			}
			fakeLabels(lb, ranges)
			chooseFields(f, lb, false)
			if f.titleMarked != tt.want {
				t.Errorf("title %q marked %v, want %v", f.title, f.titleMarked, tt.want)
			}
		})
	}
}

// TestTrimCVWords checks that what a labeller reads as a status, a link
// word, a mark or an award is cut from the edges of a field, whatever the
// model.
func TestTrimCVWords(t *testing.T) {
	span := func(s, sub string) [2]int {
		i := strings.Index(s, sub)
		return [2]int{i, i + len(sub)}
	}
	tests := []struct {
		name, text, field string
		labels            map[label.Label][]string
		want              string
	}{
		{"status before the venue", "A. Author. A Title. Forthcoming in Journal of Things.", "Forthcoming in Journal of Things",
			map[label.Label][]string{label.Status: {"Forthcoming"}, label.Container: {"Journal of Things"}}, "Journal of Things"},
		{"status after the venue", "A. Author. A Title. Journal of Things, to appear.", "Journal of Things, to appear",
			map[label.Label][]string{label.Status: {"to appear"}, label.Container: {"Journal of Things"}}, "Journal of Things"},
		{"a status alone", "A. Author. A Title. Under review.", "Under review",
			map[label.Label][]string{label.Status: {"Under review"}}, ""},
		{"link words after the title", "A. Author. A Title on Rivers [PDF] [Code]. Journal of Things.", "A Title on Rivers [PDF] [Code]",
			map[label.Label][]string{label.Title: {"A Title on Rivers"}, label.LinkWord: {"PDF", "Code"}}, "A Title on Rivers"},
		{"an award after the venue", "A. Author. A Title. Proc. of Things, Best Paper Award.", "Proc. of Things, Best Paper Award",
			map[label.Label][]string{label.Container: {"Proc. of Things"}, label.Award: {"Best Paper Award"}}, "Proc. of Things"},
		{"a status word inside the venue stays", "A. Author. A Title. Journal of Accepted Things.", "Journal of Accepted Things",
			map[label.Label][]string{label.Container: {"Journal of"}, label.Status: {"Accepted"}, label.Title: {"Things"}}, "Journal of Accepted Things"},
		{"a link word alone stays", "A. Author. A Title. [arXiv]", "arXiv",
			map[label.Label][]string{label.LinkWord: {"arXiv"}}, "arXiv"},
		{"nothing read", "A. Author. A Title. Journal of Things.", "Journal of Things",
			map[label.Label][]string{label.Container: {"Journal of Things"}}, "Journal of Things"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lb := &cvLabelled{text: tt.text, lineStart: []int{0}}
			ranges := map[label.Label][2]int{}
			var extra [][2]int
			var extraL []label.Label
			for l, subs := range tt.labels {
				for k, sub := range subs {
					if k == 0 {
						ranges[l] = span(tt.text, sub)
						continue
					}
					extra = append(extra, span(tt.text, sub))
					extraL = append(extraL, l)
				}
			}
			fakeLabels(lb, ranges)
			for k, r := range extra {
				for i, tok := range lb.entry.Tokens {
					if tok.Start >= r[0] && tok.End <= r[1] {
						lb.entry.Labels[i] = extraL[k]
					}
				}
			}
			if got := lb.trimCVWords(tt.field, venueCVLabels); got != tt.want {
				t.Errorf("trimCVWords(%q) = %q, want %q", tt.field, got, tt.want)
			}
		})
	}
}
