package ingest

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestCVHostile holds the CV cases of issue 12's last bullet.
func TestCVHostile(t *testing.T) {
	t.Run("a wrapped year is no year heading", func(t *testing.T) {
		src := "# Jane Doe\n\n## Publications\n\n" +
			"- Ann Lee, Jane Doe. A first paper on graphs. In ICDE,\n  2021.\n" +
			"- Ann Lee, Jane Doe. A second paper on trees. In VLDB.\n" +
			"- Bo Chen, Jane Doe. A third paper on paths. In SIGMOD,\n2018.\n"
		recs, _, err := collectRecords(t, ReadCV, []byte(src), "cv.md")
		if err != nil {
			t.Fatal(err)
		}
		years := map[string]int{}
		for _, p := range pubsOf(recs) {
			years[p.Title] = p.Year
		}
		want := map[string]int{"A first paper on graphs": 2021, "A second paper on trees": 0, "A third paper on paths": 2018}
		for title, y := range want {
			if got, ok := years[title]; !ok || got != y {
				t.Errorf("%q: year %d (found %v), want %d; all: %v", title, got, ok, y, years)
			}
		}
	})
	t.Run("a tie names no owner", func(t *testing.T) {
		// Bo Chen is on every paper, as often as Jane Doe: nothing says
		// which of them the list belongs to.
		src := "Publications\n\n" +
			"1. Jane Doe, Bo Chen. Graph paper one. In ICDE, 2020.\n" +
			"2. Bo Chen, Jane Doe, Cy Diaz. Graph paper two. In VLDB, 2021.\n" +
			"3. Jane Doe, Bo Chen, Dee Evans. Graph paper three. In SIGMOD, 2022.\n"
		recs, _, err := collectRecords(t, ReadCV, []byte(src), "cv.txt")
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range recs {
			if r.Owner != nil {
				t.Errorf("owner %q chosen on a tie", r.Owner.Name)
			}
		}
	})
	t.Run("clip keeps whole characters", func(t *testing.T) {
		for n := range 12 {
			got := clip("Universität Zürich", n)
			if !utf8.ValidString(got) || !strings.HasPrefix("Universität Zürich", got) {
				t.Errorf("clip(_, %d) = %q", n, got)
			}
		}
	})
	t.Run("warning text keeps whole characters", func(t *testing.T) {
		line := []byte(strings.Repeat("é", 150))
		if pe := netWarning(Position{}, line, 0, "x"); !utf8.ValidString(pe.Text) {
			t.Errorf("netWarning cut a character: %q", pe.Text[len(pe.Text)-4:])
		}
	})
}
