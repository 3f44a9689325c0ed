package convert

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestHTMLMoreAuthors(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{
			name: "names in the onclick script",
			in: `<div class="author">A. Doe, B. Roe, and <span class="more-authors" title="click to view 2 more authors" ` +
				`onclick="var e = $(this); e.attr('title', ''); var t = e.text() == '2 more authors' ? 'C. Poe, D. Low' : '2 more authors';">2 more authors</span></div>`,
			want: "A. Doe, B. Roe, and C. Poe, D. Low",
		},
		{
			name: "names in a data attribute",
			in:   `<p>A. Doe and <span class="more-authors" data-names="Carl Crane &amp; Dana Dunn">2 more</span>. A title.</p>`,
			want: "A. Doe and Carl Crane & Dana Dunn . A title.",
		},
		{
			name: "one name",
			in:   `<p>A. Doe, and <span title="1 more author" onclick="x = 'Carl Crane'">1 more author</span></p>`,
			want: "A. Doe, and Carl Crane",
		},
		{
			name: "an unmarked element keeps its text",
			in:   `<p>A. Doe, and <span onclick="x = 'Carl Crane, Dana Dunn'">2 more authors</span></p>`,
			want: "A. Doe, and 2 more authors",
		},
		{
			name: "a marked element without names keeps its text",
			in:   `<p>A. Doe, and <span class="more-authors" onclick="toggle('3 more authors')">3 more authors</span></p>`,
			want: "A. Doe, and 3 more authors",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text, _, err := HTML(strings.NewReader(tt.in))
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(strings.Fields(text), " "); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestLooksNameList(t *testing.T) {
	for in, want := range map[string]bool{
		"C. Poe, D. Low":                         true,
		"Carl Crane and Dana Dunn":               true,
		"Carl Crane":                             true,
		"3 more authors":                         false,
		"title":                                  false,
		"":                                       false,
		"click here, or there, more":             false,
		"a very long phrase of many words, here": false,
	} {
		if got := looksNameList(in); got != want {
			t.Errorf("looksNameList(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestQuotedStrings(t *testing.T) {
	got := quotedStrings(`a('x', "y z") == 'it\'s' ? '' : 'open`)
	if diff := cmp.Diff([]string{"x", "y z", `it\'s`, ""}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestHTMLTitleLink: a link marked as a title by its class (HAL's
// class="Titre") is marked as a title whatever it points to, so that a
// byline's "et al." before it stays out of it.
func TestHTMLTitleLink(t *testing.T) {
	tests := []struct{ in, want string }{
		{`<p><span class="Auteurs">A. Doe, B. Roe. et al.</span> <a href="https://portal.example/x-1" class="Titre">A title</a>. J. Things, 2022.</p>`,
			"A. Doe, B. Roe. et al. **A title**. J. Things, 2022."},
		{`<p>A. Doe. <a href="https://portal.example/x-1" class="paper-title">A title</a>. 2022.</p>`,
			"A. Doe. **A title**. 2022."},
		{`<p>A. Doe. <a href="https://portal.example/x-1">A title</a>. 2022.</p>`,
			"A. Doe. A title. 2022."},
	}
	for _, tt := range tests {
		text, _, err := HTML(strings.NewReader(tt.in))
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.TrimSpace(text); got != tt.want {
			t.Errorf("HTML(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
