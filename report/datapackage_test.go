package report

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/analysis"
)

// writeAll writes every table of d and its datapackage.json into a new
// folder.
func writeAll(t *testing.T, d Data) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range Tables {
		if err := WriteFile(filepath.Join(dir, name), func(w *bufio.Writer) error { return WriteTable(w, name, d) }); err != nil {
			t.Fatal(err)
		}
	}
	layers, err := analysis.BuildLayers(context.Background(), d.Corpus, analysis.LayerOptions{})
	if err != nil {
		t.Fatal(err)
	}
	WriteFile(filepath.Join(dir, "layers.csv"), func(w *bufio.Writer) error { return WriteLayers(w, d.Corpus, layers) })
	WriteFile(filepath.Join(dir, "similarity.csv"), func(w *bufio.Writer) error {
		return WriteSimilarity(w, d.Corpus, layers, analysis.TopSimilar(layers, 10))
	})
	tm, err := analysis.BuildTermMap(context.Background(), analysis.IndexTerms(d.Corpus), analysis.TermMapOptions{MinPublications: 1})
	if err != nil {
		t.Fatal(err)
	}
	for i, name := range TermMapFiles[:2] {
		WriteFile(filepath.Join(dir, name), func(w *bufio.Writer) error { return WriteTermMap(w, i, tm) })
	}
	tables := append(append([]string{}, Tables...), "layers.csv", "similarity.csv", "terms.csv", "term-links.csv")
	pkg, err := DataPackage(dir, tables)
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(filepath.Join(dir, "datapackage.json"), func(w *bufio.Writer) error {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(pkg)
	}); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestDataPackage(t *testing.T) {
	d := smallCorpus(t)
	d.Metrics.Multiplex = &d.Metrics.Communities // the optional column too
	dir := writeAll(t, d)
	if err := ValidateDataPackage(dir); err != nil {
		t.Fatal(err)
	}
	raw, _ := os.ReadFile(filepath.Join(dir, "datapackage.json"))
	for _, want := range []string{`"name": "arxiv",` + "\n" + `            "type": "string"`, `"name": "multiplex_community"`, `"resource": "people"`} {
		if !strings.Contains(string(raw), want) {
			t.Errorf("datapackage.json lacks %q", want)
		}
	}
}

// TestValidateDataPackage breaks a valid package in each way the
// validator must catch.
func TestValidateDataPackage(t *testing.T) {
	for _, tc := range []struct {
		name, file, old, new, want string
	}{
		{"value of the wrong type", "edges.csv", "\n0,1,", "\nx,1,", `source_id = "x" is not integer`},
		{"boolean", "people.csv", ",false,", ",no,", "is not boolean"},
		{"unknown type", "datapackage.json", `"type": "number"`, `"type": "float"`, `has type "float"`},
		{"header and schema differ", "communities.csv", "community,size", "community,count", "header"},
		{"repeated primary key", "people.csv", "\n1,Bo Chen", "\n0,Bo Chen", "repeats"},
		{"dangling foreign key", "authorships.csv", "\n0,0,1", "\n0,99,1", `"99" is not in people.person_id`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeAll(t, smallCorpus(t))
			path := filepath.Join(dir, tc.file)
			b, _ := os.ReadFile(path)
			if !strings.Contains(string(b), tc.old) {
				t.Fatalf("%s lacks %q", tc.file, tc.old)
			}
			os.WriteFile(path, []byte(strings.Replace(string(b), tc.old, tc.new, 1)), 0o644)
			err := ValidateDataPackage(dir)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error = %v, want one containing %q", err, tc.want)
			}
		})
	}
}

// TestDataPackageUnknownColumn refuses to describe a column it has no type
// for, so a new column cannot ship without one.
func TestDataPackageUnknownColumn(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "people.csv"), []byte("person_id,shoe_size\n0,42\n"), 0o644)
	if _, err := DataPackage(dir, []string{"people.csv"}); err == nil || !strings.Contains(err.Error(), "shoe_size") {
		t.Errorf("error = %v, want one naming shoe_size", err)
	}
}

func TestArXivID(t *testing.T) {
	for in, want := range map[string]string{"": "", "2604.17550": "arXiv:2604.17550", "arXiv:2101.00001v2": "arXiv:2101.00001v2",
		"ARXIV:2101.00001": "arXiv:2101.00001", "hep-th/9901001": "arXiv:hep-th/9901001"} {
		if got := ArXivID(in); got != want {
			t.Errorf("ArXivID(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestHeaderRecorder(t *testing.T) {
	var out strings.Builder
	h := &HeaderRecorder{W: &out}
	h.Write([]byte("a,\"b,"))
	h.Write([]byte("c\",d\n1,2,3\n"))
	if got := h.Header(); strings.Join(got, "|") != "a|b,c|d" {
		t.Errorf("header %q", got)
	}
	if out.String() != "a,\"b,c\",d\n1,2,3\n" {
		t.Errorf("passed through %q", out.String())
	}
}
