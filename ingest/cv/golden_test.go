package cv

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// cvInputs lists the CVs under testdata/cv, without their .golden.json
// and .gold.json files, and the five sample CVs under testdata/seeds
// (which make demo reads, so their sidecars live in testdata/cv; see
// cvSidecar).
func cvInputs(t testing.TB) []string {
	t.Helper()
	all, err := filepath.Glob(filepath.Join("..", "..", "testdata", "cv", "*"))
	if err != nil {
		t.Fatal(err)
	}
	seeds, err := filepath.Glob(filepath.Join("..", "..", "testdata", "seeds", "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	all = append(seeds, all...)
	var out []string
	for _, p := range all {
		if strings.HasSuffix(p, ".golden.json") || strings.HasSuffix(p, ".gold.json") {
			continue
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		t.Fatal("no CVs in testdata/cv")
	}
	return out
}

// cvSidecar returns the snapshot or truth file (suffix ".golden.json" or
// ".gold.json"; see testdata/README.md) of a CV input: beside it in testdata/cv, and in
// testdata/cv for the samples in testdata/seeds too.
func cvSidecar(path, suffix string) string {
	return filepath.Join("..", "..", "testdata", "cv", filepath.Base(path)+suffix)
}

// cvParse is the full result of reading one CV, as the golden file holds it.
type cvParse struct {
	Records  []pub.Record `json:"records"`
	Warnings []string     `json:"warnings"`
}

func readCVFile(t testing.TB, path string) cvParse {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var got cvParse
	opt := Options{Warn: func(e *pub.ParseError) error {
		got.Warnings = append(got.Warnings, e.Error())
		return nil
	}}
	err = Read(bytes.NewReader(data), filepath.Base(path), opt, func(r pub.Record) error {
		got.Records = append(got.Records, r)
		return nil
	})
	if err != nil {
		t.Fatalf("Read(%s): %v", path, err)
	}
	return got
}

// TestReadCVGolden compares the full parse of every CV under testdata/cv
// with its golden file; go test -update rewrites them.
func TestReadCVGolden(t *testing.T) {
	for _, path := range cvInputs(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			got := readCVFile(t, path)
			out, err := json.MarshalIndent(got, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			golden(t, cvSidecar(path, ".golden.json"), append(out, '\n'))
		})
	}
}
