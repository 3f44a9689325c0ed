package report

import (
	"bytes"
	"cmp"
	"embed"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
)

//go:embed web/report.html web/app.js web/app.css web/vendor/sigma.min.js web/vendor/graphology.umd.min.js web/vendor/LICENSE.sigma.txt web/vendor/LICENSE.graphology.txt
var web embed.FS

// HTMLView is what the interactive report shows besides the data.
type HTMLView struct {
	// Title and Subtitle head the page.
	Title, Subtitle string
	// People are the person ids in the network view and the people
	// table, and X, Y their positions (same order).
	People []int
	X, Y   []float64
	// Palette colours communities 0, 1, … (largest first); Other the
	// rest.
	Palette []string
	Other   string
	// Markdown is report.md, shown as the page's findings.
	Markdown []byte
}

// maxPapersShown and maxCoauthorsShown bound what the page lists when a
// person is clicked, to keep the page small on prolific authors.
const (
	maxPapersShown    = 100
	maxCoauthorsShown = 30
)

// maxCommunitiesShown bounds the communities the page describes (the
// largest; the rest are counted in CommunityCount), so that a network of
// a million isolated people does not write a community per person into
// the page.
const maxCommunitiesShown = 1000

type htmlNode struct {
	ID          int      `json:"id"`
	Label       string   `json:"label"`
	Aliases     string   `json:"aliases,omitempty"`
	SourceID    string   `json:"source_id,omitempty"`
	X           float64  `json:"x"`
	Y           float64  `json:"y"`
	Size        float64  `json:"size"`
	Community   int      `json:"community"`
	FirstYear   int      `json:"first_year,omitempty"`
	LastYear    int      `json:"last_year,omitempty"`
	Papers      int      `json:"papers"`
	Degree      int      `json:"degree"`
	Owner       bool     `json:"owner,omitempty"`
	PageRank    *float64 `json:"pagerank,omitempty"`
	Betweenness *float64 `json:"betweenness,omitempty"`
	Closeness   *float64 `json:"closeness,omitempty"`
	Eigenvector *float64 `json:"eigenvector,omitempty"`
	Strength    float64  `json:"strength"`
	Core        int      `json:"core"`
	Pubs        []int    `json:"pubs"`
	Coauthors   [][3]any `json:"coauthors"`
}

type htmlCommunity struct {
	ID      int      `json:"id"`
	Size    int      `json:"size"`
	Label   string   `json:"label"`
	Members []string `json:"members"`
}

type htmlData struct {
	Palette     []string        `json:"palette"`
	Other       string          `json:"other"`
	Years       [2]int          `json:"years"`
	MaxWeight   float64         `json:"maxWeight"`
	Total       int             `json:"total"`
	Papers      bool            `json:"papers"` // false for a network input: no publications
	Metrics     []string        `json:"metrics"`
	Nodes       []htmlNode      `json:"nodes"`
	Edges       []htmlEdge      `json:"edges"`
	Pubs        [][3]any        `json:"pubs"`
	Communities []htmlCommunity `json:"communities"`
	// CommunityCount counts every community, those past
	// maxCommunitiesShown too.
	CommunityCount int `json:"communityCount"`
}

// WriteHTML writes report.html: one self-contained page, with sigma.js and
// graphology inlined (no network access when it opens; its
// Content-Security-Policy forbids any), that draws the people of v.People
// at their positions and lets the reader search, hover, click, colour by
// community or first year, filter by year and by shared papers, sort the
// people and communities, and read report.md's findings.
func WriteHTML(w io.Writer, d Data, v HTMLView) error {
	data := htmlPageData(d, v)
	js, err := json.Marshal(data) // escapes <, > and &: safe inside <script>
	if err != nil {
		return err
	}
	var md bytes.Buffer
	if err := goldmark.New(goldmark.WithExtensions(extension.Table)).Convert(v.Markdown, &md); err != nil {
		return fmt.Errorf("report.html: %w", err)
	}
	read := func(name string) string {
		b, err := web.ReadFile("web/" + name)
		if err != nil {
			panic(err) // embedded at build time
		}
		return string(b)
	}
	page, err := template.New("report.html").Parse(read("report.html"))
	if err != nil {
		return err
	}
	return page.Execute(w, map[string]any{
		"Title":             v.Title,
		"Subtitle":          v.Subtitle,
		"CSS":               template.CSS(read("app.css")),
		"Report":            template.HTML(md.String()), // goldmark drops raw HTML
		"SigmaLicence":      read("vendor/LICENSE.sigma.txt"),
		"GraphologyLicence": read("vendor/LICENSE.graphology.txt"),
		"Data":              template.JS(js),
		"Graphology":        template.JS(read("vendor/graphology.umd.min.js")),
		"Sigma":             template.JS(read("vendor/sigma.min.js")),
		"App":               template.JS(read("app.js")),
	})
}

func htmlPageData(d Data, v HTMLView) htmlData {
	c, m := d.Corpus, d.Metrics
	labels := d.labels()
	first, last := d.yearSpan()
	out := htmlData{Palette: v.Palette, Other: v.Other, Total: len(c.People), MaxWeight: 1, Papers: len(c.Publications) > 0,
		Nodes: []htmlNode{}, Edges: []htmlEdge{}, Pubs: [][3]any{}}
	for _, f := range []struct {
		name string
		vs   []float64
	}{{"pagerank", m.PageRank}, {"betweenness", m.Betweenness}, {"closeness", m.Closeness}, {"eigenvector", m.Eigenvector}} {
		if f.vs != nil {
			out.Metrics = append(out.Metrics, f.name)
		}
	}
	// index maps a person to their position in v.People, -1 when not
	// shown: a slice, since every edge and byline of the corpus asks.
	index := make([]int32, len(c.People))
	for i := range index {
		index[i] = -1
	}
	for i, id := range v.People {
		index[id] = int32(i)
	}
	maxPR := 0.0
	for _, id := range v.People {
		maxPR = max(maxPR, m.PageRank[id])
	}
	// The co-authors the page lists for the people shown, from every
	// edge of the corpus: only the first maxCoauthorsShown are kept, so a
	// person with thousands of co-authors costs no more than one with 30.
	coauthors := make([][]graphEdgeEnd, len(v.People))
	for _, e := range c.Edges.All() {
		iu, iv := index[e.U], index[e.V]
		if iu >= 0 {
			coauthors[iu] = keepFirst(coauthors[iu], graphEdgeEnd{int(e.V), e.Papers}, maxCoauthorsShown)
		}
		if iv >= 0 {
			coauthors[iv] = keepFirst(coauthors[iv], graphEdgeEnd{int(e.U), e.Papers}, maxCoauthorsShown)
		}
		if iu >= 0 && iv >= 0 {
			out.Edges = append(out.Edges, htmlEdge{e.U, e.V, e.FirstYear, e.LastYear, e.Papers})
			out.MaxWeight = max(out.MaxWeight, e.Papers)
		}
	}
	pubsOf := make([][]int, len(v.People))
	pubIndex := make(map[int]int)
	for _, p := range c.Publications {
		for _, a := range p.Authors {
			i := index[a.Person]
			if i < 0 || len(pubsOf[i]) >= maxPapersShown {
				continue
			}
			k, ok := pubIndex[int(p.ID)]
			if !ok {
				k = len(out.Pubs)
				pubIndex[int(p.ID)] = k
				out.Pubs = append(out.Pubs, [3]any{p.Title, p.Year, p.Venue})
			}
			pubsOf[i] = append(pubsOf[i], k)
		}
	}
	opt := func(vs []float64, id int) *float64 {
		if vs == nil || math.IsNaN(vs[id]) || math.IsInf(vs[id], 0) {
			return nil
		}
		x := vs[id]
		return &x
	}
	for i, id := range v.People {
		p := c.People[id]
		n := htmlNode{
			ID: id, Label: p.Name, Aliases: strings.Join(p.Aliases(), "; "), SourceID: strings.Join(p.SourceIDs(), "; "),
			X: round(v.X[i]), Y: round(v.Y[i]), Community: m.Communities.Community[id],
			FirstYear: first[id], LastYear: last[id], Papers: int(p.Papers), Degree: m.Degree[id], Owner: p.Owner,
			PageRank: opt(m.PageRank, id), Betweenness: opt(m.Betweenness, id), Closeness: opt(m.Closeness, id),
			Eigenvector: opt(m.Eigenvector, id), Strength: m.Strength[id], Core: m.Core[id],
			Pubs: pubsOf[i], Coauthors: [][3]any{},
		}
		if n.Pubs == nil {
			n.Pubs = []int{}
		}
		if maxPR > 0 {
			n.Size = round(m.PageRank[id] / maxPR)
		}
		for _, e := range coauthors[i] {
			shown := -1
			if index[e.other] >= 0 {
				shown = e.other
			}
			n.Coauthors = append(n.Coauthors, [3]any{c.People[e.other].Name, e.papers, shown})
		}
		if first[id] != 0 && (out.Years[0] == 0 || first[id] < out.Years[0]) {
			out.Years[0] = first[id]
		}
		out.Years[1] = max(out.Years[1], last[id])
		out.Nodes = append(out.Nodes, n)
	}
	tops := d.topMembers(5)
	out.CommunityCount = len(tops)
	for i, top := range tops[:min(len(tops), maxCommunitiesShown)] {
		names := make([]string, len(top))
		for k, id := range top {
			names[k] = c.People[id].Name
		}
		out.Communities = append(out.Communities, htmlCommunity{ID: i, Size: m.Communities.Sizes[i], Label: labels[i], Members: names})
	}
	return out
}

// htmlEdge is an edge of the page's network, written as the JSON array
// [u, v, papers, first year, last year]. A typed edge, not a [5]any,
// because the page of a big network holds hundreds of thousands: an any
// per number is an allocation per number.
type htmlEdge struct {
	U, V        int32
	First, Last int16
	Papers      float64
}

// MarshalJSON writes the edge as encoding/json writes the array of its
// values.
func (e htmlEdge) MarshalJSON() ([]byte, error) {
	if math.IsNaN(e.Papers) || math.IsInf(e.Papers, 0) {
		return json.Marshal(e.values()) // encoding/json's error
	}
	b := make([]byte, 0, 40)
	b = append(b, '[')
	b = strconv.AppendInt(b, int64(e.U), 10)
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(e.V), 10)
	b = append(b, ',')
	b = appendJSONFloat(b, e.Papers)
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(e.First), 10)
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(e.Last), 10)
	return append(b, ']'), nil
}

func (e htmlEdge) values() [5]any {
	return [5]any{e.U, e.V, e.Papers, int(e.First), int(e.Last)}
}

// UnmarshalJSON reads what MarshalJSON writes.
func (e *htmlEdge) UnmarshalJSON(b []byte) error {
	var v [5]float64
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*e = htmlEdge{U: int32(v[0]), V: int32(v[1]), Papers: v[2], First: int16(v[3]), Last: int16(v[4])}
	return nil
}

// appendJSONFloat appends a finite f as encoding/json writes a float64:
// plain decimals, exponents below 1e-6 and from 1e21 on, without a
// leading zero in a negative exponent.
func appendJSONFloat(b []byte, f float64) []byte {
	format := byte('f')
	if abs := math.Abs(f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if n := len(b); format == 'e' && n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		b[n-2] = b[n-1]
		b = b[:n-1]
	}
	return b
}

type graphEdgeEnd struct {
	other  int
	papers float64
}

// coauthorOrder is the order the page lists a person's co-authors in:
// more shared papers first, then by id.
func coauthorOrder(a, b graphEdgeEnd) int {
	return cmp.Or(cmp.Compare(b.papers, a.papers), cmp.Compare(a.other, b.other))
}

// keepFirst adds e to co, which holds in coauthorOrder the first of the
// co-authors seen so far, at most k of them.
func keepFirst(co []graphEdgeEnd, e graphEdgeEnd, k int) []graphEdgeEnd {
	if len(co) == k && coauthorOrder(e, co[k-1]) >= 0 {
		return co
	}
	i, _ := slices.BinarySearchFunc(co, e, coauthorOrder)
	if len(co) < k {
		co = append(co, graphEdgeEnd{})
	}
	copy(co[i+1:], co[i:len(co)-1])
	co[i] = e
	return co
}

// round keeps four decimals: positions and sizes need no more, and the
// page is smaller.
func round(x float64) float64 { return math.Round(x*1e4) / 1e4 }
