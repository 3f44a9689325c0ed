package ingest

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv/convert"
	"github.com/pubgraph/pubgraph/pub"
)

// numbered renders converted text with each line's input line in front.
func numbered(text string, pos []convert.Pos) string {
	var b strings.Builder
	for i, l := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		if text == "" {
			break
		}
		fmt.Fprintf(&b, "%3d| %s\n", pos[i].Line, l)
	}
	return b.String()
}

// TestHTMLToMarkdownGolden converts the sample pages in testdata/html.
// Each golden file shows every output line after the HTML line it came
// from; the files were checked by hand against the pages.
func TestHTMLToMarkdownGolden(t *testing.T) {
	pages, err := filepath.Glob("../testdata/html/*.html")
	if err != nil || len(pages) == 0 {
		t.Fatalf("no pages in testdata/html: %v", err)
	}
	for _, page := range pages {
		t.Run(filepath.Base(page), func(t *testing.T) {
			data, err := os.ReadFile(page)
			if err != nil {
				t.Fatal(err)
			}
			text, lineMap, err := convert.HTML(strings.NewReader(string(data)))
			if err != nil {
				t.Fatal(err)
			}
			checkLineMap(t, string(data), text, lineMap)
			golden(t, page+".golden.md", []byte(numbered(text, lineMap)))
		})
	}
}

// checkLineMap checks that every output line comes from a place in the
// input, in order, where a word starts.
func checkLineMap(t *testing.T, input, text string, pos []convert.Pos) {
	t.Helper()
	lines := 0
	if text != "" {
		lines = strings.Count(text, "\n")
	}
	if len(pos) != lines {
		t.Fatalf("%d output lines but %d positions", lines, len(pos))
	}
	src := strings.Split(input, "\n")
	for i, p := range pos {
		if p.Line < 1 || p.Line > len(src) {
			t.Fatalf("output line %d maps to input line %d, outside 1..%d", i+1, p.Line, len(src))
		}
		if p.Col < 0 || p.Col >= len(src[p.Line-1]) {
			t.Fatalf("output line %d maps to %d:%d, outside the line %q", i+1, p.Line, p.Col, src[p.Line-1])
		}
		if c := src[p.Line-1][p.Col]; c == ' ' || c == '\t' || c == '\r' {
			t.Fatalf("output line %d maps to %d:%d, which is no word: %q", i+1, p.Line, p.Col, src[p.Line-1][p.Col:])
		}
		if i > 0 && p.Line < pos[i-1].Line {
			t.Fatalf("output line %d maps to input line %d, before line %d's %d", i+1, p.Line, i, pos[i-1].Line)
		}
	}
}

func TestHTMLToMarkdown(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"heading and paragraphs",
			"<h2>Papers</h2><p>one\ntwo</p><p>three</p>",
			"  1| ## Papers\n  1| \n  1| one two\n  1| \n  2| three\n"},
		{"emphasis",
			"<p><b>Jane Doe</b>, <i>OSDI</i>, <strong> spaced </strong>x<b></b></p>",
			"  1| **Jane Doe**, *OSDI*, **spaced** x\n"},
		{"nested emphasis is written once",
			"<b>a <strong>b</strong> c</b>",
			"  1| **a b c**\n"},
		{"emphasis is closed at a line break",
			"<b>one<br>two</b>",
			"  1| **one**\n  1| **two**\n"},
		{"unordered list with implied ends",
			"<ul>\n<li>one\n<li>two\n</ul>",
			"  2| - one\n  3| - two\n"},
		{"ordered list with start",
			"<ol start=\"4\"><li>four</li><li>five</li></ol>",
			"  1| 4. four\n  1| 5. five\n"},
		{"nested list and continuation",
			"<ul><li>Title<br>Authors<ul><li>sub</li></ul></li></ul>",
			"  1| - Title\n  1|   Authors\n  1|   - sub\n"},
		{"paragraphs in an item stay in the item",
			"<ol><li><p>Title</p><p>Venue</p></li></ol>",
			"  1| 1. Title\n  1|    Venue\n"},
		{"table rows, heading row dropped",
			"<table><tr><th>Year</th><th>Title</th></tr>\n<tr><td>2020</td><td><p>A</p><p>B</p></td></tr></table>",
			"  2| 2020. A. B\n"},
		{"table cells after punctuation",
			"<table><tr><td>In <b>OSDI.</b></td><td>Title:<br>sub</td><td></td><td>x</td></tr><tr><th>Side</th><td>y</td></tr></table>",
			"  1| In **OSDI.** Title: sub. x\n  1| \n  1| Side. y\n"},
		{"layout table keeps headings",
			"<table><tr><td><img src=a></td><td><h1>Jane Doe</h1>Professor<br>Dept</td></tr></table>",
			"  1| # Jane Doe\n  1| \n  1| Professor. Dept\n"},
		{"links keep their text",
			`<p><a href="x.pdf">A Title</a>. In <a href="v">OSDI</a>.</p>`,
			"  1| A Title. In OSDI.\n"},
		{"paper links keep their URL",
			`<p><a href="https://arxiv.org/abs/2401.01234"><b>A Title</b></a>, <a href="https://jane.example.org/">Jane</a>, <a href="/p.pdf">PDF</a>, <a href="https://x.org/a (1).pdf">B</a></p>`,
			"  1| [**A Title**](https://arxiv.org/abs/2401.01234), Jane, PDF, [B](https://x.org/a%20%281%29.pdf)\n"},
		{"a link broken over lines is closed on each",
			`<a href="https://doi.org/10.1/x">one<br>two</a><a href="https://doi.org/10.1/y"></a>`,
			"  1| [one](https://doi.org/10.1/x)\n  1| [two](https://doi.org/10.1/x)\n"},
		{"dropped elements",
			"<nav>menu</nav><script>x()</script><style>p{}</style><!-- c --><p>kept</p><footer>f</footer><div hidden>h</div><span class=\"abstract hidden\">h</span><span style=\"display: none\">h</span><a role=\"button\">Bib</a>",
			"  1| kept\n"},
		{"header keeps headings, drops menus",
			"<header><h1>Jane</h1><ul><li>Home</li></ul></header><p>x</p>",
			"  1| # Jane\n  1| \n  1| x\n"},
		{"entities",
			"<p>AT&amp;T &eacute;t&eacute;&nbsp;x &lt;b&gt; S&amp;P a&amp;lt;b</p>",
			"  1| AT&T été x &lt;b> S&P a&amp;lt;b\n"},
		{"markdown characters are escaped",
			"<p>Name*, x_y, #1</p><p>#2</p>",
			"  1| Name\\*, x\\_y, #1\n  1| \n  1| \\#2\n"},
		{"superscripts",
			"<p>Ann Lee<sup>1,2</sup>, Bo Li<sup>*</sup></p>",
			"  1| Ann Lee¹,², Bo Li\\*\n"},
		{"pre keeps lines",
			"<pre>a  b\nc</pre>",
			"  1| a  b\n  2| c\n"},
		{"line of the first word",
			"<p>\n\n   word</p>",
			"  3| word\n"},
		{"definition lists",
			"<dl>\n<dt>Title A</dt><dd>Ann Lee</dd><dd><i>OSDI</i></dd>\n<dt>Title B</dt><dd>Bo Li</dd></dl>",
			"  2| Title A\n  2| Ann Lee\n  2| *OSDI*\n  2| \n  3| Title B\n  3| Bo Li\n"},
		{"a div per paper with a div per field",
			"<div class=pubs>\n<div class=paper><div>Title A</div><div>Ann Lee</div></div>\n<div class=paper><div>Title B</div><div>Bo Li</div></div>\n</div>",
			"  2| Title A\n  2| Ann Lee\n  2| \n  3| Title B\n  3| Bo Li\n"},
		{"a div per paper with line breaks",
			"<div><b>Title A</b><br>Ann Lee</div><div><b>Title B</b><br>Bo Li</div>",
			"  1| **Title A**\n  1| Ann Lee\n  1| \n  1| **Title B**\n  1| Bo Li\n"},
		{"one-line divs are lines, paragraphs are paragraphs",
			"<div>one</div><div>two</div><p>three</p><p>four</p>",
			"  1| one\n  1| two\n  1| \n  1| three\n  1| \n  1| four\n"},
		{"inline quotes",
			`<p>Ann Lee. <q>A <i>Quoted</i> Title.</q> OSDI.</p>`,
			"  1| Ann Lee. \"A *Quoted* Title.\" OSDI.\n"},
		{"styled spans",
			`<p><span style="font-weight: 700">Jane Doe</span>, <span style="font-style:italic">OSDI</span>, <span class="x">plain</span></p>`,
			"  1| **Jane Doe**, *OSDI*, plain\n"},
		{"title classes",
			`<li><div class="title">A Title</div><div class="author">Ann Lee</div></li><h1 class="title">Page</h1>`,
			"  1| - **A Title**\n  1|   Ann Lee\n  1| \n  1| # Page\n"},
		{"empty", "", ""},
		{"only markup", "<html><body><div></div></body></html>", ""},
		{"stray end tags", "</li></ul></b>text</i>", "  1| text\n"},
		{"unclosed skip", "<script>never closed", ""},
		{"hidden items without end tags",
			"<ul><li class=hidden>h1<li>one<li hidden>h2<ul><li>h3<li>h4</ul>h5<li>two</ul><p>after",
			"  1| - one\n  1| - two\n  1| \n  1| after\n"},
		{"hidden list closes its hidden item",
			"<ul><li hidden>h</ul><p>after",
			"  1| after\n"},
		{"hidden paragraph without end tag",
			"<div><p hidden>h<div>shown</div></div><p class=sr-only>h</div>after",
			"  1| shown\n  1| \n  1| after\n"},
		{"hidden cells and rows",
			"<table><tr><td hidden>h<td>a<tr hidden><td>h<tr><td>b</table>",
			"  1| a\n  1| \n  1| b\n"},
		{"void elements do not open skips", `<input hidden><p>text</p>`, "  1| text\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text, lineMap, err := convert.HTML(strings.NewReader(tt.in))
			if err != nil {
				t.Fatal(err)
			}
			checkLineMap(t, tt.in, text, lineMap)
			if diff := cmp.Diff(tt.want, numbered(text, lineMap)); diff != "" {
				t.Errorf("convert.HTML(%q) (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}

func FuzzHTMLToMarkdown(f *testing.F) {
	seedHTML(f)
	f.Fuzz(func(t *testing.T, in string) {
		text, lineMap, err := convert.HTML(strings.NewReader(in))
		if err != nil {
			return
		}
		checkLineMap(t, in, text, lineMap)
	})
}

func FuzzReadHTML(f *testing.F) {
	seedHostileStrings(f) // the issue 12 cases (hostile_test.go)
	seedHTML(f)
	f.Fuzz(func(t *testing.T, in string) {
		src := strings.Split(string(convert.DecodeHTML([]byte(in))), "\n")
		check := func(p pub.Position) {
			if p.File != "fuzz.html" || p.Line < 0 || p.Line > len(src) {
				t.Fatalf("position %v outside the %d-line input", p, len(src))
			}
			if p.Column != 0 && (p.Line == 0 || p.Column < 0 || p.Column > utf8.RuneCountInString(src[p.Line-1])) {
				t.Fatalf("position %v outside its line", p)
			}
		}
		opt := Options{Warn: func(e *pub.ParseError) error { check(e.Pos); return nil }}
		ReadHTML(strings.NewReader(in), "fuzz.html", opt, func(r pub.Record) error {
			switch {
			case r.Owner != nil:
				check(r.Owner.Pos)
			case r.Publication != nil:
				check(r.Publication.Pos)
			case r.Relation != nil:
				check(r.Relation.Pos)
			case r.Affiliation != nil:
				check(r.Affiliation.Pos)
			}
			return nil
		})
	})
}

// seedHTML seeds a fuzz test with the sample pages.
func seedHTML(f *testing.F) {
	pages, _ := filepath.Glob("../testdata/html/*.html")
	for _, page := range pages {
		data, err := os.ReadFile(page)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
	f.Add("<ul><li><b>x<li>y</b></ul><table><td>a<td>b</table>")
	f.Add("<") // text, not a tag
	f.Add("<ul><li hidden>a<ul><li>b</ul><li>c</ul>")
}

// TestReadHTML reads whole pages. The expected records were written by
// hand from the pages.
func TestReadHTML(t *testing.T) {
	type pb struct {
		Title   string
		Authors []string
		Venue   string
		Year    int
		Line    int
	}
	tests := []struct {
		page  string
		owner string
		pubs  []pb
	}{
		{"lab-publications.html", "", []pb{
			{"Hermes: Fast Congestion Control for Datacenter Networks", []string{"Lena Fischer", "Rahul Mehta", "Omar Haddad"}, "NSDI", 2024, 25},
			{"Tiered Memory for Serverless Functions", []string{"Omar Haddad", "Chloé Martin", "Ana Souza"}, "EuroSys", 2024, 30},
			{"Packet Scheduling with Learned Policies", []string{"Rahul Mehta", "Lena Fischer", "Wei Zhang", "Omar Haddad"}, "SIGCOMM", 2023, 39},
			{"The Case for Programmable Optics", []string{"Lena Fischer", "Ji-woo Kim"}, "HotNets", 2023, 44},
		}},
		{"homepage.html", "Mina Park", []pb{
			{"Orca: A Distributed Serving System for Transformer-Based Generative Models", []string{"Mina Park", "Joo Seong Jeong", "Gyeong-In Yu", "Byung-Gon Chun"}, "OSDI", 2022, 40},
			{"Nimble: Lightweight and Parallel GPU Task Scheduling for Deep Learning", []string{"Taebum Kim", "Eunji Jeong", "Mina Park", "Sungwoo Cho", "Byung-Gon Chun"}, "NeurIPS", 2020, 43},
			// The arXiv id 2012.02732 must not be read as the year 2012.
			{"Nimble & Co.: Scheduling <small> kernels on GPUs", []string{"Woosuk Kwon", "Gyeong-In Yu", "Mina Park", "Byung-Gon Chun"}, "arXiv", 2020, 46},
		}},
		// Hugo Blox (Wowchemy), minified: the columns matter.
		{"hugo-minified.html", "Priya Raman", []pb{
			{"Sparse Attention Kernels for Long-Context Inference", []string{"Priya Raman", "Tomás Ferreira", "Kenji Watanabe"}, "MLSys", 2024, 1},
			{"Cache-Aware Scheduling of Transformer Inference", []string{"Kenji Watanabe", "Priya Raman"}, "TPDS", 2022, 2},
		}},
		// al-folio: "Jan Schuchardt" must read as a name, not a month.
		{"alfolio.html", "Hanna Berg", []pb{
			{"Robustness Certificates for Sparse Adversarial Attacks by Randomized Ablation", []string{"Hanna Berg", "Lukas Gosch", "Stephan Günnemann"}, "ICML", 2023, 77},
			{"Hierarchical Randomized Smoothing", []string{"Yan Scholten", "Jan Schuchardt", "Hanna Berg", "Stephan Günnemann"}, "TMLR", 2023, 119},
			{"Are Graph Neural Networks Robust? A Study of Structure Perturbations", []string{"Hanna Berg", "Felix Mujkanovic", "Simon Geisler", "Aleksandar Bojchevski"}, "NeurIPS", 2021, 150},
		}},
		// The owner is underlined; the workshop paper is "Title — Authors. Venue".
		{"links.html", "Siyuan Zhuang", []pb{
			{"Efficient Memory Management for Large Language Model Serving with PagedAttention", []string{"Woosuk Kwon", "Zhuohan Li", "Siyuan Zhuang", "Ying Sheng", "Lianmin Zheng", "Cody Hao Yu", "Joseph E. Gonzalez", "Hao Zhang", "Ion Stoica"}, "SOSP", 2023, 7},
			{"Alpa: Automating Inter- and Intra-Operator Parallelism for Distributed Deep Learning", []string{"Lianmin Zheng", "Zhuohan Li", "Hao Zhang", "Yonghao Zhuang", "Zhifeng Chen", "Yanping Huang", "Yida Wang", "Yuanzhong Xu", "Danyang Zhuo", "Eric P. Xing", "Joseph E. Gonzalez", "Ion Stoica"}, "OSDI", 2022, 14},
			{"Towards a Tensor Compiler Approach", []string{"Siyuan Zhuang", "Ion Stoica"}, "NeurIPS", 2019, 22},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.page, func(t *testing.T) {
			data, err := os.ReadFile("../testdata/html/" + tt.page)
			if err != nil {
				t.Fatal(err)
			}
			src := strings.Split(string(data), "\n")
			opt := Options{Warn: func(e *pub.ParseError) error {
				if e.Pos.File != tt.page || e.Pos.Line < 1 || e.Pos.Line > len(src) {
					t.Errorf("warning at %v, outside the page", e.Pos)
				} else if e.Text != "" && e.Text != strings.TrimSpace(src[e.Pos.Line-1]) {
					t.Errorf("warning at %v quotes %q, not the HTML line %q", e.Pos, e.Text, src[e.Pos.Line-1])
				}
				return nil
			}}
			var pubs []pb
			owner := ""
			err = ReadHTML(strings.NewReader(string(data)), tt.page, opt, func(r pub.Record) error {
				if r.Owner != nil {
					owner = r.Owner.Name
				}
				if p := r.Publication; p != nil {
					var names []string
					for _, a := range p.Authors {
						names = append(names, a.Name)
					}
					pubs = append(pubs, pb{p.Title, names, p.Venue, p.Year, p.Pos.Line})
					if p.Pos.File != tt.page {
						t.Errorf("publication %q in file %q", p.Title, p.Pos.File)
					}
					if p.Pos.Line >= 1 && p.Pos.Line <= len(src) {
						line := []rune(src[p.Pos.Line-1])
						if c := p.Pos.Column; c < 1 || c > len(line) || unicode.IsSpace(line[c-1]) || line[c-1] == '<' {
							t.Errorf("publication %q at %v, where no word starts", p.Title, p.Pos)
						}
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.pubs, pubs); diff != "" {
				t.Errorf("publications (-want +got):\n%s", diff)
			}
			if tt.owner != "" && owner != tt.owner {
				t.Errorf("owner = %q, want %q", owner, tt.owner)
			}
		})
	}
}

// TestReadHTMLErrors checks that warnings can stop the reader (--strict)
// and that errors carry HTML positions.
func TestReadHTMLErrors(t *testing.T) {
	stop := errors.New("stop")
	page := "<html>\n<body>\n<h2>Publications</h2>\n<ul>\n<li>???</li>\n<li>!!! ### ???</li>\n</ul>\n</body>\n</html>\n"
	var warned []int
	err := ReadHTML(strings.NewReader(page), "p.html", Options{Warn: func(e *pub.ParseError) error {
		warned = append(warned, e.Pos.Line)
		return stop
	}}, func(pub.Record) error { return nil })
	if !errors.Is(err, stop) {
		t.Errorf("ReadHTML with a failing Warn = %v, want %v", err, stop)
	}
	if diff := cmp.Diff([]int{5}, warned); diff != "" {
		t.Errorf("warning lines (-want +got):\n%s", diff)
	}

	err = ReadHTML(strings.NewReader("<p>\x00\x01\x02</p>"), "b.html", Options{}, func(pub.Record) error { return nil })
	if !errors.Is(err, pub.ErrBinary) {
		t.Errorf("ReadHTML of binary data = %v, want %v", err, pub.ErrBinary)
	}

	err = ReadHTML(strings.NewReader("<html>\n<script>x</script>\n</html>"), "e.html", Options{}, func(pub.Record) error { return nil })
	var pe *pub.ParseError
	if !errors.As(err, &pe) || !errors.Is(err, pub.ErrEmpty) || pe.Pos.File != "e.html" {
		t.Errorf("ReadHTML of an empty page = %v, want an ErrEmpty ParseError in e.html", err)
	}
}

func TestDecodeHTML(t *testing.T) {
	tests := []struct {
		name string
		in   []byte
		want string
	}{
		{"utf-8 stays", []byte("<p>Chloé</p>"), "  1| Chloé\n"},
		{"latin-1 with meta", []byte("<meta charset=\"iso-8859-1\">\n<p>Chlo\xe9 G\xfcnnemann</p>"), "  2| Chloé Günnemann\n"},
		{"windows-1252 without meta", []byte("<p>\x93Chlo\xe9\x94</p>"), "  1| “Chloé”\n"},
		{"utf-16 with byte order mark", []byte("\xff\xfe<\x00p\x00>\x00\n\x00\xe9\x00"), "  2| é\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text, lineMap, err := convert.HTML(bytes.NewReader(convert.DecodeHTML(tt.in)))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, numbered(text, lineMap)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func ExampleReadHTML() {
	page := `<h2>Publications</h2>
<table>
<tr><td>NSDI '24</td><td>Hermes: Fast Congestion Control<br><b>Lena Fischer</b>, Rahul Mehta</td></tr>
</table>`
	err := ReadHTML(strings.NewReader(page), "pubs.html", Options{}, func(r pub.Record) error {
		if p := r.Publication; p != nil {
			fmt.Printf("%s: %q by %d authors, %s %d\n", p.Pos, p.Title, len(p.Authors), p.Venue, p.Year)
		}
		return nil
	})
	if err != nil {
		fmt.Println(err)
	}
	// Output:
	// pubs.html:3:9: "Hermes: Fast Congestion Control" by 2 authors, NSDI 2024
}

func BenchmarkHTMLToMarkdown(b *testing.B) {
	data, err := os.ReadFile("../testdata/html/alfolio.html")
	if err != nil {
		b.Fatal(err)
	}
	page := strings.Repeat(string(data), 20)
	b.SetBytes(int64(len(page)))
	for b.Loop() {
		if _, _, err := convert.HTML(strings.NewReader(page)); err != nil {
			b.Fatal(err)
		}
	}
}

// TestReadHTMLMinified checks positions on a page that is one long line,
// as minifying site generators write them.
func TestReadHTMLMinified(t *testing.T) {
	page := `<html><body><nav>` + strings.Repeat("<a href=/x>menu</a>", 20) + `</nav><h2>Publications</h2><ul>` +
		`<li><b>Ann Lee</b>, Bo Li. Alpha: Fast Things. In <i>OSDI 2022</i>.</li>` +
		`<li><b>Ann Lee</b>, Cy Wu. Beta: Faster Things. In <i>SOSP 2023</i>.</li></ul></body></html>`
	var got []pub.Position
	err := ReadHTML(strings.NewReader(page), "min.html", Options{}, func(r pub.Record) error {
		if p := r.Publication; p != nil {
			got = append(got, p.Pos)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	first := strings.Index(page, "<li>") + len("<li><b>") + 1
	second := strings.LastIndex(page, "<li>") + len("<li><b>") + 1
	want := []pub.Position{{File: "min.html", Line: 1, Column: first}, {File: "min.html", Line: 1, Column: second}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("positions (-want +got):\n%s", diff)
	}
}

func TestSourceExcerpt(t *testing.T) {
	long := strings.Repeat("a", 100) + "XYZ" + strings.Repeat("b", 300)
	tests := []struct {
		line       string
		column     int
		want       string
		wantColumn int
	}{
		{"  <li>short</li>  ", 7, "<li>short</li>", 5},
		{long, 101, strings.Repeat("a", 60) + "XYZ" + strings.Repeat("b", 97), 61},
		{"é" + long, 102, strings.Repeat("a", 60) + "XYZ" + strings.Repeat("b", 97), 61},
		{"x", 0, "x", 0},
	}
	for _, tt := range tests {
		got, col := sourceExcerpt(tt.line, tt.column)
		if got != tt.want || col != tt.wantColumn {
			t.Errorf("sourceExcerpt(%.20q..., %d) = %.20q..., %d; want %.20q..., %d", tt.line, tt.column, got, col, tt.want, tt.wantColumn)
		}
		if col > 0 && !strings.HasPrefix(string([]rune(got)[col-1:]), string([]rune(strings.TrimRight(tt.line, " "))[tt.column-1:tt.column])) {
			t.Errorf("sourceExcerpt(%.20q..., %d): column %d is not under the same rune", tt.line, tt.column, col)
		}
	}
}

// TestReadHTMLOwnerAndDashes checks bylines after a dash and owners marked
// only by underlining.
func TestReadHTMLOwnerAndDashes(t *testing.T) {
	tests := []struct {
		name, page, owner string
		titles            []string
	}{
		{"underline tag", `<h2>Publications</h2><ul>
<li>Fast Things for Slow Machines — <u>Jane Doe</u>, John Roe, and Ann Lee. <em>SOSP 2023</em></li>
<li>John Roe, Ann Lee. Learning to Rank Quickly. In <i>ICML</i>, 2021.</li>
<li>John Roe, Bob Stone. Caches Everywhere. In <i>NSDI</i>, 2020.</li></ul>`,
			"Jane Doe", []string{"Fast Things for Slow Machines", "Learning to Rank Quickly", "Caches Everywhere"}},
		{"underline style", `<h2>Publications</h2><ul>
<li>Another Paper About Caches - <span style="text-decoration: underline">Jane Doe</span>, Bob Stone, NSDI, 2022</li></ul>`,
			"Jane Doe", []string{"Another Paper About Caches"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var owner string
			var titles []string
			err := ReadHTML(strings.NewReader(tt.page), "page.html", Options{}, func(r pub.Record) error {
				if r.Owner != nil {
					owner = r.Owner.Name
				}
				if r.Publication != nil {
					titles = append(titles, r.Publication.Title)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if owner != tt.owner {
				t.Errorf("owner = %q, want %q", owner, tt.owner)
			}
			if diff := cmp.Diff(tt.titles, titles); diff != "" {
				t.Errorf("titles (-want +got):\n%s", diff)
			}
		})
	}
}
