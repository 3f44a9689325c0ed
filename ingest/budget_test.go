package ingest

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pubgraph/pubgraph/pub"
)

// budgetRecord returns record i of a format, for inputs grown by repeating
// records until they pass a budget.
var budgetRecord = map[Format]func(i int) string{
	FormatBibTeX: func(i int) string {
		return fmt.Sprintf("@article{k%d, title={Paper %d}, author={Ann Bee and Cy Dee}, journal={J. Things}, year={2001}}\n", i, i)
	},
	FormatCSL: func(i int) string {
		return fmt.Sprintf(`{"type":"article-journal","title":"Paper %d","author":[{"family":"Bee","given":"Ann"}],"issued":{"date-parts":[[2001]]}},`, i)
	},
	FormatCV: func(i int) string {
		return fmt.Sprintf("%d. Ann Bee and Cy Dee. Paper number %d. Journal of Things, 2001.\n", i, i)
	},
	FormatRIS: func(i int) string {
		return fmt.Sprintf("TY  - JOUR\nAU  - Bee, Ann\nAU  - Dee, Cy\nTI  - Paper %d\nPY  - 2001\nER  - \n", i)
	},
	FormatMEDLINE: func(i int) string {
		return fmt.Sprintf("PMID- %d\nTI  - Paper %d.\nFAU - Bee, Ann\nAU  - Bee A\nDP  - 2001\n\n", i+1, i)
	},
	FormatEndNoteXML: func(i int) string {
		return fmt.Sprintf("<record><ref-type>17</ref-type><contributors><authors><author>Bee, Ann</author></authors></contributors><titles><title>Paper %d</title></titles></record>\n", i)
	},
	FormatCFF: func(i int) string {
		return fmt.Sprintf("  - type: article\n    title: Paper %d\n    authors: [{family-names: Bee, given-names: Ann}]\n", i)
	},
	FormatEdgeList: func(i int) string { return fmt.Sprintf("%d %d\n", i, i+1) },
	FormatHTML: func(i int) string {
		return fmt.Sprintf("<li>Ann Bee and Cy Dee. Paper number %d. Journal of Things, 2001.</li>\n", i)
	},
}

// budgetHead is what a file of format holds before its records.
var budgetHead = map[Format]string{FormatCSL: "[", FormatCFF: "cff-version: 1.2.0\nreferences:\n"}

// budgetInput writes a file of format holding about size bytes, gzipped
// if zip is set, and returns its path.
func budgetInput(t *testing.T, format Format, size int, zip bool) string {
	t.Helper()
	var b bytes.Buffer
	b.WriteString(budgetHead[format])
	for i := 0; b.Len() < size; i++ {
		b.WriteString(budgetRecord[format](i))
	}
	data := b.Bytes()
	if format == FormatCSL {
		data = append(bytes.TrimSuffix(data, []byte(",")), ']')
	}
	ext := map[Format]string{FormatBibTeX: ".bib", FormatCSL: ".json", FormatCV: ".md", FormatRIS: ".ris", FormatMEDLINE: ".nbib", FormatEndNoteXML: ".xml", FormatCFF: ".cff", FormatEdgeList: ".edges", FormatHTML: ".html"}[format]
	name := "in" + ext
	if zip {
		var z bytes.Buffer
		w, _ := gzip.NewWriterLevel(&z, gzip.BestSpeed)
		w.Write(data)
		w.Close()
		data, name = z.Bytes(), name+".gz"
	}
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestBudgetBytes reads, in every class of reader (read whole, CV text,
// streamed), plain and gzipped, an input just under and one over its
// budget: the one under is read, the one over is an ErrOverBudget error
// naming the file and the flag that raises the bound.
func TestBudgetBytes(t *testing.T) {
	budget := Budget{InputBytes: 64 << 10, TextBytes: 32 << 10}
	for format := range budgetRecord {
		limit, flag := readLimit(format, budget)
		for _, zip := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/gzip=%v", format, zip), func(t *testing.T) {
				underSize, overSize := int(limit)-200, int(limit)+1000
				if format == FormatHTML {
					// The page's text is bounded too, tighter than its
					// markup: check that bound.
					underSize, overSize = int(budget.TextBytes)-200, 2*int(budget.TextBytes)
				}
				under := budgetInput(t, format, underSize, zip)
				if _, n, err := ReadInput(Input{Path: under, Format: format}, nil, Options{Budget: budget}, func(pub.Record) error { return nil }); err != nil || n == 0 {
					t.Fatalf("under the budget: %d records, %v", n, err)
				}
				over := budgetInput(t, format, overSize, zip)
				_, _, err := ReadInput(Input{Path: over, Format: format}, nil, Options{Budget: budget}, func(pub.Record) error { return nil })
				if !errors.Is(err, ErrOverBudget) {
					t.Fatalf("over the budget: err = %v, want ErrOverBudget", err)
				}
				if msg := err.Error(); !strings.Contains(msg, over) || !strings.Contains(msg, flag) {
					t.Errorf("error %q does not name the file and %s", msg, flag)
				}
			})
		}
	}
}

// TestBudgetRatio reads gzip streams that inflate far beyond their size
// (a decompression bomb, in each class of reader): each is refused once
// past RatioFloor, before it is read whole, even under an absolute budget
// large enough to hold it.
func TestBudgetRatio(t *testing.T) {
	if testing.Short() {
		t.Skip("compresses 3 × 20 MB")
	}
	for _, format := range []Format{FormatBibTeX, FormatCV, FormatEdgeList} {
		t.Run(string(format), func(t *testing.T) {
			var raw bytes.Buffer
			rec := budgetRecord[format](7)
			for raw.Len() < RatioFloor+(4<<20) {
				raw.WriteString(rec)
			}
			var z bytes.Buffer
			w, _ := gzip.NewWriterLevel(&z, gzip.BestSpeed)
			w.Write(raw.Bytes())
			w.Close()
			p := filepath.Join(t.TempDir(), "bomb.gz")
			os.WriteFile(p, z.Bytes(), 0o644)
			start := time.Now()
			_, _, err := ReadInput(Input{Path: p, Format: format}, nil, Options{Budget: Budget{TextBytes: 1 << 30}}, func(pub.Record) error { return nil })
			if !errors.Is(err, ErrOverBudget) || !strings.Contains(err.Error(), "compressed size") {
				t.Fatalf("err = %v, want ErrOverBudget for the ratio", err)
			}
			if took := time.Since(start); took > 20*time.Second {
				t.Errorf("took %v to refuse", took)
			}
		})
	}
}

// TestBudgetNesting reads inputs nested a hundred thousand deep in each
// format with nesting, and XML declaring entities that would expand a
// billion times: each is read or refused quickly, without a panic, and
// nothing read holds an expansion.
func TestBudgetNesting(t *testing.T) {
	const n = 100_000
	open, close := strings.Repeat, strings.Repeat
	tests := []struct {
		name, ext string
		format    Format
		text      string
	}{
		{"json", ".json", FormatCSL, open("[", n) + close("]", n)},
		{"yaml", ".yaml", FormatPubData, "- " + open("[", n) + close("]", n) + "\n"},
		{"xml", ".xml", FormatDBLP, "<?xml version='1.0'?><dblp>" + open("<article key='a'>", n) + close("</article>", n) + "</dblp>"},
		{"gml", ".gml", FormatGML, "graph [ " + open("node [ ", n) + close("]", n) + " ]"},
		{"bibtex", ".bib", FormatBibTeX, "@article{k, title={" + open("{", n) + "x" + close("}", n) + "}, author={Ann Bee}, year={2001}}\n"},
		{"html", ".html", FormatHTML, "<html><body>" + open("<div>", n) + "Ann Bee. A paper. 2001." + close("</div>", n) + "</body></html>"},
		{"docx-like markdown", ".md", FormatCV, open("> ", 10_000) + "Ann Bee. A paper. J. Things, 2001.\n"},
		{"entities", ".xml", FormatDBLP, `<?xml version="1.0"?><!DOCTYPE dblp [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">]><dblp><article key="x"><author>Ann Bee</author><author>Cy &e;</author><title>T &e;&e;&e;&e;</title><year>2001</year></article></dblp>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "deep"+tt.ext)
			os.WriteFile(p, []byte(tt.text), 0o644)
			start := time.Now()
			longest := 0
			ReadInput(Input{Path: p, Format: tt.format}, nil, Options{}, func(r pub.Record) error {
				if p := r.Publication; p != nil {
					longest = max(longest, len(p.Title))
					for _, a := range p.Authors {
						longest = max(longest, len(a.Name))
					}
				}
				return nil
			})
			if took := time.Since(start); took > 20*time.Second {
				t.Errorf("took %v", took)
			}
			if longest > len(tt.text) {
				t.Errorf("a field of %d bytes from an input of %d: something expanded", longest, len(tt.text))
			}
		})
	}
}

func TestParseBytes(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want int64
	}{{"1", 1}, {"1500B", 1500}, {"4k", 4 << 10}, {"4KiB", 4 << 10}, {"512M", 512 << 20}, {"16GB", 16 << 30}, {" 2 G ", 2 << 30}, {"1T", 1 << 40},
		{"", 0}, {"0", 0}, {"-3", 0}, {"1.5G", 0}, {"G", 0}, {"2P", 0}, {"99999999999999999999", 0}, {"2000T", 0}} {
		got, err := ParseBytes(tt.in)
		if got != tt.want || (err != nil) != (tt.want == 0) {
			t.Errorf("ParseBytes(%q) = %d, %v; want %d", tt.in, got, err, tt.want)
		}
		if err == nil {
			if back, err := ParseBytes(FormatBytes(got)); back != got && !strings.Contains(FormatBytes(got), ".") || err != nil {
				t.Errorf("ParseBytes(FormatBytes(%d)) = %d, %v", got, back, err)
			}
		}
	}
}

// TestBudgetPDF reads a PDF over each of its bounds: characters in all,
// characters on a page (counted as objects before the page's text is
// laid out) and text handed to the CV reader.
func TestBudgetPDF(t *testing.T) {
	var lines []string
	for i := range 30 {
		lines = append(lines, fmt.Sprintf("[%d] Ann Bee and Cy Dee. Paper number %d. J. Things, 2001.", i+1, i))
	}
	p := filepath.Join(t.TempDir(), "cv.pdf")
	os.WriteFile(p, makePDF(t, lines...), 0o644)
	for _, tt := range []struct {
		name   string
		budget Budget
		want   string // in the error; "" for none
	}{
		{"within", Budget{}, ""},
		{"chars", Budget{PDFChars: 500}, "over 500 characters"},
		{"page objects", Budget{PageChars: 40}, "objects"},
		{"text", Budget{TextBytes: 300}, "--max-text-bytes"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, n, err := ReadInput(Input{Path: p}, nil, Options{Budget: tt.budget}, func(pub.Record) error { return nil })
			if tt.want == "" {
				if err != nil || n != 30 {
					t.Fatalf("%d records, %v; want 30", n, err)
				}
				return
			}
			if !errors.Is(err, ErrOverBudget) || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), p) {
				t.Fatalf("err = %v, want ErrOverBudget naming the file and %q", err, tt.want)
			}
		})
	}
}

// FuzzParseBytes: ParseBytes never panics, accepts only sizes from 1
// byte to 1 PiB, and reads FormatBytes's output back.
func FuzzParseBytes(f *testing.F) {
	for _, s := range []string{"1", "4k", "512MiB", "16GB", "1T", "-1", "1.5G", "9223372036854775807", "8E", " 2 g "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := ParseBytes(s)
		if err != nil {
			return
		}
		if n < 1 || n > 1<<50 {
			t.Fatalf("ParseBytes(%q) = %d", s, n)
		}
		if back, err := ParseBytes(FormatBytes(n)); err == nil && back != n && !strings.Contains(FormatBytes(n), ".") {
			t.Errorf("ParseBytes(FormatBytes(%d)) = %d", n, back)
		}
	})
}

// FuzzReadInputBudget reads arbitrary bytes, plain and gzipped, as a file
// under a small budget: no panic, no record past the budget's bytes, and
// an over-budget error always names the file.
func FuzzReadInputBudget(f *testing.F) {
	f.Add([]byte("@article{k, title={T}, author={Ann Bee}, year={2001}}\n"), false)
	f.Add([]byte("\xef\xbb\xbf1 2\n2 3\n"), true)
	f.Add([]byte("\xff\xfe1\x00 \x002\x00\n\x00"), false)
	f.Add([]byte("graph [ node [ id 1 ] ]"), true)
	f.Fuzz(func(t *testing.T, data []byte, zip bool) {
		if zip {
			var z bytes.Buffer
			w := gzip.NewWriter(&z)
			w.Write(data)
			w.Close()
			data = z.Bytes()
		}
		p := filepath.Join(t.TempDir(), "in")
		os.WriteFile(p, data, 0o644)
		budget := Budget{InputBytes: 4096, TextBytes: 2048, PDFChars: 1000, PageChars: 200}
		_, _, err := ReadInput(Input{Path: p}, nil, Options{Budget: budget}, func(r pub.Record) error {
			if r.Publication != nil && r.Publication.Pos.Line > 4096 {
				t.Errorf("record at line %d, past the budget", r.Publication.Pos.Line)
			}
			return nil
		})
		if errors.Is(err, ErrOverBudget) && !strings.Contains(err.Error(), p) {
			t.Errorf("over-budget error %q does not name the file", err)
		}
	})
}
