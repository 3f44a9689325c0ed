package report

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestWriteHTML checks the page is self-contained (no address to fetch),
// that its data survives names that could end a script or open a tag, and
// that it carries the people, edges, papers and findings asked for.
func TestWriteHTML(t *testing.T) {
	d := exportCorpus(t)
	d.Corpus.People[0].Name = `Ann </script><script>alert(1)</script> Lee`
	v := HTMLView{
		Title: "Co-authorship <network>", People: []int{0, 1, 2}, X: []float64{0, 1, 2}, Y: []float64{0, 1, 0},
		Palette: []string{"#0072B2"}, Other: "#BBBBBB",
		Markdown: []byte("# Report\n\n| a | b |\n|---|---|\n| 1 | <b>2</b> |\n"),
	}
	var buf bytes.Buffer
	if err := WriteHTML(&buf, d, v); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	if m := regexp.MustCompile(`(?i)(src|href)\s*=\s*["']?(https?:|//)`).FindString(page); m != "" {
		t.Errorf("the page loads something from the network: %s", m)
	}
	if strings.Count(page, "<script") != 4 || strings.Count(page, "</script>") != 4 {
		t.Errorf("a name ended or opened a script: %d <script, %d </script>", strings.Count(page, "<script"), strings.Count(page, "</script>"))
	}
	if !strings.Contains(page, "<title>Co-authorship &lt;network&gt;</title>") {
		t.Errorf("title not escaped")
	}
	if !strings.Contains(page, "<table>") || strings.Contains(page, "<b>2</b>") {
		t.Errorf("the findings are not markdown made HTML with raw HTML left out")
	}
	if !strings.Contains(page, "Content-Security-Policy") {
		t.Errorf("no Content-Security-Policy")
	}
	start := strings.Index(page, `<script type="application/json" id="pubgraph-data">`)
	end := strings.Index(page[start:], "</script>")
	raw := page[start+len(`<script type="application/json" id="pubgraph-data">`) : start+end]
	var data htmlData
	if err := json.Unmarshal([]byte(raw), &data); err != nil {
		t.Fatalf("page data is not JSON: %v", err)
	}
	if len(data.Nodes) != 3 || data.Nodes[0].Label != d.Corpus.People[0].Name {
		t.Errorf("nodes = %d, first %q", len(data.Nodes), data.Nodes[0].Label)
	}
	// Ann, Bo and Cy share paper "One"; Ann and Bo also "Two".
	if len(data.Edges) != 3 {
		t.Errorf("edges among the three = %d, want 3", len(data.Edges))
	}
	if len(data.Nodes[0].Pubs) != 2 || len(data.Nodes[0].Coauthors) != 2 {
		t.Errorf("Ann: %d papers and %d co-authors, want 2 and 2", len(data.Nodes[0].Pubs), len(data.Nodes[0].Coauthors))
	}
	if data.Years != [2]int{2020, 2022} {
		t.Errorf("years = %v, want [2020 2022]", data.Years)
	}
	if len(data.Communities) != len(d.Metrics.Communities.Sizes) {
		t.Errorf("%d communities listed, want %d", len(data.Communities), len(d.Metrics.Communities.Sizes))
	}
}

// TestKeepFirst: keeping the first k co-authors one edge at a time gives
// what sorting them all and cutting at k gives.
func TestKeepFirst(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for trial := range 200 {
		n, k := r.IntN(80), 1+r.IntN(35)
		all := make([]graphEdgeEnd, n)
		var kept []graphEdgeEnd
		for i := range all {
			all[i] = graphEdgeEnd{other: r.IntN(1000)*1000 + i, papers: float64(r.IntN(4))}
			kept = keepFirst(kept, all[i], k)
		}
		slices.SortFunc(all, coauthorOrder)
		want := all[:min(n, k)]
		if !slices.Equal(want, kept) {
			t.Fatalf("trial %d (n %d, k %d): kept %v, want %v", trial, n, k, kept, want)
		}
	}
}

// TestHTMLEdgeJSON: an edge of the page is the JSON encoding/json writes
// for the array of its values, and reads back.
func TestHTMLEdgeJSON(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	papers := []float64{0, 1, 2, 0.5, 1.0 / 3, 1e-6, 9.99e-7, 1e-7, 2.5e-10, 1e20, 1e21, 1.5e300, 123456789.125, math.Copysign(0, -1), -0.5}
	for i := range 300 {
		p := papers[i%len(papers)]
		if i >= len(papers) {
			p = r.ExpFloat64() * math.Pow(10, float64(r.IntN(40)-20))
		}
		e := htmlEdge{U: int32(r.IntN(1 << 30)), V: int32(r.IntN(1 << 30)), First: int16(r.IntN(2030)), Last: int16(r.IntN(2030)), Papers: p}
		got, err := json.Marshal([]htmlEdge{e})
		if err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal([][5]any{e.values()})
		if string(got) != string(want) {
			t.Fatalf("edge %+v: %s, want %s", e, got, want)
		}
		var back []htmlEdge
		if err := json.Unmarshal(got, &back); err != nil || len(back) != 1 || back[0].U != e.U || back[0].Last != e.Last {
			t.Errorf("read back %+v (%v), want %+v", back, err, e)
		}
	}
	if _, err := json.Marshal(htmlEdge{Papers: math.NaN()}); err == nil {
		t.Errorf("NaN papers: no error")
	}
}
