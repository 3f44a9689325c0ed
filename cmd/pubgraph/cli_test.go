package main

import (
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestHelpCommand: "pubgraph help analyze" is analyze's help, not the
// top-level one; "pubgraph help" alone is the top-level help.
func TestHelpCommand(t *testing.T) {
	code, stdout, _ := pubgraph(t, "", "help", "analyze")
	if code != 0 || !strings.HasPrefix(stdout, "Usage: pubgraph analyze") || !strings.Contains(stdout, "--export") {
		t.Errorf("help analyze: exit %d\n%s", code, stdout)
	}
	code, stdout, _ = pubgraph(t, "", "help")
	if code != 0 || !strings.Contains(stdout, "Commands:") {
		t.Errorf("help: exit %d\n%s", code, stdout)
	}
	for _, c := range commands() {
		if !strings.Contains(stdout, "\n  "+c.name+" ") {
			t.Errorf("the top-level help does not list the %s command", c.name)
		}
	}
	if code, _, _ := pubgraph(t, "", "help", "frobnicate"); code != exitUsage {
		t.Errorf("help of an unknown command exited %d, want 2", code)
	}
}

func TestVersionString(t *testing.T) {
	bi := &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "261ea49a0b3c5d6e7f8091a2b3c4d5e6f7081920"},
		{Key: "vcs.time", Value: "2026-11-26T06:00:00Z"},
		{Key: "vcs.modified", Value: "true"},
	}}
	for _, tc := range []struct {
		bi   *debug.BuildInfo
		want string
	}{
		{bi, "0.1.0-dev (commit 261ea49a0b3c+dirty, 2026-11-26T06:00:00Z, go1.26.0)"},
		{&debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "v1.2.0"}}, "1.2.0 (go1.26.0)"},
		{nil, "0.1.0-dev"},
	} {
		if got := versionString("0.1.0-dev", tc.bi); got != tc.want {
			t.Errorf("versionString = %q, want %q", got, tc.want)
		}
	}
	old := commit
	commit = "abcdef012345+dirty" // as make build sets it
	if got, want := versionString("0.1.0-dev", nil), "0.1.0-dev (commit abcdef012345+dirty)"; got != want {
		t.Errorf("versionString with -X main.commit = %q, want %q", got, want)
	}
	commit = old
	code, stdout, _ := pubgraph(t, "", "--version")
	if code != 0 || !strings.HasPrefix(stdout, "pubgraph "+version) {
		t.Errorf("--version: exit %d, %q", code, stdout)
	}
}

// TestCompletion checks each shell's script names every command and
// every flag of analyze, read from analyze's own help.
func TestCompletion(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish"} {
		code, stdout, stderr := pubgraph(t, "", "completion", shell)
		if code != 0 {
			t.Fatalf("completion %s: exit %d: %s", shell, code, stderr)
		}
		for _, want := range []string{"analyze", "conflicts", "completion", "export", "html-top", "as-of", "resolution"} {
			if !strings.Contains(stdout, want) {
				t.Errorf("completion %s lacks %q", shell, want)
			}
		}
	}
	if code, _, _ := pubgraph(t, "", "completion", "powershell"); code != exitUsage {
		t.Errorf("an unknown shell exited %d, want 2", code)
	}
}

// TestFlagsCheckedFirst: a bad flag value fails with exit 2 before any
// input is read or any output written.
func TestFlagsCheckedFirst(t *testing.T) {
	for _, args := range [][]string{
		{"--resolution", "-1"}, {"--resolution", "0"}, {"--layout", "spring"}, {"--top", "-3"},
		{"--exact-limit", "-1"}, {"--betweenness-samples", "-5"}, {"--html-top", "-1"}, {"--export", "svg"},
		{"--since", "2020", "--until", "2010"},
	} {
		out := filepath.Join(t.TempDir(), "out")
		all := append(append([]string{"analyze", "--out", out}, args...), seeds)
		code, _, stderr := pubgraph(t, "", all...)
		if code != exitUsage {
			t.Errorf("%v: exit %d, want 2 (%s)", args, code, stderr)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%v: wrote %s before rejecting the command line", args, out)
		}
	}
}

// TestOtherFlagsCheckedFirst covers the other commands' numeric flags.
func TestOtherFlagsCheckedFirst(t *testing.T) {
	for _, args := range [][]string{
		{"path", "--max", "0", "A", "B", seeds},
		{"conflicts", "--people", "x.csv", "--as-of", "-5", seeds},
	} {
		if code, _, stderr := pubgraph(t, "", args...); code != exitUsage {
			t.Errorf("%v: exit %d (%s), want 2", args, code, stderr)
		}
	}
}

// TestStageLines: on a stderr that is no terminal, a long run reports
// its stages as lines; -q silences them; a short run prints none; and a
// stage that began early but outlasts stageAfter is printed when
// stageAfter comes, not only when the next stage begins.
func TestStageLines(t *testing.T) {
	old := stageAfter
	defer func() { stageAfter = old }()
	stageAfter = 0 // every run counts as long
	_, _, stderr := pubgraph(t, "", "analyze", "--no-svg", "--out", t.TempDir(), seeds)
	for _, want := range []string{"pubgraph: reading ", "pubgraph: resolving names", "pubgraph: computing PageRank", "pubgraph: writing the report"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
	if _, _, stderr := pubgraph(t, "", "analyze", "-q", "--no-svg", "--out", t.TempDir(), seeds); strings.Contains(stderr, "computing") {
		t.Errorf("-q printed stage lines:\n%s", stderr)
	}
	stageAfter = time.Hour // a run shorter than that
	if _, _, stderr := pubgraph(t, "", "analyze", "--no-svg", "--out", t.TempDir(), seeds); strings.Contains(stderr, "computing") {
		t.Errorf("a short run printed stage lines:\n%s", stderr)
	}
}

// TestDroppedInputCounted: self-loops of an edge list are counted in
// warnings.txt, and the node that has only a self-loop is still a person.
func TestDroppedInputCounted(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "net.txt")
	os.WriteFile(in, []byte("# a network\n1 2\n2 2\n4 4\n1 3\n"), 0o644)
	out := filepath.Join(dir, "out")
	if code, _, stderr := pubgraph(t, "", "analyze", "-q", "--no-svg", "--out", out, in); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	warnings, _ := os.ReadFile(filepath.Join(out, "warnings.txt"))
	if !strings.Contains(string(warnings), "net.txt:3: 2 links from a node to itself dropped") {
		t.Errorf("warnings.txt:\n%s", warnings)
	}
	if people := readCSV(t, filepath.Join(out, "people.csv")); len(people)-1 != 4 {
		t.Errorf("%d people, want 4 (node 4 has only a self-loop)", len(people)-1)
	}
}

// TestMergesShowMergedSpelling: merges.csv names the spelling that was
// merged, never the one the person goes by.
func TestMergesShowMergedSpelling(t *testing.T) {
	out := t.TempDir()
	if code, _, stderr := pubgraph(t, "", "analyze", "-q", "--no-svg", "--out", out, seeds); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	rows := readCSV(t, filepath.Join(out, "merges.csv"))
	n := 0
	for _, r := range rows[1:] {
		if r[0] == "person" {
			n++
			if r[2] == r[3] {
				t.Errorf("merges.csv shows %q merged into itself: %v", r[3], r)
			}
		}
	}
	if n == 0 {
		t.Fatal("no person merges in the sample CVs")
	}
}

// TestMultiplexWhileReporting: the multiplex communities, made on their
// own goroutine while the report is written, reach people.csv, and two
// runs write the same tables.
func TestMultiplexWhileReporting(t *testing.T) {
	var tables [2][]byte
	for i := range tables {
		out := t.TempDir()
		if code, _, stderr := pubgraph(t, "", "analyze", "-q", "--multiplex", "--no-svg", "--out", out, seeds); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		for _, name := range []string{"people.csv", "layers.csv", "similarity.csv"} {
			b, err := os.ReadFile(filepath.Join(out, name))
			if err != nil {
				t.Fatal(err)
			}
			tables[i] = append(tables[i], b...)
		}
		if header := readCSV(t, filepath.Join(out, "people.csv"))[0]; !slices.Contains(header, "multiplex_community") {
			t.Errorf("people.csv header lacks multiplex_community: %v", header)
		}
	}
	if string(tables[0]) != string(tables[1]) {
		t.Errorf("two runs wrote different people.csv, layers.csv or similarity.csv")
	}
}
