package ingest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestYearBounds gives each reader of publications a record per year of
// a list around the bounds: years from pub.MinYear to pub.MaxYear() are
// kept, the others dropped with a warning naming the year and the line,
// the same way in every format.
func TestYearBounds(t *testing.T) {
	years := []int{-500, 999, 1399, 1400, 2001, pub.MaxYear(), pub.MaxYear() + 1, 99999}
	var want []int
	for _, y := range years {
		if y >= pub.MinYear && y <= pub.MaxYear() {
			want = append(want, y)
		} else {
			want = append(want, 0)
		}
	}
	formats := []struct {
		format Format
		ext    string
		record func(i, year int) string
		head   string
		tail   string
	}{
		{FormatBibTeX, ".bib", func(i, y int) string {
			return fmt.Sprintf("@article{k%d,\n title={Paper %d},\n author={Ann Bee and Cy Dee},\n journal={J. Things},\n year={%d}\n}\n", i, i, y)
		}, "", ""},
		{FormatRIS, ".ris", func(i, y int) string {
			return fmt.Sprintf("TY  - JOUR\nAU  - Bee, Ann\nAU  - Dee, Cy\nTI  - Paper %d\nPY  - %d\nER  - \n", i, y)
		}, "", ""},
		{FormatMEDLINE, ".nbib", func(i, y int) string {
			return fmt.Sprintf("PMID- %d\nTI  - Paper %d.\nFAU - Bee, Ann\nAU  - Bee A\nDP  - %d Jan\n\n", i+1, i, y)
		}, "", ""},
		{FormatEndNoteXML, ".xml", func(i, y int) string {
			return fmt.Sprintf("<record><ref-type>17</ref-type><contributors><authors><author>Bee, Ann</author></authors></contributors><titles><title>Paper %d</title></titles><dates><year>%d</year></dates></record>\n", i, y)
		}, "<?xml version=\"1.0\"?><xml><records>\n", "</records></xml>\n"},
		{FormatCFF, ".cff", func(i, y int) string {
			return fmt.Sprintf("  - type: article\n    title: Paper %d\n    authors: [{family-names: Bee, given-names: Ann}]\n    year: %d\n", i, y)
		}, "cff-version: 1.2.0\nreferences:\n", ""},
		{FormatCSL, ".json", func(i, y int) string {
			sep := ","
			if i == len(years)-1 {
				sep = ""
			}
			return fmt.Sprintf(`{"type":"article-journal","title":"Paper %d","author":[{"family":"Bee","given":"Ann"},{"family":"Dee","given":"Cy"}],"issued":{"date-parts":[[%d]]}}%s`+"\n", i, y, sep)
		}, "[\n", "]\n"},
		{FormatDBLP, ".xml", func(i, y int) string {
			return fmt.Sprintf("<article key=\"journals/x/P%d\"><author>Ann Bee</author><author>Cy Dee</author><title>Paper %d.</title><journal>J. Things</journal><year>%d</year></article>\n", i, i, y)
		}, "<?xml version=\"1.0\"?>\n<dblp>\n", "</dblp>\n"},
	}
	for _, f := range formats {
		t.Run(string(f.format), func(t *testing.T) {
			var b strings.Builder
			b.WriteString(f.head)
			for i, y := range years {
				b.WriteString(f.record(i, y))
			}
			b.WriteString(f.tail)
			p := filepath.Join(t.TempDir(), "in"+f.ext)
			os.WriteFile(p, []byte(b.String()), 0o644)
			got := make([]int, len(years))
			var warned []string
			opt := Options{Warn: func(e *pub.ParseError) error {
				if strings.Contains(e.Msg, "outside") {
					warned = append(warned, e.Error())
				}
				return nil
			}}
			_, _, err := ReadInput(Input{Path: p, Format: f.format}, nil, opt, func(r pub.Record) error {
				if pb := r.Publication; pb != nil {
					var i int
					if _, err := fmt.Sscanf(pb.Title, "Paper %d", &i); err != nil || i >= len(got) {
						t.Fatalf("title %q", pb.Title)
					}
					got[i] = pb.Year
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("years (-want +got):\n%s", diff)
			}
			// The readers drop some years themselves (no four digits);
			// every year they read and the bounds drop is warned.
			for _, w := range warned {
				if !strings.HasPrefix(w, p+":") {
					t.Errorf("warning %q does not start with the file and line", w)
				}
			}
			if !strings.Contains(strings.Join(warned, "\n"), "99999") {
				t.Errorf("year 99999 dropped without a warning: %q", warned)
			}
		})
	}
}

// TestWeightBound reads, in each network format, links with weights past
// pub.MaxWeight: each is lowered to it with a warning at its line, and
// the link is kept.
func TestWeightBound(t *testing.T) {
	for _, tt := range []struct {
		format Format
		ext    string
		text   string
	}{
		{FormatEdgeList, ".edges", "1 2 1e308\n2 3 2.5\n1 3 1e300\n"},
		{FormatPajek, ".net", "*Vertices 3\n1 \"Ann Bee\"\n2 \"Cy Dee\"\n3 \"Eve Fox\"\n*Edges\n1 2 1e308\n2 3 2.5\n1 3 1e300\n"},
		{FormatGML, ".gml", "graph [\n node [ id 1 label \"Ann Bee\" ]\n node [ id 2 label \"Cy Dee\" ]\n node [ id 3 label \"Eve Fox\" ]\n edge [ source 1 target 2 weight 1e308 ]\n edge [ source 2 target 3 weight 2.5 ]\n edge [ source 1 target 3 weight 1e300 ]\n]\n"},
	} {
		t.Run(string(tt.format), func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "in"+tt.ext)
			os.WriteFile(p, []byte(tt.text), 0o644)
			var weights []float64
			var warned []int
			opt := Options{Warn: func(e *pub.ParseError) error {
				warned = append(warned, e.Pos.Line)
				return nil
			}}
			_, _, err := ReadInput(Input{Path: p, Format: tt.format}, nil, opt, func(r pub.Record) error {
				if r.Link != nil {
					weights = append(weights, r.Link.Weight)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff([]float64{pub.MaxWeight, 2.5, pub.MaxWeight}, weights); diff != "" {
				t.Errorf("weights (-want +got):\n%s", diff)
			}
			if len(warned) != 2 || warned[0] == 0 || warned[1] <= warned[0] {
				t.Errorf("warnings at lines %v, want two, at the lines of the two links", warned)
			}
		})
	}
}
