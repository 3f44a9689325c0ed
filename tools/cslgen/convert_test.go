package main

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/label"
)

// w wraps text as render.js wraps a rendered variable.
func w(vars, text string) string { return "\x01" + vars + "\x02" + text + "\x03" }

func TestConvert(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"author-date",
			`  <div class="csl-entry">` + w("author", "Doe, J., &#38; Roe, K") + `. (` + w("issued", "2021") + `). ` + w("title", "A study of things") +
				`. <i>` + w("container-title", "Journal of Stuff") + `</i>, ` + w("volume", "<i>3</i>") + `(` + w("issue", "2") + `), ` + w("page", "1–10") + ".</div>\n",
			`<author>Doe, J., &amp; Roe, K</author>. (<date>2021</date>). <title>A study of things</title>. <i><container>Journal of Stuff</container></i>, <i><locator>3</locator></i>(<locator>2</locator>), <locator>1–10</locator>.`},
		{"numeric with margin",
			"<div class=\"csl-entry\">\n  <div class=\"csl-left-margin\">" + w("citation-number", "[4]") + "</div><div class=\"csl-right-inline\">" +
				w("author", "A. Lee") + `, ` + w("title", "“Small graphs,”") + ` in ` + w("container-title", `<span style="font-style:italic;">Proc. Things</span>`) +
				`, ` + w("publisher-place", "Oslo") + `: ` + w("publisher", "Nordic Press") + `, ` + w("issued", "2019") + ".</div>\n</div>",
			`[4] <author>A. Lee</author>, <title>“Small graphs,”</title> in <i><container>Proc. Things</container></i>, <publisher>Oslo</publisher>: <publisher>Nordic Press</publisher>, <date>2019</date>.`},
		{"editor inside container-author",
			w("author", "Okafor, R") + ". In " + w("container-author", w("editor", "P. Lund (Ed.)")) + ", <i>" + w("container-title", "Essays") + "</i>.",
			`<author>Okafor, R</author>. In <editor>P. Lund (Ed.)</editor>, <i><container>Essays</container></i>.`},
		{"small caps and a crossing mark",
			`<span style="font-variant:small-caps;">` + w("author", "Roe") + `</span> <b>x ` + w("title", "T</b> rest"),
			`<author>Roe</author> x <title>T rest</title>`},
		{"entities and nbsp", w("title", "Cats &amp; dogs&#160;&lt;3"), `<title>Cats &amp; dogs &lt;3</title>`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := convert(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got.String()); diff != "" {
				t.Errorf("convert: -want +got\n%s", diff)
			}
		})
	}
}

func TestConvertErrors(t *testing.T) {
	for _, in := range []string{"\x01title", w("title", "a") + "\x03", "<i>open", "</i>", "a <b", "\x01title\x02never closed"} {
		if _, err := convert(in); err == nil {
			t.Errorf("convert(%q): no error", in)
		}
	}
}

func TestSplitName(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want cslName
	}{
		{"Ann Lee", cslName{Given: "Ann", Family: "Lee"}},
		{"Jan van der Berg", cslName{Given: "Jan", Family: "Berg", Particle: "van der"}},
		{"Berg, Ann K.", cslName{Given: "Ann K.", Family: "Berg"}},
		{"Bo Chen Jr.", cslName{Given: "Bo", Family: "Chen", Suffix: "Jr."}},
		{"Plato", cslName{Family: "Plato"}},
		{"Mara Roe*", cslName{Given: "Mara", Family: "Roe"}},
		{"", cslName{}},
	} {
		if diff := cmp.Diff(tc.want, splitName(tc.in), cmp.AllowUnexported(cslName{})); diff != "" {
			t.Errorf("splitName(%q): -want +got\n%s", tc.in, diff)
		}
	}
}

func TestLabelOf(t *testing.T) {
	for in, want := range map[string]string{"author": "author", "editor+translator": "editor", "composer": "author",
		"editor+author": "author", "citation-number": "", "page": "locator", "DOI": "identifier", "publisher-place": "publisher"} {
		if got := labelOf(in); got != want {
			t.Errorf("labelOf(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFromTagged(t *testing.T) {
	tg, err := label.ParseTagged(`<author>Doe, J. and Roe, K.</author> (<date>May 2021</date>). <title>A study of things</title>. <container>J. Stuff</container> <locator>3</locator>(<locator>2</locator>), <locator>1-10</locator>. <identifier>doi:10.1000/xyz.1</identifier>`)
	if err != nil {
		t.Fatal(err)
	}
	m, ok := fromTagged(tg, rand.New(rand.NewPCG(1, 2)))
	if !ok {
		t.Fatal("no item")
	}
	for k, want := range map[string]any{"title": "A study of things", "container-title": "J. Stuff", "volume": "3", "issue": "2", "page": "1-10", "DOI": "10.1000/xyz.1", "type": "article-journal"} {
		if m[k] != want {
			t.Errorf("%s = %v, want %v", k, m[k], want)
		}
	}
	if names, _ := m["author"].([]cslName); len(names) != 2 {
		t.Errorf("authors %v, want two", m["author"])
	}
	if _, ok := fromTagged(label.Tagged{Text: "no title"}, rand.New(rand.NewPCG(1, 2))); ok {
		t.Error("an entry without a title gave an item")
	}
}

func TestNoiseKeepsFields(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	bold, other := 0, 0
	for i := 0; i < 300; i++ {
		tg, err := label.ParseTagged(`<author>Lee, A., Okafor, R. &amp; Berg, T.</author> (<date>2020</date>). <title>On rivers</title>. <i><container>Water</container></i>.`)
		if err != nil {
			t.Fatal(err)
		}
		addNoise(&tg, item{Owner: "Ruth Okafor"}, 0, rng)
		line := tg.String()
		back, err := label.ParseTagged(line)
		if err != nil {
			t.Fatalf("noisy line %q does not read back: %v", line, err)
		}
		if back.Text != tg.Text {
			t.Fatalf("text changed on the round trip: %q", line)
		}
		if !strings.Contains(line, "<title>On rivers</title>") {
			t.Errorf("title lost: %q", line)
		}
		if strings.Contains(line, "<b>Okafor, R.</b>") {
			bold++
		} else if strings.Contains(line, "<b>") {
			other++
		}
	}
	if bold < 50 || other > 30 {
		t.Errorf("owner bold in %d of 300 entries and other bold in %d; want about a third and few", bold, other)
	}
}

// TestNoiseLabels checks that the CV noise comes with its labels: each
// kind appears, each is a field the label package knows, and each lies
// outside the title and the container.
func TestNoiseLabels(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 2))
	seen := map[string]int{}
	for i := 0; i < 2000; i++ {
		tg, err := label.ParseTagged(`<author>Lee, A., Okafor, R. &amp; Berg, T.</author> (<date>2020</date>). <title>On rivers</title>. <i><container>Water</container></i>, <locator>3</locator>.`)
		if err != nil {
			t.Fatal(err)
		}
		addNoise(&tg, item{Owner: "Ruth Okafor"}, 0, rng)
		back, err := label.ParseTagged(tg.String())
		if err != nil || back.Text != tg.Text {
			t.Fatalf("noisy line %q does not read back: %v", tg.String(), err)
		}
		title, _ := fieldOf(&back, "title")
		cont, _ := fieldOf(&back, "container")
		for _, x := range back.Tags {
			switch x.Name {
			case "status", "linkword", "contrib", "award":
				if _, ok := label.ParseLabel(x.Name); !ok {
					t.Fatalf("tag %s is no label", x.Name)
				}
				seen[x.Name]++
				for _, f := range []label.Tag{title, cont} {
					if x.Start < f.End && f.Start < x.End {
						t.Errorf("%s inside a field: %q", x.Name, tg.String())
					}
				}
				if s := back.Text[x.Start:x.End]; strings.TrimSpace(s) != s || s == "" {
					t.Errorf("%s %q has spaces at its edges: %q", x.Name, s, tg.String())
				}
			}
		}
	}
	for _, n := range []string{"status", "linkword", "contrib", "award"} {
		if seen[n] < 20 {
			t.Errorf("%s tagged %d times in 2000 entries; want more", n, seen[n])
		}
	}
}

// FuzzConvert: any input gives an entry or an error, never a panic, and an
// entry writes out as a line that reads back to the same text.
func FuzzConvert(f *testing.F) {
	f.Add(w("author", "Doe, J") + ". <i>" + w("title", "T") + "</i>")
	f.Add(`<div class="csl-entry"><span style="font-weight:bold;">x</span> &#38; &bogus; ` + w("page", "1–2") + "</div>")
	f.Add("\x01a\x02\x01b\x02c\x03\x03")
	f.Fuzz(func(t *testing.T, in string) {
		got, err := convert(in)
		if err != nil {
			return
		}
		back, err := label.ParseTagged(got.String())
		if err != nil {
			t.Fatalf("convert(%q) wrote %q, which does not read back: %v", in, got.String(), err)
		}
		if back.Text != got.Text && !strings.ContainsAny(got.Text, "\n\r") {
			t.Fatalf("convert(%q): text %q read back as %q", in, got.Text, back.Text)
		}
	})
}

func TestDropAuthor(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`<author><b>Doe, J.</b>, Roe, K.</author> (<date>2021</date>). <title>A study</title>.`, `(<date>2021</date>). <title>A study</title>.`},
		{`12. <author>A. Lee</author>. <i><title>Small graphs</title></i>, <container>Proc. X</container>.`, `12. <title><i>Small graphs</i></title>, <container>Proc. X</container>.`},
		{`<title>Alone</title> <author>A. Lee</author>.`, `<title>Alone</title> <author>A. Lee</author>.`},
		{`<title>No byline</title>.`, `<title>No byline</title>.`},
	} {
		tg, err := label.ParseTagged(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		dropAuthor(&tg)
		if diff := cmp.Diff(tc.want, tg.String()); diff != "" {
			t.Errorf("dropAuthor(%q): -want +got\n%s", tc.in, diff)
		}
	}
}

func TestNegatives(t *testing.T) {
	names := []cslName{{Given: "Ann", Family: "Lee"}, {Family: "Plato"}, {Given: "Bo", Family: "Chen"}}
	negs := negatives(names, 200, rand.New(rand.NewPCG(3, 4)))
	if len(negs) != 200 {
		t.Fatalf("%d lines, want 200", len(negs))
	}
	seen := map[string]bool{}
	for _, n := range negs {
		back, err := label.ParseTagged(n.String())
		if err != nil || back.Text != n.Text || n.Text == "" {
			t.Fatalf("line %q does not read back: %v", n.String(), err)
		}
		for _, tg := range back.Tags {
			if _, ok := label.ParseLabel(tg.Name); ok {
				t.Errorf("line %q has a field tag %s; want every token Other", n.String(), tg.Name)
			}
		}
		seen[n.Text] = true
	}
	if len(seen) < 20 {
		t.Errorf("only %d distinct lines of 200", len(seen))
	}
	if got := negatives(nil, 5, rand.New(rand.NewPCG(1, 1))); len(got) != 0 {
		t.Errorf("no names gave %d lines", len(got))
	}
	if got := negatives([]cslName{{Family: "Plato"}}, 5, rand.New(rand.NewPCG(1, 1))); len(got) != 0 {
		t.Errorf("names without given names gave %d lines", len(got))
	}
}
