package ingest

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// TestQualityEstimate checks the read-quality estimate and its reason:
// each sign of a poor reading costs what its weight says, and the reason
// names the costliest signs with their counts.
func TestQualityEstimate(t *testing.T) {
	tests := []struct {
		name     string
		q        Quality
		estimate float64
		poor     bool
		reason   string
	}{
		{"nothing read", Quality{}, 0, false, ""},
		{"all confident", Quality{Publications: 10, Confident: 10}, 1, false, ""},
		{"bylines missing", Quality{Publications: 10, Confident: 6, NoByline: 4}, 0.6, true, "4 entries without a byline of names"},
		{"owner unnamed", Quality{Publications: 10, Confident: 10, UnnamedOwner: 10}, 0.6, true,
			"10 entries leave out their author, the list's owner, whom the file does not name (give --owner)"},
		{"one owner unnamed", Quality{Publications: 10, Confident: 10, UnnamedOwner: 1}, 0.96, false,
			"1 entry leaves out its author, the list's owner, whom the file does not name (give --owner)"},
		{"years missing cost little", Quality{Publications: 10, Confident: 10, NoYear: 10}, 0.9, false, "10 entries without a year"},
		{"run together", Quality{Publications: 4, Confident: 4, Long: 2}, 0.75, true, "2 entries over 300 characters (entries run together?)"},
		{"labeller unsure", Quality{Publications: 10, Confident: 10, Uncertainty: 4}, 0.75, true,
			"the field model is unsure of titles and bylines (mean confidence 60%)"},
		{"references left unread", Quality{Publications: 3, Confident: 3, TextReferences: 20}, 0.5, true,
			"the text holds 20 lines that look like references, 3 publications were read"},
		{"a CV's talks are no cliff", Quality{Publications: 30, Confident: 30, TextReferences: 90}, 1, false, ""},
		{"two reasons, costliest first", Quality{Publications: 10, Confident: 5, NoByline: 1, BadTitle: 4, NoYear: 10}, 0.4, true,
			"4 entries without a title of two words or more; 1 entry without a byline of names"},
		{"a text of references, none read", Quality{TextReferences: 12}, 0, true,
			"no publications read, though the text holds 12 lines that look like references"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.q.Estimate(); math.Abs(got-tt.estimate) > 1e-9 {
				t.Errorf("Estimate = %v, want %v", got, tt.estimate)
			}
			if got := tt.q.Poor(); got != tt.poor {
				t.Errorf("Poor = %v, want %v", got, tt.poor)
			}
			if tt.q.Publications == 0 && !tt.poor {
				return
			}
			if got := tt.q.Reason(); got != tt.reason {
				t.Errorf("Reason = %q, want %q", got, tt.reason)
			}
		})
	}
}

// TestQualityAddSigns checks what Add counts of one publication.
func TestQualityAddSigns(t *testing.T) {
	doe := []pub.Author{{Name: "Jane Doe"}, {Name: "Ann Roe"}}
	tests := []struct {
		name string
		p    pub.Publication
		want Quality
	}{
		{"confident", pub.Publication{Title: "A study of lakes", Authors: doe, Year: 2020}, Quality{Publications: 1, Confident: 1}},
		{"no byline, no year", pub.Publication{Title: "A study of lakes"}, Quality{Publications: 1, NoByline: 1, NoYear: 1}},
		{"implied owner, unnamed", pub.Publication{Title: "A study of lakes", Authors: []pub.Author{{Implied: true}, {Name: "Ann Roe"}}, Year: 2020},
			Quality{Publications: 1, Confident: 1, UnnamedOwner: 1}},
		{"doubted", pub.Publication{Title: "A study of lakes", Authors: doe, Year: 2020, Confidence: map[string]float64{"authors": 0.25}},
			Quality{Publications: 1, Doubted: 1, Uncertainty: 0.75}},
		{"run together", pub.Publication{Title: strings.Repeat("A study of lakes. ", 20), Authors: doe, Year: 2020},
			Quality{Publications: 1, Confident: 1, Long: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var q Quality
			q.Add(&tt.p)
			if q != tt.want {
				t.Errorf("Add = %+v, want %+v", q, tt.want)
			}
		})
	}
}

// TestReferenceLines checks which lines count as looking like
// references.
func TestReferenceLines(t *testing.T) {
	tests := []struct {
		line string
		want bool
	}{
		{"Doe, J. Q., Roe, A. (2019). A study of lakes. Journal of Limnology, 12, 1-10.", true},
		{"Jane Doe, Ann Roe and Bo Lee, A study of lakes, Journal of Limnology, 2019", true},
		{"Doe J, Roe A. A study of lakes. J Limnol. 2019;12:1-10.", true},
		{"A study of lakes and of the ponds beside them, a longer title", false}, // no year
		{"2015–2019 Research associate, Lake Institute", false},                  // too few separators
		{"Doe, J. (2019). Lakes.", false},                                        // short
		{"Doe, J. Q., Roe, A. (1850). A study of lakes. Journal of Limnology, 12.", false},
		{"Phone: 555 0100, Fax: 555 0199, Room 2019, Lake Building, Main St.", true}, // a bound, not a reader: it counts such lines too
	}
	for _, tt := range tests {
		if got := looksLikeReference(tt.line); got != tt.want {
			t.Errorf("looksLikeReference(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
	var text strings.Builder
	for _, tt := range tests {
		text.WriteString(tt.line + "\n")
	}
	if got := referenceLines(text.String()); got != 4 {
		t.Errorf("referenceLines = %d, want 4", got)
	}
}

// TestLoadTextReferences checks that Load counts a text input's
// reference-like lines and names a text of references of which nothing
// was read as read poorly.
func TestLoadTextReferences(t *testing.T) {
	dir := t.TempDir()
	list := filepath.Join(dir, "list.md")
	text := "# Publications\n\n" +
		"- Doe, J. Q., & Roe, A. (2019). A study of lakes and ponds. *Journal of Limnology*, 12, 1–10.\n" +
		"- Fox, C., & Doe, J. Q. (2020). Rivers in the plains. *Water Science Letters*, 3, 22–31.\n"
	if err := os.WriteFile(list, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := Load(context.Background(), []string{list}, LoadOptions{}, func(pub.Record) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Inputs) != 1 {
		t.Fatalf("Inputs = %+v, want one", l.Inputs)
	}
	if q := l.Inputs[0].Quality; q.TextReferences != 2 || q.Publications != 2 || q.Poor() {
		t.Errorf("Quality = %+v, want 2 publications of 2 reference-like lines, not poor", q)
	}
}
