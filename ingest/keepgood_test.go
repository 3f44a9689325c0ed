package ingest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// describe writes what a record says, without its position.
func describe(r pub.Record) string {
	switch {
	case r.Publication != nil:
		p := r.Publication
		var names []string
		for _, a := range p.Authors {
			names = append(names, a.Name)
		}
		return fmt.Sprintf("pub %q %q %d", p.Title, names, p.Year)
	case r.Node != nil:
		return fmt.Sprintf("node %q %q", r.Node.ID, r.Node.Name)
	case r.Link != nil:
		return fmt.Sprintf("link %q %q %v", r.Link.Source, r.Link.Target, r.Link.Weight)
	case r.Owner != nil:
		return fmt.Sprintf("owner %q", r.Owner.Name)
	}
	return "other"
}

// TestByteOrderMark reads an input of every format with and without a
// UTF-8 byte-order mark (as Notepad and Excel save): both give the same
// records.
func TestByteOrderMark(t *testing.T) {
	inputs := map[Format]string{
		FormatGML:   "graph [\n node [ id 1 label \"Ann Bee\" ]\n node [ id 2 label \"Cy Dee\" ]\n edge [ source 1 target 2 ]\n]\n",
		FormatPajek: "*Vertices 2\n1 \"Ann Bee\"\n2 \"Cy Dee\"\n*Edges\n1 2\n",
		FormatDBLP:  "<?xml version=\"1.0\"?>\n<dblp><article key=\"a/b/c\"><author>Ann Bee</author><author>Cy Dee</author><title>T.</title><year>2001</year></article></dblp>\n",
	}
	for f, rec := range budgetRecord {
		var b strings.Builder
		for i := range 3 {
			b.WriteString(rec(i))
		}
		text := budgetHead[f] + b.String()
		if f == FormatCSL {
			text = strings.TrimSuffix(text, ",") + "]"
		}
		inputs[f] = text
	}
	for f, text := range inputs {
		t.Run(string(f), func(t *testing.T) {
			var got [2]string
			for i, prefix := range []string{"", "\uFEFF"} {
				p := filepath.Join(t.TempDir(), "in")
				os.WriteFile(p, []byte(prefix+text), 0o644)
				var b strings.Builder
				_, n, err := ReadInput(Input{Path: p, Format: f}, nil, Options{}, func(r pub.Record) error {
					b.WriteString(describe(r) + "\n")
					return nil
				})
				if err != nil || n == 0 {
					t.Fatalf("BOM %q: %d records, %v", prefix, n, err)
				}
				got[i] = b.String()
			}
			if got[0] != got[1] {
				t.Errorf("with a BOM:\n%s\nwithout:\n%s", got[1], got[0])
			}
		})
	}
}

// TestMarkupInOneEntry reads a CV, as text and as markdown, whose second
// entry carries markup or script in an author's name: the entries around
// it are read whatever becomes of it.
func TestMarkupInOneEntry(t *testing.T) {
	for _, name := range []string{
		"<b>Max</b> Moe", "<script>alert(1)</script> Moe", `Max "><svg/onload=alert(1)> Moe`,
		`<img src=x onerror=alert(1)> Moe`, `Max {\bf Moe}`, "Max [Moe](javascript:x)", "Max **Moe", "Max `Moe", "Max <!-- Moe",
		"Max ```Moe", "Max <pre>Moe", "Max <style>Moe", "Max <textarea>Moe", "Max $$ Moe", `Max \begin{comment} Moe`,
		"Max {{ Moe", "Max {% raw %} Moe", "Max <div> Moe", "Max <table><tr><td> Moe", "Max <script> Moe", `Max \iffalse Moe`,
	} {
		for _, ext := range []string{".txt", ".md"} {
			t.Run(name+ext, func(t *testing.T) {
				text := "Jane Roe\n\nPublications\n\n" +
					"[1] Jane Roe and Ann Lee. Fast paths for slow networks. In Proc. Things, 2021.\n\n" +
					"[2] Jane Roe and " + name + ". Slow paths for fast networks. J. Stuff, 2019.\n\n" +
					"[3] Jane Roe and\n" + name + ". Slower paths for fast networks. J. Stuff, 2019.\n\n" +
					"[4] Ann Lee and Jane Roe. Medium paths for all networks. J. Stuff, 2018.\n"
				p := filepath.Join(t.TempDir(), "cv"+ext)
				os.WriteFile(p, []byte(text), 0o644)
				titles := map[string]bool{}
				_, _, err := ReadInput(Input{Path: p}, nil, Options{}, func(r pub.Record) error {
					if r.Publication != nil {
						titles[r.Publication.Title] = true
					}
					return nil
				})
				if err != nil {
					t.Fatal(err)
				}
				for _, want := range []string{"Fast paths for slow networks", "Medium paths for all networks"} {
					if !titles[want] {
						t.Errorf("lost %q beside the entry with %q; read %v", want, name, titles)
					}
				}
			})
		}
	}
}
