package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/analysis"
)

// seeds is the folder with the five sample CVs that make demo reads.
const seeds = "../../testdata/seeds"

// pubgraph runs the command in-process and returns its exit code and
// output streams.
func pubgraph(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestAnalyzeSeeds(t *testing.T) {
	out := t.TempDir()
	code, stdout, stderr := pubgraph(t, "", "analyze", "--out", out, seeds)
	if code != 0 {
		t.Fatalf("analyze exited %d\nstderr:\n%s", code, stderr)
	}
	for _, name := range []string{"report.md", "graph.dot", "graph.svg", "people.csv", "publications.csv",
		"authorships.csv", "edges.csv", "relations.csv", "affiliations.csv", "communities.csv",
		"merges.csv", "name-candidates.csv", "layers.csv", "similarity.csv", "warnings.txt"} {
		info, err := os.Stat(filepath.Join(out, name))
		if err != nil {
			t.Errorf("missing output %s: %v", name, err)
			continue
		}
		if info.Size() == 0 && name != "warnings.txt" && name != "name-candidates.csv" {
			t.Errorf("%s is empty", name)
		}
	}
	for _, want := range []string{"people:", "publications:", "co-author edges:", "components:", "communities:", "top 5 by PageRank:", "report.md"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("summary lacks %q:\n%s", want, stdout)
		}
	}

	people := readCSV(t, filepath.Join(out, "people.csv"))
	wantHeader := []string{"person_id", "name", "aliases", "papers", "degree", "strength", "betweenness", "closeness",
		"harmonic", "eigenvector", "pagerank", "core", "component", "community"}
	for i, col := range wantHeader {
		if people[0][i] != col {
			t.Fatalf("people.csv column %d = %q, want %q", i, people[0][i], col)
		}
	}
	owners := map[string]bool{}
	for _, row := range people[1:] {
		if row[15] == "true" {
			owners[row[1]] = true
		}
	}
	for _, name := range []string{"Jinsun Yoo", "Gyeong-In Yu", "Insu Jang", "Jinkun Lin", "Byungsoo Jeon"} {
		if !owners[name] {
			t.Errorf("CV owner %q not marked in people.csv (owners: %v)", name, owners)
		}
	}

	// The owners' advisors must be in relations.csv.
	relations := readCSV(t, filepath.Join(out, "relations.csv"))
	have := map[string]bool{}
	for _, row := range relations[1:] {
		have[row[1]+" → "+row[4]] = true
	}
	for _, want := range []string{
		"Jinsun Yoo → Umakishore Ramachandran", "Jinsun Yoo → Tushar Krishna",
		"Gyeong-In Yu → Byung-Gon Chun", "Insu Jang → Mosharaf Chowdhury", "Insu Jang → Jaehyuk Huh",
		"Jinkun Lin → Aurojit Panda", "Jinkun Lin → Jinyang Li",
	} {
		if !have[want] {
			t.Errorf("relations.csv lacks %s; has %v", want, have)
		}
	}
}

// TestAnalyzeDeterministic runs analyze twice and requires byte-identical
// output files.
func TestAnalyzeDeterministic(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	for _, out := range []string{a, b} {
		if code, _, stderr := pubgraph(t, "", "analyze", "--no-svg", "--out", out, seeds); code != 0 {
			t.Fatalf("analyze exited %d: %s", code, stderr)
		}
	}
	entries, err := os.ReadDir(a)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		x, _ := os.ReadFile(filepath.Join(a, e.Name()))
		y, err := os.ReadFile(filepath.Join(b, e.Name()))
		if err != nil || !bytes.Equal(x, y) {
			t.Errorf("%s differs between two runs on the same input", e.Name())
		}
	}
}

func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.txt")
	os.WriteFile(empty, nil, 0o644)
	binary := filepath.Join(dir, "cv.pdf")
	os.WriteFile(binary, []byte("%PDF-1.4\x00\x01\x02binary"), 0o644)
	noCVs := filepath.Join(dir, "nothing")
	os.Mkdir(noCVs, 0o755)
	os.WriteFile(filepath.Join(noCVs, "README.md"), []byte("# about this folder\n"), 0o644)
	missing := filepath.Join(dir, "missing.txt")
	unreadable := filepath.Join(dir, "secret.txt")
	os.WriteFile(unreadable, []byte("x"), 0o000)

	tests := []struct {
		name     string
		args     []string
		wantCode int
		wantErr  string // must appear in stderr's first line
	}{
		{"empty file", []string{"analyze", "--out", t.TempDir(), empty}, 1, "empty.txt"},
		{"binary file", []string{"analyze", "--out", t.TempDir(), binary}, 1, "cv.pdf"},
		{"folder without CVs", []string{"analyze", "--out", t.TempDir(), noCVs}, 1, "nothing"},
		{"missing path", []string{"analyze", "--out", t.TempDir(), missing}, 1, "missing.txt"},
		{"no input", []string{"analyze"}, 2, "no INPUT"},
		{"unknown flag", []string{"analyze", "--bogus", seeds}, 2, "bogus"},
		{"unknown command", []string{"frobnicate"}, 2, "frobnicate"},
		{"unknown format", []string{"analyze", "--format", "doc", seeds}, 2, "doc"},
	}
	if os.Geteuid() != 0 { // root reads anything
		tests = append(tests, struct {
			name     string
			args     []string
			wantCode int
			wantErr  string
		}{"unreadable file", []string{"analyze", "--out", t.TempDir(), unreadable}, 1, "secret.txt"})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := pubgraph(t, "", tt.args...)
			if code != tt.wantCode {
				t.Errorf("exit code %d, want %d; stderr:\n%s", code, tt.wantCode, stderr)
			}
			first, _, _ := strings.Cut(stderr, "\n")
			if !strings.HasPrefix(first, "pubgraph: ") || !strings.Contains(first, tt.wantErr) {
				t.Errorf("stderr's first line = %q, want a pubgraph: line naming %q", first, tt.wantErr)
			}
			if strings.Contains(stderr, "panic") || strings.Contains(stderr, "goroutine") {
				t.Errorf("stderr shows a panic:\n%s", stderr)
			}
		})
	}
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"analyze", "--help"}, {"parse", "-h"}, {"path", "--help"}, {"person", "--help"}, {"conflicts", "--help"}} {
		code, stdout, _ := pubgraph(t, "", args...)
		if code != 0 {
			t.Errorf("%v exited %d, want 0", args, code)
		}
		if !strings.Contains(stdout, "Exit codes") || !strings.Contains(stdout, "pubgraph") {
			t.Errorf("%v help lacks usage or exit codes:\n%s", args, stdout)
		}
		if n := strings.Count(stdout, "Exit codes"); n != 1 {
			t.Errorf("%v prints its help %d times", args, n)
		}
	}
	_, stdout, _ := pubgraph(t, "", "analyze", "--help")
	for _, flag := range []string{"--out", "--top", "--layout", "--seed", "--strict", "--format", "--fractional", "Examples:"} {
		if !strings.Contains(stdout, flag) {
			t.Errorf("analyze --help does not explain %s", flag)
		}
	}
}

func TestStdin(t *testing.T) {
	cv, err := os.ReadFile(filepath.Join(seeds, "002_0ffaf70880d31b3d.txt"))
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	code, stdout, stderr := pubgraph(t, string(cv), "analyze", "--no-svg", "--out", out, "-")
	if code != 0 {
		t.Fatalf("analyze - exited %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "publications:     3") {
		t.Errorf("expected the 3 publications of the CV read from stdin:\n%s", stdout)
	}
}

func TestPath(t *testing.T) {
	code, stdout, stderr := pubgraph(t, "", "path", "Jinsun Yoo", "Minlan Yu", seeds)
	if code != 0 {
		t.Fatalf("path exited %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "collaboration distance Jinsun Yoo – Minlan Yu: 1") {
		t.Errorf("unexpected path output:\n%s", stdout)
	}
	if !strings.Contains(stdout, "Towards Easy and Realistic Network Infrastructure Testing") {
		t.Errorf("path does not name the linking paper:\n%s", stdout)
	}
}

func readCSV(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if len(rows) < 2 {
		t.Fatalf("%s has no data rows", path)
	}
	return rows
}

func TestPerson(t *testing.T) {
	code, stdout, stderr := pubgraph(t, "", "person", "--json", "-q", "gyeongin yu", seeds)
	if code != 0 {
		t.Fatalf("person exited %d: %s", code, stderr)
	}
	var pr analysis.Profile
	if err := json.Unmarshal([]byte(stdout), &pr); err != nil {
		t.Fatalf("bad JSON: %v", err)
	}
	// Gyeong-In Yu's CV lists 9 conference papers, 7 other publications and
	// 2 patents; the patents spell the name "Gyeongin Yu".
	if pr.Name != "Gyeong-In Yu" || pr.Papers != 18 {
		t.Errorf("profile of %q with %d papers, want Gyeong-In Yu with 18", pr.Name, pr.Papers)
	}
	if !slices.Contains(pr.Aliases, "Gyeongin Yu") {
		t.Errorf("aliases %v lack Gyeongin Yu", pr.Aliases)
	}
	if !slices.Contains(pr.Advisors, "Byung-Gon Chun (advisor)") {
		t.Errorf("advisors %v lack Byung-Gon Chun", pr.Advisors)
	}
	if len(pr.Coauthors) == 0 || pr.Coauthors[0].Name != "Byung-Gon Chun" {
		t.Errorf("top co-author %v, want Byung-Gon Chun (on 16 of 18 papers)", pr.Coauthors[:min(3, len(pr.Coauthors))])
	}
	if r := pr.Centrality["pagerank"].Rank; r < 1 || r > 5 {
		t.Errorf("PageRank rank %d, want among the top 5", r)
	}
	sum := 0
	for _, y := range pr.Years {
		sum += y.Papers
	}
	if sum != pr.Papers {
		t.Errorf("papers by year add up to %d, want %d", sum, pr.Papers)
	}
}

func TestPersonAmbiguous(t *testing.T) {
	code, _, stderr := pubgraph(t, "", "person", "-q", "Kim", seeds)
	if code != 1 || !strings.Contains(stderr, "fits") {
		t.Errorf("ambiguous name: exit %d, stderr %q; want 1 and a list of the people it fits", code, stderr)
	}
}

// TestAnalyzeSkipsItsOutput runs analyze twice over a folder that holds
// its own output folder: the second run must not read the first run's
// report and tables as inputs.
func TestAnalyzeSkipsItsOutput(t *testing.T) {
	dir := t.TempDir()
	cv, err := os.ReadFile(filepath.Join(seeds, "002_0ffaf70880d31b3d.txt"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "cv.txt"), cv, 0o644)
	out := filepath.Join(dir, "pubgraph-out")
	var first string
	for run := range 2 {
		code, stdout, stderr := pubgraph(t, "", "analyze", "--no-svg", "-q", "--out", out, dir)
		if code != 0 {
			t.Fatalf("run %d exited %d: %s", run, code, stderr)
		}
		summary, _, _ := strings.Cut(stdout, "wrote:")
		if run == 0 {
			first = summary
		} else if summary != first {
			t.Errorf("second run differs:\n%s\nfirst:\n%s", summary, first)
		}
	}
	if w, _ := os.ReadFile(filepath.Join(out, "warnings.txt")); len(w) != 0 {
		t.Errorf("the second run read its own output:\n%s", w)
	}
}
