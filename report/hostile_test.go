package report

import (
	"bytes"
	"context"
	"encoding/csv"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/analysis"
	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/pub"
)

// hostileData is a corpus whose names, titles, venues and file name try
// to inject HTML into the report and formulas into the tables.
func hostileData(t *testing.T) Data {
	t.Helper()
	b := graph.NewBuilder()
	file := "<img src=x onerror=alert(1)>.md"
	for i, p := range []struct{ title, venue string }{
		{"<script>alert('t')</script> [click](javascript:alert(1))", "=HYPERLINK(\"http://evil\")"},
		{"=cmd|' /C calc'!A0", "@SUM(1)"},
		{"Plain | pipe *star* `tick`", "<b>VLDB</b>"},
	} {
		b.Add(pub.Record{Publication: &pub.Publication{
			Title: p.title, Venue: p.venue, Year: 2020 + i, Kind: pub.KindConference,
			Authors: []pub.Author{{Name: "<script>x</script> Lee"}, {Name: "=1+2 Chen"}, {Name: "+Bo -Diaz"}, {Name: "@Eve Ng"}},
			Pos:     pub.Position{File: file, Line: i + 1},
		}})
	}
	b.Add(pub.Record{Owner: &pub.Person{Name: "<script>x</script> Lee", Pos: pub.Position{File: file, Line: 1}}})
	c, err := b.Build(context.Background(), graph.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	m, err := analysis.Compute(context.Background(), c.CoauthorGraph(graph.ByPapers), analysis.MetricsOptions{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return Data{Corpus: c, Metrics: m}
}

func TestReportEscapesHTML(t *testing.T) {
	d := hostileData(t)
	var buf bytes.Buffer
	if err := WriteMarkdown(&buf, d, 0); err != nil {
		t.Fatal(err)
	}
	md := buf.String()
	for _, bad := range []string{"<script", "<img", "<b>", "](javascript"} {
		if strings.Contains(md, bad) {
			t.Errorf("report.md holds %q raw", bad)
		}
	}
	for _, want := range []string{"&lt;script&gt;", "&lt;img src=x onerror=alert(1)&gt;.md", "&lt;b&gt;VLDB"} {
		if !strings.Contains(md, want) {
			t.Errorf("report.md lacks %q", want)
		}
	}
}

func TestTablesNeutraliseFormulas(t *testing.T) {
	d := hostileData(t)
	for _, name := range Tables {
		var buf bytes.Buffer
		if err := WriteTable(&buf, name, d); err != nil {
			t.Fatal(err)
		}
		rows, err := csv.NewReader(&buf).ReadAll()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, row := range rows {
			for _, cell := range row {
				if cell != "" && strings.ContainsRune("=+@\t\r", rune(cell[0])) {
					t.Errorf("%s: cell %q starts a formula", name, cell)
				}
				if cell != "" && cell[0] == '-' && strings.Trim(cell, "0123456789.e-") != "" {
					t.Errorf("%s: cell %q starts a formula", name, cell)
				}
			}
		}
	}
}
