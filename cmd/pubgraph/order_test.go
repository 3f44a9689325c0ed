package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestAnalyzeInputOrder runs analyze on the same files named in two
// orders and requires every output file to be the same, byte for byte:
// ids, merges, metrics and communities depend on the data only.
func TestAnalyzeInputOrder(t *testing.T) {
	files := []string{catalystBib, "../../testdata/merge/catalyst-dblp.xml", "../../testdata/merge/catalyst-zotero.ris", "../../testdata/merge/ruihang-lai-cv.md"}
	reversed := make([]string, len(files))
	for i, f := range files {
		reversed[len(files)-1-i] = f
	}
	sameOutputs(t, analyzeOut(t, files...), analyzeOut(t, reversed...), "with the inputs reversed")
}

// sameOutputs requires every file analyze wrote to a to be the same,
// byte for byte, in b; how says how b's run differed.
func sameOutputs(t *testing.T, a, b, how string) {
	t.Helper()
	entries, err := os.ReadDir(a)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) < 5 {
		t.Fatalf("analyze wrote %d files, want the report and the tables", len(entries))
	}
	for _, e := range entries {
		x, err := os.ReadFile(filepath.Join(a, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		y, err := os.ReadFile(filepath.Join(b, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(x, y) {
			i := 0
			for i < min(len(x), len(y)) && x[i] == y[i] {
				i++
			}
			t.Errorf("%s differs %s, at byte %d:\n%q\n%q", e.Name(), how, i,
				x[max(0, i-60):min(len(x), i+60)], y[max(0, i-60):min(len(y), i+60)])
		}
	}
}

// TestAnalyzeRepeatedPaths names a folder twice, and a folder and a file
// in it: each file is read once, so the outputs (publication counts,
// merges, the report's table of inputs) are those of the folder named
// once.
func TestAnalyzeRepeatedPaths(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"../../testdata/merge/catalyst-dblp.xml", "../../testdata/merge/ruihang-lai-cv.md"} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	once := analyzeOut(t, dir)
	sameOutputs(t, once, analyzeOut(t, dir, dir), "with the folder named twice")
	sameOutputs(t, once, analyzeOut(t, dir, filepath.Join(dir, "ruihang-lai-cv.md")), "with a file of the folder named after it")
}

// TestAnalyzeEstimated runs analyze above --exact-limit, where betweenness,
// closeness and harmonic are estimated: the run succeeds (every table is
// described in datapackage.json), people.csv carries the error columns
// and the report states the guarantee.
func TestAnalyzeEstimated(t *testing.T) {
	out := analyzeOut(t, "--exact-limit", "1", "--epsilon", "0.05", catalystBib)
	people := readTable(t, out, "people.csv")
	if len(people) == 0 || people[0]["betweenness_error"] != "0.05" {
		t.Fatalf("people.csv betweenness_error = %q, want 0.05", people[0]["betweenness_error"])
	}
	report, err := os.ReadFile(filepath.Join(out, "report.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(report, []byte("within ±0.05 of the exact one with probability 0.9")) {
		t.Errorf("report.md does not state the betweenness guarantee")
	}
}
