package main

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var updateREADME = flag.Bool("update-readme", false, "rewrite README.md's demo block from a run of what make demo runs")

// demoCommand opens README.md's demo block: what make demo runs, as a
// user types it (the default --out is make demo's pubgraph-out).
const demoCommand = "$ pubgraph analyze testdata/seeds\n"

// timing matches the meter's lines, which a slow machine adds after three
// seconds ("pubgraph: reading 5 inputs (3.1s)").
var timing = regexp.MustCompile(`(?m)^pubgraph: .* \([0-9]+\.[0-9]s\)\n`)

// TestREADMEDemo runs what make demo runs, in a folder where testdata is
// the repository's, and requires README.md's demo block to be its output
// byte for byte, so the README cannot drift from the program. After a
// change that moves the numbers, run
//
//	go test ./cmd/pubgraph -run TestREADMEDemo -update-readme
//
// and read the diff of README.md.
func TestREADMEDemo(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	readme := filepath.Join(root, "README.md")
	src, err := os.ReadFile(readme)
	if err != nil {
		t.Fatal(err)
	}
	start := strings.Index(string(src), "```\n"+demoCommand)
	if start < 0 {
		t.Fatalf("README.md has no block starting with %q", demoCommand)
	}
	start += len("```\n")
	end := strings.Index(string(src[start:]), "```\n")
	if end < 0 {
		t.Fatal("README.md's demo block does not end")
	}
	end += start
	dir := t.TempDir()
	if err := os.Symlink(filepath.Join(root, "testdata"), filepath.Join(dir, "testdata")); err != nil {
		t.Skipf("cannot link testdata: %v", err)
	}
	t.Chdir(dir)
	code, stdout, stderr := pubgraph(t, "", "analyze", "testdata/seeds")
	if code != 0 {
		t.Fatalf("analyze exited %d: %s", code, stderr)
	}
	got := demoCommand + timing.ReplaceAllString(stderr, "") + stdout
	if *updateREADME {
		out := string(src[:start]) + got + string(src[end:])
		if err := os.WriteFile(readme, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if diff := cmp.Diff(string(src[start:end]), got); diff != "" {
		t.Errorf("README.md's demo block is not what make demo prints (-README +run); rerun with -update-readme:\n%s", diff)
	}
}
