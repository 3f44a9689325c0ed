package main

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var updateQuality = flag.Bool("update", false, "rewrite golden files")

// TestReadQualityGolden checks what a user is told of how well each
// input was read: parse's quality lines for each file of
// testdata/quality (one read well, one whose entries leave out an owner
// the file does not name, one whose entries mostly lack authors), and
// report.md's list of the inputs with their estimates, the poorly read
// first, each with its reason.
func TestReadQualityGolden(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "quality")
	_, stdout, stderr := pubgraph(t, "", "parse", dir)
	var lines []string
	for _, l := range strings.Split(stdout, "\n") {
		// A file's own line counts what other stages read (warnings,
		// relations): only its name is kept.
		if name, _, ok := strings.Cut(l, ": "); ok && strings.HasPrefix(l, dir) {
			lines = append(lines, name)
		} else if strings.HasPrefix(l, "read ") {
			lines = append(lines, l)
		}
	}
	goldenFile(t, filepath.Join(dir, "parse.golden"), strings.Join(lines, "\n")+"\n", stderr)

	out := t.TempDir()
	if code, _, stderr := pubgraph(t, "", "analyze", "--quiet", "--no-svg", "--out", out, dir); code != 0 {
		t.Fatalf("analyze: exit %d: %s", code, stderr)
	}
	md, err := os.ReadFile(filepath.Join(out, "report.md"))
	if err != nil {
		t.Fatal(err)
	}
	section, _, _ := strings.Cut(string(md[strings.Index(string(md), "## Inputs read"):]), "\n## ")
	goldenFile(t, filepath.Join(dir, "report.golden"), section, "")
}

// goldenFile compares got with the golden file path, or rewrites it
// with -update.
func goldenFile(t *testing.T, path, got, context string) {
	t.Helper()
	if *updateQuality {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s differs (-want +got):\n%s\n%s", path, diff, context)
	}
}
