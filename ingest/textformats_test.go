package ingest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// The CV reader's own tests are in package cv (ingest/cv); these read
// through the root's format detection and the HTML reader.

func TestDetectMarkup(t *testing.T) {
	tests := []struct {
		name, head string
		want       Format
	}{
		{"cv.tex", "anything", FormatLaTeX},
		{"pubs.org", "anything", FormatOrg},
		{"pubs.rst", "anything", FormatRST},
		{"cv", `\documentclass{moderncv}`, FormatLaTeX},
		{"pubs.txt", "\\section{Publications}\n\\begin{itemize}\n\\item A\n", FormatLaTeX},
		{"pubs", "#+TITLE: Publications\n* Papers\n", FormatOrg},
		{"pubs", ".. comment\n\nPapers\n======\n", FormatRST},
		{"pubs.md", "Papers\n======\n\n- A. B. *Title*. 2020.\n", FormatCV},
		{"pubs.md", "# Papers\n\n* A. B. *Title*. 2020.\n", FormatCV},
	}
	for _, tt := range tests {
		if got := Detect(tt.name, []byte(tt.head)); got != tt.want {
			t.Errorf("Detect(%q, %q) = %q, want %q", tt.name, tt.head, got, tt.want)
		}
	}
}

// TestReadHTMLEntryBoundaries reads the HTML samples whose entries are
// cut by layout: <br><br> inside one paragraph of a table cell,
// <article> cards with an <h3> title and a "byline · venue" line, and a
// paper as three <p> (byline, title, reference) between <hr> rules. The
// entries and their years are the layout's; which field is which is the
// field reader's, so only the cards' titles (set apart by the layout) are
// checked.
func TestReadHTMLEntryBoundaries(t *testing.T) {
	tests := []struct {
		file   string
		years  []int
		titles []string
	}{
		{"brbr.html", []int{2021, 2019, 2017}, nil},
		{"cards.html", []int{2021, 2019}, []string{"Slow queues in fast networks", "Thermal noise of thin films"}},
		{"paragraphs.html", []int{2021, 2019, 2018}, []string{"Slow queues in fast networks", "Thermal noise of thin films", "Queues of cold atoms"}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("..", "testdata", "html", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			recs := readHTML(t, tt.file, data)
			var years []int
			var titles []string
			for _, r := range recs {
				if p := r.Publication; p != nil {
					years = append(years, p.Year)
					titles = append(titles, p.Title)
				}
			}
			if diff := cmp.Diff(tt.years, years); diff != "" {
				t.Errorf("entries' years (-want +got):\n%s", diff)
			}
			if tt.titles != nil {
				if diff := cmp.Diff(tt.titles, titles); diff != "" {
					t.Errorf("titles (-want +got):\n%s", diff)
				}
			}
		})
	}
}

// TestReadHTMLOwnerHint checks that the name a page's description gives
// its owner names the owner found in the bylines, written another way.
func TestReadHTMLOwnerHint(t *testing.T) {
	page := `<html><head><meta name="description" content="Publications of Mariann Lee and the Things Lab."></head><body>
<h2>Publications</h2><ol>
<li>Bo Roe, <b>Mari Ann Lee</b>. Slow queues in fast networks. <i>Journal of Things</i> 12, 2021.</li>
<li><b>Mari Ann Lee</b>, Max Moe. Thermal noise of thin films. <i>Journal of Things</i> 9, 2019.</li>
</ol></body></html>`
	recs := readHTML(t, "pubs.html", []byte(page))
	owner := ""
	for _, r := range recs {
		if r.Owner != nil {
			owner = r.Owner.Name
		}
	}
	if owner != "Mariann Lee" {
		t.Errorf("owner = %q, want %q", owner, "Mariann Lee")
	}
}

// readHTML reads data with ReadHTML and returns its records.
func readHTML(t *testing.T, name string, data []byte) []pub.Record {
	t.Helper()
	recs, _, err := collectRecords(t, ReadHTML, data, name)
	if err != nil {
		t.Fatalf("read %s: %v", name, err)
	}
	return recs
}

// TestNetWarningWholeCharacters checks that a warning's text keeps whole
// characters.
func TestNetWarningWholeCharacters(t *testing.T) {
	line := []byte(strings.Repeat("é", 150))
	if pe := netWarning(pub.Position{}, line, 0, "x"); !utf8.ValidString(pe.Text) {
		t.Errorf("netWarning cut a character: %q", pe.Text[len(pe.Text)-4:])
	}
}
